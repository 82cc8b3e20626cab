"""The action phase (§4.5): the five actions, paying card by card (§4.5.1), granted actions
(§4.5.8) and the wizard powers (§4.11), used between actions, in a granted action and at the
turn's other moments (``("power", seat, when)``).

``("act", seat, remaining, mode, used, own)``: ``seat`` may act (``remaining`` = -1: any number,
its own turn); ``mode`` is how actions are paid: ``normal`` (hand + shared support, discarded),
``shared_keep`` (Incarnation: shared support only, kept, each card once) or ``own_keep``
(Illusion: own hand and support, kept). ``used`` lists ``owner * 16 + code`` of the support cards
an Incarnation has already used.
``("pay", seat, intent, need, chosen, mode, own)``: the payment being made.
"""

from __future__ import annotations

from game.core.events import PhaseStarted
from game.madness.actions import (
    Acquire,
    Banish,
    BreakCurse,
    CancelPayment,
    Cast,
    Done,
    EndActions,
    Learn,
    Pay,
    Pick,
    UsePower,
    cost_text,  # noqa: F401  (re-exported: the board and the AI read it here)
)
from game.madness.data import (
    ALICE,
    CARD_ELEM,
    CARD_NAMES,
    CARD_VALUE,
    CURSE_DECK_MULTI,
    CURSE_ELEMENT_COST,
    CURSES,
    HAROLD,
    LARRY,
    LEARN_COST,
    MADNESS,
    MAX_MULTIPLIER,
    SANDRA,
    SLOT_NAMES,
    SPELL_NAMES,
    SPELLS,
    TAX_ELEMENT,
    VIKTOR,
    VIOLETTA,
    A,
    card,
    curse_label,
)
from game.madness.effects import learn, push_effect, unneutralize_m1
from game.madness.events import CardAcquired, CurseBroken, MadnessBanished, SpellCast, SpellLearned
from game.madness.machine import Decision, auto, decision
from game.madness.state import EFFECT_KINDS, USED, MadnessState
from game.madness.tr import N_, en
from game.madness.zones import draw, note


def pay_zones(s: MadnessState, p: int, mode: str) -> list[tuple[str, int]]:
    """§4.5.1 your hand and any player's support; the keep modes restrict it (§5.6 ACTIONS)."""
    if mode == "own_keep":
        return [("hand", p), ("support", p)]
    supports = [("support", q) for q in range(s.n) if not s.eliminated[q]]
    if mode == "shared_keep":
        return supports
    return [("hand", p)] + supports


def available(s: MadnessState, p: int, mode: str, used: tuple, chosen: tuple = ()) -> list[tuple[str, int, int, int]]:
    """(zone, owner, code, copies still usable) of the cards a payment may still take."""
    out = []
    for zone, owner in pay_zones(s, p, mode):
        lst = s.hand[owner] if zone == "hand" else s.support[owner]
        if not lst:
            continue
        counts = [0] * 13
        for c in lst:
            counts[c] += 1
        if zone == "support" and used:
            for u in used:
                if u >> 4 == owner:
                    counts[u & 15] -= 1
        for ch in chosen:
            if ch[0] == zone and ch[1] == owner:
                counts[ch[2]] -= 1
        for c in range(12):
            if counts[c] > 0:
                out.append((zone, owner, c, counts[c]))
    return out


def harold_can(s: MadnessState, p: int, own: bool) -> bool:
    """§5.3 Harold: once per turn, one A1 counts as 1 element of any kind (§7 item 19), in his
    own turn or in a granted action, which he takes "as if it were his turn" (§4.5.8)."""
    return s.wizards[p] == HAROLD and not s.harold_used >> p & 1


def power_ready(s: MadnessState, p: int) -> bool:
    """§4.11 once per turn ("during your turn"; a granted action counts as one, §4.5.8)."""
    return not s.power_used >> p & 1 and power_possible(s, p)


