"""D-Day Dice in Czech: the engine's prompts, labels, round labels, log lines and summary come out
in the rulebook's words, the state never changes with the language, English comes back."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.rng import Rng
from game.dday import RULES
from tests.dday.helpers import game


@pytest.fixture
def czech():
    i18n.set_language("cs")
    yield
    i18n.set_language("en")


def test_a_game_reads_in_czech(czech):
    s = game("N-02", players=2, seed=3)
    first = RULES.to_act(s)[0]
    assert RULES.prompt(s, first) == "Hoď kostkami."
    assert RULES.prompt(s, 1 - first) == f"Na tahu je Hráč {first + 1} ({('hnědá', 'zelená')[first]}): hází kostkami."
    assert RULES.round_label(s).startswith("Kolo 1 · ")
    assert RULES.seat_name(s, 1) == "Hráč 2 (zelená)"
    pick, texts = Rng(4), []
    for _step in range(150):
        if RULES.is_over(s):
            break
        seat = RULES.to_act(s)[0]
        acts = RULES.legal_actions(s, seat)
        texts.append(RULES.prompt(s, seat))
        texts.extend(a.label() for a in acts)
        for event in RULES.apply(s, pick.choice(acts)):
            texts.append(RULES.event_text(s, event, None))
    assert not [t for t in texts if "{" in t or "}" in t]
    joined = "\n".join(texts)
    for word in ("Hoď kostkami", "Zamknout: kostka", "Hráč 1 (hnědá) hází", "Hotovo"):
        assert word in joined, word
    for english in ("Player ", "Roll the dice", " rolls for "):
        assert english not in joined, english
    titles = [sec.title for sec in RULES.summary(RULES.view(s, 0))]
    assert titles[0] == "N-02 Pláž Omaha" and titles[1] == "Hráč 1 (hnědá)"


def test_names_and_options_are_czech_through_rules_tr(czech):
    assert RULES.tr("Medic") == "Zdravotník"
    assert RULES.tr("Bangalore Torpedo") == "Torpédo Bangalore"
    assert RULES.tr("Battle map") == "Bojová mapa"
    labels = {o.key: o for o in RULES.options()}
    assert [RULES.tr(c) for c in labels["map"].choice_labels][1] == "N-02 Pláž Omaha"
    assert [RULES.tr(c) for c in labels["level"].choice_labels] == ["Cvičení", "Základní výcvik",
                                                                     "Pokročilý výcvik"]


def test_english_is_unchanged_after_a_switch():
    i18n.set_language("cs")
    i18n.set_language("en")
    s = game("N-01")
    assert RULES.prompt(s, 0) == "Roll your dice."  # one unit: it acts
    assert RULES.seat_name(s, 0) == "Player 1 (brown)"
