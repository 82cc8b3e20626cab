"""``python main.py bench ai --game ID [--games N]``: how fast and how strong the agents are.

For every agent and level it plays seeded games and prints one line of ``key=value`` pairs::

    agent=minimax:normal games=200 decisions=5120 p50_s=0.210 p95_s=0.740 vs_random=0.97 vs_greedy=0.71

* ``p50_s`` / ``p95_s``: latency of the agent's real decisions (two or more legal actions), at
  the level's own time setting, measured inside the games below.
* Competitive games: the agent plays ``games`` games against ``random`` and ``games`` against
  ``greedy``, alternating seats (game ``i`` uses seed ``seed + i``); ``vs_random`` is the share
  it won, with a 95% interval (``ci_random``) and the share per seat it held (``seatK_vs_random``:
  in Stronghold seat 0 is the attacker, seat 1 the defender).
* Co-operative games: a team of the agent plays every seat; ``team_win`` is its win rate, next
  to a team of ``random`` (``random_team_win``) and of ``greedy`` (``greedy_team_win``).

Without ``--games`` / ``--budget`` / ``--option`` a game plays its AI's ``BenchDefaults``
(``GameAI.bench``: sized to finish in under 30 minutes on two cores, some with every decision
capped); the header's ``defaults:`` line says which. Games run in worker processes (one per CPU). Figures go to stdout; the return value is the exit
code.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Any

from ai.agent import DIFFICULTIES, Budget
from ai.arena import wilson
from ai.registry import BenchDefaults, agent_for, game_ai, heuristics_for, make
from game import registry
from game.core.cluster import run_tasks
from game.core.match import Match

# Every searching agent and level (``bench_ai(..., specs=ALL_SPECS)``); without ``specs`` the
# bench runs the agents that ``agent_for`` gives the three difficulties of the game.
ALL_SPECS = ("greedy:easy", "greedy", "greedy:hard", "minimax:easy", "minimax:normal", "minimax:hard",
             "mcts:easy", "mcts:normal", "mcts:hard")


# What a game whose AI names no bench defaults plays.
FALLBACK_DEFAULTS = BenchDefaults(200, None)


@dataclass
class BenchGame:
    seed: int
    winners: tuple[int, ...]
    latencies: list[float] = field(default_factory=list)
    actions: int = 0
    seats: tuple[int, ...] = ()  # seats the benched agent held
    score: float | None = None  # the outcome's scores summed (co-operative games: the team's)


def bench_defaults(game_id: str) -> BenchDefaults:
    """What the bench plays ``game_id`` with when not told: its AI's defaults, else the fallback."""
    return game_ai(game_id).bench or FALLBACK_DEFAULTS


def play_bench_game(game_id: str, options: dict[str, Any], seed: int, specs: list[str],
                    timed_seats: tuple[int, ...], budget_s: float = 3.0,
                    max_actions: int | None = None) -> BenchGame:
    """One seeded game with ``specs[k]`` in seat ``k``; the latency of every real decision of
    the seats in ``timed_seats`` is recorded."""
    rules = registry.get(game_id)
    match = Match(rules, options, seed)
    seats = rules.num_seats(match.state)
    agents = [make(specs[min(k, len(specs) - 1)], rules, k, seed * 1000 + k) for k in range(seats)]
    budget = Budget(budget_s)
    limit = max_actions or rules.random_game_action_limit
    out = BenchGame(seed, (), seats=timed_seats)
    while not match.over and len(match.actions) < limit:
        seat = match.to_act()[0]
        agent = agents[seat]
        legal = match.legal(seat)
        view = match.view(seat) if agent.wants_view else None
        start = time.perf_counter()
        action = agent.choose(view, legal, budget)
        spent = time.perf_counter() - start
        if seat in timed_seats and len(legal) > 1:
            out.latencies.append(spent)
        match.play(action)
    out.actions = len(match.actions)
    if match.over:
        outcome = rules.outcome(match.state)
        out.winners = tuple(outcome.winners)
        out.score = float(sum(outcome.scores)) if outcome.scores else None
    return out


def _header(game_id: str, options: dict[str, Any], seats: int, games: int, seed: int, jobs: int,
            ray: str | None) -> str:
    """The first line of every bench: what was played, and where."""
    return (f"game={game_id} options={','.join(f'{k}={v}' for k, v in options.items()) or 'default'} "
            f"seats={seats} games={games} seed={seed} " + (f"ray={ray}" if ray else f"jobs={jobs}"))


