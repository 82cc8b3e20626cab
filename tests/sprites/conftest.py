"""Headless UI tests: dummy video and audio drivers, user folders redirected to a tmp dir, and
the toy engine registered so scenes have a game to drive."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import registry  # noqa: E402
from tests.toygame import RULES as TOY  # noqa: E402


@pytest.fixture(autouse=True)
def arcade_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ARCADE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def toy():
    registry.register(TOY)
    yield TOY
    registry.unregister("toy_pig")


@pytest.fixture
def app(toy):
    from sprites import i18n
    from sprites.config import Settings
    from sprites.shell.app import App

    # the coach's panels would take the first click of every table test: its own tests turn it on
    # and forced moves would play by themselves: their own test turns that on
    application = App((1280, 720), False, Settings(coach="off", ask_forced=True))
    pygame.event.clear()
    yield application
    application.shutdown()
    i18n.set_language("en")


def key(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def click(pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


def run_until(app, cond, seconds: float = 60.0, dt: float = 1 / 20) -> bool:
    """Step frames until ``cond()`` holds; bounded by wall time, since the AI worker answers in
    wall time (a loaded machine can take seconds to spawn it)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if cond():
            return True
        app.frame(dt)
        if not app.running:
            return cond()
        time.sleep(0.0005)
    return cond()
