"""§6.2 Markers, movement and requirements (TC-23 .. TC-38, TC-64, TC-67)."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.dday.actions import LoseSoldiers, Move, Save, Stay, UseAbility, UseItem
from game.dday.combat import def_part
from game.dday.state import ACTIVE, DEAD
from game.dday.upkeep import turn_marker
from tests.dday.helpers import R, act, dice, fixed_rng, game, put, to_phase


def duo(map_id="N-01"):
    """Two units; unit 1 waits in a start sector so the flow stops after unit 0's move."""
    s = game(map_id, players=2)
    put(s, 1, s.units[1].sector, soldiers=20)
    return s


def moves(s, seat=0):
    return {(a.dest, a.whistle, a.sacrifice) for a in R.legal_actions(s, seat) if isinstance(a, Move)}


def test_TC_23_start_sector_timeline():
    s = game()
    u = s.units[0]
    assert u.stay == 1 and not u.must_move
    turn_marker(s, u)
    assert u.stay == 2
    turn_marker(s, u)
    assert u.stay == 3 and not u.must_move
    turn_marker(s, u)
    assert u.must_move
    u.courage = 1
    to_phase(s, "move", [0])
    assert Stay(0) not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        act(s, Stay(0))


@pytest.mark.parametrize("stay,casualties", [(1, 6), (2, 8), (3, 10)])
def test_TC_24_def_by_chevrons(stay, casualties):
    s = game("N-02")
    u = put(s, 0, "8", stay=stay)
    assert def_part(s, u, "8") == casualties


def test_TC_25_black_shield_and_a_stuck_unit():
    s = game()
    u = put(s, 0, "4", courage=1, specs=("Scout",), visited=("1", "2", "5"))
    turn_marker(s, u)
    assert u.must_move
    to_phase(s, "move", [0])
    assert u.status == DEAD and s.result == "loss"
    # with a Whistle (or a Lucky Charm) and a specialist the move to 7 is legal and compulsory
    s = game()
    u = put(s, 0, "4", courage=1, specs=("Scout",), items=("Whistle",), visited=("1", "2", "5"))
    u.must_move = True
    to_phase(s, "move", [0])
    assert moves(s) == {("7", True, "Scout")}
    assert Stay(0) not in R.legal_actions(s, 0)
    s = game()
    u = put(s, 0, "4", courage=1, specs=("Scout",), items=("Lucky Charm",), visited=("1", "2", "5"))
    u.must_move = True
    to_phase(s, "move", [0])
    assert moves(s) == set()
    act(s, UseItem(0, "Lucky Charm", value=1))
    assert moves(s) == {("7", False, "Scout")}


def test_TC_26_advance_costs():
    s = duo()
    put(s, 0, "2", courage=2, specs=("Corporal",))
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "4"))
    assert s.units[0].courage == 0
    s = duo()
    put(s, 0, "2", courage=1, specs=("Corporal", "Platoon Leader"))
    to_phase(s, "move", [0, 1])
    assert ("4", False, "") in moves(s)
    s = duo()
    put(s, 0, "2", courage=0, specs=("Corporal",), items=("Whistle",))
    to_phase(s, "move", [0, 1])
    assert ("4", True, "") in moves(s) and ("5", True, "") in moves(s)
    assert ("3", False, "") in moves(s)  # lateral: free
    s = duo()
    u = put(s, 0, "2", courage=0)
    u.bc_move = True
    to_phase(s, "move", [0, 1])
    assert ("5", False, "") in moves(s)  # Battle Cry: no Corporal needed, no courage


def test_TC_26_battle_cry_still_meets_barricades():
    s = game("N-02")
    u = put(s, 0, "4", courage=5)
    u.bc_move = True
    to_phase(s, "move", [0])
    assert "5" not in {d for d, _, _ in moves(s)}  # 4|5 barricade


