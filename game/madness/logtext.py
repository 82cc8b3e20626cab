"""The log lines of The Big Book of Madness in the player's language.

Events keep their facts and an English line (the board reads some of those fields: places, card
codes); ``event_text`` words each event again from its facts when it is shown, so a language switch
re-words the whole log. Lines are shaped so names stay in the nominative ("P1 Alice: …").
"""

from __future__ import annotations

import re
from typing import Any

from game.core.events import (
    CardDrawn,
    CardMoved,
    Event,
    GameOver,
    Note,
    PhaseStarted,
    Shuffled,
    TurnStarted,
    ValueChanged,
)
from game.madness.actions import where
from game.madness.data import (
    CARD_NAMES,
    CURSE_EFFECTS,
    CURSES,
    MADNESS,
    PAGES,
    SLOT_NAMES,
    SPELL_NAMES,
    card_name,
    curse_label,
    elem_name,
)
from game.madness.events import (
    CurseBroken,
    CurseTriggered,
    MadnessBanished,
    MadnessTaken,
    MonsterArrived,
    SpellCast,
    SpellLearned,
    Told,
    WizardScared,
)
from game.madness.tr import _

_CARD = {name: code for code, name in enumerate(CARD_NAMES)}
_PLACE = re.compile(r"(?:the top of )?P(\d+)(?:'s (discard pile|discard|hand|support|deck|draw deck))?")


def place(text: str) -> str:
    """A place named in an event ("P2's discard pile", "supply") in the player's language."""
    m = _PLACE.fullmatch(text)
    if m:
        n, zone = int(m.group(1)), m.group(2)
        if text.startswith("the top of "):
            return _("the top of P{n}'s draw deck", n=n)
        if zone is None:
            return f"P{n}"
        if zone in ("discard pile", "discard"):
            return _("P{n}'s discard pile", n=n)
        if zone == "hand":
            return _("P{n}'s hand", n=n)
        if zone == "support":
            return _("P{n}'s support", n=n)
        return _("P{n}'s deck", n=n)
    words = {"supply": _("the supply"), "the madness deck": _("the madness deck"),
             "the destroyed pile": _("the destroyed pile"), "destroyed pile": _("the destroyed pile")}
    return words.get(text, text)


_SPOT = re.compile(r"(the top of )?P(\d+)(?:'s (discard pile|discard|hand|support|deck|draw deck))?")
_PILES = {"supply": "supply", "the madness deck": "madness", "madness deck": "madness",
          "the destroyed pile": "destroyed", "destroyed pile": "destroyed"}


def _spot(text: str) -> tuple[str, int]:
    """An event's place as (kind, owner): kind is hand, support, discard, deck, top (of a draw
    deck), player (a bare "P2"), supply, madness, destroyed, or "" (a place not known here)."""
    m = _SPOT.fullmatch(text)
    if m:
        owner = int(m.group(2)) - 1
        if m.group(1):
            return "top", owner
        zone = m.group(3)
        if zone is None:
            return "player", owner
        return {"discard pile": "discard", "draw deck": "deck"}.get(zone, zone), owner
    return _PILES.get(text, ""), -1


def _from(kind: str, owner: int, text: str, own: bool, who: str) -> str:
    """Where a card comes from, with its preposition ("from their hand", "z ruky hráče P2 Bob")."""
    if kind == "hand":
        return _("from their hand") if own else _("from {who}'s hand", who=who)
    if kind == "support":
        return _("from their support") if own else _("from {who}'s support", who=who)
    if kind == "discard":
        return _("from their discard pile") if own else _("from {who}'s discard pile", who=who)
    if kind in ("deck", "top"):
        return _("from the top of their draw deck") if own else _("from the top of {who}'s draw deck", who=who)
    if kind == "player":
        return _("from {who}", who=who)
    if kind == "supply":
        return _("from the supply")
    if kind == "madness":
        return _("from the madness deck")
    if kind == "destroyed":
        return _("from the destroyed cards")
    return _("from {place}", place=place(text))


