"""D-Day Dice in words: the score explained (§4.17), the game counted in turns."""

from __future__ import annotations

from game import registry
from game.dday import RULES


def test_4_17_the_score_says_what_it_counts():
    rules = registry.get("dday")
    s = rules.setup({"players": 1, "map": "N-01"}, 1)
    text = rules.score_text(s, 0)
    assert text.startswith("victory points") and "per soldier" in text and "lowest" in text
    assert rules.period_unit == "turn" and rules.period(s) == s.turn


def test_the_setup_asks_only_options_that_mean_something_for_the_chosen_map():
    # the training levels belong to Exercise Tiger, the historical draw to Gold (N-04)
    assert RULES.option_shown({"map": "N-01"}, "level")
    assert not RULES.option_shown({"map": "N-02"}, "level")
    assert not RULES.option_shown({"map": "STG"}, "level")
    assert RULES.option_shown({"map": "N-04"}, "historical")
    assert not RULES.option_shown({"map": "N-01"}, "historical")
    assert RULES.option_shown({"map": "N-02"}, "players")


def test_no_rule_section_numbers_in_what_a_player_reads():
    from game.core.types import OptionError

    texts = [o.help for o in RULES.options()] + [o.label for o in RULES.options()]
    texts.append(RULES.score_text(RULES.setup({"players": 1}, 1), 0))
    try:
        RULES.setup({"players": 1, "map": "STG"}, 1)
    except OptionError as err:
        texts.append(str(err))
    assert texts and not any("§" in t for t in texts)
