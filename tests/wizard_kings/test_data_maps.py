"""Unit data, dice arithmetic and the map data (3.D1-3.D7): T-01..T-03, T-15, T-20, T-21, T-32,
T-37, T-40 (water), T-41."""

from __future__ import annotations

import copy

import pytest

from game.wizard_kings import movement as mv
from game.wizard_kings.board import Board, MapError, Side, assemble, load_sheet, validate_sheet
from game.wizard_kings.combat import count_hits
from game.wizard_kings.data import BASE_SETS, BLOCKS, SPELL_CARDS, SPELLS, slot_block
from game.wizard_kings.scenarios import v1_threshold
from tests.wizard_kings.helpers import make


def test_T_01_army_cost():
    assert BLOCKS["elves.wizard_a"].cost * 3 == 6
    assert BLOCKS["elves.ranger"].cost * 2 == 8
    assert BLOCKS["orcs.goblin"].cost * 4 == 4
    assert 50 - (6 + 8 + 4) == 32


def test_T_02_hit_numbers():
    assert count_hits([1, 2], 1) == 1
    assert count_hits([1, 2, 3, 4], 3) == 3


def test_T_03_spell_notation():
    assert count_hits([1, 3, 4, 6], 3) == 2
    assert count_hits([2, 3], 2) == 1
    assert (SPELLS["FIREBALL"].dice, SPELLS["FIREBALL"].fire) == (4, 3)


def test_T_15_ogre():
    ogre = BLOCKS["orcs.ogre"]
    assert (ogre.letter, ogre.number) == ("B", 3)
    assert count_hits([2, 3, 5], ogre.number) == 2


def test_table_2B_base_sets_are_eight_blocks():
    for army, base in BASE_SETS.items():
        assert sum(base.values()) == 8, army
        assert len(SPELL_CARDS[army]) == 6
    assert slot_block("Feudals", "elite") == "feudals.knight"
    assert BLOCKS["undead.zombie"].ability == "amphibian"


def test_T_21_victory_threshold():
    assert v1_threshold(2) == 15
    assert v1_threshold(4) == 30
    assert v1_threshold(3) == 23


def test_3D4_validator_rejects_bad_sheets():
    sheet = load_sheet(13)
    bad = copy.deepcopy(sheet)
    bad["cities"][0]["value"] = 3
    with pytest.raises(MapError, match="total"):
        validate_sheet(bad)
    bad = copy.deepcopy(sheet)
    bad["grid"][0] = bad["grid"][0].replace("FF", "XX", 1)
    with pytest.raises(MapError, match="unknown code"):
        validate_sheet(bad)
    bad = copy.deepcopy(sheet)
    bad["roads"][0]["hexes"][1] = [9, 9]
    with pytest.raises(MapError):
        validate_sheet(bad)
    bad = copy.deepcopy(sheet)
    bad["rivers"][0]["bridges"] = [[[0, 3], [1, 3]]]
    with pytest.raises(MapError, match="bridge"):
        validate_sheet(bad)
    for n in (13, 14, 15, 16):
        validate_sheet(load_sheet(n))


def test_3D3_map13_derived_data():
    b = assemble((13,))
    assert len(b.coastal) == 27 and (3, 6) in b.coastal and (1, 3) not in b.coastal
    assert sorted(b.ports) == [(4, 1), (4, 4), (4, 7), (7, 1), (9, 2)]
    bethi = (6, 4)
    assert all(b.side(bethi, n).road for n in ((5, 4), (6, 3), (7, 4), (6, 5)))
    assert b.side(bethi, (7, 3)).land == "clear" and not b.side(bethi, (7, 3)).road
    assert b.side(bethi, (5, 5)).land == "rough"
    assert sum(c.value for c in b.cities.values()) == 10
    assert len(b.tags["island"]) == 30


def _mini_river() -> Board:
    """The T-20 fragment: B river hex, A source, D/E across, F/C coastal, G clear, sea south."""
    A, B, C, D, E, F, G = (0, -1), (0, 0), (-1, 1), (1, -1), (1, 0), (0, 1), (-1, 0)
    sea = [(-2, 2), (-1, 2), (0, 2), (1, 1)]
    b = Board((0,))
    for h in (A, B, C, D, E, F, G):
        b.terrain[h] = "clear"
    for h in sea:
        b.terrain[h] = "sea"
    from game.core.hexgrid import neighbours
    for h in b.terrain:
        b.nbrs[h] = tuple(n for n in neighbours(h) if n in b.terrain)
    b.coastal = frozenset({C, F, E})
    b.river_hexes = frozenset({A, B})
    for h in b.terrain:
        for n in b.nbrs[h]:
            if h < n:
                land = "none" if "sea" in (b.terrain[h], b.terrain[n]) else "clear"
                b.sides[(h, n)] = Side(land, land == "none")
    def put(x, y, side):
        b.sides[(min(x, y), max(x, y))] = side
    put(B, D, Side("clear", False, river=True))
    put(B, E, Side("clear", False, river=True))
    put(B, F, Side("clear", False, river=True, bridge=True))
    put(A, B, Side("clear", True, river_link=True))
    put(B, C, Side("clear", True, river_link=True))
    put(C, F, Side("none", True))
    return b


