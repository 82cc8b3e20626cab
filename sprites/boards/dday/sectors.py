"""What a sector holds, from the map's data (and the view for what the game has changed: a Sword
random property rolled, a find already taken, a machine gun silenced): the marks drawn on its tile
and its tooltip in a player's words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.dday.data import VEHICLES
from game.dday.maps import MAPS, RANDOM_TABLE
from game.dday.tr import _ as game_
from sprites.boards.dday.texts import tx
from sprites.boards.dday.tr import _

EVERY_ICON = {"soldiers": "soldier", "courage": "courage", "stars": "star", "tools": "tool", "skull": "skull"}


@dataclass(frozen=True)
class Mark:
    """One feature of a sector as the tile shows it: a glyph, a short caption, good or bad."""
    glyph: str
    caption: str = ""
    tone: str = "plain"          # good | bad | plain
    crossed: bool = False        # drawn with a red slash (no items here, no re-roll ...)
    sub: str = ""                # a second glyph in the corner (whose special damage, whose name)
    name: bool = False           # the caption is a card's name: left off (the emblem says it) where it does not fit


def record(view: Any, sector: str) -> dict[str, Any]:
    """The sector's record with a rolled Sword property merged in (as the engine reads it)."""
    from game.dday.common import sector_rec

    return sector_rec(view, sector)


def start_amount(res: str, n: int) -> str:
    """A starting resource with its count ("4 soldiers", "1 star", "3 courage")."""
    if res == "soldiers":
        return _.n("{count} soldier", "{count} soldiers", n)
    if res == "stars":
        return _.n("{count} star", "{count} stars", n)
    return _.n("{count} courage", "{count} courage", n)


def marks(view: Any, sector: str) -> list[Mark]:
    """The tile's feature marks, in the order a player reads them (gains, demands, finds)."""
    rec = record(view, sector)
    out: list[Mark] = []
    solo = view.players == 1
    for res, n in sorted(rec.get("every", {}).items()):
        if n:
            out.append(Mark(EVERY_ICON[res], f"{n:+d}", "good" if n > 0 and res != "skull" else "bad"))
    if rec.get("must_have"):
        out.append(Mark(rec["must_have"], game_(rec["must_have"]), "plain", sub="check", name=True))
    if rec.get("sacrifice"):
        who = rec["sacrifice"]
        out.append(Mark("helmet" if who == "any" else who, "1" if who == "any" else game_(who), "bad", True,
                        name=who != "any"))
    if rec.get("joins"):
        out.append(Mark(rec["joins"], game_(rec["joins"]), "good", sub="plus", name=True))
    if rec.get("first_specialist") and f"{sector}:spec" not in view.claimed:
        out.append(Mark(rec["first_specialist"], game_(rec["first_specialist"]), "good", sub="first", name=True))
    item = rec.get("first_item_solo") if solo and rec.get("first_item_solo") else rec.get("first_item")
    if item and f"{sector}:item" not in view.claimed:
        out.append(Mark(item, game_(item), "good", sub="first", name=True))
    if rec.get("first_deco") and f"{sector}:deco" not in view.claimed:
        out.append(Mark("Medal of Honor", "", "good", sub="first"))
    if rec.get("entry_d6"):
        out.append(Mark("d6", "+1d6", "good", sub="soldier"))
    if rec.get("vehicle") and rec["vehicle"] in view.vehicle_pool:
        cost = "0" if rec.get("vehicle_free") else str(VEHICLES[rec["vehicle"]])
        out.append(Mark(rec["vehicle"], cost, "good"))
    if rec.get("kind"):
        k = rec["kind"]
        out.append(Mark("two_soldiers" if k > 0 else "skull", f"4= {k:+d}", "good" if k > 0 else "bad"))
    if rec.get("no_items"):
        out.append(Mark("crate", "", "bad", True))
    if rec.get("no_lock"):
        out.append(Mark("unlock", "", "good"))
    if rec.get("five_dice"):
        out.append(Mark("d6", "5", "bad"))
    if rec.get("no_reroll_skulls"):
        out.append(Mark("skull", "", "bad", sub="lock"))
    if rec.get("climb"):
        out.append(Mark("Rope Ladder", "4", "bad", sub="skull"))
    if rec.get("max_units"):
        out.append(Mark("helmet", f"max {rec['max_units']}", "bad"))
    if rec.get("no_limit"):
        out.append(Mark("infinity", "", "good"))
    if rec.get("no_reduce"):
        out.append(Mark("shield", "", "bad", sub="lock"))
    if rec.get("general_ignores"):
        out.append(Mark("General", "", "good", sub="check"))
    if rec.get("battle_cry_only"):
        out.append(Mark("courage", "3×", "bad"))
    if rec.get("random") and sector not in view.random_props:
        out.append(Mark("question", rec["random"], "plain"))
    for key, glyph, tone in (("extra_d6", "d6", "bad"), ("booby", "mine", "bad"), ("crossfire", "courage", "bad"),
                             ("ambush", "star", "bad"), ("rally", "soldier", "good"), ("snipers", "skull", "bad")):
        if rec.get(key):
            out.append(Mark(glyph, "", tone, crossed=key == "crossfire"))
    return out


def defence_text(rec: dict[str, Any]) -> str:
    d = rec.get("def", 0)
    return "/".join(str(v) for v in d) if isinstance(d, tuple) else str(d)


def property_name(view: Any, sector: str) -> str:
    """The rolled Sword property of a random sector ("B3 Snipers"), or ""."""
    p = view.random_props.get(sector)
    if not p:
        return ""
    return tx(f"dday.random_{p.lower()}")


