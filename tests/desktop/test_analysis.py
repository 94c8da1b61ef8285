"""Analysing a game in the window: the graph fills ply by ply, the planted blunder is marked in
the move list with the better move, clicking the graph reviews that position, the boards show the
better move there, and the window keeps answering while the worker searches."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from core.playout import random_record
from core.registry import game_names, make_game
from core.study.puzzles import Puzzle, puzzles_of
from desktop.measuring.stalls import StallMeter
from desktop.model import Annotations, Seat
from desktop.window.main_window import MainWindow
from tests.timing import STALL_MS, WALL_STALL_MS

pytestmark = pytest.mark.window(view="2d")


def shortest_puzzle(name: str) -> Puzzle:
    """The easiest puzzle to analyse: the quickest win, then the fewest moves to reach it
    (the search proves its win at once, even on a slow machine)."""
    return min(puzzles_of(name), key=lambda puzzle: (puzzle.depth, len(puzzle.record)))


def play_with_a_blunder(window: MainWindow, puzzle: Puzzle) -> str:
    """The puzzle's record, then a move that throws its win away; the move thrown away."""
    window.session.start_game(puzzle.make_game(), (Seat("Ann"), Seat("Bob")))
    model = window.model
    for text in puzzle.record:
        model.play(model.state.parse_move(text))
    wrong = next(m for m in model.state.legal_moves() if not puzzle.is_solution(m))
    model.play(wrong)
    return str(wrong)


