"""The D-Day Dice board: the beach with its sectors and squads, the units' cards, the dice tray and
the supply (see ``board.DDayBoard``)."""

from sprites.boards import register_board
from sprites.boards.dday import art
from sprites.boards.dday.board import DDayBoard
from sprites.boards.dday.palette import PALETTE

register_board("dday", DDayBoard, art.paint, art.idle, PALETTE)

__all__ = ["DDayBoard"]
