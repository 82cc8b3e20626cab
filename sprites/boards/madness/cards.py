"""The cards of The Big Book of Madness drawn by code: element cards with their value large,
madness cards, backs, spells (name, element, level, text; basic spells white-bordered, library
spells black-bordered as printed), curses (element, breaking cost, whole text, or its short name
where the whole would not be readable), library tiles, supply piles, and the wizards' and
monsters' portraits. Each is rendered once per size into a
cached surface; the board and the animations only blit them."""

from __future__ import annotations

import math

import pygame

from game.madness.data import (
    CARD_ELEM,
    CARD_VALUE,
    CURSE_DECK_MULTI,
    CURSE_EFFECTS,
    CURSE_SHORT,
    CURSES,
    MADNESS,
    PAGES,
    SPELLS,
)
from sprites.boards.madness.elements import AIR, colour, gem, ink, symbol, theme
from sprites.boards.madness.elements import MADNESS as MAD_ELEM
from sprites.boards.madness.layout import CURSE_H, TILE_H
from sprites.boards.madness.tr import LanguageLRU, game_text
from sprites.ui import gfx
from sprites.ui.audit import FLOOR

_cache = LanguageLRU(1200)   # words on the pictures: redrawn on a language switch


# ------------------------------------------------------------------------------------ text
def readable(h: int, design_h: float) -> int:
    """The smallest text size that stays readable on a picture ``h`` pixels tall that is
    ``design_h`` tall at the 1280x720 layout: the layout audit's floor, scaled with the picture."""
    return max(1, math.ceil(FLOOR * h / design_h - 1e-6))


