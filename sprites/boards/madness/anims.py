"""Motion of The Big Book of Madness (filled in below)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from sprites.timeline import animations_for

if TYPE_CHECKING:
    from sprites.boards.madness.board import MadnessBoard


def place_of(board: MadnessBoard, name: Any, seat: int | None) -> str | None:
    for candidate in (f"{name}:{seat}" if seat is not None else None, str(name)):
        if candidate is not None and candidate in board.places:
            return candidate
    return None


def animations(board: MadnessBoard, event: Any, seat_name: Callable[[int], str]) -> list[Any]:
    return animations_for(event, seat_name)


def pieces_of(board: MadnessBoard, event: Any) -> list[str]:
    return []


def sprite(board: MadnessBoard, piece: str, seat: int | None) -> pygame.Surface | None:
    return None
