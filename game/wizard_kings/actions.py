"""Wizard Kings actions: one small frozen record per decision the rulebook gives a player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.types import Action
from game.wizard_kings import names
from game.wizard_kings.tr import N_, _

Hex = tuple[int, int]


def hx(h: Hex) -> str:
    return f"({h[0]},{h[1]})"


def bname(key: str) -> str:
    """A block label for a player: name and rating ("Ranger (A2, 4 GP a step)")."""
    from game.wizard_kings.data import ARTIFACTS, BLOCKS
    b = BLOCKS.get(key)
    if b is not None:
        return _("{name} ({rating}, {cost} GP a step)", name=_(b.name), rating=b.rating, cost=b.cost)
    a = ARTIFACTS.get(key)
    if a is not None:
        return _(getattr(a, "name", key.split(".")[-1]))
    return key.split(".")[-1]


# ------------------------------------------------------------------ deployment (1.22)
@dataclass(frozen=True, slots=True)
class Deploy(Action):
    block: str
    city: Hex
    group: ClassVar[str] = N_("Deploy")

    def label(self) -> str:
        return _("Deploy {block} at strength 1 in the city at {hex}", block=bname(self.block), hex=hx(self.city))


@dataclass(frozen=True, slots=True)
class DeployStep(Action):
    unit: str
    group: ClassVar[str] = N_("Deploy")

    def label(self) -> str:
        return _("Add a step to {unit} (pay its cost per step)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class DeployDone(Action):
    group: ClassVar[str] = N_("Deploy")

    def label(self) -> str:
        return _("Finish deployment (keep the rest of the budget unspent)")


@dataclass(frozen=True, slots=True)
class ChooseArmy(Action):
    """7.4: pick one of your two armies."""

    army: str
    group: ClassVar[str] = N_("Set-up")

    def label(self) -> str:
        return _("Take the {army}", army=names.army(self.army))


@dataclass(frozen=True, slots=True)
class ChooseMap(Action):
    """7.4: give one of your armies its map."""

    army: str
    sheet: int
    group: ClassVar[str] = N_("Set-up")

    def label(self) -> str:
        return _("The {army} take Map {n}", army=names.army(self.army), n=self.sheet)


@dataclass(frozen=True, slots=True)
class ChooseSheets(Action):
    """1.21: free play, "each player chooses one or two maps"."""

    count: int
    group: ClassVar[str] = N_("Set-up")

    def label(self) -> str:
        return _.n("Take one map sheet", "Take {count} map sheets", self.count)


@dataclass(frozen=True, slots=True)
class ChooseCapital(Action):
    """7.4: the city where the army's five blocks start."""

    army: str
    city: Hex
    group: ClassVar[str] = N_("Set-up")

    def label(self) -> str:
        return _("Found the {army} capital in the city at {hex}", army=names.army(self.army), hex=hx(self.city))


