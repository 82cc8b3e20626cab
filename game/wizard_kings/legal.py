"""Legal moves: who decides, the option lists of the phases' own turns (deploy, move) and of
the decision on the stack, the quick legality check of a replay, and why an action is refused."""

from __future__ import annotations

from game.core.hexgrid import distance
from game.core.types import Action
from game.wizard_kings import alliances, artifacts, build, combat, names
from game.wizard_kings import movement as mv
from game.wizard_kings.actions import (
    BuildStep,
    BuildUnit,
    CastSpell,
    Deploy,
    DeployDone,
    DeployStep,
    DropArtifact,
    EndMovement,
    Fire,
    KeepCarriers,
    Merge,
    Move,
    MoveSpell,
    NavalMove,
    PassArtifact,
    PickUpArtifact,
    Retreat,
    Split,
)
from game.wizard_kings.board import WATER
from game.wizard_kings.data import (
    BLOCKS,
    MOUNTAIN,
    SPELL_CARDS,
    SPELLS,
    TELEPORT_RANGE,
)
from game.wizard_kings.machine import MACHINE
from game.wizard_kings.state import (
    BLK,
    CAST,
    FL,
    HANDED,
    MOVED,
    OWN,
    PINNED,
    POS,
    STR,
    WKState,
)
from game.wizard_kings.tr import _

Hex = tuple[int, int]


def _affordable(costs: list[int], money: int) -> int:
    """How many of the blocks (costs sorted cheapest first) ``money`` still buys."""
    n = 0
    for c in costs:
        if c > money:
            break
        money -= c
        n += 1
    return n


# ------------------------------------------------------------------ whose decision
def to_act(state: WKState) -> list[int]:
    """The seat of the decision on the stack, else the phase's: the battle's acting group, or
    the seat whose deployment, movement or build turn it is."""
    if state.result is not None:
        return []
    if state.pending:
        return [MACHINE.deciding_seat(state)]
    if state.phase == "combat":
        a = combat.actor(state)
        return [] if a is None else [a]
    if state.phase in ("deploy", "move", "build") and state.order:
        return [state.order[state.cur]]
    return []


def legal(state: WKState, seat: int) -> list[Action]:
    """The whole list of ``seat``'s legal actions now."""
    if state.result is not None or seat not in to_act(state):
        return []
    if state.pending:
        return MACHINE.options(state)
    if state.phase == "deploy":
        return deploy_options(state, seat)
    if state.phase == "move":
        return move_options(state, seat)
    if state.phase == "combat":
        return any_time(state, seat, combat.options(state, seat))
    if state.phase == "build":
        return any_time(state, seat, build.options(state, seat))
    return []


def any_time(state: WKState, seat: int, acts: list[Action]) -> list[Action]:
    """4.9: ending an alliance is allowed at any time, so with every combat and build
    decision too (the movement turn offers it with the other alliance actions)."""
    return acts + alliances.end_options(state, seat) if acts else acts


def illegal_reason(state: WKState, action: Action) -> str:
    uid = getattr(action, "unit", None) or getattr(action, "wizard", None)
    if uid is not None and uid not in state.units and uid not in state.arts:
        return _("That unit is not on the map.")
    if uid is not None and uid in state.units and state.units[uid][OWN] != action.seat \
            and not (isinstance(action, BuildStep) and mv.allied(state, state.units[uid][OWN], action.seat)):
        return _("{unit} is not your unit.", unit=uid)
    if isinstance(action, Move | NavalMove):
        u = state.units[action.unit]
        if u[FL] & MOVED:
            return _("{unit} has already moved this turn.", unit=action.unit)
        if u[FL] & PINNED:
            return _("{unit} is pinned.", unit=action.unit)
        if BLOCKS[u[BLK]].castle:
            return _("Castles never move.")
        if state.phase != "move":
            return _("Units move only in your movement turn.")
        return _("That path breaks the movement rules (terrain, stops, limits or stacking).")
    if isinstance(action, Retreat):
        if state.battle is not None and state.battle["round"] == 1 and not state.pending:
            return _("No unit may retreat in combat round 1.")
        return _("That retreat is not allowed (friendly or neutral hex, your entry hexsides, limits).")
    if isinstance(action, CastSpell | MoveSpell):
        sp = SPELLS.get(action.spell)
        if sp is None:
            return _("There is no spell {spell}.", spell=action.spell)
        if uid in state.units and sp.level > state.units[uid][STR]:
            return _("{spell} (level {level}) exceeds the wizard's strength.", spell=names.spell(action.spell),
                     level=sp.level)
        if isinstance(action, MoveSpell) and sp.battle:
            return _("{spell} can only be cast in a battle.", spell=names.spell(action.spell))
        if isinstance(action, CastSpell) and not sp.battle:
            return _("{spell} can only be cast in the Movement phase.", spell=names.spell(action.spell))
        return _("{spell} cannot be cast like that now.", spell=names.spell(action.spell))
    if isinstance(action, BuildUnit | BuildStep):
        if state.phase != "build":
            return _("Building happens only in the Build phase.")
        return _("Not enough gold in that city, no stacking room, or the unit may not be built there.")
    if isinstance(action, Merge):
        if state.phase != "build":
            return _("Merging is allowed only in the Build phase.")
        return _("Steps move only between units of exactly the same type in one hex.")
    if isinstance(action, Split):
        return _("Splitting one unit into two or more is forbidden.")
    if isinstance(action, KeepCarriers | DropArtifact | PickUpArtifact | PassArtifact):
        return _("Artifacts change carriers only in your movement turn or between combat rounds, "
                 "to your own unit in the same hex that carries none.")
    if isinstance(action, Fire) and action.berserk:
        return _("Only Chaos units of strength 2 or more may go Berserk.")
    return _("{action} is not possible now.", action=action.label())


