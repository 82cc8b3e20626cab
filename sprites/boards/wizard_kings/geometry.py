"""Map geometry: where every hex of the joined sheets lies in the board's world (pixels at zoom 1),
its outline, the shared edge of two hexes, and how blocks fan out inside a hex.

Pure maths on the engine's board (``game.wizard_kings.board``): pointy-top hexes of circumradius
``R`` placed by ``game.core.hexgrid.to_pixel``, shifted so the map starts at a small margin.
"""

from __future__ import annotations

import math
from functools import lru_cache

from game.core.hexgrid import to_pixel
from game.wizard_kings.board import SLOTS, Board

Hex = tuple[int, int]
Point = tuple[float, float]

R = 36.0                      # hex circumradius in world pixels at zoom 1
SQRT3 = 3 ** 0.5
MARGIN = R * 0.7              # felt around the map
BLOCK = R * 0.74              # a block's side at zoom 1 (a lone block, or one of a small stack)


class MapGeometry:
    """The drawn map of one layout: hex centres, outlines, edges, sheets."""

    def __init__(self, bd: Board) -> None:
        self.bd = bd
        raw = {h: to_pixel(h, R) for h in bd.terrain}
        xs = [p[0] for p in raw.values()]
        ys = [p[1] for p in raw.values()]
        self.ox = MARGIN + R * SQRT3 / 2 - min(xs)
        self.oy = MARGIN + R - min(ys)
        self.centres: dict[Hex, Point] = {h: (x + self.ox, y + self.oy) for h, (x, y) in raw.items()}
        self.width = max(xs) - min(xs) + R * SQRT3 + 2 * MARGIN
        self.height = max(ys) - min(ys) + 2 * R + 2 * MARGIN
        self._polys: dict[Hex, tuple[Point, ...]] = {}
        self._edges: dict[tuple[Hex, Hex], tuple[Point, Point]] = {}

    def centre(self, h: Hex) -> Point:
        return self.centres[h]

    def poly(self, h: Hex, scale: float = 1.0, inset: float = 0.0) -> tuple[Point, ...]:
        """The hexagon of ``h`` (corners from the east-south-east, clockwise on screen)."""
        if scale == 1.0 and inset == 0.0:
            got = self._polys.get(h)
            if got is None:
                got = self._polys[h] = corners(self.centres[h], R)
            return got
        cx, cy = self.centres[h]
        return tuple((x * scale, y * scale) for x, y in corners((cx, cy), R - inset))

    def rect(self, h: Hex) -> tuple[int, int, int, int]:
        cx, cy = self.centres[h]
        w = R * SQRT3
        return (int(cx - w / 2), int(cy - R), int(math.ceil(w)) + 1, int(2 * R) + 1)

    def edge(self, a: Hex, b: Hex) -> tuple[Point, Point]:
        """The two corners ``a`` and its neighbour ``b`` share."""
        key = (a, b) if a <= b else (b, a)
        got = self._edges.get(key)
        if got is None:
            ax, ay = self.centres[a]
            bx, by = self.centres[b]
            mx, my = (ax + bx) / 2, (ay + by) / 2
            pts = sorted(self.poly(a), key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)[:2]
            got = self._edges[key] = (pts[0], pts[1])
        return got

    def edge_mid(self, a: Hex, b: Hex) -> Point:
        (x1, y1), (x2, y2) = self.edge(a, b)
        return ((x1 + x2) / 2, (y1 + y2) / 2)

    def sheet_rect(self, slot: int) -> tuple[int, int, int, int]:
        """The bounding box of the hexes of sheet ``slot``."""
        hexes = [h for h, s in self.bd.sheet_of.items() if s == slot]
        xs = [self.centres[h][0] for h in hexes]
        ys = [self.centres[h][1] for h in hexes]
        w = R * SQRT3 / 2
        return (int(min(xs) - w), int(min(ys) - R), int(max(xs) - min(xs) + 2 * w), int(max(ys) - min(ys) + 2 * R))

    def slots(self) -> list[int]:
        return list(range(min(len(self.bd.designs), len(SLOTS))))


def corners(centre: Point, r: float) -> tuple[Point, ...]:
    cx, cy = centre
    return tuple((cx + r * math.cos(math.radians(30 + 60 * i)), cy + r * math.sin(math.radians(30 + 60 * i)))
                 for i in range(6))


@lru_cache(maxsize=32)
def geometry(designs: tuple[int, ...]) -> MapGeometry:
    from game.wizard_kings.board import assemble

    return MapGeometry(assemble(designs))


def fan(count: int, centre: Point, room: float, size: float = BLOCK) -> tuple[float, list[Point]]:
    """Centres for ``count`` blocks fanned in a row across ``room`` pixels around ``centre``: each
    block keeps a strip of itself in sight (so each can be pointed at). Returns the block side
    (shrunk when the row would not fit) and the centres, left to right."""
    if count <= 0:
        return size, []
    side = min(size, room / (1 + 0.5 * (count - 1)))
    step = min(side * 1.08, (room - side) / (count - 1)) if count > 1 else 0.0
    width = side + step * (count - 1)
    x0 = centre[0] - width / 2 + side / 2
    return side, [(x0 + i * step, centre[1]) for i in range(count)]
