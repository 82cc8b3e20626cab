"""The course of a game for the game-over chart: the engine's tally as each round (or turn) begins
and once more at the end, numbered in the game's own unit (``Rules.period``, ``period_unit``).

Points taken whenever the seat to act changed counted "253 turns" in a 30-turn Wizard Kings game
and one in a solo D-Day game of 14; a point per period counts what the players count. Each point
remembers how many actions had been played when it was taken, so undo truncates the chart.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Rules


class Course:
    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.points: list[dict[str, float]] = []   # the tally at each point
        self.periods: list[int] = []                 # the round / turn of each point
        self.at: list[int] = []                      # actions played when each point was taken
        self.ended = False

    def note(self, state: Any, at: int = 0) -> None:
        """After every action (the ``at``-th; and at the start): a point when a new round or turn
        begins, and the last one when the game is over."""
        if self.ended:
            return
        try:
            period = int(self.rules.period(state))
            over = self.rules.is_over(state)
        except Exception:   # an engine bug costs the chart a point, not the game
            return
        if over:
            self._take(state, period, at)
            self.ended = True
        elif not self.periods or period != self.periods[-1]:
            self._take(state, period, at)

    def truncate(self, at: int) -> None:
        """Only the points taken while at most ``at`` actions were played stay (undo)."""
        keep = len(self.at)
        while keep and self.at[keep - 1] > at:
            keep -= 1
        if keep != len(self.at):
            del self.points[keep:], self.periods[keep:], self.at[keep:]
            self.ended = False

    def _take(self, state: Any, period: int, at: int) -> None:
        try:
            tally = self.rules.tally(state)
        except Exception:
            tally = {}
        if tally:
            self.points.append({str(k): float(v) for k, v in tally.items()})
            self.periods.append(period)
            self.at.append(at)

    def length(self) -> int:
        """How many rounds (or turns) the chart spans: the last one reached."""
        return self.periods[-1] if self.periods else 0
