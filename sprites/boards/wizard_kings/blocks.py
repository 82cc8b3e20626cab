"""Wooden blocks: drawn once per (kind, strength, size) into cached surfaces.

Seen from behind (another army's block, standing up) a block shows only its army's colour and
emblem. Seen from the front (your own, or any block a battle revealed) it shows its label the way
the sticker is printed: the unit's name along the strength-1 edge, pips on the other edges (2 on
the left, 3 at the bottom, 4 on the right), turned so the edge with the current strength is on top
(2.11: a hit turns the block a quarter counter-clockwise). The rating sits upright in the middle so
it reads at a glance. Emblems and ability symbols are shapes, so colour is never the only signal.
"""

from __future__ import annotations

import math

import pygame

from game.wizard_kings.data import ARMIES, BLOCKS
from sprites.boards.wizard_kings.palette import PALETTE
from sprites.ui import gfx

Colour = tuple[int, ...]
_cache = gfx.LRU(1200)

# the edge of the sticker (as printed, name on top) that holds each strength: top, left, bottom, right
ROTATION = {1: 0, 2: -90, 3: 180, 4: 90}   # degrees (counter-clockwise) that bring it to the top


def theme(kind: str, name: str, fallback: Colour = (128, 128, 128)) -> Colour:
    table = PALETTE.get(kind, {})
    return tuple(table.get(name, fallback))


def army_colour(army: str, seat: int | None = None) -> Colour:
    """An army's block colour (2.0); a seat still without an army takes its seat colour."""
    if army in ARMIES:
        return theme("armies", army)
    return gfx.seat_colour(seat)


def ink(name: str) -> Colour:
    return theme("ink", name)


def _contrast(c: Colour) -> Colour:
    return (30, 26, 22) if sum(c[:3]) > 420 else (238, 232, 220)


