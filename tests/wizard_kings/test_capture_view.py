"""2.7 capturing artifacts (optional rule): the seat offered a captured artifact sees it, so every
world the AI builds from its view can play the capture it is offered."""

from __future__ import annotations

from game import registry
from game.core.rng import Rng


def test_the_offered_artifact_is_in_the_finder_s_view_and_its_worlds():
    rules = registry.get("wizard_kings")
    met = 0
    for seed in range(1, 40):
        state = rules.setup({"scenario": "free", "players": 2 + seed % 2, "capture": True, "expansions": True}, seed)
        pick = Rng(seed)
        for _step in range(1500):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            offers = [p for p in state.pending if p[0] == "capture" and p[1] == seat]
            if offers:
                met += 1
                aid = offers[-1][2]
                assert aid in rules.view(state, seat).arts
                for k in range(3):
                    world = rules.determinize(rules.view(state, seat), seat, k)
                    for action in legal:
                        rules.perform(rules.clone(world), action)   # no KeyError in any world
            rules.apply(state, pick.choice(legal))
        if met >= 3:
            break
    assert met >= 1, "no capture met in the seeded games"
