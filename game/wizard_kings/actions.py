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
class ChooseSheets(Action):
    """1.21: free play, "each player chooses one or two maps"."""

    count: int
    group: ClassVar[str] = "Set-up"

    def label(self) -> str:
        return "Take one map sheet" if self.count == 1 else f"Take {self.count} map sheets"


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
    """2.7: hand an artifact to another friendly unit in the same hex (in your movement turn, or
    in a battle between combat rounds)."""

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
    """2.7 capture rule: the battle's winner gives a captured artifact to one of its units (also
    an enemy reaching a dropped artifact, 2.7 [DD])."""

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
    """6.2: a block from the pool at strength 1; ``unit`` names the eliminated block being rebuilt
    (it keeps its id, 7.1.3), "" for a block never on the map."""

    block: str
    city: Hex
    unit: str = ""
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        if self.unit:
            return f"Rebuild {self.unit}, a {bname(self.block)}, at strength 1 in the city at {hx(self.city)}"
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
    """6.3: finish building; the gold still left in a city is stored there as gold tokens (gold
    the player chose not to keep was given up before, :class:`GiveUpGold`)."""

    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return "Finish building (unspent gold is stored as gold tokens in its city, 6.3)"


ACTION_TYPES = (Deploy, DeployStep, DeployDone, ChooseArmy, ChooseMap, ChooseCapital, Pin, Move, NavalMove, MoveSpell, HealStep, EndMovement,
                ChooseBattle, Fire, CastSpell, Ritual, Wield, ArtifactSpell, TakeArtifact, Retreat, Hold, TakeHit, Dispel, Regroup, EndRegroup,
                BuildUnit, BuildStep, BuildArtifact, Cash, Merge, Disband, EndBuild, JoinSide, PassArtifact, WaitTurn)


# ------------------------------------------------------------------ artifacts on the ground, carriers between rounds (2.7)
@dataclass(frozen=True, slots=True)
class DropArtifact(Action):
    """2.7: artifacts "may be dropped": the artifact stays in the hex, carried by nobody."""

    artifact: str
    group: ClassVar[str] = "Artifacts"

    def label(self) -> str:
        return f"Drop artifact {self.artifact} (it stays in this hex)"


@dataclass(frozen=True, slots=True)
class PickUpArtifact(Action):
    """2.7: one of your units picks up your artifact lying in its hex and becomes its carrier."""

    artifact: str
    unit: str
    group: ClassVar[str] = "Artifacts"

    def label(self) -> str:
        return f"{self.unit} picks up artifact {self.artifact}"


@dataclass(frozen=True, slots=True)
class KeepCarriers(Action):
    """2.7: the carriers may change only between combat rounds; this closes that chance."""

    hex: Hex
    group: ClassVar[str] = "Artifacts"

    def label(self) -> str:
        return f"Keep the artifact carriers at {hx(self.hex)} for the next combat round"


@dataclass(frozen=True, slots=True)
class Split(Action):
    """6.5: splitting one unit into two or more is forbidden; offered never, refused always (T-30)."""

    unit: str
    steps: int
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return f"Split {self.steps} step(s) off {self.unit} into a new block"


ACTION_TYPES = (*ACTION_TYPES, DropArtifact, PickUpArtifact, KeepCarriers, Split)


@dataclass(frozen=True, slots=True)
class LeaveArtifact(Action):
    """2.7 capture rule: artifacts *may* be captured; the winner may let this one be destroyed
    (a foreign artifact can break in its new carrier's hands)."""

    artifact: str
    group: ClassVar[str] = "Artifacts"

    def label(self) -> str:
        return f"Do not capture artifact {self.artifact} (it is destroyed)"


ACTION_TYPES = (*ACTION_TYPES, LeaveArtifact)


@dataclass(frozen=True, slots=True)
class ActFirst(Action):
    """5.2 [DD]: when several allied armies have units at the same firing step, the side leader
    decides whose units act next."""

    owner: int
    group: ClassVar[str] = "Combat"

    def label(self) -> str:
        return f"The units of player {self.owner + 1} act next in this firing step"


ACTION_TYPES = (*ACTION_TYPES, ActFirst)


# ------------------------------------------------------------------ lasting alliances (4.9)
@dataclass(frozen=True, slots=True)
class ProposeAlliance(Action):
    """4.9 [DD]: offer a lasting alliance to another player (in your movement turn; he answers)."""

    other: int
    group: ClassVar[str] = "Alliances"

    def label(self) -> str:
        return f"Offer player {self.other + 1} an alliance (4.9)"


@dataclass(frozen=True, slots=True)
class AnswerAlliance(Action):
    """4.9 [DD]: accept or refuse the alliance ``proposer`` offers."""

    proposer: int
    accept: bool
    group: ClassVar[str] = "Alliances"

    def label(self) -> str:
        verb = "Accept" if self.accept else "Refuse"
        return f"{verb} the alliance player {self.proposer + 1} offers (4.9)"


@dataclass(frozen=True, slots=True)
class EndAlliance(Action):
    """4.9: an alliance may be ended at any time, even during a battle (with any decision of
    yours; in a battle also by siding against the ally)."""

    other: int
    group: ClassVar[str] = "Alliances"

    def label(self) -> str:
        return f"End the alliance with player {self.other + 1} (4.9; shared hexes become battles)"


ACTION_TYPES = (*ACTION_TYPES, ProposeAlliance, AnswerAlliance, EndAlliance)


@dataclass(frozen=True, slots=True)
class GiveUpGold(Action):
    """6.3: storing leftover gold is a choice: give up the gold left in this city instead of
    keeping it as gold tokens there (tokens can be captured with the city)."""

    city: Hex
    group: ClassVar[str] = "Build"

    def label(self) -> str:
        return f"Give up the gold left in the city at {hx(self.city)} (not stored as tokens, 6.3)"


ACTION_TYPES = (*ACTION_TYPES, GiveUpGold, ChooseSheets)
