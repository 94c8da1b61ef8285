"""The architecture's import rules.

- ``core/`` uses the standard library only (no Qt, no numpy);
- only a game's own kits (``core/games/<game>/``, ``desktop/games/<game>/``) and the two
  registries may import a game's modules, and a kit imports no other game's;
- outside the kits and the registries the code names no particular game: no identifier of a
  game's classes and no string literal equal to a game's name (comments and docstrings aside);
- the 2D path (the window, its panels and the 2D board) loads neither numpy nor OpenGL.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from core.registry import KITS

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(KITS)
TITLES = sorted(kit.game.title for kit in KITS.values())
REGISTRIES = {ROOT / "core" / "registry.py", ROOT / "desktop" / "registry.py"}


def imported_modules(path: Path) -> set[str]:
    return {name.split(".")[0] for name in imported_names(path)}


def imported_names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def sources() -> list[Path]:
    return sorted([*(ROOT / "core").rglob("*.py"), *(ROOT / "desktop").rglob("*.py")])


def kit_of_path(path: Path) -> str | None:
    """The game whose kit ``path`` belongs to, if it belongs to one."""
    parts = path.relative_to(ROOT).parts
    if len(parts) > 2 and parts[1] == "games" and parts[2] in GAMES:
        return parts[2]
    return None


# mypyc recognises its class options by their name, mypy_extensions.mypyc_attr, when it compiles
# the engine; core/compiled.py imports that name for the type checker only (mypyc reads the code
# through it) and gives the program a do-nothing stand-in. That import, there only, is allowed.
FOR_THE_COMPILER = {"core/compiled.py": {"mypy_extensions"}}


def type_checking_imports(path: Path) -> set[str]:
    """The top-level modules ``path`` imports under ``if TYPE_CHECKING:`` only."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for inner in node.body:
                if isinstance(inner, ast.ImportFrom) and inner.module and inner.level == 0:
                    names.add(inner.module.split(".")[0])
                elif isinstance(inner, ast.Import):
                    names.update(alias.name.split(".")[0] for alias in inner.names)
    return names


def non_standard_imports(path: Path) -> list[str]:
    allowed = set(sys.stdlib_module_names) | {"core", "__future__"}
    exempt = FOR_THE_COMPILER.get(str(path.relative_to(ROOT)), set()) & type_checking_imports(path)
    return sorted(imported_modules(path) - allowed - exempt)


def test_core_imports_only_the_standard_library_and_itself() -> None:
    offenders = {
        str(path.relative_to(ROOT)): non_standard_imports(path)
        for path in sorted((ROOT / "core").rglob("*.py"))
        if non_standard_imports(path)
    }
    assert offenders == {}


def test_the_compiler_s_names_are_read_for_the_type_checker_only(tmp_path: Path) -> None:
    assert type_checking_imports(ROOT / "core" / "compiled.py") == {"mypy_extensions"}
    sample = tmp_path / "core" / "compiled.py"
    sample.parent.mkdir()
    sample.write_text("from mypy_extensions import mypyc_attr\n")  # at run time: refused
    assert type_checking_imports(sample) == set()


def test_importing_every_core_module_loads_no_third_party_package() -> None:
    modules = [
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in (ROOT / "core").rglob("*.py")
        if path.name != "__main__.py"
    ]
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + "bad = [m for m in ('PySide6', 'numpy', 'pyqtgraph', 'OpenGL', 'mypy_extensions', 'mypy')"
        + " if m in sys.modules]\n"
        + "print(','.join(bad))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == ""


def test_only_a_game_s_kits_and_the_registries_import_its_modules() -> None:
    offenders = []
    for path in sources():
        if path in REGISTRIES:
            continue
        own = kit_of_path(path)
        for name in imported_names(path):
            parts = name.split(".")
            if len(parts) >= 3 and parts[1] == "games" and parts[2] in GAMES and parts[2] != own:
                offenders.append(f"{path.relative_to(ROOT)} imports {name}")
    assert offenders == []


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def named_games(path: Path) -> list[str]:
    """Where ``path`` names a particular game: identifiers and string literals."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Name):
            names = [node.id]
        elif isinstance(node, ast.Attribute):
            names = [node.attr]
        elif isinstance(node, ast.alias):
            names = [node.name, node.asname or ""]
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            names = [node.name]
        for name in names:
            if any(title.lower() in name.lower() for title in TITLES):
                found.append(f"identifier {name} (line {getattr(node, 'lineno', '?')})")
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
            and node.value.strip().lower() in GAMES
        ):
            found.append(f"string {node.value!r} (line {node.lineno})")
    return found


def test_outside_the_kits_the_code_names_no_particular_game() -> None:
    offenders = {
        str(path.relative_to(ROOT)): named_games(path)
        for path in sources()
        if path not in REGISTRIES and kit_of_path(path) is None and named_games(path)
    }
    assert offenders == {}


def test_the_checks_above_do_find_a_game_named_in_generic_code(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""A docstring may say Pylos."""\n'
        "from core.games.pylos.rules import PylosState\n"
        "NAME = 'pylos'  # a comment may say Pylon\n"
    )
    assert len(named_games(sample)) == 2  # the class and the string (imports: the test above)


def test_the_2d_path_loads_neither_numpy_nor_opengl() -> None:
    modules = [
        "desktop.registry",
        "desktop.board2d.view",
        "desktop.window.main_window",
        "desktop.window.start_screen",
        "desktop.window.new_game",
        "desktop.panels.message_bar",
        *(f"desktop.games.{name}" for name in GAMES),
    ]
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + "bad = [m for m in ('numpy', 'OpenGL', 'pyqtgraph', 'desktop.board3d') "
        "if m in sys.modules]\n" + "print(','.join(bad))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == ""
