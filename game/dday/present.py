"""What the generic table shows: the prompt above the buttons and the summary (design.md
presentation). Everything here reads a state or a view and changes nothing; no generator is used
(views carry a fixed one)."""

from __future__ import annotations

from game.core.summary import Piece, Section, Value, Zone
from game.dday.common import (
    bmap,
    def_list_value,
    general_in_play,
    is_bunker,
    prop,
    recruitable,
    sector_rec,
    specialist_cost,
    training,
)
from game.dday.data import (
    COLOURS,
    COURAGE,
    FACES,
    ITEM_COST,
    MAX_ROLLS,
    ONE,
    PLAYER_COLOURS,
    SPECIALIST_COST,
    TOOL,
    VEHICLES,
)
from game.dday.state import ACTIVE, ANY_COLOUR, SAFE, DDayState, Unit
from game.dday.tr import N_, _

PHASE_SHORT = {"start": N_("Landing"), "roll": N_("Roll"), "post": N_("After roll"), "upkeep": N_("Upkeep"),
               "recruit": N_("Recruit"), "move": N_("Move"), "combat": N_("Combat")}
# the tags of casualty events (kept in English in the state, translated when shown)
LOSS_TAGS = (N_("combat"), N_("special damage"), N_("minefield"), N_("four of a kind"), N_("the ambush"))
DIE_FACE = ("Sk", "St", "1S", "2S", "Co", "To")  # short face names drawn on the dice
D6_PURPOSE = {"mine": N_("the minefield"), "table": N_("the sector's random property"),
              "gain": N_("soldiers on entry"), "gammon": N_("the Gammon Bomb")}
LEVEL_NAMES = {"exercise": N_("exercise level"), "basic": N_("basic level"), "advanced": N_("advanced level")}
COMBAT_DIE = {"mgf": N_("machine-gun fire"), "mortar": N_("mortar fire"), "booby": N_("booby traps")}


def player(state: DDayState, seat: int) -> str:
    return _("Player {n} ({colour})", n=seat + 1, colour=_(PLAYER_COLOURS[seat]))


def result_name(code: int) -> str:
    """A die or virtual result in words: "Red Skull", "colourless Tool", "any-colour Skull"."""
    colour, face = code // 6, code % 6
    if colour == ANY_COLOUR:
        return _("{face} (colour to choose)", face=_(FACES[face]))
    return _("{colour} {face}", colour=_(COLOURS[colour]), face=_(FACES[face]))


