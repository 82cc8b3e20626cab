"""Card effects: the §5.6 primitives, the subjects they apply to, and the small choices they ask.

An effect is pushed as ``("step", kind, id, index, caster, m)`` tasks (kind: ``S`` spell, ``C``
curse, ``A`` monster arrival, ``B`` defeat bonus, ``P`` failure penalty, ``L`` last-page arrival);
each step picks its subject players and pushes one ``("prim", ...)`` task per player and primitive,
so every player resolves a step completely before the next one (§4.12 "A, then B").
"""

from __future__ import annotations

from game.core.events import CardMoved
from game.madness.actions import (
    Answer,
    Done,
    Pick,
    PickElement,
    PickLibrary,
    PickPlayer,
    PickSpell,
)
from game.madness.data import (
    ACTIVE_PICK,
    BOARD,
    CARD_ELEM,
    CARD_NAMES,
    CARD_VALUE,
    CURSE_EFFECTS,
    CURSES,
    EACH,
    EACH_FREE,
    EACH_MAD,
    EACH_OTHER,
    LAST_ARRIVAL,
    MADNESS,
    ME,
    ONE,
    ONE_OTHER,
    PAGES,
    PATRIK,
    PATRIK_SPELL_LIMIT,
    PICK_OTHER,
    SPELL_LIMIT,
    SPELL_NAMES,
    SPELLS,
    TAX_ELEMENT,
    TOKENS_PER_ELEMENT,
    WIZARD_NAMES,
    card,
)
from game.madness.machine import Decision, auto, decision
from game.madness.state import EFFECT_KINDS, NEUTRAL, USED, MadnessState
from game.madness.tr import N_
from game.madness.zones import (
    banish_from,
    destroy_top,
    draw,
    gain,
    get_madness,
    higher,
    mill,
    note,
    shuffle_in,
    take_card,
    zone_list,
)

FILTER_ELEM = {"W": 0, "F": 1, "E": 2, "A": 3}
# Button verbs for card choices, by the pick's verb.
PICK_TEXT = {
    "discard": N_("Discard {c} from {w}"), "destroy": N_("Destroy {c} from {w}"),
    "support": N_("Put {c} from {w} into your support"), "top": N_("Put {c} from {w} on top of your deck"),
    "hand": N_("Take {c} from {w} into your hand"), "give": N_("Give {c} from {w}"), "banish": N_("Banish {c} from {w}"),
    "upD": N_("Destroy {c} from {w} and gain the higher card"), "upH": N_("Destroy {c} from {w} and gain the higher card"),
    "upS": N_("Destroy {c} from {w} and put the higher card in its place"),
    "i11": N_("Discard {c} from {w} for a value-3 card"), "bark1": N_("Destroy a pair of {c} ({w} first)"),
    "bark2": N_("Destroy {c} from {w} as the second of the pair"),
}
SPELL_VERB = {"neutralize": N_("Neutralize"), "sandra": N_("Refresh"), "limit": N_("Forget (destroy)"),
              "i8": N_("Destroy")}


def seat_label(s: MadnessState, q: int) -> str:
    return f"P{q + 1} {WIZARD_NAMES[s.wizards[q]]}"
FILTER_VALUE = {"v1": 1, "v2": 2, "v3": 3}


def matches(code: int, flt: str) -> bool:
    if flt == "any":
        return True
    if flt == "M":
        return code == MADNESS
    if flt == "nonM":
        return code != MADNESS
    if code == MADNESS:
        return False
    e = FILTER_ELEM.get(flt)
    if e is not None:
        return CARD_ELEM[code] == e
    v = FILTER_VALUE.get(flt)
    if v is not None:
        return CARD_VALUE[code] == v
    return flt[0] == "c" and code == int(flt[1:])


