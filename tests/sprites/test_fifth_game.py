"""A fifth game is one package and one board: registered through the public paths alone
(``tests/fifth_game.py``), it has its tile and art on the title, its setup screen, a place in the
kiosk's rotation and in ``bench ai``, and AI seats that play it to the end through the real table,
the worker process included. No shared file names it."""

from __future__ import annotations

import pygame
import pytest

from ai.bench import bench_ai
from game import registry
from sprites import boards
from sprites.config import Settings
from sprites.scenes.gameover import GameOverScene
from sprites.scenes.setup import SetupScene
from sprites.scenes.table import TableScene
from sprites.scenes.title import TitleScene
from sprites.shell.kiosk import KioskApp
from tests.sprites.conftest import click, frames, run_until


@pytest.fixture
def fifth():
    from tests import fifth_game as plugin

    plugin.register()
    yield plugin
    plugin.unregister()


def test_the_fifth_game_is_on_the_title_in_setup_and_played_by_the_ai(app, fifth):
    gid = fifth.RULES.id
    assert gid in registry.ids()
    title = app.push(TitleScene(app))
    frames(app, 2)
    tile = title.menu.by_name(f"game:{gid}")
    assert tile is not None and app.screen.get_rect().contains(tile.rect)
    inside = (tile.rect.x + tile.rect.w // 2, tile.rect.y + tile.rect.h // 4)   # its own title art
    assert tuple(app.screen.get_at(inside))[:3] == fifth.ART_COLOUR
    click(tile.rect.center)
    frames(app)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game_id == gid
    seats = [w for w in setup.menu.widgets if w.name.startswith("seat:")]
    for w in seats:   # every seat to the AI (the right arrow, from Human towards AI · easy)
        while w.value == "human":
            click((w.rect.right - 8, w.rect.centery))
            frames(app)
    click(setup.menu.by_name("start").rect.center)
    frames(app)
    table = app.top
    assert isinstance(table, TableScene) and table.rules.id == gid
    assert table.session.controllers and all(c != "human" for c in table.session.controllers)
    assert boards.look(gid).palette["seats"] == fifth.SEATS
    assert run_until(app, lambda: isinstance(app.top, GameOverScene), 600, dt=0.1)
    assert table.match.over
    problems = [t for t, _ in table.session.log.visible(None) if "AI problem" in t]
    assert not problems, problems   # the worker played the game's own agent, never a fallback


def test_the_fifth_game_is_in_the_kiosk_rotation(fifth):
    app = KioskApp((1280, 720), False, Settings(), seed=3, think_cap=0.05)
    try:
        assert fifth.RULES.id in app.kiosk.rotation.games
        plans = [app.kiosk.rotation.next() for _ in range(len(registry.ids()))]
        assert fifth.RULES.id in [p.game_id for p in plans]
    finally:
        app.shutdown()
        pygame.event.clear()


def test_the_fifth_game_is_benched_with_its_own_levels(fifth):
    lines: list[str] = []
    assert bench_ai(fifth.RULES.id, jobs=1, out=lines.append, latency_decisions=3) == 0
    assert lines[0].startswith(f"game={fifth.RULES.id} ")
    agents = [line.split()[0] for line in lines if line.startswith("agent=")]
    assert agents == ["agent=banker:easy", "agent=banker", "agent=banker:hard"]
