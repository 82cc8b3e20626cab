"""Rolls say which dice they threw and where they land (the board lands each die on its spot)."""

from __future__ import annotations

from game.core.events import DiceRolled
from game.dday.actions import LockDie, Move, Pass, Reroll, RollDice, UseAbility
from game.dday.events import DiceThrown
from tests.dday.helpers import R, act, fixed_rng, game, put, to_phase


def _throws(events) -> list[DiceThrown]:
    return [e for e in events if isinstance(e, DiceThrown)]


def test_a_first_roll_names_every_die_with_its_colour():
    s = game()
    ev = act(s, RollDice(0))
    (throw,) = _throws(ev)
    assert isinstance(throw, DiceRolled)          # animates and logs like any roll
    u = s.units[0]
    assert throw.spots == tuple(f"die:0:{i}" for i in range(6))
    assert [f.split()[0] for f in throw.faces] == ["Red", "Red", "White", "White", "Blue", "Blue"]
    assert throw.values == tuple(d % 6 + 1 for d in u.dice)
    assert "Red" in throw.text()


def test_a_reroll_names_only_the_dice_it_threw():
    s = game()
    act(s, RollDice(0))
    act(s, LockDie(0, 0))
    act(s, LockDie(0, 1))
    ev = act(s, Reroll(0, (2, 5)))
    (throw,) = _throws(ev)
    assert throw.spots == ("die:0:2", "die:0:5")
    assert throw.faces[0].startswith("White") and throw.faces[1].startswith("Blue")


def test_the_corporal_rethrows_one_die_on_its_spot():
    s = game()
    put(s, 0, "1", specs=("Corporal",))
    act(s, RollDice(0))
    act(s, LockDie(0, 0))
    act(s, LockDie(0, 1))
    from game.dday.actions import StopRolling

    act(s, StopRolling(0))
    assert s.phase == "post"
    ev = act(s, UseAbility(0, "Corporal", 3))
    (throw,) = _throws(ev)
    assert throw.spots == ("die:0:3",) and throw.purpose == "Corporal"


def test_machine_gun_dice_land_on_their_sector():
    s = game()
    put(s, 0, "7", soldiers=40)
    fixed_rng(s, [4])
    ev = to_phase(s, "combat")
    while not _throws(ev):
        ev = act(s, Pass(R.to_act(s)[0]))
    (throw,) = _throws(ev)
    assert throw.seat is None and throw.spots == ("7",) and throw.values == (4,)


def test_a_minefield_roll_lands_on_the_sector_entered():
    s = game()
    put(s, 0, "5", soldiers=40, courage=5, specs=("Corporal",), visited=("1", "2"))
    to_phase(s, "move")
    ev = act(s, Move(0, "7", sacrifice="Corporal"))
    (throw,) = [e for e in _throws(ev) if e.purpose == "the minefield"]
    assert throw.spots == ("7",) and throw.seat == 0


def test_a_save_says_who_saved_and_how_many():
    from game.dday.actions import Save
    from game.dday.events import SaveMade

    s = game()
    put(s, 0, "7", soldiers=40, specs=("Medic",))
    fixed_rng(s, [4])
    to_phase(s, "combat")
    while not s.losses:
        act(s, Pass(R.to_act(s)[0]))
    ev = act(s, Save(0, "Medic"))
    (made,) = [e for e in ev if isinstance(e, SaveMade)]
    assert (made.seat, made.name, made.delta) == (0, "Medic", 1) and made.animation == "value"
    assert "Medic" in made.text()
