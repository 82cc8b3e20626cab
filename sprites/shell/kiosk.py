"""The kiosk: ``python main.py --kiosk`` runs unattended, full screen, showing AI demo games.

A demo is a title card (the game, its players, scenario or map, the AI's level), the game played
by AI seats on the real table, and its result (the game-over scene; a demo cut short gets a card
saying where it stood). Demos rotate through the games, and per game through its option sets
(the ones the shared battery plays: player counts, scenarios, maps) and the three AI levels.

Any key, button or touch during a demo brings the title with "press to play"; the title or a
visitor's game left idle returns to the demo. The screen offers no way out: Ctrl+Alt+Q quits,
or the command line. An exception anywhere is written to ``kiosk.log`` in the data folder and
the kiosk goes on with its next demo instead of exiting.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
import traceback
from dataclasses import dataclass
from typing import Any

import pygame

from sprites.config import Settings, data_dir
from sprites.shell import memory
from sprites.shell.app import BASE_SIZE, App
from sprites.table.aiclient import AIClient
from sprites.tr import _
from sprites.ui import gfx

LEVELS = ("easy", "normal", "hard")
TOUCH_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.JOYBUTTONDOWN,
                pygame.MOUSEWHEEL, pygame.JOYHATMOTION)
IDLE_EVENTS = (*TOUCH_EVENTS, pygame.MOUSEMOTION, pygame.TEXTINPUT, pygame.JOYAXISMOTION)
LOG_NAME = "kiosk.log"
MAX_LOG_BYTES = 1024 * 1024


@dataclass(frozen=True)
class DemoPlan:
    game_id: str
    options: dict[str, Any]
    level: str
    seed: int


class Rotation:
    """The order of demos: the games in turn, and per game its option sets and AI levels in turn
    (levels move at a different pace, so every set meets every level over time)."""

    def __init__(self, game_ids: list[str], seed: int) -> None:
        self.games = list(game_ids)
        self.seed = seed
        self.count = 0
        self.per_game: dict[str, int] = {}

    def next(self) -> DemoPlan:
        from game import registry

        game_id = self.games[self.count % len(self.games)]
        self.count += 1
        k = self.per_game.get(game_id, 0)
        self.per_game[game_id] = k + 1
        sets = registry.get(game_id).battery_options() or [{}]
        return DemoPlan(game_id, dict(sets[k % len(sets)]), LEVELS[(k + self.count) % len(LEVELS)],
                        self.seed * 100_003 + self.count)


class KioskAIClient(AIClient):
    """The worker, with thinking capped (a demo at 'hard' must not take an hour, and an
    accelerated soak must think faster still), and its failures written to the kiosk's log: the
    table falls back to a quick move, but someone should be able to read why."""

    def __init__(self, cap: float, log: Any = None) -> None:
        super().__init__()
        self.cap = cap
        self.log = log
        self.errors = 0

    def request(self, rules: Any, seat: int, agent: str, seed: int, view: Any, legal: list[Any],
                budget: float, match: str, busy: float = 0.0, extra: dict[str, Any] | None = None) -> int:
        return super().request(rules, seat, agent, seed, view, legal, min(budget, self.cap), match, busy, extra)

    def poll(self) -> list[dict[str, Any]]:
        replies = super().poll()
        for reply in replies:
            if "error" in reply:
                self.errors += 1
                if self.log is not None:
                    self.log(f"AI: {reply['error']}\n{reply.get('trace', '')}")
        return replies


class Kiosk:
    """The demo loop and its guards, driven by :class:`KioskApp` once a frame."""

    card_seconds = 5.0          # a title card shows this long (at speed 1)
    cut_seconds = 8.0           # a card closing a demo cut short
    demo_max_seconds = 15 * 60.0   # a demo longer than this is cut
    stall_seconds = 60.0        # wall-clock seconds without a move before a demo is cut (the AI
                                # thinks in wall time; its watchdog answers long before this)
    title_idle = 40.0           # seconds the title may sit untouched before the demo returns
    game_idle = 180.0           # seconds a visitor's game may sit untouched

    def __init__(self, app: App, seed: int | None = None) -> None:
        from game import registry

        self.app = app
        ids = list(registry.ids())
        self.rotation = Rotation(ids, seed if seed is not None else int(time.time()) % 100_000)
        self.action_cap: int | None = None   # tests: cut each demo after this many actions
        self.idle = 0.0
        self.demo_time = 0.0
        self.last_moves = 0
        self.last_move_at = time.monotonic()
        self.longest_wait = 0.0   # wall seconds between two moves of a demo (the first excepted)
        self.table: Any = None
        self.demos_started = 0
        self.settled = 0   # times the kiosk settled its memory between demos (a soak reads it there)
        self.demos_finished = 0
        self.demo_actions = 0
        self.exceptions = 0
        self.recent_failures: list[float] = []
        self.log_path = data_dir() / LOG_NAME
        self.games_shown: list[str] = []
        self.endings: list[str] = []   # "result" or "cut", per finished demo (tests, soak)

    @property
    def speed(self) -> float:
        return max(0.01, self.app.speed)

    # ------------------------------------------------------------------ the demo loop
    def start_demo(self, plan: DemoPlan | None = None) -> None:
        """The next demo's title card."""
        from game import registry
        from sprites.scenes.kioskcard import KioskCard

        plan = plan or self.rotation.next()
        rules = registry.get(plan.game_id)
        card = KioskCard(self.app, _("Demo game"), rules.tr(rules.title), self.describe(plan),
                         self.card_seconds / self.speed, lambda: self.open_table(plan), plan.game_id)
        self.table = None
        self.idle = 0.0
        self.reset(card)
        gfx.drop_drawings()   # the last demo's pictures: the next game draws its own
        memory.settle()   # the last demo's scenes are garbage now: give their memory back
        self.settled += 1

    def describe(self, plan: DemoPlan) -> list[str]:
        """The card's lines: what is set for this demo, in the setup screen's words."""
        from game import registry
        from sprites.scenes.setup import option_values
        from sprites.table.seats import controller_label

        rules = registry.get(plan.game_id)
        lines = []
        for opt in rules.options():
            if opt.key not in plan.options:
                continue
            values, labels = option_values(opt, rules.tr)
            value = opt.check(plan.options[opt.key])
            label = labels[values.index(value)] if value in values else str(value)
            lines.append(f"{rules.tr(opt.label)}: {label}")
        lines.append(_("Every seat: {level}", level=controller_label(plan.level)))
        return lines

    def open_table(self, plan: DemoPlan) -> None:
        from game import registry
        from game.core.match import Match
        from sprites.scenes.table import TableScene

        rules = registry.get(plan.game_id)
        match = Match(rules, plan.options, plan.seed)
        seats = rules.num_seats(match.state)
        self.table = TableScene(self.app, match, [plan.level] * seats, attract=True)
        self.table.session.watch(self)   # every move it plays resets the stall clock
        self.demos_started += 1
        self.games_shown.append(plan.game_id)
        self.demo_time = 0.0
        self.last_moves = 0
        self.last_move_at = time.monotonic()
        self.reset(self.table)

    def on_action(self, session: Any, action: Any, events: list[Any]) -> None:
        """A move of the demo on screen: the stall clock starts again."""
        if self.table is None or session is not self.table.session:
            return
        now = time.monotonic()
        if self.last_moves:
            self.longest_wait = max(self.longest_wait, now - self.last_move_at)
        self.last_moves, self.last_move_at = len(session.match.actions), now

    def demo_over(self, table: Any) -> None:
        """The result has shown (the game-over scene's own timer): on to the next demo."""
        self.finish(table, "result")
        self.start_demo()

    def cut(self, table: Any, why: str) -> None:
        """A demo that runs too long, stalls or meets an engine error ends with where it stood."""
        from sprites.scenes.kioskcard import KioskCard

        self.finish(table, "cut")
        lines = [table.rules.tr(table.rules.title)]
        try:
            if table.round_text:
                lines.append(table.round_text)
            for key, value in list(table.rules.tally(table.match.state).items())[:5]:
                lines.append(f"{table.rules.tr(key)}: {value:g}")
        except Exception:
            pass
        lines.append(_.n("{count} move played", "{count} moves played", len(table.match.actions)))
        if why:
            self.log(f"demo of {table.rules.id} cut: {why}")
        self.reset(KioskCard(self.app, _("The demo ends here"), _("Where the game stood"), lines,
                             self.cut_seconds / self.speed, self.start_demo, table.rules.id))

    def finish(self, table: Any, ending: str) -> None:
        self.demos_finished += 1
        self.demo_actions += len(table.match.actions)
        self.endings.append(ending)
        self.table = None

    def to_title(self) -> None:
        """A visitor: the title, with "press to play" (drawn by :class:`KioskApp`)."""
        from sprites.scenes.title import TitleScene

        self.table = None
        self.idle = 0.0
        self.reset(TitleScene(self.app))

    def in_demo(self) -> bool:
        from sprites.scenes.kioskcard import KioskCard

        return any(isinstance(s, KioskCard) or getattr(s, "attract", False)
                   or getattr(getattr(s, "table", None), "attract", False) for s in self.app.scenes)

    # ------------------------------------------------------------------ per frame
    def update(self, dt: float) -> None:
        self.idle += dt
        if not self.in_demo():
            from sprites.scenes.title import TitleScene

            limit = self.title_idle if isinstance(self.app.top, TitleScene) else self.game_idle
            if self.idle >= limit:
                self.start_demo()
            return
        table = self.table
        if table is None or self.app.top is not table or table.match.over:
            return
        self.demo_time += dt
        moves = len(table.match.actions)
        now = time.monotonic()
        if table.session.engine_failed:
            self.cut(table, "the engine failed")
        elif self.action_cap is not None and moves >= self.action_cap and not table.timeline.busy:
            self.cut(table, "")
        elif self.demo_time >= self.demo_max_seconds / self.speed:
            self.cut(table, "")
        elif now - self.last_move_at >= self.stall_seconds:
            self.cut(table, f"no move for {now - self.last_move_at:.0f} s")

    def takes(self, event: pygame.event.Event) -> bool:
        """Input first passes here: any touch during a demo brings the title (and goes no
        further); anything a person does resets the idle clock."""
        if event.type in IDLE_EVENTS:
            self.idle = 0.0
        if event.type in TOUCH_EVENTS and self.in_demo():
            self.to_title()
            return True
        return False

    # ------------------------------------------------------------------ failures
    def recover(self, err: BaseException) -> None:
        """An exception escaped a frame: log it and carry on with the next demo."""
        self.exceptions += 1
        self.log_exception(err)
        now = time.monotonic()
        self.recent_failures = [t for t in self.recent_failures if now - t < 30] + [now]
        if len(self.recent_failures) > 5:
            time.sleep(1.0)   # a failure that repeats every frame must not spin the CPU or the log
        try:
            self.start_demo()
        except Exception as again:   # not even a card: a bare one that retries, so the stack is never empty
            self.exceptions += 1
            self.log_exception(again)
            from sprites.scenes.kioskcard import KioskCard

            self.reset(KioskCard(self.app, _("Demo game"), _("Tabletop Arcade"), [], 5.0, self.start_demo))

    def reset(self, scene: Any) -> None:
        """Replace every scene with ``scene``; a scene that fails to close is logged, not fatal."""
        while self.app.scenes:
            old = self.app.scenes.pop()
            try:
                old.on_exit()
            except Exception as err:
                self.log_exception(err)
        self.app.push(scene)

    def log_exception(self, err: BaseException) -> None:
        text = "".join(traceback.format_exception(type(err), err, err.__traceback__))
        self.log(f"{type(err).__name__}: {err}\n{text}")

    def log(self, text: str) -> None:
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        try:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            if self.log_path.exists() and self.log_path.stat().st_size > MAX_LOG_BYTES:
                os.replace(self.log_path, self.log_path.with_name(LOG_NAME + ".1"))
            with open(self.log_path, "a", encoding="utf-8") as fh:
                fh.write(f"=== {stamp} {text.rstrip()}\n")
        except OSError:
            pass   # nowhere to write: the kiosk goes on regardless


