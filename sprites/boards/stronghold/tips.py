"""Tooltips: what is at a place of the castle, in a player's words, from the view and the
engine's data (costs, strengths, limits) — building actions with their cost and effect, phase
cards, machines, equipment, the orders the seat may see, units' strengths, the glory that scored.
"""

from __future__ import annotations

from typing import Any

from game.stronghold import assault as A
from game.stronghold import data as D
from game.stronghold import defender as DEF
from game.stronghold.board import att_tokens_on_board, def_tokens_on_board
from sprites.boards.stronghold import words as W
from sprites.boards.stronghold.tr import _

UNKNOWN = "?"
STRENGTH = {"g": 1, "o": 2, "t": 3, "a": 1, "s": 2, "v": 3}


def tooltip(board: Any, pid: str, strict: bool = False) -> str | None:
    """The tooltip of a place; ``strict`` (tests) lets a broken one raise instead of falling
    back to the place's name."""
    v = board.view
    if v is None:
        return None
    place = board.places.get(pid)
    if place is None:
        return None
    try:
        text = _tip(board, v, pid, place)
    except (KeyError, IndexError, ValueError):   # a tooltip never takes the table down
        if strict:
            raise
        text = None
    return text or place.label or None


def _units(units: list[int], letters: str) -> list[str]:
    return [_("{name}: {count} (strength {n} each)", name=W.unit_word(letters[k], True), count=n, n=STRENGTH[letters[k]])
            for k, n in enumerate(units) if n]


def _group(v: Any, place: str) -> tuple[list[int], str]:
    """The units at an engine place and their letters (attackers "got", defenders "asv")."""
    if place.startswith("camp:"):
        return v.camp[int(place[5:])], "got"
    if place in D.FOREFIELDS:
        return v.forefield[D.FOREFIELDS.index(place)], "got"
    if place in D.RAM:
        return v.rampart[D.RAM[place]], "got"
    if place == "BARB":
        return v.crew, "got"
    if place.startswith("T:"):
        return v.tower_units[D.SEC[place[2:]]], "got"
    if place in D.SEC:
        return v.wall_att[D.SEC[place]], "got"
    if place == "INF":
        return v.infirmary, "asv"
    if place in D.BAS:
        return [v.bastion_archers[D.BAS[place]], 0, 0], "asv"
    return v.places[place], "asv"


