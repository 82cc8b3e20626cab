"""Battles (5.0-5.5): battle order, combat turns in rating order, fire, spells, hit allocation to
the strongest unit, spell-damage limits, retreat rights, pursuit round and regroup.

Every choice is a pending decision of the seat concerned; :func:`actor` names it and
:func:`options` lists its actions. ``state.battle`` holds the battle being fought.
"""

from __future__ import annotations

from game.core.events import DiceRolled, Event, Hit, Note, Secret, StepLost
from game.core.hexgrid import distance
from game.wizard_kings import artifacts, names, words
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import (
    ActFirst,
    CastSpell,
    ChooseBattle,
    Dispel,
    EndRegroup,
    Fire,
    Hold,
    JoinSide,
    LeaveArtifact,
    Regroup,
    Retreat,
    Ritual,
    TakeHit,
    WaitTurn,
    Wield,
)
from game.wizard_kings.board import WATER
from game.wizard_kings.data import (
    BLOCKS,
    BONUS_TERRAIN,
    CITY,
    CLERIC,
    DISPEL_SUCCESS,
    FLYER,
    HEAL_HIGH_STEPS,
    HEAL_LOW_STEPS,
    LETTER_ORDER,
    MAX_ROUNDS,
    MOUNTAIN,
    PURSUIT_ROUND,
    SHIELD_HITS,
    SPELL_CARDS,
    SPELLS,
)
from game.wizard_kings.machine import MACHINE
from game.wizard_kings.records import (
    BattleSpell,
    Capture,
    Carry,
    Choice,
    DispelChance,
    HealSteps,
    Hits,
    Leave,
    Order,
    Side,
    Withdraw,
    replace_top,
)
from game.wizard_kings.state import (
    ACTED,
    BLK,
    DAZED,
    FL,
    FRESH,
    OWN,
    POS,
    REGROUPED,
    RESERVE,
    STR,
    WAITED,
    WKState,
)
from game.wizard_kings.tr import _

Hex = tuple[int, int]


class BattleEvent(Note):
    """A battle starts or ends (log line; the view may frame the hex)."""


class SpellCast(Note):
    """A wizard casts a spell: in the open, the caster, the spell and its target seen by all."""

    def sighting(self) -> str:
        return self.message


# ------------------------------------------------------------------ helpers
def side_index(state: WKState, seat: int) -> int:
    """0 = attacker side, 1 = defender side (4.9: a joining army has its ally's status)."""
    b = state.battle
    sides = b.get("sides")
    if sides is not None and 0 <= seat < len(sides) and sides[seat] >= 0:
        return sides[seat]
    return 0 if seat == b["att"] else 1


def side_seats(state: WKState, si: int) -> list[int]:
    """Seats on side ``si``, the side leader (first attacker / original defender) first."""
    b = state.battle
    lead = b["att"] if si == 0 else b["dfn"]
    sides = b.get("sides") or []
    return [lead] + [s for s, v in enumerate(sides) if v == si and s != lead]


def fighters(state: WKState, seat: int) -> list[str]:
    """Units in the battle hex on ``seat``'s side (allies count as one side, 4.9)."""
    b = state.battle
    h = b["hex"]
    mine = set(side_seats(state, side_index(state, seat)))
    return [uid for uid, u in state.units.items() if u[POS] == h and u[OWN] in mine]


def enemy_of(state: WKState, seat: int) -> int:
    b = state.battle
    return b["dfn"] if side_index(state, seat) == 0 else b["att"]


def moon_phase(turn: int) -> int:
    return (turn - 1) % 4   # Table 2-D [DD]: 0 New, 1 Waxing, 2 Full, 3 Waning


def combat_number(state: WKState, uid: str, base: int | None = None) -> int:
    """5.31 effective combat number (terrain +1 at most, walled, underground, BLESS/CURSE, moon);
    ``base`` replaces the unit's own number (a magic weapon, Table 2-E [DD])."""
    u = state.units[uid]
    blk = BLOCKS[u[BLK]]
    bd = mv.board(state)
    h = state.battle["hex"]
    city = bd.cities.get(h)
    n = blk.number if base is None else base
    bonus = 0
    if not blk.water:
        if BONUS_TERRAIN.get(bd.terrain[h]) == blk.ability and blk.ability:
            bonus = 1
        if city is not None and blk.ability == CITY:
            bonus = 1
        if city is not None and city.underground and blk.ability == MOUNTAIN:
            bonus = 1
    n += bonus
    if city is not None and city.walled and side_index(state, u[OWN]) == 1:
        n += 1
    if city is not None and city.underground and blk.ability == FLYER:
        n -= 1
    si = side_index(state, u[OWN])
    n += state.battle["bless"][si] - state.battle["curse"][si]
    if blk.were:
        phase = moon_phase(state.turn)
        n += 1 if phase == 2 else -1 if phase == 0 else 0
    return max(0, min(6, n))


