"""The autoplay robot: drives the real scenes with real pygame events (clicks, keys, typing),
so ``--autoplay`` exercises exactly what a player would: title -> setup -> table -> game over."""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path
from typing import Any

import pygame


def post_click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def post_key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def post_text(text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


class Robot:
    def __init__(self, app: Any, game_id: str, seed: int, options: dict[str, Any], screenshots: str | None,
                 difficulty: str = "easy") -> None:
        self.app = app
        self.game_id = game_id
        self.seed = seed
        self.options = options
        self.difficulty = difficulty
        self.shots = Path(screenshots) if screenshots else None
        if self.shots:
            self.shots.mkdir(parents=True, exist_ok=True)
        self.shot_count = 0
        self.shot_limit = 120
        self.finished = False
        self.error = ""
        self.actions = 0
        self.steps = 0
        self.pending_shot: str | None = None
        self.seen_scenes: set[int] = set()
        self.outcome: Any = None
        self.table: Any = None
        self.typed_seed = False
        self.phases_shot: set[str] = set()
        self.phase_key = ""
        self.motion: Any = None              # an impact animation to photograph mid-flight
        self.motion_shots: dict[str, int] = {}

    @property
    def idle_wait(self) -> bool:
        t = self.app.top
        return t is not None and getattr(t, "thinking", False) and not t.timeline.busy

    # ------------------------------------------------------------------ hooks
    def shot(self, name: str) -> None:
        if self.shots is None or self.shot_count >= self.shot_limit:
            return
        self.shot_count += 1
        slug = re.sub(r"[^a-zA-Z0-9]+", "_", name).strip("_")[:40] or "frame"
        path = self.shots / f"{self.shot_count:03d}_{slug}.png"
        try:
            self.shots.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.app.screen, str(path))
        except (pygame.error, OSError) as err:  # a screenshot never stops the game
            print(f"autoplay: could not save {path}: {err}", file=sys.stderr)

    def on_action(self, session: Any, action: Any, events: list[Any]) -> None:
        self.actions += 1

    def on_anim(self, anim: Any) -> None:
        if anim.kind == "phase":
            key = f"{anim.title} {anim.subtitle}"
            self.phase_key = key
            if key not in self.phases_shot:
                self.phases_shot.add(key)
                self.pending_shot = f"phase_{key}"
        elif anim.kind == "hit" and self.motion is None and self.motion_shots.get(self.phase_key, 0) < 1:
            # the game in motion (a volley, a shot, a melee): one picture per phase, mid-flight
            self.motion = anim
            self.motion_shots[self.phase_key] = self.motion_shots.get(self.phase_key, 0) + 1

    def after_draw(self) -> None:
        from sprites.scenes.gameover import GameOverScene
        from sprites.scenes.setup import SetupScene
        from sprites.scenes.title import TitleScene

        top = self.app.top
        first = id(top) not in self.seen_scenes
        self.seen_scenes.add(id(top))
        if first and isinstance(top, TitleScene):
            self.shot("title")
        if self.pending_shot and self.table is not None:
            anim = next((a for a in self.table.timeline.active if a.kind == "phase"), None)
            if anim is None:  # the banner has swept past: the table is readable again
                self.shot(self.pending_shot)
                self.pending_shot = None
        if self.motion is not None and self.table is not None and (self.motion.p >= 0.45 or self.motion.done):
            if self.motion in self.table.timeline.active:
                self.shot(f"motion_{type(self.motion).__name__}_{self.phase_key}")
            self.motion = None
        if isinstance(top, GameOverScene) and not self.finished:
            self.shot("game_over")
            self.outcome = top.outcome
            self.finished = True
        _ = SetupScene

    # ------------------------------------------------------------------ driving
    def before_events(self) -> None:
        from sprites.scenes.gameover import GameOverScene
        from sprites.scenes.handover import HandOverScene
        from sprites.scenes.setup import SetupScene
        from sprites.scenes.table import TableScene
        from sprites.scenes.title import TitleScene

        self.steps += 1
        top = self.app.top
        if self.steps > 2_000_000:
            self.error = "the robot gave up (too many frames)"
            self.finished = True
            return
        if id(top) not in self.seen_scenes:
            return  # let every scene be drawn (and photographed) once before acting on it
        if isinstance(top, TitleScene):
            tile = top.menu.by_name(f"game:{self.game_id}")
            if tile is None:
                self.error = f"no tile for {self.game_id} on the title screen"
                self.finished = True
                return
            post_click(tile.rect.center)
        elif isinstance(top, SetupScene):
            self.drive_setup(top)
        elif isinstance(top, TableScene):
            if self.table is not top:
                top.session.watch(self)   # it counts every action the session plays
            self.table = top
        elif isinstance(top, HandOverScene):
            post_key(pygame.K_RETURN)
        elif isinstance(top, GameOverScene):
            pass
        else:
            post_key(pygame.K_ESCAPE)

    def drive_setup(self, scene: Any) -> None:
        """One event per frame: set each option, then each seat to AI, type the seed, Start."""
        from sprites.ui.widgets import Cycle, TextField

        for key, value in self.options.items():
            w = scene.menu.by_name(f"opt:{key}")
            if isinstance(w, Cycle) and w.value != value:
                if value not in w.values:
                    self.error = f"the setup screen offers no {value!r} for {key}"
                    self.finished = True
                    return
                # click the right half of the value (next)
                post_click((w.rect.right - 10, w.rect.centery))
                return
        for w in scene.menu.widgets:
            if w.name.startswith("seat:") and isinstance(w, Cycle) and w.value != self.difficulty:
                post_click((w.rect.right - 10, w.rect.centery))
                return
        field = scene.menu.by_name("seed")
        if isinstance(field, TextField) and field.value != str(self.seed):
            if scene.menu.focused is not field:
                post_click(field.rect.center)
                return
            post_key(pygame.K_DELETE)
            post_text(str(self.seed))
            return
        if not self.typed_seed:
            self.typed_seed = True
            self.shot("setup")
            return
        start = scene.menu.by_name("start")
        post_click(start.rect.center)

    def report(self, seconds: float) -> str:
        o = self.outcome
        if o is None:
            return f"autoplay {self.game_id}: no outcome"
        names = ", ".join(str(w) for w in o.winners) or "none"
        scores = "" if o.scores is None else " scores=" + ",".join(f"{x:g}" for x in o.scores)
        return (f"autoplay {self.game_id} seed={self.seed}: game over winners={names} "
                f"reason=\"{o.reason}\"{scores} actions={self.actions} seconds={seconds:.1f}")


def run_autoplay(game_id: str, seed: int | None, options: dict, screenshots: str | None,
                 max_seconds: float = 600, language: str | None = None) -> int:
    """Play a whole game with AI in every seat through title, setup and table (real events);
    ``language`` ("cs") plays it in that language (the settings' language otherwise)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import registry
    from game.core.types import OptionError
    from sprites.config import Settings
    from sprites.scenes.title import TitleScene
    from sprites.shell.app import BASE_SIZE, App

    if game_id not in registry.ids():
        print(f"error: no game {game_id!r} (registered: {', '.join(registry.ids()) or 'none'})", file=sys.stderr)
        return 2

    try:
        checked = registry.get(game_id).check_options(options)
    except OptionError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2

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
