"""The whole suite: the long tests go first, so that with two workers (``./dev test`` runs
pytest-xdist) none of them is left running alone at the end."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # (a stable sort)
