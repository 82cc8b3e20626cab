"""``python main.py check layout``: whole games played through the real scenes by a scripted
person, every text the screens draw watched (``sprites.ui.audit``).

The person clicks a game's tile on the title, makes every seat a person on the setup screen and
starts; then at every decision it rests the pointer on places that can act (their tooltips show),
makes a random legal action by pointing (origins, destinations, menus and steppers as a player
opens them, resting on what it opened), presses Enter on hand-over curtains and clicks coach
panels away, to the game-over screen. Per game, size and language it prints one line::

    game=dday size=1280x720 lang=cs cut=0 covered=0 tiny=0 words=0 decisions=41 frames=2210 seconds=19

then the worst findings, each with the screenshot that shows it (``--shots DIR``).
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

SIZES = ((1280, 720), (1920, 1080))
LANGS = ("en", "cs")
DT = 0.25            # seconds per audited frame: a tooltip shows after three


def check_layout(games: list[str], sizes: list[tuple[int, int]], langs: list[str], seed: int = 1,
                 decisions: int | None = None, shots: str | None = None, out: Callable[[str], Any] = print,
                 shots_per_run: int = 12, options: dict[str, Any] | None = None
                 ) -> dict[tuple[str, str, str], dict[str, int]]:
    """Audit every game at every size in every language; the counts per (game, size, language)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from sprites.ui.audit import KINDS

    results: dict[tuple[str, str, str], dict[str, int]] = {}
    for size in sizes:
        for lang in langs:
            for gid in games:
                audit, figures = audit_game(gid, size, lang, seed, decisions, shots, shots_per_run, options)
                key = (gid, f"{size[0]}x{size[1]}", lang)
                results[key] = {k: audit.count(k) for k in KINDS}
                out(f"game={gid} size={key[1]} lang={lang} " + " ".join(f"{k}={results[key][k]}" for k in KINDS)
                    + " " + " ".join(f"{k}={v}" for k, v in figures.items()))
                for kind in KINDS:
                    for f in audit.worst(kind, 6):
                        out(f"  {kind}: {f.text[:90]!r} ({f.detail}; seen {f.seen}x in {f.where})"
                            + (f" shot={f.shot}" if f.shot else ""))
    return results


def audit_game(game_id: str, size: tuple[int, int], lang: str, seed: int, decisions: int | None,
               shots: str | None, shots_per_run: int, options: dict[str, Any] | None = None
               ) -> tuple[Any, dict[str, Any]]:
    from sprites.config import Settings
    from sprites.shell.app import App
    from sprites.ui import gfx
    from sprites.ui.audit import LayoutAudit

    settings = Settings()
    settings.language = lang
    settings.fullscreen = False
    app = App(size, False, settings)
    app.speed_override = 8.0
    app.think_min = 0.0
    audit = LayoutAudit(scale=app.scale)
    person = Person(app, audit, game_id, seed, decisions)
    person.options = dict(options or {})
    person.context = f"{game_id} {size[0]}x{size[1]} {lang}"
    folder = Path(shots) if shots else None
    taken = 0

    def photograph(fresh: list[Any]) -> None:
        nonlocal taken
        import pygame

        for found in fresh:
            if folder is None or taken >= shots_per_run:
                return
            taken += 1
            folder.mkdir(parents=True, exist_ok=True)
            slug = re.sub(r"[^a-zA-Z0-9]+", "_", found.text)[:40].strip("_") or "text"
            path = folder / f"{game_id}-{size[0]}x{size[1]}-{lang}-{taken:02d}-{found.kind}-{slug}.png"
            pygame.image.save(app.screen, str(path))
            found.shot = str(path)

    person.after_frame = photograph
    started = time.perf_counter()
    gfx.AUDIT = audit
    try:
        from sprites.scenes.title import TitleScene

        app.push(TitleScene(app))
        while not person.done and app.running:
            person.step()
    finally:
        gfx.AUDIT = None
        app.shutdown()
    figures = {"decisions": person.decisions, "frames": person.frames,
               "seconds": round(time.perf_counter() - started)}
    if person.error:
        figures["error"] = person.error
    return audit, figures


