"""The eight battle maps (§5.10-§5.17) as plain, editable data, and the validator that checks them.

How to read a map record:
- ``rows``: bottom (beach, row 1) to top, ``|`` between rows. Bunkers sit in the row above the top
  row (Gold: at both ends of row 5).
- ``lateral``: ``a-b`` pairs in the same row. ``forward``: ``a>b,c`` = a touches b and c one row up.
  ``retreat``: backward moves the rules allow (Pointe-du-Hoc, §5.16).
- ``courage``: cost of advancing INTO row n (``{2: 1}`` = the R1->R2 line costs 1); a bunker's
  own cost is its ``courage`` field.
- ``mines`` / ``barricades``: lines ``a|b`` (the two sectors the line separates).
- ``sectors``: per sector, only the fields that apply:
  ``def`` (int, or a tuple by chevrons), ``black`` (cannot stay), ``mgf`` (MGF dice), ``sd`` (MGF
  special damage on a 6: "specialist" / "courage"), ``every`` (virtual results every turn:
  {"courage": 1}; negative = final-roll penalty; "skull" = a colourless skull), ``start``
  (starting resources), ``must_have`` / ``sacrifice`` (requirements; "any" = any specialist),
  ``joins`` (specialist joining on entry), ``first_item`` (free to the first unit to enter;
  ``first_item_solo`` replaces it in solo), ``first_deco`` (random decoration to the first unit),
  ``first_specialist`` (recruited free by the first unit), ``entry_d6`` (+1d6 soldiers on entry),
  ``no_items``, ``no_lock``, ``five_dice``, ``no_reroll_skulls``, ``kind`` (soldiers for four of a
  kind), ``vehicle`` (may be found here, paying its cost), ``random`` (Sword table column),
  ``general_ignores`` (a General in play voids MGF and the penalty), ``no_reduce`` (DEF cannot be
  reduced), ``no_limit`` (stay forever, marker not turned), ``climb``, ``max_units``,
  ``bunker`` with ``courage`` and ``battle_cry_only``.
- availability (§5.19): ``common``, ``unique``, ``special_items``, comma separated; ``placed`` items
  are removed from the pool at setup (they come from a sector).

All numbers of N-02..N-08 not tagged [R] are DESIGN DECISIONS of §5.11-§5.17 (§5.9).
"""

from __future__ import annotations

from typing import Any

from game.dday.data import (
    COMMON_ITEMS,
    COMMON_SPECIALISTS,
    ITEM_COST,
    SPECIAL_ITEMS,
    UNIQUE_SPECIALISTS,
    VEHICLES,
)
from game.dday.tr import N_

