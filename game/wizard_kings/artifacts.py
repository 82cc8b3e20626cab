"""Artifacts (2.7, Table 2-E): labels carried by a unit, never hit, never counted for stacking or
hexside limits. Magic weapons lend their rating for a combat turn; magic artifacts cast spells of
the owner's Spell Card up to their level. Each use costs the artifact one step.

An artifact lives in ``state.arts`` as ``[artifact key, owner, carrier id, steps, bound army]``;
its hex is its carrier's. A dropped artifact (2.7) has ``GROUND + "q,r"`` instead of a carrier id
and lies in that hex until a unit of its owner picks it up or an enemy finds it. Unbuilt artifacts
are counts in the owner's pool under ``ART_PREFIX + key``.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.events import Event, Note, Secret
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import (
    ArtifactSpell,
    BuildArtifact,
    BuildStep,
    DeployStep,
    DropArtifact,
    KeepCarriers,
    PassArtifact,
    PickUpArtifact,
    TakeArtifact,
    Wield,
)
from game.wizard_kings.data import ART_PREFIX, ARTIFACTS, BLOCKS, SPELL_CARDS, SPELLS, Artifact
from game.wizard_kings.records import Capture
from game.wizard_kings.state import ACTED, BLK, FL, HANDED, OWN, POS, RESERVE, STR, WKState
from game.wizard_kings.tr import _

Hex = tuple[int, int]
GROUND = "@"   # carrier field of an artifact lying in a hex (2.7 "may be dropped")


def spec(key: str) -> Artifact:
    return ARTIFACTS[key[len(ART_PREFIX):] if key.startswith(ART_PREFIX) else key]


def is_art_key(key: str) -> bool:
    return key.startswith(ART_PREFIX)


def carried(state: WKState, uid: str) -> str | None:
    for aid, a in state.arts.items():
        if a[2] == uid:
            return aid
    return None


def new_id(state: WKState, seat: int) -> str:
    n = 1
    while f"A{seat + 1}-{n}" in state.arts:
        n += 1
    return f"A{seat + 1}-{n}"


def destroy(state: WKState, aid: str, events: list[Event], why: str, unseen: bool = False) -> None:
    """Back to its owner's pool (Table 2-C [DD]: eliminated labels return to the stock).
    ``unseen``: it was never shown (carried off the battlefield), so only its owner is told."""
    a = state.arts.pop(aid)
    key = ART_PREFIX + a[0]
    state.pool[a[1]][key] = state.pool[a[1]].get(key, 0) + 1
    line = _("Artifact {artifact} is destroyed ({why})", artifact=aid, why=why)
    events.append(Secret(line, a[1], "") if unseen else Note(line))


def drop_carrier(state: WKState, uid: str, pos: tuple[int, int], events: list[Event]) -> None:
    """2.7: an artifact is destroyed with its carrier; under the optional capture rule one lost
    in a battle waits for the battle's winner (2.7 [DD])."""
    aid = carried(state, uid)
    if aid is None:
        return
    b = state.battle
    if state.opts.get("capture") and b is not None and pos == b["hex"]:
        state.arts[aid][2] = ""
        b["loot"] = [*b.get("loot", []), aid]
        return
    destroy(state, aid, events, _("its carrier was eliminated"), unseen=b is None or pos != b["hex"])


def is_foreign(state: WKState, aid: str) -> bool:
    a = state.arts[aid]
    return a[4] != state.armies[a[1]]


def capture_options(state: WKState, seat: int, aid: str, h: Hex | None = None) -> list:
    """Units of ``seat`` in the battle hex (or ``h``: where a dropped artifact was found) that
    carry nothing yet (2.7: at most one artifact per carrier)."""
    taken = {a[2] for a in state.arts.values()}
    if h is None:
        h = state.battle["hex"]
    return [TakeArtifact(seat, aid, uid) for uid, u in state.units.items()
            if u[OWN] == seat and u[POS] == h and uid not in taken]


def capture(state: WKState, aid: str, seat: int, carrier: str, events: list[Event]) -> None:
    """The winner takes the artifact: it changes owner (the block counts move with it)."""
    a = state.arts[aid]
    key = ART_PREFIX + a[0]
    loser = dict(state.totals[a[1]])
    loser[key] -= 1
    if not loser[key]:
        del loser[key]
    state.totals[a[1]] = loser
    state.totals[seat] = {**state.totals[seat], key: state.totals[seat].get(key, 0) + 1}
    a[1] = seat
    a[2] = carrier
    events.append(Note(_("{unit} captures artifact {artifact}", unit=carrier, artifact=aid)))


