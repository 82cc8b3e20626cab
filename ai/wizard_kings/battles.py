"""Wizard Kings fighting power: what a block's step is worth in a fight (:func:`block_power`), and
the 7.3 values the evaluation judges battles by (a seat's units in gold, the expected losses of
a battle to come)."""

from __future__ import annotations

from typing import Any

from game.wizard_kings import movement as mv
from game.wizard_kings.data import BLOCKS


def block_power(blk: Any) -> float:
    """What one step of a block is worth in a fight (hits per die, first-strike letter); the
    campaign weighs forces with it too."""
    if blk.castle:
        return 0.9
    if blk.wizard:
        return 1.2
    first = {"A+": 0.15, "A": 0.15, "B+": 0.08, "B": 0.08}.get(blk.letter, 0.0)
    return 0.35 + blk.number / 3.0 + first


class BattleValues:
    """The 7.3 battle values of :class:`ai.wizard_kings.heuristics.WKHeuristics` (a mixin)."""

    def wizard_regain(self, s: Any, u: list, blk: Any, bd: Any) -> int:
        """Steps a wizard gets at the end of this turn's Build phase (6.6 Circle, 7.3 +2), up to
        its max: steps spent on spells below that are won back, so they are not really lost."""
        if not blk.wizard or s.result is not None:
            return 0
        return (1 if u[2] in bd.circles else 0) + (2 if s.scenario == "last_wizard_standing" else 0)

    def wizard_gain(self, s: Any, u: list, blk: Any, bd: Any) -> int:
        """Steps the Build phase will add to this wizard as it stands."""
        return max(0, min(blk.max, u[3] + self.wizard_regain(s, u, blk, bd)) - u[3])

    def unit_values(self, s: Any) -> list[float]:
        """7.3 score per seat (steps x cost) as it will stand after this turn's wizard gains."""
        bd = mv.board(s)
        blocks = BLOCKS
        uv = [0.0] * s.players
        for u in s.units.values():
            blk = blocks.get(u[0])
            if blk is None:
                continue
            uv[u[1]] += (u[3] + self.wizard_gain(s, u, blk, bd)) * blk.cost
        return uv

    def battle_losses(self, s: Any, h: Any, here: dict[int, list[str]], bd: Any,
                      att: int | None = None) -> list[float]:
        """Expected 7.3 value (steps x cost, wizard gain counted) each seat loses in the battle
        at ``h``: a mean-field run of the rounds left (5.2 firing order, defenders first at a
        letter; 5.32 every hit on the strongest enemy unit; wizards cast FIREBALL / BOLT while
        they keep a step; a side outgunned 2:1 leaves after a round; the attacker's pursuit
        round, 5.21). Two sides only (the first attacker against everybody else)."""
        blocks = BLOCKS
        b = s.battle if s.battle is not None and s.battle["hex"] == h else None
        seats = list(here)
        if att is None:
            att = b["att"] if b is not None else s.attacker_of.get(h)
        if att not in here:
            att = max(seats, key=lambda q: s.order.index(q) if q in s.order else q)
        city = bd.cities.get(h)
        walled = city is not None and getattr(city, "walled", False)
        units = []  # [rank, defender first, side, steps, number, wizard, cost, max, gain, seat, start]
        for seat, uids in here.items():
            side = 0 if seat == att else 1
            for uid in uids:
                u = s.units[uid]
                blk = blocks.get(u[0])
                if blk is None:
                    continue
                number = blk.number + (1 if walled and side == 1 else 0)
                regain = self.wizard_regain(s, u, blk, bd)
                rank = 0 if blk.wizard else 1 + {"A": 0, "B+": 1, "B": 1, "C": 2}.get(blk.letter, 3)
                acted = b is not None and bool(u[4] & 16)  # ACTED: its turn this round is over
                units.append([rank, side, side, float(u[3]), number, blk.wizard, blk.cost, blk.max,
                              regain, seat, float(u[3]), acted])
        if len({x[2] for x in units}) < 2:
            return [0.0] * s.players
        units.sort(key=lambda x: (x[0], -x[1]))
        start_round = b["round"] if b is not None else 1

        def power(side: int) -> float:
            return sum((1.0 if x[5] else x[3] * x[4] / 6.0) for x in units if x[2] == side and x[3] > 0.05)

        def hit(side: int, hits: float) -> None:
            while hits > 1e-6:
                foes = [x for x in units if x[2] != side and x[3] > 0.05]
                if not foes:
                    return
                target = max(foes, key=lambda x: (x[3], -x[6]))
                chunk = min(hits, 0.5, target[3])
                target[3] -= chunk
                hits -= chunk

        gone = [False, False]
        for rnd in range(start_round, 5):
            pursuit = rnd == 4
            for x in units:
                if x[3] <= 0.05 or gone[x[2]] or gone[1 - x[2]] or (x[11] and rnd == start_round):
                    continue
                if pursuit and x[2] == 0:
                    continue
                if x[5]:
                    if x[3] >= 3:
                        x[3] -= 2
                        hit(x[2], 2.0)
                    elif x[3] >= 2:
                        x[3] -= 1
                        hit(x[2], 1.0)
                else:
                    hit(x[2], x[3] * x[4] / 6.0)
            p0, p1 = power(0), power(1)
            if p0 <= 0.05 or p1 <= 0.05 or pursuit:
                break
            if rnd < 3:
                if p0 < 0.5 * p1:
                    gone[0] = True
                elif p1 < 0.5 * p0:
                    gone[1] = True
                if gone[0] or gone[1]:
                    break
        loss = [0.0] * s.players
        for x in units:
            if x[5]:
                before = min(x[7], x[10] + x[8])
                after = min(x[7], max(0.0, x[3]) + x[8]) if x[3] > 0.05 else 0.0
            else:
                before, after = x[10], max(0.0, x[3])
            loss[x[9]] += (before - after) * x[6]
        return loss
