"""The units' cards at the side of the beach: the seat at the screen's resource card, pinned and
large (four dials, then its specialists, items, vehicle and decorations as small cards), and a
compact card for each other unit (its dials, and its final roll as small dice for a Lieutenant's
swap). The card of the unit that acts is lit."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.dday.common import specialist_cost
from game.dday.state import ACTIVE, SAFE
from sprites.board.places import Place
from sprites.boards.dday import dice, icons, units
from sprites.boards.dday.texts import names as shown_names
from sprites.boards.dday.texts import tx
from sprites.boards.dday.words import RESOURCES
from sprites.ui import gfx


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
    hand: list[tuple[str, str, pygame.Rect]] = field(default_factory=list)     # specialists in hand
    hand_top: int = 0


def held_cards(u: Any) -> list[tuple[str, str]]:
    """(place, name) of what a unit holds: specialists, items, its vehicle, decorations."""
    held = [(f"spec:{u.seat}:{n}", n) for n in dict.fromkeys(u.specs)]
    held += [(f"item:{u.seat}:{n}", n) for n in dict.fromkeys(u.items)]
    if u.vehicle:
        held.append((f"vehicle:{u.seat}", u.vehicle))
    held += [(f"deco:{u.seat}:{n}", n) for n in dict.fromkeys(u.decos)]
    return held


def hand_cards(view: Any, u: Any) -> list[tuple[str, str]]:
    """The common specialists still in the player's hand (recruitable with stars)."""
    if u.status != ACTIVE or view.level == "exercise":
        return []
    return [(f"hand:{u.seat}:{n}", n) for n in u.hand if n not in u.specs]


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
                self._pinned(card, u, places, view)
            else:
                self._compact(card, u, places, tray_seat)
            self.cards.append(card)
        return places

    def pinned_height(self, view: Any, u: Any, width: int, s: float) -> int:
        """What the pinned card needs: its band, the dials, a row of cards held (more when it holds
        more) and the row of specialists still in the player's hand."""
        per_row = max(1, (width - int(8 * s)) // int(52 * s))
        rows = max(1, -(-len(held_cards(u)) // per_row))
        hand = int(62 * s) if hand_cards(view, u) else 0
        return int(28 * s) + int(52 * s) + rows * int(66 * s) + hand + int(8 * s)

    def _pinned(self, card: Card, u: Any, places: list[Place], view: Any) -> None:
        s = self.s
        r = card.rect
        head = int(28 * s)
        pad = int(6 * s)
        dh = int(36 * s)
        dw = (r.w - 2 * pad - 3 * int(6 * s)) // 4
        y = r.y + head + pad
        for k, res in enumerate(RESOURCES):
            dr = pygame.Rect(r.x + pad + k * (dw + int(6 * s)), y, dw, dh)
            card.dials.append((res, dr))
            places.append(Place(f"res:{u.seat}:{res}", (dr.x, dr.y, dr.w, dr.h), "dial", z=2, seat=u.seat,
                                label=tx(f"dday.res_{res}")))
        held = held_cards(u)
        hand = hand_cards(view, u)
        top = y + dh + pad
        # the hand's row takes what the held cards leave, up to cards as large as the held ones
        spare = r.bottom - top - pad - int(66 * s) * max(1, -(-len(held) // max(1, (r.w - 2 * pad) // int(52 * s))))
        hand_h = max(int(62 * s), min(int(96 * s), spare)) if hand else 0
        area = pygame.Rect(r.x + pad, top, r.w - 2 * pad, r.bottom - top - pad - hand_h)
        self._flow(card, held, area, int(60 * s), "held", u.seat, places)
        if hand:
            card.hand_top = area.bottom + int(2 * s)
            strip = pygame.Rect(r.x + pad, card.hand_top + int(15 * s), r.w - 2 * pad, hand_h - int(17 * s))
            self._flow(card, hand, strip, int(60 * s), "hand", u.seat, places)
        if u.dead:   # the fallen, counted at the card's foot (beside the hand's label)
            y = card.hand_top if hand else r.bottom - int(20 * s)
            card.dead = pygame.Rect(r.right - int(40 * s), y, int(34 * s), int(14 * s))
            places.append(Place(f"dead:{u.seat}", (card.dead.x, card.dead.y, card.dead.w, card.dead.h), "dead",
                                z=2, seat=u.seat, focus=False))

    def _flow(self, card: Card, cards: list[tuple[str, str]], area: pygame.Rect, biggest: int, kind: str,
              seat: int, places: list[Place]) -> None:
        """Cards in rows, as large as the area lets them be (up to ``biggest`` wide)."""
        s = self.s
        gap = int(4 * s)
        cw = biggest
        while cw > int(24 * s):      # a few sizes only: the pictures drawn stay in the cache
            ch = int(cw * 1.25)
            per_row = max(1, (area.w + gap) // (cw + gap))
            rows = -(-len(cards) // per_row) if cards else 0
            if rows * (ch + gap) - gap <= area.h:
                break
            cw -= int(6 * s)
        ch = int(cw * 1.25)
        per_row = max(1, (area.w + gap) // (cw + gap))
        for i, (pid, name) in enumerate(cards):
            cr = pygame.Rect(area.x + (i % per_row) * (cw + gap), area.y + (i // per_row) * (ch + gap), cw, ch)
            (card.held if kind == "held" else card.hand).append((pid, name, cr))
            places.append(Place(pid, (cr.x, cr.y, cr.w, cr.h), kind, z=2, seat=seat, label=shown_names([name])))

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
                                label=tx(f"dday.res_{res}")))
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

    def region(self) -> pygame.Rect:
        """Where the cards are (with room for their shadows)."""
        if not self.cards:
            return pygame.Rect(0, 0, 0, 0)
        r = self.cards[0].rect.unionall([c.rect for c in self.cards])
        return r.inflate(int(8 * self.s), int(8 * self.s))

    def signature(self, view: Any) -> tuple[Any, ...]:
        """Everything the cards show, as plain values (the layer is painted again when it changes)."""
        out: list[Any] = []
        for c in self.cards:
            u = view.units[c.seat]
            out.append((c.seat, tuple(c.rect), c.pinned, c.name, c.acting, units.marker_text(view, u),
                        u.status, u.soldiers, u.courage, u.stars, u.points, len(u.dead), len(u.specs), len(u.items),
                        tuple((pid, tuple(r)) for pid, _u, r in c.held),
                        tuple((pid, tuple(r), specialist_cost(u, n)) for pid, n, r in c.hand),
                        tuple((pid, code, tuple(r)) for pid, code, r in c.minis)))
        return tuple(out)

    def pieces(self) -> set[str]:
        return {pid for c in self.cards for pid, _u, _v in (*c.held, *c.minis)}

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
        if card.hand:
            t = gfx.text(tx("dday.hand"), int(12 * s), (90, 70, 50), True)
            surf.blit(t, (r.x + int(8 * s), card.hand_top))
            for _pid, name, cr in card.hand:
                cost = specialist_cost(u, name)
                surf.blit(units.small_card(name, cr.w, cr.h, cost > u.stars, str(cost), "star"), cr.topleft)
        for pid, code, dr in card.minis:
            if pid in hidden:
                continue
            surf.blit(dice.custom_die(dr.w, code // 6, code % 6), dr.topleft)
        if not card.pinned and u.status == ACTIVE:
            self._counts(surf, u, r)
        if card.dead is not None:
            g = icons.icon("skull", card.dead.h, (120, 40, 30))
            t = gfx.text(str(len(u.dead)), card.dead.h, (120, 40, 30), True)
            surf.blit(g, (card.dead.x, card.dead.y))
            surf.blit(t, (card.dead.x + card.dead.h + 1, card.dead.y - 1))
        if u.status != ACTIVE:
            word = tx("dday.unit_safe") if u.status == SAFE else tx("dday.unit_destroyed")
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
