"""Wizard Kings components as data: blocks, spells, artifacts, terrain and the DESIGN DECISION
values of the spec (``wizard_kings.md``), each named with its section beside it.

Block rows are ``name, rating, cost, max, MA, ability, label #`` exactly as Tables 2-B/2-C print
them; a rating is a letter (A+, A, B+, B, C, D) and a number (none for wizards).
"""

from __future__ import annotations

from dataclasses import dataclass

ARMIES = ("Amazons", "Barbarians", "Dwarves", "Elves", "Feudals", "Orcs", "Undead")
ARMY_COLOURS = ("red", "blue", "grey", "green", "brown", "orange", "black")  # 2.0

# Firing order of 5.2 / Part 7 item 16: A+ before A, B+ before B, D after C.
LETTER_ORDER = {"A+": 0, "A": 1, "B+": 2, "B": 3, "C": 4, "D": 5}

# Abilities (2.3): terrain symbols plus the kinds the rules treat specially.
FOREST, MOUNTAIN, DESERT, AMPHIBIAN, CITY, FLYER, WATER, CLERIC = (
    "forest", "mountain", "desert", "amphibian", "city", "flyer", "water", "cleric")
ABILITY_OF_SYMBOL = {"forest creature": FOREST, "mountain creature": MOUNTAIN, "desert creature": DESERT,
                     "amphibian": AMPHIBIAN, "city creature": CITY, "flyer": FLYER,
                     "water creature": WATER, "cleric": CLERIC, "—": "", "": ""}


@dataclass(frozen=True)
class Block:
    key: str          # unique id of the label: "elves.ranger", "chaos.griffin", "elves.castle_c4"
    name: str
    army: str         # an army of ARMIES, or "Chaos", "Were", "Treasury"
    letter: str       # A+, A, B+, B, C, D
    number: int       # 0 for wizards (2.2: no combat number)
    cost: int         # per step (2.14)
    max: int
    ma: int
    ability: str      # one terrain ability or flyer/water/cleric, "" for none
    label: int
    wizard: bool = False
    castle: bool = False
    hero: bool = False
    chaos: bool = False      # may go Berserk (2.5)
    were: bool = False       # lycanthrope: moon phases (Table 2-D)
    treasury: int = 0        # GP stored per step (2.6)
    dock: bool = False       # Haven: +1 port capacity (2.39)

    @property
    def rating(self) -> str:
        return self.letter if self.wizard else f"{self.letter}{self.number}"

    @property
    def flyer(self) -> bool:
        return self.ability == FLYER

    @property
    def water(self) -> bool:
        return self.ability == WATER


def _parse_rating(rating: str) -> tuple[str, int]:
    if rating.endswith("+"):
        return rating, 0
    return rating[0], int(rating[1:])