def test_T_20_river_diagram():
    A, B, C, D, E, F = (0, -1), (0, 0), (-1, 1), (1, -1), (1, 0), (0, 1)
    b = _mini_river()
    ground, amph, water = BLOCKS["elves.glader"], BLOCKS["orcs.troll"], BLOCKS["barbarians.viking"]

    def ok(unit, x, y):
        return mv.can_cross(b, unit, x, y, b.side(x, y))
    assert ok(ground, B, A) and ok(ground, A, D)
    assert not ok(ground, B, D) and not ok(ground, B, E)
    assert ok(ground, B, F) and not ok(ground, C, F)
    assert ok(amph, B, D) and ok(amph, B, E) and not ok(amph, C, F) and ok(amph, F, B)
    assert ok(water, C, B) and ok(water, B, A)
    assert not ok(water, B, D) and not ok(water, B, E)
    assert ok(water, C, F) and ok(water, F, C)


def _dests(s, uid):
    return {path[-1] for path in mv.move_options(s, mv.occupancy(s), uid).values()}


def _paths(s, uid):
    return set(mv.move_options(s, mv.occupancy(s), uid).values())


def test_T_32_map13_river():
    s = make([("G", 0, "elves.glader", 2, (1, 3)), ("H", 0, "elves.glader", 2, (2, 3)),
              ("V", 1, "barbarians.viking", 3, (4, 3))], armies=("Elves", "Barbarians"))
    occ = mv.occupancy(s)
    assert not mv.path_ok(s, occ, "G", ((1, 4),))
    assert mv.path_ok(s, occ, "H", ((1, 4),))
    assert mv.path_ok(s, occ, "G", ((0, 3), (0, 4)))
    assert mv.path_ok(s, occ, "V", ((3, 3), (2, 3)))
    assert not mv.path_ok(s, occ, "V", ((3, 3), (2, 3), (1, 3)))
    s2 = make([("G", 0, "elves.glader", 2, (3, 3))])
    assert not mv.path_ok(s2, mv.occupancy(s2), "G", ((2, 4),))


def test_T_37_layouts():
    b = assemble((16, 13, 14, 15))
    assert b.names["Themis"] == (3, 7) and b.names["Logyn"] == (16, 1)
    assert b.names["Karak Dun"] == (-1, 14) and b.names["Sanctum"] == (11, 12)
    assert b.side((2, 9), (1, 10)).road
    s = make([("A", 0, "amazons.amazon", 2, (3, 7))], designs=(16, 13, 14, 15), armies=("Amazons", "Orcs"),
             owners=[0, -1, -1, -1])
    assert mv.path_ok(s, mv.occupancy(s), "A", ((2, 8), (2, 9), (1, 10)))
    alone = make([("A", 0, "amazons.amazon", 2, (3, 7))], designs=(16,), armies=("Amazons", "Orcs"), owners=[0])
    assert mv.path_ok(alone, mv.occupancy(alone), "A", ((2, 8), (2, 9)))
    assert (1, 10) not in assemble((16,)).terrain
    assert assemble((14, 15)).side((8, 6), (9, 6)).road


def test_T_41_map14_mountains_and_river():
    s = make([("S", 0, "feudals.spear", 1, (6, 1)), ("T", 0, "feudals.spear", 1, (6, 2)),
              ("G", 1, "orcs.goblin", 1, (4, 3)), ("B", 0, "feudals.spear", 1, (4, 7)),
              ("R", 0, "feudals.spear", 1, (4, 6)), ("K", 0, "feudals.kog", 1, (5, 8))],
             designs=(14,), armies=("Feudals", "Orcs"))
    occ = mv.occupancy(s)
    assert mv.path_ok(s, occ, "S", ((5, 2), (5, 3), (4, 4)))                 # (a) all road, MA 2 + 1
    assert mv.path_ok(s, occ, "T", ((5, 3),))                                 # (b) stops in the pass
    assert not mv.path_ok(s, occ, "T", ((5, 3), (4, 4)))
    assert (4, 4) in _dests(s, "G")                                           # (c) mountain creature
    assert all((4, 3) not in p for p in _paths(s, "S") | _paths(s, "T"))
    assert mv.path_ok(s, occ, "B", ((5, 7),))                                 # (d) the bridge
    assert not mv.path_ok(s, occ, "R", ((5, 6),))
    s.units["R"][0] = "orcs.troll"
    assert mv.path_ok(s, occ, "R", ((5, 6),))
    assert mv.path_ok(s, occ, "K", ((4, 8), (4, 7), (4, 6)))                  # (e) up the river
    s.units["K"][2] = (4, 6)
    assert not mv.path_ok(s, mv.occupancy(s), "K", ((5, 5),))                 # waterfall


