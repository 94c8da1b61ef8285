"""Twisted's reactor inside the running asyncio loop (qasync's, in the window), installed once
and only when a link is opened: magic-wormhole needs Twisted, and start-up never loads it.

Twisted's asyncio reactor must be installed before anything imports
``twisted.internet.reactor``; it runs in the given loop without a loop of its own
(``startRunning`` without signal handlers: the program keeps its own). Its thread pool, which
resolves the mailbox server's host name, is stopped by ``release`` so the program can exit.
A link still closing when the program ends (the friend being told that the game was left) is
given a moment first: ``close_links``.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any

CLOSING_S = 2.0
"""How long the program, at its end, waits for its links to close (their last words sent)."""


class ReactorError(RuntimeError):
    """Another Twisted reactor runs in this process, or in another loop."""


def twisted_reactor(loop: asyncio.AbstractEventLoop) -> Any:
    """The reactor, running in ``loop`` (installed there on the first call)."""
    if "twisted.internet.reactor" not in sys.modules:
        from twisted.internet import asyncioreactor

        asyncioreactor.install(loop)  # type: ignore[no-untyped-call]
    from twisted.internet import reactor
    from twisted.internet.asyncioreactor import AsyncioSelectorReactor

    if not isinstance(reactor, AsyncioSelectorReactor) or reactor._asyncioEventloop is not loop:
        raise ReactorError("Twisted's reactor already runs elsewhere in this process")
    if not reactor.running:
        reactor.startRunning(installSignalHandlers=False)
    return reactor


def closing(future: asyncio.Future[None]) -> None:
    """A link closing: waited for when the program ends (``close_links``)."""
    _closing.add(future)
    future.add_done_callback(_closing.discard)


def close_links(seconds: float = CLOSING_S) -> None:
    """Once Qt's loop has ended: the links still closing finish (the friend is told that the
    game was left, and the mailbox server acknowledges it), for ``seconds`` at most."""
    if not _closing:
        return
    from PySide6.QtCore import QEventLoop, QTimer

    waiting = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), waiting.quit)
    for future in list(_closing):  # (each is out of the set before its callback here comes)
        future.add_done_callback(lambda _done: None if _closing else waiting.quit())
    waiting.exec()


def release() -> None:
    """Stop the reactor's threads (if it ever ran), so that the program may exit."""
    if "twisted.internet.reactor" not in sys.modules:
        return
    from twisted.internet import reactor

    if getattr(reactor, "threadpool", None) is not None:
        reactor._stopThreadPool()  # (what its shutdown would do, the loop going on)


def qt_loop() -> asyncio.AbstractEventLoop:
    """The asyncio loop inside Qt's: the one running, or else qasync's, made on the first call
    as already running (Qt's loop runs it: ``app.exec()`` as ever, or a test's waits), and
    kept for the rest of the process. The window's coroutines run in it
    (``asyncio.ensure_future(…, loop=qt_loop())``)."""
    global _qt_loop
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        pass
    if _qt_loop is None:
        import qasync

        _qt_loop = qasync.QEventLoop(already_running=True)
    return _qt_loop


_qt_loop: asyncio.AbstractEventLoop | None = None
_closing: set[asyncio.Future[None]] = set()
