"""Stronghold's words for a player: units, places, counts, in the player's language.

Every function here is for display only (labels, prompts, log lines, the summary): the engine's
ids and codes stay as they are and never pass through these."""

from __future__ import annotations

from game.stronghold import data as D
from game.stronghold.tr import N_, _

# a unit by its letter or its type's name, as the subject of a phrase ("goblin", "Officer")
UNIT_NAMES = {"g": N_("goblin"), "o": N_("orc"), "t": N_("troll"), "a": N_("archer"), "s": N_("soldier"),
              "v": N_("veteran"), "officer": N_("Officer"), "warrior": N_("Warrior")}
TYPE_LETTER = {"goblin": "g", "orc": "o", "troll": "t", "archer": "a", "soldier": "s", "veteran": "v",
               "Officer": "officer", "Warrior": "warrior"}
# one unit as the object of a verb ("send a goblin", "kill an orc")
ONE_UNIT = {"g": N_("a goblin"), "o": N_("an orc"), "t": N_("a troll"), "a": N_("an archer"),
            "s": N_("a soldier"), "v": N_("a veteran")}
# one unit as the subject of a sentence ("A goblin dies ...")
ONE_SUBJECT = {"g": N_("A goblin"), "o": N_("An orc"), "t": N_("A troll"), "a": N_("An archer"),
               "s": N_("A soldier"), "v": N_("A veteran")}
HALVES = {"west": N_("west"), "east": N_("east")}
BUILDING_NAMES = {"forge": N_("forge"), "workshop": N_("workshop"), "scouts": N_("scouts"),
                  "cathedral": N_("cathedral"), "barracks": N_("barracks"), "guardhouse": N_("guardhouse")}


def _letter(kind: str) -> str:
    return TYPE_LETTER.get(kind, kind)


def unit(kind: str) -> str:
    """A unit type by its letter ("g") or name ("goblin"): "goblin"."""
    name = UNIT_NAMES.get(_letter(kind))
    return _(name) if name else kind


def one_unit(kind: str) -> str:
    """One unit as an object: "a goblin", "an orc"."""
    name = ONE_UNIT.get(_letter(kind))
    return _(name) if name else kind


def one_subject(kind: str) -> str:
    """One unit as a sentence's subject: "A goblin", "An orc"."""
    name = ONE_SUBJECT.get(_letter(kind))
    return _(name) if name else f"A {kind}"


def count(n: int, kind: str) -> str:
    """``n`` units of a type in words ("3 goblins"); empty for none."""
    if n <= 0:
        return ""
    k = _letter(kind)
    if k == "g":
        return _.n("{count} goblin", "{count} goblins", n)
    if k == "o":
        return _.n("{count} orc", "{count} orcs", n)
    if k == "t":
        return _.n("{count} troll", "{count} trolls", n)
    if k == "a":
        return _.n("{count} archer", "{count} archers", n)
    if k == "s":
        return _.n("{count} soldier", "{count} soldiers", n)
    if k == "v":
        return _.n("{count} veteran", "{count} veterans", n)
    return f"{n} {kind}{'s' if n != 1 else ''}"


def units_text(units: list[int] | tuple[int, ...], names: tuple[str, ...] | str) -> str:
    """A group of units in words ("2 goblins, 1 troll"), or "none"."""
    return ", ".join(count(n, names[k]) for k, n in enumerate(units) if n) or _("none")


def hourglasses(n: int) -> str:
    return _.n("{count} hourglass", "{count} hourglasses", n)


def half(name: str) -> str:
    """"west" / "east" as an adjective."""
    return _(HALVES[name]) if name in HALVES else name


def place_name(p: str) -> str:
    """A board place in words that keep its printed code, so a player can find it on the board
    ("rampart RW1", "west forefield")."""
    if p in D.PLACE_NAMES:
        return _(D.PLACE_NAMES[p])
    if p == "camp":
        return _("camp")
    if p in BUILDING_NAMES:
        return _(BUILDING_NAMES[p])
    if p in HALVES:
        return half(p)
    if p in ("Officer", "Warrior"):
        return unit(p)
    if p in D.SECTIONS:
        return _("wall {name}", name=p)
    if p in D.RAMPARTS:
        return _("rampart {name}", name=p)
    if p == "FW":
        return _("west forefield")
    if p == "FE":
        return _("east forefield")
    if p == "BGW":
        return _("west gate bastion")
    if p == "BGE":
        return _("east gate bastion")
    if p in D.BASTIONS:
        return _("bastion {name}", name=p)
    return p


def action_name(aid: str) -> str:
    """A building action's name ("Cannon", "Track saboteurs")."""
    return _(D.BUILDING_ACTIONS[aid][3])


def card_name(code: str) -> str:
    """A phase-card action's name ("Ballista", "Bloodstone")."""
    return _(D.CARD_ACTIONS[code][4])


def order_name(token: str) -> str:
    return _(D.ORDER_NAMES[token])


def deed_name(deed: str) -> str:
    return _(D.DEED_NAMES[deed])


def building(b: str) -> str:
    return _(BUILDING_NAMES[b]) if b in BUILDING_NAMES else b


def code_target(target: str) -> str:
    """A phase-card token's target as the log shows it: codes stay, buildings, halves and heroes
    are named."""
    if target in BUILDING_NAMES:
        return building(target)
    if target in HALVES:
        return half(target)
    if target in TYPE_LETTER:
        return unit(target)
    return target
