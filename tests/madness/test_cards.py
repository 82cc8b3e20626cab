"""Every spell, curse, monster arrival, defeat bonus and failure penalty resolved from the data in
a rich position (§5.1–§5.6): each must resolve, keep the invariants and change the table; plus
targeted checks of individual cards."""

from __future__ import annotations

import pytest

from game.madness.actions import (
    Acquire,
    Answer,
    CancelPayment,
    Cast,
    Done,
    EndActions,
    Pay,
    Pick,
    PickElement,
    PickLibrary,
    PickPlayer,
    PickSpell,
)
from game.madness.data import (
    CURSE_DECKS,
    INNER_PAGES,
    MADNESS,
    PAGES,
    SPELL_ID,
    SPELLS,
    A,
    F,
    W,
    card,
)
from game.madness.effects import push_effect
from game.madness.machine import run
from game.madness.state import USED
from tests.madness.helpers import (
    CODE,
    R,
    blank,
    c,
    cast,
    give,
    hand,
    learn_spell,
    names,
    place_curse,
    start_actions,
    top,
)

SENTINEL = ("act", 0, -1, "normal", (), True)


def rich(n: int = 3):
    s = blank(n)
    for p in range(n):
        give(s, p, "hand", "W1", "W1", "F1", "E1", "A1", "M", "E2", "A3")
        give(s, p, "deck", "W1", "F1", "M", "E1", "A2", "F1")
        give(s, p, "discard", "W1", "F2", "M", "A1")
        give(s, p, "support", "E2", "M")
    s.destroyed = [CODE["W1"], MADNESS]
    s.box[CODE["W1"]] -= 1
    s.madness -= 1
    for p in (1, 2):
        s.spells[p] = [e | USED for e in s.spells[p]]
    return s


def table(s) -> dict:
    data = R.encode(s)
    for key in ("tasks", "actions_taken"):
        data.pop(key)
    data.pop("rng", None)
    return data


def resolve(s, limit: int = 300) -> None:
    for _ in range(limit):
        t = top(s)
        if not t or t == SENTINEL or (t[0] == "act" and t[1] == 0 and t[5]):
            return
        seat = R.to_act(s)[0]
        acts = R.legal_actions(s, seat)
        if t[0] == "act":
            choice = next((a for a in acts if isinstance(a, Acquire)), None) or EndActions(seat)
        elif t[0] == "ask":
            choice = Answer(seat, True)
        else:
            choice = next((a for a in acts if not isinstance(a, Done | CancelPayment)), acts[0])
        R.apply(s, choice)
        R.check_invariants(s)
    raise AssertionError("effect did not resolve")


@pytest.mark.parametrize("sid", range(len(SPELLS)), ids=[sp[0] for sp in SPELLS])
def test_every_spell_resolves_and_acts(sid: int) -> None:
    name, elem, level, _steps = SPELLS[sid]
    s = rich()
    if sid >= 4:
        learn_spell(s, 0, name)
    if name == "Levitation":  # targets must hold fewer than 6 cards to draw
        for p in (1, 2):
            s.discard[p].extend(s.hand[p][:4])
            del s.hand[p][:4]
    pay_card = card(elem, level)
    give(s, 0, "hand", {1: "W1", 2: "W2", 3: "W3"}[level].replace("W", "WFEA"[elem]))
    start_actions(s, 0)
    before = s.clone()
    # what the payment alone does
    before.hand[0].remove(pay_card)
    before.discard[0].append(pay_card)
    before.spells[0] = [e | USED if e >> 2 == sid else e for e in before.spells[0]]
    R.apply(s, Cast(0, sid, 1))
    R.apply(s, Pay(0, "hand", 0, pay_card))
    if top(s)[0] == "act" and top(s)[1] != 0:
        assert top(s)[5] is False  # a granted action (§4.5.8)
    resolve(s)
    assert table(s) != table(before), f"{name} changed nothing"


CURSE_TYPES = sorted({(d, key) for d, comp in enumerate(CURSE_DECKS) for key, _n in comp})


@pytest.mark.parametrize("deck,key", CURSE_TYPES, ids=[f"{d}-{k}" for d, k in CURSE_TYPES])
def test_every_curse_triggers(deck: int, key: str) -> None:
    s = rich()
    place_curse(s, 0, deck, key)
    place_curse(s, 3, W, "C1")
    s.tasks = [SENTINEL, ("grimoire",)]
    before = table(s)
    run(s)
    resolve(s)
    assert table(s) != before


