"""The registry of engines: ``registry.get("stronghold")``.

Each game package registers its engine when imported (``registry.register(RULES)`` at the end of
its ``__init__``). ``load_all`` imports the packages this project knows of that are present, so a
game joins the client, the CLI and the shared battery by existing.
"""

from __future__ import annotations

import importlib
import importlib.util

from game.core.protocol import Rules

GAME_PACKAGES = ("stronghold", "madness", "dday", "wizard_kings")

_RULES: dict[str, Rules] = {}
_loaded = False


def register(rules: Rules) -> Rules:
    existing = _RULES.get(rules.id)
    if existing is not None and type(existing) is not type(rules):
        raise ValueError(f"two engines claim the id {rules.id!r}")
    _RULES[rules.id] = rules
    return rules


def unregister(game_id: str) -> None:
    _RULES.pop(game_id, None)


def load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in GAME_PACKAGES:
        if importlib.util.find_spec(f"game.{name}") is not None:
            importlib.import_module(f"game.{name}")


def get(game_id: str) -> Rules:
    load_all()
    try:
        return _RULES[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r} (registered: {', '.join(ids()) or 'none'})") from None


def ids() -> list[str]:
    load_all()
    order = {name: i for i, name in enumerate(GAME_PACKAGES)}
    return sorted(_RULES, key=lambda gid: (order.get(gid, len(order)), gid))


def all_rules() -> list[Rules]:
    return [_RULES[gid] for gid in ids()]
