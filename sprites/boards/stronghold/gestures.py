"""Stronghold's actions as gestures on the castle (origin -> destination, steppers, the bar).

The attacker picks an action on a phase card and points at its target; sends a stack by
pointing at it, then at where it goes, and says how many with a stepper; lays orders from the
pool onto a wall section. The defender clicks an action spot to put an hourglass on it (and, for
the completing one, the place of its effect), moves or swaps units between lit fields, uses the
heroes by clicking them. In the Assault every choice is a click on the piece or place it names.
"""

from __future__ import annotations

from typing import Any

from game.core.types import Action
from game.stronghold import data as D
from game.stronghold.actions import (
    BeginRound,
    CardAction,
    Choose,
    ChooseCard,
    Complete,
    Deed,
    DispatchGroup,
    DispatchMove,
    DispatchNext,
    EndTurn,
    FlipCard,
    Hurry,
    Move,
    Pass,
    Pay,
    PlaceOrder,
    PlaceStone,
    Sortie,
    Speech,
    StartDispatch,
    Swap,
    Transfer,
)
from sprites.board.gestures import Gesture
from sprites.boards.stronghold import words as W
from sprites.boards.stronghold.tr import _

HEROES = {"officer": "Officer", "warrior": "Warrior"}


def unit_place(place: str, letter: str, seat: int | None = None) -> str:
    """The stack of ``letter`` units at an engine place ("camp" is the acting attacker's)."""
    if place == "camp":
        place = f"camp:{seat}"
    return f"{place}/{letter}"


def dest_place(place: str, seat: int | None = None) -> str:
    return f"camp:{seat}" if place == "camp" else place


def effect_place(aid: str, target: str) -> str | None:
    """Where a building action's effect goes on the board (None: nowhere to point at)."""
    if not target:
        return None
    if aid in ("expedition",):
        sec, _sep, u = target.partition(":")
        return f"T:{sec}/{u}"
    if aid == "sharpshooter":
        place, _sep, u = target.rpartition(":")
        return f"{place}/{u}"
    if aid == "sabotage":
        return f"{target}/machine"
    if aid == "confusion":
        return f"{target}/order"
    if aid == "train_sv":
        return f"{target}/s"
    if aid == "track":
        return f"GH/{target}"
    return target


def card_target_place(code: str, target: str) -> str | None:
    """Where a phase-card action's token goes (None: the action spot itself plays it)."""
    if not target or code == D.RAM_CODE:
        return None
    if code == "M4":
        return target.partition(">")[0]
    return target


def gestures(board: Any, legal: list[Action]) -> list[Gesture]:
    v = board.view
    out: list[Gesture] = []
    move_cost = _move_cost(v) if v is not None else 1
    for a in legal:
        g = _gesture(board, v, a, move_cost)
        out.append(g if g is not None else Gesture(a))
    return out


def _move_cost(v: Any) -> int:
    from game.stronghold import defender as DEF

    return DEF.move_cost(v)


def _gesture(board: Any, v: Any, a: Action, move_cost: int) -> Gesture | None:
    seat = a.seat
    if isinstance(a, ChooseCard):
        return Gesture(a, f"offer:{a.card}", label=_("Keep {card}", card=a.card))
    if isinstance(a, FlipCard):
        return Gesture(a, f"card:{seat}:{a.phase}", label=_("Turn to the reverse side"))
    if isinstance(a, BeginRound):
        return Gesture(a, label=_("Begin the round"))
    if isinstance(a, Pass):
        return Gesture(a, label=_("Pass"))
    if isinstance(a, EndTurn):
        return Gesture(a, label=_("End turn"))
    if isinstance(a, DispatchNext):
        return Gesture(a, label=W.step_done_word(a.step))
    if isinstance(a, CardAction):
        return _card_action(v, a)
    if isinstance(a, Transfer):
        counts = ((W.unit_word("g", True), a.goblins), (W.unit_word("o", True), a.orcs), (W.unit_word("t", True), a.trolls))
        return Gesture(a, f"camp:{seat}", f"camp:{1 - seat}", counts=counts, cost="1")
    if isinstance(a, StartDispatch):
        return Gesture(a, f"act:{seat}:{a.kind}", label=W.dispatch_word(a.kind))
    if isinstance(a, DispatchMove | DispatchGroup):
        n = a.count if isinstance(a, DispatchGroup) else 1
        return Gesture(a, unit_place(a.src, a.unit, seat), dest_place(a.dst, seat),
                       counts=((W.unit_word(a.unit, True), n),))
    if isinstance(a, PlaceOrder):
        if not a.face_down:
            label = _("Face up (1 hourglass to the defender)")
        elif a.defender >= 0:
            label = _("Face down, 2 hourglasses to the {half} defender", half=W.half_word(D.HALF_NAMES[a.defender]))
        else:
            label = _("Face down (2 hourglasses to the defender)")
        return Gesture(a, f"order:{a.token}", a.section, label=f"{W.order_word(a.token)}: {label}")
    if isinstance(a, PlaceStone):
        return Gesture(a, a.section, label=_("Place the round's stone piece here"))
    if isinstance(a, Move):
        if a.unit in HEROES:
            return Gesture(a, HEROES[a.unit], a.dst, label=W.target_word(a.dst), cost=str(move_cost))
        return Gesture(a, unit_place(a.src, a.unit), a.dst, label=_("Move the {unit} here ({cost})", unit=W.unit_word(a.unit), cost=W.hourglasses(move_cost)),
                       cost=str(move_cost))
    if isinstance(a, Swap):
        return Gesture(a, unit_place(a.a, a.a_unit), unit_place(a.b, a.b_unit),
                       label=_("Swap with the {unit} ({cost})", unit=W.unit_word(a.b_unit), cost=W.hourglasses(move_cost)), cost=str(move_cost))
    if isinstance(a, Pay | Complete):
        return _pay(v, a)
    if isinstance(a, Hurry):
        return Gesture(a, f"do:{a.action}", label=_("Hurry token: {name} again", name=W.action_word(a.action)))
    if isinstance(a, Speech):
        # pointed at his own wall section (his moves light the neighbouring ones): how many
        # hourglasses is a stepper there
        own = D.SECTIONS[v.hero_pos[0]]
        return Gesture(a, "Officer", own, label=_("Speech: {cost}", cost=W.hourglasses(a.hourglasses)),
                       counts=((_("Hourglasses"), a.hourglasses),))
    if isinstance(a, Sortie):
        pos = v.hero_pos[1]
        cost = D.SORTIE_COST["got".index(a.unit)]
        return Gesture(a, "Warrior", f"{D.SECTIONS[pos]}/{a.unit}", label=_("Sortie: kill a {unit} ({cost})", unit=W.unit_word(a.unit), cost=W.hourglasses(cost)),
                       cost=str(cost))
    if isinstance(a, Deed):
        label = W.deed_word(a.deed)
        if a.target:
            return Gesture(a, f"deed:{a.deed}", a.target, label=f"{label}: {W.building_word(a.target)}")
        return Gesture(a, f"deed:{a.deed}", label=label)
    if isinstance(a, Choose):
        return _choice(v, a)
    return None


