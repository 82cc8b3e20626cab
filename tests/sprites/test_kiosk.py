"""The kiosk, headless and accelerated: demo games of every game open with a title card and
close with their result, rotating; a touch brings the title and idleness the demo back; there is
no way out but the key chord; an exception is logged and the kiosk goes on."""

from __future__ import annotations

import pygame
import pytest

from sprites.config import Settings
from sprites.scenes.gameover import GameOverScene
from sprites.scenes.kioskcard import KioskCard
from sprites.scenes.table import TableScene
from sprites.scenes.title import TitleScene
from sprites.shell.kiosk import DemoPlan, KioskApp
from tests.sprites.conftest import key, run_until

GAMES = ["stronghold", "madness", "dday", "wizard_kings"]


@pytest.fixture
def kiosk_app():
    app = KioskApp((1280, 720), False, Settings(), seed=3, think_cap=0.05)
    app.speed_override = 20.0
    pygame.event.clear()
    yield app
    app.shutdown()


def test_demos_rotate_through_every_game_between_cards_and_results(kiosk_app, toy, monkeypatch):
    app, kiosk = kiosk_app, kiosk_app.kiosk
    kiosk.action_cap = 2            # a few moves of each game prove the rotation
    kiosk.demo_max_seconds = 1e9    # frames here run far faster than the worker starts
    cards: list[list[str]] = []

    def note_cards() -> bool:
        if isinstance(app.top, KioskCard) and app.top.texts() not in cards:
            cards.append(app.top.texts())
        return kiosk.demos_finished >= 4

    kiosk.start_demo()
    assert run_until(app, note_cards, 240, dt=0.1)
    assert kiosk.games_shown[:4] == GAMES and kiosk.endings[:4] == ["cut"] * 4
    assert kiosk.demo_actions >= 8 and kiosk.exceptions == 0
    titles = [c[1] for c in cards if c[0] == "Demo game"]
    assert titles[:4] == ["Stronghold", "The Big Book of Madness", "D-Day Dice", "Wizard Kings"]
    intro = next(c for c in cards if c[1] == "D-Day Dice")
    assert any(line.startswith("Battle map: N-") for line in intro) and any("AI ·" in line for line in intro)
    assert any(c[0] == "The demo ends here" for c in cards)   # a cut demo says where it stood
    # a demo played to its end closes with its result, then the next demo's card
    kiosk.action_cap = None
    kiosk.start_demo(DemoPlan("toy_pig", {"players": 2}, "easy", 5))
    assert run_until(app, lambda: isinstance(app.top, GameOverScene), 240, dt=0.1)
    assert app.top.table.attract
    assert run_until(app, lambda: isinstance(app.top, KioskCard), 60, dt=0.5)
    assert kiosk.endings[-1] == "result" and app.top.card_title == "Stronghold"   # the rotation goes on
    # an exception anywhere is logged and the kiosk goes on with its next demo
    real_update = TableScene.update
    calls = {"n": 0}

    def failing_update(self, dt):
        calls["n"] += 1
        if calls["n"] == 3:
            raise RuntimeError("injected failure")
        real_update(self, dt)

    monkeypatch.setattr(TableScene, "update", failing_update)
    kiosk.action_cap = 1
    finished = kiosk.demos_finished
    assert run_until(app, lambda: kiosk.exceptions == 1, 120, dt=0.1)
    assert app.running and isinstance(app.top, KioskCard)
    log = kiosk.log_path.read_text(encoding="utf-8")
    assert "RuntimeError: injected failure" in log and "Traceback" in log
    assert run_until(app, lambda: kiosk.demos_finished > finished, 120, dt=0.1)
    assert kiosk.exceptions == 1


def test_a_touch_brings_the_title_idleness_the_demo_and_only_the_chord_quits(kiosk_app):
    app, kiosk = kiosk_app, kiosk_app.kiosk
    kiosk.start_demo()
    app.frame(0.05)
    assert isinstance(app.top, KioskCard) and kiosk.in_demo()
    key(pygame.K_SPACE)
    app.frame(0.05)
    title = app.top
    assert isinstance(title, TitleScene) and not kiosk.in_demo()
    names = {w.name for w in title.menu.widgets}
    assert "game:stronghold" in names and "quit" not in names and "settings" not in names
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    key(pygame.K_F11)
    key(pygame.K_ESCAPE)
    app.frame(0.05)
    assert app.running and app.top is title and not app.settings.fullscreen
    title.quit()
    assert app.running
    # a visitor who walks away: the demo returns
    for _ in range(int(kiosk.title_idle / 2) + 2):
        app.frame(2.0)
    assert kiosk.in_demo() and not isinstance(app.top, TitleScene)
    key(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT)
    app.frame(0.05)
    assert not app.running


def test_main_kiosk_starts_full_screen_and_the_command_line_can_stop_it(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ARCADE_DATA_DIR": str(tmp_path / "data"), "ARCADE_CONFIG_DIR": str(tmp_path / "config")}
    proc = subprocess.Popen([sys.executable, "main.py", "--kiosk"], cwd=root, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    log = tmp_path / "data" / "kiosk.log"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (log.exists() and "kiosk started" in log.read_text()):
            time.sleep(0.2)
        time.sleep(1.0)
        assert proc.poll() is None   # running, not exited
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    text = log.read_text()
    assert "kiosk started" in text and "kiosk stopped" in text
    assert not (tmp_path / "config" / "settings.json").exists()   # the kiosk's full screen is not saved
