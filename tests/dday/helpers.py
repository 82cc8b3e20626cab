"""Hand-made D-Day Dice positions for the spec's worked examples (§6)."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.dday import RULES
from game.dday.data import FACE_SHORT
from game.dday.state import DDayState, Unit

R = RULES
COL = {"R": 0, "W": 1, "B": 2, "v": 3, "vR": 0, "vW": 1, "vB": 2}


def dice(text: str) -> list[int]:
    """``"R:Skull W:2S B:Star"`` -> die codes (colour * 6 + face)."""
    out = []
    for tok in text.split():
        col, face = tok.split(":")
        out.append(COL[col] * 6 + FACE_SHORT.index(face))
    return out


def game(map_id: str = "N-01", players: int = 1, seed: int = 1, **opts: Any) -> DDayState:
    """A fresh game; every unit placed on the first start sector."""
    s = R.setup({"map": map_id, "players": players, **opts}, seed)
    while s.phase == "start":
        seat = R.to_act(s)[0]
        R.apply(s, R.legal_actions(s, seat)[0])
    return s


def put(s: DDayState, seat: int, sector: str, *, soldiers: int | None = None, courage: int | None = None,
        stars: int | None = None, points: int | None = None, specs: tuple[str, ...] | None = None,
        items: tuple[str, ...] | None = None, stay: int | None = None, visited: tuple[str, ...] = ()) -> Unit:
    u = s.units[seat]
    u.sector = sector
    u.visited = list(visited) + [sector]
    for name, v in (("soldiers", soldiers), ("courage", courage), ("stars", stars), ("points", points),
                    ("stay", stay)):
        if v is not None:
            setattr(u, name, v)
    if specs is not None:
        for n in specs:
            if n in u.hand:
                u.hand.remove(n)
            if n in s.spec_pool:
                s.spec_pool.remove(n)
        u.specs = list(specs)
    if items is not None:
        for n in items:
            for zone in (s.item_pool, s.item_discard, s.item_out):
                if n in zone:
                    zone.remove(n)
                    break
        u.items = sorted(items)
    return u


def to_upkeep(s: DDayState, final: dict[int, str], virt: dict[int, str] | None = None,
              locked: dict[int, tuple[int, ...]] | None = None) -> list:
    """Give units their final rolls and start phase 2 (the engine runs until a decision)."""
    ev: list = []
    for u in s.units:
        u.t = {"final": 1}
        u.aside = -1
    for seat, text in final.items():
        u = s.units[seat]
        u.dice = dice(text)
        u.locked = [False] * len(u.dice)
        for i in (locked or {}).get(seat, ()):
            u.locked[i] = True
        u.virt = dice((virt or {}).get(seat, ""))
    s.phase = "upkeep"
    s.order = sorted(final)
    s.cur = 0
    s.up = {}
    s.losses = []
    R._advance(s, ev)
    return ev


def to_phase(s: DDayState, phase: str, order: list[int] | None = None) -> list:
    """Jump to the start of a phase (recruit, move, combat) for the given units."""
    ev: list = []
    order = order if order is not None else [u.seat for u in s.units]
    for seat in order:
        s.units[seat].t.setdefault("final", 1)
        s.units[seat].t.pop("done", None)
        s.units[seat].t.pop("moved", None)
    s.losses = []
    s.up = {}
    if phase == "combat":
        from game.dday import combat

        combat.begin(s, ev)
    else:
        s.phase = phase
        s.order = list(order)
        s.cur = 0
        s.passes = 0
        s.window = list(order) if phase in ("post", "recruit") else []
        s.deferred = []
    R._advance(s, ev)
    return ev


def act(s: DDayState, action) -> list:
    return R.apply(s, action)


def pass_all(s: DDayState, phase: str) -> None:
    """Everyone passes until the phase changes."""
    from game.dday.actions import Pass

    while s.phase == phase and s.result is None and not s.losses:
        seat = R.to_act(s)[0]
        acts = R.legal_actions(s, seat)
        if Pass(seat) not in acts:
            break
        R.apply(s, Pass(seat))


def fixed_rng(s: DDayState, values: list[int]) -> None:
    """Make the next d6 results of the state's generator ``values`` (search for a seed)."""
    for seed in range(200000):
        r = Rng(seed)
        if all(r.below(6) + 1 == v for v in values):
            s.rng = Rng(seed)
            return
    raise AssertionError("no seed found")
