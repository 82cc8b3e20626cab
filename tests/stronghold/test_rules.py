"""Numeric rules of the book and the spec's design decisions as checks (spec §8, R-01 … R-29)."""

from __future__ import annotations

import pytest

from game.core.events import Event
from game.core.types import IllegalAction
from game.stronghold import RULES as R
from game.stronghold import assault as A
from game.stronghold import attacker as ATT
from game.stronghold import data as D
from game.stronghold import defender as DEF
from game.stronghold.actions import (
    BeginRound,
    CardAction,
    Deed,
    FlipCard,
    Move,
    Pay,
    PlaceStone,
    Sortie,
    Speech,
    Swap,
    Transfer,
)

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
    no_heroes,
    options,
    pick,
    run_steps,
    section,
    send,
    start_dispatch,
)


def test_R_01_setup() -> None:
    s = new()
    assert (s.glory_att, s.endurance, s.glory_def) == (10, 4, 0)
    assert s.stone == [2] * 8 and s.stone_supply == 7
    assert s.hg == [4]
    assert s.places["HG"] == [0, 2, 0] and s.places["GH"] == [1, 0, 0]
    assert s.places["BKA"] == [1, 0, 0] and s.places["BKN"] == [0, 4, 0]
    assert all(u == [1, 1, 0] for u in s.sec_def)
    assert [D.BASTIONS[i] for i, n in enumerate(s.bastion_archers) if n] == ["BW3", "BGW", "BGE", "BE3"]
    assert s.hero_pos == [SEC["W3"], SEC["E3"]]
    assert s.def_supply == [3, 6, 4] and s.wood_supply == 3
    assert sorted(s.def_deck) == sorted(D.DEF_DECK) and s.def_deck.count("") == 3
    assert s.resources == [5] and s.res_supply == 11
    assert len(s.bag) == 200 and [s.bag.count(k) for k in range(3)] == [60, 100, 40]
    assert s.camp == [[0, 0, 0]]
    assert s.cards == [["2-1", "3-1", "4-1", "5-1"]] and s.flipped == [[False] * 4]
    R.check_invariants(s)
    s3 = new(3)
    assert s3.resources == [3, 3] and s3.res_supply == 10


def test_R_01_card_choice_offers_two() -> None:
    s = R.setup({"players": 2}, 3)
    assert s.stage == "cards"
    acts = legal(s, 0)
    assert len(acts) == 2 and {a.phase for a in acts} == {2}
    for _ in range(4):
        R.apply(s, legal(s, 0)[0])
    assert s.stage == "round_start" and all(s.cards[0])


def test_R_02_round_income() -> None:
    s = new()
    R.apply(s, BeginRound(0))
    assert s.stage == "stone" and sum(s.camp[0]) == 14 and s.resources == [10] and s.hg == [6]
    R.apply(s, PlaceStone(1, "W2"))
    assert s.stone[SEC["W2"]] == 3 and s.stone_supply == 6
    assert s.stage == "defend" and s.phase == 1
    # 4 players: each defender one hourglass, the east defender places the stone in round 2
    s4 = new(4)
    s4.round = 2
    R._income(s4, [])
    assert s4.hg == [3, 3] and s4.stage == "stone" and R.to_act(s4) == [3]
    assert all(a.section.startswith("E") for a in legal(s4, 3))
    # empty stone supply: no piece, but the hourglasses still come
    s5 = new()
    s5.stone_supply, s5.stone[0] = 0, 9
    R._income(s5, [])
    assert s5.stage != "stone" and s5.hg == [6]


