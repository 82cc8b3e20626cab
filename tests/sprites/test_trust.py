"""Trust (issue 13), driven through the real scenes headless: what each seat's log says, progress
kept (autosave, Continue, quick-load, load), the setup's names, the game-over screen, input once."""

from __future__ import annotations

import pygame

from game import registry
from game.core.match import Match
from sprites.scenes.gameover import GameOverScene
from sprites.scenes.handover import HandOverScene
from sprites.scenes.pause import PauseScene
from sprites.scenes.saves import SavesScene
from sprites.scenes.setup import SetupScene
from sprites.scenes.table import TableScene
from sprites.scenes.title import TitleScene
from tests.sprites.conftest import click, frames, key, run_until


def quick(app) -> None:
    app.speed_override = 60.0
    app.think_min = 0.0


def press(app, k: int) -> None:
    key(k)
    frames(app)


def quit_to_title(app) -> TitleScene:
    for _ in range(3):   # Esc closes what is open on the table (the action list) before the menu
        press(app, pygame.K_ESCAPE)
        if isinstance(app.top, PauseScene):
            break
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(pause.menu.by_name("quit").rect.center)
    frames(app)
    assert isinstance(app.top, TitleScene)
    return app.top


def press_continue(app) -> TableScene:
    title = app.top
    cont = title.menu.by_name("continue")
    assert cont.enabled, "Continue is not offered"
    click(cont.rect.center)
    frames(app)
    table = app.top
    assert isinstance(table, TableScene)
    return table


def open_list(app, table: TableScene) -> None:
    """The full action list, as a keyboard player opens it (L): Enter plays its selection."""
    if not table.list_open:
        press(app, pygame.K_l)
    assert table.list_open


def play_with_enter(app, table: TableScene, n: int) -> None:
    """``n`` actions, each the first of the list, each with the Enter key."""
    open_list(app, table)
    for _ in range(n):
        before = len(table.match.actions)
        assert run_until(app, table.human_turn, 30)
        press(app, pygame.K_RETURN)
        assert run_until(app, lambda b=before: len(table.match.actions) == b + 1, 10)


# ---------------------------------------------------------------------------------------- the log
def stronghold_to_a_face_down_order(table: TableScene):
    """Plays (through the table, so the log keeps each line) until the attacker may place an
    order face down; returns that order."""
    from game.stronghold.actions import BeginRound, DispatchNext, EndTurn, Pass, PlaceOrder, StartDispatch

    match = table.match
    for _ in range(200):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        order = next((a for a in legal if isinstance(a, PlaceOrder) and a.face_down), None)
        if order is not None:
            return order
        pick = (next((a for a in legal if isinstance(a, StartDispatch)), None)
                or next((a for a in legal if isinstance(a, Pass | EndTurn | BeginRound | DispatchNext)), legal[0]))
        assert table.play(pick)
    raise AssertionError("no face-down order within 200 actions")


def confirm_handover(app, seat: int) -> None:
    assert run_until(app, lambda: isinstance(app.top, HandOverScene) and app.top.seat == seat, 30)
    click(app.top.menu.by_name("ready").rect.center)
    frames(app)


def test_hot_seat_the_defender_reads_no_face_down_order_after_the_hand_over(app):
    from game.stronghold import data as D

    quick(app)
    rules = registry.get("stronghold")
    match = Match(rules, {"players": 2}, 5)
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    order = stronghold_to_a_face_down_order(table)
    kind = f"{D.ORDER_NAMES[order.token]} order"
    confirm_handover(app, 0)
    assert table.viewer == 0
    assert run_until(app, table.human_turn, 30)
    open_list(app, table)
    table.actions.selected = next(i for i, row in enumerate(table.actions.rows) if row[1] == order)
    press(app, pygame.K_RETURN)
    assert match.actions[-1] == order
    assert any(kind in line for line, _ in table.visible_log())        # the attacker's own words
    while match.to_act() == [0]:                                       # the attacker ends the phase
        legal = match.legal(0)
        table.play(next((a for a in legal if type(a).__name__ in ("Pass", "DispatchNext")), legal[0]))
    # the screen turns to the defender without a curtain: the defender holds no secret the
    # attacker may not see (a curtain is shown only when the screen turns to the attacker)
    assert run_until(app, lambda: table.viewer == 1, 30)
    assert app.top is table and not isinstance(app.top, HandOverScene)
    lines = [line for line, _ in table.visible_log()]
    assert not any(kind in line for line in lines)
    assert any(f"Attacker: An order face down on wall {order.section}" in line for line in lines)
    assert not any("step(s)" in line or "Player 1" in line for line in lines)


