"""The defender turn (§4.4-§4.13): movement, building actions with partial payment, heroes, deeds."""

from __future__ import annotations

from game.core.events import Event, Note, UnitMoved, ValueChanged
from game.core.types import Action
from game.stronghold import data as D
from game.stronghold import words as W
from game.stronghold.actions import Complete, Deed, EndTurn, Hurry, Move, Pay, Sortie, Speech, Swap
from game.stronghold.board import (
    ATT_LETTERS,
    DEF_LETTERS,
    def_halves,
    def_tokens_on_board,
    ritual_target,
)
from game.stronghold.events import Resolved
from game.stronghold.losses import units_lost
from game.stronghold.state import SHState
from game.stronghold.tr import N_, _

BUILDINGS_ALL = (D.GUARDHOUSE, D.BK_ARCHERS, D.BK_GREEN, D.BK_RED, D.BK_NOENTRY, D.HONOUR, D.COURTYARD)
MIXED_PLACES = (*D.SECTIONS, D.GUARDHOUSE, D.COURTYARD)
HERO_KEYS = ("officer", "warrior")
ACTION_BUILDINGS = ("forge", "workshop", "scouts", "cathedral", "barracks", "guardhouse")


# ------------------------------------------------------------------ places
def place_half(place: str) -> int:
    """Half of a wall place, -1 for buildings and the courtyard (shared, §3.5)."""
    if place in D.SEC:
        return D.SEC_HALF[D.SEC[place]]
    if place in D.BAS:
        return D.BAS_HALF[D.BAS[place]]
    return -1


def units_at(s: SHState, place: str) -> list[int]:
    if place in D.SEC:
        return s.sec_def[D.SEC[place]]
    if place in D.BAS:
        return [s.bastion_archers[D.BAS[place]], 0, 0]
    return s.places[place]


def add_unit(s: SHState, place: str, k: int, n: int = 1) -> None:
    if place in D.BAS:
        s.bastion_archers[D.BAS[place]] += n
    elif place in D.SEC:
        s.sec_def[D.SEC[place]][k] += n
    else:
        s.places[place][k] += n


def section_cap(s: SHState, i: int) -> int:
    return D.DEF_SECTION_CAP + (D.PLATFORM_BONUS if s.platform[i] else 0)


def can_enter(s: SHState, place: str, k: int) -> bool:
    """§4.5, §2.4: a unit of type ``k`` may be moved onto ``place`` now."""
    if place in D.SEC:
        i = D.SEC[place]
        return sum(s.sec_def[i]) < section_cap(s, i)
    if place in D.BAS:
        i = D.BAS[place]
        return k == 0 and not s.bastion_machine[i] and s.bastion_archers[i] < D.BASTION_ARCHERS
    if place == D.COURTYARD:
        return True
    if place in D.PLACE_CAP:
        return k in D.PLACE_TYPES[place] and sum(s.places[place]) < D.PLACE_CAP[place]
    return False


def neighbours(place: str) -> tuple[str, ...]:
    if place in D.SEC:
        return (*D.SECTION_ADJ[place], *D.SECTION_BASTIONS[place], *BUILDINGS_ALL)
    if place in D.BAS:
        return (*D.BASTION_SECTIONS[place], *BUILDINGS_ALL)
    return tuple(p for p in (*D.SECTIONS, *D.BASTIONS, *BUILDINGS_ALL) if p != place)


def adjacent(a: str, b: str) -> bool:
    return a != b and b in neighbours(a)


def _commands(s: SHState, d: int, place: str) -> bool:
    h = place_half(place)
    return h < 0 or h in def_halves(s, d)


# ------------------------------------------------------------------ costs
def move_cost(s: SHState) -> int:
    return D.PANIC_MOVE_COST if ritual_target(s, "U4") else D.MOVE_COST


def action_cost(s: SHState, aid: str) -> int:
    """§4.6.3 current cost: printed + saboteur − Desperate measures, never below 1."""
    building, cost = D.BUILDING_ACTIONS[aid][0], D.BUILDING_ACTIONS[aid][1]
    if building in s.saboteurs:
        cost += 1
    if s.desperate == building:
        cost -= 1
    return max(1, cost)


