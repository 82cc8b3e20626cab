"""Stronghold's own agent ``siege``: a defender that defends and an attacker that plans its assault.

The general greedy search judged every Stronghold position with one number seen from the
attacker's side; the defender it played moved heroes to the courtyard, shuffled archers between
a bastion and the guardhouse and never paid for a building action, because a partial payment
changes nothing the evaluation saw (measured on main: the attacker won 70 % with greedy on both
sides, some games in round 2). This module judges the coming Assault instead:

* ``forecast`` - per wall section, the attacking strength that can stand on it when this round's
  Assault comes: what is on it now (orders, banners, altars counted), plus what the dispatches
  still to come this round can bring from the ramparts (and from the forefield when two remain),
  limited by the section's fields and the dispatch limits (§7.5).
* ``breach_margin`` - that forecast against what stops a breach (§5.8.5): the defender's total
  *plus* the plain strength of its units (a breach needs an advantage above the units' strength),
  less what its cauldron kills (§5.5). Unearthly Glow takes the section out of the Assault.
* the stake - a breach only wins the attacker the game if his glory then beats the defender's
  (§1.4, §1.6: in round 6 a single breach already loses on glory), so the fear of a breach is
  weighed by how much the attacker would gain from one now.

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
the hourglass that completes a Glow.

Levels are settings of the same agent. With equal care the attacker's plan wins most games (it
is the simpler one to carry out: 9-10 of 10 games between the one-ply minds), so the attacker
plays with noise that shrinks level by level. The defender's strength comes from its second ply
and is graded by its own noise: a small noise (0.2 of a value spanning about -10..+10) already
costs it many games, so easy's one-ply defender and normal's two-ply one play with it and hard's
plays without. ``one`` and ``two`` are calibration points with no noise on either side.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ai.agent import Budget, forced, level_settings
from ai.agents import GreedyAgent, thinking_seconds
from ai.registry import heuristics_for
from ai.search import Clock
from ai.stronghold.heuristics import army_on_board
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action
from game.stronghold.board import att_strength_plain, def_strength_plain


def _D() -> Any:  # noqa: N802 - the engine's data module
    from game.stronghold import data

    return data


def _A() -> Any:  # noqa: N802
    from game.stronghold import assault

    return assault


# ------------------------------------------------------------------ the coming Assault
def dispatches_left(s: Any) -> int:
    """Dispatch actions the attackers have not used yet this round (0 in the Assault)."""
    if s.stage not in ("attack", "dispatch", "defend", "stone", "round_start") or s.phase > 6:
        return 0
    if s.phase == 6 and s.stage == "defend":
        return 0  # the attackers passed phase 6: nothing more arrives before the Assault
    used = sum(1 for a in range(s.n_att) for kind in ("big", "small") if f"{a}:6:{kind}" in s.used_att)
    return max(0, 2 - used) if s.n_att == 1 else max(0, 2 * s.n_att - used) // s.n_att


def _strongest(units: list[int], n: int) -> int:
    """Strength of the ``n`` strongest of ``units`` (goblins, orcs, trolls)."""
    total = 0
    for k in (2, 1, 0):
        take = min(n, units[k])
        total += take * (k + 1)
        n -= take
        if n <= 0:
            break
    return total


def section_strengths(s: Any) -> list[tuple[int, int]]:
    """§5.8.1 attacker and defender totals of every wall section, as the melee would count them."""
    strengths = _A().strengths
    return [strengths(s, i) for i in range(len(_D().SECTIONS))]


def forecast(s: Any, look_ahead: bool = True, st: list[tuple[int, int]] | None = None) -> list[float]:
    """Attacking strength each wall section may face in this round's Assault (module doc)."""
    D = _D()
    st = st or section_strengths(s)
    left = dispatches_left(s) if look_ahead else 0
    out = []
    for i, sec in enumerate(D.SECTIONS):
        att = st[i][0]
        if left:
            on_wall = sum(s.wall_att[i])
            cap = D.WALL_ATT_CAP + D.LADDER_BONUS * s.equip[i].count("Q2") - on_wall
            if s.tower[i]:
                cap += D.TOWER_CAP - sum(s.tower_units[i])
            pool = [0, 0, 0]
            for r in D.SECTION_RAMPARTS[sec]:
                u = s.rampart[D.RAM[r]]
                for k in range(3):
                    pool[k] += u[k]
            limit = 7 * left
            arriving = _strongest(pool, min(cap, limit))
            if left >= 2:
                # forefield -> rampart in the first dispatch, rampart -> wall in the second
                f = s.forefield[D.SEC_HALF[i]]
                room = max(0, min(cap, limit) - sum(pool))
                arriving += 0.7 * _strongest(f, min(room, 5))
            att += 0.85 * arriving
        out.append(att)
    return out


