"""§6.3 Combat (TC-39 .. TC-47, TC-70, TC-71)."""

from __future__ import annotations

from game.dday.actions import LoseSoldiers, LoseSpecialist, Move, Pass, Save, Stay, UseItem
from game.dday.combat import casualties, def_part
from game.dday.state import ACTIVE, DEAD, SAFE
from tests.dday.helpers import R, act, fixed_rng, game, put, to_phase


def _combat_state(s, mgf):
    s.combat = {"sectors": [], "i": 0, "step": "end", "mgf": mgf, "sixes": 0, "extra": 0, "booby": 0}


def test_TC_39_def_reductions():
    s = game(players=2)
    u = put(s, 0, "4")
    b = put(s, 1, "4")
    _combat_state(s, 4)
    assert casualties(s, u, "4") == 10
    s.def_red["4"] = 7  # Bazooka used by unit A ...
    assert casualties(s, u, "4") == 4 and casualties(s, b, "4") == 4  # ... helps B too
    s.def_red = {}
    s.bangalore = ["4"]
    assert casualties(s, u, "4") == 4
    s.bangalore = []
    u.t["flak"] = 1
    assert casualties(s, u, "4") == 6
    s = game()
    u = put(s, 0, "9")  # DEF 10: Bazooka 7 + Gammon 3 -> DEF part 0, never negative
    s.def_red["9"] = 7 + 3
    _combat_state(s, 4)
    assert def_part(s, u, "9") == 0 and casualties(s, u, "9") == 4
    s.def_red["9"] = 7 + 6
    assert def_part(s, u, "9") == 0


def test_TC_39_bazooka_item_reduces_the_sector():
    s = game(players=2)
    put(s, 0, "4", items=("Bazooka",), soldiers=30)
    put(s, 1, "4", soldiers=30)
    to_phase(s, "combat")
    act(s, UseItem(0, "Bazooka"))
    assert s.def_red == {"4": 7}


def test_TC_40_shared_mgf_roll():
    for flak, grenade, lost_a, lost_b in ((False, False, 11, 11), (True, False, 11, 8), (False, True, 8, 8)):
        s = game(players=2)
        a = put(s, 0, "7", soldiers=30, items=("Grenade",) if grenade else ())
        b = put(s, 1, "7", soldiers=30, items=("Flak Vest",) if flak else ())
        fixed_rng(s, [3])
        to_phase(s, "combat")
        if grenade:
            act(s, UseItem(0, "Grenade", sector="7"))
        if flak:
            act(s, UseItem(1, "Flak Vest"))
        while s.phase == "combat" and s.turn == 1:
            seat = R.to_act(s)[0]
            act(s, Pass(seat) if Pass(seat) in R.legal_actions(s, seat) else R.legal_actions(s, seat)[0])
        assert (30 - a.soldiers, 30 - b.soldiers) == (lost_a, lost_b)


def _run_combat(s):
    while s.phase == "combat" and s.turn == 1 and s.result is None:
        seat = R.to_act(s)[0]
        legal = R.legal_actions(s, seat)
        act(s, Pass(seat) if Pass(seat) in legal else LoseSoldiers(seat) if LoseSoldiers(seat) in legal else legal[0])


def test_TC_41_several_mgf_dice_and_special_damage():
    s = game("N-03")
    u = put(s, 0, "14", soldiers=30, courage=1)
    fixed_rng(s, [6, 6])
    to_phase(s, "combat")
    _run_combat(s)
    assert (30 - u.soldiers, u.courage) == (20, 0)
    s = game("N-03")
    u = put(s, 0, "14", soldiers=30, courage=1)
    s.vehicle_pool.remove("Tank")
    u.vehicle = "Tank"
    fixed_rng(s, [6, 6])
    to_phase(s, "combat")
    _run_combat(s)
    assert (30 - u.soldiers, u.courage) == (18, 1)


def test_TC_42_omaha_5_special_damage():
    s = game("N-02")
    u = put(s, 0, "5", soldiers=30, specs=("Medic", "Scout"))
    fixed_rng(s, [6])
    to_phase(s, "combat")
    act(s, Save(0, "Medic"))
    act(s, LoseSoldiers(0))
    assert u.soldiers == 30 - 13
    act(s, LoseSpecialist(0, "Scout"))  # special damage: a specialist of the owner's choice
    assert u.specs == ["Medic"]
    s = game("N-02")
    u = put(s, 0, "5", soldiers=30)
    fixed_rng(s, [6])
    to_phase(s, "combat")
    assert u.soldiers == 16


