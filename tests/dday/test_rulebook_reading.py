"""Corrections from a reading of the engine against the Czech rulebook (issue 19).

Each test quotes the rulebook (translated) and names the spec section it proves.
"""

from __future__ import annotations

from game.dday.actions import (
    Abandon,
    AskHelp,
    CancelResult,
    CannotMove,
    Defer,
    Give,
    LoseSoldiers,
    Move,
    Pass,
    Stay,
    UseItem,
)
from game.dday.data import GIVE_BACK_LIMIT
from game.dday.items import give_options
from game.dday.state import ACTIVE, DEAD
from tests.dday.helpers import R, act, fixed_rng, game, pass_all, put, to_phase, to_upkeep


def test_4_16_blind_start_ignores_the_printed_start_specialist():
    # [p. 17] Blind Start: "At the start of the game the players ignore the starting resources
    # printed on the map and simply add 1 soldier to their card." [p. 21] Utah sector 2: "Your
    # starting resources are 0 soldiers and a Corporal" - the Corporal is one of them.
    s = R.setup({"map": "N-03", "players": 1, "blind_start": True}, 3)
    act(s, Move(0, "2"))
    u = s.units[0]
    assert u.specs == [] and "Corporal" in u.hand
    assert u.soldiers >= 1 and u.courage == 0
    plain = R.setup({"map": "N-03", "players": 1}, 3)
    act(plain, Move(0, "2"))
    assert plain.units[0].specs == ["Corporal"]


def test_4_14_no_turn_limit():
    # [p. 14] "The game ends in defeat for the players in one of these 2 cases: a player has no
    # soldiers, specialists included (the unit is destroyed); a unit is forced to move but cannot."
    # No third way: a long battle is not lost for its length (a cap for simulations belongs to
    # the simulator, random_game_action_limit).
    s = game()
    put(s, 0, "1", soldiers=30)
    s.turn = 75
    to_phase(s, "combat")
    pass_all(s, "combat")
    assert s.result is None and s.turn == 76 and s.phase == "roll"


def test_4_13_1_what_was_received_this_turn_may_be_passed_on():
    # [p. 10] "If 2 or more units are in the same sector, they may trade resources among
    # themselves ... A unit may trade resources for nothing. Trading may be done at any time."
    s = game(players=3)
    a = put(s, 0, "1", soldiers=12, items=("Whistle",))
    b = put(s, 1, "1", soldiers=3)
    c = put(s, 2, "1", soldiers=3)
    to_phase(s, "recruit", [0, 1, 2])
    act(s, Give(0, 1, "soldiers", 5))
    act(s, Give(0, 1, "Whistle"))
    act(s, Pass(0))
    assert R.to_act(s) == [1]
    act(s, Give(1, 2, "soldiers", 5))
    act(s, Give(1, 2, "Whistle"))
    assert (a.soldiers, b.soldiers, c.soldiers) == (7, 3, 8) and c.items == ["Whistle"]


def test_4_7_3_trading_in_combat_after_the_mgf_roll_includes_what_was_received():
    # [p. 10] "During combat trading is possible after the heavy machine-gun roll but before
    # the losses are taken, which lets the units deal with their casualties."
    s = game(players=2)
    a = put(s, 0, "9", soldiers=20)
    b = put(s, 1, "9", soldiers=3, courage=6)
    to_phase(s, "recruit", [0, 1])
    act(s, Give(0, 1, "soldiers", 5))  # B received soldiers this turn ...
    fixed_rng(s, [3])
    to_phase(s, "combat")
    while s.combat["step"] == "pre":  # the pre-MGF window closes, the MGF is rolled
        act(s, Pass(R.to_act(s)[0]))
    assert s.combat["step"] == "trade" and s.combat["mgf"] == 3
    seat = R.to_act(s)[0]
    if seat == 0:
        act(s, Pass(0))
    # ... and may hand them back once the MGF is known, before the casualties (sector 9: DEF 7)
    assert Give(1, 0, "soldiers", 5) in R.legal_actions(s, 1)
    act(s, Give(1, 0, "soldiers", 5))
    assert (a.soldiers, b.soldiers) == (20, 3)


