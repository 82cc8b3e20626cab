"""Wizard Kings knowledge for the general search: evaluation, move ordering, silly-move pruning,
and the scripted undead of the Island of the Dead (7.1) for the undead seat.

Evaluation (values for a seat's side, on determinized states): controlled city value (the V1/V2
objective), material (steps weighted by how well the block fights), and position — blocks
drawing near enemy cities and weak enemy stacks, own cities kept garrisoned. In the Island of
the Dead the elves are judged by how near the castle of Bethi is to falling before turn 10.

Free play (1.23) has its own terms: the blocks are shared out over the enemy cities they can
take (:meth:`WKHeuristics.march`), a city fought over counts for the likely winner, only
threatened cities want a garrison (an empty one an enemy can reach counts against its owner),
damaged blocks standing where gold can refit them count those steps, and V1 city gold counts
more near the threshold and most when it is held (:meth:`WKHeuristics.gold_race`).

Battles to come are judged by their expected losses (:mod:`ai.wizard_kings.battles`), and the
tree searches' leaves by the rival's reply (:mod:`ai.wizard_kings.lookahead`).
"""

from __future__ import annotations

from typing import Any

from ai.heuristics import Heuristics, squash
from ai.wizard_kings.battles import BattleValues, block_power
from ai.wizard_kings.lookahead import LeafLookAhead
from ai.wizard_kings.tr import _
from ai.wizard_kings.undead import Dice, decide, view_seed
from game.core.hexgrid import distance
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action
from game.wizard_kings import actions as A
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.data import BLOCKS

BETHI = (6, 4)


