"""Presentation: the prompt a deciding seat reads, the generic table's summary and tallies."""

from __future__ import annotations

from typing import Any

from game.core.summary import Piece, Section, Value, Zone
from game.wizard_kings import artifacts, combat, legal, names, words
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.actions import (
    hx,
)
from game.wizard_kings.data import (
    ARMIES,
    ARTIFACTS,
    BLOCKS,
)
from game.wizard_kings.state import (
    BLK,
    FL,
    MOVED,
    OWN,
    PINNED,
    RESERVE,
    STR,
    UNKNOWN,
    WKState,
)
from game.wizard_kings.tr import N_, _

Hex = tuple[int, int]

# what a seat reads when the decision on top of the stack is its own
PROMPTS = {
    "free_army": N_("Choose your army."),
    "pick_army": N_("Choose one of your two armies."),
    "lws_army": N_("Choose your army."),
    "free_count": N_("Take one or two map sheets for your army."),
    "free_map": N_("Choose a map sheet your army starts on."),
    "pick_map": N_("Give one of your armies its map sheet."),
    "lws_map": N_("Choose the map sheet."),
    "roster": N_("Place the scenario's starting blocks in your cities."),
    "choose": N_("Choose which of your battles to fight next."),
    "dispel": N_("An enemy spell is being cast: try to Dispel it with your wizard, or let it happen."),
    "regroup": N_("You won the battle: move any of your victorious units to adjacent friendly hexes, "
                  "then finish."),
    "capture": N_("Give the captured artifact to one of your units, or let it be destroyed."),
    "order": N_("Allied armies of your side have units at the same firing step: choose whose units act next."),
    "carry": N_("Between combat rounds: hand your artifacts in this battle to other units of yours, "
                "drop or pick them up, or keep the carriers."),
    "ally_offer": N_("Another player offers you an alliance: accept or refuse. Allies share "
                     "hexes and limits and add steps to each other's units."),
    "side": N_("Your army is in a battle between two others: side with the attacker or the defender for "
               "this round."),
    "leave": N_("The battle is over but your units may not stay in that hex (an ally holds it, or flyers "
                "at sea): move each of them to an adjacent hex; units that cannot leave are lost."),
}


def _ability(key: str) -> str:
    """A block's ability (2.3) as the summary words it (a creature, where the terrain has the same
    English word)."""
    words_ = {"forest": _.p("ability", "forest"), "mountain": _.p("ability", "mountain"),
              "desert": _.p("ability", "desert"), "amphibian": _.p("ability", "amphibian"),
              "city": _.p("ability", "city"), "flyer": _.p("ability", "flyer"), "water": _.p("ability", "water"),
              "cleric": _.p("ability", "cleric")}
    return words_.get(key, key)


