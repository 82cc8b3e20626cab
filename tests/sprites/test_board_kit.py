"""The board kit's machinery, driven with real pygame events on a synthetic board: select and
target, the ambiguity menu, steppers, toggles, cancel, drag, the keyboard cursor, tooltips, the
note that says why, the camera, and reachability on the generic board (the toy game)."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from sprites.board import BoardControl, Gesture
from sprites.board.camera import Camera
from sprites.board.places import Place, PlaceIndex
from sprites.board.popup import PopupMenu, Stepper
from sprites.tools.pointing import assert_all_reachable, click_at, click_place, drag, hit_point, produce
from tests.sprites.conftest import frames, run_until
from tests.sprites.kitboard import KitBoard, March, Pass, Reroll, Send, Use, legal_set
from tests.sprites.reach import reach_random_games


def ev(etype: int, **kw) -> pygame.event.Event:
    return pygame.event.Event(etype, **kw)


def press(control: BoardControl, k: int, mod: int = 0) -> bool:
    return control.handle(ev(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


@pytest.fixture
def kit(app):
    board = KitBoard()
    board.layout(pygame.Rect(10, 60, 900, 560), 1.0)
    board.show(None, 0, legal_set(), [0])
    chosen = []
    control = BoardControl(board, chosen.append)
    control.layout(pygame.Rect(400, 640, 500, 50), pygame.Rect(0, 0, 1280, 720), 1.0)
    control.set_gestures(board.gestures(legal_set()), True)
    control.played = chosen
    return control


def test_place_index_finds_the_topmost_place_and_refines_by_shape():
    index = PlaceIndex([Place("ground", (0, 0, 200, 200)), Place("coin", (50, 50, 40, 40), radius=20, z=1),
                        Place("hex", (100, 100, 60, 60), poly=((130, 100), (160, 130), (130, 160), (100, 130)))])
    assert index.at((70, 70)).id == "coin"
    assert index.at((52, 52)).id == "ground"          # inside the coin's box, outside its circle
    assert index.at((130, 130)).id == "hex"
    assert index.at((102, 102)).id == "ground"        # the hexagon's corner is not the hexagon
    assert index.at((500, 500)) is None
    index.remove("coin")
    assert index.at((70, 70)).id == "ground"
    # equal z: the place added later is on top, whatever was added in between
    index.add(Place("card1", (0, 0, 50, 50), z=2))
    index.add(Place("low", (0, 0, 50, 50), z=0))
    index.add(Place("card2", (10, 10, 50, 50), z=2))
    index.add(Place("high", (40, 40, 5, 5), z=3))
    assert index.at((20, 20)).id == "card2" and index.at((5, 5)).id == "card1" and index.at((42, 42)).id == "high"


def test_camera_zoom_keeps_the_point_under_the_pointer_and_clamps():
    cam = Camera()
    cam.configure((100, 50, 800, 600), (2400, 1600), True, 3.0)
    assert cam.zoom == pytest.approx(min(800 / 2400, 600 / 1600))
    at = (300, 200)
    world = cam.to_world(at)
    assert cam.zoom_step(2, at)
    assert cam.to_world(at) == pytest.approx(world, abs=1.0)
    # round trip
    for p in ((0, 0), (1200, 800), (2399, 1599)):
        assert cam.to_world(cam.to_screen(p)) == pytest.approx(p, abs=2 / cam.zoom + 1)
    cam.pan(10_000, 10_000)
    assert (cam.ox, cam.oy) == (0, 0)
    cam.fit()
    assert cam.steps() == 0 and not cam.zoom_step(-1)


def test_click_origin_then_destination_plays_the_one_action(kit):
    click_place(kit, "f0")
    assert kit.selected == "f0"
    assert set(kit.index.dests("f0")) == {"f1", "f2"}
    click_place(kit, "f1")
    assert kit.played == [March(0, "f0", "f1")]
    assert not kit.enabled            # chosen once: nothing more until the next decision point
    click_place(kit, "f0")
    assert kit.played == [March(0, "f0", "f1")]


def test_two_paths_to_one_place_ask_in_a_menu_at_the_spot(kit):
    click_place(kit, "f0")
    click_place(kit, "f2")
    assert isinstance(kit.popup, PopupMenu)
    assert [g.action for g in kit.popup.gestures] == [March(0, "f0", "f2", "f1"), March(0, "f0", "f2", "hx")]
    assert kit.popup.rect.colliderect(kit.board.screen_rect("f2").inflate(400, 400))
    click_at(kit, kit.popup.row_rect(1).center)
    assert kit.played == [March(0, "f0", "f2", "hx")]


def test_escape_right_click_and_empty_space_cancel(kit):
    click_place(kit, "f0")
    click_place(kit, "f2")
    assert kit.popup is not None
    assert press(kit, pygame.K_ESCAPE)          # the menu first
    assert kit.popup is None and kit.selected == "f0"
    assert press(kit, pygame.K_ESCAPE)          # then the selection
    assert kit.selected is None
    assert not press(kit, pygame.K_ESCAPE)      # nothing left: the table's own Esc (the menu)
    click_place(kit, "f0")
    click_at(kit, kit.board.anchor("f0"), button=3)
    assert kit.selected is None
    click_place(kit, "f0")
    empty = (kit.board.rect.right - 20, kit.board.rect.bottom - 20)
    assert kit.board.place_at(empty) is None
    click_at(kit, empty)
    assert kit.selected is None and kit.played == []


def test_drag_from_origin_to_destination(kit):
    drag(kit, hit_point(kit, "f0"), hit_point(kit, "f1"))
    assert kit.played == [March(0, "f0", "f1")]


def test_drag_to_a_place_that_is_no_destination_keeps_the_selection(kit):
    drag(kit, hit_point(kit, "f0"), hit_point(kit, "d1"))
    assert kit.played == [] and kit.selected == "f0"


def test_counted_choices_are_a_stepper_not_one_button_each(kit):
    click_place(kit, "f3")
    click_place(kit, "f4")
    stepper = kit.popup
    assert isinstance(stepper, Stepper)
    assert stepper.ranges == {"goblins": (0, 2), "orcs": (0, 2)}
    assert stepper.values == {"goblins": 1, "orcs": 0}
    click_at(kit, stepper.plus_rect(1).center)       # 1 goblin, 1 orc: no such action
    click_at(kit, stepper.ok_rect().center)
    assert kit.played == [] and kit.popup is stepper
    click_at(kit, stepper.plus_rect(0).center)       # 2 goblins, 1 orc
    click_at(kit, stepper.ok_rect().center)
    assert kit.played == [Send(0, "f3", "f4", 2, 1)]


def test_stepper_by_keys(kit):
    click_place(kit, "f3")
    click_place(kit, "f4")
    press(kit, pygame.K_LEFT)                        # goblins 1 -> 0
    press(kit, pygame.K_DOWN)
    press(kit, pygame.K_RIGHT)
    press(kit, pygame.K_RIGHT)                       # orcs 0 -> 2
    press(kit, pygame.K_RETURN)
    assert kit.played == [Send(0, "f3", "f4", 0, 2)]


def test_a_repeated_gesture_plays_its_action_again_while_the_seat_keeps_acting(kit):
    """A stepper over one +1 action (buy a step) with ``repeat``: the amount chosen is played one
    action at a time, each once the next decision hands the seat its gestures again; Esc, or
    another seat acting, stops it."""

    step = Use(0, "f5", "step")
    steps = [Gesture(step, "f5", counts=(("steps", n),), repeat=n) for n in (1, 2, 3)]

    def next_decision(control, seat_acts=True):
        control.disable()                  # the table, as it plays the action just chosen
        if seat_acts:
            control.set_gestures(steps, True)
        else:
            control.disable()              # another seat decides
            control.set_gestures(steps, True)
        control.update(0.0)

    kit.set_gestures(steps, True)
    click_place(kit, "f5")
    stepper = kit.popup
    assert isinstance(stepper, Stepper)
    click_at(kit, stepper.plus_rect(0).center)
    click_at(kit, stepper.plus_rect(0).center)
    click_at(kit, stepper.ok_rect().center)
    assert kit.played == [step]
    next_decision(kit)
    next_decision(kit)
    next_decision(kit)
    assert kit.played == [step] * 3                  # three in all, then it stops
    click_place(kit, "f5")
    click_at(kit, kit.popup.plus_rect(0).center)
    click_at(kit, kit.popup.ok_rect().center)
    assert kit.played == [step] * 4
    next_decision(kit, seat_acts=False)              # an AI seat acted in between: no more
    assert kit.played == [step] * 4
    click_place(kit, "f5")
    click_at(kit, kit.popup.plus_rect(0).center)
    click_at(kit, kit.popup.ok_rect().center)
    kit.disable()
    kit.set_gestures(steps, True)
    press(kit, pygame.K_ESCAPE)                      # Esc stops the rest
    kit.update(0.0)
    assert kit.played == [step] * 5


def test_toggles_choose_a_set_then_the_bar_commits_it(kit):
    reroll = next(b for b in kit.bar.buttons if b.text == "Re-roll")
    assert not reroll.live                           # nothing chosen yet
    click_at(kit, reroll.rect.center)
    assert kit.played == [] and kit.note is not None
    click_place(kit, "d1")
    click_place(kit, "d3")
    assert kit.toggled == {"d1", "d3"} and reroll.live
    click_place(kit, "d3")
    assert kit.toggled == {"d1"}
    click_place(kit, "d3")
    click_at(kit, reroll.rect.center)
    assert kit.played == [Reroll(0, (1, 3))]


def test_a_place_with_one_action_plays_at_once_and_two_ask(kit):
    click_place(kit, "hx")
    assert kit.played == [Use(0, "hx")]
    kit.set_gestures(kit.board.gestures(legal_set()), True)
    click_place(kit, "f5")
    assert isinstance(kit.popup, PopupMenu) and len(kit.popup.gestures) == 2
    press(kit, pygame.K_2)
    assert kit.played[-1] == Use(0, "f5", "firmly")


def test_the_bar_plays_placeless_actions_and_keys_press_it(kit):
    assert [b.text for b in kit.bar.buttons] == ["Pass", "Re-roll"]
    press(kit, pygame.K_1)
    assert kit.played == [Pass(0)]


def test_a_click_with_nothing_to_do_says_why(kit):
    click_place(kit, "coin")
    assert kit.note is not None and kit.note[0] == "The coin is only for show."
    kit.prompt = "Move your army"
    click_place(kit, "d2")            # a die is a toggle place: toggling is something to do
    assert kit.toggled == {"d2"}
    kit.disable("The Elves are thinking.")
    click_place(kit, "f0")
    assert kit.note[0] == "The Elves are thinking."


def test_keyboard_cursor_moves_by_direction_and_enter_clicks(kit):
    press(kit, pygame.K_RIGHT)
    assert kit.cursor is not None and kit.keyboard
    kit.cursor = "f0"
    press(kit, pygame.K_RIGHT)
    assert kit.cursor == "f1"
    press(kit, pygame.K_LEFT)
    assert kit.cursor == "f0"
    press(kit, pygame.K_RETURN)
    assert kit.selected == "f0"
    press(kit, pygame.K_TAB)           # Tab walks the selection's destinations
    assert kit.cursor in ("f1", "f2", "f0")
    kit.cursor = "f1"
    press(kit, pygame.K_RETURN)
    assert kit.played == [March(0, "f0", "f1")]
    press(kit, pygame.K_DOWN)
    press(kit, pygame.K_DOWN)
    press(kit, pygame.K_DOWN)          # down to the action bar
    assert kit.cursor.startswith("bar:")


def test_tooltips_show_after_a_still_moment_and_on_a_key_for_every_kind(kit, app):
    kinds = {}
    for place in kit.board.places:
        kinds.setdefault(place.kind, place.id)
    assert set(kinds) >= {"field", "token", "hex", "die"}
    for kind, pid in kinds.items():
        pos = hit_point(kit, pid)
        kit.handle(ev(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        kit.update(0.1)
        assert kit.tip_text() is None               # not at once
        kit.update(0.7)
        text, _ = kit.tip_text()
        assert kind in text and kit.board.place(pid).label in text
    kit.cursor, kit.keyboard = "hx", True
    press(kit, pygame.K_i)
    assert "The hill" in kit.tip_text()[0]
    surface = pygame.Surface((1280, 720))
    kit.draw(surface)                               # drawn from cached pieces, without error


def test_a_tooltip_hidden_by_a_click_stays_hidden_until_the_pointer_moves(kit, app):
    """A click hides the tooltip; resting on the same spot does not bring it back over what the
    click changed (the button pressed, a menu opened); moving on does."""
    pid = next(p.id for p in kit.board.places if p.kind == "hex")
    pos = hit_point(kit, pid)
    kit.handle(ev(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    kit.update(0.8)
    assert kit.tip_text() is not None
    kit.hide_tip()                                   # as a click does
    kit.update(2.0)
    assert kit.tip_text() is None                    # still resting there: nothing comes back
    kit.handle(ev(pygame.MOUSEMOTION, pos=(pos[0] + 1, pos[1]), rel=(1, 0), buttons=(0, 0, 0)))
    kit.update(0.8)
    assert kit.tip_text() is not None


def test_zoomable_board_pans_by_drag_and_zooms_by_wheel_and_reaches_far_places(app):
    board = KitBoard(zoomable=True)
    board.layout(pygame.Rect(0, 60, 960, 580), 1.0)
    far = [Use(0, "far"), Pass(0)]
    board.show(None, 0, far, [0])
    control = BoardControl(board, lambda a: None)
    control.layout(pygame.Rect(400, 650, 500, 50), pygame.Rect(0, 0, 1280, 720), 1.0)
    control.set_gestures(board.gestures(far), True)
    cam = board.camera
    fit = cam.zoom
    at = (480, 350)
    control.handle(ev(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    world = cam.to_world(at)
    control.handle(ev(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert cam.zoom > fit and cam.to_world(at) == pytest.approx(world, abs=1.5)
    before = (cam.ox, cam.oy)
    drag(control, (480, 350), (380, 300))            # from an empty spot: the map follows
    assert (cam.ox, cam.oy) != before
    for _ in range(6):
        control.handle(ev(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert produce(control, Use(0, "far")) == Use(0, "far")
    hud = board.screen_rect("hud")
    assert hud == pygame.Rect(board.rect.right - 170, board.rect.y + 10, 160, 60)   # the camera left it be
    assert board.place_at(hud.center) == "hud"
    assert board.place_at(board.rect.center) != "hud"
    press(control, pygame.K_0)
    assert cam.zoom == pytest.approx(fit)
    press(control, pygame.K_c)                        # centre on the seat's home place
    assert board.camera.in_view(board.anchor("far"))


def test_every_synthetic_action_is_reachable(kit):
    assert assert_all_reachable(kit, legal_set()) == len(legal_set())


def test_generic_board_reach_toy_pig(app, toy):
    """The toy game has no board of its own: every action of seeded random games is made by
    pointing at the generic board's action bar."""
    from sprites.boards import board_class
    from sprites.boards.generic.board import GenericBoard

    assert board_class("toy_pig") is GenericBoard
    assert reach_random_games(app, toy, {"players": 3}, [1, 2, 3], 40) > 60