def count_hits(dice: list[int], number: int) -> int:
    return sum(1 for d in dice if d <= number)


def _groups(state: WKState) -> list[tuple[int, int]]:
    b = state.battle
    if b.get("sides") is None:
        return [(rank, seat) for rank in range(6) for seat in (b["dfn"], b["att"])]
    order = side_seats(state, 1) + side_seats(state, 0)
    return [(rank, seat) for rank in range(6) for seat in order]


def weapon_rank(state: WKState, uid: str) -> int | None:
    """2.7: the letter rank of the magic weapon ``uid`` may wield (None without one)."""
    aid = artifacts.carried(state, uid)
    if aid is None or BLOCKS[state.units[uid][BLK]].wizard:
        return None
    art = artifacts.spec(state.arts[aid][0])
    return None if art.letter == "L" else LETTER_ORDER.get(art.letter)


def _waiting(state: WKState, seat: int, rank: int) -> list[str]:
    """``seat``'s units in the battle that still act at firing step ``rank`` this round."""
    b = state.battle
    h = b["hex"]
    rnd = b["round"]
    waiting = []
    for uid, u in state.units.items():
        if u[POS] != h or u[OWN] != seat or u[FL] & ACTED:
            continue
        if rnd == 1 and u[FL] & RESERVE:
            continue
        own = LETTER_ORDER[BLOCKS[u[BLK]].letter]
        wr = weapon_rank(state, uid) if state.arts else None
        if wr is not None and wr != own and not (rnd == PURSUIT_ROUND and side_index(state, seat) == 0):
            # 2.7: the weapon's letter replaces the unit's own when it is wielded, so the
            # carrier may act at either step (the earlier one first, unless it waited)
            own = max(own, wr) if u[FL] & WAITED else min(own, wr)
        if own == rank:
            waiting.append(uid)
    return waiting


def current_group(state: WKState) -> tuple[int, int, list[str]] | None:
    """(letter rank, seat, units still to act) of the step now acting (5.2), None at round end.
    Between allied armies of one side, the army the side leader picked acts first (5.2 [DD])."""
    b = state.battle
    pick = b.get("first")
    for rank, seat in _groups(state):
        waiting = _waiting(state, seat, rank)
        if waiting:
            if pick is not None and pick[0] == b["round"] and pick[1] == rank and pick[2] != seat \
                    and side_index(state, pick[2]) == side_index(state, seat):
                chosen = _waiting(state, pick[2], rank)
                if chosen:
                    return rank, pick[2], chosen
            return rank, seat, waiting
    return None


def both_sides_present(state: WKState) -> bool:
    here = {u[OWN] for u in state.units.values() if u[POS] == state.battle["hex"]}
    return any(x in here for x in side_seats(state, 0)) and any(x in here for x in side_seats(state, 1))


def order_choice(state: WKState, g: tuple[int, int, list[str]]) -> list[int]:
    """5.2 [DD]: the allied armies of the acting side that all have units waiting at this firing
    step, when the side leader has not yet said which of them goes next (empty: no choice)."""
    b = state.battle
    if b.get("sides") is None:
        return []
    rank, seat, _unused = g
    cands = [p for p in side_seats(state, side_index(state, seat)) if _waiting(state, p, rank)]
    if len(cands) < 2:
        return []
    pick = b.get("first")
    if pick is not None and pick[0] == b["round"] and pick[1] == rank and pick[2] in cands:
        return []
    return cands


# ------------------------------------------------------------------ retreat (5.4)
def retreat_dests(state: WKState, occ: mv.Occ, uid: str, forced: bool = False) -> list[Hex]:
    u = state.units[uid]
    blk = BLOCKS[u[BLK]]
    if blk.castle or blk.ma == 0:
        return []
    b = state.battle
    h = u[POS]
    seat = u[OWN]
    bd = mv.board(state)
    bound = mv.island(state) if mv.is_island_bound(state, seat) else None
    out = set()
    entries = state.entries.get(h, [])
    for n in bd.nbrs[h]:
        if bound is not None and n not in bound:
            continue
        if mv.status(state, occ, n, seat) not in ("own", "neutral"):
            continue
        if n in state.battles:
            continue
        side = bd.side(h, n)
        if not mv.can_cross(bd, blk, h, n, side) or not mv.can_enter(bd, blk, n):
            continue
        if blk.flyer and bd.terrain[n] in WATER:
            continue
        if not mv.stack_room(state, occ, n, seat, blk):
            continue
        if not blk.flyer:
            across = [e for e in entries if e[2] == n]
            if across:
                if across[-1][1] != seat:
                    continue
            elif side_index(state, seat) != 1:
                continue
            if mv.counts_for_limits(blk):
                key = f"{seat}|{n[0]},{n[1]}"
                if b["retreats"].get(key, 0) >= mv.side_limit(state, occ, blk, h, n, seat):
                    continue
        out.add(n)
    if blk.flyer:
        out.update(flyer_range(state, occ, uid))
    return sorted(out)


