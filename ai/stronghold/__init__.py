"""Stronghold's AI: the general search's heuristics (:mod:`.heuristics`) and the game's own agent,
``siege`` (:mod:`.siege`), which plays both sides at every difficulty."""

from ai.registry import BenchDefaults, GameAI, register_agent, register_game_ai
from ai.stronghold.heuristics import StrongholdHeuristics
from ai.stronghold.siege import SiegeAgent

GAME_ID = "stronghold"

register_agent("siege", SiegeAgent, game=GAME_ID)
register_game_ai(GameAI(
    GAME_ID,
    # greedy's one value, seen from the attacker's side, gave a defender that never paid for a
    # building: the levels are settings of siege (docs/ai-levels.md)
    levels={"easy": "siege:easy", "normal": "siege", "hard": "siege:hard"},
    heuristics=StrongholdHeuristics(),
    # every decision capped: at its own time one hard game takes about a minute (a defender
    # facing a random attacker plays all nine rounds)
    bench=BenchDefaults(24, 0.2),
    # the fortress falls late
    long_game=({"players": 4}, "greedy:easy", 1),
))
