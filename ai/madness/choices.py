"""The Madness planner's rules of thumb: an answer to every decision but the action choice (payment
card by card, targets, cards to pick, spells, bonuses), never random; and the fast action choice
of the final round's roll-outs. The planner's look-ahead plays these inside its simulations."""

from __future__ import annotations

from typing import Any

from ai.madness import team
from ai.madness.evaluation import (
    CLEANING,
    HAND,
    card_keep_value,
    element_need,
    evaluate,
    spell_worth,
    urgency,
)
from game.core.protocol import Rules
from game.core.types import Action
from game.madness import data


class Chooser:
    """Rule-of-thumb answers to every decision but the action choice (also used inside the
    simulations of the action choice)."""

    def __init__(self, rules: Rules, coefs: tuple[float, ...] = HAND) -> None:
        self.rules = rules
        self.coefs = coefs  # the evaluation's coefficients (ai/madness/evaluation.py)
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
                v = 100.0 + urgency(s, a.slot)
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
        best, best_v = None, -1e9
        end = None
        own = t[2] < 0
        p = t[1]
        mad_here = data.MADNESS in s.hand[p]
        spare: list[int] | None = None  # what the team holds beyond the curses left
        for a in legal:
            name = type(a).__name__
            if name == "BreakCurse":
                v = 100.0 + urgency(s, a.slot)
            elif name == "UsePower":
                # Viktor trades a madness for a card first (it may pay a curse); Sandra refreshes a
                # spell, Larry may banish; Violetta's swaps need a plan these rules do not make
                w = data.WIZARD_NAMES[s.wizards[p]]
                if w == "Violetta" or (w == "Viktor" and not mad_here):
                    continue
                v = 200.0 if w == "Viktor" else 3.0
            elif name == "Cast" and own:
                v = self._rollout_cast(s, a, mad_here)
                if v is None:
                    continue
                spare = spare if spare is not None else self._spare(s)
                if spare[data.SPELLS[a.spell][1]] < data.SPELLS[a.spell][2] * a.mult:
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
                return max(breaks, key=lambda a: evaluate(self._carry_out(s, a, p), False, self.coefs))
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
        sname = data.SPELL_NAMES[a.spell]
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
        room = s.capacity(p) - len(s.support[p])
        if room <= 0:
            return 0
        want = set()
        for slot in range(5):
            code = s.track[slot]
            if code >= 0:
                deck = data.CURSES[code][0]
                want.update(range(4) if deck == data.CURSE_DECK_MULTI else (deck,))
        n = sum(1 for c in s.hand[p] if 0 <= c < 12 and data.CARD_ELEM[c] in want)
        # the cast itself costs a water card
        return min(room, n - 1)

    def _partner_breaks(self, s: Any, p: int) -> bool:
        """Could another player break a curse with their hand and the shared support?"""
        shared = [0, 0, 0, 0]
        for q in range(s.n):
            if not s.eliminated[q]:
                for c in s.support[q]:
                    if 0 <= c < 12:
                        shared[data.CARD_ELEM[c]] += data.CARD_VALUE[c]
        costs = []
        for slot in range(5):
            code = s.track[slot]
            if code < 0 or s.track_neutral[slot]:
                continue
            deck = data.CURSES[code][0]
            need = [1, 1, 1, 1] if deck == data.CURSE_DECK_MULTI else [0, 0, 0, 0]
            if deck != data.CURSE_DECK_MULTI:
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
                    tot[data.CARD_ELEM[c]] += data.CARD_VALUE[c]
            if any(all(tot[e] >= need[e] for e in range(4)) for need in costs):
                return True
        return False

    def _pay(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        _, p, _intent, need, chosen, _mode, _own = t
        vals = [0, 0, 0, 0]
        first = -1
        for _z, _o, c, as_elem in chosen:
            e = as_elem if as_elem >= 0 else data.CARD_ELEM[c]
            vals[e] += 1 if as_elem >= 0 else data.CARD_VALUE[c]
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
            e = a.as_elem if a.as_elem >= 0 else data.CARD_ELEM[a.card]
            v = 1 if a.as_elem >= 0 else data.CARD_VALUE[a.card]
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
            keep = card_keep_value(s, c, need)
            own = a.owner == p
            if verb in ("discard", "give"):
                # lose the least valuable card; madness out of a hand is a gain
                v = -keep
                if a.zone == "support" and c != data.MADNESS:
                    v -= 0.5
                if verb == "give" and c != data.MADNESS:
                    v = keep  # Breath: give the partner a useful card, best one it is short of
                    if a.zone == "hand" and 0 <= extra < s.n:
                        v += 3.0 * team.short_of(s, extra)[data.CARD_ELEM[c]]
                elif verb == "give":
                    v = -10.0  # a madness into a partner's hand only moves the problem
            elif verb == "destroy":
                v = -keep
                if c == data.MADNESS:
                    v = 8.0 if a.zone != "support" else 2.0
                elif 0 <= c < 12 and data.CARD_VALUE[c] == 1 and optional:
                    v = 0.5  # thinning the deck of value-1 cards
                elif optional:
                    v = -5.0
            elif verb == "support":
                v = 6.0 if c == data.MADNESS else keep
                if 0 <= c < 12 and a.zone == "hand":
                    # park what a partner lacks to break a curse (it pays from the shared support)
                    v += 3.0 * max((team.short_of(s, q)[data.CARD_ELEM[c]] for q in range(s.n)
                                    if q != p and not s.eliminated[q]), default=0.0)
                if c == data.MADNESS and s.round >= data.ROUNDS and s.hand[a.owner].count(data.MADNESS) < 4:
                    v = -1.0  # the final round: madness in a hand no longer matters
            elif verb in ("top", "hand"):
                v = keep if c != data.MADNESS else -10.0
                if verb == "hand" and not own and a.zone == "hand":
                    v -= 1.0  # taking from a partner's hand only helps a little
            elif verb == "banish":
                v = 10.0 if a.zone == "hand" else 8.0 if a.zone == "support" else 6.0
            elif verb in ("upD", "upH", "upS"):
                if c == data.MADNESS or c < 0:
                    v = -5.0
                else:
                    v = 3.0 - data.CARD_VALUE[c] + 0.3 * need[data.CARD_ELEM[c]]
                    if data.CARD_VALUE[c] >= 3:
                        v = -5.0
            elif verb == "i11":
                v = 2.0 + 0.3 * need[data.CARD_ELEM[c]] if 0 <= c < 12 else -5.0
            elif verb == "bark1":
                v = 1.0 if 0 <= c < 12 and data.CARD_VALUE[c] == 1 else -1.0
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
        kind, ident = t[2], t[3]
        chooser = t[1]
        # Effects that help the target: the one with most madness in hand (banishing) or the
        # fewest cards (drawing); harmful grimoire picks: the one with the fewest cards to lose.
        harmful = kind in ("A", "P")
        grant = kind == "S" and data.SPELL_NAMES[ident] in ("Telepathy", "Mind Control", "Illusion")
        helper = team.helper_for(s, chooser, [b.player for b in legal], urgency) if grant else -1
        best, best_v = None, -1e9
        for a in legal:
            q = a.player
            mad = s.hand[q].count(data.MADNESS)
            v = mad * 2.0 - 0.3 * len(s.hand[q])
            if harmful:
                v = -sum(max(0.0, card_keep_value(s, c, element_need(s))) for c in s.hand[q])
                v -= 2.0 * len(s.support[q])
            elif grant:
                v = 1.0 if q == helper else -q if q != chooser else -10
            if v > best_v:
                best, best_v = a, v
        return best or legal[0]

    def _ask(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        _, seat, what, args = t
        yes = next(a for a in legal if a.yes)
        no = next(a for a in legal if not a.yes)
        if what == "alice":
            return yes if s.deck[seat] else no
        if what == "forge":
            return yes if data.MADNESS in s.hand[seat] and s.deck[seat] else no
        if what == "bonus":
            kind, ident, _idx, _c, _m, p = args
            code = data.PAGES[ident][0]
            if code == "I3" and not s.deck[p]:
                return no
            return yes
        return yes

    def _gain(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        p = t[1]
        need = element_need(s)
        have = [0, 0, 0, 0]
        for pile in (s.deck[p], s.hand[p], s.discard[p], s.support[p]):
            for c in pile:
                if 0 <= c < 12:
                    have[data.CARD_ELEM[c]] += data.CARD_VALUE[c]
        return max(legal, key=lambda a: need[a.element] - 0.1 * have[a.element])

    def _spell(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        purpose = t[2]
        if purpose == "sandra":
            return max(legal, key=lambda a: spell_worth(a.spell))
        # neutralize / forget / destroy: the least useful spell (a used one first)
        def cost(a: Action) -> float:
            entry = next((e for e in s.spells[a.owner] if e >> 2 == a.spell), 0)
            return spell_worth(a.spell) - (0.3 if entry & 1 else 0.0) - (0.2 if a.spell == data.SPELL_ID["Growth"] else 0)
        return min(legal, key=cost)

    def _library(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        best, best_v = legal[-1], -1e9
        for a in legal:
            if type(a).__name__ != "PickLibrary":
                continue
            sid = s.library[a.element][-1 - a.depth]
            v = spell_worth(sid) if sid >= 0 else 1.5
            if v > best_v:
                best, best_v = a, v
        return best

    def _tsunami(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        need = element_need(s)
        return max(legal, key=lambda a: 10.0 if a.card == data.MADNESS else card_keep_value(s, a.card, need))

    def _tornado(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        stage = t[6]
        need = element_need(s)
        if stage == 0:  # the caster gives: its worst card (never its madness to a partner? it is fine)
            return min(legal, key=lambda a: card_keep_value(s, a.card, need) + (3 if a.card == data.MADNESS else 0))
        return min(legal, key=lambda a: card_keep_value(s, a.card, need))

    def _vio(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        held = t[3]
        need = element_need(s)
        if held >= 0:
            return max(legal, key=lambda a: card_keep_value(s, a.card, need))
        picks = [a for a in legal if type(a).__name__ == "Pick"]
        if picks and any(a.card == data.MADNESS for a in picks):
            return next(a for a in picks if a.card == data.MADNESS)
        return next((a for a in legal if type(a).__name__ == "Done"), legal[0])

    def _power(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        """§4.11 the power outside the action phase: kept before the grimoire phase (the action
        phase weighs it by look-ahead); after the recuperation draw, the turn's last chance, used
        when it clears madness from the hand (Viktor, Violetta) or may banish one (Larry)."""
        keep = next((a for a in legal if type(a).__name__ == "Done"), legal[-1])
        use = next((a for a in legal if type(a).__name__ == "UsePower"), None)
        if use is None or t[2] != "recup":
            return keep
        w = data.WIZARD_NAMES[s.wizards[t[1]]]
        if w == "Larry" or (w in ("Viktor", "Violetta") and data.MADNESS in s.hand[t[1]]):
            return use
        return keep

    def _tornado_q(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        return legal[0]

    def _breath_q(self, s: Any, t: tuple, legal: list[Action]) -> Action:
        helper = team.helper_for(s, t[1], [a.player for a in legal], urgency)
        return next((a for a in legal if a.player == helper), legal[0])
