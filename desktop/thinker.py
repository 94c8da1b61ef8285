"""The computer's side of the pipe: a process (started with ``spawn``) that searches for moves.

The window never searches itself: a pure-Python search would hold the interpreter's lock and
halve the 3D view's frame rate. This module imports only ``core`` (never Qt), so the worker
starts fast and small. It reads requests from its end of a pipe and answers each one:

- request ``Think(id, state, level, seed, seconds, purpose)``; ``Cancel(id)`` stops that
  search; ``None`` asks the worker to stop;
- answer ``Thought(id, move, reason, depth, nodes, seconds, score, proof, waited)`` or
  ``Failure(id, message)``, and while it searches ``Progress(id, depth, nodes, seconds)``.

The search steps aside while the window draws its 3D view (``desktop.busy``, a number shared
with the window), and the process runs in the idle scheduling class.
"""

from __future__ import annotations

import contextlib
import os
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from core.analysis import PlyAnalysis
from core.api import Game, State

if TYPE_CHECKING:
    from core.search.engine import Searcher

PAUSE_STEP = 0.05  # the longest a waiting search sleeps before it looks again
ALLOWANCE = 0.5  # of its time, a search may wait for the window on top of it
FLOOR = 2  # plies a search looks ahead before it waits for the window (it sees the reply)


@dataclass(frozen=True)
class Think:
    """Find a move in ``state`` for the level numbered ``level``; ``purpose`` is "move" (it will
    be played) or "hint" (it will be shown, with a reason in words)."""

    id: int
    state: State
    level: int
    seed: int = 0
    seconds: float | None = None
    purpose: str = "move"


@dataclass(frozen=True)
class Thought:
    id: int
    move: str
    reason: str
    depth: int
    nodes: int
    seconds: float
    score: int
    proof: str | None
    waited: float = 0.0  # seconds the search stood aside while the window drew


@dataclass(frozen=True)
class Progress:
    id: int
    depth: int
    nodes: int
    seconds: float


@dataclass(frozen=True)
class Failure:
    id: int
    message: str


@dataclass(frozen=True)
class Analyse:
    """Analyse a game (``game`` with ``moves`` from its start), ``seconds`` per ply, from
    ply ``first_ply``: answered by one ``Analysed`` per ply, then ``Failure`` or
    ``Analysed`` with ``ply`` None at the end."""

    id: int
    game: Game
    moves: tuple[str, ...]
    seconds: float
    first_ply: int = 1


@dataclass(frozen=True)
class Analysed:
    """One ply of an analysis (``core.analysis.PlyAnalysis``), or None once it is done."""

    id: int
    ply: PlyAnalysis | None


@dataclass(frozen=True)
class Cancel:
    """Stop the search for request ``id`` now (its answer, if any, will be dropped)."""

    id: int


def yield_to_the_window() -> None:
    """The window (its animations, its 3D view drawn in software by several threads) comes
    first: the worker runs only on the time the window leaves (Linux's idle scheduling class),
    or at least at the lowest priority. Measured on 2 cores: with priority 5 the 3D view lost a
    third of its frames and the window stalled 60–75 ms while the computer searched."""
    idle = getattr(os, "SCHED_IDLE", None)
    if idle is not None and hasattr(os, "sched_setscheduler"):
        with contextlib.suppress(OSError):
            os.sched_setscheduler(0, idle, os.sched_param(0))
            return
    with contextlib.suppress(OSError):
        os.nice(19)


