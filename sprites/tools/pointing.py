"""Pointing at a board as a player would: the tests' proof that every legal action can be made by
pointing, and the layout audit's scripted person.

``produce(control, action)`` finds how the board says the action is made (its gesture), then makes
it the way a player would: real mouse events at screen points where the board's own hit-testing
finds the place (never an anchor hidden under another piece), panning the view by dragging when
the place is off screen, clicking the bar (and its "More" list), stepping counts and choosing from
menus by clicking their rows. It returns the action the control chose, which the caller compares.
``assert_all_reachable`` does that for every legal action of a decision point.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.types import Action
from sprites.board.control import BoardControl
from sprites.board.gestures import Gesture
from sprites.board.popup import PopupMenu, Stepper


class Unreachable(AssertionError):
    pass


Pause = Callable[[BoardControl], None]


def _send(control: BoardControl, etype: int, **kw: Any) -> None:
    control.handle(pygame.event.Event(etype, **kw))


def click_at(control: BoardControl, pos: tuple[int, int], button: int = 1) -> None:
    _send(control, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    _send(control, pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    _send(control, pygame.MOUSEBUTTONUP, pos=pos, button=button)


def drag(control: BoardControl, start: tuple[int, int], end: tuple[int, int], button: int = 1) -> None:
    _send(control, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    _send(control, pygame.MOUSEBUTTONDOWN, pos=start, button=button)
    steps = 6
    prev = start
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        _send(control, pygame.MOUSEMOTION, pos=p, rel=(p[0] - prev[0], p[1] - prev[1]), buttons=(1, 0, 0))
        prev = p
    _send(control, pygame.MOUSEBUTTONUP, pos=end, button=button)


def hit_point(control: BoardControl, place_id: str) -> tuple[int, int] | None:
    """A screen point inside the board's rect where the board's hit-testing finds ``place_id``
    (the anchor first, then a grid over the place's rect), not under an open pop-up."""
    board = control.board
    r = board.screen_rect(place_id)
    if r is None:
        return None
    candidates = [board.anchor(place_id)]
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            candidates.append((int(r.x + r.w * fx), int(r.y + r.h * fy)))
    popup = control.popup
    for pos in candidates:
        if popup is not None and pos is not None and popup.rect.collidepoint(pos):
            continue   # under an open pop-up (a selected piece's own actions): a click would be the pop-up's
        if pos is not None and board.rect.collidepoint(pos) and board.place_at(pos) == place_id:
            return pos
    return None


def bring_into_view(control: BoardControl, place_id: str) -> None:
    """Drag the map (with the middle button, from an empty spot if possible) until the place's
    point is well inside the view: the part of the board the camera shows (a board may keep a
    side panel beside its map)."""
    board = control.board
    view = pygame.Rect(board.camera.view)
    for _ in range(12):
        at = board.anchor(place_id)
        if at is None:
            return
        place = board.place(place_id)
        inner = view.inflate(-view.w // 5, -view.h // 5)
        if inner.collidepoint(at) or (place is not None and place.fixed):
            return
        centre = view.center
        dx = max(-view.w // 3, min(view.w // 3, centre[0] - at[0]))
        dy = max(-view.h // 3, min(view.h // 3, centre[1] - at[1]))
        start = (centre[0] - dx // 2, centre[1] - dy // 2)
        drag(control, start, (start[0] + dx, start[1] + dy), button=2)


def click_place(control: BoardControl, place_id: str) -> None:
    if control.board.place(place_id) is None:
        raise Unreachable(f"the board has no place {place_id!r}")
    bring_into_view(control, place_id)
    pos = hit_point(control, place_id)
    if pos is None:
        raise Unreachable(f"place {place_id!r} cannot be pointed at (off screen or covered)")
    click_at(control, pos)


def answer_popup(control: BoardControl, action: Action, pause: Pause | None = None) -> None:
    """Step the stepper to the action's counts and press OK; click the action's row in a menu.
    ``pause`` is called with the pop-up open, before it is answered."""
    for _ in range(6):
        popup = control.popup
        if popup is None or action in control.chosen[-1:]:
            return
        if pause is not None:
            pause(control)
        if isinstance(popup, Stepper):
            want = next((g for g in popup.gestures if g.action == action), None)
            if want is None:
                raise Unreachable(f"the stepper offers no {action.label()!r}")
            for i, name in enumerate(popup.order):
                target = want.count_map.get(name, 0)
                for _ in range(200):
                    if popup.values[name] == target:
                        break
                    rect = popup.plus_rect(i) if popup.values[name] < target else popup.minus_rect(i)
                    click_at(control, rect.center)
                if popup.values[name] != target:
                    raise Unreachable(f"the stepper cannot set {name} to {target}")
            click_at(control, popup.ok_rect().center)
            continue
        if isinstance(popup, PopupMenu):
            index = next((i for i, g in enumerate(popup.gestures) if g.action == action), None)
            if index is None:
                raise Unreachable(f"the menu offers no {action.label()!r}")
            for _ in range(len(popup.gestures)):
                if popup.scroll <= index < popup.scroll + popup.visible:
                    break
                wheel = -1 if index >= popup.scroll + popup.visible else 1
                _send(control, pygame.MOUSEMOTION, pos=popup.rect.center, rel=(0, 0), buttons=(0, 0, 0))
                control.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False))
            click_at(control, popup.row_rect(index).center)
            continue
    if control.popup is not None and action not in control.chosen[-1:]:
        raise Unreachable(f"a pop-up stayed open for {action.label()!r}")


def press_bar_for(control: BoardControl, gesture: Gesture) -> None:
    bar = control.bar
    for button in bar.buttons:
        if gesture in button.gestures:
            click_at(control, button.rect.center)
            return
    if any(gesture in b.gestures for b in bar.more) and bar.more_rect is not None:
        if gesture.toggles is not None:
            raise Unreachable(f"the commit button of {gesture.text!r} is hidden behind More")
        click_at(control, bar.more_rect.center)
        return
    raise Unreachable(f"no bar button for {gesture.text!r}")


def produce(control: BoardControl, action: Action, pause: Pause | None = None) -> Action | None:
    """Make ``action`` by pointing; the action the control chose (None: nothing was chosen).
    ``pause(control)``, when given, is called after every step (a watcher looks at each)."""
    step = pause or (lambda control: None)
    gesture = next((g for g in control.index.all if g.action == action), None)
    if gesture is None:
        raise Unreachable(f"no gesture makes {action.label()!r}")
    before = len(control.chosen)
    if gesture.toggles is not None:
        for place in sorted(gesture.toggles):
            click_place(control, place)
            step(control)
        if control.toggled != set(gesture.toggles):
            raise Unreachable(f"toggling {sorted(gesture.toggles)} gave {sorted(control.toggled)}")
        press_bar_for(control, gesture)
    elif gesture.origin is None:
        press_bar_for(control, gesture)
    else:
        click_place(control, gesture.origin)
        if gesture.dest is not None:
            step(control)
            if control.selected != gesture.origin:
                raise Unreachable(f"clicking {gesture.origin!r} did not select it")
            click_place(control, gesture.dest)
    answer_popup(control, action, pause)
    return control.chosen[-1] if len(control.chosen) > before else None


def assert_all_reachable(control: BoardControl, legal: list[Action]) -> int:
    """Every legal action produced by pointing, starting each from a fresh decision point."""
    gestures = list(control.index.all)
    made = {g.action for g in gestures}
    missing = [a for a in legal if a not in made]
    if missing:
        raise Unreachable(f"{len(missing)} legal actions have no gesture, e.g. {missing[0].label()!r}")
    real = control.on_choose
    control.on_choose = lambda action: None
    try:
        for action in legal:
            control.set_gestures(gestures, True)
            got = produce(control, action)
            if got != action:
                raise Unreachable(f"pointing for {action.label()!r} chose {got.label() if got else None!r}")
    finally:
        control.on_choose = real
        control.set_gestures(gestures, True)
    return len(legal)
