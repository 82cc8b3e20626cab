"""Artifacts (2.7): carriers between combat rounds, dropping and picking up, dropped artifacts
found by the enemy; flyers leaving a sea battle (2.37); the forbidden split of 6.5 (T-30)."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.wizard_kings import artifacts, combat, flow
from game.wizard_kings.actions import (
    DropArtifact,
    EndMovement,
    Fire,
    KeepCarriers,
    LeaveArtifact,
    Move,
    PassArtifact,
    PickUpArtifact,
    Regroup,
    Retreat,
    Split,
    TakeArtifact,
    WaitTurn,
    Wield,
)
from game.wizard_kings.rules import RULES
from tests.wizard_kings.helpers import battle, legal, make, miss, play

CLEAR = (6, 3)           # Map 13 clear hex; (5, 2) and (6, 2) are clear neighbours
SWORD = "artifact.sword_b3"


def _armed(units, dice=(), opts=None, **kw):
    """``units`` as for make(); the first unit carries a Sword B3 (2 steps) of seat 0."""
    s = make(units, armies=kw.pop("armies", ("Orcs", "Elves")), dice=list(dice), opts=opts, **kw)
    s.arts = {"A1-1": ["sword_b3", 0, units[0][0], 2, "Orcs"]}
    s.totals[0] = {**s.totals[0], SWORD: 1}
    RULES.check_invariants(s)
    return s


def _round_one(s, rnd=1):
    """Every unit fires and misses through combat round 1 (a sword carrier first waits for its
    own step; 5.2 only wizards may let their turn pass)."""
    while s.battle["round"] == rnd and not s.pending:
        seat = RULES.to_act(s)[0]
        acts = legal(s, seat)
        wait = next((a for a in acts if isinstance(a, WaitTurn)), None)
        if wait is not None:
            play(s, wait)
        else:
            miss(s, next(a for a in acts if isinstance(a, Fire) and not a.berserk))


def test_2_7_carrier_changes_only_between_combat_rounds():
    s = _armed([("g", 0, "orcs.goblin", 3, CLEAR), ("z", 0, "orcs.orc", 2, CLEAR),
                ("x", 1, "elves.glader", 4, CLEAR)])
    battle(s, CLEAR, 1)
    # within round 1 the carrier is fixed: no hand-over, drop or pick-up is offered
    assert not any(isinstance(a, PassArtifact | DropArtifact | KeepCarriers) for a in legal(s))
    with pytest.raises(IllegalAction, match="change carriers only"):
        play(s, PassArtifact(0, "A1-1", "z"))
    _round_one(s)
    # between rounds 1 and 2 the owner is asked first, the neutral choice first
    assert s.battle["round"] == 2 and s.pending[-1][0] == "carry"
    assert RULES.to_act(s) == [0] and "Between combat rounds" in RULES.prompt(s, 0)
    acts = legal(s, 0)
    assert acts[0] == KeepCarriers(0, CLEAR)
    assert set(acts[1:]) == {PassArtifact(0, "A1-1", "z"), DropArtifact(0, "A1-1")}
    assert legal(s, 1) == []                                  # the Elves carry nothing
    play(s, PassArtifact(0, "A1-1", "z"))
    assert s.arts["A1-1"][2] == "z" and not s.pending       # each artifact once per break
    RULES.check_invariants(s)
    # round 2: the orc now wields the sword at the B step, the goblin has none any more
    g = combat.current_group(s)
    assert g[:2] == (3, 0) and g[2] == ["z"]
    assert Wield(0, "z") in legal(s) and Wield(0, "g") not in legal(s)


def test_2_7_drop_between_rounds_then_pick_up():
    s = _armed([("g", 0, "orcs.goblin", 3, CLEAR), ("z", 0, "orcs.orc", 2, CLEAR),
                ("x", 1, "elves.glader", 4, CLEAR)])
    battle(s, CLEAR, 1)
    _round_one(s)
    play(s, DropArtifact(0, "A1-1"))
    assert artifacts.ground_hex(s.arts["A1-1"]) == CLEAR and not s.pending
    RULES.check_invariants(s)
    assert RULES.view(s, 1).arts == {}                        # not shown to the enemy (2.0 [DD])
    assert "A1-1" in RULES.view(s, 0).arts
    # nobody wields it in round 2 ...
    assert not any(isinstance(a, Wield) for a in legal(s))
    _round_one(s, 2)
    # ... and at the next break a unit of the owner may pick it up
    assert s.pending[-1][0] == "carry"
    acts = legal(s, 0)
    assert set(acts) == {KeepCarriers(0, CLEAR), PickUpArtifact(0, "A1-1", "g"), PickUpArtifact(0, "A1-1", "z")}
    play(s, PickUpArtifact(0, "A1-1", "g"))
    assert s.arts["A1-1"][2] == "g"
    RULES.check_invariants(s)


def test_2_7_dropped_artifact_in_a_lost_battle_is_destroyed():
    # the glader's 1 eliminates the goblin (strength 1) in round 2
    s = _armed([("g", 0, "orcs.goblin", 1, CLEAR), ("x", 1, "elves.glader", 2, CLEAR)], dice=[1, 6])
    battle(s, CLEAR, 1)
    _round_one(s)
    play(s, DropArtifact(0, "A1-1"))
    miss(s, Fire(0, "g"))            # 5.2: the defending goblin acts first within C
    play(s, Fire(1, "x"))            # dice 1, 6: the goblin (strength 1) is eliminated
    assert "g" not in s.units and "A1-1" in s.arts    # the sword lies in the battle hex ...
    while s.pending:
        play(s, legal(s)[-1])        # the Elves finish their regroup
    assert "A1-1" not in s.arts      # ... and is destroyed once the enemy holds it alone and s.pool[0][SWORD] == 1
    RULES.check_invariants(s)


def test_2_7_drop_and_pick_up_in_the_movement_turn():
    s = _armed([("g", 0, "orcs.goblin", 2, CLEAR), ("z", 0, "orcs.orc", 2, CLEAR)])
    assert DropArtifact(0, "A1-1") in legal(s, 0)
    assert not any(isinstance(a, PickUpArtifact) for a in legal(s, 0))
    play(s, DropArtifact(0, "A1-1"))
    assert artifacts.ground_hex(s.arts["A1-1"]) == CLEAR
    # the unit that gave it away takes none back this turn; the other may pick it up
    assert [a for a in legal(s, 0) if isinstance(a, PickUpArtifact)] == [PickUpArtifact(0, "A1-1", "z")]
    play(s, next(a for a in legal(s, 0) if isinstance(a, Move) and a.unit == "g"))
    assert artifacts.ground_hex(s.arts["A1-1"]) == CLEAR       # it stays where it was dropped
    RULES.check_invariants(s)
    play(s, PickUpArtifact(0, "A1-1", "z"))
    assert s.arts["A1-1"][2] == "z"
    RULES.check_invariants(s)


def _dropped_then_enemy(opts=None):
    """Seat 0 drops the sword in CLEAR and leaves; the Elves (seat 1) then move a unit in."""
    s = _armed([("g", 0, "orcs.goblin", 2, CLEAR), ("x", 1, "elves.glader", 2, (6, 2))], opts=opts)
    play(s, DropArtifact(0, "A1-1"))
    play(s, Move(0, "g", ((5, 4),)))
    play(s, EndMovement(0))
    assert "A1-1" in s.arts                    # no enemy there yet: it lies in the empty hex
    play(s, Move(1, "x", (CLEAR,)))
    return s


def test_2_7_dropped_artifact_found_by_an_enemy_is_destroyed():
    s = _dropped_then_enemy()
    assert "A1-1" not in s.arts and s.pool[0][SWORD] == 1
    RULES.check_invariants(s)


def test_2_7_dropped_artifact_found_by_an_enemy_is_captured_under_the_option():
    s = _dropped_then_enemy({"capture": True})
    assert s.pending[-1][0] == "capture" and RULES.to_act(s) == [1]
    assert legal(s, 1) == [TakeArtifact(1, "A1-1", "x"), LeaveArtifact(1, "A1-1")]
    play(s, TakeArtifact(1, "A1-1", "x"))
    assert s.arts["A1-1"][1:3] == [1, "x"] and s.totals[1][SWORD] == 1 and SWORD not in s.totals[0]
    RULES.check_invariants(s)


def test_2_7_capture_is_optional_the_winner_may_let_it_be_destroyed():
    s = _dropped_then_enemy({"capture": True})
    play(s, LeaveArtifact(1, "A1-1"))
    assert "A1-1" not in s.arts and s.pool[0][SWORD] == 1 and not s.pending
    RULES.check_invariants(s)


def test_2_37_flyers_leave_a_sea_battle_with_their_full_movement():
    sea, far = (-1, 9), (0, 7)          # (0, 7): a clear hex 2 away, held by a glader
    s = make([("p", 0, "elves.pixie", 2, sea), ("g", 0, "elves.glader", 1, far),
              ("v", 1, "barbarians.viking", 1, sea)], armies=("Elves", "Barbarians"))
    battle(s, sea, 0)
    combat.eliminate(s, "v", [])
    flow.settle(s, [])
    while s.pending and s.pending[-1][0] == "regroup":
        play(s, legal(s, 0)[-1])        # decline the regroup (EndRegroup is last)
    assert s.pending[-1][0] == "leave"
    acts = legal(s, 0)
    assert Retreat(0, "p", far) in acts                        # full MA to a friendly hex
    assert any(isinstance(a, Regroup) for a in acts)          # or an adjacent land hex
    play(s, Retreat(0, "p", far))
    assert s.units["p"][2] == far and s.battle is None
    RULES.check_invariants(s)


def test_2_37_flyers_retreat_from_a_sea_battle_with_their_full_movement():
    sea, far = (-1, 9), (0, 7)
    s = make([("p", 0, "elves.pixie", 2, sea), ("g", 0, "elves.glader", 1, far),
              ("v", 1, "barbarians.viking", 3, sea)], armies=("Elves", "Barbarians"))
    battle(s, sea, 0, round_=2)
    miss(s, Fire(1, "v"))               # the defending Viking (B) acts before the attacking Pixie (B)
    assert Retreat(0, "p", far) in legal(s, 0)


def test_T_30_splitting_a_unit_is_refused():
    from tests.wizard_kings.test_build_scenarios import _build_state
    h = (4, 1)
    s = _build_state([("A", 0, "orcs.goblin", 4, h)], armies=("Orcs", "Elves"))
    assert not any(isinstance(a, Split) for a in legal(s))
    before = RULES.encode(s)
    with pytest.raises(IllegalAction, match="Splitting one unit"):
        play(s, Split(0, "A", 2))
    assert RULES.encode(s) == before and s.units["A"][3] == 4
    assert "Split" in Split(0, "A", 2).label()


def test_2_7_artifact_of_a_unit_disbanded_by_a_fallen_castle_7_4():
    # 7.4: the loss of a castle disbands its army; an artifact one of its units carried goes with
    # it, and artifacts still unbought (pool counts that are not blocks) are left alone
    h = (6, 3)
    s = _armed([("g", 0, "orcs.goblin", 2, h), ("c", 0, "orcs.castle_c4", 1, (4, 1)),
                ("x", 1, "elves.glader", 2, (4, 4))], scenario="alliance_expansion")
    s.pool[0]["artifact.tome"] = 1
    s.totals[0] = {**s.totals[0], "artifact.tome": 1}
    combat.eliminate(s, "c", [])
    assert "g" not in s.units and "A1-1" not in s.arts and s.pool[0][SWORD] == 1
    assert s.pool[0]["artifact.tome"] == 1
    RULES.check_invariants(s)


def test_2_7_random_battles_with_artifacts_keep_the_invariants():
    import random
    seen = set()
    for seed in range(10):
        s = make([("g", 0, "orcs.goblin", 3, CLEAR), ("z", 0, "orcs.orc", 3, CLEAR),
                  ("x", 1, "elves.glader", 3, CLEAR), ("r", 1, "elves.ranger", 2, CLEAR)],
                 armies=("Orcs", "Elves"), opts={"capture": seed % 2 == 0})
        s.arts = {"A1-1": ["sword_b3", 0, "g", 3, "Orcs"], "A2-1": ["tome", 1, "x", 3, "Elves"]}
        s.totals[0] = {**s.totals[0], SWORD: 1}
        s.totals[1] = {**s.totals[1], "artifact.tome": 1}
        s.rng = type(s.rng)([])
        s.rng.state = seed * 7919 + 1
        battle(s, CLEAR, 1, entries=[("x", (6, 2)), ("r", (6, 2))])
        rnd = random.Random(seed)
        for _ in range(300):
            if s.battle is None or RULES.is_over(s):
                break
            seat = RULES.to_act(s)[0]
            acts = legal(s, seat)
            assert acts
            a = rnd.choice(acts)
            seen.add(type(a).__name__)
            play(s, a)
            RULES.check_invariants(s)
            assert RULES.encode(RULES.decode(RULES.encode(s))) == RULES.encode(s)
            for who in RULES.to_act(s):
                assert RULES.legal_actions(RULES.view(s, who), who) == RULES.legal_actions(s, who)
    assert {"KeepCarriers", "PassArtifact", "DropArtifact"} <= seen      # the breaks did arise


def test_2_7_summary_shows_your_dropped_artifacts_only():
    s = _armed([("g", 0, "orcs.goblin", 2, CLEAR)])
    play(s, DropArtifact(0, "A1-1"))
    mine = [sec for sec in RULES.summary(RULES.view(s, 0)) if sec.title.startswith("Dropped")]
    assert mine and "(6,3)" in str(mine[0].entries[0].value)
    assert not [sec for sec in RULES.summary(RULES.view(s, 1)) if sec.title.startswith("Dropped")]


def test_2_7_an_ally_winning_the_battle_does_not_capture_its_partners_artifact():
    from tests.wizard_kings.test_combat_gaps import _allied_defence
    s = _allied_defence()
    s.opts = {**s.opts, "capture": True}
    s.arts = {"A3-1": ["sword_b3", 2, "d1", 2, "Dwarves"]}
    s.totals[2] = {**s.totals[2], SWORD: 1}
    combat.eliminate(s, "d1", [])          # the Dwarf carrier falls; the Elves (its ally) win
    combat.eliminate(s, "o1", [])
    flow.settle(s, [])
    assert "A3-1" not in s.arts and s.pool[2][SWORD] == 1
    assert not any(p[0] == "capture" for p in s.pending)
    RULES.check_invariants(s)


def test_1_22_artifacts_are_deployed_with_a_carrier_from_the_budget():
    from game.wizard_kings.actions import BuildArtifact, DeployStep
    logyn = (4, 1)
    s = make([("g", 0, "orcs.goblin", 1, logyn), ("c", 0, "orcs.castle_c4", 1, logyn)],
             armies=("Orcs", "Elves"), phase="deploy", owners=[0])
    s.budget = [20, 0]
    s.pool[0][SWORD] = 1
    s.totals[0] = {**s.totals[0], SWORD: 1}
    buys = [a for a in legal(s, 0) if isinstance(a, BuildArtifact)]
    assert buys == [BuildArtifact(0, SWORD, "g")]             # a carrier in its city; castles carry none
    play(s, buys[0])
    aid = next(iter(s.arts))
    assert s.arts[aid] == ["sword_b3", 0, "g", 1, "Orcs"] and s.budget[0] == 18 and SWORD not in s.pool[0]
    play(s, DeployStep(0, aid))                                # a second use, 2 GP more
    assert s.arts[aid][3] == 2 and s.budget[0] == 16
    RULES.check_invariants(s)
    assert aid not in RULES.view(s, 1).arts
    s.budget = [1, 0]                                          # too poor for another step
    assert DeployStep(0, aid) not in legal(s, 0)


def test_2_7_a_dropped_artifact_is_safe_with_a_lasting_ally_in_its_hex():
    s = make([("g", 0, "orcs.goblin", 2, CLEAR), ("d", 2, "dwarves.low_guard", 2, CLEAR)],
             armies=("Orcs", "Elves", "Dwarves"))
    s.arts = {"A1-1": ["sword_b3", 0, artifacts.on_ground(CLEAR), 2, "Orcs"]}
    s.totals[0] = {**s.totals[0], SWORD: 1}
    del s.units["g"]
    s.pool[0]["orcs.goblin"] = s.pool[0].get("orcs.goblin", 0) + 1
    s.allies = [(0, 2)]                     # 4.9: allied hexes are friendly to every member
    artifacts.found(s, [])
    assert "A1-1" in s.arts
    s.allies = []
    artifacts.found(s, [])
    assert "A1-1" not in s.arts
