"""A game's palette: the colours of its components, kept as data beside its board."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def load_palette(module_file: str) -> dict[str, Any]:
    """The ``palette.json`` beside a board module (pass its ``__file__``)."""
    return json.loads((Path(module_file).parent / "palette.json").read_text(encoding="utf-8"))
