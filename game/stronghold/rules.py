"""The Stronghold engine: setup, the round and phase flow, views, encoding and invariants."""

from __future__ import annotations

from typing import Any

from game.core.events import Event, GameOver, Note, PhaseStarted, TurnStarted, ValueChanged
from game.core.protocol import InvariantError, Rules, view_rng
from game.core.rng import Rng
from game.core.summary import Piece, Section, Value, Zone
from game.core.types import Action, IllegalAction, Option, Outcome
from game.stronghold import assault as A
from game.stronghold import attacker as ATT
from game.stronghold import data as D
from game.stronghold import defender as DEF
from game.stronghold import words as W
from game.stronghold.actions import (
    ACTION_TYPES,
    BUILDING_NAMES,
    BeginRound,
    CardAction,
    Choose,
    ChooseCard,
    Complete,
    Deed,
    DispatchGroup,
    DispatchMove,
    DispatchNext,
    EndTurn,
    FlipCard,
    Hurry,
    Move,
    Pass,
    Pay,
    PlaceOrder,
    PlaceStone,
    Sortie,
    Speech,
    StartDispatch,
    Swap,
    Transfer,
    choice_title,
    option_text,
)
from game.stronghold.board import (
    att_of_half,
    att_tokens_on_board,
    def_of_half,
    def_tokens_on_board,
    seat_role,
)
from game.stronghold.events import GloryChanged
from game.stronghold.logtext import core_event_text, reason_text
from game.stronghold.state import SHState, clone_state, decode_state, encode_state
from game.stronghold.tr import N_, _

UNKNOWN = "?"
PHASE_NAMES = {1: N_("Reserves"), 2: N_("Siege machines"), 3: N_("Equipment"), 4: N_("Training"), 5: N_("Rituals"),
               6: N_("Dispatch")}


