"""The translator of this package: ``_("text")`` in the player's language (game.core.i18n)."""

from game.core.i18n import N_, Translator

_ = Translator(__file__)

__all__ = ["_", "N_"]
