"""The client's ways in: the title screen (``python main.py``) and a save's replay
(``main.py replay FILE``)."""

from __future__ import annotations

from pathlib import Path

import pygame

from sprites.config import Settings
from sprites.shell.app import BASE_SIZE, App


def run_client(fullscreen: bool = False, size: tuple[int, int] = (1280, 720)) -> int:
    """Open the window on the title screen and run until the player quits."""
    from sprites.scenes.title import TitleScene

    settings = Settings.load()
    if tuple(size) == BASE_SIZE:
        size = tuple(settings.resolution)  # the window size chosen in the settings
    app = App(size, fullscreen, settings)
    app.push(TitleScene(app))
    app.sounds.start_music()
    try:
        app.run()
    finally:
        app.shutdown()
        pygame.quit()
    return 0


def run_replay(path: str | Path, fullscreen: bool = False, frames: int | None = None) -> int:
    """Open the window on the replay of a save (the title screen under it); ``frames`` bounds the
    run (tests). 2 when the save is refused."""
    from sprites.scenes.replay import ReplayScene, watch_save
    from sprites.scenes.title import TitleScene

    settings = Settings.load()
    app = App(tuple(settings.resolution), fullscreen, settings)
    app.push(TitleScene(app))
    try:
        if not watch_save(app, path):
            return 2
        if frames is None:
            app.run()
        else:
            for _frame in range(frames):
                app.frame(1 / 60)
            return 0 if isinstance(app.top, ReplayScene) else 1
    finally:
        app.shutdown()   # the process ends next (no pygame.quit: fonts cached in gfx stay valid)
    return 0