def pressures(s: Any, st: list[tuple[int, int]] | None = None) -> list[float]:
    """Per section, 0..1: how much attacking strength is built up against it (on it, on the
    ramparts in reach, a share of its half's forefield) - where this round's and the next
    round's assault will come."""
    D = _D()
    st = st or section_strengths(s)
    out = []
    for i, sec in enumerate(D.SECTIONS):
        build = float(st[i][0])
        for r in D.SECTION_RAMPARTS[sec]:
            u = s.rampart[D.RAM[r]]
            build += att_strength_plain(u) / len(D.RAMPART_SECTIONS[r])
        f = s.forefield[D.SEC_HALF[i]]
        build += 0.08 * att_strength_plain(f)
        out.append(min(1.0, build / 12.0))
    return out


def cauldron_relief(s: Any, i: int) -> float:
    """Attacking strength the section's cauldron takes away before the melee (§5.5)."""
    kind = s.cauldron[i]
    if not kind:
        return 0.0
    w = s.wall_att[i]
    if kind == 1:
        order = s.orders[i][0] if s.orders[i] else ""
        return float(w[0] * (3 if order == "goblin" else 1)) if w[0] else 1.0
    if kind == 2:
        return 2.0
    return 3.0


def breach_margins(s: Any, look_ahead: bool = True, st: list[tuple[int, int]] | None = None) -> list[float]:
    """Per section: forecast attack minus what a breach must beat (§5.8.5); None-like -99 under
    Glow. Positive: the section falls if the forecast comes true."""
    D = _D()
    A = _A()
    st = st or section_strengths(s)
    fc = forecast(s, look_ahead, st)
    out = []
    for i in range(len(D.SECTIONS)):
        if A._skip(s, i):  # noqa: SLF001 - the engine's own test for Unearthly Glow
            out.append(-99.0)
            continue
        dfn = st[i][1]
        d = s.sec_def[i]
        plain = def_strength_plain(d)
        if fc[i] <= 0:
            out.append(-60.0)  # nothing can reach it before this Assault
            continue
        out.append(fc[i] - dfn - plain - cauldron_relief(s, i))
    return out


def _sig(x: float) -> float:
    z = max(-30.0, min(30.0, x))
    return 1.0 / (1.0 + math.exp(-z))


def breach_stake(s: Any, margins: list[float] | None = None, risks: list[float] | None = None) -> float:
    """How much a breach in this round's Assault would be worth to the attacker: near 1 when his
    glory with the breach bonus beats the defender's, near 0 when it would still lose (§1.4).
    With the sections' margins and risks, the glory of further breaches and of a large excess
    (§1.3 G9) is expected too: late in the game one breach may lose on glory where three win."""
    D = _D()
    att = s.glory_att + D.GLORY_BREACH_FIRST
    if margins is not None and risks is not None:
        extra = sum(r * (D.GLORY_BREACH_MORE + (D.GLORY_BREACH_EXCESS if m >= D.BREACH_EXCESS_MIN else 0))
                    for m, r in zip(margins, risks))
        att += max(0.0, extra - D.GLORY_BREACH_MORE * max(risks, default=0.0))
    dfn = s.glory_def + s.endurance
    return _sig((att - dfn) * 1.2 + 0.6)


