"""The decision stack's named records encode as the plain lists saves have always held."""

from __future__ import annotations

import pytest

from game.core.types import DecodeError
from game.wizard_kings import records
from game.wizard_kings.records import Capture, Carry, Choice, Hits, Leave
from game.wizard_kings.rules import RULES
from game.wizard_kings.state import _plain


def test_a_record_is_its_old_list_and_reads_back_into_its_type() -> None:
    rec = Hits(seat=1, left=2, spell=0, target="", source="w1")
    assert records.encode(rec, _plain) == ["hits", 1, 2, 0, "", "w1"]
    assert records.decode(["hits", 1, 2, 0, "", "w1"]) == rec
    assert type(records.decode(["regroup", 0])) is Choice


def test_an_absent_last_field_stays_absent() -> None:
    # a capture of battle loot has no hex, and older leave records had no sea flag
    assert records.encode(Capture(seat=0, artifact="A1-1", hex=None), _plain) == ["capture", 0, "A1-1"]
    old = records.decode(["leave", 2, (3, 4)])
    assert old.at_sea is None and records.encode(old, _plain) == ["leave", 2, [3, 4]]
    assert records.encode(Leave(seat=2, hex=(3, 4), at_sea=0), _plain) == ["leave", 2, [3, 4], 0]


def test_a_clone_owns_its_records_lists() -> None:
    s = RULES.setup({"players": 2}, 1)
    s.pending = [Carry(seat=0, hex=(1, 1), moved=["A1-1"])]
    c = RULES.clone(s)
    c.pending[-1].moved.append("A1-2")
    assert s.pending[-1].moved == ["A1-1"] and type(c.pending[-1]) is Carry


@pytest.mark.parametrize("items", [["nothing", 0], [], ["hits", 1, 2, 0, "", "w1", "extra"]])
def test_a_bad_record_is_refused(items: list) -> None:
    with pytest.raises(DecodeError):
        records.decode(items)
