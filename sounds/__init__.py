"""The sound bank: every sound synthesized by code at start-up, played through pygame.mixer."""

from sounds.bank import SoundBank

__all__ = ["SoundBank"]
