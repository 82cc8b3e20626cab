"""What a game plugs into the AI (:class:`GameAI`), found by the game's id.

A game's AI lives in its own folder, ``ai/<game id>/``, whose ``__init__`` registers a
:class:`GameAI` and the game's own agents. :func:`game_ai` imports that folder the first time the
game is asked for, and no other, the way ``sprites/boards`` finds a game's board: the generic
AI (search, agents, bench, worker) names no game, and a game without a folder plays with the
generic defaults (the default heuristics, :data:`DEFAULT_LEVELS`).

Everything here is also importable from :mod:`ai.registry`, the one door the client, the
commands and the tests use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ai.agent import DIFFICULTIES
from ai.heuristics import DEFAULT, Heuristics

# What each difficulty plays in a game whose AI names none: the general searches.
DEFAULT_LEVELS = {"easy": "greedy:easy", "normal": "minimax:normal", "hard": "minimax:hard"}


@dataclass(frozen=True)
class BenchDefaults:
    """What ``bench ai`` plays when ``--games`` / ``--budget`` / ``--option`` are not given (and
    ``bench levels`` with no ``--option``): sized so the whole default run (three levels, each
    against random and greedy or as a team) finishes in under 30 minutes on two cores.
    ``budget_s`` caps every decision of the win-rate games (``None``: the levels' own times);
    latency is then sampled at the levels' own times."""

    games: int
    budget_s: float | None
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameAI:
    """One game's AI: what each difficulty plays, the heuristics the general search uses, how
    the bench plays it, and how its own agents' reasons read to a player."""

    game_id: str
    # "easy" / "normal" / "hard" -> agent spec; a difficulty left out plays DEFAULT_LEVELS'
    levels: dict[str, str]
    # the general search's knowledge of the game (None: the defaults, ai.heuristics.DEFAULT)
    heuristics: Heuristics | None = None
    # what ``bench ai`` / ``bench levels`` play by default (None: the bench's own fallback)
    bench: BenchDefaults | None = None
    # (options, agent spec of every seat, seed): the long game ``bench replay`` measures
    long_game: tuple[dict[str, Any], str, int] | None = None
    # a hint's reason (``Agent.explain`` data) in the player's words, for the kinds of reason
    # only this game's agents give; "" when it has nothing to say
    reason_text: Callable[[dict[str, Any]], str] | None = None
    # a co-operative teammate's intent (plain data) from a view and its seat (and, when known, the
    # move it is about to play), and its words given the seats' names: what the table shows
    # beside an AI move and when a person's turn comes
    intent: Callable[..., dict[str, Any] | None] | None = None
    intent_text: Callable[[dict[str, Any], Callable[[int], str]], str] | None = None
    # the module that registers this AI, for a game registered from outside ai/: the AI worker
    # process imports it to know the game's own agents (a folder in ai/ is found by the id)
    module: str = ""


_GAMES: dict[str, GameAI] = {}


def register_game_ai(game_ai: GameAI) -> None:
    """Make ``game_ai`` the AI of its game (a game's folder calls this from its ``__init__``)."""
    unknown = set(game_ai.levels) - set(DIFFICULTIES)
    if unknown:
        raise ValueError(f"{game_ai.game_id}: no difficulty {', '.join(sorted(unknown))} "
                         f"(difficulties: {', '.join(DIFFICULTIES)})")
    _GAMES[game_ai.game_id] = game_ai


def unregister_game_ai(game_id: str) -> None:
    """Forget a game's AI (tests that register one for a toy engine)."""
    _GAMES.pop(game_id, None)


def game_ai(game_id: str) -> GameAI:
    """The AI of ``game_id``: its folder ``ai/<game_id>/`` is imported the first time (it
    registers itself); a game without one gets a default :class:`GameAI`."""
    found = _GAMES.get(game_id)
    if found is None and game_id.isidentifier():
        name = f"{__package__}.{game_id}"
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name != name:
                raise
        found = _GAMES.get(game_id)
    return found if found is not None else GameAI(game_id, {})


def heuristics_for(game_id: str) -> Heuristics:
    """The heuristics the general search plays ``game_id`` with."""
    return game_ai(game_id).heuristics or DEFAULT


def agent_for(game_id: str, difficulty: str) -> str:
    """The agent spec a seat of ``difficulty`` plays ``game_id`` with (what the setup screen's
    difficulty choice means)."""
    if difficulty not in DIFFICULTIES:
        raise KeyError(f"unknown difficulty {difficulty!r}")
    return game_ai(game_id).levels.get(difficulty, DEFAULT_LEVELS[difficulty])
