"""The Assault (§5): a queue of steps; a step that needs a player's decision parks a pending choice.

Tasks are plain lists ``[name, args...]`` kept in ``state.tasks``; ``advance`` runs them until one
parks a decision in ``state.pending`` (answered by a ``Choose`` action) or the queue is empty.
"""

from __future__ import annotations

from game.core.events import (
    CardDrawn,
    Event,
    Hit,
    Note,
    PhaseStarted,
    Revealed,
    Shuffled,
    UnitMoved,
)
from game.stronghold import data as D
from game.stronghold import words as W
from game.stronghold.board import (
    ATT_LETTERS,
    DEF_LETTERS,
    att_of_half,
    combo_key,
    combo_text,
    combos_at_least,
    combos_at_most,
    def_of_half,
    def_strength_plain,
    gain_glory,
    parse_combo,
    remove_stone,
    ritual_target,
)
from game.stronghold.events import Melee, Shot, Volley
from game.stronghold.losses import units_lost
from game.stronghold.state import SHState
from game.stronghold.tr import N_, _

STEPS = ["cannons", "cannon_fire", "machines", "machine_fire", "archers", "archer_fire", "goblins",
         "cauldrons", "claws", "claw_fire", "orders", "melee", "infirmary", "ram"]
STEP_TITLES = {"cannons": N_("Assault I.1 · Cannons"), "machines": N_("Assault I.2 · Siege machines"),
               "archers": N_("Assault I.3 · Archers"), "goblins": N_("Assault I.4 · Goblins"),
               "cauldrons": N_("Assault II.1 · Cauldrons"), "claws": N_("Assault II.2 · Iron claws"),
               "orders": N_("Assault II.3 · Orders"), "melee": N_("Assault II.4 · Melee"),
               "infirmary": N_("Assault II.5 · Infirmary"), "ram": N_("Assault III · Barbican")}


def start_assault(s: SHState, events: list[Event]) -> None:
    s.stage = "assault"
    s.tasks = [[name] for name in STEPS]
    s.adecl = []
    s.assault_kills = [0] * len(D.SECTIONS)  # shield saves used this Assault, per section
    s.casualties = [0, 0]
    # the phase's name is shown as it is (the table's phase bar): in the player's language
    events.append(PhaseStarted(_("Tie-break Assault") if s.tiebreak else _("Assault"), s.round))
    advance(s, events)


def _dseat(s: SHState, half: int) -> int:
    return s.n_att + def_of_half(s, half)


def _aseat(s: SHState, half: int) -> int:
    return att_of_half(s, half)


def _skip(s: SHState, i: int) -> bool:
    """Unearthly Glow (§5.0) and, in a tie-break Assault, the sections already breached (§1.5)."""
    return i == s.glow or (s.tiebreak and any(b[0] == i for b in s.breaches))


def _park(s: SHState, kind: str, seat: int, options: list[str], **ctx: object) -> None:
    s.pending = {"kind": kind, "seat": seat, "options": options, **ctx}


def att_group(s: SHState, place: str) -> list[int]:
    if place in D.FOREFIELDS:
        return s.forefield[D.FOREFIELDS.index(place)]
    if place in D.RAM:
        return s.rampart[D.RAM[place]]
    if place == "BARB":
        return s.crew
    if place.startswith("T:"):
        return s.tower_units[D.SEC[place[2:]]]
    return s.wall_att[D.SEC[place]]


def _kill_att(s: SHState, place: str, k: int, n: int, events: list[Event], source: str) -> None:
    if n <= 0:
        return
    att_group(s, place)[k] -= n
    s.att_supply[k] += n
    events.append(units_lost(D.ATT_TYPES[k], n, place))
    if source:
        events.append(Hit(place, n, False, source))


def _kill_def_section(s: SHState, i: int, k: int, n: int, events: list[Event], to_infirmary: bool) -> None:
    if n <= 0:
        return
    s.sec_def[i][k] -= n
    if to_infirmary:
        s.infirmary[k] += n
        s.casualties[def_of_half(s, D.SEC_HALF[i])] += n
    else:
        s.def_supply[k] += n
    events.append(units_lost(D.DEF_TYPES[k], n, D.SECTIONS[i], "carried to the infirmary" if to_infirmary else "killed"))


def advance(s: SHState, events: list[Event]) -> None:
    while s.pending is None and s.tasks:
        task = s.tasks.pop(0)
        name = task[0]
        if name in STEP_TITLES:
            events.append(PhaseStarted(_(STEP_TITLES[name]), s.round))
        _TASKS[name](s, task, events)
    if s.pending is None and not s.tasks and s.stage == "assault":
        s.stage = "assault_done"


