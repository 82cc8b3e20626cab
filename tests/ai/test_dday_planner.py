"""The D-Day Dice planner: registered with levels, plays from views only, reproducible for a seed,
and actually wins the default game (solo N-01, Advanced Training) where random play never does."""

import pytest

from ai.agent import Budget
from ai.arena import play_game
from ai.registry import agent_for, make
from game import registry
from game.dday import actions as A


def _rules():
    registry.load_all()
    return registry.get("dday")


def test_the_planner_is_registered_with_three_levels():
    rules = _rules()
    for level in ("easy", "normal", "hard"):
        agent = make(f"dday_planner:{level}", rules, 0, 1)
        assert agent.wants_view
    with pytest.raises(KeyError):
        make("dday_planner:brutal", rules, 0, 1)


def test_agent_for_dday_uses_the_planner():
    for difficulty in ("easy", "normal", "hard"):
        assert agent_for("dday", difficulty).startswith("dday_planner")


def _play(options, seed, spec="dday_planner"):
    """A whole game, every decision from the seat's view; returns (rules, final state, actions)."""
    rules = _rules()
    state = rules.setup(options, seed)
    agents = [make(spec, rules, k, seed * 1000 + k) for k in range(rules.num_seats(state))]
    log = []
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        action = agents[seat].choose(rules.view(state, seat), legal, Budget(1.0))
        assert action in legal
        log.append(action)
        rules.perform(state, action)
        assert len(log) < 2000
    return rules, state, log


def test_the_planner_wins_the_default_game():
    wins = 0
    for seed in (1, 2, 3):
        rules, state, _ = _play({}, seed)
        wins += bool(rules.outcome(state).winners)
    assert wins >= 2  # it wins about 99 % of these (random play: 0 %)


def test_the_same_seed_replays_the_same_game():
    _, _, first = _play({}, 7)
    _, _, second = _play({}, 7)
    assert first == second


def test_easy_blurs_close_choices_but_keeps_clear_ones():
    """easy is a beginner, not a random player: a choice better by more than twice its blur is
    always taken, while of two close ones it often takes the worse (normal never does)."""
    rules = _rules()
    good, bad = A.Stay(0), A.StopRolling(0)
    worse = 0
    for seed in range(200):
        easy = make("dday_planner:easy", rules, 0, seed)
        normal = make("dday_planner:normal", rules, 0, seed)
        assert easy._pick([(1.0, bad), (1.0 + 2 * easy.settings.noise + 0.1, good)]) == good
        assert normal._pick([(1.0, bad), (1.5, good)]) == good
        worse += easy._pick([(1.0, bad), (1.5, good)]) == bad
    assert 50 <= worse < 120  # about 0.44 of them with a blur of 4


def test_a_team_of_planners_fills_every_seat():
    result, _ = play_game("dday", {"players": 2}, 5, ["dday_planner"])
    assert result.actions > 0


def test_the_route_stays_low_and_waits_for_courage():
    """§4.19: in the cheap beach sector with courage to spare the unit still stays."""
    rules = _rules()
    state = rules.setup({}, 3)
    agent = make("dday_planner", rules, 0, 3)
    # play until the first phase-4 decision of turn 1
    while not (state.phase == "move" and rules.to_act(state) == [0]):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        rules.perform(state, agent.choose(rules.view(state, seat), legal, Budget(1.0)))
    state.units[0].courage = 5
    legal = rules.legal_actions(state, 0)
    assert A.Stay(0) in legal
    assert agent.choose(rules.view(state, 0), legal, Budget(1.0)) == A.Stay(0)


