"""The D-Day Dice board: the chosen beach with its sectors and the squads on them at the left, the
units' resource cards at the right (the seat at the screen's pinned on top), the dice tray under
them, and the supply laid over the beach while units recruit and find.

Places use the engine's words: sector ids ("5", "B", "M13"), ``token:<seat>`` and
``card:<seat>`` for a unit, ``die:<seat>:<i>`` for its dice, ``spec:`` / ``item:`` / ``deco:``
``<seat>:<name>`` and ``vehicle:<seat>`` for what it holds, ``supply:...`` for the supply's cards,
``combo:<face>`` for a lit combination, ``tray`` for the tray.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

import pygame

from game.core.i18n import generation
from game.core.types import Action
from game.dday.actions import Move
from game.dday.common import item_cost, specialist_cost
from game.dday.maps import MAPS
from game.dday.state import ACTIVE, ANY_COLOUR, DEAD
from game.dday.tr import _ as game_
from sprites.board import Board, Gesture, Place
from sprites.boards.dday import chips, dice, icons, tiles, units, words
from sprites.boards.dday.beach import Beach, lay_out
from sprites.boards.dday.cards import COMPACT, LINE, NONE, PINNED, Cards, compact_height
from sprites.boards.dday.gestures import Mapper
from sprites.boards.dday.losses import Casualties
from sprites.boards.dday.market import Supply
from sprites.boards.dday.sizes import fs
from sprites.boards.dday.texts import tx
from sprites.boards.dday.tr import N_, _
from sprites.boards.dday.tray import Tray
from sprites.ui import gfx

PLAYER = re.compile(r"Player (\d+)")


@dataclass
class Room:
    """A tile's room: its features flow in rows from ``x0`` (row i ends at ``limits[i]``), its
    squads stand in ``zone`` (each ``token`` big, ``step`` apart)."""
    tile: pygame.Rect
    x0: int
    top: int
    limits: list[int]
    gap: int
    zone: pygame.Rect
    token: pygame.Rect
    step: int
    squads: list[Any]
    corner: int = 0        # the right edge of the top corner's tag


class DDayBoard(Board):
    game_id: ClassVar[str] = "dday"
    # the rules card's sections about each kind of place (its tooltip opens the card there)
    rules_sections: ClassVar[dict[str, str]] = {
        **dict.fromkeys(("sector", "line", "cost", "die", "tray", "token"),
                        N_("A TURN: FIVE PHASES, PLAYED BY EVERYONE TOGETHER")),
        **dict.fromkeys(("combo", "deck"), N_("BONUSES")),
        **dict.fromkeys(("held", "hand", "unit", "dial", "dead", "added", "fallen"), N_("PEOPLE AND GEAR")),
    }
    zoomable: ClassVar[bool] = False
    shows_rolls: ClassVar[bool] = False

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        self.beach = Beach()
        self.tray = Tray()
        self.supply = Supply()
        self.casualties = Casualties()
        self.losing = False
        self.cards = Cards()
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.signature: tuple[Any, ...] = ()
        self.focus: int = 0
        self.tray_seat: int | None = None
        self.market = False
        self.tokens: dict[int, pygame.Rect] = {}
        self.tags: dict[str, pygame.Surface] = {}        # sector -> what a move there costs
        self.fire: tuple[str, pygame.Surface] | None = None
        self.rooms: dict[str, Room] = {}
        self.pending: list[tuple[str, int, pygame.Rect]] = []      # a d6 waiting for Binoculars
        self._beach_key: tuple[Any, ...] = ()
        self._layers: dict[str, tuple[Any, pygame.Surface]] = {}
        self.deck_rect = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ geometry
    def arrange(self) -> tuple[int, int]:
        return (self.rect.w, self.rect.h)

    def live_rules(self) -> dict[str, bool]:
        level = self.view.level if self.view is not None else "advanced"
        return {"mgf": level != "exercise", "mines": level != "exercise", "props": level == "advanced"}

    def read(self) -> None:
        self.places.clear()
        view = self.view
        if view is None or not view.units:
            return
        signature = (view.map_id, view.level, view.players, tuple(view.claimed), tuple(sorted(view.random_props.items())),
                     tuple(view.vehicle_pool), tuple(view.silenced), tuple(view.captured),
                     tuple((b, len(x)) for b, x in sorted(view.beside.items())), self.rect.size, self.s, generation())
        if signature != self.signature:
            self.signature = signature
            self._static = None
        s = self.s
        w, h = self.rect.size
        gap = int(10 * s)
        bm = MAPS[view.map_id]
        map_w = self.beach_width(bm, w)
        self.map_rect = pygame.Rect(0, 0, map_w, h)
        title_h = int(26 * s)
        beach_rect = pygame.Rect(int(6 * s), title_h, map_w - int(12 * s), h - title_h - int(6 * s))
        if self._beach_key != (view.map_id, tuple(beach_rect), s):   # the map never moves in a game
            self._beach_key = (view.map_id, tuple(beach_rect), s)
            self.beach = lay_out(bm, beach_rect, s)
        self.focus = self.seat if self.seat is not None else (self.acting[0] if self.acting else 0)
        self.tray_seat = self.pick_tray_seat()
        self.market = view.phase == "recruit" and not view.losses and not view.request
        # the seat at the screen takes casualties: the fallen pile lies where the tray was
        self.losing = bool(view.losses) and view.losses[0]["seat"] == self.focus and self.focus in self.acting
        self.place_map(view, title_h)
        self.place_column(view, pygame.Rect(map_w + gap, 0, w - map_w - gap, h))

    def beach_width(self, bm: Any, w: int) -> int:
        """As wide as the map's widest row needs (a tile holds its shield, marks and squads), the
        rest for the cards and the tray or supply; two maps side by side take more."""
        if bm.part:
            return int(w * 0.62)
        s = self.s
        widest = max(len(row) for row in bm.rows)
        need = widest * int(124 * s) + int(12 * s) * (widest + 1) + int(12 * s)
        return max(int(w * 0.42), min(int(w * 0.55), need))

    def place_map(self, view: Any, title_h: int) -> None:
        """The beach's places in every phase: sectors, the lines that hold a danger, the courage
        of each row line, the squads and the decoration deck."""
        s = self.s
        map_w = self.map_rect.w
        deck = pygame.Rect(map_w - int(84 * s), int(3 * s), int(78 * s), title_h - int(6 * s))
        self.deck_rect = deck
        self.tags = self.reach_tags(view)
        self.fire = self.fire_tag(view)
        self.rooms = {}
        for sid, r in self.beach.tiles.items():
            room = self.room(view, sid, r)
            self.rooms[sid] = room
            # where a squad stands on the tile: moving squads glide from spot to spot
            spot = (room.zone.right - room.token.w // 2, room.zone.centery)
            self.places.add(Place(sid, (r.x, r.y, r.w, r.h), "sector", anchor=spot, label=self.sector_name(sid)))
        for link in self.beach.links:
            if link.mined or link.barred:
                mx, my = (link.p1[0] + link.p2[0]) // 2, (link.p1[1] + link.p2[1]) // 2
                k = int(12 * s)
                self.places.add(Place(f"line:{link.a}|{link.b}", (mx - k, my - k, 2 * k, 2 * k), "line", z=1,
                                      focus=False, data={"link": link}))
        for x, y, row, cost in self.beach.row_lines:
            k = int(12 * s)
            self.places.add(Place(f"cost:{row}:{x}", (x, y - k, int(44 * s), 2 * k), "cost", z=1, focus=False,
                                  data={"row": row, "cost": cost}))
        self.places.add(Place("decos", (deck.x, deck.y, deck.w, deck.h), "deck", z=1, focus=False,
                              label=tx("dday.deco_deck", n=len(view.deco_deck))))
        self.place_tokens(view)
        self.place_pending_d6(view)

    def squads_on(self, view: Any) -> dict[str, list[Any]]:
        by_sector: dict[str, list[Any]] = {}
        for u in view.units:
            if u.sector and u.sector in self.beach.tiles:
                by_sector.setdefault(u.sector, []).append(u)
        return by_sector

    def room(self, view: Any, sid: str, r: pygame.Rect) -> Room:
        """How a tile shares its room: the shield at the left, the squads standing at the right end
        (under the cost of a move there, and the badges of the units that have left it), the
        features in rows between them - nothing a player reads under anything else."""
        s = self.s
        pad = int(4 * s)
        chip_h = int(20 * s)
        gap = int(2 * s)
        top = r.y + pad
        x0 = r.x + pad + tiles.shield_width(view, sid, r.h) + int(6 * s)
        squads = self.squads_on(view).get(sid, [])
        th = max(int(24 * s), min(r.h - (chip_h + 2 * gap + pad) - int(3 * s), int(46 * s)))
        tw = int(th * 0.92)
        n = len(squads)
        room = r.right - pad - x0                       # right of the shield
        most = max(tw, room - int(34 * s))              # marks keep a column of their own
        step = min(tw + int(3 * s), (most - tw) // (n - 1)) if n > 1 else 0
        least = int(11 * s)                             # each squad shows its side at least
        right = r.right - pad
        if n and tw + least * (n - 1) > room:
            # a narrow tile: the squads stand over its edge (into the gap beside it), a little
            # smaller and closer, never over the shield
            right = r.right + int(8 * s)
            room += pad + int(8 * s)
            least = int(8 * s)
            tw = max(int(26 * s), min(tw, room - least * (n - 1)))
            th = min(th, int(tw / 0.92))
        if n > 1 and step < least:
            step = max(least, min(tw + int(3 * s), (room - tw) // (n - 1)))
        zone_w = tw + step * (n - 1) if n else 0
        zone = pygame.Rect(right - max(zone_w, tw), r.bottom - int(3 * s) - th, max(zone_w, tw), th)
        visits = self.visitors(view).get(sid, [])
        badge = int(14 * s)
        head = self.corner_width(sid) + (len(visits) * (badge + 1) + pad if visits else 0)
        # the top corner holds a tag (a move's cost, the fire rolled) and the badges of the units
        # that have left
        corner = r.right - pad
        rows = max(1, (r.bottom - int(3 * s) - top + gap) // (chip_h + gap))
        limits = []
        for i in range(rows):
            y = top + i * (chip_h + gap)
            right = corner - head if i == 0 else r.right - pad
            if n and y + chip_h > zone.y:
                right = min(right, zone.x - pad)
            limits.append(right)
        return Room(r, x0, top, limits, gap, zone, pygame.Rect(0, 0, tw, th), step, squads, corner)

    def corner_width(self, sid: str) -> int:
        """Room the tile's top corner keeps for a tag: what a move there costs, or the machine-gun
        fire rolled in the fight there."""
        tag = self.tags.get(sid) or (self.fire[1] if self.fire and self.fire[0] == sid else None)
        return tag.get_width() + int(4 * self.s) if tag is not None else 0

    def fire_tag(self, view: Any) -> tuple[str, pygame.Surface] | None:
        """The machine-gun fire rolled in this fight, once the dice have landed."""
        c = view.combat or {}
        if view.phase != "combat" or not c.get("sectors") or c.get("i", 0) >= len(c["sectors"]):
            return None
        if c.get("step") not in ("trade", "end") or not c.get("mgf"):
            return None
        return c["sectors"][c["i"]], fire_label(c["mgf"], self.s)

    def place_tokens(self, view: Any) -> None:
        self.tokens = {}
        for room in self.rooms.values():
            for k, u in enumerate(room.squads):
                x = room.zone.right - room.token.w - (len(room.squads) - 1 - k) * room.step
                rect = pygame.Rect(x, room.zone.y, room.token.w, room.token.h)
                self.tokens[u.seat] = rect
                self.places.add(Place(f"token:{u.seat}", (rect.x, rect.y, rect.w, rect.h), "token", z=3 + k,
                                      seat=u.seat, label=self.seat_label(u.seat)))

    def visitors(self, view: Any) -> dict[str, list[int]]:
        """Sectors units have left (a unit never returns): the seats that were there."""
        marks: dict[str, list[int]] = {}
        for u in view.units:
            for sid in u.visited[:-1] if u.status == ACTIVE else u.visited:
                marks.setdefault(sid, []).append(u.seat)
        return marks

    def place_column(self, view: Any, right: pygame.Rect) -> None:
        """The units' cards, the seat at the screen's pinned first, then the dice tray - or, while
        units recruit and find, the supply in its place (the beach stays in view)."""
        s = self.s
        h = right.h
        gap = int(10 * s)
        small = int(4 * s)
        u = view.units[self.focus]
        others = [x.seat for x in view.units if x.seat != self.focus]
        tray_min, tray_max = int(170 * s), int(232 * s)
        # chips as wide as the column lets them be; more columns (and other units' cards on one
        # line) only when the column would overflow
        first = max(1, (right.w - int(12 * s) + int(3 * s)) // (int(150 * s) + int(3 * s)))
        # while units recruit, a crowded column leaves the other units' cards out before its
        # cards get too narrow to read: their squads on the beach take gifts then
        tries = [(c, f) for c in (first, first + 1) for f in (COMPACT, LINE)]
        if self.market:
            tries += [(c, NONE) for c in (first, first + 1)]
        tries += [(c, f) for c in (first + 2, first + 3) for f in ((LINE, NONE) if self.market else (LINE,))]
        choice = None
        for cols, form in tries:
            stack = len(others) * (compact_height(form, s) + small)
            need = self.cards.pinned_height(view, u, right.w, s, cols)
            bottom = self.supply.need(view, u, cols, s) if self.market else tray_min
            if need + stack + bottom + gap <= h:
                choice = (cols, form, need)
                break
        if choice is None:
            cols, form = tries[-1]
            choice = (cols, form, self.cards.pinned_height(view, u, right.w, s, cols))
        cols, form, need = choice
        if form == NONE:
            others = []
        stack = len(others) * (compact_height(form, s) + small)
        if self.market:
            bottom_h = h - need - gap - stack
        else:
            bottom_h = max(tray_min, min(tray_max, h - need - gap - stack))
        bottom = pygame.Rect(right.x, h - bottom_h, right.w, bottom_h)
        pinned_h = bottom.y - gap - stack
        order = [(self.focus, pygame.Rect(right.x, 0, right.w, pinned_h), PINNED)]
        y = pinned_h + small
        for seat in others:
            ch = compact_height(form, s)
            order.append((seat, pygame.Rect(right.x, y, right.w, ch), form))
            y += ch + small
        names = {x.seat: self.seat_label(x.seat) for x in view.units}
        for p in self.cards.layout(view, order, names, self.acting, self.tray_seat, s, cols):
            self.places.add(p)
        if self.market or self.losing:
            self.tray.layout(pygame.Rect(0, 0, 0, 0), view, None, "", s)
            panel = self.supply.layout(bottom, view, self.focus, cols, s) if self.market else \
                self.casualties.layout(bottom, view, self.focus, s)
            for p in panel:
                self.places.add(p)
            return
        tray_name = names.get(self.tray_seat, "") if self.tray_seat is not None else ""
        for p in self.tray.layout(bottom, view, self.tray_seat, tray_name, s):
            self.places.add(p)

    def pick_tray_seat(self) -> int | None:
        """Whose dice the tray shows: the unit rolling or resolving now, else the seat at the screen."""
        view = self.view
        acting = self.acting[0] if self.acting else None
        if view.phase in ("roll", "post", "upkeep") and acting is not None and view.units[acting].status == ACTIVE:
            return acting
        return self.focus

    def place_pending_d6(self, view: Any) -> None:
        """A d6 rolled and not yet applied (Binoculars may change it) lies on its sector."""
        d = view.d6
        if not d:
            self.pending = []
            return
        sector = d.get("sector") or (view.units[d["seat"]].sector if d.get("seat", -1) >= 0 else "")
        tile = self.beach.tiles.get(sector)
        self.pending = []
        if tile is None:
            return
        size = int(min(tile.h * 0.5, 30 * self.s))
        for i, v in enumerate(d["dice"]):
            r = pygame.Rect(tile.centerx - len(d["dice"]) * size // 2 + i * (size + 2), tile.y - size // 3, size, size)
            self.pending.append((f"d6:{i}", v, r))
            self.places.add(Place(f"d6:{i}", (r.x, r.y, r.w, r.h), "d6", z=8, label=str(v)))

    def rules_section(self, place_id: str | None) -> str | None:
        """The heading of the card's section in the player's language (about.cs.txt in Czech)."""
        heading = super().rules_section(place_id)
        return _(heading) if heading else heading

    # ------------------------------------------------------------------ names
    def seat_label(self, seat: int) -> str:
        try:
            return self.rules.seat_name(self.view, seat)
        except Exception:
            return game_("Player {n}", n=seat + 1)

    def sector_name(self, sid: str) -> str:
        if sid in MAPS[self.view.map_id].bunkers:
            return tx("dday.tip_bunker")
        return tx("dday.tip_sector", n=sid)

    # ------------------------------------------------------------------ painting
    def paint_static(self, surf: pygame.Surface, z: float) -> None:
        surf.blit(gfx.felt(surf.get_width(), surf.get_height()), (0, 0))
        view = self.view
        if view is None or not self.beach.tiles:
            return
        s = self.s
        bm = MAPS[view.map_id]
        rows = max(len(bm.rows), 1)
        tiles.paint_ground(surf, self.map_rect, self.beach, rows)
        tiles.paint_links(surf, self.beach, s)
        live = self.live_rules()
        for sid, r in self.beach.tiles.items():
            tiles.paint_tile(surf, view, sid, r, self.beach, s)
        if live["mines"]:
            tiles.paint_link_marks(surf, self.beach, s)
        tiles.paint_row_costs(surf, self.beach, s)
        tiles.paint_title(surf, view, pygame.Rect(0, 0, self.map_rect.w - int(90 * s), int(26 * s)), s)

    def paint_pieces(self, surf: pygame.Surface, z: float) -> None:
        view = self.view
        if view is None or not view.units:
            return
        s = self.s
        live = self.live_rules()
        for sid, room in self.rooms.items():
            tiles.flow(surf, tiles.chips(view, sid, s, live), room.x0, room.top, room.limits, room.gap)
        self.paint_turn_marks(surf, view)
        self.paint_visits(surf, view)
        # squads overlap left to right, each keeping a strip to point at; the acting one is ringed
        for u in (u for room in self.rooms.values() for u in room.squads):
            r = self.tokens.get(u.seat)
            if r is None or f"token:{u.seat}" in self.hidden:
                continue
            surf.blit(units.unit_token(u, r.w, r.h, s), r.topleft)
            if u.status == DEAD:
                surf.blit(icons.icon("x", r.w, (220, 40, 40)), r.topleft)
        for _pid, v, r in self.pending:
            surf.blit(dice.d6(r.w, v, True), r.topleft)
        surf.blit(deck_badge(self.deck_rect.w, self.deck_rect.h, len(view.deco_deck), s), self.deck_rect.topleft)
        # the cards, the tray and the supply are layers of their own: a die taking off (hidden while
        # it flies) repaints the tray alone, and nothing else is drawn again until the view changes
        self.blit_layer(surf, "cards", self.cards.region(), self.cards.pieces(), self.cards.signature(view),
                        lambda layer: self.cards.paint(layer, view, self.hidden))
        if self.market:
            self.blit_layer(surf, "supply", self.supply.rect, set(), self.supply.signature(), self.supply.paint)
        elif self.losing:
            self.blit_layer(surf, "losses", self.casualties.rect, set(), self.casualties.signature(),
                            self.casualties.paint)
        else:
            self.blit_layer(surf, "tray", self.tray.rect, self.tray.pieces(), self.tray.signature(),
                            lambda layer: self.tray.paint(layer, self.hidden))

    def blit_layer(self, surf: pygame.Surface, name: str, region: pygame.Rect, pieces: set[str],
                   content: tuple[Any, ...], paint: Any) -> None:
        """A part of the pieces painted again only when what it shows changes (a re-roll leaves
        the cards alone) or a piece of it takes off or lands, then blitted as a plain copy."""
        static = self.static_layer()
        key = (content, tuple(region), surf.get_size(), id(static), generation(),
               frozenset(self.hidden & pieces))
        got = self._layers.get(name)
        if got is None or got[0] != key:
            layer = got[1] if got is not None and got[1].get_size() == surf.get_size() else None
            if layer is None:
                layer = pygame.Surface(surf.get_size()).convert() if pygame.display.get_surface() else \
                    pygame.Surface(surf.get_size())
            # opaque: the ground under the region first, so a frame's blit is a plain copy
            layer.blit(static, region.topleft, region)
            clip = layer.get_clip()
            layer.set_clip(region)
            paint(layer)
            layer.set_clip(clip)
            self._layers[name] = (key, layer)
            got = self._layers[name]
        surf.blit(got[1], region.topleft, region)

    def paint_turn_marks(self, surf: pygame.Surface, view: Any) -> None:
        """This turn's changes to a sector: defence lowered, machine guns stopped, the fight here."""
        s = self.s
        fight = ""
        c = view.combat or {}
        if view.phase == "combat" and c.get("sectors") and c.get("i", 0) < len(c["sectors"]):
            fight = c["sectors"][c["i"]]
        for sid, r in self.beach.tiles.items():
            notes = []
            red = view.def_red.get(sid, 0)
            if red:
                notes.append(f"-{red}")
            if sid in view.bangalore:
                notes.append("0")
            if notes:   # this turn's lowered defence, at the shield's tip
                pill = red_pill(" ".join(notes), fs(s, 14))
                x = r.x + int(4 * s) + tiles.shield_width(view, sid, r.h) // 2
                surf.blit(pill, pill.get_rect(midbottom=(x, r.bottom + int(4 * s))))
            if sid == fight:
                pygame.draw.rect(surf, (230, 60, 40), r.inflate(int(6 * s), int(6 * s)), max(2, int(3 * s)),
                                 border_radius=int(10 * s))
                if self.fire and self.fire[0] == sid and f"fire:{sid}" not in self.hidden:
                    img = self.fire[1]
                    surf.blit(img, img.get_rect(topright=(self.rooms[sid].corner, r.y + int(4 * s))))

    def paint_visits(self, surf: pygame.Surface, view: Any) -> None:
        """Sectors a unit has been in (it never returns): its badge in the tile's top corner, and a
        hatch over those the seat at the screen has left."""
        size = int(14 * self.s)
        pad = int(4 * self.s)
        for sid, seats in self.visitors(view).items():
            r = self.beach.tiles.get(sid)
            if r is None:
                continue
            if self.focus in seats:
                surf.blit(visited_veil(r.w, r.h), r.topleft)
            right = self.rooms[sid].corner - self.corner_width(sid) if sid in self.rooms else r.right - pad
            for k, seat in enumerate(seats):
                badge = units.badge(seat, size)
                surf.blit(badge, (right - (len(seats) - k) * (size + 1), r.y + pad + int(3 * self.s)))

    def draw_overlay(self, surface: pygame.Surface, control: Any) -> None:
        """Whose turn it is: a ring pulsing round the acting squad (nothing over the tile's
        marks). While the seat moves: each sector it can reach shows what the move costs and
        demands."""
        acting = self.acting[0] if self.acting else None
        r = self.screen_rect(f"token:{acting}") if acting is not None else None
        if r is not None and f"token:{acting}" not in self.hidden:
            import math

            pulse = 0.5 + 0.5 * math.sin(control.time * 5.0)
            ring = turn_ring(r.w, r.h, self.s)
            ring.set_alpha(int(120 + 135 * pulse))
            surface.blit(ring, ring.get_rect(center=r.center))
        if control.enabled and control.index.toggle_places:
            # dice chosen to keep say so (the rest will be thrown); the die is drawn again over the
            # selection's tint, so a kept blue die still reads blue
            tag = keep_tag(max(10, int(12 * self.s)))
            for pid in control.toggled:
                r = self.screen_rect(pid)
                die = next((d for d in self.tray.dice if d.place == pid), None)
                if r is None or die is None:
                    continue
                img = dice.custom_die(r.w, die.code // 6, die.code % 6)
                surface.blit(img, img.get_rect(center=r.center))
                surface.blit(keep_ring(r.w), keep_ring(r.w).get_rect(center=r.center))
                surface.blit(tag, tag.get_rect(midtop=(r.centerx, r.bottom - tag.get_height() // 2)))
        if not control.enabled or not self.tags:
            return
        pad = int(4 * self.s)
        for sid, img in self.tags.items():   # in the tile's top corner, clear of its marks and squads
            r = self.screen_rect(sid)
            if r is not None:
                room = self.rooms.get(sid)
                x = r.right - pad if room is None else r.x + (room.corner - room.tile.x)
                surface.blit(img, img.get_rect(topright=(x, r.y + pad)))

    # ------------------------------------------------------------------ gestures
    def gestures(self, legal: list[Action]) -> list[Gesture]:
        if self.view is None:
            return [Gesture(a) for a in legal]
        return Mapper(self).build(legal)

    def cancellable(self, seat: int, face: int) -> list[str]:
        """The tray's dice and added results showing ``face`` that no skull has cancelled yet."""
        if self.tray_seat != seat:
            return []
        return [d.place for d in self.tray.dice + self.tray.virt
                if d.code % 6 == face and not d.cancelled and not d.aside]

    def any_colour_place(self, seat: int) -> str | None:
        return next((d.place for d in self.tray.virt if d.code // 6 == ANY_COLOUR), None) if self.tray_seat == seat else None

    def move_cost(self, move: Move) -> str:
        cost, _notes = self.move_terms(move)
        return tx("dday.cost_land") if cost < 0 else cost_words(cost)

    def move_terms(self, move: Move) -> tuple[int, list[str]]:
        """What a move costs in courage (-1: landing) and what it demands or risks."""
        from game.dday.movement import line_cost

        view = self.view
        u = view.units[move.seat]
        if view.phase == "start" or not u.sector:
            return -1, []
        bm = MAPS[view.map_id]
        retreat = move.dest in bm.retreat.get(u.sector, []) and move.dest not in bm.adj[u.sector]
        cost = 0 if retreat else line_cost(view, u.sector, move.dest)
        if cost and "Platoon Leader" in u.specs:
            cost -= 1
        if u.bc_move or move.whistle:
            cost = 0
        notes = []
        line = (u.sector, move.dest) if u.sector < move.dest else (move.dest, u.sector)
        if line in bm.mines and view.level != "exercise" and "Minesweeper" not in u.specs and not u.t.get("detector"):
            notes.append("mine")
        if move.sacrifice:
            notes.append("sacrifice")
        if u.vehicle and (line in bm.mines or move.dest in bm.bunkers):
            notes.append("vehicle")
        return cost, notes

    def reach_tags(self, view: Any) -> dict[str, pygame.Surface]:
        """What a move to each sector the seat at the screen can reach costs, as a tag (its
        cheapest way: without the Whistle or a sacrifice when it can)."""
        moves = [a for a in self.legal if isinstance(a, Move)] if view.phase != "start" else []
        out: dict[str, pygame.Surface] = {}
        for m in moves:
            if m.dest in out:
                continue
            variants = [x for x in moves if x.dest == m.dest]
            cheapest = min(variants, key=lambda x: (x.whistle, bool(x.sacrifice)))
            cost, notes = self.move_terms(cheapest)
            out[m.dest] = reach_label(max(0, cost), tuple(notes), self.s)
        return out

    # ------------------------------------------------------------------ the contract's hooks
    def tooltip(self, place_id: str) -> str | None:
        from sprites.boards.dday import tips

        if place_id not in self.places:   # gone with the view (a combination after the upkeep)
            return None
        try:
            return tips.tooltip(self, place_id)
        except Exception:  # a tooltip never takes the table down
            place = self.places.get(place_id)
            return place.label if place else None

    def why(self, place_id: str | None) -> str | None:
        view = self.view
        if view is None or place_id is None or not self.acting:
            return None
        seat = self.acting[0]
        if place_id.startswith("fallen:"):
            return tx("dday.why_fallen")
        if view.phase == "move" and place_id in self.beach.tiles:
            try:
                return self.rules.illegal_reason(view, Move(seat, place_id))
            except Exception:
                return None
        if place_id.startswith(("supply:", "hand:")) and view.phase == "recruit":
            name = place_id.split(":", 2)[-1]
            u = view.units[seat]
            if place_id.startswith(("hand:", "supply:spec:")):
                if u.t.get("recruited"):
                    return tx("dday.why_recruited")
                return tx("dday.why_stars", cost=specialist_cost(u, name), have=u.stars)
            if place_id.startswith("supply:item:"):
                if u.t.get("found"):
                    return tx("dday.why_found")
                return tx("dday.why_points", cost=item_cost(view, u, name), have=u.points)
        return None

    def home(self, seat: int | None) -> str | None:
        if seat is None:
            return None
        for pid in (f"token:{seat}", f"card:{seat}"):
            if pid in self.places:
                return pid
        return None

    def die_face(self, size: int, face: Any, glow: bool = False) -> pygame.Surface | None:
        return dice.die_face(size, face, glow)

    def sprite(self, piece: str, seat: int | None = None) -> pygame.Surface | None:
        view = self.view
        if view is None:
            return None
        m = PLAYER.search(str(piece))
        if m is None:
            return None
        who = int(m.group(1)) - 1
        if not 0 <= who < len(view.units):
            return None
        rest = str(piece)[m.end():]
        if rest.startswith("'s "):
            return chips.chip(rest[3:], int(130 * self.s), chips.height(self.s), self.s)
        r = self.tokens.get(who)
        w, h = (r.w, r.h) if r else (int(40 * self.s), int(44 * self.s))
        return units.unit_token(view.units[who], w, h, self.s)

    def animations(self, event: Any, generic: list[Any]) -> list[Any]:
        """The end of the game as a banner of its own: victory or defeat in big letters, the
        engine's sentence for why under it (the whole of it reads)."""
        from game.core.events import GameOver

        if not isinstance(event, GameOver):
            return generic
        from game.dday.common import reason_text
        from sprites.ui.timeline import BannerAnim

        title = tx("dday.victory") if event.winners else tx("dday.defeat")
        why = reason_text(event.reason)
        return [BannerAnim(title, why[:1].upper() + why[1:], None, big=True)]

    def anim_pieces(self, event: Any) -> list[str]:
        if getattr(event, "animation", "") == "move" and isinstance(getattr(event, "seat", None), int):
            return [f"token:{event.seat}"]
        spots = [str(p) for p in getattr(event, "spots", ()) or ()]
        dice = [p for p in spots if p.startswith(("die:", "pool:")) and p in self.places]
        # dice falling on a sector: its fire total waits for them to land
        fire = [f"fire:{p}" for p in dict.fromkeys(spots) if p in self.beach.tiles]
        return dice + fire

    def event_place(self, name: Any, seat: int | None = None) -> str | None:
        word = str(name)
        if word in self.places:
            return word
        if word in ("seat", "hand") and seat is not None:
            return f"card:{seat}" if f"card:{seat}" in self.places else None
        if word in ("decorations", "deck", "draw", "pile"):
            return "supply:decos" if "supply:decos" in self.places else "decos"
        if word in words.RESOURCES and seat is not None:
            for pid in (f"res:{seat}:{word}", f"card:{seat}"):
                if pid in self.places:
                    return pid
        if seat is not None and self.view is not None and 0 <= seat < len(self.view.units):
            # a card of the unit's (the Medic that saved): the card, else the unit
            held = [f"{kind}:{seat}:{word}" for kind in ("spec", "item", "deco")]
            if self.view.units[seat].vehicle == word:
                held.append(f"vehicle:{seat}")
            for pid in (*held, f"card:{seat}"):
                if pid in self.places and (pid in held or word in self.card_words(seat)):
                    return pid
        m = PLAYER.search(word)
        if m is not None:
            who = int(m.group(1)) - 1
            rest = word[m.end():]
            if rest.startswith("'s ") and f"spec:{who}:{rest[3:]}" in self.places:
                return f"spec:{who}:{rest[3:]}"
            for pid in (f"token:{who}", f"card:{who}"):
                if pid in self.places:
                    return pid
        return super().event_place(name, seat)

    def card_words(self, seat: int) -> set[str]:
        """Names that mean a card a unit had (a sacrificed Paratrooper's save lands on its unit)."""
        u = self.view.units[seat]
        return {*u.specs, *u.dead, *u.items, *u.decos, *([u.vehicle] if u.vehicle else [])}

    def texts(self) -> list[str]:
        out = [p.label for p in self.places if p.label]
        out.append(self.tray.head)
        if self.market:
            out.append(tx("dday.supply"))
        return out


def cost_words(cost: int) -> str:
    return tx("dday.cost_free") if cost <= 0 else _.n("{count} courage", "{count} courage", cost)


def reach_label(cost: int, notes: tuple[str, ...], s: float) -> pygame.Surface:
    """What a move to a sector costs, as a bright tag in its corner: the courage medal and the
    number to pay (or "free"), and the risks it runs (a minefield, a sacrifice, a vehicle left)."""
    def make() -> pygame.Surface:
        h = int(20 * s)
        ink = (30, 24, 10)
        parts = [icons.icon("courage", h - 4, ink), gfx.text(str(cost), fs(s), ink, True)] if cost > 0 else \
            [gfx.text(tx("dday.cost_free"), fs(s), ink, True)]
        parts += [icons.icon({"mine": "mine", "sacrifice": "helmet", "vehicle": "Jeep"}[n], h - 4) for n in notes]
        w = sum(p.get_width() for p in parts) + 2 * (len(parts) - 1) + h // 2 + int(4 * s)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 214, 90), (0, 0, w, h), border_radius=h // 2)
        pygame.draw.rect(surf, (110, 70, 10), (0, 0, w, h), 2, border_radius=h // 2)
        x = h // 4 + int(2 * s)
        for p in parts:
            surf.blit(p, p.get_rect(midleft=(x, h // 2)))
            x += p.get_width() + 2
        return surf

    return gfx._surf_cache.get_or(("dday-reach", cost, notes, s, generation()), make)


def fire_label(total: int, s: float) -> pygame.Surface:
    """The machine guns' total in a fight: crosshair and number on a red tag."""
    def make() -> pygame.Surface:
        h = int(20 * s)
        t = gfx.text(str(total), fs(s), (255, 246, 236), True)
        g = icons.outlined("crosshair", h - 6, (255, 246, 236), (120, 20, 20))
        w = g.get_width() + t.get_width() + h // 2 + int(6 * s)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (190, 40, 36), (0, 0, w, h), border_radius=h // 2)
        pygame.draw.rect(surf, (60, 10, 10), (0, 0, w, h), 2, border_radius=h // 2)
        surf.blit(g, g.get_rect(midleft=(h // 4 + int(2 * s), h // 2)))
        surf.blit(t, t.get_rect(midleft=(h // 4 + int(4 * s) + g.get_width(), h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-fire", total, s), make)


def red_pill(text: str, size: int) -> pygame.Surface:
    """A number on a red pill (a defence lowered this turn)."""
    def make() -> pygame.Surface:
        t = gfx.text(text, size, (255, 250, 240), True)
        surf = pygame.Surface((t.get_width() + size, size + 6), pygame.SRCALPHA)
        pygame.draw.rect(surf, (190, 40, 36), surf.get_rect(), border_radius=(size + 6) // 2)
        pygame.draw.rect(surf, (60, 10, 10), surf.get_rect(), 2, border_radius=(size + 6) // 2)
        surf.blit(t, t.get_rect(center=surf.get_rect().center))
        return surf

    return gfx._surf_cache.get_or(("dday-red-pill", text, size), make)


def keep_ring(size: int) -> pygame.Surface:
    """A green frame around a kept die."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size + 10, size + 10), pygame.SRCALPHA)
        pygame.draw.rect(surf, (120, 220, 110), surf.get_rect(), max(3, size // 14), border_radius=size // 4 + 4)
        return surf

    return gfx._surf_cache.get_or(("dday-keep-ring", size), make)


def keep_tag(size: int) -> pygame.Surface:
    """The tag under a die the player keeps."""
    def make() -> pygame.Surface:
        t = gfx.text(tx("dday.keep"), size, (20, 40, 20), True)
        surf = pygame.Surface((t.get_width() + size, size + 6), pygame.SRCALPHA)
        pygame.draw.rect(surf, (140, 220, 120), surf.get_rect(), border_radius=(size + 6) // 2)
        pygame.draw.rect(surf, (30, 70, 30), surf.get_rect(), 2, border_radius=(size + 6) // 2)
        surf.blit(t, t.get_rect(center=surf.get_rect().center))
        return surf

    return gfx._surf_cache.get_or(("dday-keep", size, tx("dday.keep")), make)


def turn_ring(w: int, h: int, s: float) -> pygame.Surface:
    """A bright frame round the squad whose turn it is (its alpha pulses)."""
    def make() -> pygame.Surface:
        k = max(3, int(4 * s))
        surf = pygame.Surface((w + 2 * k + 4, h + 2 * k + 4), pygame.SRCALPHA)
        rect = surf.get_rect().inflate(-2, -2)
        pygame.draw.rect(surf, (20, 16, 10), rect, k + 2, border_radius=max(6, w // 4))
        pygame.draw.rect(surf, (255, 226, 90), rect.inflate(-2, -2), k, border_radius=max(6, w // 4))
        return surf

    return gfx._surf_cache.get_or(("dday-turn-ring", w, h, s), make)


def visited_veil(w: int, h: int) -> pygame.Surface:
    """A hatch over a sector the seat at the screen has left (it can never go back)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for x in range(-h, w, 10):
            pygame.draw.line(surf, (30, 26, 22, 70), (x, h), (x + h, 0), 3)
        return surf

    return gfx._surf_cache.get_or(("dday-visited", w, h), make)


def deck_badge(w: int, h: int, n: int, s: float) -> pygame.Surface:
    """The decoration deck beside the map's title: a ribboned medal and how many cards are left."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (70, 36, 60), (0, 0, w, h), border_radius=h // 3)
        pygame.draw.rect(surf, (220, 180, 80), (0, 0, w, h), 2, border_radius=h // 3)
        g = icons.icon("Medal of Honor", h - 4)
        surf.blit(g, (4, 2))
        t = gfx.text(f"× {n}", int(h * 0.6), (250, 236, 190), True)
        surf.blit(t, t.get_rect(midleft=(h + 4, h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-deckbadge", w, h, n, s), make)