def _front(s: SHState, tasks: list[list]) -> None:
    s.tasks[0:0] = tasks


# ------------------------------------------------------------------ I.1 cannons
def cannon_targets(s: SHState, b: str) -> list[str]:
    """§2.6 cannon range from bastion ``b`` (only places holding attacking units)."""
    bi = D.BAS[b]
    half = D.BAS_HALF[bi]
    out = []
    places = [D.FOREFIELDS[half]]
    opp = D.BASTION_OPPOSITE.get(b)
    if opp:
        places.append(opp)
        places.extend(D.RAMPART_ADJ[opp])
    for p in places:
        if p in D.RAM and "T4" in s.training[D.RAM[p]]:
            continue  # trench commander
        if any(att_group(s, p)):
            out.append(p)
    for sec in D.BASTION_SECTIONS[b]:
        i = D.SEC[sec]
        if s.tower[i] and any(s.tower_units[i]) and not _skip(s, i):
            out.append("T:" + sec)
    if b in D.GATE_BASTIONS and any(s.crew):
        out.append("BARB")
    return out


def _t_cannons(s: SHState, task: list, events: list[Event]) -> None:
    accident = ritual_target(s, "U7")
    tasks = []
    for i, b in enumerate(D.BASTIONS):
        if s.bastion_machine[i] == 1 and b not in accident:
            tasks.append(["cannon_target", b])
    _front(s, tasks)


def _t_cannon_target(s: SHState, task: list, events: list[Event]) -> None:
    b = task[1]
    targets = cannon_targets(s, b)
    if targets:
        _park(s, "cannon_target", _dseat(s, D.BAS_HALF[D.BAS[b]]), [*targets, "hold"], b=b)


def _t_cannon_fire(s: SHState, task: list, events: list[Event]) -> None:
    if any(d[0] == "cannon" for d in s.adecl):
        _front(s, [["cannon_next"], ["reshuffle_def"]])


def _t_cannon_next(s: SHState, task: list, events: list[Event]) -> None:
    """§5.1.2 [DD]: the cannons fire one after another in the order the defender chooses."""
    shots = [d for d in s.adecl if d[0] == "cannon"]
    if not shots:
        return
    half = D.BAS_HALF[D.BAS[shots[0][1]]]
    shots = [d for d in shots if D.BAS_HALF[D.BAS[d[1]]] == half]  # 4 players: one half at a time
    if len(shots) == 1:
        _fire_cannon(s, shots[0][1])
        return
    _park(s, "cannon_order", _dseat(s, half), [f"{d[1]}>{d[2]}" for d in shots])


def _fire_cannon(s: SHState, b: str) -> None:
    shot = next(d for d in s.adecl if d[0] == "cannon" and d[1] == b)
    s.adecl.remove(shot)
    _front(s, [["cannon_shot", shot[1], shot[2]], ["cannon_next"]])


def _draw_def(s: SHState, events: list[Event], who: str) -> str:
    card = s.def_deck.pop()
    s.def_drawn.append(card)
    events.append(CardDrawn(None, card_name(card), f"defender hit deck ({who})", "table"))
    return card


def card_name(card: str) -> str:
    if not card:
        return "miss"
    return " or ".join(D.ATT_TYPES[ATT_LETTERS.index(c)] for c in card)


def _t_cannon_shot(s: SHState, task: list, events: list[Event]) -> None:
    b, place = task[1], task[2]
    card = _draw_def(s, events, "cannon")
    events.append(Shot(_("The cannon on {b} fires at {place}", b=b, place=place), "cannon", b, place, bool(card)))
    grp = att_group(s, place)
    present = [c for c in card if grp[ATT_LETTERS.index(c)]]
    if len(present) == 1:
        _kill_att(s, place, ATT_LETTERS.index(present[0]), 1, events, "cannon")
    elif len(present) > 1:
        _park(s, "cannon_type", _dseat(s, 0 if place == "BARB" else _place_half(place)), present, place=place)


def _place_half(place: str) -> int:
    if place.startswith("T:"):
        place = place[2:]
    return D.half_of(place)


def _t_reshuffle_def(s: SHState, task: list, events: list[Event]) -> None:
    s.def_deck.extend(s.def_drawn)
    s.def_drawn.clear()
    s.rng.shuffle(s.def_deck)
    events.append(Shuffled(N_("defender hit deck")))


