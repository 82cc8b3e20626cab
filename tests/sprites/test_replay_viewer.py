"""The replay viewer, driven by real keys and clicks: every step forward and back, every turn,
the scrubber and Home / End land on the state a fresh replay to that point gives, with the log of
that moment, for every game; the seat's view and "reveal all" follow; watching never writes the
save; the saves list, the game-over screen and ``main.py replay FILE`` open it."""

from __future__ import annotations

import os

import pygame
import pytest

import main
from game import registry
from game.core import saves
from game.core.match import Match
from game.core.rng import Rng
from sprites.scenes.replay import ReplayScene
from sprites.table.log import GameLog, replay_into
from tests.sprites.conftest import click, frames, key

GAMES = ("stronghold", "madness", "dday", "wizard_kings")


def finished(rules, options, seed: int, limit: int = 900) -> Match:
    match = Match(rules, options, seed)
    chooser = Rng(seed)
    while not match.over and len(match.actions) < limit:
        match.play(chooser.choice(match.legal(match.to_act()[0])))
    return match


def fresh(match: Match, k: int) -> Match:
    return Match.replay(match.rules, match.options, match.seed, match.actions[:k])


def log_of(match: Match, k: int, reader) -> list[str]:
    """The log a table shows after ``k`` actions, worded afresh (``replay_into``)."""
    log = GameLog()
    replay_into(log, fresh(match, k))
    return [text for text, _ in log.visible(reader)]


def lands(scene: ReplayScene, match: Match) -> None:
    rules = match.rules
    again = fresh(match, scene.pos)
    assert rules.encode(scene.state) == rules.encode(again.state), scene.pos
    shown = scene.board.view
    expected = again.state if scene.reveal else rules.view(again.state, scene.seat)
    assert rules.encode(shown) == rules.encode(expected)
    assert scene.board.legal == []   # read-only: no gestures


