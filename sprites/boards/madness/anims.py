"""The motion of The Big Book of Madness, from the engine's events.

Draws fly from the draw deck and flip into the hand; paid and discarded cards slide to their
owner's discard pile; a cast spell glows and its effect travels to each wizard it touches, as
does a curse, which pulses when it fires; madness cards arrive from the madness deck with a
shudder; the page turns when a monster arrives and its curses are dealt onto their spaces; a
broken curse burns away.

Events name places in the engine's words ("P2's discard pile", "deck" of seat 1, "supply");
``place_of`` turns them into the board's places. The board is shown the new view before an
animation starts (it is live), so an animation finds where things end up when it starts, and
takes what has left the table (a paid card, a burnt curse, the old page) when it is made.
Everything drawn is a cached card picture, moved, scaled or turned.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

import pygame

from game.core.events import CardDrawn, CardMoved, Note, PhaseStarted, Shuffled, TurnStarted, ValueChanged
from game.madness.data import CARD_NAMES, MADNESS, SLOT_NAMES
from game.madness.events import (
    CardAcquired,
    CurseBroken,
    CurseTriggered,
    MadnessBanished,
    MadnessTaken,
    MonsterArrived,
    SpellCast,
    SpellLearned,
    WizardScared,
)
from game.madness.state import EFFECT_KINDS
from sprites.boards.madness import cards
from sprites.boards.madness.tr import _
from sprites.ui import gfx
from sprites.ui.timeline import Anim, BannerAnim, Stage, ease_in_out, ease_out

if TYPE_CHECKING:
    from sprites.boards.madness.board import MadnessBoard

CODE = {name: i for i, name in enumerate(CARD_NAMES)}
OWNED = re.compile(r"P(\d+)'s (hand|support|discard pile|deck|draw deck)")
ZONE_OF = {"hand": "hand", "support": "support", "discard pile": "discard", "deck": "deck", "draw deck": "deck"}
CHOICE_OPS = {"pick", "players", "ask", "gain", "spell", "library", "tsunami", "tornado", "tornado_q", "breath_q"}


# ------------------------------------------------------------------------------------ places
def place_of(board: MadnessBoard, name: Any, seat: int | None) -> str | None:
    """The board's place for an event's word: ``"hand"`` of seat 1 is ``hand:1``, ``"P2's
    discard pile"`` is ``discard:1``, ``"the madness deck"`` is ``madness``."""
    if name is None:
        return None
    word = str(name)
    for candidate in (f"{word}:{seat}" if seat is not None else None, word):
        if candidate is not None and candidate in board.places:
            return candidate
    m = OWNED.search(word)
    if m:
        pid = f"{ZONE_OF[m.group(2)]}:{int(m.group(1)) - 1}"
        return pid if pid in board.places else None
    low = word.lower()
    if "madness deck" in low:
        return "madness"
    if "destroyed" in low:
        return "destroyed"
    if word in ("draw", "pile") and seat is not None:
        return place_of(board, "deck", seat)
    m = re.fullmatch(r"P(\d+)", word)
    if m and f"seat:{int(m.group(1)) - 1}" in board.places:
        return f"seat:{int(m.group(1)) - 1}"
    return None


def _point(stage: Stage, pid: str | None) -> tuple[int, int] | None:
    kit = stage.kit
    return kit.anchor(pid) if kit is not None and pid else None


def _rect(stage: Stage, pid: str | None) -> pygame.Rect | None:
    kit = stage.kit
    return kit.screen_rect(pid) if kit is not None and pid else None


