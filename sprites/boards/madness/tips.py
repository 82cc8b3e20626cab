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
from sprites.boards.madness.tr import N_, _, game_text

ZONE_WORDS = {"hand": N_("Hand"), "support": N_("Support"), "discard": N_("Discard pile")}

if TYPE_CHECKING:
    from sprites.boards.madness.board import MadnessBoard


def tooltip(board: MadnessBoard, pid: str) -> str | None:
    view = board.view
    place = board.places.get(pid)
    if view is None or place is None:
        return None
    kind = place.kind
    head, _sep, rest = pid.partition(":")
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
        return _("Draw deck: {n} cards, face down. Drawing from an empty deck: take a madness card into the discard pile, then shuffle it into a new deck.", n=len(view.deck[int(rest)]))
    if head == "discard":
        q = int(rest)
        cards = view.discard[q]
        listed = ", ".join(card_word(c) for c in sorted(cards, key=_order)) or _("empty")
        return _("Discard pile: {n} cards", n=len(cards)) + "\n" + listed
    if head in ("hand", "support"):
        return zone_tip(board, head, int(rest))
    if head == "library":
        return library_tip(board, int(rest))
    if head == "supply":
        return supply_tip(board, place.data["code"])
    if pid == "madness":
        return _("Madness deck: {n} cards. If a player must take a madness card and none is left, the game is lost.", n=view.madness)
    if pid == "destroyed":
        listed = ", ".join(card_word(c) for c in sorted(view.destroyed, key=_order))
        spells = ", ".join(game_text(SPELL_NAMES[s]) for s in view.destroyed_spells)
        return "\n".join(x for x in (_("Destroyed: {n} cards out of the game", n=len(view.destroyed) + len(view.destroyed_spells)),
                                     listed, spells) if x)
    if pid in ("monster", "page", "next"):
        return page_tip(board, pid)
    if pid == "rounds":
        return rounds_tip(board)
    if head == "space":
        n = int(rest)
        return _("The Invocation space: when the marker reaches it the round ends (the bonus if every curse is broken, the penalty if not) and the next monster arrives.") if n == 0 else _("Space {n}: a curse lying here strikes every player when the invocation marker arrives.", n=n)
    return place.label or None


def _order(c: int) -> tuple[int, int]:
    return (1, 0) if c == MADNESS else (0, c)


def card_tip(board: MadnessBoard, zone: str, owner: int, code: int) -> str:
    where = _(ZONE_WORDS[zone]) + " — " + board.seat_label(owner)
    if code < 0:
        return f"{card_word(-1)}\n{where}"
    if code == MADNESS:
        return "\n".join((card_word(code), where, _("Produces nothing. {limit} madness in hand at the end of your turn scare you to death. Banish it: pay 2 of one element.", limit=ELIMINATION_MADNESS)))
    v, e = CARD_VALUE[code], CARD_ELEM[code]
    return "\n".join((card_word(code), where, _("Produces {n} {element} when you pay with it.", n=v, element=element_word(e))))


def spell_tip(board: MadnessBoard, q: int, sid: int) -> str:
    view = board.view
    entry = next((x for x in view.spells[q] if x >> 2 == sid), sid << 2)
    _name, elem, level, _steps = SPELLS[sid]
    state = (_("Neutralized") if entry & NEUTRAL else _("used") if entry & USED
             else _("ready to cast"))
    kind = _("basic spell") if sid < 4 else _("library spell")
    lines = [f"{game_text(SPELL_NAMES[sid])} — {kind}, {element_word(elem)} {level} ({state})", game_text(SPELL_TEXTS[sid]),
             _("Cast it: pay {n} {element} (×2 or ×3 multiplies the numbers in brackets); it lies sideways until refreshed.", n=level, element=element_word(elem)), board.seat_label(q)]
    return "\n".join(lines)


def curse_tip(board: MadnessBoard, slot: int) -> str:
    view = board.view
    code = view.track[slot]
    if code < 0:
        return _("Space {n}: a curse lying here strikes every player when the invocation marker arrives.", n=SLOT_SPACE[slot])
    deck, key = CURSES[code]
    if view.track_neutral[slot]:
        state = _("Neutralized")
    elif SLOT_SPACE[slot] <= view.marker:
        state = _("has struck")
    else:
        state = _("strikes on space {n}", n=SLOT_SPACE[slot])
    lines = [f"{curse_label(code)[0].upper()}{curse_label(code)[1:]} ({state})", game_text(CURSE_EFFECTS[key][0]),
             _("Break it: pay {cost} from your hand and any support; you gain any value-2 element card.", cost=cost_text(curse_cost(view, slot)))]
    if view.track_mad[slot]:
        lines.append(_("{n} madness under it: whoever breaks it takes it into their discard pile.", n=view.track_mad[slot]))
    if any(view.tokens[slot * 4:slot * 4 + 4]):
        lines.append(_("Each element token raises the cost by 1 of its element."))
    return "\n".join(lines)


