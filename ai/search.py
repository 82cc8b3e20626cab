"""General search, written once for every engine of the protocol (design.md, "AI").

Three searchers share the same ground rules:

* they start from **determinized views** (``rules.determinize(view, seat, seed)``), never from
  the true state: hidden facts are sampled from what the seat does not know;
* **chance** is the state's own generator: an action after which ``state.rng`` moved is a chance
  node, and its outcomes are sampled by replaying it with freshly seeded generators;
* the **clock** is checked at every node, so a decision never runs past its budget (a search
  cut short answers with the last depth it finished).

:class:`Expectiminimax` is depth-first alpha-beta with iterative deepening (the root team
maximises, every other team minimises, chance nodes average sampled outcomes); over hidden
information it is run on several determinizations and the root values are summed (perfect
information Monte Carlo). :class:`Mcts` is UCT over determinizations (single-observer
information-set MCTS: one tree of action sequences, a new determinization per iteration,
availability counts for actions that exist only in some samples). :func:`greedy_scores` is the
one-ply look-ahead the greedy agent uses.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from ai.heuristics import Heuristics
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action

INF = float("inf")


class Timeout(Exception):
    """The decision's time is up (raised inside search, caught by the caller)."""


class Clock:
    """A deadline, and an optional cap on work units (nodes or iterations) that makes a search
    reproducible regardless of machine speed (used by tests)."""

    __slots__ = ("deadline", "start", "work", "work_limit")

    def __init__(self, seconds: float, work_limit: int | None = None) -> None:
        self.start = time.perf_counter()
        self.deadline = self.start + max(0.0, seconds)
        self.work = 0
        self.work_limit = work_limit

    def tick(self) -> None:
        self.work += 1
        if self.work_limit is not None:
            if self.work > self.work_limit:
                raise Timeout
        elif time.perf_counter() > self.deadline:
            raise Timeout

    def expired(self) -> bool:
        if self.work_limit is not None:
            return self.work >= self.work_limit
        return time.perf_counter() > self.deadline

    def elapsed(self) -> float:
        return time.perf_counter() - self.start


def step(rules: Rules, state: Any, action: Action) -> tuple[Any, bool]:
    """A copy of ``state`` with ``action`` carried out, and whether chance was involved (the
    state's generator moved). The action must come from ``legal_actions`` of ``state``."""
    child = rules.clone(state)
    before = child.rng.copy()
    rules.perform(child, action)
    return child, child.rng != before


def resample(rules: Rules, state: Any, action: Action, seed: int) -> Any:
    """``action`` carried out on a copy of ``state`` whose dice are rerolled from ``seed``."""
    child = rules.clone(state)
    child.rng = Rng(seed)
    rules.perform(child, action)
    return child


def mover(rules: Rules, state: Any) -> int:
    """The seat the search treats as deciding now (the first of ``to_act``, as the arena does)."""
    return rules.to_act(state)[0]


# ---------------------------------------------------------------------------------- minimax
@dataclass(frozen=True)
class MinimaxSettings:
    max_depth: int = 4
    chance_samples: int = 3      # outcomes sampled at a chance node ...
    chance_plies: int = 1        # ... within this many plies of the root (deeper: one sample)
    determinizations: int = 1    # views with hidden facts: samples searched and summed
    seconds: float = 1.0
    nodes: int | None = None     # a fixed node budget instead of the clock (reproducible)
    noise: float = 0.0           # added to root values (uniform in +-noise): weaker levels


