"""The units: a squad token in the player's colour on its sector (soldiers big, courage and stars
under them, the marker's chevrons on top), the pinned resource card of the seat at the screen
(dials, specialists, items, vehicle, decorations as small cards with icons) and a compact card for
every other unit. Every picture is cached by what it shows."""

from __future__ import annotations

from typing import Any

import pygame

from game.dday.state import ACTIVE, SAFE
from game.dday.tr import _ as game_
from sprites.boards.dday import icons, words
from sprites.boards.dday.palette import PALETTE
from sprites.boards.dday.texts import tx
from sprites.ui import gfx

Colour = tuple[int, ...]
RES_GLYPH = {"soldiers": "soldier", "courage": "courage", "stars": "star", "points": "points"}
RES_TINT: dict[str, Colour] = {"soldiers": (60, 92, 52), "courage": (150, 110, 30), "stars": (60, 84, 140),
                               "points": (110, 76, 44)}
KIND_BAND: dict[str, Colour] = {"specialist": (86, 104, 58), "unique": (128, 84, 40), "item": (56, 86, 120),
                                "special": (40, 104, 110), "vehicle": (66, 70, 58), "decoration": (120, 60, 110),
                                "card": (70, 70, 70)}


def seat_tint(seat: int) -> Colour:
    """The unit's colour as the box has it (brown, green, yellow, blue: the names the engine gives
    the seats), from the theme."""
    seats = PALETTE["seats"]
    return tuple(seats[seat % len(seats)])


