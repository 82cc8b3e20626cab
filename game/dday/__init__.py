"""D-Day Dice (Emmanuel Aquin): a co-operative dice game of the Normandy landings, 1-4 players.

Spec: ../shared/rules/d_day_dice.md. The package reads in the order of the rulebook: data and
maps, state, actions, then one module per phase (rolling, upkeep, recruit, movement, combat).
"""

from game import registry
from game.dday.rules import RULES, DDayRules

__all__ = ["RULES", "DDayRules"]

registry.register(RULES)