def test_R_03_movement() -> None:
    s = new()
    seat = defender_turn(s, 6)
    acts = set(legal(s, seat))
    assert Move(seat, "GH", "BW1", "a") in acts
    for dst in ("HG", "BKN", "INF", "forge"):
        assert Move(seat, "GH", dst, "a") not in acts
    assert Move(seat, "W1", "BW2", "s") not in acts  # soldiers never stand on bastions
    assert Swap(seat, "W3", "s", "BW3", "a") not in acts and Swap(seat, "BW3", "a", "W3", "s") not in acts
    s.bastion_machine[BAS["BW2"]] = 1
    assert Move(seat, "W1", "BW2", "a") not in set(legal(s, seat))
    s.sec_def[SEC["W2"]] = [1, 2, 0]
    assert Move(seat, "W1", "W2", "a") not in set(legal(s, seat))
    s.platform[SEC["W2"]] = 1
    assert Move(seat, "W1", "W2", "a") in set(legal(s, seat))
    acts = set(legal(s, seat))
    assert Move(seat, "W3", "W2", "officer") in acts
    assert Move(seat, "W3", "BW3", "officer") not in acts and Move(seat, "W3", "GH", "officer") not in acts
    s.hero_pos[0] = SEC["W4"]
    acts = set(legal(s, seat))
    assert Move(seat, "W4", "E4", "officer") not in acts and Move(seat, "W4", "CY", "officer") in acts
    R.apply(s, Move(seat, "GH", "BW1", "a"))
    assert s.hg == [5] and s.bastion_archers[BAS["BW1"]] == 1
    R.apply(s, Speech(seat, 1))
    assert not any(isinstance(a, Move) and a.unit == "officer" for a in legal(s, seat))


def test_R_03_panic_doubles_moves() -> None:
    s = new()
    s.rituals["list"].append(["U4", ""])
    seat = defender_turn(s, 3)
    R.apply(s, Move(seat, "GH", "BW1", "a"))
    assert s.hg == [1]


def test_R_04_partial_payment() -> None:
    s = new()
    s.round = 3
    seat = defender_turn(s, 2)
    R.apply(s, Pay(seat, "cannon", ""))
    R.apply(s, Pay(seat, "cannon", ""))
    assert s.paid["cannon"] == 2
    R._end_round(s, [])
    assert s.round == 4 and s.paid["cannon"] == 2
    seat = defender_turn(s, 3)
    R.apply(s, Pay(seat, "cannon", ""))
    assert Pay(seat, "cannon", "") not in legal(s, seat)  # the last hourglass names the bastion
    R.apply(s, Pay(seat, "cannon", "BW1"))
    assert s.bastion_machine[BAS["BW1"]] == 1 and s.used["cannon"] == 1 and "cannon" not in s.paid
    assert not any(isinstance(a, Pay) and a.action == "cannon" for a in legal(s, seat))


def test_R_05_gate() -> None:
    s = new()
    s.barbican = True
    seat = defender_turn(s, 3)
    assert not any(isinstance(a, Pay) and a.action == "gate" for a in legal(s, seat))
    s.gates[0] = 4
    R.apply(s, Pay(seat, "gate", ""))
    assert s.gates[0] == 5
    assert not any(isinstance(a, Pay) and a.action == "gate" for a in legal(s, seat))
    s.used = {}
    s.gates, s.gate = [0, 6, 6], 1
    assert not any(isinstance(a, Pay) and a.action == "gate" for a in legal(s, seat))
    s.gates[1] = 5
    R.apply(s, Pay(seat, "gate", ""))
    assert s.gates == [0, 6, 6]


def test_R_06_wooden_walls() -> None:
    s = new()
    i = section(s, "W2", dfn=(1, 1, 0), stone=2, wood=1)
    s.wood_supply = 2
    s.machine[RAM["RW1"]] = "M2"
    s.mdeck["RW1"] = ["M", "M", "H"]
    run_steps(s, ["machines", "machine_fire"])
    pick(s, "W2")
    assert (s.stone[i], s.wood[i]) == (1, 0) and s.stone_supply == 8 and s.wood_supply == 3
    # 0 stone + 2 wooden: both go; the second demolition in the game scores G7
    s.stone[i], s.wood[i], s.wood_supply = 0, 2, 1
    s.demolished = 1
    s.mdeck["RW1"] = ["M", "M", "H"]
    run_steps(s, ["machines", "machine_fire"])
    pick(s, "W2")
    assert (s.stone[i], s.wood[i]) == (0, 0) and s.demolished == 2 and s.glory_att == 11


