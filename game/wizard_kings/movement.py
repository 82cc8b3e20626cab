"""Hex control (4.4), stacking (4.5), hexside limits (4.6), pinning (4.7), the legal single move
(4.2, 3.D1) and naval moves (4.8)."""

from __future__ import annotations

from collections import deque

from game.wizard_kings.board import WATER, Board, Side, assemble
from game.wizard_kings.data import (
    AMPHIBIAN,
    BLOCKS,
    BRIDGE_LIMIT,
    HEXSIDE_LIMIT,
    MOUNTAIN,
    NAVAL_RANGE,
    RIVER_LIMIT,
    ROAD_BONUS,
    ROAD_LIMIT,
    STOP_TERRAIN,
    WALL_LIMIT,
    WATER_SIDE_LIMIT_COAST,
    WATER_SIDE_LIMIT_OPEN,
    WATER_STACKING,
    Block,
)
from game.wizard_kings.state import BLK, CAST, FL, HASTE, MOVED, OWN, PINNED, POS, WKState

Hex = tuple[int, int]
Occ = dict[Hex, dict[int, list[str]]]


def board(state: WKState) -> Board:
    return assemble(state.designs)


def occupancy(state: WKState) -> Occ:
    occ: Occ = {}
    for uid, u in state.units.items():
        occ.setdefault(u[POS], {}).setdefault(u[OWN], []).append(uid)
    return occ


def allied(state: WKState, a: int, b: int) -> bool:
    """4.9: do seats ``a`` and ``b`` (a != b) have a lasting alliance?"""
    return bool(state.allies) and (min(a, b), max(a, b)) in state.allies


def friends(state: WKState, seat: int) -> set[int]:
    """``seat`` and its lasting allies (4.9: they share hexes, stacking and hexside limits)."""
    out = {seat}
    for a, b in state.allies:
        if a == seat:
            out.add(b)
        elif b == seat:
            out.add(a)
    return out


def at_war(state: WKState, here: dict) -> bool:
    """Do the armies in one hex include two that are not allies, i.e. is it a battle hex (4.9)?"""
    if len(here) < 2:
        return False
    if not state.allies:
        return True
    seats = list(here)
    return any(not allied(state, x, y) for i, x in enumerate(seats) for y in seats[i + 1:])


def status(state: WKState, occ: Occ, h: Hex, seat: int) -> str:
    """'own' (friendly: occupied by the seat or its allies, or their unoccupied city), 'enemy',
    'neutral' or 'battle' (units of two sides: enemy to both, 4.4 [DD]). 4.9: allied hexes are
    friendly to every member of the alliance."""
    here = occ.get(h)
    if here:
        if not state.allies:
            if len(here) > 1:
                return "battle"
            return "own" if seat in here else "enemy"
        if at_war(state, here):
            return "battle"
        return "own" if all(x == seat or allied(state, x, seat) for x in here) else "enemy"
    owner = state.city_owner.get(h, -1)
    if owner < 0:
        return "neutral"
    return "own" if owner == seat or allied(state, owner, seat) else "enemy"


def holder(state: WKState, occ: Occ, h: Hex) -> int:
    """The seat that holds ``h`` for city gold and victory (4.4, 6.0), -1 for nobody (neutral, or
    a battle). Allied armies sharing a city (6.0 [DD]): its original owner if he is there, else
    the recorded ``holder`` (the first of them to arrive, ``alliances.sync_holders``), else the
    one with most units there, ties by player order."""
    here = occ.get(h)
    if not here:
        return state.city_owner.get(h, -1)
    if len(here) == 1:
        return next(iter(here))
    if at_war(state, here):
        return -1
    owner = state.city_owner.get(h, -1)
    if owner in here:
        return owner
    kept = state.holders.get(h)
    if kept in here:
        return kept
    return most_units(state, here)


def most_units(state: WKState, here: dict) -> int:
    """The seat with most units in ``here``, ties by this turn's player order (6.0 [DD])."""
    order = state.order

    def rank(x: int) -> tuple[int, int]:
        return (-len(here[x]), order.index(x) if x in order else len(order) + x)
    return min(here, key=rank)


