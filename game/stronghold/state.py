"""The Stronghold state: plain lists, dicts and ints, so clone and encode stay cheap.

Unit groups are count triples: attackers [goblins, orcs, trolls], defenders [archers, soldiers,
veterans]. Places are indexed as in data.SECTIONS / BASTIONS / RAMPARTS.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.core.types import DecodeError

# field -> kind: "v" immutable value, "l" flat list, "ll" list of lists, "d" flat dict,
# "dl" dict of lists, "p" nested plain data (copied recursively)
FIELDS: dict[str, str] = {
    "players": "v", "basic": "v", "n_att": "v", "n_def": "v",
    "round": "v", "phase": "v", "stage": "v", "cur_att": "v", "cur_def": "v",
    "att_passed": "l", "over": "v", "winner": "v", "reason": "v",
    # glory
    "glory_att": "v", "glory_def": "v", "endurance": "v", "deeds_used": "l", "deed_round": "v",
    "feats": "l", "goblins_sacrificed": "v", "demolished": "v", "breaches": "l", "breach_glory": "v",
    "gate3_fell": "v", "tiebreak": "v",
    # attackers (index a)
    "camp": "ll", "resources": "l", "res_supply": "v", "bag": "l", "att_supply": "l", "on_cards": "l",
    "cards": "ll", "flipped": "ll", "used_att": "l", "card_offer": "l", "barbican": "v",
    # attacker board
    "forefield": "ll", "rampart": "ll", "wall_att": "ll", "tower_units": "ll", "tower": "l",
    "crew": "l", "machine": "l", "mdeck": "dl", "altar": "l", "cover": "l", "training": "ll",
    "trebuchet": "l", "equip": "ll", "spots": "l", "accurate": "l", "bloodstone": "l",
    "ram_parts": "v", "gates": "l", "gate": "v", "orders": "ll", "order_supply": "l",
    "saboteurs": "l", "rituals": "p", "troll_trap_used": "l",
    # defenders
    "sec_def": "ll", "bastion_archers": "l", "bastion_machine": "l", "places": "dl",
    "infirmary": "l", "def_supply": "l", "hg_intact": "v", "hero_pos": "l", "hero_used": "l",
    "speech": "l", "stone": "l", "wood": "l", "stone_supply": "v", "wood_supply": "v",
    "cauldron": "l", "platform": "l", "def_deck": "l", "def_drawn": "l",
    "hg": "l", "hg_workshop": "l", "paid": "d", "paid_by": "d", "used": "d",
    "forced_labour": "v", "desperate": "v", "hurry_used": "v", "glow": "v", "blessing": "v",
    "stone_pending": "v", "casualties": "l", "def_ended": "l",
    # dispatch / assault
    "dispatch": "p", "pending": "p", "tasks": "p", "adecl": "p", "assault_kills": "l",
    "actions_done": "v",
}


class SHState:
    __slots__ = (*FIELDS, "rng")

    def __init__(self) -> None:
        for name in FIELDS:
            setattr(self, name, None)
        self.rng = Rng(0)


def _deep(x: Any) -> Any:
    if x is None:
        return None
    if isinstance(x, list):
        return [_deep(v) for v in x]
    if isinstance(x, dict):
        return {k: _deep(v) for k, v in x.items()}
    return x


def _copy_dispatch(d: Any) -> Any:
    if d is None:
        return None
    return {**d, "moved": dict(d["moved"]), "arrived": {k: v[:] for k, v in d["arrived"].items()}}


def _copy_pending(p: Any) -> Any:
    return None if p is None else {**p, "options": p["options"][:]}


# nested fields whose shape is fixed get a dedicated copier (faster than the generic one)
_SPECIAL = {"dispatch": "None if s.{0} is None else _cd(s.{0})", "pending": "None if s.{0} is None else _cp(s.{0})",
            "tasks": "_list(map(_lc, s.{0}))", "adecl": "_list(map(_lc, s.{0}))",
            "rituals": "{{'list': _list(map(_lc, s.{0}['list']))}}"}


def _clone_source() -> str:
    """Source of a straight-line copier for FIELDS: no per-field branching at run time."""
    copy = {"v": "s.{0}", "l": "s.{0}[:]", "ll": "_list(map(_lcopy, s.{0}))", "d": "s.{0}.copy()",
            "dl": "dict(zip(s.{0}, map(_lcopy, s.{0}.values()))) if s.{0} else {{}}", "p": "_deep(s.{0})"}
    lines = ["def clone_state(s):", "    c = _new(SHState)"]
    lines += [f"    c.{name} = " + _SPECIAL.get(name, copy[kind]).format(name) for name, kind in FIELDS.items()]
    lines += ["    c.rng = s.rng.copy()", "    return c"]
    return "\n".join(lines)


_ns: dict[str, Any] = {"_list": list, "_deep": _deep, "_lcopy": list.copy, "_lc": list.copy, "_cd": _copy_dispatch,
                       "_cp": _copy_pending, "_new": object.__new__, "SHState": SHState}
exec(_clone_source(), _ns)  # noqa: S102 - generated from the FIELDS table above
clone_state: Any = _ns["clone_state"]


def _check_plain(x: Any, where: str) -> None:
    if x is None or isinstance(x, bool | int | str):
        return
    if isinstance(x, list):
        for v in x:
            _check_plain(v, where)
        return
    if isinstance(x, dict):
        for k, v in x.items():
            if not isinstance(k, str):
                raise DecodeError(f"{where}: non-string key")
            _check_plain(v, where)
        return
    raise DecodeError(f"{where}: value of type {type(x).__name__}")


def encode_state(s: SHState) -> dict[str, Any]:
    out: dict[str, Any] = {name: _deep(getattr(s, name)) for name in FIELDS}
    out["rng"] = s.rng.encode()
    out["format"] = "stronghold-1"
    return out


def decode_state(data: Any) -> SHState:
    if not isinstance(data, dict) or data.get("format") != "stronghold-1":
        raise DecodeError("not a Stronghold state")
    s = SHState()
    for name, kind in FIELDS.items():
        if name not in data:
            raise DecodeError(f"Stronghold state lacks {name!r}")
        v = data[name]
        _check_plain(v, name)
        if kind in ("l", "ll") and not isinstance(v, list):
            raise DecodeError(f"{name} must be a list")
        if kind == "ll" and not all(isinstance(x, list) for x in v):
            raise DecodeError(f"{name} must be a list of lists")
        if kind in ("d", "dl") and not isinstance(v, dict):
            raise DecodeError(f"{name} must be a dict")
        if kind == "dl" and not all(isinstance(x, list) for x in v.values()):
            raise DecodeError(f"{name} must map to lists")
        setattr(s, name, _deep(v))
    s.rng = Rng.decode(data.get("rng"))
    if not isinstance(s.players, int) or s.players not in (2, 3, 4):
        raise DecodeError("bad player count")
    if not isinstance(s.stage, str):
        raise DecodeError("bad stage")
    shapes_ok = (
        (s.pending is None or (isinstance(s.pending, dict) and isinstance(s.pending.get("options"), list)))
        and (s.dispatch is None or (isinstance(s.dispatch, dict) and isinstance(s.dispatch.get("moved"), dict)
                                    and isinstance(s.dispatch.get("arrived"), dict)))
        and isinstance(s.rituals, dict) and isinstance(s.rituals.get("list"), list)
        and all(isinstance(x, list) for x in (*s.tasks, *s.adecl, *s.rituals["list"]))
    )
    if not shapes_ok:
        raise DecodeError("bad Stronghold decision records")
    return s
