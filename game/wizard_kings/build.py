"""The Build phase (6.0-6.6): local city gold, new units from the pool, steps, gold tokens,
merging and disbanding, circles, and the scenario limits of 7.1-7.3."""

from __future__ import annotations

from game.core.events import Event, Note, Secret, ValueChanged
from game.wizard_kings import artifacts, names
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import (
    BuildArtifact,
    BuildStep,
    BuildUnit,
    Cash,
    Disband,
    EndBuild,
    GiveUpGold,
    Merge,
)
from game.wizard_kings.data import ARMIES, BLOCKS, CIRCLE_GAIN, LWS_WIZARD_GAIN
from game.wizard_kings.state import BLK, FL, FRESH, OWN, POS, STR, WKState
from game.wizard_kings.tr import _

Hex = tuple[int, int]
GAVE, GOT = 2048, 4096   # 6.5 merge direction marks (a unit gives or receives, never both)


def city_income(state: WKState, seat: int) -> dict[Hex, int]:
    """6.2 / 6.4: gold of every city friendly to ``seat`` (value + stored tokens)."""
    if state.scenario == "last_wizard_standing":
        return {}   # 7.3: cities produce no gold
    occ = mv.occupancy(state)
    bd = mv.board(state)
    out = {}
    for h, c in bd.cities.items():
        if mv.holder(state, occ, h) == seat:   # an allied city yields to its holder only (6.0 [DD])
            out[h] = c.value + state.tokens.get(h, 0)
    return out


def begin(state: WKState, seat: int, events: list[Event]) -> None:
    state.gold = city_income(state, seat)
    for h in state.gold:
        state.tokens.pop(h, None)
    total = sum(state.gold.values())
    if total:
        events.append(ValueChanged(seat, "gold", total, total))


def finish(state: WKState, seat: int, events: list[Event]) -> None:
    """6.3: gold still left in a city is stored there as gold tokens (the player gave up, with
    GiveUpGold, the gold he chose not to keep; 6.3 [DD]: gold neither spent nor stored is lost)."""
    for h, g in state.gold.items():
        if g > 0:
            state.tokens[h] = g
    state.gold = {}
    for u in state.units.values():
        if u[OWN] == seat:
            u[FL] &= ~(GAVE | GOT)


def undead_rebuild_pending(state: WKState, seat: int) -> bool:
    """7.1.2: eliminated undead must be rebuilt before steps are added."""
    return state.scenario == "isle_of_the_dead" and state.armies[seat] == "Undead" and any(
        not BLOCKS[b].castle for _uid, b in state.dead[seat])


# The kinds of build decision only :func:`options` itself lists: an artifact's options
# (``artifacts.build_options``) never hold one (a recharge is a BuildStep, so that kind is not here).
OWN_KINDS = (BuildUnit, Cash, Merge, Disband, GiveUpGold, EndBuild)


