"""What happened: the records ``apply`` returns, which the log prints and the view animates.

Each event class has an ``animation`` key; the client maps keys to animations, so an engine's own
event (``class WallHit(Hit)``) animates like its base without the client knowing the game.
Values are plain (ints, strings, tuples) so events can cross a process boundary.

Events hold seat numbers, not names: ``named(name)`` words a line with the game's own names for
the seats ("Attacker", "Orcs"), and ``seen_text`` is how one seat reads it (a card only its holder
saw stays unnamed for everyone else). ``Rules.event_text`` puts the two together per game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.tr import N_, _

SeatName = Callable[[int], str]

# the words of the default lines the core itself gives events (an engine's own words pass as
# they are: an engine words its events in its ``event_text``)
WORDS = {"deck": N_("deck"), "hand": N_("hand"), "discard": N_("discard"), "table": N_("table"),
         "step": N_("step"), "eliminated": N_("eliminated")}


def word(text: str) -> str:
    """A pile's or a loss's default name in the player's language (other names as given)."""
    return _(WORDS[text]) if text in WORDS else text


def player_number(seat: int) -> str:
    """The fallback name of a seat, for a game that gives its seats no names of their own."""
    return _("Player {n}", n=seat + 1)


@dataclass(frozen=True)
class Event:
    animation: ClassVar[str] = "note"

    def text(self) -> str:
        """One log line."""
        parts = [f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self)]
        return f"{type(self).__name__}: {', '.join(parts)}"

    def named(self, name: SeatName) -> str:
        """The log line with seats called by ``name``; events that mention no seat need not
        override it."""
        return self.text()

    def private_to(self) -> int | None:
        """The one seat allowed to read this event in full (a card it drew face down), or None
        when every seat reads the same line."""
        return None

    def redacted(self) -> Event:
        """The event as the seats it is not private to may read it."""
        return self

    def sighting(self) -> Any:
        """What every seat sees of this event besides its words, where no view after it need
        keep it: the path a piece moved along, the faces dice showed, a card turned face up, an
        order revealed and then resolved. None when it shows nothing of that kind."""
        return None

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
class Secret(Note):
    """A line only ``seat`` may read as ``message``; every other seat reads ``public``
    ("Orcs deploy a Troll in Lakeholm" / "Orcs deploy a block")."""

    seat: int = -1
    public: str = ""

    def private_to(self) -> int | None:
        return self.seat if self.seat >= 0 else None

    def redacted(self) -> Event:
        return Note(self.public)


@dataclass(frozen=True)
class Revealed(Note):
    """A hidden thing shown to every seat, worth a line even where no view keeps it."""

    def sighting(self) -> Any:
        return self.message


@dataclass(frozen=True)
class PhaseStarted(Event):
    animation: ClassVar[str] = "phase"
    name: str
    round: int = 0
    unit: str = "Round"  # what the game calls its counted period ("Turn" in D-Day Dice)

    def text(self) -> str:
        if not self.round:
            return self.name
        if self.unit == "Turn":
            return _("Turn {round}: {name}", round=self.round, name=self.name)
        if self.unit == "Round":
            return _("Round {round}: {name}", round=self.round, name=self.name)
        return f"{self.unit} {self.round}: {self.name}"


@dataclass(frozen=True)
class TurnStarted(Event):
    animation: ClassVar[str] = "turn"
    seat: int
    name: str = ""

    def text(self) -> str:
        return self.named(player_number)

    def named(self, name: SeatName) -> str:
        if _own_text(self, TurnStarted):
            return self.text()
        return _("{name} to play", name=self.name or name(self.seat))


@dataclass(frozen=True)
class DiceRolled(Event):
    """``values`` are the raw results; ``faces`` optional names of what each shows (custom dice)."""

    animation: ClassVar[str] = "dice"
    seat: int | None
    values: tuple[int, ...]
    faces: tuple[str, ...] = ()
    sides: int = 6
    purpose: str = ""

    def sighting(self) -> Any:
        return (self.seat, self.values, self.faces)

    def text(self) -> str:
        return self.named(player_number)

    def named(self, name: SeatName) -> str:
        if _own_text(self, DiceRolled):
            return self.text()
        shown = ", ".join(self.faces) if self.faces else " ".join(str(v) for v in self.values)
        if self.seat is not None:
            if self.purpose:
                return _("{name} rolls for {purpose}: {shown}", name=name(self.seat), purpose=self.purpose,
                         shown=shown)
            return _("{name} rolls: {shown}", name=name(self.seat), shown=shown)
        if self.purpose:
            return _("Roll for {purpose}: {shown}", purpose=self.purpose, shown=shown)
        return _("Roll: {shown}", shown=shown)


@dataclass(frozen=True)
class CardDrawn(Event):
    """A card leaves a pile for a hand or the table; ``card`` is None when drawn face down."""

    animation: ClassVar[str] = "card"
    seat: int | None
    card: str | None
    source: str = "deck"
    dest: str = "hand"

    def text(self) -> str:
        return self.named(player_number)

    def named(self, name: SeatName) -> str:
        if _own_text(self, CardDrawn):
            return self.text()
        who = name(self.seat) if self.seat is not None else _("The game")
        if self.card:
            return _("{who} draws {card} from {source}", who=who, card=self.card, source=word(self.source))
        return _("{who} draws a card from {source}", who=who, source=word(self.source))

    def private_to(self) -> int | None:
        return _card_holder(self.seat, self.card, False)

    def sighting(self) -> Any:
        # drawn face up for the table
        return (self.card, self.source, self.dest) if self.card is not None and self.seat is None else None

    def redacted(self) -> Event:
        return dataclasses.replace(self, card=None)