MAPS_RAW: dict[str, dict[str, Any]] = {
    # §5.10 [SRC: N-01 photo] — never to be tuned (A33)
    "N-01": {
        "name": N_("Exercise Tiger"),
        "rows": "1 | 2 3 | 4 5 6 | 7 8 | 9 10 | B",
        "lateral": "2-3 4-5 5-6 7-8 9-10",
        "forward": "1>2,3 2>4,5 3>5,6 4>7 5>7,8 6>8 7>9 8>10 9>B 10>B",
        "courage": {2: 1, 3: 2, 4: 2, 5: 3},
        "mines": "2|3 5|7 5|8 7|9 8|10",
        "barricades": "",
        "common": "Beachmaster, Corporal, Medic, Minesweeper, Scout, Sharpshooter, Veteran",
        "unique": "Captain, Lieutenant, Engineer, Messenger, General",
        "special_items": "Bazooka, Dispatch Case, Flak Vest, Lucky Charm, Strategic Map, Toolkit",
        "sectors": {
            "1": {"def": 2, "start": {"soldiers": 4}},
            "2": {"def": 4, "every": {"courage": 1}, "joins": "Scout"},
            "3": {"def": 4, "every": {"stars": 1}, "joins": "Sharpshooter"},
            "4": {"def": 6, "black": True},
            "5": {"def": 3, "mgf": 1, "every": {"tools": 1}, "must_have": "Corporal"},
            "6": {"def": 6, "black": True},
            "7": {"def": 8, "mgf": 1, "sacrifice": "any", "no_lock": True},
            "8": {"def": 8, "mgf": 1, "five_dice": True},
            "9": {"def": 10, "mgf": 1, "no_items": True},
            "10": {"def": 10, "mgf": 1, "sacrifice": "any", "entry_d6": True},
            "B": {"def": 12, "mgf": 1, "bunker": True, "courage": 4},
        },
    },
    # §5.11
    "N-02": {
        "name": N_("Omaha Beach"),
        "rows": "1 | 2 3 | 4 5 6 | 7 8 | 9 | B",
        "lateral": "2-3 4-5 5-6 7-8",
        "forward": "1>2,3 2>4,5 3>5,6 4>7 5>7,8 6>8 7>9 8>9 9>B",
        "courage": {2: 1, 3: 2, 4: 2, 5: 3},
        "mines": "3|6 6|8",
        "barricades": "4|5",
        "common": "Corporal, Hero, Medic, Minesweeper, Scout, Sharpshooter, Veteran",
        "unique": "Captain, Combat Photographer, Decoy, Lieutenant, Messenger",
        "special_items": "Command Jacket, Dispatch Case, Flak Vest, Lucky Charm, Mortar, Strategic Map",
        "sectors": {
            "1": {"def": 2, "start": {"soldiers": 5}},
            "2": {"def": 4, "every": {"soldiers": 1}},
            "3": {"def": 4, "every": {"tools": 1}},
            "4": {"def": 8, "every": {"courage": 1}, "must_have": "Sharpshooter"},
            "5": {"def": 8, "mgf": 1, "every": {"stars": 1}, "sd": "specialist"},
            "6": {"def": 8, "black": True},
            "7": {"def": 10, "mgf": 1, "every": {"courage": 1}, "no_items": True},
            "8": {"def": (6, 8, 10), "every": {"tools": 1}, "max_units": 1},
            "9": {"def": 12, "mgf": 2},
            "B": {"def": 18, "mgf": 1, "bunker": True, "courage": 5},
        },
    },
    # §5.12
    "N-03": {
        "name": N_("Utah Beach"),
        "rows": "1 2 | 3 4 5 | 6 7 8 | 9 10 11 | 12 13 14 | B",
        "lateral": "1-2 3-4 4-5 6-7 7-8 9-10 10-11 12-13 13-14",
        "forward": "1>3,4 2>4,5 3>6,7 4>7 5>7,8 6>9,10 7>10 8>10,11 9>12 10>12,13 11>13,14 "
                   "12>B 13>B 14>B",
        "courage": {2: 1, 3: 2, 4: 2, 5: 3},
        "mines": "4|7 5|8 10|13",
        "barricades": "12|13",
        "common": "Beachmaster, Chaplain, Corporal, Hero, Minesweeper, Scout, Sharpshooter",
        "unique": "Captain, Decoy, Lieutenant, General",
        "special_items": "Ammo Box, Dispatch Case, Lucky Charm, Pocket Bible, Rangefinder, Signalling Lamp",
        "placed": "Shoulder Patch, Flame-thrower",
        "sectors": {
            "1": {"def": 2, "start": {"soldiers": 4}},
            "2": {"def": 2, "start": {"soldiers": 0, "specialists": ("Corporal",)}},
            "3": {"def": 4, "every": {"tools": 1}},
            "4": {"def": 6, "every": {"soldiers": 1}},
            "5": {"def": 4, "black": True},
            "6": {"def": 6, "mgf": 1, "every": {"courage": 1}, "no_reroll_skulls": True, "sd": "courage"},
            "7": {"def": 8, "every": {"stars": 1}},
            "8": {"def": 6, "every": {"courage": -1}},
            "9": {"def": 8, "every": {"tools": 1}},
            "10": {"def": 8, "first_item": "Shoulder Patch"},
            "11": {"def": 10, "kind": 5},
            "12": {"def": 12, "sacrifice": "Minesweeper", "first_item": "Flame-thrower"},
            "13": {"def": 10, "mgf": 1, "sd": "courage"},
            "14": {"def": 8, "mgf": 2, "sd": "courage"},
            "B": {"def": 30, "mgf": 1, "bunker": True, "courage": 4},
        },
    },
    # §5.13
    "N-04": {
        "name": N_("Gold Beach"),
        "rows": "1 2 3 | 4 5 6 | 7 8 | 9 10 | BW 11 12 BE",
        "lateral": "1-2 2-3 4-5 5-6 7-8 9-10 BW-11 11-12 12-BE",
        "forward": "1>4 2>4,5 3>5,6 4>7 5>7,8 6>8 7>9 8>9,10 9>BW,11 10>12,BE",
        "courage": {2: 1, 3: 2, 4: 2, 5: 3},
        "mines": "2|5 8|10",
        "barricades": "7|8",
        "common": "Beachmaster, Corporal, Medic, Minesweeper, Platoon Leader, Sharpshooter, Veteran",
        "unique": "Captain, Engineer, Lieutenant, Quartermaster, Messenger",
        "special_items": "Bazooka, Amphetamines, Flak Vest, Gammon Bomb, Lucky Charm, Pocket Bible",
        "sectors": {
            "1": {"def": 2, "start": {"soldiers": 5}},
            "2": {"def": 3, "every": {"soldiers": 1}},
            "3": {"def": 4, "every": {"tools": 1}},
            "4": {"def": 6, "mgf": 1},
            "5": {"def": 8, "every": {"courage": 1}},
            "6": {"def": 6, "black": True},
            "7": {"def": 8, "mgf": 1, "must_have": "Platoon Leader"},
            "8": {"def": 10, "first_deco": True},
            "9": {"def": 10, "mgf": 1},
            "10": {"def": 10, "mgf": 1},
            "11": {"def": 12, "mgf": 1},
            "12": {"def": 12, "mgf": 1},
            "BW": {"def": 18, "mgf": 1, "bunker": True, "courage": 5},
            "BE": {"def": 18, "mgf": 1, "bunker": True, "courage": 5},
        },
    },
    # §5.14
    "N-05": {
        "name": N_("Juno Beach"),
        "rows": "1 2 | 3 4 5 | 6 7 8 | 9 10 11 | 12 13 | B",
        "lateral": "1-2 3-4 4-5 6-7 7-8 9-10 10-11 12-13",
        "forward": "1>3,4 2>4,5 3>6 4>6,7 5>7,8 6>9 7>9,10 8>10,11 9>12 10>12,13 11>13 12>B 13>B",
        "courage": {2: 1, 3: 2, 4: 2, 5: 3},
        "mines": "5|8 6|9 10|13",
        "barricades": "9|10",
        "common": "Beachmaster, Corporal, Medic, Minesweeper, Platoon Leader, Scout, Veteran",
        "unique": "Captain, Combat Photographer, Lieutenant, Quartermaster, War Correspondent",
        "special_items": "Lucky Charm, Amphetamines, Gammon Bomb, Rangefinder, Signalling Lamp, Toolkit",
        "placed": "Flame-thrower",
        "sectors": {
            "1": {"def": 2, "start": {"soldiers": 4}},
            "2": {"def": 3, "every": {"tools": 1}},
            "3": {"def": 6, "mgf": 1},
            "4": {"def": 6, "joins": "Minesweeper"},
            "5": {"def": 8, "vehicle": "Tank"},
            "6": {"def": 8, "every": {"courage": 1}},
            "7": {"def": 10, "mgf": 2, "every": {"courage": -1}, "general_ignores": True},
            "8": {"def": 8, "every": {"stars": -3}},
            "9": {"def": 10, "joins": "Beachmaster"},
            "10": {"def": 10, "mgf": 1, "every": {"soldiers": 1}},
            "11": {"def": 8, "every": {"tools": 1}, "kind": -3},
            "12": {"def": 12, "mgf": 1, "must_have": "Medic"},
            "13": {"def": 12, "first_item": "Flame-thrower"},
            "B": {"def": 28, "mgf": 1, "bunker": True, "courage": 5},
        },
    },
    # §5.15
    "N-06": {
        "name": N_("Sword Beach"),
        "rows": "1 2 3 | 4 5 6 | 7 8 9 | 10 11 12 | 13 14 15 | B",
        "lateral": "1-2 2-3 4-5 5-6 7-8 8-9 10-11 11-12 13-14 14-15",
        "forward": "1>4 2>4,5 3>5,6 4>7,8 5>8 6>8,9 7>10 8>10,11 9>11,12 10>13 11>13,14 12>14,15 "
                   "13>B 14>B 15>B",
        "courage": {2: 1, 3: 2, 4: 2, 5: 3},
        "mines": "4|7 9|12 12|15",
        "barricades": "13|14",
        "common": "Chaplain, Corporal, Hero, Point Man, Minesweeper, Scout, Veteran",
        "unique": "Captain, Marksman, Messenger, Quartermaster",
        "special_items": "Ammo Box, Dispatch Case, Lucky Charm, Pocket Bible, Rangefinder, Toolkit",
        "placed_specialists": "Lieutenant",
        "sectors": {
            "1": {"def": 2, "start": {"soldiers": 4, "stars": 1}},
            "2": {"def": 4, "every": {"stars": 1}},
            "3": {"def": 6, "every": {"courage": 1}},
            "4": {"def": 8, "every": {"skull": 1}},
            "5": {"def": 6, "first_specialist": "Lieutenant"},
            "6": {"def": 8, "random": "A"},
            "7": {"def": 8, "random": "B"},
            "8": {"def": 8, "mgf": 1, "every": {"tools": 1}},
            "9": {"def": 10, "black": True},
            "10": {"def": 10, "mgf": 1, "sacrifice": "any"},
            "11": {"def": 10, "random": "C"},
            "12": {"def": 10, "every": {"courage": 1}},
            "13": {"def": 12, "mgf": 1},
            "14": {"def": 12, "mgf": 2},
            "15": {"def": 12, "mgf": 1, "first_deco": True},
            "B": {"def": 28, "mgf": 1, "bunker": True, "courage": 5},
        },
    },
    # §5.16
    "N-07": {
        "name": N_("Pointe-du-Hoc"),
        "rows": "1 2 | 3 4 5 | 6 7 8 | 9 10 | 11 12 | B",
        "lateral": "1-2 3-4 4-5 6-7 7-8 9-10 11-12",
        "forward": "1>3,4 2>4,5 3>6,7 4>7 5>7,8 6>9 7>9,10 8>10 9>11 10>12 11>B 12>B",
        "retreat": "9>7 10>7",
        "courage": {2: 1, 3: 2, 4: 2, 5: 1},
        "mines": "5|8",
        "barricades": "11|12",
        "common": "Corporal, Hero, Medic, Platoon Leader, Point Man, Sharpshooter, Veteran",
        "unique": "Captain, Lieutenant, Marksman, Quartermaster, War Correspondent",
        "special_items": "Ammo Box, Command Jacket, Dispatch Case, Grappling Hook, Rangefinder, Rope Ladder",
        "sectors": {
            "1": {"def": 2, "start": {"soldiers": 4, "courage": 1}},
            "2": {"def": 2, "start": {"soldiers": 1, "courage": 3}},
            "3": {"def": 6, "every": {"tools": 1}},
            "4": {"def": 6, "mgf": 1, "no_items": True},
            "5": {"def": 6, "every": {"stars": 1}},
            "6": {"def": 8, "mgf": 1},
            "7": {"def": 8, "every": {"courage": 1}},
            "8": {"def": 8, "mgf": 1},
            "9": {"def": 10, "climb": True},
            "10": {"def": 10, "climb": True},
            "11": {"def": 12, "mgf": 1},
            "12": {"def": 12, "mgf": 1},
            "B": {"def": 22, "mgf": 1, "bunker": True, "courage": 5},
        },
    },
    # §5.17
    "N-08": {
        "name": N_("Merville Battery"),
        "rows": "1 2 | 3 4 5 6 | 7 8 9 | 10 11 12 | 13 | B",
        "lateral": "1-2 3-4 4-5 5-6 7-8 8-9 10-11 11-12",
        "forward": "1>3,4 2>5,6 3>7 4>7,8 5>8 6>8 7>10 8>10,11 9>12 10>13 11>13 12>13 13>B",
        "courage": {2: 1, 3: 2, 4: 2, 5: 3},
        "mines": "3|7 10|13",
        "barricades": "2|6 5|6 8|9",
        "common": "Corporal, Hero, Medic, Minesweeper, Paratrooper, Pathfinder, Sharpshooter",
        "unique": "Captain, Grenadier, Lieutenant, Marksman, Quartermaster",
        "special_items": "Flak Vest, Mortar, Strategic Map, Wirecutters",
        "placed": "Amphetamines, Medal Case, Signalling Lamp",
        "sectors": {
            "1": {"def": 2, "start": {"soldiers": 4}},
            "2": {"def": 2, "start": {"soldiers": 1, "stars": 2}},
            "3": {"def": 6, "every": {"soldiers": 1}},
            "4": {"def": 8, "mgf": 1, "every": {"courage": -1}, "general_ignores": True},
            "5": {"def": 6, "every": {"tools": 1}},
            "6": {"def": 6, "first_item": "Medal Case"},
            "7": {"def": 8, "every": {"courage": 1}},
            "8": {"def": 10, "mgf": 1},
            "9": {"def": 8, "first_item": "Amphetamines", "first_item_solo": "Signalling Lamp"},
            "10": {"def": 10, "mgf": 1, "must_have": "Pathfinder"},
            "11": {"def": 12, "no_reduce": True},
            "12": {"def": 10, "mgf": 1, "every": {"stars": -1}, "general_ignores": True},
            "13": {"def": 10, "every": {"soldiers": 1}, "no_limit": True},
            "B": {"def": 20, "mgf": 1, "bunker": True, "courage": 4, "battle_cry_only": True},
        },
    },
}