def options(state: WKState, seat: int, only: type | None = None) -> list:
    """Every build decision of ``seat``; with ``only``, just those of that class (the same
    actions, for a check of one action that need not list the others)."""
    def want(kind: type) -> bool:
        return only is None or only is kind

    out: list = []
    scen = state.scenario
    undead = scen == "isle_of_the_dead" and state.armies[seat] == "Undead"
    if want(BuildUnit) and scen not in ("barbarian_raid", "last_wizard_standing"):
        occ = mv.occupancy(state)
        for h, g in sorted(state.gold.items()):
            for key, n in sorted(state.pool[seat].items()):
                if n <= 0 or key not in BLOCKS:
                    continue
                blk = BLOCKS[key]
                if blk.cost > g:
                    continue
                if undead and not any(b == key for _uid, b in state.dead[seat]):
                    continue   # 7.1.2: no new undead units, only rebuilds
                if scen == "alliance_expansion" and blk.army in ARMIES and blk.army not in city_armies(state, occ, seat, h):
                    continue   # 7.4: new units belong to the army that controls the city
                if not can_place(state, occ, seat, key, h):
                    continue
                # 7.1.3: the undead name which eliminated block of that label comes back (the
                # script orders and places them by it); anywhere else that choice changes nothing
                dead = sorted({d for d, b in state.dead[seat] if b == key}, key=id_order) if undead else []
                if dead:
                    out.extend(BuildUnit(seat, key, h, d) for d in dead)
                else:
                    out.append(BuildUnit(seat, key, h))
    no_steps = undead_rebuild_pending(state, seat) or scen == "last_wizard_standing"
    for uid, u in state.units.items() if want(BuildStep) else ():
        if u[OWN] != seat:
            # 4.9: steps for an ally's existing units (not treasuries: no gold to an ally; not
            # blocks he built this phase, still hidden, 6.0 [DD])
            if not state.allies or not mv.allied(state, u[OWN], seat) or u[FL] & FRESH:
                continue
            if BLOCKS[u[BLK]].treasury:
                continue
        blk = BLOCKS[u[BLK]]
        h = u[POS]
        if not no_steps and h in state.gold and u[STR] < blk.max and state.gold[h] >= blk.cost \
                and not (blk.treasury and u[FL] & GAVE):
            out.append(BuildStep(seat, uid))
    if (only is None or only not in OWN_KINDS) and (
            state.arts or any(artifacts.is_art_key(k) for k in state.pool[seat])):
        out.extend(artifacts.build_options(state, seat))
    # 2.6: a treasury in a friendly city may turn its steps into that city's gold (not the
    # steps it received this phase: no round trips).
    for uid, u in state.units.items() if want(Cash) else ():
        if u[OWN] == seat and BLOCKS[u[BLK]].treasury and u[POS] in state.gold and not u[FL] & (FRESH | GOT):
            out.append(Cash(seat, uid))
    # 6.5 merging: same label, same hex; a unit gives or receives, never both.
    mine = [(uid, u) for uid, u in state.units.items() if u[OWN] == seat]
    for uid, u in mine if want(Merge) else ():
        if u[FL] & GOT:
            continue
        for oid, o in mine:
            if oid == uid or o[BLK] != u[BLK] or o[POS] != u[POS] or o[FL] & GAVE:
                continue
            if o[STR] < BLOCKS[o[BLK]].max:
                out.append(Merge(seat, uid, oid))
    for uid, u in mine if want(Disband) else ():
        if not BLOCKS[u[BLK]].castle or scen == "free":
            out.append(Disband(seat, uid))
    # 6.3: storing leftover gold is the player's choice, city by city
    if want(GiveUpGold):
        out.extend(GiveUpGold(seat, h) for h, g in sorted(state.gold.items()) if g > 0)
    if want(EndBuild):
        out.append(EndBuild(seat))
    return out


def city_armies(state: WKState, occ: mv.Occ, seat: int, h: Hex) -> set[str]:
    """7.4 [DD]: the armies of ``seat`` that control city ``h`` = those with a unit of their own
    label there (Chaos units belong to no army label; with both armies present, either may build)."""
    found = {BLOCKS[state.units[x][BLK]].army for x in occ.get(h, {}).get(seat, ())}
    found &= set(ARMIES)
    return found if found else set(ARMIES)


def can_place(state: WKState, occ: mv.Occ, seat: int, key: str, h: Hex) -> bool:
    """Where a new block may stand: a friendly city, stacking, castle and water limits (6.2)."""
    blk = BLOCKS[key]
    bd = mv.board(state)
    if h not in bd.cities:
        return False
    if blk.water and h not in bd.ports:
        return False
    if blk.dock and h not in bd.ports:
        return False
    if blk.castle and any(BLOCKS[state.units[x][BLK]].castle for x in occ.get(h, {}).get(seat, ())):
        return False   # 2.4 [DD] one castle per hex
    if blk.wizard and h in bd.circles:
        return False   # 6.6: no new wizard on a Circle
    return mv.stack_room(state, occ, h, seat, blk)


def id_order(uid: str) -> tuple[str, int, str]:
    """Unit ids in their natural order: ``U2`` before ``U10`` (7.1.3 "lowest id")."""
    head = uid.rstrip("0123456789")
    digits = uid[len(head):]
    letters = head.rstrip("-")
    return (letters, int(digits) if digits else -1, head)