def test_TC_43_medic_once_per_phase():
    s = game(players=2)
    u = put(s, 0, "5", soldiers=20, courage=3, specs=("Medic", "Corporal"))
    put(s, 1, "1", soldiers=30)
    to_phase(s, "move", [0, 1])
    fixed_rng(s, [3])
    act(s, Move(0, "8"))
    act(s, Save(0, "Medic"))
    act(s, LoseSoldiers(0))
    assert u.soldiers == 18
    assert Save(0, "Medic") not in R.legal_actions(s, 0) or s.phase == "move"
    fixed_rng(s, [1])
    act(s, Stay(1))
    # phase 5 in sector 8: DEF 8 + MGF 1 = 9, the Medic saves 1 again (a new phase)
    act(s, Save(0, "Medic"))
    act(s, LoseSoldiers(0))
    assert u.soldiers == 18 - 8


def test_TC_44_hero_and_paratrooper():
    s = game()
    u = put(s, 0, "1", soldiers=10, courage=2, stars=1, specs=("Hero",))
    s.losses = [{"seat": 0, "n": 5, "kind": "any", "tag": "test", "phase": "combat"}]
    act(s, Save(0, "Hero", "courage"))
    act(s, Save(0, "Hero", "courage"))
    act(s, Save(0, "Hero", "stars"))
    act(s, LoseSoldiers(0))
    assert (u.soldiers, u.courage, u.stars) == (8, 0, 0)
    s = game()
    u = put(s, 0, "1", soldiers=10, specs=("Paratrooper", "Scout"))
    s.losses = [{"seat": 0, "n": 9, "kind": "any", "tag": "test", "phase": "combat"}]
    act(s, Save(0, "Paratrooper"))
    act(s, LoseSoldiers(0))
    assert (u.soldiers, u.specs) == (7, ["Scout"])


def test_TC_45_destruction():
    s = game(players=2)
    u = put(s, 0, "1", soldiers=2, specs=("Scout",))
    s.losses = [{"seat": 0, "n": 3, "kind": "any", "tag": "test", "phase": "combat"}]
    from game.dday.combat import loss_auto

    loss_auto(s, [])
    assert u.status == DEAD and s.result == "loss"
    s = game(players=2, level="exercise")
    u = put(s, 0, "1", soldiers=2, specs=("Scout",))
    s.losses = [{"seat": 0, "n": 3, "kind": "any", "tag": "test", "phase": "combat"}]
    loss_auto(s, [])
    assert u.status == DEAD and s.result is None and s.units[1].status == ACTIVE


def test_TC_46_bunker_modifiers():
    s = game("N-08", players=2)
    a = put(s, 0, "B", soldiers=30, specs=("Engineer",), items=("Flame-thrower",))
    b = put(s, 1, "B", soldiers=30)
    _combat_state(s, 2)
    s.def_red["B"] = 10
    assert casualties(s, a, "B") == 7 and casualties(s, b, "B") == 7


def test_TC_46_flame_thrower_only_in_a_bunker():
    s = game("N-08")
    u = put(s, 0, "13", soldiers=30, items=("Flame-thrower", "Bazooka"))
    to_phase(s, "combat")
    legal = R.legal_actions(s, 0)
    assert UseItem(0, "Bazooka") in legal and UseItem(0, "Flame-thrower") not in legal
    assert u.status == ACTIVE


def test_TC_47_specialists_beside_the_bunker():
    s = game("N-02", players=3)
    a = put(s, 0, "B", soldiers=40, specs=("Scout", "Medic", "Veteran"))
    b = put(s, 1, "B", soldiers=40)
    c = put(s, 2, "9", soldiers=40)
    _combat_state(s, 2)
    assert casualties(s, a, "B") == 20 and casualties(s, b, "B") == 20
    from game.dday.combat import end_sector

    end_sector(s, "B", [])
    assert a.status == SAFE and b.status == SAFE and len(s.beside["B"]) == 3
    c.sector = "B"
    assert def_part(s, c, "B") == 15


