"""What a save's data may look like, checked before anything else reads it.

msgpack's own limits bound one string or one container; this module bounds the whole file: the
number of values decoded is counted while decoding (so a file of fifteen million empty maps is
stopped after :data:`MAX_VALUES`, not built and then judged), the nesting depth is walked without
recursion, and every field gets its shape checked, down to the type of each field of each action.
Nothing here calls engine code: the loader hands an engine only values that passed these checks.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from dataclasses import dataclass
from typing import Any

import msgpack

from game.core.saveerrors import (
    SaveIllegalAction,
    SaveMalformed,
    SaveNewerVersion,
    SaveNotMsgpack,
    SaveTooLarge,
    SaveTruncated,
    SaveWrongFormat,
    quoted,
)
from game.core.tr import _

FORMAT_TAG = "tabletop-arcade-save"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
# Real saves hold a few thousand values at most nested 5 deep (a 600-action Wizard Kings game is
# 4,200 values); the limits leave a wide margin and keep a hostile file under ~30 MB of objects.
MAX_VALUES = 300_000
MAX_DEPTH = 24
MAX_ACTIONS = 100_000
MSGPACK_LIMITS = {
    "max_str_len": 64 * 1024,
    "max_bin_len": 0,         # saves never hold raw bytes
    "max_array_len": MAX_ACTIONS,
    "max_map_len": 64 * 1024,
    "max_ext_len": 0,
}
MAX_OPTIONS = 64
MAX_KEY = 64
MAX_OPTION_TEXT = 256
MAX_META_KEYS = 64
MAX_META_VALUES = 4096
MAX_META_TEXT = 2000
MAX_META_DEPTH = 3
MAX_ACTION_TEXT = 1024
MAX_ACTION_ITEMS = 256
MAX_ACTION_INT = 2**31 - 1
RECORD_KEYS = ("format", "version", "game", "options", "seed", "actions", "snapshot", "digest", "meta", "check")
MAX_RECORD_KEYS = 32


@dataclass(frozen=True)
class Record:
    """A save's fields after their shapes were checked (the actions still raw)."""

    version: int
    game: str
    options: dict[str, Any]
    seed: int
    actions: list[Any]
    snapshot: dict[str, Any]
    digest: str
    meta: dict[str, Any]
    check: str | None      # the checksum of the whole record (saves written before it have none)


# ------------------------------------------------------------------------------------ decoding
def unpack_bounded(data: bytes) -> Any:
    """The file's data, decoded within the size, value-count and depth limits."""
    if len(data) > MAX_SAVE_BYTES:
        raise SaveTooLarge(_("The file is too large to be a save ({count} bytes, limit {limit}).", count=len(data), limit=MAX_SAVE_BYTES))
    if not data:
        raise SaveTruncated(_("The file is empty."))
    left = MAX_VALUES

    def spend(n: int) -> None:
        nonlocal left
        left -= n
        if left < 0:
            raise SaveTooLarge(_("The save holds more values than any real save (over {limit:,}).", limit=MAX_VALUES))

    def count_list(items: list[Any]) -> list[Any]:
        spend(len(items) + 1)
        return items

    def count_map(mapping: dict[str, Any]) -> dict[str, Any]:
        spend(2 * len(mapping) + 1)
        return mapping

    def no_ext(code: int, payload: bytes) -> Any:
        raise SaveNotMsgpack(_("The file holds data of a kind saves never contain."))

    try:
        value = msgpack.unpackb(data, raw=False, strict_map_key=True, ext_hook=no_ext, list_hook=count_list,
                                object_hook=count_map, **MSGPACK_LIMITS)
    except (SaveTooLarge, SaveNotMsgpack):
        raise
    except msgpack.ExtraData as err:
        raise SaveNotMsgpack(_("The file is not a save (its data does not end where it should).")) from err
    except msgpack.StackError as err:
        raise SaveMalformed(_("The save's data is nested far deeper than any save.")) from err
    except msgpack.FormatError as err:
        raise SaveNotMsgpack(_("The file is not a save (it is not MessagePack data).")) from err
    except UnicodeDecodeError as err:
        raise SaveNotMsgpack(_("The file is not a save (it holds text that is not UTF-8).")) from err
    except ValueError as err:
        text = str(err)
        if "incomplete" in text:
            raise SaveTruncated(_("The save is cut short (truncated); it may not have finished writing.")) from err
        if "exceeds" in text:
            raise SaveTooLarge(_("The save holds a value larger than any real save ({text}).", text=text[:80])) from err
        raise SaveNotMsgpack(_("The file is not a save ({text}).", text=text[:80])) from err
    except Exception as err:  # msgpack raising anything else is still a file it cannot read
        raise SaveNotMsgpack(_("The file is not a save ({name}).", name=type(err).__name__)) from err
    check_plain(value, MAX_DEPTH)
    return value


