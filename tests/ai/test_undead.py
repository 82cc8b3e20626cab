"""The automated Undead (Wizard Kings 7.1.3): each rule of the script pinned on a small position.

Positions start from the real 7.1 set-up and move blocks by hand; the script is handed the
undead seat's view and fixed dice, so every roll it makes is visible to the test."""

import pytest

from ai.agent import Budget
from ai.registry import make
from ai.wizard_kings.undead import Dice, decide, udc, unit_key
from game import registry
from game.core.types import Action

wk = pytest.importorskip("game.wizard_kings")
from game.wizard_kings import actions as A  # noqa: E402
from game.wizard_kings import combat  # noqa: E402
from game.wizard_kings.records import decode as record  # noqa: E402
from game.wizard_kings.state import FL, PINNED, POS, STR  # noqa: E402

UNDEAD, ELVES = 1, 0


@pytest.fixture
def rules():
    return registry.get("wizard_kings")


def isle(rules, seed=1):
    return rules.setup({"scenario": "isle_of_the_dead"}, seed)


def elf_move(rules, s, uid, dest, path=None):
    moves = [a for a in rules.legal_actions(s, ELVES) if isinstance(a, A.Move) and a.unit == uid
             and a.path[-1] == dest and (path is None or a.path == path)]
    assert moves, f"{uid} cannot move to {dest}"
    rules.apply(s, moves[0])


def end_elf_movement(rules, s):
    rules.apply(s, A.EndMovement(ELVES))
    assert rules.to_act(s) == [UNDEAD]


def script(rules, s, dice=()):
    """The script's decision for the undead, with the dice it rolled."""
    d = Dice.fixed(list(dice))
    action = decide(rules.view(s, UNDEAD), UNDEAD, rules.legal_actions(s, UNDEAD), d)
    assert action in rules.legal_actions(s, UNDEAD)
    return action, d.rolled


def undead_movement(rules, s, dice=()):
    """Play the whole undead movement turn by the script; the moves it made and the dice."""
    d = Dice.fixed(list(dice))
    moves = []
    while rules.to_act(s) == [UNDEAD] and s.phase == "move":
        action = decide(rules.view(s, UNDEAD), UNDEAD, rules.legal_actions(s, UNDEAD), d)
        rules.apply(s, action)
        if isinstance(action, A.Move):
            moves.append(action)
        if isinstance(action, A.EndMovement):
            break
    return moves, d.rolled


# ---------------------------------------------------------------------------------- UDC
@pytest.mark.parametrize("die,choice", [(1, 0), (2, 0), (3, 0), (4, 1), (5, 1), (6, 1)])
def test_t23_two_options_split_the_die_in_halves(die, choice):
    assert udc(2, Dice.fixed([die])) == choice


def test_t23_four_options_reroll_five_and_six():
    d = Dice.fixed([6, 2])
    assert udc(4, d) == 1 and d.rolled == [6, 2]
    assert udc(5, Dice.fixed([5])) == 4


def test_udc_three_and_six_options_take_the_die_proportionally():
    assert [udc(3, Dice.fixed([v])) for v in range(1, 7)] == [0, 0, 1, 1, 2, 2]
    assert [udc(6, Dice.fixed([v])) for v in range(1, 7)] == [0, 1, 2, 3, 4, 5]


def test_udc_more_than_six_options_use_two_dice():
    # n = 7: v = 6 (d1 - 1) + d2; v > 35 rerolls; option ((v - 1) mod 7) + 1.
    assert udc(7, Dice.fixed([1, 1])) == 0
    assert udc(7, Dice.fixed([2, 3])) == (9 - 1) % 7
    d = Dice.fixed([6, 6, 1, 2])  # v = 36 > 35: reroll
    assert udc(7, d) == 1 and len(d.rolled) == 4


def test_a_single_option_rolls_nothing():
    d = Dice.fixed([])
    assert udc(1, d) == 0 and d.rolled == []


def test_units_sort_by_id_number():
    assert sorted(["U10", "U2", "U1"], key=unit_key) == ["U1", "U2", "U10"]


