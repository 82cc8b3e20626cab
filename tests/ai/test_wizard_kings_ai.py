"""Wizard Kings knowledge for the search (ai/wizard_kings/): the leaf look-ahead the tree
searches use (greedy does not), the determinization prior, the 7.3 wizard gain."""

import pytest

from ai.heuristics import DEFAULT
from ai.registry import heuristics_for
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
    from ai.agent import Budget
    from ai.registry import agent_for, make
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


# ---------------------------------------------------------------------- free play, V1 gold
def _free_move(seed=2):
    """A 2-army free-play game (V1: 15 GP with two sheets) at its first Movement phase, random
    set-up; returns (rules, state, mover, rival)."""
    rules = _rules()
    state = rules.setup(rules.check_options({"players": 2}), seed)
    rng = Rng(seed)
    from game.wizard_kings.actions import ChooseSheets

    while state.phase != "move" and not rules.is_over(state):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        one = [a for a in legal if isinstance(a, ChooseSheets) and a.count == 1]
        rules.apply(state, one[0] if one else rng.choice(legal))
    assert state.phase == "move" and state.opts["victory"] == "gold" and len(state.designs) == 2
    seat = rules.to_act(state)[0]
    return rules, state, seat, 1 - seat


def _cities(state, seat):
    """The cities first owned by ``seat``, richest first."""
    from game.wizard_kings import movement as mv

    bd = mv.board(state)
    return sorted((h for h, o in state.city_owner.items() if o == seat and h in bd.cities),
                  key=lambda h: (-bd.cities[h].value, h))


def _clear(state, keep):
    """Only the units in ``keep`` stay on the map (a hand-built position)."""
    for uid in [uid for uid in state.units if uid not in keep]:
        del state.units[uid]


def _mobile(state, h, seat, n=1):
    ids = [uid for uid, u in sorted(state.units.items()) if u[1] == seat and not h.blocks[u[0]].castle
           and h.blocks[u[0]].ma >= 2 and not h.blocks[u[0]].wizard and not h.blocks[u[0]].flyer]
    assert len(ids) >= n
    return ids[:n]


def _lone_far_block(seed=5):
    """One block of the mover's in its city farthest from the rival's, one rival block in his
    richest city, nothing else: (rules, state, seat, the block, its city, the rival's cities)."""
    from game.core.hexgrid import distance

    rules, state, seat, rival = _free_move(seed)
    h = heuristics_for("wizard_kings")
    a = _mobile(state, h, seat, 1)[0]
    foe = _mobile(state, h, rival, 1)[0]
    _clear(state, {a, foe})
    ours, theirs = _cities(state, seat), _cities(state, rival)
    home = max(ours, key=lambda c: min(distance(c, t) for t in theirs))
    state.units[a][2] = home
    state.units[foe][2] = theirs[0]
    return rules, state, seat, a, home, theirs


def _greedy_best(rules, h, state, seat):
    from ai.search import greedy_scores

    legal = rules.legal_actions(state, seat)
    cands = h.candidates(rules, state, seat, legal)
    scores = greedy_scores(rules, h, seat, [state], cands, Rng(1), 1)
    return max(cands, key=lambda a: scores[a]), scores


def test_an_army_takes_the_city_that_brings_it_to_the_gold_threshold():
    """Holding 13 GP, with an empty enemy city worth 2 in reach, the search walks in (15 GP wins
    V1 at the end of the turn) rather than doing anything else."""
    from game.wizard_kings import movement as mv
    from game.wizard_kings.actions import Move

    rules, state, seat, rival = _free_move()
    h = heuristics_for("wizard_kings")
    bd = mv.board(state)
    theirs = _cities(state, rival)
    rich = next(c for c in theirs if bd.cities[c].value == 3)
    prize = next(c for c in theirs if bd.cities[c].value == 2)
    a, b = _mobile(state, h, seat, 2)
    foe = _mobile(state, h, rival, 1)
    _clear(state, {a, b, *foe})
    state.units[a][2] = rich                                   # 10 + 3 = 13 GP held
    from game.core.hexgrid import distance

    state.units[foe[0]][2] = max((c for c in theirs if c not in (rich, prize)),
                                 key=lambda c: distance(c, prize))   # the rival far from the prize
    for start in bd.nbrs[prize]:
        state.units[b][2] = start
        if start not in bd.cities and mv.move_options(state, mv.occupancy(state), b, only_dest=prize):
            break
    else:
        pytest.skip("no hex next to the prize from which it can be entered")
    from game.wizard_kings import scenarios as sc

    assert sc.controlled_value(state, seat) == 13
    best, _scores = _greedy_best(rules, h, state, seat)
    assert isinstance(best, Move) and best.unit == b and best.path[-1] == prize
    # the tree search (a fixed node budget) agrees
    from ai.agent import Budget
    from ai.agents import MinimaxAgent, with_settings

    agent = with_settings(MinimaxAgent(rules, seat, 7, "fixed"), nodes=1500, max_depth=2)
    choice = agent.choose(rules.view(state, seat), rules.legal_actions(state, seat), Budget(30.0))
    assert isinstance(choice, Move) and choice.path[-1] == prize


