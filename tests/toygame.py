"""A tiny complete engine ("Hidden Pig") used to test the core, the battery and the AI.

Two to four players race to TARGET points. On your turn: Roll a die (a 1 loses the turn's
points and ends the turn), Play a card from your hidden hand (adds its value, draw a new one), or
Hold (bank the turn's points). Hands and the deck order are hidden. It is also the smallest
example of the engine protocol that the real games follow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.deck import Deck
from game.core.events import CardDrawn, DiceRolled, Event, GameOver, Note, ValueChanged
from game.core.protocol import InvariantError, Rules, view_rng
from game.core.rng import Rng
from game.core.summary import Piece, Section, Value, Zone
from game.core.types import Action, DecodeError, Option, Outcome

TARGET = 30
HAND = 2
CARDS = tuple(v for v in range(1, 7) for _ in range(2))
UNKNOWN = -1


@dataclass(frozen=True, slots=True)
class Roll(Action):
    group: ClassVar[str] = "Turn"

    def label(self) -> str:
        return "Roll the die"


@dataclass(frozen=True, slots=True)
class Hold(Action):
    group: ClassVar[str] = "Turn"

    def label(self) -> str:
        return "Hold"


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: int
    group: ClassVar[str] = "Cards"

    def label(self) -> str:
        return f"Play card {self.card}"


class PigState:
    __slots__ = ("players", "scores", "turn_total", "current", "hands", "deck", "rng", "winner", "turns")

    def __init__(self) -> None:
        self.players = 2
        self.scores: list[int] = []
        self.turn_total = 0
        self.current = 0
        self.hands: list[list[int]] = []
        self.deck = Deck("deck")
        self.rng = Rng(0)
        self.winner: int | None = None
        self.turns = 0


class PigRules(Rules):
    id = "toy_pig"
    title = "Hidden Pig"
    min_players = 2
    max_players = 4
    hidden_information = True
    period_unit = "turn"
    action_types = (Roll, Hold, Play)

    def options(self) -> list[Option]:
        return [Option("players", "Players", "int", 2, minimum=2, maximum=4)]

    def battery_options(self) -> list[dict[str, Any]]:
        return [{"players": 2}, {"players": 3}]

    def setup(self, options: dict[str, Any] | None, seed: int) -> PigState:
        opts = self.check_options(options)
        s = PigState()
        s.players = opts["players"]
        s.rng = Rng(seed)
        s.scores = [0] * s.players
        s.deck = Deck("deck", list(CARDS))
        s.deck.shuffle(s.rng)
        s.hands = [[s.deck.draw() for _ in range(HAND)] for _ in range(s.players)]
        return s

    def num_seats(self, state: PigState) -> int:
        return state.players

    def to_act(self, state: PigState) -> list[int]:
        return [] if state.winner is not None else [state.current]

    def legal_actions(self, state: PigState, seat: int) -> list[Action]:
        if state.winner is not None or seat != state.current:
            return []
        acts: list[Action] = [Roll(seat), Hold(seat)]
        acts.extend(Play(seat, c) for c in sorted(set(state.hands[seat])))
        return acts

    def perform(self, state: PigState, action: Action) -> list[Event]:
        seat = action.seat
        events: list[Event] = []
        if isinstance(action, Roll):
            value = state.rng.die()
            events.append(DiceRolled(seat, (value,)))
            if value == 1:
                state.turn_total = 0
                events.append(Note("Pig! The turn's points are lost."))
                self._next(state)
            else:
                state.turn_total += value
        elif isinstance(action, Play):
            state.hands[seat].remove(action.card)
            state.deck.discard_card(action.card)
            state.turn_total += action.card
            card = state.deck.draw(state.rng)
            if card is not None:
                state.hands[seat].append(card)
                events.append(CardDrawn(seat, None))
        elif isinstance(action, Hold):
            state.scores[seat] += state.turn_total
            events.append(ValueChanged(seat, "score", state.turn_total, state.scores[seat]))
            state.turn_total = 0
            if state.scores[seat] >= TARGET:
                state.winner = seat
                events.append(GameOver((seat,), f"reached {TARGET} points"))
            else:
                self._next(state)
        return events

    def _next(self, state: PigState) -> None:
        state.current = (state.current + 1) % state.players
        state.turns += 1

    def is_over(self, state: PigState) -> bool:
        return state.winner is not None

    def outcome(self, state: PigState) -> Outcome:
        return Outcome((state.winner,) if state.winner is not None else (), "reached the target",
                       tuple(float(s) for s in state.scores))

    def view(self, state: PigState, seat: int | None) -> PigState:
        v = self.clone(state)
        v.rng = view_rng()
        v.deck = state.deck.hidden_copy(UNKNOWN)
        v.hands = [list(h) if p == seat else [UNKNOWN] * len(h) for p, h in enumerate(state.hands)]
        return v

    def hidden_facts(self, state: PigState, seat: int | None) -> dict[str, Any]:
        facts: dict[str, Any] = {"deck order": list(state.deck.draw_pile)}
        for p, hand in enumerate(state.hands):
            if p != seat:
                facts[f"hand of player {p + 1}"] = list(hand)
        return facts

    def determinize(self, view: PigState, seat: int | None, seed: int) -> PigState:
        s = self.clone(view)
        s.rng = Rng(seed)
        pool = list(CARDS)
        for card in s.deck.discard:
            pool.remove(card)
        for hand in s.hands:
            for card in hand:
                if card != UNKNOWN:
                    pool.remove(card)
        s.rng.shuffle(pool)
        s.hands = [[c if c != UNKNOWN else pool.pop() for c in hand] for hand in s.hands]
        s.deck = Deck("deck", [pool.pop() for _ in s.deck.draw_pile], s.deck.discard)
        return s

    def clone(self, state: PigState) -> PigState:
        s = PigState.__new__(PigState)
        s.players = state.players
        s.scores = list(state.scores)
        s.turn_total = state.turn_total
        s.current = state.current
        s.hands = [list(h) for h in state.hands]
        s.deck = state.deck.copy()
        s.rng = state.rng.copy()
        s.winner = state.winner
        s.turns = state.turns
        return s

    def encode(self, state: PigState) -> dict[str, Any]:
        return {"players": state.players, "scores": list(state.scores), "turn_total": state.turn_total,
                "current": state.current, "hands": [list(h) for h in state.hands],
                "deck": state.deck.encode(), "rng": state.rng.encode(), "winner": state.winner,
                "turns": state.turns}

    def decode(self, data: dict[str, Any]) -> PigState:
        try:
            s = PigState()
            s.players = int(data["players"])
            s.scores = [int(x) for x in data["scores"]]
            s.turn_total = int(data["turn_total"])
            s.current = int(data["current"])
            s.hands = [[int(c) for c in h] for h in data["hands"]]
            s.deck = Deck.decode(data["deck"])
            s.rng = Rng.decode(data["rng"])
            s.winner = data["winner"]
            s.turns = int(data["turns"])
        except (KeyError, TypeError, ValueError) as err:
            raise DecodeError(f"bad Hidden Pig state: {err}") from err
        return s

    def summary(self, view: PigState) -> list[Section]:
        out = [Section("Race", (Value("Target", TARGET), Value("Turn total", view.turn_total)))]
        for p in range(view.players):
            hand = tuple(Piece(str(c) if c != UNKNOWN else "?", "card", c, hidden=c == UNKNOWN)
                         for c in view.hands[p])
            out.append(Section(self.seat_name(view, p), (Value("Score", view.scores[p], p),
                                                          Zone("Hand", hand, p)), p))
        out.append(Section("Table", (Zone("Deck", (), None, len(view.deck.draw_pile)),)))
        return out

    def prompt(self, state: PigState, seat: int) -> str:
        if state.winner is not None or seat != state.current:
            return ""
        return f"Roll, play a card or hold: {state.turn_total} points at stake this turn."

    def round_label(self, state: PigState) -> str:
        return f"Turn {state.turns + 1}"

    def period(self, state: PigState) -> int:
        return state.turns + 1

    def score_text(self, state: PigState, seat: int) -> str:
        return "points banked"

    def tally(self, state: PigState) -> dict[str, float]:
        return {f"P{p + 1}": float(s) for p, s in enumerate(state.scores)}

    def check_invariants(self, state: PigState) -> None:
        cards = sorted([c for h in state.hands for c in h] + state.deck.all_cards())
        if cards != sorted(CARDS):
            raise InvariantError(f"cards not conserved: {cards}")
        if any(s < 0 for s in state.scores) or state.turn_total < 0:
            raise InvariantError("negative points")
        if any(len(h) > HAND for h in state.hands):
            raise InvariantError("hand over the limit")


RULES = PigRules()
