"""The side panel's box for a game with a friend online: the connection's state, what happened
(moves aside: offers, answers, refusals of bad messages, chat), a chat line, and the requests —
take back, resign, rematch (the colours swapped), and the game's end-of-game proposal where it
has one. An offer of the friend's brings *Accept* and *Decline*. Once the link is gone (the
friend left, or it broke for good), *Invite again…* (``invite_again``) makes a new code that
carries the game to the same friend.

It shows only while the online game is on the table.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import fill, tr
from desktop.model import Told
from desktop.online.protocol import MAX_CHAT, PROPOSAL, REMATCH, TAKEBACK
from desktop.online.table import OnlineTable

KEPT_LINES = 200
"""The lines the box keeps (the log keeps every one)."""


class Said(QPlainTextEdit):
    """What was said, read-only. Read to its newest line, it stays there: when a line comes,
    when it is squeezed (Accept and Decline come under it) and when it is said again in
    another language, whose lines wrap elsewhere."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(KEPT_LINES)
        lines = self.fontMetrics().lineSpacing() * 2  # (two lines at the least: 1024×600)
        self.setMinimumHeight(lines + 2 * self.frameWidth() + 8)
        self.at_end = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._ranged)

    def say_again(self, text: str) -> None:
        """All its lines replaced by ``text``, shown from its newest line."""
        self.setPlainText(text)
        self.at_end = True
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _moved(self, value: int) -> None:
        self.at_end = value >= self.verticalScrollBar().maximum()

    def _ranged(self, _low: int, high: int) -> None:
        if self.at_end:
            self.verticalScrollBar().setValue(high)


