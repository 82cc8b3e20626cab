"""§3 setup and §4.2–4.4 round structure: spec test cases T01–T15, T42, T43, T51–T55, T61–T63."""

from __future__ import annotations

import pytest

from game.madness.actions import Answer, BreakCurse, Cast, EndActions, Pick, PickElement, PickPlayer
from game.madness.data import (
    CURSE_CODE,
    CURSES,
    FIRST_PAGES,
    INNER_PAGES,
    MADNESS,
    ROUND_TRACK,
    SPELL_ID,
    SPELLS,
    A,
    E,
    F,
    W,
    card,
)
from game.madness.machine import run
from game.madness.state import LOST, WON
from tests.madness.helpers import (
    R,
    blank,
    c,
    fresh,
    give,
    pay,
    place_curse,
    set_madness,
    set_page,
    start_actions,
)


def grimoire(s) -> None:
    s.tasks = [("grimoire",)]
    run(s)


@pytest.mark.parametrize("n,size", [(2, 20), (3, 25), (4, 30), (5, 35)])
def test_T01_madness_deck_size(n: int, size: int) -> None:
    s = fresh(n)
    assert s.madness == size
    assert s.box[MADNESS] == 35 - size


def test_T02_library_build() -> None:
    s = fresh(3)
    for e, lib in enumerate(s.library):
        assert [SPELLS[x][2] for x in lib] == [3, 2, 1]  # bottom .. top (face up)
        assert all(SPELLS[x][1] == e for x in lib)
    assert len(s.library_box) == 24


def test_T03_grimoire_build() -> None:
    s = fresh(3)
    assert s.pages[0] in FIRST_PAGES and all(p in INNER_PAGES for p in s.pages[1:]) and len(s.pages) == 6
    assert sum(p in FIRST_PAGES for p in s.page_box) == 3 and sum(p in INNER_PAGES for p in s.page_box) == 7


def test_T04_opening_hands() -> None:
    s = fresh(3, ("Larry", "Rosana", "Viktor"))
    for p in range(3):
        assert len(s.hand[p]) == 6 and len(s.deck[p]) == 6 and not s.discard[p] and not s.support[p]
        assert s.spells[p] == [0, 4, 8, 12]  # the 4 basic spells, refreshed
    assert s.supply[card(A, 2)] == 9 and s.supply[card(W, 2)] == 9 and s.supply[card(F, 2)] == 9
    assert s.supply[card(E, 2)] == 10
    R.check_invariants(s) if s.tasks else None


def test_T05_horror_mode() -> None:
    s = fresh(3, mode="horror")
    assert s.madness == 22
    for p in range(3):
        assert (s.hand[p] + s.deck[p]).count(MADNESS) == 1


def test_T06_nightmare_mode() -> None:
    s = fresh(2, ("Rosana", "Sandra"), mode="nightmare")
    cards = s.hand[0] + s.deck[0]
    assert cards.count(card(W, 1)) == 4 and card(W, 2) not in cards and len(cards) == 12
    assert s.supply[card(W, 2)] == 10
    for order in (("Larry", "Sandra", "Patrik", "Harold", "Rosana"), ("Patrik", "Larry", "Sandra", "Harold", "Rosana")):
        s = fresh(5, order, mode="nightmare")
        patrik = order.index("Patrik")
        assert card(E, 2) in s.hand[patrik] + s.deck[patrik]
        assert s.supply[card(E, 2)] == 9
        assert s.box[card(E, 1)] == 0


def test_T07_first_turn() -> None:
    s = fresh(3, difficulty=2)
    set_page(s, 0, "P1")
    run(s)
    assert s.round == 1 and s.marker == 1
    assert [CURSES[x][0] if x >= 0 else -1 for x in s.track] == [A, W, F, -1, -1]
    for p in range(3):
        assert len(s.deck[p]) == 4 and len(s.discard[p]) == 2
    assert s.madness == 25
    assert R.to_act(s) == [0]


def test_T08_placement_with_multi_curses() -> None:
    s = blank(3, difficulty=2)
    set_page(s, 1, "I1")  # icons [W, F, A]
    s.tasks = [("new_monster",)]
    run(s)
    assert [CURSES[x][0] if x >= 0 else -1 for x in s.track] == [4, W, F, A, -1]
    s = blank(3, difficulty=3)
    s.round = 2
    set_page(s, 2, "I1")
    s.tasks = [("new_monster",)]
    run(s)
    assert [CURSES[x][0] for x in s.track] == [4, 4, W, F, A]


