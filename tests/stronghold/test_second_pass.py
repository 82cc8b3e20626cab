"""Second-pass rules: decisions handed back to the players, prompts, labels, summary."""

from __future__ import annotations

from game.stronghold import RULES as R
from game.stronghold.actions import Choose
from tests.stronghold.helpers import new, no_heroes, options, pick, run_steps, section


def _tower_melee(wall: tuple[int, int, int], tower: tuple[int, int, int]):
    s = new()
    no_heroes(s)
    # 2 soldiers (4) + 2 stones = 6 against the attackers: the attacker loses
    i = section(s, "W2", att=wall, dfn=(0, 2, 0), stone=2)
    s.tower[i] = 1
    s.tower_units[i] = list(tower)
    return s, i


def test_5_8_tower_casualties_chosen_by_attacker() -> None:
    """§5.8 [DD]: the loser may pick casualties in the siege tower as well as on the wall."""
    s, i = _tower_melee((1, 0, 0), (1, 0, 0))  # strength 2 vs 6: advantage 4, both goblins die
    run_steps(s, ["melee"])
    assert s.wall_att[i] == [0, 0, 0] and s.tower_units[i] == [0, 0, 0]
    s, i = _tower_melee((0, 1, 0), (0, 1, 0))  # 4 vs 6: advantage 2, one orc dies: where from?
    run_steps(s, ["melee"])
    assert s.pending["kind"] == "tower_split" and s.pending["seat"] == 0
    assert sorted(options(s)) == ["0g,0o,0t|0g,1o,0t", "0g,1o,0t|0g,0o,0t"]
    label = Choose(0, "tower_split", "0g,0o,0t|0g,1o,0t").label()
    assert "nothing from the wall" in label and "1 orc from the siege tower" in label
    pick(s, "0g,0o,0t|0g,1o,0t")
    assert s.wall_att[i] == [0, 1, 0] and s.tower_units[i] == [0, 0, 0]


def test_5_8_tower_casualties_no_question_when_forced() -> None:
    s, i = _tower_melee((0, 1, 0), (1, 0, 0))  # 3 vs 6: advantage 3, orc + goblin both die
    run_steps(s, ["melee"])
    assert s.pending is None
    assert s.wall_att[i] == [0, 0, 0] and s.tower_units[i] == [0, 0, 0]


def test_prompt_every_stage_on_views() -> None:
    """prompt(): every seat to act is told what it is asked, also on its view; others wait."""
    import random

    for players in (2, 3, 4):
        s = R.setup({"players": players}, players)
        rnd = random.Random(players)
        stages = set()
        while not R.is_over(s):
            seat = R.to_act(s)[0]
            text = R.prompt(R.view(s, seat), seat)
            assert text and text == R.prompt(s, seat), (s.stage, text)
            stages.add(s.stage)
            for other in range(players):
                if other != seat:
                    assert R.prompt(s, other).startswith("Waiting for the ")
            R.apply(s, rnd.choice(R.legal_actions(s, seat)))
        assert {"cards", "attack", "defend", "dispatch", "assault"} <= stages
        assert R.prompt(s, 0) == ""


def test_prompt_names_the_assault_decision() -> None:
    s, i = _tower_melee((0, 1, 0), (0, 1, 0))
    run_steps(s, ["melee"])
    assert R.prompt(s, 0) == ("Your losses on W2: choose how many come from the wall and how many "
                              "from the siege tower.")
    assert R.prompt(s, 1) == "Waiting for the attacker."


def test_summary_reads_for_a_person() -> None:
    """summary(view): units spelt out, the siege tower, tokens and the face-down order shown."""
    from game.stronghold.actions import PlaceOrder, Sortie

    s, i = _tower_melee((0, 1, 0), (1, 0, 2))
    s.cauldron[i], s.platform[i], s.equip[i] = 3, 1, ["Q1"]
    s.orders[i] = ["troll", True]
    v = R.view(s, 1)
    sections = {sec.title: sec for sec in R.summary(v)}
    w2 = next(z for z in sections["Walls"].entries if z.label.startswith("W2"))
    labels = [p.label for p in w2.pieces]
    assert "1 orc" in labels and "2 soldiers" in labels and "troll cauldron" in labels
    assert "siege tower: 1 goblin, 2 trolls" in labels and "order (face down)" in labels
    assert "wall: 2 stone" in labels and "platform" in labels and "Banner" in labels
    fort = {e.label: getattr(e, "value", None) for e in sections["Fortress"].entries}
    assert fort["Courtyard"] == "none" and fort["Bastion BW3"] == "1 archer"
    assert w2.pieces[-1].hidden and w2.pieces[-1].face == "?"  # the defender does not see it
    assert Sortie(1, "o").label() == "Warrior's Sortie: kill an orc on his wall section (2 hourglasses)"
    assert PlaceOrder(0, "troll", "W2", True).label() == "Troll Rage order on wall W2 face down (2 hourglasses to the defender)"
    assert PlaceOrder(0, "orc", "E1", True, 1).label() == "Explosion order on wall E1 face down (2 hourglasses to the east defender)"
    from game.stronghold.actions import CardAction, Pay, Transfer

    assert CardAction(0, "M6", "2").label() == "Battering ram: 2 parts (2 resources, 2 hourglasses to the defender)"
    assert CardAction(1, "U1", "W2", 0).label() == (
        "Bloodstone → wall W2 on the ally's card (sacrifice 2 goblins, 3 hourglasses to the defender)")
    assert Transfer(0, 0, 2, 1).label() == "Unit transfer: give the ally 2 orcs, 1 troll (1 hourglass)"
    assert Pay(1, "expedition", "W2:o").label() == (
        "Hourglass on Expedition to the siege tower, completing it → an orc in the siege tower at W2")
    assert Pay(1, "sharpshooter", "BARB:t").label().endswith("a troll on the barbican")


