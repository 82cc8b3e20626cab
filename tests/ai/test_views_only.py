"""Agents see views only (design.md, "AI"): what an agent is handed hides what its seat may not
know, and its decision depends on nothing else. An agent that reads the true state must say
"cheat" in its name."""

import pytest

from ai.agent import Budget
from ai.registry import agent_names, make
from tests.toygame import UNKNOWN, PigRules

NON_CHEATING = [n for n in ["random", "greedy", "minimax", "mcts"] if "cheat" not in n]


class SpyRules(PigRules):
    """Hidden Pig that records every state object the agent hands back to the engine."""

    id = "toy_pig_spy"

    def __init__(self):
        self.seen = []

    def determinize(self, view, seat, seed):
        self.seen.append(view)
        return super().determinize(view, seat, seed)

    def legal_actions(self, state, seat):
        self.seen.append(state)
        return super().legal_actions(state, seat)


def _two_states_with_one_view(rules):
    """Two true states that differ only in what seat 0 cannot see (seat 1's hand, the deck)."""
    a = rules.setup({}, 21)
    b = rules.clone(a)
    pool = b.hands[1] + b.deck.draw_pile
    pool = pool[::-1]
    b.hands[1] = pool[:2]
    b.deck.draw_pile = pool[2:]
    assert a.hands[1] != b.hands[1] or a.deck.draw_pile != b.deck.draw_pile
    return a, b


def test_a_view_carries_no_hidden_fact(pig):
    state = pig.setup({}, 5)
    view = pig.view(state, 0)
    assert view.hands[1] == [UNKNOWN] * len(state.hands[1])
    assert set(view.deck.draw_pile) <= {UNKNOWN}
    assert view.rng != state.rng


@pytest.mark.parametrize("name", ["greedy:normal", "minimax:fixed", "mcts:fixed"])
def test_an_agent_is_handed_the_view_and_never_the_state(name):
    rules = SpyRules()
    state = rules.setup({}, 9)
    view = rules.view(state, 0)
    agent = make(name, rules, 0, 4)
    legal = rules.legal_actions(state, 0)
    rules.seen.clear()
    agent.choose(view, legal, Budget(0.2))
    assert rules.seen, "the agent never asked the engine"
    assert all(s is not state for s in rules.seen)
    # Every state it searched came from the view: seat 1's hand there is a sample, not the truth
    # unless by chance; the view it determinized is the one it was handed.
    determinized_from = [s for s in rules.seen if s is view]
    assert determinized_from, "the agent did not determinize the view it was given"
    assert all(s.hands[1] == [UNKNOWN, UNKNOWN] for s in determinized_from)


@pytest.mark.parametrize("name", ["random", "greedy:normal", "minimax:fixed", "mcts:fixed"])
def test_a_decision_depends_on_the_view_alone(pig, name):
    a, b = _two_states_with_one_view(pig)
    assert pig.encode(pig.view(a, 0)) == pig.encode(pig.view(b, 0))
    for turn in range(3):
        legal = pig.legal_actions(a, 0)
        first = make(name, pig, 0, 77 + turn).choose(pig.view(a, 0), legal, Budget(5.0))
        second = make(name, pig, 0, 77 + turn).choose(pig.view(b, 0), legal, Budget(5.0))
        assert first == second


def test_only_agents_named_cheat_may_read_the_state():
    for name in agent_names():
        try:
            agent = make(name, PigRules(), 0, 1)
        except KeyError:  # an agent for one game only (the undead script)
            continue
        assert not getattr(agent, "reads_true_state", False) or "cheat" in name
