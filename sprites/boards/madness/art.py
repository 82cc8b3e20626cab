"""The Big Book of Madness' title art: the open grimoire with a monster's eye.

Drawn once per size into a cached surface (``sprites.boards.game_art``); ``idle`` is the little
life drawn over it each frame."""

from __future__ import annotations

import math

import pygame

from sprites.ui import art


def paint(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    art.sky(surf, (30, 16, 48), (70, 30, 80))
    book = pygame.Rect(0, 0, int(w * 0.8), int(h * 0.55))
    book.center = (w // 2, int(h * 0.58))
    pygame.draw.rect(surf, (90, 40, 30), book.inflate(14, 14), border_radius=8)
    left = pygame.Rect(book.x, book.y, book.w // 2, book.h)
    right = pygame.Rect(book.centerx, book.y, book.w // 2, book.h)
    for page in (left, right):
        pygame.draw.rect(surf, (236, 222, 188), page, border_radius=6)
        for i in range(5):
            y = page.y + page.h * (0.2 + i * 0.14)
            pygame.draw.line(surf, (170, 150, 120), (page.x + 12, y), (page.right - 12, y), 2)
    pygame.draw.line(surf, (120, 90, 70), (book.centerx, book.y), (book.centerx, book.bottom), 3)
    cx, cy = right.center
    r = min(right.w, right.h) * 0.3
    pygame.draw.ellipse(surf, (120, 40, 150), (cx - r, cy - r * 0.6, 2 * r, 1.2 * r))
    pygame.draw.circle(surf, (250, 210, 80), (cx, cy), r * 0.35)
    pygame.draw.circle(surf, (20, 10, 20), (cx, cy), r * 0.15)
    for i in range(6):
        a = i * math.pi / 3
        pygame.draw.line(surf, (160, 60, 200), (cx + math.cos(a) * r, cy + math.sin(a) * r * 0.6),
                         (cx + math.cos(a) * r * 1.5, cy + math.sin(a) * r * 1.1), 3)
    return surf


def idle(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The monster's eye glowing on the page."""
    w, h = rect.size
    glow = int(120 + 100 * (0.5 + 0.5 * math.sin(t * 3)))
    pygame.draw.circle(surface, (glow, 60, glow), (rect.x + int(w * 0.7), rect.y + int(h * 0.58)), 5)
