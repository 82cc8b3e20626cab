"""The Wizard Kings board's aids against slips of the hand, by real pointer events: spells say
what they cost and do, a cast that leaves its wizard at one step or kills it asks first (from the
caster's menu and from a click on the enemy block alike)."""

from __future__ import annotations

import re

import pygame

from game.wizard_kings import actions as A
from game.wizard_kings.data import BLOCKS
from game.wizard_kings.rules import RULES
from game.wizard_kings.state import STR
from sprites.board.popup import Confirm
from sprites.tools.pointing import click_at, click_place
from tests.sprites.conftest import frames
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


# ---------------------------------------------------------------------------------- free-play set-up
def _free_play_until(pred, seed: int = 3):
    from game.core.rng import Rng

    s = RULES.setup({"players": 2}, seed)
    rng = Rng(1)
    while not pred(s, RULES.legal_actions(s, RULES.to_act(s)[0])):
        seat = RULES.to_act(s)[0]
        acts = [a for a in RULES.legal_actions(s, seat) if not isinstance(a, A.DeployDone)]
        RULES.apply(s, rng.choice(acts))
    return s, RULES.to_act(s)[0]


def _hover(app, control, pos):
    control.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 40)


def test_each_army_offered_says_what_it_is_on_hover(app):
    s, seat = _free_play_until(lambda s, legal: any(isinstance(a, A.ChooseArmy) for a in legal))
    table = table_for(app, s, seat)
    control = table.control
    button = next(b for b in control.bar.buttons if b.text == "Take the Amazons")
    _hover(app, control, button.rect.center)
    tip = control.tip_text()[0]
    assert "Forest and mountain infantry" in tip
    assert "Wizard: Charmer (A+, flyer); spells Bolt, Bless, Daze, Heal, Shield, Storm" in tip
    assert "3 × Amazon (C1, forest)" in tip and "Bowlyn (A2, mountain)" in tip


def test_the_army_descriptions_read_in_czech():
    from game.core import i18n
    from game.wizard_kings.armies import describe

    english = describe("Orcs")
    i18n.set_language("cs")
    try:
        czech = describe("Orcs")
    finally:
        i18n.set_language("en")
    assert len(czech) == len(english) == 3
    assert all(c != e for c, e in zip(czech, english, strict=True))
    assert czech[1].startswith("Kouzelník") and "Ork (C2, hory)" in czech[2]


def test_the_map_sheet_choice_says_what_it_means_without_section_numbers(app):
    s, seat = _free_play_until(lambda s, legal: any(isinstance(a, A.ChooseSheets) for a in legal))
    table = table_for(app, s, seat)
    texts = table.control.bar.texts()
    assert "Take one map sheet: your army starts in its cities" in texts
    assert not any(re.search(r"\d\.\d", t) for t in texts)


def test_a_recruit_menu_row_says_what_the_unit_does_on_hover(app):
    s, seat = _free_play_until(lambda s, legal: s.phase == "deploy" and not s.pending and any(
        isinstance(a, A.Deploy) for a in legal))
    table = table_for(app, s, seat)
    control = table.control
    deploy = next(a for a in RULES.legal_actions(s, seat) if isinstance(a, A.Deploy))
    click_place(control, f"{deploy.city[0]},{deploy.city[1]}")
    menu = control.popup
    row = next(i for i, g in enumerate(menu.gestures) if g.action == deploy)
    _hover(app, control, menu.row_rect(row).center)
    tip = control.tip_text()[0]
    b = BLOCKS[deploy.block]
    assert f"Combat {b.rating}" in tip or "A wizard" in tip
    assert "hexes a turn" in tip or "hex a turn" in tip or "never moves" in tip


# ---------------------------------------------------------------------------------- deploy for me
def _deploying():
    return _free_play_until(lambda s, legal: s.phase == "deploy" and not s.pending and any(
        isinstance(a, A.Deploy) for a in legal))


def test_deploy_for_me_plays_the_ais_deployment_one_legal_action_at_a_time(app):
    s, seat = _deploying()
    start, budget = RULES.clone(s), s.budget[seat]
    table = table_for(app, s, seat)
    control = table.control
    assert "Deploy for me" in table.board.texts()
    click_place(control, "auto:deploy")
    for _ in range(600):
        frames(app, 1)
        if not control.queue and control.enabled:
            break
    played = list(control.chosen)
    assert len(played) > 3 and not any(isinstance(a, A.DeployDone) for a in played)
    for a in played:                                              # each one legal where it was played
        assert a in RULES.legal_actions(start, seat)
        RULES.apply(start, a)
    assert table.match.actions[-len(played):] == played
    assert 0 <= s.budget[seat] < budget and s.budget[seat] == start.budget[seat]
    assert seat in RULES.to_act(s) and s.phase == "deploy"          # finishing is the player's
    assert table.can_take_back()                                     # and Undo takes it back