def _tip(board: Any, v: Any, pid: str, place: Any) -> str | None:
    if "/" in pid:
        return _sub_tip(board, v, pid)
    if pid.startswith("act:"):
        return _card_action_tip(v, pid)
    if pid.startswith("card:"):
        _kind, a, p = pid.split(":")
        return _card_tip(v, int(a), int(p))
    if pid.startswith("do:"):
        return _action_tip(v, pid[3:])
    if pid.startswith("deed:"):
        deed = pid[5:]
        lines = [W.deed_word(deed), W.deed_effect(deed), _("From round 5, give up one endurance glory token for this deed (once per game, one per round).")]
        if deed in v.deeds_used:
            lines.append(_("Already played."))
        return "\n".join(lines)
    if pid.startswith("order:"):
        tok = pid[6:]
        return f"{W.order_word(tok)}\n{W.order_effect(tok)}\n" + _("Order tokens left: {n}. Face up 1 hourglass, face down 2 hourglasses to the defender.", n=len(v.order_supply))
    if pid.startswith("offer:"):
        return _offer_tip(v, pid[6:])
    if pid.startswith("camp:"):
        a = int(pid[5:])
        return "\n".join([_("Camp: units waiting to be dispatched. Resources {res}.", res=v.resources[a]), *_units(v.camp[a], "got")])
    if pid.startswith("hourglasses:"):
        seat = int(pid.split(":")[1])
        d = seat - v.n_att
        text = _("{name}: {cost} to spend this turn.", name=board.seat_name(seat), cost=W.hourglasses(v.hg[d]))
        if v.hg_workshop[d]:
            text += "\n" + _("+{n} for the workshop only", n=v.hg_workshop[d])
        return text
    if pid in ("glory", "glory:att", "glory:def") or pid.startswith("glory/"):
        return _glory_tip(v)
    if pid == "round" or pid.startswith("round/"):
        return _("Round {n} of 10: without a breach by the end of round 10 the defender wins.", n=v.round)
    if pid == "bag":
        return _("Units in the bag: {n}", n=len(v.bag))
    if pid == "deck":
        misses = sum(1 for c in v.def_deck if c in ("", UNKNOWN))
        return _("The defender's hit cards: {n} in the deck ({miss} miss).", n=len(v.def_deck), miss=misses)
    if pid in D.SEC:
        return _section_tip(v, pid)
    if pid in D.RAM:
        return _rampart_tip(v, pid)
    if pid in D.FOREFIELDS:
        units, letters = _group(v, pid)
        lines = [W.place_word(pid), _("At most 10 units; reaches {ramps}.", ramps=", ".join(D.FOREFIELD_RAMPARTS[pid]))]
        if v.trebuchet[D.FOREFIELDS.index(pid)]:
            lines.append(W.code_word("M3"))
        return "\n".join(lines + _units(units, letters))
    if pid in D.BAS:
        return _bastion_tip(v, pid)
    if pid in D.TRAP_SPOTS:
        path = next(f"{a} → {b}" for (a, b), s in D.PATHS.items() if s == pid)
        what = v.spots[D.SPOT[pid]]
        lines = [W.place_word(pid), _("Trap spot on the path {path}: holds a trap or a bridge.", path=path)]
        if what:
            lines.append(W.action_word(what) if what.startswith("trap") else W.code_word("Q5"))
            lines.append(W.action_effect(what) if what.startswith("trap") else W.code_effect("Q5"))
        return "\n".join(lines)
    if pid in ("west", "east"):
        return _half_tip(board, v, pid)
    if pid == "BARB":
        return _barbican_tip(v)
    if pid == "gate":
        return _barbican_tip(v)
    if pid in ("Officer", "Warrior"):
        h = D.HEROES.index(pid)
        lines = [W.hero_tip(pid)]
        if v.hero_used[h]:
            lines.append(_("Special action used this round."))
        if h == 0 and v.speech[0]:
            lines.append(f"{W.strength_word('speech')}: +{v.speech[0]}")
        return "\n".join(lines)
    if pid in ("forge", "workshop", "scouts", "cathedral", "barracks", "guardhouse"):
        return _building_tip(v, pid)
    if pid == "CY":
        return "\n".join([W.place_word("CY"), _("Any number of units and heroes; next to every place."), *_units(v.places[D.COURTYARD], "asv")])
    if pid == "INF":
        return "\n".join([W.place_word("INF"), _("Melee casualties: after the melee 2 return to the courtyard, the rest to the supply."), *_units(v.infirmary, "asv")])
    if pid == "HG":
        lines = [W.place_word("HG"), _("From round 6, +1 glory each round while both original soldiers stand here. Nothing may enter.") if v.hg_intact else _("The honour guard was broken: no more glory from it.")]
        return "\n".join(lines + _units(v.places[D.HONOUR], "asv"))
    if pid in D.PLACE_CAP:
        units = v.places[pid]
        return "\n".join([W.place_word(pid), _("Defender fields: {n} of {cap}", n=sum(units), cap=D.PLACE_CAP[pid] or sum(units)),
                          *_units(units, "asv")])
    return None


