"""The title screen: a tile for every registered game (its board's title art over a moving
background) and Continue / Load / Settings / Quit. The games come from the registry, so a game
added to the arcade gets its tile by being registered."""

from __future__ import annotations

from typing import Any

import pygame

from sprites import boards
from sprites.tr import N_, _
from sprites.ui import art, gfx
from sprites.ui.scene import Scene
from sprites.ui.widgets import Button, Widget

INPUT_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.MOUSEMOTION,
                pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.FINGERDOWN, pygame.TEXTINPUT)


class GameTile(Widget):
    def __init__(self, scene: TitleScene, game_id: str, title: str) -> None:
        super().__init__(None, f"game:{game_id}")
        self.scene = scene
        self.game_id = game_id
        self.title = title

    @property
    def facts(self) -> str:
        """Who plays it, in a line: "2–4 players · co-operative"."""
        from game import registry

        rules = registry.get(self.game_id)
        count = (_.n("{count} player", "{count} players", rules.max_players)
                 if rules.min_players == rules.max_players
                 else _("{lo}–{hi} players", lo=rules.min_players, hi=rules.max_players))
        return f"{count} · {_('co-operative') if rules.cooperative else _('competitive')}"

    def text(self) -> str:
        return f"{self.title} — {self.facts}"

    def activate(self) -> None:
        self.scene.open_game(self.game_id)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        r = self.rect
        s = self.scale
        lift = int(6 * s) if focused or hovered else 0
        frame = r.move(0, -lift)
        border = gfx.col("focus") if focused else gfx.col("panel_edge")
        surface.blit(gfx.panel(r.w, r.h, gfx.col("panel"), int(14 * s), border, int(6 * s), 4 if focused else 2),
                     frame.topleft)
        pic_rect = pygame.Rect(frame.x + int(8 * s), frame.y + int(8 * s), r.w - int(16 * s), int(r.h * 0.62))
        surface.blit(boards.game_art(self.game_id, pic_rect.w, pic_rect.h), pic_rect.topleft)
        clip = surface.get_clip()
        surface.set_clip(pic_rect)
        boards.idle(surface, self.game_id, pic_rect, self.scene.time)
        surface.set_clip(clip)
        pygame.draw.rect(surface, gfx.col("panel_edge"), pic_rect, 2)
        # a long title (Czech: "Velká kniha strašlivých čar") takes a smaller size before it is cut
        room = r.w - int(20 * s)
        size = int(22 * s)
        while size > int(15 * s) and gfx.font(size, True).size(self.title)[0] > room:
            size -= 1
        name = gfx.text(gfx.fit_text(self.title, size, room, True), size, gfx.col("highlight"), True)
        surface.blit(name, name.get_rect(midtop=(frame.centerx, pic_rect.bottom + int(10 * s))))
        facts = gfx.text(gfx.fit_text(self.facts, int(15 * s), room), int(15 * s), gfx.col("text_dim"))
        surface.blit(facts, facts.get_rect(midtop=(frame.centerx, pic_rect.bottom + int(10 * s) + name.get_height())))