def fit_block(text: str, w: int, h: int, sizes: tuple[int, ...], bold: bool = False) -> tuple[list[str], int, bool]:
    """The largest of ``sizes`` at which ``text`` wraps into ``w`` x ``h``; at the smallest the
    last line is cut with an ellipsis. Returns (lines, size, cut): a cut text has its whole in
    the tooltip."""
    # every size between the ones asked, so a text too long for one is only a step smaller
    sizes = tuple(range(max(sizes), min(sizes) - 1, -1))

    def make() -> tuple[list[str], int, bool]:
        for size in sizes:
            size = max(7, size)
            lines = _wrap(text, size, w, bold)
            line_h = gfx.font(size, bold).get_linesize() - 1
            if len(lines) * line_h <= h and all(gfx.font(size, bold).size(gfx.safe(x, bold))[0] <= w for x in lines):
                return lines, size, False
        size = max(7, sizes[-1])
        line_h = gfx.font(size, bold).get_linesize() - 1
        room = max(1, h // line_h)
        # a word too long for the width even at the smallest size ("Teplokrevnost") is broken
        # with a hyphen rather than cut
        lines = _break_words(_wrap(text, size, w, bold), size, w, bold)
        if len(lines) * line_h <= h and all(gfx.font(size, bold).size(gfx.safe(x, bold))[0] <= w for x in lines):
            return lines, size, False
        # every card and page shortened here has its tooltip with the whole text
        if len(lines) <= room:
            return [gfx.fit_text(x, size, w, bold, True) for x in lines], size, any(
                gfx.fit_text(x, size, w, bold, True) != gfx.safe(x, bold) for x in lines)
        shown = lines[:room]
        shown[-1] = gfx.fit_text(shown[-1] + " " + " ".join(lines[room:]), size, w, bold, True)
        return shown, size, True

    return _cache.get_or(("fit", text, w, h, sizes, bold), make)


def _wrap(text: str, size: int, w: int, bold: bool) -> list[str]:
    """Wrapped at spaces, and at a hyphen when a word alone is too wide ("Warm-blooded")."""
    lines = gfx.wrap(text, size, w, bold)
    f = gfx.font(size, bold)
    if "-" in text and any(f.size(gfx.safe(x, bold))[0] > w for x in lines):
        split = [x.replace("-\u0001", "-").replace("\u0001", "") for x in gfx.wrap(text.replace("-", "-\u0001 "), size, w, bold)]
        lines = [x.replace("- ", "-").strip() for x in split]
    return lines


VOWELS = set("aeiouyáéěíóúůý")


def _break_words(lines: list[str], size: int, w: int, bold: bool) -> list[str]:
    """Lines of one word too wide for ``w`` broken after the longest part that fits with a hyphen
    (at least three letters on each side)."""
    f = gfx.font(size, bold)
    out: list[str] = []
    for line in lines:
        while " " not in line and len(line) >= 6 and f.size(gfx.safe(line, bold))[0] > w:
            fits = [i for i in range(len(line) - 3, 2, -1) if f.size(gfx.safe(line[:i] + "-", bold))[0] <= w]
            # rather before a consonant, as syllables part ("Teplokrev-nost", not "Teplokrevn-ost")
            cut = next((i for i in fits if line[i].lower() not in VOWELS), fits[0] if fits else 0)
            if not cut:
                break
            out.append(line[:cut] + "-")
            line = line[cut:]
        out.append(line)
    return out


def blit_lines(surf: pygame.Surface, lines: list[str], size: int, colour_: gfx.Colour, rect: pygame.Rect,
               bold: bool = False, centre: bool = False, middle: bool = False) -> None:
    line_h = gfx.font(size, bold).get_linesize() - 1
    y = rect.y + (max(0, (rect.h - line_h * len(lines)) // 2) if middle else 0)
    for line in lines:
        img = gfx.text(line, size, colour_, bold)
        x = rect.centerx - img.get_width() // 2 if centre else rect.x
        surf.blit(img, (x, y))
        y += line_h


def _rounded(surf: pygame.Surface, rect: tuple, fill: gfx.Colour, radius: int, border: gfx.Colour | None = None,
             width: int = 2) -> None:
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, rect, width, border_radius=radius)


def _shadowed(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 100), (3, 3, w, h), border_radius=max(3, w // 9))
    return surf


# ------------------------------------------------------------------------------------ element cards
def element_card(code: int, w: int, h: int) -> pygame.Surface:
    """An element card: its element's colour and symbol in the corners, the value large in the
    middle and repeated as that many symbols; a madness card is the dark eye; -1 the back."""
    if code < 0:
        return card_back(w, h)
    if code == MADNESS:
        return madness_card(w, h)

    def make() -> pygame.Surface:
        elem, value = CARD_ELEM[code], CARD_VALUE[code]
        c = colour(elem)
        surf = _shadowed(w, h)
        rad = max(3, w // 9)
        _rounded(surf, (0, 0, w, h), gfx.lighten(c, 0.62), rad, gfx.darken(c, .45), max(2, w // 28))
        inner = pygame.Rect(max(3, w // 14), max(3, w // 14), w - 2 * max(3, w // 14), h - 2 * max(3, w // 14))
        pygame.draw.rect(surf, gfx.lighten(c, 0.35), inner, max(1, w // 40), border_radius=max(2, rad - 2))
        # the corner index, as on playing cards: a fanned hand still shows value and element
        g = max(8, int(w * 0.3))
        # the index stays readable on the smallest cards (a teammate's hand)
        cs = max(8, int(g * 1.05), int(w * 0.4))
        corner = gfx.text(str(value), cs, gfx.darken(c, .55), True)
        surf.blit(corner, corner.get_rect(midtop=(inner.x + 1 + g / 2, inner.y)))
        surf.blit(gem(elem, g), (inner.x + 1, inner.y + corner.get_height() - 2))
        if w >= 40:
            fs = max(9, int(min(h * 0.42, w * 0.72)))
            num = gfx.text_shadow(str(value), fs, gfx.darken(c, .55), True, max(1, fs // 16))
            surf.blit(num, num.get_rect(center=(w * 0.58, h * 0.46)))
            pip = max(6, int(w * 0.18))
            row = value * pip + (value - 1) * 1
            x0 = w * 0.58 - row / 2
            for i in range(value):
                surf.blit(symbol(elem, pip, gfx.darken(c, .3)), (x0 + i * (pip + 1), h * 0.46 + fs * 0.42))
        return surf

    return _cache.get_or(("el", code, w, h), make)


def madness_card(w: int, h: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        c = colour(MAD_ELEM)
        surf = _shadowed(w, h)
        rad = max(3, w // 9)
        _rounded(surf, (0, 0, w, h), gfx.darken(c, .45), rad, (20, 8, 28), max(2, w // 28))
        # trembling lines: the dread that clogs a hand
        for i in range(5):
            y = h * (0.14 + 0.18 * i)
            pts = [(x, y + math.sin(x / max(3, w / 9) + i) * h * 0.02) for x in range(4, w - 3, 3)]
            if len(pts) > 1:
                pygame.draw.lines(surf, gfx.darken(c, .2), False, pts, 1)
        eye = symbol(MAD_ELEM, int(min(w, h) * 0.72), gfx.lighten(c, .55))
        surf.blit(eye, eye.get_rect(center=(w / 2, h / 2)))
        g = max(8, int(w * 0.26))
        surf.blit(gem(MAD_ELEM, g), (3, 3))
        return surf

    return _cache.get_or(("mad", w, h), make)


def card_back(w: int, h: int) -> pygame.Surface:
    """The back of a player's card: a closed book on the game's dark red."""
    def make() -> pygame.Surface:
        book = theme("book")
        gold = theme("gold")
        surf = _shadowed(w, h)
        rad = max(3, w // 9)
        _rounded(surf, (0, 0, w, h), book, rad, (30, 12, 12), max(2, w // 28))
        inner = pygame.Rect(4, 4, w - 8, h - 8)
        pygame.draw.rect(surf, gfx.darken(gold, .25), inner, 1, border_radius=max(2, rad - 2))
        bw, bh = w * 0.46, h * 0.34
        r = pygame.Rect(0, 0, int(bw), int(bh))
        r.center = (w // 2, h // 2)
        pygame.draw.rect(surf, gfx.darken(book, .35), r, border_radius=2)
        pygame.draw.rect(surf, gold, r, max(1, w // 30), border_radius=2)
        pygame.draw.line(surf, gold, (r.centerx, r.y), (r.centerx, r.bottom), max(1, w // 30))
        return surf

    return _cache.get_or(("back", w, h), make)


# ------------------------------------------------------------------------------------ spells
def spell_card(sid: int, w: int, h: int, basic: bool, neutral_word: str = "", neutral: bool = False) -> pygame.Surface:
    """A spell as printed: the border white for a basic spell and black for a library spell, the
    title band in its element's colour with the name, its level as that many element gems (the
    casting cost), and the whole text, as large as fits."""
    from game.madness.data import SPELL_NAMES, SPELL_TEXTS

    def make() -> pygame.Surface:
        name, elem, level, _steps = SPELLS[sid]
        c = colour(elem)
        surf = _shadowed(w, h)
        rad = max(3, w // 10)
        edge = (250, 250, 246) if basic else (18, 16, 20)
        _rounded(surf, (0, 0, w, h), edge, rad, gfx.darken(c, .5), 1)
        b = max(2, w // 22)
        body = pygame.Rect(b, b, w - 2 * b, h - 2 * b)
        if neutral:
            back = card_back(body.w, body.h)
            surf.blit(back, body.topleft)
            fs = max(8, w // 9)
            lines, size, _cut = fit_block(neutral_word, body.w - 6, body.h // 3, (fs, fs - 1, 8), True)
            band = pygame.Rect(body.x, body.centery - body.h // 6, body.w, body.h // 3)
            pygame.draw.rect(surf, (20, 14, 24), band)
            blit_lines(surf, lines, size, gfx.col("text"), band, True, True, True)
            return surf
        pygame.draw.rect(surf, theme("paper"), body, border_radius=max(2, rad - b))
        band_h = int(body.h * 0.27)
        band = pygame.Rect(body.x, body.y, body.w, band_h)
        pygame.draw.rect(surf, c, band, border_top_left_radius=max(2, rad - b), border_top_right_radius=max(2, rad - b))
        g = max(8, int(min(band_h * 0.42, w * 0.17)))
        fs = max(8, int(w * 0.13))
        spell_name = game_text(SPELL_NAMES[sid])
        if gfx.font(fs - 2, True).size(gfx.safe(spell_name, True))[0] > band.w - 6:
            # a long name takes two lines: the band grows rather than the name shrinking
            band_h = max(band_h, 2 * (gfx.font(fs - 1, True).get_linesize() - 1) + g + 6)
            band = pygame.Rect(body.x, body.y, body.w, band_h)
            pygame.draw.rect(surf, c, band, border_top_left_radius=max(2, rad - b),
                             border_top_right_radius=max(2, rad - b))
        title = pygame.Rect(band.x + 3, band.y + 2, band.w - 6, band_h - g - 4)
        lines, size, _cut = fit_block(spell_name, title.w, title.h, (fs, fs - 1, fs - 2, 8), True)
        blit_lines(surf, lines, size, ink(elem), title, True, True, True)
        costs = pygame.Surface((level * (g + 1), g), pygame.SRCALPHA)
        for i in range(level):
            costs.blit(gem(elem, g), (i * (g + 1), 0))
        surf.blit(costs, costs.get_rect(midbottom=(band.centerx, band.bottom - 2)))
        text_r = pygame.Rect(body.x + 4, band.bottom + 3, body.w - 8, body.bottom - band.bottom - 6)
        ts = max(8, int(w * 0.108))
        lines, size, _cut = fit_block(game_text(SPELL_TEXTS[sid]), text_r.w, text_r.h, (ts, ts - 1, ts - 2, 8))
        blit_lines(surf, lines, size, theme("ink"), text_r)
        return surf

    return _cache.get_or(("spell", sid, w, h, basic, neutral, neutral_word), make)


def mini_spell(sid: int, w: int, h: int, basic: bool, neutral: bool = False) -> pygame.Surface:
    """A spell too small for its text: element, level and the name as far as it fits."""
    from game.madness.data import SPELL_NAMES

    def make() -> pygame.Surface:
        name, elem, level, _steps = SPELLS[sid]
        c = colour(elem)
        surf = _shadowed(w, h)
        rad = max(3, w // 8)
        edge = (250, 250, 246) if basic else (18, 16, 20)
        _rounded(surf, (0, 0, w, h), edge, rad)
        b = max(2, w // 16)
        body = pygame.Rect(b, b, w - 2 * b, h - 2 * b)
        if neutral:
            surf.blit(card_back(body.w, body.h), body.topleft)
            return surf
        pygame.draw.rect(surf, c, body, border_radius=max(2, rad - b))
        g = max(7, int(min(w * 0.36, h * 0.3)))
        for i in range(level):
            surf.blit(gem(elem, g), (body.x + 1 + i * (g - 2), body.y + 1))
        fs = max(7, int(w * 0.22))
        lines, size, _cut = fit_block(game_text(SPELL_NAMES[sid]), body.w - 2, body.h - g - 2, (fs, fs - 1, fs - 2, 7), True)
        blit_lines(surf, lines, size, ink(elem), pygame.Rect(body.x + 1, body.y + g, body.w - 2, body.h - g - 1),
                   True, True, True)
        return surf

    return _cache.get_or(("mspell", sid, w, h, basic, neutral), make)


def spell_chip(sid: int, w: int, h: int, basic: bool, neutral: bool, used: bool, size: int) -> pygame.Surface:
    """A teammate's spell in a row of chips: the element's colour, its gem and the name at a
    readable size (shortened where the chip is narrow: the tooltip reads the whole). A used one
    is dimmed (it lies sideways on the near sheet), a neutralized one shows its back."""
    from game.madness.data import SPELL_NAMES

    def make() -> pygame.Surface:
        name, elem, level, _steps = SPELLS[sid]
        c = colour(elem)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(3, h // 3)
        _rounded(surf, (0, 0, w, h), (250, 250, 246) if basic else (18, 16, 20), rad)
        body = pygame.Rect(1, 1, w - 2, h - 2)
        if neutral:
            surf.blit(card_back(body.w, body.h), body.topleft)
            return surf
        pygame.draw.rect(surf, gfx.darken(c, .45) if used else c, body, border_radius=max(2, rad - 1))
        g = max(6, h - 6)
        x = body.x + 2
        if w >= 3 * g:
            surf.blit(gem(elem, g), (x, body.centery - g // 2))
            x += g + 2
        room = body.right - 2 - x
        shown = gfx.fit_text(game_text(SPELL_NAMES[sid]), size, room, True, whole_on_hover=True)
        img = gfx.text(shown, size, gfx.darken(ink(elem), .35) if used else ink(elem), True)
        surf.blit(img, (x, body.centery - img.get_height() // 2))
        return surf

    return _cache.get_or(("chip", sid, w, h, basic, neutral, used, size), make)


def library_tile(sid: int, elem: int, level: int, w: int, h: int) -> pygame.Surface:
    """A face-up library spell lying on its stack: name, element and level readable at a glance
    (the text is in the tooltip); a face-down one shows only its element and level (public)."""
    from game.madness.data import SPELL_NAMES

    def make() -> pygame.Surface:
        c = colour(elem)
        surf = _shadowed(w, h)
        rad = max(3, h // 8)
        _rounded(surf, (0, 0, w, h), (18, 16, 20), rad)
        body = pygame.Rect(2, 2, w - 4, h - 4)
        if sid < 0:
            pygame.draw.rect(surf, gfx.darken(c, .55), body, border_radius=max(2, rad - 2))
            g = max(8, int(h * 0.4))
            surf.blit(gem(elem, g), gem(elem, g).get_rect(midleft=(body.x + 4, body.centery)))
            lv = gfx.text(str(level), max(8, int(h * 0.5)), gfx.lighten(c, .5), True)
            surf.blit(lv, lv.get_rect(midright=(body.right - 6, body.centery)))
            return surf
        pygame.draw.rect(surf, theme("paper"), body, border_radius=max(2, rad - 2))
        strip = pygame.Rect(body.x, body.y, int(h * 0.46), body.h)
        pygame.draw.rect(surf, c, strip, border_top_left_radius=max(2, rad - 2), border_bottom_left_radius=max(2, rad - 2))
        g = max(8, int(min(strip.w * 0.8, body.h / max(1, level) - 1)))
        y0 = body.centery - (level * (g + 1)) // 2
        for i in range(level):
            surf.blit(gem(elem, g), gem(elem, g).get_rect(midtop=(strip.centerx, y0 + i * (g + 1))))
        name_r = pygame.Rect(strip.right + 4, body.y + 2, body.right - strip.right - 8, body.h - 4)
        floor = readable(h, TILE_H)
        fs = max(floor, int(h * 0.3))
        lines, size, _cut = fit_block(game_text(SPELL_NAMES[sid]), name_r.w, name_r.h, (fs, floor), True)
        blit_lines(surf, lines, size, theme("ink"), name_r, True, False, True)
        return surf

    return _cache.get_or(("lib", sid, elem, level, w, h), make)


# ------------------------------------------------------------------------------------ curses
def curse_elements(code: int, tokens: tuple[int, ...] = (0, 0, 0, 0)) -> list[int]:
    """The breaking cost as gems: four of its element, or one of each; plus tax tokens (§4.9)."""
    deck = CURSES[code][0]
    out = [0, 1, 2, 3] if deck == CURSE_DECK_MULTI else [deck] * 4
    for e in range(4):
        out += [e] * tokens[e]
    return out


def curse_face(key: str, w: int, h: int, size: int, floor: int) -> tuple[list[str], int]:
    """The words on a curse card: its whole effect when it fits at a readable size, else its
    short name (the whole effect is in the curse's tooltip), never smaller than ``floor``."""
    lines, got, cut = fit_block(game_text(CURSE_EFFECTS[key][0]), w, h, (size, floor))
    if not cut:
        return lines, got
    short = game_text(CURSE_SHORT[key])
    lines, got, _cut = fit_block(short[:1].upper() + short[1:], w, h, (size, floor))
    return lines, got


def curse_card(code: int, w: int, h: int, tokens: tuple[int, ...] = (0, 0, 0, 0), neutral: bool = False,
               neutral_word: str = "") -> pygame.Surface:
    """A curse: its element across the top (four colours for a multi-element curse), the gems of
    its breaking cost, and its whole effect text (its short name when the whole does not fit at
    a readable size: the whole is in its tooltip)."""
    def make() -> pygame.Surface:
        deck, key = CURSES[code]
        surf = _shadowed(w, h)
        rad = max(3, w // 10)
        _rounded(surf, (0, 0, w, h), (34, 16, 22), rad, (10, 4, 8), 2)
        floor = readable(h, CURSE_H)
        if neutral:
            surf.blit(card_back(w - 6, h - 6), (3, 3))
            lines, size, _cut = fit_block(neutral_word, w - 10, h // 3, (max(floor, w // 9), floor), True)
            blit_lines(surf, lines, size, gfx.col("text"), pygame.Rect(5, h // 3, w - 10, h // 3), True, True, True)
            return surf
        band_h = max(12, int(w * 0.17))
        band = pygame.Rect(3, 3, w - 6, band_h)
        if deck == CURSE_DECK_MULTI:
            for i in range(4):
                x0 = band.x + band.w * i // 4
                x1 = band.x + band.w * (i + 1) // 4
                pygame.draw.rect(surf, colour(i), (x0, band.y, x1 - x0, band.h))
        else:
            pygame.draw.rect(surf, colour(deck), band, border_top_left_radius=rad - 2, border_top_right_radius=rad - 2)
        elems = curse_elements(code, tokens)
        g = max(8, min(int(band_h * 0.78), (band.w - 4) // max(4, len(elems)) - 1))
        row = pygame.Surface((len(elems) * (g + 1), g), pygame.SRCALPHA)
        for i, e in enumerate(elems):
            row.blit(gem(e, g, glow=i >= 4), (i * (g + 1), 0))
        surf.blit(row, row.get_rect(center=band.center))
        text_r = pygame.Rect(5, band.bottom + 3, w - 10, h - band.bottom - 6)
        pygame.draw.rect(surf, theme("paper"), text_r.inflate(4, 2), border_radius=3)
        text_r.inflate_ip(2, 0)   # the words may run to the paper's edge
        lines, size = curse_face(key, text_r.w, text_r.h, max(floor, int(w * 0.125)), floor)
        blit_lines(surf, lines, size, theme("ink"), text_r, False, True, True)
        return surf

    return _cache.get_or(("curse", code, w, h, tuple(tokens), neutral, neutral_word), make)


# ------------------------------------------------------------------------------------ portraits
FEMALE = (True, False, True, False, True, False, True, False)   # the data's order: Rosana, Harold, ...
SKIN = ((240, 204, 170), (214, 170, 130), (186, 136, 100), (244, 214, 186))


def wizard_portrait(wizard: int, elem: int, size: int, grey: bool = False) -> pygame.Surface:
    """A wizard: a face under a pointed hat of their element, the element's symbol on the hat;
    one witch and one warlock per element, as the sheets have."""
    def make() -> pygame.Surface:
        k = 3
        S = size * k
        big = pygame.Surface((S, S), pygame.SRCALPHA)
        c = colour(elem)
        pygame.draw.circle(big, gfx.darken(c, .6), (S / 2, S / 2), S / 2)
        pygame.draw.circle(big, gfx.lighten(c, .35), (S / 2, S / 2), S / 2 - S * 0.05)
        skin = SKIN[wizard % len(SKIN)]
        face_c = (S / 2, S * 0.62)
        fr = S * 0.2
        hair = ((120, 70, 40), (30, 24, 20), (200, 160, 80), (160, 60, 40))[wizard // 2 % 4]
        if FEMALE[wizard]:
            pygame.draw.ellipse(big, hair, (face_c[0] - fr * 1.45, face_c[1] - fr * 1.1, fr * 2.9, fr * 2.9))
        pygame.draw.circle(big, skin, face_c, fr)
        if not FEMALE[wizard]:
            pygame.draw.polygon(big, (230, 230, 236), [(face_c[0] - fr * .8, face_c[1] + fr * .35),
                                                       (face_c[0] + fr * .8, face_c[1] + fr * .35),
                                                       (face_c[0], face_c[1] + fr * 2.0)])
        for dx in (-0.38, 0.38):
            pygame.draw.circle(big, (30, 24, 30), (face_c[0] + dx * fr, face_c[1] - fr * 0.1), fr * 0.13)
        brim_y = face_c[1] - fr * 0.72
        pygame.draw.ellipse(big, gfx.darken(c, .35), (S * 0.2, brim_y - S * 0.05, S * 0.6, S * 0.1))
        pygame.draw.polygon(big, c, [(S * 0.28, brim_y), (S * 0.72, brim_y), (S * 0.56, S * 0.06)])
        pygame.draw.polygon(big, gfx.darken(c, .45), [(S * 0.28, brim_y), (S * 0.72, brim_y), (S * 0.56, S * 0.06)],
                            max(2, S // 60))
        sym = symbol(elem, int(S * 0.2), ink(elem) if elem != AIR else (80, 60, 20))
        big.blit(sym, sym.get_rect(center=(S * 0.51, brim_y - S * 0.13)))
        pygame.draw.circle(big, gfx.darken(c, .6), (S / 2, S / 2), S / 2, max(2, S // 40))
        img = pygame.transform.smoothscale(big, (size, size))
        if grey:
            img = pygame.transform.grayscale(img)
        return img

    return _cache.get_or(("wiz", wizard, elem, size, grey), make)


MONSTER_COLOURS = {"red": (200, 56, 48), "green": (70, 150, 70), "blue": (70, 110, 200), "orange": (226, 130, 50),
                   "aqua": (60, 180, 180), "fire": (232, 100, 40)}


def monster_portrait(page: int, size: int) -> pygame.Surface:
    """A monster of the grimoire in the colour its label names: a body, eyes and teeth."""
    def make() -> pygame.Surface:
        label = PAGES[page][1].lower()
        body_c = next((v for k, v in MONSTER_COLOURS.items() if k in label.split()), (130, 70, 160))
        k = 3
        S = size * k
        big = pygame.Surface((S, S), pygame.SRCALPHA)
        cx, cy = S / 2, S * 0.55
        r = S * 0.36
        shape = page % 4
        dark = gfx.darken(body_c, .45)
        if shape == 0:
            pygame.draw.circle(big, dark, (cx, cy), r + S * 0.02)
            pygame.draw.circle(big, body_c, (cx, cy), r)
        elif shape == 1:
            rect = pygame.Rect(0, 0, int(2 * r), int(1.8 * r))
            rect.center = (int(cx), int(cy))
            pygame.draw.rect(big, dark, rect.inflate(S * 0.04, S * 0.04), border_radius=int(r * 0.5))
            pygame.draw.rect(big, body_c, rect, border_radius=int(r * 0.5))
        elif shape == 2:
            pts = [(cx - r, cy + r * 0.9)]
            for i in range(9):
                a = math.pi + math.pi * i / 8
                pts.append((cx + r * math.cos(a), cy - r * 0.1 + r * math.sin(a)))
            for i in range(5):
                pts.append((cx + r - 2 * r * i / 4, cy + r * (0.9 if i % 2 == 0 else 0.6)))
            pygame.draw.polygon(big, body_c, pts)
            pygame.draw.polygon(big, dark, pts, max(2, S // 50))
        else:
            pts = [(cx + r * math.cos(2 * math.pi * i / 10) * (1 if i % 2 else 0.82),
                    cy + r * math.sin(2 * math.pi * i / 10) * (1 if i % 2 else 0.82)) for i in range(10)]
            pygame.draw.polygon(big, body_c, pts)
            pygame.draw.polygon(big, dark, pts, max(2, S // 50))
        eyes = 5 if "many" in label else 2 if "two" in label else 1 + page % 3
        for i in range(eyes):
            ex = cx + (i - (eyes - 1) / 2) * r * (1.4 / max(1, eyes))
            ey = cy - r * 0.3 - (abs(i - (eyes - 1) / 2) * r * 0.08)
            er = r * (0.22 if eyes <= 2 else 0.16)
            pygame.draw.circle(big, (250, 246, 220), (ex, ey), er)
            pygame.draw.circle(big, (20, 10, 10), (ex, ey + er * 0.2), er * 0.5)
        mouth_y = cy + r * 0.35
        pygame.draw.rect(big, (30, 10, 14), (cx - r * 0.5, mouth_y - r * 0.12, r, r * 0.3), border_radius=int(r * 0.1))
        for i in range(5):
            tx = cx - r * 0.45 + i * r * 0.225
            pygame.draw.polygon(big, (250, 246, 230), [(tx, mouth_y - r * 0.12), (tx + r * 0.18, mouth_y - r * 0.12),
                                                       (tx + r * 0.09, mouth_y + r * 0.08)])
        return pygame.transform.smoothscale(big, (size, size))

    return _cache.get_or(("mon", page, size), make)


def pile(key: tuple, top: pygame.Surface, count: int, w: int, h: int) -> pygame.Surface:
    """A pile: a few card edges under its top card (``key`` names the top card's picture)."""
    key = ("pile", key, count, w, h)

    def make() -> pygame.Surface:
        depth = min(4, max(0, (count + 4) // 5))
        surf = pygame.Surface((w + 3 + depth * 2, h + 3 + depth * 2), pygame.SRCALPHA)
        if count <= 0:
            pygame.draw.rect(surf, (255, 255, 255, 40), (depth * 2, depth * 2, w, h), 2, border_radius=max(3, w // 9))
            return surf
        for i in range(depth, 0, -1):
            pygame.draw.rect(surf, (24, 20, 22), (i * 2, i * 2, w, h), border_radius=max(3, w // 9))
            pygame.draw.rect(surf, (200, 190, 170), (i * 2, i * 2, w, h), 1, border_radius=max(3, w // 9))
        surf.blit(top, (0, 0))
        return surf

    return _cache.get_or(key, make)


def count_badge(text: str, size: int, fill: gfx.Colour | None = None) -> pygame.Surface:
    def make() -> pygame.Surface:
        img = gfx.text(text, size, gfx.col("text"), True)
        w, h = img.get_width() + size // 2 + 4, size + 6
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, fill or (18, 20, 26), (0, 0, w, h), border_radius=h // 2)
        pygame.draw.rect(surf, gfx.col("highlight"), (0, 0, w, h), 1, border_radius=h // 2)
        surf.blit(img, img.get_rect(center=(w / 2, h / 2)))
        return surf

    return _cache.get_or(("badge", text, size, fill), make)


def turned(key: tuple, img: pygame.Surface, angle: float, scale: float = 1.0) -> pygame.Surface:
    """A card turned (a used spell lies sideways; a fanned card tilts), cached under the key of
    the card it turns."""
    return _cache.get_or(("turn", key, round(angle, 1), round(scale, 3)),
                         lambda: pygame.transform.rotozoom(img, angle, scale))
