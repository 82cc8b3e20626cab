"""The command line, driven in-process on the toy engine."""

from __future__ import annotations

import re

import pytest

import main
from game import registry
from game.core import saves
from tests.core.test_saves import played
from tests.toygame import RULES as TOY


@pytest.fixture(autouse=True)
def _toy():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_lists_options(capsys):
    code, out, _ = run(capsys, "games")
    assert code == 0
    assert "toy_pig: Hidden Pig" in out and "--option players=<int>" in out


def test_simulate_is_reproducible(capsys, tmp_path):
    args = ("simulate", "--game", "toy_pig", "--games", "5", "--seed", "3", "--option", "players=3")
    code, first, _ = run(capsys, *args)
    assert code == 0
    lines = first.strip().splitlines()
    assert all(line.startswith("game=") for line in lines[:5]) and len(lines) >= 6
    summary = dict(part.split("=") for part in lines[-1].split())
    assert summary["games"] == "5" and {"seat0_wins", "seat1_wins", "seat2_wins", "avg_actions",
                                        "games_per_s"} <= set(summary)
    assert sum(int(summary[f"seat{k}_wins"]) for k in range(3)) == 5
    _, second, _ = run(capsys, *args)
    strip = lambda text: re.sub(r"games_per_s=\S+", "", text)  # noqa: E731
    assert strip(first) == strip(second)


def test_simulate_refuses_bad_option_and_unknown_game(capsys):
    code, _, err = run(capsys, "simulate", "--game", "toy_pig", "--option", "players=9")
    assert code == 2 and "maximum" in err
    with pytest.raises(SystemExit) as exc:
        main.main(["simulate", "--game", "nope"])
    assert exc.value.code == 2


def test_simulate_save_last_then_replay_check(capsys, tmp_path):
    path = tmp_path / "last.save"
    code, out, _ = run(capsys, "simulate", "--game", "toy_pig", "--games", "2", "--save-last", str(path))
    assert code == 0 and path.exists()
    code, out, _ = run(capsys, "replay", str(path), "--check")
    assert code == 0 and "digest verified" in out and "finished" in out


def test_replay_check_reports_the_specific_error(capsys, tmp_path):
    path = tmp_path / "bad.save"
    data = saves.dumps_match(played())
    path.write_bytes(data[:-10])
    code, _, err = run(capsys, "replay", str(path), "--check")
    assert code == 2 and "truncated" in err


def test_bench_engine_prints_figures(capsys):
    code, out, _ = run(capsys, "bench", "engine", "--game", "toy_pig", "--seconds", "0.3")
    assert code == 0
    last = out.strip().splitlines()[-1]
    m = re.fullmatch(r"actions_per_s=(\d+) clone_speedup=([\d.]+)", last)
    assert m and int(m.group(1)) > 0 and float(m.group(2)) > 1.0


def test_soak_reports_games_and_failures(capsys):
    code, out, _ = run(capsys, "soak", "--game", "toy_pig", "--games", "20")
    assert code == 0
    assert re.search(r"game=toy_pig games=20 failures=0 actions=\d+", out)


def test_replay_exits_2_with_one_line_on_any_bad_file(capsys, tmp_path):
    import msgpack

    from game.core.match import Match

    dday = Match(registry.get("dday"), {"players": 1}, 3)
    rec = msgpack.unpackb(saves.dumps_match(dday), raw=False)
    rec["actions"] = [["CancelResult", 0, 99]]
    bombs = {"engine_error.save": msgpack.packb(rec), "garbage.save": b"\x00\xff" * 50,
             "nested.save": b"\x91" * 3000 + b"\xc0", "folder": None}
    for name, data in bombs.items():
        path = tmp_path / name
        path.mkdir() if data is None else path.write_bytes(data)
        code, out, err = run(capsys, "replay", str(path))
        assert code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1, (name, err)
        assert "Traceback" not in err and len(err) < 400


def test_fuzz_prints_figures(capsys):
    code, out, _ = run(capsys, "fuzz", "--game", "toy_pig", "--files", "30", "--max-actions", "20")
    assert code == 0
    last = out.strip().splitlines()[-1]
    assert re.search(r"files=30 crashes=0 hangs=0 over_1s=\d+ .*worst_s=[\d.]+ .*worst_mb=[\d.]+", last)


def test_soak_kiosk_prints_its_figures(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ARCADE_CONFIG_DIR", str(tmp_path / "config"))
    code, out, _ = run(capsys, "soak", "kiosk", "--minutes", "0.02", "--speed", "20")
    assert code == 0
    last = out.strip().splitlines()[-1]
    assert re.fullmatch(r"demo_games=\d+ exceptions=0 rss_start_mb=[\d.]+ rss_end_mb=[\d.]+ "
                        r"rss_growth_pct=-?[\d.]+", last)


def test_kiosk_flag_starts_the_kiosk_and_soak_needs_a_game(capsys, monkeypatch):
    import sprites.shell.kiosk

    started = []
    monkeypatch.setattr(sprites.shell.kiosk, "run_kiosk", lambda seed=None: started.append(seed) or 0)
    assert main.main(["--kiosk"]) == 0 and started == [None]
    code, _, err = run(capsys, "soak")
    assert code == 2 and "kiosk" in err


def test_bench_replay_prints_load_and_jump_figures(capsys):
    code, out, _ = run(capsys, "bench", "replay", "--game", "toy_pig")
    assert code == 0
    assert re.search(r"game=toy_pig actions=\d+ over=True", out)
    assert re.search(r"load_ms=\d+ load_cpu_ms=\d+", out)
    m = re.search(r"jumps=(\d+) median_jump_ms=[\d.]+ worst_jump_ms=([\d.]+)", out)
    assert m and int(m.group(1)) > 2 and float(m.group(2)) > 0

