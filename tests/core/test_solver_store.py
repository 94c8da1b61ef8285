"""A solved table on disk: compressed in blocks, its whole file checked once for each version of
it, each block checked as it is read; a damaged one (a byte changed, cut short, a wrong hash in
its description, a block that cannot be read) is refused with a sentence and built again; one
kept the old way (a raw byte a slot) is converted, its values unchanged, without a build."""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from core.solver import kernel, store, table
from core.solver.table import Build, DamagedTable, OldTable, Settings, Stopped, Table, build
from core.tools.cli import main as cli

pytestmark = pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem()))

THREE = Settings(base=3, balls=7)
"""``--set base=3``'s game: one block."""
FOUR = Settings(base=4, balls=4)
"""``--set balls=4``'s game: 318,739 slots, five blocks, the last one short."""


class OldBuild(Build):
    """A build that keeps its table as builds did before the stored format."""

    def finish(self, stop: object = None) -> Path:
        path = self.folder / f"{self.settings.name}.table"
        self.folder.mkdir(parents=True, exist_ok=True)
        path.write_bytes(self.table)
        description = {
            "settings": dataclasses.asdict(self.settings),
            "size": len(self.table),
            "sha256": hashlib.sha256(self.table).hexdigest(),
            "passes": self.distance,
        }
        path.with_suffix(".json").write_text(json.dumps(description), encoding="utf-8")
        return path


def probed(folder: Path, monkeypatch: pytest.MonkeyPatch, *options: str) -> tuple[int, str]:
    """``python -m core probe pylos --set …`` with the tables of ``folder``: the exit status and
    what it said on standard error."""
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    stdout, stderr = io.StringIO(), io.StringIO()
    arguments = [f"--set={option}" for option in options]
    status = cli(["probe", "pylos", *arguments], stdout=stdout, stderr=stderr)
    return status, stderr.getvalue()


def solved(folder: Path) -> Path:
    """``folder``'s data folder of tables, where ``probe`` looks with XDG_DATA_HOME=folder."""
    return folder / "pyramid-duels" / "solved"


def test_a_table_is_stored_in_blocks_and_checked_once_for_each_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = build(FOUR, tmp_path, jobs=2)
    description = json.loads(path.with_suffix(".json").read_text())
    assert description["stored"]["bytes"] == path.stat().st_size < description["size"] / 10
    hashed: list[Path] = []
    file_hash = store.file_hash
    monkeypatch.setattr(store, "file_hash", lambda path: hashed.append(path) or file_hash(path))
    for _ in range(2):
        with Table(FOUR, tmp_path) as opened:
            assert opened.value(0, 0, 0) == ("loss", 7)
    assert hashed == [path]  # the second opening trusted the first's check
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1))
    Table(FOUR, tmp_path).close()
    assert hashed == [path, path]  # a file written since is checked again


def flip(path: Path, where: int) -> None:
    data = bytearray(path.read_bytes())
    data[where] ^= 0x40
    path.write_bytes(data)


def cut_short(path: Path) -> None:
    with open(path, "r+b") as file:
        file.truncate(path.stat().st_size - 100)


def wrong_hash(path: Path) -> None:
    description = json.loads(path.with_suffix(".json").read_text())
    description["stored"]["sha256"] = hashlib.sha256(b"another").hexdigest()
    path.with_suffix(".json").write_text(json.dumps(description))


