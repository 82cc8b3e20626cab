"""Where the games of a simulation run: here, in worker processes, or on a Ray cluster.

``simulate``, ``soak`` and ``bench ai`` hand their per-game task function and its argument
tuples to :func:`run_tasks`; the results come back in the order of the arguments whichever the
backend, so the same seeds give the same per-game results here (``--jobs``) and on a cluster
(``--ray ADDRESS``).

Ray is optional (``pip install -r requirements-ray.txt``): it is imported here and nowhere
else, and only when a run asks for it. ``ADDRESS`` is that of a running cluster
(``HOST:6379`` or ``ray://HOST:10001``), ``auto`` (the cluster this machine runs, else a new
local one) or ``local`` (always a new local Ray on this machine). On a remote cluster the
project's folder goes along as the job's working directory.

This module is in ``game/core`` (not ``ai/``) because the engine soak uses it and ``game``
imports nothing of ``ai``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from multiprocessing import get_context
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
RAY_REQUIREMENTS = "requirements-ray.txt"
# Kept out of what a remote cluster is sent: the repository, caches and virtual environments.
SHIP_EXCLUDES = [".git", ".venv", "venv", "**/__pycache__", ".pytest_cache", ".ruff_cache"]


class ClusterError(RuntimeError):
    """Ray asked for but not usable (not installed, or the cluster unreachable)."""


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ClusterError(f"--ray needs Ray, which is not installed: pip install -r {RAY_REQUIREMENTS}") from None
    return ray


def check_ray() -> None:
    """Raise :class:`ClusterError` unless Ray can be imported (checked before any game runs)."""
    _import_ray()


def connect(address: str) -> Any:
    """Join (or start) the Ray cluster at ``address``; returns the ``ray`` module."""
    ray = _import_ray()
    if ray.is_initialized():
        return ray
    kwargs: dict[str, Any] = {"log_to_driver": False, "include_dashboard": False}
    if address == "local":
        kwargs["address"] = "local"
    elif address != "auto":
        # Another machine: the workers there need this project's code.
        kwargs["address"] = address
        kwargs["runtime_env"] = {"working_dir": str(ROOT), "excludes": SHIP_EXCLUDES}
        kwargs.pop("include_dashboard")
    try:
        ray.init(**kwargs)
    except Exception as err:  # ray raises ConnectionError, RuntimeError, ValueError ... by case
        raise ClusterError(f"could not join the Ray cluster at {address!r}: {err}") from err
    return ray


def run_tasks(fn: Callable[[Any], Any], args: Iterable[Any], jobs: int = 1, ray: str | None = None,
              window: int = 0, ordered: bool = True, chunksize: int = 1) -> Iterator[Any]:
    """Yield ``fn(a)`` for every ``a`` of ``args``, in order (worker processes with
    ``ordered=False``: as they finish, ``chunksize`` tasks sent at a time).

    ``ray``: a cluster address (see the module docstring); otherwise ``jobs`` > 1 runs the
    tasks in that many spawned worker processes, and 1 runs them here. ``fn`` must be a
    module-level function (both backends send it by name). On Ray at most ``window`` tasks
    (default: four per CPU of the cluster) are in flight, so a long soak does not queue
    thousands of them at once."""
    if ray:
        yield from _run_ray(fn, args, ray, window)
        return
    if jobs <= 1:
        for a in args:
            yield fn(a)
        return
    with get_context("spawn").Pool(jobs) as pool:
        if ordered:
            yield from pool.imap(fn, args, chunksize=chunksize)
        else:
            yield from pool.imap_unordered(fn, args, chunksize=chunksize)


def _run_ray(fn: Callable[[Any], Any], args: Iterable[Any], address: str, window: int) -> Iterator[Any]:
    ray = connect(address)
    remote = ray.remote(fn)
    if window <= 0:
        window = max(4, 4 * int(ray.cluster_resources().get("CPU", 1)))
    pending: deque = deque()
    for a in args:
        pending.append(remote.remote(a))
        if len(pending) >= window:
            yield ray.get(pending.popleft())
    while pending:
        yield ray.get(pending.popleft())
