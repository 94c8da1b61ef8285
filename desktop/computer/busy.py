"""The window tells the computer's worker when it is drawing, so that the search steps aside.

The 3D view is drawn in software on the processor; a search running beside it, even in Linux's
idle scheduling class, cost it a fifth of its frames on this two-core machine (the cores share
their caches and, under a hypervisor, their host). So the window writes into one number shared
with the worker process — *busy until* this moment of the system's monotonic clock — each time
the 3D view paints a frame or the mouse moves over a board, and the search, every few nodes,
waits while that moment is ahead (``desktop.computer.thinker.pause_while_busy``). A still
window costs the search nothing; the time it waits, up to half its thinking time again, is not
counted (a move's animation costs it nothing), and past that it answers on time from a shorter
search.

Standard library only: the worker imports it without Qt.
"""

from __future__ import annotations

import multiprocessing
import time
from typing import Any

GRACE = 0.12
"""How long after a frame the search keeps waiting for the next one (frames drawn in software
come every 40–70 ms while the view moves)."""

_shared: Any = None


def shared() -> Any:
    """The number shared with worker processes (created on first use; pass it to the worker
    when starting it, a ``multiprocessing`` shared value cannot travel down a pipe)."""
    global _shared
    if _shared is None:
        _shared = multiprocessing.get_context("spawn").RawValue("d", 0.0)
    return _shared


def drawing() -> None:
    """A frame is being drawn, or the player's mouse is at a board (a frame follows): keep the
    search waiting for a little while."""
    if _shared is not None:  # no worker was ever started: nobody to tell
        _shared.value = time.monotonic() + GRACE
