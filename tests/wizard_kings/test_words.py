"""Places and blocks by name in what the engine writes: moves in the log, actions told with
names, blocks as their reader may know them ("your Troll", "the Orc Troll", "an Orc block")."""

from __future__ import annotations

import json
import pathlib
import random
import re

import pytest

from game.core import i18n
from game.core.events import UnitMoved
from game.core.match import Match
from game.wizard_kings import names, words
from game.wizard_kings.actions import Move, Retreat
from game.wizard_kings.data import BLOCKS
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
    assert words.describe(s, move, 0) == "Move your Glader from Logyn to the clear hex south-west of Logyn"
    assert words.describe(s, move, 1) == "Move an Elf block from Logyn to the clear hex south-west of Logyn"   # face down
    assert words.describe(s, move, None) == "Move an Elf block from Logyn to the clear hex south-west of Logyn"
    assert words.describe(s, Retreat(0, "G", (4, 0)), 0) == "Your Glader retreats to the clear hex north-west of Logyn"
    assert RULES.public_label(s, move, 0) == words.describe(s, move, 0)      # the log reads it so
    assert RULES.public_label(s, move, 1) == words.describe(s, move, 1)


# ---------------------------------------------------------------- blocks in the reader's words
# what the engine names units and artifacts by: "E3" (army initial, number), "P2-3" (7.4), "A1-2";
# a rating or a victory rule is always in brackets ("(A2)", "(B3, 2 GP a step)", "(V2)"); dice "3d6@F2"
ENGINE_ID = re.compile(r"(?<![@\w+-])(?:A\d+-\d+|P\d+-\d+|[A-Z]\d+)(?![\w+-])")
RATING = re.compile(r"\([A-Z]\d(?=[,)])")
COORDINATE = re.compile(r"\(\d+, ?\d+\)")
GAMES = [({"players": 2, "victory": "time", "dispel": True, "capture": True, "reserves": True}, 51),
         ({"scenario": "alliance_expansion", "capture": True}, 37),
         ({"scenario": "isle_of_the_dead", "solitaire": False}, 34)]


def _unreadable(text: str) -> list[str]:
    return ENGINE_ID.findall(RATING.sub("(", text)) + COORDINATE.findall(text)


