"""The game on the table as a history, read only: the game, the seats, the positions with a
cursor (undo, redo, review), the entries that lead from one to the next. ``GameModel`` keeps it
and changes it; this is what everything else may read of it."""

from __future__ import annotations

from core.api import Game, Move, State
from core.transitions import Transition
from desktop.model.values import Agreement, Entry, Seat


class History:
    """What the model's history reads as (``GameModel`` sets the attributes)."""

    _game: Game
    _seats: tuple[Seat, Seat]
    _states: list[State]
    _entries: list[Entry]
    _cursor: int
    _reviewing: bool

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
