"""Simulations on a Ray cluster (game/core/cluster.py): the same per-game results as here."""

from __future__ import annotations

import ast
import dataclasses
import sys
from pathlib import Path

import pytest

import main
from game.core.cluster import ClusterError, check_ray, run_tasks

ROOT = Path(__file__).resolve().parents[2]


def _square(x: int) -> int:
    return x * x


def test_local_tasks_come_back_in_order():
    assert list(run_tasks(_square, range(6))) == [0, 1, 4, 9, 16, 25]


def test_only_the_cluster_module_imports_ray():
    """Ray is optional: nothing but game/core/cluster.py may import it (and that one lazily)."""
    offenders = []
    for path in ROOT.rglob("*.py"):
        if any(part in (".venv", "venv", ".git") for part in path.parts):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(n.split(".")[0] == "ray" for n in names):
                offenders.append(path.relative_to(ROOT).as_posix())
    assert offenders == ["game/core/cluster.py"], offenders
    top = ast.parse((ROOT / "game/core/cluster.py").read_text(encoding="utf-8")).body
    assert not any(isinstance(n, ast.Import) and n.names[0].name == "ray" for n in top)


@pytest.mark.parametrize("argv", [
    ["simulate", "--game", "madness", "--games", "1", "--ray", "local"],
    ["soak", "--game", "madness", "--games", "1", "--ray", "local"],
    ["bench", "ai", "--game", "madness", "--games", "1", "--ray", "local"],
])
def test_ray_without_ray_installed_exits_2_with_a_message(argv, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    with pytest.raises(ClusterError):
        check_ray()
    code = main.main(argv)
    out, err = capsys.readouterr()
    assert code == 2
    assert "requirements-ray.txt" in err and "game=" not in out


def _same(result):
    # Wall-clock seconds differ from run to run; everything else is the game.
    return {k: v for k, v in dataclasses.asdict(result).items() if k not in ("seconds",)}


@pytest.mark.slow
def test_a_local_ray_gives_the_per_game_results_of_the_local_run():
    ray = pytest.importorskip("ray")
    from ai.arena import run_games
    from ai.bench import _run
    from game.core.soak import soak

    try:
        args = ("madness", 4, 11, {"players": 2}, ["random", "greedy:easy"])
        here = [_same(r) for r in run_games(*args, jobs=1)]
        there = [_same(r) for r in run_games(*args, ray="local")]
        assert there == here and len(here) == 4

        soaked_here = [dataclasses.asdict(r) for r in soak("stronghold", [{}], 3, 5, jobs=1)]
        soaked_there = [dataclasses.asdict(r) for r in soak("stronghold", [{}], 3, 5, ray="local")]
        assert soaked_there == soaked_here

        bench_args = [("madness", {"players": 3}, 20 + i, ["random"], (0, 1, 2), 3.0) for i in range(3)]
        key = [(g.seed, g.winners, g.actions) for g in _run(bench_args, 1)]
        assert [(g.seed, g.winners, g.actions) for g in _run(bench_args, 1, ray="local")] == key
    finally:
        ray.shutdown()
