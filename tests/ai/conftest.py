from dataclasses import replace

import pytest

from ai.registry import game_ai, register_game_ai, unregister_game_ai
from game import registry
from tests.ai.nim import RULES as NIM
from tests.ai.pig_heuristics import PigHeuristics
from tests.toygame import RULES as PIG


@pytest.fixture
def pig():
    registry.register(PIG)
    yield PIG
    registry.unregister(PIG.id)
    unregister_game_ai(PIG.id)


@pytest.fixture
def pig_ai(pig):
    """``pig_ai(**fields)``: the toy's GameAI with these fields, registered for the test."""

    def register(**fields):
        register_game_ai(replace(game_ai(pig.id), **fields))

    return register


@pytest.fixture
def pig_smart(pig, pig_ai):
    pig_ai(heuristics=PigHeuristics())
    return pig


@pytest.fixture
def nim():
    registry.register(NIM)
    yield NIM
    registry.unregister(NIM.id)