def test_R_07_traps() -> None:
    s = new()
    attacker_phase(s, 6)
    assert "T1" not in ATT.targets_for(s, 0, "Q5") or s.spots[0] == ""
    s.spots[D.SPOT["T1"]] = "trap_g"
    s.spots[D.SPOT["T2"]] = "trap_t"
    assert "T1" not in DEF.completion_targets(s, "trap_t", 0)
    assert "T1" not in ATT.targets_for(s, 0, "Q5")
    s.forefield[0] = [3, 2, 2]
    start_dispatch(s, "small")
    send(s, "FW", "RW1", "g", 3)
    send(s, "FW", "RW1", "o", 2)
    assert s.rampart[RAM["RW1"]] == [0, 2, 0] and s.att_supply[0] == 3
    done_spent(s)  # 5 = the FW limit, nothing else to do
    assert s.dispatch is None
    start_dispatch(s, "big")
    R.apply(s, legal(s, 0)[-1])  # the orcs stay on RW1
    send(s, "FW", "RW2", "t", 2)
    assert s.rampart[RAM["RW2"]] == [0, 0, 1] and s.att_supply[2] == 1


def test_R_08_barracks() -> None:
    s = new()
    seat = defender_turn(s, 20)
    R.apply(s, Move(seat, "GH", "BKA", "a"))
    for _ in range(2):
        R.apply(s, Pay(seat, "train_as", ""))
        R.apply(s, Pay(seat, "train_as", ""))
    assert s.places["BKA"] == [0, 0, 0] and s.places["BKG"] == [0, 2, 0]
    assert s.def_supply[:2] == [5, 4]
    R.apply(s, Move(seat, "W1", "BKA", "a"))
    R.apply(s, Pay(seat, "train_as", ""))  # a partial payment is allowed, completing it is not
    assert not any(isinstance(a, Pay) and a.action == "train_as" for a in legal(s, seat))
    s.paid.pop("train_as")
    s.places["BKA"][0] = 4
    assert not DEF.can_enter(s, "BKA", 0)
    for _ in range(2):
        R.apply(s, Pay(seat, "train_sv", ""))
    R.apply(s, Pay(seat, "train_sv", "BKG"))
    assert s.places["BKR"] == [0, 0, 1] and s.places["BKG"] == [0, 1, 0] and s.def_supply[2] == 3
    assert DEF.completion_targets(s, "train_sv", 0) == []  # the red field is taken


def test_R_09_infirmary() -> None:
    s = new()
    s.machine[RAM["RW2"]] = "M1"
    s.mdeck["RW2"] = ["M", "M", "H"]
    i3 = SEC["W3"]
    supply = list(s.def_supply)
    run_steps(s, ["machines", "machine_fire"])
    assert options(s) == ["W2", "W3", "hold"]
    pick(s, "W3")
    assert s.pending["kind"] == "victim"
    pick(s, "a")
    assert s.sec_def[i3] == [0, 1, 0] and s.def_supply[0] == supply[0] + 1 and s.infirmary == [0, 0, 0]
    section(s, "W2", att=(0, 2, 2), dfn=(1, 2, 0))
    run_steps(s, ["melee", "infirmary"])
    assert s.pending["kind"] == "infirmary"
    assert sorted(options(s)) == ["0a,2s,0v", "1a,1s,0v"]
    pick(s, "1a,1s,0v")
    assert s.places["CY"] == [1, 1, 0] and s.infirmary == [0, 0, 0]
    assert s.def_supply == [supply[0] + 1, supply[1] + 1, supply[2]]
    s.infirmary = [0, 1, 0]
    run_steps(s, ["infirmary"])
    assert s.places["CY"] == [1, 2, 0]


def test_R_10_honour_guard() -> None:
    s = new()
    s.round = 5
    R._end_round(s, [])
    assert s.glory_def == 1
    R._end_round(s, [])
    assert s.glory_def == 3
    R._end_round(s, [])
    assert s.glory_def == 5 and s.round == 8
    s.round = 7
    seat = defender_turn(s, 1)
    R.apply(s, Move(seat, "HG", "CY", "s"))
    R._end_round(s, [])
    assert s.glory_def == 6 and not s.hg_intact


