"""D-Day Dice's title art: the sea, the beach with its obstacles, three dice.

Drawn once per size into a cached surface (``sprites.boards.game_art``); ``idle`` is the little
life drawn over it each frame."""

from __future__ import annotations

import math

import pygame

from sprites.ui import art, gfx


def paint(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    art.sky(surf, (96, 140, 190), (170, 190, 200))
    sea_y = int(h * 0.45)
    pygame.draw.rect(surf, (40, 90, 140), (0, sea_y, w, h - sea_y))
    sand = [(0, int(h * 0.7)), (w, int(h * 0.6)), (w, h), (0, h)]
    pygame.draw.polygon(surf, (214, 190, 130), sand)
    for i in range(4):
        x = int(w * (0.15 + i * 0.22))
        y = int(h * 0.72) - i * 4
        pygame.draw.line(surf, (70, 60, 50), (x - 8, y - 8), (x + 8, y + 8), 3)
        pygame.draw.line(surf, (70, 60, 50), (x + 8, y - 8), (x - 8, y + 8), 3)
    d = max(14, w // 7)
    for i, v in enumerate((6, 3, 5)):
        img = gfx.die(d, v)
        img = pygame.transform.rotate(img, -15 + i * 17)
        surf.blit(img, img.get_rect(center=(int(w * (0.3 + i * 0.2)), int(h * 0.84))))
    return surf


def idle(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Surf rolling onto the beach."""
    w, h = rect.size
    y = rect.y + int(h * 0.62) + int(math.sin(t * 1.5) * 4)
    pygame.draw.line(surface, (230, 240, 250), (rect.x, y), (rect.right - 1, y - int(h * 0.06)), 2)
