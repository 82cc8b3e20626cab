"""The pieces of a view on the map: blocks fanned in their hexes with a count, cities' banners in
their holder's colour, battle hexes, hexside limits used this turn, gold in cities, dropped
artifacts. ``layout`` places every block (the board's places follow it); ``paint`` draws the
pieces layer at a zoom (re-drawn only when the view changes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.wizard_kings import movement as mv
from game.wizard_kings.artifacts import ground_hex
from game.wizard_kings.data import BLOCKS
from game.wizard_kings.state import BLK, FL, MOVED, OWN, PINNED, RESERVE, STR, UNKNOWN
from sprites.boards.wizard_kings import blocks
from sprites.boards.wizard_kings.geometry import BLOCK, MapGeometry, R, fan
from sprites.boards.wizard_kings.terrain import value_coin
from sprites.ui import gfx

Hex = tuple[int, int]


@dataclass
class Spot:
    """Where one block stands on the map (world pixels) and how it is drawn."""

    uid: str
    seat: int
    hex: Hex
    x: float
    y: float
    side: float
    z: int
    key: str             # the block's label, or "?" face down
    strength: int
    moved: bool
    pinned: bool
    reserve: bool
    carries: bool
    count: int = 0       # the stack's count, on its last block

    @property
    def rect(self) -> tuple[int, int, int, int]:
        return (int(self.x - self.side / 2), int(self.y - self.side / 2), int(self.side) + 1, int(self.side) + 1)


def layout(view: Any, geo: MapGeometry, occ: dict) -> list[Spot]:
    """Every block of the view placed in its hex: one fanned stack per army, side by side."""
    spots: list[Spot] = []
    carriers = {a[2] for a in view.arts.values()}
    for h, here in occ.items():
        if h not in geo.centres:
            continue
        cx, cy = geo.centre(h)
        groups = [here[s] for s in sorted(here)]
        n = len(groups)
        width = R * 1.62
        room = width / n - (R * 0.06 if n > 1 else 0)
        for gi, uids in enumerate(groups):
            gx = cx - width / 2 + room * (gi + 0.5) + (R * 0.06 * gi if n > 1 else 0)
            gy = cy - R * 0.08
            size = BLOCK if n == 1 else min(BLOCK, R * 0.66)
            side, centres = fan(len(uids), (gx, gy), room, size)
            for i, (uid, (x, y)) in enumerate(zip(uids, centres)):
                u = view.units[uid]
                spots.append(Spot(uid, u[OWN], h, x, y, side, 2 + i, u[BLK], u[STR], bool(u[FL] & MOVED),
                                  bool(u[FL] & PINNED), bool(u[FL] & RESERVE), uid in carriers,
                                  len(uids) if i == len(uids) - 1 and len(uids) > 1 else 0))
    return spots


def block_image(view: Any, spot: Spot, size: int) -> pygame.Surface:
    army = view.armies[spot.seat] if spot.seat < len(view.armies) else ""
    if spot.key == UNKNOWN or spot.key not in BLOCKS:
        img = blocks.back(army, size, spot.seat)
    else:
        img = blocks.face(spot.key, spot.strength, army, size, spot.seat)
    return blocks.lying(img) if spot.moved else img


def flag(army: str, seat: int | None, size: int) -> pygame.Surface:
    """A city's banner: a pennant in the holder's colour with its emblem (not colour alone)."""
    def make() -> pygame.Surface:
        s = max(8, size)
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        colour = blocks.army_colour(army, seat)
        pygame.draw.line(surf, (60, 44, 30), (s * 0.12, s * 0.05), (s * 0.12, s * 0.98), max(1, s // 10))
        pts = [(s * 0.16, s * 0.06), (s * 0.98, s * 0.3), (s * 0.16, s * 0.6)]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, gfx.darken(colour, 0.5) if sum(colour[:3]) > 200 else (230, 226, 214), pts, max(1, s // 14))
        e = blocks.emblem(army, int(s * 0.36), gfx.lighten(colour, 0.6) if sum(colour[:3]) < 300 else gfx.darken(colour, 0.55), seat)
        surf.blit(e, e.get_rect(center=(s * 0.44, s * 0.33)))
        return surf

    return blocks._cache.get_or(("flag", army, seat, size), make)


def capital_star(size: int, army: str, seat: int) -> pygame.Surface:
    """A capital (7.4): a gold star ringed in its army's colour."""
    def make() -> pygame.Surface:
        s = max(8, size)
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        pygame.draw.circle(surf, blocks.army_colour(army, seat), (s / 2, s / 2), s / 2)
        pygame.draw.circle(surf, (24, 20, 16), (s / 2, s / 2), s / 2, max(1, s // 10))
        star = blocks.ability_icon("cleric", int(s * 0.8), (250, 206, 70))
        surf.blit(star, star.get_rect(center=(s / 2, s / 2)))
        return surf

    return blocks._cache.get_or(("capital", size, army, seat), make)


def swords(size: int) -> pygame.Surface:
    """Crossed swords: a battle here."""
    def make() -> pygame.Surface:
        s = max(8, size)
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        w = max(2, s // 8)
        for a, b in (((0.15, 0.15), (0.85, 0.85)), ((0.85, 0.15), (0.15, 0.85))):
            pygame.draw.line(surf, (40, 20, 16), (a[0] * s + 1, a[1] * s + 1), (b[0] * s + 1, b[1] * s + 1), w + 2)
            pygame.draw.line(surf, (236, 232, 226), (a[0] * s, a[1] * s), (b[0] * s, b[1] * s), w)
        for cx in (0.28, 0.72):
            pygame.draw.line(surf, (200, 150, 60), (cx * s - s * 0.12, 0.72 * s - (cx - 0.5) * s * 0.4),
                             (cx * s + s * 0.12, 0.72 * s + (cx - 0.5) * s * 0.4), w)
        return surf

    return blocks._cache.get_or(("swords", size), make)


def holders(view: Any, occ: dict) -> dict[Hex, int]:
    """Who holds each city (4.4): a seat, -1 for a battle, -2 for nobody."""
    bd = mv.board(view)
    out: dict[Hex, int] = {}
    for h in bd.cities:
        here = occ.get(h)
        if here:
            out[h] = -1 if mv.at_war(view, here) else mv.holder(view, occ, h)
        else:
            owner = view.city_owner.get(h, -1)
            out[h] = owner if owner >= 0 else -2
    return out


def paint(surf: pygame.Surface, z: float, board: Any) -> None:
    view = board.view
    if view is None:
        return
    geo: MapGeometry = board.geo
    bd = geo.bd
    hidden = board.hidden
    r = R * z
    ui = getattr(board, "s", 1.0)   # the UI's scale: marks read at the same size in any window

    def at(p: tuple[float, float]) -> tuple[float, float]:
        return (p[0] * z, p[1] * z)
    # banners of the cities, in their holder's colour (none while nobody holds it)
    fsz = max(8, int(r * 0.42))
    for h, who in board.city_holders.items():
        if who < 0 or h in board.flips:
            continue
        x, y = at(geo.centre(h))
        surf.blit(flag(view.armies[who], who, fsz), (int(x + r * 0.18), int(y - r * 0.98)))
    for h, seat in view.capitals.items():
        if h in geo.centres and seat < len(view.armies):
            x, y = at(geo.centre(h))
            img = capital_star(max(8, int(r * 0.36)), view.armies[seat], seat)
            surf.blit(img, img.get_rect(center=(int(x - r * 0.42), int(y - r * 0.72))))
    for h in board.battle_hexes:
        pygame.draw.polygon(surf, gfx.col("danger"), [at(p) for p in geo.poly(h)], max(2, int(3 * z)))
        img = swords(max(10, int(r * 0.46)))
        x, y = at(geo.centre(h))
        surf.blit(img, img.get_rect(center=(int(x), int(y + r * 0.62))))
    _limits(surf, z, board)
    # gold: what the seat at the screen may spend in its cities now, and its stored tokens
    for h in bd.cities:
        gold = view.gold.get(h, 0) if board.seat is not None and board.acting == [board.seat] else 0
        tokens = view.tokens.get(h, 0)
        amount = max(0, gold) if view.phase == "build" and gold else max(0, tokens)
        if amount:
            x, y = at(geo.centre(h))
            coin = value_coin(amount, max(19, int(r * 0.42)))
            surf.blit(coin, coin.get_rect(center=(int(x - r * 0.55), int(y + r * 0.1))))
    for _aid, a in view.arts.items():
        g = ground_hex(a)
        if g is not None and g in geo.centres:
            x, y = at(geo.centre(g))
            icon = blocks.mark_icon("art", max(8, int(r * 0.3)))
            surf.blit(icon, icon.get_rect(center=(int(x + r * 0.5), int(y + r * 0.35))))
    for spot in board.spots:
        if f"b:{spot.uid}" in hidden:
            continue
        size = max(6, int(round(spot.side * z)))
        img = block_image(view, spot, size)
        x, y = spot.x * z, spot.y * z
        rect = img.get_rect(center=(int(x), int(y + (size - img.get_height()) / 2)))
        surf.blit(img, rect)
        mark = max(6, size // 3)
        if spot.pinned:
            surf.blit(blocks.mark_icon("pin", mark), (rect.x - mark // 3, rect.y - mark // 3))
        if spot.carries and spot.key != UNKNOWN:
            surf.blit(blocks.mark_icon("art", mark), (rect.right - mark, rect.bottom - mark))
        if spot.reserve:
            surf.blit(blocks.badge("R", max(int(20 * ui), mark + 2), (90, 90, 140)), (rect.x - mark // 3, rect.bottom - mark))
        if spot.count:
            # its number at the readable floor whatever the zoom (12 px at 1280x720, scaled with the UI)
            b = blocks.badge(str(spot.count), max(int(20 * ui), int(size * 0.5)), (34, 30, 28))
            surf.blit(b, (rect.right - b.get_width() // 2, rect.y - b.get_height() // 2))


def _limits(surf: pygame.Surface, z: float, board: Any) -> None:
    """4.6: on each hexside the seat's side entered a battle across this turn, a pip per place
    the limit allows, filled for each unit that used it."""
    view = board.view
    seat = board.seat
    if seat is None or not view.entries:
        return
    geo = board.geo
    occ = board.occ
    for h, entries in view.entries.items():
        if h not in geo.centres:
            continue
        used: dict[Hex, int] = {}
        for e in entries:
            if (e[1] == seat or mv.allied(view, e[1], seat)) and e[4] and not e[3]:
                used[e[2]] = used.get(e[2], 0) + 1
        for prev, n in used.items():
            if prev not in geo.centres:
                continue
            foot = BLOCKS["orcs.goblin"]   # a unit that counts, for the hexside's ground limit
            limit = mv.side_limit(view, occ, foot, prev, h, seat)
            mx, my = geo.edge_mid(prev, h)
            x, y = mx * z, my * z
            rad = max(4, int(6.5 * z))
            count = max(limit, n)
            plate = pygame.Rect(0, 0, int(count * rad * 2.6 + rad), int(rad * 2.8))
            plate.center = (int(x), int(y))
            pygame.draw.rect(surf, (20, 16, 14), plate, border_radius=plate.h // 2)
            pygame.draw.rect(surf, gfx.col("highlight"), plate, max(1, rad // 3), border_radius=plate.h // 2)
            for i in range(count):
                px = x + (i - (count - 1) / 2) * rad * 2.6
                pygame.draw.circle(surf, gfx.col("highlight") if i < n else (120, 116, 108), (px, y), rad,
                                   0 if i < n else max(1, rad // 2))
