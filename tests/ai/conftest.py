import pytest

from ai.heuristics import register_heuristics, unregister_heuristics
from game import registry
from tests.ai.nim import RULES as NIM
from tests.ai.pig_heuristics import PigHeuristics
from tests.toygame import RULES as PIG


@pytest.fixture
def pig():
    registry.register(PIG)
    yield PIG
    registry.unregister(PIG.id)


@pytest.fixture
def pig_smart(pig):
    register_heuristics(PIG.id, PigHeuristics())
    yield pig
    unregister_heuristics(PIG.id)


@pytest.fixture
def nim():
    registry.register(NIM)
    yield NIM
    registry.unregister(NIM.id)