# ------------------------------------------------------------------ I.2 machines
def machine_list(s: SHState) -> list[tuple[str, str, int]]:
    """(location, machine code, half) of every shooting machine."""
    out = [(r, s.machine[i], D.RAM_HALF[i]) for i, r in enumerate(D.RAMPARTS) if s.machine[i] in ("M1", "M2")]
    out += [(D.FOREFIELDS[f], "M3", f) for f in (0, 1) if s.trebuchet[f]]
    return out


def machine_targets(s: SHState, loc: str, code: str, half: int) -> list[str]:
    secs = D.RAMPART_SECTIONS[loc] if code != "M3" else [x for j, x in enumerate(D.SECTIONS) if D.SEC_HALF[j] == half]
    out = []
    for sec in secs:
        i = D.SEC[sec]
        if _skip(s, i):
            continue
        walls = s.stone[i] + s.wood[i]
        units = sum(s.sec_def[i])
        if (code == "M1" and units) or (code == "M2" and walls) or (code == "M3" and (units or walls)):
            out.append(sec)
    return out


def _t_machines(s: SHState, task: list, events: list[Event]) -> None:
    _front(s, [["machine_target", loc, code, half] for loc, code, half in machine_list(s)])


def _t_machine_target(s: SHState, task: list, events: list[Event]) -> None:
    loc, code, half = task[1], task[2], task[3]
    targets = machine_targets(s, loc, code, half)
    if targets:
        _park(s, "machine_target", _aseat(s, half), [*targets, "hold"], loc=loc, code=code)


def _t_machine_fire(s: SHState, task: list, events: list[Event]) -> None:
    """§5.2 [DD]: the machines shoot one by one in the order the attacker chooses."""
    shots = [d for d in s.adecl if d[0] == "machine"]
    if not shots:
        return
    half = D.half_of(shots[0][1])
    shots = [d for d in shots if D.half_of(d[1]) == half]  # 3-4 players: one half at a time
    if len(shots) == 1:
        _fire_machine(s, shots[0][1])
        return
    _park(s, "machine_order", _aseat(s, half), [f"{d[1]}>{d[3]}" for d in shots])


def _fire_machine(s: SHState, loc: str) -> None:
    shot = next(d for d in s.adecl if d[0] == "machine" and d[1] == loc)
    s.adecl.remove(shot)
    _front(s, [["machine_shot", shot[1], shot[2], shot[3]], ["machine_fire"]])


def _t_machine_shot(s: SHState, task: list, events: list[Event]) -> None:
    loc, code, sec = task[1], task[2], task[3]
    i = D.SEC[sec]
    deck = s.mdeck[loc]
    n = 2 if loc in s.accurate else 1  # §6.2 accurate shot draws two cards
    cards = deck[-n:]
    for c in cards:
        events.append(CardDrawn(None, {"H": "hit", "M": "miss", "D": "miss"}[c], f"{loc} machine deck", "table"))
    machine = W.card_name(code).lower()
    events.append(Shot(_("The {machine} on {loc} shoots at {sec}", machine=machine, loc=loc, sec=sec),
                       code, loc, sec, "H" in cards))
    s.rng.shuffle(deck)
    if "H" not in cards:
        events.append(Note(_("The {machine} on {loc} misses {sec}", machine=machine, loc=loc, sec=sec)))
        return
    kills = 0
    if code in ("M2", "M3"):
        remove_stone(s, i, events, D.CARD_ACTIONS[code][4].lower())
    if code in ("M1", "M3"):
        kills += 1
    if code in ("M2", "M3") and loc in ritual_target(s, "U1"):
        kills += 1  # Bloodstone §6.5
    _front(s, [["victim", i, half_seat(s, i)] for _i in range(kills)])


def half_seat(s: SHState, i: int) -> int:
    return _aseat(s, D.SEC_HALF[i])


def _t_victim(s: SHState, task: list, events: list[Event]) -> None:
    i = task[1]
    present = [DEF_LETTERS[k] for k in range(3) if s.sec_def[i][k]]
    if len(present) == 1:
        _kill_def_section(s, i, DEF_LETTERS.index(present[0]), 1, events, False)
    elif present:
        _park(s, "victim", task[2], present, sec=i)


