"""The battle board: both sides' blocks, revealed, lined up by firing order (5.2) - a row per
firing step, A+ to D, the defender's blocks on the left since they fire first on ties - with the
round, the spells in force, the blocks about to act lit, and the last dice with their hits.
Drawn into the side panel's picture; each block is a fixed place ``"bb:<unit>"``, each side's
header ``"side:0"`` (attacker) / ``"side:1"`` (defender)."""

from __future__ import annotations

import re
from typing import Any

import pygame

from game.wizard_kings import combat
from game.wizard_kings.data import BLOCKS, LETTER_ORDER, PURSUIT_ROUND
from game.wizard_kings.state import ACTED, BLK, DAZED, FL, OWN, RESERVE, STR, UNKNOWN
from sprites.boards.wizard_kings import blocks, names
from sprites.boards.wizard_kings.tr import _
from sprites.ui import gfx

LETTERS = ("A+", "A", "B+", "B", "C", "D")


def round_text(b: dict) -> str:
    if b["round"] >= PURSUIT_ROUND:
        return _("Pursuit round: the attacker must retreat")
    return _("Combat round {n} of 3", n=b["round"])


def effects_text(b: dict, si: int) -> str:
    bits = []
    if b["bless"][si]:
        bits.append(_("Bless"))
    if b["curse"][si]:
        bits.append(_("Cursed"))
    if b["shield"][si]:
        bits.append(_("Shield {n}", n=b["shield"][si]))
    return ", ".join(bits)


def hits_of(values: tuple[int, ...], purpose: str) -> int | None:
    """Hits in a roll whose purpose names the number that hits ("U3 Zombie C2", "BOLT 2d6@F3")."""
    m = re.search(r"@F(\d)$", purpose) or re.search(r"\b[ABCD]\+?(\d)( berserk)?$", purpose)
    if m is None:
        return None
    n = int(m.group(1))
    return sum(1 for v in values if v <= n)


