"""The siege in motion: Stronghold's own animations, chosen per engine event by ``for_event``.

Units march along the castle's paths, archers' volleys arc from their bastions and wall
sections, machines and cannons throw projectiles that flash on impact, stones fly off a wall with
a shake scaled to the damage, a section's melee totals count up before the losers fall, a breach
crumbles the wall, glory markers slide along their track, sand runs when hourglasses are paid,
the gate splinters under the ram.

Every animation knows two lists of board pieces: ``carry`` (hidden on the board while it plays:
it draws them itself, in flight) and ``before`` (still drawn as before the event until it starts:
units about to fall, stones about to be knocked off, a glory marker's old place), so the live
board never shows a piece twice nor gives a result away before its animation.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core.events import (
    CardDrawn,
    GameOver,
    Hit,
    PhaseStarted,
    StepLost,
    TurnStarted,
    UnitMoved,
    ValueChanged,
)
from game.stronghold import data as D
from game.stronghold.events import (
    Fallen,
    GloryChanged,
    Melee,
    OrderPlaced,
    Resolved,
    Shot,
    TokenPlaced,
    Volley,
)
from sprites.boards.stronghold import pieces as P
from sprites.boards.stronghold import words as W
from sprites.boards.stronghold.tr import _
from sprites.ui import gfx
from sprites.ui.timeline import Anim, Stage, back_out, ease_in_out, ease_out

LETTERS = {"goblin": "g", "orc": "o", "troll": "t", "archer": "a", "soldier": "s", "veteran": "v"}
HEAVY = {"catapult", "trebuchet", "Explosion", "trench"}

Point = tuple[float, float]


def unit_letter(piece: str) -> str:
    """``"goblin"`` (or ``"goblin on RW1"``) -> ``"g"``; "" for anything that is not a unit."""
    return LETTERS.get(str(piece).split(" ")[0].lower(), "")


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _arc(a: Point, b: Point, t: float, height: float) -> Point:
    x, y = _lerp(a, b, t)
    return (x, y - math.sin(math.pi * t) * height)


_rot = gfx.LRU(400)


def rotated(img: pygame.Surface, angle: float) -> pygame.Surface:
    """A cached rotation of a piece, in 10-degree steps (no transform work on most frames)."""
    step = int(round(angle / 10.0)) * 10 % 360
    key = (id(img), img.get_size(), step)
    entry = _rot.get(key)
    if entry is None or entry[0] is not img:   # the source is kept: an id is never mistaken
        entry = (img, pygame.transform.rotate(img, step))
        _rot[key] = entry
        if len(_rot) > _rot.limit:
            _rot.popitem(last=False)
    return entry[1]


_faded = gfx.LRU(300)


def faded(img: pygame.Surface, alpha: float) -> pygame.Surface:
    """A cached copy of a piece at one of 8 opacities."""
    level = max(0, min(8, int(round(alpha * 8))))
    if level >= 8:
        return img
    key = (id(img), img.get_size(), level)
    entry = _faded.get(key)
    if entry is None or entry[0] is not img:
        out = img.copy()
        out.set_alpha(int(255 * level / 8))
        entry = (img, out)
        _faded[key] = entry
        if len(_faded) > _faded.limit:
            _faded.popitem(last=False)
    return entry[1]


# ------------------------------------------------------------------------------------------ base
class CastleAnim(Anim):
    """An animation that lives on the castle: it carries pieces and holds back results."""

    def __init__(self, board: Any) -> None:
        super().__init__()
        self.board = board
        self.carry: list[str] = []
        self.before: list[str] = []

    def start(self, stage: Stage | None) -> None:
        super().start(stage)
        self.board.begin(self)

    def finish(self, stage: Stage | None) -> None:
        super().finish(stage)
        self.board.end(self)

    # the board's geometry, asked every frame (the camera may pan while it plays)
    def at(self, pid: str) -> Point | None:
        return self.board.screen_point(pid)

    def z(self) -> float:
        return self.board.camera.zoom

    def px(self, world: float) -> int:
        return max(6, int(world * self.z()))

    def fs(self, size: float) -> int:
        """A text size in pixels, never under the board's readable floor."""
        return max(self.board.text_floor(), int(size))


