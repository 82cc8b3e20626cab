"""A game in progress with its history: the model the client, the CLI and saves share.

A ``Match`` is the seed, the options and the list of actions taken; its state is what replaying
them gives. That list is what a save stores, so a save is also a replay.
"""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.core.protocol import Rules
from game.core.types import Action


class Match:
    def __init__(self, rules: Rules, options: dict[str, Any] | None, seed: int) -> None:
        self.rules = rules
        self.options = rules.check_options(options)
        self.seed = int(seed)
        self.state = rules.setup(self.options, self.seed)
        self.actions: list[Action] = []

    def play(self, action: Action) -> list[Event]:
        """Apply and record; ``IllegalAction`` leaves both the state and the log untouched."""
        events = self.rules.apply(self.state, action)
        self.actions.append(action)
        return events

    def play_known(self, action: Action) -> list[Event]:
        """Play an action this very game has already checked (replaying its own verified
        actions): the engine's ``perform`` without a second check."""
        events = self.rules.perform(self.state, action)
        self.actions.append(action)
        return events

    def rewind(self, index: int, state: Any) -> list[Action]:
        """Back to before action ``index``, whose state the caller kept (``state``): the actions
        from there on leave the list (a save of the match no longer holds them) and are returned."""
        if not 0 <= index <= len(self.actions):
            raise IndexError(f"no action {index} to rewind to")
        undone = self.actions[index:]
        del self.actions[index:]
        self.state = state
        return undone

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    def to_act(self) -> list[int]:
        return self.rules.to_act(self.state)

    def legal(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    @classmethod
    def replay(cls, rules: Rules, options: dict[str, Any] | None, seed: int,
               actions: list[Action]) -> Match:
        """Rebuild by replaying; raises ``IllegalAction`` at the first action that does not fit
        (with its index in ``err.index``)."""
        match = cls(rules, options, seed)
        for index, action in enumerate(actions):
            try:
                match.play(action)
            except Exception as err:
                err.index = index  # type: ignore[attr-defined]
                raise
        return match