class StrongholdRules(Rules):
    id = "stronghold"
    title = N_("Stronghold")
    min_players = 2
    max_players = 4
    hidden_information = True
    has_chance = True
    action_types = ACTION_TYPES
    random_game_action_limit = 5000  # random games end in under 1,000 actions (10 rounds)

    # ------------------------------------------------------------------ setup
    def options(self) -> list[Option]:
        return [
            Option("players", N_("Players"), "int", 2, minimum=2, maximum=4,
                   help=N_("2: attacker v defender; 3: two attackers; 4: two attackers v two defenders")),
            Option("basic", N_("Basic phase cards"), "bool", False,
                   help=N_("Use the star-marked basic card of each phase instead of choosing (§3.2)")),
        ]

    def battery_options(self) -> list[dict[str, Any]]:
        return [{"players": 2}, {"players": 2, "basic": True}, {"players": 3}, {"players": 4}]

    def setup(self, options: dict[str, Any] | None, seed: int) -> SHState:
        opts = self.check_options(options)
        s = SHState()
        s.rng = Rng(seed)
        p = s.players = opts["players"]
        s.basic = bool(opts["basic"])
        s.n_att = 1 if p == 2 else 2
        s.n_def = 2 if p == 4 else 1
        s.round, s.phase, s.stage = 1, 0, "cards"
        s.cur_att, s.cur_def = 0, 0
        s.att_passed = [False] * s.n_att
        s.over, s.winner, s.reason = False, None, ""
        s.glory_att, s.glory_def, s.endurance = D.GLORY_ATTACKER_START, 0, D.ENDURANCE_START
        s.deeds_used, s.deed_round, s.feats = [], False, []
        s.goblins_sacrificed, s.demolished, s.breaches, s.breach_glory = 0, 0, [], 0
        s.gate3_fell, s.tiebreak = False, False
        # attackers §3.2
        s.camp = [[0, 0, 0] for _i in range(s.n_att)]
        s.resources = [D.ATT_RESOURCES_START[p]] * s.n_att
        s.res_supply = D.RESOURCE_CUBES - sum(s.resources)
        s.bag = [k for k in range(3) for _i in range(D.BAG_START[k])]
        s.rng.shuffle(s.bag)
        s.att_supply, s.on_cards = [0, 0, 0], [0, 0, 0]
        s.cards = [[""] * 4 for _i in range(s.n_att)]
        s.flipped = [[False] * 4 for _i in range(s.n_att)]
        s.used_att, s.card_offer, s.barbican = [], [], False
        n = len(D.SECTIONS)
        s.forefield = [[0, 0, 0], [0, 0, 0]]
        s.rampart = [[0, 0, 0] for _i in range(n)]
        s.wall_att = [[0, 0, 0] for _i in range(n)]
        s.tower_units = [[0, 0, 0] for _i in range(n)]
        s.tower, s.crew = [0] * n, [0, 0, 0]
        s.machine, s.mdeck, s.altar, s.cover = [""] * n, {}, [-1] * n, [0] * n
        s.training, s.trebuchet = [[] for _i in range(n)], [0, 0]
        s.equip, s.spots = [[] for _i in range(n)], [""] * len(D.TRAP_SPOTS)
        s.accurate, s.bloodstone, s.ram_parts = [], [], 0
        s.gates, s.gate = [D.GATE_DURABILITY] * D.GATES, 0
        s.orders, s.order_supply = [[] for _i in range(n)], list(D.ORDER_TOKENS)
        s.saboteurs, s.rituals, s.troll_trap_used = [], {"list": []}, [0] * len(D.TRAP_SPOTS)
        # defender §3.3
        s.sec_def = [list(D.SETUP_SECTION) for _i in range(n)]
        s.bastion_archers = [1 if b in D.SETUP_BASTION_ARCHERS else 0 for b in D.BASTIONS]
        s.bastion_machine = [0] * len(D.BASTIONS)
        s.places = {D.COURTYARD: [0, 0, 0], D.GUARDHOUSE: list(D.SETUP_GUARDHOUSE),
                    D.BK_ARCHERS: [D.SETUP_BK_ARCHERS, 0, 0], D.BK_GREEN: [0, 0, 0], D.BK_RED: [0, 0, 0],
                    D.BK_NOENTRY: [0, D.SETUP_BK_NOENTRY, 0], D.HONOUR: [0, D.SETUP_HONOUR, 0]}
        s.infirmary = [0, 0, 0]
        on_board = [0, 0, 0]
        for units in [*s.sec_def, *s.places.values()]:
            for k in range(3):
                on_board[k] += units[k]
        on_board[0] += sum(s.bastion_archers)
        s.def_supply = [D.DEF_TOTAL[k] - on_board[k] for k in range(3)]
        s.hg_intact = True
        s.hero_pos = [D.SEC[h] for h in D.HERO_START]
        s.hero_used, s.speech = [0, 0], [0, 0]
        s.stone = [D.SETUP_STONE_PER_SECTION] * n
        s.stone_supply = D.STONE_TOTAL - sum(s.stone)
        s.wood, s.wood_supply = [0] * n, D.WOOD_TOTAL
        s.cauldron, s.platform = [0] * n, [0] * n
        s.def_deck, s.def_drawn = list(D.DEF_DECK), []
        s.rng.shuffle(s.def_deck)
        s.hg = [D.SETUP_HOURGLASSES] if s.n_def == 1 else [D.SETUP_HOURGLASSES_4P] * 2
        s.hg_workshop = [0] * s.n_def
        s.paid, s.paid_by, s.used = {}, {}, {}
        s.forced_labour, s.desperate, s.hurry_used = False, "", False
        s.glow, s.blessing, s.stone_pending = -1, -1, -1
        s.casualties, s.def_ended = [0, 0], [False] * s.n_def
        s.dispatch, s.pending, s.tasks, s.adecl, s.assault_kills = None, None, [], [], [0] * n
        s.actions_done = 0
        events: list[Event] = []
        self._offer_cards(s, 2, 0, events)
        return s

    # ------------------------------------------------------------------ card choice §3.2, §3.4
    def _offer_cards(self, s: SHState, phase: int, a: int, events: list[Event]) -> None:
        while phase <= 5:
            if s.basic and a == 0:
                s.cards[0][phase - 2] = D.BASIC_CARDS[phase]
                if s.n_att == 1:
                    phase += 1
                    continue
                a = 1
            taken = [s.cards[b][phase - 2] for b in range(s.n_att) if s.cards[b][phase - 2]]
            if a == 1 and s.card_offer and s.card_offer[0] == phase:
                pool = [c for c in s.card_offer[2:] if c not in taken]
            else:
                pool = [c for c in sorted(D.PHASE_CARDS[phase]) if c not in taken]
                pool = s.rng.sample(pool, min(len(pool), D.CARD_OFFER[s.players] - (1 if s.basic else 0)))
                pool.sort()
            s.card_offer = [phase, a, *pool]
            s.stage = "cards"
            s.cur_att = a
            return
        s.card_offer = []
        s.barbican = any(D.RAM_CODE in D.PHASE_CARDS[2][s.cards[b][0]] for b in range(s.n_att))
        events.append(Note(_("The phase cards are chosen (the barbican is in play)") if s.barbican
                           else _("The phase cards are chosen")))
        self._round_start(s, events)

    def _after_card(self, s: SHState, a: int, events: list[Event]) -> None:
        phase = s.card_offer[0]
        if s.n_att == 2 and a == 0:
            self._offer_cards(s, phase, 1, events)
        else:
            self._offer_cards(s, phase + 1, 0, events)

    # ------------------------------------------------------------------ round flow §4.1
    def _flippable(self, s: SHState, a: int) -> list[int]:
        return [p for p in D.FLIPPABLE_PHASES if not s.flipped[a][p - 2]]

    def _round_start(self, s: SHState, events: list[Event], a: int = 0) -> None:
        s.phase = 0
        events.append(PhaseStarted(_("Round start"), s.round))
        while a < s.n_att:
            if self._flippable(s, a):
                s.stage, s.cur_att = "round_start", a
                return
            a += 1
        self._income(s, events)

    def _income(self, s: SHState, events: list[Event]) -> None:
        """§3.6: units and resources to the attackers, stone and hourglasses to the defenders."""
        want = D.UNITS_PER_ROUND[s.players]
        for _i in range(want):  # dealt one at a time, west first [DD]
            for a in range(s.n_att):
                if s.bag:
                    s.camp[a][s.bag.pop()] += 1
        for _i in range(D.RESOURCES_PER_ROUND):
            for a in range(s.n_att):
                if s.res_supply > 0:
                    s.res_supply -= 1
                    s.resources[a] += 1
        for a in range(s.n_att):
            events.append(ValueChanged(a, N_("camp units"), 0, sum(s.camp[a])))
        for d in range(s.n_def):
            s.hg[d] += D.DEF_HG_PER_ROUND[s.players]
            events.append(ValueChanged(s.n_att + d, N_("hourglasses"), D.DEF_HG_PER_ROUND[s.players], s.hg[d]))
        if s.stone_supply > 0:
            s.stage = "stone"
            s.stone_pending = 0 if s.n_def == 1 else (0 if s.round % 2 else 1)  # §3.6 [DD] 4p
            return
        self._start_phase(s, 1, events)

    def _start_phase(self, s: SHState, phase: int, events: list[Event]) -> None:
        s.phase = phase
        s.att_passed = [False] * s.n_att
        events.append(PhaseStarted(_("Phase {n} · {name}", n=phase, name=_(PHASE_NAMES[phase])), s.round))
        if phase == 1 and s.n_att == 1:
            self._defender_turn(s, events)
            return
        s.stage, s.cur_att = "attack", 0
        events.append(TurnStarted(0, N_("Attacker")))

    def _after_attacker(self, s: SHState, a: int, passed: bool, events: list[Event]) -> None:
        if passed:
            s.att_passed[a] = True
        other = 1 - a
        if s.n_att == 2 and not s.att_passed[other]:
            s.cur_att = other
        elif not s.att_passed[a]:
            s.cur_att = a
        else:
            self._defender_turn(s, events)

    def _defender_turn(self, s: SHState, events: list[Event]) -> None:
        s.stage = "defend"
        s.def_ended = [False] * s.n_def
        for d in range(s.n_def):
            DEF.settle(s, d, events)
        for d in range(s.n_def):
            if not DEF.defender_done(s, d):
                s.cur_def = d
                events.append(TurnStarted(s.n_att + d, N_("Defender")))
                return
        self._end_phase(s, events)

    def _after_defender(self, s: SHState, d: int, events: list[Event]) -> None:
        DEF.settle(s, d, events)
        order = [1 - d, d] if s.n_def == 2 else [d]  # §4.13 [DD] alternate, west first
        for nd in order:
            DEF.settle(s, nd, events)
            if not DEF.defender_done(s, nd):
                s.cur_def = nd
                return
        self._end_phase(s, events)

    def _end_phase(self, s: SHState, events: list[Event]) -> None:
        if s.phase < 6:
            self._start_phase(s, s.phase + 1, events)
        else:
            s.phase = 7
            A.start_assault(s, events)
            self._after_assault_step(s, events)

    def _after_assault_step(self, s: SHState, events: list[Event]) -> None:
        if s.stage != "assault_done":
            return
        if s.tiebreak:
            before = s.breach_glory
            won = len(s.breaches) > before % 100 or (s.gate3_fell and before < 100)
            if won:
                s.glory_att += 1
                events.append(GloryChanged(None, "attacker glory (tie-break)", 1, s.glory_att, "att", "tie-break"))
                self._finish(s, "att", "the fortress fell in the tie-break Assault", events)
            else:
                s.glory_def += 1
                events.append(GloryChanged(None, "defender glory (tie-break)", 1, s.glory_def, "def", "tie-break"))
                self._finish(s, "def", "the fortress held in the tie-break Assault", events)
            return
        if s.breaches or s.gate3_fell:
            att, dfn = s.glory_att, s.glory_def + s.endurance
            if att > dfn:
                self._finish(s, "att", f"the fortress fell; glory {att} : {dfn}", events)
            elif dfn > att:
                self._finish(s, "def", f"the fortress fell but the defence earned more glory ({att} : {dfn})", events)
            else:
                s.tiebreak = True  # §1.5
                s.breach_glory = len(s.breaches) + (100 if s.gate3_fell else 0)
                events.append(Note(_("Glory is tied {att} : {dfn}: one more Assault decides", att=att, dfn=dfn)))
                A.start_assault(s, events)
                self._after_assault_step(s, events)
            return
        self._end_round(s, events)

    def _end_round(self, s: SHState, events: list[Event]) -> None:
        """§5.12 end-of-round bookkeeping."""
        s.rituals = {"list": []}
        for i, o in enumerate(s.orders):
            if o:
                s.order_supply.append(o[0])
                s.orders[i] = []
        s.accurate, s.glow, s.blessing = [], -1, -1
        for k in range(3):
            s.att_supply[k] += s.on_cards[k]
            s.on_cards[k] = 0
        s.used = {}
        s.paid_by = {k: v for k, v in s.paid_by.items() if not k.startswith("u:")}
        s.hero_used, s.speech = [0, 0], [0, 0]
        s.glory_att -= 1
        events.append(GloryChanged(None, "attacker glory (passage of time)", -1, s.glory_att, "att", "passage of time"))
        s.glory_def += 1
        events.append(GloryChanged(None, "defender glory (passage of time)", 1, s.glory_def, "def", "passage of time"))
        if s.round >= D.HONOUR_FROM_ROUND and s.hg_intact and s.places[D.HONOUR][1] == D.SETUP_HONOUR:
            s.glory_def += 1
            events.append(GloryChanged(None, "defender glory (honour guard)", 1, s.glory_def, "def", "honour guard"))
        s.forced_labour, s.desperate, s.deed_round, s.hurry_used = False, "", False, False
        s.troll_trap_used = [0] * len(D.TRAP_SPOTS)
        s.used_att = []
        s.hg_workshop = [0] * s.n_def
        if s.round >= D.ROUNDS:
            self._finish(s, "def", f"the fortress held for {D.ROUNDS} rounds", events)
            return
        s.round += 1
        self._round_start(s, events)

    def _finish(self, s: SHState, side: str, reason: str, events: list[Event]) -> None:
        s.over, s.stage, s.winner, s.reason = True, "over", side, reason
        s.pending = None
        events.append(GameOver(self._side_seats(s, side), reason))

    def _side_seats(self, s: SHState, side: str) -> tuple[int, ...]:
        if side == "att":
            return tuple(range(s.n_att))
        return tuple(range(s.n_att, s.n_att + s.n_def))

    # ------------------------------------------------------------------ seats
    def num_seats(self, state: SHState) -> int:
        return state.players

    def seat_name(self, state: SHState, seat: int) -> str:
        role, i = seat_role(state, seat)
        if role == "att":
            if state.n_att == 1:
                return _("Attacker")
            return _("West attacker") if D.HALF_NAMES[i] == "west" else _("East attacker")
        if state.n_def == 1:
            return _("Defender")
        return _("West defender") if D.HALF_NAMES[i] == "west" else _("East defender")

    def to_act(self, state: SHState) -> list[int]:
        st = state.stage
        if st in ("cards", "round_start", "attack"):
            return [state.cur_att]
        if st == "dispatch":
            return [state.dispatch["att"]]
        if st == "stone":
            return [state.n_att + state.stone_pending]
        if st == "defend":
            return [state.n_att + state.cur_def]
        if st == "assault" and state.pending is not None:
            return [state.pending["seat"]]
        return []

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, state: SHState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        s = state
        st = s.stage
        if st == "cards":
            return [ChooseCard(seat, s.card_offer[0], c) for c in s.card_offer[2:]]
        if st == "round_start":
            return [*(FlipCard(seat, p) for p in self._flippable(s, seat)), BeginRound(seat)]
        if st == "stone":
            d = s.stone_pending
            return [PlaceStone(seat, sec) for i, sec in enumerate(D.SECTIONS)
                    if s.n_def == 1 or D.SEC_HALF[i] == d]
        if st == "attack":
            return [*ATT.card_actions(s, seat), Pass(seat)]
        if st == "dispatch":
            return ATT.dispatch_actions(s, seat)
        if st == "defend":
            return DEF.defender_actions(s, s.cur_def)
        if st == "assault":
            p = s.pending
            return [Choose(seat, p["kind"], o) for o in p["options"]]
        return []

    def validate(self, state: SHState, action: Action) -> None:
        """Same verdict as the default check, but a defender action is compared only with the
        legal actions of its own kind (the defender's full list is long)."""
        s = state
        if (s.stage != "defend" or not isinstance(action, Action) or type(action) not in self.action_types
                or s.over or action.seat != s.n_att + s.cur_def):
            super().validate(state, action)
            return
        d = s.cur_def
        due = DEF.due_completions(s, d)
        if due:
            family = due
        elif isinstance(action, Move):
            family = DEF.move_actions(s, d, action.src)
        elif isinstance(action, Swap):
            family = DEF.swap_actions(s, d)
        elif isinstance(action, Pay):
            family = DEF.pay_actions(s, d, action.action)
        elif isinstance(action, Speech | Sortie):
            family = DEF.hero_actions(s, d)
        elif isinstance(action, Deed):
            family = DEF.deed_actions(s, d)
        elif isinstance(action, Hurry):
            family = DEF.hurry_actions(s, d)
        elif isinstance(action, EndTurn):
            family = [EndTurn(action.seat)] if s.hg[d] <= 0 and s.hg_workshop[d] <= 0 else []
        else:
            family = []
        if action not in family:
            raise IllegalAction(self.illegal_reason(state, action))

    def illegal_reason(self, state: SHState, action: Action) -> str:
        s = state
        if isinstance(action, Pay):
            if action.action not in D.BUILDING_ACTIONS:
                return _("There is no such building action.")
            d = s.cur_def
            if D.BUILDING_ACTIONS[action.action][0] in [r[1] for r in s.rituals["list"] if r[0] == "U3"]:
                return _("That building is on fire this round: it accepts no hourglasses.")
            if not DEF._token_left(s, action.action):
                return _("Every token of that kind is already on the board.")
            if s.used.get(action.action, 0) and action.action not in D.REPEATABLE:
                return _("That action has already been used this round.")
            paid = s.paid.get(action.action, 0)
            if paid + 1 > DEF.action_cost(s, action.action):
                return _("That action is already fully paid.")
            if paid + 1 == DEF.action_cost(s, action.action) and not DEF.completion_targets(s, action.action, d):
                return _("The completing hourglass needs a legal place for the effect, and there is none.")
            return _("The completing hourglass must name a legal target (and a partial payment none).")
        if isinstance(action, Move | Swap):
            if s.hg[s.cur_def] < DEF.move_cost(s):
                return _("Not enough hourglasses to move.")
            return _("That move is not allowed: check adjacency, field types and free fields.")
        if isinstance(action, CardAction):
            return _("{action} is not possible: already used this round, unaffordable, no token left or no legal place.",
                     action=action.label())
        if isinstance(action, DispatchMove | DispatchGroup):
            return _("That unit cannot be dispatched there now (path, limit, capacity or step order).")
        if isinstance(action, Deed):
            if s.round < D.DEED_FROM_ROUND:
                return _("Dishonourable deeds are allowed only from round 5.")
            if s.deed_round:
                return _("Only one dishonourable deed may be played per round.")
            return _("That deed is not available.")
        if isinstance(action, EndTurn):
            return _("All hourglasses must be spent before the defender turn ends.")
        if isinstance(action, Choose):
            return _("That is not one of the offered choices.")
        return _("{action} is not possible now.", action=action.label())

    # ------------------------------------------------------------------ perform
    def perform(self, state: SHState, action: Action) -> list[Event]:
        s = state
        events: list[Event] = []
        s.actions_done += 1
        seat = action.seat
        if isinstance(action, ChooseCard):
            s.cards[seat][action.phase - 2] = action.card
            events.append(Note(_("{seat} keeps phase card {card}", seat=self.seat_name(s, seat), card=action.card)))
            self._after_card(s, seat, events)
        elif isinstance(action, FlipCard):
            s.flipped[seat][action.phase - 2] = True
            events.append(Note(_("{seat} turns the phase-{phase} card", seat=self.seat_name(s, seat),
                                 phase=action.phase)))
            if not self._flippable(s, seat):
                self._round_start_next(s, seat, events)
        elif isinstance(action, BeginRound):
            self._round_start_next(s, seat, events)
        elif isinstance(action, PlaceStone):
            i = D.SEC[action.section]
            s.stone[i] += 1
            s.stone_supply -= 1
            s.stone_pending = -1
            events.append(Note(_("A stone piece is added to {sec}", sec=action.section)))
            self._start_phase(s, 1, events)
        elif isinstance(action, CardAction):
            ATT.perform_card_action(s, action, events)
            self._after_attacker(s, seat, False, events)
        elif isinstance(action, Transfer):
            ATT.perform_transfer(s, action, events)
            self._after_attacker(s, seat, False, events)
        elif isinstance(action, PlaceOrder):
            ATT.perform_order(s, action, events)
            self._after_attacker(s, seat, False, events)
        elif isinstance(action, StartDispatch):
            ATT.start_dispatch(s, action, events)
            self._after_dispatch(s, seat, events)
        elif isinstance(action, DispatchMove | DispatchGroup):
            ATT.perform_dispatch_move(s, action, events)
            self._after_dispatch(s, seat, events)
        elif isinstance(action, DispatchNext):
            ATT.next_step(s, events)
            ATT.skip_empty_steps(s, events)
            self._after_dispatch(s, seat, events)
        elif isinstance(action, Pass):
            self._after_attacker(s, seat, True, events)
        elif isinstance(action, Choose):
            A.choose(s, action.kind, action.option, events)
            self._after_assault_step(s, events)
        else:
            d = seat - s.n_att
            if isinstance(action, EndTurn):
                s.def_ended[d] = True
            else:
                _DEFENDER_ACTIONS[type(action)](s, action, d, events)
            self._after_defender(s, d, events)
        return events

    def _round_start_next(self, s: SHState, a: int, events: list[Event]) -> None:
        a += 1
        while a < s.n_att:
            if self._flippable(s, a):
                s.cur_att = a
                return
            a += 1
        self._income(s, events)

    def _after_dispatch(self, s: SHState, a: int, events: list[Event]) -> None:
        if s.dispatch is not None:
            s.stage = "dispatch"
        else:
            s.stage = "attack"
            self._after_attacker(s, a, False, events)

    # ------------------------------------------------------------------ end
    def is_over(self, state: SHState) -> bool:
        return bool(state.over)

    def outcome(self, state: SHState) -> Outcome:
        s = state
        winners = self._side_seats(s, s.winner) if s.winner else ()
        scores = tuple(float(s.glory_att) if seat < s.n_att else float(s.glory_def + s.endurance)
                       for seat in range(s.players))
        return Outcome(winners, s.reason, scores)

    # ------------------------------------------------------------------ information
    def view(self, state: SHState, seat: int | None) -> SHState:
        v = clone_state(state)
        v.rng = view_rng()
        # Pile orders are unknown to everyone, their contents by type are public (§7.3 [DD]): a
        # view lists the contents as sorted unknown markers ("?" + card, bag unit k as -1 - k).
        v.bag = sorted(-1 - k for k in v.bag)
        v.def_deck = sorted(UNKNOWN + c for c in v.def_deck)
        v.mdeck = {k: sorted(UNKNOWN + c for c in d) for k, d in v.mdeck.items()}
        if seat is None or seat >= v.n_att:
            for o in v.orders:
                if o and o[1]:
                    o[0] = UNKNOWN
            v.order_supply = [UNKNOWN] * len(v.order_supply)
        return v

    def hidden_facts(self, state: SHState, seat: int | None) -> dict[str, Any]:
        facts: dict[str, Any] = {"bag": state.bag, "defender hit deck": state.def_deck,
                                 "machine decks": state.mdeck}
        if seat is None or seat >= state.n_att:
            facts["face-down orders"] = [[i, o[0]] for i, o in enumerate(state.orders) if o and o[1]]
            facts["order supply"] = state.order_supply
        return facts

    def public_label(self, state: SHState, action: Action, viewer: int | None) -> str:
        """``action`` as ``viewer`` may know it (None: a spectator): a face-down order is only
        "an order face down" to the defenders (§6.6); everything else is open information."""
        if isinstance(action, PlaceOrder) and action.face_down and (viewer is None or viewer >= state.n_att):
            return action.unseen_label()
        return action.label()

    def determinize(self, view: SHState, seat: int | None, seed: int) -> SHState:
        s = clone_state(view)
        s.rng = Rng(seed)
        s.bag = [-1 - m if m < 0 else m for m in s.bag]
        s.rng.shuffle(s.bag)
        s.def_deck = [c[1:] if c.startswith(UNKNOWN) else c for c in s.def_deck]
        s.rng.shuffle(s.def_deck)
        for k in sorted(s.mdeck):
            deck = [c[1:] if c.startswith(UNKNOWN) else c for c in s.mdeck[k]]
            s.rng.shuffle(deck)
            s.mdeck[k] = deck
        if UNKNOWN in s.order_supply or any(o and o[0] == UNKNOWN for o in s.orders):
            pool = list(D.ORDER_TOKENS)
            for o in s.orders:
                if o and o[0] != UNKNOWN:
                    pool.remove(o[0])
            s.rng.shuffle(pool)
            for o in s.orders:
                if o and o[0] == UNKNOWN:
                    o[0] = pool.pop()
            s.order_supply = sorted(pool)
        return s

    def clone(self, state: SHState) -> SHState:
        return clone_state(state)

    def encode(self, state: SHState) -> dict[str, Any]:
        return encode_state(state)

    def decode(self, data: dict[str, Any]) -> SHState:
        return decode_state(data)

    # ------------------------------------------------------------------ presentation
    def summary(self, view: SHState) -> list[Section]:
        s = view
        gate = _("not in play")
        if s.barbican:
            gate = _("all three gates destroyed") if s.gate >= D.GATES else \
                _("gate {n} of {total}, durability {d}", n=s.gate + 1, total=D.GATES, d=s.gates[s.gate])
        this_round = [_("{name} on {target}", name=W.card_name(r[0]), target=W.code_target(r[1])) if r[1] else W.card_name(r[0])
                      for r in s.rituals["list"]]
        if s.glow >= 0:
            this_round.append(_("Unearthly Glow on {sec}", sec=D.SECTIONS[s.glow]))
        if s.blessing >= 0:
            this_round.append(_("Archer's Blessing on the west half") if D.HALF_NAMES[s.blessing] == "west"
                              else _("Archer's Blessing on the east half"))
        if s.accurate:
            this_round.append(_("Accurate shot: {where}", where=", ".join(s.accurate)))
        rnd = _("{n} of {total}", n=s.round, total=D.ROUNDS)
        if s.tiebreak:
            rnd = _("{n} of {total} (tie-break Assault)", n=s.round, total=D.ROUNDS)
        out = [Section(_("Siege"), (
            Value(_("Round"), rnd),
            Value(_("Phase"), _phase_name(s.phase)),
            Value(_("Attacker glory"), s.glory_att), Value(_("Defender glory"), s.glory_def + s.endurance),
            Value(_("Endurance tokens (deeds left)"), s.endurance),
            Value(_("Barbican"), gate),
            Value(_("This round"), "; ".join(this_round) or "-"),
        ))]
        for a in range(s.n_att):
            entries: list[Value | Zone] = [
                Value(_("Resources"), s.resources[a], a),
                Value(_("Camp"), W.units_text(s.camp[a], D.ATT_TYPES), a),
            ]
            for p in range(2, 6):
                card = s.cards[a][p - 2]
                if card:
                    if s.flipped[a][p - 2]:
                        text = _("{card}: {actions} (reverse side)", card=card, actions=_card_actions(p, card))
                    else:
                        text = _("{card}: {actions}", card=card, actions=_card_actions(p, card))
                    entries.append(Value(_("Phase {n} card", n=p), text, a))
            entries.append(Zone(_("Units in the bag"), (), a, len(s.bag)))
            out.append(Section(self.seat_name(s, a), tuple(entries), a))
        for d in range(s.n_def):
            seat = s.n_att + d
            entries = [Value(_("Hourglasses"), s.hg[d], seat)]
            if s.hg_workshop[d]:
                entries.append(Value(_("Workshop-only hourglasses"), s.hg_workshop[d], seat))
            out.append(Section(self.seat_name(s, seat), tuple(entries), seat))
        walls = []
        for i, sec in enumerate(D.SECTIONS):
            att, dfn = att_of_half(s, D.SEC_HALF[i]), s.n_att + def_of_half(s, D.SEC_HALF[i])
            pieces = [Piece(W.count(n, D.ATT_TYPES[k]), "unit", D.ATT_TYPES[k], seat=att)
                      for k, n in enumerate(s.wall_att[i]) if n]
            if s.tower[i]:
                pieces.append(Piece(_("siege tower: {units}", units=W.units_text(s.tower_units[i], D.ATT_TYPES)),
                                    "token", "tower", seat=att))
            pieces += [Piece(W.card_name(c), "token", seat=att) for c in s.equip[i]]
            pieces += [Piece(W.count(n, D.DEF_TYPES[k]), "unit", D.DEF_TYPES[k], seat=dfn)
                       for k, n in enumerate(s.sec_def[i]) if n]
            if s.wood[i]:
                pieces.append(Piece(_("wall: {stone} stone + {wood} wood", stone=s.stone[i], wood=s.wood[i]), "token"))
            else:
                pieces.append(Piece(_("wall: {stone} stone", stone=s.stone[i]), "token"))
            if s.cauldron[i]:
                pieces.append(Piece(_(CAULDRON_NAMES[s.cauldron[i]]), "token"))
            if s.platform[i]:
                pieces.append(Piece(_("platform"), "token"))
            pieces += [Piece(_(h), "token", h) for h, pos in zip(D.HEROES, s.hero_pos) if pos == i]
            if s.orders[i]:
                o = s.orders[i]
                known = o[0] != UNKNOWN
                if not known:
                    text = _("order (face down)")
                elif o[1]:
                    text = _("order: {name} (face down)", name=W.order_name(o[0]))
                else:
                    text = _("order: {name}", name=W.order_name(o[0]))
                pieces.append(Piece(text, "token", o[0], hidden=not known))
            walls.append(Zone(f"{sec} ({W.half(D.HALF_NAMES[D.SEC_HALF[i]])})", tuple(pieces)))
        out.append(Section(_("Walls"), tuple(walls)))
        ramps = []
        for f, name in enumerate(D.FOREFIELDS):
            pieces = [Piece(W.count(n, D.ATT_TYPES[k]), "unit", D.ATT_TYPES[k], seat=att_of_half(s, f))
                      for k, n in enumerate(s.forefield[f]) if n]
            if s.trebuchet[f]:
                pieces.append(Piece(W.card_name("M3"), "token"))
            ramps.append(Zone(f"{name} ({W.place_name(name)})", tuple(pieces)))
        for i, r in enumerate(D.RAMPARTS):
            pieces = [Piece(W.count(n, D.ATT_TYPES[k]), "unit", D.ATT_TYPES[k], seat=att_of_half(s, D.RAM_HALF[i]))
                      for k, n in enumerate(s.rampart[i]) if n]
            if s.machine[i]:
                if s.machine[i] == "M4" and s.altar[i] >= 0:
                    text = _("{name} (influences {sec})", name=W.card_name("M4"), sec=D.SECTIONS[s.altar[i]])
                else:
                    text = W.card_name(s.machine[i])
                pieces.append(Piece(text, "token"))
            pieces += [Piece(W.card_name(c), "token") for c in s.training[i]]
            if s.cover[i]:
                pieces.append(Piece(W.card_name("M5"), "token"))
            ramps.append(Zone(r, tuple(pieces)))
        spots = [f"{t}: {_(SPOT_NAMES[x]) if x in SPOT_NAMES else x}" for t, x in zip(D.TRAP_SPOTS, s.spots) if x]
        ramps.append(Value(_("Paths (traps and bridges)"), ", ".join(spots) or "-"))
        if s.barbican:
            ramps.append(Value(_("Barbican"), _.n("{count} ram part; crew: {crew}", "{count} ram parts; crew: {crew}",
                                                  s.ram_parts, crew=W.units_text(s.crew, D.ATT_TYPES))))
        out.append(Section(_("Forefields and ramparts"), tuple(ramps)))
        fort: list[Value | Zone] = []
        for i, b in enumerate(D.BASTIONS):
            m = s.bastion_machine[i]
            label = (_("cannon"), _("iron claw"))[m - 1] if m else (W.count(s.bastion_archers[i], "archer") or _("empty"))
            fort.append(Value(_("Bastion {name}", name=b), label))
        for place in (D.COURTYARD, D.GUARDHOUSE, D.BK_ARCHERS, D.BK_GREEN, D.BK_RED, D.BK_NOENTRY, D.HONOUR):
            name = W.place_name(place)
            fort.append(Value(name[:1].upper() + name[1:], W.units_text(s.places[place], D.DEF_TYPES)))
        fort.append(Value(_("Infirmary"), W.units_text(s.infirmary, D.DEF_TYPES)))
        fort.append(Value(_("Defenders in the supply"), W.units_text(s.def_supply, D.DEF_TYPES)))
        heroes = [_("{hero} in the courtyard", hero=_(h)) if p < 0 else _("{hero} on {sec}", hero=_(h), sec=D.SECTIONS[p])
                  for h, p in zip(D.HEROES, s.hero_pos)]
        fort.append(Value(_("Heroes"), ", ".join(heroes)))
        paid = [f"{W.action_name(a)} {n}/{DEF.action_cost(s, a)}" for a, n in sorted(s.paid.items()) if n]
        fort.append(Value(_("Partly paid"), ", ".join(paid) or "-"))
        fort.append(Value(_("Used this round"), ", ".join(W.action_name(a) for a in sorted(s.used)) or "-"))
        if s.saboteurs:
            fort.append(Value(_("Saboteurs in"), ", ".join(_(BUILDING_NAMES.get(b, b)) for b in s.saboteurs)))
        fort.append(Value(_("Stone pieces in the supply"), s.stone_supply))
        fort.append(Zone(_("Defender hit deck"), (), None, len(s.def_deck)))
        out.append(Section(_("Fortress"), tuple(fort)))
        if s.pending is not None:
            kind = s.pending["kind"]
            out.append(Section(_("Decision"), (Value(choice_title(kind),
                                                     "; ".join(option_text(o) for o in s.pending["options"])),)))
        return out

    def prompt(self, state: SHState, seat: int) -> str:
        """What ``seat`` is asked now, in a player's words (works on a view)."""
        s = state
        if s.over:
            return ""
        acting = self.to_act(s)
        if seat not in acting:
            return _("Waiting for the {seat}.", seat=self.seat_name(s, acting[0]).lower()) if acting else ""
        st = s.stage
        if st == "cards":
            return _("Choose the phase-{phase} card you keep for the whole game.", phase=s.card_offer[0])
        if st == "round_start":
            phases = self._flippable(s, seat)
            cards = " or ".join(f"phase-{p}" for p in phases)
            if len(phases) == 1:
                cards = _("phase-{phase}", phase=phases[0])
            return _("Round {round}: you may turn your {cards} card to its reverse side for the rest of "
                     "the game, then begin the round.", round=s.round, cards=cards)
        if st == "stone":
            return _("Place this round's stone wall piece on a wall section.")
        if st == "attack":
            if s.phase == 1:
                return _("Phase 1 · Reserves: you may give your ally units (unit transfer), or pass.")
            if s.phase == 6:
                return _("Phase 6 · Dispatch: send units towards the walls, place orders, or pass.")
            return _("Phase {phase} · {name}: use an action of your phase card, or pass to end the phase.",
                     phase=s.phase, name=_(PHASE_NAMES[s.phase]))
        if st == "dispatch":
            dsp = s.dispatch
            values = {"step": dsp["step"], "limit": dsp["limit"]}
            if dsp["step"] == 1:
                return _("Dispatch step {step} of 3: send units from the ramparts "
                         "(at most {limit} from each place), then finish the step.", **values)
            if dsp["step"] == 2:
                return _("Dispatch step {step} of 3: send units from the forefield "
                         "(at most {limit} from each place), then finish the step.", **values)
            return _("Dispatch step {step} of 3: send units from the camp to the forefield "
                     "(at most {limit} from each place), then finish the step.", **values)
        if st == "defend":
            d = seat - s.n_att
            if DEF.due_completions(s, d):
                return _("A building action is fully paid: choose where its effect goes.")
            hg, hw = s.hg[d], s.hg_workshop[d]
            if hg <= 0 and hw <= 0:
                return _("Your hourglasses are spent: end your turn (or play a deed first).")
            if hw:
                return _.n("Spend your {count} hourglass and {workshop} for the workshop only: move units "
                           "({cost} each), pay building actions one hourglass at a time, or use a hero.",
                           "Spend your {count} hourglasses and {workshop} for the workshop only: move units "
                           "({cost} each), pay building actions one hourglass at a time, or use a hero.",
                           hg, workshop=hw, cost=DEF.move_cost(s))
            return _.n("Spend your {count} hourglass: move units ({cost} each), pay building actions one "
                       "hourglass at a time, or use a hero.",
                       "Spend your {count} hourglasses: move units ({cost} each), pay building actions one "
                       "hourglass at a time, or use a hero.", hg, cost=DEF.move_cost(s))
        if st == "assault" and s.pending is not None:
            kind = s.pending["kind"]
            if kind in _PENDING_PROMPTS:
                return _(_PENDING_PROMPTS[kind], **_pending_words(s.pending))
            return _("Choose.")
        return ""

    def round_label(self, state: SHState) -> str:
        s = state
        if s.stage == "over":
            return _("Round {n} · game over", n=s.round)
        if s.phase == 7:
            return _("Round {n} · Assault", n=s.round)
        return _("Round {n} · {phase}", n=s.round, phase=_phase_name(s.phase))

    def period(self, state: SHState) -> int:
        return state.round

    def score_text(self, state: SHState, seat: int) -> str:
        if seat < state.n_att:
            return _("attacker glory")
        return _("defender glory, {n} of it endurance tokens kept (no deeds)", n=state.endurance)

    def tally(self, state: SHState) -> dict[str, float]:
        # the keys are data (the chart's lines across a language switch): a client shows them via rules.tr
        return {N_("Attacker glory"): float(state.glory_att),
                N_("Defender glory"): float(state.glory_def + state.endurance)}

    def outcome_text(self, state: SHState) -> str:
        return reason_text(state.reason)

    def event_text(self, state: SHState, event: Event, viewer: int | None) -> str:
        private = event.private_to()
        shown = event.redacted() if private is not None and private != viewer else event
        text = core_event_text(shown, lambda seat: self.seat_name(state, seat))
        if text is not None:
            return text
        return super().event_text(state, event, viewer)

    # ------------------------------------------------------------------ invariants
    def check_invariants(self, state: SHState) -> None:
        s = state
        att = [0, 0, 0]
        for k in s.bag:
            att[k] += 1
        groups = [*s.camp, *s.forefield, *s.rampart, *s.wall_att, *s.tower_units, s.crew, s.on_cards, s.att_supply]
        for g in groups:
            for k in range(3):
                if g[k] < 0:
                    raise InvariantError(f"negative attacker units {g}")
                att[k] += g[k]
        if att != list(D.BAG_START):
            raise InvariantError(f"attacker units not conserved: {att}")
        dfn = [sum(s.bastion_archers), 0, 0]
        for g in [*s.sec_def, *s.places.values(), s.infirmary, s.def_supply]:
            for k in range(3):
                if g[k] < 0:
                    raise InvariantError(f"negative defender units {g}")
                dfn[k] += g[k]
        if dfn != list(D.DEF_TOTAL):
            raise InvariantError(f"defender units not conserved: {dfn}")
        if sum(s.stone) + s.stone_supply != D.STONE_TOTAL or min(s.stone) < 0 or s.stone_supply < 0:
            raise InvariantError("stone pieces not conserved")
        if sum(s.wood) + s.wood_supply != D.WOOD_TOTAL or min(s.wood) < 0 or s.wood_supply < 0:
            raise InvariantError("wooden pieces not conserved")
        if sum(s.resources) + s.res_supply != D.RESOURCE_CUBES or min(s.resources) < 0 or s.res_supply < 0:
            raise InvariantError("resource cubes not conserved")
        d_cards = sum(d.count("D") for d in s.mdeck.values())
        if len(s.def_deck) + len(s.def_drawn) + d_cards != len(D.DEF_DECK):
            raise InvariantError("defender hit cards not conserved")
        hits = sum(d.count("H") for d in s.mdeck.values())
        misses = sum(d.count("M") for d in s.mdeck.values())
        if hits > D.MACHINE_CARDS[0] or misses > D.MACHINE_CARDS[1]:
            raise InvariantError("too many machine cards")
        for code, limit in D.TOKEN_COUNTS_ATT.items():
            if att_tokens_on_board(s, code) > limit:
                raise InvariantError(f"too many {code} tokens")
        for key, limit in D.TOKEN_LIMITS.items():
            if def_tokens_on_board(s, key) > limit:
                raise InvariantError(f"too many {key} tokens")
        for f in s.forefield:
            if sum(f) > D.FOREFIELD_CAP:
                raise InvariantError("forefield over capacity")
        for i in range(len(D.SECTIONS)):
            if sum(s.wall_att[i]) > D.WALL_ATT_CAP + D.LADDER_BONUS * s.equip[i].count("Q2"):
                raise InvariantError(f"too many attackers on {D.SECTIONS[i]}")
            if sum(s.tower_units[i]) > D.TOWER_CAP or (any(s.tower_units[i]) and not s.tower[i]):
                raise InvariantError("siege tower over capacity")
            if sum(s.sec_def[i]) > DEF.section_cap(s, i):
                raise InvariantError(f"too many defenders on {D.SECTIONS[i]}")
            if len(s.equip[i]) > D.EQUIP_FIELDS or len(s.training[i]) > D.TRAINING_FIELDS:
                raise InvariantError("token fields over capacity")
        if sum(s.crew) > D.BARBICAN_CREW or s.ram_parts > D.BARBICAN_PARTS:
            raise InvariantError("barbican over capacity")
        for i, n in enumerate(s.bastion_archers):
            if n > D.BASTION_ARCHERS or (n and s.bastion_machine[i]):
                raise InvariantError(f"bastion {D.BASTIONS[i]} over capacity")
        for place, cap in ((D.GUARDHOUSE, 2), (D.BK_ARCHERS, 4), (D.BK_GREEN, 2), (D.BK_RED, 1),
                           (D.BK_NOENTRY, D.SETUP_BK_NOENTRY), (D.HONOUR, D.SETUP_HONOUR)):
            if sum(s.places[place]) > cap:
                raise InvariantError(f"{place} over capacity")
        if min(s.hg) < 0 or min(s.hg_workshop) < 0 or s.endurance < 0 or s.glory_att < 0:
            raise InvariantError("negative hourglasses or glory")
        if min(s.gates) < 0 or s.gate > D.GATES:
            raise InvariantError("bad gate state")
        orders = sorted([o[0] for o in s.orders if o] + list(s.order_supply))
        if UNKNOWN not in orders and orders != sorted(D.ORDER_TOKENS):
            raise InvariantError("order tokens not conserved")
        if len(set(p for p in s.hero_pos if p >= 0)) != sum(1 for p in s.hero_pos if p >= 0):
            raise InvariantError("two heroes on one hero field")
        if not s.over and not self.to_act(s):
            raise InvariantError(f"nobody to act in stage {s.stage}")