def flyer_range(state: WKState, occ: mv.Occ, uid: str) -> list[Hex]:
    """5.4 / 2.37: the friendly land hexes up to a flyer's full MA away (not battle hexes, with
    stacking room), where it may retreat instead of to an adjacent hex."""
    u = state.units[uid]
    blk = BLOCKS[u[BLK]]
    h, seat = u[POS], u[OWN]
    bd = mv.board(state)
    bound = mv.island(state) if mv.is_island_bound(state, seat) else None
    out = []
    for n in bd.nbrs:
        if n == h or bd.terrain[n] in WATER or distance(h, n) > blk.ma:
            continue
        if bound is not None and n not in bound:
            continue
        if mv.status(state, occ, n, seat) == "own" and n not in state.battles \
                and mv.stack_room(state, occ, n, seat, blk):
            out.append(n)
    return out


def must_retreat(state: WKState, uid: str) -> bool:
    """7.1 solitaire: "An undead unit must retreat if it has strength 1 in a combat round" - from
    round 2, since no unit retreats in round 1 (5.4); castles never move (2.4). With two players
    the undead are played normally (7.1)."""
    if state.scenario != "isle_of_the_dead" or not state.opts.get("solitaire"):
        return False
    u = state.units[uid]
    return (state.armies[u[OWN]] == "Undead" and u[STR] == 1 and not BLOCKS[u[BLK]].castle
            and state.battle is not None and state.battle["round"] >= 2)


# ------------------------------------------------------------------ decisions
def actor(state: WKState) -> int | None:
    """The seat that decides next in the Combat phase."""
    if state.pending:
        return state.pending[-1].seat
    if state.battle is None:
        return None
    g = current_group(state)
    return None if g is None else g[1]


def options(state: WKState, seat: int) -> list:
    """The acting group's options in the battle's own turn (5.3); a decision on the stack
    brings its own (declared with it in ``flow``, from the functions below)."""
    if state.pending:
        return []
    occ = mv.occupancy(state)
    g = current_group(state)
    if g is None or g[1] != seat:
        return []
    out: list = []
    for uid in g[2]:
        out.extend(unit_options(state, occ, g, uid))
    return out


# the options of each kind of battle decision on the stack (its record ``top``, its seat's)
def choose_options(state: WKState, top: Choice) -> list:
    return [ChooseBattle(top.seat, h) for h in battles_of(state, top.seat)]


def hits_options(state: WKState, top: Hits) -> list:
    return [TakeHit(top.seat, uid) for uid in hit_candidates(state)]


def withdraw_options(state: WKState, top: Withdraw) -> list:
    return [Retreat(top.seat, top.unit, d) for d in retreat_dests(state, mv.occupancy(state), top.unit, forced=True)]


def dispel_options(state: WKState, top: DispelChance) -> list:
    wiz = top.wizards[0]
    return [Dispel(top.seat, wiz, True), Dispel(top.seat, wiz, False)]


def side_options(state: WKState, top: Side) -> list:
    return [JoinSide(top.seat, top.hex, True), JoinSide(top.seat, top.hex, False)]


def leave_choices(state: WKState, top: Leave) -> list:
    return leave_options(state, mv.occupancy(state), top.seat)


def regroup_choices(state: WKState, top: Choice) -> list:
    return regroup_options(state, mv.occupancy(state), top.seat) + [EndRegroup(top.seat)]


def capture_choices(state: WKState, top: Capture) -> list:
    takes = artifacts.capture_options(state, top.seat, top.artifact, top.hex)
    return [*takes, LeaveArtifact(top.seat, top.artifact)] if takes else []


def carry_choices(state: WKState, top: Carry) -> list:
    return artifacts.carry_break(state, top.seat, top.hex, top.moved)


def order_options(state: WKState, top: Order) -> list:
    return [ActFirst(top.seat, p) for p in top.owners]


