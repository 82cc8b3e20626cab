"""Casualties, where the dice tray lies in the other phases: how many the unit must lose and why,
and the fallen pile. A specialist falls in two steps - click him on the unit's card, then the
pile (or drag him there) - so a slip of the hand on a card never costs a man; plain soldiers go
with the bar's button, saves are on the cards that make them."""

from __future__ import annotations

from typing import Any

import pygame

from sprites.board.places import Place
from sprites.boards.dday import icons
from sprites.boards.dday.sizes import fs
from sprites.boards.dday.texts import tx
from sprites.ui import gfx


class Casualties:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pile = pygame.Rect(0, 0, 0, 0)
        self.seat = -1
        self.head = ""
        self.lines: list[str] = []
        self.fallen = 0
        self.s = 1.0

    def layout(self, rect: pygame.Rect, view: Any, seat: int, s: float) -> list[Place]:
        self.rect = pygame.Rect(rect)
        self.s = s
        self.seat = seat
        e = view.losses[0]
        u = view.units[seat]
        self.fallen = len(u.dead)
        if e["kind"] == "specialist":
            self.head = tx("dday.loss_special")
        else:
            self.head = tx("dday.loss_head", n=e["n"])
        self.lines = [tx("dday.loss_how")] if u.specs else []
        pad = int(12 * s)
        side = min(int(120 * s), rect.h - int(64 * s))
        self.pile = pygame.Rect(rect.right - pad - side, rect.bottom - pad - side, side, side)
        return [Place(f"fallen:{seat}", (self.pile.x, self.pile.y, self.pile.w, self.pile.h), "fallen", z=4,
                      seat=seat, label=tx("dday.fallen"))]

    def signature(self) -> tuple[Any, ...]:
        return (tuple(self.rect), tuple(self.pile), self.seat, self.head, tuple(self.lines), self.fallen, self.s)

    def paint(self, surf: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        surf.blit(gfx.panel(r.w, r.h, (70, 36, 30), int(12 * s), (24, 12, 10), int(4 * s), 3), r.topleft)
        inner = r.inflate(-int(10 * s), -int(10 * s))
        pygame.draw.rect(surf, (46, 30, 28), inner, border_radius=int(8 * s))
        x = r.x + int(14 * s)
        y = r.y + int(10 * s)
        head = gfx.text_shadow(self.head, fs(s, 16), (255, 206, 160), True)
        surf.blit(head, (x, y))
        y += head.get_height() + int(4 * s)
        width = self.pile.x - x - int(10 * s)
        for para in self.lines:
            for line in gfx.wrap(para, fs(s, 13), width):
                t = gfx.text(line, fs(s, 13), (236, 226, 210))
                surf.blit(t, (x, y))
                y += t.get_height()
        p = self.pile
        pygame.draw.rect(surf, (30, 20, 18), p, border_radius=int(10 * s))
        pygame.draw.rect(surf, (200, 90, 70), p, max(2, int(3 * s)), border_radius=int(10 * s))
        g = icons.icon("skull", int(p.h * 0.42), (220, 200, 190))
        surf.blit(g, g.get_rect(midtop=(p.centerx, p.y + int(8 * s))))
        label = gfx.text(tx("dday.fallen"), fs(s, 14), (255, 206, 160), True)
        surf.blit(label, label.get_rect(midbottom=(p.centerx, p.bottom - int(20 * s))))
        count = gfx.text(str(self.fallen), fs(s, 14), (220, 200, 190), True)
        surf.blit(count, count.get_rect(midbottom=(p.centerx, p.bottom - int(4 * s))))
