"""The D-Day Dice planner's levels: settings of one planner (measured: docs/ai-levels.md)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlannerSettings:
    noise: float = 0.0        # easy: random blur (+-noise) on scored choices
    samples: int = 160        # outcomes sampled for re-rolls of many dice
    exact_limit: int = 1296   # enumerate every outcome up to this many
    climb: bool = False       # play a climb (Pointe-du-Hoc, §5.16) as a gamble: route, reserve, items
    hunt: bool = False        # at the cliff foot the dice keep every skull and re-roll the rest


LEVELS = {
    # easy: a beginner. Every scored choice (dice, route, buys) gets a blur of +-4, about one die's
    # worth of soldiers, so it keeps clearly better choices but often misses close ones, and it
    # samples big re-rolls less (a blur of 1.5 played like normal).
    "easy": PlannerSettings(noise=4.0, samples=40),
    "normal": PlannerSettings(),
    # hard differs from normal only on a map with a climb (Pointe-du-Hoc, §5.16); elsewhere it is
    # normal with more samples. At the cliff normal loses units that cannot climb: it hurries to
    # the cliff foot with whatever strength it has and judges each re-roll as the last. Hard's
    # strength reserve before the climb is what made it stronger (ai/dday/climb.py).
    "hard": PlannerSettings(samples=400, climb=True, hunt=True),
}
