"""What the D-Day Dice planner's rules of thumb weigh: dice faces, specialists, items and
decorations, a turn's income, and the bonuses of the map rules (tuned by simulation)."""

# Faces (game.dday.data): Skull, Star, 1 Soldier, 2 Soldiers, Courage, Tool.
SKULL, STAR, ONE, TWO, COURAGE, TOOL = range(6)
TOOLS_TABLE = (0, 1, 3, 6, 12, 24, 48)

SPEC_PRIORITY = ("Corporal", "Minesweeper", "Medic", "Beachmaster", "Engineer", "Veteran", "Messenger",
                 "Sharpshooter", "Scout", "Platoon Leader", "Hero", "Paratrooper", "Lieutenant",
                 "Captain", "Chaplain", "Pathfinder", "Point Man", "Quartermaster", "Grenadier",
                 "Decoy", "Marksman", "General", "Combat Photographer", "War Correspondent")
SPEC_VALUE = {n: 3.0 - 0.1 * i for i, n in enumerate(SPEC_PRIORITY)}

ITEM_VALUE = {
    "Flame-thrower": 10.0, "Bazooka": 7.0, "Bangalore Torpedo": 8.0, "Whistle": 6.0,
    "Field Radio": 5.0, "Mine Detector": 3.0, "Flak Vest": 3.5, "Grenade": 3.0, "Lucky Charm": 2.0,
    "Walkie-Talkie": 2.0, "Shoulder Patch": 3.5, "Pocket Bible": 5.0, "Signalling Lamp": 6.0,
    "Gammon Bomb": 3.5, "Medal Case": 4.0, "Command Jacket": 2.5, "Amphetamines": 3.0,
    "Ammo Box": 2.0, "Toolkit": 1.5, "Binoculars": 2.0, "Wirecutters": 1.0, "Rangefinder": 1.0,
    "Strategic Map": 1.0, "Grappling Hook": 0.5, "Rope Ladder": 0.5, "Mortar": 2.0,
    "Dispatch Case": 0.5, "Carrier Pigeon": 0.0,
}
DECO_PREF = ("Purple Heart", "Distinguished Conduct Medal", "Memorial Cross", "Medal of Honor",
             "Croix de Guerre", "Military Cross", "Distinguished Service Cross", "Bronze Star",
             "Silver Star", "Military Medal", "Legion of Merit", "Victoria Cross")
VEHICLE_PREF = ("Bulldozer", "Jeep", "Armored Car", "Half-track", "Ambulance", "Tank")

INCOME_SOLDIERS = 5.2   # expected soldiers a turn from six dice (bonuses included)
INCOME_COURAGE = 0.9    # expected courage a turn when the route needs it
DEATH = -1000.0
BC_BONUS = 40.0         # a Battle Cry next to a bunker only a Battle Cry move enters (Merville, §5.17)
CLIMB_BONUS = 40.0      # a final roll with 4 skulls in a climbing sector (Pointe-du-Hoc, §5.16)
CLIMB_INCOME = 0.4      # hard: share of a turn's income kept while the dice hunt skulls for a climb
# each can put one more skull into a final roll (§5.5, §5.6); cheapest first
CLIMB_ITEMS = ("Grappling Hook", "Rangefinder", "Rope Ladder", "Binoculars")
CLIMB_ITEM_VALUE = (11.0, 6.0, 3.0)  # hard, a climb ahead: buying the first, second, third one held
CLIMB_RESERVE = 45.0    # hard: strength wanted before advancing next to or onto the cliff foot ...
CLIMB_RESERVE_K = 1.0   # ... and what each soldier short of it costs the advance
VP_WEIGHT = 0.03         # hard, on a map with a climb: soldiers a victory point is worth to the route
POINT_MAN_CLIMB = 6.0   # hard: what a Point Man saved for a climb is worth (one more attempt)
PLAN_NODES = 25000      # cap on route-plan nodes per decision (a count, not a clock: reproducible)


def tool_points(n: int) -> int:
    return TOOLS_TABLE[n] if n <= 6 else 48 + 24 * (n - 6)
