"""The automated Undead of the Island of the Dead: the script of Wizard Kings 7.1.2 / 7.1.3.

Not a search: a fixed procedure, fully determined by the view and the dice. The dice come from a
generator seeded with the agent's seed and a digest of the view, so the same position and seed
always give the same decision (what tests and replays need); every roll is one the script
prescribes (a *uniform die choice* between equal options, :func:`udc`).

The agent reads only the undead seat's view: its own blocks in full, elf blocks as positions.
Rule numbers in comments are those of ``rules/wizard_kings.md`` 7.1.3 (Movement / Combat / Build).
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Callable
from typing import Any

from ai.agent import Budget
from game.core.hexgrid import hexside
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.saves import pack
from game.core.types import Action
from game.wizard_kings import actions as A
from game.wizard_kings import movement as mv
from game.wizard_kings.data import BLOCKS, PURSUIT_ROUND
from game.wizard_kings.scenarios import ISLE_UNITS
from game.wizard_kings.state import FL, MOVED, PINNED, POS, STR

Hex = tuple[int, int]


# ---------------------------------------------------------------------------------- dice
class Dice:
    """Six-sided dice for the script: seeded (:meth:`seeded`) or a fixed list (tests)."""

    def __init__(self, roll: Callable[[], int]) -> None:
        self._roll = roll
        self.rolled: list[int] = []

    def roll(self) -> int:
        value = self._roll()
        self.rolled.append(value)
        return value

    @classmethod
    def seeded(cls, rng: Rng) -> Dice:
        return cls(rng.die)

    @classmethod
    def fixed(cls, values: list[int]) -> Dice:
        queue = list(values)

        def take() -> int:
            if not queue:
                raise AssertionError("the script rolled more dice than the test supplied")
            return queue.pop(0)

        return cls(take)


def udc(n: int, dice: Dice) -> int:
    """7.1.3 uniform die choice: the index (0-based) of one of ``n`` canonically sorted options.

    n = 1: no roll. n divides 6: option ceil(die * n / 6). n = 4 or 5: the die itself, rerolling
    results above n. n > 6: two dice, v = 6 (d1 - 1) + d2, reroll v > n floor(36 / n), else
    option ((v - 1) mod n) + 1."""
    if n <= 0:
        raise ValueError("a choice needs options")
    if n == 1:
        return 0
    if 6 % n == 0:
        return math.ceil(dice.roll() * n / 6) - 1
    if n <= 5:
        while True:
            d = dice.roll()
            if d <= n:
                return d - 1
    if n > 36:  # beyond two dice (never on the 30-hex island); keep the spirit: uniform
        while True:
            v = 36 * (dice.roll() - 1) + 6 * (dice.roll() - 1) + dice.roll()
            if v <= n * (216 // n):
                return (v - 1) % n
    while True:
        d1, d2 = dice.roll(), dice.roll()
        v = 6 * (d1 - 1) + d2
        if v <= n * (36 // n):
            return (v - 1) % n


def unit_key(uid: str) -> tuple[str, int, str]:
    """Units sort by id: ``U2`` before ``U10`` (prefix, number)."""
    m = re.match(r"([A-Za-z]*)(\d*)(.*)", uid)
    prefix, num, rest = m.group(1), m.group(2), m.group(3)
    return prefix, int(num) if num else -1, rest


# ---------------------------------------------------------------------------------- script
class UndeadScript:
    """One decision of the undead seat, from its view and its legal actions."""

    def __init__(self, view: Any, seat: int, legal: list[Action], dice: Dice) -> None:
        self.view = view
        self.seat = seat
        self.legal = legal
        self.dice = dice
        self.board = mv.board(view)
        self.occ = mv.occupancy(view)
        self.island = mv.island(view) if mv.is_island_bound(view, seat) else None

    # ------------------------------------------------------------------ helpers
    def _on_island(self, h: Hex) -> bool:
        return self.island is None or h in self.island

    def _block(self, uid: str):
        return BLOCKS[self.view.units[uid][0]]

    def _key(self, uid: str) -> tuple[str, int, str]:
        """7.1.3 id order: a rebuilt block under the id it had before (kept for its owner)."""
        return unit_key(getattr(self.view, "rebuilt", {}).get(uid, uid))

    def _enemy_hexes(self) -> set[Hex]:
        """Elf hexes: island hexes holding at least one unit of another seat."""
        return {h for h, here in self.occ.items() if self._on_island(h) and any(s != self.seat for s in here)}

    def _of(self, kind: type) -> list[Action]:
        return [a for a in self.legal if type(a).__name__ == kind.__name__]

    def pick(self, options: list[Any]) -> Any:
        """UDC over options already in canonical order."""
        return options[udc(len(options), self.dice)]

    # ------------------------------------------------------------------ entry point
    def decide(self) -> Action:
        v = self.view
        if v.pending:
            kind = v.pending[-1].kind
            if kind == "pin":
                return self.pin()
            if kind == "hits":
                return self.take_hit()
            if kind == "withdraw":
                retreats = self._of(A.Retreat)
                if retreats:
                    return self.retreat(retreats[0].unit)
            if kind == "regroup":  # Combat 5: the undead never regroup
                ends = self._of(A.EndRegroup)
                if ends:
                    return ends[0]
            if kind == "dispel":
                refusals = [a for a in self._of(A.Dispel) if not a.use]
                if refusals:
                    return refusals[0]
            if kind == "choose":  # which of its battles first: a choice between equals
                battles = sorted(self._of(A.ChooseBattle), key=lambda a: a.hex)
                if battles:
                    return self.pick(battles)
        elif v.phase == "move":
            return self.move()
        elif v.phase == "combat":
            return self.combat_turn()
        elif v.phase == "build":
            return self.build()
        return self.legal[0]

    # ------------------------------------------------------------------ movement
    def pin(self) -> Action:
        """Movement 1: the castle is pinned first; any other choice is irrelevant (lowest id)."""
        pins = sorted(self.legal, key=lambda a: self._key(getattr(a, "unit", "")))
        castles = [a for a in pins if getattr(a, "unit", None) in self.view.units and self._block(a.unit).castle]
        return (castles or pins)[0]

    def move(self) -> Action:
        """Movement 2-6: units one at a time in id order; each attacks (or reinforces) a reachable
        elf hex chosen by UDC, entering across a hexside chosen by UDC; otherwise it stays."""
        moves: dict[str, list[Any]] = {}
        for a in self._of(A.Move):
            moves.setdefault(a.unit, []).append(a)
        targets_all = self._enemy_hexes()
        for uid in sorted(moves, key=self._key):
            u = self.view.units[uid]
            if u[FL] & (MOVED | PINNED) or self._block(uid).castle:
                continue
            here = self.occ.get(u[POS], {})
            if any(s != self.seat for s in here):  # 3: it stays and fights
                continue
            reach = [m for m in moves[uid]
                     if m.path[-1] in targets_all and all(self._on_island(h) for h in m.path)]
            if not reach:  # 4: no reachable elf hex: it does not move
                continue
            target = self.pick(sorted({m.path[-1] for m in reach}))
            into = [m for m in reach if m.path[-1] == target]

            def entry(m: Any, start: Hex = u[POS]) -> tuple[Hex, Hex]:
                prev = m.path[-2] if len(m.path) > 1 else start
                return hexside(prev, m.path[-1])

            side = self.pick(sorted({entry(m) for m in into}))  # 5
            return next(m for m in into if entry(m) == side)
        ends = self._of(A.EndMovement)
        return ends[0] if ends else self.legal[0]

    # ------------------------------------------------------------------ combat
    def combat_turn(self) -> Action:
        """Combat 1-2: fire in id order; at strength 1 from round 2 retreat (the engine offers
        nothing else then, and eliminates a unit that cannot retreat: 7.1, 5.4)."""
        units = sorted({a.unit for a in self.legal if hasattr(a, "unit")}, key=self._key)
        if not units:
            return self.legal[0]
        uid = units[0]
        mine = [a for a in self.legal if getattr(a, "unit", None) == uid]
        retreats = [a for a in mine if isinstance(a, A.Retreat)]
        fires = [a for a in mine if isinstance(a, A.Fire) and not a.berserk]
        battle = self.view.battle or {}
        rnd = battle.get("round", 1)
        block = self._block(uid)
        if retreats and (not fires or (rnd in (2, 3) and not block.castle and self.view.units[uid][STR] == 1)):
            return self.retreat(uid)
        if fires:
            return fires[0]
        if rnd == PURSUIT_ROUND and retreats:  # pragma: no cover - covered by the first branch
            return self.retreat(uid)
        holds = [a for a in mine if isinstance(a, A.Hold)]
        return (holds or mine)[0]

    def retreat(self, uid: str) -> Action:
        """Combat 3: friendly hexes first, then neutral; across a road hexside first; then UDC."""

        options = [a for a in self.legal if getattr(a, "unit", None) == uid and hasattr(a, "dest")]
        start = self.view.units[uid][POS]
        dests = sorted({a.dest for a in options if self._on_island(a.dest)}) or sorted({a.dest for a in options})
        friendly = [d for d in dests if mv.status(self.view, self.occ, d, self.seat) == "own"]
        pool = friendly or dests

        def road(d: Hex) -> bool:
            try:
                return self.board.side(start, d).road
            except (KeyError, ValueError):
                return False  # a flyer's distant retreat crosses no single hexside

        pool = [d for d in pool if road(d)] or pool
        dest = self.pick(pool)
        return next(a for a in options if a.dest == dest)

    def take_hit(self) -> Action:
        """Combat 4: among the strongest (the engine's candidates), the cheapest block per step,
        then UDC by id."""
        options = sorted(self.legal, key=lambda a: self._key(getattr(a, "unit", "")))
        costs = {a: self._block(a.unit).cost for a in options if getattr(a, "unit", None) in self.view.units}
        if not costs:
            return options[0]
        cheapest = min(costs.values())
        return self.pick([a for a in options if costs.get(a) == cheapest])

    # ------------------------------------------------------------------ build
    def build(self) -> Action:
        """Build 2-5: rebuild the eliminated (cheapest first, in its starting city if it can),
        then add steps city by city to the cheapest affordable unit; the rest is stored."""
        starts = {uid: h for uid, _seat, _key, _st, h in ISLE_UNITS}
        dead = [(uid, key) for uid, key in self.view.dead[self.seat] if not BLOCKS[key].castle]
        if dead:
            builds = self._of(A.BuildUnit)
            for uid, key in sorted(dead, key=lambda d: (BLOCKS[d[1]].cost, self._key(d[0]))):
                mine = [a for a in builds if a.block == key and getattr(a, "unit", "") in (uid, "")]
                cities = sorted({a.city for a in mine})
                if not cities:
                    continue
                start = starts.get(getattr(self.view, "rebuilt", {}).get(uid, uid))
                city = start if start in cities else self.pick(cities)
                return next(a for a in mine if a.city == city)  # Build 2: this very unit (its id)
        steps = self._of(A.BuildStep)
        if steps:
            by_city: dict[Hex, list[Any]] = {}
            for a in steps:
                by_city.setdefault(self.view.units[a.unit][POS], []).append(a)
            city = min(by_city)
            options = sorted(by_city[city], key=lambda a: self._key(a.unit))
            cheapest = min(self._block(a.unit).cost for a in options)
            return self.pick([a for a in options if self._block(a.unit).cost == cheapest])
        ends = self._of(A.EndBuild)
        return ends[0] if ends else self.legal[0]


def decide(view: Any, seat: int, legal: list[Action], dice: Dice) -> Action:
    """The script's action for ``seat`` in ``view`` (one of ``legal``)."""
    return UndeadScript(view, seat, legal, dice).decide()


def view_seed(rules: Rules, view: Any, seed: int) -> int:
    """A generator seed that is a pure function of the agent's seed and the view."""
    digest = hashlib.blake2b(pack(rules.encode(view)), digest_size=8, key=str(seed).encode()).digest()
    return int.from_bytes(digest, "big")


class UndeadAgent:
    """``undead``: the 7.1.3 script. Deterministic for a view and a seed; sees views only."""

    wants_view = True

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None) -> None:
        self.name = "undead"
        self.rules = rules
        self.seat = seat
        self.seed = seed

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        dice = Dice.seeded(Rng(view_seed(self.rules, view, self.seed)))
        return decide(view, self.seat, legal_actions, dice)

