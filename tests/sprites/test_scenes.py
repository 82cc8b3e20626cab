"""Scenes driven with real pygame events: what changed, what was drawn."""

from __future__ import annotations

import pygame

from game.core.match import Match
from sprites.scenes.gameover import GameOverScene
from sprites.scenes.handover import HandOverScene
from sprites.scenes.pause import PauseScene
from sprites.scenes.saves import SavesScene
from sprites.scenes.settings import SettingsScene
from sprites.scenes.setup import SetupScene
from sprites.scenes.table import TableScene
from sprites.scenes.title import TitleScene
from tests.sprites.conftest import click, frames, key, run_until


def test_title_to_setup_to_table_by_clicks(app):
    title = app.push(TitleScene(app))
    frames(app, 2)
    # every registered game has its tile, the toy game as much as the four real ones
    names = [w.name for w in title.menu.widgets]
    for gid in ("stronghold", "madness", "dday", "wizard_kings", "toy_pig"):
        assert f"game:{gid}" in names
    click(title.menu.by_name("game:toy_pig").rect.center)
    frames(app)
    setup = app.top
    assert isinstance(setup, SetupScene)
    # a seat changed: click the right arrow of seat 2 (AI normal -> AI hard)
    seat = setup.menu.by_name("seat:1")
    assert setup.controllers == ["human", "normal"]
    click((seat.rect.right - 8, seat.rect.centery))
    frames(app)
    assert setup.controllers == ["human", "hard"]
    # options regenerate the seats: 3 players -> 3 seat rows
    players = setup.menu.by_name("opt:players")
    click((players.rect.right - 8, players.rect.centery))
    frames(app)
    assert setup.options["players"] == 3
    assert setup.menu.by_name("seat:2") is not None
    # type a seed
    seed = setup.menu.by_name("seed")
    click(seed.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="42x"))
    frames(app)
    assert seed.value == "42"
    click(setup.menu.by_name("start").rect.center)
    frames(app)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.seed == 42 and table.controllers == ["human", "hard", "normal"]
    assert "Hidden Pig" in table.texts()


def test_the_title_shows_the_registered_games_and_only_them(app, monkeypatch):
    from game import registry

    real = registry.ids
    monkeypatch.setattr(registry, "ids", lambda: [g for g in real() if g != "dday"])
    title = app.push(TitleScene(app))
    frames(app)
    assert title.menu.by_name("game:dday") is None           # not registered: no tile at all
    tiles = [w for w in title.menu.widgets if w.name.startswith("game:")]
    assert [w.name for w in tiles] == [f"game:{g}" for g in registry.ids()]
    screen = app.screen.get_rect()
    assert all(screen.contains(w.rect) for w in tiles)        # however many, every tile is on screen
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(tiles) for b in tiles[i + 1:])


def test_keyboard_and_gamepad_navigation(app):
    title = app.push(TitleScene(app))
    frames(app)
    first = title.menu.focused
    key(pygame.K_RIGHT)
    frames(app)
    assert title.menu.focused is not first
    # d-pad left returns; A opens the focused tile
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=(-1, 0)))
    frames(app)
    assert title.menu.focused is first
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    frames(app)
    assert title.menu.focused.name in ("game:toy_pig", "continue", "load", "settings", "quit")
    title.menu.focus_on(title.menu.by_name("game:toy_pig"))
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=0))
    frames(app)
    assert isinstance(app.top, SetupScene)
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=1))
    frames(app)
    assert app.top is title


def test_human_plays_with_keys_and_hot_seat_hands_over(app, toy):
    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    frames(app)
    # hidden information and two humans: the hand-over hides the table first
    assert isinstance(app.top, HandOverScene) and app.top.seat == 0
    key(pygame.K_RETURN)
    frames(app)
    assert app.top is table and table.viewer == 0
    # play Hold with the keyboard: it ends the turn, so seat 2 gets the hand-over
    assert run_until(app, table.human_turn)
    labels = [a.label() for a in table.actions.actions()]
    key(pygame.K_l)          # the full list, for keyboard users
    frames(app)
    assert table.list_open
    table.actions.selected = 1
    key(pygame.K_UP)
    key(pygame.K_DOWN)       # Roll -> Hold
    frames(app)
    assert table.actions.current().label() == "Hold"
    assert labels[:2] == ["Roll the die", "Hold"]
    key(pygame.K_RETURN)
    frames(app)
    assert len(match.actions) == 1 and type(match.actions[0]).__name__ == "Hold"
    assert run_until(app, lambda: isinstance(app.top, HandOverScene))
    assert app.top.seat == 1 and table.viewer == 0
    click(app.top.menu.by_name("ready").rect.center)
    frames(app)
    assert app.top is table and table.viewer == 1


