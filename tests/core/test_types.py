from dataclasses import dataclass

import pytest

from game.core.types import (
    Action,
    DecodeError,
    Option,
    OptionError,
    check_options,
    decode_action,
    encode_action,
)


@dataclass(frozen=True, slots=True)
class Move(Action):
    path: tuple[int, ...]
    note: str | None = None


def test_action_encoding_round_trip():
    a = Move(1, (3, 4), "x")
    data = encode_action(a)
    assert data == ["Move", 1, [3, 4], "x"]
    assert decode_action(data, {"Move": Move}) == a
    assert hash(a) == hash(decode_action(data, {"Move": Move}))


@pytest.mark.parametrize("bad", [None, [], [3], ["Nope", 1], ["Move", 1], ["Move", 1, 2, 3, 4]])
def test_decode_action_refuses(bad):
    with pytest.raises(DecodeError):
        decode_action(bad, {"Move": Move})


def test_label_default_reads_fields():
    assert Move(0, (1,)).label() == "Move(path=(1,), note=None)"


def test_options_defaults_and_checks():
    declared = [Option("players", "Players", "int", 2, minimum=2, maximum=4),
                Option("mode", "Mode", "choice", "classic", choices=("classic", "horror")),
                Option("fast", "Fast", "bool", False)]
    assert check_options(declared, {}) == {"players": 2, "mode": "classic", "fast": False}
    assert check_options(declared, {"players": "3", "fast": "yes"})["players"] == 3
    for bad in ({"players": 5}, {"players": "x"}, {"mode": "easy"}, {"fast": "maybe"}, {"color": 1},
                {"players": True}):
        with pytest.raises(OptionError):
            check_options(declared, bad)
