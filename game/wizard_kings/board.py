"""Map sheets (JSON data, 3.D4), their validator, the layout assembler (3.D2) and the derived
board (3.D1): terrain per hex, hexside classes, coastal hexes, ports, roads, rivers, walls.

A :class:`Board` is immutable and cached per layout; game states refer to it by layout key.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from game.core.hexgrid import DIRECTIONS, Hex, distance, hexside, neighbour
from game.wizard_kings.tr import N_

DIR_NAMES = ("E", "NE", "NW", "W", "SW", "SE")  # 3.D1 direction order = hexgrid's 0..5
CODES = {"..": "clear", "FF": "forest", "DD": "desert", "SS": "swamp", "MM": "mountain",
         "MP": "mountain", "~~": "sea", "LL": "lake", "__": "shallows", "==": "clear"}
SHEET_COLS, SHEET_ROWS = 12, 10
SLOTS = ((0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1))  # 3.D2 slot order
MAP_VALUE = 10   # 3.2: every map totals 10 GP
WATER = ("sea", "lake")


class MapError(ValueError):
    """A map sheet that breaks the 3.D4 checks."""


def local_hex(col: int, row: int) -> Hex:
    return (col - row // 2, row)


def slot_offset(slot: tuple[int, int]) -> Hex:
    i, j = slot
    return (12 * i - 5 * j, 10 * j)   # 3.D2 global = local + (12i - 5j, 10j)


def load_sheet(number: int) -> dict:
    """The raw JSON sheet ``map<number>.json`` shipped in the package (validated)."""
    text = resources.files("game.wizard_kings").joinpath("maps").joinpath(f"map{number}.json").read_text("utf-8")
    sheet = json.loads(text)
    validate_sheet(sheet)
    return sheet


def _pt(v: object) -> Hex:
    if not (isinstance(v, list | tuple) and len(v) == 2 and all(isinstance(x, int) for x in v)):
        raise MapError(f"bad hex {v!r}")
    return (v[0], v[1])


def _side(v: object) -> tuple[Hex, Hex]:
    if not (isinstance(v, list | tuple) and len(v) == 2):
        raise MapError(f"bad hexside {v!r}")
    a, b = _pt(v[0]), _pt(v[1])
    try:
        return hexside(a, b)
    except ValueError as err:
        raise MapError(f"hexside {v!r}: hexes not adjacent") from err


def validate_sheet(sheet: dict) -> None:
    """The loader checks of 3.D4; raises :class:`MapError` naming the first failure."""
    grid = sheet.get("grid")
    if not isinstance(grid, list) or len(grid) != SHEET_ROWS:
        raise MapError("grid must have 10 rows")
    terrain: dict[Hex, str] = {}
    for row, line in enumerate(grid):
        codes = line.split(" ") if isinstance(line, str) else []
        if len(codes) != SHEET_COLS:
            raise MapError(f"row {row}: need 12 codes")
        for col, code in enumerate(codes):
            if code not in CODES:
                raise MapError(f"row {row} col {col}: unknown code {code!r}")
            terrain[local_hex(col, row)] = code
    if len(terrain) != SHEET_COLS * SHEET_ROWS:
        raise MapError("sheet must have 120 hexes")

    def edge(h: Hex) -> bool:
        col = h[0] + h[1] // 2
        return h[1] in (0, SHEET_ROWS - 1) or col in (0, SHEET_COLS - 1)

    def on(h: Hex, what: str) -> Hex:
        if h not in terrain:
            raise MapError(f"{what} {h} is off the sheet")
        return h

    total = 0
    for city in sheet.get("cities", []):
        h = on(_pt(city["hex"]), f"city {city.get('name')}")
        if not 1 <= city.get("value", 0) <= 3:
            raise MapError(f"city {city.get('name')}: value must be 1-3")
        if edge(h):
            raise MapError(f"city {city.get('name')} lies in the edge ring")
        if CODES[terrain[h]] in WATER + ("shallows",) and not city.get("sea_city"):
            raise MapError(f"city {city.get('name')} stands in water")
        total += city["value"]
    if total != MAP_VALUE:
        raise MapError(f"city values total {total}, not {MAP_VALUE}")
    passes = {_pt(p["hex"]) for p in sheet.get("passes", [])}
    for h, code in terrain.items():
        if code == "MP" and h not in passes:
            raise MapError(f"pass hex {h} has no name")
    for h in passes:
        if terrain.get(h) != "MP":
            raise MapError(f"pass {h} is not an MP hex")
    for gate in sheet.get("gates", []):
        if terrain.get(_pt(gate["hex"])) != "==":
            raise MapError(f"gate {gate.get('name')} is not on a wall hex")
    for circle in sheet.get("circles", []):
        on(_pt(circle["hex"]), "circle")
    for road in sheet.get("roads", []):
        hexes = [on(_pt(h), f"road {road.get('name')}") for h in road["hexes"]]
        for a, b in zip(hexes, hexes[1:]):
            try:
                hexside(a, b)
            except ValueError as err:
                raise MapError(f"road {road.get('name')}: {a} and {b} not adjacent") from err
            if CODES[terrain[a]] in WATER or CODES[terrain[b]] in WATER:
                raise MapError(f"road {road.get('name')} crosses water at {a}|{b}")
    for river in sheet.get("rivers", []):
        course = [on(_pt(h), "river") for h in river["course"]]
        outlet = on(_pt(river["outlet"]), "outlet")
        for h in course + [outlet]:
            if edge(h):
                raise MapError(f"river {river.get('name')}: {h} in the edge ring")
        chain = course + [outlet]
        links = set()
        for a, b in zip(chain, chain[1:]):
            try:
                links.add(hexside(a, b))
            except ValueError as err:
                raise MapError(f"river {river.get('name')}: course not adjacent at {a}|{b}") from err
        banks = {_side(s) for s in river.get("banks", [])}
        for a, b in banks:
            inside = [h for h in (a, b) if h in course]
            if len(inside) != 1 or inside[0] == course[0]:
                raise MapError(f"river {river.get('name')}: bank {a}|{b} must touch one course hex, not the source")
        for s in river.get("bridges", []):
            if _side(s) not in banks:
                raise MapError(f"river {river.get('name')}: bridge {s} not on a bank")
        for s in river.get("waterfalls", []):
            if _side(s) not in links:
                raise MapError(f"river {river.get('name')}: waterfall {s} not on a river link")
        if not any(CODES[terrain.get(neighbour(outlet, d), "..")] in WATER for d in range(6)):
            raise MapError(f"river {river.get('name')}: outlet {outlet} is not coastal")
    for ex in sheet.get("exits", []):
        h = on(_pt(ex["hex"]), "exit")
        if ex.get("dir") not in DIR_NAMES:
            raise MapError(f"exit {h}: bad direction")
        if neighbour(h, DIR_NAMES.index(ex["dir"])) in terrain:
            raise MapError(f"exit {h} {ex['dir']} does not point off the sheet")
    for name, hexes in sheet.get("tags", {}).items():
        for h in hexes:
            on(_pt(h), f"tag {name}")


@dataclass(frozen=True)
class City:
    name: str
    hex: Hex
    value: int
    sheet: int            # slot index of the sheet (ownership, 4.4)
    owner: str | None     # the sheet's own scenario owner (army name), when given
    walled: bool = False
    underground: bool = False
    sea_city: bool = False


@dataclass(frozen=True)
class Side:
    land: str             # clear, rough, pass, mountain, shallows, none
    water: bool
    river: bool = False
    river_link: bool = False
    bridge: bool = False
    road: bool = False
    waterfall: bool = False
    wall: bool = False


@dataclass
class Board:
    designs: tuple[int, ...]
    terrain: dict[Hex, str] = field(default_factory=dict)
    sheet_of: dict[Hex, int] = field(default_factory=dict)
    cities: dict[Hex, City] = field(default_factory=dict)
    sides: dict[tuple[Hex, Hex], Side] = field(default_factory=dict)
    nbrs: dict[Hex, tuple[Hex, ...]] = field(default_factory=dict)
    coastal: frozenset = frozenset()
    river_hexes: frozenset = frozenset()
    sources: frozenset = frozenset()
    passes: dict[Hex, str] = field(default_factory=dict)
    circles: dict[Hex, str] = field(default_factory=dict)
    walls: frozenset = frozenset()
    gates: dict[Hex, str] = field(default_factory=dict)
    ports: frozenset = frozenset()
    tags: dict[str, frozenset] = field(default_factory=dict)
    names: dict[str, Hex] = field(default_factory=dict)
    stack: dict[Hex, int] = field(default_factory=dict)

    def side(self, a: Hex, b: Hex) -> Side:
        return self.sides[(a, b) if a <= b else (b, a)]

    def is_water(self, h: Hex) -> bool:
        return self.terrain[h] in WATER

    def own_name(self, h: Hex) -> str | None:
        """The name the map prints on ``h`` (a city, pass, gate or circle), None for a plain hex."""
        c = self.cities.get(h)
        if c:
            return c.name
        for table in (self.passes, self.gates, self.circles):
            if h in table:
                return table[h]
        return None

    def landmark(self, h: Hex) -> tuple[str, int, int] | None:
        """How a player finds a plain hex: the nearest named hex (cities before passes, gates and
        circles at the same distance, then by name), the compass point of ``h`` seen from it
        (``COMPASS`` index) and the distance. None on a map without names."""
        marks = self.__dict__.setdefault("_landmarks", {})   # an assembled map never changes
        if h in marks:
            return marks[h]
        named = self._named()
        if not named:
            return None
        best = min(named, key=lambda nh: (distance(h, nh[1]), nh[2], nh[0]))
        name, at, _rank = best
        marks[h] = got = (name, compass(at, h), distance(h, at))
        return got

    def _named(self) -> list[tuple[str, Hex, int]]:
        got = self.__dict__.get("_named_cache")
        if got is None:
            got = [(c.name, at, 0) for at, c in self.cities.items()]
            for rank, table in enumerate((self.passes, self.gates, self.circles), 1):
                got += [(name, at, rank) for at, name in table.items() if at not in self.cities]
            self.__dict__["_named_cache"] = got
        return got

    def hex_name(self, h: Hex) -> str:
        """A place as a player names it: "Lakeholm", "the forest hex east of Lakeholm"."""
        from game.wizard_kings import names
        from game.wizard_kings.tr import _

        own = self.own_name(h)
        if own is not None:
            return names.place(own)
        mark = self.landmark(h)
        if mark is None:
            return f"({h[0]},{h[1]})"
        name, point, dist = mark
        terrain, where, name = names.terrain(self.terrain[h]), _(COMPASS_WORDS[point]), names.place(name)
        if dist == 1:
            return _("the {terrain} hex {point} of {name}", terrain=terrain, point=where, name=name)
        return _.n("the {terrain} hex {count} hex {point} of {name}", "the {terrain} hex {count} hexes {point} of {name}",
                   dist, terrain=terrain, point=where, name=name)

    def stacking(self, h: Hex) -> int:
        return self.stack[h]


COMPASS = ("east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east")
# the same points in a player's words (translated where shown; the catalogue reads these marks)
COMPASS_WORDS = (N_("east"), N_("north-east"), N_("north"), N_("north-west"), N_("west"), N_("south-west"),
                 N_("south"), N_("south-east"))


def compass(origin: Hex, h: Hex) -> int:
    """The compass point (``COMPASS`` index, 8 sectors) of ``h`` seen from ``origin`` on the drawn
    map (pointy-top hexes, north up)."""
    x = (h[0] - origin[0]) + (h[1] - origin[1]) / 2
    y = (h[1] - origin[1]) * 0.8660254037844386   # sqrt(3) / 2: rows are closer than columns
    angle = math.degrees(math.atan2(-y, x)) % 360
    return int((angle + 22.5) // 45) % 8


def _rough(t: str) -> str:
    return {"clear": "clear", "forest": "rough", "desert": "rough", "swamp": "rough"}.get(t, t)


@lru_cache(maxsize=16)
def assemble(designs: tuple[int, ...]) -> Board:
    """The joined board of the sheets ``designs`` placed in slot order (3.D2)."""
    if not designs or len(designs) > len(SLOTS):
        raise MapError("a layout needs 1 to 8 sheets")
    b = Board(designs)
    seen: dict[int, int] = {}
    exits: set[tuple[Hex, int]] = set()
    road_sides: set[tuple[Hex, Hex]] = set()
    river_sides: dict[tuple[Hex, Hex], dict] = {}
    codes: dict[Hex, str] = {}
    river_hexes, sources, walls = set(), set(), set()
    for index, number in enumerate(designs):
        sheet = load_sheet(number)
        seen[number] = seen.get(number, 0) + 1
        suffix = "" if seen[number] == 1 else " " + "I" * seen[number]
        dq, dr = slot_offset(SLOTS[index])

        def g(v: object, dq: int = dq, dr: int = dr) -> Hex:
            h = _pt(v)
            return (h[0] + dq, h[1] + dr)

        for row, line in enumerate(sheet["grid"]):
            for col, code in enumerate(line.split(" ")):
                lq, lr = local_hex(col, row)
                h = (lq + dq, lr + dr)
                codes[h] = code
                b.terrain[h] = CODES[code]
                b.sheet_of[h] = index
                if code == "==":
                    walls.add(h)
        for c in sheet.get("cities", []):
            h = g(c["hex"])
            b.cities[h] = City(c["name"] + suffix, h, c["value"], index, c.get("owner"),
                               c.get("walled", False), c.get("underground", False), c.get("sea_city", False))
        for p in sheet.get("passes", []):
            b.passes[g(p["hex"])] = p["name"] + suffix
        for p in sheet.get("circles", []):
            b.circles[g(p["hex"])] = p["name"] + suffix
        for p in sheet.get("gates", []):
            b.gates[g(p["hex"])] = p["name"] + suffix
        for road in sheet.get("roads", []):
            hexes = [g(h) for h in road["hexes"]]
            road_sides.update(hexside(x, y) for x, y in zip(hexes, hexes[1:]))
        for ex in sheet.get("exits", []):
            exits.add((g(ex["hex"]), DIR_NAMES.index(ex["dir"])))
        for river in sheet.get("rivers", []):
            course = [g(h) for h in river["course"]]
            river_hexes.update(course)
            sources.add(course[0])
            chain = course + [g(river["outlet"])]
            for x, y in zip(chain, chain[1:]):
                river_sides.setdefault(hexside(x, y), {})["river_link"] = True
            for s in river.get("banks", []):
                river_sides.setdefault(hexside(g(s[0]), g(s[1])), {})["river"] = True
            for s in river.get("bridges", []):
                river_sides.setdefault(hexside(g(s[0]), g(s[1])), {})["bridge"] = True
            for s in river.get("waterfalls", []):
                river_sides.setdefault(hexside(g(s[0]), g(s[1])), {})["waterfall"] = True
            if river.get("mouth"):
                river_sides.setdefault(hexside(g(river["mouth"][0]), g(river["mouth"][1])), {})["mouth"] = True
        for name, hexes in sheet.get("tags", {}).items():
            key = name if index == 0 else f"{name}@{index}"
            b.tags[key] = frozenset(g(h) for h in hexes)
    # 3.D2 joining: seam road where both sheets list matching exits.
    for h, d in exits:
        other = neighbour(h, d)
        if (other, (d + 3) % 6) in exits:
            road_sides.add(hexside(h, other))
    terrain = b.terrain
    for h in terrain:
        b.nbrs[h] = tuple(n for n in (neighbour(h, d) for d in range(6)) if n in terrain)
    b.coastal = frozenset(h for h in terrain if terrain[h] not in WATER + ("shallows",)
                          and any(terrain[n] in WATER for n in b.nbrs[h]))
    for h in terrain:
        for n in b.nbrs[h]:
            if not h < n:
                continue
            key = (h, n)
            th, tn = terrain[h], terrain[n]
            extra = river_sides.get(key, {})
            wall = h in walls or n in walls
            if th in WATER or tn in WATER:
                if "shallows" in (th, tn):
                    side = Side("none", False, wall=wall)        # 3.D1 rule 3
                else:
                    side = Side("none", True, wall=wall)         # rules 1-2
            elif th == "shallows" or tn == "shallows":
                side = Side("shallows", False, road=key in road_sides, wall=wall)
            else:
                classes = []
                for x, other in ((h, n), (n, h)):
                    if codes[x] == "MP":
                        classes.append("mountain" if codes[other] == "MM" else "pass")
                    else:
                        classes.append(_rough(terrain[x]))
                order = ("clear", "rough", "pass", "mountain")
                land = max(classes, key=order.index)
                ends = set(b.nbrs[h]) & set(b.nbrs[n])
                water = any(terrain[e] in WATER for e in ends) or bool(extra.get("river_link"))
                side = Side(land, water, river=bool(extra.get("river")), river_link=bool(extra.get("river_link")),
                            bridge=bool(extra.get("bridge")), road=key in road_sides,
                            waterfall=bool(extra.get("waterfall")), wall=wall)
            if extra.get("mouth"):
                side = Side("none", True, wall=wall)
            b.sides[key] = side
    b.river_hexes = frozenset(river_hexes)
    b.sources = frozenset(sources)
    b.walls = frozenset(walls)
    b.ports = frozenset(h for h in b.cities if h in b.coastal or h in river_hexes)
    from game.wizard_kings.data import CITY_STACK_BONUS, STACKING
    b.stack = {h: STACKING[t] + (CITY_STACK_BONUS if h in b.cities else 0) for h, t in terrain.items()}
    for h, c in b.cities.items():
        b.names[c.name] = h
    for table in (b.passes, b.gates, b.circles):
        for h, name in table.items():
            b.names[name] = h
    return b


def global_hex(designs: tuple[int, ...], slot_index: int, local: Hex) -> Hex:
    dq, dr = slot_offset(SLOTS[slot_index])
    return (local[0] + dq, local[1] + dr)


__all__ = ["Board", "City", "DIRECTIONS", "MapError", "Side", "assemble", "load_sheet", "validate_sheet"]