def _job(args: tuple) -> BenchGame:
    return play_bench_game(*args)


def _run(jobs_args: list[tuple], jobs: int, ray: str | None = None) -> list[BenchGame]:
    return list(run_tasks(_job, jobs_args, jobs, ray))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def _versus(game_id: str, options: dict[str, Any], spec: str, opponent: str, games: int, seed: int,
            seats: int, teams: list[int], jobs: int,
            budget_s: float = 3.0, ray: str | None = None) -> tuple[list[BenchGame], dict[int, list[int]]]:
    """The agent against ``opponent``: game ``i`` gives it the side of seat ``i mod seats``
    (every seat of that seat's team)."""
    args = []
    for i in range(games):
        held = i % seats
        team = teams[held]
        mine = tuple(k for k in range(seats) if teams[k] == team)
        specs = [spec if k in mine else opponent for k in range(seats)]
        args.append((game_id, options, seed + i, specs, mine, budget_s))
    results = _run(args, jobs, ray)
    per_seat: dict[int, list[int]] = {}
    for i, r in enumerate(results):
        row = per_seat.setdefault(i % seats, [0, 0])
        row[0] += 1
        row[1] += any(k in r.winners for k in r.seats)
    return results, per_seat


def bench_ai(game_id: str, games: int | None = None, seed: int = 1, specs: list[str] | None = None,
             options: dict[str, Any] | None = None, jobs: int | None = None,
             opponents: tuple[str, ...] = ("random", "greedy"), out: Any = print,
             game_budget_s: float | None = None, latency_decisions: int = 60,
             ray: str | None = None) -> int:
    """Print one line per agent and level; returns 0.

    With ``game_budget_s`` every decision of the win-rate games is capped at that many seconds
    (so hundreds of long games fit in a bench run; the rates are then those of the capped agent,
    and the line says so), and the latency columns come from ``latency_decisions`` decisions
    sampled separately at the level's own time. ``ray``: play the games on that Ray cluster
    (``game.core.cluster``) instead of ``jobs`` local processes."""
    rules = registry.get(game_id)
    defaults = bench_defaults(game_id)
    options = rules.check_options(options if options is not None else defaults.options)
    jobs = jobs or max(1, os.cpu_count() or 1)
    chosen = []  # which figures came from the defaults (the header says so)
    if games is None:
        games = defaults.games
        chosen.append(f"games={games}")
    capped_by_default = game_budget_s is None and defaults.budget_s is not None
    if capped_by_default:
        game_budget_s = defaults.budget_s
        chosen.append(f"game_budget_s={game_budget_s}")
    if not specs:
        # What the setup screen's difficulties play, one line per level.
        specs = list(dict.fromkeys(agent_for(game_id, level) for level in DIFFICULTIES))
    probe = rules.setup(options, seed)
    seats = rules.num_seats(probe)
    teams = heuristics_for(game_id).teams(rules, probe)
    budget = game_budget_s if game_budget_s is not None else 3.0
    out(_header(game_id, options, seats, games, seed, jobs, ray)
        + (f" game_budget_s={game_budget_s}" if game_budget_s is not None else ""))
    if chosen:
        out(f"defaults: {' '.join(chosen)} (this game's default run, sized to finish in under 30 minutes "
            f"on two cores)"
            + (" -- every win-rate decision capped, latency sampled at the levels' own times"
               if capped_by_default else ""))

    def timing(spec: str, lat: list[float]) -> list[str]:
        if game_budget_s is None:
            return [f"decisions={len(lat)}", f"p50_s={percentile(lat, 0.5):.3f}",
                    f"p95_s={percentile(lat, 0.95):.3f}"]
        p50, p95, top = latency(game_id, spec, latency_decisions, seed, options)
        return [f"latency_decisions={latency_decisions}", f"p50_s={p50:.3f}", f"p95_s={p95:.3f}",
                f"max_s={top:.3f}"]

    if rules.cooperative:
        baselines = {}
        for base in opponents:
            results = _run([(game_id, options, seed + i, [base], (), budget) for i in range(games)], jobs, ray)
            baselines[base] = sum(1 for r in results if r.winners) / games
        for spec in specs:
            started = time.perf_counter()
            results = _run([(game_id, options, seed + i, [spec], tuple(range(seats)), budget)
                            for i in range(games)], jobs, ray)
            wins = sum(1 for r in results if r.winners)
            low, high = wilson(wins, games)
            lat = [x for r in results for x in r.latencies]
            parts = [f"agent={spec}", f"games={games}", *timing(spec, lat),
                     f"team_win={wins / games:.3f}", f"ci95={low:.3f}..{high:.3f}"]
            parts += [f"{base}_team_win={rate:.3f}" for base, rate in baselines.items()]
            parts.append(f"seconds={time.perf_counter() - started:.0f}")
            out(" ".join(parts))
        return 0
    for spec in specs:
        started = time.perf_counter()
        lat: list[float] = []
        parts = [f"agent={spec}", f"games={games}"]
        rates = []
        for opponent in opponents:
            if opponent == spec:
                continue
            results, per_seat = _versus(game_id, options, spec, opponent, games, seed, seats, teams, jobs,
                                        budget, ray)
            lat += [x for r in results for x in r.latencies]
            wins = sum(row[1] for row in per_seat.values())
            low, high = wilson(wins, games)
            rates.append(f"vs_{opponent}={wins / games:.3f}")
            rates.append(f"ci_{opponent}={low:.3f}..{high:.3f}")
            rates += [f"seat{k}_vs_{opponent}={row[1] / row[0]:.3f}" for k, row in sorted(per_seat.items())]
        parts += [*timing(spec, lat), *rates,
                  f"seconds={time.perf_counter() - started:.0f}"]
        out(" ".join(parts))
    return 0