# §5.10 N-01 levels (the map itself is the same)
N01_LEVELS = ("exercise", "basic", "advanced")
N01_BASIC_COMMON = "Beachmaster, Corporal, Medic, Minesweeper, Sharpshooter"
N01_BASIC_UNIQUE = "Captain, Lieutenant, Engineer, General"

# §5.15 Sword random sectors [R] (column -> d6 -> property id)
RANDOM_TABLE = {
    "A": (N_("A1 Mortar fire"), N_("A2 Minefield"), N_("A3 Foxholes"), N_("A4 Cover"), N_("A5 Half-track"), N_("A6 Field of glory")),
    "B": (N_("B1 Artillery fire"), N_("B2 Dead soldiers"), N_("B3 Snipers"), N_("B4 Trench"), N_("B5 Bulldozer"), N_("B6 Hill")),
    "C": (N_("C1 Booby traps"), N_("C2 Crossfire"), N_("C3 Ambush"), N_("C4 Artillery fire"), N_("C5 Armored car"),
          N_("C6 Rally point")),
}
# what each random property adds to the sector record (same field names as the maps)
RANDOM_EFFECTS: dict[str, dict[str, Any]] = {
    "A1": {"extra_d6": True},
    "A2": {"no_reroll_skulls": True},
    "A3": {"every": {"stars": -1}},
    "A4": {"every": {"courage": 1}},
    "A5": {"vehicle": "Half-track"},
    "A6": {"first_deco": True},
    "B1": {"black": True},
    "B2": {"every": {"courage": -1}},
    "B3": {"snipers": True},
    "B4": {"every": {"stars": 1}},
    "B5": {"vehicle": "Bulldozer"},
    "B6": {"no_lock": True},
    "C1": {"booby": True},
    "C2": {"crossfire": True},
    "C3": {"ambush": True},
    "C4": {"black": True},
    "C5": {"vehicle": "Armored Car", "vehicle_free": True},
    "C6": {"rally": True},
}