def summary(view: WKState) -> list[Section]:
    bd = mv.board(view)
    occ = mv.occupancy(view)

    def army(seat: int) -> str:
        return names.seat_army(view, seat)
    game: list = [Value(_("Turn"), view.turn), Value(_("Phase"), names.phase(view.phase))]
    if view.order:
        game.append(Value(_("Player order"), ", ".join(army(s) for s in view.order)))
        if view.phase in ("move", "build", "deploy") and view.cur < len(view.order):
            game.append(Value(_("Now acting"), army(view.order[view.cur]), view.order[view.cur]))
    if view.scenario == "free" and view.opts.get("victory", "gold") == "gold":
        game.append(Value(_("City gold to win"), sc.v1_threshold(len(view.designs))))
    if view.allies:
        game.append(Value(_("Alliances"), ", ".join(f"{army(a)} + {army(b)}" for a, b in view.allies)))
    out = [Section(_("Game"), tuple(game))]
    for s in range(view.players):
        entries: list = [Value(_("Cities held (GP)"), sc.controlled_value(view, s, occ), s),
                         Value(_("Blocks on map"), sum(1 for u in view.units.values() if u[OWN] == s), s)]
        if view.opts.get("victory") == "points":
            entries.append(Value(_("Victory points"), view.vp[s], s))
        out.append(Section(army(s), tuple(entries), s))
    if view.battle is not None:
        b = view.battle
        rnd = _("pursuit") if b["round"] >= combat.PURSUIT_ROUND else b["round"]
        entries = [Value(_("Where"), _hex_text(view, bd, occ, b["hex"])), Value(_("Round"), rnd),
                   Value(_("Attacker"), " + ".join(army(x) for x in combat.side_seats(view, 0)), b["att"]),
                   Value(_("Defender"), " + ".join(army(x) for x in combat.side_seats(view, 1)), b["dfn"])]
        for si in (0, 1):
            for x in combat.side_seats(view, si):
                pieces = tuple(_piece(view, uid) for uid in occ.get(b["hex"], {}).get(x, []))
                title = (_("Attacking: {army}", army=army(x)) if si == 0 else
                         _("Defending: {army}", army=army(x)))
                entries.append(Zone(title, pieces, x))
        out.append(Section(_("Battle"), tuple(entries)))
    zones = []
    for h in sorted(occ):
        pieces = tuple(_piece(view, uid) for _s, uids in sorted(occ[h].items()) for uid in uids)
        owners = list(occ[h])
        zones.append(Zone(_hex_text(view, bd, occ, h), pieces, owners[0] if len(owners) == 1 else None))
    out.append(Section(_("Map: occupied hexes"), tuple(zones)))
    dropped = [Value(_("Artifact {id} {name}", id=aid, name=names.artifact(a[0])), _("lies at {hex}", hex=hx(g)), a[1])
               for aid, a in sorted(view.arts.items()) if (g := artifacts.ground_hex(a)) is not None]
    if dropped:
        out.append(Section(_("Dropped artifacts"), tuple(dropped)))   # only your own are shown
    cities = []
    for h, c in sorted(bd.cities.items(), key=lambda kv: (kv[1].name, kv[0])):
        holder = _holder(view, occ, h)
        who = _("neutral") if holder is None else (_("battle") if holder < 0 else army(holder))
        extra = _(", port") if h in bd.ports else ""
        tok = view.tokens.get(h, 0)
        if tok > 0:
            extra += _(", {gp} GP stored", gp=tok)
        cities.append(Value(f"{c.name} {hx(h)}", _("{gp} GP{extra} · {who}", gp=c.value, extra=extra, who=who),
                            holder if holder is not None and holder >= 0 else None))
    out.append(Section(_("Cities (value · held by)"), tuple(cities)))
    return out


def _holder(view: WKState, occ: mv.Occ, h: Hex) -> int | None:
    """Who holds a hex (4.4): the seat, -1 for a battle, None for neutral."""
    here = occ.get(h)
    if here:
        return -1 if mv.at_war(view, here) else mv.holder(view, occ, h)   # 4.9: allies share a hex
    owner = view.city_owner.get(h, -1)
    return owner if owner >= 0 else None


def _hex_text(view: WKState, bd: Any, occ: mv.Occ, h: Hex) -> str:
    name = bd.hex_name(h)
    where = hx(h) if name.startswith("(") else f"{name} {hx(h)}"
    bits = [names.terrain(bd.terrain[h])]
    c = bd.cities.get(h)
    if c is not None:
        bits.append(_("city {gp} GP", gp=c.value))
    if h in bd.circles:
        bits.append(_("circle"))
    if mv.at_war(view, occ.get(h, {})):
        bits.append(_("BATTLE"))
    return f"{where} · {', '.join(bits)}"


def _piece(view: WKState, uid: str) -> Piece:
    u = view.units[uid]
    s = u[OWN]
    if u[BLK] == UNKNOWN:
        return Piece(_("{army} block", army=names.seat_army(view, s)), "block", None, True,
                     _("hidden (fog of war)"), s)
    blk = BLOCKS[u[BLK]]
    flags = []
    if u[FL] & MOVED:
        flags.append(_("moved"))
    if u[FL] & PINNED:
        flags.append(_("pinned"))
    if u[FL] & RESERVE:
        flags.append(_("reserve"))
    ability = f", {_ability(blk.ability)}" if blk.ability else ""
    arts = [names.artifact(a[0]) for a in view.arts.values() if a[2] == uid and a[0] in ARTIFACTS]
    carry = _(", carries {artifacts}", artifacts=", ".join(arts)) if arts else ""
    detail = _("{rating}, strength {st}/{max}, move {ma}", rating=blk.rating, st=u[STR], max=blk.max,
               ma=blk.ma) + ability + carry
    if flags:
        detail += " (" + ", ".join(flags) + ")"
    return Piece(f"{uid} {_(blk.name)}", "block", u[STR], False, detail, s)


