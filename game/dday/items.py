"""Items (§4.10, §5.5, §5.6), decorations (§4.12, §5.8), once-per-turn abilities used in the
windows (§4.2 step 5) and transfers between units (§4.13)."""

from __future__ import annotations

from game.core.events import Event, Note
from game.core.types import Action
from game.dday.actions import (
    Abandon,
    AnswerSwap,
    Give,
    PlayDecoration,
    PoolSwap,
    ProposeSwap,
    UseAbility,
    UseItem,
)
from game.dday.common import (
    bmap,
    draw_decoration,
    gain,
    is_bunker,
    others,
    prop,
    recruitable,
    remove_specialist,
    solo,
    take_item,
    take_specialist,
    vehicle_here,
)
from game.dday.data import (
    ANYTIME_ITEMS,
    BATTLE_CRY_SOLDIERS,
    BAZOOKA_DEF,
    BONUS_ITEMS,
    BRONZE_STAR,
    COMBAT_ITEMS,
    COURAGE,
    CROIX_DE_GUERRE,
    FIELD_RADIO,
    FLAME_THROWER_DEF,
    FRESH_TROOPS,
    GIFT_BULK,
    GIVE_BACK_LIMIT,
    LEADERSHIP_COURAGE,
    MEMORIAL_CROSS,
    MILITARY_MEDAL,
    NOCOLOUR,
    POCKET_BIBLE,
    PURPLE_HEART,
    SILVER_STAR,
    SKULL,
    STAR,
    TOOL,
    TOOLKIT_TOOLS,
    TWO,
    WALKIE_TALKIE,
)
from game.dday.events import custom_roll, d6_roll
from game.dday.rolling import skull_reroll_banned
from game.dday.state import ACTIVE, ANY_COLOUR, DDayState, Unit
from game.dday.tr import _


def lieutenant_in_play(state: DDayState) -> bool:
    return any(u.status == ACTIVE and "Lieutenant" in u.specs for u in state.units)


