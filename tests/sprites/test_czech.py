"""Czech throughout: every game started through the real scenes in Czech draws no English word,
and a language switch in a running game redraws the table in the new language at once."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.core import i18n
from game.core.i18n import read_po
from game.core.match import Match
from sprites.scenes.pause import PauseScene
from sprites.scenes.settings import SettingsScene
from sprites.scenes.setup import SetupScene
from sprites.scenes.table import TableScene
from sprites.scenes.title import TitleScene
from sprites.ui import gfx
from tests.sprites.conftest import click, frames, key, run_until

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("stronghold", "madness", "dday", "wizard_kings")
_WORD = re.compile(r"[A-Za-z][a-z]{3,}")
_SPLIT = re.compile(r"[^\W\d_]+")


@pytest.fixture
def english():
    yield
    i18n.set_language("en")


def english_words() -> set[str]:
    """Words only English uses: the words (four letters or more) of every catalogue's English
    texts that no Czech text of any catalogue uses (so names that stay the same, "D-Day Dice",
    "Enter", are left out), placeholders left out."""
    english, czech = set(), set()
    for po in ROOT.rglob("locale/cs.po"):
        if ".venv" in po.parts:
            continue
        for entry in read_po(po).values():
            for text in (entry.msgid, entry.plural or ""):
                english |= {w.lower() for w in _WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}
            for text in entry.strings:
                czech |= {w.lower() for w in _SPLIT.findall(text)}
    return english - czech


def error_reports() -> tuple[str, ...]:
    """How the table starts a line quoting a Python error (its message is Python's English):
    such lines are left out here (an AI error is a bug of its own, not an untranslated text)."""
    from sprites.tr import _

    mark = "\x00"
    return tuple(text.split(mark)[0] for text in (
        _("AI problem ({reason}); a random legal move was played instead.", reason=mark),
        _("The game engine failed ({reason}); the game cannot go on. Your last autosave is safe.", reason=mark)))


def leaks(texts: set[str], words: set[str]) -> dict[str, str]:
    """English words found in the texts drawn: word -> a text it stood in (an error report, and
    the lines it wrapped onto, left out)."""
    found: dict[str, str] = {}
    errors = [text for text in texts if text.lstrip().startswith(error_reports())]
    for text in texts:
        if any(text.strip() in error for error in errors):
            continue
        for w in _SPLIT.findall(text):
            if w.lower() in words and w.lower() not in found:
                found[w.lower()] = text
    return found


def czech_app():
    from sprites.config import Settings
    from sprites.shell.app import App

    app = App((1280, 720), False, Settings(coach="off", language="cs"))
    pygame.event.clear()
    return app


@pytest.mark.parametrize("gid", GAMES)
def test_a_game_played_in_czech_draws_no_english(gid, english):
    if not (ROOT / "game" / gid / "locale" / "cs.po").exists():
        pytest.skip(f"game/{gid} has no Czech catalogue yet")
    words = english_words()
    app = czech_app()
    try:
        with gfx.recording() as seen:
            title = app.push(TitleScene(app))
            frames(app, 2)
            click(title.menu.by_name(f"game:{gid}").rect.center)
            frames(app, 2)
            setup = app.top
            assert isinstance(setup, SetupScene)
            seen.clear()                          # the title shows every game: from here on only this one
            frames(app, 2)
            setup.controllers = ["human"] + ["easy"] * (len(setup.controllers) - 1)
            setup.layout()
            frames(app, 2)
            click(setup.menu.by_name("start").rect.center)
            frames(app, 2)
            table = app.top
            assert isinstance(table, TableScene)
            played = 0
            for _turn in range(40):
                if table.match.over or played >= 8:
                    break
                if not run_until(app, lambda: table.match.over or (table.human_turn() and not table.timeline.busy)
                                 or app.top is not table, 30):
                    break
                if app.top is not table:          # a hand-over or the game-over screen
                    frames(app, 3)
                    break
                if table.match.over:
                    break
                table.list_open = True            # every legal action's label, drawn once
                table.static = None
                frames(app, 2)
                table.list_open = False
                legal = table.match.legal(table.viewer)
                table.play(legal[len(legal) // 2])
                played += 1
                frames(app, 5)
            frames(app, 3)
            seen |= {line for line, _colour in table.visible_log()}
            seen.update(table.texts())
        found = leaks(seen, words)
        assert not found, f"English on the {gid} table in Czech: {sorted(found.items())[:12]}"
    finally:
        app.shutdown()


def test_switching_to_czech_in_a_running_game_rewords_the_table_at_once(app, toy, monkeypatch, english):
    monkeypatch.setattr(type(toy), "prompt",
                        lambda self, state, seat: "Hoď, nebo drž" if i18n.language() == "cs" else "Roll or hold")
    table = app.push(TableScene(app, Match(toy, {"players": 2}, 5), ["human", "easy"]))
    frames(app, 3)
    roll = next(a for a in table.match.legal(0) if type(a).__name__ == "Roll")
    table.play(roll)
    run_until(app, lambda: not table.timeline.busy, 10)
    frames(app, 2)
    log = " ".join(line for line, _colour in table.visible_log())
    assert "A game of Hidden Pig begins." in log and "rolls" in log
    assert "Roll or hold" in " ".join(table.prompt_lines)

    # the menu, its settings, the language cycler one step on: Czech, and back to the table
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert isinstance(app.top, PauseScene)
    click(app.top.menu.by_name("settings").rect.center)
    frames(app, 2)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    language = settings.menu.by_name("language")
    settings.menu.focus_on(language)
    key(pygame.K_RIGHT)
    frames(app, 2)
    assert i18n.language() == "cs" and app.settings.language == "cs"
    with gfx.recording() as seen:
        frames(app, 1)
    assert "Jazyk" in " ".join(seen) and "Nastavení" in seen
    key(pygame.K_ESCAPE)
    frames(app, 2)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.top is table
    with gfx.recording() as seen:
        frames(app, 2)
    log = " ".join(line for line, _colour in table.visible_log())
    assert "Začíná hra Hidden Pig." in log and "hází" in log and "rolls" not in log
    assert "Hoď, nebo drž" in " ".join(table.prompt_lines)
    assert "Záznam hry" in seen and "Nabídka" in seen and "Game log" not in seen
    assert any("hází" in text for text in seen)        # the log drawn anew, not only kept

    # and back: English again at once
    app.set_language("en")
    frames(app, 2)
    log = " ".join(line for line, _colour in table.visible_log())
    assert "rolls" in log and "hází" not in log
    assert "Roll or hold" in " ".join(table.prompt_lines)


def test_a_board_s_english_section_opens_the_same_section_of_a_czech_card():
    from sprites.table.rulescard import section_in, step_for

    english = "Stronghold\n\nTHE WALLS\nWalls hold.\n\nTHE TURN\nStep 1 – Supply: take cubes\n"
    czech = "Stronghold\n\nHRADBY\nHradby drží.\n\nPRŮBĚH KOLA\nKrok 1 – Zásobování: vezmi kostky\n"
    assert section_in(czech, "THE TURN", english) == "PRŮBĚH KOLA"
    assert section_in(english, "THE TURN", english) == "THE TURN"
    step = step_for(czech, "Zásobování")
    assert step is not None and step.title == "Krok 1 – Zásobování" and step.section == "PRŮBĚH KOLA"
