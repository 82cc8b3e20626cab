"""The shared battery over every registered game (plus the toy engine that proves the checks).

BATTERY_GAMES (env) sets random games per option set; CI keeps the default, a soak run raises it.
"""

from __future__ import annotations

import os

import pytest

from game import registry
from tests import battery
from tests.toygame import RULES as TOY

GAMES = int(os.environ.get("BATTERY_GAMES", "6"))
PROBE_GAMES = max(1, GAMES // 3)
TEXT_GAMES = max(1, GAMES // 6)
TEXT_EVERY = 6   # steps between checks of the texts each seat reads (each plays alternatives)


@pytest.fixture(autouse=True, scope="module")
def _toy_registered():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


def _engines():
    return [*(r for r in registry.all_rules() if r.id != TOY.id), TOY]


def _cases():
    for rules in _engines():
        for i, options in enumerate(rules.battery_options()):
            yield pytest.param(rules, options, id=f"{rules.id}-{i}")


@pytest.mark.parametrize("rules,options", list(_cases()))
def test_random_games_keep_invariants(rules, options):
    for seed in range(1, GAMES + 1):
        battery.play_random(rules, options, seed)


@pytest.mark.parametrize("rules,options", list(_cases()))
def test_views_illegal_actions_clone_and_codec(rules, options):
    varied = False
    for seed in range(101, 101 + PROBE_GAMES):
        _, stats = battery.play_random(rules, options, seed, probe_every=5)
        varied |= stats["hidden_varied"]
    if rules.hidden_information:
        assert varied, f"{rules.id} declares hidden information but determinize never varies anything"


@pytest.mark.parametrize("rules,options", list(_cases()))
def test_texts_shown_to_a_seat_hide_what_it_may_not_know(rules, options):
    compared = 0
    for seed in range(301, 301 + TEXT_GAMES):
        _, stats = battery.play_random(rules, options, seed, text_every=TEXT_EVERY)
        compared += stats["text_alternatives"]
    if rules.hidden_information:
        assert compared, f"{rules.id}: no two games a seat cannot tell apart were compared"


@pytest.mark.parametrize("rules,options", list(_cases()))
def test_replay_and_save_round_trip(rules, options):
    battery.check_replay(rules, options, seed=202)


@pytest.mark.parametrize("rules", _engines(), ids=lambda r: r.id)
def test_setup_is_deterministic_and_options_checked(rules):
    options = rules.battery_options()[0]
    a = rules.setup(options, 42)
    b = rules.setup(options, 42)
    assert battery.snapshot(rules, a) == battery.snapshot(rules, b)
    assert rules.check_options(options) == rules.check_options(rules.check_options(options))


def test_every_known_package_that_exists_is_registered():
    import importlib.util

    for name in registry.GAME_PACKAGES:
        if importlib.util.find_spec(f"game.{name}") is not None:
            assert any(r.__module__.startswith(f"game.{name}") for r in registry.all_rules()), name
