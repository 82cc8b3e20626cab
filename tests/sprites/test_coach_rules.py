"""The coach and the rules card, driven with real events: each phase explained once, from the rules
card's own step, at a person's decision; dismissed with a click; remembered across plays in
"first" mode; never in a kiosk demo. The card opens from a tooltip's key at the place's section,
from each game's tile on the title screen and from the setup screen."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.core.match import Match
from game.core.rng import Rng
from sprites.boards import board_class
from sprites.scenes.rules import RulesScene
from sprites.scenes.setup import SetupScene
from sprites.scenes.table import TableScene
from sprites.scenes.title import TitleScene
from sprites.table import rulescard
from sprites.tr import _
from tests.sprites.conftest import click, frames, key, run_until

GAMES = ("stronghold", "madness", "dday", "wizard_kings")


def play_dday(app, mode: str, turns: int = 2) -> tuple[TableScene, list[str]]:
    """A solo D-Day game at the table with the coach in ``mode``: random choices, every coach panel
    dismissed by a click and noted."""
    app.settings.coach = mode
    rules = registry.get("dday")
    match = Match(rules, {"players": 1}, 9)
    table = app.push(TableScene(app, match, ["human"]))
    chooser = Rng(9)
    shown: list[str] = []
    table.shown_keys = []

    def step() -> bool:
        if table.lesson is not None:
            shown.append(table.lesson.phase)
            table.shown_keys.append(table.lesson.key)
            assert any(table.lesson.about in t for t in table.texts())
            click(table.board_rect.center)   # a click dismisses it (and plays nothing)
            return False
        if table.human_turn():
            table.choose(chooser.choice(match.legal(0)))
        return match.over or match.state.turn > turns

    assert run_until(app, step, 60, dt=0.2)
    return table, shown


def test_each_phase_is_explained_once_from_the_rules_card(app):
    table, shown = play_dday(app, "first")
    assert len(shown) >= 4 and len(shown) == len(set(shown)), shown
    assert shown[0] == "Roll dice"
    # remembered by the part of the card each is, the same in every language
    assert app.settings.coached["dday"] == table.shown_keys
    step = rulescard.step_for(registry.get("dday").about(), "Roll dice")
    assert step is not None and step.title == "Step 1 – Roll"
    # a second play in "first" mode: nothing left to explain
    app.pop()
    _, again = play_dday(app, "first")
    assert again == []
    # "always": once per phase at every table
    app.pop()
    _, always = play_dday(app, "always")
    assert sorted(always) == sorted(shown)


def test_the_panel_takes_the_click_and_shows_what_can_be_done_now(app):
    app.settings.coach = "always"
    rules = registry.get("wizard_kings")
    match = Match(rules, {"players": 2}, 3)
    chooser = Rng(3)
    while match.state.phase != "move" or match.to_act() != [0]:
        match.play(chooser.choice(match.legal(match.to_act()[0])))
    table = app.push(TableScene(app, match, ["human", "normal"], loaded=True))
    table.session.phase = lambda: "Movement"
    table.dirty = True
    frames(app, 3)
    assert table.lesson is not None and table.lesson.title == "Step 2 – Movement"
    assert "Movement" in table.lesson.now
    n = len(match.actions)
    click(table.board_rect.center)
    frames(app, 1)
    assert table.lesson is None and len(match.actions) == n
    frames(app, 3)
    assert table.lesson is None   # once per phase


def test_never_in_a_kiosk_demo(app):
    app.settings.coach = "always"
    title = app.push(TitleScene(app))
    demo = title.start_attract("dday")
    assert demo is not None and not demo.coach.enabled
    frames(app, 30, dt=0.1)
    assert demo.lesson is None
    # even a person's decision in a demo table gets no panel
    rules = registry.get("dday")
    table = app.push(TableScene(app, Match(rules, {"players": 1}, 2), ["human"], attract=True))
    table.session.phase = lambda: "Roll dice"
    frames(app, 5)
    assert table.lesson is None


def test_a_tooltip_offers_r_and_r_opens_the_card_at_its_section(app):
    rules = registry.get("stronghold")
    match = Match(rules, {"players": 2}, 4)
    table = app.push(TableScene(app, match, ["human", "normal"]))
    frames(app, 3)
    pos = table.board.anchor("W3")
    assert pos is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 30, dt=0.05)
    assert table.control.tip_place == "W3"
    tip = table.control.tip_text()
    assert tip is not None and _("R: the rules card on this") in tip[0]
    key(pygame.K_r)
    frames(app, 2)
    card = app.top
    assert isinstance(card, RulesScene) and card.section == "MELEE ON A WALL SECTION"
    assert card.box.scroll_bar is not None and card.box.scroll_bar.start_percentage > 0.2
    assert "MELEE ON A WALL SECTION" in card.box.html_text
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.top is table


def test_the_card_opens_from_every_tile_and_from_the_setup_screen(app):
    title = app.push(TitleScene(app))
    frames(app, 1)
    for gid in GAMES:
        click(title.menu.by_name(f"rules:{gid}").rect.center)
        frames(app, 1)
        card = app.top
        assert isinstance(card, RulesScene) and card.rules.id == gid
        assert registry.get(gid).title in card.box.html_text
        key(pygame.K_ESCAPE)
        frames(app, 1)
        assert app.top is title
    click(title.menu.by_name("game:madness").rect.center)
    frames(app, 1)
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(setup.menu.by_name("rules").rect.center)
    frames(app, 1)
    assert isinstance(app.top, RulesScene) and app.top.rules.id == "madness"


@pytest.mark.parametrize("gid", GAMES)
def test_every_section_a_board_names_is_on_the_card(gid):
    headings = {part.title for part in rulescard.sections(registry.get(gid).about())}
    named = set(board_class(gid).rules_sections.values())
    assert named and named <= headings, named - headings


def test_the_coach_is_a_setting(app):
    from sprites.scenes.settings import SettingsScene

    app.settings.coach = "first"
    scene = app.push(SettingsScene(app))
    frames(app, 1)
    cycler = scene.menu.by_name("coach")
    click((cycler.rect.right - 8, cycler.rect.centery))
    frames(app, 1)
    assert app.settings.coach == "always"


def test_a_step_covering_several_phases_quotes_each_its_own_passage():
    """Stronghold's attacker phases are one step of the card: each phase's panel quotes the card's
    sentence about that phase, never Phase 1's Reserves."""
    from game.stronghold.rules import PHASE_NAMES
    from sprites.table.coach import lesson

    rules = registry.get("stronghold")
    found = [lesson(rules, _("Phase {n} · {name}", n=n, name=PHASE_NAMES[n]), "", []) for n in range(1, 7)]
    assert "14 units" in found[0].about
    for n, one in enumerate(found, 1):
        assert one.about.startswith(f"Phase {n}, {PHASE_NAMES[n]}:"), one.about
        assert "Reserves" not in one.title and (n == 1 or "Reserves" not in one.about)
    assert len({one.key for one in found}) == 6


