"""One test per card and map rule not already pinned by a §6 worked example (§5.3-§5.8, §5.10-§5.17)."""

from __future__ import annotations

from game.dday.actions import (
    ChooseColour,
    FindItem,
    Give,
    LoseSoldiers,
    Move,
    Pass,
    PlayDecoration,
    Stay,
    UseAbility,
    UseItem,
)
from game.dday.combat import def_part, mgf_count
from game.dday.data import COURAGE, SKULL, TWO
from game.dday.state import ANY_COLOUR
from game.dday.upkeep import turn_marker
from tests.dday.helpers import R, act, dice, fixed_rng, game, put, to_phase, to_upkeep


def _post(s, seat, text="R:1S R:1S W:Star W:2S B:Courage B:Tool", order=None):
    u = s.units[seat]
    u.dice = dice(text)
    u.locked = [False] * len(u.dice)
    to_phase(s, "post", order or [seat])
    return u


def duo(map_id="N-01"):
    s = game(map_id, players=2)
    put(s, 1, s.units[1].sector, soldiers=20)
    return s


# ---------------------------------------------------------------- specialists
def test_5_3_pathfinder_on_every_move():
    s = duo()
    u = put(s, 0, "2", specs=("Pathfinder",), soldiers=5)
    to_phase(s, "move", [0, 1])
    fixed_rng(s, [1])
    act(s, Move(0, "3"))  # lateral, over the 2|3 minefield (loses 1)
    if s.losses:
        act(s, LoseSoldiers(0))
    assert u.soldiers == 5 + 1 - 1


def test_5_4_decoy_replaces_a_named_sacrifice():
    s = duo("N-03")
    u = put(s, 0, "9", specs=("Decoy",), soldiers=10, courage=3)
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "12", False, "Decoy"))
    assert u.sector == "12" and "Decoy" in u.dead and "Flame-thrower" in u.items


def test_5_4_grenadier_silences_mgf_for_good():
    s = game()
    u = put(s, 0, "9", specs=("Grenadier",), soldiers=30)
    to_phase(s, "combat")
    act(s, UseAbility(0, "Grenadier"))
    assert s.silenced == ["9"] and mgf_count(s, "9") == 0 and u.soldiers == 30 - 10


def test_5_4_messenger_handed_over_once_per_turn():
    s = game(players=2)
    a = put(s, 0, "1", specs=("Messenger",), soldiers=5)
    b = put(s, 1, "1", soldiers=5)
    to_phase(s, "recruit", [0, 1])
    act(s, Give(0, 1, "Messenger"))
    assert b.specs == ["Messenger"] and a.specs == []
    assert Give(1, 0, "Messenger") not in R.legal_actions(s, 1) if R.to_act(s) == [1] else True


def test_5_4_general_voids_juno_7_properties():
    s = game("N-05")
    put(s, 0, "7")
    assert mgf_count(s, "7") == 2
    s.units[0].specs = ["General"]
    assert mgf_count(s, "7") == 0


# ---------------------------------------------------------------- items
def test_5_5_binoculars_change_a_die():
    s = game()
    u = put(s, 0, "1", items=("Binoculars",))
    _post(s, 0)
    act(s, UseItem(0, "Binoculars", 2, TWO))
    assert u.dice[2] == dice("W:2S")[0] and "Binoculars" in s.item_discard


def test_5_5_field_radio_walkie_talkie_pocket_bible_lucky_charm():
    s = game()
    u = put(s, 0, "1", soldiers=1, items=("Field Radio", "Walkie-Talkie", "Pocket Bible", "Lucky Charm"))
    to_phase(s, "recruit", [0])
    act(s, UseItem(0, "Field Radio"))
    act(s, UseItem(0, "Walkie-Talkie"))
    act(s, UseItem(0, "Pocket Bible"))
    act(s, UseItem(0, "Lucky Charm", value=0))
    assert (u.soldiers, u.courage, u.stars) == (8, 3, 1)


def test_5_5_shoulder_patch():
    s = game()
    u = put(s, 0, "1", soldiers=3, items=("Shoulder Patch",))
    to_phase(s, "recruit", [0])
    act(s, UseItem(0, "Shoulder Patch", sector="Medic"))
    assert u.soldiers == 2 and "Medic" in u.specs


def test_5_5_carrier_pigeon_trades_anywhere():
    s = game(players=2)
    a = put(s, 0, "1", courage=2, items=("Carrier Pigeon",))
    put(s, 1, "3")
    to_phase(s, "recruit", [0, 1])
    assert Give(0, 1, "courage") not in R.legal_actions(s, 0)
    act(s, UseItem(0, "Carrier Pigeon"))
    act(s, Give(0, 1, "courage"))
    assert a.courage == 1 and s.units[1].courage == 1