# Table 2-B [SRC: WKGEN]. A trailing "=n" marks the base-set count (Table 2-B "Base set" column;
# starred entries there are DESIGN DECISIONS, kept as printed).
_ARMY_TABLE = {
    "Amazons": """
Charmer A+ 2 4 2 flyer 7 =1
Witch B+ 1 3 2 flyer 17
Amazon C1 1 4 2 forest 1 =3
Guardian C2 2 3 2 mountain 10 =2
Cleric C2 2 3 2 cleric 8
Harpy A1 3 3 2 flyer 11
Bowlyn A2 4 3 2 mountain 2 =1
Bowlyn A2 4 3 2 city 3
Chariot B2 4 3 3 desert 6
Siren B3 4 3 2 water 14
Heroine A4 4 1 3 city 12
Elephant B4 5 3 3 forest 9
Medusa A3 5 3 2 amphibian 13
Tigress A2 5 4 3 forest 15
Tigress A2 5 4 3 amphibian 16
Castle C4 2 4 0 - 4 =1
Castle B4 3 4 0 - 5
""",
    "Barbarians": """
Runeka A+ 2 4 2 flyer 28 =1
Runeka B+ 1 3 2 flyer 29
Spearmaid C1 1 4 2 forest 31 =3
Spearmaid C1 1 4 2 desert 32
Huscarl C2 2 4 2 mountain 25 =2
Huscarl C2 2 4 2 city 26
Cleric C2 2 3 2 cleric 22
Archer A1 3 4 2 forest 18
Berserker C3 3 3 2 forest 19
Orcana B1 3 3 4 water 30
Valkyrie A2 4 3 2 flyer 33
Viking B2 4 3 3 water 34 =1
Hero A4 4 1 3 city 23
Mongol B2 5 3 4 - 27
Horsebow A3 6 3 3 forest 24
Castle C4 2 4 0 - 20 =1
Castle B4 3 4 0 - 21
""",
    "Dwarves": """
Mage A+ 2 4 2 flyer 45 =1
Mage B+ 1 3 2 flyer 46
Low Guard C1 1 4 2 city 43 =3
Low Guard C1 1 3 2 mountain 44
Miner D2 1 3 2 mountain 47
Gnome B1 2 3 2 forest 39
High Guard C2 2 3 2 mountain 41 =2
Cleric C2 2 3 2 cleric 38
Catapult A3 4 4 1 city 37
Khabar B3 4 3 2 mountain 42
Slinger A2 4 3 2 mountain 48 =1
Hero A4 4 1 3 city 40
Warbird B3 5 3 3 flyer 49
Castle C4 2 4 0 - 35 =1
Castle B4 3 4 0 - 36
""",
    "Elves": """
Wicana A+ 2 4 2 flyer 65 =1
Magus B+ 1 3 2 flyer 56
Glader C1 1 4 2 forest 54 =3
Pixie B1 2 3 2 flyer 58 =2
Cleric C2 2 3 2 cleric 53
Treek C3 2 3 1 forest 61
Undine C2 2 3 2 amphibian 62
Sprite A1 3 3 2 flyer 60
Unicorn B1 3 3 3 forest 63
Ranger A2 4 3 2 forest 59 =1
Assassin A3 4 2 2 forest 50
Heroine A4 4 1 3 city 55
White Ship B2 5 4 4 water 64
Pegasus A3 6 3 3 flyer 57
Castle C4 2 4 0 - 51 =1
Castle B4 3 4 0 - 52
""",
    "Feudals": """
Wizard A+ 2 4 2 flyer 82 =1
Wizard B+ 1 3 2 flyer 81
Spear C1 1 4 2 city 77 =3
Spear C1 1 4 2 forest 78
Yeoman C2 2 3 2 forest 83 =2
Templar C2 2 4 2 city 79
Cleric C2 2 3 2 cleric 71
Bowman A1 3 3 2 city 67
Bowman A1 3 3 2 forest 68
Sergeant B1 3 3 3 forest 76
Knight B2 4 3 3 desert 74 =1
Crossbow B3 4 3 2 forest 72
War Dog B2 4 3 3 forest 80
Kog B2 4 3 3 water 75
Assassin A3 4 2 2 city 66
Hero A4 4 1 3 city 73
Castle C4 2 4 0 - 69 =1
Castle B4 3 4 0 - 70
""",
    "Orcs": """
Shakla A+ 2 4 2 flyer 96 =1
Shaman B+ 1 3 2 flyer 97
Goblin C1 1 4 2 mountain 89 =3
Goblin C1 1 4 2 forest 90
Orc C2 2 4 2 mountain 95 =2
Cleric C2 2 3 2 cleric 87
Great Orc C3 3 3 2 mountain 91
Queen A2 3 2 2 mountain 92
Troll B2 4 3 3 amphibian 99 =1
Gargoyle A1 4 3 3 flyer 88
Assassin A3 4 2 2 mountain 84
Hero A4 4 1 3 city 93
Ogre B3 5 3 3 forest 94
Trog B4 5 3 2 mountain 98
Wolfguard A2 5 4 3 forest 100
Castle C4 2 4 0 - 85 =1
Castle B4 3 4 0 - 86
""",
    "Undead": """
Necrom A+ 2 4 2 flyer 110 =1
Necrom B+ 1 3 2 flyer 111
Zombie C1 1 4 2 amphibian 116 =3
Zombie C1 1 4 2 city 117
Skeleton C2 2 4 2 desert 112 =2
Cleric C2 2 3 2 cleric 104
Mummy C3 3 3 2 desert 109
Wraith A1 3 3 2 flyer 115
Deathbow A2 4 3 2 amphibian 105 =1
Ghost Ship B2 4 3 3 water 106
Ghoul B3 4 3 2 city 107
Varghan B2 4 3 3 amphibian 114
Hero A4 4 1 3 city 108
Bone Dragon A4 5 2 2 flyer 101
Vampire A3 6 2 3 flyer 113
Castle C4 2 4 0 - 102 =1
Castle B4 3 4 0 - 103
""",
}

