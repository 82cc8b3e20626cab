"""Learned weights for the Madness evaluation: self-play games -> features -> a ridge fit ->
``ai/madness/learned.json`` (``python main.py train madness``).

* **data**: a team of one planner level plays seeded games (the arena's seeds: game ``i`` is set
  up with ``seed + i``, seat ``k``'s agent gets ``(seed + i) * 1000 + k``); at every action
  choice with a choice to make, the position's terms (:func:`ai.madness.evaluation.features`)
  are recorded with the game's end: won, rounds survived, curses broken, madness left. The
  position recorded is the true one, not the acting seat's sample of it: the team is
  co-operative and the hidden parts (draw decks) are what a sample only guesses, so the true
  position is the less noisy label of the same situation.
* **fit**: the target is ``won + k * rounds survived`` (k = 0.1: at 3-4 players too few games are
  won to learn from wins alone). Ridge regression on standardized terms, shrunk toward the hand
  weights rather than toward zero: a few dozen games cannot say much about 30 terms, and what
  they cannot say is left as the hand weights say it. The shrinkage is chosen on held-out games
  (the last fifth), then the fit is redone on every game.
* **units**: the fit is scaled back to madness-card units (divided by the slope of the target on
  the hand evaluation), so the planner's fixed margins (the end-actions bonus, the easy level's
  noise, the terminal +-10000) mean what they meant with the hand weights.

``--target td`` (:func:`td_targets`, :func:`fit_td`): a target that says which position is
better *for the team as it plays*, not what goes with winning. A position where a seat is to act
is fitted toward the current evaluation of the position at that seat's next own turn (its first
action choice there: every partner has played once in between), and when the game ends before
that, toward the evaluation of the final position plus the outcome (``+bonus`` won, ``-bonus``
lost; default 30 madness cards, the hand weights' price of one curse left in the final round).
The first fit bootstraps from the hand weights, each further ``--iterations`` from the previous
fit, on the same recorded games (fitted value iteration); positions are compared within their
game turn as above; the ridge pulls toward the hand weights; the target is already in
madness-card units, so there is no rescaling (slope 1). ``--records FILE`` keeps the games'
records (JSON) and ``--from-records FILE`` fits again from them without playing.
"""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ai.agent import Budget
from ai.madness import evaluation as ev
from ai.madness.evaluation import LEARNED_PATH
from ai.registry import make
from game import registry
from game.core.cluster import run_tasks
from game.core.match import Match
from game.madness import data

ROUNDS_K = 0.1  # the target's worth of one round survived (a win is 1.0)
ALPHAS = (0.3, 1.0, 3.0, 10.0, 30.0, 100.0)  # ridge strengths tried, per position of the data
TD_BONUS = 30.0  # --target td: what the outcome adds (won) or takes (lost) at the end, madness cards
TD_ITERATIONS = 2
TARGETS = ("outcome", "td")
BUDGET = Budget(3.0)


@dataclass
class GameRecord:
    index: int
    seed: int
    players: int
    won: bool
    rounds: int          # rounds survived (a won game: all of them)
    broken: int          # curses broken
    madness_left: int    # the madness deck at the end
    features: list[list[float]] = field(default_factory=list)  # one row per recorded decision
    turns: list[int] = field(default_factory=list)  # the game turn of each row (5 a round)
    seats: list[int] = field(default_factory=list)  # the seat acting at each row
    own: list[bool] = field(default_factory=list)   # the row is an action choice of its own turn
    final: list[float] = field(default_factory=list)  # the terms of the game's last position


