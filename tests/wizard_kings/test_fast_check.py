"""The quick check of one action (``validate`` without the whole legal list) gives the very verdict
of the whole list: over random games of every kind, each action that was legal a moment ago or is
legal for another unit or seat is judged the same both ways."""

from __future__ import annotations

import dataclasses

import pytest

from game import registry
from game.core.rng import Rng
from game.core.types import IllegalAction
from game.wizard_kings import legal as wk_legal

RULES = registry.get("wizard_kings")
OPTIONS = [{"players": 4, "victory": "time"}, {"players": 3, "capture": True, "reserves": True},
           {"scenario": "alliance_expansion"}, {"scenario": "isle_of_the_dead"}]


def verdict(state, action) -> bool:
    state.cache = None   # the list a legal_actions call leaves behind would answer instead
    try:
        RULES.validate(state, action)
    except IllegalAction:
        return False
    return True


def variants(action, units: list[str], seats: int):
    """The action for another unit and for another seat: near misses the check must refuse
    unless they are legal too."""
    fields = {f.name for f in dataclasses.fields(action)}
    for name in ("unit", "wizard"):
        if name in fields:
            for uid in units[:6]:
                yield dataclasses.replace(action, **{name: uid})
    for seat in range(seats):
        yield dataclasses.replace(action, seat=seat)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_the_quick_check_judges_like_the_whole_list(options):
    checked = 0
    for seed in (1,):
        state = RULES.setup(options, seed)
        chooser = Rng(seed)
        before: list = []
        steps = 0
        while not RULES.is_over(state) and steps < 450:
            seat = RULES.to_act(state)[0]
            legal = wk_legal.legal(state, seat)
            units = sorted(state.units)
            chooser_pick = chooser.choice(legal)
            candidates = set(legal) | set(before)
            for a in list(legal)[:: max(1, len(legal) // 8)]:
                candidates.update(variants(a, units[steps % 7:], RULES.num_seats(state)))
            whole = set(legal)
            for a in candidates:
                assert verdict(state, a) == (a in whole), (seed, steps, state.phase, a)
                checked += 1
            before = legal
            RULES.apply(state, chooser_pick)
            steps += 1
    assert checked > 1000
