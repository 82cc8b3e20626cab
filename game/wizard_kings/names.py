"""Names in the player's language: armies, blocks, spells, artifacts, terrain, phases and the
places the maps print. The engine keeps its English names as data (state, keys, ids) and words
them here only where a player reads them; the Czech names are the Czech edition's where its
rulebook gives one (Hrad, Kostlivec, Klerik, Čaroděj ...), its stickers' English names otherwise.
"""

from __future__ import annotations

import re

from game.wizard_kings.tr import N_, _

ARMY_NAMES = (N_("Amazons"), N_("Barbarians"), N_("Dwarves"), N_("Elves"), N_("Feudals"), N_("Orcs"),
              N_("Undead"), N_("Chaos"), N_("Were"), N_("Treasury"))

# Table 2-B / 2-C names that the Czech edition words in Czech (the rest keep their sticker names)
BLOCK_NAMES = (
    N_("Castle"), N_("Cleric"), N_("Hero"), N_("Heroine"), N_("Wizard"), N_("Witch"), N_("Mage"),
    N_("Magus"), N_("Shaman"), N_("Amazon"), N_("Harpy"), N_("Chariot"), N_("Siren"), N_("Elephant"),
    N_("Medusa"), N_("Tigress"), N_("Archer"), N_("Berserker"), N_("Valkyrie"), N_("Low Guard"),
    N_("High Guard"), N_("Miner"), N_("Gnome"), N_("Catapult"), N_("Slinger"), N_("Warbird"),
    N_("Pixie"), N_("Sprite"), N_("Unicorn"), N_("Assassin"), N_("White Ship"), N_("Pegasus"),
    N_("Undine"), N_("Spear"), N_("Templar"), N_("Bowman"), N_("Sergeant"), N_("Knight"),
    N_("Crossbow"), N_("War Dog"), N_("Orc"), N_("Great Orc"), N_("Queen"), N_("Troll"),
    N_("Gargoyle"), N_("Ogre"), N_("Zombie"), N_("Skeleton"), N_("Mummy"), N_("Wraith"),
    N_("Ghost Ship"), N_("Ghoul"), N_("Bone Dragon"), N_("Vampire"),
    N_("Basilisk"), N_("Bireme"), N_("Cavebear"), N_("Centaur"), N_("Cockatrice"), N_("Cyclops"),
    N_("Demon"), N_("Fire Dragon"), N_("Giant"), N_("Griffin"), N_("Hellcat"), N_("Hellhound"),
    N_("Hippogryf"), N_("Hornet"), N_("Ice Dragon"), N_("Manticore"), N_("Mantis"), N_("Minotaur"),
    N_("Pirate"), N_("Scorpion"), N_("Serpent"), N_("Snowbear"), N_("Spectre"), N_("Spider"),
    N_("Trireme"), N_("Wurm"), N_("Wyvern"), N_("Werebat"), N_("Werebear"), N_("Wereboar"),
    N_("Weredragon"), N_("Weremole"), N_("Wererat"), N_("Wereshark"), N_("Weretiger"), N_("Werewolf"),
    N_("Haven"), N_("Silver"), N_("Gold"), N_("Gems"))

SPELL_NAMES = {"BOLT": N_("BOLT"), "BLESS": N_("BLESS"), "CURSE": N_("CURSE"), "DAZE": N_("DAZE"),
               "HASTE": N_("HASTE"), "FIREBALL": N_("FIREBALL"), "SHIELD": N_("SHIELD"), "HEAL": N_("HEAL"),
               "TELEPORT": N_("TELEPORT"), "STORM": N_("STORM"), "DOOM": N_("DOOM")}

ARTIFACT_NAMES = (N_("Sword"), N_("Battle Axe"), N_("Mace"), N_("Trident"), N_("Sceptre"), N_("Shield"),
                  N_("Tome"), N_("Crown"), N_("Lamp"), N_("Ring"))

TERRAIN_NAMES = {"clear": N_("clear"), "forest": N_("forest"), "desert": N_("desert"), "swamp": N_("swamp"),
                 "mountain": N_("mountain"), "sea": N_("sea"), "lake": N_("lake"), "shallows": N_("shallows")}

PHASE_NAMES = {"deploy": N_("Set-up"), "move": N_("Movement"), "combat": N_("Combat"), "build": N_("Build"),
               "over": N_("Game over")}

# names the maps print in English words (cities keep their own names)
PLACE_NAMES = (N_("Grave Pass"), N_("Circle of Bones"), N_("North Stair"), N_("Shale Gap"),
               N_("Ring of Anvils"), N_("Circle of Sanctum"), N_("Jackal Pass"), N_("West Gate"),
               N_("East Gate"), N_("Island of the Dead"), N_("Niko's Wall"))

_PLAYER = re.compile(r"^Player (\d+)$")


def army(name: str) -> str:
    """An army (or a seat still without one: "Player 2"; two armies of one player: "Elves & Orcs")."""
    if " & " in name:
        return " & ".join(army(part) for part in name.split(" & "))
    m = _PLAYER.match(name)
    if m:
        return _("Player {n}", n=m.group(1))
    return _(name)


def armies(names: list[str]) -> str:
    """Several armies in one phrase: "Elves, Orcs and Undead"."""
    shown = [army(n) for n in names]
    if len(shown) <= 1:
        return "".join(shown)
    return _("{first} and {last}", first=", ".join(shown[:-1]), last=shown[-1])


