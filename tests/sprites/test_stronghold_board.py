"""The Stronghold board: every legal action of seeded random games is made by pointing at the
castle (the kit's reachability proof) with 2, 3 and 4 players and both card options; a face-down
order stays face down on the defender's board and in the defender's log; the board draws every
position of random games, with a tooltip for every place and a place for every gesture."""

from __future__ import annotations

import os

import pygame
import pytest

from game import registry
from game.core.match import Match
from game.core.rng import Rng
from game.stronghold import data as D
from game.stronghold.actions import Pass, PlaceOrder
from sprites.tools.pointing import produce
from tests.sprites.conftest import frames, run_until
from tests.sprites.reach import reach_random_games

SLOW = pytest.mark.skipif(not os.environ.get("RUN_SLOW"), reason="the full sweep runs with RUN_SLOW=1")
OPTION_SETS = [{"players": 2}, {"players": 2, "basic": True}, {"players": 3}, {"players": 3, "basic": True},
               {"players": 4}, {"players": 4, "basic": True}]


@pytest.fixture
def stronghold():
    return registry.get("stronghold")


@pytest.fixture
def board_errors(monkeypatch):
    """Lines the table logs when the board raised (it keeps the game going): a test fails on them."""
    from sprites.scenes.table import TableScene

    seen: list[str] = []
    real = TableScene.add_log

    def add_log(self, line, colour, private=None, redacted=""):
        if line.startswith(("board", "board gestures")):
            seen.append(line)
        real(self, line, colour, private, redacted)

    monkeypatch.setattr(TableScene, "add_log", add_log)
    return seen


def test_stronghold_board_reach_two_players(app, stronghold, board_errors):
    """From the card choice into the phases, then through the first Assault."""
    assert reach_random_games(app, stronghold, {"players": 2}, [1], 14) > 40
    assert reach_random_games(app, stronghold, {"players": 2}, [2], 22, start=58) > 80
    assert not board_errors


def test_stronghold_board_reach_two_players_basic_cards(app, stronghold, board_errors):
    assert reach_random_games(app, stronghold, {"players": 2, "basic": True}, [1], 22, start=100) > 80
    assert not board_errors


@pytest.mark.parametrize("players", [3, 4])
def test_stronghold_board_reach_three_and_four_players(app, stronghold, board_errors, players):
    """Two attackers (their cards, the ally's card, unit transfer), two defenders (halves, hurry)."""
    assert reach_random_games(app, stronghold, {"players": players}, [1], 12) > 30
    assert reach_random_games(app, stronghold, {"players": players, "basic": True}, [2], 16, start=80) > 60
    assert not board_errors


@SLOW
@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"p{o['players']}{'_basic' if o.get('basic') else ''}")
def test_stronghold_board_reach_whole_games(app, stronghold, board_errors, options):
    """The full sweep: whole seeded games, every decision point, every seat."""
    assert reach_random_games(app, stronghold, options, [1, 2, 3], 4000) > 5000
    assert not board_errors


def test_stronghold_board_draws_every_position_with_tooltips_and_places_for_gestures(app, stronghold):
    from sprites.boards import board_class
    from sprites.boards.stronghold import tips

    pygame.display.set_mode((1280, 720))
    board = board_class("stronghold")(stronghold)
    board.layout(pygame.Rect(12, 80, 944, 552), 1.0)
    for options, seed, length in (({"players": 2}, 4, 150), ({"players": 4}, 5, 110)):
        match = Match(stronghold, options, seed)
        rng = Rng(seed)
        while not match.over and len(match.actions) < length:
            seat = match.to_act()[0]
            legal = match.legal(seat)
            board.show(match.view(seat), seat, legal, match.to_act())
            board.composite()
            if len(match.actions) % 4 == 0:
                for place in list(board.places):
                    text = tips.tooltip(board, place.id, strict=True)
                    assert text, place.id
                    if place.kind in ("stack", "section", "rampart", "spot", "machine", "order", "action", "deed"):
                        assert text != place.label, (place.id, text)   # more than its name
            for g in board.gestures(legal):
                for pid in (g.origin, g.dest):
                    assert pid is None or pid in board.places, (pid, g.action.label())
            match.play(rng.choice(legal))


