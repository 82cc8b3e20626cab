"""4.9 Allies: a third army entering a battle sides with the first attacker or the original
defender (an action), may switch sides between rounds, fights as one side with its ally, and
does not stay in the hex its ally holds after the battle ([DD])."""

from __future__ import annotations

import random

from game.wizard_kings import combat, flow
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import JoinSide, Move
from game.wizard_kings.records import Hits
from game.wizard_kings.rules import RULES
from tests.wizard_kings.helpers import battle, legal, make, play

CLEAR = (6, 3)
ARMIES = ("Elves", "Orcs", "Dwarves")


def _three(extra=()):
    # Elves (0) hold CLEAR, Orcs (1) attacked from (6,2), Dwarves (2) came in from (5,4).
    units = [("e1", 0, "elves.glader", 3, CLEAR), ("o1", 1, "orcs.goblin", 3, CLEAR),
             ("d1", 2, "dwarves.low_guard", 3, CLEAR), *extra]
    s = make(units, armies=ARMIES, order=[1, 2, 0])
    s.entries[CLEAR] = [["o1", 1, (6, 2), False, True], ["d1", 2, (5, 4), False, True]]
    return s


def test_4_9_a_third_army_may_enter_a_battle_hex():
    s = make([("e1", 0, "elves.glader", 3, CLEAR), ("o1", 1, "orcs.goblin", 3, CLEAR),
              ("d1", 2, "dwarves.low_guard", 3, (5, 4))], armies=ARMIES, order=[2, 0, 1])
    s.attacker_of[CLEAR] = 1
    s.entries[CLEAR] = [["o1", 1, (6, 2), False, True]]
    moves = [a for a in legal(s, 2) if isinstance(a, Move) and a.unit == "d1" and a.path[-1] == CLEAR]
    assert moves
    play(s, moves[0])
    assert set(mv.occupancy(s)[CLEAR]) == {0, 1, 2}
    RULES.check_invariants(s)


def test_4_9_joining_army_chooses_its_side_as_an_action():
    s = _three()
    battle(s, CLEAR, 1)
    b = s.battle
    assert (b["att"], b["dfn"]) == (1, 0)
    assert RULES.to_act(s) == [2]
    assert set(legal(s, 2)) == {JoinSide(2, CLEAR, True), JoinSide(2, CLEAR, False)}
    assert "side with the attacker or the defender" in RULES.prompt(RULES.view(s, 2), 2)
    play(s, JoinSide(2, CLEAR, False))
    assert combat.side_index(s, 2) == 1 and combat.enemy_of(s, 2) == 1
    # allies fight as one side: the defender side acts first in each letter and holds both armies
    assert set(combat.fighters(s, 0)) == {"e1", "d1"}
    assert combat.fighters(s, 1) == ["o1"]


def test_4_9_allies_take_hits_as_one_side_and_the_side_leader_breaks_ties():
    s = _three()
    battle(s, CLEAR, 1)
    play(s, JoinSide(2, CLEAR, True))
    assert set(combat.fighters(s, 1)) == {"o1", "d1"}
    s.pending.append(Hits(seat=1, left=1, spell=0, target="", source="e1"))
    assert sorted(combat.hit_candidates(s)) == ["d1", "o1"]     # tied strongest across allies
    assert RULES.to_act(s) == [1]


def test_4_9_allies_may_switch_sides_between_rounds_and_the_ally_leaves_after_winning():
    s = _three()
    battle(s, CLEAR, 1)
    play(s, JoinSide(2, CLEAR, True))
    rnd = random.Random(3)
    switched = False
    for _ in range(400):
        if s.battle is None or s.phase != "combat":
            break
        seat = RULES.to_act(s)[0]
        acts = legal(s, seat)
        joins = [a for a in acts if isinstance(a, JoinSide)]
        if joins:
            switched = True
            assert RULES.prompt(s, seat)
        play(s, rnd.choice(acts))
        RULES.check_invariants(s)
    assert switched                 # offered again at the start of round 2
    here = mv.occupancy(s).get(CLEAR, {})
    assert len(here) <= 1           # nobody shares the hex once the battle is over


def test_4_9_random_three_army_battles_keep_the_invariants():
    for seed in range(12):
        s = _three(extra=[("e2", 0, "elves.pixie", 2, CLEAR), ("o2", 1, "orcs.troll", 2, CLEAR)])
        battle(s, CLEAR, 1)
        rnd = random.Random(seed)
        for _ in range(500):
            if s.battle is None or RULES.is_over(s):
                break
            seat = RULES.to_act(s)[0]
            play(s, rnd.choice(legal(s, seat)))
            RULES.check_invariants(s)
            assert RULES.decode(RULES.encode(s)).battle == s.battle
        assert len(mv.occupancy(s).get(CLEAR, {})) <= 1


def test_4_9_after_a_won_battle_the_ally_leaves_the_hex_its_partner_holds():
    from game.wizard_kings.actions import EndRegroup, Regroup
    s = _three()
    battle(s, CLEAR, 1)
    play(s, JoinSide(2, CLEAR, False))
    combat.eliminate(s, "o1", [])
    flow.settle(s, [])
    while s.pending and s.pending[-1][0] == "regroup":
        play(s, EndRegroup(0))
    assert s.pending and list(s.pending[-1][:2]) == ["leave", 2]     # the original defender keeps the hex
    assert "ally" in RULES.prompt(s, 2)
    acts = legal(s, 2)
    assert acts and all(isinstance(a, Regroup) and a.unit == "d1" for a in acts)
    play(s, acts[0])
    assert s.units["d1"][2] != CLEAR and s.units["e1"][2] == CLEAR
    assert s.battle is None
    RULES.check_invariants(s)