def uses_allowed(s: SHState, aid: str) -> int:
    if D.BUILDING_ACTIONS[aid][0] == "workshop" and s.forced_labour:
        return 2  # §4.12 Forced labour
    return 1


def _token_left(s: SHState, aid: str) -> bool:
    key = D.BUILDING_ACTIONS[aid][2]
    if key is None:
        return True
    if key == "wood":
        return s.wood_supply > 0
    return def_tokens_on_board(s, key) < D.TOKEN_LIMITS[key]


def _available(s: SHState, aid: str, d: int) -> bool:
    """The action accepts hourglasses this round (§4.6.2, §4.6.5, §4.13, Fire)."""
    building = D.BUILDING_ACTIONS[aid][0]
    if building in ritual_target(s, "U3"):
        return False
    if aid not in D.REPEATABLE and s.used.get(aid, 0) >= uses_allowed(s, aid):
        return False
    if s.paid_by.get(aid, -1) not in (-1, d):
        return False
    if not _token_left(s, aid):
        return False
    if aid == "gate" and (not s.barbican or s.gate >= D.GATES):
        return False
    return True


def completion_targets(s: SHState, aid: str, d: int) -> list[str]:
    """Where the effect could go if the action resolved now (empty: it cannot resolve, §4.6.5)."""
    halves = def_halves(s, d)
    if aid in ("cannon", "claw"):
        return [b for i, b in enumerate(D.BASTIONS) if D.BAS_HALF[i] in halves
                and not s.bastion_machine[i] and not s.bastion_archers[i]]
    if aid in D.CAULDRON_KIND:
        return [sec for sec in D.CAULDRON_SECTIONS if D.SEC_HALF[D.SEC[sec]] in halves
                and not s.cauldron[D.SEC[sec]]]
    if aid == "platform":
        return [sec for i, sec in enumerate(D.SECTIONS) if D.SEC_HALF[i] in halves and not s.platform[i]]
    if aid == "wall":
        return [sec for i, sec in enumerate(D.SECTIONS) if D.SEC_HALF[i] in halves]
    if aid == "gate":
        return [""] if s.barbican and s.gate < D.GATES and s.gates[s.gate] < D.GATE_DURABILITY else []
    if aid == "expedition":
        return [f"{sec}:{ATT_LETTERS[k]}" for i, sec in enumerate(D.SECTIONS) if s.tower[i]
                for k in range(3) if s.tower_units[i][k]]
    if aid in ("trap_g", "trap_t"):
        return [t for i, t in enumerate(D.TRAP_SPOTS) if D.SPOT_HALF[i] in halves and not s.spots[i]]
    if aid == "sabotage":
        if not any(c in ("", "?") for c in s.def_deck):
            return []  # no miss card left to move (AMB-22)
        return [r for i, r in enumerate(D.RAMPARTS) if s.machine[i] in ("M1", "M2")]
    if aid == "glow":
        return [sec for i, sec in enumerate(D.SECTIONS) if D.SEC_HALF[i] in halves]
    if aid == "blessing":
        return [D.HALF_NAMES[h] for h in halves]
    if aid == "confusion":
        return [sec for i, sec in enumerate(D.SECTIONS) if s.orders[i]]
    if aid == "sharpshooter":
        return sharpshooter_targets(s, halves)
    if aid == "train_as":
        ok = s.places[D.BK_ARCHERS][0] and s.places[D.BK_GREEN][1] < D.PLACE_CAP[D.BK_GREEN] and s.def_supply[1]
        return [""] if ok else []
    if aid == "train_sv":
        if s.places[D.BK_RED][2] or not s.def_supply[2]:
            return []
        return [p for p in (D.BK_GREEN, D.BK_NOENTRY) if s.places[p][1]]
    if aid == "track":
        if not s.saboteurs:
            return []
        return [DEF_LETTERS[k] for k in range(3) if s.places[D.GUARDHOUSE][k]]
    return []


