"""Title art shared by every game: the sky a picture starts from, the picture of a game without
art of its own, and the moving background of the title screen. Each game's own picture is its
board's (``sprites/boards/<game>/art.py``, found through ``sprites.boards.game_art``)."""

from __future__ import annotations

import math

import pygame

from sprites.ui import gfx


def sky(surf: pygame.Surface, top: gfx.Colour, bottom: gfx.Colour) -> None:
    w, h = surf.get_size()
    for y in range(0, h, 2):
        t = y / max(1, h)
        c = tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.rect(surf, c, (0, y, w, 2))


def generic(w: int, h: int) -> pygame.Surface:
    """Cards, two face down: a game without title art of its own."""
    surf = pygame.Surface((w, h))
    sky(surf, (40, 60, 70), (24, 40, 48))
    c = max(18, w // 6)
    for i in range(3):
        img = gfx.card(c, int(c * 1.4), "", None, hidden=i != 2)
        img = pygame.transform.rotate(img, -20 + i * 20)
        surf.blit(img, img.get_rect(center=(int(w * (0.35 + i * 0.15)), int(h * 0.55))))
    return surf


def pattern_tile(size: int) -> pygame.Surface:
    """A faint tile of dice, cards and hexes that scrolls behind the title."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (255, 255, 255, 18)
        q = size // 4
        pygame.draw.rect(surf, c, (q // 2, q // 2, q, q), 3, border_radius=q // 5)
        pygame.draw.circle(surf, c, (q, q), q // 8)
        pygame.draw.rect(surf, c, (size // 2 + q // 2, q // 3, int(q * 0.75), q), 3, border_radius=q // 8)
        cx, cy, r = q, size // 2 + q, q * 0.6
        pts = [(cx + r * math.cos(math.pi / 6 + i * math.pi / 3), cy + r * math.sin(math.pi / 6 + i * math.pi / 3)) for i in range(6)]
        pygame.draw.polygon(surf, c, pts, 3)
        pygame.draw.rect(surf, c, (size // 2 + q // 2, size // 2 + q // 2, q, q), 3, border_radius=3)
        return surf

    return gfx._surf_cache.get_or(("pattern", size), make)
