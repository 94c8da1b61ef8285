"""How a solved table is kept on disk: in blocks compressed one by one, read one block at a time.

A stored table is one file. It starts with ``MAGIC``, the length of a header (4 bytes, little
endian) and the header, JSON: the format's version, the game's settings, the table's slots and
the block size. Then come the table's blocks of ``BLOCK`` slots, each compressed on its own by
zlib, then the index: the file offset of each block and of the end of the last (8 bytes each,
little endian), and last the offset of the index itself (8 bytes). Reading a slot reads and
decompresses its block only (zlib's checksum and the block's length check it); the last blocks
read are kept, decompressed, for the next slots.

The whole file's SHA-256 is kept in the table's description (``NAME.json``, see ``table``). It
is checked once for each version of the file: the check is remembered in ``NAME.checked`` (the
file's size, its modification time and the hash found), so that opening the table again is
instant, and a file changed since is checked again.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import sys
import threading
import zlib
from array import array
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

MAGIC = b"PDTABLE\x00"
FORMAT = 1
"""The version of the stored format, in the header and the description."""
BLOCK = 1 << 16
"""Slots per compressed block (64 KiB: a block decompresses in a few hundredths of a ms)."""
LEVEL = 9
BATCH = 256
"""Blocks compressed at once, on the build's threads, between two looks at ``stop``."""
CACHED = 64
"""Decompressed blocks kept in memory by a reader (4 MB)."""
READ = 1 << 24
"""Bytes read at once when a whole file is hashed or converted."""
_OFFSET = 8


class DamagedTable(Exception):
    """A table file that is not the one its description names: its hash differs, it is cut
    short, or a block of it cannot be read."""


class Stopped(Exception):
    """A build asked to stop (its ``stop`` answered True): its progress is saved, and the next
    build of the same table goes on from there. The message says so in a sentence."""


@dataclass(frozen=True)
class Stored:
    """What a stored file is: its bytes, its SHA-256."""

    bytes: int
    sha256: str

    def description(self) -> dict[str, Any]:
        """Its part of the table's description (``NAME.json``'s ``stored``)."""
        return {"format": FORMAT, "block": BLOCK, "bytes": self.bytes, "sha256": self.sha256}


def pieces(table: bytes | bytearray | memoryview, size: int = READ) -> Iterator[memoryview]:
    """A table in memory, in pieces of ``size`` bytes (a whole number of blocks)."""
    view = memoryview(table)
    for start in range(0, len(view), size):
        yield view[start : start + size]


def _blocks(parts: Iterable[bytes | memoryview]) -> Iterator[list[memoryview]]:
    """The table's blocks, ``BATCH`` at a time, from pieces of whole blocks."""
    batch: list[memoryview] = []
    for part in parts:
        view = memoryview(part)
        for start in range(0, len(view), BLOCK):
            batch.append(view[start : start + BLOCK])
            if len(batch) == BATCH:
                yield batch
                batch = []
    if batch:
        yield batch


def _compress(block: memoryview) -> bytes:
    return zlib.compress(block, LEVEL)


class _Out:
    """The stored file as it is written: its bytes hashed, its blocks' offsets noted."""

    def __init__(self, file: BinaryIO, head: bytes) -> None:
        self.file, self.digest = file, hashlib.sha256()
        self.offsets: list[int] = []
        self.position = 0
        self.put(MAGIC + len(head).to_bytes(4, "little") + head)

    def put(self, data: bytes) -> None:
        self.file.write(data)
        self.digest.update(data)
        self.position += len(data)

    def block(self, data: bytes) -> None:
        self.offsets.append(self.position)
        self.put(data)

    def end(self) -> Stored:
        """Write the index and its offset; what was written."""
        where = self.position
        self.put(b"".join(offset.to_bytes(_OFFSET, "little") for offset in [*self.offsets, where]))
        self.put(where.to_bytes(_OFFSET, "little"))
        self.file.flush()
        os.fsync(self.file.fileno())
        return Stored(self.position, self.digest.hexdigest())


def write(
    target: Path,
    header: dict[str, Any],
    parts: Iterable[bytes | memoryview],
    jobs: int,
    stop: Callable[[], bool] | None = None,
) -> Stored:
    """Write the table that ``parts`` make (pieces of whole blocks but the last) to ``target``,
    compressed on ``jobs`` threads (zlib and hashlib let them run at once, a batch compressed
    while the next is read); what was written. ``stop`` answering True between two batches of
    blocks removes what was written and raises Stopped."""
    head = json.dumps({**header, "format": FORMAT, "block": BLOCK}).encode()
    pending: deque[Future[bytes]] = deque()
    try:
        with open(target, "wb") as file, ThreadPoolExecutor(max(1, jobs)) as pool:
            out = _Out(file, head)
            for batch in _blocks(parts):
                if stop is not None and stop():
                    raise Stopped("The table was not written: stopped.")
                pending.extend(pool.submit(_compress, block) for block in batch)
                while len(pending) > BATCH:
                    out.block(pending.popleft().result())
            while pending:
                out.block(pending.popleft().result())
            return out.end()
    except BaseException:
        for future in pending:
            future.cancel()
        target.unlink(missing_ok=True)
        raise


