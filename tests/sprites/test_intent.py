"""AI teammates state their intent at the table (sprites/table/intent.py, the follow mixin): the
recap that greets the person's turn ends with what each AI teammate plans, and an AI move is held
with what it means to do next; the words are the ones its next move bears out. Played by real
events from a hand-built Big Book of Madness position."""

from __future__ import annotations

from game import registry
from game.core.match import Match
from game.core.rng import Rng
from game.madness.actions import BreakCurse, EndActions
from game.madness.machine import run
from sprites.scenes.table import TableScene
from sprites.table.intent import intents
from tests.madness.helpers import blank, c, give, place_curse
from tests.sprites.conftest import frames, run_until

FIRE = 1
BREAK_NEXT = "I break the fire curse “a madness each” on 4 in my next turn."
BREAK_NOW = "I break the fire curse “a madness each” on 4 now."


def _table(app, open_hands: bool = True) -> TableScene:
    """The person (P1) in its action phase; P2, an AI, holds the four fire cards that break the
    fire curse on space 4, and plays before it triggers."""
    rules = registry.get("madness")
    match = Match(rules, {"players": 2, "open_hands": open_hands}, 7)
    s = blank(2, open_hands=open_hands)
    s.track = [-1] * 5
    place_curse(s, 3, FIRE, "C1")
    give(s, 0, "hand", "W1", "E1", "A1")
    give(s, 1, "hand", "F1", "F1", "F1", "F1", "E1")
    for q in range(2):
        give(s, q, "deck", "W1", "E1", "A1", "W1", "E1", "A1")
    s.tasks = [("end_turn",), ("recup",), ("act", 0, -1, "normal", (), True)]
    run(s)
    match.state = s
    return app.push(TableScene(app, match, ["human", "normal"]))


def test_the_recap_at_the_persons_turn_holds_the_teammates_plan_and_its_move_bears_it_out(app):
    table = _table(app)
    assert run_until(app, lambda: table.human_turn() and table.recap is not None, 30)
    frames(app, 2)   # drawn: its rows laid out and boxed
    assert table.recap.intents == [(1, f"{table.seat_name(1)}: {BREAK_NEXT}")]
    table.choose(EndActions(0))
    assert run_until(app, lambda: table.beat is not None and table.beat.started, 60, dt=0.05)
    beat = table.beat
    assert beat.seat == 1 and table.match.actions[-1] == BreakCurse(1, 3)   # what it said it does
    assert beat.intent == BREAK_NOW   # held on the board with what it is doing
    frames(app, 2)


def test_with_hidden_hands_the_person_reads_nothing_of_the_teammates_hand(app):
    table = _table(app, open_hands=False)
    assert run_until(app, lambda: table.human_turn() and table.recap is not None, 30)
    [(seat, words)] = table.recap.intents
    assert seat == 1 and "keep watch on the fire curse" in words
    # the same words whatever the teammate holds: they come from the person's view
    other = table.match.state.clone()
    other.hand[1] = [c("W1")] * len(other.hand[1])
    assert intents(table.rules, other, 0, [1]) == intents(table.rules, table.match.state, 0, [1])


def test_d_day_the_partner_s_road_greets_the_person_s_turn(app):
    """D-Day Dice: once the units are on the beach, the recap at the person's turn says where the
    AI partner's unit heads (its words as the person reads them)."""
    rules = registry.get("dday")
    match = Match(rules, {"players": 2, "map": "N-01"}, 3)
    table = app.push(TableScene(app, match, ["human", "normal"]))
    rng = Rng(3)

    def greeted() -> bool:
        if table.human_turn() and table.recap is not None and table.recap.intents:
            return True
        if table.human_turn() and table.forced_move is None:
            table.recap = None
            table.choose(rng.choice(match.legal(table.viewer)))
        return False

    assert run_until(app, greeted, 120, dt=0.05)
    [(seat, words)] = table.recap.intents
    assert seat == 1 and words.startswith(f"{table.seat_name(1)}: I ")
    assert words == f"{table.seat_name(1)}: " + intents(rules, match.state, 0, [1])[0][1]
    frames(app, 2)


def test_while_an_ai_move_is_held_its_next_move_firms_up_what_it_says(app):
    """The teammate's next decision comes while its last move is shown: the words under the beat
    are then read with that move (a curse it breaks is said for certain), and it plays it."""
    table = _table(app)
    assert run_until(app, lambda: table.human_turn(), 30)
    table.recap = None
    table.choose(EndActions(0))
    assert run_until(app, lambda: table.beat is not None and table.beat.started and table.beat.sure, 60, dt=0.05)
    beat, nxt = table.beat, table.session.next_move(table.beat.seat)
    assert nxt is not None and beat.intent == intents(table.rules, table.match.state, 0, [1], nxt)[0][1]
    assert beat.intent == BREAK_NOW
    n = len(table.match.actions)
    assert run_until(app, lambda: len(table.match.actions) > n, 30, dt=0.05)
    assert table.match.actions[n] == nxt   # and it plays just that
