"""A question to the player, in a message box: Yes or No, No the default (Enter, like Escape,
does nothing that cannot be taken back), its words shown as written (a player's name that looks
like markup stays as typed)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget, title: str, text: str) -> bool:
    """Ask ``text`` over ``parent``; True when the player answers Yes."""
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    try:
        return box.exec() == QMessageBox.StandardButton.Yes
    finally:
        box.deleteLater()
