"""What the other wizards read of a player's decisions (§4.5 payments, hands closed)."""

from __future__ import annotations

from game.madness import RULES as R
from game.madness.actions import EndActions, Pay, Pick
from tests.madness.helpers import c, fresh


def test_4_5_1_another_seat_reads_whose_hand_paid_not_your_hand():
    s = fresh(3)
    pay = Pay(0, "hand", 0, c("W1"))
    assert R.public_label(s, pay, 0).endswith("from your hand")
    for viewer in (1, 2, None):
        text = R.public_label(s, pay, viewer)
        assert "your" not in text and "P1's hand" in text


def test_a_choice_among_another_players_cards_reads_from_the_readers_side():
    s = fresh(3)
    pick = Pick(1, "hand", 0, c("W1"), "Put {c} from {w} on top of your deck")
    assert R.public_label(s, pick, 0) == "Put Water 1 from your hand on top of their deck"
    assert R.public_label(s, pick, 2) == "Put Water 1 from P1's hand on top of their deck"
    assert R.public_label(s, EndActions(0, "End your actions (to recuperation)"), 1).startswith("End their actions")