def check_plain(value: Any, max_depth: int) -> None:
    """Maps with text keys, lists and scalars, nested at most ``max_depth`` deep (walked with a
    stack of its own: a deep file must not exhaust Python's)."""
    if not isinstance(value, dict | list):
        return
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            raise SaveMalformed(_("The save's data is nested deeper than any save ({max_depth} levels).", max_depth=max_depth))
        if isinstance(item, dict):
            if any(type(k) is not str for k in item):
                raise SaveMalformed(_("The save holds a map whose keys are not text."))
            children: Any = item.values()
        else:
            children = item
        for child in children:
            if isinstance(child, dict | list):
                stack.append((child, depth + 1))
            elif isinstance(child, bytes):
                raise SaveMalformed(_("The save holds raw bytes, which saves never contain."))


# ------------------------------------------------------------------------------------ the record
def check_record(value: Any) -> Record:
    """The record's fields, each of the right shape, or the error that says which is not."""
    if not isinstance(value, dict) or value.get("format") != FORMAT_TAG:
        raise SaveWrongFormat(_("The file is not a save of this program (format tag missing)."))
    if len(value) > MAX_RECORD_KEYS:
        raise SaveMalformed(_("The save has {count} entries; a save has {count2}.", count=len(value), count2=len(RECORD_KEYS)))
    version = value.get("version")
    if type(version) is not int or version < 1:
        raise SaveMalformed(_("The save's version number is damaged."))
    if version > FORMAT_VERSION:
        raise SaveNewerVersion(
            _("The save was written by a newer version of the program (format {version}; this one reads up to {format_version}).", version=version, format_version=FORMAT_VERSION))
    game = _field(value, "game", str)
    if not 0 < len(game) <= MAX_KEY:
        raise SaveMalformed(_("The save's 'game' entry is damaged."))
    digest = _hex_digest(value, "digest")
    check = _hex_digest(value, "check") if "check" in value else None
    actions = _field(value, "actions", list)
    if len(actions) > MAX_ACTIONS:
        raise SaveTooLarge(_("The save lists more actions than any game has ({count}).", count=len(actions)))
    meta = value.get("meta", {})
    return Record(version=version, game=game, options=check_options(_field(value, "options", dict)),
                  seed=_field(value, "seed", int), actions=actions,
                  snapshot=_field(value, "snapshot", dict), digest=digest, meta=check_meta(meta), check=check)


def _hex_digest(record: dict[str, Any], key: str) -> str:
    text = _field(record, key, str)
    if len(text) != 64 or any(c not in "0123456789abcdef" for c in text):
        raise SaveMalformed(_("The save's '{key}' entry is damaged.", key=key))
    return text


def _field(record: dict[str, Any], key: str, kind: type) -> Any:
    value = record.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise SaveMalformed(_("The save's '{key}' entry is missing or damaged.", key=key))
    return value


def _scalar(value: Any, max_text: int) -> bool:
    if isinstance(value, str):
        return len(value) <= max_text
    return value is None or isinstance(value, bool | int | float)


def check_options(options: dict[str, Any]) -> dict[str, Any]:
    """Few options, short names, plain values: what ``rules.check_options`` may be shown."""
    if len(options) > MAX_OPTIONS:
        raise SaveMalformed(_("The save's game options are damaged ({count} of them).", count=len(options)))
    for key, value in options.items():
        if not 0 < len(key) <= MAX_KEY:
            raise SaveMalformed(_("The save's game options are damaged (an option named {key}).", key=quoted(key)))
        if isinstance(value, float) or not _scalar(value, MAX_OPTION_TEXT):
            raise SaveMalformed(_("The save's game option {key} holds {value}.", key=quoted(key), value=quoted(value)))
    return options