class MarchAnim(CastleAnim):
    """``count`` units (or a hero) walking from one place to another along the drawn path."""

    sound = "click"
    kind = "move"

    def __init__(self, board: Any, piece: str, count: int, src: str, dst: str, route: list[str]) -> None:
        super().__init__(board)
        self.piece = piece
        self.count = max(1, count)
        self.route = route
        self.duration = self.base_duration = min(1.1, 0.45 + 0.12 * len(route) + 0.04 * min(self.count, 6))

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        pts = [p for p in (self.board.world_to_screen(w) for w in self.board.route_points(self.route)) if p]
        if len(pts) < 2:
            return
        letter = unit_letter(self.piece)
        size = self.px(30)
        img = P.unit(letter, size) if letter else P.hero(self.piece, size)
        shadow = gfx.shadow_of(img)
        lengths = [math.dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1)]
        total = sum(lengths) or 1.0
        shown = min(self.count, 6)
        for i in range(shown):
            t = max(0.0, min(1.0, (self.p - i * 0.05) / max(0.3, 1 - (shown - 1) * 0.05)))
            d = ease_in_out(t) * total
            k = 0
            while k < len(lengths) - 1 and d > lengths[k]:
                d -= lengths[k]
                k += 1
            f = d / lengths[k] if lengths[k] else 1.0
            x, y = _lerp(pts[k], pts[k + 1], f)
            hop = abs(math.sin(t * math.pi * 6)) * 4 * self.z()
            surface.blit(shadow, shadow.get_rect(center=(int(x + 3), int(y + size * 0.35))))
            surface.blit(img, img.get_rect(center=(int(x), int(y - hop))))
        if self.count > 1:
            lead = pts[-1] if self.p > 0.95 else None
            badge = P.count_badge(self.count, max(10, int(size * 0.55)))
            x, y = lead or _lerp(pts[0], pts[-1], ease_in_out(self.p))
            surface.blit(badge, badge.get_rect(center=(int(x + size * 0.6), int(y - size * 0.6))))


class FallAnim(CastleAnim):
    """Units that die where they stand: they tip over, drop and fade."""

    sound = "impact"
    kind = "step"
    base_duration = 0.65

    def __init__(self, board: Any, place: str, letter: str, count: int) -> None:
        super().__init__(board)
        self.place = place
        self.letter = letter
        self.count = count
        pid = f"{place}/{letter}"
        self.before = [f"{pid}+{count}"]
        self.pid = pid

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        at = self.at(self.pid) or self.at(self.place)
        if at is None:
            return
        size = self.px(30)
        img = P.unit(self.letter, size)
        t = ease_out(min(1.0, self.p * 1.5))
        for i in range(min(self.count, 4)):
            x = at[0] + (i - (min(self.count, 4) - 1) / 2) * size * 0.45
            y = at[1] + t * size * 0.5
            fig = faded(rotated(img, -90 * t * (1 if i % 2 else -1)), 1 - max(0.0, self.p - 0.45) / 0.55)
            surface.blit(fig, fig.get_rect(center=(int(x), int(y))))
        if self.count > 1 and self.p < 0.8:
            label = gfx.text_shadow(f"−{self.count}", self.fs(size * 0.6), gfx.col("danger"))
            surface.blit(label, label.get_rect(midbottom=(int(at[0]), int(at[1] - size * 0.5))))


class VolleyAnim(CastleAnim):
    """Arrows arcing from every archer that shoots to the target rampart, then the hit."""

    sound = "whoosh"
    kind = "hit"
    base_duration = 0.85

    def __init__(self, board: Any, sources: tuple[str, ...], target: str, firepower: int) -> None:
        super().__init__(board)
        self.sources = list(sources)
        self.target = target
        self.firepower = firepower

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        end = self.at(self.target)
        if end is None:
            return
        arrow = _arrow(self.px(40))
        for i, src in enumerate(self.sources):
            start = self.at(f"{src}/a") or self.at(src)
            if start is None:
                continue
            t = max(0.0, min(1.0, (self.p - i * 0.06) / 0.7))
            if t <= 0 or t >= 1:
                continue
            jitter = ((i * 37) % 21 - 10) * self.z()
            tgt = (end[0] + jitter, end[1] + ((i * 13) % 11 - 5) * self.z())
            height = max(30.0, math.dist(start, tgt) * 0.35)
            x, y = _arc(start, tgt, t, height)
            nx, ny = _arc(start, tgt, min(1.0, t + 0.02), height)
            ang = -math.degrees(math.atan2(ny - y, nx - x))
            img = rotated(arrow, ang)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        if self.p > 0.7:
            k = (self.p - 0.7) / 0.3
            label = gfx.text_shadow(str(self.firepower), self.fs(self.px(28)), (250, 230, 120))
            surface.blit(faded(label, 1 - k), label.get_rect(center=(int(end[0]), int(end[1] - self.px(30) * k))))


