"""Texts by translation key: ``tr("title.load")``. Tables are JSON data files in ``data/lang``."""

from __future__ import annotations

import json
from pathlib import Path

LANG_DIR = Path(__file__).parent / "data" / "lang"
_tables: dict[str, dict[str, str]] = {}
_current = "en"


def _table(lang: str) -> dict[str, str]:
    if lang not in _tables:
        try:
            _tables[lang] = json.loads((LANG_DIR / f"{lang}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            _tables[lang] = {}
    return _tables[lang]


def set_language(lang: str) -> None:
    global _current
    _current = lang if (LANG_DIR / f"{lang}.json").exists() else "en"


def language() -> str:
    return _current


def tr(key: str, **values: object) -> str:
    """The text of ``key`` in the current language (English, then the key itself, as fallbacks)."""
    text = _table(_current).get(key) or _table("en").get(key) or key
    if values:
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def keys(lang: str) -> set[str]:
    return set(_table(lang))
