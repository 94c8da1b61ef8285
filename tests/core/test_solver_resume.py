"""A build of a Pylos table that stops in any way goes on where it was, and gives the same table
as one that ran through: asked to stop (between slices, or while the table is written), by a
signal to ``python -m core solve`` (a sentence, exit status 3), killed with SIGKILL from
outside, or killed in the middle of a save."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.solver import kernel
from core.solver.command import EXIT_STOPPED
from core.solver.table import Build, Progress, Settings, Stopped, build

pytestmark = pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem()))

ROOT = Path(__file__).resolve().parents[2]
SMALL = Settings(base=3, balls=7, empty_reserve=False)
ENVIRONMENT = dict(os.environ, PYTHONPATH=str(ROOT))


def saved(folder: Path) -> dict[str, int]:
    """The progress a build saved in ``folder`` (empty if none yet)."""
    try:
        progress: dict[str, int] = json.loads(
            (folder / f"{SMALL.name}.partial" / "progress.json").read_text(encoding="utf-8")
        )
    except (OSError, ValueError):
        return {}
    return progress


def same_table(built: Path, straight: Path) -> bool:
    """Whether two builds wrote the same table (the stored file, byte for byte, and the table's
    hash in the description)."""
    described = [json.loads(path.with_suffix(".json").read_text()) for path in (built, straight)]
    return (
        built.read_bytes() == straight.read_bytes()
        and described[0]["sha256"] == described[1]["sha256"]
    )


class StopAt:
    """A ``stop`` that answers True at its ``at``-th question (never, if None), counting them."""

    def __init__(self, at: int | None = None) -> None:
        self.at, self.asked = at, 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked == self.at


@pytest.fixture(scope="module")
def straight(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The table built in one go."""
    return build(SMALL, tmp_path_factory.mktemp("straight"), jobs=2)


def test_a_build_asked_to_stop_saves_and_goes_on_where_it_stopped(
    tmp_path: Path, straight: Path
) -> None:
    told: list[Progress] = []
    stop = StopAt(40)  # in pass 1: 29 slices of 1,000 slots a pass
    with pytest.raises(Stopped, match=r"stopped in pass 1, \d+% through it; its progress is saved"):
        Build(SMALL, tmp_path, jobs=2, slice_size=1000).run(told.append, stop=stop)
    resumed = Build(SMALL, tmp_path, jobs=2, slice_size=1000)
    assert (resumed.distance, resumed.next) == (told[-1].distance, told[-1].done)
    assert 0 < resumed.next < resumed.kernel.size
    assert same_table(resumed.run(), straight)
    assert not (tmp_path / f"{SMALL.name}.partial").exists()


def test_a_build_stopped_while_its_table_is_written_goes_on_from_there(
    tmp_path: Path, straight: Path
) -> None:
    counted = StopAt()
    build(SMALL, tmp_path / "counted", jobs=2, stop=counted)  # a question a pass, then the blocks
    with pytest.raises(Stopped, match="100% through it"):
        build(SMALL, tmp_path, 2, stop=StopAt(counted.asked))
    assert not (tmp_path / f"{SMALL.name}.table").exists()
    told: list[Progress] = []
    assert same_table(build(SMALL, tmp_path, 2, told=told.append), straight)
    assert told == []  # no pass done again


def test_the_public_build_stops_and_resumes_by_its_arguments(
    tmp_path: Path, straight: Path
) -> None:
    told: list[Progress] = []
    with pytest.raises(Stopped):
        build(SMALL, tmp_path, 2, told=told.append, stop=lambda: len(told) == 5)
    assert saved(tmp_path)["distance"] == 5
    told.clear()
    assert same_table(build(SMALL, tmp_path, 2, told=told.append), straight)
    assert told[0].distance == 5


KILLED = (
    "import sys\n"
    "from pathlib import Path\n"
    "from core.solver.table import Build, Settings\n"
    "Build(Settings(base=3, balls=7, empty_reserve=False), Path(sys.argv[1]), 2, 500)"
    ".run(save_every=0)\n"
)


def test_a_build_killed_from_outside_resumes_where_it_was_saved(
    tmp_path: Path, straight: Path
) -> None:
    """SIGKILL once the saved progress is at pass 3 (a save after each slice of 500 slots):
    the next build starts there, not at pass 0."""
    process = subprocess.Popen([sys.executable, "-c", KILLED, str(tmp_path)], env=ENVIRONMENT)
    deadline = time.monotonic() + 120
    while saved(tmp_path).get("distance", 0) < 3:
        assert process.poll() is None, "the build ended before it could be killed"
        assert time.monotonic() < deadline
        time.sleep(0.002)
    process.send_signal(signal.SIGKILL)
    assert process.wait() == -signal.SIGKILL
    where = saved(tmp_path)
    told: list[Progress] = []
    resumed = Build(SMALL, tmp_path, jobs=2, slice_size=500)
    assert (resumed.distance, resumed.next) == (where["distance"], where["next"])
    assert same_table(resumed.run(told.append), straight)
    assert told[0].distance >= 3


def test_a_save_cut_short_leaves_the_last_one_whole(tmp_path: Path, straight: Path) -> None:
    with pytest.raises(Stopped):  # at once: the table saved empty
        build(SMALL, tmp_path, 2, stop=StopAt(1))
    # A build killed in the middle of its next save left some of it:
    partial = tmp_path / f"{SMALL.name}.partial"
    generation = saved(tmp_path)["generation"]
    cut = partial / f"generation-{generation + 1}"
    cut.mkdir()
    (cut / "chunk-0000.bin").write_bytes(b"\x07" * 1000)
    resumed = Build(SMALL, tmp_path, jobs=2)
    assert resumed.table == bytearray(len(resumed.table))
    resumed.save()
    assert sorted(path.name for path in partial.iterdir()) == [
        f"generation-{generation + 1}",
        "progress.json",
    ]
    assert (cut / "chunk-0000.bin").stat().st_size == len(resumed.table)
    assert same_table(resumed.run(), straight)


SIGNALLED = (
    "import os, signal, sys\n"
    "from core.solver import command\n"
    "from core.tools.cli import main\n"
    "teller = command.teller\n"
    "def signalling(stderr, every=1.0):\n"
    "    tell = teller(stderr, every)\n"
    "    def told(progress):\n"
    "        tell(progress)\n"
    "        if progress.distance == 2:\n"
    "            os.kill(os.getpid(), int(sys.argv[1]))\n"
    "    return told\n"
    "command.teller = signalling\n"
    "sys.exit(main(['solve', 'pylos', '--set', 'base=3', '--jobs', '2']))\n"
)


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_solve_stopped_by_a_signal_saves_says_so_and_goes_on_when_run_again(
    tmp_path: Path, number: signal.Signals
) -> None:
    environment = dict(ENVIRONMENT, XDG_DATA_HOME=str(tmp_path))
    first = subprocess.run(
        [sys.executable, "-c", SIGNALLED, str(int(number))],
        env=environment,
        capture_output=True,
        text=True,
    )
    assert first.returncode == EXIT_STOPPED, first.stderr
    assert first.stdout == ""
    said = first.stderr.splitlines()
    assert said[-1].startswith("The build of pylos-3x3-7-standard-empty-reserve stopped in pass 3")
    assert said[-1].endswith("building it again goes on from there.")
    again = subprocess.run(
        [sys.executable, "-m", "core", "solve", "pylos", "--set", "base=3"],
        env=environment,
        capture_output=True,
        text=True,
    )
    assert again.returncode == 0, again.stderr
    assert again.stdout == "win 14\n"
    assert again.stderr.startswith("pass 3: 100%")
