"""The castle itself, painted once per size and zoom: grass and trampled forefields, the paths
with their trap spots, the ramparts, the barbican, the wall with its stone courses and round
bastions, the gate, the courtyard and the buildings with their fields, and the tracks.

Everything that changes during a game (pieces, cards, counters) is painted by ``paint.py``.
"""

from __future__ import annotations

import math

import pygame

from game.stronghold import data as D
from sprites.boards.stronghold import layout as L
from sprites.boards.stronghold import words as W
from sprites.boards.stronghold.pieces import col
from sprites.boards.stronghold.tr import _
from sprites.ui import gfx


class Pen:
    """World geometry scaled to a layer painted at zoom ``z``."""

    def __init__(self, surf: pygame.Surface, z: float, origin: tuple[float, float] = (0, 0), floor: int = 0) -> None:
        self.surf = surf
        self.z = z
        self.ox, self.oy = origin   # the world point at the surface's corner (a tile of the board)
        self.floor = floor          # the smallest text that stays readable, in pixels

    def r(self, rect: tuple[float, float, float, float]) -> pygame.Rect:
        z = self.z
        return pygame.Rect(int((rect[0] - self.ox) * z), int((rect[1] - self.oy) * z), max(1, int(rect[2] * z)),
                           max(1, int(rect[3] * z)))

    def p(self, pt: tuple[float, float]) -> tuple[int, int]:
        return (int((pt[0] - self.ox) * self.z), int((pt[1] - self.oy) * self.z))

    def n(self, v: float) -> int:
        return max(1, int(round(v * self.z)))

    def text(self, s: str, size: float, colour: gfx.Colour, at: tuple[float, float], anchor: str = "center",
             bold: bool = True, width: float | None = None, shadow: bool = False, keep: bool = False,
             tip: bool = False) -> pygame.Rect:
        """``keep``: the overview needs it, so it never goes under the floor; any other text that
        would is left out until the player zooms in (its place's tooltip says it meanwhile).
        ``tip``: the place's tooltip holds the whole text, so it may be shortened."""
        fs = int(size * self.z)
        if fs < self.floor:
            if not keep:
                return pygame.Rect(self.p(at), (0, 0))
            fs = self.floor
        fs = max(6, fs)
        shown = gfx.fit_text(s, fs, int(width * self.z), bold, tip) if width else s
        img = gfx.text_shadow(shown, fs, colour, bold, max(1, fs // 12)) if shadow else gfx.text(shown, fs, colour, bold)
        rect = img.get_rect(**{anchor: self.p(at)})
        self.surf.blit(img, rect)
        return rect

    def panel(self, rect: tuple[float, float, float, float], fill: gfx.Colour, edge: gfx.Colour | None,
              radius: float = 8, width: float = 2, shadow: float = 3) -> None:
        r = self.r(rect)
        img = gfx.panel(r.w, r.h, fill, self.n(radius), edge, self.n(shadow) if shadow else 0, self.n(width))
        self.surf.blit(img, r.topleft)


def paint(surf: pygame.Surface, z: float, lay: L.Layout, floor: int = 0) -> None:
    pen = Pen(surf, z, floor=floor)
    _ground(pen, lay)
    _paths(pen, lay)
    _forefields(pen, lay)
    _ramparts(pen, lay)
    _barbican(pen, lay)
    _walls(pen, lay)
    _inside(pen, lay)
    _tracks(pen, lay)
    _card_slots(pen, lay)


# ------------------------------------------------------------------------------------------ ground
def _ground(pen: Pen, lay: L.Layout) -> None:
    s, z = pen.surf, pen.z
    w, h = s.get_size()
    wall_y = int((L.SEC_Y + L.ATT_H + L.WALL_H / 2) * z)
    grass = col("grass")
    s.fill(grass, (0, 0, w, wall_y))
    # speckles of grass, in a fixed pattern (the same every paint)
    step = max(6, pen.n(22))
    for i, y in enumerate(range(int(L.FORE_Y * z), wall_y, step)):
        for x in range((i * 7) % step, w, step):
            shade = gfx.lighten(grass, 0.08) if (x // step + i) % 3 else gfx.darken(grass, 0.12)
            pygame.draw.line(s, shade, (x, y), (x + pen.n(3), y - pen.n(4)), 1)
    # the attackers' war table behind their cards
    band = pygame.Rect(0, 0, w, int((L.CARDS_Y + L.CARDS_H + 4) * z))
    s.fill(gfx.darken(col("attacker"), 0.25), band)
    pygame.draw.line(s, col("attacker_edge"), band.bottomleft, band.bottomright, pen.n(2))
    # inside the walls: cobbles
    cob = col("cobble")
    s.fill(cob, (0, wall_y, w, h - wall_y))
    step = max(8, pen.n(26))
    for i, y in enumerate(range(wall_y, h, step)):
        off = (i % 2) * step // 2
        for x in range(-off, w, step):
            pygame.draw.rect(s, gfx.darken(cob, 0.1 + 0.05 * ((x // step + i) % 2)), (x + 1, y + 1, step - 2, step - 2),
                             border_radius=max(1, step // 4))


def _dashed(pen: Pen, a: tuple[float, float], b: tuple[float, float], colour: gfx.Colour, width: int) -> None:
    ax, ay = pen.p(a)
    bx, by = pen.p(b)
    length = math.hypot(bx - ax, by - ay)
    n = max(1, int(length / pen.n(10)))
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(pen.surf, colour, (ax + (bx - ax) * t0, ay + (by - ay) * t0),
                         (ax + (bx - ax) * t1, ay + (by - ay) * t1), width)


def _paths(pen: Pen, lay: L.Layout) -> None:
    earth, dark = col("earth"), col("earth_dark")
    for src, dst, pts in lay.paths:
        scaled = [pen.p(p) for p in pts]
        wide = pen.n(16 if dst in D.SEC else 20)
        pygame.draw.lines(pen.surf, dark, False, scaled, wide + pen.n(4))
        pygame.draw.lines(pen.surf, earth, False, scaled, wide)
        for p in scaled:
            pygame.draw.circle(pen.surf, earth, p, wide // 2)
        # which way the attackers go: a small chevron at the middle
        (ax, ay), (bx, by) = pts[-2], pts[-1]
        ang = math.atan2(by - ay, bx - ax)
        mx, my = pts[1] if dst not in D.SEC else ((ax + bx) / 2, (ay + by) / 2)
        if dst in D.SEC or src == "RW3" or dst == "BARB":
            tip = (mx + math.cos(ang) * 6, my + math.sin(ang) * 6)
            left = (mx + math.cos(ang + 2.5) * 7, my + math.sin(ang + 2.5) * 7)
            right = (mx + math.cos(ang - 2.5) * 7, my + math.sin(ang - 2.5) * 7)
            pygame.draw.lines(pen.surf, dark, False, [pen.p(left), pen.p(tip), pen.p(right)], pen.n(3))
    for spot in D.TRAP_SPOTS:
        r = pen.r(lay.rects[spot])
        pygame.draw.circle(pen.surf, (0, 0, 0, 0), r.center, r.w // 2)
        pygame.draw.circle(pen.surf, gfx.darken(earth, 0.35), r.center, r.w // 2)
        pygame.draw.circle(pen.surf, (230, 214, 170), r.center, r.w // 2, pen.n(2))
        # the names the log and the prompts use for these places, so a line can be found here
        pen.text(spot, 12, (240, 228, 200), (lay.rects[spot][0] + 15, lay.rects[spot][1] - 7), bold=True, shadow=True,
                 keep=True)


def _field(pen: Pen, rect: tuple[float, float, float, float], colour: gfx.Colour, radius: float = 5,
           width: float = 1.5) -> None:
    pygame.draw.rect(pen.surf, colour, pen.r(rect), pen.n(width), border_radius=pen.n(radius))


def _forefields(pen: Pen, lay: L.Layout) -> None:
    earth = col("earth")
    for f in D.FOREFIELDS:
        rect = lay.rects[f]
        r = pen.r(rect)
        pygame.draw.ellipse(pen.surf, gfx.darken(earth, 0.3), r.inflate(pen.n(10), pen.n(8)))
        pygame.draw.ellipse(pen.surf, gfx.lighten(earth, 0.05), r)
        pen.text(W.place_word(f), 13, (250, 240, 214), (rect[0] + rect[2] / 2, rect[1] + 9), shadow=True, keep=True)
        pygame.draw.circle(pen.surf, gfx.darken(earth, 0.3), pen.r(lay.rects[f"{f}/machine"]).center, pen.n(22), pen.n(1.5))
    for half in ("west", "east"):
        rect = lay.rects[half]
        pen.panel(rect, gfx.darken(col("grass"), 0.3), gfx.darken(col("grass"), 0.6), radius=10)
        pen.text(W.half_word(half), 15, (236, 240, 220), (rect[0] + rect[2] / 2, rect[1] + 14), width=rect[2] - 8,
                 keep=True, tip=True)
    bag = lay.rects["bag"]
    pen.panel(bag, (54, 40, 30), (140, 100, 60), radius=18)
    pen.text(_("Bag"), 12, (230, 210, 170), (bag[0] + bag[2] / 2, bag[1] + 10), keep=True)
    orders = lay.rects["orders"]
    pen.panel(orders, gfx.darken(col("attacker"), 0.1), col("attacker_edge"), radius=10)
    pen.text(_("Orders"), 12, (240, 210, 190), (orders[0] + orders[2] / 2, orders[1] + 10), width=orders[2] - 6,
             keep=True, tip=True)


def _ramparts(pen: Pen, lay: L.Layout) -> None:
    earth = col("earth")
    for r in D.RAMPARTS:
        rect = lay.rects[r]
        box = pen.r(rect)
        pygame.draw.rect(pen.surf, gfx.darken(earth, 0.45), box.move(pen.n(3), pen.n(4)), border_radius=pen.n(22))
        pygame.draw.rect(pen.surf, earth, box, border_radius=pen.n(22))
        pygame.draw.rect(pen.surf, gfx.lighten(earth, 0.12), box.inflate(-pen.n(10), -pen.n(10)), pen.n(2),
                         border_radius=pen.n(18))
        pen.text(r, 12, (250, 238, 210), (rect[0] + rect[2] - 4, rect[1] + rect[3] - 2), anchor="bottomright", shadow=True,
                 keep=True)
        dark = gfx.darken(earth, 0.3)
        pygame.draw.circle(pen.surf, dark, pen.r(lay.rects[f"{r}/machine"]).center, pen.n(17), pen.n(1.5))
        _field(pen, lay.rects[f"{r}/cover"], dark)
        for t in ("tr0", "tr1"):
            _field(pen, lay.rects[f"{r}/{t}"], dark)


def _barbican(pen: Pen, lay: L.Layout) -> None:
    rect = lay.rects["BARB"]
    stone, dark = col("stone"), col("stone_dark")
    box = pen.r(rect)
    pygame.draw.rect(pen.surf, gfx.darken(col("cobble"), 0.15), box, border_radius=pen.n(6))
    pygame.draw.rect(pen.surf, stone, box, pen.n(7), border_radius=pen.n(6))
    pygame.draw.rect(pen.surf, dark, box, pen.n(2), border_radius=pen.n(6))
    pen.text(W.place_word("BARB"), 13, (250, 240, 214), (rect[0] + rect[2] / 2, rect[1] + 12), shadow=True,
             width=rect[2] - 10, keep=True, tip=True)
    for letter in "got":
        _field(pen, lay.rects[f"BARB/{letter}"], gfx.darken(stone, 0.3))
    ram = lay.rects["BARB/ram"]
    for i in range(D.BARBICAN_PARTS):
        fw = ram[2] / D.BARBICAN_PARTS
        _field(pen, (ram[0] + i * fw + 1, ram[1], fw - 2, ram[3]), gfx.darken(stone, 0.25))


def _walls(pen: Pen, lay: L.Layout) -> None:
    s = pen.surf
    stone, dark, mortar = col("stone"), col("stone_dark"), col("mortar")
    wall_top = L.SEC_Y + L.ATT_H
    xs = lay.x
    # the wall band of each half, with courses of stones and merlons toward the attackers
    for half in (0, 1):
        row = D.BASTION_ROWS[half]
        x0, x1 = xs[row[0]], xs[row[-1]]
        band = pen.r((min(x0, x1), wall_top, abs(x1 - x0), L.WALL_H))
        pygame.draw.rect(s, gfx.darken(stone, 0.55), band.move(0, pen.n(4)))
        pygame.draw.rect(s, stone, band)
        course = max(4, pen.n(12))
        for i, y in enumerate(range(band.y, band.bottom, course)):
            pygame.draw.line(s, mortar, (band.x, y), (band.right, y), 1)
            off = (i % 2) * course
            for x in range(band.x + off, band.right, course * 2):
                pygame.draw.line(s, mortar, (x, y), (x, min(band.bottom, y + course)), 1)
        merlon = pen.n(12)
        for x in range(band.x, band.right - merlon, merlon * 2):
            pygame.draw.rect(s, stone, (x, band.y - merlon // 2, merlon, merlon // 2 + 1))
            pygame.draw.rect(s, dark, (x, band.y - merlon // 2, merlon, merlon // 2 + 1), 1)
        pygame.draw.rect(s, dark, band, pen.n(2))
    for sec in D.SECTIONS:
        _section(pen, lay, sec)
    gate = lay.rects["gate"]
    g = pen.r(gate)
    pygame.draw.rect(s, dark, g.inflate(pen.n(10), 0), border_top_left_radius=pen.n(30), border_top_right_radius=pen.n(30))
    inner = g.inflate(-pen.n(20), -pen.n(6))
    pygame.draw.rect(s, col("wood_dark"), inner, border_top_left_radius=pen.n(26), border_top_right_radius=pen.n(26))
    for i in range(1, 6):
        x = inner.x + inner.w * i // 6
        pygame.draw.line(s, gfx.darken(col("wood_dark"), 0.3), (x, inner.y + pen.n(6)), (x, inner.bottom), pen.n(2))
    for y in (0.35, 0.75):
        pygame.draw.line(s, col("iron"), (inner.x, inner.y + inner.h * y), (inner.right, inner.y + inner.h * y), pen.n(3))
    for b in D.BASTIONS:
        _bastion(pen, lay, b)


def _section(pen: Pen, lay: L.Layout, sec: str) -> None:
    s = pen.surf
    rect = lay.rects[sec]
    x, y, w, h = rect
    # the attackers' footing under the wall: trodden earth
    foot = pen.r((x + 2, y, w - 4, L.ATT_H - 4))
    pygame.draw.rect(s, gfx.darken(col("earth"), 0.15), foot, border_radius=pen.n(8))
    pygame.draw.rect(s, gfx.darken(col("earth"), 0.4), foot, pen.n(1), border_radius=pen.n(8))
    for name in (f"T:{sec}", f"{sec}/eq0", f"{sec}/eq1", f"{sec}/order"):
        pygame.draw.circle(s, gfx.darken(col("earth"), 0.28), pen.r(lay.rects[name]).center, pen.n(14), pen.n(1))
    # the wall walk behind: planks with the unit fields (the fourth one needs a platform)
    walk_y = L.SEC_Y + L.ATT_H + L.WALL_H
    walk = pen.r((x + 2, walk_y + 2, w - 4, L.DEF_H - 4))
    pygame.draw.rect(s, col("wood_dark"), walk, border_radius=pen.n(6))
    plank = max(3, pen.n(9))
    for yy in range(walk.y + plank, walk.bottom, plank):
        pygame.draw.line(s, gfx.darken(col("wood_dark"), 0.25), (walk.x + 2, yy), (walk.right - 2, yy), 1)
    for k, slot in enumerate(lay.slots[sec]):
        if k < D.DEF_SECTION_CAP:
            _field(pen, slot, (226, 206, 160), width=2)
        else:
            _dash_rect(pen, slot, (200, 180, 140))
    # the wall band: the section's name over the recess of its wall pieces, the cauldron field
    # where it has one, the hero field
    wall = lay.rects[f"{sec}/wall"]
    recess = pen.r((wall[0] + 2, wall[1] + 12, wall[2] - 2, wall[3] - 14))
    pygame.draw.rect(s, (58, 54, 56), recess, border_radius=pen.n(4))
    pygame.draw.rect(s, (36, 34, 36), recess, pen.n(1), border_radius=pen.n(4))
    # the section's name on a plaque over the battlements
    plaque = (x + w / 2 - 17, L.SEC_Y + L.ATT_H - 9, 34, 16)
    pen.panel(plaque, (44, 40, 44), (150, 144, 140), radius=4, width=1, shadow=2)
    pen.text(sec, 13, (250, 246, 236), (x + w / 2, L.SEC_Y + L.ATT_H - 1), keep=True)
    # the section's name on a plaque over the battlements
    if sec in D.CAULDRON_SECTIONS:
        c = pen.r(lay.rects[f"{sec}/cauldron"])
        pygame.draw.ellipse(s, col("stone_dark"), c, pen.n(2))
    hero = pen.r(lay.rects[f"{sec}/hero"])
    pygame.draw.circle(s, col("stone_dark"), hero.center, min(hero.w, hero.h) // 2, pen.n(2))


def _dash_rect(pen: Pen, rect: tuple[float, float, float, float], colour: gfx.Colour) -> None:
    x, y, w, h = rect
    for a, b in (((x, y), (x + w, y)), ((x + w, y), (x + w, y + h)), ((x + w, y + h), (x, y + h)), ((x, y + h), (x, y))):
        _dashed(pen, a, b, colour, pen.n(1.5))


def _bastion(pen: Pen, lay: L.Layout, b: str) -> None:
    s = pen.surf
    r = pen.r(lay.rects[b])
    c = r.center
    rad = r.w // 2
    stone = col("stone")
    gate = b in D.GATE_BASTIONS
    pygame.draw.circle(s, (0, 0, 0, 0), c, rad)
    pygame.draw.circle(s, gfx.darken(stone, 0.55), (c[0] + pen.n(3), c[1] + pen.n(4)), rad)
    pygame.draw.circle(s, gfx.darken(stone, 0.12) if gate else stone, c, rad)
    for i in range(10):   # crenellations around the top
        a = i * math.pi / 5
        pygame.draw.circle(s, gfx.darken(stone, 0.3), (c[0] + math.cos(a) * rad * 0.86, c[1] + math.sin(a) * rad * 0.86),
                           max(1, rad // 7))
    pygame.draw.circle(s, gfx.darken(stone, 0.2), c, int(rad * 0.68))
    pygame.draw.circle(s, col("stone_dark"), c, rad, pen.n(2))
    lab = lay.rects[b]
    pen.text(b, 11, (250, 244, 230), (lab[0] + lab[2] / 2, lab[1] + lab[3] + 1), anchor="midtop", shadow=True, keep=True)


# ------------------------------------------------------------------------------------------ inside
def _building(pen: Pen, rect: tuple[float, float, float, float], name: str, roof: gfx.Colour) -> None:
    x, y, w, h = rect
    pen.panel(rect, col("floor"), gfx.darken(roof, 0.4), radius=8, width=2, shadow=4)
    band = pen.r((x, y, w, 22))
    pygame.draw.rect(pen.surf, roof, band, border_top_left_radius=pen.n(8), border_top_right_radius=pen.n(8))
    for i in range(band.x, band.right, max(4, pen.n(10))):
        pygame.draw.line(pen.surf, gfx.darken(roof, 0.2), (i, band.y + 2), (i + pen.n(6), band.bottom - 2), 1)
    pen.text(name, 14, (252, 244, 226), (x + 8, y + 11), anchor="midleft", width=w - 16, shadow=True, keep=True,
             tip=True)


def _inside(pen: Pen, lay: L.Layout) -> None:
    rects = lay.rects
    roof = col("roof")
    cy = rects["CY"]
    pen.panel(cy, gfx.lighten(col("cobble"), 0.08), gfx.darken(col("cobble"), 0.5), radius=10)
    pen.text(W.place_word("CY"), 14, (44, 40, 36), (cy[0] + 10, cy[1] + 12), anchor="midleft", keep=True)
    for letter in "asv":
        _field(pen, rects[f"CY/{letter}"], gfx.darken(col("cobble"), 0.35))
    _building(pen, rects["guardhouse"], W.building_word("guardhouse"), roof)
    for slot in lay.slots["GH"]:
        _field(pen, slot, (120, 96, 70), width=2)
    _building(pen, rects["HG"], W.place_word("HG"), (70, 80, 140))
    for slot in lay.slots["HG"]:
        _field(pen, slot, (120, 96, 70), width=2)
        _cross(pen, slot)
    _building(pen, rects["INF"], W.place_word("INF"), (180, 180, 184))
    inf = pen.r(rects["INF"])
    arm = pen.n(6)
    pygame.draw.rect(pen.surf, (200, 40, 40), (inf.right - pen.n(26), inf.y + pen.n(4), arm * 3, arm))
    pygame.draw.rect(pen.surf, (200, 40, 40), (inf.right - pen.n(26) + arm, inf.y + pen.n(4) - arm, arm, arm * 3))
    hg = rects["hourglasses"]
    pen.panel(hg, (44, 52, 64), (150, 120, 70), radius=10)
    pen.text(_("Hourglasses"), 13, (240, 224, 190), (hg[0] + 10, hg[1] + 12), anchor="midleft", width=hg[2] - 20,
             keep=True, tip=True)
    deck = rects["deck"]
    pen.panel(deck, (44, 52, 64), (150, 120, 70), radius=10)
    pen.text(_("Hit cards"), 12, (240, 224, 190), (deck[0] + deck[2] / 2, deck[1] + 11), width=deck[2] - 8,
             keep=True, tip=True)
    for b in L.ACTION_BUILDINGS:
        _building(pen, rects[b], W.building_word(b), roof)
    for aid in D.BUILDING_ACTIONS:
        _action_spot(pen, rects[f"do:{aid}"], aid)
    colours = {"BKA": col("archer"), "BKG": (70, 170, 80), "BKR": (200, 60, 50), "BKN": (110, 100, 90)}
    for name, colour in colours.items():
        for slot in lay.slots[name]:
            _field(pen, slot, colour, width=2.5)
            if name == "BKN":
                _cross(pen, slot)



def _action_spot(pen: Pen, rect: tuple[float, float, float, float], aid: str) -> None:
    """An action's spot in its building: its picture and name (what changes, the hourglasses
    paid and the used marker, the pieces layer draws)."""
    from sprites.boards.stronghold.paint import action_icon

    x, y, w, h = rect
    pen.panel(rect, gfx.lighten(col("floor"), 0.12), gfx.darken(col("floor"), 0.45), radius=6, width=1.5, shadow=2)
    icon = action_icon(aid, max(6, int(min(w - 8, 30) * pen.z)))
    pen.surf.blit(icon, icon.get_rect(midtop=pen.p((x + w / 2, y + 3))))
    size = 10.5
    if size * pen.z < pen.floor:   # left to the tooltip until the player zooms in
        return
    lines = gfx.wrap(W.action_word(aid), int(size * pen.z), int((w - 4) * pen.z), True)[:3]
    for i, line in enumerate(lines):
        pen.text(line, size, (44, 34, 28), (x + w / 2, y + 41 + i * 11.5), width=w - 2, tip=True)


def _cross(pen: Pen, slot: tuple[float, float, float, float]) -> None:
    """A no-entry field (type 7): nothing new may ever be moved onto it."""
    r = pen.r(slot).inflate(-pen.n(8), -pen.n(8))
    c = (150, 60, 50)
    pygame.draw.line(pen.surf, c, r.topleft, r.bottomright, pen.n(1.5))
    pygame.draw.line(pen.surf, c, r.topright, r.bottomleft, pen.n(1.5))


def _tracks(pen: Pen, lay: L.Layout) -> None:
    rects = lay.rects
    glory = rects["glory"]
    pen.panel(glory, (46, 40, 52), (200, 170, 90), radius=10)
    pen.text(_("Glory"), 14, (250, 226, 150), (glory[0] + 10, glory[1] + 13), anchor="midleft", keep=True)
    for v in range(L.GLORY_CELLS):
        r = rects[f"glory/{v}"]
        fill = (70, 62, 76) if v % 5 else (96, 84, 70)
        pygame.draw.rect(pen.surf, fill, pen.r(r), border_radius=pen.n(4))
        # every fifth number stays in the overview (the cells between them count themselves)
        pen.text(str(v), 10, (220, 210, 190), (r[0] + r[2] / 2, r[1] + r[3] - 7), bold=False, keep=not v % 5)
    rnd = rects["round"]
    pen.panel(rnd, (46, 40, 52), (200, 170, 90), radius=10)
    pen.text(_("Round"), 14, (250, 226, 150), (rnd[0] + 10, rnd[1] + 13), anchor="midleft", keep=True)
    for v in range(1, D.ROUNDS + 1):
        r = rects[f"round/{v}"]
        pygame.draw.rect(pen.surf, (70, 62, 76), pen.r(r), border_radius=pen.n(5))
        pen.text(str(v), 15, (220, 210, 190), (r[0] + r[2] / 2, r[1] + r[3] / 2), keep=True)
    end = rects["endurance"]
    pen.panel(end, (46, 40, 52), (200, 170, 90), radius=10)
    pen.text(_("Endurance · dishonourable deeds"), 13, (250, 226, 150), (end[0] + 10, end[1] + 12), anchor="midleft",
             width=end[2] - 20, keep=True, tip=True)
    for deed in D.DEEDS:
        r = rects[f"deed:{deed}"]
        pygame.draw.rect(pen.surf, (232, 226, 206), pen.r(r), border_radius=pen.n(6))
        pygame.draw.rect(pen.surf, (120, 100, 60), pen.r(r), pen.n(1.5), border_radius=pen.n(6))
        if 11 * pen.z < pen.floor:   # left to the tooltip until the player zooms in
            continue
        lines = gfx.wrap(W.deed_word(deed), int(11 * pen.z), int((r[2] - 6) * pen.z), True)[:2]
        for i, line in enumerate(lines):
            pen.text(line, 11, (60, 44, 30), (r[0] + r[2] / 2, r[1] + r[3] - 22 + i * 12), width=r[2] - 4, tip=True)


def _card_slots(pen: Pen, lay: L.Layout) -> None:
    for a in range(lay.n_att):
        for rect in lay.spots[f"cards:{a}"]:
            pygame.draw.rect(pen.surf, gfx.darken(col("attacker"), 0.45), pen.r(rect), border_radius=pen.n(10))
            _dash_rect(pen, rect, gfx.darken(col("attacker_edge"), 0.3))
