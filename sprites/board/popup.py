"""Small pop-ups at a spot on the board: a menu of candidates, and a stepper for counted choices.

Both answer ``handle(event)`` with a :class:`Reply`: ``choose`` with the gesture(s) picked,
``cancel``, ``used`` (the event was theirs, nothing decided yet) or ``pass`` (not theirs: a
non-modal menu lets clicks outside it reach the board).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites.board.gestures import Gesture, count_range
from sprites.tr import _
from sprites.ui import gfx


@dataclass
class Reply:
    kind: str                      # choose | cancel | used | pass
    gestures: list[Gesture] | None = None


PASS = Reply("pass")
USED = Reply("used")
CANCEL = Reply("cancel")


def _lines(text: str, size: int, width: int, floor: int, most: int = 2) -> tuple[int, list[str]]:
    """``text`` on at most ``most`` lines of ``width`` (bold), smaller down to ``floor`` before it
    is shortened (its row's tooltip then reads it whole)."""
    return gfx.fit_lines(text, size, floor, width, most, True, whole_on_hover=True)


def _placed(w: int, h: int, at: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
    """A box of w x h beside ``at`` (right and below by preference), kept inside ``bounds``."""
    r = pygame.Rect(at[0] + 14, at[1] - h // 3, w, h)
    if r.right > bounds.right:
        r.right = at[0] - 14
    r.clamp_ip(bounds)
    return r


class PopupMenu:
    """The candidates for one spot, as a short list of buttons. ``modal`` False: a click outside
    is not the menu's (the actions of a selected piece, shown beside it while its destinations
    stay clickable)."""

    def __init__(self, gestures: list[Gesture], at: tuple[int, int], bounds: pygame.Rect, s: float,
                 title: str = "", modal: bool = True) -> None:
        self.gestures = gestures
        self.s = s
        self.modal = modal
        self.title = title
        self.selected = 0
        self.hover: int | None = None
        self.mouse: tuple[int, int] | None = None   # the pointer as the menu last saw it move
        self.size = max(10, int(16 * s))
        self.pad = int(8 * s)
        width_cap = int(min(bounds.w * 0.8, 560 * s))
        inner = int(14 * s) + 2 * self.pad            # a row's text inset, both sides
        texts = [g.text for g in gestures]
        widest = max(gfx.font(self.size, True).size(gfx.safe(t, True))[0] for t in [*texts, title])
        w = min(width_cap, max(int(160 * s), widest + inner))
        # a row longer than the menu is wide goes on two lines (smaller, down to the floor) rather
        # than being cut: what a player picks from is read whole
        self.lines = [_lines(t, self.size, w - inner, int(13 * s)) for t in texts]
        self.title_lines = _lines(title, int(14 * s), w - 2 * self.pad, int(12 * s)) if title else (0, [])
        self.head_h = (len(self.title_lines[1]) * gfx.font(self.title_lines[0], True).get_linesize()
                       + int(6 * s)) if title else 0
        self.heights = [max(int(32 * s), len(ls) * gfx.font(size, True).get_linesize() + int(10 * s))
                        for size, ls in self.lines]
        room = bounds.h - 2 * self.pad - self.head_h - int(16 * s)
        # as many rows as fit wherever the list is scrolled to
        rows = len(gestures)
        while rows > 1 and max(sum(self.heights[i:i + rows]) for i in range(len(gestures) - rows + 1)) > room:
            rows -= 1
        used = max(sum(self.heights[i:i + rows]) for i in range(len(gestures) - rows + 1))
        self.visible = rows
        self.scroll = 0
        self.row_h = max(self.heights)   # the tallest row
        h = self.head_h + used + 2 * self.pad + (int(14 * s) if rows < len(gestures) else 0)
        self.rect = _placed(w, h, at, bounds)

    def row_rect(self, i: int) -> pygame.Rect:
        y = self.rect.y + self.pad + self.head_h + sum(self.heights[self.scroll:i])
        return pygame.Rect(self.rect.x + self.pad, y, self.rect.w - 2 * self.pad, self.heights[i] - int(4 * self.s))

    def index_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(self.scroll, min(len(self.gestures), self.scroll + self.visible)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def _reveal(self) -> None:
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + self.visible:
            self.scroll = self.selected - self.visible + 1

    def handle(self, event: pygame.event.Event) -> Reply:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.index_at(event.pos)
            return USED if self.rect.collidepoint(event.pos) else PASS
        if event.type == pygame.MOUSEWHEEL:
            # the wheel event has no position: where the pointer last moved (a posted or replayed
            # event never moves the system cursor)
            if not self.rect.collidepoint(self.mouse or pygame.mouse.get_pos()):
                return PASS
            self.scroll = max(0, min(len(self.gestures) - self.visible, self.scroll - event.y))
            return USED
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                return CANCEL if self.modal else PASS
            if event.button in (1,):
                i = self.index_at(event.pos)
                if i is not None:
                    return Reply("choose", [self.gestures[i]])
            elif event.button == 3:
                return CANCEL
            return USED
        if event.type == pygame.MOUSEBUTTONUP:
            return USED if self.rect.collidepoint(event.pos) else PASS
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                return CANCEL
            if k in (pygame.K_UP, pygame.K_LEFT):
                self.selected = (self.selected - 1) % len(self.gestures)
                self._reveal()
                return USED
            if k in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
                self.selected = (self.selected + 1) % len(self.gestures)
                self._reveal()
                return USED
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return Reply("choose", [self.gestures[self.selected]])
            if pygame.K_1 <= k <= pygame.K_9 and k - pygame.K_1 < len(self.gestures):
                return Reply("choose", [self.gestures[k - pygame.K_1]])
            return USED if self.modal else PASS
        return PASS

    def texts(self) -> list[str]:
        return ([self.title] if self.title else []) + [g.text for g in self.gestures]

    def row_cut(self, i: int) -> bool:
        """Row ``i`` could not be shown whole (its tooltip reads it)."""
        return self.lines[i][1][-1].endswith("…") and not self.gestures[i].text.endswith("…")

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        surface.blit(gfx.panel(r.w, r.h, gfx.col("panel"), int(8 * s), gfx.col("highlight"), int(5 * s), 2), r.topleft)
        if self.title:
            size, lines = self.title_lines
            line_h = gfx.font(size, True).get_linesize()
            for k, line in enumerate(lines):
                img = gfx.text(line, size, gfx.col("highlight"), True)
                surface.blit(img, (r.x + self.pad, r.y + self.pad + k * line_h))
        for i in range(self.scroll, min(len(self.gestures), self.scroll + self.visible)):
            row = self.row_rect(i)
            lit = i == self.selected or i == self.hover
            fill = gfx.col("button_hover" if lit else "button")
            border = gfx.col("focus") if i == self.selected else gfx.darken(fill, .5)
            surface.blit(gfx.panel(row.w, row.h, fill, int(6 * s), border, 0, 2), row.topleft)
            size, lines = self.lines[i]
            line_h = gfx.font(size, True).get_linesize()
            top = row.centery - line_h * len(lines) // 2
            for k, line in enumerate(lines):
                img = gfx.text(line, size, gfx.col("text"), lit)
                surface.blit(img, (row.x + int(8 * s), top + k * line_h))
        if len(self.gestures) > self.visible:
            more = gfx.text(f"{self.scroll + 1}-{self.scroll + self.visible} / {len(self.gestures)}", int(12 * s),
                            gfx.col("text_dim"))
            surface.blit(more, more.get_rect(bottomright=(r.right - self.pad, r.bottom - 2)))


class Confirm(PopupMenu):
    """A question before a gesture plays: its first row plays it, the second goes back. Its
    reply is ``confirm`` (not ``choose``), so the question is never asked twice."""

    def __init__(self, gesture: Gesture, question: str, at: tuple[int, int], bounds: pygame.Rect, s: float) -> None:
        yes = Gesture(gesture.action, gesture.origin, gesture.dest, label=_("Yes: {what}", what=gesture.text),
                      note=gesture.note)
        self.back = Gesture(gesture.action, label=_("No, go back"))
        self.chosen = gesture
        super().__init__([yes, self.back], at, bounds, s, question, modal=True)

    def handle(self, event: pygame.event.Event) -> Reply:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_n,):
            return CANCEL
        reply = super().handle(event)
        if reply.kind == "choose" and reply.gestures:
            return CANCEL if reply.gestures[0] is self.back else Reply("confirm", [self.chosen])
        return reply


class Stepper:
    """Counted choices on one spot: a row per counted name (minus, amount, plus) and OK. OK is
    live only when some candidate has exactly the amounts set; it answers with every candidate
    that has them (the caller asks again if they still differ)."""

    def __init__(self, gestures: list[Gesture], at: tuple[int, int], bounds: pygame.Rect, s: float,
                 title: str = "", names: dict[str, str] | None = None) -> None:
        self.gestures = gestures
        self.s = s
        self.title = title
        self.names = names or {}
        self.ranges = count_range(gestures)
        self.order = list(self.ranges)
        self.values = dict(gestures[0].counts)
        for name in self.order:
            self.values.setdefault(name, self.ranges[name][0])
        self.row = 0
        self.pad = int(10 * s)
        self.row_h = int(40 * s)
        self.head_h = int(26 * s) if title else 0
        labels = [self.names.get(n, n) for n in self.order] + [title]
        widest = max(gfx.font(int(17 * s)).size(gfx.safe(t))[0] for t in labels)
        w = int(min(bounds.w * 0.8, 560 * s, max(300 * s, widest + 170 * s)))
        # a name still too long for the row goes on two lines (its amount and buttons beside it)
        self.label_lines = {n: _lines(self.names.get(n, n), int(17 * s), w - int(150 * s), int(12 * s))
                            for n in self.order}
        h = self.head_h + len(self.order) * self.row_h + int(46 * s) + 2 * self.pad
        self.rect = _placed(w, h, at, bounds)
        self.modal = True

    # ------------------------------------------------------------------ geometry
    def _row_y(self, i: int) -> int:
        return self.rect.y + self.pad + self.head_h + i * self.row_h

    def minus_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.pad - int(118 * self.s), self._row_y(i) + int(4 * self.s),
                           int(34 * self.s), int(32 * self.s))

    def plus_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.pad - int(34 * self.s), self._row_y(i) + int(4 * self.s),
                           int(34 * self.s), int(32 * self.s))

    def ok_rect(self) -> pygame.Rect:
        y = self.rect.bottom - self.pad - int(36 * self.s)
        return pygame.Rect(self.rect.x + self.pad, y, self.rect.w // 2 - self.pad - int(4 * self.s), int(36 * self.s))

    def cancel_rect(self) -> pygame.Rect:
        ok = self.ok_rect()
        return pygame.Rect(ok.right + int(8 * self.s), ok.y, ok.w, ok.h)

    # ------------------------------------------------------------------ state
    def matching(self) -> list[Gesture]:
        return [g for g in self.gestures if all(g.count_map.get(n, 0) == self.values[n] for n in self.order)]

    def step(self, name: str, delta: int) -> None:
        lo, hi = self.ranges[name]
        self.values[name] = max(lo, min(hi, self.values[name] + delta))

    def handle(self, event: pygame.event.Event) -> Reply:
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                return CANCEL
            if event.button == 3:
                return CANCEL
            if event.button != 1:
                return USED
            for i, name in enumerate(self.order):
                if self.minus_rect(i).collidepoint(event.pos):
                    self.row = i
                    self.step(name, -1)
                    return USED
                if self.plus_rect(i).collidepoint(event.pos):
                    self.row = i
                    self.step(name, 1)
                    return USED
            if self.ok_rect().collidepoint(event.pos):
                return self._ok()
            if self.cancel_rect().collidepoint(event.pos):
                return CANCEL
            return USED
        if event.type == pygame.MOUSEWHEEL:
            if self.order:
                self.step(self.order[self.row], event.y)
            return USED
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return USED if self.rect.collidepoint(event.pos) else PASS
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                return CANCEL
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self._ok()
            if not self.order:
                return USED
            if k == pygame.K_UP:
                self.row = (self.row - 1) % len(self.order)
            elif k == pygame.K_DOWN:
                self.row = (self.row + 1) % len(self.order)
            elif k in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.step(self.order[self.row], -1)
            elif k in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.step(self.order[self.row], 1)
            return USED
        return PASS

    def _ok(self) -> Reply:
        found = self.matching()
        return Reply("choose", found) if found else USED

    def texts(self) -> list[str]:
        return ([self.title] if self.title else []) + [f"{self.names.get(n, n)}: {self.values[n]}" for n in self.order]

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        surface.blit(gfx.panel(r.w, r.h, gfx.col("panel"), int(8 * s), gfx.col("highlight"), int(5 * s), 2), r.topleft)
        if self.title:
            img = gfx.text(gfx.fit_text(self.title, int(15 * s), r.w - 2 * self.pad, True), int(15 * s),
                           gfx.col("highlight"), True)
            surface.blit(img, (r.x + self.pad, r.y + self.pad))
        for i, name in enumerate(self.order):
            y = self._row_y(i)
            if i == self.row and len(self.order) > 1:
                pygame.draw.rect(surface, gfx.col("panel_light"), (r.x + 4, y, r.w - 8, self.row_h), border_radius=int(6 * s))
            at, lines = self.label_lines[name]
            line_h = gfx.font(at, True).get_linesize()
            for k, line in enumerate(lines):
                label = gfx.text(line, at, gfx.col("text"))
                surface.blit(label, (r.x + self.pad, y + self.row_h // 2 - line_h * len(lines) // 2 + k * line_h))
            lo, hi = self.ranges[name]
            for rect, sign, live in ((self.minus_rect(i), "-", self.values[name] > lo),
                                     (self.plus_rect(i), "+", self.values[name] < hi)):
                fill = gfx.col("button") if live else gfx.col("disabled")
                surface.blit(gfx.panel(rect.w, rect.h, fill, int(6 * s), gfx.darken(fill, .5), 0, 2), rect.topleft)
                t = gfx.text(sign, int(22 * s), gfx.col("text") if live else gfx.col("text_dim"), True)
                surface.blit(t, t.get_rect(center=rect.center))
            v = gfx.text(str(self.values[name]), int(22 * s), gfx.col("highlight"), True)
            mid = (self.minus_rect(i).right + self.plus_rect(i).left) // 2
            surface.blit(v, v.get_rect(center=(mid, self.minus_rect(i).centery)))
        live = bool(self.matching())
        for rect, label, primary, cancel in ((self.ok_rect(), _("OK"), live, False),
                                             (self.cancel_rect(), _("Cancel"), False, True)):
            fill = gfx.col("button_primary") if primary else (gfx.col("button") if cancel else gfx.col("disabled"))
            surface.blit(gfx.panel(rect.w, rect.h, fill, int(7 * s), gfx.darken(fill, .5), 0, 2), rect.topleft)
            t = gfx.text(label, int(16 * s), gfx.col("text"), True)
            surface.blit(t, t.get_rect(center=rect.center))
