"""D-Day Dice's AI: the heuristics for the general search and the ``dday_planner`` teammate."""

from ai.dday import (
    heuristics,  # noqa: F401
    planner,  # noqa: F401
)
