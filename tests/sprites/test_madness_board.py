"""The Big Book of Madness board: every legal action reachable by pointing over seeded random
games (2 to 5 players, each mode and difficulty), the open book with the next monster's curses
and the round track drawn, elements told apart by symbol as well as colour, hidden hands face
down, paying by clicking cards, its own animations, tooltips with the whole texts."""

from __future__ import annotations

import os

import pygame
import pytest

from game import registry
from game.core import i18n
from game.core.match import Match
from game.madness.actions import Cast, Pay
from game.madness.book import open_book
from game.madness.data import CARD_NAMES, ELEM_NAMES, MADNESS, PAGES, SPELL_ID, SPELL_TEXTS, SPELLS
from game.madness.events import CurseBroken, CurseTriggered, MadnessTaken, MonsterArrived, SpellCast
from game.madness.state import USED
from sprites.boards import board_class
from sprites.boards.madness import MadnessBoard
from sprites.boards.madness.elements import colour, symbol
from sprites.boards.madness.tr import _ as board_text
from sprites.i18n import set_language
from sprites.tools.pointing import answer_popup, assert_all_reachable, click_place
from tests.sprites.conftest import frames
from tests.sprites.reach import reach_random_games

RULES = registry.get("madness")
MODES = ("classic", "horror", "nightmare", "horror+nightmare")

# a sample of the option space for the normal suite: every player count, mode and difficulty
# at least once, open and hidden hands, the five-player variant
SAMPLE = [
    ({"players": 2, "difficulty": 1, "mode": "classic"}, [1]),
    ({"players": 3, "difficulty": 2, "mode": "horror", "open_hands": False}, [2]),
    ({"players": 4, "difficulty": 3, "mode": "nightmare"}, [3]),
    ({"players": 5, "difficulty": 2, "mode": "horror+nightmare", "variant5": True, "open_hands": False}, [4]),
]


def table_board(app, options: dict, seed: int):
    """A table of human seats, the acting one at the screen."""
    from sprites.scenes.table import TableScene

    match = Match(RULES, options, seed)
    table = TableScene(app, match, ["human"] * RULES.num_seats(match.state))
    app.push(table)
    table.viewer = match.to_act()[0]
    table.dirty = True
    frames(app)
    table.timeline.skip()
    frames(app)
    return table, match


def test_madness_has_its_own_board():
    assert board_class("madness") is MadnessBoard


@pytest.mark.parametrize("options,seeds", SAMPLE, ids=lambda v: str(v))
def test_madness_board_reach_players(app, options, seeds):
    """Every legal action met in seeded random games is made by pointing at the board (the
    action bar only for what has no place)."""
    assert reach_random_games(app, RULES, options, seeds, 60) > 150


@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("RUN_SLOW") != "1", reason="the full sweep: RUN_SLOW=1")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_madness_board_reach_full_sweep(app, players, mode, difficulty):
    options = {"players": players, "mode": mode, "difficulty": difficulty, "open_hands": difficulty != 2}
    if players == 5:
        options["variant5"] = mode == "horror"
    seeds = [difficulty * 100 + players * 10 + MODES.index(mode), 7 + players]
    assert reach_random_games(app, RULES, options, seeds, 2000) > 200


def test_board_draws_the_next_monsters_curses_and_the_round_track(app):
    """§4.10 the right page previews the next monster's curse elements, §3.3 the round track
    shows each round's multi-element curses: both come from the view and are drawn."""
    table, match = table_board(app, {"players": 3, "difficulty": 3}, 5)
    board = table.board
    view = match.view(0)
    nxt = PAGES[match.state.pages[1]][2]
    assert open_book(view).next_icons == nxt
    place = board.places.get("next")
    assert place is not None and tuple(place.data["icons"]) == tuple(nxt)
    assert board_text("Next monster's curses") in board.texts() and board_text("Rounds") in board.texts()
    surf = app.screen
    r = board.screen_rect("next")
    step = r.w // 3
    for i, e in enumerate(nxt):
        # each gem is the element's colour around its symbol
        x, y = r.x + i * step + step // 2, r.y + 3
        found = [surf.get_at((x + dx, y + dy))[:3] for dx in range(-6, 7, 2) for dy in range(0, 12, 2)]
        assert any(sum(abs(a - b) for a, b in zip(px, colour(e))) < 40 for px in found), ELEM_NAMES[e]
    assert "rounds" in board.places and "monster" in board.places and "page" in board.places


