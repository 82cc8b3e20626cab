"""The D-Day Dice planner's road to the bunker: the move of phase 4 (and the first sector).

A small dynamic programme over the battle map plans the rest of the way to the bunker with
expected figures: income per turn (soldiers, courage, sector bonuses), losses per turn (DEF by
chevrons + 3.5 per MGF die, known reductions), minefields, sacrifices, requirements, the 3-turn
stay limit, black shields and the courage each advance costs. It therefore "stays in the lower
sectors as long as possible" (§4.19) and climbs only as fast as its courage allows; the move (or
stay) with the best planned strength is taken. A unit that must move and cannot asks a partner
for help, and a partner asked gives the least that opens it a move (§4.6).
"""

from __future__ import annotations

from typing import Any

from ai.dday.climb import climb_chance
from ai.dday.worth import (
    CLIMB_INCOME,
    DEATH,
    INCOME_COURAGE,
    INCOME_SOLDIERS,
    PLAN_NODES,
    POINT_MAN_CLIMB,
    SPEC_VALUE,
)
from game.core.types import Action
from game.dday import actions as A
from game.dday import common, movement


class RouteChoices:
    """The route part of :class:`ai.dday.planner.DDayPlanner` (a mixin: the plan's cache and node
    count are the planner's, reset at every move decision)."""

    def _start(self, s: Any, legal: list[Action]) -> Action | None:
        bm = common.bmap(s)
        scored = []
        for a in legal:
            st = bm.sectors[a.dest].get("start", {})
            v = st.get("soldiers", 0) + len(st.get("specialists", ())) * 2 + st.get("courage", 0) * 1.5
            v += st.get("stars", 0) * 0.5 - self._sector_loss(s, s.units[self.seat], a.dest, 1)
            scored.append((v, a))
        return self._pick(scored)

    def _move(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        use = self._anytime_item(s, u, legal)
        if use is not None:
            return use
        if any(isinstance(a, A.CannotMove) for a in legal):
            return self._stuck(s, u, legal)
        self._plan_cache = {}
        self._nodes = 0
        hooks = self._climb_items(u)
        self._climb_p = climb_chance(len(common.physical(u)), hooks)
        climb_here = self._climbing(s, u.sector)
        visited = frozenset(u.visited)
        whistle = "Whistle" in u.items
        nspecs = len(u.specs)
        scored: list[tuple[float, Action]] = []
        moves = [a for a in legal if isinstance(a, A.Move)]
        for a in legal:
            if isinstance(a, A.Stay) and climb_here:
                # this turn's climb is settled (the legal moves show it): only the stay is judged here
                v = self._stay_branch(s, u, u.sector, u.stay, visited, u.courage, whistle, nspecs, 0)
                scored.append((v, a))
            elif isinstance(a, A.Stay):
                v = self._plan(s, u, u.sector, u.stay, False, visited, u.courage, whistle, nspecs, 0)
                scored.append((v, a))
            elif isinstance(a, A.UseAbility) and a.name == "Point Man" and climb_here:
                v = self._stay_branch(s, u, u.sector, u.stay, visited, u.courage, whistle, nspecs - 1, 0) - 1.0
                scored.append((v, a))
            elif isinstance(a, A.UseAbility) and a.name == "Point Man":
                # hard: a Point Man kept for the cliff foot buys one more climbing turn there
                keep = POINT_MAN_CLIMB if self._climb_ahead(s, u) else 0.0
                v = -keep + self._plan(s, u, u.sector, u.stay, False, visited, u.courage, whistle, nspecs - 1, 0) - 1.0
                scored.append((v, a))
            elif isinstance(a, A.Move):
                v = self._move_value(s, u, a, visited, whistle, nspecs, moves) - self._unready(s, u, a.dest)
                scored.append((v, a))
            elif isinstance(a, A.JoinMove):
                scored.append((self._plan(s, u, u.sector, u.stay, u.must_move, visited, u.courage, whistle,
                                          nspecs, 0), a))
            elif isinstance(a, A.UseItem) and a.item == "Mine Detector" and moves:
                bm = common.bmap(s)
                if "Minesweeper" not in u.specs and any(
                        ((u.sector, m.dest) if u.sector < m.dest else (m.dest, u.sector)) in bm.mines
                        for m in moves):
                    scored.append((-999.0, a))  # decided below, once the chosen move is known
        self.max_nodes = max(self.max_nodes, self._nodes)
        if not scored:
            return None
        best = self._pick([(v, a) for v, a in scored if v > -999.0]) or scored[0][1]
        if isinstance(best, A.Move):
            bm = common.bmap(s)
            line = (u.sector, best.dest) if u.sector < best.dest else (best.dest, u.sector)
            det = next((a for a in legal if isinstance(a, A.UseItem) and a.item == "Mine Detector"), None)
            if det is not None and line in bm.mines and "Minesweeper" not in u.specs and s.level != "exercise":
                return det
        return best

    def _move_value(self, s: Any, u: Any, a: Any, visited: frozenset, whistle: bool, nspecs: int,
                    moves: list[Any]) -> float:
        dest = a.dest
        bm = common.bmap(s)
        cost = 0 if a.whistle else self._line_cost(s, u, u.sector, dest)
        if u.bc_move:
            cost = 0
        line = (u.sector, dest) if u.sector < dest else (dest, u.sector)
        v = 0.0
        if line in bm.mines and "Minesweeper" not in u.specs and s.level != "exercise":
            v -= 3.5
        ns = nspecs
        if a.sacrifice:
            v -= 1.0 + 0.5 * SPEC_VALUE.get(a.sacrifice, 0.0)
            ns -= 1
        if "Beachmaster" in u.specs and movement.is_advance(s, u.sector, dest):
            v += 3
        drec = common.sector_rec(s, dest)
        if s.level == "advanced":
            if drec.get("entry_d6"):
                v += 3.5
            j = drec.get("joins")
            if j and j in u.hand and j not in u.specs:
                v += 2.0
        nwh = whistle and not a.whistle
        if a.whistle:
            v -= 0.5 + (1.5 if not common.is_bunker(s, dest) else 0.0)
        if common.is_bunker(s, dest):
            return v - self._sector_loss(s, u, dest, 1, ft=True) + 30.0 + self._vp_from(s, u.sector)
        loss = self._sector_loss(s, u, dest, 1)
        inc, cinc = self._income(s, u, dest)
        return v - loss + inc + self._plan(s, u, dest, 2, bool(drec.get("black")), visited | {dest},
                                           u.courage - cost + cinc, nwh, ns, 1)

    def _plan(self, s: Any, u: Any, sec: str, stay: int, must: bool, visited: frozenset, courage: float,
              whistle: bool, nspecs: int, depth: int) -> float:
        """Best expected net strength from a phase-4 decision in ``sec`` to the end (a bunker)."""
        # hard keys the cache by the visited sectors that can still matter (same values, fewer nodes)
        seen = self._ahead(s, sec, visited) if self.settings.climb else visited
        key = (sec, stay, must, seen, min(round(courage * 2), 30), whistle, min(nspecs, 2))
        got = self._plan_cache.get(key)
        if got is not None:
            return got
        self._nodes += 1
        if depth > 40 or self._nodes > PLAN_NODES:
            return 0.0  # cut off (never reached on the printed maps): judge the rest as even
        best = DEATH
        climb = self._climbing(s, sec)
        up_best = DEATH  # the advances a successful climb opens
        if not must:
            best = self._stay_branch(s, u, sec, stay, visited, courage, whistle, nspecs, depth)
        for dest, cost, mine, sac, must_have in self._edges(s, u, sec):
            if dest in visited:
                continue
            if must_have and must_have not in u.specs:
                continue
            if sac and nspecs <= 0:
                continue
            use_whistle = False
            if cost > courage + 1e-9:
                if whistle and cost > 0 and cost - 0 <= 99:
                    use_whistle = True
                else:
                    continue
            elif whistle and cost >= 4 and common.is_bunker(s, dest):
                use_whistle = True
            ncour = courage - (0 if use_whistle else cost)
            nwh = whistle and not use_whistle
            v = 0.0
            if mine:
                v -= 3.5
            if sac:
                v -= 2.5
            drec = common.sector_rec(s, dest)
            if "Beachmaster" in u.specs and cost > 0:
                v += 3
            if s.level == "advanced":
                if drec.get("entry_d6"):
                    v += 3.5
                j = drec.get("joins")
                if j and j in u.hand and j not in u.specs:
                    v += 2.0
            ns = nspecs - (1 if sac else 0)
            if common.is_bunker(s, dest):
                loss = self._sector_loss(s, u, dest, 1, ft=True)
                v += -loss + 30.0 + self._vp_from(s, sec)  # taking the bunker ends the unit's road
            else:
                loss = self._sector_loss(s, u, dest, 1)
                inc, cinc = self._income(s, u, dest)
                black = bool(drec.get("black"))
                v += -loss + inc + self._plan(s, u, dest, 2, black, visited | {dest}, ncour + cinc, nwh, ns,
                                              depth + 1)
            if climb and common.bmap(s).row_of[dest] > common.bmap(s).row_of[sec]:
                up_best = max(up_best, v)
            else:
                best = max(best, v)
        if climb:
            best = self._climb_mix(s, u, sec, best, up_best, visited, courage, whistle, nspecs, depth)
        self._plan_cache[key] = best
        return best

    def _stay_branch(self, s: Any, u: Any, sec: str, stay: int, visited: frozenset, courage: float,
                     whistle: bool, nspecs: int, depth: int) -> float:
        """Planned strength of spending the coming turn in ``sec``."""
        rec = common.sector_rec(s, sec)
        loss = self._sector_loss(s, u, sec, stay)
        inc, cinc = self._income(s, u, sec)
        if rec.get("no_limit"):
            nstay, nmust = stay, False
        elif stay < 3:
            nstay, nmust = stay + 1, False
        else:
            nstay, nmust = stay, True
        if rec.get("black"):
            nmust = True
        return -loss + inc + self._plan(s, u, sec, nstay, nmust, visited, courage + cinc, whistle, nspecs,
                                        depth + 1)

    def _ahead(self, s: Any, sec: str, visited: frozenset) -> frozenset:
        """The visited sectors that can still bar a move from ``sec`` on: moves go across or up,
        so only those in its row and above count, and the targets of a retreat (§5.16)."""
        bm = common.bmap(s)
        if bm.part:
            return visited  # two maps (§5.18): rows are not comparable across them
        row = bm.row_of[sec]
        back = {d for src, ds in bm.retreat.items() if bm.row_of[src] >= row for d in ds}
        return frozenset(v for v in visited if v in back or bm.row_of.get(v, row) >= row)

    def _edges(self, s: Any, u: Any, sec: str) -> list[tuple[str, int, bool, bool, str]]:
        bm = common.bmap(s)
        out = []
        adv = s.level == "advanced"
        mines_live = s.level != "exercise"
        for d in bm.adj.get(sec, []):
            line = (sec, d) if sec < d else (d, sec)
            if line in bm.barricades:
                continue
            cost = self._line_cost(s, u, sec, d)
            rec = common.sector_rec(s, d)
            mine = mines_live and line in bm.mines and "Minesweeper" not in u.specs
            sac = adv and bool(rec.get("sacrifice")) and u.vehicle != "Ambulance"
            must_have = rec.get("must_have", "") if adv else ""
            out.append((d, cost, mine, sac, must_have or ""))
        return out

    def _sector_loss(self, s: Any, u: Any, sec: str, stay: int, ft: bool = False) -> float:
        rec = common.sector_rec(s, sec)
        base = common.def_list_value(rec["def"], stay)
        if s.level == "advanced" and rec.get("no_reduce"):
            red = 0
        else:
            red = s.def_red.get(sec, 0) if sec == u.sector else 0
            if common.is_bunker(s, sec):
                red += len(s.beside.get(sec, []))
                if "Engineer" in u.specs:
                    red += 5
                if ft:
                    if "Flame-thrower" in u.items:
                        red += 10
                    if "Bazooka" in u.items:
                        red += 7
        mgf = 0 if s.level == "exercise" or sec in s.silenced else int(rec.get("mgf", 0))
        extra = 3.5 * (bool(rec.get("extra_d6")) + bool(rec.get("booby"))) if s.level == "advanced" else 0.0
        return max(0, base - red) + 3.5 * mgf + extra

    def _income(self, s: Any, u: Any, sec: str) -> tuple[float, float]:
        """Expected (soldier-equivalent, courage) gained in a turn spent in ``sec``."""
        soldiers = INCOME_SOLDIERS
        if s.level == "advanced" and common.sector_rec(s, sec).get("five_dice"):
            soldiers *= 5 / 6
        courage = INCOME_COURAGE
        if s.level == "advanced":
            every = common.sector_rec(s, sec).get("every") or {}
            courage += every.get("courage", 0)
            soldiers += every.get("soldiers", 0) + 0.5 * every.get("stars", 0) + 0.5 * every.get("tools", 0)
        if "Medic" in u.specs:
            soldiers += 0.9
        if self._climbing(s, sec):
            # the dice hunt 4 skulls, which cancel most of what else they show
            soldiers, courage = soldiers * CLIMB_INCOME, courage * CLIMB_INCOME
        return soldiers, courage

    def _stuck(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        """The unit must move and cannot (§4.6): ask a partner whose courage or Whistle would open
        a move; else give up."""
        for a in legal:
            if isinstance(a, A.AskHelp) and self._could_help(s, u, s.units[a.target]):
                return a
        return next((a for a in legal if isinstance(a, A.CannotMove)), None)

    def _with_gift(self, u: Any, courage: int = 0, item: str = "") -> Any:
        tmp = u.copy()
        tmp.courage = min(99, u.courage + courage + {"Pocket Bible": 3, "Lucky Charm": 1}.get(item, 0))
        if item == "Whistle":
            tmp.items = sorted(tmp.items + [item])
        return tmp

    def _could_help(self, s: Any, u: Any, o: Any) -> bool:
        items = [n for n in ("Whistle", "Pocket Bible", "Lucky Charm") if n in o.items]
        return any(movement.legal_moves(s, self._with_gift(u, o.courage, n)) for n in ["", *items])

    def _help(self, s: Any, u: Any, legal: list[Action]) -> Action | None:
        """Asked by a stuck unit (§4.6): give the least courage (or the one item) that opens it a
        move; pass once it can move or nothing of ours would do."""
        o = s.units[s.request["from"]]
        done = next((a for a in legal if isinstance(a, A.Pass)), None)
        if movement.legal_moves(s, o):
            return done
        gifts = [a for a in legal if isinstance(a, A.Give)]
        for k in range(1, u.courage + 1):
            if movement.legal_moves(s, self._with_gift(o, k)):
                size = 5 if k >= 5 else 1
                return next((a for a in gifts if a.what == "courage" and a.amount == size), done)
        for a in gifts:
            if a.what in ("Whistle", "Pocket Bible", "Lucky Charm") and movement.legal_moves(
                    s, self._with_gift(o, 0, a.what)):
                return a
        return done
