"""The ``siege`` agent's levels: settings of one agent (measured: docs/ai-levels.md).

With equal care the attacker's plan wins most games (it is the simpler one to carry out), so the
attacker plays with noise that shrinks level by level and balances the sides at each level. The
defender's strength comes from its second ply and is graded by its own noise: a small noise (0.2
of a value spanning about -10..+10) already costs it many games, so easy's one-ply defender and
normal's two-ply one play with it and hard's plays without. ``one`` and ``two`` are calibration
points with no noise on either side.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiegeSettings:
    samples: int = 1  # determinizations of the view per decision
    noise: float = 0.0  # added to every defender action's value (weaker levels)
    att_noise: float = 0.0  # the same for the attacker
    look_ahead: bool = True  # forecast the arrivals of the dispatches to come
    attacker: str = "greedy"  # the attacker's general search level when the mind declines
    plan_attack: bool = True  # the attacker uses attack_value (False: greedy alone)
    second: int = 0  # defender: best actions judged by the best pair they start (0: one ply)
    att_second: int = 0  # the same for the attacker
    pool: int = 30  # follow-up actions considered in that second ply
    seconds: float = 1.0


SIEGE_LEVELS = {
    # a steady one-ply defender and a loose attacker: a defender noise of 1.0 let the attacker
    # win most games
    "easy": SiegeSettings(noise=0.2, att_noise=5.0, seconds=0.3),
    # the two-ply defender, graded by its noise; the attacker's noise barely tells from 2.0 down
    # to 1.5, then sharply, and a noisier one (3.0) put the levels no further apart
    "normal": SiegeSettings(noise=0.2, att_noise=2.0, second=6, pool=20),
    # the two-ply defender without noise (a second sample of the hidden cards, a wider second
    # ply or face-down orders drawn by what they would add made it no stronger), and an attacker
    # just noisy enough (1.4; at 1.0 the hard mirror went to the attacker)
    "hard": SiegeSettings(att_noise=1.4, second=6, pool=20, seconds=2.5),
    # calibration points (not setup levels): both sides at full care, one ply and two
    "one": SiegeSettings(),
    "two": SiegeSettings(second=6, pool=20),
}
