"""``main.py bench replay``: how fast a long game's save loads and how fast its replay jumps.

A long game of the game is played (or read from ``--file``) and saved to bytes. ``load_ms`` is
the median wall time of loading that save with its replay verified (``saves.loads_match``), and
``load_cpu_ms`` the CPU time of the same loads (a figure a busy machine inflates less). Then the
replay viewer opens it headless and jumps: to the start, to the end, to the last position of every
keyframe span (the most actions to play again) and to random points; each jump is timed up to the
frame that shows it, and the worst and the median are printed.
"""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path
from typing import Any

LOADS = 5
RANDOM_JUMPS = 40


def long_game(game_id: str, options: dict[str, Any] | None, agents: str | None, seed: int | None) -> Any:
    """The match the bench measures: the game's long game unless options, agents or seed say otherwise."""
    from ai.agent import Budget
    from ai.arena import play_game
    from ai.registry import game_ai
    from game import registry

    rules = registry.get(game_id)
    # the long game each game is measured on (its AI's GameAI.long_game): options, the agents of
    # every seat, the seed
    base_options, base_agents, base_seed = game_ai(game_id).long_game or (rules.battery_options()[-1], "random", 1)
    options = rules.check_options(options or base_options)
    specs = [s for s in (agents or base_agents).split(",") if s]
    _, match = play_game(game_id, options, base_seed if seed is None else seed, specs,
                         budget=Budget(0.05), keep_match=True)
    return match


def bench_replay(game_id: str, options: dict[str, Any] | None = None, agents: str | None = None,
                 seed: int | None = None, file: str | None = None, size: tuple[int, int] = (1280, 720)) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.core import saves

    if file is not None:
        data = Path(file).read_bytes()
    else:
        data = saves.dumps_match(long_game(game_id, options, agents, seed))
    match = saves.loads_match(data)   # warm: imports and map assembly are not the load's
    walls, cpus = [], []
    for _ in range(LOADS):
        wall, cpu = time.perf_counter(), time.process_time()
        match = saves.loads_match(data)
        cpus.append(time.process_time() - cpu)
        walls.append(time.perf_counter() - wall)
    jumps, jump_cpus, open_s, every = measure_jumps(match, size)
    worst = max(jumps)
    print(f"game={match.rules.id} actions={len(match.actions)} over={match.over} bytes={len(data)}")
    print(f"load_ms={1000 * statistics.median(walls):.0f} load_cpu_ms={1000 * statistics.median(cpus):.0f} "
          f"load_worst_ms={1000 * max(walls):.0f}")
    print(f"open_ms={1000 * open_s:.0f} keyframe_every={every} jumps={len(jumps)} "
          f"median_jump_ms={1000 * statistics.median(jumps):.1f} worst_jump_ms={1000 * worst:.1f} "
          f"worst_jump_cpu_ms={1000 * max(jump_cpus):.1f}")
    return 0


def measure_jumps(match: Any, size: tuple[int, int]) -> tuple[list[float], list[float], float, int]:
    """Jump times (seconds, each up to the drawn frame), the same in CPU time (what a busy machine
    does not inflate), the time to open the viewer, the keyframe spacing."""
    import random

    from sprites.config import Settings
    from sprites.scenes.replay import ReplayScene
    from sprites.shell.app import App

    settings = Settings()
    settings.save = lambda: None   # type: ignore[method-assign]  # a bench never writes the player's settings
    app = App(size, False, settings)
    try:
        start = time.perf_counter()
        scene = app.push(ReplayScene(app, match.rules, match.options, match.seed, list(match.actions)))
        app.frame(1 / 60)
        opened = time.perf_counter() - start
        n = scene.n
        every = scene.film.replay.every
        targets = [n, 0, *range(every - 1, n + 1, every)]
        pick = random.Random(7)
        targets += [pick.randrange(n + 1) for _ in range(RANDOM_JUMPS)]
        jumps, cpus = [], []
        for k in targets:
            t, c = time.perf_counter(), time.process_time()
            scene.seek(k)
            scene.draw(app.screen)
            jumps.append(time.perf_counter() - t)
            cpus.append(time.process_time() - c)
        return jumps, cpus, opened, every
    finally:
        app.shutdown()