def test_the_table_plays_a_board_gesture_once(app, toy):
    from sprites.scenes.table import TableScene

    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "easy"])
    app.push(table)
    assert run_until(app, table.human_turn)
    frames(app)
    hold = next(b for b in table.control.bar.buttons if b.text == "Hold")
    pos = hold.rect.center
    for _ in range(2):   # a double click: the second lands on a decision that has moved on
        pygame.event.post(ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app)
    assert [type(a).__name__ for a in match.actions] == ["Hold"]


def test_a_click_plays_a_single_action_that_can_also_be_dragged_to_where_it_goes(app):
    """A piece whose destinations only show where its one action goes (a card to put into a
    support): a click plays it at once, a drag onto the destination plays it too."""
    from sprites.board import Gesture

    board = KitBoard()
    board.layout(pygame.Rect(10, 60, 900, 560), 1.0)
    board.show(None, 0, legal_set(), [0])
    chosen = []
    control = BoardControl(board, chosen.append)
    control.layout(pygame.Rect(400, 640, 500, 50), pygame.Rect(0, 0, 1280, 720), 1.0)
    use = Use(0, "f1")
    gestures = [Gesture(use, "f1"), Gesture(use, "f1", "f4"), Gesture(Pass(0))]
    control.set_gestures(gestures, True)
    click_place(control, "f1")
    assert chosen == [use]
    control.set_gestures(gestures, True)
    drag(control, hit_point(control, "f1"), hit_point(control, "f4"))
    assert chosen == [use, use]
    control.set_gestures(gestures, True)
    drag(control, hit_point(control, "f1"), hit_point(control, "f2"))   # not where it goes: nothing
    assert chosen == [use, use]


