"""The full list of legal actions as buttons under group headings (behind a toggle on the table:
for keyboard users and as a cross-check of the board)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import i18n
from game.core.types import Action
from sprites.tr import _
from sprites.ui import gfx

DEFAULT_GROUP = Action.group   # "Actions": the heading of an engine's actions that name no group


def group_heading(group: str, words: Any = None) -> str:
    """An action group's name in the player's language: the engine's word (``Action.group``,
    through ``words``: ``rules.tr``), or the client's own for the default group."""
    if not group or group == DEFAULT_GROUP:
        return _("Actions")
    return (words or str)(group)


class ActionList:
    """Legal actions as buttons under group headings; arrows/d-pad move, Enter plays. A label too
    long for one line wraps onto a taller button (up to ``MAX_LINES``) instead of being cut."""

    MAX_LINES = 3

    def __init__(self, words: Any = None) -> None:
        self.words = words or str             # the engine's ``rules.tr``: its group headings
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, Any]] = []   # ("head", text) | ("act", Action)
        self.selected = 0
        self.scroll = 0
        self.hover: int | None = None
        self.row_h = 36
        self.head_h = 28
        self.s = 1.0
        self._measured: tuple[Any, ...] = ()
        self._hs: list[int] = []
        self._lines: list[list[str]] = []

    def set(self, actions: list[Action]) -> None:
        groups: dict[str, list[Action]] = {}
        for a in actions:
            groups.setdefault(str(getattr(a, "group", "") or ""), []).append(a)
        self.rows = []
        for g, acts in groups.items():
            self.rows.append(("head", g))
            self.rows.extend(("act", a) for a in acts)
        self.selected = next((i for i, r in enumerate(self.rows) if r[0] == "act"), 0)
        self.scroll = 0
        self._measured = ()

    def heading(self, group: str) -> str:
        """A group's heading in the player's language (the engine's own word, ``Action.group``)."""
        return group_heading(group, self.words)

    def actions(self) -> list[Action]:
        return [r[1] for r in self.rows if r[0] == "act"]

    def font_size(self) -> int:
        return int(17 * self.s)

    def text_w(self) -> int:
        return self.rect.w - int(4 * self.s) - int(20 * self.s)

    def measure(self) -> None:
        """Row heights and wrapped labels for the current width (cached until it changes)."""
        key = (self.rect.w, self.s, self.row_h, self.head_h, id(self.rows), len(self.rows), i18n.generation())
        if key == self._measured:
            return
        self._measured = key
        self._hs, self._lines = [], []
        size, width = self.font_size(), max(20, self.text_w())
        line_h = int(21 * self.s)
        for kind, item in self.rows:
            if kind == "head":
                self._hs.append(self.head_h)
                self._lines.append([self.heading(item)])
                continue
            lines = gfx.wrap(item.label(), size, width, True)
            if len(lines) > self.MAX_LINES:
                lines = lines[:self.MAX_LINES - 1] + [gfx.fit_text(" ".join(lines[self.MAX_LINES - 1:]), size, width, True)]
            self._lines.append(lines)
            self._hs.append(self.row_h + (len(lines) - 1) * line_h)

    def heights(self) -> list[int]:
        self.measure()
        return self._hs

    def lines(self, index: int) -> list[str]:
        self.measure()
        return self._lines[index]

    def _y(self, index: int) -> int:
        return sum(self.heights()[:index])

    def total_h(self) -> int:
        return sum(self.heights())

    def move(self, delta: int) -> None:
        acts = [i for i, r in enumerate(self.rows) if r[0] == "act"]
        if not acts:
            return
        pos = acts.index(self.selected) if self.selected in acts else 0
        pos = max(0, min(len(acts) - 1, pos + delta))
        self.selected = acts[pos]
        self.reveal()

    def reveal(self) -> None:
        y = self._y(self.selected)
        h = self.heights()[self.selected] if 0 <= self.selected < len(self.rows) else self.row_h
        if y - self.scroll < 0:
            self.scroll = max(0, y - self.head_h)
        elif y + h - self.scroll > self.rect.h:
            self.scroll = y + h - self.rect.h
        self.clamp()

    def clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, max(0, self.total_h() - self.rect.h)))

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        y = pos[1] - self.rect.y + self.scroll
        acc = 0
        for i, (r, h) in enumerate(zip(self.rows, self.heights())):
            if acc <= y < acc + h:
                return i if r[0] == "act" else None
            acc += h
        return None

    def current(self) -> Action | None:
        if 0 <= self.selected < len(self.rows) and self.rows[self.selected][0] == "act":
            return self.rows[self.selected][1]
        return None

    def draw(self, surface: pygame.Surface, s: float, enabled: bool) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        y = self.rect.y - self.scroll
        size = self.font_size()
        line_h = int(21 * s)
        for i, ((kind, item), h) in enumerate(zip(self.rows, self.heights())):
            if y + h >= self.rect.y and y <= self.rect.bottom:
                if kind == "head":
                    img = gfx.text(gfx.fit_text(self.heading(item).upper(), int(14 * s), self.rect.w), int(14 * s),
                                   gfx.col("highlight"), True)
                    surface.blit(img, (self.rect.x + int(4 * s), y + (h - img.get_height()) // 2 + int(2 * s)))
                else:
                    sel = i == self.selected and enabled
                    hov = i == self.hover and enabled
                    fill = gfx.col("button_hover" if (sel or hov) else "button") if enabled else gfx.col("disabled")
                    border = gfx.col("focus") if sel else gfx.darken(fill, .5)
                    w = self.rect.w - int(4 * s)
                    surface.blit(gfx.panel(w, h - int(4 * s), fill, int(7 * s), border, int(2 * s), 3 if sel else 1),
                                 (self.rect.x, y))
                    lines = self.lines(i)
                    top = y + (h - int(4 * s)) // 2 - (len(lines) - 1) * line_h // 2
                    colour = gfx.col("text") if enabled else gfx.col("text_dim")
                    for k, line in enumerate(lines):
                        # measured in bold (the wider face), so the regular face fits too
                        img = gfx.text(line, size, colour, sel)
                        surface.blit(img, img.get_rect(midleft=(self.rect.x + int(10 * s), top + k * line_h)))
            y += h
        surface.set_clip(clip)
        total = self.total_h()
        if total > self.rect.h:
            bar_h = max(int(20 * s), self.rect.h * self.rect.h // total)
            bar_y = self.rect.y + (self.rect.h - bar_h) * self.scroll // max(1, total - self.rect.h)
            pygame.draw.rect(surface, gfx.col("text_dim"), (self.rect.right - int(3 * s), bar_y, int(3 * s), bar_h),
                             border_radius=2)
