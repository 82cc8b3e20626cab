"""The Big Book of Madness as data: element cards, spells, curses, grimoire pages, wizards, tables.

Effects are written in the spec's §5.6 vocabulary: a card's effect is a tuple of *steps*, each
``(subject, count, prims)``; every subject player resolves all ``prims`` in order ("then") before
the next player starts (§4.12). A number written ``"{k}"`` is a factor: k × the cast multiplier
(§4.5.3). ``effects.py`` interprets the primitives.
"""

from __future__ import annotations

# ------------------------------------------------------------------ elements and cards (§2)
W, F, E, A = 0, 1, 2, 3
ELEMENTS = (W, F, E, A)
ELEM_NAMES = ("Water", "Fire", "Earth", "Air")
ELEM_LETTERS = ("W", "F", "E", "A")

# A card code: element * 3 + (value - 1) for element cards, MADNESS for a madness card.
MADNESS = 12
UNKNOWN = -1
N_CODES = 13


def card(elem: int, value: int) -> int:
    return elem * 3 + value - 1


CARD_ELEM = tuple([c // 3 for c in range(12)] + [-1])
CARD_VALUE = tuple([c % 3 + 1 for c in range(12)] + [0])
CARD_NAMES = tuple([f"{ELEM_LETTERS[c // 3]}{c % 3 + 1}" for c in range(12)] + ["Madness"])

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
SLOT_NAMES = ("2", "3-left", "3-right", "4", "5")

# ------------------------------------------------------------------ spells (§5.1, §5.2)
# Each spell: (name, element, level, effect steps).
ME, EACH, EACH_OTHER, ONE, ONE_OTHER = "ME", "EACH", "EACH_OTHER", "ONE", "ONE_OTHER"
PICK, PICK_OTHER, ACTIVE_PICK, BOARD = "PICK", "PICK_OTHER", "ACTIVE_PICK", "BOARD"
EACH_FREE, EACH_MAD = "EACH_FREE", "EACH_MAD"  # with a free support slot / holding madness (I5)

SPELLS: tuple[tuple[str, int, int, tuple], ...] = (
    # basic (§5.1)
    ("Combustion", F, 1, ((ME, 0, (("destroy", "{1}", "any", "H"),)),)),
    ("Ice", W, 1, ((ME, 0, (("to_support", "{1}", "H"),)),)),
    ("Growth", E, 1, ((ME, 0, (("draw", "{1}"),)),)),
    ("Telepathy", A, 1, ((ONE_OTHER, 0, (("actions", "{1}", "normal"),)),)),
    # water
    ("Torrential Rain", W, 1, ((PICK, "{1}", (("shuffle_in", "DS"),)),)),
    ("Frost Mirror", W, 1, ((ME, 0, (("to_support", "{1}", "D"),)),)),
    ("Cool Head", W, 1, ((ME, 0, (("to_support", "{1}", "H"), ("draw", "{1}"))),)),
    ("Frost Touch", W, 2, ((PICK_OTHER, "{1}", (("draw", 1), ("to_support", 1, "H"))),)),
    ("Glaciation", W, 2, ((ME, 0, (("upgrade", "{1}", "SH", "same", False),)),)),
    ("Raining Frogs", W, 2, ((PICK_OTHER, "{1}", (("shuffle_in", "HSD"), ("draw", 5))),)),
    ("Ice Cocoon", W, 3, ((EACH, 0, (("ice_cocoon", "{1}"),)),)),
    ("Arctic Circle", W, 3, ((EACH, 0, (("to_support", "{1}", "H"), ("draw", "{1}"))),)),
    ("Tsunami", W, 3, ((EACH_FREE, 0, (("tsunami", "{1}"),)),)),
    # earth
    ("Sands of Time", E, 1, ((ME, 0, (("to_top", "{1}", "D", False),)),)),
    ("Essence of the Earth", E, 1, ((PICK_OTHER, "{1}", (("to_top", 1, "D", False),)),)),
    ("Stone Skin", E, 1, ((ME, 0, (("upgrade", "{1}", "DEF", "D", False),)),)),
    ("Bark Skin", E, 2, ((PICK, "{1}", (("bark",),)),)),
    ("Taking Root", E, 2, ((ME, 0, (("gain", 2, "T", "{1}"),)),)),
    ("Abundance", E, 2, ((ONE_OTHER, 0, (("draw", "{2}"),)),)),  # level 2: §7 item 30 [DD]
    ("Flowering", E, 3, ((ME, 0, (("gain", 3, "T", "{1}"),)),)),
    ("Telekinesis", E, 3, ((EACH, 0, (("draw", "{1}"),)),)),
    ("Earthquake", E, 3, ((ME, 0, (("banish_all", "SH"), ("draw", "{2}"))),)),
    # fire
    ("Warm-blooded", F, 1, ((ME, 0, (("warm", "{1}"),)),)),
    ("Concentration", F, 1, ((ME, 0, (("destroy", "{1}", "any", "D"),)),)),
    ("Infernal Forge", F, 1, ((ONE, 0, (("forge", "{1}"),)),)),
    ("Regeneration", F, 2, ((ONE, 0, (("banish", "{1}", "H", False), ("draw", "{1}"))),)),
    ("Cauterization", F, 2, ((ME, 0, (("banish", "{2}", "DS", True),)),)),
    ("Resolve", F, 2, ((ME, 0, (("draw", "{2}"), ("banish", "{1}", "HS", False))),)),
    ("Circle of Fire", F, 3, ((EACH, 0, (("banish", "{1}", "DEF", False),)),)),
    ("Aura of Fire", F, 3, ((ME, 0, (("banish", "{1}", "H", False), ("gain", 3, "D", "{1}"))),)),
    ("Purification", F, 3, ((PICK_OTHER, "{1}", (("banish_all", "H"),)),)),
    # air
    ("Breath", A, 1, ((ME, 0, (("breath", "{1}"),)),)),
    ("Mind Control", A, 1, ((PICK_OTHER, "{1}", (("actions", 1, "normal"), ("draw", 1))),)),
    ("Aspiration", A, 1, ((ME, 0, (("aspiration", "{1}"),)),)),
    ("Levitation", A, 2, ((PICK_OTHER, "{1}", (("draw_to", HAND_SIZE),)),)),
    ("Tornado", A, 2, ((ME, 0, (("tornado", "{1}"),)),)),
    ("Eye of the Hurricane", A, 2, ((EACH, 0, (("discard", "{1}", "any", "H"), ("draw", "{1}"))),)),
    ("Incarnation", A, 3, ((ME, 0, (("actions", "{1}", "shared_keep"),)),)),
    ("Daydream", A, 3, ((EACH_OTHER, 0, (("to_hand", "{1}", "D"),)),)),
    ("Illusion", A, 3, ((PICK_OTHER, "{1}", (("refresh_all",), ("actions", 1, "own_keep"))),)),
)
SPELL_NAMES = tuple(s[0] for s in SPELLS)
SPELL_ID = {s[0]: i for i, s in enumerate(SPELLS)}
BASIC_SPELLS = (0, 1, 2, 3)
LIBRARY_SPELLS = tuple(range(4, len(SPELLS)))


def library_of(elem: int, level: int) -> tuple[int, ...]:
    return tuple(i for i in LIBRARY_SPELLS if SPELLS[i][1] == elem and SPELLS[i][2] == level)


# ------------------------------------------------------------------ curses (§5.4)
CURSE_DECK_MULTI = 4  # decks 0..3 = elements W F E A, 4 = multi-element
CURSE_DECK_NAMES = ("Water", "Fire", "Earth", "Air", "Multi-element")
# Curse types: key -> (text, effect steps). Source "FDEF": a discard forced by a curse or page, from
# the hand or the shared support (§4.12), or own cards only with the §7 item 13 option.
CURSE_EFFECTS: dict[str, tuple[str, tuple]] = {
    "C1": ("Each player adds 1 madness card to their discard pile.", ((EACH, 0, (("get_m", 1, "D"),)),)),
    "C2": ("Each player destroys the top card of their draw deck.", ((EACH, 0, (("destroy_top", 1),)),)),
    "C3": ("Each player puts the top 2 cards of their draw deck into their discard pile.",
           ((EACH, 0, (("mill", 2),)),)),
    "C4": ("Each player discards 1 earth card.", ((EACH, 0, (("discard", 1, "E", "FDEF"),)),)),
    "C5": ("Each player discards 1 fire card.", ((EACH, 0, (("discard", 1, "F", "FDEF"),)),)),
    "C6": ("Each player discards 1 water card.", ((EACH, 0, (("discard", 1, "W", "FDEF"),)),)),
    "C7": ("Each player discards 1 air card.", ((EACH, 0, (("discard", 1, "A", "FDEF"),)),)),
    "C8": ("Each player puts 1 madness card on top of their draw deck.", ((EACH, 0, (("get_m", 1, "T"),)),)),
    "C9": ("Each player puts the top 3 cards of their draw deck into their discard pile.",
           ((EACH, 0, (("mill", 3),)),)),
    "C10": ("Each player puts the top card of their draw deck into the discard pile of the player on their right.",
            ((BOARD, 0, (("c10",),)),)),
    "C11": ("Each player destroys 1 value-2 card.", ((EACH, 0, (("destroy", 1, "v2", "FDEF"),)),)),
    "M1": ("Each player neutralizes 1 of their spells until the next monster arrives.",
           ((EACH, 0, (("neutralize",),)),)),
    "M2": ("Water tax: +1 water on every other curse.", ((BOARD, 0, (("tax", W),)),)),
    "M3": ("Earth tax: +1 earth on every other curse.", ((BOARD, 0, (("tax", E),)),)),
    "M4": ("Air tax: +1 air on every other curse.", ((BOARD, 0, (("tax", A),)),)),
    "M5": ("Fire tax: +1 fire on every other curse.", ((BOARD, 0, (("tax", F),)),)),
    "M6": ("Each player discards their whole hand, then draws 5 cards.",
           ((EACH, 0, (("discard_all", "any", "H"), ("draw", 5))),)),
    "M7": ("Deal the destroyed element and madness cards back, at most 3 per player.",
           ((BOARD, 0, (("deal_destroyed", 3),)),)),
    "M8": ("Each player discards 1 value-2 card.", ((EACH, 0, (("discard", 1, "v2", "FDEF"),)),)),
    "M9": ("Each player discards their entire draw deck.", ((EACH, 0, (("mill", "all"),)),)),
    "M10": ("Destroy 4 cards from the madness deck.", ((BOARD, 0, (("destroy_mdeck", 4),)),)),
    "M11": ("Each player discards all cards in their own support.",
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
CURSES: tuple[tuple[int, str], ...] = tuple((d, key) for d, comp in enumerate(CURSE_DECKS) for key, _ in comp)
CURSE_CODE = {c: i for i, c in enumerate(CURSES)}


def curse_deck_cards(deck: int) -> list[int]:
    return [CURSE_CODE[(deck, key)] for key, n in CURSE_DECKS[deck] for _ in range(n)]


# Short names of the curse effects for labels (the full text is CURSE_EFFECTS[key][0]).
CURSE_SHORT = {
    "C1": "a madness each", "C2": "destroy top card", "C3": "top 2 to discard", "C4": "discard an earth card",
    "C5": "discard a fire card", "C6": "discard a water card", "C7": "discard an air card",
    "C8": "madness on your deck", "C9": "top 3 to discard", "C10": "top card to the right",
    "C11": "destroy a value-2 card", "M1": "neutralize a spell", "M2": "water tax", "M3": "earth tax",
    "M4": "air tax", "M5": "fire tax", "M6": "new hand of 5", "M7": "destroyed cards come back",
    "M8": "discard a value-2 card", "M9": "discard your deck", "M10": "destroy 4 madness",
    "M11": "discard your support",
}


def curse_label(code: int) -> str:
    deck, key = CURSES[code]
    return f"{CURSE_DECK_NAMES[deck].lower()} curse \u201c{CURSE_SHORT[key]}\u201d"


# ------------------------------------------------------------------ grimoire (§5.5)
# Page: (id, label, icons, arrival, bonus, bonus_asks, penalty). First pages have no front.
# ``bonus_asks``: the bonus is a "may" that is not already optional inside (§4.4 step 2).
PAGES: tuple[tuple, ...] = (
    ("P1", "Red bee", (A, W, F), ((EACH, 0, (("mill", 2),)),), (), False, ()),
    ("P2", "Green square blob", (W, E, A), ((EACH, 0, (("discard", 1, "any", "FDEF"),)),), (), False, ()),
    ("P3", "Angry blue ghost", (E, F, W), ((EACH, 0, (("get_m", 1, "S"),)),), (), False, ()),
    ("P4", "Many-eyed toadstool", (F, A, E), ((BOARD, 0, (("destroy_mdeck", "players"),)),), (), False, ()),
    ("I1", "Green cloaked mastermind", (W, F, A), ((EACH, 0, (("get_m", 1, "H"),)),),
     ((ACTIVE_PICK, 0, (("i1_bonus",),)),), False, ((BOARD, 0, (("destroy_mdeck", 4),)),)),
    ("I2", "Orange toenail creature", (E, A, F), ((ACTIVE_PICK, 0, (("discard_all", "any", "H"),)),),
     ((EACH_FREE, 0, (("mill_support",),)),), True, ((EACH, 0, (("destroy_top", 2),)),)),
    ("I3", "Green goblin with key", (F, A, W), ((EACH, 0, (("discard", 1, "v3", "FDEF"),)),),
     ((EACH, 0, (("draw", 1),)),), True, ((EACH, 0, (("discard_all", "E", "HS"),)),)),
    ("I4", "Green griffin", (W, E, F), ((BOARD, 0, (("destroy_all_shared",),)),),
     ((EACH, 0, (("to_top", 2, "D", True),)),), False, ((EACH, 0, (("discard_all", "A", "HS"),)),)),
    ("I5", "Two aqua martians", (E, F, W), ((EACH_MAD, 0, (("get_m", 1, "H"),)),),
     ((EACH, 0, (("destroy_draw", "any", "H"),)),), False,
     ((ACTIVE_PICK, 0, (("discard_all", "any", "S"), ("get_m", 3, "S"))),)),
    ("I6", "Red spider", (A, E, W), ((EACH, 0, (("discard", 2, "any", "FDEF"),)),),
     ((EACH, 0, (("upgrade", 1, "D", "H", True),)),), False, ((EACH, 0, (("get_m", 1, "D"),)),)),
    ("I7", "Fire golem", (E, A, W), ((EACH, 0, (("destroy_top", 2),)),),
     ((EACH, 0, (("gain", 2, "D", 1),)),), True, ((EACH, 0, (("discard_all", "F", "HS"),)),)),
    ("I8", "Green flytrap plant", (F, W, E), ((BOARD, 0, (("i8", 3),)),),
     ((EACH, 0, (("banish_all", "D"),)),), True, ((EACH, 0, (("get_m", 1, "D"),)),)),
    ("I9", "Warlock", (A, W, F), ((BOARD, 0, (("warlock",),)),),
     ((BOARD, 0, (("banish_all", "SH"),)),), True, ((BOARD, 0, (("deal_destroyed", 3),)),)),
    ("I10", "Red samurai", (W, A, E), ((EACH, 0, (("get_m", 1, "T"),)),),
     ((EACH, 0, (("banish", 2, "DEF", True),)),), False,
     ((EACH, 0, (("discard_all", "any", "H"), ("draw", 5))),)),
    ("I11", "Green octopus", (F, E, A), ((EACH, 0, (("i11_arrival",),)),),
     ((EACH, 0, (("i11_bonus",),)),), False, ((EACH, 0, (("discard_all", "W", "HS"),)),)),
    ("I12", "Red dragon", (A, F, E), ((EACH, 0, (("mill", "all"),)),),
     ((EACH_FREE, 0, (("to_support", 1, "D"),)),), True, ((EACH, 0, (("discard", 1, "v2", "FDEF"),)),)),
)
FIRST_PAGES = (0, 1, 2, 3)
INNER_PAGES = tuple(range(4, 16))
LAST_PAGE = 16  # its front: "You won!" / "You lost!" and the final monster's extra arrival (§4.10)
LAST_ARRIVAL = ((EACH, 0, (("get_m", 1, "T"),)),)  # §4.4 step 6 [DD: after the monster's own arrival]
PAGE_COUNT = 17
INNER_USED = 5  # §3.1 step 7


def page_label(page: int) -> str:
    return "Last page" if page == LAST_PAGE else f"{PAGES[page][1]} ({PAGES[page][0]})"


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
    "Your support holds up to 5 cards.",
    "Once per turn, treat one value-1 air card as a value-1 card of any element when paying.",
    "Once per turn, refresh 1 used spell of any player.",
    "Once per turn, discard 1 madness card from your hand and draw 1 card.",
    "Once per turn, swap up to 2 hand cards with as many cards of your support.",
    "You may know up to 6 spells.",
    "Every time you break a curse you may draw 1 card.",
    "Once per turn, draw 1 card: banish it if it is madness, otherwise discard it.",
)

DIFFICULTY_NAMES = ("I (Easy)", "II (Medium)", "III (Hard)")

# ------------------------------------------------------------------ texts for the table (§5.1, §5.2, §5.5)
# Restated card texts; a number in [brackets] is a factor, multiplied when the cast is paid ×2 or ×3
# (§4.5.3).
SPELL_TEXTS: tuple[str, ...] = (
    "Destroy [1] card from your hand.",
    "Put [1] card from your hand into your support.",
    "Draw [1] card.",
    "One other player takes [1] action.",
    "[1] player(s) of your choice shuffle their discard pile and support into their draw deck.",
    "Put [1] card from your discard pile into your support.",
    "Put [1] card from your hand into your support, then draw [1] card.",
    "[1] other player(s) each draw 1 card, then put 1 card from their hand into their support.",
    "Destroy [1] card of the shared support and put the higher-value card in its place.",
    "[1] other player(s) each shuffle hand, support and discard pile into their deck, then draw 5.",
    "Each player discards all madness from their hand, then draws [1] card per madness discarded.",
    "Each player puts [1] card into their support, then draws [1] card.",
    "Each player with a free support slot draws [1] card and puts it into their support.",
    "Put [1] card from your discard pile on top of your draw deck.",
    "[1] other player(s) each put 1 card from their discard pile on top of their draw deck.",
    "Destroy [1] card from your hand or the shared support, then add the higher-value card to your discard.",
    "[1] player(s) may each destroy a pair of identical element cards and take a value-2 card of that "
    "element into their hand.",
    "Put [1] value-2 card from the supply on top of your draw deck.",
    "One other player draws [2] cards.",
    "Put [1] value-3 card from the supply on top of your draw deck.",
    "Each player draws [1] card.",
    "Banish all madness in the shared support, then draw [2] cards.",
    "Discard [1] madness card from your hand, then draw 2 cards for each madness discarded.",
    "Destroy [1] card from your discard pile.",
    "One player may discard [1] card, then draw [1] card.",
    "One player banishes [1] madness from their hand, then draws [1] card.",
    "Banish up to [2] madness cards from your discard pile and/or your support.",
    "Draw [2] cards, then banish [1] madness from your hand or your support.",
    "Each player banishes [1] madness from their hand or the shared support.",
    "Banish [1] madness from your hand, then add [1] value-3 card to your discard pile.",
    "[1] other player(s) each banish all madness from their hand.",
    "Give [1] card from your hand or the shared support to another player's hand.",
    "[1] other player(s) each take 1 action, then draw 1 card.",
    "Take [1] card into your hand from another player's hand or from the shared support.",
    "[1] other player(s) each draw until they hold 6 cards.",
    "Exchange [1] card(s) from your hand with another player (received cards go to hand).",
    "Each player discards [1] card from their hand, then draws [1] card.",
    "Take [1] action paid only with shared-support cards, which stay where they are.",
    "Each other player puts [1] card from their discard pile into their hand.",
    "[1] other player(s) each refresh all their spells, then take 1 action paid with their own hand and "
    "support, which stay where they are.",
)

# Per page: (arrival, defeat bonus, failure penalty); first pages have no front (§5.5).
PAGE_TEXTS: tuple[tuple[str, str, str], ...] = (
    ("Each player puts the top 2 cards of their draw deck into their discard pile.", "", ""),
    ("Each player discards 1 card.", "", ""),
    ("Each player gets 1 madness card into their support.", "", ""),
    ("Destroy as many cards from the madness deck as there are players.", "", ""),
    ("Each player takes 1 madness card into their hand.",
     "One player of your choice takes any 1 spell still in the library.",
     "Destroy 4 cards from the madness deck."),
    ("One player of your choice discards their whole hand.",
     "Each player with a free support slot puts the top card of their draw deck into their support.",
     "Each player destroys the top 2 cards of their draw deck."),
    ("Each player discards 1 value-3 card.",
     "Each player draws 1 card.",
     "Each player discards all earth cards from their hand and their support."),
    ("Destroy all cards in the shared support.",
     "Each player puts up to 2 cards from their discard pile on top of their draw deck.",
     "Each player discards all air cards from their hand and their support."),
    ("Each player with a madness card in hand or support takes 1 madness card into their hand.",
     "Each player may destroy any number of cards from their hand, then draws that many.",
     "One player discards all cards in their support, then gets 3 madness cards into their support."),
    ("Each player discards 2 cards.",
     "Each player may destroy 1 card from their discard pile; an element card gives them the "
     "higher-value card into their hand.",
     "Each player adds 1 madness card to their discard pile."),
    ("Each player destroys the top 2 cards of their draw deck.",
     "Each player adds 1 value-2 card to their discard pile.",
     "Each player discards all fire cards from their hand and their support."),
    ("Destroy 3 spells in total, chosen among all players' spells.",
     "Each player banishes all madness from their discard pile.",
     "Each player adds 1 madness card to their discard pile."),
    ("Put 1 madness card from the madness deck under each curse; whoever breaks the curse takes it.",
     "Banish all madness in the shared support.",
     "Deal the destroyed element and madness cards back into discard piles, at most 3 per player."),
    ("Each player puts 1 madness card on top of their draw deck.",
     "Each player banishes up to 2 madness cards from their hand and/or the shared support.",
     "Each player discards their whole hand, then draws 5 cards."),
    ("Each player puts all madness cards from their discard pile and support on top of their draw deck.",
     "Each player may discard 1 value-1 card to put a value-3 card of the same element on top of their deck.",
     "Each player discards all water cards from their hand and their support."),
    ("Each player discards their entire draw deck.",
     "Each player with a free support slot puts 1 card from their discard pile into their support.",
     "Each player discards 1 value-2 card."),
)
LAST_PAGE_TEXT = ("Each player puts 1 madness card on top of their draw deck.", "You won!", "You lost!")


def spell_text(sid: int) -> str:
    _name, elem, level, _eff = SPELLS[sid]
    return (f"{SPELL_TEXTS[sid]} — level {level}, cast for {level} {ELEM_NAMES[elem].lower()}; "
            "paying ×2 or ×3 multiplies the numbers in brackets.")
