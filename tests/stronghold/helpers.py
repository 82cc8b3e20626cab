"""Small hand-made positions for the Stronghold rule tests (spec §8 conventions)."""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.stronghold import RULES as R
from game.stronghold import assault as A
from game.stronghold import data as D
from game.stronghold.actions import DispatchMove, DispatchNext, StartDispatch
from game.stronghold.state import SHState

SEC = D.SEC
BAS = D.BAS
RAM = D.RAM


def new(players: int = 2, seed: int = 0) -> SHState:
    """The R-01 setup position (basic cards), before round 1's income."""
    return R.setup({"players": players, "basic": True}, seed)


def defender_turn(s: SHState, hg: int, d: int = 0, phase: int = 2) -> int:
    s.stage, s.phase, s.cur_def = "defend", phase, d
    s.hg[d] = hg
    s.def_ended = [False] * s.n_def
    return s.n_att + d


def attacker_phase(s: SHState, phase: int, a: int = 0) -> None:
    s.stage, s.phase, s.cur_att = "attack", phase, a
    s.att_passed = [False] * s.n_att


def no_heroes(s: SHState) -> None:
    s.hero_pos = [-1, -1]


def clear_archers(s: SHState) -> None:
    for units in s.sec_def:
        units[0] = 0
    s.bastion_archers = [0] * len(D.BASTIONS)


def section(s: SHState, name: str, att: tuple[int, int, int] = (0, 0, 0), dfn: tuple[int, int, int] = (0, 0, 0),
            stone: int = 0, wood: int = 0) -> int:
    i = SEC[name]
    s.wall_att[i] = list(att)
    s.sec_def[i] = list(dfn)
    s.stone[i] = stone
    s.wood[i] = wood
    return i


def run_steps(s: SHState, steps: list[str]) -> list[Event]:
    s.stage, s.phase = "assault", 7
    s.tasks = [[x] for x in steps]
    s.pending, s.adecl = None, []
    s.assault_kills = [0] * len(D.SECTIONS)
    s.casualties = [0, 0]
    events: list[Event] = []
    A.advance(s, events)
    return events


def pick(s: SHState, option: str) -> list[Event]:
    """Answer the pending Assault decision inside the step run (no end-of-Assault flow)."""
    assert s.pending is not None, "no decision pending"
    assert option in s.pending["options"], (option, s.pending)
    events: list[Event] = []
    A.choose(s, s.pending["kind"], option, events)
    return events


def options(s: SHState) -> list[str]:
    assert s.pending is not None
    return list(s.pending["options"])


def start_dispatch(s: SHState, kind: str, a: int = 0) -> None:
    R.apply(s, StartDispatch(a, kind))


def send(s: SHState, src: str, dst: str, unit: str, n: int = 1, a: int = 0) -> None:
    for _ in range(n):
        R.apply(s, DispatchMove(a, src, dst, unit))


def next_step(s: SHState, a: int = 0) -> None:
    R.apply(s, DispatchNext(a, s.dispatch["step"] if s.dispatch.get("waits") else 0))


def done_spent(s: SHState, a: int = 0) -> None:
    """A step with nothing left to move waits for the player's Done (it never ends by itself)."""
    assert s.dispatch is not None
    assert R.legal_actions(s, a) == [DispatchNext(a, s.dispatch["step"])]
    next_step(s, a)


def legal(s: SHState, seat: int) -> list[Any]:
    return R.legal_actions(s, seat)
