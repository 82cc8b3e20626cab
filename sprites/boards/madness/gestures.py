"""Pointing at the table becomes a Madness action.

Each action type has its place: a spell to cast (×1 / ×2 / ×3 in a menu), a library stack to
learn from, a supply pile to acquire, a curse to break, a madness card to banish (click it, then
the madness deck, or drag it there), the power's button (or the portrait) for a wizard's power; paying is clicking the
cards, one by one; a prompt's answer is the card, spell, wizard, stack or pile it names. What has
no place (end the actions, cancel a payment, yes or no) and any action this board does not know
goes to the action bar, so every legal action stays reachable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.types import Action
from game.madness.actions import (
    Acquire,
    Answer,
    Banish,
    BreakCurse,
    CancelPayment,
    Cast,
    Done,
    EndActions,
    Learn,
    Pay,
    Pick,
    PickElement,
    PickLibrary,
    PickPlayer,
    PickSpell,
    UsePower,
)
from game.madness.data import (
    CARD_ELEM,
    CARD_NAMES,
    CARD_VALUE,
    MADNESS,
    SLOT_NAMES,
    SPELL_NAMES,
    SPELLS,
    card,
)
from sprites.board.gestures import Gesture
from sprites.boards.madness.tr import N_, _, game_text

if TYPE_CHECKING:
    from sprites.boards.madness.board import MadnessBoard

ELEMENT_WORDS = (N_("Water"), N_("Fire"), N_("Earth"), N_("Air"))
ASK_WORDS = {"bonus": (N_("Take the bonus"), N_("Decline")), "alice": (N_("Draw 1 card"), N_("Do not draw")),
             "forge": (N_("Discard and draw"), N_("Do neither"))}


def element_word(e: int) -> str:
    return _(ELEMENT_WORDS[e])


def card_word(code: int) -> str:
    """A card in words: "Water 2", "Madness", "a card" (face down)."""
    if code < 0:
        return _("a face-down card")
    if code == MADNESS:
        return _("Madness")
    return _("{element} {value}", element=element_word(CARD_ELEM[code]), value=CARD_VALUE[code])


def gestures_for(board: MadnessBoard, legal: list[Action]) -> list[Gesture]:
    task = board.task
    out: list[Gesture] = []
    for a in legal:
        try:
            made = one(board, a, task)
        except (KeyError, IndexError, TypeError, ValueError):
            made = []
        out.extend(made or [Gesture(a, label=bar_label(a, task))])
    return out


def _at(board: MadnessBoard, place: str) -> bool:
    return place in board.places


def one(board: MadnessBoard, a: Action, task: tuple) -> list[Gesture]:
    """The gestures that make ``a`` (empty: the bar)."""
    if isinstance(a, Cast):
        pid = f"spell:{a.seat}:{a.spell}"
        _n, elem, level, _e = SPELLS[a.spell]
        label = _("×{times}: pay {n} {element}", times=a.mult, n=level * a.mult, element=element_word(elem))
        return [Gesture(a, pid, label=label)] if _at(board, pid) else []
    if isinstance(a, Learn):
        pid = f"library:{a.element}"
        return [Gesture(a, pid, label=_("Learn it (pay 2 {element})", element=element_word(a.element)))] if _at(board, pid) else []
    if isinstance(a, Acquire):
        pid = f"supply:{CARD_NAMES[a.card]}"
        made = [Gesture(a, pid, label=_("Acquire {card}", card=card_word(a.card)))] if _at(board, pid) else []
        return dragged(board, made, f"discard:{a.seat}")
    if isinstance(a, BreakCurse):
        pid = f"curse:{SLOT_NAMES[a.slot]}"
        return [Gesture(a, pid, label=_("Break the curse"))] if _at(board, pid) else []
    if isinstance(a, Banish):
        label = _("Banish this madness")
        return dragged(board, [Gesture(a, pid, label=label) for pid in board.spread.cards.get((a.zone, a.owner, MADNESS), ())],
                       "madness", _("2 of one element"))
    if isinstance(a, UsePower):
        return [Gesture(a, pid, label=_("Use the power")) for pid in (f"power:{a.seat}", f"wizard:{a.seat}")
                if _at(board, pid)]
    if isinstance(a, Pay):
        if a.as_elem >= 0:
            label = _("Pay with {card} as 1 {element}", card=card_word(a.card), element=element_word(a.as_elem))
        else:
            label = _("Pay with {card}", card=card_word(a.card))
        return [Gesture(a, pid, label=label) for pid in board.spread.cards.get((a.zone, a.owner, a.card), ())]
    if isinstance(a, Pick):
        if a.card < 0:
            # a hidden hand: whichever card is clicked, the engine takes one at random
            places = [pid for (zone, owner, _c), pids in board.spread.cards.items()
                      if zone == a.zone and owner == a.owner for pid in pids]
            made = [Gesture(a, pid, label=card_word(-1)) for pid in dict.fromkeys(places)]
        else:
            places = board.spread.cards.get((a.zone, a.owner, a.card), ())
            made = [Gesture(a, pid, label=card_word(a.card)) for pid in dict.fromkeys(places)]
        return dragged(board, made, pick_goes_to(a, task))
    if isinstance(a, PickPlayer):
        label = board.seat_label(a.player)
        return [Gesture(a, pid, label=label) for pid in (f"wizard:{a.player}", f"seat:{a.player}") if _at(board, pid)]
    if isinstance(a, PickSpell):
        pid = f"spell:{a.owner}:{a.spell}"
        return [Gesture(a, pid, label=game_text(SPELL_NAMES[a.spell]))] if _at(board, pid) else []
    if isinstance(a, PickLibrary):
        pid = f"library:{a.element}"
        what = game_text(a.text) if a.text else _("Face-down spell {n} from the top", n=a.depth + 1)
        return [Gesture(a, pid, label=what)] if _at(board, pid) else []
    if isinstance(a, PickElement):
        value = task[2] if task and task[0] == "gain" and task[2] in (2, 3) else 2
        pid = f"supply:{CARD_NAMES[card(a.element, value)]}"
        return [Gesture(a, pid, label=card_word(card(a.element, value)))] if _at(board, pid) else []
    return []


# where a chosen card goes, by the choice's verb: the place a player may drag it to
PICK_DEST = {"support": "support:{p}", "discard": "discard:{o}", "i11": "discard:{o}", "destroy": "destroyed",
             "upD": "destroyed", "upH": "destroyed", "upS": "destroyed", "bark1": "destroyed", "bark2": "destroyed",
             "top": "deck:{p}", "hand": "hand:{p}", "give": "hand:{x}", "banish": "madness"}


def pick_goes_to(a: Pick, task: tuple) -> str | None:
    """Where a picked card lands (None: nowhere a player would drag it)."""
    if not task:
        return None
    op = task[0]
    if op == "pick":
        verb, p, extra = task[3], task[2], task[10]
        form = PICK_DEST.get(verb)
        return form.format(p=p, o=a.owner, x=extra) if form else None
    if op == "tsunami":
        return f"support:{task[1]}"
    if op == "tornado":
        giver, other = (task[1], task[2]) if task[6] == 0 else (task[2], task[1])
        return f"hand:{other}" if a.owner == giver else None
    if op == "vio":
        return f"support:{a.owner}" if a.zone == "hand" else f"hand:{a.owner}"
    return None


def dragged(board: MadnessBoard, made: list[Gesture], dest: str | None, cost: str = "") -> list[Gesture]:
    """Each click gesture also as a drag to where the card goes (a click still plays it)."""
    if not dest or dest not in board.places:
        return made
    # a zone's cards lie over it: dropping on one of them is dropping on the zone
    zone, _sep, owner = dest.partition(":")
    targets = [dest] + [pid for (z, o, _c), pids in board.spread.cards.items()
                        if owner and z == zone and str(o) == owner for pid in pids]
    return made + [Gesture(g.action, g.origin, t, label=g.label, cost=cost) for g in made
                   for t in dict.fromkeys(targets) if t != g.origin]


def bar_label(a: Action, task: tuple) -> str:
    """The bar's words for an action with no place (the engine's label for anything unknown)."""
    if isinstance(a, EndActions):
        own = bool(task and task[0] == "act" and task[5])
        return _("End actions") if own else _("Pass")
    if isinstance(a, CancelPayment):
        return _("Cancel")
    if isinstance(a, Answer):
        what = task[2] if task and task[0] == "ask" else ""
        words = ASK_WORDS.get(what)
        if words:
            return _(words[0] if a.yes else words[1])
        return _("Yes") if a.yes else _("No")
    if isinstance(a, Done):
        return _("Done")
    return a.label()
