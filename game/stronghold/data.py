"""Stronghold components, board graph and price lists as data.

Section numbers refer to ../shared/rules/stronghold.md; [DD] marks a design decision of the spec
(tunable here), [TEXT] a value printed in the defender's book.
"""

from __future__ import annotations

from game.stronghold.tr import N_

# ---------------------------------------------------------------- game length and glory
ROUNDS = 10  # §1.1 [TEXT]
GLORY_ATTACKER_START = 10  # §3.1 [TEXT]
ENDURANCE_START = 4  # §3.1 [TEXT] the four deed fields
DEED_FROM_ROUND = 5  # §4.12 [TEXT]
HONOUR_FROM_ROUND = 6  # §4.10.2 [TEXT]
GLORY_TROLL_ASSAULT = 1  # §1.3 G4 [DD]
TROLL_ASSAULT_COUNT = 4  # §1.3 G4 [TEXT]
GLORY_BLOODY_RITUALS = 1  # §1.3 G5 [DD]
BLOODY_RITUAL_GOBLINS = 12  # §1.3 G5 [TEXT]
GLORY_GREAT_SIEGE = 1  # §1.3 G6 [DD]
GREAT_SIEGE_SECTIONS = 7  # §1.3 G6 [TEXT]
GLORY_DEMOLISHED = 1  # §1.3 G7 [DD]
GLORY_GATE = (1, 1, 1)  # §1.3 G8 [TEXT]
GLORY_GATE3_FIRST_BREACH = 2  # §1.3 G8, AMB-11
GLORY_BREACH_FIRST = 3  # §1.3 G9 [TEXT]
GLORY_BREACH_MORE = 1  # §1.3 G9 [TEXT]
GLORY_BREACH_EXCESS = 1  # §1.3 G9 [SRC: VG-changes]
BREACH_EXCESS_MIN = 4  # §1.3 G9

# ---------------------------------------------------------------- units
ATT_TYPES = ("goblin", "orc", "troll")
ATT_STR = (1, 2, 3)  # §1.1
DEF_TYPES = ("archer", "soldier", "veteran")
DEF_STR = (1, 2, 3)  # §1.1
BAG_START = (60, 100, 40)  # §2.1 [TEXT]
DEF_TOTAL = (17, 20, 4)  # §2.1 [TEXT]
GOBLIN_FURY_STR = 3  # §6.6 [TEXT]
TROLL_RAGE_STR = 4  # §6.6 [DD]

# ---------------------------------------------------------------- board graph §2.4 [DD]
SECTIONS = ("W1", "W2", "W3", "W4", "E1", "E2", "E3", "E4")
SEC = {n: i for i, n in enumerate(SECTIONS)}
BASTIONS = ("BW1", "BW2", "BW3", "BW4", "BGW", "BGE", "BE4", "BE3", "BE2", "BE1")
BAS = {n: i for i, n in enumerate(BASTIONS)}
RAMPARTS = ("RW1", "RW2", "RW3", "RW4", "RE1", "RE2", "RE3", "RE4")
RAM = {n: i for i, n in enumerate(RAMPARTS)}
FOREFIELDS = ("FW", "FE")
HALF_NAMES = ("west", "east")


def half_of(name: str) -> int:
    """0 west, 1 east, for any named board place (the barbican has no half)."""
    if name in ("FW",) or name.startswith(("W", "RW", "BW")) or name == "BGW":
        return 0
    return 1


SEC_HALF = tuple(half_of(s) for s in SECTIONS)
BAS_HALF = tuple(half_of(b) for b in BASTIONS)
RAM_HALF = tuple(half_of(r) for r in RAMPARTS)

