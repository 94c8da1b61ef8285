"""Games in files, in the window: save and open, bad files that change nothing, a dropped file,
recent files, the game on the table kept after every move and an interrupted write, the command
line's FILE and --save, settings kept, and a tooltip on every control. (Games kept when another
intent takes the table, and after a killed process: ``test_nothing_lost``.)"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from core.record import read_file
from core.registry import make_game
from desktop.app import main
from desktop.window import dialogs
from desktop.window.main_window import MainWindow
from tests.core.test_record import BAD

ROOT = Path(__file__).resolve().parents[2]
MOVES = ["1a1", "1b1", "1a2", "1b2", "1c1"]


pytestmark = pytest.mark.window(view="2d")


def test_save_then_open_gives_the_same_game(window: MainWindow, tmp_path: Path) -> None:
    window.session.start_game(make_game("pylos", {"rules": "mature"}), moves=MOVES)
    window.model.undo()  # the undone move is kept, to redo
    path = tmp_path / "game.pdgame"
    assert window.session.save(path)
    assert "Saved to game.pdgame" in window.game_page.message_bar.text()
    assert not window.isWindowModified()
    window.session.start_game(make_game("ambush"))
    assert window.session.open_file(path)
    model = window.model
    assert model.game == make_game("pylos", {"rules": "mature"})
    assert model.move_texts() == MOVES and model.cursor == 4 and model.can_redo()
    assert "game.pdgame" in window.windowTitle()
    model.redo()
    assert window.isWindowModified()  # differs from its file now
    assert window.session.files.recent()[0] == path.resolve()


@pytest.mark.parametrize("case", sorted(set(BAD) - {"blank", "nested objects"}))
def test_a_bad_file_is_explained_and_the_game_stays(
    window: MainWindow, tmp_path: Path, case: str
) -> None:
    data, words = BAD[case]
    path = tmp_path / f"{case.replace(' ', '-')}.pdgame"
    path.write_bytes(data)
    window.session.start_game(make_game("pylos"), moves=MOVES)
    before = (window.model.game, window.model.move_texts(), window.model.cursor)
    assert not window.session.open_file(path)
    text = window.game_page.message_bar.text()
    assert f"Cannot open {path.name}" in text and words in text
    assert (window.model.game, window.model.move_texts(), window.model.cursor) == before
    assert window.session.files.path is None


@pytest.mark.parametrize("case", ["empty", "truncated", "future version", "illegal move", "huge"])
def test_a_bad_file_on_the_command_line_exits_2_with_one_line(tmp_path: Path, case: str) -> None:
    data, words = BAD[case]
    path = tmp_path / "bad.pdgame"
    path.write_bytes(data)
    done = subprocess.run(
        [sys.executable, "-m", "desktop", str(path), "--export-png", str(tmp_path / "x.png")],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and words in done.stderr
    assert not (tmp_path / "x.png").exists()


def test_missing_files_and_folders_are_explained(window: MainWindow, tmp_path: Path) -> None:
    window.session.start_game(make_game("pylon"))
    assert not window.session.open_file(tmp_path / "nothing.pdgame")
    assert "there is no such file" in window.game_page.message_bar.text()
    assert not window.session.open_file(tmp_path)
    assert "folder" in window.game_page.message_bar.text()


def test_a_bad_file_shows_its_message_over_the_start_screen(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "bad.pdgame"
    path.write_bytes(BAD["unknown game"][0])
    from desktop.app import parse_command_line

    options = parse_command_line([str(path)])
    assert options.record is None and "unknown game 'chess'" in options.file_problem
    window = MainWindow()
    qtbot.addWidget(window)
    window.session.show_start()
    window.show_words(options.file_problem, "refused")
    notice = window.start_screen.notice
    assert notice.isVisibleTo(window) and "unknown game 'chess'" in notice.text()
    assert window.pages.currentWidget() is window.start_screen


def test_a_file_dropped_on_the_window_opens(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "dropped.pdgame"
    assert main(["--game", "pylon", "--moves", "Sa1 Sb1 Mc1", "--save", str(path)]) == 0
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    drop = QDropEvent(
        QPointF(200, 200),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    assert window.model.game.name == "pylon" and window.model.move_texts() == ["Sa1", "Sb1", "Mc1"]


def test_save_as_and_export_ask_before_replacing_the_file_the_suffix_leads_to(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file dialog asks about replacing the name as typed ("mygame"), not the file written
    (mygame.pdgame): the window asks that, No the default."""
    window.session.start_game(make_game("pylos"), moves=MOVES[:2])
    (tmp_path / "mygame.pdgame").write_text("the old game")
    (tmp_path / "board.png").write_bytes(b"old")
    typed = iter([str(tmp_path / "mygame"), str(tmp_path / "mygame"), str(tmp_path / "board.jpg")])
    monkeypatch.setattr(dialogs, "choose_file", lambda *_, **__: next(typed))
    asked: list[str] = []
    answers = iter([False, True, False])
    window.ask = lambda _title, text: asked.append(text) or next(answers)  # type: ignore[func-returns-value]
    assert not dialogs.save_as(window)  # No: the old game stays
    assert (tmp_path / "mygame.pdgame").read_text() == "the old game"
    assert dialogs.save_as(window)  # Yes
    assert read_file(tmp_path / "mygame.pdgame").moves == tuple(MOVES[:2])
    dialogs.export_image(window)  # board.jpg is written as board.png: asked, No
    assert (tmp_path / "board.png").read_bytes() == b"old"
    assert asked == [
        "mygame.pdgame already exists. Replace it?",
        "mygame.pdgame already exists. Replace it?",
        "board.png already exists. Replace it?",
    ]


