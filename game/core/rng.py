"""The seeded generator that lives inside every game state.

A PCG32 generator (64-bit LCG state, permuted 32-bit output): its whole position is two ints,
so it encodes into a save in a few bytes and clones for free, unlike ``random.Random`` whose
625-word state would dominate both. Every die, shuffle and random choice of an engine goes
through the state's ``Rng``; the same seed and the same actions give the same game.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_DEFAULT_INC = 1442695040888963407


def _mix_seed(seed: int) -> int:
    # splitmix64 finaliser: nearby seeds (1, 2, 3 ...) start far apart.
    z = (seed + 0x9E3779B97F4A7C15) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


class Rng:
    """PCG32. ``Rng(seed)``; ``encode()`` / ``Rng.decode(data)`` round-trip the exact position."""

    __slots__ = ("state", "inc")

    def __init__(self, seed: int = 0, stream: int = 0) -> None:
        self.inc = ((stream << 1) | 1) & _MASK64 if stream else _DEFAULT_INC
        self.state = 0
        self._step()
        self.state = (self.state + _mix_seed(seed & _MASK64)) & _MASK64
        self._step()

    def _step(self) -> None:
        self.state = (self.state * _MULT + self.inc) & _MASK64

    def next_u32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """Uniform int in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if n == 1:
            return 0
        if n <= 0xFFFFFFFF:
            threshold = (0x100000000 - n) % n
            while True:
                r = self.next_u32()
                if r >= threshold:
                    return r % n
        # Large bounds: draw enough 32-bit words, reject the top partial range.
        words = (n.bit_length() + 31) // 32
        span = 1 << (32 * words)
        limit = span - span % n
        while True:
            r = 0
            for _ in range(words):
                r = (r << 32) | self.next_u32()
            if r < limit:
                return r % n

    def randint(self, low: int, high: int) -> int:
        """Uniform int in ``[low, high]`` inclusive."""
        return low + self.below(high - low + 1)

    def die(self, sides: int = 6) -> int:
        """One die, 1..sides."""
        return 1 + self.below(sides)

    def dice(self, count: int, sides: int = 6) -> list[int]:
        return [1 + self.below(sides) for _ in range(count)]

    def random(self) -> float:
        """Float in [0, 1) with 53 random bits."""
        hi = self.next_u32() >> 5
        lo = self.next_u32() >> 6
        return (hi * 67108864.0 + lo) / 9007199254740992.0

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        if k > len(pool):
            raise ValueError("sample larger than population")
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def fork(self) -> Rng:
        """A new generator seeded from this one (advances this one by two words)."""
        seed = (self.next_u32() << 32) | self.next_u32()
        return Rng(seed)

    def copy(self) -> Rng:
        other = Rng.__new__(Rng)
        other.state = self.state
        other.inc = self.inc
        return other

    def encode(self) -> list[int]:
        return [self.state, self.inc]

    @staticmethod
    def decode(data: Any) -> Rng:
        from game.core.types import DecodeError

        if (not isinstance(data, list | tuple) or len(data) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= _MASK64 for v in data)
                or data[1] % 2 == 0):
            raise DecodeError("bad generator state")
        rng = Rng.__new__(Rng)
        rng.state, rng.inc = int(data[0]), int(data[1])
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.state == other.state and self.inc == other.inc

    def __hash__(self) -> int:
        return hash((self.state, self.inc))

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
