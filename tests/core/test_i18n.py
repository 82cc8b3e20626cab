"""Translations: the catalogue reader and writer, Czech plurals, and every package's catalogue
complete for the texts its code marks, with the same placeholders as the English."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import registry
from game.core import i18n
from game.core.i18n import Entry, Translator, catalogue_dirs, extract, placeholders, read_po, write_po

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def english():
    yield
    i18n.set_language("en")


def test_czech_has_three_plural_forms():
    forms = [i18n.plural_index("cs", n) for n in (0, 1, 2, 3, 4, 5, 11, 21, 22)]
    assert forms == [2, 0, 1, 1, 1, 2, 2, 2, 2]
    assert [i18n.plural_index("en", n) for n in (0, 1, 2)] == [1, 0, 1]


def test_a_catalogue_round_trips_and_translates(tmp_path, english):
    pkg = tmp_path / "pkg"
    (pkg / "locale").mkdir(parents=True)
    (pkg / "m.py").write_text(
        "from game.core.i18n import Translator, N_\n"
        "_ = Translator(__file__)\n"
        "NAME = N_('Medic')\n"
        "def f(n):\n"
        "    return [_('Roll the dice'), _.n('{count} die', '{count} dice', n),\n"
        "            _.p('button', 'Roll'), _('Move {unit}', unit='A7'), _(NAME)]\n",
        encoding="utf-8")
    found = {(e.context, e.msgid): e for e in extract(pkg, tmp_path)}
    assert set(found) == {("", "Medic"), ("", "Roll the dice"), ("", "{count} die"),
                          ("button", "Roll"), ("", "Move {unit}")}
    assert found[("", "{count} die")].plural == "{count} dice"
    cs = {("", "Medic"): ["Zdravotník"], ("", "Roll the dice"): ['Hoď "kostkami"\nhned'],
          ("", "{count} die"): ["{count} kostka", "{count} kostky", "{count} kostek"],
          ("button", "Roll"): ["Hodit"], ("", "Move {unit}"): ["Přesuň {unit}"]}
    entries = []
    for key, e in found.items():
        e.strings = cs[key]
        entries.append(e)
    write_po(pkg / "locale" / "cs.po", entries, "cs")
    again = read_po(pkg / "locale" / "cs.po")
    assert {k: e.strings for k, e in again.items()} == cs
    assert again[("", "{count} die")].plural == "{count} dice"

    _ = Translator(pkg / "m.py")
    i18n.set_language("cs")
    assert _.n("{count} die", "{count} dice", 1) == "1 kostka"
    assert _.n("{count} die", "{count} dice", 3) == "3 kostky"
    assert _.n("{count} die", "{count} dice", 7) == "7 kostek"
    assert _("Move {unit}", unit="A7") == "Přesuň A7"
    assert _.p("button", "Roll") == "Hodit"
    assert _("Roll") == "Roll"             # without its context it is another text
    assert _("Medic") == "Zdravotník"
    i18n.set_language("en")
    assert _.n("{count} die", "{count} dice", 3) == "3 dice"
    assert _("Move {unit}", unit="A7") == "Move A7"


def test_a_sub_package_with_its_own_catalogue_keeps_its_texts(tmp_path):
    """The client's catalogue leaves out a board's texts, and the board's catalogue has them
    (the client's folder above it is no reason to skip them)."""
    outer, inner = tmp_path / "client", tmp_path / "client" / "boards" / "game"
    for folder, text in ((outer, "Load game"), (inner, "Breach!")):
        (folder / "locale").mkdir(parents=True)
        (folder / "m.py").write_text(f"from game.core.i18n import Translator\n_ = Translator(__file__)\n"
                                     f"TEXT = _({text!r})\n", encoding="utf-8")
    assert [e.msgid for e in extract(outer, tmp_path)] == ["Load game"]
    assert [e.msgid for e in extract(inner, tmp_path)] == ["Breach!"]


def test_the_language_switch_is_counted_and_unknown_languages_mean_english(english):
    before = i18n.generation()
    i18n.set_language("cs")
    assert i18n.language() == "cs" and i18n.generation() == before + 1
    i18n.set_language("xx")
    assert i18n.language() == "en"


def test_placeholders_are_the_named_fields():
    assert placeholders("Move {unit} to {place:>3} {{not}}") == {"unit", "place"}


def _catalogues() -> list[Path]:
    return catalogue_dirs(ROOT)


@pytest.mark.parametrize("folder", _catalogues(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_marked_text_has_its_czech_translation(folder):
    """A text the code marks and the Czech catalogue lacks, leaves empty, or translates with
    other placeholders fails here; so does a catalogue entry the code no longer uses
    (``python main.py i18n`` brings a catalogue up to the code)."""
    po = read_po(folder / "locale" / "cs.po")
    code: dict[tuple[str, str], Entry] = {e.key: e for e in extract(folder, ROOT)}
    missing = [k for k in code if k not in po or not po[k].translated()]
    assert not missing, f"{len(missing)} untranslated, e.g. {missing[:5]}"
    stale = [k for k in po if k not in code]
    assert not stale, f"{len(stale)} entries the code no longer marks, e.g. {stale[:5]}"
    bad = []
    for key, entry in code.items():
        want = placeholders(entry.msgid) | (placeholders(entry.plural) if entry.plural else set())
        forms = po[key].strings
        if entry.plural is not None and len(forms) != 3:
            bad.append((key, "needs three Czech plural forms"))
        for form in forms:
            got = placeholders(form)
            # a Czech form may leave out {count} where the word itself says the number
            if got != want and not (entry.plural and got | {"count"} == want):
                bad.append((key, form))
    assert not bad, f"placeholders differ: {bad[:5]}"


@pytest.mark.parametrize("gid", registry.ids())
def test_the_language_never_enters_a_game(gid, english):
    """Same seed and actions in English and in Czech: the same encoded states, move by move."""
    from game.core.rng import Rng

    rules = registry.get(gid)

    def play(lang: str) -> list[dict]:
        i18n.set_language(lang)
        state = rules.setup(None, 7)
        pick, seen = Rng(7), []
        for _step in range(120):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            action = pick.choice(rules.legal_actions(state, seat))
            for event in rules.apply(state, action):
                rules.event_text(state, event, None)
            rules.prompt(state, seat)
            rules.round_label(state)
            seen.append(rules.encode(state))
        return seen

    assert play("cs") == play("en")


def test_a_package_inside_another_keeps_its_own_texts(tmp_path):
    outer, inner = tmp_path / "outer", tmp_path / "outer" / "inner"
    for folder, text in ((outer, "Outer"), (inner, "Inner")):
        (folder / "locale").mkdir(parents=True)
        (folder / "m.py").write_text(f"_('{text}')\n", encoding="utf-8")
    assert [e.msgid for e in extract(outer, tmp_path)] == ["Outer"]
    assert [e.msgid for e in extract(inner, tmp_path)] == ["Inner"]