def new_unit(state: WKState, seat: int, key: str, h: Hex, strength: int = 1, rebuild: str = "") -> str:
    """Take ``key`` from the pool and place it under a new id. A rebuilt block (``rebuild`` names
    it, else the first eliminated block of that label) is recorded in ``state.rebuilt`` for its
    owner: its old id would tie it, in the other armies' eyes, to the block they saw fall."""
    state.pool[seat][key] -= 1
    if state.pool[seat][key] == 0:
        del state.pool[seat][key]
    before = ""
    for i, (d_uid, d_key) in enumerate(state.dead[seat]):
        if d_key == key and (not rebuild or d_uid == rebuild):
            before = state.rebuilt.pop(d_uid, d_uid)
            del state.dead[seat][i]
            break
    prefix = f"P{seat + 1}-" if state.scenario == "alliance_expansion" else state.armies[seat][0]
    uid = f"{prefix}{state.next_id[seat]}"
    state.next_id[seat] += 1
    while uid in state.units or uid in state.rebuilt or any(uid == d for d, _k in state.dead[seat]):
        uid = f"{prefix}{state.next_id[seat]}"
        state.next_id[seat] += 1
    if before:
        state.rebuilt[uid] = before
    state.units[uid] = [key, seat, h, strength, FRESH]
    return uid


def perform(state: WKState, action, events: list[Event]) -> None:
    seat = action.seat
    if isinstance(action, BuildUnit):
        blk = BLOCKS[action.block]
        state.gold[action.city] -= blk.cost
        uid = new_unit(state, seat, action.block, action.city, rebuild=action.unit)
        where = mv.board(state).hex_name(action.city)
        events.append(Secret(_("{army} build a {block} in {place}", army=names.seat_army(state, seat),
                               block=_(blk.name), place=where), seat,
                             _("{army} build a block", army=names.seat_army(state, seat))))
        del uid
    elif isinstance(action, BuildArtifact):
        artifacts.buy(state, seat, action.artifact, action.carrier)
    elif isinstance(action, BuildStep) and action.unit in state.arts:
        artifacts.recharge(state, action.unit)
    elif isinstance(action, BuildStep):
        u = state.units[action.unit]
        state.gold[u[POS]] -= BLOCKS[u[BLK]].cost
        u[STR] += 1
        if BLOCKS[u[BLK]].treasury:
            u[FL] |= GOT
    elif isinstance(action, Cash):
        u = state.units[action.unit]
        blk = BLOCKS[u[BLK]]
        state.gold[u[POS]] += blk.treasury
        u[FL] |= GAVE
        events.append(ValueChanged(seat, "gold", blk.treasury, state.gold[u[POS]]))
        if u[STR] <= 1:
            from game.wizard_kings.combat import eliminate
            eliminate(state, action.unit, events, _("treasury {unit} is spent", unit=action.unit))
        else:
            u[STR] -= 1
    elif isinstance(action, Merge):
        src, dst = state.units[action.source], state.units[action.dest]
        src[FL] |= GAVE
        dst[FL] |= GOT
        dst[STR] += 1
        if src[STR] <= 1:
            from game.wizard_kings.combat import eliminate
            eliminate(state, action.source, events, _("{unit} merged away", unit=action.source))
        else:
            src[STR] -= 1
    elif isinstance(action, GiveUpGold):
        state.gold[action.city] = 0
        events.append(Note(_("{army} give up some unspent gold", army=names.seat_army(state, seat))))
    elif isinstance(action, Disband):
        from game.wizard_kings.combat import eliminate
        eliminate(state, action.unit, events, _("{unit} disbanded", unit=action.unit))


def end_of_phase(state: WKState, events: list[Event]) -> None:
    """Circle steps (6.6) and the 7.3 wizard gain, after everybody has built."""
    bd = mv.board(state)
    for uid, u in state.units.items():
        u[FL] &= ~FRESH   # 6.0 [DD]: all build orders are revealed together
        blk = BLOCKS[u[BLK]]
        if not blk.wizard:
            continue
        gain = 0
        if u[POS] in bd.circles:
            gain += CIRCLE_GAIN
        if state.scenario == "last_wizard_standing":
            gain += LWS_WIZARD_GAIN
        if gain and u[STR] < blk.max:
            u[STR] = min(blk.max, u[STR] + gain)
            # which block is the wizard stays its owner's secret (2.0)
            events.append(Secret(_("{unit} gains steps (circle)", unit=uid) if u[POS] in bd.circles else
                                 _("{unit} gains steps (scenario)", unit=uid), u[OWN], ""))
