"""The supply on the table during phase 3, where the dice tray lies in the other phases: the
unique specialists and the items of the pool, the item discard pile (for a Special Find), the
vehicle the sector offers and the decoration deck (6 courage). The unit's own common specialists
are its hand, on its card above. Each card shows its price; what the unit cannot afford now is
dimmed; clicking a card recruits or finds it. The beach stays in view beside it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.dday.common import item_cost, prop, specialist_cost
from game.dday.data import DECORATION_COURAGE_COST, VEHICLES
from sprites.board.places import Place
from sprites.boards.dday import chips
from sprites.boards.dday.sizes import fs
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
        self.deck = 0
        self.deck_rect = pygame.Rect(0, 0, 0, 0)
        self.deck_dim = False
        self.s = 1.0

    def sections(self, view: Any, u: Any) -> list[tuple[str, list[tuple[str, str, str, str, bool]]]]:
        """(title, [(place, name, cost, gem glyph, affordable)]) per part of the supply."""
        stars, points = u.stars, u.points
        out = []
        if view.level != "exercise":
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
        return [(title, cards) for title, cards in out if cards]

    def need(self, view: Any, u: Any, cols: int, s: float) -> int:
        """The height the supply takes with its cards in ``cols`` columns."""
        ch = chips.height(s) + int(3 * s)
        parts = self.sections(view, u)
        first = int(30 * s) - int(18 * s)   # the first heading shares its row with the decoration deck
        return int(8 * s) + first + sum(int(18 * s) + -(-len(cards) // cols) * ch for _t, cards in parts) + int(6 * s)

    def layout(self, rect: pygame.Rect, view: Any, seat: int, cols: int, s: float) -> list[Place]:
        self.rect = pygame.Rect(rect)
        self.s = s
        self.slots, self.heads = [], []
        u = view.units[seat]
        self.deck = len(view.deco_deck)
        places: list[Place] = []
        pad = int(10 * s)
        gap = int(3 * s)
        ch = chips.height(s)
        cw = (rect.w - 2 * pad - gap * (cols - 1)) // cols
        y = rect.y + int(8 * s)
        for k, (title, cards) in enumerate(self.sections(view, u)):
            self.heads.append((title, (rect.x + pad, y + (int(6 * s) if k == 0 else 0))))
            y += int(30 * s) if k == 0 else int(18 * s)
            for i, (place, name, cost, gem, ok) in enumerate(cards):
                r = pygame.Rect(rect.x + pad + (i % cols) * (cw + gap), y + (i // cols) * (ch + gap), cw, ch)
                self.slots.append(Slot(place, name, r, cost, gem, not ok))
                places.append(Place(place, (r.x, r.y, r.w, r.h), "supply_card", z=6, label=names([name])))
            y += -(-len(cards) // cols) * (ch + gap)
        deck_h = int(24 * s)
        self.deck_rect = pygame.Rect(0, 0, 0, 0)
        if view.level == "advanced":
            self.deck_rect = pygame.Rect(rect.right - pad - int(96 * s), rect.y + int(7 * s), int(96 * s), deck_h)
            self.deck_dim = not (u.courage >= DECORATION_COURAGE_COST and self.deck > 0)
            d = self.deck_rect
            places.append(Place("supply:decos", (d.x, d.y, d.w, d.h), "supply_card", z=6,
                                label=tx("dday.deco_deck", n=self.deck)))
        return places

    def signature(self) -> tuple[Any, ...]:
        """Everything the supply shows, as plain values."""
        return (tuple(self.rect), self.deck, self.deck_dim, tuple(self.deck_rect),
                tuple((s.place, s.name, tuple(s.rect), s.cost, s.gem, s.dim) for s in self.slots),
                tuple(self.heads))

    def paint(self, surf: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        surf.blit(gfx.panel(r.w, r.h, (58, 46, 32), int(12 * s), (24, 18, 12), int(4 * s), 3), r.topleft)
        inner = r.inflate(-int(10 * s), -int(10 * s))
        pygame.draw.rect(surf, (34, 74, 52), inner, border_radius=int(8 * s))
        for text, pos in self.heads:
            t = gfx.text(text, fs(s, 13), (250, 214, 110), True)
            surf.blit(t, pos)
        for slot in self.slots:
            surf.blit(chips.chip(slot.name, slot.rect.w, slot.rect.h, s, slot.cost, slot.gem, slot.dim),
                      slot.rect.topleft)
        if self.deck_rect.w:
            surf.blit(deck_img(self.deck_rect.w, self.deck_rect.h, self.deck, self.deck_dim, s), self.deck_rect)


def deck_img(w: int, h: int, n: int, dim: bool, s: float) -> pygame.Surface:
    """The decoration deck: a stack of face-down cards, how many are left, and the price (6
    courage)."""
    def make() -> pygame.Surface:
        from sprites.boards.dday import icons

        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (90, 40, 70), (0, 0, w, h), border_radius=h // 4)
        pygame.draw.rect(surf, (230, 190, 80), (0, 0, w, h), 2, border_radius=h // 4)
        g = icons.icon("Medal of Honor", h - 4)
        surf.blit(g, (3, 2))
        t = gfx.text(f"{n}  ·  {DECORATION_COURAGE_COST}", fs(s), (250, 236, 190), True)
        surf.blit(t, t.get_rect(midleft=(h + 2, h // 2)))
        c = icons.icon("courage", int(h * 0.62), (250, 204, 72))
        surf.blit(c, c.get_rect(midleft=(h + 4 + t.get_width(), h // 2)))
        if dim:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (30, 30, 30, 140), (0, 0, w, h), border_radius=h // 4)
            surf.blit(veil, (0, 0))
        return surf

    return gfx._surf_cache.get_or(("dday-deck", w, h, n, dim, s), make)