def play_and_record(players: int, seed: int, spec: str, index: int = 0,
                    options: dict[str, Any] | None = None, max_actions: int = 5000) -> GameRecord:
    """One seeded game of a team of ``spec``, the terms of the position at each action choice."""
    rules = registry.get("madness")
    opts = rules.check_options({**(options or {}), "players": players})
    match = Match(rules, opts, seed)
    agents = [make(spec, rules, k, seed * 1000 + k) for k in range(players)]
    rows: list[list[float]] = []
    turns: list[int] = []
    seats: list[int] = []
    own: list[bool] = []
    while not match.over:
        if len(match.actions) >= max_actions:
            raise RuntimeError(f"madness seed {seed}: no end after {max_actions} actions")
        seat = match.to_act()[0]
        legal = match.legal(seat)
        s = match.state
        if len(legal) > 1 and s.tasks and s.tasks[-1][0] == "act":
            rows.append(ev.features(s))
            turns.append(max(0, s.round - 1) * 5 + s.marker)
            seats.append(seat)
            own.append(s.tasks[-1][2] < 0)
        match.play(agents[seat].choose(match.view(seat), legal, BUDGET))
    s = match.state
    won = bool(rules.outcome(s).winners)
    rounds = data.ROUNDS if won else max(0, s.round - 1)
    return GameRecord(index, seed, players, won, rounds, len(s.broken), s.madness, rows, turns,
                      seats, own, ev.features(s))


def _record_job(args: tuple) -> GameRecord:
    return play_and_record(*args)


def record_games(games: int, seed: int, players: list[int], spec: str, jobs: int = 1,
                 ray: str | None = None, options: dict[str, Any] | None = None):
    """Yield the records of ``games`` games in order, game ``i`` at ``players[i % len(players)]``."""
    args = ((players[i % len(players)], seed + i, spec, i, options) for i in range(games))
    yield from run_tasks(_record_job, args, jobs, ray)


def td_targets(r: GameRecord, coefs: tuple[float, ...] = ev.HAND,
               bonus: float = TD_BONUS) -> list[float]:
    """``--target td`` (module docstring): per row of ``r``, the value under ``coefs`` of the
    first own-turn row of the same seat at a later game turn; without one, the value of the final
    position plus ``bonus`` (won) or minus it (lost)."""
    w = np.asarray(coefs, dtype=float)
    values = np.asarray(r.features, dtype=float).reshape(-1, len(ev.TERMS)) @ w
    end = float(np.asarray(r.final, dtype=float) @ w) + (bonus if r.won else -bonus)
    out = []
    for i in range(len(r.features)):
        nxt = next((j for j in range(i + 1, len(r.features))
                    if r.seats[j] == r.seats[i] and r.own[j] and r.turns[j] > r.turns[i]), None)
        out.append(end if nxt is None else float(values[nxt]))
    return out


def arrays(records: list[GameRecord], target: str = "outcome", coefs: tuple[float, ...] = ev.HAND,
           bonus: float = TD_BONUS) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """``(X, y, game, phase)``: the terms per position, the target (``outcome``: the module
    docstring's; ``td``: :func:`td_targets` under ``coefs``), the game each row comes from and
    its game turn."""
    xs, ys, gs, ps = [], [], [], []
    for r in records:
        if target == "td":
            targets = td_targets(r, coefs, bonus)
        else:
            targets = [float(r.won) + ROUNDS_K * r.rounds] * len(r.features)
        for row, turn, y in zip(r.features, r.turns, targets):
            xs.append(row)
            ys.append(y)
            gs.append(r.index)
            ps.append(turn)
    width = len(ev.TERMS)
    return (np.asarray(xs, dtype=float).reshape(-1, width), np.asarray(ys, dtype=float),
            np.asarray(gs, dtype=int), np.asarray(ps, dtype=int))


def within(values: np.ndarray, phase: np.ndarray) -> np.ndarray:
    """``values`` less their mean over the rows of the same phase."""
    out = np.array(values, dtype=float)
    for p in np.unique(phase):
        rows = phase == p
        out[rows] -= out[rows].mean(axis=0)
    return out


@dataclass
class Fit:
    coefs: tuple[float, ...]  # per term, madness-card units
    alpha: float
    slope: float              # the target's slope on the hand evaluation
    valid_hand_mse: float     # held-out games: the hand evaluation (rescaled) ...
    valid_mse: float          # ... and the learned one


