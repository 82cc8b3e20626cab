"""The Big Book of Madness teammates plan as a team (ai/madness/team.py): what one seat can pay
counts, cards go where a partner needs them, granted actions go to the partner who can break."""

import pytest

from ai.agent import Budget
from ai.madness import team
from ai.madness.choices import Chooser
from ai.madness.evaluation import evaluate, urgency
from ai.registry import make
from game import registry
from game.madness.actions import PickPlayer
from game.madness.data import SPELL_ID
from tests.madness.helpers import blank, c, give, place_curse, set_madness, start_actions

FIRE, WATER = 1, 0


@pytest.fixture
def rules():
    return registry.get("madness")


def _spread_fire(n=3):
    """Round 1, marker 1, P1 to act: a fire curse on space 4 (it triggers in three turns); P2 and
    P3 hold fire, but no seat alone holds the four it costs. P1 can buy an F2 with its two fire
    (a better deck) or park one in the support with Ice, where P2 completes the curse."""
    s = blank(n)
    s.track = [-1] * 5
    place_curse(s, 3, FIRE, "C1")
    give(s, 0, "hand", "F1", "F1", "W1", "E1")
    give(s, 1, "hand", "F1", "F1", "F1", "E1")
    if n > 2:
        give(s, 2, "hand", "W1", "E1")
    return s


def test_4_5_1_what_the_team_holds_counts_only_where_one_seat_can_pay_it():
    s = _spread_fire()
    [(slot, share, who, ahead)] = team.reach(s, urgency)
    assert (slot, who, ahead) == (3, 1, True) and share == pytest.approx(0.75)
    kept, parked = s.clone(), s.clone()
    give(kept, 0, "hand", "F1")  # the fourth fire in the hand of P1, whose turn is ending ...
    give(parked, 0, "support", "F1")  # ... or in the shared support: P2 can pay the curse in time
    assert team.reach(kept, urgency)[0][1] == pytest.approx(0.75)
    [(_slot, share, who, _ahead)] = team.reach(parked, urgency)
    assert share == 1.0 and who == 1
    assert evaluate(parked) > evaluate(kept) + 3.0


def test_a_curse_that_triggers_before_the_holders_turn_is_not_ready():
    s = _spread_fire()
    s.track[3], s.track[0] = -1, s.track[3]  # the curse moves to space 2: it triggers next turn
    give(s, 0, "support", "F1")
    [(_slot, share, _who, ahead)] = team.reach(s, urgency)
    assert ahead and share == 0.0  # P2's turn comes after it triggered; P1 holds no Telepathy air


def test_1_1_in_the_final_round_a_curse_is_in_time_until_the_round_ends():
    """Round 6 is won only if every curse is gone at the Invocation space (§1.1, §4.4): a curse
    that triggers before the holder's turn can still be broken in that turn."""
    s = _spread_fire()
    s.track[3], s.track[0] = -1, s.track[3]  # space 2: it triggers next turn
    give(s, 0, "support", "F1")
    s.round, s.turn = 6, 26
    [(_slot, share, who, ahead)] = team.reach(s, urgency)
    assert ahead and share == 1.0 and who == 1  # P2 pays it in its turn, after the trigger


def test_the_teammate_collects_for_the_curse_its_partner_is_one_card_short_of(rules):
    s = _spread_fire()
    start_actions(s, 0)
    agent = make("planner", rules, 0, 3)
    turn = s.turn
    while s.turn == turn and rules.to_act(s) == [0] and s.tasks[-1][0] != "recup":
        legal = rules.legal_actions(s, 0)
        action = agent.choose(rules.view(s, 0), legal, Budget(1.0))
        if type(action).__name__ == "EndActions":
            break
        rules.perform(s, action)
    # Its own fire went where the partner reaches it (the support, or P2's hand), or P2 already
    # broke the curse in a granted action; the evaluation without team reach bought an F2.
    done = s.track[3] == -1
    ready = any(slot == 3 and share >= 1.0 for slot, share, _w, _a in team.reach(s, urgency))
    assert done or ready


