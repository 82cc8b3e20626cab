"""Scenario set-ups (1.2 free play, 7.1-7.3) and victory conditions (1.23, 7.x, turn limits)."""

from __future__ import annotations

import math
import re

from game.core.events import Event, GameOver
from game.wizard_kings import artifacts, names
from game.wizard_kings import movement as mv
from game.wizard_kings.data import (
    ALLIANCE_TURN_LIMIT,
    ART_PREFIX,
    ARTIFACTS,
    BASE_SETS,
    BLOCKS,
    RAID_HOLD_CITIES,
    RAID_HOLD_FROM_TURN,
    RAID_TURN_LIMIT,
    TIME_LIMIT_TURNS,
    TREASURY_STOCK,
    V1_THRESHOLD_2MAPS,
    V1_TURN_LIMIT,
    slot_block,
)
from game.wizard_kings.state import OWN, POS, STR, WKState
from game.wizard_kings.tr import N_, _

SCENARIOS = ("free", "isle_of_the_dead", "barbarian_raid", "last_wizard_standing", "alliance_expansion")
ALLIANCE_LAYOUT = (16, 13, 14, 15)   # 3.D2: 7.4 slots (0,0) (1,0) (0,1) (1,1)
# 7.4 roster by slot with strengths (wizard 4, castle 2, fodder 4, average 3, elite 3)
ALLIANCE_ROSTER = (("wizard", 4), ("castle", 2), ("fodder", 4), ("average", 3), ("elite", 3))
ALLIANCE_CAPITAL_STACK = 5           # 7.4 [DD] the capital must hold all five blocks
SHEETS = (13, 14, 15, 16)

# 7.1.1 set-up (exact): id, army seat, block, strength, start hex.
ISLE_UNITS = (
    ("U0", 1, "undead.castle_c4", 2, (6, 4)), ("U1", 1, "undead.skeleton", 2, (6, 4)),
    ("U2", 1, "undead.skeleton", 2, (7, 1)), ("U3", 1, "undead.zombie", 2, (4, 4)),
    ("U4", 1, "undead.zombie", 2, (4, 7)), ("U5", 1, "undead.zombie", 2, (9, 2)),
    ("E1", 0, "elves.wizard_a", 4, (4, 1)), ("E2", 0, "elves.ranger", 3, (4, 1)),
    ("E3", 0, "elves.pixie", 3, (4, 1)), ("E4", 0, "elves.pixie", 3, (4, 1)),
    ("E5", 0, "elves.glader", 1, (-1, 7)),
)
ISLE_CASTLE = "U0"

# 7.2 rosters: (block, strength) in the order they are deployed.
RAID_AMAZONS = (("amazons.castle_c4", 2), ("amazons.wizard_a", 2), ("amazons.amazon", 4), ("amazons.amazon", 3),
                ("amazons.amazon", 2), ("amazons.guardian", 1), ("amazons.guardian", 2), ("amazons.bowlyn", 1))
RAID_BARBARIANS = (("barbarians.wizard_a", 4), ("barbarians.huscarl", 4), ("barbarians.huscarl", 4),
                   ("barbarians.spearmaid", 4), ("barbarians.cleric", 3), ("barbarians.viking", 3))
# 7.3 roster by slot with strengths.
LWS_ROSTER = (("wizard", 4), ("fodder", 4), ("fodder", 4), ("fodder", 4), ("average", 3), ("average", 3),
              ("elite", 3), ("castle", 4))


def lws_roster(army: str) -> list[tuple[str, int]]:
    return [(slot_block(army, slot), st) for slot, st in LWS_ROSTER]


def base_counts(army: str) -> dict[str, int]:
    return dict(BASE_SETS[army])


def expansion_counts(army: str) -> dict[str, int]:
    """2.0 / Table 2-C [DD] pools with expansions: the base set, one copy of every other label of
    the army's colour (not the second castle: one castle per army, 2.4), ``TREASURY_STOCK`` of each
    treasury, and the shared stock's Chaos, werebeast, Haven and artifact labels (one copy of each
    in the whole game, mirrored in every pool: ``sync_shared_stock``)."""
    counts = base_counts(army)
    for key, blk in BLOCKS.items():
        if key in counts:
            continue
        if blk.army == army and not blk.castle:
            counts[key] = 1
        elif blk.army in ("Chaos", "Were"):
            counts[key] = 1
        elif blk.treasury:
            counts[key] = TREASURY_STOCK
    for key in ARTIFACTS:
        counts[ART_PREFIX + key] = 1   # Table 2-E [DD]: one of each artifact label (shared stock)
    return counts


