"""Lasting alliances (4.9): forming, ending, and what an alliance changes outside a battle.

The rulebook: allied units may share a hex and help each other attack and defend; allied hexes
are friendly to every member; allies move one by one but share stacking and hexside limits; a
player may add steps to an ally's existing units (not buy him new ones); an alliance may be ended
at any time, even in a battle. How an alliance is formed is left to the players (table talk), so
(4.9 [DD], ``ALLIANCE_MIN_PLAYERS``): in free play with three or more players, a player offers an
alliance in his movement turn (``ALLIANCE_OFFERS_PER_TURN`` per partner and turn) and the other player accepts
or refuses at once; either member ends it "at any time, even during a battle": at every decision
of his (movement turn, combat turns and combat choices, build turn), or in a battle by siding
against his ally (4.9 side choice). No offer goes to an army one is fighting in a hex (allies share
stacking, which their battle may exceed). Hexes the two still share then hold enemies: they are battles of
this turn's Combat phase, the player who ended the alliance attacking.

Hex control, stacking and hexside limits read the alliances in ``movement`` (``allied``,
``status``, ``stack_room``, ``entries_across``); battles in ``combat`` see allies as one side
through the 4.9 side choice.
"""

from __future__ import annotations

from game.core.events import Event, Note
from game.wizard_kings import movement as mv
from game.wizard_kings import names
from game.wizard_kings.actions import AnswerAlliance, EndAlliance, ProposeAlliance
from game.wizard_kings.data import ALLIANCE_MIN_PLAYERS, ALLIANCE_OFFERS_PER_TURN
from game.wizard_kings.records import AllyOffer
from game.wizard_kings.state import OWN, POS, WKState
from game.wizard_kings.tr import _

ALLIANCE_ACTIONS = (ProposeAlliance, AnswerAlliance, EndAlliance)


def enabled(state: WKState) -> bool:
    """4.9 [DD]: lasting alliances exist in free play with three or more players."""
    return state.scenario == "free" and state.players >= ALLIANCE_MIN_PLAYERS


def options(state: WKState, seat: int) -> list:
    """Alliance decisions of ``seat`` in its movement turn."""
    if not enabled(state):
        return []
    out: list = []
    mine = {u[POS] for u in state.units.values() if u[OWN] == seat}
    for other in range(state.players):
        if other == seat:
            continue
        if mv.allied(state, seat, other):
            out.append(EndAlliance(seat, other))
        elif state.offers.count((seat, other)) < ALLIANCE_OFFERS_PER_TURN and not any(
                u[OWN] == other and u[POS] in mine for u in state.units.values()):
            # 4.9 [DD]: not with an army you are fighting in a hex (its battle comes first)
            out.append(ProposeAlliance(seat, other))
    return out


def end_options(state: WKState, seat: int) -> list:
    """4.9 "players may end an alliance whenever they want, even during a battle": offered with
    every decision ``seat`` makes. [DD] In the Build phase only with an ally it shares no hex
    with: a shared hex would become a battle, and battles are fought in a Combat phase (that
    alliance can be ended with the first decision of the next turn)."""
    if not state.allies:
        return []
    shared: set = set()
    if state.phase == "build":
        mine = {u[POS] for u in state.units.values() if u[OWN] == seat}
        shared = {u[OWN] for u in state.units.values() if u[POS] in mine}
    return [EndAlliance(seat, other) for other in range(state.players)
            if other != seat and mv.allied(state, seat, other) and other not in shared]


def answer_options(state: WKState, seat: int) -> list:
    top = state.pending[-1]
    return [AnswerAlliance(seat, top.offerer, True), AnswerAlliance(seat, top.offerer, False)]


def perform(state: WKState, action, events: list[Event]) -> None:
    seat = action.seat
    if isinstance(action, ProposeAlliance):
        state.offers.append((seat, action.other))
        state.pending.append(AllyOffer(seat=action.other, offerer=seat))
        events.append(Note(_("{army} offer the {other} an alliance", army=names.seat_army(state, seat),
                             other=names.seat_army(state, action.other))))
    elif isinstance(action, AnswerAlliance):
        state.pending.pop()
        if action.accept:
            form(state, seat, action.proposer, events)
        else:
            events.append(Note(_("{army} refuse the alliance", army=names.seat_army(state, seat))))
    elif isinstance(action, EndAlliance):
        end(state, seat, action.other, events)


def form(state: WKState, a: int, b: int, events: list[Event]) -> None:
    pair = (min(a, b), max(a, b))
    if pair not in state.allies:
        state.allies.append(pair)
        state.allies.sort()
    events.append(Note(_("The {army} and the {other} are allies", army=names.seat_army(state, a),
                         other=names.seat_army(state, b))))


def end(state: WKState, seat: int, other: int, events: list[Event]) -> None:
    """4.9: the alliance ends at once; hexes both still occupy become battle hexes."""
    pair = (min(seat, other), max(seat, other))
    if pair not in state.allies:
        return
    state.allies.remove(pair)
    events.append(Note(_("The {army} end their alliance with the {other}", army=names.seat_army(state, seat),
                         other=names.seat_army(state, other))))
    shared = sorted({u[POS] for u in state.units.values() if u[OWN] == seat}
                    & {u[POS] for u in state.units.values() if u[OWN] == other})
    for h in shared:
        if state.attacker_of.get(h) is None or state.attacker_of[h] not in (seat, other):
            state.attacker_of[h] = seat   # the one who broke the alliance attacks (4.9 [DD])
        if h not in state.battles and state.phase == "combat":
            state.battles.append(h)


def shared_hex_ok(state: WKState, here: dict) -> bool:
    """Several armies may share a hex outside a battle only as allies (4.9)."""
    return not mv.at_war(state, here)


_RANKS: dict[int, tuple[object, dict]] = {}


def _city_rank(bd: object) -> dict:
    """Each city of an assembled map by its place in ``bd.cities`` (maps are assembled once and
    kept by ``board.assemble``, so this is kept per map too)."""
    got = _RANKS.get(id(bd))
    if got is None or got[0] is not bd:
        if len(_RANKS) > 32:
            _RANKS.clear()
        got = _RANKS[id(bd)] = (bd, {h: i for i, h in enumerate(bd.cities)})   # type: ignore[attr-defined]
    return got[1]


def sync_holders(state: WKState) -> None:
    """6.0 [DD]: while alliances exist, remember who holds each city: its only army, and when
    allies share it the first of them to arrive (kept); when the holder's last unit leaves, the
    remaining ally with most units (ties by player order)."""
    if not state.allies and not state.holders:
        return
    bd = mv.board(state)
    occ: mv.Occ = {}   # the occupancy of the city hexes alone (this runs after every action)
    for uid, u in state.units.items():
        if u[POS] in bd.cities:
            occ.setdefault(u[POS], {}).setdefault(u[OWN], []).append(uid)
    # only cities with units or a holder can change; in the map's order of cities, the order new
    # holders were always added in (a save's digest reads them in that order)
    rank = _city_rank(bd)
    for h in sorted(occ.keys() | state.holders.keys(), key=rank.__getitem__):
        here = occ.get(h)
        if not here or mv.at_war(state, here):
            state.holders.pop(h, None)
        elif len(here) == 1:
            if state.allies:
                state.holders[h] = next(iter(here))
            else:
                state.holders.pop(h, None)
        elif state.holders.get(h) not in here:
            state.holders[h] = mv.most_units(state, here)
