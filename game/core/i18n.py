"""Every text a player reads, in the player's language: gettext catalogues (``.po``) per package.

Each package that shows text has a ``locale/`` folder beside its modules holding one ``.po``
file per language (``locale/cs.po``); English is the source language, written in the code. A
module marks its texts with its package's translator::

    from game.dday.tr import _, N_

    _("Roll the dice")
    _("Move {unit} to {place}", unit=name, place=where)
    _.n("{count} die", "{count} dice", count)          # plural forms: Czech has three
    _.p("button", "Roll")                              # one English word, two Czech ones
    NAMES = {"medic": N_("Medic")}                     # data now, ``_(NAMES[key])`` when shown

The language is the process's choice (the client sets it). Texts never enter a game state or a
save, so the language cannot change a game: a state's encoding is the same in every language.

Why our own reader of ``.po`` files instead of compiled ``.mo`` files: the catalogues stay text in
the repository (reviewable, merge-friendly), nothing has to be compiled before the game runs or
the tests pass, and ``main.py i18n`` extracts and merges them without Babel.
"""

from __future__ import annotations

import ast
import threading
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "cs")
SOURCE_LANGUAGE = "en"

_lock = threading.Lock()
_language = SOURCE_LANGUAGE
_generation = 0   # bumped on every switch: caches of translated text compare it


def set_language(lang: str) -> None:
    """Switch every translator of the process to ``lang`` (unknown languages mean English)."""
    global _language, _generation
    with _lock:
        new = lang if lang in LANGUAGES else SOURCE_LANGUAGE
        if new != _language:
            _language = new
            _generation += 1


def language() -> str:
    return _language


def generation() -> int:
    """Changes whenever the language does: a cache of drawn text keyed on it never goes stale."""
    return _generation


def plural_index(lang: str, count: int) -> int:
    """Which plural form ``count`` takes: Czech 1 / 2-4 / 0 and 5+, English 1 / other."""
    n = abs(int(count))
    if lang == "cs":
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    return 0 if n == 1 else 1


PLURAL_FORMS = {
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "en": "nplurals=2; plural=(n != 1);",
}
NPLURALS = {"cs": 3, "en": 2}


# ---------------------------------------------------------------------------------- .po files
Key = tuple[str, str]          # (context, msgid); context "" for none


class Entry:
    """One message of a catalogue: its id, plural id, translations and where the code uses it."""

    __slots__ = ("context", "msgid", "plural", "strings", "refs", "fuzzy")

    def __init__(self, context: str, msgid: str, plural: str | None = None,
                 strings: list[str] | None = None, refs: list[str] | None = None,
                 fuzzy: bool = False) -> None:
        self.context = context
        self.msgid = msgid
        self.plural = plural
        self.strings = strings if strings is not None else []
        self.refs = refs if refs is not None else []
        self.fuzzy = fuzzy

    @property
    def key(self) -> Key:
        return (self.context, self.msgid)

    def translated(self) -> bool:
        return bool(self.strings) and all(self.strings) and not self.fuzzy


def _unquote(text: str) -> str:
    return ast.literal_eval(text) if text.startswith('"') else ""


def read_po(path: Path) -> dict[Key, Entry]:
    """The entries of a ``.po`` file (the header entry, msgid "", is left out)."""
    entries: dict[Key, Entry] = {}
    if not path.exists():
        return entries
    cur: dict[str, Any] = {}
    field: str | None = None

    def flush() -> None:
        nonlocal cur, field
        if "msgid" in cur and cur["msgid"] != "":
            strings = [cur[k] for k in sorted(k for k in cur if k.startswith("msgstr"))]
            entry = Entry(cur.get("msgctxt", ""), cur["msgid"], cur.get("msgid_plural"),
                          strings, cur.get("refs", []), cur.get("fuzzy", False))
            entries[entry.key] = entry
        cur, field = {}, None

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#"):
            if "msgid" in cur:
                flush()
            if line.startswith("#:"):
                cur.setdefault("refs", []).extend(line[2:].split())
            elif line.startswith("#,") and "fuzzy" in line:
                cur["fuzzy"] = True
            continue
        if line.startswith('"'):
            if field is not None:
                cur[field] += _unquote(line)
            continue
        name, _sep, rest = line.partition(" ")
        if name == "msgctxt" or (name == "msgid" and "msgid" in cur):
            if "msgid" in cur:
                flush()
        if name.startswith("msgstr["):
            name = f"msgstr{int(name[7:-1]):02d}"
        field = name
        cur[field] = _unquote(rest.strip())
    flush()
    return entries


def _quote(text: str) -> str:
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{body}"'


def write_po(path: Path, entries: list[Entry], lang: str) -> None:
    """A ``.po`` file of ``entries`` in their order, with the language's plural rule."""
    out = [
        'msgid ""',
        'msgstr ""',
        _quote(f"Language: {lang}\n"),
        _quote("MIME-Version: 1.0\n"),
        _quote("Content-Type: text/plain; charset=UTF-8\n"),
        _quote("Content-Transfer-Encoding: 8bit\n"),
        _quote(f"Plural-Forms: {PLURAL_FORMS[lang]}\n"),
        "",
    ]
    for e in entries:
        if e.refs:
            out.append("#: " + " ".join(e.refs))
        if e.fuzzy:
            out.append("#, fuzzy")
        if e.context:
            out.append("msgctxt " + _quote(e.context))
        out.append("msgid " + _quote(e.msgid))
        if e.plural is not None:
            out.append("msgid_plural " + _quote(e.plural))
            forms = e.strings + [""] * (NPLURALS[lang] - len(e.strings))
            for i, s in enumerate(forms[:NPLURALS[lang]]):
                out.append(f"msgstr[{i}] " + _quote(s))
        else:
            out.append("msgstr " + _quote(e.strings[0] if e.strings else ""))
        out.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out), encoding="utf-8")


