"""A kiosk card: the full-screen title that opens a demo game (the game, its players, scenario or
map, and the AI's level) or closes one cut short (where it stood). It shows a while, then the
kiosk moves on; any key or touch is the kiosk's to handle (it brings the title)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from sprites import boards
from sprites.tr import _
from sprites.ui import art, gfx
from sprites.ui.scene import Scene


class KioskCard(Scene):
    opaque = True

    def __init__(self, app: Any, heading: str, title: str, lines: list[str], seconds: float,
                 then: Callable[[], Any], game_id: str | None = None) -> None:
        super().__init__(app)
        self.heading = heading
        self.card_title = title
        self.lines = lines[:8]
        self.seconds = seconds
        self.then = then
        self.game_id = game_id
        self.done = False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.time >= self.seconds and not self.done:
            self.done = True
            self.then()

    def back(self) -> None:
        pass   # a kiosk card has no way back; the kiosk takes every key

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h), (0, 0))
        tile = art.pattern_tile(max(64, self.px(160)))
        ts = tile.get_width()
        off = int(self.time * 18) % ts
        for y in range(-ts, h + ts, ts):
            for x in range(-ts, w + ts, ts):
                surface.blit(tile, (x + off, y + off // 2))
        head = gfx.text(self.heading, self.px(22), gfx.col("text_dim"), True)
        surface.blit(head, head.get_rect(midtop=(w // 2, self.px(40))))
        self.title(surface, gfx.fit_text(self.card_title, self.px(48), w - self.px(80), True), self.px(76), 48)
        y = self.px(160)
        if self.game_id is not None:
            pw, ph = self.px(520), self.px(300)
            pic = boards.game_art(self.game_id, pw, ph)
            rect = pic.get_rect(midtop=(w // 2, y))
            surface.blit(pic, rect.topleft)
            clip = surface.get_clip()
            surface.set_clip(rect)
            boards.idle(surface, self.game_id, rect, self.time)
            surface.set_clip(clip)
            pygame.draw.rect(surface, gfx.col("panel_edge"), rect, 3)
            y = rect.bottom + self.px(20)
        for line in self.lines:
            img = gfx.text(gfx.fit_text(line, self.px(24), w - self.px(120)), self.px(24), gfx.col("text"))
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += self.px(34)
        pulse = 0.55 + 0.45 * math.sin(self.time * 3.0)
        hint = gfx.text(_("Press any key or touch the screen to play"), self.px(22), gfx.lighten(gfx.col("highlight"), 0.3 * pulse), True)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - self.px(28))))

    def texts(self) -> list[str]:
        return [self.heading, self.card_title, *self.lines, _("Press any key or touch the screen to play")]
