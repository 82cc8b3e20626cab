"""The Big Book of Madness board: the open grimoire and the wizards around it."""

from sprites.boards import register_board
from sprites.boards.madness import art
from sprites.boards.madness.board import MadnessBoard
from sprites.boards.madness.palette import PALETTE

register_board("madness", MadnessBoard, art.paint, art.idle, PALETTE)

__all__ = ["MadnessBoard"]
