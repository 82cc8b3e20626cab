"""The translator of this package (see game.core.i18n)."""

from game.core.i18n import N_, Translator

_ = Translator(__file__)


def en(text: str, /, **values: object) -> str:
    """The English source text itself, formatted: for texts kept in events and the state."""
    return text.format(**values) if values else text


__all__ = ["_", "N_", "en"]
