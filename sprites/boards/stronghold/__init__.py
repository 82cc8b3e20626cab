"""The Stronghold board: the castle under siege, seen from above (see ``board.py``)."""

from sprites.boards import register_board
from sprites.boards.stronghold import art
from sprites.boards.stronghold.board import StrongholdBoard
from sprites.boards.stronghold.palette import PALETTE

register_board("stronghold", StrongholdBoard, art.paint, art.idle, PALETTE)

__all__ = ["StrongholdBoard"]
