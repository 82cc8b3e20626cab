"""Tooltips: what every place of the D-Day Dice board holds, in a player's words — a sector's
defence, machine guns, gains and demands; a unit's strength and gear; a card's text and cost; a
die's face and whether it may still be re-rolled; what a lit combination gives."""

from __future__ import annotations

from typing import Any

from game.dday.common import item_cost, specialist_cost
from game.dday.data import SPECIALIST_COST, VEHICLES
from game.dday.maps import MAPS
from game.dday.state import ACTIVE, ANY_COLOUR
from sprites.boards.dday import sectors, units, words
from sprites.boards.dday.texts import names, tx


def tooltip(board: Any, pid: str) -> str | None:
    view = board.view
    if view is None:
        return None
    if pid in board.beach.tiles:
        text = sectors.tooltip(view, pid, board.live_rules())
        here = [board.seat_label(u.seat) for u in view.units if u.sector == pid and u.status == ACTIVE]
        if here:
            text += "\n" + tx("dday.tip_here", names=", ".join(here))
        c = view.combat or {}
        if board.fire and board.fire[0] == pid:
            text += "\n" + tx("dday.mg_fire", n=c.get("mgf", 0))
        return text
    kind, _sep, rest = pid.partition(":")
    handler = HANDLERS.get(kind)
    if handler is not None:
        return handler(board, rest)
    place = board.places.get(pid)
    return place.label if place else None


def _seat_rest(rest: str) -> tuple[int, str]:
    seat, _sep, name = rest.partition(":")
    return int(seat), name


def unit_text(board: Any, seat: int) -> str:
    view = board.view
    u = view.units[seat]
    lines = [f"{board.seat_label(seat)} — {units.marker_text(view, u)}",
             ", ".join(f"{words.resource(r)}: {getattr(u, r)}" for r in words.RESOURCES)]
    if u.specs:
        lines.append(tx("dday.tip_specs", names=names(u.specs)))
    if u.items:
        lines.append(tx("dday.tip_items", names=names(u.items)))
    if u.vehicle:
        lines.append(tx("dday.tip_vehicle", name=u.vehicle))
    if u.decos:
        lines.append(tx("dday.tip_decos", names=names(u.decos)))
    if u.dead:
        lines.append(tx("dday.tip_dead", names=names(u.dead)))
    if u.bc_move:
        lines.append(tx("dday.tip_battle_cry"))
    return "\n".join(lines)


def _token(board: Any, rest: str) -> str:
    return _card(board, rest)


def _card(board: Any, rest: str) -> str:
    text = unit_text(board, int(rest))
    if board.acting and int(rest) != board.acting[0] and board.view.players > 1:
        text += "\n" + tx("dday.tip_give_here")
    return text


def _res(board: Any, rest: str) -> str:
    seat, res = _seat_rest(rest)
    return f"{words.resource(res)}: {getattr(board.view.units[seat], res)}\n{tx(f'dday.res_{res}_tip')}"


def _held(board: Any, rest: str) -> str:
    _seat, name = _seat_rest(rest)
    return words.card_tip(name)


def _hand(board: Any, rest: str) -> str:
    seat, name = _seat_rest(rest)
    cost = specialist_cost(board.view.units[seat], name)
    return f"{words.card_tip(name, tx('dday.cost_stars', n=cost))}\n{tx('dday.tip_hand')}"


def _vehicle(board: Any, rest: str) -> str:
    u = board.view.units[int(rest)]
    return words.card_tip(u.vehicle) if u.vehicle else ""


