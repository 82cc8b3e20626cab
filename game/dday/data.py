"""D-Day Dice components as data: dice faces, tables, specialists, items, vehicles, decorations.

Every value the rulebook does not print is a DESIGN DECISION of the spec
(../shared/rules/d_day_dice.md) and is named here with its section, so tuning is a data change.
The battle maps live in :mod:`game.dday.maps`.
"""

from __future__ import annotations

from game.dday.tr import N_

# §2.2 the six faces every custom die shows (colour matters only for red-white-blue triples)
SKULL, STAR, ONE, TWO, COURAGE, TOOL = range(6)
FACES = (N_("Skull"), N_("Star"), N_("1 Soldier"), N_("2 Soldiers"), N_("Courage"), N_("Tool"))
FACE_SHORT = ("Skull", "Star", N_("1S"), N_("2S"), "Courage", "Tool")
# what players read for a face (the short form is the events' data and the dice's drawing)
FACE_WORDS = ("Skull", "Star", N_("1 Soldier"), N_("2 Soldiers"), "Courage", "Tool")
RED, WHITE, BLUE, NOCOLOUR = range(4)
COLOURS = (N_("Red"), N_("White"), N_("Blue"), N_("colourless"))
COLOUR_SHORT = ("R", "W", "B", "v")
DICE_COLOURS = (RED, RED, WHITE, WHITE, BLUE, BLUE)  # §2.1 a set is 2 red, 2 white, 2 blue
NUM_DICE = 6
MAX_ROLLS = 3  # §4.2 first roll + two re-rolls
LOCK_COUNT = 2  # §4.2 step 2
LOCK_COUNT_GENERAL = 1  # §5.4 General

PLAYER_COLOURS = (N_("brown"), N_("green"), N_("yellow"), N_("blue"))  # §2.1 [SRC]

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
BONUS_NAMES = (N_("Dead Man's Gift"), N_("Leadership"), N_("Reinforcements"), N_("Fresh Troops"), N_("Battle Cry"),
               N_("Special Find"))
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
    N_("Beachmaster"): 3, N_("Chaplain"): 3, N_("Corporal"): 2, N_("Hero"): 4, N_("Medic"): 4, N_("Minesweeper"): 2,
    N_("Paratrooper"): 3, N_("Pathfinder"): 2, N_("Platoon Leader"): 3, N_("Point Man"): 2, N_("Scout"): 3,
    N_("Sharpshooter"): 2, N_("Veteran"): 3,
}
# §5.4 unique specialists (all costs DESIGN DECISION)
UNIQUE_SPECIALISTS: dict[str, int] = {
    N_("Captain"): 4, N_("Combat Photographer"): 4, N_("Decoy"): 2, N_("Engineer"): 5, N_("General"): 6, N_("Grenadier"): 4,
    N_("Lieutenant"): 4, N_("Marksman"): 4, N_("Messenger"): 3, N_("Quartermaster"): 4, N_("War Correspondent"): 3,
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
    N_("Bangalore Torpedo"): 20, N_("Binoculars"): 10, N_("Carrier Pigeon"): 3, N_("Field Radio"): 12,
    N_("Flame-thrower"): 15, N_("Grenade"): 8, N_("Mine Detector"): 5, N_("Shoulder Patch"): 8, N_("Walkie-Talkie"): 5,
    N_("Whistle"): 6,
}
# §5.6 special items
SPECIAL_ITEMS: dict[str, int] = {
    N_("Ammo Box"): 8, N_("Amphetamines"): 12, N_("Bazooka"): 12, N_("Command Jacket"): 10, N_("Dispatch Case"): 12,
    N_("Flak Vest"): 7, N_("Gammon Bomb"): 8, N_("Grappling Hook"): 5, N_("Lucky Charm"): 3, N_("Medal Case"): 10,
    N_("Mortar"): 8, N_("Pocket Bible"): 8, N_("Rangefinder"): 6, N_("Rope Ladder"): 10, N_("Signalling Lamp"): 12,
    N_("Strategic Map"): 6, N_("Toolkit"): 10, N_("Wirecutters"): 6,
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
    N_("Ambulance"): 15, N_("Armored Car"): 15, N_("Bulldozer"): 12, N_("Half-track"): 15, N_("Jeep"): 10, N_("Tank"): 20,
}
# §4.2 step 6 per-turn colourless gains of vehicles
VEHICLE_GAIN = {"Half-track": TOOL, "Armored Car": STAR, "Bulldozer": COURAGE}

# §5.8 decorations (names beyond three and all texts DESIGN DECISION)
DECORATIONS = (
    N_("Medal of Honor"), N_("Distinguished Service Cross"), N_("Silver Star"), N_("Bronze Star"), N_("Purple Heart"),
    N_("Legion of Merit"), N_("Victoria Cross"), N_("Military Cross"), N_("Military Medal"),
    N_("Distinguished Conduct Medal"), N_("Croix de Guerre"), N_("Memorial Cross"),
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
# Engine bound (not a rule, §4.13): in one phase (one sector's combat window) a unit may hand a
# kind back to a unit that gave it that kind this many times. No table comes near it; it is only
# there so that two units passing a soldier to and fro for ever still end the window.
GIVE_BACK_LIMIT = 20
