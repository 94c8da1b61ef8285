"""The whole suite: the long tests go first, so that with two workers (``./dev test`` runs
pytest-xdist) none of them is left running alone at the end; Twisted's threads are stopped at
the end, so that the process exits."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # (a stable sort)


@pytest.fixture(scope="session", autouse=True)
def twisted_threads_stopped() -> Iterator[None]:
    """Once the tests are done, Twisted's thread pool (started by the online tests' links) is
    stopped, as the program does at its end: its threads would keep the process from exiting."""
    yield
    if "twisted.internet.reactor" in sys.modules:
        from desktop.online import reactor

        reactor.release()