# bastion -> wall sections touching it (§2.5)
BASTION_SECTIONS = {
    "BW1": ("W1",), "BW2": ("W1", "W2"), "BW3": ("W2", "W3"), "BW4": ("W3", "W4"), "BGW": ("W4",),
    "BGE": ("E4",), "BE4": ("E4", "E3"), "BE3": ("E3", "E2"), "BE2": ("E2", "E1"), "BE1": ("E1",),
}
GATE_BASTIONS = ("BGW", "BGE")
# bastions in a row along each half (neighbours shoot at each other's opposite rampart, §2.6)
BASTION_ROWS = (("BW1", "BW2", "BW3", "BW4", "BGW"), ("BGE", "BE4", "BE3", "BE2", "BE1"))
SECTION_ADJ = {
    "W1": ("W2",), "W2": ("W1", "W3"), "W3": ("W2", "W4"), "W4": ("W3",),
    "E1": ("E2",), "E2": ("E1", "E3"), "E3": ("E2", "E4"), "E4": ("E3",),
}
SECTION_BASTIONS = {s: tuple(b for b, ss in BASTION_SECTIONS.items() if s in ss) for s in SECTIONS}
BARBICAN_SECTIONS = ("W4", "E4")  # "sections adjacent to the barbican"

RAMPART_OPPOSITE = {"RW1": "BW2", "RW2": "BW3", "RW3": "BW4", "RW4": "BGW",
                    "RE1": "BE2", "RE2": "BE3", "RE3": "BE4", "RE4": "BGE"}
BASTION_OPPOSITE = {b: r for r, b in RAMPART_OPPOSITE.items()}
RAMPART_SECTIONS = {"RW1": ("W1", "W2"), "RW2": ("W2", "W3"), "RW3": ("W3", "W4"), "RW4": ("W4",),
                    "RE1": ("E1", "E2"), "RE2": ("E2", "E3"), "RE3": ("E3", "E4"), "RE4": ("E4",)}
SECTION_RAMPARTS = {s: tuple(r for r, ss in RAMPART_SECTIONS.items() if s in ss) for s in SECTIONS}
RAMPART_ROWS = (("RW1", "RW2", "RW3", "RW4"), ("RE1", "RE2", "RE3", "RE4"))
RAMPART_ADJ = {r: tuple(row[j] for j in (i - 1, i + 1) if 0 <= j < len(row))
               for row in RAMPART_ROWS for i, r in enumerate(row)}
# forward paths (origin, destination) -> trap spot or None
PATHS = {
    ("FW", "RW1"): "T1", ("FW", "RW2"): "T2", ("FW", "RW3"): "T3", ("RW3", "RW4"): "T4",
    ("FE", "RE1"): "T5", ("FE", "RE2"): "T6", ("FE", "RE3"): "T7", ("FE", "RE4"): "T8",
}
TRAP_SPOTS = ("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8")
SPOT = {n: i for i, n in enumerate(TRAP_SPOTS)}
SPOT_HALF = (0, 0, 0, 0, 1, 1, 1, 1)
FOREFIELD_RAMPARTS = {"FW": ("RW1", "RW2", "RW3"), "FE": ("RE1", "RE2", "RE3", "RE4")}
RAMPART_FOREFIELD = {r: ("FW" if r.startswith("RW") else "FE") for r in RAMPARTS}
# spot crossed by a sergeant's backward move (§6.1 [DD]): the reversed path
BACK_SPOT = {("RW4", "RW3"): "T4", ("RW1", "FW"): "T1", ("RW2", "FW"): "T2", ("RW3", "FW"): "T3",
             ("RE1", "FE"): "T5", ("RE2", "FE"): "T6", ("RE3", "FE"): "T7", ("RE4", "FE"): "T8"}
CAULDRON_SECTIONS = ("W2", "W3", "W4", "E2", "E3", "E4")  # §2.4 [DD]

# ---------------------------------------------------------------- capacities §2.4 [DD]
FOREFIELD_CAP = 10  # [TEXT]
WALL_ATT_CAP = 6
LADDER_BONUS = 2
TOWER_CAP = 4
DEF_SECTION_CAP = 3
PLATFORM_BONUS = 1
BASTION_ARCHERS = 2
EQUIP_FIELDS = 2
TRAINING_FIELDS = 2
BARBICAN_CREW = 5
BARBICAN_PARTS = 5
GATE_DURABILITY = 6  # §2.3 [SRC: VG-changes]
GATES = 3

