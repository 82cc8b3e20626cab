"""Second pass: gaps closed after the first version (named after their spec sections)."""

from __future__ import annotations

from game.dday.actions import LoseSoldiers, Pass, UseItem
from tests.dday.helpers import R, act, fixed_rng, game, put, to_phase


def test_4_10_binoculars_on_the_sword_mortar_fire_die():
    """§4.10 / §5.15 A-1: the mortar-fire d6 affects the units there, so Binoculars may change it."""
    s = game("N-06", players=2)
    s.random_props["6"] = "A1"
    u = put(s, 0, "6", soldiers=30, items=("Binoculars",))
    put(s, 1, "1", soldiers=30)
    fixed_rng(s, [6])
    to_phase(s, "combat")
    # nothing to do before the MGF roll: the window closes by itself and the dice are rolled
    assert s.request and s.request["kind"] == "bino" and R.to_act(s) == [0]
    act(s, UseItem(0, "Binoculars", 0, 1, sector="d6"))
    # the rest needs no decision: DEF 8 plus the changed mortar die
    assert u.soldiers == 30 - 8 - 1 and "Binoculars" in s.item_discard


def test_4_10_binoculars_on_the_booby_trap_die_only_when_it_hurts():
    """§5.15 C-1: a unit with a Minesweeper is not hit by booby traps, so it may not change that die."""
    s = game("N-06", players=2)
    s.random_props["11"] = "C1"
    u = put(s, 0, "11", soldiers=30, items=("Binoculars",))
    v = put(s, 1, "11", soldiers=30, specs=("Minesweeper",), items=("Binoculars",))
    fixed_rng(s, [5])
    to_phase(s, "combat")
    # only the MGF-free sector's booby-trap die was rolled: the Minesweeper's unit is not asked
    assert s.request == {"kind": "bino", "to": 0}
    assert R.legal_actions(s, 0)[1:] == [UseItem(0, "Binoculars", 0, f, sector="d6") for f in range(1, 7)
                                         if f != 5]
    act(s, UseItem(0, "Binoculars", 0, 1, sector="d6"))
    assert s.combat["booby"] == 1
    _finish_combat(s)
    assert u.soldiers == 30 - 10 - 1 and v.soldiers == 30 - 10


def _finish_combat(s):
    while s.phase == "combat" and s.result is None:
        seat = R.to_act(s)[0]
        acts = R.legal_actions(s, seat)
        act(s, LoseSoldiers(seat) if LoseSoldiers(seat) in acts else Pass(seat))


def test_4_10_any_time_items_in_the_units_own_rolling_turn():
    """§4.10 "all others ... at any time": usable while rolling; a bonus item used in phase 1 is
    resolved with the final roll in phase 2 (§5.2)."""
    s = game()
    u = put(s, 0, "1", soldiers=5, items=("Field Radio", "Command Jacket", "Flak Vest", "Grenade"))
    act(s, R.legal_actions(s, 0)[0])  # roll the dice
    acts = R.legal_actions(s, 0)
    assert UseItem(0, "Field Radio") in acts and UseItem(0, "Flak Vest") in acts
    assert not any(isinstance(a, UseItem) and a.item == "Grenade" for a in acts)  # before MGF only
    act(s, UseItem(0, "Field Radio"))
    act(s, UseItem(0, "Command Jacket"))
    assert u.soldiers == 10 and u.t.get("xb1") == 1


def test_4_10_any_time_items_while_resolving_the_roll():
    """§4.10: an "any time" item is offered beside the upkeep choices."""
    from game.dday.actions import CancelResult
    from tests.dday.helpers import to_upkeep

    s = game()
    u = put(s, 0, "1", soldiers=5, items=("Walkie-Talkie",))
    to_upkeep(s, {0: "R:Skull W:2S B:Star R:1S W:Courage B:Star"})
    acts = R.legal_actions(s, 0)
    assert CancelResult(0, 3) in acts and UseItem(0, "Walkie-Talkie") in acts
    act(s, UseItem(0, "Walkie-Talkie"))
    assert u.soldiers == 7 and s.phase == "upkeep"


def test_5_3_point_man_any_time_after_upkeep():
    """§5.3 Point Man: "any time after upkeep and before his unit's move" — also in phase 3."""
    from game.dday.actions import Stay, UseAbility

    s = game(players=2)
    u = put(s, 0, "2", soldiers=10, specs=("Point Man",), stay=3)
    put(s, 1, "2", soldiers=10, stay=1)
    u.must_move = True
    to_phase(s, "recruit", [0, 1])
    assert UseAbility(0, "Point Man") in R.legal_actions(s, 0)
    act(s, UseAbility(0, "Point Man"))
    assert not u.must_move and "Point Man" in u.dead and u.stay == 3
    while s.phase == "recruit":
        act(s, Pass(R.to_act(s)[0]))
    if R.to_act(s) == [1]:
        act(s, Stay(1))
    assert R.to_act(s) == [0] and Stay(0) in R.legal_actions(s, 0)


