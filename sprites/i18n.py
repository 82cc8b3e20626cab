"""The client's language switch: a thin shim over :mod:`game.core.i18n`.

The client's texts are in ``sprites/locale/cs.po`` (``from sprites.tr import _``). ``tr(key)``
is the old key-based lookup in the JSON tables of ``data/lang``, kept only while a board still
calls it; it follows the same language as everything else.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.core import i18n as core

LANG_DIR = Path(__file__).parent / "data" / "lang"
_tables: dict[str, dict[str, str]] = {}


def set_language(lang: str) -> None:
    core.set_language(lang)


def language() -> str:
    return core.language()


def generation() -> int:
    return core.generation()


def _table(lang: str) -> dict[str, str]:
    if lang not in _tables:
        try:
            _tables[lang] = json.loads((LANG_DIR / f"{lang}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            _tables[lang] = {}
    return _tables[lang]


def tr(key: str, **values: object) -> str:
    """Legacy: the text of ``key`` in the current language (English, then the key, as fallbacks)."""
    text = _table(core.language()).get(key) or _table("en").get(key) or key
    if values:
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text
    return text
