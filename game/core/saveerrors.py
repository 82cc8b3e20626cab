"""The errors a save can be refused with: one class per way a file can be bad.

A message is shown in a toast, a list row and a terminal line, and parts of it may come from the
file itself (a game id, an option name, an engine's reason), so every message is folded onto one
line and cut to :data:`MAX_MESSAGE` characters here, whatever the caller built.
"""

from __future__ import annotations

from typing import Any

MAX_MESSAGE = 300


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` on one line, at most ``limit`` characters (an ellipsis says it was cut)."""
    flat = " ".join(text[: limit * 4].split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def quoted(value: Any, limit: int = 40) -> str:
    """A value read from a file, shown safely: never more than ``limit`` characters, and without
    building the repr of a huge value first."""
    if isinstance(value, str | bytes):
        value = value[:limit + 1]
    elif isinstance(value, list | tuple | dict):
        return f"<{type(value).__name__} of {len(value)}>"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class SaveError(Exception):
    """A save that cannot be used. ``str(err)`` says why, in words a player can read."""

    kind = "error"

    def __init__(self, message: str = "") -> None:
        super().__init__(one_line(str(message)))


class SaveTooLarge(SaveError):
    kind = "oversized"


class SaveTruncated(SaveError):
    kind = "truncated"


class SaveNotMsgpack(SaveError):
    kind = "not_msgpack"


class SaveWrongFormat(SaveError):
    kind = "wrong_format"


class SaveNewerVersion(SaveError):
    kind = "newer_version"


class SaveUnknownGame(SaveError):
    kind = "unknown_game"


class SaveMalformed(SaveError):
    kind = "malformed"


class SaveIllegalAction(SaveError):
    kind = "illegal_action"


class SaveDigestMismatch(SaveError):
    kind = "digest_mismatch"


class SaveIOError(SaveError):
    kind = "io"
