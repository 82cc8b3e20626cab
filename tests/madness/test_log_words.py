"""The Big Book of Madness's log says card moves in sentences ("P2 Viktor discards Air 1"), not in
engine shorthand ("Air 1: P2's hand -> P2's discard pile"), in English and in Czech, for every viewer."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.events import CardMoved
from game.core.rng import Rng
from game.madness.data import card_name
from game.madness.events import CardAcquired
from game.madness.rules import RULES as R
from tests.madness.helpers import CODE, blank


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _games():
    """Whole seeded games of random legal actions: (state after each step, its events)."""
    for seed, options in ((3, {"players": 3}), (4, {"players": 2, "mode": "horror", "open_hands": False}),
                          (7, {"players": 4}), (11, {"players": 5, "difficulty": 2})):
        s = R.setup(options, seed)
        pick = Rng(seed)
        for _step in range(700):
            if R.is_over(s):
                break
            seat = R.to_act(s)[0]
            yield s, R.apply(s, pick.choice(R.legal_actions(s, seat)))


def test_no_arrows_in_any_log_line_for_any_viewer(english):
    moves = 0
    bad = []
    for s, events in _games():
        for event in events:
            moves += isinstance(event, CardMoved)
            for lang in ("en", "cs"):
                i18n.set_language(lang)
                for viewer in [None, *range(s.n)]:
                    line = R.event_text(s, event, viewer)
                    if "->" in line or "→" in line or "{" in line:
                        bad.append((lang, viewer, line))
            i18n.set_language("en")
    assert moves > 100
    assert not bad, bad[:5]


def test_a_discard_from_the_hand_reads_as_a_sentence(english):
    seen = 0
    for s, events in _games():
        for event in events:
            if not isinstance(event, CardMoved) or event.card is None:
                continue
            n = event.seat + 1
            if (event.source, event.dest) == (f"P{n}'s hand", f"P{n}'s discard pile"):
                who = R.seat_name(s, event.seat)
                assert R.event_text(s, event, event.seat) == f"{who} discards {card_name(CODE[event.card])}"
                seen += 1
    assert seen > 5


def test_card_moves_in_english_and_czech():
    s = blank(3)
    p1, p2, p3 = (R.seat_name(s, p) for p in range(3))
    assert p2.startswith("P2 ")
    lines = {
        "discard": CardMoved(1, "A1", "P2's hand", "P2's discard pile"),
        "support": CardMoved(1, "A1", "P2's hand", "P2's support"),
        "from support": CardMoved(1, "A1", "P2's support", "P2's discard pile"),
        "shared": CardMoved(0, "F1", "P2's support", "P2's discard pile"),
        "acquire": CardAcquired(1, "A2", "supply", "P2's discard pile"),
        "gain": CardMoved(1, "A2", "supply", "P2"),
        "destroy": CardMoved(1, "A1", "P2's hand", "the destroyed pile"),
        "top": CardMoved(1, "E1", "P2's deck", "destroyed pile"),
        "give": CardMoved(1, "W1", "P2's hand", "P3's hand"),
        "take": CardMoved(2, "W1", "P1's hand", "P3's hand"),
        "madness": CardMoved(1, "Madness", "P2's support", "the madness deck"),
        "back": CardMoved(1, "Madness", "P2's discard pile", "the top of P2's draw deck"),
        "other": CardMoved(None, "A1", "P2's discard pile", "P3's support"),
    }
    i18n.set_language("en")
    en = {k: R.event_text(s, ev, None) for k, ev in lines.items()}
    try:
        i18n.set_language("cs")
        cs = {k: R.event_text(s, ev, None) for k, ev in lines.items()}
    finally:
        i18n.set_language("en")
    assert en["discard"] == f"{p2} discards Air 1"
    assert en["support"] == f"{p2} puts Air 1 into their support"
    assert en["from support"] == f"{p2} discards Air 1 from their support"
    assert en["shared"] == f"{p1} discards Fire 1 from {p2}'s support"
    assert en["acquire"] == f"{p2} takes Air 2 from the supply onto their discard pile"
    assert en["gain"] == f"{p2} takes Air 2 from the supply"
    assert en["destroy"] == f"{p2} destroys Air 1 (from their hand)"
    assert en["top"] == f"{p2} destroys Earth 1 (from the top of their draw deck)"
    assert en["give"] == f"{p2} gives Water 1 to {p3}"
    assert en["take"] == f"{p3} takes Water 1 from {p1}'s hand into their hand"
    assert en["madness"] == f"{p2} returns a madness card from their support to the madness deck"
    assert en["back"] == f"{p2} puts a madness card from their discard pile on top of their draw deck"
    assert en["other"] == f"Air 1 goes from {p2}'s discard pile into {p3}'s support"
    assert cs["discard"] == f"{p2} odkládá kartu Vzduch 1"
    assert cs["support"] == f"{p2} dává kartu Vzduch 1 do své podpory"
    assert cs["shared"] == f"{p1} odkládá kartu Oheň 1 z podpory hráče {p2}"
    assert cs["acquire"] == f"{p2} bere kartu Vzduch 2 ze zásoby na svou odkládací hromádku"
    assert cs["destroy"] == f"{p2} ničí kartu Vzduch 1 (ze své ruky)"
    assert cs["give"] == f"{p2} dává kartu Voda 1 hráči {p3}"
    assert cs["madness"] == f"{p2} vrací kartu děsu ze své podpory do balíčku děsu"
    assert cs["other"] == f"Karta Vzduch 1 putuje z odkládací hromádky hráče {p2} do podpory hráče {p3}"
