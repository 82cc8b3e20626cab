"""D-Day Dice in words: the score explained (§4.17), the game counted in turns."""

from __future__ import annotations

from game import registry


def test_4_17_the_score_says_what_it_counts():
    rules = registry.get("dday")
    s = rules.setup({"players": 1, "map": "N-01"}, 1)
    text = rules.score_text(s, 0)
    assert text.startswith("victory points") and "per soldier" in text and "lowest" in text
    assert rules.period_unit == "turn" and rules.period(s) == s.turn