class ShotAnim(CastleAnim):
    """A projectile from a machine, a cannon, an iron claw or goblin archers to its target."""

    sound = "impact"
    kind = "hit"
    base_duration = 0.8

    def __init__(self, board: Any, weapon: str, source: str, target: str, hit: bool) -> None:
        super().__init__(board)
        self.weapon, self.source, self.target, self.hit = weapon, source, target, hit

    def shake(self) -> float:
        if not self.hit or self.weapon not in ("M2", "M3", "cannon") or self.p < 0.7:
            return 0.0
        return (1 - self.p) / 0.3 * 6.0

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        src_pid = self.source if self.weapon in ("claw", "goblin") else f"{self.source}/machine"
        start = self.at(src_pid) or self.at(self.source)
        end = self.at(self.target)
        if start is None or end is None:
            return
        fly = min(1.0, self.p / 0.7)
        if self.weapon == "goblin":
            img = _arrow(self.px(32))
        elif self.weapon == "M1":
            img = _bolt(self.px(44))
        elif self.weapon == "claw":
            img = P.machine("claw", self.px(40))
        else:
            img = _ball(self.px(22 if self.weapon != "M3" else 30), stone=self.weapon != "cannon")
        height = 0 if self.weapon in ("M1", "claw") else max(40.0, math.dist(start, end) * 0.45)
        if fly < 1:
            x, y = _arc(start, end, ease_in_out(fly) if self.weapon == "claw" else fly, height)
            nx, ny = _arc(start, end, min(1.0, fly + 0.02), height)
            ang = -math.degrees(math.atan2(ny - y, nx - x))
            shown = rotated(img, ang) if self.weapon in ("M1", "goblin") else img
            surface.blit(shown, shown.get_rect(center=(int(x), int(y))))
            return
        k = (self.p - 0.7) / 0.3
        if self.hit:
            r = int(self.px(40) * (0.4 + k))
            ring = _flash(max(4, r))
            surface.blit(faded(ring, 1 - k), ring.get_rect(center=(int(end[0]), int(end[1]))))
        else:
            puff = _puff(self.px(30))
            surface.blit(faded(puff, 1 - k), puff.get_rect(center=(int(end[0] + self.px(18)), int(end[1] - self.px(10) * k))))


class WallHitAnim(CastleAnim):
    """Stones knocked off a wall section fly off as pieces; the screen shakes with the damage."""

    sound = "impact"
    kind = "hit"
    base_duration = 0.85

    def __init__(self, board: Any, section: str, amount: int, heavy: bool = True) -> None:
        super().__init__(board)
        self.section = section
        self.amount = max(1, amount)
        self.before = [f"{section}/wall+{self.amount}"]

    def shake(self) -> float:
        return (1 - self.p) * min(16.0, 4.0 + 3.0 * self.amount)

    def flash(self) -> int:
        return int(max(0.0, 1 - self.p * 5) * 90)

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        at = self.at(f"{self.section}/wall") or self.at(self.section)
        if at is None:
            return
        stone = P.stone_piece(self.px(16))
        for i in range(3 + 4 * self.amount):
            a = -math.pi / 2 + ((i * 53) % 140 - 70) / 60.0
            speed = (60 + (i * 29) % 70) * self.z()
            t = self.p
            x = at[0] + math.cos(a) * speed * t * 1.6
            y = at[1] + math.sin(a) * speed * t * 1.6 + 260 * self.z() * t * t
            img = faded(rotated(stone, i * 47 + self.p * 400), 1 - t)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        dust = _puff(self.px(60))
        surface.blit(faded(dust, 0.7 * (1 - self.p)), dust.get_rect(center=(int(at[0]), int(at[1]))))


class BreachAnim(CastleAnim):
    """The section crumbles: cracks spread through the wall, dust and stones fall, the glory it
    wins lights up."""

    sound = "impact"
    kind = "hit"
    base_duration = 1.4

    def __init__(self, board: Any, section: str, excess: int) -> None:
        super().__init__(board)
        self.section = section
        self.excess = excess
        self.before = [f"breach:{section}=0"]   # the section stands until it crumbles

    def shake(self) -> float:
        return (1 - self.p) * 16.0

    def flash(self) -> int:
        return int(max(0.0, 1 - self.p * 4) * 150)

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        rect = self.board.screen_rect_of(self.section)
        if rect is None:
            return
        wall = rect.inflate(0, -rect.h * 0.55)
        wall.centery = rect.y + int(rect.h * 0.47)
        grow = ease_out(min(1.0, self.p * 2))
        cx = wall.centerx
        cracks = _cracks(wall.w, wall.h, max(2, self.px(4)), int(grow * 6))
        surface.blit(cracks, cracks.get_rect(midtop=(cx, wall.y)))
        stone = P.stone_piece(self.px(18))
        for i in range(14):
            t = max(0.0, self.p - 0.2 - (i % 5) * 0.04)
            x = wall.x + (i * 0.37 % 1) * wall.w
            y = wall.y + 260 * self.z() * t * t
            img = faded(rotated(stone, i * 61 + t * 300), 1 - t)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        dust = _puff(int(wall.w * 0.9))
        surface.blit(faded(dust, 0.8 * (1 - self.p)), dust.get_rect(center=wall.center))
        if self.p > 0.25:
            k = back_out(min(1.0, (self.p - 0.25) * 3))
            label = gfx.text_shadow(_("Breach!"), self.fs(self.px(44)), (255, 110, 70))
            label = pygame.transform.smoothscale(label, (max(1, int(label.get_width() * k)), max(1, int(label.get_height() * k))))
            surface.blit(label, label.get_rect(center=(cx, rect.y - self.px(10))))


