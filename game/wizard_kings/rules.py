"""The Wizard Kings engine: turn structure (initiative, movement, combat, build), scenarios,
views with fog of war, determinization, encoding and the invariant check."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core.events import DiceRolled, Event, Note, PhaseStarted, Secret, TurnStarted
from game.core.hexgrid import distance
from game.core.protocol import InvariantError, Rules, view_rng
from game.core.rng import Rng
from game.core.summary import Piece, Section, Value, Zone
from game.core.types import Action, DecodeError, IllegalAction, Option, Outcome
from game.wizard_kings import alliances, artifacts, build, combat, fog, names, public, words
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.actions import (
    ACTION_TYPES,
    ArtifactSpell,
    BuildArtifact,
    BuildStep,
    BuildUnit,
    CastSpell,
    ChooseArmy,
    ChooseCapital,
    ChooseMap,
    ChooseSheets,
    Deploy,
    DeployDone,
    DeployStep,
    DropArtifact,
    EndBuild,
    EndMovement,
    EndRegroup,
    Fire,
    HealStep,
    Hold,
    KeepCarriers,
    LeaveArtifact,
    Merge,
    Move,
    MoveSpell,
    NavalMove,
    PassArtifact,
    PickUpArtifact,
    Pin,
    Retreat,
    Ritual,
    Split,
    WaitTurn,
    Wield,
    hx,
)
from game.wizard_kings.board import WATER
from game.wizard_kings.data import (
    ARMIES,
    ART_PREFIX,
    ARTIFACTS,
    BLOCKS,
    BUDGET,
    FREE_LAYOUTS,
    HEAL_HIGH_STEPS,
    HEAL_LOW_STEPS,
    MAX_SHEETS_PER_PLAYER,
    MOUNTAIN,
    SPELL_CARDS,
    SPELLS,
    TELEPORT_RANGE,
)
from game.wizard_kings.state import (
    ACTED,
    BLK,
    CAST,
    DAZED,
    FL,
    FRESH,
    HANDED,
    HASTE,
    MOVED,
    OWN,
    PINNED,
    POS,
    REGROUPED,
    RESERVE,
    STR,
    TURN_FLAGS,
    UNKNOWN,
    WAITED,
    WKState,
    clone_state,
    decode_state,
    encode_state,
)
from game.wizard_kings.tr import N_, _

Hex = tuple[int, int]


def _affordable(costs: list[int], money: int) -> int:
    """How many of the blocks (costs sorted cheapest first) ``money`` still buys."""
    n = 0
    for c in costs:
        if c > money:
            break
        money -= c
        n += 1
    return n


# what a seat reads when the decision on top of the stack is its own
PROMPTS = {
    "free_army": N_("Choose your army."),
    "pick_army": N_("Choose one of your two armies (7.4)."),
    "lws_army": N_("Choose your army (7.3)."),
    "free_count": N_("Take one or two map sheets for your army (1.21)."),
    "free_map": N_("Choose a map sheet your army starts on."),
    "pick_map": N_("Give one of your armies its map sheet (7.4)."),
    "lws_map": N_("Choose the map sheet (7.3)."),
    "roster": N_("Place the scenario's starting blocks in your cities."),
    "choose": N_("Choose which of your battles to fight next (5.1)."),
    "dispel": N_("An enemy spell is being cast: try to Dispel it with your wizard, or let it happen."),
    "regroup": N_("You won the battle: move any of your victorious units to adjacent friendly hexes (5.5), "
                  "then finish."),
    "capture": N_("Give the captured artifact to one of your units, or let it be destroyed (2.7)."),
    "order": N_("Allied armies of your side have units at the same firing step: choose whose units act next (5.2)."),
    "carry": N_("Between combat rounds: hand your artifacts in this battle to other units of yours, "
                "drop or pick them up, or keep the carriers (2.7)."),
    "ally_offer": N_("Another player offers you an alliance: accept or refuse (4.9). Allies share "
                     "hexes and limits and add steps to each other's units."),
    "side": N_("Your army is in a battle between two others: side with the attacker or the defender for "
               "this round (4.9)."),
    "leave": N_("The battle is over but your units may not stay in that hex (an ally holds it, 4.9, or flyers "
                "at sea, 2.37): move each of them to an adjacent hex; units that cannot leave are lost."),
}


def _ability(key: str) -> str:
    """A block's ability (2.3) as the summary words it (a creature, where the terrain has the same
    English word)."""
    words_ = {"forest": _.p("ability", "forest"), "mountain": _.p("ability", "mountain"),
              "desert": _.p("ability", "desert"), "amphibian": _.p("ability", "amphibian"),
              "city": _.p("ability", "city"), "flyer": _.p("ability", "flyer"), "water": _.p("ability", "water"),
              "cleric": _.p("ability", "cleric")}
    return words_.get(key, key)


class WizardKingsRules(Rules):
    id = "wizard_kings"
    title = N_("Wizard Kings")
    min_players = 2
    max_players = 7
    hidden_information = True
    period_unit = "turn"
    has_chance = True
    action_types = ACTION_TYPES
    random_game_action_limit: ClassVar[int] = 20000

    # ------------------------------------------------------------------ setup
    def options(self) -> list[Option]:
        return [
            Option("scenario", N_("Scenario"), "choice", "free", choices=sc.SCENARIOS,
                   choice_labels=(N_("Free play"), N_("Island of the Dead (7.1)"), N_("Barbarian Raid (7.2)"),
                                  N_("Last Wizard Standing (7.3)"), N_("Alliance Expansion (7.4)")),
                   help=N_("7.1-7.3 fix the players, armies and maps")),
            Option("players", N_("Players (free play)"), "int", 2, minimum=2, maximum=7),
            Option("victory", N_("Victory (free play)"), "choice", "gold", choices=("gold", "time", "points"),
                   choice_labels=(N_("V1 city gold threshold"), N_("V2 10-turn limit"), N_("V3 victory points"))),
            Option("budget", N_("Army budget (GP)"), "int", BUDGET, minimum=20, maximum=200),
            Option("dispel", N_("Dispel (optional rule)"), "bool", False),
            Option("reserves", N_("Combat reserves (optional rule)"), "bool", False),
            Option("capture", N_("Capturing artifacts (optional rule)"), "bool", False),
            Option("expansions", N_("Expansion blocks (free play)"), "bool", False,
                   help=N_("every label of the army plus the Chaos and werebeast labels (Tables 2-B, 2-C)")),
            Option("solitaire", N_("Island of the Dead: solitaire (automated Undead)"), "bool", True,
                   help=N_("7.1: the automated Undead must retreat at strength 1; with two players "
                           "the Undead are played normally")),
        ]

    def option_shown(self, options: dict[str, Any], key: str) -> bool:
        if key == "solitaire":
            return options.get("scenario") == "isle_of_the_dead"
        return True

    def battery_options(self) -> list[dict[str, Any]]:
        return [{"scenario": "isle_of_the_dead"}, {"players": 2, "victory": "time"},
                {"players": 3, "victory": "time"},
                {"players": 2, "victory": "gold", "dispel": True, "reserves": True},
                {"players": 2, "victory": "time", "expansions": True, "capture": True},
                {"scenario": "last_wizard_standing"}, {"scenario": "barbarian_raid"},
                {"scenario": "alliance_expansion"}]

    def setup(self, options: dict[str, Any] | None, seed: int) -> WKState:
        opts = self.check_options(options)
        s = WKState()
        s.rng = Rng(seed)
        s.scenario = opts["scenario"]
        s.opts = {"victory": opts["victory"], "dispel": opts["dispel"], "budget": opts["budget"],
                  "reserves": opts["reserves"], "expansions": opts["expansions"], "capture": opts["capture"]}
        if s.scenario == "isle_of_the_dead":
            s.opts["solitaire"] = opts["solitaire"]
        if s.scenario == "isle_of_the_dead":
            self._setup_isle(s)
        elif s.scenario == "barbarian_raid":
            self._setup_fixed(s, ["Amazons", "Barbarians"], (16,), [sc.RAID_AMAZONS, sc.RAID_BARBARIANS])
            s.opts["permanent_losses"] = True   # 7.2: eliminated units are out of the game
        elif s.scenario == "alliance_expansion":
            self._setup_alliance(s)
        elif s.scenario == "last_wizard_standing":
            self._setup_lws(s)
        else:
            self._setup_free(s, opts["players"])
        s.vp = [0] * s.players
        return s

    def _common(self, s: WKState, armies: list[str], designs: tuple[int, ...], owners: list[int],
                sheet_owners: bool = False) -> None:
        s.armies = armies
        s.players = len(armies)
        s.designs = designs
        s.sheet_owner = owners
        bd = mv.board(s)
        s.city_owner = {}
        for h, c in bd.cities.items():
            if sheet_owners and c.owner is not None and c.owner in armies:
                s.city_owner[h] = armies.index(c.owner)
            elif owners[c.sheet] >= 0:
                s.city_owner[h] = owners[c.sheet]
        for h in bd.gates:
            if owners[bd.sheet_of[h]] >= 0:
                s.city_owner[h] = owners[bd.sheet_of[h]]
        s.next_id = [1] * s.players
        s.totals = [sc.base_counts(a) if a in ARMIES else {} for a in armies]
        s.pool = [dict(t) for t in s.totals]
        s.removed = [{} for _army in armies]
        s.dead = [[] for _army in armies]
        s.budget = [0] * s.players
        s.port_start = [[] for _army in armies]

    def _setup_free(self, s: WKState, players: int) -> None:
        """1.2 custom game: players roll 2d6 (tied leaders reroll); from the highest down each
        chooses an army, then in the same order one or two map sheets (1.21), then in the same
        order his sheet(s) of the free-play layout for that many sheets (3.D2 [DD] FREE_LAYOUTS:
        sheets joined by land, so that the armies can meet)."""
        seats = [f"Player {i + 1}" for i in range(players)]
        designs = FREE_LAYOUTS[players]
        self._common(s, seats, designs, [-1] * players)
        rest = list(range(players))
        ranking = []
        while rest:
            first = self._roll_off(s, rest)
            ranking.append(first)
            rest.remove(first)
        s.phase = "deploy"
        s.order = list(range(players))
        s.cur = 0
        s.pending = [["freepick", ranking[0], ranking, [], [0] * players]] + [
            ["free_army", p] for p in reversed(ranking)]

    def _roll_off(self, s: WKState, seats: list[int]) -> int:
        rolling = list(seats)
        while len(rolling) > 1:
            totals = {p: sum(s.rng.dice(2)) for p in rolling}
            best = max(totals.values())
            rolling = [p for p in rolling if totals[p] == best]
        return rolling[0]

    def _free_options(self, state: WKState, seat: int, kind: str) -> list[Action]:
        book = state.pending[0]
        if kind == "free_army":
            taken = set(state.armies)
            return [ChooseArmy(seat, a) for a in ARMIES if a not in taken]
        if kind == "free_count":
            # 1.21 one or two sheets each, while the table's total still has a designed layout
            # (every later player keeps at least one)
            counts = book[4]
            later = sum(1 for p in state.pending if p[0] == "free_count") - 1
            room = max(FREE_LAYOUTS) - sum(counts) - later
            return [ChooseSheets(seat, n) for n in range(1, MAX_SHEETS_PER_PLAYER + 1) if n <= room]
        taken = book[3]   # slots already chosen
        free = sorted({d for slot, d in enumerate(state.designs) if slot not in taken})
        return [ChooseMap(seat, state.armies[seat], d) for d in free]

    def _do_free(self, state: WKState, action: Action, events: list[Event]) -> None:
        kind = state.pending.pop()[0]
        seat = action.seat
        book = state.pending[0]
        # a decoded state reads two-int lists back as tuples (hexes look alike): the book's seat
        # lists (pickers, chosen slots, sheet counts) are made lists again before they change
        for i in (2, 3, 4):
            if i < len(book) and isinstance(book[i], tuple):
                book[i] = list(book[i])
        if kind == "free_army":
            state.armies = [action.army if p == seat else a for p, a in enumerate(state.armies)]
            events.append(Note(_("Player {n} takes the {army}", n=seat + 1, army=names.army(action.army))))
            if not any(p[0] == "free_army" for p in state.pending):
                state.pending.extend(["free_count", p] for p in reversed(book[2]))
            return
        if kind == "free_count":
            book[4][seat] = action.count
            events.append(Note(_.n("The {army} take {count} map sheet (1.21)", "The {army} take {count} map sheets (1.21)",
                                   action.count, army=names.seat_army(state, seat))))
            if not any(p[0] == "free_count" for p in state.pending):
                # the layout for the table's total; each player then places his sheets in turn
                state.designs = FREE_LAYOUTS[sum(book[4])]
                book[2] = [p for p in book[2] for _i in range(book[4][p])]
                state.pending.extend(["free_map", p] for p in reversed(book[2]))
            return
        # a design used twice in the layout (3.D2 reuse): the first free copy in slot order
        slot = next(i for i, d in enumerate(state.designs) if d == action.sheet and i not in book[3])
        book[3].append(slot)
        events.append(Note(_("The {army} take Map {n}", army=names.army(action.army), n=action.sheet)))
        if any(p[0] == "free_map" for p in state.pending):
            return
        state.pending.pop()
        owners = [-1] * len(state.designs)
        for picker, chosen in zip(book[2], book[3]):
            owners[chosen] = picker
        self._common(state, list(state.armies), state.designs, owners)
        if state.opts.get("expansions"):
            state.totals = [sc.expansion_counts(a) for a in state.armies]
            state.pool = [dict(t) for t in state.totals]
        state.budget = [state.opts["budget"]] * state.players

    def _setup_isle(self, s: WKState) -> None:
        self._common(s, ["Elves", "Undead"], (13,), [-1], sheet_owners=True)
        for uid, seat, key, st, h in sc.ISLE_UNITS:
            s.units[uid] = [key, seat, h, st, 0]
            s.pool[seat][key] -= 1
            if not s.pool[seat][key]:
                del s.pool[seat][key]
        s.next_id = [6, 6]
        s.units = dict(sorted(s.units.items(), key=lambda kv: (kv[1][OWN], kv[0])))
        self._start_turn(s, [])

    def _setup_fixed(self, s: WKState, armies: list[str], designs: tuple[int, ...], rosters: list,
                     owners: list[int] | None = None) -> None:
        self._common(s, armies, designs, owners or [0] * len(designs), sheet_owners=True)
        s.totals = []
        for roster in rosters:
            t: dict[str, int] = {}
            for key, _st in roster:
                t[key] = t.get(key, 0) + 1
            s.totals.append(t)
        s.pool = [dict(t) for t in s.totals]
        s.phase = "deploy"
        s.order = list(range(s.players))
        s.cur = 0
        # the roster still to place, in order (block, strength), as the deploying seat's decision
        s.pending = [["roster", seat, [[k, st] for k, st in rosters[seat]]] for seat in reversed(range(s.players))]

    def _setup_lws(self, s: WKState) -> None:
        """7.3: a roll; its winner chooses Orcs or Feudals, the other player then picks his map
        first (Map 14 always lies west, Map 15 east, 3.D2)."""
        self._common(s, ["Player 1", "Player 2"], (14, 15), [-1, -1])
        while True:
            a, b = sum(s.rng.dice(2)), sum(s.rng.dice(2))
            if a != b:
                break
        first = 0 if a > b else 1
        s.phase = "deploy"
        s.order = [0, 1]
        s.pending = [["lws_map", 1 - first], ["lws_army", first]]

    def _lws_options(self, state: WKState, seat: int, kind: str) -> list[Action]:
        if kind == "lws_army":
            return [ChooseArmy(seat, "Orcs"), ChooseArmy(seat, "Feudals")]
        return [ChooseMap(seat, state.armies[seat], sheet) for sheet in state.designs]

    def _do_lws(self, state: WKState, action: Action, events: list[Event]) -> None:
        seat = action.seat
        kind = state.pending.pop()[0]
        if kind == "lws_army":
            other = "Feudals" if action.army == "Orcs" else "Orcs"
            state.armies = [action.army if p == seat else other for p in range(2)]
            events.append(Note(_("Player {n} takes the {army}", n=seat + 1, army=names.army(action.army))))
            return
        slot = state.designs.index(action.sheet)
        owners = [seat if i == slot else 1 - seat for i in range(2)]
        events.append(Note(_("The {army} take Map {n}", army=names.seat_army(state, seat), n=action.sheet)))
        rosters = [sc.lws_roster(a) for a in state.armies]
        self._setup_fixed(state, list(state.armies), state.designs, rosters, owners)

    def _setup_alliance(self, s: WKState) -> None:
        """7.4: a roll decides who picks first; armies A, B, A, B; maps B, A, B, A; capitals."""
        self._common(s, ["Player 1", "Player 2"], sc.ALLIANCE_LAYOUT, [-1] * 4)
        s.city_owner = {}   # 7.4: unoccupied cities (and gates) are neutral
        s.totals = [{}, {}]
        s.pool = [{}, {}]
        while True:
            a, b = sum(s.rng.dice(2)), sum(s.rng.dice(2))
            if a != b:
                break
        first = 0 if a > b else 1
        other = 1 - first
        s.phase = "deploy"
        s.order = [first, other]
        s.cur = 0
        picks = [first, other, first, other]
        s.pending = [["alliance", first, []]] + [["pick_army", p] for p in reversed(picks)]

    def _alliance_options(self, state: WKState, seat: int, kind: str) -> list[Action]:
        book = state.pending[0][2]
        if kind == "pick_army":
            taken = {a for a, _s, _slot in book}
            return [ChooseArmy(seat, a) for a in ARMIES if a not in taken]
        bd = mv.board(state)
        if kind == "pick_map":
            used = {slot for _a, _s, slot in book if slot >= 0}
            return [ChooseMap(seat, a, state.designs[slot]) for a, s, sl in book if s == seat and sl < 0
                    for slot in range(len(state.designs)) if slot not in used]
        top = state.pending[-1]
        army, slot = top[2], top[3]
        roster = sc.alliance_roster(army)
        needs_port = any(BLOCKS[k].water for k, _st in roster)
        land = sum(1 for k, _st in roster if not BLOCKS[k].water)
        out: list[Action] = []
        for h, c in sorted(bd.cities.items()):
            if c.sheet != slot or bd.stacking(h) < land or (needs_port and h not in bd.ports):
                continue
            if bd.stacking(h) < sc.ALLIANCE_CAPITAL_STACK and not needs_port:
                continue
            out.append(ChooseCapital(seat, army, h))
        return out

    def _do_alliance(self, state: WKState, action: Action, events: list[Event]) -> None:
        seat = action.seat
        book = state.pending[0][2]
        kind = state.pending[-1][0]
        state.pending.pop()
        if kind == "pick_army":
            book.append([action.army, seat, -1])
            mine = [a for a, s, _sl in book if s == seat]
            state.armies[seat] = " & ".join(mine)
            events.append(Note(_("{player} takes the {army}", player=self.seat_name(state, seat),
                                 army=names.army(action.army))))
            if not any(p[0] == "pick_army" for p in state.pending):
                first = state.pending[0][1]
                order = [1 - first, first, 1 - first, first]   # 7.4 [DD]: B chooses the first map
                state.pending.extend(["pick_map", p] for p in reversed(order))
        elif kind == "pick_map":
            slot = state.designs.index(action.sheet)
            for entry in book:
                if entry[0] == action.army:
                    entry[2] = slot
            events.append(Note(_("The {army} take Map {n}", army=names.army(action.army), n=action.sheet)))
            if not any(p[0] == "pick_map" for p in state.pending):
                state.pending.extend(["capital", s, a, sl] for a, s, sl in reversed(book))
        else:
            army = action.army
            state.totals[seat] = dict(state.totals[seat])
            pool = sc.alliance_pool(army)
            for key, n in pool.items():
                if BLOCKS[key].army in ("Chaos", "Were") and key in state.totals[seat]:
                    continue   # one Chaos stock (shared by both players, sync_shared_stock)
                state.totals[seat][key] = state.totals[seat].get(key, 0) + n
                state.pool[seat][key] = state.pool[seat].get(key, 0) + n
            for key, st in sc.alliance_roster(army):
                state.totals[seat][key] = state.totals[seat].get(key, 0) + 1
                state.pool[seat][key] = state.pool[seat].get(key, 0) + 1
                build.new_unit(state, seat, key, action.city, st)
            state.capitals = {**state.capitals, action.city: seat}
            events.append(Note(_("The {army} found their capital at {city}", army=names.army(army),
                                 city=mv.board(state).hex_name(action.city))))
            if len(state.pending) == 1:
                state.pending.pop()
                self._start_turn(state, events)

    def num_seats(self, state: WKState) -> int:
        return state.players

    def seat_name(self, state: WKState, seat: int) -> str:
        if 0 <= seat < len(state.armies):
            return names.army(state.armies[seat])
        return super().seat_name(state, seat)

    # ------------------------------------------------------------------ whose decision
    def to_act(self, state: WKState) -> list[int]:
        if state.result is not None:
            return []
        if state.pending:
            return [state.pending[-1][1]]
        if state.phase == "combat":
            a = combat.actor(state)
            return [] if a is None else [a]
        if state.phase in ("deploy", "move", "build") and state.order:
            return [state.order[state.cur]]
        return []

    def legal_actions(self, state: WKState, seat: int) -> list[Action]:
        acts = self._legal(state, seat)
        state.cache = (seat, acts, None)
        return list(acts)

    def _legal(self, state: WKState, seat: int) -> list[Action]:
        if state.result is not None or seat not in self.to_act(state):
            return []
        if state.pending:
            kind = state.pending[-1][0]
            if kind == "roster":
                return self._roster_options(state, seat)
            if kind in ("pick_army", "pick_map", "capital"):
                return self._alliance_options(state, seat, kind)
            if kind in ("lws_army", "lws_map"):
                return self._lws_options(state, seat, kind)
            if kind in ("free_army", "free_count", "free_map"):
                return self._free_options(state, seat, kind)
            if kind == "pin":
                return self._pin_options(state, seat)
            if kind == "ally_offer":
                return alliances.answer_options(state, seat)
            if kind == "heal":
                return self._heal_options(state, seat)
            return self._any_time(state, seat, combat.options(state, seat))
        if state.phase == "deploy":
            return self._deploy_options(state, seat)
        if state.phase == "move":
            return self._move_options(state, seat)
        if state.phase == "combat":
            return self._any_time(state, seat, combat.options(state, seat))
        if state.phase == "build":
            return self._any_time(state, seat, build.options(state, seat))
        return []

    @staticmethod
    def _any_time(state: WKState, seat: int, acts: list[Action]) -> list[Action]:
        """4.9: ending an alliance is allowed at any time, so with every combat and build
        decision too (the movement turn offers it with the other alliance actions)."""
        return acts + alliances.end_options(state, seat) if acts else acts

    def illegal_reason(self, state: WKState, action: Action) -> str:
        uid = getattr(action, "unit", None) or getattr(action, "wizard", None)
        if uid is not None and uid not in state.units and uid not in state.arts:
            return _("There is no unit {unit} on the map.", unit=uid)
        if uid is not None and uid in state.units and state.units[uid][OWN] != action.seat \
                and not (isinstance(action, BuildStep) and mv.allied(state, state.units[uid][OWN], action.seat)):
            return _("{unit} is not your unit.", unit=uid)
        if isinstance(action, Move | NavalMove):
            u = state.units[action.unit]
            if u[FL] & MOVED:
                return _("{unit} has already moved this turn (4.2).", unit=action.unit)
            if u[FL] & PINNED:
                return _("{unit} is pinned (4.7).", unit=action.unit)
            if BLOCKS[u[BLK]].castle:
                return _("Castles never move (2.4).")
            if state.phase != "move":
                return _("Units move only in your movement turn (4.2).")
            return _("That path breaks the movement rules (terrain, stops, limits or stacking; 4.2-4.6).")
        if isinstance(action, Retreat):
            if state.battle is not None and state.battle["round"] == 1 and not state.pending:
                return _("No unit may retreat in combat round 1 (5.4).")
            return _("That retreat is not allowed (5.4: friendly or neutral hex, your entry hexsides, limits).")
        if isinstance(action, CastSpell | MoveSpell):
            sp = SPELLS.get(action.spell)
            if sp is None:
                return _("There is no spell {spell}.", spell=action.spell)
            if uid in state.units and sp.level > state.units[uid][STR]:
                return _("{spell} (level {level}) exceeds the wizard's strength (2.22).", spell=names.spell(action.spell),
                         level=sp.level)
            if isinstance(action, MoveSpell) and sp.battle:
                return _("{spell} can only be cast in a battle.", spell=names.spell(action.spell))
            if isinstance(action, CastSpell) and not sp.battle:
                return _("{spell} can only be cast in the Movement phase.", spell=names.spell(action.spell))
            return _("{spell} cannot be cast like that now.", spell=names.spell(action.spell))
        if isinstance(action, BuildUnit | BuildStep):
            if state.phase != "build":
                return _("Building happens only in the Build phase (6.0).")
            return _("Not enough gold in that city, no stacking room, or the unit may not be built there (6.2).")
        if isinstance(action, Merge):
            if state.phase != "build":
                return _("Merging is allowed only in the Build phase (6.5).")
            return _("Steps move only between units of exactly the same type in one hex (6.5).")
        if isinstance(action, Split):
            return _("Splitting one unit into two or more is forbidden (6.5).")
        if isinstance(action, KeepCarriers | DropArtifact | PickUpArtifact | PassArtifact):
            return _("Artifacts change carriers only in your movement turn or between combat rounds, "
                     "to your own unit in the same hex that carries none (2.7).")
        if isinstance(action, Fire) and action.berserk:
            return _("Only Chaos units of strength 2 or more may go Berserk (2.5).")
        return _("{action} is not possible now.", action=action.label())

    # ------------------------------------------------------------------ option lists
    def _deploy_options(self, state: WKState, seat: int) -> list[Action]:
        """1.22 "every city must hold at least one unit": every deployment keeps that reachable
        with the cheapest blocks left. [DD] When the pool or the budget cannot garrison every
        city (two sheets hold up to 14 cities, a base army has 8 blocks, 1.21), as many cities as
        they can: no deployment may lower the number of cities that can still be garrisoned."""
        occ = mv.occupancy(state)
        bd = mv.board(state)
        mine = sorted(h for h, o in state.city_owner.items() if o == seat and h in bd.cities)
        empty = [h for h in mine if seat not in occ.get(h, {})]
        budget = state.budget[seat]
        out: list[Action] = []
        costs = sorted(BLOCKS[key].cost for key, n in state.pool[seat].items() if key in BLOCKS for _i in range(n))
        need = min(len(empty), _affordable(costs, budget))
        for h in mine:
            fills = 1 if h in empty else 0
            for key, n in sorted(state.pool[seat].items()):
                blk = BLOCKS.get(key)
                if blk is None or n <= 0 or blk.cost > budget:
                    continue
                rest = list(costs)
                rest.remove(blk.cost)
                if min(len(empty) - fills, _affordable(rest, budget - blk.cost)) < need - fills:
                    continue
                if not build.can_place(state, occ, seat, key, h):
                    continue
                out.append(Deploy(seat, key, h))

        def keeps_garrisons(c: int) -> bool:
            return c <= budget and min(len(empty), _affordable(costs, budget - c)) >= need

        for uid, u in state.units.items():
            if u[OWN] != seat:
                continue
            blk = BLOCKS[u[BLK]]
            if u[STR] < blk.max and keeps_garrisons(blk.cost):
                out.append(DeployStep(seat, uid))
        if state.arts or any(artifacts.is_art_key(k) for k in state.pool[seat]):
            out.extend(artifacts.deploy_options(state, seat, keeps_garrisons))   # 1.22 [DD]: with a carrier
        if not need or not any(isinstance(a, Deploy) for a in out):
            out.append(DeployDone(seat))
        return out

    def _roster_options(self, state: WKState, seat: int) -> list[Action]:
        top = state.pending[-1]
        roster = top[2]
        occ = mv.occupancy(state)
        bd = mv.board(state)
        out: list[Action] = []
        seen = set()
        for key, _st in roster:
            if key in seen:
                continue
            seen.add(key)
            for h in self._roster_hexes(state, occ, seat, key, len(roster)):
                out.append(Deploy(seat, key, h))
        del bd
        return out

    def _roster_hexes(self, state: WKState, occ: mv.Occ, seat: int, key: str, left: int) -> list[Hex]:
        bd = mv.board(state)
        blk = BLOCKS[key]
        out = []
        if state.scenario == "barbarian_raid" and state.armies[seat] == "Barbarians":
            if blk.water:   # 7.2 [DD] the Viking starts on a coastal hex outside the Wall
                return sorted(h for h in bd.tags.get("viking_start", ()) if mv.stack_room(state, occ, h, seat, blk))
            used = sorted(h for h in bd.tags.get("sobara", ()) if seat in occ.get(h, {}))
            for h in sorted(bd.tags.get("sobara", ())):
                if not mv.stack_room(state, occ, h, seat, blk):
                    continue
                if len(used) == 2 and h not in used:
                    continue
                if len(used) == 1 and h != used[0] and distance(h, used[0]) != 1:
                    continue
                out.append(h)
            return out
        mine = sorted(h for h, o in state.city_owner.items() if o == seat and h in bd.cities)
        empty = [h for h in mine if seat not in occ.get(h, {})]
        roster = [k for k, _st in state.pending[-1][2]]
        rest = list(roster)
        rest.remove(key)
        for h in mine:
            if not build.can_place(state, occ, seat, key, h):
                continue
            # every city must get a unit: the rest of the roster must still fill the empty ones
            if not self._fillable(state, occ, seat, rest, [e for e in empty if e != h]):
                continue
            out.append(h)
        return out

    def _fillable(self, state: WKState, occ: mv.Occ, seat: int, keys: list[str], cities: list[Hex]) -> bool:
        """Can ``keys`` be matched one per city to ``cities`` (a tiny bipartite matching)?"""
        if len(keys) < len(cities):
            return False
        fits = [[i for i, k in enumerate(keys) if build.can_place(state, occ, seat, k, h)] for h in cities]
        match: dict[int, int] = {}

        def assign(c: int, seen: set[int]) -> bool:
            for i in fits[c]:
                if i in seen:
                    continue
                seen.add(i)
                if i not in match or assign(match[i], seen):
                    match[i] = c
                    return True
            return False
        return all(assign(c, set()) for c in range(len(cities)))

    def _pin_options(self, state: WKState, seat: int) -> list[Action]:
        top = state.pending[-1]
        h = top[2]
        return [Pin(seat, uid) for uid, u in state.units.items()
                if u[OWN] == seat and u[POS] == h and not u[FL] & PINNED]

    def _heal_options(self, state: WKState, seat: int) -> list[Action]:
        top = state.pending[-1]
        return [HealStep(seat, uid) for uid in self._heal_targets(state, top)]

    def _heal_targets(self, state: WKState, top: list) -> list[str]:
        _kind, seat, h, _n, caster = top
        return [uid for uid, u in state.units.items() if u[OWN] == seat and u[POS] == h and uid != caster
                and u[STR] < BLOCKS[u[BLK]].max]

    def _move_options(self, state: WKState, seat: int) -> list[Action]:
        occ = mv.occupancy(state)
        out: list[Action] = []
        for uid, u in state.units.items():
            if u[OWN] != seat:
                continue
            for path in mv.move_choices(state, occ, uid):
                out.append(Move(seat, uid, path))
            for _dest, path in sorted(mv.naval_options(state, occ, uid).items()):
                out.append(NavalMove(seat, uid, path))
            if BLOCKS[u[BLK]].wizard:
                out.extend(self._move_spells(state, occ, uid))
        for aid, a in state.arts.items():
            carrier = state.units.get(a[2])
            if a[1] != seat or carrier is None or carrier[OWN] != seat:
                continue
            holding = {x[2] for x in state.arts.values()}
            for oid in occ.get(carrier[POS], {}).get(seat, ()):
                if oid not in holding and not state.units[oid][FL] & HANDED:   # no passing back and forth
                    out.append(PassArtifact(seat, aid, oid))   # 2.7: a new carrier in the same hex
        if state.arts:
            out.extend(artifacts.move_turn_options(state, seat))   # 2.7: drop / pick up
        out.extend(alliances.options(state, seat))   # 4.9: offer or end an alliance
        out.append(EndMovement(seat))
        return out

    def _card(self, state: WKState, army: str) -> tuple[str, ...]:
        card = SPELL_CARDS.get(army, ())
        if state.scenario == "last_wizard_standing" and "HEAL" not in card:
            card = card + ("HEAL",)   # 7.3: both wizards also know Heal
        return card

    def _move_spells(self, state: WKState, occ: mv.Occ, uid: str) -> list[Action]:
        u = state.units[uid]
        seat = u[OWN]
        if u[FL] & (MOVED | CAST):
            return []
        out: list[Action] = []
        h = u[POS]
        here = [x for x in occ.get(h, {}).get(seat, ())]
        for code in self._card(state, BLOCKS[u[BLK]].army):
            sp = SPELLS[code]
            if sp.battle or sp.level > u[STR]:
                continue
            if code == "HEAL":
                out.append(MoveSpell(seat, uid, code))
                continue
            for t in here:
                tu = state.units[t]
                tb = BLOCKS[tu[BLK]]
                if tb.castle or tb.ma == 0 or tu[FL] & (MOVED | PINNED):
                    continue
                if code == "HASTE":
                    out.append(MoveSpell(seat, uid, code, t))
                elif code == "TELEPORT" and not tb.water:
                    for d in self._teleport_dests(state, occ, t):
                        out.append(MoveSpell(seat, uid, code, t, d))
        return out

    def _teleport_dests(self, state: WKState, occ: mv.Occ, uid: str) -> list[Hex]:
        u = state.units[uid]
        blk = BLOCKS[u[BLK]]
        seat = u[OWN]
        bd = mv.board(state)
        h = u[POS]
        bound = mv.island(state) if mv.is_island_bound(state, seat) else None
        out = []
        for n in bd.nbrs:
            dist = distance(h, n)
            if not 1 <= dist <= TELEPORT_RANGE or bd.terrain[n] in WATER:
                continue
            if bound is not None and n not in bound:
                continue
            if bd.terrain[n] == "mountain" and not (blk.flyer or blk.ability == MOUNTAIN or blk.hero):
                if n not in bd.passes and not any(bd.side(n, x).road for x in bd.nbrs[n]):
                    continue
            if mv.status(state, occ, n, seat) not in ("own", "neutral"):
                continue
            if mv.stack_room(state, occ, n, seat, blk):
                out.append(n)
        return sorted(out)

    # ------------------------------------------------------------------ validate / perform
    def validate(self, state: WKState, action: Action) -> None:
        if not isinstance(action, Action) or type(action) not in self.action_types:
            raise IllegalAction(f"{action!r:.60} is not an action of {self.title}.")
        if self.is_over(state):
            raise IllegalAction(_("The game is over."))
        if action.seat not in self.to_act(state):
            name = (self.seat_name(state, action.seat) if 0 <= action.seat < state.players
                    else _("seat {n}", n=action.seat))
            raise IllegalAction(_("It is not {player}'s turn to act.", player=name))
        if not self._is_legal(state, action):
            raise IllegalAction(self.illegal_reason(state, action))

    def _is_legal(self, state: WKState, action: Action) -> bool:
        """Same answer as ``action in legal_actions``: from the list just generated for this very
        state when there is one (a perform clears it), else computed for the acting unit."""
        cache = state.cache
        if cache is not None and cache[0] == action.seat:
            if cache[2] is None:
                state.cache = cache = (cache[0], cache[1], frozenset(cache[1]))
            return action in cache[2]
        if isinstance(action, Move | NavalMove) and state.phase == "move" and not state.pending:
            u = state.units.get(action.unit)
            if u is None or u[OWN] != action.seat or not isinstance(action.path, tuple):
                return False
            occ = mv.occupancy(state)
            if isinstance(action, Move):
                if not action.path or not isinstance(action.path[-1], tuple):
                    return False
                return action.path in mv.move_choices(state, occ, action.unit, action.path[-1])
            return action.path in mv.naval_options(state, occ, action.unit).values()
        family = self._family(state, action)
        if family is not None:
            return action in family
        return action in self._legal(state, action.seat)

    def _family(self, state: WKState, action: Action) -> list[Action] | None:
        """The legal actions of ``action``'s kind (and unit) alone, where they can be listed without
        the rest: ``action`` is among them exactly when it is in the whole list, so replaying a
        long save checks each action without building every unit's moves and builds. None: ask
        the whole list. (``action.seat`` is to act and the game is not over.)"""
        seat = action.seat
        if state.pending:
            return None
        if state.phase == "move":
            if isinstance(action, EndMovement):
                return [EndMovement(seat)]
            if isinstance(action, alliances.ALLIANCE_ACTIONS):
                return alliances.options(state, seat)
            if isinstance(action, MoveSpell):
                u = state.units.get(action.wizard)
                if u is None or u[OWN] != seat or not BLOCKS[u[BLK]].wizard:
                    return []
                return self._move_spells(state, mv.occupancy(state), action.wizard)
            return None
        if state.phase == "build" and not isinstance(action, alliances.ALLIANCE_ACTIONS):
            return build.options(state, seat, only=type(action))
        if state.phase == "combat" and state.battle is not None:
            uid = getattr(action, "unit", None) or getattr(action, "wizard", None)
            if uid is None or isinstance(action, alliances.ALLIANCE_ACTIONS):
                return None
            g = combat.current_group(state)
            if g is None or g[1] != seat or uid not in g[2]:
                return []
            return combat.unit_options(state, mv.occupancy(state), g, uid)
        return None

    def perform(self, state: WKState, action: Action) -> list[Event]:
        state.cache = None
        events: list[Event] = []
        seat = action.seat
        if isinstance(action, alliances.ALLIANCE_ACTIONS):
            alliances.perform(state, action, events)   # 4.9: offer, answer, end
        elif state.pending:
            kind = state.pending[-1][0]
            if kind == "roster":
                self._do_roster(state, action, events)
            elif kind in ("pick_army", "pick_map", "capital"):
                self._do_alliance(state, action, events)
            elif kind in ("lws_army", "lws_map"):
                self._do_lws(state, action, events)
            elif kind in ("free_army", "free_count", "free_map"):
                self._do_free(state, action, events)
            elif kind == "pin":
                top = state.pending[-1]
                state.units[action.unit][FL] |= PINNED
                top[3] -= 1
                if top[3] <= 0:
                    state.pending.pop()
            elif kind == "heal":
                top = state.pending[-1]
                state.units[action.unit][STR] += 1
                top[3] -= 1
                if top[3] <= 0 or not self._heal_targets(state, top):
                    state.pending.pop()
            else:
                self._combat_pending(state, action, events)
        elif state.phase == "deploy":
            self._do_deploy(state, action, events)
        elif state.phase == "move":
            self._do_move(state, action, events)
        elif state.phase == "combat":
            self._do_combat_turn(state, action, events)
        elif state.phase == "build":
            if isinstance(action, EndBuild):
                build.finish(state, seat, events)
                state.cur += 1
                if state.cur >= len(state.order):
                    self._end_build(state, events)
                else:
                    build.begin(state, state.order[state.cur], events)
            else:
                build.perform(state, action, events)
        self._settle(state, events)
        sc.sync_shared_stock(state)   # Table 2-C [DD]: one copy of each Chaos / were / artifact label
        alliances.sync_holders(state)  # 6.0 [DD]: who holds a city allies share
        return events

    # ------------------------------------------------------------------ deploy
    def _do_deploy(self, state: WKState, action: Action, events: list[Event]) -> None:
        seat = action.seat
        if isinstance(action, Deploy):
            blk = BLOCKS[action.block]
            state.budget[seat] -= blk.cost
            build.new_unit(state, seat, action.block, action.city)
            where = mv.board(state).hex_name(action.city)
            events.append(Secret(_("{army} deploy a {block} in {place}", army=names.seat_army(state, seat),
                                   block=_(blk.name), place=where), seat,
                                 _("{army} deploy a block", army=names.seat_army(state, seat))))
        elif isinstance(action, BuildArtifact):
            artifacts.deploy(state, seat, action.artifact, action.carrier)
        elif isinstance(action, DeployStep) and action.unit in state.arts:
            a = state.arts[action.unit]
            state.budget[seat] -= ARTIFACTS[a[0]].cost
            a[3] += 1
        elif isinstance(action, DeployStep):
            u = state.units[action.unit]
            state.budget[seat] -= BLOCKS[u[BLK]].cost
            u[STR] += 1
        elif isinstance(action, DeployDone):
            state.budget[seat] = 0
            state.cur += 1
            if state.cur >= len(state.order):
                self._start_turn(state, events)

    def _do_roster(self, state: WKState, action: Action, events: list[Event]) -> None:
        top = state.pending[-1]
        seat = action.seat
        roster = top[2]
        for i, (key, st) in enumerate(roster):
            if key == action.block:
                del roster[i]
                build.new_unit(state, seat, key, action.city, st)
                break
        where = mv.board(state).hex_name(action.city)
        events.append(Secret(_("{army} deploy a {block} in {place}", army=names.seat_army(state, seat),
                               block=names.block(action.block), place=where), seat,
                             _("{army} deploy a block", army=names.seat_army(state, seat))))
        if not roster:
            state.pending.pop()
            if not any(p[0] == "roster" for p in state.pending):
                self._start_turn(state, events)

    # ------------------------------------------------------------------ turn structure
    def _start_turn(self, state: WKState, events: list[Event]) -> None:
        if state.phase == "deploy":
            for u in state.units.values():
                u[FL] &= ~FRESH   # 1.22 [DD]: deployments are revealed (as block counts) together
        state.phase = "move"
        n = state.players
        if state.scenario == "isle_of_the_dead":
            order = [0, 1]   # 7.1.2: the undead always move second
        elif state.scenario == "barbarian_raid" and state.turn == 1:
            order = [1, 0]   # 7.2: the Barbarians move first in turn 1
        else:
            order = self._initiative(state, events)
        state.order = order
        state.initiative = list(order)
        events.append(TurnStarted(order[0], _("Turn {n}: {army} have the initiative", n=state.turn,
                                               army=names.seat_army(state, order[0]))))
        events.append(PhaseStarted("Movement", state.turn, "Turn"))
        state.port_start = [mv.friendly_ports(state, s) for s in range(n)]
        state.port_used = {}
        state.cur = 0
        self._begin_move_turn(state, events)

    def _initiative(self, state: WKState, events: list[Event]) -> list[int]:
        """4.1: 2d6 each, only the players tied for the highest total reroll."""
        rolling = list(range(state.players))
        while True:
            totals = {}
            for s in rolling:
                dice = state.rng.dice(2)
                totals[s] = sum(dice)
                events.append(DiceRolled(s, tuple(dice), purpose="initiative"))
            best = max(totals.values())
            rolling = [s for s in rolling if totals[s] == best]
            if len(rolling) == 1:
                first = rolling[0]
                return [(first + i) % state.players for i in range(state.players)]

    def _begin_move_turn(self, state: WKState, events: list[Event]) -> None:
        while state.cur < len(state.order):
            seat = state.order[state.cur]
            if state.scenario == "barbarian_raid" and state.turn == 1 and state.armies[seat] == "Amazons":
                events.append(Note(_("The Amazons do not move in turn 1 (7.2)")))
                state.cur += 1
                continue
            occ = mv.occupancy(state)
            for h, need in reversed(mv.pin_demands(state, occ, seat)):
                mine = occ[h][seat]
                if need >= len(mine):
                    for uid in mine:
                        state.units[uid][FL] |= PINNED
                else:
                    state.pending.append(["pin", seat, h, need])
            return
        self._start_combat(state, events)

    def _do_move(self, state: WKState, action: Action, events: list[Event]) -> None:
        seat = action.seat
        if isinstance(action, EndMovement):
            state.cur += 1
            self._begin_move_turn(state, events)
            return
        if isinstance(action, Move):
            self._place_moved(state, action.unit, action.path, events)
        elif isinstance(action, NavalMove):
            u = state.units[action.unit]
            start = u[POS]
            state.port_used[start] = state.port_used.get(start, 0) + 1
            dest = action.path[-1]
            state.port_used[dest] = state.port_used.get(dest, 0) + 1
            u[POS] = dest
            u[FL] |= MOVED
            events.append(words.moved(state, seat, f"{action.unit} ({state.armies[seat]})",
                                      (start,) + action.path))
        elif isinstance(action, MoveSpell):
            self._do_move_spell(state, action, events)
        elif isinstance(action, PassArtifact):
            state.units[state.arts[action.artifact][2]][FL] |= HANDED
            state.arts[action.artifact][2] = action.unit
            events.append(Note(_("{army} hand an artifact to another unit", army=names.seat_army(state, seat))))
        elif isinstance(action, DropArtifact):
            state.units[state.arts[action.artifact][2]][FL] |= HANDED   # it takes none back this turn
            artifacts.drop(state, action.artifact, events)
        elif isinstance(action, PickUpArtifact):
            artifacts.pick_up(state, action.artifact, action.unit, events)

    def _place_moved(self, state: WKState, uid: str, path: tuple[Hex, ...], events: list[Event]) -> None:
        u = state.units[uid]
        seat = u[OWN]
        occ = mv.occupancy(state)
        start = u[POS]
        dest = path[-1]
        prev = path[-2] if len(path) > 1 else start
        here = occ.get(dest, {})
        enemies = [s for s in here if s != seat and not mv.allied(state, s, seat)]
        blk = BLOCKS[u[BLK]]
        if enemies or (seat in here and mv.at_war(state, here)):
            if enemies and state.attacker_of.get(dest) not in here:
                state.attacker_of[dest] = seat   # 5 sidebar: whoever enters an occupied hex attacks
            state.seq += 1
            state.entries.setdefault(dest, []).append([uid, seat, prev, blk.water, mv.counts_for_limits(blk)])
            if state.opts.get("reserves") and state.attacker_of.get(dest) != seat:
                u[FL] |= RESERVE   # optional rule: reinforcements of an attacked hex are reserves
        u[POS] = dest
        u[FL] |= MOVED
        events.append(words.moved(state, seat, f"{uid} ({state.armies[seat]})", (start,) + tuple(path)))

    def _do_move_spell(self, state: WKState, action: MoveSpell, events: list[Event]) -> None:
        seat = action.seat
        u = state.units[action.wizard]
        sp = SPELLS[action.spell]
        u[FL] |= CAST
        events.append(combat.SpellCast(_("{wizard} casts {spell}", wizard=action.wizard, spell=names.spell(action.spell))))
        caster_hex = u[POS]
        if u[STR] <= sp.level:
            combat.eliminate(state, action.wizard, events, _("{unit} spends its last steps", unit=action.wizard))
        else:
            u[STR] -= sp.level
        entry = ["mspell", seat, action.spell, action.target, action.dest, caster_hex, action.wizard]
        state.pending.append(entry)
        if state.opts.get("dispel"):
            # 2.2 Dispel [DD]: an opposed wizard in the caster's hex may answer a Movement-phase spell
            occ = mv.occupancy(state)
            cands = sorted(x for s2, uids in occ.get(caster_hex, {}).items() if s2 != seat for x in uids
                           if BLOCKS[state.units[x][BLK]].wizard)
            if cands:
                state.pending.append(["dispel", state.units[cands[0]][OWN], cands, action.spell])
        self._resolve_move_pending(state, events)

    def _resolve_move_pending(self, state: WKState, events: list[Event]) -> None:
        while state.pending:
            top = state.pending[-1]
            if top[0] == "dispel":
                top[2] = [w for w in top[2] if w in state.units]
                if top[2]:
                    return
                state.pending.pop()
            elif top[0] == "mspell":
                state.pending.pop()
                self._move_spell_effect(state, top, events)
            else:
                return

    def _move_spell_effect(self, state: WKState, top: list, events: list[Event]) -> None:
        _kind, seat, spell, target, dest, caster_hex, wizard = top
        if spell == "HASTE":
            if target in state.units:
                state.units[target][FL] |= HASTE
        elif spell == "TELEPORT":
            if target in state.units and dest is not None:
                t = state.units[target]
                events.append(words.moved(state, seat, f"{target} ({state.armies[seat]})", (t[POS], dest)))
                t[POS] = dest
                t[FL] |= MOVED
        elif spell == "HEAL":
            die = state.rng.die()
            events.append(DiceRolled(seat, (die,), purpose="Heal"))
            steps = HEAL_LOW_STEPS if die <= 3 else HEAL_HIGH_STEPS
            heal = ["heal", seat, caster_hex, steps, wizard]
            if self._heal_targets(state, heal):
                state.pending.append(heal)

    # ------------------------------------------------------------------ combat phase
    def _start_combat(self, state: WKState, events: list[Event]) -> None:
        state.phase = "combat"
        events.append(PhaseStarted("Combat", state.turn, "Turn"))
        occ = mv.occupancy(state)
        state.battles = sorted(h for h, here in occ.items() if mv.at_war(state, here))
        for u in state.units.values():
            u[FL] &= ~PINNED
        self._next_battle(state, events)

    def _next_battle(self, state: WKState, events: list[Event]) -> None:
        occ = mv.occupancy(state)
        state.battles = [h for h in state.battles if mv.at_war(state, occ.get(h, {}))]
        for p in state.order:
            mine = combat.battles_of(state, p)
            if not mine:
                continue
            if len(mine) == 1:
                combat.start_battle(state, mine[0], events)
            else:
                state.pending.append(["choose", p])   # 5.1: the attacker picks his next battle
            return
        self._start_build(state, events)

    def _combat_pending(self, state: WKState, action: Action, events: list[Event]) -> None:
        top = state.pending[-1]
        kind = top[0]
        if kind == "choose":
            state.pending.pop()
            combat.start_battle(state, action.hex, events)
        elif kind == "hits":
            top[2] -= 1
            combat.apply_hit(state, action.unit, bool(top[3]), events, top[5])
        elif kind == "withdraw":
            state.pending.pop()
            combat.do_retreat(state, action.seat, action.unit, action.dest, events)
        elif kind == "dispel":
            combat.do_dispel(state, action.seat, action.wizard, action.use, events)
        elif kind == "capture":
            state.pending.pop()
            if isinstance(action, LeaveArtifact):
                artifacts.destroy(state, action.artifact, events, _("the winner did not take it"))
            else:
                artifacts.capture(state, action.artifact, action.seat, action.unit, events)
        elif kind == "order":
            state.pending.pop()
            state.battle["first"] = [state.battle["round"], top[3], action.owner]   # 5.2 [DD]
        elif kind == "carry":
            # 2.7: a carrier change between combat rounds, each artifact at most once per break
            if isinstance(action, KeepCarriers):
                state.pending.pop()
            else:
                top[3].append(action.artifact)
                if isinstance(action, DropArtifact):
                    artifacts.drop(state, action.artifact, events)
                elif isinstance(action, PickUpArtifact):
                    artifacts.pick_up(state, action.artifact, action.unit, events)
                else:
                    state.arts[action.artifact][2] = action.unit
                    events.append(Note(_("{army} hand an artifact to another unit", army=names.seat_army(state, action.seat))))
        elif kind == "side":
            state.pending.pop()
            state.battle["sides"][action.seat] = 0 if action.attacker else 1
            who = names.seat_army(state, action.seat)
            events.append(Note(_("{army} join the battle on the attacker's side (4.9)", army=who) if action.attacker
                               else _("{army} join the battle on the defender's side (4.9)", army=who)))
            b = state.battle
            for x in sorted(mv.friends(state, action.seat) - {action.seat}):
                decided = x in (b["att"], b["dfn"]) or b["sides"][x] >= 0
                if decided and combat.side_index(state, x) != b["sides"][action.seat]:
                    alliances.end(state, action.seat, x, events)   # 4.9: siding against an ally ends it
        elif kind == "leave":
            u = state.units[action.unit]
            events.append(words.moved(state, action.seat, f"{action.unit} ({state.armies[action.seat]})", (u[POS], action.dest)))
            u[POS] = action.dest
            u[FL] |= REGROUPED
        elif kind == "regroup":
            if isinstance(action, EndRegroup):
                state.pending.pop()
                self._close_battle(state, events)
            else:
                u = state.units[action.unit]
                events.append(words.moved(state, action.seat, f"{action.unit} ({state.armies[action.seat]})",
                                        (u[POS], action.dest)))
                u[POS] = action.dest
                u[FL] |= REGROUPED

    def _do_combat_turn(self, state: WKState, action: Action, events: list[Event]) -> None:
        seat = action.seat
        if isinstance(action, Fire):
            combat.do_fire(state, seat, action.unit, action.berserk, events)
        elif isinstance(action, Retreat):
            combat.do_retreat(state, seat, action.unit, action.dest, events)
        elif isinstance(action, Hold):
            state.units[action.unit][FL] |= ACTED
        elif isinstance(action, WaitTurn):
            state.units[action.unit][FL] |= WAITED
        elif isinstance(action, CastSpell):
            combat.do_cast(state, seat, action.wizard, action.spell, action.target, events)
        elif isinstance(action, Ritual):
            combat.do_ritual(state, seat, action.unit, events)
        elif isinstance(action, Wield):
            combat.do_wield(state, seat, action.unit, events)
        elif isinstance(action, ArtifactSpell):
            combat.do_artifact_spell(state, seat, action.unit, action.spell, action.target, events)

    def _settle(self, state: WKState, events: list[Event]) -> None:
        """Run automatic steps until some seat must decide."""
        if state.arts:
            artifacts.found(state, events)   # 2.7 [DD]: a dropped artifact an enemy reached
        sc.check_immediate(state, events)
        if state.result is not None:
            return
        if state.phase == "move":
            self._resolve_move_pending(state, events)
        if state.phase != "combat":
            return
        combat.resolve(state, events)
        sc.check_immediate(state, events)
        if state.result is not None or state.pending or state.battle is None:
            return
        if state.battle.get("closing"):
            self._close_battle(state, events)
            return
        if combat.battle_step(state, events):
            sc.check_immediate(state, events)
            if state.result is not None:
                return
            self._finish_battle(state, events)

    def _finish_battle(self, state: WKState, events: list[Event]) -> None:
        b = state.battle
        occ = mv.occupancy(state)
        here = occ.get(b["hex"], {})
        winner = None
        for si in (0, 1):
            alive = [x for x in combat.side_seats(state, si) if here.get(x)]
            if alive:
                winner = alive[0]   # 4.9: the side leader if still there, else its first ally
        bd = mv.board(state)
        if winner is None:
            for aid in b.get("loot", []):
                if aid in state.arts:
                    artifacts.destroy(state, aid, events, _("nobody won the battle"))
            events.append(combat.BattleEvent(_("The battle at {place} leaves the hex empty", place=bd.hex_name(b['hex']))))
            self._close_battle(state, events)
            return
        events.append(combat.BattleEvent(_("{army} win the battle at {place}", army=names.seat_army(state, winner),
                                           place=bd.hex_name(b['hex']))))
        loot = [aid for aid in b.get("loot", []) if aid in state.arts]
        b["loot"] = []
        captures = []
        for aid in loot:
            if combat.side_index(state, state.arts[aid][1]) != combat.side_index(state, winner):
                captures.append(["capture", winner, aid])   # 2.7 capture rule [DD]: enemies capture, allies do not
            else:
                artifacts.destroy(state, aid, events, _("its carrier was eliminated"))
        if captures or combat.regroup_options(state, occ, winner):
            state.pending.append(["regroup", winner])
            state.pending.extend(reversed(captures))
            combat.resolve(state, events)
        else:
            self._close_battle(state, events)

    def _close_battle(self, state: WKState, events: list[Event]) -> None:
        b = state.battle
        h = b["hex"]
        if not b.get("closing"):
            here = mv.occupancy(state).get(h, {})
            leave = []
            if len(here) > 1:
                # 4.9 [DD]: allies do not share a hex after their battle: the army that holds it
                # (the original defender, else the first attacker, else the first ally) stays,
                # the others leave like a regroup.
                keep = next(x for x in [b["dfn"], b["att"]] + list(state.order) + sorted(here) if x in here)
                # (lasting allies of the holder stay with him, 4.9)
                leave = [["leave", x, h, 0] for x in sorted(here) if x != keep and not mv.allied(state, x, keep)]
            bd = mv.board(state)
            if bd.terrain[h] in WATER or (h in bd.cities and bd.cities[h].sea_city):
                # 2.37 / Part 7 item 12 [DD]: flyers that attacked units at sea cannot land there
                leave += [["leave", x, h, 1] for x in sorted(here)
                          if any(BLOCKS[state.units[u][BLK]].flyer for u in here[x])]
            if leave:
                b["closing"] = True
                state.pending.extend(reversed(leave))
                combat.resolve(state, events)
                if state.pending:
                    return
        for u in state.units.values():
            u[FL] &= ~(ACTED | DAZED | REGROUPED | WAITED)
            if u[POS] == h:
                u[FL] &= ~RESERVE
        if h in state.battles:
            state.battles.remove(h)
        state.battle = None
        sc.check_immediate(state, events)
        if state.result is None:
            self._next_battle(state, events)

    # ------------------------------------------------------------------ build phase
    def _start_build(self, state: WKState, events: list[Event]) -> None:
        state.phase = "build"
        state.battle = None
        state.battles = []
        events.append(PhaseStarted("Build", state.turn, "Turn"))
        occ = mv.occupancy(state)
        for s in range(state.players):
            state.vp[s] += sc.controlled_value(state, s, occ)   # 1.23 V3 [DD]
        state.cur = 0
        build.begin(state, state.order[0], events)

    def _end_build(self, state: WKState, events: list[Event]) -> None:
        build.end_of_phase(state, events)
        sc.check_end_of_turn(state, events)
        if state.result is not None:
            return
        state.turn += 1
        for u in state.units.values():
            u[FL] &= ~TURN_FLAGS
        state.entries = {}
        state.attacker_of = {}
        state.port_used = {}
        state.offers = []   # 4.9 [DD]: one alliance offer per partner and turn
        self._start_turn(state, events)

    # ------------------------------------------------------------------ end
    def is_over(self, state: WKState) -> bool:
        return state.result is not None

    def outcome(self, state: WKState) -> Outcome:
        if state.result is None:
            return Outcome((), "game in progress")
        occ = mv.occupancy(state)
        scores = tuple(float(sc.controlled_value(state, s, occ)) for s in range(state.players))
        return Outcome(state.result[0], state.result[1], scores)

    # ------------------------------------------------------------------ information
    def view(self, state: WKState, seat: int | None) -> WKState:
        v = clone_state(state)
        v.rng = view_rng()
        shown = state.battle["hex"] if state.battle is not None else None
        fresh: dict[int, int] = {}
        for uid, u in list(v.units.items()):
            if u[OWN] == seat:
                continue
            if state.phase in ("build", "deploy") and u[FL] & FRESH:
                # 6.0 [DD]: build orders stay hidden until every player has finished
                del v.units[uid]
                fresh[u[OWN]] = fresh.get(u[OWN], 0) + 1
                continue
            hidden_reserve = u[FL] & RESERVE and state.battle is not None and state.battle["round"] == 1
            ally = seat is not None and mv.allied(state, u[OWN], seat)   # 4.9 [DD]: allies show their blocks
            if (u[POS] != shown or hidden_reserve) and not ally:
                u[BLK] = UNKNOWN
                u[STR] = 0
            u[FL] &= ~(PINNED | FRESH | HANDED | build.GAVE | build.GOT)
        # the artifact a seat is offered to capture (2.7) is in its hands to decide: it stays
        offered = {p[2] for p in state.pending if p[0] == "capture" and p[1] == seat}
        for aid, a in list(v.arts.items()):
            carrier = v.units.get(a[2])
            if aid in offered:
                continue
            if a[1] != seat and (carrier is None or carrier[POS] != shown or carrier[BLK] == UNKNOWN):
                del v.arts[aid]   # artifacts are not shown (2.0 [DD]), except behind a fighting carrier
                fresh[a[1]] = fresh.get(a[1], 0) + 1
        for s in range(v.players):
            if s == seat:
                continue
            v.hidden_counts[str(s)] = sum(v.pool[s].values()) + fresh.get(s, 0) + sum(v.removed[s].values())
            v.pool[s] = {}
            v.removed[s] = {}   # a disbanded or merged-away block is never shown (6.5, 2.0)
            v.dead[s] = []
            v.budget[s] = 0
        occ = mv.occupancy(state)
        for h in list(v.tokens):
            if seat is None or mv.status(state, occ, h, seat) != "own":
                v.tokens[h] = -1   # gold tokens are not shown (2.0 [DD])
        if state.phase == "build" and state.order and state.order[state.cur] != seat:
            v.gold = {}
        v.pending = [self._view_pending(p, seat) for p in v.pending]
        fog.redact(state, v, seat)
        return v

    def _view_pending(self, p: list, seat: int | None) -> list:
        return p

    def public_label(self, state: WKState, action: Action, viewer: int | None) -> str:
        return public.public_label(state, action, viewer)

    def event_text(self, state: WKState, event: Event, viewer: int | None) -> str:
        return public.event_text(state, event, viewer, lambda seat: self.seat_name(state, seat))

    def hidden_facts(self, state: WKState, seat: int | None) -> dict[str, Any]:
        shown = state.battle["hex"] if state.battle is not None else None
        facts: dict[str, Any] = {}
        if state.phase in ("build", "deploy"):
            facts["blocks built this phase"] = sorted(uid for uid, u in state.units.items()
                                                      if u[OWN] != seat and u[FL] & FRESH)
        occ = mv.occupancy(state)
        for p in range(state.players):
            if p == seat:
                continue
            army = state.armies[p]
            ally = seat is not None and mv.allied(state, p, seat)   # an ally's blocks are shown (4.9 [DD])
            facts[f"{army} blocks"] = {uid: [u[BLK], u[STR]] for uid, u in state.units.items()
                                       if u[OWN] == p and not ally and (u[POS] != shown or u[FL] & RESERVE
                                                                        and state.battle["round"] == 1)}
            facts[f"{army} pool"] = dict(state.pool[p])
            facts[f"{army} artifacts"] = sorted(aid for aid, a in state.arts.items() if a[1] == p and (
                a[2] not in state.units or state.units[a[2]][POS] != shown))
            facts[f"{army} blocks off the map"] = [list(kv) for kv in sorted(state.removed[p].items())] + [
                list(d) for d in state.dead[p]]
            facts[f"{army} pinned"] = sorted(uid for uid, u in state.units.items() if u[OWN] == p and u[FL] & PINNED)
        facts["gold tokens"] = {f"{h[0]},{h[1]}": n for h, n in state.tokens.items()
                                if seat is None or mv.status(state, occ, h, seat) != "own"}
        facts.update(fog.hidden_facts(state, seat))
        return facts

    def determinize(self, view: WKState, seat: int | None, seed: int) -> WKState:
        s = clone_state(view)
        rng = Rng(seed)
        s.rng = Rng(rng.next_u32())
        bd = mv.board(s)
        for p in range(s.players):
            hidden = [uid for uid, u in s.units.items() if u[OWN] == p and u[BLK] == UNKNOWN]
            if not hidden and str(p) not in s.hidden_counts:
                continue
            known: dict[str, int] = {}
            for u in s.units.values():
                if u[OWN] == p and u[BLK] != UNKNOWN:
                    known[u[BLK]] = known.get(u[BLK], 0) + 1
            for a in s.arts.values():
                if a[1] == p:
                    known[ART_PREFIX + a[0]] = known.get(ART_PREFIX + a[0], 0) + 1
            bag = []
            spare_arts = []
            for key, n in sorted(s.totals[p].items()):
                # a shared label still in the seat's own pool is in the stock: in p's pool too
                stocked = key not in BLOCKS or (seat is not None and p != seat and sc.is_shared_label(key)
                                                and s.pool[seat].get(key, 0) > 0)
                (spare_arts if stocked else bag).extend([key] * max(0, n - known.get(key, 0)))
            rng.shuffle(bag)

            # a coastal hex holding more blocks than its land limit has the rest in its water part
            must_water: set[str] = set()
            by_hex: dict[Hex, list[str]] = {}
            for uid in hidden:
                by_hex.setdefault(s.units[uid][POS], []).append(uid)
            for h, uids in by_hex.items():
                if bd.terrain[h] in WATER:
                    continue
                land_known = sum(1 for u in s.units.values() if u[OWN] == p and u[POS] == h
                                 and u[BLK] != UNKNOWN and not BLOCKS[u[BLK]].water)
                water_known = sum(1 for u in s.units.values() if u[OWN] == p and u[POS] == h
                                  and u[BLK] != UNKNOWN and BLOCKS[u[BLK]].water)
                excess = max(0, len(uids) + land_known - bd.stacking(h))
                excess = min(excess, max(0, len(uids)), max(0, 4 - water_known))
                must_water.update(sorted(uids)[:excess])

            def need(uid: str, must_water: set[str] = must_water) -> int:
                h = s.units[uid][POS]
                if bd.terrain[h] in WATER or uid in must_water:
                    return 0          # must be a water creature
                if h in bd.coastal or h in bd.river_hexes:
                    return 2          # either
                return 1              # must not be one
            hidden.sort(key=lambda x: (need(x), 0 if s.units[x][FL] & MOVED else 1))
            for uid in hidden:
                u = s.units[uid]
                want = need(uid)
                pick = None
                for i in range(len(bag) - 1, -1, -1):
                    b = BLOCKS[bag[i]]
                    if want == 0 and not b.water or want == 1 and b.water:
                        continue
                    if want == 2 and b.water:
                        continue
                    if b.castle and u[FL] & MOVED:
                        continue   # castles never move
                    pick = bag.pop(i)
                    break
                if pick is None:
                    fits = [i for i, k in enumerate(bag) if BLOCKS[k].water == (want == 0)]
                    pick = bag.pop(fits[-1] if fits else -1) if bag else sorted(s.totals[p])[0]
                u[BLK] = pick
                u[STR] = rng.randint(1, BLOCKS[pick].max)
            if str(p) in s.hidden_counts:
                pool: dict[str, int] = {}
                for key in bag + spare_arts:
                    pool[key] = pool.get(key, 0) + 1
                s.pool[p] = pool
        s.hidden_counts = {}
        for h in list(s.tokens):
            if s.tokens[h] < 0:
                s.tokens[h] = 0
        fog.restore(s)
        return s

    def clone(self, state: WKState) -> WKState:
        return clone_state(state)

    def encode(self, state: WKState) -> dict[str, Any]:
        return encode_state(state)

    def decode(self, data: dict[str, Any]) -> WKState:
        if not isinstance(data, dict):
            raise DecodeError("a Wizard Kings state is a dict")
        s = decode_state(data)
        for uid, u in s.units.items():
            if u[BLK] != UNKNOWN and u[BLK] not in BLOCKS:
                raise DecodeError(f"unit {uid}: unknown block {u[BLK]}")
        if s.scenario not in sc.SCENARIOS:
            raise DecodeError(f"unknown scenario {s.scenario}")
        try:
            mv.board(s)
        except Exception as err:  # noqa: BLE001 - any bad layout is a decode error
            raise DecodeError(f"bad layout {s.designs}: {err}") from err
        return s

    # ------------------------------------------------------------------ presentation
    def summary(self, view: WKState) -> list[Section]:
        bd = mv.board(view)
        occ = mv.occupancy(view)

        def army(seat: int) -> str:
            return names.seat_army(view, seat)
        game: list = [Value(_("Turn"), view.turn), Value(_("Phase"), names.phase(view.phase))]
        if view.order:
            game.append(Value(_("Player order"), ", ".join(army(s) for s in view.order)))
            if view.phase in ("move", "build", "deploy") and view.cur < len(view.order):
                game.append(Value(_("Now acting"), army(view.order[view.cur]), view.order[view.cur]))
        if view.scenario == "free" and view.opts.get("victory", "gold") == "gold":
            game.append(Value(_("City gold to win"), sc.v1_threshold(len(view.designs))))
        if view.allies:
            game.append(Value(_("Alliances (4.9)"), ", ".join(f"{army(a)} + {army(b)}" for a, b in view.allies)))
        out = [Section(_("Game"), tuple(game))]
        for s in range(view.players):
            entries: list = [Value(_("Cities held (GP)"), sc.controlled_value(view, s, occ), s),
                             Value(_("Blocks on map"), sum(1 for u in view.units.values() if u[OWN] == s), s)]
            if view.opts.get("victory") == "points":
                entries.append(Value(_("Victory points"), view.vp[s], s))
            out.append(Section(army(s), tuple(entries), s))
        if view.battle is not None:
            b = view.battle
            rnd = _("pursuit") if b["round"] >= combat.PURSUIT_ROUND else b["round"]
            entries = [Value(_("Where"), self._hex_text(view, bd, occ, b["hex"])), Value(_("Round"), rnd),
                       Value(_("Attacker"), " + ".join(army(x) for x in combat.side_seats(view, 0)), b["att"]),
                       Value(_("Defender"), " + ".join(army(x) for x in combat.side_seats(view, 1)), b["dfn"])]
            for si in (0, 1):
                for x in combat.side_seats(view, si):
                    pieces = tuple(self._piece(view, uid) for uid in occ.get(b["hex"], {}).get(x, []))
                    title = (_("Attacking: {army}", army=army(x)) if si == 0 else
                             _("Defending: {army}", army=army(x)))
                    entries.append(Zone(title, pieces, x))
            out.append(Section(_("Battle"), tuple(entries)))
        zones = []
        for h in sorted(occ):
            pieces = tuple(self._piece(view, uid) for _s, uids in sorted(occ[h].items()) for uid in uids)
            owners = list(occ[h])
            zones.append(Zone(self._hex_text(view, bd, occ, h), pieces, owners[0] if len(owners) == 1 else None))
        out.append(Section(_("Map: occupied hexes"), tuple(zones)))
        dropped = [Value(_("Artifact {id} {name}", id=aid, name=names.artifact(a[0])), _("lies at {hex}", hex=hx(g)), a[1])
                   for aid, a in sorted(view.arts.items()) if (g := artifacts.ground_hex(a)) is not None]
        if dropped:
            out.append(Section(_("Dropped artifacts (2.7)"), tuple(dropped)))   # only your own are shown
        cities = []
        for h, c in sorted(bd.cities.items(), key=lambda kv: (kv[1].name, kv[0])):
            holder = self._holder(view, occ, h)
            who = _("neutral") if holder is None else (_("battle") if holder < 0 else army(holder))
            extra = _(", port") if h in bd.ports else ""
            tok = view.tokens.get(h, 0)
            if tok > 0:
                extra += _(", {gp} GP stored", gp=tok)
            cities.append(Value(f"{c.name} {hx(h)}", _("{gp} GP{extra} · {who}", gp=c.value, extra=extra, who=who),
                                holder if holder is not None and holder >= 0 else None))
        out.append(Section(_("Cities (value · held by)"), tuple(cities)))
        return out

    def _holder(self, view: WKState, occ: mv.Occ, h: Hex) -> int | None:
        """Who holds a hex (4.4): the seat, -1 for a battle, None for neutral."""
        here = occ.get(h)
        if here:
            return -1 if mv.at_war(view, here) else mv.holder(view, occ, h)   # 4.9: allies share a hex
        owner = view.city_owner.get(h, -1)
        return owner if owner >= 0 else None

    def _hex_text(self, view: WKState, bd: Any, occ: mv.Occ, h: Hex) -> str:
        name = bd.hex_name(h)
        where = hx(h) if name.startswith("(") else f"{name} {hx(h)}"
        bits = [names.terrain(bd.terrain[h])]
        c = bd.cities.get(h)
        if c is not None:
            bits.append(_("city {gp} GP", gp=c.value))
        if h in bd.circles:
            bits.append(_("circle"))
        if mv.at_war(view, occ.get(h, {})):
            bits.append(_("BATTLE"))
        return f"{where} · {', '.join(bits)}"

    def _piece(self, view: WKState, uid: str) -> Piece:
        u = view.units[uid]
        s = u[OWN]
        if u[BLK] == UNKNOWN:
            return Piece(_("{army} block", army=names.seat_army(view, s)), "block", None, True,
                         _("hidden (fog of war)"), s)
        blk = BLOCKS[u[BLK]]
        flags = []
        if u[FL] & MOVED:
            flags.append(_("moved"))
        if u[FL] & PINNED:
            flags.append(_("pinned"))
        if u[FL] & RESERVE:
            flags.append(_("reserve"))
        ability = f", {_ability(blk.ability)}" if blk.ability else ""
        arts = [names.artifact(a[0]) for a in view.arts.values() if a[2] == uid and a[0] in ARTIFACTS]
        carry = _(", carries {artifacts}", artifacts=", ".join(arts)) if arts else ""
        detail = _("{rating}, strength {st}/{max}, move {ma}", rating=blk.rating, st=u[STR], max=blk.max,
                   ma=blk.ma) + ability + carry
        if flags:
            detail += " (" + ", ".join(flags) + ")"
        return Piece(f"{uid} {_(blk.name)}", "block", u[STR], False, detail, s)

    def prompt(self, state: WKState, seat: int) -> str:
        if state.result is not None or seat not in self.to_act(state):
            return ""
        bd = mv.board(state)
        if state.pending:
            top = state.pending[-1]
            kind = top[0]
            if kind in PROMPTS:
                return _(PROMPTS[kind])
            if kind == "capital":
                return _("Choose the capital of the {army}: all five blocks start there (7.4).",
                         army=names.army(top[2]))
            if kind == "pin":
                return _.n("Enemy units attacked {place}: choose {count} of your units there "
                           "to be pinned (they may not move this turn, 4.7).",
                           "Enemy units attacked {place}: choose {count} of your units there "
                           "to be pinned (they may not move this turn, 4.7).",
                           top[3], place=bd.hex_name(top[2]))
            if kind == "heal":
                return _.n("Heal: give {count} step to your units at {place}.",
                           "Heal: give {count} steps to your units at {place}.", top[3], place=bd.hex_name(top[2]))
            if kind == "hits":
                return _("Your units take hits ({left} left): each hit goes to your strongest unit; "
                         "choose which of the tied units loses a step (5.32).", left=top[2])
            if kind == "withdraw":
                return _("{unit} must retreat: choose the hex it retreats to (5.4).", unit=top[2])
            return _("Decide.")
        if state.phase == "deploy":
            left = state.budget[seat] if seat < len(state.budget) else 0
            return _("Build your army: {gp} GP left of your budget. Every city on your map needs "
                     "at least one unit (1.22). Costs are per step.", gp=left)
        if state.phase == "move":
            return _("Your movement turn: move any of your units (each once), then end your turn. "
                     "Units entering an enemy hex stop and will fight (4.2).")
        if state.phase == "combat" and state.battle is not None:
            b = state.battle
            g = combat.current_group(state)
            pursuit = b["round"] >= combat.PURSUIT_ROUND
            attacker = combat.side_index(state, seat) == 0
            place = bd.hex_name(b["hex"])
            if pursuit:
                text = (_("Battle at {place}, pursuit round; you are the attacker.", place=place) if attacker else
                        _("Battle at {place}, pursuit round; you are the defender.", place=place))
            else:
                text = (_("Battle at {place}, round {n}; you are the attacker.", place=place, n=b["round"])
                        if attacker else
                        _("Battle at {place}, round {n}; you are the defender.", place=place, n=b["round"]))
            if g is not None:
                letters = ["A+", "A", "B+", "B", "C", "D"]
                text += " " + _("Your {letter} units act now: choose one action for each.",
                                letter=letters[g[0]] if g[0] < len(letters) else "")
            if pursuit and attacker:
                text += " " + _("After three rounds the attacker must retreat (5.21).")
            elif b["round"] == 1:
                text += " " + _("No retreats in round 1.")
            return text
        if state.phase == "build":
            gold = sum(v for v in state.gold.values() if v > 0)
            return _("Build phase: spend each city's gold in that city ({gp} GP in all) on new units or "
                     "steps; give up the gold you do not want to keep, then finish building: the rest is stored "
                     "as gold tokens (6.0-6.3).", gp=gold)
        return ""

    def round_label(self, state: WKState) -> str:
        return _("Turn {n} · {phase}", n=state.turn, phase=names.phase(state.phase))

    def period(self, state: WKState) -> int:
        return state.turn

    def outcome_text(self, state: WKState) -> str:
        return sc.reason_text(self.outcome(state).reason)

    def score_text(self, state: WKState, seat: int) -> str:
        return _("GP of the cities held at the end")

    def tally(self, state: WKState) -> dict[str, float]:
        if any(a not in ARMIES for a in state.armies):
            return {}   # armies still being picked: the chart's series are named after them
        occ = mv.occupancy(state)
        return {_("{army} GP", army=names.seat_army(state, s)): float(sc.controlled_value(state, s, occ))
                for s in range(state.players)}

    # ------------------------------------------------------------------ checks
    def check_invariants(self, state: WKState) -> None:
        bd = mv.board(state)
        per: list[dict[str, int]] = [{} for _i in range(state.players)]
        for uid, u in state.units.items():
            key, seat, pos, st = u[BLK], u[OWN], u[POS], u[STR]
            if key == UNKNOWN:
                continue
            blk = BLOCKS[key]
            if not 1 <= st <= blk.max:
                raise InvariantError(f"{uid} strength {st} outside 1..{blk.max}")
            if pos not in bd.terrain:
                raise InvariantError(f"{uid} off the board at {pos}")
            if blk.water and not mv.can_enter(bd, blk, pos):
                raise InvariantError(f"water creature {uid} on land {pos}")
            if not blk.water and bd.terrain[pos] in WATER:
                # 2.37: a flyer may be over the sea only to attack units there, until its battle ends
                attacking = blk.flyer and state.phase in ("move", "combat") and (
                    (state.battle is not None and state.battle["hex"] == pos)
                    or any(o[POS] == pos and o[OWN] != u[OWN] for o in state.units.values()))
                if not attacking:
                    raise InvariantError(f"{uid} stands in water {pos}")
            per[seat][key] = per[seat].get(key, 0) + 1
        for seat in range(state.players):
            if any(u[BLK] == UNKNOWN for u in state.units.values() if u[OWN] == seat):
                continue
            if not state.pool[seat] and str(seat) in state.hidden_counts:
                continue
            total = dict(per[seat])
            for a in state.arts.values():
                if a[1] == seat:
                    total[ART_PREFIX + a[0]] = total.get(ART_PREFIX + a[0], 0) + 1
            for src in (state.pool[seat], state.removed[seat]):
                for key, n in src.items():
                    if n < 0:
                        raise InvariantError(f"negative pool count {key}")
                    total[key] = total.get(key, 0) + n
            if {k: v for k, v in total.items() if v} != {k: v for k, v in state.totals[seat].items() if v}:
                raise InvariantError(f"{state.armies[seat]} blocks not conserved: {total} vs {state.totals[seat]}")
        occ = mv.occupancy(state)
        for h, here in occ.items():
            war = mv.at_war(state, here)
            if war and len(here) > 2 and state.phase not in ("move", "combat", "over"):
                raise InvariantError(f"three armies in {h}")   # 4.9 joiners only in move/combat
            groups = [[x] for x in here] if war else [list(here)]   # 4.5: allies count together
            for group in groups:
                land = [x for s in group for x in here[s]
                        if not (BLOCKS.get(state.units[x][BLK]) and BLOCKS[state.units[x][BLK]].water
                                and bd.terrain[h] not in WATER)]
                if len(land) > bd.stacking(h):
                    raise InvariantError(f"stacking exceeded in {h}: {len(land)} > {bd.stacking(h)}")
            if war and state.phase not in ("move", "combat", "over"):
                raise InvariantError(f"unresolved battle at {h} in phase {state.phase}")
        for a, b in state.allies:
            if not (0 <= a < b < state.players) or state.allies.count((a, b)) != 1:
                raise InvariantError(f"bad alliance {a}-{b}")
        if sc.uses_shared_stock(state) and not state.hidden_counts and all(
                u[BLK] != UNKNOWN for u in state.units.values()):
            # Table 2-C [DD]: one copy of each shared label, in play or in the stock (every pool)
            in_play: dict[str, int] = {}
            for u in state.units.values():
                if sc.is_shared_label(u[BLK]):
                    in_play[u[BLK]] = in_play.get(u[BLK], 0) + 1
            for a in state.arts.values():
                in_play[ART_PREFIX + a[0]] = in_play.get(ART_PREFIX + a[0], 0) + 1
            for key, n in in_play.items():
                if n > 1 or any(p.get(key) for p in state.pool):
                    raise InvariantError(f"shared label {key} in play {n} times or also in a pool")
        if any(g < 0 for g in state.gold.values()) or any(t < -1 for t in state.tokens.values()):
            raise InvariantError("negative gold")
        if any(b < 0 for b in state.budget):
            raise InvariantError("negative budget")
        carriers = [a[2] for a in state.arts.values() if artifacts.ground_hex(a) is None]
        if len(carriers) != len(set(carriers)):
            raise InvariantError("a unit carries two artifacts")
        waiting = set(state.battle.get("loot", [])) if state.battle is not None else set()
        waiting |= {p[2] for p in state.pending if p[0] == "capture"}
        for aid, a in state.arts.items():
            c = state.units.get(a[2])
            if aid in waiting and a[2] == "":
                continue   # lost in this battle, waiting for the winner (2.7 capture rule)
            g = artifacts.ground_hex(a)
            if g is not None:
                if g not in bd.terrain:
                    raise InvariantError(f"dropped artifact {aid} off the board at {g}")
                if not 1 <= a[3] <= ARTIFACTS[a[0]].max:
                    raise InvariantError(f"artifact {aid} has {a[3]} steps")
                continue   # 2.7: dropped, lying in its hex
            if c is None or c[OWN] != a[1]:
                raise InvariantError(f"artifact {aid} has no carrier of its owner")
            if not 1 <= a[3] <= ARTIFACTS[a[0]].max:
                raise InvariantError(f"artifact {aid} has {a[3]} steps")
        wizards: dict[str, int] = {}
        for u in state.units.values():
            blk = BLOCKS.get(u[BLK])
            if blk is not None and blk.wizard:
                wizards[f"{u[OWN]}{blk.army}"] = wizards.get(f"{u[OWN]}{blk.army}", 0) + 1
        if any(n > 2 for n in wizards.values()):
            raise InvariantError("more wizards than the army owns")


RULES = WizardKingsRules()