def is_island_bound(state: WKState, seat: int) -> bool:
    """7.1.2: the Undead may not leave Thilenius."""
    return state.scenario == "isle_of_the_dead" and state.armies[seat] == "Undead"


def island(state: WKState) -> frozenset:
    return board(state).tags.get("island", frozenset())


# ------------------------------------------------------------------ stacking (4.5, 3.18)
def stack_room(state: WKState, occ: Occ, h: Hex, seat: int, b: Block, extra: int = 1) -> bool:
    """Would ``extra`` more units like ``b`` of ``seat`` still fit in ``h``?"""
    bd = board(state)
    water_part = b.water and bd.terrain[h] not in WATER
    limit = WATER_STACKING if water_part else bd.stacking(h)
    count = 0
    here = occ.get(h)
    if not here:
        return extra <= limit
    # 4.5: allies in the same hex count together
    uids = here.get(seat, ()) if not state.allies else [
        x for s, us in here.items() if s == seat or allied(state, s, seat) for x in us]
    if not water_part and not any(BLOCKS[state.units[x][BLK]].water for x in uids):
        return len(uids) + extra <= limit
    land_hex = bd.terrain[h] not in WATER
    for uid in uids:
        if (BLOCKS[state.units[uid][BLK]].water and land_hex) == water_part:
            count += 1
    return count + extra <= limit


# ------------------------------------------------------------------ crossing (3.D1)
def can_enter(bd: Board, b: Block, h: Hex) -> bool:
    t = bd.terrain[h]
    if b.water:
        return t in WATER or h in bd.coastal or h in bd.river_hexes
    return t not in WATER


def can_cross(bd: Board, b: Block, a: Hex, n: Hex, side: Side) -> bool:
    if b.flyer:
        return True
    if b.water:
        return side.water and not side.waterfall and side.land != "shallows" and can_enter(bd, b, n)
    if bd.terrain[n] in WATER:
        return False
    if b.ability == AMPHIBIAN and side.river_link and not side.waterfall:
        return True
    land = side.land
    if land == "none":
        return False
    if side.river and not side.bridge and not (b.ability == AMPHIBIAN or b.hero):
        return False
    if land == "mountain":
        return side.road or b.ability == MOUNTAIN or b.hero
    return True


def terrain_stop(bd: Board, b: Block, h: Hex) -> bool:
    """Does entering ``h`` end a normal (not all-road) move of a ground unit (3.1x, 3.15)?"""
    need = STOP_TERRAIN.get(bd.terrain[h])
    return need is not None and b.ability != need


def wall_stop(state: WKState, occ: Occ, h: Hex, seat: int) -> bool:
    """Special map features: a wall hex stops a non-flyer, a gate only if not owned by the mover."""
    bd = board(state)
    if h not in bd.walls:
        return False
    if h in bd.gates and status(state, occ, h, seat) == "own":
        return False
    return True


def side_limit(state: WKState, occ: Occ, b: Block, a: Hex, n: Hex, seat: int) -> int:
    """Hexside limit of 4.6 / 3.1 sidebar for a unit of ``b`` crossing a|n into a battle."""
    bd = board(state)
    side = bd.side(a, n)
    if b.water:
        return WATER_SIDE_LIMIT_OPEN if side.land == "none" else WATER_SIDE_LIMIT_COAST
    if side.wall and (wall_stop(state, occ, a, seat) or wall_stop(state, occ, n, seat)):
        return WALL_LIMIT
    if side.road:
        return BRIDGE_LIMIT if side.bridge else ROAD_LIMIT
    if side.river and not side.bridge:
        return RIVER_LIMIT
    if side.bridge:
        return BRIDGE_LIMIT
    return HEXSIDE_LIMIT[side.land]


def counts_for_limits(b: Block) -> bool:
    return not (b.flyer or b.hero)   # 2.37, 2.8 (artifacts are not units here)


