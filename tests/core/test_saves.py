"""Every kind of bad save gets its own readable error; good saves replay and verify."""

from __future__ import annotations

import os

import msgpack
import pytest

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.rng import Rng
from tests.toygame import RULES as TOY


@pytest.fixture(autouse=True)
def _toy():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


def played(seed: int = 3, steps: int = 25) -> Match:
    match = Match(TOY, {"players": 2}, seed)
    chooser = Rng(seed)
    for _ in range(steps):
        if match.over:
            break
        seat = match.to_act()[0]
        match.play(chooser.choice(match.legal(seat)))
    return match


def record(match: Match) -> dict:
    return msgpack.unpackb(saves.dumps_match(match), raw=False)


def repack(rec: dict) -> bytes:
    """The edited record with its checksum made to fit: the edit reaches the deeper checks."""
    return msgpack.packb(saves.seal(rec), use_bin_type=True)


def test_save_and_load_round_trip(tmp_path):
    match = played()
    path = tmp_path / "a.save"
    saves.save_match(match, path, {"slot": "quick"})
    loaded = saves.load_match(path)
    assert loaded.actions == match.actions and loaded.seed == match.seed
    assert saves.pack(TOY.encode(loaded.state)) == saves.pack(TOY.encode(match.state))
    info = saves.read_save_info(path)
    assert info.game_id == "toy_pig" and info.seats == ["Player 1", "Player 2"]
    assert info.round_label.startswith("Turn") and info.actions == len(match.actions)
    assert info.meta["slot"] == "quick" and info.meta["title"] == "Hidden Pig"


def test_atomic_write_keeps_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "slot.save"
    saves.save_match(played(steps=5), path)
    before = path.read_bytes()

    def boom(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(saves.SaveIOError, match="No space"):
        saves.save_match(played(steps=20), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["slot.save"]


def test_truncated():
    data = saves.dumps_match(played())
    with pytest.raises(saves.SaveTruncated, match="truncated"):
        saves.loads_match(data[: len(data) // 2])
    with pytest.raises(saves.SaveTruncated):
        saves.loads_match(b"")


def test_not_msgpack():
    with pytest.raises(saves.SaveNotMsgpack):
        saves.loads_match(b"\xc1\xc1 this is a text file, not a save")
    with pytest.raises(saves.SaveNotMsgpack):
        saves.loads_match(saves.dumps_match(played()) + b"trailing")


def test_wrong_tag():
    rec = record(played())
    rec["format"] = "some-other-program"
    with pytest.raises(saves.SaveWrongFormat, match="not a save of this program"):
        saves.loads_match(repack(rec))
    with pytest.raises(saves.SaveWrongFormat):
        saves.loads_match(msgpack.packb([1, 2, 3]))


def test_newer_version():
    rec = record(played())
    rec["version"] = saves.FORMAT_VERSION + 1
    with pytest.raises(saves.SaveNewerVersion, match="newer version"):
        saves.loads_match(repack(rec))


def test_unknown_game():
    rec = record(played())
    rec["game"] = "chess"
    with pytest.raises(saves.SaveUnknownGame, match="chess"):
        saves.loads_match(repack(rec))


def test_digest_mismatch_snapshot_tampered():
    rec = record(played())
    rec["snapshot"]["scores"][0] += 50
    with pytest.raises(saves.SaveDigestMismatch, match="corrupted"):
        saves.loads_match(repack(rec))


def test_digest_mismatch_replay_differs():
    match = played()
    rec = record(match)
    snap = rec["snapshot"]
    snap["scores"][0] += 50
    rec["digest"] = saves.digest(snap)  # consistent checksum, but the actions do not lead there
    with pytest.raises(saves.SaveDigestMismatch, match="does not replay"):
        saves.loads_match(repack(rec))


def test_illegal_action_in_log():
    rec = record(played())
    rec["actions"].insert(0, ["Play", 1, 99])
    with pytest.raises(saves.SaveIllegalAction, match="Action 1"):
        saves.loads_match(repack(rec))
    rec["actions"][0] = ["Teleport", 0]
    with pytest.raises(saves.SaveIllegalAction, match="cannot be read"):
        saves.loads_match(repack(rec))


def test_oversized(tmp_path):
    big = tmp_path / "big.save"
    with open(big, "wb") as fh:
        fh.seek(saves.MAX_SAVE_BYTES + 10)
        fh.write(b"\0")
    with pytest.raises(saves.SaveTooLarge, match="too large"):
        saves.load_match(big)
    with pytest.raises(saves.SaveTooLarge):
        saves.loads_match(b"\x00" * (saves.MAX_SAVE_BYTES + 1))


def test_malformed_fields_and_options():
    rec = record(played())
    rec["seed"] = "seven"
    with pytest.raises(saves.SaveMalformed, match="'seed'"):
        saves.loads_match(repack(rec))
    rec = record(played())
    rec["options"] = {"players": 9}
    with pytest.raises(saves.SaveMalformed, match="options"):
        saves.loads_match(repack(rec))


def test_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(saves.SaveIOError):
        saves.load_match(tmp_path / "nope.save")
    with pytest.raises(saves.SaveIOError):
        saves.load_match(tmp_path)


def test_every_error_kind_is_distinct():
    kinds = [cls.kind for cls in saves.SaveError.__subclasses__()]
    assert len(kinds) == len(set(kinds)) >= 10