# defender places: sections, bastions and these (§2.4 buildings)
COURTYARD = "CY"
GUARDHOUSE = "GH"
BK_ARCHERS = "BKA"  # 4 archer-only fields
BK_GREEN = "BKG"  # 2 soldier-only fields
BK_RED = "BKR"  # 1 veteran-only field
BK_NOENTRY = "BKN"  # 4 no-entry fields holding the starting soldiers
HONOUR = "HG"
INFIRMARY = "INF"
BUILDING_PLACES = (GUARDHOUSE, BK_ARCHERS, BK_GREEN, BK_RED, BK_NOENTRY, HONOUR)
PLACE_CAP = {GUARDHOUSE: 2, BK_ARCHERS: 4, BK_GREEN: 2, BK_RED: 1, BK_NOENTRY: 0, HONOUR: 0}
# unit types a place accepts (index into DEF_TYPES)
PLACE_TYPES = {GUARDHOUSE: (0, 1, 2), BK_ARCHERS: (0,), BK_GREEN: (1,), BK_RED: (2,),
               BK_NOENTRY: (), HONOUR: ()}
PLACE_NAMES = {COURTYARD: N_("courtyard"), GUARDHOUSE: N_("guardhouse"), BK_ARCHERS: N_("barracks archer fields"),
               BK_GREEN: N_("barracks soldier fields (green)"), BK_RED: N_("barracks veteran field (red)"),
               BK_NOENTRY: N_("barracks no-entry field"),
               HONOUR: N_("honour guard"), INFIRMARY: N_("infirmary")}

# ---------------------------------------------------------------- setup §3.3 [DD dots]
SETUP_SECTION = (1, 1, 0)  # archer + soldier on every wall section
SETUP_BASTION_ARCHERS = ("BW3", "BGW", "BGE", "BE3")
SETUP_GUARDHOUSE = (1, 0, 0)  # [TEXT]
SETUP_BK_ARCHERS = 1  # [TEXT]
SETUP_BK_NOENTRY = 4  # [TEXT]
SETUP_HONOUR = 2  # [TEXT]
SETUP_STONE_PER_SECTION = 2  # [TEXT]
STONE_TOTAL = 23  # [TEXT]
WOOD_TOTAL = 3  # [TEXT]
HEROES = ("Officer", "Warrior")
HERO_START = ("W3", "E3")  # §3.3 [DD]
SETUP_HOURGLASSES = 4  # §3.3 [DD timing]
SETUP_HOURGLASSES_4P = 2  # §3.5 [DD], per defender
ATT_RESOURCES_START = {2: 5, 3: 3, 4: 3}  # §3.2, §3.4 [TEXT]
RESOURCE_CUBES = 16  # [TEXT]

# ---------------------------------------------------------------- income §3.6
UNITS_PER_ROUND = {2: 14, 3: 10, 4: 10}  # [SRC: bgde] / [TEXT]
RESOURCES_PER_ROUND = 5  # [TEXT 3p; DD 2p]
DEF_HG_PER_ROUND = {2: 2, 3: 2, 4: 1}  # [TEXT] (4p: each defender)
STONE_PER_ROUND = 1  # [TEXT]