def _sub_tip(board: Any, v: Any, pid: str) -> str | None:
    place, _sep, what = pid.rpartition("/")
    if what in ("g", "o", "t", "a", "s", "v"):
        if place in D.SEC and what in "asv":
            units, letters = v.sec_def[D.SEC[place]], "asv"
        else:
            units, letters = _group(v, place)
        k = letters.index(what)
        return "\n".join([W.target_word(place) if not place.startswith("camp:") else _("Camp"),
                          _("{name}: {count} (strength {n} each)", name=W.unit_word(what, True), count=units[k], n=STRENGTH[what])])
    if what == "machine":
        if place in D.BAS:
            m = v.bastion_machine[D.BAS[place]]
            aid = "cannon" if m == 1 else "claw"
            return f"{W.action_word(aid)}\n{W.action_effect(aid)}"
        code = "M3" if place in D.FOREFIELDS else v.machine[D.RAM[place]]
        lines = [W.code_word(code), W.code_effect(code)]
        if code == "M4" and v.altar[D.RAM[place]] >= 0:
            lines.append(_("Influences {sec}.", sec=D.SECTIONS[v.altar[D.RAM[place]]]))
        if place in v.mdeck:
            lines.append(_("Its deck: {n} cards.", n=len(v.mdeck[place])))
        if place in v.accurate:
            lines.append(_("Accurate shot this round."))
        for code2, target in v.rituals["list"]:
            if target == place:
                lines.append(_("Ritual this round: {name}", name=W.code_word(code2)))
        return "\n".join(lines)
    if what == "cover":
        return f"{W.code_word('M5')}\n{W.code_effect('M5')}"
    if what.startswith("tr"):
        code = v.training[D.RAM[place]][int(what[2:])]
        return f"{W.code_word(code)}\n{W.code_effect(code)}"
    if what.startswith("eq"):
        code = v.equip[D.SEC[place]][int(what[2:])]
        return f"{W.code_word(code)}\n{W.code_effect(code)}"
    if what == "order":
        tok, down = v.orders[D.SEC[place]]
        if tok == UNKNOWN:
            return _("An order lies face down: revealed in the Assault (II.3).")
        extra = "\n" + _("Face down (2 hourglasses to the defender)") if down else ""
        return f"{W.order_word(tok)}\n{W.order_effect(tok)}{extra}"
    if what == "cauldron":
        aid = "cauldron_" + "got"[v.cauldron[D.SEC[place]] - 1]
        return f"{W.action_word(aid)}\n{W.action_effect(aid)}"
    if what == "wall":
        i = D.SEC[place]
        return _("Wall pieces: {stone} stone, {wood} wooden (+1 each)", stone=v.stone[i], wood=v.wood[i])
    if what == "ram":
        return _barbican_tip(v)
    return None


def _section_tip(v: Any, sec: str) -> str:
    i = D.SEC[sec]
    att, dfn = A.strengths(v, i)
    lines = [_("{name}: attacker strength {att}, defender strength {dfn}", name=sec, att=att, dfn=dfn), _("Wall pieces: {stone} stone, {wood} wooden (+1 each)", stone=v.stone[i], wood=v.wood[i]),
             _("Defender fields: {n} of {cap}", n=sum(v.sec_def[i]), cap=DEF.section_cap(v, i))]
    lines += _units(v.wall_att[i], "got") + _units(v.sec_def[i], "asv")
    if v.tower[i]:
        units = _units(v.tower_units[i], "got")
        lines.append(_("Siege tower: {units}", units=", ".join(units) if units else _("empty")))
    for code in v.equip[i]:
        lines.append(W.code_word(code))
    if v.cauldron[i]:
        lines.append(W.action_word("cauldron_" + "got"[v.cauldron[i] - 1]))
    if v.platform[i]:
        lines.append(_("Platform: a fourth defender field"))
    if v.glow == i:
        lines.append(W.action_word("glow"))
    return "\n".join(lines)


def _rampart_tip(v: Any, r: str) -> str:
    i = D.RAM[r]
    lines = [W.place_word(r), _("Paths to {secs}; faces {bas}.", secs=", ".join(D.RAMPART_SECTIONS[r]), bas=D.RAMPART_OPPOSITE[r])]
    lines += _units(v.rampart[i], "got")
    if v.machine[i]:
        lines.append(W.code_word(v.machine[i]))
    if v.cover[i]:
        lines.append(W.code_word("M5"))
    lines += [W.code_word(c) for c in v.training[i]]
    return "\n".join(lines)


