"""What a seat is asked now, in a player's words (the table's prompt line, §5 texts)."""

from __future__ import annotations

import re

from game.madness.action_phase import _effective_need, _selected, cost_text
from game.madness.data import (
    CARD_NAMES,
    CURSE_EFFECTS,
    CURSES,
    HAND_SIZE,
    LAST_PAGE_TEXT,
    PAGE_TEXTS,
    PAGES,
    SLOT_SPACE,
    SPELL_NAMES,
    SPELL_TEXTS,
    curse_label,
)
from game.madness.effects import seat_label, spell_limit
from game.madness.machine import DECISIONS
from game.madness.state import EFFECT_KINDS, ONGOING, WON, MadnessState

SOURCE_WORDS = {
    "H": "your hand", "D": "your discard pile", "S": "your support", "SH": "the shared support",
    "DEF": "your hand or the shared support", "FDEF": "your hand or the shared support", "HS": "your hand or your support",
    "DS": "your discard pile or your support", "ASP": "another player's hand or the shared support",
}
FILTER_WORDS = {
    "any": "card", "M": "madness card", "nonM": "element card", "W": "water card", "F": "fire card",
    "E": "earth card", "A": "air card", "v1": "value-1 card", "v2": "value-2 card", "v3": "value-3 card",
}
VERB_WORDS = {
    "discard": "discard", "destroy": "destroy", "support": "put into your support",
    "top": "put on top of your draw deck", "hand": "take into your hand", "give": "give away",
    "banish": "banish", "upD": "destroy (its higher-value card goes to your discard pile)",
    "upH": "destroy (its higher-value card goes to your hand)",
    "upS": "destroy (its higher-value card takes its place)",
    "i11": "discard (a value-3 card of its element goes on top of your deck)",
    "bark1": "destroy as a pair (you get a value-2 card of its element)", "bark2": "destroy as the second of the pair",
}
DEST_WORDS = {"D": "your discard pile", "T": "the top of your draw deck", "H": "your hand"}
MODE_WORDS = {"normal": "paid as usual", "shared_keep": "paid only with shared-support cards, which stay in place",
              "own_keep": "paid with your own hand and support, which stay in place"}
WAITING = {"act": "to act", "pay": "to pay", "ask": "to answer", "power": "to use a wizard power"}
INTENT_WORDS = {"learn": "learning a spell", "acquire": "acquiring", "break": "breaking the curse",
                "banish": "banishing a madness"}


def context_text(s: MadnessState) -> str:
    """The card whose effect is being resolved, with its text."""
    if len(s.context) != 4:
        return ""
    k, ident, caster, m = s.context
    kind = EFFECT_KINDS[k]
    if kind == "S":
        who = f" (cast by {seat_label(s, caster)})" if 0 <= caster < s.n else ""
        times = f" ×{m}" if m > 1 else ""
        return f"{SPELL_NAMES[ident]}{times}{who}: {factored(SPELL_TEXTS[ident], m)}"
    if kind == "C":
        return f"The {curse_label(ident)} (space {SLOT_SPACE[_slot_of(s, ident)]}): {CURSE_EFFECTS[CURSES[ident][1]][0]}" \
            if _slot_of(s, ident) >= 0 else f"The {curse_label(ident)}: {CURSE_EFFECTS[CURSES[ident][1]][0]}"
    if kind == "A":
        return f"The {PAGES[ident][1]} arrives: {PAGE_TEXTS[ident][0]}"
    if kind == "B":
        return f"Defeat bonus: {PAGE_TEXTS[ident][1]}"
    if kind == "P":
        return f"Failure penalty: {PAGE_TEXTS[ident][2]}"
    if kind == "L":
        return f"The last page: {LAST_PAGE_TEXT[0]}"
    return f"Reward for breaking the {curse_label(ident)}"


def _slot_of(s: MadnessState, code: int) -> int:
    return s.track.index(code) if code in s.track else -1


def factored(text: str, m: int) -> str:
    """A spell text with its factors [k] multiplied out (§4.5.3)."""
    text = re.sub(r"\[(\d+)\]", lambda g: str(int(g.group(1)) * m), text)
    if m > 1:  # "2 card" -> "2 cards"
        text = re.sub(r"\b(\d+ (?:value-\d )?)(card|action)\b(?!s)",
                      lambda g: g.group(0) if g.group(1).strip() == "1" else g.group(1) + g.group(2) + "s", text)
    return text


def _with(ctx: str, ask: str) -> str:
    return f"{ctx} — {ask}" if ctx else ask


def _cards(n: int, word: str) -> str:
    return f"1 {word}" if n == 1 else f"{n} {word}s"


def prompt(s: MadnessState, seat: int) -> str:
    if s.over != ONGOING:
        return ("You won: " if s.over == WON else "You lost: ") + s.reason
    if not s.tasks:
        return ""
    t = s.tasks[-1]
    d = DECISIONS.get(t[0])
    if d is None:
        return ""
    who = d.seat(s, t)
    ask = _ask(s, t)
    if who != seat:
        doing = WAITING.get(t[0], "to choose")
        ctx = context_text(s) if t[0] not in ("act", "pay") or not t[5 if t[0] == "act" else 6] else ""
        return f"Waiting for {seat_label(s, who)} {doing}" + (f" — {ctx}" if ctx else ".")
    return ask


