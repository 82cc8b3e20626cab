"""Battles: T-04, T-05, T-06, T-08, T-13, T-14, T-16, T-17, T-22, T-26, T-35, T-39, T-45."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.wizard_kings import combat, flow
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import (
    CastSpell,
    ChooseBattle,
    Dispel,
    EndMovement,
    EndRegroup,
    Fire,
    Hold,
    Move,
    MoveSpell,
    Retreat,
    TakeHit,
)
from game.wizard_kings.rules import RULES
from tests.wizard_kings.helpers import battle, legal, make, miss, play

FOREST = (5, 3)          # Map 13 forest hex with clear neighbours (6,3), (5,4), (5,2), (6,2)
CLEAR = (6, 3)


def test_T_13_combat_order():
    s = make([("a1", 1, "elves.ranger", 2, CLEAR), ("a2", 1, "orcs.troll", 2, CLEAR),
              ("a3", 1, "elves.pixie", 2, CLEAR), ("d1", 0, "orcs.ogre", 2, CLEAR),
              ("d2", 0, "orcs.goblin", 2, CLEAR)], armies=("Orcs", "Elves"))
    battle(s, CLEAR, 1)
    order = []
    while True:
        g = combat.current_group(s)
        if g is None:
            break
        uid = sorted(g[2])[0]
        order.append(uid)
        s.units[uid][4] |= combat.ACTED
    assert order == ["a1", "d1", "a2", "a3", "d2"]


def test_T_14_full_combat_example():
    s = make([("glader", 0, "elves.glader", 4, FOREST), ("ranger", 0, "elves.ranger", 3, FOREST),
              ("goblin", 1, "orcs.goblin", 4, FOREST), ("troll", 1, "orcs.troll", 3, FOREST)],
             dice=[3, 4, 6, 2, 3, 5, 1, 4, 6, 2, 5, 1, 2, 6, 2, 3, 5])
    y1, y2 = (6, 3), (5, 4)
    battle(s, FOREST, 1, entries=[("goblin", y1), ("troll", y2)])
    assert combat.combat_number(s, "ranger") == 3 and combat.combat_number(s, "glader") == 2
    assert combat.combat_number(s, "goblin") == 1 and combat.combat_number(s, "troll") == 2
    play(s, Fire(0, "ranger"))
    assert s.units["goblin"][3] == 3
    with pytest.raises(IllegalAction, match="round 1"):
        play(s, Retreat(1, "troll", y2))
    play(s, Fire(1, "troll"))
    assert s.units["glader"][3] == 3
    play(s, Fire(0, "glader"))
    assert set(legal(s)) == {TakeHit(1, "goblin"), TakeHit(1, "troll")}
    play(s, TakeHit(1, "goblin"))
    assert s.units["goblin"][3] == 2
    play(s, Fire(1, "goblin"))
    assert s.battle["round"] == 2
    play(s, Fire(0, "ranger"))
    assert s.units["troll"][3] == 2
    play(s, TakeHit(1, "goblin"))
    assert s.units["goblin"][3] == 1
    assert Retreat(1, "troll", y2) in legal(s)
    assert {a.dest for a in legal(s) if isinstance(a, Retreat)} == {y1, y2}   # 5.4: own side's entry hexsides only
    play(s, Retreat(1, "troll", y2))
    play(s, Fire(0, "glader"))
    assert "goblin" not in s.units and s.pool[1]["orcs.goblin"] >= 1
    assert s.units["troll"][2] == y2 and s.units["troll"][3] == 2
    assert (s.units["glader"][3], s.units["ranger"][3]) == (3, 3)
    if s.pending and s.pending[-1][0] == "regroup":
        play(s, EndRegroup(0))
    assert s.battle is None


def test_T_06_terrain_bonus():
    s = make([("f", 0, "elves.glader", 2, FOREST), ("o", 1, "feudals.knight", 2, FOREST)],
             armies=("Elves", "Feudals"))
    s.units["f"][0] = "orcs.ogre"          # forest creature B3 -> B4 in forest
    battle(s, FOREST, 1)
    assert combat.combat_number(s, "f") == 4
    desert = (8, 4)   # Map 13 desert hex
    s = make([("k", 0, "feudals.knight", 2, desert), ("x", 1, "orcs.goblin", 2, desert)],
             armies=("Feudals", "Orcs"))
    battle(s, desert, 1)
    assert combat.combat_number(s, "k") == 3 and combat.count_hits([3], 3) == 1
    s = make([("k", 0, "feudals.knight", 2, CLEAR), ("x", 1, "orcs.goblin", 2, CLEAR)], armies=("Feudals", "Orcs"))
    battle(s, CLEAR, 1)
    assert combat.combat_number(s, "k") == 2


def test_T_08_berserk():
    s = make([("c", 0, "chaos.cavebear", 3, CLEAR), ("x", 1, "orcs.goblin", 4, CLEAR),
              ("y", 1, "orcs.goblin", 4, CLEAR)], armies=("Elves", "Orcs"), dice=[1, 2, 4, 5, 6, 3])
    battle(s, CLEAR, 1)
    assert Fire(0, "c", True) in legal(s)
    play(s, Fire(0, "c", True))
    assert s.units["c"][3] == 2
    while s.pending and s.pending[-1][0] == "hits":
        play(s, legal(s)[0])
    assert s.units["x"][3] + s.units["y"][3] == 8 - 3
    s2 = make([("c", 0, "chaos.cavebear", 1, CLEAR), ("x", 1, "orcs.goblin", 4, CLEAR)])
    battle(s2, CLEAR, 1)
    assert Fire(0, "c", True) not in legal(s2)
    with pytest.raises(IllegalAction, match="Berserk"):
        play(s2, Fire(0, "c", True))


def test_T_04_casting_cost():
    s = make([("w", 0, "elves.wizard_a", 3, CLEAR), ("x", 1, "orcs.goblin", 4, CLEAR)], dice=[6, 6, 6, 6, 6, 6])
    battle(s, CLEAR, 1)
    play(s, CastSpell(0, "w", "CURSE"))
    assert s.units["w"][3] == 2
    s = make([("w", 0, "elves.wizard_a", 3, CLEAR), ("x", 1, "orcs.goblin", 4, CLEAR)], dice=[6] * 6)
    battle(s, CLEAR, 1)
    play(s, CastSpell(0, "w", "STORM"))
    assert "w" not in s.units and s.removed[0]["elves.wizard_a"] == 1 and "elves.wizard_a" not in s.pool[0]
    s = make([("w", 0, "elves.wizard_a", 2, CLEAR), ("x", 1, "orcs.goblin", 4, CLEAR)])
    battle(s, CLEAR, 1)
    assert CastSpell(0, "w", "STORM") not in legal(s)
    with pytest.raises(IllegalAction, match="exceeds"):
        play(s, CastSpell(0, "w", "STORM"))
    # a wizard that cast a Movement-phase spell does not move (unless its own HASTE target)
    s = make([("w", 0, "elves.wizard_a", 3, (4, 1)), ("r", 0, "elves.ranger", 2, (4, 1))])
    play(s, MoveSpell(0, "w", "HASTE", "r"))
    assert not any(isinstance(a, Move) and a.unit == "w" for a in legal(s))
    s = make([("w", 0, "elves.wizard_a", 3, (4, 1))])
    play(s, MoveSpell(0, "w", "HASTE", "w"))
    assert any(isinstance(a, Move) and a.unit == "w" for a in legal(s))


def _dispel_state(die: int):
    s = make([("w1", 0, "orcs.wizard_a", 3, CLEAR), ("w2", 1, "elves.wizard_a", 2, CLEAR),
              ("g", 1, "elves.glader", 4, CLEAR)], armies=("Orcs", "Elves"), opts={"dispel": True},
             dice=[die, 6, 6, 6, 6])
    battle(s, CLEAR, 1)
    return s


def test_T_05_dispel():
    s = _dispel_state(4)
    play(s, CastSpell(0, "w1", "FIREBALL"))
    assert legal(s) == [Dispel(1, "w2", True), Dispel(1, "w2", False)]
    play(s, Dispel(1, "w2", True))
    assert s.units["w1"][3] == 1 and s.units["w2"][3] == 1
    assert s.units["g"][3] == 4          # FIREBALL resolved: dice 6,6,6,6 -> no hits
    s = _dispel_state(5)
    play(s, CastSpell(0, "w1", "FIREBALL"))
    play(s, Dispel(1, "w2", True))
    assert s.units["w1"][3] == 1 and s.units["w2"][3] == 1
    assert s.rng.script == [6, 6, 6, 6]  # cancelled: no FIREBALL dice rolled


def test_T_45_dispel_order():
    s = make([("w1", 0, "orcs.wizard_a", 3, CLEAR), ("W2", 1, "elves.wizard_a", 2, CLEAR),
              ("W3", 1, "elves.wizard_b", 3, CLEAR)], armies=("Orcs", "Elves"), opts={"dispel": True},
             dice=[4, 6, 6, 6, 6, 6])
    battle(s, CLEAR, 1)
    play(s, CastSpell(0, "w1", "FIREBALL"))
    assert legal(s)[0] == Dispel(1, "W2", True)
    play(s, Dispel(1, "W2", True))
    assert s.units["W2"][3] == 1
    assert legal(s)[0] == Dispel(1, "W3", True)
    play(s, Dispel(1, "W3", True))
    assert s.units["W3"][3] == 2 and s.units["w1"][3] == 1
    assert s.rng.script == [6, 6, 6, 6]


def test_T_22_spell_damage_limit():
    s = make([("w", 0, "elves.wizard_a", 4, CLEAR), ("t", 1, "orcs.troll", 2, CLEAR),
              ("c", 1, "orcs.castle_c4", 1, CLEAR)], dice=[1, 2])
    battle(s, CLEAR, 0)
    assert CastSpell(0, "w", "BOLT", "c") not in legal(s)       # castle at 1 is immune
    play(s, CastSpell(0, "w", "BOLT", "t"))
    assert s.units["t"][3] == 1
    acts = legal(s)
    assert acts and all(isinstance(a, Retreat) and a.unit == "t" for a in acts)   # forced, even in round 1
    play(s, acts[0])
    assert s.units["t"][2] != CLEAR and s.units["t"][3] == 1
    # no legal retreat: eliminated
    s = make([("w", 0, "elves.wizard_a", 4, CLEAR), ("t", 1, "orcs.troll", 2, CLEAR),
              ("z", 1, "orcs.goblin", 4, CLEAR)], dice=[1, 2], owners=[0])
    for n in mv.board(s).nbrs[CLEAR]:
        s.units[f"e{n}"] = ["elves.glader", 0, n, 1, 0]
    s.totals[0] = {**s.totals[0], "elves.glader": 20}
    battle(s, CLEAR, 0)
    play(s, CastSpell(0, "w", "BOLT", "t"))
    assert "t" not in s.units
    # FIREBALL on castles at 1 only: all hits lost
    s = make([("w", 0, "orcs.wizard_a", 4, CLEAR), ("c", 1, "elves.castle_c4", 1, CLEAR)], dice=[1, 1, 1, 1],
             armies=("Orcs", "Elves"))
    battle(s, CLEAR, 1)
    play(s, CastSpell(0, "w", "FIREBALL"))
    assert s.units["c"][3] == 1


def test_T_16_gradual_retreat():
    H = (6, 3)
    bd = mv.board(make())
    nbrs = list(bd.nbrs[H])
    N = (7, 3)
    att_from = [n for n in nbrs if n != N]
    units = [(f"d{i}", 0, "elves.glader", 2, H) for i in range(4)]
    units += [(f"a{i}", 1, "orcs.queen", 2, H) for i in range(4)]
    s = make(units)
    battle(s, H, 1, entries=[(f"a{i}", att_from[i]) for i in range(4)], round_=2)
    s.entries[H].append(["aX", 1, att_from[4], False, True])
    for i in range(4):
        s.units[f"a{i}"][4] |= combat.ACTED
    acts = [a for a in legal(s) if isinstance(a, Retreat)]
    assert {a.dest for a in acts} == {N}
    play(s, Retreat(0, "d0", N))
    play(s, Retreat(0, "d1", N))
    assert not any(isinstance(a, Retreat) for a in legal(s))
    miss(s, Fire(0, "d2"))
    miss(s, Fire(0, "d3"))
    assert s.battle["round"] == 3
    for i in range(4):
        s.units[f"a{i}"][4] |= combat.ACTED
    play(s, Retreat(0, "d2", N))
    play(s, Retreat(0, "d3", N))
    assert sum(1 for u in s.units.values() if u[2] == N) == 4


def test_T_17_battle_order():
    H1, H2, H3 = (1, 1), (3, 1), (2, 4)
    s = make([("p1a", 0, "amazons.amazon", 1, H1), ("p3a", 2, "dwarves.low_guard", 1, H1),
              ("p3b", 2, "dwarves.low_guard", 1, H2), ("p1b", 0, "amazons.amazon", 1, H2),
              ("p4a", 3, "elves.glader", 1, H3), ("p1c", 0, "amazons.amazon", 1, H3)],
             armies=("Amazons", "Barbarians", "Dwarves", "Elves"), designs=(13, 14, 15, 16), owners=[-1] * 4,
             phase="combat")
    s.attacker_of = {H1: 0, H2: 2, H3: 3}
    s.battles = sorted([H1, H2, H3])
    flow.next_battle(s, [])
    assert s.battle["hex"] == H1
    fought = [H1]
    while s.battle is not None or s.pending:
        h = s.battle["hex"]
        loser = [u for u, r in s.units.items() if r[2] == h and r[1] != s.battle["att"]]
        for uid in loser:
            del s.units[uid]
        flow.settle(s, [])
        if s.pending and s.pending[-1][0] == "regroup":
            play(s, EndRegroup(s.pending[-1][1]))
        if s.battle is None:
            break
        fought.append(s.battle["hex"])
    assert fought == [H1, H2, H3]


def test_5_1_attacker_chooses_battle_order():
    s = make([("a", 0, "elves.glader", 1, (1, 1)), ("b", 1, "orcs.goblin", 1, (1, 1)),
              ("c", 0, "elves.glader", 1, (3, 1)), ("d", 1, "orcs.goblin", 1, (3, 1))], phase="combat")
    s.attacker_of = {(1, 1): 1, (3, 1): 1}
    s.battles = [(1, 1), (3, 1)]
    flow.next_battle(s, [])
    assert legal(s) == [ChooseBattle(1, (1, 1)), ChooseBattle(1, (3, 1))]
    play(s, ChooseBattle(1, (3, 1)))
    assert s.battle["hex"] == (3, 1)


def test_T_26_pursuit_round():
    H = (6, 3)
    back = (6, 2)
    s = make([("A2", 1, "orcs.queen", 2, H), ("C1", 1, "orcs.goblin", 2, H), ("B2", 0, "feudals.knight", 2, H)],
             armies=("Feudals", "Orcs"), dice=[1, 6])
    battle(s, H, 1, entries=[("A2", back), ("C1", back)], round_=4)
    acts = legal(s)
    assert acts == [Retreat(1, "A2", back)]
    play(s, acts[0])
    play(s, Fire(0, "B2"))
    assert s.units["C1"][3] == 1
    play(s, Retreat(1, "C1", back))
    assert s.battle is None or s.pending
    # no retreat possible -> eliminated when its turn comes
    s = make([("A2", 1, "orcs.queen", 2, H), ("C1", 1, "orcs.goblin", 2, H), ("B2", 0, "feudals.knight", 2, H),
              ("Z", 0, "feudals.spear", 1, back)], armies=("Feudals", "Orcs"), dice=[6, 6])
    battle(s, H, 1, entries=[("A2", back), ("C1", back)], round_=4)
    flow.settle(s, [])
    assert "A2" not in s.units and "C1" in s.units
    play(s, Fire(0, "B2"))
    assert "C1" not in s.units


def test_T_35_undead_strength1_retreat():
    baven = (4, 4)
    s = make([("U3", 1, "undead.zombie", 1, baven), ("E", 0, "elves.glader", 2, baven)],
             scenario="isle_of_the_dead", armies=("Elves", "Undead"), owners=[-1])
    battle(s, baven, 0, entries=[("E", (3, 5))], round_=2)
    s.units["E"][4] |= combat.ACTED
    dests = sorted(a.dest for a in legal(s) if isinstance(a, Retreat))
    assert dests == [(4, 5), (5, 3), (5, 4)]
    road = [d for d in dests if mv.board(s).side(baven, d).road]
    assert road == [(5, 4)]


def test_T_39_underground_city():
    kd = (4, 4)
    s = make([("W", 0, "dwarves.warbird", 3, kd), ("G", 1, "orcs.goblin", 2, kd), ("T", 1, "orcs.troll", 2, kd)],
             designs=(14,), armies=("Dwarves", "Orcs"), dice=[2, 3, 6, 2, 2, 3])
    battle(s, kd, 1, entries=[("G", (4, 3)), ("T", (5, 3))])
    assert combat.combat_number(s, "W") == 2
    assert combat.combat_number(s, "G") == 2
    assert combat.combat_number(s, "T") == 2
    play(s, Fire(0, "W"))
    play(s, TakeHit(1, "T"))
    assert s.units["T"][3] == 1
    play(s, Fire(1, "T"))
    assert s.units["W"][3] == 2
    play(s, Fire(1, "G"))
    assert s.units["W"][3] == 1


def test_5_5_regroup_after_win():
    H = (6, 3)
    s = make([("a", 1, "orcs.goblin", 4, H), ("b", 1, "orcs.orc", 2, (7, 3)), ("d", 0, "elves.glader", 1, H)],
             dice=[6, 1])
    battle(s, H, 1, entries=[("a", (6, 2))])
    play(s, Fire(0, "d"))
    play(s, Fire(1, "a"))
    assert s.pending[-1][0] == "regroup"
    from game.wizard_kings.actions import Regroup
    assert Regroup(1, "b", H) in legal(s)
    play(s, Regroup(1, "b", H))
    play(s, EndRegroup(1))
    assert s.units["b"][2] == H and s.battle is None


def test_T_27_reserves():
    H = (6, 3)
    s = make([("a", 0, "orcs.goblin", 4, (6, 2)), ("d", 1, "elves.glader", 1, H), ("r", 1, "elves.glader", 2, (7, 3))],
             opts={"reserves": True}, dice=[1, 1, 1, 1])
    play(s, Move(0, "a", (H,)))
    play(s, EndMovement(0))
    play(s, Move(1, "r", (H,)))
    assert s.units["r"][4] & combat.RESERVE
    play(s, EndMovement(1))
    assert s.phase == "combat" and s.battle["att"] == 0
    assert RULES.view(s, 0).units["r"][0] == "?"  # reserves stay hidden in round 1
    assert {a.unit for a in legal(s)} == {"d"}    # R does not act in round 1
    play(s, Fire(1, "d"))
    play(s, Fire(0, "a"))                         # 4 hits: d eliminated, the rest lost (R is immune)
    assert "d" not in s.units and s.units["r"][3] == 2
    assert s.battle["round"] == 2 and s.battle["att"] == 1 and s.battle["dfn"] == 0   # roles swapped
    assert Fire(0, "a") in legal(s)               # the goblin now defends, R attacks later (C step)
    play(s, Fire(0, "a"))
    assert Fire(1, "r") in legal(s)


def test_daze_bless_curse_shield():
    s = make([("w", 0, "amazons.wizard_a", 4, CLEAR), ("a", 0, "amazons.amazon", 2, CLEAR),
              ("x", 1, "orcs.goblin", 4, CLEAR)], armies=("Amazons", "Orcs"))
    battle(s, CLEAR, 1)
    play(s, CastSpell(0, "w", "BLESS"))
    assert combat.combat_number(s, "a") == 2
    s = make([("w", 0, "amazons.wizard_a", 4, CLEAR), ("x", 1, "orcs.goblin", 4, CLEAR),
              ("y", 1, "orcs.goblin", 1, CLEAR)], armies=("Amazons", "Orcs"))
    battle(s, CLEAR, 1)
    play(s, CastSpell(0, "w", "DAZE", "x"))
    assert combat.current_group(s)[2] == ["y"]


def test_2_2_dispel_in_movement_phase():
    h = (6, 3)
    s = make([("w", 0, "undead.wizard_a", 4, h), ("z", 0, "undead.zombie", 1, h), ("o", 1, "orcs.wizard_a", 2, h)],
             armies=("Undead", "Orcs"), opts={"dispel": True}, dice=[6, 3])
    play(s, MoveSpell(0, "w", "HEAL"))
    assert legal(s, 1) == [Dispel(1, "o", True), Dispel(1, "o", False)]
    play(s, Dispel(1, "o", True))
    assert s.units["o"][3] == 1 and s.units["w"][3] == 2 and not s.pending
    assert s.rng.script == [3]            # HEAL cancelled before its die
    s = make([("w", 0, "undead.wizard_a", 4, h), ("z", 0, "undead.zombie", 1, h), ("o", 1, "orcs.wizard_a", 2, h)],
             armies=("Undead", "Orcs"), opts={"dispel": True}, dice=[3])
    play(s, MoveSpell(0, "w", "HEAL"))
    play(s, Dispel(1, "o", False))
    assert s.pending[-1][0] == "heal"


def test_2_7_magic_weapon_and_artifact():
    from game.wizard_kings.actions import ArtifactSpell, Wield
    s = make([("g", 0, "orcs.goblin", 2, CLEAR), ("z", 0, "orcs.orc", 2, CLEAR), ("x", 1, "elves.glader", 4, CLEAR)],
             armies=("Orcs", "Elves"), dice=[3, 3, 1, 2])
    s.arts = {"A1-1": ["sword_b3", 0, "g", 2, "Orcs"], "A1-2": ["tome", 0, "z", 2, "Orcs"]}
    s.totals[0] = {**s.totals[0], "artifact.sword_b3": 1, "artifact.tome": 1}
    RULES.check_invariants(s)
    battle(s, CLEAR, 1)
    from game.wizard_kings.actions import WaitTurn
    # 2.7: the sword's letter replaces the goblin's: it may wield at the B step, before the C units
    assert legal(s) == [Wield(0, "g"), WaitTurn(0, "g")]
    play(s, Wield(0, "g"))                      # B3 with the sword: dice 3, 3 -> 2 hits
    assert ArtifactSpell(0, "z", "BOLT", "x") in legal(s) and Wield(0, "g") not in legal(s)
    assert not any(isinstance(a, ArtifactSpell) and a.spell == "FIREBALL" for a in legal(s))   # Tome: level 1
    assert s.units["x"][3] == 2 and s.arts["A1-1"][3] == 1 and s.units["g"][3] == 2
    play(s, ArtifactSpell(0, "z", "BOLT", "x"))  # the Tome pays, not the carrier; dice 1, 2
    assert s.arts["A1-2"][3] == 1 and s.units["z"][3] == 2
    assert "x" not in s.units                   # BOLT: 1 step, then a forced retreat it cannot make
    view = RULES.view(s, 1)
    assert set(view.arts) == {"A1-1", "A1-2"}   # shown behind carriers in the battle
    from game.wizard_kings.combat import eliminate
    eliminate(s, "g", [])
    assert "A1-1" not in s.arts and s.pool[0]["artifact.sword_b3"] == 1
    RULES.check_invariants(s)


def test_Table_2E_buying_artifacts():
    from game.wizard_kings import build
    from game.wizard_kings.actions import BuildArtifact, BuildStep
    logyn = (4, 1)
    s = make([("g", 0, "orcs.goblin", 2, logyn)], armies=("Orcs", "Elves"), phase="build", owners=[0])
    s.pool[0]["artifact.sceptre_c3"] = 1
    s.totals[0] = {**s.totals[0], "artifact.sceptre_c3": 1}
    build.begin(s, 0, [])
    assert BuildArtifact(0, "artifact.sceptre_c3", "g") in legal(s)
    play(s, BuildArtifact(0, "artifact.sceptre_c3", "g"))
    aid = next(iter(s.arts))
    assert s.arts[aid] == ["sceptre_c3", 0, "g", 1, "Orcs"] and s.gold[logyn] == 1
    play(s, BuildStep(0, aid))
    assert s.arts[aid][3] == 2 and s.gold[logyn] == 0
    assert aid not in RULES.view(s, 1).arts
    RULES.check_invariants(s)


def _foreign_tome(die):
    from game.wizard_kings.actions import ArtifactSpell
    s = make([("z", 0, "undead.zombie", 2, CLEAR), ("x", 1, "elves.glader", 4, CLEAR)], armies=("Undead", "Elves"),
             opts={"capture": True}, dice=[die, 6, 6])
    s.arts = {"A1-1": ["tome", 0, "z", 2, "Amazons"]}    # captured earlier from the Amazons
    s.totals[0] = {**s.totals[0], "artifact.tome": 1}
    battle(s, CLEAR, 1)
    spells = {a.spell for a in legal(s) if isinstance(a, ArtifactSpell)}
    assert spells == {"BOLT", "BLESS", "DAZE"}               # the Amazon card, level 1 (Table 2-D)
    return s, ArtifactSpell


def test_T_09_foreign_artifact():
    s, ArtifactSpell = _foreign_tome(6)
    play(s, ArtifactSpell(0, "z", "BLESS"))
    assert "A1-1" not in s.arts and s.units["z"][3] == 1 and s.battle["bless"] == [0, 0]
    s, ArtifactSpell = _foreign_tome(5)
    play(s, ArtifactSpell(0, "z", "BLESS"))
    assert s.arts["A1-1"][3] == 1 and s.units["z"][3] == 2 and s.battle["bless"][1] == 1


def test_2_7_capture_rule():
    from game.wizard_kings.actions import TakeArtifact
    s = make([("g", 0, "orcs.goblin", 1, CLEAR), ("x", 1, "elves.glader", 4, CLEAR), ("y", 1, "elves.glader", 1, CLEAR)],
             armies=("Orcs", "Elves"), opts={"capture": True}, dice=[6, 1])
    s.arts = {"A1-1": ["sword_b3", 0, "g", 2, "Orcs"]}
    s.totals[0] = {**s.totals[0], "artifact.sword_b3": 1}
    battle(s, CLEAR, 1)
    from game.wizard_kings.actions import WaitTurn
    play(s, WaitTurn(0, "g"))            # 2.7: no sword this round, so it fires at its own C step
    play(s, Fire(0, "g"))                # miss
    play(s, Fire(1, "x"))                # 1 hit: the goblin is eliminated, the Elves win
    from game.wizard_kings.actions import LeaveArtifact
    assert set(legal(s)) == {TakeArtifact(1, "A1-1", "x"), TakeArtifact(1, "A1-1", "y"), LeaveArtifact(1, "A1-1")}
    play(s, TakeArtifact(1, "A1-1", "y"))
    assert s.arts["A1-1"][1:3] == [1, "y"] and s.totals[1]["artifact.sword_b3"] == 1
    assert "artifact.sword_b3" not in s.totals[0]
    RULES.check_invariants(s)


def test_2_7_artifact_changes_carrier_in_the_same_hex():
    from game.wizard_kings.actions import PassArtifact
    s = make([("g", 0, "orcs.goblin", 2, CLEAR), ("z", 0, "orcs.orc", 2, CLEAR), ("y", 0, "orcs.orc", 2, FOREST)],
             armies=("Orcs", "Elves"))
    s.arts = {"A1-1": ["sword_b3", 0, "g", 2, "Orcs"]}
    s.totals[0] = {**s.totals[0], "artifact.sword_b3": 1}
    passes = [a for a in legal(s, 0) if isinstance(a, PassArtifact)]
    assert passes == [PassArtifact(0, "A1-1", "z")]          # same hex only, to a unit without one
    assert "artifact" in passes[0].label()
    play(s, passes[0])
    assert s.arts["A1-1"][2] == "z"
    RULES.check_invariants(s)
    assert PassArtifact(0, "A1-1", "z") not in legal(s, 0)
    assert PassArtifact(0, "A1-1", "g") not in legal(s, 0)       # no handing it back this turn
    assert RULES.view(s, 1).arts == {}                         # still hidden from the enemy


def test_2_7_magic_weapon_letter_replaces_the_carriers_letter():
    from game.wizard_kings.actions import WaitTurn, Wield
    s = make([("g", 0, "orcs.goblin", 2, CLEAR), ("x", 1, "elves.glader", 2, CLEAR)], armies=("Orcs", "Elves"))
    s.arts = {"A1-1": ["sword_b3", 0, "g", 2, "Orcs"]}
    s.totals[0] = {**s.totals[0], "artifact.sword_b3": 1}
    battle(s, CLEAR, 1)
    assert combat.current_group(s)[:2] == (3, 0)          # the B step, before every C unit
    play(s, WaitTurn(0, "g"))                             # decline the weapon: act as C1
    g = combat.current_group(s)
    assert g[0] == 4 and g[1] == 0 and g[2] == ["g"]       # defenders first within C
    acts = legal(s)
    assert Fire(0, "g") in acts and Wield(0, "g") not in acts and WaitTurn(0, "g") not in acts


def test_5_2_only_a_wizard_may_let_its_combat_turn_pass():
    # Rulebook 2.2 (Wizards): "If a wizard wants neither to retreat nor to cast a spell, its A+
    # part is skipped." 5.2: "To resolve a battle every unit attacks in the order of its combat
    # rating", 5.4: a unit may retreat "instead of fighting". Only the wizard may do nothing.
    s = make([("w", 0, "orcs.wizard_a", 3, CLEAR), ("g", 0, "orcs.goblin", 2, CLEAR),
              ("x", 1, "elves.glader", 2, CLEAR)], armies=("Orcs", "Elves"))
    battle(s, CLEAR, 0, round_=2)
    assert Hold(0, "w") in legal(s, 0)
    play(s, Hold(0, "w"))
    while RULES.to_act(s) == [1]:
        miss(s, Fire(1, "x"))
    acts = legal(s, 0)
    assert Fire(0, "g") in acts and Hold(0, "g") not in acts
    with pytest.raises(IllegalAction):
        play(s, Hold(0, "g"))
