"""Wizard Kings campaigns: a plan for a whole Movement turn of free play toward the V1 gold
threshold (1.23), for the search agents to follow.

The searches judge one block's move at a time two plies deep; they never put a concentrated
attack together, so two AI armies wear each other down mid-map and most games reach the turn
cap (a captured city only counts while a unit holds it, 4.4, so taking 5 GP of the rival's
cities means beating his garrisons there, with force). A campaign does what a player does:

* **strike** — every enemy city the blocks that can reach it this turn outgun (``strike_ratio``
  times its defenders, plus whatever the rival can still bring in when he moves after us) is
  attacked, richest first, by every block that can get there (a captured city must then be
  held); an empty enemy city takes one block;
* **raid** — a captured city counts only while held, but an empty one of the rival's is taken
  by one block walking in: two blocks make for his richest empty cities (one each), ending
  next to them where none of his power that could fall on them outguns them, so that a turn
  moving last can take several at once (**finish**);
* **gather** — the other field blocks march on one enemy city (the richest near the army's
  centre of gravity), ending their moves together where no rival stack outguns them, so that
  next turn they can strike as one;
* **finish** — moving last in the turn, also strike at even odds where that brings the army
  to the threshold (it is checked at the turn's end, before the rival can answer);
* garrisons of captured cities stay (the city would revert when left empty), as many as match
  twice the rival's power within a move of the city;
* **reinforce** — a city being fought over goes to the battle's winner, so the blocks that can
  reach it join the battle (before any strike) until ours outgun his there 1.5 to 1;
* in the last turn (30) the cap decides by city gold (V2), so moving last the plan strikes at
  even odds where that puts the army above the rival.

What the plan leaves (blocks with no safe step nearer the focus, every battle and build
decision) the agent underneath decides; the blocks in our own cities march too (an empty own
city still counts for us unless the rival walks in, 4.4). The plan is made on one determinization of
the view (the hidden blocks' strengths drawn as the heuristics draw them), so it reads nothing
the seat cannot see.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ai.agent import Budget, forced, level_settings
from ai.registry import heuristics_for, make
from ai.wizard_kings.battles import block_power
from ai.wizard_kings.levels import LEVELS, CampaignSettings
from ai.wizard_kings.tr import _
from game.core.hexgrid import distance
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.actions import Move
from game.wizard_kings.data import BLOCKS

Hex = tuple[int, int]


class Campaign:
    """The plan of one Movement turn for ``seat`` on a (determinized) state ``s``."""

    def __init__(self, s: Any, seat: int, settings: CampaignSettings) -> None:
        self.s, self.seat, self.cfg = s, seat, settings
        self.occ = mv.occupancy(s)
        self.bd = mv.board(s)
        order = list(s.order)
        self.rival = next(p for p in range(s.players) if p != seat)
        # the cities being fought over: a move into one joins the battle
        self.battles = {h for h in self.bd.cities if {seat, self.rival} <= self.occ.get(h, {}).keys()}
        # V1's threshold (1.23); in the last turn the cap decides by city gold instead (V2)
        self.need = sc.v1_threshold(len(s.designs))
        self.last_turn = s.turn >= sc.turn_limit(s)
        self.gold = {p: sc.controlled_value(s, p, self.occ) for p in (seat, self.rival)}
        # the rival still moves this turn after us: he can reinforce and counter-attack
        self.rival_moves_after = seat in order and self.rival in order and order.index(self.rival) > order.index(seat)
        self.raids: dict[str, Hex] = {}   # raider -> the rival's empty city it makes for (:meth:`raid`)

    # ------------------------------------------------------------------ measures
    def power(self, uid: str) -> float:
        u = self.s.units[uid]
        return u[3] * block_power(BLOCKS[u[0]])

    def power_at(self, h: Hex, seat: int) -> float:
        return sum(self.power(uid) for uid in self.occ.get(h, {}).get(seat, ()))

    def defence(self, h: Hex) -> float:
        city = self.bd.cities.get(h)
        walled = city is not None and getattr(city, "walled", False)
        return self.power_at(h, self.rival) * (self.cfg.walled if walled else 1.0)

    def mobile_any(self, seat: int) -> list[str]:
        """``seat``'s blocks that move at all (moved this turn or not)."""
        return [uid for uid, u in self.s.units.items() if u[1] == seat and u[0] in BLOCKS
                and not BLOCKS[u[0]].castle and BLOCKS[u[0]].ma > 0]

    def mobile(self, seat: int) -> list[str]:
        """``seat``'s blocks that can still move this turn."""
        return [uid for uid in self.mobile_any(seat) if mv.can_move(self.s, uid)]

    def reach(self, uid: str) -> set[Hex]:
        """Where ``uid`` can end a legal move this turn."""
        return {dest for dest, _prev in mv.move_options(self.s, self.occ, uid)}

    def rival_reach_power(self) -> dict[Hex, float]:
        """The rival's power that can still arrive in each hex this turn (none when he has
        already moved)."""
        if not self.rival_moves_after:
            return {}
        out: dict[Hex, float] = {}
        for uid in self.mobile(self.rival):
            p = self.power(uid)
            for dest in self.reach(uid):
                out[dest] = out.get(dest, 0.0) + p
        return out

    # ------------------------------------------------------------------ the plan
    def plan(self) -> list[tuple[str, Hex]]:
        """(unit, destination) in the order to move them."""
        s = self.s
        if s.result is not None:
            return []
        enemy_cities = [h for h in self.bd.cities if mv.status(s, self.occ, h, self.seat) == "enemy"
                        and mv.holder(s, self.occ, h) == self.rival]
        mine = self.mobile(self.seat)
        reach = {uid: self.reach(uid) for uid in mine}
        help_power = self.rival_reach_power()
        keep = self.garrisons(mine)
        # guarding comes first: a strike elsewhere is worth nothing if the rival wins meanwhile
        moves: list[tuple[str, Hex]] = self.deny(mine, reach, keep) if self.cfg.deny else []
        free = [uid for uid in mine if uid not in keep]
        used: set[str] = set()
        cities = sorted(enemy_cities, key=lambda c: (-self.worth(c), c))
        if self.cfg.reinforce:
            moves.extend(self.reinforce(free, used, reach, help_power))
        # strike: richest city first, with the blocks that can get there
        struck = []
        for h in cities:
            chosen = self.strike(h, free, used, reach, self.cfg.strike_ratio * (self.defence(h) + help_power.get(h, 0.0)))
            if chosen:
                used.update(chosen)
                struck.append(h)
                moves.extend((uid, h) for uid in chosen)
        if not self.rival_moves_after:
            moves.extend(self.finish(cities, struck, free, used, reach))
        rest = [uid for uid in free if uid not in used]
        if rest and self.cfg.raiders:
            moves.extend(self.raid(cities, struck, rest, used, reach, help_power))
            rest = [uid for uid in rest if uid not in used]
        # gather on one city for next turn
        if rest and self.cfg.gather and enemy_cities:
            focus = self.focus(enemy_cities, rest)
            moves.extend(self.gather(focus, rest, reach, help_power))
        return moves

    def strike(self, h: Hex, free: list[str], used: set[str], reach: dict[str, set[Hex]],
               need: float) -> list[str]:
        """The blocks to send into ``h`` (the strongest first; every one that can reach when
        :attr:`CampaignSettings.all_in`), or none when together they do not exceed ``need``."""
        comers = sorted((uid for uid in free if uid not in used and h in reach[uid]),
                        key=lambda uid: (-self.power(uid), uid))
        force, chosen = 0.0, []
        for uid in comers:
            if need <= 0 and chosen:
                break
            chosen.append(uid)
            force += self.power(uid)
            if force > need and not self.cfg.all_in:
                break
        return chosen if chosen and force > need else []

    def reinforce(self, free: list[str], used: set[str], reach: dict[str, set[Hex]],
                  help_power: dict[Hex, float]) -> list[tuple[str, Hex]]:
        """Cities being fought over (the rival attacked one of ours, or ours are inside one of
        his) go to the battle's winner (4.4): richest first, blocks that can reach one join it
        while they tip it to :attr:`CampaignSettings.reinforce` times his power there (and
        what he can still bring this turn)."""
        out: list[tuple[str, Hex]] = []
        for h in sorted(self.battles, key=lambda c: (-self.worth(c), c)):
            need = self.cfg.reinforce * (self.power_at(h, self.rival) + help_power.get(h, 0.0)) - self.power_at(h, self.seat)
            if need <= 0:
                continue
            chosen = self.strike(h, free, used, reach, need)
            used.update(chosen)
            out.extend((uid, h) for uid in chosen)
        return out

    def finish(self, cities: list[Hex], struck: list[Hex], free: list[str], used: set[str],
               reach: dict[str, set[Hex]]) -> list[tuple[str, Hex]]:
        """Moving last this turn, strike at even odds where that can reach the threshold at the
        turn's end (1.23): the rival cannot answer before it is checked. In the last turn the
        cap decides by city gold (V2), so there it is enough to end above the rival."""
        s = self.s
        need, last = self.need, self.last_turn
        have, his = self.gold[self.seat], self.gold[self.rival]

        def take(h: Hex) -> None:
            nonlocal have, his
            have += self.bd.cities[h].value
            if mv.holder(s, self.occ, h) == self.rival:
                his -= self.bd.cities[h].value

        def won() -> bool:
            return have >= need or (last and have > his)
        for h in struck:
            take(h)
        taken = set(used)
        extra: list[tuple[str, Hex]] = []
        for h in cities:
            if won():
                break
            if h in struck:
                continue
            chosen = self.strike(h, free, taken, reach, self.cfg.finish_ratio * self.defence(h))
            if chosen:
                taken.update(chosen)
                take(h)
                extra.extend((uid, h) for uid in chosen)
        if not won():
            return []
        used.update(taken)
        return extra

    def garrisons(self, mine: list[str]) -> set[str]:
        """The blocks that stay: in each captured city (which reverts to its owner when left
        empty, 4.4) the weakest first, until they match :attr:`CampaignSettings.hold` times
        the rival's power within a move of it; with :attr:`CampaignSettings.home`, one block in
        each own city the rival could walk into."""
        keep: set[str] = set()
        s = self.s
        near = self.rival_near()
        for h in self.bd.cities:
            own = s.city_owner.get(h, -1) == self.seat
            if own and not self.cfg.home:
                continue
            here = sorted((uid for uid in self.occ.get(h, {}).get(self.seat, ()) if uid in mine),
                          key=lambda uid: (self.power(uid), uid))
            if not here or mv.holder(s, self.occ, h) != self.seat:
                continue
            danger = near(h)
            if own:
                if danger > 0 and not any(uid not in mine for uid in self.occ[h][self.seat]):
                    keep.add(here[0])
                continue
            held = 0.0
            for uid in here:
                keep.add(uid)
                held += self.power(uid)
                if held >= self.cfg.hold * danger:
                    break
        return keep

    def deny(self, mine: list[str], reach: dict[str, set[Hex]], keep: set[str]) -> list[tuple[str, Hex]]:
        """When the cities the rival could walk or fight into (his power near them above
        :attr:`CampaignSettings.cover` times ours there) would bring him to the threshold (or,
        in the last turn, above us), guard them, richest first, until what is left open is not
        enough: the blocks there stay (added to ``keep``) and free blocks that reach them go in
        (the moves returned)."""
        s, occ = self.s, self.occ
        near = self.rival_near()
        need = min(self.need, self.gold[self.seat]) if self.last_turn else self.need
        his = self.gold[self.rival]

        def guard(h: Hex) -> float:
            return sum(self.power(uid) for uid in occ.get(h, {}).get(self.seat, ()) if uid not in mine or uid in keep)
        ours = [h for h in self.bd.cities if mv.holder(s, occ, h) == self.seat]
        open_ = sorted((h for h in ours if near(h) > 0 and guard(h) < self.cfg.cover * near(h)),
                       key=lambda h: (-self.bd.cities[h].value, h))
        gap = his + sum(self.bd.cities[h].value for h in open_) - need + 1
        moves: list[tuple[str, Hex]] = []
        for h in open_:
            if gap <= 0:
                break
            want = self.cfg.cover * near(h)
            g = guard(h)
            here = sorted((uid for uid in occ.get(h, {}).get(self.seat, ()) if uid in mine and uid not in keep),
                          key=lambda uid: (-self.power(uid), uid))
            comers = sorted((uid for uid in mine if uid not in keep and uid not in here and h in reach[uid]),
                            key=lambda uid: (-self.power(uid), uid))
            for uid in here + comers:
                if g >= want:
                    break
                keep.add(uid)
                g += self.power(uid)
                if uid in comers:
                    moves.append((uid, h))
            if g >= want:
                gap -= self.bd.cities[h].value
        return moves

    def rival_near(self) -> Any:
        """hex -> the rival's mobile power within his move of it (his MA + 1: roads)."""
        units = [(self.s.units[uid][2], BLOCKS[self.s.units[uid][0]].ma + 1, self.power(uid))
                 for uid in self.mobile_any(self.rival)]

        def near(h: Hex) -> float:
            return sum(p for x, r, p in units if distance(x, h) <= r)
        return near

    def worth(self, h: Hex) -> float:
        """A city's value to take: one of our own cities the rival holds counts
        :attr:`CampaignSettings.home_worth` times (once retaken it stays ours even empty, 4.4)."""
        value = self.bd.cities[h].value
        return value * (self.cfg.home_worth if self.s.city_owner.get(h, -1) == self.seat else 1.0)

    def focus(self, cities: list[Hex], units: list[str]) -> Hex:
        """The enemy city to gather on: rich, near the blocks, lightly held."""
        s = self.s

        def cost(h: Hex) -> tuple[float, Hex]:
            d = sum(distance(s.units[uid][2], h) for uid in units) / len(units)
            return (d + 0.25 * self.defence(h) - self.cfg.focus_value * self.worth(h), h)
        return min(cities, key=cost)

    def raid(self, cities: list[Hex], struck: list[Hex], free: list[str], used: set[str],
             reach: dict[str, set[Hex]], help_power: dict[Hex, float]) -> list[tuple[str, Hex]]:
        """The rival's empty cities far from the fighting are what wins (4.4: one block walking
        in takes one): up to :attr:`CampaignSettings.raiders` blocks, the nearest to each (the
        weakest breaking ties), step toward them, so that a turn moving last can take several
        at once (:meth:`finish`). A raider ends next to its city, where the rival's blocks
        that can reach it do not outgun it."""
        s = self.s
        threat = self.threat(help_power)
        targets = [h for h in cities if h not in struck and self.defence(h) == 0]
        out: list[tuple[str, Hex]] = []
        for h in sorted(targets, key=lambda c: (-self.worth(c), c)):
            spare = [uid for uid in free if uid not in used]
            if len(self.raids) >= self.cfg.raiders or not spare:
                break
            uid = min(spare, key=lambda u: (distance(s.units[u][2], h), self.power(u), u))
            here_d = distance(s.units[uid][2], h)
            if here_d > 1:   # a raider next to its city waits there
                steps = [dest for dest in reach[uid]
                         if 1 <= distance(dest, h) < here_d and dest not in self.bd.cities
                         and not self.occ.get(dest, {}).keys() - {self.seat}
                         and threat.get(dest, 0.0) <= self.cfg.safe_ratio * self.power(uid)]
                if not steps:
                    continue
                out.append((uid, min(steps, key=lambda dest: (distance(dest, h), dest))))
            used.add(uid)
            self.raids[uid] = h
        return out

    def threat(self, help_power: dict[Hex, float]) -> dict[Hex, float]:
        """hex -> the rival's power that can still arrive this turn (``help_power``) or attack
        from next to it (his blocks next to a hex can attack it next turn whether he moves after
        us or not)."""
        threat = dict(help_power)
        for h, here in self.occ.items():
            if self.rival in here:
                p = self.power_at(h, self.rival)
                for n in self.bd.nbrs.get(h, ()):
                    threat[n] = threat.get(n, 0.0) + p
        return threat

    def gather(self, focus: Hex, units: list[str], reach: dict[str, set[Hex]],
               help_power: dict[Hex, float]) -> list[tuple[str, Hex]]:
        """Move each block nearer ``focus`` without entering an enemy hex, ending together with
        the others where the rival's stacks within reach do not outgun the stack there."""
        s = self.s
        threat = self.threat(help_power)
        stacked: dict[Hex, float] = {}
        for uid in self.mobile(self.seat):
            h = s.units[uid][2]
            if uid not in units:
                stacked[h] = stacked.get(h, 0.0) + self.power(uid)
        out = []
        for uid in sorted(units, key=lambda u: (distance(s.units[u][2], focus), u)):
            start = s.units[uid][2]
            here_d = distance(start, focus)
            best, best_key = None, None
            for dest in reach[uid]:
                if dest == focus or self.occ.get(dest, {}).keys() - {self.seat}:
                    continue
                d = distance(dest, focus)
                if d >= here_d:
                    continue
                together = stacked.get(dest, 0.0) + self.power(uid)
                safe = threat.get(dest, 0.0) <= self.cfg.safe_ratio * together
                key = (not safe, d, -together, dest)
                if best_key is None or key < best_key:
                    best, best_key = dest, key
            if best is None or best_key[0]:
                continue   # no safe step nearer: the agent underneath decides
            stacked[best] = stacked.get(best, 0.0) + self.power(uid)
            out.append((uid, best))
        return out


