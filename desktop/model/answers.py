"""What the game model says when a click or key cannot do anything, and how a history is
replayed from its moves: the model's words and bookkeeping that need no signal of their own."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from core.api import Game, State
from core.clicks import Click
from core.search.levels import find_level
from desktop.i18n import fill, tr, translate_core
from desktop.model.lines import LineShow, line_refusal
from desktop.model.values import Agreement, Entry, Seat


class GameModel(Protocol):
    """What these words read of ``desktop.model.game.GameModel``."""

    locked: str | None
    lock_kind: str
    click_handler: Callable[[Click], bool] | None
    click_prompt: str
    lines: LineShow

    @property
    def reviewing(self) -> bool: ...
    @property
    def cursor(self) -> int: ...
    @property
    def length(self) -> int: ...
    @property
    def state(self) -> State: ...
    @property
    def seats(self) -> tuple[Seat, Seat]: ...
    @property
    def shown_names(self) -> tuple[str, str]: ...


def why_not_playable(model: GameModel) -> str | None:
    """Why the board cannot be played now (None if it can): a line shown over the game, a
    lesson's lock, a position under review, the end of the game, or the computer's turn."""
    if model.lines.line is not None:
        return line_refusal(model.lines.line)
    if model.locked is not None:
        return model.locked
    online = any(seat.kind == "online" for seat in model.seats)  # (no Undo, no Resume)
    if model.reviewing and online:
        return tr(
            "You are looking at move {move} of {total}: go back to the last move to play on."
        ).format(move=model.cursor, total=model.length)
    if model.reviewing:
        return tr(
            "You are looking at move {move} of {total}: choose Resume from here to play on "
            "from this position."
        ).format(move=model.cursor, total=model.length)
    state = model.state
    if state.is_over and online:
        return tr("The game is over. Ask your friend for a rematch, or start a new game.")
    if state.is_over:
        return tr("The game is over. Start a new game, or undo to play on from earlier.")
    if model.seats[state.current_player].kind != "human":
        return fill(
            tr("It is the turn of {player}."), player=model.shown_names[state.current_player]
        )
    return None


def refusal_kind(model: GameModel) -> str:
    """How a click is answered when the board cannot be played (``why_not_playable``): as
    information while a line is shown or a lesson's lock says so, else as a refusal."""
    if model.lines.line is not None:
        return "info"
    return model.lock_kind if model.locked is not None else "refused"


def idle_words(model: GameModel, nothing: str) -> tuple[str, str]:
    """What to say (and its kind) when a click or key does nothing: why the board cannot be
    played, or ``nothing`` and what can be done."""
    refusal = why_not_playable(model)
    if refusal:
        return refusal, refusal_kind(model)
    if model.click_handler is not None:
        prompt = model.click_prompt
        return (f"{nothing} {prompt}" if prompt else nothing), "info"
    marked = tr("What you can click now is marked on the board.")
    return f"{nothing} {marked}", "info"


def computer_name(level: int, shown: bool = True) -> str:
    """The name of a computer's seat nobody named: "Computer (Master)", in the language of this
    run (``shown``) or as it is kept (in English, so that it reads in the language of the day
    wherever it is shown: ``seat_name``)."""
    name = find_level(level).name
    if not shown:
        return f"Computer ({name})"
    return tr("Computer ({level})").format(level=translate_core(name))


def seat_name(
    name: str, side: str, level: int, recolour: Callable[[str], str], ours: bool = False
) -> str:
    """A seat's ``name`` as the window shows it: still the game's name for its ``side``
    ("Light"), it reads in the language of this run, its colour as the palette in use draws it
    (``recolour``); still the computer's own name ("Computer (Master)", or the level's: a
    practice's "Master"), in the language of this run too; one of the program's own words
    (``ours``: a puzzle's "You") too; a name someone typed, as typed."""
    if ours:
        return tr(name)
    if name == side:
        return recolour(translate_core(name))
    if level and name == computer_name(level, shown=False):
        return computer_name(level)
    if level and name == find_level(level).name:
        return translate_core(name)
    return name


def shown_names(
    seats: Sequence[Seat], sides: Sequence[str], recolour: Callable[[str], str]
) -> tuple[str, str]:
    """The ``seats``' names as the window shows them (``seat_name``)."""
    first, second = (
        seat_name(seat.name, sides[player], seat.level, recolour, seat.ours)
        for player, seat in enumerate(seats)
    )
    if seats[0].kind == "online" or seats[1].kind == "online":  # a friend online: "Bob, online"
        first, second = (
            fill(tr("{name}, online"), name=name) if seat.kind == "online" else name
            for seat, name in zip(seats, (first, second), strict=True)
        )
    return first, second


def resumed_words(cursor: int, later: int) -> str:
    """The words for playing on from move ``cursor`` with ``later`` entries still to redo ("" if
    there are none)."""
    if later == 1:
        words = tr(
            "Playing on from move {move}. The next move comes back with Redo until a move is "
            "played here."
        )
    elif later:
        words = tr(
            "Playing on from move {move}. The %n later moves come back with Redo until a "
            "move is played here.",
            "",
            later,
        )
    else:
        return ""
    return words.format(move=cursor)


def replay(
    game: Game, start: State | None, moves: Sequence[str], ending: str | None
) -> tuple[list[State], list[Entry]]:
    """The positions and entries of ``game`` from ``start`` (its start if None) after ``moves``
    and the agreement ``ending``; EngineError if one is not legal."""
    states: list[State] = [start if start is not None else game.initial_state()]
    entries: list[Entry] = []
    for text in moves:
        move = states[-1].parse_move(text)
        states.append(states[-1].apply(move))
        entries.append(move)
    if ending is not None:
        states.append(states[-1].agree(ending))
        entries.append(Agreement(ending))
    return states, entries
