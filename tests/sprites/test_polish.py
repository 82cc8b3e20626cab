"""Play-test polish: nothing a player needs is cut short, and the table's middle is used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pygame

from game.core.match import Match
from game.core.summary import Section, Value
from game.core.types import Action
from sprites.boards.generic.view import BoardView, _chip_rows
from sprites.scenes.table import TableScene, _said
from sprites.ui.actionlist import ActionList
from tests.sprites.conftest import click, frames, key, run_until

LONG_VALUE = "Green square blob (curses: Water, Earth, Fire) and a long tail of words to wrap"
LONG_LABEL = "Keep phase-2 card 2-2 (Catapult, Trebuchet, Battering ram, Siege tower)"


@dataclass(frozen=True, slots=True)
class Long(Action):
    n: int = 0
    group: ClassVar[str] = "Setup"

    def label(self) -> str:
        return LONG_LABEL if self.n == 0 else f"Short {self.n}"


def test_a_long_value_wraps_in_a_wide_chip_instead_of_being_cut(app):
    chips, height = _chip_rows([Value("Round", 1), Value("Monster", LONG_VALUE), Value("Deck", 13)], 400, 1.0)
    by_label = {c[0].label: c for c in chips}
    monster = by_label["Monster"]
    assert " ".join(monster[5]) == LONG_VALUE and "…" not in "".join(monster[5])
    assert monster[3] >= 390 and len(monster[5]) >= 2 and monster[4] > 48
    assert by_label["Round"][3] < 200          # short values keep a single cell
    assert height >= by_label["Deck"][2] + 48
    # the board draws it: the section is as tall as the wrapped chip needs
    board = BoardView()
    board.render([Section("Grimoire", (Value("Monster", LONG_VALUE),))], (420, 400), 1.0, None, [])
    assert board.placed[0].rect.h >= 40 + monster[4]


def test_a_long_action_label_wraps_onto_a_taller_button_that_clicks(app):
    lst = ActionList()
    lst.rect = pygame.Rect(0, 0, 360, 300)
    lst.set([Long(0, 0), Long(0, 1)])
    hs = lst.heights()
    assert hs[1] > lst.row_h and hs[2] == lst.row_h
    assert " ".join(lst.lines(1)) == LONG_LABEL
    # a click on the second line of the tall button picks that action, not the next one
    assert lst.index_at((20, hs[0] + hs[1] - 6)) == 1
    assert lst.index_at((20, hs[0] + hs[1] + 6)) == 2


def test_a_long_prompt_is_cut_in_the_strip_and_reads_whole_under_the_pointer(app, toy, monkeypatch):
    text = " ".join(f"word{i}" for i in range(60))
    monkeypatch.setattr(type(toy), "prompt", lambda self, state, seat: text)
    table = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.push(table)
    assert run_until(app, table.human_turn)
    frames(app)
    assert len(table.prompt_lines) == 2 and table.prompt_lines[-1].endswith("…")
    assert table.prompt_lines[0].split() == text.split()[:len(table.prompt_lines[0].split())]
    # the strip leaves the action bar its room
    r = table.prompt_rect()
    assert r.right <= min(b.rect.x for b in table.control.bar.buttons)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    assert table.prompt_tip == text


def test_long_log_lines_wrap_and_the_phase_is_not_said_twice(app, toy):
    table = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.push(table)
    frames(app)
    words = " ".join(f"event{i}" for i in range(30))
    table.add_log("   " + words, (200, 200, 200))
    frames(app)
    lines = [part for part, _ in table.log_lines()]
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("event0 "))
    joined = " ".join(line.strip() for line in lines[start:start + 12]).split()
    assert joined[:30] == words.split() and len(lines[start]) < len(words)
    assert _said("Phase 6 · Dispatch", "Round 5 · Dispatch")
    assert not _said("Combat", "Round 5 · Dispatch")


def test_the_last_roll_stays_on_the_table(app, toy):
    table = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.push(table)
    assert run_until(app, table.human_turn)
    frames(app)
    roll = next(b for b in table.control.bar.buttons if b.text == "Roll the die")
    click(roll.rect.center)
    frames(app)
    assert table.last_roll is not None and table.last_roll.seat == 0
    key(pygame.K_SPACE)       # skip the tumble
    frames(app, 3)
    assert not table.timeline.busy
    assert table.roll_shown == "board"           # under the board's content, never over it
    img = table.roll_image()
    assert img is not None and img.get_width() > 100


def test_setup_shows_the_focused_options_help_and_fits_the_labels(app):
    from game import registry
    from sprites.scenes.setup import SetupScene

    if "madness" not in registry.ids():
        return
    setup = app.push(SetupScene(app, "madness"))
    frames(app, 2)
    opt = setup.menu.by_name("opt:own_source")
    setup.menu.focus_on(opt)
    frames(app)
    assert setup.focused_option().key == "own_source"
    key(pygame.K_DOWN)
    frames(app)
    assert setup.focused_option().key != "own_source"
    # a long label takes the room its short value leaves (no ellipsis), at the widget's size
    from sprites.ui.widgets import resolve

    text, shown = resolve(opt.label), opt.show(opt.value)
    half, fs = opt.split(text, shown, int(opt.size * opt.scale), max(5, opt.rect.h // 5))
    from sprites.ui import gfx

    assert gfx.font(fs).size(text)[0] <= half - 16


def test_chart_lines_about_the_game_are_not_drawn_as_seats(app, toy):
    from sprites.scenes.gameover import GameOverScene, nice_axis

    table = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.push(table)
    frames(app)
    table.session.course.points[:] = [{"P1 strength": 4, "P2 strength": 4, "Madness deck": 18},
                     {"P1 strength": 2, "P2 strength": 6, "Madness deck": 12}]
    over = GameOverScene(app, table)
    app.push(over)
    frames(app, 2)
    assert over.series_seat("P2 strength") == 1
    assert over.series_seat(f"{table.seat_name(0)} glory") == 0
    assert over.series_seat("Madness deck") is None
    colour, marker = over.series_look(2, "Madness deck", 18)
    from sprites.ui import gfx

    assert colour not in (gfx.seat_colour(0), gfx.seat_colour(1))
    assert nice_axis(0, 10)[2] == [0, 5, 10]
    # no scores (co-operative): the final figures are written out
    from types import SimpleNamespace

    over.outcome = SimpleNamespace(scores=(), winners=(), reason="")
    assert "Madness deck: 12" in over.texts() and "At the end" in over.texts()
    frames(app)
    lo, hi, ticks = nice_axis(0, 18)
    assert lo == 0 and hi >= 18 and all(float(t).is_integer() for t in ticks)


def test_idle_title_starts_a_demo_game_and_any_key_returns(app, toy, monkeypatch):
    from sprites.scenes.gameover import GameOverScene
    from sprites.scenes.title import TitleScene

    title = app.push(TitleScene(app))
    monkeypatch.setattr(TitleScene, "ATTRACT_AFTER", 0.5)
    frames(app, 20, 1 / 60)           # not yet
    assert app.top is title
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 20, 1 / 60)           # input resets the idle clock
    assert app.top is title and title.idle < 0.5
    frames(app, 30, 1 / 30)
    table = app.top
    assert isinstance(table, TableScene) and table.attract
    assert all(c != "human" for c in table.controllers) and table.viewer is None
    assert run_until(app, lambda: len(table.match.actions) >= 1, 60)
    # a tall board glides to the seat that acts
    from sprites.board import Place

    cam = table.board.camera
    cam.configure(tuple(table.board_rect), (table.board_rect.w, 3000), False)
    seat = table.acting_seat
    table.board.home = lambda s: "far-seat"
    table.board.places.add(Place("far-seat", (0, 2500, 100, 100)))
    before = cam.oy
    table.follow_acting_seat(0.2)
    assert seat is not None and cam.oy > before
    key(pygame.K_a)
    frames(app, 2)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    from sprites.config import saves_dir

    assert not list(saves_dir().glob("autosave-*"))   # a demo leaves no autosave behind
    # the demo's game-over shows a while, then the title returns by itself
    monkeypatch.setattr(TitleScene, "ATTRACT_AFTER", 1000.0)
    demo = app.top.start_attract("toy_pig")
    over = app.push(GameOverScene(app, demo))
    frames(app, 3)
    assert app.top is over
    frames(app, int(over.ATTRACT_SHOW * 10) + 5, 0.1)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_readable_pieces_dice_name_their_face_and_cards_fit_their_name(app):
    from sprites.ui import gfx

    plain = gfx.piece("die", 54, "4", 4, False, gfx.col("band"))
    coded = gfx.piece("die", 54, "1. Red Skull", "RSk", False, gfx.col("band"))
    assert coded.get_height() > plain.get_height()          # a caption under the code
    assert gfx.die_tint("1. Red Skull") == gfx.DIE_COLOURS["red"]
    assert gfx.die_caption("1. Red Skull", "RSk") == "1 Red Skull" and gfx.die_caption("4", 4) == ""
    short = gfx.piece("card", 66, "Ice", None, False, gfx.col("band"))
    long = gfx.piece("card", 66, "Bangalore Torpedo (20)", None, False, gfx.col("band"))
    assert long.get_width() > short.get_width()
    word = gfx.font(max(10, int(66 * 0.15)), True).size("Bangalore")[0]
    assert long.get_width() >= word + 8


def test_a_rerender_reuses_unchanged_sections(app):
    board = BoardView()
    a = Section("Siege", (Value("Round", 1),))
    b = Section("Walls", (Value("W1", "2 stone"),))
    board.render([a, b], (800, 600), 1.0, None, [])
    first = dict(board._sections)
    board.render([a, Section("Walls", (Value("W1", "1 stone"),))], (800, 600), 1.0, None, [])
    kept = [k for k in board._sections if k in first]
    assert len(kept) == 1 and kept[0][0] == a
    assert board._sections[kept[0]][0] is first[kept[0]][0]   # the same drawn surface


def test_toasts_stay_clear_of_the_top_of_the_screen(app, toy):
    table = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.push(table)
    frames(app)
    app.toast("A message the player should see", "ok")
    app.toast("A second message", "danger")
    frames(app)
    assert len(app.toast_rects) == 2
    h = app.size[1]
    # stacked low, above the bottom button row, never over the prompt and the top bar
    assert all(r.top > h // 2 and r.bottom <= h - 90 for r in app.toast_rects)
    assert not app.toast_rects[0].colliderect(app.toast_rects[1])


def test_an_in_place_rerender_draws_what_a_fresh_render_draws(app):
    backdrop = pygame.Surface((800, 600))
    backdrop.fill((20, 60, 40))
    a = Section("Siege", (Value("Round", 1), Value("Phase", "Dispatch")))
    b1 = Section("Walls", (Value("W1", "2 stone"),))
    b2 = Section("Walls", (Value("W1", "1 stone"),))
    board = BoardView()
    board.render([a, b1], (800, 600), 1.0, None, [], backdrop)
    surface, version = board.surface, board.version
    board.render([a, b2], (800, 600), 1.0, None, [], backdrop)
    assert board.surface is surface and board.version == version + 1     # redrawn in place
    fresh = BoardView()
    fresh.render([a, b2], (800, 600), 1.0, None, [], backdrop)
    assert pygame.image.tobytes(board.surface, "RGB") == pygame.image.tobytes(fresh.surface, "RGB")


def test_the_rules_card_prefers_the_engines_player_facing_text(toy, monkeypatch):
    from sprites.scenes.rules import rules_text

    monkeypatch.setattr(type(toy), "about", "Roll to score; a 1 loses the turn's points.", raising=False)
    text = rules_text(toy)
    assert "Roll to score" in text


def test_setup_asks_only_for_the_wizards_of_players_at_the_table(app):
    from game import registry
    from sprites.scenes.setup import SetupScene

    if "madness" not in registry.ids():
        return
    setup = app.push(SetupScene(app, "madness"))
    frames(app, 2)
    setup.set_option("players", 2)
    frames(app)
    names = {w.name for w in setup.menu.widgets}
    assert {"opt:wizard1", "opt:wizard2"} <= names
    assert "opt:wizard3" not in names and "opt:wizard5" not in names
    setup.set_option("players", 4)
    frames(app)
    names = {w.name for w in setup.menu.widgets}
    assert "opt:wizard4" in names and "opt:wizard5" not in names