def latency(game_id: str, spec: str, decisions: int = 40, seed: int = 1,
            options: dict[str, Any] | None = None, stride: int = 7) -> tuple[float, float, float]:
    """p50, p95 and max seconds of ``spec``'s decisions at its level's own time, over positions
    spread through whole seeded games (every ``stride``-th real decision of a game that the
    ``greedy:easy`` agent plays for every seat, so the sample covers openings, middles and ends)."""
    rules = registry.get(game_id)
    opts = rules.check_options(options)
    lat: list[float] = []
    budget = Budget(3.0)
    i = 0
    while len(lat) < decisions and i < 50:
        match = Match(rules, opts, seed + i)
        seats = rules.num_seats(match.state)
        timed = [make(spec, rules, k, (seed + i) * 1000 + k) for k in range(seats)]
        movers = [make("greedy:easy", rules, k, (seed + i) * 1000 + k) for k in range(seats)]
        real = 0
        while not match.over and len(match.actions) < rules.random_game_action_limit and len(lat) < decisions:
            seat = match.to_act()[0]
            legal = match.legal(seat)
            view = match.view(seat)
            if len(legal) > 1:
                real += 1
                if real % stride == 0:
                    start = time.perf_counter()
                    timed[seat].choose(view if timed[seat].wants_view else None, legal, budget)
                    lat.append(time.perf_counter() - start)
            match.play(movers[seat].choose(view, legal, budget))
        i += 1
    return percentile(lat, 0.5), percentile(lat, 0.95), max(lat, default=0.0)