def test_TC_70_medic_needs_a_plain_soldier():
    s = game()
    u = put(s, 0, "1", soldiers=0, specs=("Medic", "Scout"))
    s.losses = [{"seat": 0, "n": 1, "kind": "any", "tag": "test", "phase": "combat"}]
    assert Save(0, "Medic") not in R.legal_actions(s, 0)
    act(s, LoseSpecialist(0, "Scout"))
    assert u.specs == ["Medic"]
    s = game()
    u = put(s, 0, "1", soldiers=1, specs=("Medic", "Scout"))
    s.losses = [{"seat": 0, "n": 2, "kind": "any", "tag": "test", "phase": "combat"}]
    act(s, Save(0, "Medic"))
    act(s, LoseSpecialist(0, "Scout"))
    assert (u.soldiers, u.specs) == (1, ["Medic"])


def test_TC_71_special_damage_comes_after_the_casualties():
    for take_scout, left in ((False, 2), (True, 3)):
        s = game("N-02")
        u = put(s, 0, "5", soldiers=16, specs=("Scout",))
        fixed_rng(s, [6])
        to_phase(s, "combat")
        if take_scout:
            act(s, LoseSpecialist(0, "Scout"))  # the other 13 then fall on plain soldiers
        else:
            act(s, LoseSoldiers(0))
        assert u.soldiers == left and u.specs == []
    s = game("N-02")
    u = put(s, 0, "5", soldiers=16, specs=("Scout",))
    u.t["moh"] = 1  # Medal of Honor played this turn
    fixed_rng(s, [6])
    to_phase(s, "combat")
    assert u.soldiers == 16 and u.specs == ["Scout"]
    s = game("N-02")
    u = put(s, 0, "B", soldiers=40)
    u.t["moh"] = 1
    fixed_rng(s, [2])
    to_phase(s, "combat")
    assert u.status == SAFE and u.soldiers == 40 - 18 - 2


def test_TC_48_silence_those_guns():
    from game.dday.actions import Move, PressOn

    s = R.setup({"map": "STG", "players": 2}, 4)
    # at least one player on each map: the last seat to land must take the other map
    act(s, Move(0, "M1"))
    assert {a.dest for a in R.legal_actions(s, 1)} == {"S1"}
    act(s, Move(1, "S1"))
    a, b = s.units
    assert "Pathfinder" in a.hand and "Point Man" in b.hand
    put(s, 1, "S2", soldiers=30)
    assert def_part(s, b, "S2") == 5
    put(s, 0, "M5", soldiers=30, courage=5)
    to_phase(s, "move", [0, 1])
    act(s, Move(0, "M8"))
    assert def_part(s, b, "S2") == 4
    # the Sword bunker is sealed until the Merville bunker is taken
    put(s, 1, "S14", soldiers=30, courage=9)
    s.units[1].t = {}
    to_phase(s, "move", [1, 0])
    assert "SB" not in {m.dest for m in R.legal_actions(s, 1) if isinstance(m, Move)}
    s.captured = ["MB"]
    assert "SB" in {m.dest for m in R.legal_actions(s, 1) if isinstance(m, Move)}
    # crossing between the maps is an advance at the R4->R5 price; no way back
    assert "M13" in {m.dest for m in R.legal_actions(s, 1) if isinstance(m, Move)}
    act(s, Move(1, "M13"))
    assert b.courage == 6
    # surviving the Merville bunker: the seat chooses to press on or to leave
    s = R.setup({"map": "STG", "players": 2}, 4)
    act(s, Move(0, "M1"))
    act(s, Move(1, "S1"))
    put(s, 0, "MB", soldiers=60)
    put(s, 1, "S3", soldiers=60)
    fixed_rng(s, [1, 1])
    to_phase(s, "combat")
    while R.to_act(s) and s.request is None:
        act(s, R.legal_actions(s, R.to_act(s)[0])[0])
    assert s.request and s.request["kind"] == "presson" and s.captured == ["MB"]
    act(s, PressOn(0, True))
    assert s.units[0].status == ACTIVE


def test_4_10_items_during_a_casualty_event():
    s = game()
    u = put(s, 0, "1", soldiers=2, specs=("Scout",), items=("Field Radio",))
    s.losses = [{"seat": 0, "n": 3, "kind": "any", "tag": "test", "phase": "combat"}]
    assert UseItem(0, "Field Radio") in R.legal_actions(s, 0)
    act(s, UseItem(0, "Field Radio"))
    act(s, LoseSoldiers(0))
    assert (u.soldiers, u.specs) == (4, ["Scout"])
