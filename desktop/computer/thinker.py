"""The computer's side of the pipe: a process (started with ``spawn``) that searches for moves
and analyses games.

The window never searches itself: a pure-Python search would hold the interpreter's lock and
halve the 3D view's frame rate. This module imports only ``core`` (never Qt), so the worker
starts fast and small. It reads requests from its end of a pipe and answers each one (the
messages: ``desktop.computer.protocol``).

The search steps aside while the window draws its 3D view (``desktop.computer.busy``, a number
shared with the window), and the process runs in the idle scheduling class.
"""

from __future__ import annotations

import contextlib
import os
import queue
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from desktop.computer.protocol import (
    Analyse,
    Analysed,
    Cancel,
    Failure,
    Progress,
    Think,
    Thought,
)

if TYPE_CHECKING:
    from core.search.engine import Searcher
    from core.search.evaluation import Evaluation
    from core.search.levels import Level

PAUSE_STEP = 0.05  # the longest a waiting search sleeps before it looks again
ALLOWANCE = 0.5  # of its time, a search may wait for the window on top of it
FLOOR = 2  # plies a search looks ahead before it waits for the window (it sees the reply)
HINT_LINE = 8  # plies of a hint's expected line offered to step through (deeper, guesswork)


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
    """A ``Searcher.on_check`` that waits while the window draws (``desktop.computer.busy``), once
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
    """The worker's loop: answer requests until told to stop or the window goes away."""
    yield_to_the_window()
    _Server(connection, busy).run()


class _Server:
    """The worker's side of the pipe. A reader thread takes every message off the pipe at once,
    so a ``Cancel`` reaches the search under way (it stops at its next look at the clock)
    instead of waiting behind it."""

    def __init__(self, connection: Connection, busy: Any) -> None:
        self.connection = connection
        self.busy = busy
        self.requests: queue.SimpleQueue[Think | Analyse | None] = queue.SimpleQueue()
        self.current: dict[int, Searcher] = {}  # the request being searched, and its searcher
        self.cancelled: set[int] = set()
        self.sending = threading.Lock()

    def read(self) -> None:
        while True:
            try:
                message = self.connection.recv()
            except (EOFError, OSError):
                self.requests.put(None)  # the window is gone
                return
            if isinstance(message, Cancel):
                self.cancelled.add(message.id)
                searcher = self.current.get(message.id)
                if searcher is not None:
                    searcher.stopped = True
                    searcher.deadline = 0.0
                continue
            self.requests.put(message)
            if message is None:
                return

    def send(self, message: Thought | Progress | Failure | Analysed) -> None:
        with self.sending:
            self.connection.send(message)

    def run(self) -> None:
        threading.Thread(target=self.read, name="requests", daemon=True).start()
        while True:
            request = self.requests.get()
            if request is None:
                return
            if request.id in self.cancelled:
                continue  # cancelled before it was started: nobody waits for it
            try:
                if isinstance(request, Analyse):
                    self.analyse(request)
                else:
                    self.send(self.think(request))
            except OSError:
                return  # the window is gone

    def analyse(self, request: Analyse) -> None:
        from core.registry import evaluation_of, kit_of
        from core.study.analysis import analyse
        from core.study.perfect import perfect_or_none
        from core.study.perfect_analysis import analyse_perfectly

        try:
            game = request.game
            perfect = perfect_or_none(game)
            if perfect is not None:  # perfect play's values, from the solved table
                plies = analyse_perfectly(
                    game,
                    perfect,
                    evaluation_of(game),
                    request.moves,
                    request.first_ply,
                    kit_of(game).ideas,
                )
            else:
                plies = analyse(
                    game,
                    evaluation_of(game),
                    request.moves,
                    request.seconds,
                    first_ply=request.first_ply,
                    judgement=kit_of(game).judgement,
                    ideas=kit_of(game).ideas,
                )
            for ply in plies:
                if request.id in self.cancelled:
                    return
                self.send(Analysed(request.id, ply))
            self.send(Analysed(request.id, None))
        except OSError:
            raise
        except Exception as error:  # any failure is reported, never fatal
            self.send(Failure(request.id, f"{type(error).__name__}: {error}"))

    def think(self, request: Think) -> Thought | Failure:
        """The move the request's level chooses (with its reason, for a hint), or its answer
        to a proposal."""
        from core.registry import evaluation_of, kit_of
        from core.search.levels import PERFECT, find_level
        from core.study.ideas import idea_text
        from core.study.perfect import choose_move, perfect_or_none

        try:
            level = find_level(request.level)
            evaluation = evaluation_of(request.state.game)
            searcher = self._searcher(request, evaluation, level)
            self.current[request.id] = searcher
            if request.purpose.startswith("proposal:"):
                return self._answer(request, evaluation, level, searcher)
            perfect = (level == PERFECT or request.purpose == "hint") and perfect_or_none(
                request.state.game
            ) is not None
            result = choose_move(
                request.state,
                evaluation,
                PERFECT if perfect else level,
                request.seed,
                request.seconds,
                searcher=searcher,
            )
            reason = ""
            line: tuple[str, ...] = ()
            if request.purpose == "hint":  # the move's ideas, as puzzles and analysis say them
                ideas = kit_of(request.state.game).ideas
                reason = idea_text(request.state, result.move, result.line, ideas, evaluation)
                line = tuple(str(move) for move in result.line[:HINT_LINE])
            return Thought(
                request.id,
                str(result.move),
                reason,
                result.depth,
                result.nodes,
                result.seconds,
                result.score,
                result.proof,
                searcher.waited,
                line=line,
                perfect=perfect,
            )
        except Exception as error:
            return Failure(request.id, f"{type(error).__name__}: {error}")
        finally:
            self.current.pop(request.id, None)

    def _answer(
        self, request: Think, evaluation: Evaluation, level: Level, searcher: Searcher
    ) -> Thought:
        """The level's answer to the proposal named in ``request.purpose``."""
        from core.search.player import answer_proposal

        name = request.purpose.removeprefix("proposal:")
        answer = answer_proposal(
            request.state, name, evaluation, level, request.seconds, searcher=searcher
        )
        found = answer.search
        return Thought(
            request.id,
            name,
            answer.why,
            found.depth if found else 0,
            found.nodes if found else 0,
            found.seconds if found else 0.0,
            found.score if found else 0,
            found.proof if found else None,
            searcher.waited,
            answer.accepts,
        )

    def _searcher(self, request: Think, evaluation: Evaluation, level: Level) -> Searcher:
        """A searcher that reports each iteration and, beside a window, stands aside while it
        draws (after ``FLOOR`` plies)."""
        from core.search.engine import Searcher

        iterations: list[int] = []

        def report(depth: int, nodes: int, seconds: float) -> None:
            iterations.append(depth)
            self.send(Progress(request.id, depth, nodes, seconds))

        searcher = Searcher(evaluation, level.tuning)
        searcher.on_iteration = report
        if self.busy is not None:
            allowance = ALLOWANCE * (request.seconds or level.seconds or 0.0)
            ready = lambda: len(iterations) >= FLOOR  # noqa: E731
            searcher.on_check = pause_while_busy(self.busy, searcher, ready, allowance)
        return searcher