def test_5_1_cannons_fire_in_the_order_the_defender_chooses() -> None:
    from tests.stronghold.helpers import BAS, RAM

    s = new()
    s.bastion_machine[BAS["BW2"]] = 1
    s.bastion_machine[BAS["BW4"]] = 1
    s.bastion_archers[BAS["BW4"]] = 0
    s.rampart[RAM["RW1"]] = [2, 0, 0]
    s.forefield[0] = [0, 1, 0]
    s.def_deck += ["o", "g"]  # the top card is drawn first
    run_steps(s, ["cannons", "cannon_fire"])
    pick(s, "RW1")  # BW2
    pick(s, "FW")  # BW4
    assert s.pending["kind"] == "cannon_order" and s.pending["seat"] == 1
    assert sorted(options(s)) == ["BW2>RW1", "BW4>FW"]
    assert Choose(1, "cannon_order", "BW4>FW").label() == "Fire next: bastion BW4 at west forefield"
    assert R.prompt(s, 1) == "Cannons: choose which cannon fires next."
    pick(s, "BW4>FW")  # draws the goblin card: nothing to kill on FW
    assert s.forefield[0] == [0, 1, 0] and s.rampart[RAM["RW1"]] == [2, 0, 0]
    assert s.pending is None  # the last cannon fires by itself: the orc card misses RW1's goblins
    assert s.rampart[RAM["RW1"]] == [2, 0, 0] and len(s.def_drawn) == 0  # reshuffled after the step


def test_5_2_machines_shoot_in_the_order_the_attacker_chooses() -> None:
    from tests.stronghold.helpers import RAM

    s = new()
    no_heroes(s)
    s.machine[RAM["RW1"]] = "M1"  # ballista
    s.machine[RAM["RW2"]] = "M2"  # catapult
    s.mdeck["RW1"] = ["H"]
    s.mdeck["RW2"] = ["H"]
    section(s, "W1", dfn=(0, 0, 0), stone=0)
    i = section(s, "W2", dfn=(1, 1, 0), stone=2)
    section(s, "W3", dfn=(0, 0, 0), stone=0)
    run_steps(s, ["machines", "machine_fire"])
    pick(s, "W2")
    pick(s, "W2")
    assert s.pending["kind"] == "machine_order" and s.pending["seat"] == 0
    assert sorted(options(s)) == ["RW1>W2", "RW2>W2"]
    assert R.prompt(s, 0) == "Siege machines: choose which machine shoots next."
    pick(s, "RW2>W2")  # the catapult first: a stone piece falls
    assert s.stone[i] == 1 and s.pending["kind"] == "victim"  # then the ballista hits by itself
    pick(s, "s")
    assert s.sec_def[i] == [1, 0, 0] and s.pending is None


def test_5_0_sortie_does_not_reach_into_the_siege_tower() -> None:
    """§4.11 Sortie kills a unit "on his wall section"; §5.0 [DD] tower units are not on the
    section before II.4, so the Warrior cannot strike into the tower (Expedition can)."""
    from game.stronghold.actions import Sortie
    from tests.stronghold.helpers import defender_turn, legal

    s = new()
    w = s.hero_pos[1]
    s.tower[w] = 1
    s.tower_units[w] = [1, 1, 1]
    s.wall_att[w] = [0, 0, 0]
    seat = defender_turn(s, 5)
    assert not any(isinstance(a, Sortie) for a in legal(s, seat))
    s.wall_att[w] = [0, 1, 0]
    assert [a for a in legal(s, seat) if isinstance(a, Sortie)] == [Sortie(seat, "o")]


def test_4_6_5_partial_payment_needs_no_free_field() -> None:
    """§4.6.5 [DD]: a partial payment only needs the action available and its token type not
    exhausted; the completing hourglass needs a legal place for the effect (full green fields)."""
    from game.stronghold import data as D
    from game.stronghold.actions import Pay
    from tests.stronghold.helpers import defender_turn, legal

    s = new()
    s.places[D.BK_GREEN] = [0, D.PLACE_CAP[D.BK_GREEN], 0]
    seat = defender_turn(s, 5)
    assert Pay(seat, "train_as", "") in legal(s, seat)  # 1 of 2 hourglasses: allowed
    R.apply(s, Pay(seat, "train_as", ""))
    assert s.paid["train_as"] == 1
    assert not any(isinstance(a, Pay) and a.action == "train_as" for a in legal(s, seat))
    s.places[D.BK_GREEN] = [0, 1, 0]
    R.apply(s, Pay(seat, "train_as", ""))  # the completing hourglass now has a free green field
    assert s.places[D.BK_GREEN][1] == 2 and "train_as" not in s.paid