class Expectiminimax:
    """Alpha-beta expectiminimax for the team of ``seat`` over determinized states."""

    def __init__(self, rules: Rules, heuristics: Heuristics, seat: int, settings: MinimaxSettings,
                 rng: Rng, clock: Clock) -> None:
        self.rules = rules
        self.h = heuristics
        self.seat = seat
        self.s = settings
        self.rng = rng
        self.clock = clock
        self.teams: list[int] = []
        self.team = 0
        self.cut = False  # some line was cut at the depth limit (deeper search may differ)
        self.depth_done = 0
        self._leaf_seed: int | None = None
        self.memo: dict[Any, Any] = {}  # scratch space of the game's leaf look-ahead (one decision)

    def leaf_seed(self) -> int:
        """One seed per decision for the game's leaf look-ahead (drawn on first use, so games
        that never ask keep the generator's stream unchanged): every leaf of the decision rolls
        the same dice, and sibling moves are compared on common random numbers."""
        if self._leaf_seed is None:
            self._leaf_seed = self.rng.next_u32()
        return self._leaf_seed

    # The value of ``state`` for the root team, searched ``depth`` more plies.
    def node(self, state: Any, depth: int, alpha: float, beta: float, ply: int) -> float:
        rules = self.rules
        self.clock.tick()
        if rules.is_over(state):
            return self.h.terminal_value(rules, state, self.seat)
        if depth <= 0:
            self.cut = True
            return self.h.leaf_value(rules, state, self.seat, self)
        seat = mover(rules, state)
        actions = self.h.candidates(rules, state, seat, rules.legal_actions(state, seat))
        if self.teams[seat] == self.team:
            best = -INF
            for action in actions:
                value = self.child(state, action, depth - 1, alpha, beta, ply + 1)
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            return best
        best = INF
        for action in actions:
            value = self.child(state, action, depth - 1, alpha, beta, ply + 1)
            if value < best:
                best = value
                if value < beta:
                    beta = value
                    if alpha >= beta:
                        break
        return best

    def child(self, state: Any, action: Action, depth: int, alpha: float, beta: float, ply: int) -> float:
        nxt, chance = step(self.rules, state, action)
        samples = self.s.chance_samples if ply <= self.s.chance_plies else 1
        if not chance or samples <= 1:
            return self.node(nxt, depth, alpha, beta, ply)
        # A chance node: the average over sampled dice (full window: bounds do not average).
        total = self.node(nxt, depth, -INF, INF, ply)
        for _ in range(samples - 1):
            other = resample(self.rules, state, action, self.rng.next_u32())
            total += self.node(other, depth, -INF, INF, ply)
        return total / samples

    def root_values(self, states: list[Any], actions: list[Action]) -> tuple[dict[Action, float], int]:
        """Summed root values of ``actions`` over ``states`` at the deepest depth finished in
        time, and that depth (0: not even depth 1 finished; the values are then partial)."""
        rules = self.rules
        self.teams = self.h.teams(rules, states[0])
        self.team = self.teams[self.seat]
        order = list(actions)
        best_values: dict[Action, float] = {}
        for depth in range(1, self.s.max_depth + 1):
            values = dict.fromkeys(order, 0.0)
            self.cut = False
            try:
                for state in states:
                    alpha = -INF
                    legal = set(rules.legal_actions(state, self.seat))
                    for action in order:
                        if action not in legal:  # pragma: no cover - determinize keeps legal actions
                            values[action] += 0.0
                            continue
                        value = self.child(state, action, depth - 1, alpha, INF, 1)
                        if value > alpha:
                            alpha = value
                            values[action] += value
                        else:  # fail-low: only a bound; never tie with the exact best
                            values[action] += value - 1e-9
            except Timeout:
                if depth == 1:
                    best_values = values
                break
            best_values = values
            self.depth_done = depth
            order.sort(key=lambda a: -values[a])
            if not self.cut:  # the whole tree was seen: deeper search changes nothing
                break
        return best_values, self.depth_done


# ---------------------------------------------------------------------------------- MCTS
@dataclass(frozen=True)
class MctsSettings:
    seconds: float = 1.0
    iterations: int | None = None  # a fixed iteration budget instead of the clock (reproducible)
    exploration: float = 0.7
    rollout_depth: int | None = None  # None: the game's heuristics decide
    noise: float = 0.0


