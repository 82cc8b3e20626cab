"""Reachability over whole games: at each decision point of seeded random games every legal
action is made by pointing (``sprites.tools.pointing``)."""

from __future__ import annotations

from typing import Any

from sprites.tools.pointing import Unreachable, assert_all_reachable


def reach_random_games(app: Any, rules: Any, options: dict[str, Any] | None, seeds: list[int],
                       decisions: int = 60, start: int = 0) -> int:
    """Seeded random games through the real table, every seat at the screen in turn: at each
    decision point every legal action is made by pointing at the board (``assert_all_reachable``);
    then a random legal action is played and the game goes on. ``start`` random actions are
    played first, unproven (to reach later parts of a game within a test's time). Returns the
    actions proven."""
    from game.core.match import Match
    from game.core.rng import Rng
    from sprites.scenes.table import TableScene

    proven = 0
    for seed in seeds:
        match = Match(rules, options, seed)
        rng = Rng(seed * 7919 + 1)
        for _ in range(start):
            if match.over:
                break
            match.play(rng.choice(match.legal(match.to_act()[0])))
        table = TableScene(app, match, ["human"] * rules.num_seats(match.state))
        app.push(table)
        try:
            for _ in range(decisions):
                if match.over:
                    break
                seat = table.current_seat()
                table.viewer = seat
                table.dirty = True
                table.timeline.skip()
                app.frame(1 / 60)
                if not table.human_turn():
                    raise Unreachable(f"seed {seed}: the table did not hand seat {seat} its turn")
                legal = match.legal(seat)
                try:
                    proven += assert_all_reachable(table.control, legal)
                except Unreachable as err:
                    raise Unreachable(f"seed {seed}, action {len(match.actions)}, seat {seat}: {err}") from err
                table.play(rng.choice(legal))
        finally:
            app.pop()
    return proven
