"""What a D-Day Dice partner says it will do: where its unit heads, and what it needs to get there.

Read for one seat from a view (everything in this game is public but the order of the
decoration deck, which no intent touches), with the planner's own measures (:mod:`ai.dday.route`:
the courage a line costs the unit, the losses a sector brings):

* ``head``: the unit's road to a bunker, the cheapest in courage (then in expected losses), and
  the sector it goes through next (or the bunker itself);
* ``stuck``: it must move (§4.6) and no move is open;
* ``hold``: it stays in its sector this turn (only when its decision to stay is known);

with ``needs``: the courage still to pay on that road less what the unit holds (the next move's,
when stuck), and a specialist a sector of the road demands (advanced level, ``must_have``) that the
unit lacks.

:func:`plan` is plain data and cheap (a shortest road, no look-ahead: the table computes it at
every AI move); :func:`plan_text` words it in the game's words.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import Any

from ai.dday.planner import DDayPlanner
from ai.dday.tr import _
from game import registry
from game.dday import actions as A
from game.dday import common, movement
from game.dday.state import ACTIVE
from game.dday.tr import _ as game_words


def road(s: Any, u: Any, agent: Any) -> list[str]:
    """The unit's cheapest road to a bunker (courage, then expected losses), from its sector;
    [] when none is left."""
    bm = common.bmap(s)
    seen: set[str] = set()
    heap: list[tuple[int, float, list[str]]] = [(0, 0.0, [u.sector])]
    while heap:
        cost, loss, path = heapq.heappop(heap)
        sec = path[-1]
        if sec in seen:
            continue
        seen.add(sec)
        if sec != u.sector and common.is_bunker(s, sec):
            return path
        for d in bm.adj.get(sec, []):
            line = (sec, d) if sec < d else (d, sec)
            if d in seen or d in u.visited or line in bm.barricades:
                continue
            heapq.heappush(heap, (cost + agent._line_cost(s, u, sec, d),
                                  loss + agent._sector_loss(s, u, d, 1), path + [d]))
    return []


def plan(view: Any, seat: int, move: Any = None) -> dict[str, Any] | None:
    """``seat``'s intent from ``view`` (plain data), or None when its unit has no road (not on the
    map yet, safe, dead, or the game is over). ``move``: the decision it has taken and is about
    to play, when known: a move (or a stay) of phase 4 is then where it heads this turn."""
    s = view
    if getattr(s, "over", 0) or not 0 <= seat < len(s.units):
        return None
    u = s.units[seat]
    if u.status != ACTIVE or not u.sector or s.phase == "start":
        return None
    agent = DDayPlanner(registry.get("dday"), seat, 0, "normal")
    stuck = u.must_move and not movement.legal_moves(s, u)
    path = road(s, u, agent)
    if not path and not stuck:
        return None
    needs: list[list[Any]] = []
    courage = sum(agent._line_cost(s, u, a, b) for a, b in zip(path, path[1:], strict=False))
    courage -= u.courage + (3 if "Whistle" in u.items else 0)
    if stuck:
        courage = max(1, agent._next_move_cost(s, u) - u.courage)
    if courage > 0:
        needs.append(["courage", courage])
    if movement.requirements_live(s):
        for sec in path[1:]:
            want = common.sector_rec(s, sec).get("must_have")
            if want and want not in u.specs:
                needs.append(["specialist", want, sec])
                break
    nxt = path[1] if len(path) > 1 else u.sector
    if isinstance(move, A.Move) and move.seat == seat:
        nxt = move.dest
    elif isinstance(move, A.Stay) and move.seat == seat:
        return {"kind": "hold", "seat": seat, "sector": u.sector, "from": u.sector, "bunker": False,
                "road": path, "needs": needs}
    return {"kind": "stuck" if stuck else "head", "seat": seat, "sector": nxt, "from": u.sector,
            "bunker": common.is_bunker(s, nxt), "road": path, "needs": needs}


def plan_text(intent: dict[str, Any] | None, seat_name: Callable[[int], str] = lambda q: f"P{q + 1}") -> str:
    """The intent in the partner's own words (first person), in the player's language."""
    if not intent:
        return ""
    if intent["kind"] == "hold":
        words = _("I hold sector {sector} this turn.", sector=intent["sector"])
    elif intent["kind"] == "stuck":
        words = _("I must move on from sector {sector} and cannot.", sector=intent["from"])
    elif intent["bunker"]:
        words = _("I go for the bunker next.")
    else:
        words = _("I head for the bunker through sector {sector}.", sector=intent["sector"])
    for need in intent["needs"]:
        if need[0] == "courage" and intent["kind"] == "stuck":
            words += " " + _.n("I need {count} more courage to move on.", "I need {count} more courage to move on.",
                               int(need[1]))
        elif need[0] == "courage":
            words += " " + _.n("I need {count} more courage to get there.", "I need {count} more courage to get there.",
                               int(need[1]))
        elif need[0] == "specialist":
            words += " " + _("I need a {specialist} to enter sector {sector}.",
                             specialist=game_words(need[1]), sector=need[2])
    return words
