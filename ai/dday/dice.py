"""The D-Day Dice planner's dice: the roll (phase 1), the upkeep's choices (phase 2) and the
window after the final roll, all judged by what the final roll is worth.

Each re-roll choice is valued by the exact (or sampled) expectation of the final roll, scored like
the upkeep will resolve it (triples, straight, skull cancellation, the tools table), with weights
that follow the route's needs (courage while short of the courage the route needs, stars for
specialists, equipment points for bunker items: ``_weights``). Map rules that need a particular
roll are valued too: at the Pointe-du-Hoc cliff foot (§5.16) a roll with 4 skulls (the climb) and
next to the Merville bunker (§5.17, entered only by a Battle Cry move) a courage triple; there the
Battle Cry is taken as the move.
"""

from __future__ import annotations

import itertools
from typing import Any

from ai.dday.worth import (
    BC_BONUS,
    CLIMB_BONUS,
    CLIMB_ITEMS,
    COURAGE,
    DECO_PREF,
    ITEM_VALUE,
    ONE,
    SKULL,
    SPEC_VALUE,
    STAR,
    TOOL,
    TWO,
    VEHICLE_PREF,
    tool_points,
)
from game.core.types import Action
from game.dday import actions as A
from game.dday import common, movement, rolling


class DiceChoices:
    """The dice part of :class:`ai.dday.planner.DDayPlanner` (a mixin: it uses the planner's
    settings, generator, ``_pick``, ``_weights`` and the other parts' judgements)."""

    def roll_value(self, s: Any, u: Any, res: list[int], w: dict[str, float]) -> float:
        level = s.level
        counts = [0] * 6
        col = [[0] * 6 for _ in range(3)]
        for r in res:
            f = r % 6
            counts[f] += 1
            c = r // 6
            if c < 3:
                col[c][f] += 1
        wc, ws, wp = w["c"], w["s"], w["p"]
        if level == "exercise":
            return counts[ONE] + 2 * counts[TWO] + wc * counts[COURAGE]
        tri = [min(col[0][f], col[1][f], col[2][f]) for f in range(6)]
        bonus = 0.0
        nb = sum(tri)
        bonus += tri[SKULL] * 20 * wp
        bonus += tri[STAR] * max(2 * wc, 2.0)
        bonus += tri[ONE] * 8
        bonus += tri[TWO] * 6
        bonus += tri[COURAGE] * max(3.0, 3 * wc if w["need"] > 0 else 0)
        bonus += tri[TOOL] * 2 * ws
        if "Veteran" in u.specs:
            bonus += nb
        if "Chaplain" in u.specs:
            bonus += nb * wc
        if tri[COURAGE] and self._bc_bunker_next(s, u):
            bonus += BC_BONUS  # Merville (§5.17): only a Battle Cry move enters the bunker
        if counts[SKULL] >= 4 and common.prop(s, u.sector, "climb"):
            bonus += CLIMB_BONUS  # §5.16 the climb succeeds: the unit may leave the cliff foot
        if level == "advanced" and not u.t.get("deco") and s.deco_deck:
            if all(sum(col[c][f] for c in range(3)) for f in range(6)):
                bonus += 4.0
        skulls = counts[SKULL] - 3 * tri[SKULL]
        if "Sharpshooter" in u.specs:
            skulls -= 1
        n = counts[:]
        while skulls > 0:
            # the owner cancels the result worth least
            best_f, best_v = -1, float("inf")
            for f in (STAR, ONE, TWO, COURAGE, TOOL):
                if n[f] <= 0:
                    continue
                if f == TOOL:
                    v = wp * (tool_points(n[f]) - tool_points(n[f] - 1)) if level == "advanced" else 0.0
                else:
                    v = (ws, 1.0, 2.0, wc)[f - 1]
                if v < best_v:
                    best_f, best_v = f, v
            if best_f < 0:
                break
            n[best_f] -= 1
            skulls -= 1
        value = n[ONE] + 2 * n[TWO] + wc * n[COURAGE] + ws * n[STAR]
        if level == "advanced":
            value += wp * tool_points(n[TOOL])
        return value + bonus

    def _expected_virt(self, s: Any, u: Any) -> list[int]:
        if u.t.get("final"):
            return list(u.virt)
        v = u.copy()
        v.virt = []
        rolling.add_auto_virtuals(s, v)
        # "any colour" skulls: count them as colourless
        return [x if x // 6 < 4 else 3 * 6 + x % 6 for x in v.virt]

    def _results(self, u: Any, virt: list[int]) -> list[int]:
        return [d for i, d in enumerate(u.dice) if i != u.aside] + virt

    def _expect(self, s: Any, u: Any, virt: list[int], dice: tuple[int, ...], w: dict[str, float]) -> float:
        k = len(dice)
        base = [d for d in u.dice]
        keep = [base[i] for i in range(len(base)) if i != u.aside and i not in dice] + virt
        cols = [base[i] // 6 for i in dice]
        total = 0.0
        if 6 ** k <= self.settings.exact_limit:
            for faces in itertools.product(range(6), repeat=k):
                res = keep + [c * 6 + f for c, f in zip(cols, faces)]
                total += self.roll_value(s, u, res, w)
            return total / 6 ** k
        n = self.settings.samples
        for _ in range(n):
            res = keep + [c * 6 + self.rng.below(6) for c in cols]
            total += self.roll_value(s, u, res, w)
        return total / n

    def _skulls(self, u: Any, virt: list[int]) -> int:
        """Skulls showing on the unit's dice in play and on ``virt``."""
        return sum(1 for i in common.physical(u) if u.dice[i] % 6 == SKULL) + sum(1 for v in virt if v % 6 == SKULL)

    def _roll(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        for a in legal:
            if isinstance(a, A.Mulligan):
                return a
        for a in legal:
            if isinstance(a, A.RollDice):
                return a
        asides = [a for a in legal if isinstance(a, A.SetAside)]
        if asides:
            return asides[0]
        use = self._anytime_item(s, u, legal)
        if use is not None:
            return use
        w = self._weights(s, u)
        virt = self._expected_virt(s, u)
        locks = [a for a in legal if isinstance(a, A.LockDie)]
        if locks:
            base = self.roll_value(s, u, self._results(u, virt), w)
            scored = []
            for a in locks:
                d = list(u.dice)
                d[a.die] = 3 * 6 + SKULL  # a colourless skull: "this die is gone"
                tmp = u.copy()
                tmp.dice = d
                loss = base - self.roll_value(s, u, self._results(tmp, virt), w)
                # a skull without a colour still cancels: judge the die by its own face instead
                face_v = (-1.0, w["s"], 1.0, 2.0, w["c"], 0.4)[u.dice[a.die] % 6]
                scored.append((face_v + 0.3 * loss, a))
            return self._pick(scored)
        rerolls = [a for a in legal if isinstance(a, A.Reroll)]
        stop = next((a for a in legal if isinstance(a, A.StopRolling)), None)
        if not rerolls:
            return stop
        hunt = self._climb_reroll(s, u, virt, rerolls, stop)
        if hunt is not None:
            return hunt
        later = u.rolls < 2  # another re-roll will follow this one
        scored = []
        cur = self.roll_value(s, u, self._results(u, virt), w)
        if stop is not None:
            scored.append((cur, stop))
        for a in rerolls:
            ev = self._expect(s, u, virt, a.dice, w)
            if later:
                ev += 0.3 * len(a.dice) + 0.1
            scored.append((ev, a))
        return self._pick(scored)

    def _upkeep(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        w = self._weights(s, u)
        first = legal[0]
        if isinstance(first, A.ChooseColour):
            scored = []
            for a in legal:
                if isinstance(a, A.ChooseColour):
                    virt = list(u.virt)
                    for k, v in enumerate(virt):
                        if v // 6 == 4:
                            virt[k] = a.colour * 6 + v % 6
                            break
                    virt = [x if x // 6 < 4 else 3 * 6 + x % 6 for x in virt]
                    scored.append((self.roll_value(s, u, self._results(u, virt), w), a))
            return self._pick(scored)
        if isinstance(first, A.Leadership):
            scored = []
            cur = self.roll_value(s, u, self._results(u, u.virt), w)
            for a in legal:
                if not isinstance(a, A.Leadership):
                    continue
                if a.face >= 0:
                    v = self.roll_value(s, u, self._results(u, u.virt + [1 * 6 + a.face]), w) - cur
                elif a.target >= 0:
                    o = s.units[a.target]
                    v = 2 * (2.2 if self._courage_need(s, o) > 0 else 0.35)
                else:
                    v = 0.0
                scored.append((v, a))
            return self._pick(scored)
        if isinstance(first, A.ChooseDecoration):
            names = [a.name for a in legal if isinstance(a, A.ChooseDecoration)]
            for n in DECO_PREF:
                if n in names:
                    return next(a for a in legal if isinstance(a, A.ChooseDecoration) and a.name == n)
            return first
        cancels = [a for a in legal if isinstance(a, A.CancelResult)]
        if cancels or any(isinstance(a, A.UseAbility) for a in legal):
            for a in legal:
                if isinstance(a, A.UseAbility) and a.name == "Sharpshooter":
                    return a
            order = {STAR: w["s"], ONE: 1.0, TWO: 2.0, COURAGE: w["c"], TOOL: 0.3 * w["p"] * 3}
            return min(cancels, key=lambda a: order.get(a.face, 0.0))
        bonus = [a for a in legal if isinstance(a, A.BonusChoice)]
        if bonus:
            b = bonus[0].bonus
            if b == ONE:
                return min(bonus, key=lambda a: s.units[a.target].strength())
            if b == COURAGE:
                want_move = self._battle_cry_move_useful(s, u)
                return next((a for a in bonus if a.option == (1 if want_move else 0)), bonus[0])
            if b == TOOL:
                return next((a for a in bonus if a.option == 1), bonus[0])
        return None

    def _bc_bunker_next(self, s: Any, u: Any) -> bool:
        """A bunker only a Battle Cry move enters is next to the unit (Merville, §5.17)."""
        bm = common.bmap(s)
        return any(common.is_bunker(s, d) and common.prop(s, d, "battle_cry_only")
                   for d in bm.adj.get(u.sector, []))

    def _battle_cry_move_useful(self, s: Any, u: Any) -> bool:
        """The free move pays if the unit must advance soon and cannot afford it, or if only a
        Battle Cry move enters the bunker next door."""
        if self._bc_bunker_next(s, u):
            return True
        bm = common.bmap(s)
        costs = [movement.line_cost(s, u.sector, d) for d in bm.adj.get(u.sector, [])
                 if d not in u.visited]
        fwd = [c for c in costs if c > 0]
        return bool(fwd) and u.stay >= 2 and min(fwd) > u.courage and min(fwd) >= 2

    def _post(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        w = self._weights(s, u)
        climb = self._climb_post(s, u, legal, w)
        if climb is not None:
            return climb
        cur = self.roll_value(s, u, self._results(u, u.virt), w)
        scored: list[tuple[float, Action]] = []
        for a in legal:
            if isinstance(a, A.PlayDecoration):
                v = self._deco_value(s, u, a)
                if v is not None:
                    scored.append((v, a))
            elif isinstance(a, A.UseAbility) and a.name in ("Corporal", "Jeep"):
                ev = self._expect(s, u, u.virt, (a.die,), w)
                scored.append((ev - cur - 0.05, a))
            elif isinstance(a, A.UseAbility) and a.name == "Captain":
                tmp = u.copy()
                tmp.dice[a.die] = a.value * 6 + u.dice[a.die] % 6
                scored.append((self.roll_value(s, u, self._results(tmp, u.virt), w) - cur - 0.05, a))
            elif isinstance(a, A.PoolSwap) and u.pool:
                tmp = u.copy()
                tmp.dice[a.die] = u.pool[a.index]
                scored.append((self.roll_value(s, u, self._results(tmp, u.virt), w) - cur - 2.0, a))
            elif isinstance(a, A.UseItem):
                v = self._post_item(s, u, a, w, cur)
                if v is not None:
                    scored.append((v, a))
        scored = [(v, a) for v, a in scored if v > 0.2]
        if scored:
            return self._pick(scored)
        return next((a for a in legal if isinstance(a, A.Pass)), None)

    def _post_item(self, s: Any, u: Any, a: Any, w: dict[str, float], cur: float) -> float | None:
        cost = ITEM_VALUE.get(a.item, 1.0)
        if a.item in CLIMB_ITEMS and self._climb_ahead(s, u):
            return None  # hard: kept for the climb (_climb_post)
        tmp = u.copy()
        virt = list(u.virt)
        if a.item in ("Binoculars", "Rangefinder"):
            tmp.dice[a.die] = (u.dice[a.die] // 6) * 6 + a.value
        elif a.item == "Strategic Map":
            tmp.dice[a.die] = a.value * 6 + u.dice[a.die] % 6
        elif a.item == "Ammo Box":
            tmp.dice = [(d // 6) * 6 + a.value if d % 6 == SKULL else d for d in u.dice]
            virt = [(v // 6) * 6 + a.value if v % 6 == SKULL else v for v in virt]
        elif a.item == "Toolkit":
            virt = virt + [3 * 6 + TOOL, 3 * 6 + TOOL]
        elif a.item in CLIMB_ITEMS and self.settings.climb:
            virt = virt + [3 * 6 + SKULL]  # pays only where that skull completes a climb
        else:
            return self._anytime_value(s, u, a)
        return self.roll_value(s, u, self._results(tmp, virt), w) - cur - cost

    def _deco_value(self, s: Any, u: Any, a: Any) -> float | None:
        name = a.name
        if name == "Medal of Honor":
            loss = self._sector_loss(s, u, u.sector, u.stay)
            if common.is_bunker(s, u.sector):
                return None
            bm = common.bmap(s)
            near_bunker = any(d in bm.bunkers for d in bm.adj.get(u.sector, []))
            if loss >= 9 and not (near_bunker and u.courage >= 4) or loss >= u.strength():
                return 5.0
            return None
        if name == "Distinguished Service Cross":
            return 3.0 + SPEC_VALUE.get(a.choice, 0.0) * 0.1
        if name == "Legion of Merit":
            return 2.0 - VEHICLE_PREF.index(a.choice) * 0.1 if a.choice in VEHICLE_PREF else 0.5
        if name == "Military Cross":
            return 2.0 + ITEM_VALUE.get(a.choice, 0.0) * 0.1
        if name == "Distinguished Conduct Medal":
            return 3.0 + {ONE: 0.5, TWO: 0.4}.get(a.value, 0.0)
        if name == "Victoria Cross":
            o = s.units[a.target]
            loss = self._sector_loss(s, o, o.sector, o.stay)
            return 5.0 if loss >= 9 and not common.is_bunker(s, o.sector) else None
        return 2.0
