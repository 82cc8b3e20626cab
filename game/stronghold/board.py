"""Shared board helpers: seats and halves, counting tokens, removing pieces, glorious deeds."""

from __future__ import annotations

from game.core.events import Event, Hit, Note
from game.stronghold import data as D
from game.stronghold import words as W
from game.stronghold.events import GloryChanged
from game.stronghold.state import SHState
from game.stronghold.tr import _

ATT_LETTERS = "got"
DEF_LETTERS = "asv"


# ------------------------------------------------------------------ seats and halves
def att_seat(s: SHState, a: int) -> int:
    return a


def def_seat(s: SHState, d: int) -> int:
    return s.n_att + d


def att_of_half(s: SHState, half: int) -> int:
    return 0 if s.n_att == 1 else half


def def_of_half(s: SHState, half: int) -> int:
    return 0 if s.n_def == 1 else half


def att_halves(s: SHState, a: int) -> tuple[int, ...]:
    """The halves an attacker acts on (2 players: both, §7.3 [DD])."""
    return (0, 1) if s.n_att == 1 else (a,)


def def_halves(s: SHState, d: int) -> tuple[int, ...]:
    return (0, 1) if s.n_def == 1 else (d,)


def seat_role(s: SHState, seat: int) -> tuple[str, int]:
    if seat < s.n_att:
        return "att", seat
    return "def", seat - s.n_att


# ------------------------------------------------------------------ wall pieces and glory
def gain_glory(s: SHState, amount: int, why: str, events: list[Event]) -> None:
    s.glory_att += amount
    events.append(GloryChanged(None, f"attacker glory ({why})", amount, s.glory_att, "att", why))


def remove_stone(s: SHState, sec: int, events: list[Event], source: str) -> None:
    """A stone piece knocked off (or all wooden ones if no stone is left); §4.7 notes."""
    before = s.stone[sec] + s.wood[sec]
    if before == 0:
        return
    if s.stone[sec] > 0:
        s.stone[sec] -= 1
        s.stone_supply += 1
    s.wood_supply += s.wood[sec]
    s.wood[sec] = 0
    after = s.stone[sec] + s.wood[sec]
    events.append(Hit(D.SECTIONS[sec], before - after, True, source))
    if after == 0:
        # G7: the second time the attacker removes the last wall piece of a section
        s.demolished += 1
        if s.demolished == 2:
            gain_glory(s, D.GLORY_DEMOLISHED, "demolished walls", events)
        elif s.demolished == 1:
            events.append(Note(_("{sec} has lost its last wall piece (demolished-wall token)", sec=D.SECTIONS[sec])))


def check_feats(s: SHState, events: list[Event]) -> None:
    """G4 Troll assault and G6 Great siege, checked after movement (§1.3, §7.5)."""
    if "troll_assault" not in s.feats and any(w[2] >= D.TROLL_ASSAULT_COUNT for w in s.wall_att):
        s.feats.append("troll_assault")
        gain_glory(s, D.GLORY_TROLL_ASSAULT, "troll assault", events)
    if "great_siege" not in s.feats and sum(1 for w in s.wall_att if sum(w) > 0) >= D.GREAT_SIEGE_SECTIONS:
        s.feats.append("great_siege")
        gain_glory(s, D.GLORY_GREAT_SIEGE, "great siege", events)


def sacrifice(s: SHState, a: int, goblins: int, events: list[Event]) -> None:
    s.camp[a][0] -= goblins
    s.att_supply[0] += goblins
    s.goblins_sacrificed += goblins
    if "bloody_rituals" not in s.feats and s.goblins_sacrificed >= D.BLOODY_RITUAL_GOBLINS:
        s.feats.append("bloody_rituals")
        gain_glory(s, D.GLORY_BLOODY_RITUALS, "bloody rituals", events)