def test_elements_differ_by_symbol_not_only_colour(app):
    """Greyscale, the five symbols still differ (colour is never the only signal)."""
    shapes = []
    for e in range(5):
        img = symbol(e, 32, (255, 255, 255))
        mask = pygame.mask.from_surface(img, 100)
        shapes.append({(x, y) for x in range(32) for y in range(32) if mask.get_at((x, y))})
    for i in range(5):
        for j in range(i + 1, 5):
            overlap = len(shapes[i] & shapes[j]) / len(shapes[i] | shapes[j])
            assert overlap < 0.65, (i, j, overlap)


def test_hidden_hands_are_face_down_and_the_own_hand_face_up(app):
    table, match = table_board(app, {"players": 3, "open_hands": False}, 2)
    board = table.board
    me = table.viewer
    other_seat = (me + 1) % 3

    def hand(q):
        return [p for p in board.places if p.kind == "card" and p.data["zone"] == "hand" and p.data["owner"] == q]

    assert hand(me) and all(p.data["code"] >= 0 for p in hand(me))
    assert hand(other_seat) and all(p.data["code"] < 0 for p in hand(other_seat))
    # the seat at the screen sits along the near edge, the others along the far one
    assert board.place(f"seat:{me}").rect[1] > board.place(f"seat:{other_seat}").rect[1]


def test_open_hands_show_every_card(app):
    table, match = table_board(app, {"players": 3, "open_hands": True}, 2)
    cards = [p for p in table.board.places if p.kind == "card" and p.data["zone"] == "hand"]
    assert len(cards) == 18 and all(p.data["code"] >= 0 for p in cards)


def _to_own_actions(match, seat: int = None):
    """Play on (ending turns) until a seat may cast Growth in its own action phase."""
    for _ in range(200):
        s = match.to_act()[0]
        legal = match.legal(s)
        growth = [a for a in legal if isinstance(a, Cast) and a.spell == SPELL_ID["Growth"]]
        if growth:
            return s, growth
        match.play(legal[-1])
    raise AssertionError("no Growth to cast")


def test_cast_opens_the_multiplier_menu_then_cards_are_clicked_to_pay(app):
    """Click a spell: ×1 / ×2 / ×3 at the spell; choose one; then click the cards that pay."""
    from sprites.scenes.table import TableScene

    match = Match(RULES, {"players": 2, "wizard1": "Larry", "wizard2": "Patrik"}, 1)
    seat, growth = _to_own_actions(match)
    state = match.state
    state.hand[seat] = [CARD_NAMES.index("E1")] * 3 + [CARD_NAMES.index("W1")] * 3
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    table.viewer = seat
    table.dirty = True
    frames(app)
    table.timeline.skip()
    frames(app)
    control = table.control
    spell = f"spell:{seat}:{SPELL_ID['Growth']}"
    click_place(control, spell)
    menu = control.popup
    assert menu is not None and len(menu.gestures) == 3
    assert [g.action.mult for g in menu.gestures] == [1, 2, 3]
    answer_popup(control, Cast(seat, SPELL_ID["Growth"], 2))
    assert match.actions[-1] == Cast(seat, SPELL_ID["Growth"], 2)
    frames(app)
    table.timeline.skip()
    frames(app)
    pays = [a for a in match.legal(seat) if isinstance(a, Pay)]
    assert pays and all(a.card == CARD_NAMES.index("E1") for a in pays)
    earth = [p.id for p in table.board.places if p.kind == "card" and p.data["zone"] == "hand"
             and p.data["owner"] == seat and p.data["code"] == CARD_NAMES.index("E1")]
    water = [p.id for p in table.board.places if p.kind == "card" and p.data["zone"] == "hand"
             and p.data["owner"] == seat and p.data["code"] == CARD_NAMES.index("W1")]
    click_place(control, water[0])   # a card that cannot pay: nothing is played
    assert len(match.actions) and not isinstance(match.actions[-1], Pay)
    click_place(control, earth[0])
    assert isinstance(match.actions[-1], Pay)
    frames(app)
    table.timeline.skip()
    frames(app)
    assert table.board.payment_marks(match.view(seat))   # the card paid so far is marked
    assert board_text("Still to pay") in table.board.texts()     # and what is still to pay is shown
    click_place(table.control, [p for p in table.board.spread.cards[("hand", seat, CARD_NAMES.index("E1"))]
                                if p not in table.board.payment_marks(match.view(seat))][0])
    frames(app)
    assert any(e >> 2 == SPELL_ID["Growth"] and e & USED for e in match.state.spells[seat])


