"""The architecture's import rule: ``core/`` uses the standard library only (no Qt, no numpy)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_core_imports_only_the_standard_library_and_itself() -> None:
    allowed = set(sys.stdlib_module_names) | {"core", "__future__"}
    offenders = {
        str(path.relative_to(ROOT)): sorted(imported_modules(path) - allowed)
        for path in sorted((ROOT / "core").rglob("*.py"))
        if imported_modules(path) - allowed
    }
    assert offenders == {}


def test_importing_every_core_module_loads_no_third_party_package() -> None:
    modules = [
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in (ROOT / "core").rglob("*.py")
        if path.name != "__main__.py"
    ]
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + "bad = [m for m in ('PySide6', 'numpy', 'pyqtgraph', 'OpenGL') if m in sys.modules]\n"
        + "print(','.join(bad))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == ""
