"""A small synthetic board for testing the kit's gesture machinery without a real game.

A row of square fields ``f0..f5``, a round token ``coin``, a hexagon ``hx``, three dice ``d1..d3``
and a big map when ``zoomable``. The actions are this module's own: a march between fields (two
paths for one pair, so the menu must ask), sending counted troops, re-rolling a chosen set of dice,
using a field on its own, and passing (the bar).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import pygame

from game.core.types import Action
from sprites.board import Board, Gesture, Place


@dataclass(frozen=True, slots=True)
class March(Action):
    src: str
    dst: str
    via: str = ""

    def label(self) -> str:
        return f"March {self.src} -> {self.dst}" + (f" via {self.via}" if self.via else "")


@dataclass(frozen=True, slots=True)
class Send(Action):
    src: str
    dst: str
    goblins: int
    orcs: int

    def label(self) -> str:
        return f"Send {self.goblins} goblins and {self.orcs} orcs to {self.dst}"


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    dice: tuple[int, ...]

    def label(self) -> str:
        return "Re-roll " + ", ".join(map(str, self.dice))


@dataclass(frozen=True, slots=True)
class Use(Action):
    place: str
    how: str = ""

    def label(self) -> str:
        return f"Use {self.place}" + (f" ({self.how})" if self.how else "")


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def label(self) -> str:
        return "Pass"


def hexagon(cx: float, cy: float, r: float) -> tuple[tuple[float, float], ...]:
    return tuple((cx + r * math.cos(math.pi / 6 + i * math.pi / 3), cy + r * math.sin(math.pi / 6 + i * math.pi / 3))
                 for i in range(6))


class KitBoard(Board):
    game_id: ClassVar[str] = "kit"
    size = 90

    def __init__(self, zoomable: bool = False) -> None:
        super().__init__(None)
        self._zoomable = zoomable

    @property
    def zoomable(self) -> bool:  # type: ignore[override]
        return self._zoomable

    def arrange(self) -> tuple[int, int]:
        if self._zoomable:
            return (2400, 1600)
        return (self.rect.w, self.rect.h)

    def read(self) -> None:
        self.places.clear()
        n = self.size
        for i in range(6):
            self.places.add(Place(f"f{i}", (20 + i * (n + 10), 20, n, n), "field", label=f"Field {i}"))
        self.places.add(Place("coin", (20, 150, 60, 60), "token", radius=30, label="Coin", z=2))
        hx = hexagon(200, 200, 50)
        xs, ys = [p[0] for p in hx], [p[1] for p in hx]
        self.places.add(Place("hx", (int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1),
                              "hex", poly=hx, label="The hill"))
        for d in (1, 2, 3):
            self.places.add(Place(f"d{d}", (300 + d * 70, 160, 56, 56), "die", label=f"Die {d}"))
        if self._zoomable:
            self.places.add(Place("far", (2200, 1400, 100, 100), "field", label="Far away"))
            # a side panel that stays put while the map pans and zooms
            self.places.add(Place("hud", (self.rect.w - 170, 10, 160, 60), "panel", label="Treasury", fixed=True))

    def paint_static(self, surf: pygame.Surface, z: float) -> None:
        surf.fill((30, 60, 40))

    def paint_pieces(self, surf: pygame.Surface, z: float) -> None:
        for p in self.places:
            if p.id in self.hidden:
                continue
            x, y, w, h = p.rect
            pygame.draw.rect(surf, (200, 180, 120), (x * z, y * z, w * z, h * z), 2)

    def gestures(self, legal: list[Action]) -> list[Gesture]:
        out = []
        for a in legal:
            if isinstance(a, March):
                out.append(Gesture(a, a.src, a.dst, label=a.label(), cost="1 MP"))
            elif isinstance(a, Send):
                out.append(Gesture(a, a.src, a.dst, counts=(("goblins", a.goblins), ("orcs", a.orcs))))
            elif isinstance(a, Reroll):
                out.append(Gesture(a, toggles=frozenset(f"d{d}" for d in a.dice), bar="Re-roll"))
            elif isinstance(a, Use):
                out.append(Gesture(a, a.place))
            else:
                out.append(Gesture(a))
        return out

    def tooltip(self, place_id: str) -> str | None:
        place = self.places.get(place_id)
        return f"{place.label} ({place.kind})" if place else None

    def why(self, place_id: str | None) -> str | None:
        return "The coin is only for show." if place_id == "coin" else None

    def home(self, seat: int | None) -> str | None:
        return "far" if "far" in self.places else "f0"


def legal_set() -> list[Action]:
    return [
        March(0, "f0", "f1"),
        March(0, "f0", "f2", "f1"),
        March(0, "f0", "f2", "hx"),
        Send(0, "f3", "f4", 1, 0), Send(0, "f3", "f4", 2, 0), Send(0, "f3", "f4", 2, 1), Send(0, "f3", "f4", 0, 2),
        Reroll(0, (1,)), Reroll(0, (1, 3)), Reroll(0, (1, 2, 3)),
        Use(0, "hx"),
        Use(0, "f5", "gently"), Use(0, "f5", "firmly"),
        Pass(0),
    ]
