"""The translator of the shared engine texts (``game/core/locale``): default event lines,
protocol defaults, save errors."""

from game.core.i18n import N_, Translator

_ = Translator(__file__)
__all__ = ["_", "N_"]
