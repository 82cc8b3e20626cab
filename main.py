"""Tabletop arcade: the command line. ``python main.py`` starts the client; see ``--help``."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any


def _options(pairs: list[str] | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"--option takes key=value, got {pair!r}")
        out[key.strip()] = value.strip()
    return out


def _rules_or_exit(game_id: str) -> Any:
    from game import registry

    try:
        return registry.get(game_id)
    except KeyError as err:
        print(f"error: {err.args[0]}", file=sys.stderr)
        raise SystemExit(2) from None


def _ray_address(args: argparse.Namespace) -> str | None:
    """The ``--ray`` address, once Ray is known to be importable (else ``ClusterError``, which
    ``main`` turns into a message and exit 2 before any game runs)."""
    address = getattr(args, "ray", None)
    if address:
        from game.core.cluster import check_ray

        check_ray()
    return address


def cmd_games(args: argparse.Namespace) -> int:
    from game import registry

    ids = registry.ids()
    if not ids:
        print("No games are registered yet.")
    for rules in registry.all_rules():
        kind = "co-operative" if rules.cooperative else "competitive"
        print(f"{rules.id}: {rules.title} ({rules.min_players}-{rules.max_players} players, {kind}"
              f"{', hidden information' if rules.hidden_information else ''})")
        for opt in rules.options():
            extra = ""
            if opt.choices:
                extra = " choices=" + "|".join(str(c) for c in opt.choices)
            elif opt.minimum is not None or opt.maximum is not None:
                extra = f" range={opt.minimum}..{opt.maximum}"
            print(f"    --option {opt.key}=<{opt.kind}> default={opt.default}{extra}  {opt.label}")
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    from ai.arena import play_game, run_games, summary_line
    from game.core.saves import save_match
    from game.core.types import OptionError

    rules = _rules_or_exit(args.game)
    try:
        options = rules.check_options(_options(args.option))
    except OptionError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    specs = [s.strip() for s in (args.agents or "random").split(",") if s.strip()]
    ray = _ray_address(args)
    start = time.perf_counter()
    results = []
    for result in run_games(args.game, args.games, args.seed, options, specs, args.jobs, ray):
        print(result.line(), flush=True)
        results.append(result)
    elapsed = time.perf_counter() - start
    if args.save_last and results:
        last = results[-1]
        _, match = play_game(args.game, options, last.seed, specs, last.index, keep_match=True)
        save_match(match, args.save_last, {"note": "simulate --save-last"})
        print(f"saved the last game to {args.save_last}")
    print(summary_line(results, elapsed))
    return 0


def cmd_train(args: argparse.Namespace) -> int:
    """Learned evaluation weights from self-play (only Madness has them)."""
    if args.game != "madness":
        print(f"error: train knows only madness, not {args.game!r}", file=sys.stderr)
        return 2
    try:
        players = [int(p) for p in args.players.split(",") if p.strip()]
    except ValueError:
        print(f"error: --players takes counts with commas, e.g. 2,3,4, got {args.players!r}", file=sys.stderr)
        return 2
    if not players or any(not 2 <= p <= 5 for p in players):
        print("error: --players takes counts from 2 to 5", file=sys.stderr)
        return 2
    from ai.madness.learning import LEARNED_PATH, train
    from ai.madness.levels import LEVELS

    if args.level not in LEVELS:
        print(f"error: --level takes one of {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    ray = _ray_address(args)
    command = " ".join(["python", "main.py", *(args.argv or [])])
    try:
        train(args.games, args.seed, players, args.level, args.out or LEARNED_PATH, args.jobs, ray,
              command=command, data_path=args.data, alpha=args.alpha, target=args.target,
              iterations=args.iterations, bonus=args.td_bonus, records_path=args.records,
              from_records=args.from_records)
    except (ValueError, OSError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


def cmd_soak(args: argparse.Namespace) -> int:
    if args.what == "kiosk":
        from sprites.tools.kiosksoak import soak_kiosk

        if args.minutes <= 0 or args.speed <= 0:
            print("error: --minutes and --speed must be positive", file=sys.stderr)
            return 2
        return soak_kiosk(args.minutes, args.speed, args.seed)
    if not args.game:
        print("error: soak needs --game (or: soak kiosk)", file=sys.stderr)
        return 2
    from game.core.soak import soak

    rules = _rules_or_exit(args.game)
    option_sets = [_options(args.option)] if args.option else rules.battery_options()
    ray = _ray_address(args)
    start = time.perf_counter()
    failures = actions = done = 0
    for result in soak(args.game, option_sets, args.games, args.seed, args.jobs, ray):
        done += 1
        actions += result.actions
        if result.error:
            failures += 1
            print(f"FAIL seed={result.seed} options={result.options} {result.error}", flush=True)
        elif done % max(1, args.games // 10) == 0:
            print(f"... {done}/{args.games} games", flush=True)
    elapsed = time.perf_counter() - start
    print(f"game={rules.id} games={done} failures={failures} actions={actions} "
          f"seconds={elapsed:.1f} actions_per_s={actions / elapsed if elapsed else 0:.0f}")
    return 1 if failures else 0


def cmd_replay(args: argparse.Namespace) -> int:
    from game.core.saves import SaveError, load_match

    try:
        match = load_match(args.file)
    except SaveError as err:
        print(f"error: {err} [{err.kind}]", file=sys.stderr)
        return 2
    except Exception as err:  # the loader promises SaveError only; a bad file still never gets a traceback
        print(f"error: the save could not be loaded ({type(err).__name__}) [error]", file=sys.stderr)
        return 2
    rules = match.rules
    status = "finished" if match.over else "in progress"
    print(f"{rules.title}: {len(match.actions)} actions replayed, digest verified, game {status}")
    if match.over:
        outcome = rules.outcome(match.state)
        print(f"winners={','.join(map(str, outcome.winners)) or 'none'} reason=\"{outcome.reason}\"")
    if args.check:
        return 0
    from sprites.shell.launch import run_replay

    return run_replay(args.file, fullscreen=args.fullscreen)


def cmd_fuzz(args: argparse.Namespace) -> int:
    from game import registry
    from game.core.savefuzz import Figures, fuzz, materials

    games = [_rules_or_exit(args.game)] if args.game else registry.all_rules()
    start = time.perf_counter()
    total = Figures("all")
    for mat in materials(games, args.seed, args.max_actions):
        figures = fuzz(mat, args.files, args.seed, memory=args.memory)
        print(figures.line(), flush=True)
        for crash in figures.crashes[:5]:
            print(f"    {crash.kind}: {crash.outcome} {crash.message}", flush=True)
        total.absorb(figures)
    print(total.line() + f" seconds={time.perf_counter() - start:.0f}")
    return 1 if total.crashes else 0


def cmd_i18n(args: argparse.Namespace) -> int:
    from game.core.i18n import catalogue_dirs, merge

    root = Path(__file__).resolve().parent
    missing = 0
    for folder in catalogue_dirs(root):
        total, untranslated = merge(folder, root, args.lang)
        missing += untranslated
        print(f"{folder.relative_to(root).as_posix()}/locale/{args.lang}.po entries={total} "
              f"untranslated={untranslated}")
    return 1 if missing and args.strict else 0


def cmd_bench(args: argparse.Namespace) -> int:
    if args.what == "replay":
        if not args.game and not args.file:
            print("error: bench replay needs --game (or --file SAVE)", file=sys.stderr)
            return 2
        if args.game:
            _rules_or_exit(args.game)
        from sprites.tools.replaybench import bench_replay

        return bench_replay(args.game or "", options=_options(args.option) or None, agents=args.agents,
                            seed=args.seed, file=args.file)
    if args.seed is None:
        args.seed = 1
    if args.what == "engine":
        from game.core.bench import measure

        if not args.game:
            print("error: bench engine needs --game", file=sys.stderr)
            return 2
        rules = _rules_or_exit(args.game)
        figures = measure(rules, seconds=args.seconds, seed=args.seed)
        print(f"game={rules.id} games={figures.games} actions={figures.actions} "
              f"seconds={figures.seconds:.2f} clone_samples={figures.samples}")
        print(f"clone_s={figures.clone_s:.4f} deepcopy_s={figures.deepcopy_s:.4f}")
        print(f"actions_per_s={figures.actions_per_s:.0f} clone_speedup={figures.clone_speedup:.1f}")
        return 0
    if args.what in ("ai", "levels"):
        if not args.game:
            print(f"error: bench {args.what} needs --game", file=sys.stderr)
            return 2
        _rules_or_exit(args.game)
        ray = _ray_address(args)
        from ai.bench import bench_ai, bench_levels

        if args.what == "levels":
            return bench_levels(args.game, games=args.games or 100, seed=args.seed,
                                options=_options(args.option) or None, jobs=args.jobs,
                                game_budget_s=args.budget, ray=ray, mirror=args.mirror, pair=args.pair)
        specs = [x for x in (args.agents or "").split(",") if x] or None
        return bench_ai(args.game, games=args.games, seed=args.seed, specs=specs,
                        options=_options(args.option) or None, jobs=args.jobs,
                        game_budget_s=args.budget, latency_decisions=args.latency_decisions, ray=ray)
    import contextlib

    from game import registry
    from sprites.tools.framecompare import busy_core, compare
    from sprites.tools.frames import bench_frames

    sizes: list[tuple[int, int]] = []
    for text in (part.strip() for part in args.size.split(",") if part.strip()):
        try:
            w, h = (int(v) for v in text.lower().split("x"))
        except ValueError:
            print(f"error: --size takes WIDTHxHEIGHT (several with commas), got {text!r}", file=sys.stderr)
            return 2
        if w < 640 or h < 360:
            print("error: --size must be at least 640x360", file=sys.stderr)
            return 2
        sizes.append((w, h))
    games = [args.game] if args.game else registry.ids()
    if args.compare:
        extra = [f"--skip={args.skip}"] + (["--fit"] if args.fit else []) + \
            ([f"--seed={args.seed}"] if args.seed is not None else []) + \
            [f"--option={o}" for o in args.option or []]
        return compare(args.compare, games, [f"{w}x{h}" for w, h in sizes], args.seconds, rounds=args.rounds,
                       extra=extra, busy=args.busy)
    code = 0
    with busy_core() if args.busy else contextlib.nullcontext():
        for game in games:
            for w, h in sizes:
                code = max(code, bench_frames(game, seconds=args.seconds, size=(w, h),
                                              options=_options(args.option) or None, skip=args.skip,
                                              seed=args.seed if args.seed is not None else 1, fit=args.fit))
    return code


def cmd_check(args: argparse.Namespace) -> int:
    """The layout audit; exit 1 when anything is cut, covered, tiny or in the engine's words."""
    from game import registry
    from sprites.tools.layout import LANGS, SIZES, check_layout

    games = [_rules_or_exit(args.game).id] if args.game else registry.ids()
    try:
        sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.size] if args.size else list(SIZES)
    except ValueError:
        print("error: --size takes WxH, e.g. 1280x720", file=sys.stderr)
        return 2
    options = _options(args.option)
    if args.players:
        options["players"] = args.players
    results = check_layout(games, sizes, args.lang or list(LANGS), args.seed, args.decisions, args.shots,
                           options=options)
    return 1 if any(sum(r.values()) for r in results.values()) else 0


