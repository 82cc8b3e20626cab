"""The Madness evaluation as features times coefficients (``ai/madness/evaluation.py``) scores
every position as the hand-weighted sum it replaced: that sum is kept here, verbatim, and both
are compared on positions of seeded games at 2-5 players."""

from typing import Any

import pytest

import ai.madness.evaluation as ev
from ai.agent import Budget
from ai.madness import team
from ai.registry import make
from game import registry
from game.core.match import Match
from game.madness import data


def _positions(players: int, seed: int, every: int = 3) -> list[Any]:
    rules = registry.get("madness")
    match = Match(rules, {"players": players}, seed)
    agents = [make("planner:easy", rules, k, seed * 1000 + k) for k in range(players)]
    out = []
    while not match.over:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        if len(match.actions) % every == 0:
            out.append(rules.clone(match.state))
        match.play(agents[seat].choose(match.view(seat), legal, Budget(1.0)))
    out.append(rules.clone(match.state))
    return out


@pytest.fixture(scope="module")
def positions():
    out = []
    for players, seed in ((2, 11), (2, 12), (3, 13), (3, 14), (4, 15), (5, 16)):
        out += _positions(players, seed)
    return out


def test_the_features_score_every_position_as_the_hand_weighted_sum(positions):
    assert {s.round for s in positions} >= {1, 2, 3, 4, 5}
    assert any(s.round >= data.ROUNDS for s in positions)
    for s in positions:
        for closing in (False, True):
            old = old_evaluate(s, closing)
            new = ev.evaluate(s, closing)
            # the same sum, added in another order: equal to the last bits of a double
            assert new == pytest.approx(old, rel=1e-12, abs=1e-9), (s.round, s.marker, closing)


def test_every_term_is_named_and_has_a_hand_coefficient():
    assert len(ev.TERMS) == len(set(ev.TERMS)) == len(ev.HAND)
    s = registry.get("madness").setup({"players": 3}, 1)
    assert len(ev.features(s)) == len(ev.TERMS)


def test_zero_team_reach_coefficients_skip_those_terms(positions):
    coefs = list(ev.HAND)
    for name in ("ready_left", "ready_left_last", "ready_harm", "next_ready"):
        coefs[ev.INDEX[name]] = 0.0
    for s in positions[::20]:
        f = ev.features(s, False, tuple(coefs))
        assert all(f[ev.INDEX[name]] == 0.0 for name in ("ready_left", "ready_left_last", "ready_harm"))


