"""Taking back one's own actions, only as far as nothing new has come to light.

A seat's action can be taken back while it told nobody anything: no die was rolled, no card was
drawn or turned, nothing hidden came into the actor's view, and no other seat has acted since.
Each engine says which of its actions reveal (``Rules.reveals``; the default here judges by the
generator, the events, and for hidden information by asking whether the actor could have seen
anything else). An :class:`UndoTrail` keeps the state before each action that may be taken back,
and forgets them all at the first action that reveals or that another seat plays.

Undone actions leave the match's action list, so a save stays a replay of what was played.
"""

from __future__ import annotations

from typing import Any

from game.core.events import CardDrawn, DiceRolled, Event, Revealed, Shuffled, TurnStarted
from game.core.match import Match
from game.core.protocol import Rules
from game.core.types import Action

# Events that are news by their nature: chance, a card coming out of a pile, a thing shown, and a
# new turn (undo reaches back within the current turn only).
NEWS = (DiceRolled, CardDrawn, Shuffled, Revealed, TurnStarted)
# Other worlds the actor cannot tell from the real one, in which an action is played again to see
# whether the actor would see anything else afterwards.
WORLDS = (7919, 104729)


def reveals_by_default(rules: Rules, before: Any, action: Action, after: Any, events: list[Event]) -> bool:
    """The default of ``Rules.reveals``. An action reveals when the generator moved (dice,
    shuffles, random draws), when an event is news by its kind, or, in a game with hidden
    information, when in a world the actor cannot tell from the real one the same action would
    have shown the actor something else. A question the engine cannot answer counts as news."""
    if before.rng.encode() != after.rng.encode():
        return True
    if any(isinstance(e, NEWS) for e in events):
        return True
    if not rules.hidden_information:
        return False
    seat = action.seat
    try:
        seen = rules.encode(rules.view(after, seat))
        known = rules.view(before, seat)
        for world_seed in WORLDS:
            world = rules.determinize(known, seat, world_seed)
            rules.apply(world, action)
            if rules.encode(rules.view(world, seat)) != seen:
                return True
    except Exception:
        return True
    return False


class UndoTrail:
    """The actions at the end of a match that may still be taken back, with the state before each."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.steps: list[tuple[int, Any]] = []   # (index in match.actions, the state before it)

    def play(self, match: Match, action: Action, undoable: bool) -> list[Event]:
        """Play ``action`` on ``match``; ``undoable`` says its seat may take it back (a person at
        the screen: never an AI). ``IllegalAction`` leaves the match and the trail as they were."""
        before = self.rules.clone(match.state) if undoable else None
        events = match.play(action)
        self.note(match, action, events, before)
        return events

    def note(self, match: Match, action: Action, events: list[Event], before: Any) -> None:
        """An action just played (the last of ``match.actions``), with the state before it when its
        seat may take it back (None otherwise)."""
        if self.steps and match.actions[self.steps[-1][0]].seat != action.seat:
            self.steps.clear()   # another seat acted: what came before is beyond reach
        if before is None or self.rules.reveals(before, action, match.state, events):
            self.steps.clear()
            return
        self.steps.append((len(match.actions) - 1, before))

    def forget(self) -> None:
        """Nothing played so far may be taken back (a game loaded, a new information point)."""
        self.steps.clear()

    def can_undo(self, match: Match, seat: int | None) -> bool:
        """``seat`` may take back its last action: it played it, it is still its decision, and
        nothing came to light since."""
        if seat is None or not self.steps or match.over:
            return False
        index = self.steps[-1][0]
        return (index == len(match.actions) - 1 and match.actions[index].seat == seat
                and seat in match.to_act())

    def undo(self, match: Match) -> Action:
        """Take back the last action (``can_undo`` first): the match is as it was before it."""
        index, before = self.steps.pop()
        undone = match.rewind(index, before)
        return undone[0]

    def undoable(self, match: Match, seat: int | None) -> int:
        """How many actions ``seat`` could take back one after another now."""
        if not self.can_undo(match, seat):
            return 0
        return len(self.steps)
