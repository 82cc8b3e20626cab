"""``bench frames --compare REF`` and ``--busy``: the figures read back from a bench's output and
the same bench run in two checkouts side by side."""

from __future__ import annotations

from pathlib import Path

from sprites.tools.framecompare import compare, figures_of

HERE = Path(__file__).resolve().parents[2]


def test_the_last_figures_printed_are_the_ones_read():
    out = ("frames=50 last_s_mean_ms=3.00 max_ms=9.00 ai_thinking=True\n"
           "p50_ms=1.50 p95_ms=4.25 p99_ms=9.75 worst_ms=12.00\n")
    assert figures_of(out) == {"p50_ms": 1.5, "p95_ms": 4.25, "p99_ms": 9.75, "worst_ms": 12.0}


def test_compare_runs_both_checkouts_and_prints_ratios():
    lines: list[str] = []
    assert compare(str(HERE), ["dday"], ["640x360"], seconds=0.3, rounds=1, out=lines.append) == 0
    assert len(lines) == 1 and lines[0].startswith("game=dday size=640x360")
    for key in ("p50_ms", "p95_ms", "p99_ms", "worst_ms"):
        assert f"{key}: " in lines[0] and "(x" in lines[0]


def test_compare_refuses_a_folder_that_is_no_checkout(tmp_path, capsys):
    assert compare(str(tmp_path), ["dday"], ["640x360"], seconds=0.3) == 2
    assert "no main.py" in capsys.readouterr().err


def test_the_cpu_figures_are_read_apart_from_the_wall_figures():
    out = ("cpu_p50_ms=1.00 cpu_p95_ms=2.00 cpu_p99_ms=3.00 cpu_worst_ms=4.00 frames_over_16.7ms=0 (-)\n"
           "p50_ms=1.50 p95_ms=4.25 p99_ms=9.75 worst_ms=12.00\n")
    assert figures_of(out) == {"cpu_p50_ms": 1.0, "cpu_p95_ms": 2.0, "cpu_p99_ms": 3.0, "cpu_worst_ms": 4.0,
                               "p50_ms": 1.5, "p95_ms": 4.25, "p99_ms": 9.75, "worst_ms": 12.0}
