"""Phase 1 — rolling the dice (§4.2 steps 1-4 and 6)."""

from __future__ import annotations

from game.core.events import Event, Note
from game.core.types import Action
from game.dday.actions import LockDie, Mulligan, Reroll, RollDice, SetAside, StopRolling, UseItem
from game.dday.common import general_in_play, physical, prop, vehicle_here
from game.dday.data import (
    DICE_COLOURS,
    LOCK_COUNT,
    LOCK_COUNT_GENERAL,
    MAX_ROLLS,
    MULLIGAN_PER_UNIT,
    NOCOLOUR,
    ONE,
    SKULL,
    STAR,
    TOOL,
    TWO,
    VEHICLE_GAIN,
)
from game.dday.events import custom_roll
from game.dday.state import ANY_COLOUR, DDayState, Unit
from game.dday.tr import _

EVERY_FACE = {"soldiers": ONE, "courage": 4, "stars": STAR, "tools": TOOL, "skull": SKULL}

# subsets of dice indices for re-roll choices, by the tuple of rerollable indices
_SUBSETS: dict[tuple[int, ...], list[tuple[int, ...]]] = {}


def subsets(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    got = _SUBSETS.get(dice)
    if got is None:
        got = []
        n = len(dice)
        for mask in range(1, 1 << n):
            got.append(tuple(dice[i] for i in range(n) if mask >> i & 1))
        got.sort(key=lambda t: (len(t), t))
        _SUBSETS[dice] = got
    return got


def reset_dice(u: Unit) -> None:
    u.dice = [c * 6 for c in DICE_COLOURS]
    u.locked = [False] * len(u.dice)
    u.aside = -1
    u.rolls = 0
    u.virt = []


def lock_count(state: DDayState, u: Unit) -> int:
    """§4.2 step 2: 2 dice, 1 with a General in play, 0 in a no-lock or climbing sector; the
    smallest count wins."""
    n = LOCK_COUNT_GENERAL if general_in_play(state) else LOCK_COUNT
    if prop(state, u.sector, "no_lock") or prop(state, u.sector, "climb"):
        n = 0
    return min(n, len(physical(u)))


def skull_reroll_banned(state: DDayState, u: Unit) -> bool:
    """§4.2 Utah 6 and Sword A-2: dice showing a skull may not be re-rolled."""
    return bool(prop(state, u.sector, "no_reroll_skulls"))


def rerollable(state: DDayState, u: Unit) -> tuple[int, ...]:
    ban = skull_reroll_banned(state, u)
    return tuple(i for i in physical(u) if not u.locked[i] and not (ban and u.dice[i] % 6 == SKULL))


def binocular_options(u: Unit, seat: int) -> list[Action]:
    out: list[Action] = []
    if "Binoculars" in u.items and u.rolls > 0:
        for i in physical(u):
            for f in range(6):
                if f != u.dice[i] % 6:
                    out.append(UseItem(seat, "Binoculars", i, f))
    return out


def legal(state: DDayState, u: Unit) -> list[Action]:
    seat = u.seat
    if u.rolls == 0:
        if prop(state, u.sector, "five_dice") and u.aside < 0:
            return [SetAside(seat, i) for i in range(len(u.dice))]
        return [RollDice(seat)]
    out: list[Action] = []
    need = lock_count(state, u) - sum(u.locked)
    used = u.mulligan_used if MULLIGAN_PER_UNIT else any(o.mulligan_used for o in state.units)
    if (state.opts.get("mulligan") and not used and u.rolls == 1 and not any(u.locked)
            and not u.t.get("rerolled") and not any(u.dice[i] % 6 in (ONE, TWO) for i in physical(u))):
        out.append(Mulligan(seat))
    if need > 0:
        out.extend(LockDie(seat, i) for i in physical(u) if not u.locked[i])
    else:
        if u.rolls < MAX_ROLLS:
            out.extend(Reroll(seat, sub) for sub in subsets(rerollable(state, u)))
        out.append(StopRolling(seat))
    out.extend(binocular_options(u, seat))
    # §4.10 "any time" items, §4.1 transfers whenever the seat holds a turn
    from game.dday.items import item_options, trade_options

    out.extend(item_options(state, u, "roll"))
    out.extend(trade_options(state, u))
    return out


def roll_dice(state: DDayState, u: Unit, which: list[int], ev: list[Event], purpose: str) -> None:
    rng = state.rng
    for i in which:
        u.dice[i] = (u.dice[i] // 6) * 6 + rng.below(6)
    ev.append(custom_roll(u.seat, [u.dice[i] for i in which], list(which), purpose))


def perform(state: DDayState, u: Unit, action: Action, ev: list[Event]) -> None:
    if isinstance(action, SetAside):
        u.aside = action.die
        ev.append(Note(_("Player {n} sets die {die} aside.", n=u.seat + 1, die=action.die + 1)))
    elif isinstance(action, RollDice):
        roll_dice(state, u, physical(u), ev, _("the first roll"))
        u.rolls = 1
    elif isinstance(action, Mulligan):
        # §4.16 Private Mulligan: once per game (per unit, MULLIGAN_PER_UNIT); the new result
        # replaces the first roll
        u.mulligan_used = True
        roll_dice(state, u, physical(u), ev, _("Private Mulligan"))
    elif isinstance(action, LockDie):
        u.locked[action.die] = True
    elif isinstance(action, Reroll):
        roll_dice(state, u, list(action.dice), ev, _("a re-roll"))
        u.rolls += 1
        u.t["rerolled"] = 1
        if u.rolls >= MAX_ROLLS:
            finish(state, u, ev)
    elif isinstance(action, StopRolling):
        finish(state, u, ev)


def finish(state: DDayState, u: Unit, ev: list[Event]) -> None:
    """The dice on the table become the final roll; automatic virtual results join it (§4.2.6)."""
    u.rolls = MAX_ROLLS
    u.t["final"] = 1
    add_auto_virtuals(state, u)


def add_auto_virtuals(state: DDayState, u: Unit) -> None:
    every = prop(state, u.sector, "every")
    if every:
        for res, n in sorted(every.items()):
            if n > 0:
                u.virt.extend([NOCOLOUR * 6 + EVERY_FACE[res]] * n)
    if "Scout" in u.specs:
        u.virt.append(NOCOLOUR * 6 + TOOL)
    for name, face in VEHICLE_GAIN.items():
        if vehicle_here(state, u.sector, name):
            u.virt.append(NOCOLOUR * 6 + face)
    if prop(state, u.sector, "snipers"):
        u.virt.append(ANY_COLOUR * 6 + SKULL)
