"""The invariant check the battery runs after every action."""

from __future__ import annotations

from game.core.protocol import InvariantError
from game.wizard_kings import artifacts
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.board import WATER
from game.wizard_kings.data import (
    ART_PREFIX,
    ARTIFACTS,
    BLOCKS,
)
from game.wizard_kings.state import (
    BLK,
    OWN,
    POS,
    STR,
    UNKNOWN,
    WKState,
)

Hex = tuple[int, int]


def check_invariants(state: WKState) -> None:
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
    waiting |= {p.artifact for p in state.pending if p.kind == "capture"}
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
