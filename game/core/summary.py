"""What a generic table shows of any game: labelled values and zones of pieces.

``rules.summary(view)`` returns a list of :class:`Section`; the generic table draws it without
knowing the game, the per-game boards may ignore it.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Value:
    """A labelled number or word (``Glory: 12``). ``seat`` ties it to a player's colour."""

    label: str
    value: str | int | float
    seat: int | None = None


@dataclass(frozen=True)
class Piece:
    """One thing in a zone. ``kind``: card, die, unit, token, block. ``hidden`` = drawn face down;
    ``seat`` = whose piece it is (the table colours it), None for neutral pieces."""

    label: str
    kind: str = "token"
    face: str | int | None = None
    hidden: bool = False
    detail: str = ""
    seat: int | None = None


@dataclass(frozen=True)
class Zone:
    """A place holding pieces (a hand, a pile, a hex, a sector). ``count`` can exceed the pieces
    listed, for piles shown by size only."""

    label: str
    pieces: tuple[Piece, ...] = ()
    seat: int | None = None
    count: int | None = None

    @property
    def size(self) -> int:
        return self.count if self.count is not None else len(self.pieces)


@dataclass(frozen=True)
class Section:
    title: str
    entries: tuple[Value | Zone, ...] = field(default=())
    seat: int | None = None
