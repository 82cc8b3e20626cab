"""The open grimoire as the board draws it (§4.10, §3.3): the right page previews the next
monster's curse elements, the round track tells the multi-element curses of every round; both
come through a view and the summary. And the events carry what a board animates in place."""

from __future__ import annotations

from game.core.summary import Value
from game.madness.actions import BreakCurse, Cast, Pay
from game.madness.book import CLOSED, open_book, round_track
from game.madness.data import ELEM_NAMES, LAST_PAGE, PAGE_TEXTS, PAGES, ROUND_TRACK, SPELL_ID, W
from game.madness.events import CurseBroken, CurseTriggered, MadnessTaken, SpellCast
from game.madness.machine import run
from tests.madness.helpers import R, blank, c, give, place_curse, start_actions


def _opened(options: dict, seed: int):
    """A new game with its first monster's page open: a wizard power offered before the first
    grimoire phase (4.11) is kept."""
    s = R.setup(options, seed)
    while s.round == 0:
        seat = R.to_act(s)[0]
        keep = next(a for a in R.legal_actions(s, seat) if a.label().startswith("Keep your power"))
        R.apply(s, keep)
    assert s.round == 1
    return s


def test_4_10_the_right_page_previews_the_next_monsters_curse_elements_through_a_view() -> None:
    s = _opened({"players": 3, "difficulty": 2, "open_hands": False}, 5)
    for seat in (0, 1, 2):
        book = open_book(R.view(s, seat))
        assert book.monster == s.pages[0] and book.right == s.pages[1]
        assert book.icons == PAGES[s.pages[0]][2]
        # the card on the right: its front gives this monster's bonus and penalty, its back is the next monster
        assert book.next_icons == PAGES[s.pages[1]][2] and len(set(book.next_icons)) == 3
        assert (book.bonus, book.penalty) == PAGE_TEXTS[s.pages[1]][1:]
        assert book.arrival == PAGE_TEXTS[s.pages[0]][0]


def test_3_3_round_track_rows_and_the_current_round() -> None:
    s = _opened({"players": 2, "difficulty": 3}, 2)
    book = open_book(R.view(s, 0))
    assert book.track == round_track() and len(book.track) == 6
    assert [row[2] for row in book.track] == list(ROUND_TRACK[2])
    assert book.difficulty == 2 and book.multi_now == ROUND_TRACK[2][0] == 1
    assert sum(book.multi_at(r) for r in range(1, 7)) == 10  # §3.3: 6 / 8 / 10 over the game


def test_closed_book_before_the_first_turn_and_the_last_page_in_round_6() -> None:
    s = R.setup_state({"players": 2}, 1)
    assert open_book(R.view(s, 0)).monster == CLOSED and open_book(R.view(s, 0)).next_icons == ()
    s = blank(2)
    s.round = 6
    book = open_book(R.view(s, 0))
    assert book.right == LAST_PAGE and book.next_icons == ()
    assert book.bonus == "You won!" and book.penalty == "You lost!"
    assert "madness card on top of their draw deck" in book.arrival  # the last page's extra arrival


def test_summary_carries_the_next_monsters_curses_and_the_round_track() -> None:
    s = _opened({"players": 2, "difficulty": 2}, 7)
    grimoire = {e.label: e for e in R.summary(R.view(s, 1))[0].entries}
    nxt = grimoire["Next monster's curses"]
    assert isinstance(nxt, Value)
    assert nxt.value == ", ".join(ELEM_NAMES[e] for e in PAGES[s.pages[1]][2])
    track = grimoire["Round track"].value
    assert "[1: 0]" in track and "3: 1" in track and "6: 2" in track  # column II, round 1 marked


def test_events_carry_the_places_a_board_animates() -> None:
    s = blank(2)
    give(s, 0, "hand", "E1", "W2", "W2")
    start_actions(s, 0)
    R.apply(s, Cast(0, SPELL_ID["Growth"], 1))
    events = R.apply(s, Pay(0, "hand", 0, c("E1")))
    cast = next(e for e in events if isinstance(e, SpellCast))
    assert (cast.seat, cast.spell, cast.mult) == (0, SPELL_ID["Growth"], 1)
    assert cast.paid == (("hand", 0, c("E1"), -1),)
    place_curse(s, 2, W, "C1")
    s.tasks = [("act", 0, -1, "normal", (), True)]
    run(s)
    R.apply(s, BreakCurse(0, 2))
    assert R.apply(s, Pay(0, "hand", 0, c("W2"))) == []
    events = R.apply(s, Pay(0, "hand", 0, c("W2")))
    broken = next(e for e in events if isinstance(e, CurseBroken))
    assert (broken.slot, broken.seat) == (2, 0)
    assert broken.paid == (("hand", 0, c("W2"), -1), ("hand", 0, c("W2"), -1))


def test_a_triggered_curse_names_its_slot_and_madness_names_where_it_lands() -> None:
    s = blank(2)
    place_curse(s, 1, W, "C1")
    s.marker = 2
    s.tasks = [("curse", 1)]
    events: list = []
    s.events = events
    run(s)
    trig = [e for e in events if isinstance(e, CurseTriggered)]
    assert trig and trig[0].slot == 1
    taken = [e for e in events if isinstance(e, MadnessTaken)]
    assert [(e.player, e.dest) for e in taken] == [(0, "discard"), (1, "discard")]