class MeleeAnim(CastleAnim):
    """Both sides' strengths on a section add up part by part; the winner's total glows."""

    sound = "impact"
    kind = "hit"
    base_duration = 1.7

    def __init__(self, board: Any, section: str, attack: int, defence: int,
                 attack_parts: tuple[tuple[str, int], ...], defence_parts: tuple[tuple[str, int], ...]) -> None:
        super().__init__(board)
        self.section = section
        self.attack, self.defence = attack, defence
        self.parts = (list(attack_parts), list(defence_parts))

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        rect = self.board.screen_rect_of(self.section)
        if rect is None:
            return
        s = self.board.s
        w, h = max(int(rect.w * 1.3), int(170 * s)), int(74 * s)
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (rect.centerx, rect.y - int(4 * s))   # over the ramparts: the section stays in sight
        box.clamp_ip(self.board.rect)
        alpha = min(1.0, self.p * 6, (1 - self.p) * 5)
        panel = gfx.panel(w, h, (24, 22, 28), int(10 * s), (250, 210, 80), int(4 * s), 2)
        surface.blit(faded(panel, alpha), box.topleft)
        grow = min(1.0, self.p / 0.65)
        big = int(30 * s)
        small = int(13 * s)
        for side, (parts, total, colour, anchor) in enumerate(((self.parts[0], self.attack, (236, 96, 70), "midleft"),
                                                                (self.parts[1], self.defence, (110, 170, 240), "midright"))):
            n = len(parts)
            shown = int(grow * n + 0.999) if n else 0
            value = sum(v for _w, v in parts[:shown]) if grow < 1 else total
            x = box.x + int(12 * s) if side == 0 else box.right - int(12 * s)
            num = gfx.text_shadow(str(value), big, colour)
            surface.blit(faded(num, alpha), num.get_rect(**{anchor: (x, box.y + int(24 * s))}))
            if shown and grow < 1:
                word, v = parts[shown - 1]
                line = gfx.text(f"{W.strength_word(word)} +{v}", small, (236, 230, 214))
                surface.blit(faded(line, alpha), line.get_rect(**{anchor: (x, box.y + int(54 * s))}))
        vs = gfx.text(_("vs"), int(14 * s), (200, 190, 170), True)
        surface.blit(faded(vs, alpha), vs.get_rect(center=(box.centerx, box.y + int(24 * s))))
        if self.p > 0.7 and self.attack != self.defence:
            win = 0 if self.attack > self.defence else 1
            k = 0.5 + 0.5 * math.sin(self.t * 14)
            colour = (236, 96, 70) if win == 0 else (110, 170, 240)
            ring = gfx.panel(w // 2 - 6, h - 8, (0, 0, 0, 0), int(8 * s), gfx.lighten(colour, 0.3 * round(k, 1)), 0,
                             max(2, int(3 * s)))
            surface.blit(ring, (box.x + 4 if win == 0 else box.centerx + 2, box.y + 4))
            diff = gfx.text_shadow(f"{abs(self.attack - self.defence)}", int(16 * s), (250, 226, 120))
            surface.blit(faded(diff, alpha), diff.get_rect(center=(box.centerx, box.y + int(52 * s))))


class GloryAnim(CastleAnim):
    """A glory marker slides along the track; the rule that scored floats above it."""

    sound = "click"
    kind = "value"
    base_duration = 0.9

    def __init__(self, board: Any, side: str, old: int, new: int, why: str) -> None:
        super().__init__(board)
        self.side, self.old, self.new, self.why = side, old, new, why
        self.carry = [f"glory:{side}"]
        self.before = [f"glory:{side}={old}"]

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        a = self.board.glory_point(self.side, self.old)
        b = self.board.glory_point(self.side, self.new)
        if a is None or b is None:
            return
        x, y = _arc(a, b, ease_out(self.p), 18 * self.z())
        img = P.glory_marker(self.side, self.px(18))
        glow = _flash(self.px(22))
        surface.blit(faded(glow, 0.6 * (1 - self.p)), glow.get_rect(center=(int(x), int(y))))
        surface.blit(img, img.get_rect(center=(int(x), int(y))))
        delta = self.new - self.old
        text = f"{delta:+d} {self.why}".strip()
        colour = (120, 220, 120) if (delta > 0) else (236, 110, 90)
        size = self.fs(self.px(20))
        label = gfx.text_shadow(gfx.fit_text(text, size, max(self.px(320), size * 16)), size, colour)
        surface.blit(faded(label, min(1.0, (1 - self.p) * 3)), label.get_rect(midbottom=(int(x), int(y - self.px(18)))))


