"""A teammate for The Big Book of Madness: the ``planner`` agent (levels easy / normal / hard).

Rulebook hints (spec §4.13) turned into a policy:

* **action choice** (the ``act`` decision, own turn or a granted action): every legal action is
  tried on a determinized copy of the view (``rules.determinize``), carried through to the end
  with this module's own choices (payment card by card, targets, cards to pick), and the result is
  scored by :func:`evaluate` — the madness deck (empty = lost), the curses still on the track
  (weighted by what their effect costs the team if they trigger, and by the round: round 6 must
  be cleared), madness clogging hands, supports and decks, deck quality (value-2/3 cards) and the
  spells known. Ending the actions is scored on the position as it stands. So the team breaks
  curses before they trigger, banishes madness, parks madness and cards in the shared support,
  gives the partner actions (Telepathy, Mind Control) when the partner's cards break a curse, and
  otherwise improves its decks and learns spells.
* **the final round** (and its payments and card picks): the outcome is decided within five
  turns, so each of the best few candidate actions is carried out on several determinized samples
  and the game is played to its end by fast rules of thumb for every seat (break a curse, the
  one whose payment leaves the team best placed first; give a partner who can break one an
  action by Telepathy; park useful cards in the shared support; draw, clean madness out of hands,
  use the wizard's power; banish from the madness deck only when it is nearly empty; and spend
  on none of these the elements the curses left still need); the share of won rollouts decides
  and the one-ply value breaks ties. The same samples serve every candidate (common random
  numbers).
* **team planning** (``ai/madness/team.py``): a curse counts as nearly broken only when one seat
  that plays before it triggers can pay it with its own hand and the shared support (a partner's
  Telepathy or Mind Control opens every hand); so a seat parks the card its partner is short of,
  grants the action to the partner who can break, and late in a round the seats that open the
  next one save for the next monster's curses the book previews (§4.10). In its own action
  phase a seat also counts the partners it can still grant an action to this turn, so parking
  the card a partner lacks and then casting Telepathy is seen as breaking the curse in time.
* **the bank for the final monster** (rounds 4-5): the final round gives five turns to pay
  every curse, each payment by one seat; the shared support is where every seat pays from and
  it keeps from round to round (§4.8), so the team parks the final monster's elements (the book
  shows them during round 5) there, whatever the madness deck holds: most games that reach the
  final round are lost at its end, entering it with an empty support.
* **payments**: the card that covers the most of what is still owed without waste, from the
  element the curses on the track need least; the hand before the shared support.
* **small choices** (discards, destroys, supports, targets, spells, bonuses): rules of thumb,
  never random.

Agents see views only: hidden draw decks, curse decks, library and grimoire pages are sampled by
``rules.determinize`` from the view; nothing reads the true state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ai.agent import Budget, level_settings
from ai.madness import team
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.types import Action


@dataclass(frozen=True)
class PlannerSettings:
    determinizations: int = 1  # samples an action is tried on (values summed)
    lookahead: bool = True     # False: rules of thumb only (easy)
    noise: float = 0.0         # added to action values (uniform in +-noise): weaker levels
    max_steps: int = 80        # decisions simulated to finish one action
    turn_plan: int = 4         # own turn: best actions followed through the rest of the turn
    turn_actions: int = 8      # actions a followed-through turn may take
    endgame: bool = True       # final round: actions scored by rollouts to the end of the game
    end_samples: int = 6       # determinized rollouts per candidate action (final round)
    end_candidates: int = 8    # candidate actions rolled out (the best by the one-ply value)
    end_from: int = 26         # game turn (5 a round, 26 = the final round's first) rollouts start


# Measured (3 players, difficulty I, `simulate --agents planner`, 100 games a seed set, one
# change at a time on the same seeds). Normal and hard follow the best 8 first actions through
# the turn (up to 12 actions; before: 4 and 8): seeds 6001, 5001, 7001, 8001 (-6100 ...): 17, 12,
# 15, 16 = 60/400 = 0.15 against 7, 13, 10, 7 = 37/400 = 0.09; 4 players 9 + 4 = 13/200 against
# 6 + 3 (6001, 5001); 2 players 37/100 against 38/100 (6001). The 12 best with the final round's
# 12 x 12 roll-outs: 16/100 (6001). No effect or worse, against the old 4-action plans on
# 6001 + 5001 (7 + 13): the turn's second action the best of 3, each followed through, 11 + 11
# (4 players 7/100); a seat's strongest element worth 0.5 a point (focused decks) 9 + 11; one
# curse left worth 1.0 and a cleared page 8.0, 6 + 11; support cards worth 1.5 (kept for curses)
# 6 + 2, 3.0 3 + 4, 0 9 + 12; a card of the madness deck worth 2.2 10 + 6. On 6001 only: the
# certain madness of a refill past the end of the deck charged to the turn (4.6, 4.7) 3/100,
# with cards left in the deck worth 0.3 each 4/100; a card of the madness deck worth 4.5 6/100;
# a curse left 3.5 and a cleared page 6.0 7/100.
# The final round and the bank (session 32): 3 players lose most games at the final Invocation
# space (16 of 26 losses on seeds 6001-6030), entering the round with 1.0 element in the shared
# support on average (3.8 in won games). Seeds 6101-6200, 3 players, normal: 9/100 before;
# the final round's roll-outs at 24 samples 14/100, 48 samples 16/100 (sequential halving over
# the candidates at 24: 13/100, with 12 candidates 14/100; the roll-out rules alone playing the
# final round: 2/40 against 6/40 on 6001); the bank counted whatever the madness deck holds,
# weight 1.0 11/100, 2.0 12/100, 4.0 15/100, 8.0 15/100; the bank at 4.0 with 24 samples
# 17/100 (kept: normal). The kept normal against the one before, same seeds: 3 players
# 6201-6300 20/100 against 13/100; 4 players 6101-6200 5/100 against 1/100; 2 players
# 6101-6200 54/100 against 49/100. Hard's 64 samples over 12 candidates: 2 players 53/100
# against the kept normal's 54/100 on the same seeds (no stronger).
# The roll-outs' rules (session 33), measured first as a policy: from the 68 positions 3-player
# normal teams reached at the final round's first turn (seeds 6101-6200), every seat playing the
# final round by the rules, 64 samples each: 9.1% won with the old rules; + the power, Combustion,
# hand-cleaning and hand-banish rules 10.7%; + no spell or banish paid with elements the curses
# left need 12.0%; + Viktor's power first 12.5%; + the break compared by its outcome 13.8% (34
# 2-player positions, seeds 6301-6340: 37.5% -> 40.4%). The planner's one-ply choice as the
# roll-out policy wins 17.6% (2 players 50%) but costs 10-30x the time. In whole games, against
# the session-32 normal on the same seeds: 2 players 6101-6200 53/100 (54), 6201-6300 48/100
# (40); 3 players 6101-6200 19/100 (17), 6201-6300 20/100 (20). The rules without the compared
# break and the final round's deadline: 2 players 56 and 53, 3 players 17 and 20.
# Not kept (sessions 33-34, 3 players 6101-6200, against the 19/100 of the normal above): the
# final round's roll-outs begun in round 5 (end_from 21) 11/100; rounds 1-5 deciding the turn's
# best 3 plans by the rest of the round played out on 8 samples 14/100; two determinizations a
# decision 15/100; partners' granted actions inside the simulations chosen one-ply, not by rule
# of thumb, 11/100 (each seeing further with the same evaluation lost games); C1 and C8 harm
# 1.4 (a triggered madness also clogs a pile) 18/100. Hard against normal, same seeds: 2 players
# 6101-6300 114/200 against 101/200, hard alone 22 seeds, normal alone 9 (0.71); 3 players
# 6101-6200 20/100 against 19/100 (5 against 4).
# Where 3-player games go (30-50 games, throw-away traces): the team breaks 8.6 curses a game
# (5.3 of them in actions granted by Telepathy or Mind Control) and takes 13-16 madness from
# reshuffles and 9-15 from triggered C1 curses; of 493 curses about to trigger, 213 could be
# paid only by pooling seats' hands, 164 by nobody, 116 by one seat (60 broken; of those left,
# 42 of 56 in rounds 4-5, most likely kept for the final monster's bank: round 5 counts 4 banked
# elements 13-16, a C1 at 3 players 9).
LEVELS = {
    "easy": PlannerSettings(noise=3.0, turn_plan=0, endgame=False),
    "normal": PlannerSettings(turn_plan=8, turn_actions=12, end_samples=24),
    "hard": PlannerSettings(turn_plan=8, turn_actions=12, end_samples=64, end_candidates=12),
}


def _d() -> Any:
    from game.madness import data

    return data


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


def _spell_worth(sid: int) -> float:
    return SPELL_WORTH.get(_d().SPELL_NAMES[sid], 1.5)


def element_need(s: Any) -> list[float]:
    """How much each element is wanted by the curses on the track (untriggered ones most)."""
    d = _d()
    need = [0.0, 0.0, 0.0, 0.0]
    for slot in range(5):
        code = s.track[slot]
        if code < 0:
            continue
        deck, _key = d.CURSES[code]
        w = 2.0 if d.SLOT_SPACE[slot] > s.marker else 1.0
        if deck == d.CURSE_DECK_MULTI:
            for e in range(4):
                need[e] += 0.3 * w
        else:
            need[deck] += w
        for e in range(4):
            need[e] += 0.3 * s.tokens[slot * 4 + e]
    return need


def evaluate(s: Any, closing: bool = False) -> float:
    """The team's position in madness-card units (higher is better). ``closing``: the active
    player's actions end here (what it could still do this turn no longer counts)."""
    d = _d()
    if s.over == 1:
        return 10000.0
    if s.over == 2:
        return -10000.0
    W = WEIGHTS
    n_alive = sum(1 for x in s.eliminated if not x)
    score = 0.0
    # The madness deck: every card a turn of safety; below two a player it is an emergency.
    last_round = s.round >= d.ROUNDS
    score += (W["mad_last"] if last_round else MADNESS_WORTH) * s.madness
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
        key = d.CURSES[code][1]
        if d.SLOT_SPACE[slot] > s.marker:
            harm = CURSE_HARM.get(key, 0.5)
            if key == "M10":
                score -= 4.0 * min(4, s.madness) / 4.0 * 0.8
            else:
                score -= harm * n_alive * MADNESS_WORTH
        score -= MADNESS_WORTH * s.track_mad[slot] * 0.3
        score -= W["left_last"] if last_round else W["left"]
    if left == 0 and s.round >= 1:
        score += W["clear"]  # the page's bonus instead of its penalty
    # The players' cards.
    for p in range(s.n):
        if s.eliminated[p]:
            score -= 40.0
            continue
        hand_m = s.hand[p].count(d.MADNESS)
        score -= W["hand_m"] * hand_m + (8.0 if hand_m >= 4 else 0.0)
        score -= W["support_m"] * s.support[p].count(d.MADNESS)
        score -= W["pile_m"] * (s.deck[p].count(d.MADNESS) + s.discard[p].count(d.MADNESS))
        for pile in (s.deck[p], s.hand[p], s.discard[p], s.support[p]):
            if last_round:  # deck quality no longer matters in the final round
                break
            for c in pile:
                if 0 <= c < 12:
                    v = d.CARD_VALUE[c]
                    score += W["v2"] if v == 2 else W["v3"] if v == 3 else 0.0
        for c in s.support[p]:
            if 0 <= c < 12:
                score += W["support_card"] + 0.1 * d.CARD_VALUE[c]
        # Cards still in the draw deck delay the next reshuffle (a madness each).
        score += W["deck_cards"] * min(len(s.deck[p]), 8)
        for entry in s.spells[p]:
            if last_round:
                break
            w = _spell_worth(entry >> 2)
            score += W["spell"] * w * (0.6 if entry & 2 else 1.0)
    # Progress toward the untriggered curses with what the team holds (hands and supports).
    have = [0, 0, 0, 0]
    for p in range(s.n):
        if s.eliminated[p]:
            continue
        for pile in (s.hand[p], s.support[p]):
            for c in pile:
                if 0 <= c < 12:
                    have[d.CARD_ELEM[c]] += d.CARD_VALUE[c]
    for slot in range(5):
        code = s.track[slot]
        if code < 0 or d.SLOT_SPACE[slot] <= s.marker and not last_round:
            continue
        deck = d.CURSES[code][0]
        if deck == d.CURSE_DECK_MULTI:
            frac = sum(min(1, have[e]) for e in range(4)) / 4.0
        else:
            frac = min(4, have[deck]) / 4.0
        score += (W["progress_last"] if last_round else W["progress"]) * frac
    if last_round:
        # What the team still lacks, element by element, to break every curse left.
        need = [0, 0, 0, 0]
        for slot in range(5):
            if s.track[slot] >= 0:
                deck = d.CURSES[s.track[slot]][0]
                if deck == d.CURSE_DECK_MULTI:
                    for e in range(4):
                        need[e] += 1
                else:
                    need[deck] += 4
                for e in range(4):
                    need[e] += s.tokens[slot * 4 + e]
        score -= W["short_last"] * sum(max(0, need[e] - have[e]) for e in range(4))
    if W["ready"]:
        now = not closing and team.acting_now(s)
        score += W["ready"] * _team_ready(s, n_alive, last_round, now)
    stock_w = W["stock"]
    if stock_w:
        score += stock_w * sum(have)
    # Round 5: the final monster's curse elements are on the right-hand page; hold its elements.
    if s.round == d.ROUNDS - 1 and W["stock_late"] and 0 <= s.pages[d.ROUNDS - 1] < len(d.PAGES):
        icons = d.PAGES[s.pages[d.ROUNDS - 1]][2]
        late = s.marker / 5.0
        for e in range(4):
            cap = 5 if e in icons else 2
            score += W["stock_late"] * min(have[e], cap) * late
            score -= W["short_late"] * max(0, (6 if e in icons else 2) - have[e]) * late
    if W["bank"]:
        score += W["bank"] * _bank(s)
    return score