def test_stronghold_board_in_czech_draws_with_tooltips_labels_and_prompts(app, stronghold):
    """The board, its tooltips and the engine's texts in Czech: nothing raises, nothing is left
    as a bare key, and the language goes back to English afterwards."""
    from game.core import i18n
    from sprites.boards import board_class
    from sprites.boards.stronghold import tips

    pygame.display.set_mode((1280, 720))
    i18n.set_language("cs")
    try:
        board = board_class("stronghold")(stronghold)
        board.layout(pygame.Rect(12, 80, 944, 552), 1.0)
        match = Match(stronghold, {"players": 4}, 6)
        rng = Rng(6)
        while not match.over and len(match.actions) < 90:
            seat = match.to_act()[0]
            legal = match.legal(seat)
            board.show(match.view(seat), seat, legal, match.to_act())
            board.composite()
            assert stronghold.prompt(match.view(seat), seat)
            if len(match.actions) % 6 == 0:
                for place in list(board.places):
                    text = tips.tooltip(board, place.id, strict=True)
                    assert text and "sh." not in text, (place.id, text)
            for g in board.gestures(legal):
                assert g.label is None or "sh." not in g.label, g.label
            action = rng.choice(legal)
            assert action.label()
            for event in match.play(action):
                assert stronghold.event_text(match.state, event, None) is not None
        assert stronghold.tr("Players") == "Počet hráčů"
        from sprites.table import rulescard

        headings = {part.title for part in rulescard.sections(stronghold.about())}
        named = {board.rules_section(place.id) for place in list(board.places)} - {None}
        assert named and named <= headings, named - headings
    finally:
        i18n.set_language("en")


def _to_order(stronghold) -> tuple[Match, PlaceOrder]:
    """A 2-player game played on until the attacker may lay an order face down."""
    match = Match(stronghold, {"players": 2, "basic": True}, 7)
    rng = Rng(7)
    while True:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        orders = [a for a in legal if isinstance(a, PlaceOrder) and a.face_down]
        if orders:
            return match, orders[0]
        match.play(rng.choice([a for a in legal if not isinstance(a, PlaceOrder)] or legal))


def test_stronghold_hot_seat_face_down_order_stays_face_down_for_the_defender(app, stronghold):
    from sprites.scenes.handover import HandOverScene
    from sprites.scenes.table import TableScene

    match, order = _to_order(stronghold)
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    table.viewer = 0
    table.dirty = True
    assert run_until(app, table.human_turn)
    # the attacker lays the order by pointing: the token in the pool, then the wall section
    assert produce(table.control, order) == order
    frames(app, 3)
    assert match.state.orders[D.SEC[order.section]] == [order.token, True]
    run_until(app, table.human_turn)
    assert produce(table.control, Pass(0)) == Pass(0)
    # to the defender without a curtain: the defender's screen shows nothing the attacker may not see
    assert run_until(app, lambda: app.top is table and table.viewer == 1 and table.human_turn())
    assert not any(isinstance(scene, HandOverScene) for scene in app.scenes)
    board = table.board
    name = D.ORDER_NAMES[order.token]
    from sprites.boards.stronghold import words as W

    hidden_words = {name, W.order_word(order.token)}
    pid = f"{order.section}/order"
    assert board.view.orders[D.SEC[order.section]][0] == "?"
    assert pid in board.places and board.places.get(pid).label not in hidden_words
    assert board.tooltip(pid) == W.tr_("An order lies face down: revealed in the Assault (II.3).")
    texts = " ".join(board.texts() + table.texts())
    log = " ".join(line for line, _ in table.visible_log())
    for word in hidden_words:
        assert word not in texts and word not in log
    lines = [line for line, _ in table.visible_log()]
    assert any("face down" in line and order.section in line for line in lines)   # where, not which
    # the attacker still reads his own order
    assert name in " ".join(line for line, _ in table.session.log.visible(0))


def _board_at(app, stronghold, state, seat):
    """A table showing ``state`` to ``seat`` (its decision point), with the control ready."""
    from sprites.scenes.table import TableScene

    match = Match(stronghold, {"players": 2, "basic": True}, 1)
    match.state = state
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    table.viewer = seat
    table.dirty = True
    assert run_until(app, table.human_turn)
    return table