def sources(s: MadnessState, p: int, src: str) -> list[tuple[str, int]]:
    """Zones a choice draws from (§5.6 zones; ``DEF`` = hand ∪ shared support, §4.12)."""
    alive = [q for q in range(s.n) if not s.eliminated[q]]
    if src == "H":
        return [("hand", p)]
    if src == "D":
        return [("discard", p)]
    if src == "S":
        return [("support", p)]
    if src == "SH":
        return [("support", q) for q in alive]
    if src == "DEF" or src == "FDEF":
        if s.own_source and src == "FDEF":  # §7 item 13 option: forced discards from own cards only
            return [("hand", p), ("support", p)]
        return [("hand", p)] + [("support", q) for q in alive]
    if src == "HS":
        return [("hand", p), ("support", p)]
    if src == "DS":
        return [("discard", p), ("support", p)]
    if src == "ASP":
        return [("hand", q) for q in alive if q != p] + [("support", q) for q in alive]
    raise ValueError(src)


def num(x: int | str, m: int) -> int:
    """A factor ``"{k}"`` is k × the multiplier (§4.5.3)."""
    if isinstance(x, str):
        return int(x[1:-1]) * m
    return x


def spell_limit(s: MadnessState, p: int) -> int:
    return PATRIK_SPELL_LIMIT if s.wizards[p] == PATRIK else SPELL_LIMIT


def steps_of(kind: str, ident: int) -> tuple:
    if kind == "S":
        return SPELLS[ident][3]
    if kind == "C":
        return CURSE_EFFECTS[CURSES[ident][1]][1]
    if kind == "A":
        return PAGES[ident][3]
    if kind == "B":
        return PAGES[ident][4]
    if kind == "P":
        return PAGES[ident][6]
    if kind == "L":
        return LAST_ARRIVAL
    raise ValueError(kind)


def push_effect(s: MadnessState, kind: str, ident: int, caster: int, m: int = 1) -> None:
    steps = steps_of(kind, ident)
    for idx in range(len(steps) - 1, -1, -1):
        s.tasks.append(("step", kind, ident, idx, caster, m))


def clockwise(s: MadnessState, players: list[int] | tuple[int, ...]) -> list[int]:
    return sorted(players, key=lambda q: (q - s.active) % s.n)


@auto("step")
def _step(s: MadnessState, t: tuple) -> None:
    _, kind, ident, idx, caster, m = t
    subject, count, _prims = steps_of(kind, ident)[idx]
    s.tasks.pop()
    s.context = [EFFECT_KINDS.index(kind), ident, caster, m]
    alive = s.alive()
    if subject in (ONE, ONE_OTHER, "PICK", PICK_OTHER, ACTIVE_PICK):
        chooser = s.active if subject == ACTIVE_PICK or caster < 0 else caster
        k = num(count, m) if subject in ("PICK", PICK_OTHER) else 1
        other = subject in (ONE_OTHER, PICK_OTHER)
        s.tasks.append(("players", chooser, kind, ident, idx, caster, m, k, (), other))
        return
    if subject == ME:
        players = [caster if caster >= 0 else s.active]
    elif subject == EACH:
        players = alive
    elif subject == EACH_OTHER:
        players = [q for q in alive if q != caster]
    elif subject == EACH_FREE:
        players = [q for q in alive if len(s.support[q]) < s.capacity(q)]
    elif subject == EACH_MAD:
        players = [q for q in alive if MADNESS in s.hand[q] or MADNESS in s.support[q]]
    else:  # BOARD: no player; the active player makes any choice (§4.4 [DD])
        players = [s.active]
    for q in reversed(players):
        push_player(s, q, kind, ident, idx, caster, m, subject == BOARD)


def push_player(s: MadnessState, p: int, kind: str, ident: int, idx: int, caster: int, m: int,
                board: bool = False) -> None:
    if kind == "B" and PAGES[ident][5]:
        # §4.4 step 2: each player may apply the bonus; a board bonus is taken by the active player.
        s.tasks.append(("ask", s.active if board else p, "bonus", (kind, ident, idx, caster, m, p)))
        return
    push_prims(s, p, kind, ident, idx, caster, m)


