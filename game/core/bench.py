"""Engine speed figures: random playouts per second and clone against ``copy.deepcopy``."""

from __future__ import annotations

import copy
import time
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Rules
from game.core.rng import Rng


@dataclass
class EngineFigures:
    actions: int
    games: int
    seconds: float
    clone_s: float
    deepcopy_s: float
    samples: int

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def clone_speedup(self) -> float:
        return self.deepcopy_s / self.clone_s if self.clone_s else 0.0


def measure(rules: Rules, seconds: float = 5.0, seed: int = 1,
            option_sets: list[dict[str, Any]] | None = None) -> EngineFigures:
    """Random playouts (legal-action generation included) for about ``seconds``; every 25th
    state is kept to time ``rules.clone`` against ``copy.deepcopy`` on the same states."""
    option_sets = option_sets or rules.battery_options()
    chooser = Rng(seed)
    actions = games = 0
    kept: list[Any] = []
    spent = 0.0
    game_seed = seed
    while spent < seconds:
        state = rules.setup(option_sets[games % len(option_sets)], game_seed)
        game_seed += 1
        start = time.perf_counter()
        steps = 0
        while not rules.is_over(state) and steps < rules.random_game_action_limit:
            seat = rules.to_act(state)[0]
            rules.apply(state, chooser.choice(rules.legal_actions(state, seat)))
            steps += 1
            if steps % 25 == 0 and len(kept) < 400:
                spent += time.perf_counter() - start
                kept.append(rules.clone(state))
                start = time.perf_counter()
        spent += time.perf_counter() - start
        actions += steps
        games += 1
    clone_s = _time_copies(rules.clone, kept)
    deep_s = _time_copies(copy.deepcopy, kept)
    return EngineFigures(actions, games, spent, clone_s, deep_s, len(kept))


def _time_copies(fn: Any, states: list[Any]) -> float:
    repeat = max(1, 2000 // max(1, len(states)))
    start = time.perf_counter()
    for _ in range(repeat):
        for s in states:
            fn(s)
    return time.perf_counter() - start
