"""The campaign's levels: each a search level with the turn plan over it (measured:
docs/ai-levels.md)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CampaignSettings:
    inner: str                  # the agent that decides everything the plan leaves
    plan: bool = True           # easy plays without a campaign
    strike_ratio: float = 2.0   # attack power over defence (and reinforcements) to strike
    walled: float = 1.35        # a walled city's defenders fire one better (5.31)
    all_in: bool = True         # strike with every block that can reach, not just enough
    focus_value: float = 1.5    # hexes of march one GP of city value is worth when choosing the focus
    finish_ratio: float = 1.0   # moving last: the odds taken when the strike reaches the threshold
    hold: float = 2.0           # a captured city keeps blocks up to this times the rival's power near it
    gather: bool = True         # march the blocks that do not strike on one city
    home_worth: float = 1.0     # an own city the rival holds, against one of his (x value)
    home: bool = False          # keep one block in each own city the rival could reach
    safe_ratio: float = 1.2     # a gathering stack may end where the rival can bring this much more
    deny: bool = False          # guard our cities when the rival could take enough of them to win
    cover: float = 0.75         # a guarded city holds this times the rival's power near it
    reinforce: float = 1.5      # a battle in a city gets blocks until ours are this times his (0: never)
    inner_noise: float | None = None  # the search underneath with this root noise (None: its level's)
    raiders: int = 0            # blocks sent toward the rival's empty cities beyond the army's reach


# The settings below keep the attack: defending the own cities (home, deny) made the defence
# firmer and the games longer, and ended fewer self-play games by V1; so did damaged blocks sent
# to heal at stored gold and garrisons kept from the search underneath. Raiders took most
# self-play games to a V1 ending. Easy plays without a plan, its search blurred a little more
# than greedy:easy's own noise, so that normal is clearly stronger.
LEVELS = {
    "easy": CampaignSettings("greedy:easy", plan=False, inner_noise=0.12),
    "normal": CampaignSettings("minimax:easy", raiders=2),
    "hard": CampaignSettings("minimax:normal", raiders=2),
}
