"""Stronghold knowledge for the general search: an attacker and a defender, each able to play
any number of seats of its side (teams: attacker seats vs defender seats).

The evaluation judges the siege from the attacker's side and mirrors it for the defender: the
fortress falls by a breach (§5.8.5: on a wall section the attacker's total beats the defender's
total by more than the strength of the defending units), so what counts is the best section's
margin — attackers on it and on the ramparts in reach (dispatched next) against its units,
walls and heroes — plus the attacker's army on the board, the defender's garrison, glory, and
time (round 10 without a breach is the defender's win).
"""

from __future__ import annotations

from typing import Any

from ai.heuristics import Heuristics, squash
from game.core.protocol import Rules
from game.core.types import Action
from game.stronghold import assault as A
from game.stronghold import data as D
from game.stronghold.board import att_strength_plain, def_strength_plain


def army_on_board(s: Any) -> int:
    """Plain strength of the attacking units that can still reach the wall (forefield, ramparts,
    wall, siege towers)."""
    return sum(att_strength_plain(g) for g in (*s.forefield, *s.rampart, *s.wall_att, *s.tower_units))



class StrongholdHeuristics(Heuristics):
    max_branch = 40
    rollout_depth = 80

    def teams(self, rules: Rules, state: Any) -> list[int]:
        return [0 if seat < state.n_att else 1 for seat in range(rules.num_seats(state))]

    def attacker_value(self, s: Any) -> float:
        strengths = A.strengths
        n = len(D.SECTIONS)
        best = -99.0
        total_margin = 0.0
        for i in range(n):
            att, dfn = strengths(s, i)
            d = s.sec_def[i]
            plain = def_strength_plain(d)
            reach = 0
            for r_name in D.SECTION_RAMPARTS.get(D.SECTIONS[i], ()):
                u = s.rampart[D.RAM[r_name]]
                reach += att_strength_plain(u)
            margin = att + 0.8 * reach - dfn - plain
            best = max(best, margin)
            total_margin += max(0.0, margin + 2.0)
            if plain == 0:
                total_margin += 1.5  # an empty section falls to the first troll
        army = army_on_board(s)
        garrison = sum(def_strength_plain(d) for d in s.sec_def)
        walls = sum(s.stone) + sum(s.wood)
        glory = s.glory_att - (s.glory_def + s.endurance)
        rounds_left = max(0, D.ROUNDS - s.round)
        score = (0.8 * best + 0.25 * total_margin + 0.08 * army - 0.1 * garrison - 0.15 * walls
                 + 0.25 * glory - 0.5 * (6 - min(6, rounds_left)))
        return squash(score, 4.0)

    def evaluate(self, rules: Rules, state: Any, seat: int) -> float:
        if rules.is_over(state):
            return self.terminal_value(rules, state, seat)
        value = self.attacker_value(state)
        return value if seat < state.n_att else 1.0 - value

    def section_danger(self, s: Any) -> list[float]:
        """Per wall section: how far the attackers on it and in reach outweigh its defence."""
        out = []
        for i in range(len(D.SECTIONS)):
            att, dfn = A.strengths(s, i)
            d = s.sec_def[i]
            reach = 0
            for r_name in D.SECTION_RAMPARTS.get(D.SECTIONS[i], ()):
                u = s.rampart[D.RAM[r_name]]
                reach += att_strength_plain(u)
            out.append(att + 0.8 * reach - dfn - def_strength_plain(d) + (3 if not any(d) else 0))
        return out

    def order(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        late = {"Pass", "EndTurn", "DispatchNext", "BeginRound"}
        if seat < state.n_att:
            return sorted(actions, key=lambda a: type(a).__name__ in late)
        # The defender: moves onto the most endangered sections first.
        danger = self.section_danger(state)
        sec = D.SEC

        def key(a: Action) -> float:
            name = type(a).__name__
            if name in late:
                return 50.0
            dst = getattr(a, "dst", None)
            if dst in sec:
                return -danger[sec[dst]]
            src = getattr(a, "src", None)
            if src in sec:
                return 10.0 + danger[sec[src]]
            return 5.0

        return sorted(actions, key=key)

