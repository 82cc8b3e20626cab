"""The board contract every game's board follows, and the layer caching they share.

A board reads the view of the seat at the screen (never the state), lays its world out from data,
names its places in the engine's words and maps legal actions to gestures. The base class owns
the camera and the layers: the static layer (terrain, castle, book, beach) is painted once per
size and zoom, the pieces layer once per view, and a frame only blits their composite. Overlays
(hover, selection, targets) belong to :class:`sprites.board.control.BoardControl`.

A subclass implements ``arrange`` (world size and geometry for the current rect and scale),
``read`` (take a new view: pieces and places), ``paint_static`` and ``paint_pieces`` (draw at a
zoom), and optionally ``gestures``, ``tooltip``, ``why``, ``home``, ``pick`` and ``draw_overlay``.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core import i18n
from game.core.types import Action
from sprites.board.camera import Camera
from sprites.board.gestures import Gesture
from sprites.board.places import Place, PlaceIndex
from sprites.ui import gfx

if TYPE_CHECKING:
    from sprites.board.control import BoardControl


class Board:
    game_id: ClassVar[str] = ""
    zoomable: ClassVar[bool] = False      # pan and zoom (maps); others fit their rect exactly
    max_zoom: ClassVar[float] = 3.0
    shows_rolls: ClassVar[bool] = False   # the table's generic "last roll" tray is not needed
    live: ClassVar[bool] = True           # shows a new position at once, hiding pieces in flight
    # place kind -> the heading of the rules card's section about it (``rules_section``)
    rules_sections: ClassVar[dict[str, str]] = {}

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        self.camera = Camera()
        self.places = PlaceIndex()
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.s = 1.0
        self.view: Any = None
        self.seat: int | None = None          # the seat at the screen (None: a spectator)
        self.acting: list[int] = []
        self.legal: list[Action] = []
        self.hidden: set[str] = set()         # pieces in flight: drawn by their animation only
        self.world = (1, 1)
        self.version = 0                      # bumped when the pieces change (composites key on it)
        self._static: tuple[Any, pygame.Surface] | None = None
        self._composite: tuple[Any, pygame.Surface] | None = None

    # ------------------------------------------------------------------ the contract
    def layout(self, rect: pygame.Rect, scale: float) -> None:
        """A new screen rectangle or UI scale: geometry again, layers again."""
        self.rect = pygame.Rect(rect)
        self.s = scale
        self._static = self._composite = None
        self.world = self.arrange()
        self.camera.configure(tuple(self.rect), self.world, self.zoomable, self.max_zoom)
        if self.view is not None:
            self.read()
            self._refit()
        self.version += 1

    def show(self, view: Any, seat: int | None, legal: list[Action], acting: list[int]) -> None:
        """The view of the seat at the screen and the legal actions of the acting seat there."""
        self.view = view
        self.seat = seat
        self.legal = list(legal)
        self.acting = list(acting)
        self.read()
        self._refit()
        self.version += 1

    def _refit(self) -> None:
        """The world's size may follow the view (a generic board's sections): keep the camera
        where it was when it changes."""
        world = self.arrange()
        if world == self.world:
            return
        ox, oy, zoom = self.camera.ox, self.camera.oy, self.camera.zoom
        self.world = world
        self._static = None
        self.camera.configure(tuple(self.rect), world, self.zoomable, self.max_zoom)
        self.camera.zoom_to(zoom)
        self.camera.ox, self.camera.oy = ox, oy
        self.camera.clamp()

    def arrange(self) -> tuple[int, int]:
        """World size (pixels at zoom 1) for ``self.rect`` and ``self.s``."""
        return (self.rect.w, self.rect.h)

    def read(self) -> None:
        """Take ``self.view``: rebuild ``self.places`` and whatever the painters need."""

    def paint_static(self, surf: pygame.Surface, z: float) -> None:
        """What never changes during a game, at zoom ``z`` (surf is the world's size times z)."""
        surf.blit(gfx.felt(surf.get_width(), surf.get_height()), (0, 0))

    def paint_pieces(self, surf: pygame.Surface, z: float) -> None:
        """The pieces of the current view on top of the static layer (skip ``self.hidden``)."""

    def gestures(self, legal: list[Action]) -> list[Gesture]:
        """Each legal action as a gesture; the default puts every action on the action bar."""
        return [Gesture(a) for a in legal]

    def tooltip(self, place_id: str) -> str | None:
        """What is at a place, in a player's words."""
        place = self.places.get(place_id)
        return place.label or None if place else None

    def rules_section(self, place_id: str | None) -> str | None:
        """The section of the rules card about what is at a place (its heading in the game's
        ``about.txt``), which its tooltip offers to open; None: none. By the place's kind, from
        ``rules_sections``."""
        place = self.places.get(place_id)
        return self.rules_sections.get(place.kind) if place is not None else None

    def why(self, place_id: str | None) -> str | None:
        """Why nothing can be done at a place now (None: the table says it from the prompt)."""
        return None

    def home(self, seat: int | None) -> str | None:
        """The place to centre on for a seat (its pieces, its area)."""
        return None

    def pick(self, candidates: list[Gesture], control: BoardControl) -> list[Gesture]:
        """Narrow the candidates of one spot by what the player did on the way (a path hovered
        through); the menu asks about whatever is left."""
        return candidates

    def confirm(self, action: Action) -> str | None:
        """A question to ask before ``action`` plays (a move a player would regret by a slip of
        the hand: a wizard spending its last steps, gold left unspent); None plays it at once."""
        return None

    def gesture_tip(self, gesture: Gesture) -> str | None:
        """More about a menu row or a bar button than its label says (what the unit it buys does,
        what the army it picks is like), shown while the pointer rests on it."""
        return None

    def command(self, place_id: str, control: BoardControl) -> bool:
        """A click on a place of the board's own that is no action (a "do it for me" button):
        True when the board took it."""
        return False

    def draw_overlay(self, surface: pygame.Surface, control: BoardControl) -> None:
        """Per-frame hints of the board's own (a path preview), blits of cached pieces only."""

    def sprite(self, piece: str, seat: int | None = None) -> pygame.Surface | None:
        """The picture of a piece for an animation carrying it (None: a plain block)."""
        return None

    def die_face(self, size: int, face: Any, glow: bool = False) -> pygame.Surface | None:
        """A die of this game showing ``face`` (symbols, coloured dice), for rolls in flight
        (None: plain pips or the face's name)."""
        return None

    def animations(self, event: Any, generic: list[Any]) -> list[Any]:
        """The animations an engine event plays on this board. ``generic`` are the timeline's
        own for the event's animation key; a board may return them, replace them with its own
        (``sprites.timeline.Anim`` subclasses: a volley from its bastions, a section crumbling)
        or add to them. Called once per event, in the order the events happened."""
        return generic

    def anim_pieces(self, event: Any) -> list[str]:
        """The pieces an event's animation carries: hidden on the board while it plays (a block
        moving to a hex is drawn by its animation until it lands there)."""
        return []

    def content_height(self) -> int:
        """How much of the world's height holds something (a generic board's sections)."""
        return self.world[1]

    def event_place(self, name: Any, seat: int | None = None) -> str | None:
        """The place an event's word means (``"hand"`` of seat 1 is ``"hand:1"``)."""
        for candidate in (f"{name}:{seat}" if seat is not None else None, str(name)):
            if candidate is not None and candidate in self.places:
                return candidate
        return None

    def texts(self) -> list[str]:
        """Words drawn on the board (tests read them)."""
        return [p.label for p in self.places if p.label]

    # ------------------------------------------------------------------ geometry
    def place_at(self, pos: tuple[int, int], prefer: Collection[str] | None = None) -> str | None:
        """The place under a screen position (fixed places, over the map, first); a place named
        in ``prefer`` (the destinations of a selected piece) wins over one standing on it."""
        if not self.rect.collidepoint(pos):
            return None
        place = self.fixed.at((pos[0] - self.rect.x, pos[1] - self.rect.y), prefer=prefer)
        if place is None:
            place = self.places.at(self.camera.to_world(pos), fixed=False, prefer=prefer)
        return place.id if place else None

    @property
    def fixed(self) -> PlaceIndex:
        """The places that stay put on the screen (kept apart from the map's places)."""
        key = id(self.places), len(self.places), self.version
        if getattr(self, "_fixed_key", None) != key:
            self._fixed = PlaceIndex(p for p in self.places if p.fixed)
            self._fixed_key = key
        return self._fixed

    def anchor(self, place_id: str | None) -> tuple[int, int] | None:
        """Where a place is on the screen (where pieces land, arrows point)."""
        place = self.places.get(place_id)
        if place is None:
            return None
        if place.fixed:
            return (int(self.rect.x + place.point[0]), int(self.rect.y + place.point[1]))
        return self.camera.to_screen(place.point)

    def screen_rect(self, place_id: str | None) -> pygame.Rect | None:
        place = self.places.get(place_id)
        if place is None:
            return None
        if place.fixed:
            return pygame.Rect(place.rect).move(self.rect.x, self.rect.y)
        return pygame.Rect(self.camera.rect_to_screen(place.rect))

    def zoom_of(self, place_id: str | None) -> float:
        """The scale a place is drawn at (1 for fixed places)."""
        place = self.places.get(place_id)
        return 1.0 if place is None or place.fixed else self.camera.zoom

    def place(self, place_id: str | None) -> Place | None:
        return self.places.get(place_id)

    def reveal(self, place_id: str | None) -> None:
        place = self.places.get(place_id)
        if place is not None and not place.fixed:
            self.camera.reveal(place.point, 60 * self.s)

    # ------------------------------------------------------------------ pieces in flight
    def hide(self, piece: str) -> None:
        if piece not in self.hidden:
            self.hidden.add(piece)
            self.version += 1

    def unhide(self, piece: str) -> None:
        if piece in self.hidden:
            self.hidden.discard(piece)
            self.version += 1

    # ------------------------------------------------------------------ layers
    def static_layer(self) -> pygame.Surface:
        z = self.camera.zoom
        size = (max(1, int(self.world[0] * z)), max(1, int(self.world[1] * z)))
        key = (size, round(z, 5), self.s, i18n.generation())   # a language switch repaints the words
        if self._static is None or self._static[0] != key:
            surf = pygame.Surface(size)
            self.paint_static(surf, z)
            self._static = (key, surf)
        return self._static[1]

    def composite(self) -> pygame.Surface:
        """The static layer with the pieces on it, repainted only when either changes."""
        static = self.static_layer()
        key = (self._static[0] if self._static else None, self.version, frozenset(self.hidden))
        if self._composite is None or self._composite[0] != key:
            # painted over the last one when the size holds: no new frame-sized surface (its
            # allocation and first touch cost as much as the copy)
            last = self._composite[1] if self._composite is not None else None
            if last is not None and last.get_size() == static.get_size() and last.get_bitsize() == static.get_bitsize():
                surf = last
                surf.blit(static, (0, 0))
            else:
                surf = static.copy()
            self.paint_pieces(surf, self.camera.zoom)
            self._composite = (key, surf)
        return self._composite[1]

    def layer_key(self) -> tuple[Any, ...]:
        """What the composite shows (its static layer's key, the pieces' version, the pieces in
        flight): a table that composes the board into its own cached frame keys on it. A board
        whose composite shows more than this says so here."""
        return (self._static[0] if self._static else None, self.version, frozenset(self.hidden))

    def draw(self, surface: pygame.Surface, shake: tuple[int, int] = (0, 0)) -> bool:
        """The composite at the camera, within ``self.rect``; felt around a world smaller than the
        rect (only in the margins it leaves: under the world it would be painted over). True when
        every pixel of the rect was painted."""
        img = self.composite()
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        cam = self.camera
        at = pygame.Rect(int(cam.view[0] - cam.ox) + shake[0], int(cam.view[1] - cam.oy) + shake[1], *img.get_size())
        covered = at.contains(self.rect)
        if img.get_width() < self.rect.w or img.get_height() < self.rect.h:
            felt = gfx.felt(*surface.get_size())
            for strip in _margins(self.rect, at):
                surface.blit(felt, strip.topleft, strip)
            covered = True
        surface.blit(img, at.topleft)
        surface.set_clip(clip)
        return covered


def _margins(rect: pygame.Rect, inner: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``rect`` outside ``inner``: up to four strips (above, below, left, right)."""
    over = rect.clip(inner)
    if not over.w or not over.h:
        return [pygame.Rect(rect)]
    strips = [pygame.Rect(rect.x, rect.y, rect.w, over.y - rect.y),
              pygame.Rect(rect.x, over.bottom, rect.w, rect.bottom - over.bottom),
              pygame.Rect(rect.x, over.y, over.x - rect.x, over.h),
              pygame.Rect(over.right, over.y, rect.right - over.right, over.h)]
    return [r for r in strips if r.w > 0 and r.h > 0]
