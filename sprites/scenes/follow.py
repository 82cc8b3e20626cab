"""Following the other seats: every AI move held on the board for a beat, and a recap when a
person's turn comes.

A mixin of :class:`sprites.scenes.table.TableScene`. After an AI seat's action has played its
animations, the table holds it a beat: the places it touched are lit on the board (the camera
brings them into view on a map), with a caption of who did what in the words the seat at the
screen may read. A click or key ends the beat; Space skips the rest of the AI's turn at once.
When a person's turn comes after other seats acted, a recap lists what they did since that person
last acted (the person's own log lines), each line lighting its places while pointed at.

In a co-operative game whose AI states intents (:mod:`sprites.table.intent`), an AI teammate's
move is held with what it means to do next under the caption, and the recap ends with what each
AI teammate plans, both read from the view of the seat at the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.types import Action
from sprites.table.intent import intents
from sprites.tr import _
from sprites.ui import gfx

BEAT = 1.1          # seconds an AI move is held on the board (divided by the animation speed)
RECAP_SECONDS = 9.0
RECAP_LINES = 6


@dataclass
class Beat:
    at: int                      # the action's index (its log lines, its places)
    seat: int
    caption: str
    places: list[str]
    until: float                 # table time at which it ends (once the animations are over)
    started: bool = False
    intent: str = ""             # what the AI teammate means to do next (co-operative games)
    sure: bool = False           # the intent is read from its next move, already decided


@dataclass
class Recap:
    lines: list[tuple[str, int, list[str]]]   # words, seat, places
    until: float
    rects: list[pygame.Rect] = field(default_factory=list)
    hover: int | None = None
    intents: list[tuple[int, str]] = field(default_factory=list)   # AI teammate, what it plans


class Following:
    def init_following(self) -> None:
        self.beat: Beat | None = None
        self.skip_turn = False            # Space: the rest of this AI turn without beats
        self.recap: Recap | None = None
        self.places_of: dict[int, list[str]] = {}   # action index -> the places it touched
        self.last_acted: dict[int, int] = {}        # seat -> the index of its last action

    # ------------------------------------------------------------------ where an action happened
    def action_places(self, action: Action, events: list[Any]) -> list[str]:
        """The places of the board an action touched, as the seat at the screen may see them: its
        gesture's origin and destination, and the ends of the paths its pieces moved along. An
        action the seat at the screen may not read whole (a face-down order) shows only where it
        went, never where it came from."""
        board = self.board
        places: list[str] = []
        try:
            secret = self.rules.public_label(self.match.state, action, self.viewer) != action.label()
        except Exception:
            secret = True
        try:
            for g in board.gestures([action]):
                ends = [g.dest] if secret else [g.origin, g.dest]
                places += [p for p in ends if p is not None]
                places += sorted(g.toggles or ()) if not secret else []
        except Exception:   # a board that cannot make another seat's gesture: the events say where
            pass
        for ev in events:
            path = getattr(ev, "path", None)
            if isinstance(path, tuple | list) and path:
                for end in ([path[-1]] if secret else [path[0], path[-1]]):
                    pid = board.event_place(end) or (str(end) if str(end) in board.places else None)
                    if pid is not None:
                        places.append(pid)
        return [p for p in dict.fromkeys(places) if board.place(p) is not None]

    def note_following(self, action: Action, events: list[Any], words: str) -> None:
        """An action was played: where it happened; an AI's move is held on the board a beat."""
        at = len(self.match.actions)
        places = self.action_places(action, events)
        self.places_of[at] = places
        self.last_acted[action.seat] = at
        if self.controllers[action.seat] == "human" or self.skip_turn or not self.humans:
            self.beat = None
            return
        said = intents(self.rules, self.match.state, self.viewer, [action.seat])
        self.beat = Beat(at, action.seat, words, places, 0.0, intent=said[0][1] if said else "")

    # ------------------------------------------------------------------ the beat
    def beat_holds(self) -> bool:
        """An AI move is still being shown: the next AI move waits."""
        beat = self.beat
        if beat is None:
            return False
        if self.timeline.busy:
            return True
        if not beat.started:
            beat.started = True
            beat.until = self.time + BEAT / max(0.01, self.app.speed)
            for pid in beat.places[:1]:
                self.board.reveal(pid)   # on a map, the camera brings it into view
        if not beat.sure:
            self.firm_intent(beat)
        if self.time >= beat.until:
            self.beat = None
            return False
        return True

    def firm_intent(self, beat: Beat) -> None:
        """The AI's next move has come while its last one is shown: its intent says that move."""
        nxt = self.session.next_move(beat.seat)
        if nxt is None:
            return
        beat.sure = True
        said = intents(self.rules, self.match.state, self.viewer, [beat.seat], nxt)
        beat.intent = said[0][1] if said else beat.intent

    def end_beat(self) -> bool:
        """A click or a key during a beat ends it (the next move comes at once)."""
        shown = self.beat is not None and self.beat.started
        self.beat = None
        return shown

    def skip_ai_turn(self) -> None:
        """Space: the rest of the AI's turn plays without beats (and without animations)."""
        self.skip_turn = True
        self.beat = None
        self.timeline.skip()

    def draw_beat(self, surface: pygame.Surface) -> None:
        beat = self.beat
        if beat is None or not beat.started:
            return
        self.draw_lit(surface, beat.places, beat.seat)
        anchor = next((self.board.anchor(p) for p in beat.places if self.board.anchor(p)), None)
        img = caption_image(beat.caption, beat.seat, self.s, int(self.board_rect.w * 0.6))
        plan = caption_image(beat.intent, beat.seat, self.s, int(self.board_rect.w * 0.6), True) \
            if beat.intent else None
        below = plan.get_height() + int(4 * self.s) if plan is not None else 0
        r = img.get_rect(midbottom=(anchor[0], anchor[1] - int(18 * self.s) - below)) if anchor else \
            img.get_rect(midtop=(self.board_rect.centerx, self.board_rect.y + int(10 * self.s)))
        r.clamp_ip(self.board_rect.inflate(0, -2 * below) if below else self.board_rect)
        surface.blit(img, r)
        gfx.box("note", r, beat.caption)
        if plan is not None:   # what the teammate means to do next, under what it did
            p = plan.get_rect(midtop=(r.centerx, r.bottom + int(4 * self.s)))
            p.clamp_ip(self.board_rect)
            surface.blit(plan, p)
            gfx.box("note", p, beat.intent)

    def draw_lit(self, surface: pygame.Surface, places: list[str], seat: int) -> None:
        colour = gfx.seat_colour(seat)
        width = max(3, int(4 * self.s))
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        for pid in places:
            r = self.board.screen_rect(pid)
            if r is not None:
                pygame.draw.rect(surface, colour, r.inflate(width * 2, width * 2), width, border_radius=int(8 * self.s))
        surface.set_clip(clip)

    # ------------------------------------------------------------------ the recap
    def start_recap(self, seat: int) -> None:
        """What the other seats did since ``seat`` last acted, in ``seat``'s own words."""
        since = self.last_acted.get(seat, 0)
        lines: list[tuple[str, int, list[str]]] = []
        for line in self.session.log.entries:
            if line.at <= since or not isinstance(line.style, int) or line.style == seat:
                continue
            words = line.text_for(seat)
            if words:
                lines.append((words, line.style, self.places_of.get(line.at, [])))
        mates = [q for q, c in enumerate(self.controllers) if c != "human" and q != seat]
        plans = [(q, _("{seat}: {plan}", seat=self.seat_name(q), plan=words))
                 for q, words in intents(self.rules, self.match.state, seat, mates)]
        if not lines and not plans:
            self.recap = None
            return
        if len(lines) > RECAP_LINES:   # the oldest folded into a count, the latest kept whole
            hidden = len(lines) - RECAP_LINES + 1
            lines = [(_.n("… and {count} earlier move", "… and {count} earlier moves", hidden), lines[0][1], []),
                     *lines[-(RECAP_LINES - 1):]]
        self.recap = Recap(lines, self.time + RECAP_SECONDS, intents=plans)

    def recap_handle(self, event: pygame.event.Event) -> bool:
        """The recap takes the pointer's hover; any click or key puts it away (and goes on)."""
        recap = self.recap
        if recap is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            recap.hover = next((i for i, r in enumerate(recap.rects) if r.collidepoint(event.pos)), None)
            return recap.hover is not None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.recap = None
        return False

    def draw_recap(self, surface: pygame.Surface) -> None:
        recap = self.recap
        if recap is None:
            return
        if self.lesson is not None or self.control.popup is not None:
            # the coach's panel or a menu the person opened first: the recap waits under it
            recap.until = self.time + RECAP_SECONDS
            recap.rects, recap.hover = [], None   # nothing of it to point at while hidden
            return
        if self.time >= recap.until and recap.hover is None:
            self.recap = None
            return
        s = self.s
        pad = int(12 * s)
        width = int(min(560 * s, self.board_rect.w * 0.7))
        size = int(15 * s)
        line_h = gfx.font(size).get_linesize()
        rows: list[tuple[int, str]] = []
        for i, (words, _seat, _places) in enumerate(recap.lines):
            rows += [(i, part) for part in gfx.wrap(words, size, width - 2 * pad - int(14 * s))]
        plan_rows: list[tuple[int, str]] = []   # (seat, a row of its intent)
        for q, words in recap.intents:
            plan_rows += [(q, part) for part in gfx.wrap(words, size, width - 2 * pad - int(14 * s))]
        head = _("Since your last move") if rows else _("Your teammates' plans")
        plan_head = _("Your teammates' plans") if rows and plan_rows else ""
        h = pad * 2 + int(24 * s) + line_h * len(rows)
        h += (int(24 * s) if plan_head else 0) + line_h * len(plan_rows)
        x, y = self.board_rect.x + int(12 * s), self.board_rect.y + int(12 * s)
        surface.blit(gfx.panel(width, h, (*gfx.col("panel"), 240), int(10 * s), gfx.col("highlight"), int(4 * s), 2), (x, y))
        surface.blit(gfx.text(head, int(16 * s), gfx.col("highlight"), True), (x + pad, y + pad))
        top = y + pad + int(24 * s)
        spans: dict[int, pygame.Rect] = {}
        for k, (i, part) in enumerate(rows):
            seat = recap.lines[i][1]
            colour = gfx.lighten(gfx.seat_colour(seat), 0.35) if recap.hover == i else gfx.col("text")
            at = (x + pad + int(14 * s), top + k * line_h)
            surface.blit(gfx.text(part, size, colour), at)
            rect = pygame.Rect(x, at[1], width, line_h)
            if i not in spans:   # a line's first row: the dot of the seat that acted
                pygame.draw.circle(surface, gfx.seat_colour(seat), (x + pad + int(5 * s), at[1] + line_h // 2), int(4 * s))
                spans[i] = rect
            else:
                spans[i].union_ip(rect)
        recap.rects = [spans[i] for i in range(len(recap.lines)) if i in spans]
        top += line_h * len(rows)
        if plan_head:
            surface.blit(gfx.text(plan_head, int(16 * s), gfx.col("highlight"), True), (x + pad, top + int(4 * s)))
            gfx.box("note", (x + pad, top, width - 2 * pad, int(24 * s)), plan_head)
            top += int(24 * s)
        last = None
        for k, (q, part) in enumerate(plan_rows):
            at = (x + pad + int(14 * s), top + k * line_h)
            surface.blit(gfx.text(part, size, gfx.col("text")), at)
            if q != last:   # an intent's first row: the dot of the teammate who says it
                pygame.draw.circle(surface, gfx.seat_colour(q), (x + pad + int(5 * s), at[1] + line_h // 2), int(4 * s))
            last = q
        gfx.box("note", (x, y, width, h), head)
        if recap.hover is not None:
            self.draw_lit(surface, recap.lines[recap.hover][2], recap.lines[recap.hover][1])


_captions = gfx.LRU(64)


def caption_image(text: str, seat: int, s: float, width: int, plan: bool = False) -> pygame.Surface:
    """Who did what, on a tag in the seat's colour (cached); ``plan``: what it means to do next,
    on a quieter tag (the panel's colour, edged in the seat's)."""
    def make() -> pygame.Surface:
        size = int((15 if plan else 16) * s)
        bold = not plan
        lines = gfx.wrap(text, size, width - int(24 * s), bold)[:3]
        line_h = gfx.font(size, bold).get_linesize()
        w = min(width, max(gfx.font(size, bold).size(line)[0] for line in lines) + int(24 * s))
        h = line_h * len(lines) + int(14 * s)
        colour = gfx.seat_colour(seat)
        fill = gfx.col("panel") if plan else gfx.darken(colour, .55)
        img = gfx.panel(w, h, fill, int(8 * s), colour, int(4 * s), 2).copy()
        for i, line in enumerate(lines):
            img.blit(gfx.text(line, size, gfx.col("text"), bold), (int(12 * s), int(7 * s) + i * line_h))
        return img

    return _captions.get_or((text, seat, s, width, plan, gfx.colour_generation()), make)
