"""Every decision a D-Day Dice player makes (§4.18), as small frozen actions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.types import Action
from game.dday.data import BONUS_NAMES, COLOURS, FACES
from game.dday.tr import N_, _

RES_LABEL = {"soldiers": "soldier", "courage": "courage", "stars": "star", "points": "equipment point"}


def _res(what: str, n: int) -> str:
    """``n`` of a resource in words ("3 soldiers", "1 courage", "2 equipment points")."""
    if what == "soldiers":
        return _.n("{count} soldier", "{count} soldiers", n)
    if what == "stars":
        return _.n("{count} star", "{count} stars", n)
    if what == "points":
        return _.n("{count} equipment point", "{count} equipment points", n)
    return _.n("{count} courage", "{count} courage", n)


SACRIFICE_WHY = {"Combat Photographer": N_("keep this roll for next turn"),
                 "Grenadier": N_("silence the machine guns here for good"),
                 "Point Man": N_("stay one more turn")}


def _die(i: int) -> str:
    return _("die {n}", n=i + 1)


def _to(target: int) -> str:
    return _(" to player {n}", n=target + 1) if target >= 0 else ""


# ---------------------------------------------------------------- phase 1: rolling (§4.2)
@dataclass(frozen=True, slots=True)
class SetAside(Action):
    die: int
    group: ClassVar[str] = N_("Roll")

    def label(self) -> str:
        return _("Set {die} aside (5 dice here)", die=_die(self.die))


@dataclass(frozen=True, slots=True)
class RollDice(Action):
    group: ClassVar[str] = N_("Roll")

    def label(self) -> str:
        return _("Roll the dice")


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    group: ClassVar[str] = N_("Roll")

    def label(self) -> str:
        return _("Private Mulligan: re-roll all dice")


@dataclass(frozen=True, slots=True)
class LockDie(Action):
    die: int
    group: ClassVar[str] = N_("Roll")

    def label(self) -> str:
        return _("Lock {die}", die=_die(self.die))


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    dice: tuple[int, ...]
    group: ClassVar[str] = N_("Roll")

    def label(self) -> str:
        if len(self.dice) == 1:
            return _("Re-roll die {n}", n=self.dice[0] + 1)
        return _("Re-roll dice {list}", list=", ".join(str(d + 1) for d in self.dice))


@dataclass(frozen=True, slots=True)
class StopRolling(Action):
    group: ClassVar[str] = N_("Roll")

    def label(self) -> str:
        return _("Keep this final roll")


# ---------------------------------------------------------------- windows (§4.1)
@dataclass(frozen=True, slots=True)
class Pass(Action):
    group: ClassVar[str] = N_("Turn")

    def label(self) -> str:
        return _("Pass")


@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """A specialist's or vehicle's own ability: Corporal, Jeep (re-roll ``die``), Captain (``die``
    to colour ``value``), Combat Photographer, Grenadier, Point Man, Sharpshooter."""

    name: str
    die: int = -1
    value: int = -1
    group: ClassVar[str] = N_("Abilities")

    def label(self) -> str:
        if self.name in ("Corporal", "Jeep"):
            return _("{name}: re-roll {die}", name=_(self.name), die=_die(self.die))
        if self.name == "Captain":
            return _("Captain: make {die} {colour}", die=_die(self.die), colour=_(COLOURS[self.value]))
        if self.name in SACRIFICE_WHY:
            return _("Sacrifice the {name} ({why})", name=_(self.name), why=_(SACRIFICE_WHY[self.name]))
        if self.name == "War Correspondent":
            return _("Sacrifice the War Correspondent: swap sectors with player {n}", n=self.value + 1)
        if self.name == "Sharpshooter":
            return _("Sharpshooter: ignore this skull")
        return _("Use the {name}", name=_(self.name))


@dataclass(frozen=True, slots=True)
class UseItem(Action):
    item: str
    die: int = -1
    value: int = -1
    target: int = -1
    sector: str = ""
    group: ClassVar[str] = N_("Items")

    def label(self) -> str:
        if self.sector == "d6":
            return _("Use Binoculars: make d6 #{n} show {value}", n=self.die + 1, value=self.value)
        return _("Use {item}{extra}", item=_(self.item), extra=self.extra())

    def extra(self) -> str:
        """What the label says after the item's name (": die 2 -> Star")."""
        extra = ""
        if self.item in ("Binoculars", "Rangefinder") and self.die >= 0:
            extra = _(": {die} -> {face}", die=_die(self.die), face=_(FACES[self.value]))
        elif self.item == "Strategic Map":
            extra = _(": {die} -> {colour}", die=_die(self.die), colour=_(COLOURS[self.value]))
        elif self.item == "Ammo Box":
            extra = _(": skulls -> {face}", face=_(FACES[self.value]))
        elif self.item == "Lucky Charm":
            extra = _(": +1 star") if self.value == 0 else _(": +1 courage")
        elif self.item == "Shoulder Patch":
            extra = _(": recruit the {name}", name=_(self.sector))
        elif self.item == "Mortar":
            extra = _(" on sector {sector}", sector=self.sector)
        elif self.item == "Amphetamines" and self.value >= 0:
            extra = _(": +3 soldiers") if self.value == 0 else _(": Battle Cry move")
        elif self.item == "Command Jacket" and self.target >= 0:
            extra = _(": +2 courage{to}", to=_to(self.target))
        elif self.item == "Dispatch Case":
            extra = _(": copy player {n}'s roll", n=self.target + 1)
        return extra