def test_R_11_heroes() -> None:
    s = new()
    w3 = section(s, "W3", dfn=(0, 2, 0), stone=2)
    e3 = SEC["E3"]
    s.wall_att[e3] = [1, 1, 1]
    seat = defender_turn(s, 7)
    sorties = [a for a in legal(s, seat) if isinstance(a, Sortie)]
    assert [a.unit for a in sorties] == ["g", "o", "t"]
    R.apply(s, Sortie(seat, "t"))
    assert s.hg == [4] and s.wall_att[e3] == [1, 1, 0]
    assert not any(isinstance(a, Sortie) for a in legal(s, seat))
    R.apply(s, Speech(seat, 4))
    assert A.strengths(s, w3)[1] == 12
    s2 = new()
    section(s2, "W3", stone=2)
    seat = defender_turn(s2, 4)
    assert not any(isinstance(a, Speech) for a in legal(s2, seat))


def test_R_12_deeds() -> None:
    s = new()
    s.round = 4
    seat = defender_turn(s, 2)
    assert not any(isinstance(a, Deed) for a in legal(s, seat))
    with pytest.raises(IllegalAction, match="round 5"):
        R.apply(s, Deed(seat, "negotiations", ""))
    s.round = 5
    R.apply(s, Deed(seat, "negotiations", ""))
    assert s.hg == [5] and s.endurance == 3
    assert not any(isinstance(a, Deed) for a in legal(s, seat))
    # round 6: Desperate measures on the workshop
    s.round, s.deed_round = 6, False
    s.used = {"platform": 1}
    R.apply(s, Deed(seat, "desperate", "workshop"))
    assert "platform" not in s.used
    assert [DEF.action_cost(s, a) for a in ("claw", "platform", "wall", "gate", "cannon")] == [3, 1, 1, 1, 4]
    # round 7: Forced labour
    s.round, s.deed_round, s.desperate, s.used = 7, False, "", {}
    s.hg = [0]
    R.apply(s, Deed(seat, "forced_labour", ""))
    assert s.hg_workshop == [4]
    for target in ("W1", "W2"):
        R.apply(s, Pay(seat, "platform", ""))
        R.apply(s, Pay(seat, "platform", target))
    assert s.platform[SEC["W1"]] and s.platform[SEC["W2"]] and s.hg_workshop == [0]
    # round 8: Opening the dungeons, only with a soldier and a veteran in the supply
    s2 = new()
    s2.round = 8
    seat = defender_turn(s2, 1)
    s2.def_supply[2] = 0
    assert not any(isinstance(a, Deed) and a.deed == "dungeons" for a in legal(s2, seat))
    s2.def_supply[2] = 4
    R.apply(s2, Deed(seat, "dungeons", ""))
    assert s2.places["CY"] == [0, 1, 1]


def test_R_13_four_player_colours() -> None:
    s = new(4)
    s.bastion_machine[BAS["BW1"]] = 1
    west = defender_turn(s, 5, d=0)
    s.hg[1] = 5
    R.apply(s, Pay(west, "claw", ""))
    assert s.paid_by["claw"] == 0
    assert not any(isinstance(a, Pay) and a.action == "claw" for a in DEF.pay_actions(s, 1))
    s.cur_def = 0
    for _ in range(3):
        R.apply(s, Pay(west, "cannon", ""))
        s.cur_def = 0
    R.apply(s, Pay(west, "cannon", "BW2"))
    assert s.used["cannon"] == 1
    hurry = DEF.hurry_actions(s, 1)
    assert [a.action for a in hurry] == ["cannon"]
    s.cur_def = 1
    R.apply(s, hurry[0])
    assert any(isinstance(a, Pay) and a.action == "cannon" for a in DEF.pay_actions(s, 1))
    s2 = new(4)
    for b in ("BW1", "BW2", "BE1"):
        s2.bastion_machine[BAS[b]] = 1
    s2.used["cannon"] = 1
    s2.paid_by["u:cannon"] = 0
    assert DEF.hurry_actions(s2, 1) == []


