"""The agent protocol: what every agent is and what it is asked.

An agent is made for one game and one seat (``ai.registry.make("random", rules, seat, seed)``)
and asked ``choose(view, legal_actions, budget)``: it sees the seat's view, never the true state.
Names may carry a level after a colon (``minimax:hard``); levels are settings of one agent, not
copies.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.protocol import Rules
from game.core.types import Action

# What the setup screen offers a seat; a game's AI maps each to an agent spec.
DIFFICULTIES = ("easy", "normal", "hard")


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


# ``factory(rules, seat, seed, level)``: the agent of that name at that level (None: normal).
AgentFactory = Callable[[Rules, int, int, str | None], Agent]


def forced(agent: Any, legal_actions: list[Action]) -> Action | None:
    """The one legal action when there is nothing to decide (the agent's ``last`` says so), None
    when there is a choice; ``ValueError`` when there is no action at all."""
    if not legal_actions:
        raise ValueError(f"{agent.name}: no legal action to choose from")
    if len(legal_actions) == 1:
        agent.last = {"forced": True}
        return legal_actions[0]
    return None


def level_settings(table: dict[str, Any], name: str, level: str | None) -> tuple[str, Any]:
    """``(level, settings)`` from an agent's table of levels (no level: ``normal``); ``KeyError``
    naming the levels there are otherwise."""
    level = level or "normal"
    if level not in table:
        raise KeyError(f"{name} has no level {level!r} (levels: {', '.join(table)})")
    return level, table[level]
