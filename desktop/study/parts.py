"""What the lessons, the puzzles and the practices share on screen: the panel beside the board
(where one is, its title, what to do, what the player's move did, and rows of buttons) and the
browser (one tab per game, a list in each, buttons under it; for the puzzles and the practices,
each ticked once done)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
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
from desktop.i18n import fill, sentence, tr
from desktop.look.question import ask

Words = Callable[[str], str]


def restyle(widget: QWidget, name: str, value: object) -> None:
    """Set a style property (the style sheet dresses by it) and dress the widget again."""
    widget.setProperty(name, value)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class StudyPanel(QFrame):
    """A panel beside the board: ``where`` (which one of how many), ``title``, ``detail`` (a
    line under the title), ``text`` (what to do: it scrolls when long) and ``feedback`` (what
    the player's move did). A kind of study shows its own (``refresh``); ``leave_wanted`` asks
    the window for the way out of the study."""

    leave_wanted = Signal()

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

    @staticmethod
    def step_keys(previous: QPushButton, following: QPushButton) -> None:
        """Page Up and Page Down on the buttons that step back and on. Call it after setting
        their words: setText takes a button's shortcut from the words' mnemonic."""
        previous.setShortcut(QKeySequence(Qt.Key.Key_PageUp))
        following.setShortcut(QKeySequence(Qt.Key.Key_PageDown))

    def show_heading(self, where: str, game_name: str, index: int, total: int) -> None:
        """``where`` (words with ``{game}``, ``{n}`` and ``{total}``) for item ``index`` of
        ``total`` of the game ``game_name``."""
        game = kit_of(game_name).game.title
        self.where.setText(fill(where, game=game, n=index + 1, total=total))

    def refresh(self) -> None:
        """Show what the study is at, in the language of this run."""
        raise NotImplementedError

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
        # Long lines wrap, at the width the list has now: laid out again as it resizes, and
        # never a sideways scroll bar (it made the rows' heights those of another width, one
        # French line cut short with an empty line under it).
        listing.setWordWrap(True)
        listing.setResizeMode(QListView.ResizeMode.Adjust)
        listing.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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


class TickedBrowser(StudyBrowser):
    """A browser of what a player does one by one (the puzzles, the practices): each item
    numbered, described (``describe(item)``, with ``tip(item)`` as its tooltip) and ticked
    once done (``is_done``); the first not yet done is chosen. Forget clears the ticks of the
    game shown; Open, Enter or a double click emit ``chosen`` with the game and the item's
    index. ``words`` gives the buttons' words ("forget", "open"); ``listed`` the lists'
    accessible name (with ``{game}``) and description. A subclass sets what ``is_done`` and
    ``forget_game`` read, then calls ``finish``."""

    chosen = Signal(str, int)
    forgotten = Signal()  # the ticks of a game were cleared

    def __init__(
        self,
        title: str,
        intro: str,
        items: Callable[[str], list[object]],
        list_name: str,
        words: Words,
        listed: tuple[str, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, intro, items, list_name, parent)
        for name, listing in self.lists.items():
            listing.setAccessibleName(fill(listed[0], game=kit_of(name).game.title))
            listing.setAccessibleDescription(listed[1])
        self.words = words
        self.forget_button = QPushButton(words("forget"), self)
        self.forget_button.clicked.connect(self._forget)
        self.row.addWidget(self.forget_button)
        self.row.addStretch(1)
        buttons = self.closing_buttons()
        self.open_button = buttons.addButton(words("open"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(lambda: self.open_chosen(self.current_game()))

    def finish(self, game_name: str | None) -> None:
        """Fill the lists and show the tab of ``game_name``."""
        self.fill()
        self.show_game(game_name)

    def is_done(self, item: Any) -> bool:
        raise NotImplementedError

    def describe(self, item: Any) -> str:
        raise NotImplementedError

    def tip(self, item: Any) -> str:
        return ""

    def forget_game(self, game_name: str) -> None:
        raise NotImplementedError

    def fill(self) -> None:
        """Every item, ticked when done; the first not yet done chosen."""
        for name, items in self.items.items():
            done = [self.is_done(item) for item in items]
            lines = [
                (f"{'✓' if ok else '  '} {number:>2}. {self.describe(item)}", self.tip(item))
                for number, (item, ok) in enumerate(zip(items, done, strict=True), 1)
            ]
            self.put(name, lines, done.index(False) if False in done else 0)

    def open_chosen(self, name: str) -> None:
        listing = self.lists.get(name)
        if listing is None or listing.currentItem() is None:
            return
        self.chosen.emit(name, self.current_row(name))
        self.accept()

    def _forget(self) -> None:
        """Clear the ticks of the game shown, once the player has said yes."""
        name = self.current_game()
        asked = fill(self.words("forget_question"), game=kit_of(name).game.title)
        if not ask(self, self.words("forget").replace("&", ""), asked):
            return
        self.forget_game(name)
        self.fill()
        self.forgotten.emit()
