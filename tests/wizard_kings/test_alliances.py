"""4.9 lasting alliances: offered and ended as actions, allied hexes friendly and shared, stacking
and hexside limits counted across allies, steps for an ally's units, ending an alliance turns
shared hexes into battles; two-player games have no alliances ([DD] ALLIANCE_MIN_PLAYERS)."""

from __future__ import annotations

import random

import pytest

from game.core.types import IllegalAction
from game.wizard_kings import alliances, build, flow
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.actions import (
    AnswerAlliance,
    BuildStep,
    BuildUnit,
    EndAlliance,
    EndMovement,
    Move,
    ProposeAlliance,
)
from game.wizard_kings.rules import RULES
from tests.wizard_kings.helpers import legal, make, play

ARMIES = ("Elves", "Orcs", "Dwarves")
ELVES, ORCS, DWARVES = 0, 1, 2
BETHI = (6, 4)      # Map 13 city, value 2, clear (stacking 5)


def _three(units, owners=(ORCS,), order=(DWARVES, ORCS, ELVES), allies=((ORCS, DWARVES),), **kw):
    s = make(units, armies=ARMIES, owners=list(owners), order=list(order), **kw)
    s.allies = sorted(tuple(sorted(p)) for p in allies)
    return s


def test_4_9_alliance_is_offered_and_answered_as_actions():
    s = _three([("e1", ELVES, "elves.glader", 2, (3, 1)), ("o1", ORCS, "orcs.goblin", 2, BETHI),
                ("d1", DWARVES, "dwarves.low_guard", 2, (5, 4))], allies=())
    acts = legal(s, DWARVES)
    assert ProposeAlliance(DWARVES, ORCS) in acts and ProposeAlliance(DWARVES, ELVES) in acts
    assert not any(isinstance(a, EndAlliance) for a in acts)
    play(s, ProposeAlliance(DWARVES, ORCS))
    assert RULES.to_act(s) == [ORCS]                                   # the other player answers at once
    assert set(legal(s, ORCS)) == {AnswerAlliance(ORCS, DWARVES, True), AnswerAlliance(ORCS, DWARVES, False)}
    assert "alliance" in RULES.prompt(s, ORCS)
    play(s, AnswerAlliance(ORCS, DWARVES, False))
    assert s.allies == [] and RULES.to_act(s) == [DWARVES]
    assert ProposeAlliance(DWARVES, ORCS) not in legal(s, DWARVES)     # one offer per partner and turn
    play(s, ProposeAlliance(DWARVES, ELVES))
    play(s, AnswerAlliance(ELVES, DWARVES, True))
    assert s.allies == [(ELVES, DWARVES)] and mv.allied(s, DWARVES, ELVES)
    assert EndAlliance(DWARVES, ELVES) in legal(s, DWARVES)
    RULES.check_invariants(s)
    assert RULES.decode(RULES.encode(s)).allies == s.allies
    summary = RULES.summary(RULES.view(s, ORCS))
    assert any(v.label.startswith("Alliances") for v in summary[0].entries)


def test_4_9_no_alliance_offer_to_an_army_you_fight_in_a_hex():
    s = _three([("o1", ORCS, "orcs.goblin", 2, BETHI), ("d1", DWARVES, "dwarves.low_guard", 2, BETHI),
                ("e1", ELVES, "elves.glader", 2, (3, 1))], allies=())
    acts = legal(s, DWARVES)
    assert ProposeAlliance(DWARVES, ORCS) not in acts and ProposeAlliance(DWARVES, ELVES) in acts


def test_4_9_two_player_games_have_no_alliances():
    s = make([("e1", 0, "elves.glader", 2, (3, 1)), ("o1", 1, "orcs.goblin", 2, BETHI)])
    assert not any(isinstance(a, ProposeAlliance | EndAlliance) for a in legal(s, 0))
    with pytest.raises(IllegalAction):
        play(s, ProposeAlliance(0, 1))
    for opts in ({"scenario": "isle_of_the_dead"}, {"players": 2}):
        assert not alliances.enabled(RULES.setup(opts, 1))
    assert alliances.enabled(RULES.setup({"players": 3}, 1))


