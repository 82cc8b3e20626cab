"""The round and turn structure (§4.2–§4.4, §4.6): concentration, grimoire, action and
recuperation phases, monsters arriving, round ends with bonus or penalty, elimination, win/loss."""

from __future__ import annotations

from game.core.events import GameOver, PhaseStarted, TurnStarted
from game.madness.data import (
    CURSE_DECK_MULTI,
    CURSE_EFFECTS,
    CURSES,
    ELIMINATION_MADNESS,
    HAND_SIZE,
    MADNESS,
    PAGES,
    ROUND_TRACK,
    ROUNDS,
    SLOT_SPACE,
    TURNS_PER_ROUND,
    WIZARD_NAMES,
    curse_label,
)
from game.madness.effects import pick, push_effect, unneutralize_m1
from game.madness.events import CurseTriggered, MonsterArrived, Told, WizardScared
from game.madness.machine import auto
from game.madness.state import NEUTRAL, USED, WON, MadnessState
from game.madness.tr import N_, en
from game.madness.zones import draw, lose, note


@auto("turn")
def _turn(s: MadnessState, t: tuple) -> None:
    s.tasks.pop()
    s.turn += 1
    s.power_used = 0
    s.harold_used = 0
    s.events.append(TurnStarted(s.active, f"P{s.active + 1} ({WIZARD_NAMES[s.wizards[s.active]]})"))
    # §4.11 a power is used "during your turn": also before the grimoire phase and after the
    # recuperation draw, not only between actions
    p = s.active
    s.tasks.extend((("end_turn",), ("power", p, "recup"), ("recup",), ("action",), ("grimoire",),
                    ("power", p, "grimoire"), ("concentration",)))


@auto("concentration")
def _concentration(s: MadnessState, t: tuple) -> None:
    """§4.3: the active player's used spells are refreshed; neutralized ones are not."""
    s.tasks.pop()
    s.events.append(PhaseStarted(N_("Concentration phase"), s.round))
    p = s.active
    s.spells[p] = [e & ~USED if not e & NEUTRAL else e for e in s.spells[p]]


@auto("grimoire")
def _grimoire(s: MadnessState, t: tuple) -> None:
    """§4.4: advance the invocation marker and resolve the space reached."""
    s.tasks.pop()
    s.events.append(PhaseStarted(N_("Grimoire phase"), s.round))
    if s.round == 0:  # the very first turn: open the grimoire
        s.tasks.append(("new_monster",))
        return
    s.marker += 1
    if s.marker <= TURNS_PER_ROUND:
        s.tasks.append(("grimoire_end",))
        for slot in range(4, -1, -1):  # space 3: the left curse resolves completely first
            if SLOT_SPACE[slot] == s.marker and s.track[slot] >= 0:
                s.tasks.append(("curse", slot))
        return
    end_of_round(s)


def end_of_round(s: MadnessState) -> None:
    """Marker reaches the Invocation space (§4.4 steps 1–5)."""
    defeated = all(c < 0 for c in s.track)  # a neutralized curse still counts (§4.9)
    s.marker = 0
    if s.round >= ROUNDS:
        if defeated:
            s.over = WON
            s.reason = N_("the final monster is defeated")
            s.events.append(GameOver(tuple(range(s.n)), s.reason))
        else:
            lose(s, N_("the final monster was not defeated"))
        return
    page = s.pages[s.round]  # the right-hand page: front of the next card (§4.10)
    s.tasks.append(("new_monster",))
    s.tasks.append(("round_cleanup",))
    if defeated:
        note(s, N_("The {monster} is defeated!"), monster=PAGES[s.pages[s.round - 1]][1])
        push_effect(s, "B", page, -1)
    else:
        note(s, N_("The {monster} was not defeated: penalty"), monster=PAGES[s.pages[s.round - 1]][1])
        push_effect(s, "P", page, -1)


@auto("round_cleanup")
def _round_cleanup(s: MadnessState, t: tuple) -> None:
    """§4.4 step 1 [DD]: unbroken curses to the bottom of their decks in slot order, face up,
    tokens removed, madness under them back to the madness deck; step 4: tokens to the pile."""
    s.tasks.pop()
    for slot in range(5):
        code = s.track[slot]
        if code >= 0:
            s.curse_decks[CURSES[code][0]].insert(0, code)
            s.track[slot] = -1
        s.madness += s.track_mad[slot]
        s.track_mad[slot] = 0
        s.track_neutral[slot] = 0
    s.tokens = [0] * 20