def _card_action(v: Any, a: CardAction) -> Gesture:
    owner = a.owner if a.owner >= 0 else a.seat
    spot = f"act:{owner}:{a.code}"
    label = W.code_word(a.code)
    if a.code == D.RAM_CODE:
        return Gesture(a, spot, "BARB", label=label, counts=((_("Ram parts"), int(a.target)),))
    dest = card_target_place(a.code, a.target)
    if a.code == "M4":
        ramp, _sep, sec = a.target.partition(">")
        label = _("Altar on {ramp}, influencing {sec}", ramp=ramp, sec=sec)
    elif dest is not None:
        label = f"{label} → {W.target_word(dest)}"
    return Gesture(a, spot, dest, label=label)


def _pay(v: Any, a: Pay | Complete) -> Gesture:
    from game.stronghold import defender as DEF

    spot = f"do:{a.action}"
    name = W.action_word(a.action)
    dest = effect_place(a.action, a.target)
    if isinstance(a, Pay) and dest is None:
        label = _("Put an hourglass on {name} ({paid}/{cost})", name=name, paid=v.paid.get(a.action, 0) + 1, cost=DEF.action_cost(v, a.action))
        return Gesture(a, spot, label=label)
    if dest is None:
        return Gesture(a, spot, label=name)
    return Gesture(a, spot, dest, label=f"{name} → {W.target_word(a.target.split(':')[0])}")


def _choice(v: Any, a: Choose) -> Gesture:
    p = v.pending
    kind, option = a.kind, a.option
    if option == "hold":
        return Gesture(a, label=_("Hold fire"))
    if kind in ("cannon_target", "machine_target", "archer_target", "goblin_target", "claw_target"):
        return Gesture(a, option, label=W.target_word(option))
    if kind in ("cannon_order", "machine_order"):
        src, dst = option.split(">")
        origin = src if kind == "cannon_order" else f"{src}/machine"
        return Gesture(a, origin, label=_("Fires next") + f": {src} → {W.target_word(dst)}")
    if kind == "cannon_type":
        return Gesture(a, f"{p['place']}/{option}", label=W.unit_word(option, True))
    if kind in ("victim", "poison", "phantom"):
        return Gesture(a, f"{D.SECTIONS[p['sec']]}/{option}", label=W.unit_word(option, True))
    if kind in ("archer_kill", "casualties", "infirmary"):
        if kind == "archer_kill":
            where, letters = p["place"], "got"
        elif kind == "infirmary":
            where, letters = "INF", "asv"
        else:
            where, letters = D.SECTIONS[p["sec"]], ("got" if p.get("side") == "att" else "asv")
        counts = tuple((W.unit_word(letters[k], True), int(part[:-1])) for k, part in enumerate(option.split(",")))
        return Gesture(a, where, counts=counts)
    if kind == "tower_split":
        wall, tower = option.split("|")
        return Gesture(a, D.SECTIONS[p["sec"]], label=_("{wall} from the wall, {tower} from the tower", wall=_combo_words(wall), tower=_combo_words(tower)))
    return Gesture(a, label=a.label())


def _combo_words(combo: str) -> str:
    parts = []
    for part in combo.split(","):
        n, letter = int(part[:-1]), part[-1]
        if n:
            parts.append(f"{n}× {W.unit_word(letter, True)}")
    return ", ".join(parts) or _("nobody")
