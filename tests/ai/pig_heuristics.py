"""Heuristics for the toy engine, as a game module would write them: banked points plus the
points at risk this turn, a little discounted."""

from ai.heuristics import Heuristics, squash


class PigHeuristics(Heuristics):
    def evaluate(self, rules, state, seat):
        if rules.is_over(state):
            return self.terminal_value(rules, state, seat)
        points = list(state.scores)
        points[state.current] += 0.8 * state.turn_total
        own = points[seat]
        best_other = max(p for k, p in enumerate(points) if k != seat)
        return squash(own - best_other, 8.0)
