"""``python main.py soak kiosk --minutes N --speed K``: the kiosk run headless and accelerated
for N minutes of wall time, with its memory measured.

The frame loop keeps its real pace (60 frames a second); the acceleration is the kiosk's:
animations, the AI's minimum show of thought, the title and result cards run K times faster
and the AI thinks at most 1/K s a move. The last line gives ``demo_games`` (demos finished),
``exceptions`` (caught and logged by the kiosk), and the resident memory of the client, read
each time the kiosk settles between demos (the last demo's drawings dropped, its garbage
collected, the heap trimmed), from the start of the fifth demo game on.

One reading depends on which game came before it (glibc's heap keeps a different shape after a
Wizard Kings map than after a D-Day beach: single readings of the same hour ranged 117-160 MB),
so the growth compares whole rotations: ``rss_start_mb`` is the median of the first
``rotation`` readings (one per game of the rotation), ``rss_end_mb`` the median of the last
``rotation``. The single first and last readings are printed too (``rss_first_reading_mb``,
``rss_last_reading_mb``); ``rss_final_mb`` is the settled reading at the end (the current demo's
drawings held) and ``rss_peak_mb`` the highest of the unsettled minute readings in between.
"""

from __future__ import annotations

import os
import resource
import statistics
import time

from sprites.shell import memory


def rss_mb(pid: int | None = None) -> float:
    """Resident memory of a process (this one by default), in MB."""
    try:
        with open(f"/proc/{pid or 'self'}/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    if pid is None:   # no /proc: the peak is the best there is
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return 0.0


def cache_report(top: int = 6) -> tuple[float, str]:
    """The drawing caches' memory (MB, summed over every module-level cache of the client) and the
    largest ones: what a kiosk's memory holds on purpose, as against what it leaks."""
    import sys

    from sprites.ui import gfx

    sizes: list[tuple[float, str]] = []
    for name, module in list(sys.modules.items()):
        if not name.startswith("sprites"):
            continue
        for attr, value in list(vars(module).items()):
            if isinstance(value, gfx.LRU | gfx.SurfaceLRU):
                held = sum(gfx.nbytes(v) for v in list(value.values())) / 2**20
                sizes.append((held, f"{name.removeprefix('sprites.')}.{attr}"))
    sizes.sort(reverse=True)
    total = sum(mb for mb, _name in sizes)
    return total, ",".join(f"{name}:{mb:.1f}" for mb, name in sizes[:top])


def soak_kiosk(minutes: float, speed: float, seed: int = 1, warm_demos: int = 5) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from sprites.config import Settings
    from sprites.shell.kiosk import KioskApp, stop_on_sigterm

    settings = Settings()
    app = KioskApp((1280, 720), False, settings, seed, think_cap=1.0 / speed)
    app.speed_override = speed
    stop_on_sigterm(app)
    kiosk = app.kiosk
    clock = pygame.time.Clock()
    start = time.monotonic()
    end = start + minutes * 60
    readings: list[float] = []   # settled readings from the warm_demos-th demo on
    rss_peak = 0.0
    seen_settles = 0
    next_report = start + 60
    try:
        kiosk.start_demo()
        while app.running and time.monotonic() < end:
            app.frame(min(clock.tick(60) / 1000.0, 0.1))
            if kiosk.settled != seen_settles:   # the kiosk has just settled between demos
                seen_settles = kiosk.settled
                if seen_settles >= warm_demos:   # the settle before the warm_demos-th demo
                    readings.append(rss_mb())
                    after = kiosk.games_shown[-1] if kiosk.games_shown else "-"
                    print(f"settle={seen_settles} after={after} rss_mb={readings[-1]:.1f}", flush=True)
            if time.monotonic() >= next_report:
                next_report += 60
                now = rss_mb()
                if readings:
                    rss_peak = max(rss_peak, now)
                caches, _top = cache_report()
                print(f"minute={(time.monotonic() - start) / 60:.0f} demo_games={kiosk.demos_finished} "
                      f"exceptions={kiosk.exceptions} rss_mb={now:.1f} caches_mb={caches:.1f}", flush=True)
        memory.settle()
        rss_final = rss_mb()
        caches, top = cache_report()
        print(f"caches_mb={caches:.1f} largest={top}", flush=True)
        worker = rss_mb(app.ai.proc.pid) if app.ai.alive() else 0.0
    finally:
        app.shutdown()
    rotation = len(set(kiosk.games_shown)) or 1
    measured_from = f"demo {warm_demos}"
    if len(readings) < 2 * rotation:
        readings, measured_from = (readings or [rss_final]) + [rss_final], "end (too few demos)"
        rotation = 1
    rss_start = statistics.median(readings[:rotation])
    rss_end = statistics.median(readings[-rotation:])
    growth = (rss_end - rss_start) / rss_start * 100 if rss_start else 0.0
    print(f"minutes={minutes:g} speed={speed:g} demos_started={kiosk.demos_started} "
          f"results={kiosk.endings.count('result')} cut={kiosk.endings.count('cut')} "
          f"actions={kiosk.demo_actions} longest_wait_s={kiosk.longest_wait:.1f} ai_errors={app.ai.errors} "
          f"ai_overdue={app.ai.overdue} "
          f"ai_restarts={app.ai.restarts} worker_rss_mb={worker:.1f} rss_measured_from={measured_from!r} "
          f"rotation={rotation} readings={len(readings)} rss_first_reading_mb={readings[0]:.1f} "
          f"rss_last_reading_mb={readings[-1]:.1f} rss_min_reading_mb={min(readings):.1f} "
          f"rss_max_reading_mb={max(readings):.1f} "
          f"rss_peak_mb={max(rss_peak, rss_final):.1f} rss_final_mb={rss_final:.1f} "
          f"games={','.join(sorted(set(kiosk.games_shown)))}")
    print(f"demo_games={kiosk.demos_finished} exceptions={kiosk.exceptions} rss_start_mb={rss_start:.1f} "
          f"rss_end_mb={rss_end:.1f} rss_growth_pct={growth:.1f}")
    return 1 if kiosk.exceptions else 0
