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

from game.core.i18n import language
from game.core.types import Action
from game.madness.data import (
    CARD_ELEM,
    CARD_VALUE,
    SLOT_NAMES,
    SPELL_NAMES,
    SPELLS,
    card_name,
    curse_label,
    elem_name,
    elements,
)
from game.madness.tr import N_, _


def where(zone: str, owner: int, seat: int) -> str:
    """The zone a card comes from, as the reader sees it ("your hand", "P2's support"), for the
    place of ``{w}`` in "from {w}" (the context "from": Czech puts the preposition in it)."""
    own = owner == seat
    if zone == "hand":
        return _.p("from", "your hand") if own else _.p("from", "P{n}'s hand", n=owner + 1)
    if zone == "support":
        return _.p("from", "your support") if own else _.p("from", "P{n}'s support", n=owner + 1)
    if zone == "discard":
        return _.p("from", "your discard pile") if own else _.p("from", "P{n}'s discard pile", n=owner + 1)
    return zone


def _card(code: int) -> str:
    return _("a random card") if code < 0 else card_name(code)


def _args(text: str) -> tuple[str, str]:
    """A choice's text: its English template, and after "|" a value kept with it (a card code, a
    seat's name) that the template's ``{h}`` / ``{p}`` shows."""
    tpl, _sep, arg = text.partition("|")
    return tpl, arg


def cost_text(need: tuple) -> str:
    """A cost in words: ``4 water + 1 fire``, or ``2 of one element``."""
    if need[4]:
        return _("{n} of one element", n=need[4])
    return " + ".join(elements(k, e) for e, k in enumerate(need[:4]) if k)


@dataclass(frozen=True, slots=True)
class Cast(Action):
    spell: int
    mult: int = 1
    group: ClassVar[str] = N_("Cast a spell")

    def label(self) -> str:
        _name, elem, level, _eff = SPELLS[self.spell]
        times = f" ×{self.mult}" if self.mult > 1 else ""
        return _("Cast {spell}{times} (pay {cost})", spell=_(SPELL_NAMES[self.spell]), times=times,
                 cost=elements(level * self.mult, elem))


@dataclass(frozen=True, slots=True)
class Learn(Action):
    element: int
    text: str = field(default="", compare=False)
    group: ClassVar[str] = N_("Other actions")

    def label(self) -> str:
        if self.text:
            return _("Learn {spell} (pay {cost})", spell=_(self.text), cost=elements(2, self.element))
        return _("Learn the {element} library spell (pay {cost})", element=elem_name(self.element),
                 cost=elements(2, self.element))


@dataclass(frozen=True, slots=True)
class Acquire(Action):
    card: int
    group: ClassVar[str] = N_("Other actions")

    def label(self) -> str:
        v = CARD_VALUE[self.card]
        return _("Acquire {card} (pay {cost})", card=card_name(self.card), cost=elements(v, CARD_ELEM[self.card]))


@dataclass(frozen=True, slots=True)
class BreakCurse(Action):
    slot: int
    text: str = field(default="", compare=False)
    group: ClassVar[str] = N_("Other actions")

    def label(self) -> str:
        slot = _(SLOT_NAMES[self.slot])
        code, _sep, need = self.text.partition(":")
        if code.isdigit() and need:   # "curse code:cost" (see action_phase.act_options)
            cost = tuple(int(x) for x in need.split(","))
            return _("Break the curse on {slot} ({curse}, pay {cost})", slot=slot,
                     curse=curse_label(int(code)), cost=cost_text(cost))
        if self.text:
            return _("Break the curse on {slot} ({what})", slot=slot, what=self.text)
        return _("Break the curse on {slot}", slot=slot)


@dataclass(frozen=True, slots=True)
class Banish(Action):
    zone: str
    owner: int
    group: ClassVar[str] = N_("Other actions")

    def label(self) -> str:
        return _("Banish a madness from {w} (pay 2 of one element)", w=where(self.zone, self.owner, self.seat))


@dataclass(frozen=True, slots=True)
class UsePower(Action):
    text: str = field(default="", compare=False)
    group: ClassVar[str] = N_("Other actions")

    def label(self) -> str:
        return _(self.text) if self.text else _("Use your wizard power")


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    text: str = field(default="", compare=False)
    group: ClassVar[str] = N_("Other actions")

    def label(self) -> str:
        return _(self.text) if self.text else _("End your actions")


