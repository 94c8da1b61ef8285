"""Saved games: a file's bytes, bounded in size and nesting before they are parsed as JSON."""

from __future__ import annotations

import json
import math
import stat
from pathlib import Path

from core.record.data import from_data
from core.record.model import (
    JSON_PROBLEMS,
    MAX_BYTES,
    MAX_DEPTH,
    MEGABYTE,
    GameRecord,
    RecordError,
)
from core.words import Text


# --- reading -----------------------------------------------------------------------------------
def read_record(data: bytes | str) -> GameRecord:
    """The record in ``data`` (a file's bytes), checked and replayed; RecordError if it is not
    one this program can open."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    if not data.strip():
        raise RecordError(Text("the file is empty"))
    if len(data) > MAX_BYTES:
        raise RecordError(_too_big(len(data)))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise RecordError(
            Text(
                "the file is not text (byte {byte} is not UTF-8): not a saved game",
                byte=error.start,
            )
        ) from None
    depth = nesting_depth(text)
    if depth > MAX_DEPTH:
        raise RecordError(
            Text("the file nests {depth}+ levels deep: not a saved game", depth=depth)
        )
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        problem = error.msg.lower().removesuffix(" starting at")
        raise RecordError(
            Text(
                "the file is not valid JSON (line {line}, column {column}: {problem}): it may "
                "be cut short or not a saved game",
                line=error.lineno,
                column=error.colno,
                problem=Text(problem) if problem in JSON_PROBLEMS else problem,
            )
        ) from None
    except ValueError:  # a number of thousands of digits, which Python will not read
        raise RecordError(Text("a number in the file is far too long: not a saved game")) from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise RecordError(Text("the file nests too deep: not a saved game")) from None
    return from_data(raw)


def read_file(path: str | Path) -> GameRecord:
    """The record in the file at ``path``; RecordError (with the reason) if there is none."""
    path = Path(path)
    try:
        status = path.stat()
        if stat.S_ISDIR(status.st_mode):
            raise IsADirectoryError
        if not stat.S_ISREG(status.st_mode):  # a pipe or a device would block, or never end
            raise RecordError(Text("it is not a file but a pipe or a device"))
        size = status.st_size
        if size > MAX_BYTES:
            raise RecordError(_too_big(size))
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise RecordError(Text("there is no such file")) from None
    except IsADirectoryError:
        raise RecordError(Text("it is a folder, not a file")) from None
    except OSError as error:
        raise RecordError(
            Text("it cannot be read ({error})", error=error.strerror or str(error))
        ) from None
    return read_record(data)


def _too_big(size: int) -> Text:
    return Text(
        "the file is {size:.1f} MB: far too big for a saved game (at most {limit} MB)",
        size=math.ceil(size / MEGABYTE * 10) / 10,  # (never "4.0 MB: too big, at most 4")
        limit=MAX_BYTES // MEGABYTE,
    )


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deep the JSON ``text`` nests (counting past ``limit`` stops at ``limit + 1``),
    without parsing it: brackets inside strings do not count."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        elif char in "]}":
            depth -= 1
    return deepest
