"""The saves browser: game, date, round and seats of every save; load or delete.
A file that cannot be read is listed with the reason and cannot be loaded. Reading a row checks
every field's shape and the checksum; what only a replay finds is found lazily, by a background
replay while the list is open (sprites/saveverify.py), and the row is then marked damaged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.core.i18n import language
from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.scene import Scene
from sprites.ui.widgets import Button, Widget


class SaveRow(Widget):
    def __init__(self, scene: SavesScene, path: Path, info: Any, error: str) -> None:
        super().__init__(None, f"save:{path.name}")
        self.scene = scene
        self.path = path
        self.info = info
        self.error = error
        self.verified = info is None   # a file that cannot even be read needs no replay
        self._words: tuple[Any, tuple[str, list[str]]] | None = None

    @property
    def damaged(self) -> bool:
        return bool(self.error)

    def learn(self, verdict: str | None) -> None:
        """Take the replay's verdict, once there is one."""
        if verdict is not None:
            self.error = verdict
            self.verified = True

    def activate(self) -> None:
        self.scene.selected = self
        self.scene.load()

    def click(self, pos: tuple[int, int]) -> None:
        if self.scene.selected is self:
            self.scene.load()
        self.scene.selected = self

    def game_title(self) -> str:
        """The game's name in the player's language (the save keeps the name it was saved with)."""
        from game import registry

        info = self.info
        if info is None:
            return ""
        try:
            rules = registry.get(info.game_id)
        except Exception:
            return info.title
        return rules.tr(rules.title)

    def words(self) -> tuple[str, list[str]]:
        """Where the game stands and who sits where, in the player's language: worded afresh from
        the save's final state (the save keeps the words of the language it was saved in, shown
        only if its state cannot be read)."""
        key = (self.info.path, language())
        if self._words is not None and self._words[0] == key:
            return self._words[1]
        from game import registry
        from sprites.table.seats import seat_label

        got = (self.info.round_label, list(self.info.seats))
        try:
            rules = registry.get(self.info.game_id)
            state = rules.decode(self.info.snapshot)
            controllers = self.info.meta.get("controllers") or []
            seats = []
            for i in range(rules.num_seats(state)):
                who = controllers[i] if i < len(controllers) and isinstance(controllers[i], str) else ""
                label = seat_label(rules.id, state, i, who) if who else ""
                seats.append(f"{rules.seat_name(state, i)} ({label})" if label else rules.seat_name(state, i))
            got = (rules.round_label(state), seats)
        except Exception:
            pass
        self._words = (key, got)
        return got

    def text(self) -> str:
        if self.info is None:
            return f"{self.path.name}: {_('damaged')}: {self.error}"
        round_label, seats = self.words()
        line = f"{self.game_title()} {self.info.saved_at} {round_label} {', '.join(seats)}"
        return f"{line} — {_('damaged')}: {self.error}" if self.damaged else line

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        s = self.scale
        r = self.rect
        sel = self.scene.selected is self
        fill = gfx.col("panel_light" if (focused or hovered or sel) else "panel")
        border = gfx.col("focus") if focused else (gfx.col("highlight") if sel else gfx.col("panel_edge"))
        surface.blit(gfx.panel(r.w, r.h, fill, int(8 * s), border, int(3 * s), 3 if focused else 2), r.topleft)
        x = r.x + int(14 * s)
        if self.damaged:
            name = self.game_title() if self.info is not None else self.path.name
            a = gfx.text(gfx.fit_text(name, int(18 * s), int(300 * s), True), int(18 * s), gfx.col("text_dim"), True)
            surface.blit(a, (x, r.y + int(6 * s)))
            mark = gfx.text(_("damaged"), int(15 * s), gfx.col("danger"), True)
            surface.blit(mark, (x + int(350 * s), r.y + int(9 * s)))
            b = gfx.text(gfx.fit_text(self.error, int(15 * s), r.w - int(28 * s)), int(15 * s), gfx.col("danger"))
            surface.blit(b, (x, r.y + int(32 * s)))
            return
        title = gfx.text(gfx.fit_text(self.game_title(), int(19 * s), int(330 * s), True), int(19 * s), gfx.col("highlight"), True)
        surface.blit(title, (x, r.y + int(6 * s)))
        when = self.info.saved_at.replace("T", " ")[:16]
        round_label, seat_words = self.words()
        meta = f"{when}   {round_label}"
        if self.path.name.startswith("autosave-"):
            meta += f"   ({_('autosave')})"
        elif self.path.name.startswith("quick-"):
            meta += f"   ({_('quick-save')})"
        m = gfx.text(gfx.fit_text(meta, int(15 * s), int(520 * s)), int(15 * s), gfx.col("text"))
        surface.blit(m, (x + int(350 * s), r.y + int(9 * s)))
        seats = ", ".join(seat_words)
        st = gfx.text(gfx.fit_text(seats, int(15 * s), r.w - int(28 * s)), int(15 * s), gfx.col("text_dim"))
        surface.blit(st, (x, r.y + int(33 * s)))


