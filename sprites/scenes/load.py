"""Loading a save onto a new table: the title underneath, the game's own table on top."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core import saves
from sprites.table import savefiles
from sprites.tr import _


def load_save(app: Any, path: str | Path) -> bool:
    """Load a save into a new table; a refused file leaves everything as it was (a toast says
    why)."""
    from sprites.scenes.table import TableScene
    from sprites.scenes.title import TitleScene

    try:
        match = saves.load_match(path)
    except saves.SaveError as err:
        app.toast(_("This save cannot be loaded: {reason}", reason=str(err)), "danger", 6.0)
        app.sounds.play("defeat")
        return False
    except Exception as err:  # the loader promises SaveError only; the client stays up regardless
        app.toast(_("This save cannot be loaded: {reason}", reason=type(err).__name__), "danger", 6.0)
        return False
    meta = savefiles.read_meta(path)
    controllers = savefiles.controllers_in(meta, match.rules.num_seats(match.state))
    # its autosave goes on in the game's own file (the key in its meta)
    app.reset(TitleScene(app), TableScene(app, match, controllers, loaded=True, meta=meta))
    app.toast(_("Game loaded."), "ok")
    return True
