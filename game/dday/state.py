"""The D-Day Dice state (§3.2): one :class:`Unit` per seat plus the shared table.

Dice and virtual results are stored as ints ``colour * 6 + face`` (data.FACES / data.COLOURS); a
colour of 4 on a virtual result means "any colour, still to be chosen by its owner" (Snipers,
Grappling Hook, Rope Ladder skulls).
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng

ACTIVE, SAFE, DEAD = 0, 1, 2
STATUS_NAMES = ("active", "safe", "destroyed")
ANY_COLOUR = 4


def die_code(colour: int, face: int) -> int:
    return colour * 6 + face


class Unit:
    """One player's unit (§3.2). ``t`` holds the per-turn flags, reset at each new turn."""

    __slots__ = ("seat", "status", "sector", "stay", "must_move", "bc_move", "visited", "soldiers",
                 "courage", "stars", "points", "specs", "dead", "hand", "items", "vehicle", "decos",
                 "decos_gained", "dice", "locked", "aside", "rolls", "virt", "stored", "pool", "t",
                 "mulligan_used", "first_bunker", "bunker_from")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.status = ACTIVE
        self.sector = ""
        self.stay = 1
        self.must_move = False
        self.bc_move = False
        self.visited: list[str] = []
        self.soldiers = 0
        self.courage = 0
        self.stars = 0
        self.points = 0
        self.specs: list[str] = []
        self.dead: list[str] = []
        self.hand: list[str] = []
        self.items: list[str] = []
        self.vehicle: str | None = None
        self.decos: list[str] = []
        self.decos_gained = 0
        self.dice: list[int] = []
        self.locked: list[bool] = []
        self.aside = -1
        self.rolls = 0
        self.virt: list[int] = []
        self.stored: list[int] | None = None
        self.pool: list[int] | None = None
        self.t: dict[str, int] = {}
        self.mulligan_used = False
        self.first_bunker = False
        self.bunker_from = ""

    def strength(self) -> int:
        """Soldiers plus living specialists (§1.6, §4.8)."""
        return self.soldiers + len(self.specs)

    def has(self, name: str) -> bool:
        return name in self.specs

    def copy(self) -> Unit:
        u = Unit.__new__(Unit)
        u.seat = self.seat
        u.status = self.status
        u.sector = self.sector
        u.stay = self.stay
        u.must_move = self.must_move
        u.bc_move = self.bc_move
        u.visited = list(self.visited)
        u.soldiers = self.soldiers
        u.courage = self.courage
        u.stars = self.stars
        u.points = self.points
        u.specs = list(self.specs)
        u.dead = list(self.dead)
        u.hand = list(self.hand)
        u.items = list(self.items)
        u.vehicle = self.vehicle
        u.decos = list(self.decos)
        u.decos_gained = self.decos_gained
        u.dice = list(self.dice)
        u.locked = list(self.locked)
        u.aside = self.aside
        u.rolls = self.rolls
        u.virt = list(self.virt)
        u.stored = None if self.stored is None else list(self.stored)
        u.pool = None if self.pool is None else list(self.pool)
        u.t = dict(self.t)
        u.mulligan_used = self.mulligan_used
        u.first_bunker = self.first_bunker
        u.bunker_from = self.bunker_from
        return u

    def encode(self) -> dict[str, Any]:
        return {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                for k in Unit.__slots__ for v in (getattr(self, k),)}

    @staticmethod
    def decode(data: dict[str, Any]) -> Unit:
        u = Unit(int(data["seat"]))
        for k in Unit.__slots__:
            v = data[k]
            if k in ("visited", "specs", "dead", "hand", "items", "decos"):
                v = [str(x) for x in v]
            elif k in ("dice", "virt"):
                v = [int(x) for x in v]
            elif k == "locked":
                v = [bool(x) for x in v]
            elif k in ("stored", "pool"):
                v = None if v is None else [int(x) for x in v]
            elif k == "t":
                v = {str(a): int(b) for a, b in v.items()}
            elif k in ("must_move", "bc_move", "mulligan_used", "first_bunker"):
                v = bool(v)
            elif k in ("sector", "bunker_from"):
                v = str(v)
            elif k == "vehicle":
                v = None if v is None else str(v)
            else:
                v = int(v)
            setattr(u, k, v)
        return u


# Fields of the table; each holds plain data (lists, dicts of str keys, ints, strs, None).
TABLE_FIELDS = (
    "map_id", "level", "players", "opts", "turn", "phase", "order", "cur", "passes", "window",
    "up", "item_pool", "item_discard", "item_out", "spec_pool", "deco_deck", "deco_used",
    "vehicles_out", "claimed", "random_props", "silenced", "beside", "captured", "def_red",
    "bangalore", "no_mgf", "combat", "losses", "request", "entry", "result", "reason", "deferred",
    "vehicle_pool", "first_bunker_turn", "deco_out", "joins", "d6",
)


class DDayState:
    """The whole game (§3.2)."""

    __slots__ = TABLE_FIELDS + ("units", "rng")

    def __init__(self) -> None:
        self.map_id = "N-01"
        self.level = "advanced"
        self.players = 1
        self.opts: dict[str, Any] = {}
        self.turn = 1
        self.phase = "roll"
        self.order: list[int] = []
        self.cur = 0
        self.passes = 0
        self.window: list[int] = []  # seats taking part in the open window
        self.up: dict[str, Any] = {}  # the upkeep resolution of the unit resolving now
        self.item_pool: list[str] = []
        self.item_discard: list[str] = []
        self.item_out: list[str] = []  # out of the game (not available, or held at removal)
        self.spec_pool: list[str] = []
        self.deco_deck: list[str] = []  # order hidden (§ the only hidden thing)
        self.deco_used: list[str] = []
        self.vehicles_out: list[str] = []
        self.vehicle_pool: list[str] = []  # vehicles neither held nor out
        self.claimed: list[str] = []  # one-time sector rewards taken ("10:item")
        self.random_props: dict[str, str] = {}
        self.silenced: list[str] = []
        self.beside: dict[str, list[str]] = {}  # bunker -> specialists left beside it
        self.captured: list[str] = []
        self.def_red: dict[str, int] = {}
        self.bangalore: list[str] = []
        self.no_mgf: list[str] = []
        self.combat: dict[str, Any] = {}
        self.losses: list[dict[str, Any]] = []
        self.request: dict[str, Any] | None = None
        self.entry: list[Any] | None = None
        self.result: str | None = None
        self.reason = ""
        self.deferred: list[int] = []
        self.first_bunker_turn = 0
        self.deco_out: list[str] = []
        self.joins: list[dict[str, Any]] = []  # joint-move offers still to put (§4.6.3)
        self.d6: dict[str, Any] | None = None  # a d6 roll that Binoculars may still change (§4.10)
        self.units: list[Unit] = []
        self.rng = Rng(0)
