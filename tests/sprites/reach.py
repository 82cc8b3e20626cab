"""Reachability: prove that a legal action can be produced by pointing at the board.

``produce(control, action)`` finds how the board says the action is made (its gesture), then makes
it the way a player would: real mouse events at screen points where the board's own hit-testing
finds the place (never an anchor hidden under another piece), panning the view by dragging when
the place is off screen, clicking the bar (and its "More" list), stepping counts and choosing from
menus by clicking their rows. It returns the action the control chose, which the caller compares.
``assert_all_reachable`` does that for every legal action of a decision point.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.types import Action
from sprites.board.control import BoardControl
from sprites.board.gestures import Gesture
from sprites.board.popup import PopupMenu, Stepper


class Unreachable(AssertionError):
    pass


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
    (the anchor first, then a grid over the place's rect)."""
    board = control.board
    r = board.screen_rect(place_id)
    if r is None:
        return None
    candidates = [board.anchor(place_id)]
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            candidates.append((int(r.x + r.w * fx), int(r.y + r.h * fy)))
    for pos in candidates:
        if pos is not None and board.rect.collidepoint(pos) and board.place_at(pos) == place_id:
            return pos
    return None


def bring_into_view(control: BoardControl, place_id: str) -> None:
    """Drag the map (with the middle button, from an empty spot if possible) until the place's
    point is well inside the view."""
    board = control.board
    for _ in range(12):
        at = board.anchor(place_id)
        if at is None:
            return
        inner = board.rect.inflate(-board.rect.w // 5, -board.rect.h // 5)
        if inner.collidepoint(at):
            return
        centre = board.rect.center
        dx = max(-board.rect.w // 3, min(board.rect.w // 3, centre[0] - at[0]))
        dy = max(-board.rect.h // 3, min(board.rect.h // 3, centre[1] - at[1]))
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


def answer_popup(control: BoardControl, action: Action) -> None:
    """Step the stepper to the action's counts and press OK; click the action's row in a menu."""
    for _ in range(6):
        popup = control.popup
        if popup is None or action in control.chosen[-1:]:
            return
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


def produce(control: BoardControl, action: Action) -> Action | None:
    """Make ``action`` by pointing; the action the control chose (None: nothing was chosen)."""
    gesture = next((g for g in control.index.all if g.action == action), None)
    if gesture is None:
        raise Unreachable(f"no gesture makes {action.label()!r}")
    before = len(control.chosen)
    if gesture.toggles is not None:
        for place in sorted(gesture.toggles):
            click_place(control, place)
        if control.toggled != set(gesture.toggles):
            raise Unreachable(f"toggling {sorted(gesture.toggles)} gave {sorted(control.toggled)}")
        press_bar_for(control, gesture)
    elif gesture.origin is None:
        press_bar_for(control, gesture)
    else:
        click_place(control, gesture.origin)
        if gesture.dest is not None:
            if control.selected != gesture.origin:
                raise Unreachable(f"clicking {gesture.origin!r} did not select it")
            click_place(control, gesture.dest)
    answer_popup(control, action)
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


def reach_random_games(app: Any, rules: Any, options: dict[str, Any] | None, seeds: list[int],
                       decisions: int = 60) -> int:
    """Seeded random games through the real table, every seat at the screen in turn: at each
    decision point every legal action is made by pointing at the board (``assert_all_reachable``);
    then a random legal action is played and the game goes on. Returns the actions proven."""
    from game.core.match import Match
    from game.core.rng import Rng
    from sprites.scenes.table import TableScene

    proven = 0
    for seed in seeds:
        match = Match(rules, options, seed)
        table = TableScene(app, match, ["human"] * rules.num_seats(match.state))
        app.push(table)
        rng = Rng(seed * 7919 + 1)
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
