"""The board's words in the player's language: every name it draws or puts in a tooltip, looked
up by the engine's own ids in tables of English texts (marked with ``N_``) and translated through
the board's catalogue (``locale/cs.po``) when shown."""

from __future__ import annotations

from typing import Any

from game.stronghold import data as D
from sprites.boards.stronghold.tr import N_, _

# one unit (the object of a move, a swap, a sortie)
UNIT_WORDS = {
    "g": N_("goblin"),
    "o": N_("orc"),
    "t": N_("troll"),
    "a": N_("archer"),
    "s": N_("soldier"),
    "v": N_("veteran"),
}

# a type's units (a stack's name)
UNITS_WORDS = {
    "g": N_("Goblins"),
    "o": N_("Orcs"),
    "t": N_("Trolls"),
    "a": N_("Archers"),
    "s": N_("Soldiers"),
    "v": N_("Veterans"),
}

# the castle's named places
PLACE_WORDS = {
    "FW": N_("West forefield"),
    "FE": N_("East forefield"),
    "BARB": N_("Barbican"),
    "CY": N_("Courtyard"),
    "GH": N_("Guardhouse fields"),
    "HG": N_("Honour guard"),
    "INF": N_("Infirmary"),
    "BKA": N_("Archers only"),
    "BKG": N_("Green: soldiers"),
    "BKR": N_("Red: veteran"),
    "BKN": N_("No entry"),
}

# the halves
HALF_WORDS = {
    "west": N_("West half"),
    "east": N_("East half"),
}

# buildings
BUILDING_WORDS = {
    "forge": N_("Forge"),
    "workshop": N_("Workshop"),
    "scouts": N_("Scouts' quarters"),
    "cathedral": N_("Cathedral"),
    "barracks": N_("Barracks"),
    "guardhouse": N_("Guardhouse"),
}

# building actions
ACTION_WORDS = {
    "cannon": N_("Cannon"),
    "cauldron_t": N_("Troll cauldron"),
    "cauldron_o": N_("Orc cauldron"),
    "cauldron_g": N_("Goblin cauldron"),
    "claw": N_("Iron claw"),
    "platform": N_("Platform"),
    "wall": N_("Reinforce wall"),
    "gate": N_("Reinforce gate"),
    "expedition": N_("Expedition to the siege tower"),
    "trap_g": N_("Goblin trap"),
    "trap_t": N_("Troll trap"),
    "sabotage": N_("Machine damage"),
    "glow": N_("Unearthly Glow"),
    "blessing": N_("Archer's Blessing"),
    "confusion": N_("Confusion of orders"),
    "sharpshooter": N_("Sharpshooter on the bastion"),
    "train_as": N_("Train archer to soldier"),
    "train_sv": N_("Train soldier to veteran"),
    "track": N_("Track saboteurs"),
}

# what a building action does
ACTION_EFFECTS = {
    "cannon": N_("A cannon on an empty bastion. In the Assault (I.1) it fires at its forefield, the rampart opposite or next to it, a siege tower beside it or the barbican: a hit card kills one unit of a type it shows."),
    "cauldron_t": N_("A troll cauldron on a free cauldron field: in the Assault (II.1) it kills 1 troll on its wall section."),
    "cauldron_o": N_("An orc cauldron on a free cauldron field: in the Assault (II.1) it kills 1 orc on its wall section."),
    "cauldron_g": N_("A goblin cauldron on a free cauldron field: in the Assault (II.1) it kills every goblin on its wall section."),
    "claw": N_("An iron claw on an empty bastion: in the Assault (II.2) it strikes a wall section beside it; a hit card kills one unit of the weakest type shown that is there."),
    "platform": N_("A platform on a wall section: one more defender field there."),
    "wall": N_("A wooden wall piece on top of a section's stack: +1 defender strength. Wooden pieces fall with any stone piece."),
    "gate": N_("The current gate gains 1 durability (at most 6)."),
    "expedition": N_("Kill one attacking unit of your choice inside a siege tower."),
    "trap_g": N_("A goblin trap on an empty trap spot: in phase 6 every goblin moving along that path dies."),
    "trap_t": N_("A troll trap on an empty trap spot: in phase 6 the first troll moving along that path dies."),
    "sabotage": N_("Move a miss card from your hit deck into the deck of a ballista or a catapult."),
    "glow": N_("This round's Assault skips one wall section entirely."),
    "blessing": N_("This round the archers of one half may shoot at any rampart of that half."),
    "confusion": N_("Discard one order from a wall section (a face-down one without revealing it)."),
    "sharpshooter": N_("Kill one attacking unit of your choice anywhere on the board."),
    "train_as": N_("An archer in the barracks returns to the supply; a soldier from the supply takes a green field."),
    "train_sv": N_("A soldier in the barracks returns to the supply; a veteran from the supply takes the red field."),
    "track": N_("Remove every saboteur; the unit in the guardhouse returns to the supply."),
}

