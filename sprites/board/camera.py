"""The camera: which part of a board's world the board's screen rectangle shows, and how large.

World coordinates are the board's own pixels at zoom 1 (what ``Board.arrange`` lays out). Zoom
moves in steps (each step a factor of ``STEP``), so the layers drawn at one zoom can be cached and
reused; the first step is the one that fits the whole world in the view.
"""

from __future__ import annotations

import math

STEP = 1.25
MAX_SIDE = 4096   # a layer wider or taller than this would cost too much memory to cache


class Camera:
    def __init__(self) -> None:
        self.view = (0, 0, 1, 1)     # the screen rectangle (x, y, w, h)
        self.world = (1, 1)          # world size at zoom 1
        self.zoom = 1.0
        self.ox = 0.0                # the zoomed-world pixel at the view's top-left corner
        self.oy = 0.0
        self.fit_zoom = 1.0
        self.max_zoom = 1.0
        self.version = 0             # bumped on every change (layers and overlays key on it)

    # ------------------------------------------------------------------ set up
    def configure(self, view: tuple[int, int, int, int], world: tuple[int, int], zoomable: bool,
                  max_zoom: float = 3.0) -> None:
        """A new view or world size: fit the whole world, keeping the zoom step if possible."""
        self.view = tuple(int(v) for v in view)  # type: ignore[assignment]
        self.world = (max(1, int(world[0])), max(1, int(world[1])))
        vw, vh = self.view[2], self.view[3]
        if zoomable:
            self.fit_zoom = min(vw / self.world[0], vh / self.world[1])
            cap = MAX_SIDE / max(self.world)
            self.max_zoom = max(self.fit_zoom, min(max_zoom, cap))
        else:
            self.fit_zoom = self.max_zoom = 1.0
        self.zoom = self.fit_zoom
        self.centre_on((self.world[0] / 2, self.world[1] / 2))
        self.version += 1

    @property
    def zoomable(self) -> bool:
        return self.max_zoom > self.fit_zoom + 1e-9

    # ------------------------------------------------------------------ transforms
    def to_screen(self, p: tuple[float, float]) -> tuple[int, int]:
        return (int(round(self.view[0] + p[0] * self.zoom - self.ox)),
                int(round(self.view[1] + p[1] * self.zoom - self.oy)))

    def to_world(self, pos: tuple[float, float]) -> tuple[float, float]:
        return ((pos[0] - self.view[0] + self.ox) / self.zoom, (pos[1] - self.view[1] + self.oy) / self.zoom)

    def rect_to_screen(self, rect: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
        x, y = self.to_screen((rect[0], rect[1]))
        return (x, y, max(1, int(round(rect[2] * self.zoom))), max(1, int(round(rect[3] * self.zoom))))

    def in_view(self, pos: tuple[float, float]) -> bool:
        x, y, w, h = self.view
        return x <= pos[0] < x + w and y <= pos[1] < y + h

    # ------------------------------------------------------------------ moves
    def clamp(self) -> None:
        """The world covers the view where it is larger, and sits centred where it is smaller."""
        vw, vh = self.view[2], self.view[3]
        ww, wh = self.world[0] * self.zoom, self.world[1] * self.zoom
        self.ox = (ww - vw) / 2 if ww <= vw else max(0.0, min(self.ox, ww - vw))
        self.oy = (wh - vh) / 2 if wh <= vh else max(0.0, min(self.oy, wh - vh))

    def pan(self, dx: float, dy: float) -> None:
        """Move the world by (dx, dy) screen pixels (a drag to the right shows what is left)."""
        before = (self.ox, self.oy)
        self.ox -= dx
        self.oy -= dy
        self.clamp()
        if (self.ox, self.oy) != before:
            self.version += 1

    def centre_on(self, p: tuple[float, float]) -> None:
        self.ox = p[0] * self.zoom - self.view[2] / 2
        self.oy = p[1] * self.zoom - self.view[3] / 2
        self.clamp()
        self.version += 1

    def reveal(self, p: tuple[float, float], margin: float = 40) -> None:
        """Pan just enough that world point ``p`` is inside the view with ``margin`` to spare."""
        sx, sy = self.to_screen(p)
        x, y, w, h = self.view
        m = min(margin, w / 4, h / 4)
        dx = (x + m - sx) if sx < x + m else ((x + w - m - sx) if sx > x + w - m else 0)
        dy = (y + m - sy) if sy < y + m else ((y + h - m - sy) if sy > y + h - m else 0)
        if dx or dy:
            self.pan(dx, dy)

    def steps(self) -> int:
        """How many zoom steps above the fit the current zoom is."""
        if self.zoom <= self.fit_zoom:
            return 0
        return int(round(math.log(self.zoom / self.fit_zoom, STEP)))

    def zoom_to(self, zoom: float, at: tuple[float, float] | None = None) -> bool:
        """Zoom keeping the world point under screen position ``at`` (the view's centre by
        default) where it is. Returns whether anything changed."""
        zoom = max(self.fit_zoom, min(self.max_zoom, zoom))
        if abs(zoom - self.zoom) < 1e-9:
            return False
        if at is None:
            at = (self.view[0] + self.view[2] / 2, self.view[1] + self.view[3] / 2)
        wx, wy = self.to_world(at)
        self.zoom = zoom
        self.ox = wx * zoom - (at[0] - self.view[0])
        self.oy = wy * zoom - (at[1] - self.view[1])
        self.clamp()
        self.version += 1
        return True

    def zoom_step(self, delta: int, at: tuple[float, float] | None = None) -> bool:
        n = max(0, self.steps() + delta)
        return self.zoom_to(self.fit_zoom * STEP ** n, at)

    def fit(self) -> None:
        self.zoom_to(self.fit_zoom)
        self.centre_on((self.world[0] / 2, self.world[1] / 2))
