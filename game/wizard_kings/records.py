"""The records on the decision stack (``state.pending``), one small named type per kind.

Each is a named tuple whose first field is its kind, so the machine dispatches on ``t[0]`` and a
record encodes as the same plain list saves have always held (``["hits", 1, 2, 0, "", "w1"]``):
:func:`encode` writes it, :func:`decode` reads it back into its type. A record is a value: a
step that changes one puts ``rec._replace(...)`` back in its place (:func:`replace_top`).
Every field has a default only so that a record is built by keywords, its kind filled in.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.types import DecodeError

Hex = tuple[int, int]


# ------------------------------------------------------------------ set-up (1.2, 7.3, 7.4)
class Choice(NamedTuple):
    """A seat's pick with nothing more to say: an army, a sheet count, a map, the battle to
    fight next (5.1), or a winner's regroup (5.5)."""
    kind: str = "choose"
    seat: int = -1


class FreePicks(NamedTuple):
    """1.2: the book at the bottom of a free game's set-up: who picks in which order, the
    layout slots taken so far and each player's number of map sheets."""
    kind: str = "freepick"
    seat: int = -1
    pickers: list[int] = []   # noqa: RUF012 - a default is never mutated: every record is built with its own
    slots: list[int] = []     # noqa: RUF012
    counts: list[int] = []    # noqa: RUF012


class AlliancePicks(NamedTuple):
    """7.4: the book of the two players' armies, each ``[army, seat, layout slot or -1]``."""
    kind: str = "alliance"
    seat: int = -1
    picks: list[list[Any]] = []   # noqa: RUF012


class Capital(NamedTuple):
    """7.4: where the army's five blocks start."""
    kind: str = "capital"
    seat: int = -1
    army: str = ""
    slot: int = -1


class Roster(NamedTuple):
    """A scenario's starting blocks still to place, ``[block, strength]`` each."""
    kind: str = "roster"
    seat: int = -1
    blocks: list[list[Any]] = []   # noqa: RUF012


# ------------------------------------------------------------------ the movement turn
class PinChoice(NamedTuple):
    """4.7: how many of the seat's units in an attacked hex must still be pinned."""
    kind: str = "pin"
    seat: int = -1
    hex: Hex = (0, 0)
    left: int = 0


class HealSteps(NamedTuple):
    """2.2 Heal: steps still to give to the seat's units in the caster's hex."""
    kind: str = "heal"
    seat: int = -1
    hex: Hex = (0, 0)
    left: int = 0
    caster: str = ""


class MoveSpellCast(NamedTuple):
    """A Movement-phase spell waiting under a Dispel chance (runs on its own)."""
    kind: str = "mspell"
    seat: int = -1
    spell: str = ""
    target: str | None = None
    dest: Hex | None = None
    caster_hex: Hex = (0, 0)
    wizard: str = ""


class AllyOffer(NamedTuple):
    """4.9: an alliance offered to ``seat`` by ``offerer``."""
    kind: str = "ally_offer"
    seat: int = -1
    offerer: int = -1


# ------------------------------------------------------------------ battles (5.0)
class DispelChance(NamedTuple):
    """2.2 Dispel [DD]: opposed wizards that may still try to stop ``spell``."""
    kind: str = "dispel"
    seat: int = -1
    wizards: list[str] = []   # noqa: RUF012
    spell: str = ""


class BattleSpell(NamedTuple):
    """A battle spell waiting under a Dispel chance (runs on its own)."""
    kind: str = "spell"
    seat: int = -1
    spell: str = ""
    target: str | None = None
    caster: str = ""


class Hits(NamedTuple):
    """5.32: hits still to take by ``seat``'s side; ``spell`` 1 when a spell dealt them (5.34),
    ``target`` the unit a spell aimed at, ``source`` who dealt them."""
    kind: str = "hits"
    seat: int = -1
    left: int = 0
    spell: int = 0
    target: str = ""
    source: str = ""


class Withdraw(NamedTuple):
    """5.34: a unit a spell cannot take the last step of must retreat."""
    kind: str = "withdraw"
    seat: int = -1
    unit: str = ""


class Side(NamedTuple):
    """4.9: a third army in a battle chooses a side for the round."""
    kind: str = "side"
    seat: int = -1
    hex: Hex = (0, 0)


class Carry(NamedTuple):
    """2.7: between combat rounds, the artifacts that already changed carrier in this break."""
    kind: str = "carry"
    seat: int = -1
    hex: Hex = (0, 0)
    moved: list[str] = []   # noqa: RUF012


class Order(NamedTuple):
    """5.2 [DD]: allied armies at the same firing step: whose units act next."""
    kind: str = "order"
    seat: int = -1
    owners: list[int] = []   # noqa: RUF012
    rank: int = 0


class Capture(NamedTuple):
    """2.7 capture rule [DD]: an artifact the seat may take (``hex``: where it was found, None
    for one lost in a battle)."""
    kind: str = "capture"
    seat: int = -1
    artifact: str = ""
    hex: Hex | None = None


class Leave(NamedTuple):
    """4.9 / 2.37 [DD]: units that may not stay in the battle hex (``at_sea`` 1: only flyers
    over the sea)."""
    kind: str = "leave"
    seat: int = -1
    hex: Hex = (0, 0)
    at_sea: int | None = 0


Record = (Choice | FreePicks | AlliancePicks | Capital | Roster | PinChoice | HealSteps | MoveSpellCast
          | AllyOffer | DispelChance | BattleSpell | Hits | Withdraw | Side | Carry | Order | Capture | Leave)

_CHOICES = ("free_army", "free_count", "free_map", "pick_army", "pick_map", "lws_army", "lws_map", "choose",
            "regroup")
TYPES: dict[str, type] = {kind: Choice for kind in _CHOICES}
TYPES.update({cls._field_defaults["kind"]: cls for cls in (
    FreePicks, AlliancePicks, Capital, Roster, PinChoice, HealSteps, MoveSpellCast, AllyOffer, DispelChance,
    BattleSpell, Hits, Withdraw, Side, Carry, Order, Capture, Leave)})

# a trailing field older records lack: absent when None, and so left out of the encoding
_OPTIONAL_LAST = (Capture, Leave)


def replace_top(pending: list[Any], **changes: Any) -> Any:
    """The record on top with ``changes``, put back in its place; returned."""
    rec = pending[-1]._replace(**changes)
    pending[-1] = rec
    return rec


def copy_record(rec: Any) -> Any:
    """A copy whose lists are the copy's own (a clone's stack must not share them); a record
    without lists is a value, shared as it is."""
    for x in rec:
        if isinstance(x, list):
            return rec._make([_deep(y) if isinstance(y, list) else y for y in rec])
    return rec


def _deep(v: list) -> list:
    return [_deep(x) if isinstance(x, list) else x for x in v]


def encode(rec: Any, plain: Any) -> list[Any]:
    out = plain(rec)
    if isinstance(rec, _OPTIONAL_LAST) and rec[-1] is None:
        out.pop()
    return out


def decode(items: list[Any]) -> Any:
    """A record from its decoded items (hexes already tuples)."""
    if not items or not isinstance(items[0], str) or items[0] not in TYPES:
        raise DecodeError(f"unknown decision {items[:1]!r}")
    cls = TYPES[items[0]]
    missing = len(cls._fields) - len(items)
    if missing < 0:
        raise DecodeError(f"decision {items[0]} has {len(items)} items")
    if missing == 1 and cls in _OPTIONAL_LAST:
        return cls._make([*items, None])
    return cls(*items)