# ------------------------------------------------------------------ option lists of the phases' own turns
def deploy_options(state: WKState, seat: int) -> list[Action]:
    """1.22 "every city must hold at least one unit": every deployment keeps that reachable
    with the cheapest blocks left. [DD] When the pool or the budget cannot garrison every
    city (two sheets hold up to 14 cities, a base army has 8 blocks, 1.21), as many cities as
    they can: no deployment may lower the number of cities that can still be garrisoned."""
    occ = mv.occupancy(state)
    bd = mv.board(state)
    mine = sorted(h for h, o in state.city_owner.items() if o == seat and h in bd.cities)
    empty = [h for h in mine if seat not in occ.get(h, {})]
    budget = state.budget[seat]
    out: list[Action] = []
    costs = sorted(BLOCKS[key].cost for key, n in state.pool[seat].items() if key in BLOCKS for _i in range(n))
    need = min(len(empty), _affordable(costs, budget))
    for h in mine:
        fills = 1 if h in empty else 0
        for key, n in sorted(state.pool[seat].items()):
            blk = BLOCKS.get(key)
            if blk is None or n <= 0 or blk.cost > budget:
                continue
            rest = list(costs)
            rest.remove(blk.cost)
            if min(len(empty) - fills, _affordable(rest, budget - blk.cost)) < need - fills:
                continue
            if not build.can_place(state, occ, seat, key, h):
                continue
            out.append(Deploy(seat, key, h))

    def keeps_garrisons(c: int) -> bool:
        return c <= budget and min(len(empty), _affordable(costs, budget - c)) >= need

    for uid, u in state.units.items():
        if u[OWN] != seat:
            continue
        blk = BLOCKS[u[BLK]]
        if u[STR] < blk.max and keeps_garrisons(blk.cost):
            out.append(DeployStep(seat, uid))
    if state.arts or any(artifacts.is_art_key(k) for k in state.pool[seat]):
        out.extend(artifacts.deploy_options(state, seat, keeps_garrisons))   # 1.22 [DD]: with a carrier
    if not need or not any(isinstance(a, Deploy) for a in out):
        out.append(DeployDone(seat))
    return out


def move_options(state: WKState, seat: int) -> list[Action]:
    occ = mv.occupancy(state)
    out: list[Action] = []
    for uid, u in state.units.items():
        if u[OWN] != seat:
            continue
        for path in mv.move_choices(state, occ, uid):
            out.append(Move(seat, uid, path))
        for _dest, path in sorted(mv.naval_options(state, occ, uid).items()):
            out.append(NavalMove(seat, uid, path))
        if BLOCKS[u[BLK]].wizard:
            out.extend(move_spells(state, occ, uid))
    for aid, a in state.arts.items():
        carrier = state.units.get(a[2])
        if a[1] != seat or carrier is None or carrier[OWN] != seat:
            continue
        holding = {x[2] for x in state.arts.values()}
        for oid in occ.get(carrier[POS], {}).get(seat, ()):
            if oid not in holding and not state.units[oid][FL] & HANDED:   # no passing back and forth
                out.append(PassArtifact(seat, aid, oid))   # 2.7: a new carrier in the same hex
    if state.arts:
        out.extend(artifacts.move_turn_options(state, seat))   # 2.7: drop / pick up
    out.extend(alliances.options(state, seat))   # 4.9: offer or end an alliance
    out.append(EndMovement(seat))
    return out


