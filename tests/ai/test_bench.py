"""The AI bench and the tournament summary of ``main.py simulate`` (small runs on the toy)."""

import pytest

from ai.arena import play_game, summary_line, tournament_lines, wilson
from ai.bench import bench_ai, percentile


def test_wilson_interval_brackets_the_rate():
    low, high = wilson(71, 100)
    assert low < 0.71 < high
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentiles():
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) in (50.0, 51.0)
    assert percentile(values, 0.95) in (95.0, 96.0)
    assert percentile([], 0.5) == 0.0


def test_the_tournament_summary_gives_win_rates_with_intervals(pig):
    results = [play_game(pig.id, {}, 40 + i, ["greedy", "random"])[0] for i in range(4)]
    lines = tournament_lines(results)
    assert len(lines) == 2
    assert lines[0].startswith("agent=greedy seat=0 games=4 wins=")
    assert "ci95=" in lines[1]
    assert summary_line(results, 1.0).splitlines()[:-1] == lines


def test_bench_prints_one_line_per_agent(pig):
    out = []
    assert bench_ai(pig.id, games=4, seed=3, specs=["greedy", "minimax:easy"], jobs=1, out=out.append) == 0
    assert out[0].startswith("game=toy_pig")
    lines = out[1:]
    assert [line.split()[0] for line in lines] == ["agent=greedy", "agent=minimax:easy"]
    fields = dict(kv.split("=", 1) for kv in lines[1].split())
    for key in ("p50_s", "p95_s", "vs_random", "vs_greedy", "ci_random"):
        assert key in fields
    assert 0.0 <= float(fields["vs_random"]) <= 1.0


def test_bench_of_a_cooperative_game_reports_team_win_rates(pig, monkeypatch):
    monkeypatch.setattr(type(pig), "cooperative", True)
    out = []
    bench_ai(pig.id, games=2, seed=3, specs=["greedy"], jobs=1, out=out.append)
    assert "team_win=" in out[1] and "random_team_win=" in out[1]


def test_a_budget_cap_samples_latency_separately_at_the_levels_own_time(pig):
    out = []
    # mcts always spends its whole time: 0.25 s at easy
    bench_ai(pig.id, games=2, seed=3, specs=["mcts:easy"], jobs=1, out=out.append,
             game_budget_s=0.01, latency_decisions=4)
    assert "game_budget_s=0.01" in out[0]
    fields = dict(kv.split("=", 1) for kv in out[1].split())
    assert fields["latency_decisions"] == "4" and "max_s" in fields
    # the latency sample ran at the level's own time, not under the 0.01 s cap of the games
    assert float(fields["p50_s"]) > 0.1


def test_bench_levels_plays_each_level_against_the_one_below(pig_smart, pig_ai):
    pig = pig_smart
    from ai.bench import bench_levels

    # the toy's levels: random < greedy = greedy (the same agent twice is said, not measured)
    pig_ai(levels={"easy": "random", "normal": "greedy", "hard": "greedy"})
    out = []
    assert bench_levels(pig.id, games=24, seed=5, jobs=1, out=out.append, game_budget_s=0.05, mirror=True) == 0
    assert out[0].startswith("game=toy_pig") and "levels=easy:random,normal:greedy,hard:greedy" in out[0]
    assert "every decision capped" in out[0]
    mirrors = [line for line in out if line.startswith("mirror=")]
    assert [line.split()[0] for line in mirrors] == ["mirror=easy", "mirror=normal", "mirror=hard"]
    pair = next(line for line in out if line.startswith("pair=normal>easy"))
    fields = dict(kv.split("=", 1) for kv in pair.split())
    assert fields["higher"] == "greedy" and fields["lower"] == "random"
    # seats alternated: half the games on each side, and the sides add up to the total
    seat_wins = [int(fields[f"seat{k}"].split("(")[1].split("/")[0]) for k in (0, 1)]
    assert [fields[f"seat{k}"].split("/")[1].split(",")[0] for k in (0, 1)] == ["12", "12"]
    assert sum(seat_wins) == round(float(fields["win"]) * 24)
    assert float(fields["win"]) > 0.6   # greedy beats random at pig
    assert any(line.startswith("pair=hard>normal same_agent=greedy") for line in out)
    assert out[-1].startswith("seconds=")


def test_bench_levels_pair_plays_one_level_against_the_one_below_only(pig, pig_ai):
    from ai.bench import bench_levels

    pig_ai(levels={"easy": "random", "normal": "greedy", "hard": "no-such-agent"})
    out = []
    # hard is never built: the pairing asked for is normal against easy
    assert bench_levels(pig.id, games=4, seed=5, jobs=1, out=out.append, game_budget_s=0.05, pair="normal") == 0
    assert "levels=easy:random,normal:greedy" in out[0] and "hard" not in out[0]
    assert [line.split()[0] for line in out if line.startswith("pair=")] == ["pair=normal>easy"]
    with pytest.raises(ValueError, match="--pair"):
        bench_levels(pig.id, games=4, pair="easy", out=out.append)


def test_bench_levels_of_a_cooperative_game_compares_teams_on_the_same_seeds(pig, pig_ai, monkeypatch):
    from ai.bench import bench_levels

    monkeypatch.setattr(type(pig), "cooperative", True)
    pig_ai(levels={"easy": "random", "normal": "greedy", "hard": "greedy"})
    out = []
    bench_levels(pig.id, games=6, seed=3, jobs=1, out=out.append, game_budget_s=0.05)
    levels = [line for line in out if line.startswith("level=")]
    assert len(levels) == 3 and all("team_win=" in line for line in levels)
    pair = next(line for line in out if line.startswith("pair=hard>normal"))
    # one agent on the same seeds: the teams win and lose the same games
    assert "higher_only=0 lower_only=0" in pair


def test_the_default_run_takes_the_games_table_and_says_so(pig, pig_ai):
    """Without ``games`` / ``game_budget_s`` the game's BenchDefaults (GameAI.bench) are played
    and the header names them; given figures win over them and no defaults line is printed."""
    from ai.registry import BenchDefaults

    pig_ai(bench=BenchDefaults(3, 0.05))
    out = []
    bench_ai(pig.id, seed=3, specs=["greedy"], jobs=1, out=out.append, latency_decisions=4)
    assert "games=3" in out[0] and "game_budget_s=0.05" in out[0]
    assert out[1].startswith("defaults: games=3 game_budget_s=0.05") and "30 minutes" in out[1]
    line = dict(kv.split("=", 1) for kv in out[2].split())
    assert line["games"] == "3" and line["latency_decisions"] == "4"
    out.clear()
    bench_ai(pig.id, games=2, seed=3, specs=["greedy"], jobs=1, out=out.append, game_budget_s=0.1)
    assert not any(x.startswith("defaults:") for x in out) and "games=2" in out[1]
