"""1.21 free play's set-up choices (armies, sheet counts, maps) play on from a decoded state as
from the original: the AI worker, replay keyframes and undo all continue from decoded states."""

from __future__ import annotations

import pytest

from game import registry
from game.core.rng import Rng
from tests.battery import snapshot


@pytest.mark.parametrize("seed", [1, 3, 10, 12])
def test_free_setup_plays_on_from_a_decoded_state(seed):
    rules = registry.get("wizard_kings")
    state = rules.setup({"scenario": "free", "players": 3}, seed)
    pick = Rng(seed)
    for _step in range(30):
        seat = rules.to_act(state)[0]
        action = pick.choice(rules.legal_actions(state, seat))
        decoded = rules.decode(rules.encode(state))
        rules.apply(decoded, action)
        rules.apply(state, action)
        assert snapshot(rules, decoded) == snapshot(rules, state)