# ---------------------------------------------------------------------------------- movement
def test_t33a_an_undead_attacks_the_only_reachable_elf_hex_without_a_die(rules):
    s = isle(rules)
    elf_move(rules, s, "E3", (5, 2))
    elf_move(rules, s, "E4", (5, 2))
    end_elf_movement(rules, s)
    moves, rolled = undead_movement(rules, s)
    assert [(m.unit, m.path) for m in moves] == [("U2", ((6, 2), (5, 2)))]
    assert rolled == []
    assert s.phase == "combat" and s.attacker_of.get((5, 2)) == UNDEAD


def test_t33b_a_pinned_unit_stays_and_a_free_one_reinforces_along_the_road(rules):
    s = isle(rules)
    s.units["E3"][POS] = (5, 2)
    s.units["E4"][POS] = (5, 2)
    s.turn = 2
    elf_move(rules, s, "E3", (7, 1))
    elf_move(rules, s, "E4", (7, 1))
    end_elf_movement(rules, s)
    if s.pending and s.pending[-1][0] == "pin":  # the engine asks only when there is a choice
        rules.apply(s, script(rules, s)[0])
    assert s.units["U2"][FL] & PINNED
    moves, rolled = undead_movement(rules, s)
    assert [(m.unit, m.path[-1]) for m in moves] == [("U1", (7, 1))]
    assert moves[0].path == ((6, 3), (6, 2), (7, 1))
    assert rolled == []


def _two_targets(rules):
    s = isle(rules)
    s.units["E3"][POS] = (5, 4)
    s.units["E4"][POS] = (6, 3)
    end_elf_movement(rules, s)
    return s


def test_t34_the_target_is_chosen_by_die_and_then_the_only_entry(rules):
    s = _two_targets(rules)
    action, rolled = script(rules, s, [3])
    assert (action.unit, action.path[-1]) == ("U1", (5, 4))
    assert rolled == [3]


def test_t34_two_entry_hexsides_take_a_second_die(rules):
    s = _two_targets(rules)
    action, rolled = script(rules, s, [4, 2])
    assert (action.unit, action.path[-1]) == ("U1", (6, 3))
    prev = action.path[-2] if len(action.path) > 1 else (6, 4)
    assert prev == (6, 4)  # across (6,3)|(6,4), the first of the two sorted hexsides
    assert rolled == [4, 2]


def test_t34_the_other_entry_hexside_on_a_high_die(rules):
    s = _two_targets(rules)
    action, _ = script(rules, s, [4, 5])
    prev = action.path[-2] if len(action.path) > 1 else (6, 4)
    assert action.path[-1] == (6, 3) and prev == (7, 3)


def test_without_elves_in_reach_the_undead_do_not_move(rules):
    s = isle(rules)
    end_elf_movement(rules, s)
    moves, rolled = undead_movement(rules, s)
    assert moves == [] and rolled == []


def test_a_unit_standing_with_elves_stays_to_fight(rules):
    s = isle(rules)
    s.units["E3"][POS] = (5, 2)
    elf_move(rules, s, "E3", (7, 1))  # attacks U2 in Anzar
    end_elf_movement(rules, s)
    s.units["U2"][FL] &= ~PINNED  # even unpinned, a unit in an elf hex stays
    view = rules.view(s, UNDEAD)
    moves = [a for a in rules.legal_actions(s, UNDEAD) if isinstance(a, A.Move) and a.unit == "U2"]
    action = decide(view, UNDEAD, rules.legal_actions(s, UNDEAD), Dice.fixed([1, 1, 1, 1]))
    assert not (isinstance(action, A.Move) and action.unit == "U2") or not moves


def test_the_undead_never_leave_the_island(rules):
    s = isle(rules)
    s.units["E3"][POS] = (3, 6)  # island hex next to the ford
    end_elf_movement(rules, s)
    moves, _ = undead_movement(rules, s, [1] * 20)
    island = frozenset(map(tuple, rules_island(s)))
    for m in moves:
        assert all(h in island for h in m.path)


def rules_island(s):
    from game.wizard_kings import movement as mv
    return mv.island(s)


