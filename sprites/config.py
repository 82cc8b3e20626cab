"""Where the client keeps things, and the player's settings.

Settings live as JSON in the user's config folder, saves in the user's data folder (platformdirs).
``ARCADE_CONFIG_DIR`` and ``ARCADE_DATA_DIR`` override both (tests point them at a tmp dir).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

APP_NAME = "tabletop-arcade"
SPEEDS = (0.5, 1.0, 2.0, 4.0)
RESOLUTIONS = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
LANGUAGES = ("en", "cs")
COACH_MODES = ("first", "always", "off")


def config_dir() -> Path:
    env = os.environ.get("ARCADE_CONFIG_DIR")
    return Path(env) if env else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    env = os.environ.get("ARCADE_DATA_DIR")
    return Path(env) if env else Path(platformdirs.user_data_dir(APP_NAME))


def saves_dir() -> Path:
    return data_dir() / "saves"


@dataclass
class Settings:
    music_volume: int = 40      # 0..100
    effects_volume: int = 80    # 0..100
    fullscreen: bool = False
    resolution: tuple[int, int] = (1280, 720)
    speed: float = 1.0          # animation speed factor
    language: str = "en"
    coach: str = "first"        # first: each phase explained in a game's first play; always; off
    coached: dict[str, list[str]] = field(default_factory=dict)   # game id -> phases explained
    ask_forced: bool = False    # True: ask even where a seat's only move is to go on
    last_setup: dict[str, dict] = field(default_factory=dict)   # game id -> the options and seats last started

    @classmethod
    def load(cls) -> Settings:
        path = config_dir() / "settings.json"
        settings = cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return settings
        if not isinstance(data, dict):
            return settings
        for f in fields(cls):
            if f.name in data:
                setattr(settings, f.name, data[f.name])
        return settings.sanitized()

    def sanitized(self) -> Settings:
        def clamp(v: object, default: int) -> int:
            return max(0, min(100, int(v))) if isinstance(v, int | float) and not isinstance(v, bool) else default

        self.music_volume = clamp(self.music_volume, 40)
        self.effects_volume = clamp(self.effects_volume, 80)
        self.fullscreen = bool(self.fullscreen)
        res = tuple(self.resolution) if isinstance(self.resolution, list | tuple) else ()
        self.resolution = res if res in RESOLUTIONS else RESOLUTIONS[0]  # type: ignore[assignment]
        self.speed = self.speed if self.speed in SPEEDS else 1.0
        self.language = self.language if self.language in LANGUAGES else "en"
        self.coach = self.coach if self.coach in COACH_MODES else "first"
        self.ask_forced = bool(self.ask_forced)
        last = self.last_setup if isinstance(self.last_setup, dict) else {}
        self.last_setup = {str(g): v for g, v in list(last.items())[:20] if isinstance(v, dict)}
        coached = self.coached if isinstance(self.coached, dict) else {}
        self.coached = {str(g): [str(p) for p in phases][:200] for g, phases in list(coached.items())[:50]
                        if isinstance(phases, list)}
        return self

    def save(self) -> None:
        path = config_dir() / "settings.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            data = asdict(self)
            data["resolution"] = list(self.resolution)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass  # settings are a convenience; never crash over them