def test_T09_marker_movement() -> None:
    s = blank(3)
    set_madness(s, 20)
    set_page(s, 1, "I6")  # its penalty: each player adds 1 madness to the discard pile
    c5 = place_curse(s, 1, W, "C5")
    m10 = place_curse(s, 4, 4, "M10")
    give(s, 0, "hand", "F1", "W1")
    give(s, 2, "support", "F2")  # P2 has no fire card of their own but may use the shared support
    grimoire(s)  # -> 2
    assert s.marker == 2 and len(s.hand[0]) == 2
    grimoire(s)  # -> 3: P1 chooses F1 (or the shared F2), P2 takes P3's F2, P3 has nothing left
    assert R.to_act(s) == [0]
    R.apply(s, Pick(0, "hand", 0, c("F1")))
    assert s.discard[0] == [c("F1")] and s.discard[2] == [c("F2")] and not s.support[2]
    grimoire(s)  # -> 4: nothing retriggers
    assert s.marker == 4 and s.madness == 20
    grimoire(s)  # -> 5
    assert s.madness == 16 and s.destroyed.count(MADNESS) == 4
    grimoire(s)  # -> INV: penalty, curses back to the bottom, next monster
    assert s.curse_decks[W][0] == c5 and s.curse_decks[4][0] == m10
    assert all(s.discard[p].count(MADNESS) == 1 for p in range(3))
    assert s.round == 2 and s.marker == 1


def test_T10_two_curses_on_space_3() -> None:
    s = blank(3)
    place_curse(s, 1, W, "C5")
    place_curse(s, 2, W, "C1")
    s.marker = 2
    give(s, 0, "hand", "F1")
    give(s, 1, "hand", "F1", "F2")
    grimoire(s)
    # P1 has already resolved the left curse; P2 chooses; nobody has had madness from the right one
    assert s.discard[0] == [c("F1")] and R.to_act(s) == [1]
    assert all(MADNESS not in s.discard[p] for p in range(3))
    R.apply(s, R.legal_actions(s, 1)[0])
    assert all(s.discard[p].count(MADNESS) == 1 for p in range(3))


def test_T11_triggered_curse_persists() -> None:
    s = blank(2)
    set_page(s, 1, "I6")
    code = place_curse(s, 0, E, "C1")
    m0 = s.madness
    grimoire(s)  # -> 2: triggers
    assert s.madness == m0 - 2 and s.track[0] == code
    for _ in range(4):
        grimoire(s)
    assert s.madness == m0 - 4  # not defeated: the penalty adds 1 madness each
    assert s.curse_decks[E][0] == code


def test_T12_defeat() -> None:
    s = blank(2)
    set_page(s, 1, "I3")  # bonus: each player draws 1 card
    give(s, 0, "deck", "W1")
    give(s, 1, "deck", "F1")
    s.marker = 5
    decks = [len(d) for d in s.curse_decks]
    grimoire(s)
    assert R.to_act(s) == [0]
    R.apply(s, Answer(0, True))
    R.apply(s, Answer(1, False))
    assert s.hand[0] == [c("W1")] and s.hand[1] == []
    assert s.round == 2 and s.marker == 1 and sum(x >= 0 for x in s.track) >= 3
    assert sum(len(d) for d in s.curse_decks) == sum(decks) - sum(x >= 0 for x in s.track)


def test_T13_neutralized_curse_blocks_defeat() -> None:
    s = blank(2)
    set_page(s, 1, "I6")
    place_curse(s, 3, A, "C2")
    s.track_neutral[3] = 1
    s.marker = 5
    m0 = s.madness
    grimoire(s)
    assert s.madness == m0 - 2


def test_T14_final_round() -> None:
    s = blank(2)
    s.round, s.marker = 6, 5
    place_curse(s, 0, F, "C1")
    grimoire(s)
    assert s.over == LOST and R.outcome(s).winners == ()
    s = blank(2)
    s.round, s.marker = 6, 5
    grimoire(s)
    assert s.over == WON and R.outcome(s).winners == (0, 1)


