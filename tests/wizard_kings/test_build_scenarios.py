"""Build phase, deployment and scenarios: T-18, T-23, T-28, T-29, T-30, T-31, T-36, T-42, 7.1 setup."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.wizard_kings import build, flow
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.actions import (
    BuildStep,
    BuildUnit,
    Deploy,
    DeployDone,
    DeployStep,
    Disband,
    EndBuild,
    HealStep,
    Merge,
    Move,
    MoveSpell,
)
from game.wizard_kings.rules import RULES
from game.wizard_kings.state import UNKNOWN
from tests.wizard_kings.helpers import battle, legal, make, play


def _build_state(units, city_owner_seat=0, **kw):
    s = make(units, phase="build", owners=[city_owner_seat], **kw)
    build.begin(s, s.order[0], [])
    return s


def test_T_18_building_local_gold_and_tokens():
    logyn = (4, 1)   # value 2
    s = _build_state([("x", 0, "orcs.orc", 1, (-1, 7))], armies=("Orcs", "Elves"))
    assert s.gold[logyn] == 2
    acts = legal(s)
    assert BuildUnit(0, "orcs.goblin", logyn) in acts and BuildUnit(0, "orcs.orc", logyn) in acts
    assert BuildUnit(0, "orcs.troll", logyn) not in acts
    with pytest.raises(IllegalAction, match="gold"):
        play(s, BuildUnit(0, "orcs.troll", logyn))
    play(s, EndBuild(0))
    assert s.tokens[logyn] == 2                     # stored as tokens
    # next Build phase: 2 income + 2 tokens buys a Troll step
    s.cur = 0
    build.begin(s, 0, [])
    assert s.gold[logyn] == 4
    play(s, BuildUnit(0, "orcs.troll", logyn))
    troll = next(u for u, r in s.units.items() if r[0] == "orcs.troll")
    assert s.units[troll][3] == 1 and s.gold[logyn] == 0
    # gold of Garundy cannot pay for a unit in Logyn
    assert BuildStep(0, troll) not in legal(s)


def test_6_3_leftover_gold_is_stored_or_given_up_by_choice():
    from game.wizard_kings.actions import GiveUpGold
    logyn, garundy = (4, 1), (-1, 7)
    s = _build_state([("x", 0, "orcs.orc", 1, garundy)], armies=("Orcs", "Elves"))
    acts = legal(s)
    assert GiveUpGold(0, logyn) in acts and GiveUpGold(0, garundy) in acts and EndBuild(0) in acts
    assert "not stored" in GiveUpGold(0, logyn).label() and "stored" in EndBuild(0).label()
    play(s, GiveUpGold(0, logyn))                                  # the player decides, city by city
    assert s.gold[logyn] == 0 and GiveUpGold(0, logyn) not in legal(s)
    assert not any(isinstance(a, BuildUnit) and a.city == logyn for a in legal(s))
    play(s, EndBuild(0))
    assert logyn not in s.tokens                                   # given up: lost (6.3 [DD])
    assert s.tokens[garundy] == mv.board(s).cities[garundy].value  # kept: stored as tokens


def test_T_30_merging():
    h = (4, 1)
    s = _build_state([("A", 0, "orcs.goblin", 2, h), ("B", 0, "orcs.goblin", 3, h), ("T", 0, "orcs.troll", 2, h)],
                     armies=("Orcs", "Elves"))
    assert Merge(0, "A", "T") not in legal(s)
    play(s, Merge(0, "A", "B"))
    assert (s.units["A"][3], s.units["B"][3]) == (1, 4)
    assert Merge(0, "B", "A") not in legal(s)      # a unit gives or receives, never both
    s2 = make([("A", 0, "orcs.goblin", 2, h), ("B", 0, "orcs.goblin", 3, h)], armies=("Orcs", "Elves"))
    with pytest.raises(IllegalAction, match="Build phase"):
        play(s2, Merge(0, "A", "B"))


def test_6_5_disband_wizard_is_gone_for_good():
    h = (4, 1)
    s = _build_state([("W", 0, "orcs.wizard_a", 2, h)], armies=("Orcs", "Elves"))
    play(s, Disband(0, "W"))
    assert s.removed[0]["orcs.wizard_a"] == 1
    assert not any(isinstance(a, BuildUnit) and a.block == "orcs.wizard_a" for a in legal(s))


def test_T_31_circles():
    s = make([("W", 0, "orcs.wizard_a", 3, (8, 2)), ("V", 0, "orcs.wizard_b", 3, (1, 1))], designs=(14,),
             armies=("Orcs", "Feudals"), phase="build", owners=[0])
    build.end_of_phase(s, [])
    assert s.units["W"][3] == 4 and s.units["V"][3] == 3
    build.end_of_phase(s, [])
    assert s.units["W"][3] == 4
    s = make([("x", 0, "feudals.spear", 1, (1, 7))], designs=(15,), armies=("Feudals", "Orcs"), phase="build",
             owners=[0])
    s.pool[0]["feudals.wizard_b"] = 1
    s.totals[0] = {**s.totals[0], "feudals.wizard_b": 1}
    build.begin(s, 0, [])
    acts = legal(s)
    assert BuildUnit(0, "feudals.wizard_b", (4, 2)) not in acts     # Sanctum stands on a Circle
    assert BuildUnit(0, "feudals.wizard_b", (4, 5)) in acts         # Fordwick


def test_T_23_uniform_die_choice():
    for d in (1, 2, 3):
        assert sc.uniform_die_choice(lambda d=d: d, ["a", "b"]) == "a"
    for d in (4, 5, 6):
        assert sc.uniform_die_choice(lambda d=d: d, ["a", "b"]) == "b"
    dice = iter([6, 2])
    assert sc.uniform_die_choice(lambda: next(dice), ["a", "b", "c", "d"]) == "b"
    dice = iter([5, 5, 3])
    assert sc.uniform_die_choice(lambda: next(dice), list("abcd")) == "c"


def test_T_28_heal_in_last_wizard_standing():
    h = (1, 1)
    s = make([("S", 0, "orcs.wizard_a", 4, h), ("G", 0, "orcs.goblin", 2, h), ("O", 0, "orcs.orc", 1, h)],
             designs=(14, 15), armies=("Orcs", "Feudals"), scenario="last_wizard_standing", dice=[3])
    assert MoveSpell(0, "S", "HEAL") in legal(s)
    play(s, MoveSpell(0, "S", "HEAL"))
    assert s.units["S"][3] == 2
    assert set(legal(s)) == {HealStep(0, "G"), HealStep(0, "O")}
    play(s, HealStep(0, "O"))
    assert s.units["O"][3] == 2 and not s.pending
    s = make([("S", 0, "orcs.wizard_a", 4, h), ("G", 0, "orcs.goblin", 2, h), ("O", 0, "orcs.orc", 1, h)],
             designs=(14, 15), armies=("Orcs", "Feudals"), scenario="last_wizard_standing", dice=[4])
    play(s, MoveSpell(0, "S", "HEAL"))
    play(s, HealStep(0, "G"))
    play(s, HealStep(0, "O"))
    assert (s.units["G"][3], s.units["O"][3]) == (3, 2)
    s = make([("S", 0, "orcs.wizard_a", 1, h), ("G", 0, "orcs.goblin", 2, h)], designs=(14, 15),
             armies=("Orcs", "Feudals"), scenario="last_wizard_standing")
    assert MoveSpell(0, "S", "HEAL") not in legal(s)


def test_7_3_wizard_gain_and_no_gold():
    s = make([("S", 0, "orcs.wizard_a", 1, (1, 1))], designs=(14, 15), armies=("Orcs", "Feudals"),
             scenario="last_wizard_standing", phase="build")
    build.begin(s, 0, [])
    assert s.gold == {}
    assert legal(s) == [EndBuild(0)] or all(not isinstance(a, BuildStep | BuildUnit) for a in legal(s))
    build.end_of_phase(s, [])
    assert s.units["S"][3] == 3


def test_T_29_barbarian_raid_victory():
    s = make([("C", 0, "amazons.castle_c4", 2, (3, 7))], designs=(16,), armies=("Amazons", "Barbarians"),
             scenario="barbarian_raid", owners=[0])
    s.turn = 4
    ev = []
    sc.check_end_of_turn(s, ev)
    assert s.result is None
    s.turn = 5
    sc.check_end_of_turn(s, ev)
    assert s.result[0] == (0,)
    s = make([("C", 0, "amazons.castle_c4", 2, (3, 7))], designs=(16,), armies=("Amazons", "Barbarians"),
             scenario="barbarian_raid", owners=[0])
    del s.units["C"]
    sc.check_immediate(s, [])
    assert s.result[0] == (1,)


def test_T_42_barbarian_raid_setup_and_turn1():
    s = RULES.setup({"scenario": "barbarian_raid"}, 5)
    assert RULES.to_act(s) == [0]
    cities = sorted(mv.board(s).cities)
    acts = legal(s)
    assert all(isinstance(a, Deploy) for a in acts)
    for h in cities[:7]:
        key = next(a.block for a in legal(s) if a.city == h)
        play(s, Deploy(0, key, h))
    # the eighth unit may now go anywhere; every city already holds one
    play(s, legal(s)[0])
    assert RULES.to_act(s) == [1]
    sob = mv.board(s).tags["sobara"]
    for a in legal(s):
        if not mv.BLOCKS[a.block].water:
            assert a.city in sob
        else:
            assert a.city in mv.board(s).tags["viking_start"]
    play(s, Deploy(1, "barbarians.huscarl", (2, 1)))
    play(s, Deploy(1, "barbarians.huscarl", (2, 1)))
    play(s, Deploy(1, "barbarians.cleric", (2, 1)))
    assert not any(a.city == (2, 1) for a in legal(s))            # desert stacking 3
    assert all(a.city in ((1, 1), (3, 1), (2, 0), (2, 2), (1, 2), (3, 0), (0, 2), (1, 0))
               for a in legal(s))
    play(s, Deploy(1, "barbarians.wizard_a", (3, 1)))
    play(s, Deploy(1, "barbarians.spearmaid", (3, 1)))
    assert {a.city for a in legal(s)} == {(1, 0), (1, 1), (0, 2)}
    play(s, Deploy(1, "barbarians.viking", (0, 2)))
    assert s.phase == "move" and s.order[0] == 1
    viking = next(u for u, r in s.units.items() if r[0] == "barbarians.viking")
    assert any(isinstance(a, Move) and a.unit == viking and a.path == ((-1, 3), (-1, 4), (-1, 5)) for a in legal(s))
    from game.wizard_kings.actions import EndMovement
    play(s, EndMovement(1))
    assert s.phase != "move" or RULES.to_act(s) != [0]           # the Amazons do not move in turn 1


def test_7_1_setup():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 9)
    assert s.order == [0, 1] and s.phase == "move"
    assert s.units["U0"][:4] == ["undead.castle_c4", 1, (6, 4), 2]
    assert s.units["E1"][:4] == ["elves.wizard_a", 0, (4, 1), 4]
    assert s.pool[0] == {"elves.glader": 2, "elves.castle_c4": 1}
    assert s.city_owner[(4, 1)] == 0 and s.city_owner[(6, 4)] == 1
    v = RULES.view(s, 0)
    assert v.units["U1"][0] == UNKNOWN and v.units["U1"][3] == 0 and v.units["E2"][0] == "elves.ranger"
    assert RULES.view(s, 1).units["E2"][0] == UNKNOWN


def test_7_1_elves_win_when_castle_falls():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 9)
    del s.units["U0"]
    sc.check_immediate(s, [])
    assert RULES.is_over(s) and RULES.outcome(s).winners == (0,)


def test_T_36_undead_build_rules():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 9)
    s.phase = "build"
    s.order = [0, 1]
    s.cur = 1
    build.begin(s, 1, [])
    acts = legal(s, 1)
    assert not any(isinstance(a, BuildUnit) for a in acts)          # no new undead units
    assert BuildStep(1, "U0") in acts and BuildStep(1, "U1") in acts
    assert BuildStep(1, "U2") not in acts                            # Anzar 1 GP < Skeleton 2
    # U2 eliminated: it must be rebuilt first (no steps anywhere while it is out)
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 9)
    from game.wizard_kings.combat import eliminate
    eliminate(s, "U2", [])
    s.units["E2"][2] = (7, 1)
    s.phase = "build"
    s.order = [0, 1]
    s.cur = 1
    build.begin(s, 1, [])
    acts = legal(s, 1)
    assert BuildUnit(1, "undead.skeleton", (6, 4), "U2") in acts     # the rebuild names its block
    assert not any(isinstance(a, BuildStep) for a in acts)
    play(s, BuildUnit(1, "undead.skeleton", (6, 4), "U2"))
    back = next(uid for uid, old in s.rebuilt.items() if old == "U2")   # a new id (fog of war)
    assert "U2" not in s.units and s.units[back][:4] == ["undead.skeleton", 1, (6, 4), 1]
    assert any(isinstance(a, BuildStep) for a in legal(s, 1))


def _free_setup(players: int, seed: int, armies: list[str], sheets: list[int], counts=None):
    from game.wizard_kings.actions import ChooseArmy, ChooseMap, ChooseSheets
    s = RULES.setup({"players": players}, seed)
    ranking = list(s.pending[0][2])
    for army in armies:
        play(s, ChooseArmy(RULES.to_act(s)[0], army))
    if len(armies) == players:
        for n in [1] * players if counts is None else counts:
            play(s, ChooseSheets(RULES.to_act(s)[0], n))
    for sheet in sheets:
        seat = RULES.to_act(s)[0]
        play(s, ChooseMap(seat, s.armies[seat], sheet))
    return s, ranking


def test_1_21_map_and_army_choice():
    from game.wizard_kings.actions import ChooseMap
    s, ranking = _free_setup(3, 8, ["Orcs", "Elves", "Undead"], [])
    assert sorted(ranking) == [0, 1, 2]
    assert [s.armies[p] for p in ranking] == ["Orcs", "Elves", "Undead"]
    seat = RULES.to_act(s)[0]
    assert seat == ranking[0]
    assert {a.sheet for a in legal(s)} == {13, 14, 16}          # the 3-sheet free layout (3.D2 [DD])
    play(s, ChooseMap(seat, s.armies[seat], 16))
    assert 16 not in {a.sheet for a in legal(s)}
    play(s, ChooseMap(ranking[1], s.armies[ranking[1]], 13))
    play(s, ChooseMap(ranking[2], s.armies[ranking[2]], 14))
    assert s.designs == (16, 13, 14) and s.sheet_owner == ranking
    bd = mv.board(s)
    assert all(s.city_owner[h] == ranking[c.sheet] for h, c in bd.cities.items())
    assert s.phase == "deploy" and not s.pending


def test_1_22_free_play_deployment():
    first = RULES.setup({"players": 2}, 4).pending[0][2][0]
    s, ranking = _free_setup(2, 4, ["Amazons", "Barbarians"] if first == 0 else ["Barbarians", "Amazons"], [14, 15])
    assert s.armies == ["Amazons", "Barbarians"]
    assert s.phase == "deploy" and RULES.to_act(s) == [0]
    mine = sorted(h for h, o in s.city_owner.items() if o == 0 and h in mv.board(s).cities)
    assert DeployDone(0) not in legal(s)                              # every city needs a unit
    for h in mine:
        play(s, Deploy(0, "amazons.amazon" if h != mine[0] else "amazons.wizard_a", h) if
             Deploy(0, "amazons.amazon", h) in legal(s) else next(a for a in legal(s) if isinstance(a, Deploy)
                                                                    and a.city == h))
    wiz = next(u for u, r in s.units.items() if r[0] == "amazons.wizard_a") if any(
        r[0] == "amazons.wizard_a" for r in s.units.values()) else None
    if wiz:
        play(s, DeployStep(0, wiz))
        play(s, DeployStep(0, wiz))
        assert s.units[wiz][3] == 3
    spent = 50 - s.budget[0]
    assert spent == sum(mv.BLOCKS[r[0]].cost * r[3] for r in s.units.values() if r[1] == 0)
    play(s, DeployDone(0))
    assert RULES.to_act(s) == [1]


def test_7_1_3_build_unit_names_the_eliminated_block_it_rebuilds():
    from game.wizard_kings.combat import eliminate
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 9)
    eliminate(s, "U5", [])          # eliminated first
    eliminate(s, "U3", [])
    s.phase = "build"
    s.order = [0, 1]
    s.cur = 1
    build.begin(s, 1, [])
    rebuilds = [a for a in legal(s, 1) if isinstance(a, BuildUnit) and a.city == (6, 4)]
    assert [a.unit for a in rebuilds] == ["U3", "U5"]                # either, lowest id first
    assert "Rebuild U3" in rebuilds[0].label()
    play(s, BuildUnit(1, "undead.zombie", (6, 4), "U3"))
    back = next(uid for uid, old in s.rebuilt.items() if old == "U3")   # U3 came back as a new id
    assert s.units[back][:4] == ["undead.zombie", 1, (6, 4), 1] and "U5" not in s.units
    assert [d[0] for d in s.dead[1]] == ["U5"]
    with pytest.raises(IllegalAction):
        play(s, BuildUnit(1, "undead.zombie", (6, 4), "U3"))        # U3 is back on the map


def test_6_0_build_orders_hidden_until_all_finished():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 9)
    s.phase = "build"
    s.order = [0, 1]
    s.cur = 0
    build.begin(s, 0, [])
    play(s, BuildUnit(0, "elves.glader", (4, 1)))
    new = next(u for u, r in s.units.items() if r[0] == "elves.glader" and r[2] == (4, 1))
    assert new == "E6"
    play(s, EndBuild(0))
    assert new not in RULES.view(s, 1).units and new in RULES.view(s, 0).units
    det = RULES.determinize(RULES.view(s, 1), 1, 3)
    assert RULES.encode(RULES.view(det, 1)) == RULES.encode(RULES.view(s, 1))
    play(s, EndBuild(1))
    assert new in RULES.view(s, 1).units


def test_2_36_cleric_prayer():
    from game.wizard_kings.actions import Ritual
    from tests.wizard_kings.helpers import battle
    h = (6, 3)
    s = make([("c", 0, "barbarians.cleric", 3, h), ("h", 0, "barbarians.huscarl", 2, h),
              ("x", 1, "amazons.amazon", 4, h)], armies=("Barbarians", "Amazons"), dice=[5])
    battle(s, h, 1)
    play(s, Ritual(0, "c"))
    assert s.units["c"][3] == 2
    assert legal(s) == [HealStep(0, "h")]
    play(s, HealStep(0, "h"))
    play(s, HealStep(0, "h"))
    assert s.units["h"][3] == 4 and not s.pending


def _alliance(picks, maps):
    from game.wizard_kings.actions import ChooseArmy, ChooseMap
    s = RULES.setup({"scenario": "alliance_expansion"}, 11)
    for army in picks:
        play(s, ChooseArmy(RULES.to_act(s)[0], army))
    for army, sheet in maps:
        seat = RULES.to_act(s)[0]
        play(s, ChooseMap(seat, army, sheet))
    return s


def test_T_43_capitals_in_7_4():
    from game.wizard_kings.actions import ChooseCapital
    b = mv.board(RULES.setup({"scenario": "alliance_expansion"}, 11))
    ostmark, saltby, karak = b.names["Ostmark"], b.names["Saltby"], b.names["Karak Dun"]
    assert karak == (-1, 14)
    s = _alliance(["Barbarians", "Orcs", "Elves", "Feudals"],
                  [("Orcs", 16), ("Barbarians", 14), ("Feudals", 13), ("Elves", 15)])
    while s.pending and s.pending[-1][2] != "Barbarians":
        play(s, legal(s)[0])
    caps = {a.city for a in legal(s) if isinstance(a, ChooseCapital)}
    assert saltby in caps and ostmark not in caps
    s = _alliance(["Elves", "Orcs", "Barbarians", "Feudals"],
                  [("Orcs", 16), ("Elves", 14), ("Feudals", 13), ("Barbarians", 15)])
    while s.pending and s.pending[-1][2] != "Elves":
        play(s, legal(s)[0])
    caps = {a.city for a in legal(s) if isinstance(a, ChooseCapital)}
    assert ostmark in caps and karak not in caps


def test_7_4_castle_loss_disbands_army_and_two_castles_win():
    s = _alliance(["Elves", "Orcs", "Dwarves", "Feudals"],
                  [("Orcs", 16), ("Elves", 14), ("Feudals", 13), ("Dwarves", 15)])
    while RULES.to_act(s) and s.phase == "deploy":
        play(s, legal(s)[0])
    assert s.phase == "move" and sum(1 for u in s.units.values()) == 20
    first = s.pending == [] and RULES.to_act(s)
    assert first
    from game.wizard_kings.combat import eliminate
    elf_castle = next(u for u, r in s.units.items() if r[0] == "elves.castle_c4")
    seat = s.units[elf_castle][1]
    eliminate(s, elf_castle, [])
    assert not any(mv.BLOCKS[r[0]].army == "Elves" for r in s.units.values())
    assert not any(mv.BLOCKS[k].army == "Elves" for k in s.pool[seat])
    RULES.check_invariants(s)
    dw_castle = next(u for u, r in s.units.items() if r[0] == "dwarves.castle_c4")
    eliminate(s, dw_castle, [])
    sc.check_immediate(s, [])
    assert RULES.outcome(s).winners == (1 - seat,)


def test_7_3_setup_roll_winner_chooses_army_other_chooses_map():
    from game.wizard_kings.actions import ChooseArmy, ChooseMap
    s = RULES.setup({"scenario": "last_wizard_standing"}, 5)
    first = RULES.to_act(s)[0]
    assert legal(s) == [ChooseArmy(first, "Orcs"), ChooseArmy(first, "Feudals")]
    play(s, ChooseArmy(first, "Feudals"))
    assert RULES.to_act(s) == [1 - first] and s.armies[1 - first] == "Orcs"
    play(s, ChooseMap(1 - first, "Orcs", 15))
    bd = mv.board(s)
    assert all(s.city_owner[h] == 1 - first for h, c in bd.cities.items() if c.sheet == 1)
    assert all(s.city_owner[h] == first for h, c in bd.cities.items() if c.sheet == 0)
    assert s.pending[-1][0] == "roster" and sum(s.totals[first].values()) == 8


def test_T_07_treasury():
    from game.wizard_kings.actions import Cash
    logyn = (4, 1)
    s = make([("T", 0, "treasury.gold", 3, logyn)], armies=("Orcs", "Elves"), phase="build", owners=[0])
    s.pool[0]["treasury.silver"] = 1
    s.totals[0] = {**s.totals[0], "treasury.silver": 1}
    build.begin(s, 0, [])
    s.gold = {h: 0 for h in s.gold}                    # the city's own income is already spent
    assert s.units["T"][3] * mv.BLOCKS["treasury.gold"].treasury == 15
    for _ in range(3):
        play(s, Cash(0, "T"))
    assert "T" not in s.units and s.gold[logyn] == 15
    play(s, BuildUnit(0, "orcs.troll", logyn))
    troll = next(u for u, r in s.units.items() if r[0] == "orcs.troll")
    play(s, BuildStep(0, troll))
    play(s, BuildStep(0, troll))
    assert s.gold[logyn] == 3                           # 12 GP spent
    play(s, BuildUnit(0, "treasury.silver", logyn))     # change as a silver treasury ...
    silver = next(u for u, r in s.units.items() if r[0] == "treasury.silver")
    play(s, BuildStep(0, silver))
    play(s, BuildStep(0, silver))
    assert s.units[silver][3] == 3 and s.gold[logyn] == 0
    assert Cash(0, silver) not in legal(s)              # no round trip in one phase


def _alliance_started():
    s = _alliance(["Elves", "Orcs", "Dwarves", "Feudals"],
                  [("Orcs", 16), ("Elves", 14), ("Feudals", 13), ("Dwarves", 15)])
    while RULES.to_act(s) and s.phase == "deploy":
        play(s, legal(s)[0])
    return s


def test_7_4_new_units_belong_to_the_army_controlling_the_city():
    from game.wizard_kings import build
    from game.wizard_kings.actions import BuildUnit
    s = _alliance_started()
    seat = s.units[next(u for u, r in s.units.items() if r[0] == "elves.castle_c4")][1]
    elf_capital = next(r[2] for r in s.units.values() if r[0] == "elves.castle_c4")
    s.phase, s.order, s.cur, s.pending = "build", [seat, 1 - seat], 0, []
    build.begin(s, seat, [])
    s.gold[elf_capital] = 9
    built = [a for a in legal(s, seat) if isinstance(a, BuildUnit) and a.city == elf_capital]
    armies = {mv.BLOCKS[a.block].army for a in built}
    assert "Elves" in armies
    partner = next(a for a in ("Elves", "Orcs", "Dwarves", "Feudals") if a != "Elves" and a in s.armies[seat])
    assert partner not in armies
    with pytest.raises(IllegalAction):
        key = next(k for k in s.pool[seat] if mv.BLOCKS[k].army == partner)
        play(s, BuildUnit(seat, key, elf_capital))


def test_4_9_a_players_two_armies_are_allies_sharing_stacking_and_one_battle_side():
    """7.4 / 4.9: both armies of one player move in the same turn, count together for stacking
    and fight on one side of a battle."""
    from game.wizard_kings import combat
    s = make([("e", 0, "elves.glader", 2, (6, 3)), ("o", 0, "orcs.goblin", 2, (6, 3)),
              ("x", 1, "feudals.spear", 2, (6, 3))], armies=("Elves & Orcs", "Feudals & Dwarves"),
             scenario="alliance_expansion")
    battle(s, (6, 3), 1)
    groups = set()
    while (g := combat.current_group(s)) is not None:
        groups.add((g[1], tuple(sorted(g[2]))))
        for uid in g[2]:
            s.units[uid][4] |= combat.ACTED
    assert (0, ("e", "o")) in groups            # one defender side holding both armies' units
    occ = mv.occupancy(s)
    assert set(occ[(6, 3)]) == {0, 1}
    # stacking (4.5): allies in the same hex count together
    units = [(f"e{i}", 0, "elves.glader", 1, (6, 3)) for i in range(2)]
    units += [(f"o{i}", 0, "orcs.goblin", 1, (6, 3)) for i in range(2)]
    s2 = make(units, armies=("Elves & Orcs", "Feudals"), scenario="alliance_expansion")
    assert mv.board(s2).stacking((6, 3)) == 4
    assert not mv.stack_room(s2, mv.occupancy(s2), (6, 3), 0, mv.BLOCKS["orcs.goblin"])
    del s2.units["e0"]
    assert mv.stack_room(s2, mv.occupancy(s2), (6, 3), 0, mv.BLOCKS["orcs.goblin"])


def test_table_2C_chaos_were_and_artifact_labels_form_one_shared_stock():
    from game.wizard_kings.actions import ChooseArmy, ChooseMap, ChooseSheets
    from game.wizard_kings.combat import eliminate
    s = RULES.setup({"players": 2, "expansions": True}, 3)
    for army in ("Elves", "Orcs"):
        play(s, ChooseArmy(RULES.to_act(s)[0], army))
    for _ in range(2):
        play(s, ChooseSheets(RULES.to_act(s)[0], 1))
    for _ in range(2):
        seat = RULES.to_act(s)[0]
        play(s, next(a for a in legal(s) if isinstance(a, ChooseMap)))
    assert all(p.get("chaos.griffin") == 1 and p.get("were.werewolf") == 1 and p.get("artifact.ring") == 1
               for p in s.pool)                                   # one stock, offered to every army
    assert all(p.get("treasury.gold") == 4 for p in s.pool)        # treasuries stay per army
    seat = RULES.to_act(s)[0]
    other = 1 - seat
    griffin = next(a for a in legal(s, seat) if isinstance(a, Deploy) and a.block == "chaos.griffin")
    play(s, griffin)
    uid = next(u for u, r in s.units.items() if r[0] == "chaos.griffin")
    assert "chaos.griffin" not in s.pool[other] and "chaos.griffin" not in s.totals[other]
    assert "chaos.griffin" not in s.pool[seat]
    RULES.check_invariants(s)
    eliminate(s, uid, [])
    sc.sync_shared_stock(s)                                        # back to the stock: every pool
    assert s.pool[seat]["chaos.griffin"] == 1 and s.pool[other]["chaos.griffin"] == 1
    assert s.totals[other]["chaos.griffin"] == 1
    RULES.check_invariants(s)


def _baven_round_two(solitaire=True):
    """7.1: the Elf ranger attacked zombie U3 in Baven (4,4) from the shallows (3,5); round 2,
    U3 at strength 1, its turn (the ranger has fired). Its retreat hexes are held by Elves."""
    from game.wizard_kings import combat
    s = RULES.setup({"scenario": "isle_of_the_dead", "solitaire": solitaire}, 9)
    for uid, h in (("E2", (4, 4)), ("E3", (5, 4)), ("E4", (5, 3)), ("E1", (4, 5))):
        s.units[uid][2] = h
    s.entries[(4, 4)] = [["E2", 0, (3, 5), False, True]]
    battle(s, (4, 4), 0, round_=2)
    s.units["U3"][3] = 1
    s.units["E2"][4] |= combat.ACTED
    return s


def test_7_1_a_strength_1_undead_that_must_retreat_and_cannot_is_eliminated():
    # 7.1: "An undead unit must retreat if it has strength 1 in a combat round." 5.4: "Units that
    # cannot retreat when they must are eliminated." The battle then ends (no undead left).
    s = _baven_round_two()
    flow.settle(s, [])
    assert "U3" not in s.units and any(b == "undead.zombie" for _, b in s.dead[1])
    RULES.check_invariants(s)


def test_7_1_a_strength_1_undead_only_retreats_and_not_in_round_1():
    s = _baven_round_two()
    s.units["E3"][2] = (4, 1)                                   # (5,4) is free again
    flow.settle(s, [])
    assert RULES.to_act(s) == [1]
    assert {type(a).__name__ for a in legal(s, 1)} == {"Retreat"}
    s = _baven_round_two()
    s.battle["round"] = 1                                       # 5.4: no retreat in round 1
    flow.settle(s, [])
    assert "U3" in s.units and any(type(a).__name__ == "Fire" for a in legal(s, 1))


def test_7_1_with_two_players_the_undead_are_played_normally():
    # 7.1: "With two players the player of the undead controls his army normally."
    s = _baven_round_two(solitaire=False)
    flow.settle(s, [])
    assert "U3" in s.units and any(type(a).__name__ == "Fire" for a in legal(s, 1))
    assert RULES.option_shown({"scenario": "isle_of_the_dead"}, "solitaire")
    assert not RULES.option_shown({"scenario": "free"}, "solitaire")


def test_1_21_each_player_takes_one_or_two_map_sheets():
    # 1.21: "Each player chooses one or two maps and assembles them as he likes." Two players
    # taking two each play the 4-sheet layout, every sheet owned; the owner of two sheets deploys
    # as many city garrisons as his blocks allow (1.22) and may then stop.
    from game.wizard_kings.actions import ChooseMap, ChooseSheets, DeployDone
    s, ranking = _free_setup(2, 8, ["Orcs", "Elves"], [], counts=[])
    assert set(legal(s)) == {ChooseSheets(ranking[0], 1), ChooseSheets(ranking[0], 2)}
    play(s, ChooseSheets(ranking[0], 2))
    play(s, ChooseSheets(ranking[1], 2))
    assert s.designs == (16, 13, 14, 15)
    for seat, sheet in ((ranking[0], 16), (ranking[0], 13), (ranking[1], 14), (ranking[1], 15)):
        assert RULES.to_act(s) == [seat]
        play(s, ChooseMap(seat, s.armies[seat], sheet))
    assert s.phase == "deploy" and sorted(s.sheet_owner) == sorted(ranking * 2)
    seat = RULES.to_act(s)[0]
    cities = [h for h, o in s.city_owner.items() if o == seat and h in mv.board(s).cities]
    blocks = sum(s.pool[seat].values())
    assert len(cities) > blocks == 8                             # 11 or 14 cities, 8 blocks
    while DeployDone(seat) not in legal(s, seat):
        play(s, next(a for a in legal(s, seat) if type(a).__name__ == "Deploy"))
    held = [u[2] for u in s.units.values() if u[1] == seat]
    assert len(held) == len(set(held)) == blocks                 # one block in each of 8 cities
    RULES.check_invariants(s)


def test_1_21_a_second_sheet_only_while_a_layout_exists():
    # 3.D2 defines 8 slots: with seven players the first may take two sheets, the rest one each
    from game.wizard_kings.actions import ChooseSheets
    s, ranking = _free_setup(7, 2, ["Orcs", "Elves", "Dwarves", "Amazons", "Barbarians", "Feudals", "Undead"], [],
                             counts=[2])
    assert legal(s) == [ChooseSheets(ranking[1], 1)]
