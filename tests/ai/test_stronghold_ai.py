"""The Stronghold AI defends: on hand-built positions the defender of every setup level sends its
strength to the wall section facing the largest assault, and never leaves a threatened section
empty. The attacker of the ``siege`` agent dispatches toward the section it can breach."""

from __future__ import annotations

import pytest

from ai.agent import DIFFICULTIES, Budget
from ai.registry import agent_for, make
from ai.stronghold.forecast import attack_value, breach_margins, defence_value
from ai.stronghold.levels import SiegeSettings
from ai.stronghold.siege import SiegeAgent
from game.stronghold import RULES as R
from game.stronghold import data as D
from tests.stronghold.helpers import defender_turn, new

SEC = D.SEC


def _from_bag(s, units) -> list[int]:
    """Take ``units`` (goblins, orcs, trolls) out of the bag, so every unit stays counted."""
    for k, n in enumerate(units):
        for _ in range(n):
            s.bag.remove(k)
    return list(units)


def _from_supply(s, units) -> list[int]:
    """Take defending ``units`` (archers, soldiers, veterans) out of the supply."""
    for k, n in enumerate(units):
        s.def_supply[k] -= n
        assert s.def_supply[k] >= 0
    return list(units)


def _put_defenders(s, name, units) -> None:
    """Set the defenders on section ``name``, the difference going to or coming from the supply."""
    i = SEC[name]
    for k in range(3):
        s.def_supply[k] += s.sec_def[i][k] - units[k]
    s.sec_def[i] = list(units)


def _threat_position(hg: int = 5):
    """Phase 6, the dispatches done: 4 trolls and 2 orcs stand on W2 (16 strength against its
    archer, soldier and two stones: a sure breach), nothing stands anywhere else; two soldiers
    wait in the courtyard, the heroes are on W3 and E3 (setup)."""
    s = new(seed=3)
    s.round = 2
    s.used_att = ["0:6:big", "0:6:small"]
    s.wall_att[SEC["W2"]] = _from_bag(s, (0, 2, 4))
    s.places[D.COURTYARD] = _from_supply(s, (0, 2, 0))
    seat = defender_turn(s, hg, phase=6)
    R.check_invariants(s)
    return s, seat


def _guard(s, i: int) -> int:
    """What stops a breach on section ``i``: the defender's total plus its units' plain strength
    (§5.8.5), or a large number under Unearthly Glow."""
    from game.stronghold.assault import strengths

    if s.glow == i:
        return 99
    d = s.sec_def[i]
    return strengths(s, i)[1] + d[0] + 2 * d[1] + 3 * d[2]


def _play_turn(s, seat: int, spec: str, seed: int = 7, limit: int = 30):
    """The defender agent plays its turn on ``s`` down to its last hourglass (spending that one
    would start the Assault at once); returns the actions it chose."""
    agent = make(spec, R, seat, seed)
    chosen = []
    d = seat - s.n_att
    while s.stage == "defend" and R.to_act(s) == [seat] and s.hg[d] > 1 and len(chosen) < limit:
        legal = R.legal_actions(s, seat)
        action = agent.choose(R.view(s, seat), legal, Budget(2.0))
        probe = R.clone(s)
        R.apply(probe, action)
        if probe.stage != "defend":
            break
        chosen.append(action)
        R.apply(s, action)
    return chosen


@pytest.mark.parametrize("level", DIFFICULTIES)
def test_the_defender_reinforces_the_section_facing_the_largest_assault(level):
    s, seat = _threat_position()
    w2 = SEC["W2"]
    before = [_guard(s, i) for i in range(len(D.SECTIONS))]
    spec = agent_for("stronghold", level)
    agent = make(spec, R, seat, 11)
    first = agent.choose(R.view(s, seat), R.legal_actions(s, seat), Budget(2.0))
    after_first = R.clone(s)
    R.apply(after_first, first)
    # the very first action already strengthens W2 (a unit, a hero, a Speech, a Glow) ...
    assert _guard(after_first, w2) > before[w2], (spec, first.label())
    # ... and the whole turn goes there: W2 gains more than every other section together
    chosen = _play_turn(s, seat, spec)
    gains = [_guard(s, i) - before[i] for i in range(len(D.SECTIONS))]
    assert gains[w2] >= 3, (spec, [a.label() for a in chosen])
    assert gains[w2] > sum(g for i, g in enumerate(gains) if i != w2 and g > 0), (spec, gains)


