"""*Game › Play a friend online…*: invite a friend (the game, its options as the New Game dialog
last chose them, the seat that is yours, your name; then the code in large type, *Copy*, and
*Cancel* while the friend has not come) or join with the friend's code. In its resume mode
(``online_resume``) it invites at once with a game kept on the shelf.

A guest cannot tell a host not there yet from one that has gone (the mailbox server holds the
code either way): after ``NOT_YET`` seconds the dialog says so, and goes on waiting.

The dialog does not hold the window: it is not modal, and the network is waited for in the
asyncio loop inside Qt's (``desktop.online.table``). When the two programs have met, the game
goes on the table (``put_on_table``) and the dialog closes; a link that cannot be made is one
sentence in the dialog, which stays open to try again.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.api import Game
from core.errors import EngineError
from core.registry import game_names, kit_of, make_game
from desktop import __version__
from desktop.i18n import fill, tr, translate_core
from desktop.online.protocol import Message, Record, hello, new_game_id, record_of
from desktop.online.table import OnlineTable
from desktop.session.kept_online import hello_record, tag_of
from desktop.session.shelf import KeptGame
from desktop.window.frame import Frame
from desktop.window.online_resume import kept_copy, online_tags, table_game

NOT_YET = 30.0
"""Seconds a guest waits before the dialog says the friend may have closed their invitation."""


def remembered_game(name: str, settings: QSettings) -> Game:
    """``name`` with the options the New Game dialog last chose for it (its defaults if none,
    or if they no longer make a game)."""
    try:
        chosen = json.loads(str(settings.value("newGame/options/" + name, "{}")))
        return make_game(name, {str(k): str(v) for k, v in dict(chosen).items()})
    except (ValueError, TypeError, EngineError):
        return make_game(name)


class OnlineDialog(QDialog):
    """The dialog (see the module's docstring); ``table`` is the online game it makes."""

    def __init__(self, window: Frame, relay: str, kept: KeptGame | None = None) -> None:
        super().__init__(window)
        self.frame = window
        self.kept = kept  # the game to resume (None: a new one)
        self.ident = kept.ident if kept is not None else ""  # the game's name on the shelf
        self.no_copy = False  # a guest that keeps no copy of the game resumed
        self.not_yet = QTimer(self)
        self.not_yet.setSingleShot(True)
        self.not_yet.timeout.connect(self._not_yet)
        self.setObjectName("onlineDialog")
        self.setWindowTitle(tr("Play a friend online"))
        self.setAccessibleName(tr("Play a friend online"))
        self.settings = QSettings()
        self.table = OnlineTable(relay, window)  # (the window keeps it, once met)
        self.pages = QStackedWidget(self)
        self.tabs = QTabWidget(self.pages)
        if kept is None:
            self.tabs.addTab(self._invite_tab(), tr("&Invite"))
            self.tabs.addTab(self._join_tab(), tr("&Join"))
        else:
            self.tabs.addTab(self._resume_tab(kept), tr("&Resume"))
        self.pages.addWidget(self.tabs)
        self.pages.addWidget(self._waiting_page())
        self.problem = QLabel(self)
        self.problem.setObjectName("onlineProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        column = QVBoxLayout(self)
        column.addWidget(self.pages)
        column.addWidget(self.problem)
        self._follow(self.table)
        self.setMinimumWidth(460)

    # --- its pages -------------------------------------------------------------------------
    def _invite_tab(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        self.game_box = QComboBox(page)
        for name in game_names():
            self.game_box.addItem(translate_core(kit_of(name).game.title), name)
        last = str(self.settings.value("newGame/game", "")) or game_names()[0]
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(last)))
        self.seat_box = QComboBox(page)
        self.seat_box.addItem(tr("first"), 0)
        self.seat_box.addItem(tr("second"), 1)
        self.host_name = self._name_edit(page)
        self.invite_button = QPushButton(tr("Make an &invite code"), page)
        self.invite_button.clicked.connect(self.invite)
        form.addRow(tr("&Game:"), self.game_box)
        form.addRow(QLabel(tr("Its options are those last chosen in New Game."), page))
        form.addRow(tr("You play &first or second:"), self.seat_box)
        form.addRow(tr("Your &name:"), self.host_name)
        form.addRow(self.invite_button)
        return page

    def _join_tab(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        self.code_edit = QLineEdit(page)
        self.code_edit.setPlaceholderText("7-crossover-clockwork")
        self.code_edit.setAccessibleName(tr("The friend's code"))
        self.guest_name = self._name_edit(page)
        self.join_button = QPushButton(tr("&Join the game"), page)
        self.join_button.clicked.connect(self.join)
        self.code_edit.returnPressed.connect(self.join)
        form.addRow(tr("The friend's &code:"), self.code_edit)
        form.addRow(tr("Your &name:"), self.guest_name)
        form.addRow(self.join_button)
        return page

    def _resume_tab(self, kept: KeptGame) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        about = QLabel(kept.describe(), page)
        about.setTextFormat(Qt.TextFormat.PlainText)
        about.setWordWrap(True)
        self.invite_button = QPushButton(tr("Make a new &code"), page)
        self.invite_button.clicked.connect(self.invite)
        column.addWidget(about)
        column.addWidget(QLabel(tr("A new code carries this game to your friend."), page))
        column.addWidget(self.invite_button)
        return page

    def _name_edit(self, parent: QWidget) -> QLineEdit:
        edit = QLineEdit(str(self.settings.value("online/name", "")), parent)
        edit.setPlaceholderText(tr("You"))
        edit.setMaxLength(40)
        return edit

    def _waiting_page(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        self.waiting = QLabel(page)
        self.waiting.setWordWrap(True)
        self.code_label = QLabel(page)
        self.code_label.setObjectName("inviteCode")
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.code_label.font())
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        self.code_label.setFont(big)
        row = QHBoxLayout()
        self.copy_button = QPushButton(tr("&Copy"), page)
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.table.code)
        )
        self.cancel_button = QPushButton(tr("Cancel"), page)
        self.cancel_button.clicked.connect(self.reject)
        row.addStretch(1)
        row.addWidget(self.copy_button)
        row.addWidget(self.cancel_button)
        column.addWidget(self.waiting)
        column.addWidget(self.code_label)
        column.addLayout(row)
        return page

    # --- what it does ------------------------------------------------------------------------
    def _name(self, edit: QLineEdit) -> str:
        name = " ".join(edit.text().split()) or tr("You")
        self.settings.setValue("online/name", edit.text().strip())
        return name

    def invite(self) -> None:
        """Ask for a code: the waiting page says so, then shows it."""
        if self.kept is not None:
            kept = self.kept.record
            tag = tag_of(kept)
            assert tag is not None
            record = hello_record(kept, tag)
            name = kept.players[record.seat].name
        else:
            game = remembered_game(str(self.game_box.currentData()), self.settings)
            seat = int(self.seat_box.currentData())
            record = Record(game.name, dict(game.options), seat, (), ident=new_game_id())
            name = self._name(self.host_name)
        self._wait(tr("Asking the mailbox server for a code…"), copy=False)
        self.table.invite(hello(name, "host", __version__, record))

    def join(self) -> None:
        code = self.code_edit.text().strip()
        if not code:
            self._failed(tr("Type the code your friend gave you."))
            return
        name = self._name(self.guest_name)
        self._wait(tr("Joining your friend…"), copy=False)
        self.not_yet.start(round(NOT_YET * 1000))
        self.table.join(lambda theirs: self._answer(name, theirs), code)

    def _answer(self, name: str, theirs: Message) -> Message:
        """The guest's hello, answering the host's: with this program's own copy of the game
        the host names, if it keeps one."""
        self.not_yet.stop()
        invited = record_of(theirs) if theirs["role"] == "host" else None
        found = kept_copy(self.frame, invited.ident) if invited and invited.ident else None
        self.ident = found[0] if found is not None else ""
        self.no_copy = found is None and invited is not None and bool(invited.moves)
        return hello(name, "guest", __version__, found[1] if found is not None else None)

    def _not_yet(self) -> None:
        if self.pages.currentIndex() == 1 and self.table.match is None:
            self.waiting.setText(
                tr(
                    "Your friend has not come yet and may have closed their invitation: ask them "
                    "for a new code (still waiting)."
                )
            )

    def _wait(self, words: str, copy: bool) -> None:
        self.problem.hide()
        self.waiting.setText(words)
        self.code_label.setText("")
        self.code_label.setVisible(copy)  # (no room kept for a code while there is none)
        self.copy_button.setVisible(copy)
        self.pages.setCurrentIndex(1)

    def _show_code(self, code: str) -> None:
        tag = tag_of(self.kept.record) if self.kept is not None else None
        if self.kept is not None and tag is not None:
            words = fill(
                tr("Give {friend} this code: your {game} game goes on when they join."),
                friend=tag.friend,
                game=self.kept.record.game.title,
            )
        else:
            words = tr("Give your friend this code; the game begins when they join.")
        self._wait(words, copy=True)
        self.code_label.setText(code)

    def _failed(self, words: str) -> None:
        self.not_yet.stop()
        self.table.cancel()
        self.table = self._fresh_table()
        self.problem.setText(words)
        self.problem.show()
        self.pages.setCurrentIndex(0)

    def _fresh_table(self) -> OnlineTable:
        old = self.table
        table = OnlineTable(old.relay, self.frame)
        self._follow(table)
        old.deleteLater()
        return table

    def _follow(self, table: OnlineTable) -> None:
        table.code_ready.connect(self._show_code)
        table.failed.connect(self._failed)
        table.matched.connect(self._met)

    def _met(self) -> None:
        put_online(self.frame, self.table, self.ident)
        if self.no_copy:
            self.table.told.emit(
                tr("This program keeps no copy of the game: it goes on from your friend's record.")
            )
        self.accept()

    def reject(self) -> None:
        """Cancel: stop waiting (the code is given up) and close."""
        self.not_yet.stop()
        if self.table.match is None:
            self.table.cancel()
        super().reject()


