"""The coming Assault as the ``siege`` agent judges it, and from it what a Stronghold position is
worth to each side.

* ``forecast`` - per wall section, the attacking strength that can stand on it when this round's
  Assault comes: what is on it now (orders, banners, altars counted), plus what the dispatches
  still to come this round can bring from the ramparts (and from the forefield when two remain),
  limited by the section's fields and the dispatch limits (§7.5).
* ``breach_margins`` - that forecast against what stops a breach (§5.8.5): the defender's total
  *plus* the plain strength of its units (a breach needs an advantage above the units' strength),
  less what its cauldron kills (§5.5). Unearthly Glow takes the section out of the Assault.
* the stake - a breach only wins the attacker the game if his glory then beats the defender's
  (§1.4, §1.6: in round 6 a single breach already loses on glory), so the fear of a breach is
  weighed by how much the attacker would gain from one now.

``defence_value`` and ``attack_value`` weigh these, with the material, the defences bought, the
heroes and glory, for the defenders and for the attackers.
"""

from __future__ import annotations

import math
from typing import Any

from ai.stronghold.heuristics import army_on_board
from game.stronghold import assault as A
from game.stronghold import data as D
from game.stronghold.board import att_strength_plain, def_strength_plain


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
    strengths = A.strengths
    return [strengths(s, i) for i in range(len(D.SECTIONS))]


def forecast(s: Any, look_ahead: bool = True, st: list[tuple[int, int]] | None = None) -> list[float]:
    """Attacking strength each wall section may face in this round's Assault (module doc)."""
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