def file_hash(path: Path) -> str:
    """The SHA-256 of a file, read a piece at a time."""
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        while piece := file.read(READ):
            digest.update(piece)
    return digest.hexdigest()


def is_stored(path: Path) -> bool:
    """Whether ``path`` begins as a stored table does (and not as an old raw table)."""
    with open(path, "rb") as file:
        return file.read(len(MAGIC)) == MAGIC


def checked_path(path: Path) -> Path:
    return path.with_suffix(".checked")


def check(path: Path, stored: dict[str, Any], again: bool = False) -> None:
    """DamagedTable unless the file at ``path`` has the size and the SHA-256 that ``stored``
    (the description's) names. A file whose check is remembered for its size and time is not
    read again, unless ``again``; a good check is remembered."""
    damaged = DamagedTable(f"The table {path} is damaged: it is not the one that was built.")
    status = path.stat()
    if status.st_size != stored["bytes"]:
        raise damaged
    seen = {"bytes": status.st_size, "mtime_ns": status.st_mtime_ns, "sha256": stored["sha256"]}
    remembered = checked_path(path)
    if not again:
        try:
            if json.loads(remembered.read_text(encoding="utf-8")) == seen:
                return
        except (OSError, ValueError):
            pass
    remembered.unlink(missing_ok=True)
    if file_hash(path) != stored["sha256"]:
        raise damaged
    try:
        temporary = remembered.with_name(remembered.name + ".tmp")
        temporary.write_text(json.dumps(seen), encoding="utf-8")
        os.replace(temporary, remembered)
    except OSError:
        pass  # a folder that cannot be written in: the file is checked at each opening


class Reader:
    """A stored table open for reading: a slot's byte, its block read and decompressed (the last
    ``CACHED`` blocks kept). Safe to share between threads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file = open(path, "rb")  # noqa: SIM115 (kept open: closed by close())
        self._lock = threading.Lock()
        self._cache: OrderedDict[int, bytes] = OrderedDict()
        try:
            self.header, self._offsets = self._read_layout()
        except (ValueError, KeyError, TypeError):
            self.close()
            raise self._damaged("its layout cannot be read") from None
        except BaseException:
            self.close()
            raise
        self.size: int = self.header["size"]
        self.block_size: int = self.header["block"]

    def _damaged(self, why: str) -> DamagedTable:
        checked_path(self.path).unlink(missing_ok=True)  # the next opening checks it all again
        return DamagedTable(f"The table {self.path} is damaged: {why}.")

    def _read_layout(self) -> tuple[dict[str, Any], array[int]]:
        file = self._file
        start = file.read(len(MAGIC) + 4)
        if start[: len(MAGIC)] != MAGIC:
            raise ValueError("not a stored table")
        length = int.from_bytes(start[len(MAGIC) :], "little")
        header: dict[str, Any] = json.loads(file.read(length))
        if header["format"] != FORMAT:
            raise ValueError("another format")
        end = file.seek(0, os.SEEK_END)
        file.seek(end - _OFFSET)
        where = int.from_bytes(file.read(_OFFSET), "little")
        blocks = -(-header["size"] // header["block"])
        if where + (blocks + 1) * _OFFSET + _OFFSET != end:
            raise ValueError("the index is not where it should be")
        file.seek(where)
        index = file.read((blocks + 1) * _OFFSET)
        offsets = array("Q", index)  # (8 bytes an item on every platform Python runs on)
        if sys.byteorder == "big":
            offsets.byteswap()
        if offsets[-1] != where or any(a > b for a, b in itertools.pairwise(offsets)):
            raise ValueError("the index is out of order")
        return header, offsets

    def block(self, number: int) -> bytes:
        """Block ``number``, decompressed (DamagedTable if it cannot be)."""
        with self._lock:
            data = self._cache.get(number)
            if data is not None:
                self._cache.move_to_end(number)
                return data
            start, end = self._offsets[number], self._offsets[number + 1]
            self._file.seek(start)
            packed = self._file.read(end - start)
        expected = min(self.block_size, self.size - number * self.block_size)
        try:
            data = zlib.decompress(packed)
        except zlib.error:
            raise self._damaged(f"its block {number} cannot be read") from None
        if len(data) != expected:
            raise self._damaged(f"its block {number} has the wrong length")
        with self._lock:
            self._cache[number] = data
            if len(self._cache) > CACHED:
                self._cache.popitem(last=False)
        return data

    def byte(self, index: int) -> int:
        """The table's byte at slot ``index``."""
        if not 0 <= index < self.size:
            raise IndexError(index)
        return self.block(index // self.block_size)[index % self.block_size]

    def close(self) -> None:
        self._file.close()
