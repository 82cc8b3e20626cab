"""The attacker's phases: phase-card actions (§7.4), orders and the dispatch procedure (§7.5)."""

from __future__ import annotations

from game.core.events import Event, Hit, Note, UnitMoved, ValueChanged
from game.core.types import Action
from game.stronghold import data as D
from game.stronghold import words as W
from game.stronghold.actions import (
    DISPATCH_NAMES,
    CardAction,
    DispatchGroup,
    DispatchMove,
    DispatchNext,
    PlaceOrder,
    StartDispatch,
    Transfer,
)
from game.stronghold.board import (
    ATT_LETTERS,
    att_halves,
    att_tokens_on_board,
    check_feats,
    def_of_half,
    ritual_target,
    sacrifice,
)
from game.stronghold.events import OrderPlaced, TokenPlaced, UnitsMoved
from game.stronghold.state import SHState
from game.stronghold.tr import _


# ------------------------------------------------------------------ card actions
def card_sources(s: SHState, a: int, phase: int) -> list[tuple[int, str]]:
    """(card owner, action code) pairs attacker ``a`` may use in ``phase`` this round."""
    out = []
    owners = [a] if s.n_att == 1 else [a, 1 - a]  # §7.6 ally's card for +1 hourglass
    for b in owners:
        card = s.cards[b][phase - 2]
        codes = D.FLIPPED_ACTIONS.get(phase, ()) if s.flipped[b][phase - 2] else D.PHASE_CARDS[phase][card]
        for code in codes:
            # §7.6: an action printed on a card is usable once per round, by either attacker
            if f"{b}:{phase}:{code}" in s.used_att:
                continue
            out.append((b, code))
    return out


def hg_for(s: SHState, a: int, code: str, target: str, owner: int) -> int:
    hg = D.CARD_ACTIONS[code][3]
    if code == D.RAM_CODE:
        hg = hg * int(target)
    if owner != a:
        hg += D.ALLY_ACTION_EXTRA_HG
    return hg


def _machine_locs(s: SHState, halves: tuple[int, ...], kinds: tuple[str, ...]) -> list[str]:
    out = []
    for i, r in enumerate(D.RAMPARTS):
        if D.RAM_HALF[i] in halves and s.machine[i] in kinds:
            out.append(r)
    if "M3" in kinds:
        for f in (0, 1):
            if f in halves and s.trebuchet[f]:
                out.append(D.FOREFIELDS[f])
    return out