class WKHeuristics(BattleValues, LeafLookAhead, Heuristics):
    max_branch = 30
    rollout_depth = 40
    blocks = BLOCKS  # the engine's block table, for callers that hold the heuristics

    # ------------------------------------------------------------------ hidden information
    # Chance that a hidden enemy block stands at full strength (blocks start full in the
    # scenarios and lose steps only in battles); otherwise its strength is uniform below max.
    full_strength = 0.6

    def determinize(self, rules: Rules, view: Any, seat: int, seed: int) -> Any:
        """The engine's sample, with hidden enemy strengths drawn from a prior that leans to
        full strength (the engine draws them uniformly, which makes unseen stacks look weak)."""
        state = rules.determinize(view, seat, seed)
        if self.full_strength <= 0:
            return state
        rng = Rng(seed ^ 0x5BD1E995)
        blocks = BLOCKS
        for uid, u in view.units.items():
            if u[0] != "?" or uid not in state.units:
                continue
            su = state.units[uid]
            blk = blocks.get(su[0])
            if blk is None:
                continue
            if rng.random() < self.full_strength or blk.max <= 1:
                su[3] = blk.max
            else:
                su[3] = rng.randint(1, blk.max - 1)
        return state

    # ------------------------------------------------------------------ evaluation
    # Position weights (free play and the other city scenarios).
    pull = 0.015        # per step (up to 4), per hex nearer, per (city value + 2) of the best target
    pull_range = 22     # targets farther than this pull no more (two sheets are ~21 hexes across)
    garrison_weight = 0.25  # an own city held by a unit while an enemy could walk in (x value)
    exposed_weight = 0.6    # an own city no unit holds that an enemy unit can reach now (x value)

    def features(self, s: Any) -> tuple[list[float], list[float], list[float]]:
        """Per seat: controlled city value, material, position.

        Position: every mobile block is drawn to the enemy city it could best take (nearer and
        richer first, its steps up to four); a city an enemy block can reach this turn counts
        against its owner when nobody stands in it (the enemy may walk in) and for him when
        it is held; blocks of two sides in one hex: the stronger is likely to win the
        difference."""
        blocks = BLOCKS
        occ = mv.occupancy(s)
        bd = mv.board(s)
        n = s.players
        # The march, threat, refit and contested-city terms are tuned on free play (1.23); the
        # scenarios keep the plain pull to the nearest target and a garrison in every city.
        free = s.scenario == "free"
        cv = [0.0] * n
        targets: list[list[tuple[tuple[int, int], int]]] = [[] for _ in range(n)]
        own_cities: list[list[tuple[tuple[int, int], int, bool]]] = [[] for _ in range(n)]
        contested = []
        for h, c in bd.cities.items():
            here = occ.get(h)
            if here and len(here) > 1 and mv.holder(s, occ, h) < 0:
                contested.append(h)
            for p in range(n):
                st = mv.status(s, occ, h, p)
                if st == "own":
                    cv[p] += c.value
                    own_cities[p].append((h, c.value, bool(here)))
                elif st in ("enemy", "battle") or (st == "neutral" and not here):
                    targets[p].append((h, c.value))
        mat = [0.0] * n
        pos = [0.0] * n
        gold: dict[tuple[int, int], list[int]] = {}  # city -> [holder, gold it yields this turn]
        if self.refit and free:
            tokens = getattr(s, "tokens", {})
            for h, c in bd.cities.items():
                who = mv.holder(s, occ, h)
                if who >= 0:
                    gold[h] = [who, c.value + tokens.get(h, 0)]
        power_at: dict[tuple[int, int], list[float]] = {}
        # the nearest hex distance at which each seat's mobile blocks threaten a hex: (hex, reach)
        movers: list[list[tuple[tuple[int, int], int]]] = [[] for _ in range(n)]
        units: list[list[tuple[tuple[int, int], int, float]]] = [[] for _ in range(n)]
        for u in s.units.values():
            key = u[0]
            if key not in blocks:  # an unknown block in a view (never in a determinized state)
                continue
            blk = blocks[key]
            p = u[1]
            steps = u[3]
            w = steps * block_power(blk)
            mat[p] += w
            power_at.setdefault(u[2], [0.0] * n)[p] += w
            if steps < blk.max and u[2] in gold and gold[u[2]][0] == p and self.refit:
                # 6.2: the Build phase can give it steps with the gold of the city it stands in
                add = min(blk.max - steps, gold[u[2]][1] // max(1, blk.cost))
                if add > 0:
                    gold[u[2]][1] -= add * blk.cost
                    mat[p] += self.refit * add * block_power(blk)
            if blk.castle or blk.ma == 0:
                continue
            movers[p].append((u[2], blk.ma + 1))
            if not targets[p]:
                continue
            if free:
                units[p].append((u[2], min(steps, 4), w))
            else:
                d = min(distance(u[2], h) for h, _value in targets[p])
                pos[p] += 0.05 * min(steps, 4) * (8 - min(d, 12))
        for p in range(n) if free else ():
            pos[p] += self.pull * self.march(targets[p], units[p], power_at, p)
        for h in contested if free else ():
            # A city fought over counts for the side likely to win it (nobody holds it now).
            powers = power_at.get(h)
            if powers is None:
                continue
            sq = sum(x * x for x in powers)
            if sq > 0:
                for p in range(n):
                    cv[p] += self.battle_city * bd.cities[h].value * powers[p] * powers[p] / sq
        for powers in power_at.values() if s.scenario != "last_wizard_standing" else ():
            # (7.3 judges battles to come by their expected value lost: battle_losses)
            present = [p for p in range(n) if powers[p] > 0]
            if len(present) < 2:
                continue
            # A battle to come: the stronger side is likely to win the difference.
            total = sum(powers)
            for p in present:
                pos[p] += 0.5 * (2 * powers[p] - total) * min(powers[p], total - powers[p]) / total
        for p in range(n):
            for h, value, held in own_cities[p]:
                if not free:
                    pos[p] += 0.25 * value if held else 0.0
                    continue
                threatened = any(distance(h, x) <= r for q in range(n) if q != p for x, r in movers[q])
                if not threatened:
                    continue
                if held:
                    pos[p] += self.garrison_weight * value
                else:
                    pos[p] -= self.exposed_weight * value
        return cv, mat, pos

    def march(self, targets: list[tuple[tuple[int, int], int]], units: list[tuple[tuple[int, int], int, float]],
              power_at: dict[tuple[int, int], list[float]], seat: int) -> float:
        """How well a seat's mobile blocks are placed to take the cities it lacks: blocks are
        given to targets greedily (the richest and nearest pair first), each target taking
        blocks until they outgun what stands in it (one block for an empty city), so blocks
        spread over several cities instead of all chasing the nearest; a block gives (steps up
        to four) x (city value + 2) x (hexes inside :attr:`pull_range`). Blocks left over
        count half, toward their best target."""
        rng = self.pull_range
        pairs = []
        for i, (x, _steps, _w) in enumerate(units):
            for j, (h, value) in enumerate(targets):
                d = distance(x, h)
                if d < rng:
                    pairs.append(((value + 2) * (rng - d), i, j))
        if not pairs:
            return 0.0
        pairs.sort(reverse=True)
        need = []
        for h, _value in targets:
            foes = power_at.get(h)
            need.append(1.3 * (sum(foes) - foes[seat]) if foes else 0.0)
        got = [0.0] * len(targets)
        done = [False] * len(targets)
        best = [0.0] * len(units)
        used = [False] * len(units)
        total = 0.0
        for score, i, j in pairs:
            if score > best[i]:
                best[i] = score
            if used[i] or done[j]:
                continue
            used[i] = True
            total += units[i][1] * score
            got[j] += units[i][2]
            if got[j] > need[j]:
                done[j] = True
        for i, (_x, steps, _w) in enumerate(units):
            if not used[i]:
                total += 0.5 * steps * best[i]
        return total

    def evaluate(self, rules: Rules, state: Any, seat: int) -> float:
        if rules.is_over(state):
            return self.terminal_value(rules, state, seat)
        if state.phase == "deploy":
            return self.deploy_value(state, seat)
        if state.scenario == "isle_of_the_dead":
            return self.isle_value(state, seat)
        cv, mat, pos = self.features(state)
        others = [p for p in range(state.players) if p != seat]
        rival = max(others, key=lambda p: 2 * cv[p] + mat[p])
        if state.scenario == "last_wizard_standing":
            # 7.3: the most gold in units after turn 10 wins; cities only break ties.
            uv = self.unit_values(state)
            bd = mv.board(state)
            for h, here in mv.occupancy(state).items():
                if len(here) > 1:
                    for p, lost in enumerate(self.battle_losses(state, h, here, bd)):
                        uv[p] -= lost
            score = (0.5 * (uv[seat] - uv[rival]) + 0.2 * (mat[seat] - mat[rival])
                     + 0.5 * (pos[seat] - pos[rival]) + 0.05 * (cv[seat] - cv[rival]))
            return squash(score, 5.0)
        score = (self.city_weight * (cv[seat] - cv[rival]) + 0.45 * (mat[seat] - mat[rival])
                 + (pos[seat] - pos[rival]))
        if state.scenario == "free" and state.opts.get("victory", "gold") == "gold":
            need = sc.v1_threshold(len(state.designs))
            score += self.gold_race(cv[seat], need) - self.gold_race(cv[rival], need)
            # (a wider scale: with the race terms a clear lead would flatten the logistic, and
            # the moves that convert it would drown in the weaker levels' root noise)
            return squash(score, self.race_scale)
        return squash(score, 6.0)

    city_weight = 1.5
    refit = 0.7         # steps the next Build phase can buy a damaged block where it stands
    battle_city = 0.8   # share of a contested city's value given to the likely winner
    near_weight = 3.0   # per GP within three of the V1 threshold
    race_scale = 8.0
    reach_bonus = 10.0  # the threshold held: the game is won at the end of the turn if it stays so

    def gold_race(self, value: float, need: int) -> float:
        """V1 (1.23): city gold counts more as it nears the threshold, and holding the
        threshold (won at the end of the turn unless the rival breaks it) most of all."""
        bonus = self.near_weight * max(0.0, value - need + 3)
        if value >= need:
            bonus += self.reach_bonus
        return bonus

    def deploy_value(self, s: Any, seat: int) -> float:
        """Deployment: spend the budget on fighting power (and cover every city)."""
        mat = [0.0] * s.players
        for u in s.units.values():
            if u[0] in BLOCKS:
                mat[u[1]] += u[3] * block_power(BLOCKS[u[0]])
        others = max((mat[p] for p in range(s.players) if p != seat), default=0.0)
        return squash(mat[seat] - others - 0.02 * s.budget[seat], 8.0)

    def isle_value(self, s: Any, seat: int) -> float:
        """7.1: the elves (seat 0) must destroy castle U0 in Bethi by the end of turn 10."""
        castle = s.units.get(sc.ISLE_CASTLE)
        elves = undead = 0.0
        near = 0.0
        for u in s.units.values():
            if u[0] not in BLOCKS:
                continue
            w = u[3] * block_power(BLOCKS[u[0]])
            if u[1] == 0:
                elves += w
                near += min(u[3], 3) * max(0, 5 - distance(u[2], BETHI))
            else:
                undead += w
        turns_left = max(0, 10 - s.turn)
        castle_str = castle[3] if castle is not None else 0
        score = 0.6 * (elves - undead) + 0.08 * near - 1.2 * castle_str - 0.4 * (6 - turns_left)
        value = squash(score, 5.0)
        return value if seat == 0 else 1.0 - value

    def noise_scale(self, value: float) -> float:
        """The weaker levels' noise is meant in score points: the logistic's slope at ``value``
        (relative to its slope at 0.5), so a clear lead is still converted move by move."""
        return max(0.05, 4.0 * value * (1.0 - value))

    # ------------------------------------------------------------------ moves
    def prune(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        kept = []
        can_fire = {a.unit for a in actions if isinstance(a, A.Fire)}
        for a in actions:
            if isinstance(a, A.Disband | A.Merge):
                continue  # never worth it for the search (losing steps)
            if isinstance(a, A.GiveUpGold):
                continue  # 6.3: gold kept as tokens builds later (the evaluation cannot tell)
            if isinstance(a, A.Hold) and a.unit in can_fire:
                continue  # doing nothing instead of firing
            if isinstance(a, A.ChooseSheets) and a.count > 1:
                continue  # 1.21: one sheet a player, the rulebook's advice (more cities than blocks)
            if isinstance(a, A.Dispel) and not a.use:
                kept.append(a)
                continue
            kept.append(a)
        return kept

    def order(self, rules: Rules, state: Any, seat: int, actions: list[Action]) -> list[Action]:
        if len(actions) <= 1:
            return actions
        occ = mv.occupancy(state)
        bd = mv.board(state)
        targets = [h for h in bd.cities if mv.status(state, occ, h, seat) != "own"]
        foes = {h for h, here in occ.items() if any(p != seat for p in here)}

        def score(a: Action) -> float:
            if isinstance(a, A.Move | A.NavalMove):
                d = a.path[-1]
                value = 0.0
                if d in bd.cities and d in targets:
                    value += 3.0 + bd.cities[d].value
                if d in foes:
                    value += 2.0
                if targets:
                    start = state.units[a.unit][2] if a.unit in state.units else d
                    before = min(distance(start, h) for h in targets)
                    after = min(distance(d, h) for h in targets)
                    value += 0.5 * (before - after)
                return value
            if isinstance(a, A.Fire):
                return 5.0 + (0.5 if a.berserk else 0.0)
            if isinstance(a, A.CastSpell):
                return 4.5
            if isinstance(a, A.BuildStep | A.BuildUnit | A.Deploy | A.DeployStep):
                return 4.0
            if isinstance(a, A.EndMovement | A.EndBuild | A.DeployDone | A.EndRegroup):
                return 0.2
            if isinstance(a, A.Retreat):
                return 0.5
            return 0.0

        ranked = sorted(actions, key=score, reverse=True)
        # Keep the search broad: at most three paths per unit (the best by the score above).
        per_unit: dict[str, int] = {}
        out = []
        for a in ranked:
            if isinstance(a, A.Move | A.NavalMove):
                seen = per_unit.get(a.unit, 0)
                if seen >= 3:
                    continue
                per_unit[a.unit] = seen + 1
            out.append(a)
        return out

    # ------------------------------------------------------------------ the undead script
    def scripted(self, state: Any, seat: int) -> str:
        """What an AI at ``seat`` plays when it is a script rather than a level ("" when the seat
        searches): the screens name the seat by it, since its difficulty changes nothing."""
        armies = getattr(state, "armies", ())
        if getattr(state, "scenario", "") == "isle_of_the_dead" and seat < len(armies) and armies[seat] == "Undead":
            return _("Undead (scripted)")
        return ""

    def script(self, rules: Rules, view: Any, seat: int, legal: list[Action], seed: int) -> Action | None:
        """7.1.2: in the Island of the Dead an AI undead seat plays the automation script."""
        if view.scenario != "isle_of_the_dead" or view.armies[seat] != "Undead":
            return None
        return decide(view, seat, legal, Dice.seeded(Rng(view_seed(rules, view, seed))))

