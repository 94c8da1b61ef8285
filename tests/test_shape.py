"""The code keeps the shape that keeps it fixable: the main window a frame, no module of the
engine, the desktop application or the tests too long to read, no function of the engine or the
desktop application too long to follow, and the desktop application's top level a few modules,
everything else in a folder with one job. (The layering and the absence of import cycles are
``lint-imports``'s: ``./dev test`` runs it.)"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted([*(ROOT / "core").rglob("*.py"), *(ROOT / "desktop").rglob("*.py")])
TESTS = sorted((ROOT / "tests").rglob("*.py"))
MODULE_LINES = 450
FUNCTION_LINES = 60
MAIN_WINDOW_LINES = 300
TOP_LEVEL_MODULES = 8


def lines_of(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_the_main_window_is_a_frame() -> None:
    tree = ast.parse((ROOT / "desktop" / "window" / "main_window.py").read_text(encoding="utf-8"))
    window = next(
        node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "MainWindow"
    )
    assert window.end_lineno is not None
    assert window.end_lineno - window.lineno + 1 < MAIN_WINDOW_LINES


def test_no_module_of_the_engine_the_desktop_application_or_the_tests_is_over_450_lines() -> None:
    long = {str(path.relative_to(ROOT)): lines_of(path) for path in [*SOURCES, *TESTS]}
    assert ROOT / "tests" / "test_shape.py" in TESTS
    assert {path: lines for path, lines in long.items() if lines > MODULE_LINES} == {}


def test_no_function_is_over_60_lines() -> None:
    long = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                assert node.end_lineno is not None
                length = node.end_lineno - node.lineno + 1
                if length > FUNCTION_LINES:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({length})")
    assert long == []


def test_the_desktop_top_level_holds_at_most_8_modules() -> None:
    modules = sorted(path.name for path in (ROOT / "desktop").glob("*.py"))
    assert len(modules) <= TOP_LEVEL_MODULES, modules
    folders = [p for p in (ROOT / "desktop").iterdir() if p.is_dir() and p.name != "__pycache__"]
    for folder in folders:
        if any(folder.glob("*.py")):
            init = folder / "__init__.py"
            assert init.exists(), f"{folder.name}/ has no __init__.py saying what it is for"
            assert ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))), folder.name