def click_graph_at(qtbot: QtBot, window: MainWindow, ply: int) -> None:
    graph = window.game_page.analysis.graph
    scene_point = graph.plotItem.vb.mapViewToScene(QPointF(ply, 0))
    point = graph.mapFromScene(scene_point)
    qtbot.mouseClick(graph.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_the_analysis_fills_the_graph_marks_the_blunder_and_reviews_on_click(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    """The analysis runs in the worker: meanwhile the window's thread never works STALL_MS on
    end (five times the 50 ms target, in its own CPU time: ``tests.timing``), which only an
    analysis in the window's own thread breaks, nor waits WALL_STALL_MS; the tight figure is
    ``desktop.measuring.benchmark thinking``'s."""
    puzzle = shortest_puzzle(name)
    wrong = play_with_a_blunder(window, puzzle)
    page, model = window.game_page, window.model
    plies = len(puzzle.record) + 1
    action = window.actions_by_name["analyse"]
    assert action.isEnabled()
    # the graph is made, hidden, soon after the panel shows (not while the analysis runs)
    qtbot.waitUntil(lambda: page.analysis.graph is not None)
    assert not page.analysis.graph.isVisible()
    meter = StallMeter(window)
    action.trigger()
    assert page.session.computer.analysis is not None and not action.isEnabled()
    assert page.analysis.stop_button.isVisible() and page.analysis.graph.isVisible()
    qtbot.wait(30)  # the click's answer: the graph's first paint
    meter.start()  # then, while the worker analyses, the window must keep answering
    qtbot.waitUntil(lambda: page.session.computer.analysis is None, timeout=plies * 3_000 + 20_000)
    stall_ms, cpu_ms = meter.stop() * 1000, meter.longest_cpu * 1000
    panel = page.analysis
    assert sorted(panel.results) == list(range(1, plies + 1))
    xs, ys = panel.plot.curve.getData()
    assert list(xs) == list(range(1, plies + 1)) and len(ys) == plies
    assert panel.graph.isVisible()
    # the planted blunder: marked, with the solution as the better move
    last = panel.results[plies]
    assert last.move == wrong and last.judgement == "blunder"
    assert last.best == puzzle.solution
    symbol, words = page.moves.marks[plies]
    assert symbol == "??" and puzzle.solution in words
    item = page.moves.list.item(plies)
    assert item.text().endswith("??") and puzzle.solution in item.toolTip()
    assert "analysed" in panel.status.text() and "blunder" in panel.status.text()
    # clicking the blunder's point goes to the position after it and explains it there: the
    # words naming the move's number, the move and the better one; the answer it allowed is
    # on the boards
    click_graph_at(qtbot, window, plies - 1)
    assert model.cursor == plies - 1 and f"Move {plies}:" not in page.analysis.status.text()
    model.review(0)
    click_graph_at(qtbot, window, plies)
    assert model.cursor == plies and not model.reviewing
    assert page.moves.list.currentRow() == plies  # the move list follows
    status = page.analysis.status.text()
    assert puzzle.solution in status and f"Move {plies}:" in status and wrong in status
    if last.reply:
        assert model.annotations.highlight and model.annotations != Annotations()
    # the words are read whole: the box is as tall as they are, no scrolling
    assert page.analysis.status_scroll.verticalScrollBar().maximum() == 0, status
    # the axis counts whole moves
    ticks = page.analysis.graph.getAxis("bottom")._tickLevels[0]
    assert ticks and all(isinstance(value, int) for value, _label in ticks)
    assert [label for _value, label in ticks] == [str(value) for value, _label in ticks]
    # an unremarkable move's point shows the position after it, the explanation gone
    plain = max(ply for ply, result in panel.results.items() if not result.judgement)
    click_graph_at(qtbot, window, plain)
    assert model.cursor == plain
    assert model.annotations == Annotations() and f"Move {plies}:" not in panel.status.text()
    assert cpu_ms < STALL_MS, f"the window worked {cpu_ms:.0f} ms on end while analysing"
    assert stall_ms < WALL_STALL_MS, f"the window stalled {stall_ms:.0f} ms while analysing"


def test_the_analysis_stops_when_the_game_changes_and_keeps_what_still_holds(
    qtbot: QtBot, window: MainWindow
) -> None:
    name = game_names()[0]
    moves = random_record(make_game(name), 3, limit=30)
    window.session.start_game(make_game(name), (Seat("Ann"), Seat("Bob")), moves=moves)
    page, model = window.game_page, window.model
    page.analysis.start()
    model.undo()  # undo only looks back: the moves can be redone, the analysis goes on
    assert page.session.computer.analysis is not None
    qtbot.waitUntil(lambda: len(page.analysis.results) >= 3, timeout=30_000)
    # a different move there: the game changed, the analysis stops, and what came after the
    # moves both games share is forgotten
    undone = model.moves[model.cursor]
    other = next(m for m in model.state.legal_moves() if m != undone)
    model.play(other)
    assert page.session.computer.analysis is None
    assert all(ply < model.length for ply in page.analysis.results)
    assert "stopped" not in page.analysis.status.text()  # it stopped because of the change
    # a new game forgets it all, marks included
    window.session.start_game(make_game(name), (Seat("Ann"), Seat("Bob")))
    assert page.analysis.results == {} and page.moves.marks == {}
    assert not window.actions_by_name["analyse"].isEnabled()  # nothing to analyse yet


def test_stop_keeps_the_plies_done_and_the_hint_waits_for_the_analysis(
    qtbot: QtBot, window: MainWindow
) -> None:
    name = game_names()[0]
    moves = random_record(make_game(name), 3, limit=30)
    window.session.start_game(make_game(name), (Seat("Ann"), Seat("Bob")), moves=moves)
    page = window.game_page
    computer = page.session.computer

    def stop_at_the_second_ply(*_: object) -> None:
        # pressed as the second ply comes in (not after a wait: a fast engine may be done by
        # then)
        if len(page.analysis.results) == 2 and computer.analysis is not None:
            qtbot.mouseClick(page.analysis.stop_button, Qt.MouseButton.LeftButton)

    computer.analysed.connect(stop_at_the_second_ply)
    page.analysis.start()
    assert computer.ask_hint() is not None  # refused while analysing, with a reason
    qtbot.waitUntil(lambda: len(page.analysis.results) >= 2, timeout=30_000)
    computer.analysed.disconnect(stop_at_the_second_ply)
    assert page.session.computer.analysis is None
    done = len(page.analysis.results)
    assert "stopped" in page.analysis.status.text()
    qtbot.wait(600)  # a ply still in flight is dropped
    assert len(page.analysis.results) == done
    page.analysis.start()  # goes on from where it stopped
    qtbot.waitUntil(lambda: page.session.computer.analysis is None, timeout=60_000)
    assert sorted(page.analysis.results) == list(range(1, len(moves) + 1))
