"""Work no frame waits for runs between frames: the AI's question (its legal moves and view,
encoded), its answer played with the new position, and the words of waiting animations; the
frame that shows them only draws. A scene driven without frames still plays."""

from __future__ import annotations

from game.core.match import Match
from sprites.scenes.table import TableScene
from sprites.ui.timeline import BannerAnim, HitAnim
from tests.sprites.conftest import frames, run_until


def test_jobs_run_after_the_flip_and_are_timed_apart(app, toy):
    order: list[str] = []
    table = TableScene(app, Match(toy, {"players": 2}, 1), ["human", "easy"])
    app.push(table)
    drawn = app.draw

    def draw(surface):
        order.append("draw")
        drawn(surface)

    app.draw = draw
    app.after_flip.append(lambda: order.append("job"))
    before = len(app.idle_times)
    frames(app)
    assert order == ["draw", "job"] and not app.after_flip
    assert len(app.idle_times) == before + 1
    frames(app)
    assert order == ["draw", "job", "draw"]   # a job runs once


def test_the_ai_is_asked_and_its_move_played_between_frames(app, toy):
    match = Match(toy, {"players": 2}, 5)
    table = TableScene(app, match, ["easy", "human"])
    app.push(table)
    app.think_min = 0.0
    seen: list[bool] = []
    drawn, play = app.draw, table.play
    callers: list[str] = []

    def draw(surface):   # what each frame's drawing finds
        seen.append(table.session.request is not None)
        drawn(surface)

    def played(action):
        import inspect

        callers.extend(f.function for f in inspect.stack()[1:4])
        return play(action)

    app.draw, table.play = draw, played
    frames(app)
    assert seen == [False]                       # the first frame draws before anything is asked
    assert table.session.request is not None     # the question went after it
    assert run_until(app, lambda: match.actions, seconds=60)
    # played by the job after a frame's flip, not inside a frame's update
    assert "play_now" in callers and "update" not in callers and table.play_after_flip is None


def test_a_scene_updated_without_frames_still_asks_and_plays(app, toy):
    import time

    match = Match(toy, {"players": 2}, 5)
    table = TableScene(app, match, ["easy", "human"])
    app.push(table)
    app.think_min = 0.0
    end = time.monotonic() + 60
    while not match.actions and time.monotonic() < end:
        table.update(1 / 60)     # no app.frame: the jobs after the flip never run
        time.sleep(0.005)
    assert match.actions and match.actions[0].seat == 0


def test_waiting_animations_are_warmed_one_at_a_time(app, toy):
    from sprites.ui import gfx

    table = TableScene(app, Match(toy, {"players": 2}, 1), ["human", "easy"])
    app.push(table)
    frames(app)
    first, second = BannerAnim("A banner never drawn before"), HitAnim("a target never hit before", 2, False)
    table.timeline.add(BannerAnim("busy"))   # plays first; the two wait behind it
    table.timeline.add(first)
    table.timeline.add(second)
    assert table.timeline.cold()
    frames(app)
    assert first.warmed and not second.warmed
    frames(app)
    assert second.warmed and not table.timeline.cold()
    # warming drew with the real words: the frame that first shows it finds them rendered
    cached = [k for cache in gfx._CACHES.values() for k in cache if isinstance(k, tuple)]
    assert any("A banner never drawn before" in k for k in cached)
