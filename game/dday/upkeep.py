"""Phase 2 — resolving the final roll (§4.3) and turning the unit marker (§4.4)."""

from __future__ import annotations

from game.core.events import Event, Note
from game.core.types import Action
from game.dday.actions import (
    BonusChoice,
    CancelResult,
    ChooseColour,
    ChooseDecoration,
    Leadership,
    UseAbility,
)
from game.dday.common import (
    deco_contents,
    draw_decoration,
    gain,
    is_bunker,
    loss,
    others,
    prop,
    solo,
    training,
)
from game.dday.data import (
    BATTLE_CRY_SOLDIERS,
    BONUS_NAMES,
    COURAGE,
    DEAD_MANS_GIFT_POINTS,
    FACES,
    FRESH_TROOPS,
    LEADERSHIP_COURAGE,
    MARKSMAN_SOLDIERS,
    N_OF_A_KIND,
    ONE,
    REINFORCEMENTS,
    SKULL,
    SPECIAL_FIND_STARS,
    STAR,
    TOOL,
    TWO,
    WHITE,
    tool_points,
)
from game.dday.items import count_bonus
from game.dday.rolling import EVERY_FACE
from game.dday.state import ANY_COLOUR, DDayState, Unit
from game.dday.tr import _

CHOICE_BONUSES = (ONE, COURAGE, TOOL)


def results(u: Unit) -> list[int]:
    """Every result of the final roll: physical dice (not set aside) and virtual results."""
    return [d for i, d in enumerate(u.dice) if i != u.aside] + u.virt


def coloured_counts(u: Unit) -> list[list[int]]:
    """counts[colour][face] over physical dice and coloured virtual results (§4.3 A)."""
    counts = [[0] * 6 for _i in range(3)]
    for r in results(u):
        c = r // 6
        if c < 3:
            counts[c][r % 6] += 1
    return counts


def triples(u: Unit) -> list[int]:
    c = coloured_counts(u)
    return [min(c[0][f], c[1][f], c[2][f]) for f in range(6)]


def begin(state: DDayState, u: Unit) -> None:
    state.up = {"seat": u.seat, "step": "colour", "lead": 0, "cancel": [0] * 6, "sharp": 0,
                "skulls": 0, "pending": [], "gained": [0] * 6, "choices": [], "kind": 0}


def bonuses_allowed(state: DDayState) -> bool:
    return state.level != "exercise"  # §5.10 [DD] Exercise: no RWB bonuses