class _Node:
    __slots__ = ("children", "visits", "avail", "totals")

    def __init__(self, teams: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * teams


class Mcts:
    """Single-observer information-set MCTS: one tree over action sequences, a fresh
    determinization of the view each iteration, UCT on each mover's own team value."""

    def __init__(self, rules: Rules, heuristics: Heuristics, seat: int, settings: MctsSettings,
                 rng: Rng, clock: Clock) -> None:
        self.rules = rules
        self.h = heuristics
        self.seat = seat
        self.s = settings
        self.rng = rng
        self.clock = clock
        self.iterations = 0

    def visit_counts(self, view: Any, actions: list[Action]) -> dict[Action, tuple[int, float]]:
        """Visits and mean value (root team) per root action after searching from ``view``."""
        rules = self.rules
        teams = self.h.teams(rules, view)
        team_ids = sorted(set(teams))
        index = {t: i for i, t in enumerate(team_ids)}
        seat_team = [index[t] for t in teams]
        # One representative seat per team, for the evaluation.
        reps = [teams.index(t) for t in team_ids]
        root = _Node(len(team_ids))
        root_actions = list(actions)
        depth_limit = self.s.rollout_depth if self.s.rollout_depth is not None else self.h.rollout_depth
        c = self.s.exploration
        while True:
            try:
                self.clock.tick()
            except Timeout:
                break
            state = self.h.determinize(rules, view, self.seat, self.rng.next_u32())
            node = root
            path = [node]
            try:
                # Selection and expansion.
                while not rules.is_over(state):
                    seat = mover(rules, state)
                    if node is root:
                        legal = root_actions
                    else:
                        legal = self.h.candidates(rules, state, seat, rules.legal_actions(state, seat))
                    untried = None
                    for action in legal:
                        child = node.children.get(action)
                        if child is None:
                            if untried is None:
                                untried = action
                        else:
                            child.avail += 1
                    if untried is not None:
                        child = _Node(len(team_ids))
                        child.avail = 1
                        node.children[untried] = child
                        rules.perform(state, untried)
                        path.append(child)
                        break
                    team = seat_team[seat]
                    best_action, best_score = legal[0], -INF
                    for action in legal:
                        ch = node.children[action]
                        score = ch.totals[team] / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                        if score > best_score:
                            best_action, best_score = action, score
                    node = node.children[best_action]
                    rules.perform(state, best_action)
                    path.append(node)
                # Playout.
                steps = 0
                while steps < depth_limit and not rules.is_over(state):
                    if self.clock.expired():
                        raise Timeout
                    seat = mover(rules, state)
                    legal = rules.legal_actions(state, seat)
                    rules.perform(state, self.h.rollout_action(rules, state, seat, legal, self.rng))
                    steps += 1
            except Timeout:
                break
            values = [self.h.evaluate(rules, state, rep) for rep in reps]
            for n in path:
                n.visits += 1
                totals = n.totals
                for i, v in enumerate(values):
                    totals[i] += v
            self.iterations += 1
        team = seat_team[self.seat]
        return {a: (ch.visits, ch.totals[team] / ch.visits if ch.visits else 0.0)
                for a, ch in root.children.items()}


# ---------------------------------------------------------------------------------- greedy
def greedy_scores(rules: Rules, heuristics: Heuristics, seat: int, states: list[Any],
                  actions: list[Action], rng: Rng, chance_samples: int = 2,
                  clock: Clock | None = None) -> dict[Action, float]:
    """One-ply look-ahead: the mean evaluation after each action over ``states`` (and over
    sampled dice when the action throws any)."""
    scores = dict.fromkeys(actions, 0.0)
    for state in states:
        for action in actions:
            if clock is not None and clock.expired():
                return scores
            nxt, chance = step(rules, state, action)
            value = heuristics.evaluate(rules, nxt, seat)
            if chance and chance_samples > 1:
                for _ in range(chance_samples - 1):
                    value += heuristics.evaluate(rules, resample(rules, state, action, rng.next_u32()), seat)
                value /= chance_samples
            scores[action] += value
    return scores