def test_5_6_gammon_bomb_and_mortar():
    s = game(players=2)
    put(s, 0, "5", items=("Gammon Bomb", "Mortar"), soldiers=30, specs=("Corporal",))
    put(s, 1, "7", soldiers=30)
    fixed_rng(s, [4])
    to_phase(s, "combat")
    act(s, UseItem(0, "Gammon Bomb"))
    assert s.def_red == {"5": 4}
    act(s, UseItem(0, "Mortar", sector="7"))
    assert "7" in s.no_mgf and mgf_count(s, "7") == 0


def test_5_6_rangefinder_and_strategic_map():
    s = game()
    u = put(s, 0, "1", items=("Rangefinder", "Strategic Map"))
    _post(s, 0)
    legal = R.legal_actions(s, 0)
    assert UseItem(0, "Rangefinder", 0, SKULL) not in legal  # red die: not blue
    act(s, UseItem(0, "Rangefinder", 4, TWO))
    act(s, UseItem(0, "Strategic Map", 0, 1))
    assert u.dice[4] == dice("B:2S")[0] and u.dice[0] == dice("W:1S")[0]


def test_5_6_rope_ladder_and_grappling_hook_skulls_of_any_colour():
    s = game(players=2)
    a = put(s, 0, "1", items=("Rope Ladder", "Grappling Hook"))
    b = put(s, 1, "1")
    for u in (a, b):
        u.t = {"final": 1}
    b.dice = dice("R:Tool W:Tool B:Star R:Tool W:Tool B:Tool")
    _post(s, 0, order=[0, 1])
    act(s, UseItem(0, "Rope Ladder"))
    act(s, UseItem(0, "Grappling Hook"))
    assert a.virt.count(ANY_COLOUR * 6 + SKULL) == 2 and b.virt == [ANY_COLOUR * 6 + SKULL]
    while s.phase == "post":
        act(s, Pass(R.to_act(s)[0]))
    seat = R.to_act(s)[0]
    assert R.legal_actions(s, seat)[0] == ChooseColour(seat, 0)


def test_5_6_dispatch_case_copies_a_roll():
    s = game(players=2)
    a = put(s, 0, "1", items=("Dispatch Case",))
    b = put(s, 1, "1")
    b.dice = dice("R:2S R:2S W:2S W:2S B:2S B:2S")
    b.t = {"final": 1}
    a.t = {"final": 1}
    _post(s, 0, order=[0, 1])
    act(s, UseItem(0, "Dispatch Case", target=1))
    assert a.dice == b.dice and not any(a.locked)


def test_5_6_medal_case_amphetamines_signalling_lamp():
    s = game()
    u = put(s, 0, "1", soldiers=1, items=("Medal Case", "Amphetamines", "Signalling Lamp"))
    to_phase(s, "recruit", [0])
    act(s, UseItem(0, "Medal Case"))
    assert len(u.decos) == 1
    act(s, UseItem(0, "Signalling Lamp"))
    assert u.soldiers == 7
    act(s, UseItem(0, "Amphetamines", value=1))
    assert u.bc_move


# ---------------------------------------------------------------- vehicles
def test_5_7_vehicles_gains_and_jeep():
    s = game()
    u = put(s, 0, "1")
    s.vehicle_pool.remove("Bulldozer")
    u.vehicle = "Bulldozer"
    from game.dday.rolling import add_auto_virtuals

    add_auto_virtuals(s, u)
    assert u.virt == dice("v:Courage")
    s = game()
    u = put(s, 0, "1")
    s.vehicle_pool.remove("Jeep")
    u.vehicle = "Jeep"
    _post(s, 0)
    assert UseAbility(0, "Jeep", 0) in R.legal_actions(s, 0)


def test_5_7_ambulance_waives_sacrifices_and_saves():
    s = duo()
    u = put(s, 0, "4", courage=2, soldiers=10)
    s.vehicle_pool.remove("Ambulance")
    u.vehicle = "Ambulance"
    to_phase(s, "move", [0, 1])
    assert Move(0, "7") in R.legal_actions(s, 0)  # no specialist to sacrifice needed
    s.losses = [{"seat": 0, "n": 3, "kind": "any", "tag": "test", "phase": "move"}]
    from game.dday.actions import Save

    assert Save(0, "Ambulance") in R.legal_actions(s, 0)


