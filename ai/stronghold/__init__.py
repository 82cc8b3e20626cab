"""Stronghold's AI: the heuristics for the general search and the ``siege`` agent."""

from ai.stronghold import (
    heuristics,  # noqa: F401
    siege,  # noqa: F401
)
