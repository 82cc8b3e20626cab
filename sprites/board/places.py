"""Places: everything on a board a player can point at or an animation can start from or land on.

A place has an id in the engine's own words (a hex ``"11,5"``, a wall ``"W3"``, ``"hand:1"``,
``"tray"``), a hit shape in world coordinates (a rectangle, optionally refined by a polygon or a
circle) and an anchor point where pieces land and arrows point. ``PlaceIndex`` answers
``place_at`` with a coarse grid of buckets, so a map of hundreds of hexes hit-tests in
microseconds on every mouse move.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, field

Point = tuple[float, float]

BUCKET = 96  # world pixels per grid bucket


@dataclass
class Place:
    """One pointable thing. ``kind`` names what it is for tooltips and tests ("hex", "block",
    "card", "die", "field", "pile", "button" ...); ``z`` orders overlapping places (pieces above
    the ground they stand on); ``focus`` False keeps the keyboard cursor from stopping on it."""

    id: str
    rect: tuple[int, int, int, int]              # x, y, w, h in world pixels
    kind: str = "place"
    poly: tuple[Point, ...] | None = None        # refines the hit shape (hexes)
    radius: float | None = None                  # a round place (tokens, dice)
    anchor: Point | None = None                  # where things land; the centre by default
    z: int = 0
    focus: bool = True
    label: str = ""                              # a player's name for it ("Lakeholm")
    seat: int | None = None                      # whose it is, if anyone's
    data: dict = field(default_factory=dict)     # the board's own notes (what piece, which card)
    fixed: bool = False                          # in screen pixels from the board's corner, not the
                                                 # world: side panels and overlays the camera leaves be

    @property
    def centre(self) -> Point:
        x, y, w, h = self.rect
        return (x + w / 2, y + h / 2)

    @property
    def point(self) -> Point:
        return self.anchor if self.anchor is not None else self.centre

    def contains(self, p: Point) -> bool:
        x, y, w, h = self.rect
        if not (x <= p[0] < x + w and y <= p[1] < y + h):
            return False
        if self.radius is not None:
            cx, cy = self.centre
            return (p[0] - cx) ** 2 + (p[1] - cy) ** 2 <= self.radius ** 2
        if self.poly is not None:
            return point_in_polygon(p, self.poly)
        return True


def point_in_polygon(p: Point, poly: tuple[Point, ...]) -> bool:
    """Even-odd rule: a ray to the right crosses the outline an odd number of times."""
    x, y = p
    inside = False
    n = len(poly)
    j = n - 1
    for i in range(n):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / ((yj - yi) or 1e-9) + xi:
            inside = not inside
        j = i
    return inside


class PlaceIndex:
    """The places of one board, by id and by position."""

    def __init__(self, places: Iterable[Place] = ()) -> None:
        self.by_id: dict[str, Place] = {}
        self._order: list[Place] = []
        self._grid: dict[tuple[int, int], list[Place]] = {}
        for p in places:
            self.add(p)

    def add(self, place: Place) -> Place:
        if place.id in self.by_id:
            self.remove(place.id)
        self.by_id[place.id] = place
        self._order.append(place)
        # a bucket keeps the order places were added in: ``at`` picks the highest z and, among
        # equal z, the later added (drawn later, so on top); no sorting here, so a board that
        # adds a few hundred places per view does it in well under a millisecond
        for cell in _cells(place.rect):
            self._grid.setdefault(cell, []).append(place)
        return place

    def remove(self, place_id: str) -> None:
        place = self.by_id.pop(place_id, None)
        if place is None:
            return
        self._order.remove(place)
        for cell in _cells(place.rect):
            bucket = self._grid.get(cell)
            if bucket and place in bucket:
                bucket.remove(place)

    def copy_from(self, other: PlaceIndex) -> None:
        """Become a copy of ``other`` (its places, their order and buckets): a board whose many
        fixed places (a map's hexes) are the same in every view indexes them once and starts each
        view from that copy instead of adding them again."""
        self.by_id = dict(other.by_id)
        self._order = list(other._order)
        self._grid = {cell: list(bucket) for cell, bucket in other._grid.items()}

    def clear(self) -> None:
        self.by_id.clear()
        self._order.clear()
        self._grid.clear()

    def get(self, place_id: str | None) -> Place | None:
        return self.by_id.get(place_id) if place_id is not None else None

    def __contains__(self, place_id: object) -> bool:
        return place_id in self.by_id

    def __iter__(self) -> Iterator[Place]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def at(self, p: Point, fixed: bool | None = None, prefer: Collection[str] | None = None) -> Place | None:
        """The topmost place containing world point ``p`` (only fixed or only map places when
        ``fixed`` says so: the two live in different coordinates). Places named in ``prefer``
        win over any other there (a destination under the piece standing on it)."""
        bucket = self._grid.get((int(p[0] // BUCKET), int(p[1] // BUCKET)))
        if not bucket:
            return None
        best: Place | None = None
        liked: Place | None = None
        for place in reversed(bucket):   # among equal z the last added wins
            if fixed is not None and place.fixed != fixed:
                continue
            if place.contains(p):
                if best is None or place.z > best.z:
                    best = place
                if prefer and place.id in prefer and (liked is None or place.z > liked.z):
                    liked = place
        return liked or best


def _cells(rect: tuple[int, int, int, int]) -> Iterator[tuple[int, int]]:
    x, y, w, h = rect
    for gx in range(int(x // BUCKET), int((x + max(1, w) - 1) // BUCKET) + 1):
        for gy in range(int(y // BUCKET), int((y + max(1, h) - 1) // BUCKET) + 1):
            yield (gx, gy)
