"""Where a game's saves go: its own autosave and quick-save, and named saves that never collide.

A game is known by a key made when it starts and kept in every save's meta, so the autosave of
a loaded game goes on in the same file, a new game (or "Play again") starts its own, and one
game's quick-load never picks up another game's quick-save.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

from game.core.match import Match
from sprites.config import saves_dir

KEY = "game_key"          # the meta entry naming the game a save belongs to
_SAFE = re.compile(r"[^A-Za-z0-9-]")


def game_key(match: Match) -> str:
    """The key of ``match``'s game, made the first time it is asked for."""
    key = getattr(match, "game_key", "")
    if not key:
        key = f"{match.seed:x}-{time.time_ns():x}"
        match.game_key = key  # type: ignore[attr-defined]
    return key


def adopt(match: Match, meta: dict[str, Any]) -> None:
    """A loaded game keeps the key its save was written under (a save from before keys gets a
    new one: its autosave then starts afresh rather than overwrite another game's)."""
    key = meta.get(KEY)
    if isinstance(key, str) and key and _SAFE.sub("", key) == key and len(key) <= 40:
        match.game_key = key  # type: ignore[attr-defined]


def autosave_path(game_id: str, key: str) -> Path:
    return saves_dir() / f"autosave-{game_id}-{key}.save"


def quick_path(game_id: str, key: str) -> Path:
    return saves_dir() / f"quick-{game_id}-{key}.save"


def named_path(game_id: str) -> Path:
    """A new file for a save the player asked for: stamped with the time, and numbered when a
    file of that second already exists, so a second press never overwrites the first."""
    folder = saves_dir()
    stem = f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}"
    path, n = folder / f"{stem}.save", 2
    while path.exists():
        path, n = folder / f"{stem}-{n}.save", n + 1
    return path
