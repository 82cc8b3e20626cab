"""Every Wizard Kings action as a gesture on the board, labelled in a player's words.

Places: a hex is ``"q,r"``, a block on the map ``"b:<unit>"``, a block on the battle board
``"bb:<unit>"``, a map sheet ``"sheet:<slot>"``, an army's row in the side panel ``"army:<seat>"``,
a side of the battle ``"side:0"`` (attacker) / ``"side:1"`` (defender). Moves, retreats, regroups
and teleports go from a block to a hex; Haste and an artifact handed on from a block to a block;
a battle spell aimed at a block is a click on that block; what a hex orders (new blocks, disbanding,
merging, cashing, leftover gold, a spell on the caster's own hex, dropping or picking up an
artifact) is that hex's menu; steps are a stepper on the block; the rest of a unit's combat turn
is its battle-board block. No place is both an origin of destinations and of a menu, so a menu
beside a picked block never hides one of its destinations. Anything whose place is not on the
board goes to the action bar, so no legal action is ever lost.
"""

from __future__ import annotations

from typing import Any

from game.wizard_kings import actions as A
from game.wizard_kings.data import ARTIFACTS, BLOCKS
from game.wizard_kings.state import BLK, POS, STR
from sprites.board import Gesture
from sprites.boards.wizard_kings import names
from sprites.boards.wizard_kings.tr import N_, _

Hex = tuple[int, int]
STEPS_MAX = 4    # a block never has more than four steps (2.11)


