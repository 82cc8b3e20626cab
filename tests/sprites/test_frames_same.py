"""Speed never comes from drawing less: a frame drawn with every cache warm (the layers, the
composed table, text and pieces cached by content) is, pixel for pixel, the frame drawn by the same
code with every drawing cache emptied and the table's composed frame turned off.

Representative moments of the four games (a Wizard Kings map zoomed out with every block, a
Stronghold assault with its volleys, Madness with five wizards, D-Day dice rolling), at two
sizes, each mid-animation at a fixed time, then again after what invalidates layers: the camera
panned, a piece hidden while it flies, a new position shown. Deterministic: fixed seeds, fixed
random actions, fixed frame steps. ``FRAMES_DUMP=DIR`` writes each frame as a PNG (to compare
two checkouts)."""

from __future__ import annotations

import os

import pygame
import pytest

from game import registry
from game.core.events import DiceRolled
from game.core.match import Match
from sprites.scenes.table import TableScene
from sprites.tools.frames import _skip
from sprites.ui import gfx

# game -> (options, random actions played first, what zooms the camera out fully)
CASES = {
    "wizard_kings": (None, 200, True),
    "stronghold": (None, 251, False),
    "madness": ({"players": 5}, 12, False),
    "dday": (None, 3, False),
}
SIZES = [(1280, 720), (1920, 1080)]


def cold(table: TableScene) -> None:
    """Every drawing cache emptied and the table's composed frame off: the frame is painted from
    primitives again."""
    gfx.drop_drawings()
    gfx.clear_caches()
    table.static = None
    board = table.board
    board._static = board._composite = None
    for name in ("_comp", "_stamp"):       # a board keeping its composite between views
        if hasattr(board, name):
            setattr(board, name, None)
    table.compose = False


def draw(table: TableScene, size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size)
    table.draw(surf)
    return surf


def assert_same(warm: pygame.Surface, fresh: pygame.Surface, what: str) -> None:
    a, b = pygame.image.tobytes(warm, "RGB"), pygame.image.tobytes(fresh, "RGB")
    if a == b:
        return
    w, h = warm.get_size()
    diff = [(i // 3 % w, i // 3 // w) for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3]]
    xs, ys = [p[0] for p in diff], [p[1] for p in diff]
    raise AssertionError(f"{what}: {len(diff)} pixels differ, within x {min(xs)}..{max(xs)} y {min(ys)}..{max(ys)}")


def dump(surf: pygame.Surface, name: str) -> None:
    folder = os.environ.get("FRAMES_DUMP")
    if folder:
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(surf, os.path.join(folder, f"{name}.png"))


def compare(table: TableScene, size: tuple[int, int], name: str) -> None:
    """The warm frame (drawn three times: composed, then from the composed frame) against the
    cold one."""
    draw(table, size)
    composed = draw(table, size)
    warm = draw(table, size)
    assert_same(warm, composed, f"{name} (composed frame)")
    dump(warm, name)
    cold(table)
    fresh = draw(table, size)
    table.compose = True
    assert_same(warm, fresh, name)
    assert_same(draw(table, size), fresh, f"{name} (caches rebuilt)")


def step(table: TableScene, n: int) -> None:
    for _ in range(n):
        table.update(1 / 60)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(CASES))
def test_a_frame_is_the_same_with_every_cache_warm_or_cold(app, game, size):
    options, skip, fit = CASES[game]
    app.set_resolution(size)
    rules = registry.get(game)
    match = Match(rules, options, 1)
    recent = _skip(match, skip, 1)
    n = rules.num_seats(match.state)
    table = TableScene(app, match, ["human"] * n)
    app.push(table)
    table.switch_viewer(0)
    step(table, 3)
    draw(table, size)
    if fit:
        table.board.camera.fit()
    events = [e for e in recent if type(e).__name__ not in ("Note", "Secret")][-6:]
    if game in ("dday", "wizard_kings"):
        events.append(DiceRolled(0, (3, 6, 1, 5, 2)))
    for ev in events:
        for anim in table.animations(ev):
            table.queue_anim(anim, ev)
    step(table, 9)   # mid-animation, at a fixed time
    tag = f"{game}-{size[0]}x{size[1]}"
    assert table.timeline.busy
    compare(table, size, f"{tag}-anim")
    step(table, 7)
    compare(table, size, f"{tag}-later")
    # what invalidates layers: a pan, a piece in flight, a new position
    cam = table.board.camera
    cam.ox, cam.oy = cam.ox + 37, cam.oy + 23
    cam.clamp()
    compare(table, size, f"{tag}-panned")
    pieces = [p.id for p in table.board.places if not p.fixed][:1]
    if pieces:
        table.board.hide(pieces[0])
        compare(table, size, f"{tag}-hidden")
        table.board.unhide(pieces[0])
    if not match.over:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        table.session.play(legal[len(legal) // 2])
        step(table, 4)
        table.refresh()
        compare(table, size, f"{tag}-next")
    step(table, 240)   # every animation over: the still table
    compare(table, size, f"{tag}-still")
