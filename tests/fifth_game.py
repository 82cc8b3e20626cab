"""A fifth game plugged into the arcade through the public paths alone, as a new game's packages
would do it: its engine (``game.registry.register``), its AI (``ai.registry``: an agent of its
own and what each difficulty plays), and its board's look (``sprites.boards.register_board``:
title art and seat colours; the board itself is the generic one). No shared file names it.

The engine is the toy "Hidden Pig" (``tests.toygame``)."""

from __future__ import annotations

from typing import Any

import pygame

from ai.agent import Budget
from ai.registry import BenchDefaults, GameAI, register_agent, register_game_ai, unregister_game_ai
from game import registry
from game.core.types import Action
from sprites.boards import register_board, unregister_board
from sprites.boards.generic import GenericBoard
from tests.toygame import RULES, Hold

ART_COLOUR = (201, 77, 160)      # the title art's fill: a test finds it on the title screen
SEATS = [[230, 120, 20], [20, 170, 200], [120, 200, 60], [200, 60, 60]]


class Banker:
    """Holds as soon as the turn's points reach its threshold (its level), else rolls."""

    wants_view = True

    def __init__(self, rules: Any, seat: int, seed: int, level: str | None = None) -> None:
        self.name = "banker"
        self.seat = seat
        self.threshold = {"easy": 4, "normal": 8, "hard": 12}[level or "normal"]

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        hold = next((a for a in legal_actions if isinstance(a, Hold)), None)
        if hold is not None and view.turn_total >= self.threshold:
            return hold
        return next((a for a in legal_actions if not isinstance(a, Hold)), legal_actions[0])


def paint(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    surf.fill(ART_COLOUR)
    return surf


def register() -> None:
    registry.register(RULES)
    register_agent("banker", Banker, game=RULES.id)
    register_game_ai(GameAI(RULES.id, levels={"easy": "banker:easy", "normal": "banker", "hard": "banker:hard"},
                            bench=BenchDefaults(4, None), module=__name__))
    register_board(RULES.id, GenericBoard, art=paint, palette={"seats": SEATS})


def unregister() -> None:
    registry.unregister(RULES.id)
    unregister_game_ai(RULES.id)
    unregister_board(RULES.id)


# a game's packages register it when imported; the AI worker process imports this module for the
# game's own agents (GameAI.module)
register()
