"""What a person sees at the generic table: the prompt, the summary, the action labels, the
setup options; and the second-pass rule checks that go with them."""

from __future__ import annotations

import re

import pytest

from game.core.rng import Rng
from game.core.summary import Value, Zone
from game.core.types import DecodeError
from game.madness.actions import Cast, EndActions, Pick, PickLibrary, PickPlayer
from game.madness.data import CURSE_DECK_MULTI, SPELL_ID, SPELL_TEXTS, SPELLS, F, W, madness_deck_size
from game.madness.effects import push_effect
from game.madness.machine import run
from tests.madness.helpers import (
    PAGE,
    R,
    blank,
    c,
    cast,
    give,
    hand,
    learn_spell,
    pay,
    place_curse,
    start_actions,
)

DATACLASS_LOOK = re.compile(r"\w+\(\w+=|=\d")


def _playout_states(options: dict, seed: int, every: int = 7):
    s = R.setup(options, seed)
    rng = Rng(seed)
    steps = 0
    while not R.is_over(s):
        seat = R.to_act(s)[0]
        acts = R.legal_actions(s, seat)
        if steps % every == 0:
            yield s, seat, acts
        R.apply(s, acts[rng.below(len(acts))])
        steps += 1
    yield s, None, []


@pytest.mark.parametrize("options", [{"players": 3}, {"players": 4, "open_hands": False, "difficulty": 3}])
def test_prompt_works_on_views_and_every_label_reads_well(options: dict) -> None:
    """protocol prompt(): the deciding seat always gets a question; a view gives the same words;
    the other seats are told whom they wait for; labels are sentences, not field dumps."""
    for seed in (1, 2):
        for s, seat, acts in _playout_states(options, seed):
            if seat is None:
                text = R.prompt(R.view(s, 0), 0)
                assert text.startswith(("You won", "You lost"))
                continue
            text = R.prompt(s, seat)
            assert text and text[0].isupper() and "{" not in text and "[" not in text
            assert R.prompt(R.view(s, seat), seat) == text
            other = (seat + 1) % s.n
            assert R.prompt(R.view(s, other), other).startswith("Waiting for P")
            for a in acts:
                label = a.label()
                assert label and label[0].isupper() and not DATACLASS_LOOK.search(label), label
                assert "{" not in label


def test_prompt_names_the_curse_and_the_choice() -> None:
    """§4.4 a curse resolves for each player in turn: the prompt says which curse and what to do."""
    s = blank(2)
    place_curse(s, 1, W, "C5")  # each player discards 1 fire card
    give(s, 0, "hand", "F1", "F2")
    give(s, 1, "hand", "F3")
    s.marker = 2
    s.tasks = [("curse", 1)]
    run(s)
    text = R.prompt(R.view(s, 0), 0)
    assert "water curse" in text and "Each player discards 1 fire card" in text
    assert "choose 1 fire card from your hand or the shared support to discard" in text
    assert R.prompt(R.view(s, 1), 1).startswith("Waiting for P1 Sandra to choose")
    labels = [a.label() for a in R.legal_actions(s, 0)]
    assert labels == ["Discard Fire 1 from your hand", "Discard Fire 2 from your hand"]


def test_prompt_recuperation_discard() -> None:
    """§4.6 the active player discards element cards down to 6; the prompt says so."""
    s = blank(2)
    give(s, 0, "hand", "W1", "W1", "F1", "F1", "E1", "E1", "A1", "M")
    s.tasks = [("end_turn",), ("recup",)]
    run(s)
    text = R.prompt(s, 0)
    assert text.startswith("Recuperation: you hold 8 cards; discard 2 element cards to keep exactly 6")
    assert all(a.label().startswith("Discard ") for a in R.legal_actions(s, 0))


def test_prompt_payment_shows_what_is_still_needed() -> None:
    """§4.5.1 payment card by card: the prompt shows the cost, what is paid and what is missing."""
    s = blank(2)
    place_curse(s, 0, CURSE_DECK_MULTI, "M6")
    give(s, 0, "hand", "W1", "F1", "E1", "A1")
    start_actions(s, 0)
    act = [a for a in R.legal_actions(s, 0) if a.label().startswith("Break the curse on 2")][0]
    assert "pay 1 water + 1 fire + 1 earth + 1 air" in act.label()
    R.apply(s, act)
    pay(s, 0, ("hand", 0, "W1"))
    text = R.prompt(s, 0)
    assert "Pay for breaking the curse: 1 water + 1 fire + 1 earth + 1 air" in text
    assert "still needed: 1 fire + 1 earth + 1 air (paid so far: Water 1)" in text


def test_prompt_multiplies_the_factors_of_a_cast() -> None:
    """§4.5.3 factors: Cool Head ×2 asks for 2 cards into the support, then 2 draws."""
    s = blank(2)
    learn_spell(s, 0, "Cool Head")
    give(s, 0, "hand", "W2", "E1", "E1", "A1")
    give(s, 0, "deck", "F1", "F1")
    start_actions(s, 0)
    cast(s, 0, "Cool Head", 2, ("hand", 0, "W2"))
    text = R.prompt(s, 0)
    assert text.startswith("Cool Head ×2 (cast by P1 Sandra): Put 2 cards from your hand into your support, "
                           "then draw 2 cards.")
    assert "choose 2 cards from your hand to put into your support" in text


