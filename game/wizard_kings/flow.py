"""The turn's flow (4.0-6.0) as the machine's ops: deployment, initiative, movement turns and
their spells, the Combat phase's battles and the decisions they raise, the Build phase, and the
automatic steps between decisions (``settle``)."""

from __future__ import annotations

from typing import Any

from game.core.events import DiceRolled, Event, Note, PhaseStarted, Secret, TurnStarted
from game.core.types import Action
from game.wizard_kings import alliances, artifacts, build, combat, legal, names, words
from game.wizard_kings import movement as mv
from game.wizard_kings import scenarios as sc
from game.wizard_kings.actions import (
    ArtifactSpell,
    BuildArtifact,
    CastSpell,
    Deploy,
    DeployDone,
    DeployStep,
    DropArtifact,
    EndBuild,
    EndMovement,
    EndRegroup,
    Fire,
    HealStep,
    Hold,
    KeepCarriers,
    LeaveArtifact,
    Move,
    MoveSpell,
    NavalMove,
    PassArtifact,
    PickUpArtifact,
    Pin,
    Retreat,
    Ritual,
    WaitTurn,
    Wield,
)
from game.wizard_kings.board import WATER
from game.wizard_kings.data import (
    ARTIFACTS,
    BLOCKS,
    HEAL_HIGH_STEPS,
    HEAL_LOW_STEPS,
    SPELLS,
)
from game.wizard_kings.machine import MACHINE, Decision, wait
from game.wizard_kings.records import (
    BattleSpell,
    Capture,
    Carry,
    Choice,
    DispelChance,
    HealSteps,
    Hits,
    Leave,
    MoveSpellCast,
    Order,
    PinChoice,
    Record,
    Side,
    Withdraw,
    replace_top,
)
from game.wizard_kings.state import (
    ACTED,
    BLK,
    CAST,
    DAZED,
    FL,
    FRESH,
    HANDED,
    HASTE,
    MOVED,
    OWN,
    PINNED,
    POS,
    REGROUPED,
    RESERVE,
    STR,
    TURN_FLAGS,
    WAITED,
    WKState,
)
from game.wizard_kings.tr import _

Hex = tuple[int, int]


# ------------------------------------------------------------------ the movement turn's own decisions' options
def _pin_options(state: WKState, seat: int) -> list[Action]:
    h = state.pending[-1].hex
    return [Pin(seat, uid) for uid, u in state.units.items()
            if u[OWN] == seat and u[POS] == h and not u[FL] & PINNED]


def _heal_options(state: WKState, seat: int) -> list[Action]:
    top = state.pending[-1]
    return [HealStep(seat, uid) for uid in heal_targets(state, top)]


def heal_targets(state: WKState, top: HealSteps) -> list[str]:
    """2.2 Heal: the seat's damaged units in the caster's hex, the caster aside."""
    seat, h, caster = top.seat, top.hex, top.caster
    return [uid for uid, u in state.units.items() if u[OWN] == seat and u[POS] == h and uid != caster
            and u[STR] < BLOCKS[u[BLK]].max]


# ------------------------------------------------------------------ perform
def perform(state: WKState, action: Action) -> list[Event]:
    """Apply a legal action: the pending decision's answer, else the phase's own turn; then the
    automatic steps up to the next decision."""
    state.cache = None
    events: list[Event] = []
    seat = action.seat
    if isinstance(action, alliances.ALLIANCE_ACTIONS):
        alliances.perform(state, action, events)   # 4.9: offer, answer, end
    elif state.pending:
        MACHINE.decide(state, action, events)
    elif state.phase == "deploy":
        _do_deploy(state, action, events)
    elif state.phase == "move":
        _do_move(state, action, events)
    elif state.phase == "combat":
        _do_combat_turn(state, action, events)
    elif state.phase == "build":
        if isinstance(action, EndBuild):
            build.finish(state, seat, events)
            state.cur += 1
            if state.cur >= len(state.order):
                _end_build(state, events)
            else:
                build.begin(state, state.order[state.cur], events)
        else:
            build.perform(state, action, events)
    settle(state, events)
    sc.sync_shared_stock(state)   # Table 2-C [DD]: one copy of each Chaos / were / artifact label
    alliances.sync_holders(state)  # 6.0 [DD]: who holds a city allies share
    return events


