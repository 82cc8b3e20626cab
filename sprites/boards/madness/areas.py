"""A wizard's area at the table: the sheet (portrait, power, support slots), the hand fanned,
the draw deck and the discard pile with their counts, the spells in a row (a cast one lies
sideways until refreshed), the madness in hand against the elimination limit.

The large area (the near edge) shows spell cards with their whole text; the compact ones along
the far edge show the same things smaller, their words in the tooltips.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.madness.data import ACTIVE_POWERS, ELIMINATION_MADNESS, MADNESS, WIZARDS
from game.madness.effects import spell_limit
from game.madness.state import NEUTRAL, USED, MadnessState
from sprites.board.places import Place
from sprites.boards.madness import cards
from sprites.boards.madness.elements import MADNESS as MAD_ELEM
from sprites.boards.madness.elements import gem
from sprites.boards.madness.pieces import Spread
from sprites.boards.madness.tr import N_, _
from sprites.ui import gfx


@dataclass
class Seat:
    """What an area needs to know besides the view."""

    q: int
    name: str                  # "P2 Harold"
    active: bool
    power_used: bool
    marks: dict[str, str]      # place id -> mark ("paid": chosen for the payment in progress)
    new_cards: int = 0         # cards just drawn into the hand (an animation carries them)
    power_ready: bool = False  # the wizard's power can be used now (its button is live)
    paying: bool = False       # a payment is in progress (its panel takes the power's strip)


def hand_order(hand: list[int]) -> list[int]:
    """Indexes of a hand in the order it is held: elements by kind and value, madness last,
    unknown cards at the end."""
    def key(i: int) -> tuple[int, int]:
        c = hand[i]
        if c < 0:
            return (3, i)
        if c == MADNESS:
            return (2, i)
        return (0, c)

    return sorted(range(len(hand)), key=key)


def _panel(sp: Spread, rect: pygame.Rect, seat: Seat, k: float) -> None:
    edge = gfx.seat_colour(seat.q) if seat.active else gfx.darken(gfx.seat_colour(seat.q), .35)
    img = gfx.panel(rect.w, rect.h, (18, 24, 30, 215), max(4, int(10 * k)), edge, 0, max(2, int(3 * k)) if seat.active else 2)
    sp.add(img, rect.topleft)


def _hand(sp: Spread, view: MadnessState, seat: Seat, area: pygame.Rect, cw: int, ch: int, tilt: float,
          z0: int) -> None:
    """The hand fanned over ``area``: as many cards as there are, overlapping to fit."""
    q = seat.q
    hand = view.hand[q]
    order = hand_order(hand)
    n = len(order)
    sp.place(Place(f"hand:{q}", tuple(area), "zone", z=1, seat=q, focus=False,
                   anchor=(area.centerx, area.y + ch / 2)))
    if not n:
        return
    step = min(cw * 0.78, (area.w - cw) / max(1, n - 1)) if n > 1 else 0
    width = cw + step * (n - 1)
    x0 = area.x + (area.w - width) / 2
    newest = set(range(len(hand) - seat.new_cards, len(hand)))
    for pos, i in enumerate(order):
        c = hand[i]
        mid = (n - 1) / 2
        angle = -(pos - mid) * tilt if n > 1 else 0.0
        lift = abs(pos - mid) ** 2 * tilt * 0.18 * (ch / 90)
        img = cards.element_card(c, cw, ch)
        key = ("el", c, cw, ch)
        if angle:
            img = cards.turned(key, img, angle)
        x = x0 + pos * step
        y = area.y + lift
        pid = f"hand:{q}:{i}"
        piece = f"new:hand:{q}" if i in newest else pid
        sp.add(img, (x - (img.get_width() - cw) / 2, y - (img.get_height() - ch) / 2), piece)
        # the visible strip is what a pointer finds; the last card shows whole
        hit_w = cw if pos == n - 1 else max(6, int(step))
        sp.place(Place(pid, (int(x), int(y), hit_w, ch), "card", z=z0 + pos, seat=q,
                       data={"zone": "hand", "owner": q, "code": c, "i": i}, anchor=(x + hit_w / 2, y + ch / 2)))
        sp.card("hand", q, c, pid)
        if seat.marks.get(pid) == "paid":
            sp.add(_paid_mark(cw, ch), (x, y))


_marks = gfx.LRU(40)


def _paid_mark(w: int, h: int) -> pygame.Surface:
    """A card chosen for the payment in progress: lifted in gold."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*gfx.col("highlight"), 70), (0, 0, w, h), border_radius=max(3, w // 9))
        pygame.draw.rect(surf, gfx.col("highlight"), (0, 0, w, h), max(2, w // 18), border_radius=max(3, w // 9))
        return surf

    return _marks.get_or(("paid", w, h), make)


def _support(sp: Spread, view: MadnessState, seat: Seat, area: pygame.Rect, cw: int, ch: int, z0: int) -> None:
    """The support slots of the sheet, the cards on them (a madness may lie over capacity)."""
    q = seat.q
    cap = view.capacity(q)
    support = view.support[q]
    slots = max(cap, len(support))
    step = min(cw + max(2, cw // 12), (area.w - cw) / max(1, slots - 1)) if slots > 1 else 0
    sp.place(Place(f"support:{q}", tuple(area), "zone", z=1, seat=q, focus=False,
                   anchor=(area.x + cw / 2, area.y + ch / 2)))
    outline = _slot(cw, ch)
    for j in range(cap):
        sp.add(outline, (area.x + j * step, area.y))
    for j, c in enumerate(support):
        x = area.x + j * step
        pid = f"support:{q}:{j}"
        sp.add(cards.element_card(c, cw, ch), (x, area.y), pid)
        hit_w = cw if j == len(support) - 1 else max(6, int(step))
        sp.place(Place(pid, (int(x), area.y, hit_w, ch), "card", z=z0 + j, seat=q,
                       data={"zone": "support", "owner": q, "code": c, "i": j}, anchor=(x + hit_w / 2, area.y + ch / 2)))
        sp.card("support", q, c, pid)
        if seat.marks.get(pid) == "paid":
            sp.add(_paid_mark(cw, ch), (x, area.y))


def _slot(w: int, h: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 255, 255, 22), (0, 0, w, h), border_radius=max(3, w // 9))
        pygame.draw.rect(surf, (255, 255, 255, 70), (0, 0, w, h), 1, border_radius=max(3, w // 9))
        return surf

    return _marks.get_or(("slot", w, h), make)


def _piles(sp: Spread, view: MadnessState, seat: Seat, deck_at: tuple[int, int], discard_at: tuple[int, int],
           cw: int, ch: int, fs: int) -> None:
    q = seat.q
    n_deck = len(view.deck[q])
    top = cards.card_back(cw, ch)
    img = cards.pile(("back", cw, ch), top, n_deck, cw, ch) if n_deck else cards.pile(("none",), top, 0, cw, ch)
    sp.add(img, deck_at, f"deck:{q}")
    badge = cards.count_badge(str(n_deck), fs)
    sp.add(badge, (deck_at[0] + cw - badge.get_width() + 2, deck_at[1] + ch - badge.get_height() + 2))
    sp.place(Place(f"deck:{q}", (deck_at[0], deck_at[1], cw, ch), "pile", z=3, seat=q),
             _("Draw deck: {n} cards, face down. Drawing from an empty deck: take a madness card into the discard pile, then shuffle it into a new deck.", n=n_deck))
    discard = view.discard[q]
    if discard:
        top_code = discard[-1]
        img = cards.pile(("el", top_code, cw, ch), cards.element_card(top_code, cw, ch), len(discard), cw, ch)
    else:
        img = cards.pile(("none",), top, 0, cw, ch)
    sp.add(img, discard_at, f"discard:{q}")
    badge = cards.count_badge(str(len(discard)), fs)
    sp.add(badge, (discard_at[0] + cw - badge.get_width() + 2, discard_at[1] + ch - badge.get_height() + 2))
    sp.place(Place(f"discard:{q}", (discard_at[0], discard_at[1], cw, ch), "pile", z=3, seat=q,
                   data={"zone": "discard", "owner": q}))
    for c in sorted(set(discard)):
        sp.card("discard", q, c, f"discard:{q}")


def _spells(sp: Spread, view: MadnessState, seat: Seat, area: pygame.Rect, cw: int, ch: int, full: bool,
            neutral_word: str) -> None:
    q = seat.q
    entries = view.spells[q]
    n = max(1, len(entries))
    step = min(cw + max(3, cw // 16), area.w / n)
    for j, entry in enumerate(entries):
        sid, used, neutral = entry >> 2, bool(entry & USED), bool(entry & NEUTRAL)
        basic = sid < 4
        if full:
            img = cards.spell_card(sid, cw, ch, basic, neutral_word, neutral)
            key = ("spell", sid, cw, ch, basic, neutral, neutral_word)
        else:
            img = cards.mini_spell(sid, cw, ch, basic, neutral)
            key = ("mspell", sid, cw, ch, basic, neutral)
        x = area.x + j * step
        if used:
            # §4.5.2 a cast spell lies turned sideways until it is refreshed
            scale = min(1.0, (step - 2) / (ch + 3))
            img = cards.turned(key, img, -90, scale)
            pos = (x + (step - img.get_width()) / 2, area.y + (ch - img.get_height()) / 2)
        else:
            pos = (x, area.y)
        sp.add(img, pos, f"spell:{q}:{sid}")
        sp.place(Place(f"spell:{q}:{sid}", (int(x), area.y, int(min(cw, step)), ch), "spell", z=4, seat=q,
                       data={"sid": sid, "used": used, "neutral": neutral}))


def _gauge(sp: Spread, view: MadnessState, q: int, at: tuple[int, int], size: int, fs: int) -> pygame.Rect:
    """§4.6 the madness in hand against the limit that scares a wizard to death: six eyes, lit
    as many as the hand holds."""
    n = sum(1 for c in view.hand[q] if c == MADNESS)
    img = _eyes(n, size)
    sp.add(img, at)
    label = gfx.text(f"{n}/{ELIMINATION_MADNESS}", fs, gfx.col("danger") if n >= 4 else gfx.col("text"), True)
    sp.add(label, (at[0] + img.get_width() + 3, at[1] + (img.get_height() - label.get_height()) // 2))
    rect = pygame.Rect(at[0], at[1], img.get_width() + 3 + label.get_width(), img.get_height())
    sp.place(Place(f"gauge:{q}", tuple(rect), "gauge", z=3, seat=q, focus=False),
             _("Madness in hand: {n} of {limit} (at {limit} the wizard is scared to death)", n=n,
               limit=ELIMINATION_MADNESS))
    return rect


def _eyes(n: int, size: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        step = size + 1
        surf = pygame.Surface((step * ELIMINATION_MADNESS, size), pygame.SRCALPHA)
        for i in range(ELIMINATION_MADNESS):
            g = gem(MAD_ELEM, size)
            if i >= n:
                g = g.copy()
                g.set_alpha(55)
            surf.blit(g, (i * step, 0))
        return surf

    return _marks.get_or(("eyes", n, size), make)


def large(sp: Spread, view: MadnessState, seat: Seat, rect: pygame.Rect, k: float) -> None:
    """The near edge: the wizard at the screen (or the active one, for a spectator)."""
    def u(v: float) -> int:
        return max(1, int(round(v * k)))

    q = seat.q
    _panel(sp, rect, seat, k)
    sp.place(Place(f"seat:{q}", tuple(rect), "seat", z=0, seat=q, focus=False,
                   anchor=(rect.x + u(60), rect.y + u(40))), seat.name)
    wizard = view.wizards[q]
    elem = WIZARDS[wizard][1]
    x0, y0 = rect.x + u(6), rect.y + u(6)
    ps = u(48)
    grey = view.eliminated[q]
    sp.add(cards.wizard_portrait(wizard, elem, ps, grey), (x0, y0))
    sp.place(Place(f"wizard:{q}", (x0, y0, ps, ps), "wizard", z=3, seat=q, radius=ps / 2))
    sp.add(gfx.seat_badge(q, u(20)), (x0 + ps - u(12), y0 - u(2)))
    fs = max(8, u(12))
    name = gfx.text(gfx.fit_text(seat.name, fs, u(104), True, whole_on_hover=True), fs, gfx.col("text"), True)
    sp.add(name, (x0, y0 + ps + u(2)))
    sp.word(seat.name)
    gy = rect.bottom - u(42)
    _gauge(sp, view, q, (x0, gy), u(13), u(12))
    lim = spell_limit(view, q)
    sl = gfx.text(_("Spells {n} of {limit}", n=len(view.spells[q]), limit=lim), u(12), gfx.col("text_dim"))
    sp.add(sl, (x0, gy + u(17)))
    if view.eliminated[q]:
        _gone(sp, rect, k)
        return
    # the sheet: support slots, then the draw deck and the discard pile
    cw, ch = u(44), u(62)
    mid_x, mid_w = rect.x + u(116), u(236)
    piles_w = 2 * (cw + u(5))
    _support(sp, view, seat, pygame.Rect(mid_x, y0, mid_w - piles_w - u(4), ch), cw, ch, 10)
    _piles(sp, view, seat, (mid_x + mid_w - piles_w + u(2), y0), (mid_x + mid_w - cw - u(2), y0), cw, ch, u(12))
    hw, hh = u(56), u(80)
    hand_y = rect.bottom - hh - u(8)
    _hand(sp, view, seat, pygame.Rect(mid_x, hand_y, mid_w, hh), hw, hh, 3.0, 20)
    if not seat.paying:
        top = y0 + ps + u(2) + name.get_height() + u(3)
        _power(sp, seat, wizard, pygame.Rect(x0, top, mid_x + mid_w - x0, hand_y - u(6) - top), k)
    sx = rect.x + u(358)
    area = pygame.Rect(sx, y0, rect.right - u(6) - sx, rect.h - u(12))
    n = max(5, len(view.spells[q]))
    sw = min(u(112), int(area.w / n) - u(4))
    sh = min(area.h, int(sw * 1.6))
    _spells(sp, view, seat, pygame.Rect(area.x, area.y + (area.h - sh) // 2, area.w, sh), sw, sh, True,
            _("Neutralized"))


# the power in a few words, for its button (the whole rule is in the portrait's tooltip)
POWER_SHORT = (
    N_("Your support holds up to 5 cards"),
    N_("Once a turn, pay with an air 1 as any element"),
    N_("Refresh 1 used spell of any player"),
    N_("Discard 1 madness from your hand, draw 1"),
    N_("Swap up to 2 hand cards with your support"),
    N_("You may know up to 6 spells"),
    N_("Break a curse: you may draw 1 card"),
    N_("Draw 1: banish it if madness, else discard it"),
)


def _power(sp: Spread, seat: Seat, wizard: int, rect: pygame.Rect, k: float) -> None:
    """The wizard's power under the portrait: a button while it can be used (what it does on
    it), a plain label for a power that is always on or not usable now."""
    active = wizard in ACTIVE_POWERS
    if seat.power_used:
        head = _("Power used this turn")
    elif active and seat.power_ready:
        head = _("Use your power")
    else:
        head = _("Power")
    body = _(POWER_SHORT[wizard])
    img = _power_img(head, body, rect.w, rect.h, active and seat.power_ready and not seat.power_used,
                     seat.power_used, max(12, int(round(13 * k))), max(12, int(round(12 * k))), max(3, int(4 * k)))
    sp.add(img, rect.topleft)
    sp.word(head)
    sp.word(body)
    if active:
        sp.place(Place(f"power:{seat.q}", tuple(rect), "wizard", z=4, seat=seat.q, label=head))


def _power_img(head: str, body: str, w: int, h: int, live: bool, used: bool, hs: int, bs: int,
               pad: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        if live:
            surf = gfx.panel(w, h, gfx.col("button"), pad * 2, gfx.col("highlight"), 0, 3).copy()
        else:
            surf = gfx.panel(w, h, (24, 30, 38, 200), pad * 2, (90, 100, 110), 0, 1).copy()
        head_col = gfx.col("text_dim") if used else gfx.col("highlight")
        hd = gfx.text(gfx.fit_text(head, hs, w - 2 * pad, True, whole_on_hover=True), hs, head_col, True)
        size, lines = gfx.fit_lines(body, bs, bs, w - 2 * pad, 2, False, whole_on_hover=True)
        line_h = gfx.font(size).get_linesize()
        total = hd.get_height() + line_h * len(lines)
        y = max(1, (h - total) // 2)
        surf.blit(hd, (pad + 2, y))
        y += hd.get_height()
        for line in lines:
            surf.blit(gfx.text(line, size, gfx.col("text_dim") if used else gfx.col("text")), (pad + 2, y))
            y += line_h
        return surf

    return _marks.get_or(("power", head, body, w, h, live, used, hs, bs, pad), make)


def compact(sp: Spread, view: MadnessState, seat: Seat, rect: pygame.Rect, k: float) -> None:
    """An area along the far edge: the same zones smaller; the words in the tooltips."""
    def u(v: float) -> int:
        return max(1, int(round(v * k)))

    q = seat.q
    _panel(sp, rect, seat, k)
    sp.place(Place(f"seat:{q}", tuple(rect), "seat", z=0, seat=q, focus=False,
                   anchor=(rect.centerx, rect.y + u(40))), seat.name)
    wizard = view.wizards[q]
    elem = WIZARDS[wizard][1]
    x0, y0 = rect.x + u(4), rect.y + u(3)
    ps = u(22)
    sp.add(cards.wizard_portrait(wizard, elem, ps, view.eliminated[q]), (x0, y0))
    sp.place(Place(f"wizard:{q}", (x0, y0, ps, ps), "wizard", z=3, seat=q, radius=ps / 2))
    # 18 units: its digit (shown from 24 px) is then never under the readable floor
    sp.add(gfx.seat_badge(q, u(18)), (x0 + ps + u(2), y0 + u(2)))
    fs = u(12)
    gauge_w = u(6 * 10 + 28)
    name_w = rect.w - ps - u(24) - gauge_w - u(8)
    name = gfx.text(gfx.fit_text(seat.name, fs, name_w, True, whole_on_hover=True), fs, gfx.col("text"), True)
    sp.add(name, (x0 + ps + u(21), y0 + (ps - name.get_height()) // 2))
    sp.word(seat.name)
    _gauge(sp, view, q, (rect.right - gauge_w - u(4), y0 + u(5)), u(9), u(12))
    if view.eliminated[q]:
        _gone(sp, rect, k)
        return
    if rect.w >= u(600):
        _wide_row(sp, view, seat, rect, k)
        return
    cw, ch = u(30), u(42)
    row1 = y0 + u(25)
    inner_w = rect.w - u(8)
    cap = view.capacity(q)
    sup_w = min(int(inner_w * 0.42), (cw + u(2)) * max(cap, len(view.support[q])))
    piles_w = 2 * (cw + u(4))
    hand_w = inner_w - sup_w - u(6)
    _hand(sp, view, seat, pygame.Rect(x0, row1, hand_w, ch), cw, ch, 0.0, 20)
    _support(sp, view, seat, pygame.Rect(rect.right - u(4) - sup_w, row1, sup_w, ch), cw, ch, 10)
    row2 = row1 + ch + u(4)
    sh = rect.bottom - u(4) - row2
    spells_w = inner_w - piles_w - u(6)
    _chips(sp, view, seat, pygame.Rect(x0, row2, spells_w, sh), k)
    _piles(sp, view, seat, (rect.right - u(4) - piles_w + u(2), row2 + (sh - ch) // 2),
           (rect.right - u(4) - cw - u(1), row2 + (sh - ch) // 2), cw, ch, u(12))


def _chips(sp: Spread, view: MadnessState, seat: Seat, area: pygame.Rect, k: float) -> None:
    """A far-edge wizard's spells as chips in rows (two on a crowded edge): the names stay
    readable where a card would be too small for them."""
    q = seat.q
    entries = view.spells[q]
    if not entries:
        return
    size = max(12, int(round(12 * k)))
    gap = max(2, int(2 * k))
    chip_h = max(gfx.font(size, True).get_linesize(), min(int(24 * k), (area.h - gap) // 2))
    rows = max(1, min(3, len(entries), (area.h + gap) // (chip_h + gap)))
    cols = -(-len(entries) // rows)
    rows = -(-len(entries) // cols)
    chip_w = max(8, min(int(150 * k), (area.w - gap * (cols - 1)) // cols))
    top = area.y + (area.h - rows * chip_h - (rows - 1) * gap) // 2
    for j, entry in enumerate(entries):
        sid, used, neutral = entry >> 2, bool(entry & USED), bool(entry & NEUTRAL)
        x = area.x + (j % cols) * (chip_w + gap)
        y = top + (j // cols) * (chip_h + gap)
        img = cards.spell_chip(sid, chip_w, chip_h, sid < 4, neutral, used, size)
        pid = f"spell:{q}:{sid}"
        sp.add(img, (x, y), pid)
        sp.place(Place(pid, (x, y, chip_w, chip_h), "spell", z=4, seat=q,
                       data={"sid": sid, "used": used, "neutral": neutral}))


def _wide_row(sp: Spread, view: MadnessState, seat: Seat, rect: pygame.Rect, k: float) -> None:
    """A far-edge area with the whole edge to itself (two players): one row of larger cards,
    hand, support, spells, deck and discard side by side."""
    def u(v: float) -> int:
        return max(1, int(round(v * k)))

    q = seat.q
    y = rect.y + u(26)
    ch = rect.bottom - u(5) - y
    cw = int(ch / 1.43)
    x = rect.x + u(12)   # room for the first card's tilt
    piles_w = 2 * (cw + u(6))
    cap = view.capacity(q)
    sup_w = min(cap * (cw + u(4)), u(210))
    spells_w = min(u(400), max(1, len(view.spells[q])) * (int(ch * 0.78) + u(6)))
    hand_w = rect.w - u(18) - piles_w - sup_w - spells_w - 3 * u(12)
    _hand(sp, view, seat, pygame.Rect(x, y, hand_w, ch), cw, ch, 2.0, 20)
    x += hand_w + u(12)
    _support(sp, view, seat, pygame.Rect(x, y, sup_w, ch), cw, ch, 10)
    x += sup_w + u(12)
    _chips(sp, view, seat, pygame.Rect(x, y, spells_w, ch), k)
    x += spells_w + u(12)
    _piles(sp, view, seat, (x, y), (x + cw + u(6), y), cw, ch, u(12))


def payment(sp: Spread, view: MadnessState, rect: pygame.Rect, k: float, title: str) -> None:
    """The payment in progress, by the near area's top right: the gems still to pay, those paid
    (chosen so far) dimmed, so a player sees what the next click must bring."""
    from game.madness.action_phase import _effective_need, _selected

    t = view.tasks[-1] if view.tasks else ()
    if not t or t[0] != "pay":
        return
    need, chosen = t[3], t[4]
    vals, first = _selected(chosen)
    eff = _effective_need(need, first)
    g = max(10, int(18 * k))
    fs = max(12, int(round(12 * k)))
    if need[4] and first < 0:
        still: list[int] = []
        words = _("{n} of one element", n=need[4])
    else:
        still = [e for e in range(4) for _i in range(max(0, eff[e] - sum(vals[e])))]
        words = ""
    paid = [e for e in range(4) for _i in range(min(eff[e], sum(vals[e])))]
    img = _pay_panel(tuple(still), tuple(paid), words, title, g, fs)
    # between the sheet's support row and the hand, where the cards to click are
    sp.add(img, (rect.x + int(116 * k), rect.y + int(74 * k)))
    sp.word(title)


def _pay_panel(still: tuple[int, ...], paid: tuple[int, ...], words: str, title: str, g: int,
               fs: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        head = gfx.text(title, fs, gfx.col("highlight"), True)
        extra = gfx.text(words, fs, gfx.col("text"), True) if words else None
        row_w = (len(still) + len(paid)) * (g + 2) + (extra.get_width() + 4 if extra else 0)
        w = head.get_width() + row_w + 22
        h = max(head.get_height(), g) + 10
        surf = gfx.panel(w, h, (20, 16, 26), max(4, g // 3), gfx.col("highlight"), 0, 2).copy()
        surf.blit(head, (8, (h - head.get_height()) // 2))
        x = 14 + head.get_width()
        y = (h - g) // 2
        if extra is not None:
            surf.blit(extra, (x, y + (g - extra.get_height()) // 2))
            x += extra.get_width() + 4
        for e in still:
            surf.blit(gem(e, g), (x, y))
            x += g + 2
        for e in paid:
            dim = gem(e, g).copy()
            dim.set_alpha(80)
            surf.blit(dim, (x, y))
            x += g + 2
        return surf

    return _marks.get_or(("pay", still, paid, words, title, g, fs), make)


def _gone(sp: Spread, rect: pygame.Rect, k: float) -> None:
    word = _("Scared to death")
    fs = max(9, int(16 * k))
    img = gfx.text_shadow(gfx.fit_text(word, fs, rect.w - 20, True), fs, gfx.col("danger"))
    sp.add(img, img.get_rect(center=rect.center).topleft)
    sp.word(word)
