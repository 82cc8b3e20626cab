"""The Wizard Kings board: every legal action of seeded random games made by pointing (the kit's
reachability test, per scenario), and what the board shows on hand-made positions: the map of the
scenario's sheets, blocks face up for their owner only, reachable hexes lit with their cost, the
path chosen by hovering through hexes, the battle board in firing order, steps by a stepper,
places by name, and the animations' anchors."""

from __future__ import annotations

import os

import pygame
import pytest

from game import registry
from game.core.events import DiceRolled, StepLost, UnitMoved
from game.core.match import Match
from game.core.rng import Rng
from game.wizard_kings import actions as A
from game.wizard_kings import combat
from game.wizard_kings.rules import RULES
from sprites.boards import board_class
from sprites.boards.wizard_kings import WizardKingsBoard, blocks
from sprites.tools.pointing import Unreachable, assert_all_reachable, click_at, click_place
from tests.sprites.conftest import frames
from tests.sprites.reach import reach_random_games
from tests.wizard_kings.helpers import battle, make

SLOW = pytest.mark.skipif(not os.environ.get("RUN_SLOW"), reason="the full sweep runs with RUN_SLOW=1")

# option sets of every scenario; the normal suite plays one short game of each
OPTION_SETS = {
    "free_2": {"players": 2},
    "free_3": {"players": 3},
    "free_4": {"players": 4},
    "isle": {"scenario": "isle_of_the_dead"},
    "raid": {"scenario": "barbarian_raid"},
    "lws": {"scenario": "last_wizard_standing"},
    "alliance": {"scenario": "alliance_expansion"},
    "optional_rules": {"players": 2, "victory": "gold", "dispel": True, "reserves": True},
    "expansions": {"players": 2, "victory": "time", "expansions": True, "capture": True},
}


@pytest.fixture
def wk(app):
    return registry.get("wizard_kings")


def test_wizard_kings_has_its_own_board():
    assert board_class("wizard_kings") is WizardKingsBoard


@pytest.mark.parametrize("name", ["free_2", "free_3", "free_4", "isle", "raid", "lws", "alliance"])
def test_wizard_kings_board_reach_each_scenario(app, wk, name):
    """Set-up, deployment and the first movement turns of a game of each scenario."""
    decisions = 14 if name.startswith("free") or name == "alliance" else 22
    assert reach_random_games(app, wk, OPTION_SETS[name], [1], decisions) > decisions


def reach_later(app, rules, options, seed: int, skip_until, decisions: int) -> tuple[int, set[str]]:
    """A seeded random game played on quickly (engine only) until ``skip_until(state)``, then every
    legal action of the next decisions made by pointing at the board. Returns the actions proven
    and the kinds of action met."""
    from sprites.scenes.table import TableScene

    match = Match(rules, options, seed)
    rng = Rng(seed * 31 + 7)
    while not match.over and not skip_until(match.state):
        match.play(rng.choice(match.legal(match.to_act()[0])))
    table = TableScene(app, match, ["human"] * rules.num_seats(match.state))
    app.push(table)
    proven, kinds = 0, set()
    try:
        for _ in range(decisions):
            if match.over:
                break
            seat = table.current_seat()
            table.viewer = seat
            table.dirty = True
            table.timeline.skip()
            app.frame(1 / 60)
            legal = match.legal(seat)
            kinds |= {type(a).__name__ for a in legal}
            try:
                proven += assert_all_reachable(table.control, legal)
            except Unreachable as err:
                raise Unreachable(f"seed {seed}, action {len(match.actions)}, seat {seat}: {err}") from err
            table.play(rng.choice(legal))
    finally:
        app.pop()
    return proven, kinds


def test_wizard_kings_board_reach_battles_and_building(app, wk):
    """Into the first battles and a Build phase: fire, spells, hits, retreats, regroups, new
    blocks and steps, all by pointing."""
    kinds: set[str] = set()
    for name, seed in (("free_2", 4), ("raid", 4)):   # seeds whose random games reach a battle early
        proven, got = reach_later(app, wk, OPTION_SETS[name], seed, lambda s: s.battle is not None, 45)
        assert proven > 45
        kinds |= got
    assert {"Fire", "EndBuild"} <= kinds
    assert kinds & {"BuildStep", "BuildUnit"} and kinds & {"Retreat", "Regroup", "TakeHit", "CastSpell"}


