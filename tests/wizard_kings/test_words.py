"""Places by name in what the engine writes: moves in the log, actions told with names."""

from __future__ import annotations

from game.core.events import UnitMoved
from game.wizard_kings import words
from game.wizard_kings.actions import Move, Retreat
from game.wizard_kings.rules import RULES
from tests.wizard_kings.helpers import legal, make, play


def test_a_move_in_the_log_names_its_places_and_still_animates_along_its_path():
    s = make([("G", 0, "elves.glader", 2, (4, 1))], armies=("Elves", "Orcs"))
    move = next(a for a in legal(s, 0) if isinstance(a, Move) and len(a.path) == 2)
    events = play(s, move)
    ev = next(e for e in events if isinstance(e, UnitMoved))
    assert ev.path == ((4, 1), *move.path) and ev.animation == "move"
    text = ev.text()
    assert text.startswith("G (Elves) moves from Logyn to the ")
    assert "(" not in text.split("moves", 1)[1]          # no coordinates


def test_describe_tells_an_action_with_place_names():
    s = make([("G", 0, "elves.glader", 2, (4, 1))], armies=("Elves", "Orcs"))
    move = next(a for a in legal(s, 0) if isinstance(a, Move) and a.path[-1] == (3, 2))
    assert words.describe(s, move, 0) == "Move the Glader G from Logyn to the clear hex south-west of Logyn"
    assert words.describe(s, move, 1) == "Move G from Logyn to the clear hex south-west of Logyn"   # face down
    assert words.describe(s, Retreat(0, "G", (4, 0)), 0) == "The Glader G retreats to the clear hex north-west of Logyn"
    assert RULES.public_label(s, move, 0) == words.describe(s, move, 0)      # the log reads it so
    assert RULES.public_label(s, move, 1) == words.describe(s, move, 1)