def unit_options(state: WKState, occ: mv.Occ, g: tuple[int, int, list[str]], uid: str) -> list:
    """The choices of one unit of the acting group ``g`` (``current_group``) in its combat turn:
    every action :func:`options` lists that names this unit (the combat turn's own check of one
    action needs no other unit's)."""
    seat = g[1]
    rnd = state.battle["round"]
    u = state.units[uid]
    blk = BLOCKS[u[BLK]]
    out: list = []
    dests = retreat_dests(state, occ, uid) if rnd >= 2 else []
    if (rnd == PURSUIT_ROUND and side_index(state, seat) == 0) or must_retreat(state, uid):
        out.extend(Retreat(seat, uid, d) for d in dests)
        return out
    wr = weapon_rank(state, uid) if state.arts else None
    own = LETTER_ORDER[blk.letter]
    if wr is not None and wr != own:
        if g[0] == wr:       # the weapon's step: wield it, or wait for the unit's own step
            out.append(Wield(seat, uid))
            if not u[FL] & WAITED:
                out.append(WaitTurn(seat, uid))
            out.extend(Retreat(seat, uid, d) for d in dests)
            return out
        if not u[FL] & WAITED:
            out.append(WaitTurn(seat, uid))
    elif state.arts:
        out.extend(artifacts.combat_options(state, seat, uid, fighters(state, enemy_of(state, seat))))
    if blk.wizard:
        out.extend(spell_options(state, uid))
    else:
        out.append(Fire(seat, uid))
        if blk.chaos and u[STR] >= 2 and not (blk.were and moon_phase(state.turn) == 0):
            out.append(Fire(seat, uid, True))
        if blk.ability == CLERIC:
            out.append(Ritual(seat, uid))
    out.extend(Retreat(seat, uid, d) for d in dests)
    if blk.wizard:
        # 5.2 "if a wizard wants neither to retreat nor to cast a spell, its A+ turn is
        # skipped"; every other unit fires (or retreats, 5.4, or uses what replaces firing)
        out.append(Hold(seat, uid))
    return out


def spell_options(state: WKState, uid: str) -> list:
    u = state.units[uid]
    seat = u[OWN]
    army = BLOCKS[u[BLK]].army
    enemy = enemy_of(state, seat)
    foes = fighters(state, enemy)
    out = []
    for code in SPELL_CARDS.get(army, ()):
        sp = SPELLS[code]
        if not sp.battle or sp.level > u[STR]:
            continue
        if sp.targeted:
            for f in foes:
                fu = state.units[f]
                fb = BLOCKS[fu[BLK]]
                if fu[FL] & RESERVE and state.battle["round"] == 1:
                    continue
                if fb.castle and fu[STR] == 1:
                    continue   # 5.34: castles at strength 1 are immune to spells
                out.append(CastSpell(seat, uid, code, f))
        elif code == "DAZE":
            for f in foes:
                fu = state.units[f]
                fb = BLOCKS[fu[BLK]]
                if not (fb.castle or fb.wizard) and not fu[FL] & ACTED:
                    out.append(CastSpell(seat, uid, code, f))
        else:
            out.append(CastSpell(seat, uid, code))
    return out


def hit_candidates(state: WKState) -> list[str]:
    """Units tied for strongest among those that may take the current hit (5.32)."""
    top = state.pending[-1]
    seat, spell, target = top.seat, top.spell, top.target
    b = state.battle
    pool = []
    for uid in fighters(state, seat):
        u = state.units[uid]
        if b["round"] == 1 and u[FL] & RESERVE:
            continue
        if spell and BLOCKS[u[BLK]].castle and u[STR] == 1:
            continue
        pool.append(uid)
    if target:
        return [target] if target in pool else []
    if not pool:
        return []
    best = max(state.units[x][STR] for x in pool)
    return [x for x in pool if state.units[x][STR] == best]


def battles_of(state: WKState, seat: int) -> list[Hex]:
    return [h for h in state.battles if battle_attacker(state, h) == seat]


def battle_attacker(state: WKState, h: Hex) -> int:
    occ = mv.occupancy(state)
    seats = sorted(occ.get(h, {}))
    a = state.attacker_of.get(h)
    if a in seats:
        return a
    # fallback: the later player in this turn's order attacks
    return max(seats, key=lambda s: state.order.index(s) if s in state.order else s)


