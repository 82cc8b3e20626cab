"""Presentation for the generic table: prompt(state, seat), summary(view) and action labels."""

from __future__ import annotations

import random

import pytest

from game.core.summary import Section, Value, Zone
from game.wizard_kings.rules import RULES
from tests.wizard_kings.helpers import battle, make

FOREST = (5, 3)

SCENARIOS = [{"scenario": "free", "players": 3}, {"scenario": "isle_of_the_dead"},
             {"scenario": "barbarian_raid"}, {"scenario": "last_wizard_standing"},
             {"scenario": "alliance_expansion"}]


def _walk(opts, seed, steps):
    s = RULES.setup(opts, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if RULES.is_over(s):
            break
        seat = RULES.to_act(s)[0]
        yield s, seat
        RULES.apply(s, rnd.choice(RULES.legal_actions(s, seat)))


@pytest.mark.parametrize("opts", SCENARIOS, ids=lambda o: o["scenario"])
def test_prompt_is_asked_of_the_actor_and_works_on_a_view(opts):
    seen = set()
    for s, seat in _walk(opts, 5, 600):
        text = RULES.prompt(s, seat)
        assert text, (s.phase, s.pending[-1][0] if s.pending else "")
        assert RULES.prompt(RULES.view(s, seat), seat) == text
        seen.add(text.split(":")[0][:20])
        other = [x for x in range(RULES.num_seats(s)) if x != seat]
        if other:
            assert RULES.prompt(s, other[0]) == ""
    assert len(seen) >= 2


def test_prompt_names_the_battle_and_the_role():
    s = make([("glader", 0, "elves.glader", 4, FOREST), ("goblin", 1, "orcs.goblin", 4, FOREST)])
    battle(s, FOREST, 1, entries=[("goblin", (6, 3))])
    seat = RULES.to_act(s)[0]
    text = RULES.prompt(RULES.view(s, seat), seat)
    assert "Battle at" in text and "round 1" in text and "No retreats" in text
    assert ("defender" if seat == 0 else "attacker") in text
    zones = [e for sec in RULES.summary(RULES.view(s, 0)) if sec.title == "Battle" for e in sec.entries
             if isinstance(e, Zone)]
    assert [len(z.pieces) for z in zones] == [1, 1]
    assert all(not p.hidden for z in zones for p in z.pieces)   # 5.1: fighting blocks are revealed


@pytest.mark.parametrize("opts", SCENARIOS, ids=lambda o: o["scenario"])
def test_every_label_is_plain_words(opts):
    for s, seat in _walk(opts, 3, 400):
        for a in RULES.legal_actions(s, seat):
            text = a.label()
            assert text and "." not in text.replace("GP a step", "").split("(")[0][:3]
            assert "_" not in text, text        # no raw block keys ("castle_c4")


def test_summary_shows_cities_with_value_and_holder_and_hides_enemy_blocks():
    states = [st for st, _seat in _walk({"scenario": "free", "players": 2}, 2, 200)]
    s = states[-1]
    v = RULES.view(s, 0)
    secs = RULES.summary(v)
    assert all(isinstance(x, Section) for x in secs)
    titles = [x.title for x in secs]
    assert "Map: occupied hexes" in titles and "Cities (value · held by)" in titles
    cities = secs[titles.index("Cities (value · held by)")].entries
    assert cities and all(isinstance(c, Value) and " GP" in str(c.value) for c in cities)
    assert any(s.armies[0] in str(c.value) for c in cities)
    hexes = secs[titles.index("Map: occupied hexes")].entries
    assert all(isinstance(z, Zone) for z in hexes)
    for z in hexes:
        for p in z.pieces:
            if p.seat != 0:
                assert p.hidden and p.label.endswith("block")
            else:
                assert not p.hidden and "strength" in p.detail


def test_phase_banners_count_turns_like_the_top_bar():
    from game.core.rng import Rng
    from game.wizard_kings import RULES as WK

    s = WK.setup({"players": 2}, 3)
    chooser = Rng(5)
    phases = []
    while not WK.is_over(s) and len(phases) < 3:
        seat = WK.to_act(s)[0]
        events = WK.apply(s, chooser.choice(WK.legal_actions(s, seat)))
        phases += [e for e in events if getattr(e, "animation", "") == "phase" and e.round]
    assert phases and all(e.text().startswith("Turn ") for e in phases)
    assert WK.round_label(s).startswith("Turn ")


def test_the_chart_names_its_series_after_armies_once_they_are_picked():
    from game.wizard_kings import RULES as WK

    s = WK.setup({"players": 3}, 7)
    assert WK.tally(s) == {}   # no "Player N GP" series that would stay flat at 0 all game
    from game.core.rng import Rng
    from game.wizard_kings.data import ARMIES

    chooser = Rng(2)
    while any(a not in ARMIES for a in s.armies):
        seat = WK.to_act(s)[0]
        WK.apply(s, chooser.choice(WK.legal_actions(s, seat)))
    assert set(WK.tally(s)) == {f"{a} GP" for a in s.armies}
