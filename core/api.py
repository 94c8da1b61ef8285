"""The one interface every game implements: options, games, states, moves, outcomes.

A ``Game`` is a rule set with its options fixed; ``initial_state()`` starts it. A ``State`` is
immutable: ``apply(move)`` checks the move and returns a new state, leaving its input unchanged;
``play_unchecked(move)`` does the same without the check, for moves the caller took from
``legal_moves()``. Moves are hashable values whose ``str()`` is their canonical notation
(``notation.md``).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from core.compiled import mypyc_attr
from core.errors import IllegalMoveError, UnknownOptionError
from core.transitions import Transition
from core.words import Text, cut_short, whole_number

FIRST: Final = 0
SECOND: Final = 1


def other(player: int) -> int:
    """The opponent of ``player`` (0 or 1)."""
    return 1 - player


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game: its name, allowed values (default first) and a one-line help.

    ``choices`` lists the accepted texts; an empty tuple means a whole number ≥ 0 is expected.
    ``app_rule`` marks options that are this application's rules rather than the published ones.
    ``label`` is the option's name for a player, in lower case ("out of balls"),
    ``choice_labels`` each choice's words ("empty reserve"); the words (``help``, ``choice_help``
    too) are ``core.words.Text``, which a window translates.
    """

    name: str
    default: str
    help: str
    choices: tuple[str, ...] = ()
    app_rule: bool = False
    choice_help: tuple[tuple[str, str], ...] = ()
    label: str = ""
    choice_labels: tuple[tuple[str, str], ...] = ()
    zero: str = ""
    """What 0 means for a whole-number option, in a player's words ("full set"; a window says
    "off" when it is empty)."""
    in_dialog: bool = True
    """Whether the New Game dialog offers it in a row of its own (else the command line and
    files do, and the dialog may set it with others in one row: Pylos's base and balls)."""

    def title(self) -> str:
        """The option's name for a player, in lower case (its ``label``, or its name written
        out)."""
        return self.label or self.name.replace("_", " ")

    def choice_label(self, choice: str) -> str:
        """The words for one of the option's ``choices``."""
        return dict(self.choice_labels).get(choice, choice.replace("_", " "))

    def parse(self, text: str) -> str:
        """The normalised value for ``text``; UnknownOptionError if it is not allowed."""
        value = text.strip().lower()
        if self.choices:
            if value not in self.choices:
                raise UnknownOptionError(
                    Text(
                        "option {option} has no value {value} (allowed: {allowed})",
                        option=self.name,
                        value=repr(text),
                        allowed=", ".join(self.choices),
                    )
                )
            return value
        number = whole_number(value, 9)
        if number is None:
            raise UnknownOptionError(
                Text(
                    "option {option} needs a whole number ≥ 0, not {value}",
                    option=self.name,
                    value=repr(cut_short(text)),
                )
            )
        return str(number)

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (
            OptionSpec,
            (
                self.name,
                self.default,
                self.help,
                self.choices,
                self.app_rule,
                self.choice_help,
                self.label,
                self.choice_labels,
                self.zero,
                self.in_dialog,
            ),
        )


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``winner`` is FIRST, SECOND or None for a draw; ``figures`` are the game's numbers for the
    first and second player (Pylos: balls left in reserve; Pylon: stack scores; Ambush: captured
    pips); ``reason`` says in words why the game ended.
    """

    winner: int | None
    figures: tuple[int, int]
    reason: str

    def summary(self) -> str:
        """The engine command line's ``over WINNER A-B`` line."""
        who = {FIRST: "first", SECOND: "second", None: "draw"}[self.winner]
        return f"over {who} {self.figures[0]}-{self.figures[1]}"

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (Outcome, (self.winner, self.figures, self.reason))


@dataclass(frozen=True)
class Proposal:
    """Something the player to move may propose instead of moving, which ends the game if the
    other player accepts (Pylon: stop now, the board's scores stand). ``name`` is how a record
    says the game ended; ``title`` is the action's words, ``agreed`` what a history says once
    it was accepted."""

    name: str
    title: str
    agreed: str

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (Proposal, (self.name, self.title, self.agreed))


@mypyc_attr(allow_interpreted_subclasses=True)
class Move:
    """A move: a hashable value whose ``str()`` is its canonical notation."""

    __slots__ = ()

    @abstractmethod
    def __str__(self) -> str: ...

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"