# Table 2-C [SRC: WKGEN]: labels usable by any army.
_CHAOS_TABLE = """
Basilisk A4 6 2 2 mountain
Bireme B2 3 3 2 water
Cavebear B3 4 3 2 mountain
Centaur B3 5 4 3 forest
Cockatrice B2 3 4 2 amphibian
Cyclops B4 6 2 3 forest
Demon A2 5 3 3 flyer
Fire Dragon A4 8 2 4 flyer
Giant B4 5 2 3 forest
Golak C2 2 2 2 mountain
Griffin A3 5 3 2 flyer
Hellcat B3 5 3 3 city
Hellhound B2 4 3 3 forest
Hippogryf A2 4 3 2 flyer
Hornet A1 4 4 3 flyer
Ice Dragon A5 8 2 3 flyer
Kraken B3 4 3 2 water
Manticore B3 4 3 2 desert
Mantis B2 3 3 2 forest
Minotaur B3 4 3 2 mountain
Nessie B4 5 2 2 water
Pirate C3 4 3 3 water
Scorpion C2 2 3 2 desert
Serpent C4 4 3 2 forest
Snowbear B3 4 3 2 mountain
Spectre A1 3 3 2 flyer
Spider B4 5 3 2 desert
Trireme B3 5 4 3 water
Wurm C4 5 3 3 desert
Wyvern A3 6 3 3 flyer
"""
_WERE_TABLE = """
Werebat A1 3 4 2 flyer
Werebear C3 3 4 2 forest
Wereboar A2 5 4 3 forest
Weredragon A3 5 3 2 flyer
Weremole C2 1 4 1 mountain
Wererat B1 2 4 2 city
Wereshark B3 5 4 3 water
Weretiger B3 5 4 3 amphibian
Werewolf B2 4 4 3 forest
"""


def _slug(text: str) -> str:
    return text.lower().replace(" ", "_")


def _build_blocks() -> tuple[dict[str, Block], dict[str, dict[str, int]]]:
    blocks: dict[str, Block] = {}
    base: dict[str, dict[str, int]] = {}
    for army, table in _ARMY_TABLE.items():
        base[army] = {}
        for line in table.strip().splitlines():
            parts = line.split()
            count = 0
            if parts[-1].startswith("="):
                count = int(parts.pop()[1:])
            label = int(parts.pop())
            ability = parts.pop()
            ma, mx, cost = int(parts.pop()), int(parts.pop()), int(parts.pop())
            rating = parts.pop()
            name = " ".join(parts)
            letter, number = _parse_rating(rating)
            wizard = letter.endswith("+")
            castle = name == "Castle"
            hero = name in ("Hero", "Heroine")
            if castle:
                key = f"{_slug(army)}.castle_{rating.lower()}"
            elif wizard:
                key = f"{_slug(army)}.wizard_{'a' if letter == 'A+' else 'b'}"
            else:
                key = f"{_slug(army)}.{_slug(name)}"
                if key in blocks:
                    key = f"{key}_{label}"
            blocks[key] = Block(key, name, army, letter, number, cost, mx, ma,
                                "" if ability == "-" else ability, label, wizard=wizard, castle=castle, hero=hero)
            if count:
                base[army][key] = count
    for table, kind in ((_CHAOS_TABLE, "Chaos"), (_WERE_TABLE, "Were")):
        for line in table.strip().splitlines():
            parts = line.split()
            ability = parts.pop()
            ma, mx, cost = int(parts.pop()), int(parts.pop()), int(parts.pop())
            letter, number = _parse_rating(parts.pop())
            name = " ".join(parts)
            key = f"{kind.lower()}.{_slug(name)}"
            # 2.5 [DD]: every Chaos label except the Haven is a Chaos monster; werebeasts too.
            blocks[key] = Block(key, name, kind, letter, number, cost, mx, ma, ability, 0,
                                chaos=True, were=kind == "Were")
    blocks["chaos.haven"] = Block("chaos.haven", "Haven", "Chaos", "D", 3, 2, 4, 0, "", 0, dock=True)  # 2.39
    # Table 2-C treasuries; Gems 10 GP per step is a DESIGN DECISION (2.6).
    for name, number, cost in (("Silver", 1, 1), ("Gold", 2, 5), ("Gems", 3, 10)):
        key = f"treasury.{_slug(name)}"
        blocks[key] = Block(key, name, "Treasury", "D", number, cost, 4, 2, "", 0, treasury=cost)
    return blocks, base


