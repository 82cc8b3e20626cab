"""D-Day Dice's own events: a roll that says which dice it threw and where they land.

``DiceThrown`` is a ``DiceRolled`` (it animates and logs like one) that also names, for each die,
the place it belongs to: ``die:<seat>:<index>`` for a unit's custom die, the sector id for a
machine-gun, minefield or other d6 rolled on a sector. A board uses them to land each die on its
own spot and to hide the dice in flight; ``faces`` name the colour too ("Red Skull").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.events import DiceRolled, Event, SeatName, player_number
from game.dday.data import COLOURS, FACE_SHORT
from game.dday.tr import _


@dataclass(frozen=True)
class DiceThrown(DiceRolled):
    spots: tuple[str, ...] = ()


@dataclass(frozen=True)
class SaveMade(Event):
    """A save on a casualty event (§4.8): ``name`` is who saved (Medic, Ambulance, Hero,
    Paratrooper), ``delta`` the soldiers spared; it pops up where the saver is."""

    animation: ClassVar[str] = "value"
    seat: int
    name: str
    delta: int

    def text(self) -> str:
        return self.named(player_number)

    def named(self, name: SeatName) -> str:
        return _("{who}: the {name} saves {n}.", who=name(self.seat), name=_(self.name), n=self.delta)


def die_spot(seat: int, index: int) -> str:
    """The place word of one custom die of a unit."""
    return f"die:{seat}:{index}"


def face_name(code: int) -> str:
    """What a custom die shows, colour first: ``"Red 1S"``, ``"Blue Skull"``."""
    return f"{COLOURS[code // 6]} {FACE_SHORT[code % 6]}"


def custom_roll(seat: int, codes: list[int], indices: list[int], purpose: str) -> DiceThrown:
    """A throw of a unit's custom dice (``codes`` as stored: colour * 6 + face)."""
    return DiceThrown(seat, tuple(c % 6 + 1 for c in codes), tuple(face_name(c) for c in codes),
                      purpose=purpose, spots=tuple(die_spot(seat, i) for i in indices))


def d6_roll(seat: int | None, values: list[int], sector: str, purpose: str) -> DiceThrown:
    """Plain d6 rolled on a sector (machine-gun fire, minefield, the Sword table ...)."""
    return DiceThrown(seat, tuple(values), purpose=purpose, spots=(sector,) * len(values))
