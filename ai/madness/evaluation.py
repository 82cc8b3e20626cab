"""How the Madness planner judges a position for the team (:func:`evaluate`), in madness-card
units, and the worths it is built from: spells, what a curse costs when it triggers, how urgent a
curse on the track is, how much a card is worth keeping."""

from __future__ import annotations

import json
import operator
from pathlib import Path
from typing import Any

from ai.madness import team
from game.madness import data

# Worth of a spell in the evaluation (a team resource). Unknown or unlisted: 1.5.
SPELL_WORTH = {
    "Combustion": 1.0, "Ice": 1.6, "Growth": 0.6, "Telepathy": 2.0,
    "Torrential Rain": 0.8, "Frost Mirror": 1.5, "Cool Head": 2.4, "Frost Touch": 2.2,
    "Glaciation": 1.8, "Raining Frogs": 0.8, "Ice Cocoon": 2.0, "Arctic Circle": 3.0, "Tsunami": 2.6,
    "Sands of Time": 1.2, "Essence of the Earth": 1.0, "Stone Skin": 2.0, "Bark Skin": 1.5,
    "Taking Root": 2.0, "Abundance": 2.0, "Flowering": 2.6, "Telekinesis": 2.4, "Earthquake": 3.2,
    "Warm-blooded": 1.8, "Concentration": 2.0, "Infernal Forge": 1.6, "Regeneration": 3.0,
    "Cauterization": 3.0, "Resolve": 3.2, "Circle of Fire": 3.6, "Aura of Fire": 3.2, "Purification": 2.8,
    "Breath": 1.2, "Mind Control": 3.0, "Aspiration": 1.4, "Levitation": 2.2, "Tornado": 1.0,
    "Eye of the Hurricane": 1.2, "Incarnation": 3.0, "Daydream": 1.6, "Illusion": 2.4,
}

# What a curse costs the team when it triggers, in "madness cards" (one madness ~ 1.0).
CURSE_HARM = {
    "C1": 1.0, "C8": 1.0, "C2": 0.3, "C3": 0.25, "C9": 0.35, "C4": 0.3, "C5": 0.3, "C6": 0.3, "C7": 0.3,
    "C10": 0.15, "C11": 0.5, "M1": 0.5, "M2": 0.6, "M3": 0.6, "M4": 0.6, "M5": 0.6, "M6": 0.4,
    "M7": 0.6, "M8": 0.4, "M9": 0.5, "M10": 0.0, "M11": 0.3,
}
MADNESS_WORTH = 3.0  # one card in the madness deck
# Spells that take madness out of hands (the final round's roll-outs cast them).
CLEANING = frozenset(("Warm-blooded", "Ice Cocoon", "Regeneration", "Resolve", "Aura of Fire",
                      "Purification", "Circle of Fire"))

# Weights of the evaluation (tuned by simulation at the default options).
WEIGHTS = {
    "low_deck": 4.0,      # per madness card below two a player
    "left": 2.0,          # per curse left on the track (rounds 1-5)
    "left_last": 30.0,    # per curse left in round 6
    "clear": 3.0,         # every curse of the page broken
    "hand_m": 2.2, "support_m": 0.9, "pile_m": 1.2,
    "v2": 1.0, "v3": 1.8, "support_card": 0.4,
    "deck_cards": 0.08, "spell": 0.5,  # 0.5: no spell outweighs a card in the madness deck
    "progress": 1.5,      # per untriggered curse, share of its cost the team holds
    "stock": 0.0,         # per element value held in hands and supports ...
    "stock_late": 1.0,    # round 5: per element value of the final monster's elements held
    "progress_last": 6.0, # round 6: per curse, share of its cost the team holds
    "short_last": 10.0,
    "short_late": 0.0,    # round 5: per element the team lacks for the final monster (by marker)
    "mad_last": 1.0,      # round 6: one card of the madness deck (only running out matters)
    # Team planning (ai/madness/team.py): a curse that one seat can pay in time with its hand and
    # the shared support is worth this share of breaking it (squared share when short of it).
    "ready": 0.5,
    "next_ready": 0.3,    # late in rounds 1-5: the next monster's curses (the book's preview) that
                          # the seats of the next round's first turns can pay before they trigger
    "bank": 4.0,          # rounds 4-5: per element in the shared support toward the final monster
}
NEXT_HARM = 0.6  # what an unknown curse costs when it triggers (4 of the 9 of an element deck are C1)


