"""Game over: the outcome, the scores, and a chart of the game's course drawn in pygame."""

from __future__ import annotations

import math
import re
from typing import Any

import pygame

from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.scene import Scene
from sprites.ui.widgets import Button


def period_count(unit: str, n: int) -> str:
    """How long a game ran in its own unit (``Rules.period_unit``): "14 turns", "8 rounds"."""
    if unit == "turn":
        return _.n("{count} turn", "{count} turns", n)
    return _.n("{count} round", "{count} rounds", n)

LINE_COLOURS = 8


NEUTRAL_LINES = [(236, 232, 222), (186, 140, 232), (96, 204, 204), (240, 162, 72), (160, 204, 96)]


def nice_axis(lo: float, hi: float) -> tuple[float, float, list[float]]:
    """Round axis ends and ticks on 1-2-5 steps (0, 5, 10 ... rather than 0, 2, 5, 8, 10)."""
    if hi - lo < 1e-9:
        hi = lo + 1
    raw = (hi - lo) / 4
    mag = 10 ** math.floor(math.log10(raw))
    steps = (1, 2, 5, 10) if mag >= 1 else (1, 2, 2.5, 5, 10)
    step = next(m * mag for m in steps if m * mag >= raw - 1e-12)
    lo = round(math.floor(lo / step + 1e-9) * step, 6)
    hi = round(math.ceil(hi / step - 1e-9) * step, 6)
    ticks = []
    t = lo
    while t <= hi + step * 1e-6:
        ticks.append(round(t, 6))
        t += step
    return lo, hi, ticks


