"""The Stronghold board: the castle from above, the attacker's side at the top.

Places carry the engine's names (W1..E4, BW1..BE1, RW1..RE4, FW, FE, T1..T8, BARB, CY, GH, BKA,
HG, INF, the buildings, Officer and Warrior); what stands on a place is a sub-place named after
it (``RW2/o`` the orcs on rampart RW2, ``W3/eq0`` an equipment token on W3, ``do:cannon`` the
forge's cannon spot, ``act:0:M1`` the ballista on the attacker's phase-2 card).
"""

from __future__ import annotations

import math
import weakref
from typing import Any, ClassVar

import pygame

from game.core.i18n import generation
from game.core.types import Action
from game.stronghold import data as D
from sprites.board import Board, Gesture, Place
from sprites.boards.stronghold import anims, castle, gestures, paint, tips
from sprites.boards.stronghold import layout as L
from sprites.boards.stronghold import pieces as P
from sprites.boards.stronghold import words as W
from sprites.boards.stronghold.tr import N_, _
from sprites.ui import gfx

UNKNOWN = "?"
ATT, DEF = "got", "asv"


class StrongholdBoard(Board):
    game_id: ClassVar[str] = "stronghold"
    # the rules card's sections about each kind of place (its tooltip opens the card there)
    # (headings of the English card; the Czech card's own headings come from the catalogue)
    rules_sections: ClassVar[dict[str, str]] = {
        **dict.fromkeys(("section", "wall", "infirmary"), N_("MELEE ON A WALL SECTION")),
        **dict.fromkeys(("camp", "forefield", "rampart", "card", "action", "order", "machine", "half", "spot"),
                        N_("THE ATTACKER")),
        **dict.fromkeys(("bastion", "building", "field", "hero", "courtyard", "deed"), N_("THE DEFENDER")),
        **dict.fromkeys(("track", "marker", "gate", "barbican"), N_("WHO WINS")),
    }
    zoomable: ClassVar[bool] = True
    max_zoom: ClassVar[float] = 2.0
    live: ClassVar[bool] = True

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        self.lay = L.build(1)
        # results an animation has not shown yet: drawn as before until it starts (anims.py)
        self.marks: dict[int, tuple[weakref.ref, list[str]]] = {}
        self._paths: dict[tuple[str, str], tuple[L.Point, ...]] = {}
        self.tiles = gfx.LRU(500)          # parts of the pieces layer drawn once per state (paint.py)
        self._rings = gfx.LRU(16)          # rings round small destinations, by radius
        self._static_key: tuple = ()
        self._dynamic: dict[str, Place] = {}
        self._sink: dict[str, Place] | None = None

    # ------------------------------------------------------------------ the contract
    def arrange(self) -> tuple[int, int]:
        return L.WORLD

    def read(self) -> None:
        """The castle's own places are laid out once (per number of seats and language); what
        stands on them is compared with the last view and only the changes are re-indexed, so a
        new view costs a fraction of a frame."""
        v = self.view
        if v is None:
            self.places.clear()
            self._static_key, self._dynamic = (), {}
            return
        if v.n_att != self.lay.n_att:
            self.lay = L.build(v.n_att)
            self._paths = {}
            self.tiles.clear()
            self._static = self._composite = None
        key = (v.n_att, v.n_def, generation())
        if key != self._static_key:
            self.places.clear()
            self._dynamic = {}
            self._sink = None
            self._static_places(v)
            self._static_key = key
        new: dict[str, Place] = {}
        self._sink = new
        try:
            self._dynamic_places(v)
        finally:
            self._sink = None
        for pid in [p for p in self._dynamic if p not in new]:
            self.places.remove(pid)
        for pid, place in new.items():
            old = self._dynamic.get(pid)
            if old is None or (old.rect, old.label, old.z, old.kind, old.radius, old.seat) != \
                    (place.rect, place.label, place.z, place.kind, place.radius, place.seat):
                self.places.add(place)
        self._dynamic = new

    def text_floor(self) -> int:
        """The smallest text the board draws, in pixels (the layout audit's floor at this UI scale)."""
        from sprites.ui.audit import FLOOR

        floor = int(FLOOR * self.s)
        P.set_text_floor(floor)
        return floor

    def paint_static(self, surf: pygame.Surface, z: float) -> None:
        castle.paint(surf, z, self.lay, self.text_floor())

    def paint_pieces(self, surf: pygame.Surface, z: float) -> None:
        paint.Painter(castle.Pen(surf, z, floor=self.text_floor()), self).paint()

    def gestures(self, legal: list[Action]) -> list[Gesture]:
        return gestures.gestures(self, legal)

    def rules_section(self, place_id: str | None) -> str | None:
        """The rules card's section about a place, by its heading in the card of the player's
        language (``about.cs.txt`` has Czech headings)."""
        heading = super().rules_section(place_id)
        return _(heading) if heading else None

    def tooltip(self, place_id: str) -> str | None:
        return tips.tooltip(self, place_id)

    def why(self, place_id: str | None) -> str | None:
        """A click on the other side's pieces says whose they are; anything else, the prompt."""
        v = self.view
        if v is None or place_id is None or self.seat is None or "/" not in place_id:
            return None
        letter = place_id.rsplit("/", 1)[1]
        attacker = self.seat < v.n_att
        if (attacker and letter in DEF) or (not attacker and letter in ATT):
            return _("That is the other side's.")
        return None

    def home(self, seat: int | None) -> str | None:
        v = self.view
        if v is None or seat is None:
            return None
        if seat < v.n_att:
            return f"camp:{seat}"
        return f"hourglasses:{seat}"

    def seat_name(self, seat: int) -> str:
        try:
            return self.rules.seat_name(self.view, seat)
        except Exception:
            return str(seat + 1)

    # ------------------------------------------------------------------ places
    def add(self, pid: str, kind: str, z: int = 0, focus: bool = True, label: str = "", rect: L.Rect | None = None,
            round_: bool = False, seat: int | None = None) -> None:
        r = rect if rect is not None else self.lay.rects[pid]
        place = Place(pid, r, kind, radius=(r[2] / 2 if round_ else None), z=z, focus=focus, label=label or pid, seat=seat)
        if self._sink is not None:
            self._sink[pid] = place
        else:
            self.places.add(place)

    def _stacks(self, place: str, units: list[int], letters: str, z: int = 2) -> None:
        for k, letter in enumerate(letters):
            if units[k] and f"{place}/{letter}" in self.lay.rects:
                self.add(f"{place}/{letter}", "stack", z, label=W.unit_word(letter, True))

    def _slotted(self, place: str, units: list[int], z: int = 2) -> None:
        """Defenders on numbered fields: each type's stack covers the fields its units stand on."""
        slots = self.lay.slots[place]
        i = 0
        for k, letter in enumerate(DEF):
            n = units[k]
            if n:
                used = slots[i:i + n] or slots[-1:]
                x0 = min(s[0] for s in used)
                y0 = min(s[1] for s in used)
                x1 = max(s[0] + s[2] for s in used)
                y1 = max(s[1] + s[3] for s in used)
                self.add(f"{place}/{letter}", "stack", z, label=W.unit_word(letter, True), rect=(x0, y0, x1 - x0, y1 - y0))
            i += n

    def _static_places(self, v: Any) -> None:
        """The castle's places: they stay where they are for the whole game."""
        for a in range(v.n_att):
            self.add(f"camp:{a}", "camp", 0, label=_("Camp"), seat=a)
            self.add(f"resources:{a}", "counter", 1, focus=False, label=_("Resources"), seat=a)
        self.add("bag", "pile", 0, label=_("Bag"))
        self.add("orders", "pile", 0, label=_("Orders"))
        for name in D.FOREFIELDS:
            self.add(name, "forefield", 0, label=W.place_word(name))
        for half in ("west", "east"):
            self.add(half, "half", 0, label=W.half_word(half))
        for spot in D.TRAP_SPOTS:
            self.add(spot, "spot", 1, label=W.place_word(spot), round_=True)
        for r in D.RAMPARTS:
            self.add(r, "rampart", 0, label=W.place_word(r))
        self.add("BARB", "barbican", 0, label=W.place_word("BARB"))
        self.add("gate", "gate", 1, label=W.place_word("BARB"))
        for sec in D.SECTIONS:
            self.add(sec, "section", 0, label=W.place_word(sec))
            self.add(f"{sec}/wall", "wall", 1, focus=False, label=_("Wall pieces"))
        for b in D.BASTIONS:
            self.add(b, "bastion", 1, label=W.place_word(b), round_=True)
        self.add("CY", "courtyard", 0, label=W.place_word("CY"))
        self.add("INF", "infirmary", 0, label=W.place_word("INF"))
        self.add("guardhouse", "building", 0, label=W.building_word("guardhouse"))
        for place in (D.GUARDHOUSE, D.HONOUR, D.BK_ARCHERS, D.BK_GREEN, D.BK_RED, D.BK_NOENTRY):
            self.add(place, "field", 1, label=W.place_word(place))
        for b in L.ACTION_BUILDINGS:
            self.add(b, "building", 0, label=W.building_word(b))
        for aid in D.BUILDING_ACTIONS:
            self.add(f"do:{aid}", "spot", 1, label=W.action_word(aid))
        self._hourglass_places(v)
        self.add("deck", "pile", 0, label=_("Hit cards"))
        self.add("glory", "track", 0, label=_("Glory"))
        self.add("round", "track", 0, label=_("Round"))
        self.add("endurance", "track", 0, label=_("Endurance · dishonourable deeds"))
        for deed in D.DEEDS:
            self.add(f"deed:{deed}", "deed", 1, label=W.deed_word(deed))

    def _dynamic_places(self, v: Any) -> None:
        """What stands on the castle in this view: stacks, tokens, machines, heroes, cards."""
        lay = self.lay
        for a in range(v.n_att):
            self._stacks(f"camp:{a}", v.camp[a], ATT)
            for p in range(2, 7):
                card = v.cards[a][p - 2] if p < 6 else "6"
                if not card:
                    continue
                rect = lay.rects[f"card:{a}:{p}"]
                self.add(f"card:{a}:{p}", "card", 0, label=_("Phase {n} · {name}", n=p, name=W.phase_word(p)), seat=a)
                codes = paint.card_codes(v, a, p)
                for code, row in zip(codes, L.card_rows(rect, len(codes))):
                    word = W.dispatch_word(code) if code in ("big", "small") else W.code_word(code)
                    self.add(f"act:{a}:{code}", "action", 1, label=word, rect=row, seat=a)
        for tok in sorted(set(v.order_supply)):
            if tok != UNKNOWN:
                self.add(f"order:{tok}", "order", 1, label=W.order_word(tok), round_=True)
        for f, name in enumerate(D.FOREFIELDS):
            self._stacks(name, v.forefield[f], ATT)
            if v.trebuchet[f]:
                self.add(f"{name}/machine", "machine", 1, label=W.code_word("M3"), round_=True)
        for i, r in enumerate(D.RAMPARTS):
            self._stacks(r, v.rampart[i], ATT)
            if v.machine[i]:
                self.add(f"{r}/machine", "machine", 1, label=W.code_word(v.machine[i]), round_=True)
            if v.cover[i]:
                self.add(f"{r}/cover", "token", 1, focus=False, label=W.code_word("M5"))
            for k, code in enumerate(v.training[i]):
                self.add(f"{r}/tr{k}", "token", 1, focus=False, label=W.code_word(code))
        self._stacks("BARB", v.crew, ATT)
        if v.ram_parts:
            self.add("BARB/ram", "machine", 1, focus=False, label=W.code_word("M6"))
        for i, sec in enumerate(D.SECTIONS):
            self._stacks(sec, v.wall_att[i], ATT)
            if v.tower[i]:
                self.add(f"T:{sec}", "tower", 1, label=W.place_word(f"T:{sec}"), round_=True)
                self._tower_stacks(sec, v.tower_units[i])
            for k, code in enumerate(v.equip[i]):
                self.add(f"{sec}/eq{k}", "token", 1, focus=False, label=W.code_word(code), round_=True)
            if v.orders[i]:
                tok = v.orders[i][0]
                self.add(f"{sec}/order", "order", 1, label=W.order_word(tok) if tok != UNKNOWN else _("Orders"),
                         round_=True)
            if v.cauldron[i]:
                self.add(f"{sec}/cauldron", "token", 1, focus=False, label=W.action_word("cauldron_" + ATT[v.cauldron[i] - 1]))
            self._slotted(sec, v.sec_def[i])
        for i, b in enumerate(D.BASTIONS):
            if v.bastion_machine[i]:
                aid = "cannon" if v.bastion_machine[i] == 1 else "claw"
                self.add(f"{b}/machine", "machine", 2, label=W.action_word(aid), round_=True, rect=lay.rects[b])
            if v.bastion_archers[i]:
                slots = lay.slots[b][: v.bastion_archers[i]]
                x0, y0 = slots[0][0], slots[0][1]
                x1 = slots[-1][0] + slots[-1][2]
                self.add(f"{b}/a", "stack", 2, label=W.unit_word("a", True), rect=(x0, y0, x1 - x0, slots[0][3]))
        for h, name in enumerate(D.HEROES):
            pos = v.hero_pos[h]
            if pos >= 0:
                rect = lay.rects[f"{D.SECTIONS[pos]}/hero"]
            else:
                cy = lay.rects["CY"]
                rect = L._r(cy[0] + cy[2] - 100 + h * 48, cy[1] + 6, 42, 42)
            self.add(name, "hero", 3, label=W.hero_word(name), rect=rect, round_=True)
        self._stacks("CY", v.places[D.COURTYARD], DEF)
        self._stacks("INF", v.infirmary, DEF)
        for place in (D.GUARDHOUSE, D.HONOUR, D.BK_ARCHERS, D.BK_GREEN, D.BK_RED, D.BK_NOENTRY):
            self._slotted(place, v.places[place])
        for side, value in (("att", v.glory_att), ("def", v.glory_def + v.endurance)):
            cell = lay.rects[f"glory/{max(0, min(L.GLORY_CELLS - 1, value))}"]
            self.add(f"glory:{side}", "marker", 1, focus=False, label=_("Glory"),
                     rect=(cell[0], cell[1] + (0 if side == "att" else 16), cell[2], 26))
        if v.stage == "cards" and v.card_offer:
            for card, rect in zip(v.card_offer[2:], L.offer_rects(len(v.card_offer) - 2)):
                self.add(f"offer:{card}", "offer", 6, label=_("Keep {card}", card=card), rect=rect)

    def _tower_stacks(self, sec: str, units: list[int]) -> None:
        """The units in a siege tower: small stacks fanned around its token (cannons, the
        Expedition and the Sharpshooter pick them)."""
        x, y, w, h = self.lay.rects[f"T:{sec}"]
        for k, letter in enumerate(ATT):
            if units[k]:
                self.add(f"T:{sec}/{letter}", "stack", 3, label=W.unit_word(letter, True),
                         rect=(x - 14 + k * 16, y + h - 2, 16, 14))

    def _hourglass_places(self, v: Any) -> None:
        x, y, w, h = self.lay.rects["hourglasses"]
        n = v.n_def
        for d in range(n):
            seat = v.n_att + d
            self.add(f"hourglasses:{seat}", "counter", 1, label=_("Hourglasses"),
                     rect=(x + d * w / n, y + 24, w / n - 4, h - 28), seat=seat)
        self.add("hourglasses", "counter", 0, focus=False, label=_("Hourglasses"))

    # ------------------------------------------------------------------ animations
    def expect(self, anim: Any) -> None:
        """An animation was queued: what it will show stays as it was until it starts."""
        if anim.before:
            self.marks[id(anim)] = (weakref.ref(anim), list(anim.before))
            self.version += 1

    def begin(self, anim: Any) -> None:
        if self.marks.pop(id(anim), None) is not None:
            self.version += 1
        for piece in anim.carry:
            self.hide(piece)

    def end(self, anim: Any) -> None:
        if self.marks.pop(id(anim), None) is not None:
            self.version += 1
        for piece in anim.carry:
            self.unhide(piece)

    def before_marks(self) -> list[str]:
        return [m for ref, marks in self.marks.values() if ref() is not None for m in marks]

    def prune(self) -> None:
        """Animations dropped unplayed (skipped) release what they held back."""
        dead = [k for k, (ref, _dead) in self.marks.items() if ref() is None]
        for k in dead:
            del self.marks[k]
        if dead:
            self.version += 1

    def draw_overlay(self, surface: pygame.Surface, control: Any) -> None:
        self.prune()
        if control.enabled and control.selected is not None:
            pulse = 0.6 + 0.4 * math.sin(control.time * 3.0)
            for pid in control.index.dests(control.selected):
                ring = self.target_ring(pid)
                if ring is not None:
                    img, centre = ring
                    img.set_alpha(int(255 * pulse))
                    surface.blit(img, img.get_rect(center=centre))

    def target_ring(self, pid: str) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """A small destination (a stack, a field, a trap spot: a dozen pixels at 1280x720) gets a
        ring big enough to be seen from the couch, light on a dark halo to stand out on any ground;
        the kit's own mark already shows the large ones."""
        r = self.screen_rect(pid)
        if r is None or not r.colliderect(self.rect) or max(r.w, r.h) >= 44 * self.s:
            return None
        rad = max(int(15 * self.s), max(r.w, r.h) // 2 + int(4 * self.s))

        def make() -> pygame.Surface:
            w = int(4 * self.s)
            surf = pygame.Surface((2 * rad + 2 * w, 2 * rad + 2 * w), pygame.SRCALPHA)
            c = (rad + w, rad + w)
            pygame.draw.circle(surf, (16, 14, 18, 200), c, rad + w // 2, w + 2)
            pygame.draw.circle(surf, gfx.col("ok"), c, rad, max(2, w - 1))
            return surf

        return self._rings.get_or((rad, self.s), make), r.center

    def has_rect(self, pid: str) -> bool:
        return pid in self.lay.rects or pid in self.places

    def world_rect(self, pid: str) -> L.Rect | None:
        place = self.places.get(pid)
        if place is not None:
            return place.rect
        return self.lay.rects.get(pid)

    def screen_point(self, pid: str) -> tuple[int, int] | None:
        place = self.places.get(pid)
        if place is not None:
            return self.anchor(pid)
        rect = self.lay.rects.get(pid)
        return self.camera.to_screen(L.centre(rect)) if rect is not None else None

    def screen_rect_of(self, pid: str) -> pygame.Rect | None:
        rect = self.world_rect(pid)
        return pygame.Rect(self.camera.rect_to_screen(rect)) if rect is not None else None

    def world_to_screen(self, p: L.Point) -> tuple[int, int]:
        return self.camera.to_screen(p)

    def piece_px(self, world: float) -> int:
        return max(6, int(world * self.camera.zoom))

    def place_of(self, name: str, seat: int | None) -> str:
        """The board place an event's word names ("camp" is the acting attacker's camp)."""
        return f"camp:{seat}" if name == "camp" else name

    def route_points(self, route: list[str]) -> list[L.Point]:
        """World points through a route of places, following the castle's drawn paths."""
        if not self._paths:
            self._paths = {(a, b): pts for a, b, pts in self.lay.paths}
        out: list[L.Point] = []
        for i, pid in enumerate(route):
            rect = self.world_rect(pid)
            if rect is not None:
                out.append(L.centre(rect))
            if i + 1 < len(route):
                a, b = pid.split("/")[0], route[i + 1].split("/")[0]
                out.extend(self._paths.get((a, b), ()))
        return out

    def glory_point(self, side: str, value: int) -> tuple[int, int] | None:
        cell = self.lay.rects.get(f"glory/{max(0, min(L.GLORY_CELLS - 1, value))}")
        if cell is None:
            return None
        return self.camera.to_screen((cell[0] + cell[2] / 2, cell[1] + (13 if side == "att" else 29)))

    def sprite(self, piece: str, seat: int | None = None) -> pygame.Surface | None:
        letter = anims.unit_letter(piece)
        size = max(12, int(34 * self.camera.zoom))
        if letter:
            return P.unit(letter, size)
        if piece in D.HEROES:
            return P.hero(piece, size)
        return None

    def anim_pieces(self, event: Any) -> list[str]:
        return anims.carried(self, event)

    def animations(self, event: Any, generic: list[Any]) -> list[Any]:
        return anims.for_event(self, event, generic)

    def event_place(self, name: Any, seat: int | None = None) -> str | None:
        word = str(name)
        if word == "camp" and seat is not None:
            return f"camp:{seat}"
        if word == "hourglasses" and seat is not None:
            return f"hourglasses:{seat}"
        if word in self.places:
            return word
        if word.startswith("gate"):
            return "gate"
        if "→" in word:   # a path ("FW→RW1"): its trap spot
            a, _sep, b = word.partition("→")
            spot = D.PATHS.get((a, b)) or D.BACK_SPOT.get((a, b))
            return spot or b
        if " on " in word:   # "goblin on RW1"
            kind, _sep, where = word.partition(" on ")
            letter = anims.unit_letter(kind)
            return f"{where}/{letter}" if f"{where}/{letter}" in self.places else where if where in self.places else None
        return super().event_place(name, seat)

    def texts(self) -> list[str]:
        return [p.label for p in self.places if p.label]

