"""The translations: with the French catalogues installed the window speaks French (menus,
lessons, and why a saved game cannot be opened), every string has its French translation, and
the .ts files hold every string the sources say (a new tr() string without its translation fails
here)."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.record import RecordError, read_record
from core.registry import make_game
from core.study.tutorial import lessons_of
from desktop import i18n
from desktop.i18n import catalogues
from desktop.i18n.language import choose_for_this_run
from desktop.session.files import cannot_open
from desktop.session.shelf import Shelf
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow
from tests.core.test_record import BAD


def test_the_compiled_catalogues_in_the_repository_are_the_ts_files_compiled(
    tmp_path: Path,
) -> None:
    """The .qm files are kept beside the .ts files (so that pip install carries them): each is
    what its .ts compiles to now."""
    assert catalogues.stale(tmp_path) == [], "run: python -m desktop.i18n build"


@pytest.fixture
def french(qtbot: QtBot) -> Iterator[None]:
    loaded = i18n.install("fr")
    assert "window_fr.qm" in loaded
    choose_for_this_run("fr")
    try:
        yield
    finally:
        i18n.install("en")
        choose_for_this_run(None)


def test_the_window_speaks_french(qtbot: QtBot, french: None) -> None:
    window = MainWindow(view="2d")
    qtbot.addWidget(window)
    try:
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles[:3] == ["&Fichier", "É&dition", "&Partie"]
        assert window.actions_by_name["undo"].text() == "&Annuler"
        assert window.actions_by_name["hint"].text() == "&Indice"
        window.session.start_study(StudyKind.LESSON, "pylos", 0, 0)
        step = lessons_of("pylos")[0].steps[0]
        assert window.game_page.lesson_panel.text.text() == step.text("fr")
        assert window.game_page.lesson_panel.next_button.text().startswith("Suivant")
        assert window.windowTitle() == "Leçons de Pylos — Pyramid Duels"
    finally:
        window.session.computer.shutdown()


MOVES = ["1a1", "1b1", "1a2", "1b2", "1c1"]
NEWER = (
    "l'enregistrement est en version 99, d'un Pyramid Duels plus récent : celui-ci lit la "
    "version 1 et les précédentes — mettez Pyramid Duels à jour pour l'ouvrir"
)


def test_a_damaged_saved_game_is_explained_in_french_and_the_game_stays(
    qtbot: QtBot, french: None, tmp_path: Path
) -> None:
    window = MainWindow(view="2d")
    qtbot.addWidget(window)
    try:
        window.game_page.board2d.animation_ms = 0
        with qtbot.waitExposed(window):
            window.show()
        window.session.start_game(make_game("pylos"), moves=MOVES)
        model = window.model
        before = (model.game, model.move_texts(), model.cursor, model.state.position_text())
        title = window.windowTitle()
        said = {
            "future version": NEWER,
            "illegal move": "le coup 3 '1a1' est illégal : 1a1 est déjà occupée",
            "unknown option": (
                "pylos : pylos n'a pas d'option 'gravity' (options : rules, out_of_balls, "
                "repetition, base, balls)"
            ),
            "a list": "le fichier contient une liste, pas une partie sauvegardée (un objet JSON)",
            "truncated": "le fichier n'est pas du JSON valide (ligne 1, colonne",
        }
        for case, french in said.items():
            path = tmp_path / f"{case.replace(' ', '-')}.pdgame"
            path.write_bytes(BAD[case][0])
            assert not window.session.open_file(path)
            text = window.game_page.message_bar.text()
            assert text.startswith(f"Impossible d'ouvrir {path.name} : {french}"), text
            with pytest.raises(RecordError) as refused:
                read_record(BAD[case][0])
            assert str(refused.value) not in text and "Cannot open" not in text  # no English
            model = window.model
            after = (model.game, model.move_texts(), model.cursor, model.state.position_text())
            assert after == before and window.session.files.path is None
            assert window.windowTitle() == title
        assert window.game_page.message_bar.text().endswith(
            "il est peut-être tronqué, ou ce n'est pas une partie sauvegardée."
        )
        assert not window.session.open_file(tmp_path / "nothing.pdgame")
        assert "ce fichier n'existe pas" in window.game_page.message_bar.text()
    finally:
        window.session.computer.shutdown()


def test_a_damaged_kept_game_and_a_damaged_file_given_at_start_are_explained_in_french(
    qtbot: QtBot, french: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    target = Shelf().path("20261201-120000-abcdef")
    target.parent.mkdir(parents=True)
    target.write_bytes(BAD["future version"][0])
    window = MainWindow(view="2d")
    qtbot.addWidget(window)
    try:
        notice = window.start_screen.notice.text()
        assert notice == (
            f"La partie laissée inachevée la dernière fois n'a pas pu être restaurée : {NEWER}."
        )
        assert not target.exists()  # put aside, not deleted
        assert list(target.parent.glob("*-unreadable-*"))

        from desktop.app import parse_command_line

        path = tmp_path / "bad.pdgame"
        path.write_bytes(BAD["unknown game"][0])
        options = parse_command_line([str(path)])
        assert "unknown game 'chess'" in options.file_problem  # the command line's English
        window.session.show_start()
        window.show_words(cannot_open(path.name, options.file_error), "refused")
        assert window.start_screen.notice.text() == (
            "Impossible d'ouvrir bad.pdgame : jeu inconnu 'chess' (jeux : pylos, pylon, ambush)."
        )
    finally:
        window.session.computer.shutdown()


def test_back_in_english_after(qtbot: QtBot) -> None:
    window = MainWindow(view="2d")
    qtbot.addWidget(window)
    assert window.menuBar().actions()[0].text() == "&File"
    window.session.computer.shutdown()


def test_every_string_has_its_french_translation() -> None:
    assert catalogues.missing("fr") == []


def _sources(path: Path) -> set[str]:
    return {m.source for m in catalogues.read_ts(path) if not m.vanished}


@pytest.mark.parametrize("catalogue", sorted(catalogues.CATALOGUES))
def test_the_ts_files_hold_every_string_of_the_sources(catalogue: str, tmp_path: Path) -> None:
    """What pyside6-lupdate extracts from the catalogue's files now is what its .ts holds."""
    files = catalogues.sources_of(catalogue)
    fresh = tmp_path / f"{catalogue}_fr.ts"
    subprocess.run(
        [catalogues._tool("pyside6-lupdate"), *files, "-no-obsolete", "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    extracted = _sources(fresh)
    kept = _sources(catalogues.ts_path(catalogue, "fr"))
    assert extracted - kept == set(), "run: python -m desktop.i18n update " + catalogue
    assert kept - extracted == set(), "strings no longer said: python -m desktop.i18n update"


def test_the_core_ts_file_holds_every_sentence_of_the_engine() -> None:
    said = {source.text for source in catalogues.core_strings()}
    kept = _sources(catalogues.ts_path(catalogues.CORE_CATALOGUE, "fr"))
    assert said - kept == set(), "run: python -m desktop.i18n update core"


def test_qt_s_file_dialog_is_french_throughout(qtbot: QtBot, french: None, tmp_path: Path) -> None:
    """Qt's own French catalogue lacks a few of its file dialog's words ("Look in:", "Files of
    type:", a folder's type): ``qtgaps_fr.ts`` gives them."""
    from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QLabel

    (tmp_path / "a folder").mkdir()
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert "&Voir dans\u00a0:" in labels and "Fichiers de &type\u00a0:" in labels, labels
    assert not [text for text in labels if "Look in" in text or "Files of" in text]
    model = dialog.findChild(QFileSystemModel)
    assert model is not None
    folder = model.index(str(tmp_path / "a folder"))
    qtbot.waitUntil(lambda: model.type(folder) != "")
    assert model.type(folder) == "Dossier"


def test_the_program_s_file_dialogs_write_types_sizes_and_dates_in_french(
    qtbot: QtBot, french: None, tmp_path: Path
) -> None:
    """A saved game's type, size and date read in French in the Open dialog, whatever the
    system's language ("0 bytes", "JSON document" showed in a French window)."""
    from PySide6.QtWidgets import QTreeView

    from desktop.window.file_dialog import file_dialog

    (tmp_path / "a game.json").write_text("{}")
    dialog = file_dialog(None, "Ouvrir", tmp_path, "*")
    dialog.setOption(dialog.Option.DontUseNativeDialog)
    dialog.setViewMode(dialog.ViewMode.Detail)
    qtbot.addWidget(dialog)
    dialog.show()
    view = next(v for v in dialog.findChildren(QTreeView) if v.isVisible())
    model = view.model()

    def rows() -> dict[str, list[str]]:
        root = view.rootIndex()
        found = [
            [str(model.index(number, column, root).data()) for column in range(4)]
            for number in range(model.rowCount(root))
        ]
        return {row[0]: row for row in found}

    qtbot.waitUntil(lambda: rows().get("a game.json", ["", "", ""])[2] != "", timeout=20_000)
    _name, size, kind, date = rows()["a game.json"]
    folder_date = rows()["data"][3]  # (the test's own data folder, beside the file)
    assert (size, kind) == ("2 octets", "document JSON")
    assert "/" in date and "/" in folder_date, (date, folder_date)
