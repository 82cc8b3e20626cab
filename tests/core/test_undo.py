"""Undo reaches back only to the last point where something came to light: over random games of
every game, each undo lands on the very state before the action it takes back, and nothing is
ever offered for undo after a roll, a draw or another seat's action."""

from __future__ import annotations

import pytest

from game import registry
from game.core.events import CardDrawn, DiceRolled, Shuffled
from game.core.match import Match
from game.core.rng import Rng
from tests.toygame import RULES as TOY

STEPS = 250   # actions played per game: past the set-up, into rolls, draws and seat changes in every game


@pytest.fixture(autouse=True, scope="module")
def _toy_registered():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


def _cases():
    # Wizard Kings' first battery set (the solitaire) can go 600 random actions without a roll
    options = {"wizard_kings": [{"players": 2, "victory": "time"}, {"players": 3}]}
    for gid in dict.fromkeys([*registry.ids(), TOY.id]):
        rules = registry.get(gid) if gid != TOY.id else TOY
        for i, opts in enumerate(options.get(gid, rules.battery_options()[:2])):
            yield pytest.param(gid, opts, id=f"{gid}-{i}")


def news(rules, before, after, events) -> bool:
    """What undo must never cross, judged independently of the engine's own answer."""
    return (before.rng.encode() != after.rng.encode()
            or any(isinstance(e, DiceRolled | CardDrawn | Shuffled) for e in events))


@pytest.mark.parametrize("gid,options", list(_cases()))
def test_undo_lands_on_the_state_before_and_never_crosses_news(gid, options):
    rules = registry.get(gid)
    seen = {"undone": 0, "news": 0, "seat_changes": 0}
    for seed in (5, 6):
        match = Match(rules, options, seed)
        chooser = Rng(seed * 17)
        encoded: list[dict] = [rules.encode(match.state)]   # the state before each action
        steps = 0
        while not match.over and steps < STEPS:
            seat = match.to_act()[0]
            if match.can_undo(seat) and chooser.below(5) == 0:
                n = 1 + chooser.below(match.undoable(seat))
                for _ in range(n):
                    taken = match.undo()
                    assert taken.seat == seat
                    del encoded[-1]
                    assert rules.encode(match.state) == encoded[-1], (gid, seed, steps, taken)
                    seen["undone"] += 1
                assert len(match.actions) == len(encoded) - 1
                continue
            steps += 1
            before = rules.clone(match.state)
            previous = match.actions[-1].seat if match.actions else seat
            action = chooser.choice(match.legal(seat))
            events = match.play(action, undoable=True)
            encoded.append(rules.encode(match.state))
            if news(rules, before, match.state, events):
                seen["news"] += 1
                assert not match.can_undo(seat), (gid, seed, steps, action, "after news")
                assert match.undoable(match.to_act()[0] if match.to_act() else None) == 0
            if previous != seat:
                seen["seat_changes"] += 1
                # the seat's first action after another seat's is at most the start of its trail
                assert match.undoable(seat) <= 1
            for index in match.undo_points():
                assert match.actions[index].seat == seat
    assert seen["news"] > 0, seen
    if gid != TOY.id:   # every decision of Hidden Pig rolls, draws or ends the turn
        assert seen["undone"] > 0, seen


def test_an_ai_seat_never_gets_an_undo():
    rules = registry.get("wizard_kings")
    for undoable in (True, False):
        match = Match(rules, {"players": 2}, 3)
        chooser = Rng(1)
        while True:   # set-up choices until one leaves the same seat to decide again
            seat = match.to_act()[0]
            match.play(chooser.choice(match.legal(seat)), undoable=undoable)
            if match.to_act() == [seat]:
                break
        assert match.can_undo(seat) == undoable