# ------------------------------------------------------------------ I.3 archers
def archer_targets(s: SHState, place: str) -> list[str]:
    """§2.6 / §5.3: targets of an archer on ``place`` that hold attacking units."""
    cands: list[str] = []
    if place in D.SEC:
        half = D.SEC_HALF[D.SEC[place]]
        cands += D.SECTION_RAMPARTS[place]
        if s.barbican and place in D.BARBICAN_SECTIONS:
            cands.append("BARB")
    else:
        half = D.BAS_HALF[D.BAS[place]]
        row = D.BASTION_ROWS[half]
        j = row.index(place)
        for b in row[max(0, j - 1): j + 2]:
            r = D.BASTION_OPPOSITE.get(b)
            if r and r not in cands:
                cands.append(r)
        if s.barbican and place in D.GATE_BASTIONS:
            cands.append("BARB")
    if s.blessing == half:
        for r in D.RAMPART_ROWS[half]:
            if r not in cands:
                cands.append(r)
    return [c for c in cands if any(att_group(s, c))]


def _t_archers(s: SHState, task: list, events: list[Event]) -> None:
    tasks = []
    for i, sec in enumerate(D.SECTIONS):
        if s.sec_def[i][0] and not any(s.wall_att[i]) and not _skip(s, i):
            tasks.append(["archer_loc", sec, s.sec_def[i][0]])
    for i, b in enumerate(D.BASTIONS):
        if s.bastion_archers[i]:
            tasks.append(["archer_loc", b, s.bastion_archers[i]])
    _front(s, tasks)


def _t_archer_loc(s: SHState, task: list, events: list[Event]) -> None:
    place, n = task[1], task[2]
    targets = archer_targets(s, place)
    if targets:
        _park(s, "archer_target", _dseat(s, D.half_of(place)), [*targets, "hold"], place=place, n=n)


def _t_archer_fire(s: SHState, task: list, events: list[Event]) -> None:
    fire: dict[str, int] = {}
    sources: dict[str, list[str]] = {}
    for d in s.adecl:
        if d[0] == "arch":
            fire[d[1]] = fire.get(d[1], 0) + 1
            sources.setdefault(d[1], []).append(d[2] if len(d) > 2 else "")
    s.adecl = [d for d in s.adecl if d[0] != "arch"]
    tasks = []
    for target in sorted(fire):
        f = fire[target]
        if target in D.RAM and s.cover[D.RAM[target]]:
            f = max(0, f - D.COVER_REDUCTION)
        storm = ritual_target(s, "U2")
        if (target == "BARB" and storm) or (target != "BARB" and D.HALF_NAMES[D.half_of(target)] in storm):
            f //= 2
        events.append(Volley(_("Archers shoot at {target} with firepower {f}", target=target, f=f), target, f,
                             tuple(sources[target])))
        if f > 0:
            tasks.append(["archer_kill", target, f])
    _front(s, tasks)


def _t_archer_kill(s: SHState, task: list, events: list[Event]) -> None:
    target, f = task[1], task[2]
    combos = combos_at_most(att_group(s, target), f)
    if len(combos) == 1:
        _apply_att_combo(s, target, combos[0], events, "archers")
    elif combos:
        half = 0 if target == "BARB" else D.half_of(target)
        _park(s, "archer_kill", _aseat(s, half), [combo_key(c, ATT_LETTERS) for c in combos], place=target)


def _apply_att_combo(s: SHState, place: str, combo: tuple[int, ...], events: list[Event], source: str) -> None:
    for k in range(3):
        _kill_att(s, place, k, combo[k], events, source)


# ------------------------------------------------------------------ I.4 goblins
def goblin_targets(s: SHState, r: str) -> list[str]:
    out = []
    for sec in D.RAMPART_SECTIONS[r]:
        i = D.SEC[sec]
        if not any(s.wall_att[i]) and not _skip(s, i) and s.sec_def[i][0]:
            out.append(sec)
    b = D.RAMPART_OPPOSITE[r]
    if b not in D.GATE_BASTIONS and s.bastion_archers[D.BAS[b]]:
        out.append(b)
    return out


def _t_goblins(s: SHState, task: list, events: list[Event]) -> None:
    _front(s, [["goblin_loc", r, s.rampart[i][0]] for i, r in enumerate(D.RAMPARTS)
               if "T1" in s.training[i] and s.rampart[i][0]])


def _t_goblin_loc(s: SHState, task: list, events: list[Event]) -> None:
    r, n = task[1], task[2]
    targets = goblin_targets(s, r)
    if targets and n > 0:
        _park(s, "goblin_target", _aseat(s, D.half_of(r)), [*targets, "hold"], place=r, n=n)


