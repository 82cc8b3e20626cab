"""Stronghold action types: small frozen records, one per kind of decision."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.types import Action
from game.stronghold import data as D
from game.stronghold import words as W
from game.stronghold.tr import N_, _

UNIT_NAMES = W.UNIT_NAMES
place_name = W.place_name


def _card_text(phase: int, card: str) -> str:
    return ", ".join(W.card_name(c) for c in D.PHASE_CARDS[phase][card])


# ------------------------------------------------------------------ attacker
@dataclass(frozen=True, slots=True)
class ChooseCard(Action):
    phase: int
    card: str
    group: ClassVar[str] = N_("Setup")

    def label(self) -> str:
        return _("Keep phase-{phase} card {card} ({actions})", phase=self.phase, card=self.card,
                 actions=_card_text(self.phase, self.card))


@dataclass(frozen=True, slots=True)
class FlipCard(Action):
    phase: int
    group: ClassVar[str] = N_("Round start")

    def label(self) -> str:
        return _("Turn the phase-{phase} card to its reverse", phase=self.phase)


@dataclass(frozen=True, slots=True)
class BeginRound(Action):
    group: ClassVar[str] = N_("Round start")

    def label(self) -> str:
        return _("Begin the round")


def _price(res: int, utype: int | None, ucount: int, hg: int, sacrifice: bool) -> str:
    price = []
    if res:
        price.append(_.n("{count} resource", "{count} resources", res))
    if ucount and utype is not None:
        units = W.count(ucount, D.ATT_TYPES[utype])
        price.append(_("sacrifice {units}", units=units) if sacrifice else units)
    price.append(_.n("{count} hourglass to the defender", "{count} hourglasses to the defender", hg))
    return ", ".join(price)


@dataclass(frozen=True, slots=True)
class CardAction(Action):
    """A phase-card action: ``code`` from data.CARD_ACTIONS, ``target`` where its token goes."""

    code: str
    target: str
    owner: int = -1  # whose card (3-4 players: the ally's costs one more hourglass)
    group: ClassVar[str] = N_("Phase card")

    def label(self) -> str:
        res, utype, ucount, hg, _name = D.CARD_ACTIONS[self.code]
        name = W.card_name(self.code)
        if self.code == D.RAM_CODE:
            n = int(self.target)
            text = _.n("{name}: {count} part", "{name}: {count} parts", n, name=name)
            res, hg = res * n, hg * n
        elif self.target:
            text = _("{name} → {place}", name=name, place=place_name(self.target))
        else:
            text = name
        ally = self.owner >= 0 and self.owner != self.seat
        hg += D.ALLY_ACTION_EXTRA_HG if ally else 0
        price = _price(res, utype, ucount, hg, self.code[0] == "U")
        if ally:
            return _("{action} on the ally's card ({price})", action=text, price=price)
        return _("{action} ({price})", action=text, price=price)


@dataclass(frozen=True, slots=True)
class Transfer(Action):
    goblins: int
    orcs: int
    trolls: int
    group: ClassVar[str] = N_("Phase card")

    def label(self) -> str:
        counts = (self.goblins, self.orcs, self.trolls)
        units = ", ".join(W.count(n, name) for n, name in zip(counts, D.ATT_TYPES) if n) or _("no units")
        return _.n("Unit transfer: give the ally {units} ({count} hourglass)",
                   "Unit transfer: give the ally {units} ({count} hourglasses)", D.TRANSFER_HG, units=units)


DISPATCH_NAMES = {"big": N_("Big dispatch"), "small": N_("Small dispatch")}


@dataclass(frozen=True, slots=True)
class StartDispatch(Action):
    kind: str  # "big" / "small"
    # Every step ends with the player's Done. False only in saves written before: there a step
    # with nothing left to move ended by itself, and they must replay as they were played.
    waits: bool = True
    group: ClassVar[str] = N_("Dispatch")

    def label(self) -> str:
        return _(DISPATCH_NAMES[self.kind]) if self.kind in DISPATCH_NAMES else self.kind


def _dispatch_dst(dst: str) -> str:
    return _("the barbican crew") if dst == "BARB" else option_text(dst)


@dataclass(frozen=True, slots=True)
class DispatchMove(Action):
    src: str
    dst: str
    unit: str  # g / o / t
    group: ClassVar[str] = N_("Dispatch")

    def label(self) -> str:
        return _("Send {unit} {src} → {dst}", unit=W.one_unit(self.unit), src=place_name(self.src),
                 dst=_dispatch_dst(self.dst))


@dataclass(frozen=True, slots=True)
class DispatchGroup(Action):
    """``count`` (2 or more) units of one kind along one path at once: the same as that many
    ``DispatchMove``s one after another, so a stack is sent with one decision (§7.5)."""

    src: str
    dst: str
    unit: str  # g / o / t
    count: int
    group: ClassVar[str] = N_("Dispatch")

    def label(self) -> str:
        return _("Send {units} {src} → {dst}", units=W.count(self.count, self.unit), src=place_name(self.src),
                 dst=_dispatch_dst(self.dst))


DISPATCH_STEPS = {1: N_("Done with dispatch step 1 (from the ramparts)"),
                  2: N_("Done with dispatch step 2 (from the forefield)"),
                  3: N_("Done with dispatch step 3 (from the camp)")}


@dataclass(frozen=True, slots=True)
class DispatchNext(Action):
    # The step it ends, so a click made while one step was on screen can never end another.
    # 0 only in a dispatch started the old way (``StartDispatch.waits`` False): "the step now running".
    step: int = 0
    group: ClassVar[str] = N_("Dispatch")

    def label(self) -> str:
        if self.step in DISPATCH_STEPS:
            return _(DISPATCH_STEPS[self.step])
        return _("Done with this dispatch step")


@dataclass(frozen=True, slots=True)
class PlaceOrder(Action):
    token: str
    section: str
    face_down: bool
    defender: int = -1  # 4 players, face down: which defender gets the hourglasses (§4.13)
    group: ClassVar[str] = N_("Orders")

    def label(self) -> str:
        values = {"order": W.order_name(self.token), "place": place_name(self.section), "price": self._price()}
        if self.face_down:
            return _("{order} order on {place} face down ({price})", **values)
        return _("{order} order on {place} face up ({price})", **values)

    def unseen_label(self) -> str:
        """What a defender reads of a face-down order: where it lies, never which it is (§4.13)."""
        return _("An order face down on {place} ({price})", place=place_name(self.section), price=self._price())

    def _price(self) -> str:
        hg = D.ORDER_HG[1 if self.face_down else 0]
        if self.defender < 0:
            return _.n("{count} hourglass to the defender", "{count} hourglasses to the defender", hg)
        if D.HALF_NAMES[self.defender] == "west":
            return _.n("{count} hourglass to the west defender", "{count} hourglasses to the west defender", hg)
        return _.n("{count} hourglass to the east defender", "{count} hourglasses to the east defender", hg)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    group: ClassVar[str] = N_("Turn")

    def label(self) -> str:
        return _("Pass (end this phase)")


# ------------------------------------------------------------------ defender
@dataclass(frozen=True, slots=True)
class PlaceStone(Action):
    section: str
    group: ClassVar[str] = N_("Income")

    def label(self) -> str:
        return _("Place the round's stone piece on {place}", place=place_name(self.section))


@dataclass(frozen=True, slots=True)
class Move(Action):
    src: str
    dst: str
    unit: str  # a / s / v / officer / warrior
    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        return _("Move {unit} {src} → {dst}", unit=W.unit(self.unit), src=place_name(self.src),
                 dst=place_name(self.dst))


@dataclass(frozen=True, slots=True)
class Swap(Action):
    a: str
    a_unit: str
    b: str
    b_unit: str
    group: ClassVar[str] = N_("Move")

    def label(self) -> str:
        return _("Swap {unit} ({place}) with {other} ({other_place})", unit=W.unit(self.a_unit),
                 place=place_name(self.a), other=W.unit(self.b_unit), other_place=place_name(self.b))


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """One hourglass on a building action; ``target`` is given by the completing hourglass."""

    action: str
    target: str = ""
    group: ClassVar[str] = N_("Buildings")

    def label(self) -> str:
        name = W.action_name(self.action)
        if not self.target:
            return _("Hourglass on {name}", name=name)
        return _("Hourglass on {name}, completing it → {target}", name=name,
                 target=target_text(self.action, self.target))


@dataclass(frozen=True, slots=True)
class Complete(Action):
    """Resolve an action whose payment already covers its (lowered) cost."""

    action: str
    target: str = ""
    group: ClassVar[str] = N_("Buildings")

    def label(self) -> str:
        name = W.action_name(self.action)
        if self.target:
            return _("Resolve {name} → {target}", name=name, target=target_text(self.action, self.target))
        return _("Resolve {name}", name=name)


HALF_TARGETS = {"west": N_("the west half"), "east": N_("the east half")}


def target_text(aid: str, target: str) -> str:
    """Where a building action's effect goes, in words ("an orc in the siege tower at W2")."""
    if aid in ("expedition", "sharpshooter"):
        place, _sep, u = target.rpartition(":")
        if aid == "expedition" or place.startswith("T:"):
            return _("{unit} in the siege tower at {place}", unit=W.one_unit(u), place=place.removeprefix("T:"))
        if place == "BARB":
            return _("{unit} on the barbican", unit=W.one_unit(u))
        return _("{unit} on {place}", unit=W.one_unit(u), place=place)
    if aid == "track":
        return _("send {unit} from the guardhouse", unit=W.one_unit(target))
    if aid == "train_sv":
        return _("the soldier from the {place}", place=place_name(target))
    if aid == "blessing":
        return _(HALF_TARGETS[target]) if target in HALF_TARGETS else target
    if aid == "sabotage":
        return _("the machine on {place}", place=place_name(target))
    if aid == "confusion":
        return _("the order on {place}", place=place_name(target))
    return place_name(target)


