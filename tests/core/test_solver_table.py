"""Solved Pylos tables on the reduced variants: the values the issue gives at the start, every
value consistent with one ply of lookahead, a build interrupted (or killed) and resumed gives
the same table, and a damaged table is refused and built again."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from core.solver import kernel
from core.solver.table import Build, DamagedTable, Progress, Settings, Table, build

pytestmark = pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem()))

ROOT = Path(__file__).resolve().parents[2]
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
    assert Table(settings, tmp_path).value(0, 0, 0) == value


@pytest.mark.parametrize(
    "settings",
    [SMALL, Settings(base=3, balls=7, lines=True), Settings(base=3, balls=6, recovery=False)],
)
def test_every_value_agrees_with_one_ply_of_lookahead(settings: Settings, tmp_path: Path) -> None:
    build(settings, tmp_path, jobs=2)
    table = Table(settings, tmp_path)
    values = set()
    for index in range(table.kernel.size):
        own, other, used = table.kernel.unrank(index)
        if used:
            value = table.value(own, other, 0)
            assert value == expected_value(table, (own, other, 0)), index
            values.add(value[0])
    assert {"win", "loss"} <= values


class Stop(Exception):
    pass


def test_a_build_interrupted_and_resumed_gives_the_same_table(tmp_path: Path) -> None:
    straight = build(SMALL, tmp_path / "straight", jobs=2).read_bytes()
    told: list[Progress] = []

    def stop_after_a_few(progress: Progress) -> None:
        told.append(progress)
        if len(told) == 9:
            raise Stop

    with pytest.raises(Stop):
        Build(SMALL, tmp_path, jobs=2, slice_size=5000).run(stop_after_a_few, save_every=0)
    resumed = Build(SMALL, tmp_path, jobs=2, slice_size=5000)
    assert (resumed.distance, resumed.next) == (told[-2].distance, told[-2].done)
    assert resumed.run().read_bytes() == straight


def test_a_build_killed_resumes_where_it_was(tmp_path: Path) -> None:
    killer = (
        "import os, signal, sys\n"
        "from pathlib import Path\n"
        "from core.solver.table import Build, Settings\n"
        "told = []\n"
        "def kill(progress):\n"
        "    told.append(progress)\n"
        "    if len(told) == 12:\n"
        "        os.kill(os.getpid(), signal.SIGKILL)\n"
        "Build(Settings(base=3, balls=7, empty_reserve=False), Path(sys.argv[1]), 2, 3000)"
        ".run(kill, save_every=0)\n"
    )
    environment = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", killer, str(tmp_path)], env=environment)
    assert run.returncode == -9
    assert (tmp_path / f"{SMALL.name}.partial" / "progress.json").exists()
    resumed = Build(SMALL, tmp_path, jobs=2, slice_size=3000)
    assert resumed.distance > 0
    resumed.run()
    assert Table(SMALL, tmp_path).value(0, 0, 0) == ("win", 15)
    assert not (tmp_path / f"{SMALL.name}.partial").exists()


def test_a_damaged_table_is_refused_and_built_again(tmp_path: Path) -> None:
    path = build(SMALL, tmp_path, jobs=1)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 1
    path.write_bytes(data)
    with pytest.raises(DamagedTable, match="damaged"):
        Table(SMALL, tmp_path)
    build(SMALL, tmp_path, jobs=1)
    assert Table(SMALL, tmp_path).value(0, 0, 0) == ("win", 15)