def test_pinning_takes_the_castle_first(rules):
    s = isle(rules)
    s.units["E3"][POS] = (5, 4)
    elf_move(rules, s, "E3", (6, 4))  # one elf attacks Bethi: one of U0, U1 is pinned
    rules.apply(s, A.EndMovement(ELVES))
    assert s.pending and s.pending[-1][0] == "pin"
    action, rolled = script(rules, s)
    assert action == A.Pin(UNDEAD, "U0") and rolled == []


# ---------------------------------------------------------------------------------- combat
def _baven_battle(rules):
    """Elves attacked zombie U3 in Baven from the shallows (3,5); round 2, U3 at strength 1."""
    s = isle(rules)
    s.units["E2"][POS] = (3, 5)
    elf_move(rules, s, "E2", (4, 4))
    rules.apply(s, A.EndMovement(ELVES))
    while s.pending and s.pending[-1][0] == "pin":
        rules.apply(s, rules.legal_actions(s, UNDEAD)[0])
    rules.apply(s, A.EndMovement(UNDEAD))
    assert s.phase == "combat" and s.battle and s.battle["hex"] == (4, 4)
    s.battle["round"] = 2
    s.units["U3"][STR] = 1
    s.units["E2"][FL] |= combat.ACTED
    assert rules.to_act(s) == [UNDEAD]
    return s


def test_t35_a_unit_at_strength_one_retreats_across_the_road(rules):
    s = _baven_battle(rules)
    action, rolled = script(rules, s)
    assert action == A.Retreat(UNDEAD, "U3", (5, 4))
    assert rolled == []


def test_t35_a_friendly_hex_comes_before_the_road(rules):
    s = _baven_battle(rules)
    s.units["U1"][POS] = (4, 5)
    action, _ = script(rules, s)
    assert action == A.Retreat(UNDEAD, "U3", (4, 5))


def test_a_unit_at_strength_two_fires(rules):
    s = _baven_battle(rules)
    s.units["U3"][STR] = 2
    action, _ = script(rules, s)
    assert action == A.Fire(UNDEAD, "U3")


def test_no_retreat_in_round_one_even_at_strength_one(rules):
    s = _baven_battle(rules)
    s.battle["round"] = 1
    action, _ = script(rules, s)
    assert action == A.Fire(UNDEAD, "U3")


def test_hits_go_to_the_cheapest_block_then_by_die(rules):
    s = isle(rules)
    view = rules.view(s, UNDEAD)
    view.pending = [record(["hits", UNDEAD, 1, False, "", "test"])]   # as a save holds it
    legal = [A.TakeHit(UNDEAD, "U0"), A.TakeHit(UNDEAD, "U1"), A.TakeHit(UNDEAD, "U3")]
    assert decide(view, UNDEAD, legal, Dice.fixed([])) == A.TakeHit(UNDEAD, "U3")  # zombie: cost 1
    legal = [A.TakeHit(UNDEAD, "U1"), A.TakeHit(UNDEAD, "U0")]  # castle and skeleton: both 2
    assert decide(view, UNDEAD, legal, Dice.fixed([2])) == A.TakeHit(UNDEAD, "U0")
    assert decide(view, UNDEAD, legal, Dice.fixed([5])) == A.TakeHit(UNDEAD, "U1")


def test_the_undead_never_regroup(rules):
    s = isle(rules)
    view = rules.view(s, UNDEAD)
    view.pending = [record(["regroup", UNDEAD])]
    legal = [A.Regroup(UNDEAD, "U1", (6, 3)), A.EndRegroup(UNDEAD)]
    assert decide(view, UNDEAD, legal, Dice.fixed([])) == A.EndRegroup(UNDEAD)


# ---------------------------------------------------------------------------------- build
def _to_undead_build(rules, s):
    rules.apply(s, A.EndMovement(ELVES))
    rules.apply(s, A.EndMovement(UNDEAD))
    assert s.phase == "build"
    rules.apply(s, A.EndBuild(ELVES))
    assert rules.to_act(s) == [UNDEAD]


def undead_build(rules, s, dice=()):
    d = Dice.fixed(list(dice))
    actions = []
    while rules.to_act(s) == [UNDEAD] and s.phase == "build":
        action = decide(rules.view(s, UNDEAD), UNDEAD, rules.legal_actions(s, UNDEAD), d)
        rules.apply(s, action)
        actions.append(action)
        if isinstance(action, A.EndBuild):
            break
    return actions, d.rolled


