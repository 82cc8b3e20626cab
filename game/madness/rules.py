"""The Big Book of Madness engine: setup (§3), the protocol, views, saves, summary, invariants."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from game.core.events import Event
from game.core.protocol import InvariantError, Rules, view_rng
from game.core.rng import Rng
from game.core.summary import Piece, Section, Value, Zone
from game.core.types import Action, DecodeError, IllegalAction, Option, OptionError, Outcome
from game.madness import action_phase, effects, flow, texts  # noqa: F401  (registers the task handlers)
from game.madness.action_phase import curse_cost
from game.madness.actions import ACTION_TYPES, Pay, cost_text, label_seen_by
from game.madness.book import OpenBook, open_book
from game.madness.data import (
    ACTIVE_POWERS,
    CARD_NAMES,
    CARD_VALUE,
    CURSE_DECK_NAMES,
    CURSE_EFFECTS,
    CURSE_SHORT,
    CURSES,
    DIFFICULTY_NAMES,
    ELEM_NAMES,
    FIRST_PAGES,
    HAND_SIZE,
    HAROLD,
    INNER_PAGES,
    INNER_USED,
    LIBRARY_SPELLS,
    MADNESS,
    MADNESS_TOTAL,
    PAGE_TEXTS,
    PAGES,
    POWER_TEXT,
    SLOT_NAMES,
    SLOT_SPACE,
    SPELL_NAMES,
    SPELLS,
    TOKENS_PER_ELEMENT,
    TOTAL_OF_CODE,
    UNKNOWN,
    WIZARD_NAMES,
    WIZARDS,
    card,
    card_name,
    curse_deck_cards,
    elem_name,
    elements,
    madness_deck_size,
    spell_text,
)
from game.madness.effects import spell_limit
from game.madness.logtext import event_text
from game.madness.machine import AUTO, DECISIONS, deciding_seat, options, plain, run, tupled
from game.madness.state import EFFECT_KINDS, LOST, NEUTRAL, ONGOING, PLAIN_FIELDS, USED, WON, MadnessState
from game.madness.tr import N_, _

MODES = ("classic", "horror", "nightmare", "horror+nightmare")  # §3.4 [DD: combinable]
WIZARD_OF = (N_("Wizard of player 1"), N_("Wizard of player 2"), N_("Wizard of player 3"),
             N_("Wizard of player 4"), N_("Wizard of player 5"))   # shown through rules.tr
MODE_NAMES = (N_("Classic"), N_("Horror"), N_("Nightmare"), N_("Horror + Nightmare"))
HIDDEN_FIRST_PAGE = -200
HIDDEN_INNER_PAGE = -201


def hidden_spell(elem: int, level: int) -> int:
    """Marker for a face-down library card: its element and level are public (§3.1 step 8)."""
    return -(100 + elem * 4 + level)


_MONSTER_LABELS = frozenset(page[1] for page in PAGES)


class MadnessRules(Rules):
    id = "madness"
    title = N_("The Big Book of Madness")
    min_players = 2
    max_players = 5
    cooperative = True
    hidden_information = True
    has_chance = True
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES
    random_game_action_limit: ClassVar[int] = 20000

    # ------------------------------------------------------------------ setup (§3)
    def tr(self, text: str, /, **values: Any) -> str:
        """A monster's arrival (the phase banner names it "The Green flytrap plant arrives", its
        English words kept for the board) in the player's language, like any other name."""
        if not values and text.startswith("The ") and text.endswith(" arrives"):
            label = text[4:-8]
            if label in _MONSTER_LABELS:
                return _("The {monster} arrives", monster=_(label))
        return super().tr(text, **values)

    def options(self) -> list[Option]:
        wizard_choices = ("random",) + WIZARD_NAMES
        opts = [
            Option("players", N_("Players"), "int", 2, minimum=2, maximum=5),
            Option("difficulty", N_("Difficulty"), "choice", 1, choices=(1, 2, 3),
                   choice_labels=DIFFICULTY_NAMES, help=N_("Multi-element curses per round (§3.3)")),
            Option("mode", N_("Mode"), "choice", "classic", choices=MODES, choice_labels=MODE_NAMES,
                   help=N_("Horror: a madness in each starting deck; Nightmare: value-1 instead of value-2")),
            Option("variant5", N_("Five-player variant"), "bool", False,
                   help=N_("The last player of a round also opens the next one (§4.2.2)")),
            # §4.1 DD / §7 item 47: hands are open information in this co-operative game.
            Option("open_hands", N_("Open hands"), "bool", True,
                   help=N_("Every hand is shown to every player, as the rulebook has it; off: the variant "
                           "with hidden hands (hot-seat players then pass the screen)")),
            Option("own_source", N_("Discard only from own cards"), "bool", False,
                   help=N_("Forced discards come from your hand and own support, not the shared support "
                           "(§7 item 13)")),
            Option("m1_fan", N_("Neutralized spells return when the curse leaves"), "bool", False,
                   help=N_("Fan reading of curse M1 (§7 item 33); default: when the next monster arrives")),
            Option("first_player", N_("First player (0 = random)"), "int", 1, minimum=0, maximum=5),
        ]
        # §3.1 step 6: each player chooses a wizard at the table (the setup screen), or leaves it to chance.
        # (worded in the player's language when the setup screen asks: they are built from tables)
        wizard_labels = (_("Random (dealt from the wizards nobody chose)"),) + tuple(
            _("{wizard} ({element}): {power} Deck: {deck}", wizard=w[0], element=elem_name(w[1]),
              power=_(POWER_TEXT[i]), deck=f"{card_name(card(w[1], 2))} + " + ", ".join(
                  f"{k}×{card_name(card(e, 1))}" for e, k in enumerate(w[3]) if k))
            for i, w in enumerate(WIZARDS))
        for i in range(5):
            opts.append(Option(f"wizard{i + 1}", WIZARD_OF[i], "choice", "random",
                               choices=wizard_choices, choice_labels=wizard_labels,
                               help=N_("Discuss the choice: the starting decks' elements should complement "
                                       "each other")))
        return opts

    def option_shown(self, options: dict[str, Any], key: str) -> bool:
        # Only the wizards of players who are at the table.
        if key.startswith("wizard") and key[6:].isdigit():
            return int(key[6:]) <= int(options.get("players", 2))
        return True

    def battery_options(self) -> list[dict[str, Any]]:
        return [
            {"players": 2},
            {"players": 3, "difficulty": 2, "open_hands": False},
            {"players": 4, "difficulty": 3, "mode": "horror"},
            {"players": 5, "mode": "nightmare", "variant5": True, "open_hands": True},
            {"players": 3, "difficulty": 3, "mode": "horror+nightmare", "own_source": True, "m1_fan": True,
             "first_player": 0},
        ]

    def setup(self, options: dict[str, Any] | None, seed: int) -> MadnessState:
        s = self.setup_state(options, seed)
        run(s)
        return s

    def setup_state(self, options: dict[str, Any] | None, seed: int) -> MadnessState:
        """The table after §3.1, before the first turn starts (tests build positions from it)."""
        opts = self.check_options(options)
        n = opts["players"]
        s = MadnessState()
        s.n = n
        s.rng = Rng(seed)
        rng = s.rng
        s.difficulty = opts["difficulty"] - 1
        s.horror = "horror" in opts["mode"]
        s.nightmare = "nightmare" in opts["mode"]
        s.variant5 = opts["variant5"]
        s.open_hands = opts["open_hands"]
        s.own_source = opts["own_source"]
        s.m1_fan = opts["m1_fan"]
        # §3.1 step 6: wizards (chosen, or dealt at random from those left)
        chosen = [opts[f"wizard{i + 1}"] for i in range(n)]
        named = [c for c in chosen if c != "random"]
        if len(set(named)) != len(named):
            raise OptionError(_("two players chose the same wizard"))
        free = [i for i, w in enumerate(WIZARD_NAMES) if w not in named]
        rng.shuffle(free)
        s.wizards = [WIZARD_NAMES.index(c) if c != "random" else free.pop() for c in chosen]
        # components
        s.supply = [0] * 13
        s.box = [0] * 13
        for c in range(12):
            if CARD_VALUE[c] == 1:
                s.box[c] = TOTAL_OF_CODE[c]  # value-1 cards only build starting decks (§2)
            else:
                s.supply[c] = TOTAL_OF_CODE[c]
        s.madness = madness_deck_size(n)  # §3.1 step 2
        s.box[MADNESS] = MADNESS_TOTAL - s.madness
        s.deck = [[] for _i in range(n)]
        s.hand = [[] for _i in range(n)]
        s.discard = [[] for _i in range(n)]
        s.support = [[] for _i in range(n)]
        s.eliminated = [False] * n
        s.spells = [[sid << 2 for sid in range(4)] for _i in range(n)]  # §3.1 step 5
        for p, w in enumerate(s.wizards):
            for e, k in enumerate(WIZARDS[w][3]):
                s.box[card(e, 1)] -= k
                s.deck[p].extend([card(e, 1)] * k)
        for p, w in enumerate(s.wizards):  # §3.4 [DD order]: Nightmare replacements after printed decks
            e = WIZARDS[w][1]
            if s.nightmare and s.box[card(e, 1)] > 0:
                s.box[card(e, 1)] -= 1
                s.deck[p].append(card(e, 1))
            else:
                s.supply[card(e, 2)] -= 1
                s.deck[p].append(card(e, 2))
            if s.horror:
                s.madness -= 1
                s.deck[p].append(MADNESS)
            rng.shuffle(s.deck[p])
        # §3.1 step 3: curse decks
        s.curse_decks = [curse_deck_cards(d) for d in range(5)]
        for d in s.curse_decks:
            rng.shuffle(d)
        # §3.1 step 7: grimoire
        inner = list(INNER_PAGES)
        rng.shuffle(inner)
        first = list(FIRST_PAGES)
        rng.shuffle(first)
        s.pages = [first[0]] + inner[:INNER_USED]
        s.page_box = first[1:] + inner[INNER_USED:]
        # §3.1 step 8: library, level 3 at the bottom, level 1 on top (face up)
        s.library = []
        used: list[int] = []
        for e in range(4):
            deck = []
            for level in (3, 2, 1):
                pool = [i for i in LIBRARY_SPELLS if SPELLS[i][1] == e and SPELLS[i][2] == level]
                deck.append(rng.choice(pool))
            s.library.append(deck)
            used.extend(deck)
        s.library_box = [i for i in LIBRARY_SPELLS if i not in used]
        rng.shuffle(s.library_box)
        # §3.1 step 12-13
        first_player = opts["first_player"]
        if first_player > n:
            raise OptionError(_("first_player: there is no player {k} among {n}", k=first_player, n=n))
        s.active = rng.below(n) if first_player == 0 else first_player - 1
        for p in range(n):
            for _i in range(HAND_SIZE):
                s.hand[p].append(s.deck[p].pop())
        s.tasks = [("turn",)]
        return s

    # ------------------------------------------------------------------ seats
    def num_seats(self, state: MadnessState) -> int:
        return state.n

    def seat_name(self, state: MadnessState, seat: int) -> str:
        if 0 <= seat < state.n and state.wizards:
            return f"P{seat + 1} {WIZARD_NAMES[state.wizards[seat]]}"
        return _("Player {n}", n=seat + 1)

    # ------------------------------------------------------------------ play
    def to_act(self, state: MadnessState) -> list[int]:
        seat = deciding_seat(state)
        return [] if seat is None else [seat]

    def legal_actions(self, state: MadnessState, seat: int) -> list[Action]:
        if deciding_seat(state) != seat:
            return []
        return options(state)

    def validate(self, state: MadnessState, action: Action) -> None:
        if not isinstance(action, Action) or type(action) not in self.action_types:
            raise IllegalAction(_("{action} is not an action of {game}.", action=f"{action!r:.60}",
                                  game=_(self.title)))
        if state.over != ONGOING:
            raise IllegalAction(_("The game is over."))
        seat = deciding_seat(state)
        if action.seat != seat:
            who = self.seat_name(state, seat) if seat is not None else _("nobody")
            raise IllegalAction(_("It is {who}'s decision now, not seat {n}'s.", who=who, n=action.seat + 1))
        if action not in options(state):
            raise IllegalAction(self.illegal_reason(state, action))

    def illegal_reason(self, state: MadnessState, action: Action) -> str:
        t = state.tasks[-1] if state.tasks else ("",)
        if t[0] == "pay":
            if isinstance(action, Pay):
                return _("{action} does not help: a payment must cover the cost with no card "
                         "to spare (§4.5.1), only with cards you may use.", action=action.label())
            return _("Finish or cancel the payment first.")
        if t[0] == "act":
            return _("{action} is not possible: you cannot pay for it or it is not available now.",
                     action=action.label())
        if t[0] == "pick" and t[3] == "discard" and t[5] == "nonM":
            return _("In the recuperation phase only element cards may be discarded (§4.6).")
        return _("{action} is not one of the choices now.", action=action.label())

    def perform(self, state: MadnessState, action: Action) -> list[Event]:
        state.events = []
        state.actions_taken += 1
        from game.madness.machine import answer

        answer(state, action)
        events = state.events
        state.events = []
        return events

    def is_over(self, state: MadnessState) -> bool:
        return state.over != ONGOING

    def outcome(self, state: MadnessState) -> Outcome:
        if state.over == WON:
            return Outcome(tuple(range(state.n)), state.reason)
        return Outcome((), state.reason or "the game is not over")

    def outcome_text(self, state: MadnessState) -> str:
        if not state.reason:
            return _("the game is not over")
        return texts.reason_text(state.reason)

    def event_text(self, state: MadnessState, event: Event, viewer: int | None) -> str:
        return event_text(self, state, event, viewer)

    # ------------------------------------------------------------------ information
    def clone(self, state: MadnessState) -> MadnessState:
        return state.clone()

    def view(self, state: MadnessState, seat: int | None) -> MadnessState:
        v = state.clone()
        v.rng = view_rng()
        v.deck = [[UNKNOWN] * len(d) for d in state.deck]  # nobody may look at a draw deck (§4.1)
        if not state.open_hands:
            for p in range(state.n):
                if p != seat:
                    known = sorted(revealed(state, p))
                    v.hand[p] = known + [UNKNOWN] * (len(state.hand[p]) - len(known))
        v.curse_decks = [[UNKNOWN] * len(d) for d in state.curse_decks]
        if not library_open(state):
            v.library = [[hidden_spell(e, SPELLS[sid][2]) for sid in lib[:-1]] + lib[-1:]
                         for e, lib in enumerate(state.library)]
        v.library_box = sorted((hidden_spell(SPELLS[sid][1], SPELLS[sid][2]) for sid in state.library_box),
                               reverse=True)
        shown = state.round + 1 if state.round >= 1 else 0  # the monster pages turned so far + the right page
        v.pages = [pg if i < shown else (HIDDEN_FIRST_PAGE if i == 0 else HIDDEN_INNER_PAGE)
                   for i, pg in enumerate(state.pages)]
        v.page_box = sorted((HIDDEN_FIRST_PAGE if pg in FIRST_PAGES else HIDDEN_INNER_PAGE
                             for pg in state.page_box), reverse=True)
        return v

    def public_label(self, state: MadnessState, action: Action, viewer: int | None) -> str:
        return label_seen_by(action, viewer)

    def hidden_facts(self, state: MadnessState, seat: int | None) -> dict[str, Any]:
        """Draw decks (even one's own, §4.1), other hands unless open (less what a pending task
        shows), face-down curse decks, library cards and grimoire pages."""
        facts: dict[str, Any] = {}
        for p in range(state.n):
            facts[f"P{p + 1} draw deck"] = list(state.deck[p])
            if not state.open_hands and p != seat:
                rest = list(state.hand[p])
                for x in revealed(state, p):
                    rest.remove(x)
                facts[f"P{p + 1} hand"] = rest
        for d in range(5):
            facts[f"curse deck {d}"] = list(state.curse_decks[d])
        if not library_open(state):
            for e in range(4):
                facts[f"{ELEM_NAMES[e]} library face down"] = list(state.library[e][:-1])
        facts["library spells out of play"] = list(state.library_box)
        shown = state.round + 1 if state.round >= 1 else 0
        facts["grimoire pages to come"] = list(state.pages[shown:])
        facts["grimoire pages out of play"] = list(state.page_box)
        return facts

    def determinize(self, view: MadnessState, seat: int | None, seed: int) -> MadnessState:
        s = view.clone()
        s.rng = Rng(seed)
        rng = Rng(seed ^ 0x5EED)
        # element and madness cards: whatever is not visible fills the unknown hand and deck slots
        left = list(TOTAL_OF_CODE)
        for c in range(13):
            left[c] -= s.supply[c] + s.box[c] + s.gone[c]
        left[MADNESS] -= s.madness + sum(s.track_mad)
        for zone in (s.hand, s.discard, s.support, s.deck):
            for lst in zone:
                for c in lst:
                    if c >= 0:
                        left[c] -= 1
        for c in s.destroyed:
            left[c] -= 1
        pool = [c for c in range(13) for _i in range(max(0, left[c]))]
        rng.shuffle(pool)
        for zone in (s.hand, s.deck):
            for lst in zone:
                for i, c in enumerate(lst):
                    if c < 0:
                        lst[i] = pool.pop() if pool else MADNESS
        # curse decks
        for d in range(5):
            if any(c < 0 for c in s.curse_decks[d]):
                rest = curse_deck_cards(d)
                for c in [x for x in s.track if x >= 0 and CURSES[x][0] == d] + [
                        x for x in s.broken if CURSES[x][0] == d] + [x for x in s.curse_decks[d] if x >= 0]:
                    if c in rest:
                        rest.remove(c)
                rng.shuffle(rest)
                s.curse_decks[d] = [c if c >= 0 else rest.pop() for c in s.curse_decks[d]]
        # library: unseen spells of each element and level
        seen = {x for lib in s.library for x in lib if x >= 0}
        seen.update(e >> 2 for sp in s.spells for e in sp)
        seen.update(s.destroyed_spells)
        seen.update(s.gone_spells)
        groups: dict[int, list[int]] = {}
        for sid in LIBRARY_SPELLS:
            if sid not in seen:
                groups.setdefault(hidden_spell(SPELLS[sid][1], SPELLS[sid][2]), []).append(sid)
        for g in groups.values():
            rng.shuffle(g)
        s.library = [[groups[x].pop() if x < 0 else x for x in lib] for lib in s.library]
        s.library_box = [groups[x].pop() if x < 0 else x for x in s.library_box]
        # grimoire pages
        seen_pages = {pg for pg in s.pages if pg >= 0}
        firsts = [pg for pg in FIRST_PAGES if pg not in seen_pages]
        inners = [pg for pg in INNER_PAGES if pg not in seen_pages]
        rng.shuffle(firsts)
        rng.shuffle(inners)

        def fill(pg: int) -> int:
            if pg == HIDDEN_FIRST_PAGE:
                return firsts.pop()
            if pg == HIDDEN_INNER_PAGE:
                return inners.pop()
            return pg

        s.pages = [fill(pg) for pg in s.pages]
        s.page_box = [fill(pg) for pg in s.page_box]
        return s

    # ------------------------------------------------------------------ data
    def encode(self, state: MadnessState) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in PLAIN_FIELDS:
            val = getattr(state, f)
            data[f] = [list(x) if isinstance(x, list) else x for x in val] if isinstance(val, list) else val
        data["rng"] = state.rng.encode()
        data["tasks"] = [plain(t) for t in state.tasks]
        return data

    def decode(self, data: dict[str, Any]) -> MadnessState:
        if not isinstance(data, dict):
            raise DecodeError("a Big Book of Madness state must be a dict")
        s = MadnessState()
        try:
            for f in PLAIN_FIELDS:
                if f not in data:
                    if f == "context":  # written by later versions only: optional
                        continue
                    raise DecodeError(f"missing field {f!r}")
                val = data[f]
                if f in ("power_used", "harold_used") and isinstance(val, bool):
                    val = int(val) << int(data.get("active", 0))   # written as the active seat's flag
                ref = getattr(s, f)
                _check_like(f, val, ref)
                if isinstance(val, list):
                    val = [list(x) if isinstance(x, list) else x for x in val]
                setattr(s, f, val)
            s.rng = Rng.decode(data.get("rng"))
            tasks = data.get("tasks")
            if not isinstance(tasks, list):
                raise DecodeError("tasks must be a list")
            s.tasks = []
            for t in tasks:
                if not isinstance(t, list) or not t or not isinstance(t[0], str) or (
                        t[0] not in AUTO and t[0] not in DECISIONS):
                    raise DecodeError(f"bad task {t!r:.60}")
                s.tasks.append(tupled(t))
        except DecodeError:
            raise
        except (TypeError, ValueError, KeyError, IndexError) as err:
            raise DecodeError(f"bad Big Book of Madness state: {err}") from err
        n = s.n
        if not 2 <= n <= 5 or any(len(getattr(s, f)) != n for f in (
                "wizards", "deck", "hand", "discard", "support", "spells", "eliminated")):
            raise DecodeError("per-player lists do not match the number of players")
        if len(s.supply) != 13 or len(s.box) != 13 or len(s.gone) != 13 or len(s.track) != 5 or len(
                s.tokens) != 20 or len(s.curse_decks) != 5 or len(s.library) != 4:
            raise DecodeError("a table has the wrong size")
        for zone in (s.deck, s.hand, s.discard, s.support):
            for lst in zone:
                if any(not -1 <= c <= MADNESS for c in lst):
                    raise DecodeError("unknown card code")
        if s.context and (len(s.context) != 4 or not 0 <= s.context[0] < len(EFFECT_KINDS)):
            raise DecodeError("bad context of the effect being resolved")
        if not 0 <= s.active < n or s.eliminated[s.active] and s.over == ONGOING:
            raise DecodeError("the active player is not in the game")
        # The pending task must make sense: who decides, what they may do, what they are asked.
        try:
            seat = deciding_seat(s)
            if s.over == ONGOING and (seat is None or not 0 <= seat < n or not options(s)):
                raise DecodeError("the pending task offers no decision")
            if seat is not None:
                texts.prompt(s, seat)
        except DecodeError:
            raise
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
            raise DecodeError(f"a pending task does not fit the state: {err}") from err
        return s

    def decode_action(self, data: Any) -> Action:
        """Also reads actions written before choice actions carried their button text."""
        if isinstance(data, list | tuple) and data and isinstance(data[0], str):
            cls = {c.__name__: c for c in self.action_types}.get(data[0])
            if cls is not None:
                fields = dataclasses.fields(cls)
                if fields[-1].name == "text" and len(data) == len(fields):
                    data = [*data, ""]
        return super().decode_action(data)

    # ------------------------------------------------------------------ presentation
    def prompt(self, state: MadnessState, seat: int) -> str:
        """What ``seat`` is asked now: the card being resolved and the choice (works on a view)."""
        return texts.prompt(state, seat)

    def summary(self, view: MadnessState) -> list[Section]:
        s = view
        out: list[Section] = []
        monster = "—"
        arrival = ""
        if s.round >= 1 and s.pages[s.round - 1] >= 0:
            page = s.pages[s.round - 1]
            monster = _("{monster} (curses: {elements})", monster=_(PAGES[page][1]),
                        elements=", ".join(_(ELEM_NAMES[e]) for e in PAGES[page][2]))
            arrival = _(PAGE_TEXTS[page][0])
        track = []
        for slot in range(5):
            c = s.track[slot]
            if c < 0:
                continue
            cost = cost_text(curse_cost(s, slot))
            extra = _("; madness under it: {n}", n=s.track_mad[slot]) if s.track_mad[slot] else ""
            state_word = _("neutralized, cannot be broken now") if s.track_neutral[slot] else (
                _("triggered") if SLOT_SPACE[slot] <= s.marker else _("not triggered yet"))
            text = _(CURSE_EFFECTS[CURSES[c][1]][0])
            track.append(Piece(f"{_(SLOT_NAMES[slot])}: {_(CURSE_DECK_NAMES[CURSES[c][0]]).lower()}, "
                               f"{_(CURSE_SHORT[CURSES[c][1]])}", "card", None, hidden=bool(s.track_neutral[slot]),
                               detail=_("{text} Break: {cost} ({state}{extra})", text=text, cost=cost,
                                        state=state_word, extra=extra)))
        entries: list = [
            Value(_("Round"), _("{n} of 6", n=s.round) if s.round else _("not started")),
            Value(_("Invocation marker"), _("space {n} of 5", n=s.marker) if s.marker else _("Invocation space")),
            Value(_("Monster"), monster),
        ]
        if arrival:
            entries.append(Value(_("Its arrival"), arrival))
        if 1 <= s.round < 6 and s.pages[s.round] >= 0:
            _a, bonus, penalty = PAGE_TEXTS[s.pages[s.round]]
            entries += [Value(_("If defeated (bonus)"), _(bonus)), Value(_("If not defeated (penalty)"), _(penalty))]
        elif s.round == 6:
            entries += [Value(_("If defeated"), _("You win!")), Value(_("If not defeated"), _("You lose!"))]
        book = open_book(s)
        if book.next_icons:  # §4.10: the right page previews the next monster's curses
            entries.append(Value(_("Next monster's curses"), ", ".join(_(ELEM_NAMES[e]) for e in book.next_icons)))
        entries += [Value(_("Difficulty"), _(DIFFICULTY_NAMES[s.difficulty])),
                    Value(_("Round track"), round_track_text(book)),
                    Value(_("Madness deck"), s.madness), Zone(_("Curses on the track"), tuple(track))]
        out.append(Section(_("Grimoire"), tuple(entries)))
        for p in range(s.n):
            name = self.seat_name(s, p) + (_(" (eliminated)") if s.eliminated[p] else "")
            if p == s.active and s.over == ONGOING:
                name += _(" — active player")

            spells = []
            for e in s.spells[p]:
                sid = e >> 2
                status = _(" (neutralized)") if e & NEUTRAL else _(" (used)") if e & USED else ""
                spells.append(Piece(f"{_(SPELL_NAMES[sid])}{status}", "card", None, detail=spell_text(sid)))
            cap = s.capacity(p)
            out.append(Section(name, (
                Value(power_label(s, p), _(POWER_TEXT[s.wizards[p]]), p),
                Zone(_("Hand"), card_pieces(s.hand[p]), p), Zone(_("Draw deck"), (), p, len(s.deck[p])),
                Zone(_("Discard pile"), card_pieces(s.discard[p]), p),
                Zone(_("Support (holds {n})", n=cap), card_pieces(s.support[p]), p),
                Zone(_("Spells (limit {n})", n=spell_limit(s, p)), tuple(spells), p),
            ), p))
        supply = tuple(Piece(card_name(c), "card", f"×{s.supply[c]}",
                             detail=_("{n} left in the stack", n=s.supply[c]))
                       for c in range(12) if CARD_VALUE[c] > 1)
        library = tuple(Piece(_(SPELL_NAMES[lib[-1]]), "card", None,
                              detail=_("{text} Learn it for {cost}.", text=spell_text(lib[-1]), cost=elements(2, e)))
                        for e, lib in enumerate(s.library) if lib and lib[-1] >= 0)
        out.append(Section(_("Table"), (
            Zone(_("Supply (value 2 and 3)"), supply), Zone(_("Library (face-up spells)"), library),
            Zone(_("Destroyed"), card_pieces(s.destroyed)),
        )))
        return out

    def round_label(self, state: MadnessState) -> str:
        if state.round == 0:
            return _("Setup")
        return _("Round {round} · Turn {turn} of 5", round=state.round, turn=state.marker or 5)

    def period(self, state: MadnessState) -> int:
        return state.round

    def tally(self, state: MadnessState) -> dict[str, float]:
        return {N_("Madness deck"): float(state.madness),
                N_("Curses on the track"): float(sum(1 for c in state.track if c >= 0)),
                N_("Wizards left"): float(state.eliminated.count(False))}

    # ------------------------------------------------------------------ checks
    def check_invariants(self, state: MadnessState) -> None:
        s = state
        count = [0] * 13
        for c in range(13):
            count[c] += s.supply[c] + s.box[c] + s.gone[c]
            if s.supply[c] < 0 or s.box[c] < 0 or s.gone[c] < 0:
                raise InvariantError(f"negative count of {CARD_NAMES[c]}")
        for zone in (s.deck, s.hand, s.discard, s.support):
            for lst in zone:
                for c in lst:
                    count[c] += 1
        for c in s.destroyed:
            count[c] += 1
        if s.madness < 0 or any(x < 0 for x in s.track_mad):
            raise InvariantError("negative madness")
        count[MADNESS] += s.madness + sum(s.track_mad)
        if count != list(TOTAL_OF_CODE):
            raise InvariantError(f"cards not conserved: {count} != {list(TOTAL_OF_CODE)}")
        if any(s.supply[c] for c in range(12) if CARD_VALUE[c] == 1):
            raise InvariantError("value-1 cards in the supply")
        for d in range(5):
            have = sorted(s.curse_decks[d] + [x for x in s.track if x >= 0 and CURSES[x][0] == d]
                          + [x for x in s.broken if CURSES[x][0] == d])
            if have != sorted(curse_deck_cards(d)):
                raise InvariantError(f"curses of deck {d} not conserved")
        lib = sorted([x for lst in s.library for x in lst] + s.library_box
                     + [e >> 2 for sp in s.spells for e in sp if e >> 2 >= 4]
                     + [x for x in s.destroyed_spells if x >= 4] + [x for x in s.gone_spells if x >= 4])
        if lib != list(LIBRARY_SPELLS):
            raise InvariantError("library spells not conserved")
        for sid in range(4):
            k = sum((e >> 2) == sid for sp in s.spells for e in sp) + s.destroyed_spells.count(sid) + \
                s.gone_spells.count(sid)
            if k != s.n:
                raise InvariantError(f"basic spell {SPELL_NAMES[sid]} not conserved")
        if sorted(s.pages + s.page_box) != list(range(16)) or len(s.pages) != 1 + INNER_USED:
            raise InvariantError("grimoire pages not conserved")
        for e in range(4):
            if sum(s.tokens[i * 4 + e] for i in range(5)) > TOKENS_PER_ELEMENT:
                raise InvariantError("too many element tokens")
        for slot in range(5):
            if s.track[slot] < 0 and (any(s.tokens[slot * 4:slot * 4 + 4]) or s.track_mad[slot]):
                raise InvariantError("tokens or madness on an empty slot")
        if any(x < 0 for x in s.tokens):
            raise InvariantError("negative tokens")
        for p in range(s.n):
            if len(s.spells[p]) > spell_limit(s, p):
                raise InvariantError(f"P{p + 1} knows too many spells")
            if len(s.support[p]) > s.capacity(p) + s.support[p].count(MADNESS):
                raise InvariantError(f"P{p + 1}'s support over capacity")
            if s.eliminated[p] and (s.deck[p] or s.hand[p] or s.discard[p] or s.support[p] or s.spells[p]):
                raise InvariantError("an eliminated player still holds cards")
        if not 0 <= s.marker <= 5 or not 0 <= s.round <= 6:
            raise InvariantError("marker or round out of range")
        if s.over == ONGOING and not s.tasks:
            raise InvariantError("nothing left to do in a running game")
        if s.over == LOST and s.tasks:
            raise InvariantError("tasks left after the end")


