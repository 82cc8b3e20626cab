"""Where everything lies on the table, as data: a design of 944 x 564 units (the board's rect at
1280x720) scaled to the rect the table gives the board.

The other wizards sit along the far edge (top), clockwise from the seat at the screen; the open
grimoire lies in the middle with the round track on its left and the invocation track and the
curses under it; the library on the left, the element supply, the madness deck and the destroyed
pile on the right; the seat at the screen (a spectator: the active wizard) has the large area
along the near edge. The active wizard's area along the far edge is wider than the others'.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

DESIGN = (944, 564)

# regions in design units: x, y, w, h
TOP = (0, 0, 944, 114)
LIBRARY = (0, 118, 150, 232)
ROUND_TRACK = (154, 118, 74, 138)
BOOK = (232, 118, 512, 140)
TRACK = (154, 260, 590, 90)
SUPPLY = (748, 118, 196, 150)
PILES = (748, 270, 196, 80)
BOTTOM = (0, 354, 944, 210)

# the grimoire's pages and the curse cards under the invocation track at the 1280x720 layout:
# their texts are readable (12 px) at these heights, scaled with them
PAGE_H = BOOK[3] - 10
CURSE_H = TRACK[3] - 26
TILE_H = (LIBRARY[3] - 16) / 4 - 5   # a library tile

ACTIVE_WEIGHT = 1.5     # the active wizard's share of the far edge, against 1 for the others


@dataclass
class Frame:
    """Design units to world pixels."""

    k: float
    ox: int
    oy: int

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(int(self.ox + x * self.k), int(self.oy + y * self.k), max(1, int(w * self.k)),
                           max(1, int(h * self.k)))

    def region(self, box: tuple[float, float, float, float]) -> pygame.Rect:
        return self.r(*box)

    def px(self, v: float) -> int:
        return max(1, int(round(v * self.k)))


def frame_for(w: int, h: int) -> Frame:
    k = min(w / DESIGN[0], h / DESIGN[1])
    return Frame(k, int((w - DESIGN[0] * k) / 2), int((h - DESIGN[1] * k) / 2))


def far_edge(frame: Frame, seats: list[int], active: int) -> dict[int, pygame.Rect]:
    """The far edge split among the other wizards, the active one wider."""
    if not seats:
        return {}
    x, y, w, h = TOP
    gap = 6
    weights = [ACTIVE_WEIGHT if q == active else 1.0 for q in seats]
    room = w - gap * (len(seats) - 1)
    out: dict[int, pygame.Rect] = {}
    at = x
    for q, wt in zip(seats, weights):
        width = room * wt / sum(weights)
        out[q] = frame.r(at, y, width, h)
        at += width + gap
    return out


def seat_order(n: int, near: int) -> list[int]:
    """Seats clockwise from the one along the near edge, that one excluded."""
    return [(near + i) % n for i in range(1, n)]
