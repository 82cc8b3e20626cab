"""A game at the table, without the table: the session.

The session owns what a game being played is, besides its pictures: the match (with its history
for undo), who sits where, the AI's requests and the hints, the log in every seat's words, the
course of the game for its chart, and the autosave. Everything that changes the game goes through
one method, :meth:`Session.play`: a click, an AI's reply, a robot, and a loaded game replayed
from its seed. The log, the chart and the events are keyed by action, so taking actions back
truncates all three to what they were.

Observers hear of every action played and every action taken back (``watch``): the table scene
animates, the kiosk watches for stalls, the autoplay robot counts. Pure Python: the scene draws,
the session plays.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ai.registry import agent_for
from game.core.events import Event
from game.core.foresee import sure_consequences
from game.core.match import Match
from game.core.rng import Rng
from game.core.saves import save_match
from game.core.types import Action, IllegalAction
from sprites.table import rulescard, savefiles
from sprites.table.autosave import Autosaver
from sprites.table.course import Course
from sprites.table.log import GameLog, action_words, narrate, readers
from sprites.table.seats import BUDGETS, seat_label
from sprites.tr import _

HINT_BUDGET = BUDGETS["hard"]   # a hint is the hard level's move, in the hard level's time
FAST_AI_BUDGET = 0.1            # a robot's AI seats think this long at most (autoplay)


class EngineFailed(Exception):
    """The engine raised on a legal-looking action: the game cannot go on (the autosave of the last
    position is safe)."""


@dataclass
class AIRequest:
    id: int
    seat: int
    sent: float
    legal: list[Action]


@dataclass
class Hint:
    """The hard AI's move for a seat: being thought of, found (``action``, the agent's ``reason``),
    or not to be had (``error``)."""

    seat: int
    request: int
    serial: int
    action: Action | None = None
    reason: Any = None
    error: str = ""
    changes: list[str] = field(default_factory=list)   # what the move surely brings about (its seat's words)

    @property
    def pending(self) -> bool:
        return self.action is None and not self.error


@dataclass(frozen=True)
class Roll:
    """The last dice roll of the game: who rolled, the values and faces, what for."""

    seat: int | None
    values: tuple[Any, ...]
    faces: tuple[str, ...] = ()
    purpose: str = ""


@dataclass
class Session:
    match: Match
    controllers: list[str]
    ai: Any                                  # the AI worker's client (``sprites.table.aiclient``)
    attract: bool = False                    # a kiosk demo: AI only, no saves
    key: str = ""                            # the game's key in its save files
    hints_used: int = 0
    fast_ai: bool = False                    # every AI decision capped (the autoplay robot)
    ai_busy: float = 0.0                     # bench: the worker keeps a core busy this long a decision
    log: GameLog = field(default_factory=GameLog)
    observers: list[Any] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rules = self.match.rules
        n = self.rules.num_seats(self.match.state)
        self.controllers = (list(self.controllers) + ["human"] * n)[:n]
        self.humans = [i for i, c in enumerate(self.controllers) if c == "human"]
        self.key = self.key or savefiles.new_key(self.match.seed)
        self.course = Course(self.rules)
        self.readers = readers(self.rules, self.match.state)
        self.events: list[list[Event]] = []    # what each action brought, by action index
        self.serial = 0                        # counts every change of position (played or taken back)
        self.engine_failed = False
        self.request: AIRequest | None = None
        self.reply: dict[str, Any] | None = None
        self.hint: Hint | None = None
        self.token = f"{id(self):x}-{time.time_ns():x}"   # the worker keeps this game's agents by it
        self.autosaver = Autosaver()
        self.hint_budget = HINT_BUDGET
        self.opening_phase = self._opening_phase()

    # ------------------------------------------------------------------ beginnings
    @classmethod
    def new(cls, match: Match, controllers: list[str], ai: Any, **kw: Any) -> Session:
        """A game that starts now."""
        session = cls(match, controllers, ai, **kw)
        session.note(_("A game of {game} begins.", game=session.rules.tr(session.rules.title)), "highlight")
        session.course.note(match.state, 0)
        return session

    @classmethod
    def resume(cls, match: Match, controllers: list[str], ai: Any, meta: dict[str, Any] | None = None,
               **kw: Any) -> Session:
        """A loaded game (its save verified): replayed from its seed through :meth:`play`, so its
        log, chart and events are what they were when it was played; its autosave goes on in the
        game's own file and is written at once (Continue then resumes this game, not the one left)."""
        meta = meta or {}
        hints = meta.get("hints", 0)
        kw.setdefault("hints_used", hints if isinstance(hints, int) and not isinstance(hints, bool) and hints > 0 else 0)
        kw.setdefault("key", savefiles.key_in(meta))
        actions = match.restart()
        session = cls.new(match, controllers, ai, **kw)
        # the last seat's own actions of its turn are played again as it played them, so that
        # Undo right after Continue takes them back as it would have before (to the last news)
        tail = len(actions)
        while tail and actions[tail - 1].seat == actions[-1].seat:
            tail -= 1
        try:
            for i, action in enumerate(actions):
                session.play(action, known=i < tail, replay=True)
        except Exception as err:   # the save replayed when it loaded: this only words it
            session.note(_("The game engine failed ({reason}); the game cannot go on. Your last autosave is safe.",
                           reason=repr(err)[:200]), "danger")
            session.engine_failed = True
        session.note(_.n("Save loaded and verified ({count} action replayed).",
                         "Save loaded and verified ({count} actions replayed).", len(match.actions)), "ok")
        session.autosave()
        return session

    def watch(self, observer: Any) -> None:
        """``observer`` hears of every action played (``on_action(session, action, events)``) and
        taken back (``on_undo(session, action)``) from now on."""
        if observer not in self.observers:
            self.observers.append(observer)

    def _tell(self, what: str, *args: Any) -> None:
        for observer in list(self.observers):
            hook = getattr(observer, what, None)
            if hook is not None:
                hook(self, *args)

    # ------------------------------------------------------------------ seats
    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return _("Everyone")
        try:
            return self.rules.seat_name(self.match.state, seat)
        except Exception:
            return f"{_('Player')} {seat + 1}"

    def controller_text(self, seat: int) -> str:
        return seat_label(self.rules.id, self.match.state, seat, self.controllers[seat])

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.controllers) and self.controllers[seat] == "human"

    def current_seat(self) -> int | None:
        """The seat whose decision comes next: AI seats answer first when several must decide at
        once (the person waits less)."""
        if self.match.over:
            return None
        seats = self.match.to_act()
        if not seats:
            return None
        ais = [s for s in seats if not self.is_human(s)]
        return ais[0] if ais else seats[0]

    # ------------------------------------------------------------------ playing
    def play(self, action: Action, known: bool = False, replay: bool = False) -> list[Event]:
        """Play ``action`` and record it everywhere: the log in every seat's words, the chart, the
        events, the autosave; observers hear of it. ``replay``: a loaded game played again (no
        autosave, no observers); ``known``: an action of this very game already verified,
        performed without a second check and never undoable. ``IllegalAction`` leaves everything
        as it was; an engine that fails raises :class:`EngineFailed` and the session stops asking
        it for moves."""
        match = self.match
        before = tuple(match.to_act())
        words = action_words(self.rules, match.state, action, self.readers)
        try:
            if known:
                events = match.play_known(action)
            else:
                events = match.play(action, undoable=self.may_take_back(action.seat))
        except IllegalAction:
            raise
        except Exception as err:
            self.engine_failed = True
            self.request = None
            text = _("The game engine failed ({reason}); the game cannot go on. Your last autosave is safe.",
                     reason=repr(err)[:200])
            self.note(text, "danger")
            raise EngineFailed(text) from err
        at = len(match.actions)
        self.events.append(events)
        self.serial += 1
        self.hint = None
        narrate(self.log, self.rules, match.state, action, words, events, at)
        self.course.note(match.state, at)
        if match.over:   # from this very moment nobody is to act or thinking
            self.request = self.reply = None
        if replay:
            return events
        # every action of a game with a person at the table is kept: Continue resumes the very
        # position last seen (an AI-only game, watched, is kept as each turn changes)
        if self.humans or match.over or tuple(match.to_act()) != before:
            self.autosave()
        self._tell("on_action", action, events)
        return events

    def note(self, text: str, style: Any = "text") -> None:
        """A line of the table's own (a problem, a loaded save) at the current position."""
        self.log.add(text, style, len(self.match.actions))

    # ------------------------------------------------------------------ taking back
    def may_take_back(self, seat: int) -> bool:
        """A person at the screen may take back this seat's actions; an AI never its own."""
        return not self.attract and self.is_human(seat)

    def can_take_back(self, seat: int | None) -> bool:
        return (not self.attract and not self.engine_failed and self.is_human(seat) and self.request is None
                and self.current_seat() == seat and self.match.can_undo(seat))

    def take_back(self) -> Action:
        """Undo (``can_take_back`` first): the last action leaves the game, the log, the chart and
        the save, and everything is as it was before it."""
        action = self.match.undo()
        at = len(self.match.actions)
        del self.events[at:]
        self.log.truncate(at)
        self.course.truncate(at)
        self.serial += 1
        self.hint = None
        self.autosave()
        self._tell("on_undo", action)
        return action

    # ------------------------------------------------------------------ what the events say
    def phase(self) -> str:
        """The phase being played: the last one an event named, or the one the game started (or
        was saved) in."""
        for events in reversed(self.events):
            for ev in reversed(events):
                if getattr(ev, "animation", "") == "phase":
                    return str(getattr(ev, "name", ""))
        return self.opening_phase

    def last_roll(self) -> Roll | None:
        """The last dice roll of the game, if any."""
        for events in reversed(self.events):
            for ev in reversed(events):
                if getattr(ev, "animation", "") == "dice" and getattr(ev, "values", None):
                    return Roll(getattr(ev, "seat", None), tuple(ev.values), tuple(getattr(ev, "faces", ()) or ()),
                                str(getattr(ev, "purpose", "") or ""))
        return None

    def _opening_phase(self) -> str:
        """Before any event names a phase: the part of the round label after its last "·" when the
        rules card has a step for it ("Turn 1 · Roll dice")."""
        try:
            label = self.rules.round_label(self.match.state)
            about = self.rules.about()
        except Exception:
            return ""
        part = label.rsplit("·", 1)[-1].strip() if "·" in label else ""
        return part if part and about and rulescard.step_for(about, part) is not None else ""

    def reword(self) -> None:
        """The log worded again in the player's (new) language from the game's actions."""
        from sprites.table.log import replay_into

        log = GameLog()
        log.add(_("A game of {game} begins.", game=self.rules.tr(self.rules.title)), "highlight", 0)
        replay_into(log, self.match)
        self.log.entries, self.log.version = log.entries, self.log.version + 1

    # ------------------------------------------------------------------ the AI
    def think(self, seat: int) -> None:
        """The AI seat ``seat`` is to decide: ask the worker once, then read what has come."""
        if self.request is None or self.request.seat != seat:
            legal = self.match.legal(seat)
            if not legal:
                return
            controller = self.controllers[seat]
            try:
                spec = agent_for(self.rules.id, controller)
            except KeyError:
                spec = "random"
            budget = BUDGETS.get(controller, 1.0)
            if self.fast_ai:
                budget = min(budget, FAST_AI_BUDGET)
            self.reply = None
            try:
                rid = self.ai.request(self.rules, seat, spec, self.match.seed * 131 + seat, self.match.view(seat),
                                      legal, budget, self.token, busy=self.ai_busy)
            except Exception as err:  # no worker process possible here: play on without it
                rid = -1
                self.reply = {"id": -1, "error": f"worker unavailable: {err}"}
            self.request = AIRequest(rid, seat, time.perf_counter(), legal)
        self.poll()

    @property
    def thinking(self) -> bool:
        return self.request is not None

    def answered(self) -> bool:
        return self.request is not None and self.reply is not None

    def thought_for(self) -> float:
        return time.perf_counter() - self.request.sent if self.request is not None else 0.0

    def next_move(self, seat: int) -> Action | None:
        """The move the AI seat ``seat`` has decided on and not yet played (its answer has come),
        else None; nothing is taken from the answer."""
        if self.request is None or self.reply is None or self.request.seat != seat or "action" not in self.reply:
            return None
        try:
            action = self.rules.decode_action(self.reply["action"])
        except Exception:
            return None
        return action if action in self.request.legal else None

    def ai_move(self) -> Action:
        """The AI's answer to the request (``answered`` first): its action, or, when it failed or
        answered something not legal, a random legal move with a line in the log saying so."""
        reply, request = self.reply or {}, self.request
        self.reply = self.request = None
        action = None
        if "action" in reply:
            try:
                action = self.rules.decode_action(reply["action"])
            except Exception:
                action = None
        if action is None or action not in request.legal:
            self.note(_("AI problem ({reason}); a random legal move was played instead.",
                        reason=str(reply.get("error", "?"))[:160]), "danger")
            action = Rng(len(self.match.actions) + 17).choice(request.legal)
        return action

    def poll(self) -> None:
        """Replies from the worker: the AI seat's decision, or a hint."""
        for reply in self.ai.poll():
            rid = reply.get("id")
            if self.request is not None and rid == self.request.id:
                self.reply = reply
            elif self.hint is not None and self.hint.pending and rid == self.hint.request:
                self._take_hint(reply)

    # ------------------------------------------------------------------ hints
    def ask_hint(self, seat: int) -> Hint:
        """The hard AI's move for ``seat``, asked in the worker (never on the frame loop); every
        hint asked is counted in the save. Raises ``RuntimeError`` when the worker cannot take it."""
        try:
            spec = agent_for(self.rules.id, "hard")
        except KeyError:
            spec = "random"
        rid = self.ai.request(self.rules, seat, spec, self.match.seed * 131 + seat + 7, self.match.view(seat),
                              self.match.legal(seat), self.hint_budget, self.token + "-hint")
        self.hints_used += 1
        self.hint = Hint(seat, rid, self.serial)
        return self.hint

    def _take_hint(self, reply: dict[str, Any]) -> None:
        hint = self.hint
        if hint.serial != self.serial or hint.seat not in self.match.to_act():
            self.hint = None   # the position moved on while the AI thought: the hint is stale
            return
        try:
            action = self.rules.decode_action(reply["action"])
        except Exception:
            action = None
        if action is None or action not in self.match.legal(hint.seat):
            hint.error = str(reply.get("error", "?"))[:120]
            return
        hint.action, hint.reason = action, reply.get("reason")
        hint.changes = sure_consequences(self.rules, self.match.state, hint.seat, action)
        self.autosave()   # the hint is noted in the save at once

    # ------------------------------------------------------------------ saves
    def meta(self) -> dict[str, Any]:
        seats = [f"{self.seat_name(i)} ({self.controller_text(i)})" for i in range(len(self.controllers))]
        return {"seats": seats, "controllers": list(self.controllers), "client": "sprites",
                savefiles.KEY: self.key, "hints": self.hints_used}

    def autosave_path(self) -> Path:
        return savefiles.autosave_path(self.rules.id, self.key)

    def quick_path(self) -> Path:
        return savefiles.quick_path(self.rules.id, self.key)

    def autosave(self) -> None:
        if self.attract:
            return
        if self.match.over:
            # a finished game is never offered as Continue: the delete is queued behind this
            # game's writes still in flight, so none of them can bring the file back
            self.autosaver.delete(self.autosave_path())
            return
        self.autosaver.save(self.match, self.autosave_path(), self.meta())

    def save_to(self, path: Path) -> Path:
        """A save the player asked for (``SaveError`` or ``OSError`` when refused; the game goes
        on unchanged either way)."""
        save_match(self.match, path, self.meta())
        return path

    def close(self) -> None:
        self.request = None
        self.autosaver.wait(2.0)  # let a save in flight finish (it is atomic either way)
