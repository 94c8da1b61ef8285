"""The one owner of a game in progress, shared by every view.

``GameModel`` holds the game and its options, the list of positions with a cursor (undo, redo,
review), the move being built click by click, and who sits in each seat. Views render it and
send intents (a click, undo, …); only the model applies moves. It announces changes through a
few signals, and only when something really changed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from core.api import Game, Move, Outcome, State
from core.builder import MoveBuilder, RefusedClick
from core.errors import EngineError
from core.games.pylon import PylonState
from core.transitions import Transition
from core.words import render

AGREED = "agreed"  # the history's entry for a Pylon game ended by agreement


@dataclass(frozen=True)
class Seat:
    """Who plays one side: a name and a kind ("human"; later the computer or a lesson)."""

    name: str
    kind: str = "human"


class GameModel(QObject):
    """A game in progress: history with a cursor, the move being built, the seats.

    Signals:
    - ``game_started()``: a new game (or a loaded one) replaced everything.
    - ``state_changed(transition, step)``: the current position changed; ``transition`` is what
      the last move did when ``step`` is +1 (a move played or redone), else None (-1 undo,
      0 a jump while reviewing).
    - ``selection_changed()``: the clicks of the move being built, and so the targets, changed.
    - ``game_over(outcome)``: a move finished the game.
    - ``message(text, kind)``: words for the player; kind is "refused", "info" or "" (clear).
    - ``history_changed()``: the list of moves or the cursor changed.
    """

    game_started = Signal()
    state_changed = Signal(object, int)
    selection_changed = Signal()
    game_over = Signal(object)
    message = Signal(str, str)
    history_changed = Signal()

    def __init__(
        self, game: Game, seats: tuple[Seat, Seat] | None = None, parent: QObject | None = None
    ):
        super().__init__(parent)
        self._game = game
        self._seats = seats or (Seat(game.player_names[0]), Seat(game.player_names[1]))
        self._states: list[State] = [game.initial_state()]
        self._moves: list[Move | str] = []
        self._cursor = 0
        self._reviewing = False
        self._builder = MoveBuilder(self._states[0])
        self._message_shown = False
        self.refused_raw: str | None = None

    # --- reading ---------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return self._seats

    @property
    def state(self) -> State:
        """The position at the cursor."""
        return self._states[self._cursor]

    @property
    def states(self) -> list[State]:
        return list(self._states)

    @property
    def moves(self) -> list[Move | str]:
        """The moves played, in order (``AGREED`` marks a Pylon game ended by agreement)."""
        return list(self._moves)

    def move_texts(self) -> list[str]:
        return [str(move) for move in self._moves]

    @property
    def cursor(self) -> int:
        """How many moves lead to the current position (0 = the start)."""
        return self._cursor

    @property
    def reviewing(self) -> bool:
        """True while an earlier position is looked at from the move list (no play there)."""
        return self._reviewing

    @property
    def builder(self) -> MoveBuilder:
        return self._builder

    def active_builder(self) -> MoveBuilder | None:
        """The move being built, when a person may click it here (their turn, not reviewing);
        what the views highlight. None otherwise."""
        return self._builder if self.is_human_turn() and not self._reviewing else None

    @property
    def last_transition(self) -> Transition | None:
        """What the move leading to the current position did, if it was a move."""
        if self._cursor == 0:
            return None
        move = self._moves[self._cursor - 1]
        if isinstance(move, str):
            return None
        return self._states[self._cursor - 1].transition(move)

    def can_undo(self) -> bool:
        return self._cursor > 0

    def can_redo(self) -> bool:
        return self._cursor < len(self._moves)

    def player_name(self, player: int) -> str:
        return self._seats[player].name

    @property
    def names(self) -> tuple[str, str]:
        """Both seats' names, first player first."""
        return self._seats[0].name, self._seats[1].name

    def inform(self, text: str, kind: str = "info", about: str | None = None) -> None:
        """Words for the player: kind "refused" (why a click did nothing) or "info";
        ``about`` is the raw name of what was clicked, which the views mark while it shows."""
        self._message_shown = True
        self.refused_raw = about if kind == "refused" else None
        self.message.emit(text, kind)

    @property
    def message_shown(self) -> bool:
        """Whether a refusal or a piece of information is on show (Esc takes it away)."""
        return self._message_shown

    def _clear_message(self) -> None:
        self.refused_raw = None
        if self._message_shown:
            self._message_shown = False
            self.message.emit("", "")

    def say(self, text: str) -> str:
        """A sentence of the engine with the players named as they chose."""
        return render(text, self.names)

    def shown_state(self) -> State:
        """The position the views draw and the panels count: while a move is half built, the
        position with what is already done (a Pylos ball already in its place)."""
        builder = self.active_builder()
        return builder.display_state() if builder is not None else self.state

    def is_human_turn(self) -> bool:
        state = self.state
        return not state.is_over and self._seats[state.current_player].kind == "human"

    # --- a new game --------------------------------------------------------------------------
    def new_game(
        self, game: Game, seats: tuple[Seat, Seat] | None = None, moves: list[str] | None = None
    ) -> None:
        """Start ``game`` (after ``moves``, which must be legal: EngineError otherwise, and
        nothing changes)."""
        start = game.initial_state()
        states, played = [start], []
        for text in moves or []:
            move = states[-1].parse_move(text)
            states.append(states[-1].apply(move))
            played.append(move)
        self._game = game
        self._seats = seats or (Seat(game.player_names[0]), Seat(game.player_names[1]))
        self._states, self._moves = states, list(played)
        self._cursor = len(played)
        self._reviewing = False
        self._builder = MoveBuilder(self.state)
        self.game_started.emit()
        self.history_changed.emit()
        self.selection_changed.emit()
        self._clear_message()

    # --- intents from the views -------------------------------------------------------------
    def click(self, raw: str) -> bool:
        """A board thing named ``raw`` was clicked. Returns True if it did something."""
        refusal = self._refusal()
        if refusal:
            self.inform(refusal, "refused")
            return False
        try:
            builder = self._builder.click(raw)
        except RefusedClick as error:
            self.inform(self.say(error.reason), "refused", raw)
            return False
        move = builder.move()
        if move is not None:
            self.play(move)
        else:
            self._set_builder(builder)
            self._clear_message()
        return True

    def _refusal(self) -> str | None:
        if self._reviewing:
            return (
                f"You are looking at move {self._cursor} of {len(self._moves)}: "
                "choose Resume from here to play on from this position."
            )
        state = self.state
        if state.is_over:
            return "The game is over. Start a new game, or undo to play on from earlier."
        if self._seats[state.current_player].kind != "human":
            return f"It is {self.player_name(state.current_player)}'s turn."
        return None

    def step_back_in_move(self) -> bool:
        """Undo the last click of the move being built (and clear a refusal on show)."""
        self._clear_message()
        if self._builder.is_empty:
            return False
        self._set_builder(self._builder.back())
        return True

    def cancel_move(self) -> bool:
        """Let go of the move being built (and clear a refusal on show)."""
        self._clear_message()
        if self._builder.is_empty:
            return False
        self._set_builder(self._builder.cancel())
        return True

    def _set_builder(self, builder: MoveBuilder) -> None:
        changed = builder.clicks != self._builder.clicks or builder.state is not self._builder.state
        self._builder = builder
        if changed:
            self.selection_changed.emit()

    # --- playing -----------------------------------------------------------------------------
    def play(self, move: Move | str) -> State:
        """Play ``move`` at the cursor (dropping any later moves). EngineError if it is illegal,
        and then nothing changes."""
        if self._reviewing:
            raise EngineError("resume from the reviewed position before playing")
        state = self.state
        if isinstance(move, str):
            move = state.parse_move(move)
        after = state.apply(move)
        transition = state.transition(move)
        del self._states[self._cursor + 1 :]
        del self._moves[self._cursor :]
        self._states.append(after)
        self._moves.append(move)
        self._cursor += 1
        self._builder = MoveBuilder(after)
        self._clear_message()
        self.state_changed.emit(transition, 1)
        self.history_changed.emit()
        self.selection_changed.emit()
        outcome = after.outcome()
        if outcome is not None:
            self.game_over.emit(outcome)
        return after

    def end_by_agreement(self) -> Outcome:
        """End a Pylon game now, both players agreeing; the score is read off the board."""
        state = self.state
        if not isinstance(state, PylonState):
            raise EngineError("only Pylon can be ended by agreement")
        if self._reviewing:
            raise EngineError("resume from the reviewed position first")
        ended = state.end_by_agreement()
        del self._states[self._cursor + 1 :]
        del self._moves[self._cursor :]
        self._states.append(ended)
        self._moves.append(AGREED)
        self._cursor += 1
        self._builder = MoveBuilder(ended)
        self.state_changed.emit(None, 1)
        self.history_changed.emit()
        self.selection_changed.emit()
        outcome = ended.outcome()
        assert outcome is not None
        self.game_over.emit(outcome)
        return outcome

    # --- history -----------------------------------------------------------------------------
    def undo(self) -> bool:
        """Step back one move (a move being built is dropped first)."""
        if not self._builder.is_empty:
            return self.cancel_move()
        if not self.can_undo():
            return False
        self._move_cursor(self._cursor - 1, reviewing=False)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._move_cursor(self._cursor + 1, reviewing=False)
        return True

    def review(self, index: int) -> None:
        """Look at the position after ``index`` moves (0 = the start) without playing there."""
        index = max(0, min(index, len(self._moves)))
        self._move_cursor(index, reviewing=index < len(self._moves))

    def resume_from_here(self) -> None:
        """Drop every move after the cursor and play on from here."""
        if self._cursor == len(self._moves) and not self._reviewing:
            return
        del self._states[self._cursor + 1 :]
        del self._moves[self._cursor :]
        self._reviewing = False
        self.history_changed.emit()
        self.selection_changed.emit()
        self._clear_message()

    def _move_cursor(self, index: int, reviewing: bool) -> None:
        if index == self._cursor and reviewing == self._reviewing:
            return
        forward = index == self._cursor + 1 and not reviewing
        transition = self.last_transition_to(index) if forward else None
        self._cursor = index
        self._reviewing = reviewing
        self._builder = MoveBuilder(self.state)
        self.state_changed.emit(transition, 1 if forward else (-1 if not reviewing else 0))
        self.history_changed.emit()
        self.selection_changed.emit()
        self._clear_message()

    def last_transition_to(self, index: int) -> Transition | None:
        move = self._moves[index - 1]
        return None if isinstance(move, str) else self._states[index - 1].transition(move)
