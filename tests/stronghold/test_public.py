"""What each side reads of the other's decisions (§4.13 orders, §5 losses)."""

from __future__ import annotations

from game.core.events import Revealed
from game.stronghold import RULES as R
from game.stronghold.actions import PlaceOrder
from game.stronghold.losses import units_lost
from tests.stronghold.helpers import new


def test_4_13_the_defender_reads_where_a_face_down_order_lies_not_which():
    s = new(players=2)
    order = PlaceOrder(0, "troll", "E4", True)
    attacker, defender = 0, 1
    assert "Troll Rage" in R.public_label(s, order, attacker)
    for viewer in (defender, None):
        text = R.public_label(s, order, viewer)
        assert "Troll Rage" not in text and "E4" in text and "face down" in text
    face_up = PlaceOrder(0, "troll", "E4", False)
    assert "Troll Rage" in R.public_label(s, face_up, defender)


def test_4_13_an_attacker_reads_the_allys_face_down_order():
    s = new(players=3)   # two attackers, one defender
    order = PlaceOrder(0, "goblin", "W1", True)
    assert "Goblin Fury" in R.public_label(s, order, 1)
    assert "Goblin Fury" not in R.public_label(s, order, 2)


def test_5_revealed_orders_are_read_by_everybody():
    line = Revealed("The order on E1 is revealed: Troll Rage")
    assert R.event_text(new(), line, 1) == "The order on E1 is revealed: Troll Rage"


def test_units_are_killed_whole_never_lose_steps():
    assert units_lost("goblin", 3, "W2").text() == "3 goblins on wall W2 are killed"
    assert units_lost("orc", 1, "T:E1").text() == "An orc in the siege tower at wall E1 is killed"
    assert "step" not in units_lost("soldier", 2, "W1", "carried to the infirmary").text()


def test_the_game_over_line_names_the_side():
    from game.core.events import GameOver

    s = new(players=2)
    assert R.event_text(s, GameOver((1,), "the stronghold held"), None).startswith("Game over: Defender wins")


def test_scores_are_glory_in_words_and_the_chart_counts_rounds():
    s = new(players=2)
    assert R.period_unit == "round" and R.period(s) == s.round == 1
    assert "glory" in R.score_text(s, 0) and "endurance" in R.score_text(s, 1)