PAGE_IDS = [pg[0] for pg in PAGES]


GRIMOIRE_CASES = [(pg, kind) for pg in range(len(PAGES)) for kind in "ABP" if kind == "A" or pg in INNER_PAGES]


@pytest.mark.parametrize("page,kind", GRIMOIRE_CASES, ids=[f"{PAGE_IDS[pg]}-{k}" for pg, k in GRIMOIRE_CASES])
def test_every_grimoire_effect(page: int, kind: str) -> None:
    """Arrival (A), defeat bonus (B) and failure penalty (P) of every page (first pages: arrival only)."""
    s = rich()
    place_curse(s, 0, W, "C1")
    place_curse(s, 1, F, "C1")
    s.tasks = [SENTINEL]
    push_effect(s, kind, page, -1)
    before = table(s)
    run(s)
    resolve(s)
    assert table(s) != before


def test_last_page_arrival() -> None:
    s = rich()
    s.tasks = [SENTINEL]
    push_effect(s, "L", 0, -1)
    m0 = s.madness
    run(s)
    assert s.madness == m0 - 3 and all(s.deck[p][-1] == MADNESS for p in range(3))


# ------------------------------------------------------------------ targeted card checks
def test_ice_cocoon_draws_per_madness() -> None:
    s = blank(2)
    learn_spell(s, 0, "Ice Cocoon")
    give(s, 0, "hand", "W3", "M", "M")
    give(s, 0, "deck", "E1", "E1", "E1", "E1")
    give(s, 1, "hand", "M")
    give(s, 1, "deck", "F1", "F1")
    start_actions(s, 0)
    cast(s, 0, "Ice Cocoon", 1, ("hand", 0, "W3"))
    assert hand(s, 0) == ["E1", "E1"] and s.discard[0].count(MADNESS) == 2 and hand(s, 1) == ["F1"]


def test_earthquake_banishes_shared_support() -> None:
    s = blank(3)
    learn_spell(s, 0, "Earthquake")
    give(s, 0, "hand", "E3")
    give(s, 1, "support", "M", "W1")
    give(s, 2, "support", "M")
    give(s, 0, "deck", "F1", "F1")
    m0 = s.madness
    start_actions(s, 0)
    cast(s, 0, "Earthquake", 1, ("hand", 0, "E3"))
    assert s.madness == m0 + 2 and s.support[1] == [c("W1")] and hand(s, 0) == ["F1", "F1"]


def test_purification_and_circle_of_fire() -> None:
    s = blank(3)
    learn_spell(s, 0, "Purification")
    give(s, 0, "hand", "F3", "M")
    give(s, 1, "hand", "M", "M", "W1")
    m0 = s.madness
    start_actions(s, 0)
    cast(s, 0, "Purification", 1, ("hand", 0, "F3"))
    R.apply(s, PickPlayer(0, 1))
    assert hand(s, 1) == ["W1"] and s.madness == m0 + 2 and MADNESS in s.hand[0]
    s = blank(3)
    learn_spell(s, 0, "Circle of Fire")
    give(s, 0, "hand", "F3")
    give(s, 1, "hand", "M")
    give(s, 2, "support", "M")
    m0 = s.madness
    start_actions(s, 0)
    cast(s, 0, "Circle of Fire", 1, ("hand", 0, "F3"))  # P1 banishes P3's support madness
    assert s.madness == m0 + 2 and s.hand[1] == [] and s.support[2] == []


def test_aspiration_breath_daydream() -> None:
    s = blank(3, ("Patrik", "Sandra", "Viktor"))
    for spell in ("Aspiration", "Breath"):
        learn_spell(s, 0, spell)
    give(s, 0, "hand", "A1", "A1", "W2")
    give(s, 1, "hand", "F3")
    start_actions(s, 0)
    cast(s, 0, "Aspiration", 1, ("hand", 0, "A1"))  # the only card around: taken at once
    assert "F3" in hand(s, 0) and s.hand[1] == []
    cast(s, 0, "Breath", 1, ("hand", 0, "A1"))
    R.apply(s, PickPlayer(0, 2))
    R.apply(s, Pick(0, "hand", 0, c("W2")))
    assert hand(s, 2) == ["W2"]
    s = blank(3)
    learn_spell(s, 0, "Daydream")
    give(s, 0, "hand", "A3")
    give(s, 1, "discard", "E2")
    give(s, 2, "discard", "W3")
    start_actions(s, 0)
    cast(s, 0, "Daydream", 1, ("hand", 0, "A3"))
    assert hand(s, 1) == ["E2"] and hand(s, 2) == ["W3"]


