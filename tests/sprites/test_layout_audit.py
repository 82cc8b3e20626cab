"""The layout audit as CI runs it: games played through the real scenes by a scripted person
at 1280x720, every drawn text watched (cut, covered, tiny, the engine's words)."""

from __future__ import annotations

import pytest

from sprites.tools.layout import check_layout
from sprites.ui.audit import ENGINE_WORDS, LayoutAudit


def audit(game: str, lang: str, decisions: int | None) -> dict[str, int]:
    lines: list[str] = []
    results = check_layout([game], [(1280, 720)], [lang], seed=1, decisions=decisions, out=lines.append)
    figures = results[(game, "1280x720", lang)]
    figures["_report"] = "\n".join(lines)   # type: ignore[assignment]
    return figures


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_dday_reads_whole_at_1280x720(lang):
    figures = audit("dday", lang, 40)
    report = figures.pop("_report")
    assert figures == {"cut": 0, "covered": 0, "tiny": 0, "words": 0}, report


# whole games, but Wizard Kings' first 400 decisions (set-up, deployment, several turns of moves,
# battles and builds): its whole game takes minutes
@pytest.mark.parametrize(("game", "decisions"), [("stronghold", None), ("madness", None), ("dday", None),
                                                 ("wizard_kings", 400)])
def test_no_engine_words_on_screen_in_a_whole_game(game, decisions):
    figures = audit(game, "en", decisions)
    assert figures["words"] == 0, figures["_report"]


def test_engine_words_are_recognised():
    for text in ("Take one or two map sheets (1.21)", "Move it to (14,2)", "see §4.1", "P2-5 moves"):
        assert ENGINE_WORDS.search(text), text
    for text in ("Round 2 · Turn 1 of 5", "New Pixie (B1): 2 GP a step", "3 × 2", "Kolo 1 (z 5)"):
        assert not ENGINE_WORDS.search(text), text
    found = LayoutAudit()
    found.on_text("Give up some gold (6.3)", 20)
    found.on_cut("Orcs take 2 sheets (1.21)", "Orcs take…", 20, True)   # the whole is read too
    assert found.count("words") == 2


def test_a_menu_opened_over_a_recap_is_not_covered_by_it(app):
    """A recap that comes while a menu the person opened is up waits under it (the audit once
    found Wizard Kings' recruit menus under "Since your last move")."""
    from sprites.tools.pointing import produce
    from tests.sprites.conftest import frames, run_until
    from tests.sprites.test_follow import to_an_ai_move

    table = to_an_ai_move(app, "wizard_kings", {"players": 2}, ["human", "normal"], seed=3)
    seen: list[bool] = []

    def with_menu_up(control) -> None:
        if control.popup is None or seen:
            return
        table.start_recap(table.viewer)   # as when the other seats' moves land while it is up
        frames(app, 2)
        seen.append(table.recap is not None and table.recap.rects == [])   # waiting, not drawn over it

    for _ in range(40):
        assert run_until(app, table.human_turn, 200, dt=0.05)
        legal = table.match.legal(table.viewer)
        produce(table.control, legal[len(legal) // 2], pause=with_menu_up)
        frames(app, 2)
        if seen:
            break
    assert seen == [True], "no decision opened a menu" if not seen else "the recap was drawn over the menu"
