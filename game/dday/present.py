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

PHASE_SHORT = {"start": "Landing", "roll": "Roll", "post": "After roll", "upkeep": "Upkeep",
               "recruit": "Recruit", "move": "Move", "combat": "Combat"}
DIE_FACE = ("Sk", "St", "1S", "2S", "Co", "To")  # short face names drawn on the dice
D6_PURPOSE = {"mine": "the minefield", "table": "the sector's random property", "gain": "soldiers on entry",
              "gammon": "the Gammon Bomb"}
COMBAT_DIE = {"mgf": "machine-gun fire", "mortar": "mortar fire", "booby": "booby traps"}


def player(state: DDayState, seat: int) -> str:
    return f"Player {seat + 1} ({PLAYER_COLOURS[seat]})"


def result_name(code: int) -> str:
    """A die or virtual result in words: "Red Skull", "colourless Tool", "any-colour Skull"."""
    colour, face = code // 6, code % 6
    if colour == ANY_COLOUR:
        return f"{FACES[face]} (colour to choose)"
    return f"{COLOURS[colour]} {FACES[face]}"


def die_face(code: int, locked: bool) -> str:
    """What a die shows on the table: colour letter and face ("RSk", "W2S"), * when locked."""
    return "RWB"[code // 6] + DIE_FACE[code % 6] + ("*" if locked else "")


def dice_text(u: Unit) -> str:
    """"1 Red Skull (locked), 2 Red Star, ..." with the die numbers the actions use."""
    parts = []
    for i, d in enumerate(u.dice):
        if i == u.aside:
            continue
        parts.append(f"{i + 1} {result_name(d)}" + (" (locked)" if u.locked[i] else ""))
    text = ", ".join(parts)
    if u.virt:
        text += "; added: " + ", ".join(result_name(v) for v in u.virt)
    return text


def stay_limit(state: DDayState, u: Unit) -> str:
    if prop(state, u.sector, "no_limit"):
        return "no limit here"
    if u.must_move:
        return "must move this turn"
    return f"turn {u.stay} of 3 here"


def stay_short(state: DDayState, u: Unit) -> str:
    if prop(state, u.sector, "no_limit"):
        return "no limit"
    if u.must_move:
        return "must move"
    return f"{u.stay} of 3"


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
        text += f" (-{red} this turn)"
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
        name = "the bunker" if is_bunker(state, m.dest) else f"sector {m.dest}"
        notes = [f"{cost} courage" if cost else "free"]
        bm = bmap(state)
        line = (u.sector, m.dest) if u.sector < m.dest else (m.dest, u.sector)
        mined = line in bm.mines and state.level != "exercise"
        if mined and "Minesweeper" not in u.specs and not u.t.get("detector"):
            notes.append("minefield: lose 1d6")
        if u.vehicle and (line in bm.mines or is_bunker(state, m.dest) or sector_rec(state, m.dest).get("climb")):
            notes.append(f"leaves the {u.vehicle} behind")
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
        return f"Waiting for {player(state, acting[0])}: {_doing(state, acting[0])}."
    return _what(state, seat)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _doing(state: DDayState, seat: int) -> str:
    """What another seat is deciding, in a few words."""
    if state.losses:
        return "taking casualties"
    req = (state.request or {}).get("kind")
    if req:
        return {"bino": "Binoculars on the dice?", "presson": "press on or leave the battle?",
                "join": "join a move?", "help": "asked for help by a stuck unit",
                "wc": "answering a War Correspondent offer",
                "swap": "answering a Lieutenant dice swap"}.get(req, "answering")
    return {"start": "choosing a landing sector", "roll": "rolling dice", "post": "using the final roll",
            "upkeep": "resolving the roll", "recruit": "recruiting and finding items",
            "move": "moving", "combat": "in combat"}.get(state.phase, "deciding")


def _what(state: DDayState, seat: int) -> str:
    u = state.units[seat]
    if state.losses:
        e = state.losses[0]
        if e["kind"] == "specialist":
            return (f"Special damage: your unit loses 1 specialist ({e['tag']}). Choose which one"
                    " (or save him if you can).")
        saves = (" You may first use a save (Medic, Hero, Paratrooper …) or an item."
                 if _choices(state, seat) > 2 else "")
        return (f"Casualties ({e['tag']}): your unit must lose {e['n']}. Take them from your"
                f" {u.soldiers} plain soldiers or name a specialist to fall.{saves}")
    if state.request:
        return _request(state, u)
    ph = state.phase
    if ph == "start":
        return "Choose the sector where your unit lands."
    if ph == "roll":
        return _roll(state, u)
    if ph == "post":
        return (f"Your final roll: {dice_text(u)}. Before upkeep you may use abilities, items and"
                " decorations on it (decorations only now), swap dice or trade; pass when done.")
    if ph == "upkeep":
        return _upkeep(state, u)
    if ph == "recruit":
        return (f"Recruit at most 1 specialist (you have {_plural(u.stars, 'star')}), find 1 item"
                f" ({_plural(u.points, 'equipment point')}), buy a decoration (6 courage; you have"
                f" {u.courage}) or trade. Pass when done.")
    if ph == "move":
        moves = move_costs(state, u)
        where = f"You are in sector {u.sector}, {stay_limit(state, u)}."
        if u.must_move:
            head = "Your unit must move now" + (" (or sacrifice the Point Man to stay)"
                                                if "Point Man" in u.specs else "") + "."
        else:
            head = "Move to a neighbouring sector, or stay."
        cry = " Battle Cry: this move is free and ignores requirements." if u.bc_move else ""
        if prop(state, u.sector, "climb"):
            from game.dday.movement import climb_ok

            cry += (" The climb succeeded: you may advance." if climb_ok(state, u)
                    else " The climb failed this turn (fewer than 4 skulls): no advance.")
        if moves:
            return f"{head} {where}{cry} You can reach: {moves}."
        return (f"{head} {where}{cry} No sector can be reached now (you have {u.courage} courage;"
                " visited sectors, requirements and barricades also bar the way). Ask a unit you"
                " can trade with for help, use an item, wait, or give up (the unit is lost).")
    if ph == "combat":
        c = state.combat
        s = c["sectors"][c["i"]] if c.get("sectors") and c["i"] < len(c["sectors"]) else u.sector
        where = "the bunker" if is_bunker(state, s) else f"sector {s}"
        if c.get("step") == "pre":
            return (f"Combat in {where} (defence {defence_now(state, u)}, d6 = machine-gun fire). Before the machine-gun roll"
                    " you may play a Grenade or Mortar, sacrifice a Grenadier or use items; pass when done.")
        from game.dday.combat import casualties

        fire = f"machine-gun fire {c['mgf']}; " if c.get("mgf") else ""
        return (f"Combat in {where}: {fire}you are about to lose"
                f" {casualties(state, u, s)}. Trade or use items before the casualties; pass when done.")
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
            dice = ", ".join(f"d6 #{i + 1} {COMBAT_DIE[w]} {v}" for i, (v, w) in enumerate(zip(d["dice"], d["what"])))
        else:
            dice = ", ".join(f"d6 #{i + 1} shows {v}" for i, v in enumerate(d["dice"]))
            dice = f"{D6_PURPOSE.get(d.get('kind', ''), 'a d6')}: {dice}"
        return f"The dice are rolled — {dice}. Use your Binoculars to change one die, or pass."
    if kind == "presson":
        return ("Your unit has taken the Merville bunker. Press on towards the Sword bunker, or leave the"
                " battle safe?")
    if kind == "join":
        who = player(state, next((o.seat for o in state.units if o.sector == req["dest"] and o is not u
                                  and o.t.get("moved")), u.seat))
        return (f"{who} moves from sector {req['src']} to sector {req['dest']}. Join the move (paying your"
                " own courage), or not?")
    if kind == "help":
        o = state.units[req["from"]]
        return (f"{player(state, o.seat)} must move and cannot (it has {o.courage} courage): it is"
                " lost unless you give it what it lacks (courage, a Whistle ...). Give, then pass.")
    if kind == "wc":
        o = state.units[req["from"]]
        return (f"{player(state, o.seat)} sacrifices the War Correspondent to swap sectors: you would go to"
                f" sector {o.sector} and they to sector {u.sector}. Accept?")
    if kind == "swap":
        o = state.units[req["from"]]
        return (f"Lieutenant: {player(state, o.seat)} offers its die {req['die'] + 1}"
                f" ({result_name(o.dice[req['die']])}) for your die {req['their'] + 1}"
                f" ({result_name(u.dice[req['their']])}). Accept?")
    return ""


def _roll(state: DDayState, u: Unit) -> str:
    if u.rolls == 0:
        if prop(state, u.sector, "five_dice") and u.aside < 0:
            return "Only 5 dice are rolled here: choose one die to set aside this turn."
        return "Roll your dice."
    from game.dday.rolling import lock_count

    need = lock_count(state, u) - sum(u.locked)
    if need > 0:
        return (f"Your roll: {dice_text(u)}. Lock {need} more {'die' if need == 1 else 'dice'}: locked"
                " dice cannot be re-rolled this turn.")
    left = MAX_ROLLS - u.rolls
    return (f"Your roll: {dice_text(u)}. Choose dice to re-roll ({left} re-roll{'s' if left != 1 else ''}"
            f" left), or keep this as your final roll.{_roll_notes(state, u)}")


def _roll_notes(state: DDayState, u: Unit) -> str:
    notes = []
    if prop(state, u.sector, "climb"):
        notes.append("Climbing: you need 4 skulls in the final roll to advance.")
    if prop(state, u.sector, "no_reroll_skulls"):
        notes.append("Skulls cannot be re-rolled here.")
    return (" " + " ".join(notes)) if notes else ""


def _upkeep(state: DDayState, u: Unit) -> str:
    up = state.up or {}
    step = up.get("step")
    roll = f"Final roll: {dice_text(u)}. "
    if step == "colour":
        v = next((v for v in u.virt if v // 6 == ANY_COLOUR), 0)
        return roll + f"Choose the colour of the added {FACES[v % 6]} (it may complete a red-white-blue triple)."
    if step == "lead":
        return roll + ("Leadership (red-white-blue stars): add a White result of your choice to the roll,"
                       " or give 2 courage to another unit.")
    if step == "straight":
        return roll + "A straight (all six faces)! Choose a decoration."
    if step == "cancel":
        k = up.get("skulls", 0)
        sharp = " Your Sharpshooter may ignore one skull." if "Sharpshooter" in u.specs and not up.get("sharp") else ""
        return roll + f"{k} skull{'s' if k != 1 else ''} to resolve: choose the result each skull cancels.{sharp}"
    if step == "bonus" and up.get("pending"):
        f = up["pending"][0]
        if f == ONE:
            return roll + "Reinforcements: +4 soldiers for you and +4 for another unit: choose the unit."
        if f == COURAGE:
            return roll + ("Battle Cry: take +3 soldiers, or make this turn's move free of courage and"
                           " requirements.")
        if f == TOOL:
            return roll + ("Special Find: take an item of your choice from the discard pile in phase 3"
                           " (paying its cost), or +2 stars.")
    return roll + "Resolve your roll."


# ---------------------------------------------------------------- summary
def summary(view: DDayState) -> list[Section]:
    bm = bmap(view)
    battle: list[Value | Zone] = [
        Value("Turn", view.turn),
        Value("Phase", PHASE_SHORT.get(view.phase, view.phase)),
    ]
    if general_in_play(view):
        battle.append(Value("General in play", "lock 1 die"))
    if not training(view) or view.level == "basic":
        battle.append(Zone("Unique specialists (cost in stars)", tuple(
            Piece(f"{n} ({SPECIALIST_COST[n]})", "card", detail=f"{SPECIALIST_COST[n]} stars")
            for n in view.spec_pool)))
    if view.level == "advanced":
        battle.append(Zone("Items to find (cost in points)", tuple(
            Piece(f"{n} ({ITEM_COST[n]})", "card", detail=f"{ITEM_COST[n]} points") for n in view.item_pool)))
        battle.append(Zone("Item discard pile", tuple(Piece(n, "card") for n in view.item_discard)))
        battle.append(Zone("Decoration deck", (), None, len(view.deco_deck)))
        battle.append(Zone("Vehicles (cost in points)", tuple(
            Piece(f"{n} ({VEHICLES[n]})", "card", detail=f"{VEHICLES[n]} points") for n in view.vehicle_pool)))
    if len(bm.bunkers) > 1:
        battle.append(Value("Bunkers captured", ", ".join(view.captured) or "none"))
    if view.silenced:
        battle.append(Value("Machine guns silenced", ", ".join(view.silenced)))
    if view.random_props:
        from game.dday.maps import RANDOM_TABLE

        battle.append(Value("Random sectors", "; ".join(
            f"{s}: {RANDOM_TABLE[p[0]][int(p[1]) - 1][3:]}" for s, p in sorted(view.random_props.items()))))
    for b, lst in sorted(view.beside.items()):
        if lst:
            battle.append(Zone(f"Beside bunker {b} (-1 DEF each)",
                               tuple(Piece(e.split(":", 1)[1], "card") for e in lst)))
    title = f"{bm.id} {bm.name}" + (f" ({view.level} level)" if view.map_id == "N-01" else "")
    out = [Section(title, tuple(battle))]
    for u in view.units:
        out.append(Section(player(view, u.seat), unit_entries(view, u), u.seat))
    return out


def unit_entries(view: DDayState, u: Unit) -> tuple[Value | Zone, ...]:
    seat = u.seat
    if u.status != ACTIVE:
        status = "safe in the bunker" if u.status == SAFE else "destroyed"
        return (Value("Status", status, seat), Value("Last sector", u.sector or "-", seat),
                Value("Decorations gained", u.decos_gained, seat))
    entries: list[Value | Zone] = [
        Value("Sector", u.sector or "-", seat),
        Value("Turns here", stay_short(view, u) if u.sector else "-", seat),
        Value("Defence", defence_now(view, u), seat),
        Value("Soldiers", u.soldiers, seat),
        Value("Courage", u.courage, seat),
        Value("Stars", u.stars, seat),
        Value("Equipment points", u.points, seat),
    ]
    if u.bc_move:
        entries.append(Value("Battle Cry", "free move", seat))
    dice = tuple(Piece(f"{i + 1}. {result_name(d)}", "die", die_face(d, u.locked[i]),
                       detail="locked" if u.locked[i] else "")
                 for i, d in enumerate(u.dice) if i != u.aside)
    notes = []
    if any(u.locked):
        notes.append("locked*: " + ", ".join(str(i + 1) for i, x in enumerate(u.locked) if x))
    if u.aside >= 0:
        notes.append(f"die {u.aside + 1} set aside")
    entries.append(Zone("Dice" + (f" ({'; '.join(notes)})" if notes else ""), dice, seat))
    if u.virt:
        entries.append(Zone("Added results", tuple(Piece(result_name(v), "token") for v in u.virt), seat))
    if u.pool:
        entries.append(Zone("Lieutenant trade pool", tuple(
            Piece(f"{i + 1}. {result_name(d)}", "die", die_face(d, False)) for i, d in enumerate(u.pool)), seat))
    entries.append(Zone("Specialists", tuple(Piece(n, "card") for n in u.specs), seat))
    if u.dead:
        entries.append(Zone("Fallen specialists", tuple(Piece(n, "card") for n in u.dead), seat))
    entries.append(Zone("Items", tuple(Piece(n, "card") for n in u.items), seat))
    if u.vehicle:
        entries.append(Zone("Vehicle", (Piece(u.vehicle, "card"),), seat))
    entries.append(Zone("Decorations", tuple(Piece(n, "card") for n in u.decos), seat))
    if view.level != "exercise":
        entries.append(Zone("Can recruit (cost in stars)", tuple(
            Piece(f"{n} ({specialist_cost(u, n)})", "card", detail=f"{specialist_cost(u, n)} stars")
            for n in recruitable(view, u) if n in u.hand), seat))
    return tuple(entries)

