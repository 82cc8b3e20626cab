"""The log lines of the core events Stronghold sends, and the game-over reason, in the player's
language. The events and the state keep their English words and codes (the board compares them);
only the text made from them here is translated."""

from __future__ import annotations

import re
from collections.abc import Callable

from game.core.events import (
    CardDrawn,
    Event,
    GameOver,
    Hit,
    PhaseStarted,
    Shuffled,
    TurnStarted,
    UnitMoved,
    ValueChanged,
)
from game.stronghold import words as W
from game.stronghold.events import GloryChanged, UnitsMoved
from game.stronghold.tr import N_, _

SeatName = Callable[[int], str]

_PHASE_EVENT = {f"Phase {p} · {name}": p for p, name in
                {1: "Reserves", 2: "Siege machines", 3: "Equipment", 4: "Training", 5: "Rituals",
                 6: "Dispatch"}.items()}

# what scored glory (GloryChanged.why)
WHY = {"tie-break": N_("tie-break"), "passage of time": N_("passage of time"), "honour guard": N_("honour guard"),
       "demolished walls": N_("demolished walls"), "troll assault": N_("troll assault"),
       "great siege": N_("great siege"), "bloody rituals": N_("bloody rituals"), "breach": N_("breach"),
       "breach excess": N_("breach excess")}
# what hit something (Hit.source)
SOURCES = {"cannon": N_("cannon"), "iron claw": N_("iron claw"), "archers": N_("archers"), "melee": N_("melee"),
           "cauldron": N_("cauldron"), "breach": N_("breach"), "battering ram": N_("battering ram"),
           "trap": N_("trap"), "Explosion": N_("Explosion"), "trench": N_("trench"), "ballista": N_("ballista"),
           "catapult": N_("catapult"), "trebuchet": N_("trebuchet")}
CARDS = {"hit": N_("hit"), "miss": N_("miss")}
WEAPONS = {"cannon": N_("cannon"), "iron claw": N_("iron claw")}


def why_text(why: str) -> str:
    m = re.fullmatch(r"gate (\d+)", why)
    if m:
        return _("gate {n}", n=int(m.group(1)))
    return _(WHY[why]) if why in WHY else why


def _target(target: str) -> str:
    m = re.fullmatch(r"gate (\d+)", target)
    if m:
        return _("gate {n}", n=int(m.group(1)))
    return target


def _card(card: str | None) -> str:
    if card is None:
        return _("a card")
    if card in CARDS:
        return _(CARDS[card])
    return _(" or ").join(W.unit(c) for c in card.split(" or "))


def _deck(source: str) -> str:
    m = re.fullmatch(r"defender hit deck \((.+)\)", source)
    if m:
        who = m.group(1)
        return _("defender hit deck ({weapon})", weapon=_(WEAPONS[who]) if who in WEAPONS else who)
    m = re.fullmatch(r"(\S+) machine deck", source)
    if m:
        return _("{place} machine deck", place=m.group(1))
    return _(source)


def phase_event_name(name: str) -> str:
    if name in _PHASE_EVENT:
        p = _PHASE_EVENT[name]
        return _("Phase {n} · {name}", n=p, name=_(name.split(" · ", 1)[1]))
    return _(name)


def reason_text(reason: str) -> str:
    """The game-over reason the state keeps (English) in the player's language."""
    m = re.fullmatch(r"the fortress fell; glory (\d+) : (\d+)", reason)
    if m:
        return _("the fortress fell; glory {att} : {dfn}", att=int(m.group(1)), dfn=int(m.group(2)))
    m = re.fullmatch(r"the fortress fell but the defence earned more glory \((\d+) : (\d+)\)", reason)
    if m:
        return _("the fortress fell but the defence earned more glory ({att} : {dfn})",
                 att=int(m.group(1)), dfn=int(m.group(2)))
    m = re.fullmatch(r"the fortress held for (\d+) rounds", reason)
    if m:
        return _.n("the fortress held for {count} round", "the fortress held for {count} rounds", int(m.group(1)))
    if reason == "the fortress fell in the tie-break Assault":
        return _("the fortress fell in the tie-break Assault")
    if reason == "the fortress held in the tie-break Assault":
        return _("the fortress held in the tie-break Assault")
    return reason


def core_event_text(event: Event, name: SeatName) -> str | None:
    """The log line of a core event as Stronghold sends it, or None for the default wording."""
    if isinstance(event, GameOver):
        reason = reason_text(event.reason)
        if not event.winners:
            return _("Game over: {reason}", reason=reason)
        players = ", ".join(name(w) for w in event.winners)
        return _.n("Game over: {players} wins — {reason}", "Game over: {players} win — {reason}",
                   len(event.winners), players=players, reason=reason)
    if isinstance(event, PhaseStarted):
        phase = phase_event_name(event.name)
        return _("Round {round}: {name}", round=event.round, name=phase) if event.round else phase
    if type(event) is TurnStarted:
        who = _(event.name) if event.name else name(event.seat)
        return _("{name} to play", name=who)
    if isinstance(event, GloryChanged):
        why = why_text(event.why)
        what = (_("defender glory ({why})", why=why) if event.side == "def"
                else _("attacker glory ({why})", why=why))
        return _("{name} {delta} (now {total})", name=what, delta=f"{event.delta:+d}", total=event.total)
    if isinstance(event, ValueChanged):
        values = {"name": _(event.name), "delta": f"{event.delta:+d}", "total": event.total}
        if event.seat is None:
            return _("{name} {delta} (now {total})", **values)
        return _("{who}: {name} {delta} (now {total})", who=name(event.seat), **values)
    if isinstance(event, Hit):
        target = _target(event.target)
        if event.source:
            source = _(SOURCES[event.source]) if event.source in SOURCES else event.source
            return _("{source} hits {target} ({amount})", source=source, target=target, amount=event.amount)
        return _("Hit on {target} ({amount})", target=target, amount=event.amount)
    if isinstance(event, CardDrawn) and event.seat is None:
        return _("The game draws {card} from {source}", card=_card(event.card), source=_deck(event.source))
    if isinstance(event, Shuffled):
        return _("{pile} shuffled", pile=_(event.pile))
    if isinstance(event, UnitMoved) and not isinstance(event, UnitsMoved):
        places = [W.place_name(p) for p in event.path]   # the board's printed names, not its ids
        if len(places) == 2:
            return _("{unit} moves from {start} to {end}", unit=W.unit(event.unit), start=places[0], end=places[1])
        return _("{unit} moves {path}", unit=W.unit(event.unit), path=" → ".join(places))
    return None


__all__ = ["core_event_text", "reason_text", "why_text"]
