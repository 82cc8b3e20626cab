"""The D-Day Dice planner under fire: the items of the combat phase (phase 5) and who is lost.

Items are used where they pay most (DEF items in the bunker, the Bangalore Torpedo against the
heaviest defence); saves always, soldiers before specialists, the least valuable specialist first.
"""

from __future__ import annotations

from typing import Any

from ai.dday.worth import SPEC_VALUE
from game.core.types import Action
from game.dday import actions as A
from game.dday import common
from game.dday.combat import def_part


class CombatChoices:
    """The combat part of :class:`ai.dday.planner.DDayPlanner` (a mixin)."""

    def _combat(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        in_bunker = common.is_bunker(s, u.sector)
        loss = self._sector_loss(s, u, u.sector, u.stay)
        step = s.combat.get("step")
        for a in legal:
            if not isinstance(a, A.UseItem):
                continue
            n = a.item
            if n in ("Flame-thrower", "Bazooka", "Gammon Bomb") and in_bunker:
                return a
            if n == "Bazooka" and loss >= u.strength():
                return a
            if n == "Bangalore Torpedo":
                d = self._def_now(s, u)
                if d >= 10 or (d >= 8 and loss >= u.strength() - 2):
                    return a
            if n == "Grenade" and (in_bunker or loss >= 11 or loss >= u.strength()):
                return a
            if n == "Flak Vest" and step == "trade" and s.combat.get("mgf", 0) >= (1 if in_bunker else 4):
                return a
        use = self._anytime_item(s, u, legal)
        if use is not None:
            return use
        return next((a for a in legal if isinstance(a, A.Pass)), None)

    def _def_now(self, s: Any, u: Any) -> int:
        return def_part(s, u, u.sector)

    def _loss(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        e = s.losses[0]
        n = e["n"]
        for a in legal:
            if isinstance(a, A.Save) and a.by in ("Medic", "Ambulance"):
                return a
        for a in legal:
            if isinstance(a, A.UseItem) and a.item in ("Field Radio", "Walkie-Talkie"):
                return a
        dying = n >= u.strength()
        for a in legal:
            if isinstance(a, A.Save) and a.by == "Paratrooper" and (n >= 5 or dying):
                return a
        if dying or n >= 4:
            heroes = [a for a in legal if isinstance(a, A.Save) and a.by == "Hero"]
            if heroes:
                for a in sorted(heroes, key=lambda a: -a.amount):
                    # stars freely; courage (the route's fuel) only to stay alive
                    if a.pay == "stars" or dying:
                        return a
        for a in legal:
            if isinstance(a, A.LoseSoldiers):
                return a
        specs = [a for a in legal if isinstance(a, A.LoseSpecialist)]
        if specs:
            return min(specs, key=lambda a: SPEC_VALUE.get(a.name, 0.0))
        return None
