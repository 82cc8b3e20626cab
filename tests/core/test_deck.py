import pytest

from game.core.deck import Deck
from game.core.rng import Rng
from game.core.types import DecodeError


def test_draw_from_top_and_reshuffle_discards():
    deck = Deck("d", [1, 2, 3])
    assert deck.draw() == 3
    deck.discard_card(3)
    assert deck.draw_many(5, Rng(1)) == [2, 1, 3]
    assert deck.draw(Rng(1)) is None


def test_reshuffle_needs_generator():
    deck = Deck("d", [], [1])
    with pytest.raises(ValueError):
        deck.draw()


def test_peek_put_and_hidden_copy():
    deck = Deck("d", [1, 2])
    deck.put_top(9)
    deck.put_bottom(0)
    assert deck.peek(2) == [9, 2]
    hidden = deck.hidden_copy(-1)
    assert hidden.draw_pile == [-1] * 4 and hidden.discard == deck.discard


def test_encode_round_trip_and_bad_data():
    deck = Deck("x", [1, 2], [3])
    assert Deck.decode(deck.encode()) == deck
    with pytest.raises(DecodeError):
        Deck.decode({"draw": 3})