def _ask(s: MadnessState, t: tuple) -> str:
    op = t[0]
    ctx = context_text(s)
    if op == "act":
        _, p, remaining, mode, _used, own = t
        if own:
            return (f"Round {s.round}, turn {s.marker} of 5 — your action phase: cast a spell, learn a spell, "
                    "acquire an element card, break a curse or banish a madness, as often as you can pay; "
                    "then end your actions.")
        more = "any number of" if remaining < 0 else str(remaining)
        return _with(ctx, f"{seat_label(s, p)}, you may take {more} granted action(s), "
                          f"{MODE_WORDS.get(mode, mode)}, or pass.")
    if op == "pay":
        _, _p, intent, need, chosen, _mode, _own = t
        vals, first = _selected(chosen)
        eff = _effective_need(need, first)
        if intent[0] == "cast":
            what = f"casting {SPELL_NAMES[intent[1]]}" + (f" ×{intent[2]}" if intent[2] > 1 else "")
        else:
            what = INTENT_WORDS.get(intent[0], intent[0])
        if need[4] and first < 0:
            left = f"{need[4]} of one element"
        else:
            rest = tuple(max(0, eff[e] - sum(vals[e])) for e in range(4)) + (0,)
            left = cost_text(rest)
        paid = ", ".join(CARD_NAMES[ch[2]] for ch in chosen)
        so_far = f" (paid so far: {paid})" if paid else ""
        return (f"Pay for {what}: {cost_text(need)}. Choose the cards one at a time from your hand or any "
                f"support; still needed: {left}{so_far}.")
    if op == "pick":
        _, _chooser, p, verb, n_left, flt, src, optional, _count, _then, _extra = t
        if verb == "discard" and flt == "nonM" and len(s.tasks) >= 2 and s.tasks[-2][0] == "end_turn":
            return (f"Recuperation: you hold {len(s.hand[p])} cards; discard {_cards(n_left, 'element card')} "
                    f"to keep exactly {HAND_SIZE} (madness may not be discarded).")
        source = SOURCE_WORDS.get(src, src)
        if src == "FDEF" and s.own_source:
            source = "your hand or your support"
        word = FILTER_WORDS.get(flt, "card") if not flt.startswith("c") else f"{CARD_NAMES[int(flt[1:])]} card"
        count = f"up to {n_left}" if optional else str(n_left)
        noun = word if n_left == 1 else word + "s"
        return _with(ctx, f"{seat_label(s, p)}: choose {count} {noun} from {source} to "
                          f"{VERB_WORDS.get(verb, verb)}" + (" (or stop)." if optional else "."))
    if op == "players":
        k, chosen, other = t[7], t[8], t[9]
        if k == 1 and not chosen:
            ask = "choose the player"
        else:
            ask = f"choose {_cards(k, 'more player')}" if chosen else f"choose {_cards(k, 'player')}"
        return _with(ctx, ask + (" (not the caster)" if other and t[5] >= 0 else "") + ".")
    if op == "ask":
        _, seat, what, args = t
        if what == "bonus":
            p = args[5]
            return _with(ctx, f"the monster is defeated! {seat_label(s, p)}: take this bonus?")
        if what == "alice":
            return "Alice broke a curse: draw 1 card?"
        if what == "forge":
            return _with(ctx, f"{seat_label(s, seat)}: discard {_cards(args[0], 'card')} and then draw as many?")
        return _with(ctx, "yes or no?")
    if op == "gain":
        _, p, value, dest, n_left = t
        many = f" ({n_left} to take)" if n_left > 1 else ""
        return _with(ctx, f"{seat_label(s, p)}: choose the element of the value-{value} card that goes to "
                          f"{DEST_WORDS.get(dest, dest)}{many}.")
    if op == "spell":
        _, chooser, purpose, n_left = t
        if purpose == "limit":
            return (f"You already know {len(s.spells[chooser])} spells (limit {spell_limit(s, chooser)}): "
                    "choose one to forget; it is destroyed before the new spell joins you.")
        if purpose == "sandra":
            return "Sandra's power: choose a used spell of any player to refresh."
        if purpose == "neutralize":
            return _with(ctx, f"{seat_label(s, chooser)}: choose one of your face-up spells to neutralize.")
        return _with(ctx, f"choose {_cards(n_left, 'spell')} to destroy among all players' spells "
                          f"({n_left} still to go).")
    if op == "library":
        return _with(ctx, f"{seat_label(s, t[1])}: take any spell still in the library "
                          "(face-down ones too), or none.")
    if op == "tsunami":
        return _with(ctx, f"{seat_label(s, t[1])}: choose a drawn card to put into your support.")
    if op == "tornado_q":
        return _with(ctx, f"choose the player to exchange {_cards(t[2], 'card')} with.")
    if op == "breath_q":
        return _with(ctx, f"choose the player who receives {_cards(t[2], 'card')}.")
    if op == "tornado":
        _, c, q, n, cg, qg, stage = t
        who, other, given = (c, q, cg) if stage == 0 else (q, c, qg)
        return _with(ctx, f"{seat_label(s, who)}: choose {_cards(n - len(given), 'card')} from your hand "
                          f"to give to {seat_label(s, other)}.")
    if op == "power":
        when = ("before the grimoire phase" if t[2] == "grimoire"
                else "now that your hand is refilled, before your turn ends")
        return f"Your wizard power may still be used this turn: use it {when}, or keep it."
    if op == "vio":
        held = t[3]
        if held >= 0:
            return f"Violetta's power: choose the support card to take into your hand for {CARD_NAMES[held]}."
        return f"Violetta's power: choose a hand card to swap with a support card ({2 - t[2]} swap(s) left), or stop."
    return _with(ctx, "choose.")

