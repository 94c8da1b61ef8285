"""Perfect play's table built from the window (*Game › Perfect play for Pylos…*), on Pylos's
smaller boards: the build runs to its end in a process of its own, its progress rising, and the
window is told (``SolvingJob.solved``); on the 4×4 base with 5 balls each (1.6 M slots, a few
seconds) it runs at the lowest priority, and stopped it resumes where it stopped; killed, the
dialog says so and offers to resume; without the solver's kernel the dialog, the menu item and
the analysis panel say so; in French, no English; quitting during a build asks first. The data
folder is the test's (``conftest.data_folder``)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core.registry import make_game
from core.solver import kernel
from core.solver.table import Progress, Settings, Table
from desktop.i18n.language import choose_for_this_run
from desktop.solving import tables
from desktop.solving.dialog import PerfectPlayDialog
from desktop.solving.shown import SolvingStatus
from desktop.solving.worker import NICE
from desktop.window import dialogs
from desktop.window.main_window import MainWindow
from tests.desktop.words_on_screen import english, words_in

pytestmark = [
    pytest.mark.window(view="2d"),
    pytest.mark.skipif(kernel.problem() is not None, reason="the solver's kernel is not built"),
]
SMALL = {"base": "4", "balls": "5"}
SIZE = re.compile(r"\d+(,\d+)? [kMG]o\b")
BUILD_S = 240_000  # ms: a build of the small table on a loaded machine, at the lowest priority


def open_dialog(window: MainWindow, options: dict[str, str]) -> PerfectPlayDialog:
    """The dialog, opened from the menu over a Pylos game with ``options``."""
    window.session.start_game(make_game("pylos", options))
    window.actions_by_name["perfect_play"].trigger()
    opened = window.perfect_play_dialog
    assert isinstance(opened, PerfectPlayDialog)
    return opened


@pytest.fixture
def dialog(window: MainWindow) -> Iterator[PerfectPlayDialog]:
    """The dialog over a game on the 4×4 base with 5 balls each (a build of a few seconds)."""
    yield open_dialog(window, SMALL)
    window.solving.shutdown(wait=30)


def test_the_analysis_panel_offers_the_build_where_a_table_is_missing(window: MainWindow) -> None:
    offer = window.game_page.analysis.perfect_offer
    window.session.start_game(make_game("pylos", {"base": "4", "balls": "6"}))  # 6.3 M slots
    assert offer.isVisible() and "build it" in offer.text()
    window.session.start_game(make_game("pylos", {"base": "3"}))  # built on the spot
    assert not offer.isVisible()


def progress_told(window: MainWindow) -> list[Progress]:
    """The progress the window is told, as it comes."""
    told: list[Progress] = []
    window.solving.told.connect(told.append)
    return told


def test_a_build_from_the_dialog_runs_to_its_end(qtbot: QtBot, window: MainWindow) -> None:
    """On the 3×3 base (28,067 slots, 17 passes: a fraction of a second)."""
    dialog = open_dialog(window, {"base": "3"})
    job, offer = window.solving, window.game_page.analysis.perfect_offer
    settings = dialog.settings()
    assert settings == Settings(3, 7, True, False, True)
    assert dialog.board.text() == "3×3 base, 7 balls each"
    assert dialog.state.text() == "Not built yet."
    assert not offer.isVisible()  # a table this small is built on the spot when first asked for
    assert dialog.needs.isVisible() and "of memory" in dialog.needs.text()
    shares: list[float] = []
    job.changed.connect(lambda: job.running and shares.append(job.share()))
    with qtbot.waitSignal(job.solved, timeout=BUILD_S) as solved:
        dialog.build_button.click()
        assert job.running and not dialog.build_button.isEnabled()
        assert dialog.stop_button.isEnabled() and dialog.bar.isVisible()
        assert dialog.state.text().startswith("Being built: ")
        assert dialog.left.text().startswith("Time left: ")
    assert solved.args == [settings.name]
    qtbot.waitUntil(lambda: not job.running)
    assert len(shares) >= 3 and shares == sorted(shares) and 0 < shares[-1] <= 0.99
    assert dialog.state.text().startswith("Built: ")
    assert not dialog.build_button.isEnabled() and not dialog.stop_button.isEnabled()
    assert not offer.isVisible()  # the analysis has its table
    status = window.menuBar().cornerWidget()
    assert isinstance(status, SolvingStatus) and status.isVisible()
    assert status.words.text().startswith("Perfect play: the table is built.")
    assert Table(settings).value(0, 0, 0) == ("win", 14)  # as the README measured it
    assert not tables.passes_file(settings, job.folder()).exists()


def test_a_build_stopped_resumes_where_it_stopped(
    qtbot: QtBot, window: MainWindow, dialog: PerfectPlayDialog
) -> None:
    job = window.solving
    told = progress_told(window)
    dialog.build_button.click()
    qtbot.waitUntil(lambda: bool(told) and told[-1].distance >= 1, timeout=BUILD_S)
    assert job.process is not None and job.process.pid is not None
    assert os.getpriority(os.PRIO_PROCESS, job.process.pid) == NICE  # the window comes first
    dialog.stop_button.click()
    assert dialog.state.text().startswith("Stopping")
    qtbot.waitUntil(lambda: not job.running, timeout=60_000)
    assert job.ended is not None and job.ended.how == "stopped"
    saved = tables.saved_progress(dialog.settings(), job.folder())
    assert saved is not None and saved.distance >= 1
    assert (saved.distance, saved.next) >= (told[-1].distance, told[-1].done)
    share = dialog.bar.value()
    assert 0 < share < 1000
    percent = f"{share // 10} %"
    assert dialog.state.text() == f"Begun, and stopped at {percent}: the build resumes from there."
    assert dialog.build_button.text() == f"Resume from {percent}"
    assert dialog.build_button.isEnabled()
    told.clear()
    with qtbot.waitSignal(job.solved, timeout=BUILD_S):
        dialog.build_button.click()
        assert job.progress is not None and job.progress.distance == saved.distance
    first = told[0]
    assert (first.distance, first.done) > (saved.distance, saved.next)  # not from the start
    assert dialog.state.text().startswith("Built: ")
    assert Table(dialog.settings()).value(0, 0, 0) == ("loss", 9)


def test_a_killed_build_is_told_and_offered_again(
    qtbot: QtBot, window: MainWindow, dialog: PerfectPlayDialog
) -> None:
    job = window.solving
    job.save_every = 0.3  # (saved often: a kill loses little)
    settings = dialog.settings()
    dialog.build_button.click()
    qtbot.waitUntil(
        lambda: (
            (saved := tables.saved_progress(settings, job.folder())) is not None
            and saved.distance >= 1
        ),
        timeout=BUILD_S,
    )
    assert job.process is not None and job.process.pid is not None
    os.kill(job.process.pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: not job.running, timeout=30_000)
    assert job.ended is not None and job.ended.how == "killed"
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith("The build's process ended unexpectedly (signal 9)")
    assert "resume it" in dialog.problem.text()
    assert dialog.build_button.text().startswith("Resume from ")
    assert dialog.build_button.isEnabled()
    with qtbot.waitSignal(job.solved, timeout=BUILD_S):
        dialog.build_button.click()
    assert not dialog.problem.isVisible()
    assert Table(settings).value(0, 0, 0) == ("loss", 9)


def test_without_the_kernel_the_window_says_so(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(kernel, "problem", lambda: "no kernel")
    window.retranslate()  # (the menu item's tip is set with the words)
    window.session.start_game(make_game("pylos"))
    dialog = dialogs.open_perfect_play(window)
    assert dialog.state.text().startswith("Perfect play needs the solver's C kernel")
    assert "Everything else works" in dialog.state.text()
    assert not dialog.build_button.isEnabled()
    assert not dialog.needs.isVisible() and not dialog.bar.isVisible()
    action = window.actions_by_name["perfect_play"]
    assert action.isEnabled() and action.statusTip() == dialog.state.text()
    offer = window.game_page.analysis.perfect_offer
    assert offer.isVisible() and "not available" in offer.text()
    window.session.start_game(make_game("pylon"))
    assert not offer.isVisible()  # another game: nothing said
    assert window.actions_by_name["analyse"].isEnabled() is False  # (no moves yet)
    dialog.close()


def french_shown(window: MainWindow, *tops: QWidget) -> list[tuple[str, str]]:
    """What ``tops`` show, the data folder's path and the sizes taken out (a path's words are
    no language's, and Qt's French writes "Go", an English word)."""
    folder = str(window.solving.folder())
    return [
        (where, SIZE.sub("", text.replace(folder, "")))
        for top in tops
        for where, text in words_in(top)
    ]


def test_the_dialog_in_french(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("pylos", {"rules": "mature"}))
    window.preferences.set_language("fr")
    try:
        dialog = dialogs.open_perfect_play(window)
        qtbot.waitExposed(dialog)
        assert dialog.windowTitle() == "Jeu parfait au Pylos"
        assert dialog.state.text() == "Pas encore construite."
        assert dialog.build_button.text() == "Construire"
        assert dialog.choosers["rules"].currentData() == "mature"
        assert " Go de mémoire" in dialog.needs.text()
        offer = window.game_page.analysis.perfect_offer
        assert english([*french_shown(window, dialog), ("offer", offer.text())]) == []
        window.session.start_game(make_game("pylos", {**SMALL, "rules": "mature"}))
        dialogs.open_perfect_play(window)
        with qtbot.waitSignal(window.solving.told, timeout=BUILD_S):
            dialog.build_button.click()
        status = window.menuBar().cornerWidget()
        assert isinstance(status, SolvingStatus)
        assert status.words.text().startswith("Jeu parfait : ")
        assert dialog.state.text().startswith("En construction : ")
        assert english(french_shown(window, dialog, status)) == []
    finally:
        window.solving.shutdown(wait=30)
        window.preferences.set_language("en")
        choose_for_this_run(None)


def test_quitting_during_a_build_asks_and_keeps_its_progress(
    qtbot: QtBot, window: MainWindow, dialog: PerfectPlayDialog
) -> None:
    job = window.solving
    asked: list[str] = []
    answers = iter([False, True])
    window.ask = lambda _title, text: asked.append(text) or next(answers)  # type: ignore[func-returns-value]
    told = progress_told(window)
    dialog.build_button.click()
    qtbot.waitUntil(lambda: bool(told) and told[-1].distance >= 1, timeout=BUILD_S)
    window.close()
    assert window.isVisible() and job.running  # the player said no
    assert "Quitting stops the build" in asked[0]
    window.close()
    assert not window.isVisible() and not job.running
    assert len(asked) == 2
    qtbot.waitUntil(
        lambda: tables.saved_progress(dialog.settings(), job.folder()) is not None,
        timeout=60_000,
    )


def test_the_build_s_process_loads_no_qt() -> None:
    """The process imports the worker's module alone: the engine, not the window."""
    code = "import sys, desktop.solving.worker; print(sorted(m for m in sys.modules if 'Qt' in m))"
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"
