"""Stronghold (1st edition, Valley printing): the siege engine. Spec: rules/stronghold.md."""

from game import registry
from game.stronghold.rules import RULES, StrongholdRules

__all__ = ["RULES", "StrongholdRules"]

registry.register(RULES)
