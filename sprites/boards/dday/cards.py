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
from sprites.boards.dday import chips, dice, icons, units
from sprites.boards.dday.sizes import fs
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
    form: str = "pinned"


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


PINNED, COMPACT, LINE, NONE = "pinned", "compact", "line", "none"


def compact_height(kind: str, s: float) -> int:
    """Another unit's card: its band and dials (compact), one line with both (line), or none."""
    return {COMPACT: int(48 * s), LINE: int(28 * s)}.get(kind, 0)


class Cards:
    def __init__(self) -> None:
        self.cards: list[Card] = []
        self.s = 1.0
        self.cols = 3

    def layout(self, view: Any, order: list[tuple[int, pygame.Rect, str]], names: dict[int, str],
               acting: list[int], tray_seat: int | None, s: float, cols: int, hand: bool = True) -> list[Place]:
        """The cards in ``order`` (seat, rect, form); the pinned one's cards as chips in ``cols``
        columns, with its hand unless ``hand`` is False (the supply shows it then)."""
        self.s = s
        self.cols = cols
        self.cards = []
        places: list[Place] = []
        for seat, rect, form in order:
            u = view.units[seat]
            card = Card(seat, rect, form == PINNED, names[seat], seat in acting)
            card.form = form
            places.append(Place(f"card:{seat}", (rect.x, rect.y, rect.w, rect.h), "unit", z=1, seat=seat,
                                label=names[seat]))
            if form == PINNED:
                self._pinned(card, u, places, view, hand)
            else:
                self._compact(card, u, places, tray_seat)
            self.cards.append(card)
        return places

    def pinned_height(self, view: Any, u: Any, width: int, s: float, cols: int, hand: bool = True) -> int:
        """What the pinned card needs: its band, the dials, the cards it holds and the specialists
        still in the player's hand, as chips in ``cols`` columns."""
        ch = chips.height(s) + int(3 * s)
        rows = -(-len(held_cards(u)) // cols)
        need = int(28 * s) + int(8 * s) + int(36 * s) + rows * ch + int(4 * s)
        if hand and hand_cards(view, u):
            need += int(18 * s) + -(-len(hand_cards(view, u)) // cols) * ch
        return need

    def _pinned(self, card: Card, u: Any, places: list[Place], view: Any, with_hand: bool) -> None:
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
        hand = hand_cards(view, u) if with_hand else []
        ch = chips.height(s)
        gap = int(3 * s)
        cw = (r.w - 2 * pad - gap * (self.cols - 1)) // self.cols
        y += dh + pad
        y = self._flow(card.held, held, r.x + pad, y, cw, ch, gap, "held", u.seat, places)
        if hand:
            card.hand_top = y
            self._flow(card.hand, hand, r.x + pad, y + int(18 * s), cw, ch, gap, "hand", u.seat, places)
        if u.dead:   # the fallen, counted at the card's foot (beside the hand's label)
            size = fs(s)
            yy = card.hand_top if hand else r.bottom - size - int(6 * s)
            card.dead = pygame.Rect(r.right - int(48 * s), yy, int(42 * s), size + int(2 * s))
            places.append(Place(f"dead:{u.seat}", (card.dead.x, card.dead.y, card.dead.w, card.dead.h), "dead",
                                z=2, seat=u.seat, focus=False))

    def _flow(self, into: list[tuple[str, str, pygame.Rect]], cards: list[tuple[str, str]], x0: int, y0: int,
              cw: int, ch: int, gap: int, kind: str, seat: int, places: list[Place]) -> int:
        """Chips in rows of ``self.cols``; returns the y under the last row."""
        y = y0
        for i, (pid, name) in enumerate(cards):
            col = i % self.cols
            y = y0 + (i // self.cols) * (ch + gap)
            cr = pygame.Rect(x0 + col * (cw + gap), y, cw, ch)
            into.append((pid, name, cr))
            places.append(Place(pid, (cr.x, cr.y, cr.w, cr.h), kind, z=2, seat=seat, label=shown_names([name])))
        return y0 + (-(-len(cards) // self.cols)) * (ch + gap) if cards else y0

    def _compact(self, card: Card, u: Any, places: list[Place], tray_seat: int | None) -> None:
        s = self.s
        r = card.rect
        line = r.h // 2 if card.form == COMPACT else r.h
        size = fs(s, 15)
        x = r.x + int(8 * s) if card.form == COMPACT else r.x + int(150 * s)
        for res in RESOURCES:
            w = int(size * 2.6)
            dr = pygame.Rect(x, r.bottom - line, w, line)
            card.dials.append((res, dr))
            places.append(Place(f"res:{u.seat}:{res}", (dr.x, dr.y, dr.w, dr.h), "dial", z=2, seat=u.seat,
                                label=tx(f"dday.res_{res}")))
            x += w + int(4 * s)
        if card.form == COMPACT and u.status == ACTIVE and u.seat != tray_seat and u.t.get("final"):
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
            out.append((c.seat, tuple(c.rect), c.form, c.name, c.acting, units.marker_text(view, u),
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
        head_h = {PINNED: int(28 * s), COMPACT: r.h // 2}.get(card.form, r.h)
        info = card.form != LINE
        width = r.w if info else (card.dials[0][1].x - r.x - int(4 * s) if card.dials else r.w)
        surf.blit(units.header_img(view, u, card.name, width, head_h, card.acting, s, info), r.topleft)
        for res, dr in card.dials:
            value = getattr(u, res)
            if card.pinned:
                surf.blit(units.dial(res, value, dr.w, dr.h, s), dr.topleft)
            else:
                img = units.mini_dial(res, value, fs(s, 15), (236, 232, 220))
                surf.blit(img, img.get_rect(midleft=(dr.x, dr.centery)))
        for pid, name, cr in card.held:
            if pid in hidden:
                continue
            surf.blit(chips.chip(name, cr.w, cr.h, s), cr.topleft)
        if card.hand:
            t = gfx.text(tx("dday.hand"), fs(s), (90, 70, 50), True)
            surf.blit(t, (r.x + int(8 * s), card.hand_top))
            for _pid, name, cr in card.hand:
                cost = specialist_cost(u, name)
                surf.blit(chips.chip(name, cr.w, cr.h, s, str(cost), "star", cost > u.stars), cr.topleft)
        for pid, code, dr in card.minis:
            if pid in hidden:
                continue
            surf.blit(dice.custom_die(dr.w, code // 6, code % 6), dr.topleft)
        if not card.pinned and u.status == ACTIVE:
            self._counts(surf, u, card)
        if card.dead is not None:
            size = fs(s)
            g = icons.icon("skull", size, (120, 40, 30))
            t = gfx.text(str(len(u.dead)), size, (120, 40, 30), True)
            surf.blit(g, (card.dead.x, card.dead.y + 1))
            surf.blit(t, (card.dead.x + size + 2, card.dead.y - 1))
        if u.status != ACTIVE:
            word = tx("dday.unit_safe") if u.status == SAFE else tx("dday.unit_destroyed")
            colour = (90, 200, 110) if u.status == SAFE else (226, 84, 64)
            t = gfx.text_shadow(word, fs(s, 20), colour, True)
            at = (r.centerx, r.y + head_h + (r.h - head_h) // 2) if card.form != LINE else \
                (r.right - t.get_width() // 2 - int(8 * s), r.centery)
            surf.blit(t, t.get_rect(center=at))

    def _counts(self, surf: pygame.Surface, u: Any, card: Card) -> None:
        """Specialists and items another unit holds, as counts with icons after its dials."""
        s = self.s
        size = fs(s, 13)
        last = card.dials[-1][1] if card.dials else card.rect
        x = last.x + int(size * 2.6) + int(4 * s)
        y = last.centery - size // 2
        for glyph, n in (("helmet", len(u.specs)), ("crate", len(u.items))):
            if not n:
                continue
            surf.blit(icons.icon(glyph, size, (236, 232, 220)), (x, y))
            t = gfx.text(str(n), size, (236, 232, 220), True)
            surf.blit(t, (x + size + 1, y - 1))
            x += size + t.get_width() + int(6 * s)
