"""Engine-level checks: options, random playouts to the end with invariants, views, codec,
summary, and the §7 rules options."""

from __future__ import annotations

import msgpack
import pytest

from game.core.rng import Rng
from game.core.types import DecodeError, IllegalAction, OptionError
from game.madness.actions import BreakCurse, PickSpell
from game.madness.data import MADNESS, SPELL_ID, W
from game.madness.machine import run
from game.madness.state import NEUTRAL
from tests.madness.helpers import R, blank, give, pay, place_curse, start_actions


@pytest.mark.parametrize("index", range(len(R.battery_options())))
def test_random_playouts_finish_with_invariants(index: int) -> None:
    options = R.battery_options()[index]
    for seed in range(3):
        s = R.setup(options, seed)
        rng = Rng(seed + 99)
        steps = 0
        while not R.is_over(s):
            seat = R.to_act(s)[0]
            acts = R.legal_actions(s, seat)
            assert acts and all(a.label() for a in acts)
            if steps % 25 == 0:
                for who in (seat, None):
                    v = R.view(s, who)
                    data = R.encode(v)
                    assert R.encode(R.view(R.determinize(v, who, seed), who)) == data
                assert R.legal_actions(R.view(s, seat), seat) == acts
                enc = R.encode(s)
                assert R.encode(R.decode(msgpack.unpackb(msgpack.packb(enc)))) == enc
                assert R.summary(R.view(s, seat)) and R.round_label(s) and R.tally(s)
            R.apply(s, acts[rng.below(len(acts))])
            R.check_invariants(s)
            steps += 1
            assert steps < R.random_game_action_limit
        assert R.to_act(s) == [] and R.outcome(s).reason


def test_options_checked() -> None:
    with pytest.raises(OptionError):
        R.setup({"players": 2, "wizard1": "Alice", "wizard2": "Alice"}, 1)
    with pytest.raises(OptionError):
        R.setup({"players": 6}, 1)
    s = R.setup({"players": 2, "wizard1": "Harold", "wizard2": "Larry"}, 1)
    assert R.seat_name(s, 0) == "P1 Harold"


def test_decode_refuses_garbage() -> None:
    s = R.setup({"players": 3}, 4)
    data = R.encode(s)
    for bad in ({}, {**data, "hand": "x"}, {**data, "n": 9}, {**data, "tasks": [["nope"]]}, [1, 2]):
        with pytest.raises(DecodeError):
            R.decode(bad)  # type: ignore[arg-type]


def test_illegal_action_leaves_state_untouched() -> None:
    s = R.setup({"players": 2}, 8)
    before = R.encode(s)
    with pytest.raises(IllegalAction):
        R.apply(s, BreakCurse(1 - R.to_act(s)[0], 0))
    assert R.encode(s) == before


def test_view_hides_decks_and_other_hands() -> None:
    s = R.setup({"players": 3, "open_hands": False}, 2)
    v = R.view(s, 0)
    assert v.hand[0] == s.hand[0] and all(x == -1 for x in v.hand[1])
    assert all(x == -1 for d in v.deck for x in d) and v.rng != s.rng
    assert all(x < 0 for d in v.curse_decks for x in d)
    o = R.view(R.setup({"players": 3}, 2), 0)  # §4.1 DD: hands are open by default
    assert all(x >= 0 for x in o.hand[1])


def test_option_own_source_discards() -> None:
    s = blank(2)
    s.own_source = True
    place_curse(s, 0, W, "C5")  # each player discards 1 fire card
    give(s, 1, "support", "F1")
    s.tasks = [("grimoire",)]
    run(s)
    assert s.support[1] == [] and s.discard[1] == [3]  # P2 discards their own support card; P1 nothing
    assert s.discard[0] == []


def test_option_m1_fan_reading() -> None:
    for fan in (False, True):
        s = blank(2)
        s.m1_fan = fan
        place_curse(s, 0, 4, "M1")
        s.tasks = [("grimoire",)]
        run(s)
        R.apply(s, PickSpell(0, 0, SPELL_ID["Ice"]))
        R.apply(s, PickSpell(1, 1, SPELL_ID["Ice"]))
        give(s, 0, "hand", "W1", "F1", "E1", "A1")
        start_actions(s, 0)
        R.apply(s, BreakCurse(0, 0))
        pay(s, 0, ("hand", 0, "W1"), ("hand", 0, "F1"), ("hand", 0, "E1"), ("hand", 0, "A1"))
        ice = [e for e in s.spells[1] if e >> 2 == SPELL_ID["Ice"]][0]
        assert bool(ice & NEUTRAL) is not fan


def test_elimination_leaves_the_rest_playing() -> None:
    s = blank(3)
    give(s, 1, "hand", *(["M"] * 6))
    s.active = 1
    s.tasks = [("end_turn",), ("recup",)]
    run(s)
    assert s.eliminated[1] and s.active == 2 and not s.over
    assert s.gone[MADNESS] == 6