def test_a_stack_marches_on_the_enemy_cities_rather_than_idling():
    """Far from any fight, a block at full strength in our city farthest from the enemy (no
    enemy near it, nothing to refit) moves toward the enemy's cities."""
    from game.core.hexgrid import distance
    from game.wizard_kings.actions import Move

    rules, state, seat, a, home, theirs = _lone_far_block()
    h = heuristics_for("wizard_kings")
    state.units[a][3] = h.blocks[state.units[a][0]].max   # full strength: nothing to refit at home
    before = min(distance(home, t) for t in theirs)
    best, _scores = _greedy_best(rules, h, state, seat)
    assert isinstance(best, Move) and best.unit == a
    assert min(distance(best.path[-1], t) for t in theirs) < before


def test_blocks_spread_over_the_empty_enemy_cities():
    """The march term gives each empty target its own block: two blocks near two empty enemy
    cities are worth more apart, one at each, than both at one."""
    from game.core.hexgrid import distance

    rules, state, seat, rival = _free_move(5)
    h = heuristics_for("wizard_kings")
    a, b = _mobile(state, h, seat, 2)
    _clear(state, {a, b})
    theirs = _cities(state, rival)
    x, y = min(((p, q) for p in theirs for q in theirs if p < q), key=lambda pq: distance(*pq))
    targets = [(c, 2) for c in (x, y)]
    units_apart = [(x, 2, 1.0), (y, 2, 1.0)]
    units_together = [(x, 2, 1.0), (x, 2, 1.0)]
    assert h.march(targets, units_apart, {}, seat) > h.march(targets, units_together, {}, seat)


def test_holding_the_gold_threshold_is_valued_as_nearly_won():
    """V1: 15 GP at the end of the turn wins; the evaluation jumps there."""
    h = heuristics_for("wizard_kings")
    assert h.gold_race(15, 15) - h.gold_race(14, 15) > 2 * (h.gold_race(14, 15) - h.gold_race(13, 15))
    assert h.gold_race(11, 15) == 0.0


def test_the_search_keeps_unspent_gold():
    """6.3: giving up gold is never a search move (stored tokens build later)."""
    from game.wizard_kings.actions import EndBuild, GiveUpGold

    h = heuristics_for("wizard_kings")
    rules, state, seat, _rival = _free_move()
    acts = [GiveUpGold(seat, (0, 0)), EndBuild(seat)]
    assert h.prune(rules, state, seat, acts) == [EndBuild(seat)]


def test_a_fought_over_city_counts_for_the_stronger_side():
    """A city with blocks of both sides in it is nobody's (4.4), but the evaluation credits most
    of its value to the side likely to win the battle there."""
    from game.wizard_kings import movement as mv
    from game.wizard_kings import scenarios as sc

    rules, state, seat, rival = _free_move()
    h = heuristics_for("wizard_kings")
    bd = mv.board(state)
    prize = next(c for c in _cities(state, rival) if bd.cities[c].value >= 2)
    strong = _mobile(state, h, seat, 2)
    weak = _mobile(state, h, rival, 1)[0]
    _clear(state, {*strong, weak})
    for uid in strong:
        state.units[uid][2] = prize
        state.units[uid][3] = h.blocks[state.units[uid][0]].max
    state.units[weak][2] = prize
    state.units[weak][3] = 1
    assert sc.controlled_value(state, seat) == 10 and sc.controlled_value(state, rival) == 10 - bd.cities[prize].value
    cv, _mat, _pos = h.features(state)
    assert cv[seat] > 10 + 0.5 * bd.cities[prize].value
    assert cv[rival] < 10 - 0.5 * bd.cities[prize].value


def test_the_weaker_levels_noise_is_kept_in_score_points():
    """A clear lead flattens the values toward 1: the root noise of the weaker levels shrinks
    with the slope there, so the moves that convert the lead are not drowned in it."""
    h = heuristics_for("wizard_kings")
    assert h.noise_scale(0.5) == 1.0
    assert h.noise_scale(0.97) < 0.15
    assert DEFAULT.noise_scale(0.97) == 1.0
