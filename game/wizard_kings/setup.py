"""Set-up (1.2, 7.1-7.4): the armies, map sheets and starting blocks of free play and of each
scenario, chosen as decisions on the machine, and the scenario rosters placed in the cities."""

from __future__ import annotations

from typing import Any

from game.core.events import Event, Note, Secret
from game.core.hexgrid import distance
from game.core.rng import Rng
from game.core.types import Action
from game.wizard_kings import build, flow, names
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.actions import (
    ChooseArmy,
    ChooseCapital,
    ChooseMap,
    ChooseSheets,
    Deploy,
)
from game.wizard_kings.data import (
    ARMIES,
    BLOCKS,
    FREE_LAYOUTS,
    MAX_SHEETS_PER_PLAYER,
)
from game.wizard_kings.machine import MACHINE, Decision, wait
from game.wizard_kings.records import AlliancePicks, Capital, Choice, FreePicks, Roster
from game.wizard_kings.state import (
    OWN,
    WKState,
)
from game.wizard_kings.tr import _

Hex = tuple[int, int]


def setup(opts: dict[str, Any], seed: int) -> WKState:
    """The first state of a game with these (checked) options."""
    s = WKState()
    s.rng = Rng(seed)
    s.scenario = opts["scenario"]
    s.opts = {"victory": opts["victory"], "dispel": opts["dispel"], "budget": opts["budget"],
              "reserves": opts["reserves"], "expansions": opts["expansions"], "capture": opts["capture"]}
    if s.scenario == "isle_of_the_dead":
        s.opts["solitaire"] = opts["solitaire"]
    if s.scenario == "isle_of_the_dead":
        _setup_isle(s)
    elif s.scenario == "barbarian_raid":
        _setup_fixed(s, ["Amazons", "Barbarians"], (16,), [sc.RAID_AMAZONS, sc.RAID_BARBARIANS])
        s.opts["permanent_losses"] = True   # 7.2: eliminated units are out of the game
    elif s.scenario == "alliance_expansion":
        _setup_alliance(s)
    elif s.scenario == "last_wizard_standing":
        _setup_lws(s)
    else:
        _setup_free(s, opts["players"])
    s.vp = [0] * s.players
    return s