def test_5_14_juno_5_tank_found_and_def():
    s = game("N-05")
    u = put(s, 0, "5", points=25)
    to_phase(s, "recruit", [0])
    act(s, FindItem(0, "Tank"))
    assert u.vehicle == "Tank" and u.points == 5
    assert def_part(s, u, "5") == 8 - 2


# ---------------------------------------------------------------- decorations (§5.8)
def test_5_8_resource_decorations():
    s = game(players=2)
    a = put(s, 0, "1", soldiers=1)
    b = put(s, 1, "1", soldiers=1)
    names = ["Silver Star", "Bronze Star", "Purple Heart", "Military Medal", "Croix de Guerre", "Memorial Cross"]
    for n in names:
        s.deco_deck.remove(n)
    a.decos = sorted(names)
    _post(s, 0, order=[0, 1])
    for n in names:
        act(s, PlayDecoration(0, n))
    assert (a.stars, a.courage, a.soldiers, a.points) == (7, 5, 10, 10)
    assert (b.courage, b.soldiers) == (1, 3)
    assert sorted(s.deco_used) == sorted(names)


def test_5_8_legion_of_merit_victoria_cross_military_cross_dcm():
    s = game(players=2)
    a = put(s, 0, "1")
    b = put(s, 1, "1")
    names = ["Legion of Merit", "Victoria Cross", "Military Cross", "Distinguished Conduct Medal"]
    for n in names:
        s.deco_deck.remove(n)
    a.decos = sorted(names)
    _post(s, 0, order=[0, 1])
    act(s, PlayDecoration(0, "Legion of Merit", choice="Tank"))
    act(s, PlayDecoration(0, "Victoria Cross", target=1))
    act(s, PlayDecoration(0, "Military Cross", choice="Whistle"))
    act(s, PlayDecoration(0, "Distinguished Conduct Medal", value=TWO))
    assert a.vehicle == "Tank" and b.t.get("vc") and "Whistle" in a.items and a.t.get("xb3") == 1


# ---------------------------------------------------------------- map rules
def test_5_15_sword_random_sector_rolled_on_first_entry():
    s = duo("N-06")
    u = put(s, 0, "3", courage=2, soldiers=20)
    to_phase(s, "move", [0, 1])
    fixed_rng(s, [4])
    act(s, Move(0, "6"))
    assert s.random_props == {"6": "A4"}  # Cover: +1 courage every turn
    from game.dday.rolling import add_auto_virtuals

    add_auto_virtuals(s, u)
    assert u.virt == dice("v:Courage")


def test_5_15_sword_ambush_and_crossfire():
    s = game("N-06")
    u = put(s, 0, "11", soldiers=10, stars=0)
    s.random_props["11"] = "C3"
    to_upkeep(s, {0: "R:Star R:Star W:1S W:2S B:Courage B:Tool"})
    act(s, LoseSoldiers(0)) if s.losses else None
    assert u.soldiers == 10 + 3 - 2 and u.stars == 2
    s = game("N-06")
    u = put(s, 0, "11", soldiers=10)
    s.random_props["11"] = "C2"
    to_upkeep(s, {0: "R:Courage W:Courage B:Courage R:1S W:1S B:Tool"})
    assert u.soldiers == 12 and not u.bc_move  # no Battle Cry here


def test_5_15_sword_5_lieutenant_and_15_decoration():
    s = duo("N-06")
    u = put(s, 0, "2", courage=2, soldiers=20)
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "5"))
    assert "Lieutenant" in u.specs and "Lieutenant" not in s.spec_pool
    s = duo("N-06")
    u = put(s, 0, "12", courage=3, soldiers=30, specs=("Minesweeper",))
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "15"))
    assert len(u.decos) == 1


def test_5_13_gold_8_first_decoration_once():
    s = game("N-04", players=3)
    a = put(s, 0, "5", courage=2, soldiers=20)
    b = put(s, 1, "5", courage=2, soldiers=20)
    put(s, 2, "1", soldiers=20)
    to_phase(s, "move", [0, 1, 2])
    act(s, Move(0, "8"))
    act(s, Move(1, "8"))
    assert len(a.decos) == 1 and b.decos == []


def test_5_17_merville_11_and_13():
    s = game("N-08")
    u = put(s, 0, "11")
    s.def_red["11"] = 7
    s.bangalore = ["11"]
    assert def_part(s, u, "11") == 12
    put(s, 0, "13", stay=3)
    turn_marker(s, u)
    assert not u.must_move and u.stay == 3


def test_5_11_omaha_7_no_items():
    s = game("N-02")
    put(s, 0, "7", points=30)
    from game.dday import recruit

    assert not any(isinstance(a, FindItem) for a in recruit.legal(s, s.units[0]))