def hold_chance(margins: list[float], spread: float = 1.6) -> tuple[float, list[float]]:
    """Chance that no section is breached, and each section's breach risk."""
    risks = [_sig((m + 0.5) / spread) if m > -55 else 0.0 for m in margins]
    hold = 1.0
    for r in risks:
        hold *= 1.0 - r
    return hold, risks


# ------------------------------------------------------------------ what things are worth
# Permanent defences and one-round tokens the defender can buy, in the value's units (a sure
# breach at full stake is worth 10).
TOKEN_WORTH = {"cannon": 1.6, "claw": 1.3, "cauldron_t": 1.1, "cauldron_o": 0.9, "cauldron_g": 0.9,
               "platform": 0.7, "wall": 0.6, "trap_g": 0.5, "trap_t": 0.6, "sharpshooter": 0.9,
               "expedition": 0.8, "train_as": 0.35, "train_sv": 0.4, "sabotage": 0.4, "confusion": 0.5,
               "blessing": 0.3, "track": 0.3, "gate": 0.2, "glow": 0.3}
BREACH_WEIGHT = 10.0
KILL_WEIGHT = 0.25


def defence_value(s: Any, look_ahead: bool = True) -> float:
    """How good ``s`` is for the defenders (larger is better; about -10 .. +10)."""
    D = _D()
    if s.over:
        return 50.0 if s.winner == "def" else -50.0
    st = section_strengths(s)
    margins = breach_margins(s, look_ahead, st)
    hold, risks = hold_chance(margins)
    stake = breach_stake(s, margins, risks)
    press = pressures(s, st)
    value = -BREACH_WEIGHT * stake * (1.0 - hold)
    # a section far past saving still needs every unit it can get: the risk above is flat there,
    # so its margin counts on its own too
    value -= 0.6 * stake * sum(max(0.0, m + 1.5) for m in margins if m > -50)
    # melee losses short of a breach: units the attacker kills where he is stronger
    for i, m in enumerate(margins):
        d = s.sec_def[i]
        plain = def_strength_plain(d)
        if m > -50 and m + plain > 0:
            value -= 0.12 * min(plain, m + plain)
        if not any(d) and (any(s.wall_att[i]) or risks[i] > 0.05 or press[i] > 0.2):
            value -= 0.8  # an empty section before an attack: the first troll breaches it
    # a melee the defender wins kills attackers (§5.8.3): being stronger where they stand pays
    for i in range(len(D.SECTIONS)):
        w = s.wall_att[i]
        if (w[0] or w[1] or w[2]) and margins[i] > -50 and any(s.sec_def[i]):
            att, dfn = st[i]
            over = dfn + cauldron_relief(s, i) - att
            if over > 0:
                value += KILL_WEIGHT * min(over, att_strength_plain(w))
    # material and permanent defences, worth more where the attack builds up
    top = max(press)
    for i, x in enumerate(s.sec_def):
        value += (0.1 + 0.15 * press[i]) * def_strength_plain(x)
        value += (0.15 + 0.25 * press[i]) * (s.stone[i] + s.wood[i])
        if s.cauldron[i]:
            value += TOKEN_WORTH[("", "cauldron_g", "cauldron_o", "cauldron_t")[s.cauldron[i]]] * (0.4 + 1.2 * press[i])
        if s.platform[i]:
            value += TOKEN_WORTH["platform"] * (0.4 + press[i])
    # archers on bastions shoot every Assault
    value += 0.3 * sum(s.bastion_archers)
    # units in the courtyard and buildings reach any wall section with one move: while some
    # section is under pressure they are worth more there than idle on a quiet one
    for key, x in s.places.items():
        strength = def_strength_plain(x)
        value += (0.12 + (0.08 + 0.15 * top if key != D.HONOUR else 0.0)) * strength
    value += TOKEN_WORTH["cannon"] * sum(1 for m in s.bastion_machine if m == "cannon")
    value += TOKEN_WORTH["claw"] * sum(1 for m in s.bastion_machine if m == "claw")
    value += 0.55 * sum(1 for t in s.spots if t in ("trap_g", "trap_t"))
    # hourglasses already paid toward an action: progress, worth a share of the result
    for aid, paid in s.paid.items():
        if paid and aid in D.BUILDING_ACTIONS:
            cost = D.BUILDING_ACTIONS[aid][1]
            worth = TOKEN_WORTH.get(aid, 0.3)
            if aid == "glow":
                worth += glow_gain(s, margins, hold, stake)
            value += 0.8 * worth * min(1.0, paid / max(1, cost))
    # heroes belong on the wall, beside the threat
    for h in range(2):
        pos = s.hero_pos[h]
        if pos >= 0:
            value += 0.3 + 0.4 * risks[pos] + 0.4 * press[pos]
        else:
            value += 0.25 + 0.4 * top  # in the courtyard: one move from any section
    # attacking units removed before they reach the wall
    army = army_on_board(s)
    value -= 0.06 * army
    glory = (s.glory_def + s.endurance) - s.glory_att
    value += 2.5 * glory
    if s.hg_intact and s.round <= D.ROUNDS:
        # the honour guard's glory from round 6 on (§4.10.2): keep its two soldiers home
        value += 0.6 * max(0, D.ROUNDS - max(s.round, D.HONOUR_FROM_ROUND - 1))
    return value


