"""Team planning for The Big Book of Madness planner: who can break which curse, and when.

A curse is broken by one player paying with their own hand and the shared support (§4.5.1), in
their own turn or in an action granted by a partner's Telepathy or Mind Control (§4.5.8). So what
the team holds counts only where one seat can reach it: two partners holding two fire cards each
break nothing, one of them parking both in the support makes the other one card short of nothing.
This module answers, from a view:

* :func:`reach` — for every curse on the track, the players who get a turn before it triggers
  (or before the round ends, for one already triggered), and how much of its cost the best of
  them can pay with their hand and the shared support. Curses are served in order of urgency and
  a ready curse uses up the cards that pay it, so two curses are not paid with the same cards.
  A player who will hold Telepathy or Mind Control and an air card in one of those turns opens
  every partner's hand too.
* :func:`helper_for` — the partner who should get a granted action (the one whose hand and the
  shared support break the most urgent curse, else the one closest to it).
* :func:`next_icons` — the next monster's curse elements that the book shows (§4.10), which
  the team saves for late in a round.

Everything reads only what a view shows (hands are open by default, §4.1 DD; with hidden hands
the planner's determinized samples stand in for them).
"""

from __future__ import annotations

from typing import Any

from game.madness import data


def curse_need(s: Any, slot: int) -> list[int]:
    """§4.5.6 the breaking cost of the curse in ``slot``: four of its element or one of each,
    plus its tax tokens (§4.9)."""
    deck = data.CURSES[s.track[slot]][0]
    need = [1, 1, 1, 1] if deck == data.CURSE_DECK_MULTI else [0, 0, 0, 0]
    if deck != data.CURSE_DECK_MULTI:
        need[deck] = data.CURSE_ELEMENT_COST
    for e in range(4):
        need[e] += s.tokens[slot * 4 + e]
    return need


def holdings(cards: list[int]) -> list[int]:
    """Element values of a pile (madness and unknown cards give nothing)."""
    out = [0, 0, 0, 0]
    for c in cards:
        if 0 <= c < 12:
            out[data.CARD_ELEM[c]] += data.CARD_VALUE[c]
    return out


def shared_support(s: Any) -> list[int]:
    out = [0, 0, 0, 0]
    for q in range(s.n):
        if not s.eliminated[q]:
            for e, v in enumerate(holdings(s.support[q])):
                out[e] += v
    return out


def turns_ahead(s: Any, count: int) -> list[int]:
    """The players of the next ``count`` turns after the active player's (eliminated skipped)."""
    alive = [q for q in range(s.n) if not s.eliminated[q]]
    if not alive:
        return []
    out = []
    q = s.active
    for _ in range(count):
        for _step in range(s.n):
            q = (q + 1) % s.n
            if not s.eliminated[q]:
                break
        out.append(q)
    return out


def _grants(s: Any, q: int, now: bool = False) -> bool:
    """Will ``q`` be able to grant a partner an action in their turn (Telepathy or Mind Control
    known and not neutralized, and an air card to cast it)? ``now``: in the turn being played,
    so the spell must also be refreshed."""
    air = any(0 <= c < 12 and data.CARD_ELEM[c] == 3 for c in s.hand[q])
    if not air:
        return False
    for entry in s.spells[q]:
        if entry & 2 or (now and entry & 1):
            continue
        if data.SPELL_NAMES[entry >> 2] in ("Telepathy", "Mind Control"):
            return True
    return False


def deadline(s: Any, slot: int) -> tuple[int, bool]:
    """Turns after the active player's in which the curse of ``slot`` can still be broken in
    time (before it triggers; in the final round, before the round ends), and whether it is
    still to trigger."""
    space = data.SLOT_SPACE[slot]
    if space > s.marker and s.round < data.ROUNDS:
        return space - s.marker - 1, True
    # the final round: every curse, triggered or not, only has to be broken by the round's end
    return max(0, 5 - s.marker), space > s.marker


def _fraction(avail: list[int], need: list[int]) -> float:
    total = sum(need)
    return sum(min(avail[e], need[e]) for e in range(4)) / total if total else 1.0


def acting_now(s: Any) -> bool:
    """Is the active player in its own action phase (so it may still act this turn)?"""
    if not s.tasks:
        return False
    t = s.tasks[-1]
    return t[0] == "act" and t[1] == s.active and bool(t[5])


