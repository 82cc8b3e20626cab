"""Look-ups and small state changes shared by every phase module."""

from __future__ import annotations

import re
from typing import Any

from game.core.events import Event, Note, StepLost, ValueChanged
from game.dday.data import RESOURCE_MAX
from game.dday.maps import MAPS, RANDOM_EFFECTS, BattleMap
from game.dday.state import ACTIVE, DEAD, SAFE, DDayState, Unit
from game.dday.tr import N_, _

_EMPTY: dict[str, Any] = {}


def bmap(state: DDayState) -> BattleMap:
    return MAPS[state.map_id]


def props_live(state: DDayState) -> bool:
    """§5.10 the training levels of N-01 ignore sector properties."""
    return state.level == "advanced"


def training(state: DDayState) -> bool:
    return state.level in ("exercise", "basic")


def sector_rec(state: DDayState, s: str) -> dict[str, Any]:
    """The sector's record with its Sword random property merged in (§5.15)."""
    rec = MAPS[state.map_id].sectors[s]
    prop = state.random_props.get(s)
    if prop is None:
        return rec
    merged = dict(rec)
    for k, v in RANDOM_EFFECTS[prop].items():
        if k == "every":
            every = dict(merged.get("every", {}))
            for r, n in v.items():
                every[r] = every.get(r, 0) + n
            merged["every"] = every
        else:
            merged[k] = v
    return merged


def prop(state: DDayState, s: str, key: str) -> Any:
    """A sector property, or None when properties are ignored (training levels, §5.10) or when a
    General in play voids the sector's properties (Juno 7, Merville 4 and 12)."""
    if not props_live(state):
        return None
    rec = sector_rec(state, s)
    if key in ("mgf", "every") and rec.get("general_ignores") and general_in_play(state):
        return None
    return rec.get(key)


def is_bunker(state: DDayState, s: str) -> bool:
    return s in MAPS[state.map_id].bunkers


def active_units(state: DDayState) -> list[Unit]:
    return [u for u in state.units if u.status == ACTIVE]


def units_in(state: DDayState, s: str) -> list[Unit]:
    return [u for u in state.units if u.status == ACTIVE and u.sector == s]


def general_in_play(state: DDayState) -> bool:
    """§5.4 the General works while alive and his unit is active (A10)."""
    return any(u.status == ACTIVE and "General" in u.specs for u in state.units)


def quartermaster_in_play(state: DDayState) -> bool:
    return any(u.status == ACTIVE and "Quartermaster" in u.specs for u in state.units)


def vehicle_here(state: DDayState, s: str, name: str) -> bool:
    """§4.11 a vehicle's ability serves every unit in its sector (A9)."""
    return any(u.status == ACTIVE and u.sector == s and u.vehicle == name for u in state.units)


def solo(state: DDayState) -> bool:
    return state.players == 1


def others(state: DDayState, u: Unit) -> list[Unit]:
    return [o for o in state.units if o.status == ACTIVE and o is not u]


def gain(u: Unit, res: str, n: int, ev: list[Event]) -> None:
    """§2.5 a gain past 99 is capped; a loss below 0 is ignored."""
    if n == 0:
        return
    old = getattr(u, res)
    new = min(RESOURCE_MAX, max(0, old + n))
    setattr(u, res, new)
    if new != old:
        ev.append(ValueChanged(u.seat, res, new - old, new))


def def_list_value(defs: Any, stay: int) -> int:
    """§4.7 a DEF list is read by chevrons; shorter lists repeat their last value."""
    if isinstance(defs, int):
        return defs
    return defs[min(stay, len(defs)) - 1]


def remove_specialist(state: DDayState, u: Unit, name: str, ev: list[Event], why: str) -> None:
    """A specialist dies or is sacrificed (§4.8): face down, never recruitable again."""
    u.specs.remove(name)
    u.dead.append(name)
    ev.append(StepLost(f"Player {u.seat + 1}'s {name}", 1, True, noun="", fate="lost"))
    ev.append(Note(_("Player {n}: the {name} {why}.", n=u.seat + 1, name=_(name), why=why)))


