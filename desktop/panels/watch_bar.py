"""Beside the moves when the computer plays: pause it, and when two computers play each other,
choose how fast."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop.computer.player import ComputerPlayer
from desktop.i18n import tr

SPEEDS = (("Slow", 2500), ("Normal", 900), ("Fast", 300), ("Fastest", 0))


def speed_name(name: str) -> str:
    """One of the ``SPEEDS`` in the language of this run."""
    return {
        "Slow": tr("Slow"),
        "Normal": tr("Normal"),
        "Fast": tr("Fast"),
        "Fastest": tr("Fastest"),
    }.get(name, name)


class WatchBar(QFrame):
    """Pause/Resume for the computer's moves, and the pace of a game between computers."""

    def __init__(self, computer: ComputerPlayer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watchBar")
        self.computer = computer
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        self.pause_button = QPushButton(self)
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self._paused)
        self.speed_label = QLabel(self)
        self.speed = QComboBox(self)
        for name, delay in SPEEDS:
            self.speed.addItem(name, delay)
        self.speed.setCurrentIndex(1)
        self.speed_label.setBuddy(self.speed)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        row.addWidget(self.pause_button)
        row.addStretch(1)
        row.addWidget(self.speed_label)
        row.addWidget(self.speed)
        computer.thinking_changed.connect(self.refresh)
        computer.model.position_changed.connect(lambda *_: self.refresh())
        self.retranslate()

    def retranslate(self) -> None:
        """The bar's words in the language now chosen."""
        self.pause_button.setToolTip(tr("Stop the computer's moves for now (Resume lets it go on)"))
        self.pause_button.setAccessibleDescription(self.pause_button.toolTip())
        self.speed_label.setText(tr("Speed"))
        for index, (name, _delay) in enumerate(SPEEDS):
            self.speed.setItemText(index, speed_name(name))
        self.speed.setToolTip(tr("How long each computer move stays before the next one"))
        self.speed.setAccessibleName(tr("Speed of the computers' game"))
        self.speed.setAccessibleDescription(self.speed.toolTip())
        self.refresh()

    def _paused(self, paused: bool) -> None:
        self.computer.pause(paused)
        self.refresh()

    def _speed_changed(self) -> None:
        self.computer.watch_delay_ms = int(self.speed.currentData())

    def refresh(self) -> None:
        computer = self.computer
        self.setVisible(computer.has_computer())
        if self.pause_button.isChecked() != computer.paused:
            self.pause_button.blockSignals(True)
            self.pause_button.setChecked(computer.paused)
            self.pause_button.blockSignals(False)
        self.pause_button.setText(tr("Resume") if computer.paused else tr("Pause"))
        self.pause_button.setAccessibleName(
            tr("Resume the computer") if computer.paused else tr("Pause the computer")
        )
        watching = computer.watching()
        self.speed_label.setVisible(watching)
        self.speed.setVisible(watching)
        model = computer.model  # over (looked back at, or not): nothing left for it to play
        ended = model.states[-1].is_over and (model.reviewing or model.cursor == model.length)
        playing = not (ended or model.state.is_over)
        self.pause_button.setEnabled(playing)
        self.speed.setEnabled(playing)
