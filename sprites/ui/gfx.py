"""Procedural art and the caches behind it.

Everything is drawn by code once per (kind, size, look) into a cached surface; scenes and
animations only blit and transform cached surfaces. Colours and fonts come from
``data/theme.json`` (the client's palette); each game's board keeps the colours of its own
components in its ``palette.json``.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import math
import weakref
from collections import OrderedDict
from pathlib import Path
from typing import Any

import pygame

DATA_DIR = Path(__file__).parent / "data"
THEME: dict[str, Any] = json.loads((DATA_DIR / "theme.json").read_text(encoding="utf-8"))


def _font_dir() -> Path:
    spec = importlib.util.find_spec("pygame_gui")
    if spec and spec.origin:
        return Path(spec.origin).parent / "data"
    return DATA_DIR  # pragma: no cover - pygame_gui is a dependency


FONT_DIR = _font_dir()
Colour = tuple[int, ...]


_cols: dict[str, Colour] = {}


def col(name: str) -> Colour:
    c = _cols.get(name)
    if c is None:
        c = _cols[name] = tuple(THEME["palette"][name])
    return c


_game_seats: list[list[int]] | None = None
_game_on_screen: tuple[str | None, int] = (None, 0)   # the game whose seat colours apply, a generation


def use_game(game_id: str | None, seats: list[list[int]] | None = None) -> None:
    """Seat colours of the game on the table: a game whose components have colours of their own
    (D-Day Dice's brown, green, yellow and blue boxes) gives them (its board's palette), and every
    badge, log line and chart of that game uses them; None goes back to the client's palette."""
    global _game_seats, _game_on_screen
    if _game_on_screen[0] != game_id or _game_seats != seats:
        _game_on_screen = (game_id, _game_on_screen[1] + 1)
    _game_seats = seats


def colour_generation() -> int:
    """Changes whenever the seat colours do (a cache of coloured text compares it)."""
    return _game_on_screen[1]


def seat_colour(seat: int | None) -> Colour:
    if seat is None or seat < 0:
        return col("band")
    seats = _game_seats or THEME["seats"]
    return tuple(seats[seat % len(seats)])


def seat_shape(seat: int) -> str:
    shapes = THEME["seat_shapes"]
    return shapes[seat % len(shapes)]


def lighten(c: Colour, amount: float) -> Colour:
    return tuple(int(v + (255 - v) * amount) for v in c[:3])


def darken(c: Colour, amount: float) -> Colour:
    return tuple(int(v * (1 - amount)) for v in c[:3])


# ------------------------------------------------------------------------------------------ fonts
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(8, int(size))
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        name = THEME["fonts"]["display" if bold else "text"]
        path = FONT_DIR / name
        f = pygame.font.Font(str(path) if path.exists() else None, size)
        _fonts[key] = f
    return f


# every drawing cache of the client, so that a kiosk can drop them all between demos
# (by id: a cache is a dict, unhashable; the weak values let a dropped board's caches go)
_CACHES: weakref.WeakValueDictionary[int, Any] = weakref.WeakValueDictionary()


class LRU(OrderedDict):
    """Least recently used first out, bounded by entry count (for small values: strings)."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit
        _CACHES[id(self)] = self

    def get_or(self, key: Any, make: Any) -> Any:
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = make()
        self[key] = value
        if len(self) > self.limit:
            self.popitem(last=False)
        return value


def nbytes(value: Any) -> int:
    """Memory a cached value holds: a surface's pixel rows, the sum for a tuple of them."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height() + 64
    if isinstance(value, tuple | list):
        return sum(nbytes(v) for v in value) + 64
    return 64


class SurfaceLRU(OrderedDict):
    """Least recently used first out, bounded by the bytes of its surfaces: a count bound lets
    a cache of window-sized panels grow to gigabytes, a byte bound keeps memory flat."""

    def __init__(self, max_bytes: int) -> None:
        super().__init__()
        self.max_bytes = max_bytes
        self.bytes = 0
        self.sizes: dict[Any, int] = {}
        _CACHES[id(self)] = self

    def get_or(self, key: Any, make: Any) -> Any:
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = make()
        size = nbytes(value)
        if size > self.max_bytes // 2:
            return value   # caching it would evict everything else for one picture
        self[key] = value
        self.sizes[key] = size
        self.bytes += size
        while self.bytes > self.max_bytes:
            old, _ = self.popitem(last=False)
            self.bytes -= self.sizes.pop(old)
        return value

    def clear(self) -> None:
        super().clear()
        self.sizes.clear()
        self.bytes = 0