def test_stronghold_dispatch_sends_a_stack_with_a_stepper_not_one_click_per_unit(app, stronghold):
    from game.stronghold.actions import DispatchGroup, StartDispatch
    from sprites.board.popup import Stepper
    from sprites.tools.pointing import click_at, click_place

    s = stronghold.setup({"players": 2, "basic": True}, 1)
    s.stage, s.phase, s.cur_att, s.att_passed = "attack", 6, 0, [False]
    s.camp[0] = [6, 3, 0]
    stronghold.apply(s, StartDispatch(0, "big"))
    table = _board_at(app, stronghold, s, 0)
    control = table.control
    click_place(control, "camp:0/g")
    assert control.selected == "camp:0/g" and {"FW", "FE"} <= set(control.index.dests("camp:0/g"))
    click_place(control, "FW")
    stepper = control.popup
    assert isinstance(stepper, Stepper)
    (name, (lo, hi)), = stepper.ranges.items()
    assert (lo, hi) == (1, 6)                      # one to all six goblins, in one gesture
    for _ in range(4):
        click_at(control, stepper.plus_rect(0).center)
    click_at(control, stepper.ok_rect().center)
    assert control.chosen[-1] == DispatchGroup(0, "camp", "FW", "g", 5)


def test_stronghold_partial_payment_stays_on_the_action_spot(app, stronghold):
    from game.stronghold.actions import Pay
    from sprites.boards.stronghold import words as W

    s = stronghold.setup({"players": 2, "basic": True}, 1)
    s.stage, s.phase, s.cur_def, s.hg, s.def_ended = "defend", 2, 0, [2], [False]
    table = _board_at(app, stronghold, s, 1)
    assert produce(table.control, Pay(1, "cannon", "")) == Pay(1, "cannon", "")
    frames(app, 2)
    table.timeline.skip()
    frames(app, 2)
    # the spot is painted with one of its four hourglasses paid
    assert any(key[:4] == ("spot", "cannon", 4, 1) for key in table.board.tiles)
    tip = table.board.tooltip("do:cannon")
    assert W.tr_("Paid so far: {n} of {cost}.", n=1, cost=4) in tip
    assert W.action_effect("cannon") in tip and W.tr_("Cost {cost} (printed {printed}).", cost=W.hourglasses(4), printed=4) in tip


def test_stronghold_events_play_the_castles_own_animations(app, stronghold):
    """Each siege event has its animation on the castle; units about to fall stay on the board
    until their fall starts, and a glory marker is carried while it slides."""
    from game.core.events import Hit
    from game.stronghold.events import GloryChanged, Melee, Shot, UnitsMoved, Volley
    from game.stronghold.losses import units_lost
    from sprites.boards.stronghold import anims

    s = stronghold.setup({"players": 2, "basic": True}, 1)
    s.stage, s.phase, s.cur_att, s.att_passed = "attack", 6, 0, [False]
    s.rampart[D.RAM["RW2"]] = [3, 1, 0]
    table = _board_at(app, stronghold, s, 0)
    board = table.board
    events = [UnitsMoved(0, "goblin", ("camp", "FW"), 4), Volley("", "RW2", 3, ("W2", "BW3", "BW3")),
              Shot("", "M2", "RW1", "W1", True), Melee("", "W2", 9, 6, (("orc", 4), ("banner", 1)), (("wall", 2),)),
              units_lost("goblin", 2, "RW2"), Hit("W1", 1, True, "catapult"),
              Hit("W2", 5, True, "breach"), Hit("gate 1", 3, True, "battering ram"),
              GloryChanged(None, "attacker glory (breach)", 3, 13, "att", "breach")]
    expected = ["MarchAnim", "VolleyAnim", "ShotAnim", "MeleeAnim", "FallAnim", "WallHitAnim", "BreachAnim", "RamAnim",
                "GloryAnim"]
    made = [anims.for_event(board, ev, []) for ev in events]
    assert [type(m[0]).__name__ for m in made] == expected
    fall = made[4][0]
    assert "RW2/g+2" in board.before_marks()         # the two goblins still stand on RW2 ...
    fall.start(table.stage)
    assert "RW2/g+2" not in board.before_marks()     # ... until they fall
    assert "breach:W2=0" in board.before_marks()      # the wall stands until it crumbles
    glory = made[8][0]
    glory.start(table.stage)
    assert "glory:att" in board.hidden
    surface = pygame.Surface(app.size)
    for group in made:
        for anim in group:
            for p in (0.1, 0.5, 0.9):
                anim.t = anim.duration * p
                anim.draw(surface, table.stage)
    glory.finish(table.stage)
    assert "glory:att" not in board.hidden