def remove_unit_cards(state: DDayState, u: Unit, ev: list[Event] | None = None) -> None:
    """§4.10 [DD] items held at removal leave the game; so do vehicles and unplayed decorations
    (the log counts them)."""
    count = len(u.items) + len(u.decos) + (1 if u.vehicle is not None else 0)
    if count and ev is not None:
        ev.append(Note(_.n("Player {n}'s {count} card leaves the game with the unit.",
                           "Player {n}'s {count} cards leave the game with the unit.", count, n=u.seat + 1)))
    state.item_out.extend(u.items)
    u.items = []
    if u.vehicle is not None:
        state.vehicles_out.append(u.vehicle)
        u.vehicle = None
    state.deco_used.extend(u.decos)
    u.decos = []


def check_destroyed(state: DDayState, u: Unit, ev: list[Event]) -> bool:
    """§1.4 a unit with no soldiers and no specialists is destroyed; outside training the game is
    lost at once (§5.10 training: the others carry on)."""
    if u.status != ACTIVE or u.soldiers > 0 or u.specs:
        return False
    destroy(state, u, ev, N_("has no soldiers left"))
    return True


def destroy(state: DDayState, u: Unit, ev: list[Event], why: str) -> None:
    """``why`` in English (marked with ``N_``): it is kept in the state's reason."""
    u.status = DEAD
    remove_unit_cards(state, u, ev)
    ev.append(Note(_("Player {n}'s unit is destroyed: it {why}.", n=u.seat + 1, why=_(why))))
    state.losses = [e for e in state.losses if e["seat"] != u.seat]
    if not training(state):
        end_game(state, "loss", f"player {u.seat + 1}'s unit was destroyed ({why})", ev)
    else:
        check_end(state, ev)


def end_game(state: DDayState, result: str, reason: str, ev: list[Event]) -> None:
    from game.core.events import GameOver

    if state.result is not None:
        return
    state.result = result
    state.reason = reason
    state.phase = "over"
    state.losses = []
    state.request = None
    winners = winners_of(state)
    ev.append(GameOver(winners, reason_text(reason)))


_DESTROYED = re.compile(r"player (\d+)'s unit was destroyed \((.*)\)$")
# the reasons a game ends, kept in English in the state and translated when shown
REASONS = (N_("the surviving units reached the bunker"), N_("every unit was destroyed"),
           N_("a unit was destroyed"), N_("a bunker was left uncaptured"), N_("every unit stormed the bunker"),
           N_("had to move but could not"))


def reason_text(reason: str) -> str:
    """The game's end reason (English in the state) in the player's language."""
    m = _DESTROYED.match(reason)
    if m:
        return _("player {n}'s unit was destroyed ({why})", n=m.group(1), why=_(m.group(2)))
    return _(reason)


def winners_of(state: DDayState) -> tuple[int, ...]:
    if state.result != "win":
        return ()
    if training(state):
        return tuple(u.seat for u in state.units if u.status == SAFE)
    return tuple(range(state.players))


def check_end(state: DDayState, ev: list[Event]) -> None:
    """§1.3 victory when the last unit is safe (Gold: both bunkers captured, §5.13)."""
    if state.result is not None:
        return
    if any(u.status == ACTIVE for u in state.units):
        return  # §4.14 no turn limit: the two ways to lose are in destroy()
    if training(state):
        if any(u.status == SAFE for u in state.units):
            end_game(state, "win", "the surviving units reached the bunker", ev)
        else:
            end_game(state, "loss", "every unit was destroyed", ev)
        return
    if any(u.status == DEAD for u in state.units):
        end_game(state, "loss", "a unit was destroyed", ev)
        return
    bm = MAPS[state.map_id]
    if any(b not in state.captured for b in bm.required):
        end_game(state, "loss", "a bunker was left uncaptured", ev)
        return
    end_game(state, "win", "every unit stormed the bunker", ev)


def priority(state: DDayState, seats: list[int]) -> list[int]:
    """§4.1 / §1.6 fewest soldiers (plus specialists) first; ties by roll-off (a shuffle of the
    tied units with the state's generator)."""
    keyed: dict[int, list[int]] = {}
    for s in seats:
        keyed.setdefault(state.units[s].strength(), []).append(s)
    out: list[int] = []
    for k in sorted(keyed):
        group = keyed[k]
        if len(group) > 1:
            state.rng.shuffle(group)
        out.extend(group)
    return out


