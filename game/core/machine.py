"""The declared decision machine: a game's rules run as a stack of small plain-data tasks.

A task is a tuple whose first item names its op (``(op, *args)``, or a named tuple whose first
field is the op), so the whole pending resolution (a curse half-way through the players, a spell
waiting for a target, hits waiting for the owner's choice) is part of the state and is cloned and
encoded with it. A game declares its ops once on a :class:`Machine`: an *auto* op runs on its
own; a *decision* op names who decides, the options and what an answer does. ``run`` advances
until a decision is due, the stack is empty or the game is over. What a game's ops need beside
the state and the task (the list its events go to) is passed through ``run`` as ``ctx``.

The machine knows no game: it reaches the stack and the end of the game through the two
functions it is built with, so any state type works.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from game.core.types import Action

S = TypeVar("S")


class Decision(Generic[S]):
    """One kind of pending decision: who decides, the options, the answer.

    ``ready``, when given, is the decision's own test that it is still due: it may tidy or drop
    its task (or act on it) and answers True to wait for the seat, False to let the machine go
    on; its options are then only asked when a seat is to choose (they may be costly). Without it the options decide: none ends the task (or runs ``empty``), a single one is
    taken without asking when ``forced``.
    """

    __slots__ = ("seat", "options", "answer", "forced", "empty", "ready")

    def __init__(self, seat: Callable[[S, Any], int],
                 options: Callable[[S, Any], list[Action]],
                 answer: Callable[..., None],
                 forced: bool = True,
                 empty: Callable[..., None] | None = None,
                 ready: Callable[..., bool] | None = None) -> None:
        self.seat = seat
        self.options = options
        self.answer = answer
        self.forced = forced
        self.empty = empty
        self.ready = ready


class Machine(Generic[S]):
    """The ops of one game and the loop that runs them on its states."""

    def __init__(self, tasks: Callable[[S], list[Any]], over: Callable[[S], bool],
                 clear_when_over: bool = True) -> None:
        self.tasks = tasks
        self.over = over
        # a game whose stack is cleared elsewhere at its end keeps what its saves hold
        self.clear_when_over = clear_when_over
        self.autos: dict[str, Callable[..., None]] = {}
        self.decisions: dict[str, Decision[S]] = {}

    # ------------------------------------------------------------------ declaring ops
    def auto(self, op: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
        """Decorator: ``fn(state, task, *ctx)`` runs the op ``op`` (and pops or replaces its task)."""
        def wrap(fn: Callable[..., None]) -> Callable[..., None]:
            self.autos[op] = fn
            return fn
        return wrap

    def decision(self, op: str, decision: Decision[S]) -> None:
        self.decisions[op] = decision

    # ------------------------------------------------------------------ running
    def run(self, s: S, *ctx: Any) -> None:
        """Advance until a seat must decide, the stack is empty or the game is over."""
        tasks = self.tasks(s)
        over = self.over
        autos = self.autos
        decisions = self.decisions
        while tasks and not over(s):
            t = tasks[-1]
            fn = autos.get(t[0])
            if fn is not None:
                fn(s, t, *ctx)
                continue
            d = decisions[t[0]]
            if d.ready is not None:
                if d.ready(s, t, *ctx):
                    return
                continue
            opts = d.options(s, t)
            if not opts:
                if d.empty is not None:
                    d.empty(s, t, *ctx)
                else:
                    tasks.pop()
                continue
            if len(opts) == 1 and d.forced:
                d.answer(s, t, opts[0], *ctx)
                continue
            return
        if self.clear_when_over and over(s):
            tasks.clear()

    def pending(self, s: S) -> Any:
        """The task on top, when a game in progress has one."""
        tasks = self.tasks(s)
        if not tasks or self.over(s):
            return None
        return tasks[-1]

    def deciding_seat(self, s: S) -> int | None:
        t = self.pending(s)
        if t is None:
            return None
        return self.decisions[t[0]].seat(s, t)

    def options(self, s: S) -> list[Action]:
        t = self.pending(s)
        if t is None:
            return []
        return self.decisions[t[0]].options(s, t)

    def decide(self, s: S, action: Action, *ctx: Any) -> None:
        """The pending decision's answer alone (the caller runs the machine on)."""
        t = self.tasks(s)[-1]
        self.decisions[t[0]].answer(s, t, action, *ctx)

    def answer(self, s: S, action: Action, *ctx: Any) -> None:
        """Answer the pending decision and run on to the next."""
        self.decide(s, action, *ctx)
        self.run(s, *ctx)


def plain(value: Any) -> Any:
    """Tasks to msgpack-able lists (and back with :func:`tupled`)."""
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    return value


def tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(tupled(v) for v in value)
    return value
