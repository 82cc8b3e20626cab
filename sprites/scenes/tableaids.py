"""The aids a person has at the table: undo, hints, the coach and the rules card.

A mixin of :class:`sprites.scenes.table.TableScene` (it uses the table's session, board, control
and app). Undo and hints are the session's (``Session.take_back``, ``Session.ask_hint``); here
they get their button, key, toast and the hint's light on the board. The coach explains each
phase the first time it comes up (``sprites.table.coach``). The rules card opens at the section of
what the player points at.
"""

from __future__ import annotations

from typing import Any

import pygame

from ai.registry import game_ai
from game.core.types import Action
from sprites.tr import _
from sprites.ui import gfx


class TableAids:
    def init_aids(self, attract: bool) -> None:
        from sprites.table.coach import Coach

        self._hint_shown: Any = None     # the session's hint last lit on the board
        # the coach explains each phase the first time it comes up at a person's decision
        self.coach = Coach(self.rules.id, self.app.settings,
                           enabled=not attract and self.app.robot is None and bool(self.humans))
        self.lesson: Any = None          # the coach's panel on screen (sprites.table.coach.Lesson)
        self._coach_probe: tuple[Any, str] | None = None   # (phase, language) -> its lesson's key
        self._lesson_img: tuple[Any, pygame.Surface] | None = None
        self.control.rules_key = not attract

    # ------------------------------------------------------------------ undo
    def can_take_back(self) -> bool:
        return self.session.can_take_back(self.viewer)

    def take_back(self) -> bool:
        """Undo: the seat at the screen's last action leaves the game, the log and the chart, and
        the table is where it was before it (its save too, at once)."""
        if not self.can_take_back():
            self.app.toast(_("Nothing to take back: only your own actions of this turn, before anything new came to light."), "info")
            return False
        action = self.session.take_back()
        self.app.sounds.play("click")
        self.app.toast(_("Taken back: {action}", action=self.move_words(action)), "info", 2.5)
        return True

    # ------------------------------------------------------------------ hints
    def ask_hint(self) -> bool:
        """The hard AI's move for the seat at the screen, asked in the worker (never on the frame):
        it shows on the board when it comes. Every hint asked is counted in the save."""
        if not self.human_turn() or self.attract:
            self.app.toast(_("A hint is for your own decision."), "info")
            return False
        hint = self.session.hint
        if hint is not None and hint.pending:
            return False
        try:
            self.session.ask_hint(self.viewer)
        except Exception as err:
            self.app.toast(_("No hint this time ({reason})", reason=str(err)[:120]), "danger")
            return False
        return True

    def move_words(self, action: Action) -> str:
        """An action of the seat at the screen in the words the log uses (places and pieces by
        their names), not the engine's label (ids and coordinates)."""
        try:
            return self.rules.public_label(self.match.state, action, self.viewer)
        except Exception:   # an engine's wording bug costs the words, never the table
            return action.label()

    @property
    def hint_text(self) -> str:
        """The hint shown, in words ("" when none)."""
        hint = self.session.hint
        if hint is None or not self.human_turn() or hint.seat != self.viewer:
            return ""
        if hint.pending:
            return _("Hint: the AI is thinking…")
        if hint.error:
            return _("No hint this time ({reason})", reason=hint.error)
        text = _("Hint: {move}", move=self.move_words(hint.action))
        why = hint_reason(self.rules.id, hint.reason)
        if hint.changes and (not why or isinstance(hint.reason, dict) and hint.reason.get("kind") == "value"):
            # the game's AI named no goal: what the move surely changes says more than a percentage
            changes = "; ".join(hint.changes[:2]) + ("…" if len(hint.changes) > 2 else "")
            why = _("then: {changes}", changes=changes) + (" — " + why if why else "")
        return text + (" — " + why if why else "")

    def sync_hint(self) -> None:
        """The hint's move lit on the board once it has come (and unlit when it goes)."""
        hint = self.session.hint
        shown = hint.action if hint is not None and hint.action is not None and hint.seat == self.viewer else None
        if shown != self._hint_shown:
            self._hint_shown = shown
            self.control.show_hint(shown)

    def sync_buttons(self) -> None:
        """Undo and Hint are live only when they can do something."""
        undo, hint = self.menu.by_name("undo"), self.menu.by_name("hint")
        if undo is not None:
            undo.enabled = self.can_take_back()
        if hint is not None:
            pending = self.session.hint is not None and self.session.hint.pending
            hint.enabled = self.human_turn() and not pending

    def clear_hint(self) -> None:
        self.session.hint = None
        self.sync_hint()

    # ------------------------------------------------------------------ the coach and the rules card
    def maybe_coach(self) -> None:
        """The first time a phase comes up at the decision of the person at the screen: its panel."""
        if self.lesson is not None or not self.human_turn() or not self.phase or not self.coach.enabled:
            return
        from game.core.i18n import language
        from sprites.table.coach import lesson

        probe = (self.phase, language())
        if self._coach_probe is None or self._coach_probe[0] != probe:   # worked out once a phase
            self._coach_probe = (probe, lesson(self.rules, self.phase, "", []).key)
        key = self._coach_probe[1]
        if not self.coach.due(key):   # the same part of the card in any language
            return
        self.lesson = lesson(self.rules, self.phase, self.prompt_text, self.match.legal(self.viewer))
        self.coach.mark(key)
        self.control.hide_tip()   # the panel takes the input: nothing of the board's stays over it
        self.control.hover = None

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
