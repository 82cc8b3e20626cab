"""The beach laid out from the map's data: sectors as tiles row by row (the beach at the bottom,
the bunker at the top, as the printed maps run), and the lines between touching sectors with
what lies on them (minefields, barricades) and the courage an advance across each row line costs.

Geometry only; nothing here draws. Silence Those Guns (two maps) puts Merville and Sword side by
side, each running up to its bunker, with the lines that join their top rows drawn across.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.dday.maps import BattleMap


@dataclass
class Link:
    a: str
    b: str
    kind: str                              # lateral | forward | cross | retreat
    p1: tuple[int, int]
    p2: tuple[int, int]
    mined: bool = False
    barred: bool = False


@dataclass
class Beach:
    """Where every sector tile sits (world pixels), the links between them and the row lines."""
    tiles: dict[str, pygame.Rect] = field(default_factory=dict)
    links: list[Link] = field(default_factory=list)
    rows: dict[str, int] = field(default_factory=dict)          # sector -> row (1 = the beach)
    row_lines: list[tuple[int, int, int, int]] = field(default_factory=list)  # x, y, row entered, cost
    sea: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    halves: list[tuple[str, pygame.Rect]] = field(default_factory=list)


def _line(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


def lay_out(bm: BattleMap, rect: pygame.Rect, s: float) -> Beach:
    """Tiles for every sector of ``bm`` inside ``rect`` (the map panel below its title)."""
    beach = Beach()
    sea_h = int(18 * s)
    beach.sea = pygame.Rect(rect.x, rect.bottom - sea_h, rect.w, sea_h)
    area = pygame.Rect(rect.x, rect.y, rect.w, rect.h - sea_h)
    parts = list(dict.fromkeys(bm.part.values())) if bm.part else [""]
    gap = int(10 * s)
    width = (area.w - gap * (len(parts) - 1)) // len(parts)
    for k, part in enumerate(parts):
        half = pygame.Rect(area.x + k * (width + gap), area.y, width, area.h)
        beach.halves.append((part, half))
        rows = [[x for x in row if not part or bm.part.get(x) == part] for row in bm.rows]
        rows = [r for r in rows if r]
        _lay_rows(beach, bm, rows, half, s)
    _links(beach, bm, s)
    return beach


def _lay_rows(beach: Beach, bm: BattleMap, rows: list[list[str]], area: pygame.Rect, s: float) -> None:
    vgap = int(22 * s)
    hgap = int(12 * s)
    n = len(rows)
    row_h = (area.h - vgap * n) // n
    for i, row in enumerate(rows):
        y = area.bottom - (i + 1) * (row_h + vgap) + vgap // 2
        slot = area.w / len(row)
        for j, sector in enumerate(row):
            # spread over the width like the printed regions, not packed in the middle; a row of
            # few sectors gets wider tiles (more room for their marks and squads)
            cx = area.x + slot * (j + 0.5)
            w = int(min(int(240 * s), slot - hgap))
            beach.tiles[sector] = pygame.Rect(int(cx - w / 2), y, w, row_h)
            beach.rows[sector] = bm.row_of[sector]
        if i + 1 < n:
            entered = bm.row_of[rows[i + 1][0]]
            cost = bm.courage.get(entered)
            if cost is not None and not all(x in bm.bunkers for x in rows[i + 1]):
                beach.row_lines.append((area.x, y - vgap // 2, entered, cost))


def _attach(lower: pygame.Rect, upper: pygame.Rect, inset: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where a forward line leaves the lower tile's top edge and meets the upper tile's bottom."""
    mid = (lower.centerx + upper.centerx) / 2
    x1 = int(max(lower.left + inset, min(lower.right - inset, mid)))
    x2 = int(max(upper.left + inset, min(upper.right - inset, mid)))
    return (x1, lower.top), (x2, upper.bottom)


def _links(beach: Beach, bm: BattleMap, s: float) -> None:
    tiles = beach.tiles
    inset = int(14 * s)
    seen: set[tuple[str, str]] = set()
    for a, targets in bm.adj.items():
        for b in targets:
            key = _line(a, b)
            if key in seen or a not in tiles or b not in tiles:
                continue
            seen.add(key)
            ta, tb = tiles[a], tiles[b]
            if key in bm.cross:
                kind = "cross"
                left, right = (ta, tb) if ta.centerx < tb.centerx else (tb, ta)
                p1, p2 = (left.right, left.centery), (right.left, right.centery)
            elif bm.row_of[a] == bm.row_of[b]:
                kind = "lateral"
                left, right = (ta, tb) if ta.centerx < tb.centerx else (tb, ta)
                p1, p2 = (left.right, left.centery), (right.left, right.centery)
            else:
                kind = "forward"
                lower, upper = (ta, tb) if bm.row_of[a] < bm.row_of[b] else (tb, ta)
                p1, p2 = _attach(lower, upper, inset)
            beach.links.append(Link(a, b, kind, p1, p2, key in bm.mines, key in bm.barricades))
    for a, targets in bm.retreat.items():
        for b in targets:
            if a in tiles and b in tiles and _line(a, b) not in seen:
                p2, p1 = _attach(tiles[b], tiles[a], inset)
                beach.links.append(Link(a, b, "retreat", p1, p2))