def cmd_client(args: argparse.Namespace) -> int:
    if args.headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.autoplay:
        from sprites.tools.autoplay import run_autoplay

        _rules_or_exit(args.autoplay)
        return run_autoplay(args.autoplay, args.seed, _options(args.option), args.screenshots,
                            language=args.lang)
    if args.headless:
        print("error: --headless needs --autoplay GAME (nothing to show otherwise)", file=sys.stderr)
        return 2
    if args.kiosk:
        from sprites.shell.kiosk import run_kiosk

        return run_kiosk(seed=args.seed)
    from sprites.shell.launch import run_client

    return run_client(fullscreen=args.fullscreen)


RAY_HELP = ("run the games on the Ray cluster at ADDRESS (host:6379 or ray://host:10001; 'auto': the "
            "cluster this machine runs, else a local one; 'local': a new local Ray); needs "
            "pip install -r requirements-ray.txt")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py", description="Tabletop arcade: Stronghold, The Big Book of Madness, D-Day Dice, "
                                    "Wizard Kings. With no command, starts the game.")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument("--kiosk", action="store_true",
                        help="unattended: full screen AI demo games, any key to play; Ctrl+Alt+Q quits")
    parser.add_argument("--headless", action="store_true", help="no window (with --autoplay)")
    parser.add_argument("--autoplay", metavar="GAME", help="play a whole game with AI in every seat "
                                                           "through the real scenes, then exit")
    parser.add_argument("--seed", type=int, default=None, help="seed for --autoplay")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="game option for --autoplay")
    parser.add_argument("--screenshots", metavar="DIR", help="with --autoplay: a screenshot per phase")
    parser.add_argument("--lang", choices=("en", "cs"), default=None,
                        help="with --autoplay: play in this language (default: the settings' language)")
    parser.set_defaults(func=cmd_client)
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("games", help="list the registered games and their options")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("simulate", help="play seeded games headless between agents")
    p.add_argument("--game", required=True, help="game id (see: main.py games)")
    p.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="game option (repeatable)")
    p.add_argument("--agents", help="comma-separated agent per seat, e.g. random,greedy (default random)")
    p.add_argument("--save-last", metavar="FILE", help="save the last game to FILE")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--ray", metavar="ADDRESS", help=RAY_HELP)
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("train", help="self-play games -> learned evaluation weights (madness: "
                                      "ai/madness/learned.json)")
    p.add_argument("game", choices=["madness"])
    p.add_argument("--games", type=int, default=60, help="games to record (default 60)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--players", default="2,3,4", help="player counts, game i takes the i-th (default 2,3,4)")
    p.add_argument("--level", default="normal", help="the planner level that plays (default normal)")
    p.add_argument("--out", help="weights file (default ai/madness/learned.json)")
    p.add_argument("--data", metavar="NPZ", help="also keep the recorded positions (numpy .npz)")
    p.add_argument("--alpha", type=float, default=None,
                   help="ridge strength toward the hand weights, per position (default: the one that "
                        "best predicts held-out games; larger stays nearer the hand weights)")
    p.add_argument("--target", choices=["outcome", "td"], default="outcome",
                   help="outcome: won + rounds survived (default); td: the value at the seat's next "
                        "turn, the outcome at the end (ai/madness/learning.py)")
    p.add_argument("--iterations", type=int, default=2, help="--target td: fits, each on the previous "
                                                                "one's targets (default 2)")
    p.add_argument("--td-bonus", type=float, default=30.0,
                   help="--target td: what a win adds and a loss takes at the end (default 30)")
    p.add_argument("--records", metavar="FILE", help="also keep the games' records (JSON lines)")
    p.add_argument("--from-records", metavar="FILE",
                   help="fit the records of FILE (from --records) instead of playing games")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--ray", metavar="ADDRESS", help=RAY_HELP)
    p.set_defaults(func=cmd_train)

    p = sub.add_parser("soak", help="random games to the end, invariants checked after every action; "
                                     "'soak kiosk' runs the kiosk headless and accelerated and measures its memory")
    p.add_argument("what", nargs="?", choices=["kiosk"], help="kiosk: soak the kiosk instead of an engine")
    p.add_argument("--game", help="game id (engine soak)")
    p.add_argument("--minutes", type=float, default=5.0, help="soak kiosk: wall-clock minutes (default 5)")
    p.add_argument("--speed", type=float, default=8.0, help="soak kiosk: acceleration (default 8)")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", metavar="KEY=VALUE",
                   help="game option (default: every option set the battery plays)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--ray", metavar="ADDRESS", help="engine soak: " + RAY_HELP)
    p.set_defaults(func=cmd_soak)

    p = sub.add_parser("replay", help="watch a save on its board (verified as it loads; --check: verify only)")
    p.add_argument("file")
    p.add_argument("--check", action="store_true", help="verify only, no window (exit 0 ok, 2 bad)")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("fuzz", help="damaged saves thrown at the loader: crashes, hangs, worst time and memory")
    p.add_argument("--files", type=int, default=2500, help="damaged files per game (default 2500)")
    p.add_argument("--game", help="one game (default: every registered game)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-actions", type=int, default=300,
                   help="length of the real saves the damage starts from (default 300)")
    p.add_argument("--memory", choices=["rss", "trace", "none"], default="rss",
                   help="how memory is measured: peak resident memory above the level before each load "
                        "(default), or a second load under tracemalloc")
    p.set_defaults(func=cmd_fuzz)

    p = sub.add_parser("i18n", help="bring every package's catalogue (locale/LANG.po) up to the marked texts")
    p.add_argument("--lang", default="cs")
    p.add_argument("--strict", action="store_true", help="exit 1 while any text is untranslated")
    p.set_defaults(func=cmd_i18n)

    p = sub.add_parser("check", help="check layout: whole games through the real scenes by a scripted person; "
                                      "prints cut / covered / tiny texts per game, size and language")
    p.add_argument("what", choices=["layout"])
    p.add_argument("--game", help="one game (default: every registered game)")
    p.add_argument("--size", action="append", metavar="WxH",
                   help="window size (repeatable; default 1280x720 and 1920x1080)")
    p.add_argument("--lang", action="append", choices=("en", "cs"), help="language (repeatable; default both)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--decisions", type=int, default=None, help="stop each game after this many decisions")
    p.add_argument("--shots", metavar="DIR", help="a screenshot of each finding the first time it is seen")
    p.add_argument("--players", type=int, help="the number of players (the game's option)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option set on the setup "
                   "screen (repeatable)")
    p.set_defaults(func=cmd_check)

    p = sub.add_parser("bench", help="print speed figures")
    p.add_argument("what", choices=["engine", "ai", "levels", "frames", "replay"])
    p.add_argument("--game", help="game id")
    p.add_argument("--games", type=int, default=None,
                   help="bench ai / levels: games per pairing (bench ai: the game's default run, sized for "
                        "30 minutes on two cores; levels: 100)")
    p.add_argument("--mirror", action="store_true",
                   help="bench levels: also each level against itself, per side (competitive games)")
    p.add_argument("--pair", choices=["normal", "hard"], default=None,
                   help="bench levels: only this level against the one below it (default: every pairing)")
    p.add_argument("--seconds", type=float, default=5.0, help="how long to measure (default 5)")
    p.add_argument("--seed", type=int, default=None,
                   help="seed (default 1; bench replay: the seed of the game's long game)")
    p.add_argument("--agents", help="bench ai: comma-separated agent specs (default: the setup screen's levels); "
                                    "bench replay: the agents that play the long game")
    p.add_argument("--option", action="append", metavar="KEY=VALUE",
                   help="bench ai and frames: game option (repeatable), e.g. players=5")
    p.add_argument("--jobs", type=int, default=0, help="bench ai: worker processes (default: one per CPU)")
    p.add_argument("--ray", metavar="ADDRESS", help="bench ai: " + RAY_HELP)
    p.add_argument("--budget", type=float, default=None,
                   help="bench ai: cap in seconds on each decision of the win-rate games (latency is "
                        "then sampled separately at the level's own time)")
    p.add_argument("--size", default="1280x720",
                   help="bench frames: window size WxH, several with commas (default 1280x720)")
    p.add_argument("--busy", action="store_true",
                   help="bench frames: keep another core at 100%% for the run (a loaded machine)")
    p.add_argument("--compare", metavar="REF",
                   help="bench frames: also run the bench in the checkout REF (a directory), alternately, "
                        "and print the figures side by side with their ratio")
    p.add_argument("--rounds", type=int, default=2, help="bench frames --compare: rounds per checkout (default 2)")
    p.add_argument("--skip", type=int, default=0,
                   help="bench frames: play this many seeded random actions first (a position later in the game, "
                        "e.g. an assault); their events' animations then replay while the AI thinks")
    p.add_argument("--file", help="bench replay: measure this save instead of the game's long game")
    p.add_argument("--fit", action="store_true",
                   help="bench frames: the whole board in view (a map zoomed out fully) while measuring")
    p.add_argument("--latency-decisions", type=int, default=60,
                   help="bench ai with --budget: decisions sampled for the latency figures (default 60)")
    p.set_defaults(func=cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    args.argv = list(sys.argv[1:] if argv is None else argv)
    if args.command in ("simulate", "soak", "bench", "train") and args.games is not None and args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        return int(args.func(args) or 0)
    except Exception as err:
        from game.core.cluster import ClusterError

        if not isinstance(err, ClusterError):
            raise
        print(f"error: {err}", file=sys.stderr)
        return 2


def entry() -> None:
    """The installed ``tabletop-arcade`` command (``pip install .``)."""
    sys.exit(main())


if __name__ == "__main__":
    entry()