# ------------------------------------------------------------------ regroup (5.5)
def regroup_options(state: WKState, occ: mv.Occ, seat: int) -> list:
    b = state.battle
    h = b["hex"]
    bd = mv.board(state)
    bound = mv.island(state) if mv.is_island_bound(state, seat) else None
    out = []
    for uid, u in state.units.items():
        if u[OWN] != seat or u[FL] & REGROUPED:
            continue
        blk = BLOCKS[u[BLK]]
        if blk.castle or blk.ma == 0:
            continue
        if u[POS] == h:
            for n in bd.nbrs[h]:
                if bound is not None and n not in bound:
                    continue
                if mv.status(state, occ, n, seat) not in ("own", "neutral") or n in state.battles:
                    continue
                if not (mv.can_cross(bd, blk, h, n, bd.side(h, n)) and mv.can_enter(bd, blk, n)):
                    continue
                if blk.flyer and bd.terrain[n] in WATER:
                    continue
                if mv.stack_room(state, occ, n, seat, blk):
                    out.append(Regroup(seat, uid, n))
        elif u[POS] in bd.nbrs[h] and u[POS] not in state.battles:
            p = u[POS]
            if mv.status(state, occ, p, seat) != "own":
                continue
            if not (mv.can_cross(bd, blk, p, h, bd.side(p, h)) and mv.can_enter(bd, blk, h)):
                continue
            if mv.stack_room(state, occ, h, seat, blk):
                out.append(Regroup(seat, uid, h))
    return out


def leavers(state: WKState, occ: mv.Occ, top: list) -> list[str]:
    """Units that must still leave the battle hex for a ``leave`` decision (all of the seat's
    units there, or only its flyers when the hex is at sea, 2.37 / Part 7 item 12)."""
    here = occ.get(top.hex, {}).get(top.seat, [])
    if top.at_sea:
        return [x for x in here if BLOCKS[state.units[x][BLK]].flyer]
    return list(here)


def leave_options(state: WKState, occ: mv.Occ, seat: int) -> list:
    """4.9 [DD]: after a battle won by allies, the armies other than the one that holds the hex
    must leave it like a regroup (5.5): each of their units there moves to an adjacent hex.
    2.37 [DD]: flyers that won a battle at sea must leave the same way."""
    top = state.pending[-1] if state.pending and state.pending[-1].kind == "leave" else None
    must = set(leavers(state, occ, top)) if top is not None else None
    h = state.battle["hex"]
    out: list = [a for a in regroup_options(state, occ, seat)
                 if state.units[a.unit][POS] == h and (must is None or a.unit in must)]
    if top is not None and top.at_sea:
        # 2.37 / Part 7 item 12 [DD]: a flyer leaving the sea may instead fly up to its full MA
        # to a friendly hex, as in a flyer's retreat (5.4)
        near = {(a.unit, a.dest) for a in out}
        for uid in sorted(must or ()):
            out.extend(Retreat(seat, uid, d) for d in sorted(flyer_range(state, occ, uid)) if (uid, d) not in near)
    return out


# ------------------------------------------------------------------ performing
def eliminate(state: WKState, uid: str, events: list[Event], reason: str = "") -> None:
    u = state.units.pop(uid)
    blk = BLOCKS[u[BLK]]
    seat = u[OWN]
    if state.arts:
        artifacts.drop_carrier(state, uid, u[POS], events)
    in_battle = state.battle is not None and u[POS] == state.battle["hex"]
    if u[FL] & FRESH:
        # a block built this phase and removed again is part of the hidden build orders (6.0 [DD])
        who = _("{unit} ({army})", unit=uid, army=names.seat_army(state, seat))
        events.append(Secret(_("{unit} is removed: {reason}", unit=who, reason=reason) if reason else
                             _("{unit} is removed", unit=who), seat, ""))
        reason = ""
    else:
        # outside a battle the block stays face down for the others (2.0 fog of war)
        events.append(StepLost(f"{uid} {blk.name}" if in_battle else f"{uid} ({state.armies[seat]})",
                               u[STR] if in_battle else 1, True))
    if state.scenario == "alliance_expansion" and blk.castle:
        # 7.4: the loss of a castle disbands every unit of its army; its blocks leave the game.
        state.removed[seat][u[BLK]] = state.removed[seat].get(u[BLK], 0) + 1
        events.append(Note(_("The castle of the {army} falls: their army is disbanded", army=names.army(blk.army))))
        for other in [x for x, o in state.units.items() if o[OWN] == seat and BLOCKS[o[BLK]].army == blk.army]:
            ou = state.units.pop(other)
            aid = artifacts.carried(state, other) if state.arts else None
            if aid is not None:
                artifacts.destroy(state, aid, events, _("its carrier was disbanded"), unseen=True)   # 2.7
            state.removed[seat][ou[BLK]] = state.removed[seat].get(ou[BLK], 0) + 1
            shown = state.battle is not None and ou[POS] == state.battle["hex"]
            events.append(StepLost(f"{other} {BLOCKS[ou[BLK]].name}" if shown else f"{other} ({state.armies[seat]})",
                                   ou[STR] if shown else 1, True))
        for key in [k for k in state.pool[seat] if k in BLOCKS and BLOCKS[k].army == blk.army]:
            state.removed[seat][key] = state.removed[seat].get(key, 0) + state.pool[seat].pop(key)
        return
    if blk.wizard or state.opts.get("permanent_losses"):
        state.removed[seat][u[BLK]] = state.removed[seat].get(u[BLK], 0) + 1   # 2.24
    else:
        state.pool[seat][u[BLK]] = state.pool[seat].get(u[BLK], 0) + 1
        state.dead[seat].append([uid, u[BLK]])
    if reason:
        # why a face-down block left (spent treasury, merged away) is its owner's to know
        events.append(Note(reason) if in_battle else Secret(reason, seat, ""))


