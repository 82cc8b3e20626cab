"""Couch co-op that flows: a curtain only where there is a secret, decisions that are not
decisions played by themselves, and a controller per player. Hot-seat games with two human seats
are played by real events (pointing at the boards, Enter on curtains, the pads' buttons)."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.core.match import Match
from game.core.rng import Rng
from sprites.scenes.handover import HandOverScene
from sprites.scenes.setup import SetupScene
from sprites.scenes.table import TableScene
from sprites.tools.pointing import Unreachable, produce
from tests.sprites.conftest import click, frames, key

PAD_A, PAD_B = 101, 202   # two controllers' instance ids


def pad_button(pad: int, button: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=pad, button=button))


def pad_hat(pad: int, value: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=pad, hat=0, value=value))


def hot_seat_round(app, gid: str, options: dict, seed: int) -> tuple[TableScene, list[tuple[int | None, int]]]:
    """Two people play ``gid`` by pointing until a round (or turn) has passed; every curtain is
    recorded as (the seat that last looked, the seat it is for). Every turn of the screen without
    a curtain is checked: the engine said there was nothing to hide then."""
    rules = registry.get(gid)
    match = Match(rules, options, seed)
    table = app.push(TableScene(app, match, ["human", "human"]))
    switch = table.switch_viewer

    def switched(seat: int) -> None:
        if not isinstance(app.top, HandOverScene):   # a turn of the screen without a curtain
            assert table.viewer is None or not rules.shows_more(match.state, seat, table.viewer), (table.viewer, seat)
            if table.viewer is not None:
                table.silent_turns = [*getattr(table, "silent_turns", []), len(curtains)]
        switch(seat)

    table.switch_viewer = switched
    rng = Rng(seed * 31 + 7)
    curtains: list[tuple[int | None, int]] = []
    start = rules.period(match.state)
    for _ in range(6000):
        frames(app, 1, dt=0.1)
        if match.over or rules.period(match.state) > start + 1:
            break
        top = app.top
        if isinstance(top, HandOverScene):
            curtains.append((table.viewer, top.seat))
            assert rules.shows_more(match.state, top.seat, table.viewer)
            key(pygame.K_RETURN)
            continue
        if table.timeline.busy or not table.human_turn() or table.forced_move is not None:
            continue
        legal = match.legal(table.viewer)
        if not legal:
            continue
        action = rng.choice(legal)
        n = len(match.actions)
        try:
            produce(table.control, action)
        except Unreachable:
            table.control.reset()
        if len(match.actions) == n and table.human_turn():
            table.choose(action)
    return table, curtains


@pytest.mark.parametrize("gid,options", [("dday", {"players": 2}), ("madness", {"players": 2})])
def test_open_information_games_never_show_a_curtain(app, gid, options):
    table, curtains = hot_seat_round(app, gid, options, 7)
    seats = {a.seat for a in table.match.actions}
    assert seats == {0, 1}, "both people played"
    assert curtains == []


def test_madness_with_hidden_hands_is_a_variant_with_its_curtain(app):
    rules = registry.get("madness")
    opt = next(o for o in rules.options() if o.key == "open_hands")
    assert "variant" in rules.tr(opt.label).lower() or "variant" in rules.tr(opt.help).lower()
    table, curtains = hot_seat_round(app, "madness", {"players": 2, "open_hands": False}, 7)
    assert curtains and all(last != seat for last, seat in curtains)


def test_stronghold_curtain_only_when_the_screen_turns_to_the_attacker(app):
    table, curtains = hot_seat_round(app, "stronghold", {"players": 2}, 7)
    assert curtains, "the attacker's face-down orders come into view at least once a round"
    assert all(seat == 0 for _last, seat in curtains)   # never when it turns to the defender
    turns_to_defender = sum(1 for a, b in zip(table.match.actions, table.match.actions[1:]) if a.seat == 0 and b.seat == 1)
    assert turns_to_defender > 0


def test_wizard_kings_curtain_at_every_change_of_army(app):
    table, curtains = hot_seat_round(app, "wizard_kings", {"players": 2}, 7)
    state = table.match.state
    assert all(state.armies) and len(curtains) >= 4
    # the screen turned without a curtain only while nothing was secret yet (checked as it
    # happened, in hot_seat_round: the map picks before the first block is deployed), never after
    assert all(before_curtains == 0 for before_curtains in getattr(table, "silent_turns", []))


def test_nothing_of_the_last_seat_survives_a_curtain(app):
    rules = registry.get("wizard_kings")
    match = Match(rules, {"players": 2}, 3)
    table = app.push(TableScene(app, match, ["human", "human"]))
    control = table.control
    rng = Rng(1)
    seen = 0
    for _ in range(3000):
        frames(app, 1, dt=0.1)
        if isinstance(app.top, HandOverScene):
            seen += 1
            if seen == 3:
                break
            key(pygame.K_RETURN)
            continue
        if table.human_turn() and table.forced_move is None:
            table.choose(rng.choice(match.legal(table.viewer)))
    assert isinstance(app.top, HandOverScene)
    last, seat = table.viewer, app.top.seat
    # what the last seat left on its screen: a tooltip it forced open, a place it hovered, a
    # pop-up, and an animation still in flight
    place = next(p.id for p in table.board.places)
    control.hover, control.tip_place, control.tip_forced = place, place, True
    control.popup = object.__new__(type("Popup", (), {"modal": True}))
    from sprites.ui.timeline import Anim

    slow = Anim()
    slow.duration = 5.0
    table.timeline.add(slow)
    key(pygame.K_RETURN)
    frames(app, 2)
    assert table.viewer == seat != last
    assert control.tip_place is None and not control.tip_forced and control.popup is None
    assert control.selected is None and not table.timeline.busy


def test_a_move_with_no_choice_plays_by_itself_after_a_beat(app):
    app.settings.ask_forced = False
    rules = registry.get("dday")
    match = Match(rules, {"players": 1}, 3)
    rng = Rng(1)
    while True:   # to a decision whose only move is to stay in the sector
        legal = match.legal(0)
        if len(legal) == 1 and type(legal[0]).__name__ == "Stay":
            break
        match.play(rng.choice(legal))
    table = app.push(TableScene(app, match, ["human"]))
    frames(app, 2)
    n = len(match.actions)
    assert table.forced_move is not None and any("Nothing to choose" in t for t in table.texts())
    frames(app, 3, dt=0.1)
    assert len(match.actions) == n           # the beat: the player sees what is coming
    frames(app, 12, dt=0.1)
    assert len(match.actions) == n + 1 and type(match.actions[-1]).__name__ == "Stay"
    # a roll stays the player's to make
    while not match.over and type(match.legal(0)[0]).__name__ != "RollDice":
        table.play(rng.choice(match.legal(0)))
        frames(app, 1, dt=0.1)
    if not match.over and len(match.legal(0)) == 1:
        frames(app, 20, dt=0.1)
        assert type(match.legal(0)[0]).__name__ == "RollDice"   # still waiting for the player


def test_the_setting_asks_anyway(app):
    app.settings.ask_forced = True
    rules = registry.get("dday")
    match = Match(rules, {"players": 1}, 3)
    rng = Rng(1)
    while not (len(match.legal(0)) == 1 and type(match.legal(0)[0]).__name__ == "Stay"):
        match.play(rng.choice(match.legal(0)))
    app.push(TableScene(app, match, ["human"]))
    n = len(match.actions)
    frames(app, 30, dt=0.1)
    assert len(match.actions) == n


def test_controllers_claim_seats_on_the_setup_screen(app):
    setup = app.push(SetupScene(app, "dday"))
    frames(app)
    # two players: the second seat becomes a person's when its controller claims it
    players = setup.menu.by_name("opt:players")
    while setup.options["players"] != 2:
        click((players.rect.right - 8, players.rect.centery))
        frames(app)
    setup.menu.focus_on(setup.menu.by_name("seat:0"))
    pad_button(PAD_A, 0)
    frames(app)
    setup.menu.focus_on(setup.menu.by_name("seat:1"))
    pad_button(PAD_B, 0)
    frames(app)
    assert app.pad_seats == {PAD_A: 0, PAD_B: 1}
    assert setup.controllers == ["human", "human"]
    # a controller claiming another seat leaves the first one
    pad_button(PAD_A, 0)
    frames(app)
    assert app.pad_seats == {PAD_A: 1}
    assert "Pad 1" in setup.texts()


def test_a_controller_acts_for_its_seat_only_and_unplugging_loses_nothing(app):
    rules = registry.get("dday")
    match = Match(rules, {"players": 2}, 4)
    app.pad_seats = {PAD_A: 0, PAD_B: 1}
    table = app.push(TableScene(app, match, ["human", "human"]))
    frames(app, 3, dt=0.1)
    assert table.human_turn() and table.viewer == 0
    n = len(match.actions)
    # the second player's controller cannot act for the first player's seat
    for _ in range(3):
        pad_button(PAD_B, 0)   # A: click the cursor's place / press
        frames(app)
    pad_hat(PAD_B, (0, 1))
    frames(app)
    assert len(match.actions) == n and table.control.cursor is None
    # the first player's can: the cursor moves, Enter clicks (the dice roll)
    pad_button(PAD_A, 0)
    frames(app)
    assert table.control.cursor is not None
    # unplugged mid-game: the seat plays on with the keyboard and mouse, nothing lost
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=PAD_A))
    frames(app)
    assert PAD_A not in app.pad_seats and app.pad_seats == {PAD_B: 1}
    assert len(match.actions) >= n and any("unplugged" in t.text for t in app.toasts)
    key(pygame.K_1)   # the keyboard plays the first seat's bar button (Roll)
    frames(app, 10, dt=0.1)
    assert len(match.actions) > n


def test_the_setup_screen_says_whether_players_pass_the_screen(app):
    from sprites.scenes.setup import SetupScene

    setup = app.push(SetupScene(app, "madness"))
    frames(app, 1)
    assert not setup.secrets_on_screen()             # open hands: one screen, shared
    setup.set_option("open_hands", False)
    frames(app, 1)
    assert setup.secrets_on_screen()                 # the hidden-hands variant: a curtain