# ------------------------------------------------------------------ deploy (1.22)
def _do_deploy(state: WKState, action: Action, events: list[Event]) -> None:
    seat = action.seat
    if isinstance(action, Deploy):
        blk = BLOCKS[action.block]
        state.budget[seat] -= blk.cost
        build.new_unit(state, seat, action.block, action.city)
        where = mv.board(state).hex_name(action.city)
        events.append(Secret(_("{army} deploy a {block} in {place}", army=names.seat_army(state, seat),
                               block=_(blk.name), place=where), seat,
                             _("{army} deploy a block", army=names.seat_army(state, seat))))
    elif isinstance(action, BuildArtifact):
        artifacts.deploy(state, seat, action.artifact, action.carrier)
    elif isinstance(action, DeployStep) and action.unit in state.arts:
        a = state.arts[action.unit]
        state.budget[seat] -= ARTIFACTS[a[0]].cost
        a[3] += 1
    elif isinstance(action, DeployStep):
        u = state.units[action.unit]
        state.budget[seat] -= BLOCKS[u[BLK]].cost
        u[STR] += 1
    elif isinstance(action, DeployDone):
        state.budget[seat] = 0
        state.cur += 1
        if state.cur >= len(state.order):
            start_turn(state, events)


# ------------------------------------------------------------------ turn structure: initiative and movement (4.1-4.8)
def start_turn(state: WKState, events: list[Event]) -> None:
    if state.phase == "deploy":
        for u in state.units.values():
            u[FL] &= ~FRESH   # 1.22 [DD]: deployments are revealed (as block counts) together
    state.phase = "move"
    n = state.players
    if state.scenario == "isle_of_the_dead":
        order = [0, 1]   # 7.1.2: the undead always move second
    elif state.scenario == "barbarian_raid" and state.turn == 1:
        order = [1, 0]   # 7.2: the Barbarians move first in turn 1
    else:
        order = _initiative(state, events)
    state.order = order
    state.initiative = list(order)
    events.append(TurnStarted(order[0], _("Turn {n}: {army} have the initiative", n=state.turn,
                                           army=names.seat_army(state, order[0]))))
    events.append(PhaseStarted("Movement", state.turn, "Turn"))
    state.port_start = [mv.friendly_ports(state, s) for s in range(n)]
    state.port_used = {}
    state.cur = 0
    _begin_move_turn(state, events)


def _initiative(state: WKState, events: list[Event]) -> list[int]:
    """4.1: 2d6 each, only the players tied for the highest total reroll."""
    rolling = list(range(state.players))
    while True:
        totals = {}
        for s in rolling:
            dice = state.rng.dice(2)
            totals[s] = sum(dice)
            events.append(DiceRolled(s, tuple(dice), purpose="initiative"))
        best = max(totals.values())
        rolling = [s for s in rolling if totals[s] == best]
        if len(rolling) == 1:
            first = rolling[0]
            return [(first + i) % state.players for i in range(state.players)]


def _begin_move_turn(state: WKState, events: list[Event]) -> None:
    while state.cur < len(state.order):
        seat = state.order[state.cur]
        if state.scenario == "barbarian_raid" and state.turn == 1 and state.armies[seat] == "Amazons":
            events.append(Note(_("The Amazons do not move in turn 1")))
            state.cur += 1
            continue
        occ = mv.occupancy(state)
        for h, need in reversed(mv.pin_demands(state, occ, seat)):
            mine = occ[h][seat]
            if need >= len(mine):
                for uid in mine:
                    state.units[uid][FL] |= PINNED
            else:
                state.pending.append(PinChoice(seat=seat, hex=h, left=need))
        return
    start_combat(state, events)


def _do_move(state: WKState, action: Action, events: list[Event]) -> None:
    seat = action.seat
    if isinstance(action, EndMovement):
        state.cur += 1
        _begin_move_turn(state, events)
        return
    if isinstance(action, Move):
        _place_moved(state, action.unit, action.path, events)
    elif isinstance(action, NavalMove):
        u = state.units[action.unit]
        start = u[POS]
        state.port_used[start] = state.port_used.get(start, 0) + 1
        dest = action.path[-1]
        state.port_used[dest] = state.port_used.get(dest, 0) + 1
        u[POS] = dest
        u[FL] |= MOVED
        events.append(words.moved(state, seat, f"{action.unit} ({state.armies[seat]})",
                                  (start,) + action.path))
    elif isinstance(action, MoveSpell):
        _do_move_spell(state, action, events)
    elif isinstance(action, PassArtifact):
        state.units[state.arts[action.artifact][2]][FL] |= HANDED
        state.arts[action.artifact][2] = action.unit
        events.append(Note(_("{army} hand an artifact to another unit", army=names.seat_army(state, seat))))
    elif isinstance(action, DropArtifact):
        state.units[state.arts[action.artifact][2]][FL] |= HANDED   # it takes none back this turn
        artifacts.drop(state, action.artifact, events)
    elif isinstance(action, PickUpArtifact):
        artifacts.pick_up(state, action.artifact, action.unit, events)