def spell_card(state: WKState, army: str) -> tuple[str, ...]:
    card = SPELL_CARDS.get(army, ())
    if state.scenario == "last_wizard_standing" and "HEAL" not in card:
        card = card + ("HEAL",)   # 7.3: both wizards also know Heal
    return card


def move_spells(state: WKState, occ: mv.Occ, uid: str) -> list[Action]:
    u = state.units[uid]
    seat = u[OWN]
    if u[FL] & (MOVED | CAST):
        return []
    out: list[Action] = []
    h = u[POS]
    here = [x for x in occ.get(h, {}).get(seat, ())]
    for code in spell_card(state, BLOCKS[u[BLK]].army):
        sp = SPELLS[code]
        if sp.battle or sp.level > u[STR]:
            continue
        if code == "HEAL":
            out.append(MoveSpell(seat, uid, code))
            continue
        for t in here:
            tu = state.units[t]
            tb = BLOCKS[tu[BLK]]
            if tb.castle or tb.ma == 0 or tu[FL] & (MOVED | PINNED):
                continue
            if code == "HASTE":
                out.append(MoveSpell(seat, uid, code, t))
            elif code == "TELEPORT" and not tb.water:
                for d in teleport_dests(state, occ, t):
                    out.append(MoveSpell(seat, uid, code, t, d))
    return out


def teleport_dests(state: WKState, occ: mv.Occ, uid: str) -> list[Hex]:
    u = state.units[uid]
    blk = BLOCKS[u[BLK]]
    seat = u[OWN]
    bd = mv.board(state)
    h = u[POS]
    bound = mv.island(state) if mv.is_island_bound(state, seat) else None
    out = []
    for n in bd.nbrs:
        dist = distance(h, n)
        if not 1 <= dist <= TELEPORT_RANGE or bd.terrain[n] in WATER:
            continue
        if bound is not None and n not in bound:
            continue
        if bd.terrain[n] == "mountain" and not (blk.flyer or blk.ability == MOUNTAIN or blk.hero):
            if n not in bd.passes and not any(bd.side(n, x).road for x in bd.nbrs[n]):
                continue
        if mv.status(state, occ, n, seat) not in ("own", "neutral"):
            continue
        if mv.stack_room(state, occ, n, seat, blk):
            out.append(n)
    return sorted(out)


# ------------------------------------------------------------------ the quick check of a replayed action
def is_legal(state: WKState, action: Action) -> bool:
    """Same answer as ``action in legal_actions``: from the list just generated for this very
    state when there is one (a perform clears it), else computed for the acting unit."""
    cache = state.cache
    if cache is not None and cache[0] == action.seat:
        if cache[2] is None:
            state.cache = cache = (cache[0], cache[1], frozenset(cache[1]))
        return action in cache[2]
    if isinstance(action, Move | NavalMove) and state.phase == "move" and not state.pending:
        u = state.units.get(action.unit)
        if u is None or u[OWN] != action.seat or not isinstance(action.path, tuple):
            return False
        occ = mv.occupancy(state)
        if isinstance(action, Move):
            if not action.path or not isinstance(action.path[-1], tuple):
                return False
            return action.path in mv.move_choices(state, occ, action.unit, action.path[-1])
        return action.path in mv.naval_options(state, occ, action.unit).values()
    family = _family(state, action)
    if family is not None:
        return action in family
    return action in legal(state, action.seat)


def _family(state: WKState, action: Action) -> list[Action] | None:
    """The legal actions of ``action``'s kind (and unit) alone, where they can be listed without
    the rest: ``action`` is among them exactly when it is in the whole list, so replaying a
    long save checks each action without building every unit's moves and builds. None: ask
    the whole list. (``action.seat`` is to act and the game is not over.)"""
    seat = action.seat
    if state.pending:
        return None
    if state.phase == "move":
        if isinstance(action, EndMovement):
            return [EndMovement(seat)]
        if isinstance(action, alliances.ALLIANCE_ACTIONS):
            return alliances.options(state, seat)
        if isinstance(action, MoveSpell):
            u = state.units.get(action.wizard)
            if u is None or u[OWN] != seat or not BLOCKS[u[BLK]].wizard:
                return []
            return move_spells(state, mv.occupancy(state), action.wizard)
        return None
    if state.phase == "build" and not isinstance(action, alliances.ALLIANCE_ACTIONS):
        return build.options(state, seat, only=type(action))
    if state.phase == "combat" and state.battle is not None:
        uid = getattr(action, "unit", None) or getattr(action, "wizard", None)
        if uid is None or isinstance(action, alliances.ALLIANCE_ACTIONS):
            return None
        g = combat.current_group(state)
        if g is None or g[1] != seat or uid not in g[2]:
            return []
        return combat.unit_options(state, mv.occupancy(state), g, uid)
    return None