def test_TC_27_beachmaster_sacrificed_on_arrival():
    s = duo()
    u = put(s, 0, "4", soldiers=9, courage=2, specs=("Beachmaster",))
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "7", False, "Beachmaster"))
    assert (u.courage, u.soldiers, u.specs) == (0, 12, [])
    fixed_rng(s, [2])
    act(s, Stay(1))  # phase 5: DEF 8 + MGF 2 in sector 7
    assert u.soldiers == 2


def test_TC_28_must_have_met_only_once():
    s = duo("N-02")
    put(s, 0, "2", courage=5)
    to_phase(s, "move", [0, 1])
    assert "4" not in {d for d, _, _ in moves(s)}
    s = duo("N-02")
    u = put(s, 0, "2", courage=5, specs=("Sharpshooter",))
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "4"))
    u.specs.remove("Sharpshooter")
    to_phase(s, "move", [0, 1])
    assert Stay(0) in R.legal_actions(s, 0)


def test_TC_29_juno_9_beachmaster():
    s = duo("N-05")
    u = put(s, 0, "7", courage=10, soldiers=10, visited=("1", "4"))
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "9"))
    assert "Beachmaster" in u.specs and u.soldiers == 10
    u.must_move = True
    to_phase(s, "move", [0, 1])
    assert "12" not in {d for d, _, _ in moves(s)}  # 12 needs a Medic
    s2 = duo("N-05")
    u2 = put(s2, 0, "9", courage=10, soldiers=10, specs=("Beachmaster", "Medic"))
    to_phase(s2, "move", [0, 1])
    act(s2, Move(0, "12"))
    assert u2.soldiers == 13


def test_TC_30_minefield():
    for specs, items, lost in (((), (), 4), (("Medic",), (), 3), (("Minesweeper",), (), 0), ((), ("Mine Detector",), 0)):
        s = duo()
        u = put(s, 0, "5", soldiers=10, courage=3, specs=specs + ("Corporal",), items=items)
        to_phase(s, "move", [0, 1])
        if items:
            act(s, UseItem(0, "Mine Detector"))
        fixed_rng(s, [4])
        act(s, Move(0, "8"))
        if s.losses:
            if "Medic" in specs:
                act(s, Save(0, "Medic"))
            act(s, LoseSoldiers(0))
        assert u.soldiers == 10 - lost, specs


def test_TC_30_a_tank_is_abandoned_on_a_minefield():
    s = duo()
    u = put(s, 0, "5", soldiers=10, courage=3, specs=("Corporal", "Minesweeper"))
    s.vehicle_pool.remove("Tank")
    u.vehicle = "Tank"
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "8"))
    assert u.vehicle is None and "Tank" in s.vehicles_out


def test_TC_31_omaha_8_occupancy():
    s = game("N-02", players=2)
    put(s, 0, "8", soldiers=10, courage=5, stay=2)
    put(s, 1, "5", soldiers=10, courage=5)
    to_phase(s, "move", [1, 0])
    assert "8" not in {d for d, _, _ in moves(s, 1)}
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "9"))
    assert ("8", False, "") in moves(s, 1)


def test_TC_32_exercise_tiger_10():
    s = duo()
    u = put(s, 0, "8", soldiers=10, courage=3, specs=("Scout",))
    to_phase(s, "move", [0, 1])
    fixed_rng(s, [2, 5])
    act(s, Move(0, "10", False, "Scout"))
    act(s, LoseSoldiers(0)) if s.losses else None
    assert u.courage == 0 and u.soldiers == 10 - 2 + 5
    u.courage = 4
    u.t = {}
    to_phase(s, "move", [0, 1])
    assert ("B", False, "") in moves(s)


def test_TC_33_free_first_entry_item_and_the_tie_rule():
    s = game("N-03", players=2)
    a = put(s, 0, "7", soldiers=7, specs=("Scout",), courage=5)
    b = put(s, 1, "9", soldiers=6, courage=5)
    from game.dday.common import priority

    order = priority(s, [0, 1])
    assert order == [1, 0]
    to_phase(s, "move", order)
    act(s, Move(1, "10"))
    act(s, Move(0, "10"))
    assert "Shoulder Patch" in b.items and "Shoulder Patch" not in a.items


