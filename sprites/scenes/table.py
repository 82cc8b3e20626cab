"""The table: any registered game on its own board (or the generic one), played by pointing.

The game itself is the table's session (:class:`sprites.table.session.Session`: the match, the
seats, the AI, the log, the chart, the saves); the scene lays out, draws, animates and takes
input. It watches the session: whatever is played, by a click, the AI or anyone else, becomes a
timeline of animations that take their places from the board.

Layout: a top bar (game, round, phase, who acts, the AI's thinking indicator, Actions and Menu),
the board taking the space, a strip under it with the prompt and the action bar (actions that
have no place), and the log on the right. The full list of legal actions is behind a toggle
(L, the Actions button, gamepad X), for keyboard users and as a cross-check, never the main way to
play. Input waits while the timeline plays, and a click or key skips it. AI seats think in the
worker process.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Match
from game.core.saves import SaveError
from game.core.types import Action, IllegalAction
from sprites.board import BoardControl
from sprites.boards import make_board
from sprites.scenes.follow import Following
from sprites.scenes.tableaids import TableAids
from sprites.table import savefiles
from sprites.table.session import EngineFailed, Roll, Session
from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.actionlist import ActionList
from sprites.ui.logpanel import LogPanel, style_colour
from sprites.ui.scene import Scene
from sprites.ui.timeline import Anim, Stage, Timeline, animations_for
from sprites.ui.widgets import Button


def table_frame(size: tuple[int, int], s: float, strip_h: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
    """The table's frame, shared by the table and the replay viewer: the top bar, the log on the
    right, the strip under the board (``strip_h`` high) and the board taking the rest."""
    w, h = size
    m = int(12 * s)
    top = pygame.Rect(0, 0, w, int(56 * s))
    body_top = top.bottom + m
    log_w = int(300 * s)
    log = pygame.Rect(w - m - log_w, body_top, log_w, h - body_top - m)
    left_w = log.x - 2 * m
    strip = pygame.Rect(m, h - m - strip_h, left_w, strip_h)
    board = pygame.Rect(m, body_top, left_w, strip.y - m - body_top)
    return top, log, strip, board


class TableScene(TableAids, Following, Scene):
    def __init__(self, app: Any, match: Match, controllers: list[str], loaded: bool = False,
                 attract: bool = False, meta: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.attract = attract   # a kiosk demo: AI only, no saves, any input returns to the title
        self.game_id = match.rules.id
        start = Session.resume if loaded else Session.new
        kw: dict[str, Any] = {"attract": attract, "fast_ai": app.robot is not None}
        if loaded:
            kw["meta"] = meta
        elif meta is not None:
            kw["key"] = savefiles.key_in(meta)
        self.session = start(match, controllers, app.ai, **kw)
        self.session.watch(self)
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.timeline = Timeline(self.on_anim_start)
        self.board = make_board(self.rules)
        self.control = BoardControl(self.board, self.choose)
        self.actions = ActionList(self.rules.tr)
        self.log_view = LogPanel()
        self.list_open = False          # the full action list over the log (a toggle)
        self.decision: tuple[Any, ...] | None = None   # the decision point the control was given
        self.phase = ""                 # the phase shown (in step with the board)
        self.dirty = True
        self.ask_after_flip: int | None = None   # the AI seat whose question waits for the flip
        self.play_after_flip: int | None = None  # the AI seat whose answer is played after it
        self.acting_seat: int | None = None
        self.list_seat: int | None = None
        self.over_shown = False
        self.handover_pending = False
        self.static: pygame.Surface | None = None
        self.compose = True             # the background and the board composed into one cached frame
        self._base: tuple[Any, ...] | None = None   # (background, its key, board rect, layers' key, frame)
        self.round_text = ""
        # The top bar's (round, phase) follow the animations: the position they end in (after
        # the last action queued) and the one the animation now playing belongs to.
        self.where_queued: tuple[str, str] | None = None
        self.where_playing: tuple[str, str] | None = None
        self.static_key: tuple[Any, ...] = ()
        self.prompt_lines: list[str] = []
        self.prompt_text = ""
        self.prompt_tip = ""          # the whole prompt, while the pointer shows it (tests read it)
        self._roll: tuple[int, Roll | None] = (-1, None)   # the last roll, as of a position serial
        self._roll_img: tuple[Any, pygame.Surface] | None = None
        self.roll_shown = ""   # where the last roll was drawn this frame (tests read it)
        self.turn_announced: int | None = None   # the person whose turn the chime last announced
        self.forced: tuple[tuple[Any, ...], Action | None, float] | None = None   # decision, its move, since
        self.keys_all = True   # the keys' line under the prompt shows every key (else: on hover)
        self.keys_rect = pygame.Rect(0, 0, 0, 0)
        self.init_aids(attract)
        self.init_following()
        if any(c != "human" for c in self.controllers):
            try:
                self.app.ai.start()
            except Exception as err:
                self.session.note(_("AI problem ({reason}); a random legal move was played instead.", reason=str(err)[:160]), "danger")

    # ------------------------------------------------------------------ the session's
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def rules(self) -> Any:
        return self.session.rules

    @property
    def controllers(self) -> list[str]:
        return self.session.controllers

    @property
    def humans(self) -> list[int]:
        return self.session.humans

    def seat_name(self, seat: int | None) -> str:
        return self.session.seat_name(seat)

    def controller_text(self, seat: int) -> str:
        return self.session.controller_text(seat)

    def current_seat(self) -> int | None:
        return self.session.current_seat()

    def language_changed(self) -> None:
        """The log worded again in the new language from the match's actions (events through
        ``rules.event_text`` again), the phase shown renamed; ``layout`` then redraws the board,
        the prompt and the action bar."""
        try:
            self.session.reword()
        except Exception as err:   # the old log stays rather than none
            self.session.note(f"log: {err!r}"[:200], "danger")
            return
        if self.phase:
            self.phase = self.session.phase()
        if self.lesson is not None and self.viewer is not None:   # the coach's panel, reworded
            from sprites.table.coach import lesson

            try:
                prompt = self.rules.prompt(self.match.view(self.viewer), self.viewer)
                self.lesson = lesson(self.rules, self.phase, prompt, self.match.legal(self.viewer))
            except Exception:
                self.lesson = None
        self.static = None
        self.dirty = True
        self.decision = None

    # ------------------------------------------------------------------ playing
    def play(self, action: Action) -> bool:
        """Play ``action`` through the session; a refusal or an engine failure is said in a toast
        (the animations come from :meth:`on_action`, as for any action played)."""
        try:
            self.session.play(action)
        except IllegalAction as err:
            self.app.toast(_("Not allowed: {reason}", reason=str(err)), "danger")
            return False
        except EngineFailed as err:  # an engine bug must not take the client down
            self.app.toast(str(err), "danger", 8.0)
            return False
        return True

    def on_action(self, session: Session, action: Action, events: list[Any]) -> None:
        """An action was played: its events become animations at their places on the board."""
        self.clear_hint()
        at = len(self.match.actions)
        words = next((line.text_for(self.viewer) for line in reversed(session.log.entries)
                      if line.at == at and isinstance(line.style, int)), action.label())
        self.note_following(action, events, words)
        if action.seat != self.turn_announced:
            self.turn_announced = None   # another seat acted: the person's next turn is announced
        where = self.where_queued if self.timeline.busy and self.where_queued else (self.round_text, self.phase)
        try:
            after = (self.rules.round_label(self.match.state), self.session.phase())
        except Exception:
            after = where
        banners = sum(1 for ev in events if getattr(ev, "animation", "") == "phase")
        for ev in events:
            private = self.private_seat(ev)
            if getattr(ev, "animation", "") == "phase":
                banners -= 1
                where = after if not banners else (self.period_words(ev), str(getattr(ev, "name", "")))
            for anim in self.animations(ev):
                anim.where = where
                if private is not None and private != self.viewer and hasattr(anim, "face_up"):
                    anim.face_up = False
                if anim.kind == "phase":
                    rnd = getattr(ev, "round", 0)
                    if not rnd:
                        anim.subtitle = ""
                    elif getattr(ev, "unit", "Round") == "Turn":
                        anim.subtitle = _("Turn {n}", n=rnd)
                    else:
                        anim.subtitle = _("Round {n}", n=rnd)
                if anim.kind == "over":
                    anim.title = self.words_for(ev)
                self.queue_anim(anim, ev)
        self.where_queued = after
        if self.skip_turn:
            self.timeline.skip()
        if self.match.over:   # from this very frame nobody is to act
            self.acting_seat = None
        self.dirty = True
        self.list_seat = None

    def on_undo(self, session: Session, action: Action) -> None:
        self.timeline.skip()
        self.log_view.scroll = 0
        self.phase = session.phase()
        self.clear_hint()
        self.control.again = None
        self.dirty = True
        self.decision = None
        self.list_seat = None

    def words_for(self, event: Any) -> str:
        """An event as the seat at the screen reads it."""
        try:
            return self.rules.event_text(self.match.state, event, self.viewer)
        except Exception:
            return type(event).__name__

    def autosave_path(self) -> Any:
        return self.session.autosave_path()

    def quick_save(self) -> bool:
        return self._save_to(self.session.quick_path())

    def save_named(self) -> bool:
        return self._save_to(savefiles.named_path(self.rules.id))

    def _save_to(self, path: Any) -> bool:
        try:
            self.session.save_to(path)
        except (SaveError, OSError) as err:
            self.app.toast(_("Save refused: {reason} The game goes on unchanged.", reason=str(err)), "danger", 6.0)
            return False
        self.app.toast(_("Game saved ({name}).", name=path.name), "ok")
        return True

    def quick_load(self) -> None:
        from sprites.scenes.load import load_save

        path = self.session.quick_path()
        if not path.exists():
            self.app.toast(_("There is no quick-save of this game yet (F5 makes one)."), "info")
            return
        load_save(self.app, path)

    def private_seat(self, ev: Any) -> int | None:
        """The seat an event is private to in a game with hidden information (a card drawn face
        down): other seats' screens show it face down."""
        if not self.rules.hidden_information:
            return None
        try:
            return ev.private_to()
        except Exception:
            return None

    def visible_log(self) -> list[tuple[str, gfx.Colour]]:
        """The log as the seat at the screen may read it."""
        return [(text, style_colour(style)) for text, style in self.session.log.visible(self.viewer)]

    def add_log(self, line: str, colour: Any, private: int | None = None, redacted: str = "") -> None:
        self.session.log.add(line, colour, len(self.match.actions), private, redacted)

    def period_words(self, event: Any) -> str:
        """A phase banner's round ("Round 3"), as the top bar says it while the banner plays."""
        rnd = getattr(event, "round", 0)
        if not rnd:
            return self.round_text
        return _("Turn {n}", n=rnd) if getattr(event, "unit", "Round") == "Turn" else _("Round {n}", n=rnd)

    def on_anim_start(self, anim: Anim) -> None:
        self.where_playing = getattr(anim, "where", None)
        self.app.sounds.play(anim.sound)
        if anim.kind == "over":
            self.app.sounds.play(self.end_sound())
        if self.app.robot is not None:
            self.app.robot.on_anim(anim)

    def end_sound(self) -> str:
        try:
            winners = self.rules.outcome(self.match.state).winners
        except Exception:
            return "defeat"
        humans = set(self.humans)
        if not winners:
            return "defeat"
        return "fanfare" if (not humans or humans & set(winners)) else "defeat"

    # ------------------------------------------------------------------ AI
    def ai_step(self, seat: int) -> None:
        session = self.session
        request = session.request
        if (request is None or request.seat != seat) and self.ask_after_flip != seat:
            # The question (the seat's legal moves and view, encoded for the worker: a few ms on a
            # big map) waits until this frame is on screen; a scene driven without frames asks on
            # its next update.
            self.ask_after_flip = seat
            self.app.after_flip.append(lambda: self.ask_now(seat))
            return
        self.ask_after_flip = None
        session.think(seat)
        if not session.answered() or self.timeline.busy or self.beat_holds():
            return
        if session.thought_for() < self.app.think_min / self.app.speed:
            return
        if self.play_after_flip != seat:
            # the move, the new position and its animations' words are made between frames: the
            # frame that shows them only draws
            self.play_after_flip = seat
            self.app.after_flip.append(lambda: self.play_now(seat))
            return
        self.play_after_flip = None   # no frame came between (a scene driven by updates alone)
        self.play(session.ai_move())

    def play_now(self, seat: int) -> None:
        session = self.session
        if self.play_after_flip != seat or self.app.top is not self or self.match.over \
                or self.current_seat() != seat or not session.answered() or self.timeline.busy:
            return
        self.play_after_flip = None
        self.play(session.ai_move())
        if self.dirty and self.board_may_refresh():
            self.refresh()
        self.timeline.warm()   # the move's first animation (the rest warm while it plays)

    def ask_now(self, seat: int) -> None:
        if self.ask_after_flip == seat and self.current_seat() == seat and not self.match.over \
                and self.app.top is self:
            self.ask_after_flip = None
            self.session.think(seat)

    @property
    def thinking(self) -> bool:
        return self.session.thinking

    def animations(self, ev: Any) -> list[Anim]:
        """An event's animations: the timeline's generic ones, as the board keeps or replaces them."""
        generic = animations_for(ev, self.seat_name, self.rules.tr)
        try:
            return list(self.board.animations(ev, generic))
        except Exception:  # a board's bug costs its own animations, never the game
            return generic

    def queue_anim(self, anim: Anim, event: Any) -> None:
        """An event's animation, carrying the pieces it moves: the board hides them while they fly,
        so a piece is never drawn twice."""
        try:
            anim.pieces = list(self.board.anim_pieces(event))
        except Exception:  # a board's bug costs the hiding, never the game
            anim.pieces = []
        self.timeline.add(anim)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        w, h = self.app.size
        s = self.s
        m = int(12 * s)
        self.top_rect, self.log_panel, self.strip_rect, self.board_rect = table_frame((w, h), s, int(64 * s))
        self.actions_panel = self.log_panel          # the full list opens over the log
        bar_w = int(self.strip_rect.w * 0.64)
        bar_rect = pygame.Rect(self.strip_rect.right - bar_w - int(10 * s), self.strip_rect.y + int(8 * s),
                               bar_w, self.strip_rect.h - int(16 * s))
        self.board.layout(self.board_rect, s)
        self.control.layout(bar_rect, pygame.Rect(0, 0, w, h), s)
        p = self.actions_panel
        self.actions.rect = pygame.Rect(p.x + int(10 * s), p.y + int(40 * s), p.w - int(20 * s), p.h - int(50 * s))
        self.actions.row_h, self.actions.head_h = int(38 * s), int(26 * s)
        self.actions.s = s
        self.menu.widgets.clear()
        self.static = None
        bw = int(110 * s)
        self.menu.add(Button(N_("Menu"), self.pause, (w - bw - m, int(9 * s), bw, int(38 * s)), "normal", "menu",
                             size=17))
        lw = int(130 * s)
        self.menu.add(Button(N_("Actions (L)"), self.toggle_list, (w - bw - lw - 2 * m, int(9 * s), lw, int(38 * s)),
                             "normal", "actions", size=17))
        if not self.attract:
            uw = int(96 * s)
            x = w - bw - lw - 3 * m - 2 * uw - m
            self.menu.add(Button(N_("Hint"), self.ask_hint, (x, int(9 * s), uw, int(38 * s)), "normal", "hint",
                                 size=17))
            self.menu.add(Button(N_("Undo"), self.take_back, (x + uw + m, int(9 * s), uw, int(38 * s)), "normal",
                                 "undo", size=17))
            self.sync_buttons()
        self.dirty = True
        self.decision = None
        self.stage = Stage(self.board_rect, s, self.seat_anchor, self.deck_anchor(), self.board)
        self.timeline.stage = self.stage

    def seat_anchor(self, seat: int | None) -> tuple[int, int]:
        got = self.board.anchor(self.board.event_place("seat", seat)) if seat is not None else None
        if got is not None:
            return got
        return (self.board_rect.centerx, self.board_rect.bottom - int(60 * self.s))

    def deck_anchor(self) -> tuple[int, int]:
        for word in ("deck", "draw", "pile"):
            got = self.board.anchor(self.board.event_place(word))
            if got is not None:
                return got
        return (self.board_rect.right - int(80 * self.s), self.board_rect.y + int(80 * self.s))

    def refresh(self) -> None:
        """Show the board the view of the seat at the screen (and its legal actions when it acts)."""
        view = self.match.view(self.viewer)
        to_act = self.match.to_act()
        legal = self.match.legal(self.viewer) if self.viewer is not None and self.viewer in to_act else []
        try:
            self.board.show(view, self.viewer, legal, to_act)
        except Exception as err:  # a board bug must not take the table down
            self.add_log(f"board: {err!r}"[:200], gfx.col("danger"))
        self.stage.deck_anchor = self.deck_anchor()
        try:
            self.round_text = self.rules.round_label(self.match.state)  # in step with the board
        except Exception:
            self.round_text = ""
        self.phase = self.session.phase()
        self.dirty = False
        self.layout_prompt(view)
        self.decision = None

    def layout_prompt(self, view: Any) -> None:
        """What the engine says the acting human is asked (``rules.prompt``), on at most two
        lines left of the action bar; the whole of it in a tooltip when it is cut."""
        text = ""
        if self.viewer is not None and self.viewer in self.match.to_act():
            try:
                text = self.rules.prompt(view, self.viewer)
            except Exception as err:
                self.add_log(f"prompt(): {err!r}", gfx.col("danger"))
        self.prompt_text = text
        self.control.prompt = text
        self.prompt_lines = self.fit_prompt(text)

    def prompt_rect(self) -> pygame.Rect:
        s, r = self.s, self.strip_rect
        left = min([b.rect.x for b in self.control.bar.buttons] + ([self.control.bar.more_rect.x]
                   if self.control.bar.more_rect else []) + [r.right - int(10 * s)])
        return pygame.Rect(r.x + int(14 * s), r.y + int(6 * s), max(int(80 * s), left - r.x - int(28 * s)),
                           r.h - int(12 * s))

    def fit_prompt(self, text: str) -> list[str]:
        if not text:
            return []
        size = int(15 * self.s)
        width = self.prompt_rect().w
        lines = gfx.wrap(text, size, width)
        if len(lines) > 2:   # the whole prompt reads on hover (draw_prompt_tip)
            lines = lines[:1] + [gfx.fit_text(" ".join(lines[1:]), size, width, whole_on_hover=True)]
        return lines

    def sync_control(self) -> None:
        """Give the board's control the gestures of a new decision point, once (a stale list
        never takes input: an action is chosen once)."""
        human = self.human_turn()
        key = (len(self.match.actions), self.viewer, human, self.acting_seat)
        if key == self.decision:
            return
        self.decision = key
        if human:
            legal = self.match.legal(self.viewer)
            try:
                gestures = self.board.gestures(legal)
            except Exception as err:  # the list behind the toggle still plays every action
                self.add_log(f"board gestures: {err!r}"[:200], gfx.col("danger"))
                gestures = []
            self.control.set_gestures(gestures, True)
            self.actions.set(legal)
            self.list_seat = self.viewer
        else:
            self.control.disable(self.wait_text())
        self.prompt_lines = self.fit_prompt(self.prompt_text if human else "")

    def wait_text(self) -> str:
        seat = self.acting_seat
        if self.match.over:
            return _("The game is over")
        if seat is None:
            return _("Waiting…")
        if self.controllers[seat] != "human":
            return _("{name} is thinking…", name=self.seat_name(seat))
        return _("Waiting for {name}.", name=self.seat_name(seat))

    # ------------------------------------------------------------------ input
    def pause(self) -> None:
        from sprites.scenes.pause import PauseScene

        self.timeline.skip()
        self.app.push(PauseScene(self.app, self))

    def toggle_list(self) -> None:
        self.list_open = not self.list_open
        self.static = None

    def human_turn(self) -> bool:
        seat = self.acting_seat
        return (seat is not None and self.controllers[seat] == "human" and seat == self.viewer
                and not self.timeline.busy and not self.match.over)

    def end_attract(self) -> None:
        kiosk = getattr(self.app, "kiosk", None)
        if kiosk is not None:   # the kiosk goes on to its next demo rather than the title
            kiosk.demo_over(self)
            return
        from sprites.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if self.attract:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.FINGERDOWN):
                self.end_attract()
            return
        if not self.pad_may_act(event):
            return
        if self.lesson is not None:
            self.handle_lesson(event)
            return
        if self.recap is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.recap = None   # Esc puts the recap away (and nothing else)
            return
        self.recap_handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and not getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.open_rules(self.board.rules_section(self.control.pointed()))
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.list_open:
                    self.toggle_list()
                elif not self.control.cancel():
                    self.pause()
                return
            if event.key == pygame.K_F5:
                self.quick_save()
                return
            if event.key == pygame.K_F9:
                self.quick_load()
                return
            if event.key == pygame.K_l:
                self.toggle_list()
                return
            if event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self.take_back()
                return
            if event.key == pygame.K_h and not self.timeline.busy:
                self.ask_hint()
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and not self.human_turn() \
                and self.acting_seat is not None and self.controllers[self.acting_seat] != "human":
            self.skip_ai_turn()   # the rest of the AI's turn at once
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.beat is not None and self.human_turn():
            self.end_beat()   # the person's own move ends the showing of the last AI move (and goes on)
        if (self.timeline.busy or (self.beat is not None and self.beat.started)) and event.type in (
                pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if event.type == pygame.MOUSEBUTTONDOWN and self.menu.at(event.pos) is not None:
                self.menu.handle(event)
                return
            if self.timeline.busy:
                self.timeline.skip()
            else:
                self.end_beat()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self.menu.handle(event):
            return  # the top bar's buttons (keys go to the board; Esc opens the menu)
        if self.list_open and self.handle_list(event):
            return
        if event.type == pygame.MOUSEWHEEL and self.log_panel.collidepoint(pygame.mouse.get_pos()):
            self.log_view.scroll_by(event.y * 2, self.session.log, self.viewer, self.log_panel.w - int(24 * self.s), self.s)
            return
        self.control.handle(event)

    def pad_may_act(self, event: pygame.event.Event) -> bool:
        """A claimed controller acts for its seat only: its input counts while that seat is at the
        screen (keyboard, mouse and unclaimed controllers act for any person's seat). Start (the
        menu) is every controller's."""
        pad = getattr(event, "pad", None)
        if pad is None:
            return True
        seat = self.app.pad_seats.get(pad)
        if seat is None or seat == self.viewer:
            return True
        return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.control.popup is None

    def handle_list(self, event: pygame.event.Event) -> bool:
        """The full action list, while it is open: wheel, click and keys are its."""
        if event.type == pygame.MOUSEMOTION:
            self.actions.hover = self.actions.index_at(event.pos)
            return self.actions_panel.collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.actions_panel.collidepoint(pygame.mouse.get_pos()):
            self.actions.scroll -= event.y * int(40 * self.s)
            self.actions.clamp()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.actions_panel.collidepoint(event.pos):
            i = self.actions.index_at(event.pos)
            if i is not None and self.human_turn():
                self.actions.selected = i
                self.choose(self.actions.rows[i][1])
            return True
        if event.type == pygame.KEYDOWN and self.human_turn():
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8,
                     pygame.K_HOME: -10_000, pygame.K_END: 10_000}
            if event.key in moves:
                self.actions.move(moves[event.key])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                a = self.actions.current()
                if a is not None:
                    self.choose(a)
                return True
        return False

    def choose(self, action: Action) -> None:
        # one choice per decision point: a second Enter or click before the next decision is
        # shown would play the old choice again
        if not self.human_turn() or action not in self.actions.actions():
            return
        self.app.sounds.play("click")
        self.control.disable(self.wait_text())
        self.actions.set([])
        self.play(action)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.timeline.speed = self.app.speed
        self.timeline.update(dt)
        if self.timeline.cold() and self.timeline.warm not in self.app.after_flip:
            self.app.after_flip.append(self.timeline.warm)
        self.control.update(dt)
        errors = self.session.autosaver.errors
        for err in errors[:]:
            errors.remove(err)
            self.app.toast(_("Autosave failed: {reason}", reason=err), "danger", 5.0)
        if self.match.over:
            # nobody is to act or thinking any more: no indicator may say otherwise
            self.acting_seat = None
            if not self.timeline.busy and not self.over_shown:
                self.over_shown = True
                from sprites.scenes.gameover import GameOverScene

                self.app.push(GameOverScene(self.app, self))
            if self.dirty and self.board_may_refresh():
                self.refresh()
            self.sync_control()
            self.sync_buttons()
            return
        if self.session.engine_failed:
            return
        hint = self.session.hint
        if hint is not None and hint.pending:
            self.session.poll()
        self.beat_holds()   # the last AI move's beat runs its course whoever acts next
        seat = self.current_seat()
        self.acting_seat = seat
        if seat is not None:
            if self.controllers[seat] == "human":
                if seat != self.viewer and not self.timeline.busy:
                    if self.curtain_needed(seat):
                        from sprites.scenes.handover import HandOverScene

                        self.app.push(HandOverScene(self.app, self, seat))
                        return
                    self.switch_viewer(seat)
            else:
                self.ai_step(seat)
        if self.dirty and self.board_may_refresh() or self.board.view is None:
            self.refresh()
        self.sync_control()
        self.sync_hint()
        self.sync_buttons()
        self.announce_turn()
        self.play_forced()
        self.maybe_coach()
        if self.attract:
            self.follow_acting_seat(dt)

    def board_may_refresh(self) -> bool:
        """A board that hides the pieces in flight shows the new position at once; the generic
        board waits for the animations to end (its drawing would give the dice away)."""
        return self.board.live or not self.timeline.busy

    def follow_acting_seat(self, dt: float) -> None:
        """A demo game glides the board to the seat that acts, so a kiosk shows the play."""
        place = self.board.place(self.board.home(self.acting_seat))
        cam = self.board.camera
        if place is None:
            return
        target = place.point
        x, y = cam.to_screen(target)
        cx, cy = cam.view[0] + cam.view[2] / 2, cam.view[1] + cam.view[3] / 2
        k = min(1.0, dt * 4)
        if abs(x - cx) + abs(y - cy) > 2:
            cam.pan((cx - x) * k, (cy - y) * k)

    def play_forced(self) -> None:
        """A decision that is not one: the seat's only legal move goes on without a choice
        (nothing to pay, a forced loss, the end of a step with nothing left to do). It is played
        after a short visible beat, unless the setting asks anyway; a roll of the dice stays the
        player's to make."""
        if not self.human_turn() or self.app.settings.ask_forced or self.lesson is not None:
            self.forced = None
            return
        key = self.decision
        if self.forced is None or self.forced[0] != key:
            legal = self.match.legal(self.viewer)
            only = legal[0] if len(legal) == 1 and self.quiet(legal[0]) else None
            self.forced = (key, only, self.time)
        _key, only, since = self.forced
        if only is not None and self.time - since >= FORCED_BEAT / max(0.01, self.app.speed):
            self.forced = None
            self.choose(only)

    @property
    def forced_move(self) -> Action | None:
        """The move about to be played by itself (the strip says so during the beat)."""
        return self.forced[1] if self.forced is not None and self.human_turn() else None

    def quiet(self, action: Action) -> bool:
        """``action`` only goes on: it rolls no dice of its seat's (tried on a copy of the game).
        Rolling stays the player's moment; what the game does next by itself (a draw, the next
        phase) is no choice of theirs."""
        from game.core.events import DiceRolled

        try:
            after = self.rules.clone(self.match.state)
            events = self.rules.apply(after, action)
        except Exception:
            return False
        return not any(isinstance(e, DiceRolled) and getattr(e, "seat", None) in (None, action.seat) for e in events)

    def announce_turn(self) -> None:
        """A short chime when a person's turn comes after another seat acted (heard across the
        room, as the top bar and the board's edge show it in the seat's colour)."""
        if self.human_turn() and self.turn_announced != self.acting_seat and not self.attract:
            self.turn_announced = self.acting_seat
            self.skip_turn = False
            self.app.sounds.play("turn")
            if len(self.controllers) > 1:
                self.start_recap(self.acting_seat)

    def curtain_needed(self, seat: int) -> bool:
        """A curtain only where there is a secret: the screen is turning to ``seat`` from a person
        who may not see what ``seat``'s screen shows (the engine says, from the views)."""
        if len(self.humans) < 2:
            return False
        try:
            return self.rules.shows_more(self.match.state, seat, self.viewer)
        except Exception:
            return True

    def switch_viewer(self, seat: int) -> None:
        """The screen is ``seat``'s now: nothing of the last seat's survives (a tooltip, a pop-up,
        a selection, an animation in flight)."""
        self.timeline.skip()
        self.control.reset()
        self.control.cursor_tint = gfx.seat_colour(seat)
        self.viewer = seat
        self.dirty = True
        self.list_seat = None
        self.decision = None

    def confirm_handover(self, seat: int) -> None:
        self.switch_viewer(seat)

    def background(self, w: int, h: int) -> pygame.Surface:
        """Felt and the panels (top bar, strip, log) composed once per size into one opaque
        surface: a frame then costs one plain blit instead of a dozen alpha blits."""
        key = (w, h, self.s, self.list_open)
        if self.static is not None and self.static_key == key:
            return self.static
        s = self.s
        bg = gfx.felt(w, h).copy()
        r = self.top_rect
        bg.blit(gfx.panel(r.w, r.h, gfx.col("panel"), 0, None, 0), r.topleft)
        pygame.draw.line(bg, gfx.col("highlight"), (0, r.bottom - 1), (r.w, r.bottom - 1), 2)
        p = self.strip_rect
        bg.blit(gfx.panel(p.w, p.h, (*gfx.col("panel"), 235), int(10 * s), gfx.col("panel_edge"), int(4 * s)), p.topleft)
        p = self.log_panel
        fill = (*gfx.col("panel"), 240) if self.list_open else (*gfx.col("panel_edge"), 220)
        bg.blit(gfx.panel(p.w, p.h, fill, int(10 * s), gfx.col("panel_edge"), int(4 * s)), p.topleft)
        self.static, self.static_key = bg, key
        return bg

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if self.board.view is None:
            self.refresh()
        self.draw_base(surface, self.timeline.shake())   # the board's edge with it
        self.draw_pulse(surface)
        self.control.draw_board(surface)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self.roll_shown = ""
        self.draw_last_roll(surface)
        self.timeline.draw(surface, self.stage)
        surface.set_clip(clip)
        self.draw_beat(surface)
        self.draw_recap(surface)
        self.draw_top(surface)
        self.draw_strip(surface)
        if self.list_open:
            self.draw_actions(surface)
        else:
            self.draw_log(surface)
        self.control.draw_front(surface)
        self.draw_prompt_tip(surface)
        flash = self.timeline.flash()
        if flash:
            _blit_flash(surface, flash)
        img = self.lesson_image()
        if img is not None:
            surface.blit(img, img.get_rect(center=self.board_rect.center))
        if self.attract:
            self.draw_attract(surface)
        else:
            super().draw(surface)

    def draw_base(self, surface: pygame.Surface, shake: tuple[int, int]) -> None:
        """The background with the board's layers and its edge on it, composed into one
        frame-sized surface kept while none of them changes: a frame then costs one plain blit
        instead of the background's, the felt's, the board's and the edge's. When only the board
        or the edge changed, only the board's rectangle (and the edge's ring) is composed again (so
        that frame costs what drawing them anew would); a shaking board is drawn as it is."""
        w, h = surface.get_size()
        bg = self.background(w, h)
        board = self.board
        if not self.compose or shake != (0, 0):
            surface.blit(bg, (0, 0))
            board.draw(surface, shake)
            self.draw_edge(surface)
            return
        comp = board.composite()
        cam = board.camera
        edge = self.edge()
        key = (comp, comp.get_size(), board.layer_key(), int(cam.view[0] - cam.ox), int(cam.view[1] - cam.oy))
        rect = pygame.Rect(board.rect)
        base = self._base
        if base is None or base[0] is not bg or base[1] != self.static_key or base[2] != rect:
            img = base[4] if base is not None and base[4].get_size() == (w, h) else bg.copy()
            img.blit(bg, (0, 0))
            board.draw(img)
            self.draw_edge(img, edge)
        elif base[3] != key or base[5] != edge:
            img = base[4]
            if base[5] != edge:   # the old ring goes with the background under it
                ring = self.board_rect.inflate(2 * self.edge_width(), 2 * self.edge_width())
                img.blit(bg, ring, ring)
                board.draw(img)
            elif not board.draw(img):   # the background under the board again where it shows
                img.blit(bg, rect, rect)
                board.draw(img)
            self.draw_edge(img, edge)   # its rounded corners reach over the board's
        else:
            img = base[4]
        self._base = (bg, self.static_key, rect, key, img, edge)
        surface.blit(img, (0, 0))

    def draw_attract(self, surface: pygame.Surface) -> None:
        """The kiosk demo says so, and how to play, where the Menu button would be."""
        s = self.s
        img = gfx.text_shadow(_("Demo game · press any key to play"), int(18 * s), gfx.col("highlight"), True)
        surface.blit(img, img.get_rect(midright=(self.top_rect.right - int(16 * s), self.top_rect.centery)))

    @property
    def last_roll(self) -> Roll | None:
        """The game's last dice roll (looked up again only when the position changed)."""
        serial = self.session.serial
        if self._roll[0] != serial:
            self._roll = (serial, self.session.last_roll())
        return self._roll[1]

    def roll_image(self) -> pygame.Surface | None:
        """The last dice roll as a tray (who rolled, what for, the faces), rendered once per roll."""
        roll = self.last_roll
        if roll is None:
            return None
        key = (roll, self.s, self.viewer)
        if self._roll_img is not None and self._roll_img[0] == key:
            return self._roll_img[1]
        s = self.s
        seat, values, faces, purpose = roll.seat, roll.values, roll.faces, roll.purpose
        shown = [faces[i] if i < len(faces) and faces[i] else values[i] for i in range(len(values))][:12]
        size = int(40 * s) if len(shown) <= 8 else int(30 * s)
        dice = [gfx.die(size, v if isinstance(v, int) and 1 <= v <= 6 else str(v)) for v in shown]
        gap = int(6 * s)
        width = max(int(300 * s), sum(d.get_width() for d in dice) + gap * (len(dice) - 1) + int(24 * s))
        width = min(width, int(self.board_rect.w * 0.9))
        head = _("Last roll: {name}", name=self.seat_name(seat)) + (f" — {purpose}" if purpose else "")
        h = int(34 * s) + size + int(22 * s)
        img = gfx.panel(width, h, (12, 26, 20), int(12 * s), gfx.col("panel_edge"), int(4 * s), 2).copy()
        label = gfx.text(gfx.fit_text(head, int(15 * s), width - int(24 * s), True), int(15 * s), gfx.col("highlight"), True)
        img.blit(label, (int(12 * s), int(8 * s)))
        x = int(12 * s)
        for d in dice:
            if x + d.get_width() > width - int(8 * s):
                break
            img.blit(d, (x, int(32 * s)))
            x += d.get_width() + gap
        self._roll_img = (key, img)
        return img

    def draw_last_roll(self, surface: pygame.Surface) -> None:
        """A board that draws no dice of its own shows the last roll in the free space under its
        content (never over it)."""
        if not self.board.shows_rolls or self.last_roll is None or any(a.kind == "dice" for a in self.timeline.active):
            return
        img = self.roll_image()
        if img is None:
            return
        b = self.board_rect
        cam = self.board.camera
        free_top = b.y + max(0, int(self.board.content_height() * cam.zoom - cam.oy))
        if b.bottom - free_top >= img.get_height() + int(16 * self.s):
            surface.blit(img, img.get_rect(midbottom=(b.centerx, b.bottom - int(8 * self.s))))
            self.roll_shown = "board"

    def edge(self) -> tuple[int, ...] | None:
        """The colour of the board's edge: the acting seat's (None: nobody acts)."""
        seat = self.acting_seat
        if seat is None or self.match.over:
            return None
        return tuple(gfx.seat_colour(seat))

    def edge_width(self) -> int:
        return max(3, int(4 * self.s))

    def draw_edge(self, surface: pygame.Surface, colour: Any = ()) -> None:
        """The board's edge in the acting seat's colour: whose turn it is, at a glance."""
        colour = self.edge() if colour == () else colour
        if colour is None:
            return
        width = self.edge_width()
        pygame.draw.rect(surface, colour, self.board_rect.inflate(2 * width, 2 * width), width,
                         border_radius=int(8 * self.s))

    def draw_pulse(self, surface: pygame.Surface) -> None:
        """Idle life: the acting seat's area breathes, so a kiosk screen never looks frozen."""
        import math

        r = self.board.screen_rect(self.board.home(self.acting_seat))
        if r is None or self.match.over or not r.colliderect(self.board_rect):
            return
        k = 0.5 + 0.5 * math.sin(self.time * 3.2)
        colour = gfx.lighten(gfx.seat_colour(self.acting_seat), 0.2 + 0.5 * k)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect.inflate(8, 8))
        pygame.draw.rect(surface, colour, r.inflate(4, 4), max(2, int(3 * self.s)), border_radius=int(11 * self.s))
        surface.set_clip(clip)

    def top_lines(self) -> tuple[str, str, str, str]:
        """The top bar's words: the game and where it stands (round, phase, in the player's
        language), who acts and who that is (a person, the AI at a level)."""
        parts = []
        round_text, phase = self.round_text, self.phase
        if self.timeline.busy and self.where_playing is not None:   # what is being shown, not what is
            round_text, phase = self.where_playing
        if round_text:
            parts.append(round_text)
        phase = self.rules.tr(phase) if phase else ""
        if phase and not _said(phase, round_text):
            parts.append(phase)
        where = "  ·  ".join(parts)
        seat = self.acting_seat
        if seat is None or self.match.over:
            return self.rules.tr(self.rules.title), where, "", ""
        if self.human_turn():
            who = _("{name}: your move", name=self.seat_name(seat))
        elif self.controllers[seat] != "human":
            who = _("{name} is thinking…", name=self.seat_name(seat))
        else:
            who = _("{name} to act", name=self.seat_name(seat))
        return self.rules.tr(self.rules.title), where, who, self.controller_text(seat)

    def draw_top(self, surface: pygame.Surface) -> None:
        """Two blocks of two lines, each sized to fit by design: the game and where it stands on
        the left, the acting seat (its badge and colour) and who plays it beside; the buttons on
        the right."""
        s = self.s
        r = self.top_rect
        title, where, who, controller = self.top_lines()
        right = min((w.rect.x for w in self.menu.widgets if w.visible and w.rect.y < r.bottom),
                    default=r.right) - int(12 * s)
        x = int(16 * s)
        seat = self.acting_seat if who else None
        who_w = 0
        if seat is not None:
            who_size = fitting_size([who], int(19 * s), int(15 * s), int(360 * s), True)
            who_w = int(44 * s) + max(gfx.text_width(who, who_size, True), gfx.text_width(controller, int(14 * s)))
        room = max(int(120 * s), right - x - who_w - int(28 * s))
        size = fitting_size([where], int(18 * s), int(13 * s), room)
        head = gfx.text(gfx.fit_text(title, int(14 * s), room, True), int(14 * s), gfx.col("highlight"), True)
        top_y = r.y + int(6 * s)
        surface.blit(head, (x, top_y))
        gfx.box("top", head.get_rect(topleft=(x, top_y)), title)
        if where:
            img = gfx.text(gfx.fit_text(where, size, room), size, gfx.col("text"))
            at = img.get_rect(topleft=(x, top_y + head.get_height()))
            surface.blit(img, at)
            gfx.box("top", at, where)
            x = max(x + head.get_width(), at.right) + int(28 * s)
        else:
            x += head.get_width() + int(28 * s)
        if seat is None:
            return
        # the acting seat, in its colour, at a glance from across the room
        band = pygame.Rect(x - int(10 * s), r.y + int(4 * s), min(right, x + who_w + int(10 * s)) - x + int(10 * s),
                           r.h - int(8 * s))
        pygame.draw.rect(surface, gfx.darken(gfx.seat_colour(seat), 0.55), band, border_radius=int(8 * s))
        pygame.draw.rect(surface, gfx.seat_colour(seat), band, max(2, int(3 * s)), border_radius=int(8 * s))
        badge = gfx.seat_badge(seat, int(32 * s))
        surface.blit(badge, badge.get_rect(midleft=(x, r.centery)))
        x += int(40 * s)
        room = max(int(60 * s), right - x)
        name = gfx.text(gfx.fit_text(who, who_size, room, True), who_size, gfx.col("text"), True)
        sub = gfx.text(gfx.fit_text(controller, int(13 * s), room), int(13 * s), gfx.col("text_dim"))
        top = band.centery - (name.get_height() + sub.get_height() - int(6 * s)) // 2
        at = name.get_rect(topleft=(x, top))
        surface.blit(name, at)
        gfx.box("top", at, who)
        surface.blit(sub, (x, at.bottom - int(6 * s)))
        if self.thinking:
            self.draw_thinking(surface, (min(right - int(14 * s), at.right + int(22 * s)), at.centery))

    def draw_thinking(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        import math

        s = self.s
        t = self.time
        for i in range(8):
            a = i / 8 * 6.283 + t * 6
            alpha = (i + int(t * 10)) % 8
            c = gfx.lighten(gfx.col("highlight"), 0.1 * (7 - alpha) / 7)
            rad = max(2, int((2 + alpha * 0.4) * s))
            pygame.draw.circle(surface, c, (center[0] + int(math.cos(a) * 11 * s), center[1] + int(math.sin(a) * 11 * s)), rad)

    def shows_action_list(self) -> bool:
        """The full list is open and the seat at the screen acts."""
        return self.list_open and self.human_turn()

    def draw_strip(self, surface: pygame.Surface) -> None:
        """The prompt (or who is deciding) left of the action bar."""
        s = self.s
        r = self.prompt_rect()
        human = self.human_turn()
        lines = self.prompt_lines if human else [self.wait_text()]
        if human and not lines:
            lines = [_("{name}: your move", name=self.seat_name(self.acting_seat))]
        size = int(15 * s)
        line_h = int(20 * s)
        hinting = human and bool(self.hint_text)
        if hinting:   # the hint answers the prompt: it takes the prompt's place while it shows
            lines = self.fit_prompt(self.hint_text)
        elif human and self.forced_move is not None:
            hinting = True
            lines = self.fit_prompt(_("Nothing to choose: {move}", move=self.move_words(self.forced_move)))
        keys, self.keys_all = self.keys_line(r.w)
        hint = gfx.text(keys, int(12 * s), gfx.col("text_dim"))
        hint_rect = hint.get_rect(bottomleft=(self.strip_rect.x + int(14 * s), self.strip_rect.bottom - 1))
        self.keys_rect = hint_rect
        # two lines of prompt stay above the keys' line (centred on the strip they ran into it)
        top = min(r.centery - line_h * len(lines) // 2, hint_rect.top - line_h * len(lines))
        top = max(top, self.strip_rect.y + int(2 * s))
        for i, line in enumerate(lines):
            colour = gfx.col("highlight") if hinting else gfx.col("text") if human else gfx.col("text_dim")
            bold = hinting or (human and i == 0 and not self.prompt_lines)
            img = gfx.text(gfx.fit_text(line, size, r.w, bold), size, colour, bold)
            surface.blit(img, (r.x, top + i * line_h))
        if self.thinking and not human and lines:
            self.draw_thinking(surface, (min(r.right, r.x + gfx.text_width(lines[0], size) + int(28 * s)), r.centery))
        surface.blit(hint, hint_rect)

    def keys_line(self, width: int) -> tuple[str, bool]:
        """The keys a player has, as many as fit ``width`` (the first ones: how to play), and
        whether that is all of them (the rest read on hover over the line)."""
        items = self.keys_text().split(" · ")
        size = int(12 * self.s)
        more = " · " + _("more keys…")
        for n in range(len(items), 0, -1):
            text = " · ".join(items[:n]) + ("" if n == len(items) else more)
            if gfx.text_width(text, size) <= width:
                return text, n == len(items)
        return items[0], False

    @staticmethod
    def keys_text() -> str:
        return _("Click what glows, then a lit place · arrows + Enter · I info · L every action · Ctrl+Z undo · H hint · R rules · F5 save · F9 load · Esc menu")

    def draw_prompt_tip(self, surface: pygame.Surface) -> None:
        """A cut prompt reads whole under the pointer."""
        self.prompt_tip = ""
        pos = pygame.mouse.get_pos() if self.control.mouse == (0, 0) else self.control.mouse
        if not self.keys_all and self.keys_rect.collidepoint(pos):
            from sprites.board.control import bubble

            text = self.keys_text().replace(" · ", "\n")
            img = bubble(text, self.s, gfx.col("panel_edge"), int(420 * self.s))
            rect = img.get_rect(bottomleft=(pos[0], self.strip_rect.y - int(6 * self.s)))
            rect.clamp_ip(surface.get_rect())
            surface.blit(img, rect)
            gfx.box("prompt_tip", rect, text)
            return
        if not self.human_turn() or not self.prompt_text:
            return
        if not self.prompt_rect().collidepoint(pos) or " ".join(self.prompt_lines) == self.prompt_text:
            return
        from sprites.board.control import bubble

        self.prompt_tip = self.prompt_text
        img = bubble(self.prompt_text, self.s, gfx.col("panel_edge"), int(420 * self.s))
        rect = img.get_rect(bottomleft=(pos[0], self.strip_rect.y - int(6 * self.s)))
        rect.clamp_ip(surface.get_rect())
        surface.blit(img, rect)
        gfx.box("prompt_tip", rect, self.prompt_text)

    def draw_actions(self, surface: pygame.Surface) -> None:
        s = self.s
        p = self.actions_panel
        head = _("Every legal action") if self.human_turn() else self.wait_text()
        img = gfx.text(gfx.fit_text(head, int(19 * s), p.w - int(20 * s), True), int(19 * s), gfx.col("highlight"), True)
        surface.blit(img, (p.x + int(12 * s), p.y + int(10 * s)))
        if self.human_turn():
            self.actions.draw(surface, s, True)

    def log_lines(self) -> list[tuple[str, gfx.Colour]]:
        return self.log_view.lines(self.session.log, self.viewer, self.log_panel.w - int(24 * self.s), self.s)

    def draw_log(self, surface: pygame.Surface) -> None:
        s = self.s
        p = self.log_panel
        head = gfx.text(_("Game log"), int(15 * s), gfx.col("highlight"), True)
        surface.blit(head, (p.x + int(12 * s), p.y + int(12 * s)))
        self.log_view.draw(surface, self.session.log, p, p.y + int(36 * s), self.viewer, s)

    def texts(self) -> list[str]:
        shown = [a.label() for a in self.actions.actions()] if self.list_open else []
        forced = [_("Nothing to choose: {move}", move=self.move_words(self.forced_move))] if self.forced_move is not None else []
        return [self.rules.tr(self.rules.title), _("Game log"), *self.board.texts(), *self.control.texts(), *self.prompt_lines, *forced,
                *shown, *([self.hint_text] if self.hint_text else []), *self.lesson_texts(), *super().texts()]

    def on_exit(self) -> None:
        self.session.close()


FORCED_BEAT = 0.9   # seconds a move with no choice is shown before it plays by itself


def fitting_size(texts: list[str], size: int, floor: int, width: int, bold: bool = False) -> int:
    """The largest size from ``size`` down to ``floor`` at which every text fits ``width``."""
    while size > floor and any(gfx.text_width(t, size, bold) > width for t in texts):
        size -= 1
    return size


def _said(phase: str, round_text: str) -> bool:
    """The phase is already in the round label ("Round 5 · Dispatch" and "Phase 6 · Dispatch")."""
    low = round_text.lower()
    parts = [p.strip().lower() for p in phase.split("·")]
    return phase.lower() in low or any(p and p in low for p in parts[1:] or parts)


def _blit_flash(surface: pygame.Surface, alpha: int) -> None:
    """A white flash: an additive fill (a full-screen alpha blit cost several ms a frame)."""
    k = max(0, min(255, alpha)) / 255.0
    surface.fill((int(235 * k), int(230 * k), int(215 * k)), special_flags=pygame.BLEND_RGB_ADD)
