"""Places, units and spells in a player's words: "Lakeholm", "the forest hex east of Lakeholm",
"Ranger (A2)". Names of blocks, artifacts, spells, armies and the maps' worded places are the
engine's (``game.wizard_kings.names``, in the Czech edition's words); the unit labels themselves are
drawn as the stickers print them."""

from __future__ import annotations

from game.wizard_kings import names as engine_names
from game.wizard_kings.board import COMPASS, Board, compass
from game.wizard_kings.data import ARTIFACTS, BLOCKS, SPELLS
from sprites.boards.wizard_kings.tr import N_, _

Hex = tuple[int, int]

TERRAINS = {"clear": N_("clear"), "forest": N_("forest"), "desert": N_("desert"), "swamp": N_("swamp"), "mountain": N_("mountain"), "sea": N_("sea"), "lake": N_("lake"), "shallows": N_("shallows")}


ABILITIES = {"forest": N_("Forest creature: moves through forest without stopping, +1 in forest"), "mountain": N_("Mountain creature: crosses mountains, +1 in mountains and underground cities"), "desert": N_("Desert creature: moves through desert without stopping, +1 in desert"), "amphibian": N_("Amphibian: crosses rivers, moves through swamp without stopping, +1 in swamp"), "city": N_("City creature: +1 in cities"), "flyer": N_("Flyer: ignores terrain, enemies and hexside limits"), "water": N_("Water creature: sea, lakes, rivers and coasts only"), "cleric": N_("Cleric: fights or performs the Prayer ritual")}
DIRECTIONS = {"east": N_("east"), "north-east": N_("north-east"), "north": N_("north"), "north-west": N_("north-west"), "west": N_("west"), "south-west": N_("south-west"), "south": N_("south"), "south-east": N_("south-east")}
SPELL_EFFECTS = {"bolt": N_("2 dice at one enemy block, hits on 1-3"), "bless": N_("your side fires at +1 this round"), "curse": N_("the enemy fires at -1 this round"), "daze": N_("one enemy block loses its turn"), "haste": N_("a block here moves one hex farther"), "fireball": N_("4 dice, hits on 1-3"), "shield": N_("the next 2 hits on your side this round are cancelled"), "heal": N_("1-3 heals 1 step, 4-6 heals 2, for blocks here"), "teleport": N_("a block here jumps up to 3 hexes"), "storm": N_("6 dice, hits on 1-3"), "doom": N_("4 dice at one enemy block, hits on 1-4")}


def terrain(t: str) -> str:
    return _(TERRAINS[t]) if t in TERRAINS else t


def direction(point: int) -> str:
    return _(DIRECTIONS[COMPASS[point]])


def place(bd: Board, h: Hex) -> str:
    """A hex as a player names it: its own name, or where it lies from the nearest named one."""
    own = bd.own_name(h)
    if own is not None:
        return engine_names.place(own)
    mark = bd.landmark(h)
    kind = terrain(bd.terrain[h])
    if mark is None:
        return _("a {terrain} hex", terrain=kind)
    name, point, dist = mark
    name = engine_names.place(name)
    if dist == 1:
        return _("the {terrain} hex {dir} of {name}", terrain=kind, dir=direction(point), name=name)
    return _.n("the {terrain} hex {n} hex {dir} of {name}", "the {terrain} hex {n} hexes {dir} of {name}", dist,
               terrain=kind, n=dist, dir=direction(point), name=name)


def side_of(bd: Board, dest: Hex, prev: Hex) -> str:
    """The side of ``dest`` a unit coming from ``prev`` enters by ("from the north-west")."""
    return _("from the {dir} ({terrain})", dir=side_direction(compass(dest, prev)), terrain=terrain(bd.terrain[prev]))


def side_direction(point: int) -> str:
    """A compass point as the side a unit comes from ("from the north-west": Czech "ze severozápadu")."""
    words = {"east": _.p("from", "east"), "north-east": _.p("from", "north-east"), "north": _.p("from", "north"),
             "north-west": _.p("from", "north-west"), "west": _.p("from", "west"),
             "south-west": _.p("from", "south-west"), "south": _.p("from", "south"),
             "south-east": _.p("from", "south-east")}
    return words[COMPASS[point]]


def army(name: str) -> str:
    return engine_names.army(name)


def unit(key: str) -> str:
    return engine_names.block(key) if key in BLOCKS else key


def unit_rated(key: str) -> str:
    b = BLOCKS.get(key)
    return f"{unit(key)} ({b.rating})" if b is not None else key


def ability(key: str) -> str:
    b = BLOCKS.get(key)
    if b is None or not b.ability:
        return ""
    return _(ABILITIES[b.ability]) if b.ability in ABILITIES else b.ability


def artifact(key: str) -> str:
    return engine_names.artifact(key) if key in ARTIFACTS else key


def spell(code: str) -> str:
    return engine_names.spell(code).capitalize() if code in SPELLS else code


def spell_effect(code: str) -> str:
    sp = SPELLS.get(code)
    if sp is None:
        return ""
    return _(SPELL_EFFECTS[code.lower()], level=sp.level)