def test_R_14_cannon() -> None:
    s = new()
    s.bastion_machine[BAS["BW2"]] = 1
    s.rampart[RAM["RW1"]] = [0, 1, 1]
    s.rampart[RAM["RW3"]] = [3, 0, 0]
    assert A.cannon_targets(s, "BW2") == ["RW1"]
    s.def_deck.append("go")
    run_steps(s, ["cannons", "cannon_fire"])
    assert options(s) == ["RW1", "hold"]
    pick(s, "RW1")
    assert s.rampart[RAM["RW1"]] == [0, 0, 1]
    s.rampart[RAM["RW1"]] = [0, 2, 0]
    s.def_deck.append("g")
    run_steps(s, ["cannons", "cannon_fire"])
    pick(s, "RW1")
    assert s.rampart[RAM["RW1"]] == [0, 2, 0]
    s.crew = [1, 0, 0]
    assert "BARB" not in A.cannon_targets(s, "BW3") and "BARB" in A.cannon_targets(s, "BGW")
    s.forefield[0] = [1, 0, 0]
    s.tower[SEC["W1"]] = 1
    s.tower_units[SEC["W1"]] = [0, 1, 0]
    assert set(A.cannon_targets(s, "BW2")) == {"FW", "RW1", "T:W1"}


def test_R_15_iron_claw() -> None:
    s = new()
    s.bastion_machine[BAS["BW3"]] = 2
    i = section(s, "W3", att=(0, 1, 2), dfn=(1, 1, 0), stone=2)
    s.def_deck.append("got")
    run_steps(s, ["claws", "claw_fire"])
    assert options(s) == ["W3", "hold"]
    pick(s, "W3")
    assert s.wall_att[i] == [0, 0, 2]
    s.wall_att[i] = [0, 1, 2]
    s.def_deck.append("g")
    run_steps(s, ["claws", "claw_fire"])
    pick(s, "W3")
    assert s.wall_att[i] == [0, 1, 2]


def test_R_16_glow() -> None:
    s = new()
    i = section(s, "W3", att=(3, 0, 0), dfn=(2, 0, 0), stone=2)
    s.cauldron[i] = 1
    s.orders[i] = ["goblin", False]
    s.order_supply.remove("goblin")
    s.bastion_machine[BAS["BW3"]] = 2
    s.machine[RAM["RW2"]] = "M2"
    s.mdeck["RW2"] = ["H", "H", "H"]
    s.glow = i
    run_steps(s, list(A.STEPS))
    assert s.pending["kind"] == "machine_target" and options(s) == ["W2", "hold"]
    pick(s, "hold")
    assert s.pending is None
    assert s.wall_att[i] == [3, 0, 0] and s.sec_def[i] == [2, 0, 0] and s.stone[i] == 2


def _ram_round(s) -> None:
    run_steps(s, ["ram"])


def test_R_17_gate_glory() -> None:
    s = new()
    s.barbican = True
    s.ram_parts, s.crew = 5, [5, 0, 0]
    s.gates = [5, 6, 6]
    _ram_round(s)
    assert s.gate == 1 and s.glory_att == 11
    s.gates[1] = 4
    _ram_round(s)
    assert s.gate == 2 and s.glory_att == 12
    _ram_round(s)
    assert s.gates[2] == 1 and s.gate == 2  # 5 damage cannot fell a fresh gate
    s.gates[2] = 5
    _ram_round(s)
    assert s.gate3_fell and s.glory_att == 14  # +2: the first breach
    s2 = new()
    s2.barbican = True
    s2.ram_parts, s2.crew, s2.gates, s2.gate = 5, [5, 0, 0], [0, 0, 5], 2
    s2.breaches = [[1, 1]]
    _ram_round(s2)
    assert s2.glory_att == 11


def test_R_18_breach_glory() -> None:
    s = new()
    no_heroes(s)
    section(s, "W2", att=(5, 0, 0))
    section(s, "E3", att=(1, 0, 0))
    run_steps(s, ["melee"])
    assert s.breaches == [[SEC["W2"], 5], [SEC["E3"], 1]]
    assert s.glory_att == 15


def _tie_position(breach_again: bool):
    s = new()
    no_heroes(s)
    clear_archers(s)
    s.round, s.phase = 6, 6
    s.glory_att, s.glory_def, s.endurance = 5, 5, 3
    s.deeds_used = ["negotiations"]
    section(s, "W2", att=(1, 1, 0))
    if breach_again:
        section(s, "E3", att=(0, 1, 0), dfn=(1, 0, 0))
    events: list[Event] = []
    R._end_phase(s, events)
    return s


