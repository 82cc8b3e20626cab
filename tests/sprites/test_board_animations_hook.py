"""The board's ``animations(event, generic)`` hook: a board replaces an event's animations with
its own; a board whose hook raises costs only its own animations (the generic ones play)."""

from __future__ import annotations

from game.core.match import Match
from sprites.ui.timeline import Anim


class Mark(Anim):
    kind = "mark"


def _queued(table) -> list[Anim]:
    return [*table.timeline.active, *table.timeline.queue]


def test_a_board_replaces_an_events_animations(app, toy):
    from sprites.scenes.table import TableScene

    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "human"])
    app.push(table)
    seen: list[tuple[str, list[str]]] = []

    def animations(event, generic):
        seen.append((type(event).__name__, [a.kind for a in generic]))
        return [Mark()]

    table.board.animations = animations
    roll = next(a for a in match.legal(0) if type(a).__name__ == "Roll")
    table.play(roll)
    assert ("DiceRolled", ["dice"]) in seen          # the generic animation was offered to the board
    queued = _queued(table)
    assert queued and all(isinstance(a, Mark) for a in queued)


def test_a_broken_board_hook_keeps_the_generic_animations(app, toy):
    from sprites.scenes.table import TableScene

    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "human"])
    app.push(table)

    def broken(event, generic):
        raise RuntimeError("a board bug")

    table.board.animations = broken
    roll = next(a for a in match.legal(0) if type(a).__name__ == "Roll")
    assert table.play(roll)
    assert "dice" in [a.kind for a in _queued(table)]
