"""The Stronghold board read at 1280x720 in both languages: a short layout audit (the scripted
person of ``python main.py check layout`` playing by pointing, resting on tooltips, opening
menus and steppers) finds nothing cut, nothing covered and no text under the readable floor."""

from __future__ import annotations

import pytest

from sprites import i18n
from sprites.tools.layout import audit_game


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_stronghold_board_reads_whole_at_1280x720(lang):
    try:
        audit, figures = audit_game("stronghold", (1280, 720), lang, 1, 30, None, 0)
    finally:
        i18n.set_language("en")
    assert "error" not in figures, figures
    assert figures["decisions"] >= 20, figures
    found = {kind: [f.text for f in audit.worst(kind, 5)] for kind in ("cut", "covered", "tiny")}
    assert audit.count("cut") == 0, found["cut"]
    assert audit.count("covered") == 0, found["covered"]
    assert audit.count("tiny") == 0, found["tiny"]
