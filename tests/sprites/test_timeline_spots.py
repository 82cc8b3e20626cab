"""Dice that name their spots land on the board's own places (no generic tray); a step lost falls
as the board's picture of the piece."""

from __future__ import annotations

import pygame

from game.core.events import DiceRolled, StepLost
from sprites.board import Board, Place
from sprites.ui.timeline import DiceAnim, Stage, StepAnim, animations_for


class SpotBoard(Board):
    def arrange(self) -> tuple[int, int]:
        return (self.rect.w, self.rect.h)

    def read(self) -> None:
        self.places.clear()
        for i in range(3):
            self.places.add(Place(f"die:{i}", (100 + i * 80, 300, 60, 60), "die"))
        self.places.add(Place("5", (500, 100, 200, 120), "sector"))

    def sprite(self, piece: str, seat: int | None = None) -> pygame.Surface | None:
        if piece != "Squad":
            return None
        img = pygame.Surface((30, 20))
        img.fill((1, 2, 3))
        return img


def _stage() -> tuple[Stage, SpotBoard]:
    pygame.init()
    board = SpotBoard(None)
    board.layout(pygame.Rect(0, 0, 900, 600), 1.0)
    board.show(None, 0, [], [0])
    return Stage(pygame.Rect(0, 0, 900, 600), 1.0, lambda seat: (450, 580), (800, 50), board), board


def test_each_die_lands_on_the_spot_its_event_names():
    stage, board = _stage()
    anim = DiceAnim((3, 5), ("a", "b"), 6, 0, ("die:2", "die:0"))
    land = anim.landing(stage)
    assert [(x, y) for x, y, _ in land] == [board.anchor("die:2"), board.anchor("die:0")]
    assert all(size <= 60 for _, _, size in land)
    shown = []
    stage.die = lambda size, face, glow: (shown.append((size, face)), pygame.Surface((size, size)))[1]
    anim.t = anim.duration
    anim.draw(pygame.Surface((900, 600)), stage)
    assert shown == [(land[0][2], "a"), (land[1][2], "b")]


def test_dice_sharing_a_spot_lie_side_by_side_and_unknown_spots_fall_back_to_the_tray():
    stage, board = _stage()
    land = DiceAnim((1, 6), (), 6, None, ("5", "5")).landing(stage)
    (x1, y1, s1), (x2, y2, s2) = land
    assert y1 == y2 == board.anchor("5")[1] and x2 - x1 >= s1
    assert board.screen_rect("5").collidepoint(x1, y1) and board.screen_rect("5").collidepoint(x2, y2)
    assert DiceAnim((1,), (), 6, 0, ("nowhere",)).landing(stage) is None
    assert DiceAnim((1, 2), (), 6, 0, ("die:0",)).landing(stage) is None   # one spot short


def test_the_event_spots_reach_the_animation():
    from game.dday.events import DiceThrown

    (anim,) = animations_for(DiceThrown(0, (2,), ("x",), spots=("die:1",)), str)
    assert isinstance(anim, DiceAnim) and anim.spots == ["die:1"]
    (plain,) = animations_for(DiceRolled(0, (2,)), str)
    assert plain.spots == []


def test_a_lost_step_falls_as_the_boards_picture():
    stage, _ = _stage()
    anim = StepAnim("Squad", 1, False)
    surf = pygame.Surface((900, 600))
    anim.t = 0.01
    anim.draw(surf, stage)
    centre = stage.point("Squad") or stage.board.center
    assert surf.get_at(centre)[:3] == (1, 2, 3)
    assert StepLost("Squad").animation == "step"
