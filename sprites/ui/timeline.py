"""Engine events become a timeline of animations.

Each event's ``animation`` key (``dice``, ``card``, ``shuffle``, ``move``, ``hit``, ``step``,
``value``, ``phase``, ``turn``, ``over``, ``note``) picks one animation class with its ease, base
duration and sound cue. Causally ordered animations queue; ``parallel`` ones (value pop-ups) start
alongside the one before. Durations scale with the speed setting; ``skip`` finishes everything.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from typing import Any

import pygame

from sprites.ui import gfx


# ------------------------------------------------------------------------------------------ eases
def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def back_out(t: float, s: float = 1.70158) -> float:
    t -= 1
    return t * t * ((s + 1) * t + s) + 1


def bounce_out(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Stage:
    """Where animations happen: the board's rect, and its places (``point``) when the table has a
    board that knows them, so pieces fly between the places the events name."""

    def __init__(self, board: pygame.Rect, scale: float, seat_anchor: Callable[[int | None], tuple[int, int]],
                 deck_anchor: tuple[int, int], kit: Any = None) -> None:
        self.board = board
        self.scale = scale
        self.seat_anchor = seat_anchor
        self.deck_anchor = deck_anchor
        self.kit = kit     # the game's Board (sprites.board.Board), if any

    def point(self, name: Any, seat: int | None = None) -> tuple[int, int] | None:
        """The screen point of the place an event names (None: the board does not know it)."""
        if self.kit is None or name is None:
            return None
        try:
            return self.kit.anchor(self.kit.event_place(name, seat))
        except Exception:
            return None

    def rect(self, name: Any, seat: int | None = None) -> pygame.Rect | None:
        if self.kit is None or name is None:
            return None
        try:
            return self.kit.screen_rect(self.kit.event_place(name, seat))
        except Exception:
            return None

    def sprite(self, piece: str, seat: int | None) -> pygame.Surface | None:
        if self.kit is None:
            return None
        try:
            return self.kit.sprite(piece, seat)
        except Exception:
            return None

    def die(self, size: int, face: Any, glow: bool) -> pygame.Surface:
        """A die showing ``face``: the board's own drawing (symbols, colours) or pips."""
        if self.kit is not None:
            try:
                img = self.kit.die_face(size, face, glow)
            except Exception:
                img = None
            if img is not None:
                return img
        return gfx.die(size, face, None, glow)

    def hide(self, pieces: list[str]) -> None:
        if self.kit is not None:
            for p in pieces:
                self.kit.hide(p)

    def unhide(self, pieces: list[str]) -> None:
        if self.kit is not None:
            for p in pieces:
                self.kit.unhide(p)