def test_open_recent_offers_the_files_still_there_by_their_names(
    window: MainWindow, tmp_path: Path
) -> None:
    files = window.session.files
    for name in ("Tom & Jerry.pdgame", "gone.pdgame"):
        assert main(["--game", "pylos", "--save", str(tmp_path / name)]) == 0
        files.remember_recent(tmp_path / name)
    (tmp_path / "gone.pdgame").unlink()
    menu = window.menus.menus["recent"]
    menu.aboutToShow.emit()
    texts = [action.text() for action in menu.actions() if not action.isSeparator()]
    assert texts[0] == "&1 Tom && Jerry.pdgame"  # shown "Tom & Jerry", no shortcut on J
    assert not any("gone" in text for text in texts)


def test_save_on_the_command_line_writes_a_record(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert (
        main(
            [
                "--game",
                "pylos",
                "--set",
                "rules=children",
                "--moves",
                " ".join(MOVES),
                "--save",
                str(out),
            ]
        )
        == 0
    )
    record = read_file(tmp_path / "out.pdgame")
    assert record.moves == tuple(MOVES) and record.game.options["rules"] == "children"
    data = json.loads((tmp_path / "out.pdgame").read_text())
    assert data["format"] == "pyramid-duels-game" and data["version"] == 1


@pytest.mark.parametrize(
    ("given", "words"),
    [
        ("", "no file name was given"),
        ("/", "it is a folder"),
        ("{tmp}/folder", "it is a folder"),
        ("{tmp}/folder/", "it is a folder"),
        ("{tmp}/folder.pdgame", "it is a folder"),
        ("{tmp}/no/such/folder/game", "No such file or directory"),
    ],
)
def test_save_on_the_command_line_refuses_what_is_no_file_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], given: str, words: str
) -> None:
    (tmp_path / "folder").mkdir()
    (tmp_path / "folder.pdgame").mkdir()
    assert main(["--game", "pylos", "--save", given.format(tmp=tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot write" in err and words in err
    assert not [*tmp_path.rglob("*.part"), *tmp_path.rglob("*.pdgame.*")]  # nothing left over


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--tutorial", "pylos:²"], "has no lesson '²'"),  # a digit to str.isdigit
        (["--tutorial", "pylos:1:²"], "has no step '²'"),
        (["--tutorial", f"pylos:{'9' * 5000}"], "has no lesson"),
        (["--game", "", "--save", "x"], "--game needs a game's name"),
    ],
)
def test_odd_numbers_and_names_on_the_command_line_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err


def kept_moves(window: MainWindow) -> tuple[str, ...]:
    """The moves of the game on the table as the shelf keeps them (none if it is not kept)."""
    path = window.session.shelf.path(window.session.current)
    return read_file(path).moves if path.exists() else ()


def test_the_game_on_the_table_is_kept_after_every_move_and_a_finished_one_is_not(
    qtbot: QtBot, window: MainWindow
) -> None:
    session = window.session
    session.start_game(make_game("pylos"), moves=MOVES)
    qtbot.waitUntil(lambda: kept_moves(window) == tuple(MOVES))
    window.model.play("1d1")
    qtbot.waitUntil(lambda: len(kept_moves(window)) == 6)
    window.model.undo()
    qtbot.waitUntil(lambda: read_file(session.shelf.path(session.current)).cursor == 5)
    from tests.core.test_record import finished_game

    first = session.current
    session.start_game(make_game("pylon"), moves=finished_game(make_game("pylon"), 2))
    assert not session.shelf.path(session.current).exists()  # finished: nothing to come back to
    assert session.shelf.path(first).exists()  # the unfinished one waits


INTERRUPTED = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from desktop.session.files import write_file
    target = Path(sys.argv[1])
    pull_the_plug = lambda: os.kill(os.getpid(), signal.SIGKILL)
    write_file(target, "the new autosave, never finished", pull_the_plug)
    """
)


def test_an_autosave_interrupted_between_write_and_rename_leaves_the_old_one(
    tmp_path: Path,
) -> None:
    from core.record import GameRecord, Player, to_json

    target = tmp_path / "autosave.pdgame"
    old = to_json(GameRecord(make_game("pylos"), (Player("A"), Player("B")), tuple(MOVES)))
    target.write_text(old)
    done = subprocess.run(
        [sys.executable, "-c", INTERRUPTED, str(target)], cwd=ROOT, timeout=60, check=False
    )
    assert done.returncode == -signal.SIGKILL  # killed after writing, before renaming
    assert target.read_text() == old
    assert read_file(target).moves == tuple(MOVES)


def test_settings_are_kept_between_runs(qtbot: QtBot) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    first.preferences.set_animation("off")
    first.preferences.set_view("3d")
    first.resize(1100, 700)
    first.show()
    first.close()
    second = MainWindow()
    qtbot.addWidget(second)
    assert second.actions_by_name["animation:off"].isChecked()
    assert second.game_page.board2d.animation_ms == 0
    assert second.actions_by_name["view:3d"].isChecked()
    assert (second.width(), second.height()) == (1100, 700)
    second.preferences.set_animation("normal")
    second.preferences.set_view("both")


def test_every_control_says_what_it_does(window: MainWindow) -> None:
    from desktop.window.new_game import NewGameDialog

    window.session.start_game(make_game("pylon"))
    dialog = NewGameDialog("pylos", parent=window)
    missing = []
    for root in (window, dialog):
        for widget in (
            root.findChildren(QAbstractButton)
            + root.findChildren(QComboBox)
            + root.findChildren(QLineEdit)
        ):
            if not widget.isVisibleTo(root) or widget.parent().inherits("QDialogButtonBox"):
                continue
            inside = widget.parent().inherits("QComboBox") or widget.parent().inherits("QSpinBox")
            if widget.inherits("QLineEdit") and inside:
                continue
            if not (widget.toolTip() or widget.accessibleName()):
                missing.append(f"{type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r}")
    assert missing == []
    for action in window.findChildren(type(window.actions_by_name["save"])):
        if action.text() and not action.isSeparator() and action.menu() is None:
            assert action.toolTip(), action.text()


def test_closing_asks_first_only_when_the_game_is_not_kept_safe(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def answer(choice: QMessageBox.StandardButton) -> None:
        def question(*args: object) -> QMessageBox.StandardButton:
            asked.append(str(args[2]))
            return choice

        monkeypatch.setattr(QMessageBox, "question", question)

    window.session.start_game(make_game("pylos"), moves=MOVES)
    answer(QMessageBox.StandardButton.Cancel)
    assert window.close() and asked == []  # kept on the shelf: nothing to ask
    window.show()
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    window.session.shelf.folder = blocked / "games"  # nowhere to keep it
    window.model.play("1d1")
    qtbot.waitUntil(lambda: not window.session.kept_safe)
    assert "cannot be kept safe" in window.game_page.message_bar.text()
    assert not window.close()  # not kept safe: asked, and Cancel keeps the window
    assert asked and "not saved" in asked[0] and window.isVisible()
    answer(QMessageBox.StandardButton.Discard)
    assert window.close()


def test_the_new_game_dialog_remembers_the_last_choices(qtbot: QtBot) -> None:
    from desktop.window.new_game import NewGameDialog

    first = NewGameDialog("ambush")
    qtbot.addWidget(first)
    diagonal = first.option_widgets["diagonal"]
    assert isinstance(diagonal, QComboBox)
    diagonal.setCurrentIndex(diagonal.findData("true"))
    first.name_edits[0].setText("Ann")
    first.kind_boxes[1].setCurrentIndex(first.kind_boxes[1].findData(2))
    first._remember_and_accept()
    second = NewGameDialog()
    qtbot.addWidget(second)
    assert second.game_box.currentData() == "ambush"
    assert second.settings_values()["diagonal"] == "true"
    assert second.name_edits[0].text() == "Ann" and second.seat_levels() == (0, 2)
    second.name_edits[0].setText("")
    second.kind_boxes[1].setCurrentIndex(0)
    second._remember_and_accept()  # back to plain choices for the tests that follow
