"""Phase 5 — combat (§4.7), casualty events and saves (§4.8), the bunker (§4.14)."""

from __future__ import annotations

from game.core.events import Event, Hit, Note, PhaseStarted, StepLost
from game.core.types import Action
from game.dday.actions import LoseSoldiers, LoseSpecialist, Save, UseAbility
from game.dday.common import (
    bmap,
    check_destroyed,
    check_end,
    def_list_value,
    general_in_play,
    is_bunker,
    priority,
    remove_specialist,
    remove_unit_cards,
    sector_rec,
    solo,
    units_in,
    vehicle_here,
)
from game.dday.data import ENGINEER_DEF, PARATROOPER_SAVES, SWORD_FIRE_DEF, TANK_DEF
from game.dday.events import SaveMade, d6_roll
from game.dday.state import ACTIVE, SAFE, DDayState, Unit
from game.dday.tr import _


def begin(state: DDayState, ev: list[Event]) -> None:
    state.phase = "combat"
    ev.append(PhaseStarted(_("Combat"), state.turn, _("Turn")))
    bm = bmap(state)
    sectors = sorted({u.sector for u in state.units if u.status == ACTIVE}, key=bm.order.__getitem__)
    state.combat = {"sectors": sectors, "i": 0, "step": "open", "mgf": 0, "sixes": 0, "extra": 0,
                    "booby": 0}


def current_sector(state: DDayState) -> str:
    c = state.combat
    return c["sectors"][c["i"]]


def mgf_count(state: DDayState, s: str) -> int:
    """§4.7.2 MGF dice of a sector; none in Exercise, when silenced or prevented this turn, or
    when a General voids the sector's properties (Juno 7, Merville 4 and 12)."""
    if state.level == "exercise" or s in state.silenced or s in state.no_mgf:
        return 0
    rec = sector_rec(state, s)
    if rec.get("general_ignores") and state.level == "advanced" and general_in_play(state):
        return 0
    return int(rec.get("mgf", 0))


def open_window(state: DDayState, seats: list[int]) -> None:
    state.window = seats
    state.cur = 0
    state.passes = 0


def trade_seats(state: DDayState, s: str) -> list[int]:
    """§4.7.3 the trading window after the MGF roll: the sector's units, and any unit elsewhere
    that a Carrier Pigeon lets trade with one of them (§5.5)."""
    from game.dday.items import can_trade

    here = units_in(state, s)
    return [o.seat for o in state.units if o.status == ACTIVE
            and (o.sector == s or any(can_trade(o, x) for x in here))]


def roll_mgf(state: DDayState, s: str, ev: list[Event]) -> None:
    """§4.7.2 the sector's MGF dice, and (§5.15 A-1 mortar fire, C-1 booby traps) its one extra
    d6 per phase 5 (A7). Binoculars may change any of these dice that affects its holder (§4.10):
    the holders in the sector are asked in priority order before anything is applied."""
    c = state.combat
    k = mgf_count(state, s)
    c["mgf"] = 0
    c["sixes"] = 0
    c["extra"] = 0
    c["booby"] = 0
    dice: list[int] = []
    what: list[str] = []
    if k:
        dice = [state.rng.die() for _i in range(k)]
        what = ["mgf"] * k
        ev.append(d6_roll(None, dice, s, _("machine-gun fire on sector {sector}", sector=s)))
    rec = sector_rec(state, s) if state.level == "advanced" else {}
    if rec.get("extra_d6"):
        dice.append(state.rng.die())
        what.append("mortar")
        ev.append(d6_roll(None, dice[-1:], s, _("mortar fire on sector {sector}", sector=s)))
    if rec.get("booby"):
        dice.append(state.rng.die())
        what.append("booby")
        ev.append(d6_roll(None, dice[-1:], s, _("booby traps on sector {sector}", sector=s)))
    if not dice:
        return
    seats = [seat for seat in priority(state, [o.seat for o in units_in(state, s)])
             if "Binoculars" in state.units[seat].items]
    if seats:
        state.d6 = {"kind": "combat", "dice": dice, "what": what, "seats": seats, "seat": -1, "sector": s}
    else:
        set_combat_dice(state, dice, what)


def set_combat_dice(state: DDayState, dice: list[int], what: list[str]) -> None:
    set_mgf(state, [d for d, w in zip(dice, what) if w == "mgf"])
    for d, w in zip(dice, what):
        if w == "mortar":
            state.combat["extra"] = d
        elif w == "booby":
            state.combat["booby"] = d