def _ridge(Z: np.ndarray, y: np.ndarray, prior: np.ndarray, lam: float) -> np.ndarray:
    """``argmin |y - mean(y) - Z b|^2 + lam |b - prior|^2`` (Z centred)."""
    A = Z.T @ Z + lam * np.eye(Z.shape[1])
    return np.linalg.solve(A, Z.T @ (y - y.mean()) + lam * prior)


def fit(X: np.ndarray, y: np.ndarray, game: np.ndarray, phase: np.ndarray | None = None,
        hand: tuple[float, ...] = ev.HAND, alphas: tuple[float, ...] = ALPHAS,
        slope: float | None = None) -> Fit:
    """The ridge fit of the module docstring, on positions compared with the others of their
    ``phase`` (game turn): across phases the terms mostly tell how far a game has gone (the
    madness deck only shrinks, so over whole games it goes with surviving longer), which says
    nothing about which action of a turn is better. ``slope``: the target's units per
    madness card when known (``td``: 1), instead of the slope of the target on the hand
    evaluation."""
    if phase is not None:
        X, y = within(X, phase), within(y, phase)
    w0 = np.asarray(hand, dtype=float)
    mean = X.mean(axis=0)
    std = X.std(axis=0)
    live = std > 1e-9  # terms that never vary in the data keep their hand coefficients
    h = X @ w0
    hc = h - h.mean()
    if slope is None:
        slope = float(hc @ (y - y.mean()) / max(1e-12, hc @ hc))
    if slope <= 0.0:
        # too few games for the hand evaluation to predict them: its scale matched to the target's
        slope = float(y.std() / max(1e-12, h.std())) or 1.0

    def solve(rows: np.ndarray, lam_per_row: float) -> np.ndarray:
        Z = (X[rows][:, live] - mean[live]) / std[live]
        prior = slope * w0[live] * std[live]
        return _ridge(Z - Z.mean(axis=0), y[rows], prior, lam_per_row * len(Z))

    def mse(rows: np.ndarray, beta: np.ndarray, train: np.ndarray) -> float:
        Z = (X[rows][:, live] - mean[live]) / std[live]
        Zt = (X[train][:, live] - mean[live]) / std[live]
        centre = y[train].mean() - Zt.mean(axis=0) @ beta
        return float(np.mean((y[rows] - centre - Z @ beta) ** 2))

    ids = np.unique(game)
    cut = ids[int(len(ids) * 0.8)] if len(ids) >= 5 else None
    best_alpha, best, hand_mse = alphas[-1], float("inf"), float("nan")
    if cut is not None:
        train, valid = game < cut, game >= cut
        hand_beta = slope * w0[live] * std[live]
        hand_mse = mse(valid, hand_beta, train)
        for alpha in alphas:
            m = mse(valid, solve(train, alpha), train)
            if m < best:
                best_alpha, best = alpha, m
    beta = solve(np.ones(len(y), dtype=bool), best_alpha)
    coefs = w0.copy()
    coefs[live] = beta / std[live] / slope
    return Fit(tuple(float(c) for c in coefs), best_alpha, slope, hand_mse, best)


def fit_td(records: list[GameRecord], iterations: int = TD_ITERATIONS, bonus: float = TD_BONUS,
           alphas: tuple[float, ...] = ALPHAS, log: Any = None) -> Fit:
    """``--target td``: ``iterations`` fits, the first toward targets under the hand weights,
    each next toward targets under the previous fit (ridge toward the hand weights every time)."""
    coefs = ev.HAND
    result = None
    for it in range(max(1, iterations)):
        X, y, game, phase = arrays(records, "td", coefs, bonus)
        result = fit(X, y, game, phase, alphas=alphas, slope=1.0)
        moved = float(np.abs(np.asarray(result.coefs) - np.asarray(coefs)).max())
        coefs = result.coefs
        if log:
            log(f"td iteration={it + 1} alpha={result.alpha} valid_mse_hand={result.valid_hand_mse:.4f} "
                f"valid_mse_learned={result.valid_mse:.4f} max_change={moved:.4f}")
    assert result is not None
    return result


def save_records(path: Path | str, records: list[GameRecord]) -> None:
    """The games' records, one JSON object a line (``--records``)."""
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(asdict(r)) + "\n")


