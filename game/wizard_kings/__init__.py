"""Wizard Kings: hex block wargame for 2-7 armies with the solitaire Island of the Dead."""

from game import registry
from game.wizard_kings.rules import RULES

registry.register(RULES)
