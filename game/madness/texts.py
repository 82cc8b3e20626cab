"""What a seat is asked now, in a player's words (the table's prompt line, §5 texts)."""

from __future__ import annotations

import re

from game.core.i18n import language
from game.madness.action_phase import _effective_need, _selected
from game.madness.actions import cost_text
from game.madness.data import (
    CURSE_EFFECTS,
    CURSES,
    HAND_SIZE,
    LAST_PAGE_TEXT,
    PAGE_TEXTS,
    PAGES,
    SLOT_SPACE,
    SPELL_NAMES,
    SPELL_TEXTS,
    card_name,
    curse_label,
)
from game.madness.effects import seat_label, spell_limit
from game.madness.machine import DECISIONS
from game.madness.state import EFFECT_KINDS, ONGOING, WON, MadnessState
from game.madness.tr import N_, _

# where cards come from, for "from {source}" (context "from": Czech puts the preposition in it)
SOURCE_WORDS = {
    "H": lambda: _.p("from", "your hand"), "D": lambda: _.p("from", "your discard pile"),
    "S": lambda: _.p("from", "your support"), "SH": lambda: _.p("from", "the shared support"),
    "DEF": lambda: _.p("from", "your hand or the shared support"),
    "FDEF": lambda: _.p("from", "your hand or the shared support"),
    "HS": lambda: _.p("from", "your hand or your support"),
    "DS": lambda: _.p("from", "your discard pile or your support"),
    "ASP": lambda: _.p("from", "another player's hand or the shared support"),
}
# what may be chosen, counted (``c`` is what is shown for the number: "2", "up to 2")
FILTER_WORDS = {
    "any": lambda n, c: _.n("{count} card", "{count} cards", n, count=c),
    "M": lambda n, c: _.n("{count} madness card", "{count} madness cards", n, count=c),
    "nonM": lambda n, c: _.n("{count} element card", "{count} element cards", n, count=c),
    "W": lambda n, c: _.n("{count} water card", "{count} water cards", n, count=c),
    "F": lambda n, c: _.n("{count} fire card", "{count} fire cards", n, count=c),
    "E": lambda n, c: _.n("{count} earth card", "{count} earth cards", n, count=c),
    "A": lambda n, c: _.n("{count} air card", "{count} air cards", n, count=c),
    "v1": lambda n, c: _.n("{count} value-1 card", "{count} value-1 cards", n, count=c),
    "v2": lambda n, c: _.n("{count} value-2 card", "{count} value-2 cards", n, count=c),
    "v3": lambda n, c: _.n("{count} value-3 card", "{count} value-3 cards", n, count=c),
}
VERB_WORDS = {
    "discard": N_("to discard"), "destroy": N_("to destroy"), "support": N_("to put into your support"),
    "top": N_("to put on top of your draw deck"), "hand": N_("to take into your hand"),
    "give": N_("to give away"), "banish": N_("to banish"),
    "upD": N_("to destroy (its higher-value card goes to your discard pile)"),
    "upH": N_("to destroy (its higher-value card goes to your hand)"),
    "upS": N_("to destroy (its higher-value card takes its place)"),
    "i11": N_("to discard (a value-3 card of its element goes on top of your deck)"),
    "bark1": N_("to destroy as a pair (you get a value-2 card of its element)"),
    "bark2": N_("to destroy as the second of the pair"),
}
DEST_WORDS = {"D": N_("your discard pile"), "T": N_("the top of your draw deck"), "H": N_("your hand")}
MODE_WORDS = {"normal": N_("paid as usual"),
              "shared_keep": N_("paid only with shared-support cards, which stay in place"),
              "own_keep": N_("paid with your own hand and support, which stay in place")}
WAITING = {"act": N_("Waiting for {who} to act"), "pay": N_("Waiting for {who} to pay"),
           "ask": N_("Waiting for {who} to answer"), "power": N_("Waiting for {who} to use a wizard power")}
INTENT_WORDS = {"learn": N_("learning a spell"), "acquire": N_("acquiring"), "break": N_("breaking the curse"),
                "banish": N_("banishing a madness")}
