"""The shared battery: checks every engine must pass, written once for all games.

Each check takes a ``Rules`` object and raises ``AssertionError`` (with a message that names the
game, the seed and the step) when the engine breaks the protocol. ``tests/test_battery.py`` runs
them over every registered game; ``tests/test_battery_catches_broken.py`` proves each one fails
on a deliberately broken engine.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.events import Event
from game.core.match import Match
from game.core.protocol import Rules
from game.core.rng import Rng
from game.core.saves import dumps_match, loads_match, pack
from game.core.types import Action, IllegalAction


def snapshot(rules: Rules, state: Any) -> bytes:
    """Byte-exact identity of a state: canonical msgpack of its encoding."""
    return pack(rules.encode(state))


def _where(rules: Rules, options: dict[str, Any], seed: int, step: int) -> str:
    return f"{rules.id} options={options} seed={seed} step={step}"


def _pick(rules: Rules, state: Any, chooser: Rng, where: str) -> Action:
    seats = rules.to_act(state)
    assert seats, f"{where}: game not over but no seat to act"
    for seat in seats:
        assert 0 <= seat < rules.num_seats(state), f"{where}: to_act lists seat {seat}"
    seat = seats[chooser.below(len(seats))]
    legal = rules.legal_actions(state, seat)
    assert legal, f"{where}: seat {seat} must act but has no legal action"
    for action in legal:
        assert isinstance(action, Action) and action.seat == seat, f"{where}: bad action {action!r}"
    return chooser.choice(legal)


def _state_without_rng(rules: Rules, state: Any) -> dict[str, Any]:
    data = dict(rules.encode(state))
    data.pop("rng", None)
    return data


def check_view(rules: Rules, state: Any, where: str, probe_seed: int) -> bool:
    """The view hides what it must; returns whether any determinization differed (hidden info
    actually present)."""
    varied = False
    acting = set(rules.to_act(state))
    seats: list[int | None] = [*range(rules.num_seats(state)), None]
    # Alternative truths: states that agree with everything public, differ in what is hidden.
    public = rules.view(state, None)
    others = [rules.determinize(public, None, probe_seed * 11 + k) for k in (1, 2)]
    for seat in seats:
        view = rules.view(state, seat)
        facts = rules.hidden_facts(view, seat)
        truth = rules.hidden_facts(state, seat)
        if rules.hidden_information:
            assert truth, (f"{where}: {rules.id} declares hidden information; name what seat {seat} may "
                           f"not know in rules.hidden_facts(state, seat) (see game/core/protocol.py)")
        for name, shown in facts.items():
            real = truth.get(name)
            assert shown != real or real in (None, [], (), {}, ""), (
                f"{where}: view of seat {seat} shows hidden fact {name!r} as it truly is ({real!r:.80}); "
                f"a view must hold only its unknown form")
        for other in others:
            if rules.hidden_facts(other, seat) != truth:
                varied = True
            other_facts = rules.hidden_facts(rules.view(other, seat), seat)
            for name, shown in facts.items():
                assert other_facts.get(name) == shown, (
                    f"{where}: view of seat {seat} reveals hidden fact {name!r}: it reads {shown!r:.80} "
                    f"here and {other_facts.get(name)!r:.80} in a state that differs only in hidden things")
        view_bytes = snapshot(rules, view)
        assert snapshot(rules, state) == snapshot(rules, state), where
        assert getattr(view, "rng", None) != getattr(state, "rng", None), (
            f"{where}: view of seat {seat} carries the real generator (the future dice)")
        if seat is not None:
            assert rules.legal_actions(view, seat) == rules.legal_actions(state, seat), (
                f"{where}: legal actions of seat {seat} differ between its view and the state")
            assert rules.to_act(view) == rules.to_act(state), f"{where}: to_act differs in the view"
        full = []
        for k in (1, 2):
            det = rules.determinize(view, seat, probe_seed * 7 + k)
            assert snapshot(rules, rules.view(det, seat)) == view_bytes, (
                f"{where}: view of seat {seat} reveals something that is hidden: two states with "
                f"that same view (determinizations) look different to the seat")
            if seat is not None and seat in acting and not rules.is_over(det):
                legal = rules.legal_actions(det, seat)
                assert legal, f"{where}: determinized state gives seat {seat} no action"
                trial = rules.clone(det)
                rules.apply(trial, legal[(probe_seed + k) % len(legal)])
            full.append(_state_without_rng(rules, det))
        if full[0] != full[1]:
            varied = True
    return varied


# ---------------------------------------------------------------------------------------- texts
# Alternatives tried per state and viewer: enough to meet the leaking ones over a few probes,
# few enough that a many-seat Wizard Kings game stays quick.
TEXT_ALTERNATIVES = 8


def summary_texts(sections: list[Any]) -> list[str]:
    out: list[str] = []
    for section in sections:
        out.append(str(section.title))
        for entry in section.entries:
            out.append(f"{entry.label}: {getattr(entry, 'value', '')}")
            for piece in getattr(entry, "pieces", ()):
                out.append(f"  {piece.label} {piece.detail}")
            if hasattr(entry, "size"):
                out.append(f"  ({entry.size})")
    return out


def texts_seen(rules: Rules, before: Any, action: Action, after: Any, events: list[Event],
               viewer: int | None, summary: bool = True) -> list[str]:
    """Every text the table shows ``viewer`` once ``action`` is played: the log line of another
    seat's action (its public label), each event's line, the prompt, the round and the summary
    (which may be left out where the views are known equal: it is read from the view alone)."""
    out: list[str] = []
    if viewer != action.seat:
        out.append("label: " + rules.public_label(before, action, viewer))
    out += ["event: " + line for line in (rules.event_text(after, event, viewer) for event in events) if line]
    view = rules.view(after, viewer)
    if viewer is not None and viewer in rules.to_act(view):
        out.append("prompt: " + rules.prompt(view, viewer))
    out.append("round: " + rules.round_label(after))
    if summary:
        out += ["summary: " + text for text in summary_texts(rules.summary(view))]
        out += ["intent: " + text for text in intent_texts(rules, view, viewer)]
    return out


def intent_texts(rules: Rules, view: Any, viewer: int | None) -> list[str]:
    """What every other seat's AI teammate says it will do (``GameAI.intent``), as the table
    words it for ``viewer``: read from the viewer's view, like the summary."""
    from ai.registry import game_ai

    ai = game_ai(rules.id)
    if ai.intent is None or ai.intent_text is None:
        return []
    out = []
    for seat in range(rules.num_seats(view)):
        if seat != viewer:
            words = ai.intent_text(ai.intent(view, seat), lambda q: rules.seat_name(view, q))
            if words:
                out.append(f"P{seat + 1}: {words}")
    return out