def sharpshooter_targets(s: SHState, halves: tuple[int, ...]) -> list[str]:
    out = []
    for f in halves:
        out += [f"{D.FOREFIELDS[f]}:{ATT_LETTERS[k]}" for k in range(3) if s.forefield[f][k]]
    for i, r in enumerate(D.RAMPARTS):
        if D.RAM_HALF[i] in halves:
            out += [f"{r}:{ATT_LETTERS[k]}" for k in range(3) if s.rampart[i][k]]
    for i, sec in enumerate(D.SECTIONS):
        if D.SEC_HALF[i] in halves:
            out += [f"{sec}:{ATT_LETTERS[k]}" for k in range(3) if s.wall_att[i][k]]
            out += [f"T:{sec}:{ATT_LETTERS[k]}" for k in range(3) if s.tower_units[i][k]]
    out += [f"BARB:{ATT_LETTERS[k]}" for k in range(3) if s.crew[k]]
    return out


def due_completions(s: SHState, d: int) -> list[Action]:
    """§4.6.4: actions already paid up to their (lowered) cost that can resolve now."""
    out: list[Action] = []
    for aid, paid in s.paid.items():
        if paid and paid >= action_cost(s, aid) and s.paid_by.get(aid, -1) in (-1, d):
            for t in completion_targets(s, aid, d):
                out.append(Complete(s.n_att + d, aid, t))
    return out


# ------------------------------------------------------------------ legal actions
ALL_PLACES = (*D.SECTIONS, *D.BASTIONS, D.GUARDHOUSE, D.BK_ARCHERS, D.BK_GREEN, D.BK_RED, D.BK_NOENTRY,
              D.HONOUR, D.COURTYARD)
NEIGHBOURS = {p: neighbours(p) for p in ALL_PLACES}
PLACE_HALF = {p: place_half(p) for p in ALL_PLACES}
ALL_TYPES = (0, 1, 2)


def _accepted(s: SHState) -> dict[str, tuple[int, ...]]:
    """Unit types each place can take one more of right now (§4.5, §2.4)."""
    out: dict[str, tuple[int, ...]] = {}
    for i, sec in enumerate(D.SECTIONS):
        out[sec] = ALL_TYPES if sum(s.sec_def[i]) < section_cap(s, i) else ()
    for i, b in enumerate(D.BASTIONS):
        out[b] = (0,) if not s.bastion_machine[i] and s.bastion_archers[i] < D.BASTION_ARCHERS else ()
    out[D.COURTYARD] = ALL_TYPES
    for place, cap in D.PLACE_CAP.items():
        out[place] = D.PLACE_TYPES[place] if sum(s.places[place]) < cap else ()
    return out


_MOVES: dict[tuple[int, str, str, str], Move] = {}


def _move(seat: int, src: str, dst: str, unit: str) -> Move:
    """Moves are immutable: one shared object per (seat, from, to, unit) keeps generation cheap."""
    key = (seat, src, dst, unit)
    m = _MOVES.get(key)
    if m is None:
        m = _MOVES[key] = Move(seat, src, dst, unit)
    return m


def move_actions(s: SHState, d: int, only_src: str | None = None) -> list[Action]:
    seat = s.n_att + d
    if s.hg[d] < move_cost(s):
        return []
    out: list[Action] = []
    halves = def_halves(s, d)
    everywhere = len(halves) == 2
    acc = _accepted(s)
    for src in ALL_PLACES if only_src is None else (only_src,) if only_src in PLACE_HALF else ():
        units = units_at(s, src)
        if not (units[0] or units[1] or units[2]):
            continue
        if not everywhere and PLACE_HALF[src] not in (-1, *halves):
            continue
        for dst in NEIGHBOURS[src]:
            types = acc[dst]
            if not types or (not everywhere and PLACE_HALF[dst] not in (-1, *halves)):
                continue
            for k in types:
                if units[k]:
                    out.append(_move(seat, src, dst, DEF_LETTERS[k]))
    for h in range(2):
        if s.hero_used[h]:
            continue
        pos = s.hero_pos[h]
        src = D.COURTYARD if pos < 0 else D.SECTIONS[pos]
        if (only_src is not None and only_src != src) or not _commands(s, d, src):
            continue
        dests = list(D.SECTIONS) if pos < 0 else [*D.SECTION_ADJ[src], D.COURTYARD]
        for dst in dests:
            if dst != D.COURTYARD and (D.SEC[dst] in s.hero_pos or not _commands(s, d, dst)):
                continue
            out.append(_move(seat, src, dst, HERO_KEYS[h]))
    return out


