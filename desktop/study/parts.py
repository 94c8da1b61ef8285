"""What the lessons and the puzzles share on screen: the panel beside the board (where one is, its
title, what to do, what the player's move did, and rows of buttons) and the browser (one tab per
game, a list in each, buttons under it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.registry import game_names, kit_of
from desktop.i18n import sentence, tr

Words = Callable[[str], str]


def restyle(widget: QWidget, name: str, value: object) -> None:
    """Set a style property (the style sheet dresses by it) and dress the widget again."""
    widget.setProperty(name, value)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class StudyPanel(QFrame):
    """A panel beside the board: ``where`` (which one of how many), ``title``, ``detail`` (a
    line under the title), ``text`` (what to do: it scrolls when long) and ``feedback`` (what
    the player's move did)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(10, 10, 10, 10)
        self.column.setSpacing(8)
        self.where = self._label("lessonWhere", wrap=False)
        self.title = self._label("lessonTitle")
        self.detail = self._label("lessonStep")
        self.text = QLabel(self)
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.column.addWidget(self._scrolling(self.text, self.feedback), 1)

    def _label(self, name: str, wrap: bool = True) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(wrap)
        self.column.addWidget(label)
        return label

    def _scrolling(self, *labels: QLabel) -> QScrollArea:
        scroll = QScrollArea(self)
        scroll.setObjectName("lessonScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(scroll)
        inner.setObjectName("lessonInner")
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 4, 0)
        for label in labels:
            label.setParent(inner)
            column.addWidget(label)
        column.addStretch(1)
        scroll.setWidget(inner)
        return scroll

    def buttons(self, count: int) -> list[QPushButton]:
        """``count`` buttons side by side in a row of their own."""
        row = QHBoxLayout()
        made = [QPushButton(self) for _ in range(count)]
        for button in made:
            row.addWidget(button)
        self.column.addLayout(row)
        return made

    def line(self) -> None:
        """A line between the panel's own buttons and the ways out of it."""
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        self.column.addWidget(line)

    @staticmethod
    def name_buttons(words: Words, buttons: Sequence[tuple[QPushButton, str]]) -> None:
        """Each button's words (``words(key)``) and tooltip (``words("tip_" + key)``), named
        for screen readers."""
        for button, key in buttons:
            button.setText(words(key))
            button.setToolTip(words("tip_" + key))
            button.setAccessibleName(words(key).strip("◂▸ "))
            button.setAccessibleDescription(words("tip_" + key))

    def show_feedback(self, text: str, kind: str) -> None:
        text = sentence(text)
        self.feedback.setText(text)
        self.feedback.setVisible(bool(text))
        restyle(self.feedback, "kind", kind or "info")


class StudyBrowser(QDialog):
    """One tab per game that has something to study (``items(name)``), a list in each; under
    them the browser's own buttons, and Close. Subclasses fill the lists (``fill``)."""

    def __init__(
        self,
        title: str,
        intro: str,
        items: Callable[[str], list[object]],
        list_name: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(640, 540)
        self.column = QVBoxLayout(self)
        words = QLabel(intro, self)
        words.setWordWrap(True)
        self.column.addWidget(words)
        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(tr("Games"))
        self.lists: dict[str, QListWidget] = {}
        self.items: dict[str, list[object]] = {}
        for name in game_names():
            found = items(name)
            if found:
                self.items[name] = found
                self.lists[name] = self._listing(name, list_name)
        self.column.addWidget(self.tabs, 1)
        self.row = QHBoxLayout()
        self.column.addLayout(self.row)

    def _listing(self, name: str, list_name: str) -> QListWidget:
        listing = QListWidget(self.tabs)
        listing.setObjectName(list_name)
        listing.setWordWrap(True)
        listing.itemActivated.connect(lambda _item: self.open_chosen(name))
        listing.itemDoubleClicked.connect(lambda _item: self.open_chosen(name))
        self.tabs.addTab(listing, kit_of(name).game.title)
        return listing

    def closing_buttons(self) -> QDialogButtonBox:
        """Close (and room for an accepting button) at the right of the buttons' row."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(tr("Close"))
        buttons.rejected.connect(self.reject)
        self.row.addWidget(buttons)
        return buttons

    def show_game(self, game_name: str | None) -> None:
        names = list(self.lists)
        if game_name in names:
            self.tabs.setCurrentIndex(names.index(game_name))

    def current_game(self) -> str:
        names = list(self.lists)
        return names[self.tabs.currentIndex()] if names else ""

    def current_row(self, name: str) -> int:
        return max(self.lists[name].currentRow(), 0)

    def put(self, name: str, lines: Sequence[tuple[str, str]], current: int) -> None:
        """The list of ``name``: each line's words and tooltip; ``current`` chosen."""
        listing = self.lists[name]
        listing.clear()
        for number, (words, tip) in enumerate(lines):
            item = QListWidgetItem(words)
            item.setToolTip(tip)
            item.setData(Qt.ItemDataRole.UserRole, number)
            listing.addItem(item)
        listing.setCurrentRow(current)

    def open_chosen(self, name: str) -> None:
        """What the list's Enter and double click do (a subclass opens the item)."""
