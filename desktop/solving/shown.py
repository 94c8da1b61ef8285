"""Where the window shows perfect play's build outside its dialog: a line at the right of the
menu bar while a build runs (and a moment after it ends), the analysis panel's offer to build
the table of the game on the table, and the menu item's tip where the solver's kernel is
missing. Each link or offer emits ``wanted``: the window opens the dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenuBar, QProgressBar, QWidget

from core.solver import kernel
from core.solver.table import Settings
from core.study.perfect import small
from desktop.i18n import fill, tr
from desktop.model import GameModel
from desktop.solving import tables, words
from desktop.solving.job import SolvingJob

AFTER_MS = 15_000
"""How long the menu bar's line says how a build ended."""


def link(text: str) -> str:
    """``text`` as a link (the label's only one: which it is does not matter)."""
    escaped = text.replace("&", "&amp;").replace("<", "&lt;")
    return f'<a href="open">{escaped}</a>'


class SolvingStatus(QWidget):
    """The build's line at the right of the menu bar, shown while a build runs and for a moment
    after it ends. (Not a status bar: the window holds on a 1024×600 screen with no row to
    spare, and the menu bar's right end is empty.)"""

    wanted = Signal()

    def __init__(self, job: SolvingJob, menus: QMenuBar) -> None:
        super().__init__(menus)
        self.setObjectName("solvingStatus")
        self.job = job
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 0, 8, 0)
        self.words = QLabel(self)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.linkActivated.connect(lambda _: self.wanted.emit())
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.bar.setFixedSize(100, max(8, self.fontMetrics().height() // 2))
        row.addWidget(self.words)
        row.addWidget(self.bar)
        menus.setCornerWidget(self, Qt.Corner.TopRightCorner)
        self.setVisible(False)
        self._after = QTimer(self)
        self._after.setSingleShot(True)
        self._after.setInterval(AFTER_MS)
        self._after.timeout.connect(lambda: self.setVisible(self.job.running))
        job.changed.connect(self.refresh)

    def refresh(self) -> None:
        job, settings = self.job, self.job.settings
        if settings is None:
            return
        self.bar.setVisible(job.running)
        if job.running:
            self._after.stop()
            self.bar.setValue(round(job.share() * 1000))
            text = fill(
                tr("Perfect play: {percent}, {time} left"),
                percent=words.percent(job.share()),
                time=words.duration(job.seconds_left()),
            )
            if job.stopping:
                text = tr("Perfect play: stopping, the build saves its progress…")
        else:
            ended = job.ended.how if job.ended is not None else ""
            text = {
                "built": tr("Perfect play: the table is built."),
                "stopped": tr("Perfect play: the build stopped; it resumes where it was."),
            }.get(ended, tr("Perfect play: the build stopped before the end."))
            self._after.start()
        self.words.setText(f"{text} {link(tr('Details…'))}")
        rules = words.rules_of(settings)
        self.setToolTip(fill(tr("The table of perfect play for Pylos ({rules})"), rules=rules))
        self.setVisible(True)

    def retranslate(self) -> None:
        if self.isVisible():
            self.refresh()


class PerfectPlayOffer(QLabel):
    """The analysis panel's line for a game the solver plays whose table is not built yet."""

    wanted = Signal()

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("perfectPlayOffer")
        self.model = model
        self.job: SolvingJob | None = None
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.linkActivated.connect(lambda _: self.wanted.emit())
        model.game_started.connect(self.refresh)
        self.refresh()

    def follow(self, job: SolvingJob) -> None:
        """Say how ``job``'s build goes, as it goes."""
        self.job = job
        job.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, *_: object) -> None:
        game = self.model.game
        text = ""
        if kernel.plays(game) and not small(game):  # (a small table is built on the spot)
            text = self._words(Settings(*kernel.settings_of(game)))
        self.setText(text)
        self.setVisible(bool(text))

    def _words(self, settings: Settings) -> str:
        if kernel.problem() is not None:
            return link(tr("Perfect play is not available here: why…"))
        job = self.job
        if job is not None and job.runs(settings):
            return fill(
                tr("The table of perfect play for this game is being built: {percent}."),
                percent=words.percent(job.share()),
            ) + (" " + link(tr("Details…")))
        folder = job.folder() if job is not None else SolvingJob.folder()
        if tables.on_disk(settings, folder).built:
            return ""
        return link(tr("Perfect play needs the table of this game's rules: build it…"))

    def retranslate(self) -> None:
        self.refresh()


def dress_menu_item(action: QAction) -> None:
    """Where the kernel is missing, the menu item's tip says so."""
    missing = words.no_kernel()
    if missing is not None:
        action.setStatusTip(missing)
        action.setToolTip(missing)
