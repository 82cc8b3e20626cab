"""Learned weights for the Madness evaluation (``ai/madness/learning.py``, ``main.py train``)."""

import json

import numpy as np
import pytest

import ai.madness.evaluation as ev
from ai.agent import Budget
from ai.madness import learning
from ai.registry import make
from game import registry
from game.core.match import Match


def test_the_fit_recovers_coefficients_from_positions_that_follow_them():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(4000, len(ev.TERMS)))
    true = np.asarray(ev.HAND) * 0.01
    true[ev.INDEX["madness"]] *= 3.0  # the data say the madness deck is worth more
    y = X @ true + rng.normal(scale=0.05, size=len(X))
    game = np.arange(len(X)) // 40
    fit = learning.fit(X, y, game)
    coefs = np.asarray(fit.coefs)
    assert coefs[ev.INDEX["madness"]] > 1.5 * ev.HAND[ev.INDEX["madness"]]
    assert fit.valid_mse < fit.valid_hand_mse


def test_positions_are_compared_within_their_game_turn():
    # the madness deck shrinks as a game goes on, and later positions belong to longer games: over
    # all turns more madness goes with a worse target, at any one turn with a better one
    rng = np.random.default_rng(2)
    turn = np.repeat(np.arange(30), 200)
    X = rng.normal(size=(len(turn), len(ev.TERMS)))
    own = rng.normal(size=len(turn))
    X[:, ev.INDEX["madness"]] = 30 - turn + own
    y = 0.05 * turn + 0.2 * own + rng.normal(scale=0.1, size=len(turn))
    game = np.arange(len(turn)) % 50
    assert learning.fit(X, y, game).coefs[ev.INDEX["madness"]] < 0
    assert learning.fit(X, y, game, turn).coefs[ev.INDEX["madness"]] > 0


def test_a_missing_weights_file_leaves_the_hand_weights(tmp_path, monkeypatch):
    monkeypatch.setattr(ev, "LEARNED_PATH", tmp_path / "none.json")
    assert ev.learned_coefficients() is None
    planner = make("planner:learned", registry.get("madness"), 0, 1)
    assert planner.coefs == ev.HAND


@pytest.mark.slow
def test_train_writes_weights_that_round_trip_and_a_planner_plays_with_them(tmp_path, monkeypatch):
    out = tmp_path / "learned.json"
    result = learning.train(6, 7001, [2], "easy", out, command="test", log=lambda line: None)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert set(doc["weights"]) == set(ev.TERMS)
    assert doc["games"] == 6 and doc["positions"] > 0 and doc["command"] == "test"
    loaded = ev.learned_coefficients(out)
    assert loaded == pytest.approx(result.coefs, abs=1e-6)
    monkeypatch.setattr(ev, "LEARNED_PATH", out)
    rules = registry.get("madness")
    match = Match(rules, {"players": 2}, 7101)
    agents = [make("planner:learned", rules, k, 7101000 + k) for k in range(2)]
    assert agents[0].coefs == loaded
    while not match.over:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        action = agents[seat].choose(match.view(seat), legal, Budget(1.0))
        assert action in legal
        match.play(action)


def test_train_refuses_bad_player_counts_and_levels(capsys):
    import main

    assert main.main(["train", "madness", "--players", "2,7"]) == 2
    assert main.main(["train", "madness", "--level", "nope"]) == 2
    assert "--level" in capsys.readouterr().err