def _place_moved(state: WKState, uid: str, path: tuple[Hex, ...], events: list[Event]) -> None:
    u = state.units[uid]
    seat = u[OWN]
    occ = mv.occupancy(state)
    start = u[POS]
    dest = path[-1]
    prev = path[-2] if len(path) > 1 else start
    here = occ.get(dest, {})
    enemies = [s for s in here if s != seat and not mv.allied(state, s, seat)]
    blk = BLOCKS[u[BLK]]
    if enemies or (seat in here and mv.at_war(state, here)):
        if enemies and state.attacker_of.get(dest) not in here:
            state.attacker_of[dest] = seat   # 5 sidebar: whoever enters an occupied hex attacks
        state.seq += 1
        state.entries.setdefault(dest, []).append([uid, seat, prev, blk.water, mv.counts_for_limits(blk)])
        if state.opts.get("reserves") and state.attacker_of.get(dest) != seat:
            u[FL] |= RESERVE   # optional rule: reinforcements of an attacked hex are reserves
    u[POS] = dest
    u[FL] |= MOVED
    events.append(words.moved(state, seat, f"{uid} ({state.armies[seat]})", (start,) + tuple(path)))


def _do_move_spell(state: WKState, action: MoveSpell, events: list[Event]) -> None:
    seat = action.seat
    u = state.units[action.wizard]
    sp = SPELLS[action.spell]
    u[FL] |= CAST
    events.append(combat.SpellCast(_("{wizard} casts {spell}", wizard=action.wizard, spell=names.spell(action.spell))))
    caster_hex = u[POS]
    if u[STR] <= sp.level:
        combat.eliminate(state, action.wizard, events, _("{unit} spends its last steps", unit=action.wizard))
    else:
        u[STR] -= sp.level
    state.pending.append(MoveSpellCast(seat=seat, spell=action.spell, target=action.target, dest=action.dest,
                                       caster_hex=caster_hex, wizard=action.wizard))
    if state.opts.get("dispel"):
        # 2.2 Dispel [DD]: an opposed wizard in the caster's hex may answer a Movement-phase spell
        occ = mv.occupancy(state)
        cands = sorted(x for s2, uids in occ.get(caster_hex, {}).items() if s2 != seat for x in uids
                       if BLOCKS[state.units[x][BLK]].wizard)
        if cands:
            state.pending.append(DispelChance(seat=state.units[cands[0]][OWN], wizards=cands, spell=action.spell))
    MACHINE.run(state, events)


def _move_spell_effect(state: WKState, top: MoveSpellCast, events: list[Event]) -> None:
    _kind, seat, spell, target, dest, caster_hex, wizard = top
    if spell == "HASTE":
        if target in state.units:
            state.units[target][FL] |= HASTE
    elif spell == "TELEPORT":
        if target in state.units and dest is not None:
            t = state.units[target]
            events.append(words.moved(state, seat, f"{target} ({state.armies[seat]})", (t[POS], dest)))
            t[POS] = dest
            t[FL] |= MOVED
    elif spell == "HEAL":
        die = state.rng.die()
        events.append(DiceRolled(seat, (die,), purpose="Heal"))
        steps = HEAL_LOW_STEPS if die <= 3 else HEAL_HIGH_STEPS
        heal = HealSteps(seat=seat, hex=caster_hex, left=steps, caster=wizard)
        if heal_targets(state, heal):
            state.pending.append(heal)


# ------------------------------------------------------------------ combat phase (5.0-5.1)
def start_combat(state: WKState, events: list[Event]) -> None:
    state.phase = "combat"
    events.append(PhaseStarted("Combat", state.turn, "Turn"))
    occ = mv.occupancy(state)
    state.battles = sorted(h for h, here in occ.items() if mv.at_war(state, here))
    for u in state.units.values():
        u[FL] &= ~PINNED
    next_battle(state, events)


