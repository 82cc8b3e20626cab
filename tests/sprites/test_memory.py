"""Between demos the kiosk gives back what the last one left: cycles collected, heap trimmed."""

from __future__ import annotations

import gc
import weakref

import pygame

from sprites.shell import memory


class Scene:
    def __init__(self) -> None:
        self.surface = pygame.Surface((800, 600))
        self.me = self   # a cycle, as a table and its game-over scene make


def test_settle_frees_a_finished_scene_held_only_by_a_cycle():
    gc.disable()
    try:
        scene = Scene()
        alive = weakref.ref(scene)
        del scene
        assert alive() is not None   # without a collection the cycle keeps its surface
        memory.settle()
        assert alive() is None
    finally:
        gc.enable()


def test_the_kiosk_settles_at_every_demo(monkeypatch):
    from sprites.config import Settings
    from sprites.shell.kiosk import KioskApp

    calls = []
    monkeypatch.setattr(memory, "settle", lambda: calls.append(1))
    app = KioskApp((1280, 720), False, Settings(), seed=1)
    try:
        app.kiosk.start_demo()
        app.kiosk.start_demo()
        assert len(calls) == 2
    finally:
        app.shutdown()
