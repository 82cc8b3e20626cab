"""The Madness planner's levels: settings of one planner (measured: docs/ai-levels.md)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlannerSettings:
    determinizations: int = 1  # samples an action is tried on (values summed)
    lookahead: bool = True     # False: rules of thumb only (easy)
    noise: float = 0.0         # added to action values (uniform in +-noise): weaker levels
    max_steps: int = 80        # decisions simulated to finish one action
    turn_plan: int = 4         # own turn: best actions followed through the rest of the turn
    turn_actions: int = 8      # actions a followed-through turn may take
    endgame: bool = True       # final round: actions scored by rollouts to the end of the game
    end_samples: int = 6       # determinized rollouts per candidate action (final round)
    end_candidates: int = 8    # candidate actions rolled out (the best by the one-ply value)
    end_from: int = 26         # game turn (5 a round, 26 = the final round's first) rollouts start
    evaluation: str = "hand"   # "learned": the weights of ai/madness/learned.json (hand without it)


# easy plays by rules of thumb alone, with noise; normal and hard follow the best 8 first actions
# through the turn and decide the final round by roll-outs, hard on more samples and candidates.
LEVELS = {
    "easy": PlannerSettings(noise=3.0, turn_plan=0, endgame=False),
    "normal": PlannerSettings(turn_plan=8, turn_actions=12, end_samples=24),
    "hard": PlannerSettings(turn_plan=8, turn_actions=12, end_samples=64, end_candidates=12),
    # normal with the learned evaluation: an agent spec to bench against normal (planner:learned)
    "learned": PlannerSettings(turn_plan=8, turn_actions=12, end_samples=24, evaluation="learned"),
}
