"""Which engine runs: the hot modules compiled to C by mypyc, or the same source as pure Python.

``setup.py`` (the build backend, for ``pip install``, ``./dev`` and the bundle) compiles the
modules of ``MODULES`` with mypyc when this machine has a C compiler and the interpreter's
headers, and records in ``compiled.json`` (beside this file) what it did: the SHA-256 of each
compiled source, or why it left the engine pure. A compiled module sits beside its source as an
extension module (``rules.cpython-311-x86_64-linux-gnu.so`` beside ``rules.py``), which Python
imports first. This module, never compiled itself, decides before any of them is imported
(``core/__init__.py`` calls ``choose``) whether they are used:

- ``PYRAMID_DUELS_PURE=1`` (any value but ``0`` or empty) runs the pure Python source: a
  finder in front of the import system loads each of ``MODULES`` from its ``.py`` file;
- a compiled module whose source differs from the one it was compiled from (edited since the
  build) is never used: the whole engine then runs pure, and says so once on stderr. What you
  edit is what runs; ``./dev`` rebuilds (its install stamp hashes these sources).

``engine()`` says which one runs ("compiled" or "pure"), ``description()`` in a few words with
why (``--version`` and the self-test print it). This module uses the standard library only and
imports nothing of ``core``: ``setup.py`` runs it as a file.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    # Read by mypyc only, at build time: the real decorator's name is what it recognises.
    from mypy_extensions import mypyc_attr as mypyc_attr
else:

    def mypyc_attr(*_flags: Any, **_attributes: Any) -> Any:
        """mypyc's class options (mypy_extensions.mypyc_attr); nothing at run time.
        ``allow_interpreted_subclasses=True`` lets classes that are not compiled (a test's toy
        game, a plug-in) extend a compiled one, such as ``core.api.State``."""
        return lambda cls: cls


MODULES = (
    "core.api",
    "core.notation",
    "core.perft",
    "core.playout",
    "core.games.icehouse",
    "core.games.pylos.board",
    "core.games.pylos.moves",
    "core.games.pylos.notation",
    "core.games.pylos.legality",
    "core.games.pylos.rules",
    "core.games.pylos.evaluation",
    "core.games.pylon.rules",
    "core.games.pylon.evaluation",
    "core.games.ambush.board",
    "core.games.ambush.captures",
    "core.games.ambush.moves",
    "core.games.ambush.notation",
    "core.games.ambush.legality",
    "core.games.ambush.rules",
    "core.games.ambush.evaluation",
    "core.search.evaluation",
    "core.search.scores",
    "core.search.engine",
    "core.search.player",
)
"""The modules mypyc compiles: the rules of every game, the search and the evaluations, and what
perft and random playouts run through: the profile's hot paths. (``core.transitions``, what a
move looks like for the animations, is not one.)"""

PURE_VARIABLE = "PYRAMID_DUELS_PURE"
RECORD = "compiled.json"
"""What the build did, beside this file: ``{"engine": "compiled", "sources": {module: sha256}}``
or ``{"engine": "pure", "reason": why}``."""

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

_state = {"reason": ""}  # why the pure engine runs, once ``choose`` has decided it


def source_path(module: str, root: Path = ROOT) -> Path:
    """The ``.py`` file of ``module`` (one of ``MODULES``) under ``root``."""
    return root.joinpath(*module.split(".")).with_suffix(".py")


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pure_requested(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether ``PYRAMID_DUELS_PURE`` asks for the pure Python engine."""
    return environ.get(PURE_VARIABLE, "").strip() not in ("", "0")