def pause_while_busy(
    busy: Any, searcher: Searcher, ready: Callable[[], bool], allowance: float
) -> Callable[[], float]:
    """A ``Searcher.on_check`` that waits while the window draws (``desktop.busy``), once
    ``ready()`` (the worker asks for ``FLOOR`` plies first: a move that has seen the reply), and
    not once cancelled.

    Up to ``allowance`` seconds of waiting in all are not counted against the search's time (it
    answers that much later, as strong as beside a still window: a move's animation costs it
    nothing); beyond that, it waits on its own time and answers on time, from a shallower
    search (the camera kept moving all along)."""
    left = allowance

    def pause() -> float:
        nonlocal left
        if busy.value <= time.monotonic() or not ready():
            return 0.0  # the common case, every few nodes: nothing to wait for
        started = time.perf_counter()
        while (rest := busy.value - time.monotonic()) > 0 and not searcher.stopped:
            now = time.perf_counter()
            end = searcher.deadline + min(now - started, left)
            if now >= end:
                break
            # until the window's moment, unless it moves on meanwhile (or a cancel comes)
            time.sleep(min(rest, end - now, PAUSE_STEP) + 0.001)
        credit = min(time.perf_counter() - started, left)
        left -= credit
        return credit

    return pause


def serve(connection: Connection, busy: Any = None) -> None:
    """The worker's loop: answer requests until told to stop or the window goes away.

    A reader thread takes every message off the pipe at once, so a ``Cancel`` reaches the
    search under way (it stops at its next look at the clock) instead of waiting behind it.
    """
    yield_to_the_window()
    from core.analysis import analyse
    from core.search.engine import Searcher
    from core.search.levels import find_level
    from core.search.player import choose, evaluation_of

    requests: queue.SimpleQueue[Think | Analyse | None] = queue.SimpleQueue()
    current: dict[int, Searcher] = {}  # the request being searched, and its searcher
    cancelled: set[int] = set()

    def read() -> None:
        while True:
            try:
                message = connection.recv()
            except (EOFError, OSError):
                requests.put(None)  # the window is gone
                return
            if isinstance(message, Cancel):
                cancelled.add(message.id)
                searcher = current.get(message.id)
                if searcher is not None:
                    searcher.stopped = True
                    searcher.deadline = 0.0
                continue
            requests.put(message)
            if message is None:
                return

    threading.Thread(target=read, name="requests", daemon=True).start()
    sending = threading.Lock()

    def send(message: Thought | Progress | Failure | Analysed) -> None:
        with sending:
            connection.send(message)

    while True:
        request = requests.get()
        if request is None:
            return
        if request.id in cancelled:
            continue  # cancelled before it was started: nobody waits for it
        if isinstance(request, Analyse):
            try:
                for ply in analyse(
                    request.game, request.moves, request.seconds, first_ply=request.first_ply
                ):
                    if request.id in cancelled:
                        break
                    send(Analysed(request.id, ply))
                else:
                    send(Analysed(request.id, None))
            except OSError:
                return  # the window is gone
            except Exception as error:  # any failure is reported, never fatal
                try:
                    send(Failure(request.id, f"{type(error).__name__}: {error}"))
                except OSError:
                    return
            continue
        try:
            level = find_level(request.level)

            iterations: list[int] = []

            def report(
                depth: int,
                nodes: int,
                seconds: float,
                ident: int = request.id,
                done: list[int] = iterations,
            ) -> None:
                done.append(depth)
                send(Progress(ident, depth, nodes, seconds))

            searcher = Searcher(evaluation_of(request.state), level.tuning)
            searcher.on_iteration = report
            if busy is not None:
                allowance = ALLOWANCE * (request.seconds or level.seconds or 0.0)

                def ready(done: list[int] = iterations) -> bool:
                    return len(done) >= FLOOR

                searcher.on_check = pause_while_busy(busy, searcher, ready, allowance)
            current[request.id] = searcher
            result = choose(request.state, level, request.seed, request.seconds, searcher=searcher)
            reason = ""
            if request.purpose == "hint":
                reason = evaluation_of(request.state).reason(request.state, result.move)
            answer: Thought | Failure = Thought(
                request.id,
                str(result.move),
                reason,
                result.depth,
                result.nodes,
                result.seconds,
                result.score,
                result.proof,
                searcher.waited,
            )
        except Exception as error:
            answer = Failure(request.id, f"{type(error).__name__}: {error}")
        finally:
            current.pop(request.id, None)
        try:
            send(answer)
        except OSError:
            return
