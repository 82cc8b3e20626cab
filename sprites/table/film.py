"""A game to watch: its states by position (``game.core.replay.Replay``) and its log, each line in
the words of every seat, of a spectator and, once the game is over, of nobody's secrets at all.

Built in one pass from the seed; ``log_at(k)`` is then the log as it stood after ``k`` actions,
so a jump anywhere shows the log of that moment without wording anything again.
"""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.core.protocol import Rules
from game.core.replay import KEYFRAME_EVERY, Replay
from game.core.types import Action
from sprites.table.log import LOG_LIMIT, Line, Seen, action_words, event_words, readers

ALL = -1   # the reader who sees everything: the log of "reveal all" once the game is over


class Film:
    """A finished or saved game, ready to be watched from any point."""

    def __init__(self, rules: Rules, options: dict[str, Any] | None, seed: int, actions: list[Action],
                 every: int = KEYFRAME_EVERY) -> None:
        self.rules = rules
        self.entries: list[Line] = []
        self.marks: list[int] = [0]          # how many log entries stand after k actions
        self.periods: list[int] = []         # the round / turn after k actions
        self._who: list[int | None] = []
        self._words: Seen = {}
        self.replay = Replay(rules, options, seed, actions, every, self._before, self._after)
        if not self.periods:
            self.periods.append(self._period(self.replay.final))
        self.over = rules.is_over(self.replay.final)
        if not self.over:
            # nobody may read another seat's secrets in an unfinished game
            for line in self.entries:
                if isinstance(line.words, dict):
                    line.words.pop(ALL, None)

    # ------------------------------------------------------------------ the one pass
    def _before(self, index: int, state: Any, action: Action) -> None:
        if index == 0:
            self._who = [*readers(self.rules, state), ALL]
            self.periods.append(self._period(state))
        who = self._who[:-1]
        self._words = action_words(self.rules, state, action, who)
        self._words[ALL] = self._words.get(action.seat, "")

    def _after(self, index: int, state: Any, action: Action, events: list[Event]) -> None:
        self.entries.append(Line(index + 1, self._words, action.seat))
        who = self._who[:-1]
        for event in events:
            words = event_words(self.rules, state, event, who)
            try:
                private = event.private_to()
            except Exception:
                private = None
            words[ALL] = words.get(private, "") if private is not None else words.get(None, "")
            self.entries.append(Line(index + 1, words, "text"))
        self.marks.append(len(self.entries))
        self.periods.append(self._period(state))

    def _period(self, state: Any) -> int:
        try:
            return int(self.rules.period(state))
        except Exception:
            return 0

    # ------------------------------------------------------------------ reading
    def __len__(self) -> int:
        return len(self.replay)

    @property
    def actions(self) -> list[Action]:
        return self.replay.actions

    def state_at(self, k: int) -> Any:
        return self.replay.state_at(k)

    def log_at(self, k: int) -> list[Line]:
        """The log's entries after ``k`` actions (the newest ones a log panel keeps)."""
        end = self.marks[self.replay.clamp(k)] if self.marks else 0
        return self.entries[max(0, end - LOG_LIMIT):end]

    def period_starts(self) -> list[int]:
        """The positions where a new round (or turn, in the game's own unit) begins."""
        return [k for k in range(1, len(self.periods)) if self.periods[k] != self.periods[k - 1]]
