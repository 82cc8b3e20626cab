"""The task machine: the rules run as a stack of small plain-data tasks.

A task is a tuple ``(op, *args)`` of plain values, so the whole pending resolution (a curse
half-way through the players, a spell waiting for a target, a payment card by card) is part of
the state and is cloned and encoded with it. ``AUTO`` ops run on their own; ``DECISIONS`` ops
wait for the seat they name. ``run`` advances until a decision is due or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.types import Action
from game.madness.state import ONGOING, MadnessState

AUTO: dict[str, Callable[[MadnessState, tuple], None]] = {}


class Decision:
    """One kind of pending decision: who decides, the options, the answer."""

    __slots__ = ("seat", "options", "answer", "forced", "empty")

    def __init__(self, seat: Callable[[MadnessState, tuple], int],
                 options: Callable[[MadnessState, tuple], list[Action]],
                 answer: Callable[[MadnessState, tuple, Action], None],
                 forced: bool = True,
                 empty: Callable[[MadnessState, tuple], None] | None = None) -> None:
        self.seat = seat
        self.options = options
        self.answer = answer
        self.forced = forced  # a single option is taken without asking
        self.empty = empty  # what happens when there is no option (default: the task ends)


DECISIONS: dict[str, Decision] = {}


def auto(op: str) -> Callable[[Callable[[MadnessState, tuple], None]], Callable[[MadnessState, tuple], None]]:
    def wrap(fn: Callable[[MadnessState, tuple], None]) -> Callable[[MadnessState, tuple], None]:
        AUTO[op] = fn
        return fn
    return wrap


def decision(op: str, decision_: Decision) -> None:
    DECISIONS[op] = decision_


def run(s: MadnessState) -> None:
    """Advance until a seat must decide or the game is over."""
    tasks = s.tasks
    while s.over == ONGOING and tasks:
        t = tasks[-1]
        fn = AUTO.get(t[0])
        if fn is not None:
            fn(s, t)
            continue
        d = DECISIONS[t[0]]
        opts = d.options(s, t)
        if not opts:
            if d.empty is not None:
                d.empty(s, t)
            else:
                tasks.pop()
            continue
        if len(opts) == 1 and d.forced:
            d.answer(s, t, opts[0])
            continue
        return
    if s.over != ONGOING:
        tasks.clear()


def pending(s: MadnessState) -> tuple | None:
    if s.over != ONGOING or not s.tasks:
        return None
    return s.tasks[-1]


def deciding_seat(s: MadnessState) -> int | None:
    t = pending(s)
    if t is None:
        return None
    return DECISIONS[t[0]].seat(s, t)


def options(s: MadnessState) -> list[Action]:
    t = pending(s)
    if t is None:
        return []
    return DECISIONS[t[0]].options(s, t)


def answer(s: MadnessState, action: Action) -> None:
    t = s.tasks[-1]
    DECISIONS[t[0]].answer(s, t, action)
    run(s)


def plain(value: Any) -> Any:
    """Tasks to msgpack-able lists (and back with :func:`tupled`)."""
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    return value


def tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(tupled(v) for v in value)
    return value
