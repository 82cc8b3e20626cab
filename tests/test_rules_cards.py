"""Every registered game has a player-facing rules card (``rules.about()``, read from the engine
package's ``about.txt``) that the rules screen can show: long enough to teach the game, lines
short enough for the text box, plain text, and it says how the game is won."""

import re

import pytest

from game import registry

GAME_IDS = registry.ids()
MAX_LINE = 100
MIN_LINES = 30


def test_every_known_game_is_registered():
    assert GAME_IDS, "no engine registered"


@pytest.fixture(params=GAME_IDS)
def card(request):
    return request.param, registry.get(request.param).about()


def test_card_is_not_empty(card):
    game_id, text = card
    assert text.strip(), f"{game_id}: about() is empty (missing about.txt?)"


def test_card_has_enough_lines(card):
    game_id, text = card
    lines = text.strip().splitlines()
    assert len(lines) >= MIN_LINES, f"{game_id}: only {len(lines)} lines"


def test_card_lines_fit_the_rules_screen(card):
    game_id, text = card
    long = [(n, len(line)) for n, line in enumerate(text.splitlines(), 1) if len(line) > MAX_LINE]
    assert not long, f"{game_id}: lines over {MAX_LINE} characters: {long}"


def test_card_says_how_the_game_is_won(card):
    game_id, text = card
    assert re.search(r"\bwin", text, re.IGNORECASE), f"{game_id}: the card never says how to win"


def test_card_is_plain_text(card):
    game_id, text = card
    markup = [line for line in text.splitlines()
              if re.match(r"\s*(#|[-*+] |>|```)", line) or "**" in line or "`" in line]
    assert not markup, f"{game_id}: markdown in the rules card: {markup}"