def _contents(facts: Any) -> Any:
    """Hidden facts with the order of every list forgotten: which things are where, not in
    what order (a pile reshuffled by the dice differs only in order, and that is chance)."""
    if isinstance(facts, dict):
        return {str(k): _contents(v) for k, v in facts.items()}
    if isinstance(facts, list | tuple):
        return sorted((_contents(v) for v in facts), key=repr)
    return facts


def _twin(rules: Rules, state: Any, viewer: int | None, seed: int) -> Any:
    """A state ``viewer`` cannot tell from ``state``, differing in what it may not know; the dice
    to come are the same, so an alternative is told apart only by what the seat sees."""
    twin = rules.determinize(rules.view(state, viewer), viewer, seed)
    twin.rng = state.rng.copy()
    return twin


def _alternatives(rules: Rules, state: Any, action: Action, chooser: Rng) -> list[Action]:
    same = [a for a in rules.legal_actions(state, action.seat) if type(a) is type(action)]
    if len(same) > TEXT_ALTERNATIVES:
        keep = [a for a in same if a == action]
        same = keep + [same[chooser.below(len(same))] for _ in range(TEXT_ALTERNATIVES)]
    return list(dict.fromkeys(same))


class _Seen:
    """What tells two games apart for ``viewer``: what the events showed every seat on the way
    (``Event.sighting``: paths, dice, cards turned face up), then its view after the action. The
    sightings are compared first and the view only when they agree: it costs the most."""

    def __init__(self, rules: Rules, after: Any, events: list[Event], viewer: int | None) -> None:
        self.rules, self.after, self.viewer = rules, after, viewer
        self.sights = [sight for sight in (e.sighting() for e in events) if sight is not None]
        self._view: Any = None

    def view(self) -> Any:
        # the encoding compares as plain data (packing it canonically cost most of the check)
        if self._view is None:
            self._view = self.rules.encode(self.rules.view(self.after, self.viewer))
            self._view.pop("rng", None)   # every view carries the same stand-in generator
        return self._view

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Seen) and self.sights == other.sights and self.view() == other.view()

    __hash__ = None  # type: ignore[assignment]


