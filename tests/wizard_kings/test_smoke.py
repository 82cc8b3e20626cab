"""Seeded random playouts to the end with invariants after every action, plus view checks."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import Disband, Merge, Move
from game.wizard_kings.rules import RULES


def _aggressive(state, seat, acts, rng):
    """Random, but attacks often and never disbands: exercises combat far more than uniform play."""
    acts = [a for a in acts if not isinstance(a, Disband | Merge)] or acts
    if state.phase == "move" and not state.pending:
        occ = mv.occupancy(state)
        attacks = [a for a in acts if isinstance(a, Move) and any(x != seat for x in occ.get(a.path[-1], {}))]
        if attacks and rng.below(3):
            return rng.choice(attacks)
        moves = [a for a in acts if isinstance(a, Move)]
        if moves and rng.below(4):
            return rng.choice(moves)
    return rng.choice(acts)


def _play(options, seed, probe=0, aggressive=False):
    s = RULES.setup(options, seed)
    rng = Rng(seed * 7 + 3)
    n = 0
    while not RULES.is_over(s):
        seat = RULES.to_act(s)[0]
        acts = RULES.legal_actions(s, seat)
        assert acts
        if probe and n % probe == 0:
            data = RULES.encode(s)
            assert RULES.encode(RULES.decode(data)) == data
            for vs in [*range(s.players), None]:
                view = RULES.view(s, vs)
                if vs == seat:
                    assert RULES.legal_actions(view, seat) == acts
                det = RULES.determinize(view, vs, n)
                assert RULES.encode(RULES.view(det, vs)) == RULES.encode(view)
        action = _aggressive(s, seat, acts, rng) if aggressive else rng.choice(acts)
        RULES.apply(s, action)
        RULES.check_invariants(s)
        n += 1
        assert n < RULES.random_game_action_limit
    return s


@pytest.mark.parametrize("options", [{"scenario": "isle_of_the_dead"}, {"players": 2, "victory": "time"},
                                     {"scenario": "last_wizard_standing"}, {"scenario": "barbarian_raid"},
                                     {"players": 3, "victory": "time", "dispel": True}])
def test_aggressive_playouts_keep_invariants(options):
    for seed in range(2):
        s = _play(options, seed, probe=7, aggressive=True)
        assert RULES.outcome(s).reason


def test_uniform_random_playouts_end():
    for seed in range(3):
        s = _play({"players": 2}, seed)
        assert RULES.is_over(s)
