"""Wizard Kings' title art: a hex map of terrains with wooden blocks.

Drawn once per size into a cached surface (``sprites.boards.game_art``); ``idle`` is the little
life drawn over it each frame."""

from __future__ import annotations

import math

import pygame

from sprites.ui import gfx


def paint(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    surf.fill((40, 70, 52))
    r = max(10, w // 9)
    terrains = [(96, 150, 80), (60, 110, 60), (190, 170, 110), (120, 120, 130), (70, 120, 160)]
    k = 0
    for row in range(-1, int(h / (r * 1.5)) + 2):
        for col in range(-1, int(w / (r * 1.732)) + 2):
            cx = col * r * 1.732 + (row % 2) * r * 0.866
            cy = row * r * 1.5
            pts = [(cx + r * math.cos(math.pi / 6 + i * math.pi / 3), cy + r * math.sin(math.pi / 6 + i * math.pi / 3))
                   for i in range(6)]
            c = terrains[(row * 3 + col * 7 + k) % len(terrains)]
            pygame.draw.polygon(surf, c, pts)
            pygame.draw.polygon(surf, gfx.darken(c, .4), pts, 2)
            if c == (60, 110, 60):
                pygame.draw.polygon(surf, (30, 80, 40), [(cx, cy - r * .5), (cx + r * .3, cy + r * .2), (cx - r * .3, cy + r * .2)])
            elif c == (120, 120, 130):
                pygame.draw.polygon(surf, (90, 90, 100), [(cx - r * .45, cy + r * .3), (cx, cy - r * .45), (cx + r * .45, cy + r * .3)])
    b = max(16, w // 8)
    for i, seat in enumerate((0, 1, 3)):
        img = gfx.block(b, "", gfx.seat_colour(seat), hidden=(i == 1))
        surf.blit(img, (int(w * (0.2 + 0.25 * i)), int(h * (0.45 + 0.12 * (i % 2)))))
    return surf


def idle(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A wizard's light flickering over the map."""
    w, h = rect.size
    r = 3 + int(2 * (0.5 + 0.5 * math.sin(t * 4)))
    pygame.draw.circle(surface, (255, 220, 120), (rect.x + int(w * 0.8), rect.y + int(h * 0.3)), r)
