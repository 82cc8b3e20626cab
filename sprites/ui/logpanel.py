"""The log drawn in its panel: the lines the seat at the screen may read, wrapped to the panel's
width, newest last, scrolled by the wheel. The lines themselves are the table's
(:class:`sprites.table.log.GameLog`); a line's style becomes its colour here."""

from __future__ import annotations

from typing import Any

import pygame

from sprites.ui import gfx


def style_colour(style: Any) -> gfx.Colour:
    """A log line's colour: a seat's colour in the game on screen, a theme style, or its own."""
    if isinstance(style, int) and not isinstance(style, bool):
        return gfx.seat_colour(style)
    if isinstance(style, str):
        return gfx.col(style)
    return tuple(style)  # type: ignore[return-value]


class LogPanel:
    def __init__(self) -> None:
        self.scroll = 0
        self._key: tuple[Any, ...] = ()
        self._wrapped: list[tuple[str, gfx.Colour]] = []

    def lines(self, log: Any, viewer: int | None, width: int, s: float) -> list[tuple[str, gfx.Colour]]:
        """The visible log wrapped to ``width`` (a long event reads whole, on several lines);
        rebuilt only when the log, the viewer, the size or the game's colours change."""
        key = (id(log), log.version, len(log.entries), viewer, width, s, gfx.colour_generation())
        if key != self._key:
            out: list[tuple[str, gfx.Colour]] = []
            size = int(14 * s)
            for line, style in log.visible(viewer):
                colour = style_colour(style)
                out.extend((part, colour) for part in wrapped_line(line, size, width))
            self._wrapped, self._key = out, key
        return self._wrapped

    def scroll_by(self, rows: int, log: Any, viewer: int | None, width: int, s: float) -> None:
        self.scroll = max(0, min(len(self.lines(log, viewer, width, s)) - 1, self.scroll + rows))

    def draw(self, surface: pygame.Surface, log: Any, rect: pygame.Rect, top: int, viewer: int | None,
             s: float) -> None:
        """The newest lines that fit between ``top`` and the bottom of ``rect``."""
        line_h = int(20 * s)
        rows = max(1, (rect.bottom - top - int(6 * s)) // line_h)
        lines = self.lines(log, viewer, rect.w - int(24 * s), s)
        end = len(lines) - min(self.scroll, max(0, len(lines) - rows))
        for i, (line, colour) in enumerate(lines[max(0, end - rows):end]):
            img = gfx.text(gfx.fit_text(line, int(14 * s), rect.w - int(24 * s)), int(14 * s), colour)
            surface.blit(img, (rect.x + int(12 * s), top + i * line_h))


_wrap_cache = gfx.LRU(2000)


def wrapped_line(line: str, size: int, width: int) -> tuple[str, ...]:
    """One log entry on as many lines as it needs, continuation lines indented (cached)."""
    def make() -> tuple[str, ...]:
        indent = line[: len(line) - len(line.lstrip(" "))]
        parts = gfx.wrap(line.strip(), size, width - gfx.font(size).size(indent + "  ")[0])
        return (indent + parts[0], *(indent + "  " + part for part in parts[1:]))

    return _wrap_cache.get_or((line, size, width), make)
