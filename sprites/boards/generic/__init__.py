"""The generic board, for a game without its own: what ``rules.summary(view)`` says, drawn."""

from sprites.boards.generic.board import GenericBoard

__all__ = ["GenericBoard"]
