"""Stronghold's losses in its own words: units are killed (or carried to the infirmary) whole;
nothing in this game loses steps."""

from __future__ import annotations

from game.stronghold import words as W
from game.stronghold.actions import option_text
from game.stronghold.events import Fallen
from game.stronghold.tr import N_, _

NOTES = {" (Sortie)": N_(" (Sortie)")}


def loss_text(kind: str, n: int, place: str, fate: str = "killed", note: str = "") -> str:
    """"3 goblins on wall W2 are killed", "An archer in the siege tower at W1 is killed"."""
    units = W.one_subject(kind) if n == 1 else W.count(n, kind)
    values = {"units": units, "place": option_text(place), "note": _(NOTES[note]) if note in NOTES else note}
    inside = place.startswith("T:") or place == "BARB"
    if fate == "killed":
        if inside:
            return _.n("{units} in the {place}{note} is killed", "{units} in the {place}{note} are killed", n,
                       **values)
        return _.n("{units} on {place}{note} is killed", "{units} on {place}{note} are killed", n, **values)
    if fate == "carried to the infirmary":
        return _.n("{units} on {place}{note} is carried to the infirmary",
                   "{units} on {place}{note} are carried to the infirmary", n, **values)
    where = f"in the {values['place']}" if inside else f"on {values['place']}"
    return f"{units} {where}{values['note']} {'is' if n == 1 else 'are'} {fate}"


def units_lost(kind: str, n: int, place: str, fate: str = "killed", note: str = "") -> Fallen:
    """``n`` units of ``kind`` ("goblin") gone from ``place`` (a board code: "W2", "T:E1")."""
    return Fallen(f"{kind} on {place}", n, True, noun="", fate=fate, place=place, kind=kind, note=note)