def entries_across(state: WKState, h: Hex, a: Hex, seat: int, water: bool) -> int:
    """Units of ``seat``'s side that entered ``h`` across a|h (4.6: allies share the limit)."""
    if not state.allies:
        return sum(1 for e in state.entries.get(h, ()) if e[1] == seat and e[2] == a and e[3] == water and e[4])
    return sum(1 for e in state.entries.get(h, ()) if (e[1] == seat or allied(state, e[1], seat))
               and e[2] == a and e[3] == water and e[4])


def attacker_sides(state: WKState, h: Hex, seat: int) -> set[Hex]:
    """Hexes from which other players' attackers entered ``h`` this phase (4.7; not allies)."""
    return {e[2] for e in state.entries.get(h, ()) if e[1] != seat and not allied(state, e[1], seat)}


# ------------------------------------------------------------------ the legal single move (4.2)
def unit_ma(state: WKState, uid: str) -> int:
    u = state.units[uid]
    return BLOCKS[u[BLK]].ma + (1 if u[FL] & HASTE else 0)


def can_move(state: WKState, uid: str) -> bool:
    u = state.units[uid]
    b = BLOCKS[u[BLK]]
    if b.ma == 0 or b.castle or u[FL] & (MOVED | PINNED):
        return False
    if u[FL] & CAST and not u[FL] & HASTE:
        return False   # 2.22: a caster does not move unless it is its spell's target
    return True


def move_options(state: WKState, occ: Occ, uid: str,
                 only_dest: Hex | None = None) -> dict[tuple[Hex, Hex], tuple[Hex, ...]]:
    """Every legal (destination, entry-from hex) of ``uid`` with one canonical path each (4.2);
    with ``only_dest``, those ending there alone (checking one move needs no other destination).

    Three searches: a normal move (MA, terrain stops), an all-road move (MA + 1, no terrain
    stops, 3.3) and, for amphibians, an all-river move (3.16); a destination may be reached
    from several hexes, and the entry hexside matters (4.6, 5.4), so each is listed."""
    if not can_move(state, uid):
        return {}
    bd = board(state)
    u = state.units[uid]
    b = BLOCKS[u[BLK]]
    seat = u[OWN]
    start = u[POS]
    ma = unit_ma(state, uid)
    bound = island(state) if is_island_bound(state, seat) else None
    forbidden = set() if u[FL] & PINNED else attacker_sides(state, start, seat)
    flyer, water = b.flyer, b.water
    leave_wall = not flyer and wall_stop(state, occ, start, seat)
    nbrs = bd.nbrs
    stat: dict[Hex, str] = {}
    stops_cache: dict[Hex, bool] = {}

    def st_of(h: Hex) -> str:
        v = stat.get(h)
        if v is None:
            v = stat[h] = status(state, occ, h, seat)
        return v

    def hard_stop(h: Hex) -> bool:
        """Enemy or wall stop, whatever the mode (not for flyers)."""
        v = stops_cache.get(h)
        if v is None:
            v = stops_cache[h] = st_of(h) in ("enemy", "battle") or wall_stop(state, occ, h, seat)
        return v

    cross_ok: dict[tuple[Hex, Hex], bool] = {}

    def edge(a: Hex, n: Hex, mode: str) -> bool:
        if a == start and n in forbidden:
            return False
        if bound is not None and n not in bound:
            return False
        side = bd.side(a, n)
        if mode == "road" and not side.road:
            return False
        if mode == "river" and not (side.river_link and not side.waterfall):
            return False
        key = (a, n)
        ok = cross_ok.get(key)
        if ok is None:
            ok = cross_ok[key] = can_cross(bd, b, a, n, side)
        return ok

    modes = [("normal", ma)]
    if not (flyer or water):
        modes.append(("road", ma + ROAD_BONUS))
        if b.ability == AMPHIBIAN:
            modes.append(("river", ma))
    out: dict[tuple[Hex, Hex], tuple[Hex, ...]] = {}
    room: dict[Hex, bool] = {}
    for mode, limit in modes:
        terrain_stops = mode == "normal" and not water
        dist = {start: 0}
        parent: dict[Hex, Hex] = {}
        stops: set[Hex] = set()
        queue = deque([start])
        while queue:
            h = queue.popleft()
            d = dist[h]
            if d >= limit or (h != start and h in stops):
                continue
            for n in nbrs[h]:
                if n in dist or not edge(h, n, mode):
                    continue
                dist[n] = d + 1
                parent[n] = h
                if not flyer and (hard_stop(n) or (h == start and leave_wall)
                                  or (terrain_stops and terrain_stop(bd, b, n))):
                    stops.add(n)
                queue.append(n)
        for dest in dist:
            if dest == start or (only_dest is not None and dest != only_dest):
                continue
            for prev in nbrs[dest]:
                dp = dist.get(prev)
                if dp is None or dp >= limit or (prev != start and prev in stops):
                    continue
                key = (dest, prev)
                if key in out:
                    continue
                if prev != parent.get(dest) and not edge(prev, dest, mode):
                    continue
                if not _dest_ok(state, occ, uid, prev, dest, room):
                    continue
                path = [dest]
                h = prev
                while h != start:
                    path.append(h)
                    h = parent[h]
                path.reverse()
                out[key] = tuple(path)
    return out


