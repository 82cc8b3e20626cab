"""The open grimoire and the tracks beside it, drawn once per page and size.

Left page: the monster, its three curse elements around it (left, top, right: the order the
curses are laid), its arrival effect. Right page: the bonus if it is defeated, the penalty if
not, and the elements of the next monster's curses. The round track: a row per round, a column
per difficulty, multi-element curse marks in each cell, the chosen column lit and the hat on the
current round. The invocation track: the Invocation space and spaces 1 to 5, the book marker on
the space reached.
"""

from __future__ import annotations

import pygame

from game.madness.book import CLOSED, OpenBook
from sprites.boards.madness.cards import _wrap, blit_lines, fit_block, monster_portrait, readable
from sprites.boards.madness.elements import colour, gem, theme
from sprites.boards.madness.layout import PAGE_H
from sprites.boards.madness.tr import LanguageLRU
from sprites.ui import gfx

_cache = LanguageLRU(120)   # words on the pictures: redrawn on a language switch
ROMAN = ("I", "II", "III")


def _paper(w: int, h: int, left: bool) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    paper = theme("paper")
    pygame.draw.rect(surf, paper, (0, 0, w, h), border_radius=max(3, w // 40))
    # the gutter's shade, towards the spine
    n = max(2, w // 18)
    shade = pygame.Surface((n, h - 4), pygame.SRCALPHA)
    for i in range(n):
        x = n - 1 - i if left else i
        pygame.draw.line(shade, (90, 60, 40, int(70 * (1 - i / n))), (x, 0), (x, h - 5))
    surf.blit(shade, (w - n if left else 0, 2))
    pygame.draw.rect(surf, gfx.darken(paper, .3), (0, 0, w, h), 1, border_radius=max(3, w // 40))
    return surf


def left_page(book: OpenBook, w: int, h: int, name: str, arrival_word: str, closed_word: str) -> pygame.Surface:
    """The monster's page (the back of the card just turned); the cover while the book is shut."""
    def make() -> pygame.Surface:
        if book.monster == CLOSED:
            return cover(w, h, closed_word)
        surf = _paper(w, h, True)
        ink = theme("ink")
        pad = max(3, w // 60)
        floor = readable(h, PAGE_H)
        ls = max(floor, int(round(h * 12 / PAGE_H)))   # 12 px at the 1280x720 layout
        title = gfx.text(gfx.fit_text(name, ls, w - 2 * pad, True), ls, gfx.col("danger"), True)
        surf.blit(title, (pad + 2, pad))
        g = max(10, min(int(h * 0.17), int(w * 0.075)))
        top = pad + title.get_height() + 1
        size = max(24, min(h - top - g - pad, int(w * 0.28)))
        block_w = size + 2 * g + 4
        px = pad + g + 2
        py = top + g // 2 + 1
        surf.blit(monster_portrait(book.monster, size), (px, py))
        if len(book.icons) == 3:
            left, upper, right = book.icons
            surf.blit(gem(left, g), (px - g - 1, py + size // 2 - g // 2))
            surf.blit(gem(upper, g), (px + size // 2 - g // 2, top - 1))
            surf.blit(gem(right, g), (px + size + 1, py + size // 2 - g // 2))
        text_r = pygame.Rect(pad + block_w + 4, top, w - block_w - 2 * pad - 6, h - top - pad)
        label = gfx.text(gfx.fit_text(arrival_word, ls, text_r.w, True, True), ls, gfx.darken(ink, -0.3), True)
        surf.blit(label, text_r.topleft)
        step = label.get_height() - 1
        body = pygame.Rect(text_r.x, text_r.y + step, text_r.w, text_r.h - step)
        # never below the floor: a text too long for the page is cut, its whole in the page's tooltip
        lines, size_, _cut = fit_block(book.arrival, body.w, body.h, (ls, floor))
        blit_lines(surf, lines, size_, ink, body)
        return surf

    return _cache.get_or(("left", book.monster, book.round, book.arrival, w, h, name, arrival_word, closed_word), make)


def _share(texts: list[str], w: int, room: int, size: int, floor: int) -> tuple[int, list[int]]:
    """The largest size from ``size`` down to ``floor`` at which all ``texts`` wrap into ``room``
    pixels of height together, and the lines each gets; at the floor the longest give up lines."""
    for s in range(size, floor - 1, -1):
        need = [max(1, len(_wrap(t, s, w, False))) for t in texts]
        line_h = gfx.font(s).get_linesize() - 1
        if sum(need) * line_h <= room:
            return s, need
    rows = max(len(texts), room // line_h)
    while sum(need) > rows:
        need[need.index(max(need))] -= 1
    return floor, need


def right_page(book: OpenBook, w: int, h: int, words: tuple[str, str, str, str]) -> pygame.Surface:
    """The front of the next card: this monster's bonus and penalty and the next monster's curse
    elements (on the last page: the game's end instead)."""
    bonus_word, penalty_word, next_word, last_word = words

    def make() -> pygame.Surface:
        surf = _paper(w, h, False)
        if book.right == CLOSED:
            return surf
        ink = theme("ink")
        pad = max(3, w // 60)
        floor = readable(h, PAGE_H)
        ls = max(floor, int(round(h * 12 / PAGE_H)))   # 12 px at the 1280x720 layout
        g = max(10, min(int(h * 0.15), int(w * 0.065)))
        inner = pygame.Rect(pad + 3, pad, w - 2 * pad - 6, h - 2 * pad)
        foot = g + 2 if book.next_icons else ls + 4
        step = gfx.font(ls, True).get_linesize() - 1
        room = inner.h - foot - 2 * step - 4   # the two texts under their labels, shared by need
        parts = ((bonus_word, book.bonus, gfx.col("ok")), (penalty_word, book.penalty, gfx.col("danger")))
        size, rows = _share([text for _w, text, _c in parts], inner.w, room, ls, floor)
        line_h = gfx.font(size).get_linesize() - 1
        y = inner.y
        for (word, text, c), n in zip(parts, rows):
            label = gfx.text(gfx.fit_text(word, ls, inner.w, True, True), ls, gfx.darken(c, .35), True)
            surf.blit(label, (inner.x, y))
            y += step
            # cut only when both do not fit at the floor: the whole is in the page's tooltip
            lines, size_, _cut = fit_block(text, inner.w, n * line_h, (size,))
            blit_lines(surf, lines, size_, ink, pygame.Rect(inner.x, y, inner.w, n * line_h))
            y += line_h * len(lines) + 2
        bottom = inner.bottom - foot
        if book.next_icons:
            label = gfx.text(gfx.fit_text(next_word, ls, inner.w - 3 * (g + 2), True, True), ls, ink, True)
            surf.blit(label, label.get_rect(midleft=(inner.x, bottom + g // 2 + 1)))
            x = inner.right - 3 * (g + 2)
            for e in book.next_icons:
                surf.blit(gem(e, g), (x, bottom + 1))
                x += g + 2
        else:
            label = gfx.text(gfx.fit_text(last_word, ls, inner.w, True, True), ls, gfx.darken(theme("gold"), .3), True)
            surf.blit(label, (inner.x, bottom + 2))
        return surf

    return _cache.get_or(("right", book.right, book.bonus, book.penalty, book.next_icons, w, h, words), make)


def cover(w: int, h: int, word: str) -> pygame.Surface:
    """The grimoire shut: leather, gold corners, its name."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    book = theme("book")
    gold = theme("gold")
    pygame.draw.rect(surf, book, (0, 0, w, h), border_radius=max(3, w // 30))
    pygame.draw.rect(surf, gold, (4, 4, w - 8, h - 8), 2, border_radius=max(3, w // 30))
    eye = gem(4, max(12, h // 3))
    surf.blit(eye, eye.get_rect(center=(w // 2, h // 2 - h // 10)))
    floor = readable(h, PAGE_H)
    fs = max(floor, h // 10)
    lines, size, _cut = fit_block(word, w - 16, h // 3, (fs, floor), True)
    blit_lines(surf, lines, size, gold, pygame.Rect(8, h * 2 // 3 - 4, w - 16, h // 3), True, True)
    return surf


def leather(w: int, h: int) -> pygame.Surface:
    """The open book's cover under its pages, with the spine (static)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        book = theme("book")
        pygame.draw.rect(surf, (0, 0, 0, 90), (4, 5, w - 4, h - 4), border_radius=max(4, w // 50))
        pygame.draw.rect(surf, book, (0, 0, w - 4, h - 4), border_radius=max(4, w // 50))
        pygame.draw.rect(surf, gfx.darken(book, .4), (0, 0, w - 4, h - 4), 2, border_radius=max(4, w // 50))
        pygame.draw.line(surf, gfx.darken(book, .5), ((w - 4) // 2, 2), ((w - 4) // 2, h - 7), max(2, w // 120))
        return surf

    return _cache.get_or(("leather", w, h), make)


def multi_mark(size: int) -> pygame.Surface:
    """A multi-element curse mark: a disc of the four element colours."""
    def make() -> pygame.Surface:
        k = 3
        S = size * k
        big = pygame.Surface((S, S), pygame.SRCALPHA)
        r = S / 2
        for i in range(4):
            pts = [(r, r)]
            for j in range(7):
                import math

                a = -math.pi / 2 + (i + j / 6) * math.pi / 2
                pts.append((r + r * math.cos(a), r + r * math.sin(a)))
            pygame.draw.polygon(big, colour(i), pts)
        pygame.draw.circle(big, (20, 14, 20), (r, r), r, max(2, S // 10))
        return pygame.transform.smoothscale(big, (size, size))

    return _cache.get_or(("multi", size), make)


def round_track(book: OpenBook, w: int, h: int, title: str) -> pygame.Surface:
    """§3.3 the round track: rows = rounds, columns = difficulty; each cell shows its 0-2
    multi-element curses; the chosen column is lit, the round marker (a hat) on this round."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (24, 18, 26, 235), (0, 0, w, h), border_radius=max(3, w // 10))
        pygame.draw.rect(surf, theme("gold"), (0, 0, w, h), 1, border_radius=max(3, w // 10))
        fs = max(8, int(round(w * 12 / 74)))   # 12 px at the 1280x720 layout
        t = gfx.text(gfx.fit_text(title, fs, w - 4, True), fs, theme("gold"), True)
        surf.blit(t, t.get_rect(midtop=(w // 2, 2)))
        head = t.get_height() + 2
        num_w = int(w * 0.2)
        cw = (w - num_w - 4) // 3
        rh = (h - head - fs - 6) // 6
        y0 = head + fs + 3
        for d in range(3):
            x = num_w + 2 + d * cw
            lit = d == book.difficulty
            if lit:
                pygame.draw.rect(surf, (*theme("gold"), 70), (x, head, cw, fs + 3 + rh * 6), border_radius=3)
            lab = gfx.text(ROMAN[d], fs, theme("gold") if lit else gfx.col("text_dim"), True)
            surf.blit(lab, lab.get_rect(midtop=(x + cw // 2, head)))
        mark = max(5, min(cw // 2 - 1, rh - 3))
        for r in range(6):
            y = y0 + r * rh
            n = gfx.text(str(r + 1), fs, gfx.col("text") if r + 1 == book.round else gfx.col("text_dim"), r + 1 == book.round)
            surf.blit(n, n.get_rect(center=(num_w // 2 + 1, y + rh // 2)))
            pygame.draw.line(surf, (255, 255, 255, 30), (2, y), (w - 3, y))
            for d in range(3):
                k = book.track[r][d]
                x = num_w + 2 + d * cw
                for i in range(k):
                    m = multi_mark(mark)
                    surf.blit(m, m.get_rect(center=(x + cw // 2 + (i - (k - 1) / 2) * (mark + 1), y + rh // 2)))
        if 1 <= book.round <= 6:
            x = num_w + 2 + book.difficulty * cw
            y = y0 + (book.round - 1) * rh
            pygame.draw.rect(surf, gfx.col("highlight"), (x, y, cw, rh), 2, border_radius=3)
            hat = [(x + 1, y + rh - 2), (x + cw * 0.45, y + 1), (x + cw * 0.5, y + rh - 4)]
            pygame.draw.polygon(surf, (70, 40, 120), hat)
            pygame.draw.polygon(surf, gfx.col("highlight"), hat, 1)
        return surf

    return _cache.get_or(("rounds", book.difficulty, book.round, w, h, title), make)


def space(size: int, number: int, lit: bool) -> pygame.Surface:
    """A space of the invocation track: 1 to 5, or 0 the Invocation space (an open book)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size / 2
        fill = theme("book") if number == 0 else (40, 30, 44)
        pygame.draw.circle(surf, (0, 0, 0, 90), (r + 1, r + 2), r - 1)
        pygame.draw.circle(surf, fill, (r, r), r - 1)
        pygame.draw.circle(surf, gfx.col("highlight") if lit else theme("gold"), (r, r), r - 1, 2 if lit else 1)
        if number == 0:
            g = theme("gold")
            bw, bh = size * 0.56, size * 0.36
            x0, y0 = r - bw / 2, r - bh / 2
            pygame.draw.polygon(surf, g, [(x0, y0), (r, y0 + bh * 0.2), (r, y0 + bh), (x0, y0 + bh * 0.8)], 1)
            pygame.draw.polygon(surf, g, [(r, y0 + bh * 0.2), (x0 + bw, y0), (x0 + bw, y0 + bh * 0.8), (r, y0 + bh)], 1)
        else:
            t = gfx.text(str(number), max(8, int(size * 0.55)), gfx.col("text"), True)
            surf.blit(t, t.get_rect(center=(r, r)))
        return surf

    return _cache.get_or(("space", size, number, lit), make)


def marker(size: int) -> pygame.Surface:
    """The invocation marker: a little book token."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        gold = theme("gold")
        pygame.draw.circle(surf, (0, 0, 0, 110), (size / 2 + 2, size / 2 + 2), size / 2 - 2)
        pygame.draw.circle(surf, gfx.col("highlight"), (size / 2, size / 2), size / 2 - 2)
        pygame.draw.circle(surf, gfx.darken(gold, .5), (size / 2, size / 2), size / 2 - 2, 2)
        bw, bh = size * 0.5, size * 0.34
        x0, y0 = size / 2 - bw / 2, size / 2 - bh / 2
        c = theme("book")
        pygame.draw.polygon(surf, c, [(x0, y0), (size / 2, y0 + bh * 0.2), (size / 2, y0 + bh), (x0, y0 + bh * 0.8)])
        pygame.draw.polygon(surf, c, [(size / 2, y0 + bh * 0.2), (x0 + bw, y0), (x0 + bw, y0 + bh * 0.8),
                                      (size / 2, y0 + bh)])
        return surf

    return _cache.get_or(("marker", size), make)
