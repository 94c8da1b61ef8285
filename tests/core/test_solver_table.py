"""Solved Pylos tables on the reduced variants: the values the issue gives at the start, and
every value consistent with one ply of lookahead. (A build stopped, interrupted or killed and
resumed: ``test_solver_resume``; the stored file, damaged or old: ``test_solver_store``.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.solver import kernel
from core.solver.table import Settings, Table, build

pytestmark = pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem()))

SMALL = Settings(base=3, balls=7, empty_reserve=False)


def expected_value(table: Table, position: tuple[int, int, int]) -> tuple[str, int]:
    """The value one ply of lookahead gives from the table's values of the positions after."""
    game = table.kernel
    end = game.outcome(*position)
    if end:
        return ("win" if end > 0 else "loss"), 0
    after = [table.value(*child) for child in game.successors(*position)]
    lost = [plies for value, plies in after if value == "loss"]
    if lost:
        return "win", min(lost) + 1
    if all(value == "win" for value, _ in after):
        return "loss", max(plies for _, plies in after) + 1
    return "draw", 0


@pytest.mark.parametrize(
    ("settings", "value"),
    [
        (Settings(base=3, balls=7, empty_reserve=False), ("win", 15)),
        (Settings(base=3, balls=7), ("win", 14)),
        (Settings(base=4, balls=4), ("loss", 7)),
        (Settings(base=4, balls=4, recovery=False, empty_reserve=False), ("loss", 8)),
    ],
)
def test_the_start_of_the_reduced_variants(
    settings: Settings, value: tuple[str, int], tmp_path: Path
) -> None:
    """3×3 with 7 balls: the first player wins in 15 plies (a ply sooner when an empty reserve
    loses at once); 4×4 with 4 balls: the first player loses."""
    build(settings, tmp_path, jobs=2)
    with Table(settings, tmp_path) as table:
        assert table.value(0, 0, 0) == value


@pytest.mark.parametrize(
    "settings",
    [SMALL, Settings(base=3, balls=7, lines=True), Settings(base=3, balls=6, recovery=False)],
)
def test_every_value_agrees_with_one_ply_of_lookahead(settings: Settings, tmp_path: Path) -> None:
    build(settings, tmp_path, jobs=2)
    values = set()
    with Table(settings, tmp_path) as table:
        for index in range(table.kernel.size):
            own, other, used = table.kernel.unrank(index)
            if used:
                value = table.value(own, other, 0)
                assert value == expected_value(table, (own, other, 0)), index
                values.add(value[0])
    assert {"win", "loss"} <= values