def enters_battle(state: WKState, occ: Occ, seat: int, dest: Hex) -> bool:
    """Would a unit of ``seat`` moving into ``dest`` enter a battle there (its entry is recorded:
    the hexside it crosses counts for 4.6 and decides retreat rights, 5.4)?"""
    here = occ.get(dest)
    if not here:
        return False
    enemies = any(x != seat and not allied(state, x, seat) for x in here)
    return enemies or (seat in here and at_war(state, here))


def move_choices(state: WKState, occ: Occ, uid: str, only_dest: Hex | None = None) -> list[tuple[Hex, ...]]:
    """The paths of ``uid`` a player chooses between (4.2): one per destination, and one per
    entry hexside where the unit enters a battle. Elsewhere two paths to one hex differ in nothing
    the rules look at, so only the shortest (then the first) is offered. With ``only_dest``, the
    paths to that hex alone."""
    seat = state.units[uid][OWN]
    best: dict[object, tuple[tuple[Hex, Hex], tuple[Hex, ...]]] = {}
    for entry, path in sorted(move_options(state, occ, uid, only_dest).items()):
        key: object = entry if enters_battle(state, occ, seat, entry[0]) else entry[0]
        kept = best.get(key)
        if kept is None or len(path) < len(kept[1]):
            best[key] = (entry, path)
    return [path for _entry, path in sorted(best.values())]


def _dest_ok(state: WKState, occ: Occ, uid: str, prev: Hex, dest: Hex, room: dict | None = None) -> bool:
    """Final-hex checks of 4.2 steps 4-5; ``room`` caches the per-destination part."""
    u = state.units[uid]
    b = BLOCKS[u[BLK]]
    seat = u[OWN]
    here = occ.get(dest, {})
    base = room.get(dest) if room is not None else None
    if base is None:
        bd = board(state)
        base = 1
        if b.flyer and (bd.terrain[dest] in WATER or (dest in bd.cities and bd.cities[dest].sea_city)) \
                and not any(x != seat and not allied(state, x, seat) for x in here):
            base = 0   # 2.37: a flyer may attack enemy units at sea but never lands there
        elif not stack_room(state, occ, dest, seat, b):
            base = 0
        elif here and (len(here) > 1 or seat not in here) and (
                not state.allies or at_war(state, here) or any(x != seat and not allied(state, x, seat) for x in here)):
            base = 2   # entering a battle (units of a side not allied with ours): hexside limits apply
        if room is not None:
            room[dest] = base
    if base != 2:
        return base == 1
    if counts_for_limits(b):
        return entries_across(state, dest, prev, seat, b.water) < side_limit(state, occ, b, prev, dest, seat)
    return True


