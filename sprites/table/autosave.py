"""The autosave writer: a background thread saves snapshots of matches while the tables play on.

One queue and one thread serve every table, so jobs land in the order they were asked for: the
table left behind by a quick-load cannot overwrite the loaded game's autosave after it, and a
finished game's autosave, deleted by a job queued after its last write, cannot come back. A job
still waiting is replaced by a newer one for the same file (only the newest position matters);
none is ever dropped otherwise. Writes are atomic (``game.core.saves``), so a kill at any moment
leaves the previous autosave or the new one.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from game.core.match import Match


class _Queue:
    """The jobs of every :class:`Autosaver`, written one at a time by one thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.jobs: dict[Path, tuple[Autosaver, Match | None, dict[str, Any]]] = {}
        self.thread: threading.Thread | None = None
        self.busy = False   # a thread owns the queue: it drains every job before it stops

    def put(self, owner: Autosaver, path: Path, match: Match | None, meta: dict[str, Any]) -> None:
        with self.lock:
            self.jobs.pop(path, None)
            self.jobs[path] = (owner, match, meta)
            if not self.busy:
                self.busy = True
                self.thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self.thread.start()

    def _run(self) -> None:
        from game.core.saves import SaveError, save_match

        while True:
            with self.lock:
                if not self.jobs:
                    # decided under the lock: a job put after this starts a new thread
                    self.busy = False
                    return
                path = next(iter(self.jobs))
                owner, match, meta = self.jobs.pop(path)
            try:
                if match is None:
                    path.unlink(missing_ok=True)
                else:
                    save_match(match, path, meta)
                    owner.written += 1
            except SaveError as err:
                owner.errors.append(str(err))
            except Exception as err:  # never let a save kill the client
                owner.errors.append(repr(err))

    def idle(self) -> bool:
        with self.lock:
            return not self.busy

    def wait(self, timeout: float) -> bool:
        end = time.perf_counter() + timeout
        while time.perf_counter() < end:
            with self.lock:
                if not self.busy:
                    return True
                t = self.thread
            if t is not None:
                t.join(0.05)
        return self.idle()


_QUEUE = _Queue()


class Autosaver:
    """A table's handle on the shared writer: its errors and how many saves it wrote."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.written = 0

    def save(self, match: Match, path: Path, meta: dict[str, Any]) -> None:
        _QUEUE.put(self, path, match.snapshot(), dict(meta))

    def delete(self, path: Path) -> None:
        """Remove ``path`` once every save queued before has been written."""
        _QUEUE.put(self, path, None, {})

    def wait(self, timeout: float = 5.0) -> bool:
        """Until every queued job is done (True), or ``timeout`` seconds (False)."""
        return _QUEUE.wait(timeout)
