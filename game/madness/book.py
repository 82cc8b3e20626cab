"""The open grimoire as the physical book shows it (§4.10), read from a view.

The left page is the back of the card just turned: the monster, its three curse elements (left,
top, right) and its arrival effect. The right page is the front of the next card: the bonus and
the penalty for this monster, and a preview of the curse elements of the monster printed on that
card's back, so the team can prepare. The round track beside it (§3.3) tells how many
multi-element curses each round brings at the chosen difficulty. Everything here is public: a
page's front identifies the card (the pairing is printed), so the preview gives nothing away that
a view does not already carry.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.madness.data import LAST_PAGE, LAST_PAGE_TEXT, PAGE_TEXTS, PAGES, ROUND_TRACK, ROUNDS
from game.madness.state import MadnessState
from game.madness.tr import _

CLOSED = -1   # the cover is still shut: the game has not opened the grimoire yet (§4.4 first turn)


@dataclass(frozen=True)
class OpenBook:
    round: int                          # 0 before the grimoire opens, then 1..6
    difficulty: int                     # 0..2 = I..III, the round track's column
    monster: int                        # the left page: a page index, or CLOSED
    icons: tuple[int, ...]              # its curse elements, in placing order: left, top, right
    arrival: str
    right: int                          # the right page: a page index, LAST_PAGE, or CLOSED
    bonus: str
    penalty: str
    next_icons: tuple[int, ...]         # the next monster's curse elements (none on the last page)
    track: tuple[tuple[int, ...], ...]  # per round 1..6: multi-element curses at I, II, III

    @property
    def multi_now(self) -> int:
        """Multi-element curses the current round brought (0 before the first monster)."""
        return ROUND_TRACK[self.difficulty][self.round - 1] if self.round else 0

    def multi_at(self, round_: int) -> int:
        """Multi-element curses round ``round_`` brings at the chosen difficulty."""
        return ROUND_TRACK[self.difficulty][round_ - 1]


def round_track() -> tuple[tuple[int, ...], ...]:
    """The printed table: a row per round, a column per difficulty (§3.3)."""
    return tuple(tuple(ROUND_TRACK[d][r] for d in range(3)) for r in range(ROUNDS))


def open_book(view: MadnessState) -> OpenBook:
    """The book of a view (or a state): what every player sees on the lectern."""
    rnd = view.round
    track = round_track()
    if rnd < 1 or view.pages[rnd - 1] < 0:
        return OpenBook(rnd, view.difficulty, CLOSED, (), "", CLOSED, "", "", (), track)
    page = view.pages[rnd - 1]
    label_icons = tuple(PAGES[page][2])
    arrival = _(PAGE_TEXTS[page][0])   # the texts in the player's language: the book is what they read
    if rnd >= ROUNDS:
        # §4.10: the last-page card lies under the sixth monster; its extra arrival follows the monster's own
        return OpenBook(rnd, view.difficulty, page, label_icons, f"{arrival} {_(LAST_PAGE_TEXT[0])}", LAST_PAGE,
                        _(LAST_PAGE_TEXT[1]), _(LAST_PAGE_TEXT[2]), (), track)
    right = view.pages[rnd]
    if right < 0:   # a view that does not show the right page (never the case for a real view)
        return OpenBook(rnd, view.difficulty, page, label_icons, arrival, CLOSED, "", "", (), track)
    _arrival, bonus, penalty = PAGE_TEXTS[right]
    return OpenBook(rnd, view.difficulty, page, label_icons, arrival, right, _(bonus), _(penalty),
                    tuple(PAGES[right][2]), track)
