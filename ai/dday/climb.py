"""The D-Day Dice planner at a cliff (Pointe-du-Hoc, §5.16), hard only: the climb played as the
gamble it is.

* the route plan gives the advance out of a climbing sector only the chance of 4 skulls with two
  re-rolls (:func:`climb_chance`: about 1 in 5 a turn bare, 1 in 2 with one climb item, 4 in 5
  with two);
* it moves up next to the cliff only with the strength the climb and the two sectors above it
  take (``CLIMB_RESERVE``, less for each climb item held); short of it, it gathers more below,
  where the beach and row 2 roughly pay their DEF, instead of at the cliff foot, where DEF 10 a
  turn meets dice that hunt skulls;
* at the cliff foot the dice keep every skull and re-roll the rest (judging each re-roll as the
  last sees only the chance of 4 skulls at once), and once the skulls and the climb items in hand
  make 4 the skulls stay;
* climb items (Grappling Hook, Rangefinder, Rope Ladder, Binoculars: each can add a skull) and a
  Point Man, the extra attempt, are bought before the climb and kept for it; the items are spent
  only on a roll where together with the skulls rolled they make the climb, cheapest first;
* of two equal roads up it takes the one that scores more victory points (§4.17: the bunker
  entered from 12 rather than 11).
"""

from __future__ import annotations

import math
from typing import Any

from ai.dday.worth import CLIMB_ITEMS, CLIMB_RESERVE, CLIMB_RESERVE_K, SKULL, VP_WEIGHT
from game.core.types import Action
from game.dday import actions as A
from game.dday import common, movement


def climb_chance(dice: int, extra_skulls: int, rolls: int = 3) -> float:
    """Chance that ``dice`` dice, re-rolled up to ``rolls`` times keeping every skull, show at
    least 4 skulls together with ``extra_skulls`` virtual ones (the §5.16 climb)."""
    need = 4 - extra_skulls
    if need <= 0:
        return 1.0
    q = 1 - (5 / 6) ** rolls  # one die shows a skull by the last roll
    return sum(math.comb(dice, k) * q ** k * (1 - q) ** (dice - k) for k in range(need, dice + 1))


