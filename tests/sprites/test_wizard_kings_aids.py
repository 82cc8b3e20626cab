"""The Wizard Kings board's aids against slips of the hand, by real pointer events: spells say
what they cost and do, a cast that leaves its wizard at one step or kills it asks first (from the
caster's menu and from a click on the enemy block alike)."""

from __future__ import annotations

from game.wizard_kings import actions as A
from game.wizard_kings.state import STR
from sprites.board.popup import Confirm
from sprites.tools.pointing import click_at, click_place
from tests.sprites.test_wizard_kings_board import table_for
from tests.wizard_kings.helpers import battle, make


def _wizard_in_battle(strength: int):
    s = make([("W", 0, "elves.wizard_a", strength, (4, 1)), ("R", 0, "elves.ranger", 3, (4, 1)),
              ("T", 1, "orcs.troll", 3, (4, 1))], armies=("Elves", "Orcs"))
    battle(s, (4, 1), 1, [("T", (3, 1))])
    return s


def _row(popup, words: str) -> int:
    return next(i for i, g in enumerate(popup.gestures) if words in g.text)


def test_the_wizards_menu_says_each_spells_cost_and_effect_and_offers_bolt(app):
    s = _wizard_in_battle(4)
    table = table_for(app, s, 0)
    control = table.control
    click_place(control, "bb:W")
    menu = control.popup
    texts = menu.texts()
    storm = next(t for t in texts if t.startswith("Cast Storm"))
    assert "6 dice, hits on 1-3" in storm and "costs 3 of the wizard's steps, 1 left" in storm
    bolt = next(t for t in texts if t.startswith("Cast Bolt"))
    assert "Troll at strength 3" in bolt and "costs 1 of the wizard's steps, 3 left" in bolt
    assert not any("level" in t for t in texts)
    # Bolt from the menu: the wizard keeps three steps, so it plays at once
    click_at(control, menu.row_rect(_row(menu, "Cast Bolt")).center)
    assert control.chosen[-1] == A.CastSpell(0, "W", "BOLT", "T")


def test_a_cast_that_leaves_the_wizard_at_one_step_asks_first(app):
    s = _wizard_in_battle(4)
    table = table_for(app, s, 0)
    control = table.control
    click_place(control, "bb:W")
    click_at(control, control.popup.row_rect(_row(control.popup, "Cast Storm")).center)
    ask = control.popup
    assert isinstance(ask, Confirm) and not control.chosen
    assert "drops to 1 step" in ask.title and "Storm" in ask.title
    click_at(control, ask.row_rect(1).center)                      # No, go back
    assert control.popup is None and not control.chosen and s.units["W"][STR] == 4
    click_place(control, "bb:W")
    click_at(control, control.popup.row_rect(_row(control.popup, "Cast Storm")).center)
    click_at(control, control.popup.row_rect(0).center)            # Yes
    assert control.chosen == [A.CastSpell(0, "W", "STORM", "")]


def test_a_click_on_the_enemy_block_that_would_kill_the_wizard_asks_first(app):
    s = _wizard_in_battle(1)
    table = table_for(app, s, 0)
    control = table.control
    click_place(control, "bb:T")
    ask = control.popup
    assert isinstance(ask, Confirm) and not control.chosen
    assert "eliminated" in ask.title
    click_at(control, ask.row_rect(0).center)
    assert control.chosen == [A.CastSpell(0, "W", "BOLT", "T")]


def test_a_cast_that_leaves_two_steps_plays_at_once(app):
    s = _wizard_in_battle(3)
    table = table_for(app, s, 0)
    control = table.control
    click_place(control, "bb:T")
    assert control.chosen == [A.CastSpell(0, "W", "BOLT", "T")]
