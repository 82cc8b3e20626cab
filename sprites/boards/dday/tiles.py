"""Painting the beach: the sea and the ground rising from sand to grass, the lines between sectors
(minefields as "Minen!" signs, barricades as barbed wire), the courage medal at the left end of
each row line, and every sector tile with its shield (sector number and defence), machine-gun
crosshairs and feature marks. All of it goes into the board's static layer, once per size."""

from __future__ import annotations

from typing import Any

import pygame

from game.dday.maps import MAPS
from game.dday.tr import _ as game_
from sprites.boards.dday import icons
from sprites.boards.dday.beach import Beach
from sprites.boards.dday.sectors import Mark, defence_text, marks, record
from sprites.boards.dday.texts import tx
from sprites.ui import gfx

SEA = (44, 96, 148)
SAND = (222, 198, 138)
DUNE = (200, 180, 116)
GRASS = (112, 142, 78)
BOCAGE = (86, 118, 62)
CLIFF = (136, 128, 118)
CONCRETE = (158, 158, 152)
INK = (38, 30, 24)
TONES = {"good": (54, 128, 62), "bad": (168, 48, 40), "plain": (52, 58, 66)}


def ground(row: int, rows: int) -> tuple[int, ...]:
    """The terrain of a row: the beach at the bottom, dunes, then the green country inland."""
    if row <= 1:
        return SAND
    if row == 2:
        return DUNE
    k = (row - 3) / max(1, rows - 3)
    return tuple(int(GRASS[i] + (BOCAGE[i] - GRASS[i]) * k) for i in range(3))


def paint_ground(surf: pygame.Surface, panel: pygame.Rect, beach: Beach, rows: int) -> None:
    """The map panel: sea along the bottom edge, then bands of terrain behind the rows."""
    pygame.draw.rect(surf, gfx.darken(GRASS, .35), panel, border_radius=10)
    inner = panel.inflate(-6, -6)
    ys = sorted({(t.top, beach.rows[sid]) for sid, t in beach.tiles.items()}, key=lambda p: p[0])
    top = inner.top
    for y, row in sorted(ys, key=lambda p: -p[0]):
        colour = ground(row, rows)
        pygame.draw.rect(surf, colour, (inner.x, min(y - 13, inner.bottom), inner.w, inner.bottom - y + 13))
    pygame.draw.rect(surf, ground(rows, rows), (inner.x, top, inner.w, max(0, min(t.top for t in beach.tiles.values()) - 13 - top)))
    sea = beach.sea.clip(inner)
    pygame.draw.rect(surf, SEA, sea)
    for i, x in enumerate(range(sea.x, sea.right, 22)):
        y = sea.y + 4 + (i % 2) * 4
        pygame.draw.arc(surf, gfx.lighten(SEA, .35), (x, y, 22, 8), 0.3, 2.8, 2)
    pygame.draw.line(surf, (240, 232, 210), (sea.x, sea.y), (sea.right, sea.y), 2)


def paint_links(surf: pygame.Surface, beach: Beach, s: float) -> None:
    """The lines between touching sectors, under the tiles."""
    for link in beach.links:
        w = max(3, int(7 * s))
        colour = (96, 78, 58) if link.kind != "cross" else (70, 60, 90)
        pygame.draw.line(surf, gfx.darken(colour, .4), link.p1, link.p2, w + 2)
        pygame.draw.line(surf, colour, link.p1, link.p2, w)