def lose_step(state: WKState, uid: str, events: list[Event], source: str = "") -> None:
    u = state.units[uid]
    if u[STR] <= 1:
        eliminate(state, uid, events)
    else:
        u[STR] -= 1
        events.append(StepLost(f"{uid} {BLOCKS[u[BLK]].name}", 1, False))


def roll(state: WKState, seat: int, n: int, purpose: str, events: list[Event]) -> list[int]:
    dice = state.rng.dice(n)
    events.append(DiceRolled(seat, tuple(dice), purpose=purpose))
    return dice


def do_wield(state: WKState, seat: int, uid: str, events: list[Event]) -> None:
    """2.7: a regular combat roll at the weapon's number; the weapon pays one step."""
    number = artifacts.weapon_number(state, uid)
    aid = artifacts.carried(state, uid)
    if aid is not None and artifacts.breaks(state, seat, aid, events):
        state.units[uid][FL] |= ACTED
        artifacts.destroy(state, aid, events, _("a foreign artifact broke"))
        lose_step(state, uid, events)
        return
    do_fire(state, seat, uid, False, events, number)
    if aid is not None and aid in state.arts:
        artifacts.use(state, aid, events)


def do_artifact_spell(state: WKState, seat: int, uid: str, code: str, target: str, events: list[Event]) -> None:
    """2.7: the carrier's combat turn; the artifact (not the carrier) pays one step."""
    state.units[uid][FL] |= ACTED
    aid = artifacts.carried(state, uid)
    if aid is not None and artifacts.breaks(state, seat, aid, events):
        artifacts.destroy(state, aid, events, _("a foreign artifact broke"))
        lose_step(state, uid, events)
        return
    spell = names.spell(code)
    events.append(SpellCast(_("{unit} casts {spell} through artifact {artifact} at {target}", unit=uid, spell=spell,
                              artifact=aid, target=target) if target else
                            _("{unit} casts {spell} through artifact {artifact}", unit=uid, spell=spell, artifact=aid)))
    if aid is not None:
        artifacts.use(state, aid, events)
    _spell_declared(state, seat, code, target, uid, events)


def do_fire(state: WKState, seat: int, uid: str, berserk: bool, events: list[Event],
            base: int | None = None) -> None:
    u = state.units[uid]
    u[FL] |= ACTED
    num = combat_number(state, uid, base)
    n = u[STR] * (2 if berserk else 1)
    blk = BLOCKS[u[BLK]]
    dice = roll(state, seat, n, f"{uid} {blk.name} {blk.letter}{num}" + (" berserk" if berserk else ""), events)
    hits = count_hits(dice, num)
    if berserk:
        lose_step(state, uid, events)   # 2.5: then loses one step (never its last: str >= 2)
    if hits:
        state.pending.append(Hits(seat=enemy_of(state, seat), left=hits, spell=0, target="", source=uid))


def do_ritual(state: WKState, seat: int, uid: str, events: list[Event]) -> None:
    """Prayer (Table 2-D [DD]): the cleric loses a step, 1d6: 1-3 one step, 4-6 two steps for
    other friendly units in the battle, placed by the owner."""
    u = state.units[uid]
    u[FL] |= ACTED
    h = u[POS]
    lose_step(state, uid, events)
    die = roll(state, seat, 1, "Prayer", events)[0]
    steps = HEAL_LOW_STEPS if die <= 3 else HEAL_HIGH_STEPS
    state.pending.append(HealSteps(seat=seat, hex=h, left=steps, caster=uid))


def do_retreat(state: WKState, seat: int, uid: str, dest: Hex, events: list[Event]) -> None:
    u = state.units[uid]
    h = u[POS]
    blk = BLOCKS[u[BLK]]
    if not blk.flyer and mv.counts_for_limits(blk):
        key = f"{seat}|{dest[0]},{dest[1]}"
        state.battle["retreats"][key] = state.battle["retreats"].get(key, 0) + 1
    u[POS] = dest
    u[FL] |= ACTED
    events.append(words.moved(state, seat, f"{uid} {blk.name}", (h, dest)))


