"""The Madness AI's translator: its texts in the player's language (``locale/cs.po``)."""

from game.core.i18n import N_, Translator

_ = Translator(__file__)

__all__ = ["_", "N_"]
