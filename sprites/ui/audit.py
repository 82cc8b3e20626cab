"""The layout audit's eyes: what the drawing code reports while an audit watches.

Normally nothing is recorded (``gfx.AUDIT`` is None and every hook is one comparison). While
``python main.py check layout`` runs, every text rendered, every text shortened with an ellipsis
and every box an overlay or a bar drew in a frame is reported here, and each frame is judged:

- cut:     a text shortened with "…" whose whole is not one hover away (``fit_text`` calls that
           show the whole on hover say so with ``whole_on_hover``);
- covered: a pop-up (a menu, a stepper, a confirmation) with a tooltip, a toast or a note drawn
           over it, or two texts of one bar drawn over each other;
- tiny:    a text rendered smaller than the floor that stays readable;
- words:   the engine's words on screen: a rule section number ("§4.1", "(1.21)"), a coordinate
           pair ("(14,2)"), a seat-numbered id ("P1-5") or a move between place ids ("E4 -> GH")
           where a player expects a place's or a piece's name.

Each finding is kept once per distinct text, with how often it was seen and a note of where.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

# the smallest text size that stays readable, in pixels at the 1280x720 layout (scaled with the UI)
FLOOR = 12
# boxes that float over the screen: none of them may cover a pop-up
OVERLAYS = ("tooltip", "toast", "note", "prompt_tip")
POPUPS = ("popup",)
KINDS = ("cut", "covered", "tiny", "words")
# what only the engine says: rule sections, hex coordinates, seat-numbered ids
ENGINE_WORDS = re.compile(r"§|\(\d+\.\d+\)|\(\s*-?\d+\s*,\s*-?\d+\s*\)|\bP\d+-\d+\b"
                          r"|\b[A-Z]{1,3}\d*\s*->\s*[A-Z]{1,3}\d*\b")   # the last: "E4 -> GH", place ids


@dataclass
class Finding:
    kind: str            # one of KINDS
    text: str
    detail: str = ""
    seen: int = 0
    where: str = ""      # the scene, game, size and language it was first seen in
    shot: str = ""       # the screenshot that shows it, if one was taken


@dataclass
class LayoutAudit:
    scale: float = 1.0
    context: str = ""
    findings: dict[tuple[str, str], Finding] = field(default_factory=dict)
    boxes: list[tuple[str, Any, str]] = field(default_factory=list)   # this frame: (layer, rect, text)
    fresh: list[Finding] = field(default_factory=list)              # first seen this frame

    @property
    def floor(self) -> int:
        return int(FLOOR * self.scale)

    # ------------------------------------------------------------------ hooks (gfx calls them)
    def on_text(self, text: str, size: int) -> None:
        if text.strip() and size < self.floor:
            self._find("tiny", text, f"{size}px < {self.floor}px")
        found = ENGINE_WORDS.search(text)
        if found:
            self._find("words", text, f"the engine's {found.group(0)!r}")

    def on_cut(self, whole: str, shown: str, size: int, whole_on_hover: bool) -> None:
        if ENGINE_WORDS.search(whole):   # the whole one hover away is read too
            self.on_text(whole, self.floor)
        if not whole_on_hover:
            self._find("cut", whole, f"shown as {shown!r}")

    def box(self, layer: str, rect: Any, text: str = "") -> None:
        """A box drawn this frame: an overlay ("tooltip", "toast", "note", "prompt_tip"), a
        ``popup``, or a text of a bar ("top", "strip") that must not run into its neighbours."""
        self.boxes.append((layer, rect, text))

    # ------------------------------------------------------------------ frames
    def end_frame(self) -> list[Finding]:
        """Judge the frame's boxes; the findings first seen in this frame (for a screenshot)."""
        popups = [(r, t) for layer, r, t in self.boxes if layer in POPUPS]
        for layer, r, t in self.boxes:
            if layer in OVERLAYS:
                for pr, pt in popups:
                    if r.colliderect(pr):
                        self._find("covered", pt or "a pop-up", f"under a {layer}: {t[:60]!r}")
        bars: dict[str, list[tuple[Any, str]]] = {}
        for layer, r, t in self.boxes:
            if layer not in OVERLAYS and layer not in POPUPS:
                bars.setdefault(layer, []).append((r, t))
        for layer, items in bars.items():
            for i, (a, ta) in enumerate(items):
                for b, tb in items[i + 1:]:
                    if a.colliderect(b):
                        self._find("covered", ta, f"runs into {tb[:60]!r} on the {layer} bar")
        self.boxes = []
        fresh, self.fresh = self.fresh, []
        return fresh

    def _find(self, kind: str, text: str, detail: str) -> None:
        key = (kind, text)
        found = self.findings.get(key)
        if found is None:
            found = self.findings[key] = Finding(kind, text, detail, 0, self.context)
            self.fresh.append(found)
        found.seen += 1

    # ------------------------------------------------------------------ the report
    def count(self, kind: str) -> int:
        return sum(1 for f in self.findings.values() if f.kind == kind)

    def worst(self, kind: str, n: int = 8) -> list[Finding]:
        return sorted((f for f in self.findings.values() if f.kind == kind), key=lambda f: -f.seen)[:n]
