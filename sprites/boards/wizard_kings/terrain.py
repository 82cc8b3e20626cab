"""The static map: terrain per hex (tiles with trees, dunes, reeds, peaks and waves drawn once per
size), hexside features (coasts, rivers with bridges and waterfalls, roads, the Long Wall and its
gates), cities with their names and gold value, ports, passes and circles. Painted once per zoom
into the board's static layer; nothing here is drawn per frame."""

from __future__ import annotations

import math
import random
import zlib

import pygame

from game.wizard_kings.board import WATER, Board
from game.wizard_kings.names import place as place_name
from sprites.boards.wizard_kings.blocks import ink, theme
from sprites.boards.wizard_kings.geometry import SQRT3, MapGeometry, R, corners
from sprites.ui import gfx

Hex = tuple[int, int]
VARIANTS = 3
_tiles = gfx.LRU(200)


def terrain_colour(t: str) -> tuple[int, ...]:
    return theme("terrain", t, (120, 140, 90))


MASTER_R = 96.0   # tiles are drawn once this large and scaled down for every zoom


def tile(kind: str, variant: int, r: float) -> pygame.Surface:
    """One hex of terrain ``kind`` (a pattern variant) at circumradius ``r`` screen pixels,
    scaled from its master (drawing the patterns afresh for every zoom step cost a visible
    hitch on a map of four sheets)."""
    key = (kind, variant, round(r, 2))

    def make() -> pygame.Surface:
        master = _master(kind, variant)
        w, h = int(math.ceil(SQRT3 * r)) + 2, int(math.ceil(2 * r)) + 2
        return pygame.transform.smoothscale(master, (w, h))

    return _tiles.get_or(key, make)


def _master(kind: str, variant: int) -> pygame.Surface:
    r = MASTER_R
    key = ("master", kind, variant)

    def make() -> pygame.Surface:
        w, h = int(math.ceil(SQRT3 * r)) + 2, int(math.ceil(2 * r)) + 2
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        cx, cy = w / 2, h / 2
        base_kind = "mountain" if kind == "pass" else kind
        base = terrain_colour(base_kind)
        # a stable seed (a str's hash() changes with every launch: the map's texture did too)
        rng = random.Random(zlib.crc32(f"{kind}:{variant}".encode()) & 0xFFFF)
        poly = corners((cx, cy), r + 0.6)
        pygame.draw.polygon(surf, base, poly)
        _pattern(surf, kind, cx, cy, r, base, rng)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return surf

    return _tiles.get_or(key, make)