def test_ai_seat_moves_through_the_worker(app, toy):
    match = Match(toy, {"players": 2}, 5)
    table = TableScene(app, match, ["easy", "human"])
    app.push(table)
    app.think_min = 0.0
    assert run_until(app, lambda: match.actions and match.actions[0].seat == 0, seconds=60)
    assert table.viewer == 1  # the one human watches from their own seat


def test_timeline_plays_and_a_key_skips_it(app, toy):
    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "normal"])
    app.push(table)
    assert run_until(app, table.human_turn)
    key(pygame.K_1)       # the first bar button, Roll the die: a dice animation
    frames(app)
    assert table.timeline.busy
    assert not table.human_turn()  # input waits while the timeline plays
    key(pygame.K_x)
    frames(app)
    assert not table.timeline.busy


def test_autosave_written_and_listed_and_continue(app, toy):
    from sprites.table.savefiles import latest_autosave

    match = Match(toy, {"players": 2}, 9)
    table = TableScene(app, match, ["human", "human"])
    app.reset(TitleScene(app), table)
    frames(app)
    key(pygame.K_RETURN)  # hand-over
    frames(app)
    assert run_until(app, table.human_turn)
    table.choose(next(a for a in match.legal(0) if a.label() == "Hold"))
    table.session.autosaver.wait()
    path = latest_autosave()
    assert path is not None and path == table.autosave_path() and path.name.startswith("autosave-toy_pig-")
    saves = app.push(SavesScene(app))
    frames(app)
    assert any("Hidden Pig" in t and "Turn 2" in t for t in saves.texts())
    # Continue on the title loads it
    app.reset(TitleScene(app))
    frames(app)
    cont = app.top.menu.by_name("continue")
    assert cont.enabled
    click(cont.rect.center)
    frames(app)
    loaded = app.find(TableScene)
    assert loaded is not None and len(loaded.match.actions) == 1
    assert loaded.controllers == ["human", "human"]


def test_quick_save_refused_is_reported_and_game_untouched(app, toy, arcade_dirs):
    from sprites.config import saves_dir

    match = Match(toy, {"players": 2}, 4)
    table = TableScene(app, match, ["human", "normal"])
    app.push(table)
    frames(app)
    from sprites.table.savefiles import quick_path

    blocker = quick_path("toy_pig", table.session.key)
    assert blocker.parent == saves_dir()
    blocker.mkdir(parents=True)          # a folder where the file should go: the write fails
    before = (len(match.actions), toy.encode(match.state))
    key(pygame.K_F5)
    frames(app)
    assert any("Save refused" in t.text for t in app.toasts)
    assert (len(match.actions), toy.encode(match.state)) == before
    assert app.top is table
    blocker.rmdir()
    key(pygame.K_F5)
    frames(app)
    assert blocker.is_file()
    # quick-load brings it back as a new table
    key(pygame.K_F9)
    frames(app)
    assert isinstance(app.top, TableScene) and app.top is not table


def test_corrupt_save_listed_with_reason_and_load_refused(app, toy):
    from sprites.config import saves_dir

    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "broken.save").write_bytes(b"\x93not a save at all")
    title = app.push(TitleScene(app))
    click(title.menu.by_name("load").rect.center)
    frames(app)
    saves = app.top
    assert isinstance(saves, SavesScene)
    row = saves.rows[0]
    assert row.info is None and row.error
    click(saves.menu.by_name("load").rect.center)
    frames(app)
    assert app.top is saves
    assert any("cannot be loaded" in t.text for t in app.toasts)
    # delete asks twice
    click(saves.menu.by_name("delete").rect.center)
    frames(app)
    assert (folder / "broken.save").exists()
    click(saves.menu.by_name("delete").rect.center)
    frames(app)
    assert not (folder / "broken.save").exists()
    assert "No saved games yet." in saves.texts()


def test_language_switch_changes_texts(app):
    title = app.push(TitleScene(app))
    frames(app)
    english = title.texts()
    assert "Settings" in english
    click(title.menu.by_name("settings").rect.center)
    frames(app)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    lang = settings.menu.by_name("language")
    settings.menu.focus_on(lang)
    key(pygame.K_RIGHT)
    frames(app)
    assert app.settings.language == "cs"
    assert "Nastavení" in settings.texts()
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.top is title
    czech = title.texts()
    assert czech != english and "Nastavení" in czech and "Pokračovat" in czech
    # persisted in the config folder
    from sprites.config import Settings

    assert Settings.load().language == "cs"