def test_stronghold_emptying_the_only_rampart_leaves_step_one_to_the_players_done(app, stronghold):
    """Round 2's Big dispatch, played by clicks: every unit of the only occupied rampart goes to a
    wall, and the step stays step 1 until the player's Done, which names it (bar and log); the
    forefield's units may then still advance."""
    from game.stronghold.actions import DispatchGroup, DispatchNext, StartDispatch
    from sprites.tools.pointing import hit_point
    from tests.sprites.conftest import click

    s = stronghold.setup({"players": 2, "basic": True}, 1)
    s.round, s.stage, s.phase, s.cur_att, s.att_passed = 2, "attack", 6, 0, [False]
    s.rampart = [[0, 0, 0] for _ in s.rampart]
    s.rampart[D.RAM["RW1"]] = [0, 2, 0]
    s.forefield[0] = [2, 0, 0]
    stronghold.apply(s, StartDispatch(0, "big"))
    table = _board_at(app, stronghold, s, 0)
    control = table.control
    wall = next(a.dst for a in stronghold.legal_actions(s, 0) if isinstance(a, DispatchGroup) and a.src == "RW1")

    def click_on(place):
        pos = hit_point(control, place)
        assert pos is not None, place
        click(pos)
        frames(app, 2)

    click_on("RW1/o")
    click_on(wall)
    stepper = control.popup
    click(stepper.plus_rect(0).center)
    frames(app, 2)
    click(stepper.ok_rect().center)
    assert run_until(app, lambda: len(table.match.actions) == 1 and table.human_turn())
    assert table.match.state.dispatch["step"] == 1
    done, = [b for b in control.bar.buttons if any(isinstance(g.action, DispatchNext) for g in b.gestures)]
    assert "step 1" in done.text
    click(done.rect.center)
    assert run_until(app, lambda: len(table.match.actions) == 2 and table.human_turn())
    assert table.match.actions[-1] == DispatchNext(0, 1)
    assert table.match.state.dispatch["step"] == 2
    assert any("dispatch step 1" in line for line, _ in table.visible_log())
    click_on("FW/g")
    assert "RW1" in control.index.dests("FW/g")


def test_stronghold_top_bar_names_the_round_being_animated(app, stronghold):
    """The action that ends Round 2's Assault also begins Round 3: while Round 2's animations play
    the top bar says Round 2, and Round 3 only from Round 3's banner on."""
    rng = Rng(3)
    s = stronghold.setup({"players": 2, "basic": True}, 1)
    while True:
        seat = stronghold.to_act(s)[0]
        action = rng.choice(stronghold.legal_actions(s, seat))
        after = stronghold.clone(s)
        stronghold.apply(after, action)
        if after.round == 3:
            break
        stronghold.apply(s, action)
    assert s.round == 2
    table = _board_at(app, stronghold, s, seat)
    table.choose(action)
    seen: list[str] = []
    for _ in range(600):
        frames(app, 1, dt=1 / 30)
        seen.append(table.top_lines()[1])
        if not table.timeline.busy and table.match.state.round == 3:
            break
    assert seen[0].startswith("Round 2"), seen[:3]
    first3 = next(i for i, w in enumerate(seen) if w.startswith("Round 3"))
    assert first3 > 1 and all(w.startswith("Round 3") for w in seen[first3:]), seen
    assert seen[-1].startswith("Round 3")


def test_stronghold_small_destinations_get_a_ring_to_be_seen(app, stronghold):
    """A selected archer's destinations include the bastions (a dozen pixels at 1280x720): each
    gets a ring at least 30 px across over the kit's mark; a wall section, large, needs none."""
    from sprites.tools.pointing import click_place

    s = stronghold.setup({"players": 2, "basic": True}, 1)
    s.stage, s.phase, s.cur_def, s.hg, s.def_ended = "defend", 2, 0, [4], [False]
    table = _board_at(app, stronghold, s, 1)
    control, board = table.control, table.board
    click_place(control, "GH/a")
    dests = control.index.dests("GH/a")
    assert "BW1" in dests and "W1" in dests
    img, centre = board.target_ring("BW1")
    assert img.get_width() >= 30 * board.s and board.screen_rect("BW1").collidepoint(centre)
    assert board.target_ring("W1") is None
    frames(app, 2)   # drawn over the board without a fault


def test_stronghold_board_words_agree_with_their_numbers():
    from game.core import i18n
    from sprites.boards.stronghold import words as W

    assert (W.hourglasses(1), W.hourglasses(2)) == ("1 hourglass", "2 hourglasses")
    assert W.resources(1) == "1 resource"
    i18n.set_language("cs")
    try:
        assert [W.hourglasses(n) for n in (1, 3, 5)] == ["1 přesýpací hodiny", "3 přesýpací hodiny",
                                                         "5 přesýpacích hodin"]
        assert [W.resources(n) for n in (1, 2, 5)] == ["1 zdroj", "2 zdroje", "5 zdrojů"]
    finally:
        i18n.set_language("en")
