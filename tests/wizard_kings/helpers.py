"""Hand-made Wizard Kings positions for the rule tests, and scripted dice."""

from __future__ import annotations

from game.core.rng import Rng
from game.wizard_kings import combat, setup
from game.wizard_kings import movement as mv
from game.wizard_kings.rules import RULES
from game.wizard_kings.state import WKState


class Dice(Rng):
    """A generator that returns the listed die results first (then a fixed stream)."""

    __slots__ = ("script",)

    def __init__(self, values: list[int]) -> None:
        super().__init__(0)
        self.script = list(values)

    def die(self, sides: int = 6) -> int:
        return self.script.pop(0) if self.script else super().die(sides)

    def dice(self, count: int, sides: int = 6) -> list[int]:
        return [self.die(sides) for _ in range(count)]

    def copy(self) -> Dice:
        other = Dice(self.script)
        other.state, other.inc = self.state, self.inc
        return other


def make(units=(), designs=(13,), armies=("Elves", "Orcs"), owners=None, phase="move", scenario="free",
         turn=1, order=None, cur=0, opts=None, dice=()) -> WKState:
    """A state with ``units`` = (id, seat, block key, strength, hex) and nobody else on the map."""
    s = WKState()
    s.scenario = scenario
    s.opts = {"victory": "gold", "dispel": False, "budget": 50, **(opts or {})}
    setup.common(s, list(armies), tuple(designs), list(owners) if owners is not None else [-1] * len(designs),
                  sheet_owners=scenario in ("isle_of_the_dead", "barbarian_raid"))
    for uid, seat, key, st, h in units:
        s.units[uid] = [key, seat, tuple(h), st, 0]
        if s.pool[seat].get(key, 0) > 0:
            s.pool[seat][key] -= 1
            if not s.pool[seat][key]:
                del s.pool[seat][key]
        else:
            s.totals[seat] = dict(s.totals[seat])
            s.totals[seat][key] = s.totals[seat].get(key, 0) + 1
    s.next_id = [50] * s.players
    s.vp = [0] * s.players
    s.turn = turn
    s.phase = phase
    s.order = list(order) if order is not None else list(range(s.players))
    s.cur = cur
    s.port_start = [mv.friendly_ports(s, p) for p in range(s.players)]
    s.rng = Dice(list(dice))
    return s


def battle(s: WKState, h, attacker: int, entries=(), round_=1) -> None:
    """Start the battle in ``h`` with ``attacker`` first in; entries = (uid, from_hex)."""
    s.phase = "combat"
    s.attacker_of[tuple(h)] = attacker
    for uid, frm in entries:
        u = s.units[uid]
        s.entries.setdefault(tuple(h), []).append([uid, u[1], tuple(frm), False, True])
    s.battles = [tuple(h)]
    combat.start_battle(s, tuple(h), [])
    s.battle["round"] = round_


def legal(s: WKState, seat: int | None = None):
    seat = RULES.to_act(s)[0] if seat is None else seat
    return RULES.legal_actions(s, seat)


def play(s: WKState, action):
    return RULES.apply(s, action)


def miss(s: WKState, action):
    """Play ``action`` with every die it rolls a 6 (a miss for every combat number below 6), the
    scripted dice of the test kept for later."""
    saved = s.rng
    s.rng = Dice([6] * 24)
    try:
        return play(s, action)
    finally:
        s.rng = saved