class Person:
    """Plays a game through the real scenes by pointing, resting on what a player would read."""

    def __init__(self, app: Any, audit: Any, game_id: str, seed: int, decisions: int | None) -> None:
        from game.core.rng import Rng

        self.app = app
        self.audit = audit
        self.game_id = game_id
        self.seed = seed
        self.rng = Rng(seed * 7907 + 11)
        self.limit = decisions
        self.decisions = 0
        self.frames = 0
        self.done = False
        self.error = ""
        self.context = ""
        self.typed_seed = False
        self.over_frames = 0
        self.after_frame: Callable[[list[Any]], None] | None = None   # sees the findings new in a frame
        self.options: dict[str, Any] = {}   # set on the setup screen first (e.g. the number of players)

    # ------------------------------------------------------------------ frames and events
    def frame(self, dt: float = DT) -> None:
        """One frame drawn and judged (each frame's boxes on their own)."""
        self.audit.context = f"{self.context} {type(self.app.top).__name__}"
        self.app.frame(dt)
        self.frames += 1
        fresh = self.audit.end_frame()
        if fresh and self.after_frame is not None:
            self.after_frame(fresh)

    def post(self, etype: int, **kw: Any) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(etype, **kw))

    def move(self, pos: tuple[int, int]) -> None:
        import pygame

        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def click(self, pos: tuple[int, int]) -> None:
        import pygame

        self.move(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def key(self, key: int) -> None:
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)

    def rest(self, frames: int = 3) -> None:
        """Keep the pointer still a while: tooltips show, and are audited."""
        for _ in range(frames):
            self.frame()

    # ------------------------------------------------------------------ the scenes
    def step(self) -> None:
        import pygame

        from sprites.scenes.gameover import GameOverScene
        from sprites.scenes.handover import HandOverScene
        from sprites.scenes.setup import SetupScene
        from sprites.scenes.table import TableScene
        from sprites.scenes.title import TitleScene

        top = self.app.top
        if self.frames > 400_000:
            self.error = "gave up: too many frames"
            self.done = True
            return
        if isinstance(top, TitleScene):
            self.rest(2)
            tile = top.menu.by_name(f"game:{self.game_id}")
            if tile is None:
                self.error, self.done = f"no tile for {self.game_id}", True
                return
            self.click(tile.rect.center)
            self.frame()
        elif isinstance(top, SetupScene):
            self.setup(top)
        elif isinstance(top, HandOverScene):
            self.rest(2)
            self.key(pygame.K_RETURN)
            self.frame()
        elif isinstance(top, TableScene):
            self.table(top)
        elif isinstance(top, GameOverScene):
            self.frame()
            self.over_frames += 1
            if self.over_frames > 8:
                self.done = True
        else:
            self.rest(2)
            self.key(pygame.K_ESCAPE)
            self.frame()

    def setup(self, scene: Any) -> None:
        """Every seat a person (so every decision is the person's), the seed typed, Start."""
        import pygame

        from sprites.ui.widgets import Cycle, TextField

        self.frame()
        for key, value in self.options.items():
            if str(scene.options.get(key)) != str(value):
                scene.set_option(key, value)
                self.frame()
                return
        for w in scene.menu.widgets:
            if w.name.startswith("seat:") and isinstance(w, Cycle) and w.value != "human":
                self.click((w.rect.x + 10, w.rect.centery))   # the left arrow, towards Human
                self.frame()
                return
        field = scene.menu.by_name("seed")
        if isinstance(field, TextField) and field.value != str(self.seed):
            self.click(field.rect.center)
            self.key(pygame.K_DELETE)
            self.post(pygame.TEXTINPUT, text=str(self.seed))
            self.frame()
            return
        self.rest(2)
        self.click(scene.menu.by_name("start").rect.center)
        self.frame()

    def table(self, table: Any) -> None:
        if table.lesson is not None:
            self.rest(2)
            self.click(table.board_rect.center)
            self.frame()
            return
        if table.match.over or not table.human_turn():
            self.frame()
            return
        if self.limit is not None and self.decisions >= self.limit:
            self.done = True
            return
        if not table.match.legal(table.viewer):
            self.frame()   # the table has not caught up with who acts (several seats decide at once)
            return
        self.decisions += 1
        self.decide(table)

    def decide(self, table: Any) -> None:
        """Rest on a few places that can act and on the bar, then make a random legal action by
        pointing, pausing on every step (what a click opened is looked at)."""
        from sprites.tools.pointing import Unreachable, hit_point, produce

        control = table.control
        places = sorted(control.index.actionable())
        for pid in self.rng.sample(places, min(2, len(places))):
            pos = hit_point(control, pid)
            if pos is not None:
                self.move(pos)
                self.rest(3)
        if control.bar.buttons:
            self.move(self.rng.choice(control.bar.buttons).rect.center)
            self.rest(3)
        self.move(table.prompt_rect().center)
        self.rest(2)
        legal = table.match.legal(table.viewer) if table.human_turn() else []
        if not legal:   # while the person looked, a forced move played itself and the turn moved on
            self.frame()
            return
        action = self.rng.choice(legal)
        n = len(table.match.actions)
        try:
            produce(control, action, pause=self.look)
        except Unreachable:
            control.reset()
        if len(table.match.actions) == n and table.human_turn():
            table.choose(action)   # pointing could not make it: the list would (counted by the board tests)
        self.frame()

    def look(self, control: Any) -> None:
        """A step of pointing was made: draw it, rest the pointer where it is (a tooltip over what
        opened would show now)."""
        self.rest(3)
