"""Places and blocks by name in what the engine writes: a move's log line ("Your Troll moves from
Logyn to the forest hex south-west of Logyn"), an action told with place names (``describe``)
and any text naming units by their ids (``readable``), for the table's log and anything else a
player reads. Map coordinates and unit ids stay in the records and the events' data.

A block reads as its reader may know it (2.0): the reader's own block "your Troll"; another
army's block seen (in a battle, an ally's, or named by the event itself) "the Orc Troll"; one
face down "an Orc block"."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game.core.events import UnitMoved
from game.core.i18n import SOURCE_LANGUAGE, language
from game.wizard_kings import actions as A
from game.wizard_kings import movement as mv
from game.wizard_kings import names
from game.wizard_kings.data import ARTIFACTS, BLOCKS
from game.wizard_kings.state import BLK, FL, OWN, POS, RESERVE
from game.wizard_kings.tr import _

Hex = tuple[int, int]


@dataclass(frozen=True)
class Moved(UnitMoved):
    """A unit moved (animated along ``path`` like any ``UnitMoved``), told by place names."""

    where: str = ""

    def text(self) -> str:
        return _("{unit} {where}", unit=self.unit, where=self.where) if self.where else super().text()


def place(state: Any, h: Hex) -> str:
    return mv.board(state).hex_name(h)


def moved(state: Any, seat: int | None, unit: str, path: tuple[Hex, ...]) -> Moved:
    """The event of a unit going along ``path`` (its start first)."""
    if len(path) >= 2:
        where = _("moves from {start} to {dest}", start=place(state, path[0]), dest=place(state, path[-1]))
    else:
        where = ""
    return Moved(seat, unit, tuple(path), where)


def describe(state: Any, action: Any, viewer: int | None = None) -> str:
    """``action`` with place names instead of coordinates, as ``viewer`` may read it: its own
    player reads which block moved, any other seat only the block's id (what the table shows:
    the block is face down, its path in sight). Secret orders never reach here for another seat
    (``public.public_label`` words them first)."""
    def _unit(state: Any, uid: str) -> str:
        return unit(state, uid, viewer)
    if isinstance(action, A.Move | A.NavalMove):
        u = state.units.get(action.unit)
        what = _unit(state, action.unit)
        sail = isinstance(action, A.NavalMove)
        dest = action.path[-1]
        if u is None:
            text = (_("Sail {unit} to {dest}", unit=what, dest=place(state, dest)) if sail else
                    _("Move {unit} to {dest}", unit=what, dest=place(state, dest)))
        else:
            text = (_("Sail {unit} from {start} to {dest}", unit=what, start=place(state, u[2]),
                      dest=place(state, dest)) if sail else
                    _("Move {unit} from {start} to {dest}", unit=what, start=place(state, u[2]),
                      dest=place(state, dest)))
        if u is not None and isinstance(action, A.Move) and len(action.path) > 1 and \
                mv.enters_battle(state, mv.occupancy(state), u[1], dest):
            # the side matters (4.6, 5.4)
            text = _("{move}, entering from {side}", move=text, side=place(state, action.path[-2]))
        return text
    if isinstance(action, A.Retreat | A.Regroup):
        if isinstance(action, A.Retreat):
            return first_up(_("{unit} retreats to {dest}", unit=_unit(state, action.unit),
                               dest=place(state, action.dest)))
        return first_up(_("{unit} regroups to {dest}", unit=_unit(state, action.unit),
                           dest=place(state, action.dest)))
    if isinstance(action, A.Deploy | A.BuildUnit):
        b = BLOCKS[action.block]
        if isinstance(action, A.Deploy):
            return _("Deploy a {block} ({rating}) at strength 1 in {city}", block=_(b.name), rating=b.rating,
                     city=place(state, action.city))
        return _("Build a {block} ({rating}) at strength 1 in {city}", block=_(b.name), rating=b.rating,
                 city=place(state, action.city))
    if isinstance(action, A.ChooseCapital):
        return _("Found the {army} capital in {city}", army=names.army(action.army), city=place(state, action.city))
    if isinstance(action, A.ChooseBattle):
        return _("Fight the battle at {place} next", place=place(state, action.hex))
    if isinstance(action, A.GiveUpGold):
        return _("Give up the gold left in {city}", city=place(state, action.city))
    if isinstance(action, A.MoveSpell) and action.dest is not None:
        return first_up(_("{wizard} casts {spell} on {target} to {dest}", wizard=_unit(state, action.wizard),
                           spell=names.spell(action.spell), target=_unit(state, action.target),
                           dest=place(state, action.dest)))
    return readable(state, _HEX.sub(lambda m: _hex_name(state, m), action.label()), viewer)


_HEX = re.compile(r"\((-?\d+), ?(-?\d+)\)")   # a hex as the actions' labels print it (actions.hx)


def _hex_name(state: Any, m: re.Match[str]) -> str:
    try:
        return place(state, (int(m.group(1)), int(m.group(2))))
    except Exception:   # noqa: BLE001 - not a hex of this map: the label's own text
        return m.group(0)


# the ids the engine gives: units "E3" (army initial and a number) or "P2-3" (7.4: player and a
# number), artifacts "A1-2"; a rating "(A2)" and dice "3d6@F2" are not ids
_ID = re.compile(r"(?<![@\w+-])(?:(?P<art>A\d+-\d+)|(?P<uid>P\d+-\d+|[A-Z]\d+))(?![\w+-])")
_ARMY_AFTER = re.compile(r" \(([^()]+)\)")


def _owner_of(state: Any, uid: str) -> tuple[int | None, str | None]:
    """The seat of unit ``uid`` and its block (None where this state does not know)."""
    u = state.units.get(uid)
    if u is not None:
        return u[OWN], (u[BLK] if u[BLK] in BLOCKS else None)
    for seat, dead in enumerate(getattr(state, "dead", ())):
        for d_uid, key in dead:
            if d_uid == uid:
                return seat, key
    m = re.fullmatch(r"P(\d+)-\d+", uid)
    if m:
        seat = int(m.group(1)) - 1
        return (seat if 0 <= seat < state.players else None), None
    for seat, army in enumerate(state.armies):
        if army[:1] == uid[:1] and not names._PLAYER.match(army):
            return seat, None
    return None, None


def _army_of(state: Any, seat: int, key: str | None) -> str:
    """The army a block shows (its colour): its label's, where its seat plays two armies (7.4)."""
    armies = state.armies[seat].split(" & ") if 0 <= seat < len(state.armies) else [""]
    if key is not None and BLOCKS[key].army in armies:
        return BLOCKS[key].army
    return armies[0]