@dataclass(frozen=True, slots=True)
class Speech(Action):
    hourglasses: int
    group: ClassVar[str] = N_("Heroes")

    def label(self) -> str:
        return _.n("Officer's Speech ({count} hourglass)", "Officer's Speech ({count} hourglasses)", self.hourglasses)


@dataclass(frozen=True, slots=True)
class Sortie(Action):
    unit: str  # g / o / t
    group: ClassVar[str] = N_("Heroes")

    def label(self) -> str:
        cost = D.SORTIE_COST["got".index(self.unit)]
        return _.n("Warrior's Sortie: kill {unit} on his wall section ({count} hourglass)",
                   "Warrior's Sortie: kill {unit} on his wall section ({count} hourglasses)", cost,
                   unit=W.one_unit(self.unit))


BUILDING_NAMES = W.BUILDING_NAMES


@dataclass(frozen=True, slots=True)
class Deed(Action):
    deed: str
    target: str = ""
    group: ClassVar[str] = N_("Dishonourable deeds")

    def label(self) -> str:
        name = W.deed_name(self.deed)
        if self.target:
            target = _(BUILDING_NAMES[self.target]) if self.target in BUILDING_NAMES else self.target
            return f"{name} ({target})"
        return name


@dataclass(frozen=True, slots=True)
class Hurry(Action):
    action: str
    group: ClassVar[str] = N_("Buildings")

    def label(self) -> str:
        return _("Hurry token: make {name} available again", name=W.action_name(self.action))


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    group: ClassVar[str] = N_("Turn")

    def label(self) -> str:
        return _("End the defender turn")


