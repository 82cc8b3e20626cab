"""One board per game, found by game id, with the game's look: its title art and its palette.

A game's board lives in ``sprites/boards/<game id>/`` (or a module of that name) and registers
itself when imported: ``register_board(game_id, BoardClass, art=..., idle=..., palette=...)``.
The title screen, the setup screen, the kiosk and the table ask here by game id; nothing else
lists the games. A game without a board of its own gets the generic board and generic title art.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from sprites.board.base import Board
from sprites.ui import art, gfx

Painter = Callable[[int, int], pygame.Surface]
Idler = Callable[[pygame.Surface, pygame.Rect, float], None]


@dataclass(frozen=True)
class GameLook:
    board: type[Board]
    art: Painter | None = None       # the title tile's picture, drawn once per size
    idle: Idler | None = None        # a little life drawn over it each frame
    palette: dict[str, Any] = field(default_factory=dict)   # the components' colours; "seats": seat colours


_LOOKS: dict[str, GameLook] = {}


def register_board(game_id: str, board: type[Board], art: Painter | None = None, idle: Idler | None = None,
                   palette: dict[str, Any] | None = None) -> None:
    """A game's board and look (its board package calls this when imported; a game added from
    elsewhere calls it directly)."""
    _LOOKS[game_id] = GameLook(board, art, idle, dict(palette or {}))


def unregister_board(game_id: str) -> None:
    _LOOKS.pop(game_id, None)


def look(game_id: str) -> GameLook:
    """The look of ``game_id``: its board package's, found by id, else the generic board's."""
    found = _LOOKS.get(game_id)
    if found is not None:
        return found
    try:
        importlib.import_module(f"sprites.boards.{game_id}")
    except ModuleNotFoundError as err:
        if err.name != f"sprites.boards.{game_id}":
            raise
    found = _LOOKS.get(game_id)
    if found is None:
        from sprites.boards.generic import GenericBoard

        found = GameLook(GenericBoard)
    return found


def board_class(game_id: str) -> type[Board]:
    """The board class for a game id (the generic board when the game has none)."""
    return look(game_id).board


def make_board(rules: Any) -> Board:
    return board_class(rules.id)(rules)


def game_art(game_id: str, w: int, h: int) -> pygame.Surface:
    """The game's title picture at this size (cached)."""
    paint = look(game_id).art or art.generic
    return gfx._surf_cache.get_or(("art", game_id, w, h), lambda: paint(w, h))


def idle(surface: pygame.Surface, game_id: str, rect: pygame.Rect, t: float) -> None:
    """Subtle life on the game's tile, so a kiosk screen never looks frozen."""
    draw = look(game_id).idle
    if draw is not None:
        draw(surface, rect, t)


def use_game(game_id: str | None) -> None:
    """The seat colours of the game on screen (a game whose components have colours of their own
    names them in its palette); None goes back to the client's palette."""
    seats = look(game_id).palette.get("seats") if game_id else None
    gfx.use_game(game_id, seats)