def test_a_used_spell_lies_sideways(app):
    table, match = table_board(app, {"players": 2}, 3)
    seat, _growth = _to_own_actions(match)
    state = match.state
    state.spells[seat] = [e | USED if e >> 2 == SPELL_ID["Growth"] else e for e in state.spells[seat]]
    table.viewer = seat
    table.refresh()
    board = table.board
    img = board.item_image(f"spell:{seat}:{SPELL_ID['Growth']}")
    ready = board.item_image(f"spell:{seat}:{SPELL_ID['Ice']}")
    assert img.get_width() > img.get_height() and ready.get_height() > ready.get_width()


def test_reach_into_the_later_rounds(app):
    """A game's decisions into round 4 (multi-element curses, learned spells, more madness),
    each from the acting seat's screen; the full sweep plays every option set to the end."""
    assert reach_random_games(app, RULES, {"players": 2, "difficulty": 1}, [13], 200) > 250   # into round 4


def test_events_become_the_games_own_animations(app):
    table, match = table_board(app, {"players": 3}, 4)
    board = table.board
    names = table.seat_name

    def kinds(event):
        return [type(a).__name__ for a in anims_of(board, event, names)]

    slot = next(i for i, c in enumerate(match.state.track) if c >= 0)
    assert "Pulse" in kinds(CurseTriggered("Each player adds 1 madness card.", 1, True, "a curse", slot=slot))
    assert "Burn" in kinds(CurseBroken("The curse on 2 (by P1)", 1, True, slot=slot, seat=0,
                                       code=match.state.track[slot],
                                       paid=(("hand", 0, match.state.hand[0][0], -1),)))
    cast = kinds(SpellCast("P1 casts Growth (E1)", seat=0, spell=SPELL_ID["Growth"],
                           paid=(("hand", 0, match.state.hand[0][0], -1),)))
    assert cast == ["Flights", "Glow"]
    assert "Flights" in kinds(MadnessTaken(None, "P2 takes a madness card; madness deck", -1, 20, player=1, dest="discard"))
    got = kinds(MonsterArrived("The Red bee arrives", 2))
    assert got[:2] == ["PageTurn", "Dealt"]
    # they draw on the real table without error, with places from the board
    surf = pygame.Surface(app.screen.get_size())
    for event in (CurseTriggered("x", 1, True, "a curse", slot=slot), MonsterArrived("The Red bee arrives", 2),
                  MadnessTaken(None, "P2 takes a madness card", -1, 20, player=1, dest="hand")):
        for a in anims_of(board, event, names):
            a.start(table.stage)
            for t in (0.1, 0.4, 0.8):
                a.t = a.duration * t
                a.draw(surf, table.stage)
            a.finish(table.stage)
    assert not board.hidden


def test_the_effect_travels_to_each_wizard_it_touches(app):
    from game.core.events import CardDrawn

    table, match = table_board(app, {"players": 3}, 4)
    board = table.board
    names = table.seat_name
    first = anims_of(board, SpellCast("P1 casts Telepathy", seat=0, spell=SPELL_ID["Telepathy"]), names)
    assert [type(a).__name__ for a in first] == ["Glow"]
    seen = [type(a).__name__ for q in (0, 1, 2, 1) for a in anims_of(board, CardDrawn(q, None), names)]
    assert seen == ["Spark", "Drawn", "Spark", "Drawn", "Spark", "Drawn", "Drawn"]   # once per wizard


