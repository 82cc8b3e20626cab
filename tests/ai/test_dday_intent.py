"""A D-Day Dice partner says where its unit heads and what it needs (ai/dday/intent.py): the
cheapest road to the bunker, the courage still to find, a specialist a sector demands, and a
unit that must move and cannot. Hand-built positions on the map N-01 (sectors 1 .. 10, bunker B)."""

from ai.agent import Budget
from ai.dday.intent import plan, plan_text
from ai.registry import game_ai, make
from game import registry
from game.core import i18n
from game.dday import actions as A
from tests.dday.helpers import game, put

R = registry.get("dday")


def _at_move(players: int = 2, **opts):
    """Both units played by the planner until seat 0's first move decision (phase 4)."""
    s = R.setup({"map": "N-01", "players": players, **opts}, 3)
    agents = [make("dday_planner", R, q, 3) for q in range(players)]
    while not (s.phase == "move" and R.to_act(s) == [0]):
        seat = R.to_act(s)[0]
        R.perform(s, agents[seat].choose(R.view(s, seat), R.legal_actions(s, seat), Budget(1.0)))
    return s


def test_next_to_the_bunker_with_the_courage_it_says_so_and_goes():
    s = _at_move()
    put(s, 0, "10", courage=4, soldiers=8, visited=("1", "3", "6", "8"))
    said = plan(R.view(s, 1), 0)   # as the partner at the screen reads it
    assert (said["kind"], said["sector"], said["bunker"], said["needs"]) == ("head", "B", True, [])
    assert plan_text(said) == "I go for the bunker next."
    agent = make("dday_planner", R, 0, 3)
    assert agent.choose(R.view(s, 0), R.legal_actions(s, 0), Budget(1.0)) == A.Move(0, "B")


def test_it_names_the_road_and_the_courage_still_to_find():
    s = game("N-01", 2)
    put(s, 0, "7", courage=1)
    said = plan(R.view(s, 1), 0)
    assert said["kind"] == "head" and said["road"][0] == "7" and said["road"][-1] == "B"
    assert said["sector"] in ("8", "9") and said["needs"] == [["courage", 6]]
    assert plan_text(said) == f"I head for the bunker through sector {said['sector']}. I need 6 more courage to get there."


def test_a_unit_that_must_move_and_cannot_asks_for_courage():
    s = game("N-01", 2)
    u = put(s, 0, "9", courage=1, visited=("10",))
    u.must_move = True
    said = plan(R.view(s, 1), 0)
    assert said["kind"] == "stuck" and said["needs"] == [["courage", 3]]
    assert plan_text(said) == "I must move on from sector 9 and cannot. I need 3 more courage to move on."


def test_advanced_a_sector_that_demands_a_specialist_is_named():
    s = game("N-01", 1, level="advanced")
    put(s, 0, "2", courage=20, specs=(), visited=("1", "3", "4"))   # the road leads through 5 only
    said = plan(R.view(s, 0), 0)
    assert said["road"][:2] == ["2", "5"] and ["specialist", "Corporal", "5"] in said["needs"]
    assert plan_text(said) == "I head for the bunker through sector 5. I need a Corporal to enter sector 5."
    put(s, 0, "2", courage=20, specs=("Corporal",), visited=("1", "3", "4"))
    assert plan(R.view(s, 0), 0)["needs"] == []


def test_a_unit_off_the_road_says_nothing():
    s = game("N-01", 2)
    s.units[0].status = 1   # safe: its road is over
    assert plan(R.view(s, 1), 0) is None


def test_the_game_ai_states_intents_and_czech_counts_courage_in_three_forms():
    ai = game_ai("dday")
    assert ai.intent is plan and ai.intent_text is plan_text
    said = {"kind": "head", "sector": "8", "bunker": False, "needs": [["courage", 1]], "from": "7"}
    i18n.set_language("cs")
    try:
        texts = []
        for n in (1, 3, 6):
            said["needs"] = [["courage", n]]
            texts.append(plan_text(said))
    finally:
        i18n.set_language("en")
    assert texts[0] == "Mířím k bunkru přes sektor 8. Cestou potřebuji ještě 1 bod odvahy."
    assert texts[1].endswith("3 body odvahy.") and texts[2].endswith("6 bodů odvahy.")


def test_the_move_it_has_decided_on_is_where_it_heads_and_a_stay_is_said():
    s = game("N-01", 2)
    put(s, 0, "7", courage=5)
    view = R.view(s, 1)
    said = plan(view, 0, A.Move(0, "9"))
    assert (said["kind"], said["sector"]) == ("head", "9")
    said = plan(view, 0, A.Stay(0))
    assert said["kind"] == "hold" and plan_text(said).startswith("I hold sector 7 this turn.")