def test_TC_34_pointe_du_hoc_climb():
    s = game("N-07")
    u = put(s, 0, "9", courage=3, items=("Grappling Hook",), soldiers=10)
    u.dice = dice("R:Skull W:Skull B:Skull R:1S W:2S B:Star")
    u.locked = [False] * 6
    u.t = {"final": 1}
    to_phase(s, "move", [0])
    assert "11" not in {d for d, _, _ in moves(s)}
    u.virt = dice("R:Skull")  # the Grappling Hook's skull
    assert ("11", False, "") in moves(s)
    u.bc_move = True
    u.courage = 0
    assert "11" not in {d for d, _, _ in moves(s)}  # no Battle Cry for the climb


def test_TC_35_pointe_du_hoc_retreat():
    s = game("N-07")
    u = put(s, 0, "9", courage=3, soldiers=10, visited=("1", "3", "6"))
    u.dice = dice("R:1S W:2S B:Star R:1S W:2S B:Star")
    u.locked = [False] * 6
    u.must_move = True
    to_phase(s, "move", [0])
    assert moves(s) == {("7", False, ""), ("10", False, "")}
    s = game("N-07")
    u = put(s, 0, "9", courage=3, soldiers=10, visited=("1", "3", "7"))
    u.dice = dice("R:1S W:2S B:Star R:1S W:2S B:Star")
    u.must_move = True
    to_phase(s, "move", [0])
    assert moves(s) == {("10", False, "")}
    u.visited.append("10")
    to_phase(s, "move", [0])
    assert u.status == DEAD


def test_TC_36_gold_solo_route():
    s = game("N-04")
    u = put(s, 0, "9", courage=10, soldiers=60)
    to_phase(s, "move", [0])
    act(s, Move(0, "BW"))
    while s.phase != "roll" and s.result is None:
        act(s, R.legal_actions(s, R.to_act(s)[0])[0])
    assert u.status == ACTIVE and s.captured == ["BW"]
    turn_marker(s, u)
    assert u.must_move
    to_phase(s, "move", [0])
    assert ("11", False, "") in moves(s)
    s = game("N-04")
    u = put(s, 0, "BW", courage=10, soldiers=60, visited=("9", "11"))
    s.captured = ["BW"]
    u.must_move = True
    to_phase(s, "move", [0])
    assert u.status == DEAD


def test_TC_37_merville_6_9_and_bunker():
    s = game("N-08")
    put(s, 0, "5", courage=5)
    to_phase(s, "move", [0])
    assert "6" not in {d for d, _, _ in moves(s)}
    s = game("N-08")
    u = put(s, 0, "13", courage=9)
    to_phase(s, "move", [0])
    assert "B" not in {d for d, _, _ in moves(s)}
    u.bc_move = True
    u.courage = 0
    assert ("B", False, "") in moves(s)


def test_TC_38_point_man():
    s = game("N-06")
    u = put(s, 0, "2", stay=3, specs=("Point Man",), soldiers=10)
    turn_marker(s, u)
    assert u.must_move
    to_phase(s, "move", [0])
    act(s, UseAbility(0, "Point Man"))
    assert Stay(0) in R.legal_actions(s, 0)
    act(s, Stay(0))
    assert u.stay == 3 and "Point Man" in u.dead
    assert def_part(s, u, "2") == 4
    turn_marker(s, u)
    assert u.must_move


