"""What a move surely brings about, as its seat may know it before making it.

A hint names the goal its move serves where the game's AI can say (a curse broken, a city
taken); everywhere else it says what the move changes. Played on the true state, the move could
show what the seat may not know yet (the card it draws, the die it rolls), so it is played in
several worlds the seat cannot tell apart (``Rules.determinize`` of its view) and only what reads
the same in every one of them is told, up to the first line where they part.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Rules
from game.core.types import Action

WORLDS = 5   # a die showing the same in five worlds by chance: about once in 1,300 hints


def sure_consequences(rules: Rules, state: Any, seat: int, action: Action, worlds: int = WORLDS,
                      seed: int = 0) -> list[str]:
    """The log lines (in ``seat``'s words) that ``action`` brings about in every world ``seat``
    cannot tell apart from this one, in order, without the line that only repeats the move."""
    view = rules.view(state, seat)
    runs: list[list[str]] = []
    for k in range(worlds):
        world = rules.determinize(rules.clone(view), seat, seed + 7919 * k + 1)
        try:
            events = rules.apply(world, action)
        except Exception:   # the move is not legal in some world: nothing can be promised
            return []
        runs.append([t for t in (rules.event_text(world, e, seat) for e in events) if t])
    sure: list[str] = []
    for lines in zip(*runs, strict=False):
        if any(line != lines[0] for line in lines):
            break
        sure.append(lines[0])
    label = action.label().strip().rstrip(".").lower()
    return [line for line in sure if line.strip().rstrip(".").lower() != label]
