"""Random games to the end with the engine's invariants checked after every action.

``main.py soak`` runs thousands of them (outside CI) and reports failures with the seed and step
that reproduce each one.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from typing import Any

from game.core.cluster import run_tasks
from game.core.rng import Rng


@dataclass
class SoakResult:
    seed: int
    options: dict[str, Any]
    actions: int
    error: str = ""


def soak_one(game_id: str, options: dict[str, Any], seed: int) -> SoakResult:
    from game import registry

    rules = registry.get(game_id)
    steps = 0
    try:
        state = rules.setup(options, seed)
        rules.check_invariants(state)
        chooser = Rng(seed * 31 + 7)
        while not rules.is_over(state):
            if steps >= rules.random_game_action_limit:
                raise AssertionError(f"no end after {steps} actions")
            seats = rules.to_act(state)
            seat = seats[chooser.below(len(seats))]
            rules.apply(state, chooser.choice(rules.legal_actions(state, seat)))
            rules.check_invariants(state)
            steps += 1
        rules.outcome(state)
    except Exception as err:  # a soak reports every failure instead of stopping at the first
        tail = traceback.format_exception(err)[-3:]
        return SoakResult(seed, options, steps, f"step {steps}: {err!r} | {''.join(tail).strip()[:400]}")
    return SoakResult(seed, options, steps)


def _job(args: tuple[str, dict[str, Any], int]) -> SoakResult:
    return soak_one(*args)


def soak(game_id: str, option_sets: list[dict[str, Any]], games: int, seed: int, jobs: int = 1,
         ray: str | None = None):
    """Yield one result per game; game ``i`` plays option set ``i % len(option_sets)``
    (on the Ray cluster at ``ray`` when given: see ``game.core.cluster``)."""
    work = ((game_id, option_sets[i % len(option_sets)], seed + i) for i in range(games))
    yield from run_tasks(_job, work, jobs, ray, ordered=False, chunksize=8)
