"""Watching a game: its own board, read-only, driven like a film.

Play and pause, the speed, one action back or forward, one turn back or forward, a scrubber to any
point; the log follows. The board shows a spectator's view or one seat's; once the game is over
"reveal all" shows everything. A jump lands at once (``sprites.replay.Film``: keyframes, then a
few actions played again); a step forward plays the action's animations as the table would. The
save it came from is only read.

Keys: Space / Enter play or pause, Left / Right one action, Up / Down (or Page Up / Page Down) one
turn, Home / End the start and the end, [ and ] the speed, V the seat whose view is shown, R reveal
all, Esc back. Gamepad: A plays, the d-pad steps, B goes back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.core.types import Action
from sprites import boards
from sprites.board import BoardControl
from sprites.boards import make_board
from sprites.table.film import ALL, Film
from sprites.table.log import GameLog
from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.logpanel import LogPanel
from sprites.ui.scene import Scene
from sprites.ui.timeline import Stage, Timeline, animations_for
from sprites.ui.widgets import Button, Cycle

RATES = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)   # actions a second while playing
MOVES = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
         pygame.K_HOME, pygame.K_END)
ANIMATED_UP_TO = 4.0                       # faster than this, steps land without animations


class ReplayScene(Scene):
    opaque = True

    def __init__(self, app: Any, rules: Any, options: dict[str, Any] | None, seed: int, actions: list[Action],
                 seat: int | None = None, source: str = "", people: list[int] | None = None) -> None:
        super().__init__(app)
        self.rules = rules
        self.game_id = rules.id
        self.source = source                 # the file watched (never written), for the top bar
        boards.use_game(rules.id)            # the log's seat colours are this game's
        self.film_args = (rules, options, seed, list(actions))
        self.film = Film(*self.film_args)
        self.n = len(self.film)
        self.pos = 0
        self.state = self.film.state_at(0)
        self.seats = rules.num_seats(self.state)
        self.seat: int | None = seat if seat is None or 0 <= seat < self.seats else None
        self.reveal = False
        self.playing = False
        self.rate = 1.0
        self.wait = 0.0
        self.scrubbing = False
        self.scrub_to: int | None = None
        self.menu_keys = False               # Tab walks the buttons; Enter then presses them
        self.board = make_board(rules)
        self.control = BoardControl(self.board, lambda action: None)
        self.timeline = Timeline(lambda anim: self.app.sounds.play(anim.sound))
        self.log = GameLog()
        self.log_view = LogPanel()
        self.round_text = ""
        self.board_rect = pygame.Rect(0, 0, 1, 1)
        # the review: the people's decisions judged by the AI (every seat when the save names none)
        self.people = list(people) if people else list(range(self.seats))
        self.review: Any = None
        self.marked: Any = None          # the mark shown on the board (its decision, the AI's move)
        self.mark_rects: list[pygame.Rect] = []

    def language_changed(self) -> None:
        """The film's log worded again in the new language (one pass from the seed, as when it
        opened); the position, the view and the board stay."""
        try:
            self.film = Film(*self.film_args)
        except Exception:
            return
        self.show()

    # ------------------------------------------------------------------ names
    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return _("Spectator")
        try:
            return self.rules.seat_name(self.state, seat)
        except Exception:
            return f"{_('Player')} {seat + 1}"

    @property
    def reader(self) -> int | None:
        return ALL if self.reveal else self.seat

    # ------------------------------------------------------------------ moving through the game
    def seek(self, k: int) -> None:
        """To the state after ``k`` actions, at once (no animation)."""
        if self.marked is not None and self.marked.at != k:
            self.marked = None
        self.timeline.skip()
        self.pos = self.film.replay.clamp(k)
        self.state = self.film.state_at(self.pos)
        self.show()

    def step(self, animate: bool = True) -> bool:
        """Play the next action on the board; False at the end."""
        if self.pos >= self.n:
            return False
        self.timeline.skip()
        action = self.film.actions[self.pos]
        events = self.rules.perform(self.state, action)   # the film's own copy, verified when built
        self.pos += 1
        self.show()
        if animate:
            for event in events:
                self.animate(event)
        return True

    def back(self) -> None:
        self.app.pop()

    def step_back(self) -> None:
        self.seek(self.pos - 1)

    def turn_back(self) -> None:
        self.seek(self.film.replay.turn_before(self.pos))

    def turn_next(self) -> None:
        self.seek(self.film.replay.turn_after(self.pos))

    def toggle_play(self) -> None:
        if not self.playing and self.pos >= self.n:
            self.seek(0)   # play from the start again
        self.playing = not self.playing
        self.wait = 0.0

    def set_rate(self, rate: float) -> None:
        self.rate = rate

    def set_seat(self, seat: int | None) -> None:
        self.seat = seat
        self.show()

    def toggle_reveal(self) -> None:
        if not self.film.over:
            self.app.toast(_("Everything can be revealed once the game is over."), "info")
            return
        self.reveal = not self.reveal
        self.show()

    # ------------------------------------------------------------------ showing a position
    def show(self) -> None:
        """The board, the log and the top bar at the current position and perspective."""
        to_act = self.rules.to_act(self.state)
        shown = self.rules.clone(self.state) if self.reveal else self.rules.view(self.state, self.seat)
        try:
            self.board.show(shown, None if self.reveal else self.seat, [], to_act)
        except Exception as err:   # a board's bug costs its picture, never the replay
            self.app.toast(f"board: {err!r}"[:200], "danger")
        self.control.disable(_("A replay: watch, it plays by itself"))
        self.log.entries = self.film.log_at(self.pos)
        self.log.version += 1
        self.log_view.scroll = 0
        try:
            self.round_text = self.rules.round_label(self.state)
        except Exception:
            self.round_text = ""

    def animate(self, event: Any) -> None:
        generic = animations_for(event, lambda seat: self.seat_name(seat), self.rules.tr)
        try:
            anims = list(self.board.animations(event, generic))
        except Exception:
            anims = generic
        private = event.private_to() if self.rules.hidden_information else None
        for anim in anims:
            if private is not None and private != self.seat and not self.reveal and hasattr(anim, "face_up"):
                anim.face_up = False
            try:
                anim.pieces = list(self.board.anim_pieces(event))
            except Exception:
                anim.pieces = []
            self.timeline.add(anim)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        from sprites.scenes.table import table_frame

        w, h = self.app.size
        s = self.s
        m = int(12 * s)
        self.top_rect, self.log_panel, self.strip_rect, self.board_rect = table_frame((w, h), s, int(104 * s))
        self.board.layout(self.board_rect, s)
        self.control.layout(pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, w, h), s)
        self.stage = Stage(self.board_rect, s, self.seat_anchor, self.deck_anchor(), self.board)
        self.timeline.stage = self.stage
        sr = self.strip_rect
        self.scrub_rect = pygame.Rect(sr.x + int(16 * s), sr.bottom - int(34 * s), sr.w - int(32 * s), int(18 * s))
        self.menu.widgets.clear()
        bh, gap = int(40 * s), int(8 * s)
        y = sr.y + int(10 * s)
        x = sr.x + int(14 * s)
        seats: list[int | None] = [None, *range(self.seats)]
        widths = (96, 84, 104, 84, 96, 140, 220, 130)   # at scale 1, shrunk together to fit the strip
        room = sr.w - int(28 * s) - gap * (len(widths) - 1)
        fit = min(s, room / sum(widths))
        w_of = iter(int(v * fit) for v in widths)
        widgets = [
            Button(N_("« Turn"), lambda: self.pause_then(self.turn_back), (0, 0, next(w_of), bh), "normal",
                   "turn_back", size=16),
            Button(N_("‹ Back"), lambda: self.pause_then(self.step_back), (0, 0, next(w_of), bh), "normal",
                   "step_back", size=16),
            Button(self.play_label, self.toggle_play, (0, 0, next(w_of), bh), "primary", "play", size=16),
            Button(N_("Next ›"), lambda: self.pause_then(self.step), (0, 0, next(w_of), bh), "normal", "step",
                   size=16),
            Button(N_("Turn »"), lambda: self.pause_then(self.turn_next), (0, 0, next(w_of), bh), "normal",
                   "turn_next", size=16),
            Cycle(N_("Speed"), list(RATES), RATES.index(self.rate), self.set_rate, (0, 0, next(w_of), bh),
                  show=lambda v: f"{v:g}×", name="speed", size=15),
            Cycle(N_("View"), seats, seats.index(self.seat), self.set_seat, (0, 0, next(w_of), bh),
                  show=self.seat_name, name="view", size=15),
            Button(lambda: _("Hide again") if self.reveal else _("Reveal all"), self.toggle_reveal,
                   (0, 0, next(w_of), bh), "normal", "reveal", size=15),
        ]
        for widget in widgets:
            widget.rect.topleft = (x, y)
            x += widget.rect.w + gap
            self.menu.add(widget)
        widgets[-1].enabled = self.film.over
        self.menu.focus_on(widgets[2])
        bw = int(110 * s)
        self.menu.add(Button(N_("Back"), self.back, (w - bw - m, int(9 * s), bw, int(38 * s)), "normal", "back",
                             size=17))
        rw = int(150 * s)
        self.menu.add(Button(N_("Review"), self.start_review, (w - bw - rw - 2 * m, int(9 * s), rw, int(38 * s)),
                             "normal", "review", size=17))
        self.show()

    def play_label(self) -> str:
        return _("Pause") if self.playing else _("Play")

    def seat_anchor(self, seat: int | None) -> tuple[int, int]:
        got = self.board.anchor(self.board.event_place("seat", seat)) if seat is not None else None
        return got if got is not None else (self.board_rect.centerx, self.board_rect.bottom - int(60 * self.s))

    def deck_anchor(self) -> tuple[int, int]:
        for word in ("deck", "draw", "pile"):
            got = self.board.anchor(self.board.event_place(word))
            if got is not None:
                return got
        return (self.board_rect.right - int(80 * self.s), self.board_rect.y + int(80 * self.s))

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.key(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.scrub_rect.inflate(0, 16).collidepoint(event.pos):
            self.scrubbing = True
            self.scrub_to = self.scrub_index(event.pos[0])
            return
        if event.type == pygame.MOUSEMOTION and self.scrubbing:
            self.scrub_to = self.scrub_index(event.pos[0])
            return
        if event.type == pygame.MOUSEBUTTONUP and self.scrubbing:
            self.scrubbing = False
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self.menu.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.review is not None:
            index = next((i for i, r in enumerate(self.mark_rects) if r.collidepoint(event.pos)), None)
            if index is not None:
                self.show_mark(index)
                return
        if event.type == pygame.MOUSEWHEEL and self.log_panel.collidepoint(pygame.mouse.get_pos()):
            self.log_view.scroll_by(event.y * 2, self.log, self.reader, self.log_panel.w - int(24 * self.s), self.s)
            return
        self.control.handle(event)

    def key(self, event: pygame.event.Event) -> bool:
        """The replay's own keys; the rest go to the board (zoom, pan, tooltips)."""
        k = event.key
        shift = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
        if k == pygame.K_ESCAPE:
            if not self.control.cancel():
                self.back()
            return True
        if k == pygame.K_TAB:
            self.menu_keys = True
            return self.menu.handle(event)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.menu_keys:
            return self.menu.handle(event)
        self.menu_keys = False
        actions = {pygame.K_SPACE: self.toggle_play, pygame.K_RETURN: self.toggle_play,
                   pygame.K_KP_ENTER: self.toggle_play, pygame.K_HOME: lambda: self.seek(0),
                   pygame.K_END: lambda: self.seek(self.n), pygame.K_UP: self.turn_back,
                   pygame.K_PAGEUP: self.turn_back, pygame.K_DOWN: self.turn_next,
                   pygame.K_PAGEDOWN: self.turn_next, pygame.K_v: self.next_seat, pygame.K_r: self.toggle_reveal,
                   pygame.K_LEFTBRACKET: lambda: self.change_rate(-1),
                   pygame.K_RIGHTBRACKET: lambda: self.change_rate(1)}
        if not shift:
            actions[pygame.K_LEFT] = self.step_back
            actions[pygame.K_RIGHT] = lambda: self.step()
        fn = actions.get(k)
        if fn is None:
            return False
        if k in MOVES:
            self.pause_then(fn)
        else:
            fn()
        self.sync_widgets()
        return True

    def pause_then(self, fn: Any) -> None:
        """A move through the game by hand stops the playing."""
        self.playing = False
        fn()

    def next_seat(self) -> None:
        order: list[int | None] = [None, *range(self.seats)]
        self.set_seat(order[(order.index(self.seat) + 1) % len(order)])

    def change_rate(self, step: int) -> None:
        i = max(0, min(len(RATES) - 1, RATES.index(self.rate) + step))
        self.rate = RATES[i]

    def sync_widgets(self) -> None:
        for name, value in (("speed", self.rate), ("view", self.seat)):
            widget = self.menu.by_name(name)
            if isinstance(widget, Cycle):
                widget.set_value(value)

    def scrub_index(self, x: int) -> int:
        r = self.scrub_rect
        frac = (x - r.x) / max(1, r.w)
        return self.film.replay.clamp(round(frac * self.n))

    # ------------------------------------------------------------------ frame
    # ------------------------------------------------------------------ the review
    def start_review(self) -> None:
        """The AI judges every decision of the people (in the worker, a progress bar meanwhile);
        the costly ones are listed in place of the log, each a jump to its position."""
        from sprites.table.review import Review

        if self.review is not None:
            return
        try:
            self.app.ai.start()
        except Exception as err:
            self.app.toast(_("No review this time ({reason})", reason=str(err)[:120]), "danger")
            return
        self.playing = False
        self.review = Review(self.film, self.people, self.app.ai)

    def show_mark(self, index: int) -> None:
        """Jump to a marked decision: the position before it, the seat's own view, the AI's move
        lit on the board beside the one played."""
        marks = self.review.marks if self.review is not None else []
        if not 0 <= index < len(marks):
            return
        mark = marks[index]
        self.pause_then(lambda: None)
        self.seat = mark.seat
        self.reveal = False
        self.seek(mark.at)
        self.marked = mark
        self.sync_widgets()

    def marked_places(self, action: Any) -> list[str]:
        try:
            gestures = self.board.gestures([action])
        except Exception:
            return []
        out: list[str] = []
        for g in gestures:
            out += [p for p in (g.origin, g.dest, *sorted(g.toggles or ())) if p is not None]
        return [p for p in dict.fromkeys(out) if self.board.place(p) is not None]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.review is not None and not self.review.finished:
            self.review.step()
        self.timeline.speed = self.app.speed * max(1.0, self.rate)
        self.timeline.update(dt)
        self.control.update(dt)
        if self.scrub_to is not None:
            if self.scrub_to != self.pos:
                self.playing = False
                self.seek(self.scrub_to)
            self.scrub_to = None
        if not self.playing:
            return
        self.wait -= dt
        if self.wait > 0 or (self.timeline.busy and self.rate <= ANIMATED_UP_TO):
            return
        if not self.step(animate=self.rate <= ANIMATED_UP_TO):
            self.playing = False
            return
        self.wait = 0.9 / self.rate

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h), (0, 0))
        s = self.s
        r = self.top_rect
        surface.blit(gfx.panel(r.w, r.h, gfx.col("panel"), 0, None, 0), r.topleft)
        p = self.strip_rect
        surface.blit(gfx.panel(p.w, p.h, (*gfx.col("panel"), 235), int(10 * s), gfx.col("panel_edge"), int(4 * s)),
                     p.topleft)
        p = self.log_panel
        surface.blit(gfx.panel(p.w, p.h, (*gfx.col("panel_edge"), 220), int(10 * s), gfx.col("panel_edge"),
                               int(4 * s)), p.topleft)
        self.board.draw(surface, self.timeline.shake())
        self.control.draw_board(surface)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self.timeline.draw(surface, self.stage)
        surface.set_clip(clip)
        self.draw_top(surface)
        self.draw_scrubber(surface)
        if self.review is not None:
            self.draw_review(surface, p)
        else:
            head = gfx.text(_("Game log"), int(15 * s), gfx.col("highlight"), True)
            surface.blit(head, (p.x + int(12 * s), p.y + int(12 * s)))
            self.log_view.draw(surface, self.log, p, p.y + int(36 * s), self.reader, s)
        self.draw_marked(surface)
        self.control.draw_front(surface)
        super().draw(surface)

    def draw_review(self, surface: pygame.Surface, p: pygame.Rect) -> None:
        """In place of the log: the review's progress, then its marks (worst first)."""
        s = self.s
        review = self.review
        x, y, width = p.x + int(12 * s), p.y + int(12 * s), p.w - int(24 * s)
        head = _("Review: your decisions") if not review.finished else _("Review: the costly decisions")
        surface.blit(gfx.text(gfx.fit_text(head, int(15 * s), width, True), int(15 * s), gfx.col("highlight"), True), (x, y))
        y += int(26 * s)
        if not review.finished:
            bar = pygame.Rect(x, y, width, int(12 * s))
            pygame.draw.rect(surface, gfx.col("panel_edge"), bar, border_radius=bar.h // 2)
            pygame.draw.rect(surface, gfx.col("highlight"), (bar.x, bar.y, int(bar.w * review.progress), bar.h),
                             border_radius=bar.h // 2)
            note = _("{done} of {total} decisions judged", done=len(review.done), total=review.total)
            surface.blit(gfx.text(note, int(13 * s), gfx.col("text_dim")), (x, bar.bottom + int(4 * s)))
            y = bar.bottom + int(26 * s)
        marks = review.marks
        if review.finished and not marks:
            for line in gfx.wrap(_("No costly decision: the AI would have played much as you did."), int(14 * s), width):
                surface.blit(gfx.text(line, int(14 * s), gfx.col("text")), (x, y))
                y += int(20 * s)
        self.mark_rects = []
        size = int(14 * s)
        for mark in marks:
            lines = gfx.wrap(self.mark_text(mark), size, width - int(10 * s))
            h = len(lines) * int(19 * s) + int(10 * s)
            if y + h > p.bottom - int(8 * s):
                break
            rect = pygame.Rect(x - int(4 * s), y, width + int(8 * s), h)
            lit = self.marked is mark
            surface.blit(gfx.panel(rect.w, rect.h, gfx.col("panel_light" if lit else "panel"), int(6 * s),
                                   gfx.col("focus") if lit else gfx.col("panel_edge"), 0, 2), rect.topleft)
            for k, line in enumerate(lines):
                surface.blit(gfx.text(line, size, gfx.col("text")), (x + int(4 * s), y + int(5 * s) + k * int(19 * s)))
            self.mark_rects.append(rect)
            y += h + int(6 * s)

    def mark_text(self, mark: Any) -> str:
        try:
            turn = self.rules.round_label(self.film.state_at(mark.at))
        except Exception:
            turn = ""
        state = self.film.state_at(mark.at)
        return _("{turn} · {name} played {chosen}; the AI prefers {best} (−{pct} %)", turn=turn,
                 name=self.rules.seat_name(state, mark.seat), chosen=self.rules.public_label(state, mark.chosen, mark.seat),
                 best=self.rules.public_label(state, mark.best, mark.seat), pct=max(1, round(100 * mark.loss)))

    def draw_marked(self, surface: pygame.Surface) -> None:
        """The decision shown: the AI's move lit (in the highlight colour), the one played dimmer."""
        mark = self.marked
        if mark is None or self.pos != mark.at:
            return
        s = self.s
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        for action, colour, width in ((mark.chosen, gfx.col("danger"), 3), (mark.best, gfx.col("ok"), 5)):
            for pid in self.marked_places(action):
                r = self.board.screen_rect(pid)
                if r is not None:
                    pygame.draw.rect(surface, colour, r.inflate(2 * width, 2 * width), max(2, int(width * s)),
                                     border_radius=int(8 * s))
        surface.set_clip(clip)
        state = self.film.state_at(mark.at)   # the places by their names, as the log says them
        text = _("Played: {chosen} · the AI prefers: {best}",
                 chosen=self.rules.public_label(state, mark.chosen, mark.seat),
                 best=self.rules.public_label(state, mark.best, mark.seat))
        img = gfx.text(gfx.fit_text(text, int(15 * s), self.board_rect.w - int(20 * s), True, whole_on_hover=False),
                       int(15 * s), gfx.col("highlight"), True)
        band = img.get_rect(midbottom=(self.board_rect.centerx, self.board_rect.bottom - int(8 * s))).inflate(int(16 * s), int(8 * s))
        surface.blit(gfx.panel(band.w, band.h, (*gfx.col("panel"), 235), int(6 * s), gfx.col("highlight"), 0, 2), band.topleft)
        surface.blit(img, img.get_rect(center=band.center))

    def position_text(self) -> str:
        text = _("Action {k} of {n}", k=self.pos, n=self.n)
        if self.pos:
            text += "  ·  " + _("last: {name}", name=self.seat_name(self.film.actions[self.pos - 1].seat))
        return text

    def draw_top(self, surface: pygame.Surface) -> None:
        s = self.s
        r = self.top_rect
        x = int(16 * s)
        title = gfx.text(f"{self.rules.tr(self.rules.title)} — {_('Replay')}", int(22 * s), gfx.col("highlight"), True)
        surface.blit(title, title.get_rect(midleft=(x, r.centery)))
        x += title.get_width() + int(20 * s)
        parts = [p for p in (self.round_text, self.position_text()) if p]
        room = max(int(200 * s), r.w - x - int(140 * s))
        info = gfx.text(gfx.fit_text("  ·  ".join(parts), int(17 * s), room), int(17 * s), gfx.col("text"))
        surface.blit(info, info.get_rect(midleft=(x, r.centery)))

    def draw_scrubber(self, surface: pygame.Surface) -> None:
        s = self.s
        r = self.scrub_rect
        pygame.draw.rect(surface, gfx.col("panel_edge"), r, border_radius=r.h // 2)
        if self.n:
            done = pygame.Rect(r.x, r.y, int(r.w * self.pos / self.n), r.h)
            if done.w:
                pygame.draw.rect(surface, gfx.col("highlight"), done, border_radius=r.h // 2)
            for k in self.film.period_starts():
                x = r.x + int(r.w * k / self.n)
                pygame.draw.line(surface, gfx.col("text_dim"), (x, r.y - int(4 * s)), (x, r.y), max(1, int(2 * s)))
            knob = (r.x + int(r.w * self.pos / self.n), r.centery)
            pygame.draw.circle(surface, gfx.col("focus"), knob, int(r.h * 0.75))
        label = gfx.text(self.position_text(), int(13 * s), gfx.col("text_dim"))
        surface.blit(label, label.get_rect(bottomleft=(r.x, r.y - int(5 * s))))
        keys = gfx.text(gfx.fit_text(_("Space play · Left / Right one action · Up / Down one turn · Home / End · [ ] speed · V view · R reveal all · Esc back"), int(12 * s), r.w), int(12 * s), gfx.col("text_dim"))
        surface.blit(keys, keys.get_rect(bottomleft=(r.x, self.strip_rect.bottom - 1)))

    def texts(self) -> list[str]:
        return [self.rules.tr(self.rules.title), _("Replay"), self.position_text(), _("Game log"), *super().texts()]


def watch_save(app: Any, path: str | Path) -> bool:
    """Open the replay of a save (verified as it loads, never written); a refused file says why."""
    from game.core.saves import SaveError, load_match

    try:
        match = load_match(path)
    except SaveError as err:
        app.toast(_("This save cannot be loaded: {reason}", reason=str(err)), "danger", 6.0)
        return False
    except Exception as err:   # the loader promises SaveError only; the client stays up regardless
        app.toast(_("This save cannot be loaded: {reason}", reason=type(err).__name__), "danger", 6.0)
        return False
    from sprites.table.savefiles import controllers_in, read_meta

    seats = match.rules.num_seats(match.state)
    people = [i for i, c in enumerate(controllers_in(read_meta(path), seats)) if c == "human"]
    app.push(ReplayScene(app, match.rules, match.options, match.seed, match.actions, source=str(path), people=people))
    return True
