"""A small widget layer with keyboard and gamepad focus: buttons, value cyclers, a digits field.

Every menu is a :class:`Menu` of widgets with spatial focus navigation (arrows / d-pad move to
the nearest widget in that direction, Enter / A activates, Left/Right change a cycler). Mouse
clicks activate on button-down. Looks come from the theme palette in ``gfx``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sprites.tr import _
from sprites.ui import gfx
from sprites.ui.audit import FLOOR

TextSource = str | Callable[[], str]

ACCEPT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIRECTIONS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}


def resolve(source: TextSource) -> str:
    """A widget's text: a callable's result, or a text marked with ``N_()`` in the player's language
    (translated each time it is drawn, so a language switch shows at once)."""
    return source() if callable(source) else _(source)


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect | Sequence[int] | None = None, name: str = "") -> None:
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.enabled = True
        self.visible = True
        self.name = name
        self.scale = 1.0

    def activate(self) -> None:
        pass

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def key(self, key: int) -> bool:
        """Left/right and typing; True when the widget used the key."""
        return False

    def textinput(self, s: str) -> bool:
        return False

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        pass

    def text(self) -> str:
        return ""


class Button(Widget):
    def __init__(self, label: TextSource, on_press: Callable[[], Any], rect: Any = None,
                 style: str = "normal", name: str = "", size: int = 20) -> None:
        super().__init__(rect, name)
        self.label = label
        self.on_press = on_press
        self.style = style
        self.size = size

    def text(self) -> str:
        return resolve(self.label)

    def activate(self) -> None:
        if self.enabled:
            self.on_press()

    def colours(self, focused: bool, hovered: bool) -> tuple[gfx.Colour, gfx.Colour]:
        if not self.enabled:
            return gfx.col("disabled"), gfx.col("text_dim")
        if self.style == "primary":
            base = gfx.col("button_primary_hover" if (focused or hovered) else "button_primary")
            return base, gfx.col("text_dark")
        if self.style == "danger":
            base = gfx.col("button_danger")
            return (gfx.lighten(base, .15) if (focused or hovered) else base), gfx.col("text")
        return gfx.col("button_hover" if (focused or hovered) else "button"), gfx.col("text")

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        fill, fg = self.colours(focused, hovered)
        r = self.rect
        border = gfx.col("focus") if focused else gfx.darken(fill, .5)
        surface.blit(gfx.panel(r.w, r.h, fill, max(4, r.h // 4), border, max(2, r.h // 12), 3 if focused else 2),
                     r.topleft)
        fs = int(self.size * self.scale)
        # the label fits by design: smaller down to the floor, then on two lines if the button is
        # tall enough for them
        most = 2 if r.h >= 2.3 * gfx.font(int(FLOOR * self.scale), True).get_linesize() else 1
        size, lines = gfx.fit_lines(self.text(), fs, min(fs, int(FLOOR * self.scale)), r.w - 12, most, True)
        line_h = gfx.font(size, True).get_linesize()
        top = r.centery - line_h * len(lines) // 2
        for i, line in enumerate(lines):
            label = gfx.text(line, size, fg, True)
            surface.blit(label, label.get_rect(midtop=(r.centerx, top + i * line_h)))


class Cycle(Widget):
    """A labelled value changed with Left/Right (or clicking the arrows); Enter steps forward."""

    def __init__(self, label: TextSource, values: Sequence[Any], index: int,
                 on_change: Callable[[Any], Any] | None = None, rect: Any = None,
                 show: Callable[[Any], str] | None = None, name: str = "", size: int = 18) -> None:
        super().__init__(rect, name)
        self.label = label
        self.values = list(values)
        self.index = max(0, min(index, len(self.values) - 1))
        self.on_change = on_change
        self.show = show or (lambda v: str(v))
        self.size = size
        self._split: dict[tuple[Any, ...], tuple[int, int]] = {}

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def set_value(self, value: Any) -> None:
        if value in self.values:
            self.index = self.values.index(value)

    def step(self, delta: int) -> None:
        if not self.enabled or not self.values:
            return
        self.index = (self.index + delta) % len(self.values)
        if self.on_change:
            self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def click(self, pos: tuple[int, int]) -> None:
        half = self.rect.w // 2
        if self.rect.x + half <= pos[0] < self.rect.x + half + half // 3:
            self.step(-1)   # the left arrow
        else:
            self.step(1)

    def key(self, key: int) -> bool:
        if key == pygame.K_LEFT:
            self.step(-1)
            return True
        if key == pygame.K_RIGHT:
            self.step(1)
            return True
        return False

    def text(self) -> str:
        return f"{resolve(self.label)}: {self.show(self.value)}"

    def split(self, text: str, shown: str, fs: int, a: int) -> tuple[int, int]:
        """Where the label ends and the value begins, and the font size: half and half when both
        fit, else the side that needs more takes the room, else a smaller font (cached)."""
        key = (text, shown, self.rect.w, fs, a)
        got = self._split.get(key)
        if got is not None:
            return got
        w = self.rect.w
        out = (-1, fs)   # nothing fits side by side: stacked (see draw_stacked)
        floor = int(FLOOR * self.scale)
        for size in sorted({fs, max(floor, int(fs * 0.88)), max(floor, int(fs * 0.78))}, reverse=True):
            need_l = gfx.font(size).size(gfx.safe(text))[0] + 28
            need_v = gfx.font(size, True).size(gfx.safe(shown, True))[0] + 4 * a + 12
            if need_l + need_v <= w:
                half = w // 2
                if need_l > half:
                    half = need_l
                elif need_v > w - half:
                    half = w - need_v
                out = (half, size)
                break
        if len(self._split) > 64:
            self._split.clear()
        self._split[key] = out
        return out

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        r = self.rect
        fill = gfx.col("panel_light" if (focused or hovered) else "panel")
        border = gfx.col("focus") if focused else gfx.col("panel_edge")
        surface.blit(gfx.panel(r.w, r.h, fill, max(4, r.h // 4), border, 3, 3 if focused else 2), r.topleft)
        fs = int(self.size * self.scale)
        a = max(5, r.h // 5)
        text, shown = resolve(self.label), self.show(self.value)
        half, fs = self.split(text, shown, fs, a)
        floor = int(FLOOR * self.scale)
        arrow = gfx.col("highlight") if (focused and self.enabled) else gfx.col("text_dim")
        if half < 0:   # label and value side by side would not fit: the label above, the value below
            self.draw_stacked(surface, text, shown, fs, floor, a, arrow)
            return
        label = gfx.text(gfx.fit_text(text, fs, half - 16), fs, gfx.col("text_dim"))
        surface.blit(label, label.get_rect(midleft=(r.x + 12, r.centery)))
        vx0, vx1 = r.x + half, r.right - 8
        cy = r.centery
        pygame.draw.polygon(surface, arrow, [(vx0 + 4, cy), (vx0 + 4 + a, cy - a), (vx0 + 4 + a, cy + a)])
        pygame.draw.polygon(surface, arrow, [(vx1 - 4, cy), (vx1 - 4 - a, cy - a), (vx1 - 4 - a, cy + a)])
        value = gfx.text(gfx.fit_text(shown, fs, vx1 - vx0 - 4 * a, True), fs,
                         gfx.col("text") if self.enabled else gfx.col("text_dim"), True)
        surface.blit(value, value.get_rect(center=((vx0 + vx1) // 2, cy)))

    def draw_stacked(self, surface: pygame.Surface, text: str, shown: str, fs: int, floor: int, a: int,
                     arrow: gfx.Colour) -> None:
        r = self.rect
        small = max(floor, int(fs * 0.78))
        label = gfx.text(gfx.fit_text(text, small, r.w - 24), small, gfx.col("text_dim"))
        surface.blit(label, (r.x + 12, r.y + 3))
        band = pygame.Rect(r.x + 8, r.y + 3 + label.get_height(), r.w - 16, r.bottom - 3 - (r.y + 3 + label.get_height()))
        a = max(4, min(a, band.h // 3))
        cy = band.centery
        pygame.draw.polygon(surface, arrow, [(band.x, cy), (band.x + a, cy - a), (band.x + a, cy + a)])
        pygame.draw.polygon(surface, arrow, [(band.right, cy), (band.right - a, cy - a), (band.right - a, cy + a)])
        size, lines = gfx.fit_lines(shown, fs, floor, band.w - 4 * a - 12, 1, True)
        value = gfx.text(lines[0], size, gfx.col("text") if self.enabled else gfx.col("text_dim"), True)
        surface.blit(value, value.get_rect(center=band.center))


class TextField(Widget):
    """A short field taking only ``allowed`` characters (the seed: digits)."""

    def __init__(self, label: TextSource, value: str = "", rect: Any = None, allowed: str = "0123456789",
                 max_len: int = 12, name: str = "", size: int = 18, placeholder: TextSource = "") -> None:
        super().__init__(rect, name)
        self.label = label
        self.value = value
        self.allowed = allowed
        self.max_len = max_len
        self.size = size
        self.placeholder = placeholder
        self.blink = 0.0

    def textinput(self, s: str) -> bool:
        added = "".join(ch for ch in s if ch in self.allowed)
        self.value = (self.value + added)[: self.max_len]
        return True

    def key(self, key: int) -> bool:
        if key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        if key == pygame.K_DELETE:
            self.value = ""
            return True
        return False

    def activate(self) -> None:
        pass  # Enter keeps what was typed (Delete clears, Backspace removes a digit)

    def click(self, pos: tuple[int, int]) -> None:
        pass  # clicking focuses (the Menu does that)

    def text(self) -> str:
        return f"{resolve(self.label)}: {self.value}"

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        r = self.rect
        fill = gfx.col("panel_light" if (focused or hovered) else "panel")
        border = gfx.col("focus") if focused else gfx.col("panel_edge")
        surface.blit(gfx.panel(r.w, r.h, fill, max(4, r.h // 4), border, 3, 3 if focused else 2), r.topleft)
        fs = int(self.size * self.scale)
        half = r.w // 2
        label = gfx.text(gfx.fit_text(resolve(self.label), fs, half - 16), fs, gfx.col("text_dim"))
        surface.blit(label, label.get_rect(midleft=(r.x + 12, r.centery)))
        box = pygame.Rect(r.x + half, r.y + 6, half - 10, r.h - 12)
        pygame.draw.rect(surface, gfx.col("panel_edge"), box, border_radius=4)
        if self.value:
            shown = gfx.text(self.value, fs, gfx.col("text"), True)
        else:
            shown = gfx.text(resolve(self.placeholder) if self.placeholder else "", fs, gfx.col("text_dim"))
        surface.blit(shown, shown.get_rect(midleft=(box.x + 8, box.centery)))
        if focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = box.x + 10 + (shown.get_width() if self.value else 0)
            pygame.draw.line(surface, gfx.col("focus"), (x, box.y + 5), (x, box.bottom - 5), 2)


class Menu:
    """A focus ring over widgets: spatial arrow navigation, Enter to activate, mouse hover/click."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0
        self.hover: Widget | None = None

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def live(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable]

    @property
    def focused(self) -> Widget | None:
        live = self.live()
        if not live:
            return None
        self.focus = max(0, min(self.focus, len(live) - 1))
        return live[self.focus]

    def focus_on(self, widget: Widget) -> None:
        live = self.live()
        if widget in live:
            self.focus = live.index(widget)

    def by_name(self, name: str) -> Widget | None:
        for w in self.widgets:
            if w.name == name:
                return w
        return None

    def at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.live()):
            if w.rect.collidepoint(pos):
                return w
        return None

    def move(self, dx: int, dy: int) -> None:
        current = self.focused
        live = self.live()
        if current is None:
            return
        cx, cy = current.rect.center
        best, best_score = None, None
        for w in live:
            if w is current:
                continue
            wx, wy = w.rect.center
            primary = (wx - cx) * dx + (wy - cy) * dy
            if primary <= 0:
                continue
            secondary = abs((wx - cx) * dy) + abs((wy - cy) * dx)
            score = primary + 2.5 * secondary
            if best_score is None or score < best_score:
                best, best_score = w, score
        if best is None:
            # wrap around in reading order for up/down, so every widget stays reachable
            idx = live.index(current)
            step = 1 if (dx + dy) > 0 else -1
            best = live[(idx + step) % len(live)]
        self.focus = live.index(best)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            w = self.at(event.pos)
            self.hover = w
            return w is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            w = self.at(event.pos)
            if w is not None:
                self.focus_on(w)
                if w.enabled:
                    w.click(event.pos)
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            f = self.focused
            return bool(f and f.textinput(event.text))
        if event.type == pygame.KEYDOWN:
            f = self.focused
            if f is not None and f.key(event.key):
                return True
            if event.key in DIRECTIONS:
                self.move(*DIRECTIONS[event.key])
                return True
            if event.key == pygame.K_TAB:
                live = self.live()
                if live:
                    back = event.mod & pygame.KMOD_SHIFT
                    self.focus = (self.focus + (-1 if back else 1)) % len(live)
                return True
            if event.key in ACCEPT_KEYS and f is not None:
                f.activate()
                return True
        return False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        focused = self.focused
        for w in self.widgets:
            if w.visible:
                w.scale = scale
                w.draw(surface, w is focused, w is self.hover)
