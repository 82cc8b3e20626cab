"""The generic board: any game through ``rules.summary(view)``, for a game with no board of its own.

Sections and zones become places (hover them for their contents); every action goes to the
action bar, since nothing tells a generic board where an action happens. The drawing is
:class:`sprites.boardview.BoardView`'s, scrolled by the camera when it is taller than its rect.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.summary import Value, Zone
from sprites.board.base import Board
from sprites.board.places import Place
from sprites.boards.generic.view import BoardView, _value_text
from sprites.tr import _
from sprites.ui import gfx


class GenericBoard(Board):
    shows_rolls = True   # nothing of its own shows dice: the table's roll tray does
    live = False         # one drawing of the whole summary: it waits for the animations to end

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        self.view_board = BoardView()
        self.sections: list[Any] = []

    def arrange(self) -> tuple[int, int]:
        return (self.rect.w, max(self.rect.h, self.view_board.content_h))

    def read(self) -> None:
        try:
            self.sections = list(self.rules.summary(self.view)) if self.view is not None else []
        except Exception:  # a broken summary must not take the table down; the log says it
            self.sections = []
        felt = gfx.felt(*pygame.display.get_surface().get_size()) if pygame.display.get_surface() else None
        backdrop = felt.subsurface(self.rect.clip(felt.get_rect())) if felt is not None else None
        self.view_board.render(self.sections, self.rect.size, self.s, self.seat, self.acting, backdrop)
        self.places.clear()
        for placed in self.view_board.placed:
            sec = placed.section
            r = placed.rect
            self.places.add(Place(f"section:{sec.title}", (r.x, r.y, r.w, r.h), "section", label=sec.title,
                                  seat=sec.seat, focus=False, data={"section": sec}))
            if sec.seat is not None:
                self.places.add(Place(f"seat:{sec.seat}", (r.x, r.y, r.w, r.h), "seat", label=sec.title,
                                      seat=sec.seat, z=0, focus=False, data={"section": sec}))
            zones = {z.label: z for z in sec.entries if isinstance(z, Zone)}
            for label, zr in placed.zones:
                self.places.add(Place(label, (zr.x, zr.y, zr.w, zr.h), "zone", label=label, seat=sec.seat, z=1,
                                      data={"zone": zones.get(label)}))

    def static_layer(self) -> pygame.Surface:
        return self.view_board.surface or super().static_layer()

    def composite(self) -> pygame.Surface:
        return self.static_layer()

    def tooltip(self, place_id: str) -> str | None:
        place = self.places.get(place_id)
        if place is None:
            return None
        zone = place.data.get("zone")
        if zone is not None:
            shown = [f"{p.label}" + (f" ({p.face})" if p.face not in (None, "", p.label) and not p.hidden else "")
                     + (f": {p.detail}" if p.detail else "") for p in zone.pieces if not p.hidden]
            hidden = sum(1 for p in zone.pieces if p.hidden) + max(0, zone.size - len(zone.pieces))
            lines = [f"{zone.label} ({zone.size})", *shown[:12]]
            if hidden:
                lines.append(_("{n} face down", n=hidden))
            return "\n".join(lines)
        sec = place.data.get("section")
        if sec is not None:
            values = [f"{e.label}: {_value_text(e.value)}" for e in sec.entries if isinstance(e, Value)]
            return "\n".join([sec.title, *values[:12]])
        return place.label or None

    def event_place(self, name: str, seat: int | None = None) -> str | None:
        got = super().event_place(name, seat)
        if got is not None:
            return got
        if name == "hand" and seat is not None and f"seat:{seat}" in self.places:
            return f"seat:{seat}"
        word = str(name).lower()
        for p in self.places:
            if p.kind == "zone" and word and word in p.id.lower():
                return p.id
        return None

    def content_height(self) -> int:
        return self.view_board.content_h

    def home(self, seat: int | None) -> str | None:
        return f"seat:{seat}" if seat is not None and f"seat:{seat}" in self.places else None

    def texts(self) -> list[str]:
        return self.view_board.texts()