def test_4_9_allied_hexes_are_friendly_shared_and_never_battles():
    s = _three([("o1", ORCS, "orcs.goblin", 2, BETHI), ("d1", DWARVES, "dwarves.low_guard", 2, (5, 4)),
                ("e1", ELVES, "elves.glader", 2, (3, 1))])
    occ = mv.occupancy(s)
    assert mv.status(s, occ, BETHI, DWARVES) == "own"                  # an ally's city is not an enemy hex
    assert mv.status(s, occ, BETHI, ELVES) == "enemy"
    dests = {a.path[-1] for a in legal(s, DWARVES) if isinstance(a, Move) and a.unit == "d1"}
    assert BETHI in dests and (7, 4) in dests                         # through the allied hex, no stop
    play(s, Move(DWARVES, "d1", (BETHI,)))
    assert BETHI not in s.entries and BETHI not in s.attacker_of       # joining an ally is no attack
    occ = mv.occupancy(s)
    assert set(occ[BETHI]) == {ORCS, DWARVES} and not mv.at_war(s, occ[BETHI])
    assert mv.holder(s, occ, BETHI) == ORCS                           # the original owner keeps the gold
    assert sc.controlled_value(s, DWARVES, occ) == 0
    RULES.check_invariants(s)
    flow.start_combat(s, [])
    assert BETHI not in s.battles


def test_4_9_stacking_counts_allies_together():
    units = [(f"o{i}", ORCS, "orcs.goblin", 1, BETHI) for i in range(4)]
    s = _three(units + [("d1", DWARVES, "dwarves.low_guard", 2, (5, 4)), ("d2", DWARVES, "dwarves.low_guard", 2, (5, 4))])
    assert any(isinstance(a, Move) and a.unit == "d1" and a.path[-1] == BETHI for a in legal(s, DWARVES))
    play(s, Move(DWARVES, "d1", (BETHI,)))                            # 4 Orcs + 1 Dwarf = 5
    assert not any(isinstance(a, Move) and a.unit == "d2" and a.path[-1] == BETHI for a in legal(s, DWARVES))
    s.allies = []
    s.units["d1"][2] = (5, 4)
    s.cache = None
    # without the alliance the Orcs are the other side: each side has its own limit (4.5 [DD])
    assert mv.stack_room(s, mv.occupancy(s), BETHI, DWARVES, mv.BLOCKS["dwarves.low_guard"], 5)


def test_4_9_allies_share_the_hexside_limit():
    target = (6, 3)      # clear; the hexside from the forest (5,3) is rough: limit 1 (4.6)
    units = [("e1", ELVES, "elves.glader", 2, target), ("o1", ORCS, "orcs.goblin", 2, (5, 3)),
             ("d1", DWARVES, "dwarves.low_guard", 2, (5, 3))]
    s = _three(units, order=(ORCS, DWARVES, ELVES), owners=(ELVES,))
    play(s, Move(ORCS, "o1", (target,)))
    play(s, EndMovement(ORCS))
    across = [a for a in legal(s, DWARVES) if isinstance(a, Move) and a.unit == "d1" and a.path == (target,)]
    assert not across                                                  # the Orcs used the forest hexside
    s2 = _three(units, order=(ORCS, DWARVES, ELVES), owners=(ELVES,), allies=())
    play(s2, Move(ORCS, "o1", (target,)))
    play(s2, EndMovement(ORCS))
    assert any(isinstance(a, Move) and a.unit == "d1" and a.path == (target,) for a in legal(s2, DWARVES))


