"""The Wizard Kings engine: the protocol's entry points, each handed to the module of its
concern - set-up (``setup``), legal moves (``legal``), the turn's flow on the decision machine
(``flow``), what a seat may know (``views``), what the table shows (``present``) and the
invariant check (``invariants``)."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core.events import Event
from game.core.protocol import Rules
from game.core.summary import Section
from game.core.types import Action, DecodeError, IllegalAction, Option, Outcome
from game.wizard_kings import flow, invariants, legal, names, present, public, setup, views, words
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.actions import ACTION_TYPES
from game.wizard_kings.data import BLOCKS, BUDGET
from game.wizard_kings.state import BLK, UNKNOWN, WKState, clone_state, decode_state, encode_state
from game.wizard_kings.tr import N_, _


class WizardKingsRules(Rules):
    id = "wizard_kings"
    title = N_("Wizard Kings")
    min_players = 2
    max_players = 7
    hidden_information = True
    period_unit = "turn"
    has_chance = True
    action_types = ACTION_TYPES
    random_game_action_limit: ClassVar[int] = 20000

    # ------------------------------------------------------------------ setup
    def options(self) -> list[Option]:
        return [
            Option("scenario", N_("Scenario"), "choice", "free", choices=sc.SCENARIOS,
                   choice_labels=(N_("Free play"), N_("Island of the Dead"), N_("Barbarian Raid"),
                                  N_("Last Wizard Standing"), N_("Alliance Expansion")),
                   help=N_("A scenario sets the players, their armies and the maps")),
            Option("players", N_("Players (free play)"), "int", 2, minimum=2, maximum=7),
            Option("victory", N_("Victory (free play)"), "choice", "gold", choices=("gold", "time", "points"),
                   choice_labels=(N_("V1 city gold threshold"), N_("V2 10-turn limit"), N_("V3 victory points"))),
            Option("budget", N_("Army budget (GP)"), "int", BUDGET, minimum=20, maximum=200),
            Option("dispel", N_("Dispel (optional rule)"), "bool", False),
            Option("reserves", N_("Combat reserves (optional rule)"), "bool", False),
            Option("capture", N_("Capturing artifacts (optional rule)"), "bool", False),
            Option("expansions", N_("Expansion blocks (free play)"), "bool", False,
                   help=N_("every label of the army plus the Chaos and werebeast labels")),
            Option("solitaire", N_("Island of the Dead: solitaire (automated Undead)"), "bool", True,
                   help=N_("The automated Undead must retreat at strength 1; with two players "
                           "the Undead are played normally")),
        ]

    def option_shown(self, options: dict[str, Any], key: str) -> bool:
        if key == "solitaire":
            return options.get("scenario") == "isle_of_the_dead"
        if key in ("players", "victory", "budget", "expansions"):
            # a scenario sets its own armies, goal and forces (7.1-7.4): only free play asks
            return options.get("scenario", "free") == "free"
        return True

    def battery_options(self) -> list[dict[str, Any]]:
        return [{"scenario": "isle_of_the_dead"}, {"players": 2, "victory": "time"},
                {"players": 3, "victory": "time"},
                {"players": 2, "victory": "gold", "dispel": True, "reserves": True},
                {"players": 2, "victory": "time", "expansions": True, "capture": True},
                {"scenario": "last_wizard_standing"}, {"scenario": "barbarian_raid"},
                {"scenario": "alliance_expansion"}]

    def setup(self, options: dict[str, Any] | None, seed: int) -> WKState:
        return setup.setup(self.check_options(options), seed)

    def num_seats(self, state: WKState) -> int:
        return state.players

    def seat_name(self, state: WKState, seat: int) -> str:
        if 0 <= seat < len(state.armies):
            return names.army(state.armies[seat])
        return super().seat_name(state, seat)

    # ------------------------------------------------------------------ play
    def to_act(self, state: WKState) -> list[int]:
        return legal.to_act(state)

    def legal_actions(self, state: WKState, seat: int) -> list[Action]:
        acts = legal.legal(state, seat)
        state.cache = (seat, acts, None)
        return list(acts)

    def illegal_reason(self, state: WKState, action: Action) -> str:
        return words.readable(state, legal.illegal_reason(state, action), action.seat)

    def validate(self, state: WKState, action: Action) -> None:
        if not isinstance(action, Action) or type(action) not in self.action_types:
            raise IllegalAction(f"{action!r:.60} is not an action of {self.title}.")
        if self.is_over(state):
            raise IllegalAction(_("The game is over."))
        if action.seat not in self.to_act(state):
            name = (self.seat_name(state, action.seat) if 0 <= action.seat < state.players
                    else _("seat {n}", n=action.seat))
            raise IllegalAction(_("It is not {player}'s turn to act.", player=name))
        if not legal.is_legal(state, action):
            raise IllegalAction(self.illegal_reason(state, action))

    def perform(self, state: WKState, action: Action) -> list[Event]:
        return flow.perform(state, action)

    def is_over(self, state: WKState) -> bool:
        return state.result is not None

    def outcome(self, state: WKState) -> Outcome:
        if state.result is None:
            return Outcome((), "game in progress")
        occ = mv.occupancy(state)
        scores = tuple(float(sc.controlled_value(state, s, occ)) for s in range(state.players))
        return Outcome(state.result[0], state.result[1], scores)

    # ------------------------------------------------------------------ information
    def view(self, state: WKState, seat: int | None) -> WKState:
        return views.view(state, seat)

    def public_label(self, state: WKState, action: Action, viewer: int | None) -> str:
        return public.public_label(state, action, viewer)

    def event_text(self, state: WKState, event: Event, viewer: int | None) -> str:
        return public.event_text(state, event, viewer, lambda seat: self.seat_name(state, seat))

    def hidden_facts(self, state: WKState, seat: int | None) -> dict[str, Any]:
        return views.hidden_facts(state, seat)

    def determinize(self, view: WKState, seat: int | None, seed: int) -> WKState:
        return views.determinize(view, seat, seed)

    def clone(self, state: WKState) -> WKState:
        return clone_state(state)

    def encode(self, state: WKState) -> dict[str, Any]:
        return encode_state(state)

    def decode(self, data: dict[str, Any]) -> WKState:
        if not isinstance(data, dict):
            raise DecodeError("a Wizard Kings state is a dict")
        s = decode_state(data)
        for uid, u in s.units.items():
            if u[BLK] != UNKNOWN and u[BLK] not in BLOCKS:
                raise DecodeError(f"unit {uid}: unknown block {u[BLK]}")
        if s.scenario not in sc.SCENARIOS:
            raise DecodeError(f"unknown scenario {s.scenario}")
        try:
            mv.board(s)
        except Exception as err:  # noqa: BLE001 - any bad layout is a decode error
            raise DecodeError(f"bad layout {s.designs}: {err}") from err
        return s

    # ------------------------------------------------------------------ presentation
    def summary(self, view: WKState) -> list[Section]:
        return present.summary(view)

    def prompt(self, state: WKState, seat: int) -> str:
        return present.prompt(state, seat)

    def round_label(self, state: WKState) -> str:
        return _("Turn {n} · {phase}", n=state.turn, phase=names.phase(state.phase))

    def period(self, state: WKState) -> int:
        return state.turn

    def outcome_text(self, state: WKState) -> str:
        return sc.reason_text(self.outcome(state).reason)

    def score_text(self, state: WKState, seat: int) -> str:
        return _("GP of the cities held at the end")

    def tally(self, state: WKState) -> dict[str, float]:
        return present.tally(state)

    # ------------------------------------------------------------------ checks
    def check_invariants(self, state: WKState) -> None:
        invariants.check_invariants(state)


RULES = WizardKingsRules()
