"""The D-Day Dice board: every legal action of seeded random games made by pointing (every map,
1-4 players, each Exercise Tiger level), and what the beach, the squads, the tray and the supply
show and say."""

from __future__ import annotations

import itertools
import os

import pygame
import pytest

from game import registry
from game.core.i18n import set_language
from game.core.types import Action
from game.dday import RULES
from game.dday.actions import Give, LockDie, Move, Pass, Reroll, RollDice, StopRolling
from game.dday.data import COMMON_SPECIALISTS, DECORATIONS, ITEM_COST, UNIQUE_SPECIALISTS, VEHICLES
from game.dday.events import DiceThrown
from game.dday.maps import MAP_IDS, MAPS, RANDOM_TABLE
from game.dday.tr import _ as game_
from sprites.board import BoardControl
from sprites.boards import board_class
from sprites.boards.dday import DDayBoard as BOARD
from sprites.boards.dday import dice, texts, words
from sprites.tools.pointing import produce
from tests.dday.helpers import game, put, to_phase
from tests.sprites.reach import reach_random_games

# (map, players, level): every map, 1-4 players across them, every Exercise Tiger level
SAMPLE = [("N-01", 1, "advanced"), ("N-01", 2, "exercise"), ("N-01", 3, "basic"), ("N-02", 4, "advanced"),
          ("N-03", 2, "advanced"), ("N-04", 1, "advanced"), ("N-05", 3, "advanced"), ("N-06", 4, "advanced"),
          ("N-07", 2, "advanced"), ("N-08", 1, "advanced"), ("STG", 3, "advanced")]


def options(map_id: str, players: int, level: str) -> dict:
    return {"players": players, "map": map_id, "level": level}


def test_dday_board_reach_every_map(app):
    """A seeded random game on each map, 1 to 4 players and each level: every legal action at
    every decision point is made by real pointer events on the board."""
    rules = registry.get("dday")
    assert {m for m, _, _ in SAMPLE} == set(MAP_IDS)
    assert {p for _, p, _ in SAMPLE} == {1, 2, 3, 4}
    proven = 0
    for k, (map_id, players, level) in enumerate(SAMPLE):
        proven += reach_random_games(app, rules, options(map_id, players, level), [11 + k], 160)
    print(f"dday board: {proven} legal actions made by pointing")
    assert proven > 2000


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("RUN_SLOW"), reason="the full sweep runs with RUN_SLOW=1")
def test_dday_board_reach_every_map_full_sweep(app):
    rules = registry.get("dday")
    proven = 0
    for map_id, players in itertools.product(MAP_IDS, (1, 2, 3, 4)):
        if MAPS[map_id].part and players < 2:
            continue
        for level in (("exercise", "basic", "advanced") if map_id == "N-01" else ("advanced",)):
            made = reach_random_games(app, rules, options(map_id, players, level), [1, 2, 3], 400)
            assert made > 0, (map_id, players, level)
            proven += made
    print(f"dday board: {proven} legal actions made by pointing")
    assert proven > 20000


# ------------------------------------------------------------------ a board on a hand-made position
def shown(state, seat: int | None = 0, size: tuple[int, int] = (944, 568), scale: float = 1.0):
    """The board showing ``state`` to ``seat``, with its control given the seat's gestures."""
    board = BOARD(RULES)
    board.layout(pygame.Rect(12, 68, *size), scale)
    acting = RULES.to_act(state)
    legal = RULES.legal_actions(state, seat) if seat in acting else []
    board.show(RULES.view(state, seat), seat, legal, acting)
    control = BoardControl(board, lambda a: None)
    control.layout(pygame.Rect(400, 650, 540, 50), pygame.Rect(0, 0, 1280, 720), scale)
    control.set_gestures(board.gestures(legal), bool(legal))
    return board, control


def again(control: BoardControl) -> BoardControl:
    """The same decision point again (a chosen action disables the control)."""
    control.set_gestures(list(control.index.all), True)
    return control


def test_the_game_has_its_own_board():
    assert board_class("dday") is BOARD