def test_illusion_refreshes_and_keeps_cards() -> None:
    s = blank(2)
    learn_spell(s, 0, "Illusion")
    give(s, 0, "hand", "A3")
    give(s, 1, "hand", "W2")
    s.spells[1] = [e | USED for e in s.spells[1]]
    w2 = s.supply[c("W2")]
    start_actions(s, 0)
    cast(s, 0, "Illusion", 1, ("hand", 0, "A3"))
    assert all(not e & USED for e in s.spells[1]) and top(s)[:4] == ("act", 1, 1, "own_keep")
    R.apply(s, Acquire(1, c("W2")))
    R.apply(s, Pay(1, "hand", 1, c("W2")))
    assert s.hand[1] == [c("W2")] and s.discard[1] == [c("W2")] and s.supply[c("W2")] == w2 - 1


def test_bark_skin_and_infernal_forge() -> None:
    s = blank(2)
    learn_spell(s, 0, "Bark Skin")
    give(s, 0, "hand", "E2", "W1", "F1")
    give(s, 1, "support", "W1")
    start_actions(s, 0)
    cast(s, 0, "Bark Skin", 1, ("hand", 0, "E2"))
    R.apply(s, PickPlayer(0, 0))
    R.apply(s, Pick(0, "hand", 0, c("W1")))
    assert names(s.destroyed) == ["W1", "W1"] and hand(s, 0) == ["F1", "W2"] and s.support[1] == []
    s = blank(2)
    learn_spell(s, 0, "Infernal Forge")
    give(s, 0, "hand", "F1", "M")
    give(s, 0, "deck", "E2")
    start_actions(s, 0)
    cast(s, 0, "Infernal Forge", 1, ("hand", 0, "F1"))
    R.apply(s, PickPlayer(0, 0))
    R.apply(s, Answer(0, True))
    assert hand(s, 0) == ["E2"] and s.discard[0][-1] == MADNESS


def test_taking_root_flowering_sands_essence() -> None:
    s = blank(2)
    for spell in ("Taking Root", "Sands of Time"):
        learn_spell(s, 0, spell)
    give(s, 0, "hand", "E2", "E1")
    give(s, 0, "discard", "A3")
    start_actions(s, 0)
    cast(s, 0, "Taking Root", 1, ("hand", 0, "E2"))
    R.apply(s, PickElement(0, F))
    assert s.deck[0] == [c("F2")]
    cast(s, 0, "Sands of Time", 1, ("hand", 0, "E1"))
    R.apply(s, Pick(0, "discard", 0, c("A3")))
    assert s.deck[0] == [c("F2"), c("A3")]
    s = blank(2)
    for spell in ("Flowering", "Essence of the Earth"):
        learn_spell(s, 0, spell)
    give(s, 0, "hand", "E3", "E1")
    give(s, 1, "discard", "W2")
    start_actions(s, 0)
    cast(s, 0, "Flowering", 1, ("hand", 0, "E3"))
    R.apply(s, PickElement(0, A))
    assert s.deck[0] == [c("A3")]
    cast(s, 0, "Essence of the Earth", 1, ("hand", 0, "E1"))
    assert s.deck[1] == [c("W2")]