def reach(s: Any, urgency: Any, now: bool = False) -> list[tuple[int, float, int, bool]]:
    """Per curse on the track (most urgent first, by ``urgency(s, slot)``): ``(slot, share of
    its cost the best eligible player can pay, that player or -1, still to trigger)``.

    ``now``: the active player is still in its action phase, so it counts as a payer of every
    curse this turn, and if it can grant an action now (Telepathy or Mind Control refreshed and
    an air card) so does every partner: parking the card a partner lacks for the curse that
    triggers next turn, then granting that partner an action, breaks it in time (§4.5.8)."""
    curses = [slot for slot in range(5) if s.track[slot] >= 0 and not s.track_neutral[slot]]
    if not curses:
        return []
    curses.sort(key=lambda slot: -urgency(s, slot))
    hands = [holdings(s.hand[q]) for q in range(s.n)]
    shared = shared_support(s)
    out = []
    for slot in curses:
        need = curse_need(s, slot)
        turns, ahead = deadline(s, slot)
        players = turns_ahead(s, turns)
        if any(_grants(s, q) for q in set(players)) or (now and _grants(s, s.active, True)):
            players = [q for q in range(s.n) if not s.eliminated[q]]
        elif now:
            players = [s.active] + players
        best, who = 0.0, -1
        for q in dict.fromkeys(players):
            avail = [hands[q][e] + shared[e] for e in range(4)]
            f = _fraction(avail, need)
            if f > best:
                best, who = f, q
        if best >= 1.0 and who >= 0:
            # The cards that pay it are spoken for: the hand first, then the shared support.
            for e in range(4):
                from_hand = min(hands[who][e], need[e])
                hands[who][e] -= from_hand
                shared[e] -= need[e] - from_hand
        out.append((slot, best, who, ahead))
    return out


def helper_for(s: Any, caster: int, choices: list[int], urgency: Any) -> int:
    """The partner among ``choices`` to grant an action to: the one who breaks the most urgent
    curse with their hand and the shared support now, else the one who comes closest."""
    curses = [slot for slot in range(5) if s.track[slot] >= 0 and not s.track_neutral[slot]]
    shared = shared_support(s)
    best, best_v = choices[0], -1e9
    for q in choices:
        if q == caster:
            continue
        hand = holdings(s.hand[q])
        avail = [hand[e] + shared[e] for e in range(4)]
        v = 0.0
        for slot in curses:
            f = _fraction(avail, curse_need(s, slot))
            v = max(v, (100.0 + urgency(s, slot)) if f >= 1.0 else 10.0 * f)
        v += 0.01 * sum(hand)
        if v > best_v:
            best, best_v = q, v
    return best


def short_of(s: Any, q: int) -> list[float]:
    """Per element, how much ``q`` would gain from one more card of it in hand: 1.0 when it is
    what ``q`` lacks to break a curse it is closest to paying (hand and shared support), less
    for a curse further off."""
    hand = holdings(s.hand[q])
    shared = shared_support(s)
    avail = [hand[e] + shared[e] for e in range(4)]
    out = [0.0, 0.0, 0.0, 0.0]
    for slot in range(5):
        if s.track[slot] < 0 or s.track_neutral[slot]:
            continue
        need = curse_need(s, slot)
        lack = [max(0, need[e] - avail[e]) for e in range(4)]
        missing = sum(lack)
        for e in range(4):
            if lack[e]:
                out[e] = max(out[e], 1.0 / missing)
    return out


def next_curses(s: Any) -> list[tuple[int, list[int], list[int]]]:
    """The curses the next monster will bring, as the book shows them (§4.10; §4.4 New monster:
    the round track's multi-element curses first, then one per icon, in slot order), with the
    players who get a turn before each triggers and who hold now what they will pay with (their
    hand is theirs until their turn; a player with a turn left in this round draws anew):
    ``(slot, cost, players)``. Tax tokens cannot be foreseen."""
    icons = next_icons(s)
    if not icons:
        return []
    multi = data.ROUND_TRACK[s.difficulty][s.round]
    kinds = [data.CURSE_DECK_MULTI] * multi + list(icons)
    left = max(0, 5 - s.marker)  # turns of this round after the active player's
    out = []
    for slot, deck in enumerate(kinds[:5]):
        cost = [1, 1, 1, 1] if deck == data.CURSE_DECK_MULTI else [0, 0, 0, 0]
        if deck != data.CURSE_DECK_MULTI:
            cost[deck] = data.CURSE_ELEMENT_COST
        turns = turns_ahead(s, left + data.SLOT_SPACE[slot] - 1)
        now, then = set(turns[:left]), turns[left:]
        out.append((slot, cost, [q for q in dict.fromkeys(then) if q not in now]))
    return out


def next_reach(s: Any) -> list[tuple[int, float]]:
    """Per curse of the next monster (:func:`next_curses`): the share of its cost that the best
    of its players can pay with their hand and the shared support, or the shared support alone
    when none of them holds their cards till then. Curses in slot order use up the cards that
    pay them, as in :func:`reach`."""
    hands = [holdings(s.hand[q]) for q in range(s.n)]
    shared = shared_support(s)
    out = []
    for slot, need, players in next_curses(s):
        best, who = _fraction(shared, need), -1
        for q in players:
            f = _fraction([hands[q][e] + shared[e] for e in range(4)], need)
            if f > best:
                best, who = f, q
        if best >= 1.0:
            for e in range(4):
                from_hand = min(hands[who][e], need[e]) if who >= 0 else 0
                if who >= 0:
                    hands[who][e] -= from_hand
                shared[e] -= need[e] - from_hand
        out.append((slot, best))
    return out


def next_icons(s: Any) -> tuple[int, ...]:
    """The next monster's curse elements, previewed on the right-hand page (§4.10); none in the
    final round."""
    if s.round < 1 or s.round >= data.ROUNDS:
        return ()
    page = s.pages[s.round]
    if not 0 <= page < len(data.PAGES):
        return ()
    return tuple(data.PAGES[page][2])
