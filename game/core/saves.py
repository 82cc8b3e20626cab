"""Saves: msgpack records that are also replays.

A save holds a format tag and version, the game id, the options, the seed, every action taken,
an encoded snapshot of the final state and the snapshot's digest. Loading replays the actions from
the seed and checks that the replay ends on the same digest, so a save can neither smuggle in a
state the rules could not reach nor silently drift when an engine changes.

Every way a file can be bad has its own :class:`SaveError` subclass with a message a player can
read; nothing else escapes the loader. Decoding is bounded (size, strings, containers, nesting),
and nothing executable is ever read (no pickle, no msgpack ext types).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgpack

from game.core.match import Match
from game.core.types import DecodeError, IllegalAction, OptionError

FORMAT_TAG = "tabletop-arcade-save"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
MAX_ACTIONS = 500_000
_LIMITS = {
    "max_str_len": 1024 * 1024,
    "max_bin_len": 1024 * 1024,
    "max_array_len": 1_000_000,
    "max_map_len": 200_000,
    "max_ext_len": 0,
}


class SaveError(Exception):
    """A save that cannot be used. ``str(err)`` says why, in words a player can read."""

    kind = "error"


class SaveTooLarge(SaveError):
    kind = "oversized"


class SaveTruncated(SaveError):
    kind = "truncated"


class SaveNotMsgpack(SaveError):
    kind = "not_msgpack"


class SaveWrongFormat(SaveError):
    kind = "wrong_format"


class SaveNewerVersion(SaveError):
    kind = "newer_version"


class SaveUnknownGame(SaveError):
    kind = "unknown_game"


class SaveMalformed(SaveError):
    kind = "malformed"


class SaveIllegalAction(SaveError):
    kind = "illegal_action"


class SaveDigestMismatch(SaveError):
    kind = "digest_mismatch"


class SaveIOError(SaveError):
    kind = "io"


@dataclass(frozen=True)
class SaveInfo:
    """What the saves list shows, read without replaying."""

    game_id: str
    title: str
    saved_at: str
    round_label: str
    seats: list[str]
    path: str
    actions: int
    meta: dict[str, Any]


# ---------------------------------------------------------------------------------------- digest
def canonical(obj: Any) -> Any:
    """The same data with every dict's keys sorted, so equal states pack to equal bytes."""
    if isinstance(obj, dict):
        return {k: canonical(obj[k]) for k in sorted(obj, key=lambda k: (type(k).__name__, k))}
    if isinstance(obj, list | tuple):
        return [canonical(v) for v in obj]
    return obj


def pack(obj: Any) -> bytes:
    return msgpack.packb(canonical(obj), use_bin_type=True)


def digest(encoded_state: dict[str, Any]) -> str:
    return hashlib.sha256(pack(encoded_state)).hexdigest()


# ---------------------------------------------------------------------------------------- write
def dumps_match(match: Match, meta: dict[str, Any] | None = None) -> bytes:
    rules = match.rules
    snapshot = rules.encode(match.state)
    info = {
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "title": rules.title,
        "round": rules.round_label(match.state),
        "seats": [rules.seat_name(match.state, s) for s in range(rules.num_seats(match.state))],
    }
    info.update(meta or {})
    record = {
        "format": FORMAT_TAG,
        "version": FORMAT_VERSION,
        "game": rules.id,
        "options": dict(match.options),
        "seed": match.seed,
        "actions": [rules.encode_action(a) for a in match.actions],
        "snapshot": snapshot,
        "digest": digest(snapshot),
        "meta": info,
    }
    data = pack(record)
    if len(data) > MAX_SAVE_BYTES:
        raise SaveTooLarge(f"This game is too long to save ({len(data)} bytes, limit {MAX_SAVE_BYTES}).")
    return data


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Temporary file beside the target, flushed and fsynced, then renamed over it: a crash at
    any moment leaves either the old file or the new one, never half of one."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dir_fd = os.open(target.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def save_match(match: Match, path: str | os.PathLike[str], meta: dict[str, Any] | None = None) -> None:
    try:
        write_atomic(path, dumps_match(match, meta))
    except OSError as err:
        raise SaveIOError(f"Could not write the save: {err.strerror or err}.") from err