def test_finishing_deployment_with_gold_left_asks_naming_the_amount(app):
    s, seat = _deploying()
    rng_acts = [a for a in RULES.legal_actions(s, seat) if isinstance(a, A.Deploy)]
    while not any(isinstance(a, A.DeployDone) for a in RULES.legal_actions(s, seat)):
        RULES.apply(s, rng_acts[0])
        rng_acts = [a for a in RULES.legal_actions(s, seat) if isinstance(a, A.Deploy)]
    left = s.budget[seat]
    assert left > 0
    table = table_for(app, s, seat)
    control = table.control
    button = next(b for b in control.bar.buttons if b.text == "Finish deployment")
    click_at(control, button.rect.center)
    ask = control.popup
    assert isinstance(ask, Confirm) and ask.title == f"{left} GP unspent — finish anyway?"
    assert not control.chosen
    click_at(control, ask.row_rect(0).center)
    assert isinstance(control.chosen[-1], A.DeployDone)


# ---------------------------------------------------------------------------------- stacks
def test_each_block_of_a_stack_can_be_picked_once_the_pointer_fans_it_out(app):
    s = make([("G1", 0, "elves.glader", 2, (4, 1)), ("G2", 0, "elves.ranger", 3, (4, 1)),
              ("G3", 0, "elves.pixie", 1, (4, 1)), ("T", 1, "orcs.troll", 3, (7, 7))], armies=("Elves", "Orcs"))
    table = table_for(app, s, 0)
    control, board = table.control, table.board
    uids = ("G1", "G2", "G3")
    for uid in uids:
        click_place(control, "4,1")                                # nothing to do on the hex itself
        control.cancel()
        control.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=board.anchor(f"b:{uid}"), rel=(1, 1),
                                          buttons=(0, 0, 0)))
        frames(app, 2)
        assert board.spread == (4, 1)
        rects = [board.screen_rect(f"b:{u}") for u in uids]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])   # apart
        click_at(control, board.anchor(f"b:{uid}"))
        assert control.selected == f"b:{uid}"
        control.cancel()
    zone = board.spread_zone
    away = next(p.id for p in board.places if p.kind == "hex" and board.map_rect().collidepoint(board.anchor(p.id))
                and not zone.collidepoint(board.camera.to_world(board.anchor(p.id))))
    control.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=board.anchor(away), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 2)
    assert board.spread is None                                    # away from it, the stack folds


# ---------------------------------------------------------------------------------- the undead script
def test_the_island_of_the_deads_undead_seat_is_named_by_its_script_in_setup_and_at_the_table(app):
    from game.core import i18n
    from game.core.match import Match
    from sprites.scenes.setup import SetupScene
    from sprites.scenes.table import TableScene

    setup = SetupScene(app, "wizard_kings")
    app.push(setup)
    setup.set_option("scenario", "isle_of_the_dead")
    frames(app, 1)
    undead = next(i for i, n in enumerate(setup.seat_names) if "Undead" in n)
    cycle = setup.menu.by_name(f"seat:{undead}")
    setup.set_controller(undead, "normal")
    assert cycle.show("normal") == "Undead (scripted)" and cycle.show("human") == "Human"
    assert setup.menu.by_name(f"seat:{1 - undead}").show("normal") == "AI · normal"
    app.pop()
    match = Match(RULES, {"scenario": "isle_of_the_dead"}, 3)
    table = TableScene(app, match, ["human", "normal"] if undead else ["normal", "human"])
    assert table.controller_text(undead) == "Undead (scripted)"
    i18n.set_language("cs")
    try:
        assert table.controller_text(undead) == "Nemrtví (skript)"
    finally:
        i18n.set_language("en")
    free = TableScene(app, Match(RULES, {"players": 2}, 3), ["human", "normal"])
    assert free.controller_text(1) == "AI · normal"


def test_the_saves_list_names_the_undead_seat_by_its_script_too(app):
    from game.core import saves
    from game.core.match import Match
    from sprites.config import saves_dir
    from sprites.scenes.saves import SavesScene

    match = Match(RULES, {"scenario": "isle_of_the_dead"}, 3)
    undead = next(i for i in range(RULES.num_seats(match.state)) if "Undead" in RULES.seat_name(match.state, i))
    controllers = ["normal", "normal"]
    controllers[1 - undead] = "human"
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_match(match, folder / "isle.save", meta={"controllers": controllers})
    scene = app.push(SavesScene(app))
    row = next(r for r in scene.rows if r.path.name == "isle.save")
    _round, seats = row.words()
    assert any("Undead (scripted)" in s for s in seats) and not any("AI · normal" in s for s in seats), seats


def test_a_hit_on_a_block_is_named_in_the_players_words_not_by_its_id(app):
    """The number flying off a hit block says "-1 Hrad", never "-1 U4 Castle"."""
    from game.core import i18n
    from game.core.events import Hit
    from game.core.match import Match
    from sprites.scenes.table import TableScene
    from sprites.ui.timeline import animations_for
    rules = RULES
    m = Match(rules, {"scenario": "isle_of_the_dead"}, 3)
    t = app.push(TableScene(app, m, ["human", "human"]))
    frames(app, 2)
    uid, u = next((k, v) for k, v in m.state.units.items() if v[1] == 1 and "castle" in v[0])
    ev = Hit(f"{uid} Castle", 1, False, "x")
    assert [a.shown for a in animations_for(ev, t.seat_name, t.rules.tr)] == [f"{uid} Castle"]   # the event's words
    anims = t.animations(ev)
    assert anims and all(uid not in a.shown for a in anims)
    i18n.set_language("cs")
    try:
        anims = t.animations(Hit(f"{uid} Castle", 1, False, "x"))
        assert anims[0].shown == "Hrad", anims[0].shown
    finally:
        i18n.set_language("en")
