"""The dice of D-Day Dice drawn as the boxed game shows them: red, white and blue custom dice with
symbols (skull, star, soldier, two soldiers, courage medal, tool) and the plain d6 with pips for
machine-gun fire and minefields. Each look is rendered once per size into a cache.
"""

from __future__ import annotations

import pygame

from game.dday.data import COLOURS, FACE_SHORT, NOCOLOUR
from sprites.boards.dday import icons
from sprites.ui import gfx

Colour = tuple[int, ...]

BODY: dict[int, Colour] = {0: (196, 44, 42), 1: (244, 240, 228), 2: (40, 86, 168), NOCOLOUR: (150, 150, 140),
                           4: (180, 170, 150)}
INK: dict[int, Colour] = {0: (250, 244, 232), 1: (26, 34, 62), 2: (250, 244, 232), NOCOLOUR: (30, 30, 30),
                          4: (30, 30, 30)}
D6_BODY: Colour = (236, 226, 200)
PIPS = gfx.PIPS

_cache = gfx.LRU(400)


def parse_face(face: object) -> tuple[int, int] | None:
    """``"Red 1S"`` (the engine's face name) -> (colour, face); None for anything else."""
    if not isinstance(face, str) or " " not in face:
        return None
    colour, _sep, name = face.partition(" ")
    if colour not in COLOURS or name not in FACE_SHORT:
        return None
    return COLOURS.index(colour), FACE_SHORT.index(name)


def custom_die(size: int, colour: int, face: int, glow: bool = False) -> pygame.Surface:
    """A custom die of ``colour`` (0 red, 1 white, 2 blue, 3 colourless) showing ``face``."""
    size = max(8, int(size))

    def make() -> pygame.Surface:
        pad = max(2, size // 12)
        surf = pygame.Surface((size + pad * 2, size + pad * 2), pygame.SRCALPHA)
        if glow:
            pygame.draw.rect(surf, (*gfx.col("highlight"), 170), surf.get_rect(), border_radius=size // 4 + pad)
        body = BODY.get(colour, BODY[NOCOLOUR])
        rad = max(3, size // 5)
        r = pygame.Rect(pad, pad, size, size)
        pygame.draw.rect(surf, (0, 0, 0, 110), r.move(max(1, size // 20), max(1, size // 16)), border_radius=rad)
        pygame.draw.rect(surf, gfx.darken(body, .28), r, border_radius=rad)
        pygame.draw.rect(surf, body, (r.x, r.y, r.w, r.h - max(2, size // 11)), border_radius=rad)
        pygame.draw.rect(surf, gfx.lighten(body, .18), (r.x + rad // 2, r.y + 2, r.w - rad, max(1, size // 14)),
                         border_radius=rad)
        pygame.draw.rect(surf, gfx.darken(body, .62), r, max(1, size // 26), border_radius=rad)
        if face >= 0:   # a die not yet rolled shows no face
            glyph = icons.icon(icons.FACE_GLYPHS[face].__name__, int(size * 0.7), INK.get(colour, (30, 30, 30)))
            surf.blit(glyph, glyph.get_rect(center=(pad + size / 2, pad + size / 2 - size // 24)))
        return surf

    return _cache.get_or(("die", size, colour, face, glow), make)


def d6(size: int, value: int, glow: bool = False, body: Colour = D6_BODY) -> pygame.Surface:
    """A plain d6 with pips (machine-gun fire, minefields, the Sword table)."""
    size = max(8, int(size))

    def make() -> pygame.Surface:
        pad = max(2, size // 12)
        surf = pygame.Surface((size + pad * 2, size + pad * 2), pygame.SRCALPHA)
        if glow:
            pygame.draw.rect(surf, (*gfx.col("highlight"), 170), surf.get_rect(), border_radius=size // 4 + pad)
        rad = max(3, size // 5)
        r = pygame.Rect(pad, pad, size, size)
        pygame.draw.rect(surf, (0, 0, 0, 110), r.move(max(1, size // 20), max(1, size // 16)), border_radius=rad)
        pygame.draw.rect(surf, gfx.darken(body, .3), r, border_radius=rad)
        pygame.draw.rect(surf, body, (r.x, r.y, r.w, r.h - max(2, size // 11)), border_radius=rad)
        pygame.draw.rect(surf, gfx.darken(body, .65), r, max(1, size // 26), border_radius=rad)
        for px, py in PIPS.get(int(value), []):
            pygame.draw.circle(surf, (26, 24, 22), (pad + px * size, pad + py * size), max(2, size // 10))
        return surf

    return _cache.get_or(("d6", size, value, glow, body), make)


def die_face(size: int, face: object, glow: bool = False) -> pygame.Surface | None:
    """The board's hook for dice in flight: a custom die by its face name, a d6 by its value."""
    parsed = parse_face(face)
    if parsed is not None:
        return custom_die(size, parsed[0], parsed[1], glow)
    if isinstance(face, int) and 1 <= face <= 6:
        return d6(size, face, glow)
    if isinstance(face, str) and face.isdigit() and 1 <= int(face) <= 6:
        return d6(size, int(face), glow)
    return None


def lock_badge(size: int) -> pygame.Surface:
    """The padlock laid over a die the rules have locked."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, (30, 30, 34), (size // 2, size // 2), size // 2)
        pygame.draw.circle(surf, (250, 204, 72), (size // 2, size // 2), size // 2, max(1, size // 10))
        glyph = icons.icon("lock", int(size * 0.62), (250, 204, 72))
        surf.blit(glyph, glyph.get_rect(center=(size // 2, size // 2)))
        return surf

    return _cache.get_or(("lock", size), make)


def cancel_cross(size: int) -> pygame.Surface:
    """The red cross over a result a skull cancels."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        glyph = icons.icon("x", size, (220, 40, 40))
        surf.blit(glyph, (0, 0))
        return surf

    return _cache.get_or(("cancel", size), make)


def faded(img: pygame.Surface, alpha: int = 110) -> pygame.Surface:
    """A die that takes no part (set aside): drawn see-through."""
    def make() -> pygame.Surface:
        out = img.copy()
        out.set_alpha(alpha)
        return out

    return _cache.get_or(("faded", id(img), alpha), make)
