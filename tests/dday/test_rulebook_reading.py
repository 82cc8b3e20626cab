"""Corrections from a reading of the engine against the Czech rulebook (issue 19).

Each test quotes the rulebook (translated) and names the spec section it proves.
"""

from __future__ import annotations

from game.dday.actions import Move
from tests.dday.helpers import R, act, game, pass_all, put, to_phase


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