def test_rolling_keeps_soldiers_and_rerolls_skulls():
    rules = _rules()
    state = rules.setup({}, 11)
    u = state.units[0]
    rules.perform(state, A.RollDice(0))
    # red 2S, red skull, white 2S, white skull, blue 1S, blue star: lock the two 2S dice
    u.dice = [0 * 6 + 3, 0 * 6 + 0, 1 * 6 + 3, 1 * 6 + 0, 2 * 6 + 2, 2 * 6 + 1]
    agent = make("dday_planner", rules, 0, 2)
    first = agent.choose(rules.view(state, 0), rules.legal_actions(state, 0), Budget(1.0))
    assert first in (A.LockDie(0, 0), A.LockDie(0, 2))
    rules.perform(state, first)
    second = agent.choose(rules.view(state, 0), rules.legal_actions(state, 0), Budget(1.0))
    assert second in (A.LockDie(0, 0), A.LockDie(0, 2)) and second != first
    rules.perform(state, second)
    reroll = agent.choose(rules.view(state, 0), rules.legal_actions(state, 0), Budget(1.0))
    assert isinstance(reroll, A.Reroll)
    assert {1, 3} <= set(reroll.dice)  # both skulls go back in the cup


def _unit_on(map_id, sector, seed=4):
    rules = _rules()
    state = rules.setup({"map": map_id}, seed)
    u = state.units[0]
    u.sector = sector
    if sector not in u.visited:
        u.visited.append(sector)
    agent = make("dday_planner", rules, 0, 1)
    return state, u, agent


def _faces(*pairs):
    """(colour, face) -> die codes; colours 0 red, 1 white, 2 blue."""
    return [c * 6 + f for c, f in pairs]


def test_at_the_cliff_foot_it_rolls_for_the_four_skulls_of_a_climb():
    """§5.16 Pointe-du-Hoc: out of sectors 9/10 only after a final roll with 4 skulls."""
    skulls = _faces((0, 0), (1, 0), (2, 0), (0, 0), (1, 3), (2, 3))
    soldiers = _faces((0, 3), (1, 3), (2, 3), (0, 2), (1, 2), (2, 1))
    state, u, agent = _unit_on("N-07", "9")
    w = agent._weights(state, u)
    assert agent.roll_value(state, u, skulls, w) > agent.roll_value(state, u, soldiers, w)
    state, u, agent = _unit_on("N-07", "7")  # no climb here: skulls only cancel
    w = agent._weights(state, u)
    assert agent.roll_value(state, u, skulls, w) < agent.roll_value(state, u, soldiers, w)


def test_next_to_the_merville_bunker_it_rolls_for_a_battle_cry_and_moves_with_it():
    """§5.17 Merville Battery: only a Battle Cry move enters the bunker from sector 13."""
    cry = _faces((0, 4), (1, 4), (2, 4), (0, 3), (1, 2), (2, 2))
    soldiers = _faces((0, 3), (1, 3), (2, 3), (0, 3), (1, 2), (2, 1))
    state, u, agent = _unit_on("N-08", "13")
    w = agent._weights(state, u)
    assert agent.roll_value(state, u, cry, w) > agent.roll_value(state, u, soldiers, w)
    assert agent._battle_cry_move_useful(state, u)
    state, u, agent = _unit_on("N-08", "10")
    assert not agent._bc_bunker_next(state, u)


def test_a_stuck_unit_asks_its_partner_and_the_partner_gives_the_courage():
    """§4.6 a unit that must move and cannot asks for help; the asked planner gives just enough."""
    from tests.dday.helpers import put, to_phase

    rules = _rules()
    state = rules.setup({"players": 2}, 3)
    while state.phase == "start":
        rules.apply(state, rules.legal_actions(state, rules.to_act(state)[0])[0])
    a = put(state, 0, "4", soldiers=5, courage=1, specs=("Scout",), visited=("1", "2", "5"))
    a.must_move = True
    b = put(state, 1, "4", soldiers=10, courage=3, visited=("1", "2"))
    to_phase(state, "move", [0, 1])
    agents = [make("dday_planner", rules, k, 5) for k in range(2)]

    def step(seat):
        action = agents[seat].choose(rules.view(state, seat), rules.legal_actions(state, seat), Budget(1.0))
        rules.apply(state, action)
        return action

    assert step(0) == A.AskHelp(0, 1)
    assert step(1) == A.Give(1, 0, "courage", 1)
    assert step(1) == A.Pass(1)
    assert isinstance(step(0), A.Move) and a.sector == "7" and b.courage == 2