def test_4_5_8_a_granted_action_goes_to_the_partner_who_can_break_a_curse(rules):
    s = blank(3)
    s.track = [-1] * 5
    place_curse(s, 0, WATER, "C1")
    give(s, 0, "hand", "A1", "E1")
    give(s, 1, "hand", "E1", "E1", "F1")
    give(s, 2, "hand", "W2", "W1", "W1")
    s.tasks = [("players", 0, "S", SPELL_ID["Telepathy"], 0, 0, 1, 1, (), True)]
    legal = rules.legal_actions(s, 0)
    assert {a.player for a in legal} == {1, 2}
    assert team.helper_for(s, 0, [1, 2], urgency) == 2
    choice = Chooser(rules).choose(s, legal)
    assert isinstance(choice, PickPlayer) and choice.player == 2


def test_4_5_8_the_planner_casts_telepathy_for_the_partner_and_the_curse_breaks(rules):
    s = blank(3)
    s.track = [-1] * 5
    place_curse(s, 0, WATER, "C1")
    give(s, 0, "hand", "A1", "E1")
    give(s, 1, "hand", "E1", "E1", "F1")
    give(s, 2, "hand", "W2", "W1", "W1")
    start_actions(s, 0)
    agents = [make("planner", rules, k, 9 + k) for k in range(3)]
    turn = s.turn
    while s.turn == turn and s.track[0] >= 0:
        k = rules.to_act(s)[0]
        legal = rules.legal_actions(s, k)
        action = agents[k].choose(rules.view(s, k), legal, Budget(1.0))
        assert not (k == 0 and type(action).__name__ == "EndActions")
        rules.perform(s, action)
    assert s.track[0] == -1 and s.turn == turn


def test_the_next_monster_is_read_from_the_book():
    s = blank(2)
    from game.madness.data import PAGES

    assert team.next_icons(s) == tuple(PAGES[s.pages[1]][2])
    s.round = 6
    assert team.next_icons(s) == ()


def test_4_10_late_in_a_round_the_team_counts_what_pays_the_next_monsters_curses():
    """Marker 5 of round 1: the next player opens round 2, whose first curse (the first icon of
    the book's preview, difficulty I: no multi-element curse yet) triggers on space 2."""
    from game.madness.data import PAGES

    s = blank(3)
    s.track = [-1] * 5
    s.marker = 5
    first = PAGES[s.pages[1]][2][0]
    curses = team.next_curses(s)
    assert [c[0] for c in curses] == [0, 1, 2]
    assert curses[0][1][first] == 4 and curses[0][2] == [1]  # only P2 plays before it triggers
    name = "WFEA"[first]
    give(s, 1, "hand", f"{name}2", f"{name}1")
    short = evaluate(s)
    assert team.next_reach(s)[0][1] == pytest.approx(0.75)
    give(s, 0, "support", f"{name}1")
    assert team.next_reach(s)[0][1] == 1.0
    assert evaluate(s) > short + 1.0


def test_breath_gives_the_partner_the_card_it_is_short_of(rules):
    """Breath (air 1): the card goes to the partner one card short of a curse, and it is that
    card, not the highest one."""
    s = blank(3)
    s.track = [-1] * 5
    place_curse(s, 3, FIRE, "C1")
    give(s, 0, "hand", "F1", "W3", "M")
    give(s, 1, "hand", "E1")
    give(s, 2, "hand", "F1", "F1", "F1")
    chooser = Chooser(rules)
    s.tasks = [("breath_q", 0, 1)]
    choice = chooser.choose(s, rules.legal_actions(s, 0))
    assert choice.player == 2
    rules.perform(s, choice)
    pick = chooser.choose(s, rules.legal_actions(s, 0))
    assert pick.card == c("F1")