def tooltip(view: Any, sector: str, live: dict[str, bool]) -> str:
    """Everything a player needs to know about a sector, one fact a line."""
    bm = MAPS[view.map_id]
    rec = record(view, sector)
    bunker = sector in bm.bunkers
    lines = [tx("dday.tip_bunker") if bunker else tx("dday.tip_sector", n=sector)]
    lines.append(tx("dday.tip_def", d=defence_text(rec)) if not isinstance(rec.get("def"), tuple)
                 else tx("dday.tip_def_list", d=defence_text(rec)))
    if rec.get("black"):
        lines.append(tx("dday.sec_black"))
    if rec.get("mgf"):
        lines.append(tx("dday.sec_mgf", n=rec["mgf"]) + ("" if live["mgf"] else " " + tx("dday.tip_ignored")))
        if sector in view.silenced:
            lines.append(tx("dday.sec_silenced"))
    if rec.get("sd"):
        lines.append(tx(f"dday.sec_sd_{rec['sd']}"))
    if bunker:
        lines.append(tx("dday.sec_bunker_courage", n=rec.get("courage", 0)))
        if rec.get("battle_cry_only"):
            lines.append(tx("dday.sec_battle_cry_only"))
        beside = view.beside.get(sector, [])
        if beside:
            lines.append(tx("dday.sec_beside", n=len(beside)))
        if sector in view.captured:
            lines.append(tx("dday.sec_captured"))
        lines.append(tx("dday.sec_goal"))
    else:
        row = bm.row_of[sector]
        cost = bm.courage.get(row)
        if cost is not None and row > 1:
            lines.append(tx("dday.sec_advance_cost", n=cost))
    mined = sorted(b if a == sector else a for a, b in bm.mines if sector in (a, b))
    if mined:
        lines.append(tx("dday.sec_mined_lines", names=", ".join(mined)) + ("" if live["mines"] else " "
                                                                             + tx("dday.tip_ignored")))
    barred = sorted(b if a == sector else a for a, b in bm.barricades if sector in (a, b))
    if barred:
        lines.append(tx("dday.sec_barred_lines", names=", ".join(barred)))
    if "start" in rec:
        st = rec["start"]
        gains = [start_amount(k, st[k]) for k in ("soldiers", "courage", "stars") if st.get(k)]
        gains += [game_(n) for n in st.get("specialists", ())]
        lines.append(tx("dday.sec_start", what=", ".join(gains) or "0"))
    props = live["props"]
    extra: list[str] = []
    for res, n in sorted(rec.get("every", {}).items()):
        if n > 0:
            extra.append(tx("dday.sec_every_gain", n=n, what=res))
        elif n < 0:
            extra.append(tx("dday.sec_every_loss", n=-n, what=res))
    if rec.get("must_have"):
        extra.append(tx("dday.sec_must_have", name=rec["must_have"]))
    if rec.get("sacrifice"):
        extra.append(tx("dday.sec_sacrifice_any") if rec["sacrifice"] == "any"
                     else tx("dday.sec_sacrifice", name=rec["sacrifice"]))
    if rec.get("joins"):
        extra.append(tx("dday.sec_joins", name=rec["joins"]))
    if rec.get("first_specialist"):
        extra.append(tx("dday.sec_first_specialist", name=rec["first_specialist"])
                     + _taken(view, f"{sector}:spec"))
    item = rec.get("first_item_solo") if view.players == 1 and rec.get("first_item_solo") else rec.get("first_item")
    if item:
        extra.append(tx("dday.sec_first_item", name=item) + _taken(view, f"{sector}:item"))
    if rec.get("first_deco"):
        extra.append(tx("dday.sec_first_deco") + _taken(view, f"{sector}:deco"))
    for key in ("entry_d6", "no_items", "no_lock", "five_dice", "no_reroll_skulls", "climb", "no_limit",
                "no_reduce", "general_ignores", "extra_d6", "booby", "crossfire", "ambush", "rally", "snipers"):
        if rec.get(key):
            extra.append(tx(f"dday.sec_{key}"))
    if rec.get("kind"):
        k = rec["kind"]
        extra.append(tx("dday.sec_kind_gain", n=k) if k > 0 else tx("dday.sec_kind_loss", n=-k))
    if rec.get("max_units"):
        extra.append(tx("dday.sec_max_units", n=rec["max_units"]))
    if rec.get("vehicle"):
        v = rec["vehicle"]
        extra.append(tx("dday.sec_vehicle_free", name=v) if rec.get("vehicle_free")
                     else tx("dday.sec_vehicle", name=v, cost=VEHICLES[v]))
    if rec.get("random"):
        rolled = property_name(view, sector)
        extra.append(tx("dday.sec_random_rolled", what=rolled) if rolled
                     else tx("dday.sec_random", col=rec["random"], options=", ".join(
                         tx(f"dday.random_{p[:2].lower()}") for p in RANDOM_TABLE[rec["random"]])))
    if extra and not props:
        extra = [f"{e} {tx('dday.tip_ignored')}" for e in extra]
    lines += extra
    return "\n".join(lines)


def _taken(view: Any, key: str) -> str:
    return " " + tx("dday.tip_taken") if key in view.claimed else ""


def link_tooltip(view: Any, a: str, b: str, mined: bool, barred: bool) -> str:
    lines = [tx("dday.tip_line", a=a, b=b)]
    if mined:
        lines.append(tx("dday.line_mined"))
    if barred:
        lines.append(tx("dday.line_barred"))
    return "\n".join(lines)