def test_4_13_engine_bound_ends_gifts_passed_to_and_fro():
    # Engine rule (not the rulebook's): two units may hand a soldier back and forth, but each may
    # give back what it was given only GIVE_BACK_LIMIT times in one phase - else a random player
    # could keep the window open for ever. Every other gift stays possible.
    s = game(players=2)
    put(s, 0, "1", soldiers=12)
    put(s, 1, "1", soldiers=12, courage=2)
    to_phase(s, "recruit", [0, 1])
    gifts = 0
    while True:
        seat = R.to_act(s)[0]
        gift = Give(seat, 1 - seat, "soldiers", 1)
        if gift not in R.legal_actions(s, seat):
            break
        act(s, gift)
        gifts += 1
        if R.to_act(s) == [seat]:   # a unit with nothing more to give has passed already
            act(s, Pass(seat))
        assert gifts < 100
    assert gifts == 1 + 2 * GIVE_BACK_LIMIT
    assert Give(1, 0, "courage", 1) in R.legal_actions(s, 1)   # a fresh gift is still possible
    pass_all(s, "recruit")
    assert s.phase == "move"


def test_4_13_a_unit_may_hand_back_what_it_was_given_to_save_the_giver():
    # [p. 10] "Trading may be done at any time." A gives away courage it turns out to need; B
    # hands it back, and A can move instead of being destroyed.
    s, a, b = _stuck_pair([0, 1], b_courage=0)
    a.courage = 2
    assert Move(0, "7", False, "Scout") in R.legal_actions(s, 0)
    act(s, Give(0, 1, "courage", 1))
    legal = R.legal_actions(s, 0)
    assert not any(isinstance(x, Move) for x in legal) and AskHelp(0, 1) in legal
    act(s, AskHelp(0, 1))
    assert Give(1, 0, "courage", 1) in R.legal_actions(s, 1)
    act(s, Give(1, 0, "courage", 1))
    act(s, Pass(1))
    act(s, Move(0, "7", False, "Scout"))
    assert a.status == ACTIVE and a.sector == "7" and s.result is None


def test_5_5_carrier_pigeon_trades_both_ways():
    # [p. 29] Carrier Pigeon: "This turn you may trade resources with a unit anywhere on the map."
    # A trade goes both ways: the holder may also receive. [p. 10] in combat trading comes
    # "after the heavy machine-gun roll but before the losses".
    s = game(players=2)
    a = put(s, 0, "9", soldiers=4, items=("Carrier Pigeon",))
    b = put(s, 1, "3", soldiers=20, courage=3)
    to_phase(s, "recruit", [0, 1])
    act(s, UseItem(0, "Carrier Pigeon"))
    act(s, Pass(0))
    assert R.to_act(s) == [1]
    act(s, Give(1, 0, "courage", 1))
    assert (a.courage, b.courage) == (1, 2)
    # the same turn in combat: B, two rows down, sends soldiers into A's fight (sector 9)
    fixed_rng(s, [2, 2])
    to_phase(s, "combat")
    while s.result is None and not (s.combat["step"] == "trade" and s.combat["sectors"][s.combat["i"]] == "9"):
        seat = R.to_act(s)[0]
        act(s, Pass(seat) if Pass(seat) in R.legal_actions(s, seat) else LoseSoldiers(seat))
    assert sorted(s.window) == [0, 1]
    while R.to_act(s) != [1]:
        act(s, Pass(R.to_act(s)[0]))
    act(s, Give(1, 0, "soldiers", 5))
    assert a.soldiers == 9


def _stuck_pair(order, b_courage=3, b_soldiers=10):
    """N-01: A must leave black-shield sector 4 for 7 (2 courage, sacrifice 1 specialist) and has
    1 courage; B shares the sector."""
    s = game(players=2)
    a = put(s, 0, "4", soldiers=5, courage=1, specs=("Scout",), visited=("1", "2", "5"))
    a.must_move = True
    b = put(s, 1, "4", soldiers=b_soldiers, courage=b_courage, visited=("1", "2"))
    to_phase(s, "move", order)
    return s, a, b