@auto("new_monster")
def _new_monster(s: MadnessState, t: tuple) -> None:
    """§4.4 New monster [DD order]: page turned, round marker down, multi-element curses, element
    curses in icon order, then the arrival effect (and, in round 6, the last page's)."""
    s.tasks.pop()
    s.round += 1
    s.marker = 1
    unneutralize_m1(s)  # §7 item 33: spells neutralized by M1 flip back now
    page = s.pages[s.round - 1]
    label, icons = PAGES[page][1], PAGES[page][2]
    s.events.append(MonsterArrived(f"The {label} arrives", s.round, page=page))
    wanted = [CURSE_DECK_MULTI] * ROUND_TRACK[s.difficulty][s.round - 1] + list(icons)
    slot = 0
    for deck in wanted:
        src = s.curse_decks[deck]
        if not src:  # §4.4 [DD] guard: take a multi-element curse instead, else nothing
            src = s.curse_decks[CURSE_DECK_MULTI]
            if not src:
                slot += 1
                continue
        if slot >= 5:
            break
        s.track[slot] = src.pop()
        s.events.append(Told(f"{article(curse_label(s.track[slot], en))} on space {SLOT_SPACE[slot]}",
                             N_("{curse} on space {n}"), (("curse", s.track[slot]), ("n", SLOT_SPACE[slot]))))
        slot += 1
    if s.round == ROUNDS:
        push_effect(s, "L", 0, -1)
    push_effect(s, "A", page, -1)


def article(words: str) -> str:
    return ("An " if words[0] in "aeiou" else "A ") + words


@auto("curse")
def _curse(s: MadnessState, t: tuple) -> None:
    """§4.4: a face-up curse on the reached space triggers once."""
    s.tasks.pop()
    slot = t[1]
    code = s.track[slot]
    if code < 0 or s.track_neutral[slot]:
        return
    s.events.append(CurseTriggered(CURSE_EFFECTS[CURSES[code][1]][0], 1, True, curse_label(code, en), slot=slot,
                                   code=code))
    push_effect(s, "C", code, -1)


@auto("grimoire_end")
def _grimoire_end(s: MadnessState, t: tuple) -> None:
    """§4.9 [DD]: a neutralized curse flips face up at the end of the next turn's grimoire phase."""
    s.tasks.pop()
    for slot in range(5):
        if s.track_neutral[slot] and s.track_neutral[slot] < s.turn:
            s.track_neutral[slot] = 0


@auto("recup")
def _recup(s: MadnessState, t: tuple) -> None:
    """§4.6: exactly 6 cards in hand; madness may not be discarded."""
    s.tasks.pop()
    s.events.append(PhaseStarted(N_("Recuperation phase"), s.round))
    p = s.active
    h = len(s.hand[p])
    if h < HAND_SIZE:
        draw(s, p, HAND_SIZE - h)
    elif h > HAND_SIZE:
        k = min(h - HAND_SIZE, h - s.hand[p].count(MADNESS))
        if k > 0:
            pick(s, p, p, "discard", k, "nonM", "H")


def eliminate(s: MadnessState, p: int) -> None:
    """§4.6: all belongings leave the game (§7 items 17, 28)."""
    for zone in (s.deck, s.hand, s.discard, s.support):
        for c in zone[p]:
            s.gone[c] += 1
        zone[p].clear()
    s.gone_spells.extend(e >> 2 for e in s.spells[p])
    s.spells[p] = []
    s.m1_neutral = [k for k in s.m1_neutral if k // 64 != p]
    s.eliminated[p] = True
    s.events.append(WizardScared(f"P{p + 1} ({WIZARD_NAMES[s.wizards[p]]})", 1, True, seat=p))


@auto("end_turn")
def _end_turn(s: MadnessState, t: tuple) -> None:
    s.tasks.pop()
    p = s.active
    if s.hand[p].count(MADNESS) >= ELIMINATION_MADNESS:
        eliminate(s, p)
        if all(s.eliminated):
            lose(s, N_("every wizard has been scared to death"))
            return
    # §4.2.2 five-player variant: the last player of a round also opens the next one.
    if not (s.variant5 and s.n == 5 and s.marker == TURNS_PER_ROUND and not s.eliminated[p]):
        q = (p + 1) % s.n
        while s.eliminated[q]:
            q = (q + 1) % s.n
        s.active = q
    s.tasks.append(("turn",))