def check_texts(rules: Rules, state: Any, action: Action, where: str, probe_seed: int) -> int:
    """What the table shows a seat is the same in two games that seat cannot tell apart.

    For each viewer the games compared are: the action played in a determinization of the
    viewer's view (a game that differs only in what the viewer may not know), and, for another
    seat's action, the same kind of action by that seat in this game or in the determinization
    that leaves what the viewer sees after it (:class:`_Seen`) unchanged while what the viewer may
    not know (``hidden_facts``) differs: a face-down order of another kind, another block
    deployed. For all the viewer knows either was played, so every text it reads
    (:func:`texts_seen`) must read the same. (Hidden facts equal but for the order of piles means
    the two games differ only in history, such as which dice were re-rolled to the same faces or
    which machine fired first into a deck reshuffled after: that act was public, and its text
    may say so.) Returns how many games were compared, so a caller can tell the check bit."""
    actor = action.seat
    after = rules.clone(state)
    events = rules.apply(after, action)
    chooser = Rng(probe_seed * 13 + 5)
    seats = list(range(rules.num_seats(state)))
    others = [s for s in seats if s != actor]
    if len(others) > 2:
        others = [others[chooser.below(len(others))], others[chooser.below(len(others))]]
    viewers: list[int | None] = [actor, *dict.fromkeys(others), None]
    compared = 0

    def play(base: Any, alt: Action) -> tuple[Any, list[Event]]:
        if base is state and alt == action:
            return after, events
        alt_after = rules.clone(base)
        return alt_after, rules.apply(alt_after, alt)

    def same_texts(viewer: int | None, expected: list[str], base: Any, alt: Action, alt_after: Any,
                   alt_events: list[Event]) -> None:
        # the summary is read from the view alone: compared once per viewer, against the twin
        summary = alt == action
        theirs = texts_seen(rules, base, alt, alt_after, alt_events, viewer, summary=summary)
        if not summary:
            expected = [t for t in expected if not t.startswith("summary: ")]
        if theirs != expected:
            mine, other = next((a, b) for a, b in zip([*expected, "(nothing)"], [*theirs, "(nothing)"]) if a != b)
            raise AssertionError(
                f"{where}: a text leaks what seat {viewer} may not know: after {action!r:.100} by seat {actor} "
                f"it reads {mine!r:.160}, and {other!r:.160} after {alt!r:.100} "
                f"{'in a determinization of its view' if base is not state else 'instead'}, which it cannot "
                f"tell apart")

    for k, viewer in enumerate(viewers):
        seen = _Seen(rules, after, events, viewer)
        mine = texts_seen(rules, state, action, after, events, viewer)
        bases = [state] if viewer != actor else []
        bases.append(_twin(rules, state, viewer, probe_seed * 17 + k))
        for base in bases:
            alternatives = [] if viewer == actor else _alternatives(rules, base, action, chooser)
            if action in rules.legal_actions(base, actor):
                ref_after, ref_events = play(base, action)
                ref_seen = _Seen(rules, ref_after, ref_events, viewer)
                if base is not state and ref_seen == seen:
                    same_texts(viewer, mine, base, action, ref_after, ref_events)
                    compared += 1
                ref_texts = texts_seen(rules, base, action, ref_after, ref_events, viewer, summary=False)
                ref_hidden = _contents(rules.hidden_facts(ref_after, viewer))
                for alt in alternatives:
                    if alt == action:
                        continue
                    alt_after, alt_events = play(base, alt)
                    alt_seen = _Seen(rules, alt_after, alt_events, viewer)
                    if alt_seen.sights != ref_seen.sights:
                        continue   # the viewer can tell this one apart: it may read differently
                    if _contents(rules.hidden_facts(alt_after, viewer)) == ref_hidden:
                        continue   # the same but for history or the order of a reshuffled pile
                    if alt_seen != ref_seen:
                        continue
                    same_texts(viewer, ref_texts, base, alt, alt_after, alt_events)
                    compared += 1
            else:
                for alt in alternatives:
                    alt_after, alt_events = play(base, alt)
                    if _Seen(rules, alt_after, alt_events, viewer) == seen:
                        same_texts(viewer, mine, base, alt, alt_after, alt_events)
                        compared += 1
    return compared


def candidate_illegal(rules: Rules, state: Any, seen: list[Action]) -> list[Action]:
    """Actions the rules must refuse now: another seat's action, earlier actions no longer legal."""
    out: list[Action] = []
    acting = rules.to_act(state)
    legal_now = {seat: set(rules.legal_actions(state, seat)) for seat in range(rules.num_seats(state))}
    for seat in acting:
        for action in rules.legal_actions(state, seat)[:3]:
            for other in range(rules.num_seats(state)):
                if other != seat:
                    moved = dataclasses.replace(action, seat=other)
                    if moved not in legal_now[other]:
                        out.append(moved)
    for action in seen[-40:]:
        if 0 <= action.seat < rules.num_seats(state) and action not in legal_now[action.seat]:
            out.append(action)
    return out[:6]