def _pattern(surf: pygame.Surface, kind: str, cx: float, cy: float, r: float, base: tuple, rng: random.Random) -> None:
    light, dark = gfx.lighten(base, 0.18), gfx.darken(base, 0.25)
    w = max(1, int(r / 12))

    def spot() -> tuple[float, float]:
        a = rng.uniform(0, 2 * math.pi)
        d = r * 0.72 * math.sqrt(rng.random())
        return cx + d * math.cos(a), cy + d * math.sin(a)
    if kind == "clear":
        for _ in range(9):
            x, y = spot()
            pygame.draw.line(surf, light, (x, y), (x + r * 0.06, y - r * 0.12), w)
            pygame.draw.line(surf, light, (x, y), (x - r * 0.06, y - r * 0.1), w)
        for _ in range(6):
            x, y = spot()
            pygame.draw.circle(surf, dark, (x, y), max(1, r * 0.025))
    elif kind == "forest":
        spots = sorted((spot() for _ in range(7)), key=lambda p: p[1])
        for x, y in spots:
            rr = r * rng.uniform(0.17, 0.24)
            pygame.draw.circle(surf, gfx.darken(base, 0.45), (x + rr * 0.15, y + rr * 0.25), rr)
            pygame.draw.circle(surf, gfx.lighten(base, 0.12), (x, y), rr)
            pygame.draw.circle(surf, gfx.lighten(base, 0.3), (x - rr * 0.3, y - rr * 0.3), rr * 0.4)
    elif kind == "desert":
        for i in range(3):
            y = cy - r * 0.45 + i * r * 0.42 + rng.uniform(-r * 0.08, r * 0.08)
            x = cx + rng.uniform(-r * 0.3, r * 0.3)
            rect = pygame.Rect(x - r * 0.5, y - r * 0.15, r, r * 0.3)
            pygame.draw.arc(surf, dark, rect, 0.2, math.pi - 0.2, max(1, w))
        for _ in range(14):
            x, y = spot()
            pygame.draw.circle(surf, gfx.darken(base, 0.12), (x, y), max(1, r * 0.02))
    elif kind == "swamp":
        for _ in range(3):
            x, y = spot()
            pygame.draw.ellipse(surf, gfx.lighten(theme("terrain", "lake"), 0.1),
                                (x - r * 0.22, y - r * 0.08, r * 0.44, r * 0.16))
        for _ in range(6):
            x, y = spot()
            for dx in (-0.05, 0, 0.05):
                pygame.draw.line(surf, gfx.darken(base, 0.4), (x + r * dx, y), (x + r * dx * 1.6, y - r * 0.2), w)
    elif kind in ("mountain", "pass"):
        peaks = [(cx - r * 0.35, cy + r * 0.25, 0.5), (cx + r * 0.3, cy + r * 0.3, 0.45), (cx, cy - r * 0.05, 0.62)]
        if kind == "pass":
            peaks = [(cx - r * 0.45, cy + r * 0.05, 0.55), (cx + r * 0.45, cy + r * 0.05, 0.55)]
        for px, py, hgt in peaks:
            top = (px + rng.uniform(-r * 0.05, r * 0.05), py - r * hgt)
            left, right = (px - r * 0.38, py + r * 0.22), (px + r * 0.38, py + r * 0.22)
            pygame.draw.polygon(surf, gfx.darken(base, 0.18), [left, top, right])
            pygame.draw.polygon(surf, gfx.lighten(base, 0.12), [left, top, (top[0], py + r * 0.22)])
            snow = [(top[0] - r * 0.1, top[1] + r * 0.16), top, (top[0] + r * 0.1, top[1] + r * 0.16)]
            pygame.draw.polygon(surf, (240, 240, 244), snow)
        if kind == "pass":
            pygame.draw.line(surf, ink("road"), (cx, cy - r * 0.9), (cx, cy + r * 0.9), max(1, w * 2))
    elif kind in ("sea", "lake"):
        for _ in range(4 if kind == "sea" else 2):
            x, y = spot()
            pts = [(x - r * 0.25 + j * r * 0.0625, y + math.sin(j * math.pi / 2) * r * 0.05) for j in range(9)]
            pygame.draw.lines(surf, light, False, pts, w)
    elif kind == "shallows":
        for _ in range(10):
            x, y = spot()
            pygame.draw.circle(surf, ink("coast"), (x, y), max(1, r * 0.045))
        x, y = spot()
        pts = [(x - r * 0.3 + j * r * 0.075, y + math.sin(j * math.pi / 2) * r * 0.05) for j in range(9)]
        pygame.draw.lines(surf, light, False, pts, w)


def _variant(h: Hex) -> int:
    return (h[0] * 7 + h[1] * 13) % VARIANTS


def label_size(z: float) -> int:
    return max(12, int(R * z * 0.36))   # 12: the smallest text that stays readable; grows with the zoom (and the UI)


def paint(surf: pygame.Surface, z: float, geo: MapGeometry, bd: Board, sheet_names: list[str]) -> None:
    """The whole static map at zoom ``z``."""
    surf.fill(gfx.darken(gfx.col("table"), 0.35))
    r = R * z

    def at(p: tuple[float, float]) -> tuple[float, float]:
        return (p[0] * z, p[1] * z)
    for h, t in bd.terrain.items():
        kind = "pass" if h in bd.passes else t
        img = tile(kind, _variant(h), r)
        cx, cy = at(geo.centre(h))
        surf.blit(img, (int(cx - img.get_width() / 2), int(cy - img.get_height() / 2)))
    grid = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    width = max(1, int(z * 1.3))
    for h in bd.terrain:
        pygame.draw.polygon(grid, ink("grid"), [at(p) for p in geo.poly(h)], width)
    surf.blit(grid, (0, 0))
    _edges(surf, z, geo, bd)
    _walls(surf, z, geo, bd)
    for h in bd.circles:
        _circle(surf, at(geo.centre(h)), r)
    for h, c in bd.cities.items():
        _city(surf, at(geo.centre(h)), r, c, h in bd.ports)
    _labels(surf, z, geo, bd)
    _sheet_names(surf, z, geo, bd, sheet_names)


