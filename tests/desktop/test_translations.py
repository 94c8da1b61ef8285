"""The translations: with the French catalogues installed the window speaks French (menus and
lessons), every string has its French translation, and the .ts files hold every string the
sources say (a new tr() string without its translation fails here)."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.tutorial import lessons_of
from desktop import i18n
from desktop.language import choose_for_this_run
from desktop.main_window import MainWindow


@pytest.fixture(scope="module")
def built() -> list[Path]:
    """The .qm files, built from the .ts files as they are now."""
    return i18n.build()


@pytest.fixture
def french(qtbot: object, built: list[Path]) -> Iterator[None]:
    loaded = i18n.install("fr")
    assert "window_fr.qm" in loaded
    choose_for_this_run("fr")
    try:
        yield
    finally:
        i18n.install("en")
        choose_for_this_run(None)


def test_the_window_speaks_french(qtbot: object, french: None) -> None:
    window = MainWindow(view="2d")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    try:
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles[:2] == ["&Fichier", "&Partie"]
        assert window.actions_by_name["undo"].text() == "&Annuler"
        assert window.actions_by_name["hint"].text() == "&Indice"
        window.start_tutorial("pylos", 0, 0)
        step = lessons_of("pylos")[0].steps[0]
        assert window.game_page.lesson_panel.text.text() == step.text("fr")
        assert window.game_page.lesson_panel.next_button.text().startswith("Suivant")
        assert window.windowTitle() == "Leçons de Pylos — Pyramid Duels"
    finally:
        window.game_page.computer.shutdown()


def test_back_in_english_after(qtbot: object, built: list[Path]) -> None:
    window = MainWindow(view="2d")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    assert window.menuBar().actions()[0].text() == "&File"
    window.game_page.computer.shutdown()


def test_every_string_has_its_french_translation() -> None:
    assert i18n.missing("fr") == []


def _sources(path: Path) -> set[str]:
    return {m.source for m in i18n.read_ts(path) if not m.vanished}


@pytest.mark.parametrize("catalogue", sorted(i18n.CATALOGUES))
def test_the_ts_files_hold_every_string_of_the_sources(catalogue: str, tmp_path: Path) -> None:
    """What pyside6-lupdate extracts from the catalogue's files now is what its .ts holds."""
    globs = i18n.CATALOGUES[catalogue]
    files = sorted({str(p) for pattern in globs for p in i18n.HERE.glob(pattern)})
    files = [f for f in files if not f.endswith(("i18n.py", "__main__.py"))]
    fresh = tmp_path / f"{catalogue}_fr.ts"
    subprocess.run(
        [i18n._tool("pyside6-lupdate"), *files, "-no-obsolete", "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    extracted = _sources(fresh)
    kept = _sources(i18n.ts_path(catalogue, "fr"))
    assert extracted - kept == set(), "run: python -m desktop.i18n update " + catalogue
    assert kept - extracted == set(), "strings no longer said: python -m desktop.i18n update"


def test_the_core_ts_file_holds_every_sentence_of_the_engine() -> None:
    said = {source.text for source in i18n.core_strings()}
    kept = _sources(i18n.ts_path(i18n.CORE_CATALOGUE, "fr"))
    assert said - kept == set(), "run: python -m desktop.i18n update core"
