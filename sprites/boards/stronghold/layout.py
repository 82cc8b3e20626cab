"""The castle seen from above, as geometry: where every place of the engine lies on the board.

World units (the board's pixels at zoom 1) on a fixed canvas of ``WORLD``. Top to bottom: the
attackers' cards (camp and phase cards), the forefields with the bag and the order pool between
them, the paths with their trap spots, the ramparts and the barbican, the wall line (bastions as
round towers on the junctions of the wall sections, the gate in the middle), the courtyard row,
the action buildings, and the tracks (glory, rounds, endurance, hourglasses, the hit deck).

The wall line follows the engine's graph (``game.stronghold.data``): ramparts face their
bastions, each rampart's paths lead to its wall sections, FW reaches RW1-RW3 and RW4 only from
RW3, FE reaches RE1-RE4. Nothing here draws; the painters and the places read these rects.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.stronghold import data as D

Rect = tuple[int, int, int, int]
Point = tuple[float, float]

WORLD = (1600, 940)
MARGIN = 20
TOWER_R = 26            # a bastion's radius
GATE_W = 200            # the gap in the wall line holding the gate
PITCH = (WORLD[0] - 2 * MARGIN - 2 * TOWER_R - GATE_W) / 8   # bastion to bastion along a half

CARDS_Y, CARDS_H = 4, 140
FORE_Y, FORE_H = 152, 70
RAMP_Y, RAMP_H = 266, 86
SEC_Y = 372             # top of a wall section's attacker side
ATT_H = 74              # the attacker side
WALL_H = 48             # the stone wall itself
DEF_H = 70              # the defender side (unit fields)
ROW1_Y, ROW1_H = 576, 112   # courtyard, guardhouse, infirmary, honour guard, hourglasses, deck
ROW2_Y, ROW2_H = 696, 150   # forge, workshop, scouts' quarters, cathedral, barracks
ROW3_Y, ROW3_H = 856, 80    # glory, rounds, endurance
RAMP_W = 124

ACTION_BUILDINGS = ("forge", "workshop", "scouts", "cathedral", "barracks")
BUILDING_ACTIONS = {b: tuple(a for a, spec in D.BUILDING_ACTIONS.items() if spec[0] == b)
                    for b in (*ACTION_BUILDINGS, "guardhouse")}
GLORY_CELLS = 27        # 0 .. 26 on the glory track


@dataclass
class Layout:
    """Every rect of the board for a number of attackers (the camps and cards differ)."""

    n_att: int
    x: dict[str, float] = field(default_factory=dict)          # bastions' centres along the wall
    rects: dict[str, Rect] = field(default_factory=dict)       # every place by its id
    paths: list[tuple[str, str, tuple[Point, ...]]] = field(default_factory=list)  # (from, to, points)
    slots: dict[str, list[Rect]] = field(default_factory=dict) # unit fields of a place, in order
    spots: dict[str, list[Rect]] = field(default_factory=dict) # a place's token fields by kind


def bastion_x() -> dict[str, float]:
    x0 = MARGIN + TOWER_R
    xs: dict[str, float] = {}
    for i, b in enumerate(D.BASTION_ROWS[0]):
        xs[b] = x0 + i * PITCH
    east0 = x0 + 4 * PITCH + GATE_W
    for i, b in enumerate(D.BASTION_ROWS[1]):
        xs[b] = east0 + i * PITCH
    return xs


def _r(x: float, y: float, w: float, h: float) -> Rect:
    return (int(round(x)), int(round(y)), int(round(w)), int(round(h)))


def centre(r: Rect) -> Point:
    return (r[0] + r[2] / 2, r[1] + r[3] / 2)


def build(n_att: int) -> Layout:
    lay = Layout(n_att)
    xs = bastion_x()
    lay.x = xs
    rects = lay.rects
    # ------------------------------------------------------------------ the wall line
    wall_top = SEC_Y + ATT_H
    for sec in D.SECTIONS:
        left, right = (xs[b] for b in SECTION_SPAN[sec])
        x, w = left, right - left
        rects[sec] = _r(x + 4, SEC_Y, w - 8, ATT_H + WALL_H + DEF_H)
        _section_fields(lay, sec, x, w, wall_top)
    for b, bx in xs.items():
        rects[b] = _r(bx - TOWER_R, wall_top + WALL_H / 2 - TOWER_R, 2 * TOWER_R, 2 * TOWER_R)
        lay.slots[b] = [_r(bx - 22, wall_top + WALL_H / 2 - 11, 22, 24), _r(bx, wall_top + WALL_H / 2 - 11, 22, 24)]
    gx0, gx1 = xs["BGW"] + TOWER_R, xs["BGE"] - TOWER_R
    rects["gate"] = _r(gx0 + 8, wall_top - 4, gx1 - gx0 - 16, WALL_H + 8)
    # ------------------------------------------------------------------ ramparts and the barbican
    for r in D.RAMPARTS:
        cx = xs[D.RAMPART_OPPOSITE[r]] + {"RW4": -34, "RE4": 34}.get(r, 0)
        rects[r] = _r(cx - RAMP_W / 2, RAMP_Y, RAMP_W, RAMP_H)
        _rampart_fields(lay, r)
    bx0, bx1 = rects["RW4"][0] + RAMP_W + 6, rects["RE4"][0] - 6
    rects["BARB"] = _r(bx0, FORE_Y + FORE_H + 6, bx1 - bx0, wall_top - FORE_H - FORE_Y - 10)
    _barbican_fields(lay)
    # ------------------------------------------------------------------ forefields, spots, paths
    fw_cx = (xs["BW2"] + xs["BW4"]) / 2
    fe_cx = (xs["BGE"] + xs["BE2"]) / 2 + 34 / 2
    rects["FW"] = _r(fw_cx - 150, FORE_Y, 300, FORE_H)
    rects["FE"] = _r(fe_cx - 170, FORE_Y, 340, FORE_H)
    for f in D.FOREFIELDS:
        _forefield_fields(lay, f)
    rects["west"] = _r(MARGIN, FORE_Y + 4, rects["FW"][0] - MARGIN - 12, FORE_H - 8)
    east_x = rects["FE"][0] + rects["FE"][2] + 12
    rects["east"] = _r(east_x, FORE_Y + 4, WORLD[0] - MARGIN - east_x, FORE_H - 8)
    mid_x0 = rects["FW"][0] + rects["FW"][2] + 10
    mid_x1 = rects["FE"][0] - 10
    rects["bag"] = _r(mid_x0, FORE_Y, 86, FORE_H)
    rects["orders"] = _r(mid_x0 + 94, FORE_Y, mid_x1 - mid_x0 - 94, FORE_H)
    ox, ow = rects["orders"][0] + 8, (rects["orders"][2] - 16) / 4
    for i, tok in enumerate(("goblin", "orc", "troll", "decoy")):
        rects[f"order:{tok}"] = _r(ox + i * ow + (ow - 40) / 2, FORE_Y + 22, 40, 40)
    _paths(lay)
    # ------------------------------------------------------------------ the attackers' cards
    _cards(lay)
    # ------------------------------------------------------------------ inside the walls
    _inside(lay)
    return lay


# the two bastions at the ends of each wall section, west to east
SECTION_SPAN = {"W1": ("BW1", "BW2"), "W2": ("BW2", "BW3"), "W3": ("BW3", "BW4"), "W4": ("BW4", "BGW"),
                "E4": ("BGE", "BE4"), "E3": ("BE4", "BE3"), "E2": ("BE3", "BE2"), "E1": ("BE2", "BE1")}


def _section_fields(lay: Layout, sec: str, x: float, w: float, wall_top: float) -> None:
    """The attacker side (three unit stacks; tower, two equipment fields, the order), the wall
    (pieces, cauldron, hero field) and the defender side (four unit fields, the fourth the
    platform's)."""
    inner = x + TOWER_R + 2
    inner_w = w - 2 * TOWER_R - 4
    sw = min(40.0, (w - 24) / 3)
    stack_x = x + (w - 3 * sw - 8) / 2
    for k, letter in enumerate(D.ATT_TYPES):
        lay.rects[f"{sec}/{letter[0]}"] = _r(stack_x + k * (sw + 4), SEC_Y + 4, sw, 34)
    row2 = SEC_Y + 40
    tw = (w - 20) / 4
    tokens = [f"T:{sec}", f"{sec}/eq0", f"{sec}/eq1", f"{sec}/order"]
    for k, name in enumerate(tokens):
        lay.rects[name] = _r(x + 10 + k * tw + (tw - 30) / 2, row2, 30, 30)
    # the wall band: name and pieces, the cauldron field, the hero field (right to left)
    lay.rects[f"{sec}/hero"] = _r(inner + inner_w - 31, wall_top + 7, 32, WALL_H - 14)
    lay.rects[f"{sec}/cauldron"] = _r(inner + inner_w - 58, wall_top + 10, 26, WALL_H - 20)
    lay.rects[f"{sec}/wall"] = _r(inner - 2, wall_top + 4, inner_w - 58, WALL_H - 8)
    fy = wall_top + WALL_H + 8
    fw = (w - 20) / 4
    lay.slots[sec] = [_r(x + 10 + k * fw + 2, fy, fw - 4, DEF_H - 16) for k in range(4)]


def _rampart_fields(lay: Layout, r: str) -> None:
    x, y, w, h = lay.rects[r]
    sw = (w - 20) / 3
    for k, letter in enumerate("got"):
        lay.rects[f"{r}/{letter}"] = _r(x + 8 + k * (sw + 2), y + 6, sw, 36)
    row2 = y + 48
    lay.rects[f"{r}/machine"] = _r(x + 6, row2, 38, 34)
    lay.rects[f"{r}/cover"] = _r(x + 48, row2 + 2, 22, 30)
    lay.rects[f"{r}/tr0"] = _r(x + 74, row2 + 3, 22, 28)
    lay.rects[f"{r}/tr1"] = _r(x + 98, row2 + 3, 22, 28)


def _forefield_fields(lay: Layout, f: str) -> None:
    x, y, w, h = lay.rects[f]
    sw = min(52.0, (w - 80) / 3)
    for k, letter in enumerate("got"):
        lay.rects[f"{f}/{letter}"] = _r(x + 14 + k * (sw + 6), y + 18, sw, 42)
    lay.rects[f"{f}/machine"] = _r(x + w - 62, y + 14, 50, 46)


def _barbican_fields(lay: Layout) -> None:
    x, y, w, h = lay.rects["BARB"]
    sw = (w - 16) / 3
    for k, letter in enumerate("got"):
        lay.rects[f"BARB/{letter}"] = _r(x + 8 + k * sw, y + 24, sw - 2, 34)
    lay.rects["BARB/ram"] = _r(x + 8, y + 64, w - 16, 30)
    lay.rects["BARB/gates"] = _r(x + 8, y + 100, w - 16, h - 106)


def _paths(lay: Layout) -> None:
    rects = lay.rects
    spot_r = 15
    for (src, dst), spot in D.PATHS.items():
        s, d = rects[src], rects[dst]
        if src == "RW3":   # the one-way link along the ramparts arcs over their tops
            a = (s[0] + s[2] - 20, s[1] + 6)
            b = (d[0] + 20, d[1] + 6)
            mid = ((a[0] + b[0]) / 2, s[1] - 20)
        else:
            a = (min(max(centre(d)[0], s[0] + 20), s[0] + s[2] - 20), s[1] + s[3])
            b = (centre(d)[0], d[1])
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        rects[spot] = _r(mid[0] - spot_r, mid[1] - spot_r, 2 * spot_r, 2 * spot_r)
        lay.paths.append((src, dst, (a, mid, b)))
    for f in D.FOREFIELDS:
        s, d = rects[f], rects["BARB"]
        a = (s[0] + s[2], s[1] + s[3] * 0.6) if f == "FW" else (s[0], s[1] + s[3] * 0.6)
        b = (d[0] + (8 if f == "FW" else d[2] - 8), d[1] + 16)
        lay.paths.append((f, "BARB", (a, ((a[0] + b[0]) / 2, max(a[1], b[1]) + 6), b)))
    for r, secs in D.RAMPART_SECTIONS.items():
        s = rects[r]
        for sec in secs:
            d = rects[sec]
            tx = centre(d)[0] + (-d[2] * 0.18 if centre(d)[0] > centre(s)[0] else d[2] * 0.18)
            a = (centre(s)[0] + (12 if tx > centre(s)[0] else -12), s[1] + s[3])
            b = (tx, d[1])
            lay.paths.append((r, sec, (a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), b)))