def test_5_12_utah_8_penalty_and_juno_4_joins():
    s = game("N-03")
    u = put(s, 0, "8", courage=0)
    to_upkeep(s, {0: "R:Courage R:1S W:1S W:2S B:Star B:Tool"})
    assert u.courage == 0
    s = duo("N-05")
    u = put(s, 0, "1", courage=1, soldiers=10)
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "4"))
    assert "Minesweeper" in u.specs


def test_5_10_exercise_level_rules():
    s = game(level="exercise")
    u = s.units[0]
    to_upkeep(s, {0: "R:Skull W:1S B:Star R:2S W:Courage B:Tool"})
    assert (u.soldiers, u.courage, u.stars, u.points, u.decos) == (4 + 3, 1, 0, 0, [])
    assert s.item_pool == [] and s.spec_pool == [] and u.hand == []
    put(s, 0, "7")
    assert mgf_count(s, "7") == 0


def test_5_10_basic_level_ignores_tools_keeps_mgf():
    s = game(level="basic")
    u = s.units[0]
    to_upkeep(s, {0: "R:Tool W:Tool B:Tool R:2S W:Courage B:Star"})
    assert (u.points, u.stars, u.soldiers) == (0, 1 + 2, 6)
    put(s, 0, "7")
    assert mgf_count(s, "7") == 1
    assert sorted(s.spec_pool) == ["Captain", "Engineer", "General", "Lieutenant"]


def test_4_16_private_mulligan():
    from game.dday.actions import Mulligan, RollDice
    from game.dday.rolling import reset_dice

    s = game(mulligan=True)
    u = s.units[0]
    reset_dice(u)
    u.t = {}
    s.phase, s.order, s.cur = "roll", [0], 0
    for _ in range(100):
        fixed = s.rng.copy()
        act(s, RollDice(0))
        if not any(d % 6 in (2, 3) for d in u.dice):
            break
        s.rng = fixed
        s.rng.next_u32()
        reset_dice(u)
    assert Mulligan(0) in R.legal_actions(s, 0)
    act(s, Mulligan(0))
    assert u.mulligan_used and Mulligan(0) not in R.legal_actions(s, 0)


def test_4_16_well_equipped_and_bazooka_joe():
    s = game(well_equipped=True, bazooka_joe=True, players=2)
    assert s.units[0].points == 10
    assert "Rope Ladder" in s.item_pool and "Wirecutters" in s.item_pool


def test_4_6_stay_and_defer():
    s = game(players=2)
    put(s, 0, "1", courage=1)
    put(s, 1, "1", courage=1)
    to_phase(s, "move", [0, 1])
    from game.dday.actions import Defer

    act(s, Defer(0))
    assert R.to_act(s) == [1]
    act(s, Stay(1))
    assert R.to_act(s) == [0] and Defer(0) not in R.legal_actions(s, 0)


def test_4_4_battle_cry_move_option():
    s = game()
    u = s.units[0]
    to_upkeep(s, {0: "R:Courage W:Courage B:Courage R:1S W:1S B:Tool"})
    from game.dday.actions import BonusChoice

    act(s, BonusChoice(0, COURAGE, 1))
    assert u.bc_move and u.courage == 3


def test_4_10_binoculars_on_a_minefield_die():
    s = duo()
    u = put(s, 0, "5", soldiers=10, courage=3, specs=("Corporal",), items=("Binoculars",))
    to_phase(s, "move", [0, 1])
    fixed_rng(s, [6])
    act(s, Move(0, "8"))
    assert R.to_act(s) == [0] and Pass(0) in R.legal_actions(s, 0)
    act(s, UseItem(0, "Binoculars", 0, 1, sector="d6"))
    act(s, LoseSoldiers(0)) if s.losses else None
    assert u.soldiers == 9


def test_4_7_binoculars_on_the_mgf_roll_serve_every_unit():
    s = game(players=2)
    a = put(s, 0, "7", soldiers=30, items=("Binoculars",))
    b = put(s, 1, "7", soldiers=30)
    fixed_rng(s, [6])
    to_phase(s, "combat")
    while s.request is None:
        seat = R.to_act(s)[0]
        act(s, Pass(seat))
    act(s, UseItem(0, "Binoculars", 0, 1, sector="d6"))
    while s.turn == 1 and s.result is None:
        seat = R.to_act(s)[0]
        legal = R.legal_actions(s, seat)
        act(s, Pass(seat) if Pass(seat) in legal else legal[0])
    assert (30 - a.soldiers, 30 - b.soldiers) == (9, 9)


