"""The AI registry (ai/registry.py): each game's AI is found by its id in its own folder, without
importing any other game's; a fifth game plugs in through the public API alone; ai/ has no
import circle."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from ai.agent import DIFFICULTIES, Budget
from ai.bench import bench_ai
from ai.heuristics import DEFAULT
from ai.registry import (
    DEFAULT_LEVELS,
    BenchDefaults,
    GameAI,
    agent_for,
    agent_names,
    game_ai,
    heuristics_for,
    make,
    register_agent,
    register_game_ai,
    unregister_game_ai,
)
from game import registry
from tests.ai.pig_heuristics import PigHeuristics

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("stronghold", "madness", "dday", "wizard_kings")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_ai_is_found_by_id_without_importing_the_others(game_id):
    code = (
        "import sys, ai.registry\n"
        f"games = {GAMES!r}\n"
        "before = sorted(m for m in sys.modules if m.split('.')[0] == 'ai' and m.count('.') and m.split('.')[1] in games)\n"
        f"found = ai.registry.game_ai({game_id!r})\n"
        "others = sorted(m for m in sys.modules if m.split('.')[0] in ('ai', 'game') and m.count('.')\n"
        f"                and m.split('.')[1] in games and m.split('.')[1] != {game_id!r})\n"
        f"assert not before, before\n"
        f"assert f'ai.{game_id}' in sys.modules and found.levels and found.heuristics is not None\n"
        "print(others)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]", f"finding {game_id}'s AI imported {out.stdout.strip()}"


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_names_its_levels_bench_and_long_game(game_id):
    found = game_ai(game_id)
    assert found.game_id == game_id and set(found.levels) == set(DIFFICULTIES)
    assert found.bench is not None and found.bench.games > 0 and found.long_game is not None
    assert all(agent_for(game_id, d) == found.levels[d] for d in DIFFICULTIES)
    own = {spec.partition(":")[0] for spec in found.levels.values()}
    assert own <= set(agent_names(game_id))


def test_a_game_without_an_ai_folder_plays_the_generic_defaults():
    found = game_ai("no_such_game")
    assert found == GameAI("no_such_game", {})
    assert heuristics_for("no_such_game") is DEFAULT
    assert [agent_for("no_such_game", d) for d in DIFFICULTIES] == [DEFAULT_LEVELS[d] for d in DIFFICULTIES]
    with pytest.raises(KeyError):
        agent_for("no_such_game", "brutal")


def test_a_games_own_agent_plays_that_game_only(pig):
    rules = registry.get("dday")
    assert type(make("dday_planner", rules, 0, 1)).__name__ == "DDayPlanner"
    with pytest.raises(KeyError, match="dday"):
        make("dday_planner", pig, 0, 1)
    assert "dday_planner" not in agent_names(pig.id)
    assert {"random", "greedy", "minimax", "mcts"} <= set(agent_names(pig.id))


def test_levels_must_be_difficulties(pig):
    with pytest.raises(ValueError, match="brutal"):
        register_game_ai(GameAI(pig.id, {"brutal": "greedy"}))


class HoldAt:
    """A toy game's own agent: rolls until the turn's points reach its level's mark, then holds."""

    wants_view = True
    MARKS = {"easy": 8, "normal": 15, "hard": 20}

    def __init__(self, rules, seat, seed, level=None):
        self.level = level or "normal"
        self.mark = self.MARKS[self.level]
        self.name = f"hold_at:{self.level}"

    def choose(self, view, legal, budget):
        names = {type(a).__name__: a for a in legal}
        if "Hold" in names and view.turn_total >= self.mark:
            return names["Hold"]
        return names.get("Roll", legal[0])


def test_a_fifth_game_registers_its_ai_through_the_public_api(pig, nim):
    """The toy engine ("Hidden Pig") gets an AI the way a game's folder would give one: its own
    agent, its levels, heuristics, bench defaults and long game, through ai.registry alone."""
    register_agent("hold_at", HoldAt, game=pig.id)
    register_game_ai(GameAI(pig.id, levels={"easy": "hold_at:easy", "normal": "hold_at", "hard": "minimax:easy"},
                            heuristics=PigHeuristics(), bench=BenchDefaults(2, 0.05, {"players": 2}),
                            long_game=({"players": 3}, "hold_at", 4)))
    try:
        assert game_ai(pig.id).long_game == ({"players": 3}, "hold_at", 4)
        assert [agent_for(pig.id, d) for d in DIFFICULTIES] == ["hold_at:easy", "hold_at", "minimax:easy"]
        assert isinstance(heuristics_for(pig.id), PigHeuristics)
        agent = make(agent_for(pig.id, "normal"), pig, 0, 1)
        assert isinstance(agent, HoldAt) and agent.mark == 15
        state = pig.setup({}, 3)
        assert agent.choose(pig.view(state, 0), pig.legal_actions(state, 0), Budget(0.1)) in pig.legal_actions(state, 0)
        # the general search plays it with its heuristics
        assert make("minimax:easy", pig, 1, 2).h is heuristics_for(pig.id)
        assert "hold_at" in agent_names(pig.id) and "hold_at" not in agent_names(nim.id)
        with pytest.raises(KeyError):
            make("hold_at", nim, 0, 1)
        # the bench plays its defaults: its levels, its games, its cap
        out = []
        assert bench_ai(pig.id, seed=3, jobs=1, out=out.append, latency_decisions=2) == 0
        assert "games=2" in out[0] and "game_budget_s=0.05" in out[0] and "players=2" in out[0]
        assert [line.split()[0] for line in out[2:]] == ["agent=hold_at:easy", "agent=hold_at", "agent=minimax:easy"]
    finally:
        unregister_game_ai(pig.id)
    assert agent_for(pig.id, "normal") == DEFAULT_LEVELS["normal"]


def _ai_imports(path: Path, modules: set[str]) -> set[str]:
    """The ai modules ``path`` imports (anywhere in it), resolved to module names."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{alias.name}" for alias in node.names] + [node.module]
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name.startswith("ai"):
                found.add(name)
    return found


def test_ai_has_no_import_circle():
    """No two modules of ai/ import each other, directly or round a loop (a package's own
    __init__ importing its modules is not a loop: Python runs it before any of them)."""
    files = {}
    for path in (ROOT / "ai").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        files[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    modules = set(files)
    graph = {m: {x for x in _ai_imports(p, modules) if x != m and not m.startswith(x + ".")}
             for m, p in files.items()}
    done: set[str] = set()

    def visit(m: str, path: list[str]) -> None:
        if m in path:
            raise AssertionError("import circle: " + " -> ".join(path[path.index(m):] + [m]))
        if m in done:
            return
        for x in sorted(graph[m]):
            visit(x, path + [m])
        done.add(m)

    for m in sorted(graph):
        visit(m, [])
