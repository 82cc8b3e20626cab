"""The printed examples of the defender's book (spec §8, X-01 … X-16)."""

from __future__ import annotations

import pytest

from game.core.types import IllegalAction
from game.stronghold import RULES as R
from game.stronghold import assault as A
from game.stronghold import defender as DEF
from game.stronghold.actions import Complete, DispatchMove, Pay
from game.stronghold.board import combos_at_most

from .helpers import (
    BAS,
    RAM,
    SEC,
    attacker_phase,
    clear_archers,
    defender_turn,
    done_spent,
    legal,
    new,
    next_step,
    no_heroes,
    options,
    pick,
    run_steps,
    section,
    send,
    start_dispatch,
)


def test_X_01_component_limit() -> None:
    s = new()
    for sec in ("W2", "W3", "W4"):
        s.cauldron[SEC[sec]] = 3
    seat = defender_turn(s, 3)
    assert "E2" in DEF.completion_targets(s, "cauldron_t", 0)  # a free field exists ...
    assert not any(isinstance(a, Pay) and a.action == "cauldron_t" for a in legal(s, seat))
    with pytest.raises(IllegalAction, match="token"):
        R.apply(s, Pay(seat, "cauldron_t", ""))
    assert any(isinstance(a, Pay) and a.action == "cauldron_o" for a in legal(s, seat))


def test_X_02_saboteur_and_partial_payment() -> None:
    s = new()
    s.saboteurs = ["forge"]
    s.paid["cannon"] = 4
    seat = defender_turn(s, 3)
    assert DEF.action_cost(s, "cannon") == 5
    assert DEF.action_cost(s, "track") == 3  # the guardhouse has no saboteur space
    supply_archers = s.def_supply[0]
    R.apply(s, Pay(seat, "track", ""))
    R.apply(s, Pay(seat, "track", ""))
    R.apply(s, Pay(seat, "track", "a"))
    assert s.saboteurs == []
    assert s.def_supply[0] == supply_archers + 1 and s.places["GH"] == [0, 0, 0]
    # Cannon now costs 4 and is covered: the defender resolves it before anything else
    acts = legal(s, seat)
    assert acts and all(isinstance(a, Complete) and a.action == "cannon" for a in acts)
    assert Complete(seat, "cannon", "BW1") in acts
    R.apply(s, Complete(seat, "cannon", "BW1"))
    assert s.bastion_machine[BAS["BW1"]] == 1
    assert s.used == {"track": 1, "cannon": 1}
    assert "cannon" not in s.paid and s.hg == [0]
    assert s.stage == "attack" and s.phase == 3  # the defender turn is over


def test_X_03_archer_example_1() -> None:
    s = new()
    s.barbican = True
    clear_archers(s)
    section(s, "W4", dfn=(2, 0, 0), stone=2)
    section(s, "W3", att=(0, 1, 0), dfn=(1, 0, 0), stone=2)
    s.crew = [1, 0, 1]
    s.rampart[RAM["RW1"]] = [0, 1, 0]
    assert "RW1" not in A.archer_targets(s, "W4")
    run_steps(s, ["archers", "archer_fire"])
    assert s.pending["place"] == "W4"  # W3's archer may not shoot
    assert options(s) == ["BARB", "hold"]
    pick(s, "BARB")
    pick(s, "BARB")
    assert s.pending is None
    assert s.crew == [0, 0, 1]  # the goblin dies, the troll survives, 1 point is lost
    assert s.rampart[RAM["RW1"]] == [0, 1, 0]


