"""Pause: resume, save, load, settings, rules, quit to title (an overlay over the table)."""

from __future__ import annotations

from typing import Any

import pygame

from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.scene import Scene
from sprites.ui.widgets import Button


class PauseScene(Scene):
    opaque = False

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table

    def layout(self) -> None:
        w, h = self.app.size
        bw, bh, gap = self.px(320), self.px(50), self.px(12)
        items = [(N_("Resume"), self.back, "primary", "resume"), (N_("Save game"), self.save, "normal", "save"),
                 (N_("Load game"), self.load, "normal", "load"), (N_("Settings"), self.settings, "normal", "settings"),
                 (N_("Rules"), self.rules, "normal", "rules"), (N_("Quit to title"), self.quit, "danger", "quit")]
        y0 = (h - len(items) * (bh + gap)) // 2 + self.px(30)
        self.menu.widgets.clear()
        for i, (key, fn, style, name) in enumerate(items):
            self.menu.add(Button(key, fn, ((w - bw) // 2, y0 + i * (bh + gap), bw, bh), style, name))
        self.panel = pygame.Rect((w - bw) // 2 - self.px(30), y0 - self.px(80), bw + self.px(60),
                                 len(items) * (bh + gap) + self.px(100))

    def save(self) -> None:
        if self.table.save_named():
            self.back()

    def load(self) -> None:
        from sprites.scenes.saves import SavesScene

        self.app.push(SavesScene(self.app))

    def settings(self) -> None:
        from sprites.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from sprites.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.table.rules))

    def quit(self) -> None:
        from sprites.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_shade(surface.get_size()), (0, 0))
        p = self.panel
        surface.blit(gfx.panel(p.w, p.h, gfx.col("panel"), self.px(14), gfx.col("highlight"), self.px(6)), p.topleft)
        img = gfx.text_shadow(_("Paused"), self.px(36), gfx.col("highlight"))
        surface.blit(img, img.get_rect(midtop=(p.centerx, p.y + self.px(16))))
        super().draw(surface)

    def texts(self) -> list[str]:
        return [_("Paused"), *super().texts()]


def _shade(size: tuple[int, int]) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, 150))
        return surf

    return gfx._surf_cache.get_or(("shade", size), make)
