"""D-Day Dice knowledge for the general search: the team of every seat (co-operative).

Rulebook hints (4.19): stay in the lower sectors while the unit is weak, a good stock of
soldiers is vital against the bunker, concentrate on rolling soldiers. The evaluation therefore
weighs, per unit: safe in the bunker (the goal) or destroyed (a loss for all), soldiers and
specialists (strength), how far up the beach it is (rows advanced), courage and stars to pay for
advances, and items. Values are for the whole team (every seat the same).
"""

from __future__ import annotations

from typing import Any

from ai.heuristics import Heuristics, squash
from game.core.protocol import Rules
from game.core.types import Action
from game.dday import common
from game.dday.state import DEAD, SAFE

# Skull, Star, 1 Soldier, 2 Soldiers, Courage, Tool (data.FACES): worth in soldiers.
FACE_WORTH = (-0.9, 0.3, 1.0, 2.0, 0.4, 0.2)


class DDayHeuristics(Heuristics):
    max_branch = 24
    rollout_depth = 40

    def evaluate(self, rules: Rules, state: Any, seat: int) -> float:
        if rules.is_over(state):
            return self.terminal_value(rules, state, seat)
        bm = common.bmap(state)
        top = max(1, len(bm.rows))
        score = 0.0
        for u in state.units:
            if u.status == SAFE:
                score += 12.0
                continue
            if u.status == DEAD:
                score -= 12.0
                continue
            strength = u.strength()
            row = bm.row_of.get(u.sector, 0)
            progress = row / top
            # Advancing is worth something only with a stock of soldiers behind it (4.19).
            score += 4.0 * progress * max(0.0, min(1.0, (strength - 6) / 12.0))
            # Dice on the table in the rolling phase: what the final roll would bring.
            if u.dice:
                score += 0.4 * sum(FACE_WORTH[c % 6] for c in u.dice)
            score += 0.45 * min(strength, 14) + 0.05 * max(0, strength - 14)
            score += 0.15 * u.courage + 0.1 * u.stars + 0.3 * len(u.items) + 0.4 * len(u.specs)
            if strength <= 2:
                score -= 2.0
        return squash(score, 8.0)

    def prune(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        return actions

    def order(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        return actions

