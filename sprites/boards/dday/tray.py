"""The dice tray: the six custom dice of the unit rolling (two red, two white, two blue) with their
faces drawn as symbols, locked dice under a padlock, a set-aside die faded, cancelled results
crossed out; the added (virtual) results and the Lieutenant's trade pool beside them; and the
combinations the roll holds (red-white-blue triples, a straight, tools) lit with what they give."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.dday.data import (
    DEAD_MANS_GIFT_POINTS,
    FRESH_TROOPS,
    MAX_ROLLS,
    NOCOLOUR,
    SKULL,
    TOOL,
    tool_points,
)
from game.dday.state import ANY_COLOUR
from sprites.board.places import Place
from sprites.boards.dday import dice, units, words
from sprites.boards.dday.sizes import fs
from sprites.boards.dday.texts import tx
from sprites.ui import gfx


@dataclass
class Die:
    place: str
    rect: pygame.Rect
    code: int
    locked: bool = False
    aside: bool = False
    cancelled: bool = False
    blank: bool = False


@dataclass
class Combo:
    key: str                    # a face key (skull ... tool), "straight" or "tools"
    face: int
    count: int
    gives: str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def results(u: Any) -> list[int]:
    return [d for i, d in enumerate(u.dice) if i != u.aside] + list(u.virt)


def combos(view: Any, u: Any) -> list[Combo]:
    """What the roll on the tray holds: triples of one face in red, white and blue (and bonuses an
    item or decoration granted), a straight of all six faces, and the tools' equipment points."""
    if u.rolls == 0 and not u.t.get("final"):
        return []
    counts = [[0] * 6 for _i in range(3)]
    faces_seen = 0
    tools = 0
    for r in results(u):
        c, f = r // 6, r % 6
        if c < 3:
            counts[c][f] += 1
            faces_seen |= 1 << f
        if f == TOOL:
            tools += 1
    out: list[Combo] = []
    bonuses = view.level != "exercise"
    for f in range(6):
        n = min(counts[0][f], counts[1][f], counts[2][f]) if bonuses else 0
        n += u.t.get(f"xb{f}", 0) if bonuses else 0
        if n:
            out.append(Combo(words.FACE_KEYS[f], f, n, gives(f)))
    if faces_seen == 63 and view.level == "advanced":
        out.append(Combo("straight", -1, 1, tx("dday.combo_straight")))
    if tools and view.level == "advanced":
        out.append(Combo("tools", TOOL, tools, tx("dday.combo_tools", n=tools, p=tool_points(tools))))
    return out


def gives(f: int) -> str:
    """A triple's bonus in a few words (the tooltip has the whole text)."""
    return tx(f"dday.gives_{words.FACE_KEYS[f]}", pts=DEAD_MANS_GIFT_POINTS, n=FRESH_TROOPS)