def test_4_9_gold_adds_steps_to_allied_units_but_buys_them_no_new_units():
    s = _three([("o1", ORCS, "orcs.goblin", 2, BETHI), ("d1", DWARVES, "dwarves.low_guard", 2, BETHI),
                ("e1", ELVES, "elves.glader", 2, (3, 1))], order=(ORCS, DWARVES, ELVES), phase="build")
    build.begin(s, ORCS, [])
    assert s.gold[BETHI] == 2
    acts = legal(s, ORCS)
    assert BuildStep(ORCS, "d1") in acts and BuildStep(ORCS, "o1") in acts
    assert not any(isinstance(a, BuildUnit) and a.block.startswith("dwarves.") for a in acts)
    play(s, BuildStep(ORCS, "d1"))
    assert s.units["d1"][3] == 3 and s.gold[BETHI] == 1
    view = RULES.view(s, ORCS)
    assert view.units["d1"][0] == "dwarves.low_guard"                  # allies show their blocks ([DD])
    assert RULES.view(s, ELVES).units["d1"][0] == "?"


def test_4_9_ending_an_alliance_makes_shared_hexes_battles():
    s = _three([("o1", ORCS, "orcs.goblin", 2, BETHI), ("d1", DWARVES, "dwarves.low_guard", 2, BETHI),
                ("e1", ELVES, "elves.glader", 2, (3, 1))])
    play(s, EndAlliance(DWARVES, ORCS))
    assert s.allies == []
    occ = mv.occupancy(s)
    assert mv.at_war(s, occ[BETHI]) and s.attacker_of[BETHI] == DWARVES
    assert mv.status(s, occ, BETHI, ELVES) == "battle"
    RULES.check_invariants(s)
    flow.start_combat(s, [])
    assert s.battle is not None and s.battle["hex"] == BETHI and s.battle["att"] == DWARVES


def test_4_9_random_three_player_games_with_alliances_keep_the_invariants():
    formed = 0
    for seed in range(4):
        s = RULES.setup({"players": 3, "victory": "time"}, seed)
        rnd = random.Random(seed)
        for _ in range(2500):
            if RULES.is_over(s):
                break
            seat = RULES.to_act(s)[0]
            acts = legal(s, seat)
            offers = [a for a in acts if isinstance(a, ProposeAlliance | AnswerAlliance) and getattr(a, "accept", True)]
            action = rnd.choice(offers) if offers and rnd.random() < 0.5 else rnd.choice(acts)
            play(s, action)
            formed += isinstance(action, AnswerAlliance) and action.accept
            RULES.check_invariants(s)
            view = RULES.view(s, seat)
            if RULES.to_act(s) == [seat]:
                assert RULES.legal_actions(view, seat) == legal(s, seat)
    assert formed


def _battle_with_ally():
    # Elves hold CLEAR; the Orcs attack from (6,2) with their allies the Dwarves from (5,4)
    from tests.wizard_kings.helpers import battle
    clear = (6, 3)
    s = _three([("e1", ELVES, "elves.glader", 1, clear), ("o1", ORCS, "orcs.goblin", 3, clear),
                ("d1", DWARVES, "dwarves.low_guard", 3, clear)], order=(ORCS, DWARVES, ELVES), owners=(ELVES,))
    s.entries[clear] = [["o1", ORCS, (6, 2), False, True], ["d1", DWARVES, (5, 4), False, True]]
    battle(s, clear, ORCS)
    return s, clear


def test_4_9_siding_against_an_ally_in_battle_ends_the_alliance():
    from game.wizard_kings.actions import JoinSide
    s, clear = _battle_with_ally()
    assert RULES.to_act(s) == [DWARVES]
    play(s, JoinSide(DWARVES, clear, False))                           # with the Elves, against the Orcs
    assert s.allies == []
    RULES.check_invariants(s)