def test_pause_menu_save_and_quit(app, toy):
    match = Match(toy, {"players": 2}, 4)
    table = TableScene(app, match, ["human", "normal"])
    app.reset(TitleScene(app), table)
    frames(app)
    key(pygame.K_ESCAPE)
    frames(app)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(pause.menu.by_name("save").rect.center)
    frames(app)
    assert any("Game saved" in t.text for t in app.toasts)
    assert app.top is table
    key(pygame.K_ESCAPE)
    frames(app)
    click(app.top.menu.by_name("rules").rect.center)
    frames(app)
    assert "Rules" in app.top.texts()
    key(pygame.K_ESCAPE)
    frames(app)
    click(app.top.menu.by_name("quit").rect.center)
    frames(app)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_game_over_shows_outcome_and_chart(app, toy):
    match = Match(toy, {"players": 2}, 1)
    table = TableScene(app, match, ["easy", "easy"])
    app.push(table)
    app.think_min = 0.0
    app.speed_override = 50.0
    assert run_until(app, lambda: isinstance(app.top, GameOverScene), seconds=90, dt=1 / 10)
    over = app.top
    assert over.outcome is not None and over.outcome.winners
    assert len(over.history) >= 2
    frames(app, 2)
    assert over.chart is not None
    assert any("won" in t for t in over.texts())
    click(over.menu.by_name("title").rect.center)
    frames(app)
    assert isinstance(app.top, TitleScene)


def test_resize_relayouts_every_scene(app, toy):
    title = app.push(TitleScene(app))
    frames(app)
    before = title.menu.by_name("game:stronghold").rect.size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    frames(app)
    assert app.size == (1600, 900) and app.scale > 1.2
    tile = title.menu.by_name("game:stronghold")
    assert tile.rect.w > before[0] * 1.1 and tile.rect.h > before[1] * 1.2


def test_private_card_names_are_hidden_from_the_other_hot_seat_player(app, toy):
    from game.core.events import CardDrawn

    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    table.viewer = 0
    private = table.private_seat(CardDrawn(0, "Fireball"))
    assert private == 0
    table.add_log("Seat 1 draws Fireball", (255, 255, 255), private, "Player 1 takes a card (hidden)")
    assert any("Fireball" in line for line, _ in table.visible_log())
    table.confirm_handover(1)
    assert not any("Fireball" in line for line, _ in table.visible_log())
    assert table.private_seat(CardDrawn(0, None)) is None


def test_f11_toggles_fullscreen_and_back(app):
    app.push(TitleScene(app))
    frames(app)
    key(pygame.K_F11)
    frames(app)
    assert app.settings.fullscreen
    key(pygame.K_F11)
    frames(app)
    assert not app.settings.fullscreen and app.size == (1280, 720)


def test_rules_card_scrolls_with_keys(app, toy):
    from sprites.scenes.rules import RulesScene

    app.push(TitleScene(app))
    rules = app.push(RulesScene(app, toy))
    frames(app, 2)
    assert "Hidden Pig" in rules.box.html_text
    bar = rules.box.scroll_bar
    if bar is not None:
        before = bar.start_percentage
        key(pygame.K_PAGEDOWN)
        frames(app, 2)
        assert bar.start_percentage >= before
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.top is not rules


def test_run_client_opens_the_title_and_returns_0(toy, monkeypatch):
    import sprites.shell.app as app_module
    import sprites.shell.launch as launch

    seen = []

    def short_run(self):
        for _ in range(3):
            self.frame(1 / 60)
        seen.append(type(self.top).__name__)

    monkeypatch.setattr(app_module.App, "run", short_run)
    monkeypatch.setattr(launch.pygame, "quit", lambda: None)
    assert launch.run_client(False, (1280, 720)) == 0
    assert seen == ["TitleScene"]


def test_ai_falls_back_when_no_worker_can_start(app, toy, monkeypatch):
    def broken(*args, **kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr(app.ai, "request", broken)
    match = Match(toy, {"players": 2}, 5)
    table = TableScene(app, match, ["easy", "human"])
    app.push(table)
    app.think_min = 0.0
    assert run_until(app, lambda: len(match.actions) >= 1, seconds=30)
    assert any("worker unavailable" in line for line, _ in table.visible_log())


def test_an_engine_error_is_reported_not_fatal(app, toy, monkeypatch):
    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    table.viewer = 0

    def broken(state, action):
        raise RuntimeError("engine bug")

    monkeypatch.setattr(toy, "apply", broken)
    assert not table.play(match.legal(0)[0])
    frames(app, 3)
    assert table.session.engine_failed and app.top is table
    assert any("engine bug" in t.text for t in app.toasts)


def test_the_table_shows_what_the_engine_asks(app, toy):
    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "easy"])
    app.push(table)
    assert run_until(app, table.human_turn)
    frames(app)
    assert table.prompt_lines and "points at stake" in " ".join(table.prompt_lines)
    # the prompt sits in the strip under the board, left of the action bar
    prompt = table.prompt_rect()
    assert table.strip_rect.contains(prompt)
    assert prompt.right <= min(b.rect.x for b in table.control.bar.buttons)
    assert "points at stake" in " ".join(table.texts())