# ------------------------------------------------------------------ movement (4.2-4.8)
@dataclass(frozen=True, slots=True)
class Pin(Action):
    unit: str
    group: ClassVar[str] = N_("Movement")

    def label(self) -> str:
        return _("Pin {unit} (it stays in the attacked hex this turn)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class Move(Action):
    unit: str
    path: tuple[Hex, ...]
    group: ClassVar[str] = N_("Movement")

    def label(self) -> str:
        if len(self.path) == 1:
            return _("Move {unit} to {hex}", unit=self.unit, hex=hx(self.path[0]))
        return _("Move {unit} to {hex} via {path}", unit=self.unit, hex=hx(self.path[-1]),
                 path=" → ".join(hx(h) for h in self.path[:-1]))


@dataclass(frozen=True, slots=True)
class NavalMove(Action):
    unit: str
    path: tuple[Hex, ...]
    group: ClassVar[str] = N_("Movement")

    def label(self) -> str:
        return _("Naval move: {unit} sails to the port at {hex}", unit=self.unit, hex=hx(self.path[-1]))


@dataclass(frozen=True, slots=True)
class MoveSpell(Action):
    """A Movement-phase spell (2.22): HASTE / HEAL / TELEPORT; ``target`` and ``dest`` as needed."""

    wizard: str
    spell: str
    target: str = ""
    dest: Hex | None = None
    group: ClassVar[str] = N_("Spells")

    def label(self) -> str:
        spell = names.spell(self.spell)
        if self.target and self.dest is not None:
            return _("{wizard} casts {spell} on {target} to {hex}", wizard=self.wizard, spell=spell,
                     target=self.target, hex=hx(self.dest))
        if self.target:
            return _("{wizard} casts {spell} on {target}", wizard=self.wizard, spell=spell, target=self.target)
        if self.dest is not None:
            return _("{wizard} casts {spell} to {hex}", wizard=self.wizard, spell=spell, hex=hx(self.dest))
        return _("{wizard} casts {spell}", wizard=self.wizard, spell=spell)


@dataclass(frozen=True, slots=True)
class HealStep(Action):
    unit: str
    group: ClassVar[str] = N_("Spells")

    def label(self) -> str:
        return _("Heal {unit} (+1 step)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class PassArtifact(Action):
    """2.7: hand an artifact to another friendly unit in the same hex (in your movement turn, or
    in a battle between combat rounds)."""

    artifact: str
    unit: str
    group: ClassVar[str] = N_("Movement")

    def label(self) -> str:
        return _("Hand artifact {artifact} to {unit}", artifact=self.artifact, unit=self.unit)


@dataclass(frozen=True, slots=True)
class EndMovement(Action):
    group: ClassVar[str] = N_("Movement")

    def label(self) -> str:
        return _("End my movement turn")


# ------------------------------------------------------------------ combat (5.x)
@dataclass(frozen=True, slots=True)
class ChooseBattle(Action):
    hex: Hex
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("Fight the battle at {hex} next", hex=hx(self.hex))


@dataclass(frozen=True, slots=True)
class JoinSide(Action):
    """4.9: an army in a battle hex that is neither the first attacker nor the original defender
    sides with one of them for this battle round."""

    hex: Hex
    attacker: bool
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        if self.attacker:
            return _("Join the battle at {hex} on the side of the attacker", hex=hx(self.hex))
        return _("Join the battle at {hex} on the side of the defender", hex=hx(self.hex))


@dataclass(frozen=True, slots=True)
class Fire(Action):
    unit: str
    berserk: bool = False
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        if self.berserk:
            return _("{unit} goes Berserk (double dice, then loses a step)", unit=self.unit)
        return _("{unit} fires", unit=self.unit)


@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    wizard: str
    spell: str
    target: str = ""
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        if self.target:
            return _("{wizard} casts {spell} at {target}", wizard=self.wizard, spell=names.spell(self.spell),
                     target=self.target)
        return _("{wizard} casts {spell}", wizard=self.wizard, spell=names.spell(self.spell))


@dataclass(frozen=True, slots=True)
class Ritual(Action):
    """A cleric's Prayer instead of firing (2.36, Table 2-D [DD])."""

    unit: str
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("{unit} performs the Prayer ritual", unit=self.unit)


@dataclass(frozen=True, slots=True)
class Wield(Action):
    """2.7: fire with the carried magic weapon's rating (costs the weapon one step)."""

    unit: str
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("{unit} fires with its magic weapon (the weapon loses a step)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class WaitTurn(Action):
    """2.7: a carrier whose magic weapon has another letter waits for its other firing step."""

    unit: str
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("{unit} waits for its other firing step (magic weapon letter or its own)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class ArtifactSpell(Action):
    """2.7: the carrier casts a spell through its magic artifact (costs the artifact one step)."""

    unit: str
    spell: str
    target: str = ""
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        if self.target:
            return _("{unit} casts {spell} with its artifact at {target}", unit=self.unit,
                     spell=names.spell(self.spell), target=self.target)
        return _("{unit} casts {spell} with its artifact", unit=self.unit, spell=names.spell(self.spell))


@dataclass(frozen=True, slots=True)
class TakeArtifact(Action):
    """2.7 capture rule: the battle's winner gives a captured artifact to one of its units (also
    an enemy reaching a dropped artifact, 2.7 [DD])."""

    artifact: str
    unit: str
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("{unit} takes artifact {artifact}", unit=self.unit, artifact=self.artifact)


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    unit: str
    dest: Hex
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("{unit} retreats to {hex}", unit=self.unit, hex=hx(self.dest))


@dataclass(frozen=True, slots=True)
class Hold(Action):
    unit: str
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("{unit} holds (does nothing this combat turn)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class TakeHit(Action):
    unit: str
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("{unit} takes the hit (loses a step)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class Dispel(Action):
    wizard: str
    use: bool
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        if self.use:
            return _("{wizard} tries to Dispel (loses a step)", wizard=self.wizard)
        return _("{wizard} lets the spell happen", wizard=self.wizard)


@dataclass(frozen=True, slots=True)
class Regroup(Action):
    unit: str
    dest: Hex
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("Regroup: {unit} moves to {hex}", unit=self.unit, hex=hx(self.dest))


@dataclass(frozen=True, slots=True)
class EndRegroup(Action):
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("Finish regrouping")


# ------------------------------------------------------------------ build (6.x)
@dataclass(frozen=True, slots=True)
class BuildUnit(Action):
    """6.2: a block from the pool at strength 1; ``unit`` names the eliminated block being rebuilt
    (it keeps its id, 7.1.3), "" for a block never on the map."""

    block: str
    city: Hex
    unit: str = ""
    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        if self.unit:
            return _("Rebuild {unit}, a {block}, at strength 1 in the city at {hex}", unit=self.unit,
                     block=bname(self.block), hex=hx(self.city))
        return _("Build a new {block} at strength 1 in the city at {hex}", block=bname(self.block), hex=hx(self.city))


@dataclass(frozen=True, slots=True)
class BuildStep(Action):
    unit: str
    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        return _("Add a step to {unit} (paid from its city's gold)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class BuildArtifact(Action):
    """Table 2-E [DD]: buy an artifact (1 step) for a carrier standing in a friendly city."""

    artifact: str
    carrier: str
    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        return _("Buy the artifact {artifact} for {unit} to carry", artifact=bname(self.artifact), unit=self.carrier)


@dataclass(frozen=True, slots=True)
class Cash(Action):
    """2.6: spend one step of a treasury as gold in the city where it stands."""

    unit: str
    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        return _("Cash a step of treasury {unit} as gold in its city", unit=self.unit)


@dataclass(frozen=True, slots=True)
class Merge(Action):
    source: str
    dest: str
    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        return _("Move a step from {source} to {dest}", source=self.source, dest=self.dest)


@dataclass(frozen=True, slots=True)
class Disband(Action):
    unit: str
    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        return _("Disband {unit} (remove it from the map)", unit=self.unit)


@dataclass(frozen=True, slots=True)
class EndBuild(Action):
    """6.3: finish building; the gold still left in a city is stored there as gold tokens (gold
    the player chose not to keep was given up before, :class:`GiveUpGold`)."""

    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        return _("Finish building (unspent gold is stored as gold tokens in its city)")


ACTION_TYPES = (Deploy, DeployStep, DeployDone, ChooseArmy, ChooseMap, ChooseCapital, Pin, Move, NavalMove, MoveSpell, HealStep, EndMovement,
                ChooseBattle, Fire, CastSpell, Ritual, Wield, ArtifactSpell, TakeArtifact, Retreat, Hold, TakeHit, Dispel, Regroup, EndRegroup,
                BuildUnit, BuildStep, BuildArtifact, Cash, Merge, Disband, EndBuild, JoinSide, PassArtifact, WaitTurn)


# ------------------------------------------------------------------ artifacts on the ground, carriers between rounds (2.7)
@dataclass(frozen=True, slots=True)
class DropArtifact(Action):
    """2.7: artifacts "may be dropped": the artifact stays in the hex, carried by nobody."""

    artifact: str
    group: ClassVar[str] = N_("Artifacts")

    def label(self) -> str:
        return _("Drop artifact {artifact} (it stays in this hex)", artifact=self.artifact)


@dataclass(frozen=True, slots=True)
class PickUpArtifact(Action):
    """2.7: one of your units picks up your artifact lying in its hex and becomes its carrier."""

    artifact: str
    unit: str
    group: ClassVar[str] = N_("Artifacts")

    def label(self) -> str:
        return _("{unit} picks up artifact {artifact}", unit=self.unit, artifact=self.artifact)


@dataclass(frozen=True, slots=True)
class KeepCarriers(Action):
    """2.7: the carriers may change only between combat rounds; this closes that chance."""

    hex: Hex
    group: ClassVar[str] = N_("Artifacts")

    def label(self) -> str:
        return _("Keep the artifact carriers at {hex} for the next combat round", hex=hx(self.hex))


@dataclass(frozen=True, slots=True)
class Split(Action):
    """6.5: splitting one unit into two or more is forbidden; offered never, refused always (T-30)."""

    unit: str
    steps: int
    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        return _.n("Split {count} step off {unit} into a new block", "Split {count} steps off {unit} into a new block", self.steps, unit=self.unit)


ACTION_TYPES = (*ACTION_TYPES, DropArtifact, PickUpArtifact, KeepCarriers, Split)


@dataclass(frozen=True, slots=True)
class LeaveArtifact(Action):
    """2.7 capture rule: artifacts *may* be captured; the winner may let this one be destroyed
    (a foreign artifact can break in its new carrier's hands)."""

    artifact: str
    group: ClassVar[str] = N_("Artifacts")

    def label(self) -> str:
        return _("Do not capture artifact {artifact} (it is destroyed)", artifact=self.artifact)


ACTION_TYPES = (*ACTION_TYPES, LeaveArtifact)


@dataclass(frozen=True, slots=True)
class ActFirst(Action):
    """5.2 [DD]: when several allied armies have units at the same firing step, the side leader
    decides whose units act next."""

    owner: int
    group: ClassVar[str] = N_("Combat")

    def label(self) -> str:
        return _("The units of player {n} act next in this firing step", n=self.owner + 1)


ACTION_TYPES = (*ACTION_TYPES, ActFirst)


# ------------------------------------------------------------------ lasting alliances (4.9)
@dataclass(frozen=True, slots=True)
class ProposeAlliance(Action):
    """4.9 [DD]: offer a lasting alliance to another player (in your movement turn; he answers)."""

    other: int
    group: ClassVar[str] = N_("Alliances")

    def label(self) -> str:
        return _("Offer player {n} an alliance", n=self.other + 1)


@dataclass(frozen=True, slots=True)
class AnswerAlliance(Action):
    """4.9 [DD]: accept or refuse the alliance ``proposer`` offers."""

    proposer: int
    accept: bool
    group: ClassVar[str] = N_("Alliances")

    def label(self) -> str:
        if self.accept:
            return _("Accept the alliance player {n} offers", n=self.proposer + 1)
        return _("Refuse the alliance player {n} offers", n=self.proposer + 1)


@dataclass(frozen=True, slots=True)
class EndAlliance(Action):
    """4.9: an alliance may be ended at any time, even during a battle (with any decision of
    yours; in a battle also by siding against the ally)."""

    other: int
    group: ClassVar[str] = N_("Alliances")

    def label(self) -> str:
        return _("End the alliance with player {n} (shared hexes become battles)", n=self.other + 1)


ACTION_TYPES = (*ACTION_TYPES, ProposeAlliance, AnswerAlliance, EndAlliance)


@dataclass(frozen=True, slots=True)
class GiveUpGold(Action):
    """6.3: storing leftover gold is a choice: give up the gold left in this city instead of
    keeping it as gold tokens there (tokens can be captured with the city)."""

    city: Hex
    group: ClassVar[str] = N_("Build")

    def label(self) -> str:
        return _("Give up the gold left in the city at {hex} (not stored as tokens)", hex=hx(self.city))


ACTION_TYPES = (*ACTION_TYPES, GiveUpGold, ChooseSheets)
