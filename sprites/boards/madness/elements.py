"""The five elements as a player of the physical game knows them: water, fire, earth, air and
madness, each with its own colour (theme data) AND its own symbol (a drop, a flame, a mountain,
a swirl, an eye), so a greyscale screenshot still tells them apart. Drawn once per size."""

from __future__ import annotations

import math

import pygame

from sprites.boards.madness.palette import PALETTE
from sprites.ui import gfx

WATER, FIRE, EARTH, AIR, MADNESS = 0, 1, 2, 3, 4     # the engine's element order, madness last
KEYS = ("water", "fire", "earth", "air", "madness")
LETTERS = ("W", "F", "E", "A", "M")

_cache = gfx.LRU(400)


def colour(elem: int) -> gfx.Colour:
    """An element's colour (the palette's ``elements``)."""
    return tuple(PALETTE["elements"][KEYS[elem]])


def theme(name: str) -> gfx.Colour:
    return tuple(PALETTE[name])


def ink(elem: int) -> gfx.Colour:
    """A symbol's colour on its element's ground: dark on the light air, light elsewhere."""
    return (52, 40, 18) if elem == AIR else (250, 248, 240)


def _drop(surf: pygame.Surface, c: gfx.Colour, cx: float, cy: float, r: float) -> None:
    rr, cy0 = r * 0.6, cy + r * 0.32
    pts = [(cx, cy - r)]
    for i in range(17):
        a = math.radians(-28 + 236 * i / 16)
        pts.append((cx + rr * math.cos(a), cy0 + rr * math.sin(a)))
    pygame.draw.polygon(surf, c, pts)


def _flame(surf: pygame.Surface, c: gfx.Colour, cx: float, cy: float, r: float) -> None:
    """Three tongues of fire over a round base, hollow at the heart (unlike the solid drop)."""
    def shape(k: float, dy: float) -> list[tuple[float, float]]:
        pts = [(-0.62, 0.45), (-0.72, -0.05), (-0.48, -0.5), (-0.3, -0.05), (-0.05, -1.0), (0.22, -0.3),
               (0.5, -0.7), (0.72, -0.05), (0.62, 0.45), (0.3, 0.88), (-0.3, 0.88)]
        return [(cx + x * r * k, cy + dy * r + y * r * k) for x, y in pts]

    pygame.draw.polygon(surf, c, shape(1.0, 0.0))
    pygame.draw.polygon(surf, (0, 0, 0, 0), shape(0.42, 0.35))


def _mountain(surf: pygame.Surface, c: gfx.Colour, cx: float, cy: float, r: float) -> None:
    pygame.draw.polygon(surf, c, [(cx - r * .95, cy + r * .7), (cx - r * .25, cy - r * .75), (cx + r * .2, cy + r * .1),
                                  (cx + r * .45, cy - r * .3), (cx + r * .95, cy + r * .7)])


def _swirl(surf: pygame.Surface, c: gfx.Colour, cx: float, cy: float, r: float) -> None:
    """Three gusts of wind, each ending in a curl."""
    w = max(2, int(r * 0.22))
    for dy, x0, x1 in ((-0.5, -0.9, 0.35), (0.05, -0.7, 0.55), (0.6, -0.95, 0.1)):
        y = cy + dy * r
        rc = r * 0.24
        ex = cx + x1 * r
        pts = [(cx + x0 * r, y), (ex, y)]
        for i in range(1, 10):
            a = math.radians(90 - 270 * i / 9)
            pts.append((ex + rc * math.cos(a), y - rc + rc * math.sin(a)))
        pygame.draw.lines(surf, c, False, pts, w)


def _eye(surf: pygame.Surface, c: gfx.Colour, cx: float, cy: float, r: float) -> None:
    pts = []
    for i in range(24):
        a = 2 * math.pi * i / 24
        pts.append((cx + r * math.cos(a), cy + r * 0.55 * math.sin(a) * (1 - 0.25 * abs(math.cos(a)))))
    pygame.draw.polygon(surf, c, pts, max(2, int(r * 0.2)))
    pygame.draw.circle(surf, c, (cx, cy), r * 0.32)


SHAPES = (_drop, _flame, _mountain, _swirl, _eye)


def symbol(elem: int, size: int, c: gfx.Colour | None = None) -> pygame.Surface:
    """The bare symbol of an element in ``c`` (its own colour by default)."""
    size = max(6, int(size))
    c = c or colour(elem)

    def make() -> pygame.Surface:
        k = 4   # drawn large and smoothed down: primitives alias badly at icon sizes
        big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
        r = size * k * 0.42
        SHAPES[elem](big, c, size * k / 2, size * k / 2, r)
        return pygame.transform.smoothscale(big, (size, size))

    return _cache.get_or(("sym", elem, size, c), make)


def gem(elem: int, size: int, glow: bool = False) -> pygame.Surface:
    """A round token in the element's colour with its symbol: the element on cards, costs and
    curses."""
    size = max(8, int(size))

    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = colour(elem)
        r = size / 2
        if glow:
            pygame.draw.circle(surf, (*gfx.col("highlight"), 150), (r, r), r)
        pygame.draw.circle(surf, gfx.darken(c, .45), (r, r), r - (1 if glow else 0))
        pygame.draw.circle(surf, c, (r, r - max(1, size // 16)), r - max(2, size // 9))
        sym = symbol(elem, int(size * 0.66), ink(elem))
        surf.blit(sym, sym.get_rect(center=(r, r)))
        return surf

    return _cache.get_or(("gem", elem, size, glow), make)
