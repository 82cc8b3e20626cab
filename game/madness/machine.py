"""Madness's task machine: the core decision machine (game/core/machine.py) on a MadnessState.

Every rules module declares its ops here with ``@auto(op)`` and ``decision(op, Decision(...))``;
the stack is ``state.tasks`` and the game is over once ``state.over`` leaves ONGOING.
"""

from __future__ import annotations

from game.core.machine import Decision, Machine, plain, tupled
from game.madness.state import ONGOING, MadnessState

MACHINE: Machine[MadnessState] = Machine(lambda s: s.tasks, lambda s: s.over != ONGOING)

AUTO = MACHINE.autos
DECISIONS = MACHINE.decisions
auto = MACHINE.auto
decision = MACHINE.decision
run = MACHINE.run
pending = MACHINE.pending
deciding_seat = MACHINE.deciding_seat
options = MACHINE.options
answer = MACHINE.answer

__all__ = ["AUTO", "DECISIONS", "MACHINE", "Decision", "answer", "auto", "decision", "deciding_seat",
           "options", "pending", "plain", "run", "tupled"]