def item_cost(state: DDayState, u: Unit, name: str) -> int:
    """§4.5 Quartermaster -2 (game-wide), Armored Car in the sector -1; minimum 0."""
    from game.dday.data import ARMORED_CAR_DISCOUNT, ITEM_COST, QUARTERMASTER_DISCOUNT

    cost = ITEM_COST[name]
    if quartermaster_in_play(state):
        cost -= QUARTERMASTER_DISCOUNT
    if vehicle_here(state, u.sector, "Armored Car"):
        cost -= ARMORED_CAR_DISCOUNT
    return max(0, cost)


def specialist_cost(u: Unit, name: str) -> int:
    """§4.5 Messenger -1, minimum 1 (A29)."""
    from game.dday.data import MESSENGER_DISCOUNT, MESSENGER_MIN_COST, SPECIALIST_COST

    cost = SPECIALIST_COST[name]
    if "Messenger" in u.specs:
        cost = max(MESSENGER_MIN_COST, cost - MESSENGER_DISCOUNT)
    return cost


def recruitable(state: DDayState, u: Unit) -> list[str]:
    """Specialists the unit could take now: own hand (not already alive in it) + unique pool."""
    out = [n for n in u.hand if n not in u.specs]
    out.extend(n for n in state.spec_pool if n not in out)
    return out


def take_specialist(state: DDayState, u: Unit, name: str, ev: list[Event], how: str,
                    placed: bool = False) -> bool:
    """Move a specialist into the unit from its hand or the unique pool (no cost here);
    ``placed``: a specialist set aside for a sector (Sword 5 Lieutenant)."""
    if name in u.hand:
        u.hand.remove(name)
    elif name in state.spec_pool:
        state.spec_pool.remove(name)
    elif not placed:
        return False
    u.specs.append(name)
    if name == "Lieutenant" and solo(state) and u.pool is None:
        # §4.15 the solo trade pool is rolled once when the Lieutenant is gained
        from game.dday.data import DICE_COLOURS
        from game.dday.events import DiceThrown, face_name

        u.pool = [c * 6 + state.rng.below(6) for c in DICE_COLOURS]
        ev.append(DiceThrown(u.seat, tuple(p % 6 + 1 for p in u.pool), tuple(face_name(p) for p in u.pool),
                             purpose=_("the trade pool"),
                             spots=tuple(f"pool:{u.seat}:{k}" for k in range(len(u.pool)))))
    ev.append(Note(_("Player {n}: the {name} joins ({how}).", n=u.seat + 1, name=_(name), how=how)))
    return True


def take_item(state: DDayState, u: Unit, name: str, ev: list[Event], how: str) -> None:
    for zone in (state.item_pool, state.item_discard, state.item_out):
        if name in zone:
            zone.remove(name)
            break
    u.items.append(name)
    u.items.sort()
    ev.append(Note(_("Player {n} takes the {name} ({how}).", n=u.seat + 1, name=_(name), how=how)))


def draw_decoration(state: DDayState, u: Unit, ev: list[Event], how: str, name: str = "") -> bool:
    """§4.12 a decoration from the deck: ``name`` chosen (straight) or the top card (random)."""
    from game.core.events import CardDrawn

    if not state.deco_deck:
        return False
    if name:
        state.deco_deck.remove(name)
    else:
        name = state.deco_deck.pop()
    u.decos.append(name)
    u.decos.sort()
    u.decos_gained += 1
    ev.append(CardDrawn(u.seat, name, "decorations", "hand"))
    ev.append(Note(_("Player {n} gains the {name} ({how}).", n=u.seat + 1, name=_(name), how=how)))
    return True


def deco_contents(state: DDayState) -> list[str]:
    """The decoration deck's cards, known by elimination (only their order is hidden)."""
    from game.dday.data import DECORATIONS

    gone = set(state.deco_used) | set(state.deco_out)
    for u in state.units:
        gone.update(u.decos)
    return [d for d in sorted(DECORATIONS) if d not in gone]


def loss(state: DDayState, u: Unit, n: int, kind: str, tag: str) -> None:
    """Queue a casualty event (§4.8): ``kind`` "any" or "specialist"."""
    if n <= 0 or u.status != ACTIVE:
        return
    if u.t.get("moh") and not is_bunker(state, u.sector):
        return  # §5.8 Medal of Honor: no casualties this turn (outside a bunker)
    state.losses.append({"seat": u.seat, "n": n, "kind": kind, "tag": tag, "phase": state.phase})


def physical(u: Unit) -> list[int]:
    """Indices of the dice taking part this turn (not set aside)."""
    return [i for i in range(len(u.dice)) if i != u.aside]