def can_move(s: SHState, d: int) -> bool:
    """Some unit or hero move is possible (``move_actions`` non-empty), found without listing."""
    if s.hg[d] < move_cost(s):
        return False
    halves = def_halves(s, d)
    everywhere = len(halves) == 2
    acc = _accepted(s)
    for src in ALL_PLACES:
        units = units_at(s, src)
        if not (units[0] or units[1] or units[2]):
            continue
        if not everywhere and PLACE_HALF[src] not in (-1, *halves):
            continue
        for dst in NEIGHBOURS[src]:
            types = acc[dst]
            if not types or (not everywhere and PLACE_HALF[dst] not in (-1, *halves)):
                continue
            for k in types:
                if units[k]:
                    return True
    return any(not s.hero_used[h] for h in range(2)) and bool(move_actions(s, d, D.COURTYARD) or any(
        move_actions(s, d, D.SECTIONS[s.hero_pos[h]]) for h in range(2) if s.hero_pos[h] >= 0))


def _accepts(place: str, k: int) -> bool:
    return place in D.SEC or place in (D.GUARDHOUSE, D.COURTYARD)


def swap_actions(s: SHState, d: int) -> list[Action]:
    """§4.5 swaps; only mixed-type places can take a unit of the other type, so only those pair."""
    seat = s.n_att + d
    if s.hg[d] < move_cost(s):
        return []
    out: list[Action] = []
    places = [p for p in MIXED_PLACES if _commands(s, d, p) and any(units_at(s, p))]
    for i, p in enumerate(places):
        up = units_at(s, p)
        for q in places[i + 1:]:
            if not adjacent(p, q):
                continue
            uq = units_at(s, q)
            for k1 in range(3):
                if not up[k1]:
                    continue
                for k2 in range(3):
                    if k2 != k1 and uq[k2]:
                        out.append(Swap(seat, p, DEF_LETTERS[k1], q, DEF_LETTERS[k2]))
    return out


_PAYS: dict[tuple[int, str, str], Pay] = {}


def _pay(seat: int, aid: str, target: str) -> Pay:
    key = (seat, aid, target)
    p = _PAYS.get(key)
    if p is None:
        p = _PAYS[key] = Pay(seat, aid, target)
    return p


def pay_actions(s: SHState, d: int, only_aid: str | None = None, first: bool = False) -> list[Action]:
    """One hourglass on a building action (§4.6); the completing one names its target.
    ``only_aid`` lists that action only; ``first`` stops at the first legal payment."""
    seat = s.n_att + d
    out: list[Action] = []
    hg, hw = s.hg[d], s.hg_workshop[d]
    if hg <= 0 and hw <= 0:
        return out
    fire = ritual_target(s, "U3")
    used, paid_by, paid = s.used, s.paid_by, s.paid
    two_defenders = s.n_def == 2
    for aid in D.ACTION_IDS if only_aid is None else (only_aid,) if only_aid in D.BUILDING_ACTIONS else ():
        if first and out:
            break
        building, printed, key, _name = D.BUILDING_ACTIONS[aid]
        if (hg <= 0 and building != "workshop") or building in fire:
            continue
        if aid not in D.REPEATABLE and used.get(aid, 0) >= uses_allowed(s, aid):
            continue
        if two_defenders and paid_by.get(aid, -1) not in (-1, d):
            continue
        if key is not None and not _token_left(s, aid):
            continue
        if aid == "gate" and (not s.barbican or s.gate >= D.GATES):
            continue
        cost = action_cost(s, aid)
        already = paid.get(aid, 0)
        if already + 1 > cost:
            continue
        if already + 1 < cost:
            if aid == "track" and not any(s.places[D.GUARDHOUSE]):
                continue  # §4.9 only while a unit is in the guardhouse
            out.append(_pay(seat, aid, ""))
        else:
            for target in completion_targets(s, aid, d):
                out.append(_pay(seat, aid, target))
    return out