# phase-card actions
CODE_WORDS = {
    "m1": N_("Ballista"),
    "m2": N_("Catapult"),
    "m3": N_("Trebuchet"),
    "m4": N_("Altar"),
    "m5": N_("Cover"),
    "m6": N_("Battering ram"),
    "m7": N_("Siege tower"),
    "as": N_("Accurate shot"),
    "q1": N_("Banner"),
    "q2": N_("Ladder"),
    "q3": N_("Rope"),
    "q4": N_("Trench"),
    "q5": N_("Bridge"),
    "q6": N_("Shield"),
    "q7": N_("Poison"),
    "t1": N_("Archer commander"),
    "t2": N_("Sergeant"),
    "t3": N_("Provisioner"),
    "t4": N_("Trench commander"),
    "t5": N_("Saboteur"),
    "u1": N_("Bloodstone"),
    "u2": N_("Storm"),
    "u3": N_("Fire"),
    "u4": N_("Panic"),
    "u5": N_("Possession"),
    "u6": N_("Phantom"),
    "u7": N_("Accident"),
}

# what a phase-card action does
CODE_EFFECTS = {
    "m1": N_("On a rampart: in the Assault (I.2) it shoots at a wall section on its paths; a hit kills a defender there."),
    "m2": N_("On a rampart: in the Assault (I.2) it shoots at a wall section on its paths; a hit knocks off a stone piece (and every wooden one)."),
    "m3": N_("On a forefield: shoots at any wall section of its half; a hit knocks off a stone piece and kills a defender."),
    "m4": N_("On a rampart, influencing one of its wall sections: +1 attacker strength there in melee."),
    "m5": N_("On a rampart: archers shooting at it have 2 less firepower."),
    "m6": N_("Ram parts at the barbican: each Assault the ram strikes the gate for the smaller of its parts and its crew."),
    "m7": N_("At a wall section: holds 4 units who join its melee."),
    "as": N_("A machine draws two cards for its shot this round."),
    "q1": N_("+1 attacker strength on the wall section."),
    "q2": N_("+2 attacker unit fields on the wall section."),
    "q3": N_("Units may be dispatched onto the section from any rampart of its half."),
    "q4": N_("After the orders, with an attacker on the section, it knocks off a stone piece (once)."),
    "q5": N_("On a trap spot: no trap may be placed there."),
    "q6": N_("In each Assault it saves the first unit a cauldron or an iron claw would kill on the section."),
    "q7": N_("At the start of melee, with an attacker there, a defender of your choice on the section dies (once)."),
    "t1": N_("Goblins on this rampart shoot at archers (Assault I.4)."),
    "t2": N_("In a dispatch, units here may also move to the neighbouring ramparts and back to the forefield."),
    "t3": N_("One more unit may leave this rampart in a dispatch."),
    "t4": N_("Cannons may not fire at this rampart."),
    "t5": N_("In a building: each of its actions costs one hourglass more."),
    "u1": N_("On a catapult or trebuchet: a hit this round also kills a defender."),
    "u2": N_("On one half: archer firepower there is halved this round."),
    "u3": N_("A building accepts no hourglasses this round."),
    "u4": N_("This round moving and swapping cost 2 hourglasses."),
    "u5": N_("A hero gives no bonus and has no special action this round."),
    "u6": N_("At the orders, one defender of your choice on the section flees to the courtyard."),
    "u7": N_("A cannon or an iron claw does not fire this round."),
}

# orders (and the orders' help)
ORDER_WORDS = {
    "goblin": N_("Goblin Fury"),
    "orc": N_("Explosion"),
    "troll": N_("Troll Rage"),
    "decoy": N_("Decoy"),
}

# what an order does
ORDER_EFFECTS = {
    "goblin": N_("Goblins on the section have strength 3 this round."),
    "orc": N_("With an orc on the section, a stone piece is knocked off."),
    "troll": N_("Trolls on the section have strength 4 this round."),
    "decoy": N_("No effect: a bluff."),
}

# dishonourable deeds (and their help)
DEED_WORDS = {
    "forced_labour": N_("Forced labour"),
    "negotiations": N_("Shameful negotiations"),
    "desperate": N_("Desperate measures"),
    "dungeons": N_("Opening the dungeons"),
}

# what a deed does
DEED_EFFECTS = {
    "forced_labour": N_("+4 hourglasses for the workshop only; its actions may be used twice this round."),
    "negotiations": N_("+3 hourglasses for any use."),
    "desperate": N_("One building's used actions are free again, and its actions cost 1 less this round (at least 1)."),
    "dungeons": N_("A soldier and a veteran from the supply to the courtyard."),
}

# the attacker's phases (and the phase card's title)
PHASE_WORDS = {
    "1": N_("Reserves"),
    "2": N_("Siege machines"),
    "3": N_("Equipment"),
    "4": N_("Training"),
    "5": N_("Rituals"),
    "6": N_("Dispatch"),
}

