"""The Wizard Kings board's translator: its captions, tooltips and gesture labels in the player's
language (``locale/cs.po``)."""

from game.core.i18n import N_, Translator

_ = Translator(__file__)

__all__ = ["_", "N_"]
