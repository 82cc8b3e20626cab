"""Moving cards between zones: drawing with the empty-deck rule, madness, destroying, gaining (§4.7,
§4.12). Every move keeps the component counts intact; ``check_invariants`` relies on it."""

from __future__ import annotations

from typing import Any

from game.core.events import CardDrawn, CardMoved, GameOver, Shuffled, ValueChanged
from game.madness.data import (
    CARD_ELEM,
    CARD_NAMES,
    CARD_VALUE,
    ELEM_LETTERS,
    MADNESS,
    card,
    curse_label,
)
from game.madness.events import MadnessTaken, Told
from game.madness.state import LOST, MadnessState
from game.madness.tr import N_, en

MADNESS_OUT = N_("P{n} had to take a madness card and the madness deck was empty")
MADNESS_DEST = {"D": "discard", "H": "hand", "T": "deck", "S": "support"}


def lose(s: MadnessState, reason: str) -> None:
    if s.over:
        return
    s.over = LOST
    s.reason = reason
    s.events.append(GameOver((), reason))


def get_madness(s: MadnessState, p: int, dest: str = "D") -> bool:
    """§4.7 take 1 madness card (to discard ``D``, hand ``H``, deck top ``T`` or support ``S``;
    support ignores capacity, §4.8). An empty madness deck loses the game (§1.1)."""
    if s.madness <= 0:
        lose(s, en(MADNESS_OUT, n=p + 1))
        return False
    s.madness -= 1
    zone = {"D": s.discard, "H": s.hand, "T": s.deck, "S": s.support}[dest][p]
    zone.append(MADNESS)
    s.events.append(MadnessTaken(None, f"P{p + 1} takes a madness card; madness deck", -1, s.madness, player=p,
                                 dest=MADNESS_DEST[dest]))
    return True


def empty_deck(s: MadnessState, p: int) -> bool:
    """§4.7: a madness card into the discard pile, then the discard pile becomes the deck."""
    if not get_madness(s, p, "D"):
        return False
    deck = s.deck[p]
    deck.extend(s.discard[p])
    s.discard[p].clear()
    s.rng.shuffle(deck)
    s.events.append(Shuffled(f"P{p + 1}'s discard pile"))
    return True


def draw(s: MadnessState, p: int, n: int) -> list[int]:
    """DRAW(n): the drawn cards (fewer only if the game was lost on the way)."""
    got: list[int] = []
    deck = s.deck[p]
    for _ in range(n):
        if not deck and not empty_deck(s, p):
            break
        c = deck.pop()
        s.hand[p].append(c)
        got.append(c)
    if got:
        s.events.append(CardDrawn(p, None, "deck", "hand"))
    return got


def destroy_top(s: MadnessState, p: int, n: int) -> None:
    deck = s.deck[p]
    for _ in range(n):
        if not deck and not empty_deck(s, p):
            return
        c = deck.pop()
        s.destroyed.append(c)
        s.events.append(CardMoved(p, CARD_NAMES[c], f"P{p + 1}'s deck", "destroyed pile"))


def mill(s: MadnessState, p: int, n: int, to: list[int]) -> None:
    """MILL: top cards to ``to``; never the empty-deck rule (§5.4 notes [DD])."""
    deck = s.deck[p]
    for _ in range(min(n, len(deck))):
        to.append(deck.pop())


def shuffle_in(s: MadnessState, p: int, zones: str) -> None:
    """SHUFFLE_IN: no madness is added (§4.7)."""
    deck = s.deck[p]
    for z in zones:
        src = {"H": s.hand, "S": s.support, "D": s.discard}[z][p]
        deck.extend(src)
        src.clear()
    s.rng.shuffle(deck)
    s.events.append(Shuffled(f"P{p + 1}'s deck"))


def gain(s: MadnessState, p: int, code: int, dest: str, owner_support_slot: tuple[int, int] | None = None) -> bool:
    """Take a value-2/3 card from the supply (nothing if the stack is empty)."""
    if s.supply[code] <= 0:
        return False
    s.supply[code] -= 1
    if dest == "D":
        s.discard[p].append(code)
    elif dest == "H":
        s.hand[p].append(code)
    elif dest == "T":
        s.deck[p].append(code)
    elif dest == "S" and owner_support_slot is not None:
        owner, pos = owner_support_slot
        s.support[owner].insert(pos, code)
    s.events.append(CardMoved(p, CARD_NAMES[code], "supply", f"P{p + 1}"))
    return True


def higher(code: int) -> int:
    """The higher-value card of the same element (§4.12), or -1."""
    if code == MADNESS or CARD_VALUE[code] >= 3:
        return -1
    return card(CARD_ELEM[code], CARD_VALUE[code] + 1)


def zone_list(s: MadnessState, zone: str, owner: int) -> list[int]:
    if zone == "hand":
        return s.hand[owner]
    if zone == "support":
        return s.support[owner]
    if zone == "discard":
        return s.discard[owner]
    raise ValueError(zone)


def take_card(s: MadnessState, zone: str, owner: int, code: int) -> int:
    """Remove one card ``code`` from a zone and return its position (for in-place replacement)."""
    lst = zone_list(s, zone, owner)
    pos = lst.index(code)
    del lst[pos]
    return pos


def banish_from(s: MadnessState, lst: list[int], k: int | None = None) -> int:
    """Return up to ``k`` (all if None) madness cards of ``lst`` to the madness deck."""
    have = lst.count(MADNESS)
    k = have if k is None else min(k, have)
    for _ in range(k):
        lst.remove(MADNESS)
    s.madness += k
    if k:
        s.events.append(ValueChanged(None, "Madness banished; madness deck", k, s.madness))
    return k


def note(s: MadnessState, template: str, /, **values: Any) -> None:
    """A log line: ``template`` marked with ``N_`` and its values (names in English)."""
    shown = dict(values)
    if "curse" in shown:
        shown["curse"] = curse_label(shown["curse"], en)
    s.events.append(Told(en(template, **shown), template, tuple(values.items())))


def elem_letter(e: int) -> str:
    return ELEM_LETTERS[e]