def test_T15_warlock_ordering() -> None:
    s = blank(3, difficulty=2)
    set_madness(s, 20)
    set_page(s, 1, "I9")
    set_page(s, 2, "I4")
    air, water = s.curse_decks[A], s.curse_decks[W]
    air.remove(CURSE_CODE[(A, "C6")])
    air.append(CURSE_CODE[(A, "C6")])
    water.remove(CURSE_CODE[(W, "C4")])
    water.append(CURSE_CODE[(W, "C4")])
    s.active = 1
    s.tasks = [("new_monster",)]
    run(s)
    assert [CURSES[x][0] for x in s.track[:4]] == [4, A, W, F] and s.track[4] == -1
    assert s.track_mad[:4] == [1, 1, 1, 1] and s.madness == 16
    give(s, 1, "hand", "F2", "F2", "A1")
    give(s, 2, "hand", "W1", "F1", "E1", "A1")
    start_actions(s, 1)
    R.apply(s, BreakCurse(1, 3))
    pay(s, 1, ("hand", 1, "F2"), ("hand", 1, "F2"))
    assert s.discard[1].count(MADNESS) == 1
    R.apply(s, PickElement(1, E))
    assert c("E2") in s.discard[1]
    R.apply(s, Cast(1, SPELL_ID["Telepathy"], 1))
    pay(s, 1, ("hand", 1, "A1"))
    R.apply(s, PickPlayer(1, 2))
    R.apply(s, BreakCurse(2, 0))
    pay(s, 2, ("hand", 2, "W1"), ("hand", 2, "F1"), ("hand", 2, "E1"), ("hand", 2, "A1"))
    R.apply(s, PickElement(2, W))
    assert s.discard[2].count(MADNESS) == 1
    R.apply(s, EndActions(1))
    for _ in range(5):
        grimoire(s)
    assert s.curse_decks[A][0] == CURSE_CODE[(A, "C6")] and s.curse_decks[W][0] == CURSE_CODE[(W, "C4")]
    assert s.madness == 18 and s.round == 3


def _turns(s, count: int) -> list[tuple[int, int, int]]:
    """Play ``count`` turns passing every decision; returns (round, marker, active)."""
    seen = []
    while len(seen) < count:
        seat = R.to_act(s)[0]
        acts = R.legal_actions(s, seat)
        if any(isinstance(a, EndActions) for a in acts) and seat == s.active and s.tasks[-1][5]:
            seen.append((s.round, s.marker, s.active))
            R.apply(s, EndActions(seat))
        else:
            R.apply(s, acts[0])
    return seen


def test_T42_two_player_rotation() -> None:
    s = fresh(2, seed=5)
    set_madness(s, 30)
    run(s)
    seen = _turns(s, 6)
    assert [(r, m, a) for r, m, a in seen] == [(1, 1, 0), (1, 2, 1), (1, 3, 0), (1, 4, 1), (1, 5, 0), (2, 1, 1)]


def test_T43_five_player_variant() -> None:
    s = R.setup_state({"players": 5, "variant5": True}, 3)
    run(s)
    seen = _turns(s, 11)
    assert [a for _r, _m, a in seen] == [0, 1, 2, 3, 4, 4, 0, 1, 2, 3, 3]
    assert seen[5][:2] == (2, 1) and seen[10][:2] == (3, 1)


def test_T51_round_track() -> None:
    assert ROUND_TRACK[2][2] == 2 and ROUND_TRACK[0][1] == 0
    assert [sum(col) for col in ROUND_TRACK] == [6, 8, 10]
    s = blank(3, difficulty=3)
    s.round = 2
    s.tasks = [("new_monster",)]
    run(s)
    assert all(x >= 0 for x in s.track)
    s = blank(3, difficulty=1)
    s.tasks = [("new_monster",)]
    run(s)
    assert [x >= 0 for x in s.track] == [True, True, True, False, False]