def test_every_map_lays_out_every_sector_as_a_tile_inside_the_beach(app):
    for map_id in MAP_IDS:
        s = game(map_id, players=2 if MAPS[map_id].part else 1)
        board, _ = shown(s)
        bm = MAPS[map_id]
        tiles = board.beach.tiles
        assert set(tiles) == set(bm.row_of), map_id
        for (a, ra), (b, rb) in itertools.combinations(tiles.items(), 2):
            assert not ra.colliderect(rb), f"{map_id}: {a} overlaps {b}"
        for sid, r in tiles.items():
            assert board.map_rect.contains(r), f"{map_id}: {sid} leaves the beach"
            assert board.place_at(board.camera.to_screen(r.center)) in (sid, *[f"token:{u}" for u in range(4)])
        # rows rise from the beach to the bunker
        for a, b in itertools.combinations(tiles, 2):
            if not bm.part and bm.row_of[a] < bm.row_of[b]:
                assert tiles[a].y > tiles[b].y
        mined = {(ln.a, ln.b) for ln in board.beach.links if ln.mined}
        assert len(mined) == len(bm.mines), map_id


def test_the_tile_says_what_the_map_data_says(app):
    s = game("N-01")
    board, _ = shown(s)
    tip = board.tooltip("5")
    assert "3" in tip and "Corporal" in tip and "machine" in tip.lower()
    assert "sacrifice" in board.tooltip("7").lower()
    assert "cannot stay" in board.tooltip("4").lower()
    bunker = board.tooltip("B")
    assert "12" in bunker and "4 courage" in bunker
    set_language("cs")
    try:
        assert "Desátník" in board.tooltip("5") and "Corporal" not in board.tooltip("5")
        assert "PTK" in board.tooltip("5")
    finally:
        set_language("en")


def test_dice_are_drawn_as_coloured_symbols_never_as_text(app):
    red_skull = dice.die_face(40, "Red Skull")
    blue_star = dice.die_face(40, "Blue Star")
    assert red_skull is not None and blue_star is not None
    corner = (8, 20)
    assert red_skull.get_at(corner)[0] > 150 > red_skull.get_at(corner)[2]
    assert blue_star.get_at(corner)[2] > 120
    faces = [pygame.image.tobytes(dice.die_face(40, f"White {name}"), "RGBA")
             for name in ("Skull", "Star", "1S", "2S", "Courage", "Tool")]
    assert len(set(faces)) == 6
    assert dice.die_face(40, 5) is not None and dice.die_face(40, "no such face") is None


def test_rolling_clicks_dice_to_lock_then_toggles_them_for_the_reroll(app):
    s = game("N-01")
    RULES.apply(s, RollDice(0))
    board, control = shown(s)
    assert [p.id for p in board.places if p.kind == "die"] == [f"die:0:{i}" for i in range(6)]
    assert produce(control, LockDie(0, 2)) == LockDie(0, 2)
    RULES.apply(s, LockDie(0, 2))
    RULES.apply(s, LockDie(0, 4))
    board, control = shown(s)
    assert [d.locked for d in board.tray.dice] == [False, False, True, False, True, False]
    reroll = Reroll(0, (0, 3))
    g = next(g for g in control.index.all if g.action == reroll)
    # the player clicks the dice to keep (1 and 5), Roll throws the rest (0 and 3)
    assert g.toggles == frozenset({"die:0:1", "die:0:5"}) and g.bar == "Roll the rest"
    assert not any("die:0:2" in (g.toggles or ()) for g in control.index.all)   # locked: never re-rolled
    assert produce(control, reroll) == reroll
    assert [b.text for b in again(control).bar.buttons] == ["Keep this roll", "Roll the rest"]
    every = Reroll(0, (0, 1, 3, 5))
    assert next(g for g in control.index.all if g.action == every).toggles == frozenset()
    assert produce(again(control), every) == every
    assert produce(again(control), StopRolling(0)) == StopRolling(0)


def test_a_throw_lands_each_die_on_its_own_place_and_hides_it_in_flight(app):
    s = game("N-01")
    RULES.apply(s, RollDice(0))
    board, _ = shown(s)
    event = DiceThrown(0, (1, 2), ("Red Skull", "Blue Tool"), spots=("die:0:1", "die:0:5"))
    assert board.anim_pieces(event) == ["die:0:1", "die:0:5"]
    assert board.event_place("die:0:5", 0) == "die:0:5"
    assert board.anim_pieces(DiceThrown(None, (4,), spots=("7",))) == ["fire:7"]    # the total waits
    assert board.event_place("Player 1", 0) == "token:0"
    assert board.event_place("soldiers", 0) == "res:0:soldiers"
    assert board.event_place("7") == "7"
    assert board.event_place("Scout", 0) is None                  # no Scout in this unit


