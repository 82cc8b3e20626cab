"""The board kit every game's board is built on: places and hit-testing, the camera, cached
layers, gestures (select -> target), pop-ups, the action bar and tooltips. See ``base.Board``
for the contract and ``control.BoardControl`` for how pointing becomes an action."""

from sprites.board.base import Board
from sprites.board.camera import Camera
from sprites.board.control import BoardControl
from sprites.board.gestures import Gesture, GestureIndex
from sprites.board.places import Place, PlaceIndex

__all__ = ["Board", "BoardControl", "Camera", "Gesture", "GestureIndex", "Place", "PlaceIndex"]