@pytest.mark.parametrize("language", ["en", "cs"])
def test_stronghold_each_phase_panel_once_with_its_own_passage(app, language):
    """Played by clicks and keys, both seats at the screen (Enter passes the hand-over curtain):
    every attacker phase gets its own panel, with its own passage, once; a click dismisses it and
    it does not come back (in later phases, behind the curtain, or in round 2)."""
    from game.core import i18n
    from sprites.scenes.handover import HandOverScene

    app.settings.coach = "always"
    i18n.set_language(language)
    try:
        rules = registry.get("stronghold")
        match = Match(rules, {"players": 2, "basic": True}, 5)
        table = app.push(TableScene(app, match, ["human", "human"]))
        chooser = Rng(5)
        shown: list[tuple[str, str]] = []

        def step() -> bool:
            if isinstance(app.top, HandOverScene):
                key(pygame.K_RETURN)
                return False
            if table.lesson is not None:
                shown.append((table.lesson.phase, table.lesson.about))
                assert any(table.lesson.about in t for t in table.texts())
                click(table.board_rect.center)
                return False
            if table.human_turn() and not table.timeline.busy:
                table.choose(chooser.choice(match.legal(match.to_act()[0])))
            return match.over or match.state.round > 2

        assert run_until(app, step, 90, dt=0.2)
    finally:
        i18n.set_language("en")
    phases = [p for p, _a in shown if p.startswith(("Phase", "Fáze"))]
    assert len(phases) == 6 and len(set(phases)) == 6, shown
    abouts = [a for p, a in shown if p in phases]
    assert len(set(abouts)) == 6
    for n, (phase, about) in enumerate(zip(phases, abouts), 1):
        assert phase.split(" · ")[1] in about and about.split(",")[0].endswith(str(n)), (phase, about)
    assert len(shown) == len({p for p, _a in shown}), shown   # none comes back


def test_a_phase_explained_is_not_explained_again_in_another_language(app):
    from game.core import i18n

    app.settings.coach = "first"
    table, shown = play_dday(app, "first", turns=1)
    keys = list(app.settings.coached["dday"])
    app.pop()
    i18n.set_language("cs")
    try:
        _table, again = play_dday(app, "first", turns=1)
    finally:
        i18n.set_language("en")
    assert keys and again == []