def _supply(board: Any, rest: str) -> str:
    view = board.view
    u = view.units[board.focus]
    where, _sep, name = rest.partition(":")
    if where in ("hand", "spec"):
        cost = specialist_cost(u, name)
        text = words.card_tip(name, tx("dday.cost_stars", n=cost))
        if cost != SPECIALIST_COST[name]:
            text += "\n" + tx("dday.tip_messenger")
        return text
    if where == "decos" or rest == "decos":
        return tx("dday.tip_deco_buy", n=len(view.deco_deck))
    if where == "vehicle":
        return words.card_tip(name, tx("dday.cost_points", n=VEHICLES[name]))
    cost = item_cost(view, u, name)
    text = words.card_tip(name, tx("dday.cost_points", n=cost))
    if where == "discard":
        text += "\n" + tx("dday.tip_discard")
    return text


def _die(board: Any, rest: str) -> str:
    view = board.view
    seat, i = _seat_rest(rest)
    u = view.units[seat]
    code = u.dice[int(i)]
    lines = [f"{words.result(code)} — {tx('dday.face_' + words.FACE_KEYS[code % 6] + '_tip')}"]
    if int(i) == u.aside:
        lines.append(tx("dday.tip_aside"))
    elif u.locked[int(i)]:
        lines.append(tx("dday.tip_locked"))
    if seat != board.tray_seat:
        lines.insert(0, board.seat_label(seat))
    return "\n".join(lines)


def _virt(board: Any, rest: str) -> str:
    seat, k = _seat_rest(rest)
    code = board.view.units[seat].virt[int(k)]
    if code // 6 == ANY_COLOUR:
        return f"{words.face(code % 6)}\n{tx('dday.tip_virt_colour')}"
    return f"{words.result(code)}\n{tx('dday.tip_virt')}"


def _pool(board: Any, rest: str) -> str:
    seat, k = _seat_rest(rest)
    pool = board.view.units[seat].pool or []
    code = pool[int(k)] if int(k) < len(pool) else 0
    return f"{words.result(code)}\n{tx('dday.tip_pool')}"


def _combo(board: Any, rest: str) -> str:
    if rest == "straight":
        return tx("dday.combo_straight_tip")
    if rest == "tools":
        return tx("dday.combo_tools_tip")
    f = words.FACE_KEYS.index(rest)
    return f"{words.bonus(f)}\n{words.bonus_text(f)}"


def _tray(board: Any, rest: str) -> str:
    head = board.tray.head
    return f"{head}\n{tx('dday.tip_tray')}" if head else tx("dday.tip_tray")


def _line(board: Any, rest: str) -> str:
    a, _sep, b = rest.partition("|")
    place = board.places.get(f"line:{rest}")
    link = place.data.get("link") if place else None
    return sectors.link_tooltip(board.view, a, b, bool(link and link.mined), bool(link and link.barred))


def _cost(board: Any, rest: str) -> str:
    row, _sep, _rest = rest.partition(":")
    bm = MAPS[board.view.map_id]
    return tx("dday.tip_row_cost", n=bm.courage.get(int(row), 0), row=row)


def _decos(board: Any, rest: str) -> str:
    return tx("dday.tip_deco_deck", n=len(board.view.deco_deck))


def _d6(board: Any, rest: str) -> str:
    d = board.view.d6 or {}
    dice = d.get("dice", [])
    value = dice[int(rest)] if rest.isdigit() and int(rest) < len(dice) else "?"
    return tx("dday.tip_d6", n=value)


def _dead(board: Any, rest: str) -> str:
    u = board.view.units[int(rest)]
    return tx("dday.tip_dead", names=names(u.dead))


def _fallen(board: Any, rest: str) -> str:
    u = board.view.units[int(rest)]
    text = tx("dday.tip_fallen")
    return f"{text}\n{tx('dday.tip_dead', names=names(u.dead))}" if u.dead else text


HANDLERS = {"token": _token, "card": _card, "res": _res, "spec": _held, "item": _held, "deco": _held, "hand": _hand,
            "vehicle": _vehicle, "supply": _supply, "die": _die, "virt": _virt, "pool": _pool, "combo": _combo,
            "tray": _tray, "line": _line, "cost": _cost, "decos": _decos, "d6": _d6, "dead": _dead,
            "fallen": _fallen}