# Fields the saves list shows, with the type it reads them as.
META_TEXT = ("title", "saved_at", "round")
META_LISTS = ("seats", "controllers")


def check_meta(meta: Any) -> dict[str, Any]:
    """The listing details: a small map of short plain values (the writer's own and room for a
    few more), the fields the saves list reads of the type it reads them as."""
    if not isinstance(meta, dict):
        raise SaveMalformed(_("The save's 'meta' entry is damaged."))
    if len(meta) > MAX_META_KEYS:
        raise SaveMalformed(_("The save's 'meta' entry is damaged ({count} entries).", count=len(meta)))
    values = 0
    stack: list[tuple[Any, int]] = [(meta, 0)]
    while stack:
        item, depth = stack.pop()
        children = item.items() if isinstance(item, dict) else enumerate(item)
        for key, child in children:
            values += 1
            if isinstance(key, str) and len(key) > MAX_KEY:
                raise SaveMalformed(_("The save's 'meta' entry holds an overlong name."))
            if isinstance(child, dict | list):
                if depth + 1 >= MAX_META_DEPTH:
                    raise SaveMalformed(_("The save's 'meta' entry is nested too deeply."))
                stack.append((child, depth + 1))
            elif not _scalar(child, MAX_META_TEXT):
                raise SaveMalformed(_("The save's 'meta' entry holds an overlong value."))
            if values > MAX_META_VALUES:
                raise SaveMalformed(_("The save's 'meta' entry holds more than any save writes."))
    for key in META_TEXT:
        if key in meta and not isinstance(meta[key], str):
            raise SaveMalformed(_("The save's '{key}' detail is damaged.", key=key))
    for key in META_LISTS:
        if key in meta and not (isinstance(meta[key], list) and all(isinstance(s, str) for s in meta[key])):
            raise SaveMalformed(_("The save's '{key}' detail is damaged.", key=key))
    return meta


# ------------------------------------------------------------------------------------ actions
def action_type(raw: Any, index: int, kinds: dict[str, type]) -> type:
    """The action class an encoded action names, after checking every value it carries against
    the type of that field: only then may the engine decode it."""
    where = _("Action {number} of the save", number=index + 1)
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise SaveIllegalAction(_("{where} cannot be read (it is not an encoded action).", where=where))
    cls = kinds.get(raw[0])
    if cls is None:
        raise SaveIllegalAction(_("{where} cannot be read (an unknown kind, {raw}).", where=where, raw=quoted(raw[0])))
    specs = _field_types(cls)
    if len(raw) - 1 > len(specs):
        raise SaveIllegalAction(
            _("{where} ({name}) cannot be read: it carries {number} values, the action has {count}.", where=where, name=cls.__name__, number=len(raw) - 1, count=len(specs)))
    for (name, hint), value in zip(specs, raw[1:]):
        if not _fits(value, hint, 0):
            raise SaveIllegalAction(_("{where} ({name}) cannot be read: its '{name2}' is {value}.", where=where, name=cls.__name__, name2=name, value=quoted(value)))
    return cls


@functools.cache
def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # an annotation that does not resolve: check its values as plain data
        hints = {}
    return tuple((f.name, hints.get(f.name, Any)) for f in dataclasses.fields(cls))


def _fits(value: Any, hint: Any, depth: int) -> bool:
    if hint is bool:
        return type(value) is bool
    if hint is int:
        return type(value) is int and -MAX_ACTION_INT <= value <= MAX_ACTION_INT
    if hint is str:
        return type(value) is str and len(value) <= MAX_ACTION_TEXT
    if hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_fits(value, arg, depth) for arg in typing.get_args(hint))
    if origin is tuple:
        if not isinstance(value, list) or len(value) > MAX_ACTION_ITEMS or depth >= 3:
            return False
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0], depth + 1) for v in value)
        return len(value) == len(args) and all(_fits(v, a, depth + 1) for v, a in zip(value, args))
    # a field type this check does not model: plain scalars or short lists of them
    if isinstance(value, list):
        return depth < 3 and len(value) <= MAX_ACTION_ITEMS and all(_fits(v, Any, depth + 1) for v in value)
    return _scalar(value, MAX_ACTION_TEXT) and not isinstance(value, float) and (
        type(value) is not int or -MAX_ACTION_INT <= value <= MAX_ACTION_INT)
