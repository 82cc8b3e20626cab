"""The saves list: damaged saves are marked (found lazily by replaying), temporary files are
never listed and stale ones are removed, and a huge message is not re-wrapped every frame."""

from __future__ import annotations

import os
import time

import msgpack

from game.core import saves
from game.core.match import Match
from game.core.rng import Rng
from sprites.scenes.saves import SavesScene
from sprites.scenes.title import TitleScene
from sprites.ui import gfx
from tests.sprites.conftest import click, frames, run_until


def write_saves(toy, folder):
    match = Match(toy, {"players": 2}, 5)
    chooser = Rng(5)
    for _ in range(10):
        match.play(chooser.choice(match.legal(match.to_act()[0])))
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_match(match, folder / "good.save")
    rec = msgpack.unpackb(saves.dumps_match(match), raw=False)
    rec["snapshot"]["scores"][0] += 7            # consistent checksum, but the replay ends elsewhere
    rec["digest"] = saves.digest(rec["snapshot"])
    (folder / "altered.save").write_bytes(msgpack.packb(saves.seal(rec)))   # checksums and all
    flipped = bytearray((folder / "good.save").read_bytes())
    name = next(n for n in (b"Roll", b"Hold", b"Play") if n in flipped)
    flipped[flipped.rindex(name) + 1] ^= 0x04   # one bit of one action's name
    (folder / "flipped.save").write_bytes(bytes(flipped))
    os.utime(folder / "altered.save", (time.time() + 5, time.time() + 5))   # listed first


def test_a_save_that_only_a_replay_finds_damaged_is_marked_and_not_loaded(app, toy):
    from sprites.config import saves_dir

    write_saves(toy, saves_dir())
    app.push(TitleScene(app))
    scene = app.push(SavesScene(app))
    altered = next(r for r in scene.rows if r.path.name == "altered.save")
    good = next(r for r in scene.rows if r.path.name == "good.save")
    flipped = next(r for r in scene.rows if r.path.name == "flipped.save")
    assert flipped.damaged and flipped.info is None   # the checksum finds it at once
    assert altered.info is not None and not altered.damaged   # its fields and checksum read fine
    assert run_until(app, lambda: altered.verified and good.verified, 60)   # replayed in the background
    assert altered.damaged and "does not replay" in altered.error and not good.damaged
    assert any("damaged" in t for t in scene.texts())
    scene.selected = altered
    scene.load()
    assert app.top is scene and any("cannot be loaded" in t.text for t in app.toasts)
    scene.selected = good
    scene.load()
    assert app.top is not scene   # the good one loads


def test_temporary_files_are_never_listed_and_stale_ones_are_removed(app, toy):
    from sprites.config import saves_dir
    from sprites.table.savefiles import list_saves

    folder = saves_dir()
    write_saves(toy, folder)
    stale = folder / ".good.save.abc123.tmp"
    fresh = folder / ".good.save.def456.tmp"
    for p in (stale, fresh):
        p.write_bytes(b"half a save")
    old = time.time() - saves.STALE_TEMP_SECONDS - 60
    os.utime(stale, (old, old))
    names = [p.name for p in list_saves()]
    assert sorted(names) == ["altered.save", "flipped.save", "good.save"]
    assert not stale.exists() and fresh.exists()   # a write in progress is left alone
    scene = app.push(SavesScene(app))
    assert all(not r.path.name.startswith(".") for r in scene.rows)


def test_a_huge_message_is_cut_and_wrapped_once(app, toy, monkeypatch):
    app.push(TitleScene(app))
    frames(app)
    calls = []
    real = gfx.wrap
    monkeypatch.setattr(gfx, "wrap", lambda *a, **k: calls.append(1) or real(*a, **k))
    app.toast("x" * 1_000_000, "danger")
    assert len(app.toasts[-1].text) <= 400
    frames(app, 30)
    assert len(calls) == 1


def test_load_and_continue_survive_a_loader_that_breaks(app, toy, monkeypatch):
    from sprites.config import saves_dir

    write_saves(toy, saves_dir())
    title = app.push(TitleScene(app))

    def broken(path):
        raise KeyError("bug")

    monkeypatch.setattr(saves, "load_match", broken)
    from sprites.scenes.load import load_save

    assert load_save(app, saves_dir() / "good.save") is False
    assert app.top is title and any("cannot be loaded" in t.text for t in app.toasts)
    click(title.menu.by_name("load").rect.center)
    frames(app)
    scene = app.top
    assert isinstance(scene, SavesScene)
    assert run_until(app, lambda: all(r.damaged for r in scene.rows), 60)


def test_the_replays_run_off_the_frame_loop(app, toy, monkeypatch):
    import threading

    from sprites.config import saves_dir

    write_saves(toy, saves_dir())
    threads = []
    real = saves.load_match

    def watched(path):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(path)

    monkeypatch.setattr(saves, "load_match", watched)
    scene = app.push(SavesScene(app))
    assert run_until(app, lambda: all(r.verified for r in scene.rows), 60)
    assert threads and not any(threads)
