"""Tooltips: what is at a place in a player's words. Card, spell, curse and page texts are the
engine's own (its data); the frame around them and the rules of each action are translated."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.madness.action_phase import cost_text, curse_cost
from game.madness.book import CLOSED, open_book
from game.madness.data import (
    CARD_ELEM,
    CARD_VALUE,
    CURSE_EFFECTS,
    CURSES,
    ELIMINATION_MADNESS,
    MADNESS,
    PAGES,
    POWER_TEXT,
    SLOT_SPACE,
    SPELL_NAMES,
    SPELL_TEXTS,
    SPELLS,
    WIZARDS,
    curse_label,
)
from game.madness.effects import spell_limit
from game.madness.state import NEUTRAL, USED
from sprites.boards.madness.gestures import card_word, element_word
from sprites.i18n import tr

if TYPE_CHECKING:
    from sprites.boards.madness.board import MadnessBoard


def tooltip(board: MadnessBoard, pid: str) -> str | None:
    view = board.view
    place = board.places.get(pid)
    if view is None or place is None:
        return None
    kind = place.kind
    head, _, rest = pid.partition(":")
    if kind == "card":
        return card_tip(board, place.data["zone"], place.data["owner"], place.data["code"])
    if kind == "spell":
        q, sid = (int(x) for x in rest.split(":"))
        return spell_tip(board, q, sid)
    if kind == "curse":
        return curse_tip(board, place.data["slot"])
    if kind == "wizard":
        return wizard_tip(board, int(rest))
    if kind == "seat":
        return seat_tip(board, int(rest))
    if head == "deck":
        return tr("madness.tip_deck", n=len(view.deck[int(rest)]))
    if head == "discard":
        q = int(rest)
        cards = view.discard[q]
        listed = ", ".join(card_word(c) for c in sorted(cards, key=_order)) or tr("madness.empty")
        return tr("madness.tip_discard", n=len(cards)) + "\n" + listed
    if head in ("hand", "support"):
        return zone_tip(board, head, int(rest))
    if head == "library":
        return library_tip(board, int(rest))
    if head == "supply":
        return supply_tip(board, place.data["code"])
    if pid == "madness":
        return tr("madness.tip_madness_deck", n=view.madness)
    if pid == "destroyed":
        listed = ", ".join(card_word(c) for c in sorted(view.destroyed, key=_order))
        spells = ", ".join(SPELL_NAMES[s] for s in view.destroyed_spells)
        return "\n".join(x for x in (tr("madness.tip_destroyed", n=len(view.destroyed) + len(view.destroyed_spells)),
                                     listed, spells) if x)
    if pid in ("monster", "page", "next"):
        return page_tip(board, pid)
    if pid == "rounds":
        return rounds_tip(board)
    if head == "space":
        n = int(rest)
        return tr("madness.tip_invocation") if n == 0 else tr("madness.tip_space", n=n)
    return place.label or None


def _order(c: int) -> tuple[int, int]:
    return (1, 0) if c == MADNESS else (0, c)


def card_tip(board: MadnessBoard, zone: str, owner: int, code: int) -> str:
    where = tr(f"madness.{zone}") + " — " + board.seat_label(owner)
    if code < 0:
        return f"{card_word(-1)}\n{where}"
    if code == MADNESS:
        return "\n".join((card_word(code), where, tr("madness.tip_madness_card", limit=ELIMINATION_MADNESS)))
    v, e = CARD_VALUE[code], CARD_ELEM[code]
    return "\n".join((card_word(code), where, tr("madness.tip_element_card", n=v, element=element_word(e))))


def spell_tip(board: MadnessBoard, q: int, sid: int) -> str:
    view = board.view
    entry = next((x for x in view.spells[q] if x >> 2 == sid), sid << 2)
    _name, elem, level, _steps = SPELLS[sid]
    state = (tr("madness.neutralized") if entry & NEUTRAL else tr("madness.used") if entry & USED
             else tr("madness.ready"))
    kind = tr("madness.basic_spell") if sid < 4 else tr("madness.library_spell")
    lines = [f"{SPELL_NAMES[sid]} — {kind}, {element_word(elem)} {level} ({state})", SPELL_TEXTS[sid],
             tr("madness.tip_cast", n=level, element=element_word(elem)), board.seat_label(q)]
    return "\n".join(lines)


def curse_tip(board: MadnessBoard, slot: int) -> str:
    view = board.view
    code = view.track[slot]
    if code < 0:
        return tr("madness.tip_space", n=SLOT_SPACE[slot])
    deck, key = CURSES[code]
    if view.track_neutral[slot]:
        state = tr("madness.neutralized")
    elif SLOT_SPACE[slot] <= view.marker:
        state = tr("madness.triggered")
    else:
        state = tr("madness.waiting", n=SLOT_SPACE[slot])
    lines = [f"{curse_label(code)[0].upper()}{curse_label(code)[1:]} ({state})", CURSE_EFFECTS[key][0],
             tr("madness.tip_break", cost=cost_text(curse_cost(view, slot)))]
    if view.track_mad[slot]:
        lines.append(tr("madness.tip_warlock", n=view.track_mad[slot]))
    if any(view.tokens[slot * 4:slot * 4 + 4]):
        lines.append(tr("madness.tip_tokens"))
    return "\n".join(lines)


def wizard_tip(board: MadnessBoard, q: int) -> str:
    view = board.view
    w = view.wizards[q]
    lines = [f"{board.seat_label(q)} — {element_word(WIZARDS[w][1])}", tr("madness.power") + ": " + POWER_TEXT[w]]
    if board.power_used(q):
        lines.append(tr("madness.power_used"))
    return "\n".join(lines)


def seat_tip(board: MadnessBoard, q: int) -> str:
    view = board.view
    if view.eliminated[q]:
        return f"{board.seat_label(q)}\n{tr('madness.eliminated')}"
    mad = sum(1 for c in view.hand[q] if c == MADNESS)
    lines = [board.seat_label(q) + (f" — {tr('madness.active')}" if q == view.active else ""),
             tr("madness.tip_counts", hand=len(view.hand[q]), deck=len(view.deck[q]), discard=len(view.discard[q]),
                support=len(view.support[q]), cap=view.capacity(q)),
             tr("madness.tip_gauge", n=mad, limit=ELIMINATION_MADNESS),
             tr("madness.spell_count", n=len(view.spells[q]), limit=spell_limit(view, q)),
             tr("madness.power") + ": " + POWER_TEXT[view.wizards[q]]]
    return "\n".join(lines)


def zone_tip(board: MadnessBoard, zone: str, q: int) -> str:
    view = board.view
    cards = view.hand[q] if zone == "hand" else view.support[q]
    listed = ", ".join(card_word(c) for c in sorted(cards, key=_order)) or tr("madness.empty")
    head = tr(f"madness.{zone}") + " — " + board.seat_label(q)
    rule = tr("madness.tip_support", cap=view.capacity(q)) if zone == "support" else tr("madness.tip_hand")
    return "\n".join((head, listed, rule))


def library_tip(board: MadnessBoard, e: int) -> str:
    view = board.view
    lib = view.library[e]
    lines = [f"{tr('madness.library')} — {element_word(e)}", tr("madness.tip_library_left", n=len(lib))]
    if lib and lib[-1] >= 0:
        sid = lib[-1]
        lines[1:1] = [f"{SPELL_NAMES[sid]} ({element_word(e)} {SPELLS[sid][2]})", SPELL_TEXTS[sid]]
    lines.append(tr("madness.tip_learn", element=element_word(e)))
    return "\n".join(lines)


def supply_tip(board: MadnessBoard, code: int) -> str:
    n = board.view.supply[code]
    return "\n".join((card_word(code), tr("madness.tip_supply_left", n=n),
                      tr("madness.tip_acquire", n=CARD_VALUE[code], element=element_word(CARD_ELEM[code]))))


def page_tip(board: MadnessBoard, pid: str) -> str:
    book = open_book(board.view)
    if book.monster == CLOSED:
        return tr("madness.closed")
    if pid == "monster":
        icons = ", ".join(element_word(e) for e in book.icons)
        return "\n".join((PAGES[book.monster][1], tr("madness.tip_icons", elements=icons),
                          tr("madness.arrival") + ": " + book.arrival))
    lines = [tr("madness.bonus") + ": " + book.bonus, tr("madness.penalty") + ": " + book.penalty]
    if book.next_icons:
        lines.append(tr("madness.next_curses") + ": " + ", ".join(element_word(e) for e in book.next_icons))
    else:
        lines.append(tr("madness.last_page"))
    return "\n".join(lines)


def rounds_tip(board: MadnessBoard) -> str:
    book = open_book(board.view)
    roman = ("I", "II", "III")[book.difficulty]
    cells = ", ".join(f"{r}: {book.multi_at(r)}" for r in range(1, 7))
    return "\n".join((tr("madness.tip_rounds", difficulty=roman), cells,
                      tr("madness.tip_round_now", n=book.round, k=book.multi_now) if book.round else ""))
