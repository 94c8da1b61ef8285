"""The analysis teaches at a marked move: clicking it in the move list explains that move (not the
next one), in the game's unit, with what it allowed; the graph is labelled in that unit and a
click on it goes to that position; *Retry from here* puts the position before the move on the
table, says whether the move found is as good as the computer's best, and gives the game back
whole, its analysis with it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from core.registry import evaluation_of, kit_of
from core.study.analysis import PlyAnalysis, Verdict, analyse
from core.study.puzzles import Puzzle, puzzles_of
from desktop.model import Seat
from desktop.window.main_window import MainWindow

pytestmark = pytest.mark.window(view="2d")

NODES = 20_000


def planted(window: MainWindow, name: str) -> tuple[Puzzle, list[str], PlyAnalysis]:
    """A game of ``name`` that reaches its quickest puzzle and throws the win away there, on the
    table, with the analysis of that last move (searched here, bounded by work) given to the
    panel; the game's moves, and the analysis of the blunder."""
    puzzle = min(puzzles_of(name), key=lambda p: (p.depth, len(p.record)))
    state = puzzle.start_state()
    wrong = next(str(m) for m in state.legal_moves() if not puzzle.is_solution(m))
    moves = [*puzzle.record, wrong]
    game = puzzle.make_game()
    ply = next(analyse(game, evaluation_of(game), moves, None, NODES, len(moves)))
    assert ply.judgement == "blunder" and ply.best == puzzle.solution
    window.session.start_game(game, (Seat("Ann"), Seat("Bob")), moves=moves)
    give(window, {len(moves): ply}, moves)
    return puzzle, moves, ply


def give(window: MainWindow, results: dict[int, PlyAnalysis], moves: list[str]) -> None:
    """The panel holds ``results`` as if it had analysed the game ``moves``."""
    panel = window.game_page.analysis
    panel._ensure_graph()
    panel.results, panel.analysed_moves = dict(results), tuple(moves)
    panel._show_results()


