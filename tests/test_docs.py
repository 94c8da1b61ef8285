"""A newcomer can read the project's documents in the repository, and ask for the version."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop import __version__, app

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"\]\(([^)#\s]+)(#[^)]*)?\)")


def documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


@pytest.mark.parametrize("document", documents(), ids=lambda p: p.name)
def test_every_link_of_the_documents_leads_to_a_file_in_the_repository(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    for target, _anchor in LINK.findall(text):
        if target.startswith(("http://", "https://", "mailto:")):
            continue
        assert (document.parent / target).exists(), f"{document.name} links {target}"
    assert "../shared" not in text and "shared documents" not in text


def test_the_readme_points_at_the_notation_and_the_rule_decisions() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/notation.md" in readme and "docs/rules.md" in readme
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    for decision in ("empty_reserve", "no_legal_move", "repetition", "diagonal", "~", "agree"):
        assert decision in rules


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert app.main(["--version"]) == 0
    from core import compiled

    said = capsys.readouterr().out.strip()
    assert said == f"pyramid-duels {__version__}, engine: {compiled.description()}"
    assert said.endswith(("engine: compiled (mypyc)", ")")) and "engine: " in said


def test_the_readme_s_saved_game_example_is_a_record_that_opens() -> None:
    from core.record import read_record

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    after = readme.split("A saved game is a small JSON record", 1)[1]
    example = after.split("```json", 1)[1].split("```", 1)[0]
    record = read_record(example)
    assert record.game.name == "pylos" and len(record.moves) == 5
    assert record.players[1].kind == "computer"
