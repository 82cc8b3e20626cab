"""The board's words: names of faces, colours, resources, bonuses and the texts of every card, in
the current language (``dday.*`` translation keys). Card names stay as the engine gives them; the
texts say what each card does, the Czech ones in the rulebook's words."""

from __future__ import annotations

import re

from game.dday.data import (
    BONUS_NAMES,
    COMMON_ITEMS,
    COMMON_SPECIALISTS,
    DECORATIONS,
    SPECIAL_ITEMS,
    UNIQUE_SPECIALISTS,
    VEHICLES,
)
from game.dday.tr import _ as game_
from sprites.boards.dday.texts import tx

FACE_KEYS = ("skull", "star", "one", "two", "courage", "tool")
COLOUR_KEYS = ("red", "white", "blue", "none", "any")
RESOURCES = ("soldiers", "courage", "stars", "points")


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def face(f: int) -> str:
    return tx(f"dday.face_{FACE_KEYS[f]}")


def colour(c: int) -> str:
    return tx(f"dday.colour_{COLOUR_KEYS[min(c, 4)]}")


def result(code: int) -> str:
    """A die or added result in words: "Red Skull", "Tool (no colour)"."""
    c, f = code // 6, code % 6
    if c >= 3:
        return tx("dday.result_plain", face=face(f))
    return tx("dday.result", colour=colour(c), face=face(f))


def resource(name: str) -> str:
    return tx(f"dday.res_{name}")


def bonus(f: int) -> str:
    """The red-white-blue bonus of a face (Dead Man's Gift ... Special Find)."""
    return tx(f"dday.bonus_{FACE_KEYS[f]}")


def bonus_text(f: int) -> str:
    return tx(f"dday.bonus_{FACE_KEYS[f]}_text")


def kind_of(name: str) -> str:
    """specialist | unique | item | special | vehicle | decoration."""
    if name in COMMON_SPECIALISTS:
        return "specialist"
    if name in UNIQUE_SPECIALISTS:
        return "unique"
    if name in COMMON_ITEMS:
        return "item"
    if name in SPECIAL_ITEMS:
        return "special"
    if name in VEHICLES:
        return "vehicle"
    if name in DECORATIONS:
        return "decoration"
    return "card"


def card_kind(name: str) -> str:
    return tx(f"dday.kind_{kind_of(name)}")


def card_text(name: str) -> str:
    """What a specialist, item, vehicle or decoration does."""
    return tx(f"dday.card_{slug(name)}")


def card_tip(name: str, cost: str = "") -> str:
    head = f"{game_(name)} — {card_kind(name)}" + (f" ({cost})" if cost else "")
    return f"{head}\n{card_text(name)}"


def every_card() -> list[str]:
    return [*COMMON_SPECIALISTS, *UNIQUE_SPECIALISTS, *COMMON_ITEMS, *SPECIAL_ITEMS, *VEHICLES, *DECORATIONS]


def bonus_keys() -> list[str]:
    return [f"dday.bonus_{k}" for k in FACE_KEYS] + [f"dday.bonus_{k}_text" for k in FACE_KEYS]


assert len(BONUS_NAMES) == len(FACE_KEYS)
