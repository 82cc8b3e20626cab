"""Seeded games between agents, headless: what ``main.py simulate`` and the AI bench run.

Game ``i`` of a run with seed ``S`` is set up with seed ``S + i``, and the agent of seat ``k``
gets seed ``(S + i) * 1000 + k``: the same arguments always replay the same games.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from ai.agent import Budget
from ai.registry import make
from game import registry
from game.core.cluster import run_tasks
from game.core.match import Match

# Enough for the slowest level (hard: 2.5 s): a level's own time setting rules in simulations.
DEFAULT_BUDGET = Budget(3.0)


@dataclass
class GameResult:
    index: int
    seed: int
    winners: tuple[int, ...]
    reason: str
    scores: tuple[float, ...] | None
    actions: int
    seats: int
    seconds: float
    specs: tuple[str, ...] = ()  # the agent of each seat

    def line(self) -> str:
        winners = ",".join(str(w) for w in self.winners) or "none"
        scores = "" if self.scores is None else " scores=" + ",".join(f"{s:g}" for s in self.scores)
        return (f"game={self.index} seed={self.seed} winners={winners} actions={self.actions}"
                f"{scores} reason=\"{self.reason}\"")


def seat_agents(specs: list[str], seats: int) -> list[str]:
    """One spec per seat: a single spec plays every seat, a shorter list repeats its last."""
    if not specs:
        specs = ["random"]
    return [specs[min(k, len(specs) - 1)] for k in range(seats)]


def play_game(game_id: str, options: dict[str, Any], seed: int, specs: list[str],
              index: int = 0, budget: Budget | None = None, max_actions: int | None = None,
              keep_match: bool = False) -> tuple[GameResult, Match | None]:
    rules = registry.get(game_id)
    budget = budget or DEFAULT_BUDGET
    started = time.perf_counter()
    match = Match(rules, options, seed)
    seats = rules.num_seats(match.state)
    agents = [make(spec, rules, k, seed * 1000 + k) for k, spec in enumerate(seat_agents(specs, seats))]
    limit = max_actions or rules.random_game_action_limit
    while not match.over:
        if len(match.actions) >= limit:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {limit} actions")
        seat = match.to_act()[0]
        agent = agents[seat]
        legal = match.legal(seat)
        view = match.view(seat) if agent.wants_view else None
        match.play(agent.choose(view, legal, budget))
    outcome = rules.outcome(match.state)
    result = GameResult(index, seed, tuple(outcome.winners), outcome.reason, outcome.scores,
                        len(match.actions), seats, time.perf_counter() - started,
                        tuple(seat_agents(specs, seats)))
    return result, (match if keep_match else None)


def _play_job(args: tuple[str, dict[str, Any], int, list[str], int]) -> GameResult:
    game_id, options, seed, specs, index = args
    return play_game(game_id, options, seed, specs, index)[0]


def run_games(game_id: str, games: int, seed: int, options: dict[str, Any], specs: list[str],
              jobs: int = 1, ray: str | None = None):
    """Yield results in game order (in parallel worker processes when ``jobs`` > 1, on the Ray
    cluster at ``ray`` when given: see ``game.core.cluster``)."""
    jobs_args = ((game_id, options, seed + i, specs, i) for i in range(games))
    yield from run_tasks(_play_job, jobs_args, jobs, ray)


def summary_line(results: list[GameResult], seconds: float) -> str:
    seats = max((r.seats for r in results), default=0)
    wins = [sum(1 for r in results if k in r.winners) for k in range(seats)]
    parts = [f"games={len(results)}"]
    parts += [f"seat{k}_wins={w}" for k, w in enumerate(wins)]
    parts.append(f"no_winner={sum(1 for r in results if not r.winners)}")
    avg = sum(r.actions for r in results) / len(results) if results else 0.0
    parts.append(f"avg_actions={avg:.1f}")
    parts.append(f"games_per_s={len(results) / seconds if seconds > 0 else 0.0:.2f}")
    line = " ".join(parts)
    table = tournament_lines(results)
    # The key=value summary stays the last line: scripts read the tail of the output.
    return "\n".join([*table, line]) if table else line


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (sound near 0 and 1, unlike p +- 2 sigma)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def tournament_lines(results: list[GameResult]) -> list[str]:
    """Win rate per agent and per seat with 95% confidence intervals: one line each, as
    ``agent=minimax:hard seat=0 games=100 wins=71 win_rate=0.710 ci95=0.615..0.790``.
    A co-operative win counts for every seat of the team."""
    rows: dict[tuple[str, int], list[int]] = {}
    for r in results:
        if not r.specs:
            continue
        for seat, spec in enumerate(r.specs):
            row = rows.setdefault((spec, seat), [0, 0])
            row[0] += 1
            row[1] += seat in r.winners
    lines = []
    for (spec, seat), (games, wins) in sorted(rows.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        low, high = wilson(wins, games)
        lines.append(f"agent={spec} seat={seat} games={games} wins={wins} win_rate={wins / games:.3f} "
                     f"ci95={low:.3f}..{high:.3f}")
    return lines