REASONS = {N_("the final monster is defeated"), N_("the final monster was not defeated"),
           N_("every wizard has been scared to death")}


def reason_text(reason: str) -> str:
    """Why the game ended (kept in English in the state), in the player's language."""
    m = re.fullmatch(r"P(\d+) had to take a madness card and the madness deck was empty", reason)
    if m:
        return _("P{n} had to take a madness card and the madness deck was empty", n=int(m.group(1)))
    return _(reason) if reason else ""


def context_text(s: MadnessState) -> str:
    """The card whose effect is being resolved, with its text."""
    if len(s.context) != 4:
        return ""
    k, ident, caster, m = s.context
    kind = EFFECT_KINDS[k]
    if kind == "S":
        times = f" ×{m}" if m > 1 else ""
        text = factored(_(SPELL_TEXTS[ident]), m)
        if 0 <= caster < s.n:
            return _("{spell}{times} (cast by {who}): {text}", spell=_(SPELL_NAMES[ident]), times=times,
                     who=seat_label(s, caster), text=text)
        return _("{spell}{times}: {text}", spell=_(SPELL_NAMES[ident]), times=times, text=text)
    if kind == "C":
        effect = _(CURSE_EFFECTS[CURSES[ident][1]][0])
        if _slot_of(s, ident) >= 0:
            return _("The {curse} (space {n}): {text}", curse=curse_label(ident), n=SLOT_SPACE[_slot_of(s, ident)],
                     text=effect)
        return _("The {curse}: {text}", curse=curse_label(ident), text=effect)
    if kind == "A":
        return _("The {monster} arrives: {text}", monster=_(PAGES[ident][1]), text=_(PAGE_TEXTS[ident][0]))
    if kind == "B":
        return _("Defeat bonus: {text}", text=_(PAGE_TEXTS[ident][1]))
    if kind == "P":
        return _("Failure penalty: {text}", text=_(PAGE_TEXTS[ident][2]))
    if kind == "L":
        return _("The last page: {text}", text=_(LAST_PAGE_TEXT[0]))
    return _("Reward for breaking the {curse}", curse=curse_label(ident))


def _slot_of(s: MadnessState, code: int) -> int:
    return s.track.index(code) if code in s.track else -1


# Czech nouns after a multiplied number: the form goes with the number (1 / 2-4 / 5+)
_CS_FORMS = (("kartu", "karty", "karet"), ("akci", "akce", "akcí"), ("kartě", "kartám", "kartám"))
_CS_WORD = {w: forms for forms in _CS_FORMS for w in forms}


def _cs_noun(g: re.Match) -> str:
    n, word = int(g.group(1)), g.group(2)
    forms = _CS_WORD[word]
    return f"{n} {forms[0 if n == 1 else 1 if 2 <= n <= 4 else 2]}"


def factored(text: str, m: int) -> str:
    """A spell text with its factors [k] multiplied out (§4.5.3)."""
    text = re.sub(r"\[(\d+)\]", lambda g: str(int(g.group(1)) * m), text)
    if m > 1 and language() == "cs":
        return re.sub(r"\b(\d+) (" + "|".join(_CS_WORD) + r")\b", _cs_noun, text)
    if m > 1:  # "2 card" -> "2 cards"
        text = re.sub(r"\b(\d+ (?:value-\d )?)(card|action)\b(?!s)",
                      lambda g: g.group(0) if g.group(1).strip() == "1" else g.group(1) + g.group(2) + "s", text)
    return text


def _with(ctx: str, ask: str) -> str:
    return f"{ctx} — {ask}" if ctx else ask


CARDS = {
    "card": lambda n: _.n("{count} card", "{count} cards", n),
    "element card": lambda n: _.n("{count} element card", "{count} element cards", n),
    "player": lambda n: _.n("{count} player", "{count} players", n),
    "more player": lambda n: _.n("{count} more player", "{count} more players", n),
    "spell": lambda n: _.n("{count} spell", "{count} spells", n),
}


def _cards(n: int, word: str) -> str:
    return CARDS[word](n)