# ------------------------------------------------------------------ II.1 cauldrons, II.2 claws
def _shield_saves(s: SHState, i: int) -> bool:
    """True if a shield on section ``i`` saves the unit about to die (§6.3)."""
    if s.equip[i].count("Q6") > s.assault_kills[i]:
        s.assault_kills[i] += 1
        return True
    return False


def _t_cauldrons(s: SHState, task: list, events: list[Event]) -> None:
    for i in range(len(D.SECTIONS)):
        kind = s.cauldron[i]
        if not kind or _skip(s, i) or not any(s.wall_att[i]):
            continue
        k = kind - 1
        n = s.wall_att[i][k] if kind == 1 else min(1, s.wall_att[i][k])
        while n > 0 and _shield_saves(s, i):
            n -= 1
            events.append(Note(_("A shield on {sec} saves a {unit}", sec=D.SECTIONS[i], unit=W.unit(D.ATT_TYPES[k]))))
        _kill_att(s, D.SECTIONS[i], k, n, events, "cauldron")


def _t_claws(s: SHState, task: list, events: list[Event]) -> None:
    accident = ritual_target(s, "U7")
    tasks = []
    for i, b in enumerate(D.BASTIONS):
        if s.bastion_machine[i] == 2 and b not in accident:
            tasks.append(["claw_target", b])
    _front(s, tasks)


def _t_claw_target(s: SHState, task: list, events: list[Event]) -> None:
    b = task[1]
    targets = [sec for sec in D.BASTION_SECTIONS[b] if any(s.wall_att[D.SEC[sec]]) and not _skip(s, D.SEC[sec])]
    if targets:
        _park(s, "claw_target", _dseat(s, D.BAS_HALF[D.BAS[b]]), [*targets, "hold"], b=b)


def _t_claw_fire(s: SHState, task: list, events: list[Event]) -> None:
    shots = [d for d in s.adecl if d[0] == "claw"]
    s.adecl = [d for d in s.adecl if d[0] != "claw"]
    for d in shots:
        i = D.SEC[d[2]]
        card = _draw_def(s, events, "iron claw")
        events.append(Shot(_("The iron claw on {b} strikes {sec}", b=d[1], sec=d[2]), "claw", d[1], d[2], bool(card)))
        present = [ATT_LETTERS.index(c) for c in card if s.wall_att[i][ATT_LETTERS.index(c)]]
        if not present:
            continue
        k = min(present)  # AMB-7: weakest shown type present
        if _shield_saves(s, i):
            events.append(Note(_("A shield on {sec} saves a {unit}", sec=d[2], unit=W.unit(D.ATT_TYPES[k]))))
            continue
        _kill_att(s, d[2], k, 1, events, "iron claw")
    if shots:
        _t_reshuffle_def(s, [], events)


# ------------------------------------------------------------------ II.3 orders
def _t_orders(s: SHState, task: list, events: list[Event]) -> None:
    tasks: list[list] = [["phantom", sec] for sec in ritual_target(s, "U6") if not _skip(s, D.SEC[sec])]
    tasks.append(["resolve_orders"])
    _front(s, tasks)


def _t_phantom(s: SHState, task: list, events: list[Event]) -> None:
    i = D.SEC[task[1]]
    present = [DEF_LETTERS[k] for k in range(3) if s.sec_def[i][k]]
    if len(present) == 1:
        _flee(s, i, 0 if present[0] == "a" else DEF_LETTERS.index(present[0]), events)
    elif present:
        _park(s, "phantom", _aseat(s, D.SEC_HALF[i]), present, sec=i)


def _flee(s: SHState, i: int, k: int, events: list[Event]) -> None:
    s.sec_def[i][k] -= 1
    s.places[D.COURTYARD][k] += 1
    events.append(UnitMoved(None, D.DEF_TYPES[k], (D.SECTIONS[i], D.COURTYARD)))


def _t_resolve_orders(s: SHState, task: list, events: list[Event]) -> None:
    for i, o in enumerate(s.orders):
        if not o or _skip(s, i):
            continue
        if o[1]:
            o[1] = False  # AMB-9: every face-down order is revealed
            events.append(Revealed(_("The order on {sec} is revealed: {order}", sec=D.SECTIONS[i],
                                     order=W.order_name(o[0]))))
        if o[0] == "orc" and s.wall_att[i][1]:
            remove_stone(s, i, events, "Explosion")
    for i in range(len(D.SECTIONS)):
        if "Q4" in s.equip[i] and any(s.wall_att[i]) and not _skip(s, i):
            remove_stone(s, i, events, "trench")
            s.equip[i].remove("Q4")


