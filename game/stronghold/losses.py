"""Stronghold's losses in its own words: units are killed (or carried to the infirmary) whole;
nothing in this game loses steps."""

from __future__ import annotations

from game.core.events import StepLost
from game.stronghold.actions import option_text


def units_lost(kind: str, n: int, place: str, fate: str = "killed", note: str = "") -> StepLost:
    """``n`` units of ``kind`` ("goblin") gone from ``place`` (a board code: "W2", "T:E1")."""
    units = (f"An {kind}" if kind[0] in "aeiou" else f"A {kind}") if n == 1 else f"{n} {kind}s"
    where = f"in the {option_text(place)}" if place.startswith("T:") or place == "BARB" else f"on {option_text(place)}"
    return StepLost(f"{units} {where}{note}", n, True, noun="", fate=fate)