def push_prims(s: MadnessState, p: int, kind: str, ident: int, idx: int, caster: int, m: int) -> None:
    prims = steps_of(kind, ident)[idx][2]
    for j in range(len(prims) - 1, -1, -1):
        s.tasks.append(("prim", p, kind, ident, idx, j, caster, m))


@auto("prim")
def _prim(s: MadnessState, t: tuple) -> None:
    _, p, kind, ident, idx, j, caster, m = t
    s.tasks.pop()
    if s.eliminated[p]:
        return
    prim = steps_of(kind, ident)[idx][2][j]
    s.context = [EFFECT_KINDS.index(kind), ident, caster, m]
    PRIMS[prim[0]](s, p, caster, m, prim[1:])


# ------------------------------------------------------------------ choosing players
def _players_options(s: MadnessState, t: tuple) -> list:
    chooser, chosen, other, caster = t[1], t[8], t[9], t[5]
    if t[7] <= 0:
        return []
    return [PickPlayer(chooser, q, seat_label(s, q)) for q in s.alive()
            if q not in chosen and not (other and q == caster)]


def _players_answer(s: MadnessState, t: tuple, a: PickPlayer) -> None:
    chosen = t[8] + (a.player,)
    t = t[:7] + (t[7] - 1, chosen, t[9])
    s.tasks[-1] = t
    if t[7] <= 0:
        _players_expand(s, t)


def _players_expand(s: MadnessState, t: tuple) -> None:
    _, _chooser, kind, ident, idx, caster, m, _k, chosen, _other = t
    s.tasks.pop()
    for q in reversed(clockwise(s, chosen)):
        push_player(s, q, kind, ident, idx, caster, m)


decision("players", Decision(lambda s, t: t[1], _players_options, _players_answer, True, _players_expand))


# ------------------------------------------------------------------ yes / no
ASK_TEXT = {"bonus": (N_("Take the bonus"), N_("Decline the bonus")),
            "alice": (N_("Draw 1 card"), N_("Do not draw")),
            "forge": (N_("Discard and draw"), N_("Do neither"))}


def _ask_options(s: MadnessState, t: tuple) -> list:
    yes, no = ASK_TEXT.get(t[2], ("Yes", "No"))
    return [Answer(t[1], True, yes), Answer(t[1], False, no)]


def _ask_answer(s: MadnessState, t: tuple, a: Answer) -> None:
    s.tasks.pop()
    if not a.yes:
        return
    _, seat, what, args = t
    if what == "bonus":
        kind, ident, idx, caster, m, p = args
        push_prims(s, p, kind, ident, idx, caster, m)
    elif what == "alice":
        draw(s, seat, 1)
    elif what == "forge":
        n = args[0]
        s.tasks.append(("pick", seat, seat, "discard", n, "any", "DEF", False, 0, ("draw", n), -1))


decision("ask", Decision(lambda s, t: t[1], _ask_options, _ask_answer, False))


# ------------------------------------------------------------------ choosing cards
# ("pick", chooser, p, verb, n_left, filter, source, optional, count, then, extra)
def _pick_options(s: MadnessState, t: tuple) -> list:
    _, chooser, p, verb, n_left, flt, src, optional, _count, _then, _extra = t
    if n_left <= 0:
        return []
    if verb == "support" and len(s.support[p]) >= s.capacity(p):
        return []
    out: list = []
    verb_text = PICK_TEXT.get(verb, "")
    zones = sources(s, p, src)
    if verb == "bark1":
        totals = [0] * 13
        for zone, owner in zones:
            for c in zone_list(s, zone, owner):
                totals[c] += 1
    for zone, owner in zones:
        lst = zone_list(s, zone, owner)
        if not lst:
            continue
        if zone == "hand" and owner != chooser and not s.open_hands:
            out.append(Pick(chooser, zone, owner, -1, verb_text))  # a hidden hand: a card at random
            continue
        for c in sorted(set(lst)):
            if not matches(c, flt):
                continue
            if verb == "bark1" and (c == MADNESS or totals[c] < 2):
                continue
            out.append(Pick(chooser, zone, owner, c, verb_text))
    if out and optional:
        out.append(Done(chooser, N_("Stop here") if _count else N_("Skip")))
    return out