def test_X_04_archer_example_2() -> None:
    s = new()
    s.barbican = True
    clear_archers(s)
    section(s, "W3", dfn=(2, 0, 0), stone=2)
    section(s, "W4", dfn=(2, 0, 0), stone=2)
    s.bastion_archers[BAS["BGW"]] = 2
    s.crew = [1, 1, 1]
    s.rampart[RAM["RW3"]] = [1, 1, 0]
    assert "BARB" not in A.archer_targets(s, "W3")
    assert set(A.archer_targets(s, "BGW")) == {"RW3", "BARB"}
    run_steps(s, ["archers", "archer_fire"])
    assert s.pending["place"] == "W3"
    pick(s, "RW3")
    pick(s, "RW3")
    assert s.pending["place"] == "W4"
    pick(s, "BARB")
    pick(s, "BARB")
    assert s.pending["place"] == "BGW"
    pick(s, "BARB")
    pick(s, "RW3")
    # barbican, firepower 3: {troll} or {orc, goblin}; {goblin} alone is not offered
    assert s.pending["kind"] == "archer_kill"
    assert sorted(options(s)) == ["0g,0o,1t", "1g,1o,0t"]
    pick(s, "1g,1o,0t")
    assert s.crew == [0, 0, 1]
    assert s.rampart[RAM["RW3"]] == [0, 0, 0]  # firepower 3: goblin and orc both die
    # variant: firepower 2 against goblin + orc kills the orc only
    assert combos_at_most([1, 1, 0], 2) == [(0, 1, 0)]


def test_X_05_goblin_shooting() -> None:
    s = new()
    clear_archers(s)
    s.rampart[RAM["RW1"]] = [1, 0, 0]
    s.rampart[RAM["RW2"]] = [2, 0, 0]
    s.training[RAM["RW2"]] = ["T1"]
    section(s, "W2", dfn=(1, 1, 0), stone=2)
    section(s, "W3", att=(0, 1, 0), dfn=(1, 1, 0), stone=2)
    s.bastion_archers[BAS["BW3"]] = 1
    run_steps(s, ["archers", "archer_fire", "goblins"])
    assert s.pending["place"] == "W2"
    pick(s, "hold")  # in the example only the BW3 archer shoots
    assert s.pending["place"] == "BW3"
    pick(s, "RW2")
    assert s.rampart[RAM["RW2"]] == [1, 0, 0]
    assert s.pending["kind"] == "goblin_target" and s.pending["place"] == "RW2"
    assert options(s) == ["W2", "BW3", "hold"]  # not W3 (attacker there), W1, BW2; RW1 never shoots
    pick(s, "W2")
    assert s.sec_def[SEC["W2"]] == [0, 1, 0]
    assert s.pending is None


def _melee(s, name: str = "W2"):
    run_steps(s, ["melee"])
    return SEC[name]


def test_X_06_melee_attacker_advantage_1() -> None:
    s = new()
    i = section(s, "W2", att=(0, 1, 2), dfn=(1, 2, 0), stone=2)
    assert A.strengths(s, i) == (8, 7)
    _melee(s)
    assert s.sec_def[i] == [0, 2, 0] and s.infirmary == [1, 0, 0]
    assert not s.breaches


def test_X_07_melee_rounding_up() -> None:
    s = new()
    i = section(s, "W2", att=(0, 3, 0), dfn=(1, 2, 0), stone=2)
    _melee(s)
    assert s.wall_att[i] == [0, 2, 0] and s.sec_def[i] == [1, 2, 0]


def test_X_08_breach() -> None:
    s = new()
    i = section(s, "W2", att=(0, 2, 3), dfn=(0, 2, 0), stone=2)
    _melee(s)
    assert s.infirmary == [0, 2, 0] and s.sec_def[i] == [0, 0, 0]
    assert s.breaches == [[i, 3]]
    assert s.glory_att == 10 + 3


def test_X_09_assault_example_1() -> None:
    s = new()
    no_heroes(s)
    i = section(s, "W2", att=(0, 2, 2), dfn=(2, 0, 0), stone=3)
    s.hero_pos[1] = i
    assert A.strengths(s, i) == (10, 7)
    _melee(s)
    assert s.infirmary == [2, 0, 0] and s.breaches == [[i, 1]]
    assert s.hero_pos[1] == i


def test_X_10_undefended_section() -> None:
    s = new()
    i = section(s, "W2", att=(2, 0, 0), stone=4)
    _melee(s)
    assert s.wall_att[i] == [2, 0, 0] and not s.breaches


def test_X_11_assault_example_2() -> None:
    s = new()
    i = section(s, "W2", att=(0, 2, 2), dfn=(2, 1, 0), stone=3)
    _melee(s)
    assert s.sec_def[i] == [1, 0, 0] and s.infirmary == [1, 1, 0] and not s.breaches


