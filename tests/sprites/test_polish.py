"""Play-test polish: nothing a player needs is cut short, and the table's middle is used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pygame

from game.core.match import Match
from game.core.summary import Section, Value
from game.core.types import Action
from sprites.boardview import BoardView, _chip_rows
from sprites.scenes.table import ActionList, TableScene, _said
from tests.sprites.conftest import frames, key, run_until

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


def test_the_prompt_is_not_cut_at_four_lines(app, toy, monkeypatch):
    text = " ".join(f"word{i}" for i in range(60))
    monkeypatch.setattr(type(toy), "prompt", lambda self, state, seat: text)
    table = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.push(table)
    assert run_until(app, table.human_turn)
    frames(app)
    assert len(table.prompt_lines) > 4
    assert " ".join(table.prompt_lines).split() == text.split()
    # at least two buttons' room stays below it
    assert table.actions.rect.h >= 2 * table.actions.row_h


def test_long_log_lines_wrap_and_the_phase_is_not_said_twice(app, toy):
    table = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.push(table)
    frames(app)
    words = " ".join(f"event{i}" for i in range(30))
    table.add_log("   " + words, (200, 200, 200))
    frames(app)
    lines = [part for part, _ in table.log_lines()]
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("event0 "))
    joined = " ".join(line.strip() for line in lines[start:start + 6]).split()
    assert joined[:30] == words.split() and len(lines[start]) < len(words)
    assert _said("Phase 6 · Dispatch", "Round 5 · Dispatch")
    assert not _said("Combat", "Round 5 · Dispatch")


def test_the_last_roll_stays_on_the_table(app, toy):
    table = TableScene(app, Match(toy, {"players": 2}, 3), ["human", "easy"])
    app.push(table)
    assert run_until(app, table.human_turn)
    roll = next(a for a in table.actions.actions() if a.label() == "Roll the die")
    table.actions.selected = next(i for i, r in enumerate(table.actions.rows) if r[0] == "act" and r[1] == roll)
    key(pygame.K_RETURN)
    frames(app)
    assert table.last_roll is not None and table.last_roll[0] == 0
    key(pygame.K_SPACE)       # skip the tumble
    frames(app, 3)
    assert not table.timeline.busy
    assert table.roll_shown in ("board", "panel")
    img = table.roll_image()
    assert img is not None and img.get_width() > 100