def prompt(state: WKState, seat: int) -> str:
    """What the deciding seat reads: its decision on the stack, else its phase's turn."""
    if state.result is not None or seat not in legal.to_act(state):
        return ""
    bd = mv.board(state)
    if state.pending:
        top = state.pending[-1]
        kind = top.kind
        if kind in PROMPTS:
            return _(PROMPTS[kind])
        if kind == "capital":
            return _("Choose the capital of the {army}: all five blocks start there.",
                     army=names.army(top.army))
        if kind == "pin":
            return _.n("Enemy units attacked {place}: choose {count} of your units there "
                       "to be pinned (they may not move this turn).",
                       "Enemy units attacked {place}: choose {count} of your units there "
                       "to be pinned (they may not move this turn).",
                       top.left, place=bd.hex_name(top.hex))
        if kind == "heal":
            return _.n("Heal: give {count} step to your units at {place}.",
                       "Heal: give {count} steps to your units at {place}.", top.left, place=bd.hex_name(top.hex))
        if kind == "hits":
            return _("Your units take hits ({left} left): each hit goes to your strongest unit; "
                     "choose which of the tied units loses a step.", left=top.left)
        if kind == "withdraw":
            return words.first_up(_("{unit} must retreat: choose the hex it retreats to.",
                                    unit=words.unit(state, top.unit, seat)))
        return _("Decide.")
    if state.phase == "deploy":
        left = state.budget[seat] if seat < len(state.budget) else 0
        return _("Build your army: {gp} GP left of your budget. Every city on your map needs "
                 "at least one unit. Costs are per step.", gp=left)
    if state.phase == "move":
        return _("Your movement turn: move any of your units (each once), then end your turn. "
                 "Units entering an enemy hex stop and will fight.")
    if state.phase == "combat" and state.battle is not None:
        b = state.battle
        g = combat.current_group(state)
        pursuit = b["round"] >= combat.PURSUIT_ROUND
        attacker = combat.side_index(state, seat) == 0
        place = bd.hex_name(b["hex"])
        if pursuit:
            text = (_("Battle at {place}, pursuit round; you are the attacker.", place=place) if attacker else
                    _("Battle at {place}, pursuit round; you are the defender.", place=place))
        else:
            text = (_("Battle at {place}, round {n}; you are the attacker.", place=place, n=b["round"])
                    if attacker else
                    _("Battle at {place}, round {n}; you are the defender.", place=place, n=b["round"]))
        if g is not None:
            letters = ["A+", "A", "B+", "B", "C", "D"]
            text += " " + _("Your {letter} units act now: choose one action for each.",
                            letter=letters[g[0]] if g[0] < len(letters) else "")
        if pursuit and attacker:
            text += " " + _("After three rounds the attacker must retreat.")
        elif b["round"] == 1:
            text += " " + _("No retreats in round 1.")
        return text
    if state.phase == "build":
        gold = sum(v for v in state.gold.values() if v > 0)
        return _("Build phase: spend each city's gold in that city ({gp} GP in all) on new units or "
                 "steps; give up the gold you do not want to keep, then finish building: the rest is stored "
                 "as gold tokens.", gp=gold)
    return ""


def tally(state: WKState) -> dict[str, float]:
    if any(a not in ARMIES for a in state.armies):
        return {}   # armies still being picked: the chart's series are named after them
    occ = mv.occupancy(state)
    return {_("{army} GP", army=names.seat_army(state, s)): float(sc.controlled_value(state, s, occ))
            for s in range(state.players)}