# ---------------------------------------------------------------- prompt and summary
def _random_states(map_id, players, seed, limit=400):
    import random

    s = R.setup({"map": map_id, "players": players}, seed)
    rnd = random.Random(seed)
    n = 0
    while not R.is_over(s) and n < limit:
        yield s
        seat = R.to_act(s)[0]
        R.apply(s, rnd.choice(R.legal_actions(s, seat)))
        n += 1


def test_prompt_reads_the_same_on_a_view_and_asks_the_acting_seat():
    for map_id, players in (("N-01", 2), ("N-06", 3), ("N-07", 1)):
        for s in _random_states(map_id, players, 5):
            seat = R.to_act(s)[0]
            text = R.prompt(R.view(s, seat), seat)
            assert text and text == R.prompt(s, seat)
            assert not text.startswith("Waiting")
            for other in range(players):
                if other != seat:
                    assert R.prompt(R.view(s, other), other).startswith("Waiting for Player")


def test_prompt_names_the_dice_and_the_lock_count():
    s = game()
    act(s, R.legal_actions(s, 0)[0])  # roll
    text = R.prompt(R.view(s, 0), 0)
    assert "Lock 2 more dice" in text and "1 Red " in text and "6 Blue " in text


def test_prompt_for_casualties_says_how_many():
    s = game()
    put(s, 0, "1", soldiers=5, specs=("Medic",))
    s.losses = [{"seat": 0, "n": 3, "kind": "any", "tag": "combat", "phase": "combat"}]
    text = R.prompt(R.view(s, 0), 0)
    assert "must lose 3" in text and "save" in text


def test_summary_reads_well():
    s = game(players=2)
    sections = R.summary(R.view(s, 1))
    titles = [sec.title for sec in sections]
    assert titles == ["N-01 Exercise Tiger (advanced level)", "Player 1 (brown)", "Player 2 (green)"]
    unit = {e.label: e for e in sections[1].entries}
    assert unit["Turns here"].value == "1 of 3"
    assert unit["Defence"].value == "2"
    battle = {e.label: e for e in sections[0].entries}
    items = battle["Items to find (cost in points)"].pieces
    assert items[0].label == "Bangalore Torpedo (20)" and items[0].detail == "20 points"
    assert [p.face for p in unit["Dice"].pieces] == ["RSk", "RSk", "WSk", "WSk", "BSk", "BSk"]
    assert all(p.label[0].isdigit() for p in unit["Dice"].pieces)  # "1. Red Skull"
    s.units[1].locked[2] = True
    dice = next(e for e in R.summary(R.view(s, 1))[2].entries if e.label.startswith("Dice"))
    assert dice.label == "Dice (locked*: 3)" and dice.pieces[2].face == "WSk*"


def test_4_13_gifts_of_one_or_five():
    """§4.13.1 a unit may give resources to a unit in its sector; 1 or 5 at a time."""
    from game.dday.actions import Give

    s = game(players=2)
    a = put(s, 0, "1", soldiers=12)
    b = put(s, 1, "1", soldiers=3)
    to_phase(s, "recruit", [0, 1])
    seat = R.to_act(s)[0]
    if seat == 1:
        act(s, Pass(1))
    assert Give(0, 1, "soldiers", 5) in R.legal_actions(s, 0)
    act(s, Give(0, 1, "soldiers", 5))
    assert a.soldiers == 7 and b.soldiers == 8
    assert Give(0, 1, "soldiers", 5) in R.legal_actions(s, 0)  # 7 left, one must stay


def test_4_11_a_vehicle_may_be_abandoned_to_take_another():
    """§4.11 vehicles may be abandoned (out of the game); then Juno 5's Tank can be found."""
    from game.dday.actions import Abandon, FindItem

    s = game("N-05")
    u = put(s, 0, "5", soldiers=10, points=30)
    s.vehicle_pool.remove("Jeep")
    u.vehicle = "Jeep"
    to_phase(s, "recruit", [0])
    assert FindItem(0, "Tank") not in R.legal_actions(s, 0)
    act(s, Abandon(0, "Jeep"))
    assert u.vehicle is None and "Jeep" in s.vehicles_out
    act(s, FindItem(0, "Tank"))
    assert u.vehicle == "Tank"


