"""Stronghold's pieces drawn by code, each once per size into a cached surface.

Every piece reads without colour too: attackers are a triangle (goblin), a square (orc) and a
hexagon (troll) with their letter; defenders a round archer with a bow, a soldier's shield and a
veteran's crowned shield; machines, tokens and heroes each have a drawing of their own. Pieces
are drawn at twice their size and smoothed down (soft edges without per-frame cost).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from sprites.boards.stronghold.palette import PALETTE
from sprites.ui import gfx

Colour = tuple[int, ...]
_cache = gfx.LRU(2500)
SS = 2   # supersampling factor


def col(name: str) -> Colour:
    """A colour of the Stronghold palette (``palette.json``)."""
    return tuple(PALETTE[name])


UNIT_COLOUR = {"g": "goblin", "o": "orc", "t": "troll", "a": "archer", "s": "soldier", "v": "veteran"}
UNIT_LETTER = {"g": "G", "o": "O", "t": "T", "a": "A", "s": "S", "v": "V"}
UNIT_SCALE = {"g": 0.82, "o": 0.92, "t": 1.0, "a": 0.9, "s": 0.95, "v": 1.0}


# the smallest writing a piece carries, in screen pixels (the board sets it from its UI scale):
# a letter that would come out smaller is left off, the piece's shape and colour still tell it
_floor = [12]


def set_text_floor(px: int) -> None:
    _floor[0] = px


def badge_min() -> int:
    """The smallest count badge whose number reaches the floor (it is 0.7 of the badge's height)."""
    return int(_floor[0] / 0.7) + 1


def cached(key: tuple, size: tuple[int, int], draw: Callable[[pygame.Surface, float], None]) -> pygame.Surface:
    """A piece drawn by ``draw(surface, scale)`` on a supersampled canvas, cached by ``key``."""
    key = (*key, _floor[0])
    def make() -> pygame.Surface:
        w, h = max(1, size[0]), max(1, size[1])
        big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        draw(big, float(SS))
        return pygame.transform.smoothscale(big, (w, h))

    return _cache.get_or((*key, size), make)


def _poly(surf: pygame.Surface, pts: list[tuple[float, float]], fill: Colour, edge: Colour, width: int) -> None:
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, edge, pts, max(1, width))


def _letter(surf: pygame.Surface, text: str, centre: tuple[float, float], size: float, colour: Colour) -> None:
    if size / SS < _floor[0]:
        return
    img = gfx.text(text, int(size), colour, True)
    surf.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))


def _ink(c: Colour) -> Colour:
    """Dark or light writing, whichever reads on ``c``."""
    return (24, 22, 26) if sum(c[:3]) > 400 else (250, 248, 240)


