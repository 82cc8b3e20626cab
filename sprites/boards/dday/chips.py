"""Cards as chips: a card of the game laid flat, its emblem on a band of its kind's colour, its
name beside it in one or two lines (a long word broken where a reader breaks it), and its price
when it is for sale. Used for what a unit holds, its hand and the supply: the names stay
readable at the smallest size the board draws text."""

from __future__ import annotations

import pygame

from game.dday.tr import _ as game_
from sprites.boards.dday import icons, words
from sprites.boards.dday.sizes import fs
from sprites.ui import gfx

Colour = tuple[int, ...]
KIND_BAND: dict[str, Colour] = {"specialist": (86, 104, 58), "unique": (128, 84, 40), "item": (56, 86, 120),
                                "special": (40, 104, 110), "vehicle": (66, 70, 58), "decoration": (120, 60, 110),
                                "card": (70, 70, 70)}
VOWELS = set("aeiouyáéíóúůýě")
# where a reader breaks the long names (the rule below does the rest)
BREAKS = ("Beach|master Mine|sweeper Sharp|shooter Para|trooper Path|finder Quarter|master Corre|spondent "
          "Photo|grapher Lieu|tenant Marks|man Binoc|ulars Range|finder Wire|cutters Ampheta|mines "
          "Distin|guished Signal|ling Grap|pling Ban|galore Memo|rial Flame-|thrower Walkie-|Talkie Half-|track "
          "Vyloďo|vací důstoj|ník Zdravot|ník Průzkum|ník Ostro|střelec Odstře|lovač Provian|ťák Daleko|hled "
          "Plameno|met Mino|hledačka Neprů|střelná Gammo|nova Strate|gická Provazo|vý Purpu|rové vynika|jící "
          "Veli|telská dopiso|vatel Vojen|ská Krabič|ka stře|livem Amfeta|miny Poštov|ní").split()
HINTS = {w.replace("|", "").lower(): [i - k for k, i in enumerate(j for j, c in enumerate(w) if c == "|")]
         for w in BREAKS}


def line_step(size: int) -> int:
    """Lines of a chip's name set close: a card's name is short, its lines read as one."""
    return int(size * 1.2)


def height(s: float) -> int:
    """A chip's height: two lines of the smallest text."""
    return 2 * line_step(fs(s)) + int(6 * s)


def breaks(word: str) -> list[int]:
    """Where a long word may be broken: after a hyphen, where a reader breaks it (:data:`BREAKS`),
    else between syllables (a vowel, then a consonant and a vowel; or between two consonants
    with vowels around them), never leaving fewer than three letters on a side."""
    low = word.lower()
    hinted = HINTS.get(low.strip(",.;:"))
    if hinted:
        return hinted
    out = []
    for i in range(3, len(word) - 2):
        if word[i - 1] == "-":
            out.append(i)
        elif low[i - 1] in VOWELS and low[i] not in VOWELS and low[i + 1] in VOWELS:
            out.append(i)
        elif low[i - 1] not in VOWELS and low[i] not in VOWELS and low[i - 1].isalpha() and low[i].isalpha() \
                and low[i - 2] in VOWELS and low[i + 1] in VOWELS:
            out.append(i)
    return out


def lines(text: str, size: int, width: int, most: int = 2) -> tuple[list[str], bool]:
    """``text`` in at most ``most`` lines of ``width`` px, long words broken with a hyphen; and
    whether all of it fits (when not, the last line is the rest shortened with an ellipsis: the
    card's tooltip says it whole)."""
    f = gfx.font(size, True)

    def fits(t: str) -> bool:
        return f.size(gfx.safe(t, True))[0] <= width

    out: list[tuple[str, int]] = []     # each line and how much of ``text`` it has used up
    used = 0
    line = ""
    for word in text.split():
        start = text.index(word, used + len(line) if not out else out[-1][1])
        trial = f"{line} {word}" if line else word
        if fits(trial):
            line = trial
            continue
        if line and fits(word):
            out.append((line, start))
            line = word
            continue
        rest, at = word, start
        while rest and not fits(f"{line} {rest}" if line else rest):
            head = f"{line} " if line else ""
            cut = [i for i in breaks(rest) if fits(head + rest[:i] + ("" if rest[i - 1] == "-" else "-"))]
            if cut:
                i = cut[-1]
                out.append((head + rest[:i] + ("" if rest[i - 1] == "-" else "-"), at + i))
                rest, at, line = rest[i:], at + i, ""
            elif line:
                out.append((line, at))
                line = ""
            else:
                break
        line = f"{line} {rest}" if line else rest
    if line:
        out.append((line, len(text)))
    shown = [x for x, _end in out]
    if len(shown) <= most and all(fits(x) for x in shown):
        return shown, True
    if len(shown) <= most:   # a word with no place to break it: shortened where it stands
        return [x if fits(x) else gfx.fit_text(x, size, width, True, whole_on_hover=True) for x in shown], False
    kept = shown[:most - 1]
    rest = text[out[most - 2][1]:].strip() if most > 1 else text
    kept.append(gfx.fit_text(rest, size, width, True, whole_on_hover=True))
    return kept, False


