"""Whether a game, with these options, ever needs a curtain on one shared screen.

The table decides each hand-over by ``Rules.shows_more``; the setup screen tells players in
advance whether they will pass the screen at all. A few seeded random moves from the start show
it: a free Wizard Kings game has nothing secret until the armies are chosen, a Madness game with
open hands never does."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Rules
from game.core.rng import Rng


def has_secrets_on_screen(rules: Rules, options: dict[str, Any] | None, seed: int = 0, moves: int = 80) -> bool:
    """True when a curtain would be needed between two seats within the first ``moves`` moves of
    a seeded random game with ``options``."""
    state = rules.setup(rules.check_options(options), seed)
    rng = Rng(seed + 1)
    seats = range(rules.num_seats(state))
    for _ in range(moves + 1):
        if any(rules.shows_more(state, a, b) for a in seats for b in seats if a != b):
            return True
        if rules.is_over(state):
            return False
        seat = rules.to_act(state)[0]
        rules.apply(state, rng.choice(rules.legal_actions(state, seat)))
    return False
