"""What one view puts on the table: pictures at positions (each maybe a piece an animation can
carry) and the places a player points at. Built when a view arrives; a frame only blits it."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sprites.board.places import Place


@dataclass
class Item:
    img: pygame.Surface
    pos: tuple[int, int]
    piece: str | None = None          # skipped while an animation carries it


@dataclass
class Group:
    """The pieces of one region of the table (an area, the book, the supply): a frame repaints
    a region only when its pieces changed."""

    rect: pygame.Rect
    items: list[Item] = field(default_factory=list)


@dataclass
class Spread:
    items: list[Item] = field(default_factory=list)
    groups: dict[str, Group] = field(default_factory=dict)
    group: Group | None = None
    places: list[Place] = field(default_factory=list)
    cards: dict[tuple[str, int, int], list[str]] = field(default_factory=dict)   # (zone, owner, code) -> places
    texts: list[str] = field(default_factory=list)                              # words drawn (tests read them)
    tips: dict[str, str] = field(default_factory=dict)                          # place -> tooltip

    def begin(self, name: str, rect: pygame.Rect) -> None:
        """Pieces added from now on belong to the region ``name`` (clipped to ``rect``)."""
        self.group = self.groups.setdefault(name, Group(pygame.Rect(rect)))

    def add(self, img: pygame.Surface, pos: tuple[float, float], piece: str | None = None) -> None:
        item = Item(img, (int(pos[0]), int(pos[1])), piece)
        self.items.append(item)
        if self.group is not None:
            self.group.items.append(item)

    def place(self, place: Place, tip: str = "") -> Place:
        self.places.append(place)
        if tip:
            self.tips[place.id] = tip
        return place

    def card(self, zone: str, owner: int, code: int, place_id: str, first: bool = False) -> None:
        places = self.cards.setdefault((zone, owner, code), [])
        if first:
            places.insert(0, place_id)
        else:
            places.append(place_id)

    def word(self, text: str) -> str:
        self.texts.append(text)
        return text
