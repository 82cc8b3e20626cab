"""The Big Book of Madness teammate (``planner``): legal, view-only, deterministic, and it follows
the rulebook hints (break curses before they trigger, banish madness, pay without waste)."""

import pytest

from ai.agent import Budget
from ai.madness.choices import Chooser
from ai.madness.evaluation import evaluate
from ai.registry import agent_for, make
from game import registry
from game.core.match import Match
from game.madness.actions import Pay
from game.madness.data import CURSE_CODE, CURSE_DECK_MULTI, MADNESS, SPELL_ID, card
from tests.madness.helpers import blank, give, place_curse, set_madness, start_actions
from tests.toygame import PigRules


@pytest.fixture
def rules():
    return registry.get("madness")


def _act_state(rules, seed=3):
    """A fresh game at the first action decision, with the first seat to act."""
    state = rules.setup({}, seed)
    chooser = Chooser(rules)
    while not (state.tasks[-1][0] == "act" and state.tasks[-1][2] == -1):
        seat = rules.to_act(state)[0]
        rules.perform(state, chooser.choose(state, rules.legal_actions(state, seat)))
    seat = rules.to_act(state)[0]
    return state, seat


def test_the_planner_plays_only_madness():
    with pytest.raises(KeyError):
        make("planner", PigRules(), 0, 1)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_chooses_legal_actions_in_a_whole_game(rules, level):
    match = Match(rules, {}, 5)
    agents = [make(f"planner:{level}", rules, k, 50 + k) for k in range(2)]
    steps = 0
    while not match.over and steps < 3000:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        action = agents[seat].choose(match.view(seat), legal, Budget(1.0))
        assert action in legal
        match.play(action)
        steps += 1
    assert match.over


def test_decisions_are_deterministic_for_a_seed_and_depend_on_the_view_only(rules):
    state, seat = _act_state(rules)
    other = rules.clone(state)
    other.deck[seat] = list(reversed(other.deck[seat]))  # hidden: the seat's own draw deck
    legal = rules.legal_actions(state, seat)
    first = make("planner", rules, seat, 7).choose(rules.view(state, seat), legal, Budget(1.0))
    second = make("planner", rules, seat, 7).choose(rules.view(other, seat), legal, Budget(1.0))
    assert first == second


def test_it_breaks_a_curse_before_it_triggers(rules):
    state, seat = _act_state(rules)
    state.track = [CURSE_CODE[(0, "C1")], -1, -1, -1, -1]  # a water "madness each" on space 2
    state.hand[seat] = [card(0, 2), card(0, 2), card(1, 1), card(2, 1), card(3, 1), card(3, 1)]
    agents = [make("planner", rules, k, 3 + k) for k in range(state.n)]
    turn = state.turn
    # The seat may break it itself or grant the partner the action that breaks it (§4.5.8).
    while state.turn == turn and state.track[0] >= 0:
        k = rules.to_act(state)[0]
        legal = rules.legal_actions(state, k)
        action = agents[k].choose(rules.view(state, k), legal, Budget(1.0))
        assert not (k == seat and type(action).__name__ == "EndActions")
        rules.perform(state, action)
    assert state.track[0] == -1 and state.turn == turn


def test_it_banishes_madness_from_its_hand(rules):
    state, seat = _act_state(rules)
    state.track = [-1] * 5
    state.hand[seat] = [MADNESS, card(1, 2), card(0, 1), card(2, 1)]
    state.spells[seat] = []
    legal = rules.legal_actions(state, seat)
    action = make("planner", rules, seat, 3).choose(rules.view(state, seat), legal, Budget(1.0))
    assert type(action).__name__ == "Banish" and action.zone == "hand"


def test_payments_waste_nothing(rules):
    state, seat = _act_state(rules)
    state.hand[seat] = [card(0, 3), card(0, 1), card(0, 1)]
    state.tasks.append(("pay", seat, ("acquire", card(0, 2)), (2, 0, 0, 0, 0), (), "normal", True))
    legal = rules.legal_actions(state, seat)
    action = Chooser(rules).choose(state, legal)
    assert isinstance(action, Pay) and action.card == card(0, 1)


def test_evaluation_prefers_a_fuller_madness_deck_and_fewer_curses(rules):
    state, _seat = _act_state(rules)
    richer = rules.clone(state)
    richer.madness += 2
    assert evaluate(richer) > evaluate(state)
    fewer = rules.clone(state)
    slot = next(i for i, c in enumerate(fewer.track) if c >= 0)
    fewer.track[slot] = -1
    assert evaluate(fewer) > evaluate(state)


def test_agent_for_plays_the_planner():
    assert agent_for("madness", "normal").startswith("planner")


def _final_round_state(rules, seed=4):
    """A game played by the fast rules of thumb up to the final round's first action decision."""
    state = rules.setup({}, seed)
    chooser = Chooser(rules)
    while state.over == 0 and not (state.round == 6 and state.tasks[-1][0] == "act" and state.tasks[-1][2] == -1):
        seat = rules.to_act(state)[0]
        rules.perform(state, chooser.choose(state, rules.legal_actions(state, seat)))
    assert state.over == 0 and state.round == 6
    return state, rules.to_act(state)[0]