def is_shared_label(key: str) -> bool:
    """Table 2-C [DD] / 2.0: Chaos (the Haven too), werebeast and artifact labels come from one
    stock shared by the whole game (the Heroes & Treasures stickers: one of each, attached to a
    block of any colour); treasuries are per army (``TREASURY_STOCK``)."""
    if key.startswith(ART_PREFIX):
        return True
    blk = BLOCKS.get(key)
    return blk is not None and blk.army in ("Chaos", "Were")


SHARED_KEYS = frozenset([k for k, b in BLOCKS.items() if b.army in ("Chaos", "Were")]
                        + [ART_PREFIX + k for k in ARTIFACTS])


def uses_shared_stock(state: WKState) -> bool:
    return bool(state.opts.get("expansions")) or state.scenario == "alliance_expansion"


def sync_shared_stock(state: WKState) -> None:
    """Table 2-C [DD]: a shared label is either in play (one army's block or artifact) or in the
    stock. The stock is mirrored in every army's pool: a label in play is in nobody's pool; one
    back in the stock (its block eliminated, its artifact destroyed) is in every army's pool.
    Pools and the block totals of each army move together, so conservation (per army) holds."""
    if not uses_shared_stock(state):
        return
    in_play: dict[str, int] = {}
    for u in state.units.values():
        if u[0] in SHARED_KEYS:
            in_play[u[0]] = in_play.get(u[0], 0) + 1
    for a in state.arts.values():
        key = ART_PREFIX + a[0]
        in_play[key] = in_play.get(key, 0) + 1
    scope = set(in_play).union(*(SHARED_KEYS.intersection(tot) for tot in state.totals))
    stock = scope.difference(in_play)
    for seat in range(state.players):
        pool = state.pool[seat]
        if SHARED_KEYS.intersection(pool) == stock:
            continue   # (a pool never holds two copies: a label returns only when none is in play)
        totals = None
        for key in scope:
            want = 0 if in_play.get(key) else 1
            have = pool.get(key, 0)
            if have == want:
                continue
            if totals is None:
                totals = dict(state.totals[seat])   # totals dicts are replaced, never mutated
            totals[key] = totals.get(key, 0) + want - have
            if not totals[key]:
                del totals[key]
            if want:
                pool[key] = want
            else:
                del pool[key]
        if totals is not None:
            state.totals[seat] = totals


def alliance_roster(army: str) -> list[tuple[str, int]]:
    return [(slot_block(army, slot), st) for slot, st in ALLIANCE_ROSTER]


def alliance_pool(army: str) -> dict[str, int]:
    """7.4 [DD] pool: the army's labels and the Chaos labels, minus the five deployed blocks,
    with no wizard and no castle (never rebuilt)."""
    counts = {k: n for k, n in expansion_counts(army).items()
              if k in BLOCKS and not (BLOCKS[k].wizard or BLOCKS[k].castle or BLOCKS[k].army == "Were" or BLOCKS[k].dock
                      or BLOCKS[k].treasury)}
    for key, _st in alliance_roster(army):
        if key in counts:
            counts[key] -= 1
            if not counts[key]:
                del counts[key]
    return counts


def seat_armies(state: WKState, seat: int) -> list[str]:
    return state.armies[seat].split(" & ") if state.scenario == "alliance_expansion" else [state.armies[seat]]


def castles_of(state: WKState, seat: int) -> int:
    return sum(1 for u in state.units.values() if u[OWN] == seat and BLOCKS[u[0]].castle)


def controlled_value(state: WKState, seat: int, occ: mv.Occ | None = None) -> int:
    occ = occ if occ is not None else mv.occupancy(state)
    bd = mv.board(state)
    return sum(c.value for h, c in bd.cities.items() if mv.holder(state, occ, h) == seat)   # 4.4, 6.0 [DD]


def unit_value(state: WKState, seat: int) -> int:
    return sum(u[STR] * BLOCKS[u[0]].cost for u in state.units.values() if u[OWN] == seat)


def v1_threshold(maps: int) -> int:
    if maps == 2:
        return V1_THRESHOLD_2MAPS
    return math.ceil(7.5 * maps)   # 1.23 [DD] other layouts; 4 maps -> 30 as the text says


def turn_limit(state: WKState) -> int:
    if state.scenario == "free":
        return V1_TURN_LIMIT if state.opts.get("victory", "gold") == "gold" else TIME_LIMIT_TURNS
    if state.scenario == "barbarian_raid":
        return RAID_TURN_LIMIT
    if state.scenario == "alliance_expansion":
        return ALLIANCE_TURN_LIMIT
    return TIME_LIMIT_TURNS