def test_T_40_map15_water_and_bridges():
    s = make([("K", 0, "feudals.kog", 1, (7, 4)), ("S", 0, "feudals.spear", 1, (3, 4)),
              ("F", 0, "feudals.spear", 1, (4, 4))], designs=(15,), armies=("Feudals", "Orcs"), owners=[0])
    occ = mv.occupancy(s)
    assert mv.path_ok(s, occ, "K", ((6, 4), (5, 4), (4, 4)))
    s.units["K"][2] = (4, 4)
    s.units["F"][2] = (8, 8)
    assert mv.path_ok(s, mv.occupancy(s), "K", ((3, 4), (2, 4), (1, 4)))
    s.units["K"][2] = (7, 4)
    s.units["F"][2] = (4, 4)
    occ = mv.occupancy(s)
    assert not mv.path_ok(s, occ, "S", ((3, 5),))
    assert mv.path_ok(s, occ, "F", ((4, 5),))
    assert mv.path_ok(s, occ, "S", ((2, 4), (2, 5)))
    # (a) naval moves: the Heron Flats close Silverport - Reedby, Lakeholm is 8 hexes away
    s.units["N"] = ["feudals.spear", 0, (7, 4), 1, 0]
    s.totals[0] = {**s.totals[0], "feudals.spear": 4}
    s.port_start = [mv.friendly_ports(s, 0), []]
    assert mv.naval_options(s, mv.occupancy(s), "N") == {}


def _land_components(bd: Board) -> dict:
    """Hex -> land component for a plain ground unit (3.D1 crossing rules, roads over mountains)."""
    from collections import deque
    walker = BLOCKS["feudals.spear"]
    comp: dict = {}
    for start in sorted(bd.terrain):
        if start in comp or bd.is_water(start):
            continue
        comp[start] = start
        queue = deque([start])
        while queue:
            h = queue.popleft()
            for n in bd.nbrs[h]:
                if n not in comp and mv.can_cross(bd, walker, h, n, bd.side(h, n)):
                    comp[n] = start
                    queue.append(n)
    return comp


@pytest.mark.parametrize("sheets", [2, 3, 4, 5, 6, 7, 8])
def test_1_21_free_layouts_join_every_city_by_land(sheets):
    # 1.21 "the maps are geomorphic ... terrain always continues": every layout a table of one-
    # or two-sheet players can need (2 to 8 sheets, 3.D2 slots) joins all its cities by land
    from game.wizard_kings.data import FREE_LAYOUTS
    bd = assemble(FREE_LAYOUTS[sheets])
    assert len(FREE_LAYOUTS[sheets]) == sheets
    comp = _land_components(bd)
    assert len({comp[h] for h in bd.cities}) == 1


def test_1_21_two_player_free_play_capitals_meet_by_land():
    from game.wizard_kings.actions import ChooseArmy, ChooseMap, ChooseSheets
    from game.wizard_kings.rules import RULES
    s = RULES.setup({"players": 2}, 5)
    for army in ("Elves", "Orcs"):
        RULES.apply(s, ChooseArmy(RULES.to_act(s)[0], army))
    for _ in range(2):
        RULES.apply(s, ChooseSheets(RULES.to_act(s)[0], 1))
    seat = RULES.to_act(s)[0]
    assert {a.sheet for a in RULES.legal_actions(s, seat)} == {14, 15}
    RULES.apply(s, ChooseMap(seat, s.armies[seat], 15))
    other = RULES.to_act(s)[0]
    RULES.apply(s, ChooseMap(other, s.armies[other], 14))
    assert s.designs == (14, 15) and s.sheet_owner == [other, seat]
    bd = mv.board(s)
    comp = _land_components(bd)
    homes = [{comp[h] for h, o in s.city_owner.items() if o == p and h in bd.cities} for p in (0, 1)]
    assert homes[0] & homes[1]          # a land path joins the two players' cities
    biggest = {p: max((h for h, o in s.city_owner.items() if o == p), key=lambda h: bd.cities[h].value)
               for p in (0, 1)}
    assert comp[biggest[0]] == comp[biggest[1]]
