"""Who sits at a seat: a person or the AI at a level, and how the screens name it."""

from __future__ import annotations

from sprites.tr import N_, _

CONTROLLERS = ("human", "easy", "normal", "hard")
CONTROLLER_LABELS = {"human": N_("Human"), "easy": N_("AI · easy"), "normal": N_("AI · normal"),
                     "hard": N_("AI · hard")}
# seconds an AI seat may think for one decision, by level
BUDGETS = {"easy": 0.25, "normal": 1.0, "hard": 3.0}


def controller_label(controller: str) -> str:
    return _(CONTROLLER_LABELS.get(controller, controller))