# ------------------------------------------------------------------ II.4 melee
def _t_melee(s: SHState, task: list, events: list[Event]) -> None:
    tasks = []
    for i in range(len(D.SECTIONS)):
        if (any(s.wall_att[i]) or any(s.tower_units[i])) and not _skip(s, i):
            tasks.append(["poison", i])
            tasks.append(["melee_sec", i])
    _front(s, tasks)


def _combined(s: SHState, i: int) -> list[int]:
    w, t = s.wall_att[i], s.tower_units[i]
    return [w[0] + t[0], w[1] + t[1], w[2] + t[2]]


def _t_poison(s: SHState, task: list, events: list[Event]) -> None:
    i = task[1]
    if "Q7" not in s.equip[i] or not any(s.sec_def[i]):
        return
    s.equip[i].remove("Q7")  # one use §6.3 [DD]
    present = [DEF_LETTERS[k] for k in range(3) if s.sec_def[i][k]]
    if len(present) == 1:
        _kill_def_section(s, i, DEF_LETTERS.index(present[0]), 1, events, False)
    else:
        _park(s, "poison", _aseat(s, D.SEC_HALF[i]), present, sec=i)


def strengths(s: SHState, i: int) -> tuple[int, int]:
    """§5.8.1 attacker and defender totals on section ``i``."""
    units = _combined(s, i)
    order = s.orders[i][0] if s.orders[i] else ""
    g = D.GOBLIN_FURY_STR if order == "goblin" else 1
    t = D.TROLL_RAGE_STR if order == "troll" else 3
    att = units[0] * g + units[1] * 2 + units[2] * t
    att += s.equip[i].count("Q1")
    att += sum(1 for r in range(len(D.RAMPARTS)) if s.machine[r] == "M4" and s.altar[r] == i)
    dfn = def_strength_plain(s.sec_def[i]) + s.stone[i] + s.wood[i]
    possessed = ritual_target(s, "U5")
    if s.hero_pos[0] == i and "Officer" not in possessed:
        dfn += sum(s.sec_def[i]) + s.speech[0]
    if s.hero_pos[1] == i and "Warrior" not in possessed:
        dfn += D.WARRIOR_BONUS
    return att, dfn


def strength_parts(s: SHState, i: int) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]:
    """What ``strengths`` adds up on section ``i``, as (word, value) pairs without the zeros."""
    units = _combined(s, i)
    order = s.orders[i][0] if s.orders[i] else ""
    g = D.GOBLIN_FURY_STR if order == "goblin" else 1
    t = D.TROLL_RAGE_STR if order == "troll" else 3
    altars = sum(1 for r in range(len(D.RAMPARTS)) if s.machine[r] == "M4" and s.altar[r] == i)
    att = (("goblin", units[0] * g), ("orc", units[1] * 2), ("troll", units[2] * t),
           ("banner", s.equip[i].count("Q1")), ("altar", altars))
    d = s.sec_def[i]
    possessed = ritual_target(s, "U5")
    officer = s.hero_pos[0] == i and "Officer" not in possessed
    warrior = s.hero_pos[1] == i and "Warrior" not in possessed
    dfn = (("archer", d[0]), ("soldier", 2 * d[1]), ("veteran", 3 * d[2]), ("wall", s.stone[i] + s.wood[i]),
           ("officer", sum(d) if officer else 0), ("speech", s.speech[0] if officer else 0),
           ("warrior", D.WARRIOR_BONUS if warrior else 0))
    return tuple(p for p in att if p[1]), tuple(p for p in dfn if p[1])


def _t_melee_sec(s: SHState, task: list, events: list[Event]) -> None:
    i = task[1]
    att, dfn = strengths(s, i)
    sec = D.SECTIONS[i]
    att_parts, def_parts = strength_parts(s, i)
    events.append(Melee(_("Melee on {sec}: attacker {att} vs defender {dfn}", sec=sec, att=att, dfn=dfn),
                        sec, att, dfn, att_parts, def_parts))
    if att > dfn:
        x = att - dfn
        plain = def_strength_plain(s.sec_def[i])
        if x > plain:
            for k in range(3):
                _kill_def_section(s, i, k, s.sec_def[i][k], events, True)
            breach(s, i, x - plain, events)
            return
        combos = combos_at_least(s.sec_def[i], x)
        if len(combos) == 1:
            _apply_def_combo(s, i, combos[0], events)
        else:
            _park(s, "casualties", _dseat(s, D.SEC_HALF[i]), [combo_key(c, DEF_LETTERS) for c in combos], sec=i, side="def")
    elif dfn > att:
        if not any(s.sec_def[i]):
            return  # AMB-6: walls and heroes alone kill nothing
        combos = combos_at_least(_combined(s, i), dfn - att)
        if len(combos) == 1:
            _apply_att_melee(s, i, combos[0], events)
        else:
            _park(s, "casualties", _aseat(s, D.SEC_HALF[i]), [combo_key(c, ATT_LETTERS) for c in combos], sec=i, side="att")