@mypyc_attr(allow_interpreted_subclasses=True)
class State:
    """An immutable position of one game, with the player to move."""

    __slots__ = ()

    @property
    @abstractmethod
    def game(self) -> Game:
        """The game (with its options) this state belongs to."""

    @property
    @abstractmethod
    def current_player(self) -> int:
        """FIRST or SECOND: who moves next (meaningless once the game is over)."""

    @abstractmethod
    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move, in a deterministic order; empty when the game is over."""

    def count_moves(self) -> int:
        """How many legal moves there are (games override this with a faster count)."""
        return len(self.legal_moves())

    @abstractmethod
    def illegal_reason(self, move: Move) -> str | None:
        """None if ``move`` is legal here, otherwise why not, in words."""

    @abstractmethod
    def play_unchecked(self, move: Move) -> State:
        """The state after ``move``, without checking that it is legal here: for a move taken
        from ``legal_moves()`` (searches, perft, playouts), where ``apply`` would check it again
        at every node. A move that is not legal gives an undefined state, or an exception;
        anything from outside (a player, a file, a peer) goes through ``apply``, which refuses
        it with the reason."""

    @abstractmethod
    def transition(self, move: Move) -> Transition:
        """What physically changes when ``move`` is played here (for animation)."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True when the game has ended."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def figures(self) -> tuple[int, int]:
        """The game's running figures for the first and second player (see ``Outcome``)."""

    @abstractmethod
    def piece_counts(self) -> dict[str, int]:
        """Where the game's pieces are, counted place by place (board, reserves, trees, …)."""

    @abstractmethod
    def position_text(self) -> str:
        """A compact text of the whole position that ``Game.parse_position`` reads back."""

    @abstractmethod
    def position_key(self) -> object:
        """A hashable value equal for equal positions (history is not part of it)."""

    def parse_move(self, text: str) -> Move:
        """Read ``text`` as a move of this game (NotationError if unreadable)."""
        return self.game.parse_move(text)

    def proposal_reason(self, name: str) -> str | None:
        """None if the player to move may propose ``name`` here, otherwise why not."""
        if all(p.name != name for p in self.game.proposals):
            return Text("{game} has no proposal {name}", game=self.game.title, name=repr(name))
        return Text("that cannot be proposed now")

    def agree(self, name: str) -> State:
        """The finished state when both players agree to ``name`` (IllegalMoveError if it
        cannot be agreed here)."""
        reason = self.proposal_reason(name)
        raise IllegalMoveError(name, reason or Text("that cannot be agreed here"))

    def apply(self, move: Move | str) -> State:
        """The state after ``move`` (a Move or its notation).

        Raises NotationError for unreadable text and IllegalMoveError (with a reason) for a move
        the rules do not allow here. The state itself is never changed.
        """
        if isinstance(move, str):
            move = self.parse_move(move)
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMoveError(str(move), reason)
        return self.play_unchecked(move)

    def apply_all(self, moves: Sequence[Move | str]) -> State:
        """Apply ``moves`` in order from this state."""
        state: State = self
        for move in moves:
            state = state.apply(move)
        return state

    def __eq__(self, other_state: object) -> bool:
        if not isinstance(other_state, State):
            return NotImplemented
        return self.game == other_state.game and self.position_key() == other_state.position_key()

    def __hash__(self) -> int:
        return hash(self.position_key())


@mypyc_attr(allow_interpreted_subclasses=True)
class Game:
    """A game with its options fixed. Subclasses set the class attributes below."""

    name: ClassVar[str]
    title: ClassVar[str]
    player_names: ClassVar[tuple[str, str]]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    proposals: ClassVar[tuple[Proposal, ...]] = ()

    def __init__(self, settings: Mapping[str, str] | None = None) -> None:
        """Fix the options; ``settings`` maps option names to texts (UnknownOptionError)."""
        specs = {spec.name: spec for spec in self.option_specs}
        values = {spec.name: spec.default for spec in self.option_specs}
        for key, text in (settings or {}).items():
            spec = specs.get(key)
            if spec is None:
                raise UnknownOptionError(
                    Text(
                        "{game} has no option {option} (options: {known})",
                        game=self.name,
                        option=repr(key),
                        known=", ".join(specs) or Text("none"),
                    )
                )
            values[key] = spec.parse(str(text))
        self.options: Mapping[str, str] = values

    def __eq__(self, other_game: object) -> bool:
        if not isinstance(other_game, Game):
            return NotImplemented
        return self.name == other_game.name and dict(self.options) == dict(other_game.options)

    def __hash__(self) -> int:
        return hash((self.name, tuple(sorted(self.options.items()))))

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v}" for k, v in self.options.items())
        return f"{type(self).__name__}({opts})"

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its class and options (mypyc's compiled classes need it said)."""
        return (type(self), (dict(self.options),))

    @abstractmethod
    def initial_state(self) -> State:
        """The position before the first move."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Read a move in canonical (or accepted) notation; NotationError if unreadable."""

    @abstractmethod
    def parse_position(self, text: str) -> State:
        """Read ``State.position_text()`` back (NotationError / InvalidPositionError)."""
