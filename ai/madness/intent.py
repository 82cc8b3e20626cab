"""What a Big Book of Madness teammate says it will do about the curses on the track.

A co-operative teammate states its intent where the others can read it: which curse it breaks
(now, in a granted action, or in its next turn), or which curse it goes for and what it still
lacks in the shared support, so a partner can park the card it needs (§4.5.1, §4.8). The plan is
the team plan of :mod:`ai.madness.team` (:func:`team.reach`: the curses most urgent first, each
with the seat that can pay it in time), read for one seat.

:func:`plan` is plain data computed from a view; :func:`plan_text` words it in the game's words.
The client computes it from the view of the seat at the screen: with open hands (§4.1, the
default) that view shows every hand, as the teammate's own does; with hidden hands a teammate
whose hand the reader cannot see only says which curse it watches, so a text never tells what
the reader may not know.

Kinds: ``break`` (``when``: ``now`` in its own action phase, ``granted`` in an action a partner
gave it by Telepathy or Mind Control, ``next`` in its next turn), ``ask`` (the seat that comes
closest to paying the curse, and what it still lacks: ``needs``), ``watch`` (hidden hand: the
curse it keeps an eye on), ``spend`` (a granted action that breaks no curse), ``grant`` (it is
casting Telepathy or Mind Control: the partner it gives the action to, as the planner's own choice
picks him (:func:`team.helper_for`), and the curse that partner breaks with it, if any).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ai.madness import team
from ai.madness.evaluation import urgency
from ai.madness.tr import _
from game.madness import data
from game.madness.tr import _ as game_words


def _pressing(s: Any, slot: int) -> bool:
    """A curse the team means to break: one still to trigger, or any in the final round (a curse
    that has triggered before it does no more harm until then, and the planner leaves it)."""
    return s.round >= data.ROUNDS or team.deadline(s, slot)[1]


def _curses(s: Any) -> list[int]:
    slots = [slot for slot in range(5) if s.track[slot] >= 0 and not s.track_neutral[slot]
             and _pressing(s, slot)]
    return sorted(slots, key=lambda slot: -urgency(s, slot))


def _turns_left(s: Any, slot: int) -> int:
    """Turns after the active player's before the curse of ``slot`` triggers (-1: it has, or the
    final round, where only the round's end counts)."""
    turns, ahead = team.deadline(s, slot)
    return turns if ahead and s.round < data.ROUNDS else -1


def _intent(kind: str, s: Any, seat: int, slot: int, when: str, giver: int = -1,
            needs: list[list[int]] | None = None) -> dict[str, Any]:
    return {"kind": kind, "seat": seat, "slot": slot, "curse": s.track[slot] if slot >= 0 else -1,
            "when": when, "giver": giver, "needs": needs or [], "turns": _turns_left(s, slot) if slot >= 0 else -1}


GRANTS = ("Telepathy", "Mind Control")


def _granting(s: Any, seat: int) -> bool:
    """Is ``seat`` casting a spell that gives a partner an action (paying for it, or choosing the
    partner)?"""
    for t in reversed(s.tasks):
        if t[0] == "pay" and t[1] == seat and t[2] and t[2][0] == "cast":
            return data.SPELL_NAMES[t[2][1]] in GRANTS
        if t[0] == "players" and t[1] == seat and t[2] == "S":
            return data.SPELL_NAMES[t[3]] in GRANTS
        if t[0] == "act":
            return False
    return False


def _grant(s: Any, seat: int) -> dict[str, Any]:
    partners = [q for q in range(s.n) if q != seat and not s.eliminated[q]]
    if not partners:
        return _intent("grant", s, seat, -1, "now")
    q = team.helper_for(s, seat, partners, urgency)
    hand = team.holdings(s.hand[q])
    shared = team.shared_support(s)
    slot = next((slot for slot in _curses(s)
                 if all(hand[e] + shared[e] >= n for e, n in enumerate(team.curse_need(s, slot)))), -1)
    out = _intent("grant", s, seat, slot, "now")
    out["partner"] = q
    return out


