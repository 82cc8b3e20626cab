"""The D-Day Dice board: the beach with its sectors and squads, the units' cards, the dice tray and
the supply (see ``board.DDayBoard``)."""

from sprites.boards.dday.board import DDayBoard

BOARD = DDayBoard

__all__ = ["BOARD", "DDayBoard"]
