"""Sounds synthesized by code (no downloaded assets): dice rattle, card flip, stone impact,
fanfare, defeat, click, whoosh, and a quiet ambient music loop.

``SoundBank`` is silent and harmless where no audio device exists: if the mixer cannot start,
``play`` does nothing. Volumes follow the settings (0..100).
"""

from __future__ import annotations

import numpy as np
import pygame

RATE = 22050


def _env(n: int, attack: float = 0.005, decay: float = 8.0) -> np.ndarray:
    t = np.arange(n) / RATE
    a = np.clip(t / max(attack, 1e-4), 0, 1)
    return a * np.exp(-decay * t)


def _noise(n: int, rng: np.random.Generator) -> np.ndarray:
    return rng.uniform(-1, 1, n)


def _lowpass(x: np.ndarray, k: int) -> np.ndarray:
    if k <= 1:
        return x
    kernel = np.ones(k) / k
    return np.convolve(x, kernel, mode="same")


def _tone(freq: float, seconds: float, harmonics: tuple[float, ...] = (1.0, 0.5, 0.25)) -> np.ndarray:
    t = np.arange(int(RATE * seconds)) / RATE
    out = np.zeros_like(t)
    for i, amp in enumerate(harmonics):
        out += amp * np.sin(2 * np.pi * freq * (i + 1) * t)
    return out / sum(harmonics)


def synth(name: str) -> np.ndarray:
    """Mono float samples in [-1, 1] for one named sound."""
    rng = np.random.default_rng(abs(hash(name)) % (2 ** 32))
    if name == "dice":
        n = int(RATE * 0.55)
        out = np.zeros(n)
        for i in range(9):
            start = int(RATE * (0.03 + i * 0.052 + rng.uniform(0, 0.02)))
            m = int(RATE * 0.035)
            if start + m >= n:
                break
            click = _noise(m, rng) * _env(m, 0.001, 90) * (1 - i / 12)
            click += 0.5 * np.sin(2 * np.pi * rng.uniform(1800, 2600) * np.arange(m) / RATE) * _env(m, 0.001, 120)
            out[start:start + m] += click
        return out
    if name == "card":
        n = int(RATE * 0.18)
        x = _lowpass(_noise(n, rng), 3) * np.sin(np.linspace(0, np.pi, n)) ** 2
        return x * 0.8
    if name == "impact":
        n = int(RATE * 0.5)
        t = np.arange(n) / RATE
        thud = np.sin(2 * np.pi * (70 + 60 * np.exp(-t * 20)) * t) * _env(n, 0.002, 9)
        crack = _lowpass(_noise(n, rng), 4) * _env(n, 0.001, 25)
        return 0.8 * thud + 0.5 * crack
    if name == "click":
        n = int(RATE * 0.06)
        return np.sin(2 * np.pi * 1200 * np.arange(n) / RATE) * _env(n, 0.001, 70) * 0.6
    if name == "whoosh":
        n = int(RATE * 0.45)
        x = _lowpass(_noise(n, rng), 12)
        return x * np.sin(np.linspace(0, np.pi, n)) ** 1.5 * 1.6
    if name == "turn":
        # a soft rising two-note chime: a person's turn has come (heard across the room)
        notes = [(659.25, 0.11), (987.77, 0.24)]
        parts = [_tone(f, d, (1.0, 0.35, 0.1)) * _env(int(RATE * d), 0.005, 6.0) for f, d in notes]
        return np.concatenate(parts) * 0.45
    if name == "fanfare":
        notes = [(523.25, 0.14), (659.25, 0.14), (783.99, 0.14), (1046.5, 0.5)]
        parts = [_tone(f, d, (1.0, 0.6, 0.4, 0.2)) * _env(int(RATE * d), 0.01, 2.5) for f, d in notes]
        return np.concatenate(parts) * 0.7
    if name == "defeat":
        notes = [(392.0, 0.28), (369.99, 0.28), (349.23, 0.28), (293.66, 0.7)]
        parts = [_tone(f, d, (1.0, 0.3, 0.15)) * _env(int(RATE * d), 0.01, 2.0) for f, d in notes]
        return np.concatenate(parts) * 0.6
    if name == "music":
        # a slow pad over four chords, looped quietly under the menus and the table
        chords = [(220.0, 261.63, 329.63), (174.61, 220.0, 261.63), (196.0, 246.94, 293.66), (164.81, 207.65, 246.94)]
        seg = 2.0
        parts = []
        for chord in chords:
            n = int(RATE * seg)
            t = np.arange(n) / RATE
            tone = sum(np.sin(2 * np.pi * f * t) + 0.3 * np.sin(2 * np.pi * f * 2.003 * t) for f in chord)
            fade = np.minimum(1, np.minimum(t / 0.4, (seg - t) / 0.4))
            parts.append(tone * fade / len(chord) * 0.5)
        return np.concatenate(parts)
    return np.zeros(1)


NAMES = ("dice", "card", "impact", "click", "whoosh", "fanfare", "defeat", "turn")


class SoundBank:
    def __init__(self, effects_volume: int = 80, music_volume: int = 40) -> None:
        self.enabled = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.music: pygame.mixer.Sound | None = None
        self.music_channel: pygame.mixer.Channel | None = None
        self.effects_volume = effects_volume
        self.music_volume = music_volume
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            init = pygame.mixer.get_init()
            if not init:
                return
            self.rate, _, self.channels = init
            for name in NAMES:
                self.sounds[name] = self._make(synth(name))
            self.music = self._make(synth("music"))
            self.enabled = True
        except (pygame.error, ValueError, OSError):
            self.enabled = False
        self.set_volumes(effects_volume, music_volume)

    def _make(self, mono: np.ndarray) -> pygame.mixer.Sound:
        if self.rate != RATE:
            idx = np.linspace(0, len(mono) - 1, int(len(mono) * self.rate / RATE))
            mono = np.interp(idx, np.arange(len(mono)), mono)
        data = np.clip(mono, -1, 1) * 0.8 * 32767
        pcm = data.astype(np.int16)
        if self.channels > 1:
            pcm = np.repeat(pcm[:, None], self.channels, axis=1)
        return pygame.mixer.Sound(buffer=np.ascontiguousarray(pcm).tobytes())

    def set_volumes(self, effects: int, music: int) -> None:
        self.effects_volume, self.music_volume = effects, music
        if not self.enabled:
            return
        for snd in self.sounds.values():
            snd.set_volume(effects / 100)
        if self.music is not None:
            self.music.set_volume(music / 100 * 0.5)

    def play(self, name: str | None) -> None:
        if not self.enabled or not name or self.effects_volume <= 0:
            return
        snd = self.sounds.get(name)
        if snd is not None:
            try:
                snd.play()
            except pygame.error:
                pass

    def start_music(self) -> None:
        if not self.enabled or self.music is None:
            return
        try:
            if self.music_channel is None or not self.music_channel.get_busy():
                self.music_channel = self.music.play(loops=-1, fade_ms=800)
        except pygame.error:
            pass

    def stop(self) -> None:
        if not self.enabled:
            return
        try:
            pygame.mixer.stop()
        except pygame.error:
            pass
