"""What a game's pieces are belongs to their family, in the games' folders: outside them, no code
of the desktop application names a ball or a pyramid, nor the Icehouse sizes' letters. The
generic views ask a game's kit for a piece's mesh, reach, colours and material. (Words a player
reads, marked for translation, and docstrings and comments do not count.)"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PIECES = re.compile(r"ball|pyramid", re.IGNORECASE)
SIZES = {"S", "M", "L", "SML"}
WORDS_FOR_PLAYERS = {"tr", "QT_TR_NOOP", "translate_core"}
THEMES = ROOT / "desktop" / "study" / "puzzles.py"  # the puzzles' themes: the next issue's


def _outside_the_games() -> list[Path]:
    return [
        path
        for path in sorted((ROOT / "desktop").rglob("*.py"))
        if "games" not in path.relative_to(ROOT).parts and path != THEMES
    ]


def _said(tree: ast.AST) -> set[int]:
    """The string constants that are not code: docstrings, and words marked for a player."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skipped.add(id(node.value))  # a docstring (of a module, class, function or name)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") in WORDS_FOR_PLAYERS:
            skipped |= {id(arg) for arg in node.args}
    return skipped


def naming_pieces(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    said = _said(tree)
    found = []
    for node in ast.walk(tree):
        text = ""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) in said:
                continue
            if node.value in SIZES:
                found.append(f"{path.name}:{node.lineno}: {node.value!r}")
            text = node.value.replace("Pyramid Duels", "").replace("pyramid-duels", "")
            text = text.replace("pyramid_duels", "").replace("PYRAMID_DUELS", "")
        elif isinstance(node, ast.Name | ast.arg | ast.Attribute | ast.FunctionDef | ast.ClassDef):
            text = getattr(node, "id", "") or getattr(node, "arg", "") or getattr(node, "attr", "")
            text = text or getattr(node, "name", "")
        if text and PIECES.search(text):
            found.append(f"{path.name}:{getattr(node, 'lineno', '?')}: {text[:60]!r}")
    return found


def test_no_code_outside_the_games_names_a_piece_of_theirs() -> None:
    found = [line for path in _outside_the_games() for line in naming_pieces(path)]
    assert found == []


def test_the_check_sees_a_piece_named(tmp_path: Path) -> None:
    sample = tmp_path / "names_a_piece.py"
    sample.write_text('RADIUS = BALL_RADIUS\nshape = "pyramid"\nsize = "M"\n', encoding="utf-8")
    assert len(naming_pieces(sample)) == 3
