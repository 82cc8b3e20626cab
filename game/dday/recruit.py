"""Phase 3 — recruit one specialist, find one item, Special Find, buy a decoration (§4.5)."""

from __future__ import annotations

from game.core.events import Event, Note
from game.core.types import Action
from game.dday.actions import BuyDecoration, FindItem, Recruit
from game.dday.common import (
    draw_decoration,
    item_cost,
    prop,
    recruitable,
    specialist_cost,
    take_item,
    take_specialist,
    training,
    vehicle_here,
)
from game.dday.data import DECORATION_COURAGE_COST, VEHICLES
from game.dday.state import DDayState, Unit
from game.dday.tr import _


def items_allowed(state: DDayState, u: Unit) -> bool:
    """§4.5 no finds in "no items" sectors; none at all in the training levels (§5.10)."""
    return state.level == "advanced" and not prop(state, u.sector, "no_items")


def may_find(state: DDayState, u: Unit) -> bool:
    """One item a turn; any number with a Half-track in the sector (§5.7)."""
    return not u.t.get("found") or vehicle_here(state, u.sector, "Half-track")


def legal(state: DDayState, u: Unit) -> list[Action]:
    seat = u.seat
    out: list[Action] = []
    if not u.t.get("recruited") and state.level != "exercise":
        out.extend(Recruit(seat, n) for n in recruitable(state, u) if specialist_cost(u, n) <= u.stars)
    if items_allowed(state, u):
        if may_find(state, u):
            out.extend(FindItem(seat, n) for n in dict.fromkeys(state.item_pool)
                       if item_cost(state, u, n) <= u.points)
            v = prop(state, u.sector, "vehicle")
            if v and v in state.vehicle_pool and u.vehicle is None:
                free = prop(state, u.sector, "vehicle_free")
                if free or VEHICLES[v] <= u.points:
                    out.append(FindItem(seat, v))
        if u.t.get("sfind"):
            out.extend(FindItem(seat, n, True) for n in dict.fromkeys(state.item_discard)
                       if item_cost(state, u, n) <= u.points)
    if (not training(state) and not u.t.get("deco") and state.deco_deck
            and u.courage >= DECORATION_COURAGE_COST):
        out.append(BuyDecoration(seat))
    return out


def perform(state: DDayState, u: Unit, a: Action, ev: list[Event]) -> None:
    if isinstance(a, Recruit):
        u.stars -= specialist_cost(u, a.name)
        u.t["recruited"] = 1
        take_specialist(state, u, a.name, ev, _("recruited"))
    elif isinstance(a, FindItem):
        if a.name in VEHICLES:
            cost = 0 if prop(state, u.sector, "vehicle_free") else VEHICLES[a.name]
            u.points -= cost
            state.vehicle_pool.remove(a.name)
            u.vehicle = a.name
            u.t["found"] = 1
            ev.append(Note(_("Player {n} takes the {name}.", n=u.seat + 1, name=_(a.name))))
        else:
            u.points -= item_cost(state, u, a.name)
            if a.special:
                u.t["sfind"] -= 1
            else:
                u.t["found"] = 1
            take_item(state, u, a.name, ev, _("Special Find") if a.special else _("found"))
    elif isinstance(a, BuyDecoration):
        u.courage -= DECORATION_COURAGE_COST
        u.t["deco"] = 1
        draw_decoration(state, u, ev, _("bought with courage"))