def round_track_text(book: OpenBook) -> str:
    """§3.3 the column of the chosen difficulty: multi-element curses per round, this round marked."""
    cells = [f"[{r}: {book.multi_at(r)}]" if r == book.round else f"{r}: {book.multi_at(r)}"
             for r in range(1, len(book.track) + 1)]
    return _("multi-element curses by round: {cells}", cells=", ".join(cells))


def power_label(s: MadnessState, p: int) -> str:
    w = s.wizards[p]
    if (w in ACTIVE_POWERS and s.power_used >> p & 1) or (w == HAROLD and s.harold_used >> p & 1):
        return _("Power (used this turn)")
    return _("Power")


def library_open(s: MadnessState) -> bool:
    """The Green cloaked mastermind's bonus lets a player take any spell still in the library
    (§5.5 I1, §7 item 38): while they choose, the library decks are searched open."""
    return bool(s.tasks) and s.tasks[-1][0] == "library"


def card_pieces(lst: list[int]) -> tuple[Piece, ...]:
    """Element cards show their value big under the name; madness and unknown cards their name."""
    return tuple(Piece("?", "card", None, hidden=True) if c < 0 else
                 Piece(card_name(c), "card", CARD_VALUE[c] if c != MADNESS else _("M")) for c in lst)


def revealed(s: MadnessState, p: int) -> list[int]:
    """Cards of p's hand that pending tasks show (a payment in progress, a Tornado exchange ...)."""
    out: list[int] = []
    for t in s.tasks:
        op = t[0]
        if op == "pay" and t[1] == p:
            out.extend(ch[2] for ch in t[4] if ch[0] == "hand" and ch[1] == p)
        elif op == "tornado":
            if t[1] == p:
                out.extend(t[4])
            if t[2] == p:
                out.extend(t[5])
        elif op == "tsunami" and t[1] == p:
            out.extend(t[2])
        elif op == "vio" and t[1] == p and t[3] >= 0:
            out.append(t[3])
    hand = list(s.hand[p])
    shown = []
    for c in out:
        if c in hand:
            hand.remove(c)
            shown.append(c)
    return shown


def _check_like(name: str, val: Any, ref: Any) -> None:
    if isinstance(ref, bool):
        if not isinstance(val, bool):
            raise DecodeError(f"{name} must be true/false")
    elif isinstance(ref, int):
        if isinstance(val, bool) or not isinstance(val, int):
            raise DecodeError(f"{name} must be a whole number")
    elif isinstance(ref, str):
        if not isinstance(val, str):
            raise DecodeError(f"{name} must be text")
    elif isinstance(ref, list):
        if not isinstance(val, list):
            raise DecodeError(f"{name} must be a list")
        for x in val:
            if isinstance(x, list):
                if any(isinstance(y, bool) or not isinstance(y, int) for y in x):
                    raise DecodeError(f"{name} holds a non-number")
            elif isinstance(x, bool) and name != "eliminated":
                raise DecodeError(f"{name} holds a non-number")
            elif not isinstance(x, int):
                raise DecodeError(f"{name} holds a non-number")


RULES = MadnessRules()