def _pick_finish(s: MadnessState, t: tuple) -> None:
    s.tasks.pop()
    then, p, count = t[9], t[2], t[8]
    if then:
        if then[0] == "draw_per" and count:
            draw(s, p, count * then[1])
        elif then[0] == "draw":
            draw(s, p, then[1])


def _pick_answer(s: MadnessState, t: tuple, a) -> None:
    if isinstance(a, Done):
        _pick_finish(s, t)
        return
    _, chooser, p, verb, n_left, flt, src, optional, count, then, extra = t
    code = a.card
    if code < 0:
        lst = zone_list(s, a.zone, a.owner)
        code = lst[s.rng.below(len(lst))]
    pos = take_card(s, a.zone, a.owner, code)
    owner = a.owner
    if verb == "discard":
        s.discard[owner].append(code)
    elif verb == "destroy":
        s.destroyed.append(code)
    elif verb == "support":
        s.support[p].append(code)
    elif verb == "top":
        s.deck[p].append(code)
    elif verb == "hand":
        s.hand[p].append(code)
    elif verb == "give":
        s.hand[extra].append(code)
    elif verb == "banish":
        s.madness += 1
    elif verb in ("upD", "upH", "upS"):
        s.destroyed.append(code)
        h = higher(code)
        if h >= 0:
            if verb == "upS":
                gain(s, p, h, "S", (owner, pos))
            else:
                gain(s, p, h, verb[2])
    elif verb == "i11":
        s.discard[owner].append(code)
        gain(s, p, card(CARD_ELEM[code], 3), "T")
    elif verb == "bark1":
        s.destroyed.append(code)
        s.tasks[-1] = ("pick", chooser, p, "bark2", 1, f"c{code}", src, False, 0, (), -1)
        return
    elif verb == "bark2":
        s.destroyed.append(code)
        gain(s, p, card(CARD_ELEM[code], 2), "H")
    if verb in ("discard", "i11"):
        moved_to = f"P{owner + 1}'s discard pile"
    elif verb in ("support", "hand"):
        moved_to = f"P{p + 1}'s {verb}"
    elif verb == "top":
        moved_to = f"the top of P{p + 1}'s draw deck"
    elif verb == "give":
        moved_to = f"P{extra + 1}'s hand"
    elif verb == "banish":
        moved_to = "the madness deck"
    else:
        moved_to = "the destroyed pile"
    s.events.append(CardMoved(p, CARD_NAMES[code], f"P{owner + 1}'s {a.zone}", moved_to))
    t = ("pick", chooser, p, verb, n_left - 1, flt, src, optional, count + 1, then, extra)
    s.tasks[-1] = t
    if n_left - 1 <= 0:
        _pick_finish(s, t)


def _pick_seat(s: MadnessState, t: tuple) -> int:
    return t[1]


_pick = Decision(_pick_seat, _pick_options, _pick_answer, True, _pick_finish)
decision("pick", _pick)


def pick(s: MadnessState, chooser: int, p: int, verb: str, n: int, flt: str, src: str,
         optional: bool = False, then: tuple = (), extra: int = -1) -> None:
    s.tasks.append(("pick", chooser, p, verb, n, flt, src, optional, 0, then, extra))


# ------------------------------------------------------------------ gaining a supply card
def _gain_options(s: MadnessState, t: tuple) -> list:
    _, p, value, _dest, n_left = t
    if n_left <= 0:
        return []
    return [PickElement(p, e, f"{N_('Take {c}')}|{card(e, value)}") for e in range(4) if s.supply[card(e, value)] > 0]


