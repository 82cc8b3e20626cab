"""The course of a game for the game-over chart: the engine's tally as each round (or turn) begins
and once more at the end, numbered in the game's own unit (``Rules.period``, ``period_unit``).

Points taken whenever the seat to act changed counted "253 turns" in a 30-turn Wizard Kings game
and one in a solo D-Day game of 14; a point per period counts what the players count.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Rules


class Course:
    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.points: list[dict[str, float]] = []   # the tally at each point
        self.periods: list[int] = []                 # the round / turn of each point
        self.ended = False

    def note(self, state: Any) -> None:
        """After every action (and at the start): a point when a new round or turn begins, and
        the last one when the game is over."""
        if self.ended:
            return
        try:
            period = int(self.rules.period(state))
            over = self.rules.is_over(state)
        except Exception:   # an engine bug costs the chart a point, not the game
            return
        if over:
            self._take(state, period)
            self.ended = True
        elif not self.periods or period != self.periods[-1]:
            self._take(state, period)

    def _take(self, state: Any, period: int) -> None:
        try:
            tally = self.rules.tally(state)
        except Exception:
            tally = {}
        if tally:
            self.points.append({str(k): float(v) for k, v in tally.items()})
            self.periods.append(period)

    def length(self) -> int:
        """How many rounds (or turns) the chart spans: the last one reached."""
        return self.periods[-1] if self.periods else 0