def die_face(code: int, locked: bool) -> str:
    """What a die shows on the table: colour letter and face ("RSk", "W2S"), * when locked."""
    return "RWB"[code // 6] + DIE_FACE[code % 6] + ("*" if locked else "")


def dice_text(u: Unit) -> str:
    """"1 Red Skull (locked), 2 Red Star, ..." with the die numbers the actions use."""
    parts = []
    for i, d in enumerate(u.dice):
        if i == u.aside:
            continue
        parts.append(f"{i + 1} {result_name(d)}" + (_(" (locked)") if u.locked[i] else ""))
    text = ", ".join(parts)
    if u.virt:
        text += _("; added: {list}", list=", ".join(result_name(v) for v in u.virt))
    return text


def stay_limit(state: DDayState, u: Unit) -> str:
    if prop(state, u.sector, "no_limit"):
        return _("no limit here")
    if u.must_move:
        return _("must move this turn")
    return _("turn {n} of 3 here", n=u.stay)


def stay_short(state: DDayState, u: Unit) -> str:
    if prop(state, u.sector, "no_limit"):
        return _("no limit")
    if u.must_move:
        return _("must move")
    return _("{n} of 3", n=u.stay)


def defence_now(state: DDayState, u: Unit) -> str:
    """DEF of the unit's sector at its current chevron, with the MGF dice (display only)."""
    if not u.sector:
        return "-"
    from game.dday.combat import mgf_count, reductions

    rec = sector_rec(state, u.sector)
    base = def_list_value(rec["def"], u.stay)
    text = str(base)
    red = reductions(state, u.sector)
    if red:
        text += _(" (-{n} this turn)", n=red)
    k = mgf_count(state, u.sector)
    if k:
        text += f" + {k}d6"
    return text


def move_costs(state: DDayState, u: Unit) -> str:
    """Each legal destination with its courage cost, for the move prompt."""
    from game.dday.movement import legal_moves, line_cost

    out: dict[str, str] = {}
    for m in legal_moves(state, u):
        if m.dest in out:
            continue
        cost = line_cost(state, u.sector, m.dest)
        if cost and "Platoon Leader" in u.specs:
            cost -= 1
        if u.bc_move:
            cost = 0
        name = _("the bunker") if is_bunker(state, m.dest) else _("sector {sector}", sector=m.dest)
        notes = [_("{n} courage", n=cost) if cost else _("free")]
        bm = bmap(state)
        line = (u.sector, m.dest) if u.sector < m.dest else (m.dest, u.sector)
        mined = line in bm.mines and state.level != "exercise"
        if mined and "Minesweeper" not in u.specs and not u.t.get("detector"):
            notes.append(_("minefield: lose 1d6"))
        if u.vehicle and (line in bm.mines or is_bunker(state, m.dest) or sector_rec(state, m.dest).get("climb")):
            notes.append(_("leaves the {name} behind", name=_(u.vehicle)))
        out[m.dest] = f"{name} ({', '.join(notes)})"
    return ", ".join(out.values())


def prompt(state: DDayState, seat: int) -> str:
    from game.dday.rules import RULES

    if state.result is not None:
        return ""
    acting = RULES.to_act(state)
    if seat not in acting:
        if not acting:
            return ""
        return _("Waiting for {player}: {doing}.", player=player(state, acting[0]), doing=_doing(state, acting[0]))
    return _what(state, seat)


def _doing(state: DDayState, seat: int) -> str:
    """What another seat is deciding, in a few words."""
    if state.losses:
        return _("taking casualties")
    req = (state.request or {}).get("kind")
    if req:
        return _({"bino": N_("Binoculars on the dice?"), "presson": N_("press on or leave the battle?"),
                  "join": N_("join a move?"), "help": N_("asked for help by a stuck unit"),
                  "wc": N_("answering a War Correspondent offer"),
                  "swap": N_("answering a Lieutenant dice swap")}.get(req, N_("answering")))
    return _({"start": N_("choosing a landing sector"), "roll": N_("rolling dice"),
              "post": N_("using the final roll"), "upkeep": N_("resolving the roll"),
              "recruit": N_("recruiting and finding items"), "move": N_("moving"),
              "combat": N_("in combat")}.get(state.phase, N_("deciding")))


def _what(state: DDayState, seat: int) -> str:
    u = state.units[seat]
    if state.losses:
        e = state.losses[0]
        if e["kind"] == "specialist":
            return _("Special damage: your unit loses 1 specialist ({tag}). Choose which one"
                     " (or save him if you can).", tag=_(e["tag"]))
        saves = (_(" You may first use a save (Medic, Hero, Paratrooper …) or an item.")
                 if _choices(state, seat) > 2 else "")
        return _("Casualties ({tag}): your unit must lose {n}. Take them from your"
                 " {soldiers} plain soldiers or name a specialist to fall.{saves}",
                 tag=_(e["tag"]), n=e["n"], soldiers=u.soldiers, saves=saves)
    if state.request:
        return _request(state, u)
    ph = state.phase
    if ph == "start":
        return _("Choose the sector where your unit lands.")
    if ph == "roll":
        return _roll(state, u)
    if ph == "post":
        return _("Your final roll: {dice}. Before upkeep you may use abilities, items and"
                 " decorations on it (decorations only now), swap dice or trade; pass when done.",
                 dice=dice_text(u))
    if ph == "upkeep":
        return _upkeep(state, u)
    if ph == "recruit":
        return _("Recruit at most 1 specialist (you have {stars}), find 1 item"
                 " ({points}), buy a decoration (6 courage; you have"
                 " {courage}) or trade. Pass when done.",
                 stars=_.n("{count} star", "{count} stars", u.stars),
                 points=_.n("{count} equipment point", "{count} equipment points", u.points),
                 courage=u.courage)
    if ph == "move":
        moves = move_costs(state, u)
        where = _("You are in sector {sector}, {limit}.", sector=u.sector, limit=stay_limit(state, u))
        if u.must_move:
            head = (_("Your unit must move now (or sacrifice the Point Man to stay).")
                    if "Point Man" in u.specs else _("Your unit must move now."))
        else:
            head = _("Move to a neighbouring sector, or stay.")
        cry = _(" Battle Cry: this move is free and ignores requirements.") if u.bc_move else ""
        if prop(state, u.sector, "climb"):
            from game.dday.movement import climb_ok

            cry += (_(" The climb succeeded: you may advance.") if climb_ok(state, u)
                    else _(" The climb failed this turn (fewer than 4 skulls): no advance."))
        if moves:
            return f"{head} {where}{cry} " + _("You can reach: {moves}.", moves=moves)
        if not u.must_move:   # nothing to reach, and nothing forces the unit on: it stays
            return f"{head} {where}{cry} " + _.n(
                "No sector can be reached now (you have {count} courage): your unit stays.",
                "No sector can be reached now (you have {count} courage): your unit stays.", u.courage)
        return f"{head} {where}{cry} " + _(
            "No sector can be reached now (you have {courage} courage;"
            " visited sectors, requirements and barricades also bar the way). Ask a unit you"
            " can trade with for help, use an item, wait, or give up (the unit is lost).", courage=u.courage)
    if ph == "combat":
        c = state.combat
        s = c["sectors"][c["i"]] if c.get("sectors") and c["i"] < len(c["sectors"]) else u.sector
        where = _("the bunker") if is_bunker(state, s) else _("sector {sector}", sector=s)
        if c.get("step") == "pre":
            return _("Combat in {where} (defence {defence}, d6 = machine-gun fire). Before the machine-gun roll"
                     " you may play a Grenade or Mortar, sacrifice a Grenadier or use items; pass when done.",
                     where=where, defence=defence_now(state, u))
        from game.dday.combat import casualties

        fire = _("machine-gun fire {n}; ", n=c["mgf"]) if c.get("mgf") else ""
        return _("Combat in {where}: {fire}you are about to lose"
                 " {n}. Trade or use items before the casualties; pass when done.",
                 where=where, fire=fire, n=casualties(state, u, s))
    return ""


def _choices(state: DDayState, seat: int) -> int:
    from game.dday.rules import RULES

    return len(RULES.legal_actions(state, seat))


def _request(state: DDayState, u: Unit) -> str:
    req = state.request or {}
    kind = req.get("kind")
    if kind == "bino":
        d = state.d6 or {"dice": [], "kind": ""}
        if d.get("kind") == "combat":
            dice = ", ".join(_("d6 #{n} {what} {value}", n=i + 1, what=_(COMBAT_DIE[w]), value=v)
                             for i, (v, w) in enumerate(zip(d["dice"], d["what"])))
        else:
            dice = ", ".join(_("d6 #{n} shows {value}", n=i + 1, value=v) for i, v in enumerate(d["dice"]))
            dice = f"{_(D6_PURPOSE.get(d.get('kind', ''), N_('a d6')))}: {dice}"
        return _("The dice are rolled — {dice}. Use your Binoculars to change one die, or pass.", dice=dice)
    if kind == "presson":
        return _("Your unit has taken the Merville bunker. Press on towards the Sword bunker, or leave the"
                 " battle safe?")
    if kind == "join":
        who = player(state, next((o.seat for o in state.units if o.sector == req["dest"] and o is not u
                                  and o.t.get("moved")), u.seat))
        return _("{who} moves from sector {src} to sector {dest}. Join the move (paying your"
                 " own courage), or not?", who=who, src=req["src"], dest=req["dest"])
    if kind == "help":
        o = state.units[req["from"]]
        return _("{who} must move and cannot (it has {courage} courage): it is"
                 " lost unless you give it what it lacks (courage, a Whistle ...). Give, then pass.",
                 who=player(state, o.seat), courage=o.courage)
    if kind == "wc":
        o = state.units[req["from"]]
        return _("{who} sacrifices the War Correspondent to swap sectors: you would go to"
                 " sector {theirs} and they to sector {yours}. Accept?",
                 who=player(state, o.seat), theirs=o.sector, yours=u.sector)
    if kind == "swap":
        o = state.units[req["from"]]
        return _("Lieutenant: {who} offers its die {n}"
                 " ({theirs}) for your die {m}"
                 " ({yours}). Accept?", who=player(state, o.seat), n=req["die"] + 1,
                 theirs=result_name(o.dice[req["die"]]), m=req["their"] + 1,
                 yours=result_name(u.dice[req["their"]]))
    return ""


def _roll(state: DDayState, u: Unit) -> str:
    if u.rolls == 0:
        if prop(state, u.sector, "five_dice") and u.aside < 0:
            return _("Only 5 dice are rolled here: choose one die to set aside this turn.")
        return _("Roll your dice.")
    from game.dday.rolling import lock_count

    need = lock_count(state, u) - sum(u.locked)
    if need > 0:
        return _.n("Your roll: {dice}. Lock {count} more die: locked dice cannot be re-rolled this turn.",
                   "Your roll: {dice}. Lock {count} more dice: locked dice cannot be re-rolled this turn.",
                   need, dice=dice_text(u))
    left = MAX_ROLLS - u.rolls
    return _.n("Your roll: {dice}. Choose dice to re-roll ({count} re-roll left), or keep this as your final"
               " roll.{notes}",
               "Your roll: {dice}. Choose dice to re-roll ({count} re-rolls left), or keep this as your final"
               " roll.{notes}", left, dice=dice_text(u), notes=_roll_notes(state, u))


def _roll_notes(state: DDayState, u: Unit) -> str:
    notes = []
    if prop(state, u.sector, "climb"):
        notes.append(_("Climbing: you need 4 skulls in the final roll to advance."))
    if prop(state, u.sector, "no_reroll_skulls"):
        notes.append(_("Skulls cannot be re-rolled here."))
    return (" " + " ".join(notes)) if notes else ""


def _upkeep(state: DDayState, u: Unit) -> str:
    up = state.up or {}
    step = up.get("step")
    roll = _("Final roll: {dice}. ", dice=dice_text(u))
    if step == "colour":
        v = next((v for v in u.virt if v // 6 == ANY_COLOUR), 0)
        return roll + _("Choose the colour of the added {face} (it may complete a red-white-blue triple).",
                        face=_(FACES[v % 6]))
    if step == "lead":
        return roll + _("Leadership (red-white-blue stars): add a White result of your choice to the roll,"
                        " or give 2 courage to another unit.")
    if step == "straight":
        return roll + _("A straight (all six faces)! Choose a decoration.")
    if step == "cancel":
        k = up.get("skulls", 0)
        sharp = (_(" Your Sharpshooter may ignore one skull.")
                 if "Sharpshooter" in u.specs and not up.get("sharp") else "")
        return roll + _.n("{count} skull to resolve: choose the result each skull cancels.{sharp}",
                          "{count} skulls to resolve: choose the result each skull cancels.{sharp}", k, sharp=sharp)
    if step == "bonus" and up.get("pending"):
        f = up["pending"][0]
        if f == ONE:
            return roll + _("Reinforcements: +4 soldiers for you and +4 for another unit: choose the unit.")
        if f == COURAGE:
            return roll + _("Battle Cry: take +3 soldiers, or make this turn's move free of courage and"
                            " requirements.")
        if f == TOOL:
            return roll + _("Special Find: take an item of your choice from the discard pile in phase 3"
                            " (paying its cost), or +2 stars.")
    return roll + _("Resolve your roll.")


# ---------------------------------------------------------------- summary
def summary(view: DDayState) -> list[Section]:
    bm = bmap(view)
    battle: list[Value | Zone] = [
        Value(_("Turn"), view.turn),
        Value(_("Phase"), _(PHASE_SHORT.get(view.phase, view.phase))),
    ]
    if general_in_play(view):
        battle.append(Value(_("General in play"), _("lock 1 die")))
    if not training(view) or view.level == "basic":
        battle.append(Zone(_("Unique specialists (cost in stars)"), tuple(
            Piece(f"{_(n)} ({SPECIALIST_COST[n]})", "card",
                  detail=_.n("{count} star", "{count} stars", SPECIALIST_COST[n]))
            for n in view.spec_pool)))
    if view.level == "advanced":
        battle.append(Zone(_("Items to find (cost in points)"), tuple(
            Piece(f"{_(n)} ({ITEM_COST[n]})", "card", detail=_.n("{count} point", "{count} points", ITEM_COST[n]))
            for n in view.item_pool)))
        battle.append(Zone(_("Item discard pile"), tuple(Piece(_(n), "card") for n in view.item_discard)))
        battle.append(Zone(_("Decoration deck"), (), None, len(view.deco_deck)))
        battle.append(Zone(_("Vehicles (cost in points)"), tuple(
            Piece(f"{_(n)} ({VEHICLES[n]})", "card", detail=_.n("{count} point", "{count} points", VEHICLES[n]))
            for n in view.vehicle_pool)))
    if len(bm.bunkers) > 1:
        battle.append(Value(_("Bunkers captured"), ", ".join(view.captured) or _("none")))
    if view.silenced:
        battle.append(Value(_("Machine guns silenced"), ", ".join(view.silenced)))
    if view.random_props:
        from game.dday.maps import RANDOM_TABLE

        battle.append(Value(_("Random sectors"), "; ".join(
            f"{s}: {_(RANDOM_TABLE[p[0]][int(p[1]) - 1])[3:]}" for s, p in sorted(view.random_props.items()))))
    for b, lst in sorted(view.beside.items()):
        if lst:
            battle.append(Zone(_("Beside bunker {bunker} (-1 DEF each)", bunker=b),
                               tuple(Piece(_(e.split(":", 1)[1]), "card") for e in lst)))
    title = f"{bm.id} {_(bm.name)}"
    if view.map_id == "N-01":
        title += " (" + _(LEVEL_NAMES.get(view.level, view.level)) + ")"
    out = [Section(title, tuple(battle))]
    for u in view.units:
        out.append(Section(player(view, u.seat), unit_entries(view, u), u.seat))
    return out


def unit_entries(view: DDayState, u: Unit) -> tuple[Value | Zone, ...]:
    seat = u.seat
    if u.status != ACTIVE:
        status = _("safe in the bunker") if u.status == SAFE else _("destroyed")
        return (Value(_("Status"), status, seat), Value(_("Last sector"), u.sector or "-", seat),
                Value(_("Decorations gained"), u.decos_gained, seat))
    entries: list[Value | Zone] = [
        Value(_("Sector"), u.sector or "-", seat),
        Value(_("Turns here"), stay_short(view, u) if u.sector else "-", seat),
        Value(_("Defence"), defence_now(view, u), seat),
        Value(_("Soldiers"), u.soldiers, seat),
        Value(_("Courage"), u.courage, seat),
        Value(_("Stars"), u.stars, seat),
        Value(_("Equipment points"), u.points, seat),
    ]
    if u.bc_move:
        entries.append(Value(_("Battle Cry"), _("free move"), seat))
    dice = tuple(Piece(f"{i + 1}. {result_name(d)}", "die", die_face(d, u.locked[i]),
                       detail=_("locked") if u.locked[i] else "")
                 for i, d in enumerate(u.dice) if i != u.aside)
    notes = []
    if any(u.locked):
        notes.append(_("locked*: {list}", list=", ".join(str(i + 1) for i, x in enumerate(u.locked) if x)))
    if u.aside >= 0:
        notes.append(_("die {n} set aside", n=u.aside + 1))
    entries.append(Zone(_("Dice") + (f" ({'; '.join(notes)})" if notes else ""), dice, seat))
    if u.virt:
        entries.append(Zone(_("Added results"), tuple(Piece(result_name(v), "token") for v in u.virt), seat))
    if u.pool:
        entries.append(Zone(_("Lieutenant trade pool"), tuple(
            Piece(f"{i + 1}. {result_name(d)}", "die", die_face(d, False)) for i, d in enumerate(u.pool)), seat))
    entries.append(Zone(_("Specialists"), tuple(Piece(_(n), "card") for n in u.specs), seat))
    if u.dead:
        entries.append(Zone(_("Fallen specialists"), tuple(Piece(_(n), "card") for n in u.dead), seat))
    entries.append(Zone(_("Items"), tuple(Piece(_(n), "card") for n in u.items), seat))
    if u.vehicle:
        entries.append(Zone(_("Vehicle"), (Piece(_(u.vehicle), "card"),), seat))
    entries.append(Zone(_("Decorations"), tuple(Piece(_(n), "card") for n in u.decos), seat))
    if view.level != "exercise":
        entries.append(Zone(_("Can recruit (cost in stars)"), tuple(
            Piece(f"{_(n)} ({specialist_cost(u, n)})", "card",
                  detail=_.n("{count} star", "{count} stars", specialist_cost(u, n)))
            for n in recruitable(view, u) if n in u.hand), seat))
    return tuple(entries)

