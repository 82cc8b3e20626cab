"""The table's event log: lines as each seat may read them, wrapped to the panel, drawn newest last.

A line private to one seat (a card only its owner saw) carries the words every other seat reads
instead; ``visible(viewer)`` picks per line, so a hot-seat hand-over changes what the log shows.
"""

from __future__ import annotations

from typing import Any

import pygame

from sprites import gfx

LOG_LIMIT = 400


class GameLog:
    def __init__(self) -> None:
        self.entries: list[tuple[str, gfx.Colour, int | None, str]] = []  # text, colour, private seat, redacted
        self.scroll = 0
        self._key: tuple[Any, ...] = ()
        self._wrapped: list[tuple[str, gfx.Colour]] = []

    def add(self, line: str, colour: gfx.Colour, private: int | None = None, redacted: str = "") -> None:
        self.entries.append((line, colour, private, redacted))
        if len(self.entries) > LOG_LIMIT:
            del self.entries[: len(self.entries) - LOG_LIMIT]
        self.scroll = 0

    def visible(self, viewer: int | None) -> list[tuple[str, gfx.Colour]]:
        """The log as the seat at the screen may read it."""
        return [(redacted if private is not None and private != viewer else line, colour)
                for line, colour, private, redacted in self.entries]

    def lines(self, viewer: int | None, width: int, s: float) -> list[tuple[str, gfx.Colour]]:
        """The visible log wrapped to ``width`` (a long event reads whole, on several lines);
        rebuilt only when the log, the viewer or the size changes."""
        entries = self.entries
        key = (len(entries), id(entries[-1]) if entries else 0, viewer, width, s)
        if key != self._key:
            out: list[tuple[str, gfx.Colour]] = []
            size = int(14 * s)
            for line, colour in self.visible(viewer):
                out.extend((part, colour) for part in wrapped_line(line, size, width))
            self._wrapped, self._key = out, key
        return self._wrapped

    def scroll_by(self, rows: int, viewer: int | None, width: int, s: float) -> None:
        self.scroll = max(0, min(len(self.lines(viewer, width, s)) - 1, self.scroll + rows))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, top: int, viewer: int | None, s: float) -> None:
        """The newest lines that fit between ``top`` and the bottom of ``rect``."""
        line_h = int(20 * s)
        rows = max(1, (rect.bottom - top - int(6 * s)) // line_h)
        lines = self.lines(viewer, rect.w - int(24 * s), s)
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