def next_battle(state: WKState, events: list[Event]) -> None:
    occ = mv.occupancy(state)
    state.battles = [h for h in state.battles if mv.at_war(state, occ.get(h, {}))]
    for p in state.order:
        mine = combat.battles_of(state, p)
        if not mine:
            continue
        if len(mine) == 1:
            combat.start_battle(state, mine[0], events)
        else:
            state.pending.append(Choice("choose", p))   # 5.1: the attacker picks his next battle
        return
    _start_build(state, events)


# ------------------------------------------------------------------ the stack's decisions
# Each kind declares who decides (the record's seat), its options, its answer, and
# whether it is still due when the machine reaches it (``ready``: it may tidy its task, drop
# it, or act on it when nobody has a choice).

def _seat(s: WKState, t: Record) -> int:
    return t.seat


def _battle(options: Any) -> Any:
    """A battle decision's options, with ending an alliance beside them (4.9: at any time)."""
    return lambda s, t: legal.any_time(s, t.seat, options(s, t))


def _declare(kind: str, answer: Any, ready: Any = wait, options: Any = None) -> None:
    MACHINE.decision(kind, Decision(_seat, options, answer, ready=ready))


def _answer_pin(state: WKState, top: PinChoice, action: Action, events: list[Event]) -> None:
    state.units[action.unit][FL] |= PINNED
    top = replace_top(state.pending, left=top.left - 1)
    if top.left <= 0:
        state.pending.pop()


def _answer_heal(state: WKState, top: HealSteps, action: Action, events: list[Event]) -> None:
    state.units[action.unit][STR] += 1
    top = replace_top(state.pending, left=top.left - 1)
    if top.left <= 0 or not heal_targets(state, top):
        state.pending.pop()


def _heal_due(state: WKState, top: HealSteps, events: list[Event]) -> bool:
    if top.left > 0 and heal_targets(state, top):
        return True
    state.pending.pop()
    return False


_declare("pin", _answer_pin, options=lambda s, t: _pin_options(s, t.seat))
_declare("heal", _answer_heal, _heal_due, options=lambda s, t: _heal_options(s, t.seat))
_declare("ally_offer", lambda s, t, action, events: alliances.perform(s, action, events),
         options=lambda s, t: alliances.answer_options(s, t.seat))


@MACHINE.auto("mspell")
def _mspell(state: WKState, top: MoveSpellCast, events: list[Event]) -> None:
    """A Movement-phase spell takes effect once no Dispel is pending over it."""
    state.pending.pop()
    _move_spell_effect(state, top, events)


@MACHINE.auto("spell")
def _spell(state: WKState, top: BattleSpell, events: list[Event]) -> None:
    state.pending.pop()
    combat.resolve_spell(state, top, events)


def _answer_choose(state: WKState, top: Choice, action: Action, events: list[Event]) -> None:
    state.pending.pop()
    combat.start_battle(state, action.hex, events)


def _answer_hits(state: WKState, top: Hits, action: Action, events: list[Event]) -> None:
    top = replace_top(state.pending, left=top.left - 1)
    combat.apply_hit(state, action.unit, bool(top.spell), events, top.source)


def _hits_due(state: WKState, top: Hits, events: list[Event]) -> bool:
    """5.32: each hit goes to the strongest unit; only a tie is the owner's choice."""
    if top.left <= 0:
        state.pending.pop()
        return False
    si = combat.side_index(state, top.seat)
    if state.battle["shield"][si] > 0:
        state.battle["shield"][si] -= 1
        replace_top(state.pending, left=top.left - 1)
        events.append(Note(_("SHIELD cancels a hit")))
        return False
    cands = combat.hit_candidates(state)
    if not cands:
        state.pending.pop()
        events.append(Note(_.n("{count} hit lost: no unit can take it", "{count} hits lost: no unit can take them",
                                top.left)))
        return False
    if len(cands) > 1:
        # between allied owners the side leader chooses (4.9 [DD]); allied units are commanded
        # by their owner
        owners = {state.units[x][OWN] for x in cands}
        leader = combat.side_seats(state, combat.side_index(state, top.seat))[0]
        replace_top(state.pending, seat=owners.pop() if len(owners) == 1 else leader)
        return True
    top = replace_top(state.pending, left=top.left - 1)
    combat.apply_hit(state, cands[0], bool(top.spell), events, top.source)
    return False


