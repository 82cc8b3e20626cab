"""Memory a long-running client gives back: the kiosk settles it between demos.

Two things kept a kiosk's resident memory climbing although what it used stayed flat (measured:
~89 MB in use for hours while the process grew past 300 MB). A finished demo's scenes refer to
each other (the table, its game-over scene, callbacks), so their surfaces wait for Python's full
garbage collection, which may not come for a long while; and glibc keeps memory freed in the
middle of its heap instead of returning it. :func:`settle` collects, then asks glibc to trim.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
from typing import Any


@functools.cache
def _libc() -> Any:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None


def settle() -> None:
    """Free what the last demo left (cycles included) and return the free heap to the system.
    Takes some tens of milliseconds: call it where a frame may be long (between demos)."""
    gc.collect()
    libc = _libc()
    if libc is not None:   # glibc only; elsewhere the collection alone
        libc.malloc_trim(0)