def do_cast(state: WKState, seat: int, uid: str, code: str, target: str, events: list[Event]) -> None:
    u = state.units[uid]
    u[FL] |= ACTED
    sp = SPELLS[code]
    events.append(SpellCast(_("{unit} casts {spell} at {target}", unit=uid, spell=names.spell(code), target=target)
                            if target else _("{unit} casts {spell}", unit=uid, spell=names.spell(code))))
    # 2.22: the steps are paid on declaring the spell.
    if u[STR] <= sp.level:
        eliminate(state, uid, events, _("{unit} spends its last steps on {spell}", unit=uid, spell=names.spell(code)))
    else:
        u[STR] -= sp.level
        events.append(StepLost(f"{uid}", sp.level, False))
    _spell_declared(state, seat, code, target, uid, events)


def _spell_declared(state: WKState, seat: int, code: str, target: str | None, uid: str,
                    events: list[Event]) -> None:
    """The spell waits on the stack while an enemy wizard in the battle may Dispel it (2.2 [DD])."""
    state.pending.append(BattleSpell(seat=seat, spell=code, target=target, caster=uid))
    if state.opts.get("dispel"):
        enemy = enemy_of(state, seat)
        cands = sorted(w for w in fighters(state, enemy) if BLOCKS[state.units[w][BLK]].wizard)
        if cands:
            state.pending.append(DispelChance(seat=state.units[cands[0]][OWN], wizards=cands, spell=code))
    resolve(state, events)


def resolve_spell(state: WKState, top: BattleSpell, events: list[Event]) -> None:
    _kind, seat, code, target, caster = top
    sp = SPELLS[code]
    b = state.battle
    si = side_index(state, seat)
    enemy = enemy_of(state, seat)
    if sp.dice:
        dice = roll(state, seat, sp.dice, f"{code} {sp.dice}d6@F{sp.fire}", events)
        hits = count_hits(dice, sp.fire)
        if target and target not in state.units:
            hits = 0
        if hits:
            state.pending.append(Hits(seat=enemy, left=hits, spell=1, target=target, source=caster))
    elif code == "BLESS":
        b["bless"][si] = 1
    elif code == "CURSE":
        b["curse"][1 - si] = 1
    elif code == "SHIELD":
        b["shield"][si] = SHIELD_HITS
    elif code == "DAZE":
        if target in state.units:
            state.units[target][FL] |= ACTED | DAZED
            events.append(Note(_("{unit} is dazed and loses its combat turn", unit=target)))


def apply_hit(state: WKState, uid: str, spell: bool, events: list[Event], source: str) -> None:
    u = state.units[uid]
    events.append(Hit(f"{uid} {BLOCKS[u[BLK]].name}", 1, False, source))
    if spell and u[STR] == 1:
        # 5.34: a spell never takes the last step; the unit must retreat instead.
        state.pending.append(Withdraw(seat=u[OWN], unit=uid))
        return
    lose_step(state, uid, events)


def resolve(state: WKState, events: list[Event]) -> None:
    """Work the decision stack until a seat must choose or it is empty (the kinds' own steps are
    declared in ``flow``)."""
    MACHINE.run(state, events)


def do_dispel(state: WKState, seat: int, wizard: str, use: bool, events: list[Event]) -> None:
    top = replace_top(state.pending, wizards=[w for w in state.pending[-1].wizards if w != wizard])
    if not use:
        return
    code = top.spell
    level = SPELLS[code].level
    lose_step(state, wizard, events)
    die = roll(state, seat, 1, f"Dispel against {code}", events)[0]
    if die - level >= DISPEL_SUCCESS:
        state.pending.pop()   # the dispel entry
        if state.pending and state.pending[-1].kind in ("spell", "mspell"):
            state.pending.pop()
        events.append(Note(_("{spell} is dispelled", spell=names.spell(code))))
    else:
        events.append(Note(_("Dispel fails ({die} - {level} < {need})", die=die, level=level, need=DISPEL_SUCCESS)))


def start_battle(state: WKState, h: Hex, events: list[Event]) -> None:
    occ = mv.occupancy(state)
    att = battle_attacker(state, h)
    others = [s for s in occ[h] if s != att]
    dfn = others[0]
    if len(others) > 1:
        # 4.9: the original defender is the army already there (no entry record), else the first
        # to arrive; every other army must side with the first attacker or the original defender.
        entered = [e[1] for e in state.entries.get(h, [])]
        stayed = [s for s in others if s not in entered]
        dfn = stayed[0] if stayed else min(others, key=lambda s: entered.index(s))
    state.battle = {"hex": h, "att": att, "dfn": dfn, "round": 1, "bless": [0, 0], "curse": [0, 0],
                    "shield": [0, 0], "retreats": {}}
    for here in occ[h].values():
        for uid in here:
            state.units[uid][FL] &= ~(ACTED | DAZED | WAITED)
    joiners = [s for s in others if s != dfn]
    if joiners:
        sides = [-1] * state.players
        sides[att], sides[dfn] = 0, 1
        state.battle["sides"] = sides
        order = [p for p in state.order if p in joiners] + [p for p in joiners if p not in state.order]
        state.pending.extend(Side(seat=p, hex=h) for p in reversed(order))
    bd = mv.board(state)
    events.append(BattleEvent(_("Battle at {place}: {attacker} attack {defender}", place=bd.hex_name(h),
                                attacker=names.seat_army(state, att), defender=names.seat_army(state, dfn))))


