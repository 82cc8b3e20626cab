"""Token, ritual and order effects (§6), glorious deeds (§1.3), multiplayer turn order and hiding."""

from __future__ import annotations

from game.stronghold import RULES as R
from game.stronghold import assault as A
from game.stronghold import data as D
from game.stronghold.actions import CardAction, Pass, Pay, PlaceOrder
from game.stronghold.board import check_feats, sacrifice

from .helpers import (
    BAS,
    RAM,
    SEC,
    attacker_phase,
    clear_archers,
    defender_turn,
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


def test_6_6_orders_fury_rage_explosion() -> None:
    s = new()
    no_heroes(s)
    w1 = section(s, "W1", att=(2, 0, 0), stone=2)
    w2 = section(s, "W2", att=(0, 1, 0), stone=2)
    e2 = section(s, "E2", att=(0, 0, 1), stone=2)
    s.orders[w1], s.orders[w2], s.orders[e2] = ["goblin", True], ["orc", True], ["troll", False]
    run_steps(s, ["orders"])
    assert s.orders[w1] == ["goblin", False] and s.stone[w2] == 1
    assert A.strengths(s, w1)[0] == 6 and A.strengths(s, e2)[0] == 4


def test_6_3_trench_shield_banner_ladder() -> None:
    s = new()
    no_heroes(s)
    i = section(s, "W2", att=(3, 0, 0), dfn=(0, 1, 0), stone=2)
    s.equip[i] = ["Q4", "Q6"]
    s.cauldron[i] = 1
    run_steps(s, ["cauldrons", "orders"])
    assert s.wall_att[i] == [1, 0, 0]  # the shield saved one goblin
    assert s.stone[i] == 1 and s.equip[i] == ["Q6"]  # trench used up
    s.equip[i] = ["Q1", "Q2"]
    assert A.strengths(s, i)[0] == 1 + 1
    from game.stronghold.attacker import wall_room
    assert wall_room(s, i) == 6 + 2 - 1


def test_6_2_cover_and_storm() -> None:
    s = new()
    clear_archers(s)
    section(s, "W3", dfn=(4, 0, 0), stone=2)
    s.platform[SEC["W3"]] = 1
    s.rampart[RAM["RW3"]] = [4, 0, 0]
    s.cover[RAM["RW3"]] = 1
    run_steps(s, ["archers", "archer_fire"])
    for _ in range(4):
        pick(s, "RW3")
    assert s.rampart[RAM["RW3"]] == [2, 0, 0]  # firepower 4 - 2
    s.rituals["list"].append(["U2", "west"])
    run_steps(s, ["archers", "archer_fire"])
    for _ in range(4):
        pick(s, "RW3")
    assert s.rampart[RAM["RW3"]] == [1, 0, 0]  # (4 - 2) // 2


def test_6_1_blessing_extends_archer_range() -> None:
    s = new()
    s.rampart[RAM["RW4"]] = [1, 0, 0]
    assert "RW4" not in A.archer_targets(s, "W1")
    s.blessing = 0
    assert "RW4" in A.archer_targets(s, "W1")


def test_6_5_possession_and_accident() -> None:
    s = new()
    no_heroes(s)
    i = section(s, "W2", dfn=(0, 1, 0), stone=1)
    s.hero_pos[1] = i
    assert A.strengths(s, i)[1] == 5
    s.rituals["list"].append(["U5", "Warrior"])
    assert A.strengths(s, i)[1] == 3
    s.bastion_machine[BAS["BW2"]] = 1
    s.rampart[RAM["RW1"]] = [1, 0, 0]
    s.rituals["list"].append(["U7", "BW2"])
    run_steps(s, ["cannons"])
    assert s.pending is None


def test_6_5_phantom() -> None:
    s = new()
    i = section(s, "W2", att=(1, 0, 0), dfn=(1, 1, 0), stone=2)
    s.rituals["list"].append(["U6", "W2"])
    run_steps(s, ["orders"])
    assert options(s) == ["a", "s"]
    pick(s, "s")
    assert s.sec_def[i] == [1, 0, 0] and s.places["CY"] == [0, 1, 0]


def test_6_2_altar_bloodstone_trebuchet() -> None:
    s = new()
    no_heroes(s)
    i = section(s, "W2", att=(1, 0, 0), dfn=(1, 0, 0), stone=2)
    s.machine[RAM["RW1"]] = "M4"
    s.altar[RAM["RW1"]] = i
    assert A.strengths(s, i)[0] == 2
    s.trebuchet[0] = 1
    s.mdeck["FW"] = ["M", "M", "H"]
    s.rituals["list"].append(["U1", "FW"])
    section(s, "W4", dfn=(1, 1, 0), stone=2)
    run_steps(s, ["machines", "machine_fire"])
    pick(s, "W4")
    pick(s, "a")
    # trebuchet hit: a stone piece and the archer; Bloodstone: the soldier as well
    assert s.stone[SEC["W4"]] == 1 and s.sec_def[SEC["W4"]] == [0, 0, 0] and s.pending is None


def test_4_7_scouts_and_cathedral_actions() -> None:
    s = new()
    s.machine[RAM["RW1"]] = "M1"
    s.mdeck["RW1"] = ["H", "M", "M"]
    s.tower[SEC["W2"]] = 1
    s.tower_units[SEC["W2"]] = [0, 1, 0]
    s.orders[SEC["W1"]] = ["decoy", True]
    s.order_supply.remove("decoy")
    s.forefield[0] = [0, 0, 1]
    seat = defender_turn(s, 20)
    R.apply(s, Pay(seat, "expedition", "W2:o"))
    assert s.tower_units[SEC["W2"]] == [0, 0, 0]
    R.apply(s, Pay(seat, "sabotage", ""))
    R.apply(s, Pay(seat, "sabotage", "RW1"))
    assert sorted(s.mdeck["RW1"]) == ["D", "H", "M", "M"] and s.def_deck.count("") == 2
    R.apply(s, Pay(seat, "confusion", ""))
    R.apply(s, Pay(seat, "confusion", "W1"))
    assert s.orders[SEC["W1"]] == [] and "decoy" in s.order_supply
    for _ in range(2):
        R.apply(s, Pay(seat, "sharpshooter", ""))
    R.apply(s, Pay(seat, "sharpshooter", "FW:t"))
    assert s.forefield[0] == [0, 0, 0]
    for _ in range(3):
        R.apply(s, Pay(seat, "glow", ""))
    R.apply(s, Pay(seat, "glow", "E1"))
    assert s.glow == SEC["E1"]


def test_6_4_sergeant_and_rope() -> None:
    s = new()
    attacker_phase(s, 6)
    s.training[RAM["RW4"]] = ["T2"]
    s.rampart[RAM["RW4"]] = [0, 2, 1]
    s.spots[D.SPOT["T4"]] = "trap_t"
    s.equip[SEC["W1"]] = ["Q3"]
    s.rampart[RAM["RW3"]] = [1, 0, 0]
    start_dispatch(s, "big")
    acts = legal(s, 0)
    from game.stronghold.actions import DispatchMove
    assert DispatchMove(0, "RW4", "RW3", "t") in acts and DispatchMove(0, "RW4", "FW", "o") in acts
    assert DispatchMove(0, "RW3", "W1", "g") in acts  # rope
    send(s, "RW4", "RW3", "t")
    assert s.att_supply[2] == 1  # the reversed path crosses T4's troll trap
    send(s, "RW3", "W1", "g")
    assert s.wall_att[SEC["W1"]] == [1, 0, 0]


def test_1_3_glorious_deeds() -> None:
    s = new()
    s.wall_att[0] = [0, 0, 4]
    for i in range(1, 7):
        s.wall_att[i] = [1, 0, 0]
    check_feats(s, [])
    assert s.glory_att == 12 and set(s.feats) == {"troll_assault", "great_siege"}
    check_feats(s, [])
    assert s.glory_att == 12
    s.camp[0] = [12, 0, 0]
    sacrifice(s, 0, 11, [])
    assert s.glory_att == 12
    sacrifice(s, 0, 1, [])
    assert s.glory_att == 13


def test_hidden_orders_in_views() -> None:
    s = new()
    attacker_phase(s, 6)
    R.apply(s, PlaceOrder(0, "troll", "W2", True))
    assert R.view(s, 0).orders[SEC["W2"]] == ["troll", True]
    assert R.view(s, 1).orders[SEC["W2"]] == ["?", True]
    assert R.view(s, None).order_supply == ["?"] * 4
    det = R.determinize(R.view(s, 1), 1, 9)
    assert det.orders[SEC["W2"]][0] in D.ORDER_TOKENS
    assert sorted([det.orders[SEC["W2"]][0], *det.order_supply]) == sorted(D.ORDER_TOKENS)


def test_3_4_attackers_alternate_and_pass_is_final() -> None:
    s = new(3)
    while s.stage == "cards":
        R.apply(s, legal(s, R.to_act(s)[0])[0])
    attacker_phase(s, 3)
    s.resources = [5, 5]
    a0 = next(a for a in legal(s, 0) if isinstance(a, CardAction))
    R.apply(s, a0)
    assert R.to_act(s) == [1]
    R.apply(s, Pass(1))
    assert R.to_act(s) == [0]
    R.apply(s, next(a for a in legal(s, 0) if isinstance(a, CardAction)))
    assert R.to_act(s) == [0]  # the east attacker has passed for good
    R.apply(s, Pass(0))
    assert s.stage == "defend" and R.to_act(s) == [2]


def test_4_13_defenders_alternate() -> None:
    s = new(4)
    while s.stage == "cards":
        R.apply(s, legal(s, R.to_act(s)[0])[0])
    attacker_phase(s, 2)
    s.hg = [2, 2]
    R.apply(s, Pass(0))
    R.apply(s, Pass(1))
    assert R.to_act(s) == [2]
    R.apply(s, Pay(2, "cannon", ""))
    assert R.to_act(s) == [3]
    R.apply(s, Pay(3, "claw", ""))
    assert R.to_act(s) == [2]
    assert not any(isinstance(a, Pay) and a.action == "claw" for a in legal(s, 2))


def test_5_8_siege_tower_joins_melee() -> None:
    s = new()
    no_heroes(s)
    i = section(s, "W2", att=(0, 0, 0), dfn=(1, 0, 0), stone=0)
    s.tower[i] = 1
    s.tower_units[i] = [0, 1, 0]
    run_steps(s, ["melee"])
    assert s.sec_def[i] == [0, 0, 0] and s.infirmary == [1, 0, 0] and not s.breaches


def test_7_5_barbican_crew_and_ram() -> None:
    s = new()
    s.barbican = True
    attacker_phase(s, 6)
    s.forefield[1] = [2, 2, 2]
    start_dispatch(s, "small")
    send(s, "FE", "BARB", "o", 2)
    send(s, "FE", "BARB", "t", 2)
    send(s, "FE", "BARB", "g", 1)
    assert sum(s.crew) == 5
    from game.stronghold.actions import DispatchMove
    assert DispatchMove(0, "FE", "BARB", "g") not in legal(s, 0)
    next_step(s) if s.dispatch else None
    s.ram_parts = 3
    run_steps(s, ["ram"])
    assert s.gates[0] == 3


def test_4_13_face_down_order_hourglasses_to_chosen_defender() -> None:
    s = new(4)
    while s.stage == "cards":
        R.apply(s, legal(s, R.to_act(s)[0])[0])
    attacker_phase(s, 6)
    s.hg = [0, 0]
    assert PlaceOrder(0, "orc", "W2", True, 1) in legal(s, 0)
    R.apply(s, PlaceOrder(0, "orc", "W2", True, 1))
    assert s.hg == [0, 2]
    R.apply(s, PlaceOrder(1, "goblin", "E2", False))
    assert s.hg == [0, 3]
