"""The one owner of a game in progress, shared by every view.

``GameModel`` holds the game and its options, the list of positions with a cursor (undo, redo,
review), the move being built click by click, and who sits in each seat. Views render it and
send intents (a click, undo, …); only the model applies moves. It announces changes by signals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from core.api import Game, Move, Outcome, State
from core.builder import MoveBuilder, RefusedClick
from core.clicks import Click, Target
from core.errors import EngineError
from core.kit import GameKit
from core.registry import kit_of
from core.transitions import Transition
from core.words import render
from desktop.i18n import elide, tr, translate_core
from desktop.model import answers
from desktop.model.history import History
from desktop.model.lines import LineShow
from desktop.model.marks import board_marks, move_notes
from desktop.model.values import (
    Agreement,
    Annotations,
    BoardMarks,
    Entry,
    PositionChange,
    Seat,
    Told,
)


class GameModel(QObject, History):
    """A game in progress: history with a cursor, the move being built, the seats.

    Signals (each once per real change):
    - ``game_started()``: a new game (or a loaded one) replaced everything;
    - ``position_changed(PositionChange)``: the position at the cursor changed (the move being
      built is then empty);
    - ``selection_changed()``: the clicks of the move being built changed, the position did not;
    - ``history_changed()``: the list of moves or the cursor changed;
    - ``game_over(Outcome)``: a move (or an agreement) finished the game;
    - ``message(text, kind)``: words for the player; kind "refused", "info" or "" (clear);
    - ``refused()``: a click or key was refused (once: not when the words are said again);
    - ``annotations_changed()``: what a lesson points at changed.

    A lesson may *lock* the board (nothing can be played, and a click says why) or take the
    clicks for itself (a question: ``click_handler``). ``lines`` shows a line of play on the
    boards over the game, which it leaves untouched (``desktop.model.lines``).
    """

    game_started = Signal()
    position_changed = Signal(PositionChange)
    selection_changed = Signal()
    game_over = Signal(Outcome)
    message = Signal(str, str)
    refused = Signal()
    history_changed = Signal()
    annotations_changed = Signal()
    _builder: MoveBuilder
    _told: tuple[Told, str] | None  # the words on show, and their kind
    refused_raw: Click | None
    annotations: Annotations

    def __init__(
        self, game: Game, seats: tuple[Seat, Seat] | None = None, parent: QObject | None = None
    ):
        super().__init__(parent)
        self._set_up(game, seats, [game.initial_state()], [], 0)
        self.locked: str | None = None  # why the board cannot be played now (a lesson)
        self.lock_kind = "refused"  # how a click on the locked board is answered
        self.click_handler: Callable[[Click], bool] | None = None
        self.click_prompt = ""  # what the message line says while a lesson takes the clicks
        self.friend_away = False  # online: the friend's moves cannot come (connection lost)
        self.recolour: Callable[[str], str] = str  # the colours' words as the palette draws them
        self.lines = LineShow(self)
        # Connected before any view: the marks are put right before the views draw.
        self.selection_changed.connect(self._forget_refused)
        self.position_changed.connect(self._forget_move_notes)
        self.lines.changed.connect(self._clear_message)  # (old words spoke of another position)

    # --- reading ---------------------------------------------------------------------------
    @property
    def kit(self) -> GameKit:  # (its clicks and words)
        return kit_of(self._game)

    @property
    def builder(self) -> MoveBuilder:
        return self._builder

    def active_builder(self) -> MoveBuilder | None:
        """The move being built, when a person may click it here (their turn, not reviewing,
        not locked by a lesson, no line shown); what the views highlight. None otherwise."""
        if self.locked is not None or self.click_handler is not None or self._reviewing:
            return None
        return self._builder if self.is_human_turn() and self.lines.line is None else None

    def clickable(self, raw: Click) -> bool:
        """Whether clicking ``raw`` now does something (for the views' hover)."""
        if self.lines.line is not None:
            return False
        if self.click_handler is not None:
            return True
        builder = self.active_builder()
        return builder is not None and builder.resolve(raw) is not None

    def shown_state(self) -> State:
        """The position the views draw and the panels count: while a move is half built, the
        position with what is already done (a Pylos ball already in its place)."""
        builder = self.active_builder()
        return builder.display_state() if builder is not None else self.board_state

    @property
    def board_state(self) -> State:
        """The position under the move being built: the game's, or the line's on show."""
        line = self.lines.line
        return line.state if line is not None else self.state

    @property
    def shown_names(self) -> tuple[str, str]:
        """The players' names as the window shows them: a seat still named as the game names
        its side ("Light") reads in the language of this run, and in the colour the palette in
        use draws ("Orange" for Red in the colour-blind palette)."""
        return answers.shown_names(self._seats, self._game.player_names, self.recolour)

    def say(self, text: str) -> str:
        """A sentence of the engine with the players named as the window shows them."""
        return self.recolour(elide(render(text, self.shown_names, translate_core)))

    def is_human_turn(self) -> bool:
        state = self.state
        return not state.is_over and self._seats[state.current_player].kind == "human"

    # --- words for the player ---------------------------------------------------------------
    def inform(
        self, told: Told, kind: str = "info", about: Click | None = None, again: bool = False
    ) -> None:
        """Words for the player: kind "refused" (why a click did nothing) or "info" (``again``:
        said anew); ``about`` was clicked, the views mark it while the words show. Words given
        as a function say themselves again in the language chosen (``retell``)."""
        if kind == "refused" and not again:
            self.refused.emit()
        self._message_shown = True
        self._told = (told, kind)
        self.refused_raw = about if kind == "refused" else None
        self.message.emit(self.recolour(told if isinstance(told, str) else told()), kind)

    def retell(self) -> None:
        """The words on show said again, in the language now chosen (a change of language)."""
        if self._message_shown and self._told is not None:
            told, kind = self._told
            self.inform(told, kind, self.refused_raw, again=True)

    @property
    def message_shown(self) -> bool:
        """Whether a refusal or a piece of information is on show (Esc takes it away)."""
        return self._message_shown

    def _clear_message(self) -> None:
        self.refused_raw = None
        self._told = None
        if self._message_shown:
            self._message_shown = False
            self.message.emit("", "")

    # --- lessons ----------------------------------------------------------------------------
    def show_move(self, move: Move) -> None:
        """Mark ``move`` (legal here) on both boards without playing it: what it clicks
        highlighted, an arrow for each piece it carries from one place to another (a hint, the
        better move of an analysis, a puzzle's solution)."""
        self.annotate(move_notes(self.state, self._builder, move), until_move=True)

    def annotate(self, annotations: Annotations, until_move: bool = False) -> None:
        """Point at things on both boards. With ``until_move`` the marks are about the position
        on show (a hint, a better move): when it changes they give way to the last ones set
        without it."""
        if not until_move:
            self._lasting = annotations
        if annotations != self.annotations:
            self.annotations = annotations
            self.annotations_changed.emit()

    def _forget_move_notes(self, _change: PositionChange) -> None:
        self.annotate(self._lasting)

    def _forget_refused(self) -> None:
        """A refused click's mark goes when the move being built (or who takes the clicks)
        changes: it spoke of the situation before."""
        self.refused_raw = None

    def board_marks(self) -> BoardMarks:
        """Everything both boards mark over the pieces now, from one description: the move
        being built (its clicks and targets on the board), a refused click, what a lesson or a
        hint points at, and what the last move did."""
        choices = self.kit.clicks.choice_kinds
        line = self.lines.line
        if line is not None:  # the line's own: what its last move did
            return board_marks(None, choices, None, Annotations(), line.last_transition)
        last = self.last_transition
        return board_marks(self.active_builder(), choices, self.refused_raw, self.annotations, last)

    def lock(self, reason: str | None, kind: str = "refused") -> None:
        """Lock the board (``reason`` says why, when a click is tried) or unlock it (None).
        ``kind`` is how a click is answered: "refused", or "info" when nothing is wrong (a
        puzzle solved, a lesson's step to read)."""
        self.lock_kind = kind
        if reason != self.locked:
            self.locked = reason
            self._builder = self._builder.cancel()
            self._clear_message()
            self.selection_changed.emit()

    def take_clicks(self, handler: Callable[[Click], bool] | None, prompt: str = "") -> None:
        """Send the board's clicks to ``handler`` (a question) instead of building moves;
        ``prompt`` says on the message line what to click."""
        self.click_prompt = prompt if handler is not None else ""
        if handler is not self.click_handler:
            self.click_handler = handler
            self._builder = self._builder.cancel()
            self._clear_message()
            self.selection_changed.emit()

    # --- a new game --------------------------------------------------------------------------
    def new_game(
        self,
        game: Game,
        seats: tuple[Seat, Seat] | None = None,
        moves: Sequence[str] | None = None,
        ending: str | None = None,
        start: State | None = None,
        cursor: int | None = None,
    ) -> None:
        """Start ``game`` (from its start, or from the position ``start``) after ``moves``
        (and the agreement ``ending``), which must be legal: EngineError otherwise, and nothing
        changes. ``cursor`` puts the game back that many entries in (the later ones can be
        redone), as undo had left it."""
        states, entries = answers.replay(game, start, moves or [], ending)
        self.lines.drop()
        at = len(entries) if cursor is None else max(0, min(cursor, len(entries)))
        self._set_up(game, seats, states, entries, at)
        self.game_started.emit()
        self.history_changed.emit()

    def _set_up(
        self,
        game: Game,
        seats: tuple[Seat, Seat] | None,
        states: list[State],
        entries: list[Entry],
        cursor: int,
    ) -> None:
        """Everything about the game on the table, from nothing: no move begun, no words."""
        self._game = game
        self._seats = seats or (Seat(game.player_names[0]), Seat(game.player_names[1]))
        self._states, self._entries, self._cursor = states, entries, cursor
        self._reviewing = self._message_shown = False
        self._told = None
        self._builder = MoveBuilder(states[cursor], self.kit.clicks)
        self.refused_raw = None
        self.annotations = Annotations()
        self._lasting = Annotations()  # what stays when the position changes (see ``annotate``)
        # Whether a choice's button may say what it does ("Red to take the medium on f3"): a
        # puzzle turns it off, its answer is for the player to find.
        self.choices_tell = True

    # --- intents from the views -------------------------------------------------------------
    def click(self, raw: Click | str) -> bool:
        """A board thing (or choice) was clicked. Returns True if it did something."""
        raw = Click.parse(raw)
        if self.click_handler is not None and self.lines.line is None:  # a question: what
            self._clear_message()  # the last click was told goes
            return self.click_handler(raw)
        refusal = answers.why_not_playable(self)
        if refusal:
            kind = answers.refusal_kind(self)
            self.inform(lambda: answers.why_not_playable(self) or refusal, kind)
            return False
        try:
            builder = self._builder.click(raw)
        except RefusedClick as error:
            reason = error.reason
            self.inform(lambda: self.say(reason), "refused", raw)
            return False
        move = builder.move()
        if move is not None:
            self.play(move)
        else:
            self._set_builder(builder)
            self._clear_message()
        return True

    def click_nothing(self) -> bool:
        """A click on the board where nothing can be clicked: lets go of the move being built,
        or says why nothing happens. Returns True if the move was let go of."""
        if self.cancel_move():
            return True
        self.say_idle(lambda: tr("There is nothing to click there."))
        return False

    def step_back_click(self) -> bool:
        """A right click: undoes the last click of the move being built, or says why nothing
        happens. Returns True if a click was undone."""
        if self.step_back_in_move():
            return True
        self.say_idle(lambda: tr("There is no click to take back: no move is begun."))
        return False

    def say_idle(self, nothing: Callable[[], str]) -> None:
        """Say why a click or key did nothing: why the board cannot be played, or ``nothing``
        and what can be done."""
        kind = answers.idle_words(self, nothing())[1]
        self.inform(lambda: answers.idle_words(self, nothing())[0], kind)

    def choose(self, target: Target) -> bool:
        """A target chosen otherwise than by clicking a thing (a choice's button)."""
        return self.click(target.click)

    def step_back_in_move(self) -> bool:
        """Undo the last click of the move being built (and clear a refusal on show); not while
        a line is shown (the move waits under it)."""
        self._clear_message()
        if self._builder.is_empty or self.lines.line is not None:
            return False
        self._set_builder(self._builder.back())
        return True

    def cancel_move(self) -> bool:
        """Let go of the move being built (and clear a refusal on show); not while a line is
        shown (the move waits under it)."""
        self._clear_message()
        if self._builder.is_empty or self.lines.line is not None:
            return False
        self._set_builder(self._builder.cancel())
        return True

    def _set_builder(self, builder: MoveBuilder) -> None:
        changed = builder.clicks != self._builder.clicks or builder.state is not self._builder.state
        self._builder = builder
        if changed:
            self._clear_message()  # old words spoke of the move as it was
            self.selection_changed.emit()

    # --- playing -----------------------------------------------------------------------------
    def play(self, move: Move | str) -> State:
        """Play ``move`` at the cursor (dropping any later entries). EngineError if it is
        illegal, and then nothing changes."""
        if self._reviewing:
            raise EngineError("resume from the reviewed position before playing")
        state = self.state
        if isinstance(move, str):
            move = state.parse_move(move)
        after = state.apply(move)
        self._append(move, after, state.transition(move))
        return after

    def propose(self, name: str) -> str | None:
        """None if the player to move may propose ``name`` now, otherwise why not."""
        if self._reviewing:
            return tr("resume from the reviewed position first")
        if self._seats[self.state.current_player].kind == "computer" and not self.state.is_over:
            return tr("only the player to move may propose, and the computer is to move")
        return self.state.proposal_reason(name)

    def agree(self, name: str) -> Outcome:
        """End the game now by the proposal ``name``, both players agreeing (EngineError if it
        cannot be agreed here)."""
        reason = self.propose(name)
        if reason is not None:
            raise EngineError(reason)
        ended = self.state.agree(name)
        self._append(Agreement(name), ended, None)
        outcome = ended.outcome()
        assert outcome is not None
        return outcome

    def _append(self, entry: Entry, after: State, transition: Transition | None) -> None:
        self.lines.drop()
        del self._states[self._cursor + 1 :]
        del self._entries[self._cursor :]
        self._states.append(after)
        self._entries.append(entry)
        self._cursor += 1
        self._builder = MoveBuilder(after, self.kit.clicks)
        self._clear_message()
        self.position_changed.emit(PositionChange(transition, 1))
        self.history_changed.emit()
        outcome = after.outcome()
        if outcome is not None:
            self.game_over.emit(outcome)

    # --- history -----------------------------------------------------------------------------
    def undo(self) -> bool:
        """Step back one entry (a move being built is dropped first). Against the computer,
        back to the last position where a person was to move: the computer's replies to a
        move taken back go with it. A line on show is left first."""
        self.lines.leave()
        if not self._builder.is_empty:
            return self.cancel_move()
        if not self.can_undo():
            return False
        target = self._cursor - 1
        if any(seat.kind == "human" for seat in self._seats):
            while target > 0 and self._seats[self._states[target].current_player].kind != "human":
                target -= 1
        self._move_cursor(target, reviewing=False)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._move_cursor(self._cursor + 1, reviewing=False)
        return True

    def review(self, index: int) -> None:
        """Look at the position after ``index`` entries (0 = the start) without playing there."""
        index = max(0, min(index, len(self._entries)))
        self._move_cursor(index, reviewing=index < len(self._entries))

    def resume_from_here(self) -> None:
        """Play on from the position looked at. The later entries are kept, as undo keeps them:
        Redo brings them back one by one, until a move is played here."""
        if not self._reviewing:
            return
        self._reviewing = False
        self.history_changed.emit()
        self.selection_changed.emit()  # the board may be clicked again
        later = len(self._entries) - self._cursor
        if later:
            self.inform(lambda: answers.resumed_words(self._cursor, later))
        else:
            self._clear_message()

    def _move_cursor(self, index: int, reviewing: bool) -> None:
        self.lines.drop()  # (even to the same position: it is asked for, not a line's)
        if index == self._cursor and reviewing == self._reviewing:
            return
        forward = index == self._cursor + 1 and not reviewing
        transition = self.transition_to(index) if forward else None
        self._cursor = index
        self._reviewing = reviewing
        self._builder = MoveBuilder(self.state, self.kit.clicks)
        step = 1 if forward else (-1 if not reviewing else 0)
        self._clear_message()
        self.position_changed.emit(PositionChange(transition, step))
        self.history_changed.emit()
