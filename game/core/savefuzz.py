"""Damaged saves, made from real ones, and a trial that loads each and measures it.

The hardening checks (the fuzz tests and ``python main.py fuzz``) throw these at the loader:
byte damage (bit flips, overwritten, inserted and deleted bytes, cuts, splices of two saves),
field damage (swapped, dropped, replaced by random data, taken from another game's save), every
action type of the game with random values in every field, legal actions with one field changed,
nesting bombs, value-count bombs and size bombs. A trial records what came out (the error kind,
or a crash), how long it took and the peak of memory allocated while loading.
"""

from __future__ import annotations

import dataclasses
import functools
import signal
import time
import tracemalloc
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import msgpack

from game.core import saves
from game.core.match import Match
from game.core.protocol import Rules
from game.core.rng import Rng

BIG_INTS = (-(2**63), 2**63 - 1, 2**64 - 1, 2**31, -(2**31) - 1, 10**12)


@dataclass
class Base:
    """A real save of a game and what was legal along the way (the raw material of damage)."""

    data: bytes
    record: dict[str, Any]
    legal: list[list[list[Any]]]     # encoded legal actions before each action (a sample of them)

    @property
    def legacy(self) -> bytes:
        """The same save as written before saves had a checksum: byte damage to it meets the
        replay, not the checksum."""
        return msgpack.packb({k: v for k, v in self.record.items() if k != "check"}, use_bin_type=True)


@dataclass
class Material:
    game: str
    rules: Rules
    bases: list[Base]
    words: list[str]                 # strings seen in legal actions: ids, sectors, card names
    numbers: list[int]
    others: list[Base] = field(default_factory=list)   # saves of the other games


@dataclass(frozen=True)
class Specimen:
    game: str
    kind: str
    data: bytes
    detail: str = ""      # the action type given random values, for "action_random"


@dataclass(frozen=True)
class Trial:
    kind: str
    outcome: str          # a SaveError kind, "loaded", "crash:<exception>" or "overtime"
    seconds: float
    peak_mb: float
    message: str
    cpu_seconds: float = 0.0   # the process's CPU time: the load's cost on a machine busy with others

    @property
    def crashed(self) -> bool:
        return self.outcome.startswith("crash") or self.outcome == "overtime"