class SavesScene(Scene):
    opaque = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.selected: SaveRow | None = None
        self.first = 0
        self.confirm_delete = False
        self.rows: list[SaveRow] = []
        self.scan()

    def scan(self) -> None:
        from game.core.saves import SaveError, read_save_info
        from sprites.table.savefiles import list_saves

        self.rows = []
        for path in list_saves()[:200]:
            try:
                info, error = read_save_info(path), ""
            except SaveError as err:
                info, error = None, str(err)
            except Exception as err:
                info, error = None, repr(err)
            self.rows.append(SaveRow(self, path, info, error))
        if self.selected not in self.rows:
            self.selected = self.rows[0] if self.rows else None

    def layout(self) -> None:
        w, h = self.app.size
        s = self.s
        self.menu.widgets.clear()
        rw, rh, gap = w - self.px(160), self.px(62), self.px(8)
        top = self.px(100)
        per_page = max(1, (h - top - self.px(120)) // (rh + gap))
        self.per_page = per_page
        if self.selected in self.rows:
            idx = self.rows.index(self.selected)
            if idx < self.first:
                self.first = idx
            elif idx >= self.first + per_page:
                self.first = idx - per_page + 1
        self.first = max(0, min(self.first, max(0, len(self.rows) - per_page)))
        for i, row in enumerate(self.rows[self.first:self.first + per_page]):
            row.rect = pygame.Rect(self.px(80), top + i * (rh + gap), rw, rh)
            self.menu.add(row)
        bw, bh, gap = self.px(200), self.px(50), self.px(20)
        by = h - bh - self.px(30)
        x0 = w // 2 - 2 * bw - gap * 3 // 2
        load = Button(N_("Load"), self.load, (x0, by, bw, bh), "primary", "load")
        watch = Button(N_("Watch"), self.watch, (x0 + bw + gap, by, bw, bh), "normal", "watch")
        delete = Button(lambda: _("Delete? Press again") if self.confirm_delete else _("Delete"),
                        self.delete, (x0 + 2 * (bw + gap), by, bw, bh), "danger", "delete")
        back = Button(N_("Back"), self.back, (x0 + 3 * (bw + gap), by, bw, bh), "normal", "back")
        load.enabled = watch.enabled = delete.enabled = self.selected is not None
        for b in (load, watch, delete, back):
            self.menu.add(b)
        del s

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.delete()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, self.first - event.y)
            self.layout()
            return
        f = self.menu.focused
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and isinstance(f, SaveRow) \
                and f in self.rows:
            nxt = self.rows.index(f) + (1 if event.key == pygame.K_DOWN else -1)
            if 0 <= nxt < len(self.rows):
                self.selected = self.rows[nxt]
                self.confirm_delete = False
                self.layout()
                self.menu.focus_on(self.selected)
                return
            if event.key == pygame.K_UP:
                return
        super().handle(event)
        f = self.menu.focused
        if event.type == pygame.KEYDOWN and isinstance(f, SaveRow):
            self.selected = f

    def update(self, dt: float) -> None:
        super().update(dt)
        self.verify_next()

    def verify_next(self) -> None:
        """Ask for the replay of every unchecked save (the selected one first, then those on
        screen) and take the verdicts that have come in."""
        from sprites.table import saveverify

        on_screen = self.rows[self.first:self.first + getattr(self, "per_page", 0)]
        for row in [self.selected, *on_screen, *self.rows]:
            if row is not None and not row.verified:
                row.learn(saveverify.ask(row.path))

    def load(self) -> None:
        row = self.selected
        if row is None:
            return
        if row.damaged:
            self.app.toast(_("This save cannot be loaded: {reason}", reason=row.error), "danger", 6.0)
            return
        from sprites.scenes.load import load_save

        if load_save(self.app, row.path):
            return
        from sprites.table import saveverify

        row.learn(saveverify.ask(row.path))   # refused on loading: the row says so, once replayed

    def watch(self) -> None:
        """The save's replay on its board, read-only: the file is only read."""
        from sprites.scenes.replay import watch_save

        row = self.selected
        if row is None:
            return
        if row.damaged:
            self.app.toast(_("This save cannot be loaded: {reason}", reason=row.error), "danger", 6.0)
            return
        if not watch_save(self.app, row.path):
            from sprites.table import saveverify

            row.learn(saveverify.ask(row.path))

    def delete(self) -> None:
        row = self.selected
        if row is None:
            return
        if not self.confirm_delete:
            self.confirm_delete = True
            return
        try:
            row.path.unlink()
            self.app.toast(_("Deleted {name}.", name=row.path.name), "ok")
        except OSError as err:
            self.app.toast(str(err), "danger")
        self.confirm_delete = False
        self.selected = None
        self.scan()
        self.layout()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h), (0, 0))
        self.title(surface, _("Saved games"), self.px(24), 44)
        if not self.rows:
            img = gfx.text(_("No saved games yet."), self.px(22), gfx.col("text_dim"))
            surface.blit(img, img.get_rect(center=(w // 2, h // 2)))
        elif len(self.rows) > self.per_page:
            page = gfx.text(f"{self.first + 1}–{min(len(self.rows), self.first + self.per_page)} / {len(self.rows)}",
                            self.px(15), gfx.col("text_dim"))
            surface.blit(page, page.get_rect(topright=(w - self.px(80), self.px(70))))
        super().draw(surface)

    def texts(self) -> list[str]:
        return [_("Saved games"), *([_("No saved games yet.")] if not self.rows else []), *super().texts()]