class Tray:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.seat: int | None = None
        self.head = ""
        self.lines: list[str] = []
        self.dice: list[Die] = []
        self.virt: list[Die] = []
        self.pool: list[Die] = []
        self.combos: list[Combo] = []
        self.size = 40
        self.s = 1.0

    def layout(self, rect: pygame.Rect, view: Any, seat: int | None, name: str, s: float) -> list[Place]:
        self.rect = pygame.Rect(rect)
        self.s = s
        self.seat = seat
        self.dice, self.virt, self.pool, self.combos = [], [], [], []
        places = [Place("tray", (rect.x, rect.y, rect.w, rect.h), "tray", focus=False, label=tx("dday.tray"))]
        if seat is None or not view.units:
            self.head = ""
            return places
        u = view.units[seat]
        self.head = f"{name} — {self.status(view, u)}"
        pad = int(8 * s)
        # the head on one line when it fits, else the unit's name, then what the tray asks
        self.lines = gfx.wrap(self.head, fs(s, 14), rect.w - int(40 * s), True)
        if len(self.lines) > 1:
            self.lines = [f"{name} —", self.status(view, u)]
        head_h = int(22 * s) * len(self.lines)
        gap = int(8 * s)
        n = len(u.dice)
        self.size = d = int(min(58 * s, (rect.w - 2 * pad - gap * (n - 1)) / n, rect.h - head_h - 96 * s))
        y = rect.y + head_h + int(8 * s)
        x0 = rect.x + (rect.w - (n * d + (n - 1) * gap)) // 2
        cancel = self.cancel_marks(view, u)
        unrolled = u.rolls == 0 and not u.t.get("final")
        from game.dday.rolling import skull_reroll_banned

        banned = skull_reroll_banned(view, u) if not unrolled else False
        for i, code in enumerate(u.dice):
            r = pygame.Rect(x0 + i * (d + gap), y, d, d)
            pid = f"die:{seat}:{i}"
            locked = bool(u.locked[i]) or (banned and code % 6 == SKULL and u.t.get("final") is None)
            self.dice.append(Die(pid, r, code, locked, i == u.aside, cancel.pop(("die", i), False), unrolled))
            places.append(Place(pid, (r.x, r.y, r.w, r.h), "die", z=2, seat=seat,
                                label=words.result(code)))
        small = int(d * 0.58)
        y2 = y + d + int(8 * s)
        x = rect.x + pad
        for k, code in enumerate(u.virt):
            r = pygame.Rect(x, y2, small, small)
            pid = f"virt:{seat}:{k}"
            self.virt.append(Die(pid, r, code, cancelled=cancel.pop(("virt", k), False)))
            places.append(Place(pid, (r.x, r.y, r.w, r.h), "added", z=2, seat=seat, label=words.result(code)))
            x += small + int(4 * s)
        if u.pool and "Lieutenant" in u.specs:
            x = rect.right - pad - len(u.pool) * (small + int(4 * s))
            for k, code in enumerate(u.pool):
                r = pygame.Rect(x + k * (small + int(4 * s)), y2, small, small)
                pid = f"pool:{seat}:{k}"
                self.pool.append(Die(pid, r, code))
                places.append(Place(pid, (r.x, r.y, r.w, r.h), "pool", z=2, seat=seat, label=words.result(code)))
        y3 = y2 + small + int(8 * s)
        x = rect.x + pad
        ch = int(24 * s)
        for combo in combos(view, u):
            img = combo_img(combo, ch)
            if x + img.get_width() > rect.right - pad and x > rect.x + pad:
                x, y3 = rect.x + pad, y3 + ch + int(4 * s)
            combo.rect = pygame.Rect(x, y3, img.get_width(), ch)
            self.combos.append(combo)
            places.append(Place(f"combo:{combo.key}", (x, y3, img.get_width(), ch), "combo", z=2, seat=seat,
                                label=combo.gives))
            x += img.get_width() + int(5 * s)
        return places

    def signature(self) -> tuple[Any, ...]:
        """Everything the tray shows, as plain values."""
        dice_ = tuple((d.place, d.code, d.locked, d.aside, d.cancelled, d.blank, tuple(d.rect))
                      for d in (*self.dice, *self.virt, *self.pool))
        return (tuple(self.rect), self.seat, self.head, dice_,
                tuple((c.key, c.count, c.gives, tuple(c.rect)) for c in self.combos))

    def pieces(self) -> set[str]:
        return {d.place for d in (*self.dice, *self.virt, *self.pool)}

    def status(self, view: Any, u: Any) -> str:
        from game.dday.rolling import lock_count

        up = view.up or {}
        if view.phase == "upkeep" and up.get("seat") == u.seat and up.get("step") == "cancel" and up.get("skulls"):
            return tx("dday.tray_cancel", n=up["skulls"])
        if u.t.get("final"):
            return tx("dday.tray_final")
        if u.rolls == 0:
            return tx("dday.tray_ready")
        need = lock_count(view, u) - sum(u.locked)
        if view.phase == "roll" and need > 0:
            return tx("dday.tray_lock", n=need)
        return tx("dday.tray_roll", n=u.rolls, m=MAX_ROLLS)

    def cancel_marks(self, view: Any, u: Any) -> dict[tuple[str, int], bool]:
        """Which results the skulls have cancelled so far (upkeep): the first of each face."""
        up = view.up or {}
        if view.phase != "upkeep" or up.get("seat") != u.seat:
            return {}
        left = list(up.get("cancel", [0] * 6))
        out: dict[tuple[str, int], bool] = {}
        for i, code in enumerate(u.dice):
            if i != u.aside and left[code % 6] > 0:
                left[code % 6] -= 1
                out[("die", i)] = True
        for k, code in enumerate(u.virt):
            if left[code % 6] > 0:
                left[code % 6] -= 1
                out[("virt", k)] = True
        return out

    def paint(self, surf: pygame.Surface, hidden: set[str]) -> None:
        s = self.s
        r = self.rect
        surf.blit(tray_panel(r.w, r.h, s), r.topleft)
        if self.head:
            badge = units.badge(self.seat or 0, int(18 * s), fs(s))
            surf.blit(badge, (r.x + int(8 * s), r.y + int(5 * s)))
            for k, line in enumerate(self.lines):
                t = gfx.text(gfx.fit_text(line, fs(s, 14), r.w - int(40 * s), True, whole_on_hover=True),
                             fs(s, 14), (250, 236, 190), True)
                surf.blit(t, (r.x + int(30 * s), r.y + int(5 * s) + k * int(20 * s)))
        for die in self.dice:
            if die.place in hidden:
                continue
            face = -1 if die.blank else die.code % 6
            img = dice.custom_die(die.rect.w, die.code // 6, face)
            if die.aside:
                img = dice.faded(img)
            surf.blit(img, img.get_rect(center=die.rect.center))
            if die.locked and not die.blank:
                lk = dice.lock_badge(int(die.rect.w * 0.42))
                surf.blit(lk, lk.get_rect(center=(die.rect.right - 2, die.rect.top + 2)))
            if die.cancelled:
                x = dice.cancel_cross(int(die.rect.w * 0.9))
                surf.blit(x, x.get_rect(center=die.rect.center))
        for die in self.virt + self.pool:
            if die.place in hidden:
                continue
            colour = die.code // 6
            img = dice.custom_die(die.rect.w, colour if colour != ANY_COLOUR else 4, die.code % 6)
            surf.blit(img, img.get_rect(center=die.rect.center))
            if die.cancelled:
                x = dice.cancel_cross(int(die.rect.w * 0.9))
                surf.blit(x, x.get_rect(center=die.rect.center))
        for combo in self.combos:
            surf.blit(combo_img(combo, combo.rect.h), combo.rect.topleft)


def tray_panel(w: int, h: int, s: float) -> pygame.Surface:
    """A felt-lined wooden dice tray."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 110), (4, 5, w - 4, h - 5), border_radius=int(12 * s))
        pygame.draw.rect(surf, (118, 80, 46), (0, 0, w - 4, h - 5), border_radius=int(12 * s))
        rim = max(4, int(7 * s))
        pygame.draw.rect(surf, (26, 62, 44), (rim, rim, w - 4 - 2 * rim, h - 5 - 2 * rim), border_radius=int(8 * s))
        pygame.draw.rect(surf, (60, 40, 22), (0, 0, w - 4, h - 5), 2, border_radius=int(12 * s))
        return surf

    return gfx._surf_cache.get_or(("dday-tray", w, h, s), make)


def combo_img(combo: Combo, h: int) -> pygame.Surface:
    """A lit combination: the dice that make it and what it gives."""
    def make() -> pygame.Surface:
        d = int(h * 0.72)
        if combo.key == "straight":
            pics = [dice.custom_die(d, 1, f) for f in range(6)]
        elif combo.key == "tools":
            pics = [dice.custom_die(d, NOCOLOUR, TOOL)]
        else:
            pics = [dice.custom_die(d, c, combo.face) for c in range(3)]
        fs = int(h * 0.5)
        label = combo.gives + (f" ×{combo.count}" if combo.count > 1 and combo.key != "tools" else "")
        t = gfx.text(label, fs, (30, 24, 10), True)
        step = int(d * (0.55 if len(pics) > 3 else 0.8))
        w = step * (len(pics) - 1) + pics[0].get_width() + t.get_width() + int(h * 0.5)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 214, 90), (0, 0, w, h), border_radius=h // 2)
        pygame.draw.rect(surf, (120, 80, 20), (0, 0, w, h), 2, border_radius=h // 2)
        x = int(h * 0.18)
        for p in pics:
            surf.blit(p, p.get_rect(midleft=(x, h // 2)))
            x += step
        surf.blit(t, t.get_rect(midleft=(x + pics[0].get_width() - step + 3, h // 2)))
        return surf

    return gfx._surf_cache.get_or(("dday-combo", combo.key, combo.count, combo.gives, h), make)