def _edges(surf: pygame.Surface, z: float, geo: MapGeometry, bd: Board) -> None:
    def line(a: Hex, b: Hex) -> tuple[tuple[float, float], tuple[float, float]]:
        p, q = geo.edge(a, b)
        return (p[0] * z, p[1] * z), (q[0] * z, q[1] * z)
    coast, seam = ink("coast"), ink("seam")
    river, road = ink("river"), ink("road")
    w = max(1, int(3 * z))
    for a, b in bd.sides:
        wa, wb = bd.terrain[a] in WATER, bd.terrain[b] in WATER
        if wa != wb and "shallows" not in (bd.terrain[a], bd.terrain[b]):
            p, q = line(a, b)
            pygame.draw.line(surf, coast, p, q, w)
        if bd.sheet_of[a] != bd.sheet_of[b]:
            p, q = line(a, b)
            _dashed(surf, seam, p, q, max(1, int(2 * z)), max(3, int(6 * z)))
    # roads: centre to centre across every road hexside, a brown track with a light core
    for (a, b), side in bd.sides.items():
        if side.road:
            pa = (geo.centre(a)[0] * z, geo.centre(a)[1] * z)
            pb = (geo.centre(b)[0] * z, geo.centre(b)[1] * z)
            pygame.draw.line(surf, gfx.darken(road, 0.3), pa, pb, max(2, int(6 * z)))
            pygame.draw.line(surf, road, pa, pb, max(1, int(4 * z)))
            for p in (pa, pb):
                pygame.draw.circle(surf, road, p, max(1, int(2.6 * z)))
    # rivers: the banks, a blue band; a plank across each bridge; foam at each waterfall
    banks = [(a, b) for (a, b), s in bd.sides.items() if s.river or (s.land == "none" and _mouth(bd, a, b))]
    for a, b in banks:
        p, q = line(a, b)
        pygame.draw.line(surf, gfx.darken(river, 0.35), p, q, max(3, int(9 * z)))
        pygame.draw.line(surf, river, p, q, max(2, int(6 * z)))
        for end in (p, q):
            pygame.draw.circle(surf, river, end, max(1, int(3 * z)))
    for (a, b), side in bd.sides.items():
        if side.bridge:
            p, q = line(a, b)
            mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
            dx, dy = q[0] - p[0], q[1] - p[1]
            n = math.hypot(dx, dy) or 1
            ux, uy = dx / n, dy / n
            half_w, half_l = 5 * z, 9 * z
            pts = [(mx + ux * half_w - uy * half_l, my + uy * half_w + ux * half_l),
                   (mx - ux * half_w - uy * half_l, my - uy * half_w + ux * half_l),
                   (mx - ux * half_w + uy * half_l, my - uy * half_w - ux * half_l),
                   (mx + ux * half_w + uy * half_l, my + uy * half_w - ux * half_l)]
            pygame.draw.polygon(surf, (150, 108, 64), pts)
            pygame.draw.polygon(surf, (70, 48, 26), pts, max(1, int(z * 1.5)))
        if side.waterfall:
            p, q = line(a, b)
            for i in range(3):
                t = 0.25 + 0.25 * i
                x, y = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
                pygame.draw.circle(surf, (246, 250, 255), (x, y), max(1, int(2.6 * z)))


def _mouth(bd: Board, a: Hex, b: Hex) -> bool:
    """The all-water hexside where a river meets the sea between two land hexes (3.16)."""
    land = [bd.terrain[x] for x in (a, b)]
    return not any(t in WATER or t == "shallows" for t in land)


def _dashed(surf: pygame.Surface, colour: tuple, p: tuple, q: tuple, width: int, dash: int) -> None:
    dx, dy = q[0] - p[0], q[1] - p[1]
    n = max(1, int(math.hypot(dx, dy) / dash))
    for i in range(0, n, 2):
        a, b = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(surf, colour, (p[0] + dx * a, p[1] + dy * a), (p[0] + dx * b, p[1] + dy * b), width)


