"""The Big Book of Madness knowledge for the general search: a team of every seat (co-op).

Rulebook hints (4.13): keep banishing madness, keep at least two madness cards per player in the
madness deck, break curses before they trigger, fill supports, learn spells. The evaluation
weighs the madness deck (empty = lost), curses still on the track (worse once the marker nears
them), madness cards clogging the players' cards, and the strength of decks and spells.
Payment is a sequence of ``Pay`` actions: cancelling a payment is never searched (it loops).
"""

from __future__ import annotations

from typing import Any

from ai.heuristics import Heuristics, squash
from game.core.protocol import Rules
from game.core.types import Action
from game.madness import data


class MadnessHeuristics(Heuristics):
    max_branch = 24
    rollout_depth = 60

    def evaluate(self, rules: Rules, state: Any, seat: int) -> float:
        if rules.is_over(state):
            return self.terminal_value(rules, state, seat)
        mad = data.MADNESS
        s = state
        players = max(1, s.n)
        score = 0.0
        # The madness deck: below two cards a player the next curse may end the game.
        score += 1.2 * min(s.madness, 2 * players) + 0.15 * s.madness
        if s.madness <= players:
            score -= 4.0
        # Curses on the track: each must be broken; one the marker has not reached yet still
        # threatens its effect.
        for slot, code in enumerate(s.track):
            if code < 0:
                continue
            ahead = (slot + 1) > s.marker
            score -= 2.5 if ahead else 1.5
        score += 0.4 * len(s.broken)
        # Cards of the players: madness clogs hands; value 2-3 elements and spells are power.
        for p in range(s.n):
            if s.eliminated[p]:
                score -= 10.0
                continue
            for pile in (s.deck[p], s.hand[p], s.discard[p], s.support[p]):
                for c in pile:
                    if c == mad:
                        score -= 0.8
                    else:
                        score += 0.15 * (data.CARD_VALUE[c] - 1)
            score += 0.5 * len(s.spells[p])
        score += 2.0 * s.round
        return squash(score, 10.0)

    def prune(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        return [a for a in actions if type(a).__name__ != "CancelPayment"]

    def order(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        rank = {"BreakCurse": 0, "Pay": 1, "Banish": 2, "Cast": 3, "Learn": 4, "Acquire": 5}
        return sorted(actions, key=lambda a: rank.get(type(a).__name__, 6))