def _answer_withdraw(state: WKState, top: Withdraw, action: Action, events: list[Event]) -> None:
    state.pending.pop()
    combat.do_retreat(state, action.seat, action.unit, action.dest, events)


def _withdraw_due(state: WKState, top: Withdraw, events: list[Event]) -> bool:
    """5.34: a unit a spell cannot take the last step of retreats, or is eliminated."""
    uid = top.unit
    if uid not in state.units or state.units[uid][POS] != state.battle["hex"]:
        state.pending.pop()
        return False
    if combat.retreat_dests(state, mv.occupancy(state), uid, forced=True):
        return True
    state.pending.pop()
    combat.eliminate(state, uid, events, _("{unit} cannot retreat and is eliminated", unit=uid))
    return False


def _answer_dispel(state: WKState, top: DispelChance, action: Action, events: list[Event]) -> None:
    combat.do_dispel(state, action.seat, action.wizard, action.use, events)


def _dispel_due(state: WKState, top: DispelChance, events: list[Event]) -> bool:
    cands = [w for w in top.wizards if w in state.units]
    if not cands:
        state.pending.pop()
        return False
    top = replace_top(state.pending, wizards=cands)
    if state.phase == "combat":
        # 4.9: allied units are commanded by their owner (a movement turn's Dispel keeps the
        # seat it was offered to, as it always has)
        replace_top(state.pending, seat=state.units[cands[0]][OWN])
    return True


def _answer_capture(state: WKState, top: Capture, action: Action, events: list[Event]) -> None:
    state.pending.pop()
    if isinstance(action, LeaveArtifact):
        artifacts.destroy(state, action.artifact, events, _("the winner did not take it"))
    else:
        artifacts.capture(state, action.artifact, action.seat, action.unit, events)


def _capture_due(state: WKState, top: Capture, events: list[Event]) -> bool:
    """2.7 capture rule [DD]: an artifact nobody of the winner's can carry is destroyed (checked
    in the Combat phase; a find in the movement turn waits for its finder)."""
    if state.phase != "combat":
        return True
    if top.artifact in state.arts and artifacts.capture_options(state, top.seat, top.artifact, top.hex):
        return True
    state.pending.pop()
    if top.artifact in state.arts:
        artifacts.destroy(state, top.artifact, events, _("nobody could carry it"))
    return False


def _answer_order(state: WKState, top: Order, action: Action, events: list[Event]) -> None:
    state.pending.pop()
    state.battle["first"] = [state.battle["round"], top.rank, action.owner]   # 5.2 [DD]


def _order_due(state: WKState, top: Order, events: list[Event]) -> bool:
    g = combat.current_group(state) if combat.both_sides_present(state) else None
    if g is not None and combat.order_choice(state, g) == list(top.owners):   # a decoded pair is a tuple
        return True
    state.pending.pop()   # the battle moved on (it ended, or a candidate is gone)
    return False


def _answer_carry(state: WKState, top: Carry, action: Action, events: list[Event]) -> None:
    # 2.7: a carrier change between combat rounds, each artifact at most once per break
    if isinstance(action, KeepCarriers):
        state.pending.pop()
        return
    top.moved.append(action.artifact)
    if isinstance(action, DropArtifact):
        artifacts.drop(state, action.artifact, events)
    elif isinstance(action, PickUpArtifact):
        artifacts.pick_up(state, action.artifact, action.unit, events)
    else:
        state.arts[action.artifact][2] = action.unit
        events.append(Note(_("{army} hand an artifact to another unit", army=names.seat_army(state, action.seat))))


def _carry_due(state: WKState, top: Carry, events: list[Event]) -> bool:
    if artifacts.carry_options(state, top.seat, top.hex, top.moved):
        return True
    state.pending.pop()   # nothing (left) to change for this player
    return False


