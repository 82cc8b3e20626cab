"""The Big Book of Madness as data: element cards, spells, curses, grimoire pages, wizards, tables.

Effects are written in the spec's §5.6 vocabulary: a card's effect is a tuple of *steps*, each
``(subject, count, prims)``; every subject player resolves all ``prims`` in order ("then") before
the next player starts (§4.12). A number written ``"{k}"`` is a factor: k × the cast multiplier
(§4.5.3). ``effects.py`` interprets the primitives.
"""

from __future__ import annotations

from collections.abc import Callable

from game.madness.tr import N_, _

# ------------------------------------------------------------------ elements and cards (§2)
W, F, E, A = 0, 1, 2, 3
ELEMENTS = (W, F, E, A)
ELEM_NAMES = (N_("Water"), N_("Fire"), N_("Earth"), N_("Air"))
ELEM_LETTERS = ("W", "F", "E", "A")

# A card code: element * 3 + (value - 1) for element cards, MADNESS for a madness card.
MADNESS = 12
UNKNOWN = -1
N_CODES = 13


def card(elem: int, value: int) -> int:
    return elem * 3 + value - 1


CARD_ELEM = tuple([c // 3 for c in range(12)] + [-1])
CARD_VALUE = tuple([c % 3 + 1 for c in range(12)] + [0])
CARD_NAMES = (N_("W1"), N_("W2"), N_("W3"), N_("F1"), N_("F2"), N_("F3"), N_("E1"), N_("E2"), N_("E3"),
              N_("A1"), N_("A2"), N_("A3"), N_("Madness"))   # shown through _(): Czech letters

CARDS_PER_VALUE = {1: 18, 2: 10, 3: 6}  # §2: 34 per element; value-3 count 6 per the transcript (§7 item 34)
TOTAL_OF_CODE = tuple([CARDS_PER_VALUE[CARD_VALUE[c]] for c in range(12)] + [35])
MADNESS_TOTAL = 35

HAND_SIZE = 6  # §4.6
SUPPORT_CAPACITY = 3  # §4.1
ROSANA_CAPACITY = 5  # §7 item 29 [DD: transcript 5, fan data 4]
SPELL_LIMIT = 5  # §4.5.4
PATRIK_SPELL_LIMIT = 6  # §5.3
MAX_MULTIPLIER = 3  # §4.5.2
LEARN_COST = 2  # §4.5.4
BANISH_COST = 2  # §4.5.7
CURSE_ELEMENT_COST = 4  # §4.5.6
ROUNDS = 6  # §1
TURNS_PER_ROUND = 5  # §4.2
ELIMINATION_MADNESS = 6  # §4.6
TOKENS_PER_ELEMENT = 4  # §2


def madness_deck_size(players: int) -> int:
    """§3.1 step 2: 5 × players + 10."""
    return 5 * players + 10


# §3.3 round track: multi-element curses per round, by difficulty (index 0..2 = I..III).
# [DD §7 item 32] 0-based row reading of the fan table; the other reading shifts each column up.
ROUND_TRACK = (
    (0, 0, 1, 1, 2, 2),
    (0, 1, 1, 2, 2, 2),
    (1, 1, 2, 2, 2, 2),
)

# Curse slots: index -> invocation space (§2, §4.4). Slot order 2, 3L, 3R, 4, 5.
SLOT_SPACE = (2, 3, 3, 4, 5)
SLOT_NAMES = ("2", N_("3-left"), N_("3-right"), "4", "5")   # shown through _()

# ------------------------------------------------------------------ spells (§5.1, §5.2)
# Each spell: (name, element, level, effect steps).
ME, EACH, EACH_OTHER, ONE, ONE_OTHER = "ME", "EACH", "EACH_OTHER", "ONE", "ONE_OTHER"
PICK, PICK_OTHER, ACTIVE_PICK, BOARD = "PICK", "PICK_OTHER", "ACTIVE_PICK", "BOARD"
EACH_FREE, EACH_MAD = "EACH_FREE", "EACH_MAD"  # with a free support slot / holding madness (I5)

SPELLS: tuple[tuple[str, int, int, tuple], ...] = (
    # basic (§5.1)
    (N_("Combustion"), F, 1, ((ME, 0, (("destroy", "{1}", "any", "H"),)),)),
    (N_("Ice"), W, 1, ((ME, 0, (("to_support", "{1}", "H"),)),)),
    (N_("Growth"), E, 1, ((ME, 0, (("draw", "{1}"),)),)),
    (N_("Telepathy"), A, 1, ((ONE_OTHER, 0, (("actions", "{1}", "normal"),)),)),
    # water
    (N_("Torrential Rain"), W, 1, ((PICK, "{1}", (("shuffle_in", "DS"),)),)),
    (N_("Frost Mirror"), W, 1, ((ME, 0, (("to_support", "{1}", "D"),)),)),
    (N_("Cool Head"), W, 1, ((ME, 0, (("to_support", "{1}", "H"), ("draw", "{1}"))),)),
    (N_("Frost Touch"), W, 2, ((PICK_OTHER, "{1}", (("draw", 1), ("to_support", 1, "H"))),)),
    (N_("Glaciation"), W, 2, ((ME, 0, (("upgrade", "{1}", "SH", "same", False),)),)),
    (N_("Raining Frogs"), W, 2, ((PICK_OTHER, "{1}", (("shuffle_in", "HSD"), ("draw", 5))),)),
    (N_("Ice Cocoon"), W, 3, ((EACH, 0, (("ice_cocoon", "{1}"),)),)),
    (N_("Arctic Circle"), W, 3, ((EACH, 0, (("to_support", "{1}", "H"), ("draw", "{1}"))),)),
    (N_("Tsunami"), W, 3, ((EACH_FREE, 0, (("tsunami", "{1}"),)),)),
    # earth
    (N_("Sands of Time"), E, 1, ((ME, 0, (("to_top", "{1}", "D", False),)),)),
    (N_("Essence of the Earth"), E, 1, ((PICK_OTHER, "{1}", (("to_top", 1, "D", False),)),)),
    (N_("Stone Skin"), E, 1, ((ME, 0, (("upgrade", "{1}", "DEF", "D", False),)),)),
    (N_("Bark Skin"), E, 2, ((PICK, "{1}", (("bark",),)),)),
    (N_("Taking Root"), E, 2, ((ME, 0, (("gain", 2, "T", "{1}"),)),)),
    (N_("Abundance"), E, 2, ((ONE_OTHER, 0, (("draw", "{2}"),)),)),  # level 2: §7 item 30 [DD]
    (N_("Flowering"), E, 3, ((ME, 0, (("gain", 3, "T", "{1}"),)),)),
    (N_("Telekinesis"), E, 3, ((EACH, 0, (("draw", "{1}"),)),)),
    (N_("Earthquake"), E, 3, ((ME, 0, (("banish_all", "SH"), ("draw", "{2}"))),)),
    # fire
    (N_("Warm-blooded"), F, 1, ((ME, 0, (("warm", "{1}"),)),)),
    (N_("Concentration"), F, 1, ((ME, 0, (("destroy", "{1}", "any", "D"),)),)),
    (N_("Infernal Forge"), F, 1, ((ONE, 0, (("forge", "{1}"),)),)),
    (N_("Regeneration"), F, 2, ((ONE, 0, (("banish", "{1}", "H", False), ("draw", "{1}"))),)),
    (N_("Cauterization"), F, 2, ((ME, 0, (("banish", "{2}", "DS", True),)),)),
    (N_("Resolve"), F, 2, ((ME, 0, (("draw", "{2}"), ("banish", "{1}", "HS", False))),)),
    (N_("Circle of Fire"), F, 3, ((EACH, 0, (("banish", "{1}", "DEF", False),)),)),
    (N_("Aura of Fire"), F, 3, ((ME, 0, (("banish", "{1}", "H", False), ("gain", 3, "D", "{1}"))),)),
    (N_("Purification"), F, 3, ((PICK_OTHER, "{1}", (("banish_all", "H"),)),)),
    # air
    (N_("Breath"), A, 1, ((ME, 0, (("breath", "{1}"),)),)),
    (N_("Mind Control"), A, 1, ((PICK_OTHER, "{1}", (("actions", 1, "normal"), ("draw", 1))),)),
    (N_("Aspiration"), A, 1, ((ME, 0, (("aspiration", "{1}"),)),)),
    (N_("Levitation"), A, 2, ((PICK_OTHER, "{1}", (("draw_to", HAND_SIZE),)),)),
    (N_("Tornado"), A, 2, ((ME, 0, (("tornado", "{1}"),)),)),
    (N_("Eye of the Hurricane"), A, 2, ((EACH, 0, (("discard", "{1}", "any", "H"), ("draw", "{1}"))),)),
    (N_("Incarnation"), A, 3, ((ME, 0, (("actions", "{1}", "shared_keep"),)),)),
    (N_("Daydream"), A, 3, ((EACH_OTHER, 0, (("to_hand", "{1}", "D"),)),)),
    (N_("Illusion"), A, 3, ((PICK_OTHER, "{1}", (("refresh_all",), ("actions", 1, "own_keep"))),)),
)
SPELL_NAMES = tuple(s[0] for s in SPELLS)
SPELL_ID = {s[0]: i for i, s in enumerate(SPELLS)}
BASIC_SPELLS = (0, 1, 2, 3)
LIBRARY_SPELLS = tuple(range(4, len(SPELLS)))


def library_of(elem: int, level: int) -> tuple[int, ...]:
    return tuple(i for i in LIBRARY_SPELLS if SPELLS[i][1] == elem and SPELLS[i][2] == level)


# ------------------------------------------------------------------ curses (§5.4)
CURSE_DECK_MULTI = 4  # decks 0..3 = elements W F E A, 4 = multi-element
CURSE_DECK_NAMES = (N_("Water"), N_("Fire"), N_("Earth"), N_("Air"), N_("Multi-element"))
# Curse types: key -> (text, effect steps). Source "FDEF": a discard forced by a curse or page, from
# the hand or the shared support (§4.12), or own cards only with the §7 item 13 option.
CURSE_EFFECTS: dict[str, tuple[str, tuple]] = {
    "C1": (N_("Each player adds 1 madness card to their discard pile."), ((EACH, 0, (("get_m", 1, "D"),)),)),
    "C2": (N_("Each player destroys the top card of their draw deck."), ((EACH, 0, (("destroy_top", 1),)),)),
    "C3": (N_("Each player puts the top 2 cards of their draw deck into their discard pile."),
           ((EACH, 0, (("mill", 2),)),)),
    "C4": (N_("Each player discards 1 earth card."), ((EACH, 0, (("discard", 1, "E", "FDEF"),)),)),
    "C5": (N_("Each player discards 1 fire card."), ((EACH, 0, (("discard", 1, "F", "FDEF"),)),)),
    "C6": (N_("Each player discards 1 water card."), ((EACH, 0, (("discard", 1, "W", "FDEF"),)),)),
    "C7": (N_("Each player discards 1 air card."), ((EACH, 0, (("discard", 1, "A", "FDEF"),)),)),
    "C8": (N_("Each player puts 1 madness card on top of their draw deck."), ((EACH, 0, (("get_m", 1, "T"),)),)),
    "C9": (N_("Each player puts the top 3 cards of their draw deck into their discard pile."),
           ((EACH, 0, (("mill", 3),)),)),
    "C10": (N_("Each player puts the top card of their draw deck into the discard pile of the player on their right."),
            ((BOARD, 0, (("c10",),)),)),
    "C11": (N_("Each player destroys 1 value-2 card."), ((EACH, 0, (("destroy", 1, "v2", "FDEF"),)),)),
    "M1": (N_("Each player neutralizes 1 of their spells until the next monster arrives."),
           ((EACH, 0, (("neutralize",),)),)),
    "M2": (N_("Water tax: +1 water on every other curse."), ((BOARD, 0, (("tax", W),)),)),
    "M3": (N_("Earth tax: +1 earth on every other curse."), ((BOARD, 0, (("tax", E),)),)),
    "M4": (N_("Air tax: +1 air on every other curse."), ((BOARD, 0, (("tax", A),)),)),
    "M5": (N_("Fire tax: +1 fire on every other curse."), ((BOARD, 0, (("tax", F),)),)),
    "M6": (N_("Each player discards their whole hand, then draws 5 cards."),
           ((EACH, 0, (("discard_all", "any", "H"), ("draw", 5))),)),
    "M7": (N_("Deal the destroyed element and madness cards back, at most 3 per player."),
           ((BOARD, 0, (("deal_destroyed", 3),)),)),
    "M8": (N_("Each player discards 1 value-2 card."), ((EACH, 0, (("discard", 1, "v2", "FDEF"),)),)),
    "M9": (N_("Each player discards their entire draw deck."), ((EACH, 0, (("mill", "all"),)),)),
    "M10": (N_("Destroy 4 cards from the madness deck."), ((BOARD, 0, (("destroy_mdeck", 4),)),)),
    "M11": (N_("Each player discards all cards in their own support."),
            ((EACH, 0, (("discard_all", "any", "S"),)),)),
}
TAX_ELEMENT = {"M2": W, "M3": E, "M4": A, "M5": F}
# Deck compositions (§5.4 table). [DD §7 item 31] one fire copy of C3, not the fan's two.
CURSE_DECKS: tuple[tuple[tuple[str, int], ...], ...] = (
    (("C1", 4), ("C2", 1), ("C3", 1), ("C4", 1), ("C5", 1), ("C8", 1)),  # water
    (("C1", 4), ("C2", 1), ("C3", 1), ("C4", 1), ("C7", 1), ("C11", 1)),  # fire
    (("C1", 4), ("C2", 1), ("C3", 1), ("C6", 1), ("C7", 1), ("C9", 1)),  # earth
    (("C1", 4), ("C2", 1), ("C3", 1), ("C5", 1), ("C6", 1), ("C10", 1)),  # air
    tuple((k, 1) for k in ("M1", "M2", "M3", "M4", "M5", "M6", "M7", "M8", "M9", "M10", "M11", "C8")),
)
# A curse code identifies (deck, effect); copies share a code.
CURSES: tuple[tuple[int, str], ...] = tuple((d, key) for d, comp in enumerate(CURSE_DECKS) for key, _n in comp)
CURSE_CODE = {c: i for i, c in enumerate(CURSES)}


def curse_deck_cards(deck: int) -> list[int]:
    return [CURSE_CODE[(deck, key)] for key, n in CURSE_DECKS[deck] for _i in range(n)]


# Short names of the curse effects for labels (the full text is CURSE_EFFECTS[key][0]).
CURSE_SHORT = {
    "C1": N_("a madness each"), "C2": N_("destroy top card"), "C3": N_("top 2 to discard"), "C4": N_("discard an earth card"),
    "C5": N_("discard a fire card"), "C6": N_("discard a water card"), "C7": N_("discard an air card"),
    "C8": N_("madness on your deck"), "C9": N_("top 3 to discard"), "C10": N_("top card to the right"),
    "C11": N_("destroy a value-2 card"), "M1": N_("neutralize a spell"), "M2": N_("water tax"), "M3": N_("earth tax"),
    "M4": N_("air tax"), "M5": N_("fire tax"), "M6": N_("new hand of 5"), "M7": N_("destroyed cards come back"),
    "M8": N_("discard a value-2 card"), "M9": N_("discard your deck"), "M10": N_("destroy 4 madness"),
    "M11": N_("discard your support"),
}


def curse_label(code: int, tr: Callable[..., str] = _) -> str:
    """The curse in a few words; ``tr=en`` for the English kept in events."""
    deck, key = CURSES[code]
    return tr(CURSE_KIND[deck], short=tr(CURSE_SHORT[key]))


# "water curse “a madness each”": one text per deck, so a language can inflect the adjective
CURSE_KIND = (N_("water curse \u201c{short}\u201d"), N_("fire curse \u201c{short}\u201d"),
              N_("earth curse \u201c{short}\u201d"), N_("air curse \u201c{short}\u201d"),
              N_("multi-element curse \u201c{short}\u201d"))


# ------------------------------------------------------------------ grimoire (§5.5)
# Page: (id, label, icons, arrival, bonus, bonus_asks, penalty). First pages have no front.
# ``bonus_asks``: the bonus is a "may" that is not already optional inside (§4.4 step 2).
PAGES: tuple[tuple, ...] = (
    ("P1", N_("Red bee"), (A, W, F), ((EACH, 0, (("mill", 2),)),), (), False, ()),
    ("P2", N_("Green square blob"), (W, E, A), ((EACH, 0, (("discard", 1, "any", "FDEF"),)),), (), False, ()),
    ("P3", N_("Angry blue ghost"), (E, F, W), ((EACH, 0, (("get_m", 1, "S"),)),), (), False, ()),
    ("P4", N_("Many-eyed toadstool"), (F, A, E), ((BOARD, 0, (("destroy_mdeck", "players"),)),), (), False, ()),
    ("I1", N_("Green cloaked mastermind"), (W, F, A), ((EACH, 0, (("get_m", 1, "H"),)),),
     ((ACTIVE_PICK, 0, (("i1_bonus",),)),), False, ((BOARD, 0, (("destroy_mdeck", 4),)),)),
    ("I2", N_("Orange toenail creature"), (E, A, F), ((ACTIVE_PICK, 0, (("discard_all", "any", "H"),)),),
     ((EACH_FREE, 0, (("mill_support",),)),), True, ((EACH, 0, (("destroy_top", 2),)),)),
    ("I3", N_("Green goblin with key"), (F, A, W), ((EACH, 0, (("discard", 1, "v3", "FDEF"),)),),
     ((EACH, 0, (("draw", 1),)),), True, ((EACH, 0, (("discard_all", "E", "HS"),)),)),
    ("I4", N_("Green griffin"), (W, E, F), ((BOARD, 0, (("destroy_all_shared",),)),),
     ((EACH, 0, (("to_top", 2, "D", True),)),), False, ((EACH, 0, (("discard_all", "A", "HS"),)),)),
    ("I5", N_("Two aqua martians"), (E, F, W), ((EACH_MAD, 0, (("get_m", 1, "H"),)),),
     ((EACH, 0, (("destroy_draw", "any", "H"),)),), False,
     ((ACTIVE_PICK, 0, (("discard_all", "any", "S"), ("get_m", 3, "S"))),)),
    ("I6", N_("Red spider"), (A, E, W), ((EACH, 0, (("discard", 2, "any", "FDEF"),)),),
     ((EACH, 0, (("upgrade", 1, "D", "H", True),)),), False, ((EACH, 0, (("get_m", 1, "D"),)),)),
    ("I7", N_("Fire golem"), (E, A, W), ((EACH, 0, (("destroy_top", 2),)),),
     ((EACH, 0, (("gain", 2, "D", 1),)),), True, ((EACH, 0, (("discard_all", "F", "HS"),)),)),
    ("I8", N_("Green flytrap plant"), (F, W, E), ((BOARD, 0, (("i8", 3),)),),
     ((EACH, 0, (("banish_all", "D"),)),), True, ((EACH, 0, (("get_m", 1, "D"),)),)),
    ("I9", N_("Warlock"), (A, W, F), ((BOARD, 0, (("warlock",),)),),
     ((BOARD, 0, (("banish_all", "SH"),)),), True, ((BOARD, 0, (("deal_destroyed", 3),)),)),
    ("I10", N_("Red samurai"), (W, A, E), ((EACH, 0, (("get_m", 1, "T"),)),),
     ((EACH, 0, (("banish", 2, "DEF", True),)),), False,
     ((EACH, 0, (("discard_all", "any", "H"), ("draw", 5))),)),
    ("I11", N_("Green octopus"), (F, E, A), ((EACH, 0, (("i11_arrival",),)),),
     ((EACH, 0, (("i11_bonus",),)),), False, ((EACH, 0, (("discard_all", "W", "HS"),)),)),
    ("I12", N_("Red dragon"), (A, F, E), ((EACH, 0, (("mill", "all"),)),),
     ((EACH_FREE, 0, (("to_support", 1, "D"),)),), True, ((EACH, 0, (("discard", 1, "v2", "FDEF"),)),)),
)
FIRST_PAGES = (0, 1, 2, 3)
INNER_PAGES = tuple(range(4, 16))
LAST_PAGE = 16  # its front: "You won!" / "You lost!" and the final monster's extra arrival (§4.10)
LAST_ARRIVAL = ((EACH, 0, (("get_m", 1, "T"),)),)  # §4.4 step 6 [DD: after the monster's own arrival]
PAGE_COUNT = 17
INNER_USED = 5  # §3.1 step 7


def page_label(page: int) -> str:
    return _("Last page") if page == LAST_PAGE else f"{_(PAGES[page][1])} ({PAGES[page][0]})"


# ------------------------------------------------------------------ wizards (§5.3)
# (name, element, power, value-2 element, (W1, F1, E1, A1))
WIZARDS: tuple[tuple[str, int, str, tuple[int, int, int, int]], ...] = (
    ("Rosana", W, "rosana", (3, 2, 2, 4)),
    ("Harold", W, "harold", (2, 3, 3, 3)),
    ("Sandra", F, "sandra", (2, 3, 4, 2)),
    ("Viktor", F, "viktor", (3, 3, 2, 3)),
    ("Violetta", E, "violetta", (3, 3, 1, 4)),
    ("Patrik", E, "patrik", (3, 3, 4, 1)),
    ("Alice", A, "alice", (4, 4, 1, 2)),
    ("Larry", A, "larry", (2, 1, 5, 3)),
)
WIZARD_NAMES = tuple(w[0] for w in WIZARDS)
ROSANA, HAROLD, SANDRA, VIKTOR, VIOLETTA, PATRIK, ALICE, LARRY = range(8)
# Powers used "during your turn" (§4.11): before the grimoire phase, between actions, after the
# recuperation draw, and in a granted action (§4.5.8); Harold's is used while paying.
ACTIVE_POWERS = (SANDRA, VIKTOR, VIOLETTA, LARRY)
POWER_TEXT = (
    N_("Your support holds up to 5 cards."),
    N_("Once per turn, treat one value-1 air card as a value-1 card of any element when paying."),
    N_("Once per turn, refresh 1 used spell of any player."),
    N_("Once per turn, discard 1 madness card from your hand and draw 1 card."),
    N_("Once per turn, swap up to 2 hand cards with as many cards of your support."),
    N_("You may know up to 6 spells."),
    N_("Every time you break a curse you may draw 1 card."),
    N_("Once per turn, draw 1 card: banish it if it is madness, otherwise discard it."),
)

DIFFICULTY_NAMES = (N_("I (Easy)"), N_("II (Medium)"), N_("III (Hard)"))

# ------------------------------------------------------------------ texts for the table (§5.1, §5.2, §5.5)
# Restated card texts; a number in [brackets] is a factor, multiplied when the cast is paid ×2 or ×3
# (§4.5.3).
SPELL_TEXTS: tuple[str, ...] = (
    N_("Destroy [1] card from your hand."),
    N_("Put [1] card from your hand into your support."),
    N_("Draw [1] card."),
    N_("One other player takes [1] action."),
    N_("[1] player(s) of your choice shuffle their discard pile and support into their draw deck."),
    N_("Put [1] card from your discard pile into your support."),
    N_("Put [1] card from your hand into your support, then draw [1] card."),
    N_("[1] other player(s) each draw 1 card, then put 1 card from their hand into their support."),
    N_("Destroy [1] card of the shared support and put the higher-value card in its place."),
    N_("[1] other player(s) each shuffle hand, support and discard pile into their deck, then draw 5."),
    N_("Each player discards all madness from their hand, then draws [1] card per madness discarded."),
    N_("Each player puts [1] card into their support, then draws [1] card."),
    N_("Each player with a free support slot draws [1] card and puts it into their support."),
    N_("Put [1] card from your discard pile on top of your draw deck."),
    N_("[1] other player(s) each put 1 card from their discard pile on top of their draw deck."),
    N_("Destroy [1] card from your hand or the shared support, then add the higher-value card to your discard."),
    N_("[1] player(s) may each destroy a pair of identical element cards and take a value-2 card of that "
    "element into their hand."),
    N_("Put [1] value-2 card from the supply on top of your draw deck."),
    N_("One other player draws [2] cards."),
    N_("Put [1] value-3 card from the supply on top of your draw deck."),
    N_("Each player draws [1] card."),
    N_("Banish all madness in the shared support, then draw [2] cards."),
    N_("Discard [1] madness card from your hand, then draw 2 cards for each madness discarded."),
    N_("Destroy [1] card from your discard pile."),
    N_("One player may discard [1] card, then draw [1] card."),
    N_("One player banishes [1] madness from their hand, then draws [1] card."),
    N_("Banish up to [2] madness cards from your discard pile and/or your support."),
    N_("Draw [2] cards, then banish [1] madness from your hand or your support."),
    N_("Each player banishes [1] madness from their hand or the shared support."),
    N_("Banish [1] madness from your hand, then add [1] value-3 card to your discard pile."),
    N_("[1] other player(s) each banish all madness from their hand."),
    N_("Give [1] card from your hand or the shared support to another player's hand."),
    N_("[1] other player(s) each take 1 action, then draw 1 card."),
    N_("Take [1] card into your hand from another player's hand or from the shared support."),
    N_("[1] other player(s) each draw until they hold 6 cards."),
    N_("Exchange [1] card(s) from your hand with another player (received cards go to hand)."),
    N_("Each player discards [1] card from their hand, then draws [1] card."),
    N_("Take [1] action paid only with shared-support cards, which stay where they are."),
    N_("Each other player puts [1] card from their discard pile into their hand."),
    N_("[1] other player(s) each refresh all their spells, then take 1 action paid with their own hand and "
    "support, which stay where they are."),
)

# Per page: (arrival, defeat bonus, failure penalty); first pages have no front (§5.5).
PAGE_TEXTS: tuple[tuple[str, str, str], ...] = (
    (N_("Each player puts the top 2 cards of their draw deck into their discard pile."), "", ""),
    (N_("Each player discards 1 card."), "", ""),
    (N_("Each player gets 1 madness card into their support."), "", ""),
    (N_("Destroy as many cards from the madness deck as there are players."), "", ""),
    (N_("Each player takes 1 madness card into their hand."),
     N_("One player of your choice takes any 1 spell still in the library."),
     N_("Destroy 4 cards from the madness deck.")),
    (N_("One player of your choice discards their whole hand."),
     N_("Each player with a free support slot puts the top card of their draw deck into their support."),
     N_("Each player destroys the top 2 cards of their draw deck.")),
    (N_("Each player discards 1 value-3 card."),
     N_("Each player draws 1 card."),
     N_("Each player discards all earth cards from their hand and their support.")),
    (N_("Destroy all cards in the shared support."),
     N_("Each player puts up to 2 cards from their discard pile on top of their draw deck."),
     N_("Each player discards all air cards from their hand and their support.")),
    (N_("Each player with a madness card in hand or support takes 1 madness card into their hand."),
     N_("Each player may destroy any number of cards from their hand, then draws that many."),
     N_("One player discards all cards in their support, then gets 3 madness cards into their support.")),
    (N_("Each player discards 2 cards."),
     N_("Each player may destroy 1 card from their discard pile; an element card gives them the "
     "higher-value card into their hand."),
     N_("Each player adds 1 madness card to their discard pile.")),
    (N_("Each player destroys the top 2 cards of their draw deck."),
     N_("Each player adds 1 value-2 card to their discard pile."),
     N_("Each player discards all fire cards from their hand and their support.")),
    (N_("Destroy 3 spells in total, chosen among all players' spells."),
     N_("Each player banishes all madness from their discard pile."),
     N_("Each player adds 1 madness card to their discard pile.")),
    (N_("Put 1 madness card from the madness deck under each curse; whoever breaks the curse takes it."),
     N_("Banish all madness in the shared support."),
     N_("Deal the destroyed element and madness cards back into discard piles, at most 3 per player.")),
    (N_("Each player puts 1 madness card on top of their draw deck."),
     N_("Each player banishes up to 2 madness cards from their hand and/or the shared support."),
     N_("Each player discards their whole hand, then draws 5 cards.")),
    (N_("Each player puts all madness cards from their discard pile and support on top of their draw deck."),
     N_("Each player may discard 1 value-1 card to put a value-3 card of the same element on top of their deck."),
     N_("Each player discards all water cards from their hand and their support.")),
    (N_("Each player discards their entire draw deck."),
     N_("Each player with a free support slot puts 1 card from their discard pile into their support."),
     N_("Each player discards 1 value-2 card.")),
)
LAST_PAGE_TEXT = (N_("Each player puts 1 madness card on top of their draw deck."), N_("You won!"), N_("You lost!"))


def spell_text(sid: int) -> str:
    _name, elem, level, _eff = SPELLS[sid]
    return _("{text} — level {level}, cast for {cost}; paying ×2 or ×3 multiplies the numbers in brackets.",
             text=_(SPELL_TEXTS[sid]), level=level, cost=elements(level, elem))


def elem_name(elem: int) -> str:
    """An element's name in the player's language (lower case: "water")."""
    return _(ELEM_NAMES[elem]).lower()


def elements(n: int, elem: int, tr: Callable[..., str] = _) -> str:
    """``n`` of an element, counted: "2 water" ("2 vody")."""
    return tr(ELEM_COUNT[elem], n=n)


# What players read: an element card by its element and value ("Earth 1"), not its code ("E1").
CARD_WORDS = (N_("Water 1"), N_("Water 2"), N_("Water 3"), N_("Fire 1"), N_("Fire 2"), N_("Fire 3"),
              N_("Earth 1"), N_("Earth 2"), N_("Earth 3"), N_("Air 1"), N_("Air 2"), N_("Air 3"), N_("Madness"))


def card_name(code: int) -> str:
    return _(CARD_WORDS[code]) if 0 <= code < len(CARD_WORDS) else "?"


ELEM_COUNT = (N_("{n} water"), N_("{n} fire"), N_("{n} earth"), N_("{n} air"))
