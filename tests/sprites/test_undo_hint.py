"""Undo and hints at the table, with real keys and pad buttons: Ctrl+Z (or the pad's Back) takes
the seat's own action back, log and save included, and nothing once something came to light or
for an AI; H asks the hard AI, whose move is a legal action of the acting seat, lit on the board,
counted in the save and named on the game-over screen."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.core.foresee import sure_consequences
from game.core.match import Match
from game.core.rng import Rng
from game.core.saves import load_match, read_save_info
from sprites.scenes.gameover import GameOverScene
from sprites.scenes.table import TableScene
from sprites.ui.audit import ENGINE_WORDS
from tests.sprites.conftest import click, frames, key, run_until

GAMES = ("stronghold", "madness", "dday", "wizard_kings")


def quiet_actions(rules, match: Match, seat: int) -> list:
    """The seat's actions that bring nothing to light and leave it to decide again."""
    out = []
    for action in match.legal(seat):
        trial = rules.clone(match.state)
        before = rules.clone(trial)
        events = rules.apply(trial, action)
        if rules.to_act(trial) == [seat] and not rules.reveals(before, action, trial, events):
            out.append(action)
    return out


def position(gid: str, seed: int) -> tuple[Match, object]:
    """A game played at random until seat 0 decides and has a quiet action."""
    rules = registry.get(gid)
    options = rules.battery_options()[0]
    match = Match(rules, options, seed)
    chooser = Rng(seed)
    while not match.over:
        seat = match.to_act()[0]
        if seat == 0 and len(match.actions) > 10:
            quiet = quiet_actions(rules, match, 0)
            if quiet:
                return match, quiet[0]
        match.play(chooser.choice(match.legal(seat)))
    raise AssertionError(f"{gid}: no quiet action for seat 0")


def table_for(app, match: Match) -> TableScene:
    n = match.rules.num_seats(match.state)
    table = app.push(TableScene(app, match, ["human"] + ["normal"] * (n - 1), loaded=True))
    frames(app, 2)
    assert table.human_turn()
    return table


def settle(app, table) -> None:
    assert run_until(app, lambda: not table.timeline.busy and table.human_turn(), 20)
    frames(app, 2)


@pytest.mark.parametrize("gid", GAMES)
def test_ctrl_z_takes_back_a_quiet_action_with_its_log_and_save(app, gid):
    match, quiet = position(gid, 3)
    rules = match.rules
    table = table_for(app, match)
    undo = table.menu.by_name("undo")
    # loaded: only the seat's own actions of this decision could be taken back yet
    was = undo.enabled
    assert not was or match.actions[-1].seat == table.viewer
    before = rules.encode(match.state)
    n, lines = len(match.actions), len(table.session.log.entries)
    table.choose(quiet)
    settle(app, table)
    assert len(match.actions) == n + 1 and undo.enabled
    key(pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 2)
    assert rules.encode(match.state) == before and len(match.actions) == n
    assert len(table.session.log.entries) == lines   # the undone action leaves the log too
    assert undo.enabled == was                        # back to what could be taken back before
    assert table.session.autosaver.wait(10)
    assert len(load_match(table.autosave_path()).actions) == n   # and the save


def test_the_pad_back_button_undoes_and_news_ends_the_trail(app):
    match, quiet = position("stronghold", 4)
    rules = match.rules
    table = table_for(app, match)
    before = rules.encode(match.state)
    table.choose(quiet)
    settle(app, table)
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, button=6, instance_id=0, joy=0))
    frames(app, 2)
    assert rules.encode(match.state) == before
    # an action that brings news (the bag drawn, dice ...) is never offered for undo
    loud = next((a for a in match.legal(0) if a not in quiet_actions(rules, match, 0)
                 and rules.to_act(_after(rules, match, a)) == [0]), None)
    assert loud is not None
    table.choose(loud)
    settle(app, table)
    n = len(match.actions)
    key(pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 2)
    assert len(match.actions) == n and not table.menu.by_name("undo").enabled


def _after(rules, match, action):
    state = rules.clone(match.state)
    rules.apply(state, action)
    return state