def test_clicking_a_marked_move_explains_that_move_in_the_games_unit(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Two marked moves in a row: the row of the first explains the first (it explained the
    second, the move after it, before)."""
    puzzle, moves, blunder = planted(window, "pylos")
    last = len(moves)
    earlier = replace(
        blunder,
        ply=last - 1,
        player=1 - blunder.player,
        move=moves[-2],
        best=moves[-2],
        judgement="mistake",
        loss=200,
        evaluation=Verdict(-250),
        best_evaluation=Verdict(-50),
        reply="",
    )
    give(window, {last - 1: earlier, last: blunder}, moves)
    page, model = window.game_page, window.model
    rows = page.moves.list
    assert rows.item(last - 1).text().endswith("?") and rows.item(last).text().endswith("??")
    rows.setCurrentRow(last - 1)  # as a click on the row does
    assert model.cursor == last - 1
    status = page.analysis.status.text()
    assert f"Move {last - 1}:" in status and f"Move {last}:" not in status
    assert "a mistake (cost: about 2 balls)" in status  # in the game's unit
    assert "ahead by about 2 balls" in status
    rows.setCurrentRow(last)
    status = page.analysis.status.text()
    assert f"Move {last}:" in status and f"Move {last - 1}:" not in status
    assert blunder.move in status and puzzle.solution in status
    if blunder.reply:  # what it allowed: the answer named, and shown on the boards
        assert f"It allowed {blunder.reply}, the answer of " in status
        assert model.annotations.highlight
    assert page.analysis.retry.retry_button.isVisible()
    rows.setCurrentRow(last - 2)  # an unmarked move: nothing explained, no Retry
    assert "Move" not in page.analysis.status.text()
    assert not page.analysis.retry.retry_button.isVisible()


def test_the_graph_is_labelled_in_the_games_unit_and_a_click_goes_there(
    qtbot: QtBot, window: MainWindow
) -> None:
    _puzzle, moves, blunder = planted(window, "ambush")
    panel, model = window.game_page.analysis, window.model
    graph = panel.graph
    assert graph.isVisible() and graph.height() >= 150 and graph.width() >= 250
    left = graph.getAxis("left").labelText
    assert "pips" in left and "ahead" in left  # the unit, and which way is up
    assert graph.getAxis("bottom").labelText == "move"
    assert "pips" in graph.toolTip()
    model.review(0)
    scene = graph.plotItem.vb.mapViewToScene(QPointF(len(moves), 0))
    point = graph.mapFromScene(scene)
    qtbot.mouseClick(graph.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))
    assert model.cursor == len(moves)  # the position after the move clicked
    assert f"Move {blunder.ply}:" in panel.status.text()


def test_retry_from_here_judges_the_move_found_and_gives_the_game_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    puzzle, moves, blunder = planted(window, "pylos")
    page, model, session = window.game_page, window.model, window.session
    panel, retry = page.analysis, page.analysis.retry
    last = len(moves)
    model.review(last)
    qtbot.mouseClick(retry.retry_button, Qt.MouseButton.LeftButton)
    # the position before the blunder, to play on; the game waits on the shelf, whole
    assert model.move_texts() == moves[:-1] and model.active_builder() is not None
    assert [list(k.record.moves) for k in session.kept_games()] == [moves]
    assert "Find a better move" in panel.status.text() and retry.back_button.isVisible()
    assert page.moves.marks == {}  # the move tried takes the marked one's place
    # the move played in the game
    model.play(blunder.move)
    assert "the move played in the game" in panel.status.text()
    assert model.locked is not None and retry.again_button.isVisible()
    qtbot.mouseClick(retry.again_button, Qt.MouseButton.LeftButton)
    assert model.cursor == last - 1 and model.locked is None
    # another move that does not win: judged by the computer, not as good
    other = next(
        str(m)
        for m in model.state.legal_moves()
        if not puzzle.is_solution(m) and str(m) != blunder.move
    )
    model.play(other)
    qtbot.waitUntil(lambda: retry.verdict == "not as good", timeout=20_000)
    assert "is not as good" in panel.status.text() and retry.better_button.isVisible()
    qtbot.mouseClick(retry.better_button, Qt.MouseButton.LeftButton)
    assert model.cursor == last - 1 and model.annotations.highlight  # the better move shown
    # the computer's best: as good at once
    model.play(puzzle.solution)
    assert retry.verdict == "as good" and "Well found" in panel.status.text()
    qtbot.mouseClick(retry.again_button, Qt.MouseButton.LeftButton)
    # a move found that the analysis did not find but that is as good (the analysis thought
    # another move best): judged by the computer, as good
    retry.result = replace(blunder, best=other, best_evaluation=blunder.evaluation)
    model.play(puzzle.solution)
    qtbot.waitUntil(lambda: retry.verdict == "as good", timeout=20_000)
    assert "as good as the computer's best" in panel.status.text()
    # back to the game: every move, the analysis and its marks, at the move retried
    qtbot.mouseClick(retry.back_button, Qt.MouseButton.LeftButton)
    assert model.move_texts() == moves and model.cursor == last
    assert panel.results == {last: blunder} and page.moves.marks[last][0] == "??"
    assert f"Move {last}:" in panel.status.text() and not retry.active
    assert session.has_game and session.kept_games() == []


def test_a_game_started_while_retrying_leaves_the_game_analysed_on_the_shelf(
    qtbot: QtBot, window: MainWindow
) -> None:
    _puzzle, moves, _blunder = planted(window, "pylos")
    page, session = window.game_page, window.session
    window.model.review(len(moves))
    qtbot.mouseClick(page.analysis.retry.retry_button, Qt.MouseButton.LeftButton)
    session.start_game(kit_of("pylon").make(), (Seat("Ann"), Seat("Bob")))
    assert not page.analysis.retry.active and page.analysis.results == {}
    assert [list(k.record.moves) for k in session.kept_games()] == [moves]


def test_the_language_changed_while_retrying_keeps_to_the_retry(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A move tried where the game had its marked move: the explanation of the game's move
    (and the answer it allowed, not legal here) is not shown over the retry."""
    puzzle, moves, blunder = planted(window, "pylos")
    page, model = window.game_page, window.model
    model.review(len(moves))
    qtbot.mouseClick(page.analysis.retry.retry_button, Qt.MouseButton.LeftButton)
    model.play(puzzle.solution)
    window.preferences.set_language("fr")
    try:
        assert "Bien trouvé" in page.analysis.status.text()
        assert f"Coup {len(moves)} :" not in page.analysis.status.text()
    finally:
        window.preferences.set_language("en")
    assert blunder.judgement == "blunder"
