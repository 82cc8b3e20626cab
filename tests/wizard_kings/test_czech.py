"""Wizard Kings in Czech (issue 21): the engine's words and the board's in the rulebook's terms,
the state the same in both languages, and English back afterwards."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.events import DiceRolled, GameOver, PhaseStarted, StepLost
from game.wizard_kings import names
from game.wizard_kings import scenarios as sc
from game.wizard_kings.rules import RULES as R


@pytest.fixture
def czech():
    i18n.set_language("cs")
    yield
    i18n.set_language("en")


def test_the_names_are_the_czech_editions(czech):
    assert names.army("Elves") == "Elfové" and names.army("Player 2") == "Hráč 2"
    assert names.army("Elves & Orcs") == "Elfové & Orkové"
    assert names.block("undead.skeleton") == "Kostlivec" and names.block("elves.ranger") == "Ranger"
    assert names.block("elves.castle_c4") == "Hrad"
    assert names.spell("HEAL") == "UZDRAV" and names.terrain("forest") == "les"
    assert names.armies(["Elves", "Orcs", "Undead"]) == "Elfové, Orkové a Nemrtví"


def test_prompts_labels_and_the_round_in_czech(czech):
    s = R.setup({"scenario": "isle_of_the_dead"}, 3)
    assert R.round_label(s) == "Kolo 1 · Pohyb"
    assert R.prompt(s, 0).startswith("Tvůj tah pohybu")
    labels = [R.public_label(s, a, 0) for a in R.legal_actions(s, 0)]
    # the block in the nominative, in brackets: Czech cannot decline a name it only slots in
    assert any(t.startswith("Přesun Logyn → ") and t.endswith("(vlastní Wicana)") for t in labels)
    assert R.seat_name(s, 1) == "Nemrtví"
    assert R.tr(R.title) == "Wizard Kings" and R.tr("Free play") == "Uživatelská hra"


def test_event_lines_in_czech(czech):
    s = R.setup({"scenario": "isle_of_the_dead"}, 3)
    assert R.event_text(s, DiceRolled(0, (5, 4), purpose="initiative"), None) == "Elfové házejí (iniciativa): 5 4"
    assert R.event_text(s, PhaseStarted("Combat", 2, "Turn"), None) == "Kolo 2: Boj"
    assert R.event_text(s, StepLost("U3 Skeleton", 2, True), None) == "Kostlivec Nemrtvých ztrácí 2 stupně a je eliminována"
    assert R.event_text(s, DiceRolled(0, (1, 6), purpose="E2 Ranger A2"), None) == "Elfové házejí (Ranger Elfů (A2)): 1 6"
    assert R.event_text(s, DiceRolled(0, (1, 6), purpose="E2 Ranger A2"), 0) == "Elfové házejí (vlastní Ranger (A2)): 1 6"
    assert R.event_text(s, GameOver((1,), sc.BETHI_STANDS), None) == \
        "Konec hry: vítězí Nemrtví — hrad v Bethi po 10. kole stále stojí"


def test_an_outcome_kept_in_english_reads_in_czech(czech):
    s = R.setup({"scenario": "isle_of_the_dead"}, 3)
    s.result = ((0,), "The Elves hold the most city gold at the end of turn 30 (V2)")
    assert R.outcome(s).reason == "The Elves hold the most city gold at the end of turn 30 (V2)"
    assert R.outcome_text(s) == "Elfové: nejvíce zlata z měst na konci 30. kola (V2)"
    s.result = ((), "no army keeps more castles or more city gold at the end of turn 30: a draw")
    assert R.outcome_text(s).endswith("remíza")


def test_alliance_offers_name_the_army_in_czech(czech):
    from game.wizard_kings.actions import ProposeAlliance
    from game.wizard_kings.public import named

    s = R.setup(None, 3)
    s.armies = ["Elves", "Orcs", "Undead"]
    assert named(s, ProposeAlliance(0, 1).label()) == "Nabídnout spojenectví: Orkové"


def test_english_is_back_after_czech():
    i18n.set_language("cs")
    i18n.set_language("en")
    s = R.setup({"scenario": "isle_of_the_dead"}, 3)
    assert R.round_label(s) == "Turn 1 · Movement" and R.seat_name(s, 0) == "Elves"


def test_the_board_names_places_in_czech(czech):
    from game.wizard_kings import movement as mv
    from sprites.boards.wizard_kings import names as board_names

    s = R.setup({"scenario": "isle_of_the_dead"}, 3)
    bd = mv.board(s)
    assert board_names.place(bd, (4, 1)) == "Logyn"
    assert board_names.place(bd, (5, 5)) == "hex les jihozápadně od Bethi"
    assert bd.hex_name((5, 5)) == "hex les jihozápadně od Bethi"
    assert board_names.spell("FIREBALL") == "Ohnivá koule"
    assert board_names.unit_rated("undead.skeleton") == "Kostlivec (C2)"