def _last_turn_one_curse_left(rules):
    """Final round, last turn: one water curse left, only the partner holds the water."""
    state, seat = _final_round_state(rules)
    other = 1 - seat
    state.marker = 5
    state.track = [-1, -1, -1, CURSE_CODE[(0, "C1")], -1]
    state.tokens = [0] * 20
    state.track_neutral = [0] * 5
    state.hand[seat] = [card(3, 1), card(1, 1), MADNESS]
    state.hand[other] = [card(0, 2), card(0, 2), card(2, 1)]
    for p in (seat, other):
        state.support[p] = []
    state.spells[seat] = [sid * 4 for sid in (0, 1, 2, 3)]  # the basic spells, refreshed
    return state, seat


def test_final_round_decisions_are_deterministic_and_depend_on_the_view_only(rules):
    state, seat = _final_round_state(rules)
    other = rules.clone(state)
    other.deck[seat] = list(reversed(other.deck[seat]))
    legal = rules.legal_actions(state, seat)
    first = make("planner", rules, seat, 11).choose(rules.view(state, seat), legal, Budget(1.0))
    second = make("planner", rules, seat, 11).choose(rules.view(other, seat), legal, Budget(1.0))
    assert first == second and first in legal


def test_final_round_it_hands_the_last_curse_to_the_partner_who_can_break_it(rules):
    state, seat = _last_turn_one_curse_left(rules)
    legal = rules.legal_actions(state, seat)
    action = make("planner", rules, seat, 5).choose(rules.view(state, seat), legal, Budget(1.0))
    assert type(action).__name__ == "Cast" and action.spell == 3  # Telepathy
    rules.perform(state, action)
    agents = [make("planner", rules, k, 20 + k) for k in range(2)]
    while not rules.is_over(state):
        k = rules.to_act(state)[0]
        rules.perform(state, agents[k].choose(rules.view(state, k), rules.legal_actions(state, k), Budget(1.0)))
    assert state.over == 1  # won


def test_the_rollout_rules_break_curses_and_use_telepathy_for_a_partner(rules):
    state, seat = _last_turn_one_curse_left(rules)
    chooser = Chooser(rules)
    legal = rules.legal_actions(state, seat)
    action = chooser.rollout_act(state, state.tasks[-1], legal)
    assert type(action).__name__ == "Cast" and action.spell == 3
    state.hand[seat] += [card(0, 3), card(0, 1)]
    legal = rules.legal_actions(state, seat)
    action = chooser.rollout_act(state, state.tasks[-1], legal)
    assert type(action).__name__ == "BreakCurse" and action.slot == 3


def test_a_card_back_in_the_madness_deck_outweighs_learning_any_spell(rules):
    # Banishing and learning both cost two elements: in rounds 1-5 the madness deck comes first.
    from game.madness.data import SPELL_ID

    state, seat = _act_state(rules)
    banished = rules.clone(state)
    banished.madness += 1
    learned = rules.clone(state)
    learned.spells[seat].append(SPELL_ID["Circle of Fire"] << 2)
    assert evaluate(banished) > evaluate(learned)


def test_the_power_is_kept_for_the_action_phase_and_used_after_the_recuperation_draw(rules):
    """§4.11: the power's other moments of the turn; the last one clears a drawn madness."""
    from game.madness.actions import Done, UsePower
    from tests.madness.helpers import blank, give

    s = blank(2, ("Viktor", "Sandra"))
    give(s, 0, "hand", "M", "W1")
    give(s, 0, "deck", "E1")
    s.active = 0
    chooser = Chooser(rules)
    for when, expected in (("grimoire", Done), ("recup", UsePower)):
        s.tasks = [("power", 0, when)]
        legal = rules.legal_actions(s, 0)
        assert type(chooser.choose(s, legal)) is expected


def test_a_payment_the_planner_cannot_complete_is_not_begun_again():
    """Seed 5055 (2 players, difficulty II) reaches a multi-element curse that Harold's hand
    seemed able to pay: the engine offered a card that dead-ended the payment (see
    tests/madness/test_payments.py), the planner cancelled and began it again, forever (20,000
    actions without an end)."""
    rules = registry.get("madness")
    seed = 5055
    match = Match(rules, {"players": 2, "difficulty": 2}, seed)
    agents = [make("planner", rules, k, seed * 1000 + k) for k in range(2)]
    cancels = 0
    while not match.over and len(match.actions) < 3000:
        seat = match.to_act()[0]
        action = agents[seat].choose(match.view(seat), match.legal(seat), Budget(3.0))
        cancels += type(action).__name__ == "CancelPayment"
        match.play(action)
    assert match.over, "the game must end"
    assert cancels <= 3


