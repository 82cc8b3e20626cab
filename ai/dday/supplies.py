"""The D-Day Dice planner's purchases and items: recruiting specialists and finding items and
vehicles (phase 3), and the items used at any time.

Fixed preferences: cheap key specialists first (the Corporal opens sector 5), bunker items
(Flame-thrower, Bazooka) saved for, the Whistle and the Lucky Charm while courage is short;
courage, the fuel of every route, is never spent on random decorations.
"""

from __future__ import annotations

from typing import Any

from ai.dday.worth import CLIMB_ITEM_VALUE, CLIMB_ITEMS, ITEM_VALUE, SPEC_VALUE
from game.core.types import Action
from game.dday import actions as A
from game.dday import common, data


class SupplyChoices:
    """The purchases part of :class:`ai.dday.planner.DDayPlanner` (a mixin)."""

    def _recruit(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        use = self._anytime_item(s, u, legal)
        if use is not None:
            return use
        recruits = [a for a in legal if isinstance(a, A.Recruit)]
        if recruits:
            best = max(recruits, key=lambda a: self._spec_value(s, u, a.name))
            if self._recruit_now(s, u, best.name):
                return best
        finds = [a for a in legal if isinstance(a, A.FindItem)]
        if finds:
            pick = self._find(s, u, finds)
            if pick is not None:
                return pick
        # courage is the scarce resource of every route: never spent on random decorations
        return next((a for a in legal if isinstance(a, A.Pass)), None)

    def _spec_value(self, s: Any, u: Any, name: str) -> float:
        """Hard, before a climb: a Point Man buys one more attempt at the cliff foot."""
        if name == "Point Man" and self._climb_ahead(s, u):
            return 3.2 if "Point Man" not in u.specs else 2.0
        return SPEC_VALUE.get(name, 0.0)

    def _recruit_now(self, s: Any, u: Any, name: str) -> bool:
        """Buy now, unless saving for a clearly better specialist that is nearly affordable."""
        cost = common.specialist_cost(u, name)
        if name == "General" and s.players == 1:
            return u.stars >= cost + 2
        for other in common.recruitable(s, u):
            if other == name or SPEC_VALUE.get(other, 0) <= SPEC_VALUE.get(name, 0) + 0.25:
                continue
            oc = common.specialist_cost(u, other)
            if oc > u.stars and oc - u.stars <= 1 and cost > 2:
                return False
        return True

    def _find(self, s: Any, u: Any, finds: list[Any]) -> Action | None:
        need = self._courage_need(s, u)
        best, best_v = None, 0.0
        ft = "Flame-thrower" in s.item_pool and "Flame-thrower" not in u.items
        for a in finds:
            if a.name in data.VEHICLES:
                v = 1.0
            else:
                v = ITEM_VALUE.get(a.name, 0.0)
                if a.name in ("Whistle", "Lucky Charm") and need <= 0:
                    v *= 0.3
                if a.name == "Mine Detector" and "Minesweeper" in u.specs:
                    v = 0.0
                held = self._climb_items(u)
                if a.name in CLIMB_ITEMS and self._climb_ahead(s, u) and held < len(CLIMB_ITEM_VALUE):
                    # each lifts a climbing turn's chance: about 1 in 5 bare, 1 in 2, 4 in 5
                    v = CLIMB_ITEM_VALUE[held]
                cost = common.item_cost(s, u, a.name)
                # saving for the Flame-thrower: cheap extras only when the points will still do
                if ft and a.name != "Flame-thrower" and u.points - cost < 15 and v < 6:
                    v *= 0.3
            if v > best_v:
                best, best_v = a, v
        return best if best_v >= 1.5 else None

    def _anytime_value(self, s: Any, u: Any, a: Any) -> float | None:
        name = a.item
        if name in ("Field Radio", "Walkie-Talkie", "Pocket Bible", "Medal Case", "Signalling Lamp"):
            return 1.0
        if name == "Lucky Charm":
            need = self._courage_need(s, u)
            return 1.0 if (a.value == 1) == (need > 0 or s.level != "advanced") else 0.5
        if name == "Shoulder Patch":
            if u.soldiers < 3:
                return None
            return 0.5 + SPEC_VALUE.get(a.sector, 0.0) * 0.1
        if name == "Command Jacket":
            return 1.0
        if name == "Amphetamines" and a.value == 0:
            return 0.8
        return None

    def _anytime_item(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        scored = []
        for a in legal:
            if isinstance(a, A.UseItem):
                v = self._anytime_value(s, u, a)
                if v is not None:
                    scored.append((v, a))
        if not scored:
            return None
        scored.sort(key=lambda t: -t[0])
        return scored[0][1]