def _gain_answer(s: MadnessState, t: tuple, a: PickElement) -> None:
    _, p, value, dest, n_left = t
    gain(s, p, card(a.element, value), dest)
    if n_left <= 1:
        s.tasks.pop()
    else:
        s.tasks[-1] = ("gain", p, value, dest, n_left - 1)


decision("gain", Decision(lambda s, t: t[1], _gain_options, _gain_answer))


# ------------------------------------------------------------------ choosing spells
# ("spell", chooser, purpose, n_left)
def _spell_options(s: MadnessState, t: tuple) -> list:
    _, chooser, purpose, n_left = t
    if n_left <= 0:
        return []
    if purpose in ("neutralize", "limit"):
        owners = [chooser]
    else:
        owners = [q for q in s.alive()]
    out = []
    for q in owners:
        for entry in s.spells[q]:
            sid, flags = entry >> 2, entry & 3
            if purpose == "neutralize" and flags & NEUTRAL:
                continue
            if purpose == "sandra" and (flags != USED):
                continue
            out.append(PickSpell(chooser, q, sid, SPELL_VERB.get(purpose, "Choose")))
    return out


def find_spell(s: MadnessState, q: int, sid: int) -> int:
    for i, entry in enumerate(s.spells[q]):
        if entry >> 2 == sid:
            return i
    return -1


def destroy_spell(s: MadnessState, q: int, sid: int) -> None:
    i = find_spell(s, q, sid)
    del s.spells[q][i]
    s.destroyed_spells.append(sid)
    key = q * 64 + sid
    if key in s.m1_neutral:
        s.m1_neutral.remove(key)
    note(s, N_("P{n}'s {spell} is destroyed"), n=q + 1, spell=SPELL_NAMES[sid])


def _spell_answer(s: MadnessState, t: tuple, a: PickSpell) -> None:
    _, chooser, purpose, n_left = t
    q, sid = a.owner, a.spell
    i = find_spell(s, q, sid)
    if purpose == "neutralize":
        s.spells[q][i] |= NEUTRAL
        s.m1_neutral.append(q * 64 + sid)
        note(s, N_("P{n}'s {spell} is neutralized"), n=q + 1, spell=SPELL_NAMES[sid])
    elif purpose == "sandra":
        s.spells[q][i] &= ~USED
        note(s, N_("Sandra refreshes P{n}'s {spell}"), n=q + 1, spell=SPELL_NAMES[sid])
    else:  # "limit", "i8"
        destroy_spell(s, q, sid)
    if n_left <= 1:
        s.tasks.pop()
    else:
        s.tasks[-1] = ("spell", chooser, purpose, n_left - 1)


decision("spell", Decision(lambda s, t: t[1], _spell_options, _spell_answer))


# ------------------------------------------------------------------ learning / taking a library spell
@auto("place_spell")
def _place_spell(s: MadnessState, t: tuple) -> None:
    """§4.5.4: the spell joins the spells refreshed; the next library card turns face up."""
    _, p, elem, depth = t
    s.tasks.pop()
    lib = s.library[elem]
    sid = lib.pop(len(lib) - 1 - depth)
    s.spells[p].append(sid << 2)
    note(s, N_("P{n} learns {spell}"), n=p + 1, spell=SPELL_NAMES[sid])


def unneutralize_m1(s: MadnessState) -> None:
    """Spells neutralized by curse M1 flip face up (still used if they were, §4.12)."""
    for key in s.m1_neutral:
        q, sid = divmod(key, 64)
        s.spells[q] = [e & ~NEUTRAL if e >> 2 == sid else e for e in s.spells[q]]
    s.m1_neutral = []


def learn(s: MadnessState, p: int, elem: int, depth: int = 0) -> None:
    s.tasks.append(("place_spell", p, elem, depth))
    if len(s.spells[p]) >= spell_limit(s, p):
        s.tasks.append(("spell", p, "limit", 1))