@dataclass(frozen=True, slots=True)
class PlayDecoration(Action):
    name: str
    value: int = -1
    target: int = -1
    choice: str = ""
    group: ClassVar[str] = N_("Decorations")

    def label(self) -> str:
        extra = f" ({_(self.choice)})" if self.choice else ""
        if self.value >= 0:
            extra = f" ({_(BONUS_NAMES[self.value])})"
        return _("Play {name}{extra}{to}", name=_(self.name), extra=extra, to=_to(self.target))


@dataclass(frozen=True, slots=True)
class ProposeSwap(Action):
    """§4.13.2 Lieutenant: offer own ``die`` for ``target``'s ``their_die``."""

    die: int
    target: int
    their_die: int
    group: ClassVar[str] = N_("Lieutenant")

    def label(self) -> str:
        return _("Offer {die} for player {n}'s {their}", die=_die(self.die), n=self.target + 1,
                 their=_die(self.their_die))


@dataclass(frozen=True, slots=True)
class AnswerSwap(Action):
    accept: bool
    group: ClassVar[str] = N_("Lieutenant")

    def label(self) -> str:
        return _("Accept the swap") if self.accept else _("Refuse the swap")


@dataclass(frozen=True, slots=True)
class PoolSwap(Action):
    """§4.15 solo Lieutenant: swap own ``die`` with the trade pool's die ``index``."""

    die: int
    index: int
    group: ClassVar[str] = N_("Lieutenant")

    def label(self) -> str:
        return _("Swap {die} with pool die {n}", die=_die(self.die), n=self.index + 1)


# ---------------------------------------------------------------- phase 2: upkeep (§4.3)
@dataclass(frozen=True, slots=True)
class ChooseColour(Action):
    colour: int
    group: ClassVar[str] = N_("Upkeep")

    def label(self) -> str:
        return _("Colour the added result {colour}", colour=_(COLOURS[self.colour]))


@dataclass(frozen=True, slots=True)
class Leadership(Action):
    """Leadership: ``face`` >= 0 adds a White result of that face, else +2 courage to ``target``."""

    face: int = -1
    target: int = -1
    group: ClassVar[str] = N_("Upkeep")

    def label(self) -> str:
        if self.face >= 0:
            return _("Leadership: add a White {face}", face=_(FACES[self.face]))
        if self.target < 0:
            return _("Leadership: no other unit to take the courage (lost)")
        return _("Leadership: +2 courage{to}", to=_to(self.target))


@dataclass(frozen=True, slots=True)
class ChooseDecoration(Action):
    name: str
    group: ClassVar[str] = N_("Upkeep")

    def label(self) -> str:
        return _("Straight: take the {name}", name=_(self.name))


@dataclass(frozen=True, slots=True)
class CancelResult(Action):
    face: int
    group: ClassVar[str] = N_("Upkeep")

    def label(self) -> str:
        return _("Skull cancels a {face}", face=_(FACES[self.face]))


@dataclass(frozen=True, slots=True)
class BonusChoice(Action):
    """Option of an RWB bonus (``bonus`` = its face): Reinforcements' recipient, Battle Cry
    (0 soldiers / 1 move), Special Find (0 item / 1 stars)."""

    bonus: int
    option: int = 0
    target: int = -1
    group: ClassVar[str] = N_("Upkeep")

    def label(self) -> str:
        name = _(BONUS_NAMES[self.bonus])
        if self.bonus == 2:
            return _("{name}: +4 soldiers{to}", name=name, to=_to(self.target))
        if self.bonus == 4:
            what = _("+3 soldiers") if self.option == 0 else _("free move this turn")
            return f"{name}: {what}"
        if self.bonus == 5:
            what = _("take an item from the discard pile") if self.option == 0 else _("+2 stars")
            return f"{name}: {what}"
        return name


# ---------------------------------------------------------------- phase 3 (§4.5, §4.13)
@dataclass(frozen=True, slots=True)
class Recruit(Action):
    name: str
    group: ClassVar[str] = N_("Recruit")

    def label(self) -> str:
        return _("Recruit the {name}", name=_(self.name))


