"""The aids a person has at the table: undo, hints, the coach and the rules card.

A mixin of :class:`sprites.scenes.table.TableScene` (it uses the table's match, board, control,
log and app). Undo takes the seat at the screen's own actions back to the last point where
something came to light (``game.core.undo``), with the log lines, the chart points and the phase
they brought. A hint asks the hard AI in the worker for the seat's move and lights it as its
gesture would; hints are counted in the save. The coach explains each phase the first time it
comes up (``sprites.coach``). The rules card opens at the section of what the player points at.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.types import Action
from game.core.undo import UndoTrail
from sprites import gfx
from sprites.tr import _

HINT_BUDGET = 3.0   # seconds: the hard level's own time (the table's BUDGETS["hard"])


class TableAids:
    def init_aids(self, meta: dict[str, Any] | None, attract: bool) -> None:
        from sprites.coach import Coach

        # undo: the seat at the screen takes back its own actions back to the last news
        self.undo = UndoTrail(self.rules)
        self.undo_marks: dict[int, tuple[int, int, int, bool, str, str, Any]] = {}
        self.serial = 0                 # counts every change of position (played or taken back)
        # hints: the hard AI's move for the seat at the screen, asked in the worker
        hints = (meta or {}).get("hints", 0)
        self.hints_used = hints if isinstance(hints, int) and not isinstance(hints, bool) and hints > 0 else 0
        self.hint_request: tuple[int, int] | None = None      # (request id, position serial)
        self.hint_text = ""                                    # the hint shown, in words
        self.hint_budget = HINT_BUDGET
        # the coach explains each phase the first time it comes up at a person's decision
        self.coach = Coach(self.rules.id, self.app.settings,
                           enabled=not attract and self.app.robot is None and bool(self.humans))
        self.lesson: Any = None          # the coach's panel on screen (sprites.coach.Lesson)
        self._lesson_img: tuple[Any, pygame.Surface] | None = None
        self.control.rules_key = not attract

    def phase_now(self) -> str:
        """The phase a game starts (or was saved) in, before any event names one: the part of the
        round label after its last "·" when the rules card has a step for it ("Turn 1 · Roll dice")."""
        from sprites.rulescard import step_for

        try:
            label = self.rules.round_label(self.match.state)
            about = self.rules.about()
        except Exception:
            return ""
        part = label.rsplit("·", 1)[-1].strip() if "·" in label else ""
        return part if part and about and step_for(about, part) is not None else ""

    # ------------------------------------------------------------------ undo
    def undoable_seat(self, seat: int) -> bool:
        """A person at the screen may take back this seat's actions; an AI never its own."""
        return not self.attract and 0 <= seat < len(self.controllers) and self.controllers[seat] == "human"

    def note_undo(self, action: Action, events: list[Any], kept: Any, marks: tuple[Any, ...]) -> None:
        """Tell the undo trail about an action just played; keep what the table must restore if
        it is taken back (the log lines it added, the chart's points, the phase shown)."""
        self.undo.note(self.match, action, events, kept)
        index = len(self.match.actions) - 1
        trail = {i for i, _step in self.undo.steps}
        self.undo_marks = {i: m for i, m in self.undo_marks.items() if i in trail}
        if index in trail:
            self.undo_marks[index] = (1 + len(events), *marks)

    def can_take_back(self) -> bool:
        seat = self.viewer
        return (not self.attract and not self.engine_failed and seat is not None and self.request is None
                and self.controllers[seat] == "human" and self.current_seat() == seat
                and self.undo.can_undo(self.match, seat))

    def take_back(self) -> bool:
        """Undo: the seat at the screen's last action leaves the game, the log and the chart, and
        the table is where it was before it (its save too, at once)."""
        if not self.can_take_back():
            self.app.toast(_("Nothing to take back: only your own actions of this turn, before anything new came to light."), "info")
            return False
        index = self.undo.steps[-1][0]
        lines, points, periods, ended, phase, next_phase, last_roll = self.undo_marks.pop(index)
        self.timeline.skip()
        action = self.undo.undo(self.match)
        del self.log.entries[max(0, len(self.log.entries) - lines):]
        self.log.scroll = 0
        del self.course.points[points:]
        del self.course.periods[periods:]
        self.course.ended = ended
        self.phase, self.next_phase, self.last_roll = phase, next_phase, last_roll
        self.serial += 1
        self.clear_hint()
        self.control.again = None
        self.dirty = True
        self.decision = None
        self.list_seat = None
        self.autosave()
        self.app.sounds.play("click")
        self.app.toast(_("Taken back: {action}", action=action.label()), "info", 2.5)
        return True

    # ------------------------------------------------------------------ hints
    def ask_hint(self) -> bool:
        """The hard AI's move for the seat at the screen, asked in the worker (never on the frame):
        it shows on the board when it comes. Every hint asked is counted in the save."""
        if not self.human_turn() or self.attract:
            self.app.toast(_("A hint is for your own decision."), "info")
            return False
        if self.hint_request is not None:
            return False
        from ai.registry import agent_for

        seat = self.viewer
        legal = self.match.legal(seat)
        try:
            spec = agent_for(self.rules.id, "hard")
        except KeyError:
            spec = "random"
        try:
            rid = self.app.ai.request(self.rules, seat, spec, self.match.seed * 131 + seat + 7, self.match.view(seat),
                                      legal, self.hint_budget, self.token + "-hint")
        except Exception as err:
            self.app.toast(_("No hint this time ({reason})", reason=str(err)[:120]), "danger")
            return False
        self.hint_request = (rid, self.serial)
        self.hints_used += 1
        self.hint_text = _("Hint: the AI is thinking…")
        return True

    def poll_ai(self) -> None:
        """Replies from the worker: the AI seat's decision, or a hint."""
        for reply in self.app.ai.poll():
            rid = reply.get("id")
            if self.request and rid == self.request[0]:
                self.reply = reply
            elif self.hint_request is not None and rid == self.hint_request[0]:
                self.take_hint(reply)

    def take_hint(self, reply: dict[str, Any]) -> None:
        _seat, serial = self.hint_request
        self.hint_request = None
        if serial != self.serial or not self.human_turn():
            self.clear_hint()   # the position moved on while the AI thought: the hint is stale
            return
        try:
            action = self.rules.decode_action(reply["action"])
        except Exception:
            action = None
        if action is None or action not in self.match.legal(self.viewer):
            self.hint_text = _("No hint this time ({reason})", reason=str(reply.get("error", "?"))[:120])
            return
        self.control.show_hint(action)
        self.hint_text = _("Hint: {move}", move=action.label())   # the seat's own move: its own words
        why = hint_reason(self.rules.id, reply.get("reason"))
        if why:
            self.hint_text += " — " + why
        self.autosave()   # the hint is noted in the save at once

    def sync_buttons(self) -> None:
        """Undo and Hint are live only when they can do something."""
        undo, hint = self.menu.by_name("undo"), self.menu.by_name("hint")
        if undo is not None:
            undo.enabled = self.can_take_back()
        if hint is not None:
            hint.enabled = self.human_turn() and self.hint_request is None

    def clear_hint(self) -> None:
        self.hint_request = None
        self.hint_text = ""
        self.control.show_hint(None)

    # ------------------------------------------------------------------ the coach and the rules card
    def maybe_coach(self) -> None:
        """The first time a phase comes up at the decision of the person at the screen: its panel."""
        if self.lesson is not None or not self.human_turn() or not self.coach.due(self.phase):
            return
        from sprites.coach import lesson

        self.lesson = lesson(self.rules, self.phase, self.prompt_text, self.match.legal(self.viewer))
        self.coach.mark(self.phase)

    def handle_lesson(self, event: pygame.event.Event) -> None:
        """While the coach's panel shows: a click (or Enter, Space, Esc, A, B) dismisses it; R
        opens the rules card at its section."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            section = self.lesson.section
            self.lesson = None
            self.open_rules(section or None)
        elif event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)):
            self.lesson = None

    def open_rules(self, section: str | None = None) -> None:
        """The rules card, at ``section`` (a heading of the game's card) when given."""
        from sprites.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.rules, section))

    def lesson_image(self) -> pygame.Surface | None:
        """The coach's panel, rendered once per lesson and size."""
        if self.lesson is None:
            return None
        key = (self.lesson, self.s, self.board_rect.size)
        if self._lesson_img is not None and self._lesson_img[0] == key:
            return self._lesson_img[1]
        s = self.s
        w = int(min(640 * s, self.board_rect.w * 0.86))
        pad = int(18 * s)
        lesson = self.lesson
        head = _("New: {phase}", phase=lesson.phase)
        rows: list[tuple[str, int, gfx.Colour, bool]] = []
        for line in gfx.wrap(head, int(22 * s), w - 2 * pad, True):
            rows.append((line, int(22 * s), gfx.col("highlight"), True))
        if lesson.about:
            rows.append((lesson.title, int(16 * s), gfx.col("text_dim"), True))
            rows += [(line, int(16 * s), gfx.col("text"), False) for line in gfx.wrap(lesson.about, int(16 * s), w - 2 * pad)]
        if lesson.now:
            rows.append((_("What you can do now"), int(16 * s), gfx.col("highlight"), True))
            rows += [(line, int(16 * s), gfx.col("text"), False)
                     for line in gfx.wrap(lesson.now, int(16 * s), w - 2 * pad)[:6]]
        rows.append((_("Click to go on · R: the rules card"), int(14 * s), gfx.col("text_dim"), False))
        h = pad * 2 + sum(int(size * 1.45) for _t, size, _c, _b in rows) + int(10 * s)
        img = gfx.panel(w, h, (*gfx.col("panel"), 245), int(14 * s), gfx.col("highlight"), int(4 * s), 3).copy()
        y = pad
        for text, size, colour, bold in rows:
            img.blit(gfx.text(text, size, colour, bold), (pad, y))
            y += int(size * 1.45)
        self._lesson_img = (key, img)
        return img

    def lesson_texts(self) -> list[str]:
        if self.lesson is None:
            return []
        return [_("New: {phase}", phase=self.lesson.phase), self.lesson.title, self.lesson.about, self.lesson.now,
                _("Click to go on · R: the rules card")]


def hint_reason(game_id: str, reason: Any) -> str:
    """The agent's reason for a hint (``Agent.explain``: plain data) in the player's words; a kind
    only the game's own agents give is worded by the game's AI (``GameAI.reason_text``)."""
    from ai.registry import game_ai

    if not isinstance(reason, dict):
        return ""
    if reason.get("kind") == "forced":
        return _("it is the only move")
    if reason.get("kind") != "value":
        words = game_ai(game_id).reason_text
        return words(reason) if words is not None else ""
    value, second = reason.get("value"), reason.get("second")
    if not isinstance(value, int | float) or isinstance(value, bool):
        return ""
    pct = max(0, min(100, round(100 * value)))
    if isinstance(second, int | float) and not isinstance(second, bool):
        return _("the AI rates your side's chances after it at {pct} % (the next best: {next} %)", pct=pct, next=max(0, min(100, round(100 * second))))
    return _("the AI rates your side's chances after it at {pct} %", pct=pct)
