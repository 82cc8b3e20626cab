"""Phase 4 — moving (§4.6), entry effects, climbing and the retreat (§5.16)."""

from __future__ import annotations

from game.core.events import Event, Note, UnitMoved
from game.core.types import Action
from game.dday.actions import AskHelp, CannotMove, Defer, Move, Stay, UseAbility
from game.dday.common import (
    bmap,
    draw_decoration,
    gain,
    is_bunker,
    loss,
    prop,
    remove_specialist,
    sector_rec,
    solo,
    take_item,
    take_specialist,
    units_in,
)
from game.dday.data import BEACHMASTER_SOLDIERS, PATHFINDER_SOLDIERS, SKULL
from game.dday.events import d6_roll
from game.dday.maps import MAPS_RAW, RANDOM_TABLE
from game.dday.state import ACTIVE, DDayState, Unit
from game.dday.tr import N_, _

MAPS_RAW_STG_SEALED = MAPS_RAW["STG"]["sealed_bunker"]


def _line(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


def requirements_live(state: DDayState) -> bool:
    return state.level == "advanced"


def mines_live(state: DDayState) -> bool:
    return state.level != "exercise"  # §5.10 Exercise ignores minefields


def is_advance(state: DDayState, src: str, dest: str) -> bool:
    """§4.6.5 forward, into a bunker, or (§5.18) across to the other map."""
    bm = bmap(state)
    return (is_bunker(state, dest) or bm.row_of[dest] > bm.row_of[src]
            or bm.part.get(src) != bm.part.get(dest))


def line_cost(state: DDayState, src: str, dest: str) -> int:
    bm = bmap(state)
    if is_bunker(state, dest):
        return int(bm.sectors[dest]["courage"])
    if bm.row_of[dest] > bm.row_of[src] or bm.part.get(src) != bm.part.get(dest):
        return bm.courage[bm.row_of[dest]]
    return 0


def climb_ok(state: DDayState, u: Unit) -> bool:
    """§5.16 [DD] a climb succeeds in a turn whose final roll holds 4 skulls (virtual included)."""
    return sum(1 for i, d in enumerate(u.dice) if i != u.aside and d % 6 == SKULL) + sum(
        1 for v in u.virt if v % 6 == SKULL) >= 4


def destinations(state: DDayState, u: Unit) -> list[tuple[str, bool]]:
    """(sector, is_retreat) the unit may try to reach from its sector."""
    bm = bmap(state)
    out = [(d, False) for d in bm.adj[u.sector]]
    if prop(state, u.sector, "climb") and not climb_ok(state, u):
        out.extend((d, True) for d in bm.retreat.get(u.sector, []))
    return out


def legal_moves(state: DDayState, u: Unit, helped: tuple[str, ...] = (), only: str = "") -> list[Move]:
    """Every legal Move; ``helped`` names what a joint move lends the unit (§4.6.3: "cutters"
    lets it cross barricades, "ambulance" waives sacrifices); ``only`` restricts the destination."""
    bm = bmap(state)
    seat = u.seat
    src = u.sector
    req_live = requirements_live(state)
    out: list[Move] = []
    for dest, retreat in destinations(state, u):
        if only and dest != only:
            continue
        if dest in u.visited:
            continue  # §4.6.2 never a visited sector
        if bm.part and bm.part[dest] != bm.part[src] and any(bm.part[v] == bm.part[dest] for v in u.visited):
            continue  # §5.18 no unit returns to a map it left
        if bm.part and dest == MAPS_RAW_STG_SEALED and "MB" not in state.captured:
            continue  # §5.18 the Sword bunker only after the Merville bunker is captured
        rec = sector_rec(state, dest)
        if req_live and rec.get("max_units") and len(units_in(state, dest)) >= rec["max_units"]:
            continue  # Omaha 8 occupancy
        line = _line(src, dest)
        if line in bm.barricades and not (u.t.get("cutters") or u.vehicle == "Bulldozer" or "cutters" in helped):
            continue  # §4.6.3
        climbing = req_live and prop(state, src, "climb") and not retreat and bm.row_of[dest] > bm.row_of[src]
        if climbing and not climb_ok(state, u):
            continue  # §5.16 no advance without a successful climb this turn
        # §5.2 a Battle Cry move ignores requirements and pays no courage; not for a climb,
        # not into a Crossfire sector (§5.15)
        bc = u.bc_move and not climbing and not (req_live and rec.get("crossfire"))
        if req_live and rec.get("battle_cry_only") and not bc:
            continue  # Merville bunker
        cost = 0 if retreat else line_cost(state, src, dest)
        if cost and "Platoon Leader" in u.specs:
            cost -= 1
        if bc:
            cost = 0
        sacrifices = [""]
        if req_live and not bc:
            need = rec.get("must_have")
            if need and need not in u.specs:
                continue
            sac = rec.get("sacrifice")
            if sac and u.vehicle != "Ambulance" and "ambulance" not in helped:
                if sac == "any":
                    sacrifices = list(dict.fromkeys(u.specs))
                else:
                    sacrifices = [n for n in (sac, "Decoy") if n in u.specs]
                if not sacrifices:
                    continue
        for s in sacrifices:
            if cost <= u.courage:
                out.append(Move(seat, dest, False, s))
            if cost > 0 and "Whistle" in u.items and is_advance(state, src, dest):
                out.append(Move(seat, dest, True, s))
    return out


def legal(state: DDayState, u: Unit) -> list[Action]:
    seat = u.seat
    out: list[Action] = list(legal_moves(state, u))
    if not u.must_move:
        out.append(Stay(seat))
    elif "Point Man" in u.specs:
        out.append(UseAbility(seat, "Point Man"))
    out.extend(correspondent_options(state, u))
    if u.must_move and not out:
        # §4.6 "a unit that must move and cannot is destroyed", but trading may be done at any
        # time (§4.13): before it gives up it may ask a partner for what it lacks, or wait
        out.extend(help_options(state, u))
        out.append(CannotMove(seat))
    if seat not in state.deferred and state.cur < len(state.order) - 1 and out:
        out.append(Defer(seat))
    return out


def help_options(state: DDayState, u: Unit) -> list[Action]:
    """Partners the stuck unit may ask once a turn: units it may trade with that have
    something to give it."""
    from game.dday.items import give_options

    return [AskHelp(u.seat, o.seat) for o in state.units
            if o is not u and o.status == ACTIVE and not u.t.get(f"help{o.seat}")
            and give_options(state, o, only=u.seat)]


def perform_move(state: DDayState, u: Unit, a: Move, ev: list[Event]) -> None:
    bm = bmap(state)
    src, dest = u.sector, a.dest
    line = _line(src, dest)
    mined = line in bm.mines and mines_live(state)
    # §4.6.7 a vehicle never crosses a minefield, enters a bunker or a climbing sector
    if u.vehicle is not None and (line in bm.mines or is_bunker(state, dest)
                                  or sector_rec(state, dest).get("climb")):
        ev.append(Note(_("Player {n} abandons the {name}.", n=u.seat + 1, name=_(u.vehicle))))
        state.vehicles_out.append(u.vehicle)
        u.vehicle = None
    retreat = dest in bm.retreat.get(src, []) and dest not in bm.adj[src]
    advance = not retreat and is_advance(state, src, dest)
    cost = 0
    if not retreat:
        cost = line_cost(state, src, dest)
        if cost and "Platoon Leader" in u.specs:
            cost -= 1
        req_live = requirements_live(state)
        climbing = req_live and prop(state, src, "climb") and bm.row_of[dest] > bm.row_of[src]
        if u.bc_move and not climbing and not (req_live and sector_rec(state, dest).get("crossfire")):
            cost = 0
    if a.whistle:
        u.items.remove("Whistle")
        state.item_discard.append("Whistle")
        state.item_discard.sort()
        cost = 0
    u.courage -= cost
    u.sector = dest
    u.stay = 1
    u.must_move = False
    u.visited.append(dest)
    u.t["moved"] = 1
    if is_bunker(state, dest):
        u.bunker_from = src
    ev.append(UnitMoved(u.seat, f"Player {u.seat + 1}", (src, dest)))
    if advance and "Beachmaster" in u.specs:
        gain(u, "soldiers", BEACHMASTER_SOLDIERS, ev)
    if "Pathfinder" in u.specs:
        gain(u, "soldiers", PATHFINDER_SOLDIERS, ev)
    if a.sacrifice:
        remove_specialist(state, u, a.sacrifice, ev, _("is sacrificed to enter the sector"))
    from game.dday.common import check_destroyed

    if check_destroyed(state, u, ev):
        return
    if mined and "Minesweeper" not in u.specs and not u.t.get("detector"):
        roll = state.rng.die()
        ev.append(d6_roll(u.seat, [roll], dest, _("the minefield")))
        if "Binoculars" in u.items:
            state.d6 = {"kind": "mine", "dice": [roll], "seats": [u.seat], "seat": u.seat}
        else:
            loss(state, u, roll, "any", "minefield")
    state.entry = [u.seat, dest]
    helped = joint_help(u)
    if helped and not u.t.get("joiner"):
        # §4.6.3 [DD] units of the same sector whose turn has not come (or was deferred) may join
        later = [o for o in state.order if o != u.seat and not state.units[o].t.get("done")]
        state.joins = [{"to": o, "src": src, "dest": dest, "help": list(helped)} for o in later
                       if state.units[o].status == ACTIVE and state.units[o].sector == src]


def joint_help(u: Unit) -> tuple[str, ...]:
    out = []
    if u.t.get("cutters") or u.vehicle == "Bulldozer":
        out.append("cutters")
    if u.vehicle == "Ambulance":
        out.append("ambulance")
    return tuple(out)


def next_join_request(state: DDayState) -> None:
    """Put the next joint-move offer to its seat (skipping units that could not join)."""
    while state.joins:
        offer = state.joins.pop(0)
        o = state.units[offer["to"]]
        if offer.get("kind") == "presson":
            if o.status == ACTIVE:
                state.request = dict(offer)
                return
            continue
        if o.status != ACTIVE or o.sector != offer["src"] or o.t.get("done"):
            continue
        if legal_moves(state, o, tuple(offer["help"]), offer["dest"]):
            state.request = {"kind": "join", **offer}
            return


def correspondent_options(state: DDayState, u: Unit) -> list[Action]:
    """§5.4 War Correspondent: swap sectors with another unit that has not moved this phase."""
    if "War Correspondent" not in u.specs or solo(state) or is_bunker(state, u.sector):
        return []
    return [UseAbility(u.seat, "War Correspondent", value=o.seat) for o in state.units
            if o is not u and o.status == ACTIVE and not o.t.get("done") and not is_bunker(state, o.sector)
            and not u.t.get(f"asked{o.seat}")]


def correspondent_swap(state: DDayState, u: Unit, o: Unit, ev: list[Event]) -> None:
    remove_specialist(state, u, "War Correspondent", ev, _("is sacrificed to swap sectors"))
    a, b = u.sector, o.sector
    u.sector, o.sector = b, a
    for x, src in ((u, a), (o, b)):
        x.must_move = False
        x.visited.append(x.sector)
        x.t["done"] = 1
        x.t["moved"] = 1
        if x.vehicle is not None and sector_rec(state, x.sector).get("climb"):
            state.vehicles_out.append(x.vehicle)
            x.vehicle = None
        ev.append(UnitMoved(x.seat, f"Player {x.seat + 1}", (src, x.sector)))
    from game.dday.common import check_destroyed

    check_destroyed(state, u, ev)


def solo_rules(state: DDayState, dest: str) -> bool:
    """Solo, or (§5.18) the only unit that started on this map of the scenario."""
    if solo(state):
        return True
    bm = bmap(state)
    if not bm.part:
        return False
    return sum(1 for o in state.units if o.visited and bm.part[o.visited[0]] == bm.part[dest]) == 1


def entry_effects(state: DDayState, ev: list[Event]) -> None:
    """§4.6 step 6, after the minefield: only for a unit still standing."""
    assert state.entry is not None
    seat, dest = state.entry
    state.entry = None
    u = state.units[seat]
    if u.status != ACTIVE or u.sector != dest or state.level != "advanced":
        return
    base = bmap(state).sectors[dest]
    col = base.get("random")
    if col and dest not in state.random_props:
        roll = state.rng.die()
        ev.append(d6_roll(seat, [roll], dest, _("sector {sector}'s property", sector=dest)))
        if "Binoculars" in u.items and not state.d6:
            # §5.15 Binoculars may change the table roll: resume the entry once it is settled
            state.d6 = {"kind": "table", "dice": [roll], "seats": [seat], "seat": seat, "sector": dest}
            state.entry = [seat, dest]
            return
        set_random_property(state, dest, roll, ev)
    rec = sector_rec(state, dest)
    joins = rec.get("joins")
    if joins and joins in u.hand and joins not in u.specs:
        take_specialist(state, u, joins, ev, _("sector {sector}", sector=dest))
    spec = rec.get("first_specialist")
    if spec and f"{dest}:spec" not in state.claimed:
        state.claimed.append(f"{dest}:spec")
        take_specialist(state, u, spec, ev, _("first into sector {sector}", sector=dest), placed=True)
    if bmap(state).part and dest == MAPS_RAW["STG"]["sword_fire"] and "fire:silenced" not in state.claimed:
        state.claimed.append("fire:silenced")
        ev.append(Note(_("The Sword mortars fall silent: a unit holds Merville sector 8.")))
    item = rec.get("first_item_solo") if solo_rules(state, dest) and rec.get("first_item_solo") else rec.get("first_item")
    if item and f"{dest}:item" not in state.claimed:
        state.claimed.append(f"{dest}:item")
        take_item(state, u, item, ev, _("first into sector {sector}", sector=dest))
    if rec.get("first_deco") and f"{dest}:deco" not in state.claimed and state.deco_deck:
        state.claimed.append(f"{dest}:deco")
        # §5.13 the "historical" setting gives the Victoria Cross on Gold 8 while it is in the deck
        name = ("Victoria Cross" if state.opts.get("historical") and state.map_id == "N-04"
                and "Victoria Cross" in state.deco_deck else "")
        draw_decoration(state, u, ev, _("first into sector {sector}", sector=dest), name)
    state.claimed.sort()
    if rec.get("entry_d6"):
        roll = state.rng.die()
        ev.append(d6_roll(seat, [roll], dest, _("soldiers on entry")))
        if "Binoculars" in u.items:
            state.d6 = {"kind": "gain", "dice": [roll], "seats": [seat], "seat": seat}
        else:
            gain(u, "soldiers", roll, ev)


def set_random_property(state: DDayState, dest: str, roll: int, ev: list[Event]) -> None:
    col = bmap(state).sectors[dest]["random"]
    state.random_props[dest] = RANDOM_TABLE[col][roll - 1][:2]
    ev.append(Note(_("Sector {sector}: {what}.", sector=dest, what=_(RANDOM_TABLE[col][roll - 1])[3:])))


def perform(state: DDayState, u: Unit, a: Action, ev: list[Event]) -> bool:
    """Phase-4 decisions. Returns True when the unit's turn is over."""
    if isinstance(a, Move):
        perform_move(state, u, a, ev)
        return True
    if isinstance(a, Stay):
        ev.append(Note(_("Player {n} stays in sector {sector}.", n=u.seat + 1, sector=u.sector)))
        return True
    if isinstance(a, AskHelp):
        u.t[f"help{a.target}"] = 1
        state.request = {"kind": "help", "from": u.seat, "to": a.target}
        ev.append(Note(_("Player {n} must move and cannot: it asks player {m} for help.", n=u.seat + 1,
                         m=a.target + 1)))
        return False
    if isinstance(a, CannotMove):
        from game.dday.common import destroy

        destroy(state, u, ev, N_("had to move but could not"))
        return True
    if isinstance(a, Defer):
        state.deferred.append(u.seat)
        state.order.append(u.seat)
        del state.order[state.cur]
        return False
    if isinstance(a, UseAbility) and a.name == "Point Man":
        # §5.3 the Point Man buys one more turn here
        remove_specialist(state, u, "Point Man", ev, _("is sacrificed to hold the sector"))
        u.must_move = False
        from game.dday.common import check_destroyed

        check_destroyed(state, u, ev)
        return False
    return False