# ------------------------------------------------------------------------------------ material
def base_saves(rules: Rules, seed: int, count: int = 4, max_actions: int = 300) -> list[Base]:
    """Real saves: random play under the game's battery option sets, stopped at random points
    (some finished), remembering a sample of the legal actions along the way."""
    chooser = Rng(seed)
    option_sets = rules.battery_options() or [{}]
    out: list[Base] = []
    for i in range(count):
        match = Match(rules, option_sets[i % len(option_sets)], seed * 101 + i)
        stop = chooser.randint(max_actions // 3, max_actions)
        legal_seen: list[list[list[Any]]] = []
        while not match.over and len(match.actions) < stop:
            legal = match.legal(match.to_act()[0])
            legal_seen.append([rules.encode_action(a) for a in legal[:40]])
            match.play(chooser.choice(legal))
        data = saves.dumps_match(match)
        out.append(Base(data, msgpack.unpackb(data, raw=False), legal_seen))
    return out


def material(rules: Rules, seed: int, bases: int = 4, max_actions: int = 300) -> Material:
    made = base_saves(rules, seed, bases, max_actions)
    words: set[str] = set()
    numbers: set[int] = {-1, 0, 1, 2, 3, 5, 6, 7, 12, 99}
    for base in made:
        for legal in base.legal:
            for encoded in legal:
                _harvest(encoded[1:], words, numbers)
    return Material(rules.id, rules, made, sorted(words)[:400], sorted(numbers)[:200])


def _harvest(values: Any, words: set[str], numbers: set[int]) -> None:
    for v in values:
        if isinstance(v, list):
            _harvest(v, words, numbers)
        elif isinstance(v, str):
            words.add(v)
        elif isinstance(v, int) and not isinstance(v, bool):
            numbers.add(v)


# ------------------------------------------------------------------------------------ values
def random_value(rng: Rng, mat: Material, depth: int = 0) -> Any:
    """Any plain value a damaged file might hold in a field."""
    roll = rng.below(14 if depth < 3 else 10)
    if roll == 0:
        return None
    if roll == 1:
        return rng.below(2) == 1
    if roll == 2:
        return rng.choice(mat.numbers)
    if roll == 3:
        return rng.choice(BIG_INTS)
    if roll == 4:
        return rng.randint(-1000, 1000) / 7.0
    if roll == 5:
        return rng.choice(mat.words) if mat.words else "x"
    if roll == 6:
        return "".join(chr(rng.randint(32, 0x2FF)) for _ in range(rng.below(12)))
    if roll == 7:
        return "w" * rng.choice((0, 300, 2000, 60_000))
    if roll in (8, 9):
        return rng.randint(-3, 60)
    if roll in (10, 11):
        return [random_value(rng, mat, depth + 1) for _ in range(rng.below(5))]
    if roll == 12:
        return {rng.choice(mat.words) if mat.words and rng.below(2) else f"k{rng.below(9)}":
                random_value(rng, mat, depth + 1) for _ in range(rng.below(4))}
    return [rng.choice(mat.numbers) for _ in range(rng.below(4))]


def typed_value(rng: Rng, mat: Material, hint: Any) -> Any:
    """Mostly a value of the field's own type (so the engine's checks are reached), sometimes not."""
    if rng.below(5) == 0:
        return random_value(rng, mat)
    if hint is bool:
        return rng.below(2) == 1
    if hint is int:
        return rng.choice(mat.numbers) if rng.below(3) else rng.randint(-5, 120)
    if hint is str:
        return rng.choice(mat.words) if mat.words and rng.below(4) else random_value(rng, mat)
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return [typed_value(rng, mat, args[0]) for _ in range(rng.below(6))]
        return [typed_value(rng, mat, a) for a in args]
    if args:   # a union: one of its members
        return typed_value(rng, mat, rng.choice(list(args)))
    return random_value(rng, mat)


def random_action(rng: Rng, mat: Material, cls: type) -> list[Any]:
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    values = [rng.randint(-1, 4) if f.name == "seat" and rng.below(3) else typed_value(rng, mat, hints.get(f.name))
              for f in fields]
    if rng.below(12) == 0:   # the wrong number of values
        values = values[:-1] if values and rng.below(2) else [*values, random_value(rng, mat)]
    return [cls.__name__, *values]


# ------------------------------------------------------------------------------------ packing
def pack_with(record: dict[str, Any], key: str, raw: bytes) -> bytes:
    """``record`` packed with the value of ``key`` replaced by raw msgpack bytes (how a bomb too
    big to build as Python objects is written)."""
    items = [(k, v) for k, v in record.items() if k != key]
    out = bytearray(b"\xde" + (len(items) + 1).to_bytes(2, "big"))
    for k, v in items:
        out += msgpack.packb(k) + msgpack.packb(v, use_bin_type=True)
    out += msgpack.packb(key) + raw
    return bytes(out)


def _array_header(n: int) -> bytes:
    return b"\xdd" + n.to_bytes(4, "big")


def _repack(record: dict[str, Any], rng: Rng) -> bytes:
    """An edited record packed, its checksum mostly made to fit (a forged file: the damage must
    get past the checksum to meet the checks behind it), sometimes dropped (a save written before
    the checksum existed), sometimes left stale (what accidental damage looks like)."""
    roll = rng.below(20)
    if roll < 14:
        saves.seal(record)
    elif roll < 18:
        record.pop("check", None)
    return msgpack.packb(record, use_bin_type=True)


def _copy(record: dict[str, Any]) -> dict[str, Any]:
    return msgpack.unpackb(msgpack.packb(record, use_bin_type=True), raw=False)


FIELDS = ("format", "version", "game", "options", "seed", "actions", "snapshot", "digest", "meta")


# ------------------------------------------------------------------------------------ damage
def _bytes_damage(rng: Rng, mat: Material) -> tuple[str, bytes]:
    base = rng.choice(mat.bases)
    data = bytearray(base.data if rng.below(2) else base.legacy)
    how = rng.below(6)
    if how == 0:
        for _ in range(rng.randint(1, 8)):
            pos = rng.below(len(data))
            data[pos] ^= 1 << rng.below(8)
        return "bitflip", bytes(data)
    if how == 1:
        for _ in range(rng.randint(1, 6)):
            data[rng.below(len(data))] = rng.below(256)
        return "bytes", bytes(data)
    if how == 2:
        return "cut", bytes(data[: rng.below(len(data))])
    if how == 3:
        other = rng.choice(mat.bases + mat.others).data
        return "splice", bytes(data[: rng.below(len(data))]) + other[rng.below(len(other)):]
    if how == 4:
        pos = rng.below(len(data))
        return "insert", bytes(data[:pos]) + bytes(rng.below(256) for _ in range(rng.randint(1, 9))) + bytes(data[pos:])
    pos = rng.below(len(data))
    return "delete", bytes(data[:pos]) + bytes(data[pos + rng.randint(1, 9):])


def _field_damage(rng: Rng, mat: Material) -> tuple[str, bytes]:
    base = rng.choice(mat.bases)
    rec = _copy(base.record)
    how = rng.below(5)
    a = rng.choice(list(FIELDS))
    if how == 0:
        b = rng.choice(list(FIELDS))
        rec[a], rec[b] = rec.get(b), rec.get(a)
        return "field_swap", _repack(rec, rng)
    if how == 1:
        rec.pop(a, None)
        return "field_drop", _repack(rec, rng)
    if how == 2 and mat.others:
        rec[a] = _copy(rng.choice(mat.others).record).get(a)
        return "field_foreign", _repack(rec, rng)
    if how == 3:
        rec["options"] = {**rec["options"], **{(rng.choice(mat.words) if mat.words and rng.below(2) else
                                                "o" * rng.choice((1, 40, 65, 5000))): random_value(rng, mat)
                                               for _ in range(rng.randint(1, 3))}}
        if rng.below(2):
            key = rng.choice(sorted(rec["options"]))
            rec["options"][key] = random_value(rng, mat)
        return "options", _repack(rec, rng)
    rec[a] = random_value(rng, mat)
    return "field_random", _repack(rec, rng)


def _meta_damage(rng: Rng, mat: Material) -> tuple[str, bytes]:
    rec = _copy(rng.choice(mat.bases).record)
    how = rng.below(3)
    if how == 0:
        rec["meta"] = random_value(rng, mat)
    elif how == 1:
        rec["meta"][rng.choice(["title", "seats", "round", "saved_at", "controllers", "x"])] = random_value(rng, mat)
    else:
        rec["meta"]["extra"] = [[random_value(rng, mat) for _ in range(40)] for _ in range(rng.choice((2, 200)))]
    return "meta", _repack(rec, rng)


def _action_random(rng: Rng, mat: Material, cls: type) -> tuple[str, bytes]:
    base = rng.choice(mat.bases)
    rec = _copy(base.record)
    actions = rec["actions"]
    pos = rng.below(len(actions) + 1)
    encoded = random_action(rng, mat, cls)
    if rng.below(2) and pos < len(actions):
        actions[pos] = encoded
    else:
        actions.insert(pos, encoded)
    if rng.below(3) == 0:
        del actions[pos + 1:]
    return "action_random", _repack(rec, rng)


def _action_mutated(rng: Rng, mat: Material) -> tuple[str, bytes]:
    """A legal action at some point of a real game with one of its values changed: the engine's
    own checks meet values that are nearly right."""
    base = rng.choice([b for b in mat.bases if b.legal] or mat.bases)
    rec = _copy(base.record)
    if not base.legal:
        return _action_random(rng, mat, rng.choice(list(mat.rules.action_types)))
    step = rng.below(len(base.legal))
    legal = base.legal[step]
    encoded = list(rng.choice(legal)) if legal else ["Nothing"]
    cls = {c.__name__: c for c in mat.rules.action_types}.get(encoded[0])
    if cls is not None and len(encoded) > 1:
        hints = typing.get_type_hints(cls)
        index = rng.randint(1, len(encoded) - 1)
        name = dataclasses.fields(cls)[index - 1].name
        encoded[index] = typed_value(rng, mat, hints.get(name))
    rec["actions"] = rec["actions"][:step] + [encoded] + (rec["actions"][step + 1:] if rng.below(2) else [])
    return "action_mutated", _repack(rec, rng)


def _header_damage(rng: Rng, mat: Material) -> tuple[str, bytes]:
    rec = _copy(rng.choice(mat.bases).record)
    how = rng.below(4)
    if how == 0:
        rec["version"] = rng.choice([0, -1, 2, 99, "1", 1.0, None, 2**63])
    elif how == 1:
        rec["format"] = rng.choice(["", "tabletop-arcade-sav", None, 1, "x" * 1000])
    elif how == 2:
        rec["game"] = rng.choice(["chess", "", "x" * 5000, None, *(b.record["game"] for b in mat.others)])
    else:
        rec["digest"] = rng.choice(["", "0" * 64, "Z" * 64, rec["digest"].upper(), "0" * 65])
    return "header", _repack(rec, rng)


def _replayed_damage(rng: Rng, mat: Material) -> tuple[str, bytes]:
    """Damage behind a consistent checksum: the snapshot changed and its digest recomputed, or
    the actions cut short, so the loader must replay to find out."""
    rec = _copy(rng.choice(mat.bases).record)
    if rng.below(2) and rec["actions"]:
        rec["actions"] = rec["actions"][: rng.below(len(rec["actions"]))]
    else:
        snap = rec["snapshot"]
        key = rng.choice(sorted(snap)) if snap else "x"
        snap[key] = random_value(rng, mat)
        rec["digest"] = saves.digest(snap)
    return "replay_mismatch", _repack(rec, rng)


NEST_DEPTHS = (25, 100, 900, 1000, 1100, 20_000)


def _nest_bomb(rng: Rng, mat: Material) -> tuple[str, bytes]:
    rec = _copy(rng.choice(mat.bases).record)
    depth = rng.choice(NEST_DEPTHS)
    where = rng.choice(["actions", "snapshot", "meta", "options", "action_field"])
    if where in ("snapshot", "meta", "options"):
        raw = b"\x81\xa1a" * depth + b"\xc0"
    elif where == "actions":
        raw = b"\x91" * depth + b"\xc0"
    else:
        cls = rng.choice(list(mat.rules.action_types))
        values = random_action(rng, mat, cls)[:15]
        # one action whose last value is a deep list
        head = b"".join(msgpack.packb(v, use_bin_type=True) for v in values[:-1])
        raw = b"\x91" + bytes([0x90 | len(values)]) + head + b"\x91" * depth + b"\xc0"
        where = "actions"
    return "nest_bomb", pack_with(rec, where, raw)


def _count_bomb(rng: Rng, mat: Material, size: int) -> tuple[str, bytes]:
    """Millions of tiny values: the file is small, the objects it would make are not."""
    rec = _copy(rng.choice(mat.bases).record)
    where = rng.choice(["meta", "snapshot", "actions", "options"])
    unit = rng.choice([b"\x80", b"\x90", b"\xc0", b"\x01", b"\xa1a", b"\x91\x90"])
    n = max(1, size // len(unit))
    if rng.below(2):
        raw = _array_header(n) + unit * n
    else:   # many lists each under the per-list limit
        per = 90_000
        lists = max(1, n // per)
        raw = _array_header(lists) + (_array_header(per) + unit * per) * lists
    if where in ("snapshot", "options"):
        raw = b"\x81\xa1k" + raw
    return "count_bomb", pack_with(rec, where, raw)


def _size_bomb(rng: Rng, mat: Material) -> tuple[str, bytes]:
    rec = _copy(rng.choice(mat.bases).record)
    how = rng.below(5)
    if how == 0:
        return "size_bomb", rng.choice(mat.bases).data + b"\0" * (saves.MAX_SAVE_BYTES + 1)
    if how == 1:
        rec["options"] = {"k" * rng.choice((70_000, 1_000_000)): 1}
        return "size_bomb", _repack(rec, rng)
    if how == 2:   # a header that promises more than the file holds
        return "size_bomb", pack_with(rec, rng.choice(["meta", "actions"]), rng.choice(
            [b"\xdd\xff\xff\xff\xff", b"\xdf\xff\xff\xff\xff", b"\xdb\xff\xff\xff\xff", b"\xc6\xff\xff\xff\xff"]))
    if how == 3:   # many long strings, each within the limit
        rec["meta"] = {f"k{i}": "s" * 60_000 for i in range(rng.choice((4, 60)))}
        return "size_bomb", _repack(rec, rng)
    rec["snapshot"]["x"] = ["s" * 60_000] * rng.choice((10, 200))
    return "size_bomb", _repack(rec, rng)


def _garbage(rng: Rng, mat: Material) -> tuple[str, bytes]:
    how = rng.below(4)
    if how == 0:
        return "garbage", bytes(rng.below(256) for _ in range(rng.below(3000)))
    if how == 1:
        return "garbage", b"{\"format\": \"tabletop-arcade-save\", \"version\": 1}\n"
    if how == 2:
        return "garbage", b"\x80\x04\x95" + bytes(rng.below(256) for _ in range(64))   # a pickle's start
    return "garbage", msgpack.packb(random_value(rng, mat), use_bin_type=True)


def specimens(mat: Material, count: int, seed: int, bomb_bytes: int = 15 * 1024 * 1024) -> Iterator[Specimen]:
    """``count`` damaged files of ``mat``'s game, every kind of damage among them: the action
    types are taken in turn, so every type of the game gets random values in every field."""
    rng = Rng(seed)
    kinds = list(mat.rules.action_types)
    makers: list[tuple[int, Callable[[], tuple[str, bytes]]]] = [
        (14, lambda: _bytes_damage(rng, mat)),
        (10, lambda: _field_damage(rng, mat)),
        (4, lambda: _meta_damage(rng, mat)),
        (4, lambda: _header_damage(rng, mat)),
        (18, lambda: _action_mutated(rng, mat)),
        (4, lambda: _replayed_damage(rng, mat)),
        (3, lambda: _nest_bomb(rng, mat)),
        (3, lambda: _size_bomb(rng, mat)),
        (2, lambda: _garbage(rng, mat)),
    ]
    total = sum(w for w, _ in makers)
    next_kind = 0
    for i in range(count):
        detail = ""
        if i % 4 == 0:   # a quarter: every action type in turn, random values in every field
            cls = kinds[next_kind % len(kinds)]
            next_kind += 1
            kind, data = _action_random(rng, mat, cls)
            detail = cls.__name__
        elif i % 50 == 1:
            kind, data = _count_bomb(rng, mat, bomb_bytes if i % 100 == 1 else bomb_bytes // 8)
        else:
            pick = rng.below(total)
            for weight, make in makers:
                if pick < weight:
                    kind, data = make()
                    break
                pick -= weight
        yield Specimen(mat.game, kind, data, detail)


# ------------------------------------------------------------------------------------ trials
class _Overtime(BaseException):
    """Raised by the trial's alarm; a BaseException so no ``except Exception`` swallows it."""


def trial(specimen: Specimen, memory: str = "rss", timeout: float = 20.0) -> Trial:
    """Load one damaged file: what came out, how long it took and how much memory above the
    level before it the load took. ``memory`` is ``rss`` (the process's peak resident memory,
    reset before the load: free, Linux only, falls back to ``trace``), ``trace`` (a second load
    under tracemalloc, precise but several times slower) or ``none``."""
    if memory == "rss" and not _peak_rss_resettable():
        memory = "trace"
    before = _reset_peak_rss() if memory == "rss" else 0.0
    outcome, message, seconds, cpu = _load(specimen.data, timeout)
    peak = 0.0
    if memory == "rss":
        peak = max(0.0, _peak_rss() - before)
    elif memory == "trace" and outcome != "overtime":
        tracemalloc.start()
        try:
            _load(specimen.data, timeout)
            peak = tracemalloc.get_traced_memory()[1] / (1024 * 1024)
        finally:
            tracemalloc.stop()
    return Trial(specimen.kind, outcome, seconds, peak, message, cpu)


def _status_mb(field_name: str) -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith(field_name + ":"):
                return int(line.split()[1]) / 1024
    raise OSError(f"no {field_name}")


def _reset_peak_rss() -> float:
    """Set the process's peak resident memory back to its current level; returns that level."""
    with open("/proc/self/clear_refs", "w", encoding="ascii") as fh:
        fh.write("5")
    return _status_mb("VmRSS")


def _peak_rss() -> float:
    return _status_mb("VmHWM")


@functools.cache
def _peak_rss_resettable() -> bool:
    try:
        _reset_peak_rss()
        _peak_rss()
        return True
    except (OSError, ValueError):
        return False


def _load(data: bytes, timeout: float) -> tuple[str, str, float, float]:
    def overtime(signum: int, frame: Any) -> None:
        raise _Overtime()

    armed = hasattr(signal, "setitimer")
    if armed:
        previous = signal.signal(signal.SIGALRM, overtime)
        signal.setitimer(signal.ITIMER_REAL, timeout)
    start = time.perf_counter()
    cpu = time.process_time()
    message = ""
    try:
        saves.loads_match(data)
        outcome = "loaded"
    except saves.SaveError as err:
        outcome, message = err.kind, str(err)
    except _Overtime:
        outcome = "overtime"
    except Exception as err:
        outcome, message = f"crash:{type(err).__name__}", repr(err)[:300]
    finally:
        if armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    return outcome, message, time.perf_counter() - start, time.process_time() - cpu


@dataclass
class Figures:
    """What a fuzz run of one game found."""

    game: str
    files: int = 0
    crashes: list[Trial] = field(default_factory=list)
    loaded: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    outcomes: dict[str, int] = field(default_factory=dict)
    worst_seconds: float = 0.0
    worst_seconds_kind: str = ""
    worst_cpu: float = 0.0
    worst_mb: float = 0.0
    worst_mb_kind: str = ""
    longest_message: int = 0
    multiline_messages: int = 0
    over_second: int = 0
    over_second_kinds: dict[str, int] = field(default_factory=dict)

    def add(self, t: Trial) -> None:
        self.files += 1
        self.kinds[t.kind] = self.kinds.get(t.kind, 0) + 1
        self.outcomes[t.outcome] = self.outcomes.get(t.outcome, 0) + 1
        if t.crashed:
            self.crashes.append(t)
        if t.outcome == "loaded":
            self.loaded += 1
        if t.seconds > 1.0:
            self.over_second += 1
            self.over_second_kinds[t.kind] = self.over_second_kinds.get(t.kind, 0) + 1
        self.worst_cpu = max(self.worst_cpu, t.cpu_seconds)
        if t.seconds > self.worst_seconds:
            self.worst_seconds, self.worst_seconds_kind = t.seconds, t.kind
        if t.peak_mb > self.worst_mb:
            self.worst_mb, self.worst_mb_kind = t.peak_mb, t.kind
        self.longest_message = max(self.longest_message, len(t.message) if not t.crashed else 0)
        self.multiline_messages += int("\n" in t.message and not t.crashed)

    def absorb(self, other: Figures) -> None:
        """Add another game's figures to these (the total line)."""
        self.files += other.files
        self.crashes += other.crashes
        self.loaded += other.loaded
        self.over_second += other.over_second
        self.multiline_messages += other.multiline_messages
        self.longest_message = max(self.longest_message, other.longest_message)
        for source, target in ((other.kinds, self.kinds), (other.outcomes, self.outcomes),
                               (other.over_second_kinds, self.over_second_kinds)):
            for k, v in source.items():
                target[k] = target.get(k, 0) + v
        self.worst_cpu = max(self.worst_cpu, other.worst_cpu)
        if other.worst_seconds > self.worst_seconds:
            self.worst_seconds, self.worst_seconds_kind = other.worst_seconds, f"{other.game} {other.worst_seconds_kind}"
        if other.worst_mb > self.worst_mb:
            self.worst_mb, self.worst_mb_kind = other.worst_mb, f"{other.game} {other.worst_mb_kind}"

    def _over_kinds(self) -> str:
        kinds = ",".join(f"{k}:{v}" for k, v in sorted(self.over_second_kinds.items()))
        return f" ({kinds})" if kinds else ""

    def line(self) -> str:
        return (f"game={self.game} files={self.files} crashes={len(self.crashes)} "
                f"hangs={self.outcomes.get('overtime', 0)} over_1s={self.over_second}{self._over_kinds()} "
                f"loaded_as_valid={self.loaded} "
                f"worst_s={self.worst_seconds:.3f} ({self.worst_seconds_kind}) worst_cpu_s={self.worst_cpu:.3f} "
                f"worst_mb={self.worst_mb:.1f} ({self.worst_mb_kind}) longest_message={self.longest_message}")


def materials(games: list[Rules], seed: int, max_actions: int = 300) -> list[Material]:
    """Real saves of each game, each game's material also holding the others' (for splices and
    fields taken from another game's save)."""
    made = [material(rules, seed, max_actions=max_actions) for rules in games]
    for mat in made:
        mat.others = [base for other in made if other is not mat for base in other.bases]
    return made


def fuzz(mat: Material, files: int, seed: int, memory: str = "rss",
         bomb_bytes: int = 15 * 1024 * 1024,
         on_trial: Callable[[Specimen, Trial], None] | None = None) -> Figures:
    """Make ``files`` damaged saves of ``mat``'s game and load each one."""
    figures = Figures(mat.game)
    for specimen in specimens(mat, files, seed, bomb_bytes):
        result = trial(specimen, memory)
        figures.add(result)
        if on_trial is not None:
            on_trial(specimen, result)
    return figures
