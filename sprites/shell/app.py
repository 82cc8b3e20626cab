"""The frame loop and the scene stack: the window, input (the gamepad as keys), toasts, and the
scenes drawn from the last opaque one up. The ways in are ``sprites.shell.launch`` (title, replay),
``sprites.shell.kiosk`` and ``sprites.tools.autoplay``."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Every frame is drawn in software and only handed to the window: on X11 the shared-memory image
# does that for ~0.04 ms a frame. SDL's default there presents through an OpenGL texture, which on
# a machine without a GPU driver (Mesa's llvmpipe: kiosk boxes, virtual machines, remote desktops)
# cost 1.7 ms a frame on the main thread and a third of a core in the rasteriser's threads: an idle
# table used 52% of a core, 10% without (1280x720, Xvfb). Other systems ignore the hint (Windows
# already blits, macOS and Wayland have only the texture path); SDL_FRAMEBUFFER_ACCELERATION=1
# in the environment restores SDL's default.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")

import pygame  # noqa: E402

from sprites import boards, i18n  # noqa: E402
from sprites.config import Settings  # noqa: E402
from sprites.table.aiclient import AIClient  # noqa: E402
from sprites.tr import _  # noqa: E402
from sprites.ui import gfx  # noqa: E402
from sprites.ui.scene import Scene  # noqa: E402

BASE_SIZE = (1280, 720)
MIN_SIZE = (640, 360)


MAX_TOAST = 400   # characters: a message quoting a file must not take the screen (or a frame)


class Toast:
    def __init__(self, text: str, kind: str, seconds: float) -> None:
        self.text = text if len(text) <= MAX_TOAST else text[:MAX_TOAST - 1] + "…"
        self.kind = kind
        self.left = seconds
        self._lines: tuple[tuple[int, int], list[str]] | None = None

    def lines(self, size: int, width: int) -> list[str]:
        """The message wrapped for this size, kept until the size changes (not re-wrapped each frame)."""
        if self._lines is None or self._lines[0] != (size, width):
            self._lines = ((size, width), gfx.wrap(self.text, size, width)[:4])
        return self._lines[1]


def fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """``size``, or the largest window size offered that fits the screen when it does not (a
    size chosen on a big monitor, opened on a laptop: the window's edges would be off-screen).
    Headless (the dummy driver's made-up 1024x768) the size is kept."""
    try:
        if pygame.display.get_driver() == "dummy":
            return size
        desks = pygame.display.get_desktop_sizes()
    except pygame.error:
        return size
    if not desks:
        return size
    dw, dh = desks[0]
    if size[0] <= dw and size[1] <= dh:
        return size
    from sprites.config import RESOLUTIONS

    fits = [r for r in RESOLUTIONS if r[0] <= dw and r[1] <= dh]
    return max(fits) if fits else (max(MIN_SIZE[0], dw), max(MIN_SIZE[1], dh))


class App:
    def __init__(self, size: tuple[int, int] = BASE_SIZE, fullscreen: bool = False,
                 settings: Settings | None = None) -> None:
        pygame.init()
        self.settings = settings or Settings.load()
        if fullscreen:
            self.settings.fullscreen = True
        i18n.set_language(self.settings.language)
        self.window_size = tuple(size) if size else tuple(self.settings.resolution)
        self.screen = self._set_mode()
        pygame.display.set_caption(_("Tabletop Arcade"))
        pygame.event.clear()   # input meant for an earlier window (or a test's app) never reaches this one
        self.scenes: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.toasts: list[Toast] = []
        self.toast_rects: list[pygame.Rect] = []   # where the messages were drawn (tests)
        self.ai = AIClient()
        self.speed_override: float | None = None   # autoplay runs the timeline fast
        self.think_min = 0.45                       # seconds an AI seat at least "thinks" on screen
        self.robot: Any = None
        self.frame_times: list[float] = []   # wall time of each frame's work (not the vsync wait)
        self.frame_cpu: list[float] = []     # CPU time of the main thread in that frame (bench)
        self.measure_cpu = False
        # Work that no frame on screen waits for (an AI request's encoding): run after the flip,
        # in the idle part of the frame's budget, timed apart (``idle_times``) so the bench shows it.
        self.after_flip: list[Callable[[], None]] = []
        self.idle_times: list[float] = []
        self.joysticks: dict[int, Any] = {}
        # couch play: the seat each claimed controller plays for (instance id -> seat); a claimed
        # controller acts for its seat only, keyboard, mouse and unclaimed controllers for any
        self.pad_seats: dict[int, int] = {}
        self._axis_held: dict[tuple[int, int], int] = {}
        from sounds import SoundBank

        self.sounds = SoundBank(self.settings.effects_volume, self.settings.music_volume)
        try:
            pygame.joystick.init()
            for i in range(pygame.joystick.get_count()):
                js = pygame.joystick.Joystick(i)
                self.joysticks[js.get_instance_id()] = js
        except pygame.error:
            pass
        pygame.key.set_repeat(320, 45)

    # ------------------------------------------------------------------ window
    def _set_mode(self) -> pygame.Surface:
        if self.settings.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.settings.fullscreen = False
        return pygame.display.set_mode(fit_desktop(self.window_size), pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        w, h = self.size
        return max(0.5, min(w / BASE_SIZE[0], h / BASE_SIZE[1]))

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.screen = self._set_mode()
        self.relayout()

    def set_resolution(self, res: tuple[int, int]) -> None:
        self.settings.resolution = res
        self.window_size = res
        if not self.settings.fullscreen:
            self.screen = self._set_mode()
            self.relayout()

    def resize(self, w: int, h: int) -> None:
        w, h = max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)
        if (w, h) != self.size:
            self.window_size = (w, h)
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.relayout()

    def relayout(self) -> None:
        gfx.clear_caches()
        for scene in self.scenes:
            scene.layout()

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        i18n.set_language(lang)
        pygame.display.set_caption(_("Tabletop Arcade"))
        for scene in list(self.scenes):   # texts already made (a table's log) are made again
            scene.language_changed()
        self.relayout()

    @property
    def speed(self) -> float:
        return self.speed_override or self.settings.speed

    # ------------------------------------------------------------------ scenes
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.layout()
        return scene

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop().on_exit()
            self.scenes[-1].on_resume()

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().on_exit()
        return self.push(scene)

    def reset(self, *scenes: Scene) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        for scene in scenes:
            self.push(scene)

    def find(self, cls: type) -> Any:
        for scene in reversed(self.scenes):
            if isinstance(scene, cls):
                return scene
        return None

    def toast(self, text: str, kind: str = "info", seconds: float = 3.5) -> None:
        self.toasts.append(Toast(text, kind, seconds))
        self.toasts = self.toasts[-4:]

    # ------------------------------------------------------------------ input
    def translate_gamepad(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The pad as the keys the scenes already understand: d-pad / left stick = arrows,
        A = Enter, B = Esc, X = the full action list (L), Y = a tooltip (I), the shoulders zoom
        (- / +), the right stick pans (Shift + arrows), Back / Select = undo (Ctrl+Z: the
        shoulders were taken by the zoom), Start = Esc."""
        pad = getattr(event, "instance_id", getattr(event, "joy", 0))

        def key(k: int, mod: int = 0) -> pygame.event.Event:
            # ``pad``: which controller pressed it (scenes give a claimed one its seat only)
            return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, pad=pad)

        if event.type == pygame.JOYHATMOTION:
            x, y = event.value
            if y > 0:
                return key(pygame.K_UP)
            if y < 0:
                return key(pygame.K_DOWN)
            if x < 0:
                return key(pygame.K_LEFT)
            if x > 0:
                return key(pygame.K_RIGHT)
            return None
        if event.type == pygame.JOYBUTTONDOWN:
            return {0: key(pygame.K_RETURN), 1: key(pygame.K_ESCAPE), 2: key(pygame.K_l), 3: key(pygame.K_i),
                    4: key(pygame.K_MINUS), 5: key(pygame.K_PLUS), 6: key(pygame.K_z, pygame.KMOD_CTRL),
                    7: key(pygame.K_ESCAPE)}.get(event.button)
        if event.type == pygame.JOYAXISMOTION and event.axis in (0, 1, 2, 3):
            held = (getattr(event, "instance_id", 0), event.axis)
            v = event.value
            if abs(v) < 0.3:
                self._axis_held.pop(held, None)
                return None
            if abs(v) > 0.6 and held not in self._axis_held:
                self._axis_held[held] = 1
                mod = pygame.KMOD_SHIFT if event.axis in (2, 3) else 0   # the right stick pans
                if event.axis in (0, 2):
                    return key(pygame.K_RIGHT if v > 0 else pygame.K_LEFT, mod)
                return key(pygame.K_DOWN if v > 0 else pygame.K_UP, mod)
        return None

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.resize(event.w, event.h)
            return
        if event.type == pygame.JOYDEVICEADDED:
            try:
                js = pygame.joystick.Joystick(event.device_index)
                self.joysticks[js.get_instance_id()] = js
            except (pygame.error, AttributeError):
                pass
            return
        if event.type == pygame.JOYDEVICEREMOVED:
            pad = getattr(event, "instance_id", None)
            self.joysticks.pop(pad, None)
            seat = self.pad_seats.pop(pad, None)
            if seat is not None:   # its seat plays on with keyboard and mouse: nothing is lost
                self.toast(_("A controller was unplugged: its seat plays on with the keyboard and mouse."), "info", 5.0)
            return
        if event.type in (pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.JOYAXISMOTION):
            event = self.translate_gamepad(event)
            if event is None:
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        top = self.top
        if top is not None:
            top.handle(event)

    # ------------------------------------------------------------------ frame
    def frame(self, dt: float) -> None:
        start = time.perf_counter()
        cpu = time.thread_time() if self.measure_cpu else 0.0
        if self.robot is not None:
            self.robot.before_events()
        for event in pygame.event.get():
            self.dispatch(event)
            if not self.running:
                return
        top = self.top
        if top is None:
            self.running = False
            return
        # the seat colours of the game on screen (a game's components may have their own)
        boards.use_game(next((sc.game_id for sc in reversed(self.scenes) if sc.game_id), None))
        top.update(dt)
        for t in self.toasts:
            t.left -= dt
        self.toasts = [t for t in self.toasts if t.left > 0]
        self.draw(self.screen)
        if self.robot is not None:
            self.robot.after_draw()
        pygame.display.flip()
        self.frame_times.append(time.perf_counter() - start)
        if self.measure_cpu:
            self.frame_cpu.append(time.thread_time() - cpu)
        if self.after_flip:
            idle_start = time.perf_counter()
            jobs, self.after_flip = self.after_flip, []
            for job in jobs:
                job()
            self.idle_times.append(time.perf_counter() - idle_start)
        if len(self.frame_times) > 5000:
            del self.frame_times[:2500]
            del self.frame_cpu[:2500]
            del self.idle_times[:-100]

    def draw(self, surface: pygame.Surface) -> None:
        first = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                first = i
                break
        for scene in self.scenes[first:]:
            scene.draw(surface)
        self.draw_toasts(surface)

    def draw_toasts(self, surface: pygame.Surface) -> None:
        s = self.scale
        # stacked upwards from above the bottom button row: the titles, prompts and lists at the
        # top stay readable while a message shows
        y = surface.get_height() - int(96 * s)
        self.toast_rects = []
        for t in reversed(self.toasts):
            colour = {"danger": gfx.col("danger"), "ok": gfx.col("ok")}.get(t.kind, gfx.col("panel_light"))
            lines = t.lines(int(19 * s), int(720 * s))
            h = int((16 + 26 * len(lines)) * s)
            w = int(760 * s)
            x = (surface.get_width() - w) // 2
            y -= h
            img = gfx.panel(w, h, gfx.darken(colour, .45), int(10 * s), colour, int(4 * s), 2)
            self.toast_rects.append(pygame.Rect(x, y, w, h))
            gfx.box("toast", (x, y, w, h), t.text)
            img.set_alpha(int(255 * min(1.0, t.left * 3)))
            surface.blit(img, (x, y))
            img.set_alpha(255)
            for i, line in enumerate(lines):
                label = gfx.text(line, int(19 * s), gfx.col("text"), True)
                surface.blit(label, (x + int(16 * s), y + int((8 + 26 * i) * s)))
            y -= int(8 * s)

    def run(self) -> None:
        while self.running:
            dt = self.clock.tick(60) / 1000.0
            self.frame(min(dt, 0.1))

    def shutdown(self) -> None:
        for scene in list(self.scenes):
            scene.on_exit()
        self.scenes.clear()
        self.ai.close()
        self.sounds.stop()
        self.settings.save()