def hero_actions(s: SHState, d: int) -> list[Action]:
    seat = s.n_att + d
    out: list[Action] = []
    possessed = ritual_target(s, "U5")
    pos = s.hero_pos[0]
    if (pos >= 0 and not s.hero_used[0] and "Officer" not in possessed and _commands(s, d, D.SECTIONS[pos])
            and sum(s.sec_def[pos]) > 0):
        for n in range(1, min(D.SPEECH_MAX, s.hg[d]) + 1):
            out.append(Speech(seat, n))
    pos = s.hero_pos[1]
    if pos >= 0 and not s.hero_used[1] and "Warrior" not in possessed and _commands(s, d, D.SECTIONS[pos]):
        for k in range(3):
            if s.wall_att[pos][k] and s.hg[d] >= D.SORTIE_COST[k]:
                out.append(Sortie(seat, ATT_LETTERS[k]))
    return out


def deed_possible(s: SHState) -> bool:
    return s.round >= D.DEED_FROM_ROUND and not s.deed_round and s.endurance > 0 and len(s.deeds_used) < 4


def deed_actions(s: SHState, d: int) -> list[Action]:
    seat = s.n_att + d
    if not deed_possible(s):
        return []
    out: list[Action] = []
    for deed in D.DEEDS:
        if deed in s.deeds_used:
            continue
        if deed == "desperate":
            out.extend(Deed(seat, deed, b) for b in ACTION_BUILDINGS)
        elif deed == "dungeons":
            if s.def_supply[1] and s.def_supply[2]:
                out.append(Deed(seat, deed, ""))
        else:
            out.append(Deed(seat, deed, ""))
    return out


def hurry_actions(s: SHState, d: int) -> list[Action]:
    if s.n_def < 2 or s.hurry_used:
        return []
    out: list[Action] = []
    for aid in D.ACTION_IDS:
        if s.used.get(aid, 0) and s.paid_by.get("u:" + aid, -1) == 1 - d:
            key = D.BUILDING_ACTIONS[aid][2]
            if key is not None and not _token_left(s, aid):
                continue  # §4.13: not when every token of the action is on the board
            out.append(Hurry(s.n_att + d, aid))
    return out


def spending_actions(s: SHState, d: int) -> list[Action]:
    return [*move_actions(s, d), *swap_actions(s, d), *pay_actions(s, d), *hero_actions(s, d)]


def defender_actions(s: SHState, d: int) -> list[Action]:
    due = due_completions(s, d)
    if due:
        return due
    out = spending_actions(s, d)
    out += deed_actions(s, d)
    out += hurry_actions(s, d)
    if s.hg[d] <= 0 and s.hg_workshop[d] <= 0:
        out.append(EndTurn(s.n_att + d))
    return out


def defender_done(s: SHState, d: int) -> bool:
    if due_completions(s, d):
        return False
    if s.hg[d] > 0 or s.hg_workshop[d] > 0:
        return False
    return s.def_ended[d] or not (deed_possible(s) or hurry_actions(s, d))


def settle(s: SHState, d: int, events: list[Event]) -> None:
    """§4.3 [DD]: hourglasses that cannot be spent at all are discarded."""
    if due_completions(s, d):
        return
    if s.hg_workshop[d] > 0 and not any(pay_actions(s, d, aid, True) for aid in D.WORKSHOP_ACTIONS):
        events.append(Note(_.n("{count} workshop hourglass cannot be spent and is lost",
                                       "{count} workshop hourglasses cannot be spent and are lost", s.hg_workshop[d])))
        s.hg_workshop[d] = 0
    if s.hg[d] > 0:
        hw = s.hg_workshop[d]
        s.hg_workshop[d] = 0
        can = bool(pay_actions(s, d, first=True) or hero_actions(s, d) or can_move(s, d))
        s.hg_workshop[d] = hw
        if not can:
            events.append(Note(_.n("{count} hourglass cannot be spent and is lost",
                                       "{count} hourglasses cannot be spent and are lost", s.hg[d])))
            s.hg[d] = 0


