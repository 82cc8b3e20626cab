"""Gestures: how a player's pointing becomes one legal action (the chessground pattern).

A board is told the legal actions and maps each to a :class:`Gesture`: where it starts (an
origin place), where it ends (a destination place, or none: clicking the origin plays it), or no
place at all (the action bar). Counted choices carry ``counts`` (a stepper picks the amounts);
choices of a set of places carry ``toggles`` (click the places, then the bar button). The
:class:`GestureIndex` answers the questions the pointer asks: what starts here, where can it go,
what plays on this spot.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core.types import Action


@dataclass(frozen=True)
class Gesture:
    action: Action
    origin: str | None = None
    dest: str | None = None
    label: str = ""                                  # menu / bar text; the action's label by default
    counts: tuple[tuple[str, int], ...] = ()         # counted choices: one stepper row per name
    toggles: frozenset[str] | None = None            # a chosen set of places, committed by ``bar``
    bar: str = ""                                    # the bar button that commits toggles
    cost: str = ""                                   # shown by the destination's mark ("2 MP")
    note: Any = None                                 # the board's own detail (a path ...)

    @property
    def text(self) -> str:
        return self.label or self.action.label()

    @property
    def count_map(self) -> dict[str, int]:
        return dict(self.counts)


class GestureIndex:
    """The gestures of one decision point, indexed for the pointer."""

    def __init__(self, gestures: Iterable[Gesture] = ()) -> None:
        self.all: list[Gesture] = list(gestures)
        self.by_origin: dict[str, list[Gesture]] = {}
        self.by_pair: dict[tuple[str, str], list[Gesture]] = {}
        self.bar: list[Gesture] = []                 # place-less, no toggles: one button per text
        self.toggle_groups: dict[str, list[Gesture]] = {}
        self.toggle_places: set[str] = set()
        for g in self.all:
            if g.toggles is not None:
                self.toggle_groups.setdefault(g.bar or g.text, []).append(g)
                self.toggle_places |= g.toggles
            elif g.origin is None:
                self.bar.append(g)
            else:
                self.by_origin.setdefault(g.origin, []).append(g)
                if g.dest is not None:
                    self.by_pair.setdefault((g.origin, g.dest), []).append(g)

    def __len__(self) -> int:
        return len(self.all)

    @property
    def origins(self) -> set[str]:
        return set(self.by_origin)

    def dests(self, origin: str | None) -> dict[str, list[Gesture]]:
        """Destinations of ``origin`` with the gestures that end there."""
        out: dict[str, list[Gesture]] = {}
        for g in self.by_origin.get(origin or "", ()):
            if g.dest is not None:
                out.setdefault(g.dest, []).append(g)
        return out

    def singles(self, origin: str | None) -> list[Gesture]:
        """Gestures played by clicking ``origin`` alone."""
        return [g for g in self.by_origin.get(origin or "", ()) if g.dest is None]

    def at(self, origin: str, dest: str) -> list[Gesture]:
        return self.by_pair.get((origin, dest), [])

    def bar_buttons(self) -> list[tuple[str, list[Gesture]]]:
        """The action bar: place-less gestures grouped by their text (in the engine's order),
        then one commit button per toggle group."""
        groups: dict[str, list[Gesture]] = {}
        for g in self.bar:
            groups.setdefault(g.text, []).append(g)
        return list(groups.items()) + list(self.toggle_groups.items())

    def toggle_match(self, name: str, chosen: frozenset[str]) -> Gesture | None:
        for g in self.toggle_groups.get(name, ()):
            if g.toggles == chosen:
                return g
        return None

    def actionable(self) -> set[str]:
        """Every place where a gesture starts or a toggle can be clicked."""
        return set(self.by_origin) | self.toggle_places

    def actions(self) -> list[Action]:
        return [g.action for g in self.all]


def count_range(gestures: list[Gesture]) -> dict[str, tuple[int, int]]:
    """The lowest and highest amount each counted name takes among ``gestures``."""
    out: dict[str, tuple[int, int]] = {}
    for g in gestures:
        for name, n in g.counts:
            lo, hi = out.get(name, (n, n))
            out[name] = (min(lo, n), max(hi, n))
    return out