class BattleBoard:
    def __init__(self, board: Any, column: Any) -> None:
        self.board = board
        self.column = column

    def units(self, occ: Any) -> dict[int, list[str]]:
        """The battle's units by side (0 attacker, 1 defender), in the view's order."""
        view = self.board.view
        h = view.battle["hex"]
        out: dict[int, list[str]] = {0: [], 1: []}
        for seat, uids in occ.get(h, {}).items():
            out[combat.side_index(view, seat)].extend(uids)
        return out

    def lit(self) -> tuple[set[str], set[str]]:
        """Blocks about to act (the firing step now acting) and blocks that may take the hit."""
        view = self.board.view
        acting: set[str] = set()
        hits: set[str] = set()
        try:
            if view.pending and view.pending[-1].kind == "hits":
                hits = set(combat.hit_candidates(view))
            elif not view.pending and combat.both_sides_present(view):
                g = combat.current_group(view)
                if g is not None:
                    acting = set(g[2])
        except Exception:   # a view mid-battle the helpers cannot read: nothing lit
            pass
        return acting, hits

    def draw(self, surf: pygame.Surface, body: pygame.Rect, occ: Any) -> None:
        board = self.board
        view = board.view
        b = view.battle
        s = board.s
        pad = int(8 * s)
        y = body.y
        title = _("Battle at {place}", place=names.place(board.bd, b["hex"]))
        self.column.texts.append(title)
        for line in gfx.wrap(title, int(15 * s), body.w - 2 * pad, True)[:2]:
            img = gfx.text(gfx.fit_text(line, int(15 * s), body.w - 2 * pad, True), int(15 * s), gfx.col("danger"), True)
            surf.blit(img, (pad, y))
            y += img.get_height()
        img = self.column.line(surf, round_text(b), (pad, y), int(13 * s), gfx.col("highlight"), body.w - 2 * pad, True)
        y += img.get_height() + int(4 * s)
        half = (body.w - 3 * pad - int(18 * s)) // 2
        left_x = pad + int(18 * s)
        xs = {1: left_x, 0: left_x + half + pad}
        head_h = int(38 * s)
        for si in (1, 0):
            seat = b["dfn"] if si == 1 else b["att"]
            rect = pygame.Rect(xs[si], y, half, head_h)
            fill = gfx.darken(blocks.army_colour(view.armies[seat], seat), 0.35)
            surf.blit(gfx.panel(rect.w, rect.h, fill, int(7 * s), gfx.col("panel_edge"), 0, 1), rect.topleft)
            icon = blocks.back(view.armies[seat], int(18 * s), seat)
            surf.blit(icon, (rect.x + int(4 * s), rect.y + int(3 * s)))
            role = _("defends") if si == 1 else _("attacks")
            self.column.line(surf, names.army(view.armies[seat]), (rect.x + int(24 * s), rect.y + int(3 * s)), int(12 * s),
                             gfx.col("text"), rect.w - int(26 * s), True)
            fx = effects_text(b, si)
            self.column.line(surf, role + (" · " + fx if fx else ""), (rect.x + int(4 * s), rect.bottom - int(16 * s)),
                             int(12 * s), gfx.col("text_dim"), rect.w - int(8 * s))
            self.column.add(f"side:{si}", rect, "side", role, seat)
        y += head_h + int(4 * s)
        sides = self.units(occ)
        rows: dict[int, dict[int, list[str]]] = {}
        for si, uids in sides.items():
            for uid in uids:
                key = view.units[uid][BLK]
                rank = LETTER_ORDER[BLOCKS[key].letter] if key in BLOCKS else len(LETTERS)
                rows.setdefault(rank, {0: [], 1: []})[si].append(uid)
        roll_h = int(54 * s)
        room = body.bottom - y - roll_h
        size = int(40 * s)
        while size > int(22 * s):
            per = max(1, (half + int(4 * s)) // (size + int(4 * s)))
            need = sum(max(1, -(-max(len(r[0]), len(r[1])) // per)) * (size + int(5 * s)) for r in rows.values())
            if need <= room:
                break
            size -= int(3 * s) or 1
        per = max(1, (half + int(4 * s)) // (size + int(4 * s)))
        acting, hits = self.lit()
        for rank in sorted(rows):
            row = rows[rank]
            lines = max(1, -(-max(len(row[0]), len(row[1])) // per))
            label = LETTERS[rank] if rank < len(LETTERS) else _("R")
            t = gfx.text(label, int(13 * s), gfx.col("highlight"), True)
            surf.blit(t, (pad // 2, y + (size - t.get_height()) // 2))
            for si in (1, 0):
                for i, uid in enumerate(row[si]):
                    x = xs[si] + (i % per) * (size + int(4 * s))
                    yy = y + (i // per) * (size + int(5 * s))
                    self.block(surf, uid, pygame.Rect(x, yy, size, size), uid in acting, uid in hits)
            y += lines * (size + int(5 * s))
            pygame.draw.line(surf, gfx.col("panel_edge"), (pad, y - int(2 * s)), (body.w - pad, y - int(2 * s)), 1)
        self.roll(surf, pygame.Rect(pad, body.bottom - roll_h, body.w - 2 * pad, roll_h - int(4 * s)))

    def block(self, surf: pygame.Surface, uid: str, rect: pygame.Rect, acting: bool, hit: bool) -> None:
        board = self.board
        view = board.view
        u = view.units[uid]
        army = view.armies[u[OWN]]
        s = board.s
        self.column.add(f"bb:{uid}", rect, "block", names.unit(u[BLK]) if u[BLK] in BLOCKS else names.army(army), u[OWN],
                        z=12)
        if f"bb:{uid}" in board.hidden:
            return
        if acting or hit:
            ring = gfx.col("highlight") if acting else gfx.col("danger")
            pygame.draw.rect(surf, ring, rect.inflate(int(6 * s), int(6 * s)), max(2, int(3 * s)), border_radius=int(6 * s))
        if u[BLK] == UNKNOWN or u[BLK] not in BLOCKS:
            img = blocks.back(army, rect.w, u[OWN])
        else:
            img = blocks.face(u[BLK], u[STR], army, rect.w, u[OWN])
        if u[FL] & ACTED and not acting:
            img = img.copy()
            img.fill((70, 70, 70, 0), special_flags=pygame.BLEND_RGBA_SUB)
        surf.blit(img, rect.topleft)
        if u[FL] & RESERVE:
            surf.blit(blocks.badge(_("R"), int(20 * s), (90, 90, 140)), (rect.x - int(6 * s), rect.y - int(6 * s)))
        if u[FL] & DAZED:
            surf.blit(blocks.badge("z", int(20 * s), (120, 80, 150)), (rect.right - int(14 * s), rect.y - int(6 * s)))
        if any(a[2] == uid for a in view.arts.values()):
            icon = blocks.mark_icon("art", int(12 * s))
            surf.blit(icon, (rect.right - icon.get_width(), rect.bottom - icon.get_height()))

    def roll(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The last roll of this battle: its dice and how many hit."""
        board = self.board
        got = board.last_roll
        s = board.s
        if got is None or "dice" in board.hidden:
            return
        seat, values, purpose = got
        size = int(24 * s) if len(values) <= 6 else int(18 * s)
        hits = hits_of(values, purpose)
        number = None
        if hits is not None:
            m = re.search(r"(\d)( berserk)?$", purpose)
            number = int(m.group(1)) if m else None
        x = rect.x
        for v in values[:10]:
            die = gfx.die(size, v, None, number is not None and v <= number)
            surf.blit(die, (x, rect.y))
            x += die.get_width() - int(2 * s)
        if hits is not None:
            words = _.n("{n} hit", "{n} hits", hits, n=hits)
            self.column.line(surf, words, (rect.x, rect.bottom - int(19 * s)), int(14 * s),
                             gfx.col("danger") if hits else gfx.col("text_dim"), rect.w // 2, True)
        who = names.army(board.view.armies[seat]) if isinstance(seat, int) and seat < len(board.view.armies) else ""
        if who:
            t = gfx.text(gfx.fit_text(who, int(12 * s), rect.w // 2), int(12 * s), gfx.col("text_dim"))
            surf.blit(t, (rect.right - t.get_width(), rect.bottom - t.get_height()))
