"""D-Day Dice components as data: dice faces, tables, specialists, items, vehicles, decorations.

Every value the rulebook does not print is a DESIGN DECISION of the spec
(../shared/rules/d_day_dice.md) and is named here with its section, so tuning is a data change.
The battle maps live in :mod:`game.dday.maps`.
"""

from __future__ import annotations

# §2.2 the six faces every custom die shows (colour matters only for red-white-blue triples)
SKULL, STAR, ONE, TWO, COURAGE, TOOL = range(6)
FACES = ("Skull", "Star", "1 Soldier", "2 Soldiers", "Courage", "Tool")
FACE_SHORT = ("Skull", "Star", "1S", "2S", "Courage", "Tool")
RED, WHITE, BLUE, NOCOLOUR = range(4)
COLOURS = ("Red", "White", "Blue", "colourless")
COLOUR_SHORT = ("R", "W", "B", "v")
DICE_COLOURS = (RED, RED, WHITE, WHITE, BLUE, BLUE)  # §2.1 a set is 2 red, 2 white, 2 blue
NUM_DICE = 6
MAX_ROLLS = 3  # §4.2 first roll + two re-rolls
LOCK_COUNT = 2  # §4.2 step 2
LOCK_COUNT_GENERAL = 1  # §5.4 General

PLAYER_COLOURS = ("brown", "green", "yellow", "blue")  # §2.1 [SRC]

RESOURCE_MAX = 99  # §2.5 [DD] dial limit
RESOURCES = ("soldiers", "courage", "stars", "points")

# §5.1 tools in the final roll -> equipment points; beyond 6 each tool adds 24
TOOLS_TABLE = (0, 1, 3, 6, 12, 24, 48)
TOOLS_BEYOND = 24


def tool_points(tools: int) -> int:
    """§5.1 the tools table."""
    if tools <= 6:
        return TOOLS_TABLE[max(0, tools)]
    return TOOLS_TABLE[6] + TOOLS_BEYOND * (tools - 6)


# §5.2 the red-white-blue bonus of each face
BONUS_NAMES = ("Dead Man's Gift", "Leadership", "Reinforcements", "Fresh Troops", "Battle Cry",
               "Special Find")
DEAD_MANS_GIFT_POINTS = 20  # §5.2
LEADERSHIP_COURAGE = 2  # §5.2 another unit gains
REINFORCEMENTS = 4  # §5.2 to you and to another unit (solo: both to you) [A11]
FRESH_TROOPS = 6  # §5.2
BATTLE_CRY_SOLDIERS = 3  # §5.2
SPECIAL_FIND_STARS = 2  # §5.2

DECORATION_COURAGE_COST = 6  # §4.5 buy a random decoration
N_OF_A_KIND = 4  # §4.3 C four (five, six) of a kind

# §5.3 common specialists: cost in stars (Medic [R], others DESIGN DECISION)
COMMON_SPECIALISTS: dict[str, int] = {
    "Beachmaster": 3, "Chaplain": 3, "Corporal": 2, "Hero": 4, "Medic": 4, "Minesweeper": 2,
    "Paratrooper": 3, "Pathfinder": 2, "Platoon Leader": 3, "Point Man": 2, "Scout": 3,
    "Sharpshooter": 2, "Veteran": 3,
}
# §5.4 unique specialists (all costs DESIGN DECISION)
UNIQUE_SPECIALISTS: dict[str, int] = {
    "Captain": 4, "Combat Photographer": 4, "Decoy": 2, "Engineer": 5, "General": 6, "Grenadier": 4,
    "Lieutenant": 4, "Marksman": 4, "Messenger": 3, "Quartermaster": 4, "War Correspondent": 3,
}
SPECIALIST_COST = {**COMMON_SPECIALISTS, **UNIQUE_SPECIALISTS}
MESSENGER_DISCOUNT = 1  # §5.4
MESSENGER_MIN_COST = 1  # §5.4 [DD] A29
BEACHMASTER_SOLDIERS = 3  # §5.3
PATHFINDER_SOLDIERS = 1  # §5.3
MARKSMAN_SOLDIERS = 3  # §5.4 per locked skull
PARATROOPER_SAVES = 6  # §5.3
ENGINEER_DEF = 5  # §5.4