# ---------------------------------------------------------------- defender actions §4.7
# id: (building, printed cost, token key or None, label)
BUILDING_ACTIONS = {
    "cannon": ("forge", 4, "cannon", N_("Cannon")),  # [TEXT]
    "cauldron_t": ("forge", 3, "cauldron_t", N_("Troll cauldron")),  # [TEXT]
    "cauldron_o": ("forge", 2, "cauldron_o", N_("Orc cauldron")),  # [DD AMB-3]
    "cauldron_g": ("forge", 2, "cauldron_g", N_("Goblin cauldron")),  # [DD AMB-3]
    "claw": ("workshop", 4, "claw", N_("Iron claw")),  # [TEXT]
    "platform": ("workshop", 2, "platform", N_("Platform")),  # [DD AMB-3]
    "wall": ("workshop", 2, "wood", N_("Reinforce wall")),  # [DD AMB-3]
    "gate": ("workshop", 1, None, N_("Reinforce gate")),  # [TEXT]
    "expedition": ("scouts", 1, None, N_("Expedition to the siege tower")),  # [TEXT AMB-2]
    "trap_g": ("scouts", 3, "trap_g", N_("Goblin trap")),  # [DD AMB-3]
    "trap_t": ("scouts", 3, "trap_t", N_("Troll trap")),  # [DD AMB-3]
    "sabotage": ("scouts", 2, None, N_("Machine damage")),  # [DD AMB-3]
    "glow": ("cathedral", 4, "glow", N_("Unearthly Glow")),  # [TEXT]
    "blessing": ("cathedral", 2, "blessing", N_("Archer's Blessing")),  # [DD AMB-2]
    "confusion": ("cathedral", 2, None, N_("Confusion of orders")),  # [DD AMB-3]
    "sharpshooter": ("cathedral", 3, None, N_("Sharpshooter on the bastion")),  # [DD AMB-3]
    "train_as": ("barracks", 2, None, N_("Train archer to soldier")),  # [DD AMB-3]
    "train_sv": ("barracks", 3, None, N_("Train soldier to veteran")),  # [DD AMB-3]
    "track": ("guardhouse", 3, None, N_("Track saboteurs")),  # [TEXT] + 1 unit
}
ACTION_IDS = tuple(BUILDING_ACTIONS)
WORKSHOP_ACTIONS = tuple(a for a in ACTION_IDS if BUILDING_ACTIONS[a][0] == "workshop")
REPEATABLE = ("train_as", "train_sv")  # §4.8 [TEXT]
SABOTAGE_BUILDINGS = ("forge", "workshop", "scouts", "cathedral", "barracks")  # §2.4
FIRE_BUILDINGS = SABOTAGE_BUILDINGS  # §6.5
TOKEN_LIMITS = {"cannon": 3, "claw": 3, "cauldron_g": 3, "cauldron_o": 3, "cauldron_t": 3,
                "platform": 3, "wood": 3, "trap_g": 3, "trap_t": 3, "glow": 1, "blessing": 1}
CAULDRON_KIND = {"cauldron_g": 1, "cauldron_o": 2, "cauldron_t": 3}
MOVE_COST = 1  # §4.5 [TEXT]
PANIC_MOVE_COST = 2  # §6.5 [DD]
SPEECH_MAX = 4  # §4.11 [TEXT]
SORTIE_COST = (1, 2, 3)  # §4.11 [TEXT]
WARRIOR_BONUS = 2  # §4.11 [TEXT]
DEEDS = ("forced_labour", "negotiations", "desperate", "dungeons")  # §4.12
DEED_NAMES = {"forced_labour": N_("Forced labour"), "negotiations": N_("Shameful negotiations"),
              "desperate": N_("Desperate measures"), "dungeons": N_("Opening the dungeons")}
FORCED_LABOUR_HG = 4  # [TEXT]
NEGOTIATIONS_HG = 3  # [TEXT]
INFIRMARY_SAVED = 2  # §4.10.1 [TEXT]

# defender hit deck §6.7 [DD split]: each card lists the attacker types shown ("" = miss)
DEF_DECK = ("", "", "", "g", "go", "got")

