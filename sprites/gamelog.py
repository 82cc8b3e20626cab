"""The table's event log: lines as each seat may read them, wrapped to the panel, drawn newest last.

Each line about play is kept in the words of every seat (and of a spectator, ``None``): another
seat's action in the engine's public description, events as the engine words them for that seat.
``visible(viewer)`` reads the log of the seat at the screen, so a hot-seat hand-over changes what
the log shows. ``narrate`` words one action for everybody; ``replay_into`` words a loaded game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.events import Event
from game.core.match import Match
from game.core.protocol import Rules
from game.core.types import Action
from sprites import gfx

LOG_LIMIT = 400
Seen = dict[int | None, str]   # the words of one line for each reader


class GameLog:
    def __init__(self) -> None:
        # text (or its words for each reader), colour, private seat, redacted text
        self.entries: list[tuple[str | Seen, gfx.Colour, int | None, str]] = []
        self.scroll = 0
        self._key: tuple[Any, ...] = ()
        self._wrapped: list[tuple[str, gfx.Colour]] = []

    def add(self, line: str | Seen, colour: gfx.Colour, private: int | None = None, redacted: str = "") -> None:
        self.entries.append((line, colour, private, redacted))
        if len(self.entries) > LOG_LIMIT:
            del self.entries[: len(self.entries) - LOG_LIMIT]
        self.scroll = 0

    def visible(self, viewer: int | None) -> list[tuple[str, gfx.Colour]]:
        """The log as the seat at the screen may read it (a line with no words for it is left out)."""
        out = []
        for line, colour, private, redacted in self.entries:
            if isinstance(line, dict):
                text = line.get(viewer, line.get(None, ""))
            else:
                text = redacted if private is not None and private != viewer else line
            if text:
                out.append((text, colour))
        return out

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


# ---------------------------------------------------------------------------------------- words
def readers(rules: Rules, state: Any) -> list[int | None]:
    """Everyone who may sit at the screen: each seat, and a spectator."""
    return [*range(rules.num_seats(state)), None]


def action_words(rules: Rules, state: Any, action: Action, who: list[int | None]) -> Seen:
    """The line about ``action`` (``state`` before it is played) for each reader: the actor's
    name and the engine's public description (the actor reads its own label)."""
    try:
        name = rules.seat_name(state, action.seat)
    except Exception:
        name = f"#{action.seat + 1}"
    out: Seen = {}
    for reader in who:
        try:
            text = rules.public_label(state, action, reader)
        except Exception:   # an engine bug must not show another seat's secret label
            text = action.label() if reader == action.seat else type(action).__name__
        out[reader] = f"{name}: {text}"
    return out


def event_words(rules: Rules, state: Any, event: Event, who: list[int | None]) -> Seen:
    """The line about ``event`` (``state`` after the action) for each reader; empty for a
    reader the engine tells nothing."""
    out: Seen = {}
    for reader in who:
        try:
            text = rules.event_text(state, event, reader)
        except Exception:
            text = "" if event.private_to() is not None else type(event).__name__
        out[reader] = f"   {text}" if text else ""
    return out


def narrate(log: GameLog, rules: Rules, state: Any, action: Action, words: Seen, events: list[Event],
            colour: gfx.Colour) -> None:
    """Log an action played: ``words`` from :func:`action_words` taken before it, then its events
    worded on ``state`` (after it)."""
    who = list(words)
    log.add(words, colour)
    for event in events:
        log.add(event_words(rules, state, event, who), gfx.col("text"))


def replay_into(log: GameLog, match: Match, colour_of: Callable[[int], gfx.Colour],
                after_each: Callable[[Match], None] | None = None,
                on_events: Callable[[list[Event]], None] | None = None) -> None:
    """The log of a loaded game: its actions replayed from the seed (a save is a replay), each
    worded as it was when played; ``after_each`` sees the replay after every action. The actions
    are the match's own, each checked when it was played or when its save was verified, so the
    replay performs them without a second check."""
    rules = match.rules
    replay = Match(rules, match.options, match.seed)
    if after_each is not None:
        after_each(replay)
    who = readers(rules, replay.state)
    for action in match.actions:
        words = action_words(rules, replay.state, action, who)
        events = replay.play_known(action)
        if on_events is not None:
            on_events(events)
        narrate(log, rules, replay.state, action, words, events, colour_of(action.seat))
        if after_each is not None:
            after_each(replay)
