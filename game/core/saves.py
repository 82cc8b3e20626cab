"""Saves: msgpack records that are also replays.

A save holds a format tag and version, the game id, the options, the seed, every action taken,
an encoded snapshot of the final state and the snapshot's digest, and a checksum of all of that
(``check``; saves written before it have none and are judged by their replay alone). Loading
checks the checksum, then replays the actions from the seed and checks that the replay ends on
the same digest, so a save can neither smuggle in a state the rules could not reach nor silently
drift when an engine changes, and damage is found before a long replay.

Every way a file can be bad has its own :class:`SaveError` subclass with a message a player can
read; nothing else escapes the loader. Decoding is bounded (size, strings, containers, nesting),
and nothing executable is ever read (no pickle, no msgpack ext types).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgpack

from game.core.match import Match
from game.core.savecheck import (
    FORMAT_TAG,
    FORMAT_VERSION,
    MAX_ACTIONS,
    MAX_SAVE_BYTES,
    Record,
    action_type,
    check_record,
    unpack_bounded,
)
from game.core.saveerrors import (
    SaveDigestMismatch,
    SaveError,
    SaveIllegalAction,
    SaveIOError,
    SaveMalformed,
    SaveNewerVersion,
    SaveNotMsgpack,
    SaveTooLarge,
    SaveTruncated,
    SaveUnknownGame,
    SaveWrongFormat,
    one_line,
    quoted,
)
from game.core.tr import _
from game.core.types import IllegalAction, OptionError

# The error classes and the format's limits live beside the checks that use them (saveerrors,
# savecheck); they are re-exported here, where callers have always found them.
__all__ = [
    "FORMAT_TAG", "FORMAT_VERSION", "MAX_ACTIONS", "MAX_SAVE_BYTES", "SaveDigestMismatch", "SaveError",
    "SaveIOError", "SaveIllegalAction", "SaveInfo", "SaveMalformed", "SaveNewerVersion", "SaveNotMsgpack",
    "SaveTooLarge", "SaveTruncated", "SaveUnknownGame", "SaveWrongFormat", "canonical", "digest",
    "dumps_match", "is_temp_name", "load_match", "loads_match", "pack", "read_record", "read_save_info",
    "remove_stale_temps", "save_match", "seal", "write_atomic",
]


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
    snapshot: Any = None     # the encoded final state (a list words it in the player's language)


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
    """sha256 of ``pack(encoded_state)``, fed piece by piece: a large container is hashed as its
    header and then each item, so a snapshot stuffed with data never needs a packed copy of all
    of it at once (msgpack's encoding of a container is exactly its header then its items)."""
    hasher = hashlib.sha256()
    _feed(hasher, msgpack.Packer(use_bin_type=True), encoded_state, 0)
    return hasher.hexdigest()


_WHOLE = 32   # containers below the top two levels with up to this many items are packed in one piece


def _feed(hasher: Any, packer: msgpack.Packer, obj: Any, depth: int) -> None:
    big = depth < 2
    if isinstance(obj, dict) and (big or len(obj) > _WHOLE):
        hasher.update(packer.pack_map_header(len(obj)))
        for k in sorted(obj, key=lambda k: (type(k).__name__, k)):
            hasher.update(packer.pack(k))
            _feed(hasher, packer, obj[k], depth + 1)
    elif isinstance(obj, list | tuple) and (big or len(obj) > _WHOLE):
        hasher.update(packer.pack_array_header(len(obj)))
        for item in obj:
            _feed(hasher, packer, item, depth + 1)
    else:
        hasher.update(packer.pack(canonical(obj)))


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
    data = pack(seal(record))
    if len(data) > MAX_SAVE_BYTES:
        raise SaveTooLarge(_("This game is too long to save ({count} bytes, limit {limit}).", count=len(data), limit=MAX_SAVE_BYTES))
    return data


def seal(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with its checksum (``check``: the digest of every other entry) set."""
    record["check"] = digest({k: v for k, v in record.items() if k != "check"})
    return record


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


# A writer killed between creating its temporary file and renaming it leaves the file behind;
# one this old is no write in progress (a save takes milliseconds).
STALE_TEMP_SECONDS = 600.0


def is_temp_name(name: str) -> bool:
    """The name :func:`write_atomic` gives its temporary files (``.<target>.<random>.tmp``)."""
    return name.startswith(".") and name.endswith(".tmp")


def remove_stale_temps(folder: str | os.PathLike[str], older_than: float = STALE_TEMP_SECONDS) -> int:
    """Delete the temporary files killed writers left in ``folder``; returns how many."""
    now = time.time()
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        try:
            if is_temp_name(entry.name) and entry.is_file() and now - entry.stat().st_mtime > older_than:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def save_match(match: Match, path: str | os.PathLike[str], meta: dict[str, Any] | None = None) -> None:
    try:
        write_atomic(path, dumps_match(match, meta))
    except OSError as err:
        raise SaveIOError(_("Could not write the save: {detail}.", detail=err.strerror or err)) from err


# ---------------------------------------------------------------------------------------- read
def read_record(data: bytes) -> tuple[Record, Any]:
    """The save's fields, decoded within bounds and each of the right shape, and the engine of
    its game; the whole checked against its checksum (no replay yet)."""
    value = unpack_bounded(data)
    record = check_record(value)
    rules = _rules_for(record)
    if record.check is not None:
        # Damage anywhere is found here in one pass over the data, before any replay: a flipped
        # bit in the last action of a long game would otherwise cost the whole replay to find.
        try:
            actual = digest({k: v for k, v in value.items() if k != "check"})
        except Exception as err:
            raise SaveMalformed(_("The save's data cannot be checked.")) from err
        if actual != record.check:
            raise SaveDigestMismatch(_("The save is corrupted: its contents do not match its checksum."))
    return record, rules


def _rules_for(record: Record) -> Any:
    from game import registry

    try:
        return registry.get(record.game)
    except KeyError:
        raise SaveUnknownGame(_("The save is of a game this program does not have ({game}).", game=quoted(record.game))) from None


def _reason(err: BaseException) -> str:
    """An engine's exception in a few words; its text may quote the damaged values."""
    try:
        text = str(err)
    except Exception:
        text = ""
    return one_line(text, 160) or type(err).__name__


def loads_match(data: bytes) -> Match:
    """Replay a save and verify it; raises only :class:`SaveError` subclasses."""
    record, rules = read_record(data)
    try:
        if digest(record.snapshot) != record.digest:
            raise SaveDigestMismatch(_("The save is corrupted: its snapshot does not match its checksum."))
    except SaveError:
        raise
    except Exception as err:
        raise SaveMalformed(_("The save's snapshot is damaged.")) from err
    try:
        match = Match(rules, record.options, record.seed)
    except OptionError as err:
        raise SaveMalformed(_("The save's game options are not valid: {reason}.", reason=_reason(err))) from err
    except Exception as err:  # an engine that cannot set up from these values
        raise SaveMalformed(_("The save's game could not be set up: {reason}.", reason=_reason(err))) from err
    kinds = {cls.__name__: cls for cls in rules.action_types}
    for index, raw in enumerate(record.actions):
        # Only the checked class name goes into a message: the action's own label() is engine
        # code, and its values are what may be damaged.
        name = action_type(raw, index, kinds).__name__
        try:
            action = rules.decode_action(raw)
        except Exception as err:
            raise SaveIllegalAction(
                _("Action {number} of the save ({name}) cannot be read: {reason}.", number=index + 1, name=name, reason=_reason(err))) from err
        try:
            match.play(action)
        except IllegalAction as err:
            raise SaveIllegalAction(
                _("Action {number} of the save ({name}) is not legal: {reason}", number=index + 1, name=name, reason=_reason(err))) from err
        except Exception as err:
            raise SaveIllegalAction(
                _("Action {number} of the save ({name}) cannot be replayed: {reason}.", number=index + 1, name=name, reason=_reason(err))) from err
    try:
        replayed = digest(rules.encode(match.state))
    except Exception as err:
        raise SaveMalformed(_("The replayed game cannot be encoded: {reason}.", reason=_reason(err))) from err
    if replayed != record.digest:
        raise SaveDigestMismatch(
            _("The save does not replay to the game it recorded (checksum mismatch): it was altered, or written by a different version of the rules."))
    return match


def _read_bytes(path: str | os.PathLike[str]) -> bytes:
    try:
        size = os.path.getsize(path)
        if size > MAX_SAVE_BYTES:
            raise SaveTooLarge(_("The file is too large to be a save ({size} bytes, limit {limit}).", size=size, limit=MAX_SAVE_BYTES))
        with open(path, "rb") as fh:
            return fh.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError as err:
        raise SaveIOError(_("There is no save at {path}.", path=quoted(str(path), 120))) from err
    except IsADirectoryError as err:
        raise SaveIOError(_("{path} is a folder, not a save.", path=quoted(str(path), 120))) from err
    except OSError as err:
        raise SaveIOError(_("The save could not be read: {detail}.", detail=err.strerror or err)) from err


def load_match(path: str | os.PathLike[str]) -> Match:
    return loads_match(_read_bytes(path))


def read_save_info(path: str | os.PathLike[str]) -> SaveInfo:
    """The listing entry of a save, without replaying it (a bad file raises SaveError). Every
    field is shape-checked, the actions too, so most damage shows here already; what only a
    replay can find, :func:`load_match` finds."""
    record, rules = read_record(_read_bytes(path))
    kinds = {cls.__name__: cls for cls in rules.action_types}
    for index, raw in enumerate(record.actions):
        action_type(raw, index, kinds)
    meta = record.meta
    return SaveInfo(
        game_id=rules.id,
        title=str(meta.get("title", rules.title)),
        saved_at=str(meta.get("saved_at", "")),
        round_label=str(meta.get("round", "")),
        seats=list(meta.get("seats", [])),
        path=str(path),
        actions=len(record.actions),
        meta=dict(meta),
        snapshot=record.snapshot,
    )
