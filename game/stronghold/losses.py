"""Stronghold's losses in its own words: units are killed (or carried to the infirmary) whole;
nothing in this game loses steps."""

from __future__ import annotations

from game.stronghold.actions import option_text
from game.stronghold.events import Fallen


def loss_text(kind: str, n: int, place: str, fate: str = "killed", note: str = "") -> str:
    """"3 goblins on wall W2 are killed", "An archer in the siege tower at W1 is killed"."""
    units = (f"An {kind}" if kind[:1] in ("a", "e", "i", "o", "u") else f"A {kind}") if n == 1 else f"{n} {kind}s"
    where = f"in the {option_text(place)}" if place.startswith("T:") or place == "BARB" else f"on {option_text(place)}"
    return f"{units} {where}{note} {'is' if n == 1 else 'are'} {fate}"


def units_lost(kind: str, n: int, place: str, fate: str = "killed", note: str = "") -> Fallen:
    """``n`` units of ``kind`` ("goblin") gone from ``place`` (a board code: "W2", "T:E1")."""
    return Fallen(f"{kind} on {place}", n, True, noun="", fate=fate, place=place, kind=kind, note=note)