def paint_link_marks(surf: pygame.Surface, beach: Beach, s: float) -> None:
    """Mine signs and barbed wire on the lines they lie across (over the tiles' edges)."""
    size = max(12, int(19 * s))
    for link in beach.links:
        mx, my = (link.p1[0] + link.p2[0]) // 2, (link.p1[1] + link.p2[1]) // 2
        if link.mined and link.barred:
            spots = [(mx - size // 2, my), (mx + size // 2, my)]
        else:
            spots = [(mx, my)]
        if link.mined:
            img = icons.icon("mine", size)
            surf.blit(img, img.get_rect(center=spots[0]))
        if link.barred:
            img = icons.outlined("wire", size, (200, 200, 200))
            surf.blit(img, img.get_rect(center=spots[-1]))


def paint_row_costs(surf: pygame.Surface, beach: Beach, s: float) -> None:
    """The courage an advance across each row line costs, at the line's left end (as printed)."""
    size = max(14, int(22 * s))
    for x, y, _row, cost in beach.row_lines:
        badge = cost_badge(cost, size)
        surf.blit(badge, badge.get_rect(midleft=(x + int(3 * s), y)))


def cost_badge(cost: int, size: int) -> pygame.Surface:
    """A courage medal with the number beside it on a dark pill."""
    def make() -> pygame.Surface:
        label = gfx.text(str(cost), int(size * 0.72), (255, 236, 170), True)
        w = size + label.get_width() + size // 2
        surf = pygame.Surface((w, size + 2), pygame.SRCALPHA)
        pygame.draw.rect(surf, (30, 26, 22, 230), (0, 0, w, size + 2), border_radius=(size + 2) // 2)
        surf.blit(icons.icon("courage", size - 2, (232, 188, 70)), (2, 2))
        surf.blit(label, label.get_rect(midleft=(size + 1, (size + 2) // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-cost", cost, size), make)


def shield_img(top: str, big: str, w: int, h: int, black: bool) -> pygame.Surface:
    """The sector shield: the sector's number over its defence value; black = cannot stay."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        pts = [(1, 1), (w, 1), (w, int(h * 0.6)), (w // 2 + 1, h), (1, int(h * 0.6))]
        fill = (30, 30, 34) if black else (246, 242, 232)
        ink = (246, 242, 232) if black else (24, 24, 28)
        pygame.draw.polygon(surf, (0, 0, 0, 120), [(x + 2, y + 2) for x, y in pts])
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, (170, 36, 36) if black else INK, pts, max(2, w // 14))
        band = int(h * 0.3)
        pygame.draw.rect(surf, (170, 36, 36) if black else (70, 84, 60), (3, 3, w - 4, band), border_radius=2)
        t = gfx.text(gfx.fit_text(top, int(band * 0.85), w - 6, True), int(band * 0.85), (250, 246, 236), True)
        surf.blit(t, t.get_rect(center=(w // 2 + 1, 3 + band // 2)))
        fs = int(h * (0.42 if len(big) <= 2 else 0.26))
        t = gfx.text(gfx.fit_text(big, fs, w - 6, True), fs, ink, True)
        surf.blit(t, t.get_rect(center=(w // 2 + 1, band + (h - band) * 0.42)))
        return surf

    return gfx._surf_cache.get_or(("dday-shield", top, big, w, h, black), make)


def mark_img(mark: Mark, size: int) -> pygame.Surface:
    """A feature mark: its glyph on a chip coloured by tone, a caption after it."""
    def make() -> pygame.Surface:
        fs = max(8, int(size * 0.62))
        cap = gfx.text(mark.caption, fs, (250, 246, 236), True) if mark.caption else None
        w = size + 4 + (cap.get_width() + 3 if cap else 0)
        h = size + 4
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        tone = TONES[mark.tone]
        pygame.draw.rect(surf, (*tone, 235), (0, 0, w, h), border_radius=h // 3)
        pygame.draw.rect(surf, gfx.darken(tone, .5), (0, 0, w, h), 1, border_radius=h // 3)
        glyph = icons.icon(mark.glyph, size - 2, (250, 246, 236))
        surf.blit(glyph, (3, 3))
        if mark.crossed:
            surf.blit(icons.icon("no", size, (255, 90, 70)), (2, 2))
        if mark.sub:
            sub = max(6, size // 2)
            if mark.sub == "first":
                t = gfx.text("1.", sub + 2, (255, 230, 120), True)
                surf.blit(t, (1, h - t.get_height() + 2))
            elif mark.sub == "plus":
                pygame.draw.circle(surf, (255, 230, 120), (size - 1, size - 1), sub // 2 + 1)
                pygame.draw.line(surf, (30, 30, 30), (size - sub // 2, size - 1), (size - 2 + sub // 2, size - 1), 2)
                pygame.draw.line(surf, (30, 30, 30), (size - 1, size - sub // 2), (size - 1, size - 2 + sub // 2), 2)
            else:
                glyph = icons.outlined(mark.sub, sub, (255, 230, 120))
                surf.blit(glyph, (size - sub + 1, size - sub + 1))
        if cap:
            surf.blit(cap, cap.get_rect(midleft=(size + 4, h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-mark", mark, size), make)


def mgf_img(count: int, sd: str | None, size: int, live: bool) -> pygame.Surface:
    """The machine-gun crosshairs of a sector, and its special damage on a 6."""
    def make() -> pygame.Surface:
        w = count * (size + 1) + (int(size * 1.7) if sd else 0)
        surf = pygame.Surface((max(1, w), size + 2), pygame.SRCALPHA)
        for i in range(count):
            surf.blit(icons.outlined("crosshair", size, (214, 40, 34), (250, 240, 230)), (i * (size + 1), 0))
        if sd:
            x = count * (size + 1) + 1
            pip = icons.icon("d6", int(size * 0.8), (250, 246, 236))
            pygame.draw.rect(surf, (30, 30, 30), (x, 1, int(size * 0.8), int(size * 0.8)), border_radius=3)
            surf.blit(pip, (x, 1))
            glyph = icons.outlined("helmet" if sd == "specialist" else "courage", int(size * 0.7), (214, 40, 34))
            surf.blit(glyph, (x + int(size * 0.7), int(size * 0.3)))
        if not live:
            surf.set_alpha(90)
        return surf

    return gfx._surf_cache.get_or(("dday-mgf", count, sd, size, live), make)


def goal_img(size: int) -> pygame.Surface:
    """The objective: a gold star on a flag, so the bunker reads as the goal at a glance."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        surf.blit(icons.outlined("flag", size - 2, (250, 204, 72)), (0, 0))
        return surf

    return gfx._surf_cache.get_or(("dday-goal", size), make)


def paint_tile(surf: pygame.Surface, view: Any, sector: str, r: pygame.Rect, beach: Beach, s: float,
               live: dict[str, bool]) -> None:
    """One sector tile: terrain, shield, machine guns and feature marks."""
    bm = MAPS[view.map_id]
    rec = record(view, sector)
    bunker = sector in bm.bunkers
    rows = max(beach.rows.values())
    base = CONCRETE if bunker else (CLIFF if rec.get("climb") else ground(beach.rows[sector], rows))
    rad = max(4, int(9 * s))
    pygame.draw.rect(surf, (0, 0, 0, 90), r.move(3, 4), border_radius=rad)
    pygame.draw.rect(surf, gfx.lighten(base, .12), r, border_radius=rad)
    _texture(surf, r, base, bunker, bool(rec.get("climb")), sector)
    pygame.draw.rect(surf, INK if not rec.get("black") else (20, 20, 20), r, max(2, int(3 * s)), border_radius=rad)
    h = r.h
    sw = int(h * (0.5 if len(defence_text(rec)) <= 2 else 0.78))
    sh = int(h * 0.84)
    label = "B" if bunker else sector.lstrip("MS")
    if bunker and len(bm.bunkers) > 1:
        label = sector.lstrip("MS")
    shield = shield_img(label, defence_text(rec), sw, sh, bool(rec.get("black")))
    surf.blit(shield, (r.x + int(4 * s), r.centery - sh // 2))
    x = r.x + int(4 * s) + sw + int(6 * s)
    y = r.y + int(4 * s)
    k = int(rec.get("mgf", 0))
    icon_size = max(10, int(h * 0.26))
    if k:
        img = mgf_img(k, rec.get("sd"), icon_size, live["mgf"])
        surf.blit(img, (x, y))
        x += img.get_width() + int(4 * s)
    if bunker:
        badge = cost_badge(int(rec.get("courage", 0)), icon_size + 2)
        surf.blit(badge, (x, y))
        goal = goal_img(int(h * 0.42))
        surf.blit(goal, goal.get_rect(bottomright=(r.right - int(3 * s), r.bottom - int(3 * s))))
        x += badge.get_width() + int(4 * s)
    _paint_marks(surf, marks(view, sector), pygame.Rect(x, y, r.right - x - int(4 * s), h - int(8 * s)),
                 r.x + int(4 * s) + sw + int(6 * s), icon_size, live["props"])


def _paint_marks(surf: pygame.Surface, ms: list[Mark], area: pygame.Rect, left: int, size: int, live: bool) -> None:
    x, y = area.x, area.y
    for m in ms:
        img = mark_img(m, size)
        if x + img.get_width() > area.right and x > left:
            x, y = left, y + img.get_height() + 2
        if y + img.get_height() > area.bottom + 2:
            break
        if not live:
            img = img.copy()
            img.set_alpha(90)
        surf.blit(img, (x, y))
        x += img.get_width() + 2


def _texture(surf: pygame.Surface, r: pygame.Rect, base: tuple[int, ...], bunker: bool, cliff: bool,
             seed_text: str) -> None:
    """A little terrain texture: sand ripples, grass tufts, cliff strata or concrete seams."""
    seed = sum(ord(c) for c in seed_text) * 7919
    dark = gfx.darken(base, .14)
    clip = surf.get_clip()
    surf.set_clip(r.inflate(-4, -4))
    if bunker:
        for y in range(r.y + 8, r.bottom, 12):
            pygame.draw.line(surf, dark, (r.x, y), (r.right, y), 1)
        slit = pygame.Rect(0, 0, r.w // 3, max(4, r.h // 9))
        slit.midbottom = (r.centerx + r.w // 8, r.bottom - r.h // 6)
        pygame.draw.rect(surf, (24, 24, 26), slit, border_radius=2)
    elif cliff:
        for i in range(6):
            y = r.y + (i + 1) * r.h // 7
            pygame.draw.line(surf, dark, (r.x, y + (seed >> i) % 5), (r.right, y - (seed >> (i + 2)) % 5), 2)
    else:
        for i in range(14):
            v = (seed * (i + 3) * 2654435761) & 0xFFFFFFFF
            x = r.x + 6 + v % max(1, r.w - 12)
            y = r.y + 6 + (v >> 12) % max(1, r.h - 12)
            if base in (SAND, DUNE):
                pygame.draw.arc(surf, dark, (x, y, 10, 5), 0.2, 2.9, 1)
            else:
                pygame.draw.line(surf, dark, (x, y), (x - 2, y - 4), 1)
                pygame.draw.line(surf, dark, (x, y), (x + 2, y - 4), 1)
    surf.set_clip(clip)


def paint_title(surf: pygame.Surface, view: Any, rect: pygame.Rect, s: float) -> None:
    bm = MAPS[view.map_id]
    name = f"{bm.id} {game_(bm.name)}" if view.map_id != "STG" else game_(bm.name)
    if view.map_id == "N-01":
        name += " — " + tx(f"dday.level_{view.level}")
    size = max(10, int(17 * s))
    img = gfx.text_shadow(gfx.fit_text(name, size, rect.w - int(12 * s), True), size, (250, 236, 190), True)
    surf.blit(img, (rect.x + int(8 * s), rect.y + (rect.h - img.get_height()) // 2))
