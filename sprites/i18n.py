"""The client's language switch: a thin shim over :mod:`game.core.i18n`, the one translation
mechanism (the client's texts are in ``sprites/locale/cs.po``: ``from sprites.tr import _``)."""

from __future__ import annotations

from game.core import i18n as core


def set_language(lang: str) -> None:
    core.set_language(lang)


def language() -> str:
    return core.language()


def generation() -> int:
    return core.generation()
