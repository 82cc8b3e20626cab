"""Fog of war in another seat's view (2.0): what a view must not carry besides block identities.

Two records would give a face-down block away: a battle entry's flag "counts for hexside limits"
(4.6: flyers and heroes do not count, so it tells them from foot units) and, for a rebuilt block,
the id it had before (7.1.3; ``state.rebuilt``), which ties it to the block the others saw fall.
:func:`redact` strips both from a view (and, while armies deploy in secret, another army's 7.4
capital); :func:`restore` puts the entry flags back in a determinized state from the blocks it
sampled.
"""

from __future__ import annotations

from typing import Any

from game.wizard_kings import movement as mv
from game.wizard_kings.data import BLOCKS
from game.wizard_kings.state import BLK, OWN, WKState


def _seen_by(state: WKState, owner: int, seat: int | None) -> bool:
    """Does ``seat`` know ``owner``'s blocks (its own, or an ally's, 4.9 [DD])?"""
    return seat is not None and (owner == seat or mv.allied(state, owner, seat))


def _owner(state: WKState, uid: str) -> int | None:
    u = state.units.get(uid)
    if u is not None:
        return u[OWN]
    for seat, dead in enumerate(state.dead):
        if any(d == uid for d, _key in dead):
            return seat
    return None


def redact(state: WKState, view: WKState, seat: int | None) -> None:
    """Strip from ``view`` (a copy of ``state`` for ``seat``) what tells hidden blocks apart."""
    for entries in view.entries.values():
        for e in entries:
            if not _seen_by(state, e[1], seat):
                e[4] = True   # as if a foot unit: flyers and heroes look the same on the way in
    view.rebuilt = {uid: old for uid, old in state.rebuilt.items() if _owner(state, uid) == seat}
    if state.phase == "deploy":
        # 7.4: where an army founds its capital shows when its blocks stand there, with the rest
        view.capitals = {h: o for h, o in state.capitals.items() if _seen_by(state, o, seat)}


def restore(state: WKState) -> None:
    """A determinized state: the entry flags follow the blocks sampled for the units."""
    for entries in state.entries.values():
        for e in entries:
            u = state.units.get(e[0])
            if u is not None and u[BLK] in BLOCKS:
                e[4] = mv.counts_for_limits(BLOCKS[u[BLK]])


def hidden_facts(state: WKState, seat: int | None) -> dict[str, Any]:
    """The facts :func:`redact` hides, named for the battery."""
    facts: dict[str, Any] = {}
    for p in range(state.players):
        if _seen_by(state, p, seat):
            continue
        army = state.armies[p]
        facts[f"{army} rebuilt blocks"] = sorted([uid, old] for uid, old in state.rebuilt.items()
                                                if _owner(state, uid) == p)
        if state.phase == "deploy":
            facts[f"{army} capitals"] = sorted([list(h), o] for h, o in state.capitals.items() if o == p)
        facts[f"{army} battle entries by flyers and heroes"] = sorted(
            [list(h), e[0]] for h, es in state.entries.items() for e in es if e[1] == p and not e[4])
    return facts
