"""The drawing caches hold at most their byte budget and key pictures on what they show."""

from __future__ import annotations

import pygame

from sprites.ui import gfx


def test_the_surface_cache_is_bounded_by_bytes_not_entries(app):
    cache = gfx.SurfaceLRU(4 * 2**20)
    for i in range(200):   # 200 panels of ~1 MB: a count bound of 1,500 would keep them all
        cache.get_or(("panel", i), lambda: pygame.Surface((512, 512), pygame.SRCALPHA))
    assert cache.bytes <= 4 * 2**20 and 2 <= len(cache) <= 4
    assert ("panel", 199) in cache and ("panel", 0) not in cache
    cache.get_or(("panel", 198), lambda: None)   # a hit moves to the back
    cache.get_or(("panel", 200), lambda: pygame.Surface((512, 512), pygame.SRCALPHA))
    assert ("panel", 198) in cache
    huge = cache.get_or("huge", lambda: pygame.Surface((2048, 2048), pygame.SRCALPHA))
    assert huge.get_size() == (2048, 2048) and "huge" not in cache
    cache.clear()
    assert cache.bytes == 0 and not cache.sizes


def test_every_drawing_cache_has_a_byte_budget(app):
    for cache in (gfx._surf_cache, gfx._text_cache, gfx._felt_cache):
        assert isinstance(cache, gfx.SurfaceLRU) and cache.max_bytes <= 64 * 2**20
    for w in range(300, 900, 3):   # many sizes of one panel, as a resizing window would ask
        gfx.panel(w, 400, gfx.col("panel"))
    assert gfx._surf_cache.bytes <= gfx._surf_cache.max_bytes


def test_badged_and_captioned_are_keyed_on_the_picture_not_its_address(app):
    red = pygame.Surface((40, 40), pygame.SRCALPHA)
    red.fill((200, 30, 30))
    blue = pygame.Surface((40, 40), pygame.SRCALPHA)
    blue.fill((30, 30, 200))
    same_red = red.copy()
    assert gfx.content_key(red) == gfx.content_key(same_red) != gfx.content_key(blue)
    assert gfx.badged(red, 1, 16) is gfx.badged(same_red, 1, 16)
    assert gfx.badged(blue, 1, 16).get_at((5, 20)) == (30, 30, 200, 255)
    assert gfx.captioned(blue, "Blue", 12).get_at((20, 5))[:3] == (30, 30, 200)
    assert gfx.captioned(red, "Blue", 12).get_at((20, 5))[:3] == (200, 30, 30)
    # a picture freed and another made in its place never gets the old one's badge
    for colour in ((10, 200, 10), (200, 200, 10), (10, 200, 200)):
        img = pygame.Surface((40, 40), pygame.SRCALPHA)
        img.fill(colour)
        assert gfx.badged(img, 0, 16).get_at((5, 20))[:3] == colour
        del img


def test_a_kiosk_drops_every_drawing_cache_between_demos_but_the_felt():
    from sprites.ui import gfx

    board_cache = gfx.LRU(10)                # a board module's own cache
    board_cache.get_or("k", lambda: pygame.Surface((8, 8)))
    gfx.text("between demos", 14)
    gfx.felt(64, 48)
    felt_before = len(gfx._felt_cache)
    gfx.drop_drawings()
    assert len(board_cache) == 0 and len(gfx._text_cache) == 0 and gfx._text_cache.bytes == 0
    assert len(gfx._felt_cache) == felt_before > 0
