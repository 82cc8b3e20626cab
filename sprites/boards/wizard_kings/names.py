"""Places, units and spells in a player's words, through the translation keys: "Lakeholm", "the
forest hex east of Lakeholm", "Ranger (A2)". Names printed on the maps and on the unit labels come
from the engine's data and are drawn as the engine gives them."""

from __future__ import annotations

from game.wizard_kings.board import COMPASS, Board, compass
from game.wizard_kings.data import ARTIFACTS, BLOCKS, SPELLS
from sprites.i18n import tr

Hex = tuple[int, int]

TERRAINS = ("clear", "forest", "desert", "swamp", "mountain", "sea", "lake", "shallows")
ABILITIES = ("forest", "mountain", "desert", "amphibian", "city", "flyer", "water", "cleric")


def terrain(t: str) -> str:
    return tr(f"wk.t_{t}") if t in TERRAINS else t


def direction(point: int) -> str:
    return tr(f"wk.d_{COMPASS[point].replace('-', '_')}")


def place(bd: Board, h: Hex) -> str:
    """A hex as a player names it: its own name, or where it lies from the nearest named one."""
    own = bd.own_name(h)
    if own is not None:
        return own
    mark = bd.landmark(h)
    kind = terrain(bd.terrain[h])
    if mark is None:
        return tr("wk.place_plain", terrain=kind)
    name, point, dist = mark
    if dist == 1:
        return tr("wk.place_near", terrain=kind, dir=direction(point), name=name)
    return tr("wk.place_far", terrain=kind, n=dist, dir=direction(point), name=name)


def side_of(bd: Board, dest: Hex, prev: Hex) -> str:
    """The side of ``dest`` a unit coming from ``prev`` enters by ("from the north-west")."""
    return tr("wk.from_side", dir=direction(compass(dest, prev)), terrain=terrain(bd.terrain[prev]))


def unit(key: str) -> str:
    b = BLOCKS.get(key)
    return b.name if b is not None else key


def unit_rated(key: str) -> str:
    b = BLOCKS.get(key)
    return f"{b.name} ({b.rating})" if b is not None else key


def ability(key: str) -> str:
    b = BLOCKS.get(key)
    if b is None or not b.ability:
        return ""
    return tr(f"wk.a_{b.ability}") if b.ability in ABILITIES else b.ability


def artifact(key: str) -> str:
    a = ARTIFACTS.get(key)
    return a.name if a is not None else key


def spell(code: str) -> str:
    return code.capitalize() if code in SPELLS else code


def spell_effect(code: str) -> str:
    sp = SPELLS.get(code)
    if sp is None:
        return ""
    return tr(f"wk.sp_{code.lower()}", level=sp.level)