def open_online(window: Frame) -> None:
    """The dialog (one at a time: asked again, the one open comes forward)."""
    if window.online_dialog is None or not window.online_dialog.isVisible():
        relay = window.preferences.relay
        window.online_dialog = OnlineDialog(window, relay)
    shown = window.online_dialog
    shown.show()
    shown.raise_()
    shown.activateWindow()


def resume(window: Frame, ident: str) -> None:
    """The start screen's *Resume it*: a game kept online goes on online (a new code), any
    other as it was left."""
    kept = next((game for game in window.session.kept_games() if game.ident == ident), None)
    if kept is not None and kept.online:
        open_resume(window, kept)
    else:
        window.session.resume_kept(ident)


def open_resume(window: Frame, kept: KeptGame) -> OnlineDialog:
    """The online dialog in its resume mode for ``kept``: it asks for a code at once."""
    old = window.online_dialog
    if isinstance(old, OnlineDialog) and old.isVisible():
        old.reject()  # (its invitation, if any, is given up)
    dialog = OnlineDialog(window, window.preferences.relay, kept)
    window.online_dialog = dialog
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    dialog.invite()
    return dialog


def invite_again(window: Frame) -> OnlineDialog | None:
    """The Online box's *Invite again…*, the link gone: the game on the table goes on with the
    same friend by a new code, as a kept game resumed from the start screen does (and keeps
    its place on the shelf)."""
    kept = table_game(window)
    return open_resume(window, kept) if kept is not None else None


def ask_to_resign(window: Frame) -> None:
    """The Online box's *Resign*, once the player has said yes: one click beside *Take back*
    must not lose a game."""
    table = window.online
    match = table.match if table is not None else None
    if table is None or match is None or match.is_over:
        return
    question = fill(
        tr("Resign this game? {friend} wins it, and it cannot be taken back."),
        friend=match.names[match.friend],
    )
    if window.ask(tr("Resign"), question):
        table.resign()


def put_online(window: Frame, table: OnlineTable, ident: str = "") -> None:
    """The online game on the table, kept in step with the match (and again at a rematch);
    ``ident``: the game's name on the shelf, when it was kept (it goes on there)."""
    fresh = window.online is not table
    if fresh and window.online is not None:
        window.online.cancel()
    window.online = table
    match = table.match
    assert match is not None
    session = window.session
    session.tags = lambda: online_tags(window)
    session.start_game(match.game, table.seats, list(match.moves), match.ending, ident=ident)
    table.attach(session.model, lambda: session.waiting is None and not session.studying)
    if fresh:
        table.rematch.connect(lambda: put_online(window, table))
    window.game_page.online_box.follow(table)
