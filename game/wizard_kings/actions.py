"""Wizard Kings actions: one small frozen record per decision the rulebook gives a player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.types import Action

Hex = tuple[int, int]


def hx(h: Hex) -> str:
    return f"({h[0]},{h[1]})"


def bname(key: str) -> str:
    """A block label for a player: name and rating ("Ranger (A2, 4 GP a step)")."""
    from game.wizard_kings.data import ARTIFACTS, BLOCKS
    b = BLOCKS.get(key)
    if b is not None:
        return f"{b.name} ({b.rating}, {b.cost} GP a step)"
    a = ARTIFACTS.get(key)
    if a is not None:
        return getattr(a, "name", key.split(".")[-1])
    return key.split(".")[-1]


# ------------------------------------------------------------------ deployment (1.22)
@dataclass(frozen=True, slots=True)
class Deploy(Action):
    block: str
    city: Hex
    group: ClassVar[str] = "Deploy"

    def label(self) -> str:
        return f"Deploy {bname(self.block)} at strength 1 in the city at {hx(self.city)}"


@dataclass(frozen=True, slots=True)
class DeployStep(Action):
    unit: str
    group: ClassVar[str] = "Deploy"

    def label(self) -> str:
        return f"Add a step to {self.unit} (pay its cost per step)"


@dataclass(frozen=True, slots=True)
class DeployDone(Action):
    group: ClassVar[str] = "Deploy"

    def label(self) -> str:
        return "Finish deployment (keep the rest of the budget unspent)"


@dataclass(frozen=True, slots=True)
class ChooseArmy(Action):
    """7.4: pick one of your two armies."""

    army: str
    group: ClassVar[str] = "Set-up"

    def label(self) -> str:
        return f"Take the {self.army}"


@dataclass(frozen=True, slots=True)
class ChooseMap(Action):
    """7.4: give one of your armies its map."""

    army: str
    sheet: int
    group: ClassVar[str] = "Set-up"

    def label(self) -> str:
        return f"The {self.army} take Map {self.sheet}"


@dataclass(frozen=True, slots=True)
class ChooseCapital(Action):
    """7.4: the city where the army's five blocks start."""

    army: str
    city: Hex
    group: ClassVar[str] = "Set-up"

    def label(self) -> str:
        return f"Found the {self.army} capital in the city at {hx(self.city)}"


# ------------------------------------------------------------------ movement (4.2-4.8)
@dataclass(frozen=True, slots=True)
class Pin(Action):
    unit: str
    group: ClassVar[str] = "Movement"

    def label(self) -> str:
        return f"Pin {self.unit} (it stays in the attacked hex this turn)"


@dataclass(frozen=True, slots=True)
class Move(Action):
    unit: str
    path: tuple[Hex, ...]
    group: ClassVar[str] = "Movement"

    def label(self) -> str:
        if len(self.path) == 1:
            return f"Move {self.unit} to {hx(self.path[0])}"
        return f"Move {self.unit} to {hx(self.path[-1])} via " + " → ".join(hx(h) for h in self.path[:-1])


@dataclass(frozen=True, slots=True)
class NavalMove(Action):
    unit: str
    path: tuple[Hex, ...]
    group: ClassVar[str] = "Movement"

    def label(self) -> str:
        return f"Naval move: {self.unit} sails to the port at {hx(self.path[-1])}"


@dataclass(frozen=True, slots=True)
class MoveSpell(Action):
    """A Movement-phase spell (2.22): HASTE / HEAL / TELEPORT; ``target`` and ``dest`` as needed."""

    wizard: str
    spell: str
    target: str = ""
    dest: Hex | None = None
    group: ClassVar[str] = "Spells"

    def label(self) -> str:
        extra = f" on {self.target}" if self.target else ""
        extra += f" to {hx(self.dest)}" if self.dest is not None else ""
        return f"{self.wizard} casts {self.spell}{extra}"


@dataclass(frozen=True, slots=True)
class HealStep(Action):
    unit: str
    group: ClassVar[str] = "Spells"

    def label(self) -> str:
        return f"Heal {self.unit} (+1 step)"


@dataclass(frozen=True, slots=True)
class PassArtifact(Action):
    """2.7: hand an artifact to another friendly unit in the same hex (in your movement turn)."""

    artifact: str
    unit: str
    group: ClassVar[str] = "Movement"

    def label(self) -> str:
        return f"Hand artifact {self.artifact} to {self.unit}"


@dataclass(frozen=True, slots=True)
class EndMovement(Action):
    group: ClassVar[str] = "Movement"

    def label(self) -> str:
        return "End my movement turn"


# ------------------------------------------------------------------ combat (5.x)
@dataclass(frozen=True, slots=True)
class ChooseBattle(Action):
    hex: Hex
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"Fight the battle at {hx(self.hex)} next"