# §5.5 common items (cost in equipment points; † = trial reference sheet, others DESIGN DECISION)
COMMON_ITEMS: dict[str, int] = {
    "Bangalore Torpedo": 20, "Binoculars": 10, "Carrier Pigeon": 3, "Field Radio": 12,
    "Flame-thrower": 15, "Grenade": 8, "Mine Detector": 5, "Shoulder Patch": 8, "Walkie-Talkie": 5,
    "Whistle": 6,
}
# §5.6 special items
SPECIAL_ITEMS: dict[str, int] = {
    "Ammo Box": 8, "Amphetamines": 12, "Bazooka": 12, "Command Jacket": 10, "Dispatch Case": 12,
    "Flak Vest": 7, "Gammon Bomb": 8, "Grappling Hook": 5, "Lucky Charm": 3, "Medal Case": 10,
    "Mortar": 8, "Pocket Bible": 8, "Rangefinder": 6, "Rope Ladder": 10, "Signalling Lamp": 12,
    "Strategic Map": 6, "Toolkit": 10, "Wirecutters": 6,
}
ITEM_COST = {**COMMON_ITEMS, **SPECIAL_ITEMS}
ALL_ITEMS = tuple(sorted(ITEM_COST))
QUARTERMASTER_DISCOUNT = 2  # §5.4
ARMORED_CAR_DISCOUNT = 1  # §5.7
FIELD_RADIO = 5  # §5.5
WALKIE_TALKIE = 2  # §5.5
POCKET_BIBLE = 3  # §5.6
TOOLKIT_TOOLS = 2  # §5.6
BAZOOKA_DEF = 7  # §5.6
FLAME_THROWER_DEF = 10  # §5.5
TANK_DEF = 2  # §5.7

# §5.7 vehicles (costs DESIGN DECISION)
VEHICLES: dict[str, int] = {
    "Ambulance": 15, "Armored Car": 15, "Bulldozer": 12, "Half-track": 15, "Jeep": 10, "Tank": 20,
}
# §4.2 step 6 per-turn colourless gains of vehicles
VEHICLE_GAIN = {"Half-track": TOOL, "Armored Car": STAR, "Bulldozer": COURAGE}

# §5.8 decorations (names beyond three and all texts DESIGN DECISION)
DECORATIONS = (
    "Medal of Honor", "Distinguished Service Cross", "Silver Star", "Bronze Star", "Purple Heart",
    "Legion of Merit", "Victoria Cross", "Military Cross", "Military Medal",
    "Distinguished Conduct Medal", "Croix de Guerre", "Memorial Cross",
)
SILVER_STAR = 5
BRONZE_STAR = (2, 2)  # stars, courage
PURPLE_HEART = 5
MILITARY_MEDAL = 10
CROIX_DE_GUERRE = (3, 1)  # you, every other unit (courage)
MEMORIAL_CROSS = (4, 2)  # you, every other unit (soldiers)

# §4.15 removed from solo play
SOLO_REMOVED_DECORATIONS = ("Victoria Cross",)
SOLO_REMOVED_SPECIALISTS = ("War Correspondent",)
SOLO_REMOVED_ITEMS = ("Carrier Pigeon", "Dispatch Case", "Mortar")

# §4.16 variants
WELL_EQUIPPED_POINTS = 10
RANDOM_SPECIALISTS_DRAW = {2: 3, 3: 3, 4: 1}  # cost -> cards drawn
WHIM_ITEMS_PER_PLAYER = 2
# §4.16 Blind Start: the unit marker faces -> (soldiers, stars)
MARKER_FACES = ((1, 0), (2, 0), (3, 0), (0, 1), (0, 2), (0, 0))
BLIND_START_SOLDIERS = 1
BLIND_START_MARKERS = 4

# §4.17 victory points
VP_BUNKER = 20
VP_FIRST = 20
VP_SECTOR = 10
VP_SOLDIER = 1
VP_COURAGE = 2
VP_SPECIALIST = 3
VP_DECORATION = 10

SWORD_FIRE_DEF = 1  # §5.18 every Sword sector DEF +1 until a unit occupies Merville 8

# Items whose text acts on "your final roll": only in the post-roll window (§4.10)
FINAL_ROLL_ITEMS = ("Ammo Box", "Dispatch Case", "Grappling Hook", "Rangefinder", "Rope Ladder",
                    "Strategic Map", "Toolkit")
# Items usable at any time (§4.10 "all others")
ANYTIME_ITEMS = ("Field Radio", "Walkie-Talkie", "Lucky Charm", "Pocket Bible", "Shoulder Patch",
                 "Medal Case", "Carrier Pigeon", "Amphetamines", "Command Jacket", "Signalling Lamp")
# §4.7 DEF items and the Flak Vest: any time of the turn up to the casualty step
COMBAT_ITEMS = ("Bangalore Torpedo", "Bazooka", "Gammon Bomb", "Flame-thrower", "Flak Vest")
# Items granting an RWB bonus (§5.2)
BONUS_ITEMS = {"Command Jacket": STAR, "Amphetamines": COURAGE, "Signalling Lamp": TWO}

# §4.16 Private Mulligan, DESIGN DECISION: once per game for each unit (the rulebook says only
# "once per game"; False = once per game for the whole table)
MULLIGAN_PER_UNIT = True
# Engine choice (not a rule, §4.13): a gift button gives 1 or this many of a resource at once
GIFT_BULK = 5
