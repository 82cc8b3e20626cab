"""The autosave writer: a background thread saves a snapshot of the match while the table plays on."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from game.core.match import Match


def snapshot(match: Match) -> Match:
    """A copy a background thread can save while the table plays on."""
    copy = Match.__new__(Match)
    copy.rules = match.rules
    copy.options = dict(match.options)
    copy.seed = match.seed
    copy.state = match.rules.clone(match.state)
    copy.actions = list(match.actions)
    return copy


class Autosaver:
    """Writes the autosave in a background thread; one write at a time, the newest wins."""

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.next: tuple[Match, Path, dict[str, Any]] | None = None
        self.errors: list[str] = []
        self.lock = threading.Lock()
        self.written = 0

    def save(self, match: Match, path: Path, meta: dict[str, Any]) -> None:
        with self.lock:
            self.next = (snapshot(match), path, meta)
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, daemon=True)
                self.thread.start()

    def _run(self) -> None:
        from game.core.saves import SaveError, save_match

        while True:
            with self.lock:
                job, self.next = self.next, None
                if job is None:
                    return
            try:
                save_match(job[0], job[1], job[2])
                self.written += 1
            except SaveError as err:
                self.errors.append(str(err))
            except Exception as err:  # never let a save kill the client
                self.errors.append(repr(err))

    def wait(self, timeout: float = 5.0) -> None:
        end = time.perf_counter() + timeout
        while time.perf_counter() < end:
            with self.lock:
                t = self.thread
            if t is None or not t.is_alive():
                return
            t.join(0.05)
