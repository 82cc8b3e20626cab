"""What happened: the records ``apply`` returns, which the log prints and the view animates.

Each event class has an ``animation`` key; the client maps keys to animations, so an engine's own
event (``class WallHit(Hit)``) animates like its base without the client knowing the game.
Values are plain (ints, strings, tuples) so events can cross a process boundary.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(frozen=True)
class Event:
    animation: ClassVar[str] = "note"

    def text(self) -> str:
        """One log line."""
        parts = [f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self)]
        return f"{type(self).__name__}: {', '.join(parts)}"

    def to_data(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        data["type"] = type(self).__name__
        data["animation"] = self.animation
        data["text"] = self.text()
        return data


@dataclass(frozen=True)
class Note(Event):
    """Anything worth a log line that has no animation of its own."""

    message: str

    def text(self) -> str:
        return self.message


@dataclass(frozen=True)
class PhaseStarted(Event):
    animation: ClassVar[str] = "phase"
    name: str
    round: int = 0
    unit: str = "Round"  # what the game calls its counted period ("Turn" in D-Day Dice)

    def text(self) -> str:
        return f"{self.unit} {self.round}: {self.name}" if self.round else self.name


@dataclass(frozen=True)
class TurnStarted(Event):
    animation: ClassVar[str] = "turn"
    seat: int
    name: str = ""

    def text(self) -> str:
        return f"{self.name or f'Player {self.seat + 1}'} to play"


@dataclass(frozen=True)
class DiceRolled(Event):
    """``values`` are the raw results; ``faces`` optional names of what each shows (custom dice)."""

    animation: ClassVar[str] = "dice"
    seat: int | None
    values: tuple[int, ...]
    faces: tuple[str, ...] = ()
    sides: int = 6
    purpose: str = ""

    def text(self) -> str:
        shown = ", ".join(self.faces) if self.faces else " ".join(str(v) for v in self.values)
        who = f"Player {self.seat + 1} rolls" if self.seat is not None else "Roll"
        return f"{who}{' for ' + self.purpose if self.purpose else ''}: {shown}"


@dataclass(frozen=True)
class CardDrawn(Event):
    """A card leaves a pile for a hand or the table; ``card`` is None when drawn face down."""

    animation: ClassVar[str] = "card"
    seat: int | None
    card: str | None
    source: str = "deck"
    dest: str = "hand"

    def text(self) -> str:
        who = f"Player {self.seat + 1}" if self.seat is not None else "The game"
        return f"{who} draws {self.card or 'a card'} from {self.source}"


@dataclass(frozen=True)
class CardMoved(Event):
    animation: ClassVar[str] = "card"
    seat: int | None
    card: str | None
    source: str
    dest: str
    face_up: bool = True

    def text(self) -> str:
        return f"{self.card or 'A card'}: {self.source} -> {self.dest}"


@dataclass(frozen=True)
class Shuffled(Event):
    animation: ClassVar[str] = "shuffle"
    pile: str

    def text(self) -> str:
        return f"{self.pile} shuffled"


@dataclass(frozen=True)
class UnitMoved(Event):
    """``path`` lists the places passed through, first the start, last the end."""

    animation: ClassVar[str] = "move"
    seat: int | None
    unit: str
    path: tuple[Any, ...]

    def text(self) -> str:
        return f"{self.unit} moves {' -> '.join(str(p) for p in self.path)}"


@dataclass(frozen=True)
class Hit(Event):
    """Damage landing on something; ``heavy`` asks the view for a flash and a screen shake."""

    animation: ClassVar[str] = "hit"
    target: str
    amount: int = 1
    heavy: bool = False
    source: str = ""

    def text(self) -> str:
        src = f"{self.source} hits " if self.source else "Hit on "
        return f"{src}{self.target} ({self.amount})"


@dataclass(frozen=True)
class StepLost(Event):
    animation: ClassVar[str] = "step"
    unit: str
    steps: int = 1
    eliminated: bool = False

    def text(self) -> str:
        return f"{self.unit} loses {self.steps} step(s){' and is eliminated' if self.eliminated else ''}"


@dataclass(frozen=True)
class ValueChanged(Event):
    """A counter moved (resources, glory, madness ...)."""

    animation: ClassVar[str] = "value"
    seat: int | None
    name: str
    delta: int
    total: int

    def text(self) -> str:
        who = f"Player {self.seat + 1}: " if self.seat is not None else ""
        return f"{who}{self.name} {self.delta:+d} (now {self.total})"


@dataclass(frozen=True)
class GameOver(Event):
    animation: ClassVar[str] = "over"
    winners: tuple[int, ...]
    reason: str

    def text(self) -> str:
        if not self.winners:
            return f"Game over: {self.reason}"
        players = ", ".join(f"player {w + 1}" for w in self.winners)
        verb = "wins" if len(self.winners) == 1 else "win"
        return f"Game over: {players} {verb} — {self.reason}"