def test_an_ai_seat_gets_no_undo(app):
    rules = registry.get("wizard_kings")
    match = Match(rules, {"players": 2}, 5)
    table = app.push(TableScene(app, match, ["normal", "human"]))
    table.app.think_min = 0.0
    chooser = Rng(2)

    def ai_just_played() -> bool:
        if table.human_turn() and (not match.actions or match.actions[-1].seat == 1):
            table.choose(chooser.choice(match.legal(1)))   # the person plays on until the AI has
        return bool(match.actions) and match.actions[-1].seat == 0 and table.human_turn()

    assert run_until(app, ai_just_played, 90)
    assert not table.can_take_back() and not table.menu.by_name("undo").enabled
    key(pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 1)
    assert match.actions[-1].seat == 0   # the AI's action stays


@pytest.mark.parametrize("gid", GAMES)
def test_a_hint_is_a_legal_action_of_the_acting_seat_lit_on_the_board(app, gid):
    match, _ = position(gid, 3)
    table = table_for(app, match)
    table.session.hint_budget = 0.3
    seat = table.viewer
    legal = match.legal(seat)
    key(pygame.K_h)
    frames(app, 1)
    assert table.session.hint is not None and table.session.hints_used == 1
    assert run_until(app, lambda: not table.session.hint.pending, 90)
    hinted = table.control.hinted
    assert hinted is not None, table.hint_text
    assert hinted.action in legal and hinted.action.seat == seat == table.acting_seat
    assert table.hint_text.startswith("Hint: ")
    # the move in the log's words (places by name), never the engine's ids or coordinates
    assert match.rules.public_label(match.state, hinted.action, seat) in table.hint_text
    assert not ENGINE_WORDS.search(table.hint_text), table.hint_text
    hint = table.session.hint
    assert hint.changes == sure_consequences(match.rules, match.state, seat, hinted.action)
    reason = hint.reason if isinstance(hint.reason, dict) else {}
    if hint.changes and reason.get("kind") in (None, "value"):   # no goal named: what the move changes
        assert hint.changes[0] in table.hint_text
    assert table.control.hint_places() or table.control.hint_bar() is not None
    frames(app, 2)
    assert table.hint_text in table.texts()
    # counted in the save, and named on the game-over screen
    assert table.session.autosaver.wait(10)
    assert read_save_info(table.autosave_path()).meta["hints"] == 1
    assert "Hints used in this game: 1" in GameOverScene(app, table).texts()
    table.choose(hinted.action)
    frames(app, 1)
    assert table.control.hinted is None and not table.hint_text


def test_the_hint_button_asks_and_a_loaded_game_keeps_its_count(app):
    match, _ = position("madness", 5)
    n = match.rules.num_seats(match.state)
    table = app.push(TableScene(app, match, ["human"] + ["normal"] * (n - 1), loaded=True, meta={"hints": 4}))
    frames(app, 2)
    table.session.hint_budget = 0.2
    click(table.menu.by_name("hint").rect.center)
    frames(app, 1)
    assert table.session.hints_used == 5 and table.session.meta()["hints"] == 5


def test_a_hint_from_the_wizard_kings_campaign_says_what_the_plan_does():
    """The campaign's moves (ai/wizard_kings/campaign.py) give their reason as the turn's plan: a strike
    into an outgunned city, a step of the gathering army, or blocks joining a battle for a city."""
    from sprites.scenes.tableaids import hint_reason

    strike = hint_reason("wizard_kings", {"kind": "plan", "strike": True, "battle": False})
    gather = hint_reason("wizard_kings", {"kind": "plan", "strike": False, "battle": False})
    battle = hint_reason("wizard_kings", {"kind": "plan", "strike": False, "battle": True})
    assert "attack it together" in strike and "gathers" in gather and strike != gather
    assert "join the battle" in battle


@pytest.mark.parametrize("gid", ["wizard_kings", "madness"])
def test_undo_is_offered_right_after_continue_for_the_seats_own_actions(app, gid):
    """A game saved after some of the seat's own quiet actions, loaded again (Continue): Undo
    takes them back as it would have before the save."""
    from sprites.scenes.load import load_save

    match, quiet = position(gid, 3)
    table = table_for(app, match)
    n = len(match.actions)
    assert table.play(quiet)
    settle(app, table)
    assert table.can_take_back()
    assert table.session.autosaver.wait(10)
    assert load_save(app, table.autosave_path())
    loaded = app.find(TableScene)
    assert loaded is not table and len(loaded.match.actions) == n + 1
    frames(app, 3)
    settle(app, loaded)
    assert loaded.can_take_back()
    click(loaded.menu.by_name("undo").rect.center)
    frames(app, 2)
    assert len(loaded.match.actions) == n
