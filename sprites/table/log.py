"""The game's log: each line in the words of every seat, keyed by the action that wrote it.

Each line about play is kept in the words of every seat (and of a spectator, ``None``): another
seat's action in the engine's public description, events as the engine words them for that seat.
``visible(viewer)`` reads the log of the seat at the screen, so a hot-seat hand-over changes what
the log shows. Every line carries ``at``, the number of actions played when it was written, so
taking actions back truncates the log to the very lines it had (``truncate``).

A line's ``style`` says how it looks without naming a colour: a seat number (that seat's colour
in the game on screen) or a style of the theme ("text", "highlight", "danger", "ok"); the view
picks the colour when it draws, so a loaded game's lines look as they did when played.

``narrate`` words one action for everybody; ``replay_into`` words a loaded game. Pure Python: the
drawing is :mod:`sprites.ui.logpanel`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.events import Event
from game.core.match import Match
from game.core.protocol import Rules
from game.core.types import Action

LOG_LIMIT = 400
Seen = dict[int | None, str]   # the words of one line for each reader
Style = int | str | tuple[int, ...]   # a seat, a theme style, or (rarely) a colour of its own


class Line:
    __slots__ = ("at", "words", "style", "private", "redacted")

    def __init__(self, at: int, words: str | Seen, style: Style, private: int | None = None,
                 redacted: str = "") -> None:
        self.at = at
        self.words = words
        self.style = style
        self.private = private
        self.redacted = redacted

    def text_for(self, viewer: int | None) -> str:
        """What ``viewer`` reads of this line ("" when nothing)."""
        if isinstance(self.words, dict):
            return self.words.get(viewer, self.words.get(None, ""))
        return self.redacted if self.private is not None and self.private != viewer else self.words


class GameLog:
    def __init__(self) -> None:
        self.entries: list[Line] = []
        self.version = 0          # changes whenever the lines do (a view caches by it)

    def add(self, words: str | Seen, style: Style, at: int = 0, private: int | None = None,
            redacted: str = "") -> None:
        self.entries.append(Line(at, words, style, private, redacted))
        if len(self.entries) > LOG_LIMIT:
            del self.entries[: len(self.entries) - LOG_LIMIT]
        self.version += 1

    def truncate(self, at: int) -> None:
        """Only the lines written while at most ``at`` actions were played stay (undo)."""
        keep = len(self.entries)
        while keep and self.entries[keep - 1].at > at:
            keep -= 1
        if keep != len(self.entries):
            del self.entries[keep:]
            self.version += 1

    def visible(self, viewer: int | None) -> list[tuple[str, Style]]:
        """The log as the seat at the screen may read it (a line with no words for it is left out)."""
        out = []
        for line in self.entries:
            text = line.text_for(viewer)
            if text:
                out.append((text, line.style))
        return out


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
            at: int) -> None:
    """Log an action played (the ``at``-th): ``words`` from :func:`action_words` taken before it,
    then its events worded on ``state`` (after it)."""
    who = list(words)
    log.add(words, action.seat, at)
    for event in events:
        log.add(event_words(rules, state, event, who), "text", at)


def replay_into(log: GameLog, match: Match, after_each: Callable[[Match, list[Event]], None] | None = None) -> None:
    """The log of a loaded game: its actions replayed from the seed (a save is a replay), each
    worded as it was when played; ``after_each`` sees the replay and the events after every
    action (and the replay once before the first, with no events). The actions are the match's
    own, each checked when it was played or when its save was verified, so the replay performs
    them without a second check."""
    rules = match.rules
    replay = Match(rules, match.options, match.seed)
    if after_each is not None:
        after_each(replay, [])
    who = readers(rules, replay.state)
    for action in match.actions:
        words = action_words(rules, replay.state, action, who)
        events = replay.play_known(action)
        narrate(log, rules, replay.state, action, words, events, len(replay.actions))
        if after_each is not None:
            after_each(replay, events)