def affordable(totals: list[int], need: tuple, harold: bool, has_a1: bool) -> bool:
    if need[4]:
        if any(t >= need[4] for t in totals):
            return True
        return harold and has_a1 and any(totals[e] + 1 >= need[4] for e in range(3))
    short = 0
    for e in range(4):
        if totals[e] < need[e]:
            short += need[e] - totals[e]
    if short == 0:
        return True
    return (harold and has_a1 and short == 1 and totals[A] - 1 >= need[A]
            and totals[A] >= need[A] + 1)


def curse_cost(s: MadnessState, slot: int) -> tuple[int, int, int, int, int]:
    """§4.5.6 four of the curse's element, or one of each; plus its tax tokens (§4.9)."""
    deck = CURSES[s.track[slot]][0]
    need = [1, 1, 1, 1] if deck == CURSE_DECK_MULTI else [0, 0, 0, 0]
    if deck != CURSE_DECK_MULTI:
        need[deck] = CURSE_ELEMENT_COST
    for e in range(4):
        need[e] += s.tokens[slot * 4 + e]
    return (need[0], need[1], need[2], need[3], 0)


def _single(elem: int, n: int) -> tuple[int, int, int, int, int]:
    need = [0, 0, 0, 0, 0]
    need[elem] = n
    return tuple(need)  # type: ignore[return-value]