def test_T52_tax_curse() -> None:
    from game.madness.action_phase import curse_cost

    s = blank(3, difficulty=3)
    tax = place_curse(s, 0, 4, "M2")
    place_curse(s, 1, 4, "M6")
    place_curse(s, 2, F, "C1")
    place_curse(s, 3, W, "C1")
    place_curse(s, 4, E, "C1")
    grimoire(s)  # marker -> 2: the water tax triggers
    assert curse_cost(s, 1) == (2, 1, 1, 1, 0)
    assert curse_cost(s, 2) == (1, 4, 0, 0, 0)
    assert curse_cost(s, 3) == (5, 0, 0, 0, 0)
    assert curse_cost(s, 4) == (1, 0, 4, 0, 0)
    assert sum(s.tokens[i * 4 + W] for i in range(5)) == 4
    give(s, 0, "hand", "W1", "F1", "E1", "A1")
    start_actions(s, 0)
    R.apply(s, BreakCurse(0, 0))
    pay(s, 0, ("hand", 0, "W1"), ("hand", 0, "F1"), ("hand", 0, "E1"), ("hand", 0, "A1"))
    assert tax in s.broken and sum(s.tokens) == 0
    assert curse_cost(s, 3) == (4, 0, 0, 0, 0)


def test_T53_final_monster_arrival() -> None:
    s = blank(3)
    set_madness(s, 12)
    s.round = 5
    set_page(s, 5, "I6")  # the red spider arrives in round 6: each player discards 2 cards
    for p in range(3):
        give(s, p, "hand", "W1", "W1")
    s.tasks = [("new_monster",)]
    run(s)
    assert s.round == 6 and s.madness == 9
    for p in range(3):
        assert s.deck[p] == [MADNESS] and s.discard[p] == [c("W1"), c("W1")]


def test_T54_dealing_destroyed_cards() -> None:
    from game.madness.effects import p_deal_destroyed

    s = blank(3)
    s.active = 1
    for name in ("W1", "F1", "E1", "A1", "W1", "F1", "M"):
        give(s, 0, "hand", name)
    s.destroyed = s.hand[0][:]
    s.hand[0].clear()
    s.destroyed_spells = [4, 5]
    p_deal_destroyed(s, 1, -1, 1, (3,))
    assert [len(s.discard[p]) for p in range(3)] == [2, 3, 2] and s.destroyed == []
    s = blank(3)
    for name in ("W1",) * 11:
        give(s, 0, "hand", name)
    s.destroyed, s.hand[0] = s.hand[0], []
    p_deal_destroyed(s, 0, -1, 1, (3,))
    assert [len(s.discard[p]) for p in range(3)] == [3, 3, 3] and len(s.destroyed) == 2


def test_T55_starting_deck() -> None:
    s = fresh(2, ("Larry", "Rosana"))
    cards = s.hand[0] + s.deck[0]
    counts = {n: cards.count(c(n)) for n in ("A2", "A1", "E1", "F1", "W1")}
    assert counts == {"A2": 1, "A1": 3, "E1": 5, "F1": 1, "W1": 2} and len(cards) == 12
    assert s.supply[c("A2")] == 9


def test_T61_end_of_game() -> None:
    s = blank(2)
    s.round, s.marker, s.active = 6, 5, 0
    s.tasks = [("turn",)]
    run(s)
    assert s.over == WON and s.turn == 2
    s = blank(2)
    s.round, s.marker = 6, 5
    place_curse(s, 2, A, "C1")
    s.tasks = [("turn",)]
    run(s)
    assert s.over == LOST
    s = blank(2)
    s.round, s.marker = 6, 5
    set_madness(s, 0)
    s.tasks = [("recup",)]
    run(s)
    assert s.over == LOST


def test_T62_destroyed_madness_comes_back() -> None:
    s = blank(3)
    set_madness(s, 20)
    place_curse(s, 4, 4, "M10")
    s.marker = 4
    grimoire(s)
    assert s.madness == 16 and s.destroyed == [MADNESS] * 4
    place_curse(s, 0, 4, "M7")
    s.active, s.marker = 1, 1
    grimoire(s)
    assert [s.discard[p].count(MADNESS) for p in range(3)] == [1, 2, 1]
    assert s.destroyed == [] and s.madness == 16


def test_T63_c10_direction() -> None:
    s = blank(3)
    place_curse(s, 0, A, "C10")
    give(s, 0, "deck", "W1")
    give(s, 1, "deck", "F1")
    give(s, 2, "deck", "E1")
    grimoire(s)
    assert s.discard[2] == [c("W1")] and s.discard[0] == [c("F1")] and s.discard[1] == [c("E1")]
    s = blank(3)
    place_curse(s, 0, A, "C10")
    give(s, 1, "deck", "F1")
    m0 = s.madness
    grimoire(s)
    assert s.discard[0] == [c("F1")] and s.madness == m0 and not s.discard[2]
