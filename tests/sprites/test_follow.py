"""Following the other seats: an AI move is held on the board a beat, lit at its places with who
did what; Space skips the rest of the AI's turn; a recap of what happened since greets a person's
turn, each line lighting its places while pointed at. Played by real events."""

from __future__ import annotations

import pygame

from game import registry
from game.core.match import Match
from game.core.rng import Rng
from sprites.scenes.table import TableScene
from tests.sprites.conftest import frames, key, run_until


def to_an_ai_move(app, gid: str, options: dict, controllers: list[str], seed: int = 3) -> TableScene:
    """The person plays at random until an AI move is being held on the board."""
    rules = registry.get(gid)
    match = Match(rules, options, seed)
    table = app.push(TableScene(app, match, controllers))
    rng = Rng(seed)

    def held() -> bool:
        if table.beat is not None and table.beat.started:
            return True
        if table.human_turn() and table.forced_move is None:
            table.choose(rng.choice(match.legal(table.viewer)))
        return False

    assert run_until(app, held, 120, dt=0.05)
    return table


def test_an_ai_move_is_held_on_the_board_with_who_did_what(app):
    table = to_an_ai_move(app, "stronghold", {"players": 2}, ["human", "normal"])
    beat = table.beat
    match = table.match
    assert beat.seat == 1 and beat.caption.startswith(table.seat_name(1))
    assert beat.places and all(table.board.place(p) is not None for p in beat.places)
    assert beat.caption in " ".join(t for t, _ in table.visible_log())   # the log's own words
    n = len(match.actions)
    frames(app, 5, dt=0.1)    # inside the beat: the next AI move waits
    assert len(match.actions) == n and table.beat is beat
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.board_rect.center, button=1))
    frames(app, 1)
    assert table.beat is not beat   # a click ends it (the next AI move may come at once)


def test_space_skips_the_rest_of_the_ai_turn(app):
    table = to_an_ai_move(app, "stronghold", {"players": 2}, ["human", "normal"], seed=4)
    key(pygame.K_SPACE)
    frames(app, 1)
    assert table.skip_turn and table.beat is None
    assert run_until(app, table.human_turn, 120, dt=0.05)
    assert not table.skip_turn   # the person's turn: beats again next time


def test_a_recap_greets_the_persons_turn_and_lights_its_places(app):
    table = to_an_ai_move(app, "stronghold", {"players": 2}, ["human", "normal"], seed=5)
    key(pygame.K_SPACE)
    assert run_until(app, lambda: table.human_turn() and table.recap is not None, 120, dt=0.05)
    recap = table.recap
    ai_lines = [t for t, seat, _p in recap.lines if seat == 1]
    assert ai_lines and all(line in [t for t, _ in table.visible_log()] or line.startswith("…") for line in ai_lines)
    frames(app, 2)
    assert recap.rects and len(recap.rects) == len(recap.lines)
    lit = next(i for i, (_t, _s, places) in enumerate(recap.lines) if places)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=recap.rects[lit].center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert recap.hover == lit
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert table.recap is None


def test_the_recap_never_names_what_the_person_may_not_know(app):
    """Wizard Kings: the other army's moves in the recap are in the person's words (blocks the
    person cannot see are not named)."""
    table = to_an_ai_move(app, "wizard_kings", {"players": 2}, ["human", "normal"], seed=3)
    key(pygame.K_SPACE)
    assert run_until(app, lambda: table.human_turn() and table.recap is not None, 240, dt=0.05)
    theirs = [line for line in table.session.log.entries if line.style == 1 and line.at > 0]
    mine = {line.text_for(0) for line in theirs}
    for text, seat, _places in table.recap.lines:
        if seat == 1 and not text.startswith("…"):
            assert text in mine
