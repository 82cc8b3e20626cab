"""The Stronghold board: every legal action of seeded random games is made by pointing at the
castle (the kit's reachability proof), with 2, 3 and 4 players and both card options."""

from __future__ import annotations

import os

import pytest

from game import registry
from tests.sprites.reach import reach_random_games

SLOW = pytest.mark.skipif(not os.environ.get("RUN_SLOW"), reason="the full sweep runs with RUN_SLOW=1")


@pytest.fixture
def stronghold():
    return registry.get("stronghold")


def test_stronghold_board_reach_two_players(app, stronghold):
    assert reach_random_games(app, stronghold, {"players": 2}, [1], 80) > 300