# ---------------------------------------------------------------------------------------- read
def _unpack(data: bytes) -> dict[str, Any]:
    if len(data) > MAX_SAVE_BYTES:
        raise SaveTooLarge(f"The file is too large to be a save ({len(data)} bytes, limit {MAX_SAVE_BYTES}).")
    if not data:
        raise SaveTruncated("The file is empty.")

    def no_ext(code: int, payload: bytes) -> Any:
        raise SaveNotMsgpack("The file holds data of a kind saves never contain.")

    try:
        record = msgpack.unpackb(data, raw=False, strict_map_key=True, ext_hook=no_ext, **_LIMITS)
    except SaveError:
        raise
    except msgpack.ExtraData as err:
        raise SaveNotMsgpack("The file is not a save (its data does not end where it should).") from err
    except (msgpack.FormatError, msgpack.StackError) as err:
        raise SaveNotMsgpack("The file is not a save (it is not MessagePack data).") from err
    except ValueError as err:
        text = str(err)
        if "incomplete" in text:
            raise SaveTruncated("The save is cut short (truncated); it may not have finished writing.") from err
        if "exceeds" in text or "too large" in text.lower():
            raise SaveTooLarge(f"The save holds a value larger than any real save ({text}).") from err
        raise SaveNotMsgpack(f"The file is not a save ({text}).") from err
    except (TypeError, UnicodeDecodeError, RecursionError) as err:
        raise SaveNotMsgpack("The file is not a save (its data cannot be read).") from err
    if not isinstance(record, dict) or record.get("format") != FORMAT_TAG:
        raise SaveWrongFormat("The file is not a save of this program (format tag missing).")
    version = record.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveMalformed("The save's version number is damaged.")
    if version > FORMAT_VERSION:
        raise SaveNewerVersion(
            f"The save was written by a newer version of the program (format {version}; "
            f"this one reads up to {FORMAT_VERSION}).")
    return record


def _field(record: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = record.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise SaveMalformed(f"The save's '{key}' entry is missing or damaged.")
    return value


def _rules_for(record: dict[str, Any]) -> Any:
    from game import registry

    game_id = _field(record, "game", str)
    try:
        return registry.get(game_id)
    except KeyError:
        raise SaveUnknownGame(f"The save is of a game this program does not have ({game_id[:40]!r}).") from None


def loads_match(data: bytes) -> Match:
    """Replay a save and verify it; raises only :class:`SaveError` subclasses."""
    record = _unpack(data)
    rules = _rules_for(record)
    options = _field(record, "options", dict)
    seed = _field(record, "seed", int)
    raw_actions = _field(record, "actions", list)
    snapshot = _field(record, "snapshot", dict)
    stored_digest = _field(record, "digest", str)
    if len(raw_actions) > MAX_ACTIONS:
        raise SaveTooLarge(f"The save lists more actions than any game has ({len(raw_actions)}).")
    try:
        if digest(snapshot) != stored_digest:
            raise SaveDigestMismatch("The save is corrupted: its snapshot does not match its checksum.")
    except (TypeError, ValueError) as err:
        raise SaveMalformed("The save's snapshot is damaged.") from err
    try:
        match = Match(rules, options, seed)
    except OptionError as err:
        raise SaveMalformed(f"The save's game options are not valid: {err}.") from err
    except Exception as err:  # an engine that cannot set up from these values
        raise SaveMalformed(f"The save's game could not be set up: {err}.") from err
    for index, raw in enumerate(raw_actions):
        try:
            action = rules.decode_action(raw)
        except DecodeError as err:
            raise SaveIllegalAction(f"Action {index + 1} of the save cannot be read: {err}.") from err
        try:
            match.play(action)
        except IllegalAction as err:
            raise SaveIllegalAction(
                f"Action {index + 1} of the save ({action.label()}) is not legal: {err}") from err
        except Exception as err:
            raise SaveIllegalAction(
                f"Action {index + 1} of the save ({action.label()}) cannot be replayed: {err!r}.") from err
    if digest(rules.encode(match.state)) != stored_digest:
        raise SaveDigestMismatch(
            "The save does not replay to the game it recorded (checksum mismatch): it was altered, "
            "or written by a different version of the rules.")
    return match


def _read_bytes(path: str | os.PathLike[str]) -> bytes:
    try:
        size = os.path.getsize(path)
        if size > MAX_SAVE_BYTES:
            raise SaveTooLarge(f"The file is too large to be a save ({size} bytes, limit {MAX_SAVE_BYTES}).")
        with open(path, "rb") as fh:
            return fh.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError as err:
        raise SaveIOError(f"There is no save at {path}.") from err
    except IsADirectoryError as err:
        raise SaveIOError(f"{path} is a folder, not a save.") from err
    except OSError as err:
        raise SaveIOError(f"The save could not be read: {err.strerror or err}.") from err


def load_match(path: str | os.PathLike[str]) -> Match:
    return loads_match(_read_bytes(path))


def read_save_info(path: str | os.PathLike[str]) -> SaveInfo:
    """The listing entry of a save, without replaying it (a bad file raises SaveError)."""
    record = _unpack(_read_bytes(path))
    rules = _rules_for(record)
    meta = record.get("meta") if isinstance(record.get("meta"), dict) else {}
    seats = meta.get("seats")
    actions = record.get("actions")
    return SaveInfo(
        game_id=rules.id,
        title=str(meta.get("title", rules.title)),
        saved_at=str(meta.get("saved_at", "")),
        round_label=str(meta.get("round", "")),
        seats=[str(s) for s in seats] if isinstance(seats, list) else [],
        path=str(path),
        actions=len(actions) if isinstance(actions, list) else 0,
        meta=dict(meta),
    )
