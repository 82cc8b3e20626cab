"""Movement, control, stacking, hexside limits, pinning, naval moves: T-10, T-11, T-12, T-19,
T-24, T-25, T-33, T-34, T-38, T-44, and the 4.2 action flow."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.wizard_kings import flow
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import EndMovement, Move, NavalMove, Pin
from game.wizard_kings.board import assemble
from game.wizard_kings.rules import RULES
from game.wizard_kings.state import PINNED
from tests.wizard_kings.helpers import legal, make, play


def _opts(s, uid):
    return mv.move_options(s, mv.occupancy(s), uid)


def test_T_10_stacking_city_and_forest():
    city = (4, 1)   # Logyn, clear city: 5
    units = [(f"E{i}", 0, "elves.glader", 1, city) for i in range(5)] + [("X", 0, "elves.pixie", 1, (4, 0))]
    s = make(units)
    assert city not in {p[-1] for p in _opts(s, "X").values()}
    forest = (5, 3)
    units = [(f"A{i}", 1, "orcs.goblin", 1, forest) for i in range(3)] + \
            [(f"D{i}", 0, "elves.glader", 1, forest) for i in range(3)] + [("X", 1, "orcs.shakla", 2, (5, 2))]
    units[-1] = ("X", 1, "orcs.wizard_a", 2, (5, 2))
    s = make(units)
    assert forest not in {p[-1] for p in _opts(s, "X").values()}
    assert not mv.stack_room(s, mv.occupancy(s), forest, 1, mv.BLOCKS["orcs.goblin"])


def _coastal_clear_side():
    """A hex H on Map 13 with a neighbour A such that A|H is clear land with water (coastal)."""
    b = assemble((13,))
    for (a, h), side in sorted(b.sides.items()):
        if side.land == "clear" and side.water and not side.road and not side.river_link \
                and h in b.coastal and a in b.coastal and h not in b.cities and a not in b.cities:
            return a, h
    raise AssertionError("no coastal clear hexside")


def test_T_11_coastal_hexside_limits():
    a, h = _coastal_clear_side()
    far = [n for n in assemble((13,)).nbrs[a] if n != h][0]
    s = make([("D", 0, "elves.glader", 1, h),
              ("G1", 1, "orcs.goblin", 1, a), ("G2", 1, "orcs.goblin", 1, a), ("G3", 1, "orcs.goblin", 1, far),
              ("W1", 1, "barbarians.viking", 1, a), ("W2", 1, "barbarians.viking", 1, a)],
             armies=("Elves", "Orcs"), order=(1, 0))
    for uid in ("G1", "G2", "W1"):
        acts = [x for x in legal(s) if isinstance(x, Move) and x.unit == uid and x.path[-1] == h]
        assert acts, uid
        play(s, acts[0])
    entering = [x for x in legal(s) if isinstance(x, Move) and x.path[-1] == h
                and (x.path[-2] if len(x.path) > 1 else a) == a]
    assert not any(x.unit in ("G3", "W2") for x in entering)


def test_T_12_pinning():
    H = (0, 4)
    s = make([("A", 1, "elves.glader", 1, H), ("B", 1, "elves.glader", 1, H),
              ("C", 1, "elves.ranger", 1, H), ("D", 1, "elves.pixie", 1, H),
              ("X", 0, "orcs.goblin", 1, (-1, 4)), ("Y", 0, "orcs.goblin", 1, (-1, 4))],
             armies=("Orcs", "Elves"))
    for uid in ("X", "Y"):
        play(s, next(x for x in legal(s) if isinstance(x, Move) and x.unit == uid and x.path == (H,)))
    play(s, EndMovement(0))
    assert RULES.to_act(s) == [1]
    pins = legal(s)
    assert all(isinstance(p, Pin) for p in pins) and len(pins) == 4
    play(s, Pin(1, "A"))
    play(s, Pin(1, "B"))
    assert s.units["A"][4] & PINNED and s.units["B"][4] & PINNED
    moves = [x for x in legal(s) if isinstance(x, Move)]
    assert not any(x.unit in ("A", "B") for x in moves)
    assert not any(x.unit == "C" and x.path[0] == (-1, 4) for x in moves)
    assert any(x.unit == "C" and x.path[0] == (0, 5) for x in moves)
    with pytest.raises(IllegalAction, match="pinned"):
        play(s, Move(1, "A", ((0, 5),)))


def test_T_19_port_capacity():
    logyn, anzar, baven = (4, 1), (7, 1), (4, 4)
    s = make([("R1", 0, "elves.ranger", 1, logyn), ("R2", 0, "elves.glader", 1, logyn),
              ("R3", 0, "elves.glader", 1, logyn), ("Z", 0, "chaos.haven", 1, anzar)],
             owners=[0], armies=("Elves", "Orcs"))
    occ = mv.occupancy(s)
    assert anzar in mv.naval_options(s, occ, "R1")
    play(s, NavalMove(0, "R1", mv.naval_options(s, occ, "R1")[baven]))
    play(s, NavalMove(0, "R2", mv.naval_options(s, mv.occupancy(s), "R2")[anzar]))
    assert mv.port_capacity(s, mv.occupancy(s), anzar) == 2        # Anzar 1 + its Dock
    assert mv.naval_options(s, mv.occupancy(s), "R3") == {}        # Logyn (value 2) used twice
    s2 = make([("R1", 0, "elves.ranger", 1, logyn), ("R2", 0, "elves.glader", 1, logyn),
               ("R3", 0, "elves.glader", 1, logyn), ("H", 0, "chaos.haven", 1, logyn),
               ("Z", 0, "chaos.haven", 1, anzar)],
              owners=[0], armies=("Elves", "Orcs"))
    play(s2, NavalMove(0, "R1", mv.naval_options(s2, mv.occupancy(s2), "R1")[baven]))
    play(s2, NavalMove(0, "R2", mv.naval_options(s2, mv.occupancy(s2), "R2")[anzar]))
    assert mv.naval_options(s2, mv.occupancy(s2), "R3")            # a Dock raises it to 3


def test_T_24_hex_control():
    # Orcs own Map 13's cities (owners = seat 1); an elf unit enters empty Baven.
    s = make([("G", 0, "elves.pixie", 2, (4, 2)), ("O", 1, "orcs.goblin", 1, (-1, 7))], owners=[1])
    occ = mv.occupancy(s)
    assert mv.status(s, occ, (4, 4), 0) == "enemy"
    paths = _opts(s, "G")
    assert any(p[-1] == (4, 4) for p in paths.values())
    s.units["G"][0] = "elves.glader"
    s.units["G"][2] = (5, 4)
    assert not mv.path_ok(s, mv.occupancy(s), "G", ((4, 4), (4, 5)))   # must stop in the enemy city
    assert mv.path_ok(s, mv.occupancy(s), "G", ((4, 4),))
    play(s, Move(0, "G", ((4, 4),)))
    assert mv.status(s, mv.occupancy(s), (4, 4), 0) == "own"
    s.units["G"][2] = (5, 4)
    assert mv.status(s, mv.occupancy(s), (4, 4), 0) == "enemy"


def test_T_25_who_defends():
    H = (2, 1)
    s = make([("E", 0, "elves.glader", 1, (2, 2)), ("O", 1, "orcs.goblin", 1, (2, 0))])
    play(s, Move(0, "E", (H,)))
    play(s, EndMovement(0))
    play(s, Move(1, "O", (H,)))
    assert s.attacker_of[H] == 1
    assert s.entries[H][0][:3] == ["O", 1, (2, 0)]


def test_T_33a_undead_turn1_reach():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 1)
    for uid in ("E3", "E4"):
        play(s, next(x for x in legal(s) if isinstance(x, Move) and x.unit == uid and x.path[-1] == (5, 2)))
    play(s, EndMovement(0))
    dests_u2 = {k: p for k, p in _opts(s, "U2").items() if p[-1] == (5, 2)}
    assert list(dests_u2) == [((5, 2), (6, 2))]
    assert not any(p[-1] == (5, 2) for p in _opts(s, "U1").values())
    assert not any(p[-1] == (5, 2) for p in _opts(s, "U3").values())
    play(s, Move(1, "U2", dests_u2[((5, 2), (6, 2))]))
    play(s, EndMovement(1))
    assert s.phase == "combat" and s.battle["hex"] == (5, 2) and s.battle["att"] == 1


def test_T_33b_undead_reinforce():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 1)
    s.units["E3"][2] = s.units["E4"][2] = (5, 2)
    s.turn = 2
    for uid in ("E3", "E4"):
        play(s, next(x for x in legal(s) if isinstance(x, Move) and x.unit == uid and x.path[-1] == (7, 1)))
    play(s, EndMovement(0))
    if legal(s) and isinstance(legal(s)[0], Pin):
        play(s, Pin(1, "U2"))
    assert s.units["U2"][4] & PINNED
    u1 = [p for p in _opts(s, "U1").values() if p[-1] == (7, 1)]
    assert u1 == [((6, 3), (6, 2), (7, 1))]
    for uid in ("U3", "U4", "U5"):
        occ = mv.occupancy(s)
        elf_hexes = {h for h, here in occ.items() if 0 in here}
        assert not any(p[-1] in elf_hexes for p in _opts(s, uid).values())


def test_T_34_entry_hexsides():
    s = make([("U1", 1, "undead.skeleton", 2, (6, 4)), ("A", 0, "elves.glader", 1, (5, 4)),
              ("B", 0, "elves.glader", 1, (6, 3))], scenario="isle_of_the_dead", armies=("Elves", "Undead"),
             order=(0, 1), cur=1)
    keys = sorted(k for k, p in _opts(s, "U1").items() if k[0] in ((5, 4), (6, 3)))
    assert keys == [((5, 4), (6, 4)), ((6, 3), (6, 4)), ((6, 3), (7, 3))]


def test_T_38_long_wall():
    s = make([("H", 1, "barbarians.huscarl", 2, (2, 2)), ("S", 1, "barbarians.spearmaid", 2, (4, 1)),
              ("R", 1, "barbarians.wizard_a", 2, (3, 2)), ("A", 0, "amazons.amazon", 2, (2, 5))],
             designs=(16,), armies=("Amazons", "Barbarians"), scenario="barbarian_raid", owners=[0])
    occ = mv.occupancy(s)
    assert mv.path_ok(s, occ, "H", ((2, 3),))                         # (a)
    assert not mv.path_ok(s, occ, "H", ((2, 3), (1, 4)))
    s.units["H"][2] = (2, 3)
    occ = mv.occupancy(s)
    assert mv.path_ok(s, occ, "H", ((1, 4),))                         # (b)
    assert not mv.path_ok(s, occ, "H", ((1, 4), (1, 5)))
    assert mv.path_ok(s, occ, "S", ((3, 2), (3, 3)))                  # (c)
    assert not mv.path_ok(s, occ, "S", ((3, 2), (3, 3), (2, 4)))
    assert mv.path_ok(s, occ, "A", ((2, 4), (3, 3), (3, 2)))          # (d) own gate = road terrain
    assert mv.path_ok(s, occ, "R", ((3, 3), (2, 4)))                  # (e) flyers ignore the wall
    s.units["A"][2] = (3, 3)                                          # (f) limit 1 into the held gate
    occ = mv.occupancy(s)
    from game.wizard_kings.data import BLOCKS
    assert mv.side_limit(s, occ, BLOCKS["barbarians.spearmaid"], (3, 2), (3, 3), 1) == 1


def test_T_44_naval_moves_map13():
    logyn, baven, atami = (4, 1), (4, 4), (9, 2)
    s = make([("R", 0, "elves.ranger", 2, logyn), ("B", 0, "elves.glader", 1, baven),
              ("T", 0, "elves.glader", 1, atami), ("X", 0, "elves.glader", 1, logyn)], owners=[1],
             armies=("Elves", "Undead"))
    opts = mv.naval_options(s, mv.occupancy(s), "R")
    assert opts[baven] == ((4, 2), (4, 3), baven)
    assert atami not in opts
    play(s, NavalMove(0, "R", opts[baven]))
    assert baven not in mv.naval_options(s, mv.occupancy(s), "X")   # Baven's capacity 1 used
    s2 = make([("R", 0, "elves.ranger", 2, logyn)], owners=[1], armies=("Elves", "Undead"))
    s2.port_start = [[logyn], []]                                    # Baven not friendly at phase start
    s2.units["B"] = ["elves.glader", 0, baven, 1, 0]
    assert baven not in mv.naval_options(s2, mv.occupancy(s2), "R")


def test_move_refused_with_reason_and_state_untouched():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 3)
    before = RULES.encode(s)
    with pytest.raises(IllegalAction, match="movement rules|already moved"):
        RULES.apply(s, Move(0, "E2", ((9, 9),)))
    with pytest.raises(IllegalAction, match="turn"):
        RULES.apply(s, Move(1, "U1", ((5, 4),)))
    assert RULES.encode(s) == before


def test_4_8_undead_never_leave_island():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 3)
    island = assemble((13,)).tags["island"]
    for uid in ("U1", "U2", "U3", "U4", "U5"):
        for path in _opts(s, uid).values():
            assert all(h in island for h in path)
        assert mv.naval_options(s, mv.occupancy(s), uid) == {}


def test_2_37_flyer_attacks_units_at_sea_but_must_leave_after_winning():
    from game.wizard_kings import combat
    from game.wizard_kings.actions import EndRegroup, Move, Regroup
    from game.wizard_kings.rules import RULES
    from tests.wizard_kings.helpers import battle, legal, make, play
    sea, shore = (-1, 9), (-1, 8)
    s = make([("p", 0, "elves.pixie", 2, shore), ("v", 1, "barbarians.viking", 1, sea)],
             armies=("Elves", "Barbarians"))
    assert any(isinstance(a, Move) and a.unit == "p" and a.path[-1] == sea for a in legal(s, 0))
    empty = make([("p", 0, "elves.pixie", 2, shore)], armies=("Elves", "Barbarians"))
    assert not any(isinstance(a, Move) and a.path[-1] == sea for a in legal(empty, 0))   # never lands at sea
    s.units["p"][2] = sea
    s.cache = None                        # the hand edit above bypasses apply()
    battle(s, sea, 0)
    combat.eliminate(s, "v", [])
    flow.settle(s, [])
    while s.pending and s.pending[-1][0] == "regroup":
        play(s, EndRegroup(0))            # the winner declines the regroup ...
    assert s.pending and s.pending[-1][0] == "leave"          # ... but a flyer must still leave the sea
    acts = legal(s, 0)
    assert acts and all(isinstance(a, Regroup) and a.unit == "p" for a in acts)
    assert "at sea" in RULES.prompt(s, 0)
    play(s, acts[0])
    assert s.units["p"][2] != sea and s.battle is None
    RULES.check_invariants(s)