# ------------------------------------------------------------------ the action choice
def act_options(s: MadnessState, t: tuple) -> list:
    _, p, remaining, mode, used, own = t
    if remaining == 0:
        return []
    cards = available(s, p, mode, used)
    totals = [0, 0, 0, 0]
    has_a1 = False
    for _zone, _owner, c, k in cards:
        totals[CARD_ELEM[c]] += CARD_VALUE[c] * k
        if c == card(A, 1):
            has_a1 = True
    harold = harold_can(s, p, own) and mode == "normal"   # as in pay_options
    # what one element can pay alone (Harold: one A1 may stand in for 1 of another element)
    single = [t + 1 if harold and has_a1 and e != A and totals[A] >= 1 else t for e, t in enumerate(totals)]
    out: list = []
    for entry in s.spells[p]:
        if entry & 3:
            continue
        sid = entry >> 2
        _name, elem, level, _eff = SPELLS[sid]
        for m in range(1, min(MAX_MULTIPLIER, single[elem] // level) + 1):
            out.append(Cast(p, sid, m))
    for e in range(4):
        if s.library[e] and single[e] >= LEARN_COST:
            out.append(Learn(p, e, SPELL_NAMES[s.library[e][-1]] if s.library[e][-1] >= 0 else ""))
    for c in range(12):
        if CARD_VALUE[c] >= 2 and s.supply[c] > 0 and single[CARD_ELEM[c]] >= CARD_VALUE[c]:
            out.append(Acquire(p, c))
    for slot in range(5):
        if s.track[slot] >= 0 and not s.track_neutral[slot]:
            need = curse_cost(s, slot)
            if affordable(totals, need, harold, has_a1):
                # the curse and its cost, worded when shown (BreakCurse.label)
                out.append(BreakCurse(p, slot, f"{s.track[slot]}:{','.join(str(x) for x in need)}"))
    if affordable(totals, (0, 0, 0, 0, 2), harold, has_a1):
        if MADNESS in s.hand[p]:
            out.append(Banish(p, "hand", p))
        for q in range(s.n):
            if not s.eliminated[q] and MADNESS in s.support[q]:
                out.append(Banish(p, "support", q))
    if power_ready(s, p):
        out.append(UsePower(p, POWER_BUTTON[s.wizards[p]]))
    if own:
        out.append(EndActions(p, N_("End your actions (to recuperation)")))
    else:
        out.append(EndActions(p, N_("Pass (take no more granted actions)")))
    return out


REWARD = EFFECT_KINDS.index("R")
POWER_BUTTON = {
    SANDRA: N_("Sandra's power: refresh 1 used spell"), VIKTOR: N_("Viktor's power: discard a madness, draw 1"),
    VIOLETTA: N_("Violetta's power: swap hand and support cards"),
    LARRY: N_("Larry's power: draw 1 (banish or discard it)"),
}


def power_possible(s: MadnessState, p: int) -> bool:
    w = s.wizards[p]
    if w not in POWER_BUTTON:
        return False  # passive (Rosana, Patrik), a trigger (Alice) or used while paying (Harold)
    if w == SANDRA:  # §4.11 [DD]: a used, face-up spell of any player
        return any(e & 3 == USED for q in range(s.n) if not s.eliminated[q] for e in s.spells[q])
    if w == VIKTOR:  # §4.11 [DD]: needs a madness in hand
        return MADNESS in s.hand[p]
    if w == VIOLETTA:
        return bool(s.hand[p]) and bool(s.support[p])
    return w == LARRY


def _intent_need(s: MadnessState, a) -> tuple:
    if isinstance(a, Cast):
        _n, elem, level, _e = SPELLS[a.spell]
        return ("cast", a.spell, a.mult), _single(elem, level * a.mult)
    if isinstance(a, Learn):
        return ("learn", a.element), _single(a.element, LEARN_COST)
    if isinstance(a, Acquire):
        return ("acquire", a.card), _single(CARD_ELEM[a.card], CARD_VALUE[a.card])
    if isinstance(a, BreakCurse):
        return ("break", a.slot), curse_cost(s, a.slot)
    return ("banish", a.zone, a.owner), (0, 0, 0, 0, 2)


def act_answer(s: MadnessState, t: tuple, a) -> None:
    _, p, remaining, mode, used, own = t
    if isinstance(a, EndActions):
        s.tasks.pop()
        return
    if isinstance(a, UsePower):
        use_power(s, p)
        return
    intent, need = _intent_need(s, a)
    s.tasks.append(("pay", p, intent, need, (), mode, own))


decision("act", Decision(lambda s, t: t[1], act_options, act_answer, False))


# ------------------------------------------------------------------ paying card by card
def _selected(chosen: tuple) -> tuple[list[list[int]], int]:
    vals: list[list[int]] = [[], [], [], []]
    first = -1
    for _zone, _owner, c, as_elem in chosen:
        e = as_elem if as_elem >= 0 else CARD_ELEM[c]
        vals[e].append(1 if as_elem >= 0 else CARD_VALUE[c])
        if first < 0:
            first = e
    return vals, first


def _effective_need(need: tuple, first: int) -> list[int]:
    if need[4]:
        out = [0, 0, 0, 0]
        if first >= 0:
            out[first] = need[4]
        else:
            out = [need[4]] * 4  # any one element, fixed by the first card paid
        return out
    return list(need[:4])


def _fits(vals: list[int], need: int, v: int) -> bool:
    """§4.5.1 [DD] minimal payment: the card is needed now and no card becomes superfluous."""
    total = sum(vals)
    if need <= 0 or total >= need:
        return False
    if total + v < need:
        return True
    return total + v - min(vals + [v]) < need


def _completable(vals: list[int], need: int, v: int, rest: list[int]) -> bool:
    """After adding a card of value ``v``, can cards of ``rest`` (counts of values 1, 2, 3 still
    available in that element) finish a minimal payment (§4.5.1 [DD])? Keeps a payment from
    running into a dead end."""
    return _fits(vals, need, v) and _finishable(vals + [v], need, rest)


def _finishable(vals: list[int], need: int, counts: list[int]) -> bool:
    """Can cards of ``counts`` (values 1, 2, 3 still available in the element) finish a minimal
    payment (§4.5.1 [DD]) of ``need`` on top of ``vals``? (An A1 already paid and only an A3
    left cannot pay 2 air: the A1 would be superfluous.)"""
    base = sum(vals)
    if base >= need:
        return True
    low = min(vals) if vals else 4
    for i in range(min(counts[0], need) + 1):
        for j in range(min(counts[1], need) + 1):
            for k in range(min(counts[2], need) + 1):
                total = base + i + 2 * j + 3 * k
                if total < need:
                    continue
                mn = min(low, 1 if i else 2 if j else 3 if k else low)
                if total - mn < need:
                    return True
    return False


def _others_ok(vals: list[list[int]], eff: list[int], counts: list[list[int]], skip: int, convert: bool) -> bool:
    """Every other element still short can be finished by what is left (Harold: one A1 may fill a
    shortfall of 1 elsewhere)."""
    for e in range(4):
        if e == skip:
            continue
        rem = eff[e] - sum(vals[e])
        if rem <= 0:
            continue
        if _finishable(vals[e], eff[e], counts[e]):
            continue
        # the A1 that fills this element must not be one the air part of the cost needs
        if (convert and e != A and counts[A][0] > 0
                and _finishable(vals[e], eff[e], [counts[e][0] + 1, counts[e][1], counts[e][2]])
                and _finishable(vals[A], eff[A], [counts[A][0] - 1, counts[A][1], counts[A][2]])):
            convert = False
            continue
        return False
    return True


def pay_options(s: MadnessState, t: tuple) -> list:
    _, p, _intent, need, chosen, mode, own = t
    used = s.tasks[-2][4] if mode == "shared_keep" and len(s.tasks) > 1 and s.tasks[-2][0] == "act" else ()
    vals, first = _selected(chosen)
    eff = _effective_need(need, first)
    harold = harold_can(s, p, own) and mode == "normal" and not any(ch[3] >= 0 for ch in chosen)
    cards = available(s, p, mode, used, chosen)
    # value counts per element of what is still available (a convertible A1 counts once for the others)
    counts = [[0, 0, 0] for _ in range(4)]
    a1 = 0
    for _zone, _owner, c, k in cards:
        counts[CARD_ELEM[c]][CARD_VALUE[c] - 1] += k
        if c == card(A, 1):
            a1 += k
    out: list = []
    wild = bool(need[4])
    for zone, owner, c, _k in cards:
        e = CARD_ELEM[c]
        rest = list(counts[e])
        rest[CARD_VALUE[c] - 1] -= 1
        after = [list(x) for x in counts]
        after[e][CARD_VALUE[c] - 1] -= 1
        if harold and a1 and e != A and _finishable(vals[A], eff[A], [counts[A][0] - 1, counts[A][1], counts[A][2]]):
            rest[0] += 1  # Harold's A1 may finish this element, unless the air part needs it
        paid = [list(x) for x in vals]  # the payment with this card in it
        paid[e].append(CARD_VALUE[c])
        if _completable(vals[e], eff[e], CARD_VALUE[c], rest) and (
                wild or _others_ok(paid, eff, after, e, harold and a1 - (c == card(A, 1)) > 0)):
            out.append(Pay(p, zone, owner, c))
        if harold and c == card(A, 1):
            for x in range(3):
                if _completable(vals[x], eff[x], 1, counts[x]) and (
                        wild or _others_ok(vals, eff, after, x, False)):
                    out.append(Pay(p, zone, owner, c, x))
    out.append(CancelPayment(p))
    return out


def pay_answer(s: MadnessState, t: tuple, a) -> None:
    if isinstance(a, CancelPayment):
        s.tasks.pop()
        return
    _, p, intent, need, chosen, mode, own = t
    chosen = chosen + ((a.zone, a.owner, a.card, a.as_elem),)
    vals, first = _selected(chosen)
    eff = _effective_need(need, first)
    if need[4]:
        covered = sum(vals[first]) >= need[4]
    else:
        covered = all(sum(vals[e]) >= eff[e] for e in range(4))
    if not covered:
        s.tasks[-1] = ("pay", p, intent, need, chosen, mode, own)
        return
    s.tasks.pop()
    _complete(s, p, intent, chosen, mode)


decision("pay", Decision(lambda s, t: t[1], pay_options, pay_answer, False))


def _complete(s: MadnessState, p: int, intent: tuple, chosen: tuple, mode: str) -> None:
    if mode == "normal":
        for zone, owner, c, _x in chosen:
            (s.hand if zone == "hand" else s.support)[owner].remove(c)
            s.discard[owner].append(c)  # §4.5.1 to the discard pile of the support's owner
    if any(ch[3] >= 0 for ch in chosen):
        s.harold_used |= 1 << p
    act = s.tasks[-1]
    _, _p, remaining, amode, used, own = act
    if amode == "shared_keep":
        used = used + tuple(owner * 16 + c for zone, owner, c, _x in chosen if zone == "support")
    if remaining > 0:
        remaining -= 1
    if remaining == 0:
        s.tasks.pop()
    else:
        s.tasks[-1] = ("act", p, remaining, amode, used, own)
    paid = ", ".join(CARD_NAMES[ch[2]] for ch in chosen)
    kind = intent[0]
    if kind == "cast":
        sid, m = intent[1], intent[2]
        for i, e in enumerate(s.spells[p]):
            if e >> 2 == sid:
                s.spells[p][i] = e | USED  # §4.5.2 [DD] used from the moment it is paid
        s.events.append(SpellCast(f"P{p + 1} casts {SPELL_NAMES[sid]}{f' ×{m}' if m > 1 else ''} ({paid})",
                                  seat=p, spell=sid, mult=m, paid=chosen))
        push_effect(s, "S", sid, p, m)
    elif kind == "learn":
        s.events.append(SpellLearned(f"P{p + 1} learns a {['water', 'fire', 'earth', 'air'][intent[1]]} spell "
                                     f"({paid})", seat=p, element=intent[1], paid=chosen))
        learn(s, p, intent[1])
    elif kind == "acquire":
        c = intent[1]
        s.supply[c] -= 1
        s.discard[p].append(c)
        s.events.append(CardAcquired(p, CARD_NAMES[c], "supply", f"P{p + 1}'s discard pile", paid=chosen))
    elif kind == "break":
        break_curse(s, p, intent[1], chosen)
    else:
        _z, zone, owner = intent
        lst = s.hand[owner] if zone == "hand" else s.support[owner]
        if MADNESS in lst:
            lst.remove(MADNESS)
            s.madness += 1
            s.events.append(MadnessBanished(f"P{p + 1} banishes a madness from P{owner + 1}'s {zone} ({paid})",
                                            seat=p, zone=zone, owner=owner, paid=chosen))


def break_curse(s: MadnessState, p: int, slot: int, paid: tuple = ()) -> None:
    """§4.5.6 [DD order]: curse leaves → its tokens return → madness under it to the breaker →
    value-2 reward → Alice's optional draw."""
    code = s.track[slot]
    s.broken.append(code)
    s.track[slot] = -1
    s.track_neutral[slot] = 0
    for e in range(4):
        s.tokens[slot * 4 + e] = 0
    tax = TAX_ELEMENT.get(CURSES[code][1])
    if tax is not None:
        for other in range(5):
            s.tokens[other * 4 + tax] = 0
    if s.m1_fan and CURSES[code][1] == "M1":
        unneutralize_m1(s)
    for _ in range(s.track_mad[slot]):
        s.discard[p].append(MADNESS)
    s.track_mad[slot] = 0
    s.events.append(CurseBroken(f"The {curse_label(code, en)} on {SLOT_NAMES[slot]} (by P{p + 1})", 1, True,
                                slot=slot, seat=p, code=code, paid=paid))
    s.context = [REWARD, code, p, 1]
    if s.wizards[p] == ALICE:
        s.tasks.append(("ask", p, "alice", ()))
    s.tasks.append(("gain", p, 2, "D", 1))


# ------------------------------------------------------------------ wizard powers (§4.11)
def use_power(s: MadnessState, p: int) -> None:
    s.power_used |= 1 << p
    w = s.wizards[p]
    if w == VIKTOR:
        s.hand[p].remove(MADNESS)
        s.discard[p].append(MADNESS)
        draw(s, p, 1)
        note(s, N_("Viktor discards a madness and draws"))
    elif w == LARRY:
        got = draw(s, p, 1)
        if got:
            c = got[0]
            s.hand[p].remove(c)
            if c == MADNESS:
                s.madness += 1
            else:
                s.discard[p].append(c)
            if c == MADNESS:
                note(s, N_("Larry draws {card} and banishes it"), card=CARD_NAMES[c])
            else:
                note(s, N_("Larry draws {card} and discards it"), card=CARD_NAMES[c])
    elif w == SANDRA:
        s.tasks.append(("spell", p, "sandra", 1))
    elif w == VIOLETTA:
        s.tasks.append(("vio", p, 0, -1, (), ()))


def _vio_options(s: MadnessState, t: tuple) -> list:
    _, p, _done, held, avoid_h, avoid_s = t
    support_ok = [d for d in sorted(set(s.support[p])) if s.support[p].count(d) > avoid_s.count(d)]
    if not support_ok:
        return []
    if held >= 0:
        take = N_("Take {c} from {w} in exchange for {h}")
        return [Pick(p, "support", p, d, f"{take}|{held}") for d in support_ok]
    out: list = [Pick(p, "hand", p, c, N_("Swap {c} from {w}")) for c in sorted(set(s.hand[p]))
                 if s.hand[p].count(c) > avoid_h.count(c)]
    if out:
        out.append(Done(p, N_("Stop swapping")))
    return out


def _vio_answer(s: MadnessState, t: tuple, a) -> None:
    _, p, done, held, avoid_h, avoid_s = t
    if isinstance(a, Done):
        s.tasks.pop()
        return
    if held < 0:
        s.tasks[-1] = ("vio", p, done, a.card, avoid_h, avoid_s)
        return
    d = a.card
    s.hand[p].remove(held)
    s.hand[p].append(d)
    pos = s.support[p].index(d)
    s.support[p][pos] = held
    note(s, N_("Violetta swaps {held} (hand) with {card} (support)"), held=CARD_NAMES[held], card=CARD_NAMES[d])
    if done + 1 >= 2:
        s.tasks.pop()
    else:
        s.tasks[-1] = ("vio", p, done + 1, -1, avoid_h + (d,), avoid_s + (held,))


decision("vio", Decision(lambda s, t: t[1], _vio_options, _vio_answer, True))


# ("power", seat, when): the turn's other moments for a power (§4.11 "during your turn"): after
# the concentration phase (before the grimoire's curses) and after the recuperation draw (before
# the six-madness check). Skipped when the power is used or has nothing to act on.
def _power_options(s: MadnessState, t: tuple) -> list:
    p = t[1]
    if s.eliminated[p] or not power_ready(s, p):
        return []
    keep = N_("Keep your power (before the grimoire phase)") if t[2] == "grimoire" else N_(
        "Keep your power (before your turn ends)")
    return [UsePower(p, POWER_BUTTON[s.wizards[p]]), Done(p, keep)]


def _power_answer(s: MadnessState, t: tuple, a) -> None:
    s.tasks.pop()
    if isinstance(a, UsePower):
        use_power(s, t[1])


decision("power", Decision(lambda s, t: t[1], _power_options, _power_answer, False))


@auto("action")
def _action_phase(s: MadnessState, t: tuple) -> None:
    s.events.append(PhaseStarted(N_("Action phase"), s.round))
    s.tasks[-1] = ("act", s.active, -1, "normal", (), True)

