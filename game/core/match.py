"""A game in progress with its history: the model the client, the CLI and saves share.

A ``Match`` is the seed, the options and the list of actions taken; its state is what replaying
them gives. That list is what a save stores, so a save is also a replay.

The match owns its history as python-chess's board owns its move stack: ``play`` pushes an
action, ``undo`` pops the last one. Only as far as nothing new came to light, though: a seat takes
back its own actions of the current decision, and the match forgets what may be taken back at
the first action that reveals something (``Rules.reveals``: a roll, a draw, a card turned) or
that another seat plays. Undone actions leave the action list, so a save stays a replay of what
was played.
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
        # the actions at the end that may still be taken back: (index in actions, state before it)
        self._trail: list[tuple[int, Any]] = []

    def play(self, action: Action, undoable: bool = False) -> list[Event]:
        """Apply and record; ``undoable`` says the actor may take it back (a person at the screen,
        never an AI). ``IllegalAction`` leaves the state, the actions and the history untouched."""
        before = self.rules.clone(self.state) if undoable else None
        events = self.rules.apply(self.state, action)
        self.actions.append(action)
        self._note(action, events, before)
        return events

    def play_known(self, action: Action) -> list[Event]:
        """Play an action this very game has already checked (replaying its own verified
        actions): the engine's ``perform`` without a second check. Never undoable."""
        events = self.rules.perform(self.state, action)
        self.actions.append(action)
        self._trail.clear()
        return events

    def restart(self) -> list[Action]:
        """Back to the set-up, the actions played returned (to be played again: a loaded game is
        replayed through the table's session)."""
        actions, self.actions = self.actions, []
        self.state = self.rules.setup(self.options, self.seed)
        self._trail.clear()
        return actions

    # ------------------------------------------------------------------ history
    def _note(self, action: Action, events: list[Event], before: Any) -> None:
        if self._trail and self.actions[self._trail[-1][0]].seat != action.seat:
            self._trail.clear()   # another seat acted: what came before is beyond reach
        if before is None or self.rules.reveals(before, action, self.state, events):
            self._trail.clear()
            return
        self._trail.append((len(self.actions) - 1, before))

    def can_undo(self, seat: int | None) -> bool:
        """``seat`` may take back its last action: it played it, it is still its decision, and
        nothing came to light since."""
        if seat is None or not self._trail or self.over:
            return False
        index = self._trail[-1][0]
        return (index == len(self.actions) - 1 and self.actions[index].seat == seat
                and seat in self.to_act())

    def undoable(self, seat: int | None) -> int:
        """How many actions ``seat`` could take back one after another now."""
        return len(self._trail) if self.can_undo(seat) else 0

    def undo_points(self) -> list[int]:
        """The indices (in ``actions``) of the actions that may still be taken back, oldest first."""
        return [index for index, _before in self._trail]

    def undo(self) -> Action:
        """Take back the last action (``can_undo`` first): the match is exactly as it was before
        it, and the action leaves the list."""
        index, before = self._trail.pop()
        if index != len(self.actions) - 1:
            raise IndexError(f"action {index} is not the last one")
        action = self.actions.pop()
        self.state = before
        return action

    def forget_undo(self) -> None:
        """Nothing played so far may be taken back (a game loaded, a hand-over)."""
        self._trail.clear()

    def snapshot(self) -> Match:
        """A copy with its own state and action list (no history to take back): a background
        thread can save it while the game plays on."""
        copy = Match.__new__(Match)
        copy.rules = self.rules
        copy.options = dict(self.options)
        copy.seed = self.seed
        copy.state = self.rules.clone(self.state)
        copy.actions = list(self.actions)
        copy._trail = []
        return copy

    # ------------------------------------------------------------------ the position
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
