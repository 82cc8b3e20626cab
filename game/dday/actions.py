"""Every decision a D-Day Dice player makes (§4.18), as small frozen actions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.types import Action
from game.dday.data import BONUS_NAMES, COLOURS, FACES

RES_LABEL = {"soldiers": "soldier", "courage": "courage", "stars": "star", "points": "equipment point"}


SACRIFICE_WHY = {"Combat Photographer": "keep this roll for next turn",
                 "Grenadier": "silence the machine guns here for good",
                 "Point Man": "stay one more turn"}


def _die(i: int) -> str:
    return f"die {i + 1}"


def _to(target: int) -> str:
    return f" to player {target + 1}" if target >= 0 else ""


# ---------------------------------------------------------------- phase 1: rolling (§4.2)
@dataclass(frozen=True, slots=True)
class SetAside(Action):
    die: int
    group: ClassVar[str] = "Roll"

    def label(self) -> str:
        return f"Set {_die(self.die)} aside (5 dice here)"


@dataclass(frozen=True, slots=True)
class RollDice(Action):
    group: ClassVar[str] = "Roll"

    def label(self) -> str:
        return "Roll the dice"


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    group: ClassVar[str] = "Roll"

    def label(self) -> str:
        return "Private Mulligan: re-roll all dice"


@dataclass(frozen=True, slots=True)
class LockDie(Action):
    die: int
    group: ClassVar[str] = "Roll"

    def label(self) -> str:
        return f"Lock {_die(self.die)}"


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    dice: tuple[int, ...]
    group: ClassVar[str] = "Roll"

    def label(self) -> str:
        if len(self.dice) == 1:
            return f"Re-roll die {self.dice[0] + 1}"
        return "Re-roll dice " + ", ".join(str(d + 1) for d in self.dice)


@dataclass(frozen=True, slots=True)
class StopRolling(Action):
    group: ClassVar[str] = "Roll"

    def label(self) -> str:
        return "Keep this final roll"


# ---------------------------------------------------------------- windows (§4.1)
@dataclass(frozen=True, slots=True)
class Pass(Action):
    group: ClassVar[str] = "Turn"

    def label(self) -> str:
        return "Pass"


@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """A specialist's or vehicle's own ability: Corporal, Jeep (re-roll ``die``), Captain (``die``
    to colour ``value``), Combat Photographer, Grenadier, Point Man, Sharpshooter."""

    name: str
    die: int = -1
    value: int = -1
    group: ClassVar[str] = "Abilities"

    def label(self) -> str:
        if self.name in ("Corporal", "Jeep"):
            return f"{self.name}: re-roll {_die(self.die)}"
        if self.name == "Captain":
            return f"Captain: make {_die(self.die)} {COLOURS[self.value]}"
        if self.name in SACRIFICE_WHY:
            return f"Sacrifice the {self.name} ({SACRIFICE_WHY[self.name]})"
        if self.name == "War Correspondent":
            return f"Sacrifice the War Correspondent: swap sectors with player {self.value + 1}"
        if self.name == "Sharpshooter":
            return "Sharpshooter: ignore this skull"
        return f"Use the {self.name}"


@dataclass(frozen=True, slots=True)
class UseItem(Action):
    item: str
    die: int = -1
    value: int = -1
    target: int = -1
    sector: str = ""
    group: ClassVar[str] = "Items"

    def label(self) -> str:
        extra = ""
        if self.sector == "d6":
            return f"Use Binoculars: make d6 #{self.die + 1} show {self.value}"
        if self.item in ("Binoculars", "Rangefinder") and self.die >= 0:
            extra = f": {_die(self.die)} -> {FACES[self.value]}"
        elif self.item == "Strategic Map":
            extra = f": {_die(self.die)} -> {COLOURS[self.value]}"
        elif self.item == "Ammo Box":
            extra = f": skulls -> {FACES[self.value]}"
        elif self.item == "Lucky Charm":
            extra = ": +1 star" if self.value == 0 else ": +1 courage"
        elif self.item == "Shoulder Patch":
            extra = f": recruit the {self.sector}"
        elif self.item == "Mortar":
            extra = f" on sector {self.sector}"
        elif self.item == "Amphetamines" and self.value >= 0:
            extra = ": +3 soldiers" if self.value == 0 else ": Battle Cry move"
        elif self.item == "Command Jacket" and self.target >= 0:
            extra = f": +2 courage{_to(self.target)}"
        elif self.item == "Dispatch Case":
            extra = f": copy player {self.target + 1}'s roll"
        return f"Use {self.item}{extra}"


@dataclass(frozen=True, slots=True)
class PlayDecoration(Action):
    name: str
    value: int = -1
    target: int = -1
    choice: str = ""
    group: ClassVar[str] = "Decorations"

    def label(self) -> str:
        extra = f" ({self.choice})" if self.choice else ""
        if self.value >= 0:
            extra = f" ({BONUS_NAMES[self.value]})"
        return f"Play {self.name}{extra}{_to(self.target)}"


@dataclass(frozen=True, slots=True)
class ProposeSwap(Action):
    """§4.13.2 Lieutenant: offer own ``die`` for ``target``'s ``their_die``."""

    die: int
    target: int
    their_die: int
    group: ClassVar[str] = "Lieutenant"

    def label(self) -> str:
        return f"Offer {_die(self.die)} for player {self.target + 1}'s {_die(self.their_die)}"