def _walls(surf: pygame.Surface, z: float, geo: MapGeometry, bd: Board) -> None:
    """The Long Wall: a stone band with merlons joining the wall hexes; a gate is a timber door
    between two towers (special map features)."""
    stone = ink("wall")
    dark = gfx.darken(stone, 0.5)
    band = max(4, int(13 * z))
    for h in bd.walls:
        c = geo.centre(h)
        for n in bd.nbrs[h]:
            if n in bd.walls and h < n:
                d = geo.centre(n)
                a, b = (c[0] * z, c[1] * z), (d[0] * z, d[1] * z)
                pygame.draw.line(surf, dark, a, b, band + max(2, int(3 * z)))
                pygame.draw.line(surf, stone, a, b, band)
                pygame.draw.line(surf, gfx.lighten(stone, 0.25), (a[0], a[1] - band * 0.3), (b[0], b[1] - band * 0.3),
                                 max(1, int(2 * z)))
    for h in bd.walls:
        x, y = geo.centre(h)[0] * z, geo.centre(h)[1] * z
        m = max(2, int(4 * z))
        for i in range(-3, 4):
            r = pygame.Rect(0, 0, m, m)
            r.midbottom = (int(x + i * 2.2 * m), int(y - band / 2 + 1))
            pygame.draw.rect(surf, stone, r)
            pygame.draw.rect(surf, dark, r, 1)
        if h in bd.gates:
            tw = max(4, int(9 * z))
            for sx in (-1, 1):
                tower = pygame.Rect(0, 0, tw, int(band * 1.9))
                tower.center = (int(x + sx * tw * 1.2), int(y))
                pygame.draw.rect(surf, stone, tower)
                pygame.draw.rect(surf, dark, tower, max(1, int(z * 1.5)))
            door = pygame.Rect(0, 0, int(tw * 1.4), int(band * 1.2))
            door.center = (int(x), int(y + band * 0.1))
            pygame.draw.rect(surf, (104, 68, 36), door, border_top_left_radius=door.w // 2,
                             border_top_right_radius=door.w // 2)
            pygame.draw.rect(surf, (42, 26, 12), door, max(1, int(z * 1.5)), border_top_left_radius=door.w // 2,
                             border_top_right_radius=door.w // 2)


def _circle(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A ring of standing stones (2.23, 6.6)."""
    for i in range(9):
        a = i * 2 * math.pi / 9
        x, y = c[0] + r * 0.52 * math.cos(a), c[1] + r * 0.42 * math.sin(a)
        pygame.draw.rect(surf, (86, 82, 78), (x - r * 0.05, y - r * 0.1, r * 0.1, r * 0.16))
        pygame.draw.rect(surf, (196, 190, 178), (x - r * 0.05, y - r * 0.12, r * 0.09, r * 0.14))


def _city(surf: pygame.Surface, c: tuple[float, float], r: float, city, port: bool) -> None:
    """A cluster of houses and a tower at the top of the hex; ring walls for a walled city, a
    dark arch for an underground one, an anchor for a port (3.2)."""
    x, y = c[0], c[1] - r * 0.62
    stone, roof = ink("stone"), ink("roof")
    out = (40, 30, 24)
    if city.underground:
        pygame.draw.ellipse(surf, (40, 34, 30), (x - r * 0.42, y - r * 0.2, r * 0.84, r * 0.5))
        pygame.draw.ellipse(surf, stone, (x - r * 0.42, y - r * 0.2, r * 0.84, r * 0.5), max(1, int(r / 14)))
    houses = [(-0.32, 0.02, 0.27), (0.3, 0.04, 0.25), (0.0, -0.08, 0.32)]
    for dx, dy, s in houses:
        hx, hy, hs = x + dx * r, y + dy * r, s * r
        body = (hx - hs / 2, hy - hs * 0.2, hs, hs * 0.7)
        pygame.draw.rect(surf, stone, body)
        pygame.draw.rect(surf, out, body, max(1, int(r / 24)))
        pts = [(hx - hs * 0.62, hy - hs * 0.2), (hx, hy - hs * 0.78), (hx + hs * 0.62, hy - hs * 0.2)]
        pygame.draw.polygon(surf, roof, pts)
        pygame.draw.polygon(surf, out, pts, max(1, int(r / 24)))
    if city.walled:
        pygame.draw.ellipse(surf, stone, (x - r * 0.5, y - r * 0.32, r, r * 0.7), max(2, int(r / 9)))
    if port:
        _anchor(surf, (c[0] - r * 0.66, c[1] - r * 0.18), r * 0.2)


def _anchor(surf: pygame.Surface, c: tuple[float, float], s: float) -> None:
    col = (232, 236, 244)
    w = max(1, int(s / 5))
    x, y = c
    pygame.draw.circle(surf, col, (x, y - s * 0.8), s * 0.22, w)
    pygame.draw.line(surf, col, (x, y - s * 0.58), (x, y + s * 0.8), w)
    pygame.draw.line(surf, col, (x - s * 0.4, y - s * 0.3), (x + s * 0.4, y - s * 0.3), w)
    pygame.draw.arc(surf, col, (x - s * 0.7, y - s * 0.2, s * 1.4, s * 1.1), math.pi, 2 * math.pi, w)


def _labels(surf: pygame.Surface, z: float, geo: MapGeometry, bd: Board) -> None:
    """City names on a plate at the bottom of the hex with their gold value as a coin; pass,
    gate and circle names in smaller type."""
    r = R * z
    fs = label_size(z)
    plate = ink("plate")
    for h, c in bd.cities.items():
        x, y = geo.centre(h)[0] * z, geo.centre(h)[1] * z
        name = gfx.text(c.name, fs, ink("label"), True)
        coin = value_coin(c.value, max(19, int(fs * 1.25)))   # its number at least 12 px
        w = name.get_width() + coin.get_width() + int(fs * 0.8)
        hgt = max(name.get_height(), coin.get_height()) + 2
        rect = pygame.Rect(0, 0, w, hgt)
        rect.midtop = (int(x), int(y + r * 0.4))
        surf.blit(gfx.panel(rect.w, rect.h, plate, hgt // 2, None, 0), rect.topleft)
        surf.blit(name, (rect.x + int(fs * 0.4), rect.centery - name.get_height() // 2))
        surf.blit(coin, (rect.right - coin.get_width() - int(fs * 0.2), rect.centery - coin.get_height() // 2))
    small = fs   # the lesser names in plain type, not smaller: they have to be read too
    for table in (bd.passes, bd.gates, bd.circles):
        for h, name in table.items():
            if h in bd.cities:
                continue
            x, y = geo.centre(h)[0] * z, geo.centre(h)[1] * z
            img = gfx.text_shadow(place_name(name), small, ink("label"), False, 1)
            surf.blit(img, img.get_rect(midtop=(int(x), int(y + r * 0.5))))


def value_coin(value: int, size: int) -> pygame.Surface:
    """A gold coin with the city's value (3.2)."""
    def make() -> pygame.Surface:
        s = max(8, size)
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        gold = ink("gold")
        pygame.draw.circle(surf, gfx.darken(gold, 0.45), (s / 2, s / 2), s / 2)
        pygame.draw.circle(surf, gold, (s / 2, s / 2 - 0.5), s / 2 - max(1, s // 10))
        t = gfx.text(str(value), max(7, round(s * 0.8)), (70, 44, 10), True)
        surf.blit(t, t.get_rect(center=(s / 2, s / 2)))
        return surf

    return _tiles.get_or(("coin", value, size), make)


def _sheet_names(surf: pygame.Surface, z: float, geo: MapGeometry, bd: Board, names: list[str]) -> None:
    fs = max(12, int(R * z * 0.42))
    for slot, name in enumerate(names):
        if slot >= len(bd.designs):
            break
        x, y, _w, _h = geo.sheet_rect(slot)
        img = gfx.text_shadow(name, fs, (236, 230, 214), True, 2)
        img.set_alpha(170)
        surf.blit(img, (int((x + R * 0.3) * z), int((y + R * 0.2) * z)))
