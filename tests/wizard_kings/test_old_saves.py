"""Saves and games from the engine before its split (b10482a) still load, verify and read the
same: the fixtures were written once by ``fixtures/make_fixtures.py`` on that engine. The traces
pin the events' data (their log lines were converted to it while they still matched, see
``make_fixtures``): the log's wording is free to change, the game is not."""

from __future__ import annotations

import json
import pathlib

import pytest

from game import registry
from game.core import saves
from game.core.match import Match
from tests.wizard_kings.fixtures.make_fixtures import event_data

FIXTURES = pathlib.Path(__file__).parent / "fixtures"
RULES = registry.get("wizard_kings")
TRACES = json.loads((FIXTURES / "traces.json").read_text())


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.save")), ids=lambda p: p.stem)
def test_old_save_loads_and_verifies(path: pathlib.Path) -> None:
    match = saves.load_match(path)   # replays from the seed and checks the snapshot's digest
    record, _rules = saves.read_record(path.read_bytes())
    assert saves.pack(RULES.encode(match.state)) == saves.pack(record.snapshot)
    assert saves.pack(RULES.encode(RULES.decode(record.snapshot))) == saves.pack(record.snapshot)


@pytest.mark.parametrize("trace", TRACES, ids=lambda t: f"{t['options']}-{t['seed']}")
def test_same_actions_give_the_same_game(trace: dict) -> None:
    match = Match(RULES, trace["options"], trace["seed"])
    for index, (raw, data, mark) in enumerate(trace["steps"]):
        action = RULES.decode_action(raw)
        events = match.play(action)
        got = json.loads(json.dumps([event_data(e) for e in events]))
        assert got == data, f"step {index}: {action.label()}"
        if mark:
            assert saves.digest(RULES.encode(match.state)) == mark, f"step {index}: the encoding changed"
    assert saves.digest(RULES.encode(match.state)) == trace["digest"]
