"""Beside the moves when the computer plays: pause it, and when two computers play each other,
choose how fast."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop.computer import ComputerPlayer

SPEEDS = (("Slow", 2500), ("Normal", 900), ("Fast", 300), ("Fastest", 0))


class WatchBar(QFrame):
    """Pause/Resume for the computer's moves, and the pace of a game between computers."""

    def __init__(self, computer: ComputerPlayer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watchBar")
        self.computer = computer
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        self.pause_button = QPushButton("Pause", self)
        self.pause_button.setCheckable(True)
        self.pause_button.setToolTip("Stop the computer's moves for now (Resume lets it go on)")
        self.pause_button.toggled.connect(self._paused)
        self.speed_label = QLabel("Speed", self)
        self.speed = QComboBox(self)
        for name, delay in SPEEDS:
            self.speed.addItem(name, delay)
        self.speed.setCurrentIndex(1)
        self.speed.setToolTip("How long each computer move stays before the next one")
        self.speed.currentIndexChanged.connect(self._speed_changed)
        row.addWidget(self.pause_button)
        row.addStretch(1)
        row.addWidget(self.speed_label)
        row.addWidget(self.speed)
        computer.thinking_changed.connect(self.refresh)
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
        self.pause_button.setText("Resume" if computer.paused else "Pause")
        watching = computer.watching()
        self.speed_label.setVisible(watching)
        self.speed.setVisible(watching)