@pytest.mark.parametrize("gid", GAMES)
def test_stepping_turning_and_scrubbing_land_on_the_fresh_replay(app, gid):
    rules = registry.get(gid)
    options = rules.battery_options()[-1]
    match = finished(rules, options, 21)
    scene = app.push(ReplayScene(app, rules, options, match.seed, match.actions))
    frames(app, 2)
    assert scene.pos == 0
    lands(scene, match)
    for _ in range(4):
        key(pygame.K_RIGHT)
        frames(app, 1)
    assert scene.pos == 4
    lands(scene, match)
    key(pygame.K_LEFT)
    frames(app, 1)
    assert scene.pos == 3
    lands(scene, match)
    key(pygame.K_DOWN)
    frames(app, 1)
    turn = scene.film.replay.turn_after(3)
    assert scene.pos == turn
    lands(scene, match)
    key(pygame.K_DOWN)
    key(pygame.K_UP)
    frames(app, 1)
    assert scene.pos == turn
    lands(scene, match)
    r = scene.scrub_rect
    click((r.x + r.w * 2 // 3, r.centery))
    frames(app, 2)
    assert abs(scene.pos - round(scene.n * 2 / 3)) <= max(1, scene.n // r.w + 1)
    lands(scene, match)
    assert [t for t, _ in scene.log.visible(None)] == log_of(match, scene.pos, None)   # the log follows
    key(pygame.K_END)
    frames(app, 1)
    assert scene.pos == len(match.actions)
    lands(scene, match)
    key(pygame.K_HOME)
    frames(app, 1)
    assert scene.pos == 0
    lands(scene, match)


@pytest.mark.parametrize("gid", GAMES)
def test_a_seats_view_and_reveal_all(app, gid):
    rules = registry.get(gid)
    options = rules.battery_options()[0]
    match = finished(rules, options, 8)
    scene = app.push(ReplayScene(app, rules, options, match.seed, match.actions))
    frames(app, 1)
    key(pygame.K_END)
    key(pygame.K_v)
    frames(app, 1)
    assert scene.seat == 0 and scene.board.seat == 0
    lands(scene, match)
    assert [t for t, _ in scene.log.visible(0)] == log_of(match, scene.pos, 0)
    if match.over:
        key(pygame.K_r)
        frames(app, 1)
        assert scene.reveal and scene.board.seat is None
        lands(scene, match)
        key(pygame.K_r)
        frames(app, 1)
        assert not scene.reveal


def test_playing_steps_on_by_itself_and_stops_at_the_end(app):
    rules = registry.get("dday")
    match = finished(rules, {"players": 1}, 4, limit=40)
    scene = app.push(ReplayScene(app, rules, {"players": 1}, match.seed, match.actions))
    frames(app, 1)
    key(pygame.K_RIGHTBRACKET)
    key(pygame.K_RIGHTBRACKET)
    key(pygame.K_RIGHTBRACKET)   # 8 actions a second: without animations
    key(pygame.K_SPACE)
    frames(app, 20, dt=0.1)
    assert scene.playing and 5 <= scene.pos < len(match.actions)
    lands(scene, match)
    frames(app, 80, dt=0.1)
    assert not scene.playing and scene.pos == len(match.actions)
    lands(scene, match)


def test_reveal_all_waits_for_the_end_of_the_game(app):
    rules = registry.get("stronghold")
    match = finished(rules, {"players": 2}, 3, limit=60)
    assert not match.over
    scene = app.push(ReplayScene(app, rules, {"players": 2}, match.seed, match.actions))
    frames(app, 1)
    key(pygame.K_r)
    frames(app, 1)
    assert not scene.reveal and not scene.menu.by_name("reveal").enabled


def saved(rules, options, seed, path, limit=900) -> Match:
    match = finished(rules, options, seed, limit)
    saves.save_match(match, path, {"controllers": ["human"] * rules.num_seats(match.state)})
    return match


def test_watch_from_the_saves_list_never_writes_the_save(app):
    from sprites.config import saves_dir
    from sprites.scenes.saves import SavesScene
    from sprites.scenes.title import TitleScene

    rules = registry.get("madness")
    path = saves_dir() / "madness-1.save"
    path.parent.mkdir(parents=True, exist_ok=True)
    match = saved(rules, {"players": 2}, 6, path)
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    app.push(TitleScene(app))
    scene = app.push(SavesScene(app))
    frames(app, 1)
    click(scene.menu.by_name("watch").rect.center)
    frames(app, 2)
    viewer = app.top
    assert isinstance(viewer, ReplayScene) and viewer.n == len(match.actions)
    key(pygame.K_SPACE)
    frames(app, 30, dt=0.1)
    key(pygame.K_END)
    frames(app, 2)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.top is scene
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before


def test_the_game_over_screen_opens_the_replay_of_the_game_just_played(app):
    from sprites.scenes.gameover import GameOverScene
    from sprites.scenes.table import TableScene

    rules = registry.get("dday")
    match = finished(rules, {"players": 1}, 4)
    assert match.over
    table = app.push(TableScene(app, match, ["human"], loaded=True))
    over = app.push(GameOverScene(app, table))
    frames(app, 1)
    click(over.menu.by_name("watch").rect.center)
    frames(app, 1)
    viewer = app.top
    assert isinstance(viewer, ReplayScene) and viewer.n == len(match.actions) and viewer.seat == 0
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.top is over


def test_main_replay_without_check_opens_the_viewer(tmp_path, monkeypatch, capsys):
    import sprites.shell.launch

    rules = registry.get("dday")
    path = tmp_path / "d.save"
    saved(rules, {"players": 1}, 4, path)
    opened = []
    monkeypatch.setattr(sprites.shell.launch, "run_replay", lambda file, fullscreen=False: opened.append(file) or 0)
    assert main.main(["replay", str(path), "--check"]) == 0 and opened == []
    assert main.main(["replay", str(path)]) == 0 and opened == [str(path)]
    assert "digest verified" in capsys.readouterr().out


def test_run_replay_shows_the_save_on_its_board(tmp_path):
    from sprites.shell.launch import run_replay

    rules = registry.get("stronghold")
    path = tmp_path / "s.save"
    saved(rules, {"players": 2}, 3, path, limit=50)
    assert run_replay(path, frames=3) == 0
    (tmp_path / "bad.save").write_bytes(b"\x00" * 40)
    assert run_replay(tmp_path / "bad.save", frames=3) == 2
