"""One board per game, found by game id; a game without its own board gets the generic one.

A game's board lives in ``sprites/boards/<game id>.py`` (or a package of that name) and exposes
``BOARD``, its :class:`sprites.board.Board` subclass. Nothing else registers anything: a fifth
game gets the generic board until it has a module here.
"""

from __future__ import annotations

import importlib
from typing import Any

from sprites.board.base import Board


def board_class(game_id: str) -> type[Board]:
    """The board class for a game id (the generic board when the game has none)."""
    try:
        module = importlib.import_module(f"sprites.boards.{game_id}")
    except ModuleNotFoundError as err:
        if err.name not in (f"sprites.boards.{game_id}",):
            raise
        from sprites.boards.generic import GenericBoard

        return GenericBoard
    return module.BOARD


def make_board(rules: Any) -> Board:
    return board_class(rules.id)(rules)
