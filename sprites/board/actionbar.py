"""The action bar: a compact row for actions that have no place on the board (Roll, Pass, End
turn) and the commit buttons of toggled choices (Re-roll the chosen dice). What does not fit
goes behind a "More" button that lists the rest."""

from __future__ import annotations

import pygame

from sprites.board.gestures import Gesture
from sprites.tr import _
from sprites.ui import gfx


class BarButton:
    def __init__(self, text: str, gestures: list[Gesture], toggle: bool) -> None:
        self.text = text
        self.gestures = gestures
        self.toggle = toggle            # commits the toggled places
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.live = True


class ActionBar:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.s = 1.0
        self.all: list[BarButton] = []
        self.buttons: list[BarButton] = []     # laid out, in order; ``more`` holds the overflow
        self.more: list[BarButton] = []
        self.more_rect: pygame.Rect | None = None
        self.hover: int | None = None          # index, or -1 for More

    def set(self, groups: list[tuple[str, list[Gesture], bool]]) -> None:
        self.all = [BarButton(text, gs, toggle) for text, gs, toggle in groups]
        self.arrange()

    def place(self, rect: pygame.Rect, s: float) -> None:
        self.rect = pygame.Rect(rect)
        self.s = s
        self.arrange()

    def width_of(self, text: str) -> int:
        s = self.s
        w = gfx.font(int(16 * s), True).size(gfx.safe(text, True))[0] + int(28 * s)
        return max(int(96 * s), min(w, int(300 * s)))

    def arrange(self) -> None:
        """Right-aligned buttons in the engine's order; the overflow behind "More"."""
        buttons = self.all
        s = self.s
        gap = int(8 * s)
        h = min(self.rect.h, int(44 * s))
        y = self.rect.centery - h // 2
        widths = [self.width_of(b.text) for b in buttons]
        more_w = self.width_of(_("More ({n})", n=99))
        fit = len(buttons)
        while fit > 0 and sum(widths[:fit]) + gap * (fit - 1) + ((more_w + gap) if fit < len(buttons) else 0) > self.rect.w:
            fit -= 1
        self.buttons, self.more = buttons[:fit], buttons[fit:]
        total = sum(widths[:fit]) + gap * max(0, fit - 1) + ((more_w + gap) if self.more else 0)
        x = self.rect.right - total
        for b, w in zip(self.buttons, widths):
            b.rect = pygame.Rect(x, y, w, h)
            x += w + gap
        self.more_rect = pygame.Rect(x, y, more_w, h) if self.more else None

    def at(self, pos: tuple[int, int]) -> int | None:
        """The index of the button at ``pos`` (-1: More)."""
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                return i
        if self.more_rect is not None and self.more_rect.collidepoint(pos):
            return -1
        return None

    def rect_of(self, index: int) -> pygame.Rect | None:
        if index == -1:
            return self.more_rect
        return self.buttons[index].rect if 0 <= index < len(self.buttons) else None

    def count(self) -> int:
        return len(self.buttons) + (1 if self.more else 0)

    def index_list(self) -> list[int]:
        return list(range(len(self.buttons))) + ([-1] if self.more else [])

    def texts(self) -> list[str]:
        return [b.text for b in self.buttons] + ([_("More ({n})", n=len(self.more))] if self.more else [])

    def draw(self, surface: pygame.Surface, enabled: bool, focus: int | None) -> None:
        s = self.s
        items = [(b.rect, b.text, enabled and b.live, i) for i, b in enumerate(self.buttons)]
        if self.more_rect is not None:
            items.append((self.more_rect, _("More ({n})", n=len(self.more)), enabled, -1))
        for rect, text, live, i in items:
            lit = live and (i == self.hover or i == focus)
            if not live:
                fill = gfx.col("disabled")
            else:
                fill = gfx.col("button_primary_hover" if lit else "button_primary")
            border = gfx.col("focus") if i == focus else gfx.darken(fill, .5)
            surface.blit(gfx.panel(rect.w, rect.h, fill, int(8 * s), border, int(3 * s), 3 if i == focus else 2),
                         rect.topleft)
            colour = gfx.col("text_dark") if live else gfx.col("text_dim")
            # a long label goes smaller, then on two lines, before any of it is cut
            size, lines = gfx.fit_lines(text, int(16 * s), int(12 * s), rect.w - int(16 * s), 2, True,
                                        whole_on_hover=True)
            imgs = [gfx.text(line, size, colour, True) for line in lines]
            y = rect.centery - sum(i.get_height() for i in imgs) // 2
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
                y += img.get_height()
