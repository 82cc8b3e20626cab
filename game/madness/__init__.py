"""The Big Book of Madness: co-operative deck-building against the monsters of a grimoire (2–5)."""

from game import registry
from game.madness.rules import RULES, MadnessRules

__all__ = ["RULES", "MadnessRules"]

registry.register(RULES)