# the attacker's feats
FEAT_WORDS = {
    "troll_assault": N_("Troll assault (4 trolls on one section)"),
    "great_siege": N_("Great siege (7 sections at once)"),
    "bloody_rituals": N_("Bloody rituals (12 goblins sacrificed)"),
    "demolished": N_("Demolished walls (second time)"),
}

# what a melee total is made of
PART_WORDS = {
    "goblin": N_("goblins"),
    "orc": N_("orcs"),
    "troll": N_("trolls"),
    "banner": N_("banners"),
    "altar": N_("altars"),
    "archer": N_("archers"),
    "soldier": N_("soldiers"),
    "veteran": N_("veterans"),
    "wall": N_("wall"),
    "officer": N_("Officer"),
    "speech": N_("Speech"),
    "warrior": N_("Warrior"),
}

# dispatches
DISPATCH_WORDS = {
    "big": N_("Big dispatch"),
    "small": N_("Small dispatch"),
}

# the heroes' help
HERO_TIPS = {
    "officer": N_("Officer: +1 defender strength per defending unit on his section. Speech: 1-4 hourglasses, +1 each this round."),
    "warrior": N_("Warrior: +2 defender strength on his section. Sortie: 1/2/3 hourglasses to kill a goblin/orc/troll there."),
}


def tr_(text: str, **values: Any) -> str:
    """A text of the board's catalogue (English source) in the player's language."""
    return _(text, **values)


def _word(table: dict[str, str], key: str) -> str:
    return _(table[key]) if key in table else key


UNIT_KEYS = {"goblin": "g", "orc": "o", "troll": "t", "archer": "a", "soldier": "s", "veteran": "v"}


def unit_word(letter: str, plural: bool = False) -> str:
    """``"g"`` -> "goblin" (or "Goblins"); also takes the type's name ("goblin")."""
    key = UNIT_KEYS.get(letter, letter)
    return _word(UNITS_WORDS if plural else UNIT_WORDS, key)


def place_word(place: str) -> str:
    if place in PLACE_WORDS:
        return _(PLACE_WORDS[place])
    if place.startswith("camp"):
        return _("Camp")
    if place.startswith("T:"):
        return _("Siege tower at {sec}", sec=place[2:])
    if place in D.SEC:
        return _("Wall section {name}", name=place)
    if place in D.RAM:
        return _("Rampart {name}", name=place)
    if place in D.GATE_BASTIONS:
        return _("Gate bastion {name}", name=place)
    if place in D.BAS:
        return _("Bastion {name}", name=place)
    if place in D.TRAP_SPOTS:
        return _("Trap spot {name}", name=place)
    if place in ("west", "east"):
        return half_word(place)
    return place


def half_word(half: str) -> str:
    return _word(HALF_WORDS, half)


def building_word(b: str) -> str:
    return _word(BUILDING_WORDS, b)


def action_word(aid: str) -> str:
    return _word(ACTION_WORDS, aid)


def action_effect(aid: str) -> str:
    return _word(ACTION_EFFECTS, aid)


def code_word(code: str) -> str:
    return _word(CODE_WORDS, code.lower())


def code_effect(code: str) -> str:
    return _word(CODE_EFFECTS, code.lower())


def order_word(token: str) -> str:
    return _word(ORDER_WORDS, token)


def order_effect(token: str) -> str:
    return _word(ORDER_EFFECTS, token)


def deed_word(deed: str) -> str:
    return _word(DEED_WORDS, deed)


def deed_effect(deed: str) -> str:
    return _word(DEED_EFFECTS, deed)


def phase_word(phase: int) -> str:
    return _word(PHASE_WORDS, str(phase))


def feat_word(feat: str) -> str:
    return _word(FEAT_WORDS, feat)


def dispatch_word(kind: str) -> str:
    return _word(DISPATCH_WORDS, kind)


STEP_DONE_WORDS = {
    1: N_("Done: step 1, ramparts"),
    2: N_("Done: step 2, forefield"),
    3: N_("Done: step 3, camp"),
}


def hourglasses(n: int) -> str:
    """"1 hourglass", "2 hourglasses" (Czech: 1 / 2-4 / 5+ forms)."""
    return _.n("{count} hourglass", "{count} hourglasses", n)


def resources(n: int) -> str:
    return _.n("{count} resource", "{count} resources", n)


def step_done_word(step: int) -> str:
    """The Done button names the step it ends, so it cannot be read as ending another."""
    return _(STEP_DONE_WORDS[step]) if step in STEP_DONE_WORDS else _("Done with this step")


def hero_tip(hero: str) -> str:
    return _word(HERO_TIPS, hero.lower())


def hero_word(name: str) -> str:
    return _("Officer") if name.lower() == "officer" else _("Warrior")


def strength_word(part: str) -> str:
    """A melee part's word ("goblin", "wall", "speech" ...), as ``Melee`` events give them."""
    return _word(PART_WORDS, part)


def target_word(place: str) -> str:
    """A target as the engine names it, in words ("T:W2" -> "Siege tower at W2")."""
    if place == "hold":
        return _("Hold fire")
    if place == "BARB":
        return place_word("BARB")
    return place_word(place)