# ------------------------------------------------------------------ perform
def perform_move(s: SHState, act: Move, d: int, events: list[Event]) -> None:
    s.hg[d] -= move_cost(s)
    if act.unit in HERO_KEYS:
        h = HERO_KEYS.index(act.unit)
        s.hero_pos[h] = -1 if act.dst == D.COURTYARD else D.SEC[act.dst]
        events.append(UnitMoved(act.seat, D.HEROES[h], (act.src, act.dst)))
        return
    k = DEF_LETTERS.index(act.unit)
    add_unit(s, act.src, k, -1)
    add_unit(s, act.dst, k, 1)
    if act.src == D.HONOUR:
        s.hg_intact = False  # §4.10.2 [DD] the bonus ends for the game
    events.append(UnitMoved(act.seat, D.DEF_TYPES[k], (act.src, act.dst)))


def perform_swap(s: SHState, act: Swap, d: int, events: list[Event]) -> None:
    s.hg[d] -= move_cost(s)
    k1, k2 = DEF_LETTERS.index(act.a_unit), DEF_LETTERS.index(act.b_unit)
    add_unit(s, act.a, k1, -1)
    add_unit(s, act.b, k1, 1)
    add_unit(s, act.b, k2, -1)
    add_unit(s, act.a, k2, 1)
    events.append(UnitMoved(act.seat, D.DEF_TYPES[k1], (act.a, act.b)))
    events.append(UnitMoved(act.seat, D.DEF_TYPES[k2], (act.b, act.a)))


def perform_pay(s: SHState, act: Pay, d: int, events: list[Event]) -> None:
    aid = act.action
    if D.BUILDING_ACTIONS[aid][0] == "workshop" and s.hg_workshop[d] > 0:
        s.hg_workshop[d] -= 1
    else:
        s.hg[d] -= 1
    s.paid[aid] = s.paid.get(aid, 0) + 1
    if s.n_def == 2:
        s.paid_by[aid] = d
    if s.paid[aid] >= action_cost(s, aid):
        resolve(s, aid, act.target, d, events)
    else:
        events.append(ValueChanged(act.seat, D.BUILDING_ACTIONS[aid][3], 1, s.paid[aid]))


def resolve(s: SHState, aid: str, target: str, d: int, events: list[Event]) -> None:
    """Carry out a paid building action: one hourglass stays as the used marker (§4.6.2)."""
    s.paid.pop(aid, None)
    s.paid_by.pop(aid, None)
    if aid not in D.REPEATABLE:
        s.used[aid] = s.used.get(aid, 0) + 1
        s.paid_by["u:" + aid] = d
    message = (_("Defender: {name} → {target}", name=W.action_name(aid), target=target) if target
               else _("Defender: {name}", name=W.action_name(aid)))
    events.append(Resolved(message, aid, target))
    if aid in ("cannon", "claw"):
        s.bastion_machine[D.BAS[target]] = 1 if aid == "cannon" else 2
    elif aid in D.CAULDRON_KIND:
        s.cauldron[D.SEC[target]] = D.CAULDRON_KIND[aid]
    elif aid == "platform":
        s.platform[D.SEC[target]] = 1
    elif aid == "wall":
        s.wood[D.SEC[target]] += 1
        s.wood_supply -= 1
    elif aid == "gate":
        s.gates[s.gate] += 1
    elif aid == "expedition":
        sec, _sep, u = target.partition(":")
        k = ATT_LETTERS.index(u)
        s.tower_units[D.SEC[sec]][k] -= 1
        s.att_supply[k] += 1
        events.append(units_lost(D.ATT_TYPES[k], 1, f"T:{sec}"))
    elif aid in ("trap_g", "trap_t"):
        s.spots[D.SPOT[target]] = aid
    elif aid == "sabotage":
        s.def_deck.remove("")
        deck = s.mdeck[target]
        deck.append("D")
        s.rng.shuffle(deck)
    elif aid == "glow":
        s.glow = D.SEC[target]
    elif aid == "blessing":
        s.blessing = D.HALF_NAMES.index(target)
    elif aid == "confusion":
        i = D.SEC[target]
        s.order_supply.append(s.orders[i][0])
        s.orders[i] = []
    elif aid == "sharpshooter":
        kill_att_at(s, target, events)
    elif aid == "train_as":
        s.places[D.BK_ARCHERS][0] -= 1
        s.def_supply[0] += 1
        s.def_supply[1] -= 1
        s.places[D.BK_GREEN][1] += 1
    elif aid == "train_sv":
        s.places[target][1] -= 1
        s.def_supply[1] += 1
        s.def_supply[2] -= 1
        s.places[D.BK_RED][2] += 1
    elif aid == "track":
        k = DEF_LETTERS.index(target)
        s.places[D.GUARDHOUSE][k] -= 1
        s.def_supply[k] += 1
        s.saboteurs.clear()