def spell_worth(sid: int) -> float:
    return SPELL_WORTH.get(data.SPELL_NAMES[sid], 1.5)


def element_need(s: Any) -> list[float]:
    """How much each element is wanted by the curses on the track (untriggered ones most)."""
    need = [0.0, 0.0, 0.0, 0.0]
    for slot in range(5):
        code = s.track[slot]
        if code < 0:
            continue
        deck, _key = data.CURSES[code]
        w = 2.0 if data.SLOT_SPACE[slot] > s.marker else 1.0
        if deck == data.CURSE_DECK_MULTI:
            for e in range(4):
                need[e] += 0.3 * w
        else:
            need[deck] += w
        for e in range(4):
            need[e] += 0.3 * s.tokens[slot * 4 + e]
    return need


# The evaluation's terms, in the order of :func:`features`: a position's value is the dot product
# of its features with a vector of coefficients (:func:`coefficients`) plus the terminal +-10000,
# so the hand weights and learned ones (ai/madness/learning.py) are read by the same code.
TERMS = (
    "madness",        # cards in the madness deck, rounds 1-5
    "mad_last",       # the same in round 6
    "low_deck",       # madness cards short of two a player
    "threat",         # what the untriggered curses cost when they trigger (madness-card units)
    "track_mad",      # madness on the curses' tokens (madness-card units)
    "left",           # curses on the track, rounds 1-5
    "left_last",      # the same in round 6
    "clear",          # 1: the page is cleared
    "eliminated",     # players out
    "hand_m", "hand_clog", "support_m", "pile_m",  # madness in hands / hands of 4+ / supports / piles
    "v2", "v3",       # value-2 and value-3 cards owned, rounds 1-5
    "support_card", "support_value",  # element cards in supports, and their values
    "deck_cards",     # cards left in draw decks (up to 8 a player)
    "spell",          # spells known, by worth (rounds 1-5)
    "progress",       # share of each untriggered curse's cost the team holds, rounds 1-5
    "progress_last",  # the same for every curse in round 6
    "short_last",     # round 6: elements the team lacks for the curses left
    "ready_left", "ready_left_last", "ready_harm",  # curses one seat can pay in time (team.reach)
    "next_ready",     # the next monster's curses the next round's first seats can pay
    "stock",          # element value held in hands and supports
    "stock_late",     # round 5: the final monster's elements held
    "short_late",     # round 5: elements the team lacks for the final monster
    "bank",           # rounds 4-5: the shared support toward the final monster (:func:`_bank`)
)
INDEX = {name: i for i, name in enumerate(TERMS)}
# Terms computed only when their coefficient is not zero (the others are cheap).
_READY = tuple(INDEX[k] for k in ("ready_left", "ready_left_last", "ready_harm", "next_ready"))


def coefficients(w: dict[str, float] | None = None) -> tuple[float, ...]:
    """The coefficient of each term (:data:`TERMS`) that hand weights like :data:`WEIGHTS` give."""
    w = WEIGHTS if w is None else w
    by_term = {
        "madness": MADNESS_WORTH, "mad_last": w["mad_last"], "low_deck": -w["low_deck"],
        "threat": -1.0, "track_mad": -1.0, "left": -w["left"], "left_last": -w["left_last"],
        "clear": w["clear"], "eliminated": -40.0, "hand_m": -w["hand_m"], "hand_clog": -8.0,
        "support_m": -w["support_m"], "pile_m": -w["pile_m"], "v2": w["v2"], "v3": w["v3"],
        "support_card": w["support_card"], "support_value": 0.1, "deck_cards": w["deck_cards"],
        "spell": w["spell"], "progress": w["progress"], "progress_last": w["progress_last"],
        "short_last": -w["short_last"], "ready_left": w["ready"] * w["left"],
        "ready_left_last": w["ready"] * w["left_last"], "ready_harm": w["ready"],
        "next_ready": w["ready"] * w["next_ready"], "stock": w["stock"],
        "stock_late": w["stock_late"], "short_late": -w["short_late"], "bank": w["bank"],
    }
    return tuple(float(by_term[name]) for name in TERMS)


HAND = coefficients()
# Written by ``python main.py train madness`` (ai/madness/learning.py).
LEARNED_PATH = Path(__file__).with_name("learned.json")


