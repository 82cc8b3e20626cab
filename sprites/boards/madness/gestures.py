"""Pointing at the table becomes a Madness action.

Each action type has its place: a spell to cast (×1 / ×2 / ×3 in a menu), a library stack to
learn from, a supply pile to acquire, a curse to break, a madness card to banish (click it, then
the madness deck, or drag it there), the portrait for a wizard's power; paying is clicking the
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
from sprites.i18n import tr

if TYPE_CHECKING:
    from sprites.boards.madness.board import MadnessBoard

ELEMENT_KEYS = ("madness.water", "madness.fire", "madness.earth", "madness.air")
ASK_KEYS = {"bonus": ("madness.take_bonus", "madness.decline_bonus"), "alice": ("madness.alice_draw", "madness.no_draw"),
            "forge": ("madness.forge_yes", "madness.forge_no")}


def element_word(e: int) -> str:
    return tr(ELEMENT_KEYS[e])


def card_word(code: int) -> str:
    """A card in words: "Water 2", "Madness", "a card" (face down)."""
    if code < 0:
        return tr("madness.some_card")
    if code == MADNESS:
        return tr("madness.madness")
    return tr("madness.card_name", element=element_word(CARD_ELEM[code]), value=CARD_VALUE[code])


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
        label = tr("madness.cast_times", times=a.mult, n=level * a.mult, element=element_word(elem))
        return [Gesture(a, pid, label=label)] if _at(board, pid) else []
    if isinstance(a, Learn):
        pid = f"library:{a.element}"
        return [Gesture(a, pid, label=tr("madness.learn_it", element=element_word(a.element)))] if _at(board, pid) else []
    if isinstance(a, Acquire):
        pid = f"supply:{CARD_NAMES[a.card]}"
        made = [Gesture(a, pid, label=tr("madness.acquire_it", card=card_word(a.card)))] if _at(board, pid) else []
        return dragged(board, made, f"discard:{a.seat}")
    if isinstance(a, BreakCurse):
        pid = f"curse:{SLOT_NAMES[a.slot]}"
        return [Gesture(a, pid, label=tr("madness.break_it"))] if _at(board, pid) else []
    if isinstance(a, Banish):
        label = tr("madness.banish_it")
        return dragged(board, [Gesture(a, pid, label=label) for pid in board.spread.cards.get((a.zone, a.owner, MADNESS), ())],
                       "madness", tr("madness.banish_cost"))
    if isinstance(a, UsePower):
        pid = f"wizard:{a.seat}"
        return [Gesture(a, pid, label=tr("madness.use_power"))] if _at(board, pid) else []
    if isinstance(a, Pay):
        if a.as_elem >= 0:
            label = tr("madness.pay_as", card=card_word(a.card), element=element_word(a.as_elem))
        else:
            label = tr("madness.pay_with", card=card_word(a.card))
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
        return [Gesture(a, pid, label=SPELL_NAMES[a.spell])] if _at(board, pid) else []
    if isinstance(a, PickLibrary):
        pid = f"library:{a.element}"
        what = a.text or tr("madness.face_down_spell", n=a.depth + 1)
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
    zone, _, owner = dest.partition(":")
    targets = [dest] + [pid for (z, o, _c), pids in board.spread.cards.items()
                        if owner and z == zone and str(o) == owner for pid in pids]
    return made + [Gesture(g.action, g.origin, t, label=g.label, cost=cost) for g in made
                   for t in dict.fromkeys(targets) if t != g.origin]


def bar_label(a: Action, task: tuple) -> str:
    """The bar's words for an action with no place (the engine's label for anything unknown)."""
    if isinstance(a, EndActions):
        own = bool(task and task[0] == "act" and task[5])
        return tr("madness.end_actions") if own else tr("madness.pass_granted")
    if isinstance(a, CancelPayment):
        return tr("madness.cancel_payment")
    if isinstance(a, Answer):
        what = task[2] if task and task[0] == "ask" else ""
        keys = ASK_KEYS.get(what)
        if keys:
            return tr(keys[0] if a.yes else keys[1])
        return tr("common.yes") if a.yes else tr("common.no")
    if isinstance(a, Done):
        return tr("madness.done")
    return a.label()