def _bastion_tip(v: Any, b: str) -> str:
    i = D.BAS[b]
    lines = [W.place_word(b), _("Next to the barbican: goblins never shoot at it; archers here may shoot at the barbican.") if b in D.GATE_BASTIONS else _("Holds a cannon, an iron claw or up to 2 archers.")]
    m = v.bastion_machine[i]
    if m:
        aid = "cannon" if m == 1 else "claw"
        lines += [W.action_word(aid), W.action_effect(aid)]
    lines += _units([v.bastion_archers[i], 0, 0], "asv")
    return "\n".join(lines)


def _half_tip(board: Any, v: Any, half: str) -> str:
    h = D.HALF_NAMES.index(half)
    lines = [W.half_word(half)]
    owners = []
    if v.n_att == 2:
        owners.append(board.seat_name(h))
    if v.n_def == 2:
        owners.append(board.seat_name(v.n_att + h))
    if owners:
        lines.append(_("{name}'s half", name=", ".join(owners)))
    for code, target in v.rituals["list"]:
        if target == half:
            lines.append(_("Ritual this round: {name}", name=W.code_word(code)))
    if v.blessing == h:
        lines.append(W.action_word("blessing"))
    return "\n".join(lines)


def _barbican_tip(v: Any) -> str:
    if not v.barbican:
        return _("The barbican is not in play (no battering ram card)")
    lines = [W.place_word("BARB")]
    if v.gate >= D.GATES:
        lines.append(_("All three gates are destroyed"))
    else:
        lines.append(_("Gate {n}: durability {d} of 6", n=v.gate + 1, d=v.gates[v.gate]))
    crew = sum(v.crew)
    lines.append(_("Battering ram: {n} parts, crew {crew}: strikes for {hit}", n=v.ram_parts, crew=crew, hit=min(v.ram_parts, crew)))
    lines += _units(v.crew, "got")
    return "\n".join(lines)


def _building_tip(v: Any, b: str) -> str:
    from sprites.boards.stronghold.layout import BUILDING_ACTIONS

    lines = [W.building_word(b)]
    for aid in BUILDING_ACTIONS.get(b, ()):
        lines.append(f"{W.action_word(aid)} ({DEF.action_cost(v, aid)})")
    if b in v.saboteurs:
        lines.append(_("A saboteur is here: every action costs 1 more."))
    if b in [r[1] for r in v.rituals["list"] if r[0] == "U3"]:
        lines.append(_("On fire: no hourglasses this round."))
    return "\n".join(lines)


def _action_tip(v: Any, aid: str) -> str:
    building, printed, key, _name = D.BUILDING_ACTIONS[aid]
    cost = DEF.action_cost(v, aid)
    lines = [f"{W.action_word(aid)} · {W.building_word(building)}", W.action_effect(aid),
             _("Cost {cost} (printed {printed}).", cost=W.hourglasses(cost), printed=printed)]
    if aid == "track":
        lines[-1] += " + 1"
    paid = v.paid.get(aid, 0)
    if paid:
        lines.append(_("Paid so far: {n} of {cost}.", n=paid, cost=cost))
    if aid in D.REPEATABLE:
        lines.append(_("Any number of times per round."))
    elif v.used.get(aid, 0):
        lines.append(_("Used this round"))
    if key is not None and key in D.TOKEN_LIMITS:
        lines.append(_("Tokens on the board: {n} of {limit}.", n=def_tokens_on_board(v, key), limit=D.TOKEN_LIMITS[key]))
    if building in v.saboteurs:
        lines.append(_("A saboteur is here: every action costs 1 more."))
    if building in [r[1] for r in v.rituals["list"] if r[0] == "U3"]:
        lines.append(_("On fire: no hourglasses this round."))
    return "\n".join(lines)


def _price(code: str, target: str = "1", ally: bool = False) -> str:
    res, utype, ucount, hg, _name = D.CARD_ACTIONS[code]
    parts = []
    if res:
        parts.append(W.resources(res))
    if ucount:
        unit = W.unit_word("got"[utype], True)
        if code[0] == "U":
            parts.append(_("sacrifice {n}× {unit}", n=ucount, unit=unit))
        else:
            parts.append(_("{n}× {unit} from the camp", n=ucount, unit=unit))
    parts.append(_("{cost} to the defender", cost=W.hourglasses(hg)))
    if ally:
        parts.append(_("+1 hourglass: the ally's card"))
    return _("Costs: {what}", what=", ".join(parts))