def common(s: WKState, armies: list[str], designs: tuple[int, ...], owners: list[int],
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


def _setup_free(s: WKState, players: int) -> None:
    """1.2 custom game: players roll 2d6 (tied leaders reroll); from the highest down each
    chooses an army, then in the same order one or two map sheets (1.21), then in the same
    order his sheet(s) of the free-play layout for that many sheets (3.D2 [DD] FREE_LAYOUTS:
    sheets joined by land, so that the armies can meet)."""
    seats = [f"Player {i + 1}" for i in range(players)]
    designs = FREE_LAYOUTS[players]
    common(s, seats, designs, [-1] * players)
    rest = list(range(players))
    ranking = []
    while rest:
        first = _roll_off(s, rest)
        ranking.append(first)
        rest.remove(first)
    s.phase = "deploy"
    s.order = list(range(players))
    s.cur = 0
    s.pending = [FreePicks(seat=ranking[0], pickers=ranking, slots=[], counts=[0] * players)] + [
        Choice("free_army", p) for p in reversed(ranking)]


def _roll_off(s: WKState, seats: list[int]) -> int:
    rolling = list(seats)
    while len(rolling) > 1:
        totals = {p: sum(s.rng.dice(2)) for p in rolling}
        best = max(totals.values())
        rolling = [p for p in rolling if totals[p] == best]
    return rolling[0]


def _free_options(state: WKState, seat: int, kind: str) -> list[Action]:
    book = state.pending[0]
    if kind == "free_army":
        taken = set(state.armies)
        return [ChooseArmy(seat, a) for a in ARMIES if a not in taken]
    if kind == "free_count":
        # 1.21 one or two sheets each, while the table's total still has a designed layout
        # (every later player keeps at least one)
        counts = book.counts
        later = sum(1 for p in state.pending if p.kind == "free_count") - 1
        room = max(FREE_LAYOUTS) - sum(counts) - later
        return [ChooseSheets(seat, n) for n in range(1, MAX_SHEETS_PER_PLAYER + 1) if n <= room]
    taken = book.slots   # slots already chosen
    free = sorted({d for slot, d in enumerate(state.designs) if slot not in taken})
    return [ChooseMap(seat, state.armies[seat], d) for d in free]


def _do_free(state: WKState, action: Action, events: list[Event]) -> None:
    kind = state.pending.pop().kind
    seat = action.seat
    # a decoded state reads two-int lists back as tuples (hexes look alike): the book's seat
    # lists (pickers, chosen slots, sheet counts) are made lists again before they change
    book = state.pending[0] = state.pending[0]._replace(
        pickers=list(state.pending[0].pickers), slots=list(state.pending[0].slots),
        counts=list(state.pending[0].counts))
    if kind == "free_army":
        state.armies = [action.army if p == seat else a for p, a in enumerate(state.armies)]
        events.append(Note(_("Player {n} takes the {army}", n=seat + 1, army=names.army(action.army))))
        if not any(p.kind == "free_army" for p in state.pending):
            state.pending.extend(Choice("free_count", p) for p in reversed(book.pickers))
        return
    if kind == "free_count":
        book.counts[seat] = action.count
        events.append(Note(_.n("The {army} take {count} map sheet", "The {army} take {count} map sheets",
                               action.count, army=names.seat_army(state, seat))))
        if not any(p.kind == "free_count" for p in state.pending):
            # the layout for the table's total; each player then places his sheets in turn
            state.designs = FREE_LAYOUTS[sum(book.counts)]
            book = state.pending[0] = book._replace(
                pickers=[p for p in book.pickers for _i in range(book.counts[p])])
            state.pending.extend(Choice("free_map", p) for p in reversed(book.pickers))
        return
    # a design used twice in the layout (3.D2 reuse): the first free copy in slot order
    slot = next(i for i, d in enumerate(state.designs) if d == action.sheet and i not in book.slots)
    book.slots.append(slot)
    events.append(Note(_("The {army} take Map {n}", army=names.army(action.army), n=action.sheet)))
    if any(p.kind == "free_map" for p in state.pending):
        return
    state.pending.pop()
    owners = [-1] * len(state.designs)
    for picker, chosen in zip(book.pickers, book.slots):
        owners[chosen] = picker
    common(state, list(state.armies), state.designs, owners)
    if state.opts.get("expansions"):
        state.totals = [sc.expansion_counts(a) for a in state.armies]
        state.pool = [dict(t) for t in state.totals]
    state.budget = [state.opts["budget"]] * state.players


def _setup_isle(s: WKState) -> None:
    common(s, ["Elves", "Undead"], (13,), [-1], sheet_owners=True)
    for uid, seat, key, st, h in sc.ISLE_UNITS:
        s.units[uid] = [key, seat, h, st, 0]
        s.pool[seat][key] -= 1
        if not s.pool[seat][key]:
            del s.pool[seat][key]
    s.next_id = [6, 6]
    s.units = dict(sorted(s.units.items(), key=lambda kv: (kv[1][OWN], kv[0])))
    flow.start_turn(s, [])


def _setup_fixed(s: WKState, armies: list[str], designs: tuple[int, ...], rosters: list,
                 owners: list[int] | None = None) -> None:
    common(s, armies, designs, owners or [0] * len(designs), sheet_owners=True)
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
    s.pending = [Roster(seat=seat, blocks=[[k, st] for k, st in rosters[seat]])
                 for seat in reversed(range(s.players))]


def _setup_lws(s: WKState) -> None:
    """7.3: a roll; its winner chooses Orcs or Feudals, the other player then picks his map
    first (Map 14 always lies west, Map 15 east, 3.D2)."""
    common(s, ["Player 1", "Player 2"], (14, 15), [-1, -1])
    while True:
        a, b = sum(s.rng.dice(2)), sum(s.rng.dice(2))
        if a != b:
            break
    first = 0 if a > b else 1
    s.phase = "deploy"
    s.order = [0, 1]
    s.pending = [Choice("lws_map", 1 - first), Choice("lws_army", first)]


def _lws_options(state: WKState, seat: int, kind: str) -> list[Action]:
    if kind == "lws_army":
        return [ChooseArmy(seat, "Orcs"), ChooseArmy(seat, "Feudals")]
    return [ChooseMap(seat, state.armies[seat], sheet) for sheet in state.designs]


def _do_lws(state: WKState, action: Action, events: list[Event]) -> None:
    seat = action.seat
    kind = state.pending.pop().kind
    if kind == "lws_army":
        other = "Feudals" if action.army == "Orcs" else "Orcs"
        state.armies = [action.army if p == seat else other for p in range(2)]
        events.append(Note(_("Player {n} takes the {army}", n=seat + 1, army=names.army(action.army))))
        return
    slot = state.designs.index(action.sheet)
    owners = [seat if i == slot else 1 - seat for i in range(2)]
    events.append(Note(_("The {army} take Map {n}", army=names.seat_army(state, seat), n=action.sheet)))
    rosters = [sc.lws_roster(a) for a in state.armies]
    _setup_fixed(state, list(state.armies), state.designs, rosters, owners)


def _setup_alliance(s: WKState) -> None:
    """7.4: a roll decides who picks first; armies A, B, A, B; maps B, A, B, A; capitals."""
    common(s, ["Player 1", "Player 2"], sc.ALLIANCE_LAYOUT, [-1] * 4)
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
    s.pending = [AlliancePicks(seat=first, picks=[])] + [Choice("pick_army", p) for p in reversed(picks)]


def _alliance_options(state: WKState, seat: int, kind: str) -> list[Action]:
    book = state.pending[0].picks
    if kind == "pick_army":
        taken = {a for a, _s, _slot in book}
        return [ChooseArmy(seat, a) for a in ARMIES if a not in taken]
    bd = mv.board(state)
    if kind == "pick_map":
        used = {slot for _a, _s, slot in book if slot >= 0}
        return [ChooseMap(seat, a, state.designs[slot]) for a, s, sl in book if s == seat and sl < 0
                for slot in range(len(state.designs)) if slot not in used]
    top = state.pending[-1]
    army, slot = top.army, top.slot
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


def _do_alliance(state: WKState, action: Action, events: list[Event]) -> None:
    seat = action.seat
    book = state.pending[0].picks
    kind = state.pending[-1].kind
    state.pending.pop()
    if kind == "pick_army":
        book.append([action.army, seat, -1])
        mine = [a for a, s, _sl in book if s == seat]
        state.armies[seat] = " & ".join(mine)
        events.append(Note(_("{player} takes the {army}", player=names.seat_army(state, seat),
                             army=names.army(action.army))))
        if not any(p.kind == "pick_army" for p in state.pending):
            first = state.pending[0].seat
            order = [1 - first, first, 1 - first, first]   # 7.4 [DD]: B chooses the first map
            state.pending.extend(Choice("pick_map", p) for p in reversed(order))
    elif kind == "pick_map":
        slot = state.designs.index(action.sheet)
        for entry in book:
            if entry[0] == action.army:
                entry[2] = slot
        events.append(Note(_("The {army} take Map {n}", army=names.army(action.army), n=action.sheet)))
        if not any(p.kind == "pick_map" for p in state.pending):
            state.pending.extend(Capital(seat=s, army=a, slot=sl) for a, s, sl in reversed(book))
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
            flow.start_turn(state, events)


def _roster_options(state: WKState, seat: int, kind: str = "roster") -> list[Action]:
    top = state.pending[-1]
    roster = top.blocks
    occ = mv.occupancy(state)
    bd = mv.board(state)
    out: list[Action] = []
    seen = set()
    for key, _st in roster:
        if key in seen:
            continue
        seen.add(key)
        for h in _roster_hexes(state, occ, seat, key, len(roster)):
            out.append(Deploy(seat, key, h))
    del bd
    return out


def _roster_hexes(state: WKState, occ: mv.Occ, seat: int, key: str, left: int) -> list[Hex]:
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
    roster = [k for k, _st in state.pending[-1].blocks]
    rest = list(roster)
    rest.remove(key)
    for h in mine:
        if not build.can_place(state, occ, seat, key, h):
            continue
        # every city must get a unit: the rest of the roster must still fill the empty ones
        if not _fillable(state, occ, seat, rest, [e for e in empty if e != h]):
            continue
        out.append(h)
    return out


def _fillable(state: WKState, occ: mv.Occ, seat: int, keys: list[str], cities: list[Hex]) -> bool:
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


def _do_roster(state: WKState, action: Action, events: list[Event]) -> None:
    top = state.pending[-1]
    seat = action.seat
    roster = top.blocks
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
        if not any(p.kind == "roster" for p in state.pending):
            flow.start_turn(state, events)


# ------------------------------------------------------------------ the set-up's decisions
def _declare(kinds: tuple[str, ...], options: Any, answer: Any) -> None:
    """Set-up decisions wait for their seat; their options depend on the kind."""
    for kind in kinds:
        MACHINE.decision(kind, Decision(lambda s, t: t.seat, lambda s, t: options(s, t.seat, t.kind),
                                        lambda s, t, action, events: answer(s, action, events), ready=wait))


_declare(("roster",), _roster_options, _do_roster)
_declare(("pick_army", "pick_map", "capital"), _alliance_options, _do_alliance)
_declare(("lws_army", "lws_map"), _lws_options, _do_lws)
_declare(("free_army", "free_count", "free_map"), _free_options, _do_free)
# the books at the bottom of a set-up's stack (picks so far) are never on top when a seat decides
_declare(("freepick", "alliance"), lambda s, seat, kind: [], lambda s, action, events: None)