def wizard_tip(board: MadnessBoard, q: int) -> str:
    view = board.view
    w = view.wizards[q]
    lines = [f"{board.seat_label(q)} — {element_word(WIZARDS[w][1])}", _("Power") + ": " + game_text(POWER_TEXT[w])]
    if board.power_used(q):
        lines.append(_.p("tip", "Power used this turn"))
    return "\n".join(lines)


def seat_tip(board: MadnessBoard, q: int) -> str:
    view = board.view
    if view.eliminated[q]:
        return board.seat_label(q) + "\n" + _("Scared to death")
    mad = sum(1 for c in view.hand[q] if c == MADNESS)
    lines = [board.seat_label(q) + (" — " + _("active player") if q == view.active else ""),
             _("Hand {hand} · deck {deck} · discard {discard} · support {support}/{cap}", hand=len(view.hand[q]), deck=len(view.deck[q]), discard=len(view.discard[q]),
                support=len(view.support[q]), cap=view.capacity(q)),
             _("Madness in hand: {n} of {limit} (at {limit} the wizard is scared to death)", n=mad, limit=ELIMINATION_MADNESS),
             _("Spells {n} of {limit}", n=len(view.spells[q]), limit=spell_limit(view, q)),
             _("Power") + ": " + game_text(POWER_TEXT[view.wizards[q]])]
    return "\n".join(lines)


def zone_tip(board: MadnessBoard, zone: str, q: int) -> str:
    view = board.view
    cards = view.hand[q] if zone == "hand" else view.support[q]
    listed = ", ".join(card_word(c) for c in sorted(cards, key=_order)) or _("empty")
    head = _(ZONE_WORDS[zone]) + " — " + board.seat_label(q)
    rule = _("Holds {cap} cards; every player may pay with them (they go to this player's discard pile).", cap=view.capacity(q)) if zone == "support" else _("At the end of your turn you draw or discard to exactly 6 (madness may not be discarded).")
    return "\n".join((head, listed, rule))


def library_tip(board: MadnessBoard, e: int) -> str:
    view = board.view
    lib = view.library[e]
    lines = [_("Library") + " — " + element_word(e), _("{n} cards left in this stack", n=len(lib))]
    if lib and lib[-1] >= 0:
        sid = lib[-1]
        lines[1:1] = [f"{game_text(SPELL_NAMES[sid])} ({element_word(e)} {SPELLS[sid][2]})", game_text(SPELL_TEXTS[sid])]
    lines.append(_("Learn the face-up spell: pay 2 {element}; it joins your spells refreshed (limit 5, Patrik 6: forget one first).", element=element_word(e)))
    return "\n".join(lines)


def supply_tip(board: MadnessBoard, code: int) -> str:
    n = board.view.supply[code]
    return "\n".join((card_word(code), _("{n} left in the stack", n=n),
                      _("Acquire: pay {n} {element}; the card goes to your discard pile.", n=CARD_VALUE[code], element=element_word(CARD_ELEM[code]))))


def page_tip(board: MadnessBoard, pid: str) -> str:
    book = open_book(board.view)
    if book.monster == CLOSED:
        return _("The grimoire is closed: it opens on the first turn")
    if pid == "monster":
        icons = ", ".join(element_word(e) for e in book.icons)
        return "\n".join((game_text(PAGES[book.monster][1]), _("Its curses: {elements} (laid left, top, right)", elements=icons),
                          _("On arrival") + ": " + book.arrival))
    lines = [_("Bonus if defeated") + ": " + book.bonus, _("Penalty if not") + ": " + book.penalty]
    if book.next_icons:
        lines.append(_("Next monster's curses") + ": " + ", ".join(element_word(e) for e in book.next_icons))
    else:
        lines.append(_("The last page: no monster follows"))
    return "\n".join(lines)


def rounds_tip(board: MadnessBoard) -> str:
    book = open_book(board.view)
    roman = ("I", "II", "III")[book.difficulty]
    cells = ", ".join(f"{r}: {book.multi_at(r)}" for r in range(1, 7))
    return "\n".join((_("Round track, difficulty {difficulty}: the multi-element curses each round adds", difficulty=roman), cells,
                      _.n("Round {n}: {k} multi-element curse", "Round {n}: {k} multi-element curses", book.multi_now,
                          n=book.round, k=book.multi_now) if book.round else ""))
