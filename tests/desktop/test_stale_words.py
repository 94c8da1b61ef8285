"""Words that stay behind, or say the wrong thing (issue 29, items 8 and 15): a refusal goes
from the lesson's panel when a right click follows; a puzzle solved says so in blue, not in the
red of a refusal; a refusal repeated in a lesson's panel keeps its full stop; the standard
Pylos rules speak of squares only; the rules reference names the colours as the palette draws
them; the Pylon stash's counts sit inside their boxes; the move list keeps its moves in sight
with computers' names; the scroll bars stand out in every palette."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QTextBrowser

from core.builder import MoveBuilder
from core.registry import kit_of, make_game
from desktop.look import theme
from desktop.model import Seat
from desktop.study.browser import RulesDialog, reference_html
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_a_refusal_leaves_the_lesson_panel_once_a_right_click_follows(window: MainWindow) -> None:
    # complete a square, then take balls back
    window.session.start_study(StudyKind.LESSON, "pylos", 3, 1)
    panel, model = window.game_page.lesson_panel, window.model
    model.click("1b2")  # the square: now balls to take back
    model.click("1c3")  # Dark's: refused
    refusal = panel.feedback.text()
    assert "1c3" in refusal and refusal.endswith(".")  # a whole sentence, as on the line
    model.click("1a1")  # a right one
    assert "1c3" not in panel.feedback.text()
    assert "1c3" not in window.game_page.message_bar.text()


def test_a_solved_puzzle_s_lock_is_said_in_blue(window: MainWindow) -> None:
    window.session.start_study(StudyKind.PUZZLE, "pylos", 0)
    puzzle = window.session.puzzles.puzzle
    window.model.play(window.model.state.parse_move(puzzle.solution))
    window.model.click("1a1")  # the board is locked: it says why, as news, not a refusal
    bar = window.game_page.message_bar
    assert bar.kind == "info", bar.text()


def test_the_standard_pylos_rules_speak_of_squares_only() -> None:
    for rules, line in (("standard", False), ("mature", True)):
        state = make_game("pylos", {"rules": rules}).initial_state()
        state = state.apply_all("1a1 1d4 1b1 1c4 1a2".split())
        builder = MoveBuilder(state, kit_of(state.game).clicks)
        state = state.apply("1d3")
        builder = MoveBuilder(state, kit_of(state.game).clicks).click("1b2")
        words = str(kit_of(state.game).words.prompt(builder))
        assert ("line" in words) == line, (rules, words)


def test_the_rules_reference_names_the_colours_as_the_palette_draws_them(
    window: MainWindow,
) -> None:
    from desktop.registry import desktop_kit

    theme.set_palette("high_contrast")
    try:
        page = reference_html("pylon", "en", desktop_kit("pylon").recolour)
        assert "Yellow" in page and "Red" not in page
        dialog = RulesDialog("pylon", window, desktop_kit("pylon").recolour)
        text = dialog.findChild(QTextBrowser).toPlainText()
        assert "5×6" in text and "6 × 5" not in text and "Red" not in text
        dialog.close()
    finally:
        theme.set_palette("standard")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_pylon_stash_counts_sit_inside_their_boxes(
    window: MainWindow, size: tuple[int, int], language: str
) -> None:
    from desktop.board2d.pieces import TextItem

    window.preferences.set_language(language)
    try:
        window.resize(*size)
        window.session.start_game(make_game("pylon"), moves=["Sa1", "Sb1"])
        settle()
        scene = window.game_page.board2d.board
        counts = [t for t in scene.items() if isinstance(t, TextItem) and "×" in t.text]
        assert len(counts) == 6
        for player in (0, 1):
            for size_index in range(3):
                box = scene._group_rect(player, size_index)
                inside = [c for c in counts if box.intersects(c.sceneBoundingRect())]
                assert inside, (player, size_index)
                for count in inside:
                    assert box.contains(count.sceneBoundingRect()), (count.text, box)
    finally:
        window.preferences.set_language("en")


def test_the_move_list_keeps_the_moves_in_sight_beside_a_computer(window: MainWindow) -> None:
    window.preferences.set_language("fr")
    try:
        seats = (Seat("Ann"), Seat("Computer (Beginner)", "computer", 1))
        window.session.computer.pause(True)
        window.session.start_game(make_game("pylos"), seats, moves="1a1 1b1 1c1 1d1".split())
        settle()
        moves = window.game_page.moves.list
        rows = [moves.item(row).text() for row in range(1, moves.count())]
        assert rows[1] == "  2. Ordinateur : 1b1", rows
        assert not any("…" in row for row in rows), rows
    finally:
        window.preferences.set_language("en")


@pytest.mark.parametrize("palette", theme.PALETTES)
def test_the_scroll_bars_stand_out(window: MainWindow, palette: str) -> None:
    """The move list's scroll bar as drawn: its handle against its groove, at least 3:1 (in
    high contrast it was black on black)."""
    from collections import Counter

    from PySide6.QtGui import QColor

    from .test_accessibility import contrast_ratio

    window.preferences.set_palette(palette, remember_it=False)
    try:
        moves = "1a1 1b1 1c1 1d1 1a2 1b2 1c2 1d2 1a3 1b3 1c3 1d3 1a4 1b4 1c4".split()
        window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), moves=moves)
        window.resize(1024, 600)
        settle()
        bar = window.game_page.moves.list.verticalScrollBar()
        assert bar.isVisible() and bar.maximum() > 0
        bar.setValue(0)
        settle()
        image = bar.grab().toImage()
        inner = [
            image.pixel(x, y)
            for x in range(3, image.width() - 3)
            for y in range(3, image.height() - 3)
        ]
        (groove, _), (handle, _) = Counter(inner).most_common(2)
        ratio = contrast_ratio(QColor.fromRgb(groove), QColor.fromRgb(handle))
        assert ratio >= 3.0, (palette, ratio)
    finally:
        window.preferences.set_palette("standard", remember_it=False)


def test_french_writes_sizes_and_coasters_one_way_everywhere_on_screen(window: MainWindow) -> None:
    """French: P, M, G for the sizes and NO, SO for the western coasters, in the move list as
    on the stash's labels and in the prompts; "Ann :" as on the message line. A saved file
    keeps the notation's own letters."""
    from core.record import to_json
    from desktop.board2d.pieces import TextItem
    from desktop.session.files import record_of

    window.preferences.set_language("fr")
    try:
        window.session.start_game(make_game("pylon"), (Seat("Ann"), Seat("Bob")), ["Sa1", "Lb1"])
        settle()
        moves = window.game_page.moves.list
        assert [moves.item(row).text() for row in (1, 2)] == ["  1. Ann : Pa1", "  2. Bob : Gb1"]
        labels = {t.text for t in window.game_page.board2d.board.items() if isinstance(t, TextItem)}
        assert "P × 4" in labels and "G × 4" in labels
        assert '"Sa1"' in to_json(record_of(window.model))  # the file: canonical notation
        window.session.start_game(make_game("ambush"), (Seat("Ann"), Seat("Bob")), ["S@NW90"])
        settle()
        assert moves.item(1).text() == "  1. Ann : P@NO90"
        window.model.click("rotate:SW")
        assert "SO" in window.game_page.message_bar.text()
        assert "SW" not in window.game_page.message_bar.text()
    finally:
        window.preferences.set_language("en")
