"""Text sizes on the D-Day Dice board: every size follows the UI scale and none falls under the
floor that stays readable (12 px at the 1280x720 layout, ``sprites.ui.audit.FLOOR``)."""

from __future__ import annotations

from sprites.ui.audit import FLOOR


def fs(s: float, px: float = FLOOR) -> int:
    """A text size of ``px`` pixels at the 1280x720 layout, scaled by ``s``, never under the floor."""
    return max(int(FLOOR * s), int(px * s))


def floor(s: float) -> int:
    """The smallest readable text size at scale ``s``."""
    return int(FLOOR * s)
