"""What the engine tells a board: group dispatch (§7.5) and the events that carry places and
numbers for the animations (volleys, shots, melee totals, resolved actions, glory, orders)."""

from __future__ import annotations

from game.core.rng import Rng
from game.stronghold import RULES as R
from game.stronghold import assault as A
from game.stronghold import data as D
from game.stronghold.actions import DispatchGroup, DispatchMove, Pay, PlaceOrder
from game.stronghold.events import (
    Fallen,
    GloryChanged,
    Melee,
    OrderPlaced,
    Resolved,
    Shot,
    TokenPlaced,
    UnitsMoved,
    Volley,
)

from .helpers import (
    RAM,
    SEC,
    attacker_phase,
    clear_archers,
    defender_turn,
    new,
    no_heroes,
    pick,
    run_steps,
    section,
    start_dispatch,
)


def _dispatch_position() -> object:
    s = new()
    attacker_phase(s, 6)
    s.camp[0] = [9, 6, 3]
    s.rampart[RAM["RW1"]] = [4, 2, 1]
    start_dispatch(s, "big")
    return s


def _board(s: object) -> dict:
    """The state without the count of actions taken (a group is one action, not several)."""
    data = R.encode(s)
    data.pop("actions_done")
    return data


def test_7_5_a_group_is_the_same_as_that_many_single_moves() -> None:
    rng = Rng(5)
    for _ in range(12):
        s = _dispatch_position()
        for _ in range(rng.randint(0, 6)):
            if s.stage != "dispatch":
                break
            groups = [a for a in R.legal_actions(s, 0) if isinstance(a, DispatchGroup)]
            if not groups:
                break
            group = rng.choice(groups)
            singles = R.clone(s)
            events = R.apply(s, group)
            for _ in range(group.count):
                R.apply(singles, DispatchMove(0, group.src, group.dst, group.unit))
            assert _board(s) == _board(singles), group.label()
            moved = [e for e in events if isinstance(e, UnitsMoved)]
            assert [(m.path, m.count) for m in moved] == [((group.src, group.dst), group.count)]


def test_7_5_groups_stop_at_the_dispatch_limit_and_the_room_there() -> None:
    s = _dispatch_position()
    groups = [a for a in R.legal_actions(s, 0) if isinstance(a, DispatchGroup)]
    to_w1 = {a.count for a in groups if a.src == "RW1" and a.dst == "W1" and a.unit == "g"}
    assert to_w1 == {2, 3, 4}                      # the 4 goblins on RW1
    s.wall_att[SEC["W1"]] = [0, 0, 3]               # 3 free unit fields left on W1
    groups = [a for a in R.legal_actions(s, 0) if isinstance(a, DispatchGroup)]
    assert {a.count for a in groups if a.src == "RW1" and a.dst == "W1" and a.unit == "g"} == {2, 3}
    assert DispatchGroup(0, "RW1", "W1", "g", 4) not in R.legal_actions(s, 0)


def test_6_1_traps_act_on_every_unit_of_a_group() -> None:
    s = _dispatch_position()
    s.spots[D.SPOT["T1"]] = "trap_g"
    s.spots[D.SPOT["T2"]] = "trap_t"
    s.dispatch["step"] = 2
    s.forefield[0] = [3, 0, 3]
    events = R.apply(s, DispatchGroup(0, "FW", "RW1", "g", 3))
    assert s.rampart[RAM["RW1"]][0] == 4 and not any(isinstance(e, UnitsMoved) for e in events)
    events = R.apply(s, DispatchGroup(0, "FW", "RW2", "t", 3))
    assert s.rampart[RAM["RW2"]][2] == 2              # the troll trap takes the first troll only
    assert [e.count for e in events if isinstance(e, UnitsMoved)] == [2]


def test_order_events_never_carry_a_face_down_token() -> None:
    s = new()
    attacker_phase(s, 6)
    down = R.apply(s, PlaceOrder(0, "goblin", "W2", True))
    placed = [e for e in down if isinstance(e, OrderPlaced)]
    assert placed and placed[0].token == "" and placed[0].face_down and "Goblin" not in str(placed[0].to_data())
    attacker_phase(s, 6)
    up = R.apply(s, PlaceOrder(0, "troll", "W3", False))
    assert [e.token for e in up if isinstance(e, OrderPlaced)] == ["troll"]