# ------------------------------------------------------------------------------------ animations
class Flight:
    """One card moving: from a point or place to a place, maybe turning face up on the way,
    maybe shuddering when it lands (madness)."""

    def __init__(self, face: pygame.Surface | None, src: str | tuple[int, int] | None, dst: str | None,
                 delay: float = 0.0, flip: bool = False, shudder: bool = False,
                 size: tuple[int, int] | None = None) -> None:
        self.face = face
        self.src = src
        self.dst = dst
        self.delay = delay
        self.flip = flip
        self.shudder = shudder
        self.size = size
        self.a: tuple[int, int] | None = None
        self.b: tuple[int, int] | None = None

    def resolve(self, stage: Stage) -> None:
        self.a = self.src if isinstance(self.src, tuple) else _point(stage, self.src)
        self.b = _point(stage, self.dst)

    def draw(self, surface: pygame.Surface, p: float, stage: Stage, back: pygame.Surface) -> None:
        if self.a is None or self.b is None:
            return
        t = max(0.0, min(1.0, p))
        if t <= 0:
            return
        land = 0.78 if self.shudder else 1.0
        k = ease_out(min(1.0, t / land))
        (ax, ay), (bx, by) = self.a, self.b
        lift = 40 * stage.scale + abs(bx - ax) * 0.08
        ctrl = ((ax + bx) / 2, min(ay, by) - lift)
        x = (1 - k) ** 2 * ax + 2 * (1 - k) * k * ctrl[0] + k * k * bx
        y = (1 - k) ** 2 * ay + 2 * (1 - k) * k * ctrl[1] + k * k * by
        img = self.face or back
        if self.flip:
            w = abs(math.cos(math.pi * k))
            img = (self.face or back) if k > 0.5 else back
            img = pygame.transform.scale(img, (max(1, int(img.get_width() * w)), img.get_height()))
        angle = 0.0
        if self.shudder and t > land:
            q = (t - land) / (1 - land)
            angle = math.sin(q * math.pi * 7) * 14 * (1 - q)
            x += math.sin(q * math.pi * 11) * 4 * stage.scale * (1 - q)
        elif k < 1:
            angle = (1 - k) * 10
        if angle:
            img = pygame.transform.rotate(img, angle)
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


