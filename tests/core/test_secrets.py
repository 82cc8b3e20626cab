"""Whether a game with these options ever needs a curtain on one shared screen (the setup
screen says so before the game starts), from the engines' own views."""

from __future__ import annotations

import pytest

from game import registry
from game.core.secrets import has_secrets_on_screen


@pytest.mark.parametrize(("gid", "options", "secret"), [
    ("dday", None, False),                                     # nothing on D-Day's table is secret
    ("madness", None, False),                                  # open hands, the rulebook's default
    ("madness", {"open_hands": False}, True),                  # the hidden-hands variant
    ("stronghold", None, True),                                # the attacker's face-down orders
    ("wizard_kings", None, True),                              # each army's blocks face down
    ("wizard_kings", {"scenario": "isle_of_the_dead"}, True),
])
def test_the_games_that_pass_the_screen(gid, options, secret):
    assert has_secrets_on_screen(registry.get(gid), options) is secret