def kill_att_at(s: SHState, target: str, events: list[Event]) -> None:
    place, _sep, u = target.rpartition(":")
    k = ATT_LETTERS.index(u)
    if place.startswith("T:"):
        grp = s.tower_units[D.SEC[place[2:]]]
    elif place in D.FOREFIELDS:
        grp = s.forefield[D.FOREFIELDS.index(place)]
    elif place in D.RAM:
        grp = s.rampart[D.RAM[place]]
    elif place == "BARB":
        grp = s.crew
    else:
        grp = s.wall_att[D.SEC[place]]
    grp[k] -= 1
    s.att_supply[k] += 1
    events.append(units_lost(D.ATT_TYPES[k], 1, place))


def perform_speech(s: SHState, act: Speech, d: int, events: list[Event]) -> None:
    s.hg[d] -= act.hourglasses
    s.speech[0] = act.hourglasses
    s.hero_used[0] = 1
    events.append(Note(_("The Officer gives a Speech (+{n})", n=act.hourglasses)))


def perform_sortie(s: SHState, act: Sortie, d: int, events: list[Event]) -> None:
    k = ATT_LETTERS.index(act.unit)
    s.hg[d] -= D.SORTIE_COST[k]
    s.hero_used[1] = 1
    pos = s.hero_pos[1]
    s.wall_att[pos][k] -= 1
    s.att_supply[k] += 1
    events.append(units_lost(D.ATT_TYPES[k], 1, D.SECTIONS[pos], note=" (Sortie)"))


def perform_deed(s: SHState, act: Deed, d: int, events: list[Event]) -> None:
    s.endurance -= 1
    s.deeds_used.append(act.deed)
    s.deed_round = True
    events.append(ValueChanged(act.seat, N_("endurance glory"), -1, s.endurance))
    if act.deed == "forced_labour":
        s.hg_workshop[d] += D.FORCED_LABOUR_HG
        s.forced_labour = True
    elif act.deed == "negotiations":
        s.hg[d] += D.NEGOTIATIONS_HG
    elif act.deed == "desperate":
        for aid, spec in D.BUILDING_ACTIONS.items():
            if spec[0] == act.target:
                s.used.pop(aid, None)
                s.paid_by.pop("u:" + aid, None)
        s.desperate = act.target
    elif act.deed == "dungeons":
        s.def_supply[1] -= 1
        s.def_supply[2] -= 1
        s.places[D.COURTYARD][1] += 1
        s.places[D.COURTYARD][2] += 1
    events.append(Note(_("Dishonourable deed: {name}", name=W.deed_name(act.deed))))


def perform_hurry(s: SHState, act: Hurry, d: int, events: list[Event]) -> None:
    s.used[act.action] = s.used.get(act.action, 1) - 1
    s.paid_by.pop("u:" + act.action, None)
    s.hurry_used = True
    events.append(Note(_("Hurry token: {name} is available again", name=W.action_name(act.action))))


def perform_complete(s: SHState, act: Complete, d: int, events: list[Event]) -> None:
    resolve(s, act.action, act.target, d, events)
