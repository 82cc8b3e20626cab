"""The general agents, which play every game: ``random``, and the searching ``greedy``,
``minimax`` and ``mcts``, each with levels (registered by :mod:`ai.registry`).

A level is a set of settings of one agent (depth, time, samples, noise), never a copy of code:
``make("minimax:hard", rules, seat, seed)``. Without a level an agent plays ``normal``. Every
agent sees only the view it is handed and answers within ``min(level time, budget)``.

Every agent is deterministic for its seed when its level counts work instead of time (the
``*_fixed`` test levels and any settings built with ``nodes=`` / ``iterations=``); under a
clock the depth reached depends on the machine, as it must.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ai.agent import Budget, forced, level_settings
from ai.gameai import heuristics_for
from ai.heuristics import Heuristics
from ai.search import (
    Clock,
    Expectiminimax,
    Mcts,
    MctsSettings,
    MinimaxSettings,
    greedy_scores,
)
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action

# Share of the budget the search may use: the rest covers determinizing, answering and jitter.
MARGIN = 0.85


def thinking_seconds(level_seconds: float, budget: Budget) -> float:
    """How long a decision may search: the level's time or the caller's cap, whichever is
    smaller, less the margin."""
    return max(0.01, min(level_seconds, budget.seconds) * MARGIN)


@dataclass(frozen=True)
class GreedySettings:
    determinizations: int = 1
    chance_samples: int = 2
    noise: float = 0.0
    seconds: float = 1.0


GREEDY_LEVELS = {
    "easy": GreedySettings(noise=0.08, chance_samples=1, seconds=0.3),
    "normal": GreedySettings(),
    "hard": GreedySettings(determinizations=3, chance_samples=3, seconds=2.5),
}

MINIMAX_LEVELS = {
    "easy": MinimaxSettings(max_depth=2, chance_samples=1, determinizations=1, seconds=0.3, noise=0.05),
    "normal": MinimaxSettings(max_depth=6, chance_samples=2, determinizations=2, seconds=0.8),
    "hard": MinimaxSettings(max_depth=12, chance_samples=3, determinizations=4, seconds=2.5),
    # Reproducible levels for tests: a node budget, no clock.
    "fixed": MinimaxSettings(max_depth=3, chance_samples=2, determinizations=2, seconds=30.0, nodes=4000),
}

MCTS_LEVELS = {
    "easy": MctsSettings(seconds=0.25, noise=0.05),
    "normal": MctsSettings(seconds=0.8),
    "hard": MctsSettings(seconds=2.5),
    "fixed": MctsSettings(seconds=30.0, iterations=300),
}


class RandomAgent:
    """Uniformly random among the legal actions, from its own seeded generator."""

    wants_view = False

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None) -> None:
        self.name = "random"
        self.seat = seat
        self.rng = Rng(seed)

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        return self.rng.choice(legal_actions)


def _pick(scores: dict[Action, float], legal: list[Action], rng: Rng, noise: float) -> Action:
    """The best-scoring legal action (noise added for weaker levels; ties to the earlier one)."""
    best, best_value = legal[0], -float("inf")
    for action in legal:
        if action not in scores:
            continue
        value = scores[action]
        if noise:
            value += (rng.random() * 2.0 - 1.0) * noise
        if value > best_value:
            best, best_value = action, value
    return best


class SearchAgent:
    """Shared frame: seat, seeded generator, the game's heuristics, the clock."""

    wants_view = True
    kind = "search"

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None,
                 settings: Any, heuristics: Heuristics | None = None) -> None:
        self.rules = rules
        self.seat = seat
        self.rng = Rng(seed)
        self.seed = seed
        self.level = level or "normal"
        self.settings = settings
        self.h = heuristics or heuristics_for(rules.id)
        self.name = f"{self.kind}:{self.level}"
        self.last: dict[str, Any] = {}  # figures of the last decision (depth, nodes ...)

    def _seconds(self, budget: Budget) -> float:
        return thinking_seconds(self.settings.seconds, budget)

    def _clock(self, budget: Budget, work: int | None) -> Clock:
        return Clock(self._seconds(budget), work)

    def _determinize(self, view: Any, count: int) -> list[Any]:
        return [self.h.determinize(self.rules, view, self.seat, self.rng.next_u32()) for _ in range(max(1, count))]

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        only = forced(self, legal_actions)
        if only is not None:
            return only
        scripted = self.h.script(self.rules, view, self.seat, legal_actions, self.seed)
        if scripted is not None:
            self.last = {"scripted": True}
            return scripted
        return self.decide(view, legal_actions, budget)

    def decide(self, view: Any, legal: list[Action], budget: Budget) -> Action:  # pragma: no cover
        raise NotImplementedError

    def explain(self) -> dict[str, Any] | None:
        """Why the last choice, as plain data a client words (a hint's reason): the only move, a
        scripted one, or the value the search gave it for the seat's team (0 a sure loss, 1 a
        sure win) beside the next best. None when there is nothing to say."""
        last = self.last
        if last.get("forced"):
            return {"kind": "forced"}
        if "value" in last:
            return {"kind": "value", "value": round(float(last["value"]), 3),
                    "second": None if last.get("second") is None else round(float(last["second"]), 3)}
        return None

    def note_values(self, values: dict[Action, float], chosen: Action, samples: int = 1) -> None:
        """Keep the chosen action's value and the best other one's (``explain``); ``values``
        summed over ``samples`` determinizations."""
        if chosen in values:
            self.last["value"] = values[chosen] / samples
            others = [v / samples for a, v in values.items() if a != chosen]
            self.last["second"] = max(others) if others else None


