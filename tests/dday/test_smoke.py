"""Seeded random playouts of every battery option set, invariants after every action."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.dday import RULES as R
from game.dday.maps import MAPS_RAW, validate_all, validate_map


@pytest.mark.parametrize("options", R.battery_options(), ids=lambda o: "-".join(f"{v}" for v in o.values()))
def test_random_playouts_keep_invariants(options):
    for seed in range(3):
        s = R.setup(options, seed)
        R.check_invariants(s)
        chooser = Rng(seed + 99)
        steps = 0
        while not R.is_over(s):
            seat = R.to_act(s)[0]
            R.apply(s, chooser.choice(R.legal_actions(s, seat)))
            R.check_invariants(s)
            steps += 1
            assert steps < R.random_game_action_limit
        assert R.to_act(s) == [] and R.outcome(s).reason


def test_5_9_every_map_is_valid():
    assert validate_all() == []


def test_5_9_validator_catches_broken_maps():
    raw = dict(MAPS_RAW["N-01"])
    raw["forward"] = raw["forward"] + " 1>9"
    raw["mines"] = "1|10"
    raw["sectors"] = dict(raw["sectors"], **{"4": {"def": -1, "colour": "red"}})
    problems = validate_map("bad", raw)
    text = " ".join(problems)
    assert "neither lateral nor forward" in text
    assert "not between touching sectors" in text
    assert "DEF missing or negative" in text and "unknown fields" in text


def test_5_10_n01_map_facts():
    from game.dday.maps import MAPS

    m = MAPS["N-01"]
    assert m.adj["4"] == ["5", "7"] and m.adj["6"] == ["5", "8"]
    assert ("2", "3") in m.mines and ("4", "7") not in m.mines
    assert m.courage == {2: 1, 3: 2, 4: 2, 5: 3} and m.sectors["B"]["courage"] == 4


def test_4_1_gold_combat_order_west_first():
    from game.dday.maps import MAPS

    m = MAPS["N-04"]
    assert m.order["BW"] < m.order["BE"] and m.order["12"] < m.order["BW"]


@pytest.mark.parametrize("options", [
    {"map": "N-01", "players": 1}, {"map": "N-02", "players": 2}, {"map": "N-03", "players": 1},
    {"map": "N-04", "players": 1}, {"map": "N-05", "players": 3}, {"map": "N-06", "players": 2},
    {"map": "N-07", "players": 1}, {"map": "N-08", "players": 4}, {"map": "STG", "players": 2},
    {"map": "N-01", "players": 2, "level": "basic"},
], ids=lambda o: "-".join(f"{v}" for v in o.values()))
def test_careful_playouts_reach_later_turns(options):
    """A scripted player that stays low and keeps soldiers: long games, invariants all the way."""
    from tests.dday.agent import careful

    turns = []
    for seed in range(3):
        s = R.setup(options, seed)
        chooser = Rng(seed)
        steps = 0
        while not R.is_over(s):
            seat = R.to_act(s)[0]
            R.apply(s, careful(s, R.legal_actions(s, seat), chooser))
            R.check_invariants(s)
            steps += 1
            if steps % 97 == 0:
                assert R.encode(R.decode(R.encode(s))) == R.encode(s)
            assert steps < R.random_game_action_limit
        turns.append(s.turn)
    assert max(turns) >= 4


def test_view_hides_only_the_decoration_deck_order():
    s = R.setup({"map": "N-02", "players": 2}, 7)
    v = R.view(s, 0)
    assert v.deco_deck == ["?"] * len(s.deco_deck) and v.rng != s.rng
    assert R.legal_actions(v, R.to_act(s)[0]) == R.legal_actions(s, R.to_act(s)[0])
    d1, d2 = R.determinize(v, 0, 1), R.determinize(v, 0, 2)
    assert sorted(d1.deco_deck) == sorted(s.deco_deck) and d1.deco_deck != d2.deco_deck
    assert R.encode(R.view(d1, 0)) == R.encode(v)
    assert R.encode(R.decode(R.encode(s))) == R.encode(s)


def test_decode_refuses_foreign_data():
    from game.core.types import DecodeError

    s = R.setup({"map": "N-01", "players": 1}, 1)
    data = R.encode(s)
    for bad in ({}, {**data, "map_id": "N-99"}, {**data, "units": []}, {**data, "format": "x"},
                {**data, "rng": [1, 2]}):
        with pytest.raises(DecodeError):
            R.decode(bad)


def test_phase_banners_count_turns_like_the_top_bar():
    s = R.setup({}, 3)
    chooser = Rng(5)
    phases = []
    while not R.is_over(s) and len(phases) < 4:
        seat = R.to_act(s)[0]
        events = R.apply(s, chooser.choice(R.legal_actions(s, seat)))
        phases += [e for e in events if getattr(e, "animation", "") == "phase" and e.round]
    assert phases and all(e.unit == "Turn" and e.text().startswith("Turn ") for e in phases)
    assert R.round_label(s).startswith("Turn ")
