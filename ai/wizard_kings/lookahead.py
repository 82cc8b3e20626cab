"""Wizard Kings quiescence for the tree searches (``leaf_value``): a leaf is judged after the
rival's most tempting reply attack, and (when asked) after the fights under way are settled by a
fast default policy."""

from __future__ import annotations

from typing import Any

from ai.wizard_kings.battles import block_power
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action
from game.wizard_kings import actions as A
from game.wizard_kings import movement as mv
from game.wizard_kings.data import BLOCKS


class LeafLookAhead:
    """The leaf look-ahead of :class:`ai.wizard_kings.heuristics.WKHeuristics` (a mixin; greedy,
    which never calls ``leaf_value``, stays one ply over ``evaluate``)."""

    # Movement-phase leaves are judged after the rival's most tempting reply attack
    # (leaf_reply). Combat-phase leaves may also be played out to the end of the phase by the default policy over leaf_samples dice
    # samples; 0 (the default) leaves them to the evaluation's expected battle losses (two
    # noisy samples per leaf measured no better than the plain evaluation, and cost time).
    leaf_samples = 0
    leaf_actions = 240  # actions one settling may take (a safety cap)
    leaf_reply = True

    def leaf_value(self, rules: Rules, state: Any, seat: int, search: Any = None) -> float:
        """Quiescence for the tree searches (greedy never calls this):

        * the rival's reply: when the rival still moves after ``seat`` in this Movement phase,
          the position is judged after its most tempting attack on an exposed stack of ``seat``
          (:meth:`pounce`), not as if the rival would stand still;
        * battles under way: in the Combat phase the fights are played on to the end of the
          phase by :meth:`default_action` over :attr:`leaf_samples` dice samples (common to
          every leaf of a decision) and the settled positions are evaluated."""
        if rules.is_over(state):
            return self.terminal_value(rules, state, seat)
        if state.phase == "combat" and self.leaf_samples > 0:
            base = search.leaf_seed() if search is not None else 0
            total = 0.0
            for k in range(self.leaf_samples):
                s = rules.clone(state)
                s.rng = Rng((base + 0x9E3779B1 * (k + 1)) & 0xFFFFFFFF)
                self.settle(rules, s)
                total += self.evaluate(rules, s, seat)
            return total / self.leaf_samples
        rival = self.reply_ahead(state, seat) if self.leaf_reply else None
        if rival is not None:
            moves = self.pounce(rules, state, seat, rival, search)
            if moves:
                s = rules.clone(state)
                rules.perform(s, A.EndMovement(seat))
                if rules.to_act(s) == [rival] and s.phase == "move" and not s.pending:
                    occ = mv.occupancy(s)
                    moved = 0
                    for uid, path in moves:
                        # found before this leaf's moves: skip a path a stack now blocks
                        if uid in s.units and moved < 4 and not any(
                                any(q != rival for q in occ.get(x, ())) for x in path[:-1]):
                            rules.perform(s, A.Move(rival, uid, path))
                            moved += 1
                    return self.evaluate(rules, s, seat)
        return self.evaluate(rules, state, seat)

    def reply_ahead(self, s: Any, seat: int) -> int | None:
        """The rival who still moves after ``seat`` in this Movement phase (two players), if any."""
        if s.phase != "move" or s.players != 2 or s.pending or not s.order:
            return None
        if s.order[s.cur] != seat or s.cur + 1 >= len(s.order):
            return None
        return s.order[s.cur + 1]

    def pounce(self, rules: Rules, s: Any, seat: int, rival: int, search: Any) -> list | None:
        """The rival's most tempting attack after ``seat`` ends its movement here: the stack of
        ``seat`` that the rival's reachable units outgun most (at least 1.5 : 1 in fire power),
        and the moves that bring them in; None when no stack is that exposed. (Choosing by the
        expected value won, :meth:`battle_losses`, did worse in a 40-game trial: it sees danger
        wherever the rival's wizard can reach, which makes the searcher timid.)"""
        blocks = BLOCKS
        key = ("reach", rival, s.turn, tuple((uid, u[0], u[2]) for uid, u in s.units.items() if u[1] == rival))
        memo = search.memo if search is not None else {}
        reach = memo.get(key)
        if reach is None:
            occ = mv.occupancy(s)
            reach = {}
            for uid, u in s.units.items():
                if u[1] != rival:
                    continue
                blk = blocks.get(u[0])
                if blk is None or blk.castle or blk.ma == 0:
                    continue
                for (dest, _prev), path in mv.move_options(s, occ, uid).items():
                    reach.setdefault(dest, []).append((uid, path))
            memo[key] = reach
        mine: dict[Any, float] = {}
        for u in s.units.values():
            if u[1] == seat and u[0] in blocks:
                mine[u[2]] = mine.get(u[2], 0.0) + u[3] * block_power(blocks[u[0]])
        best, best_ratio = None, 1.5
        for h, ours in mine.items():
            comers = reach.get(h)
            if not comers:
                continue
            power = 0.0
            moves: list = []
            for uid, path in comers:
                u = s.units.get(uid)
                if u is None or u[2] == h or any(uid == m[0] for m in moves):
                    continue
                power += u[3] * block_power(blocks[u[0]])
                moves.append((uid, path))
            ratio = power / max(ours, 0.1)
            if ratio > best_ratio:
                best, best_ratio = moves, ratio
        return best

    def settle(self, rules: Rules, s: Any) -> None:
        """Play ``s`` on to the end of this turn's Combat phase with the default policy (units
        that have not moved stay where they are)."""
        for _ in range(self.leaf_actions):
            if s.result is not None or s.phase not in ("move", "combat"):
                return
            seats = rules.to_act(s)
            if not seats:
                return
            p = seats[0]
            if s.phase == "move" and not s.pending:
                rules.perform(s, A.EndMovement(p))
                continue
            acts = rules.legal_actions(s, p)
            if not acts:
                return
            rules.perform(s, self.default_action(s, p, acts))

    def default_action(self, s: Any, seat: int, acts: list[Action]) -> Action:
        """A fast, sensible move for settling fights: fire; cheap units take the hits; wizards
        cast damage while they keep a step; a clearly weaker side retreats from round 2."""
        first = acts[0]
        blocks = BLOCKS
        if isinstance(first, A.TakeHit):
            return min(acts, key=lambda a: blocks[s.units[a.unit][0]].cost if a.unit in s.units else 0)
        if isinstance(first, A.Dispel):
            return next((a for a in acts if not a.use), first)
        for a in acts:
            if isinstance(a, A.EndRegroup):
                return a
        unit = getattr(first, "unit", None) or getattr(first, "wizard", None)
        if unit is None or s.battle is None:
            return first
        mine = [a for a in acts if (getattr(a, "unit", None) or getattr(a, "wizard", None)) == unit]
        retreats = [a for a in mine if isinstance(a, A.Retreat)]
        if retreats and s.battle.get("round", 1) >= 2 and self.side_ratio(s, seat) < 0.6:
            return retreats[0]
        u = s.units.get(unit)
        if u is not None and blocks[u[0]].wizard:
            spells = {a.spell: a for a in mine if isinstance(a, A.CastSpell)}
            if u[3] >= 3 and "FIREBALL" in spells:
                return spells["FIREBALL"]
            bolts = [a for a in mine if isinstance(a, A.CastSpell) and a.spell == "BOLT"]
            if u[3] >= 2 and bolts:
                return max(bolts, key=lambda a: s.units[a.target][3] * blocks[s.units[a.target][0]].cost
                           if a.target in s.units else 0)
            if retreats and u[3] <= 1:
                return retreats[0]
        for a in mine:
            if isinstance(a, A.Fire) and not a.berserk:
                return a
        for a in mine:
            if isinstance(a, A.Hold):
                return a
        return mine[0] if mine else first

    def side_ratio(self, s: Any, seat: int) -> float:
        """Fire power of ``seat``'s side in the current battle over the enemy's."""
        b = s.battle
        h = b["hex"]
        mine_side = b["att"] == seat
        power = [0.0, 0.0]
        for u in s.units.values():
            if u[2] != h:
                continue
            blk = BLOCKS.get(u[0])
            if blk is None:
                continue
            w = u[3] * (1.0 if blk.wizard else blk.number / 3.0)
            ours = (u[1] == b["att"]) == mine_side
            power[0 if ours else 1] += w
        return power[0] / power[1] if power[1] > 0 else 10.0
