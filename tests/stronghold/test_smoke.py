"""Random playouts: invariants after every action, views, determinize, encode round trip, replay."""

from __future__ import annotations

import copy
import time

import msgpack
import pytest

from game import registry
from game.core.rng import Rng
from game.core.types import IllegalAction
from game.stronghold import RULES as R


def _play(seed: int, opts: dict, deep: bool = False) -> tuple[list, object]:
    s = R.setup(opts, seed)
    rng = Rng(seed + 7919)
    log = []
    while not R.is_over(s):
        seats = R.to_act(s)
        assert seats, s.stage
        seat = seats[0]
        acts = R.legal_actions(s, seat)
        assert acts, (s.stage, seat)
        if deep and rng.below(4) == 0:
            for viewer in (seat, None, *range(R.num_seats(s))):
                v = R.view(s, viewer)
                assert R.encode(R.view(R.determinize(v, viewer, seed), viewer)) == R.encode(v)
            assert R.legal_actions(R.view(s, seat), seat) == acts
            data = msgpack.unpackb(msgpack.packb(R.encode(s)))
            assert R.encode(R.decode(data)) == R.encode(s)
        a = acts[rng.below(len(acts))]
        R.apply(s, a)
        log.append(a)
        R.check_invariants(s)
        assert len(log) < R.random_game_action_limit
    return log, s


@pytest.mark.parametrize("opts", R.battery_options())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_finish(seed: int, opts: dict) -> None:
    log, s = _play(seed, opts, deep=seed == 1)
    out = R.outcome(s)
    assert out.winners
    # replay equality
    s2 = R.setup(opts, seed)
    for a in log:
        R.apply(s2, R.decode_action(msgpack.unpackb(msgpack.packb(R.encode_action(a)))))
    assert R.encode(s2) == R.encode(s)


def test_registered() -> None:
    assert registry.get("stronghold") is R


def test_illegal_action_leaves_state_untouched() -> None:
    from game.stronghold.actions import Pay
    s = R.setup({"players": 2}, 5)
    before = R.encode(s)
    with pytest.raises(IllegalAction):
        R.apply(s, Pay(1, "cannon", "BW1"))
    assert R.encode(s) == before


def test_clone_faster_than_deepcopy() -> None:
    log, s = _play(4, {"players": 2})
    s = R.setup({"players": 2}, 4)
    for a in log[:150]:
        R.apply(s, a)
    t = time.perf_counter()
    for _ in range(200):
        R.clone(s)
    fast = time.perf_counter() - t
    t = time.perf_counter()
    for _ in range(200):
        copy.deepcopy(s)
    slow = time.perf_counter() - t
    assert slow > 5 * fast


def test_decode_refuses_foreign_data() -> None:
    from game.core.types import DecodeError
    for bad in ({}, {"format": "other"}, [], {**R.encode(R.setup({}, 1)), "camp": "x"}):
        with pytest.raises(DecodeError):
            R.decode(bad)  # type: ignore[arg-type]


def test_views_hide_pile_orders() -> None:
    s = R.setup({"players": 2}, 8)
    v = R.view(s, 0)
    assert v.bag != s.bag and sorted(-1 - k for k in s.bag) == v.bag
    assert all(c.startswith("?") for c in v.def_deck)
    d = R.determinize(v, 0, 3)
    assert sorted(d.bag) == sorted(s.bag) and sorted(d.def_deck) == sorted(s.def_deck)
