"""The frame loop, the scene stack and the client's entry points.

``run_client`` opens the window and shows the title; ``run_autoplay`` plays a whole game with AI
in every seat through the real title, setup and table scenes by posting real pygame events.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from sprites import gfx, i18n  # noqa: E402
from sprites.aiclient import AIClient  # noqa: E402
from sprites.config import Settings, saves_dir  # noqa: E402
from sprites.scene import Scene  # noqa: E402
from sprites.tr import _  # noqa: E402

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
        self.joysticks: dict[int, Any] = {}
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
        return pygame.display.set_mode(self.window_size, pygame.RESIZABLE)

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

    # ------------------------------------------------------------------ saves
    def load_save(self, path: str | Path) -> bool:
        """Load a save into a new table; a refused file leaves everything as it was."""
        from game.core.saves import SaveError, load_match
        from sprites.scenes.table import TableScene
        from sprites.scenes.title import TitleScene

        try:
            match = load_match(path)
        except SaveError as err:
            self.toast(_("This save cannot be loaded: {reason}", reason=str(err)), "danger", 6.0)
            self.sounds.play("defeat")
            return False
        except Exception as err:  # the loader promises SaveError only; the client stays up regardless
            self.toast(_("This save cannot be loaded: {reason}", reason=type(err).__name__), "danger", 6.0)
            return False
        controllers = read_controllers(path, match.rules.num_seats(match.state))
        from sprites.savefiles import adopt

        meta = read_meta(path)
        adopt(match, meta)   # its autosave goes on in the game's own file
        self.reset(TitleScene(self), TableScene(self, match, controllers, loaded=True, meta=meta))
        self.toast(_("Game loaded."), "ok")
        return True

    # ------------------------------------------------------------------ input
    def translate_gamepad(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The pad as the keys the scenes already understand: d-pad / left stick = arrows,
        A = Enter, B = Esc, X = the full action list (L), Y = a tooltip (I), the shoulders zoom
        (- / +), the right stick pans (Shift + arrows), Back / Select = undo (Ctrl+Z: the
        shoulders were taken by the zoom), Start = Esc."""
        def key(k: int, mod: int = 0) -> pygame.event.Event:
            return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)

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
        gfx.use_game(next((sc.game_id for sc in reversed(self.scenes) if sc.game_id), None))
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
        if len(self.frame_times) > 5000:
            del self.frame_times[:2500]
            del self.frame_cpu[:2500]

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


def read_meta(path: str | Path) -> dict[str, Any]:
    """A save's meta (who sat where, which game it is), empty if it cannot be read."""
    try:
        from game.core import saves

        return saves.read_save_info(path).meta
    except Exception:
        return {}


def read_controllers(path: str | Path, seats: int) -> list[str]:
    """Who sat where (human / AI level), from the save's meta; every seat human if unknown."""
    try:
        meta = read_meta(path)
        controllers = meta.get("controllers")
        if isinstance(controllers, list) and len(controllers) == seats and all(
                c in ("human", "easy", "normal", "hard") for c in controllers):
            return [str(c) for c in controllers]
    except Exception:
        pass
    return ["human"] * seats


def list_saves() -> list[Path]:
    from game.core.saves import is_temp_name, remove_stale_temps

    folder = saves_dir()
    remove_stale_temps(folder)
    try:
        files = [p for p in folder.glob("*.save") if p.is_file() and not is_temp_name(p.name)
                 and not p.name.startswith(".")]
    except OSError:
        return []
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def latest_autosave() -> Path | None:
    autos = [p for p in list_saves() if p.name.startswith("autosave-")]
    return autos[0] if autos else None


def _registered(game_id: str) -> bool:
    from game import registry

    return game_id in registry.ids()


def run_client(fullscreen: bool = False, size: tuple[int, int] = (1280, 720)) -> int:
    """Open the window on the title screen and run until the player quits."""
    from sprites.scenes.title import TitleScene

    settings = Settings.load()
    if tuple(size) == BASE_SIZE:
        size = tuple(settings.resolution)  # the window size chosen in the settings
    app = App(size, fullscreen, settings)
    app.push(TitleScene(app))
    app.sounds.start_music()
    try:
        app.run()
    finally:
        app.shutdown()
        pygame.quit()
    return 0


def run_replay(path: str | Path, fullscreen: bool = False, frames: int | None = None) -> int:
    """Open the window on the replay of a save (the title screen under it); ``frames`` bounds the
    run (tests). 2 when the save is refused."""
    from sprites.scenes.replay import ReplayScene, watch_save
    from sprites.scenes.title import TitleScene

    settings = Settings.load()
    app = App(tuple(settings.resolution), fullscreen, settings)
    app.push(TitleScene(app))
    try:
        if not watch_save(app, path):
            return 2
        if frames is None:
            app.run()
        else:
            for _frame in range(frames):
                app.frame(1 / 60)
            return 0 if isinstance(app.top, ReplayScene) else 1
    finally:
        app.shutdown()   # the process ends next (no pygame.quit: fonts cached in gfx stay valid)
    return 0


def run_autoplay(game_id: str, seed: int | None, options: dict, screenshots: str | None,
                 max_seconds: float = 600, language: str | None = None) -> int:
    """Play a whole game with AI in every seat through title, setup and table (real events);
    ``language`` ("cs") plays it in that language (the settings' language otherwise)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not _registered(game_id):
        from game import registry

        print(f"error: no game {game_id!r} (registered: {', '.join(registry.ids()) or 'none'})", file=sys.stderr)
        return 2
    from game import registry
    from game.core.types import OptionError

    try:
        checked = registry.get(game_id).check_options(options)
    except OptionError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    from sprites.autoplay import Robot
    from sprites.scenes.title import TitleScene

    settings = Settings.load()
    settings.fullscreen = False
    chosen = settings.language
    if language:
        settings.language = language   # for this run only: the saved settings keep their own
    app = App(BASE_SIZE, False, settings)
    app.speed_override = 12.0
    app.think_min = 0.0
    robot = Robot(app, game_id, seed if seed is not None else 1, checked, screenshots)
    app.robot = robot
    app.push(TitleScene(app))
    start = time.perf_counter()
    code = 0
    try:
        while app.running and not robot.finished:
            app.frame(1 / 30)
            if robot.idle_wait:
                time.sleep(0.001)
            if time.perf_counter() - start > max_seconds:
                print(f"autoplay: {game_id} did not finish within {max_seconds:.0f} s "
                      f"({robot.actions} actions played)", file=sys.stderr)
                code = 1
                break
        if robot.error:
            print(f"autoplay: {robot.error}", file=sys.stderr)
            code = 1
        elif robot.finished:
            print(robot.report(time.perf_counter() - start))
    finally:
        settings.language = chosen
        app.shutdown()
    return code
