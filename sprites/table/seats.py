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


def seat_label(game_id: str, state: object, seat: int, controller: str) -> str:
    """The controller of ``seat`` as the screens name it: an AI seat that plays its game's fixed
    script (the Island of the Dead's undead) is named by the script, not by a level."""
    if controller != "human" and state is not None:
        try:
            from ai.registry import game_ai

            scripted = getattr(game_ai(game_id).heuristics, "scripted", None)
            text = scripted(state, seat) if scripted is not None else ""
        except Exception:   # a game without an AI of its own: the level's name
            text = ""
        if text:
            return text
    return controller_label(controller)