def load_records(path: Path | str) -> list[GameRecord]:
    with open(path, encoding="utf-8") as f:
        return [GameRecord(**json.loads(line)) for line in f if line.strip()]


def write(path: Path, result: Fit, meta: dict[str, Any]) -> None:
    doc = {
        "weights": {name: round(c, 6) for name, c in zip(ev.TERMS, result.coefs)},
        "hand": {name: c for name, c in zip(ev.TERMS, ev.HAND)},
        "target": f"won + {ROUNDS_K} * rounds survived",
        "alpha": result.alpha, "slope": round(result.slope, 6),
        # held-out games' mean squared error of the target (none with fewer than 5 games)
        "valid_mse": {"hand": _num(result.valid_hand_mse), "learned": _num(result.valid_mse)},
        **meta,
        "date": _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    Path(path).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def _num(x: float) -> float | None:
    return round(x, 6) if np.isfinite(x) else None


def train(games: int, seed: int, players: list[int], level: str, out: Path | str = LEARNED_PATH,
          jobs: int = 1, ray: str | None = None, command: str = "", data_path: str | None = None,
          log: Any = print, alpha: float | None = None, target: str = "outcome",
          iterations: int = TD_ITERATIONS, bonus: float = TD_BONUS, records_path: str | None = None,
          from_records: str | None = None) -> Fit:
    """Record ``games`` games of a team of ``planner:level``, fit, write ``out``. ``alpha``: the
    ridge strength (default: the one of :data:`ALPHAS` that best predicts held-out games).
    ``target``: ``outcome`` or ``td`` (module docstring); ``records_path``: keep the records;
    ``from_records``: fit the records of that file instead of playing games."""
    if target not in TARGETS:
        raise ValueError(f"target must be one of {', '.join(TARGETS)}, not {target!r}")
    spec = "planner" if level == "normal" else f"planner:{level}"
    records: list[GameRecord] = []
    if from_records:
        records = load_records(from_records)
        if not records:
            raise ValueError(f"no records in {from_records}")
        if target == "td" and any(len(r.seats) != len(r.features) or not r.final for r in records):
            raise ValueError(f"{from_records}: records without seats or final positions (td needs them)")
        games = len(records)
        seed = records[0].seed - records[0].index
        players = sorted({r.players for r in records})
    else:
        keep = open(records_path, "w", encoding="utf-8") if records_path else None  # noqa: SIM115
        try:
            for r in record_games(games, seed, players, spec, jobs, ray):
                records.append(r)
                log(f"game={r.index} seed={r.seed} players={r.players} won={int(r.won)} rounds={r.rounds} "
                    f"broken={r.broken} madness_left={r.madness_left} positions={len(r.features)}")
                if keep:  # a line a game as it ends: a stopped run still leaves its games
                    keep.write(json.dumps(asdict(r)) + "\n")
                    keep.flush()
        finally:
            if keep:
                keep.close()
    alphas = (alpha,) if alpha else ALPHAS
    X, y, game, phase = arrays(records)
    if data_path:
        np.savez_compressed(data_path, X=X, y=y, game=game, phase=phase, terms=np.asarray(ev.TERMS))
    meta: dict[str, Any] = {}
    if target == "td":
        result = fit_td(records, iterations, bonus, alphas, log)
        meta = {"target": f"td: value at the seat's next own turn; at the end the final position "
                          f"+-{bonus} (won/lost)", "iterations": iterations, "bonus": bonus}
    else:
        result = fit(X, y, game, phase, alphas=alphas)
    write(Path(out), result, {
        **meta, "command": command, "seed": seed, "games": games, "positions": int(len(y)),
        "players": players, "level": level, "wins": sum(r.won for r in records),
    })
    log(f"positions={len(y)} wins={sum(r.won for r in records)} alpha={result.alpha} "
        f"slope={result.slope:.4f} valid_mse_hand={result.valid_hand_mse:.4f} "
        f"valid_mse_learned={result.valid_mse:.4f} out={out}")
    return result