def block(key: str) -> str:
    from game.wizard_kings.data import BLOCKS

    b = BLOCKS.get(key)
    return _(b.name) if b is not None else key


def spell(code: str) -> str:
    return _(SPELL_NAMES[code]) if code in SPELL_NAMES else code


def artifact(key: str) -> str:
    from game.wizard_kings.data import ARTIFACTS

    a = ARTIFACTS.get(key)
    return _(a.name) if a is not None else key


def terrain(t: str) -> str:
    return _(TERRAIN_NAMES[t]) if t in TERRAIN_NAMES else t


def phase(p: str) -> str:
    return _(PHASE_NAMES[p]) if p in PHASE_NAMES else p.capitalize()


def place(name: str) -> str:
    """A name printed on a map, in the player's language where it is made of words."""
    return _(name) if name in PLACE_NAMES else name


def seat_army(state: object, seat: int) -> str:
    """The army (or armies) of ``seat`` in the player's language."""
    armies_ = getattr(state, "armies", [])
    return army(armies_[seat]) if 0 <= seat < len(armies_) else _("Player {n}", n=seat + 1)


# an army's blocks in words: "the Orc Troll", "an Orc block" (Czech: "Troll Orků", "jednotka Orků")
ARMY_ADJECTIVES = {
    "Amazons": lambda: _.p("army", "Amazon"), "Barbarians": lambda: _.p("army", "Barbarian"),
    "Dwarves": lambda: _.p("army", "Dwarf"), "Elves": lambda: _.p("army", "Elf"),
    "Feudals": lambda: _.p("army", "Feudal"), "Orcs": lambda: _.p("army", "Orc"),
    "Undead": lambda: _.p("army", "Undead"), "Chaos": lambda: _.p("army", "Chaos"),
    "Were": lambda: _.p("army", "Were"), "Treasury": lambda: _.p("army", "Treasury")}
_AN = {"Amazons", "Elves", "Orcs", "Undead"}   # "an Orc block"
# whose an unseen artifact is: "Artifact of the Orcs" (Czech: "Artefakt Orků")
ARMY_OWNERS = {
    "Amazons": lambda: _.p("of the army", "the Amazons"), "Barbarians": lambda: _.p("of the army", "the Barbarians"),
    "Dwarves": lambda: _.p("of the army", "the Dwarves"), "Elves": lambda: _.p("of the army", "the Elves"),
    "Feudals": lambda: _.p("of the army", "the Feudals"), "Orcs": lambda: _.p("of the army", "the Orcs"),
    "Undead": lambda: _.p("of the army", "the Undead"), "Chaos": lambda: _.p("of the army", "Chaos"),
    "Were": lambda: _.p("of the army", "the Were"), "Treasury": lambda: _.p("of the army", "the Treasury")}


def army_block(name: str, block: str | None) -> str:
    """A block of the army ``name``: "the Orc Troll" when ``block`` is seen, else "an Orc block"."""
    adjective = ARMY_ADJECTIVES.get(name)
    if adjective is None:
        return _("a block of the {army}", army=army(name)) if block is None else \
            _("the {army} {block}", army=army(name), block=block)
    if block is not None:
        return _("the {army} {block}", army=adjective(), block=block)
    if name in _AN:
        return _("an {army} block", army=adjective())
    return _("a {army} block", army=adjective())


def army_owner(name: str) -> str:
    """Whose a thing is that a reader may not identify: "of the Orcs"."""
    owner = ARMY_OWNERS.get(name)
    return _("of {army}", army=owner() if owner is not None else _("the {army}", army=army(name)))


_UNIT_ARMY = re.compile(r"^(\S+) \((.+)\)$")
_UNIT_NAMED = re.compile(r"^(\S+) (.+)$")


def unit_words(text: str) -> str:
    """A unit as an event names it ("E2 (Elves)", "U3 Zombie", "E2") in the player's language."""
    m = _UNIT_ARMY.match(text)
    if m:
        return f"{m.group(1)} ({army(m.group(2))})"
    m = _UNIT_NAMED.match(text)
    if m:
        return f"{m.group(1)} {_(m.group(2))}"
    return spell(text)


_FIRE = re.compile(r"^(\S+) (.+) ([ABCD]\+?\d*)( berserk)?$")
_SPELL_DICE = re.compile(r"^(\w+) (\d+)d6@F(\d)$")
_DISPEL = re.compile(r"^Dispel against (\w+)$")
PURPOSES = {"initiative": N_("initiative"), "Heal": N_("Heal"), "foreign artifact": N_("foreign artifact"),
            "Prayer": N_("Prayer")}


def purpose(text: str) -> str:
    """What a roll was for (``DiceRolled.purpose``, which the board also reads) in words."""
    if text in PURPOSES:
        return _(PURPOSES[text])
    m = _FIRE.match(text)
    if m:
        # the rating in brackets, as everywhere: "E2 Pixie (A2)" (the unit words itself later)
        rating = f"({m.group(3)})"
        if m.group(4):
            return _("{unit} {block} {rating} berserk", unit=m.group(1), block=_(m.group(2)), rating=rating)
        return f"{m.group(1)} {_(m.group(2))} {rating}"
    m = _SPELL_DICE.match(text)
    if m:
        return _("{spell} {dice}d6@F{fire}", spell=spell(m.group(1)), dice=m.group(2), fire=m.group(3))
    m = _DISPEL.match(text)
    if m:
        return _("Dispel against {spell}", spell=spell(m.group(1)))
    return text
