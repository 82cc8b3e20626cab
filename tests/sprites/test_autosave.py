"""The autosave writer: jobs land in order, a delete is never overtaken, no job is dropped."""

from __future__ import annotations

import time

from game.core.match import Match
from game.core.saves import load_match
from sprites.table.autosave import Autosaver
from tests.toygame import RULES as TOY


def test_a_delete_queued_after_writes_is_not_undone_by_them(tmp_path, monkeypatch):
    import game.core.saves as saves

    real = saves.save_match

    def slow(match, path, meta=None):
        time.sleep(0.05)   # a write still in flight when the game ends
        real(match, path, meta)

    monkeypatch.setattr(saves, "save_match", slow)
    match = Match(TOY, {"players": 2}, 1)
    path = tmp_path / "autosave-toy.save"
    writer = Autosaver()
    writer.save(match, path, {})
    time.sleep(0.01)
    writer.save(match, path, {})
    writer.delete(path)
    assert writer.wait(10)
    assert not path.exists()


def test_no_job_is_skipped_while_the_writer_finishes(tmp_path):
    match = Match(TOY, {"players": 2}, 1)
    writers = [Autosaver(), Autosaver()]
    paths = [tmp_path / f"autosave-{i}.save" for i in range(120)]
    for i, path in enumerate(paths):
        writers[i % 2].save(match, path, {})
        if i % 7 == 0:
            time.sleep(0.002)   # let the thread run dry and stop now and then
    assert writers[0].wait(20)
    assert all(p.exists() for p in paths)
    assert sum(w.written for w in writers) == len(paths)


def test_the_newest_position_is_the_one_kept(tmp_path, toy):
    match = Match(TOY, {"players": 2}, 1)
    path = tmp_path / "autosave-toy.save"
    writer = Autosaver()
    for _ in range(6):
        seat = match.to_act()[0]
        match.play(match.legal(seat)[0])
        writer.save(match, path, {})
    assert writer.wait(10)
    assert load_match(path).actions == match.actions


KILLED_WRITER = """
import sys, time
from game import registry
from game.core.match import Match
from game.core.rng import Rng
from pathlib import Path
from sprites.table.autosave import Autosaver
from tests.toygame import RULES
registry.register(RULES)
path = Path(sys.argv[1])
writer = Autosaver()
for game in range(10_000):
    match, pick = Match(RULES, {"players": 3}, game), Rng(game)
    while not match.over:
        match.play(pick.choice(match.legal(match.to_act()[0])))
        writer.save(match, path, {})
        print(len(match.actions), flush=True)
"""


def test_a_kill_at_any_moment_leaves_a_loadable_autosave(tmp_path, toy):
    import signal
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    path = tmp_path / "autosave-toy.save"
    for delay in (0.4, 0.55, 0.7):
        path.unlink(missing_ok=True)     # each round proves itself
        proc = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(path)], cwd=root,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert proc.stdout is not None
        proc.stdout.readline()           # it has started queueing saves
        # Before the first write lands there is no autosave to keep (a slow fsync on a busy
        # machine can take longer than the delays below), so the kill clock starts with it.
        end = time.monotonic() + 30
        while not path.exists() and time.monotonic() < end:
            time.sleep(0.01)
        assert path.exists(), "the writer never wrote its first autosave"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        assert path.exists()
        assert load_match(path).actions   # whole, and replays to its digest
