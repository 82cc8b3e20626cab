"""The Big Book of Madness's AI: the general search's heuristics (:mod:`.heuristics`) and the
game's own teammate, ``planner`` (:mod:`.planner`), which every difficulty plays."""

from ai.madness.heuristics import MadnessHeuristics
from ai.madness.intent import plan, plan_text
from ai.madness.planner import MadnessPlanner
from ai.registry import BenchDefaults, GameAI, register_agent, register_game_ai

GAME_ID = "madness"

register_agent("planner", MadnessPlanner, game=GAME_ID)
register_game_ai(GameAI(
    GAME_ID,
    # co-operative: teams of random or greedy never win
    levels={"easy": "planner:easy", "normal": "planner", "hard": "planner:hard"},
    heuristics=MadnessHeuristics(),
    # the final round's roll-outs make a game slow: 40 games a level fit the 30 minutes
    bench=BenchDefaults(40, None),
    # two players who beat the final monster
    long_game=({"players": 2}, "planner:hard", 2),
    # what a teammate says it will do about the curses (ai/madness/intent.py)
    intent=plan,
    intent_text=plan_text,
))
