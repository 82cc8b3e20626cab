"""Where a game's saves go: its own autosave and quick-save, and named saves that never collide;
what a save's meta says about who sat where; the list of saves.

A game is known by a key made when it starts and kept in every save's meta, so the autosave of
a loaded game goes on in the same file, a new game (or "Play again") starts its own, and one
game's quick-load never picks up another game's quick-save.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

from game.core import saves
from sprites.config import saves_dir
from sprites.table.seats import CONTROLLERS

KEY = "game_key"          # the meta entry naming the game a save belongs to
_SAFE = re.compile(r"[^A-Za-z0-9-]")


def new_key(seed: int) -> str:
    """A key for a game that starts now."""
    return f"{seed:x}-{time.time_ns():x}"


def key_in(meta: dict[str, Any]) -> str:
    """The key a save was written under ("" for a save from before keys, or a key that could not
    be a file name: its autosave then starts afresh rather than overwrite another game's)."""
    key = meta.get(KEY)
    if isinstance(key, str) and key and _SAFE.sub("", key) == key and len(key) <= 40:
        return key
    return ""


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


def read_meta(path: str | Path) -> dict[str, Any]:
    """A save's meta (who sat where, which game it is), empty if it cannot be read."""
    try:
        return saves.read_save_info(path).meta
    except Exception:
        return {}


def controllers_in(meta: dict[str, Any], seats: int) -> list[str]:
    """Who sat where (human / AI level), from a save's meta; every seat human if unknown."""
    controllers = meta.get("controllers")
    if isinstance(controllers, list) and len(controllers) == seats and all(c in CONTROLLERS for c in controllers):
        return [str(c) for c in controllers]
    return ["human"] * seats


def list_saves() -> list[Path]:
    """Every save in the saves folder, newest first (temporary files of an interrupted write are
    cleared away)."""
    folder = saves_dir()
    saves.remove_stale_temps(folder)
    try:
        files = [p for p in folder.glob("*.save") if p.is_file() and not saves.is_temp_name(p.name)
                 and not p.name.startswith(".")]
    except OSError:
        return []
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def latest_autosave() -> Path | None:
    autos = [p for p in list_saves() if p.name.startswith("autosave-")]
    return autos[0] if autos else None