class GreedyAgent(SearchAgent):
    """One ply: the action whose result the game's evaluation likes best."""

    kind = "greedy"

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None,
                 heuristics: Heuristics | None = None, settings: GreedySettings | None = None) -> None:
        if settings is None:
            level, settings = level_settings(GREEDY_LEVELS, "greedy", level)
        super().__init__(rules, seat, seed, level, settings, heuristics)

    def decide(self, view: Any, legal: list[Action], budget: Budget) -> Action:
        clock = self._clock(budget, None)
        states = self._determinize(view, self.settings.determinizations)
        candidates = self.h.candidates(self.rules, states[0], self.seat, legal)
        scores = greedy_scores(self.rules, self.h, self.seat, states, candidates, self.rng,
                               self.settings.chance_samples, clock)
        self.last = {}
        noise = self.settings.noise
        if noise and scores:
            noise *= self.h.noise_scale(max(scores.values()) / len(states))
        chosen = _pick(scores, candidates, self.rng, noise)
        self.note_values(scores, chosen, len(states))
        return chosen


class MinimaxAgent(SearchAgent):
    """Expectiminimax with alpha-beta and iterative deepening under the clock."""

    kind = "minimax"

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None,
                 heuristics: Heuristics | None = None, settings: MinimaxSettings | None = None) -> None:
        if settings is None:
            level, settings = level_settings(MINIMAX_LEVELS, "minimax", level)
        super().__init__(rules, seat, seed, level, settings, heuristics)

    def decide(self, view: Any, legal: list[Action], budget: Budget) -> Action:
        s: MinimaxSettings = self.settings
        clock = self._clock(budget, s.nodes)
        dets = s.determinizations if self.rules.hidden_information or self.rules.has_chance else 1
        states = self._determinize(view, dets)
        candidates = self.h.candidates(self.rules, states[0], self.seat, legal)
        search = Expectiminimax(self.rules, self.h, self.seat, s, self.rng, clock)
        values, depth = search.root_values(states, candidates)
        self.last = {"depth": depth, "nodes": clock.work, "seconds": clock.elapsed()}
        if not values:
            return candidates[0]
        noise = s.noise * len(states)
        if noise:
            noise *= self.h.noise_scale(max(values.values()) / len(states))
        chosen = _pick(values, candidates, self.rng, noise)
        self.note_values(values, chosen, len(states))
        return chosen


class MctsAgent(SearchAgent):
    """UCT over determinizations of the view."""

    kind = "mcts"

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None,
                 heuristics: Heuristics | None = None, settings: MctsSettings | None = None) -> None:
        if settings is None:
            level, settings = level_settings(MCTS_LEVELS, "mcts", level)
        super().__init__(rules, seat, seed, level, settings, heuristics)

    def decide(self, view: Any, legal: list[Action], budget: Budget) -> Action:
        s: MctsSettings = self.settings
        clock = self._clock(budget, s.iterations)
        sample = self._determinize(view, 1)[0]
        candidates = self.h.candidates(self.rules, sample, self.seat, legal)
        search = Mcts(self.rules, self.h, self.seat, s, self.rng, clock)
        stats = search.visit_counts(view, candidates)
        self.last = {"iterations": search.iterations, "seconds": clock.elapsed()}
        if not stats:
            return candidates[0]
        # Most visits (as a share of all); the mean value breaks ties; noise blurs easy play.
        total = sum(visits for visits, _ in stats.values()) or 1
        scores = {a: visits / total + mean * 1e-3 for a, (visits, mean) in stats.items()}
        chosen = _pick(scores, candidates, self.rng, s.noise)
        self.note_values({a: mean for a, (_visits, mean) in stats.items()}, chosen)
        return chosen


def with_settings(agent: SearchAgent, **changes: Any) -> SearchAgent:
    """The same agent with some settings changed (tests, the bench)."""
    agent.settings = replace(agent.settings, **changes)
    return agent