def bino_dice(state: DDayState, u: Unit) -> list[int]:
    """Indices of the pending d6 dice that affect ``u`` (§4.10: Binoculars only on those)."""
    d = state.d6 or {"dice": []}
    what = d.get("what") or []
    return [i for i in range(len(d["dice"]))
            if not (i < len(what) and what[i] == "booby" and "Minesweeper" in u.specs)]


def set_mgf(state: DDayState, dice: list[int]) -> None:
    state.combat["mgf"] = sum(dice)
    state.combat["sixes"] = dice.count(6)


def resolve_d6(state: DDayState, ev: list[Event]) -> None:
    """Put a pending d6 to the next holder of Binoculars, or apply it (§4.10)."""
    d = state.d6
    assert d is not None
    while d["seats"]:
        seat = d["seats"].pop(0)
        o = state.units[seat]
        if o.status == ACTIVE and "Binoculars" in o.items and bino_dice(state, o):
            state.request = {"kind": "bino", "to": seat}
            return
    state.d6 = None
    kind, roll = d["kind"], d["dice"][0]
    if kind == "combat":
        set_combat_dice(state, d["dice"], d["what"])
    elif kind == "mine":
        from game.dday.common import loss

        loss(state, state.units[d["seat"]], roll, "any", "minefield")
    elif kind == "table":
        from game.dday.movement import set_random_property

        set_random_property(state, d["sector"], roll, ev)
    elif kind == "gain":
        from game.dday.common import gain

        gain(state.units[d["seat"]], "soldiers", roll, ev)
    elif kind == "gammon":
        state.def_red[d["sector"]] = state.def_red.get(d["sector"], 0) + roll


def reductions(state: DDayState, s: str) -> int:
    """§4.7.4 cumulative DEF reductions for every unit in the sector this turn."""
    red = state.def_red.get(s, 0)
    if vehicle_here(state, s, "Tank"):
        red += TANK_DEF
    if is_bunker(state, s):
        if any("Engineer" in o.specs for o in units_in(state, s)):
            red += ENGINEER_DEF
        red += len(state.beside.get(s, []))
    return red


def def_part(state: DDayState, u: Unit, s: str) -> int:
    rec = sector_rec(state, s)
    base = def_list_value(rec["def"], u.stay)
    bm = bmap(state)
    if bm.part.get(s) == "S" and "fire:silenced" not in state.claimed:
        base += SWORD_FIRE_DEF  # §5.18 Sword under mortar fire
    if state.level == "advanced" and rec.get("no_reduce"):
        return base  # Merville 11
    if s in state.bangalore and not is_bunker(state, s):
        return 0
    return max(0, base - reductions(state, s))


def immune(state: DDayState, u: Unit) -> bool:
    """§5.8 Medal of Honor / Victoria Cross: no casualties this turn, except in a bunker."""
    return bool(u.t.get("moh") or u.t.get("vc")) and not is_bunker(state, u.sector)


def casualties(state: DDayState, u: Unit, s: str) -> int:
    c = state.combat
    total = def_part(state, u, s)
    if not u.t.get("flak"):
        total += c["mgf"]
    total += c["extra"]
    if "Minesweeper" not in u.specs:
        total += c["booby"]
    return total


def queue_casualties(state: DDayState, s: str, ev: list[Event]) -> None:
    c = state.combat
    seats = priority(state, [o.seat for o in units_in(state, s)])
    sd = sector_rec(state, s).get("sd") if state.level == "advanced" else None
    for seat in seats:
        u = state.units[seat]
        if immune(state, u):
            ev.append(Note(_("Player {n} suffers no casualties (decoration).", n=seat + 1)))
            continue
        n = casualties(state, u, s)
        if n:
            ev.append(Hit(f"Player {seat + 1}", n, n >= 8, f"sector {s}"))
            state.losses.append({"seat": seat, "n": n, "kind": "any", "tag": "combat", "phase": "combat"})
        # §4.7.2 special damage after the normal casualties, one event per 6
        if sd and c["sixes"] and not u.t.get("flak") and not vehicle_here(state, s, "Tank"):
            for _i in range(c["sixes"]):
                state.losses.append({"seat": seat, "n": 1, "kind": sd, "tag": "special damage",
                                     "phase": "combat"})


