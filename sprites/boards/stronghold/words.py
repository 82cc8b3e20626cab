"""The board's words in the player's language: every name it draws or puts in a tooltip goes
through a translation key (``sh.*`` in sprites/data/lang), looked up by the engine's own ids."""

from __future__ import annotations

from typing import Any

from game.stronghold import data as D
from sprites.i18n import tr

UNIT_KEYS = {"g": "goblin", "o": "orc", "t": "troll", "a": "archer", "s": "soldier", "v": "veteran"}
PLACE_KEYS = {"FW": "fw", "FE": "fe", "BARB": "barb", "CY": "cy", "GH": "gh", "HG": "hg", "INF": "inf",
              "BKA": "bka", "BKG": "bkg", "BKR": "bkr", "BKN": "bkn"}


def tr_(key: str, **values: Any) -> str:
    return tr(key, **values)


def unit_word(letter: str, plural: bool = False) -> str:
    """``"g"`` -> "Goblin" (or "Goblins"); also takes the type's name ("goblin")."""
    key = UNIT_KEYS.get(letter, letter)
    return tr(f"sh.{key}s" if plural else f"sh.{key}")


def place_word(place: str) -> str:
    if place in PLACE_KEYS:
        return tr(f"sh.place_{PLACE_KEYS[place]}")
    if place.startswith("camp"):
        return tr("sh.camp")
    if place.startswith("T:"):
        return tr("sh.tower_at", sec=place[2:])
    if place in D.SEC:
        return tr("sh.section", name=place)
    if place in D.RAM:
        return tr("sh.rampart", name=place)
    if place in D.GATE_BASTIONS:
        return tr("sh.gate_bastion", name=place)
    if place in D.BAS:
        return tr("sh.bastion", name=place)
    if place in D.TRAP_SPOTS:
        return tr("sh.trap_spot", name=place)
    if place in ("west", "east"):
        return half_word(place)
    return place


def half_word(half: str) -> str:
    return tr(f"sh.half_{half}")


def building_word(b: str) -> str:
    return tr(f"sh.b_{b}")


def action_word(aid: str) -> str:
    return tr(f"sh.act_{aid}")


def action_effect(aid: str) -> str:
    return tr(f"sh.fx_{aid}")


def code_word(code: str) -> str:
    return tr(f"sh.code_{code.lower()}")


def code_effect(code: str) -> str:
    return tr(f"sh.cfx_{code.lower()}")


def order_word(token: str) -> str:
    return tr(f"sh.order_{token}")


def order_effect(token: str) -> str:
    return tr(f"sh.ofx_{token}")


def deed_word(deed: str) -> str:
    return tr(f"sh.deed_{deed}")


def deed_effect(deed: str) -> str:
    return tr(f"sh.dfx_{deed}")


def phase_word(phase: int) -> str:
    return tr(f"sh.phase_{phase}")


def feat_word(feat: str) -> str:
    return tr(f"sh.feat_{feat}")


def hero_word(name: str) -> str:
    return tr("sh.officer" if name.lower() == "officer" else "sh.warrior")


def strength_word(part: str) -> str:
    """A melee part's word ("goblin", "wall", "speech" ...), as ``Melee`` events give them."""
    return tr(f"sh.part_{part}")


def target_word(place: str) -> str:
    """A target as the engine names it, in words ("T:W2" -> "Siege tower at W2")."""
    if place == "hold":
        return tr("sh.hold")
    if place == "BARB":
        return place_word("BARB")
    return place_word(place)