def glow_gain(s: Any, margins: list[float], hold: float, stake: float) -> float:
    """Value a Glow would add now on the section most likely to fall."""
    _h, risks = hold_chance(margins)
    best = 0.0
    for r in risks:
        if r < 1.0:
            best = max(best, hold / (1.0 - r) - hold)
    return BREACH_WEIGHT * stake * best


def attack_value(s: Any) -> float:
    """How good ``s`` is for the attackers: the breach chance at the stake it is worth, the army
    that can still reach the wall, and glory."""
    if s.over:
        return 50.0 if s.winner == "att" else -50.0
    margins = breach_margins(s)
    hold, risks = hold_chance(margins)
    stake = breach_stake(s, margins, risks)
    # one Glow stops one section: the threat that survives a Glow on the worst section counts too
    ranked = sorted(risks, reverse=True)
    second = 1.0
    for r in ranked[1:]:
        second *= 1.0 - r
    value = BREACH_WEIGHT * stake * (0.6 * (1.0 - hold) + 0.4 * (1.0 - second))
    for m in margins:
        if m > -50:
            value += 0.05 * max(-8.0, min(4.0, m))
    army = army_on_board(s)
    camp = sum(att_strength_plain(c) for c in s.camp)
    value += 0.06 * army + 0.02 * camp
    garrison = sum(def_strength_plain(x) for x in s.sec_def) + sum(s.bastion_archers)
    value -= 0.1 * garrison + 0.2 * (sum(s.stone) + sum(s.wood))
    value += 0.5 * (s.glory_att - (s.glory_def + s.endurance))
    value -= 0.2 * (sum(s.hg) + sum(s.hg_workshop))  # hourglasses handed to the defender
    return value


# ------------------------------------------------------------------ the agent
@dataclass(frozen=True)
class SiegeSettings:
    samples: int = 1  # determinizations of the view per decision
    noise: float = 0.0  # added to every defender action's value (weaker levels)
    att_noise: float = 0.0  # the same for the attacker
    look_ahead: bool = True  # forecast the arrivals of the dispatches to come
    attacker: str = "greedy"  # the attacker's general search level when the mind declines
    plan_attack: bool = True  # the attacker uses attack_value (False: greedy alone)
    second: int = 0  # defender: best actions judged by the best pair they start (0: one ply)
    att_second: int = 0  # the same for the attacker
    pool: int = 30  # follow-up actions considered in that second ply
    seconds: float = 1.0


