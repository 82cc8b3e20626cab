"""The setup screen, generated from ``rules.options()``: every option as a cycler, an optional
seed, and every seat human or AI with a difficulty. Start builds the match and opens the table."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game import registry
from game.core.match import Match
from game.core.secrets import has_secrets_on_screen
from game.core.types import Option, OptionError
from sprites import boards
from sprites.table.seats import CONTROLLERS, seat_label
from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.scene import Scene
from sprites.ui.widgets import Button, Cycle, TextField

MAX_INT_CHOICES = 60


def option_values(opt: Option, words: Any = None) -> tuple[list[Any], list[str]]:
    """An option's values and their labels in the player's language (``words``: the engine's
    ``rules.tr`` for its choice labels)."""
    if opt.kind == "bool":
        return [False, True], [_("No"), _("Yes")]
    if opt.choices:
        values = list(opt.choices)
        labels = ([(words or str)(c) for c in opt.choice_labels] if len(opt.choice_labels) == len(values)
                  else [str(v) for v in values])
        return values, labels
    if opt.kind == "int":
        lo = opt.minimum if opt.minimum is not None else min(0, int(opt.default))
        hi = opt.maximum if opt.maximum is not None else int(opt.default) + 20
        if hi - lo > MAX_INT_CHOICES:
            hi = lo + MAX_INT_CHOICES
        values = list(range(lo, hi + 1))
        if opt.default not in values:
            values.append(opt.default)
        return values, [str(v) for v in values]
    return [opt.default], [str(opt.default)]


class SetupScene(Scene):
    def __init__(self, app: Any, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.rules = registry.get(game_id)
        self.options: dict[str, Any] = self.rules.check_options({})
        self.controllers: list[str] = []
        self.remember_last()
        self.seed_text = ""
        self.error = ""
        self.seat_names: list[str] = []
        self._secrets: tuple[str, bool] | None = None   # (options, whether they need a curtain)
        # the seed the game starts with unless one is typed: the seats shown are dealt with it,
        # so the wizards named here are the wizards the game deals
        self.deal_seed = int(time.time() * 1000) % 1_000_000_007
        self.names_seed: int | None = None
        self.dealt: Any = None   # the game the seats shown are dealt from
        self._count_seats()

    # ------------------------------------------------------------------ model
    def remember_last(self) -> None:
        """The options and seats this game was last started with (what no longer fits the engine
        is left at its default)."""
        last = self.app.settings.last_setup.get(self.game_id) or {}
        options = last.get("options")
        if isinstance(options, dict):
            try:
                self.options = self.rules.check_options({k: v for k, v in options.items()
                                                         if k in {o.key for o in self.rules.options()}})
            except Exception:
                self.options = self.rules.check_options({})
        seats = last.get("controllers")
        if isinstance(seats, list) and all(c in CONTROLLERS for c in seats):
            self.controllers = list(seats)

    def _count_seats(self) -> None:
        seed = self.seed()
        self.names_seed = seed
        try:
            state = self.rules.setup(self.options, seed)
            self.dealt = state
            n = self.rules.num_seats(state)
            self.seat_names = [self.rules.seat_name(state, i) for i in range(n)]
            self.error = ""
        except Exception as err:  # an option combination the engine refuses
            self.dealt = None
            self.error = str(err)
            n = len(self.controllers) or max(1, self.rules.min_players)
            self.seat_names = [f"{_('Player')} {i + 1}" for i in range(n)]
        if len(self.controllers) < n:
            self.controllers += ["human" if not self.controllers and i == 0 else "normal"
                                 for i in range(len(self.controllers), n)]
        self.controllers = self.controllers[:n]

    def secrets_on_screen(self) -> bool:
        """Whether these options make hot-seat players pass the screen (the table's own test,
        ``Rules.shows_more``, over a few moves of a game), worked out once per choice of options."""
        key = repr(sorted(self.options.items()))
        if self._secrets is None or self._secrets[0] != key:
            try:
                found = has_secrets_on_screen(self.rules, self.options)
            except Exception:   # an engine that cannot say keeps the careful wording
                found = True
            self._secrets = (key, found)
        return self._secrets[1]

    def set_option(self, key: str, value: Any) -> None:
        old = len(self.controllers), self.shown_keys   # before the change: a hidden option re-lays the screen
        self.options[key] = value
        try:
            self.options = self.rules.check_options(self.options)
        except OptionError as err:
            self.error = str(err)
        self._count_seats()
        if (len(self.controllers), self.shown_keys) != old:
            self.layout()

    @property
    def shown_keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.rules.options() if self.rules.option_shown(self.options, o.key))

    def set_controller(self, seat: int, value: str) -> None:
        self.controllers[seat] = value
        if value != "human":   # an AI seat has no controller of its own
            self.app.pad_seats = {pad: s for pad, s in self.app.pad_seats.items() if s != seat}

    def claim(self, pad: int, seat: int) -> None:
        """A player claims ``seat`` with their controller (A on the seat's row): the seat becomes a
        person's, and that controller plays for it alone."""
        pads = {p: s for p, s in self.app.pad_seats.items() if p != pad and s != seat}
        pads[pad] = seat
        self.app.pad_seats = pads
        if self.controllers[seat] != "human":
            self.controllers[seat] = "human"
            widget = self.menu.by_name(f"seat:{seat}")
            if isinstance(widget, Cycle):
                widget.set_value("human")
        self.app.sounds.play("click")

    def pad_number(self, pad: int) -> int:
        """The controller's number as the players see it (1, 2, ... in the order plugged in)."""
        known = sorted(set(self.app.joysticks) | set(self.app.pad_seats))
        return known.index(pad) + 1 if pad in known else len(known) + 1

    def handle(self, event: pygame.event.Event) -> None:
        pad = getattr(event, "pad", None)
        focused = self.menu.focused
        if (pad is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN
                and focused is not None and focused.name.startswith("seat:")):
            self.claim(pad, int(focused.name[5:]))
            return
        super().handle(event)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        seed_widget = self.menu.by_name("seed")
        if isinstance(seed_widget, TextField):
            self.seed_text = seed_widget.value
        focus_name = self.menu.focused.name if self.menu.focused else ""
        self.menu.widgets.clear()
        w, h = self.app.size
        s = self.s
        col_x = self.px(30) + self.pic_width() + self.px(28)
        col_w = w - col_x - self.px(24)
        row_h, gap = int(42 * s), int(8 * s)
        y = int(110 * s)
        shown = self.shown_keys
        opts = [o for o in self.rules.options() if o.key in shown]
        bottom = h - int(52 * s) - int(40 * s)
        one_col = (len(opts) + 1 + len(self.controllers)) * (row_h + gap) + int(40 * s)
        two_cols = y + one_col > bottom
        if two_cols:
            tallest = max(len(opts) + 1, len(self.controllers))
            room = bottom - int(140 * s)
            row_h = max(int(26 * s), min(row_h, room // max(1, tallest) - gap))
        # two columns: the seats take what a name and a level need, the options (long labels and
        # values) the rest
        seat_w = min(int(360 * s), (col_w - gap) // 2) if two_cols else col_w
        cw = col_w - gap - seat_w if two_cols else col_w
        for opt in opts:
            values, labels = option_values(opt, self.rules.tr)
            index = values.index(self.options[opt.key]) if self.options.get(opt.key) in values else 0
            c = Cycle(lambda o=opt: self.rules.tr(o.label), values, index, lambda v, k=opt.key: self.set_option(k, v),
                      (col_x, y, cw, row_h), show=lambda v, vs=values, ls=labels: ls[vs.index(v)] if v in vs else str(v),
                      name=f"opt:{opt.key}")
            self.menu.add(c)
            y += row_h + gap
        self.menu.add(TextField(N_("Seed"), self.seed_text, (col_x, y, cw, row_h), name="seed",
                                placeholder=N_("random")))
        y += row_h + gap
        seat_x = col_x
        if two_cols:
            seat_x, y = col_x + cw + gap, int(140 * s)
        else:
            y += int(40 * s)
        self.seats_top = y
        for i, c in enumerate(self.controllers):
            cyc = Cycle(lambda i=i: self.seat_label(i), list(CONTROLLERS), CONTROLLERS.index(c),
                        lambda v, i=i: self.set_controller(i, v),
                        (seat_x + int(40 * s), y, seat_w - int(40 * s) - int(80 * s), row_h),   # room for a pad's tag
                        show=lambda v, i=i: seat_label(self.game_id, self.dealt, i, v), name=f"seat:{i}")
            self.menu.add(cyc)
            y += row_h + gap
        bw, bh = int(220 * s), int(52 * s)
        by = h - bh - int(26 * s)
        self.menu.add(Button(N_("Start game"), self.start, (w - bw - int(40 * s), by, bw, bh), "primary", "start"))
        self.menu.add(Button(N_("Back"), self.back, (w - 2 * bw - int(60 * s), by, bw, bh), "normal", "back"))
        self.menu.add(Button(N_("Rules"), self.open_rules, (int(30 * s), by, bw, bh), "normal", "rules"))
        target = self.menu.by_name(focus_name) or self.menu.by_name("start")
        if target is not None:
            self.menu.focus_on(target)

    # ------------------------------------------------------------------ actions
    def seed(self) -> int:
        field = self.menu.by_name("seed")
        text = field.value if isinstance(field, TextField) else self.seed_text
        if text.isdigit():
            return int(text)
        return self.deal_seed

    def seat_label(self, seat: int) -> str:
        return self.seat_names[seat] if seat < len(self.seat_names) else f"{_('Player')} {seat + 1}"

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.seed() != self.names_seed:   # a seed typed or erased: deal the seats again
            self._count_seats()

    def start(self) -> None:
        from sprites.scenes.table import TableScene

        try:
            match = Match(self.rules, self.options, self.seed())
        except Exception as err:
            self.error = str(err)
            self.app.toast(_("The game could not be set up: {reason}", reason=str(err)), "danger")
            return
        self.app.sounds.play("click")
        self.app.settings.last_setup[self.game_id] = {"options": dict(self.options), "controllers": list(self.controllers)}
        self.app.settings.save()
        self.app.replace(TableScene(self.app, match, list(self.controllers)))

    def open_rules(self) -> None:
        from sprites.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.rules))

    def pic_width(self) -> int:
        """The game's picture on the left (and the facts and help under it)."""
        return int(self.app.size[0] * 0.26)

    def focused_option(self) -> Option | None:
        hover = self.menu.hover
        focused = hover if hover is not None and hover.name.startswith("opt:") else self.menu.focused
        if focused is None or not focused.name.startswith("opt:"):
            return None
        key = focused.name[4:]
        return next((o for o in self.rules.options() if o.key == key), None)

    # ------------------------------------------------------------------ frame
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h), (0, 0))
        self.title(surface, self.rules.tr(self.rules.title), self.px(24), 40)
        pic_w = self.pic_width()
        pic_h = int(pic_w * 0.7)
        pic = boards.game_art(self.game_id, pic_w, pic_h)
        px, py = self.px(30), self.px(110)
        surface.blit(gfx.panel(pic_w + self.px(12), pic_h + self.px(12), gfx.col("panel"), self.px(10),
                               gfx.col("panel_edge"), self.px(5)), (px - self.px(6), py - self.px(6)))
        surface.blit(pic, (px, py))
        boards.idle(surface, self.game_id, pygame.Rect(px, py, pic_w, pic_h), self.time)
        y = py + pic_h + self.px(20)
        facts = [_("{lo}–{hi} players", lo=self.rules.min_players, hi=self.rules.max_players),
                 _("Co-operative: everyone wins or loses together") if self.rules.cooperative else _("Competitive")]
        if self.rules.hidden_information:
            facts.append(_("Hidden information: hot-seat players pass the screen") if self.secrets_on_screen()
                         else _("Open information: hot-seat players share the screen"))
        for line in facts:
            for part in gfx.wrap(line, self.px(18), pic_w):
                surface.blit(gfx.text(part, self.px(18), gfx.col("text")), (px, y))
                y += self.px(26)
        # the help of the option in focus (every option's help at once ran off the screen)
        opt = self.focused_option()
        if opt is not None:
            y += self.px(8)
            name = gfx.text(gfx.fit_text(self.rules.tr(opt.label), self.px(16), pic_w, True), self.px(16), gfx.col("highlight"), True)
            surface.blit(name, (px, y))
            y += self.px(22)
            widget = self.menu.by_name(f"opt:{opt.key}")
            # the whole value, which a narrow cycler may have had to shorten
            value = widget.show(widget.value) if isinstance(widget, Cycle) else ""
            room = max(1, (h - self.px(96) - y) // self.px(20))
            lines = gfx.wrap(f"= {value}", self.px(15), pic_w, True)[:2] if value else []
            for line in lines:
                surface.blit(gfx.text(line, self.px(15), gfx.col("text"), True), (px, y))
                y += self.px(20)
            room = max(1, room - len(lines))
            lines = gfx.wrap(self.rules.tr(opt.help), self.px(15), pic_w) if opt.help else []
            if len(lines) > room:
                lines = lines[:room - 1] + [gfx.fit_text(" ".join(lines[room - 1:]), self.px(15), pic_w)]
            for line in lines:
                surface.blit(gfx.text(line, self.px(15), gfx.col("text")), (px, y))
                y += self.px(20)
        head = gfx.text(_("Seats"), self.px(20), gfx.col("highlight"), True)
        seat_widgets = [wd for wd in self.menu.widgets if wd.name.startswith("seat:")]
        if seat_widgets:
            first = seat_widgets[0].rect
            surface.blit(head, (first.x - self.px(40), first.y - self.px(30)))
            for i, wd in enumerate(seat_widgets):
                badge = gfx.seat_badge(i, self.px(32))
                surface.blit(badge, badge.get_rect(center=(wd.rect.x - self.px(20), wd.rect.centery)))
                pads = [pad for pad, seat in self.app.pad_seats.items() if seat == i]
                if pads:   # the controller that plays this seat, in the seat's colour
                    tag = gfx.text(_("Pad {n}", n=self.pad_number(pads[0])), self.px(15), gfx.col("text_dark"), True)
                    r = tag.get_rect(midleft=(wd.rect.right + self.px(10), wd.rect.centery)).inflate(self.px(12), self.px(6))
                    pygame.draw.rect(surface, gfx.seat_colour(i), r, border_radius=self.px(8))
                    surface.blit(tag, tag.get_rect(center=r.center))
            last = seat_widgets[-1].rect
            note = gfx.text(_("A controller claims a seat: press A on its row"), self.px(14), gfx.col("text_dim"))
            surface.blit(note, (last.x - self.px(40), last.bottom + self.px(10)))
        if self.error:
            for i, line in enumerate(gfx.wrap(self.error, self.px(16), int(w * 0.55))[:3]):
                surface.blit(gfx.text(line, self.px(16), gfx.col("danger")), (int(w * 0.36), h - self.px(130) + i * self.px(20)))
        super().draw(surface)

    def texts(self) -> list[str]:
        pads = [_("Pad {n}", n=self.pad_number(pad)) for pad in self.app.pad_seats]
        return [_("Seats"), *pads, *super().texts()]
