"""What a hint promises a move brings about: only what comes true in every world its seat cannot
tell apart, so a promise always comes true and never shows a die or a card before its time."""

from __future__ import annotations

import pytest

from game import registry
from game.core.foresee import sure_consequences
from game.core.match import Match
from game.core.rng import Rng

GAMES = ["stronghold", "madness", "dday", "wizard_kings"]


@pytest.mark.parametrize("gid", GAMES)
def test_every_promise_comes_true_on_the_real_table(gid):
    rules = registry.get(gid)
    rng = Rng(11)
    promised = 0
    for seed in (1, 2):
        match = Match(rules, None, seed)
        for _ in range(120):
            if match.over:
                break
            seat = match.to_act()[0]
            action = rng.choice(match.legal(seat))
            sure = sure_consequences(rules, match.state, seat, action)
            events = match.play(action)
            told = [rules.event_text(match.state, e, seat) for e in events]
            for line in sure:
                assert line in told, (gid, action.label(), line, told)
            promised += len(sure)
    assert promised > 0   # the games' moves do bring about things a hint can name


def test_a_roll_is_never_promised():
    rules = registry.get("dday")
    match = Match(rules, None, 3)
    rng = Rng(5)
    rolls = 0
    for _ in range(200):
        if match.over:
            break
        seat = match.to_act()[0]
        legal = match.legal(seat)
        roll = next((a for a in legal if "roll" in type(a).__name__.lower()), None)
        action = roll or rng.choice(legal)
        if roll is not None:
            rolls += 1
            sure = sure_consequences(rules, match.state, seat, roll)
            told = [rules.event_text(match.state, e, seat) for e in match.play(roll)]
            dice_lines = [t for t in told if any(ch.isdigit() for ch in t) and "roll" in t.lower()]
            assert not set(sure) & set(dice_lines), (sure, dice_lines)
        else:
            match.play(action)
    assert rolls > 0