def item_options(state: DDayState, u: Unit, ctx: str) -> list[Action]:
    """Items the unit may use now. ``ctx``: roll / upkeep (own phase-1 and phase-2 turns: the
    "any time" and DEF items), post (post-roll window), recruit, move (own phase-4 turn),
    cpre / ctrade (phase-5 windows of its sector), loss (a casualty event)."""
    seat = u.seat
    out: list[Action] = []
    phys = [i for i in range(len(u.dice)) if i != u.aside]
    in_bunker = is_bunker(state, u.sector)
    anytime_only = ctx == "loss"  # §4.10 during a casualty event, before allocation
    own_turn = ctx in ("roll", "upkeep")  # §4.10 "at any time": also in the unit's own turns
    phase1 = ctx in ("post", "roll")  # §5.2 a bonus item used in phase 1 joins the final roll
    for name in dict.fromkeys(u.items):
        if anytime_only and name not in ANYTIME_ITEMS:
            continue
        if own_turn and name not in ANYTIME_ITEMS and name not in COMBAT_ITEMS:
            continue
        if name == "Binoculars":
            if ctx == "post":
                out.extend(UseItem(seat, name, i, f) for i in phys for f in range(6) if f != u.dice[i] % 6)
        elif name in ("Ammo Box", "Grappling Hook", "Rangefinder", "Rope Ladder", "Strategic Map",
                      "Toolkit", "Dispatch Case"):
            if ctx != "post":
                continue
            if name == "Ammo Box":
                if any(d % 6 == SKULL for d in u.dice) or any(v % 6 == SKULL for v in u.virt):
                    out.extend(UseItem(seat, name, value=f) for f in range(1, 6))
            elif name == "Rangefinder":
                out.extend(UseItem(seat, name, i, f) for i in phys if u.dice[i] // 6 == 2
                           for f in range(6) if f != u.dice[i] % 6)
            elif name == "Strategic Map":
                out.extend(UseItem(seat, name, i, c) for i in phys for c in range(3) if c != u.dice[i] // 6)
            elif name == "Dispatch Case":
                out.extend(UseItem(seat, name, target=o.seat) for o in others(state, u) if o.t.get("final"))
            else:
                out.append(UseItem(seat, name))
        elif name in ("Field Radio", "Walkie-Talkie", "Pocket Bible", "Medal Case", "Signalling Lamp"):
            if name == "Medal Case" and not state.deco_deck:
                continue
            out.append(UseItem(seat, name))
        elif name == "Lucky Charm":
            out.extend((UseItem(seat, name, value=0), UseItem(seat, name, value=1)))
        elif name == "Carrier Pigeon":
            if not u.t.get("pigeon"):
                out.append(UseItem(seat, name))
        elif name == "Shoulder Patch":
            if u.soldiers >= 1:
                out.extend(UseItem(seat, name, sector=n) for n in recruitable(state, u))
        elif name == "Command Jacket":
            if phase1:
                out.append(UseItem(seat, name))
            else:
                targets = [u] if solo(state) else others(state, u)
                out.extend(UseItem(seat, name, target=o.seat) for o in targets)
        elif name == "Amphetamines":
            if phase1:
                out.append(UseItem(seat, name))
            elif not prop(state, u.sector, "crossfire"):
                out.append(UseItem(seat, name, value=0))
                if ctx in ("recruit", "move") and not u.t.get("moved"):
                    out.append(UseItem(seat, name, value=1))
        elif name in COMBAT_ITEMS:
            if name == "Flame-thrower" and not in_bunker:
                continue
            if name == "Bangalore Torpedo" and in_bunker:
                continue
            if name == "Flak Vest" and u.t.get("flak"):
                continue
            out.append(UseItem(seat, name))
        elif name == "Grenade":
            if ctx == "cpre":
                out.append(UseItem(seat, name, sector=u.sector))
        elif name == "Mortar":
            if ctx == "cpre":
                bm = bmap(state)
                pending = state.combat.get("sectors", [])[state.combat.get("i", 0):]
                targets = [s for s in bm.adj[u.sector] if s != u.sector] + list(bm.bunkers)
                for s in dict.fromkeys(targets):
                    if s in pending and s != u.sector:
                        out.append(UseItem(seat, name, sector=s))
        elif name in ("Mine Detector", "Wirecutters"):
            if ctx == "move" and not u.t.get("moved"):
                flag = "detector" if name == "Mine Detector" else "cutters"
                if not u.t.get(flag):
                    out.append(UseItem(seat, name))
    return out


def grant_bonus_now(state: DDayState, u: Unit, face: int, ev: list[Event], option: int, target: int) -> None:
    """§5.2 an item-granted RWB bonus used outside phase 1 resolves at once."""
    if face == STAR:
        rec = state.units[target] if target >= 0 else u
        gain(rec, "courage", LEADERSHIP_COURAGE, ev)
    elif face == TWO:
        gain(u, "soldiers", FRESH_TROOPS, ev)
    elif face == COURAGE:
        if prop(state, u.sector, "crossfire"):
            return
        if option == 1:
            u.bc_move = True
        else:
            gain(u, "soldiers", BATTLE_CRY_SOLDIERS, ev)
    count_bonus(state, u, 1, ev)


def count_bonus(state: DDayState, u: Unit, n: int, ev: list[Event]) -> None:
    """§4.3 G per-RWB add-ons: Veteran +1 soldier, Chaplain +1 courage, Rally point +1 soldier."""
    if "Veteran" in u.specs:
        gain(u, "soldiers", n, ev)
    if "Chaplain" in u.specs:
        gain(u, "courage", n, ev)
    if prop(state, u.sector, "rally"):
        gain(u, "soldiers", n, ev)


def use_item(state: DDayState, u: Unit, a: UseItem, ev: list[Event]) -> None:
    name = a.item
    u.items.remove(name)
    state.item_discard.append(name)
    state.item_discard.sort()
    ev.append(Note(_("Player {n} uses the {item}{extra}.", n=u.seat + 1, item=_(a.item), extra=a.extra())
                   if a.sector != "d6" else
                   _("Player {n} uses the Binoculars: make d6 #{d} show {value}.", n=u.seat + 1, d=a.die + 1,
                     value=a.value)))
    post = state.phase in ("roll", "post")  # §5.2 phase 1: resolved in phase 2 with the roll
    if name == "Binoculars":
        u.dice[a.die] = (u.dice[a.die] // 6) * 6 + a.value
    elif name == "Rangefinder":
        u.dice[a.die] = (u.dice[a.die] // 6) * 6 + a.value
    elif name == "Strategic Map":
        u.dice[a.die] = a.value * 6 + u.dice[a.die] % 6
    elif name == "Ammo Box":
        # §5.6 every skull of the final roll, virtual ones included, becomes the chosen result
        u.dice = [d - d % 6 + a.value if d % 6 == SKULL else d for d in u.dice]
        u.virt = [v - v % 6 + a.value if v % 6 == SKULL else v for v in u.virt]
    elif name == "Grappling Hook":
        u.virt.append(ANY_COLOUR * 6 + SKULL)
    elif name == "Rope Ladder":
        for o in state.units:
            if o.status == ACTIVE and o.t.get("final"):
                o.virt.append(ANY_COLOUR * 6 + SKULL)
    elif name == "Toolkit":
        u.virt.extend([NOCOLOUR * 6 + TOOL] * TOOLKIT_TOOLS)
    elif name == "Dispatch Case":
        src = state.units[a.target]
        u.dice = [src.dice[i] for i in range(len(src.dice)) if i != src.aside]
        u.locked = [False] * len(u.dice)
        u.aside = -1
    elif name == "Field Radio":
        gain(u, "soldiers", FIELD_RADIO, ev)
    elif name == "Walkie-Talkie":
        gain(u, "soldiers", WALKIE_TALKIE, ev)
    elif name == "Pocket Bible":
        gain(u, "courage", POCKET_BIBLE, ev)
    elif name == "Lucky Charm":
        gain(u, "stars" if a.value == 0 else "courage", 1, ev)
    elif name == "Medal Case":
        draw_decoration(state, u, ev, _("Medal Case"))
    elif name == "Carrier Pigeon":
        u.t["pigeon"] = 1
    elif name == "Shoulder Patch":
        # §5.5 the soldier is a cost, not a casualty; the specialist is free and outside the limit
        u.soldiers -= 1
        take_specialist(state, u, a.sector, ev, _("Shoulder Patch"))
    elif name in BONUS_ITEMS:
        face = BONUS_ITEMS[name]
        if post:
            u.t[f"xb{face}"] = u.t.get(f"xb{face}", 0) + 1
        else:
            grant_bonus_now(state, u, face, ev, a.value, a.target)
    elif name == "Bazooka":
        add_def_red(state, u.sector, BAZOOKA_DEF)
    elif name == "Gammon Bomb":
        roll = state.rng.die()
        ev.append(d6_roll(u.seat, [roll], u.sector, _("the Gammon Bomb")))
        holders = [o.seat for o in state.units if o.status == ACTIVE and o.sector == u.sector
                   and "Binoculars" in o.items]
        if holders and not state.d6:
            state.d6 = {"kind": "gammon", "dice": [roll], "seats": holders, "seat": u.seat, "sector": u.sector}
        else:
            add_def_red(state, u.sector, roll)
    elif name == "Flame-thrower":
        add_def_red(state, u.sector, FLAME_THROWER_DEF)
    elif name == "Bangalore Torpedo":
        if u.sector not in state.bangalore:
            state.bangalore.append(u.sector)
    elif name == "Flak Vest":
        u.t["flak"] = 1
    elif name in ("Grenade", "Mortar"):
        if a.sector not in state.no_mgf:
            state.no_mgf.append(a.sector)
    elif name == "Mine Detector":
        u.t["detector"] = 1
    elif name == "Wirecutters":
        u.t["cutters"] = 1


def add_def_red(state: DDayState, s: str, n: int) -> None:
    state.def_red[s] = state.def_red.get(s, 0) + n


# ---------------------------------------------------------------- decorations (§5.8)
def decoration_options(state: DDayState, u: Unit) -> list[Action]:
    seat = u.seat
    out: list[Action] = []
    for name in dict.fromkeys(u.decos):
        if name == "Distinguished Service Cross":
            out.extend(PlayDecoration(seat, name, choice=n) for n in recruitable(state, u))
        elif name == "Legion of Merit":
            if prop(state, u.sector, "climb") or is_bunker(state, u.sector):
                continue
            out.extend(PlayDecoration(seat, name, choice=v) for v in state.vehicle_pool)
        elif name == "Victoria Cross":
            out.extend(PlayDecoration(seat, name, target=o.seat) for o in others(state, u))
        elif name == "Military Cross":
            # §4.12 [DD] also in a "no items" sector
            out.extend(PlayDecoration(seat, name, choice=i) for i in dict.fromkeys(state.item_pool))
        elif name == "Distinguished Conduct Medal":
            out.extend(PlayDecoration(seat, name, value=f) for f in range(6))
        else:
            out.append(PlayDecoration(seat, name))
    return out


def play_decoration(state: DDayState, u: Unit, a: PlayDecoration, ev: list[Event]) -> None:
    name = a.name
    u.decos.remove(name)
    state.deco_used.append(name)
    state.deco_used.sort()
    ev.append(Note(_("Player {n} plays the {name}.", n=u.seat + 1, name=_(name))))
    if name == "Medal of Honor":
        u.t["moh"] = 1
    elif name == "Distinguished Service Cross":
        take_specialist(state, u, a.choice, ev, _("Distinguished Service Cross"))
    elif name == "Silver Star":
        gain(u, "stars", SILVER_STAR, ev)
    elif name == "Bronze Star":
        gain(u, "stars", BRONZE_STAR[0], ev)
        gain(u, "courage", BRONZE_STAR[1], ev)
    elif name == "Purple Heart":
        gain(u, "soldiers", PURPLE_HEART, ev)
    elif name == "Legion of Merit":
        if u.vehicle is not None:
            state.vehicles_out.append(u.vehicle)
        state.vehicle_pool.remove(a.choice)
        u.vehicle = a.choice
    elif name == "Victoria Cross":
        state.units[a.target].t["vc"] = 1
    elif name == "Military Cross":
        take_item(state, u, a.choice, ev, _("Military Cross"))
    elif name == "Military Medal":
        gain(u, "points", MILITARY_MEDAL, ev)
    elif name == "Distinguished Conduct Medal":
        u.t[f"xb{a.value}"] = u.t.get(f"xb{a.value}", 0) + 1
    elif name == "Croix de Guerre":
        gain(u, "courage", CROIX_DE_GUERRE[0], ev)
        for o in others(state, u):
            gain(o, "courage", CROIX_DE_GUERRE[1], ev)
    elif name == "Memorial Cross":
        gain(u, "soldiers", MEMORIAL_CROSS[0], ev)
        for o in others(state, u):
            gain(o, "soldiers", MEMORIAL_CROSS[1], ev)


# ---------------------------------------------------------------- post-roll abilities
def ability_options(state: DDayState, u: Unit) -> list[Action]:
    seat = u.seat
    out: list[Action] = []
    phys = [i for i in range(len(u.dice)) if i != u.aside]
    ban = skull_reroll_banned(state, u)
    free = [i for i in phys if not u.locked[i] and not (ban and u.dice[i] % 6 == SKULL)]
    if "Corporal" in u.specs and not u.t.get("corporal"):
        out.extend(UseAbility(seat, "Corporal", i) for i in free)
    if not u.t.get("jeep") and vehicle_here(state, u.sector, "Jeep"):
        out.extend(UseAbility(seat, "Jeep", i) for i in free)
    if "Captain" in u.specs and not u.t.get("captain"):
        out.extend(UseAbility(seat, "Captain", i, c) for i in phys for c in range(3) if c != u.dice[i] // 6)
    if "Combat Photographer" in u.specs and not u.t.get("photo"):
        out.append(UseAbility(seat, "Combat Photographer"))
    if not u.t.get("swapped"):
        if solo(state):
            if "Lieutenant" in u.specs and u.pool:
                out.extend(PoolSwap(seat, i, j) for i in phys for j in range(len(u.pool)))
        elif lieutenant_in_play(state):
            for o in others(state, u):
                # [DD] a refused offer is not repeated to the same unit in the same turn
                if not o.t.get("swapped") and o.t.get("final") and not u.t.get(f"asked{o.seat}"):
                    ophys = [j for j in range(len(o.dice)) if j != o.aside]
                    out.extend(ProposeSwap(seat, i, o.seat, j) for i in phys for j in ophys)
    return out


def use_ability(state: DDayState, u: Unit, a: UseAbility, ev: list[Event]) -> None:
    if a.name in ("Corporal", "Jeep"):
        u.t[a.name.lower()] = 1
        u.dice[a.die] = (u.dice[a.die] // 6) * 6 + state.rng.below(6)
        ev.append(custom_roll(u.seat, [u.dice[a.die]], [a.die], _(a.name)))
    elif a.name == "Captain":
        u.t["captain"] = 1
        u.dice[a.die] = a.value * 6 + u.dice[a.die] % 6
    elif a.name == "Point Man":
        # §5.3 one more turn in this sector: the must-move mark is cleared, stay unchanged
        remove_specialist(state, u, "Point Man", ev, _("is sacrificed to hold the sector"))
        u.must_move = False
    elif a.name == "Combat Photographer":
        # §5.4 the dice are stored when the window closes
        u.t["photo"] = 1
        remove_specialist(state, u, "Combat Photographer", ev, _("is sacrificed to keep this roll"))


def swap_perform(state: DDayState, a: Action, ev: list[Event]) -> None:
    if isinstance(a, ProposeSwap):
        state.request = {"kind": "swap", "from": a.seat, "die": a.die, "to": a.target, "their": a.their_die}
        ev.append(Note(_("Player {n} offers player {m} a dice swap.", n=a.seat + 1, m=a.target + 1)))
    elif isinstance(a, AnswerSwap):
        req = state.request or {}
        state.request = None
        if a.accept:
            u, o = state.units[req["from"]], state.units[req["to"]]
            i, j = req["die"], req["their"]
            u.dice[i], o.dice[j] = o.dice[j], u.dice[i]
            u.locked[i] = False
            o.locked[j] = False
            u.t["swapped"] = 1
            o.t["swapped"] = 1
            ev.append(Note(_("Players {n} and {m} swap dice (Lieutenant).", n=u.seat + 1, m=o.seat + 1)))
        else:
            state.units[req["from"]].t[f"asked{a.seat}"] = 1
            ev.append(Note(_("Player {n} refuses the swap.", n=a.seat + 1)))
    elif isinstance(a, PoolSwap):
        u = state.units[a.seat]
        assert u.pool is not None
        u.dice[a.die] = u.pool.pop(a.index)
        u.locked[a.die] = False
        u.t["swapped"] = 1
        ev.append(Note(_("Player {n} swaps a die with the trade pool.", n=u.seat + 1)))


# ---------------------------------------------------------------- transfers (§4.13)
# a trade scope per phase (and per sector's combat window) for the loop guard below
_SCOPE = {"start": 1, "roll": 2, "post": 3, "upkeep": 4, "recruit": 5, "move": 6, "combat": 7}


def trade_scope(state: DDayState) -> int:
    if state.phase == "combat":
        return _SCOPE["combat"] + int(state.combat.get("i", 0))
    return _SCOPE.get(state.phase, 0)


def can_trade(u: Unit, o: Unit) -> bool:
    """§4.13 units in one sector trade; a Carrier Pigeon used this turn lets its holder trade with
    a unit anywhere, both ways (§5.5 "this turn you may trade resources with a unit anywhere")."""
    return u.sector == o.sector or bool(u.t.get("pigeon") or o.t.get("pigeon"))


def give_options(state: DDayState, u: Unit, only: int = -1) -> list[Action]:
    """§4.13 gifts ("trading may be done at any time"), what was received this turn included, and
    given back: a unit that took courage from a partner may hand it back when the partner turns
    out to need it. Only a loop could meet the engine's bound (:data:`GIVE_BACK_LIMIT`, not a rule
    of the game): how often a unit may hand a kind back within one phase. A gift is one or
    GIFT_BULK units of a resource, or one card. ``only``: one recipient."""
    if solo(state):
        return []
    seat = u.seat
    scope = trade_scope(state)
    may_return = u.t.get(f"back{scope}", 0) < GIVE_BACK_LIMIT

    def allowed(o: Unit, what: str) -> bool:
        return may_return or o.t.get("gave_" + what) != scope

    out: list[Action] = []
    for o in others(state, u):
        if (only >= 0 and o.seat != only) or not can_trade(u, o):
            continue
        for res in ("soldiers", "courage", "stars", "points"):
            have = getattr(u, res)
            if res == "soldiers" and not u.specs:
                have -= 1  # [DD] a gift may not leave the giver with nobody (it would be destroyed)
            if have > 0 and allowed(o, res):
                out.append(Give(seat, o.seat, res, 1))
                if have >= GIFT_BULK:
                    out.append(Give(seat, o.seat, res, GIFT_BULK))
        out.extend(Give(seat, o.seat, it) for it in dict.fromkeys(u.items) if allowed(o, it))
        if u.vehicle is not None and o.vehicle is None and o.sector == u.sector and allowed(o, u.vehicle):
            out.append(Give(seat, o.seat, u.vehicle))
        if ("Messenger" in u.specs and o.sector == u.sector and not u.t.get("messenger")
                and u.strength() > 1):
            out.append(Give(seat, o.seat, "Messenger"))
    return out


def trade_options(state: DDayState, u: Unit) -> list[Action]:
    """Gifts, and (§4.11 "vehicles may be traded or abandoned", with no time given) abandoning
    the vehicle, wherever the unit may trade. In combat abandoning serves only a trade (to take a
    partner's vehicle), so a solo unit is not asked then."""
    out = give_options(state, u)
    if u.vehicle is not None and not (state.phase == "combat" and solo(state)):
        out.append(Abandon(u.seat, u.vehicle))
    return out


def abandon(state: DDayState, u: Unit, a: Abandon, ev: list[Event]) -> None:
    """§4.11 once abandoned a vehicle can never be found again."""
    state.vehicles_out.append(a.vehicle)
    u.vehicle = None
    ev.append(Note(_("Player {n} abandons the {name}.", n=u.seat + 1, name=_(a.vehicle))))


def give(state: DDayState, u: Unit, a: Give, ev: list[Event]) -> None:
    o = state.units[a.target]
    scope = trade_scope(state)
    if o.t.get("gave_" + a.what) == scope:
        # handed back within the phase: counted against the engine's bound (a key only such a
        # gift writes, so games saved before it was allowed replay to the same state)
        u.t[f"back{scope}"] = u.t.get(f"back{scope}", 0) + 1
    u.t["gave_" + a.what] = scope
    if a.what in ("soldiers", "courage", "stars", "points"):
        setattr(u, a.what, getattr(u, a.what) - a.amount)
        gain(o, a.what, a.amount, ev)
    elif a.what == "Messenger":
        u.specs.remove("Messenger")
        o.specs.append("Messenger")
        u.t["messenger"] = 1
        o.t["messenger"] = 1
    elif a.what == u.vehicle:
        o.vehicle = u.vehicle
        u.vehicle = None
    else:
        u.items.remove(a.what)
        o.items.append(a.what)
        o.items.sort()
    ev.append(Note(_("Player {n}: {what}.", n=u.seat + 1, what=a.label())))
