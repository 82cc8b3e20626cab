"""Stronghold action types: small frozen records, one per kind of decision."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.types import Action
from game.stronghold import data as D

UNIT_NAMES = {"g": "goblin", "o": "orc", "t": "troll", "a": "archer", "s": "soldier", "v": "veteran",
              "officer": "Officer", "warrior": "Warrior"}


def place_name(p: str) -> str:
    """A board place in words that keep its printed code, so a player can find it on the board
    ("rampart RW1", "west forefield")."""
    if p in D.PLACE_NAMES:
        return D.PLACE_NAMES[p]
    if p in D.SECTIONS:
        return f"wall {p}"
    if p in D.RAMPARTS:
        return f"rampart {p}"
    if p in D.FOREFIELDS:
        return f"{'west' if p == 'FW' else 'east'} forefield"
    if p in ("BGW", "BGE"):
        return f"{'west' if p == 'BGW' else 'east'} gate bastion"
    if p in D.BASTIONS:
        return f"bastion {p}"
    return p


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
        res, utype, ucount, hg, name = D.CARD_ACTIONS[self.code]
        if self.code == D.RAM_CODE:
            n = int(self.target)
            text = f"{name}: {n} part{'s' if n > 1 else ''}"
            res, hg = res * n, hg * n
        else:
            text = f"{name}{' → ' + place_name(self.target) if self.target else ''}"
        ally = self.owner >= 0 and self.owner != self.seat
        hg += D.ALLY_ACTION_EXTRA_HG if ally else 0
        price = []
        if res:
            price.append(f"{res} resource{'s' if res > 1 else ''}")
        if ucount:
            verb = "sacrifice " if self.code[0] == "U" else ""
            unit = ("goblin", "orc", "troll")[utype]
            price.append(f"{verb}{ucount} {unit}{'s' if ucount > 1 else ''}")
        price.append(f"{hg} hourglass{'es' if hg != 1 else ''} to the defender")
        return text + (" on the ally's card" if ally else "") + f" ({', '.join(price)})"


@dataclass(frozen=True, slots=True)
class Transfer(Action):
    goblins: int
    orcs: int
    trolls: int
    group: ClassVar[str] = "Phase card"

    def label(self) -> str:
        counts = (self.goblins, self.orcs, self.trolls)
        units = ", ".join(f"{n} {name}{'s' if n > 1 else ''}"
                          for n, name in zip(counts, ("goblin", "orc", "troll")) if n) or "no units"
        return f"Unit transfer: give the ally {units} ({D.TRANSFER_HG} hourglass)"


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
        return f"Send {'an' if name[0] in 'aeiou' else 'a'} {name} {place_name(self.src)} → {dst}"


@dataclass(frozen=True, slots=True)
class DispatchGroup(Action):
    """``count`` (2 or more) units of one kind along one path at once: the same as that many
    ``DispatchMove``s one after another, so a stack is sent with one decision (§7.5)."""

    src: str
    dst: str
    unit: str  # g / o / t
    count: int
    group: ClassVar[str] = "Dispatch"

    def label(self) -> str:
        dst = "the barbican crew" if self.dst == "BARB" else option_text(self.dst)
        return f"Send {self.count} {UNIT_NAMES[self.unit]}s {place_name(self.src)} → {dst}"


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
        text = f"{D.ORDER_NAMES[self.token]} order on {place_name(self.section)}{' face down' if self.face_down else ' face up'}"
        return text + self._price()

    def unseen_label(self) -> str:
        """What a defender reads of a face-down order: where it lies, never which it is (§4.13)."""
        return f"An order face down on {place_name(self.section)}{self._price()}"

    def _price(self) -> str:
        hg = D.ORDER_HG[1 if self.face_down else 0]
        to = f"the {D.HALF_NAMES[self.defender]} defender" if self.defender >= 0 else "the defender"
        return f" ({hg} hourglass{'es' if hg != 1 else ''} to {to})"


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
        return f"Place the round's stone piece on {place_name(self.section)}"


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
        if not self.target:
            return f"Hourglass on {name}"
        return f"Hourglass on {name}, completing it → {target_text(self.action, self.target)}"


@dataclass(frozen=True, slots=True)
class Complete(Action):
    """Resolve an action whose payment already covers its (lowered) cost."""

    action: str
    target: str = ""
    group: ClassVar[str] = "Buildings"

    def label(self) -> str:
        target = f" → {target_text(self.action, self.target)}" if self.target else ""
        return f"Resolve {D.BUILDING_ACTIONS[self.action][3]}{target}"


def _a(name: str) -> str:
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def target_text(aid: str, target: str) -> str:
    """Where a building action's effect goes, in words ("an orc in the siege tower at W2")."""
    if aid in ("expedition", "sharpshooter"):
        place, _, u = target.rpartition(":")
        if aid == "expedition" or place.startswith("T:"):
            return f"{_a(UNIT_NAMES[u])} in the siege tower at {place.removeprefix('T:')}"
        return f"{_a(UNIT_NAMES[u])} {'on the barbican' if place == 'BARB' else 'on ' + place}"
    if aid == "track":
        return f"send {_a(UNIT_NAMES[target])} from the guardhouse"
    if aid == "train_sv":
        return f"the soldier from the {place_name(target)}"
    if aid == "blessing":
        return f"the {target} half"
    if aid == "sabotage":
        return f"the machine on {place_name(target)}"
    if aid == "confusion":
        return f"the order on {place_name(target)}"
    return place_name(target)


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
    "cannon_order": "Fire next", "machine_order": "Shoot next",
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
        return f"siege tower at {place_name(option[2:])}"
    if ">" in option:  # the next cannon / machine to fire: "BW2>RW1"
        src, dst = option.split(">")
        return f"{place_name(src)} at {option_text(dst)}"
    if "|" in option:  # melee losses split "wall|tower" (§5.8)
        wall, tower = (option_text(x) for x in option.split("|"))
        return f"{wall} from the wall, {tower} from the siege tower"
    parts = option.split(",")
    if len(parts) == 3 and all(p[:-1].isdigit() and p[-1] in UNIT_NAMES for p in parts):
        named = [f"{p[:-1]} {UNIT_NAMES[p[-1]]}" for p in parts if int(p[:-1])]
        return ", ".join(named) if named else "nothing"
    return place_name(option)


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseCard, FlipCard, BeginRound, CardAction, Transfer, StartDispatch, DispatchMove, DispatchNext,
    PlaceOrder, Pass, PlaceStone, Move, Swap, Pay, Complete, Speech, Sortie, Deed, Hurry, EndTurn, Choose,
    DispatchGroup,
)
