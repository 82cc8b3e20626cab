"""The engine protocol: the one object per game that the client, the AI, saves and tests speak.

An engine subclasses :class:`Rules`, declares its facts as class attributes (OpenSpiel-style
metadata), implements the abstract methods, and registers one instance (``game.registry``).

Typical use::

    from game import registry
    rules = registry.get("dday")
    state = rules.setup({"players": 2}, seed=7)
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        action = rules.legal_actions(state, seat)[0]
        events = rules.apply(state, action)   # mutates state; IllegalAction leaves it untouched
    print(rules.outcome(state))

The state object is the engine's own class; it must hold its generator as ``state.rng``
(:class:`game.core.rng.Rng`) so that all chance is part of the state.

What a seat reads about the game goes through the engine too, never straight from an action's own
label: ``public_label(state, action, viewer)`` is an action as another seat may know it ("Orcs:
Deploy a block", not which block), ``event_text(state, event, viewer)`` an event's log line with
the game's names for the seats and without cards only their holder saw. The shared battery plays
alternatives a seat cannot tell apart and proves every such text reads the same in both.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from game.core.events import Event, seen_text
from game.core.news import reveals_by_default
from game.core.rng import Rng
from game.core.summary import Section
from game.core.tr import _
from game.core.types import (
    Action,
    IllegalAction,
    Option,
    Outcome,
    check_options,
    decode_action,
    encode_action,
)

# Views carry this fixed seed instead of the real generator position: the future of the dice is
# hidden, and a view stays a pure function of what the seat knows.
VIEW_SEED = 0


def view_rng() -> Rng:
    return Rng(VIEW_SEED)


class InvariantError(AssertionError):
    """A state that breaks the game's own conservation laws or limits (a bug, never a rule)."""


def _english(text: str, /, **values: Any) -> str:
    try:
        return text.format(**values) if values else text
    except (KeyError, IndexError, ValueError):
        return text


_TRANSLATORS: dict[str, Any] = {}   # engine package -> its translator (see Rules.tr)