@dataclass(frozen=True, slots=True)
class Pay(Action):
    zone: str
    owner: int
    card: int
    as_elem: int = -1
    group: ClassVar[str] = N_("Payment")

    def label(self) -> str:
        w = where(self.zone, self.owner, self.seat)
        if self.as_elem >= 0:
            return _("Pay with {card} from {w} as {cost} (Harold)", card=card_name(self.card), w=w,
                     cost=elements(1, self.as_elem))
        return _("Pay with {card} from {w}", card=card_name(self.card), w=w)


@dataclass(frozen=True, slots=True)
class CancelPayment(Action):
    group: ClassVar[str] = N_("Payment")

    def label(self) -> str:
        return _("Cancel this action")


@dataclass(frozen=True, slots=True)
class Pick(Action):
    zone: str
    owner: int
    card: int
    text: str = field(default="", compare=False)  # a template: "Discard {c} from {w}"
    group: ClassVar[str] = N_("Choice")

    def label(self) -> str:
        w = where(self.zone, self.owner, self.seat)
        if self.text:
            tpl, held = _args(self.text)
            h = card_name(int(held)) if held.isdigit() else held
            return _(tpl, c=_card(self.card), w=w, h=h)
        return _("Choose {c} from {w}", c=_card(self.card), w=w)


@dataclass(frozen=True, slots=True)
class PickPlayer(Action):
    player: int
    text: str = field(default="", compare=False)
    group: ClassVar[str] = N_("Choice")

    def label(self) -> str:
        if self.text:
            tpl, who = _args(self.text)
            return _(tpl, p=who) if who else tpl   # a bare seat name stays as it is
        return _("Choose P{n}", n=self.player + 1)


@dataclass(frozen=True, slots=True)
class PickSpell(Action):
    owner: int
    spell: int
    text: str = field(default="", compare=False)  # the verb: "Neutralize", "Refresh", "Destroy"
    group: ClassVar[str] = N_("Choice")

    def label(self) -> str:
        verb = _(self.text) if self.text else _("Choose")
        spell = _(SPELL_NAMES[self.spell])
        if self.owner == self.seat:
            return _("{verb} your {spell}", verb=verb, spell=spell)
        return _("{verb} P{n}'s {spell}", verb=verb, n=self.owner + 1, spell=spell)


@dataclass(frozen=True, slots=True)
class PickLibrary(Action):
    element: int
    depth: int
    text: str = field(default="", compare=False)  # the spell's name when it is face up
    group: ClassVar[str] = N_("Choice")

    def label(self) -> str:
        elem = elem_name(self.element)
        if self.text:
            if self.depth == 0:
                return _("Take {spell} ({element} library, top card)", spell=_(self.text), element=elem)
            return _("Take {spell} ({element} library, card {k} from the top)", spell=_(self.text),
                     element=elem, k=self.depth + 1)
        if self.depth == 0:
            return _("Take the {element} library's face-up top card", element=elem)
        return _("Take the {element} library's face-down card {k}", element=elem, k=self.depth + 1)


@dataclass(frozen=True, slots=True)
class PickElement(Action):
    element: int
    text: str = field(default="", compare=False)
    group: ClassVar[str] = N_("Choice")

    def label(self) -> str:
        if self.text:
            tpl, code = _args(self.text)
            return _(tpl, c=card_name(int(code))) if code.isdigit() else _(tpl)
        return _("Choose {element}", element=elem_name(self.element))


@dataclass(frozen=True, slots=True)
class Answer(Action):
    yes: bool
    text: str = field(default="", compare=False)
    group: ClassVar[str] = N_("Choice")

    def label(self) -> str:
        return _(self.text) if self.text else _("Yes") if self.yes else _("No")


@dataclass(frozen=True, slots=True)
class Done(Action):
    text: str = field(default="", compare=False)
    group: ClassVar[str] = N_("Choice")

    def label(self) -> str:
        return _(self.text) if self.text else _("Done")


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
    if language() != "en":   # other languages word the choices so that they read for anyone
        if isinstance(action, Pick | Pay | Banish | PickSpell):
            return dataclasses.replace(action, seat=reader).label()
        return action.label()
    if isinstance(action, Pick):
        return dataclasses.replace(action, seat=reader, text=_theirs(action.text)).label()
    if isinstance(action, Pay | Banish | PickSpell):
        return dataclasses.replace(action, seat=reader).label()
    return _theirs(action.label())