def test_X_12_assault_example_3() -> None:
    s = new()
    i = section(s, "W2", att=(0, 2, 2), dfn=(0, 2, 0), stone=3)
    _melee(s)
    assert s.sec_def[i] == [0, 0, 0] and s.infirmary == [0, 2, 0]
    assert not s.breaches and s.wall_att[i] == [0, 2, 2]


def test_X_13_officer_example_1() -> None:
    s = new()
    no_heroes(s)
    i = section(s, "W2", att=(0, 1, 0), stone=3)
    s.hero_pos[0] = i
    assert A.strengths(s, i) == (2, 3)
    _melee(s)
    assert s.wall_att[i] == [0, 1, 0]


def test_X_14_officer_example_2() -> None:
    s = new()
    no_heroes(s)
    i = section(s, "W2", att=(0, 1, 0), dfn=(0, 1, 0), stone=0)
    s.hero_pos[0] = i
    assert A.strengths(s, i) == (2, 3)
    _melee(s)
    assert s.wall_att[i] == [0, 0, 0]


def test_X_15_big_and_small_dispatch() -> None:
    s = new()
    attacker_phase(s, 6)
    s.hg = [0]
    s.forefield[0] = [2, 5, 0]
    s.rampart[RAM["RW3"]] = [0, 6, 0]
    s.camp[0] = [0, 10, 0]
    start_dispatch(s, "big")
    send(s, "RW3", "RW4", "o", 6)
    done_spent(s)  # nothing left that may move from a rampart
    # 8 units out of FW would break the limit of 7
    send(s, "FW", "RW2", "g", 2)
    send(s, "FW", "RW3", "o", 5)
    done_spent(s)  # FW's limit reached
    send(s, "camp", "FW", "o", 7)
    done_spent(s)
    assert s.dispatch is None
    assert s.forefield[0] == [0, 7, 0]
    assert [sum(s.rampart[RAM[r]]) for r in ("RW1", "RW2", "RW3", "RW4")] == [0, 2, 5, 6]
    assert sum(s.camp[0]) == 3
    start_dispatch(s, "small")
    assert DispatchMove(0, "RW4", "RW3", "o") not in legal(s, 0)  # no sergeant
    send(s, "RW4", "W4", "o", 5)
    assert not any(isinstance(a, DispatchMove) and a.src == "RW4" for a in legal(s, 0))
    send(s, "RW3", "RW4", "o", 5)
    next_step(s)  # RW2 stays
    send(s, "FW", "RW1", "o", 3)
    send(s, "FW", "RW2", "o", 2)
    done_spent(s)  # FW's limit of 5 reached
    assert s.dispatch["step"] == 3
    next_step(s)  # camp → FW 0
    assert s.dispatch is None
    assert sum(s.forefield[0]) == 2
    assert [sum(s.rampart[RAM[r]]) for r in ("RW1", "RW2", "RW3", "RW4")] == [3, 4, 0, 6]
    assert sum(s.wall_att[SEC["W4"]]) == 5 and sum(s.camp[0]) == 3
    assert s.hg == [5]


def test_X_15_camp_limited_by_forefield() -> None:
    s = new()
    attacker_phase(s, 6)
    s.forefield[0] = [0, 7, 0]
    s.camp[0] = [0, 10, 0]
    start_dispatch(s, "small")
    next_step(s)  # leave FW full
    send(s, "camp", "FW", "o", 3)
    assert not any(isinstance(a, DispatchMove) and a.dst == "FW" for a in legal(s, 0))


def test_X_16_hurry_token_limit() -> None:
    s = new(4)
    s.blessing = 0
    s.used["blessing"] = 1
    s.paid_by["u:blessing"] = 0
    defender_turn(s, 1, d=1)
    assert not any(a.action == "blessing" for a in DEF.hurry_actions(s, 1))
    s.used["confusion"] = 1
    s.paid_by["u:confusion"] = 0
    assert [a.action for a in DEF.hurry_actions(s, 1)] == ["confusion"]
