"""The one owner of a game in progress, shared by every view.

``GameModel`` holds the game and its options, the list of positions with a cursor (undo, redo,
review), the move being built click by click, and who sits in each seat. Views render it and
send intents (a click, undo, …); only the model applies moves. It announces changes through a
few signals, each once per real change.
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
from core.transitions import Moved, Transition
from core.words import render
from desktop.i18n import elide, fill, tr, translate_core
from desktop.model.values import Agreement, Annotations, BoardMarks, PositionChange, Seat

Entry = Move | Agreement


class GameModel(QObject):
    """A game in progress: history with a cursor, the move being built, the seats.

    Signals (each once per real change):
    - ``game_started()``: a new game (or a loaded one) replaced everything;
    - ``position_changed(PositionChange)``: the position at the cursor changed (the move being
      built is then empty);
    - ``selection_changed()``: the clicks of the move being built changed, the position did not;
    - ``history_changed()``: the list of moves or the cursor changed;
    - ``game_over(Outcome)``: a move (or an agreement) finished the game;
    - ``message(text, kind)``: words for the player; kind "refused", "info" or "" (clear);
    - ``annotations_changed()``: what a lesson points at changed.

    A lesson may *lock* the board (nothing can be played, and a click says why) or take the
    clicks for itself (a question: ``click_handler``).
    """

    game_started = Signal()
    position_changed = Signal(PositionChange)
    selection_changed = Signal()
    game_over = Signal(Outcome)
    message = Signal(str, str)
    history_changed = Signal()
    annotations_changed = Signal()

    def __init__(
        self, game: Game, seats: tuple[Seat, Seat] | None = None, parent: QObject | None = None
    ):
        super().__init__(parent)
        self._game = game
        self._seats = seats or (Seat(game.player_names[0]), Seat(game.player_names[1]))
        self._states: list[State] = [game.initial_state()]
        self._entries: list[Entry] = []
        self._cursor = 0
        self._reviewing = False
        self._builder = MoveBuilder(self._states[0], self.kit.clicks)
        self._message_shown = False
        self.refused_raw: Click | None = None
        self.annotations = Annotations()
        self._lasting = Annotations()  # what stays when the position changes (see ``annotate``)
        self.locked: str | None = None  # why the board cannot be played now (a lesson)
        self.click_handler: Callable[[Click], bool] | None = None
        self.click_prompt = ""  # what the message line says while a lesson takes the clicks
        self.recolour: Callable[[str], str] = str  # the colours' words as the palette draws them
        # Connected before any view: the marks are put right before the views draw.
        self.selection_changed.connect(self._forget_refused)
        self.position_changed.connect(self._forget_move_notes)

    # --- reading ---------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @property
    def kit(self) -> GameKit:
        """The game's kit (its clicks and words)."""
        return kit_of(self._game)

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
    def entries(self) -> list[Entry]:
        """The moves played, in order, then the agreement that ended the game if any."""
        return list(self._entries)

    @property
    def moves(self) -> list[Move]:
        """The moves played, in order (without an agreement that ended the game)."""
        return [entry for entry in self._entries if isinstance(entry, Move)]

    @property
    def ending(self) -> Agreement | None:
        """The agreement that ended the game, if it ended so."""
        last = self._entries[-1] if self._entries else None
        return last if isinstance(last, Agreement) else None

    def move_texts(self) -> list[str]:
        return [str(move) for move in self.moves]

    @property
    def cursor(self) -> int:
        """How many entries lead to the current position (0 = the start)."""
        return self._cursor

    @property
    def length(self) -> int:
        """How many entries the history has (the cursor's last value)."""
        return len(self._entries)

    @property
    def reviewing(self) -> bool:
        """True while an earlier position is looked at from the move list (no play there)."""
        return self._reviewing

    @property
    def builder(self) -> MoveBuilder:
        return self._builder

    def active_builder(self) -> MoveBuilder | None:
        """The move being built, when a person may click it here (their turn, not reviewing,
        not locked by a lesson); what the views highlight. None otherwise."""
        if self.locked is not None or self.click_handler is not None or self._reviewing:
            return None
        return self._builder if self.is_human_turn() else None

    def clickable(self, raw: Click) -> bool:
        """Whether clicking ``raw`` now does something (for the views' hover)."""
        if self.click_handler is not None:
            return True
        builder = self.active_builder()
        return builder is not None and builder.resolve(raw) is not None

    def shown_state(self) -> State:
        """The position the views draw and the panels count: while a move is half built, the
        position with what is already done (a Pylos ball already in its place)."""
        builder = self.active_builder()
        return builder.display_state() if builder is not None else self.state

    @property
    def last_transition(self) -> Transition | None:
        """What the entry leading to the current position did, if it was a move."""
        return self.transition_to(self._cursor) if self._cursor else None

    def transition_to(self, index: int) -> Transition | None:
        entry = self._entries[index - 1]
        return self._states[index - 1].transition(entry) if isinstance(entry, Move) else None

    def can_undo(self) -> bool:
        return self._cursor > 0

    def can_redo(self) -> bool:
        return self._cursor < len(self._entries)

    def player_name(self, player: int) -> str:
        return self._seats[player].name

    @property
    def names(self) -> tuple[str, str]:
        """Both seats' names, first player first."""
        return self._seats[0].name, self._seats[1].name

    @property
    def shown_names(self) -> tuple[str, str]:
        """The players' names as the window shows them: a seat still named as the game names
        its side ("Light") reads in the language of this run, and in the colour the palette in
        use draws ("Orange" for Red in the colour-blind palette)."""
        sides = self._game.player_names
        first, second = (
            self.recolour(translate_core(name)) if name == sides[player] else name
            for player, name in enumerate(self.names)
        )
        return first, second

    def say(self, text: str) -> str:
        """A sentence of the engine with the players named as the window shows them."""
        return self.recolour(elide(render(text, self.shown_names, translate_core)))

    def is_human_turn(self) -> bool:
        state = self.state
        return not state.is_over and self._seats[state.current_player].kind == "human"

    # --- words for the player ---------------------------------------------------------------
    def inform(self, text: str, kind: str = "info", about: Click | None = None) -> None:
        """Words for the player: kind "refused" (why a click did nothing) or "info";
        ``about`` is what was clicked, which the views mark while the words show."""
        self._message_shown = True
        self.refused_raw = about if kind == "refused" else None
        self.message.emit(self.recolour(text), kind)

    @property
    def message_shown(self) -> bool:
        """Whether a refusal or a piece of information is on show (Esc takes it away)."""
        return self._message_shown

    def _clear_message(self) -> None:
        self.refused_raw = None
        if self._message_shown:
            self._message_shown = False
            self.message.emit("", "")

    # --- lessons ----------------------------------------------------------------------------
    def show_move(self, move: Move) -> None:
        """Mark ``move`` (legal here) on both boards without playing it: what it clicks
        highlighted, an arrow for each piece it carries from one place to another (a hint, the
        better move of an analysis, a puzzle's solution)."""
        state = self.state
        clicks = tuple(self._builder.cancel().raw_clicks(move))
        arrows = tuple(
            (Click.place(step.origin), Click.place(step.target))
            for step in state.transition(move).steps
            if isinstance(step, Moved)
        )
        self.annotate(Annotations(highlight=clicks, arrows=arrows), until_move=True)

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
        hint points at."""
        builder = self.active_builder()
        selected: tuple[Click, ...] = ()
        targets: tuple[Target, ...] = ()
        if builder is not None:
            choices = self.kit.clicks.choice_kinds
            selected = tuple(builder.selected())
            targets = tuple(t for t in builder.targets() if t.kind not in choices)
        return BoardMarks(selected, targets, self.refused_raw, self.annotations)

    def lock(self, reason: str | None) -> None:
        """Lock the board (``reason`` says why, when a click is tried) or unlock it (None)."""
        if reason != self.locked:
            self.locked = reason
            self._builder = self._builder.cancel()
            self.selection_changed.emit()

    def take_clicks(self, handler: Callable[[Click], bool] | None, prompt: str = "") -> None:
        """Send the board's clicks to ``handler`` (a question) instead of building moves;
        ``prompt`` says on the message line what to click."""
        self.click_prompt = prompt if handler is not None else ""
        if handler is not self.click_handler:
            self.click_handler = handler
            self._builder = self._builder.cancel()
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
        states: list[State] = [start if start is not None else game.initial_state()]
        entries: list[Entry] = []
        for text in moves or []:
            move = states[-1].parse_move(text)
            states.append(states[-1].apply(move))
            entries.append(move)
        if ending is not None:
            states.append(states[-1].agree(ending))
            entries.append(Agreement(ending))
        self._game = game
        self._seats = seats or (Seat(game.player_names[0]), Seat(game.player_names[1]))
        self._states, self._entries = states, entries
        self._cursor = len(entries) if cursor is None else max(0, min(cursor, len(entries)))
        self._reviewing = False
        self._builder = MoveBuilder(self.state, self.kit.clicks)
        self.refused_raw = None
        self._message_shown = False
        self.annotations = self._lasting = Annotations()
        self.game_started.emit()
        self.history_changed.emit()

    # --- intents from the views -------------------------------------------------------------
    def click(self, raw: Click | str) -> bool:
        """A board thing (or choice) was clicked. Returns True if it did something."""
        raw = Click.parse(raw)
        if self.click_handler is not None:
            return self.click_handler(raw)
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

    def choose(self, target: Target) -> bool:
        """A target chosen otherwise than by clicking a thing (a choice's button)."""
        return self.click(target.click)

    def click_refusal(self) -> str | None:
        """Why the board cannot be played now (None if it can)."""
        return self._refusal()

    def _refusal(self) -> str | None:
        if self.locked is not None:
            return self.locked
        if self._reviewing:
            return tr(
                "You are looking at move {move} of {total}: choose Resume from here to play on "
                "from this position."
            ).format(move=self._cursor, total=len(self._entries))
        state = self.state
        if state.is_over:
            return tr("The game is over. Start a new game, or undo to play on from earlier.")
        if self._seats[state.current_player].kind != "human":
            return fill(tr("It is {player}'s turn."), player=self.player_name(state.current_player))
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
        move taken back go with it."""
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
        if later == 1:
            words = tr(
                "Playing on from move {move}. The next move comes back with Redo until a move is "
                "played here."
            )
            self.inform(words.format(move=self._cursor))
        elif later:
            words = tr(
                "Playing on from move {move}. The %n later moves come back with Redo until a "
                "move is played here.",
                "",
                later,
            )
            self.inform(words.format(move=self._cursor))
        else:
            self._clear_message()

    def _move_cursor(self, index: int, reviewing: bool) -> None:
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
