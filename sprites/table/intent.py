"""What the AI teammates say they will do, in the words of the seat at the screen.

A co-operative game's AI may state a teammate's intent (``GameAI.intent``: plain data from a view
and a seat; ``GameAI.intent_text``: its words). The table computes it here, from the view of the
seat that reads it (``rules.view(state, reader)``), never from the full state: so a text never
tells the reader what it may not know (a hidden hand, a face-down deck). Pure Python: the
follow mixin (:mod:`sprites.scenes.follow`) draws it beside an AI move and in the recap that
greets a person's turn.
"""

from __future__ import annotations

from typing import Any

from ai.registry import game_ai


def has_intents(rules: Any) -> bool:
    ai = game_ai(rules.id)
    return ai.intent is not None and ai.intent_text is not None


def intents(rules: Any, state: Any, reader: int | None, seats: list[int],
            move: Any = None) -> list[tuple[int, str]]:
    """``(seat, words)`` for each of ``seats`` that states an intent, as ``reader`` may read it;
    ``move``: the decision an AI seat has taken and is about to play (its intent then says it)."""
    ai = game_ai(rules.id)
    if ai.intent is None or ai.intent_text is None or not seats:
        return []
    try:
        view = rules.view(state, reader)
    except Exception:
        return []

    def name(q: int) -> str:
        try:
            return rules.seat_name(state, q)
        except Exception:
            return f"P{q + 1}"

    out = []
    for seat in seats:
        try:
            said = ai.intent(view, seat, move) if move is not None and move.seat == seat else ai.intent(view, seat)
            words = ai.intent_text(said, name)
        except Exception:   # an intent is a courtesy: it never stops the table
            words = ""
        if words:
            out.append((seat, words))
    return out