def next_round(state: WKState, events: list[Event]) -> None:
    b = state.battle
    b["round"] += 1
    h = b["hex"]
    if b["round"] == 2:
        # Reserves sidebar: if only the defender's reserves are left after round 1, the attacker
        # becomes the defender for the rest of the battle.
        dfn_side = set(side_seats(state, 1))
        dfn_units = [u for u in state.units.values() if u[POS] == h and u[OWN] in dfn_side]
        if dfn_units and all(u[FL] & RESERVE for u in dfn_units):
            b["att"], b["dfn"] = b["dfn"], b["att"]
            if b.get("sides") is not None:
                b["sides"] = [v if v < 0 else 1 - v for v in b["sides"]]
            events.append(Note(_("The reserves arrive: the attacker becomes the defender")))
        for u in state.units.values():
            if u[POS] == h:
                u[FL] &= ~RESERVE
    b["bless"] = [0, 0]
    b["curse"] = [0, 0]
    b["shield"] = [0, 0]
    b["retreats"] = {}
    h = b["hex"]
    for u in state.units.values():
        if u[POS] == h:
            u[FL] &= ~(ACTED | DAZED | WAITED)
    if state.arts:
        # 2.7: the carriers may change only between combat rounds: each player with an artifact
        # in the battle hex may hand it on, drop it or pick one up (player order)
        present = {u[OWN] for u in state.units.values() if u[POS] == h}
        seats = [p for p in state.order if p in present] + sorted(p for p in present if p not in state.order)
        state.pending.extend(Carry(seat=p, hex=h, moved=[]) for p in reversed(seats)
                             if artifacts.carry_options(state, p, h, []))
    if b.get("sides") is not None:
        # 4.9: armies that joined may switch sides between combat rounds
        present = {u[OWN] for u in state.units.values() if u[POS] == h}
        joiners = [p for p in state.order if p in present and p not in (b["att"], b["dfn"])]
        state.pending.extend(Side(seat=p, hex=h) for p in reversed(joiners))
    events.append(Note(_("Combat pursuit round") if b["round"] == PURSUIT_ROUND else
                       _("Combat round {n}", n=b["round"])))


def battle_step(state: WKState, events: list[Event]) -> bool:
    """Advance the battle after a resolved turn: end checks, round changes, forced pursuit
    eliminations. True when the battle is over (``state.battle`` then still set for regroup)."""
    b = state.battle
    occ = mv.occupancy(state)
    while True:
        h = b["hex"]
        here = occ.get(h, {})
        a_alive = any(here.get(x) for x in side_seats(state, 0))
        d_alive = any(here.get(x) for x in side_seats(state, 1))
        if not a_alive or not d_alive:
            return True
        g = current_group(state)
        if g is None:
            if b["round"] >= PURSUIT_ROUND:
                return True
            if b["round"] == MAX_ROUNDS:
                events.append(Note(_("Three rounds fought: the attacker must retreat")))
            next_round(state, events)
            continue
        rank, seat, waiting = g
        if b["round"] == PURSUIT_ROUND and side_index(state, seat) == 0:
            stuck = [uid for uid in waiting if not retreat_dests(state, occ, uid)]
            if stuck:
                for uid in stuck:
                    eliminate(state, uid, events, _("{unit} cannot retreat and is eliminated", unit=uid))
                occ = mv.occupancy(state)
                continue
        # 7.1 / 5.4 "units that cannot retreat when they must are eliminated"
        stuck = [uid for uid in waiting if must_retreat(state, uid) and not retreat_dests(state, occ, uid)]
        if stuck:
            for uid in stuck:
                eliminate(state, uid, events, _("{unit} must retreat at strength 1 and cannot: eliminated", unit=uid))
            occ = mv.occupancy(state)
            continue
        cands = order_choice(state, g)
        if cands:
            # 5.2 [DD]: between owners on one side the side leader decides who acts next
            state.pending.append(Order(seat=side_seats(state, side_index(state, seat))[0], owners=cands, rank=rank))
        return False