def test_TC_64_n01_start_and_the_lateral_minefield():
    s = duo()
    u = s.units[0]
    assert (u.sector, u.soldiers, u.courage) == ("1", 4, 0)
    to_phase(s, "move", [0, 1])
    assert moves(s) == set()
    u.courage = 1
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "2"))
    assert "Scout" in u.specs and u.courage == 0
    from game.dday.rolling import add_auto_virtuals

    add_auto_virtuals(s, u)
    assert sorted(u.virt) == sorted(dice("v:Courage v:Tool"))
    u.t = {}
    to_phase(s, "move", [0, 1])
    fixed_rng(s, [3])
    act(s, Move(0, "3"))
    assert "Sharpshooter" not in u.specs  # the minefield comes before the entry effects
    act(s, LoseSoldiers(0))
    assert u.soldiers == 1 and u.courage == 0 and "Sharpshooter" in u.specs


def test_TC_67_destroyed_on_a_minefield():
    s = game()
    u = put(s, 0, "8", soldiers=2, specs=("Sharpshooter",), courage=3)
    to_phase(s, "move", [0])
    fixed_rng(s, [2, 6])
    act(s, Move(0, "10", False, "Sharpshooter"))
    assert u.status == DEAD and s.result == "loss" and u.soldiers == 0


def test_TC_68_war_correspondent():
    from game.dday.actions import AnswerSwap

    s = game("N-05", players=3)
    a = put(s, 0, "10", stay=3, specs=("War Correspondent",), soldiers=20)
    a.must_move = True
    b = put(s, 1, "12", stay=1, soldiers=20)
    put(s, 2, "1", soldiers=20)
    to_phase(s, "move", [0, 1, 2])
    act(s, UseAbility(0, "War Correspondent", value=1))
    assert R.to_act(s) == [1]
    act(s, AnswerSwap(1, True))
    assert (a.sector, b.sector, a.stay, b.stay, a.must_move) == ("12", "10", 3, 1, False)
    assert "War Correspondent" in a.dead and a.soldiers == 20 and "12" in a.visited
    assert R.to_act(s) == [2]  # neither A nor B moves again this phase
    turn_marker(s, a)
    assert a.must_move
    # refused: A still has the correspondent and must move normally
    s = game("N-05", players=3)
    a = put(s, 0, "10", stay=3, specs=("War Correspondent",), soldiers=20, courage=5)
    a.must_move = True
    put(s, 1, "12", soldiers=20)
    put(s, 2, "1", soldiers=20)
    to_phase(s, "move", [0, 1, 2])
    act(s, UseAbility(0, "War Correspondent", value=1))
    act(s, AnswerSwap(1, False))
    assert R.to_act(s) == [0] and "War Correspondent" in a.specs
    assert Stay(0) not in R.legal_actions(s, 0)


def test_TC_69_joint_move_through_a_barricade():
    from game.dday.actions import JoinMove

    s = game("N-08", players=3)
    a = put(s, 0, "5", items=("Wirecutters",), soldiers=20)
    b = put(s, 1, "5", soldiers=20)
    put(s, 2, "1", soldiers=20)
    to_phase(s, "move", [0, 1, 2])
    act(s, UseItem(0, "Wirecutters"))
    act(s, Move(0, "6"))
    assert R.to_act(s) == [1]
    assert JoinMove(1, False) in R.legal_actions(s, 1)
    act(s, Move(1, "6"))
    assert (a.sector, b.sector) == ("6", "6")
    assert "Medal Case" in a.items and "Medal Case" not in b.items
    assert R.to_act(s) == [2]
    # B had already taken its turn: no offer; alone, without Wirecutters, 5 -> 6 is illegal
    s = game("N-08", players=3)
    a = put(s, 0, "5", items=("Wirecutters",), soldiers=20)
    b = put(s, 1, "5", soldiers=20)
    put(s, 2, "1", soldiers=20)
    to_phase(s, "move", [1, 0, 2])
    assert "6" not in {d for d, _, _ in moves(s, 1)}
    act(s, Stay(1))
    act(s, UseItem(0, "Wirecutters"))
    act(s, Move(0, "6"))
    assert R.to_act(s) == [2] and b.sector == "5"