BLOCKS, BASE_SETS = _build_blocks()

# 7.3 / 7.4 generic slots -> base-set blocks (Table 2-B "Generic slot mapping" [DD]).
def slot_block(army: str, slot: str) -> str:
    wanted = {"wizard": None, "fodder": 1, "average": 2, "elite": 4, "castle": None}[slot]
    for key in BASE_SETS[army]:
        b = BLOCKS[key]
        if slot == "wizard" and b.wizard:
            return key
        if slot == "castle" and b.castle:
            return key
        if wanted is not None and not b.wizard and not b.castle and b.cost == wanted:
            return key
    raise KeyError(f"{army} has no {slot} block")


# ------------------------------------------------------------------ spells (Table 2-D [DD])
@dataclass(frozen=True)
class Spell:
    code: str
    level: int
    battle: bool          # cast in a battle (else in the Movement phase)
    dice: int = 0         # damage spells: nd6@Fk
    fire: int = 0
    targeted: bool = False


SPELLS = {
    "BOLT": Spell("BOLT", 1, True, 2, 3, targeted=True),
    "BLESS": Spell("BLESS", 1, True),
    "CURSE": Spell("CURSE", 1, True),
    "DAZE": Spell("DAZE", 1, True),
    "HASTE": Spell("HASTE", 1, False),
    "FIREBALL": Spell("FIREBALL", 2, True, 4, 3),
    "SHIELD": Spell("SHIELD", 2, True),
    "HEAL": Spell("HEAL", 2, False),
    "TELEPORT": Spell("TELEPORT", 2, False),
    "STORM": Spell("STORM", 3, True, 6, 3),
    "DOOM": Spell("DOOM", 3, True, 4, 4, targeted=True),
}
SPELL_CARDS = {  # Table 2-D "Proposed Spell Cards" [DD]
    "Amazons": ("BOLT", "BLESS", "DAZE", "HEAL", "SHIELD", "STORM"),
    "Barbarians": ("BOLT", "BLESS", "HASTE", "FIREBALL", "HEAL", "STORM"),
    "Dwarves": ("BOLT", "BLESS", "CURSE", "FIREBALL", "SHIELD", "STORM"),
    "Elves": ("BOLT", "CURSE", "HASTE", "HEAL", "TELEPORT", "STORM"),
    "Feudals": ("BOLT", "BLESS", "DAZE", "FIREBALL", "SHIELD", "STORM"),
    "Orcs": ("BOLT", "CURSE", "HASTE", "FIREBALL", "TELEPORT", "STORM"),
    "Undead": ("BOLT", "CURSE", "DAZE", "FIREBALL", "HEAL", "DOOM"),
}
SHIELD_HITS = 2            # Table 2-D SHIELD [DD]
TELEPORT_RANGE = 3         # Table 2-D TELEPORT [DD]
HEAL_LOW_STEPS, HEAL_HIGH_STEPS = 1, 2   # Heal: 1d6 1-3 -> 1, 4-6 -> 2 (7.3)
DISPEL_SUCCESS = 3         # 2.2 Dispel: 1d6 - level >= 3 cancels

# ------------------------------------------------------------------ artifacts (Table 2-E)
@dataclass(frozen=True)
class Artifact:
    key: str
    name: str
    letter: str   # magic weapon rating letter, "L" for magic artifacts
    number: int   # rating number / spell level
    cost: int
    max: int


ART_PREFIX = "artifact."      # pool keys of artifact labels
ARTIFACTS = {a.key: a for a in (
    Artifact("sword_b3", "Sword", "B", 3, 2, 3), Artifact("sword_b4", "Sword", "B", 4, 3, 3),
    Artifact("battle_axe", "Battle Axe", "B", 4, 3, 4), Artifact("mace", "Mace", "B", 4, 3, 3),
    Artifact("trident", "Trident", "A", 2, 2, 3), Artifact("sceptre_c3", "Sceptre", "C", 3, 1, 3),
    Artifact("sceptre_c4", "Sceptre", "C", 4, 2, 3), Artifact("shield", "Shield", "C", 3, 2, 4),
    Artifact("tome", "Tome", "L", 1, 3, 4), Artifact("crown", "Crown", "L", 2, 6, 4),
    Artifact("lamp", "Lamp", "L", 2, 6, 4), Artifact("ring", "Ring", "L", 3, 9, 4))}