def applies(view: Any) -> bool:
    """Free play to the gold threshold, two armies (the plan assumes one rival)."""
    return (getattr(view, "scenario", None) == "free" and view.opts.get("victory", "gold") == "gold"
            and view.players == 2 and view.phase == "move" and not view.pending)


class CampaignAgent:
    """Follows the turn's campaign plan in the Movement phase of free play (V1) and leaves
    every other decision to the agent underneath."""

    wants_view = True
    kind = "campaign"

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None,
                 settings: CampaignSettings | None = None) -> None:
        if settings is None:
            level, settings = level_settings(LEVELS, "campaign", level)
        self.rules, self.seat, self.seed = rules, seat, seed
        self.level = level or "normal"
        self.settings = settings
        self.name = f"{self.kind}:{self.level}"
        self.inner = make(settings.inner, rules, seat, seed)
        if settings.inner_noise is not None:
            self.inner.settings = replace(self.inner.settings, noise=settings.inner_noise)
        self.h = heuristics_for(rules.id)
        self.last: dict[str, Any] = {}
        self._plan_key: tuple | None = None
        self._plan: list[tuple[str, Hex]] = []
        self._battles: set[Hex] = set()

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        only = forced(self, legal_actions)
        if only is not None:
            return only
        if self.settings.plan and applies(view):
            act = self.planned(view, legal_actions)
            if act is not None:
                # a strike enters a city of the rival's; a gathering step does not
                dest = act.path[-1]
                self.last = {"campaign": True, "strike": view.city_owner.get(dest, self.seat) != self.seat,
                             "battle": dest in self._battles}
                return act
        act = self.inner.choose(view, legal_actions, budget)
        self.last = getattr(self.inner, "last", {})
        return act

    def explain(self) -> dict[str, Any] | None:
        if self.last.get("campaign"):
            return {"kind": "plan", "strike": self.last["strike"], "battle": self.last["battle"]}
        explain = getattr(self.inner, "explain", None)
        return explain() if explain is not None else None

    def planned(self, view: Any, legal: list[Action]) -> Action | None:
        """The next move of this turn's plan that is still legal, None when it is done."""
        key = (view.turn, self.seat)
        if self._plan_key != key:
            seed = Rng(self.seed ^ (view.turn * 0x9E3779B1 & 0xFFFFFFFF)).next_u32()
            state = self.h.determinize(self.rules, view, self.seat, seed)
            campaign = Campaign(state, self.seat, self.settings)
            self._plan = campaign.plan()
            self._battles = campaign.battles
            self._plan_key = key
        moves = [a for a in legal if isinstance(a, Move)]
        while self._plan:
            uid, dest = self._plan.pop(0)
            options = [a for a in moves if a.unit == uid and a.path[-1] == dest]
            if options:
                return min(options, key=lambda a: (len(a.path), a.path))
        return None


def reason_text(reason: dict[str, Any]) -> str:
    """A campaign move's reason (:meth:`CampaignAgent.explain`, kind ``plan``) in the player's
    words, for a hint: what this turn's plan does with the move; "" for any other kind."""
    if reason.get("kind") != "plan":
        return ""
    if reason.get("battle"):
        return _("this turn's plan: blocks join the battle for a city, to tip it our way")
    if reason.get("strike"):
        return _("this turn's plan: the blocks that outgun an enemy city attack it together")
    return _("this turn's plan: the army gathers for next turn's attack")
