"""A game as a film: the state after any number of its actions, reached fast from anywhere.

One pass from the seed keeps a clone of the state every ``every`` actions (keyframes) and where
each turn begins. The state after ``k`` actions is then the nearest keyframe at or before ``k``,
cloned, with at most ``every - 1`` actions performed again: the engine is deterministic, so they
land exactly where they did. Jumping to any point costs one clone and a few actions, whatever
the length of the game.

The actions are taken as already verified: a save's replay is verified when it loads
(``saves.loads_match``) and a match's actions were each checked as they were played. Performing
them again needs no second check (``Rules.perform``: "carry out an action already checked").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.events import Event, PhaseStarted, TurnStarted
from game.core.protocol import Rules
from game.core.types import Action

KEYFRAME_EVERY = 16

# Called as the pass goes: before(index, state, action) while ``state`` is before the action,
# after(index, state, action, events) once it is played. The client words its log there.
Before = Callable[[int, Any, Action], None]
After = Callable[[int, Any, Action, list[Event]], None]


class Replay:
    """The states of one game, by the number of actions played (0 .. ``len(actions)``)."""

    def __init__(self, rules: Rules, options: dict[str, Any] | None, seed: int, actions: Sequence[Action],
                 every: int = KEYFRAME_EVERY, before: Before | None = None, after: After | None = None) -> None:
        if every < 1:
            raise ValueError("keyframes need a positive spacing")
        self.rules = rules
        self.options = rules.check_options(options)
        self.seed = int(seed)
        self.actions: list[Action] = list(actions)
        self.every = every
        self.keyframes: list[Any] = []
        self.turn_starts: list[int] = [0]
        state = rules.setup(self.options, self.seed)
        self.keyframes.append(rules.clone(state))
        for index, action in enumerate(self.actions):
            if before is not None:
                before(index, state, action)
            events = rules.perform(state, action)
            if after is not None:
                after(index, state, action, events)
            done = index + 1
            if done % every == 0:
                self.keyframes.append(rules.clone(state))
            if done < len(self.actions) and _turn_ends(action, self.actions[done], events):
                self.turn_starts.append(done)
        self.final = state
        if self.turn_starts[-1] != len(self.actions):
            self.turn_starts.append(len(self.actions))

    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, k: int) -> Any:
        """A fresh state after the first ``k`` actions (the caller may play on it)."""
        k = self.clamp(k)
        base = k // self.every
        state = self.rules.clone(self.keyframes[base])
        for action in self.actions[base * self.every:k]:
            self.rules.perform(state, action)
        return state

    def clamp(self, k: int) -> int:
        return max(0, min(len(self.actions), int(k)))

    def turn_before(self, k: int) -> int:
        """Where the turn that ``k`` is in began, or the one before if ``k`` is its beginning."""
        earlier = [t for t in self.turn_starts if t < k]
        return earlier[-1] if earlier else 0

    def turn_after(self, k: int) -> int:
        """Where the next turn after ``k`` begins (the end of the game after the last one)."""
        return next((t for t in self.turn_starts if t > k), len(self.actions))


def _turn_ends(action: Action, nxt: Action, events: list[Event]) -> bool:
    """A turn, for stepping through a replay, is what one seat does in one phase: it ends where
    another seat decides next, or where the action began a new turn or phase."""
    return nxt.seat != action.seat or any(isinstance(e, TurnStarted | PhaseStarted) for e in events)
