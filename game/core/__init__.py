"""What every game shares: protocol, generator, events, saves, hex maths, decks, the decision
machine (``machine``: a rules stack of plain-data tasks, declared per game)."""

from game.core.events import Event
from game.core.protocol import InvariantError, Rules, view_rng
from game.core.rng import Rng
from game.core.types import Action, DecodeError, IllegalAction, Option, OptionError, Outcome

__all__ = [
    "Action", "DecodeError", "Event", "IllegalAction", "InvariantError", "Option", "OptionError",
    "Outcome", "Rng", "Rules", "view_rng",
]
