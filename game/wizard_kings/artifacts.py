"""Artifacts (2.7, Table 2-E): labels carried by a unit, never hit, never counted for stacking or
hexside limits. Magic weapons lend their rating for a combat turn; magic artifacts cast spells of
the owner's Spell Card up to their level. Each use costs the artifact one step.

An artifact lives in ``state.arts`` as ``[artifact key, owner, carrier id, steps]``; its hex is
its carrier's. Unbuilt artifacts are counts in the owner's pool under ``ART_PREFIX + key``.
"""

from __future__ import annotations

from game.core.events import Event, Note
from game.wizard_kings.actions import ArtifactSpell, BuildArtifact, BuildStep, TakeArtifact, Wield
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
    destroy(state, aid, events, "its carrier was eliminated")


def is_foreign(state: WKState, aid: str) -> bool:
    a = state.arts[aid]
    return a[4] != state.armies[a[1]]


def capture_options(state: WKState, seat: int, aid: str) -> list:
    taken = {a[2] for a in state.arts.values()}
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
    events.append(Note(f"{carrier} captures artifact {aid}"))


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