def test_event_words_are_the_boards_places(app):
    table, _match = table_board(app, {"players": 3}, 4)
    board = table.board
    assert board.event_place("hand", 1) == "hand:1" and board.event_place("deck", 2) == "deck:2"
    assert board.event_place("P2's discard pile", 0) == "discard:1"
    assert board.event_place("the top of P3's draw deck", 0) == "deck:2"
    assert board.event_place("the madness deck") == "madness" and board.event_place("the destroyed pile") == "destroyed"
    assert board.event_place("seat", 2) == "seat:2"


def test_tooltips_hold_the_whole_texts(app):
    table, match = table_board(app, {"players": 3}, 6)
    board = table.board
    view = match.view(0)
    sid = SPELL_ID["Telepathy"]
    assert SPELL_TEXTS[sid] in board.tooltip(f"spell:0:{sid}")
    slot = next(i for i, c in enumerate(view.track) if c >= 0)
    from game.madness.data import CURSE_EFFECTS, CURSES, SLOT_NAMES

    tip = board.tooltip(f"curse:{SLOT_NAMES[slot]}")
    assert CURSE_EFFECTS[CURSES[view.track[slot]][1]][0] in tip and board_text("Break it: pay {cost} from your hand and any support; you gain any value-2 element card.", cost="")[:8] in tip
    page = PAGES[view.pages[0]]
    assert page[1] in board.tooltip("monster")
    book = open_book(view)
    assert book.bonus in board.tooltip("page") and book.penalty in board.tooltip("page")
    from game.madness.data import POWER_TEXT

    assert POWER_TEXT[view.wizards[1]] in board.tooltip("wizard:1")
    lib_top = view.library[0][-1]
    assert SPELL_TEXTS[lib_top] in board.tooltip("library:0")
    assert board_text("Acquire: pay {n} {element}; the card goes to your discard pile.", n=2, element=board_text("Water")) in board.tooltip("supply:W2")
    assert str(view.madness) in board.tooltip("madness")
    madness_cards = [p for p in board.places if p.kind == "card" and p.data["code"] == MADNESS]
    for p in madness_cards[:1]:
        assert board_text("Produces nothing. {limit} madness in hand at the end of your turn scare you to death. Banish it: pay 2 of one element.", limit=6)[:20] in board.tooltip(p.id)


def test_czech_board_words(app):
    set_language("cs")
    i18n.set_language("cs")
    try:
        table, _match = table_board(app, {"players": 2}, 6)
        words = table.board.texts()
        assert "Knihovna" in words and "Kletby příští nestvůry" in words
    finally:
        set_language("en")
        i18n.set_language("en")


def test_every_spell_and_curse_card_renders_with_its_name(app):
    """Every card of the game renders at the sizes the board uses."""
    from sprites.boards.madness import cards

    for sid in range(len(SPELLS)):
        for w, h in ((96, 139), (64, 93)):
            img = cards.spell_card(sid, w, h, sid < 4)
            assert img.get_size() == (w + 3, h + 3)
    from game.madness.data import CURSES

    for code in range(len(CURSES)):
        assert cards.curse_card(code, 100, 84).get_size() == (103, 87)
    for code in range(13):
        assert cards.element_card(code, 30, 42).get_size() == (33, 45)


def test_all_reachable_at_the_first_decision_of_each_seat_count(app):
    for players in (2, 5):
        table, match = table_board(app, {"players": players}, 9)
        seat = match.to_act()[0]
        table.viewer = seat
        table.dirty = True
        frames(app)
        assert assert_all_reachable(table.control, match.legal(seat)) >= 2
        app.pop()



