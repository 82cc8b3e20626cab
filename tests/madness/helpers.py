"""Hand-made positions for The Big Book of Madness tests."""

from __future__ import annotations

from game import registry
from game.madness.actions import Cast, Pay
from game.madness.data import CARD_NAMES, CARD_VALUE, CURSE_CODE, MADNESS, PAGES, SPELL_ID, WIZARD_NAMES
from game.madness.machine import run
from game.madness.state import MadnessState

R = registry.get("madness")
CODE = {name: i for i, name in enumerate(CARD_NAMES)}
CODE["M"] = MADNESS
PAGE = {pg[0]: i for i, pg in enumerate(PAGES)}


def c(name: str) -> int:
    return CODE[name]


def fresh(n: int = 3, wizards: tuple[str, ...] = (), difficulty: int = 1, mode: str = "classic",
          seed: int = 1, open_hands: bool = True) -> MadnessState:
    opts = {"players": n, "difficulty": difficulty, "mode": mode, "open_hands": open_hands}
    for i, w in enumerate(wizards):
        opts[f"wizard{i + 1}"] = w
    return R.setup_state(opts, seed)


def blank(n: int = 3, wizards: tuple[str, ...] = (), **kw) -> MadnessState:
    """Setup done, then every player's cards put away: empty zones, round 1, marker 1, P1 active."""
    if not wizards:
        wizards = ("Sandra", "Viktor", "Violetta", "Larry", "Harold")[:n]
    s = fresh(n, wizards, **kw)
    for zone in (s.deck, s.hand, s.discard, s.support):
        for p in range(n):
            for x in zone[p]:
                s.box[x] += 1
            zone[p].clear()
    s.round, s.marker, s.turn, s.active = 1, 1, 1, 0
    s.tasks = []
    return s


def give(s: MadnessState, p: int, zone: str, *names: str) -> None:
    lst = {"hand": s.hand, "deck": s.deck, "discard": s.discard, "support": s.support}[zone][p]
    for name in names:
        x = c(name)
        if x == MADNESS:
            if s.box[x] > 0:
                s.box[x] -= 1
            else:
                s.madness -= 1
        elif CARD_VALUE[x] == 1:
            s.box[x] -= 1
        else:
            s.supply[x] -= 1
        lst.append(x)


def set_madness(s: MadnessState, k: int) -> None:
    s.box[MADNESS] += s.madness - k
    s.madness = k


def place_curse(s: MadnessState, slot: int, deck: int, key: str) -> int:
    code = CURSE_CODE[(deck, key)]
    s.curse_decks[deck].remove(code)
    s.track[slot] = code
    return code


def set_page(s: MadnessState, index: int, page: str) -> None:
    pg = PAGE[page]
    if pg in s.pages:
        j = s.pages.index(pg)
        s.pages[j], s.pages[index] = s.pages[index], s.pages[j]
    else:
        j = s.page_box.index(pg)
        s.page_box[j], s.pages[index] = s.pages[index], pg


def start_actions(s: MadnessState, p: int, own: bool = True) -> None:
    s.active = p
    s.tasks = [("act", p, -1, "normal", (), own)]
    run(s)


def learn_spell(s: MadnessState, p: int, name: str) -> None:
    """Give p a library spell straight from wherever it lies (library deck or box)."""
    sid = SPELL_ID[name]
    s.spells[p].append(sid << 2)
    for lib in s.library:
        if sid in lib:
            lib.remove(sid)
            return
    s.library_box.remove(sid)


def cast(s: MadnessState, p: int, name: str, mult: int, *payment: tuple[str, int, str]) -> None:
    R.apply(s, Cast(p, SPELL_ID[name], mult))
    pay(s, p, *payment)


def pay(s: MadnessState, p: int, *payment: tuple[str, int, str]) -> None:
    for zone, owner, name in payment:
        R.apply(s, Pay(p, zone, owner, c(name)))


def hand(s: MadnessState, p: int) -> list[str]:
    return sorted(CARD_NAMES[x] for x in s.hand[p])


def names(lst: list[int]) -> list[str]:
    return sorted(CARD_NAMES[x] for x in lst)


def top(s: MadnessState) -> tuple:
    return s.tasks[-1] if s.tasks else ()


def wizard(name: str) -> int:
    return WIZARD_NAMES.index(name)