def test_cauterization_resolve_aura_concentration() -> None:
    s = blank(2)
    for spell in ("Cauterization", "Resolve", "Aura of Fire", "Concentration")[:1]:
        learn_spell(s, 0, spell)
    give(s, 0, "hand", "F2")
    give(s, 0, "discard", "M", "M", "M")
    m0 = s.madness
    start_actions(s, 0)
    cast(s, 0, "Cauterization", 1, ("hand", 0, "F2"))
    R.apply(s, Pick(0, "discard", 0, MADNESS))
    R.apply(s, Pick(0, "discard", 0, MADNESS))
    assert s.madness == m0 + 2 and s.discard[0].count(MADNESS) == 1
    s = blank(2)
    learn_spell(s, 0, "Aura of Fire")
    give(s, 0, "hand", "F3", "M")
    start_actions(s, 0)
    cast(s, 0, "Aura of Fire", 1, ("hand", 0, "F3"))
    R.apply(s, PickElement(0, W))
    assert s.hand[0] == [] and c("W3") in s.discard[0]
    s = blank(2)
    learn_spell(s, 0, "Resolve")
    give(s, 0, "hand", "F2")
    give(s, 0, "deck", "M", "W1")
    m0 = s.madness
    start_actions(s, 0)
    cast(s, 0, "Resolve", 1, ("hand", 0, "F2"))
    assert hand(s, 0) == ["W1"] and s.madness == m0 + 1
    s = blank(2)
    learn_spell(s, 0, "Concentration")
    give(s, 0, "hand", "F1")
    give(s, 0, "discard", "M")
    start_actions(s, 0)
    cast(s, 0, "Concentration", 1, ("hand", 0, "F1"))
    R.apply(s, Pick(0, "discard", 0, MADNESS))
    assert s.destroyed == [MADNESS]


def test_raining_frogs_frost_touch_frost_mirror_telekinesis() -> None:
    s = blank(2)
    s.wizards[0] = 5  # Patrik: room for three library spells
    for spell in ("Raining Frogs", "Frost Touch", "Frost Mirror"):
        learn_spell(s, 0, spell)
    give(s, 0, "hand", "W2", "W2", "W1")
    give(s, 0, "discard", "E3")
    give(s, 1, "hand", "F1")
    give(s, 1, "discard", "F1", "F1", "F1", "F1")
    give(s, 1, "support", "A1")
    start_actions(s, 0)
    cast(s, 0, "Raining Frogs", 1, ("hand", 0, "W2"))
    assert len(s.hand[1]) == 5 and len(s.deck[1]) == 1 and s.support[1] == [] and s.discard[1] == []
    cast(s, 0, "Frost Touch", 1, ("hand", 0, "W2"))
    R.apply(s, R.legal_actions(s, 1)[0])
    assert len(s.support[1]) == 1 and len(s.hand[1]) == 5 and s.deck[1] == []
    cast(s, 0, "Frost Mirror", 1, ("hand", 0, "W1"))
    R.apply(s, Pick(0, "discard", 0, c("E3")))
    assert s.support[0] == [c("E3")]
    s = blank(2)
    learn_spell(s, 0, "Telekinesis")
    give(s, 0, "hand", "E3")
    give(s, 0, "deck", "W1")
    give(s, 1, "deck", "F1")
    start_actions(s, 0)
    cast(s, 0, "Telekinesis", 1, ("hand", 0, "E3"))
    assert hand(s, 0) == ["W1"] and hand(s, 1) == ["F1"]


def test_i1_bonus_takes_any_library_spell() -> None:
    s = blank(2)
    s.tasks = [SENTINEL]
    push_effect(s, "B", INNER_PAGES[0], -1)  # I1
    run(s)
    R.apply(s, PickPlayer(0, 1))
    deep = s.library[W][0]
    R.apply(s, PickLibrary(1, W, 2))
    assert s.spells[1][-1] == deep << 2 and len(s.library[W]) == 2


def test_i8_flytrap_destroys_three_spells() -> None:
    s = blank(2)
    s.tasks = [SENTINEL]
    push_effect(s, "A", 11, -1)  # I8 green flytrap
    run(s)
    for sid in ("Ice", "Growth", "Combustion"):
        R.apply(s, PickSpell(0, 1 if sid == "Growth" else 0, SPELL_ID[sid]))
    assert len(s.spells[0]) + len(s.spells[1]) == 5 and len(s.destroyed_spells) == 3


def test_hidden_hand_aspiration_takes_a_random_card() -> None:
    s = blank(2, open_hands=False)
    learn_spell(s, 0, "Aspiration")
    give(s, 0, "hand", "A1")
    give(s, 1, "hand", "F3", "W2")
    start_actions(s, 0)
    cast(s, 0, "Aspiration", 1, ("hand", 0, "A1"))  # one hidden hand to take from: a random card
    assert len(s.hand[0]) == 1 and len(s.hand[1]) == 1
    v = R.view(s, 1)
    assert v.hand[0] == [-1] and v.hand[1] == s.hand[1]
