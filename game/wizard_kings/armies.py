"""Each army in a few lines, for a player choosing one: what its blocks are good at (a line per
army, written from its base set in ``data.py``), its wizard and spells, and the blocks it starts
with, read from the same tables so the words never drift from the units."""

from __future__ import annotations

from game.wizard_kings import names
from game.wizard_kings.data import BASE_SETS, BLOCKS, SPELL_CARDS
from game.wizard_kings.tr import N_, _

# what sets each base set apart (its terrain abilities and its elite block, Table 2-B)
NOTES = {
    "Amazons": N_("Forest and mountain infantry; the elite archer shoots early and is strongest in the mountains."),
    "Barbarians": N_("Raiders from the sea: the elite warrior sails along coasts and rivers; forest and mountain infantry."),
    "Dwarves": N_("Defenders of cities and mountains; the elite slinger shoots early from the hills."),
    "Elves": N_("A forest army: flying troops ignore terrain, and the elite archer shoots early in the woods."),
    "Feudals": N_("Cities, forests and open plains: the elite knight rides three hexes and fights best in the desert."),
    "Orcs": N_("A cheap mountain horde; the elite troll crosses rivers and swamps and moves three hexes."),
    "Undead": N_("Swamp and desert walkers: zombies cross rivers, the elite archer shoots early from the marshes."),
}

ABILITY_WORDS = {"forest": N_("forest"), "mountain": N_("mountain"), "desert": N_("desert"),
                 "amphibian": N_("amphibian"), "city": N_("city"), "flyer": N_("flyer"), "water": N_("water"),
                 "cleric": N_("cleric")}


def note(army: str) -> str:
    """The army in one line ("" for an army without one)."""
    return _(NOTES[army]) if army in NOTES else ""


def block_words(key: str) -> str:
    """A block as its sticker reads, with its ability: "Ranger (A2, forest)"."""
    b = BLOCKS[key]
    ability = _(ABILITY_WORDS[b.ability]) if b.ability in ABILITY_WORDS else ""
    inside = f"{b.rating}, {ability}" if ability else b.rating
    return f"{names.block(key)} ({inside})"


def describe(army: str) -> list[str]:
    """The note, the wizard with its spells, and the blocks of the army's base set."""
    base = BASE_SETS.get(army, {})
    lines = [note(army)] if army in NOTES else []
    wizard = next((k for k in base if BLOCKS[k].wizard), None)
    if wizard is not None:
        spells = ", ".join(names.spell(c).capitalize() for c in SPELL_CARDS.get(army, ()))
        lines.append(_("Wizard: {unit}; spells {spells}", unit=block_words(wizard), spells=spells))
    others = [f"{n} × {block_words(k)}" if n > 1 else block_words(k)
              for k, n in base.items() if not BLOCKS[k].wizard]
    if others:
        lines.append(_("Blocks: {blocks}", blocks=", ".join(others)))
    return lines
