"""What a seat may know: the view with fog of war and hidden blocks (2.0), the hidden facts
the battery checks, and determinization for search."""

from __future__ import annotations

from typing import Any

from game.core.protocol import view_rng
from game.core.rng import Rng
from game.wizard_kings import build, fog
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.board import WATER
from game.wizard_kings.data import (
    ART_PREFIX,
    BLOCKS,
)
from game.wizard_kings.state import (
    BLK,
    FL,
    FRESH,
    HANDED,
    MOVED,
    OWN,
    PINNED,
    POS,
    RESERVE,
    STR,
    UNKNOWN,
    WKState,
    clone_state,
)

Hex = tuple[int, int]


def view(state: WKState, seat: int | None) -> WKState:
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
    offered = {p.artifact for p in state.pending if p.kind == "capture" and p.seat == seat}
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
    fog.redact(state, v, seat)
    return v


def hidden_facts(state: WKState, seat: int | None) -> dict[str, Any]:
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


def determinize(view: WKState, seat: int | None, seed: int) -> WKState:
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