class GameOverScene(Scene):
    opaque = True

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.game_id = table.rules.id
        rules, state = table.rules, table.match.state
        try:
            self.outcome = rules.outcome(state)
        except Exception as err:
            self.outcome = None
            self.error = str(err)
        self.history = list(table.session.course.points)
        course = table.session.course
        periods = list(course.periods) if course is not None else []
        # the round / turn of each point, when the table kept them (else points are evenly spaced)
        self.periods = periods if len(periods) == len(self.history) else []
        self.unit = getattr(rules, "period_unit", "round")
        self.chart: pygame.Surface | None = None
        self.language_changed()

    def language_changed(self) -> None:
        """The words of the result (names, the ending, what scores count, the chart) made in the
        player's language, now and again after a switch."""
        table = self.table
        rules, state = table.rules, table.match.state
        self.names = [table.seat_name(i) for i in range(len(table.controllers))]
        self.reason = self._reason(rules, state)
        self.score_words = self._score_words(rules, state)
        self.headline = self._headline()
        self.chart = None
        hints = table.session.hints_used
        self.hints = _("Hints used in this game: {n}", n=hints) if isinstance(hints, int) and hints > 0 else ""

    def shown(self, key: str) -> str:
        """A tally line's name (the engine's word, ``rules.tally``) in the player's language."""
        try:
            return self.table.rules.tr(key)
        except Exception:
            return key

    def _reason(self, rules: Any, state: Any) -> str:
        """The ending in the engine's own sentence (``outcome_text``), not its short reason."""
        if self.outcome is None:
            return getattr(self, "error", "")
        try:
            text = rules.outcome_text(state)
        except Exception:
            text = self.outcome.reason
        text = text or self.outcome.reason
        return text[:1].upper() + text[1:]

    def _score_words(self, rules: Any, state: Any) -> list[str]:
        """What each seat's score counts, in words (empty where the outcome has no scores)."""
        scores = self.outcome.scores if self.outcome is not None else ()
        out = []
        for seat in range(len(self.names)):
            try:
                out.append(rules.score_text(state, seat) if seat < len(scores or ()) else "")
            except Exception:
                out.append("")
        return out

    def axis_text(self) -> str:
        """How long the game ran, in its own unit ("14 turns", "8 rounds")."""
        n = self.periods[-1] if self.periods else max(0, len(self.history) - 1)
        return period_count(self.unit, n)

    def _headline(self) -> str:
        o = self.outcome
        if o is None:
            return _("Game over")
        if not o.winners:
            return _("Defeat") if self.table.rules.cooperative else _("No winner")
        if self.table.rules.cooperative and len(o.winners) == len(self.names):
            return _("Victory! Everyone wins together")
        return _("{names} won!", names=", ".join(self.names[w] for w in o.winners if 0 <= w < len(self.names)))

    def layout(self) -> None:
        w, h = self.app.size
        bw, bh = self.px(240), self.px(52)
        y = h - bh - self.px(28)
        self.menu.widgets.clear()
        gap = self.px(20)
        people = bool(getattr(self.table, "humans", []))
        count = 4 if people else 3
        bw = min(bw, (w - self.px(40) - gap * (count - 1)) // count)
        x0 = (w - (bw * count + gap * (count - 1))) // 2
        buttons = [(N_("Play again"), self.again, "primary", "again"), (N_("Watch the replay"), self.watch, "normal", "watch")]
        if people:   # what the AI would have played at your decisions, the costly ones marked
            buttons.append((N_("Review my moves"), self.review, "normal", "review"))
        buttons.append((N_("Title screen"), self.to_title, "normal", "title"))
        for i, (label, fn, style, name) in enumerate(buttons):
            self.menu.add(Button(label, fn, (x0 + i * (bw + gap), y, bw, bh), style, name))
        self.chart_rect = pygame.Rect(int(w * 0.42), self.px(170), int(w * 0.54), h - self.px(270))
        self.chart = None

    def again(self) -> None:
        import time

        from game.core.match import Match
        from sprites.scenes.table import TableScene
        from sprites.scenes.title import TitleScene

        t = self.table
        match = Match(t.rules, t.match.options, int(time.time() * 1000) % 1_000_000_007)
        self.app.reset(TitleScene(self.app), TableScene(self.app, match, list(t.controllers)))

    def watch(self) -> None:
        """The game just played, from its first action, on its board."""
        from sprites.scenes.replay import ReplayScene

        m = self.table.match
        humans = getattr(self.table, "humans", [])
        seat = humans[0] if len(humans) == 1 else None
        self.app.push(ReplayScene(self.app, m.rules, m.options, m.seed, list(m.actions), seat, people=list(humans)))

    def review(self) -> None:
        """The replay, with the review of the people's decisions started at once."""
        self.watch()
        self.app.top.start_review()

    def to_title(self) -> None:
        from sprites.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def back(self) -> None:
        self.to_title()

    # ------------------------------------------------------------------ chart
    def render_chart(self) -> pygame.Surface:
        r = self.chart_rect
        s = self.s
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        surf.blit(gfx.panel(r.w - 6, r.h - 6, gfx.col("panel"), int(10 * s), gfx.col("panel_edge"), 5), (0, 0))
        head = gfx.text(_("The course of the game"), int(17 * s), gfx.col("highlight"), True)
        surf.blit(head, (int(14 * s), int(8 * s)))
        keys: list[str] = []
        for point in self.history:
            for k in point:
                if k not in keys:
                    keys.append(k)
        keys = keys[:LINE_COLOURS]
        if len(self.history) < 2 or not keys:
            img = gfx.text(_("This game keeps no running score to chart."), int(16 * s), gfx.col("text_dim"))
            surf.blit(img, img.get_rect(center=(r.w // 2, r.h // 2)))
            return surf
        plot = pygame.Rect(int(56 * s), int(40 * s), r.w - int(80 * s), r.h - int(128 * s))
        values = [p.get(k, 0.0) for p in self.history for k in keys]
        lo, hi, ticks = nice_axis(min(0.0, min(values)), max(values))
        for tick in ticks:
            y = plot.bottom - plot.h * (tick - lo) / (hi - lo)
            pygame.draw.line(surf, gfx.col("panel_light"), (plot.x, y), (plot.right, y), 1)
            lab = gfx.text(f"{tick:g}", int(13 * s), gfx.col("text_dim"))
            surf.blit(lab, lab.get_rect(midright=(plot.x - int(6 * s), y)))
        pygame.draw.line(surf, gfx.col("text_dim"), plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surf, gfx.col("text_dim"), plot.bottomleft, plot.topleft, 2)
        n = len(self.history)
        step = max(1, n // 400)
        first, last = (self.periods[0], self.periods[-1]) if self.periods else (0, n - 1)
        span = max(1, last - first)

        def px(i: int) -> float:
            at = self.periods[i] if self.periods else i
            return plot.x + plot.w * (at - first) / span

        # the x axis numbered in the game's rounds / turns, a few ticks that do not crowd
        _lo, _hi, xticks = nice_axis(first, last)
        for tick in xticks:
            if first <= tick <= last and float(tick).is_integer():
                x = plot.x + plot.w * (tick - first) / span
                pygame.draw.line(surf, gfx.col("text_dim"), (x, plot.bottom), (x, plot.bottom + int(4 * s)), 1)
                lab = gfx.text(f"{tick:g}", int(13 * s), gfx.col("text_dim"))
                surf.blit(lab, lab.get_rect(midtop=(x, plot.bottom + int(5 * s))))
        # markers at 24: a marker's initial reads at the floor (12 px at 1280x720)
        looks = [self.series_look(ki, k, int(24 * s)) for ki, k in enumerate(keys)]
        for ki, k in enumerate(keys):
            colour = looks[ki][0]
            pts = [(px(i), plot.bottom - plot.h * (self.history[i].get(k, 0.0) - lo) / (hi - lo))
                   for i in range(0, n, step)]
            if (n - 1) % step:
                pts.append((px(n - 1), plot.bottom - plot.h * (self.history[-1].get(k, 0.0) - lo) / (hi - lo)))
            if len(pts) >= 2:
                pygame.draw.lines(surf, colour, False, pts, max(2, int(3 * s)))
                end = pts[-1]
                badge = looks[ki][1]
                surf.blit(badge, badge.get_rect(center=(int(end[0]), int(end[1]))))
        # under the tick numbers: how long the game ran, then the legend, each on its own row
        xl = gfx.text(self.axis_text(), int(14 * s), gfx.col("text_dim"))
        surf.blit(xl, xl.get_rect(topright=(plot.right, plot.bottom + int(22 * s))))
        self.axis_rect = xl.get_rect(topright=(plot.right, plot.bottom + int(22 * s)))
        # legend: colour, shape and name
        lx, ly = plot.x, plot.bottom + int(44 * s)
        for ki, k in enumerate(keys):
            # each name whole: one that no longer fits on the row starts the next one
            name = self.shown(k)
            need = int(30 * s) + gfx.font(int(15 * s)).size(gfx.safe(name))[0]
            if lx > plot.x and lx + need > plot.right:
                lx, ly = plot.x, ly + int(28 * s)
            badge = self.series_look(ki, k, int(24 * s))[1]
            surf.blit(badge, (lx, ly - int(3 * s)))
            lab = gfx.text(gfx.fit_text(name, int(15 * s), plot.w - int(30 * s)), int(15 * s), gfx.col("text"))
            surf.blit(lab, (lx + int(30 * s), ly))
            lx += int(30 * s) + lab.get_width() + int(18 * s)
        return surf

    ATTRACT_SHOW = 10.0   # a kiosk demo's result stays this long, then the title returns

    def handle(self, event: pygame.event.Event) -> None:
        if getattr(self.table, "attract", False):
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.FINGERDOWN):
                self.table.end_attract()
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if getattr(self.table, "attract", False) and self.time >= self.ATTRACT_SHOW:
            self.table.end_attract()

    def series_seat(self, key: str) -> int | None:
        """The seat a tally line is about ("P2 strength", "Attacker glory", "Amazons GP")."""
        low = f"{key.lower()} {self.shown(key).lower()}"
        m = re.match(r"p(\d+)\b", low)
        if m and 1 <= int(m.group(1)) <= len(self.names):
            return int(m.group(1)) - 1
        for seat, name in sorted(enumerate(self.names), key=lambda item: -len(item[1])):
            if name and name.lower() in low:
                return seat
        return None

    def series_look(self, index: int, key: str, size: int) -> tuple[gfx.Colour, pygame.Surface]:
        """A seat's line takes its colour and badge; a line about the game (a deck, a track)
        a neutral colour and a round marker with its initial, so it is never read as a seat."""
        seat = self.series_seat(key)
        if seat is not None:
            return gfx.seat_colour(seat), gfx.seat_badge(seat, size)
        colour = NEUTRAL_LINES[index % len(NEUTRAL_LINES)]
        return colour, gfx.token(size, self.shown(key)[:1].upper(), colour)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h), (0, 0))
        self.title(surface, self.headline, self.px(26), 48)
        y = self.px(92)
        for k, line in enumerate(gfx.wrap(self.reason, self.px(20), w - self.px(100))[:2]):
            img = gfx.text(line, self.px(20), gfx.col("text"))
            surface.blit(img, img.get_rect(midtop=(w // 2, y + k * self.px(26))))
        if self.hints:
            img = gfx.text(self.hints, self.px(15), gfx.col("text_dim"))
            surface.blit(img, img.get_rect(midtop=(w // 2, y + self.px(52))))
        # scores, and what they count: once under the heading when every seat's is the same
        x0, y0 = self.px(60), self.px(170)
        head = gfx.text(_("Scores"), self.px(20), gfx.col("highlight"), True)
        surface.blit(head, (x0, y0))
        col_w = int(w * 0.4) - x0
        shared = self.score_words[0] if self.score_words and len(set(self.score_words)) == 1 else ""
        top = y0 + self.px(40)
        for line in gfx.wrap(shared, self.px(14), col_w)[:3] if shared else []:
            surface.blit(gfx.text(line, self.px(14), gfx.col("text_dim")), (x0, top - self.px(8)))
            top += self.px(18)
        scores = self.outcome.scores if self.outcome is not None else None
        winners = set(self.outcome.winners) if self.outcome is not None else set()
        for i, name in enumerate(self.names[:8]):
            yy = top + i * self.px(44)
            own = self.score_words[i] if i < len(self.score_words) and not shared else ""
            if own:
                words = gfx.fit_text(own, self.px(13), col_w - self.px(110))
                surface.blit(gfx.text(words, self.px(13), gfx.col("text_dim")), (x0 + self.px(40), yy + self.px(24)))
            badge = gfx.seat_badge(i, self.px(30))
            surface.blit(badge, (x0, yy))
            who = f"{name} ({self.table.controller_text(i)})"
            lab = gfx.text(gfx.fit_text(who, self.px(18), self.px(300), i in winners), self.px(18),
                           gfx.col("highlight") if i in winners else gfx.col("text"), i in winners)
            surface.blit(lab, (x0 + self.px(40), yy + self.px(3)))
            if scores is not None and i < len(scores):
                sc = gfx.text(f"{scores[i]:g}", self.px(22), gfx.col("text"), True)
                surface.blit(sc, sc.get_rect(topright=(int(w * 0.4), yy)))
            if i in winners:
                pts = gfx.shape_points("star", x0 - self.px(16), yy + self.px(15), self.px(11))
                pygame.draw.polygon(surface, gfx.col("highlight"), pts)
        figures = self.final_figures()
        if figures:
            # no scores (a co-operative game): the final figures of the chart, in words
            yy = top + min(8, len(self.names)) * self.px(44) + self.px(20)
            head = gfx.text(_("At the end"), self.px(18), gfx.col("highlight"), True)
            surface.blit(head, (x0, yy))
            for k, v in figures:
                yy += self.px(30)
                if yy > self.chart_rect.bottom:
                    break
                lab = gfx.text(gfx.fit_text(self.shown(k), self.px(17), int(w * 0.4) - x0 - self.px(70)), self.px(17),
                               gfx.col("text"))
                surface.blit(lab, (x0, yy))
                val = gfx.text(f"{v:g}", self.px(20), gfx.col("text"), True)
                surface.blit(val, val.get_rect(topright=(int(w * 0.4), yy - self.px(2))))
        if self.chart is None:
            self.chart = self.render_chart()
        surface.blit(self.chart, self.chart_rect.topleft)
        super().draw(surface)

    def final_figures(self) -> list[tuple[str, float]]:
        """The chart's last values, shown in words when the outcome has no scores."""
        scores = self.outcome.scores if self.outcome is not None else None
        if (scores is not None and len(scores)) or not self.history:
            return []
        return list(self.history[-1].items())[:LINE_COLOURS]

    def texts(self) -> list[str]:
        extra = [_("At the end"), *(f"{self.shown(k)}: {v:g}" for k, v in self.final_figures())] if self.final_figures() else []
        scores = self.outcome.scores if self.outcome is not None else ()
        rows = [f"{name}: {scores[i]:g} {self.score_words[i]}".rstrip() for i, name in enumerate(self.names)
                if i < len(scores or ())]
        chart = [_("The course of the game"), self.axis_text()] if len(self.history) >= 2 else []
        return [self.headline, self.reason, *([self.hints] if self.hints else []), _("Scores"), *rows, *extra,
                *chart, *super().texts()]
