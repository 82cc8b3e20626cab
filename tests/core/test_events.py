"""Event lines as each seat reads them: the game's names for seats, private cards, losses."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import (
    CardDrawn,
    CardMoved,
    DiceRolled,
    GameOver,
    Note,
    Revealed,
    Secret,
    StepLost,
    TurnStarted,
    UnitMoved,
    ValueChanged,
    seen_text,
)

NAMES = ["Attacker", "Defender"].__getitem__


def test_seats_are_called_by_the_games_names():
    assert GameOver((1,), "the castle held").named(NAMES) == "Game over: Defender wins — the castle held"
    assert DiceRolled(0, (3, 5), purpose="the ram").named(NAMES) == "Attacker rolls for the ram: 3 5"
    assert ValueChanged(1, "hourglasses", 2, 7).named(NAMES) == "Defender: hourglasses +2 (now 7)"
    assert TurnStarted(1).named(NAMES) == "Defender to play"
    assert CardDrawn(0, "Fireball").named(NAMES) == "Attacker draws Fireball from deck"
    # without names, the fallback every game had before
    assert GameOver((0, 1), "together").text() == "Game over: Player 1, Player 2 win — together"


def test_an_engines_own_wording_survives_naming():
    @dataclass(frozen=True)
    class Volley(DiceRolled):
        def text(self) -> str:
            return "The archers loose a volley"

    assert Volley(0, (6,)).named(NAMES) == "The archers loose a volley"


def test_a_card_only_its_holder_saw_is_not_named_to_the_others():
    drawn = CardDrawn(0, "Fireball")
    assert seen_text(drawn, 0, NAMES, True) == "Attacker draws Fireball from deck"
    assert seen_text(drawn, 1, NAMES, True) == "Attacker draws a card from deck"
    assert seen_text(drawn, None, NAMES, True) == "Attacker draws a card from deck"
    assert seen_text(drawn, 1, NAMES, False) == "Attacker draws Fireball from deck"   # nothing is hidden
    face_up = CardMoved(0, "Fireball", "hand", "discard", face_up=True)
    assert "Fireball" in seen_text(face_up, 1, NAMES, True)
    assert "Fireball" not in seen_text(CardMoved(0, "Fireball", "hand", "deck", face_up=False), 1, NAMES, True)


def test_a_secret_line_reads_in_full_only_for_its_seat():
    line = Secret("Orcs deploy a Troll in Lakeholm", 0, "Orcs deploy a block")
    assert seen_text(line, 0, NAMES, True) == "Orcs deploy a Troll in Lakeholm"
    assert seen_text(line, 1, NAMES, True) == "Orcs deploy a block"
    assert seen_text(line, None, NAMES, True) == "Orcs deploy a block"


def test_what_every_seat_sees_besides_the_words():
    assert UnitMoved(0, "E2 (Elves)", ((1, 1), (2, 1))).sighting() == (0, ((1, 1), (2, 1)))
    assert Revealed("The order on W2 is revealed: Decoy").sighting() is not None
    assert CardDrawn(None, "hit", "machine deck", "table").sighting() is not None
    assert CardDrawn(0, "Fireball").sighting() is None   # private: not seen by the table
    assert Note("anything").sighting() is None


def test_losses_in_each_games_words():
    assert StepLost("E3 Troll", 2).text() == "E3 Troll loses 2 steps"
    assert StepLost("E3 Troll", 1, True).text() == "E3 Troll loses 1 step and is eliminated"
    assert StepLost("Player 1", 3, noun="soldier").text() == "Player 1 loses 3 soldiers"
    assert StepLost("3 goblins on wall W2", 3, True, noun="", fate="killed").text() == "3 goblins on wall W2 are killed"
    assert "step" not in StepLost("Player 2's Medic", 1, True, noun="", fate="lost").text()
