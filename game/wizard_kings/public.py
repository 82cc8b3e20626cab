"""What the other armies read about an army's decisions.

Blocks stand face down (2.0): their kind and strength are their owner's secret, and the whole of
a deployment or a build phase is given as hidden orders revealed together (1.22, 6.0 [DD]). An
action's own label names the block, the city and the gold; another seat reads it without them.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.events import (
    DiceRolled,
    Event,
    GameOver,
    Hit,
    PhaseStarted,
    StepLost,
    ValueChanged,
    seen_text,
)
from game.core.types import Action
from game.wizard_kings import names, words
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
from game.wizard_kings.tr import N_, _

# Decisions given in secret (deployment and building): the words another seat reads instead.
UNSEEN = {
    Deploy: N_("Deploy a block"),
    DeployStep: N_("Add a step to a block"),
    BuildUnit: N_("Build a block"),
    BuildStep: N_("Add a step to a block"),
    BuildArtifact: N_("Buy an artifact"),
    Cash: N_("Cash in a step of treasure"),
    Merge: N_("Move a step from one block to another"),
    GiveUpGold: N_("Give up some unspent gold"),
    HealStep: N_("Give a step of the Heal to a unit"),   # who gained is the owner's (visibility during movement)
}


def public_label(state: WKState, action: Action, viewer: int | None) -> str:
    return words.readable(state, named(state, _words(state, action, viewer)), viewer)


def _words(state: WKState, action: Action, viewer: int | None) -> str:
    if viewer == action.seat:
        return words.describe(state, action, viewer)   # its own words, places by name
    secret = UNSEEN.get(type(action))
    if secret is not None:
        return _(secret)
    if isinstance(action, Disband) and state.units.get(action.unit, [0] * 8)[FL] & FRESH:
        return _("Disband a block")   # built this phase: still a hidden order (6.0 [DD])
    if isinstance(action, ChooseCapital):
        # 7.4: the five blocks deploy there hidden, like any deployment
        return _("Found the {army} capital", army=names.army(action.army))
    return words.describe(state, action, viewer)


_PLAYER = re.compile(r"\b(?:[Pp]layer|[Hh]ráč) (\d+)\b")


def named(state: WKState, text: str) -> str:
    """Seats by their armies ("Offer the Elves an alliance"), once the armies are chosen."""
    def army(m: re.Match[str]) -> str:
        seat = int(m.group(1)) - 1
        name = state.armies[seat] if 0 <= seat < len(state.armies) else ""
        if not name or _PLAYER.fullmatch(name):
            return m.group(0)
        return _("the {army}", army=names.army(name))

    return _PLAYER.sub(army, text)


def event_text(state: WKState, event: Event, viewer: int | None, name: Any) -> str:
    """``event``'s log line for ``viewer``: blocks in its words (``words.readable``)."""
    return words.readable(state, _event_text(state, event, viewer, name), viewer)


def _event_text(state: WKState, event: Event, viewer: int | None, name: Any) -> str:
    # a city's gold is its owner's secret while the build orders are hidden (6.0 [DD])
    if (isinstance(event, ValueChanged) and event.name == "gold" and event.seat is not None
            and event.seat != viewer and state.phase == "build"):
        return _("{army} change their gold", army=name(event.seat))
    own = _own_words(state, event, viewer, name)
    if own is not None:
        return own
    text = seen_text(event, viewer, name, True)
    if isinstance(event, DiceRolled | GameOver):
        # the armies are plural: "the Elves roll", "the Orcs win"
        for army in set(state.armies):
            text = text.replace(f"{army} rolls", f"{army} roll").replace(f"{army} wins", f"{army} win")
    return text


def _own_words(state: WKState, event: Event, viewer: int | None, name: Any) -> str | None:
    """The log lines of the shared events the engine words itself (in the player's language):
    a roll and what it was for, a phase, a hit, a loss, the end of the game. None: the shared
    wording."""
    if isinstance(event, GameOver):
        from game.wizard_kings.scenarios import reason_text

        reason = reason_text(event.reason)
        if not event.winners:
            return _("Game over: {reason}", reason=reason)
        who = ", ".join(name(w) for w in event.winners)
        return _("Game over: {armies} win — {reason}", armies=who, reason=reason)
    if isinstance(event, DiceRolled) and event.seat is not None and not event.faces:
        shown = " ".join(str(v) for v in event.values)
        if not event.purpose:
            return _("{army} roll: {dice}", army=name(event.seat), dice=shown)
        purpose = names.purpose(event.purpose)
        return _("{army} roll for {purpose}: {dice}", army=name(event.seat), purpose=purpose, dice=shown)
    if isinstance(event, DiceRolled) and event.seat is None and not event.faces:
        shown = " ".join(str(v) for v in event.values)
        purpose = names.purpose(event.purpose)
        return _("Roll for {purpose}: {dice}", purpose=purpose, dice=shown) if event.purpose else \
            _("Roll: {dice}", dice=shown)
    if isinstance(event, ValueChanged) and event.name == "gold" and event.seat is not None:
        return _("{army}: gold {delta} (now {total})", army=name(event.seat), delta=f"{event.delta:+d}",
                 total=event.total)
    if isinstance(event, words.Moved) and event.where:
        return _("{unit} {where}", unit=names.unit_words(event.unit), where=event.where)
    if isinstance(event, PhaseStarted):
        phase = _(event.name)
        return _("Turn {n}: {phase}", n=event.round, phase=phase) if event.round else phase
    if isinstance(event, StepLost) and type(event).text is StepLost.text and event.noun == "step" \
            and event.fate == "eliminated":
        if event.eliminated:
            return _.n("{unit} loses {count} step and is eliminated", "{unit} loses {count} steps and is eliminated",
                       event.steps, unit=names.unit_words(event.unit))
        return _.n("{unit} loses {count} step", "{unit} loses {count} steps", event.steps,
                   unit=names.unit_words(event.unit))
    if isinstance(event, Hit) and type(event).text is Hit.text:
        if event.source:
            return _("{source} hits {target} ({amount})", source=names.unit_words(event.source),
                     target=names.unit_words(event.target), amount=event.amount)
        return _("Hit on {target} ({amount})", target=names.unit_words(event.target), amount=event.amount)
    return None
