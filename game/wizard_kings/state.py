"""The Wizard Kings game state: plain lists and dicts so that clone and encode stay cheap.

A unit is a list ``[block key, owner seat, (q, r), strength, flags]`` keyed by its id in
``state.units`` (insertion order = creation order, which every iteration follows). Blocks not on
the map are counts in ``pool`` (buildable), ``removed`` (gone for good: wizards, 2.24) and
``dead`` (eliminated units a rebuild names, 7.1.3). A block built or rebuilt always gets a new id
(a reused one would tell the other armies which block came back); ``rebuilt`` keeps, for its
owner only, the id a rebuilt block had before (7.1.3 orders the undead by it).
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.core.types import DecodeError
from game.wizard_kings import records

# unit record fields
BLK, OWN, POS, STR, FL = 0, 1, 2, 3, 4
# unit flags
MOVED = 1          # moved this turn (4.2)
PINNED = 2         # pinned this Movement phase (4.7)
CAST = 4           # cast a Movement-phase spell this turn (2.22)
HASTE = 8          # +1 MA this Movement phase (Table 2-D HASTE)
ACTED = 16         # took its combat turn this round (5.2)
REGROUPED = 64     # regrouped after this battle (5.5)
WAITED = 32        # waits this round for the other of its two firing steps (2.7 magic weapon)
DAZED = 128        # loses its combat turn this round (DAZE)
RESERVE = 256      # combat reserve (optional rule)
FRESH = 1024       # built this Build phase
HANDED = 512       # handed its artifact to another unit this turn (2.7; it may not take one back)
TURN_FLAGS = MOVED | PINNED | CAST | HASTE | RESERVE | REGROUPED | HANDED
UNKNOWN = "?"

PHASES = ("deploy", "move", "combat", "build", "over")


class WKState:
    __slots__ = ("scenario", "designs", "players", "armies", "sheet_owner", "city_owner", "opts",
                 "turn", "phase", "order", "cur", "units", "next_id", "pool", "removed", "dead",
                 "totals", "entries", "attacker_of", "port_used", "port_start", "battles", "battle",
                 "pending", "gold", "tokens", "budget", "vp", "result", "rng", "seq", "initiative",
                 "hidden_counts", "arts", "allies", "offers", "holders", "rebuilt", "capitals", "cache")

    def __init__(self) -> None:
        self.scenario = "free"
        self.designs: tuple[int, ...] = (13,)
        self.players = 2
        self.armies: list[str] = []
        self.sheet_owner: list[int] = []          # seat owning each sheet slot, -1 nobody
        self.city_owner: dict[tuple[int, int], int] = {}   # original owner per city / gate hex (4.4)
        self.opts: dict[str, Any] = {}
        self.turn = 1
        self.phase = "deploy"
        self.order: list[int] = []                # player order of this turn (4.1)
        self.cur = 0                              # index into order of the player moving / building
        self.units: dict[str, list] = {}
        self.next_id: list[int] = []
        self.pool: list[dict[str, int]] = []
        self.removed: list[dict[str, int]] = []
        self.dead: list[list[list]] = []          # per seat: [uid, block] of eliminated units
        self.totals: list[dict[str, int]] = []    # per seat: every block it owns (conservation)
        self.entries: dict[tuple[int, int], list[list]] = {}   # battle hex -> [uid, seat, from_hex, water, counts]
        self.attacker_of: dict[tuple[int, int], int] = {}      # battle hex -> first attacker seat
        self.port_used: dict[tuple[int, int], int] = {}
        self.port_start: list[list[tuple[int, int]]] = []      # friendly ports at phase start, per seat
        self.battles: list[tuple[int, int]] = []  # battle hexes still to fight
        self.battle: dict[str, Any] | None = None
        self.pending: list[Any] = []              # decision stack of records (records.py), top = last
        self.gold: dict[tuple[int, int], int] = {}     # spendable gold of the current builder per city
        self.tokens: dict[tuple[int, int], int] = {}   # stored gold tokens per city (6.3)
        self.budget: list[int] = []               # deployment budget per seat (1.22)
        self.vp: list[int] = []                   # V3 victory points
        self.result: tuple[tuple[int, ...], str] | None = None
        self.rng = Rng(0)
        self.seq = 0                              # entry sequence counter
        self.initiative: list[int] = []
        self.hidden_counts: dict[str, int] = {}   # view only: enemy blocks off the map per seat
        self.arts: dict[str, list] = {}            # artifact id -> [key, owner, carrier id, steps, bound army]
        self.allies: list[tuple[int, int]] = []    # 4.9 lasting alliances: seat pairs (low, high), sorted
        self.offers: list[tuple[int, int]] = []    # 4.9 [DD] alliance offers made this turn (proposer, other)
        self.holders: dict[tuple[int, int], int] = {}   # 6.0 [DD] city -> holder among allies sharing it
        self.rebuilt: dict[str, str] = {}          # 7.1.3: rebuilt unit id -> the id it had before
        self.capitals: dict[tuple[int, int], int] = {}   # 7.4: capital city -> the seat whose army founded it
        self.cache: tuple | None = None            # last legal-action list (not part of the game)


def clone_state(s: WKState) -> WKState:
    c = WKState.__new__(WKState)
    c.scenario = s.scenario
    c.designs = s.designs
    c.players = s.players
    c.armies = list(s.armies)
    c.sheet_owner = s.sheet_owner        # never mutated after setup
    c.city_owner = s.city_owner          # never mutated after setup
    c.opts = s.opts
    c.turn = s.turn
    c.phase = s.phase
    c.order = list(s.order)
    c.cur = s.cur
    c.units = {k: list(v) for k, v in s.units.items()}
    c.next_id = list(s.next_id)
    c.pool = [dict(p) for p in s.pool]
    c.removed = [dict(p) for p in s.removed]
    c.dead = [[list(d) for d in ds] for ds in s.dead]
    c.totals = list(s.totals)            # its dicts are replaced, never mutated
    c.entries = {k: [list(e) for e in v] for k, v in s.entries.items()}
    c.attacker_of = dict(s.attacker_of)
    c.port_used = dict(s.port_used)
    c.port_start = [list(p) for p in s.port_start]
    c.battles = list(s.battles)
    b = s.battle
    if b is None:
        c.battle = None
    else:
        c.battle = dict(b)
        c.battle["retreats"] = dict(b["retreats"])
        c.battle["shield"] = list(b["shield"])
        c.battle["bless"] = list(b["bless"])
        c.battle["curse"] = list(b["curse"])
        if "loot" in b:
            c.battle["loot"] = list(b["loot"])
        if "sides" in b:
            c.battle["sides"] = list(b["sides"])
    c.pending = [records.copy_record(p) for p in s.pending]
    c.gold = dict(s.gold)
    c.tokens = dict(s.tokens)
    c.budget = list(s.budget)
    c.vp = list(s.vp)
    c.result = s.result
    c.rng = s.rng.copy()
    c.seq = s.seq
    c.initiative = list(s.initiative)
    c.hidden_counts = dict(s.hidden_counts)
    c.arts = {k: list(v) for k, v in s.arts.items()}
    c.allies = list(s.allies)
    c.offers = list(s.offers)
    c.holders = dict(s.holders)
    c.rebuilt = dict(s.rebuilt)
    c.capitals = s.capitals              # set once in the set-up, then only read
    c.cache = None
    return c


def _hx(h: Any) -> tuple[int, int] | None:
    if h is None:
        return None
    if not (isinstance(h, list | tuple) and len(h) == 2 and all(isinstance(x, int) for x in h)):
        raise DecodeError(f"bad hex {h!r}")
    return (int(h[0]), int(h[1]))


def _hkey(h: tuple[int, int]) -> str:
    return f"{h[0]},{h[1]}"


def _kh(k: str) -> tuple[int, int]:
    a, b = k.split(",")
    return (int(a), int(b))


def _plain(v: Any) -> Any:
    if isinstance(v, tuple | list):
        return [_plain(x) for x in v]
    return v


def encode_state(s: WKState) -> dict[str, Any]:
    b = None
    if s.battle is not None:
        b = {k: _plain(v) for k, v in s.battle.items() if k != "retreats"}
        b["retreats"] = [[k, v] for k, v in s.battle["retreats"].items()]
    return {
        "scenario": s.scenario, "designs": list(s.designs), "players": s.players, "armies": list(s.armies),
        "sheet_owner": list(s.sheet_owner), "city_owner": [[_plain(h), o] for h, o in s.city_owner.items()],
        "opts": dict(s.opts), "turn": s.turn, "phase": s.phase, "order": list(s.order), "cur": s.cur,
        "units": [[k, v[BLK], v[OWN], _plain(v[POS]), v[STR], v[FL]] for k, v in s.units.items()],
        "next_id": list(s.next_id), "pool": [dict(p) for p in s.pool], "removed": [dict(p) for p in s.removed],
        "dead": [[list(d) for d in ds] for ds in s.dead], "totals": [dict(p) for p in s.totals],
        "entries": [[_plain(h), [_plain(e) for e in es]] for h, es in s.entries.items()],
        "attacker_of": [[_plain(h), o] for h, o in s.attacker_of.items()],
        "port_used": {_hkey(h): n for h, n in s.port_used.items()},
        "port_start": [[_plain(h) for h in p] for p in s.port_start],
        "battles": [_plain(h) for h in s.battles], "battle": b,
        "pending": [records.encode(p, _plain) for p in s.pending],
        "gold": {_hkey(h): n for h, n in s.gold.items()}, "tokens": {_hkey(h): n for h, n in s.tokens.items()},
        "budget": list(s.budget), "vp": list(s.vp),
        "result": None if s.result is None else [list(s.result[0]), s.result[1]],
        "rng": s.rng.encode(), "seq": s.seq, "initiative": list(s.initiative),
        "hidden_counts": dict(s.hidden_counts),
        "arts": [[k, *v] for k, v in s.arts.items()],
        "allies": [list(p) for p in s.allies], "offers": [list(p) for p in s.offers],
        "holders": [[_plain(h), o] for h, o in s.holders.items()],
        "rebuilt": dict(s.rebuilt),
        "capitals": [[_plain(h), o] for h, o in s.capitals.items()],
    }


def _tup(v: Any) -> Any:
    if isinstance(v, list):
        if len(v) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in v):
            return (v[0], v[1])
        return [_tup(x) for x in v]
    return v


def decode_state(d: dict[str, Any]) -> WKState:
    try:
        s = WKState()
        s.scenario = str(d["scenario"])
        s.designs = tuple(int(x) for x in d["designs"])
        s.players = int(d["players"])
        s.armies = [str(a) for a in d["armies"]]
        s.sheet_owner = [int(x) for x in d["sheet_owner"]]
        s.city_owner = {_hx(h): int(o) for h, o in d["city_owner"]}
        s.opts = dict(d["opts"])
        s.turn = int(d["turn"])
        s.phase = str(d["phase"])
        if s.phase not in PHASES:
            raise DecodeError(f"unknown phase {s.phase}")
        s.order = [int(x) for x in d["order"]]
        s.cur = int(d["cur"])
        s.units = {}
        for uid, blk, own, pos, st, fl in d["units"]:
            s.units[str(uid)] = [str(blk), int(own), _hx(pos), int(st), int(fl)]
        s.next_id = [int(x) for x in d["next_id"]]
        s.pool = [{str(k): int(v) for k, v in p.items()} for p in d["pool"]]
        s.removed = [{str(k): int(v) for k, v in p.items()} for p in d["removed"]]
        s.dead = [[[str(u), str(b)] for u, b in ds] for ds in d["dead"]]
        s.totals = [{str(k): int(v) for k, v in p.items()} for p in d["totals"]]
        s.entries = {}
        for h, es in d["entries"]:
            s.entries[_hx(h)] = [[str(e[0]), int(e[1]), _hx(e[2]), bool(e[3]), bool(e[4])] for e in es]
        s.attacker_of = {_hx(h): int(o) for h, o in d["attacker_of"]}
        s.port_used = {_kh(k): int(v) for k, v in d["port_used"].items()}
        s.port_start = [[_hx(h) for h in p] for p in d["port_start"]]
        s.battles = [_hx(h) for h in d["battles"]]
        b = d["battle"]
        if b is not None:
            b = dict(b)
            b["hex"] = _hx(b["hex"])
            b["retreats"] = {str(k): int(v) for k, v in b["retreats"]}
            b["shield"] = [int(x) for x in b["shield"]]
            b["bless"] = [int(x) for x in b["bless"]]
            b["curse"] = [int(x) for x in b["curse"]]
        s.battle = b
        s.pending = [records.decode([_tup(x) for x in p]) for p in d["pending"]]
        s.gold = {_kh(k): int(v) for k, v in d["gold"].items()}
        s.tokens = {_kh(k): int(v) for k, v in d["tokens"].items()}
        s.budget = [int(x) for x in d["budget"]]
        s.vp = [int(x) for x in d["vp"]]
        r = d["result"]
        s.result = None if r is None else (tuple(int(x) for x in r[0]), str(r[1]))
        s.rng = Rng.decode(d["rng"])
        s.seq = int(d["seq"])
        s.initiative = [int(x) for x in d["initiative"]]
        s.hidden_counts = {str(k): int(v) for k, v in d["hidden_counts"].items()}
        s.arts = {str(a): [str(k), int(o), str(c), int(n), str(b)] for a, k, o, c, n, b in d["arts"]}
        s.allies = [(int(a), int(b)) for a, b in d.get("allies", [])]
        s.offers = [(int(a), int(b)) for a, b in d.get("offers", [])]
        s.holders = {_hx(h): int(o) for h, o in d.get("holders", [])}
        s.rebuilt = {str(k): str(v) for k, v in d.get("rebuilt", {}).items()}
        s.capitals = {_hx(h): int(o) for h, o in d.get("capitals", [])}
    except DecodeError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as err:
        raise DecodeError(f"bad Wizard Kings state: {err}") from err
    return s