def test_an_action_whose_payment_was_cancelled_is_not_chosen_again_that_turn(rules):
    from game.madness.actions import CancelPayment

    state, seat = _act_state(rules)
    match = Match(rules, {}, 3)
    match.state = state
    planner = make("planner", rules, seat, 7)
    first = planner.choose(rules.view(state, seat), rules.legal_actions(state, seat), Budget(3.0))
    assert type(first).__name__ != "EndActions", "the planner acts in its first turn"
    rules.perform(state, first)
    assert state.tasks[-1][0] == "pay", "the action asks for a payment"
    cancel = CancelPayment(seat)
    assert planner.choose(rules.view(state, seat), [cancel], Budget(3.0)) == cancel
    rules.perform(state, cancel)
    legal = rules.legal_actions(state, seat)
    assert first in legal
    again = planner.choose(rules.view(state, seat), legal, Budget(3.0))
    assert again != first


def test_final_round_first_turn_the_team_breaks_three_curses(rules):
    """§4.5.8 / §4.5.1 in the final round: five curses, five turns. The active seat (P2) holds
    the air and earth, its partner P1 the water: P2 grants P1 an action by Telepathy, P1 breaks
    the water curse, then P2 breaks the air and earth curses with its hand and the shared
    support; a card bought or a spell learned instead would leave a curse for the last turns."""
    s = blank(3)
    s.track = [-1] * 5
    s.round, s.marker, s.turn = 6, 1, 26
    place_curse(s, 0, CURSE_DECK_MULTI, "M4")
    place_curse(s, 1, CURSE_DECK_MULTI, "M9")
    place_curse(s, 2, 2, "C1")  # earth
    place_curse(s, 3, 3, "C5")  # air
    place_curse(s, 4, 0, "C1")  # water
    give(s, 0, "hand", "W1", "A2", "E1", "A1", "W3")
    give(s, 0, "support", "W2")
    give(s, 1, "hand", "A1", "W1", "A2", "E3")
    give(s, 1, "support", "W1")
    give(s, 2, "hand", "M", "W1", "A2", "A1", "W2")
    give(s, 2, "support", "A1")
    for p in range(3):
        give(s, p, "deck", "F1", "E1", "W1", "A1", "F1", "E1", "W1")
    set_madness(s, 7)
    start_actions(s, 1)
    agents = [make("planner", rules, k, 40 + k) for k in range(3)]
    while s.over == 0 and s.marker == 1 and rules.to_act(s):
        k = rules.to_act(s)[0]
        rules.perform(s, agents[k].choose(rules.view(s, k), rules.legal_actions(s, k), Budget(1.0)))
    assert s.track[2:] == [-1, -1, -1]  # the three element curses are broken in the first turn


def _final_round_two_players(curses, hand1, hand0):
    """Round 6, first turn, P2 to act in its own turn; both seats have the basic spells."""
    s = blank(2)
    s.track = [-1] * 5
    s.round, s.marker, s.turn = 6, 1, 26
    for slot, deck, key in curses:
        place_curse(s, slot, deck, key)
    give(s, 1, "hand", *hand1)
    give(s, 0, "hand", *hand0)
    for p in range(2):
        give(s, p, "deck", "F1", "W1", "A1")
    set_madness(s, 8)
    start_actions(s, 1)
    return s


@pytest.mark.parametrize("spare_earth", [False, True])
def test_final_round_rollouts_spend_only_the_elements_no_curse_needs(rules, spare_earth):
    """The final round's roll-outs (§4.5.2): Growth costs an earth; with the team's earth all
    owed to the earth curse, the seat keeps it and ends its actions; one earth to spare, it
    draws."""
    extra = ("E1",) if spare_earth else ()
    s = _final_round_two_players([(4, 2, "C1")], ("E1", "E1", "F1", "A1", *extra), ("E2", "W1"))
    chooser = Chooser(rules)
    assert chooser._spare(s)[2] == (1 if spare_earth else 0)
    picked = chooser.rollout_act(s, s.tasks[-1], rules.legal_actions(s, 1))
    if spare_earth:
        assert type(picked).__name__ == "Cast" and picked.spell == SPELL_ID["Growth"]
    else:
        assert type(picked).__name__ == "EndActions"


def test_final_round_rollouts_break_first_the_curse_only_this_seat_can_pay(rules):
    """§4.5.6 in the final round: P2 can pay the earth curse (E2 E2) or the one-of-each curse
    (W1 F1 E2 A1), not both; its partner holds four earth and nothing else. Breaking the
    one-of-each curse leaves the earth curse to the partner; the earth curse first (the nearer
    space) would leave a curse no seat can pay."""
    s = _final_round_two_players([(0, 2, "C1"), (4, CURSE_DECK_MULTI, "M9")],
                                 ("E2", "E2", "W1", "F1", "A1"), ("E1", "E1", "E1", "E1"))
    chooser = Chooser(rules)
    legal = rules.legal_actions(s, 1)
    assert chooser.rollout_act(s, s.tasks[-1], legal, compare=False).slot == 0  # the rule of thumb
    picked = chooser.rollout_act(s, s.tasks[-1], legal)
    assert type(picked).__name__ == "BreakCurse" and picked.slot == 4