def end_sector(state: DDayState, s: str, ev: list[Event]) -> None:
    """§4.14 survivors of a bunker fight are safe; their specialists stay beside the bunker."""
    if not is_bunker(state, s):
        return
    bm = bmap(state)
    for u in units_in(state, s):
        if s not in state.captured:
            state.captured.append(s)
            state.captured.sort()
        if solo(state) and any(b not in state.captured for b in bm.bunkers):
            # §5.13 Gold solo: the unit stays in play and must go on to the other bunker
            ev.append(Note(_("Player {n} captures bunker {bunker} and presses on.", n=u.seat + 1, bunker=s)))
            continue
        if bm.part and s == "MB":
            # §5.18 the unit may go on into the Sword bunker: its seat decides
            state.joins.append({"kind": "presson", "to": u.seat})
            continue
        make_safe(state, u, s, ev)
    check_end(state, ev)


def make_safe(state: DDayState, u: Unit, s: str, ev: list[Event]) -> None:
    """§4.14 the unit leaves play; its specialists stay beside the bunker (-1 DEF each later)."""
    u.status = SAFE
    if state.first_bunker_turn in (0, state.turn):
        state.first_bunker_turn = state.turn
        u.first_bunker = True
    state.beside.setdefault(s, []).extend(f"{u.seat}:{n}" for n in u.specs)
    ev.append(Note(_("Player {n}'s unit has taken the bunker and is safe.", n=u.seat + 1)))
    if u.specs:
        ev.append(Note(_.n("Player {n}'s {count} specialist stays beside the bunker: defence -{count} for the units"
                           " still coming.", "Player {n}'s {count} specialists stay beside the bunker: defence"
                           " -{count} for the units still coming.", len(u.specs), n=u.seat + 1)))
    u.specs = []
    remove_unit_cards(state, u, ev)


def advance(state: DDayState, ev: list[Event], window_done) -> bool:
    """Run combat until a decision is needed; True when the phase is over."""
    c = state.combat
    while state.result is None:
        if c["i"] >= len(c["sectors"]):
            return True
        s = c["sectors"][c["i"]]
        step = c["step"]
        if step == "open":
            seats = priority(state, [o.seat for o in units_in(state, s)])
            if not seats:
                c["i"] += 1
                continue
            open_window(state, seats)
            c["step"] = "pre"
        elif step == "pre":
            if not window_done(state):
                return False
            roll_mgf(state, s, ev)
            open_window(state, priority(state, trade_seats(state, s)))
            c["step"] = "trade"
            if state.d6:
                return False
        elif step == "trade":
            if not window_done(state):
                return False
            queue_casualties(state, s, ev)
            c["step"] = "end"
            if state.losses:
                return False
        elif step == "end":
            if state.losses:
                return False
            end_sector(state, s, ev)
            c["i"] += 1
            c["step"] = "open"
    return True


# ---------------------------------------------------------------- casualty events (§4.8)
def grenadier_option(state: DDayState, u: Unit) -> list[Action]:
    if "Grenadier" in u.specs and not is_bunker(state, u.sector) and u.sector not in state.silenced:
        return [UseAbility(u.seat, "Grenadier")]
    return []


def use_grenadier(state: DDayState, u: Unit, ev: list[Event]) -> None:
    remove_specialist(state, u, "Grenadier", ev, _("is sacrificed to silence the machine guns"))
    state.silenced.append(u.sector)
    state.silenced.sort()
    check_destroyed(state, u, ev)


def _medic(state: DDayState, u: Unit, e: dict) -> bool:
    return ("Medic" in u.specs and u.t.get("medic") != _phase_no(e) and u.soldiers >= 1)


def _ambulance(state: DDayState, u: Unit, e: dict) -> bool:
    return (u.t.get("amb") != _phase_no(e) and u.soldiers >= 1
            and vehicle_here(state, u.sector, "Ambulance"))


def _phase_no(e: dict) -> int:
    return {"roll": 1, "post": 1, "upkeep": 2, "recruit": 3, "move": 4, "combat": 5}.get(e["phase"], 0)