# ------------------------------------------------------------------------------ translators
class Translator:
    """The texts of one package (its ``locale/`` folder) in the process's language."""

    def __init__(self, package_dir: str | Path) -> None:
        path = Path(package_dir)
        self.dir = path.parent if path.is_file() or path.suffix == ".py" else path
        self._tables: dict[str, dict[Key, list[str]]] = {}

    def _table(self, lang: str) -> dict[Key, list[str]]:
        table = self._tables.get(lang)
        if table is None:
            table = {k: e.strings for k, e in read_po(self.dir / "locale" / f"{lang}.po").items()
                     if e.translated()}
            self._tables[lang] = table
        return table

    def _format(self, text: str, values: dict[str, Any]) -> str:
        if not values:
            return text
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text

    def __call__(self, msgid: str, /, **values: Any) -> str:
        lang = _language
        if lang != SOURCE_LANGUAGE:
            found = self._table(lang).get(("", msgid))
            if found:
                return self._format(found[0], values)
        return self._format(msgid, values)

    def p(self, context: str, msgid: str, /, **values: Any) -> str:
        """``msgid`` in ``context``: one English text that another language says two ways."""
        lang = _language
        if lang != SOURCE_LANGUAGE:
            found = self._table(lang).get((context, msgid))
            if found:
                return self._format(found[0], values)
        return self._format(msgid, values)

    def n(self, singular: str, plural: str, count: int, /, **values: Any) -> str:
        """The form for ``count`` (also given to the text as ``{count}``)."""
        values.setdefault("count", count)
        lang = _language
        if lang != SOURCE_LANGUAGE:
            found = self._table(lang).get(("", singular))
            if found:
                i = plural_index(lang, count)
                return self._format(found[min(i, len(found) - 1)], values)
        return self._format(singular if plural_index(SOURCE_LANGUAGE, count) == 0 else plural, values)

    def reload(self) -> None:
        self._tables.clear()


def N_(text: str) -> str:
    """Marks ``text`` for the catalogue where it is data; translate it with ``_()`` when shown."""
    return text


# ------------------------------------------------------------------------------ extraction
def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract_file(path: Path, root: Path) -> list[Entry]:
    """The marked texts of one module: ``_("…")``, ``_.p("ctx", "…")``, ``_.n("…", "…", n)``,
    ``N_("…")`` with literal strings."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    rel = path.relative_to(root).as_posix()
    found: list[Entry] = []
    calls = sorted((n for n in ast.walk(tree) if isinstance(n, ast.Call)),
                   key=lambda n: (n.lineno, n.col_offset))
    for node in calls:
        f, args = node.func, node.args
        ref = [f"{rel}:{node.lineno}"]
        if isinstance(f, ast.Name) and f.id in ("_", "N_") and args:
            text = _literal(args[0])
            if text:
                found.append(Entry("", text, refs=ref))
        elif isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "_":
            if f.attr == "p" and len(args) >= 2:
                ctx, text = _literal(args[0]), _literal(args[1])
                if ctx is not None and text:
                    found.append(Entry(ctx, text, refs=ref))
            elif f.attr == "n" and len(args) >= 2:
                one, many = _literal(args[0]), _literal(args[1])
                if one and many:
                    found.append(Entry("", one, plural=many, refs=ref))
    return found


def catalogue_dirs(root: Path) -> list[Path]:
    """Every package folder of the project with a ``locale/`` folder."""
    skip = {".venv", ".git", "node_modules"}
    return sorted(p.parent for p in root.rglob("locale")
                  if p.is_dir() and not (set(p.relative_to(root).parts) & skip))


def extract(package_dir: Path, root: Path) -> list[Entry]:
    """The marked texts of a package and its sub-packages that have no catalogue of their own,
    one entry per key, in the order the code first uses them."""
    # only catalogues inside this package take their modules away (the client's sprites/ holds
    # the boards, each with its own catalogue; a board is not the client's)
    own_dirs = {d for d in catalogue_dirs(root) if d != package_dir and package_dir in d.parents}
    entries: dict[Key, Entry] = {}
    for path in sorted(package_dir.rglob("*.py")):
        if any(d in path.parents for d in own_dirs):
            continue
        if ".venv" in path.parts:
            continue
        for e in extract_file(path, root):
            have = entries.get(e.key)
            if have is None:
                entries[e.key] = e
            else:
                have.refs.extend(e.refs)
                have.plural = have.plural or e.plural
    return list(entries.values())


def merge(package_dir: Path, root: Path, lang: str) -> tuple[int, int]:
    """Bring ``locale/LANG.po`` up to the code: new texts added untranslated, translations kept,
    texts the code no longer uses dropped. Returns (entries, untranslated)."""
    path = package_dir / "locale" / f"{lang}.po"
    old = read_po(path)
    out: list[Entry] = []
    for e in extract(package_dir, root):
        prev = old.get(e.key)
        if prev is not None:
            e.strings, e.fuzzy = prev.strings, prev.fuzzy
        out.append(e)
    write_po(path, out, lang)
    return len(out), sum(1 for e in out if not e.translated())


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a text (``{{`` escapes left out)."""
    import string

    names: set[str] = set()
    try:
        for _lit, field, _spec, _conv in string.Formatter().parse(text):
            if field is not None:
                names.add(field)
    except ValueError:
        names.add("<malformed>")
    return names
