"""The generic board: draws what ``rules.summary(view)`` says, for any engine.

Sections become panels laid out in columns (shortest column first); Values are chips with a small
label and a big number; Zones are rows of pieces drawn by kind (cards, dice, blocks, tokens), face
down when hidden, piles as a stack with their count. The whole board is rendered once per view
into one surface; the frame loop only blits it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.summary import Section, Value, Zone
from sprites.tr import _
from sprites.ui import gfx

MAX_PIECES = 30
WIDE_ZONES = 6   # a section with more zones than this spans the board, zones in a grid


@dataclass
class Placed:
    section: Section
    rect: pygame.Rect          # in board coordinates
    zones: list[tuple[str, pygame.Rect]]


def _value_text(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


VALUE_LINES = 4  # a long value wraps onto at most this many lines in a full-width chip


def _chip_rows(values: list[Value], w: int, s: float) -> tuple[list[tuple[Value, int, int, int, int, list[str], int]], int]:
    """Value chips in a grid of cells; a value too long for one cell spans more cells, and one
    too long for the whole row wraps onto several lines (nothing cut short that fits at all).
    Returns (value, x, y, width, height, lines, font size) per chip and the height used."""
    cell = max(1, w // max(1, w // int(118 * s)))
    per_row = max(1, w // cell)
    pad = int(20 * s)
    chips: list[tuple[Value, int, int, int, int, list[str], int]] = []
    col = y = row_h = 0
    base_h = int(48 * s)
    for v in values:
        text = _value_text(v.value)
        need = max(gfx.font(int(20 * s), True).size(gfx.safe(text, True))[0],
                   gfx.font(int(13 * s)).size(gfx.safe(str(v.label)))[0]) + pad
        span = min(per_row, -(-need // cell))
        lines = [text]
        h = base_h
        size = int(20 * s)
        if need > span * cell:
            span = per_row
            size = int(16 * s)
            lines = gfx.wrap(text, size, per_row * cell - pad, True)
            if len(lines) > VALUE_LINES:
                lines = lines[:VALUE_LINES - 1] + [" ".join(lines[VALUE_LINES - 1:])]
            h = max(base_h, int((26 + 20 * len(lines)) * s))
        if col and col + span > per_row:
            col, y, row_h = 0, y + row_h, 0
        chips.append((v, col * cell, y, span * cell, h, lines, size))
        col += span
        row_h = max(row_h, h)
    return chips, y + row_h


class BoardView:
    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.placed: list[Placed] = []
        self.content_h = 0
        self.scroll = 0
        self.owners: list[tuple[str, int]] = []
        self._sections: dict[Any, tuple[pygame.Surface, list[tuple[str, pygame.Rect]]]] = {}
        self._measures: dict[Any, tuple[int, list[tuple[str, Any, int]]]] = {}
        self._base: pygame.Surface | None = None    # the backdrop alone, at the board's size
        self._base_key: tuple[Any, ...] = ()
        self._surface_key: tuple[Any, ...] = ()
        self._rects: list[tuple[int, int, int, int]] = []
        self.version = 0                            # bumped by every render (the table recomposes)

    # ------------------------------------------------------------------ measure
    def _section_height(self, sec: Section, w: int, s: float, zone_cols: int = 1) -> tuple[int, list[tuple[str, Any, int]]]:
        """Height and the rows (measured once per section content and width: a re-render after
        an action measures only the sections that changed)."""
        try:
            key = (sec, w, s, zone_cols, tuple(self.owners))
            got = self._measures.get(key)
        except TypeError:
            return self._measure_section(sec, w, s, zone_cols)
        if got is None:
            if len(self._measures) > 400:
                self._measures.clear()
            got = self._measures[key] = self._measure_section(sec, w, s, zone_cols)
        return got

    def _measure_section(self, sec: Section, w: int, s: float, zone_cols: int = 1) -> tuple[int, list[tuple[str, Any, int]]]:
        """Height and the rows: ('values', [Value...], h), ('zone', Zone, h) or, for a wide
        section, ('zones', [Zone...], h) laid out as a grid of ``zone_cols`` columns."""
        rows: list[tuple[str, Any, int]] = []
        values: list[Value] = []

        def flush() -> None:
            if values:
                rows.append(("values", list(values), _chip_rows(values, w - int(16 * s), s)[1]))
                values.clear()

        zones: list[Zone] = []

        def flush_zones() -> None:
            if zones:
                rows.append(("zones", list(zones), self._grid_height(zones, w - int(16 * s), s, zone_cols, sec.seat)))
                zones.clear()

        for entry in sec.entries:
            if isinstance(entry, Value):
                flush_zones()
                values.append(entry)
            elif isinstance(entry, Zone):
                flush()
                if zone_cols > 1:
                    zones.append(entry)
                    continue
                _w, flow_h = self._flow(entry, w - int(16 * s), s, self._tint(entry, sec.seat))
                rows.append(("zone", entry, int(24 * s) + flow_h))
        flush()
        flush_zones()
        h = int(40 * s) + sum(r[2] for r in rows) + int(10 * s)
        return h, rows

    def _grid_cells(self, zones: list[Zone], w: int, s: float, cols: int, seat: int | None) -> list[tuple[Zone, int, int, int, int]]:
        """(zone, x, y, cell width, cell height) for zones in a grid; rows as tall as their tallest."""
        gap = int(10 * s)
        cw = (w - gap * (cols - 1)) // cols
        cells: list[tuple[Zone, int, int, int, int]] = []
        y = 0
        for start in range(0, len(zones), cols):
            row = zones[start:start + cols]
            heights = [int(24 * s) + self._flow(z, cw - int(8 * s), s, self._tint(z, seat))[1] for z in row]
            rh = max(heights)
            for i, z in enumerate(row):
                cells.append((z, i * (cw + gap), y, cw, rh))
            y += rh + int(4 * s)
        return cells

    def _grid_height(self, zones: list[Zone], w: int, s: float, cols: int, seat: int | None) -> int:
        cells = self._grid_cells(zones, w, s, cols, seat)
        return max((y + h for _a, _b, y, _c, h in cells), default=0) + int(4 * s)

    def _arrange(self, sections: list[Section], wide: list[Section], w: int,
                 s: float) -> tuple[list[tuple[Section, pygame.Rect, list[Any]]], int]:
        normal = [sec for sec in sections if sec not in wide]
        n = len(normal)
        ncols = 1 if w < int(420 * s) else (2 if n <= 4 or w < int(760 * s) else 3)
        gap = int(12 * s)
        col_w = (w - gap * (ncols - 1)) // ncols
        heights = [0] * ncols
        layout: list[tuple[Section, pygame.Rect, list[Any]]] = []
        for sec in normal:
            sh, rows = self._section_height(sec, col_w, s)
            c = heights.index(min(heights))
            layout.append((sec, pygame.Rect(c * (col_w + gap), heights[c], col_w, sh), rows))
            heights[c] += sh + gap
        y = max(heights) if heights else 0
        zone_cols = max(2, (w - int(16 * s)) // int(240 * s))
        for sec in wide:
            sh, rows = self._section_height(sec, w, s, zone_cols)
            layout.append((sec, pygame.Rect(0, y, w, sh), rows))
            y += sh + gap
        return layout, y

    # ------------------------------------------------------------------ render
    def render(self, sections: list[Section], size: tuple[int, int], s: float, viewer: int | None,
               acting: list[int], backdrop: pygame.Surface | None = None) -> None:
        """Draw the sections; onto copies of ``backdrop`` (the felt under the board) when given,
        so the result is opaque and a frame blits it without per-pixel alpha."""
        w, h = size
        self.owners = sorted(((sec.title.lower(), sec.seat) for sec in sections if sec.seat is not None),
                             key=lambda item: -len(item[0]))
        # sections with many zones (a map, the walls) may span the board below the others, their
        # zones in a grid; the rest fill columns, each into the shortest column so far. Both
        # arrangements are measured and the shorter one (less scrolling) wins.
        many = [sec for sec in sections if sum(isinstance(e, Zone) for e in sec.entries) > WIDE_ZONES]
        layout, self.content_h = self._arrange(sections, [], w, s)
        if many:
            alt, alt_h = self._arrange(sections, many, w, s)
            if alt_h < self.content_h:
                layout, self.content_h = alt, alt_h
        full_h = max(h, self.content_h)
        base_key = (w, full_h, h, backdrop is None, backdrop.get_size() if backdrop is not None else None)
        if self._base is None or self._base_key != base_key:
            if backdrop is not None:
                base = pygame.Surface((w, full_h))
                for y0 in range(0, full_h, max(1, backdrop.get_height())):
                    base.blit(backdrop, (0, y0))
            else:
                base = pygame.Surface((w, full_h), pygame.SRCALPHA)
            self._base, self._base_key = base, base_key
        rects = [tuple(rect) for _a, rect, _b in layout]
        # the same arrangement as last time: only the sections that changed are drawn again, in
        # place (their regions are opaque copies of the backdrop and never overlap)
        in_place = self.surface is not None and rects == self._rects and self._surface_key == base_key
        surf = self.surface if in_place else self._base.copy()
        self._rects, self._surface_key = rects, base_key
        before = self._sections
        self.placed = []
        # a section drawn before, unchanged and in the same place, is reused (an action usually
        # changes one or two sections: the re-render after it stays short)
        cache: dict[Any, tuple[pygame.Surface, list[tuple[str, pygame.Rect]]]] = {}
        owners = tuple(self.owners)
        pad = int(6 * s)
        for sec, rect, rows in layout:
            active = sec.seat is not None and sec.seat in acting
            region = pygame.Rect(rect.x, rect.y, rect.w + pad, rect.h + pad).clip(surf.get_rect())
            key = (sec, tuple(rect), tuple(region), s, viewer, active, owners, backdrop is None, _("you"))
            try:
                hit = self._sections.get(key)
            except TypeError:      # an unhashable value in the summary: draw it every time
                key, hit = None, None
            if hit is None:
                img = self._base.subsurface(region).copy()   # the backdrop under it: the result stays opaque
                placed = self._draw_section(img, sec, rect.move(-region.x, -region.y), rows, s, viewer, acting)
                hit = (img, [(label, r.move(region.x, region.y)) for label, r in placed.zones])
            if key is not None:
                cache[key] = hit
            if not (in_place and key is not None and before.get(key) is hit):
                surf.blit(hit[0], region.topleft)
            self.placed.append(Placed(sec, rect, list(hit[1])))
        self._sections = cache
        self.surface = surf
        self.version += 1
        self.scroll = max(0, min(self.scroll, self.content_h - h))

    def _draw_section(self, surf: pygame.Surface, sec: Section, rect: pygame.Rect, rows: list[Any],
                      s: float, viewer: int | None, acting: list[int]) -> Placed:
        seat = sec.seat
        active = seat is not None and seat in acting
        border = gfx.col("highlight") if active else gfx.col("panel_edge")
        surf.blit(gfx.panel(rect.w, rect.h, (*gfx.col("panel"), 230), int(10 * s), border, int(4 * s),
                            3 if active else 2), rect.topleft)
        band_h = int(34 * s)
        band_col = gfx.darken(gfx.seat_colour(seat), .35) if seat is not None else gfx.col("band")
        pygame.draw.rect(surf, band_col, (rect.x + 2, rect.y + 2, rect.w - 4, band_h - 2),
                         border_top_left_radius=int(9 * s), border_top_right_radius=int(9 * s))
        tx = rect.x + int(10 * s)
        if seat is not None:
            badge = gfx.seat_badge(seat, int(26 * s))
            surf.blit(badge, badge.get_rect(midleft=(tx, rect.y + band_h // 2)))
            tx += int(32 * s)
        title = sec.title + (f"  ({_('you')})" if seat is not None and seat == viewer else "")
        room = rect.right - tx - int(8 * s)
        size = int(19 * s)
        if gfx.font(size, True).size(gfx.safe(title, True))[0] > room:
            size = int(16 * s)   # a long title steps down a size before it is shortened
        label = gfx.text(gfx.fit_text(title, size, room, True), size, gfx.col("text"), True)
        surf.blit(label, label.get_rect(midleft=(tx, rect.y + band_h // 2)))
        y = rect.y + band_h + int(6 * s)
        zones: list[tuple[str, pygame.Rect]] = []
        for kind, payload, rh in rows:
            if kind == "values":
                self._draw_values(surf, payload, pygame.Rect(rect.x + int(8 * s), y, rect.w - int(16 * s), rh), s)
            elif kind == "zones":
                cols = max(2, (rect.w - int(16 * s)) // int(240 * s))
                for zone, zx, zy, cw, ch in self._grid_cells(payload, rect.w - int(16 * s), s, cols, seat):
                    zr = pygame.Rect(rect.x + int(8 * s) + zx, y + zy, cw, ch)
                    pygame.draw.rect(surf, (*gfx.col("panel_edge"), 120), zr, border_radius=int(6 * s))
                    self._draw_zone(surf, zone, zr.inflate(-int(8 * s), 0), s, seat)
                    zones.append((zone.label, zr))
            else:
                zr = pygame.Rect(rect.x + int(8 * s), y, rect.w - int(16 * s), rh)
                self._draw_zone(surf, payload, zr, s, seat)
                zones.append((payload.label, zr))
            y += rh
        return Placed(sec, rect, zones)

    def _draw_values(self, surf: pygame.Surface, values: list[Value], rect: pygame.Rect, s: float) -> None:
        chips, _rows = _chip_rows(values, rect.w, s)
        for v, cx, cy, cw, ch, lines, size in chips:
            box = pygame.Rect(rect.x + cx + int(2 * s), rect.y + cy + int(2 * s), cw - int(4 * s), ch - int(4 * s))
            pygame.draw.rect(surf, gfx.col("panel_edge"), box, border_radius=int(6 * s))
            if v.seat is not None:
                pygame.draw.rect(surf, gfx.seat_colour(v.seat), (box.x, box.y, int(5 * s), box.h),
                                 border_top_left_radius=int(6 * s), border_bottom_left_radius=int(6 * s))
            lab = gfx.text(gfx.fit_text(str(v.label), int(13 * s), box.w - int(12 * s)), int(13 * s), gfx.col("text_dim"))
            surf.blit(lab, (box.x + int(9 * s), box.y + int(2 * s)))
            for i, line in enumerate(lines):
                val = gfx.text(gfx.fit_text(line, size, box.w - int(12 * s), True), size, gfx.col("text"), True)
                surf.blit(val, (box.x + int(9 * s), box.y + int(17 * s) + i * int(20 * s)))

    @staticmethod
    def _tint(zone: Zone, seat: int | None) -> gfx.Colour:
        zseat = zone.seat if zone.seat is not None else seat
        return gfx.seat_colour(zseat) if zseat is not None else gfx.col("band")

    def _owner(self, label: str) -> int | None:
        """The seat a piece belongs to when its label names the seat ("Amazons block")."""
        low = label.lower()
        for name, seat in self.owners:
            if name and name in low:
                return seat
        return None

    def _flow(self, zone: Zone, width: int, s: float, tint: gfx.Colour) -> tuple[list[tuple[pygame.Surface, int, int]], int]:
        """Pieces placed left to right, wrapping; returns (surface, x, y) and the height used."""
        if not zone.pieces:
            return [], int(58 * s)
        placed: list[tuple[pygame.Surface, int, int]] = []
        x = y = row_h = 0
        gap = int(5 * s)
        for p in zone.pieces[:MAX_PIECES]:
            size = int(66 * s) if p.kind == "card" else int(54 * s)
            owner = p.seat if p.seat is not None else (self._owner(str(p.label)) if zone.seat is None else None)
            colour = gfx.seat_colour(owner) if owner is not None else tint
            img = gfx.piece(p.kind, size, str(p.label), p.face, p.hidden, colour)
            if owner is not None and p.hidden:
                img = gfx.badged(img, owner, int(18 * s))
            if x and x + img.get_width() > width:
                x, y = 0, y + row_h + gap
                row_h = 0
            placed.append((img, x, y))
            x += img.get_width() + gap
            row_h = max(row_h, img.get_height())
        return placed, y + row_h + gap

    def _draw_zone(self, surf: pygame.Surface, zone: Zone, rect: pygame.Rect, s: float, seat: int | None) -> None:
        count = zone.size
        head = f"{zone.label} ({count})"
        lab = gfx.text(gfx.fit_text(head, int(15 * s), rect.w), int(15 * s), gfx.col("text_dim"), True)
        surf.blit(lab, (rect.x, rect.y + int(2 * s)))
        y = rect.y + int(24 * s)
        if not zone.pieces:
            if count:
                # a pile shown by size: a short stack of backs with the count on top
                for k in range(min(4, count)):
                    img = gfx.card(int(38 * s), int(52 * s), hidden=True)
                    surf.blit(img, (rect.x + k * int(3 * s), y + int(2 * s) - k * int(2 * s)))
                num = gfx.text_shadow(str(count), int(22 * s), gfx.col("highlight"))
                surf.blit(num, (rect.x + int(56 * s), y + int(14 * s)))
            else:
                empty = gfx.text("—", int(18 * s), gfx.col("text_dim"))
                surf.blit(empty, (rect.x + int(4 * s), y + int(12 * s)))
            return
        placed, _h = self._flow(zone, rect.w, s, self._tint(zone, seat))
        for img, px, py in placed:
            surf.blit(img, (rect.x + px, y + py))
        if len(zone.pieces) > MAX_PIECES:
            more = gfx.text_shadow(f"+{len(zone.pieces) - MAX_PIECES}", int(18 * s), gfx.col("highlight"))
            surf.blit(more, more.get_rect(bottomright=(rect.right, rect.bottom - int(2 * s))))

    # ------------------------------------------------------------------ queries
    def seat_rect(self, seat: int | None) -> pygame.Rect | None:
        for p in self.placed:
            if seat is not None and p.section.seat == seat:
                return p.rect
        return None

    def zone_rect(self, word: str) -> pygame.Rect | None:
        word = word.lower()
        for p in self.placed:
            for label, r in p.zones:
                if word in label.lower():
                    return r
        return None

    def texts(self) -> list[str]:
        out = []
        for p in self.placed:
            out.append(p.section.title)
            for e in p.section.entries:
                out.append(f"{e.label}: {_value_text(e.value)}" if isinstance(e, Value) else f"{e.label} ({e.size})")
        return out
