"""The Big Book of Madness's AI: the heuristics for the general search and the ``planner`` teammate."""

from ai.madness import (
    heuristics,  # noqa: F401
    planner,  # noqa: F401
)
