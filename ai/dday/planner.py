"""D-Day Dice planner: a rule-based teammate built from the rulebook's strategy notes (§4.19).

Not a tree search. Each decision is scored with game knowledge, one part per concern:

* the road to the bunker, phase 4 (:mod:`ai.dday.route`);
* the dice: the roll, the upkeep's choices and the window after the final roll
  (:mod:`ai.dday.dice`);
* recruiting and the items used at any time (:mod:`ai.dday.supplies`);
* the combat phase and losses (:mod:`ai.dday.combat`);
* a cliff to climb (Pointe-du-Hoc, §5.16), hard only (:mod:`ai.dday.climb`).

This module holds the entry point (which part decides), the answers to requests, and what the
unit needs on its way (the courage still to pay, and the weights of the roll's faces that follow
from it). The figures the parts weigh are in :mod:`ai.dday.worth`, the levels in
:mod:`ai.dday.levels`.

It reads only the seat's view; the only hidden thing (decoration deck order) is never needed.
"""

from __future__ import annotations

import time
from typing import Any

from ai.agent import Budget, level_settings
from ai.dday.climb import ClimbChoices
from ai.dday.combat import CombatChoices
from ai.dday.dice import DiceChoices
from ai.dday.levels import LEVELS
from ai.dday.route import RouteChoices
from ai.dday.supplies import SupplyChoices
from ai.dday.worth import SPEC_VALUE
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action
from game.dday import actions as A
from game.dday import common, movement


class DDayPlanner(RouteChoices, DiceChoices, SupplyChoices, CombatChoices, ClimbChoices):
    """The ``dday_planner`` teammate (levels easy / normal / hard: :mod:`ai.dday.levels`)."""

    wants_view = True

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None) -> None:
        self.level, self.settings = level_settings(LEVELS, "dday_planner", level)
        self.rules = rules
        self.seat = seat
        self.rng = Rng(seed)
        self.name = f"dday_planner:{self.level}"
        self.last: dict[str, Any] = {}
        self._plan_cache: dict[Any, float] = {}
        self._climb_p = 0.0  # this decision's chance a climbing turn succeeds (hard: §5.16)
        self._nodes = 0
        self.max_nodes = 0

    def choose(self, view: Any, legal: list[Action], budget: Budget) -> Action:
        if not legal:
            raise ValueError("planner: no legal action")
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        try:
            action = self._decide(view, legal)
        except Exception:  # pragma: no cover - a teammate never crashes the table
            action = None
        if action is None or action not in legal:
            action = self._fallback(legal)
        self.last = {"seconds": time.perf_counter() - start}
        return action

    def _fallback(self, legal: list[Action]) -> Action:
        for kind in (A.Pass, A.StopRolling, A.LoseSoldiers, A.Stay, A.RollDice):
            for a in legal:
                if type(a) is kind:
                    return a
        return legal[0]

    def _pick(self, scored: list[tuple[float, Action]]) -> Action | None:
        if not scored:
            return None
        noise = self.settings.noise
        best, best_v = None, -float("inf")
        for v, a in scored:
            if noise:
                v += (self.rng.random() * 2 - 1) * noise
            if v > best_v:
                best, best_v = a, v
        return best

    def _decide(self, s: Any, legal: list[Action]) -> Action | None:
        u = s.units[self.seat]
        kinds = {type(a) for a in legal}
        if s.losses:
            return self._loss(s, u, legal)
        if s.request:
            return self._request(s, u, legal)
        if A.Move in kinds and s.phase == "start":
            return self._start(s, legal)
        if s.phase == "roll":
            return self._roll(s, u, legal)
        if s.phase == "upkeep":
            return self._upkeep(s, u, legal)
        if s.phase == "move":
            return self._move(s, u, legal)
        if s.phase == "post":
            return self._post(s, u, legal)
        if s.phase == "recruit":
            return self._recruit(s, u, legal)
        if s.phase == "combat":
            return self._combat(s, u, legal)
        return None

    def _request(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        req = s.request
        if req["kind"] == "bino":
            d = s.d6 or {}
            kind = d.get("kind")
            uses = [a for a in legal if isinstance(a, A.UseItem)]
            if kind in ("mine", "combat"):
                dice = d.get("dice", [])
                if uses and dice:
                    i = max(range(len(dice)), key=lambda k: dice[k])
                    if dice[i] >= 4:
                        return next((a for a in uses if a.die == i and a.value == 1), None)
            if kind == "gain" and uses and d.get("dice", [6])[0] <= 2:
                return next((a for a in uses if a.value == 6), None)
            return next((a for a in legal if isinstance(a, A.Pass)), None)
        if req["kind"] == "join":
            return self._move(s, u, legal)
        if req["kind"] == "presson":
            return next((a for a in legal if isinstance(a, A.PressOn) and not a.accept), None)
        if req["kind"] == "help":
            return self._help(s, u, legal)
        for a in legal:
            if isinstance(a, A.AnswerSwap) and a.accept:
                return a
        return None

    def _courage_need(self, s: Any, u: Any) -> int:
        """Courage still to pay on the cheapest way to a bunker, less what the unit holds."""
        bm = common.bmap(s)
        best: dict[str, int] = {}
        frontier = [(0, u.sector)]
        while frontier:
            frontier.sort()
            cost, sec = frontier.pop(0)
            if sec in best:
                continue
            best[sec] = cost
            if sec in bm.bunkers:
                continue
            for d in bm.adj.get(sec, []):
                if d in u.visited or d in best:
                    continue
                c = self._line_cost(s, u, sec, d)
                frontier.append((cost + c, d))
        need = min((best[b] for b in bm.bunkers if b in best), default=0)
        if "Whistle" in u.items:
            need -= 3
        return max(0, need - u.courage)

    def _line_cost(self, s: Any, u: Any, src: str, dest: str) -> int:
        """Courage the unit pays to move from ``src`` to ``dest`` (a Platoon Leader saves one)."""
        c = movement.line_cost(s, src, dest)
        return c - 1 if c and "Platoon Leader" in u.specs else c

    def _next_move_cost(self, s: Any, u: Any) -> int:
        """Courage of the cheapest move out of the unit's sector (0 if a lateral move is open)."""
        bm = common.bmap(s)
        costs = []
        for d in bm.adj.get(u.sector, []):
            if d in u.visited:
                continue
            c = self._line_cost(s, u, u.sector, d)
            costs.append(0 if "Whistle" in u.items else c)
        return min(costs, default=0)

    def _weights(self, s: Any, u: Any) -> dict[str, float]:
        need = self._courage_need(s, u)
        wc = 2.2 if need > 0 else 0.35
        urgent = self._next_move_cost(s, u)
        if urgent > u.courage:
            # the marker says "move" at this upkeep (or the next): without courage the unit is lost
            if u.stay >= 3 or common.prop(s, u.sector, "black"):
                wc = 9.0
            elif u.stay == 2:
                wc = max(wc, 3.5)
        wants = [n for n in common.recruitable(s, u) if n in SPEC_VALUE]
        ws = 0.75 if wants and s.level != "exercise" else 0.1
        wp = 0.3 if s.level == "advanced" else 0.0
        if u.points > 40:
            wp = 0.12
        if s.level == "exercise":
            ws = 0.0
        return {"c": wc, "s": ws, "p": wp, "need": need}