def test_t36_steps_go_to_the_cheapest_unit_and_the_rest_is_stored(rules):
    s = isle(rules)
    _to_undead_build(rules, s)
    actions, rolled = undead_build(rules, s, [2])
    assert rolled == [2]  # Bethi: castle and skeleton both cost 2 -> die 2 -> the castle
    assert s.units["U0"][STR] == 3 and s.units["U1"][STR] == 2
    assert [s.units[z][STR] for z in ("U3", "U4", "U5")] == [3, 3, 3]
    assert s.units["U2"][STR] == 2
    assert s.tokens.get((7, 1)) == 1  # Anzar's 1 GP cannot buy a skeleton step: stored


def test_t36_stored_gold_buys_the_step_next_turn(rules):
    s = isle(rules)
    _to_undead_build(rules, s)
    undead_build(rules, s, [2])
    assert s.phase == "move" and s.turn == 2
    _to_undead_build(rules, s)
    undead_build(rules, s, [5, 1, 1, 1, 1])
    assert s.units["U2"][STR] == 3


def test_t36_an_eliminated_unit_is_rebuilt_first(rules):
    s = isle(rules)
    combat.eliminate(s, "U2", [], "test")
    s.units["E3"][POS] = (7, 1)  # the elves hold Anzar
    _to_undead_build(rules, s)
    actions, rolled = undead_build(rules, s, [1, 1, 1, 1])
    assert actions[0] == A.BuildUnit(UNDEAD, "undead.skeleton", (6, 4), "U2")  # Bethi: the only 2 GP city
    back = next(uid for uid, old in s.rebuilt.items() if old == "U2")   # under a new id (fog of war)
    assert s.units[back][POS] == (6, 4) and s.units[back][STR] == 1
    assert [s.units[z][STR] for z in ("U3", "U4", "U5")] == [3, 3, 3]  # steps after the rebuild


def test_t36_the_lowest_numbered_dead_unit_is_rebuilt(rules):
    s = isle(rules)
    combat.eliminate(s, "U5", [], "test")   # eliminated before U3: the id decides, not the order
    combat.eliminate(s, "U3", [], "test")
    _to_undead_build(rules, s)
    actions, _rolled = undead_build(rules, s, [1] * 12)
    rebuilt = [a for a in actions if isinstance(a, A.BuildUnit)]
    assert rebuilt[0].unit == "U3" and rebuilt[0].city == (4, 4)   # U3 comes back in its start, Baven
    back = next(uid for uid, old in s.rebuilt.items() if old == "U3")
    assert s.units[back][POS] == (4, 4)


# ---------------------------------------------------------------------------------- the agent
def test_the_agent_is_deterministic_for_a_view_and_a_seed(rules):
    s = _two_targets(rules)
    legal = rules.legal_actions(s, UNDEAD)
    picks = set()
    for seed in range(12):
        first = make("undead", rules, UNDEAD, seed).choose(rules.view(s, UNDEAD), legal, Budget(1.0))
        again = make("undead", rules, UNDEAD, seed).choose(rules.view(s, UNDEAD), legal, Budget(1.0))
        assert first == again
        picks.add(first.path[-1])
    assert picks == {(5, 4), (6, 3)}  # the die really chooses


def test_the_undead_play_whole_games_against_random_elves(rules):
    from ai.arena import play_game
    for seed in (1, 2):
        result, _ = play_game("wizard_kings", {"scenario": "isle_of_the_dead"}, seed, ["random", "undead"])
        assert result.winners


def test_only_legal_actions_come_back(rules):
    s = isle(rules)
    agent = make("undead", rules, UNDEAD, 3)
    steps = 0
    while not rules.is_over(s) and steps < 400:
        seat = rules.to_act(s)[0]
        legal = rules.legal_actions(s, seat)
        action = agent.choose(rules.view(s, seat), legal, Budget(1.0)) if seat == UNDEAD else legal[-1]
        assert isinstance(action, Action) and action in legal
        rules.apply(s, action)
        steps += 1
