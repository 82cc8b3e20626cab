"""The decisions a player takes: the five actions (§4.5), payments card by card, wizard powers,
and the small choices effects ask for (which card, which player, which spell, yes or no).

Choice actions carry a ``text`` written by the engine when it offers them (the verb, the spell,
the player's wizard ...). It is left out of comparisons, so an action built without it is the
same action; it only makes the button read well."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import ClassVar

from game.core.types import Action
from game.madness.data import CARD_ELEM, CARD_NAMES, CARD_VALUE, ELEM_NAMES, SLOT_NAMES, SPELL_NAMES, SPELLS

ZONE_WORDS = {"hand": "hand", "support": "support", "discard": "discard pile"}


def where(zone: str, owner: int, seat: int) -> str:
    word = ZONE_WORDS.get(zone, zone)
    return f"your {word}" if owner == seat else f"P{owner + 1}'s {word}"


def _card(code: int) -> str:
    return "a random card" if code < 0 else CARD_NAMES[code]


def elements(n: int, elem: int) -> str:
    return f"{n} {ELEM_NAMES[elem].lower()}"


@dataclass(frozen=True, slots=True)
class Cast(Action):
    spell: int
    mult: int = 1
    group: ClassVar[str] = "Cast a spell"

    def label(self) -> str:
        _name, elem, level, _eff = SPELLS[self.spell]
        times = f" ×{self.mult}" if self.mult > 1 else ""
        return f"Cast {SPELL_NAMES[self.spell]}{times} (pay {elements(level * self.mult, elem)})"


@dataclass(frozen=True, slots=True)
class Learn(Action):
    element: int
    text: str = field(default="", compare=False)
    group: ClassVar[str] = "Other actions"

    def label(self) -> str:
        what = self.text or f"the {ELEM_NAMES[self.element].lower()} library spell"
        return f"Learn {what} (pay {elements(2, self.element)})"


@dataclass(frozen=True, slots=True)
class Acquire(Action):
    card: int
    group: ClassVar[str] = "Other actions"

    def label(self) -> str:
        v = CARD_VALUE[self.card]
        return f"Acquire {CARD_NAMES[self.card]} (pay {elements(v, CARD_ELEM[self.card])})"


@dataclass(frozen=True, slots=True)
class BreakCurse(Action):
    slot: int
    text: str = field(default="", compare=False)
    group: ClassVar[str] = "Other actions"

    def label(self) -> str:
        return f"Break the curse on {SLOT_NAMES[self.slot]}" + (f" ({self.text})" if self.text else "")


@dataclass(frozen=True, slots=True)
class Banish(Action):
    zone: str
    owner: int
    group: ClassVar[str] = "Other actions"

    def label(self) -> str:
        return f"Banish a madness from {where(self.zone, self.owner, self.seat)} (pay 2 of one element)"


@dataclass(frozen=True, slots=True)
class UsePower(Action):
    text: str = field(default="", compare=False)
    group: ClassVar[str] = "Other actions"

    def label(self) -> str:
        return self.text or "Use your wizard power"


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    text: str = field(default="", compare=False)
    group: ClassVar[str] = "Other actions"

    def label(self) -> str:
        return self.text or "End your actions"


@dataclass(frozen=True, slots=True)
class Pay(Action):
    zone: str
    owner: int
    card: int
    as_elem: int = -1
    group: ClassVar[str] = "Payment"

    def label(self) -> str:
        extra = f" as 1 {ELEM_NAMES[self.as_elem].lower()} (Harold)" if self.as_elem >= 0 else ""
        return f"Pay with {CARD_NAMES[self.card]} from {where(self.zone, self.owner, self.seat)}{extra}"


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
    text: str = field(default="", compare=False)  # a template: "Discard {c} from {w}"
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        w = where(self.zone, self.owner, self.seat)
        if self.text:
            return self.text.format(c=_card(self.card), w=w)
        return f"Choose {_card(self.card)} from {w}"


@dataclass(frozen=True, slots=True)
class PickPlayer(Action):
    player: int
    text: str = field(default="", compare=False)
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return self.text or f"Choose P{self.player + 1}"


@dataclass(frozen=True, slots=True)
class PickSpell(Action):
    owner: int
    spell: int
    text: str = field(default="", compare=False)  # the verb: "Neutralize", "Refresh", "Destroy"
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        whose = "your" if self.owner == self.seat else f"P{self.owner + 1}'s"
        return f"{self.text or 'Choose'} {whose} {SPELL_NAMES[self.spell]}"


@dataclass(frozen=True, slots=True)
class PickLibrary(Action):
    element: int
    depth: int
    text: str = field(default="", compare=False)  # the spell's name when it is face up
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        if self.text:
            where_ = "top card" if self.depth == 0 else f"card {self.depth + 1} from the top"
            return f"Take {self.text} ({ELEM_NAMES[self.element].lower()} library, {where_})"
        where_ = "face-up top card" if self.depth == 0 else f"face-down card {self.depth + 1}"
        return f"Take the {ELEM_NAMES[self.element].lower()} library's {where_}"


@dataclass(frozen=True, slots=True)
class PickElement(Action):
    element: int
    text: str = field(default="", compare=False)
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return self.text or f"Choose {ELEM_NAMES[self.element].lower()}"


@dataclass(frozen=True, slots=True)
class Answer(Action):
    yes: bool
    text: str = field(default="", compare=False)
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return self.text or ("Yes" if self.yes else "No")


@dataclass(frozen=True, slots=True)
class Done(Action):
    text: str = field(default="", compare=False)
    group: ClassVar[str] = "Choice"

    def label(self) -> str:
        return self.text or "Done"


ACTION_TYPES = (Cast, Learn, Acquire, BreakCurse, Banish, UsePower, EndActions, Pay, CancelPayment,
                Pick, PickPlayer, PickSpell, PickLibrary, PickElement, Answer, Done)


_YOUR = re.compile(r"\b([Yy])our\b")


def _theirs(text: str) -> str:
    return _YOUR.sub(lambda m: "Their" if m.group(1) == "Y" else "their", text)


def label_seen_by(action: Action, viewer: int | None) -> str:
    """An action's label as another seat reads it after the actor's name: the zones named from
    the reader's side ("your hand" only for the reader's own), the actor's things as theirs
    ("P1 Alice: Pay with Water 1 from P1's hand", not "... from your hand")."""
    if viewer == action.seat:
        return action.label()
    reader = viewer if viewer is not None else -1
    if isinstance(action, Pick):
        return dataclasses.replace(action, seat=reader, text=_theirs(action.text)).label()
    if isinstance(action, Pay | Banish | PickSpell):
        return dataclasses.replace(action, seat=reader).label()
    return _theirs(action.label())
