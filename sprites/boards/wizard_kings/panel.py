"""The side panel: the turn and phase, who acts, each army's cities against the target and what
it still holds back, the scenario's own progress, and the dice tray. Rendered into one surface per
view (and size); its rows are fixed places (hover for details; offering or ending an alliance is
a click on the other army's row). A battle replaces the army rows with the battle board."""

from __future__ import annotations

from typing import Any

import pygame

from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.data import BLOCKS, RAID_HOLD_CITIES, RAID_HOLD_FROM_TURN
from game.wizard_kings.state import BLK, OWN, UNKNOWN
from sprites.board import Place
from sprites.boards.wizard_kings import blocks, names
from sprites.boards.wizard_kings.tr import N_, _
from sprites.ui import gfx

PHASES = {"deploy": N_("Set-up"), "move": N_("Movement"), "combat": N_("Combat"), "build": N_("Build"), "over": N_("Game over")}


def phase_name(phase: str) -> str:
    return _(PHASES[phase]) if phase in PHASES else phase


def goal_text(view: Any) -> str:
    """What wins this game, in a line."""
    scen = view.scenario
    if scen == "isle_of_the_dead":
        return _("Elves: destroy the castle of Bethi within 10 turns. Undead: hold it.")
    if scen == "barbarian_raid":
        return _("Barbarians: destroy the Amazon castle. Amazons: hold {n} cities at the end of turn {t} or later.", n=RAID_HOLD_CITIES, t=RAID_HOLD_FROM_TURN)
    if scen == "last_wizard_standing":
        return _("Units worth the most gold after turn 10 win.")
    if scen == "alliance_expansion":
        return _("Destroy both enemy castles.")
    victory = view.opts.get("victory", "gold")
    if victory == "gold":
        return _("Win with cities worth {gp} GP at the end of a turn.", gp=sc.v1_threshold(len(view.designs)))
    if victory == "time":
        return _("Most city gold after turn {t} wins.", t=sc.turn_limit(view))
    return _("Most victory points after turn {t} win.", t=sc.turn_limit(view))


def army_lines(view: Any, seat: int, viewer: int | None, occ: Any) -> list[str]:
    """The facts under an army's name: cities held against the target, blocks on the map and
    held back, and the scenario's own count."""
    value = sc.controlled_value(view, seat, occ)
    scen = view.scenario
    lines = []
    if scen == "free" and view.opts.get("victory", "gold") == "gold":
        lines.append(_("Cities {gp} of {need} GP", gp=value, need=sc.v1_threshold(len(view.designs))))
    else:
        lines.append(_("Cities {gp} GP", gp=value))
    on_map = sum(1 for u in view.units.values() if u[OWN] == seat)
    back = sum(view.pool[seat].values()) if seat == viewer else view.hidden_counts.get(str(seat), 0)
    lines.append(_.n("{n} block out, {back} held back", "{n} blocks out, {back} held back", on_map, n=on_map, back=back))
    if scen == "barbarian_raid" and view.armies[seat] == "Amazons":
        bd = mv.board(view)
        held = sum(1 for h in bd.cities if mv.status(view, occ, h, seat) == "own")
        lines.append(_("Holds {n} of {of} cities (needs {need})", n=held, of=len(bd.cities), need=RAID_HOLD_CITIES))
    if scen == "free" and view.opts.get("victory") == "points":
        lines.append(_("Victory points {n}", n=view.vp[seat] if seat < len(view.vp) else 0))
    if seat == viewer:
        if view.phase == "deploy" and seat < len(view.budget) and view.budget[seat]:
            lines.append(_("Budget left {gp} GP", gp=view.budget[seat]))
        if view.phase == "build" and view.gold:
            lines.append(_.n("Gold {gp} GP in {n} city", "Gold {gp} GP in {n} cities", len(view.gold),
                             gp=sum(g for g in view.gold.values() if g > 0), n=len(view.gold)))
        if scen == "last_wizard_standing":
            lines.append(_("Units worth {gp} GP", gp=sum(u[3] * BLOCKS[u[BLK]].cost for u in view.units.values()
                                                   if u[OWN] == seat and u[BLK] in BLOCKS)))
        if scen == "alliance_expansion":
            castles = sum(1 for u in view.units.values() if u[OWN] == seat and u[BLK] != UNKNOWN
                          and BLOCKS[u[BLK]].castle)
            lines.append(_("Castles on the map {n}", n=castles))
    return lines