def _in_sight(state: Any, uid: str, viewer: int | None) -> bool:
    """Is ``uid`` face up for ``viewer``: in the battle fought (not a reserve yet), or an ally's?"""
    u = state.units.get(uid)
    if u is None:
        return False
    if viewer is not None and viewer != u[OWN] and mv.allied(state, u[OWN], viewer):
        return True
    b = state.battle
    return b is not None and u[POS] == b["hex"] and not (u[FL] & RESERVE and b["round"] == 1)


def unit(state: Any, uid: str, viewer: int | None, named: str | None = None) -> str:
    """Unit ``uid`` as ``viewer`` reads it; ``named``: the block the text names it by."""
    seat, key = _owner_of(state, uid)
    block = _(named) if named else names.block(key) if key is not None else None
    if seat is None:
        return _("the {block}", block=block) if block else _("a block")
    if seat == viewer:
        return _("your {block}", block=block) if block else _("one of your blocks")
    if named is not None or _in_sight(state, uid, viewer):
        return names.army_block(_army_of(state, seat, key), block)
    # face down: of which of its seat's two armies (7.4) is hidden too
    return names.army_block(state.armies[seat] if 0 <= seat < len(state.armies) else "", None)


def artifact(state: Any, aid: str, viewer: int | None) -> str:
    """Artifact ``aid`` as ``viewer`` reads it after the word "artifact": its name, if the reader
    may know it (its own, or behind a carrier fighting in sight), else whose it is."""
    a = state.arts.get(aid)
    m = re.fullmatch(r"A(\d+)-\d+", aid)
    seat = a[1] if a is not None else int(m.group(1)) - 1 if m else -1
    if a is not None and a[0] in ARTIFACTS and (seat == viewer or (a[2] and _in_sight(state, a[2], viewer))):
        return names.artifact(a[0])
    if seat == viewer:
        return _("of yours")
    if 0 <= seat < len(state.armies):
        return names.army_owner(state.armies[seat])
    return ""


def _block_after(rest: str, key: str | None) -> str | None:
    """The block name ``rest`` starts with (" Troll ..."), in either language."""
    shown = (names.block(key), BLOCKS[key].name) if key is not None else ()
    shown += tuple(sorted({n for b in BLOCKS.values() for n in (b.name, _(b.name))}, key=len, reverse=True))
    for name in shown:
        if rest.startswith(" " + name) and not rest[len(name) + 1:len(name) + 2].isalnum():
            return name
    return None


def _army_after(state: Any, rest: str) -> int:
    """The length of an army in brackets ``rest`` starts with (" (Elves)"), else 0."""
    m = _ARMY_AFTER.match(rest)
    if m is None:
        return 0
    known = {n for a in state.armies for n in (a, names.army(a))}
    known |= {n for a in names.ARMY_NAMES for n in (a, _(a))}
    return m.end() if m.group(1) in known else 0


_A_VOWEL = re.compile(r"\b([Aa]) (?=[AEIOU])")


def _articles(text: str) -> str:
    """English's "an" before a vowel ("an Amazon", "an Elf block"): the catalogue's sentences say
    "a {block}" whatever the block; other languages have no such article."""
    return _A_VOWEL.sub(lambda m: m.group(1) + "n ", text) if language() == SOURCE_LANGUAGE else text


def readable(state: Any, text: str, viewer: int | None) -> str:
    """``text`` with the units and artifacts it names by id in ``viewer``'s words: "U7 Zombie"
    is "the Undead Zombie", "E2 (Elves)" "an Elf block", the reader's own "your Pixie"."""
    if not text or not _ID.search(text):
        return _articles(text)
    out: list[str] = []
    at = 0
    for m in _ID.finditer(text):
        if m.start() < at or text[m.start() - 1:m.start()] == "(" and text[m.end():m.end() + 1] in ("", ")", ","):
            continue   # a rating: "(A2)", "(A2, 3 GP a step)"
        if m.group("art"):
            words_ = artifact(state, m.group("art"), viewer)
            if not words_:
                continue
            end = m.end()
        else:
            uid = m.group("uid")
            seat, key = _owner_of(state, uid)
            if seat is None and uid not in state.units:
                continue
            rest = text[m.end():]
            skip = _army_after(state, rest)
            named = None if skip else _block_after(rest, key)
            if named is not None:
                skip = len(named) + 1
                named = _english_block(named)
            words_ = unit(state, uid, viewer, named)
            end = m.end() + skip
        start = m.start()
        if start == 0:
            words_ = words_[:1].upper() + words_[1:]
        out.append(text[at:start])
        out.append(words_)
        at = end
    out.append(text[at:])
    return _articles("".join(out))


def _english_block(name: str) -> str:
    for b in BLOCKS.values():
        if name in (b.name, _(b.name)):
            return b.name
    return name


def first_up(text: str) -> str:
    return text[:1].upper() + text[1:]
