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
from sprites.boards.dday.sizes import fs
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


def shield_img(top: str, big: str, w: int, h: int, black: bool, s: float) -> pygame.Surface:
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
        small = max(fs(s), int(band * 0.85))
        t = gfx.text(top, small, (250, 246, 236), True)
        surf.blit(t, t.get_rect(center=(w // 2 + 1, 3 + band // 2)))
        size = max(fs(s), int(h * (0.42 if len(big) <= 2 else 0.26)))
        t = gfx.text(big, size, ink, True)
        surf.blit(t, t.get_rect(center=(w // 2 + 1, band + (h - band) * 0.42)))
        return surf

    return gfx._surf_cache.get_or(("dday-shield", top, big, w, h, black, s), make)


def mark_img(mark: Mark, size: int, cap_size: int, caption: bool = True) -> pygame.Surface:
    """A feature mark: its glyph on a chip coloured by tone, a caption after it (``caption``
    False: the glyph alone, for a card's name that does not fit the tile)."""
    def make() -> pygame.Surface:
        text = mark.caption if caption else ""
        cap = gfx.text(text, cap_size, (250, 246, 236), True) if text else None
        w = size + 4 + (cap.get_width() + 4 if cap else 0)
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
            sub = max(7, size // 2)
            corner = (size - sub + 2, size - sub + 2)
            if mark.sub == "first":   # a gold star: the first unit here takes it
                surf.blit(icons.outlined("star", sub, (255, 214, 80)), corner)
            elif mark.sub == "plus":
                pygame.draw.circle(surf, (255, 230, 120), (size - 1, size - 1), sub // 2 + 1)
                pygame.draw.line(surf, (30, 30, 30), (size - sub // 2, size - 1), (size - 2 + sub // 2, size - 1), 2)
                pygame.draw.line(surf, (30, 30, 30), (size - 1, size - sub // 2), (size - 1, size - 2 + sub // 2), 2)
            else:
                surf.blit(icons.outlined(mark.sub, sub, (255, 230, 120)), corner)
        if cap:
            surf.blit(cap, cap.get_rect(midleft=(size + 5, h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-mark", mark, size, cap_size, caption), make)


def mgf_img(count: int, sd: str | None, size: int, live: bool, stopped: bool = False) -> pygame.Surface:
    """The machine-gun crosshairs of a sector, and its special damage on a 6; ``stopped``: crossed
    out (silenced for good, or no fire this turn)."""
    def make() -> pygame.Surface:
        w = count * (size + 1) + (int(size * 1.7) if sd else 0)
        surf = pygame.Surface((max(1, w), size + 4), pygame.SRCALPHA)
        for i in range(count):
            surf.blit(icons.outlined("crosshair", size, (214, 40, 34), (250, 240, 230)), (i * (size + 1), 1))
        if sd:
            x = count * (size + 1) + 1
            pip = icons.icon("d6", int(size * 0.8), (250, 246, 236))
            pygame.draw.rect(surf, (30, 30, 30), (x, 2, int(size * 0.8), int(size * 0.8)), border_radius=3)
            surf.blit(pip, (x, 2))
            glyph = icons.outlined("helmet" if sd == "specialist" else "courage", int(size * 0.7), (214, 40, 34))
            surf.blit(glyph, (x + int(size * 0.7), int(size * 0.3) + 1))
        if not live:
            surf.set_alpha(90)
        if stopped:
            no = icons.icon("no", size + 2, (255, 80, 60))
            surf.blit(no, no.get_rect(center=(min(w, size) // 2, (size + 4) // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-mgf", count, sd, size, live, stopped), make)


def flag_chip(size: int, colour: tuple[int, ...]) -> pygame.Surface:
    """A flag: gold on a bunker (the goal), blue once it is captured."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size + 2, size + 4), pygame.SRCALPHA)
        surf.blit(icons.outlined("flag", size, colour), (0, 1))
        return surf

    return gfx._surf_cache.get_or(("dday-flag", size, tuple(colour)), make)


def beside_chip(n: int, size: int, cap_size: int) -> pygame.Surface:
    """Specialists waiting beside a bunker: the defence they take off for the units still coming."""
    def make() -> pygame.Surface:
        cap = gfx.text(f"-{n}", cap_size, (250, 246, 236), True)
        w, h = size + 8 + cap.get_width(), size + 4
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*TONES["good"], 235), (0, 0, w, h), border_radius=h // 3)
        surf.blit(icons.icon("helmet", size - 2, (250, 246, 236)), (3, 3))
        surf.blit(cap, cap.get_rect(midleft=(size + 4, h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-beside", n, size, cap_size), make)


Chip = tuple[pygame.Surface, "pygame.Surface | None"]


def chips(view: Any, sector: str, s: float, live: dict[str, bool]) -> list[Chip]:
    """What a tile shows beside its shield, in reading order: the machine guns, the bunker's price,
    goal and helpers, then the sector's marks. Each as (picture, the same without its name
    caption, or None when it has none to leave off)."""
    bm = MAPS[view.map_id]
    rec = record(view, sector)
    size = int(16 * s)
    cap = fs(s)
    out: list[Chip] = []
    k = int(rec.get("mgf", 0))
    if k:
        stopped = sector in view.silenced or sector in view.no_mgf
        out.append((mgf_img(k, rec.get("sd"), size, live["mgf"], stopped), None))
    if sector in bm.bunkers:
        out.append((cost_badge(int(rec.get("courage", 0)), size + 4), None))
        captured = sector in view.captured
        out.append((flag_chip(size, (96, 170, 255) if captured else (250, 204, 72)), None))
        beside = len(view.beside.get(sector, []))
        if beside:
            out.append((beside_chip(beside, size, cap), None))
    for m in marks(view, sector):
        img = mark_img(m, size, cap)
        bare = mark_img(m, size, cap, caption=False) if m.name else None
        if not live["props"]:
            img, bare = faded(img), (faded(bare) if bare is not None else None)
        out.append((img, bare))
    return out


def faded(img: pygame.Surface) -> pygame.Surface:
    """A mark of a rule this level leaves out, drawn pale."""
    out = img.copy()
    out.set_alpha(90)
    return out


def flow(surf: pygame.Surface, items: list[Chip], x0: int, y0: int, limits: list[int], gap: int) -> None:
    """Chips in rows from (x0, y0), row i ending at ``limits[i]``: a chip goes whole on this row or
    the next; a card's name that fits on neither is left off (its emblem stays, the tooltip says
    it); what finds no room at all is left to the tooltip."""
    x, y, row, line_h = x0, y0, 0, 0
    step = (items[0][0].get_height() + gap) if items else 0
    for img, bare in items:
        tries = [(img, row), (img, row + 1), (bare, row), (bare, row + 1)] if bare is not None else \
            [(img, row), (img, row + 1), (img, row + 2)]
        for pic, r in tries:
            if pic is None or r >= len(limits):
                continue
            left = x if r == row else x0
            if left + pic.get_width() <= limits[r]:
                if r != row:
                    y += step * (r - row)
                    row, line_h = r, 0
                surf.blit(pic, (left, y))
                x = left + pic.get_width() + gap
                line_h = max(line_h, pic.get_height())
                break
        else:
            return


def shield_width(view: Any, sector: str, h: int) -> int:
    """How wide the sector's shield is on a tile ``h`` high (a defence list needs more room)."""
    return int(h * (0.5 if len(defence_text(record(view, sector))) <= 2 else 0.78))


def paint_tile(surf: pygame.Surface, view: Any, sector: str, r: pygame.Rect, beach: Beach, s: float) -> None:
    """One sector tile: terrain and shield (its features and squads are pieces, drawn over it)."""
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
    sw = shield_width(view, sector, h)
    sh = int(h * 0.84)
    label = "B" if bunker else sector.lstrip("MS")
    if bunker and len(bm.bunkers) > 1:
        label = sector.lstrip("MS")
    shield = shield_img(label, defence_text(rec), sw, sh, bool(rec.get("black")), s)
    surf.blit(shield, (r.x + int(4 * s), r.centery - sh // 2))


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
    room = rect.w - int(12 * s)
    size = int(17 * s)   # smaller, down to the floor, before anything is cut
    while size > fs(s) and gfx.font(size, True).size(gfx.safe(name, True))[0] > room:
        size -= 1
    img = gfx.text_shadow(gfx.fit_text(name, size, room, True), size, (250, 236, 190), True)
    surf.blit(img, (rect.x + int(8 * s), rect.y + (rect.h - img.get_height()) // 2))
