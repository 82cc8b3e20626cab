"""The per-game heuristics plugged into the general search, on the real engines (each test is
skipped while its engine is not registered)."""

import pytest

from ai.agent import DIFFICULTIES, Budget
from ai.arena import play_game
from ai.heuristics import DEFAULT
from ai.registry import agent_for, heuristics_for, make
from game import registry
from game.core.rng import Rng

GAMES = ("stronghold", "madness", "dday", "wizard_kings")


def _rules(game_id):
    try:
        return registry.get(game_id)
    except KeyError:
        pytest.skip(f"{game_id} is not registered")


def _positions(rules, seed, count, options=None):
    """States met along a seeded random game (every few actions)."""
    state = rules.setup(options or {}, seed)
    rng = Rng(seed)
    out = []
    steps = 0
    while not rules.is_over(state) and len(out) < count:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        if steps % 7 == 3 and len(legal) > 1:
            out.append(rules.clone(state))
        rules.apply(state, rng.choice(legal))
        steps += 1
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_has_its_own_heuristics(game_id):
    _rules(game_id)
    assert heuristics_for(game_id) is not DEFAULT


@pytest.mark.parametrize("game_id", GAMES)
def test_evaluations_are_values_in_the_unit_interval(game_id):
    rules = _rules(game_id)
    h = heuristics_for(game_id)
    for state in _positions(rules, 3, 12):
        for seat in range(rules.num_seats(state)):
            det = rules.determinize(rules.view(state, seat), seat, 5)
            value = h.evaluate(rules, det, seat)
            assert 0.0 <= value <= 1.0


@pytest.mark.parametrize("game_id", GAMES)
def test_teams_follow_the_sides(game_id):
    rules = _rules(game_id)
    state = rules.setup({}, 1)
    teams = heuristics_for(game_id).teams(rules, state)
    assert len(teams) == rules.num_seats(state)
    if rules.cooperative:
        assert len(set(teams)) == 1
    else:
        assert len(set(teams)) >= 2


def test_stronghold_teams_are_attackers_against_defenders():
    rules = _rules("stronghold")
    state = rules.setup({"players": 4}, 1)
    teams = heuristics_for("stronghold").teams(rules, state)
    assert teams == [0] * state.n_att + [1] * state.n_def


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("spec", ["greedy", "minimax:fixed", "mcts:fixed"])
def test_search_agents_choose_legal_actions_in_real_positions(game_id, spec):
    rules = _rules(game_id)
    for state in _positions(rules, 7, 3):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        agent = make(spec, rules, seat, 11)
        if spec == "mcts:fixed":
            agent.settings = type(agent.settings)(seconds=30.0, iterations=30)
        if spec == "minimax:fixed":
            agent.settings = type(agent.settings)(max_depth=2, chance_samples=1, determinizations=1,
                                                  seconds=30.0, nodes=300)
        assert agent.choose(rules.view(state, seat), legal, Budget(30.0)) in legal


@pytest.mark.parametrize("game_id", GAMES)
def test_greedy_plays_a_whole_game(game_id):
    rules = _rules(game_id)
    result, _ = play_game(game_id, {}, 5, ["greedy"] if rules.cooperative else ["greedy", "random"])
    assert result.actions > 0


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_agent_for_names_a_working_agent(game_id, difficulty):
    rules = _rules(game_id)
    spec = agent_for(game_id, difficulty)
    agent = make(spec, rules, 0, 1)
    assert agent.wants_view in (True, False)


def test_an_ai_undead_seat_follows_the_script():
    rules = _rules("wizard_kings")
    from ai.wizard_kings.undead import Dice, decide, view_seed

    state = rules.setup({"scenario": "isle_of_the_dead"}, 1)
    state.units["E3"][2] = (5, 4)
    state.units["E4"][2] = (6, 3)
    from game.wizard_kings import actions as A

    rules.apply(state, A.EndMovement(0))
    legal = rules.legal_actions(state, 1)
    view = rules.view(state, 1)
    agent = make("minimax:normal", rules, 1, 9)
    expected = decide(view, 1, legal, Dice.seeded(Rng(view_seed(rules, view, 9))))
    assert agent.choose(view, legal, Budget(1.0)) == expected
    assert agent.last == {"scripted": True}


def test_stronghold_sides_play_any_number_of_seats():
    _rules("stronghold")
    result, _ = play_game("stronghold", {"players": 4}, 2, ["greedy", "greedy", "random", "random"])
    assert result.winners == (0, 1)  # the attacking side won together


@pytest.mark.parametrize("game_id,options", [("dday", {"players": 2}), ("madness", {"players": 3})])
def test_coop_teammates_fill_every_seat(game_id, options):
    rules = _rules(game_id)
    result, match = play_game(game_id, options, 4, ["greedy"], keep_match=True)
    assert rules.num_seats(match.state) == options["players"]
    assert result.actions > 0