# ---------------------------------------------------------------- attacker cards §7.4 [DD]
# action code -> (resources, unit cost type or None, unit count, hourglasses, label)
CARD_ACTIONS = {
    "M1": (2, None, 0, 2, N_("Ballista")), "M2": (2, None, 0, 2, N_("Catapult")),
    "M3": (3, None, 0, 3, N_("Trebuchet")), "M4": (2, None, 0, 2, N_("Altar")),
    "M5": (1, None, 0, 1, N_("Cover")), "M6": (1, None, 0, 1, N_("Battering ram")),
    "M7": (3, None, 0, 2, N_("Siege tower")), "AS": (1, None, 0, 1, N_("Accurate shot")),
    "Q1": (1, None, 0, 1, N_("Banner")), "Q2": (1, None, 0, 1, N_("Ladder")), "Q3": (1, None, 0, 1, N_("Rope")),
    "Q4": (1, None, 0, 1, N_("Trench")), "Q5": (1, None, 0, 1, N_("Bridge")), "Q6": (1, None, 0, 1, N_("Shield")),
    "Q7": (1, None, 0, 1, N_("Poison")),
    "T1": (0, 0, 1, 1, N_("Archer commander")), "T2": (0, 1, 1, 1, N_("Sergeant")),
    "T3": (0, 1, 1, 1, N_("Provisioner")), "T4": (0, 1, 1, 1, N_("Trench commander")),
    "T5": (0, 0, 1, 2, N_("Saboteur")),
    "U1": (0, 0, 2, 2, N_("Bloodstone")), "U2": (0, 0, 2, 2, N_("Storm")), "U3": (0, 0, 1, 1, N_("Fire")),
    "U4": (0, 0, 1, 1, N_("Panic")), "U5": (0, 0, 2, 2, N_("Possession")), "U6": (0, 0, 1, 1, N_("Phantom")),
    "U7": (0, 0, 1, 1, N_("Accident")),
}
PHASE_CARDS = {
    2: {"2-1": ("M1", "M2", "M5"), "2-2": ("M2", "M3", "M7"), "2-3": ("M1", "M3", "M4"),
        "2-4": ("M6", "M4", "M5"), "2-5": ("M6", "M7", "M1")},
    3: {"3-1": ("Q1", "Q6", "Q5"), "3-2": ("Q1", "Q2", "Q7"), "3-3": ("Q2", "Q3", "Q4"),
        "3-4": ("Q5", "Q4", "Q7"), "3-5": ("Q3", "Q6", "Q1")},
    4: {"4-1": ("T1", "T2"), "4-2": ("T5", "T3"), "4-3": ("T1", "T5"), "4-4": ("T2", "T4"),
        "4-5": ("T3", "T4", "T1")},
    5: {"5-1": ("U1", "U2"), "5-2": ("U3", "U4"), "5-3": ("U5", "U6"), "5-4": ("U1", "U7"),
        "5-5": ("U2", "U3", "U7")},
}
BASIC_CARDS = {2: "2-1", 3: "3-1", 4: "4-1", 5: "5-1"}  # ★ cards
FLIPPED_ACTIONS = {2: ("AS",)}  # §7.4.0: phase-2 reverse; phases 3-5 not flippable [DD]
FLIPPABLE_PHASES = (2,)
CARD_OFFER = {2: 2, 3: 3, 4: 3}  # cards drawn per phase by player count §3.2, §3.4
TOKEN_COUNTS_ATT = {  # §2.1 [TEXT]
    "M1": 4, "M2": 4, "M3": 2, "M4": 2, "M5": 3, "M6": 5, "M7": 3, "AS": 2,
    "Q1": 3, "Q2": 3, "Q3": 3, "Q4": 3, "Q5": 3, "Q6": 3, "Q7": 3,
    "T1": 3, "T2": 3, "T3": 3, "T4": 3, "T5": 3,
    "U1": 2, "U2": 2, "U3": 2, "U4": 1, "U5": 1, "U6": 1, "U7": 1,
}
RAM_CODE = "M6"
MAX_RAM_PARTS_PER_ACTION = 2  # §7.4.2 [DD]
ALLY_ACTION_EXTRA_HG = 1  # §7.6 [TEXT]
TRANSFER_MAX = 3  # §7.6 [TEXT]
TRANSFER_HG = 1  # §7.6 [TEXT]
COVER_REDUCTION = 2  # §6.2 [DD]

# machine decks §6.2 [DD]: "H" hit, "M" miss, "D" a defender miss added by Machine damage
MACHINE_DECK = ("H", "M", "M")
MACHINE_CARDS = (11, 25)  # §2.1 hits, misses

# orders §6.6
ORDER_TOKENS = ("goblin", "orc", "troll", "decoy", "decoy")
ORDER_NAMES = {"goblin": N_("Goblin Fury"), "orc": N_("Explosion"), "troll": N_("Troll Rage"), "decoy": N_("Decoy")}
ORDER_HG = (1, 2)  # face up, face down §7.4.6 [DD]

# dispatch §7.4.6, §7.5
DISPATCH = {"big": (7, 2), "small": (5, 3)}  # limit, hourglasses (small [TEXT], big [DD])
PROVISIONER_BONUS = 1  # §6.4 [DD]
