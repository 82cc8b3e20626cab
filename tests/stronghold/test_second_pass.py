"""Second-pass rules: decisions handed back to the players, prompts, labels, summary."""

from __future__ import annotations

from game.stronghold import RULES as R
from game.stronghold.actions import Choose
from tests.stronghold.helpers import new, no_heroes, options, pick, run_steps, section


def _tower_melee(wall: tuple[int, int, int], tower: tuple[int, int, int]):
    s = new()
    no_heroes(s)
    # 2 soldiers (4) + 2 stones = 6 against the attackers: the attacker loses
    i = section(s, "W2", att=wall, dfn=(0, 2, 0), stone=2)
    s.tower[i] = 1
    s.tower_units[i] = list(tower)
    return s, i


def test_5_8_tower_casualties_chosen_by_attacker() -> None:
    """§5.8 [DD]: the loser may pick casualties in the siege tower as well as on the wall."""
    s, i = _tower_melee((1, 0, 0), (1, 0, 0))  # strength 2 vs 6: advantage 4, both goblins die
    run_steps(s, ["melee"])
    assert s.wall_att[i] == [0, 0, 0] and s.tower_units[i] == [0, 0, 0]
    s, i = _tower_melee((0, 1, 0), (0, 1, 0))  # 4 vs 6: advantage 2, one orc dies: where from?
    run_steps(s, ["melee"])
    assert s.pending["kind"] == "tower_split" and s.pending["seat"] == 0
    assert sorted(options(s)) == ["0g,0o,0t|0g,1o,0t", "0g,1o,0t|0g,0o,0t"]
    label = Choose(0, "tower_split", "0g,0o,0t|0g,1o,0t").label()
    assert "nothing from the wall" in label and "1 orc from the siege tower" in label
    pick(s, "0g,0o,0t|0g,1o,0t")
    assert s.wall_att[i] == [0, 1, 0] and s.tower_units[i] == [0, 0, 0]


def test_5_8_tower_casualties_no_question_when_forced() -> None:
    s, i = _tower_melee((0, 1, 0), (1, 0, 0))  # 3 vs 6: advantage 3, orc + goblin both die
    run_steps(s, ["melee"])
    assert s.pending is None
    assert s.wall_att[i] == [0, 0, 0] and s.tower_units[i] == [0, 0, 0]


def test_prompt_every_stage_on_views() -> None:
    """prompt(): every seat to act is told what it is asked, also on its view; others wait."""
    import random

    for players in (2, 3, 4):
        s = R.setup({"players": players}, players)
        rnd = random.Random(players)
        stages = set()
        while not R.is_over(s):
            seat = R.to_act(s)[0]
            text = R.prompt(R.view(s, seat), seat)
            assert text and text == R.prompt(s, seat), (s.stage, text)
            stages.add(s.stage)
            for other in range(players):
                if other != seat:
                    assert R.prompt(s, other).startswith("Waiting for the ")
            R.apply(s, rnd.choice(R.legal_actions(s, seat)))
        assert {"cards", "attack", "defend", "dispatch", "assault"} <= stages
        assert R.prompt(s, 0) == ""


def test_prompt_names_the_assault_decision() -> None:
    s, i = _tower_melee((0, 1, 0), (0, 1, 0))
    run_steps(s, ["melee"])
    assert R.prompt(s, 0) == ("Your losses on W2: choose how many come from the wall and how many "
                              "from the siege tower.")
    assert R.prompt(s, 1) == "Waiting for the attacker."


def test_summary_reads_for_a_person() -> None:
    """summary(view): units spelt out, the siege tower, tokens and the face-down order shown."""
    from game.stronghold.actions import PlaceOrder, Sortie

    s, i = _tower_melee((0, 1, 0), (1, 0, 2))
    s.cauldron[i], s.platform[i], s.equip[i] = 3, 1, ["Q1"]
    s.orders[i] = ["troll", True]
    v = R.view(s, 1)
    sections = {sec.title: sec for sec in R.summary(v)}
    w2 = next(z for z in sections["Walls"].entries if z.label.startswith("W2"))
    labels = [p.label for p in w2.pieces]
    assert "1 orc" in labels and "2 soldiers" in labels and "troll cauldron" in labels
    assert "siege tower: 1 goblin, 2 trolls" in labels and "order (face down)" in labels
    assert "wall: 2 stone" in labels and "platform" in labels and "Banner" in labels
    fort = {e.label: getattr(e, "value", None) for e in sections["Fortress"].entries}
    assert fort["Courtyard"] == "none" and fort["Bastion BW3"] == "1 archer"
    assert w2.pieces[-1].hidden and w2.pieces[-1].face == "?"  # the defender does not see it
    assert Sortie(1, "o").label() == "Warrior's Sortie: kill an orc on his wall section (2 hourglasses)"
    assert PlaceOrder(0, "troll", "W2", True).label() == "Troll Rage order on W2 face down"
