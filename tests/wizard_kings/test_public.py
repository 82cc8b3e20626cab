"""What the other armies read of an army's decisions: blocks face down (2.0), deployment and
building as hidden orders revealed together (1.22, 6.0 [DD]), seats named by their armies."""

from __future__ import annotations

from game.core.events import Secret
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import (
    ActFirst,
    BuildStep,
    BuildUnit,
    Deploy,
    DeployStep,
    Move,
    ProposeAlliance,
)
from game.wizard_kings.rules import RULES as R


def deploying() -> tuple[object, Deploy]:
    """A two-army game played to its first deployment (armies and maps chosen)."""
    s = R.setup({"players": 2, "victory": "time"}, 3)
    for _ in range(20):
        seat = R.to_act(s)[0]
        legal = R.legal_actions(s, seat)
        deploy = next((a for a in legal if isinstance(a, Deploy)), None)
        if deploy is not None:
            return s, deploy
        R.apply(s, legal[0])
    raise AssertionError("no deployment within 20 actions")


def test_1_22_another_army_reads_that_a_block_is_deployed_not_which_or_where():
    s, deploy = deploying()
    other = 1 - deploy.seat
    own = R.public_label(s, deploy, deploy.seat)
    city = mv.board(s).hex_name(deploy.city)
    assert "strength 1" in own and city in own and "(" + str(deploy.city[0]) + "," not in own   # by name
    for viewer in (other, None):
        assert R.public_label(s, deploy, viewer) == "Deploy a block"
    after = R.clone(s)
    events = R.apply(after, deploy)
    secret = next(e for e in events if isinstance(e, Secret))
    block = deploy.label().split(" (")[0].removeprefix("Deploy ")
    assert block in R.event_text(after, secret, deploy.seat)
    assert R.event_text(after, secret, other).endswith("deploy a block")
    assert block not in R.event_text(after, secret, None)


def test_6_0_build_orders_name_no_block_and_no_city_to_the_others():
    s, deploy = deploying()
    for action in (BuildUnit(0, "elves.glader", (4, 1)), BuildStep(0, "E7"), DeployStep(0, "E7")):
        text = R.public_label(s, action, 1)
        assert "Glader" not in text and "E7" not in text and "(4,1)" not in text


def test_moves_are_seen_by_all():
    s, _ = deploying()
    move = Move(0, "E2", ((3, 1), (3, 2)))
    seen = R.public_label(s, move, 1)
    assert seen == R.public_label(s, move, None) and seen.startswith("Move ") and "(3,2)" not in seen
    assert "E2" not in seen


def test_4_9_seats_are_named_by_their_armies():
    s, _ = deploying()
    s.armies = ["Orcs", "Elves"]
    assert R.public_label(s, ProposeAlliance(0, 1), 1) == "Offer the Elves an alliance"
    assert "Orcs" in R.public_label(s, ActFirst(1, 0), None)


def test_1_23_the_outcome_names_the_winner_and_what_decided_it():
    from game.wizard_kings import scenarios as sc
    from tests.wizard_kings.helpers import make

    s = make(armies=("Elves", "Orcs"))
    events: list = []
    sc._time_decision(s, [12, 9], events, "hold the most city gold at the end of turn 30 (V2)")
    assert s.result == ((0,), "The Elves hold the most city gold at the end of turn 30 (V2)")
    assert R.outcome_text(s) == "The Elves hold the most city gold at the end of turn 30 (V2)"
    assert "decided as" not in events[-1].text()


def test_the_chart_counts_turns():
    s, _ = deploying()
    assert R.period_unit == "turn" and R.period(s) == s.turn
    assert "GP" in R.score_text(s, 0)


def test_the_armies_are_plural_in_the_log():
    from game.core.events import DiceRolled, GameOver

    s, _ = deploying()
    s.armies = ["Orcs", "Elves"]
    assert R.event_text(s, DiceRolled(1, (5, 4), purpose="initiative"), None) == "Elves roll for initiative: 5 4"
    assert R.event_text(s, GameOver((0,), "x"), 1).startswith("Game over: Orcs win")