def _apply_def_combo(s: SHState, i: int, combo: tuple[int, ...], events: list[Event]) -> None:
    for k in range(3):
        _kill_def_section(s, i, k, combo[k], events, True)


def _apply_att_melee(s: SHState, i: int, combo: tuple[int, ...], events: list[Event]) -> None:
    """§5.8 [DD]: the attacker picks his casualties from the wall and the siege tower alike; when
    the chosen set can come from either, he is asked how many come out of the tower."""
    splits = tower_splits(s, i, combo)
    if len(splits) == 1:
        _apply_split(s, i, splits[0], events)
    else:
        _park(s, "tower_split", _aseat(s, D.SEC_HALF[i]), splits, sec=i)


def tower_splits(s: SHState, i: int, combo: tuple[int, ...]) -> list[str]:
    """Every way to take ``combo`` from the wall and the tower: options ``"wall|tower"``."""
    w, t = s.wall_att[i], s.tower_units[i]
    ranges = [range(max(0, combo[k] - w[k]), min(combo[k], t[k]) + 1) for k in range(3)]
    out = []
    for a in ranges[0]:
        for b in ranges[1]:
            for c in ranges[2]:
                tower = (a, b, c)
                wall = tuple(combo[k] - tower[k] for k in range(3))
                out.append(combo_key(wall, ATT_LETTERS) + "|" + combo_key(tower, ATT_LETTERS))
    return out


def _apply_split(s: SHState, i: int, option: str, events: list[Event]) -> None:
    wall, tower = option.split("|")
    sec = D.SECTIONS[i]
    for k, n in enumerate(parse_combo(wall)):
        _kill_att(s, sec, k, n, events, "melee")
    for k, n in enumerate(parse_combo(tower)):
        _kill_att(s, "T:" + sec, k, n, events, "melee")


def breach(s: SHState, i: int, excess: int, events: list[Event]) -> None:
    """§5.8.5 / §1.3 G9."""
    first = not s.breaches and not s.gate3_fell
    s.breaches.append([i, excess])
    events.append(Hit(D.SECTIONS[i], excess, True, "breach"))
    events.append(Note(_("{sec} is breached (excess {excess})", sec=D.SECTIONS[i], excess=excess)))
    if s.tiebreak:
        return
    gain_glory(s, D.GLORY_BREACH_FIRST if first else D.GLORY_BREACH_MORE, "breach", events)
    if excess >= D.BREACH_EXCESS_MIN:
        gain_glory(s, D.GLORY_BREACH_EXCESS, "breach excess", events)


# ------------------------------------------------------------------ II.5 infirmary, III ram
def infirmary_options(s: SHState) -> list[str]:
    inf = s.infirmary
    out = []
    for a in range(min(inf[0], 2) + 1):
        for b in range(min(inf[1], 2 - a) + 1):
            c = 2 - a - b
            if c <= inf[2]:
                out.append(combo_key((a, b, c), DEF_LETTERS))
    return out


def _t_infirmary(s: SHState, task: list, events: list[Event]) -> None:
    if sum(s.infirmary) <= D.INFIRMARY_SAVED:
        _release(s, tuple(s.infirmary), events)
        return
    opts = infirmary_options(s)
    if len(opts) == 1:
        _release(s, parse_combo(opts[0]), events)
        return
    d = 0 if s.n_def == 1 else (1 if s.casualties[1] > s.casualties[0] else 0)
    _park(s, "infirmary", s.n_att + d, opts)


def _release(s: SHState, combo: tuple[int, ...], events: list[Event]) -> None:
    for k in range(3):
        s.places[D.COURTYARD][k] += combo[k]
        s.def_supply[k] += s.infirmary[k] - combo[k]
        s.infirmary[k] = 0
    if sum(combo):
        events.append(Note(_("From the infirmary to the courtyard: {units}", units=combo_text(combo, DEF_LETTERS))))


