"""Events of The Big Book of Madness: core events with the game's own log lines.

Besides the log line, an event carries the plain facts a board needs to animate it in place:
the slot of a curse, the caster and spell of a cast, the seat a madness card goes to, and
``paid`` — the cards a payment discarded, as ``(zone, owner, card code, counted as element)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.events import CardMoved, Hit, Note, PhaseStarted, StepLost, ValueChanged

Paid = tuple[tuple[str, int, int, int], ...]


@dataclass(frozen=True)
class MonsterArrived(PhaseStarted):
    """A grimoire page turns (§4.4 New monster); animates as a phase banner."""

    page: int = -1

    def text(self) -> str:
        return f"Round {self.round}: {self.name}"


@dataclass(frozen=True)
class CurseTriggered(Hit):
    """The invocation marker reached a curse (§4.4); every player suffers it."""

    slot: int = -1
    code: int = -1

    def text(self) -> str:
        return f"The {self.source} strikes: {self.target}"


@dataclass(frozen=True)
class CurseBroken(StepLost):
    """A curse leaves the track (§4.5.6)."""

    slot: int = -1
    seat: int = -1
    code: int = -1
    paid: Paid = ()

    def text(self) -> str:
        return f"{self.unit} is broken"


@dataclass(frozen=True)
class WizardScared(StepLost):
    """A wizard ends a turn holding six madness cards (§4.6)."""

    seat: int = -1

    def text(self) -> str:
        return f"{self.unit} is scared to death and leaves the game"


@dataclass(frozen=True)
class SpellCast(Note):
    seat: int = -1
    spell: int = -1
    mult: int = 1
    paid: Paid = ()

    def text(self) -> str:
        return self.message


@dataclass(frozen=True)
class SpellLearned(Note):
    """§4.5.4: paid for; the spell itself joins the caster once a spell over the limit is forgotten."""

    seat: int = -1
    element: int = -1
    paid: Paid = ()


@dataclass(frozen=True)
class MadnessBanished(Note):
    """§4.5.7: a madness card back to the madness deck, paid for."""

    seat: int = -1
    zone: str = ""
    owner: int = -1
    paid: Paid = ()


@dataclass(frozen=True)
class CardAcquired(CardMoved):
    """§4.5.5: a supply card to the acquirer's discard pile, paid for."""

    paid: Paid = ()


@dataclass(frozen=True)
class MadnessTaken(ValueChanged):
    """§4.7: a player takes a madness card from the madness deck; ``dest`` is where it lands
    (``discard``, ``hand``, ``deck`` top or ``support``)."""

    player: int = -1
    dest: str = ""


@dataclass(frozen=True)
class Told(Note):
    """A log line kept with its English template and values (``message`` is the English line), so
    that ``Rules.event_text`` words it in the player's language; the key ``curse`` holds a curse
    code, other text values are names the catalogue knows."""

    template: str = ""
    values: tuple[tuple[str, Any], ...] = ()
