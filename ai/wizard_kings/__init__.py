"""Wizard Kings's AI: the heuristics for the general search, the undead script and the campaign."""

from ai.wizard_kings import (
    campaign,  # noqa: F401
    heuristics,  # noqa: F401
    undead,  # noqa: F401
)
