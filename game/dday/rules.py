"""The D-Day Dice engine: setup (§3), the turn flow of five phases (§4.1) and the protocol.

Simultaneity (§4.1 DESIGN DECISION): one seat decides at a time. Rolling, upkeep and moving are
turns in priority order (fewest soldiers first); the post-roll window, phase 3 and the two combat
windows of each sector run in passes; a pending casualty event or a consent request goes first.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.events import Event, Note, PhaseStarted
from game.core.protocol import InvariantError, Rules, view_rng
from game.core.rng import Rng
from game.core.summary import Section
from game.core.types import Action, DecodeError, IllegalAction, Option, OptionError, Outcome
from game.dday import combat, movement, present, recruit, rolling, upkeep
from game.dday.actions import (
    ACTION_TYPES,
    Abandon,
    AnswerSwap,
    CancelResult,
    CannotMove,
    FindItem,
    Give,
    JoinMove,
    LockDie,
    Move,
    Pass,
    PlayDecoration,
    PoolSwap,
    PressOn,
    ProposeSwap,
    Recruit,
    Reroll,
    Stay,
    UseAbility,
    UseItem,
)
from game.dday.common import (
    active_units,
    bmap,
    check_destroyed,
    check_end,
    deco_contents,
    destroy,
    priority,
    reason_text,
    solo,
    specialist_cost,
    winners_of,
)
from game.dday.data import (
    BLIND_START_MARKERS,
    BLIND_START_SOLDIERS,
    COMMON_ITEMS,
    COMMON_SPECIALISTS,
    DECORATIONS,
    ITEM_COST,
    MARKER_FACES,
    RANDOM_SPECIALISTS_DRAW,
    RESOURCE_MAX,
    SOLO_REMOVED_DECORATIONS,
    SOLO_REMOVED_ITEMS,
    SOLO_REMOVED_SPECIALISTS,
    SPECIAL_ITEMS,
    SPECIALIST_COST,
    UNIQUE_SPECIALISTS,
    VEHICLES,
    VP_BUNKER,
    VP_COURAGE,
    VP_DECORATION,
    VP_FIRST,
    VP_SECTOR,
    VP_SOLDIER,
    VP_SPECIALIST,
    WELL_EQUIPPED_POINTS,
    WHIM_ITEMS_PER_PLAYER,
)
from game.dday.items import (
    abandon,
    ability_options,
    decoration_options,
    give,
    give_options,
    item_options,
    play_decoration,
    swap_perform,
    trade_options,
    use_ability,
    use_item,
)
from game.dday.maps import MAP_IDS, MAPS, MAPS_RAW, N01_BASIC_COMMON, N01_BASIC_UNIQUE
from game.dday.state import ACTIVE, DEAD, SAFE, TABLE_FIELDS, DDayState, Unit
from game.dday.tr import N_, _

PHASE_TITLES = {"start": N_("Landing"), "roll": N_("Roll dice"), "post": N_("After the roll"), "upkeep": N_("Upkeep"),
                "recruit": N_("Recruit / find"), "move": N_("Move"), "combat": N_("Combat"), "over": N_("Game over")}
# the battle maps as the setup screen lists them (the client translates them with ``rules.tr``)
RESOURCE_NAMES = {"soldiers": N_("soldiers"), "courage": N_("courage"), "stars": N_("stars"), "points": N_("points")}
MAP_LABELS = {"N-01": N_("N-01 Exercise Tiger"), "N-02": N_("N-02 Omaha Beach"), "N-03": N_("N-03 Utah Beach"),
              "N-04": N_("N-04 Gold Beach"), "N-05": N_("N-05 Juno Beach"), "N-06": N_("N-06 Sword Beach"),
              "N-07": N_("N-07 Pointe-du-Hoc"), "N-08": N_("N-08 Merville Battery"),
              "STG": N_("STG Silence Those Guns")}
LEVEL_LABELS = (N_("Exercise"), N_("Basic Training"), N_("Advanced Training"))
WINDOW_PHASES = ("post", "recruit")
UNKNOWN = "?"


_PLAYER = re.compile(r"^(?:sector (\S+)|Player (\d+)(?:'s (.+))?)$")
_TALLY = re.compile(r"^P(\d+) strength$")


def _player_text(text: str) -> str:
    """"Player 2", "Player 2's Medic" or "sector 5" of a shared event, in the player's language."""
    m = _PLAYER.match(text)
    if m is None:
        return _(text) if text else ""
    if m.group(1):
        return _("sector {sector}", sector=m.group(1))
    if m.group(3):
        return _("Player {n}: {name}", n=m.group(2), name=_(m.group(3)))
    return _("Player {n}", n=m.group(2))


def _face_text(face: str) -> str:
    """A thrown die's face ("Red 1S") in words."""
    from game.dday.data import COLOURS, FACE_SHORT, FACE_WORDS

    colour, _sep, short = face.partition(" ")
    if colour in COLOURS and short in FACE_SHORT:
        return _("{colour} {face}", colour=_(colour), face=_(FACE_WORDS[FACE_SHORT.index(short)]))
    return face


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def _copy1(d: dict[str, Any]) -> dict[str, Any]:
    """A dict whose values are plain or flat lists (upkeep record, combat record, offers)."""
    return {k: (v[:] if type(v) is list else v) for k, v in d.items()}