def test_volleys_name_every_archer_and_machines_name_their_shot() -> None:
    s = new()
    clear_archers(s)
    no_heroes(s)
    s.rampart[RAM["RW2"]] = [3, 0, 0]
    s.bastion_archers[D.BAS["BW3"]] = 2
    s.sec_def[SEC["W2"]] = [1, 0, 0]
    run_steps(s, ["archers", "archer_fire"])
    events = []
    while s.pending is not None and s.pending["kind"] == "archer_target":
        events += pick(s, "RW2")
    volleys = [e for e in events if isinstance(e, Volley)]
    assert len(volleys) == 1 and volleys[0].target == "RW2" and volleys[0].firepower == 3
    assert sorted(volleys[0].sources) == ["BW3", "BW3", "W2"]
    assert sum(e.steps for e in events if isinstance(e, Fallen) and e.place == "RW2") == 3

    s = new()
    no_heroes(s)
    s.machine[RAM["RW1"]] = "M2"
    s.mdeck["RW1"] = ["M", "M", "H"]
    events = run_steps(s, ["machines", "machine_fire"])
    events += pick(s, "W1")
    shots = [e for e in events if isinstance(e, Shot)]
    assert [(x.weapon, x.source, x.target, x.hit) for x in shots] == [("M2", "RW1", "W1", True)]


def test_5_8_melee_parts_add_up_to_the_totals() -> None:
    s = new()
    s.hero_pos = [SEC["W2"], SEC["W3"]]
    s.speech[0] = 2
    w2 = section(s, "W2", att=(3, 2, 1), dfn=(1, 1, 0), stone=2, wood=1)
    w3 = section(s, "W3", att=(0, 0, 4), dfn=(0, 1, 1), stone=1)
    s.equip[w2] = ["Q1"]
    s.orders[w3] = ["troll", False]
    s.machine[RAM["RW2"]], s.altar[RAM["RW2"]] = "M4", w2
    for i in (w2, w3):
        att, dfn = A.strengths(s, i)
        att_parts, def_parts = A.strength_parts(s, i)
        assert sum(v for _, v in att_parts) == att and sum(v for _, v in def_parts) == dfn
    words = dict(A.strength_parts(s, w2)[1])
    assert words["officer"] == 2 and words["speech"] == 2 and words["wall"] == 3
    events = run_steps(s, ["melee"])
    melees = {e.section: (e.attack, e.defence) for e in events if isinstance(e, Melee)}
    assert set(melees) >= {"W3"}


def test_resolved_actions_and_tokens_name_their_targets() -> None:
    s = new()
    seat = defender_turn(s, 4)
    for _ in range(3):
        R.apply(s, Pay(seat, "cannon", ""))
    events = R.apply(s, Pay(seat, "cannon", "BW1"))
    assert [(e.action, e.target) for e in events if isinstance(e, Resolved)] == [("cannon", "BW1")]
    s = new()
    attacker_phase(s, 2)
    s.resources[0] = 5
    from game.stronghold.actions import CardAction

    events = R.apply(s, CardAction(0, "M1", "RW2"))
    assert [(e.code, e.target) for e in events if isinstance(e, TokenPlaced)] == [("M1", "RW2")]


def test_5_12_both_glory_markers_move_at_the_end_of_a_round() -> None:
    s = new()
    events: list = []
    R._end_round(s, events)
    moved = {(e.side, e.why): e.delta for e in events if isinstance(e, GloryChanged)}
    assert moved == {("att", "passage of time"): -1, ("def", "passage of time"): 1}


def test_6_6_a_face_down_order_is_public_only_as_face_down() -> None:
    s = new()
    down, up = PlaceOrder(0, "goblin", "W2", True), PlaceOrder(0, "goblin", "W2", False)
    defender = s.n_att
    assert "Goblin" not in R.public_label(s, down, defender) and "W2" in R.public_label(s, down, defender)
    assert "Goblin" not in R.public_label(s, down, None)
    assert R.public_label(s, down, 0) == down.label()         # the attacker knows his own order
    assert R.public_label(s, up, defender) == up.label()
