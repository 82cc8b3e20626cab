"""The base value types every engine speaks: actions, outcomes, options and the rule error.

Actions are tiny frozen dataclasses (python-chess's ``Move`` is the model): hashable, comparable,
encodable as plain data, and readable through ``label()``. Every action names the seat that takes
it, so ``apply(state, action)`` needs nothing else and a log of actions is a complete replay.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.tr import _


class IllegalAction(Exception):
    """An action the rules do not allow now. ``str(err)`` is a reason a player can read."""


class OptionError(ValueError):
    """Setup options that do not fit what ``rules.options()`` declares."""


class DecodeError(ValueError):
    """Encoded data (a state or an action) that is not what the engine wrote."""


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. Subclasses add their own fields after ``seat``.

    Field values must be plain: int, str, bool, None, or tuples of those (so that encoding is
    lossless and actions stay hashable).
    """

    seat: int

    group: ClassVar[str] = "Actions"  # heading the generic table puts the button under

    def label(self) -> str:
        """Short text for the log and the button."""
        parts = [f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self) if f.name != "seat"]
        name = type(self).__name__
        return f"{name}({', '.join(parts)})" if parts else name


def encode_action(action: Action) -> list[Any]:
    """``[type name, field values...]``: the form actions take in saves and worker messages."""
    return [type(action).__name__, *(_plain(getattr(action, f.name)) for f in dataclasses.fields(action))]


def decode_action(data: Any, types: dict[str, type[Action]]) -> Action:
    """Inverse of :func:`encode_action` for a game's own action types; raises ``DecodeError``."""
    if not isinstance(data, list | tuple) or not data or not isinstance(data[0], str):
        raise DecodeError(f"not an encoded action: {data!r:.80}")
    cls = types.get(data[0])
    if cls is None:
        raise DecodeError(f"unknown action type {data[0]!r}")
    fields = dataclasses.fields(cls)
    if len(data) - 1 != len(fields):
        raise DecodeError(f"{data[0]} takes {len(fields)} values, got {len(data) - 1}")
    values = [_tupled(v) for v in data[1:]]
    try:
        return cls(*values)
    except TypeError as err:  # pragma: no cover - defensive, dataclass init with wrong arity
        raise DecodeError(str(err)) from err


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``winners`` lists winning seats (all seats for a co-operative win, none for a co-operative
    loss or a draw); ``scores`` one number per seat where the game counts points.
    """

    winners: tuple[int, ...]
    reason: str
    scores: tuple[float, ...] | None = None

    def to_data(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "reason": self.reason,
                "scores": None if self.scores is None else list(self.scores)}


@dataclass(frozen=True)
class Option:
    """One question the setup screen asks. ``kind`` is ``int``, ``choice`` or ``bool``."""

    key: str
    label: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    choice_labels: tuple[str, ...] = field(default=())

    def check(self, value: Any) -> Any:
        """The value converted to the option's type, or ``OptionError``."""
        if self.kind == "int":
            if isinstance(value, str):
                try:
                    value = int(value)
                except ValueError as err:
                    raise OptionError(_("{key}: {value} is not a whole number", key=self.key, value=repr(value))) from err
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(_("{key}: {value} is not a whole number", key=self.key, value=repr(value)))
            if self.minimum is not None and value < self.minimum:
                raise OptionError(_("{key}: {value} is below the minimum {minimum}", key=self.key, value=value,
                                      minimum=self.minimum))
            if self.maximum is not None and value > self.maximum:
                raise OptionError(_("{key}: {value} is above the maximum {maximum}", key=self.key, value=value,
                                      maximum=self.maximum))
            if self.choices and value not in self.choices:
                raise OptionError(_("{key}: {value} is not one of {choices}", key=self.key, value=value,
                                      choices=list(self.choices)))
            return value
        if self.kind == "bool":
            if isinstance(value, str):
                low = value.strip().lower()
                if low in ("1", "true", "yes", "on"):
                    return True
                if low in ("0", "false", "no", "off"):
                    return False
                raise OptionError(_("{key}: {value} is not yes/no", key=self.key, value=repr(value)))
            if not isinstance(value, bool):
                raise OptionError(_("{key}: {value} is not yes/no", key=self.key, value=repr(value)))
            return value
        if self.kind == "choice":
            for choice in self.choices:
                if value == choice or (isinstance(value, str) and str(choice) == value):
                    return choice
            raise OptionError(_("{key}: {value} is not one of {choices}", key=self.key, value=repr(value),
                                  choices=list(self.choices)))
        raise OptionError(f"{self.key}: unknown option kind {self.kind!r}")


def check_options(declared: list[Option], given: dict[str, Any] | None) -> dict[str, Any]:
    """Fill defaults and validate ``given`` against ``declared``; unknown keys are refused."""
    given = dict(given or {})
    by_key = {opt.key: opt for opt in declared}
    unknown = sorted(set(given) - set(by_key))
    if unknown:
        raise OptionError(_("unknown option(s): {names} (known: {known})", names=", ".join(unknown),
                            known=", ".join(by_key)))
    return {opt.key: opt.check(given[opt.key]) if opt.key in given else opt.default for opt in declared}