@dataclass(frozen=True, slots=True)
class AnswerSwap(Action):
    accept: bool
    group: ClassVar[str] = "Lieutenant"

    def label(self) -> str:
        return "Accept the swap" if self.accept else "Refuse the swap"


@dataclass(frozen=True, slots=True)
class PoolSwap(Action):
    """§4.15 solo Lieutenant: swap own ``die`` with the trade pool's die ``index``."""

    die: int
    index: int
    group: ClassVar[str] = "Lieutenant"

    def label(self) -> str:
        return f"Swap {_die(self.die)} with pool die {self.index + 1}"


# ---------------------------------------------------------------- phase 2: upkeep (§4.3)
@dataclass(frozen=True, slots=True)
class ChooseColour(Action):
    colour: int
    group: ClassVar[str] = "Upkeep"

    def label(self) -> str:
        return f"Colour the added result {COLOURS[self.colour]}"


@dataclass(frozen=True, slots=True)
class Leadership(Action):
    """Leadership: ``face`` >= 0 adds a White result of that face, else +2 courage to ``target``."""

    face: int = -1
    target: int = -1
    group: ClassVar[str] = "Upkeep"

    def label(self) -> str:
        if self.face >= 0:
            return f"Leadership: add a White {FACES[self.face]}"
        if self.target < 0:
            return "Leadership: no other unit to take the courage (lost)"
        return f"Leadership: +2 courage{_to(self.target)}"


@dataclass(frozen=True, slots=True)
class ChooseDecoration(Action):
    name: str
    group: ClassVar[str] = "Upkeep"

    def label(self) -> str:
        return f"Straight: take the {self.name}"


@dataclass(frozen=True, slots=True)
class CancelResult(Action):
    face: int
    group: ClassVar[str] = "Upkeep"

    def label(self) -> str:
        return f"Skull cancels a {FACES[self.face]}"


@dataclass(frozen=True, slots=True)
class BonusChoice(Action):
    """Option of an RWB bonus (``bonus`` = its face): Reinforcements' recipient, Battle Cry
    (0 soldiers / 1 move), Special Find (0 item / 1 stars)."""

    bonus: int
    option: int = 0
    target: int = -1
    group: ClassVar[str] = "Upkeep"

    def label(self) -> str:
        name = BONUS_NAMES[self.bonus]
        if self.bonus == 2:
            return f"{name}: +4 soldiers{_to(self.target)}"
        if self.bonus == 4:
            return f"{name}: {'+3 soldiers' if self.option == 0 else 'free move this turn'}"
        if self.bonus == 5:
            return f"{name}: {'take an item from the discard pile' if self.option == 0 else '+2 stars'}"
        return name


# ---------------------------------------------------------------- phase 3 (§4.5, §4.13)
@dataclass(frozen=True, slots=True)
class Recruit(Action):
    name: str
    group: ClassVar[str] = "Recruit"

    def label(self) -> str:
        return f"Recruit the {self.name}"


@dataclass(frozen=True, slots=True)
class FindItem(Action):
    name: str
    special: bool = False
    group: ClassVar[str] = "Recruit"

    def label(self) -> str:
        return f"{'Special Find' if self.special else 'Find'}: {self.name}"


@dataclass(frozen=True, slots=True)
class BuyDecoration(Action):
    group: ClassVar[str] = "Recruit"

    def label(self) -> str:
        return "Buy a decoration (6 courage)"


