"""Wizard Kings knowledge for the search (ai/wizard_kings.py): the leaf look-ahead the tree
searches use (greedy does not), the determinization prior, the 7.3 wizard gain."""

import pytest

from ai.heuristics import DEFAULT, heuristics_for
from ai.search import Clock, Expectiminimax, MinimaxSettings
from game import registry
from game.core.rng import Rng


def _rules():
    try:
        return registry.get("wizard_kings")
    except KeyError:
        pytest.skip("wizard_kings is not registered")


def _lws_move(seed=1):
    """A 7.3 position at the start of the first Movement phase (random deployment)."""
    rules = _rules()
    state = rules.setup({"scenario": "last_wizard_standing"}, seed)
    rng = Rng(seed)
    while state.phase != "move" and not rules.is_over(state):
        seat = rules.to_act(state)[0]
        rules.apply(state, rng.choice(rules.legal_actions(state, seat)))
    assert state.phase == "move"
    return rules, state


def test_the_default_leaf_is_the_evaluation():
    rules, state = _lws_move()
    seat = rules.to_act(state)[0]
    assert DEFAULT.leaf_value(rules, state, seat) == DEFAULT.evaluate(rules, state, seat)
    assert DEFAULT.determinize(rules, rules.view(state, seat), seat, 5).units.keys() == state.units.keys()


def test_the_wizard_gain_counts_for_73_unit_value():
    rules, state = _lws_move()
    h = heuristics_for("wizard_kings")
    seat = 0
    wiz = next(uid for uid, u in state.units.items() if u[1] == seat and h.blocks[u[0]].wizard)
    before = h.unit_values(state)[seat]
    state.units[wiz][3] = 2        # two steps spent: the Build phase gives them back (7.3)
    assert h.unit_values(state)[seat] == before
    state.units[wiz][3] = 1        # three spent: one is lost for good
    assert h.unit_values(state)[seat] == before - 2


def test_determinizing_keeps_what_the_view_shows_and_leans_to_full_strength():
    rules, state = _lws_move(3)
    h = heuristics_for("wizard_kings")
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    hidden = [uid for uid, u in view.units.items() if u[0] == "?"]
    assert hidden
    full = 0
    total = 0
    for seed in range(30):
        s = h.determinize(rules, view, seat, seed)
        assert h.determinize(rules, view, seat, seed).units == s.units  # a function of the view
        for uid, u in view.units.items():
            if u[0] != "?":
                assert s.units[uid] == u
        for uid in hidden:
            blk = h.blocks[s.units[uid][0]]
            assert 1 <= s.units[uid][3] <= blk.max
            full += s.units[uid][3] == blk.max
            total += 1
    assert full / total > 0.45   # the engine alone draws strengths uniformly (about 0.3 here)


def _exposed(rules, state, h):
    """Put a lone one-step unit of the mover next to the rival's strongest stack, on a hex the
    rival can reach; return (mover, rival) or None."""
    from game.wizard_kings import movement as mv

    seat = state.order[state.cur]
    rival = state.order[state.cur + 1]
    occ = mv.occupancy(state)
    mine = [uid for uid, u in state.units.items() if u[1] == seat and not h.blocks[u[0]].castle
            and not h.blocks[u[0]].wizard]
    for uid, u in state.units.items():
        if u[1] != rival or h.blocks[u[0]].castle or h.blocks[u[0]].ma == 0:
            continue
        for (dest, _prev), _path in sorted(mv.move_options(state, occ, uid).items()):
            if dest in occ or dest in mv.board(state).cities:
                continue
            state.units[mine[0]][2] = dest
            state.units[mine[0]][3] = 1
            return seat, rival
    return None


def test_the_leaf_expects_the_rival_to_pounce_on_an_exposed_unit():
    h = heuristics_for("wizard_kings")
    for seed in range(1, 12):
        rules, state = _lws_move(seed)
        if state.cur + 1 >= len(state.order):
            continue
        placed = _exposed(rules, state, h)
        if placed is None:
            continue
        seat, rival = placed
        search = Expectiminimax(rules, h, seat, MinimaxSettings(), Rng(1), Clock(5.0))
        assert h.reply_ahead(state, seat) == rival
        assert h.pounce(rules, state, seat, rival, search)
        assert h.leaf_value(rules, state, seat, search) < h.evaluate(rules, state, seat)
        return
    pytest.skip("no seeded position with a reachable hex for the test")


def test_battles_in_the_leaf_are_settled_by_the_default_policy():
    rules = _rules()
    h = heuristics_for("wizard_kings")
    from ai.arena import play_game

    result, match = play_game("wizard_kings", {"scenario": "last_wizard_standing"}, 4, ["greedy:easy"],
                              keep_match=True, max_actions=4000)
    assert result.winners is not None
    # replay to the first battle and settle it from there
    state = rules.setup(match.options, 4)
    for action in match.actions:
        if state.phase == "combat" and state.battle is not None:
            break
        rules.apply(state, action)
    if state.phase != "combat":
        pytest.skip("no battle in this seeded game")
    seat = rules.to_act(state)[0]
    s = rules.clone(state)
    h.settle(rules, s)
    assert s.phase != "combat" or rules.is_over(s)
    value = h.leaf_value(rules, state, seat, Expectiminimax(rules, h, seat, MinimaxSettings(), Rng(2), Clock(5.0)))
    assert 0.0 <= value <= 1.0


def test_the_search_takes_one_map_sheet_as_the_rulebook_advises():
    """1.21: one or two sheets each; the AI keeps to one (more cities than a base army's blocks)."""
    from ai.agent import Budget, agent_for, make
    from game.wizard_kings.actions import ChooseArmy, ChooseSheets

    rules = _rules()
    state = rules.setup({"players": 2}, 3)
    for army in ("Elves", "Orcs"):
        rules.apply(state, ChooseArmy(rules.to_act(state)[0], army))
    seat = rules.to_act(state)[0]
    legal = rules.legal_actions(state, seat)
    assert ChooseSheets(seat, 2) in legal
    heur = heuristics_for("wizard_kings")
    assert heur.candidates(rules, state, seat, legal) == [ChooseSheets(seat, 1)]
    agent = make(agent_for("wizard_kings", "easy"), rules, seat, 1)
    assert agent.choose(rules.view(state, seat), legal, Budget(0.5)) == ChooseSheets(seat, 1)
