"""A draw pile with its discard pile: the deck helper shared by the card games.

Cards are plain values (ids: str or int). The top of the draw pile is the END of the list, so
drawing is ``list.pop()``. Chance comes from the state's own generator, passed in.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng


class Deck:
    __slots__ = ("name", "draw_pile", "discard")

    def __init__(self, name: str, cards: list[Any] | None = None, discard: list[Any] | None = None) -> None:
        self.name = name
        self.draw_pile: list[Any] = list(cards or [])
        self.discard: list[Any] = list(discard or [])

    def __len__(self) -> int:
        return len(self.draw_pile)

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.draw_pile)

    def reshuffle_discard(self, rng: Rng) -> None:
        """Put the discard pile back into the draw pile and shuffle the whole pile."""
        self.draw_pile.extend(self.discard)
        self.discard.clear()
        rng.shuffle(self.draw_pile)

    def draw(self, rng: Rng | None = None, reshuffle: bool = True) -> Any | None:
        """The top card, or None when both piles are empty. With ``reshuffle`` and an empty draw
        pile, the discard pile is shuffled in first (needs ``rng``)."""
        if not self.draw_pile and reshuffle and self.discard:
            if rng is None:
                raise ValueError("reshuffle needs the state's generator")
            self.reshuffle_discard(rng)
        return self.draw_pile.pop() if self.draw_pile else None

    def draw_many(self, count: int, rng: Rng | None = None, reshuffle: bool = True) -> list[Any]:
        out = []
        for _ in range(count):
            card = self.draw(rng, reshuffle)
            if card is None:
                break
            out.append(card)
        return out

    def peek(self, count: int = 1) -> list[Any]:
        return self.draw_pile[-count:][::-1] if count else []

    def put_top(self, card: Any) -> None:
        self.draw_pile.append(card)

    def put_bottom(self, card: Any) -> None:
        self.draw_pile.insert(0, card)

    def discard_card(self, card: Any) -> None:
        self.discard.append(card)

    def all_cards(self) -> list[Any]:
        return self.draw_pile + self.discard

    def copy(self) -> Deck:
        return Deck(self.name, self.draw_pile, self.discard)

    def hidden_copy(self, unknown: Any = None) -> Deck:
        """The deck as a view shows it: as many cards, their identities and order unknown."""
        return Deck(self.name, [unknown] * len(self.draw_pile), self.discard)

    def encode(self) -> dict[str, Any]:
        return {"name": self.name, "draw": list(self.draw_pile), "discard": list(self.discard)}

    @staticmethod
    def decode(data: Any) -> Deck:
        from game.core.types import DecodeError

        if not isinstance(data, dict) or not isinstance(data.get("draw"), list) or not isinstance(
                data.get("discard"), list):
            raise DecodeError("bad deck")
        return Deck(str(data.get("name", "")), data["draw"], data["discard"])

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Deck) and self.name == other.name
                and self.draw_pile == other.draw_pile and self.discard == other.discard)

    def __repr__(self) -> str:
        return f"Deck({self.name!r}, {len(self.draw_pile)} + {len(self.discard)} discarded)"