class ClimbChoices:
    """The climb part of :class:`ai.dday.planner.DDayPlanner` (a mixin; every judgement here is
    off unless the level's ``climb`` / ``hunt`` settings say otherwise)."""

    def _climbing(self, s: Any, sec: str) -> bool:
        return self.settings.climb and bool(common.prop(s, sec, "climb"))

    def _climb_items(self, u: Any) -> int:
        return min(3, sum(1 for n in u.items if n in CLIMB_ITEMS))

    def _climb_ahead(self, s: Any, u: Any) -> bool:
        """Hard: a climbing sector (§5.16) still lies on the unit's way up."""
        if not self.settings.climb or not common.props_live(s):
            return False
        bm = common.bmap(s)
        row = bm.row_of.get(u.sector, 0)
        return any(common.prop(s, sec, "climb") and r >= row for sec, r in bm.row_of.items())

    def _climb_mix(self, s: Any, u: Any, sec: str, held: float, up: float, visited: frozenset,
                   courage: float, whistle: bool, nspecs: int, depth: int) -> float:
        """A phase-4 decision at the cliff foot: the advance is open only if this turn's climb
        succeeded (chance ``climb_chance``); otherwise the unit stays, moves across or falls back
        (§5.16 retreat, free, to an unvisited sector), or is lost if it must move and cannot."""
        fail = held
        for d in common.bmap(s).retreat.get(sec, []):
            if d in visited:
                continue
            inc, cinc = self._income(s, u, d)
            loss = self._sector_loss(s, u, d, 1)
            v = -loss + inc + self._plan(s, u, d, 2, False, visited | {d}, courage + cinc, whistle, nspecs,
                                         depth + 1)
            fail = max(fail, v)
        p = self._climb_p
        return p * max(fail, up) + (1 - p) * fail

    def _climb_reroll(self, s: Any, u: Any, virt: list[int], rerolls: list[Any], stop: Any) -> Action | None:
        """Hard, at the cliff foot (§5.16): keep every skull and re-roll every other die until the
        roll holds the 4 skulls of a climb (less one per climb item in hand). Judging each re-roll
        as if it were the last sees only the chance of 4 skulls at once and gives up on a first
        roll with one skull, which with two re-rolls left still climbs 1 time in 6."""
        if not self.settings.hunt or not self._climbing(s, u.sector):
            return None
        hooks = self._climb_items(u)
        skulls = self._skulls(u, virt)
        others = {i for i in common.physical(u) if u.dice[i] % 6 != SKULL}
        if skulls + hooks < 4:
            return next((a for a in rerolls if set(a.dice) == others), None)
        # the climb is in hand: the skulls stay, the other dice are judged with the items'
        # skulls counted (without them the plain judgement would re-roll the skulls)
        w = self._weights(s, u)
        extra = virt + [3 * 6 + SKULL] * max(0, 4 - skulls)
        scored = [(self.roll_value(s, u, self._results(u, extra), w), stop)] if stop is not None else []
        for a in rerolls:
            if set(a.dice) <= others:
                scored.append((self._expect(s, u, extra, a.dice, w), a))
        return self._pick(scored)

    def _climb_post(self, s: Any, u: Any, legal: list[Action], w: dict[str, float]) -> Action | None:
        """Hard, at the cliff foot after the final roll: spend climb items only when together
        with the skulls rolled they make the 4 of a climb (§5.16) the unit can pay for this turn;
        the cheapest item first, a changed die the one showing the least useful face."""
        if not self._climbing(s, u.sector) or movement.climb_ok(s, u) or not self._climb_paid(s, u):
            return None
        uses = [a for a in legal if isinstance(a, A.UseItem) and a.item in CLIMB_ITEMS
                and (a.die < 0 or a.value == SKULL)]
        skulls = self._skulls(u, u.virt)
        if not uses or skulls + len({a.item for a in uses}) < 4:
            return None
        face_v = (0.0, w["s"], 1.0, 2.0, w["c"], 0.3)
        return min(uses, key=lambda a: (CLIMB_ITEMS.index(a.item),
                                        face_v[u.dice[a.die] % 6] if a.die >= 0 else 0.0))

    def _climb_paid(self, s: Any, u: Any) -> bool:
        """The unit could pay the courage of an advance out of its climbing sector this turn."""
        bm = common.bmap(s)
        for d in bm.adj.get(u.sector, []):
            if bm.row_of[d] <= bm.row_of[u.sector] or d in u.visited:
                continue
            cost = self._line_cost(s, u, u.sector, d)
            if "Whistle" in u.items or u.courage >= cost:
                return True
        return False

    def _unready(self, s: Any, u: Any, dest: str) -> float:
        """Hard: how much less an advance next to or onto the cliff foot (§5.16) is worth while
        the unit is short of CLIMB_RESERVE strength (less for each climb item held, which shortens
        the climb). The climb and the two sectors above it eat about that much even when the climb
        comes soon, and a unit gathers strength more cheaply below (rows 1-2 roughly pay their DEF)
        than at the cliff foot (DEF 10 a turn while the dice hunt skulls)."""
        if not self.settings.climb or not common.props_live(s):
            return 0.0
        bm = common.bmap(s)
        row = bm.row_of.get(dest, 0)
        if row <= bm.row_of.get(u.sector, 0):
            return 0.0
        near = self._climbing(s, dest) or any(self._climbing(s, d) for d in bm.adj.get(dest, []))
        if not near:
            return 0.0
        reserve = CLIMB_RESERVE - 4.0 * self._climb_items(u)
        return CLIMB_RESERVE_K * max(0.0, reserve - u.strength())

    def _vp_from(self, s: Any, sec: str) -> float:
        """Hard, on a map with a climb: the victory points (§4.17, 10 per number of the last sector
        before the bunker) weighed lightly, so that of two equal roads it takes the one scoring
        more (Pointe-du-Hoc: up 10-12 rather than 9-11)."""
        if not self.settings.climb or not sec.isdigit():
            return 0.0
        if not any(common.prop(s, x, "climb") for x in common.bmap(s).sectors):
            return 0.0
        return VP_WEIGHT * 10 * int(sec)
