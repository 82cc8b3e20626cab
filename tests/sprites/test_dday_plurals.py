"""D-Day Dice counts things in the player's words: every counted noun the board and the engine
show agrees with its number, in English (1 / more) and in Czech (1 / 2-4 / 5 and more)."""

from __future__ import annotations

import inspect
import re

import pytest

from game.core.i18n import set_language
from sprites.boards.dday import texts


@pytest.fixture
def czech():
    set_language("cs")
    yield
    set_language("en")


def test_amounts_agree_in_english():
    assert [texts.amount("soldiers", n) for n in (1, 2)] == ["1 soldier", "2 soldiers"]
    assert [texts.amount("stars", n) for n in (1, 3)] == ["1 star", "3 stars"]
    assert [texts.amount("points", n) for n in (1, 5)] == ["1 equipment point", "5 equipment points"]
    assert [texts.amount("tools", n) for n in (1, 2)] == ["1 tool", "2 tools"]
    assert texts.tx("dday.combo_tools", n=1, p=1) == "1 tool = 1 pt"
    assert texts.tx("dday.combo_tools", n=3, p=6) == "3 tools = 6 pts"
    assert texts.tx("dday.tray_lock", n=1) == "lock 1 more die"
    assert texts.tx("dday.tray_cancel", n=2) == "2 skulls: click what each cancels"
    assert texts.tx("dday.why_stars", cost=1, have=0) == "It costs 1 star; you have 0."
    assert texts.tx("dday.act_give", n=5, what="soldiers") == "Give 5 soldiers"


def test_amounts_take_the_three_czech_forms(czech):
    assert [texts.amount("soldiers", n) for n in (1, 3, 5)] == ["1 voják", "3 vojáci", "5 vojáků"]
    assert [texts.amount("stars", n) for n in (1, 2, 7)] == ["1 hvězda", "2 hvězdy", "7 hvězd"]
    assert [texts.amount("courage", n) for n in (1, 4, 6)] == ["1 bod odvahy", "4 body odvahy", "6 bodů odvahy"]
    assert [texts.amount("points", n) for n in (1, 2, 12)] == ["1 bod vybavení", "2 body vybavení",
                                                                "12 bodů vybavení"]
    assert [texts.amount("tools", n) for n in (1, 2, 5)] == ["1 nástroj", "2 nástroje", "5 nástrojů"]
    assert [texts.tx("dday.combo_tools", n=n, p=p) for n, p in ((1, 1), (2, 3), (5, 24))] == [
        "1 nástroj = 1 bod", "2 nástroje = 3 body", "5 nástrojů = 24 bodů"]
    assert [texts.tx("dday.act_give", n=n, what="soldiers") for n in (1, 2, 5)] == [
        "Předat 1 vojáka", "Předat 2 vojáky", "Předat 5 vojáků"]
    assert [texts.tx("dday.loss_head", n=n) for n in (1, 3, 10)] == [
        "Ztráty: odepište 1 vojáka", "Ztráty: odepište 3 vojáky", "Ztráty: odepište 10 vojáků"]


def _values(key: str, n: int) -> dict:
    """Arguments for a counted text, its count ``n`` wherever it takes one."""
    params = inspect.signature(texts.PLURALS[key]).parameters
    out = {}
    for name in params:
        out[name] = {"what": "stars", "name": "Jeep", "row": 3, "have": 0}.get(name, n)
    return out


@pytest.mark.parametrize("key", sorted(texts.PLURALS))
def test_every_counted_board_text_changes_its_words_with_the_number(key, czech):
    """1, 2-4 and 5+ in Czech do not all read the same once the number is set aside (a noun
    takes three forms, "zbývá 1 / zbývají 3 / zbývá 5" two)."""
    forms = [re.sub(r"\d+", "#", texts.tx(key, **_values(key, n))) for n in (1, 3, 5)]
    assert forms[0] != forms[1] and forms[1] != forms[2], (key, forms)


def test_the_engine_counts_in_its_log_and_prompts(czech):
    from game.dday.tr import _

    assert _.n("The {name} costs {count} star; you have {have}.", "The {name} costs {count} stars; you have {have}.",
               2, name="Medic", have=1).startswith("Medic stojí 2 hvězdy")
    specs = [_.n("Player {n}'s {count} specialist stays beside the bunker: defence -{count} for the units still"
                 " coming.", "Player {n}'s {count} specialists stay beside the bunker: defence -{count} for the"
                 " units still coming.", k, n=1) for k in (1, 2, 5)]
    assert "zůstává 1 specialista" in specs[0] and "zůstávají 2 specialisté" in specs[1]
    assert "zůstává 5 specialistů" in specs[2]
