"""``pip install .`` gives a working game: every data file the packages read (rules cards,
translations, palettes, themes, maps) is declared as package data in pyproject.toml, and the
``tabletop-arcade`` command points at main's entry."""

from __future__ import annotations

import fnmatch
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_data_file_of_the_packages_is_installed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["*"]
    files = subprocess.run(["git", "ls-files", "game", "ai", "sprites", "sounds"], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout.split()
    data = [ROOT / f for f in files if not f.endswith(".py")]
    assert data, "the packages have data files"
    missing = []
    for path in data:
        package = path.parent
        while not (package / "__init__.py").exists():
            package = package.parent
        relative = path.relative_to(package).as_posix()
        if not any(fnmatch.fnmatch(relative, p) for p in patterns):
            missing.append(str(path.relative_to(ROOT)))
    assert not missing, f"not installed by pip install .: {missing}"


def test_the_command_is_main_entry():
    import main

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["project"]["scripts"]["tabletop-arcade"] == "main:entry"
    assert callable(main.entry)
    requirements = {line.split("==")[0]: line for line in (ROOT / "requirements.txt").read_text().split()
                    if "==" in line}
    assert sorted(config["project"]["dependencies"]) == sorted(requirements.values())
