"""Layouts that hold (issue 21, point 6). The New Game dialog keeps every word whole for every
game, opened on it or switched to from another, on a 1024×600 screen and a 1920×1080 one, in the
standard and the high-contrast palette: no label squeezed or cut, no description short of a line,
no gap left by the last game's options, never bigger than the screen (the options scroll when it
is short). The move list never scrolls sideways: a move too long for it is cut with its words in
its tool tip, and the move itself stays whole while the player's name can give way. The window
itself stays 1024×600 through games of long names, finished games and a start screen of kept
games."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QStyle,
    QStyleOptionViewItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from core import game_names, make_game
from core.api import Game
from desktop.look.style import apply_look
from desktop.model import Seat
from desktop.panels.move_list import MoveDelegate, text_width
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

pytestmark = pytest.mark.window(view="2d", size=(1024, 600))

SCREENS = {"1024×600": QRect(0, 0, 1024, 600), "1920×1080": QRect(0, 0, 1920, 1080)}
GAP = 40  # the most the dialog may be taller than what it shows


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def on_screen(monkeypatch: pytest.MonkeyPatch, screen: QRect) -> None:
    """New Game dialogs from now on open on a screen of ``screen``'s size."""
    monkeypatch.setattr(NewGameDialog, "available_geometry", lambda self: QRect(screen))


def open_dialog(qtbot: QtBot, window: MainWindow, game: str) -> NewGameDialog:
    dialog = NewGameDialog(game, parent=window)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    settle()
    return dialog


def choose(dialog: NewGameDialog, game: str) -> None:
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    settle()
    assert dialog.game_box.currentData() == game


def shown_text(label: QLabel) -> str:
    """A label's words as drawn (a mnemonic's "&" is not)."""
    return label.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def options_page(dialog: NewGameDialog) -> QWidget:
    page = dialog.options_area.widget()
    assert page is not None
    return page


def where(widget: QWidget, dialog: NewGameDialog) -> QRect:
    return QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())


def seen(widget: QWidget, dialog: NewGameDialog) -> QRect:
    """Where ``widget`` shows in ``dialog``: an option's row scrolled out of the options' sight
    takes no room beside them."""
    place, area = where(widget, dialog), dialog.options_area
    return place.intersected(where(area.viewport(), dialog)) if area.isAncestorOf(widget) else place


def faults(dialog: NewGameDialog, screen: QRect) -> list[str]:
    """Everything that does not hold in ``dialog`` (nothing, when it holds)."""
    found: list[str] = []
    pieces: list[tuple[str, QWidget]] = []
    for label in dialog.findChildren(QLabel):
        text = shown_text(label)
        if not text:
            continue
        pieces.append((text, label))
        if not label.isVisible():
            found.append(f"{text!r} is hidden")
        elif label.wordWrap():
            needed = label.heightForWidth(label.width())
            if label.height() < needed:
                found.append(f"{text!r} is cut: {label.height()} px for {needed}")
            if label.height() > needed + label.fontMetrics().lineSpacing():
                found.append(f"{text!r} has a blank line: {label.height()} px for {needed}")
        else:
            if label.height() < label.sizeHint().height():
                found.append(f"{text!r} is squeezed: {label.height()} px high")
            room = label.contentsRect().width()
            if label.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room) != text:
                found.append(f"{text!r} does not fit in {room} px")
    for field in dialog.findChildren(QWidget):
        if not isinstance(field, QComboBox | QAbstractSpinBox | QLineEdit | QAbstractButton):
            continue
        if isinstance(field.parentWidget(), QComboBox | QAbstractSpinBox):
            continue  # (a spin box's own line)
        name = field.accessibleName() or field.objectName() or type(field).__name__
        if isinstance(field, QAbstractButton) and not field.isVisible():
            continue  # (the button box's own hidden buttons)
        pieces.append((name, field))
        hint = field.sizeHint()
        if not field.isVisible():
            found.append(f"{name} is hidden")
        elif field.height() < hint.height():
            found.append(f"{name} is squeezed: {field.height()} px high for {hint.height()}")
        elif isinstance(field, QComboBox | QAbstractButton) and field.width() < hint.width():
            found.append(f"{name} cuts its words: {field.width()} px wide for {hint.width()}")
    inside = dialog.rect()
    for index, (name, piece) in enumerate(pieces):
        place = where(piece, dialog)
        if not inside.contains(place) and not dialog.options_area.isAncestorOf(piece):
            found.append(f"{name!r} is outside the dialog")
        for other_name, other in pieces[index + 1 :]:
            if seen(piece, dialog).intersects(seen(other, dialog)):
                found.append(f"{name!r} overlaps {other_name!r}")
    area, page = dialog.options_area, options_page(dialog)
    if page.height() > area.viewport().height() and not area.verticalScrollBar().isVisible():
        found.append("options out of sight with no scroll bar")
    if page.width() > area.viewport().width():
        found.append(f"options cut on the right: {page.width()} px in {area.viewport().width()}")
    # no gap: as tall as it needs (or as the screen allows), its buttons at the bottom
    wanted = min(dialog.sizeHint().height(), dialog.room().height())
    if abs(dialog.height() - wanted) > GAP:
        found.append(f"{dialog.height()} px high for {wanted}")
    bottom = max(where(b, dialog).bottom() for b in dialog.findChildren(QAbstractButton))
    if dialog.height() - bottom > GAP:
        found.append(f"a gap of {dialog.height() - bottom} px under the buttons")
    # on the screen, with the window's frame
    title = dialog.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, dialog)
    if dialog.width() > screen.width() or dialog.height() + title > screen.height():
        found.append(f"{dialog.width()}×{dialog.height()} does not fit {screen.size()}")
    return found