def _answer_side(state: WKState, top: Side, action: Action, events: list[Event]) -> None:
    state.pending.pop()
    state.battle["sides"][action.seat] = 0 if action.attacker else 1
    who = names.seat_army(state, action.seat)
    events.append(Note(_("{army} join the battle on the attacker's side", army=who) if action.attacker
                       else _("{army} join the battle on the defender's side", army=who)))
    b = state.battle
    for x in sorted(mv.friends(state, action.seat) - {action.seat}):
        decided = x in (b["att"], b["dfn"]) or b["sides"][x] >= 0
        if decided and combat.side_index(state, x) != b["sides"][action.seat]:
            alliances.end(state, action.seat, x, events)   # 4.9: siding against an ally ends it


def _side_due(state: WKState, top: Side, events: list[Event]) -> bool:
    if any(u[OWN] == top.seat and u[POS] == top.hex for u in state.units.values()):
        return True
    state.pending.pop()
    return False


def _answer_leave(state: WKState, top: Leave, action: Action, events: list[Event]) -> None:
    u = state.units[action.unit]
    events.append(words.moved(state, action.seat, f"{action.unit} ({state.armies[action.seat]})", (u[POS], action.dest)))
    u[POS] = action.dest
    u[FL] |= REGROUPED


def _leave_due(state: WKState, top: Leave, events: list[Event]) -> bool:
    occ = mv.occupancy(state)
    if not combat.leavers(state, occ, top):
        state.pending.pop()
        return False
    if combat.leave_options(state, occ, top.seat):
        return True
    why = _("a flyer cannot stay at sea") if top.at_sea else \
        _("its ally holds the hex")
    for uid in combat.leavers(state, occ, top):
        combat.eliminate(state, uid, events, _("{unit} cannot leave: {why}", unit=uid, why=why))
    state.pending.pop()
    return False


def _answer_regroup(state: WKState, top: Choice, action: Action, events: list[Event]) -> None:
    if isinstance(action, EndRegroup):
        state.pending.pop()
        close_battle(state, events)
        return
    u = state.units[action.unit]
    events.append(words.moved(state, action.seat, f"{action.unit} ({state.armies[action.seat]})",
                              (u[POS], action.dest)))
    u[POS] = action.dest
    u[FL] |= REGROUPED


_declare("choose", _answer_choose, options=_battle(combat.choose_options))
_declare("hits", _answer_hits, _hits_due, _battle(combat.hits_options))
_declare("withdraw", _answer_withdraw, _withdraw_due, _battle(combat.withdraw_options))
_declare("dispel", _answer_dispel, _dispel_due, _battle(combat.dispel_options))
_declare("capture", _answer_capture, _capture_due, _battle(combat.capture_choices))
_declare("order", _answer_order, _order_due, _battle(combat.order_options))
_declare("carry", _answer_carry, _carry_due, _battle(combat.carry_choices))
_declare("side", _answer_side, _side_due, _battle(combat.side_options))
_declare("leave", _answer_leave, _leave_due, _battle(combat.leave_choices))
_declare("regroup", _answer_regroup, options=_battle(combat.regroup_choices))


# ------------------------------------------------------------------ the battle's own turn and what follows it (5.2-5.5)
def _do_combat_turn(state: WKState, action: Action, events: list[Event]) -> None:
    seat = action.seat
    if isinstance(action, Fire):
        combat.do_fire(state, seat, action.unit, action.berserk, events)
    elif isinstance(action, Retreat):
        combat.do_retreat(state, seat, action.unit, action.dest, events)
    elif isinstance(action, Hold):
        state.units[action.unit][FL] |= ACTED
    elif isinstance(action, WaitTurn):
        state.units[action.unit][FL] |= WAITED
    elif isinstance(action, CastSpell):
        combat.do_cast(state, seat, action.wizard, action.spell, action.target, events)
    elif isinstance(action, Ritual):
        combat.do_ritual(state, seat, action.unit, events)
    elif isinstance(action, Wield):
        combat.do_wield(state, seat, action.unit, events)
    elif isinstance(action, ArtifactSpell):
        combat.do_artifact_spell(state, seat, action.unit, action.spell, action.target, events)


def settle(state: WKState, events: list[Event]) -> None:
    """Run automatic steps until some seat must decide."""
    if state.arts:
        artifacts.found(state, events)   # 2.7 [DD]: a dropped artifact an enemy reached
    sc.check_immediate(state, events)
    if state.result is not None:
        return
    if state.phase == "move":
        MACHINE.run(state, events)
    if state.phase != "combat":
        return
    MACHINE.run(state, events)
    sc.check_immediate(state, events)
    if state.result is not None or state.pending or state.battle is None:
        return
    if state.battle.get("closing"):
        close_battle(state, events)
        return
    if combat.battle_step(state, events):
        sc.check_immediate(state, events)
        if state.result is not None:
            return
        _finish_battle(state, events)


