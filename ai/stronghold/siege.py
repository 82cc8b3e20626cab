"""Stronghold's own agent ``siege``: a defender that defends and an attacker that plans its assault.

The general greedy search judged every Stronghold position with one number seen from the
attacker's side; the defender it played moved heroes to the courtyard, shuffled archers between
a bastion and the guardhouse and never paid for a building action, because a partial payment
changes nothing the evaluation saw. This agent judges the coming Assault instead
(:mod:`ai.stronghold.forecast`).

The defender (``defence_value``) looks one action ahead over this value: a unit moved onto the
section facing the largest assault, the Officer's Speech, a Glow on the section that would fall,
a cauldron where the trolls stand; the hourglasses a turn must spend are put on building actions
(paid progress is valued, so a Glow or cannon is paid over several phases and completed on the
section the attack chose). The attacker (``attack_value``) looks one action ahead over the
mirror-image value: where the breach margin is best it sends its strongest units, and it keeps
some threat on a second section so one Glow cannot stop the whole round.

The attacker's mind judges a dispatch by playing its moves out (one greedy step at a time), and
both minds may look two actions ahead (``second``): the best few actions are judged by the best
pair they start, which finds a unit sent to the courtyard and on to the threatened section, or
the hourglass that completes a Glow. Levels are settings of the same agent
(:mod:`ai.stronghold.levels`).
"""

from __future__ import annotations

import math
from typing import Any

from ai.agent import Budget, forced, level_settings
from ai.agents import GreedyAgent, thinking_seconds
from ai.registry import heuristics_for
from ai.search import Clock
from ai.stronghold.forecast import attack_value, defence_value
from ai.stronghold.levels import SIEGE_LEVELS, SiegeSettings
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action


class SiegeAgent:
    """Stronghold's planner for either side (module doc)."""

    wants_view = True

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None,
                 settings: SiegeSettings | None = None) -> None:
        if settings is None:
            level, settings = level_settings(SIEGE_LEVELS, "siege", level)
        self.rules = rules
        self.seat = seat
        self.seed = seed
        self.level = level or "normal"
        self.settings = settings
        self.name = f"siege:{self.level}"
        self.rng = Rng(seed)
        self.h = heuristics_for(rules.id)
        greedy_level = settings.attacker.partition(":")[2] or "normal"
        self.fallback = GreedyAgent(rules, seat, seed, greedy_level)
        self.last: dict[str, Any] = {}

    def explain(self) -> dict[str, Any] | None:
        return self.fallback.explain() if self.last.get("fallback") else None

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        only = forced(self, legal_actions)
        if only is not None:
            return only
        defender = self.seat >= view.n_att
        if view.stage in ("cards", "round_start") or (not defender and not self.settings.plan_attack):
            self.last = {"fallback": True}
            return self.fallback.choose(view, legal_actions, budget)
        # The level's time, or less when the caller caps it (bench --budget): later samples and
        # second-ply checks are skipped once it runs out; one sample is always judged whole.
        clock = Clock(thinking_seconds(self.settings.seconds, budget))
        states = [self.h.determinize(self.rules, view, self.seat, self.rng.next_u32())
                  for _ in range(max(1, self.settings.samples))]
        value = (lambda st: defence_value(st, self.settings.look_ahead)) if defender else attack_value
        scores = dict.fromkeys(legal_actions, 0.0)
        kids: list[dict[Action, Any]] = []
        for state in states:
            if kids and clock.expired():
                break
            kid: dict[Action, Any] = {}
            for action in legal_actions:
                child = self.rules.clone(state)
                self.rules.perform(child, action)
                if not defender and type(action).__name__ == "StartDispatch":
                    child = self._follow_dispatch(child, value)
                kid[action] = child
                scores[action] += value(child)
            kids.append(kid)
        second = self.settings.second if defender else self.settings.att_second
        if second and view.stage in ("defend", "attack"):
            self._second_ply(scores, kids, legal_actions, value, second, clock)
        noise = self.settings.noise if defender else self.settings.att_noise
        best, best_value = legal_actions[0], -math.inf
        for action in legal_actions:
            v = scores[action] / len(kids)
            if noise:
                v += (self.rng.random() * 2.0 - 1.0) * noise
            if v > best_value:
                best, best_value = action, v
        self.last = {"value": best_value, "samples": len(kids)}
        return best

    def _second_ply(self, scores: dict[Action, float], kids: list[dict[Action, Any]],
                    legal: list[Action], value: Any, second: int, clock: Clock) -> None:
        """The best few actions are judged by the best pair they start (a unit to the courtyard
        and on to the threatened section, the hourglass that completes a Glow): ``scores`` of
        those become the value after this action and the best next one of the same turn."""
        rules, seat = self.rules, self.seat
        ranked = sorted(legal, key=scores.__getitem__, reverse=True)
        pool = set(ranked[: self.settings.pool])
        for action in ranked[:second]:
            if clock.expired():
                break
            total = 0.0
            for kid in kids:
                child = kid[action]
                here = value(child)
                if not child.over and child.stage in ("defend", "attack") and rules.to_act(child) == [seat]:
                    for follow in rules.legal_actions(child, seat):
                        if follow not in pool and not getattr(follow, "target", ""):
                            continue
                        grand = rules.clone(child)
                        rules.perform(grand, follow)
                        here = max(here, value(grand))
                total += here
            scores[action] = total

    def _follow_dispatch(self, state: Any, value: Any) -> Any:
        """A dispatch is worth what its moves achieve: play them out one greedy step at a time
        (the same value) until the dispatch ends."""
        rules = self.rules
        for _step in range(40):
            if state.over or state.stage != "dispatch" or rules.to_act(state) != [self.seat]:
                break
            best, best_value = None, -math.inf
            for action in rules.legal_actions(state, self.seat):
                child = rules.clone(state)
                rules.perform(child, action)
                v = value(child)
                if v > best_value:
                    best, best_value = child, v
            if best is None:
                break
            state = best
        return state

