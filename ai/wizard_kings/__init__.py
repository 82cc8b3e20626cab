"""Wizard Kings's AI: the general search's heuristics (:mod:`.heuristics`), the scripted undead of
the Island of the Dead (:mod:`.undead`, agent ``undead``; the search agents obey it too), and the
campaign (:mod:`.campaign`, agent ``campaign``): a turn plan for free play over each level's
search, which every difficulty plays."""

from ai.registry import BenchDefaults, GameAI, register_agent, register_game_ai
from ai.wizard_kings.campaign import CampaignAgent, reason_text
from ai.wizard_kings.heuristics import WKHeuristics
from ai.wizard_kings.undead import UndeadAgent

GAME_ID = "wizard_kings"

register_agent("undead", UndeadAgent, game=GAME_ID)
register_agent("campaign", CampaignAgent, game=GAME_ID)
register_game_ai(GameAI(
    GAME_ID,
    # outside free play to the gold threshold the campaign is its level's search alone
    levels={"easy": "campaign:easy", "normal": "campaign:normal", "hard": "campaign:hard"},
    heuristics=WKHeuristics(),
    # the rulebook's two-player battle (7.3, Maps 14-15 joined by roads), chosen when free play's
    # two sheets did not touch; every decision capped, as one hard game takes about a minute at
    # its own time
    bench=BenchDefaults(50, 0.3, {"scenario": "last_wizard_standing"}),
    # four armies, ten turns, ~890 actions (the longest there is: players=7, budget=200)
    long_game=({"players": 4, "victory": "time"}, "random", 2),
    # a hint that follows the campaign's plan says what the plan does
    reason_text=reason_text,
))
