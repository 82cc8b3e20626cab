"""Combat decisions the rulebook leaves to the players (5.2 [DD]: the side leader orders allied
armies within one firing step)."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.wizard_kings import combat, flow
from game.wizard_kings.actions import ActFirst, Fire, JoinSide
from game.wizard_kings.records import Hits
from game.wizard_kings.rules import RULES
from tests.wizard_kings.helpers import battle, legal, make, miss, play

CLEAR = (6, 3)


def _allied_defence():
    # Elves (0) hold CLEAR, Orcs (1) attacked from (6,2), Dwarves (2) came in from (5,4); all C1
    s = make([("e1", 0, "elves.glader", 3, CLEAR), ("o1", 1, "orcs.goblin", 3, CLEAR),
              ("d1", 2, "dwarves.low_guard", 3, CLEAR)], armies=("Elves", "Orcs", "Dwarves"), order=[1, 2, 0])
    s.entries[CLEAR] = [["o1", 1, (6, 2), False, True], ["d1", 2, (5, 4), False, True]]
    battle(s, CLEAR, 1)
    play(s, JoinSide(2, CLEAR, False))
    return s


def test_5_2_side_leader_decides_which_allied_army_acts_first_in_a_step():
    s = _allied_defence()
    # both defending armies have a C unit: the original defender (side leader) decides
    assert RULES.to_act(s) == [0] and s.pending[-1][0] == "order"
    assert legal(s, 0) == [ActFirst(0, 0), ActFirst(0, 2)]
    saved = RULES.decode(RULES.encode(s))             # the question survives a save and load
    flow.settle(saved, [])
    assert legal(saved, 0) == legal(s, 0)
    assert "choose whose units act next" in RULES.prompt(s, 0) and "player 3" in ActFirst(0, 2).label()
    with pytest.raises(IllegalAction):
        play(s, ActFirst(2, 2))                       # not the ally's decision
    play(s, ActFirst(0, 2))
    assert RULES.to_act(s) == [2] and combat.current_group(s)[1:] == (2, ["d1"])
    miss(s, Fire(2, "d1"))
    # only the leader's own units are left at this step: no further question
    assert not s.pending and combat.current_group(s)[1:] == (0, ["e1"])
    miss(s, Fire(0, "e1"))
    assert combat.current_group(s)[1:] == (1, ["o1"])   # then the attacker's C step
    RULES.check_invariants(s)
    assert RULES.decode(RULES.encode(s)).battle == s.battle


def test_5_2_leader_may_keep_his_own_units_first():
    s = _allied_defence()
    play(s, ActFirst(0, 0))
    assert combat.current_group(s)[1:] == (0, ["e1"])
    miss(s, Fire(0, "e1"))
    assert not s.pending and combat.current_group(s)[1:] == (2, ["d1"])


def test_5_32_the_owner_of_the_tied_units_chooses_the_hit_between_owners_the_leader():
    from game.wizard_kings.actions import TakeHit
    s = make([("e1", 0, "elves.glader", 2, CLEAR), ("o1", 1, "orcs.goblin", 3, CLEAR),
              ("d1", 2, "dwarves.low_guard", 3, CLEAR), ("d2", 2, "dwarves.low_guard", 3, CLEAR)],
             armies=("Elves", "Orcs", "Dwarves"), order=[1, 2, 0])
    s.entries[CLEAR] = [["o1", 1, (6, 2), False, True], ["d1", 2, (5, 4), False, True],
                        ["d2", 2, (5, 4), False, True]]
    battle(s, CLEAR, 1)
    play(s, JoinSide(2, CLEAR, False))
    s.pending.append(Hits(seat=0, left=2, spell=0, target="", source="o1"))       # two hits on the defending side
    combat.resolve(s, [])
    assert RULES.to_act(s) == [2]                        # both tied units are Dwarf: the Dwarves choose
    assert set(legal(s, 2)) == {TakeHit(2, "d1"), TakeHit(2, "d2")}
    play(s, TakeHit(2, "d1"))
    # now d2 (3) is the only strongest: it takes the second hit without a question
    assert s.units["d1"][3] == 2 and s.units["d2"][3] == 2
    s.units["e1"][3] = 2
    s.pending.append(Hits(seat=0, left=1, spell=0, target="", source="o1"))
    combat.resolve(s, [])
    assert RULES.to_act(s) == [0]                        # Elf and Dwarf units tied: the side leader
    assert set(legal(s, 0)) == {TakeHit(0, "e1"), TakeHit(0, "d1"), TakeHit(0, "d2")}
