"""The Big Book of Madness board: the open grimoire and the wizards around it."""

from sprites.boards.madness.board import BOARD, MadnessBoard

__all__ = ["BOARD", "MadnessBoard"]
