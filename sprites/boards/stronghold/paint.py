"""The pieces of a view on the castle: units as stacks with counts, machines and tokens on their
fields, the phase cards with their actions, hourglasses on the action spots, the tracks' markers.
Painted once per view (and when a piece takes off or lands), from cached piece pictures.

``hidden`` names pieces an animation is carrying: ``"W2/o"`` leaves a stack out, ``"W2/o@3"``
draws it three units short (they are still on their way).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import generation
from game.stronghold import data as D
from sprites.boards.stronghold import layout as L
from sprites.boards.stronghold import pieces as P
from sprites.boards.stronghold import words as W
from sprites.boards.stronghold.castle import Pen
from sprites.boards.stronghold.pieces import col
from sprites.boards.stronghold.tr import _
from sprites.ui import gfx

UNKNOWN = "?"
ATT = "got"
DEF = "asv"


def card_codes(v: Any, a: int, p: int) -> tuple[str, ...]:
    """The actions printed on attacker ``a``'s phase-``p`` card, as it lies (phase 6: the two
    dispatches; a turned phase-2 card: its reverse)."""
    if p == 6:
        return ("big", "small")
    card = v.cards[a][p - 2]
    if not card:
        return ()
    if v.flipped[a][p - 2]:
        return D.FLIPPED_ACTIONS.get(p, ())
    return D.PHASE_CARDS[p][card]


class Painter:
    def __init__(self, pen: Pen, board: Any) -> None:
        self.pen = pen
        self.b = board
        self.v = board.view
        self.lay: L.Layout = board.lay
        self.short: dict[str, int] = {}
        self.skip: set[str] = set()
        self.held: dict[str, int] = {}   # counters shown as before an animation ("=v")
        for h in board.hidden:
            name, _sep, n = h.partition("@")
            if n:
                self.short[name] = self.short.get(name, 0) + int(n)
            else:
                self.skip.add(name)
        for m in board.before_marks():
            if "=" in m:
                name, _sep, value = m.partition("=")
                self.held.setdefault(name, int(value))
            elif "+" in m:
                name, _sep, n = m.partition("+")
                self.short[name] = self.short.get(name, 0) - int(n)

    # ------------------------------------------------------------------ helpers
    def blit(self, img: pygame.Surface, rect: tuple[float, float, float, float], anchor: str = "center") -> None:
        r = self.pen.r(rect)
        self.pen.surf.blit(img, img.get_rect(**{anchor: getattr(r, anchor)}))

    def tile(self, key: tuple, rect: L.Rect, draw: Callable[..., None], *args: Any) -> None:
        """A part of the board drawn once per state into a cached surface (a card, a camp, an
        action spot's hourglasses), then blitted: most of a repaint is a few dozen blits."""
        pad = 6
        z = self.pen.z

        def make() -> pygame.Surface:
            x, y, w, h = rect
            surf = pygame.Surface((int((w + 2 * pad) * z) + 2, int((h + 2 * pad) * z) + 2), pygame.SRCALPHA)
            sub = copy.copy(self)
            sub.pen = Pen(surf, z, (x - pad, y - pad), self.pen.floor)
            draw(sub, *args)
            return surf

        img = self.b.tiles.get_or((*key, round(z, 4), generation()), make)
        self.pen.surf.blit(img, self.pen.p((rect[0] - pad, rect[1] - pad)))

    def px(self, v: float) -> int:
        return max(4, int(v * self.pen.z))

    def count(self, place: str, n: int) -> int:
        return max(0, n - self.short.get(place, 0))

    def stack(self, place: str, letter: str, n: int, size: float) -> None:
        pid = f"{place}/{letter}"
        n = self.count(pid, n)
        if n <= 0 or pid in self.skip or pid not in self.lay.rects:
            return
        self.blit(P.stack(letter, n, self.px(size)), self.lay.rects[pid])
        if n > 1 and not P.stack_badged(self.px(size)):
            self.blit(P.count_badge(n, 0), self.lay.rects[pid], "bottomright")

    def stacks(self, place: str, units: list[int], letters: str, size: float) -> None:
        for k, letter in enumerate(letters):
            if units[k] or self.short.get(f"{place}/{letter}", 0) < 0:
                self.stack(place, letter, units[k], size)

    def slotted(self, place: str, units: list[int], size: float) -> None:
        """Defenders on numbered fields (a wall walk, the barracks, the guardhouse): one figure a field."""
        slots = self.lay.slots.get(place, [])
        i = 0
        for k, letter in enumerate(DEF):
            n = self.count(f"{place}/{letter}", units[k])
            if f"{place}/{letter}" in self.skip:
                n = 0
            for _i in range(n):
                if i < len(slots):
                    self.blit(P.unit(letter, self.px(size)), slots[i])
                i += 1
            i += max(0, units[k] - n)
        if i > len(slots) and slots:
            badge = P.count_badge(i, self.px(16))
            self.blit(badge, slots[-1], "bottomright")

    # ------------------------------------------------------------------ the whole view
    def paint(self) -> None:
        v = self.v
        if v is None:
            return
        self.halves()
        self.cards()
        self.middle()
        self.forefields()
        self.spots()
        self.ramparts()
        self.barbican()
        self.sections()
        self.bastions()
        self.inside()
        self.buildings()
        self.tracks()
        if v.stage == "cards" and v.card_offer:
            self.offer()

    def halves(self) -> None:
        """With two attackers (or defenders) each half shows whose it is: its owners' badges."""
        v = self.v
        for half, name in enumerate(("west", "east")):
            rect = self.lay.rects[name]
            seats = []
            if v.n_att == 2:
                seats.append(half)
            if v.n_def == 2:
                seats.append(v.n_att + half)
            x = rect[0] + 8
            for seat in seats:
                badge = gfx.seat_badge(seat, self.px(24))
                self.blit(badge, (x, rect[1] + rect[3] - 30, 26, 26), "topleft")
                x += 30
            ritual = [r[0] for r in v.rituals["list"] if r[1] == name]
            if v.blessing == half:
                ritual.append("blessing")
            for code in ritual:
                self.blit(P.token(code, self.px(26)), (rect[0] + rect[2] - 30, rect[1] + rect[3] - 30, 26, 26))
                rect = (rect[0] - 28, rect[1], rect[2], rect[3])
            if seats:
                colour = gfx.seat_colour(seats[0])
                r = self.pen.r(self.lay.rects[name])
                pygame.draw.rect(self.pen.surf, colour, r, self.pen.n(3), border_radius=self.pen.n(10))
            self.half_bands(half)

    def half_bands(self, half: int) -> None:
        """With two attackers (defenders) a band in the owner's colour runs along the half's
        attacker side (wall walk), so each half shows whose it is."""
        v, pen = self.v, self.pen
        secs = [s for i, s in enumerate(D.SECTIONS) if D.SEC_HALF[i] == half]
        rects = [self.lay.rects[s] for s in secs]
        x0 = min(r[0] for r in rects)
        x1 = max(r[0] + r[2] for r in rects)
        bottom = rects[0][1] + rects[0][3]
        for seat, y in ((half if v.n_att == 2 else None, rects[0][1] - 5),
                        (v.n_att + half if v.n_def == 2 else None, bottom + 1)):
            if seat is None:
                continue
            band = pen.r((x0, y, x1 - x0, 4))
            pygame.draw.rect(pen.surf, gfx.seat_colour(seat), band, border_radius=pen.n(2))

    # ------------------------------------------------------------------ attackers' cards
    def cards(self) -> None:
        v = self.v
        used = set(v.used_att)
        for a in range(v.n_att):
            camp = tuple(self.count(f"camp:{a}/{x}", v.camp[a][k]) for k, x in enumerate(ATT))
            self.tile(("camp", a, camp, v.resources[a], v.n_att), self.lay.rects[f"camp:{a}"], Painter.camp, a, camp)
            for p in range(2, 7):
                codes = card_codes(v, a, p)
                state = (v.cards[a][p - 2] if p < 6 else "", p < 6 and v.flipped[a][p - 2],
                         tuple(f"{a}:{p}:{c}" in used for c in codes))
                self.tile(("card", a, p, state), self.lay.rects[f"card:{a}:{p}"], Painter.card, a, p)

    def camp(self, a: int, counts: tuple[int, ...]) -> None:
        v, pen = self.v, self.pen
        rect = self.lay.rects[f"camp:{a}"]
        edge = gfx.seat_colour(a) if v.n_att == 2 else col("attacker_edge")
        pen.panel(rect, (70, 52, 40), edge, radius=10, width=2.5)
        pen.text(_("Camp"), 15, (250, 230, 190), (rect[0] + 10, rect[1] + 14), anchor="midleft", width=rect[2] - 60,
                 keep=True, tip=True)
        if v.n_att == 2:
            self.blit(gfx.seat_badge(a, self.px(22)), (rect[0] + rect[2] - 28, rect[1] + 3, 24, 24))
        for k, letter in enumerate(ATT):
            if counts[k]:
                self.blit(P.stack(letter, counts[k], self.px(40)), self.lay.rects[f"camp:{a}/{letter}"])
                if counts[k] > 1 and not P.stack_badged(self.px(40)):
                    self.blit(P.count_badge(counts[k], 0), self.lay.rects[f"camp:{a}/{letter}"], "bottomright")
        res = self.lay.rects[f"resources:{a}"]
        n = v.resources[a]
        cube = P.cube(self.px(20))
        for i in range(min(n, 8)):
            self.blit(cube, (res[0] + i * 16, res[1] + 10, 22, 22), "topleft")
        pen.text(f"{n}", 17, (250, 226, 150), (res[0] + res[2] - 4, res[1] + 22), anchor="midright", keep=True)

    def card(self, a: int, p: int) -> None:
        v, pen = self.v, self.pen
        rect = self.lay.rects[f"card:{a}:{p}"]
        codes = card_codes(v, a, p)
        if p < 6 and not v.cards[a][p - 2]:
            return
        flipped = p < 6 and v.flipped[a][p - 2]
        band = (120, 56, 48) if not flipped else (70, 56, 110)
        pen.panel(rect, (236, 226, 204), gfx.darken(band, 0.4), radius=9, width=2, shadow=3)
        r = pen.r((rect[0], rect[1], rect[2], 28))
        pygame.draw.rect(pen.surf, band, r, border_top_left_radius=pen.n(9), border_top_right_radius=pen.n(9))
        # the phase's number on a disc, its name beside it as large as the card's width allows
        k = max(1.0, min(1.35, rect[2] / 130))
        disc = pen.p((rect[0] + 14, rect[1] + 14))
        pygame.draw.circle(pen.surf, (250, 236, 200), disc, pen.n(10))
        pen.text(str(p), 14, band, (rect[0] + 14, rect[1] + 14), keep=True)
        name = W.phase_word(p)
        room = rect[2] - 34
        size = 13 * k
        while size > 9 and size * pen.z > pen.floor and gfx.font(int(size * pen.z), True).size(name)[0] > room * pen.z:
            size -= 0.5
        pen.text(name, size, (252, 244, 226), (rect[0] + 28, rect[1] + 14), anchor="midleft", width=room, keep=True,
                 tip=True)
        if p < 6:
            card = v.cards[a][p - 2]
            pen.text(_("Reverse side") if flipped else card, 10, (120, 90, 80),
                     (rect[0] + rect[2] - 5, rect[1] + rect[3] - 3), anchor="bottomright", bold=False)
        rows = L.card_rows(rect, len(codes))
        used = set(v.used_att)
        for code, row in zip(codes, rows):
            self.card_row(a, p, code, row, used)

    def card_row(self, a: int, p: int, code: str, row: L.Rect, used: set[str]) -> None:
        pen = self.pen
        x, y, w, h = row
        is_used = f"{a}:{p}:{code}" in used
        size = min(h, 30)
        if code in ("big", "small"):
            limit, hg = D.DISPATCH[code]
            icon = P.unit("g", self.px(size - 4))
            name = W.dispatch_word(code)
            cost = [("hg", hg)]
            extra = f"{limit}"
        else:
            res, utype, ucount, hg, _name = D.CARD_ACTIONS[code]
            icon = P.machine(code, self.px(size)) if code.startswith("M") else P.token(code, self.px(size))
            name = W.code_word(code)
            cost = ([("res", res)] if res else []) + ([("unit", (utype, ucount))] if ucount else []) + [("hg", hg)]
            extra = ""
        self.blit(icon, (x, y, size, h), "midleft")
        if w >= 190:   # a wide card: name and price on one line, the price at the right edge
            fs = 15.0
            cost_w = len(cost) * 13 * 2.1 + (40 if extra else 0)
            pen.text(name, fs, (40, 30, 26), (x + size + 5, y + h / 2), anchor="midleft", width=w - size - cost_w - 8,
                     keep=True, tip=True)
            self.cost_line(x + w - cost_w, y + h / 2, cost, 13)
            if extra:
                pen.text(_("max {n}", n=extra), 12, (60, 40, 30), (x + w - 2, y + h / 2), anchor="midright")
        else:
            pen.text(name, 12, (40, 30, 26), (x + size + 4, y + h * 0.32), anchor="midleft", width=w - size - 6,
                     keep=True, tip=True)
            self.cost_line(x + size + 4, y + h * 0.78, cost, 11)
            if extra:
                pen.text(_("max {n}", n=extra), 10, (60, 40, 30), (x + w - 2, y + h * 0.78), anchor="midright")
        if is_used:
            r = pen.r(row)
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((40, 30, 30, 120))
            pen.surf.blit(shade, r.topleft)
            self.blit(P.used_mark(self.px(min(h, 24))), (x, y, size, h), "center")

    def cost_line(self, x: float, cy: float, cost: list[tuple[str, Any]], size: float) -> None:
        """Resources as cubes, units paid as their figure, hourglasses as hourglasses, with counts."""
        pen = self.pen
        for kind, n in cost:
            if kind == "res":
                self.blit(P.cube(self.px(size)), (x, cy - size / 2, size, size), "topleft")
                pen.text(str(n), size - 1, (90, 60, 20), (x + size + 1, cy), anchor="midleft", keep=True)
            elif kind == "unit":
                utype, ucount = n
                self.blit(P.unit(ATT[utype], self.px(size + 1)), (x, cy - size / 2, size, size), "topleft")
                pen.text(f"{ucount}", size - 1, (90, 30, 20), (x + size + 1, cy), anchor="midleft", keep=True)
            else:
                self.blit(P.hourglass(self.px(size + 2)), (x, cy - size / 2 - 1, size, size), "topleft")
                pen.text(str(n), size - 1, (60, 50, 90), (x + size - 1, cy), anchor="midleft", keep=True)
            x += size * 2.1

    # ------------------------------------------------------------------ between the forefields
    def middle(self) -> None:
        v, pen = self.v, self.pen
        bag = self.lay.rects["bag"]
        pygame.draw.ellipse(pen.surf, (98, 74, 52), pen.r((bag[0] + 16, bag[1] + 22, bag[2] - 32, bag[3] - 26)))
        pen.text(str(len(v.bag)), 18, (250, 236, 200), (bag[0] + bag[2] / 2, bag[1] + 44), keep=True)
        supply = sorted(v.order_supply)
        kinds = ("goblin", "orc", "troll", "decoy")
        for tok in kinds:
            pid = f"order:{tok}"
            rect = self.lay.rects[pid]
            n = supply.count(tok)
            if n and pid not in self.skip:
                self.blit(P.token(pid, self.px(36)), rect)
                if n > 1:
                    self.blit(P.count_badge(n, self.px(14)), rect, "bottomright")
        hidden = supply.count(UNKNOWN)
        if hidden:
            rect = self.lay.rects["orders"]
            for i in range(hidden):
                self.blit(P.token("order:goblin", self.px(34), face_down=True),
                          (rect[0] + 14 + i * 30, rect[1] + 24, 34, 34), "topleft")

    def forefields(self) -> None:
        v = self.v
        for f, name in enumerate(D.FOREFIELDS):
            self.stacks(name, v.forefield[f], ATT, 40)
            if v.trebuchet[f] and f"{name}/machine" not in self.skip:
                rect = self.lay.rects[f"{name}/machine"]
                self.blit(P.machine("M3", self.px(44)), rect)
                self.machine_marks(name, rect)

    def machine_marks(self, loc: str, rect: L.Rect) -> None:
        """Accurate shot and Bloodstone on a machine: small tokens on its corner."""
        v = self.v
        marks = []
        if loc in v.accurate:
            marks.append("AS")
        if loc in [r[1] for r in v.rituals["list"] if r[0] == "U1"]:
            marks.append("U1")
        for i, code in enumerate(marks):
            self.blit(P.token(code, self.px(16)), (rect[0] + rect[2] - 8 - i * 14, rect[1] - 6, 16, 16), "topleft")

    def spots(self) -> None:
        for i, spot in enumerate(D.TRAP_SPOTS):
            what = self.v.spots[i]
            if what and spot not in self.skip:
                code = "bridge" if what == "bridge" else ("trap_g" if what == "trap_g" else "trap_t")
                self.blit(P.token(code, self.px(30)), self.lay.rects[spot])

    def ramparts(self) -> None:
        v = self.v
        for i, r in enumerate(D.RAMPARTS):
            self.stacks(r, v.rampart[i], ATT, 34)
            if v.machine[i] and f"{r}/machine" not in self.skip:
                rect = self.lay.rects[f"{r}/machine"]
                self.blit(P.machine(v.machine[i], self.px(34)), rect)
                self.machine_marks(r, rect)
            if v.cover[i] and f"{r}/cover" not in self.skip:
                self.blit(P.machine("M5", self.px(26)), self.lay.rects[f"{r}/cover"])
            for k, code in enumerate(v.training[i]):
                if f"{r}/tr{k}" not in self.skip:
                    self.blit(P.token(code, self.px(24)), self.lay.rects[f"{r}/tr{k}"])

    def barbican(self) -> None:
        v, pen = self.v, self.pen
        rect = self.lay.rects["BARB"]
        if not v.barbican:
            r = pen.r(rect)
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((20, 20, 24, 110))
            pen.surf.blit(shade, r.topleft)
        self.stacks("BARB", v.crew, ATT, 32)
        ram = self.lay.rects["BARB/ram"]
        fw = ram[2] / D.BARBICAN_PARTS
        parts = self.count("BARB/ram", v.ram_parts)
        for i in range(parts):
            self.blit(P.machine("M6", self.px(min(fw, ram[3]) - 2)), (ram[0] + i * fw, ram[1], fw, ram[3]))
        gates = self.lay.rects["BARB/gates"]
        gw = gates[2] / D.GATES
        for g in range(D.GATES):
            box = (gates[0] + g * gw + 2, gates[1], gw - 4, gates[3])
            down = g < v.gate
            fill = (60, 44, 32) if down else col("wood")
            pen.panel(box, fill, col("wood_dark"), radius=4, width=1.5, shadow=0)
            label = "×" if down else str(v.gates[g])
            pen.text(label, 15, (250, 240, 210) if not down else (200, 80, 60), (box[0] + box[2] / 2, box[1] + box[3] * 0.62),
                     keep=True)
            pen.text(f"{g + 1}", 8, (230, 220, 190), (box[0] + box[2] / 2, box[1] + 6), bold=False)
        if v.barbican and v.gate < D.GATES:
            box = (gates[0] + v.gate * gw, gates[1] - 2, gw, gates[3] + 4)
            pygame.draw.rect(pen.surf, (250, 210, 80), pen.r(box), pen.n(2), border_radius=pen.n(5))
        gate = self.lay.rects["gate"]
        if v.barbican:
            left = 0 if v.gate >= D.GATES else v.gates[v.gate]
            pen.text(f"{min(v.gate + 1, D.GATES)}: {left}/{D.GATE_DURABILITY}", 13, (250, 236, 200),
                     (gate[0] + gate[2] / 2, gate[1] + gate[3] - 9), shadow=True, keep=True)

    # ------------------------------------------------------------------ the wall
    def sections(self) -> None:
        v, pen = self.v, self.pen
        for i, sec in enumerate(D.SECTIONS):
            self.stacks(sec, v.wall_att[i], ATT, 32)
            if v.tower[i] and f"T:{sec}" not in self.skip:
                rect = self.lay.rects[f"T:{sec}"]
                self.blit(P.machine("M7", self.px(32)), rect)
                n = sum(v.tower_units[i])
                if n:
                    self.blit(P.count_badge(n, self.px(14)), rect, "bottomright")
            for k, code in enumerate(v.equip[i]):
                if f"{sec}/eq{k}" not in self.skip:
                    self.blit(P.token(code, self.px(28)), self.lay.rects[f"{sec}/eq{k}"])
            if v.orders[i] and f"{sec}/order" not in self.skip:
                tok, down = v.orders[i][0], v.orders[i][1]
                code = "order:goblin" if tok == UNKNOWN else f"order:{tok}"
                self.blit(P.token(code, self.px(30), face_down=tok == UNKNOWN), self.lay.rects[f"{sec}/order"])
                if down and tok != UNKNOWN:   # the attackers see their own face-down order, marked as such
                    self.blit(P.token("order:goblin", self.px(13), face_down=True), self.lay.rects[f"{sec}/order"], "topright")
            self.wall_pieces(i, sec)
            if v.cauldron[i] and f"{sec}/cauldron" not in self.skip:
                self.blit(P.token("cauldron_" + ATT[v.cauldron[i] - 1], self.px(30)), self.lay.rects[f"{sec}/cauldron"])
            slots = self.lay.slots[sec]
            if v.platform[i] and f"{sec}/platform" not in self.skip:
                self.blit(P.token("platform", self.px(30)), slots[3])
            self.slotted(sec, v.sec_def[i], 30)
            if v.glow == i:
                r = pen.r(self.lay.rects[sec])
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                glow.fill((170, 220, 255, 60))
                pygame.draw.rect(glow, (200, 240, 255, 200), glow.get_rect(), pen.n(3), border_radius=pen.n(8))
                pen.surf.blit(glow, r.topleft)
            for ritual in ("U6",):
                if sec in [r[1] for r in v.rituals["list"] if r[0] == ritual]:
                    self.blit(P.token(ritual, self.px(22)), (self.lay.rects[sec][0] + 2, self.lay.rects[sec][1] + 2, 22, 22),
                              "topleft")
            if any(b[0] == i for b in v.breaches) and self.held.get(f"breach:{sec}", 1):
                self.breach_mark(sec)
        for h, name in enumerate(D.HEROES):
            pos = v.hero_pos[h]
            if pos >= 0 and name not in self.skip:
                rect = self.lay.rects[f"{D.SECTIONS[pos]}/hero"]
                self.blit(P.hero(name, self.px(34), bool(v.hero_used[h])), rect)
                self.hero_marks(h, rect)

    def hero_marks(self, h: int, rect: L.Rect) -> None:
        v = self.v
        if h == 0 and v.speech[0]:
            self.blit(P.count_badge(v.speech[0], self.px(14)), rect, "topright")
        if D.HEROES[h] in [r[1] for r in v.rituals["list"] if r[0] == "U5"]:
            self.blit(P.token("U5", self.px(16)), rect, "bottomleft")

    def wall_pieces(self, i: int, sec: str) -> None:
        """The section's wall pieces in its recess: stone blocks, wooden ones on top, and their
        number above them."""
        v, pen = self.v, self.pen
        rect = self.lay.rects[f"{sec}/wall"]
        stone = self.count(f"{sec}/wall", v.stone[i])
        wood = v.wood[i]
        x0, x1 = rect[0] + 4, rect[0] + rect[2] - 2
        piece_w = 16
        total = stone + wood
        step = min(piece_w - 1, (x1 - x0 - piece_w) / max(1, total - 1)) if total > 1 else piece_w
        for k in range(total):
            self.blit(P.stone_piece(self.px(piece_w), wood=k >= stone), (x0 + k * step, rect[1] + 19, piece_w, 11), "topleft")
        pen.text(str(total), 11, (250, 236, 200), (rect[0] + 3, rect[1] + 6), anchor="midleft", shadow=True, keep=True)

    def breach_mark(self, sec: str) -> None:
        pen = self.pen
        rect = self.lay.rects[sec]
        r = pen.r((rect[0], rect[1] + L.ATT_H - 6, rect[2], L.WALL_H + 12))
        pygame.draw.rect(pen.surf, (40, 30, 28), r.inflate(-r.w // 3, 0), border_radius=pen.n(6))
        pen.text(_("Breach!"), 13, (250, 90, 60), (rect[0] + rect[2] / 2, rect[1] + L.ATT_H + L.WALL_H / 2),
                 shadow=True, keep=True)

    def bastions(self) -> None:
        v = self.v
        accident = [r[1] for r in v.rituals["list"] if r[0] == "U7"]
        for i, b in enumerate(D.BASTIONS):
            rect = self.lay.rects[b]
            m = v.bastion_machine[i]
            if m and f"{b}/machine" not in self.skip:
                self.blit(P.machine("cannon" if m == 1 else "claw", self.px(44), dim=b in accident), rect)
            n = self.count(f"{b}/a", v.bastion_archers[i])
            if f"{b}/a" in self.skip:
                n = 0
            for k in range(n):
                self.blit(P.unit("a", self.px(24)), self.lay.slots[b][k])

    # ------------------------------------------------------------------ inside the walls
    def inside(self) -> None:
        v = self.v
        self.stacks("CY", v.places[D.COURTYARD], DEF, 44)
        for h, name in enumerate(D.HEROES):
            if v.hero_pos[h] < 0 and name not in self.skip:
                rect = self.lay.rects["CY"]
                at = (rect[0] + rect[2] - 100 + h * 48, rect[1] + 6, 42, 42)
                self.blit(P.hero(name, self.px(38), bool(v.hero_used[h])), at)
                self.hero_marks(h, at)
        self.stacks("INF", v.infirmary, DEF, 40)
        for place in (D.GUARDHOUSE, D.HONOUR, D.BK_ARCHERS, D.BK_GREEN, D.BK_RED, D.BK_NOENTRY):
            self.slotted(place, v.places[place], 22 if place.startswith("BK") else 40)
        if not v.hg_intact:
            rect = self.lay.rects["HG"]
            self.pen.text("×", 22, (200, 60, 50), (rect[0] + rect[2] - 14, rect[1] + 12), keep=True)
        self.hourglasses()
        deck = self.lay.rects["deck"]
        n = len(v.def_deck)
        for k in range(min(n, 6)):
            self.blit(gfx.card(self.px(34), self.px(48), hidden=True), (deck[0] + 22 + k * 4, deck[1] + 30 - k * 2, 34, 48),
                      "topleft")
        self.pen.text(str(n), 16, (250, 236, 200), (deck[0] + deck[2] - 12, deck[1] + deck[3] - 14), anchor="midright",
                      keep=True)

    def hourglasses(self) -> None:
        v = self.v
        rect = self.lay.rects["hourglasses"]
        for d in range(v.n_def):
            seat = v.n_att + d
            pid = f"hourglasses:{seat}"
            box = self.b.places.get(pid)
            area = box.rect if box else rect
            n = self.count(pid, v.hg[d])
            self.tile(("hg", seat, n, v.hg[d], v.hg_workshop[d], v.n_def, tuple(area)), area, Painter.pile, d, area, n)

    def pile(self, d: int, area: L.Rect, n: int) -> None:
        v, pen = self.v, self.pen
        seat = v.n_att + d
        img = P.hourglass(self.px(28))
        per_row = max(1, int((area[2] - 60) // 20))
        for k in range(min(n, per_row * 2)):
            col_, row = k % per_row, k // per_row
            self.blit(img, (area[0] + 6 + col_ * 20, area[1] + 4 + row * 30, 18, 28), "topleft")
        pen.text(str(v.hg[d]), 24, (250, 226, 150), (area[0] + area[2] - 8, area[1] + area[3] / 2), anchor="midright",
                 keep=True)
        if v.hg_workshop[d]:
            pen.text(_("+{n} for the workshop only", n=v.hg_workshop[d]), 10, (240, 200, 160),
                     (area[0] + 6, area[1] + area[3] - 6), anchor="midleft", width=area[2] - 12, keep=True, tip=True)
        if v.n_def == 2:
            self.blit(gfx.seat_badge(seat, self.px(20)), (area[0] + area[2] - 24, area[1] - 22, 22, 22), "topleft")

    def buildings(self) -> None:
        v, pen = self.v, self.pen
        fire = [r[1] for r in v.rituals["list"] if r[0] == "U3"]
        for b in (*L.ACTION_BUILDINGS, "guardhouse"):
            rect = self.lay.rects[b]
            if b in v.saboteurs:
                self.blit(P.token("T5", self.px(24)), (rect[0] + rect[2] - 28, rect[1] - 4, 26, 26), "topleft")
            if b in fire:
                self.blit(P.token("U3", self.px(24)), (rect[0] + rect[2] - 56, rect[1] - 4, 26, 26), "topleft")
            if v.desperate == b:
                pen.text("−1", 14, (250, 210, 80), (rect[0] + rect[2] - 62, rect[1] + 11), anchor="midright", shadow=True,
                         keep=True)
        for aid in D.BUILDING_ACTIONS:
            self.action_spot(aid, fire)

    def action_spot(self, aid: str, fire: list[str]) -> None:
        from game.stronghold import defender as DEFN

        v = self.v
        building, printed, _key, _name = D.BUILDING_ACTIONS[aid]
        cost = DEFN.action_cost(v, aid)
        paid = self.count(f"do:{aid}", v.paid.get(aid, 0))
        used = bool(v.used.get(aid, 0)) and aid not in D.REPEATABLE
        state = (aid, cost, paid, used, building in fire, printed)
        self.tile(("spot", *state), self.lay.rects[f"do:{aid}"], Painter.spot_marks, *state)

    def spot_marks(self, aid: str, cost: int, paid: int, used: bool, burning: bool, printed: int) -> None:
        """The changing part of an action spot: its cost as hourglass fields, the paid ones filled
        (partial payments stay visible), the used marker, a fire."""
        pen = self.pen
        x, y, w, h = self.lay.rects[f"do:{aid}"]
        slots = min(cost, 5)
        gx = x + (w - slots * 13) / 2
        for k in range(slots):
            img = P.hourglass(self.px(17), paid=k < paid)
            if k >= paid:
                img = faded_copy(img, 100)
            self.blit(img, (gx + k * 13, y + h - 21, 11, 18), "topleft")
        if cost != printed:
            pen.text(f"{cost}", 11, (200, 60, 40), (x + w - 3, y + h - 12), anchor="midright", keep=True)
        if used:
            self.blit(P.used_mark(self.px(22)), (x + w - 24, y + 2, 22, 22), "topleft")
        if burning:
            r = pen.r((x, y, w, h))
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((200, 80, 30, 70))
            pen.surf.blit(shade, r.topleft)

    # ------------------------------------------------------------------ tracks
    def tracks(self) -> None:
        v, pen = self.v, self.pen
        att, dfn = v.glory_att, v.glory_def + v.endurance
        for side, value, dy in (("att", att, -6), ("def", dfn, 6)):
            pid = f"glory:{side}"
            if pid in self.skip:
                continue
            value = self.held.get(pid, value)
            cell = self.lay.rects[f"glory/{max(0, min(L.GLORY_CELLS - 1, value))}"]
            img = P.glory_marker(side, self.px(18))
            self.blit(img, (cell[0] + (cell[2] - 18) / 2 + dy * 0.6, cell[1] + 2 + (0 if side == "att" else 14), 18, 23),
                      "topleft")
        rnd = self.lay.rects[f"round/{max(1, min(D.ROUNDS, v.round))}"]
        r = pen.r(rnd)
        pygame.draw.rect(pen.surf, (250, 210, 80), r, pen.n(3), border_radius=pen.n(5))
        for deed in D.DEEDS:
            rect = self.lay.rects[f"deed:{deed}"]
            if deed in v.deeds_used:
                r = pen.r(rect)
                pygame.draw.line(pen.surf, (160, 50, 40), r.topleft, r.bottomright, pen.n(2))
                continue
        slots = [d for d in D.DEEDS if d not in v.deeds_used][: v.endurance]
        for deed in slots:
            rect = self.lay.rects[f"deed:{deed}"]
            self.blit(P.glory_marker("def", self.px(14)), (rect[0] + rect[2] / 2 - 7, rect[1] + 2, 14, 18), "topleft")

    # ------------------------------------------------------------------ setup: the offered cards
    def offer(self) -> None:
        v, pen = self.v, self.pen
        phase = v.card_offer[0]
        cards = v.card_offer[2:]
        rects = L.offer_rects(len(cards))
        x0 = rects[0][0] - 30
        x1 = rects[-1][0] + rects[-1][2] + 30
        pen.panel((x0, rects[0][1] - 56, x1 - x0, rects[0][3] + 76), (30, 24, 28), (250, 210, 80), radius=14, width=3)
        pen.text(_("Keep one card for the whole game") + f" · {W.phase_word(phase)}", 20, (250, 226, 150),
                 ((x0 + x1) / 2, rects[0][1] - 28), width=x1 - x0 - 20, keep=True, tip=True)
        for card, rect in zip(cards, rects):
            pen.panel(rect, (240, 232, 210), (120, 56, 48), radius=12, width=3)
            pen.text(f"{card}", 22, (120, 56, 48), (rect[0] + rect[2] / 2, rect[1] + 22), keep=True)
            codes = D.PHASE_CARDS[phase][card]
            for k, code in enumerate(codes):
                ry = rect[1] + 50 + k * 80
                icon = P.machine(code, self.px(48)) if code.startswith("M") else P.token(code, self.px(48))
                self.blit(icon, (rect[0] + 12, ry, 50, 50), "topleft")
                pen.text(W.code_word(code), 16, (40, 30, 26), (rect[0] + 70, ry + 14), anchor="midleft", width=rect[2] - 76,
                         keep=True, tip=True)
                res, utype, ucount, hg, _name = D.CARD_ACTIONS[code]
                cost = ([("res", res)] if res else []) + ([("unit", (utype, ucount))] if ucount else []) + [("hg", hg)]
                self.cost_line(rect[0] + 70, ry + 38, cost, 16)

_faded = gfx.LRU(200)


def faded_copy(img: pygame.Surface, alpha: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        out = img.copy()
        out.set_alpha(alpha)
        return out

    return _faded.get_or((id(img), img.get_size(), alpha), make)


def action_icon(aid: str, size: int) -> pygame.Surface:
    """The picture on a building's action spot (its token, machine or a unit)."""
    if aid in ("cannon", "claw"):
        return P.machine(aid, size)
    if aid.startswith("cauldron"):
        return P.token(aid, size)
    if aid in ("trap_g", "trap_t", "platform", "glow", "blessing"):
        return P.token(aid, size)
    if aid == "wall":
        return P.stone_piece(size, wood=True)
    if aid == "gate":
        return P.machine("M6", size, dim=True)
    if aid == "expedition":
        return P.machine("M7", size)
    if aid == "sabotage":
        return P.machine("M2", size, dim=True)
    if aid == "confusion":
        return P.token("order:goblin", size, face_down=True)
    if aid == "sharpshooter":
        return P.unit("a", size)
    if aid == "train_as":
        return P.unit("s", size)
    if aid == "train_sv":
        return P.unit("v", size)
    return P.token("T5", size)
