"""What counts as news: an action that brought something new to light can never be taken back.

A seat's action can be taken back while it told nobody anything: no die was rolled, no card was
drawn or turned, nothing hidden came into the actor's view, and no other seat has acted since.
Each engine says which of its actions reveal (``Rules.reveals``); :func:`reveals_by_default` is
the answer when it does not say more precisely. The match keeps the history that undo walks back
(``game.core.match``); this module only judges, so the protocol and the match both use it without
importing each other.
"""

from __future__ import annotations

from typing import Any

from game.core.events import CardDrawn, DiceRolled, Event, Revealed, Shuffled, TurnStarted
from game.core.types import Action

# Events that are news by their nature: chance, a card coming out of a pile, a thing shown, and a
# new turn (undo reaches back within the current turn only).
NEWS = (DiceRolled, CardDrawn, Shuffled, Revealed, TurnStarted)
# Other worlds the actor cannot tell from the real one, in which an action is played again to see
# whether the actor would see anything else afterwards.
WORLDS = (7919, 104729)


def reveals_by_default(rules: Any, before: Any, action: Action, after: Any, events: list[Event]) -> bool:
    """The default of ``Rules.reveals`` (``rules`` is the engine). An action reveals when the
    generator moved (dice, shuffles, random draws), when an event is news by its kind, or, in a
    game with hidden information, when in a world the actor cannot tell from the real one the same
    action would have shown the actor something else. A question the engine cannot answer counts
    as news."""
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
