"""The rules card of a game: what the engine says of itself, its options, and the keys."""

from __future__ import annotations

import html
import inspect
import json
import sys
from typing import Any

import pygame

from sprites.tr import N_, _
from sprites.ui import gfx
from sprites.ui.scene import Scene
from sprites.ui.widgets import Button


def rules_text(rules: Any) -> str:
    parts = []
    about = getattr(rules, "about", None)   # a player-facing text, when the engine gives one
    if callable(about):
        about = about()
    if isinstance(about, str) and about.strip():
        parts.append(about.strip())
    mod = sys.modules.get(type(rules).__module__)
    package = sys.modules.get(type(rules).__module__.rsplit(".", 1)[0])
    for obj in (package, mod, type(rules)) if not parts else ():
        doc = inspect.getdoc(obj) if obj is not None else None
        if doc and doc not in parts and not doc.startswith("Base of every engine"):
            parts.append(doc)
    lines = [rules.tr(rules.title), ""]
    lines.extend(parts or [_("This engine gives no description of itself.")])
    lines.append("")
    lines.append(_("Players: {lo}–{hi}", lo=rules.min_players, hi=rules.max_players))
    for opt in rules.options():
        lines.append(f"• {rules.tr(opt.label)}: {rules.tr(opt.help) if opt.help else opt.default}")
    lines.append("")
    lines.append(_("Keys: arrows choose an action, Enter plays it, a click or any key skips animations, Ctrl+Z takes back your own actions of this turn (until something new came to light), H asks for a hint, R opens the rules at what you point at, F5 quick-saves, F9 quick-loads, Esc opens the menu."))
    return "\n".join(lines)


def gui_theme(scale: float) -> dict[str, Any]:
    """The pygame_gui theme (``data/gui_theme.json``) with font sizes following the UI scale."""
    theme = json.loads((gfx.DATA_DIR / "gui_theme.json").read_text(encoding="utf-8"))
    for block in theme.values():
        f = block.get("font") if isinstance(block, dict) else None
        if f and "size" in f:
            f["size"] = str(max(9, int(int(f["size"]) * scale)))
    return theme


def as_html(text: str, section: str | None = None) -> str:
    """The card for the text box: the title and every section heading bold, the heading of
    ``section`` (the part a tooltip or the coach asked for) in the highlight colour too."""
    from sprites.table.rulescard import is_heading

    out = []
    for i, line in enumerate(text.split("\n")):
        shown = html.escape(line)
        if i == 0 or is_heading(line.strip()):
            shown = f"<b>{shown}</b>"
            if section and line.strip() == section:
                shown = f"<font color='#{_hex(gfx.col('highlight'))}'>{shown}</font>"
        out.append(shown)
    return "<br>".join(out)


def _hex(colour: tuple[int, ...]) -> str:
    return "".join(f"{int(c):02x}" for c in colour[:3])


class RulesScene(Scene):
    """A scrolling rules card in a pygame_gui text box (themed by ``data/gui_theme.json``)."""

    opaque = True

    def __init__(self, app: Any, rules: Any, section: str | None = None) -> None:
        super().__init__(app)
        self.rules = rules
        self.section = section      # open at this section of the card (a heading of about.txt)
        self.gui: Any = None
        self.box: Any = None

    def layout(self) -> None:
        import pygame_gui

        w, h = self.app.size
        self.gui = pygame_gui.UIManager((w, h), gui_theme(self.s))
        size = max(9, int(18 * self.s))
        self.gui.preload_fonts([{"name": "noto_sans", "point_size": size, "style": style}
                                for style in ("bold",)])
        rect = pygame.Rect(self.px(80), self.px(90), w - self.px(160), h - self.px(190))
        text = rules_text(self.rules)
        section = self.section
        if section:   # a board names the English card's heading: the same section in Czech
            from sprites.table.rulescard import english_card, section_in

            section = section_in(text, section, english_card(self.rules))
        self.box = pygame_gui.elements.UITextBox(as_html(text, section), rect, self.gui)
        if section:
            self.scroll_to(text, section, size, rect.w - self.px(40))
        self.menu.widgets.clear()
        self.menu.add(Button(N_("Back"), self.back, ((w - self.px(220)) // 2, h - self.px(80), self.px(220),
                                                        self.px(50)), "primary", "back"))

    def scroll_to(self, text: str, section: str, size: int, width: int) -> None:
        """Bring ``section``'s heading to the top: the share of the card's wrapped lines above it."""
        from sprites.table.rulescard import line_of

        bar = getattr(self.box, "scroll_bar", None)
        if bar is None:
            return
        lines = text.split("\n")
        rows = [max(1, len(gfx.wrap(line, size, width))) if line else 1 for line in lines]
        before = sum(rows[:line_of(text, section)])
        frac = before / max(1, sum(rows))
        bar.set_scroll_from_start_percentage(max(0.0, min(1.0 - bar.visible_percentage, frac)))
        self.box.update(0.0)

    def scroll(self, delta: float) -> None:
        bar = getattr(self.box, "scroll_bar", None)
        if bar is None:
            return
        pos = bar.start_percentage + delta * bar.visible_percentage
        bar.set_scroll_from_start_percentage(max(0.0, min(1.0 - bar.visible_percentage, pos)))

    def handle(self, event: pygame.event.Event) -> None:
        steps = {pygame.K_UP: -0.15, pygame.K_DOWN: 0.15, pygame.K_PAGEUP: -0.9, pygame.K_PAGEDOWN: 0.9}
        if event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll(steps[event.key])
            return
        if self.gui is not None and event.type in (pygame.MOUSEWHEEL, pygame.MOUSEMOTION,
                                                   pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.gui.process_events(event)
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.gui is not None:
            self.gui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(gfx.felt(w, h), (0, 0))
        self.title(surface, _("Rules"), self.px(20), 40)
        if self.gui is not None:
            self.gui.draw_ui(surface)
        super().draw(surface)

    def texts(self) -> list[str]:
        return [_("Rules"), *super().texts()]