SECTOR_KEYS = frozenset((
    "def", "black", "mgf", "sd", "every", "start", "must_have", "sacrifice", "joins", "first_item",
    "first_item_solo", "first_deco", "first_specialist", "entry_d6", "no_items", "no_lock",
    "five_dice", "no_reroll_skulls", "kind", "vehicle", "random", "general_ignores", "no_reduce",
    "no_limit", "climb", "max_units", "bunker", "courage", "battle_cry_only",
))
EVERY_KEYS = frozenset(("soldiers", "courage", "stars", "tools", "skull"))
MAP_KEYS = frozenset(("name", "rows", "lateral", "forward", "retreat", "courage", "mines",
                      "barricades", "common", "unique", "special_items", "placed",
                      "placed_specialists", "sectors", "part", "cross", "part_order", "required",
                      "sword_fire", "sealed_bunker", "min_players", "parts"))


class MapError(ValueError):
    """A map record that breaks the data model of §5.9."""


def _names(text: str) -> tuple[str, ...]:
    return tuple(n.strip() for n in text.split(",") if n.strip())


def _line(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


class BattleMap:
    """A parsed map: adjacency, rows, lines and sector records, ready for fast look-ups."""

    __slots__ = ("id", "name", "rows", "row_of", "sectors", "adj", "retreat", "courage", "mines",
                 "barricades", "common", "unique", "special_items", "placed", "placed_specialists",
                 "bunkers", "order", "starts", "part", "cross", "required")

    def __init__(self, map_id: str, raw: dict[str, Any]) -> None:
        self.id = map_id
        self.name: str = raw["name"]
        self.rows: list[list[str]] = [r.split() for r in raw["rows"].split("|")]
        self.row_of: dict[str, int] = {s: i + 1 for i, row in enumerate(self.rows) for s in row}
        self.sectors: dict[str, dict[str, Any]] = raw["sectors"]
        self.adj: dict[str, list[str]] = {s: [] for s in self.row_of}
        for pair in raw["lateral"].split():
            a, b = pair.split("-")
            self.adj[a].append(b)
            self.adj[b].append(a)
        for spec in raw["forward"].split():
            a, targets = spec.split(">")
            for b in targets.split(","):
                self.adj[a].append(b)
        # §5.18 two maps side by side: "part" names each sector's map, "cross" the lines between
        self.part: dict[str, str] = dict(raw.get("part", {}))
        self.cross: frozenset[tuple[str, str]] = frozenset(
            _line(*p.split("-")) for p in raw.get("cross", "").split())
        for a, b in self.cross:
            self.adj[a].append(b)
            self.adj[b].append(a)
        self.retreat: dict[str, list[str]] = {}
        for spec in raw.get("retreat", "").split():
            a, targets = spec.split(">")
            self.retreat[a] = targets.split(",")
        self.courage: dict[int, int] = dict(raw["courage"])
        self.mines = frozenset(_line(*p.split("|")) for p in raw.get("mines", "").split())
        self.barricades = frozenset(_line(*p.split("|")) for p in raw.get("barricades", "").split())
        self.common = _names(raw.get("common", ""))
        self.unique = _names(raw.get("unique", ""))
        self.special_items = _names(raw.get("special_items", ""))
        self.placed = _names(raw.get("placed", ""))
        self.placed_specialists = _names(raw.get("placed_specialists", ""))
        self.bunkers = tuple(s for s in self.row_of if self.sectors.get(s, {}).get("bunker"))
        # §4.7 combat order: ascending sector number, bunkers last (Gold: BW before BE)
        # (§5.18: Merville before Sword)
        parts = raw.get("part_order", "")
        flat = [s for row in self.rows for s in row]
        self.order = {s: i for i, s in enumerate(sorted(
            self.row_of, key=lambda s: (s in self.bunkers, parts.find(self.part.get(s, "")),
                                        flat.index(s) if s in self.bunkers else int(s.lstrip(parts)))))}
        for s in self.adj:
            self.adj[s].sort(key=lambda x: self.order[x])
        self.starts = tuple(s for s in self.order if "start" in self.sectors.get(s, {}))
        # bunkers that must be captured for victory (§1.3, §5.13 Gold: both; §5.18: Merville's)
        self.required = tuple(raw["required"].split()) if "required" in raw else self.bunkers

    def sector(self, s: str) -> dict[str, Any]:
        return self.sectors[s]


def validate_map(map_id: str, raw: dict[str, Any]) -> list[str]:
    """Every problem found in one raw map record (empty list = valid). §5.9 data model."""
    problems: list[str] = []
    unknown = set(raw) - MAP_KEYS
    if unknown:
        problems.append(f"{map_id}: unknown map fields {sorted(unknown)}")
    try:
        bm = BattleMap(map_id, raw)
    except (KeyError, ValueError, AttributeError) as err:
        return problems + [f"{map_id}: cannot parse ({err!r})"]
    names = set(bm.row_of)
    if set(bm.sectors) != names:
        problems.append(f"{map_id}: sectors {sorted(set(bm.sectors) ^ names)} in rows or records only")
    for s, rec in bm.sectors.items():
        bad = set(rec) - SECTOR_KEYS
        if bad:
            problems.append(f"{map_id} {s}: unknown fields {sorted(bad)}")
        d = rec.get("def")
        if isinstance(d, tuple):
            if not d or any(not isinstance(v, int) or v < 0 for v in d) or list(d) != sorted(d):
                problems.append(f"{map_id} {s}: DEF list must be non-negative, lowest first")
        elif not isinstance(d, int) or d < 0:
            problems.append(f"{map_id} {s}: DEF missing or negative")
        for key in ("must_have", "joins", "first_specialist"):
            if key in rec and rec[key] not in COMMON_SPECIALISTS and rec[key] not in UNIQUE_SPECIALISTS:
                problems.append(f"{map_id} {s}: unknown specialist {rec[key]!r}")
        if "sacrifice" in rec and rec["sacrifice"] != "any" and rec["sacrifice"] not in COMMON_SPECIALISTS:
            problems.append(f"{map_id} {s}: unknown sacrifice {rec['sacrifice']!r}")
        for key in ("first_item", "first_item_solo"):
            if key in rec and rec[key] not in ITEM_COST:
                problems.append(f"{map_id} {s}: unknown item {rec[key]!r}")
        if "vehicle" in rec and rec["vehicle"] not in VEHICLES:
            problems.append(f"{map_id} {s}: unknown vehicle {rec['vehicle']!r}")
        if set(rec.get("every", {})) - EVERY_KEYS:
            problems.append(f"{map_id} {s}: bad every-turn keys")
        if rec.get("sd") not in (None, "specialist", "courage"):
            problems.append(f"{map_id} {s}: bad special damage")
        if rec.get("bunker") and not isinstance(rec.get("courage"), int):
            problems.append(f"{map_id} {s}: a bunker needs its courage cost")
        if rec.get("random") not in (None, "A", "B", "C"):
            problems.append(f"{map_id} {s}: bad random column")
    for s, targets in bm.adj.items():
        for t in targets:
            if t not in names:
                problems.append(f"{map_id}: {s} touches unknown sector {t}")
                continue
            rs, rt = bm.row_of[s], bm.row_of[t]
            if rt not in (rs, rs + 1) and _line(s, t) not in bm.cross:
                problems.append(f"{map_id}: {s}-{t} is neither lateral nor forward")
            if rt == rs + 1 and t not in bm.bunkers and rt not in bm.courage:
                problems.append(f"{map_id}: no courage cost for the line into row {rt}")
        if len(set(targets)) != len(targets):
            problems.append(f"{map_id}: {s} lists a neighbour twice")
    for line in bm.mines | bm.barricades:
        a, b = line
        if a not in names or b not in names or (b not in bm.adj[a] and a not in bm.adj[b]):
            problems.append(f"{map_id}: line {a}|{b} is not between touching sectors")
    if not bm.starts:
        problems.append(f"{map_id}: no start sector")
    if not bm.bunkers:
        problems.append(f"{map_id}: no bunker")
    # every sector reachable from a start; a bunker reachable from every sector (§8 review)
    seen = set(bm.starts)
    todo = list(bm.starts)
    while todo:
        s = todo.pop()
        for t in bm.adj[s] + bm.retreat.get(s, []):
            if t not in seen:
                seen.add(t)
                todo.append(t)
    if seen != names:
        problems.append(f"{map_id}: unreachable sectors {sorted(names - seen)}")
    for s in names:
        reach, todo = {s}, [s]
        while todo:
            x = todo.pop()
            for t in bm.adj[x]:
                if t not in reach:
                    reach.add(t)
                    todo.append(t)
        if not reach & set(bm.bunkers):
            problems.append(f"{map_id}: no way to a bunker from {s}")
    for group, pool in (("common", COMMON_SPECIALISTS), ("unique", UNIQUE_SPECIALISTS)):
        for n in getattr(bm, group):
            if n not in pool:
                problems.append(f"{map_id}: {n!r} is not a {group} specialist")
    for n in bm.special_items:
        if n not in SPECIAL_ITEMS:
            problems.append(f"{map_id}: {n!r} is not a special item")
    for n in bm.placed:
        if n not in COMMON_ITEMS and n not in SPECIAL_ITEMS:
            problems.append(f"{map_id}: placed {n!r} is not an item")
    return problems


def validate_all() -> list[str]:
    out: list[str] = []
    for map_id, raw in MAPS_RAW.items():
        out.extend(validate_map(map_id, raw))
    return out


_problems = validate_all()
if _problems:  # pragma: no cover - the data is checked at import and by the tests
    raise MapError("; ".join(_problems))

def combine(name: str, first: str, second: str, cross: str) -> dict[str, Any]:
    """§5.18 two maps laid top edge to top edge: sectors are prefixed M / S (first / second)."""
    raws = {"M": MAPS_RAW[first], "S": MAPS_RAW[second]}

    def pre(p: str, text: str, sep: str) -> str:
        out = []
        for tok in text.split():
            a, rest = tok.split(sep, 1)
            out.append(p + a + sep + ",".join(p + x for x in rest.split(",")))
        return " ".join(out)

    rows: list[list[str]] = []
    for p, raw in raws.items():
        for i, row in enumerate(raw["rows"].split("|")):
            while len(rows) <= i:
                rows.append([])
            rows[i].extend(p + x for x in row.split())
    lines = lambda key, sep: " ".join(pre(p, raw.get(key, ""), sep) for p, raw in raws.items())  # noqa: E731
    return {
        "name": name,
        "rows": " | ".join(" ".join(r) for r in rows),
        "lateral": lines("lateral", "-"),
        "forward": lines("forward", ">"),
        "courage": dict(raws["M"]["courage"]),
        "mines": lines("mines", "|"),
        "barricades": lines("barricades", "|"),
        "cross": cross,
        "part": {p + x: p for p, raw in raws.items() for x in raw["sectors"]},
        "part_order": "MS",
        "parts": {"M": first, "S": second},
        "required": "MB",
        "sword_fire": "M8",  # every S sector DEF +1 until a unit enters M8
        "sealed_bunker": "SB",  # not to be entered before MB is captured
        "min_players": 2,
        "unique": ", ".join(dict.fromkeys(_names(raws["M"]["unique"]) + _names(raws["S"]["unique"]))),
        "special_items": ", ".join(dict.fromkeys(
            _names(raws["M"]["special_items"]) + _names(raws["S"]["special_items"])
            + ("Bazooka", "Gammon Bomb"))),  # §5.18 adding them is recommended
        "placed": raws["M"].get("placed", ""),
        "placed_specialists": raws["S"].get("placed_specialists", ""),
        "sectors": {p + x: dict(rec) for p, raw in raws.items() for x, rec in raw["sectors"].items()},
    }


# §5.18 Silence Those Guns: Merville (N-08) and Sword (N-06); M13 touches S13-S15, MB touches SB
MAPS_RAW["STG"] = combine(N_("Silence Those Guns"), "N-08", "N-06", "M13-S13 M13-S14 M13-S15 MB-SB")
_problems = validate_map("STG", MAPS_RAW["STG"])
if _problems:  # pragma: no cover
    raise MapError("; ".join(_problems))

MAPS: dict[str, BattleMap] = {map_id: BattleMap(map_id, raw) for map_id, raw in MAPS_RAW.items()}
MAP_IDS = tuple(MAPS)
