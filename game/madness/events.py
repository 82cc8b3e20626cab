"""Events of The Big Book of Madness: core events with the game's own log lines."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Hit, Note, PhaseStarted, StepLost


@dataclass(frozen=True)
class MonsterArrived(PhaseStarted):
    """A grimoire page turns (§4.4 New monster); animates as a phase banner."""

    def text(self) -> str:
        return f"Round {self.round}: {self.name}"


@dataclass(frozen=True)
class CurseTriggered(Hit):
    """The invocation marker reached a curse (§4.4); every player suffers it."""

    def text(self) -> str:
        return f"The {self.source} strikes: {self.target}"


@dataclass(frozen=True)
class CurseBroken(StepLost):
    """A curse leaves the track (§4.5.6)."""

    def text(self) -> str:
        return f"{self.unit} is broken"


@dataclass(frozen=True)
class WizardScared(StepLost):
    """A wizard ends a turn holding six madness cards (§4.6)."""

    def text(self) -> str:
        return f"{self.unit} is scared to death and leaves the game"


@dataclass(frozen=True)
class SpellCast(Note):
    def text(self) -> str:
        return self.message
