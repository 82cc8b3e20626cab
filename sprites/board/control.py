"""Acting on a board, the same in every game: hover, select, target, menu, stepper, drag, cancel,
the keyboard cursor, tooltips, and the action bar.

The control is given the acting seat's gestures (``set_gestures``) and turns real pygame events
into one chosen action (``on_choose``). It draws the per-frame overlays from cached surfaces:
soft glows where the seat can act, the selected origin, its destinations with their cost, the
toggled places, the hovered place, the keyboard cursor, a drag line, pop-ups and the tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

import pygame

from game.core.types import Action
from sprites.board.actionbar import ActionBar
from sprites.board.base import Board
from sprites.board.gestures import Gesture, GestureIndex
from sprites.board.places import Place
from sprites.board.popup import Confirm, PopupMenu, Reply, Stepper
from sprites.tr import _
from sprites.ui import gfx

TIP_DELAY = 0.6     # seconds of a still pointer before the tooltip shows
DRAG_PX = 8         # a press that moves farther than this is a drag
NOTE_SECONDS = 2.4

STYLES: dict[str, tuple[str, int, int]] = {   # palette colour, fill alpha, border width
    "glow": ("highlight", 38, 2),
    "selected": ("focus", 80, 4),
    "target": ("ok", 70, 3),
    "hover": ("text", 42, 2),
    "cursor": ("focus", 0, 4),
    "toggled": ("danger", 96, 3),
}

_marks = gfx.LRU(600)


def mark(place: Place, w: int, h: int, zoom: float, style: str, tint: gfx.Colour | None = None) -> pygame.Surface:
    """A cached highlight in a place's shape at its screen size (``tint``: a colour of its own)."""
    poly = None
    if place.poly is not None:
        x0, y0 = place.rect[0], place.rect[1]
        poly = tuple((round((px - x0) * zoom, 1), round((py - y0) * zoom, 1)) for px, py in place.poly)
    key = (style, w, h, poly, place.radius is not None, tint)

    def make() -> pygame.Surface:
        colour_name, alpha, width = STYLES[style]
        colour = tint or gfx.col(colour_name)
        surf = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        if place.radius is not None:
            r = min(w, h) / 2
            if alpha:
                pygame.draw.circle(surf, (*colour[:3], alpha), (w / 2 + 1, h / 2 + 1), r)
            pygame.draw.circle(surf, colour, (w / 2 + 1, h / 2 + 1), r, width)
        elif poly is not None:
            pts = [(px + 1, py + 1) for px, py in poly]
            if alpha:
                pygame.draw.polygon(surf, (*colour[:3], alpha), pts)
            pygame.draw.polygon(surf, colour, pts, width)
        else:
            rad = max(3, min(w, h) // 6)
            if alpha:
                pygame.draw.rect(surf, (*colour[:3], alpha), (1, 1, w, h), border_radius=rad)
            pygame.draw.rect(surf, colour, (1, 1, w, h), width, border_radius=rad)
        return surf

    return _marks.get_or(key, make)


class BoardControl:
    def __init__(self, board: Board, on_choose: Callable[[Action], None]) -> None:
        self.board = board
        self.on_choose = on_choose
        self.index = GestureIndex()
        self.enabled = False
        self.bar = ActionBar()
        self.bounds = pygame.Rect(0, 0, 1, 1)     # where pop-ups may go (the screen)
        self.hover: str | None = None
        self.bar_hover: int | None = None
        self.selected: str | None = None
        self.toggled: set[str] = set()
        self.popup: PopupMenu | Stepper | None = None
        self.popup_spot: str | None = None
        self.cursor: str | None = None            # a place id, or "bar:<i>"
        self.keyboard = False                     # the cursor shows after keyboard use
        self.press: tuple[tuple[int, int], str | None, int] | None = None
        self.dragging = False
        self.panning = False
        self.mouse = (0, 0)
        self.trail: list[str] = []                # places hovered since the selection (paths)
        self.tip_place: str | None = None
        self.tip_still = 0.0
        self.tip_hidden_at: tuple[int, int] | None = None   # hidden there: no tooltip until the pointer leaves it
        self.tip_forced = False
        self.note: tuple[str, tuple[int, int], float] | None = None
        self.prompt = ""
        self.wait = ""                            # why the seat at the screen cannot act now
        self.time = 0.0
        self.chosen: list[Action] = []            # what this control played (tests read it)
        self.again: tuple[Action, int] | None = None   # a repeated gesture: the action, times still to play
        self.again_fresh = False                  # it was chosen in this very decision
        self.queue: list[Action] = []             # a plan the board asked for: one action per decision
        self.queue_fresh = False                  # its last action was chosen in this very decision
        self.hinted: Gesture | None = None        # a hint's gesture: lit until the decision changes
        self.rules_key = False                    # the host opens the rules card on R: tooltips say so
        self.tip_rect: pygame.Rect | None = None  # where the tooltip was drawn last frame (the audit reads it)
        self.cursor_tint: gfx.Colour | None = None   # the keyboard / pad cursor in its seat's colour

    # ------------------------------------------------------------------ the decision point
    def set_gestures(self, gestures: list[Gesture], enabled: bool) -> None:
        """A new decision point: its gestures, and whether the seat at the screen may act."""
        self.index = GestureIndex(gestures)
        self.enabled = enabled
        self.hinted = None
        if self.again is not None and not (enabled and any(g.action == self.again[0] for g in self.index.all)):
            self.again = None
        if self.queue and not (enabled and any(g.action == self.queue[0] for g in self.index.all)):
            self.queue = []   # the plan no longer fits the game: the player goes on by hand
        self.reset()
        self.bar.set([(text, gs, bool(gs and gs[0].toggles is not None)) for text, gs in self.index.bar_buttons()])
        self.refresh_bar()
        if self.cursor is not None and not self.cursor.startswith("bar:") and self.cursor not in self.board.places:
            self.cursor = None

    def disable(self, wait: str = "") -> None:
        """Nothing to do for the seat at the screen (an AI or another seat acts, or an action was
        just chosen and the next decision is not yet known: input is never applied twice)."""
        self.enabled = False
        self.wait = wait
        self.hinted = None
        if self.again_fresh:
            self.again_fresh = False   # the table waits for the action just chosen: keep repeating
        else:
            self.again = None          # another seat acts: a repeat never outlives its turn
        if self.queue_fresh:
            self.queue_fresh = False
        else:
            self.queue = []
        self.reset()
        self.refresh_bar()

    def hide_tip(self) -> None:
        """No tooltip until the pointer rests again: a click, a pop-up, a new decision or a
        hand-over each hide it (a tooltip must never cover what a click opened, nor outlive the
        seat it was shown to)."""
        self.tip_place = None
        self.tip_still = 0.0
        self.tip_forced = False
        self.tip_hidden_at = tuple(self.mouse)

    def reset(self) -> None:
        self.hide_tip()
        self.selected = None
        self.toggled.clear()
        self.popup = None
        self.popup_spot = None
        self.dragging = self.panning = False
        self.press = None
        self.trail = []

    def layout(self, bar_rect: pygame.Rect, bounds: pygame.Rect, s: float) -> None:
        self.bar.place(bar_rect, s)
        self.bounds = pygame.Rect(bounds)
        self.popup = None

    def refresh_bar(self) -> None:
        chosen = frozenset(self.toggled)
        for b in self.bar.all:
            b.live = self.enabled and (not b.toggle or self.index.toggle_match(b.text, chosen) is not None)

    # ------------------------------------------------------------------ choosing
    def choose(self, gesture: Gesture, confirmed: bool = False) -> None:
        question = None if confirmed else self.board.confirm(gesture.action)
        if question:
            where = self.board.anchor(gesture.dest or gesture.origin) or self.mouse
            self.popup = Confirm(gesture, question, where, self.bounds, self.board.s)
            self.popup_spot = gesture.origin
            return
        self.enabled = False
        self.reset()
        self.refresh_bar()
        self.chosen.append(gesture.action)
        self.again = (gesture.action, gesture.repeat - 1) if gesture.repeat > 1 else None
        self.again_fresh = self.again is not None
        self.queue_fresh = bool(self.queue)
        self.on_choose(gesture.action)

    def play_in_turn(self, actions: list[Action]) -> None:
        """Play ``actions`` one per decision, each once the seat's next decision offers it (a plan
        made for the player, who can take any of it back); Esc, or a decision that does not offer
        the next one, stops it."""
        self.queue = list(actions)
        self.play_again()

    def play_again(self) -> None:
        """The next time of a repeated gesture (or the next action of a plan), once the decision
        after it is ours again."""
        if self.queue and self.again is None and self.enabled and self.popup is None:
            action = self.queue.pop(0)
            found = next((g for g in self.index.all if g.action == action), None)
            if found is None:
                self.queue = []
                return
            self.choose(replace(found, repeat=1), confirmed=True)
            return
        if self.again is None or not self.enabled or self.popup is not None:
            return
        action, times = self.again
        self.again = None
        found = next((g for g in self.index.all if g.action == action), None)
        if found is not None and times > 0:
            self.choose(replace(found, repeat=times), confirmed=True)

    def resolve(self, candidates: list[Gesture], spot: str | None, at: tuple[int, int] | None = None) -> None:
        """One candidate plays; counted ones open a stepper; the rest a menu at the spot."""
        if len(candidates) > 1:
            candidates = self.board.pick(candidates, self) or candidates
        if not candidates:
            return
        if len(candidates) == 1:
            self.choose(candidates[0])
            return
        where = at or self.board.anchor(spot) or self.mouse
        title = self.title_of(spot)
        if any(g.counts for g in candidates):
            self.popup = Stepper(candidates, where, self.bounds, self.board.s, title, self.count_names(candidates))
        else:
            self.popup = PopupMenu(candidates, where, self.bounds, self.board.s, title)
        self.popup_spot = spot

    def count_names(self, gestures: list[Gesture]) -> dict[str, str]:
        return {name: name for g in gestures for name, _count in g.counts}

    def title_of(self, spot: str | None) -> str:
        place = self.board.place(spot)
        return place.label if place is not None else ""

    def select(self, place: str, drag: bool = False) -> None:
        dests = self.index.dests(place)
        singles = self.index.singles(place)
        if not dests:
            self.resolve(singles, place)
            return
        if not drag and singles and {g.action for g in singles} == {g.action for gs in dests.values() for g in gs}:
            # the destinations only show where the place's one action goes (drag it there): a
            # click plays it at once
            self.resolve(singles, place)
            return
        self.selected = place
        self.trail = [place]
        if singles:
            # the piece's own actions beside it; its destinations stay clickable
            where = self.board.anchor(place) or self.mouse
            self.popup = PopupMenu(singles, where, self.bounds, self.board.s, self.title_of(place), modal=False)
            self.popup_spot = place

    def deselect(self) -> None:
        self.selected = None
        self.trail = []
        if self.popup is not None and not self.popup.modal:
            self.popup = None

    def click(self, place: str | None) -> None:
        """A click (or Enter on the cursor) on a place of the board."""
        if not self.enabled:
            if place is not None:
                self.say(self.wait or _("Not now: it is not your turn."))
            return
        if self.popup is not None and not self.popup.modal:
            self.popup = None
        if self.selected is not None:
            dests = self.index.dests(self.selected)
            if place in dests:
                self.resolve(dests[place], place)
                return
            if place == self.selected:
                self.deselect()
                return
        if place is not None and place in self.index.toggle_places and self.selected is None:
            self.toggled ^= {place}
            self.refresh_bar()
            return
        if place is not None and place in self.index.by_origin:
            self.deselect()
            self.select(place)
            return
        if place is not None and self.board.command(place, self):
            self.deselect()
            return
        if self.selected is not None:
            self.deselect()
            return
        if place is not None:
            self.say(self.board.why(place) or self.prompt or _("Nothing to do here now."))

    def press_bar(self, index: int) -> None:
        if index == -1:
            gestures = [g for b in self.bar.more for g in b.gestures if not b.toggle]
            if gestures and self.enabled:
                rect = self.bar.more_rect or self.bar.rect
                self.popup = PopupMenu(gestures, rect.midtop, self.bounds, self.board.s)
                self.popup_spot = None
            return
        if not (0 <= index < len(self.bar.buttons)):
            return
        button = self.bar.buttons[index]
        if not self.enabled:
            self.say(self.wait or _("Not now: it is not your turn."), button.rect.midtop)
            return
        if button.toggle:
            match = self.index.toggle_match(button.text, frozenset(self.toggled))
            if match is None:
                self.say(_("Choose the pieces first (click them on the board)."), button.rect.midtop)
                return
            self.choose(match)
            return
        self.resolve(button.gestures, None, button.rect.midtop)

    def cancel(self) -> bool:
        """Esc, B or a right click: close the pop-up, drop the selection, clear the toggles.
        False when there was nothing to cancel."""
        if self.again is not None or self.queue:
            self.again = None
            self.queue = []
            return True
        if self.popup is not None:
            modal = self.popup.modal
            self.popup = None
            if not modal:
                self.deselect()
            return True
        if self.selected is not None:
            self.deselect()
            return True
        if self.toggled:
            self.toggled.clear()
            self.refresh_bar()
            return True
        if self.tip_forced:
            self.tip_forced = False
            return True
        return False

    def show_hint(self, action: Action | None) -> Gesture | None:
        """Light a hinted action the way its gesture is made: its origin as if selected, its
        destination (or the places to toggle) marked, its bar button outlined; the camera brings
        them into view. None clears the hint. Returns the gesture (None if it has none)."""
        self.hinted = None if action is None else next((g for g in self.index.all if g.action == action), None)
        g = self.hinted
        if g is not None:
            for pid in (g.dest, g.origin):
                if pid is not None:
                    self.board.reveal(pid)
        return g

    def hint_places(self) -> list[tuple[str, str]]:
        """(place, mark style) of the hinted gesture."""
        g = self.hinted
        if g is None:
            return []
        out = [(g.origin, "selected")] if g.origin is not None else []
        if g.dest is not None:
            out.append((g.dest, "target"))
        out += [(pid, "target") for pid in sorted(g.toggles or ())]
        return out

    def hint_bar(self) -> int | None:
        """The bar button that plays (or commits) the hinted gesture: its index, -1 for More."""
        g = self.hinted
        if g is None or (g.origin is not None and g.toggles is None):
            return None
        for i, b in enumerate(self.bar.buttons):
            if any(x.action == g.action for x in b.gestures) or (g.toggles is not None and b.text == (g.bar or g.text)):
                return i
        return -1 if self.bar.more else None

    def say(self, text: str, at: tuple[int, int] | None = None) -> None:
        self.note = (text, at or self.mouse, NOTE_SECONDS)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was the board's."""
        if self.popup is not None:
            reply = self.popup.handle(event)
            if self._popup_reply(reply):
                return True
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._down(event)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._up(event)
        if event.type == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _popup_reply(self, reply: Reply) -> bool:
        if reply.kind == "pass":
            return False
        if reply.kind == "cancel":
            self.cancel()
        elif reply.kind == "confirm" and reply.gestures:
            self.popup = None
            self.choose(reply.gestures[0], confirmed=True)
        elif reply.kind == "choose" and reply.gestures:
            spot = self.popup_spot
            self.popup = None
            if len(reply.gestures) == 1:
                self.choose(reply.gestures[0])
            else:
                self.resolve(reply.gestures, spot)
        return True

    def _motion(self, event: pygame.event.Event) -> bool:
        self.mouse = event.pos
        self.keyboard = False
        if self.press is not None and not (self.dragging or self.panning):
            start, place, button = self.press
            if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_PX:
                origin = place if place in self.index.by_origin else None
                if button == 1 and self.enabled and origin is not None and self.index.dests(origin):
                    if self.selected != origin:
                        self.deselect()
                        self.select(origin, drag=True)
                    self.popup = None if (self.popup and not self.popup.modal) else self.popup
                    self.dragging = True
                elif self.can_pan():
                    self.panning = True
        if self.panning:
            self.board.camera.pan(*event.rel)
        if self.tip_hidden_at is not None and tuple(event.pos) != self.tip_hidden_at:
            self.tip_hidden_at = None   # the pointer moved on: tooltips may come again
        place = self.spot(event.pos)
        if place != self.hover:
            self.hover = place
            self.tip_still = 0.0
            if not self.tip_forced:
                self.tip_place = None
            if self.selected is not None and place is not None and (not self.trail or self.trail[-1] != place):
                self.trail.append(place)
        self.bar_hover = self.bar.at(event.pos)
        self.bar.hover = self.bar_hover
        return self.board.rect.collidepoint(event.pos) or self.bar_hover is not None

    def spot(self, pos: tuple[int, int]) -> str | None:
        """The place the pointer means: with a piece selected, a destination wins over a piece
        standing on it (pointing at the enemy block on the hex to attack means the hex)."""
        dests = self.index.dests(self.selected) if self.selected is not None else None
        return self.board.place_at(pos, dests or None)

    def can_pan(self) -> bool:
        cam = self.board.camera
        return cam.world[0] * cam.zoom > cam.view[2] + 1 or cam.world[1] * cam.zoom > cam.view[3] + 1

    def _down(self, event: pygame.event.Event) -> bool:
        self.mouse = event.pos
        self.keyboard = False
        self.hide_tip()
        if event.button == 1:
            i = self.bar.at(event.pos)
            if i is not None:
                self.press_bar(i)
                return True
            if self.board.rect.collidepoint(event.pos):
                self.press = (event.pos, self.spot(event.pos), 1)
                return True
            return False
        if event.button == 3:
            if self.board.rect.collidepoint(event.pos) or self.bar.rect.collidepoint(event.pos):
                self.cancel()
                return True
            return False
        if event.button == 2 and self.board.rect.collidepoint(event.pos):
            self.press = (event.pos, None, 2)
            return True
        return False

    def _up(self, event: pygame.event.Event) -> bool:
        press, self.press = self.press, None
        if press is None:
            return False
        if self.dragging:
            self.dragging = False
            dest = self.spot(event.pos)
            dests = self.index.dests(self.selected)
            if dest in dests and self.enabled:
                self.resolve(dests[dest], dest)
            return True
        if self.panning:
            self.panning = False
            return True
        if press[2] == 1:
            self.click(press[1])
        return True

    def _wheel(self, event: pygame.event.Event) -> bool:
        pos = pygame.mouse.get_pos() if self.mouse == (0, 0) else self.mouse
        if not self.board.rect.collidepoint(pos):
            return False
        cam = self.board.camera
        if cam.zoomable:
            cam.zoom_step(1 if event.y > 0 else -1, pos)
        else:
            cam.pan(0, event.y * 48 * self.board.s)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        mods = getattr(event, "mod", 0)
        cam = self.board.camera
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if k in arrows:
            dx, dy = arrows[k]
            if mods & pygame.KMOD_SHIFT:
                cam.pan(-dx * 80 * self.board.s, -dy * 80 * self.board.s)
            else:
                self.move_cursor(dx, dy)
            return True
        pans = {pygame.K_a: (1, 0), pygame.K_d: (-1, 0), pygame.K_w: (0, 1), pygame.K_s: (0, -1)}
        if k in pans and self.can_pan():
            cam.pan(pans[k][0] * 80 * self.board.s, pans[k][1] * 80 * self.board.s)
            return True
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_PAGEUP):
            return cam.zoom_step(1, self.cursor_pos()) or True
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_PAGEDOWN):
            return cam.zoom_step(-1, self.cursor_pos()) or True
        if k in (pygame.K_0, pygame.K_KP0, pygame.K_HOME):
            cam.fit()
            return True
        if k == pygame.K_c:
            home = self.board.home(self.board.seat if self.board.seat is not None else
                                   (self.board.acting[0] if self.board.acting else None))
            if home is not None:
                place = self.board.place(home)
                if place is not None:
                    cam.centre_on(place.point)
                    self.cursor = home
                    self.keyboard = True
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.keyboard = True
            self.hide_tip()
            if self.cursor is None:
                self.cursor = self.first_cursor()
                return True
            if self.cursor.startswith("bar:"):
                self.press_bar(int(self.cursor[4:]))
            else:
                self.mouse = self.board.anchor(self.cursor) or self.mouse
                self.click(self.cursor)
            return True
        if k == pygame.K_ESCAPE:
            return self.cancel()
        if k in (pygame.K_i, pygame.K_QUESTION, pygame.K_SLASH):
            self.tip_forced = not self.tip_forced
            self.tip_place = self.cursor if (self.keyboard and self.cursor) else self.hover
            return True
        if k == pygame.K_TAB:
            self.cycle_cursor(-1 if mods & pygame.KMOD_SHIFT else 1)
            return True
        if pygame.K_1 <= k <= pygame.K_9:
            i = k - pygame.K_1
            if i < len(self.bar.buttons):
                self.press_bar(i)
                return True
        return False

    # ------------------------------------------------------------------ the keyboard cursor
    def cursor_targets(self) -> dict[str, tuple[int, int]]:
        """Every place the cursor may stop on, with its screen point; the bar's buttons too."""
        out: dict[str, tuple[int, int]] = {}
        for p in self.board.places:
            if p.focus:
                out[p.id] = self.board.anchor(p.id)
        for i in self.bar.index_list():
            r = self.bar.rect_of(i)
            if r is not None:
                out[f"bar:{i}"] = r.center
        return out

    def cursor_pos(self) -> tuple[int, int] | None:
        if self.cursor is None:
            return None
        if self.cursor.startswith("bar:"):
            r = self.bar.rect_of(int(self.cursor[4:]))
            return r.center if r else None
        return self.board.anchor(self.cursor)

    def first_cursor(self) -> str | None:
        acts = [p.id for p in self.board.places if p.id in self.index.actionable()]
        if acts:
            return acts[0]
        if self.bar.count():
            return f"bar:{self.bar.index_list()[0]}"
        return next((p.id for p in self.board.places if p.focus), None)

    def move_cursor(self, dx: int, dy: int) -> None:
        """To the nearest target in that direction (distance along it, plus the sideways drift
        counted double), panning the camera to keep it in view."""
        self.keyboard = True
        targets = self.cursor_targets()
        here = self.cursor_pos()
        if self.cursor is None or here is None:
            self.cursor = self.first_cursor()
            self.reveal_cursor()
            return
        best, best_score = None, math.inf
        for pid, (x, y) in targets.items():
            if pid == self.cursor:
                continue
            ax, ay = x - here[0], y - here[1]
            along = ax * dx + ay * dy
            if along <= 2:
                continue
            side = abs(ax * dy - ay * dx)
            score = along + 2 * side
            if score < best_score:
                best, best_score = pid, score
        if best is not None:
            self.cursor = best
            self.reveal_cursor()
        if self.tip_forced:
            self.tip_place = self.cursor

    def cycle_cursor(self, step: int) -> None:
        """Tab: through the places where the seat can act, then the bar."""
        self.keyboard = True
        order = [p.id for p in self.board.places if p.id in self.index.actionable()]
        if self.selected is not None:
            order = [self.selected, *self.index.dests(self.selected)]
        order += [f"bar:{i}" for i in self.bar.index_list()]
        if not order:
            return
        i = order.index(self.cursor) if self.cursor in order else -1
        self.cursor = order[(i + step) % len(order)]
        self.reveal_cursor()

    def reveal_cursor(self) -> None:
        if self.cursor is not None and not self.cursor.startswith("bar:"):
            self.board.reveal(self.cursor)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        self.time += dt
        self.play_again()
        self.tip_still += dt
        if not self.tip_forced:
            self.tip_place = (self.hover if self.tip_still >= TIP_DELAY and not self.dragging
                              and self.tip_hidden_at is None else None)
        if self.popup is not None:
            self.tip_place = None   # what a click opened is never covered by a place's tooltip
        if self.note is not None:
            text, at, left = self.note
            self.note = (text, at, left - dt) if left - dt > 0 else None

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        self.draw_front(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        """The marks on the board itself (under the table's panels)."""
        board = self.board
        clip = surface.get_clip()
        surface.set_clip(board.rect)
        pulse = 0.55 + 0.45 * math.sin(self.time * 3.0)

        def blit(pid: str | None, style: str, alpha: float = 1.0) -> None:
            place = board.place(pid)
            if place is None:
                return
            r = board.screen_rect(pid)
            if r is None or not r.colliderect(board.rect):
                return
            img = mark(place, r.w, r.h, board.zoom_of(pid), style, self.cursor_tint if style == "cursor" else None)
            img.set_alpha(int(255 * alpha))
            surface.blit(img, (r.x - 1, r.y - 1))

        if self.enabled:
            if self.selected is None:
                for pid in self.index.actionable():
                    if pid not in self.toggled:
                        blit(pid, "glow", pulse)
            else:
                blit(self.selected, "selected")
                for pid in self.index.dests(self.selected):
                    blit(pid, "target", 0.7 + 0.3 * pulse)
            for pid in self.toggled:
                blit(pid, "toggled")
        if self.enabled and self.selected is None:
            for pid, style in self.hint_places():
                blit(pid, style, 0.75 + 0.25 * pulse)
        if self.hover is not None:
            blit(self.hover, "hover")
        if self.keyboard and self.cursor is not None and not self.cursor.startswith("bar:"):
            blit(self.cursor, "cursor")
        if self.enabled and self.selected is not None:
            self.draw_costs(surface)
        board.draw_overlay(surface, self)
        if self.dragging and self.selected is not None:
            start = board.anchor(self.selected)
            if start is not None:
                pygame.draw.line(surface, gfx.col("focus"), start, self.mouse, max(2, int(4 * board.s)))
                pygame.draw.circle(surface, gfx.col("focus"), self.mouse, max(4, int(7 * board.s)))
        surface.set_clip(clip)

    def draw_front(self, surface: pygame.Surface) -> None:
        """The action bar, pop-ups, notes and the tooltip (over everything)."""
        focus = None
        if self.keyboard and self.cursor is not None and self.cursor.startswith("bar:"):
            focus = int(self.cursor[4:])
        elif self.enabled and self.hinted is not None:
            focus = self.hint_bar()
        self.bar.draw(surface, self.enabled, focus)
        if self.popup is not None:
            self.popup.draw(surface)
            gfx.box("popup", self.popup.rect, " / ".join(self.popup.texts()[:3]))
        self.draw_note(surface)
        self.draw_tip(surface)

    def draw_costs(self, surface: pygame.Surface) -> None:
        s = self.board.s
        for pid, gestures in self.index.dests(self.selected).items():
            cost = next((g.cost for g in gestures if g.cost), "")
            at = self.board.anchor(pid)
            if not cost or at is None:
                continue
            img = gfx.text_shadow(cost, int(15 * s), gfx.col("highlight"), True)
            surface.blit(img, img.get_rect(midtop=(at[0], at[1] + int(6 * s))))

    def draw_note(self, surface: pygame.Surface) -> None:
        if self.note is None:
            return
        text, at, left = self.note
        img = bubble(text, self.board.s, gfx.col("danger"))
        img.set_alpha(int(255 * min(1.0, left * 3)))
        r = img.get_rect(midbottom=(at[0], at[1] - int(12 * self.board.s)))
        r.clamp_ip(surface.get_rect())
        surface.blit(img, r)
        gfx.box("note", r, text)

    def pointed(self) -> str | None:
        """The place the player points at: the tooltip's, else the keyboard cursor or the hover."""
        if self.tip_place is not None and not self.tip_place.startswith("bar:"):
            return self.tip_place
        if self.keyboard and self.cursor is not None and not self.cursor.startswith("bar:"):
            return self.cursor
        return self.hover

    def tip_text(self) -> tuple[str, tuple[int, int]] | None:
        popup = self.popup
        if isinstance(popup, PopupMenu) and popup.hover is not None:
            # a menu row cut short reads whole beside it, with what the board adds about it
            g = popup.gestures[popup.hover]
            more = self.board.gesture_tip(g)
            if popup.row_cut(popup.hover) or more:
                text = "\n".join(t for t in (g.text if popup.row_cut(popup.hover) else "", more or "") if t)
                return text, popup.row_rect(popup.hover).topright
        if (self.bar_hover is not None and popup is None and self.tip_still >= TIP_DELAY * 0.5
                and self.tip_hidden_at is None):
            r = self.bar.rect_of(self.bar_hover)
            if self.bar_hover >= 0 and r is not None:
                button = self.bar.buttons[self.bar_hover]
                lines = [g.text for g in button.gestures][:6]
                text = "\n".join(lines) if len(lines) > 1 or lines[0] != button.text else button.text
                more = self.board.gesture_tip(button.gestures[0]) if len(button.gestures) == 1 else None
                return (text + "\n" + more if more else text), r.midtop
        pid = self.tip_place
        if pid is None or popup is not None:
            return None
        if pid.startswith("bar:"):
            return None
        text = self.board.tooltip(pid)
        if not text:
            return None
        if self.rules_key and self.board.rules_section(pid):
            text += "\n" + _("R: the rules card on this")   # the key that opens the rules card there
        at = self.board.anchor(pid) if (self.tip_forced or self.keyboard) else self.mouse
        return text, at or self.mouse

    def draw_tip(self, surface: pygame.Surface) -> None:
        self.tip_rect = None
        got = self.tip_text()
        if got is None:
            return
        text, at = got
        img = bubble(text, self.board.s, gfx.col("panel_edge"), width=int(380 * self.board.s))
        r = img.get_rect(topleft=(at[0] + int(18 * self.board.s), at[1] + int(18 * self.board.s)))
        if r.right > surface.get_width():
            r.right = at[0] - int(12 * self.board.s)
        if r.bottom > surface.get_height():
            r.bottom = at[1] - int(12 * self.board.s)
        r.clamp_ip(surface.get_rect())
        if self.popup is not None and r.colliderect(self.popup.rect):
            r = beside(r, self.popup.rect, surface.get_rect())
        surface.blit(img, r)
        self.tip_rect = r
        gfx.box("tooltip", r, text)

    def texts(self) -> list[str]:
        out = self.bar.texts()
        if self.popup is not None:
            out += self.popup.texts()
        got = self.tip_text()
        if got is not None:
            out.append(got[0])
        if self.note is not None:
            out.append(self.note[0])
        return out


def beside(r: pygame.Rect, keep_clear: pygame.Rect, screen: pygame.Rect) -> pygame.Rect:
    """``r`` moved to the side of ``keep_clear`` with the most room (right, left, below, above),
    kept on screen."""
    options = [r.move(keep_clear.right + 6 - r.x, 0), r.move(keep_clear.x - 6 - r.right, 0),
               r.move(0, keep_clear.bottom + 6 - r.y), r.move(0, keep_clear.y - 6 - r.bottom)]
    for option in options:
        if screen.contains(option):
            return option
    return max(options, key=lambda o: o.clip(screen).w * o.clip(screen).h)


_bubbles = gfx.LRU(64)


def bubble(text: str, s: float, edge: gfx.Colour, width: int | None = None) -> pygame.Surface:
    """Wrapped text on a panel (tooltips, notes), cached per text and size."""
    width = width or int(340 * s)

    def make() -> pygame.Surface:
        size = int(15 * s)
        lines: list[str] = []
        for para in text.split("\n"):
            lines.extend(gfx.wrap(para, size, width - int(20 * s)))
        lines = lines[:18]
        line_h = gfx.font(size).get_linesize()
        w = min(width, max(gfx.font(size).size(gfx.safe(line))[0] for line in lines) + int(22 * s))
        h = line_h * len(lines) + int(16 * s)
        surf = gfx.panel(w, h, gfx.col("panel"), int(7 * s), edge, int(4 * s), 2).copy()
        for i, line in enumerate(lines):
            surf.blit(gfx.text(line, size, gfx.col("text")), (int(11 * s), int(8 * s) + i * line_h))
        return surf

    return _bubbles.get_or((text, s, edge, width), make)