class Anim:
    base_duration = 0.6
    parallel = False
    sound: str | None = None
    kind = "note"
    # Its drawing reads only its own fields and the stage's places, so it can be drawn ahead, out
    # of sight, to render its words before its first frame (``Timeline.warm``).
    warmable = False

    def __init__(self) -> None:
        self.warmed = False
        self.t = 0.0
        self.duration = self.base_duration
        self.pieces: list[str] = []      # what the board hides while this plays (it carries them)

    def start(self, stage: Stage | None) -> None:
        if stage is not None and self.pieces:
            stage.hide(self.pieces)

    def finish(self, stage: Stage | None) -> None:
        if stage is not None and self.pieces:
            stage.unhide(self.pieces)

    @property
    def p(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        pass

    def shake(self) -> float:
        return 0.0

    def flash(self) -> int:
        return 0


class DiceAnim(Anim):
    base_duration = 1.1
    sound = "dice"
    kind = "dice"

    def __init__(self, values: tuple[Any, ...], faces: tuple[str, ...], sides: int, seat: int | None,
                 spots: tuple[Any, ...] = ()) -> None:
        super().__init__()
        self.values = list(values)[:12]
        self.faces = list(faces)[:12]
        self.sides = max(2, int(sides or 6))
        self.seat = seat
        self.spots = list(spots)[:12]    # where each die lands (the board's words), if the event says
        self.seed = sum(int(v) if isinstance(v, int) else len(str(v)) for v in self.values) + len(self.values)

    def landing(self, stage: Stage) -> list[tuple[int, int, int]] | None:
        """Each die's landing point and size when the board knows every spot the event names (a
        board drawing its own tray: each die comes down on its own place); dice sharing a spot lie
        side by side. None: the generic tray."""
        n = len(self.values)
        if len(self.spots) < n:
            return None
        rects = [stage.rect(spot, self.seat) for spot in self.spots[:n]]
        if any(r is None for r in rects):
            return None
        groups: dict[str, list[int]] = {}
        for i, spot in enumerate(self.spots[:n]):
            groups.setdefault(str(spot), []).append(i)
        out: list[tuple[int, int, int]] = [(0, 0, 0)] * n
        for members in groups.values():
            r = rects[members[0]]
            k = len(members)
            size = int(max(10, min(54 * stage.scale, r.h * (0.9 if k == 1 else 0.6), r.w * 0.9 / k)))
            for j, i in enumerate(members):
                out[i] = (int(r.centerx + (j - (k - 1) / 2) * size * 1.15), r.centery, size)
        return out

    def face(self, i: int) -> Any:
        if i < len(self.faces) and self.faces[i]:
            return self.faces[i]
        v = self.values[i]
        return v

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        n = len(self.values)
        if not n:
            return
        land = self.landing(stage)
        if land is not None:
            self.draw_landing(surface, stage, land)
            return
        s = stage.scale
        size = int(54 * s) if n <= 6 else int(40 * s)
        gap = int(size * 1.35)
        b = stage.board
        total = gap * n
        tray = pygame.Rect(0, 0, total + int(30 * s), size + int(46 * s))
        tray.center = stage.point("tray", self.seat) or (b.centerx, b.centery + int(40 * s))
        alpha_in = min(1.0, self.p * 6)
        tray_surf = gfx.panel(tray.w, tray.h, (12, 26, 20), int(14 * s), gfx.col("highlight"), int(5 * s), 3)
        tray_surf.set_alpha(int(255 * alpha_in))
        surface.blit(tray_surf, tray.topleft)
        tray_surf.set_alpha(255)
        sx, sy = stage.seat_anchor(self.seat)
        settle = 0.68
        for i in range(n):
            tx = tray.x + int(15 * s) + gap * i + gap // 2
            ty = tray.centery
            local = min(1.0, max(0.0, (self.p - i * 0.03) / settle))
            x = lerp(sx, tx, ease_out(local))
            hop = (1 - bounce_out(local)) * 90 * s
            y = lerp(sy, ty, ease_out(local)) - hop
            if local < 1.0:
                tick = int(self.t * 18) + i * 7 + self.seed
                shown: Any = (tick * 2654435761 % self.sides) + 1 if not self.faces else self.face(tick % n)
                angle = (1 - local) * 540 + i * 37
                img = stage.die(size, shown if isinstance(shown, int) and shown <= 6 else str(shown), False)
                img = pygame.transform.rotate(img, angle)
            else:
                face = self.face(i)
                glow = self.p > settle + 0.08
                img = stage.die(size, face if (isinstance(face, int) and 1 <= face <= 6) else str(face), glow)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))

    def draw_landing(self, surface: pygame.Surface, stage: Stage, land: list[tuple[int, int, int]]) -> None:
        """Dice thrown from the seat (or dropped from above the board) onto their own spots."""
        settle = 0.68
        for i, (tx, ty, size) in enumerate(land):
            sx, sy = stage.seat_anchor(self.seat) if self.seat is not None else (tx, stage.board.y)
            local = min(1.0, max(0.0, (self.p - i * 0.03) / settle))
            x = lerp(sx, tx, ease_out(local))
            y = lerp(sy, ty, ease_out(local)) - (1 - bounce_out(local)) * 60 * stage.scale
            # a named face spins as itself (another die's face could show the wrong colour on
            # dice of several colours); plain dice tumble through their values; all land flat
            face: Any = self.face(i)
            if local < 1.0 and not self.faces:
                face = ((int(self.t * 18) + i * 7 + self.seed) * 2654435761 % self.sides) + 1
            img = stage.die(size, face if (isinstance(face, int) and 1 <= face <= 6) else str(face),
                            local >= 1.0 and self.p > settle + 0.08)
            if local < 1.0:
                img = pygame.transform.rotate(img, (1 - local) * 540 + i * 37)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))


