"""§6.4 Phase 3, cards and limits (TC-49 .. TC-55) and §6.5 setup, variants, scoring (TC-56 .. TC-62)."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.dday.actions import (
    AnswerSwap,
    BonusChoice,
    BuyDecoration,
    FindItem,
    Pass,
    PlayDecoration,
    PoolSwap,
    ProposeSwap,
    Recruit,
)
from game.dday.common import item_cost, specialist_cost
from game.dday.data import COMMON_SPECIALISTS, SPECIAL_ITEMS, TOOL
from tests.dday.helpers import R, act, dice, game, put, to_phase, to_upkeep


def test_TC_49_costs():
    s = game()
    u = put(s, 0, "1")
    assert specialist_cost(u, "Medic") == 4
    u.specs.append("Messenger")
    assert specialist_cost(u, "Medic") == 3
    assert specialist_cost(u, "Corporal") == 1  # minimum 1
    u.specs = ["Quartermaster"]
    s.vehicle_pool.remove("Armored Car")
    u.vehicle = "Armored Car"
    assert item_cost(s, u, "Command Jacket") == 7


def test_TC_50_one_specialist_one_item_per_turn():
    s = game()
    u = put(s, 0, "1", stars=10, points=30)
    to_phase(s, "recruit", [0])
    act(s, Recruit(0, "Corporal"))
    assert not any(isinstance(a, Recruit) for a in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction):
        act(s, Recruit(0, "Medic"))
    act(s, FindItem(0, "Whistle"))
    assert not any(isinstance(a, FindItem) for a in R.legal_actions(s, 0))
    # a decoration that grants a free specialist does not use up the turn's recruit
    s = game()
    u = put(s, 0, "1", stars=10)
    s.deco_deck.remove("Distinguished Service Cross")
    u.decos = ["Distinguished Service Cross"]
    u.dice = dice("R:1S R:1S W:Star W:2S B:Courage B:Courage")
    to_phase(s, "post", [0])
    act(s, PlayDecoration(0, "Distinguished Service Cross", choice="Medic"))
    assert "Medic" in u.specs
    while s.phase != "recruit":
        act(s, R.legal_actions(s, R.to_act(s)[0])[0])
    assert Recruit(0, "Corporal") in R.legal_actions(s, 0)


def test_TC_50_half_track_finds_more_items():
    s = game()
    u = put(s, 0, "1", points=30)
    s.vehicle_pool.remove("Half-track")
    u.vehicle = "Half-track"
    to_phase(s, "recruit", [0])
    act(s, FindItem(0, "Whistle"))
    assert FindItem(0, "Grenade") in R.legal_actions(s, 0)


def test_TC_51_special_find():
    s = game()
    u = put(s, 0, "1", points=9)
    s.item_pool.remove("Bazooka")
    s.item_discard.append("Bazooka")
    to_upkeep(s, {0: "R:Tool W:Tool B:Tool R:1S W:1S B:2S"})
    act(s, BonusChoice(0, TOOL, 0))
    assert u.points == 15
    assert s.phase == "recruit"
    act(s, FindItem(0, "Bazooka", True))
    assert u.points == 3 and "Bazooka" in u.items
    act(s, FindItem(0, "Lucky Charm"))
    assert u.points == 0 and "Lucky Charm" in u.items


def test_TC_52_decoration_limit():
    s = game()
    u = put(s, 0, "1", courage=10)
    to_upkeep(s, {0: "R:Skull W:Star B:1S R:2S W:Courage B:Tool"})
    act(s, R.legal_actions(s, 0)[0])  # the straight's decoration
    act(s, R.legal_actions(s, 0)[0])  # the skull
    from game.dday import recruit

    assert u.courage == 11 and len(u.decos) == 1
    assert BuyDecoration(0) not in recruit.legal(s, u)  # so phase 3 had nothing to offer
    s = game()
    u = put(s, 0, "1", courage=10)
    to_phase(s, "recruit", [0])
    act(s, BuyDecoration(0))
    assert u.courage == 4 and len(u.decos) == 1
    name = u.decos[0]
    # decorations are played only in the post-roll window
    assert not any(isinstance(a, PlayDecoration) for a in R.legal_actions(s, 0))
    assert name


def test_TC_53_dead_specialists():
    s = game(players=2)
    a = put(s, 0, "1", stars=10, specs=("Medic",))
    b = put(s, 1, "1", stars=10)
    a.specs.remove("Medic")
    a.dead.append("Medic")
    to_phase(s, "recruit", [0, 1])
    assert Recruit(0, "Medic") not in R.legal_actions(s, 0)
    act(s, Pass(0))
    assert Recruit(1, "Medic") in R.legal_actions(s, 1)
    assert b.status == 0


def test_TC_54_lieutenant_three_players():
    s = game(players=3)
    for seat in range(3):
        u = put(s, seat, "1", specs=("Lieutenant",) if seat == 0 else ())
        u.dice = dice("R:Tool R:1S W:Star W:2S B:Courage B:Courage")
        u.locked = [False] * 6
    to_phase(s, "post", [0, 1, 2])
    act(s, ProposeSwap(0, 0, 1, 3))
    assert R.to_act(s) == [1]
    act(s, AnswerSwap(1, True))
    a, b, c = s.units
    assert a.dice[0] % 6 == 3 and b.dice[3] % 6 == 5
    assert not any(isinstance(x, ProposeSwap) for x in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction):
        act(s, ProposeSwap(0, 1, 2, 0))
    act(s, Pass(0))
    # C has no partner left (A and B have swapped)
    assert not any(isinstance(x, ProposeSwap) for x in R.legal_actions(s, R.to_act(s)[0]))


def test_TC_55_solo_lieutenant_pool():
    s = game()
    u = put(s, 0, "1", specs=("Lieutenant",))
    u.pool = dice("R:Star R:2S W:Skull W:Tool B:1S B:Courage")
    u.dice = dice("R:Skull R:1S W:Star W:2S B:Courage B:Tool")
    u.locked = [False] * 6
    to_phase(s, "post", [0])
    act(s, PoolSwap(0, 0, 1))
    assert u.dice[0] == dice("R:2S")[0] and len(u.pool) == 5
    assert not any(isinstance(x, PoolSwap) for x in R.legal_actions(s, 0))


def test_TC_55_solo_pool_rolled_when_the_lieutenant_joins():
    s = game()
    u = put(s, 0, "1", stars=10)
    to_phase(s, "recruit", [0])
    act(s, Recruit(0, "Lieutenant"))
    assert u.pool is not None and len(u.pool) == 6 and sorted(p // 6 for p in u.pool) == [0, 0, 1, 1, 2, 2]


def test_TC_56_utah_sector_2_start():
    s = R.setup({"map": "N-03", "players": 1}, 3)
    from game.dday.actions import Move

    act(s, Move(0, "2"))
    u = s.units[0]
    assert (u.soldiers, u.specs, u.strength()) == (0, ["Corporal"], 1)
    assert "Corporal" not in u.hand


def test_TC_57_blind_start():
    from tests.dday.helpers import fixed_rng

    s = game(blind_start=True, seed=5)
    u = s.units[0]
    u.soldiers = u.stars = 0
    fixed_rng(s, [3, 4, 6, 2])  # markers: 3 chevrons, 1 arrow, shield, 2 chevrons
    R._place(s, u, "1", [])
    assert (u.soldiers, u.stars) == (6, 1)


def test_TC_58_random_specialists():
    s = game(players=3, random_specialists=True)
    for u in s.units:
        costs = sorted(COMMON_SPECIALISTS[n] for n in u.hand)
        assert costs == [2, 2, 2, 3, 3, 3, 4]
    assert len(s.spec_pool) == 3


def test_TC_59_quartermasters_whim():
    s = game(players=2, whim=True)
    special = [n for n in s.item_pool if n in SPECIAL_ITEMS]
    assert len(special) == 4
    assert len(s.item_pool) == 4 + 10


def test_TC_60_victory_points():
    from game.dday.state import SAFE

    s = game("N-02")
    u = s.units[0]
    u.status = SAFE
    u.bunker_from = "9"
    u.visited = ["1", "3", "5", "8", "9", "B"]
    u.sector = "B"
    u.soldiers, u.courage = 5, 2
    s.beside["B"] = [f"0:{n}" for n in ("Scout", "Medic", "Hero", "Veteran")]
    u.specs = []
    assert R.victory_points(s) == [151]


def test_TC_61_group_score():
    from game.dday.state import SAFE

    s = game("N-02", players=3)
    for u, (soldiers, courage) in zip(s.units, ((51, 0), (20, 0), (8, 0))):
        u.status, u.bunker_from, u.sector, u.first_bunker = SAFE, "9", "B", True
        u.soldiers, u.courage = soldiers, courage
    assert R.victory_points(s) == [181, 150, 138]
    assert R.group_score(s) == 138  # the lowest individual score (§4.17)


def test_TC_62_solo_card_removal():
    s = game("N-05")
    assert "Victoria Cross" not in s.deco_deck and "Victoria Cross" in s.deco_out
    assert "War Correspondent" not in s.spec_pool
    for item in ("Carrier Pigeon", "Dispatch Case", "Mortar"):
        assert item not in s.item_pool
    s = game("N-05", players=2)
    assert "War Correspondent" in s.spec_pool and "Victoria Cross" in s.deco_deck


def test_4_13_2_a_refused_swap_is_not_offered_again_this_turn():
    s = game(players=2)
    for seat in range(2):
        u = put(s, seat, "1", specs=("Lieutenant",) if seat == 0 else ())
        u.dice = dice("R:Tool R:1S W:Star W:2S B:Courage B:Courage")
        u.locked = [False] * 6
    to_phase(s, "post", [0, 1])
    act(s, ProposeSwap(0, 0, 1, 3))
    act(s, AnswerSwap(1, False))
    assert R.to_act(s) == [0] and Pass(0) in R.legal_actions(s, 0)
    assert not any(isinstance(x, ProposeSwap) for x in R.legal_actions(s, 0))
