"""What the other armies read about an army's decisions.

Blocks stand face down (2.0): their kind and strength are their owner's secret, and the whole of
a deployment or a build phase is given as hidden orders revealed together (1.22, 6.0 [DD]). An
action's own label names the block, the city and the gold; another seat reads it without them.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.events import DiceRolled, Event, GameOver, Note, ValueChanged, seen_text
from game.core.types import Action
from game.wizard_kings import words
from game.wizard_kings.actions import (
    BuildArtifact,
    BuildStep,
    BuildUnit,
    Cash,
    ChooseCapital,
    Deploy,
    DeployStep,
    Disband,
    GiveUpGold,
    HealStep,
    Merge,
)
from game.wizard_kings.state import FL, FRESH, WKState

# Decisions given in secret (deployment and building): the words another seat reads instead.
UNSEEN = {
    Deploy: "Deploy a block",
    DeployStep: "Add a step to a block",
    BuildUnit: "Build a block",
    BuildStep: "Add a step to a block",
    BuildArtifact: "Buy an artifact",
    Cash: "Cash in a step of treasure",
    Merge: "Move a step from one block to another",
    GiveUpGold: "Give up some unspent gold (6.3)",
    HealStep: "Give a step of the Heal to a unit",   # who gained is the owner's (visibility during movement)
}


def public_label(state: WKState, action: Action, viewer: int | None) -> str:
    return named(state, _words(state, action, viewer))


def _words(state: WKState, action: Action, viewer: int | None) -> str:
    if viewer == action.seat:
        return words.describe(state, action, viewer)   # its own words, places by name
    secret = UNSEEN.get(type(action))
    if secret is not None:
        return secret
    if isinstance(action, Disband) and state.units.get(action.unit, [0] * 8)[FL] & FRESH:
        return "Disband a block"   # built this phase: still a hidden order (6.0 [DD])
    if isinstance(action, ChooseCapital):
        # 7.4: the five blocks deploy there hidden, like any deployment
        return f"Found the {action.army} capital"
    return words.describe(state, action, viewer)


_PLAYER = re.compile(r"\b[Pp]layer (\d+)\b")


def named(state: WKState, text: str) -> str:
    """Seats by their armies ("Offer the Elves an alliance"), once the armies are chosen."""
    def army(m: re.Match[str]) -> str:
        seat = int(m.group(1)) - 1
        name = state.armies[seat] if 0 <= seat < len(state.armies) else ""
        return f"the {name}" if name and not _PLAYER.fullmatch(name) else m.group(0)

    return _PLAYER.sub(army, text)


def event_text(state: WKState, event: Event, viewer: int | None, name: Any) -> str:
    # a city's gold is its owner's secret while the build orders are hidden (6.0 [DD])
    if (isinstance(event, ValueChanged) and event.name == "gold" and event.seat is not None
            and event.seat != viewer and state.phase == "build"):
        return Note(f"{name(event.seat)} change their gold").text()
    text = seen_text(event, viewer, name, True)
    if isinstance(event, DiceRolled | GameOver):
        # the armies are plural: "the Elves roll", "the Orcs win"
        for army in set(state.armies):
            text = text.replace(f"{army} rolls", f"{army} roll").replace(f"{army} wins", f"{army} win")
    return text
