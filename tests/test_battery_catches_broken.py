"""The battery would fail on a broken engine: each check against a deliberately broken toy."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.core.protocol import InvariantError
from tests import battery
from tests.toygame import Hold, PigRules, Play, Roll

OPTS = {"players": 2}


@pytest.fixture(autouse=True)
def _registered():
    yield
    for gid in [g for g in list(registry._RULES) if g.startswith("toy_")]:
        registry.unregister(gid)


def use(rules):
    registry.register(rules)
    return rules


class LeakyView(PigRules):
    """Shows every hand to everybody."""

    id = "toy_leaky"

    def view(self, state, seat):
        v = super().view(state, seat)
        v.hands = [list(h) for h in state.hands]
        return v


class RealRngInView(PigRules):
    id = "toy_rng_leak"

    def view(self, state, seat):
        v = super().view(state, seat)
        v.rng = state.rng.copy()
        return v


class DeckOrderLeak(PigRules):
    id = "toy_deck_leak"

    def view(self, state, seat):
        v = super().view(state, seat)
        v.deck = state.deck.copy()
        return v


class ChangesStateWhenRefusing(PigRules):
    """Bumps a counter before it checks legality."""

    id = "toy_dirty_refusal"

    def apply(self, state, action):
        state.turns += 1
        return super().apply(state, action)


class AcceptsAnything(PigRules):
    id = "toy_lax"

    def validate(self, state, action):
        return None

    def perform(self, state, action):
        if isinstance(action, Play) and action.card not in state.hands[action.seat]:
            return []
        if not isinstance(action, Roll | Hold | Play):
            return []
        return super().perform(state, action)


class NotDeterministic(PigRules):
    """Rolls with Python's global random instead of the state's generator."""

    id = "toy_nondeterministic"

    def perform(self, state, action):
        if isinstance(action, Roll):
            value = random.randint(1, 6)
            if value == 1:
                state.turn_total = 0
                self._next(state)
            else:
                state.turn_total += value
            return []
        return super().perform(state, action)


class LosesCards(PigRules):
    """Playing a card does not put it on the discard pile."""

    id = "toy_loses_cards"

    def perform(self, state, action):
        events = super().perform(state, action)
        if isinstance(action, Play):
            state.deck.discard.remove(action.card)
        return events


class ForgetsOnDecode(PigRules):
    id = "toy_bad_codec"

    def decode(self, data):
        s = super().decode(data)
        s.turn_total = 0
        return s


class ShallowClone(PigRules):
    id = "toy_shallow_clone"

    def clone(self, state):
        s = super().clone(state)
        s.scores = state.scores
        s.hands = state.hands
        return s


class NeverEnds(PigRules):
    id = "toy_endless"
    random_game_action_limit = 500

    def perform(self, state, action):
        if isinstance(action, Hold):
            state.turn_total = 0
            self._next(state)
            return []
        return super().perform(state, action)


class DeterminizeIgnoresView(PigRules):
    """Samples a fresh game instead of filling in the view's unknowns."""

    id = "toy_bad_determinize"

    def determinize(self, view, seat, seed):
        return self.setup({"players": view.players}, seed)


class NoFactsDeclared(PigRules):
    """Claims hidden information but never says what is hidden (so nothing can be checked)."""

    id = "toy_no_facts"

    def hidden_facts(self, state, seat):
        return {}


def test_the_honest_toy_passes():
    rules = use(PigRules())
    battery.play_random(rules, OPTS, 1, probe_every=3)
    battery.check_replay(rules, OPTS, 2)


@pytest.mark.parametrize("broken,match", [
    (LeakyView, "hidden fact"),
    (DeckOrderLeak, "hidden fact"),
    (NoFactsDeclared, "name what seat"),
    (RealRngInView, "real generator"),
    (ChangesStateWhenRefusing, "changed the state"),
    (AcceptsAnything, "was accepted"),
    (ForgetsOnDecode, "round trip"),
    (ShallowClone, "changed the original"),
    (DeterminizeIgnoresView, "reveals"),
])
def test_probes_catch(broken, match):
    rules = use(broken())
    with pytest.raises(AssertionError, match=match):
        for seed in range(1, 6):
            battery.play_random(rules, OPTS, seed, probe_every=2)


def test_invariant_check_catches_lost_cards():
    rules = use(LosesCards())
    with pytest.raises(InvariantError, match="not conserved"):
        for seed in range(1, 10):
            battery.play_random(rules, OPTS, seed)


def test_replay_catches_hidden_randomness():
    rules = use(NotDeterministic())
    random.seed(1)
    with pytest.raises(AssertionError, match="different state"):
        for seed in range(1, 6):
            battery.check_replay(rules, OPTS, seed)


def test_termination_check_catches_endless_games():
    rules = use(NeverEnds())
    with pytest.raises(AssertionError, match="no end after 500"):
        battery.play_random(rules, OPTS, 1)