# The evaluation as it was before the terms (commit e739e3c), kept to compare against.
def old_evaluate(s: Any, closing: bool = False) -> float:
    """The team's position in madness-card units (higher is better). ``closing``: the active
    player's actions end here (what it could still do this turn no longer counts)."""
    if s.over == 1:
        return 10000.0
    if s.over == 2:
        return -10000.0
    W = ev.WEIGHTS
    n_alive = sum(1 for x in s.eliminated if not x)
    score = 0.0
    # The madness deck: every card a turn of safety; below two a player it is an emergency.
    last_round = s.round >= data.ROUNDS
    score += (W["mad_last"] if last_round else ev.MADNESS_WORTH) * s.madness
    low = 2 * n_alive
    if s.madness < low:
        score -= W["low_deck"] * (low - s.madness)
    # Curses: harm if they still trigger (this round), plus the cost of not clearing the page.
    left = 0
    for slot in range(5):
        code = s.track[slot]
        if code < 0:
            continue
        left += 1
        key = data.CURSES[code][1]
        if data.SLOT_SPACE[slot] > s.marker:
            harm = ev.CURSE_HARM.get(key, 0.5)
            if key == "M10":
                score -= 4.0 * min(4, s.madness) / 4.0 * 0.8
            else:
                score -= harm * n_alive * ev.MADNESS_WORTH
        score -= ev.MADNESS_WORTH * s.track_mad[slot] * 0.3
        score -= W["left_last"] if last_round else W["left"]
    if left == 0 and s.round >= 1:
        score += W["clear"]  # the page's bonus instead of its penalty
    # The players' cards.
    for p in range(s.n):
        if s.eliminated[p]:
            score -= 40.0
            continue
        hand_m = s.hand[p].count(data.MADNESS)
        score -= W["hand_m"] * hand_m + (8.0 if hand_m >= 4 else 0.0)
        score -= W["support_m"] * s.support[p].count(data.MADNESS)
        score -= W["pile_m"] * (s.deck[p].count(data.MADNESS) + s.discard[p].count(data.MADNESS))
        for pile in (s.deck[p], s.hand[p], s.discard[p], s.support[p]):
            if last_round:  # deck quality no longer matters in the final round
                break
            for c in pile:
                if 0 <= c < 12:
                    v = data.CARD_VALUE[c]
                    score += W["v2"] if v == 2 else W["v3"] if v == 3 else 0.0
        for c in s.support[p]:
            if 0 <= c < 12:
                score += W["support_card"] + 0.1 * data.CARD_VALUE[c]
        # Cards still in the draw deck delay the next reshuffle (a madness each).
        score += W["deck_cards"] * min(len(s.deck[p]), 8)
        for entry in s.spells[p]:
            if last_round:
                break
            w = ev.spell_worth(entry >> 2)
            score += W["spell"] * w * (0.6 if entry & 2 else 1.0)
    # Progress toward the untriggered curses with what the team holds (hands and supports).
    have = [0, 0, 0, 0]
    for p in range(s.n):
        if s.eliminated[p]:
            continue
        for pile in (s.hand[p], s.support[p]):
            for c in pile:
                if 0 <= c < 12:
                    have[data.CARD_ELEM[c]] += data.CARD_VALUE[c]
    for slot in range(5):
        code = s.track[slot]
        if code < 0 or data.SLOT_SPACE[slot] <= s.marker and not last_round:
            continue
        deck = data.CURSES[code][0]
        if deck == data.CURSE_DECK_MULTI:
            frac = sum(min(1, have[e]) for e in range(4)) / 4.0
        else:
            frac = min(4, have[deck]) / 4.0
        score += (W["progress_last"] if last_round else W["progress"]) * frac
    if last_round:
        # What the team still lacks, element by element, to break every curse left.
        need = [0, 0, 0, 0]
        for slot in range(5):
            if s.track[slot] >= 0:
                deck = data.CURSES[s.track[slot]][0]
                if deck == data.CURSE_DECK_MULTI:
                    for e in range(4):
                        need[e] += 1
                else:
                    need[deck] += 4
                for e in range(4):
                    need[e] += s.tokens[slot * 4 + e]
        score -= W["short_last"] * sum(max(0, need[e] - have[e]) for e in range(4))
    if W["ready"]:
        now = not closing and team.acting_now(s)
        score += W["ready"] * _old_team_ready(s, n_alive, last_round, now)
    stock_w = W["stock"]
    if stock_w:
        score += stock_w * sum(have)
    # Round 5: the final monster's curse elements are on the right-hand page; hold its elements.
    if s.round == data.ROUNDS - 1 and W["stock_late"] and 0 <= s.pages[data.ROUNDS - 1] < len(data.PAGES):
        icons = data.PAGES[s.pages[data.ROUNDS - 1]][2]
        late = s.marker / 5.0
        for e in range(4):
            cap = 5 if e in icons else 2
            score += W["stock_late"] * min(have[e], cap) * late
            score -= W["short_late"] * max(0, (6 if e in icons else 2) - have[e]) * late
    if W["bank"]:
        score += W["bank"] * ev._bank(s)
    return score


def _old_team_ready(s: Any, n_alive: int, last_round: bool, now: bool = False) -> float:
    """What the curses one seat can break in time are worth (see ``team.reach``)."""
    total = 0.0
    for slot, share, _who, ahead in team.reach(s, ev.urgency, now):
        key = data.CURSES[s.track[slot]][1]
        worth = ev.WEIGHTS["left_last"] if last_round else ev.WEIGHTS["left"]
        if ahead and not last_round:
            worth += (0.8 if key == "M10" else ev.CURSE_HARM.get(key, 0.5) * n_alive) * ev.MADNESS_WORTH
        total += worth * (1.0 if share >= 1.0 else 0.5 * share * share)
    if ev.WEIGHTS["next_ready"] and s.marker >= 3 and not last_round:
        late = (s.marker - 2) / 3.0
        worth = ev.WEIGHTS["next_ready"] * late * ev.NEXT_HARM * n_alive * ev.MADNESS_WORTH
        for _slot, share in team.next_reach(s):
            total += worth * (1.0 if share >= 1.0 else 0.5 * share * share)
    return total