class Rules(ABC):
    """Base of every engine. Subclasses set the class attributes and implement the abstract
    methods; the concrete methods here are shared behaviour they may override."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    cooperative: ClassVar[bool] = False
    hidden_information: ClassVar[bool] = False
    has_chance: ClassVar[bool] = True
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    # The battery plays random games to the end; a game that needs more actions than this under
    # random play is reported as not terminating.
    random_game_action_limit: ClassVar[int] = 20000

    # ------------------------------------------------------------------ setup
    @abstractmethod
    def options(self) -> list[Option]:
        """What the setup screen asks (players, scenario, variants ...), with defaults."""

    def check_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in, values validated; ``OptionError`` otherwise."""
        return check_options(self.options(), options)

    def about(self) -> str:
        """The rules in a player's words for the rules card: the engine package's ``about.txt``
        (data, so it can be edited without touching code; ``about.cs.txt`` in Czech), or an
        empty string."""
        import importlib.resources

        from game.core.i18n import language

        package = type(self).__module__.rsplit(".", 1)[0]
        files = importlib.resources.files(package)
        local = files.joinpath(f"about.{language()}.txt")
        try:
            if local.is_file():
                return local.read_text(encoding="utf-8")
            return files.joinpath("about.txt").read_text(encoding="utf-8")
        except (FileNotFoundError, ModuleNotFoundError, TypeError, OSError):
            return ""

    def tr(self, text: str, /, **values: Any) -> str:
        """A text of this engine's catalogue in the player's language: for texts the engine keeps
        as data (its title, option names, names in its tables, marked with ``N_``) and the client
        shows. The engine package's ``tr`` module holds its translator; without one, English."""
        import importlib

        package = type(self).__module__.rsplit(".", 1)[0]
        translator = _TRANSLATORS.get(package)
        if translator is None:
            try:
                translator = importlib.import_module(f"{package}.tr")._
            except (ImportError, AttributeError):
                translator = _english
            _TRANSLATORS[package] = translator
        return translator(text, **values)

    def option_shown(self, options: dict[str, Any], key: str) -> bool:
        """Whether the setup screen asks option ``key`` given the other choices (a per-player
        option is pointless for seats the game will not have)."""
        return True

    @abstractmethod
    def setup(self, options: dict[str, Any] | None, seed: int) -> Any:
        """A new game. ``options`` is checked with :meth:`check_options`."""

    def battery_options(self) -> list[dict[str, Any]]:
        """Option sets the shared battery plays (player counts, scenarios ...)."""
        return [{}]

    # ------------------------------------------------------------------ seats
    @abstractmethod
    def num_seats(self, state: Any) -> int:
        ...

    def seat_name(self, state: Any, seat: int) -> str:
        return _("Player {n}", n=seat + 1)

    # ------------------------------------------------------------------ play
    @abstractmethod
    def to_act(self, state: Any) -> list[int]:
        """Seats that must decide now (usually one; empty once the game is over)."""

    @abstractmethod
    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        """Every action ``seat`` may take now, in a stable order (empty if it need not act)."""

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Check the action, then carry it out. Raises ``IllegalAction`` with a reason and
        leaves ``state`` untouched when the action is not allowed now."""
        self.validate(state, action)
        return self.perform(state, action)

    def validate(self, state: Any, action: Action) -> None:
        """Raise ``IllegalAction`` unless ``action`` is legal now. Engines may override with a
        faster check; the default compares against :meth:`legal_actions`."""
        if not isinstance(action, Action) or type(action) not in self.action_types:
            raise IllegalAction(_("{action} is not an action of {game}.", action=f"{action!r:.60}",
                                  game=self.tr(self.title)))
        if self.is_over(state):
            raise IllegalAction(_("The game is over."))
        seat = action.seat
        if seat not in self.to_act(state):
            who = self.seat_name(state, seat) if 0 <= seat < self.num_seats(state) else _("seat {n}", n=seat)
            raise IllegalAction(_("It is not {name}'s turn to act.", name=who))
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(self.illegal_reason(state, action))

    def illegal_reason(self, state: Any, action: Action) -> str:
        """Why ``action`` is refused, in a player's words (engines override for specifics)."""
        return _("{action} is not possible now.", action=action.label())

    @abstractmethod
    def perform(self, state: Any, action: Action) -> list[Event]:
        """Carry out an action already checked legal."""

    @abstractmethod
    def is_over(self, state: Any) -> bool:
        ...

    @abstractmethod
    def outcome(self, state: Any) -> Outcome:
        """Winners, scores and the reason; only once :meth:`is_over`."""

    # ------------------------------------------------------------------ information
    @abstractmethod
    def view(self, state: Any, seat: int | None) -> Any:
        """A copy holding only what ``seat`` may know (``None``: a spectator, who knows only
        what is public). Hidden things are marked unknown; the generator is replaced by
        :func:`view_rng`. ``legal_actions(view, seat) == legal_actions(state, seat)``."""

    def hidden_facts(self, state: Any, seat: int | None) -> dict[str, Any]:
        """The parts of ``state`` that ``seat`` may not know, each named, as this state object
        holds them (other hands, deck orders, face-down orders, enemy block identities ...).

        The battery reads this on views: in ``view(state, seat)`` every named fact must read in
        its unknown form (markers, counts only) — different from the truth unless there is
        nothing to hide (an empty pile) — and the same whatever the truth is, so a view that
        leaks a fact is caught. A game with ``hidden_information`` must name at least one fact."""
        return {}

    def shows_more(self, state: Any, viewer: int | None, watcher: int | None) -> bool:
        """Whether the screen of ``viewer`` shows anything ``watcher`` may not know: on one
        shared screen, handing it from ``watcher`` to ``viewer`` needs a curtain. The default reads
        :meth:`hidden_facts`: every fact hidden from ``watcher``, as ``viewer``'s view shows it
        against as ``watcher``'s own view does. Open-information games never need one; a seat
        with a hand of its own does when the screen turns to it."""
        if viewer == watcher:
            return False
        try:
            shown = self.hidden_facts(self.view(state, viewer), watcher)
            known = self.hidden_facts(self.view(state, watcher), watcher)
        except Exception:
            return True   # an engine that cannot answer keeps its secrets behind a curtain
        return shown != known

    def reveals(self, before: Any, action: Action, after: Any, events: list[Event]) -> bool:
        """Whether playing ``action`` (``before`` -> ``after``, ``events`` what happened) brought
        anything new to light: a die rolled, a card drawn or turned, something hidden shown to the
        actor. Undo never takes such an action back (``Match.undo``). The default judges by
        the generator's position, the events, and, with hidden information, whether the actor's
        view afterwards could have been different (``news.reveals_by_default``); an engine may
        say more precisely."""
        return reveals_by_default(self, before, action, after, events)

    @abstractmethod
    def determinize(self, view: Any, seat: int | None, seed: int) -> Any:
        """A full, playable state consistent with ``view``: unknowns sampled from what is not
        yet accounted for, using a generator seeded with ``seed``."""

    @abstractmethod
    def clone(self, state: Any) -> Any:
        """A fast independent copy (far faster than ``copy.deepcopy``)."""

    # ------------------------------------------------------------------ data
    @abstractmethod
    def encode(self, state: Any) -> dict[str, Any]:
        """Plain msgpack-able data (dicts with str keys, lists, ints, strs, bools, None)."""

    @abstractmethod
    def decode(self, data: dict[str, Any]) -> Any:
        """Inverse of :meth:`encode`; raises ``DecodeError`` on data it did not write."""

    def encode_action(self, action: Action) -> list[Any]:
        return encode_action(action)

    def decode_action(self, data: Any) -> Action:
        # kept while the action types are the same tuple: a long save decodes thousands
        types, kinds = self.__dict__.get("_action_kinds", ((), {}))
        if types is not self.action_types:
            kinds = {cls.__name__: cls for cls in self.action_types}
            self.__dict__["_action_kinds"] = (self.action_types, kinds)
        return decode_action(data, kinds)

    # ------------------------------------------------------------------ presentation
    @abstractmethod
    def summary(self, view: Any) -> list[Section]:
        """Labelled values and zones a generic table can show."""

    def prompt(self, state: Any, seat: int) -> str:
        """What ``seat`` is being asked right now, in a player's words ("Choose the die to
        re-roll", "Assign 2 hits"): the table shows it above the action buttons. Works on a
        view. Empty when the actions speak for themselves."""
        return ""

    def round_label(self, state: Any) -> str:
        """Where the game stands, for the saves list (``Round 3``)."""
        return ""

    # What the game counts its course in: "round" or "turn" (the game-over chart's axis).
    period_unit: ClassVar[str] = "round"

    def period(self, state: Any) -> int:
        """The number of the round (or turn, see ``period_unit``) being played: 0 before the
        first. The game-over chart takes one point as each begins and one at the end."""
        return 0

    def tally(self, state: Any) -> dict[str, float]:
        """A few numbers that chart the course of the game (one point per round or turn on the
        game-over chart, see :meth:`period`): per-seat scores, glory, morale ... Empty if the
        game has none."""
        return {}

    # ------------------------------------------------------------------ what another seat reads
    def public_label(self, state: Any, action: Action, viewer: int | None) -> str:
        """``action`` as ``viewer`` may know it (``state``: before it is applied; ``viewer`` None
        is a spectator): the log line after the actor's name, the toasts and prompts about it.
        For the actor itself it is the action's own label; for anyone else it must not name
        what ``viewer`` may not know: a face-down order, which block was deployed or made
        stronger, a card from a hidden hand. The default is the label, right for a game without
        hidden information."""
        return action.label()

    def event_text(self, state: Any, event: Event, viewer: int | None) -> str:
        """The log line of ``event`` as ``viewer`` reads it (``state``: after the action): seats
        by the game's names, a card or a secret line private to another seat in its public form
        (``Event.private_to`` / ``redacted``). Engines override it for more of their own."""
        return seen_text(event, viewer, lambda seat: self.seat_name(state, seat), self.hidden_information)

    def outcome_text(self, state: Any) -> str:
        """Why the game ended, in a sentence a player reads on the game-over screen ("The Elves
        hold the most city gold at the end of turn 30"). Default: the outcome's reason."""
        return self.outcome(state).reason

    def score_text(self, state: Any, seat: int) -> str:
        """What ``seat``'s score in the outcome counts, in words ("glory", "gold in cities held"),
        shown beside the number on the game-over screen; empty when the outcome has no scores."""
        return ""

    # ------------------------------------------------------------------ checks
    @abstractmethod
    def check_invariants(self, state: Any) -> None:
        """Raise :class:`InvariantError` if the state breaks a conservation law or a limit."""
