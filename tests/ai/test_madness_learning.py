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


def _record(index, won, rows, final):
    """A recorded game from ``rows`` of (seat, own turn, game turn, madness deck)."""
    width = len(ev.TERMS)

    def terms(madness):
        f = [0.0] * width
        f[ev.INDEX["madness"]] = float(madness)
        return f

    return learning.GameRecord(
        index, 9000 + index, 2, won, 6 if won else 3, 0, final, [terms(m) for *_, m in rows],
        [t for _, _, t, _ in rows], [s for s, _, _, _ in rows], [o for _, o, _, _ in rows], terms(final))


def test_td_targets_are_the_value_at_the_seats_next_turn_and_the_outcome_at_the_end():
    coefs = tuple(1.0 if name == "madness" else 0.0 for name in ev.TERMS)
    # seat 0 acts twice at turn 0, seat 1 at turn 1, seat 0 is granted an action at turn 1, then
    # seat 0's and seat 1's next turns; the game ends with 4 madness cards left
    rows = [(0, True, 0, 20), (0, True, 0, 19), (1, True, 1, 18), (0, False, 1, 17),
            (0, True, 2, 16), (1, True, 3, 15)]
    won = _record(0, True, rows, 4)
    assert learning.td_targets(won, coefs, bonus=30.0) == [16, 16, 15, 16, 34, 34]
    lost = _record(1, False, rows, 4)
    assert learning.td_targets(lost, coefs, bonus=30.0)[-2:] == [-26, -26]
    X, y, game, phase = learning.arrays([won, lost], "td", coefs, 30.0)
    assert X.shape == (12, len(ev.TERMS)) and list(y[:6]) == [16, 16, 15, 16, 34, 34]
    assert list(phase[:6]) == [0, 0, 1, 1, 2, 3] and list(game) == [0] * 6 + [1] * 6


def test_a_consistent_evaluation_is_kept_and_the_td_fit_round_trips(tmp_path):
    # every position of a game the same up to its end and no outcome bonus: the hand evaluation
    # already predicts its next turn exactly, so the td fit keeps it
    rng = np.random.default_rng(3)
    records = []
    for g in range(20):
        f = list(rng.normal(size=len(ev.TERMS)))
        rows = [(t % 2, True, t, 0) for t in range(12)]
        r = _record(g, bool(g % 2), rows, 0)
        r.features = [list(f) for _ in rows]
        r.final = list(f)
        records.append(r)
    result = learning.fit_td(records, iterations=2, bonus=0.0)
    assert result.coefs == pytest.approx(ev.HAND, abs=1e-6)
    path = tmp_path / "records.jsonl"
    learning.save_records(path, records)
    assert learning.load_records(path) == records
    out = tmp_path / "learned.json"
    fitted = learning.train(0, 0, [2], "normal", out, command="test", log=lambda line: None,
                            target="td", bonus=5.0, from_records=str(path))
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["target"].startswith("td") and doc["games"] == 20 and doc["iterations"] == 2
    assert ev.learned_coefficients(out) == pytest.approx(fitted.coefs, abs=1e-6)


@pytest.mark.slow
def test_a_recorded_game_keeps_what_the_td_target_needs():
    r = learning.play_and_record(2, 7001, "planner:easy")
    assert len(r.seats) == len(r.own) == len(r.turns) == len(r.features) > 0
    assert len(r.final) == len(ev.TERMS) and any(r.own)
    assert len(learning.td_targets(r)) == len(r.features)