@pytest.mark.parametrize("level", DIFFICULTIES)
def test_the_defender_leaves_no_threatened_section_empty(level):
    """W1 holds a single archer and an assault stands before it on RW1 (two dispatches still to
    come); a far larger force stands on W2 next door, so moving the archer over would help W2 -
    but it would open W1 to the first troll. No action of the defender's turn empties W1."""
    s = new(seed=5)
    s.round = 2
    _put_defenders(s, "W1", (1, 0, 0))
    s.wall_att[SEC["W2"]] = _from_bag(s, (0, 1, 4))
    s.rampart[D.RAM["RW1"]] = _from_bag(s, (0, 2, 2))
    s.hero_pos = [-1, -1]
    seat = defender_turn(s, 4, phase=3)
    R.check_invariants(s)
    assert breach_margins(s)[SEC["W1"]] > -50  # the attack on RW1 can reach W1 this round
    spec = agent_for("stronghold", level)
    agent = make(spec, R, seat, 5)
    steps = 0
    while s.stage == "defend" and R.to_act(s) == [seat] and steps < 20:
        action = agent.choose(R.view(s, seat), R.legal_actions(s, seat), Budget(2.0))
        R.apply(s, action)
        steps += 1
        assert any(s.sec_def[SEC["W1"]]), f"{spec} emptied W1 with {action.label()}"
    assert s.stage != "defend" and steps >= 2  # it did spend its hourglasses


def test_the_value_sees_a_unit_moved_onto_the_threatened_section():
    s, seat = _threat_position()
    base = defence_value(s)
    moved = R.clone(s)
    moved.places[D.COURTYARD][1] -= 1
    moved.sec_def[SEC["W2"]][1] += 1
    elsewhere = R.clone(s)
    elsewhere.places[D.COURTYARD][1] -= 1
    elsewhere.sec_def[SEC["E1"]][1] += 1
    assert defence_value(moved) > defence_value(elsewhere)
    assert defence_value(moved) > base
    # the attacker's value is the other way round
    assert attack_value(moved) < attack_value(s)


def test_glow_takes_the_section_out_of_the_assault():
    s, _seat = _threat_position()
    assert breach_margins(s)[SEC["W2"]] > 0
    s.glow = SEC["W2"]
    assert breach_margins(s)[SEC["W2"]] < -50
    assert defence_value(s) > defence_value(_threat_position()[0])


def test_the_attacker_dispatches_toward_the_weak_section():
    """Round 3, phase 6: six trolls wait on RW1 (paths to W1 and W2); W1 has three soldiers,
    the Warrior and four stones, W2 a single archer and no stone. The attacker's dispatch makes W2
    breachable."""
    from game.stronghold.actions import DispatchGroup, DispatchMove, StartDispatch
    from tests.stronghold.helpers import attacker_phase

    s = new(seed=9)
    s.round = 3
    _put_defenders(s, "W1", (0, 3, 0))
    _put_defenders(s, "W2", (1, 0, 0))
    s.stone[SEC["W1"]], s.stone[SEC["W2"]] = 4, 0
    s.stone_supply = D.STONE_TOTAL - sum(s.stone)
    s.hero_pos = [-1, SEC["W1"]]
    s.rampart[D.RAM["RW1"]] = _from_bag(s, (0, 0, 6))
    attacker_phase(s, 6)
    R.check_invariants(s)
    agent = make("siege:one", R, 0, 3)  # the attacker's plan at full care (no noise)
    sent = {"W1": 0, "W2": 0}
    for _ in range(12):
        legal = R.legal_actions(s, 0)
        if s.stage not in ("attack", "dispatch") or R.to_act(s) != [0]:
            break
        if s.stage == "attack" and not any(isinstance(a, StartDispatch) for a in legal):
            break
        action = agent.choose(R.view(s, 0), legal, Budget(2.0))
        if isinstance(action, DispatchMove | DispatchGroup) and action.dst in sent:
            sent[action.dst] += getattr(action, "count", 1)
        R.apply(s, action)
    assert sent["W2"] >= 1, sent
    assert breach_margins(s)[SEC["W2"]] > 0  # what it sent can breach W2
    assert breach_margins(s)[SEC["W2"]] > breach_margins(s)[SEC["W1"]]


class _Expired:
    """A clock whose time is always up (the agent under a very small ``--budget``)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def expired(self) -> bool:
        return True


def test_siege_keeps_to_a_capped_budget(monkeypatch) -> None:
    """Under a cap a two-sample defender judges one sample (and no second ply), and still
    answers with a legal action; with its own time it judges both samples."""
    s, seat = _threat_position()
    legal = R.legal_actions(s, seat)
    two = SiegeSettings(samples=2, second=10, pool=25, seconds=2.5)
    roomy = SiegeAgent(R, seat, 7, "two_samples", two)
    roomy.choose(R.view(s, seat), legal, Budget(30.0))
    assert roomy.last["samples"] == 2
    monkeypatch.setattr("ai.stronghold.siege.Clock", _Expired)
    capped = SiegeAgent(R, seat, 7, "two_samples", two)
    action = capped.choose(R.view(s, seat), legal, Budget(0.01))
    assert capped.last["samples"] == 1 and action in legal
