"""Thousands of random clicks and keys across every scene raise nothing."""

from __future__ import annotations

import random

import pygame

from game.core.match import Match
from sprites.scenes.gameover import GameOverScene
from sprites.scenes.handover import HandOverScene
from sprites.scenes.pause import PauseScene
from sprites.scenes.rules import RulesScene
from sprites.scenes.saves import SavesScene
from sprites.scenes.settings import SettingsScene
from sprites.scenes.setup import SetupScene
from sprites.scenes.table import TableScene
from sprites.scenes.title import TitleScene

KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_F5, pygame.K_F9, pygame.K_a, pygame.K_1]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    r = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if r < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if r < 0.55:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if r < 0.6:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    if r < 0.65:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("0123456789aZ "))
    if r < 0.68:
        return pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0,
                                  value=rng.choice(((0, 1), (0, -1), (1, 0), (-1, 0), (0, 0))))
    if r < 0.7:
        return pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=rng.choice((0, 1, 7)))
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


def scenes(app, toy):
    def table(controllers):
        return TableScene(app, Match(toy, {"players": len(controllers)}, 11), controllers)

    yield lambda: [TitleScene(app)]
    yield lambda: [TitleScene(app), SetupScene(app, "toy_pig")]
    yield lambda: [TitleScene(app), table(["human", "easy"])]
    yield lambda: [TitleScene(app), table(["human", "human", "easy"])]
    yield lambda: [TitleScene(app), table(["human", "easy"])] + [None]  # pause pushed below
    yield lambda: [TitleScene(app), SavesScene(app)]
    yield lambda: [TitleScene(app), SettingsScene(app)]
    yield lambda: [TitleScene(app), RulesScene(app, toy)]


def test_random_input_across_every_scene_raises_nothing(app, toy):
    from sprites.config import Settings

    rng = random.Random(1234)
    total = 0
    app.think_min = 0.0
    for make in scenes(app, toy):
        stack = make()
        if stack[-1] is None:
            stack.pop()
            app.reset(*stack)
            app.push(PauseScene(app, stack[-1]))
        else:
            app.reset(*stack)
        app.running = True
        for i in range(450):
            pygame.event.post(random_event(rng, app.size))
            total += 1
            if i % 8 == 0:
                app.frame(1 / 15)
            if not app.running or not app.scenes:
                app.running = True
                app.reset(TitleScene(app))
            if app.settings.fullscreen:
                app.set_fullscreen(False)
        app.frame(1 / 15)
    # the scenes a game reaches at its end and between hot-seat turns
    table = TableScene(app, Match(toy, {"players": 2}, 2), ["human", "human"])
    app.reset(TitleScene(app), table)
    app.push(HandOverScene(app, table, 1))
    for scene_cls in (HandOverScene, GameOverScene):
        if scene_cls is GameOverScene:
            app.reset(TitleScene(app), table)
            app.push(GameOverScene(app, table))
        for i in range(300):
            pygame.event.post(random_event(rng, app.size))
            total += 1
            if i % 8 == 0:
                app.frame(1 / 15)
            if not app.running or not app.scenes:
                app.running = True
                app.reset(TitleScene(app))
    assert total >= 3000
    app.settings = Settings()
