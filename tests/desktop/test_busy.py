"""The worker's search waits while the window draws (``desktop.computer.busy`` and
``desktop.computer.thinker.pause_while_busy``), without Qt and without a process.

These tests sleep for real. What they check is behaviour: a wait lasts at least until the
window's moment (a lower bound no machine can miss) and the time credited is the time waited;
their upper bounds are GROSS times the wait asked for, so only a wait that does not end breaks
them (``tests.timing``)."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

from desktop.computer import busy
from desktop.computer.thinker import pause_while_busy
from tests.timing import GROSS


def _searcher(deadline: float, stopped: bool = False) -> Any:
    return SimpleNamespace(deadline=deadline, stopped=stopped)


def test_the_search_waits_until_the_window_is_done_drawing_and_that_time_is_not_counted() -> None:
    """It waits at least until the window's moment (0.15 s: a lower bound no machine misses),
    at most GROSS times that; the time credited is the time waited."""
    shared = SimpleNamespace(value=time.monotonic() + 0.15)
    pause = pause_while_busy(shared, _searcher(time.perf_counter() + 10), lambda: True, 1.0)
    started = time.perf_counter()
    credit = pause()
    took = time.perf_counter() - started
    assert 0.13 < took < GROSS * 0.15
    assert 0.13 < credit <= took  # the time waited, all of it counted as set aside


def test_only_its_allowance_is_not_counted_and_past_it_it_answers_on_time() -> None:
    """Its own 0.1 s and then the 0.2 s allowed (at least 0.28 s; at most GROSS times 0.3 s):
    the credit is exactly the allowance, whatever the machine's speed."""
    shared = SimpleNamespace(value=time.monotonic() + 5)  # the window draws all along
    searcher = _searcher(time.perf_counter() + 0.1)
    pause = pause_while_busy(shared, searcher, lambda: True, 0.2)
    started = time.perf_counter()
    credit = pause()
    took = time.perf_counter() - started
    assert abs(credit - 0.2) < 1e-9  # the whole allowance, no more
    assert 0.28 < took < GROSS * 0.3  # its own 0.1 s, then the 0.2 s allowed on top
    searcher.deadline += credit
    assert pause() == 0.0  # nothing left to allow: no wait past the deadline now


def test_it_never_waits_before_its_first_move_nor_once_cancelled() -> None:
    """Not waiting is told apart from waiting the window's 5 s by a bound of 1 s."""
    shared = SimpleNamespace(value=time.monotonic() + 5)
    cases = [
        pause_while_busy(shared, _searcher(time.perf_counter() + 10), lambda: False, 1.0),
        pause_while_busy(
            shared, _searcher(time.perf_counter() + 10, stopped=True), lambda: True, 1.0
        ),
    ]
    for pause in cases:
        started = time.perf_counter()
        assert pause() < 0.01  # nothing waited (a few microseconds), nothing to credit
        assert time.perf_counter() - started < 1.0  # (it would have waited the window's 5 s)


def test_a_frame_drawn_holds_the_search_for_a_moment() -> None:
    shared = busy.shared()
    assert busy.shared() is shared  # one number for every worker
    busy.drawing()
    assert 0 < shared.value - time.monotonic() <= busy.GRACE
    shared.value = 0.0  # as it was (the grace would end by itself)