def test_a_save_pops_up_on_the_card_that_saved(app):
    s = game("N-01")
    put(s, 0, "1", specs=("Medic",))
    board, _ = shown(s)
    assert board.event_place("Medic", 0) == "spec:0:Medic"


def test_moving_lights_the_reachable_sectors_with_their_cost(app):
    s = game("N-01")
    put(s, 0, "2", courage=5, soldiers=20, specs=("Scout",), visited=("1",))
    to_phase(s, "move")
    board, control = shown(s)
    moves = [a for a in RULES.legal_actions(s, 0) if isinstance(a, Move)]
    assert {m.dest for m in moves} == {"3", "4"} and control.index.origins >= {"3", "4"}
    assert set(board.tags) == {"3", "4"}
    assert produce(control, Move(0, "4")) == Move(0, "4")
    assert board.move_terms(Move(0, "4"))[0] == 2 and board.move_cost(Move(0, "4")) == "2 courage"
    assert "mine" in board.move_terms(Move(0, "3"))[1]        # the 2|3 line is mined
    assert "1" in board.why("1")                               # the start sector: visited


def test_trading_points_one_unit_at_another_with_steppers(app):
    s = game("N-01", players=2)
    put(s, 0, "1", soldiers=12, courage=6, items=("Whistle",))
    put(s, 1, "1", soldiers=4)
    to_phase(s, "recruit", [0, 1])
    board, control = shown(s, 0)
    give = Give(0, 1, "courage", 5)
    g = next(g for g in control.index.all if g.action == give)
    assert (g.origin, g.dest) == ("card:0", "card:1") and dict(g.counts)["Courage"] == 5
    assert produce(control, give) == give
    whistle = Give(0, 1, "Whistle")
    assert next(g for g in control.index.all if g.action == whistle).origin == "item:0:Whistle"
    assert produce(again(control), whistle) == whistle


def test_recruiting_clicks_a_card_of_the_supply_and_dims_what_is_too_dear(app):
    s = game("N-01")
    put(s, 0, "1", stars=3, points=6)
    to_phase(s, "recruit", [0])
    board, control = shown(s)
    assert board.market
    dim = {slot.name: slot.dim for slot in board.supply.slots}
    assert dim["Whistle"] is False and dim["Bangalore Torpedo"] is True
    from game.dday.actions import FindItem, Recruit

    # the unit's own specialists are its hand, on its card: clicked there to recruit them
    assert next(g for g in control.index.all if g.action == Recruit(0, "Corporal")).origin == "hand:0:Corporal"
    assert produce(control, Recruit(0, "Corporal")) == Recruit(0, "Corporal")
    assert produce(again(control), FindItem(0, "Whistle")) == FindItem(0, "Whistle")
    assert "costs 4 stars" in board.why("hand:0:Medic")