def hex_id(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


class GestureMaker:
    """The gestures of one decision point of ``seat`` in ``view``."""

    def __init__(self, rules: Any, view: Any, seat: int, places: Any, bd: Any, battle_units: set[str]) -> None:
        self.rules = rules
        self.view = view
        self.seat = seat
        self.places = places
        self.bd = bd
        self.battle_units = battle_units
        self._occ: dict | None = None

    # ------------------------------------------------------------------ places
    def block(self, uid: str, battle_first: bool = False) -> str | None:
        """The place of a unit: its battle-board block in a battle turn, else its map block."""
        if battle_first and uid in self.battle_units and f"bb:{uid}" in self.places:
            return f"bb:{uid}"
        return f"b:{uid}" if f"b:{uid}" in self.places else (f"bb:{uid}" if f"bb:{uid}" in self.places else None)

    def hex(self, h: Hex | None) -> str | None:
        if h is None:
            return None
        pid = hex_id(h)
        return pid if pid in self.places else None

    def unit_key(self, uid: str) -> str:
        u = self.view.units.get(uid)
        return u[BLK] if u is not None else ""

    def uname(self, uid: str) -> str:
        key = self.unit_key(uid)
        if key in BLOCKS:
            return names.unit(key)
        art = self.view.arts.get(uid)
        if art is not None:
            return names.artifact(art[0])
        return uid

    def where(self, uid: str) -> Hex | None:
        u = self.view.units.get(uid)
        if u is not None:
            return u[POS]
        art = self.view.arts.get(uid)
        if art is not None and art[2] in self.view.units:
            return self.view.units[art[2]][POS]
        return None

    def army(self, seat: int) -> str:
        return names.army(self.view.armies[seat]) if 0 <= seat < len(self.view.armies) else str(seat + 1)

    # ------------------------------------------------------------------ the mapping
    def gestures(self, legal: list) -> list[Gesture]:
        out: list[Gesture] = []
        for a in legal:
            got = self.one(a)
            out.extend(got if got else [Gesture(a, label=self.bar_label(a))])
        # a march before a spell or a sail to the same hex: its hex count is the cost shown there
        return sorted(out, key=lambda g: 0 if isinstance(g.action, A.Move) else 1)

    def one(self, a: Any) -> list[Gesture]:
        """The gesture(s) of one action (several for a stepper's amounts); [] sends it to the bar."""
        method = getattr(self, f"g_{type(a).__name__}", None)
        if method is None:
            return []
        got = method(a)
        if got is None:
            return []
        return got if isinstance(got, list) else [got]

    def bar_label(self, a: Any) -> str:
        method = getattr(self, f"t_{type(a).__name__}", None)
        return method(a) if method is not None else a.label()

    # ------------------------------------------------------------------ set-up
    def t_ChooseArmy(self, a: A.ChooseArmy) -> str:
        return _("Take the {army}", army=names.army(a.army))

    def t_ChooseSheets(self, a: A.ChooseSheets) -> str:
        # what the choice means for the game, not the rule's number
        if a.count == 1:
            return _("Take one map sheet: your army starts in its cities")
        return _.n("Take {count} map sheet: a bigger map, more cities to fill at the start",
                   "Take {count} map sheets: a bigger map, more cities to fill at the start", a.count, count=a.count)

    def g_ChooseMap(self, a: A.ChooseMap) -> Gesture | None:
        taken = self._taken_slots()
        slot = next((i for i, d in enumerate(self.view.designs) if d == a.sheet and i not in taken), None)
        if slot is None or f"sheet:{slot}" not in self.places:
            return None
        return Gesture(a, f"sheet:{slot}", label=_("The {army} take Map {n}", army=names.army(a.army), n=a.sheet))

    def t_ChooseMap(self, a: A.ChooseMap) -> str:
        return _("The {army} take Map {n}", army=names.army(a.army), n=a.sheet)

    def _taken_slots(self) -> set[int]:
        pending = self.view.pending
        if not pending:
            return set()
        book = pending[0]
        if book.kind == "freepick":
            return set(book.slots)
        if book.kind == "alliance":
            return {slot for _a, _s, slot in book.picks if slot >= 0}
        return set()

    def g_ChooseCapital(self, a: A.ChooseCapital) -> Gesture | None:
        origin = self.hex(a.city)
        return Gesture(a, origin, label=_("Found the {army} capital here", army=names.army(a.army))) if origin else None

    def g_Deploy(self, a: A.Deploy) -> Gesture | None:
        origin = self.hex(a.city)
        if origin is None:
            return None
        b = BLOCKS[a.block]
        pending = self.view.pending
        if pending and pending[-1].kind == "roster":
            st = next((st for key, st in pending[-1].blocks if key == a.block), 1)
            return Gesture(a, origin, label=_("Place {unit} at strength {n}", unit=names.unit_rated(a.block), n=st))
        return Gesture(a, origin, label=_("New {unit}: {gp} GP a step, up to {max}", unit=names.unit_rated(a.block), gp=b.cost, max=b.max))

    def g_DeployStep(self, a: A.DeployStep) -> list[Gesture] | Gesture | None:
        return self._steps(a)

    def g_BuildStep(self, a: A.BuildStep) -> list[Gesture] | Gesture | None:
        return self._steps(a)

    def _steps(self, a: Any) -> list[Gesture] | Gesture | None:
        """Steps for a block: one stepper (the action played that many times); an artifact's
        steps are a line of its city's menu."""
        if a.unit in self.view.arts:
            origin = self.hex(self.where(a.unit))
            return Gesture(a, origin, label=_("Add a step to the {art}", art=self.uname(a.unit))) if origin else None
        origin = self.block(a.unit)
        if origin is None:
            return None
        cost = BLOCKS[self.unit_key(a.unit)].cost
        room = self.step_room(a)
        word = _("Steps to add")
        return [Gesture(a, origin, counts=((word, n),), repeat=n, label=_.n("Add {n} step for {gp} GP", "Add {n} steps for {gp} GP", n, n=n,
                                                                                  gp=n * cost))
                for n in range(1, room + 1)]

    def step_room(self, a: Any) -> int:
        """How many times in a row the step action stays legal (played on a copy of the view)."""
        copy = self.rules.clone(self.view)
        n = 0
        while n < STEPS_MAX and copy.units.get(a.unit) is not None:
            try:
                if a not in self.rules.legal_actions(copy, self.seat):
                    break
                self.rules.perform(copy, a)
            except Exception:   # a view copy the engine cannot play on: the first step at least
                break
            n += 1
        return max(1, n)

    def t_DeployDone(self, a: A.DeployDone) -> str:
        return _("Finish deployment")

    def g_BuildArtifact(self, a: A.BuildArtifact) -> Gesture | None:
        origin = self.hex(self.where(a.carrier))
        if origin is None:
            return None
        key = a.artifact.split(".")[-1]
        art = ARTIFACTS.get(key)
        gp = art.cost if art else 0
        return Gesture(a, origin, label=_("Buy the {art} for the {unit} ({gp} GP)", art=names.artifact(key), unit=self.uname(a.carrier), gp=gp))

    # ------------------------------------------------------------------ movement
    def g_Pin(self, a: A.Pin) -> Gesture | None:
        origin = self.block(a.unit)
        return Gesture(a, origin, label=_("Pin this block")) if origin else None

    def g_Move(self, a: A.Move) -> Gesture | None:
        origin, dest = self.block(a.unit), self.hex(a.path[-1])
        if origin is None or dest is None:
            return None
        start = self.where(a.unit)
        prev = a.path[-2] if len(a.path) > 1 else start
        label = _("Move here")
        if self.entry_matters(a.unit, a.path[-1]):
            label = _("Enter {side}", side=names.side_of(self.bd, a.path[-1], prev))
        return Gesture(a, origin, dest, label=label, cost=str(len(a.path)), note=(start, *a.path))

    def entry_matters(self, uid: str, dest: Hex) -> bool:
        from game.wizard_kings import movement as mv

        if self._occ is None:
            self._occ = mv.occupancy(self.view)
        u = self.view.units.get(uid)
        return u is not None and mv.enters_battle(self.view, self._occ, u[1], dest)

    def g_NavalMove(self, a: A.NavalMove) -> Gesture | None:
        origin, dest = self.block(a.unit), self.hex(a.path[-1])
        if origin is None or dest is None:
            return None
        return Gesture(a, origin, dest, label=_.n("Sail here (naval move, {n} hex)", "Sail here (naval move, {n} hexes)",
                                                        len(a.path), n=len(a.path)), cost=_("sail"),
                       note=(self.where(a.unit), *a.path))

    def g_MoveSpell(self, a: A.MoveSpell) -> Gesture | None:
        wizard = self.uname(a.wizard)
        cost = self.cost_words(a.wizard, a.spell)
        if a.spell == "TELEPORT" and a.dest is not None:
            origin, dest = self.block(a.target), self.hex(a.dest)
            if origin is None or dest is None:
                return None
            return Gesture(a, origin, dest, label=_("Teleport here: the {wizard}'s spell; {cost}", wizard=wizard, cost=cost))
        spell = names.spell(a.spell)
        effect = names.spell_effect(a.spell)
        if a.target and a.target != a.wizard:
            origin, dest = self.block(a.wizard), self.block(a.target)
            if origin is not None and dest is not None:
                return Gesture(a, origin, dest, label=_("Cast {spell} on the {unit}: {effect}; {cost}", spell=spell,
                                                          unit=self.uname(a.target), effect=effect, cost=cost))
        # a spell on the wizard's own hex (Heal, Haste on itself) is an order of that hex: the
        # wizard's block keeps only its destinations, so no menu beside it hides one of them
        origin = self.hex(self.where(a.wizard))
        if origin is None:
            return None
        if a.target:
            return Gesture(a, origin, label=_("The {wizard} casts {spell} on the {unit}: {effect}; {cost}", wizard=wizard,
                                              spell=spell, unit=self.uname(a.target), effect=effect, cost=cost))
        return Gesture(a, origin, label=_("The {wizard} casts {spell} here: {effect}; {cost}", wizard=wizard, spell=spell,
                                          effect=effect, cost=cost))

    def cost_words(self, wizard: str, code: str) -> str:
        """What a spell costs its caster, in steps, and what is left of it (2.22: a level-n spell
        takes n steps; a wizard may spend its last ones and is gone)."""
        n = _level(code)
        u = self.view.units.get(wizard)
        left = u[STR] - n if u is not None else 1
        if left <= 0:
            return _.n("costs the wizard's last step: it is eliminated", "costs the wizard's last {count} steps: it is eliminated",
                       n, count=n)
        return _.n("costs {n} of the wizard's steps, {left} left", "costs {n} of the wizard's steps, {left} left", n,
                   n=n, left=left)

    def g_HealStep(self, a: A.HealStep) -> Gesture | None:
        origin = self.block(a.unit, True)
        return Gesture(a, origin, label=_("Heal this block (+1 step)")) if origin else None

    def g_PassArtifact(self, a: A.PassArtifact) -> Gesture | None:
        art = self.view.arts.get(a.artifact)
        carrier = art[2] if art else ""
        origin, dest = self.block(carrier, True), self.block(a.unit, True)
        if origin is None or dest is None:
            return None
        return Gesture(a, origin, dest, label=_("Hand the {art} to the {unit}", art=self.uname(a.artifact), unit=self.uname(a.unit)))

    def g_DropArtifact(self, a: A.DropArtifact) -> Gesture | None:
        art = self.view.arts.get(a.artifact)
        origin = self.hex(self.where(art[2])) if art else None
        return Gesture(a, origin, label=_("Drop the {art} here", art=self.uname(a.artifact))) if origin else None

    def g_PickUpArtifact(self, a: A.PickUpArtifact) -> Gesture | None:
        origin = self.hex(self.where(a.unit))
        return Gesture(a, origin, label=_("The {unit} picks up the {art}", art=self.uname(a.artifact), unit=self.uname(a.unit))) \
            if origin else None

    def t_EndMovement(self, a: A.EndMovement) -> str:
        return _("End movement")

    def g_ProposeAlliance(self, a: A.ProposeAlliance) -> Gesture | None:
        origin = f"army:{a.other}"
        return Gesture(a, origin, label=_("Offer the {army} an alliance", army=self.army(a.other))) if origin in self.places else None

    def t_ProposeAlliance(self, a: A.ProposeAlliance) -> str:
        return _("Offer the {army} an alliance", army=self.army(a.other))

    def g_EndAlliance(self, a: A.EndAlliance) -> Gesture | None:
        origin = f"army:{a.other}"
        return Gesture(a, origin, label=_("End the alliance with the {army}", army=self.army(a.other))) if origin in self.places else None

    def t_EndAlliance(self, a: A.EndAlliance) -> str:
        return _("End the alliance with the {army}", army=self.army(a.other))

    def t_AnswerAlliance(self, a: A.AnswerAlliance) -> str:
        key = N_("Ally with the {army}") if a.accept else N_("Refuse the {army}")
        return _(key, army=self.army(a.proposer))

    # ------------------------------------------------------------------ combat
    def g_ChooseBattle(self, a: A.ChooseBattle) -> Gesture | None:
        origin = self.hex(a.hex)
        return Gesture(a, origin, label=_("Fight this battle next")) if origin else None

    def g_JoinSide(self, a: A.JoinSide) -> Gesture | None:
        origin = "side:0" if a.attacker else "side:1"
        return Gesture(a, origin, label=self.t_JoinSide(a)) if origin in self.places else None

    def t_JoinSide(self, a: A.JoinSide) -> str:
        return _("Side with the attacker") if a.attacker else _("Side with the defender")

    def g_Fire(self, a: A.Fire) -> Gesture | None:
        origin = self.block(a.unit, True)
        if origin is None:
            return None
        u = self.view.units[a.unit]
        dice = u[STR] * (2 if a.berserk else 1)
        if a.berserk:
            return Gesture(a, origin, label=_.n("Go Berserk: {n} die, then lose a step",
                                                      "Go Berserk: {n} dice, then lose a step", dice, n=dice))
        return Gesture(a, origin, label=_.n("Fire: {n} die, hits on 1-{hit}", "Fire: {n} dice, hits on 1-{hit}", dice,
                                                  n=dice, hit=self.hit_number(a.unit)))

    def hit_number(self, uid: str) -> int:
        from game.wizard_kings import combat

        try:
            return combat.combat_number(self.view, uid)
        except Exception:   # a battle the view does not show in full: the printed number
            b = BLOCKS.get(self.unit_key(uid))
            return b.number if b else 0

    def g_CastSpell(self, a: A.CastSpell) -> list[Gesture] | Gesture | None:
        spell = names.spell(a.spell)
        effect = names.spell_effect(a.spell)
        cost = self.cost_words(a.wizard, a.spell)
        caster = self.block(a.wizard, True)
        if a.target:
            # a spell at a block: point at the block it hits, or pick it from the caster's own
            # menu, where the wizard's other spells are (a player looking for it there finds it)
            out = []
            origin = self.block(a.target, True)
            if origin is not None:
                out.append(Gesture(a, origin, label=_("The {wizard} casts {spell} at this block: {effect}; {cost}",
                                                      wizard=self.uname(a.wizard), spell=spell, effect=effect, cost=cost)))
            if caster is not None:
                out.append(Gesture(a, caster, label=_("Cast {spell} at the {unit}: {effect}; {cost}", spell=spell,
                                                      unit=self.target_name(a.target), effect=effect, cost=cost)))
            return out or None
        return Gesture(a, caster, label=_("Cast {spell}: {effect}; {cost}", spell=spell, effect=effect, cost=cost)) \
            if caster else None

    def target_name(self, uid: str) -> str:
        """An enemy block named by what the seat knows of it (its kind and strength in a battle)."""
        u = self.view.units.get(uid)
        if u is None or u[BLK] not in BLOCKS:
            return _("enemy block")
        return _("{unit} at strength {n}", unit=names.unit(u[BLK]), n=u[STR])

    def g_ArtifactSpell(self, a: A.ArtifactSpell) -> Gesture | None:
        spell = names.spell(a.spell)
        if a.target:
            origin = self.block(a.target, True)
            return Gesture(a, origin, label=_("The {unit} casts {spell} at this block with its artifact", unit=self.uname(a.unit), spell=spell)) \
                if origin else None
        origin = self.block(a.unit, True)
        return Gesture(a, origin, label=_("Cast {spell} with the artifact", spell=spell)) if origin else None

    def g_Ritual(self, a: A.Ritual) -> Gesture | None:
        origin = self.block(a.unit, True)
        return Gesture(a, origin, label=_("Prayer ritual (lose a step, heal others)")) if origin else None

    def g_Wield(self, a: A.Wield) -> Gesture | None:
        origin = self.block(a.unit, True)
        return Gesture(a, origin, label=_("Fire with the magic weapon")) if origin else None

    def g_WaitTurn(self, a: A.WaitTurn) -> Gesture | None:
        origin = self.block(a.unit, True)
        return Gesture(a, origin, label=_("Wait for its other firing step")) if origin else None

    def g_Hold(self, a: A.Hold) -> Gesture | None:
        origin = self.block(a.unit, True)
        return Gesture(a, origin, label=_("Do nothing this turn")) if origin else None

    def g_TakeHit(self, a: A.TakeHit) -> Gesture | None:
        origin = self.block(a.unit, True)
        return Gesture(a, origin, label=_("This block takes the hit")) if origin else None

    def g_Retreat(self, a: A.Retreat) -> Gesture | None:
        # from the block on the map (its battle-board block holds what it does in the battle)
        origin, dest = self.block(a.unit), self.hex(a.dest)
        if origin is None or dest is None:
            return None
        return Gesture(a, origin, dest, label=_("Retreat here"), cost=_("retreat"))

    def g_Regroup(self, a: A.Regroup) -> Gesture | None:
        origin, dest = self.block(a.unit), self.hex(a.dest)
        if origin is None or dest is None:
            return None
        return Gesture(a, origin, dest, label=_("Regroup here"), cost=_("regroup"))

    def g_TakeArtifact(self, a: A.TakeArtifact) -> Gesture | None:
        origin = self.block(a.unit, True)
        return Gesture(a, origin, label=_("Take the {art}", art=self.uname(a.artifact))) if origin else None

    def t_LeaveArtifact(self, a: A.LeaveArtifact) -> str:
        return _("Leave the {art} (it is destroyed)", art=self.uname(a.artifact))

    def t_Dispel(self, a: A.Dispel) -> str:
        return _("Dispel with the {wizard}", wizard=self.uname(a.wizard)) if a.use else _("Let the spell happen")

    def t_EndRegroup(self, a: A.EndRegroup) -> str:
        return _("Finish regrouping")

    def t_KeepCarriers(self, a: A.KeepCarriers) -> str:
        return _("Keep the carriers")

    def t_ActFirst(self, a: A.ActFirst) -> str:
        return _("The {army} act first", army=self.army(a.owner))

    # ------------------------------------------------------------------ build
    def g_BuildUnit(self, a: A.BuildUnit) -> Gesture | None:
        origin = self.hex(a.city)
        if origin is None:
            return None
        b = BLOCKS[a.block]
        if a.unit:
            return Gesture(a, origin, label=_("Rebuild {unit} (was {id}): {gp} GP", unit=names.unit_rated(a.block), id=a.unit, gp=b.cost))
        return Gesture(a, origin, label=_("New {unit}: {gp} GP a step, up to {max}", unit=names.unit_rated(a.block), gp=b.cost, max=b.max))

    def g_Cash(self, a: A.Cash) -> Gesture | None:
        origin = self.hex(self.where(a.unit))
        return Gesture(a, origin, label=_("Cash a step of the {unit}", unit=self.uname(a.unit))) if origin else None

    def g_Merge(self, a: A.Merge) -> Gesture | None:
        # an order of the hex (the blocks there carry their steppers)
        origin = self.hex(self.where(a.source))
        if origin is None:
            return None
        src, dst = self.view.units[a.source], self.view.units[a.dest]
        return Gesture(a, origin, label=_("Move a step between the {unit}s ({a} to {b})", unit=self.uname(a.source), a=src[STR], b=dst[STR]))

    def g_Disband(self, a: A.Disband) -> Gesture | None:
        origin = self.hex(self.where(a.unit))
        return Gesture(a, origin, label=_("Disband the {unit}", unit=self.uname(a.unit))) if origin else None

    def g_GiveUpGold(self, a: A.GiveUpGold) -> Gesture | None:
        origin = self.hex(a.city)
        gold = self.view.gold.get(a.city, 0)
        return Gesture(a, origin, label=_("Give up the {gp} GP left here", gp=gold)) if origin else None

    def t_EndBuild(self, a: A.EndBuild) -> str:
        return _("Finish building")


def _level(code: str) -> int:
    from game.wizard_kings.data import SPELLS

    sp = SPELLS.get(code)
    return sp.level if sp else 0
