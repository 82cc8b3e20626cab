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
from sprites.boards.dday import dice, icons, sectors, tiles, units, words
from sprites.boards.dday.beach import Beach, lay_out
from sprites.boards.dday.cards import Cards
from sprites.boards.dday.gestures import Mapper
from sprites.boards.dday.market import Supply
from sprites.boards.dday.texts import tx
from sprites.boards.dday.tr import N_, _
from sprites.boards.dday.tray import Tray
from sprites.ui import gfx

PLAYER = re.compile(r"Player (\d+)")


class DDayBoard(Board):
    game_id: ClassVar[str] = "dday"
    # the rules card's sections about each kind of place (its tooltip opens the card there)
    rules_sections: ClassVar[dict[str, str]] = {
        **dict.fromkeys(("sector", "line", "cost", "die", "tray", "token"),
                        N_("A TURN: FIVE PHASES, PLAYED BY EVERYONE TOGETHER")),
        **dict.fromkeys(("combo", "deck"), N_("BONUSES")),
        **dict.fromkeys(("held", "hand", "unit", "dial", "dead", "added"), N_("PEOPLE AND GEAR")),
    }
    zoomable: ClassVar[bool] = False
    shows_rolls: ClassVar[bool] = False

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        self.beach = Beach()
        self.tray = Tray()
        self.supply = Supply()
        self.cards = Cards()
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.signature: tuple[Any, ...] = ()
        self.focus: int = 0
        self.tray_seat: int | None = None
        self.market = False
        self.tokens: dict[int, pygame.Rect] = {}
        self.move_labels: list[tuple[str, pygame.Surface]] = []
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
        map_w = int(w * 0.55)
        self.map_rect = pygame.Rect(0, 0, map_w, h)
        bm = MAPS[view.map_id]
        title_h = int(26 * s)
        beach_rect = pygame.Rect(int(6 * s), title_h, map_w - int(12 * s), h - title_h - int(6 * s))
        if self._beach_key != (view.map_id, tuple(beach_rect), s):   # the map never moves in a game
            self._beach_key = (view.map_id, tuple(beach_rect), s)
            self.beach = lay_out(bm, beach_rect, s)
        self.focus = self.seat if self.seat is not None else (self.acting[0] if self.acting else 0)
        self.tray_seat = self.pick_tray_seat()
        self.market = view.phase == "recruit" and not view.losses and not view.request
        self.place_map(view, title_h)
        self.place_column(view, pygame.Rect(map_w + gap, 0, w - map_w - gap, h))

    def place_map(self, view: Any, title_h: int) -> None:
        """The beach's places (none of them while the supply covers it), or the supply's cards."""
        s = self.s
        map_w = self.map_rect.w
        deck = pygame.Rect(map_w - int(84 * s), int(3 * s), int(78 * s), title_h - int(6 * s))
        self.deck_rect = deck
        if self.market:
            self.tokens = {}
            self.pending = []
            for p in self.supply.layout(self.map_rect.inflate(-int(8 * s), -int(8 * s)), view, self.focus, s):
                self.places.add(p)
            return
        for sid, r in self.beach.tiles.items():
            # where a squad stands on the tile: moving squads glide from spot to spot
            spot = (r.x + self.shield_width(sid) + int(28 * s), r.bottom - int(10 * s))
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

    def place_column(self, view: Any, right: pygame.Rect) -> None:
        """The units' cards, pinned first, and the dice tray at the bottom of the right column."""
        s = self.s
        h = right.h
        gap = int(10 * s)
        others = [u.seat for u in view.units if u.seat != self.focus]
        compact_h = int(48 * s)
        stack = len(others) * (compact_h + int(4 * s))
        # the pinned card takes what it needs, the tray the rest (within bounds), then the card grows
        need = self.cards.pinned_height(view, view.units[self.focus], right.w, s)
        tray_h = max(int(170 * s), min(int(232 * s), h - need - gap - stack))
        tray_rect = pygame.Rect(right.x, h - tray_h, right.w, tray_h)
        pinned_h = tray_rect.y - gap - stack
        order = [(self.focus, pygame.Rect(right.x, 0, right.w, pinned_h), True)]
        y = pinned_h + int(4 * s)
        for seat in others:
            order.append((seat, pygame.Rect(right.x, y, right.w, compact_h), False))
            y += compact_h + int(4 * s)
        names = {u.seat: self.seat_label(u.seat) for u in view.units}
        for p in self.cards.layout(view, order, names, self.acting, self.tray_seat, s):
            self.places.add(p)
        tray_name = names.get(self.tray_seat, "") if self.tray_seat is not None else ""
        for p in self.tray.layout(tray_rect, view, self.tray_seat, tray_name, s):
            self.places.add(p)

    def pick_tray_seat(self) -> int | None:
        """Whose dice the tray shows: the unit rolling or resolving now, else the seat at the screen."""
        view = self.view
        acting = self.acting[0] if self.acting else None
        if view.phase in ("roll", "post", "upkeep") and acting is not None and view.units[acting].status == ACTIVE:
            return acting
        return self.focus

    def place_tokens(self, view: Any) -> None:
        s = self.s
        self.tokens = {}
        by_sector: dict[str, list[Any]] = {}
        for u in view.units:
            if u.sector and u.sector in self.beach.tiles:
                by_sector.setdefault(u.sector, []).append(u)
        for sid, group in by_sector.items():
            tile = self.beach.tiles[sid]
            # squads stand on the lower part of the tile, under its marks, a little over its edge
            th = min(int(tile.h * 0.7), int(50 * s))
            tw = int(th * 0.92)
            x0 = tile.x + self.shield_width(sid) + int(8 * s)
            room = tile.right + int(20 * s) - x0
            step = min(tw + int(3 * s), max(int(14 * s), (room - tw) // max(1, len(group) - 1))) if len(group) > 1 else 0
            for k, u in enumerate(group):
                r = pygame.Rect(x0 + k * step, tile.bottom - int(th * 0.8), tw, th)
                self.tokens[u.seat] = r
                self.places.add(Place(f"token:{u.seat}", (r.x, r.y, r.w, r.h), "token", z=3 + k, seat=u.seat,
                                      label=self.seat_label(u.seat)))

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

    def shield_width(self, sid: str) -> int:
        tile = self.beach.tiles[sid]
        rec = sectors.record(self.view, sid)
        return int(tile.h * (0.5 if len(sectors.defence_text(rec)) <= 2 else 0.78)) + int(4 * self.s)

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
            tiles.paint_tile(surf, view, sid, r, self.beach, s, live)
            if sid in view.silenced:
                no = icons.icon("no", int(r.h * 0.3), (255, 80, 60))
                surf.blit(no, (r.x + self.shield_width(sid) + int(6 * s), r.y + int(3 * s)))
            if sid in view.captured:
                flag = icons.outlined("flag", int(r.h * 0.5), (96, 170, 255))
                surf.blit(flag, flag.get_rect(bottomright=(r.right - int(4 * s), r.bottom - int(4 * s))))
            beside = len(view.beside.get(sid, []))
            if beside:
                t = gfx.text_shadow(f"-{beside}", int(r.h * 0.3), (120, 230, 130), True)
                surf.blit(t, t.get_rect(bottomleft=(r.x + int(6 * s), r.bottom - int(2 * s))))
        if live["mines"]:
            tiles.paint_link_marks(surf, self.beach, s)
        tiles.paint_row_costs(surf, self.beach, s)
        tiles.paint_title(surf, view, pygame.Rect(0, 0, self.map_rect.w - int(90 * s), int(26 * s)), s)

    def paint_pieces(self, surf: pygame.Surface, z: float) -> None:
        view = self.view
        if view is None or not view.units:
            return
        s = self.s
        self.paint_turn_marks(surf, view)
        self.paint_visits(surf, view)
        for u in view.units:
            r = self.tokens.get(u.seat)
            if r is None or f"token:{u.seat}" in self.hidden:
                continue
            img = units.unit_token(u, r.w, r.h)
            surf.blit(img, r.topleft)
            if u.status == DEAD:
                x = icons.icon("x", r.w, (220, 40, 40))
                surf.blit(x, r.topleft)
        for _pid, v, r in self.pending:
            surf.blit(dice.d6(r.w, v, True), r.topleft)
        surf.blit(deck_badge(self.deck_rect.w, self.deck_rect.h, len(view.deco_deck), s), self.deck_rect.topleft)
        # the cards, the tray and the supply are layers of their own: a die taking off (hidden while
        # it flies) repaints the tray alone, and nothing else is drawn again until the view changes
        self.blit_layer(surf, "cards", self.cards.region(), self.cards.pieces(), self.cards.signature(view),
                        lambda layer: self.cards.paint(layer, view, self.hidden))
        self.blit_layer(surf, "tray", self.tray.rect, self.tray.pieces(), self.tray.signature(),
                        lambda layer: self.tray.paint(layer, self.hidden))
        if self.market:
            self.blit_layer(surf, "supply", self.supply.rect, set(), self.supply.signature(), self.supply.paint)

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
                pill = red_pill(" ".join(notes), int(r.h * 0.24))
                surf.blit(pill, pill.get_rect(midbottom=(r.x + self.shield_width(sid) // 2, r.bottom + int(4 * s))))
            if sid in view.no_mgf:
                no = icons.icon("no", int(r.h * 0.3), (255, 80, 60))
                surf.blit(no, (r.x + self.shield_width(sid) + int(6 * s), r.y + int(3 * s)))
            if sid == fight:
                pygame.draw.rect(surf, (230, 60, 40), r.inflate(int(6 * s), int(6 * s)), max(2, int(3 * s)),
                                 border_radius=int(10 * s))
                if c.get("step") in ("trade", "end") and c.get("mgf") and f"fire:{sid}" not in self.hidden:
                    t = gfx.text_shadow(tx("dday.mg_fire", n=c["mgf"]), int(r.h * 0.26), (255, 120, 90), True)
                    surf.blit(t, t.get_rect(midbottom=(r.centerx, r.y - int(2 * s))))

    def paint_visits(self, surf: pygame.Surface, view: Any) -> None:
        """Sectors a unit has been in (it never returns): its small badge along the tile's top."""
        size = max(8, int(12 * self.s))
        marks: dict[str, list[int]] = {}
        for u in view.units:
            for sid in u.visited[:-1] if u.status == ACTIVE else u.visited:
                marks.setdefault(sid, []).append(u.seat)
        for sid, seats in marks.items():
            r = self.beach.tiles.get(sid)
            if r is None:
                continue
            if self.focus in seats:
                surf.blit(visited_veil(r.w, r.h), r.topleft)
            for k, seat in enumerate(seats):
                badge = units.badge(seat, size)
                surf.blit(badge, (r.right - (k + 1) * (size + 1) - 3, r.bottom - size - 3))

    def draw_overlay(self, surface: pygame.Surface, control: Any) -> None:
        """Whose turn it is: an arrow bobbing over the acting squad. While the seat moves: each
        sector it can reach shows what the move costs and demands."""
        acting = self.acting[0] if self.acting else None
        r = self.screen_rect(f"token:{acting}") if acting is not None and not self.market else None
        if r is not None and f"token:{acting}" not in self.hidden:
            import math

            size = max(10, int(18 * self.s))
            bob = int(abs(math.sin(control.time * 4.0)) * 5 * self.s)
            img = turn_arrow(acting, size)
            surface.blit(img, img.get_rect(midbottom=(r.centerx, r.y - bob)))
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
        if not control.enabled or not self.move_labels:
            return
        for sid, img in self.move_labels:
            r = self.screen_rect(sid)
            if r is not None:   # right of the shield, over the marks: the squads stay visible below
                surface.blit(img, img.get_rect(midright=(r.right - int(4 * self.s), r.y + r.h // 3)))

    # ------------------------------------------------------------------ gestures
    def gestures(self, legal: list[Action]) -> list[Gesture]:
        if self.view is None:
            return [Gesture(a) for a in legal]
        made = Mapper(self).build(legal)
        self.move_labels = self.reach_labels([g.action for g in made if isinstance(g.action, Move) and g.origin])
        return made

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
        return cost

    def move_terms(self, move: Move) -> tuple[str, list[str]]:
        """What a move costs in courage and what it demands or risks, in a few words."""
        from game.dday.movement import line_cost

        view = self.view
        u = view.units[move.seat]
        if view.phase == "start" or not u.sector:
            return tx("dday.cost_land"), []
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
        return (tx("dday.cost_courage", n=cost) if cost else tx("dday.cost_free")), notes

    def reach_labels(self, moves: list[Move]) -> list[tuple[str, pygame.Surface]]:
        out: dict[str, pygame.Surface] = {}
        for m in moves:
            if m.dest in out:
                continue
            variants = [x for x in moves if x.dest == m.dest]
            cheapest = min(variants, key=lambda x: (x.whistle, bool(x.sacrifice)))
            cost, notes = self.move_terms(cheapest)
            out[m.dest] = reach_label(cost, tuple(notes), max(10, int(13 * self.s)))
        return list(out.items())

    # ------------------------------------------------------------------ the contract's hooks
    def tooltip(self, place_id: str) -> str | None:
        from sprites.boards.dday import tips

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
        if view.phase == "move" and place_id in self.beach.tiles:
            try:
                return self.rules.illegal_reason(view, Move(seat, place_id))
            except Exception:
                return None
        if place_id.startswith("supply:") and view.phase == "recruit":
            name = place_id.split(":", 2)[-1]
            u = view.units[seat]
            if place_id.startswith(("supply:hand:", "supply:spec:")):
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
        # the supply covers the beach while units recruit: the unit's card is where it is then
        for pid in (f"card:{seat}",) if self.market else (f"token:{seat}", f"card:{seat}"):
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
            size = int(46 * self.s)
            return units.small_card(rest[3:], size, int(size * 1.25))
        r = self.tokens.get(who)
        w, h = (r.w, r.h) if r else (int(40 * self.s), int(44 * self.s))
        return units.unit_token(view.units[who], w, h)

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
            out.append(self.supply.info)
        return out


def reach_label(cost: str, notes: tuple[str, ...], size: int) -> pygame.Surface:
    """The cost and risks of a reachable sector, as a bright tag on it."""
    def make() -> pygame.Surface:
        t = gfx.text(cost, size, (30, 24, 10), True)
        glyphs = [icons.icon({"mine": "mine", "sacrifice": "helmet", "vehicle": "Jeep"}[n], size + 2) for n in notes]
        w = t.get_width() + sum(g.get_width() + 2 for g in glyphs) + size
        h = size + 8
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 214, 90), (0, 0, w, h), border_radius=h // 2)
        pygame.draw.rect(surf, (110, 70, 10), (0, 0, w, h), 2, border_radius=h // 2)
        surf.blit(t, t.get_rect(midleft=(size // 2, h // 2)))
        x = size // 2 + t.get_width() + 2
        for g in glyphs:
            surf.blit(g, g.get_rect(midleft=(x, h // 2)))
            x += g.get_width() + 2
        return surf

    return gfx._surf_cache.get_or(("dday-reach", cost, notes, size), make)


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


def turn_arrow(seat: int, size: int) -> pygame.Surface:
    """A downward arrow in the acting seat's colour, with a dark rim."""
    def make() -> pygame.Surface:
        img = icons.outlined("arrow", size, units.seat_tint(seat))
        return pygame.transform.rotate(img, 180)

    return gfx._surf_cache.get_or(("dday-turn", seat, size), make)


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