@SLOW
@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_wizard_kings_board_reach_full_sweep(app, wk, name):
    assert reach_random_games(app, wk, OPTION_SETS[name], [1, 2, 3], 400) > 400


# ---------------------------------------------------------------------------------- hand-made
def table_for(app, state, viewer: int, controllers=None):
    """A table showing ``state`` to ``viewer`` (the match replays nothing: the state is set)."""
    from sprites.scenes.table import TableScene

    match = Match(RULES, {"players": 2}, 1)
    match.state = state
    table = TableScene(app, match, controllers or ["human"] * RULES.num_seats(state))
    app.push(table)
    table.viewer = viewer
    table.dirty = True
    frames(app, 2)
    return table


def test_the_map_is_the_scenarios_sheets_with_names_and_blocks(app):
    state = RULES.setup({"scenario": "isle_of_the_dead"}, 3)
    table = table_for(app, state, 0)
    board = table.board
    hexes = [p for p in board.places if p.kind == "hex"]
    assert len(hexes) == 120                                     # one sheet, Map 13
    assert board.place("4,1").label == "Logyn"
    assert board.place("5,5").label == "the forest hex south-west of Bethi"
    assert all("(" not in p.label for p in hexes)                # names, never coordinates
    mine = {p.id for p in board.places if p.kind == "block" and not p.fixed and p.seat == 0}
    assert mine == {f"b:E{i}" for i in range(1, 6)}
    # the Elves' own blocks face up, the Undead's face down (colour and emblem only)
    ranger = board.sprite("E2 (Elves)")
    castle = board.sprite("U0 (Undead)")
    size = ranger.get_width() - max(2, ranger.get_width() // 11)
    assert pygame.image.tobytes(castle, "RGBA") == pygame.image.tobytes(blocks.back("Undead", size, 1), "RGBA")
    assert pygame.image.tobytes(ranger, "RGBA") == pygame.image.tobytes(
        blocks.face("elves.ranger", 3, "Elves", size, 0), "RGBA")
    texts = " ".join(table.board.texts())
    assert "Elves" in texts and "Undead" in texts and "Cities 4 GP" in texts


def test_a_block_lights_its_reachable_hexes_with_their_cost(app):
    state = RULES.setup({"scenario": "isle_of_the_dead"}, 3)
    table = table_for(app, state, 0)
    control = table.control
    click_place(control, "b:E5")                                 # the Glader in Garundy
    assert control.selected == "b:E5"
    dests = control.index.dests("b:E5")
    moves = [a for a in RULES.legal_actions(state, 0) if isinstance(a, A.Move) and a.unit == "E5"]
    assert set(dests) == {f"{a.path[-1][0]},{a.path[-1][1]}" for a in moves}
    for a in moves:
        g = dests[f"{a.path[-1][0]},{a.path[-1][1]}"][0]
        assert g.cost == str(len(a.path))
    dest = f"{moves[0].path[-1][0]},{moves[0].path[-1][1]}"
    click_place(control, dest)
    assert state.units["E5"][2] == moves[0].path[-1]             # one click moves it


def _two_sides_into_a_battle():
    """An Orc Goblin that can enter the Elves' hex (5, 4) from two sides."""
    s = make([("D", 0, "elves.glader", 1, (5, 4)), ("G", 1, "orcs.goblin", 2, (6, 2))],
             armies=("Elves", "Orcs"), order=(1, 0))
    into = [a for a in RULES.legal_actions(s, 1) if isinstance(a, A.Move) and a.unit == "G" and a.path[-1] == (5, 4)]
    assert len({a.path[-2] for a in into}) >= 2
    return s, into


def test_the_side_of_a_battle_is_chosen_by_hovering_through_the_hexes(app):
    s, into = _two_sides_into_a_battle()
    table = table_for(app, s, 1)
    control, board = table.control, table.board
    want = into[-1]
    click_place(control, "b:G")
    for h in want.path:                                          # the pointer walks the path
        at = board.anchor(f"{h[0]},{h[1]}")
        control.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
    assert board.path_of(control) == (s.units["G"][2], *want.path)   # the preview follows the pointer
    click_at(control, board.anchor("5,4"))
    assert control.chosen[-1] == want


def test_an_ambiguous_entry_without_a_hovered_path_asks_in_a_menu(app):
    s, into = _two_sides_into_a_battle()
    table = table_for(app, s, 1)
    control, board = table.control, table.board
    click_place(control, "b:G")
    click_at(control, board.anchor("5,4"))                        # straight there: which side?
    assert control.popup is not None
    texts = control.popup.texts()
    assert all("Enter from the" in t for t in texts[1:]) and len(texts) - 1 == len(into)


def test_the_battle_board_lines_blocks_up_by_firing_order_defenders_left(app):
    s = make([("R", 0, "elves.ranger", 3, (4, 1)), ("W", 0, "elves.wizard_a", 3, (4, 1)),
              ("G", 0, "elves.glader", 2, (4, 1)),
              ("T", 1, "orcs.troll", 3, (4, 1)), ("O", 1, "orcs.goblin", 4, (4, 1))],
             armies=("Elves", "Orcs"))
    battle(s, (4, 1), 1, [("T", (3, 1)), ("O", (5, 0))])
    table = table_for(app, s, 0)
    board = table.board
    rect = {uid: board.screen_rect(f"bb:{uid}") for uid in "RWGTO"}
    assert rect["W"].y < rect["R"].y < rect["T"].y < rect["G"].y  # A+, A, B, C
    assert rect["G"].y == rect["O"].y                             # one row per firing step
    assert rect["G"].x < rect["O"].x                               # the defender fires first: left
    assert board.place("bb:T").fixed and board.place("side:1").seat == 0
    assert any("Battle at Logyn" in t for t in board.texts())
    assert table.control.index.actionable() >= {"bb:W"}          # the Elves' A+ wizard acts first


def test_a_lost_step_and_the_dice_land_on_the_battle_board(app):
    s = make([("R", 0, "elves.ranger", 3, (4, 1)), ("T", 1, "orcs.troll", 3, (4, 1))], armies=("Elves", "Orcs"))
    battle(s, (4, 1), 1, [("T", (3, 1))])
    table = table_for(app, s, 0)
    board = table.board
    assert board.event_place("tray") == "tray" and board.place("tray").fixed
    assert board.event_place("T Troll") == "bb:T"
    assert board.event_place((3, 1)) == "3,1"
    assert board.anim_pieces(UnitMoved(1, "T (Orcs)", ((3, 1), (4, 1)))) == ["b:T"]
    pieces = board.anim_pieces(StepLost("T Troll", 1, False))
    assert pieces[0] == "bb:T" and pieces[1].startswith("step:T:")
    board.hide(pieces[1])
    turned = board.sprite("T Troll")                               # the block at its strength before
    assert pygame.image.tobytes(turned, "RGBA") == pygame.image.tobytes(
        blocks.face("orcs.troll", 3, "Orcs", turned.get_width() - max(2, turned.get_width() // 11), 1), "RGBA")
    assert board.anim_pieces(DiceRolled(1, (1, 2, 5), purpose="T Troll B2")) == ["dice"]
    assert board.last_roll == (1, (1, 2, 5), "T Troll B2")


def test_steps_are_a_stepper_on_the_block_played_one_step_at_a_time(app):
    state = RULES.setup({"players": 2}, 3)
    rng = Rng(1)
    while not (state.phase == "deploy" and not state.pending and any(
            isinstance(a, A.DeployStep) for a in RULES.legal_actions(state, RULES.to_act(state)[0]))):
        seat = RULES.to_act(state)[0]
        acts = [a for a in RULES.legal_actions(state, seat) if not isinstance(a, A.DeployDone)]
        RULES.apply(state, rng.choice(acts))
    seat = RULES.to_act(state)[0]
    step = next(a for a in RULES.legal_actions(state, seat) if isinstance(a, A.DeployStep))
    table = table_for(app, state, seat)
    control = table.control
    gestures = [g for g in control.index.all if g.action == step]
    assert [g.repeat for g in gestures] == list(range(1, len(gestures) + 1))
    assert all(g.counts for g in gestures)
    before = state.units[step.unit][3]
    budget = state.budget[seat]
    click_place(control, f"b:{step.unit}")
    stepper = control.popup
    want = len(gestures)
    for _ in range(want - 1):
        click_at(control, stepper.plus_rect(0).center)
    click_at(control, stepper.ok_rect().center)
    frames(app, want + 2)
    assert state.units[step.unit][3] == before + want              # several steps, one choice
    assert state.budget[seat] < budget


def test_tooltips_say_what_is_there(app):
    state = RULES.setup({"scenario": "isle_of_the_dead"}, 3)
    table = table_for(app, state, 0)
    board = table.board
    logyn = board.tooltip("4,1")
    assert "Logyn" in logyn and "city, 2 GP" in logyn and "port" in logyn and "Held by the Elves" in logyn
    forest = board.tooltip("5,5")
    assert "forest creatures" in forest and "holds 3 blocks" in forest
    wizard = board.tooltip("b:E1")
    assert "A+" in wizard and "Spells:" in wizard and "Teleport" in wizard
    assert "hidden until a battle" in board.tooltip("b:U0")         # the Undead castle, face down
    assert "Bethi" in board.tooltip("army:1") or "Cities" in board.tooltip("army:1")


def test_a_spectator_sees_every_block_face_down(app):
    state = RULES.setup({"scenario": "isle_of_the_dead"}, 3)
    table = table_for(app, state, None, ["easy", "easy"])
    table.viewer = None
    table.dirty = True
    frames(app, 2)
    board = table.board
    img = board.sprite("E2 (Elves)")
    size = img.get_width() - max(2, img.get_width() // 11)
    assert pygame.image.tobytes(img, "RGBA") == pygame.image.tobytes(blocks.back("Elves", size, 0), "RGBA")


def test_every_gesture_label_names_places_not_coordinates(app):
    state = RULES.setup({"scenario": "isle_of_the_dead"}, 3)
    table = table_for(app, state, 0)
    texts = [g.text for g in table.control.index.all]
    assert texts and not any("(" in t and "," in t and ")" in t for t in texts)


def test_combat_helpers_read_the_view_the_board_gets():
    """The board lights the acting blocks from the view alone."""
    s = make([("R", 0, "elves.ranger", 3, (4, 1)), ("T", 1, "orcs.troll", 3, (4, 1))], armies=("Elves", "Orcs"))
    battle(s, (4, 1), 1, [("T", (3, 1))])
    view = RULES.view(s, 1)
    assert combat.current_group(view)[2] == ["R"]


def test_a_captured_citys_banner_turns_once_the_blocks_have_landed(app):
    s = make([("D", 0, "elves.glader", 1, (3, 2)), ("G", 1, "orcs.goblin", 2, (4, 0))],
             armies=("Elves", "Orcs"), owners=[0], order=(1, 0))
    table = table_for(app, s, 1)
    board = table.board
    assert board.city_holders[(4, 1)] == 0                         # Logyn: the Elves' city
    move = next(a for a in RULES.legal_actions(s, 1) if isinstance(a, A.Move) and a.path[-1] == (4, 1))
    table.play(move)
    frames(app, 1)
    assert board.city_holders[(4, 1)] == 1 and board.flips[(4, 1)][:2] == [0, 1]
    assert "b:G" in board.hidden                                   # still gliding: the banner waits
    table.timeline.skip()
    before = board.version
    for _ in range(80):
        frames(app, 1)
    assert (4, 1) not in board.flips and board.version > before    # turned, and painted for good


def test_income_gold_flies_to_the_armys_treasury_line(app):
    from game.core.events import ValueChanged

    state = RULES.setup({"scenario": "isle_of_the_dead"}, 3)
    table = table_for(app, state, 0)
    board = table.board
    assert board.anim_pieces(ValueChanged(0, "gold", 4, 4)) == ["income:0"]
    assert board.anchor("gold:0") is not None