class CardAnim(Anim):
    base_duration = 0.75
    sound = "card"
    kind = "card"

    def __init__(self, card: str | None, seat: int | None, face_up: bool, reverse: bool = False,
                 source: str = "", dest: str = "") -> None:
        super().__init__()
        self.card = card
        self.seat = seat
        self.face_up = face_up and card is not None
        self.reverse = reverse
        self.source = source
        self.dest = dest
        self.shown = str(card) if card is not None else ""   # the card's name as drawn

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        s = stage.scale
        w, h = int(70 * s), int(98 * s)
        a = stage.deck_anchor
        b = stage.seat_anchor(self.seat)
        if self.reverse:
            a, b = b, a
        a = stage.point(self.source, self.seat) or a
        b = stage.point(self.dest, self.seat) or b
        t = ease_out(self.p)
        ctrl = ((a[0] + b[0]) / 2, min(a[1], b[1]) - 120 * s)
        x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * ctrl[0] + t * t * b[0]
        y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * ctrl[1] + t * t * b[1]
        flip = abs(math.cos(math.pi * t)) if self.face_up else 1.0
        show_face = self.face_up and t > 0.5
        img = gfx.card(w, h, self.shown if show_face else "", self.shown if show_face else None,
                       hidden=not show_face)
        iw = max(1, int(img.get_width() * flip))
        img = pygame.transform.smoothscale(img, (iw, img.get_height()))
        img = pygame.transform.rotate(img, (1 - t) * 14)
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