class Flights(Anim):
    """Cards moving together (a payment sliding to the discard piles, a hand drawn)."""

    base_duration = 0.55
    sound = "card"
    kind = "card"

    def __init__(self, flights: list[Flight], duration: float | None = None, carry: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.flights = flights
        stagger = max((f.delay for f in flights), default=0.0)
        self.base_duration = self.duration = (duration or self.base_duration) + stagger
        self.carry = carry
        self.back: pygame.Surface | None = None

    def start(self, stage: Stage | None) -> None:
        super().start(stage)
        if stage is None:
            return
        for f in self.flights:
            f.resolve(stage)
        if stage.kit is not None:
            for pid in self.carry:
                stage.kit.hide(pid)

    def finish(self, stage: Stage | None) -> None:
        super().finish(stage)
        if stage is not None and stage.kit is not None:
            for pid in self.carry:
                stage.kit.unhide(pid)

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        span = self.duration - max((f.delay for f in self.flights), default=0.0)
        for f in self.flights:
            size = f.size or (int(44 * stage.scale), int(62 * stage.scale))
            back = cards.card_back(*size)
            f.draw(surface, (self.t - f.delay) / max(0.05, span), stage, back)


class Drawn(Flights):
    """§4.12 Draw: backs fly from the draw deck and turn face up in the hand (face down in a
    hand the seat at the screen may not see)."""

    def __init__(self, board: MadnessBoard, seat: int) -> None:
        super().__init__([], 0.6, (f"new:hand:{seat}",))
        self.board = board
        self.seat = seat

    def start(self, stage: Stage | None) -> None:
        b = self.board
        q = self.seat
        view = b.view
        flights = []
        n = b.claim_fresh(q)
        if view is not None and 0 <= q < view.n:
            hand = view.hand[q]
            for j, i in enumerate(range(len(hand) - n, len(hand))):
                pid = f"hand:{q}:{i}"
                size = _card_size(b, pid)
                face = cards.element_card(hand[i], *size) if hand[i] >= 0 else None
                flights.append(Flight(face, f"deck:{q}", pid, j * 0.08, True, hand[i] == MADNESS, size))
        if not flights:   # drawn and already gone (Larry's power, a Tsunami card into the support)
            size = _card_size(b, f"deck:{q}")
            flights.append(Flight(None, f"deck:{q}", f"hand:{q}", 0.0, False, False, size))
        self.carry = (f"new:hand:{q}",) if n else ()
        self.flights = flights
        self.duration = self.base_duration = 0.6 + max((f.delay for f in flights), default=0.0)
        super().start(stage)


def _card_size(board: MadnessBoard, pid: str) -> tuple[int, int]:
    place = board.places.get(pid)
    if place is None:
        return (int(44 * board.frame.k), int(62 * board.frame.k))
    w, h = place.rect[2], place.rect[3]
    if place.kind == "card" and w < h * 0.6:
        w = int(h / 1.43)   # a fanned card's place is the visible strip: the card is wider
    return (max(8, w), max(10, h))


class Glow(Anim):
    """A cast spell lights up before its effect resolves."""

    base_duration = 0.55
    sound = "whoosh"
    kind = "glow"

    def __init__(self, place: str, colour: gfx.Colour) -> None:
        super().__init__()
        self.place = place
        self.colour = colour

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        r = _rect(stage, self.place)
        if r is None:
            return
        k = math.sin(math.pi * self.p)
        img = halo(r.w, r.h, self.colour)
        img.set_alpha(int(255 * k))
        surface.blit(img, img.get_rect(center=r.center))


_fx = gfx.LRU(80)


def halo(w: int, h: int, c: gfx.Colour) -> pygame.Surface:
    """A soft glow around a card of w x h (cached)."""
    def make() -> pygame.Surface:
        pad = max(8, w // 5)
        surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        for i in range(pad, 0, -2):
            a = int(110 * (1 - i / pad))
            pygame.draw.rect(surf, (*c[:3], a), (pad - i, pad - i, w + 2 * i, h + 2 * i), 3,
                             border_radius=max(4, w // 8 + i))
        pygame.draw.rect(surf, (*gfx.lighten(c, .5), 230), (pad - 2, pad - 2, w + 4, h + 4), 3, border_radius=max(4, w // 8))
        return surf

    return _fx.get_or(("halo", w, h, c), make)


def orb(size: int, c: gfx.Colour) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size / 2
        for i in range(int(r), 0, -1):
            f = i / r
            a = 255 if f < 0.4 else int(230 * ((1 - f) / 0.6) ** 1.2)
            pygame.draw.circle(surf, (*gfx.lighten(c, 0.85 if f < 0.25 else 0.3 * (1 - f)), a), (r, r), i)
        return surf

    return _fx.get_or(("orb", size, c), make)


class Spark(Anim):
    """An effect travelling from its source (a spell, a curse, a page) to a wizard it touches."""

    base_duration = 0.4
    sound = None
    kind = "spark"

    def __init__(self, src: str, dst: str, colour: gfx.Colour) -> None:
        super().__init__()
        self.src = src
        self.dst = dst
        self.colour = colour

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        a, b = _point(stage, self.src), _point(stage, self.dst)
        if a is None or b is None:
            return
        size = max(12, int(34 * stage.scale))
        for j in range(5):
            t = ease_in_out(max(0.0, self.p - j * 0.05))
            x = a[0] + (b[0] - a[0]) * t
            y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * t) * 50 * stage.scale
            img = orb(max(6, size - j * size // 6), self.colour)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        if self.p > 0.8:
            ring = orb(int(size * (1 + (self.p - 0.8) * 8)), self.colour)
            ring = ring.copy()
            ring.set_alpha(int(255 * (1 - self.p) * 5))
            surface.blit(ring, ring.get_rect(center=b))


class Pulse(Anim):
    """A curse fires: its card throbs red and rings spread from it."""

    base_duration = 0.75
    sound = "impact"
    kind = "hit"

    def __init__(self, place: str, face: pygame.Surface | None) -> None:
        super().__init__()
        self.place = place
        self.face = face

    def shake(self) -> float:
        return (1 - self.p) * 4.0

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        r = _rect(stage, self.place)
        if r is None:
            return
        k = math.sin(math.pi * min(1.0, self.p * 2))
        if self.face is not None:
            grow = 1 + 0.12 * k
            img = pygame.transform.smoothscale(self.face, (int(self.face.get_width() * grow),
                                                           int(self.face.get_height() * grow)))
            surface.blit(img, img.get_rect(center=r.center))
        red = halo(r.w, r.h, gfx.col("danger"))
        red.set_alpha(int(255 * k))
        surface.blit(red, red.get_rect(center=r.center))
        for j in range(2):
            t = max(0.0, self.p - j * 0.2)
            if t <= 0:
                continue
            ring = ring_img(int(r.w * (0.6 + 1.8 * t)), gfx.col("danger"))
            ring.set_alpha(int(200 * (1 - t)))
            surface.blit(ring, ring.get_rect(center=r.center))


def ring_img(size: int, c: gfx.Colour) -> pygame.Surface:
    size = max(8, size // 4 * 4)

    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, c, (size / 2, size / 2), size / 2 - 2, max(2, size // 30))
        return surf

    return _fx.get_or(("ring", size, c), make)


class Burn(Anim):
    """A broken curse burns away from the bottom up, embers rising from the burning edge."""

    base_duration = 0.9
    sound = "impact"
    kind = "burn"

    def __init__(self, face: pygame.Surface | None, at: pygame.Rect | None) -> None:
        super().__init__()
        self.face = face
        self.at = at

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        if self.face is None or self.at is None:
            return
        w, h = self.face.get_size()
        left = int(h * (1 - ease_in_out(self.p)))
        if left > 0:
            part = self.face.subsurface((0, 0, w, left))
            surface.blit(part, self.at.topleft)
        edge_y = self.at.y + left
        char = char_band(w, max(8, int(22 * stage.scale)))
        if left > 0:
            surface.blit(char, (self.at.x, edge_y - char.get_height()), (0, max(0, char.get_height() - left), w, left))
        flame = ember_strip(w, max(8, int(18 * stage.scale)))
        surface.blit(flame, (self.at.x, edge_y - flame.get_height() // 2))
        for i in range(14):
            phase = (self.p * 2.5 + i * 0.37) % 1.0
            x = self.at.x + (i * 0.173 % 1.0) * w + math.sin(phase * 6 + i) * 4 * stage.scale
            y = edge_y - phase * 60 * stage.scale
            e = orb(max(4, int(16 * stage.scale * (1 - phase))), (255, 140, 40))
            surface.blit(e, e.get_rect(center=(int(x), int(y))))


def char_band(w: int, h: int) -> pygame.Surface:
    """The card charring just above the burning edge."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for y in range(h):
            pygame.draw.line(surf, (40, 18, 8, int(220 * y / h)), (0, y), (w, y))
        return surf

    return _fx.get_or(("char", w, h), make)


def ember_strip(w: int, h: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for y in range(h):
            a = int(230 * (1 - abs(y - h / 2) / (h / 2)))
            pygame.draw.line(surf, (255, 140 + y * 6 % 80, 40, a), (0, y), (w, y))
        return surf

    return _fx.get_or(("ember", w, h), make)


class PageTurn(Anim):
    """§4.4 New monster: the right-hand page turns over the spine; its back, the new monster,
    lands on the left."""

    base_duration = 0.9
    sound = "whoosh"
    kind = "page"

    def __init__(self, board: MadnessBoard, old_left: pygame.Surface | None, old_right: pygame.Surface | None) -> None:
        super().__init__()
        self.board = board
        self.old_left = old_left
        self.old_right = old_right

    def start(self, stage: Stage | None) -> None:
        super().start(stage)
        self.board.hide("page:left")

    def finish(self, stage: Stage | None) -> None:
        super().finish(stage)
        self.board.unhide("page:left")

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        b = self.board
        left, right = b.screen_rect("monster"), b.screen_rect("page")
        if left is None or right is None:
            return
        if self.old_left is not None:
            surface.blit(self.old_left, left.topleft)
        t = ease_in_out(self.p)
        spine = (left.right + right.x) // 2
        if t < 0.5:
            img = self.old_right
            w = right.w * math.cos(math.pi * t)
            if img is not None and w >= 1:
                img = pygame.transform.scale(img, (int(w), img.get_height()))
                surface.blit(img, (spine, right.y - int(math.sin(math.pi * t) * 8 * stage.scale)))
        else:
            new = b.item_image("page:left")
            w = left.w * -math.cos(math.pi * t)
            if new is not None and w >= 1:
                img = pygame.transform.scale(new, (int(w), new.get_height()))
                surface.blit(img, (spine - int(w), left.y - int(math.sin(math.pi * t) * 8 * stage.scale)))


class Dealt(Flights):
    """The new monster's curses are laid on their spaces, from the book."""

    def __init__(self, board: MadnessBoard) -> None:
        super().__init__([], 0.5)
        self.board = board

    def start(self, stage: Stage | None) -> None:
        b = self.board
        flights, carry = [], []
        if b.view is not None:
            for slot, code in enumerate(b.view.track):
                pid = f"curse:{SLOT_NAMES[slot]}"
                if code < 0 or pid not in b.places:
                    continue
                flights.append(Flight(b.item_image(pid), "monster", pid, len(flights) * 0.12))
                carry.append(pid)
        self.flights = flights
        self.carry = tuple(carry)
        self.duration = self.base_duration = 0.5 + max((f.delay for f in flights), default=0.0)
        super().start(stage)


# ------------------------------------------------------------------------------------ events
def colour_of_place(board: MadnessBoard, pid: str | None) -> gfx.Colour:
    from game.madness.data import SPELLS
    from sprites.boards.madness.elements import colour

    if pid and pid.startswith("spell:"):
        return colour(SPELLS[int(pid.split(":")[2])][1])
    if pid and pid.startswith("curse:"):
        return gfx.col("danger")
    return gfx.col("highlight")


def animations(board: MadnessBoard, event: Any, generic: list[Any]) -> list[Any]:
    """An event's animations: the game's own where it has them, the timeline's otherwise."""
    out: list[Any] = []
    if board.batch != id(board.view):
        # a new action's events: an effect's source carries over only through a pending choice
        board.batch, board.source, board.touched = id(board.view), None, set()
    if isinstance(event, TurnStarted) or (isinstance(event, PhaseStarted) and not isinstance(event, MonsterArrived)):
        board.source, board.touched = None, set()
        return list(generic)
    if isinstance(event, SpellCast):
        out += payment(board, event.paid)
        pid = f"spell:{event.seat}:{event.spell}"
        board.source, board.touched = pid, set()
        out.append(Glow(pid, colour_of_place(board, pid)))
        return out
    if isinstance(event, (SpellLearned, MadnessBanished)):
        out += payment(board, event.paid)
        if isinstance(event, MadnessBanished):
            src = _old_card(board, event.zone, event.owner, MADNESS)
            out.append(Flights([Flight(cards.madness_card(*_card_size(board, "madness")), src, "madness")], 0.5))
        return out
    if isinstance(event, CurseTriggered):
        pid = f"curse:{SLOT_NAMES[event.slot]}" if 0 <= event.slot < 5 else None
        board.source, board.touched = pid, set()
        if pid is None:
            return list(generic)
        return [Pulse(pid, board.item_image(pid))]
    if isinstance(event, CurseBroken):
        out += payment(board, event.paid)
        pid = f"curse:{SLOT_NAMES[event.slot]}" if 0 <= event.slot < 5 else ""
        out.append(Burn(board.item_image(pid), board.screen_rect(pid)))
        return out
    if isinstance(event, MonsterArrived):
        board.source, board.touched = "monster", set()
        turn = PageTurn(board, board.item_image("page:left"), board.item_image("page:right"))
        banner = list(generic)
        return [turn, Dealt(board), *banner]
    if isinstance(event, WizardScared):
        return [BannerAnim(_("{who} is scared to death and leaves the game", who=event.unit), "",
                           event.seat if event.seat >= 0 else None)]
    if isinstance(event, Note) and "defeated" in event.message:
        board.source, board.touched = "page", set()
        return []
    touched = touched_seat(board, event)
    if touched is not None:
        out += spark(board, touched)
    if isinstance(event, CardDrawn) and isinstance(event.seat, int):
        out.append(Drawn(board, event.seat))
        return out
    if isinstance(event, MadnessTaken):
        dst = place_of(board, event.dest, event.player) or f"seat:{event.player}"
        size = _card_size(board, "madness")
        out.append(Flights([Flight(cards.madness_card(*size), "madness", dst, 0.0, False, True, size)], 0.8))
        return out
    if isinstance(event, CardAcquired):
        return payment(board, event.paid) + [moved(board, event)]
    if isinstance(event, CardMoved) and event.card in CODE:
        return out + [moved(board, event)]
    if isinstance(event, Shuffled):
        m = OWNED.search(event.pile)
        if m:
            q = int(m.group(1)) - 1
            size = _card_size(board, f"deck:{q}")
            back = cards.card_back(*size)
            src = f"discard:{q}" if "discard" in event.pile else f"deck:{q}"
            return out + [Flights([Flight(back, src, f"deck:{q}", i * 0.06, size=size) for i in range(4)], 0.35)]
    if isinstance(event, ValueChanged):
        return out + list(generic)
    return out + list(generic)


def touched_seat(board: MadnessBoard, event: Any) -> int | None:
    if isinstance(event, MadnessTaken):
        return event.player
    if isinstance(event, (CardDrawn, CardMoved)) and isinstance(event.seat, int):
        return event.seat
    if isinstance(event, Shuffled):
        m = OWNED.search(event.pile)
        return int(m.group(1)) - 1 if m else None
    return None


def spark(board: MadnessBoard, q: int) -> list[Any]:
    """The effect being resolved reaches wizard ``q`` (once per effect and wizard)."""
    src = board.source or effect_source(board)
    if src is None or q in board.touched or src not in board.places or f"seat:{q}" not in board.places:
        return []
    board.touched.add(q)
    return [Spark(src, f"wizard:{q}" if f"wizard:{q}" in board.places else f"seat:{q}", colour_of_place(board, src))]


def effect_source(board: MadnessBoard) -> str | None:
    """The card whose effect a choice belongs to (the view before the action: a spell waiting
    for its target, a curse asking who discards)."""
    view = board.view
    if view is None or not view.tasks or view.tasks[-1][0] not in CHOICE_OPS or len(view.context) != 4:
        return None
    kind = EFFECT_KINDS[view.context[0]]
    ident, caster = view.context[1], view.context[2]
    if kind == "S":
        return f"spell:{caster}:{ident}"
    if kind == "C" and ident in view.track:
        return f"curse:{SLOT_NAMES[view.track.index(ident)]}"
    if kind in ("A", "L"):
        return "monster"
    if kind in ("B", "P"):
        return "page"
    return None


def _old_card(board: MadnessBoard, zone: str, owner: int, code: int, used: set[str] | None = None) -> Any:
    """Where a card lay before the event took it away (a point on the screen now)."""
    for pid in board.spread.cards.get((zone, owner, code), ()):
        if used is not None and pid in used:
            continue
        if used is not None:
            used.add(pid)
        at = board.anchor(pid)
        if at is not None:
            return at
    return f"{zone}:{owner}"


def payment(board: MadnessBoard, paid: tuple) -> list[Any]:
    """§4.5.1 the cards paid slide to their owners' discard piles."""
    if not paid:
        return []
    used: set[str] = set()
    flights = []
    for j, (zone, owner, code, _as) in enumerate(paid):
        size = _card_size(board, f"discard:{owner}")
        src = _old_card(board, zone, owner, code, used)
        flights.append(Flight(cards.element_card(code, *size), src, f"discard:{owner}", j * 0.07, size=size))
    return [Flights(flights, 0.45)]


def moved(board: MadnessBoard, event: CardMoved) -> Anim:
    """A named card between two places (discarded, put into a support, given, destroyed ...)."""
    code = CODE[event.card]
    gained = event.source == "supply" and re.fullmatch(r"P\d+", event.dest) is not None
    # a supply card gained lands on its new owner's discard pile (a reward, a bonus)
    dst = f"discard:{int(event.dest[1:]) - 1}" if gained else place_of(board, event.dest, event.seat)
    m = OWNED.search(event.source)
    src: Any = None
    if m:
        zone, owner = ZONE_OF[m.group(2)], int(m.group(1)) - 1
        src = _old_card(board, zone, owner, code)
    elif event.source == "supply":
        src = f"supply:{event.card}"
    size = _card_size(board, dst or "madness")
    return Flights([Flight(cards.element_card(code, *size), src, dst, size=size)], 0.5)


def pieces_of(board: MadnessBoard, event: Any) -> list[str]:
    """The game's own animations hide what they carry themselves."""
    return []


def sprite(board: MadnessBoard, piece: str, seat: int | None) -> pygame.Surface | None:
    return board.item_image(piece)