def _one_short_next_turn(n=2):
    """Round 1, marker 1, P1 to act: a fire "madness each" curse on space 2 triggers at the start
    of the next turn, so only this turn can break it. P2 holds three fire; P1 holds the fourth,
    water for Ice and air for Telepathy (its basic spells)."""
    s = blank(n)
    s.track = [-1] * 5
    place_curse(s, 0, FIRE, "C1")
    give(s, 0, "hand", "F1", "W1", "A1", "E1")
    give(s, 1, "hand", "F1", "F1", "F1", "E1")
    start_actions(s, 0)
    return s


def test_4_5_8_in_its_own_turn_the_seat_counts_the_partner_it_can_grant_an_action_to():
    """The curse triggers before P2's turn: only P1's Telepathy this turn reaches P2's hand. With
    P1's fire parked in the support the curse is ready now, and no longer once P1's actions end."""
    s = _one_short_next_turn()
    s.hand[0].remove(c("F1"))
    s.support[0].append(c("F1"))
    [(_slot, share, who, ahead)] = team.reach(s, urgency, now=True)
    assert ahead and share == 1.0 and who == 1
    assert team.reach(s, urgency)[0][1] == 0.0  # the next turns: nobody before it triggers
    assert evaluate(s) > evaluate(s, closing=True) + 3.0
    s.spells[0] = [e | 1 if e >> 2 == SPELL_ID["Telepathy"] else e for e in s.spells[0]]
    assert team.reach(s, urgency, now=True)[0][1] < 1.0  # Telepathy already used this turn


def test_the_seat_parks_the_partners_missing_card_and_grants_it_the_action_that_breaks(rules):
    """Ice (1 water) parks P1's fire in the support, Telepathy (1 air) gives P2 an action, and
    P2 pays 4 fire from its hand and the support: the curse breaks before it triggers."""
    s = _one_short_next_turn()
    agents = [make("planner", rules, k, 11 + k) for k in range(2)]
    turn = s.turn
    while s.turn == turn and s.track[0] >= 0:
        k = rules.to_act(s)[0]
        legal = rules.legal_actions(s, k)
        rules.perform(s, agents[k].choose(rules.view(s, k), legal, Budget(1.0)))
    assert s.track[0] == -1 and s.turn == turn


def test_ice_parks_the_card_a_partner_lacks():
    """Ice puts one card into the support: the fire P2 is one short of, not the higher E2."""
    s = blank(2)
    s.track = [-1] * 5
    place_curse(s, 3, FIRE, "C1")
    give(s, 0, "hand", "F1", "E2", "A1")
    give(s, 1, "hand", "F1", "F1", "F1")
    s.tasks = [("pick", 0, 0, "support", 1, "any", "H", False, 1, (), -1)]
    legal = registry.get("madness").legal_actions(s, 0)
    choice = Chooser(registry.get("madness")).choose(s, legal)
    assert choice.card == c("F1")


def test_4_10_round_five_banks_the_final_monsters_elements_in_the_shared_support():
    """Round 5, late: a card of one of the final monster's elements (the book's preview) is
    worth more in the shared support, where every seat pays from in the final round, than in a
    hand, and still when the madness deck runs low: most games that reach the final round are
    lost there, at the Invocation space, with an empty support."""
    from game.madness.data import PAGES

    s = blank(2)
    s.track = [-1] * 5
    s.round, s.marker = 5, 4
    elem = PAGES[s.pages[5]][2][0]
    name = "WFEA"[elem] + "3"
    in_hand, parked = s.clone(), s.clone()
    give(in_hand, 0, "hand", name)
    give(parked, 0, "support", name)
    assert evaluate(parked) > evaluate(in_hand) + 2.0
    for st in (in_hand, parked):
        set_madness(st, 4)
    assert evaluate(parked) > evaluate(in_hand) + 2.0
    early = parked.clone()
    early.round = 3  # before round 4 the support holds nothing for the final monster
    in_hand.round = 3
    assert evaluate(early) - evaluate(in_hand) < 1.0