def learned_coefficients(path: Path | str | None = None) -> tuple[float, ...] | None:
    """The coefficients of a learned weights file by :data:`TERMS` (a term it does not name
    keeps its hand coefficient); ``None`` when there is no file. Default: :data:`LEARNED_PATH`."""
    try:
        doc = json.loads(Path(path or LEARNED_PATH).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    weights = doc["weights"]
    return tuple(float(weights.get(name, hand)) for name, hand in zip(TERMS, HAND))


def evaluate(s: Any, closing: bool = False, coefs: tuple[float, ...] = HAND) -> float:
    """The team's position in madness-card units (higher is better): the terms of
    :func:`features` weighted by ``coefs`` (the hand weights unless given). ``closing``: the
    active player's actions end here (what it could still do this turn no longer counts)."""
    if s.over == 1:
        return 10000.0
    if s.over == 2:
        return -10000.0
    f = features(s, closing, coefs)
    return sum(map(operator.mul, coefs, f))


def features(s: Any, closing: bool = False, coefs: tuple[float, ...] | None = None) -> list[float]:
    """The position's terms (:data:`TERMS`), the team's view of it. With ``coefs``, the team-reach
    terms (the costly ones) are left at 0 when their coefficients are all 0."""
    f = [0.0] * len(TERMS)
    n_alive = sum(1 for x in s.eliminated if not x)
    # The madness deck: every card a turn of safety; below two a player it is an emergency.
    last_round = s.round >= data.ROUNDS
    f[1 if last_round else 0] = s.madness
    low = 2 * n_alive
    if s.madness < low:
        f[2] = low - s.madness
    # Curses: harm if they still trigger (this round), plus the cost of not clearing the page.
    left = 0
    threat = 0.0
    track_mad = 0.0
    for slot in range(5):
        code = s.track[slot]
        if code < 0:
            continue
        left += 1
        key = data.CURSES[code][1]
        if data.SLOT_SPACE[slot] > s.marker:
            if key == "M10":
                threat += 4.0 * min(4, s.madness) / 4.0 * 0.8
            else:
                threat += CURSE_HARM.get(key, 0.5) * n_alive * MADNESS_WORTH
        track_mad += MADNESS_WORTH * s.track_mad[slot] * 0.3
    f[3] = threat
    f[4] = track_mad
    f[6 if last_round else 5] = left
    if left == 0 and s.round >= 1:
        f[7] = 1.0  # the page's bonus instead of its penalty
    # The players' cards.
    eliminated = hand_m = clog = support_m = pile_m = v2 = v3 = sup_cards = sup_value = deck = 0
    spell = 0.0
    for p in range(s.n):
        if s.eliminated[p]:
            eliminated += 1
            continue
        m = s.hand[p].count(data.MADNESS)
        hand_m += m
        clog += m >= 4
        support_m += s.support[p].count(data.MADNESS)
        pile_m += s.deck[p].count(data.MADNESS) + s.discard[p].count(data.MADNESS)
        if not last_round:  # deck quality no longer matters in the final round
            for pile in (s.deck[p], s.hand[p], s.discard[p], s.support[p]):
                for c in pile:
                    if 0 <= c < 12:
                        v = data.CARD_VALUE[c]
                        if v == 2:
                            v2 += 1
                        elif v == 3:
                            v3 += 1
        for c in s.support[p]:
            if 0 <= c < 12:
                sup_cards += 1
                sup_value += data.CARD_VALUE[c]
        # Cards still in the draw deck delay the next reshuffle (a madness each).
        deck += min(len(s.deck[p]), 8)
        if not last_round:
            for entry in s.spells[p]:
                spell += spell_worth(entry >> 2) * (0.6 if entry & 2 else 1.0)
    f[8:19] = (eliminated, hand_m, clog, support_m, pile_m, v2, v3, sup_cards, sup_value, deck, spell)
    # Progress toward the untriggered curses with what the team holds (hands and supports).
    have = [0, 0, 0, 0]
    for p in range(s.n):
        if s.eliminated[p]:
            continue
        for pile in (s.hand[p], s.support[p]):
            for c in pile:
                if 0 <= c < 12:
                    have[data.CARD_ELEM[c]] += data.CARD_VALUE[c]
    progress = 0.0
    for slot in range(5):
        code = s.track[slot]
        if code < 0 or data.SLOT_SPACE[slot] <= s.marker and not last_round:
            continue
        deck_id = data.CURSES[code][0]
        if deck_id == data.CURSE_DECK_MULTI:
            progress += sum(min(1, have[e]) for e in range(4)) / 4.0
        else:
            progress += min(4, have[deck_id]) / 4.0
    f[20 if last_round else 19] = progress
    if last_round:
        # What the team still lacks, element by element, to break every curse left.
        need = [0, 0, 0, 0]
        for slot in range(5):
            if s.track[slot] >= 0:
                deck_id = data.CURSES[s.track[slot]][0]
                if deck_id == data.CURSE_DECK_MULTI:
                    for e in range(4):
                        need[e] += 1
                else:
                    need[deck_id] += 4
                for e in range(4):
                    need[e] += s.tokens[slot * 4 + e]
        f[21] = sum(max(0, need[e] - have[e]) for e in range(4))
    if coefs is None or any(coefs[i] for i in _READY):
        now = not closing and team.acting_now(s)
        f[22:26] = _team_ready(s, n_alive, last_round, now, coefs is None or bool(coefs[25]))
    f[26] = sum(have)
    # Round 5: the final monster's curse elements are on the right-hand page; hold its elements.
    if s.round == data.ROUNDS - 1 and 0 <= s.pages[data.ROUNDS - 1] < len(data.PAGES):
        icons = data.PAGES[s.pages[data.ROUNDS - 1]][2]
        late = s.marker / 5.0
        stock = short = 0.0
        for e in range(4):
            cap = 5 if e in icons else 2
            stock += min(have[e], cap) * late
            short += max(0, (6 if e in icons else 2) - have[e]) * late
        f[27] = stock
        f[28] = short
    f[29] = _bank(s)
    return f


def _bank(s: Any) -> float:
    """Rounds 4-5: what the shared support holds toward the final monster's curses (§4.10: the
    book shows its elements during round 5; before, any element counts a little). The final
    round gives five turns to pay 12-20 elements, each payment by one seat (§4.5.1); the
    support is the one place every seat pays from, and it keeps from round to round (§4.8)."""
    if s.round < data.ROUNDS - 2 or s.round >= data.ROUNDS:
        return 0.0
    if s.round == data.ROUNDS - 2:
        late = max(0.0, (s.marker - 2) / 3.0) * 0.5
        icons: tuple = ()
    else:
        late = 0.5 + 0.1 * s.marker
        page = s.pages[data.ROUNDS - 1]
        icons = tuple(data.PAGES[page][2]) if 0 <= page < len(data.PAGES) else ()
    # Counted whatever the madness deck holds: the final round is where most games are lost, the
    # team entering it with an empty support (docs/ai-levels.md).
    if late <= 0.0:
        return 0.0
    multi = data.ROUND_TRACK[s.difficulty][data.ROUNDS - 1]
    sup = team.shared_support(s)
    total = 0.0
    for e in range(4):
        want = (data.CURSE_ELEMENT_COST if e in icons or not icons else 0) + multi
        total += min(sup[e], want)
    return late * total


def _team_ready(s: Any, n_alive: int, last_round: bool, now: bool = False,
                next_too: bool = True) -> tuple[float, float, float, float]:
    """What the curses one seat can break in time are worth (see ``team.reach``), by term:
    ``ready_left``, ``ready_left_last``, ``ready_harm``, ``next_ready``."""
    left = left_last = harm = nxt = 0.0
    for slot, share, _who, ahead in team.reach(s, urgency, now):
        key = data.CURSES[s.track[slot]][1]
        part = 1.0 if share >= 1.0 else 0.5 * share * share
        if last_round:
            left_last += part
        else:
            left += part
            if ahead:
                harm += (0.8 if key == "M10" else CURSE_HARM.get(key, 0.5) * n_alive) * MADNESS_WORTH * part
    if next_too and s.marker >= 3 and not last_round:
        worth = (s.marker - 2) / 3.0 * NEXT_HARM * n_alive * MADNESS_WORTH
        for _slot, share in team.next_reach(s):
            nxt += worth * (1.0 if share >= 1.0 else 0.5 * share * share)
    return left, left_last, harm, nxt


def urgency(s: Any, slot: int) -> float:
    code = s.track[slot]
    key = data.CURSES[code][1]
    space = data.SLOT_SPACE[slot]
    if space > s.marker:
        return 10.0 + 10.0 * CURSE_HARM.get(key, 0.5) - (space - s.marker)
    return 1.0


def card_keep_value(s: Any, c: int, need: list[float]) -> float:
    """How much a card is worth keeping in hand (madness: negative)."""
    if c < 0:
        return 0.5
    if c == data.MADNESS:
        return -5.0
    return data.CARD_VALUE[c] + 0.4 * need[data.CARD_ELEM[c]]