def test_fast_legality_checks_agree_with_the_full_lists() -> None:
    """The filtered generators used by validate/settle give the same verdicts as the full ones."""
    import random

    from game.stronghold import defender as DEF

    for g in range(6):
        s = R.setup({"players": 2 + g % 3}, g)
        rnd = random.Random(g)
        while not R.is_over(s):
            for d in range(s.n_def):
                moves = DEF.move_actions(s, d)
                assert bool(moves) == DEF.can_move(s, d)
                assert all(m in DEF.move_actions(s, d, m.src) for m in moves)
                pays = DEF.pay_actions(s, d)
                assert bool(pays) == bool(DEF.pay_actions(s, d, first=True))
                assert all(p in DEF.pay_actions(s, d, p.action) for p in pays)
            R.apply(s, rnd.choice(R.legal_actions(s, R.to_act(s)[0])))


def _past_cards(players: int):
    s = new(players)
    while s.stage == "cards":
        R.apply(s, R.legal_actions(s, R.to_act(s)[0])[0])
    return s


def test_7_6_ally_action_costs_one_more_hourglass() -> None:
    """§7.6 / §4.13: an action from the ally's card gives the defender one more hourglass, and in
    4 players all of it goes to the defender on the acting attacker's side."""
    from game.stronghold import data as D
    from game.stronghold.actions import CardAction
    from tests.stronghold.helpers import attacker_phase, legal

    for players in (3, 4):
        s = _past_cards(players)
        attacker_phase(s, 3, a=1)
        s.resources = [5, 5]
        s.hg = [0] * s.n_def
        ally = [a for a in legal(s, 1) if isinstance(a, CardAction) and a.owner == 0]
        own = [a for a in legal(s, 1) if isinstance(a, CardAction) and a.owner == 1]
        assert ally and own and "ally's card" in ally[0].label()
        R.apply(s, ally[0])
        expected = D.CARD_ACTIONS[ally[0].code][3] + D.ALLY_ACTION_EXTRA_HG
        assert s.hg == ([expected] if players == 3 else [0, expected])  # east attacker → east defender
        # the action is used for both attackers this round
        assert not any(isinstance(a, CardAction) and a.code == ally[0].code and a.owner == 0
                       for a in legal(s, 0) + legal(s, 1))


def test_4_10_four_player_infirmary_chooser() -> None:
    """§4.10.1 [DD]: in 4 players the defender who lost more units in this melee chooses (tie: west)."""
    s = _past_cards(4)
    s.infirmary = [2, 1, 0]
    s.casualties = [1, 2]
    s.tasks, s.pending, s.stage = [["infirmary"]], None, "assault"
    from game.stronghold import assault as A

    A.advance(s, [])
    assert s.pending["kind"] == "infirmary" and s.pending["seat"] == 3
    s.pending, s.casualties, s.tasks = None, [2, 1], [["infirmary"]]
    A.advance(s, [])
    assert s.pending["seat"] == 2


def test_4_3_hourglasses_that_cannot_be_spent_are_lost() -> None:
    """§4.3 [DD]: hourglasses with nothing at all to spend them on are discarded."""
    from game.stronghold import defender as DEF

    s = new()
    s.hg = [3]
    s.stage = "defend"
    # nothing affordable: every action used, no unit or hero can move
    for aid in DEF.D.ACTION_IDS:
        s.used[aid] = 1
    s.saboteurs = []
    for place in s.places:
        s.places[place] = [0, 0, 0]
    s.sec_def = [[0, 0, 0] for _ in s.sec_def]
    s.bastion_archers = [0] * len(s.bastion_archers)
    s.hero_used = [1, 1]
    s.paid = {"train_as": 1, "train_sv": 2}  # training is short of its last hourglass, no place for it
    events: list = []
    DEF.settle(s, 0, events)
    assert s.hg == [0] and any("cannot be spent" in e.text() for e in events)


def test_3_6_income_line_says_what_the_attacker_received() -> None:
    from game.core.events import ValueChanged
    from game.stronghold import data as D

    s = new()
    s.camp[0] = [1, 2, 0]
    res = s.resources[0]
    events: list = []
    R._income(s, events)
    got = {e.name: e for e in events if isinstance(e, ValueChanged) and e.seat == 0}
    units = got["camp units"]
    assert units.delta == D.UNITS_PER_ROUND[2] == sum(s.camp[0]) - 3 and units.total == sum(s.camp[0])
    assert f"+{units.delta} (now {units.total})" in units.text()
    assert got["resources"].delta == s.resources[0] - res > 0