def _bank(s: Any) -> float:
    """Rounds 4-5: what the shared support holds toward the final monster's curses (§4.10: the
    book shows its elements during round 5; before, any element counts a little). The final
    round gives five turns to pay 12-20 elements, each payment by one seat (§4.5.1); the
    support is the one place every seat pays from, and it keeps from round to round (§4.8)."""
    d = _d()
    if s.round < d.ROUNDS - 2 or s.round >= d.ROUNDS:
        return 0.0
    if s.round == d.ROUNDS - 2:
        late = max(0.0, (s.marker - 2) / 3.0) * 0.5
        icons: tuple = ()
    else:
        late = 0.5 + 0.1 * s.marker
        page = s.pages[d.ROUNDS - 1]
        icons = tuple(d.PAGES[page][2]) if 0 <= page < len(d.PAGES) else ()
    # Counted whatever the madness deck holds: the final round is where most games are lost
    # (3 players: 16 of 26 losses at the Invocation space, an empty support entering it).
    if late <= 0.0:
        return 0.0
    multi = d.ROUND_TRACK[s.difficulty][d.ROUNDS - 1]
    sup = team.shared_support(s)
    total = 0.0
    for e in range(4):
        want = (d.CURSE_ELEMENT_COST if e in icons or not icons else 0) + multi
        total += min(sup[e], want)
    return late * total


