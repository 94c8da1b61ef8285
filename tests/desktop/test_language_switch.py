"""Everything on screen changes language at once: English → French → English in the middle of a
game (a refusal on the message line, Pylon's proposal offered, the computer thinking), of a
lesson (a wrong answer told), of a puzzle (a wrong move answered) and after an analysis. After
each switch no visible text is in the other language (``words_on_screen`` says how a word is
known to be English or French)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.clicks import Click
from core.registry import make_game
from core.study.tutorial import lessons_of
from desktop.i18n.language import choose_for_this_run
from desktop.model import Seat
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow
from tests.desktop.words_on_screen import english, french, words_in

pytestmark = pytest.mark.window(view="both")

PYLON_FULL = [
    f"{'SML'[(i // 2) % 3]}{c}{r}"
    for i, (r, c) in enumerate((r, c) for r in range(1, 6) for c in "abcdef")
]


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def shown(window: MainWindow, what: str) -> list[tuple[str, str]]:
    settle()
    return [(f"{what} · {where}", text) for where, text in words_in(window)]


def a_game_with_a_refusal(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), ["1a1"])
    window.model.click(Click.parse("1a1"))  # Ann's ball, on Bob's turn: refused, in words
    assert window.model.refused_raw is not None


def a_game_against_the_computer(qtbot: QtBot, window: MainWindow) -> None:
    seats = (Seat("Ann"), Seat("Cora", "computer", 5))
    window.session.start_game(make_game("pylon"), seats, [*PYLON_FULL, "a1-b1"])
    window.session.propose("agreed")  # the computer weighs it: its words on the line
    qtbot.waitUntil(lambda: "declined" in window.game_page.message_bar.text(), timeout=20_000)


def a_lesson_with_a_wrong_answer(qtbot: QtBot, window: MainWindow) -> None:
    pips = next(n for n, one in enumerate(lessons_of("ambush")) if one.id == "visible-pips")
    window.session.start_study(StudyKind.LESSON, "ambush", pips, 1)  # which stack is the strongest?
    window.model.click(Click.parse("b2"))


def a_puzzle_with_a_wrong_move(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_study(StudyKind.PUZZLE, "pylos", 0)
    puzzle = window.session.puzzles.puzzle
    assert puzzle is not None
    wrong = next(m for m in window.model.state.legal_moves() if str(m) != puzzle.solution[0])
    window.model.play(wrong)
    qtbot.waitUntil(lambda: window.session.puzzles.status == "wrong", timeout=10_000)
    qtbot.wait(300)  # the computer's reply played and told


def a_practice_under_way(qtbot: QtBot, window: MainWindow) -> None:
    window.session.computer.seconds_cap = 0.1
    window.session.start_study(StudyKind.PRACTICE, "pylon", 0)
    model = window.model
    model.play(model.state.legal_moves()[0])
    qtbot.waitUntil(lambda: model.is_human_turn() or model.state.is_over, timeout=20_000)


def after_an_analysis(qtbot: QtBot, window: MainWindow) -> None:
    moves = "1a1 1d4 1b1 1c4 1a2 1d3".split()
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), moves)
    window.game_page.analysis.seconds = 0.05
    window.game_page.analysis.start()
    qtbot.waitUntil(lambda: not window.session.computer.thinking, timeout=30_000)
    window.model.review(2)  # a move looked at: the panel explains it


SCENES: dict[str, Callable[[QtBot, MainWindow], None]] = {
    "game": a_game_with_a_refusal,
    "computer": a_game_against_the_computer,
    "lesson": a_lesson_with_a_wrong_answer,
    "puzzle": a_puzzle_with_a_wrong_move,
    "practice": a_practice_under_way,
    "analysis": after_an_analysis,
}


@pytest.mark.parametrize("scene", list(SCENES))
def test_english_french_english_leaves_no_word_of_the_other_language(
    qtbot: QtBot, window: MainWindow, scene: str
) -> None:
    SCENES[scene](qtbot, window)
    model = window.model
    board = (model.length, model.cursor, model.state)
    try:
        window.preferences.set_language("fr")
        slips = english(shown(window, f"{scene}, in French"))
        assert slips == [], "\n".join(slips)
        window.preferences.set_language("en")
        slips = french(shown(window, f"{scene}, back in English"))
        assert slips == [], "\n".join(slips)
        assert (model.length, model.cursor, model.state) == board, "the board stays as it was"
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)