def test_4_6_a_joiner_may_use_its_mine_detector_for_the_joint_move():
    """§4.6.3 joint move; §5.5 Mine Detector is declared with the move it serves."""
    from game.dday.actions import Move

    s = game(players=2)
    a = put(s, 0, "2", soldiers=20, items=("Wirecutters", "Binoculars"))
    b = put(s, 1, "2", soldiers=21, items=("Mine Detector",))
    to_phase(s, "move", [0, 1])
    act(s, UseItem(0, "Wirecutters"))
    fixed_rng(s, [4])
    act(s, Move(0, "3"))
    if s.request and s.request["kind"] == "bino":
        act(s, Pass(0))
    assert s.request and s.request["kind"] == "join" and R.to_act(s) == [1]
    assert "join" in R.prompt(R.view(s, 1), 1).lower() or "Join" in R.prompt(R.view(s, 1), 1)
    act(s, UseItem(1, "Mine Detector"))
    assert s.request and s.request["kind"] == "join"
    act(s, Move(1, "3"))
    assert b.sector == "3" and b.soldiers == 21 and a.sector == "3"


def test_labels_read_as_words():
    """Every offered action has a label a person can read: no raw codes, no seat 0."""
    for map_id, players in (("N-01", 2), ("N-04", 1), ("N-06", 3), ("N-07", 2), ("N-08", 3)):
        for s in _random_states(map_id, players, 11, 600):
            seat = R.to_act(s)[0]
            for a in R.legal_actions(s, seat):
                text = a.label()
                assert text and "None" not in text and "-1" not in text and "player 0" not in text, text


def test_5_10_training_levels_the_survivors_win():
    """§5.10 [R] Exercise / Basic: a destroyed unit is out, the others carry on; the units that took
    the bunker are the winners ("who of the winners did best")."""
    from game.dday.common import check_end
    from game.dday.state import DEAD, SAFE

    s = game(players=3, level="basic")
    s.units[0].status = SAFE
    s.units[1].status = DEAD
    check_end(s, [])
    assert s.result is None  # player 3 still fights
    s.units[2].status = SAFE
    check_end(s, [])
    assert R.outcome(s).winners == (0, 2)


def test_4_11_legion_of_merit_not_in_a_bunker():
    """§4.11 [R] a vehicle never enters a bunker, so the Legion of Merit is not playable there."""
    from game.dday.actions import PlayDecoration
    from game.dday.items import decoration_options

    s = game()
    u = put(s, 0, "B", soldiers=20)
    s.deco_deck.remove("Legion of Merit")
    u.decos = ["Legion of Merit"]
    assert decoration_options(s, u) == []
    put(s, 0, "9")
    assert PlayDecoration(0, "Legion of Merit", choice="Tank") in decoration_options(s, u)


def test_prompt_explains_the_move_and_the_climb():
    """§4.6 costs of each reachable sector; §5.16 the climb result."""
    s = game(players=2)
    put(s, 0, "1", courage=1, soldiers=9)
    put(s, 1, "1", courage=0, soldiers=10)
    to_phase(s, "move", [0, 1])
    assert "sector 2 (1 courage)" in R.prompt(R.view(s, 0), 0)
    put(s, 0, "2", courage=3, soldiers=9)
    assert "sector 3 (free, minefield: lose 1d6)" in R.prompt(R.view(s, 0), 0)
    s = game("N-07")
    u = put(s, 0, "9", courage=5, soldiers=20, visited=("2", "5"))
    u.dice = [0, 6, 12, 19, 25, 31]  # three skulls only
    to_phase(s, "move", [0])
    assert "climb failed" in R.prompt(R.view(s, 0), 0)


def test_4_8_hero_may_pay_for_several_casualties_at_once():
    """§4.8 Hero: 1 courage or star per casualty, any number — one button for the lot."""
    from game.dday.actions import Save

    s = game()
    u = put(s, 0, "1", soldiers=5, courage=3, stars=1, specs=("Hero",))
    s.losses = [{"seat": 0, "n": 4, "kind": "any", "tag": "combat", "phase": "combat"}]
    acts = R.legal_actions(s, 0)
    assert Save(0, "Hero", "courage", 3) in acts and Save(0, "Hero", "stars") in acts
    assert Save(0, "Hero", "courage", 3).label() == "Hero: pay 3 courage to save 3 soldiers"
    act(s, Save(0, "Hero", "courage", 3))
    assert u.courage == 0 and s.losses[0]["n"] == 1
