"""Stronghold action types: small frozen records, one per kind of decision."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.types import Action
from game.stronghold import data as D

UNIT_NAMES = {"g": "goblin", "o": "orc", "t": "troll", "a": "archer", "s": "soldier", "v": "veteran",
              "officer": "Officer", "warrior": "Warrior"}


def place_name(p: str) -> str:
    return D.PLACE_NAMES.get(p, p)


def _card_text(phase: int, card: str) -> str:
    return ", ".join(D.CARD_ACTIONS[c][4] for c in D.PHASE_CARDS[phase][card])


# ------------------------------------------------------------------ attacker
@dataclass(frozen=True, slots=True)
class ChooseCard(Action):
    phase: int
    card: str
    group: ClassVar[str] = "Setup"

    def label(self) -> str:
        return f"Keep phase-{self.phase} card {self.card} ({_card_text(self.phase, self.card)})"


@dataclass(frozen=True, slots=True)
class FlipCard(Action):
    phase: int
    group: ClassVar[str] = "Round start"

    def label(self) -> str:
        return f"Turn the phase-{self.phase} card to its reverse"


@dataclass(frozen=True, slots=True)
class BeginRound(Action):
    group: ClassVar[str] = "Round start"

    def label(self) -> str:
        return "Begin the round"


@dataclass(frozen=True, slots=True)
class CardAction(Action):
    """A phase-card action: ``code`` from data.CARD_ACTIONS, ``target`` where its token goes."""

    code: str
    target: str
    owner: int = -1  # whose card (3-4 players: the ally's costs one more hourglass)
    group: ClassVar[str] = "Phase card"

    def label(self) -> str:
        name = D.CARD_ACTIONS[self.code][4]
        if self.code == D.RAM_CODE:
            text = f"{name}: {self.target} part(s)"
        else:
            text = f"{name}{' → ' + self.target if self.target else ''}"
        return text + (" (ally's card)" if self.owner >= 0 and self.owner != self.seat else "")


@dataclass(frozen=True, slots=True)
class Transfer(Action):
    goblins: int
    orcs: int
    trolls: int
    group: ClassVar[str] = "Phase card"

    def label(self) -> str:
        return f"Give the ally {self.goblins} goblins, {self.orcs} orcs, {self.trolls} trolls"


@dataclass(frozen=True, slots=True)
class StartDispatch(Action):
    kind: str  # "big" / "small"
    group: ClassVar[str] = "Dispatch"

    def label(self) -> str:
        return f"{self.kind.capitalize()} dispatch"


@dataclass(frozen=True, slots=True)
class DispatchMove(Action):
    src: str
    dst: str
    unit: str  # g / o / t
    group: ClassVar[str] = "Dispatch"

    def label(self) -> str:
        name = UNIT_NAMES[self.unit]
        dst = "the barbican crew" if self.dst == "BARB" else option_text(self.dst)
        return f"Send {'an' if name[0] in 'aeiou' else 'a'} {name} {self.src} → {dst}"


@dataclass(frozen=True, slots=True)
class DispatchNext(Action):
    group: ClassVar[str] = "Dispatch"

    def label(self) -> str:
        return "Done with this dispatch step"


@dataclass(frozen=True, slots=True)
class PlaceOrder(Action):
    token: str
    section: str
    face_down: bool
    defender: int = -1  # 4 players, face down: which defender gets the hourglasses (§4.13)
    group: ClassVar[str] = "Orders"

    def label(self) -> str:
        text = f"{D.ORDER_NAMES[self.token]} order on {self.section}{' face down' if self.face_down else ''}"
        if self.defender >= 0:
            text += f" (hourglasses to the {D.HALF_NAMES[self.defender]} defender)"
        return text


@dataclass(frozen=True, slots=True)
class Pass(Action):
    group: ClassVar[str] = "Turn"

    def label(self) -> str:
        return "Pass (end this phase)"


# ------------------------------------------------------------------ defender
@dataclass(frozen=True, slots=True)
class PlaceStone(Action):
    section: str
    group: ClassVar[str] = "Income"

    def label(self) -> str:
        return f"Place the round's stone piece on {self.section}"


@dataclass(frozen=True, slots=True)
class Move(Action):
    src: str
    dst: str
    unit: str  # a / s / v / officer / warrior
    group: ClassVar[str] = "Move"

    def label(self) -> str:
        return f"Move {UNIT_NAMES[self.unit]} {place_name(self.src)} → {place_name(self.dst)}"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    a: str
    a_unit: str
    b: str
    b_unit: str
    group: ClassVar[str] = "Move"

    def label(self) -> str:
        return (f"Swap {UNIT_NAMES[self.a_unit]} ({place_name(self.a)}) with "
                f"{UNIT_NAMES[self.b_unit]} ({place_name(self.b)})")


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """One hourglass on a building action; ``target`` is given by the completing hourglass."""

    action: str
    target: str = ""
    group: ClassVar[str] = "Buildings"

    def label(self) -> str:
        name = D.BUILDING_ACTIONS[self.action][3]
        return f"Hourglass on {name}{' → ' + self.target if self.target else ''}"


@dataclass(frozen=True, slots=True)
class Complete(Action):
    """Resolve an action whose payment already covers its (lowered) cost."""

    action: str
    target: str = ""
    group: ClassVar[str] = "Buildings"

    def label(self) -> str:
        return f"Resolve {D.BUILDING_ACTIONS[self.action][3]}{' → ' + self.target if self.target else ''}"


@dataclass(frozen=True, slots=True)
class Speech(Action):
    hourglasses: int
    group: ClassVar[str] = "Heroes"

    def label(self) -> str:
        return f"Officer's Speech ({self.hourglasses} hourglass{'es' if self.hourglasses > 1 else ''})"


@dataclass(frozen=True, slots=True)
class Sortie(Action):
    unit: str  # g / o / t
    group: ClassVar[str] = "Heroes"

    def label(self) -> str:
        name = UNIT_NAMES[self.unit]
        cost = D.SORTIE_COST["got".index(self.unit)]
        return (f"Warrior's Sortie: kill {'an' if name[0] in 'aeiou' else 'a'} {name} on his wall section "
                f"({cost} hourglass{'es' if cost > 1 else ''})")


@dataclass(frozen=True, slots=True)
class Deed(Action):
    deed: str
    target: str = ""
    group: ClassVar[str] = "Dishonourable deeds"

    def label(self) -> str:
        return f"{D.DEED_NAMES[self.deed]}{' (' + self.target + ')' if self.target else ''}"


@dataclass(frozen=True, slots=True)
class Hurry(Action):
    action: str
    group: ClassVar[str] = "Buildings"

    def label(self) -> str:
        return f"Hurry token: make {D.BUILDING_ACTIONS[self.action][3]} available again"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    group: ClassVar[str] = "Turn"

    def label(self) -> str:
        return "End the defender turn"


# ------------------------------------------------------------------ assault decisions
CHOICE_TITLES = {
    "stone": "Round's stone piece", "cannon_target": "Cannon target", "cannon_type": "Cannon kills",
    "machine_target": "Machine target", "victim": "Kill defender", "archer_target": "Archer target",
    "archer_kill": "Archer casualties", "goblin_target": "Goblin shoots", "claw_target": "Iron claw target",
    "phantom": "Phantom scares", "poison": "Poison kills", "casualties": "Melee casualties",
    "infirmary": "Infirmary: to the courtyard", "tower_split": "Melee losses",
}


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """A decision inside the Assault: ``kind`` names it, ``option`` is one of the offered ones."""

    kind: str
    option: str
    group: ClassVar[str] = "Assault"

    def label(self) -> str:
        return f"{CHOICE_TITLES.get(self.kind, self.kind)}: {option_text(self.option)}"


def option_text(option: str) -> str:
    """Readable form of an option: unit letters and casualty sets ("1g,1o,0t") spelt out."""
    if option in UNIT_NAMES:
        return UNIT_NAMES[option]
    if option == "BARB":
        return "barbican"
    if option.startswith("T:"):
        return f"siege tower at {option[2:]}"
    if "|" in option:  # melee losses split "wall|tower" (§5.8)
        wall, tower = (option_text(x) for x in option.split("|"))
        return f"{wall} from the wall, {tower} from the siege tower"
    parts = option.split(",")
    if len(parts) == 3 and all(p[:-1].isdigit() and p[-1] in UNIT_NAMES for p in parts):
        named = [f"{p[:-1]} {UNIT_NAMES[p[-1]]}" for p in parts if int(p[:-1])]
        return ", ".join(named) if named else "nothing"
    return option


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseCard, FlipCard, BeginRound, CardAction, Transfer, StartDispatch, DispatchMove, DispatchNext,
    PlaceOrder, Pass, PlaceStone, Move, Swap, Pay, Complete, Speech, Sortie, Deed, Hurry, EndTurn, Choose,
)
