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


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_madness_reads_whole_at_1280x720(lang):
    """The curse cards under the invocation track and the grimoire's pages once drew their long
    texts at 10-11 px (the audit's tiny): now at 12 px or more, nothing cut or covered."""
    figures = audit("madness", lang, 60)
    report = figures.pop("_report")
    assert figures == {"cut": 0, "covered": 0, "tiny": 0, "words": 0}, report


@pytest.mark.parametrize("k", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("lang", ["en", "cs"])
def test_madness_curses_and_pages_never_under_the_floor(app, lang, k):
    """Every curse card and every page of the grimoire (the sixth monster's too), at the sizes
    the board has at 1280x720, 1920x1080 and 2560x1440: no text under the floor and nothing cut
    whose whole is not in the tooltip; a text too long shows its short name (a curse) or is cut
    with its whole on hover (a page)."""
    from game.madness.book import OpenBook
    from game.madness.data import CURSES, LAST_PAGE, LAST_PAGE_TEXT, PAGE_TEXTS, PAGES
    from game.madness.tr import _
    from sprites.boards.madness import cards, centre, grimoire
    from sprites.boards.madness.layout import Frame
    from sprites.i18n import set_language
    from sprites.ui import gfx

    found = LayoutAudit(scale=k)
    set_language(lang)
    cards._cache.clear()      # drawn afresh, for the audit to see every text
    grimoire._cache.clear()
    gfx.AUDIT = found
    try:
        f = Frame(k, 0, 0)
        slot = centre.slot_rects(f)[0]
        for code in range(len(CURSES)):
            cards.curse_card(code, slot.w, slot.h)
        _leather, left, right = centre.book_rects(f)
        words = (_("Bonus if defeated"), _("Penalty if not"), _("Next monster's curses"), _("The last page: no monster follows"))
        for p, (arrival, bonus, penalty) in enumerate(PAGE_TEXTS):
            icons = tuple(PAGES[p][2])
            books = (OpenBook(1, 0, p, icons, _(arrival) if arrival else "", p, _(bonus) if bonus else "",
                              _(penalty) if penalty else "", icons, ()),
                     OpenBook(6, 0, p, icons, f"{_(arrival)} {_(LAST_PAGE_TEXT[0])}" if arrival else _(LAST_PAGE_TEXT[0]),
                              LAST_PAGE, _(LAST_PAGE_TEXT[1]), _(LAST_PAGE_TEXT[2]), (), ()))
            for book in books:
                grimoire.left_page(book, left.w, left.h, _(PAGES[p][1]), _("On arrival"), "")
                grimoire.right_page(book, right.w, right.h, words)
    finally:
        gfx.AUDIT = None
        set_language("en")
    assert found.count("tiny") == 0 and found.count("cut") == 0, [f.text for f in found.findings.values()][:8]
