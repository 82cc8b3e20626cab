"""Places by name in what the engine writes: a move's log line ("E2 (Elves) moves from Logyn to
the forest hex south-west of Logyn") and an action told with place names (``describe``), for
the table's log and anything else a player reads. Map coordinates stay in the records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.events import UnitMoved
from game.wizard_kings import actions as A
from game.wizard_kings import movement as mv
from game.wizard_kings.data import BLOCKS

Hex = tuple[int, int]


@dataclass(frozen=True)
class Moved(UnitMoved):
    """A unit moved (animated along ``path`` like any ``UnitMoved``), told by place names."""

    where: str = ""

    def text(self) -> str:
        return f"{self.unit} {self.where}" if self.where else super().text()


def place(state: Any, h: Hex) -> str:
    return mv.board(state).hex_name(h)


def moved(state: Any, seat: int | None, unit: str, path: tuple[Hex, ...]) -> Moved:
    """The event of a unit going along ``path`` (its start first)."""
    if len(path) >= 2:
        where = f"moves from {place(state, path[0])} to {place(state, path[-1])}"
    else:
        where = ""
    return Moved(seat, unit, tuple(path), where)


def describe(state: Any, action: Any, viewer: int | None = None) -> str:
    """``action`` with place names instead of coordinates, as ``viewer`` may read it: its own
    player reads which block moved, any other seat only the block's id (what the table shows:
    the block is face down, its path in sight). Secret orders never reach here for another seat
    (``public.public_label`` words them first)."""
    own = viewer == action.seat

    def _unit(state: Any, uid: str) -> str:
        return _named_unit(state, uid) if own else uid
    if isinstance(action, A.Move | A.NavalMove):
        u = state.units.get(action.unit)
        what = _unit(state, action.unit)
        how = "Sail" if isinstance(action, A.NavalMove) else "Move"
        text = f"{how} {what}"
        if u is not None:
            text += f" from {place(state, u[2])}"
        dest = action.path[-1]
        text += f" to {place(state, dest)}"
        if u is not None and isinstance(action, A.Move) and len(action.path) > 1 and \
                mv.enters_battle(state, mv.occupancy(state), u[1], dest):
            text += f", entering from {place(state, action.path[-2])}"   # the side matters (4.6, 5.4)
        return text
    if isinstance(action, A.Retreat | A.Regroup):
        verb = "retreats" if isinstance(action, A.Retreat) else "regroups"
        return _first_up(f"{_unit(state, action.unit)} {verb} to {place(state, action.dest)}")
    if isinstance(action, A.Deploy | A.BuildUnit):
        verb = "Deploy" if isinstance(action, A.Deploy) else "Build"
        b = BLOCKS[action.block]
        return f"{verb} a {b.name} ({b.rating}) at strength 1 in {place(state, action.city)}"
    if isinstance(action, A.ChooseCapital):
        return f"Found the {action.army} capital in {place(state, action.city)}"
    if isinstance(action, A.ChooseBattle):
        return f"Fight the battle at {place(state, action.hex)} next"
    if isinstance(action, A.GiveUpGold):
        return f"Give up the gold left in {place(state, action.city)}"
    if isinstance(action, A.MoveSpell) and action.dest is not None:
        return _first_up(f"{_unit(state, action.wizard)} casts {action.spell} on {_unit(state, action.target)} "
                         f"to {place(state, action.dest)}")
    return action.label()


def _named_unit(state: Any, uid: str) -> str:
    u = state.units.get(uid)
    if u is None or u[0] not in BLOCKS:
        return uid
    return f"the {BLOCKS[u[0]].name} {uid}"


def _first_up(text: str) -> str:
    return text[:1].upper() + text[1:]