def test_a_lost_step_turns_the_boards_own_picture_of_the_piece(app):
    """StepAnim draws the board's sprite of the unit (a block showing its strength) at the
    unit's place, not a generic block."""
    from sprites.ui.timeline import Stage, StepAnim

    class Painted(KitBoard):
        def sprite(self, piece, seat=None):
            img = pygame.Surface((30, 30))
            img.fill((255, 0, 255))
            return img if piece == "coin" else None

    board = Painted()
    board.layout(pygame.Rect(10, 60, 900, 560), 1.0)
    board.show(None, 0, legal_set(), [0])
    surf = pygame.Surface((1280, 720))
    stage = Stage(board.rect, 1.0, lambda seat: (0, 0), (0, 0), board)
    anim = StepAnim("coin", 1, False)
    anim.draw(surf, stage)
    at = board.anchor("coin")
    assert surf.get_at(at)[:3] == (255, 0, 255)
    surf.fill((0, 0, 0))
    StepAnim("f1", 1, False).draw(surf, stage)     # no picture of its own: the generic block
    assert surf.get_at(board.anchor("f1"))[:3] != (255, 0, 255)


def test_a_fixed_place_never_hides_the_map_place_at_the_same_world_point(app):
    """Fixed places sit in screen pixels, map places in world pixels; a map place whose world
    point equals a fixed place's screen coordinates is still found where it is drawn."""
    board = KitBoard(zoomable=True)
    board.layout(pygame.Rect(0, 60, 960, 580), 1.0)
    board.show(None, 0, [Pass(0)], [0])
    board.places.add(Place("under", (300, 200, 100, 100), "field", label="On the map"))
    board.places.add(Place("badge", (300, 200, 100, 100), "panel", label="On the screen", z=5, fixed=True))
    board.version += 1
    at = board.camera.to_screen(board.place("under").centre)
    assert not board.screen_rect("badge").collidepoint(at)   # drawn elsewhere on the screen
    assert board.place_at(at) == "under"
    assert board.place_at(board.screen_rect("badge").center) == "badge"


