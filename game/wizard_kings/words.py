"""Places by name in what the engine writes: a move's log line ("E2 (Elves) moves from Logyn to
the forest hex south-west of Logyn") and an action told with place names (``describe``), for
the table's log and anything else a player reads. Map coordinates stay in the records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.events import UnitMoved
from game.wizard_kings import actions as A
from game.wizard_kings import movement as mv
from game.wizard_kings import names
from game.wizard_kings.data import BLOCKS
from game.wizard_kings.tr import _

Hex = tuple[int, int]


@dataclass(frozen=True)
class Moved(UnitMoved):
    """A unit moved (animated along ``path`` like any ``UnitMoved``), told by place names."""

    where: str = ""

    def text(self) -> str:
        return _("{unit} {where}", unit=self.unit, where=self.where) if self.where else super().text()


def place(state: Any, h: Hex) -> str:
    return mv.board(state).hex_name(h)


def moved(state: Any, seat: int | None, unit: str, path: tuple[Hex, ...]) -> Moved:
    """The event of a unit going along ``path`` (its start first)."""
    if len(path) >= 2:
        where = _("moves from {start} to {dest}", start=place(state, path[0]), dest=place(state, path[-1]))
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
        sail = isinstance(action, A.NavalMove)
        dest = action.path[-1]
        if u is None:
            text = (_("Sail {unit} to {dest}", unit=what, dest=place(state, dest)) if sail else
                    _("Move {unit} to {dest}", unit=what, dest=place(state, dest)))
        else:
            text = (_("Sail {unit} from {start} to {dest}", unit=what, start=place(state, u[2]),
                      dest=place(state, dest)) if sail else
                    _("Move {unit} from {start} to {dest}", unit=what, start=place(state, u[2]),
                      dest=place(state, dest)))
        if u is not None and isinstance(action, A.Move) and len(action.path) > 1 and \
                mv.enters_battle(state, mv.occupancy(state), u[1], dest):
            # the side matters (4.6, 5.4)
            text = _("{move}, entering from {side}", move=text, side=place(state, action.path[-2]))
        return text
    if isinstance(action, A.Retreat | A.Regroup):
        if isinstance(action, A.Retreat):
            return _first_up(_("{unit} retreats to {dest}", unit=_unit(state, action.unit),
                               dest=place(state, action.dest)))
        return _first_up(_("{unit} regroups to {dest}", unit=_unit(state, action.unit),
                           dest=place(state, action.dest)))
    if isinstance(action, A.Deploy | A.BuildUnit):
        b = BLOCKS[action.block]
        if isinstance(action, A.Deploy):
            return _("Deploy a {block} ({rating}) at strength 1 in {city}", block=_(b.name), rating=b.rating,
                     city=place(state, action.city))
        return _("Build a {block} ({rating}) at strength 1 in {city}", block=_(b.name), rating=b.rating,
                 city=place(state, action.city))
    if isinstance(action, A.ChooseCapital):
        return _("Found the {army} capital in {city}", army=names.army(action.army), city=place(state, action.city))
    if isinstance(action, A.ChooseBattle):
        return _("Fight the battle at {place} next", place=place(state, action.hex))
    if isinstance(action, A.GiveUpGold):
        return _("Give up the gold left in {city}", city=place(state, action.city))
    if isinstance(action, A.MoveSpell) and action.dest is not None:
        return _first_up(_("{wizard} casts {spell} on {target} to {dest}", wizard=_unit(state, action.wizard),
                           spell=names.spell(action.spell), target=_unit(state, action.target),
                           dest=place(state, action.dest)))
    return action.label()


def _named_unit(state: Any, uid: str) -> str:
    u = state.units.get(uid)
    if u is None or u[0] not in BLOCKS:
        return uid
    return _("the {block} {uid}", block=_(BLOCKS[u[0]].name), uid=uid)


def _first_up(text: str) -> str:
    return text[:1].upper() + text[1:]
