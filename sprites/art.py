"""Procedural title art for the four games and the moving background of the title screen.

Each picture is drawn once per size into a cached surface; idle life (a waving flag, a
flickering rune, rolling surf) is drawn on top per frame with a few cheap primitives.
"""

from __future__ import annotations

import math

import pygame

from sprites import gfx
from sprites.tr import N_

GAMES = ("stronghold", "madness", "dday", "wizard_kings")
TITLES = {"stronghold": N_("Stronghold"), "madness": N_("The Big Book of Madness"), "dday": N_("D-Day Dice"),
          "wizard_kings": N_("Wizard Kings")}


def _sky(surf: pygame.Surface, top: gfx.Colour, bottom: gfx.Colour) -> None:
    w, h = surf.get_size()
    for y in range(0, h, 2):
        t = y / max(1, h)
        c = tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.rect(surf, c, (0, y, w, 2))


def _stronghold(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    _sky(surf, (58, 78, 130), (190, 150, 120))
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


def _madness(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    _sky(surf, (30, 16, 48), (70, 30, 80))
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


def _dday(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    _sky(surf, (96, 140, 190), (170, 190, 200))
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


def _wizard_kings(w: int, h: int) -> pygame.Surface:
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


def _generic(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    _sky(surf, (40, 60, 70), (24, 40, 48))
    c = max(18, w // 6)
    for i in range(3):
        img = gfx.card(c, int(c * 1.4), "", None, hidden=i != 2)
        img = pygame.transform.rotate(img, -20 + i * 20)
        surf.blit(img, img.get_rect(center=(int(w * (0.35 + i * 0.15)), int(h * 0.55))))
    return surf


_PAINTERS = {"stronghold": _stronghold, "madness": _madness, "dday": _dday, "wizard_kings": _wizard_kings}


def game_art(game_id: str, w: int, h: int) -> pygame.Surface:
    return gfx._surf_cache.get_or(("art", game_id, w, h), lambda: _PAINTERS.get(game_id, _generic)(w, h))


def idle(surface: pygame.Surface, game_id: str, rect: pygame.Rect, t: float) -> None:
    """Subtle life on a tile, so a kiosk screen never looks frozen."""
    w, h = rect.size
    if game_id == "stronghold":
        px, py = rect.x + int(w * 0.5), rect.y + int(h * 0.24) - 26
        pygame.draw.line(surface, (60, 40, 30), (px, py), (px, py + 26), 2)
        pts = [(px, py + k) for k in (0, 12)]
        wave = [(px + 6 * i, py + math.sin(t * 6 + i) * 2 + (0 if i else 0)) for i in range(4)]
        pygame.draw.polygon(surface, gfx.seat_colour(0), [pts[0], *wave[1:], (wave[-1][0], wave[-1][1] + 10),
                                                           *[(x, y + 10) for x, y in reversed(wave[1:-1])], pts[1]])
    elif game_id == "madness":
        glow = int(120 + 100 * (0.5 + 0.5 * math.sin(t * 3)))
        pygame.draw.circle(surface, (glow, 60, glow), (rect.x + int(w * 0.7), rect.y + int(h * 0.58)), 5)
    elif game_id == "dday":
        y = rect.y + int(h * 0.62) + int(math.sin(t * 1.5) * 4)
        pygame.draw.line(surface, (230, 240, 250), (rect.x, y), (rect.right - 1, y - int(h * 0.06)), 2)
    elif game_id == "wizard_kings":
        r = 3 + int(2 * (0.5 + 0.5 * math.sin(t * 4)))
        pygame.draw.circle(surface, (255, 220, 120), (rect.x + int(w * 0.8), rect.y + int(h * 0.3)), r)


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