def test_prompt_granted_action_and_pass_label() -> None:
    """§4.5.8 a granted action may be declined: the button says pass, the prompt names the spell."""
    s = blank(2)
    give(s, 0, "hand", "A1")
    start_actions(s, 0)
    cast(s, 0, "Telepathy", 1, ("hand", 0, "A1"))
    text = R.prompt(s, 1)
    assert text.startswith("Telepathy (cast by P1 Sandra): One other player takes 1 action.")
    assert "P2 Viktor, you may take 1 granted action, " in text   # the number agrees
    assert EndActions(1) in R.legal_actions(s, 1)
    assert [a.label() for a in R.legal_actions(s, 1) if isinstance(a, EndActions)] == [
        "Pass (take no more granted actions)"]


def test_summary_shows_spell_texts_page_effects_and_powers() -> None:
    """The generic table: spell texts as piece details, the right page's bonus and penalty, each
    wizard's power, curse costs; no "Now" line (that is the prompt's job)."""
    s = R.setup({"players": 2, "wizard1": "Rosana", "wizard2": "Patrik"}, 3)
    sections = R.summary(R.view(s, 0))
    grimoire = {e.label: e for e in sections[0].entries}
    assert "Now" not in grimoire
    assert isinstance(grimoire["If defeated (bonus)"], Value) and grimoire["If defeated (bonus)"].value
    assert grimoire["If not defeated (penalty)"].value and grimoire["Its arrival"].value
    curses = grimoire["Curses on the track"]
    assert isinstance(curses, Zone) and all("Break: 4 " in p.detail for p in curses.pieces)
    p1 = {e.label: e for e in sections[1].entries}
    assert p1["Power"].value == "Your support holds up to 5 cards."
    assert "Support (holds 5)" in p1
    spells = p1["Spells (limit 5)"].pieces
    assert spells[0].label == "Combustion"
    assert spells[0].detail.startswith(SPELL_TEXTS[0]) and "cast for 1 fire" in spells[0].detail
    assert "Spells (limit 6)" in {e.label for e in sections[2].entries}
    table = {e.label: e for e in sections[-1].entries}
    assert all(p.detail for p in table["Library (face-up spells)"].pieces)


def test_spell_texts_cover_every_spell() -> None:
    assert len(SPELL_TEXTS) == len(SPELLS)
    for sid, (_name, _e, _lvl, steps) in enumerate(SPELLS):
        factors = any(isinstance(x, str) and x.startswith("{") for st in steps for prim in st[2] for x in prim)
        factors = factors or any(isinstance(st[1], str) for st in steps)
        assert ("[" in SPELL_TEXTS[sid]) == factors, SPELLS[sid][0]


def test_4_12_aspiration_with_open_hands_the_caster_picks() -> None:
    """§4.12 "Who chooses": Aspiration's caster picks the card; with open hands (the default,
    §4.1 DD) they see and name it."""
    s = blank(2)
    assert s.open_hands
    learn_spell(s, 0, "Aspiration")
    give(s, 0, "hand", "A1")
    give(s, 1, "hand", "F3", "W2")
    give(s, 1, "support", "E2")
    start_actions(s, 0)
    cast(s, 0, "Aspiration", 1, ("hand", 0, "A1"))
    labels = sorted(a.label() for a in R.legal_actions(s, 0))
    assert labels == ["Take Earth 2 from P2's support into your hand", "Take Fire 3 from P2's hand into your hand",
                      "Take Water 2 from P2's hand into your hand"]
    R.apply(s, Pick(0, "hand", 1, c("W2")))
    assert hand(s, 0) == ["W2"] and hand(s, 1) == ["F3"]


def test_4_1_hands_are_open_by_default_and_hidden_on_request() -> None:
    """§4.1 DD / §7 item 47: hands are open unless the hidden-hands option is chosen."""
    assert R.check_options({})["open_hands"] is True
    s = R.setup({"players": 3}, 2)
    v = R.view(s, 0)
    assert v.hand == s.hand and all(c_ == -1 for d in v.deck for c_ in d)
    assert not any(k.endswith(" hand") for k in R.hidden_facts(s, 0))
    s = R.setup({"players": 3, "open_hands": False}, 2)
    v = R.view(s, 0)
    assert v.hand[0] == s.hand[0] and v.hand[1] == [-1] * 6
    assert "P2 hand" in R.hidden_facts(s, 0)


