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
        rules.apply(twin, legal[-1])
        assert snapshot(rules, state) == data, f"{where}: playing on a clone changed the original"


def play_random(rules: Rules, options: dict[str, Any], seed: int, probe_every: int = 0,
                record: bool = False) -> tuple[Match, dict[str, Any]]:
    """One seeded random game to the end, invariants after every action; with ``probe_every``,
    the view, illegal-action and clone/codec checks every that many steps."""
    match = Match(rules, options, seed)
    rules.check_invariants(match.state)
    chooser = Rng(seed * 31 + 7)
    stats = {"actions": 0, "hidden_varied": False, "events": 0}
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
