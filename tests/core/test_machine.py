"""The decision machine works on any state with a stack and an end: a toy counter game."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.machine import Decision, Machine, plain, tupled
from game.core.types import Action


@dataclass(frozen=True)
class Pick(Action):
    n: int = 0

    def label(self) -> str:
        return f"pick {self.n}"


@dataclass
class Toy:
    stack: list = field(default_factory=list)
    total: int = 0
    done: bool = False
    log: list = field(default_factory=list)


M: Machine[Toy] = Machine(lambda s: s.stack, lambda s: s.done)


@M.auto("add")
def _add(s: Toy, t: tuple, log: list) -> None:
    s.stack.pop()
    s.total += t[1]
    log.append(f"add {t[1]}")
    if s.total >= 10:
        s.done = True


M.decision("pick", Decision(lambda s, t: t[1], lambda s, t: [Pick(t[1], n) for n in t[2]],
                            lambda s, t, a, log: (s.stack.pop(), s.stack.append(("add", a.n)))))
def _odd_due(s: Toy, t: tuple, log: list) -> bool:
    """Due only while the total is odd; else the task goes without asking."""
    if s.total % 2 == 1:
        return True
    s.stack.pop()
    return False


M.decision("odd", Decision(lambda s, t: t[1], lambda s, t: [Pick(t[1], 1)],
                           lambda s, t, a, log: s.stack.pop(), ready=_odd_due))


def test_autos_run_and_a_choice_waits_for_its_seat() -> None:
    s = Toy(stack=[("pick", 1, (2, 3)), ("add", 1)])
    log: list = []
    M.run(s, log)
    assert log == ["add 1"] and M.deciding_seat(s) == 1
    assert M.options(s) == [Pick(1, 2), Pick(1, 3)]
    M.answer(s, Pick(1, 3), log)
    assert s.total == 4 and not s.stack and M.pending(s) is None


def test_a_single_option_is_taken_and_none_ends_the_task() -> None:
    s = Toy(stack=[("pick", 0, ()), ("pick", 0, (5,))])
    log: list = []
    M.run(s, log)
    assert log == ["add 5"] and not s.stack


def test_readiness_decides_instead_of_the_options() -> None:
    s = Toy(stack=[("odd", 0)], total=2)
    M.run(s, [])
    assert not s.stack   # even: dropped without asking
    s = Toy(stack=[("odd", 0)], total=3)
    M.run(s, [])
    assert M.deciding_seat(s) == 0


def test_the_end_of_the_game_clears_the_stack_when_asked() -> None:
    s = Toy(stack=[("pick", 0, (1, 2)), ("add", 9), ("add", 1)])
    M.run(s, [])
    assert s.done and s.stack == [] and M.deciding_seat(s) is None
    keep: Machine[Toy] = Machine(lambda s: s.stack, lambda s: s.done, clear_when_over=False)
    s = Toy(stack=[("pick", 0, (1, 2))], done=True)
    keep.run(s)
    assert s.stack == [("pick", 0, (1, 2))] and keep.pending(s) is None


def test_tasks_encode_as_lists_and_back() -> None:
    task = ("pick", 1, (2, (3, 4)))
    assert plain(task) == ["pick", 1, [2, [3, 4]]]
    assert tupled(plain(task)) == task