@dataclass(frozen=True, slots=True)
class JoinSide(Action):
    """4.9: an army in a battle hex that is neither the first attacker nor the original defender
    sides with one of them for this battle round."""

    hex: Hex
    attacker: bool
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        side = "the attacker" if self.attacker else "the defender"
        return f"Join the battle at {hx(self.hex)} on the side of {side}"


@dataclass(frozen=True, slots=True)
class Fire(Action):
    unit: str
    berserk: bool = False
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} goes Berserk (double dice, then loses a step)" if self.berserk else f"{self.unit} fires"


@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    wizard: str
    spell: str
    target: str = ""
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.wizard} casts {self.spell}" + (f" at {self.target}" if self.target else "")


@dataclass(frozen=True, slots=True)
class Ritual(Action):
    """A cleric's Prayer instead of firing (2.36, Table 2-D [DD])."""

    unit: str
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} performs the Prayer ritual"


@dataclass(frozen=True, slots=True)
class Wield(Action):
    """2.7: fire with the carried magic weapon's rating (costs the weapon one step)."""

    unit: str
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} fires with its magic weapon (the weapon loses a step)"


@dataclass(frozen=True, slots=True)
class WaitTurn(Action):
    """2.7: a carrier whose magic weapon has another letter waits for its other firing step."""

    unit: str
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} waits for its other firing step (magic weapon letter or its own)"


@dataclass(frozen=True, slots=True)
class ArtifactSpell(Action):
    """2.7: the carrier casts a spell through its magic artifact (costs the artifact one step)."""

    unit: str
    spell: str
    target: str = ""
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} casts {self.spell} with its artifact" + (f" at {self.target}" if self.target else "")


@dataclass(frozen=True, slots=True)
class TakeArtifact(Action):
    """2.7 capture rule: the battle's winner gives a captured artifact to one of its units."""

    artifact: str
    unit: str
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} takes artifact {self.artifact}"


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    unit: str
    dest: Hex
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} retreats to {hx(self.dest)}"


@dataclass(frozen=True, slots=True)
class Hold(Action):
    unit: str
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} holds (does nothing this combat turn)"


@dataclass(frozen=True, slots=True)
class TakeHit(Action):
    unit: str
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.unit} takes the hit (loses a step)"


@dataclass(frozen=True, slots=True)
class Dispel(Action):
    wizard: str
    use: bool
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"{self.wizard} tries to Dispel (loses a step)" if self.use else f"{self.wizard} lets the spell happen"


@dataclass(frozen=True, slots=True)
class Regroup(Action):
    unit: str
    dest: Hex
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"Regroup: {self.unit} moves to {hx(self.dest)}"


@dataclass(frozen=True, slots=True)
class EndRegroup(Action):
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return "Finish regrouping"


# ------------------------------------------------------------------ build (6.x)
@dataclass(frozen=True, slots=True)
class BuildUnit(Action):
    block: str
    city: Hex
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return f"Build a new {bname(self.block)} at strength 1 in the city at {hx(self.city)}"


@dataclass(frozen=True, slots=True)
class BuildStep(Action):
    unit: str
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return f"Add a step to {self.unit} (paid from its city's gold)"


@dataclass(frozen=True, slots=True)
class BuildArtifact(Action):
    """Table 2-E [DD]: buy an artifact (1 step) for a carrier standing in a friendly city."""

    artifact: str
    carrier: str
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return f"Buy the artifact {bname(self.artifact)} for {self.carrier} to carry"


@dataclass(frozen=True, slots=True)
class Cash(Action):
    """2.6: spend one step of a treasury as gold in the city where it stands."""

    unit: str
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return f"Cash a step of treasury {self.unit} as gold in its city"


@dataclass(frozen=True, slots=True)
class Merge(Action):
    source: str
    dest: str
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return f"Move a step from {self.source} to {self.dest}"


@dataclass(frozen=True, slots=True)
class Disband(Action):
    unit: str
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return f"Disband {self.unit} (remove it from the map)"


@dataclass(frozen=True, slots=True)
class EndBuild(Action):
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return "Finish building (unspent gold is stored as tokens)"


ACTION_TYPES = (Deploy, DeployStep, DeployDone, ChooseArmy, ChooseMap, ChooseCapital, Pin, Move, NavalMove, MoveSpell, HealStep, EndMovement,
                ChooseBattle, Fire, CastSpell, Ritual, Wield, ArtifactSpell, TakeArtifact, Retreat, Hold, TakeHit, Dispel, Regroup, EndRegroup,
                BuildUnit, BuildStep, BuildArtifact, Cash, Merge, Disband, EndBuild, JoinSide, PassArtifact, WaitTurn)
