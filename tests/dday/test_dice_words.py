"""A die is named by what it shows ("Lock the Red 2 Soldiers"), in the log and the hint, not by its
place in the row ("Lock die 2"); the log's rolls say "2 Soldiers", not "2S"."""

from __future__ import annotations

import re

from game import registry
from game.core import i18n
from game.core.match import Match
from game.dday.actions import LockDie, Reroll, RollDice
from game.dday.present import result_name

R = registry.get("dday")


def rolled() -> Match:
    match = Match(R, R.check_options({"players": 1}), 3)
    match.play(next(a for a in match.legal(0) if isinstance(a, RollDice)))
    return match


def test_lock_and_reroll_name_the_faces_in_both_languages():
    match = rolled()
    dice = match.state.units[0].dice
    lock = next(a for a in match.legal(0) if isinstance(a, LockDie))
    assert R.public_label(match.state, lock, 0) == f"Lock the {result_name(dice[lock.die])}"
    i18n.set_language("cs")
    try:
        text = R.public_label(match.state, lock, 0)
        assert text.startswith("Zamknout kostku: ") and "die" not in text
    finally:
        i18n.set_language("en")
    match.play(lock)
    reroll = next((a for a in match.legal(0) if isinstance(a, Reroll) and len(a.dice) > 1), None)
    if reroll is not None:
        text = R.public_label(match.state, reroll, 0)
        assert text == "Re-roll the " + ", ".join(result_name(dice[i]) for i in reroll.dice)


def test_the_log_says_soldiers_in_words():
    rolls = []
    for seed in range(1, 9):
        match = Match(R, R.check_options({"players": 1}), seed)
        events = match.play(next(a for a in match.legal(0) if isinstance(a, RollDice)))
        rolls += [R.event_text(match.state, e, None) for e in events if "rolls" in R.event_text(match.state, e, None)]
    assert rolls and not any(re.search(r"\b[12]S\b", line) for line in rolls)
    assert any("Soldier" in line for line in rolls)
