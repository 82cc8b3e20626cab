"""Artifacts (2.7, Table 2-E): labels carried by a unit, never hit, never counted for stacking or
hexside limits. Magic weapons lend their rating for a combat turn; magic artifacts cast spells of
the owner's Spell Card up to their level. Each use costs the artifact one step.

An artifact lives in ``state.arts`` as ``[artifact key, owner, carrier id, steps]``; its hex is
its carrier's. Unbuilt artifacts are counts in the owner's pool under ``ART_PREFIX + key``.
"""

from __future__ import annotations

from game.core.events import Event, Note
from game.wizard_kings.actions import ArtifactSpell, BuildArtifact, BuildStep, Wield
from game.wizard_kings.data import ART_PREFIX, ARTIFACTS, BLOCKS, SPELL_CARDS, SPELLS, Artifact
from game.wizard_kings.state import ACTED, BLK, FL, OWN, POS, RESERVE, STR, WKState


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


def destroy(state: WKState, aid: str, events: list[Event], why: str) -> None:
    """Back to its owner's pool (Table 2-C [DD]: eliminated labels return to the stock)."""
    a = state.arts.pop(aid)
    key = ART_PREFIX + a[0]
    state.pool[a[1]][key] = state.pool[a[1]].get(key, 0) + 1
    events.append(Note(f"Artifact {aid} is destroyed ({why})"))


def drop_carrier(state: WKState, uid: str, events: list[Event]) -> None:
    """2.7: an artifact is destroyed with its carrier."""
    aid = carried(state, uid)
    if aid is not None:
        destroy(state, aid, events, "its carrier was eliminated")


def use(state: WKState, aid: str, events: list[Event]) -> None:
    a = state.arts[aid]
    a[3] -= 1
    if a[3] <= 0:
        destroy(state, aid, events, "used up")


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
    state.arts[new_id(state, seat)] = [art.key, seat, carrier, 1]


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
    for code in SPELL_CARDS.get(state.armies[a[1]], ()):
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