class KioskApp(App):
    """The client in kiosk mode: every frame guarded, no way out but Ctrl+Alt+Q."""

    def __init__(self, size: tuple[int, int] = BASE_SIZE, fullscreen: bool = True,
                 settings: Settings | None = None, seed: int | None = None, think_cap: float = 1.0) -> None:
        # SDL would turn SIGINT and SIGTERM into the window's QUIT event, which a kiosk ignores:
        # left to Python, Ctrl+C and kill stay the command line's way out.
        os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
        super().__init__(size, fullscreen, settings)
        # A visitor's changes (language, volume) and the kiosk's full screen are not the
        # machine's settings: nothing is written back.
        self.settings.save = lambda: None  # type: ignore[method-assign]
        self.kiosk = Kiosk(self, seed)
        self.ai = KioskAIClient(think_cap, self.kiosk.log)
        self.previous_hook = threading.excepthook
        threading.excepthook = self._thread_exception

    def _thread_exception(self, args: Any) -> None:
        if args.exc_value is not None:
            self.kiosk.exceptions += 1
            self.kiosk.log_exception(args.exc_value)

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            return   # closing the window is not a way out of a kiosk
        if event.type == pygame.KEYDOWN:
            mods = getattr(event, "mod", 0)
            if event.key == pygame.K_q and mods & pygame.KMOD_CTRL and mods & pygame.KMOD_ALT:
                self.running = False
                return
            if event.key == pygame.K_F11:
                return
        if self.kiosk.takes(event):
            return
        super().dispatch(event)

    def set_fullscreen(self, on: bool) -> None:
        pass   # a kiosk stays full screen

    def frame(self, dt: float) -> None:
        try:
            super().frame(dt)
            self.kiosk.update(dt)
        except Exception as err:
            self.kiosk.recover(err)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        from sprites.scenes.title import TitleScene

        if isinstance(self.top, TitleScene):
            self.draw_press_to_play(surface)

    def draw_press_to_play(self, surface: pygame.Surface) -> None:
        import math

        from sprites.ui import gfx

        w = surface.get_width()
        s = self.scale
        pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 3.0)
        img = gfx.text_shadow(_("Press to play: choose a game"), int(26 * s),
                              gfx.lighten(gfx.col("highlight"), 0.35 * pulse), True)
        surface.blit(img, img.get_rect(midtop=(w // 2, int(520 * s))))   # between the tiles and the buttons

    def shutdown(self) -> None:
        threading.excepthook = self.previous_hook
        super().shutdown()


def stop_on_sigterm(app: App) -> None:
    """``kill`` ends the kiosk cleanly (the worker stopped, the log closed)."""
    signal.signal(signal.SIGTERM, lambda signum, frame: setattr(app, "running", False))


def run_kiosk(fullscreen: bool = True, seed: int | None = None) -> int:
    """Open the kiosk full screen on its first demo and run until Ctrl+Alt+Q (or Ctrl+C, kill)."""
    app = KioskApp(BASE_SIZE, fullscreen, Settings.load(), seed)
    stop_on_sigterm(app)
    app.kiosk.log(f"kiosk started (pid {os.getpid()}, python {sys.version.split()[0]})")
    try:
        app.kiosk.start_demo()
        app.sounds.start_music()
        app.run()
    finally:
        app.kiosk.log(f"kiosk stopped after {app.kiosk.demos_finished} demos, {app.kiosk.exceptions} exceptions")
        app.shutdown()
        pygame.quit()
    return 0