def bench_levels(game_id: str, games: int = 100, seed: int = 1, options: dict[str, Any] | None = None,
                 jobs: int | None = None, out: Any = print, game_budget_s: float | None = None,
                 ray: str | None = None, mirror: bool = False, pair: str | None = None) -> int:
    """Are the setup's three difficulties ordered in strength? One line per level and the level
    below it; returns 0.

    Competitive games: the higher level plays ``games`` games against the lower, game ``i`` giving
    it the side of seat ``i mod seats`` (seats alternated); ``win`` is its share of the games
    (a draw is not a win), with a Wilson 95% interval and the share per side it held.
    Co-operative games: a team of each level plays the same ``games`` seeds; ``team_win`` is its
    rate (``mean_score`` its mean score where the game scores), and ``beats`` the higher level's
    share of the seeds where the two teams did not do equally well (a win above a loss, then the
    higher score): a sign test on paired games, 0.5 being no difference, with its interval.
    ``game_budget_s`` caps every decision (the rates are then the capped agents', and the header
    says so). ``mirror`` (competitive games): first each level against itself, the share of the
    games each side wins (Stronghold: can a person win with either side at that level?).
    ``pair`` (a level above easy): only that level and the one below it are played, so a slow
    level's pairing can be left out of a run."""
    rules = registry.get(game_id)
    options = rules.check_options(options if options is not None else bench_defaults(game_id).options)
    jobs = jobs or max(1, os.cpu_count() or 1)
    probe = rules.setup(options, seed)
    seats = rules.num_seats(probe)
    budget = game_budget_s if game_budget_s is not None else 3.0
    levels = list(DIFFICULTIES)
    if pair is not None:
        if pair not in levels[1:]:
            raise ValueError(f"--pair takes one of {', '.join(levels[1:])}, not {pair!r}")
        at = levels.index(pair)
        levels = levels[at - 1:at + 1]
    specs = {level: agent_for(game_id, level) for level in levels}
    out(_header(game_id, options, seats, games, seed, jobs, ray)
        + " levels=" + ",".join(f"{level}:{spec}" for level, spec in specs.items())
        + (f" game_budget_s={game_budget_s} (every decision capped)" if game_budget_s is not None else ""))
    began = time.perf_counter()
    pairs = list(zip(levels, levels[1:], strict=False))
    if rules.cooperative:
        done: dict[str, list[tuple[bool, float]]] = {}
        for level, spec in specs.items():
            started = time.perf_counter()
            results = _run([(game_id, options, seed + i, [spec], (), budget) for i in range(games)], jobs, ray)
            done[level] = [(bool(r.winners), r.score or 0.0) for r in results]
            wins = sum(1 for won, _score in done[level] if won)
            low, high = wilson(wins, games)
            scored = [r.score for r in results if r.score is not None]
            mean = f" mean_score={sum(scored) / len(scored):.1f}" if scored else ""
            out(f"level={level} agent={spec} games={games} team_win={wins / games:.3f} "
                f"ci95={low:.3f}..{high:.3f}{mean} seconds={time.perf_counter() - started:.0f}")
        for lower, higher in pairs:
            up = sum(1 for a, b in zip(done[higher], done[lower], strict=True) if a > b)
            down = sum(1 for a, b in zip(done[higher], done[lower], strict=True) if b > a)
            split = up + down
            low, high = wilson(up, split) if split else (0.0, 1.0)
            out(f"pair={higher}>{lower} games={games} higher_only={up} lower_only={down} "
                f"beats={up / split if split else 0.5:.3f} ci95={low:.3f}..{high:.3f}")
        out(f"seconds={time.perf_counter() - began:.0f}")
        return 0
    teams = heuristics_for(game_id).teams(rules, probe)
    for level, spec in specs.items() if mirror else ():
        started = time.perf_counter()
        results = _run([(game_id, options, seed + i, [spec], (), budget) for i in range(games)], jobs, ray)
        sides = []
        for team in sorted(set(teams)):
            members = {k for k in range(seats) if teams[k] == team}
            wins = sum(1 for r in results if members & set(r.winners))
            sides.append(_side(min(members), [games, wins]))
        draws = sum(1 for r in results if not r.winners)
        out(f"mirror={level} agent={spec} games={games} draws={draws} {' '.join(sides)} "
            f"seconds={time.perf_counter() - started:.0f}")
    for lower, higher in pairs:
        started = time.perf_counter()
        if specs[higher] == specs[lower]:
            out(f"pair={higher}>{lower} same_agent={specs[higher]} (not measured: one agent plays both)")
            continue
        results, per_seat = _versus(game_id, options, specs[higher], specs[lower], games, seed, seats, teams,
                                    jobs, budget, ray)
        wins = sum(row[1] for row in per_seat.values())
        draws = sum(1 for r in results if not r.winners)
        low, high = wilson(wins, games)
        sides = " ".join(_side(k, row) for k, row in sorted(per_seat.items()))
        out(f"pair={higher}>{lower} higher={specs[higher]} lower={specs[lower]} games={games} "
            f"win={wins / games:.3f} ci95={low:.3f}..{high:.3f} draws={draws} {sides} "
            f"seconds={time.perf_counter() - started:.0f}")
    out(f"seconds={time.perf_counter() - began:.0f}")
    return 0


def _side(seat: int, row: list[int]) -> str:
    """``seatK=share(wins/games,low..high)``: one side's wins with its Wilson 95% interval."""
    games, wins = row
    low, high = wilson(wins, games)
    return f"seat{seat}={wins / games:.3f}({wins}/{games},{low:.3f}..{high:.3f})"
