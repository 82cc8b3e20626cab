"""The client's translator: ``_("Load game")`` in the player's language (``sprites/locale``)."""

from game.core.i18n import N_, Translator

_ = Translator(__file__)
__all__ = ["_", "N_"]
