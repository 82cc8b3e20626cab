"""What a game plugs into the general search: evaluation, teams, move ordering, pruning.

The search in :mod:`ai.search` is written once for every engine; a game makes it play well with
a :class:`Heuristics` subclass of its own, named in its ``GameAI`` (``ai/<game id>/``, see
:mod:`ai.registry`). Without one, the defaults below play any engine of the protocol (values
from the outcome and ``rules.tally``).

Values are always *for a seat's team* and lie in ``[0, 1]``: 1 is a sure win, 0 a sure loss,
0.5 even. Search states are determinized samples (never the true state).
"""

from __future__ import annotations

import math
from typing import Any

from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action


class Heuristics:
    """Default, game-agnostic knowledge. Subclass per game and override what the game knows."""

    # Widest set of actions the tree search looks at in one node (after pruning and ordering);
    # None: all. Games with hundreds of moves (paths on a hex map) set this.
    max_branch: int | None = None
    # Actions a random playout may take before the playout is cut off and evaluated.
    rollout_depth: int = 60

    # ------------------------------------------------------------------ sides
    def teams(self, rules: Rules, state: Any) -> list[int]:
        """A team number per seat: seats with the same number win and lose together."""
        seats = rules.num_seats(state)
        if rules.cooperative:
            return [0] * seats
        return list(range(seats))

    # ------------------------------------------------------------------ hidden information
    def determinize(self, rules: Rules, view: Any, seat: int, seed: int) -> Any:
        """A full state consistent with ``view`` (what the seat does not know, sampled). A game
        may sharpen the engine's sampling with what the view implies. Default: the engine's."""
        return rules.determinize(view, seat, seed)

    # ------------------------------------------------------------------ values
    def terminal_value(self, rules: Rules, state: Any, seat: int) -> float:
        """Value of a finished game for ``seat``'s team: 1 win, 0 loss, 0.5 a competitive draw."""
        outcome = rules.outcome(state)
        if seat in outcome.winners:
            return 1.0
        if not outcome.winners and not rules.cooperative:
            return 0.5
        return 0.0

    def evaluate(self, rules: Rules, state: Any, seat: int) -> float:
        """Value in ``[0, 1]`` of a position for ``seat``'s team. The default reads
        ``rules.tally``: with one number per seat it compares ``seat``'s with the best other."""
        if rules.is_over(state):
            return self.terminal_value(rules, state, seat)
        return self.tally_value(rules, state, seat)

    def leaf_value(self, rules: Rules, state: Any, seat: int, search: Any = None) -> float:
        """Value of a position where tree search stops (its depth is used up). A game may look
        further here than :meth:`evaluate` does (a quiescence search: settle pending fights with
        a fast default policy before judging); ``search`` is the searcher asking, whose
        ``leaf_seed()`` gives dice seeds shared by every leaf of one decision. Only the tree
        searches call this; greedy stays one ply over :meth:`evaluate`. Default: evaluate."""
        return self.evaluate(rules, state, seat)

    def tally_value(self, rules: Rules, state: Any, seat: int, scale: float = 10.0) -> float:
        tally = list(rules.tally(state).values())
        seats = rules.num_seats(state)
        if len(tally) != seats or seats < 2:
            return 0.5
        teams = self.teams(rules, state)
        own = max(tally[k] for k in range(seats) if teams[k] == teams[seat])
        others = [tally[k] for k in range(seats) if teams[k] != teams[seat]]
        if not others:
            return 0.5
        return squash(own - max(others), scale)

    # ------------------------------------------------------------------ moves
    def prune(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        """Drop silly moves (never all of them). Default: keep everything."""
        return actions

    def order(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        """Most promising first (alpha-beta cuts more, MCTS expands better moves first)."""
        return actions

    def candidates(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        """Pruned, ordered and cut to :attr:`max_branch`: the moves search considers."""
        kept = self.prune(rules, state, seat, actions) or actions
        kept = self.order(rules, state, seat, kept)
        if self.max_branch is not None and len(kept) > self.max_branch:
            kept = kept[: self.max_branch]
        return kept

    def noise_scale(self, value: float) -> float:
        """Factor on a weaker level's root noise when the best root value is ``value``: a game
        whose values flatten toward 0 and 1 may shrink the noise there, so that it blurs the
        same advantage everywhere rather than swamping every move of a clear lead. Default 1."""
        return 1.0

    def script(self, rules: Rules, view: Any, seat: int, legal: list[Action], seed: int) -> Action | None:
        """A fixed procedure the rules prescribe for this seat (the undead of Wizard Kings 7.1),
        or None to let the agent search. Every searching agent obeys it."""
        return None

    def rollout_action(self, rules: Rules, state: Any, seat: int, actions: list[Action],
                       rng: Rng) -> Action:
        """The move a Monte Carlo playout takes. Default: uniformly random."""
        return actions[rng.below(len(actions))]


def squash(x: float, scale: float) -> float:
    """Map a signed advantage onto ``(0, 1)`` (logistic; ``scale`` is the advantage worth ~0.73)."""
    z = max(-60.0, min(60.0, x / scale))
    return 1.0 / (1.0 + math.exp(-z))


# What a game without heuristics of its own plays with.
DEFAULT = Heuristics()