def scenario_line(view: Any, viewer: int | None) -> str:
    """The scenario's own progress: how long the Undead must hold out, the turn limit."""
    limit = sc.turn_limit(view)
    if view.scenario == "isle_of_the_dead":
        return _("Turn {t} of {limit}: the Undead hold out until then", t=view.turn, limit=limit)
    return _("Turn {t} of at most {limit}", t=view.turn, limit=limit)


class Column:
    """The side panel's picture and its fixed places, for one view and size."""

    def __init__(self, board: Any) -> None:
        self.board = board
        self.surface: pygame.Surface | None = None
        self.key: Any = None
        self.places: list[Place] = []
        self.texts: list[str] = []                 # the words drawn (tests read them)
        self._backdrop: tuple[Any, pygame.Surface] | None = None

    def rect(self) -> pygame.Rect:
        b = self.board
        return pygame.Rect(b.rect.w - b.column_w, 0, b.column_w, b.rect.h)

    def build(self) -> list[Place]:
        """Lay out the panel for the board's view: its places (screen pixels from the board's
        corner) and a fresh picture."""
        from sprites.boards.wizard_kings.battle import BattleBoard

        b = self.board
        view = b.view
        col = self.rect()
        s = b.s
        pad = int(10 * s)
        self.places = []
        self.texts = []
        surf = self.backdrop(col)
        surf.blit(gfx.panel(col.w, col.h, gfx.col("panel"), int(12 * s), gfx.col("panel_edge"), 0, 2), (0, 0))
        y = pad
        if view is None:
            self.surface = surf
            return self.places
        occ = mv.occupancy(view)
        y = self.header(surf, col, y)
        for line in gfx.wrap(goal_text(view), int(12 * s), col.w - 2 * pad)[:3] + [scenario_line(view, b.seat)]:
            self.line(surf, line, (pad, y), int(12 * s), gfx.col("text_dim"), col.w - 2 * pad)
            y += int(16 * s)
        y += int(6 * s)
        pygame.draw.line(surf, gfx.col("panel_edge"), (pad, y), (col.w - pad, y), 2)
        y += int(6 * s)
        tray_h = int(84 * s)
        body = pygame.Rect(0, y, col.w, col.h - y - tray_h)
        if view.battle is not None:
            BattleBoard(b, self).draw(surf, body, occ)
        else:
            if b.may_deploy_for_me():
                body = self.deploy_button(surf, body)
            self.armies(surf, body, occ)
        tray = pygame.Rect(pad, col.h - tray_h, col.w - 2 * pad, tray_h - pad)
        pygame.draw.rect(surf, (12, 26, 20, 200), tray, border_radius=int(10 * s))
        pygame.draw.rect(surf, gfx.col("panel_edge"), tray, 2, border_radius=int(10 * s))
        # rolls land a little above the tray's middle: the animation's own tray must fit the board
        self.add("tray", tray, "tray", focus=False, anchor=(tray.centerx, col.h - int(58 * s)))
        if b.initiative and "dice" not in b.hidden:
            self.line(surf, _("Initiative"), (tray.x + int(8 * s), tray.y + int(4 * s)), int(12 * s),
                      gfx.col("text_dim"), tray.w - int(16 * s))
            x, yy = tray.x + int(8 * s), tray.y + int(22 * s)
            for seat, total in sorted(b.initiative.items(), key=lambda kv: -kv[1]):
                badge = gfx.seat_badge(seat, int(18 * s))
                t = gfx.text(str(total), int(14 * s), gfx.col("text"), True)
                if x + badge.get_width() + t.get_width() > tray.right - int(4 * s):
                    break
                surf.blit(badge, (x, yy))
                surf.blit(t, (x + badge.get_width() + int(3 * s), yy))
                x += badge.get_width() + t.get_width() + int(12 * s)
        self.surface = surf
        return self.places

    def backdrop(self, col: pygame.Rect) -> pygame.Surface:
        """An opaque surface holding the table's felt where the panel stands: the panel is blitted
        every frame, and an opaque blit costs a fraction of an alpha one."""
        b = self.board
        screen = pygame.display.get_surface()
        key = (tuple(b.rect), tuple(col), screen.get_size() if screen is not None else None)
        if self._backdrop is None or self._backdrop[0] != key:
            surf = pygame.Surface(col.size)
            if screen is not None:
                felt = gfx.felt(*screen.get_size())
                area = pygame.Rect(b.rect.x + col.x, b.rect.y + col.y, col.w, col.h).clip(felt.get_rect())
                surf.blit(felt, (0, 0), area)
                surf = surf.convert()
            else:
                surf.fill(gfx.col("table"))
            self._backdrop = (key, surf)
        return self._backdrop[1].copy()

    def line(self, surf: pygame.Surface, text: str, at: tuple[int, int], size: int, colour: tuple, width: int,
             bold: bool = False) -> pygame.Surface:
        """A line of text, cut to ``width`` (noted for the tests)."""
        self.texts.append(text)
        img = gfx.text(gfx.fit_text(text, size, width, bold), size, colour, bold)
        surf.blit(img, at)
        return img

    def header(self, surf: pygame.Surface, col: pygame.Rect, y: int) -> int:
        """The turn, the phases of a turn with the present one lit, and the order of play with
        the army that acts now lit (its badge is its number and shape, not colour alone)."""
        b = self.board
        view = b.view
        s = b.s
        pad = int(10 * s)
        img = self.line(surf, _("Turn {n}", n=view.turn), (pad, y), int(18 * s), gfx.col("highlight"),
                        col.w - 2 * pad, True)
        y += img.get_height() + int(2 * s)
        phases = ("deploy",) if view.phase == "deploy" else ("move", "combat", "build")
        x = pad
        for ph in phases:
            name = phase_name(ph)
            t = gfx.text(name, int(12 * s), gfx.col("text_dark") if ph == view.phase else gfx.col("text_dim"), True)
            w, h = t.get_width() + int(10 * s), t.get_height() + int(4 * s)
            fill = gfx.col("highlight") if ph == view.phase else gfx.darken(gfx.col("panel"), 0.25)
            surf.blit(gfx.panel(w, h, fill, h // 2, gfx.col("panel_edge"), 0, 1), (x, y))
            surf.blit(t, (x + int(5 * s), y + int(2 * s)))
            self.texts.append(name)
            x += w + int(4 * s)
        y += int(24 * s)
        order = [p for p in (view.order or range(len(view.armies))) if p < len(view.armies)]
        x = pad
        size = int(20 * s)
        for p in order:
            lit = p in b.acting
            badge = gfx.seat_badge(p, size)
            name = names.army(view.armies[p])
            t = gfx.text(gfx.fit_text(name, int(12 * s), int(90 * s), lit), int(12 * s),
                         gfx.col("highlight") if lit else gfx.col("text_dim"), lit)
            if x > pad and x + size + t.get_width() > col.w - pad:
                x = pad
                y += size + int(4 * s)
            if lit:
                pygame.draw.rect(surf, gfx.col("panel_light"), (x - 2, y - 2, size + t.get_width() + int(10 * s), size + 4),
                                 border_radius=int(6 * s))
            surf.blit(badge, (x, y))
            surf.blit(t, (x + size + int(3 * s), y + (size - t.get_height()) // 2))
            self.texts.append(name)
            x += size + t.get_width() + int(12 * s)
        return y + size + int(6 * s)

    def add(self, pid: str, rect: pygame.Rect, kind: str, label: str = "", seat: int | None = None,
            focus: bool = True, z: int = 10, data: dict | None = None,
            anchor: tuple[int, int] | None = None) -> None:
        col = self.rect()
        r = pygame.Rect(rect).move(col.x, col.y)
        at = (anchor[0] + col.x, anchor[1] + col.y) if anchor is not None else None
        self.places.append(Place(pid, (r.x, r.y, r.w, r.h), kind, label=label, seat=seat, focus=focus, z=z,
                                 data=data or {}, fixed=True, anchor=at))

    def deploy_button(self, surf: pygame.Surface, body: pygame.Rect) -> pygame.Rect:
        """"Deploy for me" at the head of the army rows (a place of the board's own: a click
        asks the AI for the seat's deployment); returns the body left under it."""
        s = self.board.s
        pad = int(10 * s)
        rect = pygame.Rect(pad // 2, body.y, body.w - pad, int(34 * s))
        surf.blit(gfx.panel(rect.w, rect.h, gfx.col("button"), int(8 * s), gfx.col("highlight"), 0, 2), rect.topleft)
        text = _("Deploy for me")
        img = gfx.text(gfx.fit_text(text, int(15 * s), rect.w - 2 * pad, True), int(15 * s), gfx.col("text"), True)
        surf.blit(img, img.get_rect(center=rect.center))
        self.texts.append(text)
        self.add("auto:deploy", rect, "command", text)
        return pygame.Rect(body.x, rect.bottom + int(6 * s), body.w, body.h - rect.h - int(6 * s))

    def armies(self, surf: pygame.Surface, body: pygame.Rect, occ: Any) -> None:
        b = self.board
        view = b.view
        s = b.s
        pad = int(10 * s)
        n = len(view.armies)
        row_h = min(int(88 * s), max(int(52 * s), body.h // max(1, n)))
        y = body.y
        for seat in range(n):
            rect = pygame.Rect(pad // 2, y, body.w - pad, row_h - int(4 * s))
            if rect.bottom > body.bottom:
                break
            fill = gfx.col("panel_light") if seat in b.acting else gfx.darken(gfx.col("panel"), 0.15)
            surf.blit(gfx.panel(rect.w, rect.h, fill, int(8 * s), gfx.col("panel_edge"), 0, 1), rect.topleft)
            army = view.armies[seat]
            icon = blocks.back(army, int(26 * s), seat)
            surf.blit(icon, (rect.x + int(6 * s), rect.y + int(6 * s)))
            badge = gfx.seat_badge(seat, int(18 * s))
            surf.blit(badge, (rect.right - badge.get_width() - int(6 * s), rect.y + int(6 * s)))
            name = names.army(army) + (" " + _("(you)") if seat == b.seat else "")
            if view.allies and b.seat is not None and seat != b.seat and mv.allied(view, seat, b.seat):
                name += " · " + _("ally")
            x0 = rect.x + int(38 * s)
            img = self.line(surf, name, (x0, rect.y + int(5 * s)), int(15 * s), gfx.col("text"),
                            rect.right - x0 - int(30 * s), True)
            ly = rect.y + int(8 * s) + img.get_height()
            for line in army_lines(view, seat, b.seat, occ):
                if ly + int(14 * s) > rect.bottom:
                    break
                self.line(surf, line, (x0, ly), int(12 * s), gfx.col("text"), rect.right - x0 - int(4 * s))
                ly += int(16 * s)
            self.add(f"army:{seat}", rect, "army", names.army(army), seat)
            gold = pygame.Rect(x0, rect.y + int(6 * s) + img.get_height(), int(60 * s), int(14 * s))
            self.add(f"gold:{seat}", gold, "gold", names.army(army), seat, focus=False, z=9)
            y += row_h