def _count_words(flt: str, n: int, count: str) -> str:
    """``count`` (a number, or "up to n") cards of the filter, in the form ``n`` takes."""
    if flt.startswith("c"):
        return _.n("{count} {card} card", "{count} {card} cards", n, count=count, card=card_name(int(flt[1:])))
    return FILTER_WORDS.get(flt, FILTER_WORDS["any"])(n, count)


def prompt(s: MadnessState, seat: int) -> str:
    if s.over != ONGOING:
        if s.over == WON:
            return _("You won: {reason}", reason=reason_text(s.reason))
        return _("You lost: {reason}", reason=reason_text(s.reason))
    if not s.tasks:
        return ""
    t = s.tasks[-1]
    d = DECISIONS.get(t[0])
    if d is None:
        return ""
    who = d.seat(s, t)
    ask = _ask(s, t)
    if who != seat:
        waiting = _(WAITING[t[0]], who=seat_label(s, who)) if t[0] in WAITING else _(
            "Waiting for {who} to choose", who=seat_label(s, who))
        ctx = context_text(s) if t[0] not in ("act", "pay") or not t[5 if t[0] == "act" else 6] else ""
        return waiting + (f" — {ctx}" if ctx else ".")
    return ask


def _ask(s: MadnessState, t: tuple) -> str:
    op = t[0]
    ctx = context_text(s)
    if op == "act":
        _op, p, remaining, mode, _used, own = t
        if own:
            return _("Round {round}, turn {turn} of 5 — your action phase: cast a spell, learn a spell, "
                     "acquire an element card, break a curse or banish a madness, as often as you can pay; "
                     "then end your actions.", round=s.round, turn=s.marker)
        how = _(MODE_WORDS[mode]) if mode in MODE_WORDS else mode
        if remaining < 0:
            return _with(ctx, _("{who}, you may take any number of granted actions, {mode}, or pass.",
                                who=seat_label(s, p), mode=how))
        return _with(ctx, _.n("{who}, you may take {count} granted action, {mode}, or pass.",
                              "{who}, you may take {count} granted actions, {mode}, or pass.",
                              remaining, who=seat_label(s, p), mode=how))
    if op == "pay":
        _op, _p, intent, need, chosen, _mode, _own = t
        vals, first = _selected(chosen)
        eff = _effective_need(need, first)
        if intent[0] == "cast":
            what = _("casting {spell}{times}", spell=_(SPELL_NAMES[intent[1]]),
                     times=f" ×{intent[2]}" if intent[2] > 1 else "")
        else:
            what = _(INTENT_WORDS[intent[0]]) if intent[0] in INTENT_WORDS else intent[0]
        if need[4] and first < 0:
            left = _("{n} of one element", n=need[4])
        else:
            rest = tuple(max(0, eff[e] - sum(vals[e])) for e in range(4)) + (0,)
            left = cost_text(rest)
        paid = ", ".join(card_name(ch[2]) for ch in chosen)
        so_far = _(" (paid so far: {paid})", paid=paid) if paid else ""
        return _("Pay for {what}: {cost}. Choose the cards one at a time from your hand or any "
                 "support; still needed: {left}{so_far}.", what=what, cost=cost_text(need), left=left,
                 so_far=so_far)
    if op == "pick":
        _op, _chooser, p, verb, n_left, flt, src, optional, _count, _then, _extra = t
        if verb == "discard" and flt == "nonM" and len(s.tasks) >= 2 and s.tasks[-2][0] == "end_turn":
            return _("Recuperation: you hold {held} cards; discard {what} to keep exactly {k} "
                     "(madness may not be discarded).", held=len(s.hand[p]), what=_cards(n_left, "element card"),
                     k=HAND_SIZE)
        source = SOURCE_WORDS[src]() if src in SOURCE_WORDS else src
        if src == "FDEF" and s.own_source:
            source = SOURCE_WORDS["HS"]()
        count = _("up to {n}", n=n_left) if optional else str(n_left)
        what = _count_words(flt, n_left, count)
        doing = _(VERB_WORDS[verb]) if verb in VERB_WORDS else verb
        if optional:
            return _with(ctx, _("{who}: choose {what} from {source} {verb} (or stop).", who=seat_label(s, p), what=what,
                                source=source, verb=doing))
        return _with(ctx, _("{who}: choose {what} from {source} {verb}.", who=seat_label(s, p), what=what,
                            source=source, verb=doing))
    if op == "players":
        k, chosen, other = t[7], t[8], t[9]
        if k == 1 and not chosen:
            ask = _("choose the player")
        else:
            ask = _("choose {players}", players=_cards(k, "more player") if chosen else _cards(k, "player"))
        return _with(ctx, ask + (_(" (not the caster)") if other and t[5] >= 0 else "") + ".")
    if op == "ask":
        _op, seat, what, args = t
        if what == "bonus":
            p = args[5]
            return _with(ctx, _("the monster is defeated! {who}: take this bonus?", who=seat_label(s, p)))
        if what == "alice":
            return _("Alice broke a curse: draw 1 card?")
        if what == "forge":
            return _with(ctx, _("{who}: discard {cards} and then draw as many?", who=seat_label(s, seat),
                                cards=_cards(args[0], "card")))
        return _with(ctx, _("yes or no?"))
    if op == "gain":
        _op, p, value, dest, n_left = t
        many = _(" ({n} to take)", n=n_left) if n_left > 1 else ""
        return _with(ctx, _("{who}: choose the element of the value-{value} card that goes to {dest}{many}.",
                            who=seat_label(s, p), value=value,
                            dest=_(DEST_WORDS[dest]) if dest in DEST_WORDS else dest, many=many))
    if op == "spell":
        _op, chooser, purpose, n_left = t
        if purpose == "limit":
            return _("You already know {count} spells (limit {limit}): choose one to forget; it is destroyed "
                     "before the new spell joins you.", count=len(s.spells[chooser]), limit=spell_limit(s, chooser))
        if purpose == "sandra":
            return _("Sandra's power: choose a used spell of any player to refresh.")
        if purpose == "neutralize":
            return _with(ctx, _("{who}: choose one of your face-up spells to neutralize.",
                                who=seat_label(s, chooser)))
        return _with(ctx, _("choose {spells} to destroy among all players' spells ({n} still to go).",
                            spells=_cards(n_left, "spell"), n=n_left))
    if op == "library":
        return _with(ctx, _("{who}: take any spell still in the library (face-down ones too), or none.",
                            who=seat_label(s, t[1])))
    if op == "tsunami":
        return _with(ctx, _("{who}: choose a drawn card to put into your support.", who=seat_label(s, t[1])))
    if op == "tornado_q":
        return _with(ctx, _("choose the player to exchange {cards} with.", cards=_cards(t[2], "card")))
    if op == "breath_q":
        return _with(ctx, _("choose the player who receives {cards}.", cards=_cards(t[2], "card")))
    if op == "tornado":
        _op, c, q, n, cg, qg, stage = t
        who, other, given = (c, q, cg) if stage == 0 else (q, c, qg)
        return _with(ctx, _("{who}: choose {cards} from your hand to give to {other}.", who=seat_label(s, who),
                            cards=_cards(n - len(given), "card"), other=seat_label(s, other)))
    if op == "power":
        if t[2] == "grimoire":
            return _("Your wizard power may still be used this turn: press “Use your power” under your portrait "
                     "to use it before the grimoire phase, or keep it.")
        return _("Your wizard power may still be used now that your hand is refilled: press “Use your power” "
                 "under your portrait (your turn then ends), or keep it.")
    if op == "vio":
        held = t[3]
        if held >= 0:
            return _("Violetta's power: choose the support card to take into your hand for {card}.",
                     card=card_name(held))
        return _.n("Violetta's power: choose a hand card to swap with a support card ({count} swap left), or stop.",
                   "Violetta's power: choose a hand card to swap with a support card ({count} swaps left), or stop.",
                   2 - t[2])
    return _with(ctx, _("choose."))
