"""Wizard Kings knowledge for the general search: evaluation, move ordering, silly-move pruning,
and the scripted undead of the Island of the Dead (7.1) for the undead seat.

Evaluation (values for a seat's side, on determinized states): controlled city value (the V1/V2
objective), material (steps weighted by how well the block fights), and position — blocks
drawing near enemy cities and weak enemy stacks, own cities kept garrisoned. In the Island of
the Dead the elves are judged by how near the castle of Bethi is to falling before turn 10.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from ai.heuristics import Heuristics, register_heuristics, squash
from game.core.hexgrid import distance
from game.core.protocol import Rules
from game.core.types import Action

GAME_ID = "wizard_kings"
BETHI = (6, 4)


def _power(blk: Any) -> float:
    """What one step of a block is worth in a fight (hits per die, first-strike letter)."""
    if blk.castle:
        return 0.9
    if blk.wizard:
        return 1.2
    first = {"A+": 0.15, "A": 0.15, "B+": 0.08, "B": 0.08}.get(blk.letter, 0.0)
    return 0.35 + blk.number / 3.0 + first


class WKHeuristics(Heuristics):
    max_branch = 30
    rollout_depth = 40

    # The engine's modules, imported on first use (the engine may be mid-edit when ai loads).
    @cached_property
    def mv(self) -> Any:
        from game.wizard_kings import movement

        return movement

    @cached_property
    def sc(self) -> Any:
        from game.wizard_kings import scenarios

        return scenarios

    @cached_property
    def blocks(self) -> dict[str, Any]:
        from game.wizard_kings.data import BLOCKS

        return BLOCKS

    # ------------------------------------------------------------------ evaluation
    def features(self, s: Any) -> tuple[list[float], list[float], list[float]]:
        """Per seat: controlled city value, material, position."""
        mv, blocks = self.mv, self.blocks
        occ = mv.occupancy(s)
        bd = mv.board(s)
        n = s.players
        cv = [0.0] * n
        enemy_cities: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        garrison = [0.0] * n
        for h, c in bd.cities.items():
            here = occ.get(h)
            for p in range(n):
                st = mv.status(s, occ, h, p)
                if st == "own":
                    cv[p] += c.value
                    if here:
                        garrison[p] += 0.25 * c.value
                elif st in ("enemy", "battle") or (st == "neutral" and not here):
                    enemy_cities[p].append(h)
        mat = [0.0] * n
        pos = [0.0] * n
        power_at: dict[tuple[int, int], list[float]] = {}
        for u in s.units.values():
            key = u[0]
            if key not in blocks:  # an unknown block in a view (never in a determinized state)
                continue
            blk = blocks[key]
            p = u[1]
            steps = u[3]
            w = steps * _power(blk)
            mat[p] += w
            power_at.setdefault(u[2], [0.0] * n)[p] += w
            if blk.castle or blk.ma == 0 or not enemy_cities[p]:
                continue
            d = min(distance(u[2], h) for h in enemy_cities[p])
            pos[p] += 0.05 * min(steps, 4) * (8 - min(d, 12))
        for powers in power_at.values():
            present = [p for p in range(n) if powers[p] > 0]
            if len(present) < 2:
                continue
            # A battle to come: the stronger side is likely to win the difference.
            total = sum(powers)
            for p in present:
                pos[p] += 0.5 * (2 * powers[p] - total) * min(powers[p], total - powers[p]) / total
        for p in range(n):
            pos[p] += garrison[p]
        return cv, mat, pos

    def evaluate(self, rules: Rules, state: Any, seat: int) -> float:
        if rules.is_over(state):
            return self.terminal_value(rules, state, seat)
        if state.phase == "deploy":
            return self.deploy_value(state, seat)
        if state.scenario == "isle_of_the_dead":
            return self.isle_value(state, seat)
        cv, mat, pos = self.features(state)
        others = [p for p in range(state.players) if p != seat]
        rival = max(others, key=lambda p: 2 * cv[p] + mat[p])
        if state.scenario == "last_wizard_standing":
            # 7.3: the most gold in units after turn 10 wins; cities only break ties.
            uv = [self.sc.unit_value(state, p) for p in range(state.players)]
            score = (0.5 * (uv[seat] - uv[rival]) + 0.2 * (mat[seat] - mat[rival])
                     + 0.5 * (pos[seat] - pos[rival]) + 0.05 * (cv[seat] - cv[rival]))
            return squash(score, 5.0)
        score = 1.0 * (cv[seat] - cv[rival]) + 0.45 * (mat[seat] - mat[rival]) + (pos[seat] - pos[rival])
        if state.scenario == "free" and state.opts.get("victory", "gold") == "gold":
            need = self.sc.v1_threshold(len(state.designs))
            score += 3.0 * (max(0.0, cv[seat] - need + 3) - max(0.0, cv[rival] - need + 3))
        return squash(score, 6.0)

    def deploy_value(self, s: Any, seat: int) -> float:
        """Deployment: spend the budget on fighting power (and cover every city)."""
        mat = [0.0] * s.players
        for u in s.units.values():
            if u[0] in self.blocks:
                mat[u[1]] += u[3] * _power(self.blocks[u[0]])
        others = max((mat[p] for p in range(s.players) if p != seat), default=0.0)
        return squash(mat[seat] - others - 0.02 * s.budget[seat], 8.0)

    def isle_value(self, s: Any, seat: int) -> float:
        """7.1: the elves (seat 0) must destroy castle U0 in Bethi by the end of turn 10."""
        castle = s.units.get(self.sc.ISLE_CASTLE)
        elves = undead = 0.0
        near = 0.0
        for u in s.units.values():
            if u[0] not in self.blocks:
                continue
            w = u[3] * _power(self.blocks[u[0]])
            if u[1] == 0:
                elves += w
                near += min(u[3], 3) * max(0, 5 - distance(u[2], BETHI))
            else:
                undead += w
        turns_left = max(0, 10 - s.turn)
        castle_str = castle[3] if castle is not None else 0
        score = 0.6 * (elves - undead) + 0.08 * near - 1.2 * castle_str - 0.4 * (6 - turns_left)
        value = squash(score, 5.0)
        return value if seat == 0 else 1.0 - value

    # ------------------------------------------------------------------ moves
    def prune(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        from game.wizard_kings import actions as A

        kept = []
        can_fire = {a.unit for a in actions if isinstance(a, A.Fire)}
        for a in actions:
            if isinstance(a, A.Disband | A.Merge):
                continue  # never worth it for the search (losing steps)
            if isinstance(a, A.Hold) and a.unit in can_fire:
                continue  # doing nothing instead of firing
            if isinstance(a, A.Dispel) and not a.use:
                kept.append(a)
                continue
            kept.append(a)
        return kept

    def order(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        from game.wizard_kings import actions as A

        if len(actions) <= 1:
            return actions
        mv = self.mv
        occ = mv.occupancy(state)
        bd = mv.board(state)
        targets = [h for h in bd.cities if mv.status(state, occ, h, seat) != "own"]
        foes = {h for h, here in occ.items() if any(p != seat for p in here)}

        def score(a: Action) -> float:
            if isinstance(a, A.Move | A.NavalMove):
                d = a.path[-1]
                value = 0.0
                if d in bd.cities and d in targets:
                    value += 3.0 + bd.cities[d].value
                if d in foes:
                    value += 2.0
                if targets:
                    start = state.units[a.unit][2] if a.unit in state.units else d
                    before = min(distance(start, h) for h in targets)
                    after = min(distance(d, h) for h in targets)
                    value += 0.5 * (before - after)
                return value
            if isinstance(a, A.Fire):
                return 5.0 + (0.5 if a.berserk else 0.0)
            if isinstance(a, A.CastSpell):
                return 4.5
            if isinstance(a, A.BuildStep | A.BuildUnit | A.Deploy | A.DeployStep):
                return 4.0
            if isinstance(a, A.EndMovement | A.EndBuild | A.DeployDone | A.EndRegroup):
                return 0.2
            if isinstance(a, A.Retreat):
                return 0.5
            return 0.0

        ranked = sorted(actions, key=score, reverse=True)
        # Keep the search broad: at most three paths per unit (the best by the score above).
        per_unit: dict[str, int] = {}
        out = []
        for a in ranked:
            if isinstance(a, A.Move | A.NavalMove):
                seen = per_unit.get(a.unit, 0)
                if seen >= 3:
                    continue
                per_unit[a.unit] = seen + 1
            out.append(a)
        return out

    # ------------------------------------------------------------------ the undead script
    def script(self, rules: Rules, view: Any, seat: int, legal: list[Action], seed: int) -> Action | None:
        """7.1.2: in the Island of the Dead an AI undead seat plays the automation script."""
        if view.scenario != "isle_of_the_dead" or view.armies[seat] != "Undead":
            return None
        from ai.undead import Dice, decide, view_seed
        from game.core.rng import Rng

        return decide(view, seat, legal, Dice.seeded(Rng(view_seed(rules, view, seed))))


register_heuristics(GAME_ID, WKHeuristics())
