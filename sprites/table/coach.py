"""The coach: the first time each phase comes up at a person's decision, a short panel says what
the phase is, in the rules card's own words (the step of ``about.txt`` it is), and what the
player can do now (the engine's prompt and the kinds of action on offer). A click dismisses it.

The ``coach`` setting: ``first`` (the default) explains each phase of a game once, remembered
across plays (``Settings.coached``), so a game's first play is coached and later ones are not;
``always`` explains each phase once at every table; ``off`` never. Kiosk demo games and the
autoplay robot never get it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.types import Action
from sprites.config import COACH_MODES as MODES
from sprites.table import rulescard
from sprites.tr import _


@dataclass(frozen=True)
class Lesson:
    key: str         # which part of the card it is ("2.3": step 2, its third passage), the same in every language
    phase: str
    title: str       # the rules card's step ("Step 2 – Movement"), or the phase's own name
    about: str       # what the card says of it
    now: str         # what the player can do now
    section: str     # the card's section it stands in (the R key opens the card there)


def now_text(prompt: str, legal: list[Action], words: Any = None) -> str:
    """What the player can do now: the engine's question, and the kinds of its choices (the
    engine's group names, in the player's language through ``words``: ``rules.tr``)."""
    from sprites.ui.actionlist import group_heading

    groups: dict[str, int] = {}
    for action in legal:
        name = group_heading(str(getattr(type(action), "group", "") or ""), words)
        groups[name] = groups.get(name, 0) + 1
    kinds = ", ".join(f"{name} ({n})" if n > 1 else name for name, n in list(groups.items())[:6])
    parts = [prompt.strip()] if prompt.strip() else []
    if kinds:
        parts.append(_("Your choices: {kinds}.", kinds=kinds))
    return " ".join(parts)


def lesson(rules: Any, phase: str, prompt: str, legal: list[Action]) -> Lesson:
    """The panel for ``phase`` (the engine's name, shown in the player's language): the step of
    the rules card it is, and of that step the passage about this phase when the step covers
    several (Stronghold's six attacker phases are one step)."""
    shown = rules.tr(phase) if phase else phase
    text = rules.about() if callable(getattr(rules, "about", None)) else ""
    found = rulescard.step_for(text, shown) if text else None
    now = now_text(prompt, legal, rules.tr)
    if found is None:
        return Lesson(f"phase:{phase}", shown, shown, "", now, "")
    number = rulescard.steps(text).index(found) + 1
    part, about = 0, found.body
    if not rulescard.names(found.title, shown):   # a step that covers several phases: this one's passage
        part, about = rulescard.passage_for(found.body, shown)
    # a passage of a step that covers several phases: the step's title without its first phase
    title = found.title.split(".")[0] if part else found.title
    return Lesson(f"{number}.{part}", shown, title, about, now, found.section)


class Coach:
    """Which phases a table has explained, and whether it explains at all."""

    def __init__(self, game_id: str, settings: Any, enabled: bool) -> None:
        self.game_id = game_id
        self.settings = settings
        mode = getattr(settings, "coach", "first")
        self.mode = mode if mode in MODES else "first"
        self.enabled = enabled and self.mode != "off"
        self.shown: list[str] = []          # phases explained at this table, in order

    def due(self, phase: str) -> bool:
        """The phase has not been explained yet (at this table, and in "first" mode ever)."""
        if not self.enabled or not phase or phase in self.shown:
            return False
        if self.mode == "first":
            return phase not in self.settings.coached.get(self.game_id, [])
        return True

    def mark(self, phase: str) -> None:
        self.shown.append(phase)
        if self.mode == "first":
            seen = self.settings.coached.setdefault(self.game_id, [])
            if phase not in seen:
                seen.append(phase)
                self.settings.save()