def test_a_loaded_game_shows_its_events_as_the_seat_at_the_screen_reads_them(app):
    from game.stronghold import data as D

    quick(app)
    rules = registry.get("stronghold")
    match = Match(rules, {"players": 2}, 5)
    table = TableScene(app, match, ["human", "human"])
    app.reset(TitleScene(app), table)
    order = stronghold_to_a_face_down_order(table)
    table.play(order)
    frames(app)
    assert table.save_named()
    quit_to_title(app)
    click(app.top.menu.by_name("load").rect.center)
    frames(app)
    saves = app.top
    assert isinstance(saves, SavesScene)
    saves.selected = next(r for r in saves.rows if not r.path.name.startswith("autosave-"))
    click(saves.menu.by_name("load").rect.center)
    frames(app)
    loaded = app.find(TableScene)
    assert loaded is not None and loaded is not table and len(loaded.match.actions) == len(match.actions)
    kind = f"{D.ORDER_NAMES[order.token]} order"
    defender = [line for line, _ in loaded.session.log.visible(1)]
    attacker = [line for line, _ in loaded.session.log.visible(0)]
    # every action replayed into the log, each in the reader's words
    assert sum(line.startswith(("Attacker:", "Defender:")) for line in defender) == len(match.actions)
    assert any("An order face down" in line for line in defender) and not any(kind in line for line in defender)
    assert any(kind in line for line in attacker)
    assert any("verified" in line for line in defender)
    # two humans: the hand-over decides whose log the screen shows
    confirm_handover(app, match.to_act()[0])
    assert [line for line, _ in loaded.visible_log()] == [line for line, _ in loaded.session.log.visible(loaded.viewer)]


# ---------------------------------------------------------------------------------------- progress
def test_a_solo_game_is_kept_after_every_action_and_continue_resumes_it_exactly(app):
    quick(app)
    rules = registry.get("dday")
    match = Match(rules, {"players": 1, "map": "N-01"}, 11)
    table = TableScene(app, match, ["human"])
    app.reset(TitleScene(app), table)
    play_with_enter(app, table, 5)
    seen = (list(match.actions), rules.encode(match.state))
    quit_to_title(app)
    resumed = press_continue(app)
    assert (list(resumed.match.actions), rules.encode(resumed.match.state)) == seen
    assert resumed.controllers == ["human"]


def test_quick_load_then_quit_continues_the_loaded_position(app):
    quick(app)
    rules = registry.get("dday")
    match = Match(rules, {"players": 1, "map": "N-01"}, 11)
    table = TableScene(app, match, ["human"])
    app.reset(TitleScene(app), table)
    play_with_enter(app, table, 3)
    press(app, pygame.K_F5)
    kept = (list(match.actions), rules.encode(match.state))
    play_with_enter(app, table, 2)
    press(app, pygame.K_F9)
    loaded = app.top
    assert isinstance(loaded, TableScene) and loaded is not table
    assert list(loaded.match.actions) == kept[0]
    quit_to_title(app)
    resumed = press_continue(app)
    assert (list(resumed.match.actions), rules.encode(resumed.match.state)) == kept


def test_a_finished_game_is_never_offered_as_continue(app, toy):
    quick(app)
    match = Match(toy, {"players": 2}, 2)
    table = TableScene(app, match, ["easy", "human"])
    app.reset(TitleScene(app), table)

    def played_on() -> bool:
        if table.human_turn():
            if not table.list_open:
                key(pygame.K_l)
            key(pygame.K_RETURN)
        return isinstance(app.top, GameOverScene)

    assert run_until(app, played_on, 120, 1 / 30)
    assert table.session.autosaver.wait(10)
    assert not table.autosave_path().exists()
    click(app.top.menu.by_name("title").rect.center)
    frames(app)
    assert isinstance(app.top, TitleScene) and not app.top.menu.by_name("continue").enabled
    click(app.top.menu.by_name("load").rect.center)
    frames(app)
    assert not any(r.path.name.startswith("autosave-") for r in app.top.rows)