@dataclass(frozen=True)
class CardMoved(Event):
    animation: ClassVar[str] = "card"
    seat: int | None
    card: str | None
    source: str
    dest: str
    face_up: bool = True

    def text(self) -> str:
        return f"{self.card or _('A card')}: {word(self.source)} -> {word(self.dest)}"

    def private_to(self) -> int | None:
        return _card_holder(self.seat, self.card, self.face_up)

    def sighting(self) -> Any:
        shown = self.card is not None and (self.face_up or self.seat is None)
        return (self.card, self.source, self.dest) if shown else None

    def redacted(self) -> Event:
        return dataclasses.replace(self, card=None)


@dataclass(frozen=True)
class Shuffled(Event):
    animation: ClassVar[str] = "shuffle"
    pile: str

    def text(self) -> str:
        return _("{pile} shuffled", pile=word(self.pile))


@dataclass(frozen=True)
class UnitMoved(Event):
    """``path`` lists the places passed through, first the start, last the end."""

    animation: ClassVar[str] = "move"
    seat: int | None
    unit: str
    path: tuple[Any, ...]

    def text(self) -> str:
        return _("{unit} moves {path}", unit=self.unit, path=" -> ".join(str(p) for p in self.path))

    def sighting(self) -> Any:
        return (self.seat, self.path)   # the piece seen on its way, not what it is


@dataclass(frozen=True)
class Hit(Event):
    """Damage landing on something; ``heavy`` asks the view for a flash and a screen shake."""

    animation: ClassVar[str] = "hit"
    target: str
    amount: int = 1
    heavy: bool = False
    source: str = ""

    def text(self) -> str:
        if self.source:
            return _("{source} hits {target} ({amount})", source=self.source, target=self.target, amount=self.amount)
        return _("Hit on {target} ({amount})", target=self.target, amount=self.amount)


@dataclass(frozen=True)
class StepLost(Event):
    """A loss in the game's own words: ``noun`` is what losses are counted in ("step" for blocks,
    "soldier"), empty when ``unit`` is lost whole; ``fate`` what becomes of a unit that is gone."""

    animation: ClassVar[str] = "step"
    unit: str
    steps: int = 1
    eliminated: bool = False
    noun: str = "step"
    fate: str = "eliminated"

    def text(self) -> str:
        if not self.noun:
            if not self.eliminated:
                return _.n("{unit} is hit", "{unit} are hit", self.steps, unit=self.unit)
            return _.n("{unit} is {fate}", "{unit} are {fate}", self.steps, unit=self.unit, fate=word(self.fate))
        if self.noun == "step":
            if self.eliminated:
                return _.n("{unit} loses {count} step and is {fate}", "{unit} loses {count} steps and is {fate}",
                           self.steps, unit=self.unit, fate=word(self.fate))
            return _.n("{unit} loses {count} step", "{unit} loses {count} steps", self.steps, unit=self.unit)
        noun = f"{self.noun}{'' if self.steps == 1 else 's'}"
        if self.eliminated:
            return _("{unit} loses {count} {noun} and is {fate}", unit=self.unit, count=self.steps, noun=noun,
                     fate=word(self.fate))
        return _("{unit} loses {count} {noun}", unit=self.unit, count=self.steps, noun=noun)


@dataclass(frozen=True)
class ValueChanged(Event):
    """A counter moved (resources, glory, madness ...)."""

    animation: ClassVar[str] = "value"
    seat: int | None
    name: str
    delta: int
    total: int

    def text(self) -> str:
        return self.named(player_number)

    def named(self, name: SeatName) -> str:
        if _own_text(self, ValueChanged):
            return self.text()
        if self.seat is not None:
            return _("{who}: {name} {delta} (now {total})", who=name(self.seat), name=self.name,
                     delta=f"{self.delta:+d}", total=self.total)
        return _("{name} {delta} (now {total})", name=self.name, delta=f"{self.delta:+d}", total=self.total)


@dataclass(frozen=True)
class GameOver(Event):
    animation: ClassVar[str] = "over"
    winners: tuple[int, ...]
    reason: str

    def text(self) -> str:
        return self.named(player_number)

    def named(self, name: SeatName) -> str:
        if _own_text(self, GameOver):
            return self.text()
        if not self.winners:
            return _("Game over: {reason}", reason=self.reason)
        players = ", ".join(name(w) for w in self.winners)
        return _.n("Game over: {players} wins — {reason}", "Game over: {players} win — {reason}",
                   len(self.winners), players=players, reason=self.reason)


def _own_text(event: Event, base: type) -> bool:
    """An engine's subclass that words its own ``text()`` keeps it when named."""
    return type(event).text is not base.text  # type: ignore[attr-defined]


def _card_holder(seat: int | None, card: str | None, face_up: bool) -> int | None:
    return seat if isinstance(seat, int) and card is not None and not face_up else None


def seen_text(event: Event, viewer: int | None, name: SeatName, hidden_information: bool) -> str:
    """How ``viewer`` (None: a spectator) reads ``event``: seats by ``name``; an event private to
    another seat in its redacted form (in a game without hidden information nothing is private)."""
    private = event.private_to() if hidden_information else None
    shown = event.redacted() if private is not None and private != viewer else event
    return shown.named(name)
