"""The game review: after a game the strong AI judges each of a person's decisions in the worker,
marks those that cost the most with the move it prefers, and the player jumps there; the game
itself is only read. A game with a planted blunder (the move the game's own evaluation rates
far below the best at that point) has it marked, with a better move."""

from __future__ import annotations

import pytest

from ai.review import value_after
from game import registry
from game.core.match import Match
from game.core.rng import Rng
from sprites.scenes.replay import ReplayScene
from tests.sprites.conftest import click, frames, run_until


def game_with_a_blunder(seed: int, length: int) -> tuple[Match, int]:
    """A solo D-Day game: the person plays its best move by the game's evaluation, except once,
    under fire, where it sends a specialist to die when plain soldiers could take the losses (a new
    player's classic blunder). Returns the game and the blunder's position."""
    from game.dday.actions import LoseSoldiers, LoseSpecialist

    rules = registry.get("dday")
    match = Match(rules, {"players": 1}, seed)
    planted = None
    while not match.over and len(match.actions) < length:
        legal = match.legal(0)
        soldiers = [a for a in legal if isinstance(a, LoseSoldiers)]
        specialists = [a for a in legal if isinstance(a, LoseSpecialist)]
        if planted is None and soldiers and specialists and len(match.actions) > 5:
            planted = len(match.actions)
            match.play(specialists[0])
            continue
        view = match.view(0)
        match.play(max(legal[:16], key=lambda a: value_after(rules, view, 0, a, samples=3)))
    assert planted is not None, "no casualties to plant a blunder in"
    return match, planted


def test_the_review_marks_the_planted_blunder_and_shows_a_better_move(app):
    """D-Day Dice, solo: the blunder planted is the kind a new player makes (a specialist lost to
    the machine guns rather than plain soldiers)."""
    match, planted = game_with_a_blunder(3, 150)
    before = list(match.actions)
    scene = app.push(ReplayScene(app, match.rules, match.options, match.seed, list(match.actions), people=[0]))
    frames(app, 2)
    click(scene.menu.by_name("review").rect.center)
    frames(app, 1)
    review = scene.review
    assert review is not None and review.total > 3
    review.budget = 0.3
    assert run_until(app, lambda: review.finished, 300, dt=0.05)
    assert not any(j.error for j in review.done), [j.error for j in review.done if j.error][:3]
    marks = review.marks
    mark = next((m for m in marks if m.at == planted), None)
    judged = next(j for j in review.done if j.at == planted)
    assert mark is not None, (judged.chosen.label(), judged.best and judged.best.label(), judged.chosen_value,
                              judged.best_value, [(m.at, round(m.loss, 3)) for m in marks])
    assert mark.best != mark.chosen and mark.best_value > mark.chosen_value
    assert mark.best in match.rules.legal_actions(scene.film.state_at(planted), 0)
    frames(app, 2)
    # the player jumps there: the position before the move, the seat's view, both moves lit
    index = marks.index(mark)
    click(scene.mark_rects[index].center)
    frames(app, 2)
    assert scene.pos == planted and scene.seat == 0 and scene.marked is mark
    assert list(match.actions) == before   # the game is only read


@pytest.mark.parametrize("gid", ["stronghold", "madness", "dday", "wizard_kings"])
def test_a_review_runs_for_every_game_and_never_changes_it(app, gid):
    rules = registry.get(gid)
    match = Match(rules, rules.battery_options()[0], 5)
    rng = Rng(5)
    while not match.over and len(match.actions) < 40:
        match.play(rng.choice(match.legal(match.to_act()[0])))
    before = (list(match.actions), rules.encode(match.state))
    scene = app.push(ReplayScene(app, rules, match.options, match.seed, list(match.actions), people=[0]))
    frames(app, 2)
    scene.start_review()
    scene.review.budget = 0.2
    scene.review.todo = scene.review.todo[:6]
    scene.review.total = len(scene.review.todo)
    assert run_until(app, lambda: scene.review.finished, 240, dt=0.05)
    assert len(scene.review.done) == scene.review.total and not any(j.error for j in scene.review.done)
    assert all(j.best is not None and 0.0 <= j.chosen_value <= 1.0 for j in scene.review.done)
    assert (list(match.actions), rules.encode(match.state)) == before
    app.pop()
