"""Stronghold's title art: the castle wall and its towers at dusk, a banner waving.

Drawn once per size into a cached surface (``sprites.boards.game_art``); ``idle`` is the little
life drawn over it each frame."""

from __future__ import annotations

import math

import pygame

from sprites.ui import art, gfx


def paint(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    art.sky(surf, (58, 78, 130), (190, 150, 120))
    ground = int(h * 0.78)
    pygame.draw.rect(surf, (70, 96, 58), (0, ground, w, h - ground))
    stone, mortar = (150, 148, 150), (98, 96, 100)
    wall = pygame.Rect(int(w * 0.08), int(h * 0.42), int(w * 0.84), ground - int(h * 0.42))
    pygame.draw.rect(surf, stone, wall)
    course = max(6, h // 22)
    for i, y in enumerate(range(wall.y, wall.bottom, course)):
        pygame.draw.line(surf, mortar, (wall.x, y), (wall.right, y), 1)
        off = (i % 2) * course
        for x in range(wall.x + off, wall.right, course * 2):
            pygame.draw.line(surf, mortar, (x, y), (x, min(wall.bottom, y + course)), 1)
    merlon = max(8, w // 18)
    for x in range(wall.x, wall.right - merlon + 1, merlon * 2):
        pygame.draw.rect(surf, stone, (x, wall.y - merlon, merlon, merlon))
        pygame.draw.rect(surf, mortar, (x, wall.y - merlon, merlon, merlon), 1)
    for tx in (wall.x - merlon // 2, wall.right - merlon * 2 + merlon // 2, wall.centerx - merlon):
        tower = pygame.Rect(tx, int(h * 0.24), merlon * 2, ground - int(h * 0.24))
        pygame.draw.rect(surf, (136, 134, 138), tower)
        pygame.draw.rect(surf, mortar, tower, 2)
        for k in range(3):
            pygame.draw.rect(surf, (136, 134, 138), (tower.x + k * merlon * 2 // 3, tower.y - merlon // 2,
                                                     merlon // 2, merlon // 2))
        pygame.draw.rect(surf, (40, 30, 30), (tower.centerx - 3, tower.y + merlon, 6, merlon))
    gate = pygame.Rect(0, 0, merlon * 2, int(h * 0.2))
    gate.midbottom = (wall.centerx + merlon * 3, ground)
    pygame.draw.rect(surf, (64, 42, 28), gate, border_top_left_radius=merlon, border_top_right_radius=merlon)
    return surf


def idle(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A banner waving over the gate."""
    w, h = rect.size
    px, py = rect.x + int(w * 0.5), rect.y + int(h * 0.24) - 26
    pygame.draw.line(surface, (60, 40, 30), (px, py), (px, py + 26), 2)
    pts = [(px, py + k) for k in (0, 12)]
    wave = [(px + 6 * i, py + math.sin(t * 6 + i) * 2) for i in range(4)]
    pygame.draw.polygon(surface, gfx.seat_colour(0), [pts[0], *wave[1:], (wave[-1][0], wave[-1][1] + 10),
                                                       *[(x, y + 10) for x, y in reversed(wave[1:-1])], pts[1]])