def check_illegal(rules: Rules, state: Any, seen: list[Action], where: str) -> None:
    before = snapshot(rules, state)
    for action in [*candidate_illegal(rules, state, seen), "not an action"]:
        try:
            rules.apply(state, action)  # type: ignore[arg-type]
        except IllegalAction as err:
            assert str(err).strip(), f"{where}: IllegalAction without a reason for {action!r}"
        else:
            raise AssertionError(f"{where}: illegal {action!r} was accepted")
        assert snapshot(rules, state) == before, f"{where}: refused {action!r} changed the state"


def check_clone_and_codec(rules: Rules, state: Any, where: str) -> None:
    data = snapshot(rules, state)
    assert snapshot(rules, rules.decode(rules.encode(state))) == data, f"{where}: encode/decode round trip differs"
    twin = rules.clone(state)
    assert snapshot(rules, twin) == data, f"{where}: clone differs from the original"
    if not rules.is_over(twin):
        seat = rules.to_act(twin)[0]
        legal = rules.legal_actions(twin, seat)
        # a decoded state plays on like the original (keyframes, the AI worker and undo use them)
        decoded = rules.decode(rules.encode(state))
        rules.apply(twin, legal[-1])
        assert snapshot(rules, state) == data, f"{where}: playing on a clone changed the original"
        rules.apply(decoded, legal[-1])
        assert snapshot(rules, decoded) == snapshot(rules, twin), f"{where}: a decoded state plays on differently"


def play_random(rules: Rules, options: dict[str, Any], seed: int, probe_every: int = 0,
                record: bool = False, text_every: int = 0) -> tuple[Match, dict[str, Any]]:
    """One seeded random game to the end, invariants after every action; with ``probe_every``,
    the view, illegal-action and clone/codec checks every that many steps; with ``text_every``,
    the texts shown to each seat (:func:`check_texts`) every that many steps."""
    match = Match(rules, options, seed)
    rules.check_invariants(match.state)
    chooser = Rng(seed * 31 + 7)
    stats = {"actions": 0, "hidden_varied": False, "events": 0, "text_alternatives": 0}
    limit = rules.random_game_action_limit
    step = 0
    while not rules.is_over(match.state):
        where = _where(rules, options, seed, step)
        assert step < limit, f"{where}: no end after {limit} random actions"
        if probe_every and step % probe_every == 0:
            stats["hidden_varied"] |= check_view(rules, match.state, where, seed + step)
            check_illegal(rules, match.state, match.actions, where)
            check_clone_and_codec(rules, match.state, where)
        action = _pick(rules, match.state, chooser, where)
        if text_every and step % text_every == 0:
            stats["text_alternatives"] += check_texts(rules, match.state, action, where, seed + step)
        label = action.label()
        assert isinstance(label, str) and label.strip(), f"{where}: {action!r} has no label"
        events = match.play(action)
        assert isinstance(events, list), f"{where}: apply must return a list of events"
        for event in events:
            assert isinstance(event, Event), f"{where}: {event!r} is not an Event"
            assert event.text(), f"{where}: event without text"
        stats["events"] += len(events)
        rules.check_invariants(match.state)
        step += 1
    where = _where(rules, options, seed, step)
    assert rules.to_act(match.state) == [], f"{where}: a finished game still asks seats to act"
    outcome = rules.outcome(match.state)
    seats = rules.num_seats(match.state)
    assert all(0 <= w < seats for w in outcome.winners), f"{where}: winners {outcome.winners}"
    assert outcome.reason, f"{where}: outcome without a reason"
    if probe_every:
        check_view(rules, match.state, where, seed)
        check_clone_and_codec(rules, match.state, where)
    stats["actions"] = step
    return match, stats


def check_replay(rules: Rules, options: dict[str, Any], seed: int) -> None:
    """Same seed and same actions give byte-identical states; so does a save's replay."""
    match, _ = play_random(rules, options, seed)
    try:
        again = Match.replay(rules, options, seed, list(match.actions))
    except IllegalAction as err:
        raise AssertionError(f"{rules.id} seed={seed}: replaying the same actions gave a different state "
                             f"(action {getattr(err, 'index', '?')} became illegal: {err})") from err
    assert snapshot(rules, again.state) == snapshot(rules, match.state), (
        f"{rules.id} seed={seed}: replaying the same actions gave a different state")
    encoded = [rules.encode_action(a) for a in match.actions]
    assert [rules.decode_action(e) for e in encoded] == match.actions, f"{rules.id}: actions do not round-trip"
    loaded = loads_match(dumps_match(match))
    assert snapshot(rules, loaded.state) == snapshot(rules, match.state), f"{rules.id}: save did not reload"
    assert loaded.over, f"{rules.id}: a finished game's save reloaded unfinished"