def path_ok(state: WKState, occ: Occ, uid: str, path: tuple[Hex, ...]) -> bool:
    """Is the explicit ``path`` legal for ``uid`` (used by tests and the full-path check)?"""
    if not path:
        return False
    opts = move_options(state, occ, uid)
    prev = path[-2] if len(path) > 1 else state.units[uid][POS]
    if (path[-1], prev) not in opts:
        return False
    bd = board(state)
    u = state.units[uid]
    b = BLOCKS[u[BLK]]
    seat = u[OWN]
    chain = (u[POS],) + tuple(path)
    ma = unit_ma(state, uid)
    all_road = not (b.flyer or b.water) and all(bd.side(x, y).road for x, y in zip(chain, chain[1:]))
    all_river = b.ability == AMPHIBIAN and all(bd.side(x, y).river_link and not bd.side(x, y).waterfall
                                               for x, y in zip(chain, chain[1:]))
    if len(path) > ma + (ROAD_BONUS if all_road else 0):
        return False
    leave_wall = not b.flyer and wall_stop(state, occ, chain[0], seat)
    for i, (x, y) in enumerate(zip(chain, chain[1:])):
        if y not in bd.nbrs[x] or not can_cross(bd, b, x, y, bd.side(x, y)):
            return False
        last = i == len(path) - 1
        if last or b.flyer:
            continue
        st = status(state, occ, y, seat)
        if st in ("enemy", "battle") or wall_stop(state, occ, y, seat) or (i == 0 and leave_wall):
            return False
        if not (all_road or all_river or b.water) and terrain_stop(bd, b, y):
            return False
    return True


# ------------------------------------------------------------------ naval move (4.8, 4.81)
def port_capacity(state: WKState, occ: Occ, h: Hex) -> int:
    bd = board(state)
    docks = sum(1 for us in occ.get(h, {}).values() for uid in us if BLOCKS[state.units[uid][BLK]].dock)
    return bd.cities[h].value + docks


def naval_options(state: WKState, occ: Occ, uid: str) -> dict[Hex, tuple[Hex, ...]]:
    u = state.units[uid]
    b = BLOCKS[u[BLK]]
    seat = u[OWN]
    start = u[POS]
    if b.water or b.ma == 0 or b.castle or b.dock or u[FL] & (MOVED | PINNED | CAST):
        return {}
    if is_island_bound(state, seat):
        return {}   # 7.1.3: undead never make naval moves
    starts = state.port_start[seat]
    if start not in starts or status(state, occ, start, seat) != "own":
        return {}
    if state.port_used.get(start, 0) >= port_capacity(state, occ, start):
        return {}
    bd = board(state)
    ship = BLOCKS["barbarians.viking"]  # water-creature crossing rules for the path (4.8 [DD])
    dist = {start: 0}
    parent: dict[Hex, Hex] = {}
    queue = deque([start])
    out: dict[Hex, tuple[Hex, ...]] = {}
    while queue:
        h = queue.popleft()
        if dist[h] >= NAVAL_RANGE:
            continue
        for n in bd.nbrs[h]:
            if n in dist:
                continue
            if not can_cross(bd, ship, h, n, bd.side(h, n)):
                continue
            st = status(state, occ, n, seat)
            if st in ("enemy", "battle"):
                continue
            dist[n] = dist[h] + 1
            parent[n] = h
            queue.append(n)
            if n in starts and n in bd.ports and st == "own" and bd.terrain[n] not in WATER:
                if state.port_used.get(n, 0) < port_capacity(state, occ, n) and stack_room(state, occ, n, seat, b):
                    path = [n]
                    x = h
                    while x != start:
                        path.append(x)
                        x = parent[x]
                    out[n] = tuple(reversed(path))
    return out


def friendly_ports(state: WKState, seat: int) -> list[Hex]:
    occ = occupancy(state)
    bd = board(state)
    return sorted(h for h in bd.ports if status(state, occ, h, seat) == "own")


# ------------------------------------------------------------------ pinning (4.7)
def pin_demands(state: WKState, occ: Occ, seat: int) -> list[tuple[Hex, int]]:
    """Hexes of ``seat`` attacked this phase with the number of its units to pin there."""
    out = []
    for h, es in state.entries.items():
        mine = occ.get(h, {}).get(seat)
        if not mine:
            continue
        attackers = sum(1 for e in es if e[1] != seat and not allied(state, e[1], seat)
                        and e[0] in state.units and state.units[e[0]][POS] == h)
        if attackers:
            out.append((h, min(attackers, len(mine))))
    out.sort()
    return out
