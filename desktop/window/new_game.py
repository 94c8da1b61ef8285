"""The New Game dialog: the game, its options (each explained in a line, our own rules marked),
who sits in each seat (a person, or the computer at a level) with their names, and who starts."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.api import Game, OptionSpec
from core.errors import EngineError
from core.registry import KITS, game_names, kit_of, make_game
from core.search.levels import LEVELS
from desktop.i18n import fill, tr, translate_core
from desktop.model import Seat
from desktop.model.answers import computer_name
from desktop.model.describe import core_words
from desktop.registry import desktop_kit
from desktop.window.board_choice import ROW, joined_row, split_joined
from desktop.window.perfect_choice import add_perfect, offer_perfect

_TOOLTIP = Qt.ItemDataRole.ToolTipRole


def _number(value: object) -> int:
    try:
        return max(0, int(str(value)))
    except ValueError:
        return 0


class OptionsArea(QScrollArea):
    """A game's options in a form: all in sight where the screen has room, scrolled where it
    is short (a 600-pixel screen, large text). It asks for the whole form, and can do with a
    few lines of it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def new_form(self) -> QFormLayout:
        """A form on a page of its own, to fill then show with ``show_form``."""
        form = QFormLayout(QWidget(self))
        form.setContentsMargins(0, 0, 0, 0)
        form.setVerticalSpacing(self.fontMetrics().height() // 2 + 2)  # apart from the next
        return form

    def show_form(self, form: QFormLayout) -> None:
        """``form`` in place of the last one, whose page and rows go at once (none of them
        lingers under the new rows or holds the dialog's size)."""
        page = form.parentWidget()
        if page is not None:
            self.setWidget(page)  # deletes the last page
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """The whole form (QScrollArea's own hint stops at 24 lines, and is kept from before
        the rows changed)."""
        page = self.widget()
        if page is None:
            return self.minimumSizeHint()
        return page.sizeHint().expandedTo(self.minimumSizeHint())

    def minimumSizeHint(self) -> QSize:
        """As wide as the form at its narrowest beside a scroll bar (nothing cut on the right
        when the bar shows), and four lines tall or the whole form if it is shorter."""
        page = self.widget()
        if page is None:
            return QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        lines = 4 * self.fontMetrics().lineSpacing()
        return QSize(page.minimumSizeHint().width() + bar, min(lines, page.sizeHint().height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The form's rows changed size: so do the hints above."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


class NewGameDialog(QDialog):
    def __init__(
        self,
        game_name: str | None = None,
        names: tuple[str, str] = ("", ""),
        parent: QWidget | None = None,
        levels: tuple[int, int] = (0, 0),
    ):
        super().__init__(parent)
        self.settings = QSettings()
        remembered = self.settings.value("newGame/names")
        if names == ("", "") and isinstance(remembered, list) and len(remembered) == 2:
            names = (str(remembered[0]), str(remembered[1]))
        remembered_levels = self.settings.value("newGame/levels")
        if levels == (0, 0) and isinstance(remembered_levels, list) and len(remembered_levels) == 2:
            levels = (_number(remembered_levels[0]), _number(remembered_levels[1]))
        game_name = game_name or str(self.settings.value("newGame/game", "")) or None
        self.setWindowTitle(tr("New game"))
        self.setAccessibleName(tr("New game"))
        self.setMinimumWidth(520)
        self.column = layout = QVBoxLayout(self)
        layout.addLayout(self._game_row())
        self.options_box = QGroupBox(tr("Options"), self)
        self.options_area = OptionsArea(self.options_box)
        self.options_form: QFormLayout  # the game's options (made by ``_game_changed``)
        QVBoxLayout(self.options_box).addWidget(self.options_area)
        layout.addWidget(self.options_box, 1)
        layout.addWidget(self._players(names, levels))
        layout.addWidget(self._buttons())
        self.option_widgets: dict[str, QComboBox | QSpinBox] = {}
        self.game_box.currentIndexChanged.connect(self._game_changed)
        for edit in self.name_edits:
            edit.textChanged.connect(self._names_changed)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_name or game_names()[0])))
        self._game_changed()

    def _game_row(self) -> QFormLayout:
        form = QFormLayout()
        self.game_box = QComboBox(self)
        for name, kit in KITS.items():
            self.game_box.addItem(kit.game.title, name)
        self.game_box.setToolTip(tr("Which game to play"))
        self.game_box.setAccessibleName(tr("Game"))
        self.game_box.setAccessibleDescription(tr("Which game to play"))
        game_label = QLabel(tr("Ga&me"), self)
        game_label.setBuddy(self.game_box)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        # under the choice in the same row: QFormLayout gives a wrapped label in a row of its
        # own with an empty title the wrong height (blank lines, or its last line cut)
        field = QVBoxLayout()
        field.addWidget(self.game_box)
        field.addWidget(self.description)
        form.addRow(game_label, field)
        return form

    def _players(self, names: tuple[str, str], levels: tuple[int, int]) -> QGroupBox:
        """Each seat (a person or the computer at a level, and a name), and who starts."""
        players = QGroupBox(tr("Players"), self)
        players_form = QFormLayout(players)
        self.name_edits = [QLineEdit(names[0], self), QLineEdit(names[1], self)]
        self.name_labels = [QLabel(self), QLabel(self)]
        self.kind_boxes = [QComboBox(self), QComboBox(self)]
        for label, edit, kind, level in zip(
            self.name_labels, self.name_edits, self.kind_boxes, levels, strict=True
        ):
            edit.setMaxLength(24)
            edit.setPlaceholderText(tr("name"))
            edit.setToolTip(tr("The name shown for this side (empty: the colour's name)"))
            edit.setAccessibleDescription(edit.toolTip())
            self._fill_kinds(kind, level)
            label.setBuddy(kind)
            kind.currentIndexChanged.connect(self._names_changed)
            row = QHBoxLayout()
            row.addWidget(kind)
            row.addWidget(edit, 1)
            players_form.addRow(label, row)
        self.starter = QComboBox(self)
        self.starter.setToolTip(tr("Who takes the first seat, the one that moves first"))
        self.starter.setAccessibleName(tr("Who starts"))
        self.starter.setAccessibleDescription(self.starter.toolTip())
        starter_label = QLabel(tr("&Who starts"), self)
        starter_label.setBuddy(self.starter)
        players_form.addRow(starter_label, self.starter)
        return players

    @staticmethod
    def _fill_kinds(kind: QComboBox, level: int) -> None:
        """A person, or the computer at each level (``level`` chosen: 0 for a person)."""
        kind.addItem(tr("Person"), 0)
        kind.setItemData(0, tr("Someone at this computer plays this side"), _TOOLTIP)
        for item in LEVELS:
            kind.addItem(
                tr("Computer: {level}").format(level=translate_core(item.name)), item.number
            )
            kind.setItemData(
                kind.count() - 1,
                tr("The computer {does}").format(does=translate_core(item.description)),
                _TOOLTIP,
            )
        add_perfect(kind)
        kind.setCurrentIndex(max(0, kind.findData(level)))
        kind.setToolTip(tr("A person, or the computer at a level (Beginner is the gentlest)"))
        kind.setAccessibleDescription(kind.toolTip())

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(tr("&Start"))
        start.setAccessibleName(tr("Start the game"))
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(tr("&Cancel"))
        cancel.setAccessibleName(tr("Cancel"))
        buttons.accepted.connect(self._remember_and_accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def _remember_and_accept(self) -> None:
        """The choices made are the next dialog's first offer. Options that do not go together
        (Pylos: more balls than the small base holds) are refused with the engine's sentence,
        and the dialog stays open."""
        name = str(self.game_box.currentData())
        try:
            make_game(name, self.settings_values())
        except EngineError as error:
            said = error.args[0] if error.args else str(error)
            QMessageBox.warning(self, self.windowTitle(), core_words(said))
            return
        self.settings.setValue("newGame/game", name)
        self.settings.setValue("newGame/options/" + name, self.settings_json())
        self.settings.setValue("newGame/names", [edit.text().strip() for edit in self.name_edits])
        self.settings.setValue("newGame/levels", list(self.seat_levels()))
        self.accept()

    def settings_json(self) -> str:
        return json.dumps(self.settings_values(), sort_keys=True)

    def _game_changed(self) -> None:
        kit = kit_of(self.game_box.currentData())
        cls = kit.game
        self.description.setText(translate_core(kit.words.description))
        self.options_form = self.options_area.new_form()
        self.option_widgets.clear()
        remembered: dict[str, str] = {}
        try:
            raw = json.loads(str(self.settings.value("newGame/options/" + cls.name, "{}")))
            if isinstance(raw, dict):
                remembered = {str(k): str(v) for k, v in raw.items()}
        except ValueError:
            pass
        offered = [spec for spec in cls.option_specs if spec.in_dialog]
        for spec in offered:
            self._add_option(spec, remembered.get(spec.name))
        if (joined := joined_row(self.options_form, cls, remembered)) is not None:
            self.option_widgets[ROW] = joined  # (several options in one row)
        if not offered:
            page = self.options_form.parentWidget()
            self.options_form.addRow(QLabel(tr("This game has no options."), page))
        self.options_area.show_form(self.options_form)
        for player, label in enumerate(self.name_labels):
            side = desktop_kit(cls.name).side_name(cls.player_names[player])
            if player == 0:
                words = fill(tr("{side} (moves first)"), side=side)
            else:
                words = fill(tr("{side} (moves second)"), side=side)
            label.setText(words)
            self.kind_boxes[player].setAccessibleName(
                fill(tr("{side}: a person or the computer"), side=side)
            )
            self.name_edits[player].setAccessibleName(fill(tr("{side}: name"), side=side))
        self._perfect_offered()
        for widget in self.option_widgets.values():
            changed = (
                widget.currentIndexChanged if isinstance(widget, QComboBox) else widget.valueChanged
            )
            changed.connect(self._perfect_offered)
        self._names_changed()
        self._fit()

    def _perfect_offered(self) -> None:
        game = make_game(self.game_box.currentData(), self.settings_values())
        for kind in self.kind_boxes:
            offer_perfect(kind, game)

    def available_geometry(self) -> QRect:
        """The part of the screen a window may take (without the screen's panels)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def room(self) -> QSize:
        """The largest the dialog may be: the available part of its screen, less its frame
        (a title bar at least, before the window manager has told its size)."""
        frame = self.frameGeometry().size() - self.geometry().size()
        title = self.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, self)
        available = self.available_geometry().size()
        return QSize(
            available.width() - frame.width(), available.height() - max(frame.height(), title)
        )

    def _fit(self) -> None:
        """As big as what it shows now: rows the last game's options left no gap, the new ones
        are not squeezed, and descriptions get the lines their width needs. Never bigger than
        the screen: on a short one the options scroll."""
        for child in reversed(self.findChildren(QWidget)):  # the innermost first
            child.ensurePolished()
            inner = child.layout()
            if inner is not None:
                inner.activate()
        self.ensurePolished()
        layout = self.column
        layout.activate()
        room = self.room()
        hint = self.sizeHint().expandedTo(self.minimumSize())
        width = min(hint.width(), room.width())
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else hint.height()
        self.resize(width, min(height, room.height()))  # (never under the layout's minimum)
        if self.isVisible():
            self._keep_on_screen()

    def _keep_on_screen(self) -> None:
        """Grown, the dialog moves back inside the screen if it went past an edge."""
        frame, available = self.frameGeometry(), self.available_geometry()
        shift = QPoint(
            max(available.left() - frame.left(), min(0, available.right() - frame.right())),
            max(available.top() - frame.top(), min(0, available.bottom() - frame.bottom())),
        )
        if not shift.isNull():
            self.move(self.pos() + shift)

    def showEvent(self, event: QShowEvent) -> None:
        """Fitted to the screen it opens on (Qt's own first size is at most two thirds of it);
        then placed (over its window, inside the screen)."""
        self._fit()
        super().showEvent(event)

    def _add_option(self, spec: OptionSpec, value: str | None = None) -> None:
        page = self.options_form.parentWidget()
        title = translate_core(spec.title()).capitalize()
        if spec.app_rule:
            title += " ★"
        if spec.choices:
            box = QComboBox(page)
            helps = dict(spec.choice_help)
            for choice in spec.choices:
                text = translate_core(spec.choice_label(choice))
                if choice in helps:
                    text = f"{text} — {translate_core(helps[choice])}"
                box.addItem(text, choice)
            index = box.findData(value) if value is not None else -1
            box.setCurrentIndex(index if index >= 0 else box.findData(spec.default))
            widget: QComboBox | QSpinBox = box
        else:
            spin = QSpinBox(page)
            spin.setRange(0, 9)
            spin.setValue(
                int(value) if value is not None and value.isdigit() else int(spec.default)
            )
            spin.setSpecialValueText(translate_core(spec.zero) if spec.zero else tr("off"))
            widget = spin
        note = translate_core(spec.help)
        if spec.app_rule:
            note += " " + tr("★ This is Pyramid Duels' own rule, not the publisher's.")
        widget.setToolTip(note)
        widget.setAccessibleName(title.rstrip(" ★"))
        widget.setAccessibleDescription(note)
        explanation = QLabel(note, page)
        explanation.setWordWrap(True)
        explanation.setObjectName("optionHelp")
        label = QLabel(title, page)
        label.setBuddy(widget)
        field = QVBoxLayout()  # right under its choice, not nearer the next (nor a row of its own)
        field.setSpacing(2)
        field.addWidget(widget)
        field.addWidget(explanation)
        self.options_form.addRow(label, field)
        self.option_widgets[spec.name] = widget

    def _names_changed(self) -> None:
        current = self.starter.currentIndex()
        names = self.seat_names()
        self.starter.clear()
        self.starter.addItems(
            [
                fill(tr("{player} to start"), player=names[0]),
                fill(tr("{player} to start"), player=names[1]),
                tr("Draw lots"),
            ]
        )
        self.starter.setCurrentIndex(max(0, current))

    def seat_levels(self) -> tuple[int, int]:
        """Each seat's computer level (0: a person)."""
        first, second = (int(box.currentData()) for box in self.kind_boxes)
        return first, second

    def seat_names(self) -> tuple[str, str]:
        """The names as the dialog shows them: each typed one, or its seat's default."""
        levels = self.seat_levels()
        first, second = (
            self._typed(player) or self._default_name(player, levels[player], shown=True)
            for player in range(2)
        )
        return first, second

    def _typed(self, player: int) -> str:
        return self.name_edits[player].text().strip()

    def _default_name(self, player: int, level: int, shown: bool) -> str:
        """The name of a seat left unnamed: the computer's by its level, or the game's name for
        the side (``shown``: as the window shows it, in this language and palette; otherwise
        as it is kept, which the window translates and recolours wherever it shows it)."""
        if level:
            return computer_name(level, shown)
        cls = kit_of(self.game_box.currentData()).game
        side = cls.player_names[player]
        return desktop_kit(cls.name).side_name(side) if shown else side

    def settings_values(self) -> dict[str, str]:
        values = {}
        for name, widget in self.option_widgets.items():
            values[name] = (
                str(widget.currentData()) if isinstance(widget, QComboBox) else str(widget.value())
            )
        return split_joined(values)

    def chosen(self, rng: random.Random | None = None) -> tuple[Game, tuple[Seat, Seat]]:
        """The chosen game and who sits where (the starter takes the first seat)."""
        game = make_game(self.game_box.currentData(), self.settings_values())
        people = [(self._typed(player), self.seat_levels()[player]) for player in range(2)]
        choice = self.starter.currentIndex()
        if choice == 2:
            choice = (rng or random.Random()).randrange(2)
        if choice == 1:
            people.reverse()
        # A name left empty is the default of the seat it ends in: unnamed players who swap
        # are still "Light" and "Dark", and stay the game's own names (they follow the language
        # and the palette), not a translation frozen when the game began.
        first, second = (
            Seat(
                name or self._default_name(seat, level, shown=False),
                "computer" if level else "human",
                level,
            )
            for seat, (name, level) in enumerate(people)
        )
        return game, (first, second)
