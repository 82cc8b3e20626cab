"""§6.1 Dice and the final roll (TC-01 .. TC-22, TC-63, TC-65, TC-66)."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.dday.actions import (
    BonusChoice,
    CancelResult,
    ChooseDecoration,
    Leadership,
    LockDie,
    Pass,
    ProposeSwap,
    Reroll,
    RollDice,
    Save,
    SetAside,
    StopRolling,
    UseAbility,
    UseItem,
)
from game.dday.data import COURAGE, ONE, SKULL, STAR, TOOL, TWO, tool_points
from tests.dday.helpers import R, act, dice, game, put, to_phase, to_upkeep


def test_TC_01_tools_table():
    assert [tool_points(n) for n in range(10)] == [0, 1, 3, 6, 12, 24, 48, 72, 96, 120]


def test_TC_02_tools_from_several_sources():
    s = game("N-01")
    u = put(s, 0, "5", specs=("Scout",), items=("Toolkit",), points=0, soldiers=10)
    s.units[0].t = {"final": 1}
    u.dice = dice("R:Tool R:Tool W:Tool B:1S W:Courage B:2S")
    u.locked = [False] * 6
    u.virt = []
    from game.dday.rolling import add_auto_virtuals

    add_auto_virtuals(s, u)  # sector 5: +1 tool; Scout: +1 tool
    to_phase(s, "post", [0])
    act(s, UseItem(0, "Toolkit"))  # then the window closes by itself (nothing else to do)
    assert u.points == 72  # 3 + 1 + 2 + 1 = 7 tools


def test_TC_03_one_skull():
    s = game()
    u = s.units[0]
    to_upkeep(s, {0: "R:Skull W:2S B:Star R:1S W:Star B:Tool"})
    legal = R.legal_actions(s, 0)
    assert CancelResult(0, SKULL) not in legal
    with pytest.raises(IllegalAction):
        act(s, CancelResult(0, SKULL))
    act(s, CancelResult(0, TOOL))
    assert (u.soldiers, u.stars, u.courage, u.points) == (4 + 3, 2, 0, 0)


def test_TC_04_skull_never_cancels_a_skull():
    s = game()
    u = s.units[0]
    to_upkeep(s, {0: "R:Skull R:Skull W:Skull W:Star B:2S B:Courage"})
    # three different targets: the player picks the order, all three go
    act(s, CancelResult(0, STAR))
    act(s, CancelResult(0, TWO))  # the last skull has one target left: cancelled at once
    assert (u.soldiers, u.stars, u.courage) == (4, 0, 0)


def test_TC_05_dead_mans_gift():
    s = game()
    u = s.units[0]
    to_upkeep(s, {0: "R:Skull W:Skull B:Skull R:2S W:2S B:Star"})
    assert (u.points, u.soldiers, u.stars) == (20, 8, 1)


def test_TC_06_dead_mans_gift_with_a_fourth_skull():
    s = game()
    u = s.units[0]
    to_upkeep(s, {0: "R:Skull W:Skull B:Skull R:Skull W:2S B:Courage"})
    act(s, CancelResult(0, COURAGE))
    assert (u.points, u.soldiers, u.courage) == (20, 6, 0)


def test_TC_07_two_triples_of_the_same_face():
    s = game()
    to_upkeep(s, {0: "R:Skull R:Skull W:Skull W:Skull B:Skull B:Skull"})
    assert s.units[0].points == 40
    s = game()
    to_upkeep(s, {0: "R:2S R:2S W:2S W:2S B:2S B:2S"})
    assert s.units[0].soldiers == 4 + 24


@pytest.mark.parametrize("veteran,soldiers", [(False, 4), (True, 6)])
def test_TC_08_leadership_chaining_into_battle_cry(veteran, soldiers):
    s = game()
    u = put(s, 0, "1", specs=("Veteran",) if veteran else ())
    to_upkeep(s, {0: "R:Star W:Star B:Star R:Courage B:Courage W:1S"})
    act(s, Leadership(0, face=COURAGE))
    act(s, BonusChoice(0, COURAGE, 0))
    assert (u.stars, u.courage, u.soldiers - 4) == (3, 3, soldiers)


def test_TC_09_leadership_courage_option():
    s = game(players=2)
    a, b = s.units
    to_upkeep(s, {0: "R:Star W:Star B:Star R:Courage B:Courage W:1S", 1: "R:Tool W:Tool B:Star R:Tool W:Tool B:Tool"})
    act(s, Leadership(0, target=1))
    assert (a.stars, a.courage, a.soldiers - 4) == (3, 2, 1)
    assert b.courage == 2
    s = game()
    to_upkeep(s, {0: "R:Star W:Star B:Star R:Courage B:Courage W:1S"})
    act(s, Leadership(0, target=0))
    assert s.units[0].courage == 4


def test_TC_10_reinforcements():
    s = game(players=2)
    a, b = s.units
    to_upkeep(s, {0: "R:1S W:1S B:1S R:Star W:Courage B:Tool", 1: "R:Tool W:Tool B:Star R:Tool W:Tool B:Tool"})
    act(s, BonusChoice(0, ONE, 0, 1))
    assert (a.soldiers - 4, a.stars, a.courage, a.points) == (7, 1, 1, 1)
    assert b.soldiers - 4 == 4
    s = game()
    to_upkeep(s, {0: "R:1S W:1S B:1S R:Star W:Courage B:Tool"})
    assert s.units[0].soldiers - 4 == 11


def test_TC_11_veteran_and_chaplain_stack():
    s = game()
    u = put(s, 0, "1", specs=("Veteran", "Chaplain"))
    to_upkeep(s, {0: "R:2S W:2S B:2S R:Courage W:Star B:Tool"})
    assert (u.soldiers - 4, u.courage, u.stars, u.points) == (13, 2, 1, 1)


def test_TC_12_straight():
    s = game()
    u = s.units[0]
    to_upkeep(s, {0: "R:Skull W:Star B:1S R:2S W:Courage B:Tool"})
    legal = R.legal_actions(s, 0)
    assert all(isinstance(a, ChooseDecoration) for a in legal) and len(legal) == 11  # solo: no VC
    act(s, ChooseDecoration(0, "Silver Star"))
    act(s, CancelResult(0, STAR))
    assert (u.soldiers - 4, u.courage, u.points, u.stars) == (3, 1, 1, 0)
    assert u.decos == ["Silver Star"]
    s = game()
    s.deco_used.extend(s.deco_deck)
    s.deco_deck = []
    to_upkeep(s, {0: "R:Skull W:Star B:1S R:2S W:Courage B:Tool"})
    act(s, CancelResult(0, STAR))
    assert s.units[0].decos == [] and s.units[0].soldiers == 7


def test_TC_13_captain_makes_a_triple():
    s = game()
    u = put(s, 0, "1", specs=("Captain",))
    u.dice = dice("R:Star R:Star W:Star B:1S W:2S B:Tool")
    u.locked = [False] * 6
    to_phase(s, "post", [0])
    act(s, UseAbility(0, "Captain", 1, 2))
    assert [d // 6 for d in u.dice].count(2) == 3  # the window then closes: nothing else to do
    assert any(isinstance(a, Leadership) for a in R.legal_actions(s, 0))


def _roll_phase(s, seat=0):
    from game.dday.rolling import reset_dice

    for u in s.units:
        reset_dice(u)
        u.t = {}
    s.phase = "roll"
    s.order = [seat]
    s.cur = 0


def test_TC_14_locking():
    s = game()
    _roll_phase(s)
    act(s, RollDice(0))
    assert {type(a) for a in R.legal_actions(s, 0)} == {LockDie}
    act(s, LockDie(0, 0))
    act(s, LockDie(0, 1))
    assert Reroll(0, (0, 2)) not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        act(s, Reroll(0, (0, 2)))
    act(s, Reroll(0, (2,)))
    assert Reroll(0, (2, 3)) in R.legal_actions(s, 0)  # a die kept after the 2nd roll
    # General in play: 1 die; N-01 sector 7: none even with a General
    s = game()
    put(s, 0, "1", specs=("General",))
    _roll_phase(s)
    act(s, RollDice(0))
    act(s, LockDie(0, 3))
    assert StopRolling(0) in R.legal_actions(s, 0)
    s = game()
    put(s, 0, "7", specs=("General",))
    _roll_phase(s)
    act(s, RollDice(0))
    assert StopRolling(0) in R.legal_actions(s, 0) and not any(
        isinstance(a, LockDie) for a in R.legal_actions(s, 0))


def test_TC_14_corporal_never_rerolls_a_locked_die():
    s = game()
    u = put(s, 0, "1", specs=("Corporal",))
    u.dice = dice("R:Star R:Star W:Star B:1S W:2S B:Tool")
    u.locked = [True, True, False, False, False, False]
    to_phase(s, "post", [0])
    assert UseAbility(0, "Corporal", 0) not in R.legal_actions(s, 0)
    assert UseAbility(0, "Corporal", 2) in R.legal_actions(s, 0)


def test_TC_15_marksman():
    s = game()
    u = put(s, 0, "1", specs=("Marksman",))
    to_upkeep(s, {0: "R:Skull B:Skull W:2S W:Star R:1S B:Courage"}, locked={0: (0, 1)})
    act(s, CancelResult(0, STAR))
    act(s, CancelResult(0, COURAGE))
    assert u.soldiers - 4 == 9


def test_TC_16_sharpshooter():
    s = game()
    u = put(s, 0, "1", specs=("Sharpshooter",))
    to_upkeep(s, {0: "R:Skull W:2S B:2S R:1S W:Star B:Courage"})
    act(s, UseAbility(0, "Sharpshooter"))
    assert (u.soldiers - 4, u.stars, u.courage) == (5, 1, 1)


def test_TC_17_sector_penalty_hits_only_the_roll():
    s = game("N-05")
    u = put(s, 0, "8", stars=5)
    to_upkeep(s, {0: "R:Star R:1S W:1S W:2S B:Courage B:Tool"})
    assert u.stars == 5
    s = game("N-05")
    u = put(s, 0, "8", stars=5)
    to_upkeep(s, {0: "R:Star R:Star W:Star W:Star B:Courage B:Tool"})
    assert u.stars == 6


def test_TC_18_utah_11_four_of_a_kind():
    s = game("N-03")
    u = put(s, 0, "11", soldiers=4)
    to_upkeep(s, {0: "R:1S R:1S W:1S B:1S W:Star B:Tool"})
    assert (u.soldiers - 4, u.stars, u.points) == (17, 1, 1)
    s = game("N-03", players=2)
    a = put(s, 0, "11", soldiers=4)
    b = put(s, 1, "1", soldiers=4)
    to_upkeep(s, {0: "R:1S R:1S W:1S B:1S W:Star B:Tool", 1: "R:Tool W:Tool B:Star R:Tool W:Tool B:Tool"})
    act(s, BonusChoice(0, ONE, 0, 1))
    assert a.soldiers - 4 == 13 and b.soldiers - 4 == 4


def test_TC_19_juno_11_four_of_a_kind_costs_soldiers():
    s = game("N-05")
    u = put(s, 0, "11", soldiers=4, specs=("Medic",))
    to_upkeep(s, {0: "R:2S R:2S W:2S B:2S W:Star B:Courage"}, virt={0: "v:Tool"})
    act(s, Save(0, "Medic"))
    from game.dday.actions import LoseSoldiers

    act(s, LoseSoldiers(0))
    assert (u.soldiers - 4, u.stars, u.courage, u.points) == (12, 1, 1, 1)


def test_TC_20_virtual_results_cannot_be_swapped():
    s = game("N-06", players=2)
    a = put(s, 0, "4", specs=("Lieutenant",))
    b = put(s, 1, "1")
    for u, text in ((a, "R:Star R:2S W:1S W:Star B:Courage B:Tool"), (b, "R:Tool W:Tool B:Star R:Tool W:Tool B:Tool")):
        u.dice = dice(text)
        u.locked = [False] * 6
        u.t = {"final": 1}
    from game.dday.rolling import add_auto_virtuals

    add_auto_virtuals(s, a)
    assert a.virt == dice("v:Skull")
    to_phase(s, "post", [0, 1])
    with pytest.raises(IllegalAction):
        act(s, ProposeSwap(0, 6, 1, 0))  # the virtual skull is no die
    assert ProposeSwap(0, 0, 1, 0) in R.legal_actions(s, 0)


def test_TC_21_utah_6_skulls():
    s = game("N-03")
    u = put(s, 0, "6", specs=("Corporal",), items=("Binoculars",))
    _roll_phase(s)
    act(s, RollDice(0))
    u.dice = dice("R:Skull R:1S W:Star W:2S B:Courage B:Tool")
    act(s, LockDie(0, 1))
    act(s, LockDie(0, 3))
    assert Reroll(0, (0, 2)) not in R.legal_actions(s, 0)
    assert Reroll(0, (2,)) in R.legal_actions(s, 0)
    act(s, StopRolling(0))
    legal = R.legal_actions(s, 0)
    assert UseAbility(0, "Corporal", 0) not in legal
    assert UseItem(0, "Binoculars", 0, TWO) in legal


def test_TC_22_combat_photographer():
    s = game()
    u = put(s, 0, "1", specs=("Combat Photographer",), soldiers=30)
    u.dice = dice("R:2S R:2S W:1S W:Star B:Courage B:Tool")
    u.locked = [False] * 6
    to_phase(s, "post", [0])
    act(s, UseAbility(0, "Combat Photographer"))
    stored = list(u.dice)
    assert u.stored is not None
    # play on to the next turn: no rolls, the stored dice are the final roll
    from game.dday.actions import Stay

    events = []
    while s.turn == 1:
        seat = R.to_act(s)[0]
        legal = R.legal_actions(s, seat)
        events += act(s, Stay(seat) if Stay(seat) in legal else Pass(seat) if Pass(seat) in legal else legal[0])
    texts = [e.text() for e in events]
    turn2 = texts.index("Turn 2: Roll dice")
    assert not any("first roll" in t for t in texts[turn2:])
    assert u.dice == stored and u.t.get("final") and u.stored is None


def test_TC_63_five_dice_in_n01_sector_8():
    s = game(players=2)
    u = put(s, 0, "8", specs=("Lieutenant",))
    put(s, 1, "1")
    _roll_phase(s)
    assert R.legal_actions(s, 0) == [SetAside(0, i) for i in range(6)]
    act(s, SetAside(0, 5))
    ev = act(s, RollDice(0))
    assert len(ev[0].values) == 5
    act(s, LockDie(0, 0))
    with pytest.raises(IllegalAction):
        act(s, LockDie(0, 5))
    act(s, LockDie(0, 1))
    act(s, StopRolling(0))
    b = s.units[1]
    b.dice = dice("R:Tool W:Tool B:Star R:Tool W:Tool B:Tool")
    b.t = {"final": 1}
    to_phase(s, "post", [0, 1])
    assert not any(isinstance(a, ProposeSwap) and a.die == 5 for a in R.legal_actions(s, 0))
    from game.dday.upkeep import _has_straight

    u.dice = dice("R:Skull R:Star W:1S W:2S B:Courage B:Tool")
    assert not _has_straight(u)  # B2 (die 6) is set aside


def test_TC_63_no_lock_in_sector_7():
    s = game()
    put(s, 0, "7")
    _roll_phase(s)
    act(s, RollDice(0))
    assert StopRolling(0) in R.legal_actions(s, 0)


def test_TC_65_automatic_virtual_skull_and_ammo_box():
    s = game("N-06")
    u = put(s, 0, "4", items=("Ammo Box",), soldiers=4, stars=0, courage=0)
    u.dice = dice("R:Skull R:2S W:1S W:Star B:Courage B:Tool")
    u.locked = [False] * 6
    u.t = {"final": 1}
    from game.dday.rolling import add_auto_virtuals

    add_auto_virtuals(s, u)
    to_phase(s, "post", [0])
    act(s, UseItem(0, "Ammo Box", value=TWO))
    assert (u.soldiers - 4, u.stars, u.courage, u.points, u.decos) == (7, 1, 1, 1, [])


def test_TC_66_item_granted_leadership_late():
    s = game()
    u = put(s, 0, "1", specs=("Veteran",), items=("Command Jacket",))
    to_phase(s, "recruit", [0])
    legal = R.legal_actions(s, 0)
    assert UseItem(0, "Command Jacket") not in legal  # no "add a White result" option now
    act(s, UseItem(0, "Command Jacket", target=0))
    assert (u.courage, u.soldiers) == (2, 5)
    s = game()
    u = put(s, 0, "1", specs=("Veteran",), items=("Command Jacket",))
    u.dice = dice("R:Courage B:Courage W:Tool R:1S W:2S B:Star")
    u.locked = [False] * 6
    to_phase(s, "post", [0])
    act(s, UseItem(0, "Command Jacket"))
    act(s, Leadership(0, face=COURAGE))
    act(s, BonusChoice(0, COURAGE, 0))
    assert (u.soldiers - 4, u.courage, u.stars, u.points) == (8, 3, 1, 1)


def test_5_2_special_find_option_stars():
    s = game()
    u = s.units[0]
    to_upkeep(s, {0: "R:Tool W:Tool B:Tool R:1S W:1S B:2S"})
    act(s, BonusChoice(0, TOOL, 1))
    assert (u.stars, u.points) == (2, 6)


def test_5_2_leadership_white_can_be_a_star_again():
    s = game()
    to_upkeep(s, {0: "R:Star W:Star B:Star R:Star B:Star W:1S"})
    act(s, Leadership(0, face=STAR))  # completes a second star triple: another Leadership
    assert any(isinstance(a, Leadership) for a in R.legal_actions(s, 0))