def test_a_card_is_dragged_where_it_goes_or_clicked(app):
    """Ice: "put 1 card from your hand into your support" — drag a hand card onto the support,
    or click it; the support's own cards take the drop as well as its empty slots."""
    from game.madness.actions import Pick
    from sprites.scenes.table import TableScene
    from sprites.tools.pointing import drag, hit_point

    match = Match(RULES, {"players": 2, "wizard1": "Larry", "wizard2": "Patrik"}, 1)
    seat, _growth = _to_own_actions(match)
    code = CARD_NAMES.index
    match.state.hand[seat] = [code("W1"), code("W1"), code("W1"), code("F2"), code("E2"), code("A2"), code("W3")]
    match.play(Cast(seat, SPELL_ID["Ice"], 3))
    for _ in range(3):
        match.play(Pay(seat, "hand", seat, code("W1")))
    assert {a.card for a in match.legal(seat)} == {code("F2"), code("E2"), code("A2"), code("W3")}
    assert all(isinstance(a, Pick) for a in match.legal(seat))
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    table.viewer = seat
    table.dirty = True
    frames(app)
    table.timeline.skip()
    frames(app)
    control = table.control
    f2 = table.board.spread.cards[("hand", seat, code("F2"))]
    drag(control, hit_point(control, f2[0]), hit_point(control, f"support:{seat}"))
    assert match.state.support[seat] == [code("F2")]
    frames(app)
    table.timeline.skip()
    frames(app)
    e2 = table.board.spread.cards[("hand", seat, code("E2"))]
    drag(table.control, hit_point(table.control, e2[0]), hit_point(table.control, f"support:{seat}:0"))
    assert match.state.support[seat] == [code("F2"), code("E2")]
    frames(app)
    table.timeline.skip()
    frames(app)
    a2 = table.board.spread.cards[("hand", seat, code("A2"))]
    click_place(table.control, a2[0])
    assert match.state.support[seat] == [code("F2"), code("E2"), code("A2")]


def test_a_card_chosen_from_a_discard_pile_is_clicked_in_the_pile_spread_open(app):
    """Frost Mirror, Sands of Time, a bonus: the discard pile opens over the book, a card of
    each kind with its count; clicking one chooses it."""
    from game.madness.actions import Pick
    from game.madness.machine import run
    from sprites.scenes.table import TableScene

    match = Match(RULES, {"players": 2}, 1)
    seat, _growth = _to_own_actions(match)
    code = CARD_NAMES.index
    s = match.state
    s.discard[seat] = [code("F1"), code("W2"), code("W2"), MADNESS]
    s.support[seat] = []
    s.tasks.append(("pick", seat, seat, "support", 1, "any", "D", False, 0, (), -1))
    run(s)
    assert {a.card for a in match.legal(seat) if isinstance(a, Pick)} == {code("F1"), code("W2"), MADNESS}
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    table.viewer = seat
    table.dirty = True
    frames(app)
    board = table.board
    spread = [p for p in board.places if p.id.startswith(f"spread:{seat}:")]
    assert sorted(p.data["code"] for p in spread) == sorted([code("F1"), code("W2"), MADNESS])
    assert board_text("{name}'s discard pile: choose a card", name=board.seat_label(seat)) in board.texts()
    click_place(table.control, f"spread:{seat}:{code('W2')}")
    assert match.state.support[seat] == [code("W2")] and match.state.discard[seat].count(code("W2")) == 1
    frames(app)
    assert not any(p.id.startswith("spread:") for p in table.board.places)


def anims_of(board, event, names):
    """The board's animations of an event, offered the timeline's generic ones as the table does."""
    from sprites.ui.timeline import animations_for

    return board.animations(event, animations_for(event, names))


def fresh_paint(board) -> pygame.Surface:
    """The board painted from scratch: what the kept composite must equal."""
    surf = board.static_layer().copy()
    for group in board.spread.groups.values():
        surf.set_clip(group.rect)
        for it in group.items:
            if it.piece is None or it.piece not in board.hidden:
                surf.blit(it.img, it.pos)
    surf.set_clip(None)
    return surf


