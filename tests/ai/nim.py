"""A tiny perfect-information engine for testing search: Nim (take 1-3 from one heap; whoever
takes the last object wins). Its exact values are known (a position is lost iff the xor of the
heaps taken mod 4 is zero), so minimax can be checked against the theory."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.protocol import Rules, view_rng
from game.core.rng import Rng
from game.core.types import Action, Option, Outcome


@dataclass(frozen=True, slots=True)
class Take(Action):
    heap: int
    count: int


class NimState:
    __slots__ = ("heaps", "current", "winner", "rng")

    def __init__(self, heaps: list[int], current: int = 0) -> None:
        self.heaps = list(heaps)
        self.current = current
        self.winner: int | None = None
        self.rng = Rng(0)


class NimRules(Rules):
    id = "test_nim"
    title = "Nim"
    min_players = 2
    max_players = 2
    has_chance = False
    action_types = (Take,)

    def options(self) -> list[Option]:
        return [Option("size", "Heap size", "int", 5, minimum=1, maximum=9)]

    def setup(self, options: dict[str, Any] | None, seed: int) -> NimState:
        opts = self.check_options(options)
        return NimState([opts["size"], opts["size"] + 2, opts["size"] + 1])

    def num_seats(self, state: NimState) -> int:
        return 2

    def to_act(self, state: NimState) -> list[int]:
        return [] if state.winner is not None else [state.current]

    def legal_actions(self, state: NimState, seat: int) -> list[Action]:
        if state.winner is not None or seat != state.current:
            return []
        return [Take(seat, h, c) for h, n in enumerate(state.heaps) for c in (1, 2, 3) if c <= n]

    def perform(self, state: NimState, action: Take) -> list:
        state.heaps[action.heap] -= action.count
        if not any(state.heaps):
            state.winner = action.seat
        else:
            state.current = 1 - state.current
        return []

    def is_over(self, state: NimState) -> bool:
        return state.winner is not None

    def outcome(self, state: NimState) -> Outcome:
        return Outcome((state.winner,), "took the last")

    def view(self, state: NimState, seat: int | None) -> NimState:
        v = self.clone(state)
        v.rng = view_rng()
        return v

    def determinize(self, view: NimState, seat: int | None, seed: int) -> NimState:
        s = self.clone(view)
        s.rng = Rng(seed)
        return s

    def clone(self, state: NimState) -> NimState:
        s = NimState(state.heaps, state.current)
        s.winner = state.winner
        s.rng = state.rng.copy()
        return s

    def encode(self, state: NimState) -> dict[str, Any]:
        return {"heaps": list(state.heaps), "current": state.current, "winner": state.winner,
                "rng": state.rng.encode()}

    def decode(self, data: dict[str, Any]) -> NimState:
        s = NimState(data["heaps"], data["current"])
        s.winner = data["winner"]
        s.rng = Rng.decode(data["rng"])
        return s

    def summary(self, view: NimState) -> list:
        return []

    def check_invariants(self, state: NimState) -> None:
        assert all(n >= 0 for n in state.heaps)


def losing(heaps: list[int]) -> bool:
    """The player to move loses with best play (subtraction game {1,2,3}: Grundy = n mod 4)."""
    x = 0
    for n in heaps:
        x ^= n % 4
    return x == 0


RULES = NimRules()
