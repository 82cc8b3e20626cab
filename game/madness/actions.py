"""The decisions a player takes: the five actions (§4.5), payments card by card, wizard powers,
and the small choices effects ask for (which card, which player, which spell, yes or no)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.types import Action
from game.madness.data import CARD_NAMES, ELEM_NAMES, SLOT_NAMES, SPELL_NAMES

ZONE_WORDS = {"hand": "hand", "support": "support", "discard": "discard pile"}


def _where(zone: str, owner: int) -> str:
    return f"P{owner + 1}'s {ZONE_WORDS.get(zone, zone)}"


def _card(code: int) -> str:
    return "a card" if code < 0 else CARD_NAMES[code]


@dataclass(frozen=True, slots=True)
class Cast(Action):
    spell: int
    mult: int = 1
    group: ClassVar[str] = "Actions"

    def label(self) -> str:
        return f"Cast {SPELL_NAMES[self.spell]}" + (f" ×{self.mult}" if self.mult > 1 else "")


@dataclass(frozen=True, slots=True)
class Learn(Action):
    element: int
    group: ClassVar[str] = "Actions"

    def label(self) -> str:
        return f"Learn the {ELEM_NAMES[self.element].lower()} library spell"


@dataclass(frozen=True, slots=True)
class Acquire(Action):
    card: int
    group: ClassVar[str] = "Actions"

    def label(self) -> str:
        return f"Acquire {CARD_NAMES[self.card]}"


@dataclass(frozen=True, slots=True)
class BreakCurse(Action):
    slot: int
    group: ClassVar[str] = "Actions"

    def label(self) -> str:
        return f"Break the curse on {SLOT_NAMES[self.slot]}"


@dataclass(frozen=True, slots=True)
class Banish(Action):
    zone: str
    owner: int
    group: ClassVar[str] = "Actions"

    def label(self) -> str:
        return f"Banish a madness from {_where(self.zone, self.owner)}"


@dataclass(frozen=True, slots=True)
class UsePower(Action):
    group: ClassVar[str] = "Actions"

    def label(self) -> str:
        return "Use your wizard power"


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    group: ClassVar[str] = "Actions"

    def label(self) -> str:
        return "End actions"


@dataclass(frozen=True, slots=True)
class Pay(Action):
    zone: str
    owner: int
    card: int
    as_elem: int = -1
    group: ClassVar[str] = "Payment"

    def label(self) -> str:
        extra = f" as {ELEM_NAMES[self.as_elem].lower()}" if self.as_elem >= 0 else ""
        return f"Pay {CARD_NAMES[self.card]} from {_where(self.zone, self.owner)}{extra}"


@dataclass(frozen=True, slots=True)
class CancelPayment(Action):
    group: ClassVar[str] = "Payment"

    def label(self) -> str:
        return "Cancel this action"


@dataclass(frozen=True, slots=True)
class Pick(Action):
    zone: str
    owner: int
    card: int
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return f"Choose {_card(self.card)} from {_where(self.zone, self.owner)}"


@dataclass(frozen=True, slots=True)
class PickPlayer(Action):
    player: int
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return f"Choose P{self.player + 1}"


@dataclass(frozen=True, slots=True)
class PickSpell(Action):
    owner: int
    spell: int
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return f"Choose P{self.owner + 1}'s {SPELL_NAMES[self.spell]}"


@dataclass(frozen=True, slots=True)
class PickLibrary(Action):
    element: int
    depth: int
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        where = "face-up top card" if self.depth == 0 else f"face-down card {self.depth + 1}"
        return f"Take the {ELEM_NAMES[self.element].lower()} library's {where}"


@dataclass(frozen=True, slots=True)
class PickElement(Action):
    element: int
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return f"Choose {ELEM_NAMES[self.element].lower()}"


@dataclass(frozen=True, slots=True)
class Answer(Action):
    yes: bool
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return "Yes" if self.yes else "No"


@dataclass(frozen=True, slots=True)
class Done(Action):
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return "Done"


ACTION_TYPES = (Cast, Learn, Acquire, BreakCurse, Banish, UsePower, EndActions, Pay, CancelPayment,
                Pick, PickPlayer, PickSpell, PickLibrary, PickElement, Answer, Done)