def test_a_long_menu_scrolls_under_the_pointer(app):
    """More candidates than fit the screen: the wheel over the menu scrolls it (where the pointer
    last moved, not the system cursor, which posted events never move) and a far row is chosen."""
    gestures = [Gesture(Use(0, "f5", f"way {i}"), "f5") for i in range(40)]
    menu = PopupMenu(gestures, (300, 300), pygame.Rect(0, 0, 1280, 720), 1.0)
    assert menu.visible < len(gestures)
    menu.handle(ev(pygame.MOUSEMOTION, pos=menu.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(len(gestures)):
        menu.handle(ev(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert menu.scroll == len(gestures) - menu.visible
    reply = menu.handle(ev(pygame.MOUSEBUTTONDOWN, pos=menu.row_rect(39).center, button=1))
    assert reply.kind == "choose" and reply.gestures[0].action == Use(0, "f5", "way 39")


def test_with_a_piece_selected_its_destination_wins_over_a_piece_standing_on_it(kit):
    """Pointing at the piece on a target field means the field (attack the hex the enemy holds)."""
    board = kit.board
    x, y, w, h = board.place("f1").rect
    board.places.add(Place("guard", (x + 10, y + 10, w - 20, h - 20), "token", label="A guard", z=3))
    board.version += 1
    on_guard = board.anchor("guard")
    assert board.place_at(on_guard) == "guard"
    click_place(kit, "f0")
    click_at(kit, on_guard)
    assert kit.played == [March(0, "f0", "f1")]


def test_the_gamepad_drives_the_board(app, toy):
    from sprites.scenes.table import TableScene

    match = Match(toy, {"players": 2}, 3)
    table = TableScene(app, match, ["human", "easy"])
    app.push(table)
    assert run_until(app, table.human_turn)

    def pad(button: int) -> None:
        pygame.event.post(ev(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=button))
        frames(app)

    pad(2)                                    # X: the full action list
    assert table.list_open
    pad(1)                                    # B closes it
    assert not table.list_open and app.top is table
    pygame.event.post(ev(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=(1, 0)))
    frames(app)
    assert table.control.cursor is not None and table.control.keyboard
    pad(3)                                    # Y: the tooltip at the cursor
    assert table.control.tip_forced
    table.control.cursor = "bar:1"            # Hold
    pad(0)                                    # A presses it
    assert [type(a).__name__ for a in match.actions] == ["Hold"]


def test_what_is_drawn_glows_where_the_seat_can_act_and_marks_targets(kit):
    board = kit.board
    bare = pygame.Surface((1280, 720))
    board.draw(bare)
    drawn = pygame.Surface((1280, 720))
    board.draw(drawn)
    kit.time = 0.5                       # mid-pulse
    kit.draw(drawn)

    def changed(place_id: str) -> int:
        r = board.screen_rect(place_id)
        return sum(1 for x in range(r.x, r.right, 3) for y in range(r.y, r.bottom, 3)
                   if bare.get_at((x, y)) != drawn.get_at((x, y)))

    assert changed("f0") > 0 and changed("d1") > 0        # an origin and a toggle place glow
    assert changed("coin") == 0 and changed("f1") == 0    # nothing to do there: untouched
    click_place(kit, "f0")
    kit.handle(ev(pygame.MOUSEMOTION, pos=(5, 700), rel=(0, 0), buttons=(0, 0, 0)))   # hover nothing
    targets = pygame.Surface((1280, 720))
    board.draw(targets)
    kit.draw(targets)
    r = board.screen_rect("f1")
    assert any(targets.get_at((x, r.centery)) != bare.get_at((x, r.centery)) for x in range(r.x, r.right))


def test_a_game_with_coloured_components_colours_its_seats_everywhere(app):
    """D-Day Dice's boxes are brown, green, yellow and blue: the top bar's badge, the log and
    the chart of that game use them, and the title goes back to the client's palette."""
    from game import registry
    from sprites.scenes.table import TableScene
    from sprites.scenes.title import TitleScene
    from sprites.ui import gfx

    default = gfx.seat_colour(0)
    rules = registry.get("dday")
    table = TableScene(app, Match(rules, {"players": 2}, 1), ["human", "human"])
    app.reset(TitleScene(app), table)
    frames(app)
    from sprites.boards.dday.palette import PALETTE

    brown = tuple(PALETTE["seats"][0])
    assert gfx.seat_colour(0) == brown != default
    app.reset(TitleScene(app))
    frames(app)
    assert gfx.seat_colour(0) == default


def test_a_loaded_games_log_keeps_its_seat_colours(app):
    """The log's lines carry their seat, not a colour: after a load, D-Day's first player's lines
    are still brown (they turned red when the colour was taken before the game's palette)."""
    from game import registry
    from sprites.boards.dday.palette import PALETTE
    from sprites.scenes.load import load_save
    from sprites.scenes.table import TableScene
    from sprites.scenes.title import TitleScene

    rules = registry.get("dday")
    match = Match(rules, {"players": 2}, 1)
    table = TableScene(app, match, ["human", "human"])
    app.reset(TitleScene(app), table)
    frames(app, 2)
    table.play(match.legal(match.to_act()[0])[0])
    frames(app, 2)
    brown = tuple(PALETTE["seats"][0])
    name = table.seat_name(0)
    before = [colour for line, colour in table.visible_log() if line.startswith(name)]
    assert before and before[0] == brown
    assert table.session.autosaver.wait(10)
    assert load_save(app, table.autosave_path())
    loaded = app.find(TableScene)
    frames(app, 2)
    after = [colour for line, colour in loaded.visible_log() if line.startswith(name)]
    assert after == before
