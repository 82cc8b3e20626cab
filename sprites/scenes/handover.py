"""Hot-seat hand-over: covers the table until the next human player confirms."""

from __future__ import annotations

from typing import Any

import pygame

from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.scene import Scene
from sprites.ui.widgets import Button


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
        self.menu.add(Button(lambda: _("I am {name}: show my table", name=self.name), self.confirm,
                             ((w - bw) // 2, h // 2 + self.px(70), bw, bh), "primary", "ready", size=22))
        self.menu.add(Button(N_("Menu"), self.open_pause, ((w - self.px(200)) // 2, h // 2 + self.px(150),
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
        colour = gfx.seat_colour(self.seat)
        surface.blit(gfx.felt(w, h, gfx.darken(colour, .72)), (0, 0))
        pygame.draw.rect(surface, colour, surface.get_rect(), self.px(10))
        badge = gfx.seat_badge(self.seat, self.px(120))
        surface.blit(badge, badge.get_rect(center=(w // 2, h // 2 - self.px(150))))
        # the seat's name large, readable from across the room
        size = self.px(64)
        while size > self.px(30) and gfx.font(size, True).size(self.name)[0] > w - self.px(80):
            size -= 2
        name = gfx.text_shadow(self.name, size, gfx.lighten(colour, .35), True, max(2, self.px(3)))
        surface.blit(name, name.get_rect(midbottom=(w // 2, h // 2 - self.px(28))))
        head = gfx.text(_("Pass the screen to {name}", name=self.name), self.px(24), gfx.col("text"), True)
        surface.blit(head, head.get_rect(midbottom=(w // 2, h // 2 + self.px(8))))
        sub = gfx.text(_("The table is hidden so no one sees another player's secrets."), self.px(20), gfx.col("text_dim"))
        surface.blit(sub, sub.get_rect(midtop=(w // 2, h // 2 + self.px(18))))
        super().draw(surface)

    def texts(self) -> list[str]:
        return [_("Pass the screen to {name}", name=self.name), _("The table is hidden so no one sees another player's secrets."), *super().texts()]
