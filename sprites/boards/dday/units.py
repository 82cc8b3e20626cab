"""The units: a squad token in the player's colour on its sector (soldiers big, courage and stars
under them, the marker's chevrons on top), the pinned resource card of the seat at the screen
(dials, specialists, items, vehicle, decorations as small cards with icons) and a compact card for
every other unit. Every picture is cached by what it shows."""

from __future__ import annotations

from typing import Any

import pygame

from game.dday.state import ACTIVE, SAFE
from sprites.boards.dday import icons
from sprites.boards.dday.palette import PALETTE
from sprites.boards.dday.sizes import fs
from sprites.boards.dday.texts import tx
from sprites.ui import gfx

Colour = tuple[int, ...]
RES_GLYPH = {"soldiers": "soldier", "courage": "courage", "stars": "star", "points": "points"}
RES_TINT: dict[str, Colour] = {"soldiers": (60, 92, 52), "courage": (150, 110, 30), "stars": (60, 84, 140),
                               "points": (110, 76, 44)}


def seat_tint(seat: int) -> Colour:
    """The unit's colour as the box has it (brown, green, yellow, blue: the names the engine gives
    the seats), from the theme."""
    seats = PALETTE["seats"]
    return tuple(seats[seat % len(seats)])


def badge(seat: int, size: int, digit: int = 0) -> pygame.Surface:
    """The seat's shape in its D-Day colour, with its number in ``digit`` px when given (a badge
    too small for a readable number shows the shape alone: shape and colour still tell seats apart)."""
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
        if digit:
            ink = (20, 20, 24) if sum(c[:3]) > 420 else (250, 248, 240)
            label = gfx.text(str(seat + 1), digit, ink, True)
            surf.blit(label, label.get_rect(center=(size / 2, size / 2 + 1)))
        return surf

    return gfx._surf_cache.get_or(("dday-badge", seat, size, digit), make)


def token_img(seat: int, soldiers: int, stay: int, must_move: bool, w: int, h: int, s: float,
              status: int = ACTIVE) -> pygame.Surface:
    """The squad token: a chunky block in the seat's colour, the marker's chevrons on top (an
    arrow when it must move), its soldiers in a big number and the seat's shape in the corner."""
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
        top = max(6, h // 5)
        if must_move:
            glyph = icons.icon("arrow", top, ink)
            surf.blit(glyph, glyph.get_rect(midtop=(w // 2, 2)))
        else:
            for i in range(max(1, min(3, stay))):
                glyph = icons.icon("chevron", top, ink)
                surf.blit(glyph, glyph.get_rect(midtop=(w // 2 + (i - (min(3, stay) - 1) / 2) * top * 0.8, 1)))
        big = max(fs(s), int(min(h * 0.46, w * (0.6 if soldiers < 10 else 0.46))))
        num = gfx.text(str(soldiers), big, ink, True)
        mid = top + (h - top) // 2 - 1
        if w >= int(40 * s):
            glyph = icons.icon("soldier", int(big * 0.7), ink)
            total = glyph.get_width() + num.get_width()
            x = (w - total) // 2
            surf.blit(glyph, glyph.get_rect(midleft=(x, mid)))
            surf.blit(num, num.get_rect(midleft=(x + glyph.get_width(), mid)))
        else:
            surf.blit(num, num.get_rect(center=(w // 2, mid)))
        mark = badge(seat, max(8, int(min(w, h) * 0.34)))
        surf.blit(mark, (w - mark.get_width() + 3, h - mark.get_height() + 3))
        if status != ACTIVE:
            surf.set_alpha(120)
        return surf

    return gfx._surf_cache.get_or(("dday-token", seat, soldiers, stay, must_move, w, h, s, status), make)


def unit_token(u: Any, w: int, h: int, s: float) -> pygame.Surface:
    return token_img(u.seat, u.soldiers, u.stay, u.must_move, w, h, s, u.status)


def dial(res: str, value: int, w: int, h: int, s: float) -> pygame.Surface:
    """One resource dial of the unit's card: the resource's icon and a big number."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        tint = RES_TINT[res]
        pygame.draw.rect(surf, gfx.darken(tint, .45), (0, 0, w, h), border_radius=h // 4)
        pygame.draw.rect(surf, tint, (2, 2, w - 4, h - 4), border_radius=h // 4)
        g = icons.icon(RES_GLYPH[res], int(h * 0.7), (250, 240, 210))
        surf.blit(g, g.get_rect(midleft=(int(h * 0.12), h // 2)))
        t = gfx.text(str(value), max(fs(s), int(h * 0.62)), (255, 250, 236), True)
        surf.blit(t, t.get_rect(midright=(w - int(h * 0.18), h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-dial", res, value, w, h, s), make)


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


def header_img(view: Any, u: Any, name: str, w: int, h: int, acting: bool, s: float,
               info: bool = True) -> pygame.Surface:
    """The seat's band on its card: badge, name, where it stands (unless ``info`` is False); lit
    when it acts. What does not fit is shortened: the card's tooltip says it whole."""
    text = marker_text(view, u)

    def make() -> pygame.Surface:
        tint = seat_tint(u.seat)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, gfx.darken(tint, .2), (0, 0, w, h), border_top_left_radius=8, border_top_right_radius=8)
        if acting:
            pygame.draw.rect(surf, (255, 226, 120), (0, 0, w, h), 3, border_top_left_radius=8,
                             border_top_right_radius=8)
        size = min(h - 6, int(24 * s))
        surf.blit(badge(u.seat, size, fs(s)), (4, (h - size) // 2))
        ink = (20, 20, 24) if sum(tint[:3]) > 420 else (252, 250, 244)
        size = max(fs(s), min(int(h * 0.5), fs(s, 14)))
        room = int(w * 0.5) if info else w - h - int(8 * s)
        label = gfx.text(gfx.fit_text(name, size, room, True, whole_on_hover=True), size, ink, True)
        surf.blit(label, label.get_rect(midleft=(h + 2, h // 2)))
        if not info:
            return surf
        small = max(fs(s), int(size * 0.86))
        room = w - label.get_width() - h - int(16 * s)
        where = gfx.text(gfx.fit_text(text, small, room, whole_on_hover=True), small, ink)
        surf.blit(where, where.get_rect(midright=(w - int(8 * s), h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-head", u.seat, name, text, w, h, acting, s, info), make)
