"""Settings: music and effects volume, fullscreen, resolution, animation speed, language.
Changes apply at once; they are written to the config folder on leaving."""

from __future__ import annotations

import pygame

from sprites.config import COACH_MODES, LANGUAGES, RESOLUTIONS, SPEEDS
from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.scene import Scene
from sprites.ui.widgets import Button, Cycle

LANGUAGE_NAMES = {"en": "English", "cs": "Čeština"}   # each language in its own words
COACH_LABELS = {"first": N_("First play of each game"), "always": N_("Every game"), "off": N_("Off")}

VOLUMES = list(range(0, 101, 10))


class SettingsScene(Scene):
    opaque = True

    def layout(self) -> None:
        st = self.app.settings
        w, h = self.app.size
        focus_name = self.menu.focused.name if self.menu.focused else ""
        cw, ch, gap = self.px(560), self.px(48), self.px(12)
        x = (w - cw) // 2
        y = self.px(130)
        self.menu.widgets.clear()
        rows = [
            Cycle(N_("Music volume"), VOLUMES, VOLUMES.index(st.music_volume) if st.music_volume in VOLUMES else 4,
                  self.set_music, show=lambda v: f"{v} %", name="music"),
            Cycle(N_("Effects volume"), VOLUMES, VOLUMES.index(st.effects_volume) if st.effects_volume in VOLUMES else 8,
                  self.set_effects, show=lambda v: f"{v} %", name="effects"),
            Cycle(N_("Full screen"), [False, True], int(bool(st.fullscreen)), self.app.set_fullscreen,
                  show=lambda v: _("Yes") if v else _("No"), name="fullscreen"),
            Cycle(N_("Window size"), list(RESOLUTIONS), list(RESOLUTIONS).index(tuple(st.resolution))
                  if tuple(st.resolution) in RESOLUTIONS else 0, self.app.set_resolution,
                  show=lambda v: f"{v[0]} × {v[1]}", name="resolution"),
            Cycle(N_("Animation speed"), list(SPEEDS), list(SPEEDS).index(st.speed) if st.speed in SPEEDS else 1,
                  self.set_speed, show=lambda v: f"{v:g}×", name="speed"),
            Cycle(N_("Language"), list(LANGUAGES), list(LANGUAGES).index(st.language), self.app.set_language,
                  show=lambda v: LANGUAGE_NAMES.get(v, v), name="language"),
            Cycle(N_("Coach"), list(COACH_MODES), list(COACH_MODES).index(st.coach), self.set_coach,
                  show=lambda v: _(COACH_LABELS.get(v, v)), name="coach"),
            Cycle(N_("Moves with no choice"), [False, True], int(bool(st.ask_forced)), self.set_ask_forced,
                  show=lambda v: _("Ask me") if v else _("Play them"), name="forced"),
        ]
        for c in rows:
            c.rect = pygame.Rect(x, y, cw, ch)
            self.menu.add(c)
            y += ch + gap
        self.menu.add(Button(N_("Back"), self.back, ((w - self.px(240)) // 2, y + self.px(20), self.px(240),
                                                        self.px(52)), "primary", "back"))
        target = self.menu.by_name(focus_name) or self.menu.widgets[0]
        self.menu.focus_on(target)

    def set_music(self, v: int) -> None:
        self.app.settings.music_volume = v
        self.app.sounds.set_volumes(self.app.settings.effects_volume, v)

    def set_effects(self, v: int) -> None:
        self.app.settings.effects_volume = v
        self.app.sounds.set_volumes(v, self.app.settings.music_volume)
        self.app.sounds.play("click")

    def set_ask_forced(self, v: bool) -> None:
        self.app.settings.ask_forced = v

    def set_coach(self, v: str) -> None:
        self.app.settings.coach = v

    def set_speed(self, v: float) -> None:
        self.app.settings.speed = v

    def back(self) -> None:
        self.app.settings.save()
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h), (0, 0))
        self.title(surface, _("Settings"), self.px(40), 44)
        super().draw(surface)
        hint = gfx.text(_("Left / right change a value · changes apply at once"), self.px(15), gfx.col("text_dim"))
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - self.px(10))))

    def texts(self) -> list[str]:
        return [_("Settings"), *super().texts()]