# ------------------------------------------------------------------ assault decisions
CHOICE_TITLES = {
    "stone": N_("Round's stone piece"), "cannon_target": N_("Cannon target"), "cannon_type": N_("Cannon kills"),
    "machine_target": N_("Machine target"), "victim": N_("Kill defender"), "archer_target": N_("Archer target"),
    "archer_kill": N_("Archer casualties"), "goblin_target": N_("Goblin shoots"),
    "claw_target": N_("Iron claw target"), "phantom": N_("Phantom scares"), "poison": N_("Poison kills"),
    "casualties": N_("Melee casualties"), "infirmary": N_("Infirmary: to the courtyard"),
    "tower_split": N_("Melee losses"), "cannon_order": N_("Fire next"), "machine_order": N_("Shoot next"),
}


def choice_title(kind: str) -> str:
    return _(CHOICE_TITLES[kind]) if kind in CHOICE_TITLES else kind


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """A decision inside the Assault: ``kind`` names it, ``option`` is one of the offered ones."""

    kind: str
    option: str
    group: ClassVar[str] = N_("Assault")

    def label(self) -> str:
        return f"{choice_title(self.kind)}: {option_text(self.option)}"


def option_text(option: str) -> str:
    """Readable form of an option: unit letters and casualty sets ("1g,1o,0t") spelt out."""
    if option in UNIT_NAMES:
        return W.unit(option)
    if option == "BARB":
        return _("barbican")
    if option == "hold":
        return _("hold")
    if option.startswith("T:"):
        return _("siege tower at {place}", place=place_name(option[2:]))
    if ">" in option:  # the next cannon / machine to fire: "BW2>RW1"
        src, dst = option.split(">")
        return _("{place} at {target}", place=place_name(src), target=option_text(dst))
    if "|" in option:  # melee losses split "wall|tower" (§5.8)
        wall, tower = (option_text(x) for x in option.split("|"))
        return _("{wall} from the wall, {tower} from the siege tower", wall=wall, tower=tower)
    parts = option.split(",")
    if len(parts) == 3 and all(p[:-1].isdigit() and p[-1] in UNIT_NAMES for p in parts):
        named = [W.count(int(p[:-1]), p[-1]) for p in parts if int(p[:-1])]
        return ", ".join(named) if named else _("nothing")
    return place_name(option)


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseCard, FlipCard, BeginRound, CardAction, Transfer, StartDispatch, DispatchMove, DispatchNext,
    PlaceOrder, Pass, PlaceStone, Move, Swap, Pay, Complete, Speech, Sortie, Deed, Hurry, EndTurn, Choose,
    DispatchGroup,
)
