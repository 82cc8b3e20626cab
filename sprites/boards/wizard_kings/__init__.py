"""The Wizard Kings board: the hex map, wooden blocks, the side panel and the battle board.

Modules: ``geometry`` (where hexes and blocks lie), ``terrain`` (the static map), ``blocks``
(block pictures), ``pieces`` (the pieces layer), ``panel`` and ``battle`` (the side column),
``gestures`` (actions as pointing), ``names`` (places and units in a player's words) and
``board`` (the board class)."""

from sprites.boards import register_board
from sprites.boards.wizard_kings import art
from sprites.boards.wizard_kings.board import WizardKingsBoard
from sprites.boards.wizard_kings.palette import PALETTE

register_board("wizard_kings", WizardKingsBoard, art.paint, art.idle, PALETTE)

__all__ = ["WizardKingsBoard"]
