"""A Big Book of Madness teammate states its intent (ai/madness/intent.py): which curse it breaks
and when, or what it lacks in the shared support; then it plays what it said. Hand-built
positions; the intent is read from the view of the person at the screen (seat 0)."""

import pytest

from ai.agent import Budget
from ai.madness.intent import plan, plan_text
from ai.registry import game_ai, make
from game import registry
from game.core import i18n
from game.madness.actions import BreakCurse, EndActions
from game.madness.machine import run
from tests.madness.helpers import blank, give, place_curse

FIRE, WATER = 1, 0
R = registry.get("madness")


def _position(fire: int = 4, open_hands: bool = True):
    """Round 1, marker 1, P1 (the person) in its action phase; a fire curse on space 4 (it
    triggers in two turns); P2 (the AI) holds ``fire`` fire cards and gets its turn before."""
    s = blank(3, open_hands=open_hands)
    s.track = [-1] * 5
    place_curse(s, 3, FIRE, "C1")
    give(s, 0, "hand", "W1", "E1", "A1")
    give(s, 1, "hand", *(["F1"] * fire), "E1")
    give(s, 2, "hand", "W1", "E1")
    for q in range(3):
        give(s, q, "deck", "W1", "E1", "A1", "W1", "E1")
    s.active = 0
    s.tasks = [("end_turn",), ("recup",), ("act", 0, -1, "normal", (), True)]
    run(s)
    return s


def _ai_turn(s, seat: int = 1) -> list:
    """The person ends its actions; the planner plays ``seat``'s decisions until its actions end."""
    agent = make("planner", R, seat, 3)
    if R.to_act(s) == [0]:
        R.apply(s, EndActions(0))
    played = []
    for _step in range(60):
        if R.to_act(s) != [seat]:
            break
        action = agent.choose(R.view(s, seat), R.legal_actions(s, seat), Budget(1.0))
        played.append(action)
        R.apply(s, action)
        if isinstance(action, EndActions):
            break
    return played


def test_the_teammate_says_it_breaks_the_curse_next_turn_and_then_breaks_it():
    s = _position()
    said = plan(R.view(s, 0), 1)
    assert said["kind"] == "break" and said["slot"] == 3 and said["when"] == "next" and not said["needs"]
    assert said == plan(R.view(s, 1), 1)   # open hands: the person reads what the teammate knows
    assert plan_text(said) == "I break the fire curse “a madness each” on 4 in my next turn."
    acts = [a for a in _ai_turn(s) if type(a).__name__ in ("BreakCurse", "Cast", "Learn", "Acquire", "Banish")]
    assert acts and acts[0] == BreakCurse(1, 3)   # what it said is the first thing it does
    assert s.track[3] == -1


def test_in_its_own_turn_it_says_it_breaks_it_now():
    s = _position()
    R.apply(s, EndActions(0))
    said = plan(R.view(s, 0), 1)
    assert (said["kind"], said["slot"], said["when"]) == ("break", 3, "now")
    assert plan_text(said) == "I break the fire curse “a madness each” on 4 now."


def test_a_teammate_one_card_short_asks_for_it_in_the_support_and_breaks_once_it_is_there():
    s = _position(fire=3)
    said = plan(R.view(s, 0), 1)
    assert (said["kind"], said["slot"], said["needs"], said["turns"]) == ("ask", 3, [[FIRE, 1]], 2)
    assert plan_text(said) == ("I go for the fire curse “a madness each” on 4; I need 1 fire more in the support. "
                               "(It triggers after 2 more turns.)")
    give(s, 0, "support", "F1")   # the person parks the fire card it asked for
    said = plan(R.view(s, 0), 1)
    assert (said["kind"], said["slot"]) == ("break", 3)
    assert BreakCurse(1, 3) in _ai_turn(s)
    assert s.track[3] == -1


def test_given_an_action_through_telepathy_it_breaks_the_planned_curse_and_says_so():
    s = _position()
    s.tasks.append(("act", 1, 1, "normal", (), False))   # P1 cast Telepathy: one action for P2
    said = plan(R.view(s, 0), 1)
    assert (said["kind"], said["slot"], said["when"], said["giver"]) == ("break", 3, "granted", 0)
    text = plan_text(said, lambda q: R.seat_name(s, q))
    assert text == f"With the action {R.seat_name(s, 0)} gave me, I break the fire curse “a madness each” on 4."
    agent = make("planner", R, 1, 3)
    assert agent.choose(R.view(s, 1), R.legal_actions(s, 1), Budget(1.0)) == BreakCurse(1, 3)


def test_a_teammate_with_no_curse_in_reach_states_nothing():
    s = _position(fire=0)
    assert plan(R.view(s, 0), 2) is None


@pytest.mark.parametrize("fire", [0, 3, 4])
def test_with_hidden_hands_the_words_never_tell_the_teammates_hand(fire):
    """Hidden hands (§4.1 variant): what the person reads of P2's plan is the same whatever P2
    holds (only the curse it watches); with open hands it follows the hand."""
    s = _position(fire=fire, open_hands=False)
    said = plan(R.view(s, 0), 1)
    assert said["kind"] == "watch" and said["slot"] == 3 and not said["needs"]
    assert plan_text(said) == "I keep watch on the fire curse “a madness each” on 4. (It triggers after 2 more turns.)"
    own = plan(R.view(s, 1), 1)   # the teammate itself knows its hand
    assert own is None if fire == 0 else own["kind"] in ("ask", "break")