# ------------------------------------------------------------------ emblems (shapes per army)
def emblem(army: str, size: int, colour: Colour, seat: int | None = None) -> pygame.Surface:
    """The army's emblem drawn from primitives: crescent (Amazons), horned helm (Barbarians),
    hammer (Dwarves), leaf (Elves), shield and cross (Feudals), fangs (Orcs), skull (Undead); a
    seat without an army yet shows its number."""
    def make() -> pygame.Surface:
        s = max(6, size)
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        c = colour
        w = max(1, s // 9)
        cx, cy, r = s / 2, s / 2, s * 0.42
        if army == "Amazons":
            pygame.draw.circle(surf, c, (cx, cy), r)
            pygame.draw.circle(surf, (0, 0, 0, 0), (cx + r * 0.45, cy - r * 0.2), r * 0.9)
        elif army == "Barbarians":
            pygame.draw.circle(surf, c, (cx, cy + r * 0.2), r * 0.62, draw_top_right=True, draw_top_left=True)
            pygame.draw.rect(surf, c, (cx - r * 0.7, cy + r * 0.15, r * 1.4, r * 0.3))
            for sx in (-1, 1):
                pts = [(cx + sx * r * 0.55, cy), (cx + sx * r * 1.0, cy - r * 0.9), (cx + sx * r * 0.8, cy - r * 0.05)]
                pygame.draw.polygon(surf, c, pts)
        elif army == "Dwarves":
            pygame.draw.rect(surf, c, (cx - r * 0.85, cy - r * 0.8, r * 1.7, r * 0.6), border_radius=max(1, s // 16))
            pygame.draw.rect(surf, c, (cx - r * 0.14, cy - r * 0.3, r * 0.28, r * 1.25))
        elif army == "Elves":
            pts = [(cx, cy - r)] + [(cx + 0.55 * r * math.sin(t * math.pi), cy - r + 2 * r * t) for t in
                                    [i / 10 for i in range(1, 10)]] + [(cx, cy + r)] + \
                  [(cx - 0.55 * r * math.sin(t * math.pi), cy + r - 2 * r * t) for t in [i / 10 for i in range(1, 10)]]
            pygame.draw.polygon(surf, c, pts)
            pygame.draw.line(surf, (0, 0, 0, 0), (cx, cy - r * 0.7), (cx, cy + r * 0.9), max(1, w // 2 + 1))
        elif army == "Feudals":
            pts = [(cx - r * 0.75, cy - r * 0.85), (cx + r * 0.75, cy - r * 0.85), (cx + r * 0.75, cy),
                   (cx, cy + r), (cx - r * 0.75, cy)]
            pygame.draw.polygon(surf, c, pts)
            hole = (0, 0, 0, 0)
            pygame.draw.rect(surf, hole, (cx - r * 0.09, cy - r * 0.7, r * 0.18, r * 1.35))
            pygame.draw.rect(surf, hole, (cx - r * 0.55, cy - r * 0.35, r * 1.1, r * 0.18))
        elif army == "Orcs":
            for sx in (-1, 1):
                pts = [(cx + sx * r * 0.15, cy + r * 0.9), (cx + sx * r * 0.85, cy + r * 0.9),
                       (cx + sx * r * 0.35, cy - r * 0.95)]
                pygame.draw.polygon(surf, c, pts)
        elif army == "Undead":
            pygame.draw.circle(surf, c, (cx, cy - r * 0.15), r * 0.75)
            pygame.draw.rect(surf, c, (cx - r * 0.45, cy + r * 0.3, r * 0.9, r * 0.6), border_radius=max(1, s // 12))
            hole = (0, 0, 0, 0)
            for sx in (-1, 1):
                pygame.draw.circle(surf, hole, (cx + sx * r * 0.3, cy - r * 0.15), r * 0.2)
            pygame.draw.polygon(surf, hole, [(cx, cy + r * 0.05), (cx - r * 0.1, cy + r * 0.3), (cx + r * 0.1, cy + r * 0.3)])
        else:
            label = gfx.text(str((seat or 0) + 1), max(12, round(s * 0.9)), c, True)
            surf.blit(label, label.get_rect(center=(cx, cy)))
        return surf

    return _cache.get_or(("emblem", army, size, colour, seat), make)


def ability_icon(ability: str, size: int, colour: Colour) -> pygame.Surface:
    """The terrain symbol of a label: tree, peak, palm, reeds, tower, wings, waves, star."""
    def make() -> pygame.Surface:
        s = max(6, size)
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        c = colour
        w = max(1, s // 10)
        cx, cy, r = s / 2, s / 2, s * 0.45
        if ability == "forest":
            pygame.draw.polygon(surf, c, [(cx, cy - r), (cx + r * 0.75, cy + r * 0.45), (cx - r * 0.75, cy + r * 0.45)])
            pygame.draw.rect(surf, c, (cx - r * 0.12, cy + r * 0.4, r * 0.24, r * 0.55))
        elif ability == "mountain":
            pygame.draw.polygon(surf, c, [(cx - r, cy + r * 0.7), (cx - r * 0.2, cy - r * 0.8), (cx + r * 0.25, cy - r * 0.1),
                                          (cx + r * 0.5, cy - r * 0.45), (cx + r, cy + r * 0.7)])
        elif ability == "desert":
            top = (cx + r * 0.1, cy - r * 0.5)
            pygame.draw.line(surf, c, (cx, cy + r), top, w + 1)
            for fx, fy in ((-0.8, -0.25), (-0.5, -0.95), (0.65, -0.95), (0.95, -0.25)):
                pygame.draw.line(surf, c, top, (cx + r * fx, cy + r * fy), w + 1)
        elif ability == "amphibian":
            for dx in (-0.5, 0, 0.5):
                pygame.draw.line(surf, c, (cx + r * dx, cy + r * 0.8), (cx + r * dx * 1.3, cy - r * 0.7), w + 1)
            pygame.draw.line(surf, c, (cx - r, cy + r * 0.8), (cx + r, cy + r * 0.8), w)
        elif ability == "city":
            pygame.draw.rect(surf, c, (cx - r * 0.45, cy - r * 0.4, r * 0.9, r * 1.3))
            for i in range(3):
                pygame.draw.rect(surf, c, (cx - r * 0.45 + i * r * 0.35, cy - r * 0.75, r * 0.2, r * 0.4))
        elif ability == "flyer":
            for sx in (-1, 1):
                pts = [(cx, cy + r * 0.2), (cx + sx * r, cy - r * 0.6), (cx + sx * r * 0.8, cy - r * 0.1),
                       (cx + sx * r * 0.5, cy + r * 0.1), (cx + sx * r * 0.25, cy + r * 0.45)]
                pygame.draw.polygon(surf, c, pts)
        elif ability == "water":
            for row in (-0.35, 0.35):
                pts = [(cx - r + i * r / 4, cy + r * row + math.sin(i * math.pi / 2) * r * 0.2) for i in range(9)]
                pygame.draw.lines(surf, c, False, pts, w + 1)
        elif ability == "cleric":
            _star(surf, c, cx, cy, r)
        elif ability == "wizard":
            _star(surf, c, cx, cy, r)
            pygame.draw.circle(surf, c, (cx, cy), r * 0.3)
        elif ability == "hero":
            pts = [(cx - r, cy + r * 0.6), (cx - r, cy - r * 0.4), (cx - r * 0.5, cy), (cx, cy - r * 0.7),
                   (cx + r * 0.5, cy), (cx + r, cy - r * 0.4), (cx + r, cy + r * 0.6)]
            pygame.draw.polygon(surf, c, pts)
        elif ability == "castle":
            pygame.draw.rect(surf, c, (cx - r * 0.8, cy - r * 0.2, r * 1.6, r * 1.1))
            for i in range(4):
                pygame.draw.rect(surf, c, (cx - r * 0.8 + i * r * 0.44, cy - r * 0.55, r * 0.28, r * 0.4))
        elif ability == "gold":
            pygame.draw.circle(surf, c, (cx, cy), r)
            pygame.draw.circle(surf, gfx.darken(c, 0.35), (cx, cy), r, w)
        return surf

    return _cache.get_or(("icon", ability, size, colour), make)


def _star(surf: pygame.Surface, c: Colour, cx: float, cy: float, r: float) -> None:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surf, c, pts)


def kind_icon(key: str) -> str:
    """The symbol a label shows: its ability, or what it is (wizard, hero, castle, treasury)."""
    b = BLOCKS.get(key)
    if b is None:
        return ""
    if b.wizard:
        return "wizard"
    if b.castle:
        return "castle"
    if b.hero:
        return "hero"
    if b.treasury:
        return "gold"
    return b.ability


# ------------------------------------------------------------------ the block itself
def _body(size: int, colour: Colour) -> pygame.Surface:
    """The wooden block: its colour, a bevel and a drop shadow (``size`` + shadow margin)."""
    def make() -> pygame.Surface:
        sh = max(2, size // 10)
        surf = pygame.Surface((size + sh, size + sh), pygame.SRCALPHA)
        rad = max(2, size // 7)
        pygame.draw.rect(surf, (0, 0, 0, 120), (sh, sh, size, size), border_radius=rad)
        pygame.draw.rect(surf, gfx.darken(colour, 0.35), (0, 0, size, size), border_radius=rad)
        bev = max(1, size // 12)
        pygame.draw.rect(surf, colour, (0, 0, size - bev, size - bev), border_radius=rad)
        pygame.draw.rect(surf, gfx.lighten(colour, 0.25), (bev, bev, size - 3 * bev, max(1, bev)), border_radius=rad)
        edge = (250, 246, 236) if sum(colour[:3]) < 160 else gfx.darken(colour, 0.6)
        pygame.draw.rect(surf, edge, (0, 0, size, size), max(1, size // 22), border_radius=rad)
        return surf

    return _cache.get_or(("body", size, colour), make)


def back(army: str, size: int, seat: int | None = None) -> pygame.Surface:
    """A block seen from behind: colour and emblem only (2.0 fog of war)."""
    def make() -> pygame.Surface:
        colour = army_colour(army, seat)
        surf = _body(size, colour).copy()
        e = emblem(army, int(size * 0.62), gfx.lighten(colour, 0.55) if sum(colour[:3]) < 300
                   else gfx.darken(colour, 0.5), seat)
        surf.blit(e, e.get_rect(center=(size / 2, size / 2)))
        return surf

    return _cache.get_or(("back", army, size, seat), make)


def _sticker(key: str, size: int, colour: Colour) -> pygame.Surface:
    """The label as printed (strength-1 edge on top): name, pips on the edges, symbol."""
    def make() -> pygame.Surface:
        b = BLOCKS[key]
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        paper = ink("sticker")
        rad = max(2, size // 9)
        pygame.draw.rect(surf, paper, (0, 0, size, size), border_radius=rad)
        pygame.draw.rect(surf, gfx.darken(colour, 0.1), (0, 0, size, size), max(1, size // 18), border_radius=rad)
        dark = (44, 36, 30)
        pip = max(1.2, size / 15)
        edge = size * 0.11

        def pips(n: int, side: str) -> None:
            for i in range(n):
                t = (i + 1) / (n + 1)
                at = {"left": (edge, size * t), "bottom": (size * t, size - edge), "right": (size - edge, size * t)}[side]
                pygame.draw.circle(surf, dark, at, pip)
        for n, side in ((2, "left"), (3, "bottom"), (4, "right")):
            if b.max >= n:
                pips(n, side)
        if size >= 80:   # the sticker's printed name, only where it can be read (the tooltip names it)
            fs = int(size * 0.15)
            name = gfx.text(gfx.fit_text(b.name, fs, int(size * 0.78), True, whole_on_hover=True), fs, dark, True)
            surf.blit(name, name.get_rect(midtop=(size / 2, size * 0.04)))
        return surf

    return _cache.get_or(("sticker", key, size, colour), make)


def face(key: str, strength: int, army: str, size: int, seat: int | None = None) -> pygame.Surface:
    """A block seen from the front at ``strength``: the sticker turned to it, the rating upright."""
    def make() -> pygame.Surface:
        b = BLOCKS.get(key)
        colour = army_colour(army, seat)
        surf = _body(size, colour).copy()
        if b is None:
            return surf
        inner = int(size * 0.84)
        off = (size - inner) / 2 - max(1, size // 24)
        sticker = _sticker(key, inner, colour)
        turned = pygame.transform.rotate(sticker, ROTATION.get(max(1, min(4, strength)), 0))
        surf.blit(turned, turned.get_rect(center=(off + inner / 2, off + inner / 2)))
        cx, cy = off + inner / 2, off + inner / 2
        dark = (40, 32, 26)
        icon = kind_icon(key)
        if icon and size >= 26:
            img = ability_icon(icon, int(size * 0.26), (92, 78, 62))
            surf.blit(img, img.get_rect(center=(cx, cy + size * 0.2)))
        # the rating at the readable floor wherever the block is big enough to carry it; a block
        # smaller than that (a map zoomed far out) is told by its colour and its tooltip; under 26 px
        # the strength (its pips) is left to the tooltip too, no number there could be read
        fs = max(12, int(size * 0.46)) if size >= 20 else 0
        if fs:
            rating = gfx.text(b.rating, fs, dark, True)
            surf.blit(rating, rating.get_rect(center=(cx, cy - (size * 0.04 if size >= 26 else 0))))
        return surf

    return _cache.get_or(("face", key, strength, army, size, seat), make)


def lying(img: pygame.Surface) -> pygame.Surface:
    """A block laid down after it moved (4.2 sidebar): flatter and darker."""
    def make() -> pygame.Surface:
        w, h = img.get_size()
        low = pygame.transform.smoothscale(img, (w, max(2, int(h * 0.64))))
        shade = pygame.Surface(low.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 70))
        low.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        return low

    return _cache.get_or(("lying", id(img), img.get_size()), make)


def badge(text: str, size: int, fill: Colour, fg: Colour = (250, 246, 236)) -> pygame.Surface:
    """A small round badge with a short text (a stack's count, R for a reserve)."""
    def make() -> pygame.Surface:
        s = max(8, size)
        surf = pygame.Surface((s + 2, s + 2), pygame.SRCALPHA)
        pygame.draw.circle(surf, (0, 0, 0, 120), (s / 2 + 1.5, s / 2 + 1.5), s / 2)
        pygame.draw.circle(surf, fill, (s / 2, s / 2), s / 2)
        pygame.draw.circle(surf, gfx.darken(fill, 0.5), (s / 2, s / 2), s / 2, max(1, s // 10))
        label = gfx.text(text, max(7, round(s * 0.62)), fg, True)
        surf.blit(label, label.get_rect(center=(s / 2, s / 2 + 0.5)))
        return surf

    return _cache.get_or(("badge", text, size, fill, fg), make)


def mark_icon(kind: str, size: int) -> pygame.Surface:
    """A corner mark on a block: pinned (a pin), carrying an artifact (a gem)."""
    def make() -> pygame.Surface:
        s = max(6, size)
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        if kind == "pin":
            pygame.draw.line(surf, (60, 60, 66), (s * 0.5, s * 0.45), (s * 0.5, s * 0.98), max(1, s // 7))
            pygame.draw.circle(surf, (214, 48, 40), (s * 0.5, s * 0.32), s * 0.3)
            pygame.draw.circle(surf, (90, 16, 12), (s * 0.5, s * 0.32), s * 0.3, max(1, s // 9))
        elif kind == "art":
            pts = [(s * 0.5, s * 0.05), (s * 0.92, s * 0.4), (s * 0.5, s * 0.95), (s * 0.08, s * 0.4)]
            pygame.draw.polygon(surf, (120, 220, 240), pts)
            pygame.draw.polygon(surf, (20, 70, 96), pts, max(1, s // 9))
        return surf

    return _cache.get_or(("mark", kind, size), make)