# ------------------------------------------------------------------ attacker token counts
def att_tokens_on_board(s: SHState, code: str) -> int:
    if code in ("M1", "M2", "M4"):
        return sum(1 for m in s.machine if m == code)
    if code == "M3":
        return sum(s.trebuchet)
    if code == "M5":
        return sum(1 for c in s.cover if c)
    if code == "M6":
        return s.ram_parts
    if code == "M7":
        return sum(1 for t in s.tower if t)
    if code == "AS":
        return len(s.accurate)
    if code == "Q5":
        return sum(1 for x in s.spots if x == "bridge")
    if code[0] == "Q":
        return sum(e.count(code) for e in s.equip)
    if code == "T5":
        return len(s.saboteurs)
    if code[0] == "T":
        return sum(t.count(code) for t in s.training)
    if code[0] == "U":
        return sum(1 for r in s.rituals["list"] if r[0] == code)
    raise KeyError(code)


def def_tokens_on_board(s: SHState, key: str) -> int:
    if key == "cannon":
        return s.bastion_machine.count(1)
    if key == "claw":
        return s.bastion_machine.count(2)
    if key in D.CAULDRON_KIND:
        return s.cauldron.count(D.CAULDRON_KIND[key])
    if key == "platform":
        return sum(1 for p in s.platform if p)
    if key == "wood":
        return sum(s.wood)
    if key in ("trap_g", "trap_t"):
        return s.spots.count(key)
    if key == "glow":
        return 1 if s.glow >= 0 else 0
    if key == "blessing":
        return 1 if s.blessing >= 0 else 0
    raise KeyError(key)


def ritual_target(s: SHState, code: str) -> list[str]:
    return [r[1] for r in s.rituals["list"] if r[0] == code]


def storm_on(s: SHState, half: int) -> bool:
    return str(half) in ritual_target(s, "U2")


# ------------------------------------------------------------------ strengths
def att_strength_plain(units: list[int]) -> int:
    return units[0] + 2 * units[1] + 3 * units[2]


def def_strength_plain(units: list[int]) -> int:
    return units[0] + 2 * units[1] + 3 * units[2]


def combos_at_least(units: list[int], x: int) -> list[tuple[int, int, int]]:
    """§5.8.4 casualty_total: the sub-multisets with the smallest total >= x (all if none)."""
    best = None
    found: list[tuple[int, int, int]] = []
    for a in range(units[0] + 1):
        for b in range(units[1] + 1):
            for c in range(units[2] + 1):
                t = a + 2 * b + 3 * c
                if t < x:
                    continue
                if best is None or t < best:
                    best = t
                    found = [(a, b, c)]
                elif t == best:
                    found.append((a, b, c))
    if best is None:
        return [tuple(units)]  # type: ignore[list-item]
    return found


def combos_at_most(units: list[int], f: int) -> list[tuple[int, int, int]]:
    """§5.8.4 archer_total: the sub-multisets with the largest total <= f."""
    best = -1
    found: list[tuple[int, int, int]] = []
    for a in range(min(units[0], f) + 1):
        for b in range(min(units[1], f // 2) + 1):
            for c in range(min(units[2], f // 3) + 1):
                t = a + 2 * b + 3 * c
                if t > f:
                    continue
                if t > best:
                    best = t
                    found = [(a, b, c)]
                elif t == best:
                    found.append((a, b, c))
    return found


def combo_text(c: tuple[int, ...] | list[int], letters: str) -> str:
    parts = [W.count(n, letters[i]) for i, n in enumerate(c) if n]
    return ", ".join(parts) if parts else _("nothing")


def parse_combo(text: str) -> tuple[int, int, int]:
    """``"1g,0o,2t"`` (or ``"1a,1s,0v"``) -> (1, 0, 2)."""
    a, b, c = (int(x[:-1]) for x in text.split(","))
    return a, b, c


def combo_key(c: tuple[int, ...], letters: str) -> str:
    return ",".join(f"{c[k]}{letters[k]}" for k in range(3))
