"""Axial hex coordinates ``(q, r)`` (cube ``s = -q - r``).

Directions are numbered 0..5 counter-clockwise starting east on a pointy-top grid:
0 = (+1, 0), 1 = (+1, -1), 2 = (0, -1), 3 = (-1, 0), 4 = (-1, +1), 5 = (0, +1).
A hexside is shared by two hexes; ``hexside(a, b)`` names it the same way from both sides.
"""

from __future__ import annotations

from collections.abc import Iterator

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def neighbour(h: Hex, direction: int) -> Hex:
    dq, dr = DIRECTIONS[direction % 6]
    return (h[0] + dq, h[1] + dr)


def neighbours(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def direction_to(a: Hex, b: Hex) -> int | None:
    """The direction from ``a`` to an adjacent ``b``, None when they are not adjacent."""
    d = (b[0] - a[0], b[1] - a[1])
    try:
        return DIRECTIONS.index(d)
    except ValueError:
        return None


def adjacent(a: Hex, b: Hex) -> bool:
    return direction_to(a, b) is not None


def distance(a: Hex, b: Hex) -> int:
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


Hexside = tuple[Hex, Hex]


def hexside(a: Hex, b: Hex) -> Hexside:
    """Canonical id of the side between adjacent hexes: the ordered pair, smaller hex first."""
    if not adjacent(a, b):
        raise ValueError(f"{a} and {b} are not adjacent")
    return (a, b) if a <= b else (b, a)


def hexside_of(h: Hex, direction: int) -> Hexside:
    return hexside(h, neighbour(h, direction))


def within(center: Hex, radius: int) -> Iterator[Hex]:
    """Every hex at distance <= radius, row by row."""
    cq, cr = center
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            yield (cq + dq, cr + dr)


def ring(center: Hex, radius: int) -> list[Hex]:
    if radius == 0:
        return [center]
    h = (center[0] + DIRECTIONS[4][0] * radius, center[1] + DIRECTIONS[4][1] * radius)
    out = []
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbour(h, side)
    return out


def _cube_round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight line from ``a`` to ``b`` passes, both ends included.

    Nudged by a tiny epsilon so a line running exactly along a hexside picks a consistent side.
    """
    n = distance(a, b)
    if n == 0:
        return [a]
    eps = 1e-6
    aq, ar = a[0] + eps, a[1] + eps
    bq, br = b[0] + eps, b[1] + eps
    return [_cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def to_pixel(h: Hex, size: float, pointy: bool = True) -> tuple[float, float]:
    """Centre of a hex of circumradius ``size`` (pure maths; the view decides where 0,0 is)."""
    q, r = h
    if pointy:
        return (size * 3 ** 0.5 * (q + r / 2), size * 1.5 * r)
    return (size * 1.5 * q, size * 3 ** 0.5 * (r + q / 2))


def from_pixel(x: float, y: float, size: float, pointy: bool = True) -> Hex:
    if pointy:
        q = (3 ** 0.5 / 3 * x - y / 3) / size
        r = (2 / 3 * y) / size
    else:
        q = (2 / 3 * x) / size
        r = (-x / 3 + 3 ** 0.5 / 3 * y) / size
    return _cube_round(q, r)