def _finish(state: WKState, winners: tuple[int, ...], reason: str, events: list[Event]) -> None:
    state.result = (winners, reason)
    state.phase = "over"
    state.pending = []
    for aid in [aid for aid, a in state.arts.items() if a[2] not in state.units]:
        # a lost artifact nobody took: which one it was is its owner's to know
        artifacts.destroy(state, aid, events, _("the game is over"), unseen=True)
    events.append(GameOver(winners, reason))


def _rank(state: WKState, key) -> tuple[int, ...]:
    scores = [key(s) for s in range(state.players)]
    best = max(scores)
    return tuple(s for s in range(state.players) if scores[s] == best)


def check_immediate(state: WKState, events: list[Event]) -> None:
    """Conditions worded "destroy X" are checked at once (End of turn [DD])."""
    if state.result is not None:
        return
    if state.scenario == "isle_of_the_dead":
        if ISLE_CASTLE not in state.units:
            _finish(state, (0,), ELVES_WIN, events)
            return
        if state.phase != "deploy" and not any(u[OWN] == 0 for u in state.units.values()):
            if controlled_value(state, 0) == 0:
                _finish(state, (1,), ELVES_GONE, events)
    elif state.scenario == "alliance_expansion" and state.phase != "deploy":
        for seat in range(state.players):
            if castles_of(state, seat) == 0:
                _finish(state, (1 - seat,), _en(CASTLES_LOST, army=state.armies[seat]), events)
                return
    elif state.scenario == "barbarian_raid" and state.phase != "deploy":
        if not any(u[OWN] == 0 and BLOCKS[u[0]].castle for u in state.units.values()):
            _finish(state, (1,), RAID_CASTLE, events)


def check_end_of_turn(state: WKState, events: list[Event]) -> None:
    if state.result is not None:
        return
    turn = state.turn
    scen = state.scenario
    occ = mv.occupancy(state)
    limit = turn_limit(state)
    if scen == "isle_of_the_dead":
        if turn >= limit:
            _finish(state, (1,), BETHI_STANDS, events)
        return
    if scen == "barbarian_raid":
        bd = mv.board(state)
        held = sum(1 for h in bd.cities if mv.status(state, occ, h, 0) == "own")
        if turn >= RAID_HOLD_FROM_TURN and held >= RAID_HOLD_CITIES:
            _finish(state, (0,), _en(RAID_HELD, held=held, turn=turn), events)
        elif turn >= limit:
            _finish(state, (), RAID_DRAW, events)
        return
    if scen == "alliance_expansion":
        if turn >= limit:   # End of turn [DD]: more castles, then city value, then a draw
            win = _rank(state, lambda s: castles_of(state, s))
            if len(win) > 1:
                win = _rank(state, lambda s: controlled_value(state, s, occ))
            _finish(state, win if len(win) == 1 else (),
                    _who(state, win, _en(CASTLES_MOST, turn=turn), _en(ALLIANCE_DRAW, turn=turn)), events)
        return
    if scen == "last_wizard_standing":
        if turn >= limit:
            win = _rank(state, lambda s: unit_value(state, s))
            if len(win) > 1:
                win = tuple(s for s in _rank(state, lambda s: controlled_value(state, s, occ)) if s in win)
            _finish(state, win if len(win) == 1 else (),
                    _who(state, win, _en(UNITS_MOST, turn=turn), _en(LWS_DRAW, turn=turn)), events)
        return
    victory = state.opts.get("victory", "gold")
    if victory == "gold":
        need = v1_threshold(len(state.designs))
        values = [controlled_value(state, s, occ) for s in range(state.players)]
        reached = [s for s in range(state.players) if values[s] >= need]
        if reached:
            best = max(values[s] for s in reached)
            top = [s for s in reached if values[s] == best]
            if len(top) == 1:
                _finish(state, (top[0],), _who(state, (top[0],), _en(V1_WIN, best=best, need=need), ""), events)
                return
        if turn >= limit:
            _time_decision(state, values, events, _en(V2_WIN, turn=turn))
        return
    if turn < limit:
        return
    if victory == "time":
        _time_decision(state, [controlled_value(state, s, occ) for s in range(state.players)], events,
                       _en(V2_WIN, turn=turn))
    else:
        _time_decision(state, list(state.vp), events, _en(V3_WIN, turn=turn))


def _time_decision(state: WKState, values: list[int], events: list[Event], what: str) -> None:
    """``what`` the winners did, worded after their names ("hold the most city gold ...")."""
    best = max(values)
    top = [s for s in range(state.players) if values[s] == best]
    tied = len(top) > 1
    if tied:   # 1.23 [DD] tie-break: total unit value, then a shared win
        uv = {s: unit_value(state, s) for s in top}
        m = max(uv.values())
        top = [s for s in top if uv[s] == m]
    if tied:
        what += TIED_ONE if len(top) == 1 else TIED_SHARED
    _finish(state, tuple(top), _who(state, tuple(top), what, ""), events)