@dataclass(frozen=True, slots=True)
class Abandon(Action):
    """§4.11 a vehicle may be abandoned (out of the game), e.g. to make room for another."""

    vehicle: str
    group: ClassVar[str] = "Items"

    def label(self) -> str:
        return f"Abandon the {self.vehicle} (out of the game)"


@dataclass(frozen=True, slots=True)
class Give(Action):
    target: int
    what: str
    amount: int = 1
    group: ClassVar[str] = "Trade"

    def label(self) -> str:
        if self.what in RES_LABEL:
            return f"Give {self.amount} {RES_LABEL[self.what]}{'s' if self.amount > 1 and self.what != 'courage' else ''}{_to(self.target)}"
        return f"Give the {self.what}{_to(self.target)}"


# ---------------------------------------------------------------- phase 4 (§4.6)
@dataclass(frozen=True, slots=True)
class Move(Action):
    dest: str
    whistle: bool = False
    sacrifice: str = ""
    group: ClassVar[str] = "Move"

    def label(self) -> str:
        extra = " with the Whistle" if self.whistle else ""
        if self.sacrifice:
            extra += f", sacrificing the {self.sacrifice}"
        return f"Move to {'the bunker' if self.dest.startswith('B') else 'sector ' + self.dest}{extra}"


@dataclass(frozen=True, slots=True)
class Stay(Action):
    group: ClassVar[str] = "Move"

    def label(self) -> str:
        return "Stay in this sector"


@dataclass(frozen=True, slots=True)
class Defer(Action):
    group: ClassVar[str] = "Move"

    def label(self) -> str:
        return "Wait: move after the others"


@dataclass(frozen=True, slots=True)
class AskHelp(Action):
    """§4.6 a unit that must move and cannot asks a unit it may trade with (§4.13) for what it
    lacks (courage, a Whistle ...) before it is lost."""

    target: int
    group: ClassVar[str] = "Move"

    def label(self) -> str:
        return f"Ask player {self.target + 1} for help"


@dataclass(frozen=True, slots=True)
class CannotMove(Action):
    """§4.6 the unit must move and cannot: it is destroyed (§1.4)."""

    group: ClassVar[str] = "Move"

    def label(self) -> str:
        return "Give up: the unit cannot move and is lost"


@dataclass(frozen=True, slots=True)
class JoinMove(Action):
    accept: bool
    group: ClassVar[str] = "Move"

    def label(self) -> str:
        return "Join the move" if self.accept else "Do not join"


@dataclass(frozen=True, slots=True)
class PressOn(Action):
    """§5.18 after taking the Merville bunker: stay in play for the Sword bunker, or leave safe."""

    accept: bool
    group: ClassVar[str] = "Move"

    def label(self) -> str:
        return "Press on to the Sword bunker" if self.accept else "Leave the battle (safe)"


# ---------------------------------------------------------------- casualties (§4.8)
@dataclass(frozen=True, slots=True)
class Save(Action):
    """A save on the pending casualty event: Medic, Ambulance, Paratrooper, Hero (``pay``)."""

    by: str
    pay: str = ""
    amount: int = 1
    group: ClassVar[str] = "Casualties"

    def label(self) -> str:
        if self.by == "Hero":
            if self.amount > 1:
                what = "courage" if self.pay == "courage" else f"{RES_LABEL[self.pay]}s"
                return f"Hero: pay {self.amount} {what} to save {self.amount} soldiers"
            return f"Hero: pay 1 {RES_LABEL[self.pay]} to save a soldier"
        if self.by == "Paratrooper":
            return "Sacrifice the Paratrooper (save up to 6)"
        return f"{self.by}: save 1 soldier"


@dataclass(frozen=True, slots=True)
class LoseSoldiers(Action):
    group: ClassVar[str] = "Casualties"

    def label(self) -> str:
        return "Take the losses from plain soldiers"


@dataclass(frozen=True, slots=True)
class LoseSpecialist(Action):
    name: str
    group: ClassVar[str] = "Casualties"

    def label(self) -> str:
        return f"Lose the {self.name}"


ACTION_TYPES = (SetAside, RollDice, Mulligan, LockDie, Reroll, StopRolling, Pass, UseAbility, UseItem,
                PlayDecoration, ProposeSwap, AnswerSwap, PoolSwap, ChooseColour, Leadership,
                ChooseDecoration, CancelResult, BonusChoice, Recruit, FindItem, BuyDecoration, Give,
                Abandon,
                Move, Stay, Defer, JoinMove, PressOn, Save, LoseSoldiers, LoseSpecialist, AskHelp,
                CannotMove)
