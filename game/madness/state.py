"""The state of a game of The Big Book of Madness: plain lists of ints, cloned by hand."""

from __future__ import annotations

from game.core.rng import Rng

# Spell entries are ``spell_id * 4 + flags``.
USED = 1
NEUTRAL = 2

ONGOING, WON, LOST = 0, 1, 2


class MadnessState:
    __slots__ = (
        "n", "rng", "difficulty", "horror", "nightmare", "variant5", "open_hands", "own_source", "m1_fan",
        "wizards", "deck", "hand", "discard", "support", "spells", "eliminated",
        "supply", "box", "madness", "destroyed", "destroyed_spells", "gone", "gone_spells",
        "curse_decks", "track", "track_neutral", "track_mad", "tokens", "broken",
        "library", "library_box", "pages", "page_box",
        "round", "marker", "turn", "active", "power_used", "harold_used", "m1_neutral",
        "tasks", "over", "reason", "events", "actions_taken", "context",
    )

    def __init__(self) -> None:
        self.n = 2
        self.rng = Rng(0)
        self.difficulty = 0
        self.horror = False
        self.nightmare = False
        self.variant5 = False
        self.open_hands = False
        self.own_source = False  # §7 item 13 option: discards only from own hand and support
        self.m1_fan = False  # §7 item 33 option: M1's spells flip back as soon as the curse leaves
        self.wizards: list[int] = []
        self.deck: list[list[int]] = []  # top = end of list
        self.hand: list[list[int]] = []
        self.discard: list[list[int]] = []
        self.support: list[list[int]] = []
        self.spells: list[list[int]] = []
        self.eliminated: list[bool] = []
        self.supply: list[int] = [0] * 13  # counts by card code (value 2 and 3 only)
        self.box: list[int] = [0] * 13  # out of play: leftover value-1 cards and madness
        self.madness = 0  # the madness deck (identical cards: a count)
        self.destroyed: list[int] = []
        self.destroyed_spells: list[int] = []
        self.gone: list[int] = [0] * 13  # belongings of eliminated players (§4.6 [DD])
        self.gone_spells: list[int] = []
        self.curse_decks: list[list[int]] = [[] for _ in range(5)]  # top = end
        self.track: list[int] = [-1] * 5
        self.track_neutral: list[int] = [0] * 5  # 0, or the turn in which the curse was neutralized
        self.track_mad: list[int] = [0] * 5  # Warlock madness under each curse
        self.tokens: list[int] = [0] * 20  # slot * 4 + element
        self.broken: list[int] = []
        self.library: list[list[int]] = [[] for _ in range(4)]  # top (face up) = end
        self.library_box: list[int] = []
        self.pages: list[int] = []  # grimoire: first page, five inner pages (the last page is implied)
        self.page_box: list[int] = []
        self.round = 0
        self.marker = 0  # 0 = Invocation space, 1..5
        self.turn = 0
        self.active = 0
        # seats (bits) whose wizard power was used this turn: the active player's, or a granted
        # action's player acting "as if it were their turn" (§4.5.8, §4.11)
        self.power_used = 0
        self.harold_used = 0
        self.m1_neutral: list[int] = []  # player * 64 + spell index neutralized by curse M1
        self.tasks: list[tuple] = []
        self.over = ONGOING
        self.reason = ""
        self.events: list = []
        self.actions_taken = 0
        # The effect being resolved, for the prompt: [kind index in EFFECT_KINDS, card/page id, caster].
        self.context: list[int] = []

    def clone(self) -> MadnessState:
        s = MadnessState.__new__(MadnessState)
        s.n = self.n
        s.rng = self.rng.copy()
        s.difficulty = self.difficulty
        s.horror = self.horror
        s.nightmare = self.nightmare
        s.variant5 = self.variant5
        s.open_hands = self.open_hands
        s.own_source = self.own_source
        s.m1_fan = self.m1_fan
        s.wizards = self.wizards[:]
        s.deck = [x[:] for x in self.deck]
        s.hand = [x[:] for x in self.hand]
        s.discard = [x[:] for x in self.discard]
        s.support = [x[:] for x in self.support]
        s.spells = [x[:] for x in self.spells]
        s.eliminated = self.eliminated[:]
        s.supply = self.supply[:]
        s.box = self.box[:]
        s.madness = self.madness
        s.destroyed = self.destroyed[:]
        s.destroyed_spells = self.destroyed_spells[:]
        s.gone = self.gone[:]
        s.gone_spells = self.gone_spells[:]
        s.curse_decks = [x[:] for x in self.curse_decks]
        s.track = self.track[:]
        s.track_neutral = self.track_neutral[:]
        s.track_mad = self.track_mad[:]
        s.tokens = self.tokens[:]
        s.broken = self.broken[:]
        s.library = [x[:] for x in self.library]
        s.library_box = self.library_box[:]
        s.pages = self.pages[:]
        s.page_box = self.page_box[:]
        s.round = self.round
        s.marker = self.marker
        s.turn = self.turn
        s.active = self.active
        s.power_used = self.power_used
        s.harold_used = self.harold_used
        s.m1_neutral = self.m1_neutral[:]
        s.tasks = self.tasks[:]
        s.over = self.over
        s.reason = self.reason
        s.events = []
        s.actions_taken = self.actions_taken
        s.context = self.context
        return s

    def capacity(self, p: int) -> int:
        from game.madness.data import ROSANA, ROSANA_CAPACITY, SUPPORT_CAPACITY

        return ROSANA_CAPACITY if self.wizards[p] == ROSANA else SUPPORT_CAPACITY

    def alive(self) -> list[int]:
        """Non-eliminated seats from the active player clockwise (§4.4)."""
        n = self.n
        return [(self.active + i) % n for i in range(n) if not self.eliminated[(self.active + i) % n]]


# Fields encoded as they are (lists of ints, nested lists, ints, bools, strs).
PLAIN_FIELDS = (
    "n", "difficulty", "horror", "nightmare", "variant5", "open_hands", "own_source", "m1_fan",
    "wizards", "deck", "hand", "discard", "support", "spells", "eliminated",
    "supply", "box", "madness", "destroyed", "destroyed_spells", "gone", "gone_spells",
    "curse_decks", "track", "track_neutral", "track_mad", "tokens", "broken",
    "library", "library_box", "pages", "page_box",
    "round", "marker", "turn", "active", "power_used", "harold_used", "m1_neutral",
    "over", "reason", "actions_taken", "context",
)
EFFECT_KINDS = "SCABPLR"  # spell, curse, arrival, bonus, penalty, last page, curse-breaking reward
