"""The battery would fail on a broken engine: each check against a deliberately broken toy."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.core.events import CardDrawn, Note
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


class BuriesPlayedCards(PigRules):
    """Plays a card face down under the deck for a flat 2 points, yet the log line every seat
    reads still names it (the action's own label: "Play card 5")."""

    id = "toy_buried_label"

    def perform(self, state, action):
        if not isinstance(action, Play):
            return super().perform(state, action)
        state.hands[action.seat].remove(action.card)
        state.deck.put_bottom(action.card)
        state.turn_total += 2
        state.hands[action.seat].append(state.deck.draw(state.rng))
        return [CardDrawn(action.seat, None)]


class BuriesPlayedCardsQuietly(BuriesPlayedCards):
    """The same game with the public description it needs: the other seats read no card."""

    id = "toy_buried_quiet"

    def public_label(self, state, action, viewer):
        return "Play a card face down" if isinstance(action, Play) else action.label()


class NotesDrawnCards(PigRules):
    """Writes the card a player draws into a plain note that every seat reads."""

    id = "toy_noted_draw"

    def perform(self, state, action):
        events = super().perform(state, action)
        if isinstance(action, Play) and any(isinstance(e, CardDrawn) for e in events):
            events.append(Note(f"(drew a {state.hands[action.seat][-1]})"))
        return events


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


@pytest.mark.parametrize("broken,match", [
    (BuriesPlayedCards, "label: Play card"),
    (NotesDrawnCards, r"event: \(drew a"),
])
def test_text_check_catches_a_leak(broken, match):
    rules = use(broken())
    with pytest.raises(AssertionError, match=f"leaks what seat .*{match}"):
        for seed in range(1, 8):
            battery.play_random(rules, OPTS, seed, text_every=1)


def test_text_check_passes_the_same_game_with_a_public_label():
    rules = use(BuriesPlayedCardsQuietly())
    compared = 0
    for seed in range(1, 8):
        _, stats = battery.play_random(rules, OPTS, seed, text_every=1)
        compared += stats["text_alternatives"]
    assert compared > 20   # games the seats could not tell apart were really compared


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
