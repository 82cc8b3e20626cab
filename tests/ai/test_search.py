"""The general search on the test engines: Nim (exact values known) and Hidden Pig (hidden
hands, dice)."""

import time

import pytest

from ai.agent import Budget
from ai.agents import MctsAgent, MinimaxAgent
from ai.arena import play_game
from ai.heuristics import DEFAULT
from ai.registry import agent_names, make
from ai.search import Clock, Expectiminimax, MctsSettings, MinimaxSettings, Timeout, step
from game.core.rng import Rng
from tests.ai.nim import NimState, Take, losing


def test_the_searching_agents_are_registered():
    assert {"random", "greedy", "minimax", "mcts", "undead"} <= set(agent_names())


@pytest.mark.parametrize("spec", ["greedy", "greedy:easy", "greedy:hard", "minimax:easy", "minimax:normal",
                                  "minimax:hard", "mcts:easy", "mcts:normal", "mcts:hard"])
def test_levels_are_settings_of_one_agent(pig, spec):
    agent = make(spec, pig, 0, 1)
    name, _, level = spec.partition(":")
    assert agent.name == f"{name}:{level or 'normal'}"
    assert type(agent) is type(make(name, pig, 1, 2))


def test_an_unknown_level_is_refused(pig):
    with pytest.raises(KeyError):
        make("minimax:impossible", pig, 0, 1)


def test_clock_counts_work_or_time():
    clock = Clock(10.0, work_limit=3)
    for _ in range(3):
        clock.tick()
    with pytest.raises(Timeout):
        clock.tick()
    clock = Clock(0.0)
    time.sleep(0.001)
    with pytest.raises(Timeout):
        clock.tick()


def test_step_tells_chance_from_certainty(pig):
    state = pig.setup({}, 3)
    hold = pig.legal_actions(state, 0)[1]
    roll = pig.legal_actions(state, 0)[0]
    assert step(pig, state, hold)[1] is False
    assert step(pig, state, roll)[1] is True


def _nim_search(nim, heaps, depth, nodes=None):
    state = NimState(heaps)
    settings = MinimaxSettings(max_depth=depth, nodes=nodes, seconds=60.0)
    search = Expectiminimax(nim, DEFAULT, 0, settings, Rng(1), Clock(60.0, nodes))
    actions = nim.legal_actions(state, 0)
    values, done = search.root_values([state], actions)
    return values, done, actions


@pytest.mark.parametrize("heaps", [[1, 2, 3], [2, 2, 1], [3, 1, 0], [4, 1, 2], [2, 3, 3], [5, 0, 2]])
def test_minimax_finds_the_theoretical_value_of_nim(nim, heaps):
    values, done, actions = _nim_search(nim, heaps, depth=sum(heaps))
    best = max(values.values())
    # The whole tree fits: the search stops early with exact values.
    assert round(best, 6) == (0.0 if losing(heaps) else 1.0)
    chosen = max(actions, key=lambda a: values[a])
    after = list(heaps)
    after[chosen.heap] -= chosen.count
    if not losing(heaps):
        assert losing(after)


def test_iterative_deepening_keeps_the_last_finished_depth(nim):
    values, done, actions = _nim_search(nim, [4, 4, 4], depth=30, nodes=300)
    assert 1 <= done < 12
    assert set(values) == set(actions)


def test_minimax_agent_wins_nim_from_a_winning_position(nim):
    for seed in range(3):
        agent = MinimaxAgent(nim, 0, seed, "hard")
        state = NimState([3, 2, 2])  # xor of (3,2,2) mod 4 = 3: a win for the mover
        action = agent.choose(nim.view(state, 0), nim.legal_actions(state, 0), Budget(5.0))
        after = list(state.heaps)
        after[action.heap] -= action.count
        assert losing(after)


def test_mcts_finds_the_winning_move_of_a_small_nim(nim):
    state = NimState([2, 0, 1])  # only Take(heap 0, 1) wins
    agent = MctsAgent(nim, 0, 5, settings=MctsSettings(iterations=400, seconds=30.0))
    action = agent.choose(nim.view(state, 0), nim.legal_actions(state, 0), Budget(30.0))
    assert action == Take(0, 0, 1)


@pytest.mark.parametrize("spec", ["greedy", "minimax:fixed", "mcts:fixed"])
def test_fixed_levels_replay_the_same_game_for_a_seed(pig, spec):
    first, _ = play_game(pig.id, {}, 11, [spec, "random"], keep_match=True)
    second, _ = play_game(pig.id, {}, 11, [spec, "random"], keep_match=True)
    assert first.line() == second.line()


@pytest.mark.parametrize("spec", ["minimax:hard", "mcts:hard", "greedy:hard"])
def test_the_time_budget_is_respected(pig, spec):
    agent = make(spec, pig, 0, 3)
    state = pig.setup({"players": 3}, 4)
    budget = Budget(0.15)
    for _ in range(3):
        legal = pig.legal_actions(state, state.current)
        agent.seat = state.current
        start = time.perf_counter()
        action = agent.choose(pig.view(state, state.current), legal, budget)
        assert time.perf_counter() - start < budget.seconds + 0.25
        assert action in legal
        pig.apply(state, action)


def test_a_single_legal_action_is_taken_at_once(nim):
    state = NimState([1, 0, 0])
    agent = make("minimax:hard", nim, 0, 1)
    start = time.perf_counter()
    assert agent.choose(nim.view(state, 0), nim.legal_actions(state, 0), Budget(3.0)) == Take(0, 0, 1)
    assert time.perf_counter() - start < 0.05


def _win_rate(game, spec, opponent, games, budget):
    wins = 0
    for i in range(games):
        specs = [spec, opponent] if i % 2 == 0 else [opponent, spec]
        seat = 0 if i % 2 == 0 else 1
        result, _ = play_game(game.id, {}, 500 + i, specs, budget=budget)
        wins += seat in result.winners
    return wins / games


@pytest.mark.parametrize("spec", ["minimax:easy", "mcts:easy"])
def test_search_with_heuristics_beats_random_at_pig(pig_smart, spec, monkeypatch):
    # Work budgets instead of the clock: the result must not depend on the machine's load.
    from ai import agents

    monkeypatch.setitem(agents.MINIMAX_LEVELS, "easy",
                        MinimaxSettings(max_depth=2, chance_samples=2, seconds=30.0, nodes=400))
    monkeypatch.setitem(agents.MCTS_LEVELS, "easy", MctsSettings(seconds=30.0, iterations=60))
    assert _win_rate(pig_smart, spec, "random", 16, Budget(30.0)) >= 0.75


def test_greedy_beats_random_at_nim(nim):
    assert _win_rate(nim, "greedy:hard", "random", 10, Budget(0.05)) >= 0.5