def test_play_again_keeps_the_previous_games_autosave_apart(app, toy):
    quick(app)
    first = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.reset(TitleScene(app), first)
    play_with_enter(app, first, 1)
    second = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.reset(TitleScene(app), second)
    play_with_enter(app, second, 1)
    assert second.session.autosaver.wait(10)
    assert first.autosave_path() != second.autosave_path()
    assert first.autosave_path().exists() and second.autosave_path().exists()


def test_two_saves_in_one_second_are_two_files(app, toy):
    from sprites.config import saves_dir

    table = TableScene(app, Match(toy, {"players": 2}, 4), ["human", "easy"])
    app.reset(TitleScene(app), table)
    frames(app)
    for _ in range(2):
        press(app, pygame.K_ESCAPE)
        click(app.top.menu.by_name("save").rect.center)
        frames(app)
    named = [p for p in saves_dir().glob("toy_pig-*.save")]
    assert len(named) == 2


def test_a_quick_double_enter_plays_one_action(app, toy, monkeypatch):
    match = Match(toy, {"players": 2}, 3)   # the first roll is a 5: the same seat rolls again
    table = TableScene(app, match, ["human", "easy"])
    app.push(table)
    assert run_until(app, table.human_turn)
    monkeypatch.setattr(table.timeline, "add", lambda anim: None)   # nothing to wait for between
    open_list(app, table)
    key(pygame.K_RETURN)
    key(pygame.K_RETURN)
    frames(app)
    assert len(match.actions) == 1
    press(app, pygame.K_RETURN)   # the next decision's list is up: Enter plays again
    assert len(match.actions) == 2


# ---------------------------------------------------------------------------------------- setup
def test_the_setup_names_the_wizards_the_game_deals(app):
    app.push(TitleScene(app))
    for attempt in range(3):
        frames(app)
        click(app.top.menu.by_name("game:madness").rect.center)
        frames(app)
        setup = app.top
        assert isinstance(setup, SetupScene)
        if attempt == 2:   # a typed seed deals again
            field = setup.menu.by_name("seed")
            click(field.rect.center)
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="77"))
            frames(app)
        shown = [setup.menu.by_name(f"seat:{i}").text().split(":")[0] for i in range(len(setup.controllers))]
        click(setup.menu.by_name("start").rect.center)
        frames(app)
        table = app.top
        assert isinstance(table, TableScene)
        assert shown == [table.seat_name(i) for i in range(len(shown))]
        if attempt == 2:
            assert table.match.seed == 77
        app.reset(TitleScene(app))


# ---------------------------------------------------------------------------------------- game over
def test_game_over_counts_the_turns_played_and_explains_the_score(app):
    quick(app)
    rules = registry.get("dday")
    match = Match(rules, {"players": 1, "map": "N-01"}, 7)   # 5 turns with the first action each time
    table = TableScene(app, match, ["human"])
    app.push(table)

    def played_on() -> bool:
        if table.human_turn():
            if not table.list_open:
                key(pygame.K_l)
            key(pygame.K_RETURN)
        return isinstance(app.top, GameOverScene)

    assert run_until(app, played_on, 120, 1 / 20)
    over = app.top
    frames(app, 2)
    turns = match.state.turn
    assert turns == 5 and over.axis_text() == "5 turns"
    assert over.periods[0] == 1 and over.periods[-1] == turns
    assert over.reason.startswith("Player 1's unit was destroyed")
    assert any("victory points" in t for t in over.texts())
    assert over.axis_rect.bottom <= over.chart_rect.h   # its own row, inside the chart panel


def test_nothing_is_thinking_once_the_game_is_over(app, toy, monkeypatch):
    quick(app)
    match = Match(toy, {"players": 2}, 1)
    table = TableScene(app, match, ["easy", "easy"])
    app.push(table)
    after_the_end = []
    real = table.draw_thinking
    monkeypatch.setattr(table, "draw_thinking",
                        lambda *a: (after_the_end.append(1) if match.over else None, real(*a)))
    assert run_until(app, lambda: isinstance(app.top, GameOverScene), 90, 1 / 10)
    assert not after_the_end and table.acting_seat is None and not table.thinking
