import pytest

from game.core.rng import Rng
from game.core.types import DecodeError


def test_same_seed_same_sequence():
    a, b = Rng(12345), Rng(12345)
    assert [a.next_u32() for _ in range(100)] == [b.next_u32() for _ in range(100)]


def test_nearby_seeds_diverge():
    firsts = {Rng(seed).next_u32() for seed in range(200)}
    assert len(firsts) == 200


def test_encode_decode_continues_exactly():
    rng = Rng(9)
    rng.dice(17)
    copy = Rng.decode(rng.encode())
    assert copy == rng
    assert [rng.below(1000) for _ in range(50)] == [copy.below(1000) for _ in range(50)]


def test_copy_is_independent():
    rng = Rng(3)
    twin = rng.copy()
    rng.die()
    assert twin != rng
    twin.die()
    assert twin == rng


def test_dice_are_in_range_and_roughly_uniform():
    rng = Rng(77)
    counts = [0] * 6
    for _ in range(60000):
        counts[rng.die() - 1] += 1
    expected = 10000
    chi2 = sum((c - expected) ** 2 / expected for c in counts)
    assert chi2 < 20.5  # p ~ 0.001 for 5 degrees of freedom


def test_below_large_bounds_and_errors():
    rng = Rng(5)
    big = 1 << 70
    values = [rng.below(big) for _ in range(100)]
    assert all(0 <= v < big for v in values)
    assert max(values) > 1 << 60
    with pytest.raises(ValueError):
        rng.below(0)


def test_shuffle_is_a_permutation_and_seeded():
    a, b = list(range(30)), list(range(30))
    Rng(1).shuffle(a)
    Rng(1).shuffle(b)
    assert a == b and sorted(a) == list(range(30)) and a != list(range(30))


def test_sample_choice_random():
    rng = Rng(8)
    s = rng.sample(range(10), 4)
    assert len(set(s)) == 4
    assert rng.choice("xyz") in "xyz"
    f = rng.random()
    assert 0.0 <= f < 1.0
    with pytest.raises(IndexError):
        rng.choice([])


@pytest.mark.parametrize("bad", [None, [1], [1, 2, 3], ["a", 1], [1, 2], [-1, 3], [1 << 65, 3]])
def test_decode_refuses_bad_data(bad):
    with pytest.raises(DecodeError):
        Rng.decode(bad)


def test_fork_is_deterministic():
    a, b = Rng(4), Rng(4)
    assert a.fork().next_u32() == b.fork().next_u32()