def test_the_beach_stays_in_view_and_pointable_while_units_recruit(app):
    """Recruit/find by real events on the real table: the supply lies beside the beach, not over
    it; every sector is drawn where the board says, and resting the pointer on a sector ahead
    shows what it demands (the minefield before a Minesweeper is bought)."""
    from game.core.match import Match
    from sprites.scenes.table import TableScene
    from tests.sprites.conftest import frames

    match = Match(RULES, {"players": 1, "map": "N-01"}, 3)
    while not (match.state.phase == "recruit" and RULES.to_act(match.state)):
        seat = RULES.to_act(match.state)[0]
        legal = match.legal(seat)
        keep = next((a for a in legal if isinstance(a, StopRolling)), None)
        match.play(keep or legal[0])
    table = TableScene(app, match, ["human"])
    app.push(table)
    frames(app, 5)
    table.timeline.skip()
    frames(app, 5)
    board = table.board
    assert board.market and board.supply.slots
    supply = board.screen_rect(board.supply.slots[0].place)
    for sid in board.beach.tiles:
        r = board.screen_rect(sid)
        assert r is not None and app.screen.get_rect().contains(r) and not r.colliderect(supply), sid
        assert board.place_at(r.center) in (sid, *[f"token:{u}" for u in range(4)])
    # the pointer rests on sector 3: its tooltip (the mined line to sector 2) is shown
    r = board.screen_rect("3")
    spot = (r.x + r.w // 3, r.y + r.h // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 40)
    assert table.control.tip_place == "3"
    tip = board.tooltip("3")
    assert "Sector 3" in tip and "minefield" in tip.lower()
    # the tile is drawn: its shield is there, not the supply's green felt
    shield = app.screen.get_at((r.x + int(10 * board.s), r.centery))
    assert shield[:3] != (34, 74, 52)


def test_a_specialist_falls_only_when_the_fallen_pile_is_clicked_too(app):
    """Casualties: a click on a specialist selects him (nothing is lost yet); Esc or another
    click lets him go; only a click on the fallen pile after him makes him fall."""
    from game.dday.actions import LoseSpecialist

    s = game("N-01")
    put(s, 0, "1", soldiers=2, specs=("Scout", "Medic"))
    s.losses = [{"seat": 0, "n": 3, "kind": "any", "tag": "combat", "phase": "combat"}]
    s.phase = "combat"
    board, control = shown(s)
    assert board.losing and "fallen:0" in board.places
    chosen: list = []
    control.on_choose = chosen.append
    g = next(g for g in control.index.all if g.action == LoseSpecialist(0, "Scout"))
    assert (g.origin, g.dest) == ("spec:0:Scout", "fallen:0")
    from sprites.tools.pointing import click_at, hit_point

    click_at(control, hit_point(control, "spec:0:Scout"))
    assert chosen == [] and control.selected == "spec:0:Scout"      # selected, not lost
    control.cancel()
    assert control.selected is None and chosen == []
    click_at(control, hit_point(control, "fallen:0"))                # the pile alone does nothing
    assert chosen == [] and "specialist" in (control.note or ("",))[0]
    click_at(control, hit_point(control, "spec:0:Scout"))
    click_at(control, hit_point(control, "fallen:0"))
    assert chosen == [LoseSpecialist(0, "Scout")]
    # the Medic's save stays one click on him, beside the way to the pile
    assert produce(again(control), LoseSpecialist(0, "Medic")) == LoseSpecialist(0, "Medic")


def test_upkeep_lights_combinations_and_a_skull_cancels_the_die_clicked(app):
    from game.dday.actions import CancelResult
    from tests.dday.helpers import to_upkeep

    s = game("N-01")
    put(s, 0, "1")
    to_upkeep(s, {0: "R:2S W:2S B:2S R:Skull W:Tool B:Tool"})
    board, control = shown(s)
    keys = {c.key for c in board.tray.combos}
    assert {"two", "tools"} <= keys
    assert "Fresh Troops" in board.tooltip("combo:two")
    cancel = CancelResult(0, 3)
    origins = {g.origin for g in control.index.all if g.action == cancel}
    assert origins == {"die:0:0", "die:0:1", "die:0:2"}
    assert produce(control, cancel) == cancel


def test_every_unit_is_on_the_map_the_seat_at_the_screen_pinned_and_the_actor_lit(app):
    s = game("N-02", players=4)
    board, _ = shown(s, 2)
    assert {f"token:{i}" for i in range(4)} <= {p.id for p in board.places}
    pinned = [c for c in board.cards.cards if c.pinned]
    assert [c.seat for c in pinned] == [2]
    assert sorted(c.seat for c in board.cards.cards if not c.pinned) == [0, 1, 3]
    acting = RULES.to_act(s)[0]
    assert [c.seat for c in board.cards.cards if c.acting] == [acting]
    assert board.home(acting) == f"token:{acting}"
    tokens = [board.places.get(f"token:{i}").rect for i in range(4)]
    assert len({r[0] for r in tokens}) == 4       # side by side, not on top of each other


def test_unknown_actions_go_to_the_bar(app):
    from dataclasses import dataclass

    @dataclass(frozen=True, slots=True)
    class WaitForPartner(Action):
        def label(self) -> str:
            return "Wait for a partner"

    s = game("N-01")
    board, _ = shown(s)
    (g,) = board.gestures([WaitForPartner(0)])
    assert g.origin is None and g.text == "Wait for a partner"


def test_tooltips_cover_every_kind_of_place(app):
    s = game("N-01", players=2)
    put(s, 0, "1", soldiers=9, specs=("Medic",), items=("Grenade",))
    RULES.apply(s, RollDice(RULES.to_act(s)[0]))
    board, _ = shown(s, 0)
    kinds: dict[str, str] = {}
    for p in board.places:
        kinds.setdefault(p.kind, p.id)
    assert {"sector", "token", "unit", "dial", "held", "die", "tray", "line", "cost", "deck"} <= set(kinds)
    for kind, pid in kinds.items():
        assert board.tooltip(pid), kind
    assert "Save 1 soldier" in board.tooltip("spec:0:Medic")


def test_every_card_bonus_and_property_has_words_in_both_languages():
    names = [*COMMON_SPECIALISTS, *UNIQUE_SPECIALISTS, *ITEM_COST, *VEHICLES, *DECORATIONS]
    keys = [f"dday.card_{words.slug(n)}" for n in names] + words.bonus_keys()
    keys += [f"dday.random_{p[:2].lower()}" for col in RANDOM_TABLE.values() for p in col]
    english = {key: texts.tx(key) for key in keys}
    set_language("cs")
    try:
        for key in keys:
            assert key in texts.TEXTS and texts.tx(key) != english[key], key
        for n in names:
            assert game_(n) != n or n in ("Jeep", "Tank"), n
    finally:
        set_language("en")
    assert set(words.every_card()) == set(names)


def test_the_board_draws_at_both_screen_sizes(app):
    s = game("STG", players=3)
    for size, scale in (((944, 568), 1.0), ((1416, 852), 1.5)):
        board, control = shown(s, 0, size, scale)
        surface = pygame.Surface((size[0] + 400, size[1] + 200))
        board.draw(surface)
        control.draw(surface)
        assert board.texts()


def test_passing_in_a_window_is_on_the_bar(app):
    s = game("N-01")
    put(s, 0, "1", stars=5)
    to_phase(s, "recruit", [0])
    _, control = shown(s)
    assert produce(control, Pass(0)) == Pass(0)
    assert "Done" in [b.text for b in control.bar.buttons]


def test_a_stuck_unit_asks_its_partner_by_pointing_at_its_card(app):
    from game.dday.actions import AskHelp, CannotMove

    s = game("N-01", players=2)
    a = put(s, 0, "4", soldiers=5, courage=1, specs=("Scout",), visited=("1", "2", "5"))
    a.must_move = True
    put(s, 1, "4", soldiers=10, courage=3, visited=("1", "2"))
    to_phase(s, "move", [0, 1])
    _, control = shown(s, 0)
    ask = AskHelp(0, 1)
    assert next(g for g in control.index.all if g.action == ask).origin == "card:1"
    assert produce(control, ask) == ask
    assert produce(again(control), CannotMove(0)) == CannotMove(0)
    assert "Give up (the unit is lost)" in [b.text for b in control.bar.buttons]


def test_the_czech_rules_card_has_the_sections_the_board_names(app):
    from sprites.table import rulescard

    english = rulescard.sections(RULES.about())
    set_language("cs")
    try:
        card = RULES.about()
        parts = rulescard.sections(card)
        board, _view = shown(game("N-01"))
        named = {board.rules_section(pid) for pid in ("1", "token:0", "card:0") if board.rules_section(pid)}
        assert named and named <= {p.title for p in parts}, named
        assert "Dar mrtvého muže" in card and "PTK" in card
    finally:
        set_language("en")
    assert len(parts) == len(english)
    assert len(rulescard.steps(card.replace("Krok ", "Step "))) == len(rulescard.steps(RULES.about()))


def test_a_crowded_supply_leaves_the_partners_cards_out_and_gifts_go_to_their_squads(app):
    """Four units on two maps at 1280x720: while recruiting, the supply keeps its names readable
    by leaving the other units' cards out; a gift is then pointed at the partner's squad."""
    s = game("STG", players=4)
    for seat in range(4):
        put(s, seat, "S1", soldiers=10, courage=3, stars=5, points=4)
    to_phase(s, "recruit", [0, 1, 2, 3])
    board, control = shown(s, 0)
    assert board.market and "card:0" in board.places
    assert not any(f"card:{k}" in board.places for k in (1, 2, 3))
    give = Give(0, 1, "courage", 1)
    g = next(g for g in control.index.all if g.action == give)
    assert (g.origin, g.dest) == ("card:0", "token:1")
    assert produce(control, give) == give
    # every card of the supply still reads at least a whole line of its name
    assert all(slot.rect.w >= 80 for slot in board.supply.slots)
