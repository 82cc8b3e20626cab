"""Saves verified by replaying them, off the frame loop: the saves list asks, a background
thread replays one file at a time, and each verdict is kept per version of the file (path, size,
modification time), so a list opened again does not replay again.

A verdict is "" for a save that loads, else the reason it does not. The replay of a long game
takes seconds; in a thread the list stays responsive while it runs.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path

from sprites.tr import _

MAX_VERDICTS = 500

_lock = threading.Lock()
_verdicts: OrderedDict[tuple[str, int, int], str] = OrderedDict()
_queue: list[Path] = []
_thread: threading.Thread | None = None


def _key(path: Path) -> tuple[str, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (str(path), st.st_size, st.st_mtime_ns)


def replay(path: Path) -> str:
    """Load ``path`` now: "" if it loads, else the reason (remembered like any verdict)."""
    from game.core.saves import SaveError, load_match

    try:
        load_match(path)
        reason = ""
    except SaveError as err:
        reason = str(err)
    except Exception as err:  # the loader promises SaveError only; the list stays up regardless
        reason = type(err).__name__
    key = _key(path)
    if key is not None:
        with _lock:
            _verdicts[key] = reason
            while len(_verdicts) > MAX_VERDICTS:
                _verdicts.popitem(last=False)
    return reason


def ask(path: Path) -> str | None:
    """The verdict on ``path`` if known; otherwise ``None``, and it is queued (in the order asked)."""
    global _thread
    key = _key(path)
    if key is None:
        return _("the file is gone")
    with _lock:
        if key in _verdicts:
            return _verdicts[key]
        if path not in _queue:
            _queue.append(path)
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_work, name="save-verifier", daemon=True)
            _thread.start()
    return None


def _work() -> None:
    while True:
        with _lock:
            if not _queue:
                return
            path = _queue.pop(0)
        replay(path)