def _library_options(s: MadnessState, t: tuple) -> list:
    p = t[1]
    # the decks are searched open while the bonus is chosen (rules.library_open)
    out: list = [PickLibrary(p, e, d, SPELL_NAMES[s.library[e][-1 - d]] if s.library[e][-1 - d] >= 0 else "")
                 for e in range(4) for d in range(len(s.library[e]))]
    if out:
        out.append(Done(p, N_("Take no spell")))
    return out


def _library_answer(s: MadnessState, t: tuple, a) -> None:
    s.tasks.pop()
    if isinstance(a, PickLibrary):
        learn(s, t[1], a.element, a.depth)


decision("library", Decision(lambda s, t: t[1], _library_options, _library_answer, False))


# ------------------------------------------------------------------ Tsunami, Tornado, Breath
def _tsunami_options(s: MadnessState, t: tuple) -> list:
    _, p, drawn = t
    if len(s.support[p]) >= s.capacity(p):
        return []
    return [Pick(p, "hand", p, c, PICK_TEXT["support"]) for c in sorted(set(drawn)) if c in s.hand[p]]


def _tsunami_answer(s: MadnessState, t: tuple, a: Pick) -> None:
    _, p, drawn = t
    s.hand[p].remove(a.card)
    s.support[p].append(a.card)
    rest = list(drawn)
    rest.remove(a.card)
    s.tasks[-1] = ("tsunami", p, tuple(rest))


decision("tsunami", Decision(lambda s, t: t[1], _tsunami_options, _tsunami_answer))


def _other_options(s: MadnessState, t: tuple) -> list:
    c = t[1]
    verb = N_("Exchange with {p}") if t[0] == "tornado_q" else N_("Give to {p}")
    return [PickPlayer(c, q, f"{verb}|{seat_label(s, q)}") for q in s.alive() if q != c]


def _tornado_q_answer(s: MadnessState, t: tuple, a: PickPlayer) -> None:
    s.tasks[-1] = ("tornado", t[1], a.player, t[2], (), (), 0)


decision("tornado_q", Decision(lambda s, t: t[1], _other_options, _tornado_q_answer))


def _breath_q_answer(s: MadnessState, t: tuple, a: PickPlayer) -> None:
    c, n = t[1], t[2]
    s.tasks[-1] = ("pick", c, c, "give", n, "any", "DEF", False, 0, (), a.player)


decision("breath_q", Decision(lambda s, t: t[1], _other_options, _breath_q_answer))


# ("tornado", caster, q, n, caster_gives, q_gives, stage): each chooses, then both sets move (§5.6)
def _tornado_seat(s: MadnessState, t: tuple) -> int:
    return t[1] if t[6] == 0 else t[2]


def _tornado_options(s: MadnessState, t: tuple) -> list:
    _, c, q, n, cg, qg, stage = t
    who, given = (c, cg) if stage == 0 else (q, qg)
    hand = s.hand[who]
    if len(given) >= min(n, len(hand)):
        return []
    return [Pick(who, "hand", who, x, PICK_TEXT["give"]) for x in sorted(set(hand)) if hand.count(x) > given.count(x)]


def _tornado_answer(s: MadnessState, t: tuple, a: Pick) -> None:
    _, c, q, n, cg, qg, stage = t
    if stage == 0:
        cg = cg + (a.card,)
    else:
        qg = qg + (a.card,)
    s.tasks[-1] = ("tornado", c, q, n, cg, qg, stage)


def _tornado_next(s: MadnessState, t: tuple) -> None:
    _, c, q, n, cg, qg, stage = t
    if stage == 0:
        s.tasks[-1] = ("tornado", c, q, n, cg, qg, 1)
        return
    s.tasks.pop()
    for x in cg:
        s.hand[c].remove(x)
    for x in qg:
        s.hand[q].remove(x)
    s.hand[q].extend(cg)
    s.hand[c].extend(qg)
    note(s, N_("P{a} and P{b} exchange {x} and {y} card(s)"), a=c + 1, b=q + 1, x=len(cg), y=len(qg))


decision("tornado", Decision(_tornado_seat, _tornado_options, _tornado_answer, True, _tornado_next))


