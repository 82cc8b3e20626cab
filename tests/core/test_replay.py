"""A replay's keyframes give, at every point of a game, the state a fresh replay to that point gives."""

from __future__ import annotations

import pytest

from game import registry
from game.core.match import Match
from game.core.replay import Replay
from game.core.rng import Rng

GAMES = ("stronghold", "madness", "dday", "wizard_kings")


def random_match(rules, options, seed: int, limit: int) -> Match:
    match = Match(rules, options, seed)
    chooser = Rng(seed)
    while not match.over and len(match.actions) < limit:
        match.play(chooser.choice(match.legal(match.to_act()[0])))
    return match


@pytest.mark.parametrize("gid", GAMES)
def test_every_point_is_the_state_of_a_fresh_replay(gid):
    rules = registry.get(gid)
    options = rules.battery_options()[-1]
    match = random_match(rules, options, 11, 240)
    replay = Replay(rules, options, 11, match.actions, every=7)
    fresh = Match(rules, options, 11)
    assert rules.encode(replay.state_at(0)) == rules.encode(fresh.state)
    for k, action in enumerate(match.actions, start=1):
        fresh.play(action)
        if k % 3 == 0 or k == len(match.actions):
            assert rules.encode(replay.state_at(k)) == rules.encode(fresh.state), (gid, k)
    assert rules.encode(replay.final) == rules.encode(match.state)
    # a state handed out is the caller's own: playing on it leaves the replay as it was
    mid = len(match.actions) // 2
    state = replay.state_at(mid)
    rules.apply(state, match.actions[mid])
    assert rules.encode(replay.state_at(mid)) != rules.encode(state)


def test_turns_step_forward_and_back_through_the_seats():
    rules = registry.get("stronghold")
    match = random_match(rules, {"players": 2}, 3, 200)
    replay = Replay(rules, {"players": 2}, 3, match.actions)
    starts = replay.turn_starts
    assert starts[0] == 0 and starts[-1] == len(match.actions) and starts == sorted(set(starts))
    for a, b in zip(starts, starts[1:]):
        assert replay.turn_after(a) == b and replay.turn_before(b) == a
    for a, b in zip(starts, starts[1:]):
        assert len({action.seat for action in match.actions[a:b]}) == 1   # a turn is one seat's
    seats = {match.actions[k].seat for k in starts[:-1]}
    assert len(seats) == 2
