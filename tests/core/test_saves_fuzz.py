"""Mutated and random bytes thrown at the loader: only SaveError may come out, never a crash."""

from __future__ import annotations

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.rng import Rng
from tests.toygame import RULES as TOY


@pytest.fixture(autouse=True, scope="module")
def _toy():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


def _good() -> bytes:
    match = Match(TOY, {"players": 2}, 11)
    chooser = Rng(2)
    for _ in range(30):
        if match.over:
            break
        match.play(chooser.choice(match.legal(match.to_act()[0])))
    return saves.dumps_match(match)


registry.register(TOY)
GOOD = _good()
registry.unregister(TOY.id)
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _load(data: bytes) -> None:
    assert registry.get(TOY.id) is TOY
    try:
        saves.loads_match(data)
    except saves.SaveError as err:
        assert str(err)


@SETTINGS
@given(st.binary(max_size=4096))
def test_random_bytes(data):
    _load(data)


@SETTINGS
@given(st.lists(st.tuples(st.integers(0, len(GOOD) - 1), st.integers(0, 255)), min_size=1, max_size=8))
def test_mutated_bytes(edits):
    data = bytearray(GOOD)
    for pos, value in edits:
        data[pos] = value
    _load(bytes(data))


@SETTINGS
@given(st.integers(0, len(GOOD)), st.binary(max_size=64))
def test_cut_and_spliced(cut, tail):
    _load(GOOD[:cut] + tail)


plain = st.recursive(st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.text(max_size=20),
                     lambda children: st.lists(children, max_size=5)
                     | st.dictionaries(st.text(max_size=8), children, max_size=5), max_leaves=30)


@SETTINGS
@given(st.sampled_from(["format", "version", "game", "options", "seed", "actions", "snapshot", "digest",
                        "meta"]), plain)
def test_fields_replaced_by_arbitrary_values(key, value):
    rec = msgpack.unpackb(GOOD, raw=False)
    rec[key] = value
    _load(msgpack.packb(rec, use_bin_type=True))


@SETTINGS
@given(st.lists(plain, max_size=6))
def test_arbitrary_action_logs(actions):
    rec = msgpack.unpackb(GOOD, raw=False)
    rec["actions"] = actions
    _load(msgpack.packb(rec, use_bin_type=True))


def test_deeply_nested_data_is_refused_cleanly():
    data = b"\x91" * 100_000 + b"\xc0"
    _load(data)