# ------------------------------------------------------------------------------------------ units
def unit(letter: str, size: int) -> pygame.Surface:
    """One unit: goblin, orc, troll (attackers) or archer, soldier, veteran (defenders)."""
    def draw(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        c = col(UNIT_COLOUR[letter])
        edge = gfx.darken(c, 0.62)
        lw = max(2, int(w * 0.06))
        r = w * 0.46 * UNIT_SCALE[letter]
        cx, cy = w / 2, w / 2 + w * 0.02
        shadow = (0, 0, 0, 90)
        off = w * 0.05
        if letter == "g":
            pts = [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
            _poly(s, [(x + off, y + off) for x, y in pts], shadow, shadow, 1)
            _poly(s, pts, c, edge, lw)
            for sx in (-1, 1):   # pointed ears
                ear = [(cx + sx * r * 0.28, cy - r * 0.35), (cx + sx * r * 0.95, cy - r * 0.62),
                       (cx + sx * r * 0.5, cy - r * 0.05)]
                _poly(s, ear, gfx.lighten(c, 0.15), edge, lw // 2)
            _letter(s, "G", (cx, cy + r * 0.3), r * 0.95, _ink(c))
        elif letter == "o":
            box = pygame.Rect(0, 0, 2 * r * 0.9, 2 * r * 0.9)
            box.center = (int(cx), int(cy))
            pygame.draw.rect(s, shadow, box.move(off, off), border_radius=int(r * 0.25))
            pygame.draw.rect(s, c, box, border_radius=int(r * 0.25))
            pygame.draw.rect(s, edge, box, lw, border_radius=int(r * 0.25))
            for sx in (-1, 1):   # tusks
                tusk = [(cx + sx * r * 0.35, box.bottom - r * 0.1), (cx + sx * r * 0.5, box.bottom - r * 0.55),
                        (cx + sx * r * 0.2, box.bottom - r * 0.2)]
                _poly(s, tusk, (246, 240, 220), edge, max(1, lw // 2))
            _letter(s, "O", (cx, cy - r * 0.12), r * 1.05, _ink(c))
        elif letter == "t":
            pts = gfx.shape_points("hexagon", cx, cy + r * 0.05, r)
            _poly(s, [(x + off, y + off) for x, y in pts], shadow, shadow, 1)
            _poly(s, pts, c, edge, lw)
            for sx in (-1, 1):   # horns
                horn = [(cx + sx * r * 0.45, cy - r * 0.7), (cx + sx * r * 1.0, cy - r * 1.0),
                        (cx + sx * r * 0.7, cy - r * 0.45)]
                _poly(s, horn, (230, 222, 200), edge, max(1, lw // 2))
            _letter(s, "T", (cx, cy + r * 0.08), r * 1.05, _ink(c))
        elif letter == "a":
            pygame.draw.circle(s, shadow, (cx + off, cy + off), r * 0.86)
            pygame.draw.circle(s, c, (cx, cy), r * 0.86)
            pygame.draw.circle(s, edge, (cx, cy), r * 0.86, lw)
            bow = pygame.Rect(0, 0, r * 1.1, r * 1.7)
            bow.center = (int(cx + r * 0.2), int(cy))
            pygame.draw.arc(s, (110, 72, 40), bow, -math.pi / 2, math.pi / 2, max(2, lw))
            pygame.draw.line(s, (240, 236, 220), (bow.centerx, bow.top + 2), (bow.centerx, bow.bottom - 2), max(1, lw // 2))
            _letter(s, "A", (cx - r * 0.18, cy), r * 0.95, _ink(c))
        else:
            top, bottom = cy - r * 0.9, cy + r * 0.95
            pts = [(cx - r * 0.85, top), (cx + r * 0.85, top), (cx + r * 0.85, cy + r * 0.1),
                   (cx, bottom), (cx - r * 0.85, cy + r * 0.1)]
            _poly(s, [(x + off, y + off) for x, y in pts], shadow, shadow, 1)
            _poly(s, pts, c, edge, lw)
            if letter == "v":   # a crown on the veteran's shield
                crown = [(cx - r * 0.6, top + r * 0.05), (cx - r * 0.6, top - r * 0.35), (cx - r * 0.3, top - r * 0.1),
                         (cx, top - r * 0.45), (cx + r * 0.3, top - r * 0.1), (cx + r * 0.6, top - r * 0.35),
                         (cx + r * 0.6, top + r * 0.05)]
                _poly(s, crown, (250, 226, 120), edge, max(1, lw // 2))
            else:
                pygame.draw.line(s, gfx.darken(c, 0.3), (cx, top + lw), (cx, bottom - lw * 2), max(1, lw // 2))
            _letter(s, UNIT_LETTER[letter], (cx, cy - r * 0.02), r * 1.0, _ink(c))

    return cached(("unit", letter), (size, size), draw)


def count_badge(n: int, size: int) -> pygame.Surface:
    """A number on a dark disc (how many a stack holds)."""
    def draw(s: pygame.Surface, k: float) -> None:
        w, h = s.get_size()
        pygame.draw.ellipse(s, (20, 18, 22), (0, 0, w, h))
        pygame.draw.ellipse(s, (240, 220, 150), (0, 0, w, h), max(2, int(h * 0.1)))
        _letter(s, str(n), (w / 2, h / 2), h * 0.7, (255, 250, 236))

    text_w = max(1, len(str(n)))
    size = max(size, badge_min())
    return cached(("badge", n), (int(size * (0.7 + 0.38 * text_w)), size), draw)


def stack(letter: str, n: int, size: int) -> pygame.Surface:
    """``n`` units of one kind: the figure on a second one (when more than one) with its count."""
    def make() -> pygame.Surface:
        fig = unit(letter, size)
        w = size + size // 5
        out = pygame.Surface((w, w), pygame.SRCALPHA)
        if n > 1:
            back = fig.copy()
            back.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            out.blit(back, (size // 5, 0))
        out.blit(fig, (0, size // 5 if n > 1 else size // 10))
        if n > 1 and badged:
            badge = count_badge(n, max(10, int(size * 0.5)))
            out.blit(badge, badge.get_rect(bottomright=(w, w)))
        return out

    # a badge bigger than half the figure would be clipped: the board lays it over the stack
    badged = int(size * 0.5) >= badge_min()
    return _cache.get_or(("stack", letter, n, size, badged), make)


def stack_badged(size: int) -> bool:
    """Whether :func:`stack` of this size carries its own count badge."""
    return int(size * 0.5) >= badge_min()


def hero(name: str, size: int, used: bool = False) -> pygame.Surface:
    """The Officer (red, a crowned star) and the Warrior (green, a sword); a used hero dims."""
    def draw(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        c = col("officer" if name == "Officer" else "warrior")
        if used:
            c = gfx.darken(c, 0.35)
        edge = gfx.darken(c, 0.6)
        cx = cy = w / 2
        r = w * 0.46
        pygame.draw.circle(s, (0, 0, 0, 90), (cx + w * 0.05, cy + w * 0.05), r)
        pygame.draw.circle(s, (250, 240, 210), (cx, cy), r)
        pygame.draw.circle(s, c, (cx, cy), r * 0.84)
        pygame.draw.circle(s, edge, (cx, cy), r, max(2, int(w * 0.06)))
        if name == "Officer":
            pts = gfx.shape_points("star", cx, cy - r * 0.12, r * 0.5)
            _poly(s, pts, (252, 226, 120), edge, max(1, int(w * 0.03)))
            _letter(s, "Of", (cx, cy + r * 0.52), r * 0.5, (255, 250, 240))
        else:
            pygame.draw.line(s, (236, 236, 240), (cx - r * 0.45, cy + r * 0.3), (cx + r * 0.45, cy - r * 0.5),
                             max(3, int(w * 0.09)))
            pygame.draw.line(s, (120, 80, 40), (cx - r * 0.45, cy - r * 0.05), (cx - r * 0.1, cy + r * 0.5),
                             max(2, int(w * 0.07)))
            _letter(s, "Wa", (cx, cy + r * 0.52), r * 0.5, (255, 250, 240))

    return cached(("hero", name, used), (size, size), draw)


# ---------------------------------------------------------------------------------------- machines
def _wood(s: pygame.Surface, rect: tuple[float, float, float, float], lw: int) -> None:
    r = pygame.Rect(rect)
    pygame.draw.rect(s, col("wood"), r, border_radius=max(1, lw))
    pygame.draw.rect(s, col("wood_dark"), r, max(1, lw // 2), border_radius=max(1, lw))


def machine(code: str, size: int, dim: bool = False) -> pygame.Surface:
    """A siege machine (M1 ballista, M2 catapult, M3 trebuchet, M4 altar, M5 cover, M6 ram part,
    M7 siege tower) or a defender's machine (cannon, claw) on a round base."""
    def draw(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        lw = max(2, int(w * 0.05))
        cx = cy = w / 2
        base = col("attacker") if code.startswith("M") else col("stone_dark")
        edge = col("attacker_edge") if code.startswith("M") else (30, 30, 36)
        pygame.draw.circle(s, (0, 0, 0, 90), (cx + w * 0.04, cy + w * 0.05), w * 0.47)
        pygame.draw.circle(s, base, (cx, cy), w * 0.47)
        pygame.draw.circle(s, edge, (cx, cy), w * 0.47, lw)
        iron, rope = col("iron"), (222, 206, 160)
        if code == "M1":   # ballista: a bow across a stock, a bolt
            _wood(s, (cx - w * 0.06, cy - w * 0.28, w * 0.12, w * 0.56), lw)
            pygame.draw.arc(s, col("wood_dark"), (cx - w * 0.33, cy - w * 0.2, w * 0.66, w * 0.5), 0.2, math.pi - 0.2, lw * 2)
            pygame.draw.line(s, rope, (cx - w * 0.3, cy + w * 0.02), (cx + w * 0.3, cy + w * 0.02), max(1, lw // 2))
            pygame.draw.line(s, iron, (cx, cy + w * 0.2), (cx, cy - w * 0.34), lw)
            _poly(s, [(cx, cy - w * 0.4), (cx - w * 0.07, cy - w * 0.28), (cx + w * 0.07, cy - w * 0.28)], iron, iron, 1)
        elif code == "M2":   # catapult: frame, arm, bucket with a stone
            _wood(s, (cx - w * 0.3, cy + w * 0.1, w * 0.6, w * 0.1), lw)
            pygame.draw.line(s, col("wood_dark"), (cx - w * 0.18, cy + w * 0.12), (cx + w * 0.26, cy - w * 0.28), lw * 2)
            pygame.draw.circle(s, col("stone"), (cx + w * 0.26, cy - w * 0.3), w * 0.09)
            pygame.draw.circle(s, col("stone_dark"), (cx + w * 0.26, cy - w * 0.3), w * 0.09, max(1, lw // 2))
            _poly(s, [(cx - w * 0.1, cy + w * 0.1), (cx, cy - w * 0.08), (cx + w * 0.1, cy + w * 0.1)],
                  col("wood"), col("wood_dark"), max(1, lw // 2))
        elif code == "M3":   # trebuchet: tall A-frame, long arm, counterweight
            pygame.draw.line(s, col("wood_dark"), (cx - w * 0.22, cy + w * 0.3), (cx, cy - w * 0.12), lw)
            pygame.draw.line(s, col("wood_dark"), (cx + w * 0.22, cy + w * 0.3), (cx, cy - w * 0.12), lw)
            pygame.draw.line(s, col("wood"), (cx - w * 0.32, cy - w * 0.32), (cx + w * 0.2, cy + w * 0.02), lw * 2)
            pygame.draw.rect(s, iron, (cx + w * 0.12, cy + w * 0.02, w * 0.16, w * 0.14))
            pygame.draw.line(s, rope, (cx - w * 0.32, cy - w * 0.32), (cx - w * 0.28, cy - w * 0.1), max(1, lw // 2))
        elif code == "M4":   # altar: a stone block with a flame
            pygame.draw.rect(s, col("stone_dark"), (cx - w * 0.25, cy, w * 0.5, w * 0.26), border_radius=lw)
            pygame.draw.rect(s, (40, 30, 30), (cx - w * 0.25, cy, w * 0.5, w * 0.26), max(1, lw // 2), border_radius=lw)
            flame = [(cx, cy - w * 0.36), (cx + w * 0.14, cy - w * 0.06), (cx + w * 0.05, cy),
                     (cx - w * 0.05, cy), (cx - w * 0.14, cy - w * 0.06)]
            _poly(s, flame, (236, 96, 50), (250, 200, 80), max(1, lw // 2))
        elif code == "M5":   # cover: a mantlet of planks
            for i in range(4):
                _wood(s, (cx - w * 0.3 + i * w * 0.15, cy - w * 0.28, w * 0.14, w * 0.5), lw)
            pygame.draw.line(s, iron, (cx - w * 0.32, cy), (cx + w * 0.32, cy), lw)
        elif code == "M6":   # ram part: a log with an iron head on wheels
            _wood(s, (cx - w * 0.32, cy - w * 0.1, w * 0.58, w * 0.18), lw)
            pygame.draw.rect(s, iron, (cx + w * 0.2, cy - w * 0.14, w * 0.14, w * 0.26), border_radius=lw)
            for x in (-0.2, 0.1):
                pygame.draw.circle(s, col("wood_dark"), (cx + w * x, cy + w * 0.16), w * 0.08)
        elif code == "M7":   # siege tower: a tall box of planks with a ladder
            _wood(s, (cx - w * 0.2, cy - w * 0.36, w * 0.4, w * 0.66), lw)
            for i in range(5):
                y = cy - w * 0.28 + i * w * 0.12
                pygame.draw.line(s, col("wood_dark"), (cx - w * 0.12, y), (cx + w * 0.12, y), max(1, lw // 2))
            pygame.draw.rect(s, (60, 40, 30), (cx - w * 0.2, cy - w * 0.4, w * 0.4, w * 0.06))
        elif code == "cannon":
            pygame.draw.circle(s, col("wood_dark"), (cx - w * 0.12, cy + w * 0.16), w * 0.12)
            pygame.draw.line(s, (30, 30, 34), (cx - w * 0.2, cy + w * 0.1), (cx + w * 0.28, cy - w * 0.22), int(w * 0.2))
            pygame.draw.circle(s, (10, 10, 12), (cx + w * 0.28, cy - w * 0.22), w * 0.07)
        elif code == "claw":
            pygame.draw.line(s, (40, 40, 46), (cx - w * 0.3, cy - w * 0.3), (cx + w * 0.05, cy - w * 0.05), lw)
            for a in (-0.6, 0.0, 0.6):
                end = (cx + w * 0.05 + math.cos(a + 0.8) * w * 0.28, cy - w * 0.05 + math.sin(a + 0.8) * w * 0.28)
                pygame.draw.line(s, (190, 190, 200), (cx + w * 0.05, cy - w * 0.05), end, lw)
        if dim:
            s.fill((130, 130, 130, 255), special_flags=pygame.BLEND_RGBA_MULT)

    return cached(("machine", code, dim), (size, size), draw)


# ------------------------------------------------------------------------------------------ tokens
ICON_FILL = {"Q": "wood", "T": "iron", "U": "ritual"}


def token(code: str, size: int, face_down: bool = False) -> pygame.Surface:
    """A round token: equipment (Q1-Q7), training (T1-T5), rituals (U1-U7), orders
    (``order:goblin``...; face down a back), cauldrons, traps, the bridge, Blessing and Glow."""
    def draw(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        lw = max(2, int(w * 0.06))
        cx = cy = w / 2
        r = w * 0.46
        if code.startswith("order:"):
            fill = col("order_back")
        elif code == "AS":
            fill = (150, 40, 40)
        elif code[:1] in ICON_FILL and code[1:].isdigit():
            fill = col(ICON_FILL[code[0]])
        elif code.startswith(("cauldron", "trap")):
            fill = (52, 50, 56)
        else:
            fill = (226, 214, 170)
        edge = gfx.darken(fill, 0.6) if sum(fill) > 200 else (200, 180, 130)
        square = code[:1] == "T" and code[1:].isdigit()
        if square:
            box = pygame.Rect(0, 0, 2 * r * 0.9, 2 * r * 0.9)
            box.center = (int(cx), int(cy))
            pygame.draw.rect(s, (0, 0, 0, 90), box.move(w * 0.05, w * 0.05), border_radius=int(r * 0.2))
            pygame.draw.rect(s, fill, box, border_radius=int(r * 0.2))
            pygame.draw.rect(s, edge, box, lw, border_radius=int(r * 0.2))
        else:
            pygame.draw.circle(s, (0, 0, 0, 90), (cx + w * 0.05, cy + w * 0.05), r)
            pygame.draw.circle(s, fill, (cx, cy), r)
            pygame.draw.circle(s, edge, (cx, cy), r, lw)
        if face_down:
            for i in range(-2, 3):
                pygame.draw.line(s, gfx.lighten(fill, 0.25), (cx + i * r * 0.35 - r * 0.5, cy - r * 0.6),
                                 (cx + i * r * 0.35 + r * 0.5, cy + r * 0.6), max(1, lw // 2))
            _letter(s, "?", (cx, cy), r * 1.1, (250, 230, 200))
            return
        _icon(s, code, cx, cy, r, lw)

    return cached(("token", code, face_down), (size, size), draw)


def _icon(s: pygame.Surface, code: str, cx: float, cy: float, r: float, lw: int) -> None:
    ink = (248, 240, 220)
    dark = (40, 30, 26)
    if code == "Q1":   # banner
        pygame.draw.line(s, ink, (cx - r * 0.35, cy + r * 0.6), (cx - r * 0.35, cy - r * 0.6), lw)
        _poly(s, [(cx - r * 0.35, cy - r * 0.6), (cx + r * 0.5, cy - r * 0.35), (cx - r * 0.35, cy - r * 0.05)],
              (220, 60, 50), dark, max(1, lw // 2))
    elif code == "Q2":   # ladder
        for x in (-0.3, 0.3):
            pygame.draw.line(s, ink, (cx + x * r, cy - r * 0.6), (cx + x * r, cy + r * 0.6), lw)
        for i in range(4):
            y = cy - r * 0.45 + i * r * 0.3
            pygame.draw.line(s, ink, (cx - r * 0.3, y), (cx + r * 0.3, y), max(1, lw // 2))
    elif code == "Q3":   # rope: a coil
        for i in range(3):
            pygame.draw.circle(s, ink, (cx, cy), r * (0.2 + 0.17 * i), max(1, lw // 2))
    elif code == "Q4":   # trench: a dug line with earth heaps
        pygame.draw.line(s, dark, (cx - r * 0.6, cy), (cx + r * 0.6, cy), lw * 2)
        for x in (-0.35, 0.35):
            pygame.draw.circle(s, ink, (cx + x * r, cy - r * 0.3), r * 0.16)
    elif code == "Q5":   # bridge: planks
        for i in range(4):
            pygame.draw.rect(s, ink, (cx - r * 0.55, cy - r * 0.5 + i * r * 0.27, r * 1.1, r * 0.18))
    elif code == "Q6":   # shield
        pygame.draw.circle(s, ink, (cx, cy), r * 0.55)
        pygame.draw.circle(s, dark, (cx, cy), r * 0.55, max(1, lw // 2))
        pygame.draw.circle(s, dark, (cx, cy), r * 0.14)
    elif code == "Q7":   # poison: a flask
        pygame.draw.circle(s, (120, 220, 90), (cx, cy + r * 0.15), r * 0.38)
        pygame.draw.rect(s, ink, (cx - r * 0.12, cy - r * 0.6, r * 0.24, r * 0.4))
        _letter(s, "x", (cx, cy + r * 0.12), r * 0.6, dark)
    elif code == "T1":   # archer commander: a bow with a chevron
        pygame.draw.arc(s, ink, (cx - r * 0.5, cy - r * 0.6, r * 0.8, r * 1.2), -math.pi / 2, math.pi / 2, lw)
        pygame.draw.lines(s, (240, 200, 80), False, [(cx - r * 0.5, cy + r * 0.1), (cx - r * 0.2, cy - r * 0.2),
                                                      (cx + r * 0.1, cy + r * 0.1)], lw)
    elif code == "T2":   # sergeant: arrows both ways
        pygame.draw.line(s, ink, (cx - r * 0.6, cy), (cx + r * 0.6, cy), lw)
        for sx in (-1, 1):
            _poly(s, [(cx + sx * r * 0.7, cy), (cx + sx * r * 0.35, cy - r * 0.3), (cx + sx * r * 0.35, cy + r * 0.3)],
                  ink, ink, 1)
    elif code == "T3":   # provisioner: a sack
        pygame.draw.ellipse(s, (200, 170, 110), (cx - r * 0.45, cy - r * 0.3, r * 0.9, r * 0.85))
        pygame.draw.line(s, dark, (cx - r * 0.2, cy - r * 0.35), (cx + r * 0.2, cy - r * 0.35), lw)
    elif code == "T4":   # trench commander: a shovel
        pygame.draw.line(s, ink, (cx - r * 0.4, cy - r * 0.5), (cx + r * 0.2, cy + r * 0.2), lw)
        _poly(s, [(cx + r * 0.1, cy + r * 0.1), (cx + r * 0.55, cy + r * 0.25), (cx + r * 0.3, cy + r * 0.6)],
              ink, dark, max(1, lw // 2))
    elif code == "T5":   # saboteur: a dagger
        pygame.draw.line(s, ink, (cx - r * 0.45, cy + r * 0.45), (cx + r * 0.4, cy - r * 0.4), lw)
        pygame.draw.line(s, (200, 160, 80), (cx - r * 0.45, cy + r * 0.1), (cx - r * 0.1, cy + r * 0.45), lw)
    elif code == "AS":   # accurate shot: cross hairs
        pygame.draw.circle(s, ink, (cx, cy), r * 0.5, lw)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(s, ink, (cx + dx * r * 0.25, cy + dy * r * 0.25), (cx + dx * r * 0.75, cy + dy * r * 0.75), lw)
    elif code == "U1":   # bloodstone
        _poly(s, gfx.shape_points("diamond", cx, cy, r * 0.55), (210, 30, 40), dark, max(1, lw // 2))
    elif code == "U2":   # storm: a cloud and a bolt
        pygame.draw.ellipse(s, ink, (cx - r * 0.55, cy - r * 0.55, r * 1.1, r * 0.55))
        pygame.draw.lines(s, (250, 220, 80), False, [(cx, cy - r * 0.1), (cx - r * 0.2, cy + r * 0.25),
                                                      (cx + r * 0.1, cy + r * 0.25), (cx - r * 0.1, cy + r * 0.6)], lw)
    elif code == "U3":   # fire
        _poly(s, [(cx, cy - r * 0.6), (cx + r * 0.4, cy + r * 0.2), (cx, cy + r * 0.55), (cx - r * 0.4, cy + r * 0.2)],
              (240, 110, 40), (250, 210, 80), max(1, lw // 2))
    elif code == "U4":   # panic
        _letter(s, "!", (cx, cy), r * 1.2, ink)
    elif code == "U5":   # possession: an eye
        pygame.draw.ellipse(s, ink, (cx - r * 0.55, cy - r * 0.28, r * 1.1, r * 0.56))
        pygame.draw.circle(s, (160, 30, 40), (cx, cy), r * 0.2)
    elif code == "U6":   # phantom: a ghost
        pygame.draw.circle(s, ink, (cx, cy - r * 0.15), r * 0.35)
        pygame.draw.rect(s, ink, (cx - r * 0.35, cy - r * 0.15, r * 0.7, r * 0.55))
        for i in range(3):
            pygame.draw.circle(s, col("ritual"), (cx - r * 0.23 + i * r * 0.23, cy + r * 0.42), r * 0.1)
    elif code == "U7":   # accident: a crack
        pygame.draw.lines(s, ink, False, [(cx - r * 0.1, cy - r * 0.6), (cx + r * 0.15, cy - r * 0.15),
                                           (cx - r * 0.15, cy + r * 0.1), (cx + r * 0.1, cy + r * 0.6)], lw)
    elif code.startswith("order:"):
        kind = code[6:]
        if kind == "decoy":
            _letter(s, "~", (cx, cy), r * 1.2, ink)
        else:
            letter = {"goblin": "g", "orc": "o", "troll": "t"}[kind]
            img = unit(letter, int(r * 1.2))
            s.blit(img, img.get_rect(center=(int(cx), int(cy))))
            pygame.draw.circle(s, (250, 210, 80), (cx, cy), r * 0.92, max(1, lw // 2))
    elif code.startswith("cauldron"):
        pygame.draw.ellipse(s, (24, 24, 28), (cx - r * 0.6, cy - r * 0.35, r * 1.2, r * 0.95))
        pygame.draw.ellipse(s, (240, 150, 60), (cx - r * 0.5, cy - r * 0.42, r, r * 0.3))
        _letter(s, code[-1].upper(), (cx, cy + r * 0.2), r * 0.7, (250, 220, 150))
    elif code.startswith("trap"):
        for i in range(5):
            x = cx - r * 0.6 + i * r * 0.3
            _poly(s, [(x, cy + r * 0.3), (x + r * 0.15, cy - r * 0.35), (x + r * 0.3, cy + r * 0.3)],
                  (200, 200, 210), (30, 30, 34), 1)
        _letter(s, code[-1].upper(), (cx, cy + r * 0.55), r * 0.55, (250, 200, 120))
    elif code == "bridge":
        _icon(s, "Q5", cx, cy, r, lw)
    elif code == "blessing":
        pygame.draw.circle(s, (250, 220, 110), (cx, cy), r * 0.35)
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(s, (230, 180, 60), (cx + math.cos(a) * r * 0.45, cy + math.sin(a) * r * 0.45),
                             (cx + math.cos(a) * r * 0.7, cy + math.sin(a) * r * 0.7), max(1, lw // 2))
    elif code == "glow":
        for i, a in enumerate((90, 150, 230)):
            pygame.draw.circle(s, (180, 230, 250, a), (cx, cy), r * (0.7 - 0.2 * i))
    elif code == "platform":
        for i in range(3):
            _wood(s, (cx - r * 0.6, cy - r * 0.35 + i * r * 0.27, r * 1.2, r * 0.22), lw)


# ----------------------------------------------------------------------------- counters and marks
def hourglass(size: int, paid: bool = True, level: int = 8) -> pygame.Surface:
    """An hourglass: brass frame, two glass bulbs; ``level`` 0..8 is how much sand has run into
    the lower bulb (8: all of it, the resting hourglass)."""
    def draw(s: pygame.Surface, k: float) -> None:
        w, h = s.get_size()
        lw = max(2, int(w * 0.1))
        frame = (150, 110, 50) if paid else (120, 120, 126)
        glass = (230, 240, 250, 200)
        sand = col("sand")
        pygame.draw.rect(s, frame, (0, 0, w, lw), border_radius=lw // 2)
        pygame.draw.rect(s, frame, (0, h - lw, w, lw), border_radius=lw // 2)
        top = [(w * 0.12, lw), (w * 0.88, lw), (w * 0.55, h / 2), (w * 0.45, h / 2)]
        bottom = [(w * 0.45, h / 2), (w * 0.55, h / 2), (w * 0.88, h - lw), (w * 0.12, h - lw)]
        _poly(s, top, glass, (90, 80, 70), max(1, lw // 2))
        _poly(s, bottom, glass, (90, 80, 70), max(1, lw // 2))
        ran = max(0, min(8, level)) / 8
        if ran > 0:   # the pile below grows
            top_y = h - lw - 1 - (h * 0.36) * ran
            pile = [(w * 0.5, top_y), (w * (0.5 + 0.34 * ran ** 0.5), h - lw - 1), (w * (0.5 - 0.34 * ran ** 0.5), h - lw - 1)]
            _poly(s, pile, sand, gfx.darken(sand, 0.3), 1)
        if ran < 1:   # what is left above, and the thread of falling sand
            left = 1 - ran
            y0 = h * 0.45 - (h * 0.45 - lw - h * 0.06) * left
            half = w * 0.2 * left + w * 0.03
            _poly(s, [(w * 0.5 - half, y0), (w * 0.5 + half, y0), (w * 0.52, h * 0.45), (w * 0.48, h * 0.45)],
                  sand, sand, 1)
            pygame.draw.line(s, sand, (w * 0.5, h * 0.45), (w * 0.5, h - lw - 2), max(1, lw // 3))

    return cached(("hourglass", paid, level), (max(4, int(size * 0.66)), size), draw)


def cube(size: int) -> pygame.Surface:
    """A resource cube (the attacker's resources)."""
    def draw(s: pygame.Surface, k: float) -> None:
        w = s.get_width()
        face = [(w * 0.15, w * 0.35), (w * 0.6, w * 0.35), (w * 0.6, w * 0.85), (w * 0.15, w * 0.85)]
        top = [(w * 0.15, w * 0.35), (w * 0.4, w * 0.12), (w * 0.85, w * 0.12), (w * 0.6, w * 0.35)]
        side = [(w * 0.6, w * 0.35), (w * 0.85, w * 0.12), (w * 0.85, w * 0.62), (w * 0.6, w * 0.85)]
        _poly(s, face, (226, 180, 70), (90, 60, 20), max(1, int(w * 0.05)))
        _poly(s, top, (246, 214, 120), (90, 60, 20), max(1, int(w * 0.05)))
        _poly(s, side, (186, 140, 50), (90, 60, 20), max(1, int(w * 0.05)))

    return cached(("cube",), (size, size), draw)


def glory_marker(side: str, size: int) -> pygame.Surface:
    """The attacker's marker (dark, a notched flag with A) and the defender's (light, a shield with D)."""
    def draw(s: pygame.Surface, k: float) -> None:
        w, h = s.get_size()
        lw = max(2, int(w * 0.07))
        if side == "att":
            fill, edge, letter = col("attacker"), col("attacker_edge"), "A"
            pts = [(w * 0.08, h * 0.05), (w * 0.92, h * 0.05), (w * 0.92, h * 0.95), (w * 0.5, h * 0.72),
                   (w * 0.08, h * 0.95)]
        else:
            fill, edge, letter = col("defender"), col("defender_edge"), "D"
            pts = [(w * 0.08, h * 0.05), (w * 0.92, h * 0.05), (w * 0.92, h * 0.55), (w * 0.5, h * 0.95),
                   (w * 0.08, h * 0.55)]
        _poly(s, [(x + w * 0.06, y + w * 0.06) for x, y in pts], (0, 0, 0, 100), (0, 0, 0, 100), 1)
        _poly(s, pts, fill, edge, lw)
        _letter(s, letter, (w / 2, h * 0.38), w * 0.6, _ink(fill))

    return cached(("glory", side), (size, int(size * 1.3)), draw)


def stone_piece(size: int, wood: bool = False) -> pygame.Surface:
    """One wall piece: a grey stone block or a brown wooden one."""
    def draw(s: pygame.Surface, k: float) -> None:
        w, h = s.get_size()
        c = col("wood") if wood else col("stone")
        pygame.draw.rect(s, (0, 0, 0, 90), (w * 0.08, h * 0.12, w * 0.92, h * 0.88), border_radius=int(h * 0.15))
        pygame.draw.rect(s, c, (0, 0, w * 0.92, h * 0.88), border_radius=int(h * 0.15))
        pygame.draw.rect(s, gfx.darken(c, 0.5), (0, 0, w * 0.92, h * 0.88), max(1, int(h * 0.1)),
                         border_radius=int(h * 0.15))
        if wood:
            pygame.draw.line(s, gfx.darken(c, 0.35), (w * 0.1, h * 0.45), (w * 0.8, h * 0.45), max(1, int(h * 0.08)))

    return cached(("stone", wood), (size, max(4, int(size * 0.62))), draw)


def used_mark(size: int) -> pygame.Surface:
    """The hourglass that marks an action used this round, on a dark disc."""
    def make() -> pygame.Surface:
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(out, (30, 24, 20, 220), (size / 2, size / 2), size / 2)
        pygame.draw.circle(out, (200, 80, 60), (size / 2, size / 2), size / 2, max(1, size // 12))
        hg = hourglass(int(size * 0.7))
        out.blit(hg, hg.get_rect(center=(size // 2, size // 2)))
        return out

    return _cache.get_or(("used", size), make)


def saboteur_mark(size: int) -> pygame.Surface:
    return token("T5", size)


def clear() -> None:
    _cache.clear()
