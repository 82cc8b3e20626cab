"""Wizard Kings: the hex block wargame for 2-7 armies, with the scenarios of the rulebook.

Modules: ``data`` (blocks, spells, artifacts, terrain, DESIGN DECISION values), ``board`` (map
sheets in ``maps/*.json``, validator, layout assembler, derived hexsides), ``state``, ``actions``,
``movement`` (control, stacking, hexside limits, pinning, moves, naval moves), ``combat``
(battles, spells, hits, retreats, regroup), ``artifacts``, ``build``, ``scenarios`` (rosters and
victory); the engine: ``records`` (the decision stack's records), ``machine`` (the core decision
machine on this state), ``setup``, ``legal``, ``flow`` (the turn and the stack's decisions),
``views`` (fog of war, determinization), ``present`` (prompt, summary), ``invariants``, and
``rules`` (the protocol's entry points, delegating). Option ``scenario``: ``free``, ``isle_of_the_dead``,
``barbarian_raid``, ``last_wizard_standing``, ``alliance_expansion``.
"""

from game import registry
from game.wizard_kings.rules import RULES

registry.register(RULES)