def _cards(lay: Layout) -> None:
    """Per attacker: the camp (reserves and the bag's share) and the phase cards 2 to 6. With
    two attackers the west one's cards on the left, the east one's on the right."""
    rects = lay.rects
    width = WORLD[0] - 2 * MARGIN
    halves = [(MARGIN, width)] if lay.n_att == 1 else [(MARGIN, width / 2 - 10), (MARGIN + width / 2 + 10, width / 2 - 10)]
    for a, (x0, w) in enumerate(halves):
        camp_w = min(240.0, w * 0.19)
        card_w = min(250.0, (w - camp_w - 6 * 8) / 5)
        rects[f"camp:{a}"] = _r(x0, CARDS_Y, camp_w, CARDS_H)
        sw = (camp_w - 16) / 3
        for k, letter in enumerate("got"):
            rects[f"camp:{a}/{letter}"] = _r(x0 + 8 + k * sw, CARDS_Y + 30, sw - 4, 52)
        rects[f"resources:{a}"] = _r(x0 + 8, CARDS_Y + 90, camp_w - 16, 44)
        x = x0 + camp_w + 8
        for p in range(2, 7):
            rects[f"card:{a}:{p}"] = _r(x, CARDS_Y, card_w, CARDS_H)
            x += card_w + 8
        lay.spots[f"cards:{a}"] = [rects[f"card:{a}:{p}"] for p in range(2, 7)]


