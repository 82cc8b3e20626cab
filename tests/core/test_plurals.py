"""Counted nouns on screen agree with their number: English singular and plural, Czech's three
forms (1; 2-4; 5 and more)."""

from __future__ import annotations

import pytest

from game.core import i18n


@pytest.fixture
def czech():
    i18n.set_language("cs")
    yield
    i18n.set_language("en")


def forms(say) -> tuple[str, str, str]:
    return say(1), say(3), say(5)


def test_stronghold_counts_units_hourglasses_and_rounds(czech):
    from game.stronghold import words as W
    from game.stronghold.tr import _

    assert forms(W.hourglasses) == ("1 přesýpací hodiny", "3 přesýpací hodiny", "5 přesýpacích hodin")
    assert forms(lambda n: W.count(n, "goblin")) == ("1 goblin", "3 goblini", "5 goblinů")
    held = forms(lambda n: _.n("the fortress held for {count} round", "the fortress held for {count} rounds", n))
    assert held == ("pevnost vydržela 1 kolo", "pevnost vydržela 3 kola", "pevnost vydržela 5 kol")
    lost = forms(lambda n: _.n("{count} hourglass cannot be spent and is lost",
                               "{count} hourglasses cannot be spent and are lost", n))
    assert lost[0].startswith("1 přesýpací") and lost[2].startswith("5 přesýpacích")


def test_the_client_counts_moves_and_replayed_actions(czech):
    from sprites.tr import _

    assert forms(lambda n: _.n("{count} move played", "{count} moves played", n)) == \
        ("Odehrán 1 tah", "Odehrány 3 tahy", "Odehráno 5 tahů")
    replayed = forms(lambda n: _.n("Save loaded and verified ({count} action replayed).",
                                   "Save loaded and verified ({count} actions replayed).", n))
    assert "přehrán 1 tah)" in replayed[0] and "přehrány 3 tahy" in replayed[1] and "přehráno 5 tahů" in replayed[2]


def test_madness_counts_granted_actions(czech):
    from game.madness.tr import _

    said = forms(lambda n: _.n("{who}, you may take {count} granted action, {mode}, or pass.",
                               "{who}, you may take {count} granted actions, {mode}, or pass.", n,
                               who="P2", mode="x"))
    assert "1 udělenou akci" in said[0] and "3 udělené akce" in said[1] and "5 udělených akcí" in said[2]


def test_english_says_one_and_many():
    from game.stronghold import words as W
    from sprites.tr import _

    assert (W.hourglasses(1), W.hourglasses(2)) == ("1 hourglass", "2 hourglasses")
    assert _.n("{count} move played", "{count} moves played", 1) == "1 move played"
