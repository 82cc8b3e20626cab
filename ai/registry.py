"""The AI's registry: every game's AI by game id, and the agents by name.

The client, the commands and the tests speak to this module only::

    from ai.registry import agent_for, make
    agent = make(agent_for("stronghold", "hard"), rules, seat, seed)

A game's AI (:class:`GameAI`: its levels, heuristics, bench defaults, long game, hint wording)
is found by id in its folder ``ai/<game id>/`` (:func:`game_ai`, see :mod:`ai.gameai`), which
registers it and the game's own agents (:func:`register_agent` with ``game=``) when imported.
The general agents (``random``, ``greedy``, ``minimax``, ``mcts``) play every game and are
registered here. A spec is ``name`` or ``name:level``.
"""

from __future__ import annotations

from ai.agent import Agent, AgentFactory
from ai.agents import GreedyAgent, MctsAgent, MinimaxAgent, RandomAgent
from ai.gameai import (
    DEFAULT_LEVELS,
    BenchDefaults,
    GameAI,
    agent_for,
    game_ai,
    heuristics_for,
    register_game_ai,
    unregister_game_ai,
)
from game import registry as engines
from game.core.protocol import Rules

__all__ = [
    "DEFAULT_LEVELS", "BenchDefaults", "GameAI", "agent_for", "agent_names", "game_ai", "heuristics_for",
    "load_all", "make", "register_agent", "register_game_ai", "unregister_game_ai",
]

# name -> (factory, the game it plays or None for every game)
_AGENTS: dict[str, tuple[AgentFactory, str | None]] = {}


def register_agent(name: str, factory: AgentFactory, game: str | None = None) -> None:
    """Make ``factory`` the agent ``name``: for every game, or for ``game`` only."""
    known = _AGENTS.get(name)
    if known is not None and known[1] != game:
        raise ValueError(f"two agents claim the name {name!r} ({known[1] or 'every game'} and {game or 'every game'})")
    _AGENTS[name] = (factory, game)


def make(spec: str, rules: Rules, seat: int, seed: int) -> Agent:
    """The agent ``spec`` (``name`` or ``name:level``) for ``seat`` of a game of ``rules``;
    ``KeyError`` for an unknown name or level, or an agent of another game."""
    game_ai(rules.id)  # the game's own agents register as its AI is found
    name, _, level = spec.partition(":")
    entry = _AGENTS.get(name)
    if entry is None:
        raise KeyError(f"no agent {name!r} (known: {', '.join(agent_names(rules.id))})")
    factory, game = entry
    if game is not None and game != rules.id:
        raise KeyError(f"{name} plays {game} only, not {rules.id}")
    return factory(rules, seat, seed, level or None)


def agent_names(game_id: str | None = None) -> list[str]:
    """The agents that play ``game_id`` (the general ones and its own); without a game, every
    agent of every registered game."""
    if game_id is None:
        load_all()
    else:
        game_ai(game_id)
    return sorted(name for name, (_factory, game) in _AGENTS.items() if game is None or game_id in (None, game))


def load_all() -> None:
    """Find the AI of every registered game now (the worker does it before its first request)."""
    for gid in engines.ids():
        game_ai(gid)


register_agent("random", RandomAgent)
register_agent("greedy", GreedyAgent)
register_agent("minimax", MinimaxAgent)
register_agent("mcts", MctsAgent)
