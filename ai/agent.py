"""The agent protocol and the registry of agents by name.

An agent is made for one game and one seat (``make("random", rules, seat, seed)``) and asked
``choose(view, legal_actions, budget)``: it sees the seat's view, never the true state. Names may
carry a level after a colon (``minimax:hard``); levels are settings of one agent, not copies.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action


@dataclass(frozen=True)
class Budget:
    """How long an agent may think for one decision."""

    seconds: float = 1.0


class Agent(Protocol):
    name: str
    # False lets a caller skip building a view the agent would ignore (random play in bulk).
    wants_view: bool

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        ...


AgentFactory = Callable[[Rules, int, int, str | None], Agent]
_FACTORIES: dict[str, AgentFactory] = {}


def register_agent(name: str, factory: AgentFactory) -> None:
    _FACTORIES[name] = factory


def agent_names() -> list[str]:
    _load_builtin()
    return sorted(_FACTORIES)


def make(spec: str, rules: Rules, seat: int, seed: int) -> Agent:
    """``spec`` is ``name`` or ``name:level``."""
    _load_builtin()
    name, _, level = spec.partition(":")
    factory = _FACTORIES.get(name)
    if factory is None:
        raise KeyError(f"no agent {name!r} (known: {', '.join(sorted(_FACTORIES))})")
    return factory(rules, seat, seed, level or None)


def _load_builtin() -> None:
    # Agents register on import; importing here keeps the registry complete for any caller.
    import ai.builtin  # noqa: F401


def forced(agent: Any, legal_actions: list[Action]) -> Action | None:
    """The one legal action when there is nothing to decide (the agent's ``last`` says so), None
    when there is a choice; ``ValueError`` when there is no action at all."""
    if not legal_actions:
        raise ValueError(f"{agent.name}: no legal action to choose from")
    if len(legal_actions) == 1:
        agent.last = {"forced": True}
        return legal_actions[0]
    return None


class RandomAgent:
    """Uniformly random among the legal actions, from its own seeded generator."""

    wants_view = False

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None) -> None:
        self.name = "random"
        self.seat = seat
        self.rng = Rng(seed)

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        return self.rng.choice(legal_actions)


register_agent("random", RandomAgent)


DIFFICULTIES = ("easy", "normal", "hard")


def level_settings(table: dict[str, Any], name: str, level: str | None) -> tuple[str, Any]:
    """``(level, settings)`` from an agent's table of levels (no level: ``normal``); ``KeyError``
    naming the levels there are otherwise."""
    level = level or "normal"
    if level not in table:
        raise KeyError(f"{name} has no level {level!r} (levels: {', '.join(table)})")
    return level, table[level]


# The agent each difficulty plays per game: the strongest spec the bench measured for that
# level within its time (see ai/bench.py and the issue note); games not listed use DEFAULT_LEVELS.
BEST: dict[str, dict[str, str]] = {
    # the game's own agent (ai/stronghold_defence.py): greedy's defender never paid for a
    # building and lost 70 % of greedy-v-greedy games, some in round 2
    "stronghold": {"easy": "siege:easy", "normal": "siege", "hard": "siege:hard"},
    # bench (7.3): greedy 1.00 vs random; minimax:easy 1.00 vs random and 0.71 vs greedy (200 games),
    # minimax:normal 0.63 vs greedy (40 games); the campaign (ai/wk_campaign.py) runs each
    # level's search under a turn plan in free play to 15 GP (elsewhere it is that search alone)
    "wizard_kings": {"easy": "campaign:easy", "normal": "campaign:normal", "hard": "campaign:hard"},
    # co-op teams: the game's planners (random and greedy teams never win)
    "madness": {"easy": "planner:easy", "normal": "planner", "hard": "planner:hard"},
    "dday": {"easy": "dday_planner:easy", "normal": "dday_planner", "hard": "dday_planner:hard"},
}
DEFAULT_LEVELS = {"easy": "greedy:easy", "normal": "minimax:normal", "hard": "minimax:hard"}


def agent_for(game_id: str, difficulty: str) -> str:
    """The agent spec a seat of ``difficulty`` plays ``game_id`` with (what the setup screen's
    difficulty choice means)."""
    if difficulty not in DIFFICULTIES:
        raise KeyError(f"unknown difficulty {difficulty!r}")
    return BEST.get(game_id, DEFAULT_LEVELS)[difficulty]