def orders() -> Iterator[tuple[str, str]]:
    """Each game opened, then each other game chosen in its place."""
    for first in game_names():
        for second in game_names():
            if second != first:
                yield first, second


@pytest.mark.parametrize("palette", ["standard", "high_contrast"])
@pytest.mark.parametrize("screen", SCREENS, ids=str)
def test_the_new_game_dialog_holds_for_every_game_and_every_switch(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, screen: str, palette: str
) -> None:
    on_screen(monkeypatch, SCREENS[screen])
    window.preferences.set_palette(palette, remember_it=False)
    problems: list[str] = []
    for first in game_names():
        dialog = open_dialog(qtbot, window, first)
        problems += [f"{first}: {fault}" for fault in faults(dialog, SCREENS[screen])]
        for second in game_names():
            if second == first:
                continue
            for there, back in ((second, first), (first, second)):
                choose(dialog, there)
                problems += [
                    f"{back} → {there}: {fault}" for fault in faults(dialog, SCREENS[screen])
                ]
        dialog.close()
    assert not problems, "\n".join(problems)


def test_the_new_game_dialog_shrinks_back_after_a_game_with_more_options(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_screen(monkeypatch, SCREENS["1920×1080"])
    fresh = {name: open_dialog(qtbot, window, name).size() for name in game_names()}
    dialog = open_dialog(qtbot, window, "pylos")
    for first, second in orders():
        choose(dialog, first)
        choose(dialog, second)
        assert abs(dialog.height() - fresh[second].height()) <= 2, (first, second)
        assert abs(dialog.width() - fresh[second].width()) <= 2, (first, second)


@pytest.fixture
def larger_text(window: MainWindow) -> Iterator[None]:
    """The application's text half as big again (a system set for large text), for the test."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font()
    font = QFont(before)
    font.setPixelSize(round(QFontInfo(before).pixelSize() * 1.5))
    app.setFont(font)
    apply_look(window)
    yield
    app.setFont(before)
    apply_look(window)


@pytest.mark.usefixtures("larger_text")
def test_with_larger_text_the_new_game_dialog_still_holds_on_a_small_screen(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = SCREENS["1024×600"]
    on_screen(monkeypatch, screen)
    for first, second in orders():
        dialog = open_dialog(qtbot, window, first)
        choose(dialog, second)
        assert not faults(dialog, screen), (first, second)
        dialog.close()


def test_on_a_screen_too_short_for_them_the_options_scroll(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = QRect(0, 0, 1024, 420)  # a window of half a small screen, say
    on_screen(monkeypatch, screen)
    dialog = open_dialog(qtbot, window, "ambush")
    choose(dialog, "pylos")
    assert not faults(dialog, screen)
    area = dialog.options_area
    assert options_page(dialog).height() > area.viewport().height()  # (the test's point)
    assert area.verticalScrollBar().isVisible()
    choose(dialog, "pylon")
    assert not faults(dialog, screen)
    assert not area.verticalScrollBar().isVisible()


# --- the move list ---
LONG_NAMES = ("Bartholomew Fitzgerald-X", "Wilhelmina Montgomery-Yu")  # 24 letters: the most


def longest_moves(game: Game, count: int, seed: int = 1) -> list[str]:
    """A game played by choosing each time one of the longest moves (in words)."""
    rng, state, moves = random.Random(seed), game.initial_state(), list[str]()
    while not state.is_over and len(moves) < count:
        legal = list(state.legal_moves())
        rng.shuffle(legal)
        move = max(legal, key=lambda move: len(str(move)))
        moves.append(str(move))
        state = state.apply(move)
    return moves


@pytest.mark.parametrize("palette", ["standard", "high_contrast"])
@pytest.mark.parametrize("name", game_names())
def test_the_move_list_never_scrolls_sideways(window: MainWindow, name: str, palette: str) -> None:
    window.preferences.set_palette(palette, remember_it=False)
    game = make_game(name)
    moves = longest_moves(game, 40)
    longest = max(moves, key=len)
    ending = game.proposals[0].name if game.proposals else None  # words, not a move
    window.session.start_game(game, (Seat(LONG_NAMES[0]), Seat(LONG_NAMES[1])), moves, ending)
    page = window.game_page
    page.moves.marks = {2: ("??", "A blunder."), 3: ("?", "A mistake."), len(moves): ("??", "")}
    page.moves.refresh()
    settle()
    shown = page.moves.list
    assert shown.horizontalScrollBar().maximum() == 0
    assert not shown.horizontalScrollBar().isVisible()
    width, metrics = text_width(shown), shown.fontMetrics()
    assert width < metrics.horizontalAdvance(f" 10. {LONG_NAMES[0]}: {longest}")  # (the point)
    delegate = shown.itemDelegate()
    assert isinstance(delegate, MoveDelegate)
    for row in range(1, shown.count()):
        item = shown.item(row)
        whole = item.text()
        assert shown.visualItemRect(item).width() <= shown.viewport().width(), whole
        if metrics.horizontalAdvance(whole) > width:
            assert whole in item.toolTip().split("\n"), whole
        mark = page.moves.marks.get(row)
        if mark is not None and mark[1]:
            assert mark[1] in item.toolTip(), whole
        option = QStyleOptionViewItem()
        option.initFrom(shown)
        option.rect = shown.visualItemRect(item)
        delegate.initStyleOption(option, shown.indexFromItem(item))
        drawn = option.text
        assert metrics.horizontalAdvance(drawn) <= width, drawn
        move = whole.split(": ", 1)[1]
        assert drawn.endswith(move) or drawn == whole, (drawn, whole)  # the move stays whole
    assert any(shown.item(row).toolTip() for row in range(1, shown.count()))


def test_a_move_list_of_short_names_has_no_needless_tool_tips(window: MainWindow) -> None:
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), ["1a1", "1a2"])
    settle()
    shown = window.game_page.moves.list
    assert [shown.item(row).toolTip() for row in range(1, shown.count())] == ["", ""]
    assert shown.horizontalScrollBar().maximum() == 0


def test_the_move_list_keeps_its_tool_tips_when_it_narrows(window: MainWindow) -> None:
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), ["1a1", "1a2"])
    settle()
    shown = window.game_page.moves.list
    fits = shown.fontMetrics().horizontalAdvance(shown.item(1).text())
    page = window.game_page
    page.sidebars.setFixedWidth(page.sidebars.width() - shown.viewport().width() + fits // 2)
    settle()
    assert shown.item(1).text() in shown.item(1).toolTip()
    assert shown.horizontalScrollBar().maximum() == 0


LONG = "Maximilian-Alexander von Hohenzollern-Sigmaringen"


def first_move(game: Game) -> list[str]:
    return [str(game.initial_state().legal_moves()[0])]


@pytest.mark.window(view="both", size=(1024, 600))
def test_the_window_stays_within_a_small_screen(window: MainWindow) -> None:
    from tests.core.test_record import finished_game

    taller: list[tuple[str, int]] = []

    def seen(what: str) -> None:
        settle()
        if window.height() > 600:
            taller.append((what, window.height()))

    for name in ("pylon", "ambush", "pylos", "pylon", "ambush"):
        game = make_game(name)
        window.session.start_game(game, (Seat(LONG), Seat(f"Tom <tom@example.org> {LONG}")))
        seen(f"{name}, long names")
        window.session.start_game(game, (Seat("Ann"), Seat("Bob")), finished_game(game, 2))
        seen(f"{name}, finished")
    for name in [*game_names(), "pylos"]:  # games left unfinished: the start screen offers them
        seats = (Seat(f"{LONG} {name}"), Seat(LONG))  # (their lines wrap at 1024 pixels)
        window.session.start_game(make_game(name), seats, moves=first_move(make_game(name)))
    window.session.show_start()
    seen("the start screen, three games kept")
    assert len(window.start_screen.kept) == 3
    assert taller == []


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_set_aside_title_is_clear_of_its_pyramids(
    window: MainWindow, size: tuple[int, int]
) -> None:
    """Ambush with many coasters turned: "set aside" stood over the second row of pyramids set
    aside, in the tall arrangement beside a lesson's panel as in the wide one."""
    import random

    from desktop.board2d.pieces import TextItem
    from desktop.games.icehouse.pieces2d import PyramidSideItem

    game = make_game("ambush")
    state, moves, rng = game.initial_state(), [], random.Random(11)
    while not state.is_over and min(len(state.paid(0)), len(state.paid(1))) < 8:
        turns = [m for m in state.legal_moves() if "@" in str(m)]
        move = rng.choice(turns or state.legal_moves())
        moves.append(str(move))
        state = state.apply(move)
    assert min(len(state.paid(0)), len(state.paid(1))) >= 6
    window.resize(*size)
    for tall in (False, True):
        window.session.start_game(game, moves=moves)
        scene = window.game_page.board2d.board
        if tall:
            scene.arrange("tall")  # (as beside a lesson's panel)
            window.game_page.board2d._after_flights()  # drawn again in that arrangement
        QApplication.processEvents()
        titles = [
            t
            for t in scene.items()
            if isinstance(t, TextItem) and t.isVisible() and "aside" in t.text
        ]
        pieces = [p for p in scene.items() if isinstance(p, PyramidSideItem) and p.dim]
        assert titles and pieces, tall
        for title in titles:
            for piece in pieces:
                assert not title.sceneBoundingRect().intersects(piece.sceneBoundingRect()), (
                    tall,
                    title.text,
                )
