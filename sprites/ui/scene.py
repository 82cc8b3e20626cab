"""The scene interface every screen shares: ``handle(event)``, ``update(dt)``, ``draw(surface)``.

A scene reads like the screen: ``layout`` places its widgets for the current window size, then
input, then drawing. ``texts`` lists the words on screen (tests check translations with it).
"""

from __future__ import annotations

from typing import Any

import pygame

from sprites.ui import gfx
from sprites.ui.widgets import Menu


class Scene:
    opaque = True   # False: the scene below is drawn first (overlays)
    game_id: str | None = None   # the game this scene shows (its seat colours apply)

    def __init__(self, app: Any) -> None:
        # the running client (``sprites.shell.app.App``): the scene stack, settings, sounds, the AI
        self.app = app
        self.menu = Menu()
        self.time = 0.0

    # ------------------------------------------------------------------ layout
    @property
    def s(self) -> float:
        return self.app.scale

    def px(self, v: float) -> int:
        return int(round(v * self.app.scale))

    def layout(self) -> None:
        """(Re)build widgets for the window size and language."""

    def language_changed(self) -> None:
        """The player switched the language (``layout`` follows): words the scene made and kept
        (a log, a headline) are made again in the new language."""

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.menu.handle(event)

    def back(self) -> None:
        self.app.pop()

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.menu.draw(surface, self.s)

    def texts(self) -> list[str]:
        return [w.text() for w in self.menu.widgets if w.visible]

    # ------------------------------------------------------------------ helpers
    def title(self, surface: pygame.Surface, s: str, y: int, size: int = 44) -> None:
        img = gfx.text_shadow(s, self.px(size), gfx.col("highlight"), True, max(2, self.px(3)))
        surface.blit(img, img.get_rect(midtop=(surface.get_width() // 2, y)))

    def dim(self, surface: pygame.Surface, alpha: int = 160) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, alpha))
        surface.blit(shade, (0, 0))

    def on_exit(self) -> None:
        pass

    def on_resume(self) -> None:
        """Back on top after the scene above it closed."""