def _team_ready(s: Any, n_alive: int, last_round: bool, now: bool = False) -> float:
    """What the curses one seat can break in time are worth (see ``team.reach``)."""
    d = _d()
    total = 0.0
    for slot, share, _who, ahead in team.reach(s, _urgency, now):
        key = d.CURSES[s.track[slot]][1]
        worth = WEIGHTS["left_last"] if last_round else WEIGHTS["left"]
        if ahead and not last_round:
            worth += (0.8 if key == "M10" else CURSE_HARM.get(key, 0.5) * n_alive) * MADNESS_WORTH
        total += worth * (1.0 if share >= 1.0 else 0.5 * share * share)
    if WEIGHTS["next_ready"] and s.marker >= 3 and not last_round:
        late = (s.marker - 2) / 3.0
        worth = WEIGHTS["next_ready"] * late * NEXT_HARM * n_alive * MADNESS_WORTH
        for _slot, share in team.next_reach(s):
            total += worth * (1.0 if share >= 1.0 else 0.5 * share * share)
    return total


# ---------------------------------------------------------------------------------- choices
def _urgency(s: Any, slot: int) -> float:
    d = _d()
    code = s.track[slot]
    key = d.CURSES[code][1]
    space = d.SLOT_SPACE[slot]
    if space > s.marker:
        return 10.0 + 10.0 * CURSE_HARM.get(key, 0.5) - (space - s.marker)
    return 1.0


