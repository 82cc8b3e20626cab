"""``bench frames --busy`` and ``--compare REF``: frame times judged on a loaded machine and
beside another checkout.

``--busy`` keeps one more core at 100% for the whole run (a process spinning in a loop), as when
a browser or a build runs beside the game. ``--compare REF`` runs the same bench in the other
checkout REF (a directory holding a main.py) in the same run, alternating the two round by round
so that the machine's drift falls on both, and prints each figure side by side with their ratio.
"""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

FIGURES = ("p50_ms", "p95_ms", "p99_ms", "worst_ms")
# the main thread's CPU time per frame: what the client's own work costs, apart from the waits a
# loaded machine adds to the wall time (printed after the wall figures)
CPU_FIGURES = ("cpu_p50_ms", "cpu_p95_ms", "cpu_p99_ms", "cpu_worst_ms")
_FIGURE = re.compile(r"\b(cpu_p50_ms|cpu_p95_ms|cpu_p99_ms|cpu_worst_ms|p50_ms|p95_ms|p99_ms|worst_ms)=([0-9.]+)")


@contextlib.contextmanager
def busy_core() -> Iterator[None]:
    """One process spinning for as long as the block runs."""
    hog = subprocess.Popen([sys.executable, "-c", "while True: pass"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        yield
    finally:
        hog.kill()
        hog.wait()


def figures_of(output: str) -> dict[str, float]:
    """The last figures a bench printed (the frame times, not its per-second progress lines)."""
    found: dict[str, float] = {}
    for key, value in _FIGURE.findall(output):
        found[key] = float(value)
    return found


def run_one(checkout: Path, game: str, size: str, seconds: float, extra: list[str]) -> dict[str, float]:
    cmd = [sys.executable, "main.py", "bench", "frames", "--game", game, "--size", size,
           "--seconds", str(seconds), *extra]
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))
    done = subprocess.run(cmd, cwd=checkout, capture_output=True, text=True, env=env, timeout=600)
    got = figures_of(done.stdout)
    if done.returncode != 0 or "p99_ms" not in got:
        raise RuntimeError(f"{checkout}: bench frames failed ({done.returncode}): {done.stderr.strip()[-300:]}")
    return got


def compare(ref: str, games: list[str], sizes: list[str], seconds: float, rounds: int = 2,
            extra: list[str] | None = None, busy: bool = False, out=print) -> int:
    """Each game and size measured here and in REF, alternately; the better round of each kept
    (a frame bench's noise only ever adds time)."""
    here = Path(__file__).resolve().parents[2]
    there = Path(ref).resolve()
    if not (there / "main.py").is_file():
        print(f"error: {ref} is not a checkout of the game (no main.py there)", file=sys.stderr)
        return 2
    extra = extra or []
    with busy_core() if busy else contextlib.nullcontext():
        for game in games:
            for size in sizes:
                best: dict[str, dict[str, float]] = {"here": {}, "ref": {}}
                for r in range(rounds):
                    order = (("here", here), ("ref", there)) if r % 2 == 0 else (("ref", there), ("here", here))
                    for name, checkout in order:
                        got = run_one(checkout, game, size, seconds, extra)
                        for k in FIGURES + CPU_FIGURES:
                            if k in got:
                                best[name][k] = min(best[name].get(k, got[k]), got[k])
                line = [f"game={game} size={size}{' busy' if busy else ''}"]
                for k in FIGURES + CPU_FIGURES:
                    a, b = best["here"].get(k), best["ref"].get(k)
                    if a is None or b is None:
                        continue
                    line.append(f"{k}: {a:.2f} vs {b:.2f} (x{a / b if b else float('inf'):.2f})")
                out("  ".join(line))
    return 0
