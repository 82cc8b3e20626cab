"""Judging a decision after the game: the move the AI prefers and what each move is worth.

A game review (the replay viewer's) asks, for each decision a person made, the game's strong AI
for its own move, then rates both that move and the person's by the game's evaluation one move
on: the seat's view filled in with samples of what it could not see (``determinize``), the move
played in each sample, the position valued for the seat's team (``Heuristics.evaluate``, in
[0, 1]) and averaged. The difference is what the person's move cost by that evaluation.
"""

from __future__ import annotations

from typing import Any

from ai.registry import heuristics_for
from game.core.protocol import Rules
from game.core.types import Action

SAMPLES = 6   # worlds a move is tried in (hidden cards and blocks, and the dice that follow)


def value_after(rules: Rules, view: Any, seat: int, action: Action, samples: int = SAMPLES, seed: int = 0) -> float:
    """What ``action`` leaves the seat's team, by the game's evaluation, averaged over worlds the
    seat cannot tell apart (the same worlds for every action judged with the same seed)."""
    heuristics = heuristics_for(rules.id)
    total = 0.0
    for k in range(samples):
        world = heuristics.determinize(rules, view, seat, seed * 7919 + k)
        rules.apply(world, action)
        total += heuristics.evaluate(rules, world, seat)
    return total / samples


def judge(rules: Rules, view: Any, seat: int, chosen: Action, best: Action, samples: int = SAMPLES,
          seed: int = 0) -> dict[str, float]:
    """The values after the person's move and after the AI's; ``loss``: what the person's cost."""
    got = value_after(rules, view, seat, chosen, samples, seed)
    better = got if best == chosen else value_after(rules, view, seat, best, samples, seed)
    return {"chosen_value": got, "best_value": better, "loss": max(0.0, better - got)}
