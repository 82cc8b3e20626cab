"""The model never imports the view: game/ and ai/ stay pure Python (design.md, "Layers")."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {"pygame", "pygame_gui", "sprites", "sounds"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_game_and_ai_never_import_the_view():
    offenders = []
    files = [p for folder in ("game", "ai") for p in (ROOT / folder).rglob("*.py")]
    assert files
    for path in files:
        bad = _imports(path) & FORBIDDEN
        if bad:
            offenders.append(f"{path.relative_to(ROOT)}: {sorted(bad)}")
    assert not offenders, "model modules import the view: " + "; ".join(offenders)


def test_game_imports_nothing_of_ai():
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "game").rglob("*.py") if "ai" in _imports(p)]
    assert not offenders, offenders


def test_the_check_sees_a_forbidden_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nfrom pygame import Rect\n")
    assert "pygame" in _imports(bad) & FORBIDDEN
