"""The Wizard Kings board: the hex map of the sheets the scenario lays, the wooden blocks on it,
the side panel with the battle board, and pointing for every decision.

Layout: the map fills the board's rect left of a side column (``column_w`` screen pixels): the
camera looks at that part only, so no hex ever hides under the panel, and it opens at the zoom
where a hex is big enough to read (0 fits the whole map). Static layer: terrain, hexsides,
cities (``terrain``), kept for the last few zoom steps; pieces layer: blocks, banners, battles
(``pieces``); per frame: the shade over unreachable hexes and the path under the pointer, a
banner changing hands, gold flying to the treasury, then the column (``panel``, ``battle``) and
the marks of its places, all blits of cached surfaces.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Any, ClassVar

import pygame

from game.core.i18n import generation, language
from game.wizard_kings import actions as A
from game.wizard_kings import armies
from game.wizard_kings import movement as mv
from game.wizard_kings import names as engine_names
from game.wizard_kings.board import load_sheet
from game.wizard_kings.data import ARTIFACTS, BLOCKS, HEXSIDE_LIMIT, SPELL_CARDS, SPELLS
from game.wizard_kings.state import BLK, FL, MOVED, OWN, PINNED, POS, STR, UNKNOWN
from sprites.board import Board, Gesture, Place
from sprites.board.control import mark
from sprites.board.places import PlaceIndex
from sprites.boards.wizard_kings import blocks, names, pieces, terrain
from sprites.boards.wizard_kings.geometry import BLOCK, MapGeometry, R, geometry
from sprites.boards.wizard_kings.gestures import GestureMaker, hex_id
from sprites.boards.wizard_kings.panel import Column, army_lines
from sprites.boards.wizard_kings.tr import N_, _
from sprites.ui import gfx

Hex = tuple[int, int]
FLIP_SECONDS = 0.8
READABLE_R = 36          # the least hex radius (screen pixels at UI scale 1) the map opens at: a block whose rating reads at 12 px
INCOME_SECONDS = 0.9
MAP_CHOICES = ("free_map", "lws_map", "pick_map")
_paths = gfx.LRU(64)


class WizardKingsBoard(Board):
    game_id: ClassVar[str] = "wizard_kings"
    # the rules card's sections about each kind of place (its tooltip opens the card there)
    # (headings of about.txt; in another language the card's own headings, see rules_section)
    rules_sections: ClassVar[dict[str, str]] = {"hex": N_("TERRAIN AND LIMITS"), "block": N_("BATTLES"),
                                                "army": N_("HOW TO WIN"), "gold": N_("HOW TO WIN"),
                                                "tray": N_("A TURN")}
    zoomable: ClassVar[bool] = True
    max_zoom: ClassVar[float] = 2.5
    shows_rolls: ClassVar[bool] = False
    live: ClassVar[bool] = True

    def rules_section(self, place_id: str | None) -> str | None:
        """The section's heading as the rules card in the player's language prints it
        (``about.cs.txt`` has Czech headings)."""
        heading = super().rules_section(place_id)
        return _(heading) if heading else heading

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        self.designs: tuple[int, ...] = ()          # none yet: the first view lays its map out
        self.geo: MapGeometry = geometry((13,))
        self.bd = self.geo.bd
        self.column_w = 0
        self.column = Column(self)
        self.column_key: Any = None
        self.occ: dict = {}
        self.spots: list[pieces.Spot] = []
        self.city_holders: dict[Hex, int] = {}
        self.battle_hexes: list[Hex] = []
        self.battle_units: set[str] = set()
        self.flips: dict[Hex, list] = {}              # city -> [old holder, new holder, start time]
        self.last_roll: tuple[int | None, tuple[int, ...], str] | None = None
        self.steps: dict[str, tuple[str, int, int, bool]] = {}   # step piece -> key, strength, seat, in battle
        self.lost: dict[str, int] = {}                # strength already taken off per unit (queued anims)
        self.step_count = 0
        self.income: dict[str, tuple[float, list[Hex]]] = {}
        self.initiative: dict[int, int] = {}         # 4.1: each seat's last initiative roll this turn
        self.initiative_stale = False
        self.clock = 0.0
        self.serial = 0                               # bumped by every new view (the column keys on it)
        # the hexes' places by layout: a replay jumping between the set-up and the chosen map
        # finds both (naming every hex of seven sheets takes a tenth of a second)
        self._hex_places: dict[Any, list[Place]] = {}
        self._hex_index: tuple[list[Place], PlaceIndex] | None = None
        self._statics = gfx.LRU(4)
        # the stack under the pointer, fanned out in a row of whole blocks (its places follow),
        # so a click on a stack picks the block it looks like it picks
        self.spread: Hex | None = None
        self.spread_zone: pygame.Rect | None = None     # world pixels: leaving it folds the stack

    # ------------------------------------------------------------------ geometry
    def arrange(self) -> tuple[int, int]:
        self.geo = geometry(self.designs or (13,))
        self.bd = self.geo.bd
        self.column_w = max(int(150 * self.s), min(int(232 * self.s), int(self.rect.w * 0.36)))
        return (int(self.geo.width) + 1, int(self.geo.height) + 1)

    def map_rect(self) -> pygame.Rect:
        """The part of the board's rect the map shows (left of the column): the camera's view."""
        return pygame.Rect(self.rect.x, self.rect.y, max(1, self.rect.w - self.column_w), self.rect.h)

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        # the camera looks at the map beside the column, never under it
        self.rect = pygame.Rect(rect)
        self.s = scale
        self._static = self._composite = None
        self.world = self.arrange()
        self.camera.configure(tuple(self.map_rect()), self.world, self.zoomable, self.max_zoom)
        if self.view is not None:
            self.read()
            self._refit()
            self.settle_camera()
        self.version += 1

    def _refit(self) -> None:
        designs = tuple(self.view.designs) if self.view is not None else self.designs
        if designs != self.designs:
            # another layout (the sheets were chosen): the new map from a readable zoom
            self.designs = designs
            self.world = self.arrange()
            self._static = self._composite = None
            self.camera.configure(tuple(self.map_rect()), self.world, self.zoomable, self.max_zoom)
            self.read()
            self.settle_camera()
            return
        world = self.arrange()
        if world != self.world:
            ox, oy, zoom = self.camera.ox, self.camera.oy, self.camera.zoom
            self.world = world
            self._static = None
            self.camera.configure(tuple(self.map_rect()), world, self.zoomable, self.max_zoom)
            self.camera.zoom_to(zoom)
            self.camera.ox, self.camera.oy = ox, oy
            self.camera.clamp()

    def settle_camera(self) -> None:
        """From the fitting zoom, zoom in until a hex is big enough to read its blocks (a wide map
        of two sheets), centred on the blocks of the seat at the screen; 0 fits it again."""
        cam = self.camera
        cam.fit()
        while R * cam.zoom < READABLE_R * self.s and cam.zoom_step(1):
            pass
        home = self.home(self.seat if self.seat is not None else (self.acting[0] if self.acting else None))
        place = self.places.get(home)
        if place is not None:
            cam.centre_on(place.point)

    def place_at(self, pos: tuple[int, int], prefer: Collection[str] | None = None) -> str | None:
        """Fixed places (the column) first; the map only where the camera shows it."""
        if not self.rect.collidepoint(pos):
            return None
        place = self.fixed.at((pos[0] - self.rect.x, pos[1] - self.rect.y), prefer=prefer)
        if place is None and self.map_rect().collidepoint(pos):
            place = self.places.at(self.camera.to_world(pos), fixed=False, prefer=prefer)
        return place.id if place else None

    # ------------------------------------------------------------------ the view
    def read(self) -> None:
        view = self.view
        self.places.clear()
        self.spread = self.spread_zone = None
        self.serial += 1
        if view is None:
            return
        if tuple(view.designs) != self.designs:
            return   # _refit lays the new map out and reads again
        self.occ = mv.occupancy(view)
        self.places.copy_from(self.hex_index())
        self.spots = pieces.layout(view, self.geo, self.occ)
        for spot in self.spots:
            u = view.units[spot.uid]
            label = names.unit(u[BLK]) if u[BLK] in BLOCKS else names.army(view.armies[spot.seat])
            self.places.add(Place(f"b:{spot.uid}", spot.rect, "block", z=spot.z, label=label, seat=spot.seat,
                                  data={"uid": spot.uid}))
        if view.pending and view.pending[-1].kind in MAP_CHOICES:
            for slot in self.geo.slots():
                x, y, w, h = self.geo.sheet_rect(slot)
                self.places.add(Place(f"sheet:{slot}", (x, y, w, h), "sheet", z=8, label=self.sheet_name(slot),
                                      data={"slot": slot}))
        self.battle_hexes = sorted(h for h, here in self.occ.items() if mv.at_war(view, here))
        self.battle_units = set()
        if view.battle is not None:
            self.battle_units = {uid for uids in self.occ.get(view.battle["hex"], {}).values() for uid in uids}
        before = self.city_holders
        self.city_holders = pieces.holders(view, self.occ)
        if before and before.keys() == self.city_holders.keys():
            for h, who in self.city_holders.items():
                if before[h] != who and h not in self.flips:
                    self.flips[h] = [before[h], who, None]
        for p in self.column.build():
            self.places.add(p)
        self.column_key = self.column_state()
        self.lost = {}

    def hex_index(self) -> PlaceIndex:
        """The map's hex places indexed once per map and language (each view starts from a copy)."""
        places = self.hex_places()
        if self._hex_index is None or self._hex_index[0] is not places:
            self._hex_index = (places, PlaceIndex(places))
        return self._hex_index[1]

    def hex_places(self) -> list[Place]:
        key = (self.designs, language(), generation())
        got = self._hex_places.get(key)
        if got is None:
            got = [Place(hex_id(h), self.geo.rect(h), "hex", poly=self.geo.poly(h), label=names.place(self.bd, h),
                         data={"hex": h}) for h in sorted(self.bd.terrain)]
            if len(self._hex_places) >= 4:
                self._hex_places.clear()
            self._hex_places[key] = got
        return got

    def sheet_name(self, slot: int) -> str:
        n = self.designs[slot]
        try:
            name = load_sheet(n).get("name", "")
        except Exception:   # a sheet the package does not ship: its number is enough
            name = ""
        return _("Map {n} · {name}", n=n, name=engine_names.place(name)) if name else _("Map {n}", n=n)

    # ------------------------------------------------------------------ layers
    def static_layer(self) -> pygame.Surface:
        """The terrain at this zoom, kept for the last few zoom steps: zooming back and forth
        with the wheel reuses them instead of painting the map again."""
        z = self.camera.zoom
        size = (max(1, int(self.world[0] * z)), max(1, int(self.world[1] * z)))
        key = (size, round(z, 5), self.s, self.designs, language(), generation())

        def make() -> pygame.Surface:
            surf = pygame.Surface(size)
            self.paint_static(surf, z)
            return surf.convert() if pygame.display.get_surface() is not None else surf

        img = self._statics.get_or(key, make)
        self._static = (key, img)
        return img

    def paint_static(self, surf: pygame.Surface, z: float) -> None:
        terrain.paint(surf, z, self.geo, self.bd, [self.sheet_name(i) for i in range(len(self.designs))])

    def paint_pieces(self, surf: pygame.Surface, z: float) -> None:
        pieces.paint(surf, z, self)

    def column_state(self) -> tuple:
        """What the panel's picture shows besides the view: blocks and dice in flight."""
        return (self.serial, frozenset(p for p in self.hidden if p.startswith("bb:") or p == "dice"),
                self.rect.size, self.s, generation())

    def column_surface(self) -> pygame.Surface | None:
        key = self.column_state()
        if key != self.column_key:
            self.column.build()
            self.column_key = key
        return self.column.surface

    def draw_overlay(self, surface: pygame.Surface, control: Any) -> None:
        self.clock = control.time
        clip = surface.get_clip()
        surface.set_clip(self.map_rect().clip(clip) if clip else self.map_rect())
        self.draw_veil(surface, control)
        self.draw_path(surface, control)
        self.draw_flips(surface)
        self.follow_pointer(control)
        self.draw_spread(surface, control)
        surface.set_clip(clip)
        col = self.column_surface()
        if col is not None:
            surface.blit(col, (self.rect.right - self.column_w, self.rect.y))
        self.draw_fixed_marks(surface, control)
        self.draw_income(surface)

    def draw_fixed_marks(self, surface: pygame.Surface, control: Any) -> None:
        """The control's marks on the column's places, again over the column (map marks that fall
        under it when the map is zoomed in stay hidden)."""
        pulse = 0.55 + 0.45 * math.sin(control.time * 3.0)

        def blit(pid: str | None, style: str, alpha: float = 1.0) -> None:
            place = self.places.get(pid)
            if place is None or not place.fixed:
                return
            r = self.screen_rect(pid)
            img = mark(place, r.w, r.h, 1.0, style)
            img.set_alpha(int(255 * alpha))
            surface.blit(img, (r.x - 1, r.y - 1))
        if control.enabled:
            if control.selected is None:
                for pid in control.index.actionable():
                    blit(pid, "glow", pulse)
            else:
                blit(control.selected, "selected")
                for pid in control.index.dests(control.selected):
                    blit(pid, "target", 0.7 + 0.3 * pulse)
        if control.hover is not None:
            blit(control.hover, "hover")
        if control.keyboard and control.cursor is not None:
            blit(control.cursor, "cursor")

    # ------------------------------------------------------------------ stacks under the pointer
    def stack_spots(self, h: Hex) -> list[pieces.Spot]:
        return [spot for spot in self.spots if spot.hex == h]

    def follow_pointer(self, control: Any) -> None:
        """Fan out the stack the pointer rests on; fold it when the pointer leaves the row. Done
        once a frame, never inside ``place_at``: hit-testing stays the same between two frames."""
        want = self.spread
        mouse = control.mouse
        inside = self.map_rect().collidepoint(mouse)
        if want is not None:
            zone = self.spread_zone
            if not inside or zone is None or not zone.collidepoint(self.camera.to_world(mouse)):
                want = None
        hover = self.places.get(control.hover)
        if want is None and inside and hover is not None and hover.kind == "block" and not hover.fixed:
            h = self.hex_of(hover.id)
            if h is not None and len(self.stack_spots(h)) > 1:
                want = h
        if want != self.spread:
            self.spread_to(want)

    def spread_to(self, h: Hex | None) -> None:
        """The block places of the stack in ``h`` laid out in a row of whole blocks above its hex
        (those of the stack folded before back where the pieces layer draws them)."""
        if self.spread is not None:
            for spot in self.stack_spots(self.spread):
                self.add_block_place(spot, spot.rect, spot.z)
        self.spread, self.spread_zone = h, None
        if h is None:
            return
        stack = self.stack_spots(h)
        side = BLOCK
        gap = side * 0.18
        width = len(stack) * side + (len(stack) - 1) * gap
        cx, cy = self.geo.centre(h)
        x0, y = cx - width / 2, cy - R * 0.08 - side / 2
        rects = []
        for i, spot in enumerate(stack):
            rect = (int(x0 + i * (side + gap)), int(y), int(side) + 1, int(side) + 1)
            self.add_block_place(spot, rect, 40 + i)
            rects.append(pygame.Rect(rect))
        zone = rects[0].unionall(rects[1:]).inflate(int(gap * 2), int(gap * 2))
        self.spread_zone = zone.union(pygame.Rect(self.geo.rect(h)))

    def add_block_place(self, spot: pieces.Spot, rect: tuple[int, int, int, int], z: int) -> None:
        u = self.view.units[spot.uid]
        label = names.unit(u[BLK]) if u[BLK] in BLOCKS else names.army(self.view.armies[spot.seat])
        self.places.add(Place(f"b:{spot.uid}", rect, "block", z=z, label=label, seat=spot.seat, data={"uid": spot.uid}))

    def draw_spread(self, surface: pygame.Surface, control: Any) -> None:
        """The fanned stack on a dark strip over the map, with the pointer's and the selection's
        marks on its blocks (the control drew them under it)."""
        if self.spread is None or self.spread_zone is None or self.view is None:
            return
        z = self.camera.zoom
        stack = [s for s in self.stack_spots(self.spread) if f"b:{s.uid}" not in self.hidden]
        places = [self.places.get(f"b:{s.uid}") for s in stack]
        if not stack or any(p is None for p in places):
            return
        row = pygame.Rect(self.camera.rect_to_screen(places[0].rect)).unionall(
            [pygame.Rect(self.camera.rect_to_screen(p.rect)) for p in places[1:]])
        row.inflate_ip(max(6, int(10 * z)), max(6, int(10 * z)))
        surface.blit(gfx.panel(row.w, row.h, gfx.col("panel"), max(4, int(8 * z)), gfx.col("highlight"), 0, 2), row.topleft)
        for spot, place in zip(stack, places, strict=True):
            r = pygame.Rect(self.camera.rect_to_screen(place.rect))
            img = pieces.block_image(self.view, spot, max(6, r.w - 1))
            surface.blit(img, img.get_rect(center=r.center))
            for style, on in (("selected", control.selected), ("hover", control.hover)):
                if on == place.id:
                    surface.blit(mark(place, r.w, r.h, z, style), (r.x - 1, r.y - 1))

    # ------------------------------------------------------------------ per-frame pictures
    def path_of(self, control: Any) -> tuple[Hex, ...] | None:
        """The path a click on the hovered hex would take (narrowed by the hexes hovered on the
        way), None when the pointer is on no destination of the selected block."""
        sel, hover = control.selected, control.hover
        if sel is None or hover is None or not control.enabled:
            return None
        got = control.index.at(sel, hover)
        paths = [g for g in got if g.note is not None]
        if not paths:
            return None
        narrowed = self.pick(paths, control) or paths
        return tuple(narrowed[0].note)

    def draw_veil(self, surface: pygame.Surface, control: Any) -> None:
        """With a block picked, the hexes it cannot reach sink into shadow: where it can go
        stands out on any terrain."""
        sel = control.selected
        if sel is None or not control.enabled:
            return
        dests = frozenset(d for d in control.index.dests(sel) if d in self.places and not self.places.get(d).fixed)
        if not dests:
            return
        z = self.camera.zoom
        key = ("veil", sel, dests, round(z, 4), self.designs)

        def make() -> pygame.Surface:
            w, h = int(self.geo.width * z) + 1, int(self.geo.height * z) + 1
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 110))
            for pid in dests:
                place = self.places.get(pid)
                if place.kind == "hex":
                    pygame.draw.polygon(veil, (0, 0, 0, 0), [(x * z, y * z) for x, y in place.poly])
            return veil

        img = _paths.get_or(key, make)
        surface.blit(img, self.camera.to_screen((0, 0)))

    def draw_path(self, surface: pygame.Surface, control: Any) -> None:
        path = self.path_of(control)
        if not path or len(path) < 2:
            return
        z = self.camera.zoom
        img, origin = self.path_image(path, z)
        x, y = self.camera.to_screen(origin)
        surface.blit(img, (x, y))

    def path_image(self, path: tuple[Hex, ...], z: float) -> tuple[pygame.Surface, tuple[float, float]]:
        """The path as a dotted line with an arrowhead, cached per path and zoom (world origin)."""
        key = (path, round(z, 4), self.designs)

        def make() -> tuple[pygame.Surface, tuple[float, float]]:
            pts = [self.geo.centre(h) for h in path]
            x0, y0 = min(p[0] for p in pts) - R, min(p[1] for p in pts) - R
            x1, y1 = max(p[0] for p in pts) + R, max(p[1] for p in pts) + R
            surf = pygame.Surface((int((x1 - x0) * z) + 2, int((y1 - y0) * z) + 2), pygame.SRCALPHA)
            local = [((px - x0) * z, (py - y0) * z) for px, py in pts]
            w = max(3, int(7 * z))
            pygame.draw.lines(surf, (20, 14, 10, 200), False, local, w + 4)
            pygame.draw.lines(surf, gfx.col("focus"), False, local, w)
            for p in local[1:-1]:
                pygame.draw.circle(surf, gfx.col("focus"), p, w)
                pygame.draw.circle(surf, (20, 14, 10), p, w, max(1, w // 3))
            (ax, ay), (bx, by) = local[-2], local[-1]
            ang = math.atan2(by - ay, bx - ax)
            tip = (bx - math.cos(ang) * R * 0.3 * z, by - math.sin(ang) * R * 0.3 * z)
            head = [tip, (tip[0] - math.cos(ang - 0.5) * w * 3, tip[1] - math.sin(ang - 0.5) * w * 3),
                    (tip[0] - math.cos(ang + 0.5) * w * 3, tip[1] - math.sin(ang + 0.5) * w * 3)]
            pygame.draw.polygon(surf, gfx.col("focus"), head)
            pygame.draw.polygon(surf, (20, 14, 10), head, max(1, w // 3))
            return surf, (x0, y0)

        return _paths.get_or(key, make)

    def draw_flips(self, surface: pygame.Surface) -> None:
        """A captured city's banner turns to its new holder once the pieces have landed."""
        if not self.flips or self.view is None:
            return
        in_flight = any(p.startswith("b:") for p in self.hidden)
        size = max(8, int(R * 0.42 * self.camera.zoom))
        done = []
        for h, flip in self.flips.items():
            if flip[2] is None:
                if in_flight:
                    continue
                flip[2] = self.clock
            p = (self.clock - flip[2]) / FLIP_SECONDS
            if p >= 1.0:
                done.append(h)
                continue
            who = flip[0] if p < 0.5 else flip[1]
            if who < 0:
                continue
            img = pieces.flag(self.view.armies[who], who, size)
            w = max(1, int(img.get_width() * abs(math.cos(math.pi * p))))
            img = pygame.transform.scale(img, (w, img.get_height()))
            cx, cy = self.geo.centre(h)
            x, y = self.camera.to_screen((cx + R * 0.18 + R * 0.21, cy - R * 0.98))
            surface.blit(img, (x - w // 2, y))
        for h in done:
            del self.flips[h]
        if done:
            self.version += 1   # the pieces layer shows the new banner from now on

    def draw_income(self, surface: pygame.Surface) -> None:
        """Gold flies from the cities to the army's treasury line in the panel (6.1)."""
        live = {p for p in self.hidden if p.startswith("income:")}
        for pid in list(self.income):
            if pid not in live:
                del self.income[pid]
        if not live or self.view is None:
            return
        coin = terrain.value_coin(1, max(19, int(19 * self.s)))
        for pid in live:
            if pid not in self.income:
                seat = int(pid.split(":")[1])
                cities = sorted(h for h, who in self.city_holders.items() if who == seat)
                self.income[pid] = (self.clock, cities)
            start, cities = self.income[pid]
            dest = self.anchor(f"gold:{pid.split(':')[1]}")
            if dest is None:
                continue
            p = min(1.0, (self.clock - start) / INCOME_SECONDS)
            k = 1 - (1 - p) ** 3
            for i, h in enumerate(cities[:12]):
                sx, sy = self.camera.to_screen(self.geo.centre(h))
                x = sx + (dest[0] - sx) * k
                y = sy + (dest[1] - sy) * k - math.sin(math.pi * k) * 60 * self.s - i * 2
                surface.blit(coin, coin.get_rect(center=(int(x), int(y))))

    # ------------------------------------------------------------------ gestures
    def gestures(self, legal: list) -> list[Gesture]:
        if self.view is None or not legal:
            return [Gesture(a) for a in legal]
        seat = legal[0].seat
        return GestureMaker(self.rules, self.view, seat, self.places, self.bd, self.battle_units).gestures(legal)

    def pick(self, candidates: list[Gesture], control: Any) -> list[Gesture]:
        """Moves into one battle hex from different sides: the side is the hex the pointer came
        in from, when it hovered a chain of neighbouring hexes from the block to the hex (at least
        one between); otherwise the menu asks."""
        paths = [g for g in candidates if g.note is not None and len(g.note) >= 2]
        if len(paths) < 2:
            return candidates
        chain = self.trail_chain(control.trail)
        if chain is None or len(chain) < 3:
            return candidates
        prev = chain[-2]
        chosen = [g for g in paths if g.note[-2] == prev]
        return chosen or candidates

    def trail_chain(self, trail: list[str]) -> list[Hex] | None:
        """The hexes the pointer went through since the block was picked, when each is a
        neighbour of the one before (the block's own hex first)."""
        hexes: list[Hex] = []
        for pid in trail:
            h = self.hex_of(pid)
            if h is None:
                return None
            if hexes and h == hexes[-1]:
                continue
            if hexes and h not in self.bd.nbrs.get(hexes[-1], ()):
                return None
            hexes.append(h)
        return hexes

    def hex_of(self, pid: str | None) -> Hex | None:
        place = self.places.get(pid)
        if place is None:
            return None
        if place.kind == "hex":
            return place.data["hex"]
        if place.kind == "block" and not place.fixed and self.view is not None:
            u = self.view.units.get(place.data.get("uid", ""))
            return u[POS] if u is not None else None
        return None

    # ------------------------------------------------------------------ words
    def tooltip(self, place_id: str) -> str | None:
        place = self.places.get(place_id)
        if place is None or self.view is None:
            return None
        if place.kind == "hex":
            return self.hex_tip(place.data["hex"])
        if place.kind == "block":
            uid = place_id.split(":", 1)[1]
            return self.unit_tip(uid)
        if place.kind == "army":
            seat = place.seat
            lines = [names.army(self.view.armies[seat])] + army_lines(self.view, seat, self.seat, self.occ)
            return "\n".join(lines)
        if place.kind == "side":
            return _("{army}: {role}", role=place.label, army=names.army(self.view.armies[place.seat]))
        if place.kind == "sheet":
            return self.sheet_tip(place.data["slot"])
        if place.kind == "tray":
            return _("The dice tray: initiative and other rolls land here.")
        if place.kind == "command":
            return _("The AI places your army, block by block; take back any of it with Undo, then finish yourself.")
        return place.label or None

    def hex_tip(self, h: Hex) -> str:
        bd, view = self.bd, self.view
        t = bd.terrain[h]
        lines = [names.place(bd, h)]
        stack = bd.stacking(h)
        lines.append(_("{terrain}: holds {stack} blocks a side; {side}", terrain=names.terrain(t), stack=stack,
                        side=_("hexside limit {n}", n=_side_limit(t))))
        effect = {"forest": N_("Ground units stop here; forest creatures pass and fight at +1."),
                  "desert": N_("Ground units stop here; desert creatures pass and fight at +1."),
                  "swamp": N_("Ground units stop here; amphibians pass and fight at +1."),
                  "mountain": N_("Closed to ground units except by road or pass; mountain creatures fight at +1."), "sea": N_("Water: only water creatures; flyers may attack but not land."), "lake": N_("Water: only water creatures; flyers may attack but not land."),
                  "shallows": N_("Ground units stop here; closed to ships and naval moves."), "clear": N_("Open ground: no stop.")}[t]
        lines.append(_(effect))
        if h in bd.passes:
            lines.append(_("A named pass: ground units may cross the mountains here (limit 1)."))
        c = bd.cities.get(h)
        if c is not None:
            bits = [_("city, {gp} GP", gp=c.value)]
            if h in bd.ports:
                bits.append(_("port"))
            if c.walled:
                bits.append(_("walled (defenders +1)"))
            if c.underground:
                bits.append(_("underground (flyers -1, mountain creatures +1)"))
            if c.sea_city:
                bits.append(_("sea city"))
            lines.append(" · ".join(bits))
            if h in view.capitals:
                lines.append(_("Capital of the {army}", army=names.army(view.armies[view.capitals[h]])))
            who = self.city_holders.get(h, -2)
            lines.append(_("Held by the {army}", army=names.army(view.armies[who])) if who >= 0 else
                         _("A battle is fought here") if who == -1 else _("Neutral"))
        if h in bd.circles:
            lines.append(_("A Circle: a wizard here gains a step each Build phase; no new wizard here."))
        if h in bd.walls:
            lines.append(_("A gate in the Long Wall: open ground for its owner, a wall for everybody else.") if h in bd.gates else _("The Long Wall: stop on it, then again beyond it (limit 1)."))
        roads = [n for n in bd.nbrs[h] if bd.side(h, n).road]
        if roads:
            lines.append(_("A road: a move all along roads gets +1 and no terrain stops."))
        if any(bd.side(h, n).river for n in bd.nbrs[h]):
            lines.append(_("A river runs along this hex, with a bridge (limit 1).") if any(bd.side(h, n).bridge for n in bd.nbrs[h])
                         else _("A river runs along this hex: ground units cross only at bridges or the source."))
        limits = self.limit_lines(h)
        if limits:
            lines.append(_("Into this hex: {sides}", sides=", ".join(limits)))
        tokens = view.tokens.get(h, 0)
        if tokens > 0:
            lines.append(_("Gold tokens stored here: {gp} GP", gp=tokens))
        here = self.occ.get(h, {})
        for seat, uids in sorted(here.items()):
            lines.append(_.n("{army}: {n} block", "{army}: {n} blocks", len(uids), army=names.army(view.armies[seat]),
                               n=len(uids)))
        return "\n".join(lines)

    def limit_lines(self, h: Hex) -> list[str]:
        """4.6 the hexside limits into ``h`` for a foot unit, side by side (the non-clear ones)."""
        from game.wizard_kings.board import compass

        out = []
        foot = BLOCKS["orcs.goblin"]
        seat = self.seat if self.seat is not None else 0
        for n in self.bd.nbrs[h]:
            side = self.bd.side(h, n)
            if not mv.can_cross(self.bd, foot, n, h, side):
                out.append(_("{dir} closed", dir=names.direction(compass(h, n))))
                continue
            lim = mv.side_limit(self.view, self.occ, foot, n, h, seat)
            if lim != 2 or side.road:
                out.append(_("{dir} {n}", dir=names.direction(compass(h, n)), n=lim))
        return out

    def unit_tip(self, uid: str) -> str:
        view = self.view
        u = view.units.get(uid)
        if u is None:
            return ""
        army = names.army(view.armies[u[OWN]])
        if u[BLK] == UNKNOWN or u[BLK] not in BLOCKS:
            return _("A block of the {army}, standing face to its owner: kind and strength hidden until a battle.", army=army)
        b = BLOCKS[u[BLK]]
        lines = [f"{names.unit(u[BLK])} · {army}",
                 _("{rating} · strength {st} of {max} · moves {ma} · {gp} GP a step", rating=b.rating, st=u[STR], max=b.max, ma=b.ma, gp=b.cost)]
        ab = names.ability(u[BLK])
        if ab:
            lines.append(ab)
        if b.wizard:
            card = SPELL_CARDS.get(b.army, ())
            lines.append(_("Spells: {spells}", spells=", ".join(f"{names.spell(c)} {SPELLS[c].level}" for c in card)))
            lines.extend(f"  {names.spell(c)}: {names.spell_effect(c)}" for c in card[:6])
        if b.hero:
            lines.append(_("Hero: one step; not counted for hexside limits, crosses mountains and rivers."))
        if b.castle:
            lines.append(_("Castle: never moves."))
        if b.chaos:
            lines.append(_("Chaos: may go Berserk (double dice, then lose a step)."))
        if b.treasury:
            lines.append(_("Treasury: stores {gp} GP.", gp=b.treasury * u[STR]))
        for _aid, a in view.arts.items():
            if a[2] == uid and a[0] in ARTIFACTS:
                art = ARTIFACTS[a[0]]
                kind = _("spells up to level {n}", n=art.number) if art.letter == "L" else \
                    _("fires at {rating}", rating=f"{art.letter}{art.number}")
                lines.append(_.n("Carries the {art} ({kind}), {n} use left", "Carries the {art} ({kind}), {n} uses left", a[3],
                                   art=names.artifact(a[0]), kind=kind, n=a[3]))
        flags = []
        if u[FL] & MOVED:
            flags.append(_("moved this turn"))
        if u[FL] & PINNED:
            flags.append(_("pinned"))
        if flags:
            lines.append(", ".join(flags))
        return "\n".join(lines)

    def sheet_tip(self, slot: int) -> str:
        lines = [self.sheet_name(slot)]
        for _h, c in sorted(self.bd.cities.items(), key=lambda kv: kv[1].name):
            if c.sheet == slot:
                lines.append(c.name + " · " + _("city, {gp} GP", gp=c.value))
        return "\n".join(lines)

    def may_deploy_for_me(self) -> bool:
        """The seat at the screen is building its army and may still buy blocks or steps."""
        return (self.view is not None and self.view.phase == "deploy" and self.seat is not None
                and self.seat in self.acting and any(isinstance(a, A.Deploy | A.DeployStep) for a in self.legal))

    def deploy_plan(self) -> list:
        """The AI's own deployment for the seat at the screen, played out on a copy of its view:
        every block and step it buys, in order, up to (not including) finishing, so the player
        sees it on the map, takes back what they dislike and finishes themselves."""
        from ai import registry as agents
        from ai.agent import Budget
        from ai.gameai import agent_for

        seat = self.seat
        agent = agents.make(agent_for(self.game_id, "normal"), self.rules, seat, 7 + seat)
        copy = self.rules.clone(self.view)
        plan: list = []
        for _i in range(200):
            if copy.phase != "deploy" or seat not in self.rules.to_act(copy):
                break
            legal = self.rules.legal_actions(copy, seat)
            if not legal:
                break
            try:
                action = agent.choose(self.rules.view(copy, seat), legal, Budget(0.2))
                if action not in legal or isinstance(action, A.DeployDone):
                    break
                self.rules.apply(copy, action)
            except Exception:   # a view the AI or the engine cannot play on: what was planned so far
                break
            plan.append(action)
        return plan

    def command(self, place_id: str, control: Any) -> bool:
        if place_id != "auto:deploy" or not self.may_deploy_for_me():
            return False
        plan = self.deploy_plan()
        if not plan:
            control.say(_("The AI would buy nothing more here."))
            return True
        control.play_in_turn(plan)
        return True

    def gesture_tip(self, gesture: Gesture) -> str | None:
        """What an army is like when it is offered, and what a unit does when it is bought."""
        a = gesture.action
        if isinstance(a, A.ChooseArmy):
            return "\n".join(armies.describe(a.army)) or None
        if isinstance(a, A.Deploy | A.BuildUnit) and a.block in BLOCKS:
            return unit_words(a.block)
        return None

    def confirm(self, action: Any) -> str | None:
        """A cast that leaves its wizard at one step or less asks first: the cost is paid when the
        spell is declared (2.22), and a wizard at 1 falls to the next hit."""
        if self.view is None:
            return None
        if isinstance(action, A.DeployDone):
            left = self.view.budget[action.seat] if action.seat < len(self.view.budget) else 0
            return _("{gp} GP unspent — finish anyway?", gp=left) if left > 0 else None
        if isinstance(action, A.CastSpell | A.MoveSpell):
            wizard, spell, level = action.wizard, names.spell(action.spell), SPELLS[action.spell].level
        elif isinstance(action, A.Dispel) and action.use:
            wizard, spell, level = action.wizard, _("Dispel"), 1
        else:
            return None
        u = self.view.units.get(wizard)
        if u is None:
            return None
        name = names.unit(u[BLK]) if u[BLK] in BLOCKS else _("wizard")
        left = u[STR] - level
        if left <= 0:
            return _("Casting {spell} costs the {wizard} its last steps: it is eliminated. Cast it anyway?",
                     spell=spell, wizard=name)
        if left == 1:
            return _("The {wizard} drops to 1 step: the next hit eliminates it. Cast {spell} anyway?",
                     spell=spell, wizard=name)
        return None

    def why(self, place_id: str | None) -> str | None:
        place = self.places.get(place_id)
        if place is None or self.view is None or place.kind != "block":
            return None
        u = self.view.units.get(place_id.split(":", 1)[1])
        if u is None:
            return None
        if self.seat is not None and u[OWN] != self.seat and not mv.allied(self.view, u[OWN], self.seat):
            return _("A block of another army: only its owner moves it.")
        if u[BLK] in BLOCKS and BLOCKS[u[BLK]].castle and self.view.phase == "move":
            return _("Castles never move.")
        if u[FL] & PINNED and self.view.phase == "move":
            return _("Pinned: it stays in the attacked hex this turn.")
        if u[FL] & MOVED and self.view.phase == "move":
            return _("It has moved this turn.")
        return None

    def home(self, seat: int | None) -> str | None:
        """The hex holding most of the seat's blocks (else a city of its own)."""
        if self.view is None or seat is None:
            return None
        counts: dict[Hex, int] = {}
        for u in self.view.units.values():
            if u[OWN] == seat:
                counts[u[POS]] = counts.get(u[POS], 0) + 1
        if counts:
            best = max(sorted(counts), key=lambda h: counts[h])
            return hex_id(best)
        mine = sorted(h for h, o in self.view.city_owner.items() if o == seat and h in self.bd.cities)
        return hex_id(mine[0]) if mine else None

    def texts(self) -> list[str]:
        return [p.label for p in self.places if p.label and p.kind != "hex"] + self.column.texts

    # ------------------------------------------------------------------ animations
    def unit_of(self, name: Any) -> str | None:
        """The unit an event names ("E1 (Elves)", "U3 Zombie", "E1")."""
        if not isinstance(name, str) or not name:
            return None
        uid = name.split(" ", 1)[0]
        return uid if self.view is not None and (uid in self.view.units or f"b:{uid}" in self.places
                                                 or f"bb:{uid}" in self.places) else None

    def event_place(self, name: Any, seat: int | None = None) -> str | None:
        if isinstance(name, tuple | list) and len(name) == 2 and all(isinstance(v, int) for v in name):
            pid = hex_id((name[0], name[1]))
            return pid if pid in self.places else None
        if name == "gold" and seat is not None:
            return f"gold:{seat}" if f"gold:{seat}" in self.places else None
        if name == "seat" and seat is not None:
            return f"army:{seat}" if f"army:{seat}" in self.places else None
        if name == "tray":
            return "tray" if "tray" in self.places else None
        uid = self.unit_of(name)
        if uid is not None:
            for pid in (f"bb:{uid}", f"b:{uid}"):
                if pid in self.places:
                    return pid
        return super().event_place(name, seat)

    def animations(self, event: Any, generic: list[Any]) -> list[Any]:
        """A hit or a lost step says which block by its name in the player's language, not by
        the engine's id ("-1 Hrad", not "-1 U4 Castle"): the animation plays on the block."""
        view = self.view
        for anim in generic:
            if anim.kind not in ("hit", "step"):
                continue
            named = str(getattr(anim, "target", None) or getattr(anim, "unit", ""))
            uid = self.unit_of(named)
            u = view.units.get(uid) if uid is not None and view is not None else None
            if u is not None and view is not None:
                anim.shown = names.unit(u[BLK]) if u[BLK] in BLOCKS else names.army(view.armies[u[OWN]])
            elif " " in named and named.split(" ", 1)[0][-1:].isdigit():
                # gone from the board, or out of this seat's sight: its name as the event says it
                anim.shown = engine_names.unit_words(named).split(" ", 1)[-1]
        return generic

    def anim_pieces(self, event: Any) -> list[str]:
        kind = getattr(event, "animation", "")
        view = self.view
        if view is None:
            return []
        if kind == "move":
            uid = self.unit_of(getattr(event, "unit", ""))
            return [f"b:{uid}"] if uid is not None else []
        if kind == "step":
            uid = self.unit_of(getattr(event, "unit", ""))
            u = view.units.get(uid) if uid is not None else None
            if u is None:
                return []
            before = u[STR] - self.lost.get(uid, 0)
            self.lost[uid] = self.lost.get(uid, 0) + max(1, int(getattr(event, "steps", 1) or 1))
            self.step_count += 1
            piece = f"step:{uid}:{self.step_count}"
            self.steps[piece] = (u[BLK], max(1, before), u[OWN], f"bb:{uid}" in self.places)
            return [f"bb:{uid}" if f"bb:{uid}" in self.places else f"b:{uid}", piece]
        if kind == "dice":
            values = tuple(getattr(event, "values", ()))
            seat = getattr(event, "seat", None)
            if view.battle is not None:
                self.last_roll = (seat, values, str(getattr(event, "purpose", "")))
            elif getattr(event, "purpose", "") == "initiative" and isinstance(seat, int):
                if self.initiative_stale:
                    self.initiative, self.initiative_stale = {}, False
                self.initiative[seat] = sum(values)
            return ["dice"]
        if kind == "phase" and getattr(event, "name", "") == "Build":
            self.initiative_stale = True   # the next rolls are the next turn's
        if kind == "value" and getattr(event, "name", "") == "gold" and getattr(event, "seat", None) is not None:
            return [f"income:{event.seat}"]
        if kind == "phase" and getattr(event, "name", "") != "Combat":
            self.last_roll = None
        return []

    def sprite(self, piece: str, seat: int | None = None) -> pygame.Surface | None:
        view = self.view
        uid = self.unit_of(piece)
        if view is None or uid is None:
            return None
        step = next((p for p in self.hidden if p.startswith(f"step:{uid}:")), None)
        if step is not None and step in self.steps:
            key, strength, owner, battle = self.steps[step]
            size = int(40 * self.s) if battle else max(8, int(R * 0.62 * self.camera.zoom))
            army = view.armies[owner]
            if key == UNKNOWN or key not in BLOCKS:
                return blocks.back(army, size, owner)
            return blocks.face(key, strength, army, size, owner)
        u = view.units.get(uid)
        if u is None:
            return None
        size = max(8, int(R * 0.62 * self.camera.zoom))
        army = view.armies[u[OWN]]
        if u[BLK] == UNKNOWN or u[BLK] not in BLOCKS:
            return blocks.back(army, size, u[OWN])
        return blocks.face(u[BLK], u[STR], army, size, u[OWN])

    def unhide(self, piece: str) -> None:
        super().unhide(piece)
        self.steps.pop(piece, None)

    def content_height(self) -> int:
        return self.world[1]


FIRES = {"A+": N_("fires before all other blocks"), "A": N_("fires early, right after A+"),
         "B+": N_("fires in the middle of the round"), "B": N_("fires in the middle of the round"),
         "C": N_("fires late in the round"), "D": N_("fires last")}


def unit_words(key: str) -> str:
    """A unit for a player deciding whether to buy it: how it fights, how far it moves, what
    else it can do (2.1, 2.2, 4.2)."""
    b = BLOCKS[key]
    lines = []
    if b.wizard:
        lines.append(_("A wizard: casts its army's spells instead of firing; a spell costs as many steps as its level."))
    else:
        when = _(FIRES[b.letter]) if b.letter in FIRES else b.letter
        lines.append(_.n("Combat {rating}: {when}; one die a step, a hit on a roll of 1",
                         "Combat {rating}: {when}; one die a step, a hit on a roll of 1-{count}", b.number,
                         rating=b.rating, when=when, count=b.number))
    lines.append(_.n("Moves {count} hex a turn.", "Moves {count} hexes a turn.", b.ma, count=b.ma) if b.ma
                 else _("Castle: never moves."))
    ab = names.ability(key)
    if ab:
        lines.append(ab)
    if b.hero:
        lines.append(_("Hero: one step; not counted for hexside limits, crosses mountains and rivers."))
    if b.chaos:
        lines.append(_("Chaos: may go Berserk (double dice, then lose a step)."))
    if b.treasury:
        lines.append(_("Treasury: stores {gp} GP.", gp=b.treasury))
    return "\n".join(lines)


def _side_limit(t: str) -> int:
    """3.1 sidebar: the hexside limit a hex's own terrain gives its sides."""
    return HEXSIDE_LIMIT[SIDE_CLASS.get(t, "clear")]


SIDE_CLASS = {"forest": "rough", "desert": "rough", "swamp": "rough", "mountain": "mountain", "shallows": "shallows"}