def test_5_13_gold_8_historical_victoria_cross():
    s = game("N-04", players=2, historical=True)
    a = put(s, 0, "5", courage=2, soldiers=20)
    put(s, 1, "1", soldiers=20)
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "8"))
    assert a.decos == ["Victoria Cross"]


def test_5_8_medal_of_honor_also_on_a_minefield():
    s = duo()
    u = put(s, 0, "5", soldiers=10, courage=3, specs=("Corporal",))
    u.t["moh"] = 1
    to_phase(s, "move", [0, 1])
    u.t["moh"] = 1
    fixed_rng(s, [5])
    act(s, Move(0, "8"))
    assert u.soldiers == 10 and not s.losses


def test_4_15_solo_pool_also_for_the_sword_5_lieutenant():
    s = game("N-06")
    u = put(s, 0, "2", courage=2, soldiers=20)
    to_phase(s, "move", [0])
    act(s, Move(0, "5"))
    assert "Lieutenant" in u.specs and u.pool is not None and len(u.pool) == 6


def test_5_5_bangalore_and_flame_thrower_in_use():
    s = game(players=2)
    put(s, 0, "9", soldiers=30, items=("Bangalore Torpedo",))
    put(s, 1, "B", soldiers=30, items=("Flame-thrower", "Lucky Charm"))
    to_phase(s, "combat")
    act(s, UseItem(0, "Bangalore Torpedo"))
    assert s.bangalore == ["9"] and def_part(s, s.units[0], "9") == 0
    while R.to_act(s) != [1]:
        act(s, Pass(R.to_act(s)[0]))
    act(s, UseItem(1, "Flame-thrower"))
    assert def_part(s, s.units[1], "B") == 2


def test_5_7_armored_car_and_half_track_gains():
    from game.dday.rolling import add_auto_virtuals

    s = game(players=2)
    a = put(s, 0, "1")
    b = put(s, 1, "1")
    for v in ("Armored Car", "Half-track"):
        s.vehicle_pool.remove(v)
    a.vehicle, b.vehicle = "Armored Car", "Half-track"
    add_auto_virtuals(s, a)
    assert sorted(a.virt) == sorted(dice("v:Star v:Tool"))  # both vehicles share the sector


def test_5_5_whistle_is_spent_on_the_advance():
    s = duo()
    u = put(s, 0, "1", courage=0, items=("Whistle",))
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "2", True))
    assert u.sector == "2" and "Whistle" in s.item_discard and u.items == []


def test_5_15_binoculars_on_the_random_sector_roll():
    s = duo("N-06")
    u = put(s, 0, "3", courage=2, soldiers=20, items=("Binoculars",))
    to_phase(s, "move", [0, 1])
    fixed_rng(s, [1])  # would be Mortar fire
    act(s, Move(0, "6"))
    assert s.request and s.request["kind"] == "bino"
    act(s, UseItem(0, "Binoculars", 0, 4, sector="d6"))
    assert s.random_props == {"6": "A4"} and u.sector == "6"


def test_5_10_binoculars_on_the_entry_d6_and_the_gammon_bomb():
    s = duo()
    u = put(s, 0, "8", soldiers=10, courage=3, specs=("Scout", "Minesweeper"), items=("Binoculars",))
    to_phase(s, "move", [0, 1])
    fixed_rng(s, [1])
    act(s, Move(0, "10", False, "Scout"))
    act(s, UseItem(0, "Binoculars", 0, 6, sector="d6"))
    assert u.soldiers == 16
    s = game(players=2)
    put(s, 0, "9", soldiers=30, items=("Gammon Bomb", "Lucky Charm"))
    put(s, 1, "9", soldiers=30, items=("Binoculars",))
    fixed_rng(s, [1])
    to_phase(s, "combat")
    act(s, UseItem(0, "Gammon Bomb"))
    assert R.to_act(s) == [1]
    act(s, UseItem(1, "Binoculars", 0, 6, sector="d6"))
    assert s.def_red == {"9": 6}


def test_5_4_grenadier_after_the_mgf_roll_works_from_next_turn():
    s = game()
    u = put(s, 0, "9", specs=("Grenadier",), soldiers=30, items=("Lucky Charm",))
    fixed_rng(s, [3])
    to_phase(s, "combat")
    act(s, Pass(0))  # the MGF roll comes; the trade window opens
    act(s, UseAbility(0, "Grenadier"))
    act(s, Pass(0))
    act(s, LoseSoldiers(0))  # (the Lucky Charm could still be used before allocation)
    assert s.silenced == ["9"] and u.soldiers == 30 - 10 - 3