def _t_ram(s: SHState, task: list, events: list[Event]) -> None:
    if not s.barbican or s.gate >= D.GATES:
        return
    dmg = min(s.ram_parts, sum(s.crew))
    if dmg <= 0:
        return
    g = s.gate
    s.gates[g] = max(0, s.gates[g] - dmg)  # excess damage is lost (§5.10 [DD])
    events.append(Hit(f"gate {g + 1}", dmg, True, "battering ram"))
    if s.gates[g] > 0:
        return
    s.gate += 1
    events.append(Note(_("Gate {n} is destroyed", n=g + 1)))
    if g < D.GATES - 1:
        if not s.tiebreak:
            gain_glory(s, D.GLORY_GATE[g], f"gate {g + 1}", events)
        return
    first = not s.breaches and not s.gate3_fell
    s.gate3_fell = True
    if not s.tiebreak:
        gain_glory(s, D.GLORY_GATE3_FIRST_BREACH if first else D.GLORY_GATE[g], "gate 3", events)


# ------------------------------------------------------------------ choices
def choose(s: SHState, kind: str, option: str, events: list[Event]) -> None:
    p = s.pending
    s.pending = None
    if kind == "cannon_target":
        if option != "hold":
            s.adecl.append(["cannon", p["b"], option])
    elif kind == "cannon_type":
        _kill_att(s, p["place"], ATT_LETTERS.index(option), 1, events, "cannon")
    elif kind == "machine_target":
        if option != "hold":
            s.adecl.append(["machine", p["loc"], p["code"], option])
    elif kind in ("victim", "poison"):
        _kill_def_section(s, p["sec"], DEF_LETTERS.index(option), 1, events, False)
    elif kind == "phantom":
        _flee(s, p["sec"], DEF_LETTERS.index(option), events)
    elif kind == "archer_target":
        if option != "hold":
            s.adecl.append(["arch", option, p["place"]])
            if p["n"] > 1:
                _front(s, [["archer_loc", p["place"], p["n"] - 1]])
    elif kind == "archer_kill":
        _apply_att_combo(s, p["place"], parse_combo(option), events, "archers")
    elif kind == "goblin_target":
        if option != "hold":
            events.append(Shot(_("Goblins on {place} shoot at {target}", place=p["place"], target=option), "goblin",
                               p["place"], option, True))
            if option in D.SEC:
                _kill_def_section(s, D.SEC[option], 0, 1, events, False)
            else:
                s.bastion_archers[D.BAS[option]] -= 1
                s.def_supply[0] += 1
                events.append(units_lost("archer", 1, option))
            if p["n"] > 1:
                _front(s, [["goblin_loc", p["place"], p["n"] - 1]])
    elif kind == "claw_target":
        if option != "hold":
            s.adecl.append(["claw", p["b"], option])
    elif kind == "casualties":
        combo = parse_combo(option)
        if p["side"] == "def":
            _apply_def_combo(s, p["sec"], combo, events)
        else:
            _apply_att_melee(s, p["sec"], combo, events)
    elif kind == "cannon_order":
        _fire_cannon(s, option.split(">")[0])
    elif kind == "machine_order":
        _fire_machine(s, option.split(">")[0])
    elif kind == "tower_split":
        _apply_split(s, p["sec"], option, events)
    elif kind == "infirmary":
        _release(s, parse_combo(option), events)
    advance(s, events)


_TASKS = {
    "cannons": _t_cannons, "cannon_target": _t_cannon_target, "cannon_fire": _t_cannon_fire,
    "cannon_next": _t_cannon_next, "cannon_shot": _t_cannon_shot, "reshuffle_def": _t_reshuffle_def,
    "machines": _t_machines, "machine_target": _t_machine_target, "machine_fire": _t_machine_fire,
    "machine_shot": _t_machine_shot, "victim": _t_victim,
    "archers": _t_archers, "archer_loc": _t_archer_loc, "archer_fire": _t_archer_fire,
    "archer_kill": _t_archer_kill, "goblins": _t_goblins, "goblin_loc": _t_goblin_loc,
    "cauldrons": _t_cauldrons, "claws": _t_claws, "claw_target": _t_claw_target, "claw_fire": _t_claw_fire,
    "orders": _t_orders, "phantom": _t_phantom, "resolve_orders": _t_resolve_orders,
    "melee": _t_melee, "poison": _t_poison, "melee_sec": _t_melee_sec,
    "infirmary": _t_infirmary, "ram": _t_ram,
}
