"""The loader's bounds, each case the hostile-input run of issue 22 found: engine exceptions
during a replay, values that reach the engine unchecked, bombs of values and nesting, huge
values in messages. Every one ends in a SaveError with a short one-line message."""

from __future__ import annotations

import hashlib
import time
import tracemalloc

import msgpack
import pytest

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.rng import Rng
from game.core.savefuzz import pack_with
from tests.toygame import RULES as TOY


@pytest.fixture(autouse=True)
def _toy():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


def toy_record(steps: int = 12) -> dict:
    match = Match(TOY, {"players": 2}, 4)
    chooser = Rng(4)
    for _ in range(steps):
        if match.over:
            break
        match.play(chooser.choice(match.legal(match.to_act()[0])))
    return msgpack.unpackb(saves.dumps_match(match), raw=False)


def packed(rec: dict) -> bytes:
    """The edited record sealed with a fitting checksum, so the edit meets the checks behind it."""
    return msgpack.packb(saves.seal(rec), use_bin_type=True)


def refused(data: bytes, kind: type[saves.SaveError] = saves.SaveError) -> saves.SaveError:
    with pytest.raises(kind) as info:
        saves.loads_match(data)
    text = str(info.value)
    assert text and len(text) <= 300 and "\n" not in text
    return info.value


def test_an_engine_exception_during_replay_is_a_save_error():
    rules = registry.get("dday")
    match = Match(rules, {"players": 1}, 3)
    rec = msgpack.unpackb(saves.dumps_match(match), raw=False)
    rec["actions"] = [["CancelResult", 0, 99]]   # found by a bit flip: IndexError in the engine
    err = refused(packed(rec), saves.SaveIllegalAction)
    assert "Action 1" in str(err) and "CancelResult" in str(err)


def test_engine_errors_in_decode_and_apply_are_save_errors(monkeypatch):
    rec = toy_record()
    data = packed(rec)

    def broken_decode(raw):
        raise KeyError("card")

    monkeypatch.setattr(TOY, "decode_action", broken_decode)
    assert "cannot be read" in str(refused(data, saves.SaveIllegalAction))
    monkeypatch.undo()

    def broken_apply(state, action):
        raise AttributeError("'NoneType' object has no attribute 'x'")

    monkeypatch.setattr(TOY, "apply", broken_apply)
    assert "cannot be replayed" in str(refused(data, saves.SaveIllegalAction))


def test_action_values_are_checked_against_their_field_types_before_the_engine(monkeypatch):
    decoded = []
    real = TOY.decode_action
    monkeypatch.setattr(TOY, "decode_action", lambda raw: decoded.append(raw) or real(raw))
    for bad in (["Play", 0, "six"], ["Play", 0, [1, 2]], ["Play", "0", 3], ["Play", 0, 2**40],
                ["Roll", 0, 1], ["Play", 0, {"a": 1}], ["Teleport", 0], "Roll", [], [7]):
        rec = toy_record(0)
        rec["actions"] = [bad]
        refused(packed(rec), saves.SaveIllegalAction)
    assert decoded == []


def test_no_label_is_built_for_a_refused_action(monkeypatch):
    def boom(self):
        raise RuntimeError("label() was called")

    for cls in TOY.action_types:
        monkeypatch.setattr(cls, "label", boom)
    monkeypatch.setattr(TOY, "illegal_reason", lambda state, action: "not now")
    rec = toy_record()
    rec["actions"].insert(0, ["Play", 1, 5])
    err = refused(packed(rec), saves.SaveIllegalAction)
    assert "label" not in str(err) and "Play" in str(err)


def test_millions_of_tiny_values_are_refused_quickly_and_small():
    rec = toy_record()
    per = 90_000
    bomb = b"\xdd" + (150).to_bytes(4, "big") + (b"\xdd" + per.to_bytes(4, "big") + b"\x80" * per) * 150
    data = pack_with(rec, "meta", bomb)   # 13.5 MB of empty maps, each under the per-list limit
    tracemalloc.start()
    start = time.perf_counter()
    err = refused(data, saves.SaveTooLarge)
    seconds = time.perf_counter() - start
    peak_mb = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    assert "more values" in str(err)
    assert seconds < 5.0 and peak_mb < 64   # generous caps; `main.py fuzz` measures


@pytest.mark.parametrize("field, raw", [
    ("actions", b"\x91" * 1000 + b"\xc0"),
    ("snapshot", b"\x81\xa1a" * 900 + b"\xc0"),
    ("meta", b"\x81\xa1a" * 30 + b"\xc0"),
    ("options", b"\x91" * 5000 + b"\xc0"),
])
def test_nesting_bombs_are_refused(field, raw):
    refused(pack_with(toy_record(), field, raw), saves.SaveMalformed)


def test_huge_values_never_make_huge_messages(monkeypatch):
    rec = toy_record()
    rec["options"] = {"k" * 60_000: 1}
    refused(packed(rec), saves.SaveMalformed)
    rec = toy_record()
    rec["options"] = {"players": "9" * 200}
    refused(packed(rec), saves.SaveMalformed)
    rec = toy_record()
    rec["game"] = "g" * 60
    assert "g" * 41 not in str(refused(packed(rec), saves.SaveUnknownGame))
    monkeypatch.setattr(TOY, "illegal_reason", lambda state, action: "why\n" * 5000)
    rec = toy_record()
    rec["actions"].insert(0, ["Play", 1, 5])
    refused(packed(rec), saves.SaveIllegalAction)
    assert len(str(saves.SaveMalformed("x" * 10**6))) <= 300


def test_meta_is_checked_too():
    for bad in ([], {"seats": "P1"}, {"title": 5}, {f"k{i}": 1 for i in range(100)},
                {"x": "long" * 1000}, {"x": [[[1]]]}, {"controllers": [None]}):
        rec = toy_record()
        rec["meta"] = bad
        refused(packed(rec), saves.SaveMalformed)
    rec = toy_record()
    rec["meta"]["note"] = ["a", {"b": 1}]   # room for what a later writer adds
    saves.loads_match(packed(rec))


def test_damage_is_found_by_the_checksum_before_any_replay(monkeypatch):
    rec = toy_record(30)
    data = bytearray(packed(rec))
    last = data.rindex(b"Roll") if b"Roll" in data else data.rindex(b"Hold")
    data[last] ^= 0x20   # one flipped bit in one of the last actions
    replays = []
    monkeypatch.setattr(saves, "Match", lambda *a: replays.append(a))
    assert "checksum" in str(refused(bytes(data), saves.SaveDigestMismatch))
    assert replays == []


def test_a_save_written_before_the_checksum_still_loads_by_its_replay():
    rec = toy_record(20)
    del rec["check"]
    match = saves.loads_match(msgpack.packb(rec, use_bin_type=True))
    assert len(match.actions) == len(rec["actions"])
    rec["actions"].insert(0, ["Play", 1, 5])
    refused(msgpack.packb(rec, use_bin_type=True), saves.SaveIllegalAction)


def test_the_digest_is_fed_in_pieces_but_equals_the_packed_hash():
    state = {"big": ["s" * 100] * 500, "map": {f"k{i}": [i, {"x": None}] for i in range(300)}, "n": 3}
    assert saves.digest(state) == hashlib.sha256(saves.pack(state)).hexdigest()