# ---------------------------------------------------------------- hard: the climb (§5.16)
def test_climb_chance_counts_rerolls_and_climb_items():
    from ai.dday.climb import climb_chance

    bare = climb_chance(6, 0)
    assert 0.18 < bare < 0.24  # 4 skulls from 6 dice with two re-rolls: about 1 in 5
    assert 0.45 < climb_chance(6, 1) < 0.55  # a Grappling Hook: about 1 in 2
    assert climb_chance(6, 2) > 0.75
    assert climb_chance(6, 4) == 1.0


def _climber(level, sector="9", items=()):
    from tests.dday.helpers import game, put

    state = game("N-07", seed=4)
    u = put(state, 0, sector, soldiers=30, courage=5, items=items, visited=("2", "5"))
    return state, u, make(f"dday_planner:{level}", _rules(), 0, 1)


def test_hard_keeps_the_skulls_and_rerolls_the_rest_at_the_cliff_foot():
    """One skull after the first roll: 4 need every other die back in the cup (normal, judging
    each re-roll as the last, gives the climb up and re-rolls the skull)."""
    from tests.dday.helpers import R, dice

    state, u, hard = _climber("hard")
    R.apply(state, A.RollDice(0))
    u.dice = dice("R:Skull R:2S W:2S W:1S B:Courage B:Star")
    legal = R.legal_actions(state, 0)
    assert hard.choose(R.view(state, 0), legal, Budget(1.0)) == A.Reroll(0, (1, 2, 3, 4, 5))
    state, u, hard = _climber("hard", sector="7")  # no climb there: dice are locked as usual
    R.apply(state, A.RollDice(0))
    u.dice = dice("R:Skull R:2S W:2S W:1S B:Courage B:Star")
    choice = hard.choose(R.view(state, 0), R.legal_actions(state, 0), Budget(1.0))
    assert isinstance(choice, A.LockDie)


@pytest.mark.parametrize(("sector", "roll", "uses"), [
    ("9", "R:Skull W:Skull B:Skull R:2S W:1S B:Star", True),  # the hook's skull is the fourth
    ("9", "R:Skull W:Skull B:2S R:2S W:1S B:Star", False),  # two short: keep it for a later turn
    ("7", "R:Skull W:Skull B:Skull R:2S W:1S B:Star", False),  # nothing to climb here
])
def test_hard_spends_a_grappling_hook_only_on_the_climbing_skull(sector, roll, uses):
    from tests.dday.helpers import R, dice, to_phase

    state, u, hard = _climber("hard", sector, items=("Grappling Hook",))
    u.dice = dice(roll)
    u.locked, u.aside, u.virt = [False] * 6, -1, []
    to_phase(state, "post", [0])
    choice = hard.choose(R.view(state, 0), R.legal_actions(state, 0), Budget(1.0))
    assert (choice == A.UseItem(0, "Grappling Hook")) == uses


def test_hard_plans_the_climb_as_a_gamble_and_buys_for_it():
    """The route plan at the cliff foot mixes the climb's chance; before it, climb items and a
    Point Man are worth buying (normal values neither)."""
    state, u, hard = _climber("hard", sector="5")
    _, _, normal = _climber("normal", sector="5")
    assert hard._climb_ahead(state, u) and not normal._climb_ahead(state, u)
    assert hard._spec_value(state, u, "Point Man") > hard._spec_value(state, u, "Corporal")
    finds = [A.FindItem(0, "Grappling Hook", True), A.FindItem(0, "Ammo Box", True)]
    u.points = 20
    assert hard._find(state, u, finds) == finds[0]
    assert normal._find(state, u, finds) != finds[0]