class OnlineBox(QGroupBox):
    """The box (see the module's docstring); ``follow(table)`` shows that online game."""

    invite_again = Signal()
    resigning = Signal()  # (the window asks first)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("onlineBox")
        self.table: OnlineTable | None = None
        self.lines: deque[Told] = deque(maxlen=KEPT_LINES)  # said again in a new language
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 6, 6, 6)  # (two buttons a row, in the side panel's width)
        column.setSpacing(4)  # (the whole window in 600 px high)
        self.state = QLabel(self)
        self.state.setWordWrap(True)
        bold = self.state.font()
        bold.setBold(True)
        self.state.setFont(bold)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("inviteAgain")
        self.again_button.clicked.connect(self.invite_again)
        self.said = Said(self)
        self.chat = QLineEdit(self)
        self.chat.setMaxLength(MAX_CHAT)  # (the field stops where a line would be cut)
        self.chat.returnPressed.connect(self._say)
        self.offer_row = QHBoxLayout()
        self.accept_button = QPushButton(self)
        self.decline_button = QPushButton(self)
        self.accept_button.clicked.connect(lambda: self._do(lambda t: t.answer(True)))
        self.decline_button.clicked.connect(lambda: self._do(lambda t: t.answer(False)))
        self.offer_row.addWidget(self.accept_button)
        self.offer_row.addWidget(self.decline_button)
        self.requests = QWidget(self)  # (gone with the friend: Invite again in their place)
        requests = QGridLayout(self.requests)
        requests.setContentsMargins(0, 0, 0, 0)
        requests.setSpacing(4)
        self.takeback_button = QPushButton(self)
        self.propose_button = QPushButton(self)
        self.resign_button = QPushButton(self)
        self.rematch_button = QPushButton(self)
        for place, (button, doing) in enumerate(
            (
                (self.takeback_button, lambda t: t.offer(TAKEBACK)),
                (self.propose_button, lambda t: t.offer(PROPOSAL)),
                (self.resign_button, lambda _t: self.resigning.emit()),
                (self.rematch_button, lambda t: t.offer(REMATCH)),
            )
        ):
            button.clicked.connect(lambda _=False, doing=doing: self._do(doing))
            requests.addWidget(button, place // 2, place % 2)
        column.addWidget(self.state)
        column.addWidget(self.again_button)
        column.addWidget(self.said, 1)
        column.addWidget(self.chat)
        column.addLayout(self.offer_row)
        column.addWidget(self.requests)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setAccessibleName(tr("Online"))  # (no title: its state line heads it, in bold)
        self.chat.setPlaceholderText(tr("Say something to your friend (Enter sends it)"))
        self.chat.setAccessibleName(tr("Chat"))
        self.accept_button.setText(tr("&Accept"))
        self.decline_button.setText(tr("&Decline"))
        self.takeback_button.setText(tr("&Take back"))
        self.takeback_button.setToolTip(
            tr("Ask your friend to take back your last move (on your turn, theirs too)")
        )
        self.propose_button.setText(tr("Propose the &end"))
        self.propose_button.setToolTip(
            tr("Propose to end the game now, as the rules allow: your friend accepts or declines")
        )
        self.resign_button.setText(tr("Re&sign"))
        self.resign_button.setToolTip(tr("Give up this game: your friend wins it (asked first)"))
        self.rematch_button.setText(tr("Re&match"))
        self.rematch_button.setToolTip(tr("A new game, the colours swapped"))
        self.again_button.setText(tr("&Invite again…"))
        self.again_button.setToolTip(
            tr("A new code carries this game to your friend, to go on where it stopped")
        )
        self.said.say_again("\n".join(_words(told) for told in self.lines))
        if self.table is not None:
            self.table.lock_board()  # (its words on the message line)
        self.refresh()

    def follow(self, table: OnlineTable) -> None:
        """Show ``table``'s game (its words from now on)."""
        if self.table is table:
            self.refresh()
            return
        if self.table is not None:
            for signal in (self.table.told, self.table.status):
                signal.disconnect(self.tell)
            self.table.changed.disconnect(self.refresh)
        self.table = table
        self.said.clear()
        self.lines.clear()
        table.told.connect(self.tell)
        table.status.connect(self.tell)
        table.changed.connect(self.refresh)
        self.refresh()

    def tell(self, told: Told) -> None:
        """A line more (``told``: the words, or a function that says them in the language
        chosen, to say them again when it changes)."""
        self.lines.append(told)
        self.said.appendPlainText(_words(told))

    def _say(self) -> None:
        text = self.chat.text()
        self.chat.clear()
        self._do(lambda t: t.say(text))

    def _do(self, doing: object) -> None:
        if self.table is not None:
            doing(self.table)  # type: ignore[operator]

    def refresh(self) -> None:
        """Shown while the online game is on the table; its buttons as the match allows."""
        table = self.table
        match = table.match if table is not None else None
        if table is None or match is None or not table.on_table():
            self.hide()
            return
        friend = match.names[match.friend]
        if match.left:
            self.state.setText(fill(tr("{player} left the game"), player=friend))
        elif table.broken is not None:
            self.state.setText(table.broken())
        elif not table.connected:
            self.state.setText(tr("Connection lost — reconnecting…"))
        else:
            self.state.setText(fill(tr("Playing {friend}, online"), friend=friend))
        waiting = match.theirs is not None
        gone = match.left or table.broken is not None
        # (Accept and Decline, or Invite again, in the requests' place: what goes is hidden
        # before what comes shows, so the box never grows the window, which fits 1024×600)
        shown = {
            self.requests: not gone and not waiting,
            self.accept_button: waiting,
            self.decline_button: waiting,
            self.again_button: gone and not match.is_over,
        }
        for widget, visible in sorted(shown.items(), key=lambda item: item[1]):
            widget.setVisible(visible)
        free = match.mine is None and not waiting and not gone
        self.takeback_button.setEnabled(
            free and not match.is_over and bool(match.takeback_plies(match.seat))
        )
        self.propose_button.setVisible(bool(match.game.proposals))
        self.propose_button.setEnabled(free and match.my_turn)
        self.resign_button.setEnabled(not match.is_over and not gone)
        self.rematch_button.setEnabled(free and match.is_over)
        self.chat.setEnabled(not gone)
        self.show()  # (its buttons chosen first: shown all at once, it would grow the window)


def _words(told: Told) -> str:
    return told if isinstance(told, str) else told()