def _deep(v: Any) -> Any:
    if isinstance(v, list):
        return [_deep(x) for x in v]
    if isinstance(v, dict):
        return {k: _deep(x) for k, x in v.items()}
    return v


class DDayRules(Rules):
    id = "dday"
    title = N_("D-Day Dice")
    min_players = 1
    max_players = 4
    cooperative = True
    hidden_information = True  # only the order of the decoration deck
    period_unit = "turn"
    has_chance = True
    action_types = ACTION_TYPES
    random_game_action_limit = 40000

    # ------------------------------------------------------------------ setup (§3)
    def options(self) -> list[Option]:
        return [
            Option("players", N_("Players"), "int", 1, minimum=1, maximum=4),
            Option("map", N_("Battle map"), "choice", "N-01", choices=MAP_IDS,
                   choice_labels=tuple(MAP_LABELS.get(m, f"{m} {MAPS[m].name}") for m in MAP_IDS)),
            Option("level", N_("Exercise Tiger level"), "choice", "advanced",
                   choices=("exercise", "basic", "advanced"), choice_labels=LEVEL_LABELS,
                   help=N_("Exercise: soldiers and courage only. Basic Training: no tools. "
                           "Advanced Training: all the rules")),
            Option("mulligan", N_("Private Mulligan"), "bool", False),
            Option("well_equipped", N_("Well Equipped"), "bool", False),
            Option("random_specialists", N_("Random Specialists"), "bool", False),
            Option("whim", N_("Quartermaster's Whim"), "bool", False),
            Option("bazooka_joe", N_("Bazooka Joe (all special items)"), "bool", False),
            Option("all_specialists", N_("Bazooka Joe: all specialists too"), "bool", False),
            Option("blind_start", N_("Blind Start"), "bool", False),
            Option("historical", N_("Gold 8: Victoria Cross (historical)"), "bool", False,
                   help=N_("N-04 sector 8 gives the Victoria Cross instead of a random decoration")),
        ]

    def option_shown(self, options: dict[str, Any], key: str) -> bool:
        # an option that means nothing with the other choices is not asked: the training levels
        # belong to Exercise Tiger, the historical draw to Gold (the engine ignores them elsewhere)
        if key == "level":
            return options.get("map", "N-01") == "N-01"
        if key == "historical":
            return options.get("map") == "N-04"
        return True

    def battery_options(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = [{"players": p, "map": m} for m, p in (
            ("N-01", 1), ("N-02", 2), ("N-03", 3), ("N-04", 1), ("N-05", 4), ("N-06", 2),
            ("N-07", 1), ("N-08", 3))]
        out.append({"players": 2, "map": "N-01", "level": "exercise"})
        out.append({"players": 3, "map": "STG"})
        out.append({"players": 3, "map": "N-01", "level": "basic", "mulligan": True})
        out.append({"players": 2, "map": "N-06", "random_specialists": True, "whim": True,
                    "blind_start": True, "well_equipped": True})
        return out

    def setup(self, options: dict[str, Any] | None, seed: int) -> DDayState:
        o = self.check_options(options)
        if MAPS[o["map"]].part and o["players"] < 2:
            raise OptionError(_("Silence Those Guns needs 2 to 4 players"))
        s = DDayState()
        s.rng = Rng(seed)
        s.players = o["players"]
        s.map_id = o["map"]
        s.level = o["level"] if s.map_id == "N-01" else "advanced"
        s.opts = {k: v for k, v in o.items() if k not in ("players", "map", "level")}
        bm = MAPS[s.map_id]
        is_solo = s.players == 1
        # §3.1 step 4 availability
        if s.level == "exercise":
            common, unique = [], []
        elif s.level == "basic":
            common, unique = _names(N01_BASIC_COMMON), _names(N01_BASIC_UNIQUE)
        elif o["all_specialists"]:
            common, unique = list(COMMON_SPECIALISTS), [n for n in UNIQUE_SPECIALISTS
                                                        if n not in bm.placed_specialists]
        else:
            common, unique = list(bm.common), list(bm.unique)
        unique = [n for n in unique if n not in bm.placed_specialists]  # set aside for a sector
        if is_solo:
            unique = [n for n in unique if n not in SOLO_REMOVED_SPECIALISTS]
        if o["random_specialists"] and s.level == "advanced":
            pool = [n for n in UNIQUE_SPECIALISTS if n not in bm.placed_specialists
                    and not (is_solo and n in SOLO_REMOVED_SPECIALISTS)]
            s.rng.shuffle(pool)
            unique = sorted(pool[:s.players])
        s.spec_pool = sorted(unique)
        # items (§3.1, §4.16)
        if s.level != "advanced":
            pool_items: list[str] = []
        else:
            special = list(bm.special_items)
            if o["bazooka_joe"]:
                special = [n for n in SPECIAL_ITEMS if n not in bm.placed]
            if o["whim"]:
                cand = [n for n in SPECIAL_ITEMS if n not in bm.placed
                        and not (is_solo and n in SOLO_REMOVED_ITEMS)]
                s.rng.shuffle(cand)
                special = cand[:WHIM_ITEMS_PER_PLAYER * s.players]
            pool_items = [n for n in list(COMMON_ITEMS) + special if n not in bm.placed]
            if is_solo:
                pool_items = [n for n in pool_items if n not in SOLO_REMOVED_ITEMS]
        s.item_pool = sorted(pool_items)
        s.item_out = sorted(n for n in ITEM_COST if n not in s.item_pool)
        # decorations (§3.1 step 5)
        s.deco_deck = [d for d in DECORATIONS if not (is_solo and d in SOLO_REMOVED_DECORATIONS)]
        s.deco_out = [d for d in DECORATIONS if d not in s.deco_deck]
        s.rng.shuffle(s.deco_deck)
        s.vehicle_pool = sorted(VEHICLES)
        for seat in range(s.players):
            u = Unit(seat)
            if o["random_specialists"] and s.level == "advanced":
                hand: list[str] = []
                for cost, k in sorted(RANDOM_SPECIALISTS_DRAW.items()):
                    pile = [n for n, c in COMMON_SPECIALISTS.items() if c == cost]
                    s.rng.shuffle(pile)
                    hand.extend(pile[:k])
                u.hand = sorted(hand)
            else:
                u.hand = list(common)
            rolling.reset_dice(u)
            s.units.append(u)
        s.phase = "start"
        s.order = list(range(s.players))
        s.cur = 0
        ev: list[Event] = []
        self._advance(s, ev)
        return s

    def _start_choices(self, state: DDayState) -> list[str]:
        """§3.1 any start sector; §5.18 at least one player on each map."""
        bm = bmap(state)
        starts = list(bm.starts)
        if bm.part:
            placed = {bm.part[u.visited[0]] for u in state.units if u.visited}
            empty = [p for p in dict.fromkeys(bm.part.values()) if p not in placed]
            if len(state.order) - state.cur <= len(empty):
                starts = [x for x in starts if bm.part[x] in empty]
        return starts

    def _place(self, s: DDayState, u: Unit, sector: str, ev: list[Event]) -> None:
        """§3.1 step 3 and 6: the marker on 1 chevron, the sector's starting resources."""
        bm = MAPS[s.map_id]
        start = bm.sectors[sector]["start"]
        if bm.part and not s.opts.get("random_specialists"):
            # §5.18 the chosen map sets the player's common specialists
            u.hand = list(MAPS[MAPS_RAW[s.map_id]["parts"][bm.part[sector]]].common)
        u.sector = sector
        u.visited = [sector]
        u.stay = 1
        if s.opts.get("blind_start"):
            # §4.16 Blind Start: 1 soldier, then the four markers rolled
            u.soldiers = BLIND_START_SOLDIERS
            for _i in range(BLIND_START_MARKERS):
                soldiers, stars = MARKER_FACES[s.rng.below(6)]
                u.soldiers += soldiers
                u.stars += stars
        else:
            u.soldiers = start.get("soldiers", 0)
            u.courage = start.get("courage", 0)
            u.stars = start.get("stars", 0)
            # a specialist printed on the start sector is a starting resource too (Utah 2: "your
            # starting resources are 0 soldiers and a Corporal"), so Blind Start ignores it
            for name in start.get("specialists", ()):
                if name in u.hand:
                    u.hand.remove(name)
                u.specs.append(name)
        if s.opts.get("well_equipped"):
            u.points = WELL_EQUIPPED_POINTS
        ev.append(Note(_("Player {n} lands in sector {sector}.", n=u.seat + 1, sector=sector)))

    # ------------------------------------------------------------------ seats
    def num_seats(self, state: DDayState) -> int:
        return state.players

    def seat_name(self, state: DDayState, seat: int) -> str:
        from game.dday.data import PLAYER_COLOURS

        return _("Player {n} ({colour})", n=seat + 1, colour=_(PLAYER_COLOURS[seat]))

    # ------------------------------------------------------------------ flow
    def to_act(self, state: DDayState) -> list[int]:
        if state.result is not None:
            return []
        if state.losses:
            return [state.losses[0]["seat"]]
        if state.request:
            return [state.request["to"]]
        if state.phase in WINDOW_PHASES or state.phase == "combat":
            return [state.window[state.cur]] if state.window else []
        return [state.order[state.cur]] if state.cur < len(state.order) else []

    def _window_legal(self, state: DDayState, u: Unit) -> list[Action]:
        seat = u.seat
        out: list[Action] = [Pass(seat)]
        ph = state.phase
        if ph in WINDOW_PHASES:
            # §5.4 the Grenadier may be sacrificed at any time (not in a bunker)
            out.extend(combat.grenadier_option(state, u))
        if ph == "post":
            out.extend(ability_options(state, u))
            out.extend(item_options(state, u, "post"))
            out.extend(decoration_options(state, u))
            out.extend(trade_options(state, u))
        elif ph == "recruit":
            out.extend(recruit.legal(state, u))
            if u.must_move and "Point Man" in u.specs:
                out.append(UseAbility(seat, "Point Man"))  # §5.3 any time after upkeep
            out.extend(item_options(state, u, "recruit"))
            out.extend(trade_options(state, u))
        elif ph == "combat":
            here = combat.current_sector(state)
            if u.sector != here:
                # §5.5 a Carrier Pigeon partner in another sector: it only trades in this window
                out.extend(a for a in give_options(state, u) if state.units[a.target].sector == here)
            elif state.combat.get("step") == "pre":
                out.extend(combat.grenadier_option(state, u))
                out.extend(item_options(state, u, "cpre"))
            else:
                out.extend(combat.grenadier_option(state, u))
                out.extend(item_options(state, u, "ctrade"))
                out.extend(trade_options(state, u))
        return out

    def _move_legal(self, state: DDayState, u: Unit) -> list[Action]:
        out = movement.legal(state, u)
        if out or u.must_move:
            out.extend(combat.grenadier_option(state, u))
            out.extend(item_options(state, u, "move"))
            out.extend(trade_options(state, u))
        return out

    def legal_actions(self, state: DDayState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        u = state.units[seat]
        if state.losses:
            return combat.loss_legal(state, u)
        if state.request:
            req = state.request
            if req["kind"] == "bino":
                d = state.d6 or {"dice": []}
                out = [Pass(seat)]
                out.extend(UseItem(seat, "Binoculars", i, f, sector="d6")
                           for i in combat.bino_dice(state, u) for f in range(1, 7) if f != d["dice"][i])
                return out
            if req["kind"] == "presson":
                return [PressOn(seat, True), PressOn(seat, False)]
            if req["kind"] == "help":
                # §4.13 the asked unit gives what it will to the stuck unit, then passes
                return [Pass(seat), *give_options(state, u, only=req["from"])]
            if req["kind"] == "join":
                out: list[Action] = [JoinMove(seat, False)]
                out.extend(movement.legal_moves(state, u, tuple(req["help"]), req["dest"]))
                if "Mine Detector" in u.items and not u.t.get("detector"):
                    out.append(UseItem(seat, "Mine Detector"))  # §5.5 declared with the move it serves
                return out
            return [AnswerSwap(seat, True), AnswerSwap(seat, False)]
        ph = state.phase
        if ph == "start":
            return [Move(seat, s) for s in self._start_choices(state)]
        if ph == "roll":
            return rolling.legal(state, u)
        if ph == "upkeep":
            return upkeep.legal(state, u)
        if ph == "move":
            return self._move_legal(state, u)
        return self._window_legal(state, u)

    def _window_done(self, state: DDayState) -> bool:
        """§4.1 a window closes when every unit in it has passed in succession."""
        n = len(state.window)
        while state.passes < n:
            u = state.units[state.window[state.cur]]
            if u.status != ACTIVE or len(self._window_legal(state, u)) <= 1:
                state.passes += 1
                state.cur = (state.cur + 1) % n
                continue
            return False
        state.window = []
        return True

    def _begin_turn(self, state: DDayState, ev: list[Event]) -> None:
        state.phase = "roll"
        ev.append(PhaseStarted(_("Roll dice"), state.turn, _("Turn")))
        for u in active_units(state):
            u.t = {}
            u.bc_move = False
            rolling.reset_dice(u)
            if u.stored is not None:
                # §5.4 Combat Photographer: last turn's final roll is this turn's
                u.dice = [c % 100 for c in u.stored]
                u.locked = [c >= 100 for c in u.stored]
                u.stored = None
                rolling.finish(state, u, ev)
        state.order = priority(state, [u.seat for u in active_units(state)])
        state.cur = 0
        state.deferred = []
        state.def_red = {}
        state.bangalore = []
        state.no_mgf = []

    def _open(self, state: DDayState, phase: str, ev: list[Event]) -> None:
        state.phase = phase
        ev.append(PhaseStarted(_(PHASE_TITLES[phase]), state.turn, _("Turn")))
        seats = priority(state, [u.seat for u in active_units(state)])
        if phase in WINDOW_PHASES:
            state.window = seats
            state.passes = 0
        state.order = seats
        state.cur = 0
        state.deferred = []

    def _advance(self, state: DDayState, ev: list[Event]) -> None:
        """Run every automatic step until some seat must decide (or the game ends)."""
        while state.result is None:
            if state.losses:
                if combat.loss_auto(state, ev):
                    continue
                return
            if state.request:
                return
            if state.d6:
                combat.resolve_d6(state, ev)
                continue
            if state.entry:
                movement.entry_effects(state, ev)
                continue
            if state.joins:
                movement.next_join_request(state)
                continue
            ph = state.phase
            if ph == "start":
                if state.cur >= len(state.order):
                    self._begin_turn(state, ev)
                    continue
                starts = bmap(state).starts
                if len(starts) == 1:
                    self._place(state, state.units[state.order[state.cur]], starts[0], ev)
                    state.cur += 1
                    continue
                return
            if ph == "roll":
                if state.cur >= len(state.order):
                    self._open(state, "post", ev)
                    continue
                u = state.units[state.order[state.cur]]
                if u.status != ACTIVE or u.t.get("final"):
                    state.cur += 1
                    continue
                return
            if ph in WINDOW_PHASES:
                if not self._window_done(state):
                    return
                if ph == "post":
                    for u in active_units(state):
                        if u.t.get("photo"):
                            u.stored = [d + (100 if u.locked[i] else 0)
                                        for i, d in enumerate(u.dice) if i != u.aside]
                    self._open(state, "upkeep", ev)
                else:
                    self._open(state, "move", ev)
                continue
            if ph == "upkeep":
                if state.cur >= len(state.order):
                    self._open(state, "recruit", ev)
                    continue
                u = state.units[state.order[state.cur]]
                if u.status != ACTIVE:
                    state.cur += 1
                    continue
                if not state.up:
                    upkeep.begin(state, u)
                if upkeep.advance(state, u, ev):
                    state.cur += 1
                    continue
                return
            if ph == "move":
                if state.cur >= len(state.order):
                    combat.begin(state, ev)
                    continue
                u = state.units[state.order[state.cur]]
                if u.status != ACTIVE or u.t.get("done"):
                    state.cur += 1
                    continue
                legal = self._move_legal(state, u)
                if all(isinstance(a, CannotMove | Abandon) for a in legal):
                    # §4.6 a unit that must move but cannot is destroyed (§1.4.2); nobody could
                    # help it, so there is nothing to decide
                    destroy(state, u, ev, N_("had to move but could not"))
                    state.cur += 1
                    continue
                return
            if ph == "combat":
                if combat.advance(state, ev, self._window_done):
                    state.turn += 1
                    check_end(state, ev)
                    if state.result is None:
                        self._begin_turn(state, ev)
                    continue
                if state.losses or state.d6:
                    continue
                return
            return

    def validate(self, state: DDayState, action: Action) -> None:
        if not isinstance(action, Action) or type(action) not in self.action_types:
            raise IllegalAction(f"{action!r:.60} is not an action of {self.title}.")
        if state.result is not None:
            raise IllegalAction(_("The game is over."))
        if action.seat not in self.to_act(state):
            raise IllegalAction(_("It is not player {n}'s turn to act.", n=action.seat + 1)
                                if 0 <= action.seat < state.players else
                                _("There is no seat {n}.", n=action.seat))
        if action not in self.legal_actions(state, action.seat):
            raise IllegalAction(self.illegal_reason(state, action))

    def illegal_reason(self, state: DDayState, action: Action) -> str:
        u = state.units[action.seat]
        if state.losses:
            return _("First take the casualties you have suffered.")
        if isinstance(action, Move) and state.phase == "move":
            dest = action.dest
            bm = bmap(state)
            if dest not in bm.adj.get(u.sector, []) and dest not in bm.retreat.get(u.sector, []):
                return _("Sector {sector} does not touch your sector (and you never move back).", sector=dest)
            if dest in u.visited:
                return _("Your unit has already been in sector {sector}.", sector=dest)
            return _("You cannot move to sector {sector} now (courage, requirements, barricade or occupancy).",
                     sector=dest)
        if isinstance(action, Stay) and u.must_move:
            return _("Your unit must move this turn (it cannot stay in this sector).")
        if isinstance(action, Reroll):
            if any(0 <= i < len(u.locked) and u.locked[i] for i in action.dice):
                return _("Locked dice can never be re-rolled this turn.")
            if u.rolls >= 3:
                return _("You have already rolled three times.")
        if isinstance(action, LockDie) and state.phase == "roll":
            return _("You cannot lock that die (locked already, set aside, or enough dice locked).")
        if isinstance(action, Recruit) and state.phase == "recruit":
            if u.t.get("recruited"):
                return _("Your unit has already recruited a specialist this turn.")
            if action.name in SPECIALIST_COST and specialist_cost(u, action.name) > u.stars:
                return _.n("The {name} costs {count} star; you have {have}.",
                           "The {name} costs {count} stars; you have {have}.", specialist_cost(u, action.name),
                           name=_(action.name), have=u.stars)
            return _("The {name} is not available to your unit.", name=_(action.name))
        if isinstance(action, FindItem) and state.phase == "recruit" and not action.special and u.t.get("found"):
            return _("Your unit has already found an item this turn.")
        if isinstance(action, CancelResult) and action.face == 0 and state.phase == "upkeep":
            return _("A skull can never cancel another skull.")
        if isinstance(action, UseItem) and action.item not in u.items:
            return _("Your unit does not hold the {name}.", name=_(action.item))
        if isinstance(action, PlayDecoration) and action.name not in u.decos:
            return _("Your unit does not hold the {name}.", name=_(action.name))
        phase = _(PHASE_TITLES.get(state.phase, state.phase))
        return _("{action} is not possible now ({phase}).", action=action.label(), phase=phase)

    def perform(self, state: DDayState, action: Action) -> list[Event]:
        ev: list[Event] = []
        seat = action.seat
        u = state.units[seat]
        ph = state.phase
        if state.losses:
            if isinstance(action, UseItem):
                use_item(state, u, action, ev)
            else:
                combat.loss_perform(state, u, action, ev)
        elif state.request and state.request["kind"] == "bino":
            state.request = None
            if isinstance(action, UseItem) and state.d6 is not None:
                u.items.remove("Binoculars")
                state.item_discard.append("Binoculars")
                state.item_discard.sort()
                state.d6["dice"][action.die] = action.value
                ev.append(Note(_("Player {n} uses the Binoculars: the die now shows {value}.", n=seat + 1,
                                 value=action.value)))
        elif state.request and state.request["kind"] == "presson":
            state.request = None
            if isinstance(action, PressOn) and not action.accept:
                combat.make_safe(state, u, u.sector, ev)
                check_end(state, ev)
            else:
                ev.append(Note(_("Player {n} presses on towards the Sword bunker.", n=seat + 1)))
        elif state.request and state.request["kind"] == "help":
            if isinstance(action, Give):
                give(state, u, action, ev)  # the request stays open until the helper passes
            else:
                state.request = None
                ev.append(Note(_("Player {n} has done what it can.", n=seat + 1)))
        elif state.request and state.request["kind"] == "join" and isinstance(action, UseItem):
            use_item(state, u, action, ev)  # the offer stays open
        elif state.request and state.request["kind"] in ("join", "wc"):
            req = state.request
            state.request = None
            if isinstance(action, Move):
                u.t["joiner"] = 1
                u.t["done"] = 1
                movement.perform_move(state, u, action, ev)
            elif isinstance(action, AnswerSwap) and action.accept:
                movement.correspondent_swap(state, state.units[req["from"]], u, ev)
            else:
                if req["kind"] == "wc":
                    state.units[req["from"]].t[f"asked{seat}"] = 1  # [DD] not asked twice a turn
                ev.append(Note(_("Player {n} declines.", n=seat + 1)))
        elif isinstance(action, Abandon):
            abandon(state, u, action, ev)
            if ph in WINDOW_PHASES or ph == "combat":
                state.passes = 0
        elif isinstance(action, UseAbility) and action.name == "Grenadier":
            combat.use_grenadier(state, u, ev)
            if ph in WINDOW_PHASES or ph == "combat":
                state.passes = 0
        elif ph == "move" and isinstance(action, UseAbility) and action.name == "War Correspondent":
            state.request = {"kind": "wc", "from": seat, "to": action.value}
            ev.append(Note(_("Player {n} offers player {m} to swap sectors (War Correspondent).", n=seat + 1,
                             m=action.value + 1)))
        elif isinstance(action, AnswerSwap) or isinstance(action, ProposeSwap | PoolSwap):
            swap_perform(state, action, ev)
            if not isinstance(action, AnswerSwap):
                state.passes = 0
        elif ph == "start":
            assert isinstance(action, Move)
            self._place(state, u, action.dest, ev)
            state.cur += 1
        elif ph in ("roll", "upkeep") and isinstance(action, UseItem):
            use_item(state, u, action, ev)
            check_destroyed(state, u, ev)
        elif ph in ("roll", "upkeep") and isinstance(action, Give):
            give(state, u, action, ev)
            check_destroyed(state, u, ev)
        elif ph == "roll":
            rolling.perform(state, u, action, ev)
        elif ph == "upkeep":
            upkeep.perform(state, u, action, ev)
        elif ph == "move" and not isinstance(action, UseItem | Give):
            if movement.perform(state, u, action, ev):
                u.t["done"] = 1
                state.cur += 1
        elif isinstance(action, Pass):
            state.passes += 1
            state.cur = (state.cur + 1) % len(state.window)
        else:
            if ph != "move":
                state.passes = 0
            if isinstance(action, UseItem):
                use_item(state, u, action, ev)
            elif isinstance(action, PlayDecoration):
                play_decoration(state, u, action, ev)
            elif isinstance(action, Give):
                give(state, u, action, ev)
                check_destroyed(state, u, ev)
            elif isinstance(action, UseAbility):
                use_ability(state, u, action, ev)
                check_destroyed(state, u, ev)
            else:
                recruit.perform(state, u, action, ev)
        self._advance(state, ev)
        return ev

    def is_over(self, state: DDayState) -> bool:
        return state.result is not None

    def outcome(self, state: DDayState) -> Outcome:
        return Outcome(winners_of(state), state.reason or "", tuple(float(v) for v in self.victory_points(state)))

    # ------------------------------------------------------------------ scoring (§4.17)
    def victory_points(self, state: DDayState) -> list[int]:
        out = []
        for u in state.units:
            vp = 0
            if u.status == SAFE:
                vp += VP_BUNKER
                if u.first_bunker or solo(state):
                    vp += VP_FIRST
            last = u.bunker_from if (u.status == SAFE or u.sector in bmap(state).bunkers) else u.sector
            if solo(state) and u.bunker_from and len(bmap(state).bunkers) > 1:
                last = next((v for v in u.visited if v in bmap(state).bunkers), last)
                idx = u.visited.index(last) if last in u.visited else 0
                last = u.visited[idx - 1] if idx else last
            if last.lstrip("MS").isdigit():
                vp += VP_SECTOR * int(last.lstrip("MS"))
            specs = len(u.specs) + sum(1 for lst in state.beside.values() for e in lst
                                       if e.split(":")[0] == str(u.seat))
            vp += VP_SOLDIER * u.soldiers + VP_COURAGE * u.courage + VP_SPECIALIST * specs
            vp += VP_DECORATION * u.decos_gained
            out.append(vp)
        return out

    def group_score(self, state: DDayState) -> int:
        """§4.17 the group's score is the lowest individual score."""
        return min(self.victory_points(state))

    # ------------------------------------------------------------------ information
    def view(self, state: DDayState, seat: int | None) -> DDayState:
        v = self.clone(state)
        v.rng = view_rng()
        # the deck's contents follow from what is public; only its order is hidden
        v.deco_deck = [UNKNOWN] * len(v.deco_deck)
        return v

    def hidden_facts(self, state: DDayState, seat: int | None) -> dict[str, Any]:
        return {"decoration deck order": list(state.deco_deck)}

    def determinize(self, view: DDayState, seat: int | None, seed: int) -> DDayState:
        s = self.clone(view)
        s.rng = Rng(seed)
        s.deco_deck = deco_contents(s)
        s.rng.shuffle(s.deco_deck)
        return s

    def clone(self, state: DDayState) -> DDayState:
        s = DDayState.__new__(DDayState)
        s.map_id = state.map_id
        s.level = state.level
        s.players = state.players
        s.opts = dict(state.opts)
        s.turn = state.turn
        s.phase = state.phase
        s.order = list(state.order)
        s.cur = state.cur
        s.passes = state.passes
        s.window = list(state.window)
        if state.up:
            s.up = _copy1(state.up)
            s.up["choices"] = [c[:] for c in state.up["choices"]]
        else:
            s.up = {}
        s.item_pool = list(state.item_pool)
        s.item_discard = list(state.item_discard)
        s.item_out = list(state.item_out)
        s.spec_pool = list(state.spec_pool)
        s.deco_deck = list(state.deco_deck)
        s.deco_used = list(state.deco_used)
        s.deco_out = list(state.deco_out)
        s.vehicles_out = list(state.vehicles_out)
        s.vehicle_pool = list(state.vehicle_pool)
        s.claimed = list(state.claimed)
        s.random_props = dict(state.random_props)
        s.silenced = list(state.silenced)
        s.beside = {k: list(v) for k, v in state.beside.items()}
        s.captured = list(state.captured)
        s.def_red = dict(state.def_red)
        s.bangalore = list(state.bangalore)
        s.no_mgf = list(state.no_mgf)
        s.combat = _copy1(state.combat) if state.combat else {}
        s.losses = [dict(e) for e in state.losses]
        s.request = dict(state.request) if state.request else None
        s.entry = list(state.entry) if state.entry else None
        s.joins = [_copy1(j) for j in state.joins]
        s.d6 = _copy1(state.d6) if state.d6 else None
        s.result = state.result
        s.reason = state.reason
        s.deferred = list(state.deferred)
        s.first_bunker_turn = state.first_bunker_turn
        s.units = [u.copy() for u in state.units]
        s.rng = state.rng.copy()
        return s

    # ------------------------------------------------------------------ data
    def encode(self, state: DDayState) -> dict[str, Any]:
        data = {k: _deep(getattr(state, k)) for k in TABLE_FIELDS}
        data["units"] = [u.encode() for u in state.units]
        data["rng"] = state.rng.encode()
        data["format"] = "dday-1"
        return data

    def decode(self, data: dict[str, Any]) -> DDayState:
        if not isinstance(data, dict) or data.get("format") != "dday-1":
            raise DecodeError("not a D-Day Dice state")
        try:
            s = DDayState()
            for k in TABLE_FIELDS:
                if k not in data:
                    raise DecodeError(f"missing field {k!r}")
                ref = getattr(s, k)
                val = _deep(data[k])
                if ref is not None and val is not None and not isinstance(val, type(ref)) and not (
                        isinstance(ref, int) and isinstance(val, int)):
                    raise DecodeError(f"field {k!r} has the wrong type")
                setattr(s, k, val)
            if s.map_id not in MAPS or s.phase not in PHASE_TITLES or not 1 <= s.players <= 4:
                raise DecodeError("bad map, phase or player count")
            s.units = [Unit.decode(u) for u in data["units"]]
            if len(s.units) != s.players:
                raise DecodeError("unit count does not match the players")
            s.rng = Rng.decode(data["rng"])
        except DecodeError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise DecodeError(f"bad D-Day Dice state: {err!r}") from err
        return s

    # ------------------------------------------------------------------ presentation
    def tr(self, text: str, /, **values: Any) -> str:
        """Shared events name D-Day Dice's units "Player 2's Medic" (their board anchors): shown
        in the player's language like any other name."""
        if not values and _PLAYER.match(text):
            return _player_text(text)
        m = _TALLY.match(text) if not values else None
        if m is not None:   # the game-over chart's lines (``tally``)
            return _("Player {n}'s strength", n=m.group(1))
        return super().tr(text, **values)

    def public_label(self, state: DDayState, action: Action, viewer: int | None) -> str:
        """A die by what it shows ("Lock the Red 2 Soldiers"), not by its place in the row."""
        if isinstance(action, LockDie | Reroll) and 0 <= action.seat < len(state.units):
            dice = state.units[action.seat].dice
            picked = [action.die] if isinstance(action, LockDie) else list(action.dice)
            if all(0 <= i < len(dice) for i in picked):
                faces = ", ".join(present.result_name(dice[i]) for i in picked)
                if isinstance(action, LockDie):
                    return _("Lock the {face}", face=faces)
                return _("Re-roll the {faces}", faces=faces)
        return action.label()

    def event_text(self, state: DDayState, event: Event, viewer: int | None) -> str:
        """The log line of an event in the player's language: D-Day Dice's own notes are worded
        when they happen; the shared events that carry its names (dice, losses, moves, cards,
        resources, the end) are worded here."""
        from game.core.events import CardDrawn, DiceRolled, GameOver, Hit, StepLost, UnitMoved, ValueChanged

        def who(seat: int | None) -> str:
            return self.seat_name(state, seat) if seat is not None else ""

        if isinstance(event, DiceRolled):
            shown = ", ".join(_face_text(f) for f in event.faces) if event.faces else \
                " ".join(str(v) for v in event.values)
            if event.seat is None:
                return (_("Roll for {purpose}: {dice}", purpose=event.purpose, dice=shown) if event.purpose
                        else _("Roll: {dice}", dice=shown))
            if event.purpose:
                return _("{who} rolls for {purpose}: {dice}", who=who(event.seat), purpose=event.purpose, dice=shown)
            return _("{who} rolls: {dice}", who=who(event.seat), dice=shown)
        if isinstance(event, Hit):
            return _("{source} hits {target} ({n})", source=_player_text(event.source),
                     target=_player_text(event.target), n=event.amount)
        if isinstance(event, StepLost):
            if not event.noun:
                return _("{unit} is lost", unit=_player_text(event.unit))
            return _.n("{unit} loses {count} soldier", "{unit} loses {count} soldiers", event.steps,
                       unit=_player_text(event.unit))
        if isinstance(event, UnitMoved):
            return _("{unit} moves {path}", unit=_player_text(event.unit),
                     path=" -> ".join(str(p) for p in event.path))
        if isinstance(event, ValueChanged) and event.name in RESOURCE_NAMES:
            text = _("{what} {delta} (now {total})", what=_(RESOURCE_NAMES[event.name]),
                     delta=f"{event.delta:+d}", total=event.total)
            return f"{who(event.seat)}: {text}" if event.seat is not None else text
        if isinstance(event, CardDrawn):
            private = event.private_to()
            card = event.card if private is None or private == viewer else None
            if card is None:
                return _("{who} draws a card from decorations", who=who(event.seat))
            return _("{who} draws {card} from decorations", who=who(event.seat), card=_(card))
        if isinstance(event, GameOver):
            if not event.winners:
                return _("Game over: {reason}", reason=event.reason)
            return _.n("Game over: {players} wins — {reason}", "Game over: {players} win — {reason}",
                       len(event.winners), players=", ".join(who(w) for w in event.winners), reason=event.reason)
        return super().event_text(state, event, viewer)

    def outcome_text(self, state: DDayState) -> str:
        return reason_text(state.reason or "")

    def round_label(self, state: DDayState) -> str:
        return _("Turn {n} · {phase}", n=state.turn, phase=_(PHASE_TITLES.get(state.phase, state.phase)))

    def period(self, state: DDayState) -> int:
        return state.turn

    def score_text(self, state: DDayState, seat: int) -> str:
        return _("victory points: {bunker} for a bunker taken, {first} more for the first, "
                 "{sector} per number of the last sector reached, {soldier} per soldier, "
                 "{courage} per courage, {specialist} per specialist, {decoration} per decoration; "
                 "the group scores its lowest", bunker=VP_BUNKER, first=VP_FIRST, sector=VP_SECTOR,
                 soldier=VP_SOLDIER, courage=VP_COURAGE, specialist=VP_SPECIALIST, decoration=VP_DECORATION)

    def tally(self, state: DDayState) -> dict[str, float]:
        out: dict[str, float] = {}
        for u in state.units:
            out[f"P{u.seat + 1} strength"] = float(u.strength())
        return out

    def summary(self, view: DDayState) -> list[Section]:
        return present.summary(view)

    def prompt(self, state: DDayState, seat: int) -> str:
        return present.prompt(state, seat)

    # ------------------------------------------------------------------ checks
    def check_invariants(self, state: DDayState) -> None:
        items = list(state.item_pool) + state.item_discard + state.item_out
        for u in state.units:
            items.extend(u.items)
        if sorted(items) != sorted(ITEM_COST):
            raise InvariantError(f"items not conserved: {sorted(items)}")
        if len(state.deco_deck) != len(deco_contents(state)):
            raise InvariantError("decoration deck size does not match its contents")
        decos = state.deco_deck + state.deco_used + state.deco_out
        for u in state.units:
            decos.extend(u.decos)
        if sorted(decos) != sorted(DECORATIONS):
            raise InvariantError(f"decorations not conserved: {sorted(decos)}")
        vehicles = state.vehicle_pool + state.vehicles_out + [u.vehicle for u in state.units if u.vehicle]
        if sorted(vehicles) != sorted(VEHICLES):
            raise InvariantError(f"vehicles not conserved: {sorted(vehicles)}")
        uniques = list(state.spec_pool)
        for u in state.units:
            commons = u.hand + [n for n in u.specs + u.dead if n in COMMON_SPECIALISTS]
            if len(commons) != len(set(commons)):
                raise InvariantError(f"player {u.seat + 1} holds a common specialist twice: {commons}")
            uniques.extend(n for n in u.specs + u.dead if n in UNIQUE_SPECIALISTS)
            for res in ("soldiers", "courage", "stars", "points"):
                v = getattr(u, res)
                if not 0 <= v <= RESOURCE_MAX:
                    raise InvariantError(f"player {u.seat + 1} {res} = {v} outside 0..{RESOURCE_MAX}")
            if u.status == ACTIVE and u.sector:
                if u.strength() <= 0 and state.result is None and not state.losses:
                    raise InvariantError(f"player {u.seat + 1} is active with nobody left")
                if not 1 <= u.stay <= 3:
                    raise InvariantError("stay outside 1..3")
                if len(u.dice) != len(u.locked) or not 5 <= len(u.dice) <= 6:
                    raise InvariantError("bad dice")
                if u.sector not in bmap(state).row_of:
                    raise InvariantError("unit off the map")
                if u.visited[-1] != u.sector:
                    raise InvariantError(f"player {u.seat + 1}'s visited sectors do not end where it stands")
            if u.status == DEAD and (u.items or u.vehicle):
                raise InvariantError("a destroyed unit still holds cards")
        uniques.extend(e.split(":", 1)[1] for lst in state.beside.values() for e in lst
                       if e.split(":", 1)[1] in UNIQUE_SPECIALISTS)
        if len(uniques) != len(set(uniques)):
            raise InvariantError(f"a unique specialist is in two places: {sorted(uniques)}")


RULES = DDayRules()