def _card_keep_value(s: Any, c: int, need: list[float]) -> float:
    """How much a card is worth keeping in hand (madness: negative)."""
    d = _d()
    if c < 0:
        return 0.5
    if c == d.MADNESS:
        return -5.0
    return d.CARD_VALUE[c] + 0.4 * need[d.CARD_ELEM[c]]


class Chooser:
    """Rule-of-thumb answers to every decision but the action choice (also used inside the
    simulations of the action choice)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.banish_below = 1  # rollouts banish only when the madness deck holds this many a player

    def choose(self, s: Any, legal: list[Action]) -> Action:
        t = s.tasks[-1]
        fn = getattr(self, "_" + t[0], None)
        if fn is None:
            return legal[0]
        a = fn(s, t, legal)
        return a if a is not None else legal[0]

    # --- the action choice without look-ahead: what the simulations play for other seats
    def _act(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        best, best_v = None, -1e9
        for a in legal:
            name = type(a).__name__
            if name == "BreakCurse":
                v = 100.0 + _urgency(s, a.slot)
            elif name == "Banish":
                v = 50.0 if a.zone == "hand" else 30.0
            elif name == "EndActions":
                v = 0.0
            else:
                continue
            if v > best_v:
                best, best_v = a, v
        return best or legal[-1]

    # --- the action choice of the final-round rollouts: fast rules of thumb
    def rollout_act(self, s: Any, t: tuple, legal: list[Action], compare: bool = True) -> Action:
        d = _d()
        best, best_v = None, -1e9
        end = None
        own = t[2] < 0
        p = t[1]
        mad_here = d.MADNESS in s.hand[p]
        spare: list[int] | None = None  # what the team holds beyond the curses left
        for a in legal:
            name = type(a).__name__
            if name == "BreakCurse":
                v = 100.0 + _urgency(s, a.slot)
            elif name == "UsePower":
                # Viktor trades a madness for a card first (it may pay a curse); Sandra refreshes a
                # spell, Larry may banish; Violetta's swaps need a plan these rules do not make
                w = d.WIZARD_NAMES[s.wizards[p]]
                if w == "Violetta" or (w == "Viktor" and not mad_here):
                    continue
                v = 200.0 if w == "Viktor" else 3.0
            elif name == "Cast" and own:
                v = self._rollout_cast(s, a, mad_here)
                if v is None:
                    continue
                spare = spare if spare is not None else self._spare(s)
                if spare[d.SPELLS[a.spell][1]] < d.SPELLS[a.spell][2] * a.mult:
                    continue  # its cost would leave a curse unpaid
            elif name == "Banish":
                # a madness in hand is a card fewer at the recuperation draw; the deck itself
                # matters only when it is nearly empty
                if s.madness <= self.banish_below * s.n:
                    v = 50.0 if a.zone == "hand" else 30.0
                elif a.zone == "hand":
                    spare = spare if spare is not None else self._spare(s)
                    if max(spare) < 2:
                        continue
                    v = 4.5
                else:
                    continue
            elif name == "EndActions":
                end = a
                continue
            else:
                continue
            if v > best_v:
                best, best_v = a, v
        if compare and type(best).__name__ == "BreakCurse":
            breaks = [a for a in legal if type(a).__name__ == "BreakCurse"]
            if len(breaks) > 1:
                # which curse to break first: the one whose payment leaves the team best placed
                return max(breaks, key=lambda a: evaluate(self._carry_out(s, a, p)))
        return best or end or legal[-1]

    def _carry_out(self, state: Any, action: Action, seat: int) -> Any:
        """A copy of ``state`` after ``action`` and the decisions it opens (these rules), back at
        ``seat``'s action choice."""
        rules = self.rules
        s = rules.clone(state)
        depth = len(s.tasks)
        rules.perform(s, action)
        for _ in range(60):
            if s.over or len(s.tasks) < depth:
                break
            t = s.tasks[-1]
            if len(s.tasks) == depth and t[0] == "act" and t[1] == seat:
                break
            to_act = rules.to_act(s)
            if not to_act:
                break
            legal = rules.legal_actions(s, to_act[0])
            if len(legal) == 1:
                a = legal[0]
            elif t[0] == "act":
                a = self.rollout_act(s, t, legal, compare=False)
            else:
                a = self.choose(s, legal)
            rules.perform(s, a)
        return s

    @staticmethod
    def _spare(s: Any) -> list[int]:
        """Per element: what the team's hands and supports hold beyond the cost of the curses
        left (negative: short)."""
        have = [0, 0, 0, 0]
        need = [0, 0, 0, 0]
        for q in range(s.n):
            if not s.eliminated[q]:
                for pile in (s.hand[q], s.support[q]):
                    for e, v in enumerate(team.holdings(pile)):
                        have[e] += v
        for slot in range(5):
            if s.track[slot] >= 0:
                for e, v in enumerate(team.curse_need(s, slot)):
                    need[e] += v
        return [have[e] - need[e] for e in range(4)]

    def _rollout_cast(self, s: Any, a: Action, mad_here: bool) -> float | None:
        """The worth of a spell cast in a final-round rollout (None: not cast)."""
        d = _d()
        sname = d.SPELL_NAMES[a.spell]
        if a.mult != 1:
            return 2.0 + a.mult if sname in ("Ice", "Cool Head") and self._parkable(s, a.seat) >= a.mult else None
        if sname in ("Telepathy", "Mind Control") and self._partner_breaks(s, a.seat):
            return 60.0
        if sname in ("Growth", "Telekinesis", "Abundance") and s.deck[a.seat]:
            return 5.0
        if sname in ("Ice", "Cool Head") and self._parkable(s, a.seat) >= 1:
            return 3.0
        if sname == "Combustion" and mad_here:
            return 7.0  # the madness leaves the hand for good
        if sname in CLEANING:
            return 6.0  # cast even with no madness to clean: most of them draw cards as well
        return None

    def _parkable(self, s: Any, p: int) -> int:
        """Element cards of p's hand wanted by a curse left, that p's support has room for."""
        d = _d()
        room = s.capacity(p) - len(s.support[p])
        if room <= 0:
            return 0
        want = set()
        for slot in range(5):
            code = s.track[slot]
            if code >= 0:
                deck = d.CURSES[code][0]
                want.update(range(4) if deck == d.CURSE_DECK_MULTI else (deck,))
        n = sum(1 for c in s.hand[p] if 0 <= c < 12 and d.CARD_ELEM[c] in want)
        # the cast itself costs a water card
        return min(room, n - 1)

    def _partner_breaks(self, s: Any, p: int) -> bool:
        """Could another player break a curse with their hand and the shared support?"""
        d = _d()
        shared = [0, 0, 0, 0]
        for q in range(s.n):
            if not s.eliminated[q]:
                for c in s.support[q]:
                    if 0 <= c < 12:
                        shared[d.CARD_ELEM[c]] += d.CARD_VALUE[c]
        costs = []
        for slot in range(5):
            code = s.track[slot]
            if code < 0 or s.track_neutral[slot]:
                continue
            deck = d.CURSES[code][0]
            need = [1, 1, 1, 1] if deck == d.CURSE_DECK_MULTI else [0, 0, 0, 0]
            if deck != d.CURSE_DECK_MULTI:
                need[deck] = 4
            for e in range(4):
                need[e] += s.tokens[slot * 4 + e]
            costs.append(need)
        if not costs:
            return False
        for q in range(s.n):
            if q == p or s.eliminated[q]:
                continue
            tot = shared[:]
            for c in s.hand[q]:
                if 0 <= c < 12:
                    tot[d.CARD_ELEM[c]] += d.CARD_VALUE[c]
            if any(all(tot[e] >= need[e] for e in range(4)) for need in costs):
                return True
        return False

    def _pay(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        _, p, _intent, need, chosen, _mode, _own = t
        vals = [0, 0, 0, 0]
        first = -1
        for _z, _o, c, as_elem in chosen:
            e = as_elem if as_elem >= 0 else d.CARD_ELEM[c]
            vals[e] += 1 if as_elem >= 0 else d.CARD_VALUE[c]
            if first < 0:
                first = e
        if need[4]:
            eff = [0, 0, 0, 0]
            if first >= 0:
                eff[first] = need[4]
        else:
            eff = list(need[:4])
        wanted = element_need(s)
        best, best_v = None, -1e9
        for a in legal:
            if type(a).__name__ != "Pay":
                continue
            e = a.as_elem if a.as_elem >= 0 else d.CARD_ELEM[a.card]
            v = 1 if a.as_elem >= 0 else d.CARD_VALUE[a.card]
            if need[4] and first < 0:
                rem = need[4]
                score = -3.0 * wanted[e] - 2.0 * max(0, v - rem) + (3.0 if v == rem else 0.0)
            else:
                rem = eff[e] - vals[e]
                score = -4.0 * max(0, v - rem) + 1.0 * min(v, rem)
            if a.zone == "hand":
                score += 0.3
            if a.as_elem >= 0:
                score -= 0.5
            if score > best_v:
                best, best_v = a, score
        return best or legal[0]

    def _pick(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        _, chooser, p, verb, _n_left, flt, _src, optional, _count, _then, extra = t
        need = element_need(s)
        best, best_v = None, -1e9
        done = None
        for a in legal:
            name = type(a).__name__
            if name == "Done":
                done = a
                continue
            if name != "Pick":
                continue
            c = a.card
            keep = _card_keep_value(s, c, need)
            own = a.owner == p
            if verb in ("discard", "give"):
                # lose the least valuable card; madness out of a hand is a gain
                v = -keep
                if a.zone == "support" and c != d.MADNESS:
                    v -= 0.5
                if verb == "give" and c != d.MADNESS:
                    v = keep  # Breath: give the partner a useful card, best one it is short of
                    if a.zone == "hand" and 0 <= extra < s.n:
                        v += 3.0 * team.short_of(s, extra)[d.CARD_ELEM[c]]
                elif verb == "give":
                    v = -10.0  # a madness into a partner's hand only moves the problem
            elif verb == "destroy":
                v = -keep
                if c == d.MADNESS:
                    v = 8.0 if a.zone != "support" else 2.0
                elif 0 <= c < 12 and d.CARD_VALUE[c] == 1 and optional:
                    v = 0.5  # thinning the deck of value-1 cards
                elif optional:
                    v = -5.0
            elif verb == "support":
                v = 6.0 if c == d.MADNESS else keep
                if 0 <= c < 12 and a.zone == "hand":
                    # park what a partner lacks to break a curse (it pays from the shared support)
                    v += 3.0 * max((team.short_of(s, q)[d.CARD_ELEM[c]] for q in range(s.n)
                                    if q != p and not s.eliminated[q]), default=0.0)
                if c == d.MADNESS and s.round >= d.ROUNDS and s.hand[a.owner].count(d.MADNESS) < 4:
                    v = -1.0  # the final round: madness in a hand no longer matters
            elif verb in ("top", "hand"):
                v = keep if c != d.MADNESS else -10.0
                if verb == "hand" and not own and a.zone == "hand":
                    v -= 1.0  # taking from a partner's hand only helps a little
            elif verb == "banish":
                v = 10.0 if a.zone == "hand" else 8.0 if a.zone == "support" else 6.0
            elif verb in ("upD", "upH", "upS"):
                if c == d.MADNESS or c < 0:
                    v = -5.0
                else:
                    v = 3.0 - d.CARD_VALUE[c] + 0.3 * need[d.CARD_ELEM[c]]
                    if d.CARD_VALUE[c] >= 3:
                        v = -5.0
            elif verb == "i11":
                v = 2.0 + 0.3 * need[d.CARD_ELEM[c]] if 0 <= c < 12 else -5.0
            elif verb == "bark1":
                v = 1.0 if 0 <= c < 12 and d.CARD_VALUE[c] == 1 else -1.0
            else:
                v = keep
            if not own and verb in ("discard", "destroy") and a.zone == "support":
                v -= 0.3
            if v > best_v:
                best, best_v = a, v
        if done is not None and (best is None or best_v <= 0.0):
            return done
        return best or legal[0]

    def _players(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        kind, ident = t[2], t[3]
        chooser = t[1]
        # Effects that help the target: the one with most madness in hand (banishing) or the
        # fewest cards (drawing); harmful grimoire picks: the one with the fewest cards to lose.
        harmful = kind in ("A", "P")
        grant = kind == "S" and d.SPELL_NAMES[ident] in ("Telepathy", "Mind Control", "Illusion")
        helper = team.helper_for(s, chooser, [b.player for b in legal], _urgency) if grant else -1
        best, best_v = None, -1e9
        for a in legal:
            q = a.player
            mad = s.hand[q].count(d.MADNESS)
            v = mad * 2.0 - 0.3 * len(s.hand[q])
            if harmful:
                v = -sum(max(0.0, _card_keep_value(s, c, element_need(s))) for c in s.hand[q])
                v -= 2.0 * len(s.support[q])
            elif grant:
                v = 1.0 if q == helper else -q if q != chooser else -10
            if v > best_v:
                best, best_v = a, v
        return best or legal[0]

    def _ask(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        _, seat, what, args = t
        yes = next(a for a in legal if a.yes)
        no = next(a for a in legal if not a.yes)
        if what == "alice":
            return yes if s.deck[seat] else no
        if what == "forge":
            return yes if d.MADNESS in s.hand[seat] and s.deck[seat] else no
        if what == "bonus":
            kind, ident, _idx, _c, _m, p = args
            code = d.PAGES[ident][0]
            if code == "I3" and not s.deck[p]:
                return no
            return yes
        return yes

    def _gain(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        p = t[1]
        need = element_need(s)
        have = [0, 0, 0, 0]
        for pile in (s.deck[p], s.hand[p], s.discard[p], s.support[p]):
            for c in pile:
                if 0 <= c < 12:
                    have[d.CARD_ELEM[c]] += d.CARD_VALUE[c]
        return max(legal, key=lambda a: need[a.element] - 0.1 * have[a.element])

    def _spell(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        purpose = t[2]
        if purpose == "sandra":
            return max(legal, key=lambda a: _spell_worth(a.spell))
        # neutralize / forget / destroy: the least useful spell (a used one first)
        def cost(a: Action) -> float:
            entry = next((e for e in s.spells[a.owner] if e >> 2 == a.spell), 0)
            return _spell_worth(a.spell) - (0.3 if entry & 1 else 0.0) - (0.2 if a.spell == d.SPELL_ID["Growth"] else 0)
        return min(legal, key=cost)

    def _library(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        best, best_v = legal[-1], -1e9
        for a in legal:
            if type(a).__name__ != "PickLibrary":
                continue
            sid = s.library[a.element][-1 - a.depth]
            v = _spell_worth(sid) if sid >= 0 else 1.5
            if v > best_v:
                best, best_v = a, v
        return best

    def _tsunami(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        need = element_need(s)
        return max(legal, key=lambda a: 10.0 if a.card == d.MADNESS else _card_keep_value(s, a.card, need))

    def _tornado(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        stage = t[6]
        need = element_need(s)
        if stage == 0:  # the caster gives: its worst card (never its madness to a partner? it is fine)
            return min(legal, key=lambda a: _card_keep_value(s, a.card, need) + (3 if a.card == d.MADNESS else 0))
        return min(legal, key=lambda a: _card_keep_value(s, a.card, need))

    def _vio(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        d = _d()
        held = t[3]
        need = element_need(s)
        if held >= 0:
            return max(legal, key=lambda a: _card_keep_value(s, a.card, need))
        picks = [a for a in legal if type(a).__name__ == "Pick"]
        if picks and any(a.card == d.MADNESS for a in picks):
            return next(a for a in picks if a.card == d.MADNESS)
        return next((a for a in legal if type(a).__name__ == "Done"), legal[0])

    def _power(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        """§4.11 the power outside the action phase: kept before the grimoire phase (the action
        phase weighs it by look-ahead); after the recuperation draw, the turn's last chance, used
        when it clears madness from the hand (Viktor, Violetta) or may banish one (Larry)."""
        d = _d()
        keep = next((a for a in legal if type(a).__name__ == "Done"), legal[-1])
        use = next((a for a in legal if type(a).__name__ == "UsePower"), None)
        if use is None or t[2] != "recup":
            return keep
        w = d.WIZARD_NAMES[s.wizards[t[1]]]
        if w == "Larry" or (w in ("Viktor", "Violetta") and d.MADNESS in s.hand[t[1]]):
            return use
        return keep

    def _tornado_q(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        return legal[0]

    def _breath_q(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        helper = team.helper_for(s, t[1], [a.player for a in legal], _urgency)
        return next((a for a in legal if a.player == helper), legal[0])


class MadnessPlanner:
    """The ``planner`` teammate (see the module docstring)."""

    wants_view = True
    end_tasks = ("act", "pay", "pick")  # decisions searched by rollouts in the final round

    def __init__(self, rules: Rules, seat: int, seed: int, level: str | None = None) -> None:
        self.level, self.settings = level_settings(LEVELS, "planner", level)
        self.rules = rules
        self.seat = seat
        self.rng = Rng(seed)
        self.name = f"planner:{self.level}"
        self.chooser = Chooser(rules)
        self.last: dict[str, Any] = {}
        self._last_act: Action | None = None
        self._dead: set[Action] = set()  # actions whose payment was cancelled this turn
        self._dead_turn = -1

    def choose(self, view: Any, legal_actions: list[Action], budget: Budget) -> Action:
        if not legal_actions:
            raise ValueError(f"{self.name}: no legal action to choose from")
        if view.turn != self._dead_turn:
            self._dead_turn, self._dead = view.turn, set()
        task = view.tasks[-1][0] if view.tasks else ""
        if task == "act":
            legal_actions = [a for a in legal_actions if a not in self._dead] or legal_actions
        picked = self._choose(view, legal_actions)
        if task == "act":
            self._last_act = picked
        elif type(picked).__name__ == "CancelPayment" and self._last_act is not None:
            # the payment this action began was given up: never begin it again this turn
            # (it would be given up again, and the game would not move on)
            self._dead.add(self._last_act)
        return picked

    def _choose(self, view: Any, legal_actions: list[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        state = self.rules.determinize(view, self.seat, self.rng.next_u32())
        t = state.tasks[-1] if state.tasks else ("",)
        if (self.settings.lookahead and self.settings.endgame and t[0] in self.end_tasks
                and (state.round - 1) * 5 + state.marker >= self.settings.end_from):
            return self._endgame(view, state, legal_actions)
        if t[0] == "act" and self.settings.lookahead:
            return self._choose_act(view, state, legal_actions)
        a = self.chooser.choose(state, legal_actions)
        return a if a in legal_actions else legal_actions[0]

    # The action choice: each action carried out on samples, then evaluated; in the player's own
    # turn the best few are followed by the rest of the turn played one-ply.
    def _choose_act(self, view: Any, first: Any, legal: list[Action]) -> Action:
        s_: PlannerSettings = self.settings
        states = [first] + [self.rules.determinize(view, self.seat, self.rng.next_u32())
                            for _ in range(s_.determinizations - 1)]
        values = dict.fromkeys(legal, 0.0)
        own_turn = first.tasks[-1][2] < 0
        for state in states:
            depth = len(state.tasks)
            one = self._one_ply(state, legal, depth)
            if own_turn and s_.turn_plan > 0:
                ranked = sorted(legal, key=lambda a: -one[a])[: s_.turn_plan]
                for a in legal:
                    if a in ranked:
                        one[a] = self._turn_value(state, a, depth) + 0.05 * (type(a).__name__ == "EndActions")
                    else:
                        one[a] -= 1000.0
            for a in legal:
                values[a] += one[a]
        best, best_v = legal[0], -1e18
        for a in legal:
            v = values[a]
            if s_.noise:
                v += (self.rng.random() * 2.0 - 1.0) * s_.noise * len(states)
            if v > best_v:
                best, best_v = a, v
        return best

    # The final round: the outcome is decided within a few turns, so each candidate action is
    # carried out on determinized samples and the game played to its end with fast rules of
    # thumb (every seat); the share of won rollouts decides, the one-ply value breaks ties.
    def _endgame(self, view: Any, first: Any, legal: list[Action]) -> Action:
        s_: PlannerSettings = self.settings
        depth = len(first.tasks)
        legal = [a for a in legal if type(a).__name__ != "CancelPayment"] or legal  # it would loop
        one = self._one_ply(first, legal, depth)
        ranked = sorted(legal, key=lambda a: -one[a])
        cands = ranked[: s_.end_candidates]
        end = next((a for a in legal if type(a).__name__ == "EndActions"), None)
        if end is not None and end not in cands:
            cands.append(end)
        states = [first] + [self.rules.determinize(view, self.seat, self.rng.next_u32())
                            for _ in range(s_.end_samples - 1)]
        lo = min(one[a] for a in cands)
        hi = max(one[a] for a in cands)
        span = max(1.0, hi - lo)
        values = {a: 0.01 * (one[a] - lo) / span for a in cands}
        for state in states:
            for a in cands:
                values[a] += self._rollout(state, a)
        return max(cands, key=lambda a: values[a])

    def _rollout(self, state: Any, action: Action) -> float:
        chooser = self.chooser

        def pick(s: Any, legal: list[Action]) -> Action:
            if len(legal) == 1:
                return legal[0]
            t = s.tasks[-1]
            return chooser.rollout_act(s, t, legal) if t[0] == "act" else chooser.choose(s, legal)

        s = self._play_on(state, action, pick, lambda s: False, 3000)
        if s.over == 1:
            return 1.0
        left = sum(1 for c in s.track if c >= 0)
        return -0.05 * left

    def _one_ply(self, state: Any, legal: list[Action], depth: int) -> dict[Action, float]:
        closed = evaluate(state, closing=True)
        out = {}
        for a in legal:
            if type(a).__name__ == "EndActions":
                out[a] = closed + 0.05
            else:
                out[a] = evaluate(self._finish(state, a, depth))
        return out

    def _turn_value(self, state: Any, action: Action, depth: int) -> float:
        """``action``, then the rest of the turn one-ply: the position when the actions end."""
        if type(action).__name__ == "EndActions":
            return evaluate(state, closing=True)
        s = self._finish(state, action, depth)
        for _ in range(self.settings.turn_actions):
            if not self._at_root(s, depth):
                break
            legal = self.rules.legal_actions(s, self.seat)
            one = self._one_ply(s, legal, depth)
            b = max(legal, key=lambda a: one[a])
            if type(b).__name__ == "EndActions":
                break
            s = self._finish(s, b, depth)
        return evaluate(s, closing=True)

    def _at_root(self, s: Any, depth: int) -> bool:
        return (s.over == 0 and len(s.tasks) == depth and s.tasks[-1][0] == "act"
                and s.tasks[-1][1] == self.seat)

    def _finish(self, state: Any, action: Action, depth: int) -> Any:
        """A copy of ``state`` with ``action`` carried out to its end (this module's choices)."""

        def done(s: Any) -> bool:
            if not s.tasks or len(s.tasks) < depth:
                return True
            t = s.tasks[-1]
            return len(s.tasks) == depth and t[0] == "act" and t[1] == self.seat

        return self._play_on(state, action, lambda s, legal: self.chooser.choose(s, legal), done,
                             self.settings.max_steps)

    def _play_on(self, state: Any, action: Action, pick: Any, stop: Any, limit: int) -> Any:
        """A copy of ``state`` after ``action``, played on by ``pick(s, legal)`` until the game
        ends, ``stop(s)`` holds, nobody can act, or ``limit`` actions."""
        rules = self.rules
        s = rules.clone(state)
        rules.perform(s, action)
        steps = 0
        while s.over == 0 and steps < limit and not stop(s):
            seat = rules.to_act(s)
            if not seat:
                break
            legal = rules.legal_actions(s, seat[0])
            if not legal:
                break
            rules.perform(s, pick(s, legal))
            steps += 1
        return s

