"""Stronghold's own events: the core events with the places and numbers a board needs to animate
the siege (where a volley comes from, which machine fired, the two melee totals).

Each one subclasses a core event, so a client that knows nothing of Stronghold still logs and
animates it as its base (a ``Volley`` is a ``Note``, a ``Fallen`` a ``StepLost``). Nothing here
names what a seat may not know: an order laid face down carries no token.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Note, StepLost, UnitMoved, ValueChanged


@dataclass(frozen=True)
class UnitsMoved(UnitMoved):
    """``count`` units of one kind along one path (a dispatched stack)."""

    count: int = 1

    def text(self) -> str:
        from game.stronghold import words as W
        from game.stronghold.tr import _

        places = [W.place_name(p) for p in self.path]   # the board's printed names, not its ids
        if len(places) == 2:
            if self.count == 1:
                return _("{unit} moves from {start} to {end}", unit=W.unit(self.unit), start=places[0], end=places[1])
            return _("{units} move from {start} to {end}", units=W.count(self.count, self.unit),
                     start=places[0], end=places[1])
        path = " → ".join(places)
        if self.count == 1:
            return _("{unit} moves {path}", unit=W.unit(self.unit), path=path)
        return _("{units} move {path}", units=W.count(self.count, self.unit), path=path)


@dataclass(frozen=True)
class Fallen(StepLost):
    """Units killed at a place (§5.0: attackers to the supply, defenders to the supply or the
    infirmary). ``unit`` is the board's short form ("goblin on RW1"), ``place`` the engine's name
    of where they stood, ``kind`` the unit type; the log reads whole units, never steps."""

    place: str = ""
    kind: str = ""
    note: str = ""

    def text(self) -> str:
        from game.stronghold.losses import loss_text

        return loss_text(self.kind, self.steps, self.place, self.fate, self.note)


@dataclass(frozen=True)
class Volley(Note):
    """Archers shoot at one target (§5.3): ``sources`` names the place of every archer shooting."""

    target: str = ""
    firepower: int = 0
    sources: tuple[str, ...] = ()


@dataclass(frozen=True)
class Shot(Note):
    """One shot of a cannon, a siege machine, an iron claw or a goblin archer at ``target``
    (``weapon``: cannon, claw, M1 ballista, M2 catapult, M3 trebuchet, goblin)."""

    weapon: str = ""
    source: str = ""
    target: str = ""
    hit: bool = False


@dataclass(frozen=True)
class Melee(Note):
    """A wall section's melee totals (§5.8.1) and what they are made of, as (word, value) pairs."""

    section: str = ""
    attack: int = 0
    defence: int = 0
    attack_parts: tuple[tuple[str, int], ...] = ()
    defence_parts: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class Resolved(Note):
    """A building action took effect (§4.6): ``action`` its id, ``target`` where the effect went."""

    action: str = ""
    target: str = ""


@dataclass(frozen=True)
class TokenPlaced(Note):
    """An attacker's phase-card action put its token on the board (§7.4)."""

    code: str = ""
    target: str = ""
    owner: int = 0


@dataclass(frozen=True)
class OrderPlaced(Note):
    """An order laid on a wall section; ``token`` is empty when it lies face down (§6.6)."""

    section: str = ""
    token: str = ""
    face_down: bool = False


@dataclass(frozen=True)
class GloryChanged(ValueChanged):
    """A glory counter moved; ``side`` is "att" or "def", ``why`` the rule that scored (§1.3)."""

    side: str = ""
    why: str = ""