def _card_action_tip(v: Any, pid: str) -> str:
    _kind, a, code = pid.split(":")
    if code in ("big", "small"):
        limit, hg = D.DISPATCH[code]
        return _("{name}: at most {n} units from each place (ramparts, then forefields, then the camp); {cost} to the defender.",
                 name=W.dispatch_word(code), n=limit, cost=W.hourglasses(hg))
    lines = [W.code_word(code), W.code_effect(code), _price(code)]
    if code in D.TOKEN_COUNTS_ATT:
        lines.append(_("Tokens on the board: {n} of {limit}.", n=att_tokens_on_board(v, code), limit=D.TOKEN_COUNTS_ATT[code]))
    return "\n".join(lines)


def _card_tip(v: Any, a: int, p: int) -> str:
    if p == 6:
        return _("Phase {n} · {name}", n=6, name=W.phase_word(6))
    card = v.cards[a][p - 2]
    lines = [_("Card {card}, phase {n} ({name}): each action once per round.", card=card, n=p, name=W.phase_word(p))]
    codes = D.FLIPPED_ACTIONS.get(p, ()) if v.flipped[a][p - 2] else D.PHASE_CARDS[p].get(card, ())
    lines += [f"· {W.code_word(c)}" for c in codes]
    if p in D.FLIPPABLE_PHASES and not v.flipped[a][p - 2]:
        lines.append(_("At the start of a round the phase-2 card may be turned for good: its reverse offers the accurate shot."))
    return "\n".join(lines)


def _offer_tip(v: Any, card: str) -> str:
    phase = v.card_offer[0]
    lines = [_("Card {card}, phase {n} ({name}): each action once per round.", card=card, n=phase, name=W.phase_word(phase))]
    for code in D.PHASE_CARDS[phase][card]:
        lines.append(f"{W.code_word(code)}: {W.code_effect(code)} {_price(code)}")
    return "\n".join(lines)


def glory_rules(v: Any) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """The glory rules that scored so far, per side, as (words, points) (§1.3)."""
    # rounds whose end has been scored: all before this one, and this one too when it ended the game held
    done = v.round - 1 + (1 if v.over and not v.breaches and not v.gate3_fell else 0)
    att = [(_("At the start"), D.GLORY_ATTACKER_START)]
    if done:
        att.append((_("Passage of time"), -done))
    att += [(W.feat_word(f), 1) for f in v.feats]
    if v.demolished >= 2:
        att.append((W.feat_word("demolished"), D.GLORY_DEMOLISHED))
    for g in range(min(v.gate, D.GATES)):
        att.append((_("Gate {n} destroyed", n=g + 1), D.GLORY_GATE[g]))
    for k, (i, excess) in enumerate(v.breaches):
        att.append((_("Breach of {sec}", sec=D.SECTIONS[i]), D.GLORY_BREACH_FIRST if k == 0 else D.GLORY_BREACH_MORE))
        if excess >= D.BREACH_EXCESS_MIN:
            att.append((_("Breach excess 4+"), D.GLORY_BREACH_EXCESS))
    dfn = []
    if done:
        dfn.append((_("Passage of time"), done))
    honour = v.glory_def - done
    if honour > 0:
        dfn.append((_("Honour guard"), honour))
    dfn.append((_("Endurance · dishonourable deeds"), v.endurance))
    return att, dfn


def _glory_tip(v: Any) -> str:
    att, dfn = glory_rules(v)
    lines = [_("Attacker: {n} glory", n=v.glory_att)]
    lines += [f"  {words}: {n:+d}" for words, n in att]
    lines.append(_("Defender: {n} glory ({end} of them endurance)", n=v.glory_def + v.endurance, end=v.endurance))
    lines += [f"  {words}: {n:+d}" for words, n in dfn]
    lines.append(_("How glory scores: the attacker loses 1 each round without a breach, the defender gains it; a breach +3, each further +1."))
    return "\n".join(lines)
