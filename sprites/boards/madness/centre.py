"""The middle of the table: the open grimoire, the round track, the invocation track with the
curses laid on their spaces, the library stacks, the element supply, the madness deck and the
destroyed pile. Pictures and places for one view; the static parts are in ``static``."""

from __future__ import annotations

import pygame

from game.madness.book import OpenBook
from game.madness.data import CARD_NAMES, SLOT_NAMES, SLOT_SPACE, SPELLS, card
from game.madness.state import MadnessState
from sprites.board.places import Place
from sprites.boards.madness import cards, grimoire
from sprites.boards.madness.elements import gem
from sprites.boards.madness.layout import (
    BOOK,
    CURSE_H,
    LIBRARY,
    PAGE_H,
    PILES,
    ROUND_TRACK,
    SUPPLY,
    TRACK,
    Frame,
)
from sprites.boards.madness.pieces import Spread
from sprites.boards.madness.tr import _
from sprites.ui import gfx


def book_rects(f: Frame) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The leather, the left page and the right page."""
    x, y, w, h = BOOK
    return f.r(x, y, w, h), f.r(x + 6, y + 4, w / 2 - 8, PAGE_H), f.r(x + w / 2 + 1, y + 4, w / 2 - 8, PAGE_H)


def slot_rects(f: Frame) -> list[pygame.Rect]:
    """The five curse slots under the invocation track, in slot order 2, 3-left, 3-right, 4, 5."""
    x, y, w, h = TRACK
    cx = x + 64
    cw = (w - 64 - 4 * 6) / 5
    return [f.r(cx + i * (cw + 6), y + 24, cw, CURSE_H) for i in range(5)]


def space_centres(f: Frame) -> list[tuple[int, int]]:
    """Where the Invocation space (0) and spaces 1..5 lie: 0 and 1 at the track's start, the
    others over their curse slots (space 3 between its two)."""
    x, y, _w, _h = TRACK
    slots = slot_rects(f)
    top = f.r(0, y + 12, 1, 1).y
    out = [(f.r(x + 16, 0, 1, 1).x, top), (f.r(x + 46, 0, 1, 1).x, top)]
    out.append((slots[0].centerx, top))
    out.append(((slots[1].centerx + slots[2].centerx) // 2, top))
    out.append((slots[3].centerx, top))
    out.append((slots[4].centerx, top))
    return out


def lay_book(sp: Spread, f: Frame, book: OpenBook, monster_name: str) -> None:
    _leather, left, right = book_rects(f)
    words = (_("Bonus if defeated"), _("Penalty if not"), _("Next monster's curses"), _("The last page: no monster follows"))
    sp.add(grimoire.left_page(book, left.w, left.h, monster_name, _("On arrival"), _("The grimoire is closed: it opens on the first turn")),
           left.topleft, "page:left")
    sp.add(grimoire.right_page(book, right.w, right.h, words), right.topleft, "page:right")
    sp.place(Place("monster", tuple(left), "page", z=2))
    sp.place(Place("page", tuple(right), "page", z=2))
    if book.next_icons:
        sp.word(words[2])
        g = max(10, min(int(right.h * 0.15), int(right.w * 0.065)))   # as the page draws them
        pad = max(3, right.w // 60) + 3
        x = right.right - pad - 3 * (g + 2)
        y = right.bottom - max(3, right.w // 60) - g - 2
        sp.place(Place("next", (x, y, 3 * (g + 2), g + 2), "icons", z=3, data={"icons": book.next_icons}))
    rt = f.region(ROUND_TRACK)
    sp.add(grimoire.round_track(book, rt.w, rt.h, _("Rounds")), rt.topleft)
    sp.place(Place("rounds", tuple(rt), "track", z=2))
    sp.word(_("Rounds"))


def lay_spread(sp: Spread, f: Frame, view: MadnessState, q: int, codes: list[int], title: str) -> None:
    """A discard pile spread open over the book while a card is chosen from it (Frost Mirror,
    Sands of Time, a bonus ...): each kind of card once, with how many there are, to click."""
    _leather, left, right = book_rects(f)
    area = left.union(right)
    sp.add(_spread_panel(area.w, area.h), area.topleft)
    fs = max(9, f.px(12))
    t = gfx.text(gfx.fit_text(title, fs, area.w - f.px(16), True), fs, grimoire.theme("gold"), True)
    sp.add(t, (area.x + f.px(8), area.y + f.px(4)))
    sp.word(title)
    ch = area.h - t.get_height() - f.px(14)
    cw = int(ch / 1.43)
    step = min(cw + f.px(6), (area.w - f.px(16) - cw) / max(1, len(codes) - 1)) if len(codes) > 1 else 0
    x0 = area.x + f.px(8)
    y = area.y + t.get_height() + f.px(8)
    discard = view.discard[q]
    for i, c in enumerate(codes):
        x = int(x0 + i * step)
        pid = f"spread:{q}:{c}"
        sp.add(cards.element_card(c, cw, ch), (x, y), pid)
        n = discard.count(c)
        if n > 1:
            b = cards.count_badge(f"×{n}", f.px(12))
            sp.add(b, (x + cw - b.get_width() + f.px(2), y + ch - b.get_height()))
        sp.place(Place(pid, (x, y, cw if i == len(codes) - 1 else max(6, int(step)), ch), "card", z=9,
                       data={"zone": "discard", "owner": q, "code": c}))
        sp.card("discard", q, c, pid, first=True)


def _spread_panel(w: int, h: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (22, 16, 26), (0, 0, w, h), border_radius=max(4, w // 60))
        pygame.draw.rect(surf, grimoire.theme("gold"), (0, 0, w, h), 2, border_radius=max(4, w // 60))
        return surf

    return _slots.get_or(("spread", w, h), make)


def lay_track(sp: Spread, f: Frame, view: MadnessState, neutral_word: str) -> None:
    centres = space_centres(f)
    size = f.px(22)
    for n, (cx, cy) in enumerate(centres):
        sp.add(grimoire.space(size, n, n == view.marker and view.round > 0), (cx - size // 2, cy - size // 2))
        sp.place(Place(f"space:{n}", (cx - size // 2, cy - size // 2, size, size), "space", z=2, radius=size / 2,
                       focus=False))
    mk = f.px(18)
    cx, cy = centres[view.marker]
    sp.add(grimoire.marker(mk), (cx - mk // 2 + size // 3, cy - mk // 2 - size // 3), "marker")
    for slot, r in enumerate(slot_rects(f)):
        code = view.track[slot]
        pid = f"curse:{SLOT_NAMES[slot]}"
        if code < 0:
            sp.add(_empty_slot(r.w, r.h, SLOT_SPACE[slot]), r.topleft)
            continue
        mad = view.track_mad[slot]
        if mad:
            # the Warlock's madness lies under the curse: whoever breaks it takes it (§5.5 I9)
            m = cards.madness_card(int(r.w * 0.5), int(r.h * 0.55))
            sp.add(m, (r.right - m.get_width() + f.px(4), r.bottom - m.get_height() + f.px(6)))
        tokens = tuple(view.tokens[slot * 4:slot * 4 + 4])
        neutral = bool(view.track_neutral[slot])
        sp.add(cards.curse_card(code, r.w, r.h, tokens, neutral, neutral_word), r.topleft, pid)
        sp.place(Place(pid, tuple(r), "curse", z=3, data={"slot": slot, "code": code}))
        if mad:
            b = cards.count_badge(f"+{mad}", f.px(12))
            sp.add(b, (r.right - b.get_width(), r.bottom - b.get_height() // 2))


_slots = gfx.LRU(20)


def _empty_slot(w: int, h: int, number: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 50), (0, 0, w, h), border_radius=max(3, w // 10))
        pygame.draw.rect(surf, (255, 255, 255, 50), (0, 0, w, h), 1, border_radius=max(3, w // 10))
        t = gfx.text(str(number), max(10, h // 3), (255, 255, 255, 60), True)
        t.set_alpha(60)
        surf.blit(t, t.get_rect(center=(w // 2, h // 2)))
        return surf

    return _slots.get_or((w, h, number), make)


def lay_library(sp: Spread, f: Frame, view: MadnessState) -> None:
    x, y, w, h = LIBRARY
    title = _("Library")
    fs = f.px(12)
    img = gfx.text(gfx.fit_text(title, fs, f.px(w), True, whole_on_hover=True), fs, grimoire.theme("gold"), True)
    sp.add(img, f.r(x + 2, y, 1, 1).topleft)
    sp.word(title)
    row = (h - 16) / 4
    spine = 13
    for e in range(4):
        lib = view.library[e]
        r = f.r(x + 2, y + 16 + e * row, w - 8 - 2 * spine, row - 5)
        depth = len(lib)
        off = f.px(2)
        # the face-down cards under it peek out on the right, each showing its level (public)
        for i in range(1, depth):
            lvl = _level_below(lib, i)
            sp.add(_spine(e, lvl, f.px(spine + 4), r.h), (r.right - f.px(6) + (i - 1) * f.px(spine), r.y))
        pid = f"library:{e}"
        if lib:
            top = lib[-1]
            sid = top if top >= 0 else -1
            level = SPELLS[top][2] if top >= 0 else _level_of_hidden(top)
            sp.add(cards.library_tile(sid, e, level, r.w, r.h), r.topleft, pid)
        else:
            sp.add(_empty_stack(e, r.w, r.h), r.topleft)
        sp.place(Place(pid, (r.x, r.y, r.w + off * 2, r.h + off * 2), "library", z=3, data={"element": e}))


def _spine(e: int, level: int, w: int, h: int) -> pygame.Surface:
    """The visible edge of a face-down library card: its element and its level."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        c = grimoire.colour(e)
        pygame.draw.rect(surf, (18, 16, 20), (0, 0, w, h), border_radius=max(3, h // 8))
        pygame.draw.rect(surf, gfx.darken(c, .5), (1, 1, w - 2, h - 2), border_radius=max(2, h // 8 - 1))
        t = gfx.text(str(level), max(8, int(w * 0.75)), gfx.lighten(c, .55), True)
        surf.blit(t, t.get_rect(center=((w - w * 0.25) / 2 + 1, h / 2)))
        return surf

    return _slots.get_or(("spine", e, level, w, h), make)


def _empty_stack(e: int, w: int, h: int) -> pygame.Surface:
    """A library stack learned to the bottom (§7 item 26): only its element's mark is left."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 50), (0, 0, w, h), border_radius=max(3, h // 8))
        pygame.draw.rect(surf, (255, 255, 255, 50), (0, 0, w, h), 1, border_radius=max(3, h // 8))
        g = gem(e, max(10, int(h * 0.45))).copy()
        g.set_alpha(90)
        surf.blit(g, g.get_rect(center=(w // 2, h // 2)))
        return surf

    return _slots.get_or(("stack", e, w, h), make)


def _level_of_hidden(code: int) -> int:
    """A face-down library card's marker (rules.hidden_spell) still tells its level."""
    return (-code - 100) % 4


def _level_below(lib: list[int], i: int) -> int:
    code = lib[len(lib) - 1 - i]
    return SPELLS[code][2] if code >= 0 else _level_of_hidden(code)


def lay_supply(sp: Spread, f: Frame, view: MadnessState) -> None:
    x, y, w, h = SUPPLY
    title = _("Element cards")
    fs = f.px(12)
    img = gfx.text(gfx.fit_text(title, fs, f.px(w), True, whole_on_hover=True), fs, grimoire.theme("gold"), True)
    sp.add(img, f.r(x + 4, y, 1, 1).topleft)
    sp.word(title)
    col_w = (w - 8) / 4
    row_h = (h - 18) / 2
    cw, ch = f.px(min(col_w - 8, 40)), f.px(min(row_h - 8, 56))
    for v, value in enumerate((2, 3)):
        for e in range(4):
            code = card(e, value)
            r = f.r(x + 4 + e * col_w, y + 18 + v * row_h, col_w - 4, row_h - 4)
            n = view.supply[code]
            top = cards.element_card(code, cw, ch)
            img = cards.pile(("el", code, cw, ch), top, n, cw, ch)
            pos = (r.x, r.y)
            sp.add(img, pos, f"supply:{CARD_NAMES[code]}")
            badge = cards.count_badge(f"×{n}", f.px(12), (60, 20, 20) if n == 0 else None)
            # inside the column: the next pile, drawn later, would hide a badge reaching into it
            sp.add(badge, (min(r.x + cw - badge.get_width() // 2, r.right - badge.get_width()),
                           r.y + ch - badge.get_height() // 2 - f.px(2)))
            sp.place(Place(f"supply:{CARD_NAMES[code]}", (r.x, r.y, cw + f.px(6), ch + f.px(6)), "supply", z=3,
                           data={"code": code}))


def lay_piles(sp: Spread, f: Frame, view: MadnessState) -> None:
    x, y, w, h = PILES
    cw, ch = f.px(44), f.px(60)
    fs = f.px(12)
    r = f.r(x + 6, y + 14, 44, 60)
    top = cards.madness_card(cw, ch)
    sp.add(cards.pile(("mad", cw, ch), top, view.madness, cw, ch), r.topleft, "madness")
    sp.add(cards.count_badge(str(view.madness), max(9, f.px(12)), (60, 20, 80)), (r.x + cw - f.px(10), r.y + ch - f.px(12)))
    sp.place(Place("madness", (r.x, r.y, cw, ch), "pile", z=3))
    word = _("Madness deck")
    img = gfx.text(gfx.fit_text(word, fs, f.px(94), True, whole_on_hover=True), fs, grimoire.theme("gold"), True)
    sp.add(img, f.r(x + 6, y, 1, 1).topleft)
    sp.word(word)
    r2 = f.r(x + 104, y + 14, 44, 60)
    destroyed = view.destroyed
    if destroyed:
        c = destroyed[-1]
        img = cards.pile(("el", c, cw, ch), cards.element_card(c, cw, ch), len(destroyed), cw, ch)
        img = _greyed(img, ("el", c, cw, ch, len(destroyed)))
    else:
        img = cards.pile(("none",), cards.card_back(cw, ch), 0, cw, ch)
    sp.add(img, r2.topleft, "destroyed")
    n = len(destroyed) + len(view.destroyed_spells)
    sp.add(cards.count_badge(str(n), fs), (r2.x + cw - f.px(10), r2.y + ch - f.px(12)))
    sp.place(Place("destroyed", (r2.x, r2.y, cw, ch), "pile", z=3))
    word = _("Destroyed")
    img = gfx.text(gfx.fit_text(word, fs, f.px(94), True, whole_on_hover=True), fs, gfx.col("text_dim"), True)
    sp.add(img, f.r(x + 104, y, 1, 1).topleft)
    sp.word(word)


_grey = gfx.LRU(30)


def _greyed(img: pygame.Surface, key: tuple) -> pygame.Surface:
    def make() -> pygame.Surface:
        out = pygame.transform.grayscale(img)
        out.set_alpha(200)
        return out

    return _grey.get_or(key, make)