def test_the_game_ai_states_intents():
    ai = game_ai("madness")
    assert ai.intent is plan and ai.intent_text is plan_text


def test_czech_words_and_the_three_plural_forms():
    s = _position(fire=3)
    said = plan(R.view(s, 0), 1)
    i18n.set_language("cs")
    try:
        forms = []
        for turns in (1, 3, 5):
            said["turns"] = turns
            forms.append(plan_text(said))
        assert forms[0].startswith("Jdu po kletbě na políčku 4 (ohnivá kletba")
        assert "v podpoře mi ještě chybí 1× oheň" in forms[0]
        assert [f.rsplit("(", 1)[1] for f in forms] == ["Spustí se po 1 dalším tahu.)",
                                                        "Spustí se po 3 dalších tazích.)",
                                                        "Spustí se po 5 dalších tazích.)"]
    finally:
        i18n.set_language("en")


def test_an_extra_action_in_its_own_turn_is_no_gift():
    s = _position()
    R.apply(s, EndActions(0))
    s.tasks.append(("act", 1, 1, "normal", (), False))   # an effect gave the active seat one more action
    said = plan(R.view(s, 0), 1)
    assert (said["kind"], said["when"], said["giver"]) == ("break", "now", -1)


def test_it_says_whom_it_gives_an_action_by_telepathy_and_the_partner_breaks_the_curse_with_it():
    """P1 (an AI, Telepathy and an air card) cannot pay the fire curse on space 2, which triggers
    before P3's turn; P3 holds the four fire. P1 says it gives P3 an action for it, picks P3 when
    it casts, and P3 says what it does with the action and does it. Read by P2, the person."""
    s = blank(3)
    s.track = [-1] * 5
    place_curse(s, 0, FIRE, "C1")
    give(s, 0, "hand", "A1", "W1", "E1")
    give(s, 1, "hand", "W1", "E1")
    give(s, 2, "hand", "F1", "F1", "F1", "F1", "E1")
    for q in range(3):
        give(s, q, "deck", "W1", "E1", "A1", "W1", "E1")
    s.active = 0
    s.tasks = [("end_turn",), ("recup",), ("act", 0, -1, "normal", (), True)]
    run(s)
    said = plan(R.view(s, 1), 0)
    assert (said["kind"], said["partner"], said["slot"]) == ("grant", 2, 0)
    name = lambda q: R.seat_name(s, q)  # noqa: E731
    assert plan_text(said, name) == f"I give {name(2)} an action to break the fire curse “a madness each” on 2."
    agents = {0: make("planner", R, 0, 3), 2: make("planner", R, 2, 3)}
    picked, granted = None, None
    for _step in range(40):
        seat = R.to_act(s)[0]
        if s.tasks[-1][0] == "act" and seat == 2 and granted is None:
            granted = plan(R.view(s, 1), 2)
        action = agents[seat].choose(R.view(s, seat), R.legal_actions(s, seat), Budget(1.0))
        if type(action).__name__ == "PickPlayer":
            assert plan(R.view(s, 1), 0)["partner"] == 2
            picked = action.player
        R.apply(s, action)
        if s.track[0] < 0 or isinstance(action, EndActions):
            break
    assert picked == 2 and s.track[0] == -1
    assert (granted["kind"], granted["when"], granted["giver"], granted["slot"]) == ("break", "granted", 0, 0)


def test_a_curse_that_has_triggered_is_left_until_the_final_round():
    """The planner leaves a curse that has triggered (it does no more harm before the final
    round), so the teammate does not claim it; in the final round every curse must go (§1.1)."""
    s = _position()
    s.track[3], s.track[0] = -1, s.track[3]   # the curse on space 2, the marker past it
    s.marker = 3
    assert plan(R.view(s, 0), 1) is None
    s.round = 6
    said = plan(R.view(s, 0), 1)
    assert (said["kind"], said["slot"], said["turns"]) == ("break", 0, -1)


def test_the_move_it_has_decided_on_is_said_for_certain():
    """The table may know the AI's next move before it is played: a curse it breaks, or a
    Telepathy it casts, is then its intent, whatever the team plan guessed."""
    s = _position(fire=4)
    R.apply(s, EndActions(0))
    s.track[4] = s.track[3]   # a second fire curse, on space 5
    view = R.view(s, 0)
    assert plan(view, 1)["slot"] == 3
    said = plan(view, 1, BreakCurse(1, 4))
    assert (said["kind"], said["slot"], said["when"]) == ("break", 4, "now")
    assert plan(view, 1, EndActions(1)) == plan(view, 1)   # any other move: the plan as it was


def test_a_curse_the_person_can_break_in_the_action_phase_under_way_is_left_to_the_person():
    s = _position()
    give(s, 0, "hand", "F1", "F1", "F1", "F1")   # P1, in its action phase, can pay it now
    assert plan(R.view(s, 0), 1) is None