def card_rows(card: Rect, n: int) -> list[Rect]:
    """The action rows of a phase card holding ``n`` actions (under its title band)."""
    x, y, w, h = card
    top = y + 34
    row_h = min(34.0, (h - 40) / max(1, n))
    return [_r(x + 5, top + i * row_h, w - 10, row_h - 3) for i in range(n)]


def _inside(lay: Layout) -> None:
    rects = lay.rects
    # row 1: courtyard, guardhouse, honour guard, infirmary, the defenders' hourglasses, the deck
    x = MARGIN
    rects["CY"] = _r(x, ROW1_Y, 520, ROW1_H)
    cw = (520 - 16) / 3
    for k, letter in enumerate("asv"):
        rects[f"CY/{letter}"] = _r(x + 8 + k * cw, ROW1_Y + 30, cw - 8, 72)
    x += 528
    rects["guardhouse"] = _r(x, ROW1_Y, 220, ROW1_H)
    rects["GH"] = _r(x + 6, ROW1_Y + 28, 116, 78)
    lay.slots["GH"] = [_r(x + 10 + k * 56, ROW1_Y + 34, 52, 66) for k in range(2)]
    rects["do:track"] = _r(x + 128, ROW1_Y + 26, 86, 82)
    x += 228
    rects["HG"] = _r(x, ROW1_Y, 150, ROW1_H)
    lay.slots["HG"] = [_r(x + 14 + k * 62, ROW1_Y + 32, 56, 70) for k in range(2)]
    x += 158
    rects["INF"] = _r(x, ROW1_Y, 200, ROW1_H)
    iw = (200 - 16) / 3
    for k, letter in enumerate("asv"):
        rects[f"INF/{letter}"] = _r(x + 8 + k * iw, ROW1_Y + 30, iw - 6, 72)
    x += 208
    rest = WORLD[0] - MARGIN - x
    rects["hourglasses"] = _r(x, ROW1_Y, rest - 108, ROW1_H)
    rects["deck"] = _r(x + rest - 100, ROW1_Y, 100, ROW1_H)
    # row 2: the action buildings (barracks with its unit fields)
    widths = {"forge": 300, "workshop": 300, "scouts": 300, "cathedral": 300}
    x = MARGIN
    gap = 8
    bw = widths["forge"]
    for b in ACTION_BUILDINGS[:4]:
        rects[b] = _r(x, ROW2_Y, bw, ROW2_H)
        acts = BUILDING_ACTIONS[b]
        sw = (bw - 12) / len(acts)
        for k, aid in enumerate(acts):
            rects[f"do:{aid}"] = _r(x + 6 + k * sw + 2, ROW2_Y + 30, sw - 4, ROW2_H - 36)
        x += bw + gap
    rects["barracks"] = _r(x, ROW2_Y, WORLD[0] - MARGIN - x, ROW2_H)
    bx = x + 6
    fields = (("BKA", 4), ("BKG", 2), ("BKR", 1), ("BKN", 4))
    fy = ROW2_Y + 28
    for name, n in fields[:3]:
        w = 24 * n + 8
        rects[name] = _r(bx, fy, w, 50)
        lay.slots[name] = [_r(bx + 4 + k * 24, fy + 4, 22, 42) for k in range(n)]
        bx += w + 6
    rects["BKN"] = _r(x + 6, fy + 58, 24 * 4 + 8, 50)
    lay.slots["BKN"] = [_r(x + 10 + k * 24, fy + 62, 22, 42) for k in range(4)]
    tx = x + 6 + 24 * 4 + 16
    rw = rects["barracks"][0] + rects["barracks"][2] - tx - 6
    for k, aid in enumerate(("train_as", "train_sv")):
        rects[f"do:{aid}"] = _r(tx + k * rw / 2 + 2, fy + 58, rw / 2 - 4, 56)
    # row 3: glory track, round track, endurance (deed) fields
    x = MARGIN
    rects["glory"] = _r(x, ROW3_Y, 700, ROW3_H)
    cell = (700 - 16) / GLORY_CELLS
    for v in range(GLORY_CELLS):
        rects[f"glory/{v}"] = _r(x + 8 + v * cell, ROW3_Y + 28, cell - 2, 44)
    x += 708
    rects["round"] = _r(x, ROW3_Y, 360, ROW3_H)
    rc = (360 - 16) / D.ROUNDS
    for v in range(1, D.ROUNDS + 1):
        rects[f"round/{v}"] = _r(x + 8 + (v - 1) * rc, ROW3_Y + 28, rc - 4, 44)
    x += 368
    rects["endurance"] = _r(x, ROW3_Y, WORLD[0] - MARGIN - x, ROW3_H)
    dw = (WORLD[0] - MARGIN - x - 12) / len(D.DEEDS)
    for k, deed in enumerate(D.DEEDS):
        rects[f"deed:{deed}"] = _r(x + 6 + k * dw + 2, ROW3_Y + 24, dw - 4, ROW3_H - 28)


def offer_rects(n: int) -> list[Rect]:
    """The phase cards offered at setup, big, over the middle of the castle."""
    w, h, gap = 230, 300, 24
    x0 = (WORLD[0] - (n * w + (n - 1) * gap)) / 2
    return [_r(x0 + i * (w + gap), 250, w, h) for i in range(n)]
