"""The AI bench and the tournament summary of ``main.py simulate`` (small runs on the toy)."""

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
