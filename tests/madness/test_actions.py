"""§4.5–§4.8 actions, payment, recuperation, madness, support: spec test cases T16–T41, T56–T60."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.madness.actions import (
    Acquire,
    Banish,
    BreakCurse,
    CancelPayment,
    Cast,
    Done,
    EndActions,
    Learn,
    Pay,
    Pick,
    PickElement,
    PickPlayer,
    PickSpell,
)
from game.madness.data import MADNESS, SPELL_ID, A, E, F, W
from game.madness.machine import run
from game.madness.state import LOST, NEUTRAL, USED
from tests.madness.helpers import (
    R,
    blank,
    c,
    cast,
    give,
    hand,
    learn_spell,
    names,
    pay,
    place_curse,
    set_madness,
    start_actions,
    top,
)

SID = SPELL_ID


def used(s, p: int, name: str) -> bool:
    return any(e >> 2 == SID[name] and e & USED for e in s.spells[p])


@pytest.mark.parametrize("cards,ok", [
    (("F1", "F1", "F1"), True), (("F1", "F2"), True), (("F3",), True), (("F2", "F2"), True),
])
def test_T16_paying_3(cards: tuple[str, ...], ok: bool) -> None:
    s = blank(2)
    give(s, 0, "hand", *cards, "W1")
    start_actions(s, 0)
    R.apply(s, Cast(0, SID["Combustion"], 3))
    pay(s, 0, *(("hand", 0, x) for x in cards))
    assert used(s, 0, "Combustion") is ok


def test_T16_paying_3_rejected() -> None:
    s = blank(2)
    give(s, 0, "hand", "F1", "F1", "W1")
    start_actions(s, 0)
    assert Cast(0, SID["Combustion"], 3) not in R.legal_actions(s, 0)  # {F1, F1} cannot pay 3 F
    s = blank(2)
    give(s, 0, "hand", "F2", "W1", "F1")
    start_actions(s, 0)
    R.apply(s, Cast(0, SID["Combustion"], 3))
    pay(s, 0, ("hand", 0, "F2"))
    with pytest.raises(IllegalAction):
        R.apply(s, Pay(0, "hand", 0, c("W1")))


def test_T17_no_splitting() -> None:
    s = blank(2)
    give(s, 0, "hand", "F3", "M")
    start_actions(s, 0)
    cast(s, 0, "Combustion", 1, ("hand", 0, "F3"))
    assert s.hand[0] == [] and s.destroyed == [MADNESS] and s.discard[0] == [c("F3")]
    assert not any(isinstance(a, Banish) for a in R.legal_actions(s, 0))


def test_T18_shared_support() -> None:
    s = blank(2)
    give(s, 1, "support", "F1")
    give(s, 0, "hand", "W1")
    start_actions(s, 0)
    cast(s, 0, "Combustion", 1, ("support", 1, "F1"))
    assert s.discard[1] == [c("F1")] and s.support[1] == [] and s.discard[0] == []


def test_T19_multiplier_abundance_and_cool_head() -> None:
    s = blank(3)
    learn_spell(s, 0, "Abundance")
    give(s, 0, "hand", "E3", "E3")
    for _ in range(8):
        give(s, 1, "deck", "W1")
    start_actions(s, 0)
    assert Cast(0, SID["Abundance"], 4) not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        R.apply(s, Cast(0, SID["Abundance"], 4))
    cast(s, 0, "Abundance", 3, ("hand", 0, "E3"), ("hand", 0, "E3"))
    R.apply(s, PickPlayer(0, 1))
    assert len(s.hand[1]) == 6 and used(s, 0, "Abundance")
    assert not any(isinstance(a, Cast) and a.spell == SID["Abundance"] for a in R.legal_actions(s, 0))
    s = blank(3)
    learn_spell(s, 0, "Abundance")
    give(s, 0, "hand", "E2", "E2")
    for _ in range(8):
        give(s, 2, "deck", "W1")
    start_actions(s, 0)
    cast(s, 0, "Abundance", 2, ("hand", 0, "E2"), ("hand", 0, "E2"))
    R.apply(s, PickPlayer(0, 2))
    assert len(s.hand[2]) == 4
    # Cool Head ×3: three cards into support, then draw 3
    s = blank(3)
    learn_spell(s, 0, "Cool Head")
    give(s, 0, "hand", "W3", "F1", "F1", "F1")
    give(s, 0, "deck", "E1", "E1", "E1")
    start_actions(s, 0)
    cast(s, 0, "Cool Head", 3, ("hand", 0, "W3"))
    assert names(s.support[0]) == ["F1", "F1", "F1"] and hand(s, 0) == ["E1", "E1", "E1"]


def test_T20_arctic_circle_x2() -> None:
    s = blank(3)
    learn_spell(s, 0, "Arctic Circle")
    give(s, 0, "hand", "W3", "W3", "E1", "E1")
    give(s, 1, "hand", "F1")
    give(s, 2, "support", "A1", "A1", "A1")
    for p in range(3):
        give(s, p, "deck", "W1", "W1", "W1")
    start_actions(s, 0)
    cast(s, 0, "Arctic Circle", 2, ("hand", 0, "W3"), ("hand", 0, "W3"))
    assert names(s.support[0]) == ["E1", "E1"] and hand(s, 0) == ["W1", "W1"]
    assert names(s.support[1]) == ["F1"] and hand(s, 1) == ["W1", "W1"]
    assert len(s.support[2]) == 3 and hand(s, 2) == ["W1", "W1"]


def test_T21_eye_of_the_hurricane() -> None:
    s = blank(3)
    learn_spell(s, 0, "Eye of the Hurricane")
    give(s, 0, "hand", "A2", "E1")
    give(s, 1, "hand", "F1")
    for p in range(3):
        give(s, p, "deck", "W1")
    start_actions(s, 0)
    cast(s, 0, "Eye of the Hurricane", 1, ("hand", 0, "A2"))
    assert hand(s, 0) == ["W1"] and hand(s, 1) == ["W1"] and hand(s, 2) == ["W1"]
    assert s.discard[0][-1] == c("E1") and s.discard[1] == [c("F1")] and s.discard[2] == []


def test_T22_breaking_an_element_curse() -> None:
    s = blank(2)
    code = place_curse(s, 0, A, "C1")
    give(s, 0, "hand", "A2", "A2")
    e2 = s.supply[c("E2")]
    start_actions(s, 0)
    R.apply(s, BreakCurse(0, 0))
    pay(s, 0, ("hand", 0, "A2"), ("hand", 0, "A2"))
    R.apply(s, PickElement(0, E))
    assert s.track[0] == -1 and code in s.broken and c("E2") in s.discard[0] and s.supply[c("E2")] == e2 - 1
    s = blank(2)
    place_curse(s, 0, A, "C1")
    for x in ("W2", "F2", "E2", "A2"):
        s.box[c(x)] += s.supply[c(x)]
        s.supply[c(x)] = 0
    give(s, 0, "hand", "A3", "A1")
    start_actions(s, 0)
    R.apply(s, BreakCurse(0, 0))
    pay(s, 0, ("hand", 0, "A3"), ("hand", 0, "A1"))
    assert top(s)[0] == "act" and names(s.discard[0]) == ["A1", "A3"]


def test_T23_breaking_a_multi_element_curse() -> None:
    s = blank(2)
    place_curse(s, 0, 4, "M6")
    give(s, 0, "hand", "W2", "F1", "E1", "A1")
    start_actions(s, 0)
    R.apply(s, BreakCurse(0, 0))
    pay(s, 0, ("hand", 0, "W2"), ("hand", 0, "F1"), ("hand", 0, "E1"), ("hand", 0, "A1"))
    assert s.track[0] == -1
    s = blank(2)
    place_curse(s, 0, 4, "M6")
    give(s, 0, "hand", "W1", "F1", "E2")
    start_actions(s, 0)
    assert BreakCurse(0, 0) not in R.legal_actions(s, 0)


def test_T24_learning() -> None:
    s = blank(2)
    s.library[E] = [SID["Earthquake"], SID["Bark Skin"], SID["Stone Skin"]]
    for x in (SID["Earthquake"], SID["Bark Skin"], SID["Stone Skin"]):
        if x in s.library_box:
            s.library_box.remove(x)
    s.library_box += [x for x in range(4, 40) if x not in s.library_box and not any(x in lib for lib in s.library)]
    R.check_invariants(s) if s.tasks else None
    give(s, 0, "hand", "E2", "E1", "E1", "E2")
    start_actions(s, 0)
    R.apply(s, Learn(0, E))
    pay(s, 0, ("hand", 0, "E2"))
    assert len(s.spells[0]) == 5 and s.spells[0][-1] == SID["Stone Skin"] << 2
    assert s.library[E][-1] == SID["Bark Skin"]
    R.apply(s, Learn(0, E))
    pay(s, 0, ("hand", 0, "E1"), ("hand", 0, "E1"))
    R.apply(s, PickSpell(0, 0, SID["Telepathy"]))
    assert len(s.spells[0]) == 5 and SID["Telepathy"] in s.destroyed_spells
    assert s.spells[0][-1] == SID["Bark Skin"] << 2
    assert Cast(0, SID["Bark Skin"], 1) in R.legal_actions(s, 0)
    assert s.library[E] == [SID["Earthquake"]]


def test_T25_spell_limit_and_patrik() -> None:
    s = blank(2, ("Rosana", "Patrik"))
    for p in (0, 1):
        s.spells[p].append(s.library_box.pop() << 2)  # a fifth spell
        give(s, p, "hand", "W2")
    assert len(s.library[W]) == 3
    start_actions(s, 0)
    R.apply(s, Learn(0, W))
    pay(s, 0, ("hand", 0, "W2"))
    assert top(s)[0] == "spell"
    R.apply(s, PickSpell(0, 0, SID["Ice"]))
    assert len(s.spells[0]) == 5 and SID["Ice"] in s.destroyed_spells
    start_actions(s, 1)
    R.apply(s, Learn(1, W))
    pay(s, 1, ("hand", 1, "W2"))
    assert len(s.spells[1]) == 6


def test_T26_acquiring() -> None:
    s = blank(2)
    give(s, 0, "hand", "A2", "A1")
    a3 = s.supply[c("A3")]
    start_actions(s, 0)
    acts = R.legal_actions(s, 0)
    assert Acquire(0, c("A1")) not in acts
    R.apply(s, Acquire(0, c("A3")))
    pay(s, 0, ("hand", 0, "A2"), ("hand", 0, "A1"))
    assert s.discard[0].count(c("A3")) == 1 and s.supply[c("A3")] == a3 - 1
    s = blank(2)
    s.box[c("A3")] += s.supply[c("A3")]
    s.supply[c("A3")] = 0
    give(s, 0, "hand", "A3")
    start_actions(s, 0)
    with pytest.raises(IllegalAction):
        R.apply(s, Acquire(0, c("A3")))


def test_T27_banishing() -> None:
    s = blank(3)
    give(s, 2, "support", "M")
    give(s, 0, "hand", "W2")
    m0 = s.madness
    start_actions(s, 0)
    R.apply(s, Banish(0, "support", 2))
    pay(s, 0, ("hand", 0, "W2"))
    assert s.support[2] == [] and s.madness == m0 + 1


def test_T28_incarnation_x2() -> None:
    s = blank(3)
    learn_spell(s, 0, "Incarnation")
    give(s, 0, "hand", "M", "A3", "A3")
    give(s, 1, "support", "W2", "W2")
    give(s, 2, "support", "F1")
    m0, w2 = s.madness, s.supply[c("W2")]
    start_actions(s, 0)
    cast(s, 0, "Incarnation", 2, ("hand", 0, "A3"), ("hand", 0, "A3"))
    acts = R.legal_actions(s, 0)
    assert Banish(0, "hand", 0) in acts and not any(isinstance(a, Cast) and a.spell == SID["Incarnation"] for a in acts)
    R.apply(s, Banish(0, "hand", 0))
    pay(s, 0, ("support", 1, "W2"))
    assert s.madness == m0 + 1 and s.support[1] == [c("W2"), c("W2")]
    R.apply(s, Acquire(0, c("W2")))
    opts = R.legal_actions(s, 0)
    assert Pay(0, "support", 1, c("W2")) in opts and Pay(0, "support", 2, c("F1")) not in opts
    pay(s, 0, ("support", 1, "W2"))
    assert s.support[1] == [c("W2"), c("W2")] and s.discard[0] == [c("A3"), c("A3"), c("W2")]
    assert s.supply[c("W2")] == w2 - 1
    assert top(s) == ("act", 0, -1, "normal", (), True)


def test_T29_granted_action() -> None:
    s = blank(4)
    give(s, 0, "hand", "A1")
    give(s, 1, "hand", "F2", "F1")
    give(s, 3, "support", "F1")
    place_curse(s, 0, F, "C1")
    s.spells[1][0] |= USED
    start_actions(s, 0)
    cast(s, 0, "Telepathy", 1, ("hand", 0, "A1"))
    R.apply(s, PickPlayer(0, 1))
    R.apply(s, BreakCurse(1, 0))
    pay(s, 1, ("hand", 1, "F2"), ("hand", 1, "F1"), ("support", 3, "F1"))
    R.apply(s, PickElement(1, W))
    assert s.track[0] == -1 and s.spells[1][0] & USED and s.hand[1] == []
    assert s.discard[3] == [c("F1")] and top(s)[1] == 0
    s = blank(3)
    give(s, 0, "hand", "A2")
    give(s, 1, "hand", "E2", "W2")
    start_actions(s, 0)
    cast(s, 0, "Telepathy", 2, ("hand", 0, "A2"))
    R.apply(s, PickPlayer(0, 1))
    R.apply(s, Acquire(1, c("E2")))
    pay(s, 1, ("hand", 1, "E2"))
    assert top(s)[:3] == ("act", 1, 1)
    R.apply(s, EndActions(1))
    assert top(s)[1] == 0


def test_T30_empty_deck_draw() -> None:
    s = blank(2)
    set_madness(s, 20)
    give(s, 0, "discard", "W1", "W1", "F1", "F1", "E1")
    from game.madness.zones import draw

    draw(s, 0, 1)
    assert s.madness == 19 and len(s.deck[0]) == 5 and s.discard[0] == [] and len(s.hand[0]) == 1


def test_T31_loss_by_madness_exhaustion() -> None:
    s = blank(2)
    set_madness(s, 0)
    s.tasks = [("recup",)]
    s.active = 0
    run(s)
    assert s.over == LOST and R.is_over(s) and R.outcome(s).winners == ()


def test_T32_hand_refill() -> None:
    s = blank(2)
    give(s, 0, "hand", "W1", "W1", "W1")
    give(s, 0, "deck", "F1", "F1", "F1", "F1")
    s.tasks = [("recup",)]
    run(s)
    assert len(s.hand[0]) == 6 and len(s.deck[0]) == 1
    s = blank(2)
    give(s, 0, "hand", "M", "M", "W1", "W1", "F1", "F1", "E1", "A1")
    s.tasks = [("recup",)]
    run(s)
    with pytest.raises(IllegalAction):
        R.apply(s, Pick(0, "hand", 0, MADNESS))
    R.apply(s, Pick(0, "hand", 0, c("W1")))
    R.apply(s, Pick(0, "hand", 0, c("A1")))
    assert len(s.hand[0]) == 6 and s.hand[0].count(MADNESS) == 2
    s = blank(2)
    give(s, 0, "hand", *(["M"] * 6), "W1")
    m0 = s.madness
    s.tasks = [("end_turn",), ("recup",)]
    run(s)
    assert s.eliminated[0] and s.spells[0] == [] and s.hand[0] == [] and s.madness == m0


def test_T32b_only_madness_left() -> None:
    s = blank(2)
    give(s, 0, "hand", *(["M"] * 8), "E2")
    s.tasks = [("end_turn",), ("recup",)]
    run(s)
    assert s.eliminated[0] and s.discard[0] == [] and s.gone[MADNESS] == 8


def test_T33_no_discard_then_draw() -> None:
    s = blank(2)
    give(s, 0, "hand", "W1", "W1", "W1", "F1", "F1", "F1", "E1")
    s.tasks = [("recup",)]
    run(s)
    assert top(s)[0] == "pick" and top(s)[4] == 1
    assert Done(0) not in R.legal_actions(s, 0)
    R.apply(s, Pick(0, "hand", 0, c("E1")))
    assert len(s.hand[0]) == 6 and s.tasks == []


def test_T34_madness_in_support() -> None:
    s = blank(2)
    give(s, 0, "hand", *(["M"] * 5), "W1")
    give(s, 0, "support", "M")
    s.tasks = [("end_turn",), ("recup",)]
    run(s)
    assert not s.eliminated[0]


def test_T35_spell_driven_shuffle() -> None:
    s = blank(2)
    learn_spell(s, 0, "Torrential Rain")
    give(s, 0, "hand", "W1")
    give(s, 0, "discard", "F1", "F2")
    give(s, 0, "support", "E1")
    m0 = s.madness
    start_actions(s, 0)
    cast(s, 0, "Torrential Rain", 1, ("hand", 0, "W1"))
    R.apply(s, PickPlayer(0, 0))
    assert s.madness == m0 and names(s.deck[0]) == ["E1", "F1", "F2", "W1"][0:0] + names(s.deck[0])
    assert len(s.deck[0]) == 4 and s.discard[0] == [] and s.support[0] == []


def test_T36_destroying_madness() -> None:
    s = blank(2)
    give(s, 0, "hand", "F1", "M", "M")
    m0 = s.madness
    start_actions(s, 0)
    cast(s, 0, "Combustion", 1, ("hand", 0, "F1"))
    assert s.destroyed == [MADNESS] and s.madness == m0


def test_T37_madness_into_full_support() -> None:
    s = blank(2, ("Sandra", "Viktor"))
    give(s, 0, "support", "E1", "E1", "E1")
    from game.madness.zones import get_madness

    get_madness(s, 0, "S")
    assert len(s.support[0]) == 4
    give(s, 0, "hand", "W1", "F1")
    start_actions(s, 0)
    cast(s, 0, "Ice", 1, ("hand", 0, "W1"))
    assert len(s.support[0]) == 4 and used(s, 0, "Ice") and s.hand[0] == [c("F1")]
    s.support[0] = [c("E1"), MADNESS]
    s.box[c("E1")] += 2
    s.spells[0] = [e & ~USED for e in s.spells[0]]
    give(s, 0, "hand", "W1")
    cast(s, 0, "Ice", 1, ("hand", 0, "W1"))
    assert len(s.support[0]) == 3


def test_T38_neutralized_spell() -> None:
    s = blank(2)
    s.spells[0] = [e | USED if e >> 2 == SID["Growth"] else e for e in s.spells[0]]
    place_curse(s, 0, 4, "M1")
    s.tasks = [("grimoire",)]
    run(s)
    R.apply(s, PickSpell(0, 0, SID["Growth"]))
    R.apply(s, PickSpell(1, 1, SID["Ice"]))
    growth = [e for e in s.spells[0] if e >> 2 == SID["Growth"]][0]
    assert growth & NEUTRAL and growth & USED
    s.tasks = [("concentration",)]
    run(s)
    assert [e for e in s.spells[0] if e >> 2 == SID["Growth"]][0] & NEUTRAL
    learn_spell(s, 0, "Frost Mirror")
    give(s, 0, "hand", "E2")
    start_actions(s, 0)
    if s.library[E]:
        R.apply(s, Learn(0, E))
        pay(s, 0, ("hand", 0, "E2"))
        assert PickSpell(0, 0, SID["Growth"]) in R.legal_actions(s, 0)
        R.apply(s, PickSpell(0, 0, SID["Frost Mirror"]))
    s.tasks = [("new_monster",)]
    run(s)
    growth = [e for e in s.spells[0] if e >> 2 == SID["Growth"]][0]
    assert not growth & NEUTRAL and growth & USED


def test_T39_higher_value_card() -> None:
    s = blank(2)
    learn_spell(s, 0, "Stone Skin")
    give(s, 0, "hand", "E1", "W1")
    start_actions(s, 0)
    cast(s, 0, "Stone Skin", 1, ("hand", 0, "E1"))
    assert s.discard[0] == [c("E1"), c("W2")] and s.destroyed == [c("W1")]
    for before, after in (("W2", ["W3"]), ("W3", []), ("M", [])):
        s = blank(2)
        learn_spell(s, 0, "Stone Skin")
        give(s, 0, "hand", "E1", before)
        start_actions(s, 0)
        cast(s, 0, "Stone Skin", 1, ("hand", 0, "E1"))
        assert names(s.discard[0]) == sorted(["E1"] + after)
    s = blank(2)
    learn_spell(s, 0, "Glaciation")
    give(s, 0, "hand", "W2")
    give(s, 1, "support", "A1", "F1")
    start_actions(s, 0)
    cast(s, 0, "Glaciation", 1, ("hand", 0, "W2"))
    R.apply(s, Pick(0, "support", 1, c("F1")))
    assert s.support[1] == [c("A1"), c("F2")] and s.destroyed == [c("F1")]


def test_T40_exchange() -> None:
    s = blank(2)
    learn_spell(s, 0, "Tornado")
    give(s, 0, "hand", "A2", "W1", "E1")
    give(s, 1, "hand", "F2", "A1")
    start_actions(s, 0)
    cast(s, 0, "Tornado", 1, ("hand", 0, "A2"))
    R.apply(s, Pick(0, "hand", 0, c("W1")))
    R.apply(s, Pick(1, "hand", 1, c("F2")))
    assert hand(s, 0) == ["E1", "F2"] and hand(s, 1) == ["A1", "W1"] and s.discard[1] == []


def test_T41_add_on_draw_deck() -> None:
    s = blank(2)
    give(s, 0, "deck", "W1", "W1")
    from game.madness.zones import draw, get_madness

    get_madness(s, 0, "T")
    assert draw(s, 0, 1) == [MADNESS]


def test_T56_factor_on_number_of_targets() -> None:
    s = blank(4)
    give(s, 0, "hand", "A2")
    for p in (1, 3):
        give(s, p, "hand", "W2")
        give(s, p, "deck", "E1")
    start_actions(s, 0)
    cast(s, 0, "Mind Control", 2, ("hand", 0, "A2")) if False else None
    learn_spell(s, 0, "Mind Control")
    start_actions(s, 0)
    cast(s, 0, "Mind Control", 2, ("hand", 0, "A2"))
    R.apply(s, PickPlayer(0, 1))
    assert PickPlayer(0, 1) not in R.legal_actions(s, 0) and PickPlayer(0, 0) not in R.legal_actions(s, 0)
    R.apply(s, PickPlayer(0, 3))
    assert top(s)[:3] == ("act", 1, 1)
    R.apply(s, Acquire(1, c("W2")))
    pay(s, 1, ("hand", 1, "W2"))
    assert hand(s, 1) == ["E1"] and top(s)[:3] == ("act", 3, 1)
    R.apply(s, EndActions(3))
    assert hand(s, 3) == ["E1", "W2"]
    s = blank(3)
    learn_spell(s, 0, "Levitation")
    give(s, 0, "hand", "A3", "A3")
    for p in (1, 2):
        for _ in range(6):
            give(s, p, "deck", "W1")
    start_actions(s, 0)
    cast(s, 0, "Levitation", 3, ("hand", 0, "A3"), ("hand", 0, "A3"))
    R.apply(s, PickPlayer(0, 1))
    assert len(s.hand[1]) == 6 and len(s.hand[2]) == 6


def test_T57_spell_used_on_payment() -> None:
    s = blank(3)
    learn_spell(s, 0, "Incarnation")
    give(s, 0, "hand", "A3")
    give(s, 1, "support", "A1")
    give(s, 2, "support", "W2")
    start_actions(s, 0)
    cast(s, 0, "Incarnation", 1, ("hand", 0, "A3"))
    assert not any(isinstance(a, Cast) and a.spell == SID["Incarnation"] for a in R.legal_actions(s, 0))
    cast(s, 0, "Telepathy", 1, ("support", 1, "A1"))
    assert s.support[1] == [c("A1")] and used(s, 0, "Telepathy")


def test_T58_minimal_payment() -> None:
    s = blank(2)
    give(s, 0, "hand", "F3", "F1", "W1", "W2", "M")
    start_actions(s, 0)
    R.apply(s, Cast(0, SID["Combustion"], 3))
    # {F3, F1}: the F1 would be superfluous, so F1 can never start a payment of 3 F here
    with pytest.raises(IllegalAction):
        R.apply(s, Pay(0, "hand", 0, c("F1")))
    R.apply(s, CancelPayment(0))
    R.apply(s, Banish(0, "hand", 0))
    opts = R.legal_actions(s, 0)
    assert Pay(0, "hand", 0, MADNESS) not in opts  # {W1, M}: madness pays nothing
    assert Pay(0, "hand", 0, c("W1")) not in opts  # {W2, W1} would have W1 superfluous
    R.apply(s, Pay(0, "hand", 0, c("W2")))
    assert MADNESS not in s.hand[0]
    s = blank(2)
    give(s, 0, "hand", "F2", "F2", "F3")
    start_actions(s, 0)
    R.apply(s, Cast(0, SID["Combustion"], 3))
    R.apply(s, Pay(0, "hand", 0, c("F2")))
    with pytest.raises(IllegalAction):
        R.apply(s, Pay(0, "hand", 0, c("F3")))  # {F2, F3}: F2 superfluous
    R.apply(s, Pay(0, "hand", 0, c("F2")))  # {F2, F2}: 1 F lost, accepted
    assert s.discard[0] == [c("F2"), c("F2")]


def test_T59_then_parts_are_independent() -> None:
    s = blank(2)
    learn_spell(s, 0, "Regeneration")
    give(s, 0, "hand", "F2")
    give(s, 1, "deck", "W1")
    start_actions(s, 0)
    cast(s, 0, "Regeneration", 1, ("hand", 0, "F2"))
    R.apply(s, PickPlayer(0, 1))
    assert hand(s, 1) == ["W1"]
    s = blank(2)
    learn_spell(s, 0, "Warm-blooded")
    give(s, 0, "hand", "F1", "W1")
    give(s, 0, "deck", "E1")
    start_actions(s, 0)
    cast(s, 0, "Warm-blooded", 1, ("hand", 0, "F1"))
    assert hand(s, 0) == ["W1"]


def test_T60_tsunami_x2() -> None:
    s = blank(3)
    learn_spell(s, 0, "Tsunami")
    give(s, 0, "hand", "W3", "W3")
    give(s, 0, "support", "E1", "E1")
    give(s, 1, "support", "F1", "F1", "F1")
    for p in range(3):
        give(s, p, "deck", "A1", "F2")
    start_actions(s, 0)
    cast(s, 0, "Tsunami", 2, ("hand", 0, "W3"), ("hand", 0, "W3"))
    R.apply(s, Pick(0, "hand", 0, c("A1")))
    assert len(s.support[0]) == 3 and hand(s, 0) == ["F2"]
    assert len(s.hand[1]) == 0 and len(s.support[1]) == 3
    R.apply(s, Pick(2, "hand", 2, c("F2")))
    assert names(s.support[2]) == ["A1", "F2"] and s.hand[2] == []