def _who(state: WKState, winners: tuple[int, ...], what: str, nobody: str) -> str:
    """An outcome in words (English, as the state keeps it): the winning armies by name, then
    what they did; :func:`reason_text` words it in the player's language."""
    if not winners:
        return nobody
    who = [state.armies[s] for s in winners]
    joined = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    return f"The {joined} {what}"


# ------------------------------------------------------------------ outcome reasons
# A finished game keeps its reason in the state (``state.result``) in English, the same in every
# language; :func:`reason_text` words it in the player's language from the template it was made of.
ELVES_WIN = N_("the Elves destroyed the castle of Bethi")
ELVES_GONE = N_("the Elves have no unit and no city left")
CASTLES_LOST = N_("both castles of {army} destroyed")
RAID_CASTLE = N_("the Barbarians destroyed the Amazon castle")
BETHI_STANDS = N_("the castle of Bethi still stands after turn 10")
RAID_HELD = N_("the Amazons hold {held} cities at the end of turn {turn}")
RAID_DRAW = N_("turn 20 reached: a draw")
CASTLES_MOST = "keep the most castles (then city gold) at the end of turn {turn}"
ALLIANCE_DRAW = N_("no army keeps more castles or more city gold at the end of turn {turn}: a draw")
UNITS_MOST = "field the units worth the most gold at the end of turn {turn}"
LWS_DRAW = N_("the units of both sides are worth as much at the end of turn {turn}: a draw")
V1_WIN = "hold cities worth {best} GP, the {need} GP that wins (V1)"
V2_WIN = "hold the most city gold at the end of turn {turn} (V2)"
V3_WIN = "have the most victory points at the end of turn {turn} (V3)"
TIED_ONE = "; tied there, their units are worth the most"
TIED_SHARED = " and share the win, tied in units too"
REASONS = (ELVES_WIN, ELVES_GONE, CASTLES_LOST, RAID_CASTLE, BETHI_STANDS, RAID_HELD, RAID_DRAW,
           ALLIANCE_DRAW, LWS_DRAW,
           N_("The {armies} keep the most castles (then city gold) at the end of turn {turn}"),
           N_("The {armies} field the units worth the most gold at the end of turn {turn}"),
           N_("The {armies} hold cities worth {best} GP, the {need} GP that wins (V1)"),
           N_("The {armies} hold the most city gold at the end of turn {turn} (V2)"),
           N_("The {armies} have the most victory points at the end of turn {turn} (V3)"),
           N_("The {armies} hold the most city gold at the end of turn {turn} (V2); tied there, their units are worth the most"),
           N_("The {armies} hold the most city gold at the end of turn {turn} (V2) and share the win, tied in units too"),
           N_("The {armies} have the most victory points at the end of turn {turn} (V3); tied there, their units are worth the most"),
           N_("The {armies} have the most victory points at the end of turn {turn} (V3) and share the win, tied in units too"))


def _en(template: str, **values: object) -> str:
    return template.format(**values)


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    out = []
    for i, part in enumerate(parts):
        out.append(re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)")
    return re.compile("".join(out))


_PATTERNS = [(t, _pattern(t)) for t in REASONS]


def reason_text(reason: str) -> str:
    """An outcome's reason (English, as the state keeps it) in the player's language."""
    for template, pattern in _PATTERNS:
        m = pattern.fullmatch(reason)
        if m is None:
            continue
        values = dict(m.groupdict())
        if "armies" in values:
            values["armies"] = names.armies(re.split(r", | and ", values["armies"]))
        if "army" in values:
            values["army"] = names.army(values["army"])
        return _(template, **values)
    return reason


def unit_positions(state: WKState, seat: int) -> list[tuple[int, int]]:
    return sorted({u[POS] for u in state.units.values() if u[OWN] == seat})


def uniform_die_choice(roll, options: list):
    """7.1.3 UDC: pick one of ``options`` (already sorted canonically) with d6 rolls from ``roll()``.

    Shared with the AI script of the automated undead so both read the dice the same way."""
    n = len(options)
    if n == 0:
        raise ValueError("no options")
    if n == 1:
        return options[0]
    if 6 % n == 0:
        return options[math.ceil(roll() * n / 6) - 1]
    if n <= 6:
        while True:
            d = roll()
            if d <= n:
                return options[d - 1]
    while True:
        v = 6 * (roll() - 1) + roll()
        if v <= n * (36 // n):
            return options[(v - 1) % n]
