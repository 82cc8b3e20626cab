"""The Stronghold board: the castle under siege, seen from above (see ``board.py``)."""

from sprites.boards.stronghold.board import StrongholdBoard

BOARD = StrongholdBoard

__all__ = ["BOARD", "StrongholdBoard"]
