"""§4.11 / §5.3 wizard powers: spec test cases T44–T50 and T64."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.madness.actions import (
    Answer,
    BreakCurse,
    Cast,
    Done,
    EndActions,
    Pay,
    Pick,
    PickElement,
    PickPlayer,
    PickSpell,
    UsePower,
)
from game.madness.data import MADNESS, SPELL_ID, A, E, F
from game.madness.machine import run
from game.madness.state import NEUTRAL, USED
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
    start_actions,
    top,
)

SID = SPELL_ID


def test_T44_viktor_once_per_turn() -> None:
    s = blank(2, ("Viktor", "Sandra"))
    give(s, 0, "hand", "M", "M", "W1")
    give(s, 0, "deck", "E1", "E1")
    start_actions(s, 0)
    R.apply(s, UsePower(0))
    assert hand(s, 0) == ["E1", "Madness", "W1"] and s.discard[0] == [MADNESS]
    with pytest.raises(IllegalAction):
        R.apply(s, UsePower(0))
    s.tasks = [("turn",)]
    s.active = 0
    run(s)
    assert s.tasks and UsePower(0) in R.legal_actions(s, 0)


def test_T45_alice_draws_per_break() -> None:
    s = blank(2, ("Alice", "Sandra"))
    place_curse(s, 0, F, "C1")
    place_curse(s, 1, F, "C2")
    give(s, 0, "hand", "F2", "F2", "F3", "F1")
    give(s, 0, "deck", "W1", "W1")
    start_actions(s, 0)
    for slot, cards in ((0, ("F2", "F2")), (1, ("F3", "F1"))):
        R.apply(s, BreakCurse(0, slot))
        pay(s, 0, *(("hand", 0, x) for x in cards))
        R.apply(s, PickElement(0, E))
        R.apply(s, Answer(0, True))
    assert hand(s, 0) == ["W1", "W1"]
    # also in another player's turn, through Telepathy
    s = blank(2, ("Sandra", "Alice"))
    place_curse(s, 0, F, "C1")
    give(s, 0, "hand", "A1")
    give(s, 1, "hand", "F3", "F1")
    give(s, 1, "deck", "W1")
    start_actions(s, 0)
    cast(s, 0, "Telepathy", 1, ("hand", 0, "A1"))
    R.apply(s, BreakCurse(1, 0))
    pay(s, 1, ("hand", 1, "F3"), ("hand", 1, "F1"))
    R.apply(s, PickElement(1, E))
    assert top(s)[:3] == ("ask", 1, "alice")
    R.apply(s, Answer(1, True))
    assert hand(s, 1) == ["W1"]


def test_T46_harold_conversion() -> None:
    s = blank(2, ("Harold", "Sandra"))
    learn = SID["Combustion"]
    give(s, 0, "hand", "F1", "A1", "A1", "F1", "A2", "W1", "W1")
    start_actions(s, 0)
    R.apply(s, Cast(0, learn, 2))
    R.apply(s, Pay(0, "hand", 0, c("F1")))
    assert Pay(0, "hand", 0, c("A2"), F) not in R.legal_actions(s, 0)
    R.apply(s, Pay(0, "hand", 0, c("A1"), F))
    assert s.harold_used and names(s.discard[0]) == ["A1", "F1"]
    R.apply(s, Pick(0, "hand", 0, c("W1")))
    R.apply(s, Pick(0, "hand", 0, c("W1")))
    s.spells[0] = [e & ~USED for e in s.spells[0]]
    R.apply(s, Cast(0, learn, 1))
    assert Pay(0, "hand", 0, c("A1"), F) not in R.legal_actions(s, 0)


def test_T47_sandra_refresh() -> None:
    s = blank(2, ("Sandra", "Viktor"))
    give(s, 0, "hand", "E1", "E1")
    give(s, 0, "deck", "W1", "W1")
    start_actions(s, 0)
    cast(s, 0, "Growth", 1, ("hand", 0, "E1"))
    R.apply(s, UsePower(0))  # the only used spell: refreshed at once
    cast(s, 0, "Growth", 1, ("hand", 0, "E1"))
    assert hand(s, 0) == ["W1", "W1"]


def test_T48_violetta_swap() -> None:
    s = blank(2, ("Violetta", "Sandra"))
    give(s, 0, "hand", "W1", "F1", "M")
    give(s, 0, "support", "E2", "A3")
    start_actions(s, 0)
    R.apply(s, UsePower(0))
    R.apply(s, Pick(0, "hand", 0, c("W1")))
    R.apply(s, Pick(0, "support", 0, c("E2")))
    R.apply(s, Pick(0, "hand", 0, MADNESS))  # A3 is the only support card left to swap: taken at once
    assert hand(s, 0) == ["A3", "E2", "F1"] and names(s.support[0]) == ["Madness", "W1"]
    assert top(s)[0] == "act"


def test_T49_larry_draw_and_banish() -> None:
    s = blank(2, ("Larry", "Sandra"))
    give(s, 0, "deck", "E2", "M")
    m0 = s.madness
    start_actions(s, 0)
    R.apply(s, UsePower(0))
    assert s.madness == m0 + 1 and s.hand[0] == []
    s.power_used = 0
    R.apply(s, UsePower(0))
    assert s.discard[0] == [c("E2")] and s.hand[0] == []


def test_T50_rosana_support() -> None:
    s = blank(2, ("Rosana", "Sandra"))
    give(s, 0, "support", "E1", "E1", "E1")
    give(s, 0, "hand", "W3", "F1", "F1", "F1")
    start_actions(s, 0)
    cast(s, 0, "Ice", 3, ("hand", 0, "W3"))
    assert len(s.support[0]) == 5 and hand(s, 0) == ["F1"]
    from game.madness.zones import get_madness

    get_madness(s, 0, "S")
    assert len(s.support[0]) == 6


def test_T64_alice_breaking_order_and_power_limits() -> None:
    s = blank(2, ("Sandra", "Alice"))
    code = place_curse(s, 0, F, "C1")
    s.track_mad[0] = 1
    s.madness -= 1
    give(s, 0, "hand", "A1")
    give(s, 1, "hand", "F3", "F1")
    give(s, 1, "deck", "W1")
    start_actions(s, 0)
    cast(s, 0, "Telepathy", 1, ("hand", 0, "A1"))
    R.apply(s, BreakCurse(1, 0))
    pay(s, 1, ("hand", 1, "F3"), ("hand", 1, "F1"))
    assert code in s.broken and s.discard[1].count(MADNESS) == 1 and top(s)[0] == "gain"
    R.apply(s, PickElement(1, A))
    assert c("A2") in s.discard[1] and top(s)[2] == "alice"
    R.apply(s, Answer(1, True))
    assert hand(s, 1) == ["W1"]
    # Sandra may not refresh a neutralized spell; Viktor needs madness in hand
    s = blank(2, ("Sandra", "Viktor"))
    s.spells[1] = [e | USED | NEUTRAL if e >> 2 == SID["Ice"] else e for e in s.spells[1]]
    start_actions(s, 0)
    assert UsePower(0) not in R.legal_actions(s, 0)
    s.spells[1][0] |= USED
    assert UsePower(0) in R.legal_actions(s, 0)
    R.apply(s, UsePower(0))
    assert PickSpell(0, 1, SID["Ice"]) not in R.legal_actions(s, 0)
    s = blank(2, ("Viktor", "Sandra"))
    give(s, 0, "hand", "W1")
    start_actions(s, 0)
    assert UsePower(0) not in R.legal_actions(s, 0)
    assert EndActions(0) in R.legal_actions(s, 0) and Done(0) not in R.legal_actions(s, 0)
    assert PickPlayer(0, 1) not in R.legal_actions(s, 0)


def test_4_11_a_power_is_used_during_the_turn_after_the_recuperation_draw() -> None:
    # Rulebook, "Wizard's power": "Each wizard has a unique power for the whole game, which may
    # be used only once during your turn (except Alice)"; Violetta: "During your turn you may swap
    # up to 2 cards from your hand with as many cards of your support." The turn includes the
    # recuperation phase: after drawing up to six, Violetta puts the madness she drew into her
    # support, before the six-madness check at the end of the turn.
    s = blank(2, ("Violetta", "Sandra"))
    give(s, 0, "hand", "W1", "W1", "W1", "W1", "W1")
    give(s, 0, "support", "E2")
    give(s, 0, "deck", "M")
    start_actions(s, 0)
    s.tasks = [("end_turn",), ("power", 0, "recup"), ("recup",)] + s.tasks
    R.apply(s, EndActions(0))
    assert hand(s, 0).count("Madness") == 1 and top(s)[:2] == ("power", 0)
    R.apply(s, UsePower(0))
    R.apply(s, Pick(0, "hand", 0, MADNESS))   # E2, the only support card, comes back at once
    assert "Madness" not in hand(s, 0) and names(s.support[0]) == ["Madness"]
    assert s.active == 1 and not s.eliminated[0]
    # Viktor, likewise: discard the drawn madness and draw again
    s = blank(2, ("Viktor", "Sandra"))
    give(s, 0, "hand", "W1", "W1", "W1", "W1", "W1")
    give(s, 0, "deck", "F1", "M")
    start_actions(s, 0)
    s.tasks = [("end_turn",), ("power", 0, "recup"), ("recup",)] + s.tasks
    R.apply(s, EndActions(0))
    R.apply(s, UsePower(0))
    assert hand(s, 0) == ["F1", "W1", "W1", "W1", "W1", "W1"] and s.discard[0] == [MADNESS]


def test_4_11_the_turn_offers_the_power_before_the_grimoire_phase_and_only_once() -> None:
    s = blank(2, ("Viktor", "Sandra"))
    give(s, 0, "hand", "M", "W1")
    give(s, 0, "deck", "E1", "E1")
    s.tasks = [("turn",)]
    s.active = 0
    run(s)
    assert top(s)[:3] == ("power", 0, "grimoire") and UsePower(0) in R.legal_actions(s, 0)
    R.apply(s, UsePower(0))
    assert s.discard[0] == [MADNESS]
    while top(s)[0] != "act":
        R.apply(s, R.legal_actions(s, R.to_act(s)[0])[0])
    assert UsePower(0) not in R.legal_actions(s, 0)           # once per turn


def test_4_5_8_a_granted_action_is_taken_as_if_it_were_their_turn_powers_included() -> None:
    # Rulebook, "Another player takes an action": "Some spells let another player take an action
    # in your turn. That player may take any action as if it were his turn." His own power, once
    # in that turn, goes with it: Viktor discards a madness and draws, Harold converts an A1.
    s = blank(3, ("Sandra", "Viktor", "Harold"))
    learn_spell(s, 0, "Mind Control")
    give(s, 0, "hand", "A2")
    give(s, 1, "hand", "M", "E1")
    give(s, 1, "deck", "W1")
    give(s, 2, "hand", "A1", "E1")
    start_actions(s, 0)
    cast(s, 0, "Mind Control", 2, ("hand", 0, "A2"))  # ×2: both other players act
    R.apply(s, PickPlayer(0, 1))
    power = [a for a in R.legal_actions(s, 1) if a.label().startswith("Viktor's power")]
    assert power
    R.apply(s, power[0])
    assert hand(s, 1) == ["E1", "W1"] and s.discard[1] == [MADNESS]
    assert not any(a.label().startswith("Viktor's power") for a in R.legal_actions(s, 1))
    R.apply(s, EndActions(1))
    assert R.to_act(s) == [2]
    assert any("Learn" in a.label() and "earth" in a.label() for a in R.legal_actions(s, 2))