class TitleScene(Scene):
    ATTRACT_AFTER = 75.0   # seconds idle on the title before a kiosk demo game starts

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.idle = 0.0

    def layout(self) -> None:
        from game import registry
        from sprites.table.savefiles import latest_autosave

        focus_name = self.menu.focused.name if self.menu.focused else "game:stronghold"
        self.menu.widgets.clear()
        w, h = self.app.size
        s = self.s
        ids = registry.ids()
        gap = int(22 * s)
        top, bottom = int(170 * s), h - int(90 * s)   # between the title and the button row
        cols = max(1, min(len(ids), 5 if len(ids) <= 5 else -(-len(ids) // 2)))
        rows = max(1, -(-len(ids) // cols))
        tile_w = min(int(270 * s), (w - 2 * gap - (cols - 1) * gap) // cols)
        tile_h = min(int(300 * s), (bottom - top - (rows - 1) * gap) // rows)
        rules_buttons = []
        for i, gid in enumerate(ids):
            row, col = divmod(i, cols)
            in_row = min(cols, len(ids) - row * cols)
            x0 = (w - (in_row * tile_w + (in_row - 1) * gap)) // 2
            rules = registry.get(gid)
            tile = GameTile(self, gid, rules.tr(rules.title))
            tile.rect = pygame.Rect(x0 + col * (tile_w + gap), top + row * (tile_h + gap), tile_w, tile_h)
            self.menu.add(tile)
            # the game's rules card, from its tile (the button sits on the tile's foot)
            bw, bh = int(110 * s), int(30 * s)
            rules_buttons.append(Button(N_("Rules"), lambda g=gid: self.open_rules(g),
                                        (tile.rect.centerx - bw // 2, tile.rect.bottom - bh - int(10 * s), bw, bh),
                                        "normal", f"rules:{gid}", size=15))
        for button in rules_buttons:
            self.menu.add(button)
        by = top + rows * tile_h + (rows - 1) * gap + int(26 * s)
        self.autosave = latest_autosave()
        labels: list[tuple[str, Any, str, str]] = [
            (N_("Continue"), self.continue_game, "primary", "continue"),
            (N_("Load game"), self.open_saves, "normal", "load"),
            (N_("Settings"), self.open_settings, "normal", "settings"),
            (N_("Quit"), self.quit, "danger", "quit"),
        ]
        if self.kiosk() is not None:
            labels = [item for item in labels if item[3] not in ("settings", "quit")]   # no way out
        bw, bh = int(210 * s), int(48 * s)
        bx0 = (w - (len(labels) * bw + (len(labels) - 1) * gap)) // 2
        by = max(by, int(h - 90 * s))
        by = min(by, h - bh - int(10 * s))
        for i, (key, fn, style, name) in enumerate(labels):
            b = Button(key, fn, (bx0 + i * (bw + gap), by, bw, bh), style, name)
            if name == "continue":
                b.enabled = self.autosave is not None
            self.menu.add(b)
        target = self.menu.by_name(focus_name)
        if target is not None:
            self.menu.focus_on(target)

    def on_resume(self) -> None:
        self.idle = 0.0
        self.layout()  # a save may have appeared or gone: Continue follows

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in INPUT_EVENTS:
            self.idle = 0.0
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.idle += dt
        if self.idle >= self.ATTRACT_AFTER and self.app.top is self and self.app.robot is None:
            self.start_attract()

    def kiosk(self) -> Any:
        """The kiosk running this client (``main.py --kiosk``), if any."""
        return getattr(self.app, "kiosk", None)

    def start_attract(self, game_id: str | None = None) -> Any:
        """Kiosk attract mode: an AI-vs-AI game of a random registered game; any input ends it."""
        import random

        if self.kiosk() is not None and game_id is None:
            return self.kiosk().start_demo()

        from game import registry
        from game.core.match import Match
        from sprites.scenes.table import TableScene

        self.idle = 0.0
        ids = list(registry.ids())
        if not ids:
            return None
        pick = random.Random()
        gid = game_id or pick.choice(ids)
        rules = registry.get(gid)
        try:
            match = Match(rules, rules.check_options({}), pick.randrange(1, 1_000_000))
        except Exception:
            return None
        seats = rules.num_seats(match.state)
        return self.app.push(TableScene(self.app, match, ["easy"] * seats, attract=True))

    # ------------------------------------------------------------------ actions
    def open_game(self, game_id: str) -> None:
        from game import registry
        from sprites.scenes.setup import SetupScene

        if game_id not in registry.ids():
            return
        self.app.sounds.play("click")
        self.app.push(SetupScene(self.app, game_id))

    def open_rules(self, game_id: str) -> None:
        from game import registry
        from sprites.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, registry.get(game_id)))

    def continue_game(self) -> None:
        if self.autosave is not None:
            from sprites.scenes.load import load_save

            load_save(self.app, self.autosave)

    def open_saves(self) -> None:
        from sprites.scenes.saves import SavesScene

        self.app.push(SavesScene(self.app))

    def open_settings(self) -> None:
        from sprites.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        if self.kiosk() is None:
            self.app.running = False

    def back(self) -> None:
        pass  # Escape on the title does nothing (Quit is a button)

    # ------------------------------------------------------------------ frame
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h), (0, 0))
        tile = art.pattern_tile(max(64, int(160 * self.s)))
        ts = tile.get_width()
        off = int(self.time * 18) % ts
        for y in range(-ts, h + ts, ts):
            for x in range(-ts, w + ts, ts):
                surface.blit(tile, (x + off, y + off // 2))
        self.title(surface, _("Tabletop Arcade"), int(36 * self.s), 60)
        sub = gfx.text(_("Four board games, one table: play alone against the AI or with friends on one couch"), self.px(20), gfx.col("text_dim"))
        surface.blit(sub, sub.get_rect(midtop=(w // 2, self.px(116))))
        super().draw(surface)
        hint = gfx.text(_("Arrows / d-pad to move · Enter / A to choose · Esc / B to go back · F11 full screen"), self.px(15), gfx.col("text_dim"))
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - self.px(6))))

    def texts(self) -> list[str]:
        return [_("Tabletop Arcade"), _("Four board games, one table: play alone against the AI or with friends on one couch"), *super().texts()]
