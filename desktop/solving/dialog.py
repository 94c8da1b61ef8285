"""*Game › Perfect play for Pylos…*: what a table of perfect play is, the one for the rules
chosen (those of the game on the table, or others), whether it is built, begun or not, what
building it needs here, and *Build* (or *Resume*), *Stop* and a progress bar with the time
left. Closing the dialog does not stop the build: it goes on in the background, and the menu
bar shows it.

Without the solver's C kernel the dialog says so in a sentence and offers nothing to build.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.api import Game
from core.registry import make_game
from core.solver import kernel
from core.solver.table import Settings
from desktop.i18n import fill, tr, translate_core
from desktop.solving import tables, words
from desktop.solving.job import SolvingJob

OPTIONS = kernel.OPTIONS
"""The options a table is chosen by here (the board's size comes with the game)."""
WIDTH = 600
CHOOSER_LETTERS = 24


class PerfectPlayDialog(QDialog):
    """The table of perfect play for the rules chosen, and its build (``job``)."""

    def __init__(self, job: SolvingJob, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("perfectPlayDialog")
        self.job = job
        self.game: Game = words.solvable()
        column = QVBoxLayout(self)
        self.intro = self._label("perfectPlayIntro")
        column.addWidget(self.intro)
        form = QFormLayout()
        self.choosers: dict[str, QComboBox] = {}
        self.chooser_labels: dict[str, QLabel] = {}
        for option in OPTIONS:
            chooser = QComboBox(self)
            chooser.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            chooser.setMinimumContentsLength(CHOOSER_LETTERS)  # (longer words: elided here)
            chooser.currentIndexChanged.connect(self.refresh)
            label = QLabel(self)
            label.setBuddy(chooser)
            form.addRow(label, chooser)
            self.choosers[option], self.chooser_labels[option] = chooser, label
        self.board = QLabel(self)
        self.board_label = QLabel(self)
        form.addRow(self.board_label, self.board)
        column.addLayout(form)
        self.needs = self._label("perfectPlayNeeds")
        self.state = self._label("perfectPlayState")
        self.problem = self._label("perfectPlayProblem")
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.left = self._label("perfectPlayTimeLeft")
        font = self.state.font()
        font.setBold(True)
        self.state.setFont(font)
        for widget in (self.state, self.problem, self.bar, self.left, self.needs):
            column.addWidget(widget)
        column.addLayout(self._buttons())
        self.note = self._label("perfectPlayNote")
        column.addWidget(self.note)
        self.setMinimumWidth(WIDTH)
        self.resize(WIDTH, self.height())
        job.changed.connect(self.refresh)
        self.retranslate()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.build_button = QPushButton(self)
        self.build_button.setObjectName("perfectPlayBuild")
        self.build_button.clicked.connect(self.build)
        self.stop_button = QPushButton(self)
        self.stop_button.setObjectName("perfectPlayStop")
        self.stop_button.clicked.connect(self.job.stop)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.build_button)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        return row

    # --- the rules chosen -------------------------------------------------------------------
    def show_game(self, game: Game) -> None:
        """Choose the rules of ``game`` (a game the solver plays; any other: the usual rules)."""
        self.game = game if kernel.plays(game) else words.solvable()
        self._fill_choosers()
        self.refresh()

    def _fill_choosers(self) -> None:
        specs = {spec.name: spec for spec in self.game.option_specs}
        for option, chooser in self.choosers.items():
            chooser.blockSignals(True)
            chooser.clear()
            for value in specs[option].choices:
                text = words.choice_words(option, value, explained=True)
                chooser.addItem(text, value)
                chooser.setItemData(chooser.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
            chooser.setCurrentIndex(max(0, chooser.findData(self.game.options.get(option))))
            chooser.blockSignals(False)

    def settings(self) -> Settings:
        """The table the dialog is about: the game's board with the rules chosen."""
        options = dict(self.game.options)
        for option, chooser in self.choosers.items():
            options[option] = chooser.currentData() or options.get(option, "")
        return Settings(*kernel.settings_of(make_game(self.game.name, options)))

    # --- words ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(tr("Perfect play for Pylos"))
        self.intro.setText(
            fill(
                tr(
                    "A table of perfect play knows, for every position of a game of Pylos, "
                    "whether the player to move wins, loses or draws, and in how many turns, "
                    "when both sides play perfectly. Once it is built, the computer's perfect "
                    "play, the analysis and the hint use it. Each rule set has its own table, "
                    "built once on this computer and kept in {folder}."
                ),
                folder=str(self.job.folder()),
            )
        )
        specs = {spec.name: spec for spec in self.game.option_specs}
        for option, label in self.chooser_labels.items():
            title = translate_core(specs[option].title()).capitalize()
            label.setText(fill(tr("{option}:"), option=title))
        self.build_button.setToolTip(tr("Build the table in the background, at a low priority"))
        self.stop_button.setText(tr("Stop"))
        self.stop_button.setToolTip(tr("Stop the build: its progress is kept, to resume later"))
        self.close_button.setText(tr("Close"))
        self.board_label.setText(tr("Board:"))
        self.note.setText(
            tr(
                "The build goes on when this window is closed: the menu bar shows how far it "
                "is. Quitting the program stops it, and it resumes where it stopped."
            )
        )
        self._fill_choosers()
        self.refresh()

    def refresh(self) -> None:
        """Say where the table chosen is, and offer what can be done."""
        job, settings = self.job, self.settings()
        missing = words.no_kernel()
        here = job.runs(settings)
        disk = tables.on_disk(settings, job.folder())
        ends = tables.read_passes(settings, job.folder())
        share = job.share() if here else 0.0
        if disk.saved is not None and not here and missing is None:
            share = tables.share_done(settings, disk.saved, ends)
        for chooser in self.choosers.values():
            chooser.setToolTip(chooser.currentText())  # (the whole words, when elided)
        self.board.setText(words.board_of(settings))
        self.board.setVisible(bool(self.board.text()))
        self.board_label.setVisible(bool(self.board.text()))
        self.needs.setVisible(missing is None and not disk.built and not here)
        if self.needs.isVisibleTo(self):
            self.needs.setText(needs_words(settings, share, job.folder()))
        self.state.setText(missing or state_words(job, settings, disk, share))
        ended = job.ended if job.settings == settings and not here else None
        problem = words.ending(ended) if ended is not None else ""
        if job.running and not here:
            problem = fill(
                tr("Another table is being built ({rules}): one at a time."),
                rules=words.rules_of(job.settings or settings),
            )
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        show_bar = missing is None and (here or disk.saved is not None)
        self.bar.setVisible(show_bar)
        self.bar.setValue(round(share * 1000))
        self.left.setVisible(show_bar)
        seconds = job.seconds_left() if here else tables.needs(settings, share).seconds
        self.left.setText(fill(tr("Time left: {time}."), time=words.duration(seconds)))
        self.build_button.setText(
            fill(tr("Resume from {percent}"), percent=words.percent(share))
            if disk.saved is not None and not here
            else tr("Build")
        )
        self.build_button.setEnabled(missing is None and not job.running and not disk.built)
        self.stop_button.setEnabled(here and not job.stopping)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        """As tall as the words now shown need (a line appears or goes as the build goes)."""
        layout = self.layout()
        needed = layout.totalHeightForWidth(self.width()) if layout is not None else -1
        if needed > self.height() or (needed > 0 and not self.isVisible()):
            self.resize(self.width(), needed)

    def build(self) -> None:
        self.job.start(self.settings())


def state_words(job: SolvingJob, settings: Settings, disk: tables.OnDisk, share: float) -> str:
    """Where the table is: built (and how big), being built, begun, or not built."""
    if job.runs(settings):
        if job.stopping:
            return tr("Stopping: the build saves its progress…")
        return fill(tr("Being built: {percent} done."), percent=words.percent(share))
    if disk.built:
        return fill(
            tr("Built: {size} on disk. Perfect play is ready."), size=words.size_of(disk.size)
        )
    if disk.saved is not None:
        return fill(
            tr("Begun, and stopped at {percent}: the build resumes from there."),
            percent=words.percent(share),
        )
    return tr("Not built yet.")


def needs_words(settings: Settings, share: float, folder: Path) -> str:
    """What building needs here: time, cores, memory, disk (and a warning where it lacks)."""
    need = tables.needs(settings, share)
    text = fill(
        tr(
            "Building takes {time} here, on {cores} of this computer's {all} cores at a low "
            "priority. It needs {memory} of memory while it runs and up to {disk} of disk for "
            "its saved progress; the finished table takes about {finished}."
        ),
        time=words.duration(need.seconds),
        cores=need.cores,
        all=tables.all_cores(),
        memory=words.size_of(need.memory),
        disk=words.size_of(need.progress_disk),
        finished=words.size_of(need.finished),
    )
    memory = tables.free_memory()
    if memory is not None and memory < need.memory:
        text += " " + fill(
            tr("Only {free} of memory is free now: the build may run out of it."),
            free=words.size_of(memory),
        )
    disk = tables.free_disk(folder)
    if disk is not None and disk < need.progress_disk:
        text += " " + fill(
            tr("Only {free} of disk is free there: the build may run out of it."),
            free=words.size_of(disk),
        )
    return text


def may_quit(job: SolvingJob, ask: Callable[[str, str], bool]) -> bool:
    """Whether the program may end now: yes if no build runs, else if the player says so."""
    if not job.running:
        return True
    return ask(
        tr("Stop building the table?"),
        fill(
            tr(
                "The table of perfect play is being built ({percent} done). Quitting stops the "
                "build; its progress is kept and it resumes from there next time. Quit?"
            ),
            percent=words.percent(job.share()),
        ),
    )
