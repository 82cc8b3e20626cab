"""Fog of war in the other seats' views (2.0) on hand-built positions: rebuilt and new blocks
carry nothing that ties them to a block seen before, and battle entries do not tell flyers or
heroes from foot units. Also the player's choices: moves that differ only in an irrelevant path
are one choice (4.2), and places read by name."""

from __future__ import annotations

from game.wizard_kings import build, combat
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import BuildUnit, Move
from game.wizard_kings.board import assemble
from game.wizard_kings.rules import RULES
from game.wizard_kings.state import BLK
from tests.wizard_kings.helpers import legal, make, play

ELVES, UNDEAD = 0, 1


def _undead_build(s):
    s.phase = "build"
    s.order = [ELVES, UNDEAD]
    s.cur = 1
    build.begin(s, UNDEAD, [])


def test_a_rebuilt_block_gets_a_new_id_that_the_other_army_cannot_tie_to_the_old_one():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 9)
    combat.eliminate(s, "U2", [])          # the elves saw U2 fall (a Skeleton)
    s.units["E2"][2] = (7, 1)
    _undead_build(s)
    play(s, BuildUnit(UNDEAD, "undead.skeleton", (6, 4), "U2"))
    build.end_of_phase(s, [])               # the build orders are revealed
    new = [uid for uid in s.units if uid not in ("U0", "U1", "U3", "U4", "U5") and s.units[uid][1] == UNDEAD]
    assert len(new) == 1 and new[0] != "U2"
    assert s.rebuilt == {new[0]: "U2"}
    elves = RULES.view(s, ELVES)
    assert "U2" not in elves.units and elves.units[new[0]][BLK] == "?"
    assert elves.rebuilt == {} and elves.dead[UNDEAD] == []
    assert list(elves.units)[-1] == new[0]   # listed after every older block, like any new one
    assert RULES.view(s, UNDEAD).rebuilt == {new[0]: "U2"}   # its owner keeps the 7.1.3 order


def test_a_block_rebuilt_twice_keeps_its_first_id_for_its_owner_only():
    s = RULES.setup({"scenario": "isle_of_the_dead"}, 9)
    combat.eliminate(s, "U3", [])
    _undead_build(s)
    play(s, BuildUnit(UNDEAD, "undead.zombie", (6, 4), "U3"))
    first = next(uid for uid, old in s.rebuilt.items() if old == "U3")
    combat.eliminate(s, first, [])
    _undead_build(s)
    rebuild = [a for a in legal(s, UNDEAD) if isinstance(a, BuildUnit) and a.unit == first]
    play(s, rebuild[0])
    second = next(uid for uid, old in s.rebuilt.items() if old == "U3")
    assert second not in (first, "U3") and second in s.units


def test_free_play_builds_a_label_once_whatever_fell_before():
    s = make([("O1", 1, "orcs.goblin", 2, (4, 1)), ("O2", 1, "orcs.goblin", 1, (4, 1)),
              ("O3", 1, "orcs.goblin", 1, (4, 1))], armies=("Elves", "Orcs"), owners=[1])
    combat.eliminate(s, "O2", [])
    combat.eliminate(s, "O3", [])
    s.phase = "build"
    s.order, s.cur = [1, 0], 0
    build.begin(s, 1, [])
    goblins = [a for a in legal(s, 1) if isinstance(a, BuildUnit) and a.block == "orcs.goblin" and a.city == (4, 1)]
    assert goblins == [BuildUnit(1, "orcs.goblin", (4, 1))]   # no "which dead Goblin" near-duplicates
    play(s, goblins[0])
    assert "O2" not in s.units and "O3" not in s.units and len(s.units) == 2


def _flyer_and_foot_attack():
    """Orcs hold the clear hex (5, 4); an Elf Pixie (flyer) and a Glader (foot) attack it."""
    s = make([("D", 1, "orcs.goblin", 2, (5, 4)),
              ("P", 0, "elves.pixie", 2, (6, 3)), ("G", 0, "elves.glader", 2, (4, 4))],
             armies=("Elves", "Orcs"), order=(0, 1))
    for uid in ("P", "G"):
        move = next(a for a in legal(s, 0) if isinstance(a, Move) and a.unit == uid and a.path[-1] == (5, 4))
        play(s, move)
    return s


