"""A teammate for The Big Book of Madness: the ``planner`` agent (levels easy / normal / hard).

Rulebook hints (spec §4.13) turned into a policy:

* **action choice** (the ``act`` decision, own turn or a granted action): every legal action is
  tried on a determinized copy of the view (``rules.determinize``), carried through to the end
  with this module's own choices (payment card by card, targets, cards to pick), and the result is
  scored by :func:`evaluate` — the madness deck (empty = lost), the curses still on the track
  (weighted by what their effect costs the team if they trigger, and by the round: round 6 must
  be cleared), madness clogging hands, supports and decks, deck quality (value-2/3 cards) and the
  spells known. Ending the actions is scored on the position as it stands. So the team breaks
  curses before they trigger, banishes madness, parks madness and cards in the shared support,
  gives the partner actions (Telepathy, Mind Control) when the partner's cards break a curse, and
  otherwise improves its decks and learns spells.
* **the final round** (and its payments and card picks): the outcome is decided within five
  turns, so each of the best few candidate actions is carried out on several determinized samples
  and the game is played to its end by fast rules of thumb for every seat (break a curse, the
  one whose payment leaves the team best placed first; give a partner who can break one an
  action by Telepathy; park useful cards in the shared support; draw, clean madness out of hands,
  use the wizard's power; banish from the madness deck only when it is nearly empty; and spend
  on none of these the elements the curses left still need); the share of won rollouts decides
  and the one-ply value breaks ties. The same samples serve every candidate (common random
  numbers).
* **team planning** (``ai/madness/team.py``): a curse counts as nearly broken only when one seat
  that plays before it triggers can pay it with its own hand and the shared support (a partner's
  Telepathy or Mind Control opens every hand); so a seat parks the card its partner is short of,
  grants the action to the partner who can break, and late in a round the seats that open the
  next one save for the next monster's curses the book previews (§4.10). In its own action
  phase a seat also counts the partners it can still grant an action to this turn, so parking
  the card a partner lacks and then casting Telepathy is seen as breaking the curse in time.
* **the bank for the final monster** (rounds 4-5): the final round gives five turns to pay
  every curse, each payment by one seat; the shared support is where every seat pays from and
  it keeps from round to round (§4.8), so the team parks the final monster's elements (the book
  shows them during round 5) there, whatever the madness deck holds: most games that reach the
  final round are lost at its end, entering it with an empty support.
* **payments**: the card that covers the most of what is still owed without waste, from the
  element the curses on the track need least; the hand before the shared support.
* **small choices** (discards, destroys, supports, targets, spells, bonuses): rules of thumb,
  never random.

Agents see views only: hidden draw decks, curse decks, library and grimoire pages are sampled by
``rules.determinize`` from the view; nothing reads the true state.

The parts: the position's value (:mod:`ai.madness.evaluation`), the rules of thumb
(:mod:`ai.madness.choices`), team planning (:mod:`ai.madness.team`), the levels
(:mod:`ai.madness.levels`); this module holds the look-ahead that ties them together.
"""

from __future__ import annotations

from typing import Any

from ai.agent import Budget, level_settings
from ai.madness.choices import Chooser
from ai.madness.evaluation import HAND, evaluate, learned_coefficients
from ai.madness.levels import LEVELS, PlannerSettings
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action


