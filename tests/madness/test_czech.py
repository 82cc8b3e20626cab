"""The Big Book of Madness in Czech: prompts, labels, log lines, the summary and the rules card in
the words of the Czech edition, with every placeholder filled, and English again after a switch."""

from __future__ import annotations

import re

import pytest

from game.core import i18n
from game.core.rng import Rng
from game.madness.actions import Cast, Pay
from game.madness.data import SPELL_ID, card
from game.madness.rules import RULES as R

ENGLISH = re.compile(r"\b(the|your|from|card|cards|player|choose|spell|pay|discard)\b")


@pytest.fixture
def czech():
    i18n.set_language("cs")
    yield
    i18n.set_language("en")


def _texts(seed: int, options: dict, steps: int = 300) -> list[str]:
    s = R.setup(options, seed)
    pick = Rng(seed)
    out = []
    for _step in range(steps):
        if R.is_over(s):
            out.append(R.outcome_text(s))
            break
        seat = R.to_act(s)[0]
        acts = R.legal_actions(s, seat)
        out += [a.label() for a in acts] + [R.public_label(s, a, (seat + 1) % s.n) for a in acts]
        out += [R.prompt(s, seat), R.prompt(s, (seat + 1) % s.n), R.round_label(s)]
        for event in R.apply(s, pick.choice(acts)):
            out.append(R.event_text(s, event, None))
    for section in R.summary(R.view(s, 0)):
        out.append(section.title)
    return out


def test_czech_texts_are_whole_and_czech(czech):
    texts = _texts(3, {"players": 3}) + _texts(4, {"players": 2, "mode": "horror", "open_hands": False})
    assert len(texts) > 500
    unfilled = [t for t in texts if "{" in t or "}" in t]
    assert not unfilled, unfilled[:5]
    english = [t for t in texts if ENGLISH.search(t)]
    assert not english, english[:5]


def test_czech_uses_the_rulebook_words(czech):
    s = R.setup({"players": 2}, 1)
    assert R.round_label(s).startswith("Kolo 1")
    assert R.tr(R.title) == "Velká kniha strašlivých čar"
    assert Cast(0, SPELL_ID["Ice"], 2).label() == "Sešli kouzlo Led ×2 (zaplať 2× voda)"
    assert Pay(0, "support", 1, card(0, 2)).label() == "Zaplať kartou Voda 2 z podpory hráče P2"
    assert "KOLA A TAHY" in R.about() and "PĚT AKCÍ" in R.about()


def test_multiplied_spell_texts_agree_in_number(czech):
    from game.madness.texts import factored

    assert factored("Znič [1] kartu ze své ruky.", 2) == "Znič 2 karty ze své ruky."
    assert factored("Znič [1] kartu ze své ruky.", 3) == "Znič 3 karty ze své ruky."
    assert factored("Jeden jiný hráč si dobere [2] karty.", 3) == "Jeden jiný hráč si dobere 6 karet."
    assert factored("Jeden jiný hráč spustí [1] akci.", 2) == "Jeden jiný hráč spustí 2 akce."


def test_english_again_after_the_switch():
    i18n.set_language("cs")
    i18n.set_language("en")
    s = R.setup({"players": 2}, 1)
    assert R.round_label(s).startswith("Round 1") and "THE FIVE ACTIONS" in R.about()
