"""Hot-seat hand-over: covers the table until the next human player confirms."""

from __future__ import annotations

from typing import Any

import pygame

from sprites import gfx
from sprites.i18n import tr
from sprites.scene import Scene
from sprites.widgets import Button


class HandOverScene(Scene):
    opaque = True

    def __init__(self, app: Any, table: Any, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.seat_name(seat)

    def layout(self) -> None:
        w, h = self.app.size
        bw, bh = self.px(420), self.px(60)
        self.menu.widgets.clear()
        self.menu.add(Button(lambda: tr("handover.ready", name=self.name), self.confirm,
                             ((w - bw) // 2, h // 2 + self.px(70), bw, bh), "primary", "ready", size=22))
        self.menu.add(Button("table.menu", self.open_pause, ((w - self.px(200)) // 2, h // 2 + self.px(150),
                                                             self.px(200), self.px(44)), "normal", "menu"))
        self.menu.focus_on(self.menu.widgets[0])

    def confirm(self) -> None:
        self.app.sounds.play("click")
        self.table.confirm_handover(self.seat)
        self.app.pop()

    def open_pause(self) -> None:
        from sprites.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.table))

    def back(self) -> None:
        self.open_pause()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h, gfx.darken(gfx.col("table"), .45)), (0, 0))
        badge = gfx.seat_badge(self.seat, self.px(120))
        surface.blit(badge, badge.get_rect(center=(w // 2, h // 2 - self.px(130))))
        self.title(surface, tr("handover.pass", name=self.name), h // 2 - self.px(50), 44)
        sub = gfx.text(tr("handover.hidden"), self.px(20), gfx.col("text_dim"))
        surface.blit(sub, sub.get_rect(midtop=(w // 2, h // 2 + self.px(14))))
        super().draw(surface)

    def texts(self) -> list[str]:
        return [tr("handover.pass", name=self.name), tr("handover.hidden"), *super().texts()]