def assert_teammates_whole(app, table, match) -> None:
    board = table.board
    screen = app.screen.get_rect()
    panels = {q: board.screen_rect(f"seat:{q}") for q in range(match.state.n) if q != board.near}
    for q, r in panels.items():
        assert screen.contains(r) and table.board_rect.contains(r), (q, r)
        for other, r2 in panels.items():
            assert other == q or not r.colliderect(r2), (q, other)
        for zone in ("support", "deck", "discard", "gauge"):
            z = board.screen_rect(f"{zone}:{q}")
            assert z is not None and r.contains(z), (zone, q, z, r)
            # what is hovered there is what is drawn there
            found = board.place_at(z.center)
            assert found is not None and found.startswith(f"{zone}:{q}"), (zone, q, found)
    comp, static = board.composite(), board.static_layer()
    # the composite kept between views is the table painted afresh (no region wiped another)
    assert pygame.image.tobytes(comp, "RGB") == pygame.image.tobytes(fresh_paint(board), "RGB")
    for q in panels:
        for zone in ("deck", "discard", "gauge"):
            r = pygame.Rect(board.places.get(f"{zone}:{q}").rect)
            assert pygame.image.tobytes(comp.subsurface(r), "RGB") != pygame.image.tobytes(
                static.subsurface(r), "RGB"), (zone, q)