def _to(kind: str, owner: int, text: str, own: bool, who: str) -> str:
    """Where a card goes, with its preposition ("into their hand", "na odkládací hromádku hráče P2 Bob")."""
    if kind == "hand":
        return _("into their hand") if own else _("into {who}'s hand", who=who)
    if kind == "support":
        return _("into their support") if own else _("into {who}'s support", who=who)
    if kind == "discard":
        return _("onto their discard pile") if own else _("onto {who}'s discard pile", who=who)
    if kind in ("deck", "top"):
        return _("on top of their draw deck") if own else _("on top of {who}'s draw deck", who=who)
    if kind == "player":
        return _("to {who}", who=who)
    if kind == "supply":
        return _("back to the supply")
    if kind == "madness":
        return _("back to the madness deck")
    if kind == "destroyed":
        return _("to the destroyed cards")
    return _("to {place}", place=place(text))


def _object(card: str | None) -> str:
    """A card as the object of a sentence ("Air 1"; Czech "kartu Vzduch 1")."""
    if card is None:
        return _.p("object", "a card")
    if card == CARD_NAMES[MADNESS]:
        return _.p("object", "a madness card")
    return _.p("object", "{card}", card=_name(card))


def moved_text(rules: Any, state: Any, ev: CardMoved) -> str:  # noqa: C901 (one case per kind of move)
    """A card move as a sentence: who did what with which card, from where to where."""
    src, src_owner = _spot(ev.source)
    dst, dst_owner = _spot(ev.dest)
    actor = ev.seat if ev.seat is not None and 0 <= ev.seat < state.n else None

    def name(seat: int) -> str:
        return rules.seat_name(state, seat)

    if actor is not None:
        who, card = name(actor), _object(ev.card)
        own_src = src_owner in (-1, actor)
        own_dst = dst_owner in (-1, actor)
        source = _from(src, src_owner, ev.source, own_src, name(src_owner) if src_owner >= 0 else "")
        dest = _to(dst, dst_owner, ev.dest, own_dst, name(dst_owner) if dst_owner >= 0 else "")
        if src == "supply" and own_dst:
            if dst == "player":
                return _("{who} takes {card} from the supply", who=who, card=card)
            return _("{who} takes {card} from the supply {dest}", who=who, card=card, dest=dest)
        if dst == "destroyed":
            return _("{who} destroys {card} ({source})", who=who, card=card, source=source)
        if dst == "discard" and src in ("hand", "support") and src_owner == dst_owner:
            if src == "hand" and own_src:
                return _("{who} discards {card}", who=who, card=card)
            return _("{who} discards {card} {source}", who=who, card=card, source=source)
        if dst == "madness" and ev.card in (None, CARD_NAMES[MADNESS]):
            return _("{who} returns {card} {source} to the madness deck", who=who, card=card, source=source)
        if dst == "hand" and src == "hand" and src_owner == actor and dst_owner != actor:
            return _("{who} gives {card} to {other}", who=who, card=card, other=name(dst_owner))
        if dst == "hand" and own_dst:
            return _("{who} takes {card} {source} into their hand", who=who, card=card, source=source)
        if dst in ("hand", "support", "discard", "deck", "top") and src != "":
            if src == "hand" and own_src:
                return _("{who} puts {card} {dest}", who=who, card=card, dest=dest)
            return _("{who} puts {card} {source} {dest}", who=who, card=card, source=source, dest=dest)
    source = _from(src, src_owner, ev.source, False, name(src_owner) if src_owner >= 0 else "")
    dest = _to(dst, dst_owner, ev.dest, False, name(dst_owner) if dst_owner >= 0 else "")
    if ev.card is None:
        return _("A card goes {source} {dest}", source=source, dest=dest)
    if ev.card == CARD_NAMES[MADNESS]:
        return _("A madness card goes {source} {dest}", source=source, dest=dest)
    return _("{card} goes {source} {dest}", card=_name(ev.card), source=source, dest=dest)


def _name(text: str | None) -> str:
    if text is None:
        return _("a card")
    return card_name(_CARD[text]) if text in _CARD else _(text)


def _paid(paid: tuple) -> str:
    return ", ".join(card_name(ch[2]) for ch in paid)


def _value(key: str, value: Any) -> Any:
    if key == "curse" and isinstance(value, int):
        return curse_label(value)
    if isinstance(value, str):
        return _name(value)
    return value