class SandAnim(CastleAnim):
    """An hourglass flies from the defender's supply onto an action spot and its sand runs."""

    sound = "click"
    kind = "value"
    base_duration = 0.75

    def __init__(self, board: Any, seat: int, spot: str, effect_to: str | None = None, token: Any = None) -> None:
        super().__init__(board)
        self.seat, self.spot, self.effect_to, self.token = seat, spot, effect_to, token
        self.before = [f"hourglasses:{seat}+1"]
        if effect_to is None:
            self.carry = [f"{spot}@1"]
        else:
            self.duration = self.base_duration = 1.2

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        start = self.at(f"hourglasses:{self.seat}")
        end = self.at(self.spot)
        if start is None or end is None:
            return
        span = 0.75 / self.duration
        size = self.px(26)
        if self.p < span * 0.55:
            t = ease_out(self.p / (span * 0.55))
            x, y = _arc(start, end, t, 60 * self.z())
            img = P.hourglass(size)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
            return
        if self.p < span:
            level = (self.p - span * 0.55) / (span * 0.45)
            img = _running(size, level)
            surface.blit(img, img.get_rect(center=(int(end[0]), int(end[1]))))
            return
        if self.effect_to is None:
            return
        to = self.at(self.effect_to)
        if to is None or self.token is None:
            return
        t = ease_out((self.p - span) / (1 - span))
        x, y = _arc(end, to, t, 80 * self.z())
        surface.blit(self.token, self.token.get_rect(center=(int(x), int(y))))


class FlyAnim(CastleAnim):
    """A token (a machine, equipment, an order, hourglasses) flying from one place to another."""

    sound = "card"
    kind = "card"
    base_duration = 0.6

    def __init__(self, board: Any, img: pygame.Surface, src: str, dst: str, count: int = 1) -> None:
        super().__init__(board)
        self.img, self.src, self.dst, self.count = img, src, dst, count

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        a, b = self.at(self.src), self.at(self.dst)
        if a is None or b is None:
            return
        for i in range(min(self.count, 6)):
            t = max(0.0, min(1.0, (self.p - i * 0.06) / max(0.4, 1 - 0.06 * (min(self.count, 6) - 1))))
            if t <= 0:
                continue
            x, y = _arc(a, b, ease_out(t), 50 * self.z())
            surface.blit(self.img, self.img.get_rect(center=(int(x), int(y))))


class CardFlipAnim(CastleAnim):
    """A hit card drawn at the defender's deck or a machine: it flips to show hit or miss."""

    sound = "card"
    kind = "card"
    base_duration = 0.6

    def __init__(self, board: Any, where: str, face: str) -> None:
        super().__init__(board)
        self.where, self.face = where, face

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        at = self.at(self.where)
        if at is None:
            return
        w, h = self.px(34), self.px(48)
        t = min(1.0, self.p * 2)
        flip = abs(math.cos(math.pi * t))
        img = gfx.card(w, h, hidden=True) if t < 0.5 else _hit_card(w, h, self.face)
        img = pygame.transform.scale(img, (max(1, int(img.get_width() * flip)), img.get_height()))
        img = faded(img, min(1.0, (1 - self.p) * 4))
        surface.blit(img, img.get_rect(center=(int(at[0]), int(at[1] - self.px(20) * ease_out(self.p)))))


class RamAnim(CastleAnim):
    """The battering ram swings into the gate; splinters fly; the shake follows the damage."""

    sound = "impact"
    kind = "hit"
    base_duration = 1.0

    def __init__(self, board: Any, damage: int, destroyed: bool) -> None:
        super().__init__(board)
        self.damage, self.destroyed = damage, destroyed

    def shake(self) -> float:
        return 0.0 if self.p < 0.4 else (1 - self.p) * min(18.0, 5.0 + 2.5 * self.damage)

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        gate = self.at("gate")
        ram = self.at("BARB/ram") or self.at("BARB")
        if gate is None or ram is None:
            return
        img = P.machine("M6", self.px(44))
        swing = math.sin(min(1.0, self.p / 0.4) * math.pi / 2)
        x, y = _lerp(ram, gate, 0.2 + 0.7 * swing)
        surface.blit(img, img.get_rect(center=(int(x), int(y))))
        if self.p > 0.4:
            t = (self.p - 0.4) / 0.6
            chip = _splinter(self.px(10))
            for i in range(6 + 3 * self.damage):
                a = ((i * 41) % 180 - 90) * math.pi / 180 - math.pi / 2
                d = (40 + (i * 23) % 50) * self.z() * t
                img2 = faded(rotated(chip, i * 37 + t * 300), 1 - t)
                surface.blit(img2, img2.get_rect(center=(int(gate[0] + math.cos(a) * d), int(gate[1] + math.sin(a) * d + 120 * self.z() * t * t))))
            if self.destroyed:
                label = gfx.text_shadow("×", self.fs(max(16, self.px(60))), (250, 90, 60))
                surface.blit(faded(label, 1 - t), label.get_rect(center=(int(gate[0]), int(gate[1]))))


