"""Wizard Kings' decision machine: the core machine (game/core/machine.py) on a WKState.

The stack is ``state.pending``: the decisions of set-up (armies, maps, rosters) and of the turn
(pins, heals, hits, retreats, dispels, sides, regroups ...), each a record whose first field
names its kind, with spells waiting under a Dispel as ops that run on their own. The phases'
own turns (deploy, move, fight, build) come when the stack is empty. ``flow`` and ``setup``
declare the ops; every op's functions take the events list as their last argument.
"""

from __future__ import annotations

from game.core.machine import Decision, Machine
from game.wizard_kings.state import WKState

# the end of a game clears the stack itself (scenarios), as its saves have always held
MACHINE: Machine[WKState] = Machine(lambda s: s.pending, lambda s: s.result is not None,
                                    clear_when_over=False)


def wait(s: WKState, t: object, *ctx: object) -> bool:
    """A decision that stays due until it is answered."""
    return True


__all__ = ["MACHINE", "Decision", "wait"]
