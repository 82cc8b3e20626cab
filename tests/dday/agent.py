"""A careful scripted player for smoke tests: it follows the rulebook's strategy notes (§4.19) well
enough to reach the upper rows and the bunkers, so long games exercise the later rules."""

from __future__ import annotations

from game.core.rng import Rng
from game.dday.actions import (
    AskHelp,
    BonusChoice,
    CancelResult,
    Defer,
    FindItem,
    Give,
    Leadership,
    LockDie,
    LoseSoldiers,
    Move,
    Pass,
    PlayDecoration,
    Recruit,
    Reroll,
    Save,
    Stay,
    StopRolling,
    UseItem,
)
from game.dday.combat import def_part
from game.dday.data import COURAGE, ONE, STAR, TOOL, TWO
from game.dday.state import DDayState


def _score(s: DDayState, a) -> float:
    u = s.units[a.seat]
    if isinstance(a, LockDie):
        return {TWO: 5, ONE: 3, COURAGE: 2}.get(u.dice[a.die] % 6, 0)
    if isinstance(a, Reroll):
        bad = tuple(i for i in range(len(u.dice)) if not u.locked[i] and i != u.aside
                    and u.dice[i] % 6 not in (ONE, TWO, COURAGE))
        return 4 if a.dice == bad else -5
    if isinstance(a, StopRolling):
        return 1
    if isinstance(a, CancelResult):
        return {TOOL: 5, STAR: 4}.get(a.face, 0)
    if isinstance(a, Leadership):
        return 2 if a.face == TWO else 1
    if isinstance(a, BonusChoice):
        return 2 if a.option == 0 and a.bonus != TOOL else 1
    if isinstance(a, (Recruit, FindItem, PlayDecoration)):
        return 3
    if isinstance(a, UseItem):
        return 2 if a.item not in ("Binoculars",) else -1
    if isinstance(a, Save):
        return 6
    if isinstance(a, LoseSoldiers):
        return 5
    if isinstance(a, Move):
        old = u.sector
        u.sector, stay = a.dest, u.stay
        u.stay = 1
        risk = def_part(s, u, a.dest)
        u.sector, u.stay = old, stay
        if u.must_move:
            return 10 - risk / 5
        return 4 if u.stay >= 3 and u.soldiers > risk + 8 else -2
    if isinstance(a, Stay):
        return 3
    if isinstance(a, AskHelp):
        return 1
    if isinstance(a, (Give, Defer)):
        return -8
    if isinstance(a, Pass):
        return 0.5
    return 0


def careful(s: DDayState, legal: list, rng: Rng):
    best = max(_score(s, a) for a in legal)
    return rng.choice([a for a in legal if _score(s, a) == best])