@pytest.mark.parametrize(
    "damage",
    [lambda path: flip(path, path.stat().st_size // 2), cut_short, wrong_hash],
    ids=["a byte changed", "cut short", "a wrong hash"],
)
def test_a_damaged_table_is_refused_in_a_sentence_and_built_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: Callable[[Path], None]
) -> None:
    path = build(THREE, solved(tmp_path), jobs=2)
    straight = path.read_bytes()
    Table(THREE, solved(tmp_path)).close()  # its check remembered
    damage(path)
    with pytest.raises(DamagedTable, match="is damaged: it is not the one that was built"):
        Table(THREE, solved(tmp_path))
    status, said = probed(tmp_path, monkeypatch, "base=3")
    assert status == 2
    assert said.startswith(f"error: The table {path} is damaged")
    assert said.endswith("Build it again with python -m core solve.\n")
    assert build(THREE, solved(tmp_path), jobs=2).read_bytes() == straight


def test_a_block_that_cannot_be_read_is_refused_even_when_the_file_passed_its_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A byte changed in a block after the check, the file's time put back: the check is
    trusted, but the block read is refused, and the whole file is checked again next time."""
    path = build(THREE, solved(tmp_path), jobs=2)
    straight = path.read_bytes()
    with Table(THREE, solved(tmp_path)) as opened:
        start, end = opened.reader._offsets[:2]
    times = path.stat()
    flip(path, (start + end) // 2)
    os.utime(path, ns=(times.st_atime_ns, times.st_mtime_ns))
    opened = Table(THREE, solved(tmp_path))
    with pytest.raises(DamagedTable, match="its block 0 cannot be read"):
        opened.value(0, 0, 0)
    opened.close()
    assert not store.checked_path(path).exists()
    status, said = probed(tmp_path, monkeypatch, "base=3")
    assert (status, said.count("damaged")) == (2, 1)
    assert build(THREE, solved(tmp_path), jobs=2).read_bytes() == straight


@pytest.fixture(scope="module")
def kept_the_old_way(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes]:
    """The 4×4 game with 4 balls, built and kept the old way: its path, its raw table."""
    folder = solved(tmp_path_factory.mktemp("old"))
    path = OldBuild(FOUR, folder, 2).run()
    return path, path.read_bytes()


def old_copy(kept: tuple[Path, bytes], folder: Path) -> Path:
    path, _ = kept
    folder.mkdir(parents=True, exist_ok=True)
    for suffix in (".table", ".json"):
        (folder / path.with_suffix(suffix).name).write_bytes(path.with_suffix(suffix).read_bytes())
    return folder / path.name


def test_a_table_kept_the_old_way_is_converted_with_the_same_value_in_every_slot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kept_the_old_way: tuple[Path, bytes]
) -> None:
    path, raw = old_copy(kept_the_old_way, solved(tmp_path)), kept_the_old_way[1]
    with pytest.raises(OldTable):
        Table(FOUR, solved(tmp_path))
    status, said = probed(tmp_path, monkeypatch, "balls=4")
    assert status == 2
    assert "is kept the old way, one byte a position: python -m core solve converts it" in said
    monkeypatch.setattr(table, "Build", None)  # no build: a conversion
    assert build(FOUR, solved(tmp_path), jobs=2) == path
    description = json.loads(path.with_suffix(".json").read_text())
    assert description["sha256"] == hashlib.sha256(raw).hexdigest()
    assert path.stat().st_size == description["stored"]["bytes"] < len(raw) / 10
    with Table(FOUR, solved(tmp_path)) as converted:
        reader = converted.reader
        blocks = [reader.block(number) for number in range(len(reader._offsets) - 1)]
        assert [len(block) for block in blocks] == [store.BLOCK] * 4 + [len(raw) - 4 * store.BLOCK]
        assert b"".join(blocks) == raw
        assert converted.value(0, 0, 0) == ("loss", 7)


def test_a_table_kept_the_old_way_with_a_wrong_hash_is_built_again(
    tmp_path: Path, kept_the_old_way: tuple[Path, bytes]
) -> None:
    path, raw = old_copy(kept_the_old_way, tmp_path), kept_the_old_way[1]
    flip(path, len(raw) // 3)
    built = build(FOUR, tmp_path, jobs=2)
    assert json.loads(built.with_suffix(".json").read_text())["sha256"] == (
        hashlib.sha256(raw).hexdigest()
    )


def test_a_conversion_stopped_keeps_the_old_table_and_converts_it_next_time(
    tmp_path: Path, kept_the_old_way: tuple[Path, bytes]
) -> None:
    path, raw = old_copy(kept_the_old_way, tmp_path), kept_the_old_way[1]
    described = path.with_suffix(".json").read_bytes()
    with pytest.raises(Stopped, match=r"conversion .* stopped; the table is kept as it was"):
        build(FOUR, tmp_path, jobs=2, stop=lambda: True)
    assert (path.read_bytes(), path.with_suffix(".json").read_bytes()) == (raw, described)
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.with_suffix(".json").name, path.name]
    build(FOUR, tmp_path, jobs=2)
    with Table(FOUR, tmp_path) as converted:
        assert converted.value(0, 0, 0) == ("loss", 7)
