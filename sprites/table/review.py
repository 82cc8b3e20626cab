"""A game review, lichess-style: after a game, the strong AI judges each decision a person made,
in the AI worker (off the frame loop, one decision at a time), and the ones that cost the most
are marked with the move it prefers. The game itself is only read: a review never changes a save.

:class:`Review` is fed the film of a game (its states by position) and the seats of the people;
``step()`` (each frame) sends the next question and reads the answers; ``marks`` lists, worst
first, the decisions whose move cost at least :data:`MARK_AT` by the game's evaluation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ai.registry import agent_for
from game.core.types import Action

MARK_AT = 0.01       # a move that cost this much of the evaluation (0-1: a team's chances) is marked
MARKS = 12           # at most this many marks (the worst ones)
BUDGET = 1.5         # seconds the AI thinks about each decision


@dataclass
class Judged:
    at: int                  # the decision's position in the game (the state before the move)
    seat: int
    chosen: Action
    best: Action | None = None
    chosen_value: float = 0.0
    best_value: float = 0.0
    error: str = ""

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.chosen_value) if self.best is not None else 0.0


class Review:
    def __init__(self, film: Any, seats: list[int], ai: Any, budget: float = BUDGET) -> None:
        self.film = film
        self.rules = film.rules
        self.ai = ai
        self.budget = budget
        self.token = f"review-{id(self):x}"
        self.todo: list[Judged] = []
        for at, action in enumerate(film.actions):
            if action.seat in seats and len(self.rules.legal_actions(film.state_at(at), action.seat)) > 1:
                self.todo.append(Judged(at, action.seat, action))
        self.total = len(self.todo)
        self.done: list[Judged] = []
        self.asked: tuple[int, Judged] | None = None   # (request id, the decision asked about)

    @property
    def progress(self) -> float:
        return len(self.done) / self.total if self.total else 1.0

    @property
    def finished(self) -> bool:
        return not self.todo and self.asked is None

    def step(self) -> None:
        """Read what the worker answered; ask the next question when none is out."""
        for reply in self.ai.poll():
            if self.asked is not None and reply.get("id") == self.asked[0]:
                self._answer(self.asked[1], reply)
                self.asked = None
        if self.asked is None and self.todo:
            judged = self.todo.pop(0)
            state = self.film.state_at(judged.at)
            seat = judged.seat
            try:
                spec = agent_for(self.rules.id, "hard")
            except KeyError:
                spec = "random"
            try:
                rid = self.ai.judge(self.rules, seat, spec, judged.at * 131 + seat, self.rules.view(state, seat),
                                    self.rules.legal_actions(state, seat), judged.chosen, self.budget, self.token)
            except Exception as err:   # no worker: the decision stays unjudged, the review goes on
                judged.error = str(err)[:120]
                self.done.append(judged)
                return
            self.asked = (rid, judged)

    def _answer(self, judged: Judged, reply: dict[str, Any]) -> None:
        if "error" in reply and reply.get("overdue") and not judged.error:
            judged.error = "retry"          # a busy machine: asked once more, at the end
            self.todo.append(judged)
            return
        if "error" in reply:
            judged.error = str(reply["error"])[:120]
        else:
            try:
                judged.best = self.rules.decode_action(reply["action"])
                judged.chosen_value = float(reply["chosen_value"])
                judged.best_value = float(reply["best_value"])
                judged.error = ""
            except Exception as err:
                judged.error = str(err)[:120]
        self.done.append(judged)

    @property
    def marks(self) -> list[Judged]:
        """The decisions that cost the most (worst first), each with the move the AI prefers."""
        bad = [j for j in self.done if j.best is not None and j.best != j.chosen and j.loss >= MARK_AT]
        return sorted(bad, key=lambda j: -j.loss)[:MARKS]