SPOT_NAMES = {"trap_g": N_("goblin trap"), "trap_t": N_("troll trap"), "bridge": N_("bridge")}
CAULDRON_NAMES = {1: N_("goblin cauldron"), 2: N_("orc cauldron"), 3: N_("troll cauldron")}


def _phase_name(phase: int) -> str:
    """A phase's name: 0 the round start, 1-6 the preparation phases, 7 the Assault."""
    if phase in PHASE_NAMES:
        return _(PHASE_NAMES[phase])
    return _("Assault") if phase == 7 else _("Round start")


def _card_actions(phase: int, card: str) -> str:
    return ", ".join(W.card_name(c) for c in D.PHASE_CARDS[phase][card])


_PENDING_PROMPTS = {
    "cannon_target": N_("Cannons: choose the target of the cannon on {b}, or hold its fire."),
    "cannon_type": N_("The cannon hits {place}: choose which of the unit types shown dies."),
    "cannon_order": N_("Cannons: choose which cannon fires next."),
    "machine_order": N_("Siege machines: choose which machine shoots next."),
    "machine_target": N_("Siege machines: choose the wall section the {machine} on {loc} shoots at, or hold."),
    "victim": N_("Your machine hits {sec}: choose which defender dies."),
    "archer_target": N_("Archers: choose the target of an archer on {place} ({n} still to aim), or hold."),
    "archer_kill": N_("Archers hit {place}: choose which of your units die "
                      "(the firepower is used as fully as possible)."),
    "goblin_target": N_("Goblin archers: choose the target of a goblin on {place} ({n} still to aim), or hold."),
    "claw_target": N_("Iron claws: choose the wall section the iron claw on {b} strikes, or hold."),
    "phantom": N_("Phantom: choose which defender on {sec} flees to the courtyard."),
    "poison": N_("Poison on {sec}: choose which defender dies."),
    "casualties": N_("You lost the melee on {sec}: choose your casualties."),
    "tower_split": N_("Your losses on {sec}: choose how many come from the wall and how many from the siege tower."),
    "infirmary": N_("Infirmary: choose the 2 units that return to the courtyard; the rest go to the supply."),
}


def _pending_words(p: dict[str, Any]) -> dict[str, Any]:
    words = {k: v for k, v in p.items() if k != "options"}
    if isinstance(p.get("sec"), int):
        words["sec"] = D.SECTIONS[p["sec"]]
    if "place" in p:
        words["place"] = _("the barbican") if p["place"] == "BARB" else p["place"]
    if "code" in p:
        words["machine"] = W.card_name(p["code"]).lower()
    return words


# The defender's actions, each carried out by its function in defender.py.
_DEFENDER_ACTIONS = {
    Move: DEF.perform_move,
    Swap: DEF.perform_swap,
    Pay: DEF.perform_pay,
    Complete: DEF.perform_complete,
    Speech: DEF.perform_speech,
    Sortie: DEF.perform_sortie,
    Deed: DEF.perform_deed,
    Hurry: DEF.perform_hurry,
}


RULES = StrongholdRules()