def test_R_19_tie() -> None:
    s = _tie_position(True)
    assert s.tiebreak and s.over and s.winner == "att"
    assert (s.glory_att, s.glory_def + s.endurance) == (9, 8)
    s = _tie_position(False)
    assert s.tiebreak and s.over and s.winner == "def"
    assert (s.glory_att, s.glory_def + s.endurance) == (8, 9)


@pytest.mark.parametrize("r,expected", [(5, ("att", 9, 8)), (6, ("def", 8, 9))])
def test_R_20_glory_arithmetic(r: int, expected: tuple) -> None:
    s = new()
    while s.round < r:
        R._end_round(s, [])
    no_heroes(s)
    clear_archers(s)
    s.phase = 6
    section(s, "W2", att=(1, 1, 0))
    R._end_phase(s, [])
    assert (s.winner, s.glory_att, s.glory_def + s.endurance) == expected


def test_R_21_three_players() -> None:
    s = new(3)
    while s.stage == "cards":
        R.apply(s, legal(s, R.to_act(s)[0])[0])
    s.cards[1] = ["2-2", "3-2", "4-2", "5-2"]
    attacker_phase(s, 2, a=1)
    s.resources = [5, 5]
    hg = s.hg[0]
    act = CardAction(1, "M1", "RE1", 0)
    assert act in legal(s, 1) and CardAction(1, "M1", "RW1", 0) not in legal(s, 1)
    R.apply(s, act)
    assert s.resources[1] == 3 and s.hg[0] == hg + 3 and s.machine[RAM["RE1"]] == "M1"
    assert R.to_act(s) == [0]
    assert not any(isinstance(a, CardAction) and a.code == "M1" for a in legal(s, 0))
    attacker_phase(s, 1, a=0)
    s.camp[0] = [5, 5, 5]
    moves = [a for a in legal(s, 0) if isinstance(a, Transfer)]
    assert Transfer(0, 3, 3, 3) in moves and Transfer(0, 4, 0, 0) not in moves
    hg = s.hg[0]
    R.apply(s, Transfer(0, 3, 0, 1))
    assert s.camp == [[2, 5, 4], [3 + s.camp[1][0] - 3, s.camp[1][1], s.camp[1][2]]] and s.hg[0] == hg + 1


def test_R_22_goblin_targets() -> None:
    s = new()
    clear_archers(s)
    for r in ("RW3", "RW4"):
        s.training[RAM[r]] = ["T1"]
        s.rampart[RAM[r]] = [2, 0, 0]
    for sec in ("W3", "W4"):
        s.sec_def[SEC[sec]][0] = 1
    s.bastion_archers[BAS["BW4"]] = 1
    s.bastion_archers[BAS["BGW"]] = 1
    assert A.goblin_targets(s, "RW4") == ["W4"]
    assert A.goblin_targets(s, "RW3") == ["W3", "W4", "BW4"]
    s.wall_att[SEC["W4"]] = [0, 1, 0]
    assert A.goblin_targets(s, "RW4") == [] and A.goblin_targets(s, "RW3") == ["W3", "BW4"]


def test_R_23_card_flip() -> None:
    s = new()
    s.round = 3
    assert FlipCard(0, 2) in legal(s, 0) and FlipCard(0, 3) not in legal(s, 0)
    with pytest.raises(IllegalAction):
        R.apply(s, FlipCard(0, 3))
    R.apply(s, FlipCard(0, 2))
    assert s.flipped[0][0] and s.stage == "stone"
    attacker_phase(s, 2)
    s.machine[RAM["RW1"]] = "M1"
    s.mdeck["RW1"] = ["H", "M", "M"]
    codes = {a.code for a in legal(s, 0) if isinstance(a, CardAction)}
    assert codes == {"AS"}
    with pytest.raises(IllegalAction):
        R.apply(s, FlipCard(0, 2))
    res, hg = s.resources[0], s.hg[0]
    R.apply(s, CardAction(0, "AS", "RW1", -1))
    assert s.resources[0] == res - 1 and s.hg[0] == hg + 1 and s.accurate == ["RW1"]
    assert not any(isinstance(a, CardAction) for a in legal(s, 0))
    s.round = 4
    R._round_start(s, [])
    assert s.stage != "round_start"  # nothing left to turn