# ------------------------------------------------------------------ the primitives (§5.6)
def p_draw(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    draw(s, p, num(a[0], m))


def p_draw_to(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    k = a[0] - len(s.hand[p])
    if k > 0:
        draw(s, p, k)


def p_get_m(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    for _ in range(num(a[0], m)):
        if not get_madness(s, p, a[1]):
            return


def p_discard(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "discard", num(a[0], m), a[1], a[2])


def p_discard_all(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    flt, zones = a
    for z in zones:
        lst = s.hand[p] if z == "H" else s.support[p]
        keep = [x for x in lst if not matches(x, flt)]
        s.discard[p].extend(x for x in lst if matches(x, flt))
        lst[:] = keep


def p_destroy(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "destroy", num(a[0], m), a[1], a[2])


def p_destroy_draw(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "destroy", 99, a[0], a[1], True, ("draw_per", 1))


def p_destroy_all_shared(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    for q in range(s.n):
        if not s.eliminated[q]:
            s.destroyed.extend(s.support[q])
            s.support[q].clear()


def p_destroy_top(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    destroy_top(s, p, num(a[0], m))


def p_mill(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    n = len(s.deck[p]) if a[0] == "all" else num(a[0], m)
    mill(s, p, n, s.discard[p])


def p_mill_support(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    if s.deck[p] and len(s.support[p]) < s.capacity(p):
        s.support[p].append(s.deck[p].pop())


def p_c10(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    """C10: every top card is taken first, then each goes to the right-hand neighbour (§5.4 [DD])."""
    alive = s.alive()
    tops = {q: s.deck[q].pop() for q in alive if s.deck[q]}
    for q in alive:
        if q in tops:
            right = (q - 1) % s.n
            while s.eliminated[right]:
                right = (right - 1) % s.n
            s.discard[right].append(tops[q])


def p_to_support(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "support", num(a[0], m), "any", a[1])


def p_to_top(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "top", num(a[0], m), "any", a[1], a[2])


def p_to_hand(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "hand", num(a[0], m), "any", a[1])


def p_gain(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    value, dest, times = a
    s.tasks.append(("gain", p, value, dest, num(times, m)))


def p_upgrade(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    n, src, dest, optional = a
    pick(s, p, p, "up" + dest[0].upper() if dest != "same" else "upS", num(n, m), "any", src, optional)


def p_banish(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    n, src, optional = a
    n = num(n, m)
    if src == "H" and not optional:
        banish_from(s, s.hand[p], n)  # identical cards: nothing to choose
        return
    pick(s, p, p, "banish", n, "M", src, optional)


def p_banish_all(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    src = a[0]
    if src == "H":
        banish_from(s, s.hand[p])
    elif src == "D":
        banish_from(s, s.discard[p])
    else:
        for q in range(s.n):
            if not s.eliminated[q]:
                banish_from(s, s.support[q])


def p_shuffle_in(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    shuffle_in(s, p, a[0])


def p_actions(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    s.tasks.append(("act", p, num(a[0], m), a[1], (), False))


def p_refresh_all(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    s.spells[p] = [e & ~USED if not e & NEUTRAL else e for e in s.spells[p]]


def p_neutralize(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    s.tasks.append(("spell", p, "neutralize", 1))


def p_destroy_mdeck(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    n = len(s.alive()) if a[0] == "players" else num(a[0], m)
    k = min(n, s.madness)
    s.madness -= k
    s.destroyed.extend([MADNESS] * k)
    note(s, N_("{k} madness card(s) destroyed from the madness deck"), k=k)


def p_deal_destroyed(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    """DEAL_DESTROYED(3): shuffle, deal from the active player clockwise, at most 3 each."""
    pool = list(s.destroyed)
    s.rng.shuffle(pool)
    alive = s.alive()
    limit = a[0] * len(alive)
    dealt = pool[:limit]
    s.destroyed = pool[limit:]
    for i, x in enumerate(dealt):
        s.discard[alive[i % len(alive)]].append(x)


def p_warlock(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    for slot in range(5):
        if s.track[slot] >= 0 and s.madness > 0:
            s.madness -= 1
            s.track_mad[slot] += 1


def p_i8(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    s.tasks.append(("spell", s.active, "i8", a[0]))


def p_ice_cocoon(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    k = s.hand[p].count(MADNESS)
    for _ in range(k):
        s.hand[p].remove(MADNESS)
        s.discard[p].append(MADNESS)
    if k:
        draw(s, p, num(a[0], m) * k)


def p_warm(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    k = min(num(a[0], m), s.hand[p].count(MADNESS))
    for _ in range(k):
        s.hand[p].remove(MADNESS)
        s.discard[p].append(MADNESS)
    if k:
        draw(s, p, 2 * k)


def p_forge(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    if s.hand[p] or any(s.support[q] for q in s.alive()):
        s.tasks.append(("ask", p, "forge", (num(a[0], m),)))


def p_bark(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "bark1", 1, "nonM", "DEF", True)


def p_breath(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    s.tasks.append(("breath_q", p, num(a[0], m)))


def p_tornado(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    s.tasks.append(("tornado_q", p, num(a[0], m)))


def p_tsunami(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    got = draw(s, p, num(a[0], m))
    s.tasks.append(("tsunami", p, tuple(got)))


def p_aspiration(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "hand", num(a[0], m), "any", "ASP")


def p_i11_arrival(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    for lst in (s.discard[p], s.support[p]):
        k = lst.count(MADNESS)
        for _ in range(k):
            lst.remove(MADNESS)
            s.deck[p].append(MADNESS)


def p_i11_bonus(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    pick(s, p, p, "i11", 1, "v1", "DEF", True)


def p_i1_bonus(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    s.tasks.append(("library", p))


def p_tax(s: MadnessState, p: int, c: int, m: int, a: tuple) -> None:
    """TAX(X): the tax curse of element X on the track taxes every other curse (§4.9)."""
    for slot in range(5):
        code = s.track[slot]
        if code >= 0 and TAX_ELEMENT.get(CURSES[code][1]) == a[0]:
            tax(s, slot, a[0])
            return


PRIMS = {
    "draw": p_draw, "draw_to": p_draw_to, "get_m": p_get_m, "discard": p_discard,
    "discard_all": p_discard_all, "destroy": p_destroy, "destroy_draw": p_destroy_draw,
    "destroy_all_shared": p_destroy_all_shared, "destroy_top": p_destroy_top, "mill": p_mill,
    "mill_support": p_mill_support, "c10": p_c10, "to_support": p_to_support, "to_top": p_to_top,
    "to_hand": p_to_hand, "gain": p_gain, "upgrade": p_upgrade, "banish": p_banish,
    "banish_all": p_banish_all, "shuffle_in": p_shuffle_in, "actions": p_actions,
    "refresh_all": p_refresh_all, "neutralize": p_neutralize, "destroy_mdeck": p_destroy_mdeck,
    "deal_destroyed": p_deal_destroyed, "warlock": p_warlock, "i8": p_i8,
    "ice_cocoon": p_ice_cocoon, "warm": p_warm, "forge": p_forge, "bark": p_bark,
    "breath": p_breath, "tornado": p_tornado, "tsunami": p_tsunami, "aspiration": p_aspiration,
    "i11_arrival": p_i11_arrival, "i11_bonus": p_i11_bonus, "i1_bonus": p_i1_bonus, "tax": p_tax,
}


def tax(s: MadnessState, slot: int, elem: int) -> None:
    """§4.9: one token of the element on every other curse on the track."""
    placed = sum(s.tokens[i * 4 + elem] for i in range(5))
    for other in range(5):
        if other != slot and s.track[other] >= 0 and placed < TOKENS_PER_ELEMENT:
            s.tokens[other * 4 + elem] += 1
            placed += 1