def test_battle_entries_look_the_same_for_a_flyer_and_a_foot_unit_in_the_other_view():
    s = _flyer_and_foot_attack()
    truth = {e[0]: e[4] for e in s.entries[(5, 4)]}
    assert truth == {"P": False, "G": True}                 # the engine knows the Pixie does not count
    orcs = RULES.view(s, 1)
    assert {e[0]: e[4] for e in orcs.entries[(5, 4)]} == {"P": True, "G": True}
    assert {e[0]: e[4] for e in RULES.view(s, 0).entries[(5, 4)]} == truth
    assert RULES.hidden_facts(orcs, 1)["Elves battle entries by flyers and heroes"] == []
    assert RULES.hidden_facts(s, 1)["Elves battle entries by flyers and heroes"] == [[[5, 4], "P"]]


def test_the_other_view_of_an_entry_is_the_same_whoever_entered():
    s = _flyer_and_foot_attack()
    s2 = RULES.clone(s)
    s2.units["P"][BLK] = "elves.glader"                     # the same move by a foot unit
    s2.entries[(5, 4)][0][4] = True
    assert RULES.encode(RULES.view(s, 1)) == RULES.encode(RULES.view(s2, 1))


def test_determinize_gives_entries_the_flags_of_the_blocks_it_samples():
    s = _flyer_and_foot_attack()
    full = RULES.determinize(RULES.view(s, 1), 1, 5)
    for e in full.entries[(5, 4)]:
        assert e[4] == mv.counts_for_limits(mv.BLOCKS[full.units[e[0]][BLK]])


def test_views_keep_every_legal_action():
    s = _flyer_and_foot_attack()
    play(s, next(a for a in legal(s, 0) if type(a).__name__ == "EndMovement"))
    for seat in RULES.to_act(s):
        assert RULES.legal_actions(RULES.view(s, seat), seat) == RULES.legal_actions(s, seat)


def test_4_2_one_move_per_destination_unless_the_entry_hexside_matters():
    s = make([("G", 0, "elves.glader", 2, (2, 3)), ("X", 1, "orcs.goblin", 1, (3, 1))],
             armies=("Elves", "Orcs"))
    moves = [a for a in legal(s, 0) if isinstance(a, Move) and a.unit == "G"]
    dests = [a.path[-1] for a in moves if a.path[-1] != (3, 1)]
    assert len(dests) == len(set(dests))                    # a plain hex: one choice
    paths = mv.move_options(s, mv.occupancy(s), "G")
    assert len({p[-1] for p in paths.values()}) < len(paths)    # the engine knew several ways in
    into = [a for a in moves if a.path[-1] == (3, 1)]
    sides = {(a.path[-2] if len(a.path) > 1 else (2, 3)) for a in into}
    assert len(into) == len(sides) >= 2                     # a battle: one choice per entry hexside


def test_places_read_by_name():
    b = assemble((13,))
    assert b.hex_name((4, 1)) == "Logyn"
    assert b.hex_name((8, 3)) == "Grave Pass"
    assert b.hex_name((5, 5)) == "the forest hex south-west of Bethi"
    assert b.hex_name((5, 4)) == "the clear hex east of Baven"
    assert b.hex_name((2, 5)) == "the clear hex 2 hexes south-west of Baven"


def test_7_4_a_capital_shows_to_the_other_player_once_the_deployment_is_over():
    from game.core.rng import Rng
    from game.wizard_kings.actions import ChooseCapital

    s = RULES.setup({"scenario": "alliance_expansion"}, 4)
    rng = Rng(2)
    first = None
    while s.phase == "deploy":
        seat = RULES.to_act(s)[0]
        acts = legal(s, seat)
        action = rng.choice(acts)
        play(s, action)
        if isinstance(action, ChooseCapital) and first is None and s.phase == "deploy":
            first = (action.city, seat)
            assert s.capitals == {action.city: seat}
            assert RULES.view(s, seat).capitals == {action.city: seat}
            assert RULES.view(s, 1 - seat).capitals == {}      # founded in secret, like a deployment
    assert first is not None and len(s.capitals) == 4
    assert RULES.view(s, 1 - first[1]).capitals == s.capitals   # its blocks stand there for all to see
