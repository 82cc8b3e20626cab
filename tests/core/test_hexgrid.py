import pytest

from game.core import hexgrid as hx


def test_neighbours_of_origin():
    assert hx.neighbours((0, 0)) == [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    assert all(hx.distance((0, 0), n) == 1 for n in hx.neighbours((0, 0)))


@pytest.mark.parametrize("a,b,d", [((0, 0), (0, 0), 0), ((0, 0), (3, -1), 3), ((2, -1), (-1, 2), 3),
                                   ((0, 0), (-2, -1), 3), ((1, 1), (4, -3), 4)])
def test_distance_hand_worked(a, b, d):
    assert hx.distance(a, b) == d == hx.distance(b, a)


def test_direction_to_and_adjacent():
    assert hx.direction_to((2, 2), (2, 3)) == 5
    assert hx.direction_to((2, 2), (4, 2)) is None
    assert hx.adjacent((0, 0), (-1, 1))


def test_hexside_same_from_both_sides():
    a, b = (1, 2), (2, 1)
    assert hx.hexside(a, b) == hx.hexside(b, a)
    assert hx.hexside_of(a, 1) == hx.hexside(a, b)
    assert len({hx.hexside_of((0, 0), d) for d in range(6)}) == 6
    with pytest.raises(ValueError):
        hx.hexside((0, 0), (2, 0))


def test_lines_hand_worked():
    assert hx.line((0, 0), (3, 0)) == [(0, 0), (1, 0), (2, 0), (3, 0)]
    assert hx.line((0, 0), (2, -2)) == [(0, 0), (1, -1), (2, -2)]
    path = hx.line((0, 0), (2, 1))
    assert path[0] == (0, 0) and path[-1] == (2, 1) and len(path) == 4
    assert all(hx.distance(p, q) == 1 for p, q in zip(path, path[1:]))


def test_within_and_ring_counts():
    assert len(set(hx.within((5, -2), 2))) == 19
    assert sorted(hx.ring((0, 0), 1)) == sorted(hx.neighbours((0, 0)))
    assert len(hx.ring((0, 0), 3)) == 18
    assert all(hx.distance((0, 0), h) == 3 for h in hx.ring((0, 0), 3))


@pytest.mark.parametrize("pointy", [True, False])
def test_pixel_round_trip(pointy):
    for h in hx.within((0, 0), 3):
        x, y = hx.to_pixel(h, 30.0, pointy)
        assert hx.from_pixel(x + 3, y - 2, 30.0, pointy) == h