_text_cache = SurfaceLRU(12 * 2**20)
_glyph_ok: dict[tuple[str, bool], bool] = {}
REPLACEMENTS = {"→": "->", "←": "<-", "↔": "<->", "⇒": "=>", "★": "*", "☆": "*", "◆": "*", "✓": "v",
                "✗": "x", "⚔": "x", "♥": "<3", "−": "-", "≥": ">=", "≤": "<="}


_notdef: dict[bool, bytes] = {}


def _has_glyph(ch: str, bold: bool) -> bool:
    """A missing glyph renders as the font's 'notdef' box: compare with a private-use char."""
    f = font(16, bold)
    try:
        if bold not in _notdef:
            _notdef[bold] = pygame.image.tobytes(f.render("\ue000", False, (255, 255, 255), (0, 0, 0)), "RGB")
        return pygame.image.tobytes(f.render(ch, False, (255, 255, 255), (0, 0, 0)), "RGB") != _notdef[bold]
    except pygame.error:
        return False


def safe(s: str, bold: bool = False) -> str:
    """``s`` with characters the Noto Sans subset lacks replaced by readable ASCII."""
    if s.isascii():
        return s
    out = []
    for ch in s:
        if ch.isascii():
            out.append(ch)
            continue
        ok = _glyph_ok.get((ch, bold))
        if ok is None:
            ok = _has_glyph(ch, bold)
            _glyph_ok[(ch, bold)] = ok
        out.append(ch if ok else REPLACEMENTS.get(ch, "?"))
    return "".join(out)


# every text drawn goes into this set while a test records (``recording()``); None otherwise
RECORDED: set[str] | None = None
# the layout audit watching (``sprites.ui.audit.LayoutAudit``), None otherwise
AUDIT: Any = None


class recording:
    """``with gfx.recording() as seen:``: the texts drawn meanwhile (tests check their language)."""

    def __enter__(self) -> set[str]:
        global RECORDED
        self.previous, RECORDED = RECORDED, set()
        return RECORDED

    def __exit__(self, *exc: object) -> None:
        global RECORDED
        RECORDED = self.previous


def text(s: str, size: int, colour: Colour = (244, 236, 218), bold: bool = False) -> pygame.Surface:
    """A rendered line of text (cached)."""
    if RECORDED is not None:
        RECORDED.add(s)
    if AUDIT is not None:
        AUDIT.on_text(s, int(size))
    return _text_cache.get_or((s, int(size), colour, bold),
                              lambda: font(size, bold).render(safe(s, bold), True, colour))


