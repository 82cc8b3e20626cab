"""The picture vocabulary of the D-Day Dice board: die symbols (soldier, star, medal, wrench, skull),
map marks (machine-gun crosshair, mine sign, barbed wire, padlock) and the emblems of specialists,
items, vehicles and decorations.

Each glyph is drawn at four times its size on a unit square and smoothed down once, so the small
icons keep clean edges; ``icon(name, size, colour)`` caches the result per name, size and colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from sprites.ui import gfx

Colour = tuple[int, ...]
SUPER = 4                    # drawn this many times larger, then smoothed down

_cache = gfx.LRU(1200)


class Pen:
    """Drawing on a unit square: coordinates 0..1 become pixels of the big canvas."""

    def __init__(self, surf: pygame.Surface, colour: Colour) -> None:
        self.surf = surf
        self.n = surf.get_width()
        self.c = colour

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (int(x * self.n), int(y * self.n))

    def w(self, t: float) -> int:
        return max(1, int(t * self.n))

    def poly(self, pts: list[tuple[float, float]], colour: Colour | None = None, width: float = 0) -> None:
        pygame.draw.polygon(self.surf, colour or self.c, [self.p(x, y) for x, y in pts], self.w(width) if width else 0)

    def circle(self, x: float, y: float, r: float, colour: Colour | None = None, width: float = 0) -> None:
        pygame.draw.circle(self.surf, colour or self.c, self.p(x, y), max(1, int(r * self.n)),
                           self.w(width) if width else 0)

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float, colour: Colour | None = None) -> None:
        pygame.draw.line(self.surf, colour or self.c, self.p(x1, y1), self.p(x2, y2), self.w(width))
        for x, y in ((x1, y1), (x2, y2)):   # round caps
            pygame.draw.circle(self.surf, colour or self.c, self.p(x, y), max(1, self.w(width) // 2))

    def rect(self, x: float, y: float, w: float, h: float, colour: Colour | None = None, width: float = 0,
             radius: float = 0) -> None:
        pygame.draw.rect(self.surf, colour or self.c, (*self.p(x, y), self.w(w), self.w(h)),
                         self.w(width) if width else 0, border_radius=self.w(radius) if radius else -1)

    def ellipse(self, x: float, y: float, w: float, h: float, colour: Colour | None = None, width: float = 0) -> None:
        pygame.draw.ellipse(self.surf, colour or self.c, (*self.p(x, y), self.w(w), self.w(h)),
                            self.w(width) if width else 0)

    def arc(self, x: float, y: float, w: float, h: float, a0: float, a1: float, width: float,
            colour: Colour | None = None) -> None:
        pygame.draw.arc(self.surf, colour or self.c, (*self.p(x, y), self.w(w), self.w(h)), a0, a1, self.w(width))

    def clear(self, pts: list[tuple[float, float]]) -> None:
        self.poly(pts, (0, 0, 0, 0))


def _star_pts(cx: float, cy: float, r: float, inner: float = 0.45, n: int = 5) -> list[tuple[float, float]]:
    pts = []
    for i in range(n * 2):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / n
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


# ------------------------------------------------------------------------------------ die symbols
def soldier(p: Pen, cx: float = 0.5, scale: float = 1.0) -> None:
    """A helmeted soldier, head and shoulders (the printed dice's silhouette)."""
    def x(v: float) -> float:
        return cx + (v - 0.5) * scale

    def y(v: float) -> float:
        return 0.5 + (v - 0.5) * scale

    p.poly([(x(0.14), y(0.96)), (x(0.2), y(0.72)), (x(0.36), y(0.63)), (x(0.64), y(0.63)),
            (x(0.8), y(0.72)), (x(0.86), y(0.96))])                   # shoulders
    p.rect(x(0.43), y(0.52), 0.14 * scale, 0.13 * scale)              # neck
    p.circle(x(0.5), y(0.47), 0.13 * scale)                           # face
    p.line(x(0.3), y(0.38), x(0.7), y(0.38), 0.05 * scale, (0, 0, 0, 0))   # shade under the brim
    p.ellipse(x(0.27), y(0.1), 0.46 * scale, 0.4 * scale)             # the helmet's dome
    p.rect(x(0.27), y(0.3), 0.46 * scale, 0.2 * scale, (0, 0, 0, 0))
    p.rect(x(0.22), y(0.28), 0.56 * scale, 0.07 * scale, radius=0.03 * scale)   # its brim


def two_soldiers(p: Pen) -> None:
    soldier(p, 0.33, 0.78)
    soldier(p, 0.67, 0.78)


def star(p: Pen) -> None:
    p.poly(_star_pts(0.5, 0.53, 0.44))


def courage(p: Pen) -> None:
    """A medal: ribbon and disc with a star (courage on the dice and the map)."""
    p.poly([(0.3, 0.05), (0.5, 0.05), (0.58, 0.42), (0.42, 0.42)])
    p.poly([(0.5, 0.05), (0.7, 0.05), (0.58, 0.42), (0.42, 0.42)])
    p.circle(0.5, 0.66, 0.28)
    p.poly(_star_pts(0.5, 0.67, 0.17), (0, 0, 0, 0))


def tool(p: Pen) -> None:
    """A spanner."""
    p.line(0.3, 0.7, 0.66, 0.34, 0.16)
    p.circle(0.72, 0.28, 0.2)
    p.clear([(0.72, 0.28), (0.98, 0.1), (0.9, 0.02), (0.82, 0.0)])
    p.circle(0.72, 0.28, 0.07, (0, 0, 0, 0))
    p.circle(0.26, 0.74, 0.14)
    p.circle(0.26, 0.74, 0.06, (0, 0, 0, 0))


def skull(p: Pen) -> None:
    p.circle(0.5, 0.42, 0.32)
    p.rect(0.33, 0.56, 0.34, 0.26, radius=0.05)
    p.circle(0.38, 0.44, 0.09, (0, 0, 0, 0))
    p.circle(0.62, 0.44, 0.09, (0, 0, 0, 0))
    p.poly([(0.5, 0.55), (0.45, 0.65), (0.55, 0.65)], (0, 0, 0, 0))
    for xx in (0.42, 0.5, 0.58):
        p.line(xx, 0.74, xx, 0.84, 0.03, (0, 0, 0, 0))


FACE_GLYPHS: tuple[Callable[[Pen], None], ...] = (skull, star, soldier, two_soldiers, courage, tool)


# -------------------------------------------------------------------------------------- map marks
def crosshair(p: Pen) -> None:
    p.circle(0.5, 0.5, 0.36, width=0.09)
    for a, b, c, d in ((0.5, 0.02, 0.5, 0.32), (0.5, 0.68, 0.5, 0.98), (0.02, 0.5, 0.32, 0.5), (0.68, 0.5, 0.98, 0.5)):
        p.line(a, b, c, d, 0.08)
    p.circle(0.5, 0.5, 0.07)


def mine(p: Pen) -> None:
    """The "Minen!" sign: a skull on a triangular board on a stake."""
    p.line(0.5, 0.6, 0.5, 0.98, 0.08, (96, 70, 44))
    p.poly([(0.5, 0.02), (0.96, 0.72), (0.04, 0.72)], (236, 214, 120))
    p.poly([(0.5, 0.02), (0.96, 0.72), (0.04, 0.72)], (40, 30, 20), 0.05)
    p.circle(0.5, 0.42, 0.13, (30, 24, 20))
    p.rect(0.43, 0.5, 0.14, 0.1, (30, 24, 20))


def wire(p: Pen) -> None:
    """Barbed wire on two posts: a barricade line."""
    for xx in (0.12, 0.88):
        p.line(xx, 0.15, xx, 0.9, 0.07, (96, 70, 44))
    for yy in (0.32, 0.6):
        pts = [(0.12 + i * 0.076, yy + (0.07 if i % 2 else -0.07)) for i in range(11)]
        for a, b in zip(pts, pts[1:]):
            p.line(a[0], a[1], b[0], b[1], 0.035)
        for xx, yy2 in pts[1:-1:2]:
            p.line(xx - 0.04, yy2 - 0.05, xx + 0.04, yy2 + 0.05, 0.03)


def padlock(p: Pen, open_: bool = False) -> None:
    if open_:
        p.arc(0.22, 0.02, 0.44, 0.6, 0.0, math.pi, 0.09)
        p.line(0.225, 0.32, 0.225, 0.46, 0.09)
    else:
        p.arc(0.28, 0.04, 0.44, 0.6, 0.0, math.pi, 0.1)
        p.line(0.285, 0.32, 0.285, 0.46, 0.1)
        p.line(0.715, 0.32, 0.715, 0.46, 0.1)
    p.rect(0.18, 0.42, 0.64, 0.5, radius=0.08)
    p.circle(0.5, 0.62, 0.07, (0, 0, 0, 0))
    p.rect(0.47, 0.64, 0.06, 0.14, (0, 0, 0, 0))


def lock(p: Pen) -> None:
    padlock(p)


def unlock(p: Pen) -> None:
    padlock(p, True)


def shield(p: Pen) -> None:
    p.poly([(0.1, 0.08), (0.9, 0.08), (0.9, 0.48), (0.5, 0.96), (0.1, 0.48)])


def flag(p: Pen) -> None:
    p.line(0.2, 0.06, 0.2, 0.96, 0.07)
    p.poly([(0.22, 0.08), (0.88, 0.2), (0.66, 0.33), (0.88, 0.46), (0.22, 0.46)])


def chevron(p: Pen) -> None:
    p.poly([(0.1, 0.55), (0.5, 0.2), (0.9, 0.55), (0.9, 0.8), (0.5, 0.45), (0.1, 0.8)])


def arrow(p: Pen) -> None:
    p.poly([(0.5, 0.04), (0.92, 0.5), (0.66, 0.5), (0.66, 0.96), (0.34, 0.96), (0.34, 0.5), (0.08, 0.5)])


def bunker(p: Pen) -> None:
    p.poly([(0.04, 0.86), (0.14, 0.36), (0.86, 0.36), (0.96, 0.86)])
    p.rect(0.22, 0.5, 0.56, 0.1, (0, 0, 0, 0))
    p.line(0.55, 0.55, 0.98, 0.44, 0.06)


def dice_d6(p: Pen) -> None:
    p.rect(0.08, 0.08, 0.84, 0.84, radius=0.16)
    for x, y in ((0.3, 0.3), (0.7, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.7)):
        p.circle(x, y, 0.075, (0, 0, 0, 0))


def infinity(p: Pen) -> None:
    p.ellipse(0.06, 0.3, 0.46, 0.4, width=0.08)
    p.ellipse(0.48, 0.3, 0.46, 0.4, width=0.08)


def no(p: Pen) -> None:
    """A red slash over the icon beneath (drawn as its own layer)."""
    p.circle(0.5, 0.5, 0.44, width=0.09)
    p.line(0.2, 0.2, 0.8, 0.8, 0.09)


def cross_x(p: Pen) -> None:
    p.line(0.15, 0.15, 0.85, 0.85, 0.16)
    p.line(0.85, 0.15, 0.15, 0.85, 0.16)


def check(p: Pen) -> None:
    p.line(0.12, 0.55, 0.4, 0.82, 0.15)
    p.line(0.4, 0.82, 0.9, 0.2, 0.15)


def question(p: Pen) -> None:
    p.arc(0.24, 0.06, 0.52, 0.5, -math.pi / 2.2, math.pi, 0.12)
    p.line(0.5, 0.5, 0.5, 0.68, 0.12)
    p.circle(0.5, 0.86, 0.08)


def helmet(p: Pen) -> None:
    p.ellipse(0.12, 0.18, 0.76, 0.62)
    p.rect(0.02, 0.48, 0.96, 0.14, radius=0.05)
    p.rect(0.0, 0.62, 1.0, 0.4, (0, 0, 0, 0))


def toolbox(p: Pen) -> None:
    p.rect(0.06, 0.36, 0.88, 0.54, radius=0.06)
    p.rect(0.34, 0.14, 0.32, 0.26, width=0.08, radius=0.05)
    p.rect(0.06, 0.52, 0.88, 0.06, (0, 0, 0, 0))


# ---------------------------------------------------------------------------------- card emblems
def medic(p: Pen) -> None:
    p.circle(0.5, 0.5, 0.46, (250, 248, 240))
    p.rect(0.38, 0.16, 0.24, 0.68, (200, 40, 40))
    p.rect(0.16, 0.38, 0.68, 0.24, (200, 40, 40))


def latin_cross(p: Pen) -> None:
    p.rect(0.42, 0.06, 0.16, 0.88)
    p.rect(0.2, 0.26, 0.6, 0.15)


def anchor(p: Pen) -> None:
    p.circle(0.5, 0.14, 0.09, width=0.06)
    p.line(0.5, 0.22, 0.5, 0.88, 0.09)
    p.line(0.3, 0.34, 0.7, 0.34, 0.08)
    p.arc(0.14, 0.42, 0.72, 0.5, math.pi, 2 * math.pi, 0.08)
    p.poly([(0.1, 0.62), (0.22, 0.56), (0.2, 0.72)])
    p.poly([(0.9, 0.62), (0.78, 0.56), (0.8, 0.72)])


def chevrons(k: int) -> Callable[[Pen], None]:
    def draw(p: Pen) -> None:
        top = 0.5 - k * 0.14
        for i in range(k):
            y = top + i * 0.28
            p.poly([(0.1, y + 0.24), (0.5, y), (0.9, y + 0.24), (0.9, y + 0.38), (0.5, y + 0.14), (0.1, y + 0.38)])
    return draw


def bars(k: int) -> Callable[[Pen], None]:
    def draw(p: Pen) -> None:
        w = 0.7 / k
        for i in range(k):
            p.rect(0.15 + i * w + 0.04, 0.12, w - 0.08, 0.76, radius=0.03)
    return draw


def medal(p: Pen) -> None:
    courage(p)


def parachute(p: Pen) -> None:
    p.arc(0.06, 0.06, 0.88, 0.7, 0, math.pi, 0.09)
    p.poly([(0.06, 0.42), (0.5, 0.06), (0.94, 0.42)])
    for xx in (0.1, 0.5, 0.9):
        p.line(xx, 0.42, 0.5, 0.8, 0.03)
    p.circle(0.5, 0.84, 0.08)


def big_star(p: Pen) -> None:
    p.poly(_star_pts(0.5, 0.54, 0.46, 0.4))


def target(p: Pen) -> None:
    p.circle(0.5, 0.5, 0.44, width=0.08)
    p.circle(0.5, 0.5, 0.27, width=0.08)
    p.circle(0.5, 0.5, 0.1)


def scope(p: Pen) -> None:
    crosshair(p)
    p.circle(0.5, 0.5, 0.16, width=0.05)


def camera(p: Pen) -> None:
    p.rect(0.06, 0.3, 0.88, 0.56, radius=0.08)
    p.rect(0.3, 0.18, 0.26, 0.14)
    p.circle(0.5, 0.58, 0.18, (0, 0, 0, 0))
    p.circle(0.5, 0.58, 0.1)


def shovel(p: Pen) -> None:
    p.line(0.5, 0.06, 0.5, 0.6, 0.08)
    p.line(0.36, 0.08, 0.64, 0.08, 0.07)
    p.poly([(0.3, 0.56), (0.7, 0.56), (0.66, 0.86), (0.5, 0.96), (0.34, 0.86)])


def grenade(p: Pen) -> None:
    p.ellipse(0.2, 0.3, 0.6, 0.64)
    for yy in (0.48, 0.64, 0.8):
        p.line(0.22, yy, 0.78, yy, 0.02, (0, 0, 0, 0))
    p.rect(0.4, 0.16, 0.2, 0.16)
    p.line(0.6, 0.2, 0.86, 0.36, 0.06)
    p.circle(0.3, 0.18, 0.08, width=0.04)


def envelope(p: Pen) -> None:
    p.rect(0.06, 0.22, 0.88, 0.58, radius=0.04)
    p.line(0.08, 0.26, 0.5, 0.56, 0.06, (0, 0, 0, 0))
    p.line(0.92, 0.26, 0.5, 0.56, 0.06, (0, 0, 0, 0))


def crate(p: Pen) -> None:
    p.rect(0.08, 0.14, 0.84, 0.74, radius=0.04)
    p.rect(0.14, 0.2, 0.72, 0.62, (0, 0, 0, 0), 0.05)
    p.line(0.16, 0.22, 0.84, 0.8, 0.06, (0, 0, 0, 0))


def paper(p: Pen) -> None:
    p.poly([(0.18, 0.06), (0.66, 0.06), (0.84, 0.24), (0.84, 0.94), (0.18, 0.94)])
    for yy in (0.34, 0.5, 0.66, 0.82):
        p.line(0.28, yy, 0.74, yy, 0.035, (0, 0, 0, 0))
    p.line(0.86, 0.1, 0.5, 0.7, 0.06)


def torpedo(p: Pen) -> None:
    p.line(0.1, 0.86, 0.82, 0.14, 0.13)
    p.poly([(0.78, 0.06), (0.96, 0.04), (0.92, 0.22)])
    for t in (0.3, 0.5):
        x, y = 0.1 + 0.72 * t, 0.86 - 0.72 * t
        p.line(x - 0.07, y - 0.07, x + 0.07, y + 0.07, 0.03, (0, 0, 0, 0))


def binoculars(p: Pen) -> None:
    p.rect(0.08, 0.3, 0.34, 0.56, radius=0.1)
    p.rect(0.58, 0.3, 0.34, 0.56, radius=0.1)
    p.rect(0.38, 0.4, 0.24, 0.16)
    p.circle(0.25, 0.74, 0.1, (0, 0, 0, 0))
    p.circle(0.75, 0.74, 0.1, (0, 0, 0, 0))


def bird(p: Pen) -> None:
    p.ellipse(0.16, 0.4, 0.56, 0.34)
    p.circle(0.74, 0.42, 0.12)
    p.poly([(0.84, 0.4), (0.98, 0.44), (0.84, 0.48)])
    p.poly([(0.26, 0.5), (0.5, 0.08), (0.6, 0.5)])
    p.poly([(0.2, 0.56), (0.02, 0.5), (0.04, 0.7)])


def radio(p: Pen) -> None:
    p.rect(0.14, 0.34, 0.72, 0.56, radius=0.06)
    p.line(0.7, 0.34, 0.82, 0.04, 0.05)
    p.circle(0.34, 0.6, 0.1, (0, 0, 0, 0))
    for yy in (0.5, 0.62, 0.74):
        p.line(0.54, yy, 0.76, yy, 0.04, (0, 0, 0, 0))


def walkie(p: Pen) -> None:
    p.rect(0.3, 0.24, 0.4, 0.7, radius=0.08)
    p.line(0.42, 0.24, 0.42, 0.02, 0.06)
    for yy in (0.44, 0.56, 0.68):
        p.line(0.38, yy, 0.62, yy, 0.04, (0, 0, 0, 0))


def flame(p: Pen) -> None:
    p.poly([(0.5, 0.02), (0.76, 0.4), (0.84, 0.7), (0.66, 0.94), (0.34, 0.94), (0.16, 0.68), (0.3, 0.44),
            (0.38, 0.56), (0.42, 0.3)], (230, 110, 40))
    p.poly([(0.5, 0.42), (0.64, 0.66), (0.6, 0.9), (0.4, 0.9), (0.36, 0.7)], (250, 210, 80))


def detector(p: Pen) -> None:
    p.line(0.74, 0.06, 0.36, 0.7, 0.07)
    p.ellipse(0.06, 0.64, 0.5, 0.24, width=0.07)
    p.rect(0.62, 0.12, 0.18, 0.12)


def patch(p: Pen) -> None:
    p.poly([(0.14, 0.06), (0.86, 0.06), (0.86, 0.6), (0.5, 0.96), (0.14, 0.6)])
    p.poly([(0.26, 0.46), (0.5, 0.26), (0.74, 0.46), (0.74, 0.58), (0.5, 0.38), (0.26, 0.58)], (0, 0, 0, 0))


def whistle(p: Pen) -> None:
    p.circle(0.36, 0.6, 0.26)
    p.rect(0.36, 0.34, 0.58, 0.22)
    p.circle(0.36, 0.6, 0.1, (0, 0, 0, 0))
    p.circle(0.16, 0.22, 0.1, width=0.04)


def pill(p: Pen) -> None:
    p.line(0.26, 0.74, 0.74, 0.26, 0.3)
    p.line(0.42, 0.42, 0.58, 0.58, 0.04, (0, 0, 0, 0))


def bazooka(p: Pen) -> None:
    p.line(0.04, 0.62, 0.8, 0.3, 0.14)
    p.poly([(0.76, 0.2), (0.98, 0.14), (0.92, 0.4)])
    p.rect(0.4, 0.48, 0.08, 0.22)


def jacket(p: Pen) -> None:
    p.poly([(0.3, 0.06), (0.7, 0.06), (0.96, 0.3), (0.86, 0.5), (0.76, 0.42), (0.76, 0.96), (0.24, 0.96),
            (0.24, 0.42), (0.14, 0.5), (0.04, 0.3)])
    p.poly([(0.4, 0.06), (0.5, 0.3), (0.6, 0.06)], (0, 0, 0, 0))
    p.poly(_star_pts(0.36, 0.56, 0.07), (250, 220, 90))


def briefcase(p: Pen) -> None:
    p.rect(0.06, 0.3, 0.88, 0.58, radius=0.06)
    p.rect(0.34, 0.14, 0.32, 0.2, width=0.07, radius=0.04)
    p.rect(0.44, 0.5, 0.12, 0.1, (0, 0, 0, 0))


def vest(p: Pen) -> None:
    p.poly([(0.24, 0.06), (0.4, 0.06), (0.5, 0.26), (0.6, 0.06), (0.76, 0.06), (0.9, 0.3), (0.86, 0.94),
            (0.14, 0.94), (0.1, 0.3)])
    for yy in (0.46, 0.62, 0.78):
        p.line(0.18, yy, 0.82, yy, 0.03, (0, 0, 0, 0))


def bomb(p: Pen) -> None:
    p.circle(0.44, 0.6, 0.34)
    p.rect(0.52, 0.16, 0.16, 0.16)
    p.line(0.6, 0.18, 0.82, 0.04, 0.04)
    p.poly(_star_pts(0.86, 0.06, 0.1), (250, 200, 60))


def hook(p: Pen) -> None:
    p.line(0.5, 0.04, 0.5, 0.62, 0.08)
    p.arc(0.16, 0.34, 0.68, 0.56, math.pi, 2 * math.pi, 0.08)
    p.poly([(0.12, 0.6), (0.26, 0.5), (0.24, 0.7)])
    p.poly([(0.88, 0.6), (0.74, 0.5), (0.76, 0.7)])
    p.circle(0.5, 0.06, 0.07, width=0.04)


def clover(p: Pen) -> None:
    for dx, dy in ((0, -0.17), (0.17, 0), (0, 0.17), (-0.17, 0)):
        p.circle(0.5 + dx, 0.44 + dy, 0.16)
    p.line(0.5, 0.5, 0.62, 0.96, 0.06)


def medal_case(p: Pen) -> None:
    p.rect(0.04, 0.3, 0.92, 0.62, radius=0.06)
    p.circle(0.5, 0.62, 0.2, (250, 220, 90))
    p.poly([(0.4, 0.3), (0.6, 0.3), (0.55, 0.46), (0.45, 0.46)], (200, 50, 50))


def mortar(p: Pen) -> None:
    p.line(0.3, 0.8, 0.7, 0.12, 0.16)
    p.line(0.12, 0.9, 0.88, 0.9, 0.07)
    p.line(0.5, 0.5, 0.76, 0.9, 0.05)


def book(p: Pen) -> None:
    p.rect(0.16, 0.06, 0.68, 0.88, radius=0.04)
    p.rect(0.45, 0.22, 0.1, 0.44, (0, 0, 0, 0))
    p.rect(0.34, 0.32, 0.32, 0.1, (0, 0, 0, 0))


def rangefinder(p: Pen) -> None:
    p.rect(0.04, 0.38, 0.92, 0.26, radius=0.06)
    p.circle(0.14, 0.51, 0.16)
    p.circle(0.86, 0.51, 0.16)
    p.line(0.5, 0.38, 0.5, 0.18, 0.06)


def ladder(p: Pen) -> None:
    p.line(0.28, 0.04, 0.28, 0.96, 0.07)
    p.line(0.72, 0.04, 0.72, 0.96, 0.07)
    for yy in (0.18, 0.38, 0.58, 0.78):
        p.line(0.28, yy, 0.72, yy, 0.05)


def lamp(p: Pen) -> None:
    p.rect(0.3, 0.3, 0.4, 0.5, radius=0.08)
    p.circle(0.5, 0.55, 0.13, (250, 220, 90))
    p.rect(0.42, 0.16, 0.16, 0.14)
    for a in (-0.6, 0.0, 0.6):
        p.line(0.5 + math.sin(a) * 0.3, 0.55 - math.cos(a) * 0.3, 0.5 + math.sin(a) * 0.46, 0.55 - math.cos(a) * 0.46,
               0.04, (250, 220, 90))


def strategic_map(p: Pen) -> None:
    p.poly([(0.04, 0.16), (0.34, 0.06), (0.66, 0.16), (0.96, 0.06), (0.96, 0.84), (0.66, 0.94), (0.34, 0.84),
            (0.04, 0.94)])
    p.line(0.34, 0.06, 0.34, 0.84, 0.03, (0, 0, 0, 0))
    p.line(0.66, 0.16, 0.66, 0.94, 0.03, (0, 0, 0, 0))
    p.line(0.14, 0.7, 0.5, 0.4, 0.04, (200, 50, 50))
    p.line(0.5, 0.4, 0.84, 0.5, 0.04, (200, 50, 50))


def toolkit(p: Pen) -> None:
    toolbox(p)


def cutters(p: Pen) -> None:
    p.line(0.2, 0.9, 0.56, 0.4, 0.09)
    p.line(0.8, 0.9, 0.44, 0.4, 0.09)
    p.poly([(0.44, 0.44), (0.36, 0.04), (0.52, 0.34)])
    p.poly([(0.56, 0.44), (0.64, 0.04), (0.48, 0.34)])
    p.circle(0.5, 0.42, 0.05, (0, 0, 0, 0))


def ammo_box(p: Pen) -> None:
    crate(p)
    for xx in (0.3, 0.5, 0.7):
        p.rect(xx - 0.05, 0.0, 0.1, 0.2, (210, 170, 70))


def truck(p: Pen, kind: str = "") -> None:
    """A vehicle in side view; ``kind`` adds what tells the six apart."""
    if kind == "tank":
        p.rect(0.04, 0.5, 0.92, 0.26, radius=0.12)
        p.rect(0.3, 0.3, 0.38, 0.22, radius=0.05)
        p.line(0.66, 0.38, 0.98, 0.34, 0.06)
        for xx in (0.18, 0.38, 0.58, 0.8):
            p.circle(xx, 0.72, 0.07, (0, 0, 0, 0))
        return
    body_top = 0.34
    p.rect(0.06, body_top, 0.58 if kind != "jeep" else 0.5, 0.36, radius=0.04)
    p.poly([(0.64 if kind != "jeep" else 0.56, 0.44), (0.82, 0.44), (0.94, 0.56), (0.94, 0.7),
            (0.64 if kind != "jeep" else 0.56, 0.7)])
    if kind == "halftrack":
        p.rect(0.06, 0.66, 0.5, 0.18, radius=0.08)
        p.circle(0.8, 0.76, 0.1)
    else:
        p.circle(0.24, 0.76, 0.11)
        p.circle(0.78, 0.76, 0.11)
        p.circle(0.24, 0.76, 0.05, (0, 0, 0, 0))
        p.circle(0.78, 0.76, 0.05, (0, 0, 0, 0))
    if kind == "ambulance":
        p.rect(0.26, 0.42, 0.16, 0.2, (250, 250, 250))
        p.rect(0.3, 0.44, 0.08, 0.16, (200, 40, 40))
        p.rect(0.28, 0.48, 0.12, 0.08, (200, 40, 40))
    elif kind == "bulldozer":
        p.poly([(0.94, 0.3), (1.0, 0.3), (1.0, 0.86), (0.9, 0.86)])
    elif kind == "armored":
        p.rect(0.2, 0.22, 0.26, 0.14)
        p.line(0.44, 0.28, 0.7, 0.22, 0.05)
    elif kind == "jeep":
        p.rect(0.06, 0.34, 0.5, 0.08, (0, 0, 0, 0))
        p.line(0.6, 0.44, 0.66, 0.24, 0.04)


def decoration(ribbon: tuple[Colour, ...], shape: str) -> Callable[[Pen], None]:
    """A medal on a striped ribbon; the stripes and the medal's shape tell the twelve apart."""
    def draw(p: Pen) -> None:
        w = 0.44 / len(ribbon)
        for i, c in enumerate(ribbon):
            p.rect(0.28 + i * w, 0.02, w + 0.005, 0.36, c)
        p.rect(0.28, 0.02, 0.44, 0.36, (30, 24, 20), 0.03)
        gold = (232, 196, 86)
        if shape == "star":
            p.poly(_star_pts(0.5, 0.66, 0.32), gold)
        elif shape == "cross":
            p.poly([(0.42, 0.36), (0.58, 0.36), (0.56, 0.56), (0.78, 0.54), (0.78, 0.7), (0.56, 0.68), (0.58, 0.96),
                    (0.42, 0.96), (0.44, 0.68), (0.22, 0.7), (0.22, 0.54), (0.44, 0.56)], gold)
        elif shape == "heart":
            p.circle(0.4, 0.6, 0.13, (150, 60, 170))
            p.circle(0.6, 0.6, 0.13, (150, 60, 170))
            p.poly([(0.28, 0.66), (0.72, 0.66), (0.5, 0.94)], (150, 60, 170))
        else:
            p.circle(0.5, 0.67, 0.27, gold)
            p.circle(0.5, 0.67, 0.17, (200, 160, 60), 0.03)
    return draw


RED, WHITE_C, BLUE, GOLD, GREEN = (190, 40, 46), (245, 245, 240), (40, 70, 160), (220, 180, 60), (40, 120, 60)

GLYPHS: dict[str, Callable[[Pen], None]] = {
    "skull": skull, "star": star, "soldier": soldier, "two_soldiers": two_soldiers, "courage": courage,
    "tool": tool, "crosshair": crosshair, "mine": mine, "wire": wire, "lock": lock, "unlock": unlock,
    "shield": shield, "flag": flag, "chevron": chevron, "arrow": arrow, "bunker": bunker, "d6": dice_d6,
    "infinity": infinity, "no": no, "x": cross_x, "check": check, "question": question, "helmet": helmet,
    "points": toolbox, "crate": crate,
    # specialists
    "Beachmaster": anchor, "Chaplain": latin_cross, "Corporal": chevrons(2), "Hero": medal, "Medic": medic,
    "Minesweeper": mine, "Paratrooper": parachute, "Pathfinder": arrow, "Platoon Leader": chevrons(3),
    "Point Man": flag, "Scout": binoculars, "Sharpshooter": crosshair, "Veteran": chevrons(1),
    "Captain": bars(2), "Combat Photographer": camera, "Decoy": target, "Engineer": shovel, "General": big_star,
    "Grenadier": grenade, "Lieutenant": bars(1), "Marksman": scope, "Messenger": envelope,
    "Quartermaster": crate, "War Correspondent": paper,
    # items
    "Bangalore Torpedo": torpedo, "Binoculars": binoculars, "Carrier Pigeon": bird, "Field Radio": radio,
    "Flame-thrower": flame, "Grenade": grenade, "Mine Detector": detector, "Shoulder Patch": patch,
    "Walkie-Talkie": walkie, "Whistle": whistle, "Ammo Box": ammo_box, "Amphetamines": pill,
    "Bazooka": bazooka, "Command Jacket": jacket, "Dispatch Case": briefcase, "Flak Vest": vest,
    "Gammon Bomb": bomb, "Grappling Hook": hook, "Lucky Charm": clover, "Medal Case": medal_case,
    "Mortar": mortar, "Pocket Bible": book, "Rangefinder": rangefinder, "Rope Ladder": ladder,
    "Signalling Lamp": lamp, "Strategic Map": strategic_map, "Toolkit": toolkit, "Wirecutters": cutters,
    # vehicles
    "Ambulance": lambda p: truck(p, "ambulance"), "Armored Car": lambda p: truck(p, "armored"),
    "Bulldozer": lambda p: truck(p, "bulldozer"), "Half-track": lambda p: truck(p, "halftrack"),
    "Jeep": lambda p: truck(p, "jeep"), "Tank": lambda p: truck(p, "tank"),
    # decorations
    "Medal of Honor": decoration((BLUE, WHITE_C, BLUE), "star"),
    "Distinguished Service Cross": decoration((BLUE, RED, WHITE_C, RED, BLUE), "cross"),
    "Silver Star": decoration((BLUE, WHITE_C, RED, WHITE_C, BLUE), "star"),
    "Bronze Star": decoration((RED, WHITE_C, BLUE, WHITE_C, RED), "star"),
    "Purple Heart": decoration(((120, 40, 140), WHITE_C, (120, 40, 140)), "heart"),
    "Legion of Merit": decoration(((150, 30, 50), WHITE_C, (150, 30, 50)), "cross"),
    "Victoria Cross": decoration(((140, 20, 40),), "cross"),
    "Military Cross": decoration((WHITE_C, (110, 40, 150), WHITE_C), "cross"),
    "Military Medal": decoration((BLUE, WHITE_C, RED, WHITE_C, BLUE, WHITE_C, RED), "disc"),
    "Distinguished Conduct Medal": decoration((RED, BLUE, RED), "disc"),
    "Croix de Guerre": decoration((GREEN, RED, GREEN, RED, GREEN), "cross"),
    "Memorial Cross": decoration(((120, 120, 130), (60, 60, 70), (120, 120, 130)), "cross"),
}


def icon(name: str, size: int, colour: Colour = (30, 30, 36)) -> pygame.Surface:
    """The glyph ``name`` at ``size`` pixels in ``colour`` (its own colours where it has them)."""
    size = max(4, int(size))

    def make() -> pygame.Surface:
        big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
        draw = GLYPHS.get(name, question)
        draw(Pen(big, tuple(colour)))
        return pygame.transform.smoothscale(big, (size, size))

    return _cache.get_or((name, size, tuple(colour)), make)


def outlined(name: str, size: int, colour: Colour, edge: Colour = (20, 16, 14)) -> pygame.Surface:
    """A glyph with a dark rim, readable on any ground (map marks, token symbols)."""
    def make() -> pygame.Surface:
        out = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
        rim = icon(name, size, edge)
        for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
            out.blit(rim, (dx, dy))
        out.blit(icon(name, size, colour), (1, 1))
        return out

    return _cache.get_or(("outlined", name, size, tuple(colour), tuple(edge)), make)