def test_hard_spends_two_climb_items_when_together_they_make_the_climb():
    """Two skulls rolled, a Grappling Hook and a Rangefinder in hand: neither item alone makes the
    4 skulls, both do; the cheaper hook goes first, then the Rangefinder turns a blue die."""
    from game.dday.movement import climb_ok
    from tests.dday.helpers import R, dice, to_phase

    state, u, hard = _climber("hard", items=("Grappling Hook", "Rangefinder"))
    u.dice = dice("R:Skull W:Skull B:2S R:2S W:1S B:Star")
    u.locked, u.aside, u.virt = [False] * 6, -1, []
    to_phase(state, "post", [0])
    first = hard.choose(R.view(state, 0), R.legal_actions(state, 0), Budget(1.0))
    assert first == A.UseItem(0, "Grappling Hook")
    R.apply(state, first)
    second = hard.choose(R.view(state, 0), R.legal_actions(state, 0), Budget(1.0))
    assert second.item == "Rangefinder" and second.value == 0 and u.dice[second.die] // 6 == 2
    R.apply(state, second)
    assert climb_ok(state, u)
    # normal judges each item alone and never values the hook: no climb this turn
    state, u, normal = _climber("normal", items=("Grappling Hook", "Rangefinder"))
    u.dice = dice("R:Skull W:Skull B:2S R:2S W:1S B:Star")
    u.locked, u.aside, u.virt = [False] * 6, -1, []
    to_phase(state, "post", [0])
    while state.phase == "post" and R.to_act(state) == [0]:
        choice = normal.choose(R.view(state, 0), R.legal_actions(state, 0), Budget(1.0))
        assert choice != A.UseItem(0, "Grappling Hook")
        R.apply(state, choice)
    assert not climb_ok(state, u)


def test_hard_holds_its_skulls_once_a_climb_item_completes_the_climb():
    """Three skulls after the first roll and a Grappling Hook in hand: the climb is made, so no
    skull goes back in the cup (without the hook counted, the skulls would look like losses)."""
    from tests.dday.helpers import R, dice

    state, u, hard = _climber("hard", items=("Grappling Hook",))
    R.apply(state, A.RollDice(0))
    u.dice = dice("R:Skull W:Skull B:Skull R:Tool W:1S B:Star")
    choice = hard.choose(R.view(state, 0), R.legal_actions(state, 0), Budget(1.0))
    assert isinstance(choice, (A.Reroll, A.StopRolling))
    assert not isinstance(choice, A.Reroll) or not {0, 1, 2} & set(choice.dice)


@pytest.mark.parametrize(("soldiers", "level", "dest"), [
    (20, "hard", "4"),    # too weak for the climb: across row 2, where the DEF is about paid
    (50, "hard", "7"),    # strong enough: on towards the cliff
    (20, "normal", "7"),  # normal goes up whatever its strength
])
def test_hard_gathers_strength_below_the_cliff(soldiers, level, dest):
    """Sector 5, forced to move, courage for the whole road: hard moves up next to the cliff only
    with the soldiers the climb and the two sectors above it take."""
    from tests.dday.helpers import R, game, put, to_phase

    state = game("N-07", seed=4)
    u = put(state, 0, "5", soldiers=soldiers, courage=11, stay=3, visited=("2",))
    u.must_move = True
    to_phase(state, "move", [0])
    agent = make(f"dday_planner:{level}", _rules(), 0, 1)
    assert agent.choose(R.view(state, 0), R.legal_actions(state, 0), Budget(1.0)) == A.Move(0, dest)


@pytest.mark.parametrize(("level", "dest"), [("hard", "10"), ("normal", "9")])
def test_hard_takes_the_cliff_road_that_scores_more(level, dest):
    """From sector 7 the roads by 9-11 and 10-12 cost the same; the bunker entered from 12 scores
    10 victory points more (§4.17), so hard climbs at 10 (normal takes the first equal road)."""
    from tests.dday.helpers import R, game, put, to_phase

    state = game("N-07", seed=4)
    u = put(state, 0, "7", soldiers=60, courage=8, stay=3, visited=("2", "5"))
    u.must_move = True
    to_phase(state, "move", [0])
    agent = make(f"dday_planner:{level}", _rules(), 0, 1)
    assert agent.choose(R.view(state, 0), R.legal_actions(state, 0), Budget(1.0)) == A.Move(0, dest)