def _finish_battle(state: WKState, events: list[Event]) -> None:
    b = state.battle
    occ = mv.occupancy(state)
    here = occ.get(b["hex"], {})
    winner = None
    for si in (0, 1):
        alive = [x for x in combat.side_seats(state, si) if here.get(x)]
        if alive:
            winner = alive[0]   # 4.9: the side leader if still there, else its first ally
    bd = mv.board(state)
    if winner is None:
        for aid in b.get("loot", []):
            if aid in state.arts:
                artifacts.destroy(state, aid, events, _("nobody won the battle"))
        events.append(combat.BattleEvent(_("The battle at {place} leaves the hex empty", place=bd.hex_name(b['hex']))))
        close_battle(state, events)
        return
    events.append(combat.BattleEvent(_("{army} win the battle at {place}", army=names.seat_army(state, winner),
                                       place=bd.hex_name(b['hex']))))
    loot = [aid for aid in b.get("loot", []) if aid in state.arts]
    b["loot"] = []
    captures = []
    for aid in loot:
        if combat.side_index(state, state.arts[aid][1]) != combat.side_index(state, winner):
            captures.append(Capture(seat=winner, artifact=aid, hex=None))   # 2.7 capture rule [DD]: enemies capture, allies do not
        else:
            artifacts.destroy(state, aid, events, _("its carrier was eliminated"))
    if captures or combat.regroup_options(state, occ, winner):
        state.pending.append(Choice("regroup", winner))
        state.pending.extend(reversed(captures))
        MACHINE.run(state, events)
    else:
        close_battle(state, events)


def close_battle(state: WKState, events: list[Event]) -> None:
    b = state.battle
    h = b["hex"]
    if not b.get("closing"):
        here = mv.occupancy(state).get(h, {})
        leave = []
        if len(here) > 1:
            # 4.9 [DD]: allies do not share a hex after their battle: the army that holds it
            # (the original defender, else the first attacker, else the first ally) stays,
            # the others leave like a regroup.
            keep = next(x for x in [b["dfn"], b["att"]] + list(state.order) + sorted(here) if x in here)
            # (lasting allies of the holder stay with him, 4.9)
            leave = [Leave(seat=x, hex=h, at_sea=0) for x in sorted(here) if x != keep and not mv.allied(state, x, keep)]
        bd = mv.board(state)
        if bd.terrain[h] in WATER or (h in bd.cities and bd.cities[h].sea_city):
            # 2.37 / Part 7 item 12 [DD]: flyers that attacked units at sea cannot land there
            leave += [Leave(seat=x, hex=h, at_sea=1) for x in sorted(here)
                      if any(BLOCKS[state.units[u][BLK]].flyer for u in here[x])]
        if leave:
            b["closing"] = True
            state.pending.extend(reversed(leave))
            MACHINE.run(state, events)
            if state.pending:
                return
    for u in state.units.values():
        u[FL] &= ~(ACTED | DAZED | REGROUPED | WAITED)
        if u[POS] == h:
            u[FL] &= ~RESERVE
    if h in state.battles:
        state.battles.remove(h)
    state.battle = None
    sc.check_immediate(state, events)
    if state.result is None:
        next_battle(state, events)


# ------------------------------------------------------------------ build phase (6.0)
def _start_build(state: WKState, events: list[Event]) -> None:
    state.phase = "build"
    state.battle = None
    state.battles = []
    events.append(PhaseStarted("Build", state.turn, "Turn"))
    occ = mv.occupancy(state)
    for s in range(state.players):
        state.vp[s] += sc.controlled_value(state, s, occ)   # 1.23 V3 [DD]
    state.cur = 0
    build.begin(state, state.order[0], events)


def _end_build(state: WKState, events: list[Event]) -> None:
    build.end_of_phase(state, events)
    sc.check_end_of_turn(state, events)
    if state.result is not None:
        return
    state.turn += 1
    for u in state.units.values():
        u[FL] &= ~TURN_FLAGS
    state.entries = {}
    state.attacker_of = {}
    state.port_used = {}
    state.offers = []   # 4.9 [DD]: one alliance offer per partner and turn
    start_turn(state, events)
