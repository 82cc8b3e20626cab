"""Each legal D-Day Dice action as a gesture on the board: dice clicked to lock or chosen to re-roll,
a die clicked to be cancelled, a sector clicked to move there, a card of the supply clicked to
recruit or find it, a specialist or item pointed at the die or unit it acts on, one unit pointed at
another to give (steppers for amounts). Anything whose place is not on the board, and every action
type this module does not know, goes to the action bar, so every legal action stays reachable."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.types import Action
from game.dday import actions as A
from sprites.board import Gesture
from sprites.boards.dday import words
from sprites.boards.dday.texts import tx

RESOURCES = ("soldiers", "courage", "stars", "points")


class Mapper:
    """Turns one decision point's legal actions into gestures for ``board`` (a DDayBoard)."""

    def __init__(self, board: Any) -> None:
        self.throwable: set[int] = set()
        self.board = board
        self.view = board.view
        self.places = board.places

    def has(self, pid: str | None) -> bool:
        return pid is None or pid in self.places

    def build(self, legal: list[Action]) -> list[Gesture]:
        # the dice that may be thrown again: every re-roll names a part of them
        self.throwable = {i for a in legal if isinstance(a, A.Reroll) for i in a.dice}
        out: list[Gesture] = []
        for action in legal:
            try:
                made = self.one(action)
            except Exception:  # an action the mapping misreads still plays from the bar
                made = []
            for g in made or [Gesture(action, label=self.bar_label(action))]:
                ok = self.has(g.origin) and self.has(g.dest) and (g.toggles is None or all(self.has(t) for t in g.toggles))
                out.append(g if ok else Gesture(action, label=g.label or self.bar_label(action)))
        return out

    # ------------------------------------------------------------------ by type
    def one(self, a: Action) -> list[Gesture]:
        handler: Callable[[Any], list[Gesture]] | None = getattr(self, f"_{type(a).__name__}", None)
        if handler is None:
            return []
        return handler(a)

    def unit(self, seat: int) -> str:
        """Where a unit is pointed at: its card, else (a crowded column) its squad on the beach."""
        card = f"card:{seat}"
        return card if card in self.places or f"token:{seat}" not in self.places else f"token:{seat}"

    def die(self, seat: int, i: int) -> str:
        return f"die:{seat}:{i}"

    def spec(self, seat: int, name: str) -> str:
        return f"spec:{seat}:{name}"

    def item(self, seat: int, name: str) -> str:
        return f"item:{seat}:{name}"

    def _SetAside(self, a: A.SetAside) -> list[Gesture]:
        return [Gesture(a, self.die(a.seat, a.die), label=tx("dday.act_set_aside"))]

    def _LockDie(self, a: A.LockDie) -> list[Gesture]:
        return [Gesture(a, self.die(a.seat, a.die), label=tx("dday.act_lock"))]

    def _Reroll(self, a: A.Reroll) -> list[Gesture]:
        # the player clicks the dice to keep; Roll throws the rest
        keep = self.throwable - set(a.dice)
        return [Gesture(a, toggles=frozenset(self.die(a.seat, i) for i in keep), bar=tx("dday.bar_reroll"))]

    def _CancelResult(self, a: A.CancelResult) -> list[Gesture]:
        label = tx("dday.act_cancel", face=words.face(a.face))
        return [Gesture(a, pid, label=label) for pid in self.board.cancellable(a.seat, a.face)]

    def _ChooseColour(self, a: A.ChooseColour) -> list[Gesture]:
        pid = self.board.any_colour_place(a.seat)
        return [Gesture(a, pid, label=words.colour(a.colour))] if pid else []

    def _Leadership(self, a: A.Leadership) -> list[Gesture]:
        if a.face >= 0:
            label = tx("dday.act_lead_face", face=words.face(a.face))
        elif a.target >= 0:
            label = tx("dday.act_lead_courage", name=self.board.seat_label(a.target))
        else:
            label = tx("dday.act_lead_lost")
        return [Gesture(a, "combo:star", label=label)]

    def _ChooseDecoration(self, a: A.ChooseDecoration) -> list[Gesture]:
        return [Gesture(a, "combo:straight", label=tx("dday.act_take", name=a.name))]

    def _BonusChoice(self, a: A.BonusChoice) -> list[Gesture]:
        key = words.FACE_KEYS[a.bonus]
        if key == "one":
            label = tx("dday.act_reinforce", name=self.board.seat_label(a.target))
        elif key == "courage":
            label = tx("dday.act_cry_soldiers") if a.option == 0 else tx("dday.act_cry_move")
        else:
            label = tx("dday.act_find_item") if a.option == 0 else tx("dday.act_find_stars")
        return [Gesture(a, f"combo:{key}", label=label)]

    def _Recruit(self, a: A.Recruit) -> list[Gesture]:
        # the unit's own specialists are its hand, on its card; the unique ones are in the supply
        where = f"hand:{a.seat}:{a.name}" if f"hand:{a.seat}:{a.name}" in self.places else f"supply:spec:{a.name}"
        return [Gesture(a, where, label=tx("dday.act_recruit", name=a.name))]

    def _FindItem(self, a: A.FindItem) -> list[Gesture]:
        if a.special:
            where = f"supply:discard:{a.name}"
        elif f"supply:vehicle:{a.name}" in self.places:
            where = f"supply:vehicle:{a.name}"
        else:
            where = f"supply:item:{a.name}"
        return [Gesture(a, where, label=tx("dday.act_find", name=a.name))]

    def _BuyDecoration(self, a: A.BuyDecoration) -> list[Gesture]:
        return [Gesture(a, "supply:decos", label=tx("dday.act_buy_deco"))]

    def _Abandon(self, a: A.Abandon) -> list[Gesture]:
        return [Gesture(a, f"vehicle:{a.seat}", label=tx("dday.act_abandon", name=a.vehicle))]

    def _Move(self, a: A.Move) -> list[Gesture]:
        label = tx("dday.act_move_here")
        if a.whistle:
            label = tx("dday.act_move_whistle")
        if a.sacrifice:
            label += " · " + tx("dday.act_sacrificing", name=a.sacrifice)
        return [Gesture(a, a.dest, label=label, cost=self.board.move_cost(a))]

    def _UseAbility(self, a: A.UseAbility) -> list[Gesture]:
        me = a.seat
        if a.name == "Corporal":
            return [Gesture(a, self.spec(me, a.name), self.die(me, a.die), label=tx("dday.act_reroll_die"))]
        if a.name == "Jeep":
            if f"vehicle:{me}" in self.places and self.view.units[me].vehicle == "Jeep":
                return [Gesture(a, f"vehicle:{me}", self.die(me, a.die), label=tx("dday.act_reroll_die"))]
            return [Gesture(a, self.die(me, a.die), label=tx("dday.act_jeep"))]
        if a.name == "Captain":
            return [Gesture(a, self.spec(me, a.name), self.die(me, a.die),
                            label=tx("dday.act_make_colour", colour=words.colour(a.value)))]
        if a.name == "War Correspondent":
            return [Gesture(a, self.spec(me, a.name), self.unit(a.value), label=tx("dday.act_swap_sectors"))]
        return [Gesture(a, self.spec(me, a.name), label=self.ability_label(a))]

    def ability_label(self, a: A.UseAbility) -> str:
        key = {"Combat Photographer": "dday.act_photographer", "Grenadier": "dday.act_grenadier",
               "Point Man": "dday.act_point_man", "Sharpshooter": "dday.act_sharpshooter"}.get(a.name)
        return tx(key) if key else a.label()

    def _UseItem(self, a: A.UseItem) -> list[Gesture]:
        me = a.seat
        card = self.item(me, a.item)
        if a.sector == "d6":
            return [Gesture(a, card, f"d6:{a.die}", label=tx("dday.act_d6_shows", n=a.value))]
        if a.item in ("Binoculars", "Rangefinder") and a.die >= 0:
            return [Gesture(a, card, self.die(me, a.die), label=tx("dday.act_die_shows", face=words.face(a.value)))]
        if a.item == "Strategic Map":
            return [Gesture(a, card, self.die(me, a.die), label=tx("dday.act_make_colour",
                                                                   colour=words.colour(a.value)))]
        if a.item == "Mortar":
            return [Gesture(a, card, a.sector, label=tx("dday.act_silence"))]
        if a.target >= 0 and a.item in ("Command Jacket", "Dispatch Case"):
            key = "dday.act_courage_to" if a.item == "Command Jacket" else "dday.act_copy_roll"
            return [Gesture(a, card, self.unit(a.target), label=tx(key, name=self.board.seat_label(a.target)))]
        return [Gesture(a, card, label=self.item_label(a))]

    def item_label(self, a: A.UseItem) -> str:
        if a.item == "Ammo Box":
            return tx("dday.act_skulls_become", face=words.face(a.value))
        if a.item == "Lucky Charm":
            return tx("dday.act_plus_star") if a.value == 0 else tx("dday.act_plus_courage")
        if a.item == "Shoulder Patch":
            return tx("dday.act_recruit", name=a.sector)
        if a.item == "Amphetamines" and a.value >= 0:
            return tx("dday.act_cry_soldiers") if a.value == 0 else tx("dday.act_cry_move")
        if a.item == "Command Jacket" and a.target < 0:
            return tx("dday.act_use", name=a.item)
        return tx("dday.act_use", name=a.item)

    def _PlayDecoration(self, a: A.PlayDecoration) -> list[Gesture]:
        card = f"deco:{a.seat}:{a.name}"
        if a.target >= 0:
            return [Gesture(a, card, self.unit(a.target), label=tx("dday.act_play", name=a.name))]
        if a.choice:
            label = tx("dday.act_play_choice", name=a.name, choice=a.choice)
        elif a.value >= 0:
            label = tx("dday.act_play_choice", name=a.name, choice=words.bonus(a.value))
        else:
            label = tx("dday.act_play", name=a.name)
        return [Gesture(a, card, label=label)]

    def _ProposeSwap(self, a: A.ProposeSwap) -> list[Gesture]:
        return [Gesture(a, self.die(a.seat, a.die), self.die(a.target, a.their_die), label=tx("dday.act_offer_swap"))]

    def _PoolSwap(self, a: A.PoolSwap) -> list[Gesture]:
        return [Gesture(a, self.die(a.seat, a.die), f"pool:{a.seat}:{a.index}", label=tx("dday.act_pool_swap"))]

    def _Give(self, a: A.Give) -> list[Gesture]:
        dest = self.unit(a.target)
        me = a.seat
        if a.what in RESOURCES:
            counts = tuple((words.resource(r), a.amount if r == a.what else 0) for r in RESOURCES)
            return [Gesture(a, f"card:{me}", dest, label=tx("dday.act_give", n=a.amount, what=a.what),
                            counts=counts)]
        if a.what == "Messenger":
            return [Gesture(a, self.spec(me, a.what), dest, label=tx("dday.act_hand_over", name=a.what))]
        if a.what == self.view.units[me].vehicle:
            return [Gesture(a, f"vehicle:{me}", dest, label=tx("dday.act_hand_over", name=a.what))]
        return [Gesture(a, self.item(me, a.what), dest, label=tx("dday.act_hand_over", name=a.what))]

    def _AskHelp(self, a: Action) -> list[Gesture]:
        # a stuck unit points at the partner it asks (that partner's card)
        target = getattr(a, "target", -1)
        return [Gesture(a, self.unit(target), label=tx("dday.act_ask_help", name=self.board.seat_label(target)))]

    def _Save(self, a: A.Save) -> list[Gesture]:
        me = a.seat
        if a.by == "Ambulance":
            if self.view.units[me].vehicle == "Ambulance":
                return [Gesture(a, f"vehicle:{me}", label=tx("dday.act_save_one"))]
            return []
        if a.by == "Hero":
            label = tx("dday.act_hero", n=a.amount, what=a.pay)
        elif a.by == "Paratrooper":
            label = tx("dday.act_paratrooper")
        else:
            label = tx("dday.act_save_one")
        return [Gesture(a, self.spec(me, a.by), label=label)]

    def _LoseSpecialist(self, a: A.LoseSpecialist) -> list[Gesture]:
        # two steps, never one click: the specialist, then the fallen pile
        return [Gesture(a, self.spec(a.seat, a.name), f"fallen:{a.seat}", label=tx("dday.act_lose", name=a.name))]

    # ------------------------------------------------------------------ the bar
    def bar_label(self, a: Action) -> str:
        """The action bar's words for actions with no place."""
        simple = {A.RollDice: "dday.bar_roll", A.StopRolling: "dday.bar_keep", A.Pass: "dday.bar_done",
                  A.Mulligan: "dday.bar_mulligan", A.Stay: "dday.bar_stay", A.Defer: "dday.bar_wait",
                  A.LoseSoldiers: "dday.bar_lose_soldiers"}
        if type(a).__name__ == "CannotMove":
            return tx("dday.bar_give_up")
        key = simple.get(type(a))
        if key:
            return tx(key)
        if isinstance(a, A.JoinMove):
            return tx("dday.bar_join") if a.accept else tx("dday.bar_no_join")
        if isinstance(a, A.PressOn):
            return tx("dday.bar_press_on") if a.accept else tx("dday.bar_leave")
        if isinstance(a, A.AnswerSwap):
            return tx("dday.bar_accept") if a.accept else tx("dday.bar_refuse")
        if isinstance(a, A.Save) and a.by == "Ambulance":
            return tx("dday.bar_ambulance")
        return a.label()