def advance(state: DDayState, u: Unit, ev: list[Event]) -> bool:
    """Run automatic steps of the unit's resolution. True when it is complete."""
    up = state.up
    while True:
        step = up["step"]
        if step == "colour":
            if any(v // 6 == ANY_COLOUR for v in u.virt):
                return False
            up["step"] = "lead"
        elif step == "lead":
            if bonuses_allowed(state) and up["lead"] < triples(u)[STAR] + u.t.get(f"xb{STAR}", 0):
                return False
            tri = triples(u) if bonuses_allowed(state) else [0] * 6
            gained = [tri[f] + (u.t.get(f"xb{f}", 0) if bonuses_allowed(state) else 0) for f in range(6)]
            if prop(state, u.sector, "crossfire"):
                gained[COURAGE] = 0  # §5.15 C-2 the Battle Cry bonus does not work here
            up["gained"] = gained
            up["dmg"] = tri[SKULL]
            pending: list[int] = []
            for f in CHOICE_BONUSES:
                pending.extend([f] * gained[f])
            up["pending"] = pending
            up["step"] = "straight"
        elif step == "straight":
            if (not training(state) and not u.t.get("deco") and state.deco_deck
                    and _has_straight(u)):
                return False
            up["step"] = "cancel"
            skulls = sum(1 for r in results(u) if r % 6 == SKULL) - 3 * up["dmg"]
            up["skulls"] = 0 if state.level == "exercise" else max(0, skulls)
        elif step == "cancel":
            if up["skulls"] > 0:
                targets = cancel_targets(u, up)
                if not targets:
                    up["skulls"] = 0
                    continue
                if len(targets) == 1 and not _sharp_available(u, up):
                    up["cancel"][targets[0]] += 1
                    up["skulls"] -= 1
                    continue
                return False
            up["step"] = "bonus"
        elif step == "bonus":
            while up["pending"]:
                f = up["pending"][0]
                if f == ONE and (solo(state) or not others(state, u)):
                    up["pending"].pop(0)
                    up["choices"].append([ONE, 0, u.seat if solo(state) else -1])
                    continue
                if f == TOOL and state.level == "basic":
                    up["pending"].pop(0)
                    up["choices"].append([TOOL, 1, -1])
                    continue
                return False
            finalize(state, u, ev)
            return True


def _has_straight(u: Unit) -> bool:
    """§4.3 B all six faces among physical dice and coloured virtual results (A4)."""
    seen = 0
    for r in results(u):
        if r // 6 < 3:
            seen |= 1 << (r % 6)
    return seen == 63


def _sharp_available(u: Unit, up: dict) -> bool:
    return "Sharpshooter" in u.specs and not up["sharp"]


def cancel_targets(u: Unit, up: dict) -> list[int]:
    counts = [0] * 6
    for r in results(u):
        counts[r % 6] += 1
    return [f for f in range(1, 6) if counts[f] - up["cancel"][f] > 0]


def legal(state: DDayState, u: Unit) -> list[Action]:
    out = _legal(state, u)
    if out:
        # §4.10 "any time" items, and §4.13 "trading may be done at any time", also while the
        # unit resolves its roll
        from game.dday.items import item_options, trade_options

        out.extend(item_options(state, u, "upkeep"))
        out.extend(trade_options(state, u))
    return out


def _legal(state: DDayState, u: Unit) -> list[Action]:
    up = state.up
    seat = u.seat
    step = up["step"]
    if step == "colour":
        return [ChooseColour(seat, c) for c in range(3)]
    if step == "lead":
        out: list[Action] = [Leadership(seat, face=f) for f in range(6)]
        targets = [u] if solo(state) else others(state, u)
        out.extend(Leadership(seat, target=o.seat) for o in targets)
        if not targets:
            out.append(Leadership(seat))
        return out
    if step == "straight":
        return [ChooseDecoration(seat, n) for n in deco_contents(state)]
    if step == "cancel":
        out = [CancelResult(seat, f) for f in cancel_targets(u, up)]
        if _sharp_available(u, up):
            out.append(UseAbility(seat, "Sharpshooter"))
        return out
    if step == "bonus" and up["pending"]:
        f = up["pending"][0]
        if f == ONE:
            return [BonusChoice(seat, ONE, 0, o.seat) for o in others(state, u)]
        if f == COURAGE:
            return [BonusChoice(seat, COURAGE, 0), BonusChoice(seat, COURAGE, 1)]
        return [BonusChoice(seat, TOOL, 0), BonusChoice(seat, TOOL, 1)]
    return []


def perform(state: DDayState, u: Unit, a: Action, ev: list[Event]) -> None:
    up = state.up
    if isinstance(a, ChooseColour):
        for k, v in enumerate(u.virt):
            if v // 6 == ANY_COLOUR:
                u.virt[k] = a.colour * 6 + v % 6
                break
    elif isinstance(a, Leadership):
        up["lead"] += 1
        if a.face >= 0:
            u.virt.append(WHITE * 6 + a.face)
            ev.append(Note(_("Player {n}: Leadership adds a White {face}.", n=u.seat + 1, face=_(FACES[a.face]))))
        elif a.target >= 0:
            gain(state.units[a.target], "courage", LEADERSHIP_COURAGE, ev)
    elif isinstance(a, ChooseDecoration):
        draw_decoration(state, u, ev, _("a straight"), a.name)
        u.t["deco"] = 1
        up["step"] = "cancel"
        skulls = sum(1 for r in results(u) if r % 6 == SKULL) - 3 * up["dmg"]
        up["skulls"] = 0 if state.level == "exercise" else max(0, skulls)
    elif isinstance(a, CancelResult):
        up["cancel"][a.face] += 1
        up["skulls"] -= 1
    elif isinstance(a, UseAbility):  # Sharpshooter
        up["sharp"] = 1
        up["skulls"] -= 1
        ev.append(Note(_("Player {n}'s Sharpshooter ignores a skull.", n=u.seat + 1)))
    elif isinstance(a, BonusChoice):
        up["pending"].pop(0)
        up["choices"].append([a.bonus, a.option, a.target])


def finalize(state: DDayState, u: Unit, ev: list[Event]) -> None:
    """§4.3 E-H: penalties, tally, bonus effects; then §4.4 the marker."""
    up = state.up
    counts = [0] * 6
    for r in results(u):
        counts[r % 6] += 1
    net = [max(0, counts[f] - up["cancel"][f]) for f in range(6)]
    net[SKULL] = 0
    # E: "-N X every turn" removes up to N uncancelled results of this roll (§4.3 E)
    every = prop(state, u.sector, "every")
    if every:
        for res, n in every.items():
            if n < 0:
                f = EVERY_FACE[res]
                net[f] = max(0, net[f] + n)
    # F: tally (§5.10 Exercise: only soldiers and courage; Basic: no tools)
    lvl = state.level
    gain(u, "soldiers", net[ONE] + 2 * net[TWO], ev)
    gain(u, "courage", net[COURAGE], ev)
    if lvl != "exercise":
        gain(u, "stars", net[STAR], ev)
    if lvl == "advanced":
        gain(u, "points", tool_points(net[TOOL]), ev)
    # G: bonuses
    gained = up["gained"]
    total = sum(gained)
    if total:
        ev.append(Note(_("Player {n} gains {bonuses}.", n=u.seat + 1, bonuses=", ".join(
            _(BONUS_NAMES[f]) + (f" x{gained[f]}" if gained[f] > 1 else "") for f in range(6) if gained[f]))))
    gain(u, "points", DEAD_MANS_GIFT_POINTS * gained[SKULL], ev)
    gain(u, "soldiers", FRESH_TROOPS * gained[TWO], ev)
    for f, option, target in up["choices"]:
        if f == ONE:
            if solo(state):
                gain(u, "soldiers", 2 * REINFORCEMENTS, ev)
            else:
                gain(u, "soldiers", REINFORCEMENTS, ev)
                if target >= 0:
                    gain(state.units[target], "soldiers", REINFORCEMENTS, ev)
        elif f == COURAGE:
            if option == 0:
                gain(u, "soldiers", BATTLE_CRY_SOLDIERS, ev)
            else:
                u.bc_move = True
        elif f == TOOL:
            if option == 0:
                u.t["sfind"] = u.t.get("sfind", 0) + 1
            else:
                gain(u, "stars", SPECIAL_FIND_STARS, ev)
    if total:
        count_bonus(state, u, total, ev)
    kind = prop(state, u.sector, "kind")
    if kind:
        best = max(sum(1 for r in results(u) if r // 6 < 3 and r % 6 == f) for f in range(6))
        if best >= N_OF_A_KIND:
            if kind > 0:
                gain(u, "soldiers", kind, ev)
                ev.append(Note(_.n("Player {n}: {best} of a kind, +{count} soldier.",
                                   "Player {n}: {best} of a kind, +{count} soldiers.", kind, n=u.seat + 1, best=best)))
            else:
                loss(state, u, -kind, "any", "four of a kind")
    if "Marksman" in u.specs:
        locked_skulls = sum(1 for i, d in enumerate(u.dice) if u.locked[i] and i != u.aside and d % 6 == SKULL)
        gain(u, "soldiers", MARKSMAN_SOLDIERS * locked_skulls, ev)
    if prop(state, u.sector, "ambush") and net[STAR]:
        loss(state, u, net[STAR], "any", "the ambush")
    turn_marker(state, u)
    state.up = {}


def turn_marker(state: DDayState, u: Unit) -> None:
    """§4.4 step 2."""
    if prop(state, u.sector, "no_limit"):
        return
    if prop(state, u.sector, "black") or (state.level != "advanced" and _black_training(state, u)):
        u.must_move = True
    elif is_bunker(state, u.sector):
        u.must_move = True  # §5.13 [DD] a captured bunker is a "cannot stay here" sector (Gold solo)
    elif u.stay < 3:
        u.stay += 1
    else:
        u.must_move = True


def _black_training(state: DDayState, u: Unit) -> bool:
    """§5.10 black shields still allow only 1 turn in the training levels."""
    from game.dday.common import sector_rec

    return bool(sector_rec(state, u.sector).get("black"))

