"""The units' cards at the side of the beach: the seat at the screen's resource card, pinned and
large (four dials, then its specialists, items, vehicle and decorations as small cards), and a
compact card for each other unit (its dials, and its final roll as small dice for a Lieutenant's
swap). The card of the unit that acts is lit."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.dday.state import ACTIVE, SAFE
from sprites import gfx
from sprites.board.places import Place
from sprites.boards.dday import dice, icons, units
from sprites.boards.dday.words import RESOURCES
from sprites.i18n import tr


@dataclass
class Card:
    seat: int
    rect: pygame.Rect
    pinned: bool
    name: str
    acting: bool
    dials: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    held: list[tuple[str, str, pygame.Rect]] = field(default_factory=list)     # place, card name, rect
    minis: list[tuple[str, int, pygame.Rect]] = field(default_factory=list)    # place, die code, rect
    dead: pygame.Rect | None = None


class Cards:
    def __init__(self) -> None:
        self.cards: list[Card] = []
        self.s = 1.0

    def layout(self, view: Any, order: list[tuple[int, pygame.Rect, bool]], names: dict[int, str],
               acting: list[int], tray_seat: int | None, s: float) -> list[Place]:
        self.s = s
        self.cards = []
        places: list[Place] = []
        for seat, rect, pinned in order:
            u = view.units[seat]
            card = Card(seat, rect, pinned, names[seat], seat in acting)
            places.append(Place(f"card:{seat}", (rect.x, rect.y, rect.w, rect.h), "unit", z=1, seat=seat,
                                label=names[seat]))
            if pinned:
                self._pinned(card, u, places)
            else:
                self._compact(card, u, places, tray_seat)
            self.cards.append(card)
        return places

    def _pinned(self, card: Card, u: Any, places: list[Place]) -> None:
        s = self.s
        r = card.rect
        head = int(28 * s)
        pad = int(6 * s)
        dh = int(34 * s)
        dw = (r.w - 2 * pad - 3 * int(6 * s)) // 4
        y = r.y + head + pad
        for k, res in enumerate(RESOURCES):
            dr = pygame.Rect(r.x + pad + k * (dw + int(6 * s)), y, dw, dh)
            card.dials.append((res, dr))
            places.append(Place(f"res:{u.seat}:{res}", (dr.x, dr.y, dr.w, dr.h), "dial", z=2, seat=u.seat,
                                label=tr(f"dday.res_{res}")))
        held = [(f"spec:{u.seat}:{n}", n) for n in dict.fromkeys(u.specs)]
        held += [(f"item:{u.seat}:{n}", n) for n in dict.fromkeys(u.items)]
        if u.vehicle:
            held.append((f"vehicle:{u.seat}", u.vehicle))
        held += [(f"deco:{u.seat}:{n}", n) for n in dict.fromkeys(u.decos)]
        top = y + dh + pad
        area = pygame.Rect(r.x + pad, top, r.w - 2 * pad, r.bottom - top - pad)
        gap = int(4 * s)
        cw = int(56 * s)
        while cw > int(26 * s):
            ch = int(cw * 1.25)
            per_row = max(1, (area.w + gap) // (cw + gap))
            rows = max(1, -(-len(held) // per_row)) if held else 0
            if rows * (ch + gap) <= area.h:
                break
            cw -= 2
        ch = int(cw * 1.25)
        per_row = max(1, (area.w + gap) // (cw + gap))
        for i, (pid, name) in enumerate(held):
            cr = pygame.Rect(area.x + (i % per_row) * (cw + gap), area.y + (i // per_row) * (ch + gap), cw, ch)
            card.held.append((pid, name, cr))
            places.append(Place(pid, (cr.x, cr.y, cr.w, cr.h), "held", z=2, seat=u.seat, label=name))
        if u.dead:
            dr = pygame.Rect(r.right - int(34 * s), r.y + head + 1, int(30 * s), int(16 * s))
            card.dead = dr

    def _compact(self, card: Card, u: Any, places: list[Place], tray_seat: int | None) -> None:
        s = self.s
        r = card.rect
        line = r.h // 2
        x = r.x + int(8 * s)
        size = int(line * 0.62)
        for res in RESOURCES:
            w = int(size * 2.4)
            card.dials.append((res, pygame.Rect(x, r.y + line, w, line)))
            places.append(Place(f"res:{u.seat}:{res}", (x, r.y + line, w, line), "dial", z=2, seat=u.seat,
                                label=tr(f"dday.res_{res}")))
            x += w + int(4 * s)
        if u.status == ACTIVE and u.seat != tray_seat and u.t.get("final"):
            d = int(line * 0.8)
            n = len(u.dice)
            x0 = r.right - int(6 * s) - n * (d + 2)
            for i, code in enumerate(u.dice):
                if i == u.aside:
                    continue
                dr = pygame.Rect(x0 + i * (d + 2), r.y + line + (line - d) // 2, d, d)
                card.minis.append((f"die:{u.seat}:{i}", code, dr))
                places.append(Place(f"die:{u.seat}:{i}", (dr.x, dr.y, dr.w, dr.h), "die", z=2, seat=u.seat))

    def paint(self, surf: pygame.Surface, view: Any, hidden: set[str]) -> None:
        for card in self.cards:
            self._paint(surf, view, card, hidden)

    def _paint(self, surf: pygame.Surface, view: Any, card: Card, hidden: set[str]) -> None:
        s = self.s
        r = card.rect
        u = view.units[card.seat]
        tint = units.seat_tint(card.seat)
        surf.blit(gfx.panel(r.w, r.h, (236, 226, 200) if card.pinned else (54, 62, 70), int(9 * s),
                            gfx.darken(tint, .35), int(3 * s), 3 if card.acting else 2), r.topleft)
        head_h = int(28 * s) if card.pinned else r.h // 2
        surf.blit(units.header_img(view, u, card.name, r.w, head_h, card.acting), r.topleft)
        for res, dr in card.dials:
            value = getattr(u, res)
            if card.pinned:
                surf.blit(units.dial(res, value, dr.w, dr.h), dr.topleft)
            else:
                img = units.mini_dial(res, value, int(dr.h * 0.62), (236, 232, 220))
                surf.blit(img, img.get_rect(midleft=(dr.x, dr.centery)))
        for pid, name, cr in card.held:
            if pid in hidden:
                continue
            surf.blit(units.small_card(name, cr.w, cr.h), cr.topleft)
        for pid, code, dr in card.minis:
            if pid in hidden:
                continue
            surf.blit(dice.custom_die(dr.w, code // 6, code % 6), dr.topleft)
        if not card.pinned and u.status == ACTIVE:
            self._counts(surf, u, r)
        if card.dead is not None:
            t = gfx.text(f"✝{len(u.dead)}", int(13 * s), (120, 40, 30), True)
            surf.blit(t, t.get_rect(topright=card.dead.topright))
        if u.status != ACTIVE:
            word = tr("dday.unit_safe") if u.status == SAFE else tr("dday.unit_destroyed")
            colour = (90, 200, 110) if u.status == SAFE else (226, 84, 64)
            t = gfx.text_shadow(word, int(20 * s), colour, True)
            surf.blit(t, t.get_rect(center=(r.centerx, r.y + head_h + (r.h - head_h) // 2)))

    def _counts(self, surf: pygame.Surface, u: Any, r: pygame.Rect) -> None:
        """Specialists and items a compact card holds, as counts with icons."""
        s = self.s
        size = int(13 * s)
        x = r.x + int(8 * s) + 4 * (int(r.h // 2 * 0.62 * 2.4) + int(4 * s))
        y = r.y + r.h // 2 + (r.h // 2 - size) // 2
        for glyph, n in (("helmet", len(u.specs)), ("crate", len(u.items))):
            if not n:
                continue
            surf.blit(icons.icon(glyph, size, (236, 232, 220)), (x, y))
            t = gfx.text(str(n), size, (236, 232, 220), True)
            surf.blit(t, (x + size + 1, y - 1))
            x += size + t.get_width() + int(6 * s)