# ------------------------------------------------------------------ dropped artifacts (2.7)
def ground_hex(a: list) -> Hex | None:
    """The hex where a dropped artifact lies, None while a unit carries it."""
    c = a[2]
    if not c.startswith(GROUND):
        return None
    q, r = c[len(GROUND):].split(",")
    return (int(q), int(r))


def on_ground(h: Hex) -> str:
    return f"{GROUND}{h[0]},{h[1]}"


def free_units(state: WKState, seat: int, h: Hex) -> list[str]:
    """``seat``'s units in ``h`` that carry no artifact (2.7: one artifact per carrier)."""
    taken = {a[2] for a in state.arts.values()}
    return [uid for uid, u in state.units.items() if u[OWN] == seat and u[POS] == h and uid not in taken]


def drop(state: WKState, aid: str, events: list[Event]) -> None:
    """2.7: the artifact stays where its carrier stands, carried by nobody."""
    a = state.arts[aid]
    a[2] = on_ground(state.units[a[2]][POS])
    events.append(Note(_("Artifact {artifact} is dropped", artifact=aid)))


def pick_up(state: WKState, aid: str, uid: str, events: list[Event]) -> None:
    state.arts[aid][2] = uid
    events.append(Note(_("{unit} picks up artifact {artifact}", unit=uid, artifact=aid)))


def carry_options(state: WKState, seat: int, h: Hex, done: list[str]) -> list:
    """2.7: between combat rounds a player may give each of his artifacts in the battle hex to
    another of his units there, drop it, or pick up one lying there (once per artifact per
    break, so that the break always ends)."""
    out: list = []
    free = None
    for aid, a in state.arts.items():
        if a[1] != seat or aid in done:
            continue
        g = ground_hex(a)
        if g is None:
            c = state.units.get(a[2])
            if c is None or c[POS] != h or c[OWN] != seat:
                continue
        elif g != h:
            continue
        if free is None:
            free = free_units(state, seat, h)
        if g is None:
            out.extend(PassArtifact(seat, aid, uid) for uid in free)
            out.append(DropArtifact(seat, aid))
        else:
            out.extend(PickUpArtifact(seat, aid, uid) for uid in free)
    return out


def carry_break(state: WKState, seat: int, h: Hex, done: list[str]) -> list:
    """The whole choice of a carrier break: keep (first, the neutral choice) or a change."""
    changes = carry_options(state, seat, h, done)
    return [KeepCarriers(seat, h), *changes] if changes else []


def move_turn_options(state: WKState, seat: int) -> list:
    """2.7 in a movement turn: drop a carried artifact where its carrier stands, or let a unit
    pick up one lying in its hex. A unit that gave its artifact away this turn (HANDED) takes
    none back, so the turn cannot loop."""
    out: list = []
    for aid, a in state.arts.items():
        if a[1] != seat:
            continue
        g = ground_hex(a)
        if g is None:
            c = state.units.get(a[2])
            if c is not None and c[OWN] == seat:
                out.append(DropArtifact(seat, aid))
            continue
        out.extend(PickUpArtifact(seat, aid, uid) for uid in free_units(state, seat, g)
                   if not state.units[uid][FL] & HANDED)
    return out


def found(state: WKState, events: list[Event]) -> None:
    """2.7 [DD]: a dropped artifact in a hex with no friendly unit (its owner's or his allies')
    is destroyed as soon as an enemy unit enters that hex (under the optional capture rule that enemy captures it). The hex
    of the battle being fought waits for the battle's end."""
    shown = state.battle["hex"] if state.battle is not None else None
    for aid, a in list(state.arts.items()):
        h = ground_hex(a)
        if h is None or h == shown or any(p.kind == "capture" and p.artifact == aid for p in state.pending):
            continue
        here = sorted({u[OWN] for u in state.units.values() if u[POS] == h})
        friendly = mv.friends(state, a[1])   # the owner and his lasting allies (4.9)
        if not here or any(x in friendly for x in here):
            continue
        if state.opts.get("capture"):
            finder = min(here, key=lambda s: state.order.index(s) if s in state.order else s)
            if capture_options(state, finder, aid, h):
                state.pending.append(Capture(seat=finder, artifact=aid, hex=h))
                continue
        destroy(state, aid, events, _("an enemy found it where it was dropped"))


def breaks(state: WKState, seat: int, aid: str, events: list[Event]) -> bool:
    """2.7 capture rule: using another army's artifact, a 6 destroys it and costs the carrier a
    step (checked before the spell or the shot, 2.7 [DD])."""
    if not is_foreign(state, aid):
        return False
    die = state.rng.die()
    from game.core.events import DiceRolled
    events.append(DiceRolled(seat, (die,), purpose="foreign artifact"))
    return die == 6


