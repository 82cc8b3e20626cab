"""Damaged saves of every game thrown at the loader: every action type with random values in
every field, legal actions with one value changed, byte and field damage, nesting, value-count
and size bombs. Whatever the file, loading ends in a SaveError (or a valid game) with a short
one-line message, within a bounded time and memory.

CI loads a few hundred files per game from short real saves; the large run (2,500 per game from
longer saves) is the slow test, and ``python main.py fuzz`` prints the same figures."""

from __future__ import annotations

import os

import pytest

from game import registry
from game.core import savefuzz
from game.core.saveerrors import MAX_MESSAGE

GAMES = ["stronghold", "madness", "dday", "wizard_kings"]
# Safety caps, far above what a file takes (the figures of `main.py fuzz` are the measurement):
# a loaded machine must not fail the test, a hang or a memory bomb must.
CAP_SECONDS = 5.0
CAP_MB = 64.0


@pytest.fixture(scope="module")
def short_saves() -> dict[str, savefuzz.Material]:
    made = savefuzz.materials([registry.get(g) for g in GAMES], seed=5, max_actions=90)
    return {m.game: m for m in made}


def check(mat: savefuzz.Material, files: int, seed: int) -> savefuzz.Figures:
    tried_types: set[str] = set()
    slow: list[tuple[str, float, float]] = []

    def note(specimen: savefuzz.Specimen, t: savefuzz.Trial) -> None:
        if specimen.detail:
            tried_types.add(specimen.detail)
        if t.seconds > CAP_SECONDS or t.peak_mb > CAP_MB:
            slow.append((t.kind, t.seconds, t.peak_mb))

    figures = savefuzz.fuzz(mat, files, seed, on_trial=note)
    assert figures.files == files
    assert not figures.crashes, [(c.kind, c.outcome, c.message) for c in figures.crashes[:5]]
    assert not slow, slow
    assert figures.longest_message <= MAX_MESSAGE and figures.multiline_messages == 0
    assert tried_types == {cls.__name__ for cls in mat.rules.action_types}
    assert {"count_bomb", "action_mutated", "action_random"} <= set(figures.kinds)
    # most damage is refused; the few that load are damage a save cannot see (an edited title)
    assert figures.loaded < files // 10
    return figures


@pytest.mark.parametrize("game", GAMES)
def test_damaged_saves_end_in_a_save_error(short_saves, game):
    check(short_saves[game], int(os.environ.get("FUZZ_FILES", "240")), seed=11)


@pytest.mark.slow
def test_ten_thousand_damaged_saves_from_long_games():
    for mat in savefuzz.materials([registry.get(g) for g in GAMES], seed=3, max_actions=300):
        check(mat, 2500, seed=3)