def targets_for(s: SHState, a: int, code: str) -> list[str]:
    halves = att_halves(s, a)
    res, utype, ucount, _hg, _name = D.CARD_ACTIONS[code]
    if code != D.RAM_CODE and s.resources[a] < res:
        return []
    if utype is not None and s.camp[a][utype] < ucount:
        return []
    limit = D.TOKEN_COUNTS_ATT[code]
    on_board = att_tokens_on_board(s, code)
    if on_board >= limit:
        return []
    if code in ("M1", "M2"):
        return [r for i, r in enumerate(D.RAMPARTS) if D.RAM_HALF[i] in halves and not s.machine[i]]
    if code == "M3":
        return [D.FOREFIELDS[f] for f in halves if not s.trebuchet[f]]
    if code == "M4":
        return [f"{r}>{sec}" for i, r in enumerate(D.RAMPARTS) if D.RAM_HALF[i] in halves and not s.machine[i]
                for sec in D.RAMPART_SECTIONS[r]]
    if code == "M5":
        return [r for i, r in enumerate(D.RAMPARTS) if D.RAM_HALF[i] in halves and not s.cover[i]]
    if code == "M6":
        if not s.barbican:
            return []
        most = min(D.MAX_RAM_PARTS_PER_ACTION, limit - on_board, s.resources[a] // max(res, 1))
        return [str(n) for n in range(1, most + 1)]
    if code == "M7":
        return [sec for i, sec in enumerate(D.SECTIONS) if D.SEC_HALF[i] in halves and not s.tower[i]]
    if code == "AS":
        return [m for m in _machine_locs(s, halves, ("M1", "M2", "M3")) if m not in s.accurate]
    if code == "Q5":
        return [t for i, t in enumerate(D.TRAP_SPOTS) if D.SPOT_HALF[i] in halves and not s.spots[i]]
    if code[0] == "Q":
        return [sec for i, sec in enumerate(D.SECTIONS)
                if D.SEC_HALF[i] in halves and len(s.equip[i]) < D.EQUIP_FIELDS]
    if code == "T5":
        return [b for b in D.SABOTAGE_BUILDINGS if b not in s.saboteurs]
    if code[0] == "T":
        return [r for i, r in enumerate(D.RAMPARTS)
                if D.RAM_HALF[i] in halves and len(s.training[i]) < D.TRAINING_FIELDS]
    used_targets = ritual_target(s, code)
    if code == "U1":
        return [m for m in _machine_locs(s, halves, ("M2", "M3")) if m not in used_targets]
    if code == "U2":
        return [D.HALF_NAMES[h] for h in halves if D.HALF_NAMES[h] not in used_targets]
    if code == "U3":
        return [b for b in D.FIRE_BUILDINGS if b not in used_targets]
    if code == "U4":
        return [] if used_targets else [""]
    if code == "U5":
        out = []
        for i, h in enumerate(D.HEROES):
            pos = s.hero_pos[i]
            if h in used_targets:
                continue
            if s.n_att == 2 and pos >= 0 and D.SEC_HALF[pos] != a:
                continue
            out.append(h)
        return out
    if code == "U6":
        return [sec for i, sec in enumerate(D.SECTIONS) if D.SEC_HALF[i] in halves and sec not in used_targets]
    if code == "U7":
        return [b for i, b in enumerate(D.BASTIONS)
                if D.BAS_HALF[i] in halves and s.bastion_machine[i] and b not in used_targets]
    return []


def card_actions(s: SHState, a: int) -> list[Action]:
    out: list[Action] = []
    phase = s.phase
    if phase == 1:
        if s.n_att == 2 and f"{a}:1:transfer" not in s.used_att:
            camp = s.camp[a]
            for g in range(min(camp[0], D.TRANSFER_MAX) + 1):
                for o in range(min(camp[1], D.TRANSFER_MAX) + 1):
                    for t in range(min(camp[2], D.TRANSFER_MAX) + 1):
                        if g or o or t:
                            out.append(Transfer(a, g, o, t))
        return out
    if phase == 6:
        for kind in ("big", "small"):
            if f"{a}:6:{kind}" not in s.used_att:
                out.append(StartDispatch(a, kind))
        halves = att_halves(s, a)
        for tok in sorted(set(s.order_supply)):
            for i, sec in enumerate(D.SECTIONS):
                if D.SEC_HALF[i] in halves and not s.orders[i]:
                    out.append(PlaceOrder(a, tok, sec, False))
                    if s.n_def == 2:  # §4.13: the attacker picks who receives the hourglasses
                        out.extend(PlaceOrder(a, tok, sec, True, d) for d in range(2))
                    else:
                        out.append(PlaceOrder(a, tok, sec, True))
        return out
    seen = set()
    for owner, code in card_sources(s, a, phase):
        if code in seen and owner != a:
            continue
        seen.add(code)
        for t in targets_for(s, a, code):
            out.append(CardAction(a, code, t, owner if s.n_att == 2 else -1))
    return out


def give_hourglasses(s: SHState, a: int, n: int, events: list[Event], d: int = -1) -> None:
    """Hourglasses go to the defender of the acting attacker's colour (§3.5), unless named."""
    if d < 0:
        half = att_halves(s, a)[0] if s.n_att == 2 else 0
        d = def_of_half(s, half) if s.n_def == 2 else 0
    s.hg[d] += n
    events.append(ValueChanged(s.n_att + d, "hourglasses", n, s.hg[d]))


def perform_card_action(s: SHState, act: CardAction, events: list[Event]) -> None:
    a = act.seat
    code, target = act.code, act.target
    owner = act.owner if act.owner >= 0 else a
    res, utype, ucount, _hg, _name = D.CARD_ACTIONS[code]
    if code == D.RAM_CODE:
        res = res * int(target)
    s.resources[a] -= res
    s.res_supply += res
    if utype is not None:
        if code[0] == "U":
            sacrifice(s, a, ucount, events)
        else:
            s.camp[a][utype] -= ucount
            s.on_cards[utype] += ucount
    s.used_att.append(f"{owner}:{s.phase}:{code}")
    if code in ("M1", "M2", "M4"):
        rname, _sep, sec = target.partition(">")
        i = D.RAM[rname]
        s.machine[i] = code
        if code == "M4":
            s.altar[i] = D.SEC[sec]
        else:
            deck = list(D.MACHINE_DECK)
            s.rng.shuffle(deck)
            s.mdeck[rname] = deck
    elif code == "M3":
        f = D.FOREFIELDS.index(target)
        s.trebuchet[f] = 1
        deck = list(D.MACHINE_DECK)
        s.rng.shuffle(deck)
        s.mdeck[target] = deck
    elif code == "M5":
        s.cover[D.RAM[target]] = 1
    elif code == "M6":
        s.ram_parts += int(target)
    elif code == "M7":
        s.tower[D.SEC[target]] = 1
    elif code == "AS":
        s.accurate.append(target)
    elif code == "Q5":
        s.spots[D.SPOT[target]] = "bridge"
    elif code[0] == "Q":
        s.equip[D.SEC[target]].append(code)
    elif code == "T5":
        s.saboteurs.append(target)
    elif code[0] == "T":
        s.training[D.RAM[target]].append(code)
    elif code[0] == "U":
        s.rituals["list"].append([code, target])
    message = (_("Attacker: {name} → {target}", name=W.card_name(code), target=W.code_target(target)) if target
               else _("Attacker: {name}", name=W.card_name(code)))
    events.append(TokenPlaced(message, code, target, owner))
    give_hourglasses(s, a, hg_for(s, a, code, target, owner), events)


def perform_transfer(s: SHState, act: Transfer, events: list[Event]) -> None:
    a = act.seat
    for i, n in enumerate((act.goblins, act.orcs, act.trolls)):
        s.camp[a][i] -= n
        s.camp[1 - a][i] += n
    s.used_att.append(f"{a}:1:transfer")
    events.append(Note(_("Attacker {n} gives the ally {goblins}/{orcs}/{trolls} units", n=a + 1,
                         goblins=act.goblins, orcs=act.orcs, trolls=act.trolls)))
    give_hourglasses(s, a, D.TRANSFER_HG, events)


def perform_order(s: SHState, act: PlaceOrder, events: list[Event]) -> None:
    i = D.SEC[act.section]
    s.order_supply.remove(act.token)
    s.orders[i] = [act.token, act.face_down]
    message = (_("An order is placed on {place} face down", place=act.section) if act.face_down
               else _("An order is placed on {place}: {order}", place=act.section, order=W.order_name(act.token)))
    # a face-down order's token stays out of the event: every seat's log and board read it
    events.append(OrderPlaced(message, act.section, "" if act.face_down else act.token, act.face_down))
    give_hourglasses(s, act.seat, D.ORDER_HG[1 if act.face_down else 0], events, act.defender)


# ------------------------------------------------------------------ dispatch §7.5
def start_dispatch(s: SHState, act: StartDispatch, events: list[Event]) -> None:
    limit, hg = D.DISPATCH[act.kind]
    a = act.seat
    s.used_att.append(f"{a}:6:{act.kind}")
    s.dispatch = {"att": a, "limit": limit, "step": 1, "moved": {}, "arrived": {}}
    if act.waits:
        s.dispatch["waits"] = 1
    events.append(Note(_("{name} (limit {limit})", name=_(DISPATCH_NAMES[act.kind]), limit=limit)))
    give_hourglasses(s, a, hg, events)
    skip_empty_steps(s, events)


def wall_room(s: SHState, i: int) -> int:
    cap = D.WALL_ATT_CAP + D.LADDER_BONUS * s.equip[i].count("Q2")
    return cap - sum(s.wall_att[i])


def _limit(s: SHState, origin: str) -> int:
    lim = s.dispatch["limit"]
    if origin in D.RAM and "T3" in s.training[D.RAM[origin]]:
        lim += D.PROVISIONER_BONUS * s.training[D.RAM[origin]].count("T3")
    return lim


def _avail(s: SHState, origin: str, units: list[int]) -> list[int]:
    arr = s.dispatch["arrived"].get(origin)
    if arr is None:
        return units
    return [units[k] - arr[k] for k in range(3)]


def _room(s: SHState, dst: str) -> int:
    """How many more attacking units ``dst`` holds (§2.4); ramparts hold any number."""
    if dst in D.SEC:
        return wall_room(s, D.SEC[dst])
    if dst.startswith("T:"):
        return D.TOWER_CAP - sum(s.tower_units[D.SEC[dst[2:]]])
    if dst in D.FOREFIELDS:
        return D.FOREFIELD_CAP - sum(s.forefield[D.FOREFIELDS.index(dst)])
    if dst == "BARB":
        return D.BARBICAN_CREW - sum(s.crew)
    return 1 << 30


def _moves(out: list[Action], s: SHState, a: int, src: str, dst: str, k: int, have: int) -> None:
    """The single move of a unit of type ``k`` and the groups of 2 and more that the origin's
    dispatch limit, the units there and the room at ``dst`` allow."""
    unit = ATT_LETTERS[k]
    out.append(DispatchMove(a, src, dst, unit))
    most = min(have, _limit(s, src) - s.dispatch["moved"].get(src, 0), _room(s, dst))
    out.extend(DispatchGroup(a, src, dst, unit, n) for n in range(2, most + 1))


def dispatch_moves(s: SHState) -> list[Action]:
    dsp = s.dispatch
    a = dsp["att"]
    halves = att_halves(s, a)
    out: list[Action] = []
    step = dsp["step"]
    if step == 1:
        for i, r in enumerate(D.RAMPARTS):
            if D.RAM_HALF[i] not in halves:
                continue
            units = _avail(s, r, s.rampart[i])
            if not any(units) or dsp["moved"].get(r, 0) >= _limit(s, r):
                continue
            dests = []
            for sec in D.RAMPART_SECTIONS[r]:
                j = D.SEC[sec]
                if wall_room(s, j) > 0:
                    dests.append(sec)
                if s.tower[j] and sum(s.tower_units[j]) < D.TOWER_CAP:
                    dests.append("T:" + sec)
            for j, sec in enumerate(D.SECTIONS):
                if D.SEC_HALF[j] == D.RAM_HALF[i] and "Q3" in s.equip[j] and sec not in dests \
                        and wall_room(s, j) > 0:
                    dests.append(sec)
            if (r, "RW4") in D.PATHS:
                dests.append("RW4")
            if "T2" in s.training[i]:
                for r2 in D.RAMPART_ADJ[r]:
                    if r2 not in dests:
                        dests.append(r2)
                f = D.RAMPART_FOREFIELD[r]
                if sum(s.forefield[D.FOREFIELDS.index(f)]) < D.FOREFIELD_CAP:
                    dests.append(f)
            for k in range(3):
                if units[k]:
                    for dst in dests:
                        _moves(out, s, a, r, dst, k, units[k])
    elif step == 2:
        for f in halves:
            fname = D.FOREFIELDS[f]
            units = _avail(s, fname, s.forefield[f])
            if not any(units) or dsp["moved"].get(fname, 0) >= _limit(s, fname):
                continue
            dests = list(D.FOREFIELD_RAMPARTS[fname])
            if s.barbican and sum(s.crew) < D.BARBICAN_CREW:
                dests.append("BARB")
            for k in range(3):
                if units[k]:
                    for dst in dests:
                        _moves(out, s, a, fname, dst, k, units[k])
    else:
        if dsp["moved"].get("camp", 0) < _limit(s, "camp"):
            for f in halves:
                if sum(s.forefield[f]) < D.FOREFIELD_CAP:
                    for k in range(3):
                        if s.camp[a][k]:
                            _moves(out, s, a, "camp", D.FOREFIELDS[f], k, s.camp[a][k])
    return out


def dispatch_actions(s: SHState, a: int) -> list[Action]:
    return [*dispatch_moves(s), DispatchNext(a, s.dispatch["step"] if s.dispatch.get("waits") else 0)]


def step_spent(s: SHState) -> bool:
    """The running dispatch step has nothing left to move: it waits for the player's Done."""
    return s.stage == "dispatch" and s.dispatch is not None and not dispatch_moves(s)


def _group(s: SHState, place: str, a: int) -> list[int]:
    if place == "camp":
        return s.camp[a]
    if place in D.RAM:
        return s.rampart[D.RAM[place]]
    if place in D.FOREFIELDS:
        return s.forefield[D.FOREFIELDS.index(place)]
    if place == "BARB":
        return s.crew
    if place.startswith("T:"):
        return s.tower_units[D.SEC[place[2:]]]
    return s.wall_att[D.SEC[place]]


def perform_dispatch_move(s: SHState, act: DispatchMove | DispatchGroup, events: list[Event]) -> None:
    """One unit, or a group of one kind moved as that many single moves (traps act per unit)."""
    a = s.dispatch["att"]
    k = ATT_LETTERS.index(act.unit)
    count = act.count if isinstance(act, DispatchGroup) else 1
    spot = D.PATHS.get((act.src, act.dst)) or D.BACK_SPOT.get((act.src, act.dst))
    arrived = sum(1 for _i in range(count) if _move_one(s, act.src, act.dst, k, spot))
    killed = count - arrived
    if killed:
        events.append(Hit(act.src + "→" + act.dst, killed, False, "trap"))
        if killed == 1:
            what = _("{unit} dies in the trap on {spot}", unit=W.one_subject(D.ATT_TYPES[k]), spot=spot)
        else:
            what = _("{units} die in the trap on {spot}", units=W.count(killed, D.ATT_TYPES[k]), spot=spot)
        events.append(Note(what))
    if arrived and isinstance(act, DispatchGroup):
        events.append(UnitsMoved(a, D.ATT_TYPES[k], (act.src, act.dst), arrived))
    elif arrived:
        events.append(UnitMoved(a, D.ATT_TYPES[k], (act.src, act.dst)))
    if not s.dispatch.get("waits"):
        skip_empty_steps(s, events)


def _move_one(s: SHState, src_name: str, dst_name: str, k: int, spot: str | None) -> bool:
    """Move one unit along a path; False when a trap on the path kills it (§6.1)."""
    dsp = s.dispatch
    a = dsp["att"]
    _group(s, src_name, a)[k] -= 1
    dsp["moved"][src_name] = dsp["moved"].get(src_name, 0) + 1
    if spot is not None:
        j = D.SPOT[spot]
        trap = s.spots[j]
        killed = False
        if trap == "trap_g" and k == 0:
            killed = True
        elif trap == "trap_t" and k == 2 and not s.troll_trap_used[j]:
            s.troll_trap_used[j] = 1
            killed = True
        if killed:
            s.att_supply[k] += 1
            return False
    _group(s, dst_name, a)[k] += 1
    if dst_name in D.RAM or dst_name in D.FOREFIELDS:
        arr = dsp["arrived"].setdefault(dst_name, [0, 0, 0])
        arr[k] += 1
    return True


def skip_empty_steps(s: SHState, events: list[Event]) -> None:
    while s.dispatch is not None and not dispatch_moves(s):
        next_step(s, events)


def next_step(s: SHState, events: list[Event]) -> None:
    dsp = s.dispatch
    dsp["step"] += 1
    if dsp["step"] > 3:
        s.dispatch = None
        check_feats(s, events)
