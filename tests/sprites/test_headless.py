"""Autoplay, the bench, the worker, translations, sounds: the headless hooks and the parts."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pygame

from game.core import events as ev

ROOT = Path(__file__).resolve().parents[2]


def test_autoplay_plays_toy_pig_through_the_scenes(toy, tmp_path, capsys):
    from sprites.tools.autoplay import run_autoplay

    shots = tmp_path / "shots"
    rc = run_autoplay("toy_pig", 3, {"players": "3"}, str(shots), max_seconds=120)
    out = capsys.readouterr().out
    assert rc == 0
    assert "autoplay toy_pig seed=3" in out and "winners=" in out
    names = sorted(p.name for p in shots.iterdir())
    assert names[0].endswith("_title.png") and any("setup" in n for n in names)
    assert names[-1].endswith("_game_over.png")


def test_unknown_game_returns_2(capsys):
    from sprites.tools.autoplay import run_autoplay
    from sprites.tools.frames import bench_frames

    assert run_autoplay("no_such_game", 1, {}, None) == 2
    assert bench_frames("no_such_game", 0.1) == 2
    assert "no_such_game" in capsys.readouterr().err


def test_bench_prints_percentiles(toy, capsys):
    from sprites.tools.frames import bench_frames

    assert bench_frames("toy_pig", seconds=0.6) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.fullmatch(r"p50_ms=[\d.]+ p95_ms=[\d.]+ p99_ms=[\d.]+ worst_ms=[\d.]+", lines[-2])
    assert re.fullmatch(r"after_flip_jobs=\d+ after_flip_worst_ms=[\d.]+", lines[-1])


def test_worker_never_imports_pygame():
    code = ("import sys, ai.worker; from ai.worker import Worker; "
            "assert 'pygame' not in sys.modules, 'pygame imported'; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    source = (ROOT / "ai" / "worker.py").read_text()
    assert not re.search(r"^\s*(import|from)\s+pygame", source, re.M)


def test_worker_answers_with_an_encoded_legal_action(toy):
    from ai.worker import Worker, pack, unpack
    from game.core.match import Match

    match = Match(toy, {"players": 2}, 1)
    view = match.view(0)
    msg = {"id": 7, "game": "toy_pig", "module": "tests.toygame", "seat": 0, "agent": "random", "seed": 3,
           "match": "m", "view": toy.encode(view), "legal": [toy.encode_action(a) for a in match.legal(0)],
           "budget": 0.1}
    reply = Worker().handle(unpack(pack(msg)))
    assert reply["id"] == 7
    assert toy.decode_action(reply["action"]) in match.legal(0)
    bad = Worker().handle({**msg, "legal": []})
    assert "error" in bad


def test_the_client_looks_up_no_keys():
    """The client's and the boards' texts are English in their code and Czech in their
    ``locale/cs.po``: no key-based lookups (``tr("title.load")``) and no key tables are left."""
    for path in (ROOT / "sprites").rglob("*.py"):
        found = re.findall(r"\btr\(\s*[\"']([a-z_]+\.[a-z_]+)", path.read_text(encoding="utf-8"))
        assert not found, (path, found)
    assert not (ROOT / "sprites" / "data" / "lang").exists() or not any((ROOT / "sprites" / "data" / "lang").iterdir())


def test_every_event_kind_has_an_animation_that_draws():
    from sprites.ui import gfx  # noqa: F401
    from sprites.ui.timeline import Stage, Timeline, animations_for

    pygame.init()
    surf = pygame.Surface((1280, 720))
    stage = Stage(pygame.Rect(10, 60, 840, 640), 1.0, lambda seat: (200, 300), (700, 120))
    samples = [ev.DiceRolled(0, (1, 6, 3)), ev.DiceRolled(None, (2, 11), (), 12),
               ev.DiceRolled(1, (1, 2), ("skull", "star")), ev.CardDrawn(0, "Fireball"),
               ev.CardMoved(1, None, "hand", "discard", False), ev.Shuffled("deck"),
               ev.UnitMoved(0, "Archer", ((0, 0), (1, 0), (2, 1))), ev.Hit("wall", 3, True),
               ev.Hit("orc"), ev.StepLost("B5", 1, True), ev.ValueChanged(0, "glory", 2, 9),
               ev.PhaseStarted("Assault", 2), ev.TurnStarted(1), ev.GameOver((0,), "won")]
    tl = Timeline()
    for e in samples:
        anims = animations_for(e, lambda s: f"P{s}")
        assert anims, e
        for a in anims:
            tl.add(a)
    assert animations_for(ev.Note("x"), str) == []
    steps = 0
    while tl.busy and steps < 2000:
        tl.update(1 / 30)
        tl.draw(surf, stage)
        tl.shake()
        tl.flash()
        steps += 1
    assert not tl.busy


def test_sound_bank_is_silent_and_harmless_without_audio():
    from sounds import SoundBank
    from sounds.bank import NAMES, synth

    for name in (*NAMES, "music"):
        samples = synth(name)
        assert len(samples) > 10 and abs(samples).max() <= 4.0
    bank = SoundBank(50, 50)
    for name in NAMES:
        bank.play(name)
    bank.play("no such sound")
    bank.set_volumes(0, 0)
    bank.start_music()
    bank.stop()


def test_a_window_larger_than_the_screen_opens_at_a_size_that_fits(monkeypatch):
    import pygame

    from sprites.shell import app

    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    assert app.fit_desktop((1920, 1080)) == (1280, 720)
    assert app.fit_desktop((1280, 720)) == (1280, 720)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    assert app.fit_desktop((1920, 1080)) == (1024, 600)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "dummy")
    assert app.fit_desktop((2560, 1440)) == (2560, 1440)   # headless benches keep their size


def test_the_window_is_presented_without_a_gl_texture_unless_asked():
    code = ("import os; os.environ.pop('SDL_FRAMEBUFFER_ACCELERATION', None); import sprites.shell.app; "
            "print(os.environ['SDL_FRAMEBUFFER_ACCELERATION'])")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "0", out.stderr
    env = dict(os.environ, SDL_FRAMEBUFFER_ACCELERATION="1")
    code = "import os, sprites.shell.app; print(os.environ['SDL_FRAMEBUFFER_ACCELERATION'])"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60, env=env)
    assert out.stdout.strip() == "1", out.stderr