def text_shadow(s: str, size: int, colour: Colour, bold: bool = True, offset: int = 2) -> pygame.Surface:
    if RECORDED is not None:
        RECORDED.add(s)
    if AUDIT is not None:
        AUDIT.on_text(s, int(size))

    def make() -> pygame.Surface:
        front = text(s, size, colour, bold)
        back = text(s, size, (0, 0, 0), bold)
        surf = pygame.Surface((front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA)
        back = back.copy()
        back.set_alpha(140)
        surf.blit(back, (offset, offset))
        surf.blit(front, (0, 0))
        return surf

    return _text_cache.get_or(("shadow", s, int(size), colour, bold, offset), make)


_fit_cache = LRU(4000)


_width_cache = LRU(4000)


def text_width(s: str, size: int, bold: bool = False) -> int:
    """How wide ``s`` renders (``font(size, bold).size(s)[0]``, cached by content: a bar that
    measures its words every frame measures them once)."""
    f = font(size, bold)
    return _width_cache.get_or((s, int(size), bold, id(f)), lambda: f.size(s)[0])


def fit_text(s: str, size: int, width: int, bold: bool = False, whole_on_hover: bool = False) -> str:
    """``s`` shortened with an ellipsis so that it renders within ``width`` pixels (cached).
    ``whole_on_hover``: the caller shows the whole text when the pointer rests on it (the layout
    audit then accepts the cut; a text a player needs is never cut without that)."""
    shown = _fit_cache.get_or((s, int(size), int(width), bold), lambda: _fit(s, size, width, bold))
    if AUDIT is not None and shown.endswith("…") and not s.endswith("…"):
        AUDIT.on_cut(s, shown, int(size), whole_on_hover)
    return shown


def fit_lines(s: str, size: int, floor: int, width: int, most: int = 2, bold: bool = False,
              whole_on_hover: bool = False) -> tuple[int, list[str]]:
    """``s`` laid out to fit ``width`` by design: on one line at ``size`` or smaller down to
    ``floor``, else on up to ``most`` lines (largest size first); only when even that fails is the
    last line shortened (``whole_on_hover`` as for :func:`fit_text`). Returns (size, lines)."""
    floor = min(floor, size)
    for at in range(size, floor - 1, -1):
        if font(at, bold).size(safe(s, bold))[0] <= width:
            return at, [s]
    for lines_allowed in range(2, most + 1):
        for at in range(size, floor - 1, -1):
            lines = wrap(s, at, width, bold)
            if len(lines) <= lines_allowed and all(font(at, bold).size(safe(x, bold))[0] <= width for x in lines):
                return at, lines
    lines = wrap(s, floor, width, bold)
    if len(lines) > most:
        lines = lines[:most - 1] + [fit_text(" ".join(lines[most - 1:]), floor, width, bold, whole_on_hover)]
    return floor, [fit_text(x, floor, width, bold, whole_on_hover) for x in lines]


def box(layer: str, rect: Any, text: str = "") -> None:
    """Tell the layout audit (if one watches) that a box was drawn: an overlay, a pop-up, or a
    text of a bar (``sprites.ui.audit``)."""
    if AUDIT is not None:
        AUDIT.box(layer, pygame.Rect(rect), text)


def _fit(s: str, size: int, width: int, bold: bool) -> str:
    f = font(size, bold)
    s = safe(s, bold)
    if f.size(s)[0] <= width:
        return s
    lo, hi = 0, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "…"


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(safe(trial, bold))[0] <= width or not line:   # measured as it will be drawn
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


# ------------------------------------------------------------------------------------ primitives
_surf_cache = SurfaceLRU(48 * 2**20)


def panel(w: int, h: int, fill: Colour, radius: int = 10, border: Colour | None = None,
          shadow: int = 4, width: int = 2) -> pygame.Surface:
    """A rounded panel with a soft drop shadow (cached). The surface is ``shadow`` px larger."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w + shadow, h + shadow), pygame.SRCALPHA)
        if shadow:
            pygame.draw.rect(surf, (0, 0, 0, 90), (shadow, shadow, w, h), border_radius=radius)
        pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
        if len(fill) == 3 and h <= 90:
            # a soft top highlight for a bit of volume
            pygame.draw.rect(surf, lighten(fill, 0.08), (2, 2, w - 4, max(2, h // 3)),
                             border_top_left_radius=radius, border_top_right_radius=radius)
            pygame.draw.rect(surf, fill, (2, 2 + h // 6, w - 4, max(1, h // 6)))
        if border is not None:
            pygame.draw.rect(surf, border, (0, 0, w, h), width=width, border_radius=radius)
        return surf

    return _surf_cache.get_or(("panel", w, h, fill, radius, border, shadow, width), make)


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "square":
        return [(cx - r * .8, cy - r * .8), (cx + r * .8, cy - r * .8), (cx + r * .8, cy + r * .8),
                (cx - r * .8, cy + r * .8)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * .95, cy + r * .75), (cx - r * .95, cy + r * .75)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape in ("pentagon", "hexagon"):
        n = 5 if shape == "pentagon" else 6
        return [(cx + r * math.cos(-math.pi / 2 + i * 2 * math.pi / n),
                 cy + r * math.sin(-math.pi / 2 + i * 2 * math.pi / n)) for i in range(n)]
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.5
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    if shape == "cross":
        a, b = r * 0.35, r * 0.9
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                (cx - b, cy - a), (cx - a, cy - a)]
    return []


def seat_badge(seat: int, size: int) -> pygame.Surface:
    """The seat's colour AND shape with its number: readable without colour."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = seat_colour(seat)
        r = size / 2 - 2
        shape = seat_shape(seat)
        if shape == "circle":
            pygame.draw.circle(surf, (0, 0, 0), (size / 2 + 1, size / 2 + 1), r)
            pygame.draw.circle(surf, c, (size / 2, size / 2), r)
            pygame.draw.circle(surf, darken(c, .5), (size / 2, size / 2), r, 2)
        else:
            pts = shape_points(shape, size / 2, size / 2, r)
            pygame.draw.polygon(surf, (0, 0, 0), [(x + 1, y + 1) for x, y in pts])
            pygame.draw.polygon(surf, c, pts)
            pygame.draw.polygon(surf, darken(c, .5), pts, 2)
        if size >= 24:   # a smaller badge is told by its shape and colour (a digit there is unreadable)
            label = text(str(seat + 1), round(size * 0.67), (20, 20, 24), True)
            surf.blit(label, label.get_rect(center=(size / 2, size / 2 + 1)))
        return surf

    return _surf_cache.get_or(("badge", seat, size, seat_colour(seat)), make)


PIPS = {1: [(.5, .5)], 2: [(.28, .28), (.72, .72)], 3: [(.28, .28), (.5, .5), (.72, .72)],
        4: [(.28, .28), (.72, .28), (.28, .72), (.72, .72)],
        5: [(.28, .28), (.72, .28), (.5, .5), (.28, .72), (.72, .72)],
        6: [(.28, .25), (.72, .25), (.28, .5), (.72, .5), (.28, .75), (.72, .75)]}


def die(size: int, value: int | str | None, tint: Colour | None = None, glow: bool = False) -> pygame.Surface:
    """A die with rounded corners: pips for 1-6, the number or the face name otherwise."""
    def make() -> pygame.Surface:
        pad = 4
        surf = pygame.Surface((size + pad * 2, size + pad * 2), pygame.SRCALPHA)
        if glow:
            pygame.draw.rect(surf, (*col("highlight"), 160), (0, 0, size + pad * 2, size + pad * 2),
                             border_radius=size // 4 + pad)
        face = tint or col("die_face")
        rad = max(3, size // 5)
        pygame.draw.rect(surf, (0, 0, 0, 120), (pad + 3, pad + 3, size, size), border_radius=rad)
        pygame.draw.rect(surf, darken(face, .25), (pad, pad, size, size), border_radius=rad)
        pygame.draw.rect(surf, face, (pad, pad, size, size - max(2, size // 12)), border_radius=rad)
        pygame.draw.rect(surf, darken(face, .6), (pad, pad, size, size), 2, border_radius=rad)
        pip = col("pip") if sum(face[:3]) > 380 else (245, 245, 245)
        if isinstance(value, int) and 1 <= value <= 6:
            for px, py in PIPS[value]:
                pygame.draw.circle(surf, pip, (pad + px * size, pad + py * size), max(2, size // 11))
        elif value is not None:
            s = str(value)
            fs = max(8, int(size * (0.55 if len(s) <= 2 else 0.32)))
            label = text(fit_text(s, fs, size - 6, True), fs, pip, True)
            surf.blit(label, label.get_rect(center=(pad + size / 2, pad + size / 2)))
        return surf

    return _surf_cache.get_or(("die", size, value, tint, glow), make)


def card(w: int, h: int, title: str = "", face: Any = None, hidden: bool = False,
         tint: Colour | None = None, name_size: int = 0) -> pygame.Surface:
    """A card: frame, title band, a big face value or an emblem; the back is a diamond pattern."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
        rad = max(3, w // 8)
        pygame.draw.rect(surf, (0, 0, 0, 110), (3, 3, w, h), border_radius=rad)
        if hidden:
            back = tint or col("card_back")
            pygame.draw.rect(surf, back, (0, 0, w, h), border_radius=rad)
            inner = pygame.Rect(4, 4, w - 8, h - 8)
            pat = col("card_back_pattern") if tint is None else lighten(back, .25)
            step = max(6, w // 5)
            clip = surf.get_clip()
            surf.set_clip(inner)
            for x in range(-h, w + h, step):
                pygame.draw.line(surf, pat, (x, 0), (x + h, h), 2)
                pygame.draw.line(surf, pat, (x + h, 0), (x, h), 2)
            surf.set_clip(clip)
            pygame.draw.rect(surf, lighten(back, .4), inner, 2, border_radius=max(2, rad - 2))
            pygame.draw.rect(surf, (20, 14, 14), (0, 0, w, h), 2, border_radius=rad)
            return surf
        paper = col("card_face")
        band = tint or col("band")
        pygame.draw.rect(surf, paper, (0, 0, w, h), border_radius=rad)
        band_h = max(10, h // 4)
        pygame.draw.rect(surf, band, (0, 0, w, band_h), border_top_left_radius=rad, border_top_right_radius=rad)
        has_face = face is not None and str(face) != title
        if title and has_face:
            fs = max(8, min(band_h - 3, w // 5))
            label = text(fit_text(title, fs, w - 6, True), fs, (250, 250, 250), True)
            surf.blit(label, label.get_rect(center=(w / 2, band_h / 2)))
        body = pygame.Rect(3, band_h + 2, w - 6, h - band_h - 5)
        if has_face:
            s = str(face)
            fs = max(9, int(min(body.h * 0.55, body.w * (0.6 if len(s) <= 2 else 0.28))))
            label = text(fit_text(s, fs, body.w - 2, True), fs, col("text_dark"), True)
            surf.blit(label, label.get_rect(center=body.center))
        elif title and w >= 30:
            # no value to show: the name, wrapped, fills the body
            fs = name_size or max(8, w // 6)
            lines = wrap(title, fs, body.w - 2, True)
            if len(lines) > 3:
                lines = lines[:2] + [" ".join(lines[2:])]
            y0 = body.centery - len(lines) * (fs + 1) // 2
            for i, line in enumerate(lines):
                label = text(fit_text(line, fs, body.w - 2, True), fs, col("text_dark"), True)
                surf.blit(label, label.get_rect(midtop=(body.centerx, y0 + i * (fs + 1))))
        else:
            # an emblem from primitives: a gem
            cx, cy = body.center
            r = min(body.w, body.h) * 0.28
            pts = [(cx, cy - r), (cx + r * .8, cy), (cx, cy + r), (cx - r * .8, cy)]
            pygame.draw.polygon(surf, band, pts)
            pygame.draw.polygon(surf, darken(band, .4), pts, 2)
        pygame.draw.rect(surf, darken(band, .5), (0, 0, w, h), 2, border_radius=rad)
        return surf

    return _surf_cache.get_or(("card", w, h, title, str(face), hidden, tint, name_size), make)


def token(size: int, label: str, tint: Colour, hidden: bool = False) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((size + 3, size + 3), pygame.SRCALPHA)
        r = size / 2
        pygame.draw.circle(surf, (0, 0, 0, 110), (r + 3, r + 3), r)
        pygame.draw.circle(surf, darken(tint, .35), (r, r), r)
        pygame.draw.circle(surf, tint, (r, r - 1), r - 3)
        pygame.draw.circle(surf, darken(tint, .6), (r, r), r, 2)
        if not hidden and label:
            fs = max(8, int(size * (0.5 if len(label) <= 2 else 0.3)))
            t = text(fit_text(label, fs, size - 6, True), fs, (20, 20, 24) if sum(tint) > 400 else (250, 250, 250), True)
            surf.blit(t, t.get_rect(center=(r, r)))
        return surf

    return _surf_cache.get_or(("token", size, label, tint, hidden), make)


def block(size: int, label: str, tint: Colour, hidden: bool = False, strength: int = 0) -> pygame.Surface:
    """A bevelled wooden block; face down it shows only its army colour."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 110), (4, 4, size, size), border_radius=4)
        pygame.draw.rect(surf, darken(tint, .35), (0, 0, size, size), border_radius=4)
        bev = max(3, size // 9)
        inner = (bev, bev, size - 2 * bev, size - 2 * bev)
        pygame.draw.rect(surf, lighten(tint, .12) if hidden else col("wood"), inner, border_radius=3)
        pygame.draw.rect(surf, darken(tint, .6), (0, 0, size, size), 2, border_radius=4)
        if not hidden:
            fs = max(8, int(size * (0.42 if len(label) <= 3 else 0.26)))
            t = text(fit_text(label, fs, size - 2 * bev - 2, True), fs, (30, 24, 18), True)
            surf.blit(t, t.get_rect(center=(size / 2, size / 2)))
            for i in range(max(0, min(4, strength))):
                pygame.draw.circle(surf, darken(tint, .2), (bev + 4 + i * 5, size - bev - 4), 2)
        return surf

    return _surf_cache.get_or(("block", size, label, tint, hidden, strength), make)


def pill(label: str, size: int, tint: Colour, hidden: bool = False, max_w: int = 200, strength: int = 0,
         edge: Colour | None = None) -> pygame.Surface:
    """A token with a long name: a rounded chip that fits its text (colour AND words). A block's
    chip shows its strength as pips at the right end and its owner's colour as the edge."""
    def make() -> pygame.Surface:
        fs = max(8, int(size * 0.45))
        shown = "?" if hidden else fit_text(label, fs, max_w - size // 2, True)
        t = text(shown, fs, (20, 20, 24) if sum(tint[:3]) > 400 else (250, 250, 250), True)
        pip_r = max(2, size // 11)
        pips = max(0, min(6, strength))
        pips_w = pips * (pip_r * 2 + 2) + (size // 6 if pips else 0)
        w = t.get_width() + size // 2 + pips_w
        h = int(size * 0.8)
        surf = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 110), (3, 3, w, h), border_radius=h // 2)
        pygame.draw.rect(surf, edge or darken(tint, .3), (0, 0, w, h), border_radius=h // 2)
        inset = max(2, size // 14) if edge else 2
        pygame.draw.rect(surf, tint, (inset, inset - 1, w - 2 * inset, h - 2 * inset), border_radius=h // 2)
        pygame.draw.rect(surf, darken(edge or tint, .6), (0, 0, w, h), 2, border_radius=h // 2)
        surf.blit(t, t.get_rect(midleft=(size // 4, h / 2)))
        x = size // 4 + t.get_width() + size // 6 + pip_r
        for _ in range(pips):
            pygame.draw.circle(surf, (40, 30, 22), (x, h // 2), pip_r)
            x += pip_r * 2 + 2
        return surf

    return _surf_cache.get_or(("pill", label, size, tint, hidden, max_w, strength, edge), make)


def shadow_of(img: pygame.Surface) -> pygame.Surface:
    """A soft oval shadow the size of a piece, for a piece lifted off the board (cached by size)."""
    w, h = img.get_size()

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, max(2, h // 2)), pygame.SRCALPHA)
        for i, alpha in enumerate((30, 45, 60)):
            inset = i * max(1, w // 12)
            pygame.draw.ellipse(surf, (0, 0, 0, alpha), (inset, inset // 2, w - 2 * inset, max(1, h // 2 - inset)))
        return surf

    return _surf_cache.get_or(("shadow", w, h), make)


_content_keys: weakref.WeakKeyDictionary[pygame.Surface, tuple[Any, ...]] = weakref.WeakKeyDictionary()


def content_key(img: pygame.Surface) -> tuple[Any, ...]:
    """A key for what ``img`` shows (its size and a hash of its pixels), remembered for as long
    as that surface lives. Keying on ``id(img)`` showed a stale picture once the image was freed
    and another took its address; the pixels cannot be mistaken. Surfaces handed in here are
    never drawn on afterwards (the cached ones are copied before any change)."""
    key = _content_keys.get(img)
    if key is None:
        pixels = pygame.image.tobytes(img, "RGBA")
        key = (img.get_size(), hashlib.blake2b(pixels, digest_size=16).digest())
        _content_keys[img] = key
    return key


def badged(img: pygame.Surface, seat: int, size: int) -> pygame.Surface:
    """A piece with its owner's seat badge in the corner (shape and number, not only colour)."""
    def make() -> pygame.Surface:
        out = img.copy()
        badge = seat_badge(seat, size)
        out.blit(badge, (out.get_width() - size - 1, 1))
        return out

    return _surf_cache.get_or(("badged", content_key(img), seat, size), make)


DIE_COLOURS = {"red": (206, 84, 72), "blue": (86, 132, 206), "green": (92, 168, 96), "black": (56, 56, 62),
               "yellow": (232, 200, 80), "white": None}


def die_tint(label: str) -> Colour | None:
    """A die named with a colour word ("1. Red Skull") takes that colour (the words stay too)."""
    for word in label.lower().replace(".", " ").split():
        if word in DIE_COLOURS:
            return DIE_COLOURS[word]
    return None


def die_caption(label: str, face: Any) -> str:
    """The words under a die whose face is a code ("RSk"): its label, when it says more."""
    if face is None or not label or str(face) == label or label.isdigit():
        return ""
    return label.replace(". ", " ", 1)


def captioned(img: pygame.Surface, caption: str, size: int) -> pygame.Surface:
    """A piece with a short caption under it (at most two lines), so a code reads as words."""
    def make() -> pygame.Surface:
        width = max(img.get_width(), int(img.get_width() * 1.2))  # six dice still fit a row
        lines = wrap(caption, size, width, True)
        if len(lines) > 2:
            lines = lines[:1] + [fit_text(" ".join(lines[1:]), size, width, True)]
        rendered = [text(line, size, col("text"), True) for line in lines]
        w = max([img.get_width()] + [r.get_width() for r in rendered])
        line_h = font(size, True).get_linesize() - 2
        out = pygame.Surface((w, img.get_height() + 2 + line_h * len(rendered)), pygame.SRCALPHA)
        out.blit(img, ((w - img.get_width()) // 2, 0))
        for i, r in enumerate(rendered):
            out.blit(r, ((w - r.get_width()) // 2, img.get_height() + 1 + i * line_h))
        return out

    return _surf_cache.get_or(("captioned", content_key(img), caption, size), make)


def piece(kind: str, size: int, label: str, face: Any, hidden: bool, tint: Colour) -> pygame.Surface:
    """The cached picture of a summary ``Piece`` by its kind."""
    if kind == "card":
        w, name_size = int(size * 0.72), 0
        if label and not hidden and (face is None or str(face) == label):
            # a card known by its name: wide enough for its longest word at a readable size
            name_size = max(10, int(size * 0.15))
            f = font(name_size, True)
            longest = max(f.size(safe(word, True))[0] for word in label.split()) + 12
            three_lines = f.size(safe(label, True))[0] // 3 + 24   # a long name on about 3 lines
            w = max(w, min(max(longest, three_lines), int(size * 2.2)))
        return card(w, size, label if not hidden else "", face, hidden,
                    tint if hidden and tint != col("band") else (None if hidden else tint), name_size)
    if kind == "die":
        shown = None if hidden else (face if face is not None else label)
        caption = "" if hidden else die_caption(label, face)
        img = die(int(size * 0.75), shown, die_tint(label) if caption else None)
        return captioned(img, caption, max(10, int(size * 0.19))) if caption else img
    if kind in ("block", "unit"):
        strength = face if isinstance(face, int) and not isinstance(face, bool) else 0
        if len(label) > 4 and not hidden:
            edge = tint if tint != col("band") else None
            return pill(label, int(size * 0.75), col("wood"), False, int(size * 4.4), strength, edge)
        return block(int(size * 0.8), label, tint, hidden, strength)
    if len(label) > 3 and not hidden:
        return pill(label, int(size * 0.75), tint, False, int(size * 4.4))
    return token(int(size * 0.75), label, tint, hidden)


# ----------------------------------------------------------------------------------- backgrounds
def felt(w: int, h: int, base: Colour | None = None) -> pygame.Surface:
    """The dark felt of the table: noise, a vignette, a faint weave (cached per size)."""
    base = base or col("table")

    def make() -> pygame.Surface:
        import numpy as np

        rng = np.random.default_rng(7)
        surf = pygame.Surface((w, h))
        noise = rng.normal(0, 5.0, (w, h))
        yy, xx = np.mgrid[0:h, 0:w]
        cx, cy = w / 2, h / 2
        d = np.sqrt(((xx - cx) / cx) ** 2 + ((yy - cy) / cy) ** 2).T
        vign = np.clip(1.08 - 0.38 * d ** 2, 0.45, 1.1)
        weave = ((np.arange(w)[:, None] + np.arange(h)[None, :]) % 4 == 0) * 3.0
        arr = np.empty((w, h, 3))
        for i in range(3):
            arr[:, :, i] = (base[i] + noise + weave) * vign
        pygame.surfarray.blit_array(surf, np.clip(arr, 0, 255).astype("uint8"))
        return surf.convert() if pygame.display.get_surface() else surf

    return _felt_cache.get_or((w, h, base), make)


# size-keyed, so it survives clear_caches (a language switch keeps the felt); a few window sizes
_felt_cache = SurfaceLRU(40 * 2**20)


def drop_drawings() -> None:
    """Empty every drawing cache but the felt (a few window sizes, slow to weave): what the last
    demo drew is rarely what the next one draws, and caches that only ever fill up to their
    bounds make a kiosk's memory climb for hours. Between demos only (the next frames redraw)."""
    for cache in list(_CACHES.values()):
        if cache is not _felt_cache:
            cache.clear()


def clear_caches() -> None:
    """After a resize the old sizes are dead weight."""
    _surf_cache.clear()
    _text_cache.clear()
    _fit_cache.clear()
    _width_cache.clear()
