"""The computer at the table: it plays the seats given to it, finds hints, and never blocks the
window.

Searching happens in a worker process (``desktop.computer.thinker``, started with ``spawn``); the
window hears from it through its pipe with a socket notifier, so nothing here waits. Every request
carries a number: when the position changes (a move, undo, review, a new game) the request is
cancelled and any late answer is dropped. A worker that dies is reported on the message line and
replaced, and the question is asked again; the game goes on.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from core.search.levels import STRONGEST, find_level
from desktop.computer.link import WorkerLink
from desktop.computer.protocol import (
    Analyse,
    Analysed,
    Cancel,
    Failure,
    Progress,
    Think,
    Thought,
)
from desktop.computer.words import (
    helper_died_words,
    hint_words,
    how_it_ended,
    paused_words,
    proposal_answer_words,
    thinking_words,
)
from desktop.computer.worker import AnalysisRequest, Request, Worker
from desktop.i18n import tr
from desktop.model import Annotations, GameModel

RETRIES = 2  # a question is asked again this many times after its worker died


class ComputerPlayer(QObject):
    """Plays ``model``'s computer seats and answers hints.

    Signals: ``thinking_changed()`` (a search started or ended, or made progress),
    ``hint_ready(str)`` (the words of a hint now shown on the board).
    """

    thinking_changed = Signal()
    hint_ready = Signal(str)
    analysed = Signal(object)  # a core.study.analysis.PlyAnalysis, as each ply is done
    analysis_ended = Signal(str)  # "" when every ply is done, otherwise why it stopped

    min_move_ms = 350  # a computer move never follows the previous one faster than this
    hint_seconds = 1.5
    seconds_cap: float | None = None  # bounds every level's time (a test's cheap strongest level)

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.link = WorkerLink(self)
        self.link.received.connect(self._receive)
        self.link.ended.connect(self._worker_ended)
        self._ids = itertools.count(1)
        self.request: Request | None = None
        self.progress: Progress | None = None
        self.last_thought: Thought | None = None  # the last answer received, for the figures
        self.paused = False
        self.watch_delay_ms = 900  # between two moves when computers play each other
        self.hint: Thought | None = None
        self.crashes = 0
        self.analysis: AnalysisRequest | None = None
        self._consider_timer = QTimer(self)
        self._consider_timer.setSingleShot(True)
        self._consider_timer.timeout.connect(self._consider_now)
        model.position_changed.connect(self._on_position_changed)
        model.game_started.connect(self._on_position_changed)
        model.history_changed.connect(self.consider)
        model.selection_changed.connect(self.consider)

    # --- what the window reads -----------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self.request is not None

    @property
    def thinking_for_a_move(self) -> bool:
        return self.request is not None and self.request.purpose == "move"

    def elapsed(self) -> float:
        return time.perf_counter() - self.request.started if self.request else 0.0

    def status(self) -> str:
        """Words for the thinking indicator ("" when not thinking)."""
        if self.request is None:
            return ""
        return thinking_words(self.request, self.progress, self.elapsed(), self.model)

    def paused_status(self) -> str:
        """Words while the computer waits for Resume ("" when it does not)."""
        return paused_words(self.model) if self.paused else ""

    def has_computer(self) -> bool:
        return any(seat.kind == "computer" for seat in self.model.seats)

    def watching(self) -> bool:
        """Both seats are the computer's: the person watches."""
        return all(seat.kind == "computer" for seat in self.model.seats)

    # --- playing the computer's seats ------------------------------------------------------
    def _on_position_changed(self, *_: object) -> None:
        self.clear_hint()
        self.consider()

    def consider(self, *_: object) -> None:
        """After any change: drop a question that no longer applies, and ask one if the computer
        is to move (soon: the move just played is still being animated)."""
        analysis = self.analysis
        if analysis is not None and not self._same_game(analysis):
            self.stop_analysis("the game changed")
        if self.request is not None and not self._still_wanted(self.request):
            self.cancel()
        if self.request is None and self._computer_to_move():
            self._consider_timer.start(0)

    def _computer_to_move(self) -> bool:
        model = self.model
        if self.analysis is not None:
            return False  # the computer's moves wait while it analyses
        if self.paused or model.reviewing or model.state.is_over:
            return False
        if model.locked is not None or model.click_handler is not None:
            return False
        return model.seats[model.state.current_player].kind == "computer"

    def think_for_measuring(self, seconds: float) -> None:
        """Search the position shown at the strongest level without playing or showing the
        result (for the benchmark: how the window fares while the computer thinks)."""
        self._ask("measure", STRONGEST.number, seconds)

    def _still_wanted(self, request: Request) -> bool:
        model = self.model
        if request.purpose == "measure":
            return True
        same = request.state is model.state and request.cursor == model.cursor
        if request.purpose == "move":
            return same and self._computer_to_move()
        return same and not model.reviewing

    def _consider_now(self) -> None:
        if self.request is None and self._computer_to_move():
            seat = self.model.seats[self.model.state.current_player]
            level = find_level(seat.level)
            cap = self.seconds_cap
            self._ask(
                "move", level.number, level.seconds if cap is None else min(cap, level.seconds)
            )

    def _ask(self, purpose: str, level: int, seconds: float) -> None:
        model = self.model
        self.request = Request(
            next(self._ids),
            purpose,
            model.state,
            model.cursor,
            level,
            seconds,
            time.perf_counter(),
        )
        self.progress = None
        self._send(self.request)
        self.thinking_changed.emit()

    def _send(self, request: Request) -> None:
        seed = request.cursor  # a seeded choice: the same game gives the same moves
        self.link.send(
            Think(request.id, request.state, request.level, seed, request.seconds, request.purpose)
        )

    def cancel(self) -> None:
        """Stop the question under way; its answer, if it comes, is dropped."""
        request, self.request = self.request, None
        self.progress = None
        if request is not None:
            self.link.send_if_running(Cancel(request.id))
        if request is not None:
            self.thinking_changed.emit()

    def pause(self, paused: bool) -> None:
        """Stop (or let go on) the computer's moves; a person's seat is not concerned."""
        self.paused = paused
        if paused:
            self.cancel()
        self.consider()
        self.thinking_changed.emit()  # the words beside the board say it is paused, or not

    # --- analysis ------------------------------------------------------------------------------
    def analyse_game(self, seconds: float, first_ply: int = 1) -> str | None:
        """Analyse the game on the board, ``seconds`` a ply, from ``first_ply``: each ply comes
        by ``analysed``, the end by ``analysis_ended``. None if started, otherwise why not."""
        model = self.model
        moves = tuple(model.move_texts())
        if not moves:
            return tr("there is no move to analyse yet")
        if first_ply > len(moves):
            return None
        self.cancel()
        if self.analysis is not None:
            self._cancel_analysis()
        self.analysis = AnalysisRequest(
            next(self._ids), model.game, moves, seconds, first_ply, first_ply - 1
        )
        self._send_analysis(self.analysis)
        self.thinking_changed.emit()
        return None

    def stop_analysis(self, why: str = "stopped") -> None:
        if self.analysis is not None:
            self._cancel_analysis()
            self.thinking_changed.emit()
            self.analysis_ended.emit(why)
            self.consider()

    def _cancel_analysis(self) -> None:
        analysis, self.analysis = self.analysis, None
        if analysis is not None:
            self.link.send_if_running(Cancel(analysis.id))

    def _send_analysis(self, analysis: AnalysisRequest) -> None:
        self.link.send(
            Analyse(
                analysis.id,
                analysis.game,
                analysis.moves,
                analysis.seconds,
                analysis.done + 1,
            )
        )

    def _same_game(self, analysis: AnalysisRequest) -> bool:
        model = self.model
        return model.game == analysis.game and tuple(model.move_texts()) == analysis.moves

    def _receive_analysis(self, message: Analysed | Failure) -> None:
        analysis = self.analysis
        if analysis is None or message.id != analysis.id:
            return  # an analysis that was stopped
        if isinstance(message, Failure):
            self.analysis = None
            self.thinking_changed.emit()
            self.analysis_ended.emit(
                tr("the analysis failed: {error}").format(error=message.message)
            )
            return
        if message.ply is None:
            self.analysis = None
            self.thinking_changed.emit()
            self.analysis_ended.emit("")
            self.consider()
            return
        analysis.done = message.ply.ply
        self.analysed.emit(message.ply)
        self.thinking_changed.emit()

    # --- proposals ---------------------------------------------------------------------------
    def answers_proposals(self) -> bool:
        """The computer answers the proposals of the player to move: its seat is the other."""
        model = self.model
        return model.seats[1 - model.state.current_player].kind == "computer"

    def answer_proposal(self, name: str) -> None:
        """Let the computer's seat (the player not to move) decide on the proposal ``name`` of
        the player to move, at its own level: it accepts (the game ends) or declines, in words
        on the message line. A move played meanwhile withdraws the proposal."""
        model = self.model
        self.cancel()
        self.clear_hint()
        level = find_level(model.seats[1 - model.state.current_player].level)
        cap = self.seconds_cap
        seconds = level.seconds if cap is None else min(cap, level.seconds)
        self._ask(f"proposal:{name}", level.number, seconds)

    def _answered(self, thought: Thought) -> None:
        model = self.model
        answering = 1 - model.state.current_player
        if thought.accepts:
            model.agree(thought.move)
        model.inform(lambda: proposal_answer_words(model, thought, answering), "info")

    # --- hints -------------------------------------------------------------------------------
    def why_no_hint(self) -> str | None:
        """Why no hint can be asked for here (None if one can), in the language of this run."""
        model = self.model
        if model.state.is_over:
            return tr("the game is over")
        if model.reviewing:
            return tr("resume from this position first")
        if not model.is_human_turn():
            return tr("it is not a person's turn")
        if self.analysis is not None:
            return tr("the computer is analysing the game (stop the analysis first)")
        return None

    def ask_hint(self) -> str | None:
        """Look for the move the strongest level would play here (shown, not played). None if
        asked, otherwise why not."""
        reason = self.why_no_hint()
        if reason is not None:
            return reason
        if self.request is not None and self.request.purpose == "hint":
            return None  # already on its way
        self.cancel()
        self.clear_hint()
        self._ask("hint", STRONGEST.number, min(self.hint_seconds, STRONGEST.seconds))
        return None

    def clear_hint(self) -> None:
        if self.hint is not None:
            self.hint = None
            self.model.annotate(Annotations())

    def _show_hint(self, thought: Thought) -> None:
        model = self.model
        self.hint = thought
        model.show_move(model.state.parse_move(thought.move))
        if len(thought.line) > 1:  # what the search expects to follow, to step through
            model.lines.offer(model.state, thought.line, lambda: tr("The hint and what follows"))
        model.inform(lambda: hint_words(model, thought), "info")
        self.hint_ready.emit(hint_words(model, thought))

    # --- the worker --------------------------------------------------------------------------
    @property
    def worker(self) -> Worker | None:
        """The worker process, if one runs."""
        return self.link.worker

    def start_worker(self) -> None:
        """Start the worker process now (it takes a moment): before the first question."""
        self.link.start()

    def _receive(self, message: object) -> None:
        analysis = self.analysis
        if isinstance(message, Analysed) or (
            isinstance(message, Failure) and analysis is not None and message.id == analysis.id
        ):
            self._receive_analysis(message)
            return
        request = self.request
        if not isinstance(message, Thought | Progress | Failure):
            return
        if request is None or message.id != request.id:
            return  # a late answer to a question that no longer applies
        if isinstance(message, Progress):
            self.progress = message
            self.thinking_changed.emit()
            return
        self.request = None
        self.progress = None
        if isinstance(message, Thought):
            self.last_thought = message
        self.thinking_changed.emit()
        if isinstance(message, Failure):
            error = message.message
            self.model.inform(
                lambda: tr("The computer could not choose a move: {error}").format(error=error),
                "refused",
            )
            return
        if request.purpose == "measure" or not self._still_wanted_answer(request):
            return
        if request.purpose == "hint":
            self._show_hint(message)
            return
        if request.purpose.startswith("proposal:"):
            self._answered(message)
            return
        # A move never follows the one before faster than the eye (and the animation) can
        # follow; when computers play each other, at the pace chosen.
        delay = self.watch_delay_ms if self.watching() else self.min_move_ms
        wait = delay - int((time.perf_counter() - request.started) * 1000)
        QTimer.singleShot(max(0, wait), self, lambda: self._play(request, message))

    def _still_wanted_answer(self, request: Request) -> bool:
        model = self.model
        return request.state is model.state and request.cursor == model.cursor

    def _play(self, request: Request, thought: Thought) -> None:
        if self.request is not None or not self._still_wanted_answer(request):
            return
        if not self._computer_to_move():
            return
        self.model.play(thought.move)

    def _worker_ended(self, code: int | None) -> None:
        """The worker died (a crash, or killed): say so, and ask again of a new one."""
        self.crashes += 1
        request = self.request
        self._analysis_again(how_it_ended(code))
        self._question_again(request, code)

    def _analysis_again(self, how: str) -> None:
        """After the worker died: the analysis goes on from its first ply not yet done, in a
        new worker (unless it died too often)."""
        analysis = self.analysis
        if analysis is None:
            return
        analysis.tries += 1
        if analysis.tries > RETRIES:
            self.analysis = None
            self.analysis_ended.emit(
                tr("the computer's helper process {how} again").format(how=how)
            )
        else:
            self._send_analysis(analysis)

    def _question_again(self, request: Request | None, code: int | None) -> None:
        """After the worker died (its exit ``code``): the question is asked again (unless it
        died too often)."""
        if request is None:
            self.model.inform(lambda: helper_died_words("replaced", code))
            return
        if request.tries >= RETRIES:
            self.request = None
            self.paused = True
            self.thinking_changed.emit()
            self.model.inform(lambda: helper_died_words("stopped", code), "refused")
            return
        self.request = replace(request, started=time.perf_counter(), tries=request.tries + 1)
        self.model.inform(lambda: helper_died_words("asked again", code))
        self._send(self.request)
        self.thinking_changed.emit()

    def shutdown(self) -> None:
        """The window closes: stop the worker."""
        self._consider_timer.stop()
        self.request = None
        self.link.stop()