class ShuffleAnim(Anim):
    base_duration = 0.6
    sound = "card"
    kind = "shuffle"

    def __init__(self, pile: str) -> None:
        super().__init__()
        self.pile = pile
        self.shown = str(pile)

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        s = stage.scale
        w, h = int(60 * s), int(84 * s)
        cx, cy = stage.deck_anchor
        for i in range(5):
            off = math.sin(self.t * 22 + i * 1.3) * 26 * s * (1 - self.p)
            img = gfx.card(w, h, hidden=True)
            surface.blit(img, img.get_rect(center=(int(cx + off), int(cy - i * 3 * s))))
        label = gfx.text_shadow(self.shown, int(18 * s), gfx.col("text"))
        surface.blit(label, label.get_rect(midtop=(cx, cy + h // 2 + int(4 * s))))


class MoveAnim(Anim):
    sound = "click"
    kind = "move"

    def __init__(self, unit: str, path: tuple[Any, ...], seat: int | None) -> None:
        super().__init__()
        self.unit = str(unit)
        self.raw_path = tuple(path)
        self.path = [str(p) for p in path][:8] or ["", ""]
        self.seat = seat
        self.duration = min(1.2, 0.25 * max(2, len(self.path)))
        self.base_duration = self.duration

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        points = [stage.point(p, self.seat) for p in self.raw_path]
        if len(points) >= 2 and all(p is not None for p in points):
            self.draw_on_board(surface, stage, points)  # type: ignore[arg-type]
            return
        s = stage.scale
        b = stage.board
        n = len(self.path)
        y = b.centery - int(60 * s)
        xs = [b.x + b.w * (0.2 + 0.6 * i / max(1, n - 1)) for i in range(n)]
        for i, (x, name) in enumerate(zip(xs, self.path)):
            if i:
                pygame.draw.line(surface, gfx.col("highlight"), (xs[i - 1], y), (x, y), max(2, int(3 * s)))
            pygame.draw.circle(surface, gfx.col("panel"), (int(x), y), int(10 * s))
            lab = gfx.text_shadow(gfx.fit_text(name, int(15 * s), int(120 * s)), int(15 * s), gfx.col("text"), False)
            surface.blit(lab, lab.get_rect(midtop=(int(x), y + int(14 * s))))
        pos = ease_in_out(self.p) * (n - 1)
        i = min(n - 2, int(pos)) if n > 1 else 0
        x = lerp(xs[i], xs[min(n - 1, i + 1)], pos - i) if n > 1 else xs[0]
        img = gfx.block(int(48 * s), self.unit[:3], gfx.seat_colour(self.seat))
        surface.blit(img, img.get_rect(center=(int(x), y - int(30 * s))))

    def draw_on_board(self, surface: pygame.Surface, stage: Stage, points: list[tuple[int, int]]) -> None:
        """Glide place by place along the real path, a short hop on each step."""
        s = stage.scale
        n = len(points)
        pos = ease_in_out(self.p) * (n - 1)
        i = min(n - 2, int(pos))
        f = pos - i
        (ax, ay), (bx, by) = points[i], points[i + 1]
        hop = math.sin(math.pi * f) * 10 * s
        x, y = lerp(ax, bx, f), lerp(ay, by, f) - hop
        img = stage.sprite(self.unit, self.seat) or gfx.block(int(48 * s), self.unit[:3], gfx.seat_colour(self.seat))
        shadow = gfx.shadow_of(img)
        surface.blit(shadow, shadow.get_rect(center=(int(x) + int(4 * s), int(y + hop) + int(6 * s))))
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


class HitAnim(Anim):
    base_duration = 0.6
    warmable = True
    sound = "impact"
    kind = "hit"

    def __init__(self, target: str, amount: int, heavy: bool) -> None:
        super().__init__()
        self.target = str(target)
        self.shown = self.target   # the target in the player's language (animations_for sets it)
        self.amount = int(amount) if isinstance(amount, int | float) else 1
        self.heavy = bool(heavy)
        if self.heavy:
            self.base_duration = self.duration = 0.8

    def shake(self) -> float:
        if not self.heavy:
            return 0.0
        return (1 - self.p) * min(18.0, 5.0 + 3.0 * self.amount)

    def flash(self) -> int:
        if not self.heavy:
            return 0
        return int(max(0.0, 1 - self.p * 4) * 170)

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        s = stage.scale
        b = stage.board
        pop = back_out(min(1.0, self.p * 2.5))
        # rendered once at full size and scaled: a new font size every frame cost a font load
        # and two text renders per frame
        full = gfx.text_shadow(f"-{self.amount}  {gfx.fit_text(self.shown, 24, 400)}", int(40 * s), gfx.col("danger"))
        k = max(0.2, pop)
        label = pygame.transform.scale(full, (max(1, int(full.get_width() * k)), max(1, int(full.get_height() * k))))
        label.set_alpha(int(255 * min(1.0, (1 - self.p) * 3)))
        cx, cy = stage.point(self.target) or b.center
        surface.blit(label, label.get_rect(center=(cx, cy - int(self.p * 40 * s))))
        if self.heavy:
            # stones flying off as particles
            for i in range(10):
                a = i * 0.63 + 0.3
                r = self.p * 160 * s * (0.6 + (i % 3) * 0.2)
                x = cx + math.cos(a) * r
                y = cy + math.sin(a) * r + self.p ** 2 * 120 * s
                pygame.draw.rect(surface, (150, 146, 140), (int(x), int(y), int(8 * s), int(6 * s)))


class StepAnim(Anim):
    base_duration = 0.7
    sound = "impact"
    kind = "step"

    def __init__(self, unit: str, steps: int, eliminated: bool) -> None:
        super().__init__()
        self.unit = str(unit)
        self.shown = self.unit   # the unit in the player's language (animations_for sets it)
        self.eliminated = bool(eliminated)
        self.steps = steps

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        s = stage.scale
        # the board's own picture of the piece where it has one (a block showing its strength)
        img = stage.sprite(self.unit, None) or gfx.block(int(64 * s), self.unit[:3], gfx.col("danger"))
        # a lost step turns a block a quarter counter-clockwise (block wargames)
        img = pygame.transform.rotate(img, 90 * ease_out(min(1.0, self.p * 1.6)))
        if self.eliminated:
            img = img.copy()
            img.set_alpha(int(255 * (1 - self.p)))
        cx, cy = stage.point(self.unit) or stage.board.center
        surface.blit(img, img.get_rect(center=(cx, cy + int(self.p * 20 * s))))
        label = gfx.text_shadow(gfx.fit_text(self.shown, int(20 * s), int(400 * s)), int(20 * s), gfx.col("text"))
        surface.blit(label, label.get_rect(midtop=(cx, cy + int(48 * s))))


class ValueAnim(Anim):
    base_duration = 0.9
    warmable = True
    parallel = True
    kind = "value"

    def __init__(self, seat: int | None, name: str, delta: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = str(name)
        self.shown = self.name
        self.delta = delta

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        s = stage.scale
        x, y = stage.point(self.name, self.seat) or stage.seat_anchor(self.seat)
        try:
            d = f"{int(self.delta):+d}"
        except (TypeError, ValueError):
            d = str(self.delta)
        colour = gfx.col("ok") if not d.startswith("-") else gfx.col("danger")
        img = gfx.text_shadow(f"{d} {gfx.fit_text(self.shown, 20, 220)}", int(24 * s), colour)
        img = img.copy()
        img.set_alpha(int(255 * min(1.0, (1 - self.p) * 2.5)))
        surface.blit(img, img.get_rect(center=(x, int(y - 50 * s * ease_out(self.p)))))


class BannerAnim(Anim):
    base_duration = 1.2
    warmable = True
    sound = "whoosh"
    kind = "phase"

    def __init__(self, title: str, subtitle: str = "", seat: int | None = None, big: bool = False) -> None:
        super().__init__()
        self.title = str(title)
        self.subtitle = str(subtitle)
        self.seat = seat
        self.big = big

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        s = stage.scale
        b = stage.board
        h = int((150 if self.big else 96) * s)
        p = self.p
        if p < 0.25:
            x = lerp(-b.w, 0, ease_out(p / 0.25))
        elif p > 0.8:
            x = lerp(0, b.w, (p - 0.8) / 0.2 * ((p - 0.8) / 0.2))
        else:
            x = 0
        band_col = gfx.seat_colour(self.seat) if self.seat is not None else (30, 24, 18)
        band = gfx.panel(b.w, h, (*gfx.darken(band_col, .55), 220), 0, gfx.col("highlight"), 0, 3)
        y = b.centery - h // 2
        surface.blit(band, (b.x + int(x), y))
        size = int((52 if self.big else 38) * s)
        # a long title (a game-over line with its reason) goes smaller, then on two lines, not cut
        size, lines = gfx.fit_lines(self.title, size, int(size * 0.55), int(b.w * 0.9), 2, True)
        cx = b.centerx + int(x)
        cy = y + h // 2 - (int(12 * s) if self.subtitle else 0)
        step = int(size * 1.15)
        for i, line in enumerate(lines):
            title = gfx.text_shadow(line, size, gfx.col("highlight"), True, 3)
            surface.blit(title, title.get_rect(center=(cx, cy + int((i - (len(lines) - 1) / 2) * step))))
        if self.subtitle:
            sub = gfx.text_shadow(gfx.fit_text(self.subtitle, int(20 * s), int(b.w * 0.9)), int(20 * s), gfx.col("text"), False)
            surface.blit(sub, sub.get_rect(center=(cx, y + h // 2 + int(24 * s))))


class TurnAnim(BannerAnim):
    base_duration = 0.7
    sound = "click"
    kind = "turn"

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        s = stage.scale
        b = stage.board
        a = min(1.0, self.p * 5, (1 - self.p) * 5)
        # as wide as its words need ("Turn 3: Amazons have the initiative"), up to the board's width
        need = gfx.font(int(22 * s), True).size(gfx.safe(self.title, True))[0] + int(76 * s)
        w, h = max(int(380 * s), min(need, int(b.w * 0.92))), int(54 * s)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (b.centerx, b.y + int(10 * s) - int((1 - ease_out(min(1.0, self.p * 4))) * 60 * s))
        img = gfx.panel(w, h, gfx.darken(gfx.seat_colour(self.seat), .5), h // 3, gfx.col("highlight"), 3, 2).copy()
        img.set_alpha(int(255 * a))
        surface.blit(img, rect.topleft)
        if self.seat is not None:
            badge = gfx.seat_badge(self.seat, int(36 * s))
            surface.blit(badge, badge.get_rect(midleft=(rect.x + int(10 * s), rect.centery)))
        size, lines = gfx.fit_lines(self.title, int(22 * s), int(14 * s), w - int(60 * s), 2, True)
        step = int(size * 1.1)
        for i, line in enumerate(lines):
            label = gfx.text(line, size, gfx.col("text"), True)
            surface.blit(label, label.get_rect(center=(rect.centerx + int(16 * s),
                                                       rect.centery + int((i - (len(lines) - 1) / 2) * step))))


class Timeline:
    def __init__(self, on_start: Callable[[Anim], None] | None = None) -> None:
        self.queue: deque[Anim] = deque()
        self.active: list[Anim] = []
        self.on_start = on_start
        self.speed = 1.0
        self.stage: Stage | None = None   # the board's places, for the pieces animations carry

    @property
    def busy(self) -> bool:
        return bool(self.active or self.queue)

    def add(self, anim: Anim) -> None:
        self.queue.append(anim)

    def cold(self) -> bool:
        """Some waiting animation has words not yet rendered."""
        return any(a.warmable and not a.warmed for a in self.queue)

    def warm(self) -> None:
        """Draw the waiting animations once where nothing shows, between frames: their words
        and panels come from the drawing caches when they start, instead of being rendered in
        the frame that shows them first. One at a time, in the order they start: all at once
        would make one long pause between two frames of what no frame waits for yet."""
        for anim in self.queue:
            if anim.warmable and not anim.warmed and self.stage is not None:
                anim.warmed = True
                try:
                    anim.draw(_scratch(), self.stage)
                except Exception:   # warming is only a head start: the real draw says what is wrong
                    pass
                return

    def skip(self) -> None:
        for anim in self.active:
            anim.finish(self.stage)
        self.queue.clear()
        self.active.clear()

    def _begin(self, anim: Anim) -> None:
        self.active.append(anim)
        anim.start(self.stage)
        if self.on_start:
            self.on_start(anim)

    def _start_next(self) -> None:
        while self.queue and (not self.active or self.queue[0].parallel
                              or all(a.parallel for a in self.active)):
            anim = self.queue.popleft()
            self._begin(anim)
            if not anim.parallel:
                # parallel ones right after it start with it
                while self.queue and self.queue[0].parallel:
                    self._begin(self.queue.popleft())
                break

    def update(self, dt: float) -> None:
        self._start_next()
        step = dt * self.speed
        for anim in self.active:
            anim.update(step)
            if anim.done:
                anim.finish(self.stage)
        self.active = [a for a in self.active if not a.done]
        self._start_next()

    def shake(self) -> tuple[int, int]:
        amp = max((a.shake() for a in self.active), default=0.0)
        if amp <= 0:
            return (0, 0)
        t = pygame.time.get_ticks() / 1000.0
        return (int(math.sin(t * 71) * amp), int(math.cos(t * 53) * amp * 0.6))

    def flash(self) -> int:
        return max((a.flash() for a in self.active), default=0)

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        for anim in self.active:
            anim.draw(surface, stage)


_SCRATCH: list[pygame.Surface] = []


def _scratch() -> pygame.Surface:
    if not _SCRATCH:
        _SCRATCH.append(pygame.Surface((1, 1)))
    return _SCRATCH[0]


def _get(event: Any, name: str, default: Any = None) -> Any:
    return getattr(event, name, default)


def animations_for(event: Any, seat_name: Callable[[int], str],
                   words: Callable[[str], str] | None = None) -> list[Anim]:
    """The animation of one engine event, by its ``animation`` key (unknown keys: none).
    ``words`` (the engine's ``rules.tr``) gives the names an event carries as data (a card, a
    pile, a counter, a phase) in the player's language; the event's own fields stay as they are."""
    kind = getattr(event, "animation", "note")
    say = words or str
    try:
        if kind == "dice":
            values = tuple(_get(event, "values", ()) or ())
            return [DiceAnim(values, tuple(_get(event, "faces", ()) or ()), _get(event, "sides", 6), _get(event, "seat"),
                             tuple(_get(event, "spots", ()) or ()))]
        if kind == "card":
            dest = str(_get(event, "dest", "hand"))
            reverse = dest not in ("hand",) and str(_get(event, "source", "")) == "hand"
            card = CardAnim(_get(event, "card"), _get(event, "seat"), bool(_get(event, "face_up", True)), reverse,
                            str(_get(event, "source", "")), dest)
            card.shown = say(str(card.card)) if card.card is not None else ""
            return [card]
        if kind == "shuffle":
            shuffle = ShuffleAnim(_get(event, "pile", ""))
            shuffle.shown = say(str(shuffle.pile))
            return [shuffle]
        if kind == "move":
            return [MoveAnim(_get(event, "unit", "?"), tuple(_get(event, "path", ()) or ()), _get(event, "seat"))]
        if kind == "hit":
            hit = HitAnim(_get(event, "target", ""), _get(event, "amount", 1), _get(event, "heavy", False))
            hit.shown = say(hit.target)
            return [hit]
        if kind == "step":
            step = StepAnim(_get(event, "unit", ""), _get(event, "steps", 1), _get(event, "eliminated", False))
            step.shown = say(step.unit)
            return [step]
        if kind == "value":
            value = ValueAnim(_get(event, "seat"), _get(event, "name", ""), _get(event, "delta", 0))
            value.shown = say(value.name)
            return [value]
        if kind == "phase":
            rnd = _get(event, "round", 0)
            return [BannerAnim(say(str(_get(event, "name", ""))), f"{rnd}" if rnd else "")]
        if kind == "turn":
            seat = _get(event, "seat")
            name = say(str(_get(event, "name", ""))) if _get(event, "name", "") else (
                seat_name(seat) if isinstance(seat, int) else "")
            return [TurnAnim(name, "", seat if isinstance(seat, int) else None)]
        if kind == "over":
            anim = BannerAnim(event.text() if hasattr(event, "text") else "", "", None, big=True)
            anim.base_duration = anim.duration = 1.6
            anim.sound = None
            anim.kind = "over"
            return [anim]
    except Exception:
        return []
    return []