def test_4_6_a_stuck_unit_may_ask_a_partner_for_help():
    # [p. 11] "If a unit must move and cannot (for any reason), it is destroyed (and the players
    # lose)." [p. 10] "Trading may be done at any time." - so before it is lost, the partner in
    # its sector is asked and may give it the courage it lacks.
    s, a, b = _stuck_pair([0, 1])
    legal = R.legal_actions(s, 0)
    assert not any(isinstance(x, Move) for x in legal)
    assert AskHelp(0, 1) in legal and CannotMove(0) in legal
    act(s, AskHelp(0, 1))
    assert R.to_act(s) == [1]
    act(s, Give(1, 0, "courage", 1))
    act(s, Pass(1))
    assert R.to_act(s) == [0] and AskHelp(0, 1) not in R.legal_actions(s, 0)  # once a turn
    act(s, Move(0, "7", False, "Scout"))
    assert a.sector == "7" and a.status == ACTIVE and (a.courage, b.courage) == (0, 2)


def test_4_6_a_stuck_unit_may_wait_for_its_partner():
    s, a, b = _stuck_pair([0, 1])
    act(s, Defer(0))
    assert R.to_act(s) == [1]
    act(s, Give(1, 0, "courage", 1))
    act(s, Stay(1))
    assert R.to_act(s) == [0] and Move(0, "7", False, "Scout") in R.legal_actions(s, 0)


def test_4_6_a_stuck_unit_is_not_pushed_through_its_gifts():
    # The unit that cannot move gives up in one decision; it is not made to hand its resources
    # away one click at a time until nothing is left (B has nothing to give, so no request).
    s, a, b = _stuck_pair([1, 0], b_courage=0, b_soldiers=1)
    act(s, Stay(1))
    legal = R.legal_actions(s, 0)
    assert CannotMove(0) in legal and Give(0, 1, "soldiers", 1) in legal
    assert not any(isinstance(x, AskHelp) for x in legal)
    act(s, CannotMove(0))
    assert a.status == DEAD and s.result == "loss" and b.soldiers == 1


def test_4_6_a_stuck_unit_nobody_can_help_is_lost_at_once():
    s = game()
    put(s, 0, "4", courage=1, specs=("Scout",), visited=("1", "2", "5")).must_move = True
    to_phase(s, "move", [0])
    assert s.units[0].status == DEAD and s.result == "loss"


def test_4_11_a_vehicle_may_be_abandoned_at_any_time():
    # [p. 10] "Vehicles may be traded or abandoned, but once abandoned they can never be found
    # again." No time is given: here it makes room for a partner's Tank in a sector that offers
    # no vehicle, and it is offered in the move phase too.
    s = game("N-05", players=2)
    a = put(s, 0, "1", soldiers=10)
    b = put(s, 1, "1", soldiers=10)
    for u, v in ((a, "Jeep"), (b, "Tank")):
        s.vehicle_pool.remove(v)
        u.vehicle = v
    to_phase(s, "recruit", [0, 1])
    assert Give(1, 0, "Tank") not in give_options(s, b)  # one vehicle a unit
    while R.to_act(s) != [0]:
        act(s, Pass(R.to_act(s)[0]))
    act(s, Abandon(0, "Jeep"))
    assert a.vehicle is None and "Jeep" in s.vehicles_out
    act(s, Pass(0))
    act(s, Give(1, 0, "Tank"))
    assert (a.vehicle, b.vehicle) == ("Tank", None)
    to_phase(s, "move", [0, 1])
    assert Abandon(0, "Tank") in R.legal_actions(s, 0)


def test_4_13_1_trading_while_resolving_the_roll():
    # "Trading may be done at any time" [p. 10]: also while a unit resolves its final roll.
    s = game(players=2)
    a = put(s, 0, "1", soldiers=8)
    b = put(s, 1, "1", soldiers=2)
    to_upkeep(s, {0: "R:Skull R:1S W:1S W:Tool B:2S B:2S", 1: "R:1S R:1S W:1S W:1S B:1S B:1S"})
    assert R.to_act(s) == [0] and s.phase == "upkeep"
    legal = R.legal_actions(s, 0)
    assert any(isinstance(x, CancelResult) for x in legal) and Give(0, 1, "soldiers", 5) in legal
    act(s, Give(0, 1, "soldiers", 5))
    assert (a.soldiers, b.soldiers) == (3, 7) and s.phase == "upkeep" and R.to_act(s) == [0]
