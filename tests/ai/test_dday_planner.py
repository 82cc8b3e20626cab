"""The D-Day Dice planner: registered with levels, plays from views only, reproducible for a seed,
and actually wins the default game (solo N-01, Advanced Training) where random play never does."""

import pytest

from ai.agent import Budget, agent_for, make
from ai.arena import play_game
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
