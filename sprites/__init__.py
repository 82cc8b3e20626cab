"""The view: every screen of the arcade, grouped by role.

- ``shell``  the frame loop and the scene stack (``app``), the ways in (``launch``: the title and a
  save's replay; ``kiosk``), the memory a long-running client gives back.
- ``scenes`` the screens: title, setup, the table, game over, hand-over, replay, saves, settings ...
- ``table``  a game being played without its pictures: the session (match, seats, AI, log, chart,
  autosave), the saves' files, the AI worker's client, the coach. No pygame.
- ``board``  the kit every game's board is built on (places, gestures, camera, popups).
- ``boards`` one board per game, found by game id, with its title art and palette; ``generic``.
- ``ui``     drawing and widgets: procedural art, fonts, the timeline of animations, the log panel.
- ``tools``  benches, the autoplay robot, the kiosk soak.

Dependencies point down that list (tools -> shell -> scenes -> table, boards -> board -> ui).
Scenes speak to engines only through the protocol in ``game.core.protocol``.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
