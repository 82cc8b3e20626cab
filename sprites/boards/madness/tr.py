"""The translator of the Big Book of Madness board (see game.core.i18n), and its caches of
drawn text keyed on the language."""

from typing import Any

from game.core.i18n import N_, Translator, generation
from game.madness.tr import _ as game_text  # the engine's texts (names, card texts) when shown

_ = Translator(__file__)


class LanguageLRU:
    """A cache of pictures with words in them: a language switch draws them again."""

    def __init__(self, limit: int) -> None:
        from sprites.ui import gfx

        self.lru = gfx.LRU(limit)

    def get_or(self, key: Any, make: Any) -> Any:
        return self.lru.get_or((generation(), key), make)

    def clear(self) -> None:
        self.lru.clear()

    def __len__(self) -> int:
        return len(self.lru)


__all__ = ["_", "N_", "game_text", "LanguageLRU"]