def test_4_9_lasting_allies_keep_sharing_the_hex_after_their_victory():
    from game.wizard_kings.actions import EndRegroup, JoinSide
    from game.wizard_kings.combat import eliminate
    s, clear = _battle_with_ally()
    play(s, JoinSide(DWARVES, clear, True))
    assert s.allies == [(ORCS, DWARVES)]
    eliminate(s, "e1", [])
    flow.settle(s, [])
    while s.pending and s.pending[-1][0] == "regroup":
        play(s, EndRegroup(s.pending[-1][1]))
    assert not any(p[0] == "leave" for p in s.pending)                 # no ally has to leave
    assert s.battle is None
    assert set(mv.occupancy(s)[clear]) == {ORCS, DWARVES}
    RULES.check_invariants(s)


def test_6_0_a_city_allies_share_yields_to_its_holder():
    s = _three([("o1", ORCS, "orcs.goblin", 2, BETHI), ("d1", DWARVES, "dwarves.low_guard", 2, (5, 4)),
                ("d2", DWARVES, "dwarves.low_guard", 2, (5, 4)), ("e1", ELVES, "elves.glader", 2, (3, 1))],
               owners=(ELVES,))
    alliances.sync_holders(s)
    play(s, Move(DWARVES, "d1", (BETHI,)))
    play(s, Move(DWARVES, "d2", (BETHI,)))
    occ = mv.occupancy(s)
    assert mv.holder(s, occ, BETHI) == ORCS                           # first to arrive, fewer units
    assert BETHI in build.city_income(s, ORCS) and BETHI not in build.city_income(s, DWARVES)
    assert sc.controlled_value(s, ORCS, occ) == 2 and sc.controlled_value(s, DWARVES, occ) == 0
    s.units["o1"][2] = (7, 4)                                          # the holder's last unit leaves
    alliances.sync_holders(s)
    assert mv.holder(s, mv.occupancy(s), BETHI) == DWARVES
    assert RULES.decode(RULES.encode(s)).holders == s.holders


def test_4_9_an_alliance_may_be_ended_during_a_battle():
    # Rulebook 4.9 (sidebar "Alliances"): "Players may end an alliance whenever they want, even
    # during a battle." Here the Dwarves fight beside their Orc allies and end the alliance at
    # their own combat turn: the battle goes on, and once it is won the two no longer share the hex.
    from game.wizard_kings.actions import EndRegroup, JoinSide
    from game.wizard_kings.combat import eliminate
    s, clear = _battle_with_ally()
    play(s, JoinSide(DWARVES, clear, True))
    while RULES.to_act(s) != [DWARVES]:
        seat = RULES.to_act(s)[0]
        play(s, next(a for a in legal(s, seat) if type(a).__name__ in ("Fire", "TakeHit", "ActFirst")))
    assert EndAlliance(DWARVES, ORCS) in legal(s, DWARVES)
    play(s, EndAlliance(DWARVES, ORCS))
    assert s.allies == [] and s.battle is not None and s.battle["hex"] == clear
    RULES.check_invariants(s)
    if "e1" in s.units:
        eliminate(s, "e1", [])
        flow.settle(s, [])
    while s.pending and s.pending[-1][0] in ("regroup", "leave"):
        play(s, legal(s, s.pending[-1][1])[0] if s.pending[-1][0] == "leave" else EndRegroup(s.pending[-1][1]))
    assert len(mv.occupancy(s).get(clear, {})) <= 1                   # former allies do not share it
    RULES.check_invariants(s)


def test_4_9_ending_an_alliance_in_the_build_phase_only_without_a_shared_hex():
    s = _three([("o1", ORCS, "orcs.goblin", 2, BETHI), ("d1", DWARVES, "dwarves.low_guard", 2, BETHI),
                ("d2", DWARVES, "dwarves.low_guard", 2, (5, 4)), ("e1", ELVES, "elves.glader", 2, (3, 1))],
               phase="build")
    assert alliances.end_options(s, DWARVES) == []                     # they share Bethi: no battle now
    s.units["d1"][2] = (5, 4)
    assert alliances.end_options(s, DWARVES) == [EndAlliance(DWARVES, ORCS)]