@dataclass(frozen=True, slots=True)
class FindItem(Action):
    name: str
    special: bool = False
    group: ClassVar[str] = N_("Recruit")

    def label(self) -> str:
        if self.special:
            return _("Special Find: {name}", name=_(self.name))
        return _("Find: {name}", name=_(self.name))


@dataclass(frozen=True, slots=True)
class BuyDecoration(Action):
    group: ClassVar[str] = N_("Recruit")

    def label(self) -> str:
        return _("Buy a decoration (6 courage)")


@dataclass(frozen=True, slots=True)
class Abandon(Action):
    """§4.11 a vehicle may be abandoned (out of the game), e.g. to make room for another."""

    vehicle: str
    group: ClassVar[str] = N_("Items")

    def label(self) -> str:
        return _("Abandon the {name} (out of the game)", name=_(self.vehicle))


@dataclass(frozen=True, slots=True)
class Give(Action):
    target: int
    what: str
    amount: int = 1
    group: ClassVar[str] = N_("Trade")

    def label(self) -> str:
        if self.what in RES_LABEL:
            return _("Give {what}{to}", what=_res(self.what, self.amount), to=_to(self.target))
        return _("Give the {name}{to}", name=_(self.what), to=_to(self.target))


# ---------------------------------------------------------------- phase 4 (§4.6)
@dataclass(frozen=True, slots=True)
class Move(Action):
    dest: str
    whistle: bool = False
    sacrifice: str = ""
    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        extra = _(" with the Whistle") if self.whistle else ""
        if self.sacrifice:
            extra += _(", sacrificing the {name}", name=_(self.sacrifice))
        if self.dest.startswith("B"):
            return _("Move to the bunker{extra}", extra=extra)
        return _("Move to sector {sector}{extra}", sector=self.dest, extra=extra)


@dataclass(frozen=True, slots=True)
class Stay(Action):
    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        return _("Stay in this sector")


@dataclass(frozen=True, slots=True)
class Defer(Action):
    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        return _("Wait: move after the others")


@dataclass(frozen=True, slots=True)
class AskHelp(Action):
    """§4.6 a unit that must move and cannot asks a unit it may trade with (§4.13) for what it
    lacks (courage, a Whistle ...) before it is lost."""

    target: int
    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        return _("Ask player {n} for help", n=self.target + 1)


@dataclass(frozen=True, slots=True)
class CannotMove(Action):
    """§4.6 the unit must move and cannot: it is destroyed (§1.4)."""

    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        return _("Give up: the unit cannot move and is lost")


@dataclass(frozen=True, slots=True)
class JoinMove(Action):
    accept: bool
    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        return _("Join the move") if self.accept else _("Do not join")


@dataclass(frozen=True, slots=True)
class PressOn(Action):
    """§5.18 after taking the Merville bunker: stay in play for the Sword bunker, or leave safe."""

    accept: bool
    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        return _("Press on to the Sword bunker") if self.accept else _("Leave the battle (safe)")


# ---------------------------------------------------------------- casualties (§4.8)
@dataclass(frozen=True, slots=True)
class Save(Action):
    """A save on the pending casualty event: Medic, Ambulance, Paratrooper, Hero (``pay``)."""

    by: str
    pay: str = ""
    amount: int = 1
    group: ClassVar[str] = N_("Casualties")

    def label(self) -> str:
        if self.by == "Hero":
            if self.amount > 1:
                return _("Hero: pay {what} to save {n} soldiers", what=_res(self.pay, self.amount),
                         n=self.amount)
            return _("Hero: pay {what} to save a soldier", what=_res(self.pay, 1))
        if self.by == "Paratrooper":
            return _("Sacrifice the Paratrooper (save up to 6)")
        return _("{name}: save 1 soldier", name=_(self.by))


@dataclass(frozen=True, slots=True)
class LoseSoldiers(Action):
    group: ClassVar[str] = N_("Casualties")

    def label(self) -> str:
        return _("Take the losses from plain soldiers")


@dataclass(frozen=True, slots=True)
class LoseSpecialist(Action):
    name: str
    group: ClassVar[str] = N_("Casualties")

    def label(self) -> str:
        return _("Lose the {name}", name=_(self.name))


ACTION_TYPES = (SetAside, RollDice, Mulligan, LockDie, Reroll, StopRolling, Pass, UseAbility, UseItem,
                PlayDecoration, ProposeSwap, AnswerSwap, PoolSwap, ChooseColour, Leadership,
                ChooseDecoration, CancelResult, BonusChoice, Recruit, FindItem, BuyDecoration, Give,
                Abandon,
                Move, Stay, Defer, JoinMove, PressOn, Save, LoseSoldiers, LoseSpecialist, AskHelp,
                CannotMove)
