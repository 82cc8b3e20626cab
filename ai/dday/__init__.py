"""D-Day Dice's AI: the general search's heuristics (:mod:`.heuristics`) and the game's own
teammate, ``dday_planner`` (:mod:`.planner`), which every difficulty plays."""

from ai.dday.heuristics import DDayHeuristics
from ai.dday.intent import plan, plan_text
from ai.dday.planner import DDayPlanner
from ai.registry import BenchDefaults, GameAI, register_agent, register_game_ai

GAME_ID = "dday"

register_agent("dday_planner", DDayPlanner, game=GAME_ID)
register_game_ai(GameAI(
    GAME_ID,
    # co-operative: the planner follows the rulebook's strategy notes; search teams lose
    levels={"easy": "dday_planner:easy", "normal": "dday_planner", "hard": "dday_planner:hard"},
    heuristics=DDayHeuristics(),
    bench=BenchDefaults(200, None),
    # all four units storm the bunker
    long_game=({"players": 4}, "dday_planner:easy", 1),
    # what a partner says: where its unit heads and what it needs (ai/dday/intent.py)
    intent=plan,
    intent_text=plan_text,
))
