"""The supply on the table during phase 3: the unit's own common specialists, the unique
specialists and items of the pool, the item discard pile (for a Special Find), the vehicle the
sector offers and the decoration deck (6 courage). Each card shows its cost; what the unit cannot
afford now is dimmed; clicking a card recruits or finds it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.dday.common import item_cost, prop, recruitable, specialist_cost
from game.dday.data import DECORATION_COURAGE_COST, VEHICLES
from sprites.board.places import Place
from sprites.boards.dday import units
from sprites.boards.dday.texts import names, tx
from sprites.ui import gfx


@dataclass
class Slot:
    place: str
    name: str
    rect: pygame.Rect
    cost: str
    gem: str
    dim: bool


class Supply:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.slots: list[Slot] = []
        self.heads: list[tuple[str, tuple[int, int]]] = []
        self.info = ""
        self.wealth = (0, 0, 0)
        self.deck = 0
        self.s = 1.0

    def sections(self, view: Any, u: Any) -> list[tuple[str, list[tuple[str, str, str, str, bool]]]]:
        """(title, [(place, name, cost, gem glyph, affordable)]) per part of the supply."""
        stars, points = u.stars, u.points
        hand = [n for n in recruitable(view, u) if n in u.hand]
        out = []
        if view.level != "exercise":
            out.append((tx("dday.supply_hand"), [(f"supply:hand:{n}", n, str(specialist_cost(u, n)), "star",
                                                  specialist_cost(u, n) <= stars) for n in hand]))
            out.append((tx("dday.supply_unique"), [(f"supply:spec:{n}", n, str(specialist_cost(u, n)), "star",
                                                    specialist_cost(u, n) <= stars) for n in view.spec_pool]))
        if view.level == "advanced":
            out.append((tx("dday.supply_items"), [(f"supply:item:{n}", n, str(item_cost(view, u, n)), "points",
                                                   item_cost(view, u, n) <= points)
                                                  for n in dict.fromkeys(view.item_pool)]))
            extra = [(f"supply:discard:{n}", n, str(item_cost(view, u, n)), "points",
                      bool(u.t.get("sfind")) and item_cost(view, u, n) <= points)
                     for n in dict.fromkeys(view.item_discard)]
            v = prop(view, u.sector, "vehicle")
            if v and v in view.vehicle_pool:
                free = prop(view, u.sector, "vehicle_free")
                cost = 0 if free else VEHICLES[v]
                extra.append((f"supply:vehicle:{v}", v, str(cost), "points", cost <= points))
            if extra:
                out.append((tx("dday.supply_more"), extra))
        return out

    def layout(self, rect: pygame.Rect, view: Any, seat: int, s: float) -> list[Place]:
        self.rect = pygame.Rect(rect)
        self.s = s
        self.slots, self.heads = [], []
        u = view.units[seat]
        self.info = tx("dday.supply_info")
        self.wealth = (u.stars, u.points, u.courage)
        self.deck = len(view.deco_deck)
        places: list[Place] = []
        sections = self.sections(view, u)
        pad = int(10 * s)
        head_h = int(18 * s)
        top = rect.y + int(48 * s)
        avail_h = rect.bottom - top - pad
        for cw in range(int(70 * s), int(30 * s), -2):
            ch = int(cw * 1.3)
            per_row = max(1, (rect.w - 2 * pad + int(4 * s)) // (cw + int(4 * s)))
            rows = sum(1 + (len(cards) - 1) // per_row for _k, cards in sections if cards)
            need = rows * (ch + int(4 * s)) + head_h * sum(1 for _k, cards in sections if cards)
            if need <= avail_h:
                break
        y = top
        for title, cards in sections:
            if not cards:
                continue
            self.heads.append((title, (rect.x + pad, y)))
            y += head_h
            x = rect.x + pad
            for place, name, cost, gem, ok in cards:
                if x + cw > rect.right - pad:
                    x, y = rect.x + pad, y + ch + int(4 * s)
                r = pygame.Rect(x, y, cw, ch)
                self.slots.append(Slot(place, name, r, cost, gem, not ok))
                places.append(Place(place, (r.x, r.y, r.w, r.h), "supply_card", z=6, label=names([name])))
                x += cw + int(4 * s)
            y += ch + int(4 * s)
        deck = pygame.Rect(rect.right - pad - int(110 * s), rect.y + int(24 * s), int(110 * s), int(24 * s))
        self.deck_rect = deck
        if view.level == "advanced":
            ok = u.courage >= DECORATION_COURAGE_COST and self.deck > 0
            self.deck_dim = not ok
            places.append(Place("supply:decos", (deck.x, deck.y, deck.w, deck.h), "supply_card", z=6,
                                label=tx("dday.deco_deck", n=self.deck)))
        else:
            self.deck_rect = pygame.Rect(0, 0, 0, 0)
        return places

    def signature(self) -> tuple[Any, ...]:
        """Everything the supply shows, as plain values."""
        return (tuple(self.rect), self.info, self.wealth, self.deck, getattr(self, "deck_dim", False),
                tuple((s.place, s.name, tuple(s.rect), s.cost, s.gem, s.dim) for s in self.slots),
                tuple(self.heads))

    def paint(self, surf: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        surf.blit(gfx.panel(r.w, r.h, (58, 46, 32), int(12 * s), (24, 18, 12), int(4 * s), 3), r.topleft)
        inner = r.inflate(-int(10 * s), -int(10 * s))
        pygame.draw.rect(surf, (34, 74, 52), inner, border_radius=int(8 * s))
        title = gfx.text_shadow(tx("dday.supply"), int(18 * s), (250, 236, 190), True)
        surf.blit(title, (r.x + int(12 * s), r.y + int(8 * s)))
        room = (self.deck_rect.x if self.deck_rect.w else r.right) - r.x - int(24 * s)
        info = gfx.text(gfx.fit_text(self.info, int(13 * s), room), int(13 * s), (230, 226, 210))
        surf.blit(info, (r.x + int(12 * s), r.y + int(30 * s)))
        x = r.x + int(24 * s) + title.get_width()
        for res, value in zip(("stars", "points", "courage"), self.wealth):   # what the unit can spend
            img = units.mini_dial(res, value, int(16 * s), (250, 236, 190))
            surf.blit(img, (x, r.y + int(10 * s)))
            x += img.get_width() + int(12 * s)
        for text, pos in self.heads:
            t = gfx.text(text, int(13 * s), (250, 214, 110), True)
            surf.blit(t, pos)
        for slot in self.slots:
            surf.blit(units.small_card(slot.name, slot.rect.w, slot.rect.h, slot.dim, slot.cost, slot.gem),
                      slot.rect.topleft)
        if self.deck_rect.w:
            surf.blit(deck_img(self.deck_rect.w, self.deck_rect.h, self.deck, self.deck_dim, s), self.deck_rect)


def deck_img(w: int, h: int, n: int, dim: bool, s: float) -> pygame.Surface:
    """The decoration deck: a stack of face-down cards, its size, and the price (6 courage)."""
    def make() -> pygame.Surface:
        from sprites.boards.dday import icons

        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (90, 40, 70), (0, 0, w, h), border_radius=h // 4)
        pygame.draw.rect(surf, (230, 190, 80), (0, 0, w, h), 2, border_radius=h // 4)
        g = icons.icon("Medal of Honor", h - 4)
        surf.blit(g, (3, 2))
        t = gfx.text(f"{n}  ·  {DECORATION_COURAGE_COST}", int(h * 0.5), (250, 236, 190), True)
        surf.blit(t, t.get_rect(midleft=(h + 2, h // 2)))
        c = icons.icon("courage", int(h * 0.6), (250, 204, 72))
        surf.blit(c, c.get_rect(midleft=(h + 4 + t.get_width(), h // 2)))
        if dim:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (30, 30, 30, 140), (0, 0, w, h), border_radius=h // 4)
            surf.blit(veil, (0, 0))
        return surf

    return gfx._surf_cache.get_or(("dday-deck", w, h, n, dim, s), make)