def badge(seat: int, size: int) -> pygame.Surface:
    """The seat's shape and number in its D-Day colour: readable without colour."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = seat_tint(seat)
        r = size / 2 - 2
        shape = gfx.seat_shape(seat)
        if shape == "circle":
            pygame.draw.circle(surf, (0, 0, 0), (size / 2 + 1, size / 2 + 1), r)
            pygame.draw.circle(surf, c, (size / 2, size / 2), r)
            pygame.draw.circle(surf, gfx.darken(c, .55), (size / 2, size / 2), r, 2)
        else:
            pts = gfx.shape_points(shape, size / 2, size / 2, r)
            pygame.draw.polygon(surf, (0, 0, 0), [(x + 1, y + 1) for x, y in pts])
            pygame.draw.polygon(surf, c, pts)
            pygame.draw.polygon(surf, gfx.darken(c, .55), pts, 2)
        ink = (20, 20, 24) if sum(c[:3]) > 420 else (250, 248, 240)
        label = gfx.text(str(seat + 1), max(8, int(size * 0.5)), ink, True)
        surf.blit(label, label.get_rect(center=(size / 2, size / 2 + 1)))
        return surf

    return gfx._surf_cache.get_or(("dday-badge", seat, size), make)


def token_img(seat: int, soldiers: int, courage: int, stars: int, specs: int, stay: int, must_move: bool,
              w: int, h: int, status: int = ACTIVE) -> pygame.Surface:
    """The squad token: a chunky block in the seat's colour with its badge (shape and number)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
        tint = seat_tint(seat)
        rad = max(4, w // 5)
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, (0, 0, 0, 120), body.move(3, 4), border_radius=rad)
        pygame.draw.rect(surf, gfx.darken(tint, .35), body, border_radius=rad)
        pygame.draw.rect(surf, tint, (2, 2, w - 4, h - max(4, h // 9)), border_radius=rad)
        pygame.draw.rect(surf, (20, 16, 14), body, max(2, w // 16), border_radius=rad)
        ink = (20, 20, 24) if sum(tint[:3]) > 420 else (250, 248, 240)
        # the marker's top face: chevrons for turns here, an arrow when it must move
        top = max(6, h // 5)
        if must_move:
            glyph = icons.icon("arrow", top, ink)
            surf.blit(glyph, glyph.get_rect(midtop=(w // 2, 2)))
        else:
            for i in range(max(1, min(3, stay))):
                glyph = icons.icon("chevron", top, ink)
                surf.blit(glyph, glyph.get_rect(midtop=(w // 2 + (i - (min(3, stay) - 1) / 2) * top * 0.8, 1)))
        big = max(9, int(min(h * 0.5, w * (0.62 if soldiers < 10 else 0.5))))
        num = gfx.text(str(soldiers), big, ink, True)
        lift = int(h * 0.04)
        if w >= 36:
            glyph = icons.icon("soldier", int(big * 0.7), ink)
            total = glyph.get_width() + num.get_width()
            x = (w - total) // 2
            surf.blit(glyph, glyph.get_rect(midleft=(x, int(h * 0.5) - lift)))
            surf.blit(num, num.get_rect(midleft=(x + glyph.get_width(), int(h * 0.5) - lift)))
        else:
            surf.blit(num, num.get_rect(center=(w // 2, int(h * 0.5) - lift)))
        if h >= 38:
            small = max(8, h // 5)
            parts = [("courage", courage), ("star", stars)] + ([("helmet", specs)] if specs and w >= 44 else [])
            x = 4
            y = h - small - max(3, h // 12)
            for glyph_name, v in parts:
                g = icons.icon(glyph_name, small, ink)
                surf.blit(g, (x, y))
                t = gfx.text(str(v), small, ink, True)
                surf.blit(t, (x + small, y - 1))
                x += small + t.get_width() + 3
        mark = badge(seat, max(10, int(min(w, h) * 0.36)))
        surf.blit(mark, (w - mark.get_width() + 2, h - mark.get_height() + 2))
        if status != ACTIVE:
            surf.set_alpha(120)
        return surf

    return gfx._surf_cache.get_or(("dday-token", seat, soldiers, courage, stars, specs, stay, must_move, w, h,
                                   status), make)


def unit_token(u: Any, w: int, h: int) -> pygame.Surface:
    return token_img(u.seat, u.soldiers, u.courage, u.stars, len(u.specs), u.stay, u.must_move, w, h, u.status)


def small_card(name: str, w: int, h: int, dim: bool = False, cost: str = "", gem: str = "") -> pygame.Surface:
    """A card of the game in miniature: a band of its kind's colour, its emblem, its name, and the
    cost gem in the corner (market cards); ``dim`` greys out what cannot be afforded."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
        kind = words.kind_of(name)
        band = KIND_BAND.get(kind, KIND_BAND["card"])
        rad = max(3, w // 8)
        pygame.draw.rect(surf, (0, 0, 0, 110), (3, 3, w, h), border_radius=rad)
        pygame.draw.rect(surf, (244, 236, 216), (0, 0, w, h), border_radius=rad)
        band_h = max(5, h // 7)
        pygame.draw.rect(surf, band, (0, 0, w, band_h), border_top_left_radius=rad, border_top_right_radius=rad)
        glyph_size = int(min(w * 0.62, h * 0.46))
        glyph = icons.icon(name, glyph_size, gfx.darken(band, .15))
        surf.blit(glyph, glyph.get_rect(center=(w // 2, band_h + int(h * 0.06) + glyph_size // 2)))
        fs = max(7, int(min(h * 0.16, w * 0.2)))
        lines = gfx.wrap(game_(name), fs, w - 4, True)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        line_h = int(gfx.font(fs, True).get_linesize() * 0.86)
        y = h - 2 - len(lines) * line_h
        for line in lines:
            size = fs   # a long word shrinks a little before it is cut
            while size > max(6, int(fs * 0.72)) and gfx.font(size, True).size(gfx.safe(line, True))[0] > w - 4:
                size -= 1
            t = gfx.text(gfx.fit_text(line, size, w - 4, True), size, (30, 30, 36), True)
            surf.blit(t, t.get_rect(center=(w // 2, y + line_h // 2)))
            y += line_h
        pygame.draw.rect(surf, gfx.darken(band, .4), (0, 0, w, h), max(1, w // 30) + 1, border_radius=rad)
        if cost:
            gs = max(12, int(w * 0.36))
            gem_rect = pygame.Rect(w - gs - 1, 1, gs, gs)
            pygame.draw.ellipse(surf, (30, 30, 36), gem_rect)
            pygame.draw.ellipse(surf, (250, 204, 72), gem_rect, 2)
            t = gfx.text(cost, int(gs * 0.56), (250, 236, 190), True)
            surf.blit(t, t.get_rect(center=gem_rect.center))
            if gem:
                g = icons.icon(gem, max(6, gs // 2), (250, 204, 72))
                surf.blit(g, g.get_rect(midright=(gem_rect.x + 1, gem_rect.centery)))
        if dim:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (40, 40, 44, 150), (0, 0, w, h), border_radius=rad)
            surf.blit(veil, (0, 0))
        return surf

    return gfx._surf_cache.get_or(("dday-card", name, game_(name), w, h, dim, cost, gem), make)


def dial(res: str, value: int, w: int, h: int) -> pygame.Surface:
    """One resource dial of the unit's card: the resource's icon and a big number."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        tint = RES_TINT[res]
        pygame.draw.rect(surf, gfx.darken(tint, .45), (0, 0, w, h), border_radius=h // 4)
        pygame.draw.rect(surf, tint, (2, 2, w - 4, h - 4), border_radius=h // 4)
        g = icons.icon(RES_GLYPH[res], int(h * 0.7), (250, 240, 210))
        surf.blit(g, g.get_rect(midleft=(int(h * 0.12), h // 2)))
        fs = int(h * 0.62)
        t = gfx.text(str(value), fs, (255, 250, 236), True)
        surf.blit(t, t.get_rect(midright=(w - int(h * 0.18), h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-dial", res, value, w, h), make)


def mini_dial(res: str, value: int, size: int, ink: Colour) -> pygame.Surface:
    def make() -> pygame.Surface:
        t = gfx.text(str(value), size, ink, True)
        g = icons.icon(RES_GLYPH[res], size, ink)
        surf = pygame.Surface((g.get_width() + t.get_width() + 2, size + 4), pygame.SRCALPHA)
        surf.blit(g, (0, 2))
        surf.blit(t, (g.get_width() + 1, (size + 4 - t.get_height()) // 2))
        return surf

    return gfx._surf_cache.get_or(("dday-mini", res, value, size, ink), make)


def marker_text(view: Any, u: Any) -> str:
    """Where the unit stands and for how long, in words."""
    from game.dday.common import prop

    if u.status == SAFE:
        return tx("dday.unit_safe")
    if u.status != ACTIVE:
        return tx("dday.unit_destroyed")
    if not u.sector:
        return tx("dday.unit_landing")
    where = tx("dday.unit_bunker") if u.sector in _bunkers(view) else tx("dday.unit_sector", n=u.sector)
    if prop(view, u.sector, "no_limit"):
        stay = tx("dday.stay_no_limit")
    elif u.must_move:
        stay = tx("dday.stay_must_move")
    else:
        stay = tx("dday.stay_turn", n=u.stay)
    return f"{where} · {stay}"


def _bunkers(view: Any) -> tuple[str, ...]:
    from game.dday.maps import MAPS

    return MAPS[view.map_id].bunkers


def header_img(view: Any, u: Any, name: str, w: int, h: int, acting: bool) -> pygame.Surface:
    """The seat's band on its card: badge, name, where it stands; lit when it acts."""
    text = marker_text(view, u)

    def make() -> pygame.Surface:
        tint = seat_tint(u.seat)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, gfx.darken(tint, .2), (0, 0, w, h), border_top_left_radius=8, border_top_right_radius=8)
        if acting:
            pygame.draw.rect(surf, (255, 226, 120), (0, 0, w, h), 3, border_top_left_radius=8,
                             border_top_right_radius=8)
        surf.blit(badge(u.seat, h - 6), (4, 3))
        ink = (20, 20, 24) if sum(tint[:3]) > 420 else (252, 250, 244)
        fs = int(h * 0.5)
        label = gfx.text(gfx.fit_text(name, fs, int(w * 0.46), True), fs, ink, True)
        surf.blit(label, label.get_rect(midleft=(h + 2, h // 2)))
        info = gfx.text(gfx.fit_text(text, int(fs * 0.86), w - label.get_width() - h - 14), int(fs * 0.86), ink)
        surf.blit(info, info.get_rect(midright=(w - 8, h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-head", u.seat, name, text, w, h, acting), make)