@pytest.mark.parametrize("watch", [False, True], ids=["hot-seat", "teammates-act"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_teammates_panels_stay_whole_as_the_turn_passes(app, players, size, watch):
    """The active wizard's area along the far edge is wider: when the turn (or a Telepathy
    action) passes, the areas move, and each stays drawn whole, where it is pointed at. Hot-seat
    the screen turns to whoever acts; ``watch``: P1 watches the others act (as AI teammates
    would, through the session) and points for itself."""
    import random

    from sprites.tools.pointing import Unreachable, produce

    if size != app.size:
        app.set_resolution(size)
    table, match = table_board(app, {"players": players}, 3)
    rng = random.Random(players)
    actives = set()
    for _step in range(45):
        if match.over:
            break
        seat = match.to_act()[0]
        if seat != table.viewer and not watch:
            table.switch_viewer(seat)
        frames(app)
        table.timeline.skip()
        frames(app)
        assert_teammates_whole(app, table, match)
        actives.add(match.state.active)
        action = rng.choice(match.legal(seat))
        if seat != table.viewer:
            table.play(action)
            frames(app)
            continue
        try:
            produce(table.control, action)
        except Unreachable:
            table.control.reset()
            table.choose(action)
        frames(app)
    assert len(actives) >= 2


def table_at_power(app, when: str):
    """A two-player table (seeded random play, the power kept) at the first turn moment
    ``when`` that offers the acting wizard's power; the acting seat at the screen."""
    import random

    from game.madness.actions import UsePower
    from sprites.scenes.table import TableScene

    match = Match(RULES, {"players": 2}, 1)
    rng = random.Random(1)
    for _i in range(600):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        t = match.state.tasks[-1]
        if t[0] == when if when == "act" else (t[0] == "power" and t[2] == when):
            if any(isinstance(a, UsePower) for a in legal):
                break
        match.play(rng.choice([a for a in legal if not isinstance(a, UsePower)]))
    else:
        raise AssertionError(f"no power offered at {when}")
    table = TableScene(app, match, ["human"] * 2)
    app.push(table)
    table.viewer = match.to_act()[0]
    table.dirty = True
    frames(app)
    table.timeline.skip()
    frames(app, 2)
    return table, match


def test_the_power_is_a_button_that_asks_first_when_it_ends_the_turn(app):
    """After the recuperation draw the power is the turn's last deed: its button (under the
    portrait, saying what it does) asks before it plays; No goes back, Yes plays the power."""
    from game.madness.actions import UsePower
    from sprites.board.popup import Confirm
    from sprites.boards.madness.areas import POWER_SHORT
    from tests.sprites.conftest import click

    table, match = table_at_power(app, "recup")
    board, q = table.board, table.viewer
    assert board_text("Use your power") in table.prompt_text
    assert board_text("Use your power") in board.texts()
    assert board_text(POWER_SHORT[match.state.wizards[q]]) in board.texts()
    r = board.screen_rect(f"power:{q}")
    assert r is not None and board.screen_rect(f"seat:{q}").contains(r)
    world = pygame.Rect(board.places.get(f"power:{q}").rect)
    assert pygame.image.tobytes(board.composite().subsurface(world), "RGB") != pygame.image.tobytes(
        board.static_layer().subsurface(world), "RGB")
    n = len(match.actions)
    click(r.center)
    frames(app, 2)
    popup = table.control.popup
    assert isinstance(popup, Confirm) and popup.title == board_text("Use your power now? Your turn ends right after it.")
    assert len(match.actions) == n
    click(popup.row_rect(1).center)          # No, go back
    frames(app, 2)
    assert table.control.popup is None and len(match.actions) == n
    click(r.center)
    frames(app, 2)
    click(table.control.popup.row_rect(0).center)
    frames(app, 3)
    assert len(match.actions) == n + 1 and isinstance(match.actions[-1], UsePower)


@pytest.mark.parametrize("when", ["grimoire", "act"])
def test_the_power_button_plays_at_once_when_the_turn_goes_on(app, when):
    from game.madness.actions import UsePower
    from tests.sprites.conftest import click

    table, match = table_at_power(app, when)
    n = len(match.actions)
    click(table.board.screen_rect(f"power:{table.viewer}").center)
    frames(app, 3)
    assert table.control.popup is None
    assert len(match.actions) == n + 1 and isinstance(match.actions[-1], UsePower)


def test_the_phase_banner_and_the_top_bar_say_the_same_round(app):
    """The action that ends a round's last turn plays on into the next turn: its concentration
    and grimoire phases are announced in the old round, then the new monster opens the new
    one. Each banner says its event's round, and the top bar the round of the banner showing."""
    import random
    import re

    from game.madness.events import MonsterArrived
    from sprites.scenes.table import TableScene
    from sprites.tools.pointing import Unreachable, produce

    match = Match(RULES, {"players": 2}, 4)
    rng = random.Random(4)
    while True:
        seat = match.to_act()[0]
        action = rng.choice(match.legal(seat))
        trial = match.snapshot()
        if any(isinstance(ev, MonsterArrived) and ev.round == 2 for ev in trial.play(action)):
            break
        match.play(action)
    table = TableScene(app, match, ["human"] * 2)
    app.push(table)
    table.viewer = seat
    table.dirty = True
    frames(app)
    table.timeline.skip()
    frames(app)
    assert "1" in re.findall(r"\d+", table.top_lines()[1])[:1]
    try:
        produce(table.control, action)
    except Unreachable:
        table.control.reset()
        table.choose(action)
    assert match.state.round == 2
    seen = []
    for _i in range(400):
        frames(app, 1, 1 / 30)
        top = int(re.findall(r"\d+", table.top_lines()[1])[0])
        for anim in table.timeline.active:
            if anim.kind == "phase" and anim.subtitle:
                banner = int(re.findall(r"\d+", anim.subtitle)[0])
                seen.append((anim.title, banner))
                assert banner == top, (anim.title, anim.subtitle, table.top_lines()[1])
        if not table.timeline.busy:
            break
    assert {b for _t, b in seen} == {1, 2}
    assert table.top_lines()[1].startswith("Round 2 ")   # the timeline done: the state's round


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_layout_audit_three_players_nothing_cut_or_covered(lang):
    """A short game of three through the real scenes, every text drawn watched (what
    ``main.py check layout`` runs): nothing shortened without its whole on hover, no pop-up
    covered."""
    from sprites.tools.layout import audit_game

    try:
        audit, figures = audit_game("madness", (1280, 720), lang, 1, 30, None, 0, {"players": 3})
    finally:
        set_language("en")
    assert "error" not in figures and figures["decisions"] == 30, figures
    found = {k: [f.text for f in audit.worst(k, 5)] for k in ("cut", "covered")}
    assert audit.count("cut") == 0 and audit.count("covered") == 0, found