SIEGE_LEVELS = {
    # The attacker's plan (pile the strongest units on the weakest section) is the easier one to
    # play: with equal care it won 9-10 of 10 games against this defender. The attacker's noise
    # is what balances the sides at each level; the defender's noise is what orders its levels.
    # easy (30 games each, seeds 501-530): defender noise 1.0 let the attacker win 23/30; 0.2 with
    # the attacker at 5.0 gave 13/30, and the normal attacker still beat this defender 14/20;
    # on fresh seeds 901-920 the easy mirror's attacker won 7/20 (0.35, Wilson 0.18..0.57)
    "easy": SiegeSettings(noise=0.2, att_noise=5.0, seconds=0.3),
    # Tuned on seeds 3000-3019 (20 games each, attacker's wins): the two-ply defender at noise 0
    # held the normal attacker (2.0) to 7/20, at noise 0.2 to 13/20 (0.3: 13/20), and the easy
    # attacker (5.0) won 4/20 against it at 0.2. The attacker's noise barely tells from 2.0 down
    # to 1.5 (7/20 and 8/20 against the noiseless defender), then sharply: 1.0 won 9/20 and 0.5
    # won 17/20 against it, and 1.0 won 17/20 against the defender at 0.2. A normal attacker at
    # 3.0 (seeds 5000-5019) won 8/20 against the hard defender and 9/20 against this one: the
    # levels no better apart, so it stays at 2.0.
    "normal": SiegeSettings(noise=0.2, att_noise=2.0, second=6, pool=20),
    # A second sample of the hidden cards with a wider second ply (10 of 25), or face-down orders
    # drawn by what they would add (6/16), did not make a defender stronger than the two-ply one
    # at noise 0 (9/16 against the normal attacker on seeds 2000-2015): hard is that defender,
    # and (first) an attacker at 1.0, the step where the attacker's noise starts to tell.
    # Fresh seeds 4000-4019 (attacker's wins of 20): hard v normal 18, normal v hard 10,
    # normal mirror 13, hard mirror 12, easy v normal 5, easy mirror 5 (the easy attacker is on
    # the weak side: 25/70 over its three mirror runs). 100 games a pairing, seats alternated
    # (`bench levels --game stronghold --pair hard --games 100 --seed 7000 --jobs 2`): hard beats
    # normal 74/100 (0.65-0.82), as attacker 43/50, as defender 31/50 (0.48-0.74); `--pair normal
    # --seed 7200`: normal beats easy 70/100 (0.60-0.78), as attacker 31/50, as defender 39/50.
    # Mirrors, 100 games (`--pair normal --mirror --seed 7400`): easy's attacker 40/100, normal's
    # 60/100 (defenders 0.60 and 0.40).
    # The hard mirror over 100 games (`simulate --agents siege:hard,siege:hard --seed 7600`) then
    # went to the attacker 77/100 (its defender 0.23, under the 0.35 a side should keep): with the
    # attacker's noise at 1.4 instead of 1.0 the same seeds give the attacker 53/100 (0.43-0.62),
    # and against the normal defender it still wins 70/100 (0.60-0.78, seeds 7800-7899); the hard
    # defender is unchanged: it held the normal attacker to 19/50 in the pairing above and won
    # 61/100 (0.51-0.70) against it on seeds 7900-7999.
    "hard": SiegeSettings(att_noise=1.4, second=6, pool=20, seconds=2.5),
    # calibration points (not setup levels): both sides at full care, one ply and two
    "one": SiegeSettings(),
    "two": SiegeSettings(second=6, pool=20),
}


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