def plan(view: Any, seat: int, move: Any = None) -> dict[str, Any] | None:
    """``seat``'s intent about the curses on the track, from ``view`` (plain data), or None when
    it has no curse to deal with. ``move``: the decision it has taken and is about to play, when
    known (the table has the AI's answer while the last move is still shown): a curse it breaks or
    a Telepathy it casts is then said for certain."""
    s = view
    if s.over or not 0 <= seat < s.n or s.eliminated[seat]:
        return None
    if move is not None and move.seat == seat and not any(c < 0 for c in s.hand[seat]):
        name = type(move).__name__
        act = next((x for x in reversed(s.tasks) if x[0] == "act"), None)
        if name == "BreakCurse" and act is not None and act[1] == seat:
            own = act[5] or s.active == seat
            return _intent("break", s, seat, move.slot, "now" if own else "granted", -1 if own else s.active)
        if name == "Cast" and data.SPELL_NAMES[move.spell] in GRANTS:
            return _grant(s, seat)
    curses = _curses(s)
    t = s.tasks[-1] if s.tasks else ()
    when, giver = "next", -1
    act = next((x for x in reversed(s.tasks) if x[0] == "act"), None)   # the action being played
    if act is not None and act[1] == seat:
        own = act[5] or s.active == seat   # an extra action of its own turn is no gift
        when = "now" if own else "granted"
        giver = -1 if own else s.active
        if t[0] == "pay" and t[1] == seat and t[2] and t[2][0] == "break":   # paying for a curse
            return _intent("break", s, seat, int(t[2][1]), when, giver)
    if _granting(s, seat):
        return _grant(s, seat)
    if not curses:
        return _intent("spend", s, seat, -1, when, giver) if when == "granted" else None
    if any(c < 0 for c in s.hand[seat]):   # a hand the reader may not see: no word of it
        return _intent("watch", s, seat, curses[0], when, giver)
    shared = team.shared_support(s)
    if when == "granted":
        # one action, paid with its own hand and the shared support: the most urgent it breaks
        hand = team.holdings(s.hand[seat])
        avail = [hand[e] + shared[e] for e in range(4)]
        for slot in curses:
            need = team.curse_need(s, slot)
            if all(avail[e] >= need[e] for e in range(4)):
                return _intent("break", s, seat, slot, when, giver)
        return _intent("spend", s, seat, -1, when, giver)
    rows = [row for row in team.reach(s, urgency, now=when == "now" or team.acting_now(s)) if _pressing(s, row[0])]
    for slot, share, who, _ahead in rows:
        if who == seat and share >= 1.0:
            return _intent("break", s, seat, slot, when)
        if (when == "now" and share >= 1.0 and who >= 0 and team._grants(s, seat, True)
                and who not in team.turns_ahead(s, team.deadline(s, slot)[0])):
            # only an action it gives now reaches the partner who can pay it in time
            out = _intent("grant", s, seat, slot, when)
            out["partner"] = who
            return out
    hand = team.holdings(s.hand[seat])
    for slot, share, who, _ahead in rows:
        if who == seat and 0.0 < share < 1.0:
            need = team.curse_need(s, slot)
            lack = [[e, need[e] - hand[e] - shared[e]] for e in range(4) if need[e] > hand[e] + shared[e]]
            return _intent("ask", s, seat, slot, when, needs=lack)
    return None


def plan_text(intent: dict[str, Any] | None, seat_name: Callable[[int], str] = lambda q: f"P{q + 1}") -> str:
    """The intent in the teammate's own words (first person), in the player's language."""
    if not intent:
        return ""
    kind, when, slot = intent["kind"], intent["when"], intent["slot"]
    giver = seat_name(intent["giver"]) if intent.get("giver", -1) >= 0 else ""
    if kind == "grant":
        partner = seat_name(intent["partner"]) if intent.get("partner", -1) >= 0 else ""
        if slot < 0 or not partner:
            return _("I give {partner} an action.", partner=partner) if partner else ""
        return _("I give {partner} an action to break the {curse} on {slot}.", partner=partner,
                 curse=data.curse_label(intent["curse"]), slot=game_words(data.SLOT_NAMES[slot]))
    if kind == "spend":
        return _("With the action {giver} gave me I can break no curse; I use it to make the team stronger.",
                 giver=giver)
    curse = data.curse_label(intent["curse"]) if intent["curse"] >= 0 else ""
    where = game_words(data.SLOT_NAMES[slot]) if 0 <= slot < 5 else "?"
    if kind == "break":
        if when == "now":
            return _("I break the {curse} on {slot} now.", curse=curse, slot=where)
        if when == "granted":
            return _("With the action {giver} gave me, I break the {curse} on {slot}.",
                     giver=giver, curse=curse, slot=where)
        return _("I break the {curse} on {slot} in my next turn.", curse=curse, slot=where)
    turns = intent.get("turns", -1)
    soon = (" " + _.n("(It triggers after {count} more turn.)", "(It triggers after {count} more turns.)", turns)) if turns > 0 else ""
    if kind == "ask":
        cost = " + ".join(data.elements(n, e) for e, n in intent["needs"])
        return _("I go for the {curse} on {slot}; I need {cost} more in the support.",
                 curse=curse, slot=where, cost=cost) + soon
    if kind == "watch":
        return _("I keep watch on the {curse} on {slot}.", curse=curse, slot=where) + soon
    return ""
