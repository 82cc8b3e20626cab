"""§7.5: a dispatch step ends only when the player says so, and the Done says which step it ends.
The bug: sending every unit off the only occupied rampart moved step 1 on to step 2 by itself, so
the Done the player meant for step 1 ended step 2 and the forefield never advanced."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.saves import loads_match
from game.core.types import IllegalAction
from game.stronghold import RULES as R
from game.stronghold.actions import DispatchGroup, DispatchMove, DispatchNext, StartDispatch

from .helpers import RAM, attacker_phase, new

OLD_SAVE = Path(__file__).parent / "data" / "spent_steps_moved_on.save"


def _round_two_big_dispatch():
    s = new()
    s.round = 2
    attacker_phase(s, 6)
    s.rampart = [[0, 0, 0] for _ in s.rampart]
    s.rampart[RAM["RW1"]] = [0, 3, 0]
    s.forefield[0] = [2, 0, 0]
    s.camp[0] = [0, 2, 0]
    R.apply(s, StartDispatch(0, "big"))
    return s


def _wall_move(s):
    return next(a for a in R.legal_actions(s, 0)
                if isinstance(a, DispatchGroup) and a.src == "RW1" and a.count == 3)


def test_emptying_the_only_rampart_keeps_step_one_until_done() -> None:
    s = _round_two_big_dispatch()
    assert s.dispatch["step"] == 1
    R.apply(s, _wall_move(s))
    assert s.dispatch["step"] == 1
    assert R.legal_actions(s, 0) == [DispatchNext(0, 1)]
    assert "nothing more can move" in R.prompt(s, 0)
    with pytest.raises(IllegalAction):  # a Done for a step not on screen is refused
        R.apply(s, DispatchNext(0, 2))
    assert DispatchNext(0, 1).label() == "Done with dispatch step 1 (from the ramparts)"
    R.apply(s, DispatchNext(0, 1))
    assert s.dispatch["step"] == 2
    assert any(isinstance(a, DispatchMove) and a.src == "FW" for a in R.legal_actions(s, 0))
    R.apply(s, DispatchMove(0, "FW", "RW1", "g"))
    assert s.rampart[RAM["RW1"]][0] == 1


def test_a_save_written_when_spent_steps_moved_on_by_themselves_still_loads() -> None:
    assert R.decode_action(["DispatchNext", 0]) == DispatchNext(0, 0)
    assert R.decode_action(["StartDispatch", 0, "big"]) == StartDispatch(0, "big", False)
    match = loads_match(OLD_SAVE.read_bytes())  # written by the engine that moved on by itself
    assert match.state.round == 3
    assert any(isinstance(a, StartDispatch) and not a.waits for a in match.actions)
    # the same actions replayed without a check (a loaded game's session) reach the same state
    digest = R.encode(match.state)
    for action in match.restart():
        match.play_known(action)
    assert R.encode(match.state) == digest


def test_a_dispatch_begun_the_old_way_still_moves_on_by_itself() -> None:
    s = new()
    s.round = 2
    attacker_phase(s, 6)
    s.rampart = [[0, 0, 0] for _ in s.rampart]
    s.rampart[RAM["RW1"]] = [0, 3, 0]
    s.forefield[0] = [2, 0, 0]
    s.camp[0] = [0, 2, 0]
    R.apply(s, StartDispatch(0, "big", False))
    R.apply(s, _wall_move(s))
    assert s.dispatch["step"] == 2 and DispatchNext(0, 0) in R.legal_actions(s, 0)
    R.apply(s, DispatchNext(0, 0))
    assert s.dispatch["step"] == 3