def test_R_24_accurate_shot() -> None:
    s = new()
    s.machine[RAM["RW2"]] = "M1"
    s.accurate = ["RW2"]
    i = section(s, "W2", dfn=(1, 1, 0), stone=2)
    s.mdeck["RW2"] = ["M", "H", "M"]
    run_steps(s, ["machines", "machine_fire"])
    pick(s, "W2")
    pick(s, "s")
    assert s.sec_def[i] == [1, 0, 0] and len(s.mdeck["RW2"]) == 3
    s.mdeck["RW2"] = ["H", "M", "M"]
    run_steps(s, ["machines", "machine_fire"])
    pick(s, "W2")
    assert s.sec_def[i] == [1, 0, 0]
    R._end_round(s, [])
    assert s.accurate == []


def test_R_25_fire_cost() -> None:
    s = new()
    s.cards[0][3] = "5-2"
    attacker_phase(s, 5)
    s.camp[0] = [1, 0, 0]
    hg = s.hg[0]
    R.apply(s, CardAction(0, "U3", "forge", -1))
    assert s.camp[0] == [0, 0, 0] and s.goblins_sacrificed == 1 and s.att_supply[0] == 1
    assert s.hg[0] == hg + 1
    seat = defender_turn(s, 3)
    forge = [a for a in legal(s, seat) if isinstance(a, Pay) and D.BUILDING_ACTIONS[a.action][0] == "forge"]
    assert forge == []
    with pytest.raises(IllegalAction, match="fire"):
        R.apply(s, Pay(seat, "cannon", ""))


def test_R_26_provisioner() -> None:
    s = new()
    attacker_phase(s, 6)
    s.training[RAM["RW3"]] = ["T3"]
    s.rampart[RAM["RW3"]] = [0, 7, 0]
    start_dispatch(s, "small")
    send(s, "RW3", "W3", "o", 6)
    done_spent(s)
    assert s.rampart[RAM["RW3"]] == [0, 1, 0] and s.dispatch is None
    s2 = new()
    attacker_phase(s2, 6)
    s2.training[RAM["RW3"]] = ["T3"]
    s2.rampart[RAM["RW3"]] = [0, 9, 0]
    start_dispatch(s2, "big")
    send(s2, "RW3", "W3", "o", 6)
    send(s2, "RW3", "W4", "o", 2)
    done_spent(s2)
    assert s2.rampart[RAM["RW3"]] == [0, 1, 0] and s2.dispatch is None


def test_R_27_poison() -> None:
    for victim, left in (("a", [0, 2, 0]), ("s", [1, 1, 0])):
        s = new()
        i = section(s, "W2", att=(0, 1, 0), dfn=(1, 2, 0), stone=2)
        s.equip[i] = ["Q7"]
        run_steps(s, ["melee"])
        assert s.pending["kind"] == "poison" and options(s) == ["a", "s"]
        pick(s, victim)
        assert s.equip[i] == [] and s.sec_def[i] == left
        assert s.wall_att[i] == [0, 0, 0] and s.infirmary == [0, 0, 0]


def test_R_28_two_player_supply() -> None:
    s = new()
    R._income(s, [])
    assert sum(s.camp[0]) == 14
    s = new()
    s.bag = s.bag[:10]
    R._income(s, [])
    assert sum(s.camp[0]) == 10 and s.bag == []


def test_R_29_two_forefields() -> None:
    s = new()
    attacker_phase(s, 6)
    s.camp[0] = [0, 10, 0]
    start_dispatch(s, "big")
    send(s, "camp", "FW", "o", 4)
    send(s, "camp", "FE", "o", 3)
    done_spent(s)
    assert s.dispatch is None and sum(s.forefield[0]) == 4 and sum(s.forefield[1]) == 3
    start_dispatch(s, "small")
    # nothing to move from forefields this time: leave them and bring 3 more
    while s.dispatch["step"] < 3:
        R.apply(s, legal(s, 0)[-1])
    send(s, "camp", "FW", "o", 3)
    assert sum(s.forefield[0]) == 7 and sum(s.camp[0]) == 0