def save_options(state: DDayState, u: Unit, e: dict) -> list[Action]:
    seat = u.seat
    out: list[Action] = []
    if e["kind"] == "any":
        if _medic(state, u, e):
            out.append(Save(seat, "Medic"))
        if _ambulance(state, u, e):
            out.append(Save(seat, "Ambulance"))
        if "Paratrooper" in u.specs:
            out.append(Save(seat, "Paratrooper"))
    if "Hero" in u.specs:
        for res in ("courage", "stars"):
            have = getattr(u, res)
            if have > 0:
                out.append(Save(seat, "Hero", res))
                k = min(have, e["n"])
                if k > 1:
                    out.append(Save(seat, "Hero", res, k))  # as many as the event needs
    return out


def loss_legal(state: DDayState, u: Unit) -> list[Action]:
    from game.dday.items import item_options

    e = state.losses[0]
    out = save_options(state, u, e)
    out.extend(item_options(state, u, "loss"))
    if e["kind"] == "any" and u.soldiers > 0:
        out.append(LoseSoldiers(u.seat))
    out.extend(LoseSpecialist(u.seat, n) for n in dict.fromkeys(u.specs))
    return out


def _finish(state: DDayState, u: Unit, ev: list[Event]) -> None:
    state.losses.pop(0)
    check_destroyed(state, u, ev)


def loss_auto(state: DDayState, ev: list[Event]) -> bool:
    """Resolve the head casualty event when there is nothing to decide. True if it progressed."""
    e = state.losses[0]
    u = state.units[e["seat"]]
    if u.status != ACTIVE:
        state.losses.pop(0)
        return True
    if e["n"] <= 0:
        _finish(state, u, ev)
        return True
    kind = e["kind"]
    if kind == "courage":
        lost = min(u.courage, e["n"])
        if lost:
            u.courage -= lost
            ev.append(Note(_("Player {n} loses {lost} courage (special damage).", n=u.seat + 1, lost=lost)))
        state.losses.pop(0)
        return True
    from game.dday.items import item_options

    saves = save_options(state, u, e) + item_options(state, u, "loss")
    if kind == "specialist":
        if not u.specs:
            state.losses.pop(0)
            return True
        if not saves and len(set(u.specs)) == 1:
            _lose_spec(state, u, u.specs[0], e, ev)
            return True
        return False
    if saves:
        return False
    if not u.specs or e["n"] >= u.strength():
        take = min(e["n"], u.soldiers)
        _lose_soldiers(u, take, e, ev)
        while e["n"] > 0 and u.specs:
            _lose_spec(state, u, u.specs[-1], e, ev, finish=False)
        _finish(state, u, ev)
        return True
    return False


def _lose_soldiers(u: Unit, k: int, e: dict, ev: list[Event]) -> None:
    if k:
        u.soldiers -= k
        e["n"] -= k
        ev.append(StepLost(f"Player {u.seat + 1}", k, False, noun="soldier"))


def _lose_spec(state: DDayState, u: Unit, name: str, e: dict, ev: list[Event], finish: bool = True) -> None:
    remove_specialist(state, u, name, ev, _("falls ({tag})", tag=_(e["tag"])))
    e["n"] -= 1
    if finish and (e["n"] <= 0 or u.strength() == 0):
        _finish(state, u, ev)


def loss_perform(state: DDayState, u: Unit, a: Action, ev: list[Event]) -> None:
    e = state.losses[0]
    if isinstance(a, Save):
        before = e["n"]
        if a.by == "Medic":
            u.t["medic"] = _phase_no(e)
            e["n"] -= 1
        elif a.by == "Ambulance":
            u.t["amb"] = _phase_no(e)
            e["n"] -= 1
        elif a.by == "Paratrooper":
            remove_specialist(state, u, "Paratrooper", ev, _("is sacrificed to save his comrades"))
            e["n"] -= min(PARATROOPER_SAVES, e["n"])
        elif a.by == "Hero":
            setattr(u, a.pay, getattr(u, a.pay) - a.amount)
            e["n"] -= a.amount
        ev.append(Note(_("Player {n}: {what}.", n=u.seat + 1, what=a.label())))
        ev.append(SaveMade(u.seat, a.by, before - max(0, e["n"])))
        if e["n"] <= 0 or u.strength() == 0:
            _finish(state, u, ev)
    elif isinstance(a, LoseSoldiers):
        _lose_soldiers(u, min(e["n"], u.soldiers), e, ev)
        if e["n"] <= 0 or u.strength() == 0:
            _finish(state, u, ev)
    elif isinstance(a, LoseSpecialist):
        _lose_spec(state, u, a.name, e, ev)