# ------------------------------------------------------------------ terrain (3.1 sidebar)
STACKING = {"clear": 4, "desert": 3, "forest": 3, "swamp": 2, "mountain": 2, "sea": 4, "lake": 4,
            "shallows": 2}   # shallows 2: 3.19 [DD]
CITY_STACK_BONUS = 1         # 3.2
WATER_STACKING = 4           # 3.18 [DD] separate water limit in coastal/river hexes
HEXSIDE_LIMIT = {"clear": 2, "rough": 1, "pass": 1, "mountain": 1, "shallows": 1, "none": 2}
ROAD_LIMIT, BRIDGE_LIMIT, WALL_LIMIT, RIVER_LIMIT = 2, 1, 1, 1   # 3.1 sidebar, 3.3, Long Wall
WATER_SIDE_LIMIT_COAST = 1   # 4.6: coastal/river hexsides allow 1 water creature in addition
WATER_SIDE_LIMIT_OPEN = 2    # 4.6: all-water hexsides 2 water creatures
STOP_TERRAIN = {"forest": FOREST, "desert": DESERT, "swamp": AMPHIBIAN, "mountain": MOUNTAIN,
                "shallows": AMPHIBIAN}   # terrain that stops a ground unit without the ability
BONUS_TERRAIN = {"forest": FOREST, "desert": DESERT, "swamp": AMPHIBIAN, "mountain": MOUNTAIN}

NAVAL_RANGE = 4              # 4.8
ROAD_BONUS = 1               # 3.3
MAX_ROUNDS = 3               # 5.21; round 4 is the pursuit round
PURSUIT_ROUND = 4

# ------------------------------------------------------------------ game (1.22, 1.23, turn limits)
BUDGET = 50                  # 1.22
V1_THRESHOLD_2MAPS = 15      # 1.23
V1_TURN_LIMIT = 30           # 1.23 [DD] V1 nobody wins by turn 30 -> decided as V2
TIME_LIMIT_TURNS = 10        # 1.23 V2/V3, 7.1, 7.3
RAID_TURN_LIMIT = 20         # End of turn [DD] 7.2
ALLIANCE_TURN_LIMIT = 30     # End of turn [DD] 7.4
RAID_HOLD_CITIES = 5         # 7.2: Amazons win holding 5 cities at the end of turn 5+
RAID_HOLD_FROM_TURN = 5
LWS_WIZARD_GAIN = 2          # 7.3
CIRCLE_GAIN = 1              # 6.6
TREASURY_STOCK = 4           # Table 2-C [DD] "any number of treasury labels": 4 of each per army

# ------------------------------------------------------------------ free-play layouts (1.21, 3.D2)
# 1.21 / 3.D2 [DD]: the rulebook's maps are geomorphic ("terrain always continues"), the designed
# sheets 13-16 join by land only in some arrangements (e.g. Maps 13 + 14 side by side meet only at
# sea). Free play therefore uses one fixed layout per number of sheets (each player takes one or
# two, 1.21), sheets in 3.D2 slot order, each chosen so that every city of every sheet is
# reachable over land by a ground unit (tests/wizard_kings/test_data_maps.py checks it).
# 2 sheets = the 7.3 layout (Maps 14 | 15, joined by the Deep Road - Lake Road seam); 3 = the first
# three slots of the 7.4 layout; 4 = the 7.4 layout; 5-8 reuse designs as separate maps (3.D2).
# 8 sheets fill every slot 3.D2 defines: a player takes a second sheet only while the table's
# total stays within the largest layout.
FREE_LAYOUTS = {
    2: (14, 15),
    3: (16, 13, 14),
    4: (16, 13, 14, 15),
    5: (13, 16, 14, 15, 13),
    6: (13, 16, 14, 15, 16, 13),
    7: (13, 16, 14, 15, 16, 13, 15),
    8: (13, 16, 14, 15, 16, 13, 15, 14),
}
MAX_SHEETS_PER_PLAYER = 2   # 1.21 "each player chooses one or two maps"

# 4.9 [DD]: lasting alliances (offered in a movement turn, accepted or refused at once, ended by
# either member at any decision of his or by siding against the ally in a battle) exist in free
# play with at least this many players; two-player games and the scenarios have none.
ALLIANCE_MIN_PLAYERS = 3
ALLIANCE_OFFERS_PER_TURN = 1   # 4.9 [DD]: offers one player may make to one other player per turn
