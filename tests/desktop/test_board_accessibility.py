"""What a screen reader hears of the boards and the panels: every control has a name, the boards
describe the position and the move just played, and every word a player reads goes through the
translators (a fake translator that marks every string shows the words that escape it)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLabel,
    QWidget,
)

from core import make_game
from desktop.model import Seat
from desktop.model.describe import figure_text
from desktop.window.main_window import MainWindow
from tests.desktop.conftest import OpenWindow

GAMES = ("pylos", "pylon", "ambush")
NAMES = ("Ann", "Bob")
WORD = re.compile(r"[A-Za-z]{3,}")
"""A word: what remains of a text without notation ("1a1", "Sb2", "NW"), numbers, symbols and
the players' names must have none."""


class MarkingTranslator(QTranslator):
    """Marks every string it is asked for: «like this»."""

    def translate(
        self,
        context: str | None,
        source: str | None,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        if context not in ("", "core") or not source:
            return ""  # Qt's own words stay as they are
        return "«" + source + "»"


pytestmark = pytest.mark.window(view=None, size=(1400, 900))


@pytest.fixture
def marked(open_window: OpenWindow) -> Iterator[MainWindow]:
    """A window built with every string marked by the translator."""
    translator = MarkingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        yield open_window(view=None, size=(1400, 900))
    finally:
        QCoreApplication.removeTranslator(translator)


def board_views(window: MainWindow) -> list[QWidget]:
    page = window.game_page
    return [page.board2d] + ([page.board3d.surface] if page.board3d is not None else [])


def panels(window: MainWindow) -> list[QWidget]:
    page = window.game_page
    return [page.players, page.watch_bar, page.moves, page.analysis, page.message_bar]


def play_first_move(window: MainWindow, name: str) -> str:
    window.session.start_game(make_game(name), (Seat(NAMES[0]), Seat(NAMES[1])))
    model = window.model
    move = model.state.legal_moves()[0]
    model.play(move)
    QApplication.processEvents()
    return str(move)


@pytest.mark.parametrize("name", GAMES)
def test_the_boards_describe_the_position_and_the_last_move(window: MainWindow, name: str) -> None:
    model = window.model
    for view in board_views(window):
        window.session.start_game(make_game(name), (Seat(NAMES[0]), Seat(NAMES[1])))
        start = view.accessibleDescription()
        assert "Ann to move" in start and "No move played yet" in start, start
    move = play_first_move(window, name)
    state = model.state
    for view, dimension in zip(board_views(window), ("2D", "3D"), strict=False):
        title = model.game.title
        assert view.accessibleName() == f"{title} board, {dimension}"
        words = view.accessibleDescription()
        assert f"Last move: Ann played {move}." in words, words
        assert "Bob to move" in words, words
        for player in (0, 1):
            assert f"{NAMES[player]}: {figure_text(state, player, NAMES)}" in words, words
    # undone, the description follows
    model.undo()
    QApplication.processEvents()
    for view in board_views(window):
        assert "Ann to move" in view.accessibleDescription()


def test_the_description_says_who_won(window: MainWindow) -> None:
    window.session.start_game(make_game("pylon"), (Seat(NAMES[0]), Seat(NAMES[1])))
    model = window.model
    while not model.state.is_over:
        model.play(model.state.legal_moves()[0])
    QApplication.processEvents()
    words = window.game_page.board2d.accessibleDescription()
    assert "A win for" in words or "Draw" in words, words


def interactive(widget: QWidget) -> list[QWidget]:
    found: list[QWidget] = []
    for kind in (QAbstractButton, QComboBox, QAbstractItemView):
        found += [w for w in widget.findChildren(kind) if isinstance(w, QWidget)]
    return found


@pytest.mark.parametrize("name", GAMES)
def test_every_control_of_the_panels_and_boards_has_a_name(window: MainWindow, name: str) -> None:
    play_first_move(window, name)
    window.game_page.analysis._ensure_graph()
    unnamed = []
    for widget in panels(window) + board_views(window):
        for control in interactive(widget):
            if control.window() is not window:
                continue  # a combo box's popup list: the combo box has the name
            text = control.text() if isinstance(control, QAbstractButton) else ""
            if not (control.accessibleName() or text):
                unnamed.append(f"{type(control).__name__} {control.objectName()!r}")
    for view in board_views(window):
        assert view.accessibleName() and view.accessibleDescription()
    graph = window.game_page.analysis.graph
    assert graph is not None and graph.accessibleName()
    assert not unnamed, unnamed


def test_the_analysis_panel_words_go_through_the_translator(marked: MainWindow) -> None:
    panel = marked.game_page.analysis
    assert panel.analyse_button.text() == "«Analyse the game»"
    assert panel.analyse_button.toolTip().startswith("«")
    assert panel.analyse_button.accessibleName().startswith("«")


def visible_words(window: MainWindow) -> list[str]:
    """Every text a player sees in the panels and on the boards."""
    words: list[str] = []
    for widget in panels(window) + board_views(window):
        for child in [widget, *widget.findChildren(QWidget)]:
            if not child.isVisibleTo(window):
                continue
            if isinstance(child, QLabel | QAbstractButton):
                words.append(child.text())
            if child.toolTip():
                words.append(child.toolTip())
            if child.accessibleName():
                words.append(child.accessibleName())
    view = window.game_page.board2d
    words += [text.text for text in view.board.texts()]
    moves = window.game_page.moves.list
    words += [moves.item(row).text() for row in range(moves.count())]
    return words


def unmarked(words: list[str]) -> list[str]:
    escaped = []
    for text in words:
        plain = re.sub(r"<[^>]+>", "", text).strip()
        if not plain or "«" in plain:
            continue
        if not WORD.search(re.sub("|".join(NAMES), "", plain)):
            continue
        escaped.append(plain)
    return escaped


@pytest.mark.parametrize("name", GAMES)
def test_no_word_of_the_panels_and_boards_escapes_the_translator(
    marked: MainWindow, name: str
) -> None:
    play_first_move(marked, name)
    escaped = unmarked(visible_words(marked))
    assert not escaped, escaped


def test_seats_named_as_the_game_names_its_sides_read_translated(marked: MainWindow) -> None:
    """A seat still called "Light" reads in the language of the run, on the boards and in the
    panels."""
    game = make_game("pylos")
    marked.session.start_game(game)
    model = marked.model
    model.play(model.state.legal_moves()[0])
    QApplication.processEvents()
    dark = "«" + game.player_names[1] + "»"
    for view in board_views(marked):
        assert dark in view.accessibleDescription(), view.accessibleDescription()
    titles = [text.text for text in marked.game_page.board2d.board.texts()]
    assert any(dark in title for title in titles), titles
    assert dark in marked.game_page.message_bar.text()