class MadnessPlanner:
    """The ``planner`` teammate (see the module docstring)."""

    wants_view = True
    end_tasks = ("act", "pay", "pick")  # decisions searched by rollouts in the final round

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None) -> None:
        self.level, self.settings = level_settings(LEVELS, "planner", level)
        self.rules = rules
        self.seat = seat
        self.rng = Rng(seed)
        self.name = f"planner:{self.level}"
        learned = learned_coefficients() if self.settings.evaluation == "learned" else None
        self.coefs = learned or HAND
        self.chooser = Chooser(rules, self.coefs)
        self.last: dict[str, Any] = {}
        self._last_act: Action | None = None
        self._dead: set[Action] = set()  # actions whose payment was cancelled this turn
        self._dead_turn = -1

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        if not legal_actions:
            raise ValueError(f"{self.name}: no legal action to choose from")
        if view.turn != self._dead_turn:
            self._dead_turn, self._dead = view.turn, set()
        task = view.tasks[-1][0] if view.tasks else ""
        if task == "act":
            legal_actions = [a for a in legal_actions if a not in self._dead] or legal_actions
        picked = self._choose(view, legal_actions)
        if task == "act":
            self._last_act = picked
        elif type(picked).__name__ == "CancelPayment" and self._last_act is not None:
            # the payment this action began was given up: never begin it again this turn
            # (it would be given up again, and the game would not move on)
            self._dead.add(self._last_act)
        return picked

    def _choose(self, view: Any, legal_actions: list[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        state = self.rules.determinize(view, self.seat, self.rng.next_u32())
        t = state.tasks[-1] if state.tasks else ("",)
        if (self.settings.lookahead and self.settings.endgame and t[0] in self.end_tasks
                and (state.round - 1) * 5 + state.marker >= self.settings.end_from):
            return self._endgame(view, state, legal_actions)
        if t[0] == "act" and self.settings.lookahead:
            return self._choose_act(view, state, legal_actions)
        a = self.chooser.choose(state, legal_actions)
        return a if a in legal_actions else legal_actions[0]

    # The action choice: each action carried out on samples, then evaluated; in the player's own
    # turn the best few are followed by the rest of the turn played one-ply.
    def _choose_act(self, view: Any, first: Any, legal: list[Action]) -> Action:
        s_: PlannerSettings = self.settings
        states = [first] + [self.rules.determinize(view, self.seat, self.rng.next_u32())
                            for _ in range(s_.determinizations - 1)]
        values = dict.fromkeys(legal, 0.0)
        own_turn = first.tasks[-1][2] < 0
        for state in states:
            depth = len(state.tasks)
            one = self._one_ply(state, legal, depth)
            if own_turn and s_.turn_plan > 0:
                ranked = sorted(legal, key=lambda a: -one[a])[: s_.turn_plan]
                for a in legal:
                    if a in ranked:
                        one[a] = self._turn_value(state, a, depth) + 0.05 * (type(a).__name__ == "EndActions")
                    else:
                        one[a] -= 1000.0
            for a in legal:
                values[a] += one[a]
        best, best_v = legal[0], -1e18
        for a in legal:
            v = values[a]
            if s_.noise:
                v += (self.rng.random() * 2.0 - 1.0) * s_.noise * len(states)
            if v > best_v:
                best, best_v = a, v
        return best

    # The final round: the outcome is decided within a few turns, so each candidate action is
    # carried out on determinized samples and the game played to its end with fast rules of
    # thumb (every seat); the share of won rollouts decides, the one-ply value breaks ties.
    def _endgame(self, view: Any, first: Any, legal: list[Action]) -> Action:
        s_: PlannerSettings = self.settings
        depth = len(first.tasks)
        legal = [a for a in legal if type(a).__name__ != "CancelPayment"] or legal  # it would loop
        one = self._one_ply(first, legal, depth)
        ranked = sorted(legal, key=lambda a: -one[a])
        cands = ranked[: s_.end_candidates]
        end = next((a for a in legal if type(a).__name__ == "EndActions"), None)
        if end is not None and end not in cands:
            cands.append(end)
        states = [first] + [self.rules.determinize(view, self.seat, self.rng.next_u32())
                            for _ in range(s_.end_samples - 1)]
        lo = min(one[a] for a in cands)
        hi = max(one[a] for a in cands)
        span = max(1.0, hi - lo)
        values = {a: 0.01 * (one[a] - lo) / span for a in cands}
        for state in states:
            for a in cands:
                values[a] += self._rollout(state, a)
        return max(cands, key=lambda a: values[a])

    def _rollout(self, state: Any, action: Action) -> float:
        chooser = self.chooser

        def pick(s: Any, legal: list[Action]) -> Action:
            if len(legal) == 1:
                return legal[0]
            t = s.tasks[-1]
            return chooser.rollout_act(s, t, legal) if t[0] == "act" else chooser.choose(s, legal)

        s = self._play_on(state, action, pick, lambda s: False, 3000)
        if s.over == 1:
            return 1.0
        left = sum(1 for c in s.track if c >= 0)
        return -0.05 * left

    def _one_ply(self, state: Any, legal: list[Action], depth: int) -> dict[Action, float]:
        closed = evaluate(state, True, self.coefs)
        out = {}
        for a in legal:
            if type(a).__name__ == "EndActions":
                out[a] = closed + 0.05
            else:
                out[a] = evaluate(self._finish(state, a, depth), False, self.coefs)
        return out

    def _turn_value(self, state: Any, action: Action, depth: int) -> float:
        """``action``, then the rest of the turn one-ply: the position when the actions end."""
        if type(action).__name__ == "EndActions":
            return evaluate(state, True, self.coefs)
        s = self._finish(state, action, depth)
        for _ in range(self.settings.turn_actions):
            if not self._at_root(s, depth):
                break
            legal = self.rules.legal_actions(s, self.seat)
            one = self._one_ply(s, legal, depth)
            b = max(legal, key=lambda a: one[a])
            if type(b).__name__ == "EndActions":
                break
            s = self._finish(s, b, depth)
        return evaluate(s, True, self.coefs)

    def _at_root(self, s: Any, depth: int) -> bool:
        return (s.over == 0 and len(s.tasks) == depth and s.tasks[-1][0] == "act"
                and s.tasks[-1][1] == self.seat)

    def _finish(self, state: Any, action: Action, depth: int) -> Any:
        """A copy of ``state`` with ``action`` carried out to its end (this module's choices)."""

        def done(s: Any) -> bool:
            if not s.tasks or len(s.tasks) < depth:
                return True
            t = s.tasks[-1]
            return len(s.tasks) == depth and t[0] == "act" and t[1] == self.seat

        return self._play_on(state, action, lambda s, legal: self.chooser.choose(s, legal), done,
                             self.settings.max_steps)

    def _play_on(self, state: Any, action: Action, pick: Any, stop: Any, limit: int) -> Any:
        """A copy of ``state`` after ``action``, played on by ``pick(s, legal)`` until the game
        ends, ``stop(s)`` holds, nobody can act, or ``limit`` actions."""
        rules = self.rules
        s = rules.clone(state)
        rules.perform(s, action)
        steps = 0
        while s.over == 0 and steps < limit and not stop(s):
            seat = rules.to_act(s)
            if not seat:
                break
            legal = rules.legal_actions(s, seat[0])
            if not legal:
                break
            rules.perform(s, pick(s, legal))
            steps += 1
        return s