def use(state: WKState, aid: str, events: list[Event]) -> None:
    a = state.arts[aid]
    a[3] -= 1
    if a[3] <= 0:
        destroy(state, aid, events, _("used up"))


# ------------------------------------------------------------------ build
def build_options(state: WKState, seat: int) -> list:
    out: list = []
    carriers = [(uid, u) for uid, u in state.units.items() if u[OWN] == seat and u[POS] in state.gold
                and not BLOCKS[u[BLK]].castle]
    taken = {a[2] for a in state.arts.values()}
    for key, n in sorted(state.pool[seat].items()):
        if n <= 0 or not is_art_key(key):
            continue
        cost = spec(key).cost
        for uid, u in carriers:
            if uid not in taken and state.gold[u[POS]] >= cost:
                out.append(BuildArtifact(seat, key, uid))
    for aid, a in state.arts.items():
        if a[1] != seat or a[2] not in state.units:
            continue
        pos = state.units[a[2]][POS]
        art = spec(a[0])
        if pos in state.gold and a[3] < art.max and state.gold[pos] >= art.cost:
            out.append(BuildStep(seat, aid))   # "recharge" (Table 2-E [DD])
    return out


def buy(state: WKState, seat: int, key: str, carrier: str) -> None:
    art = spec(key)
    state.gold[state.units[carrier][POS]] -= art.cost
    state.pool[seat][key] -= 1
    if not state.pool[seat][key]:
        del state.pool[seat][key]
    state.arts[new_id(state, seat)] = [art.key, seat, carrier, 1, state.armies[seat]]


def deploy_options(state: WKState, seat: int, affordable: Callable[[int], bool]) -> list:
    """1.22 [DD]: artifacts are deployed with a carrier in the same city, paid from the army
    budget like blocks (Table 2-E cost per step); ``affordable(cost)`` says whether the budget
    still garrisons every city after paying ``cost``."""
    out: list = []
    taken = {a[2] for a in state.arts.values()}
    carriers = [uid for uid, u in state.units.items() if u[OWN] == seat and uid not in taken
                and not BLOCKS[u[BLK]].castle]
    for key, n in sorted(state.pool[seat].items()):
        if n > 0 and is_art_key(key) and affordable(spec(key).cost):
            out.extend(BuildArtifact(seat, key, uid) for uid in carriers)
    out.extend(DeployStep(seat, aid) for aid, a in state.arts.items()
               if a[1] == seat and a[3] < spec(a[0]).max and affordable(spec(a[0]).cost))
    return out


def deploy(state: WKState, seat: int, key: str, carrier: str) -> None:
    art = spec(key)
    state.budget[seat] -= art.cost
    state.pool[seat][key] -= 1
    if not state.pool[seat][key]:
        del state.pool[seat][key]
    state.arts[new_id(state, seat)] = [art.key, seat, carrier, 1, state.armies[seat]]


def recharge(state: WKState, aid: str) -> None:
    a = state.arts[aid]
    state.gold[state.units[a[2]][POS]] -= spec(a[0]).cost
    a[3] += 1


# ------------------------------------------------------------------ combat
def combat_options(state: WKState, seat: int, uid: str, foes: list[str]) -> list:
    aid = carried(state, uid)
    if aid is None:
        return []
    a = state.arts[aid]
    art = spec(a[0])
    if art.letter != "L":
        return [Wield(seat, uid)] if not BLOCKS[state.units[uid][BLK]].wizard else []
    out: list = []
    for code in SPELL_CARDS.get(a[4], ()):   # 2.7: an artifact casts the spells of its own colour
        sp = SPELLS[code]
        if not sp.battle or sp.level > art.number:
            continue
        if sp.targeted:
            for f in foes:
                fu = state.units[f]
                if fu[FL] & RESERVE and state.battle["round"] == 1:
                    continue
                if BLOCKS[fu[BLK]].castle and fu[STR] == 1:
                    continue
                out.append(ArtifactSpell(seat, uid, code, f))
        elif code == "DAZE":
            for f in foes:
                fu = state.units[f]
                fb = BLOCKS[fu[BLK]]
                if not (fb.castle or fb.wizard) and not fu[FL] & ACTED:
                    out.append(ArtifactSpell(seat, uid, code, f))
        else:
            out.append(ArtifactSpell(seat, uid, code))
    return out


def weapon_number(state: WKState, uid: str) -> int | None:
    aid = carried(state, uid)
    if aid is None or spec(state.arts[aid][0]).letter == "L":
        return None
    return spec(state.arts[aid][0]).number