def record(folder: Path = HERE) -> dict[str, object]:
    """What the build recorded (an empty dict when there is no record: a source checkout)."""
    try:
        found = json.loads((folder / RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def extensions_beside_sources(folder: Path = HERE) -> dict[str, Path]:
    """The extension modules under ``folder`` that sit beside their ``.py`` source (none in the
    bundle, which has no sources), by module name."""
    found = {}
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for extension in folder.rglob(f"*{suffix}"):
            source = extension.with_name(extension.name[: -len(suffix)] + ".py")
            if source.exists():
                parts = source.relative_to(folder.parent).with_suffix("").parts
                found[".".join(parts)] = source
    return found


def stale_modules(folder: Path = HERE) -> list[str]:
    """The extension modules beside their source that the build did not compile from that very
    source: the source was edited since, or the build did not make it (another build's)."""
    sources = record(folder).get("sources")
    digests = sources if isinstance(sources, dict) else {}
    return sorted(
        module
        for module, source in extensions_beside_sources(folder).items()
        if digests.get(module) != source_hash(source)
    )


class PureFinder:
    """Finds every module of ``core`` as its ``.py`` source, never as an extension module
    beside it (packages, and everything else, are left to the rest of the import system). A
    meta path finder (not derived from ``importlib.abc``'s, whose import costs every start)."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith("core."):
            return None
        leaf = fullname.rpartition(".")[2] + ".py"
        for folder in path or ():
            source = Path(folder) / leaf
            if source.is_file():
                return importlib.util.spec_from_file_location(fullname, source)
        return None


def choose() -> None:
    """Run the pure engine if asked to or if a compiled module is stale (called by
    ``core/__init__.py`` before any compiled module is imported)."""
    if any(isinstance(finder, PureFinder) for finder in sys.meta_path):
        return
    if pure_requested():
        reason = f"{PURE_VARIABLE} is set"
    else:
        stale = stale_modules()
        if not stale:
            return
        reason = f"edited since it was compiled: {', '.join(stale)}"
        print(
            f"pyramid-duels: the engine runs as pure Python ({reason}); "
            "./dev setup (or pip install) compiles it again",
            file=sys.stderr,
        )
    _state["reason"] = reason
    sys.meta_path.insert(0, PureFinder())


def _is_extension(module: ModuleType | None) -> bool:
    origin = getattr(module, "__file__", None) or ""
    return origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def engine() -> str:
    """ "compiled" when every module of ``MODULES`` runs compiled, otherwise "pure"."""
    loaded = [importlib.import_module(module) for module in MODULES]
    return "compiled" if all(_is_extension(module) for module in loaded) else "pure"


def description() -> str:
    """Which engine runs, in a few words: "compiled (mypyc)" or "pure Python (why)"."""
    if engine() == "compiled":
        return "compiled (mypyc)"
    reason = _state["reason"] or str(record().get("reason") or "") or "not compiled"
    return f"pure Python ({reason})"


# --- can this machine compile it (setup.py, ./dev and the tests ask) ---------------------------
def compiler_problem() -> str | None:
    """Why mypyc's C output could not be compiled here (no C compiler, no ``Python.h``), or
    None when a one-line extension compiles."""
    import shlex
    import shutil
    import subprocess
    import sysconfig
    import tempfile

    include = sysconfig.get_paths()["include"]
    if not (Path(include) / "Python.h").exists():
        return f"the interpreter's headers are missing ({include}/Python.h)"
    command = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    if not command or shutil.which(command[0]) is None:
        return f"no C compiler ({command[0] if command else 'CC'} not found)"
    with tempfile.TemporaryDirectory() as scratch:
        probe = Path(scratch) / "probe.c"
        probe.write_text("#include <Python.h>\nint probe(void) { return Py_IsNone(Py_None); }\n")
        done = subprocess.run(
            [*command, "-c", str(probe), "-I", include, "-o", str(Path(scratch) / "probe.o")],
            capture_output=True,
            text=True,
        )
    if done.returncode != 0:
        return f"the C compiler fails: {(done.stderr or done.stdout).strip()[:200]}"
    return None


if __name__ == "__main__":  # ./dev's install stamp: the compiled sources, or the compiler's state
    if sys.argv[1:] == ["compiler"]:
        print(compiler_problem() or "a C compiler and Python.h")
    else:
        print("\n".join(str(source_path(module, Path())) for module in MODULES))