@pytest.fixture(params=["en", "cs"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


# games of the greedy agents recorded in the traces (battles: hits, retreats, dispels, artifacts)
FOUGHT = [t for t in json.loads((pathlib.Path(__file__).parent / "fixtures" / "traces.json").read_text())
          if t["seed"] in (51, 53, 54)]


def _random_actions(match: Match, seed: int):
    chooser = random.Random(seed)
    for _step in range(300):
        if match.over:
            return
        yield chooser.choice(match.legal(match.to_act()[0]))


def _recorded_actions(match: Match, steps: list):
    for raw, _data, _mark in steps:
        yield RULES.decode_action(raw)


@pytest.mark.parametrize("game", [*GAMES, *FOUGHT], ids=lambda g: str(g[1] if isinstance(g, tuple) else g["seed"]))
def test_whole_games_read_without_engine_ids_or_coordinates(lang, game):
    """Every log line, label and prompt a seat or a spectator reads names blocks in words."""
    if isinstance(game, tuple):
        match = Match(RULES, game[0], game[1])
        actions = _random_actions(match, game[1])
    else:
        match = Match(RULES, game["options"], game["seed"])
        actions = _recorded_actions(match, game["steps"])
    own = "Your " if lang == "en" else "Vlastní "
    bad: list[tuple[object, str]] = []
    moves = 0
    for action in actions:
        seat = action.seat
        seats = range(RULES.num_seats(match.state))
        for viewer in (None, *seats):
            text = RULES.public_label(match.state, action, viewer)
            bad += [(viewer, text)] if _unreadable(text) else []
        prompt = RULES.prompt(match.view(seat), seat)
        bad += [(seat, prompt)] if _unreadable(prompt) else []
        before = RULES.clone(match.state)
        for event in match.play(action):
            for viewer in (None, *seats):
                text = RULES.event_text(match.state, event, viewer)
                bad += [(viewer, text)] if _unreadable(text) else []
            if isinstance(event, words.Moved) and event.where and event.seat is not None:
                uid = event.unit.split(" ")[0]
                u = before.units.get(uid)
                if u is None or u[0] not in BLOCKS or before.battle is not None:
                    continue
                moves += 1
                name = BLOCKS[u[0]].name
                assert RULES.event_text(match.state, event, event.seat).startswith(own + i18n_block(name))
                for viewer in (None, *seats):
                    if viewer == event.seat or (viewer is not None and _allied(match.state, viewer, event.seat)):
                        continue
                    text = RULES.event_text(match.state, event, viewer)
                    army = names.army_block(match.state.armies[event.seat], None)
                    head = army[:1].upper() + army[1:]   # "An Orc block", never its kind
                    assert text.startswith(head) and text[len(head):].startswith((" moves", ":")), text
    assert not bad, bad[:10]
    assert moves > 5


def i18n_block(name: str) -> str:
    return names.block(next(k for k, b in BLOCKS.items() if b.name == name))


def _allied(state, a, b) -> bool:
    from game.wizard_kings import movement as mv

    return mv.allied(state, a, b)


def test_a_block_reads_as_its_reader_may_know_it():
    s = make([("E3", 0, "elves.glader", 2, (4, 1)), ("O5", 1, "orcs.troll", 3, (5, 5))], armies=("Elves", "Orcs"))
    assert words.unit(s, "E3", 0) == "your Glader"
    assert words.unit(s, "E3", 1) == "an Elf block"           # face down (2.0)
    assert words.unit(s, "E3", None) == "an Elf block"
    assert words.unit(s, "O5", 0) == "an Orc block"
    assert words.unit(s, "O5", 0, "Troll") == "the Orc Troll"   # the event names it: in sight
    assert words.readable(s, "O5 Troll hits E3 Glader (1)", 0) == "The Orc Troll hits your Glader (1)"
    assert words.readable(s, "O5 (Orcs) moves", 0) == "An Orc block moves"
    assert words.readable(s, "E3 Glader (A2)", 1) == "The Elf Glader (A2)"   # a rating stays
    assert words.readable(s, "3d6@F2 for O5", 1) == "3d6@F2 for your Troll"
    assert words.readable(s, "O9 Zombie falls", 0) == "The Orc Zombie falls"   # gone: its name in the text


def test_a_block_in_czech(lang):
    s = make([("E3", 0, "elves.glader", 2, (4, 1)), ("O5", 1, "orcs.troll", 3, (5, 5))], armies=("Elves", "Orcs"))
    if lang == "cs":
        assert words.unit(s, "E3", 0) == "vlastní " + names.block("elves.glader")
        assert words.unit(s, "E3", 1) == "jednotka Elfů"
        assert words.readable(s, "O5 Troll", 0) == "Trol Orků"


def test_artifacts_and_refusals_name_no_ids():
    s = make([("E3", 0, "elves.glader", 2, (4, 1)), ("O5", 1, "orcs.troll", 3, (5, 5))], armies=("Elves", "Orcs"))
    s.arts["A1-1"] = ["sword_b3", 0, "E3", 1, "Elves"]
    assert words.readable(s, "E3 picks up artifact A1-1", 0) == "Your Glader picks up artifact Sword"
    assert words.readable(s, "E3 picks up artifact A1-1", 1) == "An Elf block picks up artifact of the Elves"
    assert words.readable(s, "Artifact A2-3 is destroyed (x)", 0) == "Artifact of the Orcs is destroyed (x)"
    assert RULES.illegal_reason(s, Move(0, "O5", ((5, 4),))) == "An Orc block is not your unit."
    assert RULES.illegal_reason(s, Move(0, "E9", ((5, 4),))) == "That unit is not on the map."


def test_every_label_names_its_hexes_by_place():
    from game.wizard_kings.actions import JoinSide, KeepCarriers

    s = make([("E3", 0, "elves.glader", 2, (4, 1)), ("O5", 1, "orcs.troll", 3, (5, 5))], armies=("Elves", "Orcs"))
    assert RULES.public_label(s, JoinSide(0, (4, 1), True), 1) == "Join the battle at Logyn on the side of the attacker"
    assert not COORDINATE.search(RULES.public_label(s, KeepCarriers(0, (5, 5)), 0))


def test_english_says_an_before_a_vowel_and_czech_is_untouched():
    from game.core import i18n
    from game.wizard_kings.words import _articles

    assert _articles("Build a Amazon (C1) at strength 1 in Ostmark") == "Build an Amazon (C1) at strength 1 in Ostmark"
    assert _articles("Elves deploy a Elf Archer in Logyn") == "Elves deploy an Elf Archer in Logyn"
    assert _articles("Build a Troll") == "Build a Troll"
    i18n.set_language("cs")
    try:
        assert _articles("Elfové a Orkové") == "Elfové a Orkové"
    finally:
        i18n.set_language("en")
