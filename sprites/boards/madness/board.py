"""The Big Book of Madness at the table: the open grimoire in the middle, the wizards around it,
the library and the element supply at its sides, played by pointing at the cards.

``read`` lays one view out into pictures and places (``pieces.Spread``), region by region;
``composite`` keeps the table painted between views and repaints only the regions whose pictures
changed; the static layer holds the felt, the book's leather and the track's path. The board
reads the view of the seat at the screen only: other hands are face down unless the table plays
with open hands."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.core.types import Action
from game.madness.actions import UsePower
from game.madness.book import open_book
from game.madness.data import ACTIVE_POWERS, HAROLD, MADNESS, PAGES, WIZARD_NAMES
from game.madness.effects import matches
from game.madness.state import ONGOING, MadnessState
from sprites.board.base import Board
from sprites.board.gestures import Gesture
from sprites.boards.madness import anims, areas, centre, tips
from sprites.boards.madness.gestures import gestures_for
from sprites.boards.madness.grimoire import leather
from sprites.boards.madness.layout import (
    BOOK,
    BOTTOM,
    LIBRARY,
    PILES,
    SUPPLY,
    TRACK,
    Frame,
    far_edge,
    frame_for,
    seat_order,
)
from sprites.boards.madness.pieces import Spread
from sprites.boards.madness.tr import N_, _, game_text
from sprites.ui import gfx


class MadnessBoard(Board):
    game_id: ClassVar[str] = "madness"
    # the rules card's sections about each kind of place (its tooltip opens the card there)
    # (English headings; the card in another language has its own: see ``rules_section``)
    rules_sections: ClassVar[dict[str, str]] = {
        **dict.fromkeys(("curse", "library", "supply", "spell", "card"), N_("THE FIVE ACTIONS")),
        **dict.fromkeys(("page", "space", "track", "icons"), N_("ROUNDS AND TURNS")),
        **dict.fromkeys(("zone", "wizard", "pile", "seat"), N_("MADNESS, SUPPORT AND TEAMWORK")),
    }

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        self.frame = Frame(1.0, 0, 0)
        self.spread = Spread()
        self.near = 0                          # the seat along the near edge
        self.before: MadnessState | None = None   # the previous view, for what changed
        self.fresh: dict[int, int] = {}        # cards just drawn into each hand
        self.source: str | None = None         # the place an effect being resolved comes from
        self.touched: set[int] = set()         # wizards its travelling effect has reached
        self.batch = 0                         # the view the last event's animations were made on
        self.claimed: dict[int, int] = {}      # fresh cards a draw animation already carries
        self.images: dict[str, pygame.Surface] = {}
        self._comp: pygame.Surface | None = None   # the composite kept between views
        self._comp_key: Any = None
        self._painted: dict[str, tuple] = {}       # region -> what it was painted with
        self._stamp: Any = None                    # the version and pieces in flight last painted

    # ------------------------------------------------------------------ the contract
    def arrange(self) -> tuple[int, int]:
        self.frame = frame_for(self.rect.w, self.rect.h)
        return (self.rect.w, self.rect.h)

    @property
    def task(self) -> tuple:
        v = self.view
        return v.tasks[-1] if v is not None and v.tasks else ()

    def seat_label(self, q: int) -> str:
        v = self.view
        if v is None or not 0 <= q < v.n:
            return f"P{q + 1}"
        return f"P{q + 1} {WIZARD_NAMES[v.wizards[q]]}"

    def power_used(self, q: int) -> bool:
        v = self.view
        if v is None or q != v.active:
            return False
        w = v.wizards[q]
        return (w in ACTIVE_POWERS and v.power_used) or (w == HAROLD and v.harold_used)

    def read(self) -> None:
        view = self.view
        self.places.clear()
        if view is None:
            self.spread = Spread()
            return
        prev = self.before
        if prev is not None and prev.n == view.n:
            self.fresh = {q: max(0, len(view.hand[q]) - len(prev.hand[q])) for q in range(view.n)}
        else:
            self.fresh = {}
        self.before = view
        self.near = self.seat if self.seat is not None else view.active
        sp = Spread()
        f = self.frame
        book = open_book(view)
        name = game_text(PAGES[book.monster][1]) if book.monster >= 0 else ""
        sp.begin("book", f.region((BOOK[0] - 78, BOOK[1], BOOK[2] + 78, BOOK[3])))
        centre.lay_book(sp, f, book, name)
        if name:
            sp.word(name)
        spread = self.discard_choice(view)
        if spread is not None:
            q, codes = spread
            centre.lay_spread(sp, f, view, q, codes, _("{name}'s discard pile: choose a card", name=self.seat_label(q)))
        sp.begin("track", f.region(TRACK))
        centre.lay_track(sp, f, view, _("Neutralized"))
        sp.begin("library", f.region(LIBRARY))
        centre.lay_library(sp, f, view)
        sp.begin("supply", f.region((SUPPLY[0], SUPPLY[1], SUPPLY[2], SUPPLY[3] + PILES[3] + 2)))
        centre.lay_supply(sp, f, view)
        centre.lay_piles(sp, f, view)
        marks = self.payment_marks(view)
        ongoing = view.over == ONGOING
        near = self.near
        sp.begin("near", f.region(BOTTOM))
        areas.large(sp, view, self.seat_of(near, marks, ongoing), f.region(BOTTOM), f.k)
        areas.payment(sp, view, f.region(BOTTOM), f.k, _("Still to pay"))
        others = seat_order(view.n, near)
        for i, (q, rect) in enumerate(far_edge(f, others, view.active).items()):
            sp.begin(f"far:{i}", rect)
            areas.compact(sp, view, self.seat_of(q, marks, ongoing), rect, f.k)
        for place in sp.places:
            self.places.add(place)
        self.spread = sp
        self.images = {item.piece: item.img for item in sp.items if item.piece is not None}
        self.claimed = {}

    def item_image(self, piece: str) -> pygame.Surface | None:
        """The picture a piece has on the table now (a card, a curse, a page)."""
        return self.images.get(piece)

    def claim_fresh(self, q: int) -> int:
        """How many cards just drawn into q's hand an animation may carry (each only once)."""
        n = self.fresh.get(q, 0) - self.claimed.get(q, 0)
        self.claimed[q] = self.fresh.get(q, 0)
        return max(0, min(n, len(self.view.hand[q]) if self.view is not None else 0))

    def seat_of(self, q: int, marks: dict[str, str], ongoing: bool) -> areas.Seat:
        v = self.view
        ready = ongoing and any(isinstance(a, UsePower) and a.seat == q for a in self.legal)
        paying = bool(v.tasks) and v.tasks[-1][0] == "pay"
        return areas.Seat(q, self.seat_label(q), ongoing and q == v.active, self.power_used(q), marks,
                          self.fresh.get(q, 0), ready, paying)

    def discard_choice(self, view: MadnessState) -> tuple[int, list[int]] | None:
        """A card being chosen from a discard pile: whose pile, and the kinds it may be."""
        t = view.tasks[-1] if view.tasks and view.over == ONGOING else ()
        if not t or t[0] != "pick" or t[6] not in ("D", "DS") or t[4] <= 0:
            return None
        q, flt = t[2], t[5]
        codes = sorted({c for c in view.discard[q] if c >= 0 and matches(c, flt)}, key=lambda c: (c == MADNESS, c))
        return (q, codes) if codes else None

    def payment_marks(self, view: MadnessState) -> dict[str, str]:
        """The cards chosen so far for the payment in progress (they leave only when it is
        complete): each takes the first place of its kind not yet marked."""
        t = view.tasks[-1] if view.tasks else ()
        if not t or t[0] != "pay":
            return {}
        out: dict[str, str] = {}
        taken: dict[tuple[str, int, int], int] = {}
        for zone, owner, code, _as in t[4]:
            k = taken.get((zone, owner, code), 0)
            taken[(zone, owner, code)] = k + 1
            lst = view.hand[owner] if zone == "hand" else view.support[owner]
            idx = [i for i, c in enumerate(lst) if c == code]
            if k < len(idx):
                out[f"{zone}:{owner}:{idx[k]}"] = "paid"
        return out

    def paint_static(self, surf: pygame.Surface, z: float) -> None:
        screen = pygame.display.get_surface()
        if screen is not None and screen.get_rect().contains(self.rect):
            # the table's own felt under the board: seamless, and already drawn once
            surf.blit(gfx.felt(*screen.get_size()), (0, 0), self.rect)
        else:
            surf.blit(gfx.felt(surf.get_width(), surf.get_height()), (0, 0))
        f = self.frame
        lea, _left, _right = centre.book_rects(f)
        surf.blit(leather(lea.w + f.px(4), lea.h + f.px(4)), lea.topleft)
        # the invocation track's path: INV, 1, 2, 3, 4, 5 and back
        pts = centre.space_centres(f)
        pygame.draw.lines(surf, gfx.darken(gfx.col("highlight"), .45), False, pts, max(2, f.px(3)))
        tr_rect = f.region(TRACK)
        pygame.draw.rect(surf, (0, 0, 0, 60), tr_rect, 1, border_radius=f.px(8))

    def paint_pieces(self, surf: pygame.Surface, z: float) -> None:
        hidden = self.hidden
        for item in self.spread.items:
            if item.piece is not None and item.piece in hidden:
                continue
            surf.blit(item.img, item.pos)

    def composite(self) -> pygame.Surface:
        """The static layer with the pieces on it, kept between views: only the regions whose
        pieces changed are painted again (a new view usually changes two or three of them)."""
        static = self.static_layer()
        skey = self._static[0] if self._static else None
        if self._comp is None or self._comp_key != skey or self._comp.get_size() != static.get_size():
            self._comp = static.copy()
            self._comp_key = skey
            self._painted = {}
            self._stamp = None
        stamp = (self.version, frozenset(self.hidden), id(self.spread))
        if stamp == self._stamp:
            return self._comp
        self._stamp = stamp
        hidden = self.hidden
        comp = self._comp
        keys: dict[str, tuple] = {}
        dirty: list[pygame.Rect] = []
        for name, group in self.spread.groups.items():
            key = (tuple(group.rect), tuple((it.img, it.pos, it.piece in hidden if it.piece else False)
                                            for it in group.items))
            keys[name] = key
            old = self._painted.get(name)
            if old == key:
                continue
            dirty.append(pygame.Rect(group.rect))
            if old is not None and old[0] != key[0]:
                dirty.append(pygame.Rect(old[0]))
        for name in [n for n in self._painted if n not in keys]:
            dirty.append(pygame.Rect(self._painted.pop(name)[0]))
        # the felt first under every changed rect, then every region over any of them: a region
        # that moved (the active wizard's area widens) must not wipe its neighbour's new place;
        # overlapping rects merged, so no translucent picture is laid twice
        dirty = _disjoint(dirty)
        for r in dirty:
            comp.blit(static, r, r)
        clip = comp.get_clip()
        for name, group in self.spread.groups.items():
            for r in dirty:
                part = group.rect.clip(r)
                if not part.w or not part.h:
                    continue
                comp.set_clip(part)
                for it in group.items:
                    if it.piece is None or it.piece not in hidden:
                        comp.blit(it.img, it.pos)
            self._painted[name] = keys[name]
        comp.set_clip(clip)
        return comp

    # ------------------------------------------------------------------ pointing
    def gestures(self, legal: list[Action]) -> list[Gesture]:
        return gestures_for(self, legal)

    def tooltip(self, place_id: str) -> str | None:
        return tips.tooltip(self, place_id) or self.spread.tips.get(place_id)

    def rules_section(self, place_id: str | None) -> str | None:
        """The heading as the rules card in the player's language writes it (about.cs.txt)."""
        heading = super().rules_section(place_id)
        return _(heading) if heading else heading

    def why(self, place_id: str | None) -> str | None:
        place = self.places.get(place_id)
        if place is None or self.view is None:
            return None
        if place.kind == "spell" and place.data.get("used"):
            return _("This spell is used: it is refreshed in its owner's next concentration phase.")
        if place.kind == "spell" and place.data.get("neutral"):
            return _("Neutralized")
        if place.kind == "wizard" and self.seat is not None and place.seat == self.seat and not any(
                isinstance(a, UsePower) for a in self.legal):
            return _("Your power cannot be used now.")
        return None

    def confirm(self, action: Action) -> str | None:
        """Using the power at the turn's last moment (after the recuperation draw) ends the turn
        with it: a click there asks first."""
        t = self.task
        if isinstance(action, UsePower) and t and t[0] == "power" and t[2] != "grimoire":
            return _("Use your power now? Your turn ends right after it.")
        return None

    def home(self, seat: int | None) -> str | None:
        return f"seat:{seat}" if seat is not None and f"seat:{seat}" in self.places else None

    def texts(self) -> list[str]:
        return list(self.spread.texts)

    # ------------------------------------------------------------------ motion
    def event_place(self, name: Any, seat: int | None = None) -> str | None:
        return anims.place_of(self, name, seat)

    def animations(self, event: Any, generic: list[Any]) -> list[Any]:
        return anims.animations(self, event, generic)

    def anim_pieces(self, event: Any) -> list[str]:
        return anims.pieces_of(self, event)

    def sprite(self, piece: str, seat: int | None = None) -> pygame.Surface | None:
        return anims.sprite(self, piece, seat)


def _disjoint(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        merged = True
        while merged:
            merged = False
            for o in out:
                if o.colliderect(r):
                    out.remove(o)
                    r = r.union(o)
                    merged = True
                    break
        out.append(r)
    return out