def event_text(rules: Any, state: Any, event: Event, viewer: int | None) -> str:
    private = event.private_to() if rules.hidden_information else None
    ev = event.redacted() if private is not None and private != viewer else event
    # every language through the catalogue's words (cards by element and value, places by whose);
    # an event it has no line for says its own
    line = _line(rules, state, ev)
    return line if line is not None else ev.named(lambda seat: rules.seat_name(state, seat))


def _line(rules: Any, state: Any, ev: Event) -> str | None:  # noqa: C901 (one case per event type)
    if isinstance(ev, Told):
        return _(ev.template, **{k: _value(k, v) for k, v in ev.values})
    if isinstance(ev, MonsterArrived):
        if 0 <= ev.page < len(PAGES):
            return _("Round {round}: The {monster} arrives", round=ev.round, monster=_(PAGES[ev.page][1]))
        return None
    if isinstance(ev, PhaseStarted):
        if ev.round:
            return _("Round {round}: {phase}", round=ev.round, phase=_(ev.name))
        return _(ev.name)
    if isinstance(ev, TurnStarted):
        return _("{who} to play", who=ev.name or rules.seat_name(state, ev.seat))
    if isinstance(ev, CurseTriggered):
        if 0 <= ev.code < len(CURSES):
            return _("The {curse} strikes: {text}", curse=curse_label(ev.code),
                     text=_(CURSE_EFFECTS[CURSES[ev.code][1]][0]))
        return None
    if isinstance(ev, CurseBroken):
        if 0 <= ev.code < len(CURSES) and 0 <= ev.slot < len(SLOT_NAMES):
            return _("The {curse} on {slot} (by {who}) is broken", curse=curse_label(ev.code),
                     slot=_(SLOT_NAMES[ev.slot]), who=rules.seat_name(state, ev.seat))
        return None
    if isinstance(ev, WizardScared):
        return _("{who} is scared to death and leaves the game", who=ev.unit)
    if isinstance(ev, SpellCast):
        if 0 <= ev.spell < len(SPELL_NAMES):
            return _("{who} casts {spell}{times} ({paid})", who=rules.seat_name(state, ev.seat), spell=_(SPELL_NAMES[ev.spell]),
                     times=f" ×{ev.mult}" if ev.mult > 1 else "", paid=_paid(ev.paid))
        return _(ev.message)
    if isinstance(ev, SpellLearned):
        return _("{who} learns a {element} spell ({paid})", who=rules.seat_name(state, ev.seat), element=elem_name(ev.element),
                 paid=_paid(ev.paid))
    if isinstance(ev, MadnessBanished):
        return _("{who} banishes a madness from {w} ({paid})", who=rules.seat_name(state, ev.seat), w=where(ev.zone, ev.owner, -1),
                 paid=_paid(ev.paid))
    if isinstance(ev, MadnessTaken):
        return _("{who} takes a madness card; madness deck {delta} (now {total})",
                 who=rules.seat_name(state, ev.player),
                 delta=f"{ev.delta:+d}", total=ev.total)
    if isinstance(ev, ValueChanged):
        if ev.name == "Madness banished; madness deck":
            return _("Madness banished; madness deck {delta} (now {total})", delta=f"{ev.delta:+d}", total=ev.total)
        return None
    if isinstance(ev, CardMoved):  # also CardAcquired
        return moved_text(rules, state, ev)
    if isinstance(ev, CardDrawn):
        who = rules.seat_name(state, ev.seat) if ev.seat is not None else _("The game")
        if ev.card is None:
            return _("{who} draws a card", who=who)
        return _("{who} draws {card}", who=who, card=_name(ev.card))
    if isinstance(ev, Shuffled):
        return _("{pile} shuffled", pile=place(ev.pile))
    if isinstance(ev, GameOver):
        from game.madness.texts import reason_text

        if ev.winners:
            return _("Game over: you all win — {reason}", reason=reason_text(ev.reason))
        return _("Game over: {reason}", reason=reason_text(ev.reason))
    if isinstance(ev, Note):
        return _(ev.message)
    return None
