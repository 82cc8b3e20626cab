"""``python main.py bench frames``: frame times of the table while an AI seat thinks (in the
worker, keeping a CPU busy as a searching agent would) and the timeline animates."""

from __future__ import annotations

import os
import statistics
import sys
import time


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, int(round(q / 100 * (len(ordered) - 1)))))
    return ordered[k]


def bench_frames(game_id: str | None, seconds: float = 5.0, size: tuple[int, int] = (1280, 720),
                 options: dict | None = None, skip: int = 0, seed: int = 1, fit: bool = False) -> int:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import registry

    ids = registry.ids()
    if game_id is None:
        if not ids:
            print("error: no games are registered yet (give --game ID of a registered engine)", file=sys.stderr)
            return 2
        game_id = ids[0]
    if game_id not in ids:
        print(f"error: no game {game_id!r} (registered: {', '.join(ids) or 'none'})", file=sys.stderr)
        return 2
    return _bench(registry.get(game_id), seconds, size, options, skip, seed, fit)


def _stage(match: object) -> str:
    """Where the game stands (the round label), so a bench says what it measured."""
    try:
        return match.rules.round_label(match.state).replace(" ", "_")  # type: ignore[attr-defined]
    except Exception:
        return "?"


def _skip(match: object, actions: int, seed: int) -> list[object]:
    """Play ``actions`` seeded random actions (a position later in the game); the events of the
    last of them, whose animations the bench then replays while the AI thinks."""
    from game.core.rng import Rng

    rng = Rng(seed * 7919 + 3)
    recent: list[object] = []
    for _ in range(actions):
        if match.over:  # type: ignore[attr-defined]
            break
        seat = match.to_act()[0]  # type: ignore[attr-defined]
        events = match.play(rng.choice(match.legal(seat)))  # type: ignore[attr-defined]
        recent = (recent + list(events))[-60:]
    return recent


def _bench(rules: object, seconds: float, size: tuple[int, int], options: dict | None = None, skip: int = 0,
           seed: int = 1, fit: bool = False) -> int:
    import pygame

    from game.core.events import CardDrawn, DiceRolled, Hit, PhaseStarted, ValueChanged
    from game.core.match import Match
    from sprites.config import Settings
    from sprites.scenes.table import TableScene
    from sprites.shell.app import App

    settings = Settings()
    app = App(size, False, settings)
    app.measure_cpu = True
    n = 0
    match = Match(rules, options, seed)  # type: ignore[arg-type]
    replay = _skip(match, skip, seed)
    n = rules.num_seats(match.state)  # type: ignore[attr-defined]
    table = TableScene(app, match, ["normal"] * n)
    table.session.ai_busy = 1.5        # the worker keeps a core busy 1.5 s per decision
    app.think_min = 0.0
    app.push(table)
    scripted = [PhaseStarted("Bench phase", 3), DiceRolled(0, (3, 6, 1, 5, 2)), CardDrawn(0, "Fireball"),
                Hit("the north wall", 3, True), ValueChanged(1, "glory", 2, 7)]
    clock = pygame.time.Clock()
    # warm up: worker spawn, caches, first board render
    warm_end = time.perf_counter() + 1.5
    while time.perf_counter() < warm_end:
        app.frame(clock.tick(60) / 1000.0)
        if fit:   # the whole board in view (a map zoomed out fully: the most to draw)
            table.board.camera.fit()
    times: list[float] = []
    cpu: list[float] = []
    idle_from = len(app.idle_times)
    slow: dict[str, int] = {}
    thinking_frames = 0
    anim_frames = 0
    k = 0
    end = time.perf_counter() + seconds
    last_report = time.perf_counter()
    queued = [False]

    def arrive(ev: object) -> None:
        # stand-ins for the AI's moves, which arrive between frames (TableScene.play_now): their
        # animations queued there, the first one's words rendered there
        for anim in table.animations(ev):   # the board's own motion too
            table.queue_anim(anim, ev)
        table.timeline.warm()
        queued[0] = False

    while time.perf_counter() < end and app.running:
        if not table.timeline.busy and not queued[0]:
            # replay: the game's own animations (the board's) of the events before this position
            ev = replay[k % len(replay)] if replay else scripted[k % len(scripted)]
            queued[0] = True
            app.after_flip.append(lambda ev=ev: arrive(ev))
            k += 1
        dt = clock.tick(60) / 1000.0
        board_before, request_before = table.board.version, table.session.request
        app.frame(min(dt, 0.1))
        times.append(app.frame_times[-1] * 1000.0)
        cpu.append(app.frame_cpu[-1] * 1000.0 if app.frame_cpu else 0.0)
        if times[-1] > 16.7:
            why = ("board re-render" if table.board.version != board_before else
                   "AI request sent" if table.session.request is not request_before else "other")
            slow[why] = slow.get(why, 0) + 1
        thinking_frames += int(table.thinking)
        anim_frames += int(table.timeline.busy)
        if time.perf_counter() - last_report >= 1.0:
            last_report = time.perf_counter()
            recent = times[-60:]
            print(f"frames={len(times)} last_s_mean_ms={statistics.fmean(recent):.2f} "
                  f"max_ms={max(recent):.2f} ai_thinking={table.thinking}", flush=True)
        if match.over:
            match = Match(rules, options, k + 2)  # type: ignore[arg-type]
            table = TableScene(app, match, ["normal"] * n)
            table.session.ai_busy = 1.5
            app.reset(table)
            if fit:
                app.frame(0.0)
                table.board.camera.fit()
    idle = [t * 1000.0 for t in app.idle_times[idle_from:]] if len(app.idle_times) >= idle_from else []
    app.shutdown()
    print(f"game={rules.id} size={size[0]}x{size[1]} frames={len(times)} thinking_frames={thinking_frames} "  # type: ignore[attr-defined]
          f"animating_frames={anim_frames} actions={len(match.actions)} skipped={skip} stage={_stage(match)} "
          f"zoom={table.board.camera.zoom:.2f}{' (fit)' if fit else ''}")
    print(f"cpu_p50_ms={_pct(cpu, 50):.2f} cpu_p95_ms={_pct(cpu, 95):.2f} cpu_p99_ms={_pct(cpu, 99):.2f} cpu_worst_ms={max(cpu, default=0.0):.2f} "
          f"frames_over_16.7ms={sum(1 for t in times if t > 16.7)} ({', '.join(f'{k}: {v}' for k, v in slow.items()) or '-'})")
    print(f"p50_ms={_pct(times, 50):.2f} p95_ms={_pct(times, 95):.2f} p99_ms={_pct(times, 99):.2f} "
          f"worst_ms={max(times, default=0.0):.2f}")
    # after the flip: no frame waits for it, but it shares the budget with the next frame
    print(f"after_flip_jobs={len(idle)} after_flip_worst_ms={max(idle, default=0.0):.2f}")
    return 0