def chip(name: str, w: int, h: int, s: float, cost: str = "", gem: str = "", dim: bool = False,
         lit: bool = False) -> pygame.Surface:
    """A card ``w`` x ``h``: emblem, name, and the price (``cost`` with the ``gem`` it is paid in)
    when it is for sale; ``dim`` greys out what cannot be afforded now. The card's place shows its
    whole name and text on hover."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
        band = KIND_BAND.get(words.kind_of(name), KIND_BAND["card"])
        rad = max(3, h // 5)
        pygame.draw.rect(surf, (0, 0, 0, 110), (3, 3, w, h), border_radius=rad)
        pygame.draw.rect(surf, (244, 236, 216), (0, 0, w, h), border_radius=rad)
        side = min(h, int(w * 0.3))
        pygame.draw.rect(surf, band, (0, 0, side, h), border_top_left_radius=rad, border_bottom_left_radius=rad)
        if cost:   # the price under the emblem, on the band
            size = fs(s)
            price = gfx.text(cost, size, (255, 240, 200), True)
            g = icons.icon(gem, size - 2, (250, 204, 72)) if gem else None
            glyph = icons.icon(name, max(8, h - price.get_height() - int(4 * s)), (250, 246, 236))
            surf.blit(glyph, glyph.get_rect(midtop=(side // 2, int(2 * s))))
            pw = price.get_width() + (g.get_width() + 1 if g else 0)
            x = (side - pw) // 2
            y = h - price.get_height() - int(1 * s)
            surf.blit(price, (x, y))
            if g is not None:
                surf.blit(g, g.get_rect(midleft=(x + price.get_width() + 1, y + price.get_height() // 2)))
        else:
            glyph = icons.icon(name, side - int(6 * s), (250, 246, 236))
            surf.blit(glyph, glyph.get_rect(center=(side // 2, h // 2)))
        right = w - int(3 * s)
        size = fs(s)
        x0 = side + int(3 * s)
        shown, _whole = lines(game_(name), size, right - x0)
        line_h = line_step(size)
        y = (h - line_h * (len(shown) - 1) - gfx.font(size, True).get_height()) // 2
        for text in shown:
            t = gfx.text(text, size, (30, 30, 36), True)
            surf.blit(t, (x0, y))
            y += line_h
        edge = (255, 214, 90) if lit else gfx.darken(band, .4)
        pygame.draw.rect(surf, edge, (0, 0, w, h), max(1, int(2 * s)) + (1 if lit else 0), border_radius=rad)
        if dim:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (40, 40, 44, 150), (0, 0, w, h), border_radius=rad)
            surf.blit(veil, (0, 0))
        return surf

    return gfx._surf_cache.get_or(("dday-chip", name, game_(name), w, h, s, cost, gem, dim, lit), make)


def grid(area: pygame.Rect, counts: list[int], h: int, gap: int, head: int, widest: int) -> tuple[int, int]:
    """The chip width and columns that lay out groups of ``counts`` chips (each group under a
    ``head`` high heading, when ``head``) within ``area``: the widest chips (up to ``widest``) that
    fit, else as many columns as it takes."""
    cols = max(1, (area.w + gap) // (widest + gap))
    while True:
        w = (area.w - gap * (cols - 1)) // cols
        rows = sum(-(-n // cols) for n in counts if n)
        need = rows * (h + gap) + head * sum(1 for n in counts if n)
        if need <= area.h + gap or w <= h * 2:
            return w, cols
        cols += 1