# ------------------------------------------------------------------------------------ sprites
_sprites = gfx.LRU(200)


def _arrow(size: int) -> pygame.Surface:
    """An arrow pointing right, with a light edge so it reads over grass and stone alike."""
    def make() -> pygame.Surface:
        h = max(7, size // 4)
        s = pygame.Surface((size, h), pygame.SRCALPHA)
        mid = h // 2
        pygame.draw.line(s, (250, 244, 220), (2, mid), (size - 6, mid), max(3, h // 3))
        pygame.draw.line(s, (110, 74, 40), (2, mid), (size - 6, mid), max(1, h // 5))
        pygame.draw.polygon(s, (60, 60, 66), [(size - 1, mid), (size - 9, 0), (size - 9, h - 1)])
        pygame.draw.polygon(s, (230, 60, 50), [(0, 0), (7, mid), (0, h - 1)])
        return s

    return _sprites.get_or(("arrow", size), make)


def _bolt(size: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((size, max(8, size // 3)), pygame.SRCALPHA)
        h = s.get_height()
        pygame.draw.line(s, (90, 64, 40), (2, h // 2), (size - 8, h // 2), max(3, h // 3))
        pygame.draw.polygon(s, (60, 62, 70), [(size - 1, h // 2), (size - 10, 0), (size - 10, h - 1)])
        return s

    return _sprites.get_or(("bolt", size), make)


def _ball(size: int, stone: bool = True) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        c = P.col("stone") if stone else (30, 30, 34)
        pygame.draw.circle(s, gfx.darken(c, 0.4), (size / 2, size / 2), size / 2)
        pygame.draw.circle(s, c, (size / 2 - 1, size / 2 - 1), size / 2 - 2)
        pygame.draw.circle(s, gfx.lighten(c, 0.3), (size * 0.38, size * 0.38), max(1, size // 6))
        return s

    return _sprites.get_or(("ball", size, stone), make)


def _cracks(w: int, h: int, width: int, stage: int) -> pygame.Surface:
    """Cracks spreading down from the top of a breached wall (seven cached stages)."""
    def make() -> pygame.Surface:
        s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        grow = stage / 6
        cx = w / 2
        for j, sx in enumerate((-1, 1, -0.4, 0.5)):
            pts = [(cx, 0)]
            for k in range(1, 6):
                f = k / 5 * grow
                pts.append((cx + sx * w * 0.4 * f + ((k * 17 + j * 7) % 9 - 4) * width / 4, h * f))
            if grow > 0:
                pygame.draw.lines(s, (30, 24, 22), False, [(int(x), int(y)) for x, y in pts], width)
        return s

    return _sprites.get_or(("cracks", w, h, width, stage), make)


def _flash(r: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        for i, a in enumerate((60, 110, 200)):
            pygame.draw.circle(s, (255, 236, 160, a), (r, r), int(r * (1 - 0.3 * i)))
        return s

    return _sprites.get_or(("flash", r), make)


def _puff(size: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(7):
            a = i * 0.9
            pygame.draw.circle(s, (200, 190, 170, 70), (size / 2 + math.cos(a) * size * 0.22, size / 2 + math.sin(a) * size * 0.15),
                               size * 0.22)
        return s

    return _sprites.get_or(("puff", size), make)


def _splinter(size: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((size, max(3, size // 3)), pygame.SRCALPHA)
        s.fill(P.col("wood"))
        pygame.draw.rect(s, P.col("wood_dark"), s.get_rect(), 1)
        return s

    return _sprites.get_or(("splinter", size), make)


def _running(size: int, level: float) -> pygame.Surface:
    """An hourglass with its sand running (nine cached stages)."""
    return P.hourglass(size, level=int(round(max(0.0, min(1.0, level)) * 8)))


def _hit_card(w: int, h: int, face: str) -> pygame.Surface:
    """A hit card's face: a miss (grey, a cross) or the unit types it shows (red band)."""
    def make() -> pygame.Surface:
        miss = face in ("miss", "")
        tint = P.col("miss") if miss else P.col("hit")
        s = gfx.card(w, h, "", None, False, tint).copy()
        if miss:
            pygame.draw.line(s, (90, 96, 104), (w * 0.3, h * 0.45), (w * 0.7, h * 0.8), 3)
            pygame.draw.line(s, (90, 96, 104), (w * 0.7, h * 0.45), (w * 0.3, h * 0.8), 3)
            return s
        letters = [unit_letter(word) for word in face.split(" or ")]
        letters = [x for x in letters if x] or ["t"]
        size = max(8, int(w * 0.42))
        for i, letter in enumerate(letters):
            img = P.unit(letter, size)
            y = h * 0.32 + i * size * 0.75
            s.blit(img, img.get_rect(center=(int(w / 2), int(y + size / 2))))
        return s

    return _sprites.get_or(("hitcard", w, h, face), make)


# ------------------------------------------------------------------------------------ events
def carried(board: Any, event: Any) -> list[str]:
    """What the generic animations carry (none: the castle's own animations carry their pieces)."""
    return []


def for_event(board: Any, event: Any, generic: list[Any]) -> list[Any]:
    """The castle's animations for one engine event (its generic ones when it has none)."""
    out = _make(board, event, generic)
    for anim in out:
        if isinstance(anim, CastleAnim):
            board.expect(anim)
    return out


def _make(board: Any, ev: Any, generic: list[Any]) -> list[Any]:
    v = board.view
    if isinstance(ev, PhaseStarted | TurnStarted | GameOver):
        return generic
    if isinstance(ev, UnitMoved):
        return _march(board, ev)
    if isinstance(ev, Fallen):
        letter = unit_letter(ev.kind)
        place = ev.place
        return [FallAnim(board, place, letter, ev.steps)] if letter else []
    if isinstance(ev, StepLost):
        return []
    if isinstance(ev, Volley):
        return [VolleyAnim(board, ev.sources, ev.target, ev.firepower)]
    if isinstance(ev, Shot):
        return [ShotAnim(board, ev.weapon, ev.source, ev.target, ev.hit)]
    if isinstance(ev, Melee):
        return [MeleeAnim(board, ev.section, ev.attack, ev.defence, ev.attack_parts, ev.defence_parts)]
    if isinstance(ev, Hit):
        return _hit(board, ev)
    if isinstance(ev, GloryChanged):
        side = ev.side or "att"
        total = ev.total + (v.endurance if side == "def" and v is not None else 0)
        why = _why(ev.why)
        return [GloryAnim(board, side, total - ev.delta, total, why)]
    if isinstance(ev, ValueChanged):
        return _value(board, ev, generic)
    if isinstance(ev, Resolved):
        return _resolved(board, ev)
    if isinstance(ev, TokenPlaced):
        return _token(board, ev)
    if isinstance(ev, OrderPlaced):
        img = P.token("order:goblin" if ev.face_down or not ev.token else f"order:{ev.token}", board.piece_px(30),
                      face_down=ev.face_down or not ev.token)
        src = f"order:{ev.token}" if ev.token else "orders"
        anim = FlyAnim(board, img, src, f"{ev.section}/order")
        anim.carry = [f"{ev.section}/order"]
        return [anim]
    if isinstance(ev, CardDrawn):
        where = ev.source.split(" machine deck")[0] + "/machine" if "machine deck" in ev.source else "deck"
        return [CardFlipAnim(board, where, str(ev.card or ""))]
    return generic


def _why(rule: str) -> str:
    if rule == "breach":
        return _("Breach of {sec}", sec="").strip()
    if rule == "passage of time":
        return _("Passage of time")
    if rule == "honour guard":
        return _("Honour guard")
    if rule.startswith("gate "):
        return _("Gate {n} destroyed", n=rule[5:])
    if rule == "breach excess":
        return _("Breach excess 4+")
    if rule == "tie-break":
        return _("Tie-break Assault")
    feat = {"troll assault": "troll_assault", "great siege": "great_siege", "bloody rituals": "bloody_rituals",
            "demolished walls": "demolished"}.get(rule)
    return W.feat_word(feat) if feat else ""


def _march(board: Any, ev: UnitMoved) -> list[Any]:
    path = [str(p) for p in ev.path]
    if len(path) < 2:
        return []
    count = getattr(ev, "count", 1)
    seat = ev.seat
    src = board.place_of(path[0], seat)
    dst = board.place_of(path[-1], seat)
    letter = unit_letter(ev.unit)
    anim = MarchAnim(board, ev.unit, count, src, dst, [board.place_of(p, seat) for p in path])
    if letter:
        anim.route = [f"{p}/{letter}" if board.has_rect(f"{p}/{letter}") else p for p in anim.route]
        anim.carry = [f"{dst}/{letter}@{count}"]
        anim.before = [f"{src}/{letter}+{count}"]
    elif ev.unit in D.HEROES:
        anim.carry = [ev.unit]
    return [anim]


def _hit(board: Any, ev: Hit) -> list[Any]:
    target, source = str(ev.target), ev.source
    if source == "breach":
        return [BreachAnim(board, target, ev.amount)]
    if source == "battering ram":
        v = board.view
        destroyed = v is not None and v.gate < D.GATES and v.gates[v.gate] - ev.amount <= 0
        return [RamAnim(board, ev.amount, destroyed)]
    if source == "trap":
        spot = board.event_place(target)
        img = P.token("trap_g", board.piece_px(30))
        anim = FlyAnim(board, img, spot or target, spot or target)
        anim.base_duration = anim.duration = 0.4
        anim.sound = "impact"
        return [anim] if spot else []
    if target in D.SEC and (ev.heavy or source in HEAVY):
        return [WallHitAnim(board, target, ev.amount)]
    return []   # kills: their Fallen event animates them


def _value(board: Any, ev: ValueChanged, generic: list[Any]) -> list[Any]:
    v = board.view
    if v is None:
        return generic
    name = ev.name
    if name == "hourglasses" and ev.seat is not None and ev.delta > 0:
        src = "camp:0" if v.n_att == 1 else f"camp:{(ev.seat - v.n_att) if v.n_def == 2 else 0}"
        if v.stage in ("attack", "dispatch"):
            src = f"camp:{v.cur_att if v.stage == 'attack' else v.dispatch['att']}"
        anim = FlyAnim(board, P.hourglass(board.piece_px(26)), src, f"hourglasses:{ev.seat}", ev.delta)
        anim.carry = [f"hourglasses:{ev.seat}@{ev.delta}"]
        anim.parallel = True
        return [anim]
    if name == "endurance glory":
        total = v.glory_def + v.endurance
        return [GloryAnim(board, "def", total, total + ev.delta, _("Endurance · dishonourable deeds").split(" · ")[0])]
    if name == "camp units" and ev.seat is not None:
        if ev.delta <= 0:
            return generic
        anim = FlyAnim(board, P.unit("o", board.piece_px(26)), "bag", f"camp:{ev.seat}", min(ev.delta, 5))
        anim.parallel = True
        return [anim]
    aid = ACTION_BY_NAME.get(name)
    if aid is not None and ev.seat is not None:
        return [SandAnim(board, ev.seat, f"do:{aid}")]
    return generic


ACTION_BY_NAME = {spec[3]: aid for aid, spec in D.BUILDING_ACTIONS.items()}


def _resolved(board: Any, ev: Resolved) -> list[Any]:
    from sprites.boards.stronghold.gestures import effect_place

    v = board.view
    seat = v.n_att + v.cur_def if v is not None else 0
    dest = effect_place(ev.action, ev.target)
    token = None
    carry: list[str] = []
    size = board.piece_px(30)
    aid = ev.action
    if aid in ("cannon", "claw"):
        token = P.machine(aid, size)
        carry = [f"{ev.target}/machine"]
    elif aid.startswith("cauldron"):
        token = P.token(aid, size)
        carry = [f"{ev.target}/cauldron"]
    elif aid in ("trap_g", "trap_t"):
        token = P.token(aid, size)
        carry = [ev.target]
    elif aid in ("platform", "glow", "blessing"):
        token = P.token(aid, size)
    elif aid == "wall":
        token = P.stone_piece(size, wood=True)
    anim = SandAnim(board, seat, f"do:{aid}", dest if token is not None else None, token)
    anim.carry = carry
    return [anim]


def _token(board: Any, ev: TokenPlaced) -> list[Any]:
    from sprites.boards.stronghold.gestures import card_target_place

    code, target = ev.code, ev.target
    v = board.view
    owner = ev.owner if ev.owner >= 0 else (v.cur_att if v is not None else 0)
    src = f"act:{owner}:{code}"
    size = board.piece_px(30)
    img = P.machine(code, size) if code.startswith("M") else P.token(code, size)
    dst = card_target_place(code, target)
    carry: list[str] = []
    if code == D.RAM_CODE:
        dst = "BARB/ram"
        carry = [f"BARB/ram@{int(target)}"]
    elif code in ("M1", "M2", "M4"):
        carry = [f"{dst}/machine"]
    elif code == "M3":
        carry = [f"{dst}/machine"]
    elif code == "M5":
        carry = [f"{dst}/cover"]
    elif code == "M7":
        carry = [f"T:{dst}"]
    elif code == "Q5":
        carry = [dst] if dst else []
    if dst is None:
        dst = src
    anim = FlyAnim(board, img, src, dst)
    anim.carry = carry
    return [anim]