def test_3_1_madness_deck_and_loss_follow_the_rulebook() -> None:
    """§3.1 step 2 / §3.2: 20/25/30/35 madness cards (rulebook table); §1.1 loss 1: the game is
    lost only when a player must take a madness card from an empty deck."""
    for n, size in ((2, 20), (3, 25), (4, 30), (5, 35)):
        assert madness_deck_size(n) == size
        assert R.setup({"players": n}, n).madness == size
    s = blank(2)
    s.box[12] += s.madness
    s.madness = 0
    give(s, 0, "hand", "F2")
    place_curse(s, 0, CURSE_DECK_MULTI, "M10")  # destroying from an empty madness deck is no loss
    s.marker = 1
    s.tasks = [("curse", 0)]
    run(s)
    assert not R.is_over(s)
    s.tasks = [("end_turn",), ("recup",)]
    run(s)  # drawing from an empty draw deck needs a madness card: none is left
    assert R.is_over(s) and "madness deck was empty" in R.outcome(s).reason


def test_3_1_wizard_choice_options_explain_each_wizard() -> None:
    """§3.1 step 6: players choose wizards at setup; each choice shows element, power and deck."""
    opt = {o.key: o for o in R.options()}["wizard1"]
    assert len(opt.choice_labels) == len(opt.choices) == 9
    assert opt.choice_labels[1].startswith("Rosana (water): Your support holds up to 5 cards. Deck: Water 2 + 3×Water 1")


def test_5_5_I1_bonus_searches_the_library_open() -> None:
    """§5.5 I1 / §7 item 38: "takes any 1 spell still in the library" — the chooser sees the
    face-down spells while choosing; afterwards they are hidden again."""
    s = blank(2)
    s.tasks = [("end_turn",)]
    push_effect(s, "B", PAGE["I1"], -1)
    run(s)
    R.apply(s, PickPlayer(0, 1))
    v = R.view(s, 0)
    assert v.library == s.library and not any("library face down" in k for k in R.hidden_facts(s, 0))
    deep = s.library[W][0]
    labels = [a.label() for a in R.legal_actions(v, 1)]
    assert f"Take {SPELLS[deep][0]} (water library, card 3 from the top)" in labels
    assert labels[-1] == "Take no spell"
    assert "take any spell still in the library" in R.prompt(v, 1)
    R.apply(s, PickLibrary(1, W, 2))
    assert s.spells[1][-1] == deep << 2
    v = R.view(s, 0)
    assert all(x < 0 for lib in v.library for x in lib[:-1])


def test_decode_refuses_a_pending_task_that_does_not_fit() -> None:
    s = R.setup({"players": 2}, 5)
    data = R.encode(s)
    for bad_task in (["pick", 7, 7, "discard", 1, "any", "H", False, 0, [], -1], ["act", 0]):
        with pytest.raises(DecodeError):
            R.decode({**data, "tasks": [["end_turn"], bad_task]})
    with pytest.raises(DecodeError):
        R.decode({**data, "context": [9, 0, 0, 1]})
    old = dict(data)
    del old["context"]
    assert R.encode(R.decode(old))["tasks"] == data["tasks"]


def test_7_13_own_source_option_restricts_only_forced_discards() -> None:
    """§7 item 13 option: curse and page discards come from one's own cards; spells whose text names
    the shared support (Circle of Fire, Breath) still reach every support."""
    s = blank(2)
    s.own_source = True
    learn_spell(s, 0, "Circle of Fire")
    give(s, 0, "hand", "F3")
    give(s, 1, "support", "M")
    start_actions(s, 0)
    cast(s, 0, "Circle of Fire", 1, ("hand", 0, "F3"))
    assert s.support[1] == []  # P1 banished P2's support madness (the only one): shared support
    s = blank(2)
    s.own_source = True
    place_curse(s, 0, W, "C5")
    give(s, 1, "support", "F1")
    s.tasks = [("curse", 0)]
    run(s)
    assert s.support[1] == [] and s.discard[1] == [c("F1")] and s.discard[0] == []


def test_choice_texts_do_not_change_what_an_action_is() -> None:
    """Labels carry engine-written texts; actions built without them are the same actions."""
    assert Pick(0, "hand", 1, 3, "Discard {c} from {w}") == Pick(0, "hand", 1, 3)
    assert PickPlayer(0, 1, "P2 Viktor") == PickPlayer(0, 1)
    a = PickPlayer(0, 1, "P2 Viktor")
    assert R.decode_action(R.encode_action(a)) == a
    assert R.decode_action(["PickPlayer", 0, 1]) == a  # written before the texts existed
    assert Cast(0, SPELL_ID["Ice"], 2).label() == "Cast Ice ×2 (pay 2 water)"
    assert F == 1


def test_4_11_power_shows_when_used_this_turn() -> None:
    """§4.11 once per own turn: the table marks a power already used this turn."""
    s = blank(2, ("Viktor", "Sandra"))
    give(s, 0, "hand", "M")
    give(s, 0, "deck", "W1")
    start_actions(s, 0)
    power = [a for a in R.legal_actions(s, 0) if a.label().startswith("Viktor's power")]
    assert power and power[0].label() == "Viktor's power: discard a madness, draw 1"
    R.apply(s, power[0])
    labels = {e.label for e in R.summary(R.view(s, 0))[1].entries}
    assert "Power (used this turn)" in labels
