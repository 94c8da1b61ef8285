"""The build beside pyproject.toml (which holds everything else): the engine's hot modules
(``core/compiled.py`` lists them) compiled to C extension modules by mypyc when this machine has
a C compiler and the interpreter's headers; otherwise the same source installs as pure Python.
Either way the build records what it did in ``core/compiled.json``, which the engine reads to
tell a compiled module from an edited source.

``PYRAMID_DUELS_PURE=1`` builds the pure engine on purpose; ``MYPYC_OPT_LEVEL`` sets the C
compiler's optimisation (``-O2`` here: as fast as ``-O3`` for this code, and quicker to build).
"""

from __future__ import annotations

import json
import os
import runpy
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
ENGINE = runpy.run_path(str(ROOT / "core" / "compiled.py"))
RECORD = ROOT / "core" / ENGINE["RECORD"]


def write_record(content: dict[str, object]) -> None:
    RECORD.write_text(json.dumps(content, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def remove_old_extensions() -> None:
    """Remove the extension modules an earlier build left beside the sources (an editable
    install builds them there): none may outlive its source, or the list of ``MODULES``, or
    shadow the pure engine of a build without a compiler."""
    for pattern in ("*.so", "*.pyd"):
        for path in [*(ROOT / "core").rglob(pattern), *ROOT.glob(f"*__mypyc{pattern[1:]}")]:
            path.unlink()


SOLVER = ROOT / "core" / "solver"
SOLVER_SOURCES = ("_kernel.c", "pylos_kernel.c", "pylos_index.c", "pylos_solve.c")
"""The Pylos solver's kernel, plain C (``core/solver``): built beside the engine by the same
build, when the engine is compiled."""


def solver_extension() -> Extension:
    """The solver's kernel, ``core.solver._kernel`` (C with POSIX threads)."""
    return Extension(
        "core.solver._kernel",
        sources=[str((SOLVER / name).relative_to(ROOT)) for name in SOLVER_SOURCES],
        depends=[str((SOLVER / "pylos.h").relative_to(ROOT))],
        extra_compile_args=["-O2", "-pthread", "-std=gnu99"],
        extra_link_args=["-pthread"],
    )


def compiled_extensions() -> list[Extension]:
    """mypyc's extension modules for the engine and the solver's C kernel, or none (a pure
    build, and why, recorded)."""
    remove_old_extensions()
    modules: tuple[str, ...] = ENGINE["MODULES"]
    problem = None
    if ENGINE["pure_requested"]():
        problem = f"{ENGINE['PURE_VARIABLE']} was set when it was installed"
    else:
        problem = ENGINE["compiler_problem"]()
    if problem is not None:
        print(f"pyramid-duels: the engine is installed as pure Python: {problem}", file=sys.stderr)
        write_record(
            {
                "engine": "pure",
                "reason": f"not compiled: {problem}",
                "solver": f"not built: {problem}",
            }
        )
        return []
    from mypyc.build import mypycify

    paths = [str(ENGINE["source_path"](module, Path())) for module in modules]
    write_record(
        {
            "engine": "compiled",
            "solver": "built",
            "sources": {
                module: ENGINE["source_hash"](ROOT / path)
                for module, path in zip(modules, paths, strict=True)
            },
        }
    )
    engine = mypycify(
        paths,
        opt_level=os.environ.get("MYPYC_OPT_LEVEL", "2"),
        multi_file=True,  # one C file per module, compiled side by side (below)
        group_name="pyramid_duels_engine",  # the shared library: pyramid_duels_engine__mypyc
    )
    return [solver_extension(), *engine]


class ParallelBuildExt(build_ext):
    """build_ext that compiles an extension's C files side by side, one per core: mypyc puts
    the whole engine in one shared library of some thirty C files, which setuptools alone
    compiles one after the other."""

    def build_extensions(self) -> None:
        compile_one = self.compiler.compile
        jobs = self.parallel if isinstance(self.parallel, int) else os.cpu_count() or 1

        def compile_all(sources: list[str], *args: object, **kwargs: object) -> list[str]:
            print(f"compiling {len(sources)} C files, {jobs} at a time", flush=True)
            with ThreadPoolExecutor(max_workers=jobs) as pool:
                parts = pool.map(lambda source: compile_one([source], *args, **kwargs), sources)
                return [obj for part in parts for obj in part]

        self.compiler.compile = compile_all
        super().build_extensions()


BUILDS = {"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"}
"""The commands that build the extension modules (not egg_info, dist_info: the metadata)."""

setup(
    ext_modules=compiled_extensions() if BUILDS & set(sys.argv[1:]) else [],
    cmdclass={"build_ext": ParallelBuildExt},
)
